<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Knobelbecher</source>
        <translation>Über Knobelbecher</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Licence: GPL-3.0-or-later. This program is free software: you may share and change it under the terms of the GNU General Public License, version 3 or any later version. It comes with no warranty.</source>
        <translation>Lizenz: GPL-3.0-or-later. Dieses Programm ist freie Software: Du darfst es unter den Bedingungen der GNU General Public License, Version 3 oder jeder späteren Version, weitergeben und verändern. Es wird ohne jede Gewährleistung bereitgestellt.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The classic German and Austrian dice games: %1; with exact rules, a score sheet that checks every entry, and computer players.</source>
        <translation>Die klassischen deutschen und österreichischen Würfelspiele: %1; mit genauen Regeln, einem Spielblock, der jeden Eintrag prüft, und Computerspielern.</translation>
    </message>
</context>
<context>
    <name>AutosaveStore</name>
    <message>
        <source>This game is open in another window; it is saved there.</source>
        <translation>Dieses Spiel ist in einem anderen Fenster geöffnet und wird dort gespeichert.</translation>
    </message>
    <message>
        <source>score pad, %1 of %2 boxes written</source>
        <translation>Block, %1 von %2 Feldern ausgefüllt</translation>
    </message>
    <message>
        <source>round %1 of %2, %3 on turn</source>
        <translation>Runde %1 von %2, %3 ist am Zug</translation>
    </message>
    <message>
        <source>round %1, %2 on turn</source>
        <translation>Runde %1, %2 ist am Zug</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>%1 is not a game Knobelbecher can open: %2</source>
        <translation>%1 ist kein Spiel, das Knobelbecher öffnen kann: %2</translation>
    </message>
</context>
<context>
    <name>BagPanel</name>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>R</source>
        <comment>red die</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>B</source>
        <comment>black die</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>W</source>
        <comment>white die</comment>
        <translation>W</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>Y</source>
        <comment>yellow die</comment>
        <translation>G</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Main pot %1; side pots: %2</source>
        <translation>Hauptpott %1; Nebenpötte: %2</translation>
    </message>
    <message>
        <source>Not seen yet: %1. In the bag: %2; under the others&apos; cups: %3.</source>
        <translation>Noch nicht gesehen: %1. Im Sack: %2; unter den Bechern der anderen: %3.</translation>
    </message>
    <message>
        <source>The bag: %1 dice, %2 under the others&apos; cups</source>
        <translation>Der Sack: %1 Würfel, %2 unter den Bechern der anderen</translation>
    </message>
</context>
<context>
    <name>BettingBar</name>
    <message>
        <source>Amount to bet</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <source>Amount to raise by</source>
        <translation>Erhöhen um</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
</context>
<context>
    <name>BlankSheetDialog</name>
    <message>
        <source>Print a blank sheet</source>
        <translation>Leeren Block drucken</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Names</source>
        <translation>Namen</translation>
    </message>
    <message>
        <source>optional, separated by commas</source>
        <translation>freiwillig, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Names, separated by commas</source>
        <translation>Namen, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken …</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Als PDF speichern …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>CalculationPanel</name>
    <message>
        <source>plus</source>
        <translation>plus</translation>
    </message>
    <message>
        <source>minus</source>
        <translation>minus</translation>
    </message>
    <message>
        <source>times</source>
        <translation>mal</translation>
    </message>
    <message>
        <source>divided by</source>
        <translation>geteilt durch</translation>
    </message>
    <message>
        <source>no number yet</source>
        <translation>noch keine Zahl</translation>
    </message>
    <message>
        <source>,</source>
        <comment>between the steps of a calculation</comment>
        <translation>,</translation>
    </message>
    <message>
        <source>%1 %2 equals %3</source>
        <translation>%1 %2 gleich %3</translation>
    </message>
    <message>
        <source>a %1 waits for its operation</source>
        <translation>eine %1 wartet auf ihre Rechenart</translation>
    </message>
    <message>
        <source>left: %1</source>
        <translation>übrig: %1</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between operations</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>every operation used</source>
        <translation>alle Rechenarten verbraucht</translation>
    </message>
    <message>
        <source>to beat: %1</source>
        <translation>zu schlagen: %1</translation>
    </message>
    <message>
        <source>%1: </source>
        <translation>%1: </translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of a calculation</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>%1&apos;s calculation</source>
        <translation>Rechnung von %1</translation>
    </message>
    <message>
        <source>Calculation</source>
        <translation>Rechnung</translation>
    </message>
    <message>
        <source>Operations left:</source>
        <translation>Übrige Rechenarten:</translation>
    </message>
</context>
<context>
    <name>CounterPanel</name>
    <message>
        <source>Ones so far: %1 of %2</source>
        <translation>Einsen bisher: %1 von %2</translation>
    </message>
    <message>
        <source>Total so far: %1 of %2</source>
        <translation>Summe bisher: %1 von %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>The end is announced: %1 of the last %2 throws thrown</source>
        <translation>Das Ende ist angekündigt: %1 der letzten %2 Würfe geworfen</translation>
    </message>
</context>
<context>
    <name>Cup</name>
    <message numerus="yes">
        <source>%n hidden die(s)</source>
        <translation>
            <numerusform>%n verdeckter Würfel</numerusform>
            <numerusform>%n verdeckte Würfel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hidden die(s)</source>
        <translation>
            <numerusform>%1: %n verdeckter Würfel</numerusform>
            <numerusform>%1: %n verdeckte Würfel</numerusform>
        </translation>
    </message>
    <message>
        <source>Die %1: %2</source>
        <translation>Würfel %1: %2</translation>
    </message>
    <message>
        <source>Die %1: hidden</source>
        <translation>Würfel %1: verdeckt</translation>
    </message>
    <message>
        <source>last round</source>
        <translation>letzte Runde</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left</source>
        <translation>
            <numerusform>noch %n Wurf</numerusform>
            <numerusform>noch %n Würfe</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) in your cup</source>
        <translation>
            <numerusform>%n Würfel in deinem Becher</numerusform>
            <numerusform>%n Würfel in deinem Becher</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n die(s) in your cup</source>
        <translation>
            <numerusform>%1: %n Würfel in deinem Becher</numerusform>
            <numerusform>%1: %n Würfel in deinem Becher</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <source>Entered: %1</source>
        <translation>Eingegeben: %1</translation>
    </message>
    <message>
        <source>Dice thrown:</source>
        <translation>Geworfen:</translation>
    </message>
    <message>
        <source>Dice thrown</source>
        <translation>Geworfene Würfel</translation>
    </message>
    <message>
        <source>Type the faces separated by spaces, then press Enter.</source>
        <translation>Tipp die Augen mit Leerzeichen getrennt ein, dann Enter.</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingeben</translation>
    </message>
    <message>
        <source>Enter the dice thrown</source>
        <translation>Die geworfenen Würfel eingeben</translation>
    </message>
    <message>
        <source>Your cup stays closed.</source>
        <translation>Dein Becher bleibt zu.</translation>
    </message>
    <message>
        <source>nothing: your dice stay hidden</source>
        <translation>nichts: deine Würfel bleiben verdeckt</translation>
    </message>
    <message>
        <source>for example %1</source>
        <translation>zum Beispiel %1</translation>
    </message>
</context>
<context>
    <name>DiceModel</name>
    <message>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>one</source>
        <translation>Eins</translation>
    </message>
    <message>
        <source>two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <source>four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>not thrown</source>
        <translation>nicht geworfen</translation>
    </message>
    <message>
        <source>Die %1, %2</source>
        <translation>Würfel %1, %2</translation>
    </message>
    <message>
        <source>%1, set aside</source>
        <translation>%1, stehen gelassen</translation>
    </message>
    <message>
        <source>J</source>
        <comment>poker die: the Jack&apos;s letter</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>poker die: the Queen&apos;s letter</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>poker die: the King&apos;s letter</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <comment>poker die: the Ace&apos;s letter</comment>
        <translation>A</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <source>set aside</source>
        <translation>stehen gelassen</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>Nochmal würfeln</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left</source>
        <translation>
            <numerusform>noch %n Wurf</numerusform>
            <numerusform>noch %n Würfe</numerusform>
        </translation>
    </message>
    <message>
        <source>served</source>
        <translation>serviert</translation>
    </message>
    <message>
        <source>Keep as first hand (K)</source>
        <translation>Als erste Hand behalten (K)</translation>
    </message>
    <message>
        <source>Keep these dice as the first hand and play the second turn</source>
        <translation>Diese Würfel als erste Hand behalten und den zweiten Wurfgang spielen</translation>
    </message>
</context>
<context>
    <name>Die</name>
    <message>
        <source>R</source>
        <comment>red die</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>B</source>
        <comment>black die</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>W</source>
        <comment>white die</comment>
        <translation>W</translation>
    </message>
    <message>
        <source>Y</source>
        <comment>yellow die</comment>
        <translation>G</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
</context>
<context>
    <name>FairDice</name>
    <message>
        <source>Fingerprint of the dice: %1 (its seed is shown when the game is over).</source>
        <translation>Fingerabdruck der Würfel: %1 (der Startwert wird gezeigt, wenn das Spiel vorbei ist).</translation>
    </message>
    <message>
        <source>Fingerprint of the dice: %1 = SHA-256 of salt %2 and seed %3 (check: knobel verify).</source>
        <translation>Fingerabdruck der Würfel: %1 = SHA-256 von Salz %2 und Startwert %3 (prüfen: knobel verify).</translation>
    </message>
    <message>
        <source>Fingerprint of the dice: %1</source>
        <translation>Fingerabdruck der Würfel: %1</translation>
    </message>
    <message>
        <source>Its seed is shown when the game is over.</source>
        <translation>Der Startwert wird gezeigt, wenn das Spiel vorbei ist.</translation>
    </message>
    <message>
        <source>Salt: %1</source>
        <translation>Salz: %1</translation>
    </message>
    <message>
        <source>Seed: %1 (check: knobel verify)</source>
        <translation>Startwert: %1 (prüfen: knobel verify)</translation>
    </message>
</context>
<context>
    <name>FairDiceNote</name>
    <message>
        <source>Fingerprint %1</source>
        <translation>Fingerabdruck %1</translation>
    </message>
    <message>
        <source>Fingerprint of the dice: %1 = SHA-256 of salt %2 and seed %3. The rules page says how to check it.</source>
        <translation>Fingerabdruck der Würfel: %1 = SHA-256 von Salz %2 und Startwert %3. Wie du das prüfst, steht in den Regeln.</translation>
    </message>
    <message>
        <source>Fingerprint of the dice: %1; its seed is shown when the game is over.</source>
        <translation>Fingerabdruck der Würfel: %1; der Startwert wird gezeigt, wenn das Spiel vorbei ist.</translation>
    </message>
    <message>
        <source>Fingerprint of the dice: %1</source>
        <translation>Fingerabdruck der Würfel: %1</translation>
    </message>
    <message>
        <source>The dice of this game follow from a seed fixed before the first throw; this is its fingerprint. When the game is over the seed is shown, and anyone can check that it gives this fingerprint and every die.</source>
        <translation>Die Würfel dieses Spiels folgen aus einem Startwert, der vor dem ersten Wurf feststand; das ist sein Fingerabdruck. Ist das Spiel vorbei, wird der Startwert gezeigt, und jeder kann prüfen, dass er diesen Fingerabdruck und jeden Würfel ergibt.</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <source>Open a game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Knobelbecher games (*.knobel)</source>
        <translation>Knobelbecher-Spiele (*.knobel)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>There is no game called %1.</source>
        <translation>Es gibt kein Spiel namens %1.</translation>
    </message>
    <message>
        <source>The rule option %1 does not take the value %2.</source>
        <translation>Die Regeloption %1 kennt den Wert %2 nicht.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last of a list of values</comment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>Boxes are typed in only when keeping score of real dice.</source>
        <translation>Felder werden nur beim Mitschreiben mit echten Würfeln eingetippt.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist aus.</translation>
    </message>
    <message>
        <source>Type each entry into its box; the sheet checks it.</source>
        <translation>Tippe jede Eintragung in ihr Feld; der Block prüft sie.</translation>
    </message>
    <message>
        <source>%1, throw the dice.</source>
        <translation>%1, bitte würfeln.</translation>
    </message>
    <message>
        <source>%1, write a box.</source>
        <translation>%1, bitte ein Feld eintragen.</translation>
    </message>
    <message>
        <source>%1, set dice aside and throw again, or write a box.</source>
        <translation>%1, Würfel stehen lassen und nochmal würfeln, oder ein Feld eintragen.</translation>
    </message>
    <message>
        <source>A game from the history cannot be changed.</source>
        <translation>Ein Spiel aus dem Verlauf kann nicht geändert werden.</translation>
    </message>
    <message>
        <source>A game from the history: it can be looked at and printed.</source>
        <translation>Ein Spiel aus dem Verlauf: Es kann angesehen und gedruckt werden.</translation>
    </message>
    <message>
        <source>There is no hint for this game yet.</source>
        <translation>Für dieses Spiel gibt es noch keinen Tipp.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Diesen Spieler gibt es nicht.</translation>
    </message>
    <message>
        <source>%1 is not a face of these dice.</source>
        <translation>%1 ist keine Seite dieser Würfel.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is played with %n dice.</source>
        <translation>
            <numerusform>%1 wird mit %n Würfel gespielt.</numerusform>
            <numerusform>%1 wird mit %n Würfeln gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Throws left: 0 to %1.</source>
        <translation>Übrige Würfe: 0 bis %1.</translation>
    </message>
    <message>
        <source>%1&apos;s sheet is full.</source>
        <translation>Der Zettel von %1 ist voll.</translation>
    </message>
    <message>
        <source>%1, the computer, is playing.</source>
        <translation>%1, der Computer, ist am Zug.</translation>
    </message>
    <message>
        <source>There is no such box.</source>
        <translation>Dieses Feld gibt es nicht.</translation>
    </message>
    <message>
        <source>%1 wrote %2 %3 in column %4</source>
        <translation>%1 schrieb %2 %3 in Reihe %4</translation>
    </message>
    <message>
        <source>%1 writes %2 %3 in column %4…</source>
        <translation>%1 schreibt %2 %3 in Reihe %4 …</translation>
    </message>
    <message>
        <source>%1 wrote %2 %3</source>
        <translation>%1 schrieb %2 %3</translation>
    </message>
    <message>
        <source>%1 writes %2 %3…</source>
        <translation>%1 schreibt %2 %3 …</translation>
    </message>
    <message>
        <source>Stake ×%1: nobody has doubled yet</source>
        <translation>Einsatz ×%1: noch niemand hat verdoppelt</translation>
    </message>
    <message>
        <source>Stake ×%1: %2 doubled last</source>
        <translation>Einsatz ×%1: zuletzt verdoppelt von %2</translation>
    </message>
    <message>
        <source>Round %1: %2 says Contra</source>
        <translation>Runde %1: %2 sagt Contra</translation>
    </message>
    <message>
        <source>%1, %2 plays on at stake ×%3</source>
        <translation>%1, %2 spielt weiter zum Einsatz ×%3</translation>
    </message>
    <message>
        <source>%1, %2 gives up</source>
        <translation>%1, %2 gibt auf</translation>
    </message>
    <message>
        <source>%1, not answered yet</source>
        <translation>%1, noch nicht beantwortet</translation>
    </message>
    <message>
        <source>%1 says Contra: chance to win %2 %</source>
        <translation>%1 sagt Contra: Gewinnchance %2 %</translation>
    </message>
    <message>
        <source>%1 plays on at the double stake</source>
        <translation>%1 spielt mit doppeltem Einsatz weiter</translation>
    </message>
    <message>
        <source>%1 plays on at the double stake: chance to win %2 %</source>
        <translation>%1 spielt mit doppeltem Einsatz weiter: Gewinnchance %2 %</translation>
    </message>
    <message>
        <source>%1 gives up: chance to win %2 %</source>
        <translation>%1 gibt auf: Gewinnchance %2 %</translation>
    </message>
    <message>
        <source>%1 gave up: the game is over.</source>
        <translation>%1 hat aufgegeben: Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>%1 says Contra; %2, the computer, answers.</source>
        <translation>%1 sagt Contra; %2, der Computer, antwortet.</translation>
    </message>
    <message>
        <source>%1 says Contra: %2, play on at stake ×%3, or give up.</source>
        <translation>%1 sagt Contra: %2, spiel weiter zum Einsatz ×%3 oder gib auf.</translation>
    </message>
    <message>
        <source>%1 says Contra</source>
        <translation>%1 sagt Contra</translation>
    </message>
    <message>
        <source>%1 gives up</source>
        <translation>%1 gibt auf</translation>
    </message>
    <message>
        <source>%1, a program, is playing.</source>
        <translation>%1, ein Programm, ist am Zug.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the dice in words</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>First hand: %1, served</source>
        <translation>Erste Hand: %1, serviert</translation>
    </message>
    <message>
        <source>First hand: %1</source>
        <translation>Erste Hand: %1</translation>
    </message>
    <message>
        <source>%1 keeps %2 as the first hand</source>
        <translation>%1 behält %2 als erste Hand</translation>
    </message>
    <message>
        <source>%1, throw the dice for the first hand.</source>
        <translation>%1, bitte für die erste Hand würfeln.</translation>
    </message>
    <message>
        <source>%1, keep these dice as the first hand (K).</source>
        <translation>%1, diese Würfel als erste Hand behalten (K).</translation>
    </message>
    <message>
        <source>%1, set dice aside and throw again, or keep these dice as the first hand (K).</source>
        <translation>%1, Würfel stehen lassen und nochmal würfeln, oder diese Würfel als erste Hand behalten (K).</translation>
    </message>
    <message>
        <source>%1, throw the dice for the second hand.</source>
        <translation>%1, bitte für die zweite Hand würfeln.</translation>
    </message>
    <message>
        <source>%1, write a box: it gets the better of the two hands.</source>
        <translation>%1, ein Feld eintragen: Es bekommt die bessere der beiden Hände.</translation>
    </message>
    <message>
        <source>%1, set dice aside and throw again, or write a box: it gets the better of the two hands.</source>
        <translation>%1, Würfel stehen lassen und nochmal würfeln, oder ein Feld eintragen: Es bekommt die bessere der beiden Hände.</translation>
    </message>
</context>
<context>
    <name>GameListPage</name>
    <message>
        <source>Choose a game</source>
        <translation>Spiel wählen</translation>
    </message>
    <message>
        <source>Reduced motion</source>
        <translation>Weniger Bewegung</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2 players</source>
        <translation>%1 bis %2 Spieler</translation>
    </message>
    <message>
        <source>Computer pace</source>
        <translation>Tempo des Computers</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>langsam</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>schnell</translation>
    </message>
    <message>
        <source>Find a game</source>
        <translation>Spiel suchen</translation>
    </message>
    <message>
        <source>Find a game by its name</source>
        <translation>Ein Spiel nach seinem Namen suchen</translation>
    </message>
    <message>
        <source>German or English name; Down or Enter goes to the games found</source>
        <translation>Deutscher oder englischer Name; Pfeil nach unten oder Eingabe führt zu den gefundenen Spielen</translation>
    </message>
    <message>
        <source>Every game is shown.</source>
        <translation>Alle Spiele werden gezeigt.</translation>
    </message>
    <message>
        <source>No game is called so.</source>
        <translation>Kein Spiel heißt so.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found.</source>
        <translation>
            <numerusform>%n Spiel gefunden.</numerusform>
            <numerusform>%n Spiele gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 of %3</source>
        <translation>%1, %2 von %3</translation>
    </message>
    <message>
        <source>No game is called “%1”. Escape shows every game again.</source>
        <translation>Kein Spiel heißt „%1“. Escape zeigt wieder alle Spiele.</translation>
    </message>
</context>
<context>
    <name>GameNarrator</name>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 (set aside)</source>
        <translation>%1 (stehen gelassen)</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the dice in words</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 threw %2</source>
        <translation>%1 würfelte %2</translation>
    </message>
    <message>
        <source>%1, served</source>
        <translation>%1, serviert</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left</source>
        <translation>
            <numerusform>noch %n Wurf</numerusform>
            <numerusform>noch %n Würfe</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 in column %2</source>
        <translation>%1 in Reihe %2</translation>
    </message>
    <message>
        <source>nothing scores</source>
        <translation>nichts zählt</translation>
    </message>
    <message>
        <source>best: %1</source>
        <translation>am besten: %1</translation>
    </message>
    <message>
        <source>%1 writes %2 with %3.</source>
        <translation>%1 trägt %2 ein, mit %3.</translation>
    </message>
    <message>
        <source>%1 has not thrown yet</source>
        <translation>%1 hat noch nicht gewürfelt</translation>
    </message>
    <message>
        <source>%1&apos;s dice: %2</source>
        <translation>Würfel von %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>total of %1: %n point(s)</source>
        <translation>
            <numerusform>Summe von %1: %n Punkt</numerusform>
            <numerusform>Summe von %1: %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>leading: %1 with %n point(s)</source>
        <translation>
            <numerusform>vorn: %1 mit %n Punkt</numerusform>
            <numerusform>vorn: %1 mit %n Punkten</numerusform>
        </translation>
    </message>
    <message>
        <source>round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>place %1: %2, %n point(s)</source>
        <translation>
            <numerusform>Platz %1: %2, %n Punkt</numerusform>
            <numerusform>Platz %1: %2, %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over. %1.</source>
        <translation>Das Spiel ist aus. %1.</translation>
    </message>
    <message>
        <source>Nobody pays anything.</source>
        <translation>Niemand zahlt etwas.</translation>
    </message>
    <message>
        <source>first turn of the box</source>
        <translation>erste Hand für das Feld</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Game list</source>
        <translation>Spieleliste</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>What the best computer would do here (H)</source>
        <translation>Was der beste Computer hier tun würde (H)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
</context>
<context>
    <name>GameResult</name>
    <message>
        <source>Play again</source>
        <translation>Nochmal spielen</translation>
    </message>
    <message>
        <source>Play again: the same game with new dice</source>
        <translation>Nochmal spielen: dasselbe Spiel mit neuen Würfeln</translation>
    </message>
    <message>
        <source>Game list</source>
        <translation>Spieleliste</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>%1 cannot be played in this window: %2</source>
        <translation>%1 kann in diesem Fenster nicht gespielt werden: %2</translation>
    </message>
    <message>
        <source>There is no history to show a game from.</source>
        <translation>Es gibt keinen Verlauf, aus dem ein Spiel gezeigt werden könnte.</translation>
    </message>
    <message>
        <source>this window has no place for %1</source>
        <translation>dieses Fenster hat keinen Platz für %1</translation>
    </message>
</context>
<context>
    <name>GameStorage</name>
    <message>
        <source>The game goes on, but it is not being saved: %1</source>
        <translation>Das Spiel geht weiter, wird aber nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>HandPicker</name>
    <message>
        <source>Announce</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>Kind of hand</source>
        <translation>Art der Hand</translation>
    </message>
    <message>
        <source>Hand to announce</source>
        <translation>Anzusagende Hand</translation>
    </message>
    <message>
        <source>Announce %1</source>
        <translation>%1 ansagen</translation>
    </message>
</context>
<context>
    <name>HeartPanel</name>
    <message>
        <source>, </source>
        <comment>between the numbers of a heart</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 filled</source>
        <translation>%1 besetzt</translation>
    </message>
    <message>
        <source>%1 free</source>
        <translation>%1 frei</translation>
    </message>
    <message>
        <source>the heart is full</source>
        <translation>das Herz ist voll</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of a heart</comment>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>HintList</name>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Preparing the computer&apos;s tables: %1 %</source>
        <translation>Die Tabellen des Computers werden vorbereitet: %1 %</translation>
    </message>
    <message>
        <source>The best computer is thinking…</source>
        <translation>Der beste Computer denkt nach …</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message numerus="yes">
        <source>and %n more choice(s), none worth more</source>
        <translation>
            <numerusform>und %n weitere Möglichkeit, keine mehr wert</numerusform>
            <numerusform>und %n weitere Möglichkeiten, keine mehr wert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>History and statistics</source>
        <translation>Verlauf und Statistik</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Clear history…</source>
        <translation>Verlauf löschen …</translation>
    </message>
    <message>
        <source>No finished game of %1 yet.</source>
        <translation>Noch kein beendetes Spiel %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n Sieg</numerusform>
            <numerusform>%n Siege</numerusform>
        </translation>
    </message>
    <message>
        <source>average %1</source>
        <translation>Schnitt %1</translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>bestes %1</translation>
    </message>
    <message>
        <source>Scores over time</source>
        <translation>Punkte im Lauf der Zeit</translation>
    </message>
    <message>
        <source>Chart of the scores over time</source>
        <translation>Diagramm der Punkte im Lauf der Zeit</translation>
    </message>
    <message>
        <source>How the scores spread</source>
        <translation>Wie sich die Punkte verteilen</translation>
    </message>
    <message>
        <source>%1. %2 — %3 — %4</source>
        <translation>%1. %2 — %3 — %4</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Frühere Spiele</translation>
    </message>
    <message>
        <source>%1 — %2 — won by %3</source>
        <translation>%1 — %2 — gewonnen von %3</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken …</translation>
    </message>
    <message>
        <source>Clear the history?</source>
        <translation>Den Verlauf löschen?</translation>
    </message>
    <message>
        <source>Every finished game and all statistics will be gone for good.</source>
        <translation>Alle beendeten Spiele und die ganze Statistik sind dann für immer weg.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message numerus="yes">
        <source>+%n chip(s)</source>
        <translation>
            <numerusform>+%n Chip</numerusform>
            <numerusform>+%n Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n chip(s)</source>
        <translation>
            <numerusform>−%n Chip</numerusform>
            <numerusform>−%n Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n Chip</numerusform>
            <numerusform>%n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>History of %1: no finished game yet.</source>
        <translation>Verlauf von %1: noch kein beendetes Spiel.</translation>
    </message>
    <message numerus="yes">
        <source>History of %1: %n finished game(s). Tab reads the statistics line by line.</source>
        <translation>
            <numerusform>Verlauf von %1: %n beendetes Spiel. Tab liest die Statistik Zeile für Zeile.</numerusform>
            <numerusform>Verlauf von %1: %n beendete Spiele. Tab liest die Statistik Zeile für Zeile.</numerusform>
        </translation>
    </message>
    <message>
        <source>How the scores spread: %1</source>
        <translation>Wie sich die Punkte verteilen: %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>Place %1: %2, %3, %4</source>
        <translation>Platz %1: %2, %3, %4</translation>
    </message>
    <message>
        <source>Show the game of %1, %2, won by %3</source>
        <translation>Das Spiel vom %1 zeigen, %2, gewonnen von %3</translation>
    </message>
    <message>
        <source>Print the game of %1, %2, won by %3…</source>
        <translation>Das Spiel vom %1 drucken, %2, gewonnen von %3 …</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n score(s)</source>
        <translation>
            <numerusform>%1: %n Ergebnis</numerusform>
            <numerusform>%1: %n Ergebnisse</numerusform>
        </translation>
    </message>
    <message>
        <source>Best results</source>
        <translation>Beste Ergebnisse</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n dice; %2; expected %3 each; %4</source>
        <translation>
            <numerusform>%1: %n Würfel; %2; erwartet je %3; %4</numerusform>
            <numerusform>%1: %n Würfel; %2; erwartet je %3; %4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n dice</source>
        <translation>
            <numerusform>%1: %n Würfel</numerusform>
            <numerusform>%1: %n Würfel</numerusform>
        </translation>
    </message>
    <message>
        <source>expected %1 each</source>
        <translation>erwartet je %1</translation>
    </message>
    <message>
        <source>Dice of</source>
        <translation>Würfel von</translation>
    </message>
    <message>
        <source>Dice of %1</source>
        <translation>Würfel von %1</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>Dice of all games</source>
        <translation>Würfel aller Spiele</translation>
    </message>
    <message>
        <source>No dice of %1 yet.</source>
        <translation>Noch keine Würfel von %1.</translation>
    </message>
    <message numerus="yes">
        <source>Sums of two dice: %n throw(s)</source>
        <translation>
            <numerusform>Summen von zwei Würfeln: %n Wurf</numerusform>
            <numerusform>Summen von zwei Würfeln: %n Würfe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sums of three dice: %n throw(s)</source>
        <translation>
            <numerusform>Summen von drei Würfeln: %n Wurf</numerusform>
            <numerusform>Summen von drei Würfeln: %n Würfe</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2; %3</source>
        <translation>%1; %2; %3</translation>
    </message>
    <message>
        <source>the line: what fair dice should throw</source>
        <translation>die Linie: was ehrliche Würfel werfen sollten</translation>
    </message>
</context>
<context>
    <name>HistoryStore</name>
    <message>
        <source>Only a finished game goes into the history.</source>
        <translation>Nur ein beendetes Spiel kommt in den Verlauf.</translation>
    </message>
    <message>
        <source>The history in %1 cannot be opened.</source>
        <translation>Der Verlauf in %1 kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>The game could not be added to the history: %1</source>
        <translation>Das Spiel konnte nicht in den Verlauf aufgenommen werden: %1</translation>
    </message>
    <message>
        <source>There is no game %1 in the history.</source>
        <translation>Im Verlauf gibt es kein Spiel %1.</translation>
    </message>
    <message>
        <source>The game in the history cannot be read: %1</source>
        <translation>Das Spiel im Verlauf kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>it was written by a newer Knobelbecher</source>
        <translation>sie stammt von einem neueren Knobelbecher</translation>
    </message>
    <message>
        <source>The history cannot be kept: %1</source>
        <translation>Der Verlauf kann nicht geführt werden: %1</translation>
    </message>
    <message>
        <source>The history in %1 is damaged and cannot be moved aside: %2</source>
        <translation>Der Verlauf in %1 ist beschädigt und lässt sich nicht beiseitelegen: %2</translation>
    </message>
    <message>
        <source>The history was damaged. It was kept as %1, and a new history was started.</source>
        <translation>Der Verlauf war beschädigt. Er wurde als %1 aufbewahrt, und ein neuer Verlauf wurde begonnen.</translation>
    </message>
    <message>
        <source>The history is in use by another program; finished games are kept and added later.</source>
        <translation>Der Verlauf wird von einem anderen Programm benutzt; beendete Spiele werden aufbewahrt und später eingetragen.</translation>
    </message>
    <message>
        <source>The history in %1 cannot be opened: %2</source>
        <translation>Der Verlauf in %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Computer: beginner</source>
        <translation>Computer: Anfänger</translation>
    </message>
    <message>
        <source>Computer: good</source>
        <translation>Computer: gut</translation>
    </message>
    <message>
        <source>Computer: perfect</source>
        <translation>Computer: perfekt</translation>
    </message>
    <message>
        <source>too few dice to tell much</source>
        <translation>zu wenige Würfel, um viel zu sagen</translation>
    </message>
    <message>
        <source>nothing unusual (p = %1)</source>
        <translation>nichts Auffälliges (p = %1)</translation>
    </message>
    <message>
        <source>unusual, p = %1</source>
        <translation>auffällig, p = %1</translation>
    </message>
    <message>
        <source>Throws nobody chooses</source>
        <translation>Würfe, die niemand wählt</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Alle Spieler</translation>
    </message>
    <message>
        <source>too few throws to tell much</source>
        <translation>zu wenige Würfe, um viel zu sagen</translation>
    </message>
</context>
<context>
    <name>KeysDialog</name>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Throw the dice; while a computer plays, hurry it</source>
        <translation>Würfeln; während ein Computer spielt: ihn antreiben</translation>
    </message>
    <message>
        <source>1 … 8</source>
        <translation>1 … 8</translation>
    </message>
    <message>
        <source>Set a die aside or take it back</source>
        <translation>Einen Würfel beiseitelegen oder zurücknehmen</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>Move the cursor on the sheet</source>
        <translation>Die Markierung auf dem Spielblatt bewegen</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Write the box the cursor marks; on the score pad, open it for typing</source>
        <translation>Das markierte Feld eintragen; auf dem Spielblock: es zum Tippen öffnen</translation>
    </message>
    <message>
        <source>0 … 9</source>
        <translation>0 … 9</translation>
    </message>
    <message>
        <source>Score pad: type into the box the cursor marks</source>
        <translation>Spielblock: in das markierte Feld tippen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Entf</translation>
    </message>
    <message>
        <source>Score pad: clear the box the cursor marks</source>
        <translation>Spielblock: das markierte Feld leeren</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Cancel typing, close a dialog or the hint</source>
        <translation>Tippen abbrechen, einen Dialog oder den Tipp schließen</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <source>The next or the previous control</source>
        <translation>Zum nächsten oder vorigen Bedienelement</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Strg+N</translation>
    </message>
    <message>
        <source>New game: back to the game list</source>
        <translation>Neues Spiel: zurück zur Spieleliste</translation>
    </message>
    <message>
        <source>Ctrl+O, Ctrl+S</source>
        <translation>Strg+O, Strg+S</translation>
    </message>
    <message>
        <source>Open a game, save it</source>
        <translation>Ein Spiel öffnen, es speichern</translation>
    </message>
    <message>
        <source>Ctrl+Z, Ctrl+Shift+Z</source>
        <translation>Strg+Z, Strg+Umschalt+Z</translation>
    </message>
    <message>
        <source>Undo, redo</source>
        <translation>Rückgängig, wiederherstellen</translation>
    </message>
    <message>
        <source>Ctrl+P, Ctrl+E</source>
        <translation>Strg+P, Strg+E</translation>
    </message>
    <message>
        <source>Print the sheet, export it as PDF</source>
        <translation>Das Spielblatt drucken, als PDF exportieren</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Strg+H</translation>
    </message>
    <message>
        <source>History and statistics</source>
        <translation>Verlauf und Statistik</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Strg+Q</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>S, Ctrl+I</source>
        <translation>S, Strg+I</translation>
    </message>
    <message>
        <source>Say where the game stands: the dice, the throws left, the totals (Ctrl+I also on the score pad); at a table your dice, what is announced, the pot and the chips, whose turn and what Space does</source>
        <translation>Sagen, wie das Spiel steht: die Würfel, die übrigen Würfe, die Summen (Strg+I auch auf dem Block); an einem Tisch deine Würfel, was angesagt ist, der Pott und die Chips, wer dran ist und was die Leertaste tut</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Rules of the game; in them the arrow keys, Page Up, Page Down, Home and End go from block to block</source>
        <translation>Spielregeln; darin gehen die Pfeiltasten, Bild auf, Bild ab, Pos1 und Ende von Abschnitt zu Abschnitt</translation>
    </message>
    <message>
        <source>Ctrl+Plus, Ctrl+Minus, Ctrl+0</source>
        <translation>Strg+Plus, Strg+Minus, Strg+0</translation>
    </message>
    <message>
        <source>Larger, smaller, actual size</source>
        <translation>Größer, kleiner, Originalgröße</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>%1 – Knobelbecher</source>
        <translation>%1 – Knobelbecher</translation>
    </message>
    <message>
        <source>Knobelbecher</source>
        <translation>Knobelbecher</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken …</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>Als PDF &amp;exportieren …</translation>
    </message>
    <message>
        <source>Print a &amp;blank sheet…</source>
        <translation>&amp;Leeren Block drucken …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules of %1</source>
        <translation>&amp;Regeln von %1</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>Dieses Spiel verlassen?</translation>
    </message>
    <message>
        <source>The game is not finished. Leave it and go back to the game list?</source>
        <translation>Das Spiel ist nicht zu Ende. Verlassen und zur Spieleliste zurückkehren?</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Bleiben</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;History and statistics</source>
        <translation>&amp;Verlauf und Statistik</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Spiel kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Cannot record the game</source>
        <translation>Spiel kann nicht im Verlauf festgehalten werden</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgegangen</translation>
    </message>
    <message>
        <source>Cannot export the PDF</source>
        <translation>PDF kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Tasten</translation>
    </message>
    <message>
        <source>&amp;About Knobelbecher</source>
        <translation>Ü&amp;ber Knobelbecher</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>Drucken nicht möglich</translation>
    </message>
    <message>
        <source>The sheet is not full. Leave it and go back to the game list?</source>
        <translation>Das Blatt ist nicht voll. Verlassen und zur Spieleliste zurückkehren?</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Actual size (%1 %)</source>
        <translation>&amp;Originalgröße (%1 %)</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nichts wiederherzustellen.</translation>
    </message>
    <message>
        <source>Zoom %1 %</source>
        <translation>Zoom %1 %</translation>
    </message>
    <message>
        <source>%1 menu: %2; not possible now.</source>
        <translation>Menü %1: %2; jetzt nicht möglich.</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exportiert nach %1</translation>
    </message>
    <message>
        <source>The game is saved again.</source>
        <translation>Das Spiel ist wieder gespeichert.</translation>
    </message>
    <message>
        <source>Not everything is saved</source>
        <translation>Nicht alles ist gespeichert</translation>
    </message>
    <message>
        <source>%1

Knobelbecher keeps trying to save while the window is open. If you quit now, what is not saved is lost.</source>
        <translation>%1

Knobelbecher versucht weiter zu speichern, solange das Fenster offen ist. Wenn du jetzt beendest, geht verloren, was nicht gespeichert ist.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Noch einmal versuchen</translation>
    </message>
    <message>
        <source>Keep the window open</source>
        <translation>Fenster offen lassen</translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>Ohne Speichern beenden</translation>
    </message>
</context>
<context>
    <name>MenuEntry</name>
    <message>
        <source>Ctrl</source>
        <translation>Strg</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Umschalt</translation>
    </message>
</context>
<context>
    <name>MessageText</name>
    <message>
        <source>%1, %2</source>
        <comment>between the dice in words</comment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>ModePanel</name>
    <message>
        <source>High</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Tief</translation>
    </message>
    <message>
        <source>High or low?</source>
        <translation>Hoch oder tief?</translation>
    </message>
    <message>
        <source>the highest sum wins, the lowest takes the beer mat</source>
        <translation>die höchste Summe gewinnt, die niedrigste bekommt den Bierdeckel</translation>
    </message>
    <message>
        <source>pips count plainly: the lowest sum wins, the highest takes the beer mat</source>
        <translation>die Augen zählen normal: die niedrigste Summe gewinnt, die höchste bekommt den Bierdeckel</translation>
    </message>
    <message>
        <source>%1 says it after the first throw</source>
        <translation>%1 sagt es nach dem ersten Wurf an</translation>
    </message>
    <message>
        <source>said after the first throw</source>
        <translation>wird nach dem ersten Wurf angesagt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 says %2: %3</source>
        <translation>%1 sagt %2 an: %3</translation>
    </message>
    <message>
        <source>%1 said it: </source>
        <translation>%1 hat angesagt: </translation>
    </message>
</context>
<context>
    <name>PointPanel</name>
    <message>
        <source>%1 named %2</source>
        <translation>%1 hat %2 genannt</translation>
    </message>
    <message>
        <source>Named number: %1</source>
        <translation>Genannte Zahl: %1</translation>
    </message>
    <message>
        <source>Point: %1</source>
        <translation>Punkt: %1</translation>
    </message>
    <message>
        <source>No point yet</source>
        <translation>Noch kein Punkt</translation>
    </message>
    <message numerus="yes">
        <source>At stake: %n chip(s)</source>
        <translation>
            <numerusform>Einsatz: %n Chip</numerusform>
            <numerusform>Einsatz: %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 named</source>
        <translation>%1 nennt</translation>
    </message>
    <message>
        <source>Named</source>
        <translation>Genannt</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
</context>
<context>
    <name>PreparationBar</name>
    <message>
        <source>Preparing the computer&apos;s tables: %1 %</source>
        <translation>Die Tabellen des Computers werden vorbereitet: %1 %</translation>
    </message>
    <message>
        <source>The first time takes a few seconds; afterwards the tables are read from disk.</source>
        <translation>Beim ersten Mal dauert das einige Sekunden; danach werden die Tabellen von der Festplatte gelesen.</translation>
    </message>
    <message>
        <source>Preparing the computer&apos;s tables</source>
        <translation>Die Tabellen des Computers werden vorbereitet</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Print %1</source>
        <translation>%1 drucken</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Als PDF exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>There is no game called %1.</source>
        <translation>Es gibt kein Spiel namens %1.</translation>
    </message>
    <message>
        <source>There are more names than players.</source>
        <translation>Es sind mehr Namen als Spieler.</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass to %1</source>
        <translation>Weitergeben an %1</translation>
    </message>
    <message>
        <source>The others look away. %1&apos;s dice appear when %1 presses the button or Space.</source>
        <translation>Die anderen schauen weg. Die Würfel von %1 erscheinen, wenn %1 die Taste oder die Leertaste drückt.</translation>
    </message>
    <message>
        <source>I am %1</source>
        <translation>Ich bin %1</translation>
    </message>
</context>
<context>
    <name>ProgramSeats</name>
    <message>
        <source>beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>good</source>
        <translation>gut</translation>
    </message>
    <message>
        <source>perfect</source>
        <translation>perfekt</translation>
    </message>
    <message>
        <source>The program of %1 failed (%2); the computer player %3 plays the seat from now on.</source>
        <translation>Das Programm von %1 ist ausgefallen (%2); ab jetzt spielt der Computerspieler (Stufe %3) diesen Platz.</translation>
    </message>
    <message>
        <source>The program of %1 failed (%2); the computer player %3 plays the seat from now on. The program&apos;s messages are in %4.</source>
        <translation>Das Programm von %1 ist ausgefallen (%2); ab jetzt spielt der Computerspieler (Stufe %3) diesen Platz. Die Meldungen des Programms stehen in %4.</translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Standing so far</source>
        <translation>Zwischenstand</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <source>Nobody pays anything.</source>
        <translation>Niemand zahlt etwas.</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Reihe %1: %2</translation>
    </message>
    <message>
        <source>Column %1: equal</source>
        <translation>Reihe %1: gleich</translation>
    </message>
    <message>
        <source>Head: %1 won every column</source>
        <translation>Head: %1 gewinnt alle Reihen</translation>
    </message>
    <message>
        <source>Place %1: %2, %3, %4</source>
        <translation>Platz %1: %2, %3, %4</translation>
    </message>
    <message>
        <source>Place %1: %2, %3</source>
        <translation>Platz %1: %2, %3</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Unfinished games</source>
        <translation>Unbeendete Spiele</translation>
    </message>
    <message>
        <source>These games were not finished. Take one up where it stopped?</source>
        <translation>Diese Spiele wurden nicht beendet. Eines dort fortsetzen, wo es stehen blieb?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen …</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Jetzt nicht</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>Dieses Spiel löschen?</translation>
    </message>
    <message>
        <source>The unfinished game will be gone for good.</source>
        <translation>Das unbeendete Spiel ist dann für immer weg.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 — %2 — open in another window</source>
        <translation>%1 — %2 — in einem anderen Fenster geöffnet</translation>
    </message>
    <message>
        <source>Resume %1 — %2</source>
        <translation>%1 — %2 fortsetzen</translation>
    </message>
    <message>
        <source>Delete %1 — %2</source>
        <translation>%1 — %2 löschen</translation>
    </message>
    <message>
        <source>Delete all…</source>
        <translation>Alle löschen…</translation>
    </message>
    <message>
        <source>Delete all unfinished games?</source>
        <translation>Alle unfertigen Spiele löschen?</translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished game(s) will be gone for good.</source>
        <translation>
            <numerusform>%n unfertiges Spiel ist dann für immer weg.</numerusform>
            <numerusform>%n unfertige Spiele sind dann für immer weg.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete all</source>
        <translation>Alle löschen</translation>
    </message>
</context>
<context>
    <name>RoundTable</name>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Diese Runde</translation>
    </message>
    <message numerus="yes">
        <source>Throw limit: %n throw(s)</source>
        <translation>
            <numerusform>Wurfgrenze: %n Wurf</numerusform>
            <numerusform>Wurfgrenze: %n Würfe</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ✕</source>
        <translation>%1 ✕</translation>
    </message>
    <message>
        <source>%1 ✓</source>
        <translation>%1 ✓</translation>
    </message>
</context>
<context>
    <name>RuleOptionsModel</name>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Regeln von %1</translation>
    </message>
</context>
<context>
    <name>SafeFile</name>
    <message>
        <source>The folder %1 cannot be written: %2.</source>
        <translation>In den Ordner %1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>No file name was given.</source>
        <translation>Es wurde kein Dateiname angegeben.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file: nothing was written.</source>
        <translation>%1 ist ein Ordner, keine Datei: Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a device or a pipe): nothing was written.</source>
        <translation>%1 ist keine gewöhnliche Datei (ein Gerät oder eine Pipe): Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2. The file on disk was not changed.</source>
        <translation>%1 kann nicht geschrieben werden: %2. Die Datei auf dem Datenträger blieb unverändert.</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2.</source>
        <translation>%1 kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file.</source>
        <translation>%1 ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a device or a pipe) and was not read.</source>
        <translation>%1 ist keine gewöhnliche Datei (ein Gerät oder eine Pipe) und wurde nicht gelesen.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score pad of %1</source>
        <translation>Block von %1</translation>
    </message>
    <message>
        <source>Score sheet of %1</source>
        <translation>Spielblatt von %1</translation>
    </message>
    <message>
        <source>Arrow keys move between the boxes; type a number to enter it.</source>
        <translation>Die Pfeiltasten gehen von Feld zu Feld; eine Zahl eintippen trägt sie ein.</translation>
    </message>
    <message>
        <source>Arrow keys move between the free boxes of the player on turn; Enter writes the box.</source>
        <translation>Die Pfeiltasten gehen über die freien Felder des Spielers am Zug; Eingabe trägt das Feld ein.</translation>
    </message>
    <message>
        <source>A game from the history: the arrow keys move between the boxes.</source>
        <translation>Ein Spiel aus dem Verlauf: Die Pfeiltasten gehen von Feld zu Feld.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>%1, column %2</source>
        <translation>%1, Reihe %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, total, %n point(s)</source>
        <translation>
            <numerusform>%1, Summe, %n Punkt</numerusform>
            <numerusform>%1, Summe, %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, %n point(s)</source>
        <translation>
            <numerusform>%1, %2, %n Punkt</numerusform>
            <numerusform>%1, %2, %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, free, %n point(s) possible</source>
        <translation>
            <numerusform>%1, %2, frei, %n Punkt möglich</numerusform>
            <numerusform>%1, %2, frei, %n Punkte möglich</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, free</source>
        <translation>%1, %2, frei</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, free, %n point(s) possible with the first hand</source>
        <translation>
            <numerusform>%1, %2, frei, %n Punkt möglich mit der ersten Hand</numerusform>
            <numerusform>%1, %2, frei, %n Punkte möglich mit der ersten Hand</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>a row&apos;s name, and its name in another column</comment>
        <translation>%1 / %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, %n point(s), running sum %3</source>
        <translation>
            <numerusform>%1, %2, %n Punkt, laufende Summe %3</numerusform>
            <numerusform>%1, %2, %n Punkte, laufende Summe %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatComputers</name>
    <message>
        <source>The computer&apos;s preparation was cancelled: for the rest of this game %1 plays as %2 instead of %3.</source>
        <translation>Die Vorbereitung des Computers wurde abgebrochen: Für den Rest dieses Spiels spielt %1 als %2 statt als %3.</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n Chip</numerusform>
            <numerusform>%n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>announced %1</source>
        <translation>hat %1 angesagt</translation>
    </message>
    <message>
        <source>on turn</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>starts</source>
        <translation>beginnt</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>ausgestiegen</translation>
    </message>
    <message>
        <source>waits</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>%1 in the pot</source>
        <translation>%1 im Pott</translation>
    </message>
    <message>
        <source>wins: %1</source>
        <translation>Siege: %1</translation>
    </message>
    <message>
        <source>penalties: %1</source>
        <translation>Strafen: %1</translation>
    </message>
    <message>
        <source>announced: %1</source>
        <translation>angesagt: %1</translation>
    </message>
    <message>
        <source>program</source>
        <translation>Programm</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>There is no game to save.</source>
        <translation>Es gibt kein Spiel zum Speichern.</translation>
    </message>
    <message numerus="yes">
        <source>%1 pays %2 %n chip(s)</source>
        <translation>
            <numerusform>%1 zahlt %2 %n Chip</numerusform>
            <numerusform>%1 zahlt %2 %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 chips</source>
        <comment>a balance in the result, with its sign</comment>
        <translation>%1 Chips</translation>
    </message>
    <message>
        <source>There is no game to play again.</source>
        <translation>Es gibt kein Spiel, das noch einmal gespielt werden könnte.</translation>
    </message>
    <message>
        <source>No throw waits for its dice now.</source>
        <translation>Gerade wartet kein Wurf auf seine Würfel.</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>New game of %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>How do you play?</source>
        <translation>Wie wird gespielt?</translation>
    </message>
    <message>
        <source>Play with dice on the screen</source>
        <translation>Mit Würfeln am Bildschirm spielen</translation>
    </message>
    <message>
        <source>Keep score of a game played with real dice</source>
        <translation>Ein Spiel mit echten Würfeln mitschreiben</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Remove player %1</source>
        <translation>Spieler %1 entfernen</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>This game has no rule options.</source>
        <translation>Dieses Spiel hat keine Regeloptionen.</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Erweitert</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>empty: new dice every game</source>
        <translation>leer: jedes Spiel neue Würfel</translation>
    </message>
    <message>
        <source>Seed for a reproducible game</source>
        <translation>Startwert für ein wiederholbares Spiel</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Los geht’s</translation>
    </message>
    <message>
        <source>Computer: beginner</source>
        <translation>Computer: Anfänger</translation>
    </message>
    <message>
        <source>Computer: good</source>
        <translation>Computer: gut</translation>
    </message>
    <message>
        <source>Computer: perfect</source>
        <translation>Computer: perfekt</translation>
    </message>
    <message>
        <source>Kind of player %1</source>
        <translation>Art von Spieler %1</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <source>Command line, e.g. python3 bot.py</source>
        <translation>Befehlszeile, z. B. python3 bot.py</translation>
    </message>
    <message>
        <source>Command line of the program playing seat %1</source>
        <translation>Befehlszeile des Programms auf Platz %1</translation>
    </message>
    <message>
        <source>The program is started once per game and plays this seat over the player protocol.</source>
        <translation>Das Programm wird einmal je Partie gestartet und spielt diesen Platz über das Spielerprotokoll.</translation>
    </message>
    <message>
        <source>Programs</source>
        <translation>Programme</translation>
    </message>
    <message>
        <source>Seconds per decision</source>
        <translation>Sekunden je Entscheidung</translation>
    </message>
    <message>
        <source>Seconds a program may take for a decision</source>
        <translation>Sekunden, die ein Programm für eine Entscheidung brauchen darf</translation>
    </message>
    <message>
        <source>When a program fails</source>
        <translation>Wenn ein Programm ausfällt</translation>
    </message>
    <message>
        <source>Computer player that takes over a program that fails</source>
        <translation>Computerspieler, der für ein ausgefallenes Programm weiterspielt</translation>
    </message>
    <message>
        <source>What a program writes to its standard error is kept in a log file; the game names the file when the program fails.</source>
        <translation>Was ein Programm auf seine Standardfehlerausgabe schreibt, wird in einer Protokolldatei aufbewahrt; fällt das Programm aus, nennt das Spiel die Datei.</translation>
    </message>
    <message>
        <source>Program %1</source>
        <translation>Programm %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <source>%1&apos;s word for the dice</source>
        <translation>Wort von %1 für die Würfel</translation>
    </message>
    <message>
        <source>any word; mixed into the dice</source>
        <translation>ein beliebiges Wort; es wird in die Würfel gemischt</translation>
    </message>
    <message>
        <source>Before the first throw the game shows a fingerprint of its dice; when it is over, the seed that proves it.</source>
        <translation>Vor dem ersten Wurf zeigt das Spiel einen Fingerabdruck seiner Würfel, nach dem Ende den Startwert, der ihn beweist.</translation>
    </message>
    <message>
        <source>Play with real dice: type each throw, the program keeps the game</source>
        <translation>Mit echten Würfeln spielen: Jeden Wurf eintippen, das Programm führt das Spiel</translation>
    </message>
    <message>
        <source>With real dice every seat must be a person: a computer&apos;s pocket dice would come from the bag at the table, and somebody would have to see them to type them.</source>
        <translation>Mit echten Würfeln müssen alle Plätze Menschen sein: Die Pocketwürfel eines Computers kämen aus dem Sack am Tisch, und jemand müsste sie sehen, um sie einzutippen.</translation>
    </message>
</context>
<context>
    <name>SetupRequest</name>
    <message>
        <source>There is no game called %1.</source>
        <translation>Es gibt kein Spiel namens %1.</translation>
    </message>
    <message>
        <source>The rule option %1 does not take the value %2.</source>
        <translation>Die Regeloption %1 kennt den Wert %2 nicht.</translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players.</source>
        <translation>%1 spielen %2 bis %3 Spieler.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Jeder Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <source>The name of player %1 is longer than %2 characters.</source>
        <translation>Der Name von Spieler %1 ist länger als %2 Zeichen.</translation>
    </message>
    <message>
        <source>The name of player %1 holds a control character or one that turns the text around it.</source>
        <translation>Der Name von Spieler %1 enthält ein Steuerzeichen oder ein Zeichen, das den Text um ihn herum umdreht.</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>Der Startwert muss eine ganze Zahl von 0 bis 18446744073709551615 sein.</translation>
    </message>
    <message>
        <source>%1 has no score pad.</source>
        <translation>%1 hat keinen Spielblock.</translation>
    </message>
    <message>
        <source>Every player needs a kind: %1 kinds for %2 players.</source>
        <translation>Jeder Spieler braucht eine Art: %1 Arten für %2 Spieler.</translation>
    </message>
    <message>
        <source>%1 has no decisions a program could make.</source>
        <translation>%1 hat keine Entscheidungen, die ein Programm treffen könnte.</translation>
    </message>
    <message>
        <source>A program seat needs a command line.</source>
        <translation>Ein Platz für ein Programm braucht eine Befehlszeile.</translation>
    </message>
    <message>
        <source>%1 has no computer player of the kind %2.</source>
        <translation>%1 hat keinen Computerspieler der Art %2.</translation>
    </message>
    <message>
        <source>The score pad keeps the score of real dice already: choose one of the two.</source>
        <translation>Der Spielblock schreibt echte Würfel schon mit: Wähl eins von beiden.</translation>
    </message>
    <message>
        <source>%1 hides dice under cups: it cannot be played with real dice yet.</source>
        <translation>%1 versteckt Würfel unter Bechern: Mit echten Würfeln geht es noch nicht.</translation>
    </message>
    <message>
        <source>%1 is played with real dice only when every seat is a person: a computer&apos;s pocket dice would come from the bag at the table, and somebody would have to see them to type them.</source>
        <translation>%1 geht mit echten Würfeln nur, wenn alle Plätze Menschen sind: Die Pocketwürfel eines Computers kämen aus dem Sack am Tisch, und jemand müsste sie sehen, um sie einzutippen.</translation>
    </message>
</context>
<context>
    <name>SheetHint</name>
    <message>
        <source>Throw all dice again</source>
        <translation>Alle Würfel nochmal werfen</translation>
    </message>
    <message numerus="yes">
        <source>Keep %1, throw %n die(s)</source>
        <translation>
            <numerusform>%1 stehen lassen, %n Würfel werfen</numerusform>
            <numerusform>%1 stehen lassen, %n Würfel werfen</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep these dice as the first hand</source>
        <translation>Diese Würfel als erste Hand behalten</translation>
    </message>
    <message numerus="yes">
        <source>Write %1 in column %2: %n point(s)</source>
        <translation>
            <numerusform>%1 in Reihe %2 eintragen: %n Punkt</numerusform>
            <numerusform>%1 in Reihe %2 eintragen: %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Write %1: %n point(s)</source>
        <translation>
            <numerusform>%1 eintragen: %n Punkt</numerusform>
            <numerusform>%1 eintragen: %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % to win, expected %2</source>
        <translation>%1 % Gewinnchance, erwartet %2</translation>
    </message>
    <message>
        <source>%1 chips, expected %2</source>
        <translation>%1 Chips, erwartet %2</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>erwartet %1</translation>
    </message>
    <message>
        <source>−%1</source>
        <comment>points given away against the best choice</comment>
        <translation>−%1</translation>
    </message>
    <message>
        <source>Your chance to win the game after each choice, and the final score to expect</source>
        <translation>Deine Chance, das Spiel zu gewinnen, nach jeder Wahl, und die Endsumme, die du erwarten kannst</translation>
    </message>
    <message>
        <source>The chips to expect after each choice, and the final score</source>
        <translation>Die Chips, die du nach jeder Wahl erwarten kannst, und die Endsumme</translation>
    </message>
    <message>
        <source>The final score to expect after the best choice; below it, the points each other choice gives away</source>
        <translation>Die Endsumme, die du nach der besten Wahl erwarten kannst; darunter, wie viele Punkte jede andere Wahl verschenkt</translation>
    </message>
</context>
<context>
    <name>SheetPainter</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2, %n point(s)</source>
        <translation>
            <numerusform>%1. %2, %n Punkt</numerusform>
            <numerusform>%1. %2, %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Date: ______________</source>
        <translation>Datum: ______________</translation>
    </message>
    <message>
        <source>equal</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>%1 against %2 — %3</source>
        <translation>%1 gegen %2 — %3</translation>
    </message>
    <message>
        <source> — Head: %1</source>
        <translation> — Head: %1</translation>
    </message>
    <message>
        <source>%1 cannot be written: the page could not be drawn.</source>
        <translation>%1 kann nicht geschrieben werden: Die Seite ließ sich nicht zeichnen.</translation>
    </message>
    <message>
        <source>Provisional — the game is not finished; the standing so far:</source>
        <translation>Vorläufig — das Spiel ist nicht zu Ende; der Stand bis jetzt:</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>SheetPanel</name>
    <message>
        <source>score pad</source>
        <translation>Spielblock</translation>
    </message>
    <message>
        <source>round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>Hurry</source>
        <translation>Schneller</translation>
    </message>
    <message>
        <source>First hand (served)</source>
        <translation>Erste Hand (serviert)</translation>
    </message>
    <message>
        <source>First hand</source>
        <translation>Erste Hand</translation>
    </message>
    <message>
        <source>Each box gets the better of the two hands; a small 1 marks the first hand&apos;s.</source>
        <translation>Jedes Feld bekommt die bessere der beiden Hände; eine kleine 1 zeigt die der ersten Hand.</translation>
    </message>
    <message>
        <source>%1 throws…</source>
        <translation>%1 würfelt …</translation>
    </message>
    <message>
        <source>Contra (C)</source>
        <translation>Contra (C)</translation>
    </message>
    <message>
        <source>Contra: double the stake to %1</source>
        <translation>Contra: den Einsatz auf %1 verdoppeln</translation>
    </message>
    <message>
        <source>Not now: Contra is said before the first throw, and not twice in a row by the same player</source>
        <translation>Jetzt nicht: Contra wird vor dem ersten Wurf gesagt, und nicht zweimal nacheinander vom selben Spieler</translation>
    </message>
    <message>
        <source>Play on at ×%1</source>
        <translation>Weiter mit ×%1</translation>
    </message>
    <message>
        <source>Play on at the double stake, ×%1</source>
        <translation>Mit doppeltem Einsatz weiterspielen, ×%1</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Give up and pay at stake ×%1</source>
        <translation>Aufgeben und zum Einsatz ×%1 zahlen</translation>
    </message>
    <message>
        <source>Write 0?</source>
        <translation>0 eintragen?</translation>
    </message>
    <message>
        <source>Strike out</source>
        <translation>Streichen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>These dice give nothing in %1. Strike it out with 0?</source>
        <translation>Diese Würfel bringen in %1 nichts. Mit 0 streichen?</translation>
    </message>
    <message>
        <source>Hint for a throw</source>
        <translation>Tipp für einen Wurf</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>9 J Q Q A</source>
        <comment>a throw of poker dice as typed (German: 9 B D D A)</comment>
        <translation>9 B D D A</translation>
    </message>
    <message>
        <source>Throws left</source>
        <translation>Übrige Würfe</translation>
    </message>
    <message>
        <source>All dice in one throw</source>
        <translation>Alle Würfel in einem Wurf</translation>
    </message>
    <message>
        <source>Show the hint</source>
        <translation>Tipp zeigen</translation>
    </message>
</context>
<context>
    <name>StakeBoard</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Chips per stake</source>
        <translation>Chips je Einsatz</translation>
    </message>
    <message>
        <source>then choose a field</source>
        <translation>dann ein Feld wählen</translation>
    </message>
    <message>
        <source>Field %1, no stake</source>
        <translation>Feld %1, kein Einsatz</translation>
    </message>
    <message>
        <source>Field %1: %2</source>
        <translation>Feld %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n chip(s)</source>
        <translation>
            <numerusform>%1: %n Chip</numerusform>
            <numerusform>%1: %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>Left side</source>
        <translation>Linke Seite</translation>
    </message>
    <message>
        <source>Right side</source>
        <translation>Rechte Seite</translation>
    </message>
    <message>
        <source>under %1</source>
        <translation>unter %1</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>There is no game called %1.</source>
        <translation>Es gibt kein Spiel namens %1.</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Keep die %1</source>
        <translation>Würfel %1 behalten</translation>
    </message>
    <message>
        <source>Take die %1 back</source>
        <translation>Würfel %1 zurücknehmen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Aufhören</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) on %1</source>
        <translation>
            <numerusform>%n Chip auf %1</numerusform>
            <numerusform>%n Chips auf %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Schieben</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Mitgehen</translation>
    </message>
    <message>
        <source>Raise by %1</source>
        <translation>Um %1 erhöhen</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Aussteigen</translation>
    </message>
    <message>
        <source>Doubt</source>
        <translation>Anzweifeln</translation>
    </message>
    <message>
        <source>Believe</source>
        <translation>Glauben</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Verdoppeln</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <source>not thrown</source>
        <translation>nicht geworfen</translation>
    </message>
    <message>
        <source>%1, kept</source>
        <translation>%1, behalten</translation>
    </message>
    <message>
        <source>A game from the history: it can be looked at and printed.</source>
        <translation>Ein Spiel aus dem Verlauf: Es kann angesehen und gedruckt werden.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Bildschirm an %1 weitergeben.</translation>
    </message>
    <message>
        <source>%1 is a score-sheet game.</source>
        <translation>%1 ist ein Spiel mit Spielblock.</translation>
    </message>
    <message>
        <source>There is no game to print.</source>
        <translation>Es gibt kein Spiel zum Drucken.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Result: %1.</source>
        <translation>Ergebnis: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the dice in words</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>%1 (kept)</source>
        <translation>%1 (behalten)</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s dice: %n hidden</source>
        <translation>
            <numerusform>Würfel von %1: %n verdeckt</numerusform>
            <numerusform>Würfel von %1: %n verdeckt</numerusform>
        </translation>
    </message>
    <message>
        <source>your dice: not thrown yet</source>
        <translation>deine Würfel: noch nicht geworfen</translation>
    </message>
    <message>
        <source>you drew %1</source>
        <translation>du hast %1 ausgewürfelt</translation>
    </message>
    <message>
        <source>%1 drew %2</source>
        <translation>%1 hat %2 ausgewürfelt</translation>
    </message>
    <message>
        <source>your dice: %1</source>
        <translation>deine Würfel: %1</translation>
    </message>
    <message>
        <source>%1&apos;s dice: %2</source>
        <translation>Würfel von %1: %2</translation>
    </message>
    <message>
        <source>the dice on the table: %1</source>
        <translation>die Würfel auf dem Tisch: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n throw(s) left</source>
        <translation>
            <numerusform>%1, noch %n Wurf</numerusform>
            <numerusform>%1, noch %n Würfe</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 announced %2</source>
        <translation>%1 hat %2 angesagt</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n chip(s) on %2</source>
        <translation>
            <numerusform>%1: %n Chip auf %2</numerusform>
            <numerusform>%1: %n Chips auf %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pot: %n chip(s)</source>
        <translation>
            <numerusform>Pott: %n Chip</numerusform>
            <numerusform>Pott: %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>chips: %1</source>
        <translation>Chips: %1</translation>
    </message>
    <message>
        <source>%1; Space: %2</source>
        <translation>%1; Leertaste: %2</translation>
    </message>
    <message>
        <source>%1; announce a hand</source>
        <translation>%1; sag eine Hand an</translation>
    </message>
    <message>
        <source>%1; put chips on a field</source>
        <translation>%1; setz Chips auf ein Feld</translation>
    </message>
    <message>
        <source>%1 (computer) is on turn</source>
        <translation>%1 (Computer) ist dran</translation>
    </message>
    <message>
        <source>%1 is on turn</source>
        <translation>%1 ist dran</translation>
    </message>
    <message>
        <source>%1, your dice: %2.</source>
        <translation>%1, deine Würfel: %2.</translation>
    </message>
    <message>
        <source>your turn, %1</source>
        <translation>du bist dran, %1</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <comment>expected chips of a hint, with their sign</comment>
        <translation>%1 Chips</translation>
    </message>
    <message>
        <source>place %1, %2, %3</source>
        <translation>Platz %1, %2, %3</translation>
    </message>
    <message>
        <source>last round, %1</source>
        <translation>letzte Runde, %1</translation>
    </message>
    <message>
        <source>the round is over; Space: go on</source>
        <translation>die Runde ist aus; Leertaste: weiter</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a die&apos;s number and its colour: 4 red</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>No hint: the program does not know your cup.</source>
        <translation>Kein Tipp: Das Programm kennt deinen Becher nicht.</translation>
    </message>
</context>
<context>
    <name>TableHint</name>
    <message>
        <source>How likely the best computer would take each action</source>
        <translation>Wie wahrscheinlich der beste Computer jede Aktion wählen würde</translation>
    </message>
    <message>
        <source>%1. Here every choice is worth the same: whatever you choose, the other side&apos;s best answer leaves you this result.</source>
        <translation>%1. Hier ist jede Wahl gleich viel wert: Was du auch wählst, die beste Antwort der Gegenseite lässt dir dieses Ergebnis.</translation>
    </message>
    <message>
        <source>Hint: %1 (%2).</source>
        <translation>Tipp: %1 (%2).</translation>
    </message>
    <message>
        <source>The hint has no choice to offer.</source>
        <translation>Der Tipp hat keine Wahl anzubieten.</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Hurry</source>
        <translation>Schneller</translation>
    </message>
    <message>
        <source>Play the game out at once (any key)</source>
        <translation>Das Spiel sofort zu Ende spielen (jede Taste)</translation>
    </message>
    <message numerus="yes">
        <source>Pot: %n chip(s)</source>
        <translation>
            <numerusform>Pott: %n Chip</numerusform>
            <numerusform>Pott: %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws…</source>
        <translation>%1 würfelt …</translation>
    </message>
    <message>
        <source>The dice roll…</source>
        <translation>Die Würfel rollen …</translation>
    </message>
</context>
<context>
    <name>TablePrintout</name>
    <message>
        <source>%1 (computer: beginner)</source>
        <translation>%1 (Computer: Anfänger)</translation>
    </message>
    <message>
        <source>%1 (computer: good)</source>
        <translation>%1 (Computer: gut)</translation>
    </message>
    <message>
        <source>%1 (computer: perfect)</source>
        <translation>%1 (Computer: perfekt)</translation>
    </message>
    <message>
        <source>%1 (a program)</source>
        <translation>%1 (ein Programm)</translation>
    </message>
    <message>
        <source>%1 (computer: %2)</source>
        <translation>%1 (Computer: %2)</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>Spieler: %1</translation>
    </message>
    <message>
        <source>Rule options: as usual (the defaults).</source>
        <translation>Regeloptionen: wie üblich (die Voreinstellungen).</translation>
    </message>
    <message>
        <source>Rule options that differ from the defaults: %1.</source>
        <translation>Regeloptionen, die von der Voreinstellung abweichen: %1.</translation>
    </message>
    <message>
        <source>Provisional — the game is not finished; the standing so far:</source>
        <translation>Vorläufig — das Spiel ist nicht zu Ende; der Stand bis jetzt:</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Sieger: %1</translation>
    </message>
    <message>
        <source>Shared first place: %1</source>
        <translation>Gemeinsam auf dem ersten Platz: %1</translation>
    </message>
    <message>
        <source>In the lead: %1</source>
        <translation>In Führung: %1</translation>
    </message>
    <message>
        <source>Nobody is ahead yet.</source>
        <translation>Noch liegt niemand vorn.</translation>
    </message>
    <message numerus="yes">
        <source>%1 pays %2 %n chip(s).</source>
        <translation>
            <numerusform>%1 zahlt %2 %n Chip.</numerusform>
            <numerusform>%1 zahlt %2 %n Chips.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody pays anybody.</source>
        <translation>Niemand zahlt etwas.</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Als Nächstes: %1</translation>
    </message>
    <message>
        <source>The game, round by round</source>
        <translation>Der Spielverlauf, Runde für Runde</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n die(s) thrown)</source>
        <translation>
            <numerusform>%1 (%n Würfel geworfen)</numerusform>
            <numerusform>%1 (%n Würfel geworfen)</numerusform>
        </translation>
    </message>
    <message>
        <source>No move has been made yet.</source>
        <translation>Es wurde noch kein Zug gemacht.</translation>
    </message>
    <message>
        <source>This round is not finished.</source>
        <translation>Diese Runde ist noch nicht zu Ende.</translation>
    </message>
    <message>
        <source>chips: %1</source>
        <translation>Chips: %1</translation>
    </message>
    <message>
        <source>wins: %1</source>
        <translation>Siege: %1</translation>
    </message>
    <message>
        <source>penalties: %1</source>
        <translation>Strafen: %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1. %2 — %3</source>
        <translation>%1. %2 — %3</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Strafen</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Letzte Runde</translation>
    </message>
    <message>
        <source>%1 — page %2 of %3</source>
        <translation>%1 — Seite %2 von %3</translation>
    </message>
    <message>
        <source>%1 cannot be written: the page could not be drawn.</source>
        <translation>%1 kann nicht geschrieben werden: Die Seite ließ sich nicht zeichnen.</translation>
    </message>
    <message numerus="yes">
        <source>In the pot: %n chip(s).</source>
        <translation>
            <numerusform>Im Pott: %n Chip.</numerusform>
            <numerusform>Im Pott: %n Chips.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrackPanel</name>
    <message>
        <source>, </source>
        <comment>between the numbers of a track</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 struck</source>
        <translation>%1 gestrichen</translation>
    </message>
    <message>
        <source>%1 written</source>
        <translation>%1 aufgeschrieben</translation>
    </message>
    <message>
        <source>%1 open</source>
        <translation>%1 offen</translation>
    </message>
    <message>
        <source>next: %1</source>
        <translation>als Nächstes: %1</translation>
    </message>
    <message numerus="yes">
        <source>the %1 struck %n time(s)</source>
        <translation>
            <numerusform>die %1 %n-mal gestrichen</numerusform>
            <numerusform>die %1 %n-mal gestrichen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of a track</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a seat&apos;s name and what its throw did on the track</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>knobel::BlaueAugen</name>
    <message>
        <source>%1 throws the three dice.</source>
        <translation>%1 würfelt mit den drei Würfeln.</translation>
    </message>
    <message>
        <source>%1 throws %2: no odd pips; %1 stays at %3.</source>
        <translation>%1 würfelt %2: keine ungeraden Augen; %1 bleibt bei %3.</translation>
    </message>
    <message>
        <source>%1 throws %2: no even pips; %1 stays at %3.</source>
        <translation>%1 würfelt %2: keine geraden Augen; %1 bleibt bei %3.</translation>
    </message>
    <message>
        <source>%1 throws %2: the odd pips make %3; %1 has %4.</source>
        <translation>%1 würfelt %2: die ungeraden Augen zählen %3; %1 hat %4.</translation>
    </message>
    <message>
        <source>%1 throws %2: the even pips make %3; %1 has %4.</source>
        <translation>%1 würfelt %2: die geraden Augen zählen %3; %1 hat %4.</translation>
    </message>
</context>
<context>
    <name>knobel::BoeseSieben</name>
    <message numerus="yes">
        <source>%n seven(s) + %1 pips</source>
        <translation>
            <numerusform>%n Siebener + %1 Augen</numerusform>
            <numerusform>%n Siebener + %1 Augen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) won</source>
        <translation>
            <numerusform>%n Runde gewonnen</numerusform>
            <numerusform>%n Runden gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 are equal with %2 and throw off.</source>
        <translation>%1 sind gleich mit %2 und werfen noch einmal.</translation>
    </message>
    <message>
        <source>Round %1: %2 wins the throw-off with %3.</source>
        <translation>Runde %1: %2 gewinnt den Entscheidungswurf mit %3.</translation>
    </message>
    <message>
        <source>Round %1: %2 wins with %3.</source>
        <translation>Runde %1: %2 gewinnt mit %3.</translation>
    </message>
    <message>
        <source>throw-off: %1</source>
        <translation>Entscheidungswurf: %1</translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n round(s).</source>
        <translation>
            <numerusform>Das Spiel ist nach %n Runde aus.</numerusform>
            <numerusform>Das Spiel ist nach %n Runden aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Throw-off: %1 throws the six dice once.</source>
        <translation>Entscheidungswurf: %1 wirft die sechs Würfel einmal.</translation>
    </message>
    <message>
        <source>%1: throw the six dice; your throws are the most the others may use.</source>
        <translation>%1: Wirf die sechs Würfel; so oft du wirfst, dürfen die anderen höchstens werfen.</translation>
    </message>
    <message numerus="yes">
        <source>%1: throw the six dice (at most %n throw(s)).</source>
        <translation>
            <numerusform>%1: Wirf die sechs Würfel (höchstens %n Wurf).</numerusform>
            <numerusform>%1: Wirf die sechs Würfel (höchstens %n Würfe).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: set aside how many sevens? Up to %n.</source>
        <translation>
            <numerusform>%1: Wie viele Siebener bleiben stehen? Bis zu %n.</numerusform>
            <numerusform>%1: Wie viele Siebener bleiben stehen? Bis zu %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2: throw the other dice again or stop (%n throw(s) left).</source>
        <translation>
            <numerusform>%1 hat %2: Wirf die übrigen Würfel noch einmal oder hör auf (noch %n Wurf).</numerusform>
            <numerusform>%1 hat %2: Wirf die übrigen Würfel noch einmal oder hör auf (noch %n Würfe).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws the dice.</source>
        <translation>%1 würfelt.</translation>
    </message>
    <message>
        <source>%1 No seven.</source>
        <translation>%1 Keine Sieben.</translation>
    </message>
    <message numerus="yes">
        <source>%1 Up to %n sevens can be set aside.</source>
        <translation>
            <numerusform>%1 Bis zu %n Siebener können stehen bleiben.</numerusform>
            <numerusform>%1 Bis zu %n Siebener können stehen bleiben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 Set aside: %2 (%n seven(s) in all).</source>
        <translation>
            <numerusform>%1 Bleibt stehen: %2 (%n Siebener insgesamt).</numerusform>
            <numerusform>%1 Bleibt stehen: %2 (%n Siebener insgesamt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sets aside %n seven(s): %2.</source>
        <translation>
            <numerusform>%1 lässt %n Siebener stehen: %2.</numerusform>
            <numerusform>%1 lässt %n Siebener stehen: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 stops with %2.</source>
        <translation>%1 hört auf mit %2.</translation>
    </message>
    <message>
        <source>%1 moves the dice.</source>
        <translation>%1 bewegt die Würfel.</translation>
    </message>
    <message numerus="yes">
        <source>Set aside %n seven(s)</source>
        <translation>
            <numerusform>%n Siebener stehen lassen</numerusform>
            <numerusform>%n Siebener stehen lassen</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Aufhören</translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>Noch einmal werfen</translation>
    </message>
    <message>
        <source>The sevens you can expect after each choice (the pips add a sixty-fourth each)</source>
        <translation>Die Siebener, die du nach jeder Wahl erwarten kannst (jedes Auge zählt ein Vierundsechzigstel dazu)</translation>
    </message>
    <message>
        <source>Your chance to win this round after each choice (a throw-off counts its share)</source>
        <translation>Deine Chance, diese Runde zu gewinnen, nach jeder Wahl (ein Entscheidungswurf zählt anteilig)</translation>
    </message>
    <message>
        <source>Your chance to beat what stands at the table after each choice</source>
        <translation>Deine Chance, zu schlagen, was auf dem Tisch steht, nach jeder Wahl</translation>
    </message>
</context>
<context>
    <name>knobel::Chicago</name>
    <message numerus="yes">
        <source>%1 in %n throw(s)</source>
        <translation>
            <numerusform>%1 mit %n Wurf</numerusform>
            <numerusform>%1 mit %n Würfen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has three beer mats and pays a round.</source>
        <translation>%1 hat drei Bierdeckel und bezahlt eine Runde.</translation>
    </message>
    <message>
        <source>Equal lowest: one die each decides the beer mat.</source>
        <translation>Gleich niedrig: Je ein Würfel entscheidet über den Bierdeckel.</translation>
    </message>
    <message numerus="yes">
        <source>%1: throw the dice (at most %n throw(s) this round).</source>
        <translation>
            <numerusform>%1: Bitte würfeln (in dieser Runde höchstens %n Wurf).</numerusform>
            <numerusform>%1: Bitte würfeln (in dieser Runde höchstens %n Würfe).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2: keep dice and throw again, or stop (%n throw(s) left).</source>
        <translation>
            <numerusform>%1 hat %2: Würfel stehen lassen und noch einmal werfen oder aufhören (noch %n Wurf).</numerusform>
            <numerusform>%1 hat %2: Würfel stehen lassen und noch einmal werfen oder aufhören (noch %n Würfe).</numerusform>
        </translation>
    </message>
    <message>
        <source>Throw-off for the beer mat: %1.</source>
        <translation>Stechen um den Bierdeckel: %1.</translation>
    </message>
    <message>
        <source>%1 throws %2 (%3).</source>
        <translation>%1 wirft %2 (%3).</translation>
    </message>
    <message>
        <source>%1 keeps die %2.</source>
        <translation>%1 lässt Würfel %2 stehen.</translation>
    </message>
    <message>
        <source>%1 takes die %2 back.</source>
        <translation>%1 nimmt Würfel %2 zurück.</translation>
    </message>
    <message>
        <source>%1 stops.</source>
        <translation>%1 hört auf.</translation>
    </message>
    <message>
        <source>%1 moves the dice.</source>
        <translation>%1 bewegt die Würfel.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Aufhören</translation>
    </message>
    <message>
        <source>Make an ace of two sixes</source>
        <translation>Aus zwei Sechsern eine 1 machen</translation>
    </message>
    <message>
        <source>Throw all three again</source>
        <translation>Alle drei noch einmal werfen</translation>
    </message>
    <message>
        <source>Keep %1, throw the rest</source>
        <translation>%1 stehen lassen, den Rest werfen</translation>
    </message>
    <message>
        <source>%1 throws again.</source>
        <translation>%1 würfelt noch einmal.</translation>
    </message>
    <message>
        <source>%1 throws the dice.</source>
        <translation>%1 würfelt.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 loses the throw-off and takes a beer mat (%n in all).</source>
        <translation>
            <numerusform>Runde %1: %2 verliert das Stechen und bekommt einen Bierdeckel (%n insgesamt).</numerusform>
            <numerusform>Runde %1: %2 verliert das Stechen und bekommt einen Bierdeckel (%n insgesamt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 is lowest with %3 and takes a beer mat (%n in all).</source>
        <translation>
            <numerusform>Runde %1: %2 hat am wenigsten, %3, und bekommt einen Bierdeckel (%n insgesamt).</numerusform>
            <numerusform>Runde %1: %2 hat am wenigsten, %3, und bekommt einen Bierdeckel (%n insgesamt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n beer mat(s)</source>
        <translation>
            <numerusform>%n Bierdeckel</numerusform>
            <numerusform>%n Bierdeckel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has turned two sixes into an ace: throw again, the free die with it (%n throw(s) left).</source>
        <translation>
            <numerusform>%1 hat aus zwei Sechsern eine 1 gemacht: Würfle noch einmal, der freie Würfel mit (noch %n Wurf).</numerusform>
            <numerusform>%1 hat aus zwei Sechsern eine 1 gemacht: Würfle noch einmal, der freie Würfel mit (noch %n Würfe).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turns two sixes into an ace; the other six goes with the next throw.</source>
        <translation>%1 macht aus zwei Sechsern eine 1; der andere Sechser geht mit dem nächsten Wurf.</translation>
    </message>
    <message>
        <source>Your chance not to take this round&apos;s beer mat after each choice</source>
        <translation>Deine Chance, in dieser Runde keinen Bierdeckel zu bekommen, nach jeder Wahl</translation>
    </message>
    <message>
        <source>%1 throws all the dice again: %2 (%3).</source>
        <translation>%1 wirft alle Würfel noch einmal: %2 (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps %2 and throws %n dice again: %3 (%4).</source>
        <translation>
            <numerusform>%1 lässt %2 stehen und wirft %n Würfel noch einmal: %3 (%4).</numerusform>
            <numerusform>%1 lässt %2 stehen und wirft %n Würfel noch einmal: %3 (%4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 (low): %2 is highest with %3 and takes a beer mat (%n in all).</source>
        <translation>
            <numerusform>Runde %1 (tief): %2 hat am meisten, %3, und bekommt einen Bierdeckel (%n insgesamt).</numerusform>
            <numerusform>Runde %1 (tief): %2 hat am meisten, %3, und bekommt einen Bierdeckel (%n insgesamt).</numerusform>
        </translation>
    </message>
    <message>
        <source>Equal highest in the low game: one die each decides the beer mat.</source>
        <translation>Gleich hoch im Tiefspiel: Je ein Würfel entscheidet über den Bierdeckel.</translation>
    </message>
    <message>
        <source>%1 has %2 high, %3 low: say high (highest sum wins) or low (lowest sum wins).</source>
        <translation>%1 hat hoch %2, tief %3: Sag hoch (die höchste Summe gewinnt) oder tief (die niedrigste Summe gewinnt) an.</translation>
    </message>
    <message>
        <source>%1 says high: the highest sum wins this round.</source>
        <translation>%1 sagt hoch an: In dieser Runde gewinnt die höchste Summe.</translation>
    </message>
    <message>
        <source>%1 says low: pips count plainly, the lowest sum wins, the highest takes the beer mat.</source>
        <translation>%1 sagt tief an: Die Augen zählen normal, die niedrigste Summe gewinnt, die höchste bekommt den Bierdeckel.</translation>
    </message>
    <message>
        <source>Say low</source>
        <translation>Tief ansagen</translation>
    </message>
    <message>
        <source>Say high</source>
        <translation>Hoch ansagen</translation>
    </message>
</context>
<context>
    <name>knobel::Contra</name>
    <message>
        <source>Player %1 plays on at the double stake.</source>
        <translation>Spieler %1 spielt mit doppeltem Einsatz weiter.</translation>
    </message>
    <message>
        <source>Player %1 says Contra: chance to win %2 %.</source>
        <translation>Spieler %1 sagt Contra: Gewinnchance %2 %.</translation>
    </message>
    <message>
        <source>Player %1 plays on at the double stake: chance to win %2 %.</source>
        <translation>Spieler %1 spielt mit doppeltem Einsatz weiter: Gewinnchance %2 %.</translation>
    </message>
    <message>
        <source>Player %1 gives up: chance to win %2 %.</source>
        <translation>Spieler %1 gibt auf: Gewinnchance %2 %.</translation>
    </message>
</context>
<context>
    <name>knobel::Craps</name>
    <message numerus="yes">
        <source>Game %1: %2 throws the named %3 at once and wins %n chip(s) from the others.</source>
        <translation>
            <numerusform>Spiel %1: %2 wirft die genannte %3 sofort und gewinnt %n Chip von den anderen.</numerusform>
            <numerusform>Spiel %1: %2 wirft die genannte %3 sofort und gewinnt %n Chips von den anderen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game %1: %2 throws the point %3 again before the named %4 (%5 throws) and wins %n chip(s) from the others.</source>
        <translation>
            <numerusform>Spiel %1: %2 wirft den Punkt %3 noch einmal vor der genannten %4 (%5 Würfe) und gewinnt %n Chip von den anderen.</numerusform>
            <numerusform>Spiel %1: %2 wirft den Punkt %3 noch einmal vor der genannten %4 (%5 Würfe) und gewinnt %n Chips von den anderen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game %1: %2 throws the named %3 before the point %4 (%5 throws) and pays %n chip(s) to the others.</source>
        <translation>
            <numerusform>Spiel %1: %2 wirft die genannte %3 vor dem Punkt %4 (%5 Würfe) und zahlt den anderen %n Chip.</numerusform>
            <numerusform>Spiel %1: %2 wirft die genannte %3 vor dem Punkt %4 (%5 Würfe) und zahlt den anderen %n Chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n game(s).</source>
        <translation>
            <numerusform>Das Spiel ist nach %n Spiel vorbei.</numerusform>
            <numerusform>Das Spiel ist nach %n Spielen vorbei.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the maker: name a number from 2 to 12 and stake.</source>
        <translation>%1 ist Spielmacher: Nenne eine Zahl von 2 bis 12 und setze.</translation>
    </message>
    <message>
        <source>%1 named %2: throw (the %2 wins at once).</source>
        <translation>%1 hat %2 genannt: Würfle (die %2 gewinnt sofort).</translation>
    </message>
    <message>
        <source>%1: throw again (the point %2 wins, the named %3 loses).</source>
        <translation>%1: Würfle weiter (der Punkt %2 gewinnt, die genannte %3 verliert).</translation>
    </message>
    <message numerus="yes">
        <source>%1 names %2 and stakes %n chip(s); the others cover it.</source>
        <translation>
            <numerusform>%1 nennt %2 und setzt %n Chip; die anderen halten dagegen.</numerusform>
            <numerusform>%1 nennt %2 und setzt %n Chips; die anderen halten dagegen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws %2 + %3 = %4.</source>
        <translation>%1 wirft %2 + %3 = %4.</translation>
    </message>
    <message>
        <source>%1 throws the dice.</source>
        <translation>%1 würfelt.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Das Spiel geht weiter.</translation>
    </message>
    <message numerus="yes">
        <source>Name %1 and stake %n chip(s)</source>
        <translation>
            <numerusform>%1 nennen und %n Chip setzen</numerusform>
            <numerusform>%1 nennen und %n Chips setzen</numerusform>
        </translation>
    </message>
    <message>
        <source>The chips the maker can expect from this game for each number he may name (naming 2 or 12 wins 79.3 % of games, naming 7 only 47.3 %)</source>
        <translation>Die Chips, die der Macher aus diesem Spiel für jede Zahl erwarten kann, die er nennen darf (wer 2 oder 12 nennt, gewinnt 79,3 % der Spiele, wer 7 nennt, nur 47,3 %)</translation>
    </message>
</context>
<context>
    <name>knobel::DiceSet</name>
    <message>
        <source>%1 throws all the dice again: %2.</source>
        <translation>%1 wirft alle Würfel noch einmal: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps %2 and throws %n dice again: %3.</source>
        <translation>
            <numerusform>%1 lässt %2 stehen und wirft %n Würfel noch einmal: %3.</numerusform>
            <numerusform>%1 lässt %2 stehen und wirft %n Würfel noch einmal: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws %2.</source>
        <translation>%1 wirft %2.</translation>
    </message>
</context>
<context>
    <name>knobel::Die21Eins</name>
    <message numerus="yes">
        <source>%n game(s) won</source>
        <translation>
            <numerusform>%n Spiel gewonnen</numerusform>
            <numerusform>%n Spiele gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws the 21st one and wins.</source>
        <translation>%1 wirft die 21. Eins und gewinnt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 throws a one: %n one(s) of 21.</source>
        <translation>
            <numerusform>%1 wirft eine Eins: %n Eins von 21.</numerusform>
            <numerusform>%1 wirft eine Eins: %n Einsen von 21.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n one(s) thrown</source>
        <translation>
            <numerusform>%n Eins geworfen</numerusform>
            <numerusform>%n Einsen geworfen</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over: %1 threw the 21st one.</source>
        <translation>Das Spiel ist aus: %1 hat die 21. Eins geworfen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 throws the die; %n one(s) of 21 so far.</source>
        <translation>
            <numerusform>%1 würfelt; bisher %n Eins von 21.</numerusform>
            <numerusform>%1 würfelt; bisher %n Einsen von 21.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws the die.</source>
        <translation>%1 würfelt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 throws a %2: still %n one(s) of 21.</source>
        <translation>
            <numerusform>%1 wirft eine %2: bisher %n Eins von 21.</numerusform>
            <numerusform>%1 wirft eine %2: bisher %n Einsen von 21.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knobel::DoppeltesLottchen</name>
    <message numerus="yes">
        <source>%n pip(s) thrown</source>
        <translation>
            <numerusform>%n Auge geworfen</numerusform>
            <numerusform>%n Augen geworfen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 brings the total to %2 and pays %n chip(s), one to every other player.</source>
        <translation>
            <numerusform>%1 bringt die Summe auf %2 und zahlt %n Chip, einen an jeden anderen.</numerusform>
            <numerusform>%1 bringt die Summe auf %2 und zahlt %n Chips, einen an jeden anderen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>added %n pip(s)</source>
        <translation>
            <numerusform>%n Auge beigetragen</numerusform>
            <numerusform>%n Augen beigetragen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws; the total is %2 of %3.</source>
        <translation>%1 würfelt; die Summe steht bei %2 von %3.</translation>
    </message>
    <message>
        <source>%1 throws the three dice.</source>
        <translation>%1 würfelt mit den drei Würfeln.</translation>
    </message>
    <message>
        <source>%1 throws %2: %3 more, the total is %4.</source>
        <translation>%1 würfelt %2: %3 dazu, die Summe ist %4.</translation>
    </message>
    <message>
        <source>%1 throws %2: %3 more, the total reaches %4 and %1 loses.</source>
        <translation>%1 würfelt %2: %3 dazu, die Summe erreicht %4, und %1 verliert.</translation>
    </message>
    <message>
        <source>The game is over: %1 brought the total to %2.</source>
        <translation>Das Spiel ist aus: %1 hat die Summe auf %2 gebracht.</translation>
    </message>
</context>
<context>
    <name>knobel::DreimalPasch</name>
    <message numerus="yes">
        <source>%n pair(s), %1 pips</source>
        <translation>
            <numerusform>%n Paar, %1 Augen</numerusform>
            <numerusform>%n Paare, %1 Augen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) won</source>
        <translation>
            <numerusform>%n Runde gewonnen</numerusform>
            <numerusform>%n Runden gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1: %2 wins with %3.</source>
        <translation>Runde %1: %2 gewinnt mit %3.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Round %1: %2 share the round with %3.</source>
        <translation>Runde %1: %2 teilen sich die Runde mit %3.</translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n round(s).</source>
        <translation>
            <numerusform>Das Spiel ist nach %n Runde aus.</numerusform>
            <numerusform>Das Spiel ist nach %n Runden aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: throw the six dice.</source>
        <translation>%1: Wirf die sechs Würfel.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2: set 2 to 5 dice aside and throw the rest, or stop (%n throw(s) left).</source>
        <translation>
            <numerusform>%1 hat %2: Lass 2 bis 5 Würfel stehen und wirf die übrigen, oder hör auf (noch %n Wurf).</numerusform>
            <numerusform>%1 hat %2: Lass 2 bis 5 Würfel stehen und wirf die übrigen, oder hör auf (noch %n Würfe).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws again.</source>
        <translation>%1 würfelt noch einmal.</translation>
    </message>
    <message>
        <source>%1 throws the dice.</source>
        <translation>%1 würfelt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps %2 and throws %n dice again: %3 (%4).</source>
        <translation>
            <numerusform>%1 lässt %2 stehen und wirft %n Würfel noch einmal: %3 (%4).</numerusform>
            <numerusform>%1 lässt %2 stehen und wirft %n Würfel noch einmal: %3 (%4).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws %2 (%3).</source>
        <translation>%1 wirft %2 (%3).</translation>
    </message>
    <message>
        <source>%1 keeps die %2.</source>
        <translation>%1 lässt Würfel %2 stehen.</translation>
    </message>
    <message>
        <source>%1 takes die %2 back.</source>
        <translation>%1 nimmt Würfel %2 zurück.</translation>
    </message>
    <message>
        <source>%1 stops.</source>
        <translation>%1 hört auf.</translation>
    </message>
    <message>
        <source>%1 moves the dice.</source>
        <translation>%1 bewegt die Würfel.</translation>
    </message>
    <message>
        <source>The pairs you can expect after each choice (the pips add a sixty-fourth each)</source>
        <translation>Die Paare, die du nach jeder Wahl erwarten kannst (jedes Auge zählt ein Vierundsechzigstel dazu)</translation>
    </message>
    <message>
        <source>Your chance to win this round after each choice (a shared round counts its share)</source>
        <translation>Deine Chance, diese Runde zu gewinnen, nach jeder Wahl (eine geteilte Runde zählt anteilig)</translation>
    </message>
    <message>
        <source>Your chance to beat what stands at the table after each choice</source>
        <translation>Deine Chance, zu schlagen, was auf dem Tisch steht, nach jeder Wahl</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Aufhören</translation>
    </message>
    <message>
        <source>Keep %1, throw the rest</source>
        <translation>%1 stehen lassen, den Rest werfen</translation>
    </message>
</context>
<context>
    <name>knobel::EinerGleichZwei</name>
    <message>
        <source>%1 throws the three dice.</source>
        <translation>%1 würfelt mit den drei Würfeln.</translation>
    </message>
    <message>
        <source>%1 throws %2: no two dice add up to the third; %1 stays at %3.</source>
        <translation>%1 würfelt %2: keine zwei Würfel ergeben zusammen den dritten; %1 bleibt bei %3.</translation>
    </message>
    <message>
        <source>%1 throws %2: %3 + %4 = %5 scores %5; %1 has %6.</source>
        <translation>%1 würfelt %2: %3 + %4 = %5 zählt %5; %1 hat %6.</translation>
    </message>
</context>
<context>
    <name>knobel::EinsBisSechzehn</name>
    <message>
        <source>%1 has formed 1 to 16 and back to 1 and wins.</source>
        <translation>%1 hat die Zahlen von 1 bis 16 und zurück bis 1 gebildet und gewinnt.</translation>
    </message>
    <message>
        <source>back at 1: done</source>
        <translation>zurück bei 1: fertig</translation>
    </message>
    <message>
        <source>up: needs %1</source>
        <translation>hinauf: braucht die %1</translation>
    </message>
    <message>
        <source>back: needs %1</source>
        <translation>zurück: braucht die %1</translation>
    </message>
    <message>
        <source>%1 has won.</source>
        <translation>%1 hat gewonnen.</translation>
    </message>
    <message>
        <source>%1 throws and needs %2.</source>
        <translation>%1 würfelt und braucht die %2.</translation>
    </message>
    <message>
        <source>%1 throws the three dice.</source>
        <translation>%1 würfelt mit den drei Würfeln.</translation>
    </message>
    <message>
        <source>%1 throws %2 but cannot form %3.</source>
        <translation>%1 würfelt %2, kann aber die %3 nicht bilden.</translation>
    </message>
    <message>
        <source>%1 throws %2: %3; %1 is back at 1.</source>
        <translation>%1 würfelt %2: %3; %1 ist zurück bei 1.</translation>
    </message>
    <message>
        <source>%1 throws %2: %3; %1 needs %4 next.</source>
        <translation>%1 würfelt %2: %3; %1 braucht als Nächstes die %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) of 32</source>
        <translation>
            <numerusform>%n Schritt von 32</numerusform>
            <numerusform>%n Schritte von 32</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knobel::ElfHoch</name>
    <message numerus="yes">
        <source>%1 throws %2 and %3, eleven: %1 takes the pot of %n chip(s).</source>
        <translation>
            <numerusform>%1 wirft %2 und %3, elf: %1 nimmt den Topf mit %n Chip.</numerusform>
            <numerusform>%1 wirft %2 und %3, elf: %1 nimmt den Topf mit %n Chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %2 and %3, twelve: %1 doubles the pot with %n chip(s); it holds %4.</source>
        <translation>
            <numerusform>%1 wirft %2 und %3, zwölf: %1 verdoppelt den Topf mit %n Chip; er hält jetzt %4.</numerusform>
            <numerusform>%1 wirft %2 und %3, zwölf: %1 verdoppelt den Topf mit %n Chips; er hält jetzt %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %2 and %3, %4: %1 pays %n chip(s) into the pot; it holds %5.</source>
        <translation>
            <numerusform>%1 wirft %2 und %3, %4: %1 zahlt %n Chip in den Topf; er hält jetzt %5.</numerusform>
            <numerusform>%1 wirft %2 und %3, %4: %1 zahlt %n Chips in den Topf; er hält jetzt %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over: %1 threw 11 after %n throw(s).</source>
        <translation>
            <numerusform>Das Spiel ist aus: %1 hat nach %n Wurf 11 geworfen.</numerusform>
            <numerusform>Das Spiel ist aus: %1 hat nach %n Würfen 11 geworfen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws: 11 takes the pot, 12 doubles it, below 11 pays the difference to 11.</source>
        <translation>%1 würfelt: 11 nimmt den Topf, 12 verdoppelt ihn, unter 11 zahlt den Unterschied zu 11.</translation>
    </message>
    <message>
        <source>%1 throws the two dice.</source>
        <translation>%1 wirft die zwei Würfel.</translation>
    </message>
</context>
<context>
    <name>knobel::Escalero</name>
    <message>
        <source>Nines</source>
        <translation>Neuner</translation>
    </message>
    <message>
        <source>Tens</source>
        <translation>Zehner</translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Asse</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Quint</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Full Hand</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <translation>Fünfling</translation>
    </message>
    <message>
        <source>Five of a kind served</source>
        <translation>Fünfling serviert</translation>
    </message>
    <message>
        <source>Five alike count as a full house</source>
        <translation>Fünf Gleiche zählen als Full Hand</translation>
    </message>
    <message>
        <source>Five dice alike may be written in the Full house row.</source>
        <translation>Fünf gleiche Würfel dürfen in die Reihe Full Hand geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>knobel::Faces</name>
    <message>
        <source>J</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>knobel::Families</name>
    <message>
        <source>Score sheet</source>
        <translation>Spielblock</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Wettlauf</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Keep and compare</source>
        <translation>Halten und vergleichen</translation>
    </message>
    <message>
        <source>Bank and board</source>
        <translation>Bank und Spielplan</translation>
    </message>
    <message>
        <source>Poker in the open</source>
        <translation>Offenes Poker</translation>
    </message>
    <message>
        <source>Hidden dice and bluff</source>
        <translation>Verdeckte Würfel und Bluff</translation>
    </message>
    <message>
        <source>Community dice</source>
        <translation>Gemeinsame Würfel</translation>
    </message>
</context>
<context>
    <name>knobel::GameFile</name>
    <message>
        <source>action %1: </source>
        <translation>Aktion %1: </translation>
    </message>
    <message>
        <source>it is not an object with one key</source>
        <translation>sie ist kein Objekt mit einem Schlüssel</translation>
    </message>
    <message>
        <source>a throw needs %1 dice</source>
        <translation>ein Wurf braucht %1 Würfel</translation>
    </message>
    <message>
        <source>a die shows a face this game does not have</source>
        <translation>ein Würfel zeigt eine Seite, die es in diesem Spiel nicht gibt</translation>
    </message>
    <message>
        <source>there is no such die</source>
        <translation>diesen Würfel gibt es nicht</translation>
    </message>
    <message>
        <source>it is not an object</source>
        <translation>sie ist kein Objekt</translation>
    </message>
    <message>
        <source>it names no box of this game</source>
        <translation>sie nennt kein Feld dieses Spiels</translation>
    </message>
    <message>
        <source>strike is not true or false</source>
        <translation>„strike“ ist weder true noch false</translation>
    </message>
    <message>
        <source>it names no player</source>
        <translation>sie nennt keinen Spieler</translation>
    </message>
    <message>
        <source>the value is not a number a box can hold</source>
        <translation>der Wert ist keine Zahl, die ein Feld halten kann</translation>
    </message>
    <message>
        <source>unknown kind &apos;%1&apos;</source>
        <translation>unbekannte Art „%1“</translation>
    </message>
    <message>
        <source>the file is larger than a game file can be (%1 MiB)</source>
        <translation>die Datei ist größer, als eine Spieldatei sein kann (%1 MiB)</translation>
    </message>
    <message>
        <source>it is not JSON (%1 at byte %2)</source>
        <translation>sie ist kein JSON (%1 bei Byte %2)</translation>
    </message>
    <message>
        <source>it is not a game file (no JSON object)</source>
        <translation>sie ist keine Spieldatei (kein JSON-Objekt)</translation>
    </message>
    <message>
        <source>it is not a Knobelbecher game file</source>
        <translation>sie ist keine Knobelbecher-Spieldatei</translation>
    </message>
    <message>
        <source>its version is not a whole number</source>
        <translation>ihre Version ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>it was written by a newer Knobelbecher (file version %1, this one reads version %2)</source>
        <translation>sie wurde von einem neueren Knobelbecher geschrieben (Dateiversion %1, dieser liest Version %2)</translation>
    </message>
    <message>
        <source>it names no game this program knows</source>
        <translation>sie nennt kein Spiel, das dieses Programm kennt</translation>
    </message>
    <message>
        <source>its mode is neither play nor score-pad</source>
        <translation>ihr Modus ist weder „play“ noch „score-pad“</translation>
    </message>
    <message>
        <source>%1 needs a list of %2 to %3 players</source>
        <translation>%1 braucht eine Liste von %2 bis %3 Spielern</translation>
    </message>
    <message>
        <source>a player&apos;s name is not text</source>
        <translation>der Name eines Spielers ist kein Text</translation>
    </message>
    <message>
        <source>its options are not an object</source>
        <translation>ihre Optionen sind kein Objekt</translation>
    </message>
    <message>
        <source>option &apos;%1&apos; has a value of the wrong kind</source>
        <translation>die Option „%1“ hat einen Wert der falschen Art</translation>
    </message>
    <message>
        <source>its seed is not a whole number written as text</source>
        <translation>ihr Startwert ist keine als Text geschriebene ganze Zahl</translation>
    </message>
    <message>
        <source>it has no list of actions</source>
        <translation>sie hat keine Liste von Aktionen</translation>
    </message>
    <message>
        <source>it has more actions than any game can take</source>
        <translation>sie hat mehr Aktionen, als ein Spiel haben kann</translation>
    </message>
    <message>
        <source>its game does not follow the rules: %1</source>
        <translation>ihr Spiel folgt nicht den Regeln: %1</translation>
    </message>
    <message>
        <source>its kinds of players do not match its players</source>
        <translation>ihre Spielerarten passen nicht zu ihren Spielern</translation>
    </message>
    <message>
        <source>its value is not one this game knows</source>
        <translation>sein Wert passt zu keinem dieses Spiels</translation>
    </message>
    <message>
        <source>it is not JSON (a control character inside a string at byte %1)</source>
        <translation>sie ist kein JSON (ein Steuerzeichen in einer Zeichenkette bei Byte %1)</translation>
    </message>
    <message>
        <source>a player has no name</source>
        <translation>ein Spieler hat keinen Namen</translation>
    </message>
    <message>
        <source>a player&apos;s name is longer than %1 characters</source>
        <translation>der Name eines Spielers ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>a player&apos;s name holds a control character or one that turns the text around</source>
        <translation>der Name eines Spielers enthält ein Steuerzeichen oder ein Zeichen, das den Text umdreht</translation>
    </message>
    <message>
        <source>it cannot be opened: %1</source>
        <translation>sie lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <source>its sealed part holds &apos;%1&apos;, which it may not</source>
        <translation>ihr versiegelter Teil enthält „%1“, was er nicht darf</translation>
    </message>
    <message>
        <source>its salt is not 32 hexadecimal digits</source>
        <translation>ihr Salz besteht nicht aus 32 Hexadezimalziffern</translation>
    </message>
    <message>
        <source>its fingerprint %1 is not the one of its salt and seed (%2)</source>
        <translation>ihr Fingerabdruck %1 passt nicht zu ihrem Salz und Startwert (%2)</translation>
    </message>
    <message>
        <source>its sealed part is not one this program seals</source>
        <translation>ihr versiegelter Teil ist keiner, wie ihn dieses Programm versiegelt</translation>
    </message>
    <message>
        <source>its sealed part is damaged</source>
        <translation>ihr versiegelter Teil ist beschädigt</translation>
    </message>
    <message>
        <source>its sealed part needs this program&apos;s key, and there is none</source>
        <translation>ihr versiegelter Teil braucht den Schlüssel dieses Programms, und es gibt keinen</translation>
    </message>
    <message>
        <source>its sealed part was changed, or sealed on another computer (with another key)</source>
        <translation>ihr versiegelter Teil wurde verändert oder auf einem anderen Computer (mit einem anderen Schlüssel) versiegelt</translation>
    </message>
    <message>
        <source>its dice are neither drawn nor real dice of a game played</source>
        <translation>ihre Würfel sind weder gezogen noch echte Würfel eines gespielten Spiels</translation>
    </message>
    <message>
        <source>it says its dice were real and has a fingerprint, which real dice do not have</source>
        <translation>sie sagt, ihre Würfel seien echt, und hat einen Fingerabdruck, den echte Würfel nicht haben</translation>
    </message>
</context>
<context>
    <name>knobel::GameNames</name>
    <message>
        <source>Chicago</source>
        <translation>Chicago</translation>
    </message>
    <message>
        <source>Escalero</source>
        <translation>Escalero</translation>
    </message>
    <message>
        <source>Liar Dice</source>
        <translation>Lügenpoker</translation>
    </message>
    <message>
        <source>Lustige Sieben</source>
        <translation>Lustige Sieben</translation>
    </message>
    <message>
        <source>Ohio</source>
        <translation>Ohio</translation>
    </message>
    <message>
        <source>Poker Dice</source>
        <translation>Würfelpoker mit Einsatz</translation>
    </message>
    <message>
        <source>Sechzerspiel</source>
        <translation>Sechzerspiel</translation>
    </message>
    <message>
        <source>Würfel-Poker</source>
        <translation>Würfel-Poker</translation>
    </message>
    <message>
        <source>Gestrichene Zwölf</source>
        <translation>Gestrichene Zwölf</translation>
    </message>
    <message>
        <source>Hin und her</source>
        <translation>Hin und her</translation>
    </message>
    <message>
        <source>Jule</source>
        <translation>Jule</translation>
    </message>
    <message>
        <source>Das große Herz</source>
        <translation>Das große Herz</translation>
    </message>
    <message>
        <source>Chicago hoch-tief</source>
        <translation>Chicago hoch-tief</translation>
    </message>
    <message>
        <source>Sequenzen</source>
        <translation>Sequenzen</translation>
    </message>
    <message>
        <source>Zehnerspiel</source>
        <translation>Zehnerspiel</translation>
    </message>
    <message>
        <source>Dreimal Pasch</source>
        <translation>Dreimal Pasch</translation>
    </message>
    <message>
        <source>Die böse Sieben</source>
        <translation>Die böse Sieben</translation>
    </message>
    <message>
        <source>Al Capone</source>
        <translation>Al Capone</translation>
    </message>
    <message>
        <source>Dice poker with pip dice</source>
        <translation>Würfelpoker mit Augenwürfeln</translation>
    </message>
    <message>
        <source>Offenes Würfelpoker</source>
        <translation>Offenes Würfelpoker</translation>
    </message>
    <message>
        <source>Va banque</source>
        <translation>Va banque</translation>
    </message>
    <message>
        <source>Joker Poker</source>
        <translation>Joker Poker</translation>
    </message>
    <message>
        <source>Verdecktes Würfelpoker</source>
        <translation>Verdecktes Würfelpoker</translation>
    </message>
    <message>
        <source>Würfel-Hold&apos;em</source>
        <translation>Würfel-Hold&apos;em</translation>
    </message>
</context>
<context>
    <name>knobel::Games</name>
    <message>
        <source>Five poker dice, three throws, eleven rows; served combinations score more.</source>
        <translation>Fünf Pokerwürfel, drei Würfe, elf Reihen; servierte Kombinationen zählen mehr.</translation>
    </message>
    <message>
        <source>Six dice, up to six throws: collect each number, and 1 to 6 for Ohio.</source>
        <translation>Sechs Würfel, bis zu sechs Würfe: jede Zahl sammeln, und 1 bis 6 für Ohio.</translation>
    </message>
    <message>
        <source>One die, six throws: multiply each throw by a row number 1 to 6.</source>
        <translation>Ein Würfel, sechs Würfe: jeden Wurf mit einer Reihenzahl von 1 bis 6 malnehmen.</translation>
    </message>
    <message>
        <source>Five dice on a three-column sheet, settled column against column.</source>
        <translation>Fünf Würfel auf der Schrift mit drei Reihen, abgerechnet Reihe gegen Reihe.</translation>
    </message>
    <message>
        <source>Three dice, up to three throws: the one counts 100, the six 60. The lowest sum of a round takes a beer mat; three mats lose.</source>
        <translation>Drei Würfel, bis zu drei Würfe: Die 1 zählt 100, die 6 zählt 60. Die niedrigste Summe einer Runde bekommt einen Bierdeckel; wer drei Bierdeckel hat, verliert.</translation>
    </message>
    <message>
        <source>The bank throws two dice for all; the others stake on the left side, the right side or the 7.</source>
        <translation>Die Bank würfelt mit zwei Würfeln für alle; die anderen setzen auf die linke Seite, die rechte Seite oder die 7.</translation>
    </message>
    <message>
        <source>Poker hands with five dice in the open, three throws each: two players bet between the throws; three or more play for round wins.</source>
        <translation>Pokerhände mit fünf offenen Würfeln, je drei Würfe: zwei Spieler setzen zwischen den Würfen; drei und mehr spielen um Rundensiege.</translation>
    </message>
    <message>
        <source>One die, thrown as often as you dare: come as close to 15 as you can without going over. The winner is paid in chips.</source>
        <translation>Ein Würfel, so oft du dich traust: Komm so nah an 15 heran wie möglich, ohne darüber zu gehen. Der Sieger wird in Chips bezahlt.</translation>
    </message>
    <message>
        <source>Five poker dice each behind a screen, two at a time (up to eight take turns): announce an exact hand, bluff, or doubt.</source>
        <translation>Je fünf Pokerwürfel hinter einem Schirm, zwei Spieler auf einmal (bis zu acht wechseln sich ab): eine genaue Hand ansagen, bluffen oder anzweifeln.</translation>
    </message>
    <message>
        <source>Two dice, thrown as long as the sum can be struck from your list of 2 to 12; the 7 may be struck again and again. The first with all struck settles in chips.</source>
        <translation>Zwei Würfel, geworfen, solange die Summe auf deiner Liste von 2 bis 12 gestrichen werden kann; die 7 darf immer wieder gestrichen werden. Wer zuerst alles gestrichen hat, rechnet in Chips ab.</translation>
    </message>
    <message>
        <source>One die, thrown in turn: strike the number you throw, or write it again if it is struck. The first with all six struck wins.</source>
        <translation>Ein Würfel, reihum geworfen: Streich die geworfene Zahl, oder schreib sie wieder an, wenn sie schon gestrichen ist. Wer zuerst alle sechs gestrichen hat, gewinnt.</translation>
    </message>
    <message>
        <source>One die, thrown in turn: write the numbers 1 to 6 in order, then strike them from 6 to 1. The first to finish is paid a chip for every number the others have not struck.</source>
        <translation>Ein Würfel reihum: Schreib 1 bis 6 der Reihe nach auf, dann streich sie von 6 bis 1 wieder aus. Wer zuerst fertig ist, bekommt für jede Zahl, die die anderen nicht gestrichen haben, einen Chip.</translation>
    </message>
    <message>
        <source>The maker names a number from 2 to 12 and stakes; the others cover it. He wins if the number comes at once, or if his point comes again before it.</source>
        <translation>Der Macher nennt eine Zahl von 2 bis 12 und setzt; die anderen halten dagegen. Er gewinnt, wenn die Zahl sofort fällt oder sein Punkt vor ihr noch einmal.</translation>
    </message>
    <message>
        <source>Two dice and a pot: below 11 you pay the difference, 12 doubles the pot, and whoever throws 11 takes it.</source>
        <translation>Zwei Würfel und ein Topf: Unter 11 zahlst du den Unterschied, 12 verdoppelt den Topf, und wer 11 wirft, nimmt ihn.</translation>
    </message>
    <message>
        <source>Two dice: the top face counts tens, the bottom face ones. After the agreed rounds the highest total wins.</source>
        <translation>Zwei Würfel: Die obere Seite zählt Zehner, die untere Einer. Nach den vereinbarten Runden gewinnt die höchste Summe.</translation>
    </message>
    <message>
        <source>Nine throws of one die in a row, every third one subtracted: the highest total wins.</source>
        <translation>Neun Würfe mit einem Würfel hintereinander, jeder dritte wird abgezogen: Die höchste Summe gewinnt.</translation>
    </message>
    <message>
        <source>One die in turn; the ones of all players are counted together, and whoever throws the 21st one wins.</source>
        <translation>Ein Würfel reihum; die Einsen aller Spieler werden zusammengezählt, und wer die 21. Eins wirft, gewinnt.</translation>
    </message>
    <message>
        <source>One die in turn: fill your heart&apos;s chambers 1 to 6. A number you cannot use goes to the left. The last with a free chamber pays everyone a chip.</source>
        <translation>Ein Würfel reihum: Fülle die Kammern 1 bis 6 deines Herzens. Was du nicht brauchen kannst, geht nach links. Wer zuletzt eine Kammer frei hat, zahlt jedem einen Chip.</translation>
    </message>
    <message>
        <source>Three dice in turn; only the even pips (2, 4, 6) count. After the agreed rounds the highest total wins.</source>
        <translation>Drei Würfel reihum; nur die geraden Augen (2, 4, 6) zählen. Nach den vereinbarten Runden gewinnt das höchste Gesamtergebnis.</translation>
    </message>
    <message>
        <source>Blaue Augen with the odd pips: three dice in turn, only 1, 3 and 5 count. After the agreed rounds the highest total wins.</source>
        <translation>Blaue Augen mit den ungeraden Augen: drei Würfel reihum, nur 1, 3 und 5 zählen. Nach den vereinbarten Runden gewinnt das höchste Gesamtergebnis.</translation>
    </message>
    <message>
        <source>Three dice in turn; all pips thrown make one running total. Whoever reaches or passes 66 loses and pays everyone a chip.</source>
        <translation>Drei Würfel reihum; alle geworfenen Augen ergeben eine laufende Summe. Wer 66 erreicht oder überschreitet, verliert und zahlt jedem einen Chip.</translation>
    </message>
    <message>
        <source>Ten throws of three dice each: when two dice add up to the third, the third&apos;s pips count. The highest total wins.</source>
        <translation>Zehn Würfe mit drei Würfeln für jeden: Ergeben zwei Würfel zusammen den dritten, zählen dessen Augen. Das höchste Gesamtergebnis gewinnt.</translation>
    </message>
    <message>
        <source>Three dice in turn: form the numbers 1 to 16 and back to 1 from your throws with plus and minus. The first to finish wins.</source>
        <translation>Drei Würfel reihum: Bilde aus deinen Würfen mit Plus und Minus die Zahlen von 1 bis 16 und zurück bis 1. Wer zuerst fertig ist, gewinnt.</translation>
    </message>
    <message>
        <source>Three dice in turn; only pairs count: a pair its pips, three alike four times the face. After the agreed rounds the highest total wins.</source>
        <translation>Drei Würfel reihum; nur Paschzahlen zählen: ein Pasch seine Augen, ein Dreierpasch das Vierfache der Zahl. Nach den vereinbarten Runden gewinnt das höchste Gesamtergebnis.</translation>
    </message>
    <message>
        <source>Chicago with a choice: after the round&apos;s first throw its first player says high or low. Low: pips count plainly, the lowest sum wins, the highest takes the beer mat.</source>
        <translation>Chicago mit einer Wahl: Nach dem ersten Wurf der Runde sagt ihr erster Spieler hoch oder tief an. Tief: Die Augen zählen normal, die niedrigste Summe gewinnt, die höchste bekommt den Bierdeckel.</translation>
    </message>
    <message>
        <source>Three dice, up to three throws, the last counts: only the runs 1-2-3, 2-3-4, 3-4-5 and 4-5-6 score. The best run wins the round.</source>
        <translation>Drei Würfel, bis zu drei Würfe, der letzte zählt: Nur die Folgen 1-2-3, 2-3-4, 3-4-5 und 4-5-6 gelten. Die höchste Folge gewinnt die Runde.</translation>
    </message>
    <message>
        <source>The bank throws three dice for all: under 10 it pays every stake, 10 or more it takes them.</source>
        <translation>Die Bank wirft drei Würfel für alle: Unter 10 zahlt sie jeden Einsatz aus, ab 10 kassiert sie alle Einsätze.</translation>
    </message>
    <message>
        <source>Six dice, three throws: keep two to five dice and throw the rest again. The most pairs win the round, then the higher pips.</source>
        <translation>Sechs Würfel, drei Würfe: zwei bis fünf Würfel stehen lassen und den Rest noch einmal werfen. Die meisten Paare gewinnen die Runde, dann die höheren Augen.</translation>
    </message>
    <message>
        <source>Six dice, up to three throws: set aside pairs that add up to 7, at most three. The most sevens win the round, then the pips of the other dice.</source>
        <translation>Sechs Würfel, bis zu drei Würfe: Paare, die zusammen 7 ergeben, bleiben stehen, höchstens drei. Die meisten Siebener gewinnen die Runde, dann die Augen der übrigen Würfel.</translation>
    </message>
    <message>
        <source>One open throw of five poker dice each, raising allowed: the best hand takes the pot; equal hands go by the points of their dice.</source>
        <translation>Jeder hat einen offenen Wurf mit fünf Pokerwürfeln, Erhöhen erlaubt: Die beste Kombination zieht den Einsatz ein; bei gleichen entscheiden die Punkte der Würfel.</translation>
    </message>
    <message>
        <source>Poker hands on five ordinary dice, the One highest: one open throw each, the best hand takes the pot; raising if agreed.</source>
        <translation>Pokerkombinationen mit fünf gewöhnlichen Würfeln, die Eins am höchsten: ein offener Wurf für jeden, die beste Kombination gewinnt den Pott; Erhöhen nach Vereinbarung.</translation>
    </message>
    <message>
        <source>Five poker dice in the open, up to three throws keeping one to four: raise after your last throw, the others call or fold. The best hand takes the pot.</source>
        <translation>Fünf Pokerwürfel offen, bis zu drei Würfe mit 1 bis 4 stehen gelassenen Würfeln: nach dem letzten Wurf erhöhen, die anderen gehen mit oder passen. Die beste Kombination kassiert den Pott.</translation>
    </message>
    <message>
        <source>Dice roulette with one poker die: stake on colours and faces, the bank pays 2:1 and 5:1.</source>
        <translation>Würfelroulett mit einem Pokerwürfel: auf Farben und Werte setzen, die Bank zahlt 2:1 und 5:1.</translation>
    </message>
    <message>
        <source>The bank throws five single dice for each player; the player reckons them with +, −, × and ÷, each once. The highest result takes the stakes.</source>
        <translation>Der Bankhalter würfelt für jeden Spieler fünf einzelne Würfel; der Spieler rechnet sie mit +, −, × und ÷ zusammen, jede Rechenart einmal. Die höchste Endsumme gewinnt die Einsätze.</translation>
    </message>
    <message>
        <source>Offenes or Verdecktes Würfelpoker with wild Aces: an Ace stands for any face, so Ace-Ace-King-King-Nine is four Kings.</source>
        <translation>Offenes oder verdecktes Würfelpoker mit Assen als Joker: Ein As gilt für jeden Wert, As-As-König-König-Neun sind also vier Könige.</translation>
    </message>
    <message>
        <source>Five poker dice under the cup, one throw each: announce a hand, true or not; whoever doubts wrongly doubles the pot.</source>
        <translation>Fünf Pokerwürfel unter dem Becher, ein Wurf für jeden: Sag eine Kombination an, wahr oder nicht; wer zu Unrecht zweifelt, verdoppelt die Kasse.</translation>
    </message>
    <message>
        <source>Hold&apos;em with twenty dice in four colours drawn from a bag: two hidden pocket dice, five on the table, limit betting and side pots.</source>
        <translation>Hold&apos;em mit zwanzig Würfeln in vier Farben aus dem Sack: zwei verdeckte Pocketwürfel, fünf auf dem Tisch, Bieten mit Limit und Nebenpötte.</translation>
    </message>
</context>
<context>
    <name>knobel::GestricheneZwoelf</name>
    <message numerus="yes">
        <source>%n of 11 struck</source>
        <translation>
            <numerusform>%n von 11 gestrichen</numerusform>
            <numerusform>%n von 11 gestrichen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has struck all eleven numbers.</source>
        <translation>%1 hat alle elf Zahlen gestrichen.</translation>
    </message>
    <message>
        <source>%1 throws again.</source>
        <translation>%1 würfelt weiter.</translation>
    </message>
    <message numerus="yes">
        <source>%1 throws, with %n number(s) struck.</source>
        <translation>
            <numerusform>%1 würfelt, %n Zahl ist gestrichen.</numerusform>
            <numerusform>%1 würfelt, %n Zahlen sind gestrichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 passes the dice.</source>
        <translation>%1 gibt die Würfel weiter.</translation>
    </message>
    <message>
        <source>%1 throws the dice.</source>
        <translation>%1 würfelt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %2 and %3, %4, and strikes the 7: struck %n time(s).</source>
        <translation>
            <numerusform>%1 wirft %2 und %3, %4, und streicht die 7: %n-mal gestrichen.</numerusform>
            <numerusform>%1 wirft %2 und %3, %4, und streicht die 7: %n-mal gestrichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws %2 and %3, %4, struck already: the turn passes.</source>
        <translation>%1 wirft %2 und %3, %4, schon gestrichen: Der Nächste ist dran.</translation>
    </message>
    <message>
        <source>%1 throws %2 and %3, %4, and strikes the %4.</source>
        <translation>%1 wirft %2 und %3, %4, und streicht die %4.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has struck all eleven numbers (the 7: %2) and wins %n chip(s).</source>
        <translation>
            <numerusform>%1 hat alle elf Zahlen gestrichen (die 7: %2) und gewinnt %n Chip.</numerusform>
            <numerusform>%1 hat alle elf Zahlen gestrichen (die 7: %2) und gewinnt %n Chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has struck all eleven numbers (the 7: %2) and pays %n chip(s) on balance.</source>
        <translation>
            <numerusform>%1 hat alle elf Zahlen gestrichen (die 7: %2) und zahlt unterm Strich %n Chip.</numerusform>
            <numerusform>%1 hat alle elf Zahlen gestrichen (die 7: %2) und zahlt unterm Strich %n Chips.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knobel::GrossesHerz</name>
    <message numerus="yes">
        <source>%1 is the last with a free chamber and pays every other player a chip (%n in all).</source>
        <translation>
            <numerusform>%1 hat als Letzter eine Kammer frei und zahlt jedem anderen Spieler einen Chip (%n insgesamt).</numerusform>
            <numerusform>%1 hat als Letzter eine Kammer frei und zahlt jedem anderen Spieler einen Chip (%n insgesamt).</numerusform>
        </translation>
    </message>
    <message>
        <source>heart full</source>
        <translation>Herz voll</translation>
    </message>
    <message numerus="yes">
        <source>%n chamber(s) free</source>
        <translation>
            <numerusform>%n Kammer frei</numerusform>
            <numerusform>%n Kammern frei</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over: %1 has lost.</source>
        <translation>Das Spiel ist aus: %1 hat verloren.</translation>
    </message>
    <message numerus="yes">
        <source>%1 throws; %n chamber(s) of the heart free.</source>
        <translation>
            <numerusform>%1 würfelt; %n Kammer des Herzens frei.</numerusform>
            <numerusform>%1 würfelt; %n Kammern des Herzens frei.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws the die.</source>
        <translation>%1 würfelt.</translation>
    </message>
    <message>
        <source>%1 throws a %2 and fills the %2 of the heart.</source>
        <translation>%1 wirft eine %2 und trägt sie ins Herz ein.</translation>
    </message>
    <message>
        <source>%1 throws a %2: nobody can use the %2.</source>
        <translation>%1 wirft eine %2: Niemand kann die %2 brauchen, sie verfällt.</translation>
    </message>
    <message>
        <source>%1 throws a %2: the %2 goes to %3&apos;s heart.</source>
        <translation>%1 wirft eine %2: Die %2 geht in das Herz von %3.</translation>
    </message>
</context>
<context>
    <name>knobel::Hands</name>
    <message>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Ein Paar</translation>
    </message>
    <message>
        <source>Two pairs</source>
        <translation>Zwei Paare</translation>
    </message>
    <message>
        <source>Three alike</source>
        <translation>Drilling</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Four alike</source>
        <translation>Vierling</translation>
    </message>
    <message>
        <source>Five alike</source>
        <translation>Fünfling</translation>
    </message>
    <message>
        <source>One</source>
        <translation>Eins</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>Ones</source>
        <translation>Einser</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Zweier</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Dreier</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Vierer</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Fünfer</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Sechser</translation>
    </message>
    <message>
        <source>a One</source>
        <translation>eine Eins</translation>
    </message>
    <message>
        <source>a Two</source>
        <translation>eine Zwei</translation>
    </message>
    <message>
        <source>a Three</source>
        <translation>eine Drei</translation>
    </message>
    <message>
        <source>a Four</source>
        <translation>eine Vier</translation>
    </message>
    <message>
        <source>a Five</source>
        <translation>eine Fünf</translation>
    </message>
    <message>
        <source>a Six</source>
        <translation>eine Sechs</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>Nines</source>
        <translation>Neuner</translation>
    </message>
    <message>
        <source>Tens</source>
        <translation>Zehner</translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Asse</translation>
    </message>
    <message>
        <source>a Nine</source>
        <translation>eine Neun</translation>
    </message>
    <message>
        <source>a Ten</source>
        <translation>eine Zehn</translation>
    </message>
    <message>
        <source>a Jack</source>
        <translation>ein Bube</translation>
    </message>
    <message>
        <source>a Queen</source>
        <translation>eine Dame</translation>
    </message>
    <message>
        <source>a King</source>
        <translation>ein König</translation>
    </message>
    <message>
        <source>an Ace</source>
        <translation>ein Ass</translation>
    </message>
    <message>
        <source>Five %1</source>
        <translation>Fünf %1</translation>
    </message>
    <message>
        <source>Four %1 and %2</source>
        <translation>Vier %1 und %2</translation>
    </message>
    <message>
        <source>Full house, %1 over %2</source>
        <translation>Full House, %1 über %2</translation>
    </message>
    <message>
        <source>Straight, %1 to %2</source>
        <translation>Straße von %1 bis %2</translation>
    </message>
    <message>
        <source>Three %1, %2 and %3</source>
        <translation>Drei %1, %2 und %3</translation>
    </message>
    <message>
        <source>Two pairs, %1 and %2, and %3</source>
        <translation>Zwei Paare, %1 und %2, und %3</translation>
    </message>
    <message>
        <source>A pair of %1, %2, %3 and %4</source>
        <translation>Ein Paar %1, %2, %3 und %4</translation>
    </message>
    <message>
        <source>Nothing: %1, %2, %3, %4 and %5</source>
        <translation>Nichts: %1, %2, %3, %4 und %5</translation>
    </message>
    <message>
        <source>High card</source>
        <translation>Höchste Zahl</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Flush</translation>
    </message>
    <message>
        <source>Straight Flush</source>
        <translation>Straight Flush</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <translation>Fünfling</translation>
    </message>
    <message>
        <source>Five-of-a-kind flush</source>
        <translation>Fünfling-Flush</translation>
    </message>
</context>
<context>
    <name>knobel::HimmelUndHoelle</name>
    <message>
        <source>%1 throws %2 and %3: %4 + %5 = %6; %1 has %7.</source>
        <translation>%1 wirft %2 und %3: %4 + %5 = %6; %1 hat %7.</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>%1 gewinnt mit %n Punkt.</numerusform>
            <numerusform>%1 gewinnt mit %n Punkten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s).</source>
        <translation>
            <numerusform>%1 teilen sich den Sieg mit %n Punkt.</numerusform>
            <numerusform>%1 teilen sich den Sieg mit %n Punkten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in all (last throw %2)</source>
        <translation>%1 insgesamt (letzter Wurf %2)</translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n round(s).</source>
        <translation>
            <numerusform>Das Spiel ist nach %n Runde aus.</numerusform>
            <numerusform>Das Spiel ist nach %n Runden aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: %3 throws the two dice.</source>
        <translation>Runde %1 von %2: %3 wirft die zwei Würfel.</translation>
    </message>
    <message>
        <source>%1 throws the two dice.</source>
        <translation>%1 wirft die zwei Würfel.</translation>
    </message>
</context>
<context>
    <name>knobel::HinUndHer</name>
    <message numerus="yes">
        <source>%n number(s) struck</source>
        <translation>
            <numerusform>%n Zahl gestrichen</numerusform>
            <numerusform>%n Zahlen gestrichen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has struck all six numbers and wins.</source>
        <translation>%1 hat alle sechs Zahlen gestrichen und gewinnt.</translation>
    </message>
    <message numerus="yes">
        <source>%n struck</source>
        <translation>
            <numerusform>%n gestrichen</numerusform>
            <numerusform>%n gestrichen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has won.</source>
        <translation>%1 hat gewonnen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 throws, with %n number(s) struck.</source>
        <translation>
            <numerusform>%1 würfelt, %n Zahl ist gestrichen.</numerusform>
            <numerusform>%1 würfelt, %n Zahlen sind gestrichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 passes the die.</source>
        <translation>%1 gibt den Würfel weiter.</translation>
    </message>
    <message>
        <source>%1 throws the die.</source>
        <translation>%1 würfelt.</translation>
    </message>
    <message>
        <source>%1 throws a %2 and writes it again.</source>
        <translation>%1 wirft eine %2 und schreibt sie wieder an.</translation>
    </message>
    <message>
        <source>%1 throws a %2 and strikes it out.</source>
        <translation>%1 wirft eine %2 und streicht sie durch.</translation>
    </message>
</context>
<context>
    <name>knobel::Hints</name>
    <message>
        <source>What the best computer reckons each choice is worth (higher is better)</source>
        <translation>Was jede Wahl nach Rechnung des besten Computers wert ist (höher ist besser)</translation>
    </message>
</context>
<context>
    <name>knobel::Holdem</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4</source>
        <translation>%1, %2, %3, %4</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, %5</source>
        <translation>%1, %2, %3, %4, %5</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>The chips each player starts with; the ante is 10.</source>
        <translation>Die Chips, mit denen jeder anfängt; der Einsatz zu jedem Blatt ist 10.</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Blätter</translation>
    </message>
    <message>
        <source>End after this many hands and rank by chips; 0 plays until one player has all the chips.</source>
        <translation>Nach so vielen Blättern endet das Spiel, gewertet nach Chips; 0 spielt, bis einer alle Chips hat.</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n Chip</numerusform>
            <numerusform>%n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 – %3.</source>
        <translation>%1: %2 – %3.</translation>
    </message>
    <message>
        <source>Hand %1: %2 has a Five-of-a-kind flush and takes every pot at once: %3 chips.</source>
        <translation>Blatt %1: %2 hat einen Fünfling-Flush und nimmt sofort alle Pötte: %3 Chips.</translation>
    </message>
    <message>
        <source>Hand %1: %2 takes back %3 chips.</source>
        <translation>Blatt %1: %2 nimmt %3 Chips zurück.</translation>
    </message>
    <message>
        <source>Hand %1: %2 takes %3 chips.</source>
        <translation>Blatt %1: %2 nimmt %3 Chips.</translation>
    </message>
    <message>
        <source>%1 has no chips left and leaves the table.</source>
        <translation>%1 hat keine Chips mehr und scheidet aus.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>%1 deals.</source>
        <translation>%1 gibt.</translation>
    </message>
    <message>
        <source>%1, call, raise or fold.</source>
        <translation>%1, mitgehen, erhöhen oder aussteigen.</translation>
    </message>
    <message>
        <source>%1, check or bet.</source>
        <translation>%1, schieben oder setzen.</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) drawn from the bag for the table.</source>
        <translation>
            <numerusform>%n Würfel aus dem Sack für den Tisch gezogen.</numerusform>
            <numerusform>%n Würfel aus dem Sack für den Tisch gezogen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) drawn from the bag for %1&apos;s cup.</source>
        <translation>
            <numerusform>%n Würfel aus dem Sack für den Becher von %1 gezogen.</numerusform>
            <numerusform>%n Würfel aus dem Sack für den Becher von %1 gezogen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drawn dice are thrown.</source>
        <translation>Die gezogenen Würfel werden geworfen.</translation>
    </message>
    <message>
        <source>Everyone checked: the flop is thrown again: %1.</source>
        <translation>Alle haben geschoben: Der Flop wird noch einmal geworfen: %1.</translation>
    </message>
    <message>
        <source>The flop: %1.</source>
        <translation>Der Flop: %1.</translation>
    </message>
    <message>
        <source>The turn: %1.</source>
        <translation>Der Turn: %1.</translation>
    </message>
    <message>
        <source>The river: %1.</source>
        <translation>Der River: %1.</translation>
    </message>
    <message>
        <source>%1&apos;s pocket dice fall under the cup.</source>
        <translation>Die Pocketwürfel von %1 fallen unter den Becher.</translation>
    </message>
    <message>
        <source>%1 checks.</source>
        <translation>%1 schiebt.</translation>
    </message>
    <message>
        <source>%1 bets %2.</source>
        <translation>%1 setzt %2.</translation>
    </message>
    <message>
        <source>%1 calls.</source>
        <translation>%1 geht mit.</translation>
    </message>
    <message>
        <source>%1 raises by %2.</source>
        <translation>%1 erhöht um %2.</translation>
    </message>
    <message>
        <source>%1 folds.</source>
        <translation>%1 steigt aus.</translation>
    </message>
    <message>
        <source>Your chance to win now: %1 % (counted exactly). A call costs %2 chips, the pot pays %3. Chips each choice is worth at that chance:</source>
        <translation>Deine Gewinnchance jetzt: %1 % (genau gezählt). Mitgehen kostet %2 Chips, der Pott zahlt %3. Was jede Wahl bei dieser Chance in Chips wert ist:</translation>
    </message>
    <message>
        <source>Your chance to win now: %1 % (± %2, sampled). A call costs %3 chips, the pot pays %4. Chips each choice is worth at that chance:</source>
        <translation>Deine Gewinnchance jetzt: %1 % (± %2, aus Stichproben). Mitgehen kostet %3 Chips, der Pott zahlt %4. Was jede Wahl bei dieser Chance in Chips wert ist:</translation>
    </message>
    <message>
        <source>High number</source>
        <translation>Höchste Zahl</translation>
    </message>
    <message>
        <source>One pair</source>
        <translation>Ein Paar</translation>
    </message>
    <message>
        <source>Two pairs</source>
        <translation>Zwei Paare</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Drilling</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Vierling</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Flush</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <translation>Fünfling</translation>
    </message>
    <message>
        <source>Straight Flush</source>
        <translation>Straight Flush</translation>
    </message>
    <message>
        <source>Five-of-a-kind flush</source>
        <translation>Fünfling-Flush</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>%1, %2 to %3</source>
        <translation>%1, %2 bis %3</translation>
    </message>
    <message>
        <source>%1, %2 over %3</source>
        <translation>%1, %2 über %3</translation>
    </message>
    <message>
        <source>%1, %2 and %3</source>
        <translation>%1, %2 und %3</translation>
    </message>
</context>
<context>
    <name>knobel::Jule</name>
    <message numerus="yes">
        <source>%1 has written all six numbers and struck them again, and wins %n chip(s).</source>
        <translation>
            <numerusform>%1 hat alle sechs Zahlen aufgeschrieben und wieder gestrichen und gewinnt %n Chip.</numerusform>
            <numerusform>%1 hat alle sechs Zahlen aufgeschrieben und wieder gestrichen und gewinnt %n Chips.</numerusform>
        </translation>
    </message>
    <message>
        <source>all struck</source>
        <translation>alle gestrichen</translation>
    </message>
    <message>
        <source>writes the %1 next</source>
        <translation>schreibt als Nächstes die %1</translation>
    </message>
    <message>
        <source>strikes the %1 next</source>
        <translation>streicht als Nächstes die %1</translation>
    </message>
    <message>
        <source>%1 has won.</source>
        <translation>%1 hat gewonnen.</translation>
    </message>
    <message>
        <source>%1 throws and needs a %2 to write.</source>
        <translation>%1 würfelt und braucht eine %2 zum Aufschreiben.</translation>
    </message>
    <message>
        <source>%1 throws and needs a %2 to strike.</source>
        <translation>%1 würfelt und braucht eine %2 zum Streichen.</translation>
    </message>
    <message>
        <source>%1 passes the die.</source>
        <translation>%1 gibt den Würfel weiter.</translation>
    </message>
    <message>
        <source>%1 throws the die.</source>
        <translation>%1 würfelt.</translation>
    </message>
    <message>
        <source>%1 throws a %2 but needs a %3.</source>
        <translation>%1 wirft eine %2, braucht aber eine %3.</translation>
    </message>
    <message>
        <source>%1 throws a %2 and writes it down.</source>
        <translation>%1 wirft eine %2 und schreibt sie auf.</translation>
    </message>
    <message>
        <source>%1 throws a %2 and strikes it out.</source>
        <translation>%1 wirft eine %2 und streicht sie aus.</translation>
    </message>
</context>
<context>
    <name>knobel::Levels</name>
    <message>
        <source>beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>good</source>
        <translation>gut</translation>
    </message>
    <message>
        <source>perfect</source>
        <translation>perfekt</translation>
    </message>
</context>
<context>
    <name>knobel::LiarDice</name>
    <message>
        <source>Deals won in this match: %1</source>
        <translation>In dieser Partie gewonnene Spiele: %1</translation>
    </message>
    <message>
        <source>Everyone throws one die for the order.</source>
        <translation>Alle werfen einen Würfel für die Reihenfolge.</translation>
    </message>
    <message>
        <source>%1 and %2 throw one die each: the higher calls.</source>
        <translation>%1 und %2 werfen je einen Würfel: Wer höher wirft, sagt zuerst an.</translation>
    </message>
    <message>
        <source>Both throw their five dice behind the screen.</source>
        <translation>Beide werfen ihre fünf Würfel hinter den Schirm.</translation>
    </message>
    <message>
        <source>%1 calls: announce an exact hand.</source>
        <translation>%1 sagt zuerst an: Sag eine genaue Hand an.</translation>
    </message>
    <message>
        <source>%1 threw: announce a hand higher than %2.</source>
        <translation>%1 hat gewürfelt: Sag eine höhere Hand an als %2.</translation>
    </message>
    <message>
        <source>%1 to answer %2: doubt, or throw again and announce higher.</source>
        <translation>%1 antwortet auf %2: anzweifeln, oder noch einmal würfeln und höher ansagen.</translation>
    </message>
    <message>
        <source>%1 shows five Aces: %2 may try to throw them too.</source>
        <translation>%1 zeigt fünf Asse: %2 darf versuchen, sie auch zu werfen.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 gewinnt die Partie.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 wirft %2.</translation>
    </message>
    <message>
        <source>%1 throws five dice behind the screen.</source>
        <translation>%1 wirft fünf Würfel hinter den Schirm.</translation>
    </message>
    <message>
        <source>%1 announces %2.</source>
        <translation>%1 sagt %2 an.</translation>
    </message>
    <message>
        <source>%1 doubts and lifts the screen.</source>
        <translation>%1 zweifelt an und hebt den Schirm.</translation>
    </message>
    <message>
        <source>%1 keeps a die under the cup.</source>
        <translation>%1 lässt einen Würfel unter dem Becher.</translation>
    </message>
    <message>
        <source>%1 picks up a die.</source>
        <translation>%1 nimmt einen Würfel auf.</translation>
    </message>
    <message>
        <source>%1 stops chasing five Aces.</source>
        <translation>%1 hört mit der Jagd nach fünf Assen auf.</translation>
    </message>
    <message>
        <source>%1 wins the match against %2, %3 deals to %4.</source>
        <translation>%1 gewinnt die Partie gegen %2, %3 zu %4 Spielen.</translation>
    </message>
    <message>
        <source>Deal %1: %2 had %3; the announcement, %4, holds. %2 wins the deal, %5 loses it.</source>
        <translation>Spiel %1: %2 hatte %3; die Ansage, %4, stimmt. %2 gewinnt das Spiel, %5 verliert es.</translation>
    </message>
    <message>
        <source>Deal %1: %2 had %3; the announcement, %4, does not hold. %5 wins the deal, %2 loses it.</source>
        <translation>Spiel %1: %2 hatte %3; die Ansage, %4, stimmt nicht. %5 gewinnt das Spiel, %2 verliert es.</translation>
    </message>
    <message>
        <source>Deal %1: %2 wins the deal with five Aces.</source>
        <translation>Spiel %1: %2 gewinnt das Spiel mit fünf Assen.</translation>
    </message>
    <message>
        <source>Deal %1: both show five Aces; the deal is drawn and played again.</source>
        <translation>Spiel %1: beide zeigen fünf Asse; das Spiel ist unentschieden und wird wiederholt.</translation>
    </message>
    <message>
        <source>Deal %1: %2 wins the deal.</source>
        <translation>Spiel %1: %2 gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>Doubt the call</source>
        <translation>Die Ansage anzweifeln</translation>
    </message>
    <message>
        <source>Announce %1</source>
        <translation>%1 ansagen</translation>
    </message>
    <message>
        <source>Throw all five again, then announce higher</source>
        <translation>Alle fünf noch einmal werfen, dann höher ansagen</translation>
    </message>
    <message>
        <source>Throw %1 again, keep %2, then announce higher</source>
        <translation>%1 noch einmal werfen, %2 behalten, dann höher ansagen</translation>
    </message>
    <message>
        <source>How often the best computer makes each choice here: it mixes them, as a bluffer must</source>
        <translation>Wie oft der beste Computer hier jede Wahl trifft: Er mischt sie, wie es ein Bluffer muss</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) won</source>
        <translation>
            <numerusform>%n Partie gewonnen</numerusform>
            <numerusform>%n Partien gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>a simple honest player</source>
        <translation>ein einfacher, ehrlicher Spieler</translation>
    </message>
    <message>
        <source>%1 puts die %2 back under the cup.</source>
        <translation>%1 legt Würfel %2 zurück unter den Becher.</translation>
    </message>
    <message>
        <source>%1 picks up die %2.</source>
        <translation>%1 nimmt Würfel %2 auf.</translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %n dice again: %2.</source>
        <translation>
            <numerusform>%1 wirft %n Würfel noch einmal: %2.</numerusform>
            <numerusform>%1 wirft %n Würfel noch einmal: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %n dice again.</source>
        <translation>
            <numerusform>%1 wirft %n Würfel noch einmal.</numerusform>
            <numerusform>%1 wirft %n Würfel noch einmal.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 doubts: %2, lift your cup.</source>
        <translation>%1 zweifelt an: %2, heb deinen Becher.</translation>
    </message>
    <message>
        <source>%1 lifts the cup: %2.</source>
        <translation>%1 hebt den Becher: %2.</translation>
    </message>
</context>
<context>
    <name>knobel::ListGroups</name>
    <message>
        <source>Score-sheet games</source>
        <translation>Spiele mit Spielblock</translation>
    </message>
    <message>
        <source>Games with one die</source>
        <translation>Spiele mit einem Würfel</translation>
    </message>
    <message>
        <source>Games with two dice</source>
        <translation>Spiele mit zwei Würfeln</translation>
    </message>
    <message>
        <source>Games with three dice</source>
        <translation>Spiele mit drei Würfeln</translation>
    </message>
    <message>
        <source>Games with five dice</source>
        <translation>Spiele mit fünf Würfeln</translation>
    </message>
    <message>
        <source>Games with six dice</source>
        <translation>Spiele mit sechs Würfeln</translation>
    </message>
    <message>
        <source>Games with poker dice</source>
        <translation>Spiele mit Pokerwürfeln</translation>
    </message>
    <message>
        <source>Betting and bluff</source>
        <translation>Einsatz und Bluff</translation>
    </message>
    <message>
        <source>Played last</source>
        <translation>Zuletzt gespielt</translation>
    </message>
</context>
<context>
    <name>knobel::LustigeSieben</name>
    <message>
        <source>the left side</source>
        <translation>die linke Seite</translation>
    </message>
    <message>
        <source>the right side</source>
        <translation>die rechte Seite</translation>
    </message>
    <message>
        <source>the seven</source>
        <translation>die Sieben</translation>
    </message>
    <message>
        <source>One chip on %1</source>
        <translation>Ein Chip auf die %1</translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n throw(s) of the bank.</source>
        <translation>
            <numerusform>Das Spiel ist nach %n Wurf der Bank aus.</numerusform>
            <numerusform>Das Spiel ist nach %n Würfen der Bank aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws for the bank.</source>
        <translation>%1 würfelt für die Bank.</translation>
    </message>
    <message>
        <source>%1: stake on a number (at least one chip; %2 is the bank).</source>
        <translation>%1: Bitte auf eine Zahl setzen (mindestens einen Chip; %2 ist die Bank).</translation>
    </message>
    <message>
        <source>%1: stake on another number, or stop (%2 is the bank).</source>
        <translation>%1: Auf eine weitere Zahl setzen oder aufhören (%2 ist die Bank).</translation>
    </message>
    <message>
        <source>The bank throws %1 + %2 = %3: %4.</source>
        <translation>Die Bank wirft %1 + %2 = %3: %4.</translation>
    </message>
    <message numerus="yes">
        <source>%1 stakes %n chip(s) on %2.</source>
        <translation>
            <numerusform>%1 setzt %n Chip auf die %2.</numerusform>
            <numerusform>%1 setzt %n Chips auf die %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Das Spiel geht weiter.</translation>
    </message>
    <message>
        <source>%1 stops staking.</source>
        <translation>%1 hört mit dem Setzen auf.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (bank) wins %n chip(s)</source>
        <translation>
            <numerusform>%1 (Bank) gewinnt %n Chip</numerusform>
            <numerusform>%1 (Bank) gewinnt %n Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins %n chip(s)</source>
        <translation>
            <numerusform>%1 gewinnt %n Chip</numerusform>
            <numerusform>%1 gewinnt %n Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (bank) loses %n chip(s)</source>
        <translation>
            <numerusform>%1 (Bank) verliert %n Chip</numerusform>
            <numerusform>%1 (Bank) verliert %n Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n chip(s)</source>
        <translation>
            <numerusform>%1 verliert %n Chip</numerusform>
            <numerusform>%1 verliert %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (bank) is even</source>
        <translation>%1 (Bank) bleibt gleich</translation>
    </message>
    <message>
        <source>%1 is even</source>
        <translation>%1 bleibt gleich</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n chip(s) on 7 stand(s)</source>
        <translation>
            <numerusform>%1, %n Chip auf der 7 bleibt stehen</numerusform>
            <numerusform>%1, %n Chips auf der 7 bleiben stehen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Throw %1: %2.</source>
        <translation>Wurf %1: %2.</translation>
    </message>
    <message>
        <source>Stake nothing more on this throw</source>
        <translation>Für diesen Wurf nichts mehr setzen</translation>
    </message>
    <message>
        <source>Chips a stake of one chip wins (or loses) on each field per throw of the bank, on average</source>
        <translation>Chips, die ein Einsatz von einem Chip auf jedem Feld je Wurf der Bank im Mittel gewinnt (oder verliert)</translation>
    </message>
</context>
<context>
    <name>knobel::Ohio</name>
    <message>
        <source>Ones</source>
        <translation>Einser</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Zweier</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Dreier</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Vierer</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Fünfer</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Sechser</translation>
    </message>
    <message>
        <source>Ohio</source>
        <translation>Ohio</translation>
    </message>
</context>
<context>
    <name>knobel::OpenPoker</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Round %1: %2 have the same hand, %3; the pot stays and they throw again.</source>
        <translation>Runde %1: %2 haben dieselbe Kombination, %3; der Einsatz bleibt stehen, und sie tragen eine Stichrunde aus.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: the others fold; %2 takes the pot of %n chip(s).</source>
        <translation>
            <numerusform>Runde %1: Die anderen passen; %2 kassiert den Pott von %n Chip.</numerusform>
            <numerusform>Runde %1: Die anderen passen; %2 kassiert den Pott von %n Chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 takes the pot of %n chip(s) with %3.</source>
        <translation>
            <numerusform>Runde %1: %2 kassiert den Pott von %n Chip mit %3.</numerusform>
            <numerusform>Runde %1: %2 kassiert den Pott von %n Chips mit %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 share the pot of %n chip(s) with %3.</source>
        <translation>
            <numerusform>Runde %1: %2 teilen sich den Pott von %n Chip mit %3.</numerusform>
            <numerusform>Runde %1: %2 teilen sich den Pott von %n Chips mit %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n round(s).</source>
        <translation>
            <numerusform>Das Spiel ist nach %n Runde vorbei.</numerusform>
            <numerusform>Das Spiel ist nach %n Runden vorbei.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, raise the stake or not.</source>
        <translation>%1, den Einsatz erhöhen oder nicht.</translation>
    </message>
    <message>
        <source>%1, call the raise of %2 or fold.</source>
        <translation>%1, die Erhöhung um %2 mitgehen oder aussteigen.</translation>
    </message>
    <message>
        <source>Tie round: %1, throw the dice.</source>
        <translation>Stichrunde: %1, bitte würfeln.</translation>
    </message>
    <message>
        <source>%1, throw the dice.</source>
        <translation>%1, bitte würfeln.</translation>
    </message>
    <message>
        <source>%1, keep one to four dice and throw again, or stop.</source>
        <translation>%1, 1 bis 4 Würfel stehen lassen und nochmal würfeln, oder aufhören.</translation>
    </message>
    <message>
        <source>%1, keep dice and throw again, or stop.</source>
        <translation>%1, Würfel behalten und nochmal würfeln, oder aufhören.</translation>
    </message>
    <message>
        <source>%1 throws again.</source>
        <translation>%1 würfelt noch einmal.</translation>
    </message>
    <message>
        <source>%1 throws the dice.</source>
        <translation>%1 würfelt.</translation>
    </message>
    <message>
        <source>%1 throws %2.</source>
        <translation>%1 wirft %2.</translation>
    </message>
    <message>
        <source>%1 keeps die %2.</source>
        <translation>%1 lässt Würfel %2 stehen.</translation>
    </message>
    <message>
        <source>%1 takes die %2 back.</source>
        <translation>%1 nimmt Würfel %2 zurück.</translation>
    </message>
    <message>
        <source>%1 stops.</source>
        <translation>%1 hört auf.</translation>
    </message>
    <message>
        <source>%1 checks: no raise.</source>
        <translation>%1 schiebt: keine Erhöhung.</translation>
    </message>
    <message>
        <source>%1 bets %2 more: the stake is now %3.</source>
        <translation>%1 setzt %2 nach: Der Einsatz ist jetzt %3.</translation>
    </message>
    <message>
        <source>%1 calls.</source>
        <translation>%1 geht mit.</translation>
    </message>
    <message>
        <source>%1 folds.</source>
        <translation>%1 steigt aus.</translation>
    </message>
    <message>
        <source>Do not raise</source>
        <translation>Nicht erhöhen</translation>
    </message>
    <message>
        <source>Raise by %1</source>
        <translation>Um %1 erhöhen</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Mitgehen</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Aussteigen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Aufhören</translation>
    </message>
    <message>
        <source>Throw all five again</source>
        <translation>Alle fünf nochmal werfen</translation>
    </message>
    <message>
        <source>Keep %1, throw the rest</source>
        <translation>%1 stehen lassen, den Rest werfen</translation>
    </message>
    <message>
        <source>Chips each choice is expected to bring back from the pot, less what it puts in</source>
        <translation>Chips, die jede Wahl im Mittel aus dem Pott zurückbringt, abzüglich dessen, was sie hineinlegt</translation>
    </message>
    <message>
        <source>Your chance to win the round after each choice (a tie counts half)</source>
        <translation>Deine Chance, die Runde zu gewinnen, nach jeder Wahl (ein Gleichstand zählt halb)</translation>
    </message>
</context>
<context>
    <name>knobel::Options</name>
    <message>
        <source>Column values</source>
        <translation>Wert der Reihen</translation>
    </message>
    <message>
        <source>The chips won with the first, second and third column.</source>
        <translation>Die Chips, die die erste, zweite und dritte Reihe einbringen.</translation>
    </message>
    <message>
        <source>Head multiplier</source>
        <translation>Faktor für Head</translation>
    </message>
    <message>
        <source>A player who wins all three columns (Head) receives this many times the columns&apos; value.</source>
        <translation>Wer alle drei Reihen gewinnt (Head), erhält so viel Mal den Wert der Reihen.</translation>
    </message>
    <message>
        <source>Set aside is final</source>
        <translation>Stehen gelassen bleibt stehen</translation>
    </message>
    <message>
        <source>A die that stayed aside during a throw cannot be taken back into the cup.</source>
        <translation>Ein Würfel, der bei einem Wurf stehen blieb, darf nicht mehr in den Becher zurück.</translation>
    </message>
    <message>
        <source>Only the first throw serves</source>
        <translation>Nur der erste Wurf serviert</translation>
    </message>
    <message>
        <source>A combination counts as served only from the first throw of a turn, not from a later throw of all five dice.</source>
        <translation>Eine Kombination gilt nur im ersten Wurf als serviert, nicht in einem späteren Wurf mit allen fünf Würfeln.</translation>
    </message>
    <message>
        <source>Two sixes make an ace</source>
        <translation>Zwei Sechser werden zur 1</translation>
    </message>
    <message>
        <source>The bank passes on</source>
        <translation>Die Bank geht weiter</translation>
    </message>
    <message>
        <source>After each throw the next player becomes the bank.</source>
        <translation>Nach jedem Wurf wird der nächste Spieler die Bank.</translation>
    </message>
    <message>
        <source>Throws</source>
        <translation>Würfe</translation>
    </message>
    <message>
        <source>How many throws of the bank the game lasts.</source>
        <translation>Wie viele Würfe der Bank das Spiel dauert.</translation>
    </message>
    <message>
        <source>Highest stake</source>
        <translation>Höchster Einsatz</translation>
    </message>
    <message>
        <source>The most chips a player puts on one field for one throw.</source>
        <translation>Die meisten Chips, die ein Spieler für einen Wurf auf ein Feld setzt.</translation>
    </message>
    <message>
        <source>Everyone stakes</source>
        <translation>Alle setzen</translation>
    </message>
    <message>
        <source>Every player but the bank has at least one chip on the board for each throw.</source>
        <translation>Jeder Spieler außer der Bank hat bei jedem Wurf mindestens einen Chip auf dem Spielplan.</translation>
    </message>
    <message>
        <source>Best of</source>
        <translation>Spiele je Partie</translation>
    </message>
    <message>
        <source>A match is won by the first to win two of three or three of five deals.</source>
        <translation>Eine Partie gewinnt, wer zuerst zwei von drei oder drei von fünf Spielen gewinnt.</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Pip dice</source>
        <translation>Augenwürfel</translation>
    </message>
    <message>
        <source>Play with ordinary dice; the One counts above the Six, straights are 2-3-4-5-6 (high) and 1-2-3-4-5 (low).</source>
        <translation>Mit gewöhnlichen Würfeln spielen; die Eins zählt über der Sechs, Straßen sind 2-3-4-5-6 (hoch) und 1-2-3-4-5 (niedrig).</translation>
    </message>
    <message>
        <source>Straights count</source>
        <translation>Straßen zählen</translation>
    </message>
    <message>
        <source>Five dice in sequence rank between a full house and three alike.</source>
        <translation>Fünf Würfel in Folge stehen zwischen Full House und Drilling.</translation>
    </message>
    <message>
        <source>Minimum stake</source>
        <translation>Mindesteinsatz</translation>
    </message>
    <message>
        <source>The ante of each player and the smallest bet or raise.</source>
        <translation>Der Grundeinsatz jedes Spielers und der kleinste Einsatz oder die kleinste Erhöhung.</translation>
    </message>
    <message>
        <source>Maximum stake</source>
        <translation>Höchsteinsatz</translation>
    </message>
    <message>
        <source>The largest bet or raise; at least the minimum.</source>
        <translation>Der größte Einsatz oder die größte Erhöhung; mindestens das Minimum.</translation>
    </message>
    <message>
        <source>Bet before the second player</source>
        <translation>Wetten vor dem zweiten Spieler</translation>
    </message>
    <message>
        <source>A betting round comes before the second player&apos;s first throw.</source>
        <translation>Vor dem ersten Wurf des zweiten Spielers gibt es eine Wettrunde.</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Two players: how many deals a game has; the first thrower alternates.</source>
        <translation>Zwei Spieler: wie viele Spiele eine Partie hat; wer zuerst wirft, wechselt.</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Siegesprämie</translation>
    </message>
    <message>
        <source>Three or more players: what the first to five round wins receives from each other player, besides the difference of the rounds won.</source>
        <translation>Drei und mehr Spieler: was der erste mit fünf Rundensiegen von jedem anderen Spieler erhält, dazu die Differenz der gewonnenen Runden.</translation>
    </message>
    <message>
        <source>Five alike count as four of a kind</source>
        <translation>Fünf Gleiche zählen als Poker</translation>
    </message>
    <message>
        <source>Five dice alike may be written in the Four of a kind row.</source>
        <translation>Fünf gleiche Würfel dürfen in die Reihe Poker geschrieben werden.</translation>
    </message>
    <message>
        <source>Five alike count as a full house</source>
        <translation>Fünf Gleiche zählen als Full House</translation>
    </message>
    <message>
        <source>Five dice alike may be written in the Full house row.</source>
        <translation>Fünf gleiche Würfel dürfen in die Reihe Full House geschrieben werden.</translation>
    </message>
    <message>
        <source>Contra and Recontra</source>
        <translation>Contra und Recontra</translation>
    </message>
    <message>
        <source>Two players: before his turn a player may double the stake; the other plays on at the double stake or gives up. Doublings alternate.</source>
        <translation>Zwei Spieler: Vor seinem Zug darf ein Spieler den Einsatz verdoppeln; der andere spielt mit doppeltem Einsatz weiter oder gibt auf. Die Ansagen wechseln ab.</translation>
    </message>
    <message>
        <source>Doppelhand</source>
        <translation>Doppelhand</translation>
    </message>
    <message>
        <source>Two turns for each box: the first turn&apos;s dice wait beside the tray, and the second turn writes one box with the better of the two. For a team of two at one sheet, each plays one of the turns.</source>
        <translation>Zwei Wurfgänge für jedes Feld: Die Würfel des ersten warten neben dem Brett, der zweite trägt ein Feld mit dem besseren der beiden ein. Bei Teams von zwei Spielern an einem Zettel spielt jeder einen der beiden.</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Reihen</translation>
    </message>
    <message>
        <source>Two columns: the first is played as usual; then the second is written from the top down, with a Served row for any served combination, and the sums run down both columns. The winner receives the difference of the sums.</source>
        <translation>Zwei Reihen: Die erste wird wie üblich ausgefüllt, danach die zweite von oben nach unten, mit einem Feld Serviert für jede servierte Schrift, und die Summe läuft über beide Reihen. Der Sieger erhält die Differenz der Summen.</translation>
    </message>
    <message>
        <source>Matches in the session. With three or more players the winner stays and the loser goes to the end of the waiting list (chouette); a session has at least one match per player after the first, so that everyone plays.</source>
        <translation>Partien der Sitzung. Bei drei oder mehr Spielern bleibt der Gewinner am Platz, der Verlierer reiht sich am Ende der Warteliste ein (Chouette); eine Sitzung hat mindestens eine Partie je Spieler nach dem ersten, damit jeder spielt.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>How many rounds the game lasts; each round is settled, and the next player begins the next.</source>
        <translation>Wie viele Runden das Spiel dauert; jede Runde wird abgerechnet, und der nächste Spieler beginnt die nächste.</translation>
    </message>
    <message>
        <source>After the first or second throw, with a throw left, two sixes may become one die showing 1 that stays; the other die goes with the next throw, which counts as usual.</source>
        <translation>Nach dem ersten oder zweiten Wurf, wenn noch ein Wurf bleibt, dürfen zwei Sechser zu einem Würfel mit der 1 werden, der stehen bleibt; der andere Würfel geht mit dem nächsten Wurf, der wie jeder Wurf zählt.</translation>
    </message>
    <message>
        <source>Losers pay for their numbers</source>
        <translation>Verlierer zahlen für ihre Zahlen</translation>
    </message>
    <message>
        <source>The others pay the winner a chip for each number they have not struck, instead of the winner paying them (the booklet&apos;s text has the winner pay).</source>
        <translation>Die anderen zahlen dem Sieger einen Chip für jede Zahl, die sie nicht gestrichen haben, statt dass der Sieger sie ihnen zahlt (im Text des Heftes zahlt der Sieger).</translation>
    </message>
    <message>
        <source>Turns as maker</source>
        <translation>Spiele als Macher</translation>
    </message>
    <message>
        <source>How often each player is the maker; the game passes on to the left.</source>
        <translation>Wie oft jeder Spielmacher ist; das Spiel geht nach links weiter.</translation>
    </message>
    <message>
        <source>The most chips the maker stakes in one game; the others cover the same amount together.</source>
        <translation>Die meisten Chips, die der Macher in einem Spiel setzt; die anderen halten zusammen denselben Betrag dagegen.</translation>
    </message>
    <message>
        <source>Stake divides evenly</source>
        <translation>Einsatz geht glatt auf</translation>
    </message>
    <message>
        <source>The stake must divide evenly among the players who cover it; otherwise the players nearest the maker&apos;s left cover the odd chips.</source>
        <translation>Der Einsatz muss sich gleichmäßig auf die Gegenspieler verteilen lassen; sonst decken die Spieler links vom Macher die übrigen Chips.</translation>
    </message>
    <message>
        <source>How many rounds the game lasts; each player throws once a round.</source>
        <translation>Wie viele Runden das Spiel dauert; jeder wirft einmal pro Runde.</translation>
    </message>
    <message>
        <source>Multiply and divide</source>
        <translation>Multiplizieren und dividieren</translation>
    </message>
    <message>
        <source>The numbers may also be formed with × and ÷, where every division comes out whole.</source>
        <translation>Die Zahlen dürfen auch mit × und ÷ gebildet werden; jede Division muss glatt aufgehen.</translation>
    </message>
    <message>
        <source>In a round played high, after the first or second throw, with a throw left, two sixes may become one die showing 1 that stays; the other die goes with the next throw.</source>
        <translation>In einer Runde, die hoch gespielt wird, dürfen nach dem ersten oder zweiten Wurf, mit einem Wurf übrig, zwei Sechser zu einem Würfel mit der 1 werden, der stehen bleibt; der andere Würfel geht mit dem nächsten Wurf.</translation>
    </message>
    <message>
        <source>Keep two dice</source>
        <translation>Zwei Würfel stehen lassen</translation>
    </message>
    <message>
        <source>In the second and third throw up to two dice may stand; otherwise every throw is of all three.</source>
        <translation>Beim zweiten und dritten Wurf dürfen bis zu zwei Würfel stehen bleiben; sonst wird immer mit allen dreien geworfen.</translation>
    </message>
    <message>
        <source>How many rounds the game lasts; each round won is a point, and the most points win.</source>
        <translation>Wie viele Runden das Spiel dauert; jede gewonnene Runde ist ein Punkt, die meisten Punkte gewinnen.</translation>
    </message>
    <message>
        <source>The most chips a player stakes on one throw of the bank.</source>
        <translation>Die meisten Chips, die ein Spieler auf einen Wurf der Bank setzt.</translation>
    </message>
    <message>
        <source>Every player but the bank stakes at least one chip on each throw.</source>
        <translation>Jeder Spieler außer der Bank setzt auf jeden Wurf mindestens einen Chip.</translation>
    </message>
    <message>
        <source>Scoring for equal hands</source>
        <translation>Wertung bei gleichen Kombinationen</translation>
    </message>
    <message>
        <source>Equal hands are decided by the sum of their dice. A: Nine 9, Ten 10, Jack 11, Queen 12, King 13, Ace 14. B: 9, 10, 2, 3, 4, 11. C: 1, 2, 3, 4, 5, 11. Still equal: the pot is shared.</source>
        <translation>Bei gleicher Kombination entscheidet die Summe der Würfel. A: Neun 9, Zehn 10, Bube 11, Dame 12, König 13, As 14. B: 9, 10, 2, 3, 4, 11. C: 1, 2, 3, 4, 5, 11. Immer noch gleich: Der Pott wird geteilt.</translation>
    </message>
    <message>
        <source>What every player puts into the pot at the start of a round.</source>
        <translation>Was jeder Spieler zu Beginn einer Runde in die Kasse setzt.</translation>
    </message>
    <message>
        <source>The most each player&apos;s stake in the pot may be raised to in a round; at least the minimum.</source>
        <translation>Bis wohin der Einsatz jedes Spielers in einer Runde höchstens erhöht werden darf; mindestens der Mindesteinsatz.</translation>
    </message>
    <message>
        <source>How many rounds the game lasts; each round&apos;s pot goes to its best hand.</source>
        <translation>Wie viele Runden das Spiel dauert; den Pott jeder Runde bekommt ihre beste Kombination.</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <source>What every player pays into the pot at the start of a round, and the most one raise adds.</source>
        <translation>Was jeder Spieler zu Beginn einer Runde in die Kasse zahlt, und das Meiste, um das einmal erhöht werden darf.</translation>
    </message>
    <message>
        <source>Raising</source>
        <translation>Erhöhen</translation>
    </message>
    <message>
        <source>Right after his throw a player may raise by up to the stake; the others still in call or fold.</source>
        <translation>Gleich nach seinem Wurf darf ein Spieler um bis zu den Einsatz erhöhen; die anderen, die noch dabei sind, gehen mit oder passen.</translation>
    </message>
    <message>
        <source>Throw all five again</source>
        <translation>Alle fünf nochmal werfen</translation>
    </message>
    <message>
        <source>In the second and third throw all five dice may be thrown again; otherwise one to four must stand.</source>
        <translation>Im zweiten und dritten Wurf dürfen alle fünf Würfel neu geworfen werden; sonst müssen 1 bis 4 stehen bleiben.</translation>
    </message>
    <message>
        <source>Most throws</source>
        <translation>Würfe höchstens</translation>
    </message>
    <message>
        <source>The bank announces the end five throws ahead, at the latest so that the game ends after this many throws.</source>
        <translation>Die Bank kündigt das Ende fünf Würfe vorher an, spätestens so, dass das Spiel nach so vielen Würfen endet.</translation>
    </message>
    <message>
        <source>The chips each player stakes in a round; the bank stakes nothing.</source>
        <translation>Die Chips, die jeder Spieler in einer Runde setzt; der Bankhalter setzt nichts.</translation>
    </message>
    <message>
        <source>A remainder loses the stake</source>
        <translation>Ein Rest kostet den Einsatz</translation>
    </message>
    <message>
        <source>A player who leaves ÷ for the fifth die and has a remainder there loses the stake to the bank (and is out of the round&apos;s comparison).</source>
        <translation>Wer die Division für den fünften Würfel übrig lässt und dort einen Rest hat, verliert seinen Einsatz an den Bankhalter (und scheidet aus dem Vergleich der Runde aus).</translation>
    </message>
    <message>
        <source>Hidden throws</source>
        <translation>Verdeckt würfeln</translation>
    </message>
    <message>
        <source>Played as Verdecktes Würfelpoker: one throw under the cup, an announced hand, doubts. Off: as Offenes Würfelpoker, up to three open throws and raising.</source>
        <translation>Gespielt wie verdecktes Würfelpoker: ein Wurf unter dem Becher, eine Ansage, Zweifel. Aus: wie offenes Würfelpoker, bis zu drei offene Würfe und Erhöhen.</translation>
    </message>
    <message>
        <source>Open throws only: what every player puts into the pot at the start of a round (hidden: 1 chip).</source>
        <translation>Nur offen gewürfelt: was jeder zu Beginn einer Runde in die Kasse setzt (verdeckt: 1 Chip).</translation>
    </message>
    <message>
        <source>Open throws only: the most each player&apos;s stake in the pot may be raised to in a round; at least the minimum.</source>
        <translation>Nur offen gewürfelt: bis wohin der Einsatz jedes Spielers in einer Runde erhöht werden darf; mindestens der Mindesteinsatz.</translation>
    </message>
    <message>
        <source>Open throws only: in the second and third throw all five dice may be thrown again; otherwise one to four must stand.</source>
        <translation>Nur offen gewürfelt: Im zweiten und dritten Wurf dürfen alle fünf Würfel neu geworfen werden; sonst müssen ein bis vier stehen bleiben.</translation>
    </message>
</context>
<context>
    <name>knobel::Pasch</name>
    <message>
        <source>%1 throws the three dice.</source>
        <translation>%1 würfelt mit den drei Würfeln.</translation>
    </message>
    <message>
        <source>%1 throws %2: no pair; %1 stays at %3.</source>
        <translation>%1 würfelt %2: kein Pasch; %1 bleibt bei %3.</translation>
    </message>
    <message>
        <source>%1 throws %2: three alike, 4 × %3 = %4; %1 has %5.</source>
        <translation>%1 würfelt %2: Dreierpasch, 4 × %3 = %4; %1 hat %5.</translation>
    </message>
    <message>
        <source>%1 throws %2: the pair of %3s scores %4; %1 has %5.</source>
        <translation>%1 würfelt %2: der Pasch %3-%3 zählt %4; %1 hat %5.</translation>
    </message>
</context>
<context>
    <name>knobel::PlusMinus</name>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>%1 throws %2: throw %3 of 9 is subtracted, %1 has %4.</source>
        <translation>%1 wirft %2: Wurf %3 von 9 wird abgezogen, %1 hat %4.</translation>
    </message>
    <message>
        <source>%1 throws %2: throw %3 of 9 is added, %1 has %4.</source>
        <translation>%1 wirft %2: Wurf %3 von 9 wird addiert, %1 hat %4.</translation>
    </message>
    <message>
        <source>%1 wins with a total of %2.</source>
        <translation>%1 gewinnt mit einer Summe von %2.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 share the win with a total of %2.</source>
        <translation>%1 teilen sich den Sieg mit einer Summe von %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 after %n throw(s)</source>
        <translation>
            <numerusform>%1 nach %n Wurf</numerusform>
            <numerusform>%1 nach %n Würfen</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over: everyone has thrown nine times.</source>
        <translation>Das Spiel ist aus: Alle haben neunmal geworfen.</translation>
    </message>
    <message>
        <source>%1 throws, throw %2 of 9: this throw is subtracted.</source>
        <translation>%1 würfelt, Wurf %2 von 9: Dieser Wurf wird abgezogen.</translation>
    </message>
    <message>
        <source>%1 throws, throw %2 of 9: this throw is added.</source>
        <translation>%1 würfelt, Wurf %2 von 9: Dieser Wurf wird addiert.</translation>
    </message>
    <message>
        <source>%1 throws the die.</source>
        <translation>%1 wirft den Würfel.</translation>
    </message>
</context>
<context>
    <name>knobel::PokerDice</name>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <source>%1, call, raise or fold.</source>
        <translation>%1, mitgehen, erhöhen oder aussteigen.</translation>
    </message>
    <message>
        <source>%1, check or bet.</source>
        <translation>%1, schieben oder setzen.</translation>
    </message>
    <message>
        <source>%1, throw the dice.</source>
        <translation>%1, bitte würfeln.</translation>
    </message>
    <message>
        <source>%1, keep dice and throw again, or stop.</source>
        <translation>%1, Würfel behalten und nochmal würfeln, oder aufhören.</translation>
    </message>
    <message>
        <source>%1 throws %2.</source>
        <translation>%1 wirft %2.</translation>
    </message>
    <message>
        <source>%1 stops.</source>
        <translation>%1 hört auf.</translation>
    </message>
    <message>
        <source>%1 checks.</source>
        <translation>%1 schiebt.</translation>
    </message>
    <message>
        <source>%1 bets %2.</source>
        <translation>%1 setzt %2.</translation>
    </message>
    <message>
        <source>%1 calls.</source>
        <translation>%1 geht mit.</translation>
    </message>
    <message>
        <source>%1 raises by %2.</source>
        <translation>%1 erhöht um %2.</translation>
    </message>
    <message>
        <source>%1 folds.</source>
        <translation>%1 steigt aus.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Aufhören</translation>
    </message>
    <message>
        <source>Throw all five again</source>
        <translation>Alle fünf nochmal werfen</translation>
    </message>
    <message>
        <source>Keep %1, throw the rest</source>
        <translation>%1 behalten, den Rest werfen</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Schieben</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Mitgehen</translation>
    </message>
    <message>
        <source>Raise by %1</source>
        <translation>Um %1 erhöhen</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Aussteigen</translation>
    </message>
    <message>
        <source>%1 keeps die %2.</source>
        <translation>%1 lässt Würfel %2 stehen.</translation>
    </message>
    <message>
        <source>%1 takes die %2 back.</source>
        <translation>%1 nimmt Würfel %2 zurück.</translation>
    </message>
    <message>
        <source>%1 throws again.</source>
        <translation>%1 würfelt noch einmal.</translation>
    </message>
    <message>
        <source>%1 throws the dice.</source>
        <translation>%1 würfelt.</translation>
    </message>
    <message numerus="yes">
        <source>Deal %1: %2 folds; %3 wins the pot of %n chip(s).</source>
        <translation>
            <numerusform>Spiel %1: %2 steigt aus; %3 gewinnt den Pott von %n Chip.</numerusform>
            <numerusform>Spiel %1: %2 steigt aus; %3 gewinnt den Pott von %n Chips.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal %1: a draw with %2; each takes back the stake.</source>
        <translation>Spiel %1: unentschieden mit %2; jeder nimmt seinen Einsatz zurück.</translation>
    </message>
    <message numerus="yes">
        <source>Deal %1: %2 wins the pot of %n chip(s) with %3 against %4.</source>
        <translation>
            <numerusform>Spiel %1: %2 gewinnt den Pott von %n Chip mit %3 gegen %4.</numerusform>
            <numerusform>Spiel %1: %2 gewinnt den Pott von %n Chips mit %3 gegen %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1: nobody wins; the best hand, %2, is shared.</source>
        <translation>Runde %1: Niemand gewinnt; die beste Hand, %2, haben mehrere.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 wins with %3 (%n round win(s)).</source>
        <translation>
            <numerusform>Runde %1: %2 gewinnt mit %3 (%n Rundensieg).</numerusform>
            <numerusform>Runde %1: %2 gewinnt mit %3 (%n Rundensiege).</numerusform>
        </translation>
    </message>
    <message>
        <source>Chips the best computer expects you to win in this deal after each choice</source>
        <translation>Chips, die du nach Rechnung des besten Computers in diesem Spiel mit jeder Wahl gewinnst</translation>
    </message>
    <message>
        <source>Your chance to win the round after each choice</source>
        <translation>Deine Chance, die Runde zu gewinnen, nach jeder Wahl</translation>
    </message>
</context>
<context>
    <name>knobel::Quinze</name>
    <message>
        <source>out with %1</source>
        <translation>ausgeschieden mit %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %n throw(s)</source>
        <translation>
            <numerusform>%1 in %n Wurf</numerusform>
            <numerusform>%1 in %n Würfen</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1: everyone is out; nobody pays.</source>
        <translation>Runde %1: Alle sind ausgeschieden; niemand zahlt.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 wins with %3 and receives %n chip(s).</source>
        <translation>
            <numerusform>Runde %1: %2 gewinnt mit %3 und erhält %n Chip.</numerusform>
            <numerusform>Runde %1: %2 gewinnt mit %3 und erhält %n Chips.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 share the round with %3 and %n chip(s) between them.</source>
        <translation>
            <numerusform>Runde %1: %2 teilen sich die Runde mit %3 und zusammen %n Chip.</numerusform>
            <numerusform>Runde %1: %2 teilen sich die Runde mit %3 und zusammen %n Chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n round(s).</source>
        <translation>
            <numerusform>Das Spiel ist nach %n Runde vorbei.</numerusform>
            <numerusform>Das Spiel ist nach %n Runden vorbei.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: throw the die.</source>
        <translation>%1: Würfle.</translation>
    </message>
    <message>
        <source>%1 has %2: throw again or stop (above 15 is out).</source>
        <translation>%1 hat %2: noch einmal würfeln oder aufhören (über 15 scheidet aus).</translation>
    </message>
    <message>
        <source>%1 throws the die.</source>
        <translation>%1 würfelt.</translation>
    </message>
    <message>
        <source>%1 throws again.</source>
        <translation>%1 würfelt noch einmal.</translation>
    </message>
    <message>
        <source>%1 throws %2.</source>
        <translation>%1 wirft %2.</translation>
    </message>
    <message>
        <source>%1 stops.</source>
        <translation>%1 hört auf.</translation>
    </message>
    <message>
        <source>%1 moves the die.</source>
        <translation>%1 bewegt den Würfel.</translation>
    </message>
    <message>
        <source>The chips you can expect from this round after each choice</source>
        <translation>Die Chips, die du nach jeder Wahl aus dieser Runde erwarten kannst</translation>
    </message>
</context>
<context>
    <name>knobel::RealDice</name>
    <message>
        <source>%1 is not a colour of the bag&apos;s dice (r b w y, German r s w g).</source>
        <translation>%1 ist keine Farbe der Würfel im Sack (r s w g, englisch r b w y).</translation>
    </message>
    <message>
        <source>%1 is a poker die&apos;s face; these dice show 1 to 6.</source>
        <translation>%1 ist ein Bild der Pokerwürfel; diese Würfel zeigen 1 bis 6.</translation>
    </message>
    <message>
        <source>%1 is not a face of poker dice (9 10 J Q K A, German 9 10 B D K A).</source>
        <translation>%1 ist kein Bild der Pokerwürfel (9 10 B D K A, englisch 9 10 J Q K A).</translation>
    </message>
    <message>
        <source>%1 is not a face of these dice (1 to 6).</source>
        <translation>%1 ist keine Augenzahl dieser Würfel (1 bis 6).</translation>
    </message>
    <message>
        <source>Type the faces of the dice thrown.</source>
        <translation>Tipp die Augen der geworfenen Würfel ein.</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) to throw now, not %1.</source>
        <translation>
            <numerusform>Jetzt ist %n Würfel zu werfen, nicht %1.</numerusform>
            <numerusform>Jetzt sind %n Würfel zu werfen, nicht %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no number.</source>
        <translation>%1 hat keine Zahl.</translation>
    </message>
    <message>
        <source>Die %1 is kept: it stays %2, not %3.</source>
        <translation>Würfel %1 ist gehalten: Er bleibt %2, nicht %3.</translation>
    </message>
    <message>
        <source>Die %1 is %2.</source>
        <translation>Würfel %1 ist %2.</translation>
    </message>
    <message>
        <source>The rules refuse this throw: %1</source>
        <translation>Die Regeln lassen diesen Wurf nicht zu: %1</translation>
    </message>
    <message>
        <source>No throw waits for its dice now.</source>
        <translation>Gerade wartet kein Wurf auf seine Würfel.</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) to draw from the bag now, not %1.</source>
        <translation>
            <numerusform>Jetzt ist %n Würfel aus dem Sack zu ziehen, nicht %1.</numerusform>
            <numerusform>Jetzt sind %n Würfel aus dem Sack zu ziehen, nicht %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Say the colour of each die drawn: %1 has none.</source>
        <translation>Gib jedem gezogenen Würfel seine Farbe: %1 hat keine.</translation>
    </message>
    <message>
        <source>The bag holds no more %1 dice.</source>
        <translation>Im Sack ist kein %1er Würfel mehr.</translation>
    </message>
    <message>
        <source>Give every die drawn its number, or none.</source>
        <translation>Gib jedem gezogenen Würfel seine Zahl oder keinem.</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n die(s) from the bag and throw: a number and a colour each (4r 6w).</source>
        <translation>
            <numerusform>Zieh %n Würfel aus dem Sack und wirf ihn: Zahl und Farbe (4r).</numerusform>
            <numerusform>Zieh %n Würfel aus dem Sack und wirf sie: je Zahl und Farbe (4r 6w).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n die(s) for %1; kept as they lie: %2.</source>
        <translation>
            <numerusform>Wirf %n Würfel für %1; liegen bleiben: %2.</numerusform>
            <numerusform>Wirf %n Würfel für %1; liegen bleiben: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n die(s); kept as they lie: %1.</source>
        <translation>
            <numerusform>Wirf %n Würfel; liegen bleiben: %1.</numerusform>
            <numerusform>Wirf %n Würfel; liegen bleiben: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n die(s) for %1.</source>
        <translation>
            <numerusform>Wirf %n Würfel für %1.</numerusform>
            <numerusform>Wirf %n Würfel für %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n die(s).</source>
        <translation>
            <numerusform>Wirf %n Würfel.</numerusform>
            <numerusform>Wirf %n Würfel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 Type %n die(s).</source>
        <translation>
            <numerusform>%1 Tipp %n Würfel ein.</numerusform>
            <numerusform>%1 Tipp %n Würfel ein.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep your dice hidden: press Enter with the field empty. Only five Aces are shown at once: A A A A A.</source>
        <translation>Lass deine Würfel verdeckt: Drück Enter mit leerem Feld. Nur fünf Asse zeigst du sofort: A A A A A.</translation>
    </message>
    <message numerus="yes">
        <source>%1, throw %n die(s) behind your screen and keep them hidden, then press Enter. Five Aces are shown at once: type A A A A A.</source>
        <translation>
            <numerusform>%1, wirf %n Würfel hinter deinen Schirm und lass ihn verdeckt, dann drück Enter. Fünf Asse zeigst du sofort: Tipp A A A A A.</numerusform>
            <numerusform>%1, wirf %n Würfel hinter deinen Schirm und lass sie verdeckt, dann drück Enter. Fünf Asse zeigst du sofort: Tipp A A A A A.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep your dice hidden: press Enter with the field empty.</source>
        <translation>Lass deine Würfel verdeckt: Drück Enter mit leerem Feld.</translation>
    </message>
    <message numerus="yes">
        <source>%1, throw %n die(s) under your cup and keep them hidden, then press Enter.</source>
        <translation>
            <numerusform>%1, wirf %n Würfel unter deinen Becher und lass ihn verdeckt, dann drück Enter.</numerusform>
            <numerusform>%1, wirf %n Würfel unter deinen Becher und lass sie verdeckt, dann drück Enter.</numerusform>
        </translation>
    </message>
    <message>
        <source>r</source>
        <translation>r</translation>
    </message>
    <message>
        <source>b</source>
        <translation>s</translation>
    </message>
    <message>
        <source>w</source>
        <translation>w</translation>
    </message>
    <message>
        <source>y</source>
        <translation>g</translation>
    </message>
    <message>
        <source>%1%2</source>
        <translation>%1%2</translation>
    </message>
    <message numerus="yes">
        <source>%1, draw %n die(s) from the bag for your pocket and throw them behind your hand: a number and a colour each (4r 6w). Only you see them until the showdown.</source>
        <translation>
            <numerusform>%1, zieh %n Würfel aus dem Sack als Pocketwürfel und wirf ihn hinter deiner Hand: Zahl und Farbe (4r). Nur du siehst ihn, bis aufgedeckt wird.</numerusform>
            <numerusform>%1, zieh %n Würfel aus dem Sack als Pocketwürfel und wirf sie hinter deiner Hand: je Zahl und Farbe (4r 6w). Nur du siehst sie, bis aufgedeckt wird.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, throw your %n pocket die(s) behind your hand and type them. Only you see them until the showdown.</source>
        <translation>
            <numerusform>%1, wirf deinen %n Pocketwürfel hinter deiner Hand und tipp ihn ein. Nur du siehst ihn, bis aufgedeckt wird.</numerusform>
            <numerusform>%1, wirf deine %n Pocketwürfel hinter deiner Hand und tipp sie ein. Nur du siehst sie, bis aufgedeckt wird.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knobel::Results</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knobel::RockAndRoll</name>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>One chip on %1: wins on %2 of 6 faces, paid %3 to 1</source>
        <translation>Ein Chip auf %1: gewinnt auf %2 von 6 Seiten, zahlt %3 zu 1</translation>
    </message>
    <message>
        <source>Stake nothing more on this throw</source>
        <translation>Für diesen Wurf nichts mehr setzen</translation>
    </message>
    <message>
        <source>Throw for the bank</source>
        <translation>Für die Bank würfeln</translation>
    </message>
    <message>
        <source>Announce the end: five more throws</source>
        <translation>Das Ende ankündigen: noch fünf Würfe</translation>
    </message>
    <message>
        <source>Chips a chip staked wins (or loses) per throw on average: every field pays exactly what its chance is worth</source>
        <translation>Chips, die ein gesetzter Chip je Wurf im Mittel gewinnt (oder verliert): Jedes Feld zahlt genau, was seine Chance wert ist</translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n throw(s) of the bank.</source>
        <translation>
            <numerusform>Das Spiel ist nach %n Wurf der Bank aus.</numerusform>
            <numerusform>Das Spiel ist nach %n Würfen der Bank aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: stake on a colour or a face (at least one chip; %2 is the bank).</source>
        <translation>%1: Bitte auf eine Farbe oder einen Wert setzen (mindestens einen Chip; %2 ist die Bank).</translation>
    </message>
    <message>
        <source>%1: stake on another field, or stop (%2 is the bank).</source>
        <translation>%1: Auf ein weiteres Feld setzen oder aufhören (%2 ist die Bank).</translation>
    </message>
    <message>
        <source>%1 (bank) announces the end now: five more throws, and the game ends after throw %2.</source>
        <translation>%1 (Bank) kündigt jetzt das Ende an: noch fünf Würfe, nach Wurf %2 ist das Spiel aus.</translation>
    </message>
    <message>
        <source>%1 (bank): throw, or announce the end (five more throws, this one the first).</source>
        <translation>%1 (Bank): Würfeln oder das Ende ankündigen (noch fünf Würfe, dieser ist der erste).</translation>
    </message>
    <message>
        <source>%1 throws for the bank: throw %2 of the last five.</source>
        <translation>%1 würfelt für die Bank: Wurf %2 der letzten fünf.</translation>
    </message>
    <message>
        <source>%1 throws for the bank.</source>
        <translation>%1 würfelt für die Bank.</translation>
    </message>
    <message>
        <source>The bank throws: %1, %2. %2 pays %3 to 1, %1 pays %4 to 1, the bank takes the rest.</source>
        <translation>Die Bank wirft: %1, %2. %2 zahlt %3 zu 1, %1 zahlt %4 zu 1, den Rest zieht die Bank ein.</translation>
    </message>
    <message numerus="yes">
        <source>%1 stakes %n chip(s) on %2.</source>
        <translation>
            <numerusform>%1 setzt %n Chip auf das Feld %2.</numerusform>
            <numerusform>%1 setzt %n Chips auf das Feld %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 stops staking.</source>
        <translation>%1 hört mit dem Setzen auf.</translation>
    </message>
    <message>
        <source>%1 announces the end: five more throws.</source>
        <translation>%1 kündigt das Ende an: noch fünf Würfe.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Das Spiel geht weiter.</translation>
    </message>
</context>
<context>
    <name>knobel::Sechzerspiel</name>
    <message>
        <source>Row 1</source>
        <translation>Reihe 1</translation>
    </message>
    <message>
        <source>Row 2</source>
        <translation>Reihe 2</translation>
    </message>
    <message>
        <source>Row 3</source>
        <translation>Reihe 3</translation>
    </message>
    <message>
        <source>Row 4</source>
        <translation>Reihe 4</translation>
    </message>
    <message>
        <source>Row 5</source>
        <translation>Reihe 5</translation>
    </message>
    <message>
        <source>Row 6</source>
        <translation>Reihe 6</translation>
    </message>
</context>
<context>
    <name>knobel::Sequenzen</name>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %n throw(s)</source>
        <translation>
            <numerusform>%1 mit %n Wurf</numerusform>
            <numerusform>%1 mit %n Würfen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) won</source>
        <translation>
            <numerusform>%n Runde gewonnen</numerusform>
            <numerusform>%n Runden gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1: nobody has a run; nobody scores.</source>
        <translation>Runde %1: Niemand hat eine Folge; niemand bekommt den Punkt.</translation>
    </message>
    <message>
        <source>Round %1: %2 wins with %3.</source>
        <translation>Runde %1: %2 gewinnt mit %3.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Round %1: %2 share the round with %3.</source>
        <translation>Runde %1: %2 teilen sich die Runde mit %3.</translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n round(s).</source>
        <translation>
            <numerusform>Das Spiel ist nach %n Runde vorbei.</numerusform>
            <numerusform>Das Spiel ist nach %n Runden vorbei.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: throw the three dice.</source>
        <translation>%1: Wirf die drei Würfel.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2: throw again or stop (%n throw(s) left).</source>
        <translation>
            <numerusform>%1 hat %2: noch einmal werfen oder aufhören (noch %n Wurf).</numerusform>
            <numerusform>%1 hat %2: noch einmal werfen oder aufhören (noch %n Würfe).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws again.</source>
        <translation>%1 würfelt noch einmal.</translation>
    </message>
    <message>
        <source>%1 throws the dice.</source>
        <translation>%1 würfelt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps %2 and throws %n dice again: %3 (%4).</source>
        <translation>
            <numerusform>%1 lässt %2 stehen und wirft %n Würfel noch einmal: %3 (%4).</numerusform>
            <numerusform>%1 lässt %2 stehen und wirft %n Würfel noch einmal: %3 (%4).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws %2 (%3).</source>
        <translation>%1 wirft %2 (%3).</translation>
    </message>
    <message>
        <source>%1 keeps die %2.</source>
        <translation>%1 lässt Würfel %2 stehen.</translation>
    </message>
    <message>
        <source>%1 takes die %2 back.</source>
        <translation>%1 nimmt Würfel %2 zurück.</translation>
    </message>
    <message>
        <source>%1 stops.</source>
        <translation>%1 hört auf.</translation>
    </message>
    <message>
        <source>%1 moves the dice.</source>
        <translation>%1 bewegt die Würfel.</translation>
    </message>
    <message>
        <source>Your chance to win this round after each choice (a shared round counts its share)</source>
        <translation>Deine Chance, diese Runde zu gewinnen, nach jeder Wahl (eine geteilte Runde zählt anteilig)</translation>
    </message>
    <message>
        <source>Your chance to beat what stands at the table after each choice</source>
        <translation>Deine Chance, zu schlagen, was auf dem Tisch steht, nach jeder Wahl</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Aufhören</translation>
    </message>
    <message>
        <source>Throw all three again</source>
        <translation>Alle drei noch einmal werfen</translation>
    </message>
    <message>
        <source>Keep %1, throw the rest</source>
        <translation>%1 stehen lassen, den Rest werfen</translation>
    </message>
</context>
<context>
    <name>knobel::SheetGame</name>
    <message>
        <source>a simple player without tables</source>
        <translation>ein einfacher Spieler ohne Tabellen</translation>
    </message>
</context>
<context>
    <name>knobel::SheetState</name>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist aus.</translation>
    </message>
    <message>
        <source>Type the points into the boxes.</source>
        <translation>Trag die Punkte in die Felder ein.</translation>
    </message>
    <message>
        <source>Player %1: throw the dice.</source>
        <translation>Spieler %1: Würfle.</translation>
    </message>
    <message>
        <source>Player %1: throw again or write a box.</source>
        <translation>Spieler %1: Noch einmal würfeln oder ein Feld eintragen.</translation>
    </message>
    <message>
        <source>Player %1: player %2 says Contra: play on at stake %3, or give up.</source>
        <translation>Spieler %1: Spieler %2 sagt Contra: Weiterspielen zum Einsatz %3 oder aufgeben.</translation>
    </message>
    <message>
        <source>Player %1: throw the dice for the first hand.</source>
        <translation>Spieler %1: Würfle für die erste Hand.</translation>
    </message>
    <message>
        <source>Player %1: throw again, or keep these dice as the first hand.</source>
        <translation>Spieler %1: Noch einmal würfeln oder diese Würfel als erste Hand behalten.</translation>
    </message>
    <message>
        <source>Player %1: throw the dice for the second hand.</source>
        <translation>Spieler %1: Würfle für die zweite Hand.</translation>
    </message>
    <message>
        <source>Player %1: throw again or write a box with the better hand.</source>
        <translation>Spieler %1: Noch einmal würfeln oder ein Feld mit der besseren Hand eintragen.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>%1 throws again.</source>
        <translation>%1 würfelt noch einmal.</translation>
    </message>
    <message>
        <source>%1 throws the dice.</source>
        <translation>%1 würfelt.</translation>
    </message>
    <message>
        <source>%1 sets a die aside.</source>
        <translation>%1 lässt einen Würfel stehen.</translation>
    </message>
    <message>
        <source>%1 takes a die back.</source>
        <translation>%1 nimmt einen Würfel zurück.</translation>
    </message>
    <message>
        <source>%1 sets %2 aside.</source>
        <translation>%1 lässt %2 stehen.</translation>
    </message>
    <message>
        <source>%1 takes %2 back.</source>
        <translation>%1 nimmt %2 zurück.</translation>
    </message>
    <message>
        <source>%1 writes a box.</source>
        <translation>%1 trägt ein Feld ein.</translation>
    </message>
    <message>
        <source>%1 strikes %2 in column %3.</source>
        <translation>%1 streicht %2 in Reihe %3.</translation>
    </message>
    <message>
        <source>%1 strikes %2.</source>
        <translation>%1 streicht %2.</translation>
    </message>
    <message>
        <source>%1 writes %2 in %3, column %4.</source>
        <translation>%1 schreibt %2 bei %3 in Reihe %4.</translation>
    </message>
    <message>
        <source>%1 writes %2 in %3.</source>
        <translation>%1 schreibt %2 bei %3.</translation>
    </message>
    <message>
        <source>A box is edited.</source>
        <translation>Ein Feld wird geändert.</translation>
    </message>
    <message>
        <source>%1: %2 emptied.</source>
        <translation>%1: %2 geleert.</translation>
    </message>
    <message>
        <source>%1: %2 in %3.</source>
        <translation>%1: %2 bei %3.</translation>
    </message>
    <message>
        <source>%1 keeps %2 as the first hand.</source>
        <translation>%1 behält %2 als erste Hand.</translation>
    </message>
    <message>
        <source>%1 says Contra.</source>
        <translation>%1 sagt Contra.</translation>
    </message>
    <message>
        <source>%1 plays on at the double stake.</source>
        <translation>%1 spielt mit doppeltem Einsatz weiter.</translation>
    </message>
    <message>
        <source>%1 gives up.</source>
        <translation>%1 gibt auf.</translation>
    </message>
    <message>
        <source>%1 moves the dice.</source>
        <translation>%1 bewegt die Würfel.</translation>
    </message>
</context>
<context>
    <name>knobel::StakeRound</name>
    <message numerus="yes">
        <source>%1 (bank) wins %n chip(s)</source>
        <translation>
            <numerusform>%1 (Bank) gewinnt %n Chip</numerusform>
            <numerusform>%1 (Bank) gewinnt %n Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins %n chip(s)</source>
        <translation>
            <numerusform>%1 gewinnt %n Chip</numerusform>
            <numerusform>%1 gewinnt %n Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (bank) loses %n chip(s)</source>
        <translation>
            <numerusform>%1 (Bank) verliert %n Chip</numerusform>
            <numerusform>%1 (Bank) verliert %n Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n chip(s)</source>
        <translation>
            <numerusform>%1 verliert %n Chip</numerusform>
            <numerusform>%1 verliert %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (bank) is even</source>
        <translation>%1 (Bank) bleibt gleich</translation>
    </message>
    <message>
        <source>%1 is even</source>
        <translation>%1 bleibt gleich</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Throw %1: %2.</source>
        <translation>Wurf %1: %2.</translation>
    </message>
</context>
<context>
    <name>knobel::Tally</name>
    <message numerus="yes">
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>%1 gewinnt mit %n Punkt.</numerusform>
            <numerusform>%1 gewinnt mit %n Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s).</source>
        <translation>
            <numerusform>%1 teilen sich den Sieg mit %n Punkt.</numerusform>
            <numerusform>%1 teilen sich den Sieg mit %n Punkten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 in all (last throw %2)</source>
        <translation>%1 insgesamt (letzter Wurf %2)</translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n round(s).</source>
        <translation>
            <numerusform>Das Spiel ist nach %n Runde vorbei.</numerusform>
            <numerusform>Das Spiel ist nach %n Runden vorbei.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: %3 throws the three dice.</source>
        <translation>Runde %1 von %2: %3 würfelt mit den drei Würfeln.</translation>
    </message>
    <message>
        <source>Round %1 of %2: %3 throws.</source>
        <translation>Runde %1 von %2: %3 würfelt.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>knobel::VaBanque</name>
    <message>
        <source>Round %1: every stake went to the bank.</source>
        <translation>Runde %1: alle Einsätze gingen an die Bank.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 takes %n chip(s) with %3.</source>
        <translation>
            <numerusform>Runde %1: %2 gewinnt %n Chip mit %3.</numerusform>
            <numerusform>Runde %1: %2 gewinnt %n Chips mit %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 share %n chip(s) with %3.</source>
        <translation>
            <numerusform>Runde %1: %2 teilen sich %n Chip mit %3.</numerusform>
            <numerusform>Runde %1: %2 teilen sich %n Chips mit %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (the stake went to the bank)</source>
        <translation>%1 (der Einsatz ging an die Bank)</translation>
    </message>
    <message>
        <source>The game is over: each player was the bank once.</source>
        <translation>Das Spiel ist aus: jeder war einmal Bankhalter.</translation>
    </message>
    <message>
        <source>%1 has %2 and a %3: pick an operation (left: %4; ÷ would leave a remainder).</source>
        <translation>%1 hat %2 und eine %3: wähle die Rechenart (übrig: %4; ÷ ginge nicht ohne Rest auf).</translation>
    </message>
    <message>
        <source>%1 has %2 and a %3: pick an operation (left: %4).</source>
        <translation>%1 hat %2 und eine %3: wähle die Rechenart (übrig: %4).</translation>
    </message>
    <message>
        <source>%1, the bank, throws die %2 for %3.</source>
        <translation>%1, der Bankhalter, wirft Würfel %2 für %3.</translation>
    </message>
    <message>
        <source>%1 moves.</source>
        <translation>%1 spielt.</translation>
    </message>
    <message>
        <source>%1 throws a die for %2.</source>
        <translation>%1 wirft einen Würfel für %2.</translation>
    </message>
    <message>
        <source>%1 throws a %2 for %3 to start with.</source>
        <translation>%1 wirft für %3 eine %2 als Anfangswert.</translation>
    </message>
    <message>
        <source>%1 throws a %2 for %3, who has %4.</source>
        <translation>%1 wirft für %3 eine %2; %3 hat %4.</translation>
    </message>
    <message>
        <source>%1 throws a %2 for %3: %4. The division leaves a remainder: the stake goes to the bank.</source>
        <translation>%1 wirft für %3 eine %2: %4. Die Division lässt einen Rest: der Einsatz geht an die Bank.</translation>
    </message>
    <message>
        <source>%1 throws a %2 for %3: %4.</source>
        <translation>%1 wirft für %3 eine %2: %4.</translation>
    </message>
    <message>
        <source>%1 adds: %2.</source>
        <translation>%1 addiert: %2.</translation>
    </message>
    <message>
        <source>%1 subtracts: %2.</source>
        <translation>%1 subtrahiert: %2.</translation>
    </message>
    <message>
        <source>%1 multiplies: %2.</source>
        <translation>%1 multipliziert: %2.</translation>
    </message>
    <message>
        <source>%1 divides: %2.</source>
        <translation>%1 dividiert: %2.</translation>
    </message>
    <message>
        <source>Your chance to take the stakes after each choice, the players to come counted (a shared pot counts its share)</source>
        <translation>Deine Chance, die Einsätze zu gewinnen, nach jeder Wahl, die noch folgenden Spieler mitgerechnet (ein geteilter Pott zählt mit seinem Anteil)</translation>
    </message>
    <message>
        <source>Your chance to beat the values standing after each choice (a tie counts its share)</source>
        <translation>Deine Chance, die stehenden Werte zu schlagen, nach jeder Wahl (ein Gleichstand zählt mit seinem Anteil)</translation>
    </message>
    <message>
        <source>The value you can expect after each choice</source>
        <translation>Der Wert, den du nach jeder Wahl erwarten kannst</translation>
    </message>
</context>
<context>
    <name>knobel::VerdecktesPoker</name>
    <message>
        <source>The chips each choice can be expected to win or lose in this round against the best computer, counted as a round of two</source>
        <translation>Die Chips, die jede Wahl in dieser Runde gegen den besten Computer erwarten lässt, gerechnet wie eine Runde zu zweit</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2: the announcement holds. %3 pays %n chip(s) into the pot.</source>
        <translation>
            <numerusform>%1 hat %2: Die Ansage stimmt. %3 zahlt %n Chip in die Kasse.</numerusform>
            <numerusform>%1 hat %2: Die Ansage stimmt. %3 zahlt %n Chips in die Kasse.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2, not %3: %1 pays %n chip(s) into the pot, and %2 stands.</source>
        <translation>
            <numerusform>%1 hat %2, nicht %3: %1 zahlt %n Chip in die Kasse, und %2 gilt.</numerusform>
            <numerusform>%1 hat %2, nicht %3: %1 zahlt %n Chips in die Kasse, und %2 gilt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 takes the pot of %n chip(s) with %3.</source>
        <translation>
            <numerusform>Runde %1: %2 gewinnt mit %3 die Kasse von %n Chip.</numerusform>
            <numerusform>Runde %1: %2 gewinnt mit %3 die Kasse von %n Chips.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 share the pot of %n chip(s) with %3.</source>
        <translation>
            <numerusform>Runde %1: %2 teilen sich mit %3 die Kasse von %n Chip.</numerusform>
            <numerusform>Runde %1: %2 teilen sich mit %3 die Kasse von %n Chips.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stands with %1 (cup lifted)</source>
        <translation>Gilt: %1 (Becher gehoben)</translation>
    </message>
    <message>
        <source>Stands with %1</source>
        <translation>Gilt: %1</translation>
    </message>
    <message>
        <source>Announces %1</source>
        <translation>Sagt an: %1</translation>
    </message>
    <message>
        <source>%1 throws five dice under the cup.</source>
        <translation>%1 wirft fünf Würfel unter dem Becher.</translation>
    </message>
    <message>
        <source>%1 announces a hand, true or not; the best standing is %2.</source>
        <translation>%1 sagt eine Kombination an, wahr oder nicht; die höchste gültige ist %2.</translation>
    </message>
    <message>
        <source>%1 announces a hand, true or not.</source>
        <translation>%1 sagt eine Kombination an, wahr oder nicht.</translation>
    </message>
    <message>
        <source>%1 announced %2; %3 doubts it or believes it.</source>
        <translation>%1 hat %2 angesagt; %3 zweifelt sie an oder glaubt sie.</translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n round(s).</source>
        <translation>
            <numerusform>Das Spiel ist nach %n Runde vorbei.</numerusform>
            <numerusform>Das Spiel ist nach %n Runden vorbei.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 announces %2.</source>
        <translation>%1 sagt %2 an.</translation>
    </message>
    <message>
        <source>%1 doubts it: the cup is lifted.</source>
        <translation>%1 zweifelt sie an, der Becher wird hochgehoben.</translation>
    </message>
    <message>
        <source>%1 believes it.</source>
        <translation>%1 glaubt sie.</translation>
    </message>
    <message>
        <source>%1 doubts: %2, lift your cup.</source>
        <translation>%1 zweifelt an: %2, heb deinen Becher.</translation>
    </message>
    <message>
        <source>%1 lifts the cup: %2.</source>
        <translation>%1 hebt den Becher: %2.</translation>
    </message>
</context>
<context>
    <name>knobel::WuerfelPoker</name>
    <message>
        <source>Ones</source>
        <translation>Einser</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Zweier</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Dreier</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Vierer</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Fünfer</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Sechser</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Five of a kind served</source>
        <translation>Grande serviert</translation>
    </message>
    <message>
        <source>Served</source>
        <translation>Serviert</translation>
    </message>
</context>
<context>
    <name>knobel::Zehnerspiel</name>
    <message numerus="yes">
        <source>Stake %n chip(s)</source>
        <translation>
            <numerusform>%n Chip setzen</numerusform>
            <numerusform>%n Chips setzen</numerusform>
        </translation>
    </message>
    <message>
        <source>Stake nothing on this throw</source>
        <translation>Auf diesen Wurf nichts setzen</translation>
    </message>
    <message>
        <source>Chips a stake wins (or loses) on average: a quarter of a chip lost per chip staked</source>
        <translation>Chips, die ein Einsatz im Mittel gewinnt (oder verliert): ein Viertel Chip Verlust je gesetztem Chip</translation>
    </message>
    <message numerus="yes">
        <source>%1 (bank) wins %n chip(s)</source>
        <translation>
            <numerusform>%1 (Bank) gewinnt %n Chip</numerusform>
            <numerusform>%1 (Bank) gewinnt %n Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins %n chip(s)</source>
        <translation>
            <numerusform>%1 gewinnt %n Chip</numerusform>
            <numerusform>%1 gewinnt %n Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (bank) loses %n chip(s)</source>
        <translation>
            <numerusform>%1 (Bank) verliert %n Chip</numerusform>
            <numerusform>%1 (Bank) verliert %n Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n chip(s)</source>
        <translation>
            <numerusform>%1 verliert %n Chip</numerusform>
            <numerusform>%1 verliert %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (bank) is even</source>
        <translation>%1 (Bank) bleibt gleich</translation>
    </message>
    <message>
        <source>%1 is even</source>
        <translation>%1 bleibt gleich</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Throw %1: %2.</source>
        <translation>Wurf %1: %2.</translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n throw(s) of the bank.</source>
        <translation>
            <numerusform>Das Spiel ist nach %n Wurf der Bank aus.</numerusform>
            <numerusform>Das Spiel ist nach %n Würfen der Bank aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws three dice for the bank.</source>
        <translation>%1 wirft drei Würfel für die Bank.</translation>
    </message>
    <message>
        <source>%1: stake on under 10 (%2 is the bank).</source>
        <translation>%1: Bitte auf „unter 10“ setzen (%2 ist die Bank).</translation>
    </message>
    <message>
        <source>The bank throws %1 + %2 + %3 = %4: under 10, the bank pays every stake.</source>
        <translation>Die Bank wirft %1 + %2 + %3 = %4: unter 10, die Bank zahlt jeden Einsatz aus.</translation>
    </message>
    <message>
        <source>The bank throws %1 + %2 + %3 = %4: 10 or more, the bank takes every stake.</source>
        <translation>Die Bank wirft %1 + %2 + %3 = %4: 10 oder mehr, die Bank kassiert alle Einsätze.</translation>
    </message>
    <message numerus="yes">
        <source>%1 stakes %n chip(s) on under 10.</source>
        <translation>
            <numerusform>%1 setzt %n Chip auf „unter 10“.</numerusform>
            <numerusform>%1 setzt %n Chips auf „unter 10“.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 stakes nothing on this throw.</source>
        <translation>%1 setzt auf diesen Wurf nichts.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Das Spiel geht weiter.</translation>
    </message>
</context>
</TS>
