<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Knobelbecher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence: GPL-3.0-or-later. This program is free software: you may share and change it under the terms of the GNU General Public License, version 3 or any later version. It comes with no warranty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The classic German and Austrian dice games: %1; with exact rules, a score sheet that checks every entry, and computer players.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AutosaveStore</name>
    <message>
        <source>This game is open in another window; it is saved there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score pad, %1 of %2 boxes written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 of %2, %3 on turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1, %2 on turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a game Knobelbecher can open: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BagPanel</name>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <comment>red die</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <comment>black die</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W</source>
        <comment>white die</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Y</source>
        <comment>yellow die</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main pot %1; side pots: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not seen yet: %1. In the bag: %2; under the others&apos; cups: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bag: %1 dice, %2 under the others&apos; cups</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BettingBar</name>
    <message>
        <source>Amount to bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount to raise by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BlankSheetDialog</name>
    <message>
        <source>Print a blank sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CalculationPanel</name>
    <message>
        <source>plus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>divided by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no number yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>,</source>
        <comment>between the steps of a calculation</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 equals %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 waits for its operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between operations</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every operation used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to beat: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of a calculation</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s calculation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calculation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations left:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CounterPanel</name>
    <message>
        <source>Ones so far: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total so far: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end is announced: %1 of the last %2 throws thrown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cup</name>
    <message numerus="yes">
        <source>%n hidden die(s)</source>
        <translation>
            <numerusform>%n hidden die</numerusform>
            <numerusform>%n hidden dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hidden die(s)</source>
        <translation>
            <numerusform>%1: %n hidden die</numerusform>
            <numerusform>%1: %n hidden dice</numerusform>
        </translation>
    </message>
    <message>
        <source>Die %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die %1: hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last round</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left</source>
        <translation>
            <numerusform>%n throw left</numerusform>
            <numerusform>%n throws left</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) in your cup</source>
        <translation>
            <numerusform>%n die in your cup</numerusform>
            <numerusform>%n dice in your cup</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n die(s) in your cup</source>
        <translation>
            <numerusform>%1: %n die in your cup</numerusform>
            <numerusform>%1: %n dice in your cup</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <source>Entered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice thrown:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice thrown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the faces separated by spaces, then press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the dice thrown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cup stays closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing: your dice stay hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for example %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceModel</name>
    <message>
        <source>Nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not thrown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>J</source>
        <comment>poker die: the Jack&apos;s letter</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q</source>
        <comment>poker die: the Queen&apos;s letter</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K</source>
        <comment>poker die: the King&apos;s letter</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <comment>poker die: the Ace&apos;s letter</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <source>set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left</source>
        <translation>
            <numerusform>%n throw left</numerusform>
            <numerusform>%n throws left</numerusform>
        </translation>
    </message>
    <message>
        <source>served</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep as first hand (K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep these dice as the first hand and play the second turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Die</name>
    <message>
        <source>R</source>
        <comment>red die</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <comment>black die</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W</source>
        <comment>white die</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Y</source>
        <comment>yellow die</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FairDice</name>
    <message>
        <source>Fingerprint of the dice: %1 (its seed is shown when the game is over).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fingerprint of the dice: %1 = SHA-256 of salt %2 and seed %3 (check: knobel verify).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fingerprint of the dice: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its seed is shown when the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salt: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed: %1 (check: knobel verify)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FairDiceNote</name>
    <message>
        <source>Fingerprint %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fingerprint of the dice: %1 = SHA-256 of salt %2 and seed %3. The rules page says how to check it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fingerprint of the dice: %1; its seed is shown when the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fingerprint of the dice: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice of this game follow from a seed fixed before the first throw; this is its fingerprint. When the game is over the seed is shown, and anyone can check that it gives this fingerprint and every die.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <source>Open a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knobelbecher games (*.knobel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>There is no game called %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule option %1 does not take the value %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last of a list of values</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boxes are typed in only when keeping score of real dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type each entry into its box; the sheet checks it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, throw the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, write a box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, set dice aside and throw again, or write a box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game from the history cannot be changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game from the history: it can be looked at and printed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no hint for this game yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a face of these dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 is played with %n dice.</source>
        <translation>
            <numerusform>%1 is played with %n die.</numerusform>
            <numerusform>%1 is played with %n dice.</numerusform>
        </translation>
    </message>
    <message>
        <source>Throws left: 0 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s sheet is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, the computer, is playing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wrote %2 %3 in column %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 writes %2 %3 in column %4…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wrote %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 writes %2 %3…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake ×%1: nobody has doubled yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake ×%1: %2 doubled last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2 says Contra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 plays on at stake ×%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 gives up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, not answered yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 says Contra: chance to win %2 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays on at the double stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays on at the double stake: chance to win %2 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gives up: chance to win %2 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gave up: the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 says Contra; %2, the computer, answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 says Contra: %2, play on at stake ×%3, or give up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 says Contra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gives up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, a program, is playing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the dice in words</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First hand: %1, served</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First hand: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps %2 as the first hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, throw the dice for the first hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, keep these dice as the first hand (K).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, set dice aside and throw again, or keep these dice as the first hand (K).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, throw the dice for the second hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, write a box: it gets the better of the two hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, set dice aside and throw again, or write a box: it gets the better of the two hands.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameListPage</name>
    <message>
        <source>Choose a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduced motion</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a game by its name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>German or English name; Down or Enter goes to the games found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every game is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is called so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found.</source>
        <translation>
            <numerusform>%n game found.</numerusform>
            <numerusform>%n games found.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is called “%1”. Escape shows every game again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameNarrator</name>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (set aside)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the dice in words</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 threw %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, served</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left</source>
        <translation>
            <numerusform>%n throw left</numerusform>
            <numerusform>%n throws left</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 writes %2 with %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has not thrown yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s dice: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>total of %1: %n point(s)</source>
        <translation>
            <numerusform>total of %1: %n point</numerusform>
            <numerusform>total of %1: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>leading: %1 with %n point(s)</source>
        <translation>
            <numerusform>leading: %1 with %n point</numerusform>
            <numerusform>leading: %1 with %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>place %1: %2, %n point(s)</source>
        <translation>
            <numerusform>place %1: %2, %n point</numerusform>
            <numerusform>place %1: %2, %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over. %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody pays anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first turn of the box</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Game list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the best computer would do here (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameResult</name>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again: the same game with new dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>%1 cannot be played in this window: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no history to show a game from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this window has no place for %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameStorage</name>
    <message>
        <source>The game goes on, but it is not being saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandPicker</name>
    <message>
        <source>Announce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand to announce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announce %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HeartPanel</name>
    <message>
        <source>, </source>
        <comment>between the numbers of a heart</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 filled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the heart is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of a heart</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintList</name>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing the computer&apos;s tables: %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best computer is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>and %n more choice(s), none worth more</source>
        <translation>
            <numerusform>and %n more choice, worth no more</numerusform>
            <numerusform>and %n more choices, none worth more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History and statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished game of %1 yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n win</numerusform>
            <numerusform>%n wins</numerusform>
        </translation>
    </message>
    <message>
        <source>average %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart of the scores over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the scores spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2 — %3 — %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 — won by %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the history?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every finished game and all statistics will be gone for good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>+%n chip(s)</source>
        <translation>
            <numerusform>+%n chip</numerusform>
            <numerusform>+%n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n chip(s)</source>
        <translation>
            <numerusform>−%n chip</numerusform>
            <numerusform>−%n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
    <message>
        <source>History of %1: no finished game yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>History of %1: %n finished game(s). Tab reads the statistics line by line.</source>
        <translation>
            <numerusform>History of %1: %n finished game. Tab reads the statistics line by line.</numerusform>
            <numerusform>History of %1: %n finished games. Tab reads the statistics line by line.</numerusform>
        </translation>
    </message>
    <message>
        <source>How the scores spread: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %1: %2, %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the game of %1, %2, won by %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the game of %1, %2, won by %3…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n score(s)</source>
        <translation>
            <numerusform>%1: %n score</numerusform>
            <numerusform>%1: %n scores</numerusform>
        </translation>
    </message>
    <message>
        <source>Best results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n dice; %2; expected %3 each; %4</source>
        <translation>
            <numerusform>%1: %n die; %2; expected %3 each; %4</numerusform>
            <numerusform>%1: %n dice; %2; expected %3 each; %4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n dice</source>
        <translation>
            <numerusform>%1: %n die</numerusform>
            <numerusform>%1: %n dice</numerusform>
        </translation>
    </message>
    <message>
        <source>expected %1 each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice of all games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dice of %1 yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Sums of two dice: %n throw(s)</source>
        <translation>
            <numerusform>Sums of two dice: %n throw</numerusform>
            <numerusform>Sums of two dice: %n throws</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sums of three dice: %n throw(s)</source>
        <translation>
            <numerusform>Sums of three dice: %n throw</numerusform>
            <numerusform>Sums of three dice: %n throws</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2; %3</source>
        <translation>%1; %2; %3</translation>
    </message>
    <message>
        <source>the line: what fair dice should throw</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryStore</name>
    <message>
        <source>Only a finished game goes into the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history in %1 cannot be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be added to the history: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game %1 in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in the history cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was written by a newer Knobelbecher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history cannot be kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history in %1 is damaged and cannot be moved aside: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history was damaged. It was kept as %1, and a new history was started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history is in use by another program; finished games are kept and added later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history in %1 cannot be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: perfect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too few dice to tell much</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing unusual (p = %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unusual, p = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throws nobody chooses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too few throws to tell much</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeysDialog</name>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw the dice; while a computer plays, hurry it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 … 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set a die aside or take it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the cursor on the sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the box the cursor marks; on the score pad, open it for typing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 … 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score pad: type into the box the cursor marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score pad: clear the box the cursor marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Escape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel typing, close a dialog or the hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next or the previous control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game: back to the game list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+O, Ctrl+S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game, save it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Z, Ctrl+Shift+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo, redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+P, Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the sheet, export it as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History and statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S, Ctrl+I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say where the game stands: the dice, the throws left, the totals (Ctrl+I also on the score pad); at a table your dice, what is announced, the pot and the chips, whose turn and what Space does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of the game; in them the arrow keys, Page Up, Page Down, Home and End go from block to block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Plus, Ctrl+Minus, Ctrl+0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger, smaller, actual size</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>%1 – Knobelbecher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knobelbecher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print a &amp;blank sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is not finished. Leave it and go back to the game list?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;History and statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot record the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Knobelbecher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet is not full. Leave it and go back to the game list?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Actual size (%1 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 menu: %2; not possible now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation></translation>
    </message>
    <message>
        <source>The game is saved again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not everything is saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

Knobelbecher keeps trying to save while the window is open. If you quit now, what is not saved is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the window open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MenuEntry</name>
    <message>
        <source>Ctrl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MessageText</name>
    <message>
        <source>%1, %2</source>
        <comment>between the dice in words</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModePanel</name>
    <message>
        <source>High</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High or low?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the highest sum wins, the lowest takes the beer mat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pips count plainly: the lowest sum wins, the highest takes the beer mat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 says it after the first throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>said after the first throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 says %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 said it: </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PointPanel</name>
    <message>
        <source>%1 named %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Named number: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No point yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>At stake: %n chip(s)</source>
        <translation>
            <numerusform>At stake: %n chip</numerusform>
            <numerusform>At stake: %n chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreparationBar</name>
    <message>
        <source>Preparing the computer&apos;s tables: %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first time takes a few seconds; afterwards the tables are read from disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing the computer&apos;s tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Print %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game called %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are more names than players.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The others look away. %1&apos;s dice appear when %1 presses the button or Space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProgramSeats</name>
    <message>
        <source>beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program of %1 failed (%2); the computer player %3 plays the seat from now on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program of %1 failed (%2); the computer player %3 plays the seat from now on. The program&apos;s messages are in %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody pays anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1: equal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head: %1 won every column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %1: %2, %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %1: %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Unfinished games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These games were not finished. Take one up where it stopped?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unfinished game will be gone for good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 — open in another window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete all…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete all unfinished games?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished game(s) will be gone for good.</source>
        <translation>
            <numerusform>%n unfinished game will be gone for good.</numerusform>
            <numerusform>%n unfinished games will be gone for good.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete all</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundTable</name>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Throw limit: %n throw(s)</source>
        <translation>
            <numerusform>Throw limit: %n throw</numerusform>
            <numerusform>Throw limit: %n throws</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ✕</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ✓</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleOptionsModel</name>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SafeFile</name>
    <message>
        <source>The folder %1 cannot be written: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file name was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder, not a file: nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file (a device or a pipe): nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: %2. The file on disk was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder, not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file (a device or a pipe) and was not read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score pad of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrow keys move between the boxes; type a number to enter it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrow keys move between the free boxes of the player on turn; Enter writes the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game from the history: the arrow keys move between the boxes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>%1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, total, %n point(s)</source>
        <translation>
            <numerusform>%1, total, %n point</numerusform>
            <numerusform>%1, total, %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, %n point(s)</source>
        <translation>
            <numerusform>%1, %2, %n point</numerusform>
            <numerusform>%1, %2, %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, free, %n point(s) possible</source>
        <translation>
            <numerusform>%1, %2, free, %n point possible</numerusform>
            <numerusform>%1, %2, free, %n points possible</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, free, %n point(s) possible with the first hand</source>
        <translation>
            <numerusform>%1, %2, free, %n point possible with the first hand</numerusform>
            <numerusform>%1, %2, free, %n points possible with the first hand</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>a row&apos;s name, and its name in another column</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, %n point(s), running sum %3</source>
        <translation>
            <numerusform>%1, %2, %n point, running sum %3</numerusform>
            <numerusform>%1, %2, %n points, running sum %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatComputers</name>
    <message>
        <source>The computer&apos;s preparation was cancelled: for the rest of this game %1 plays as %2 instead of %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
    <message>
        <source>announced %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>penalties: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>announced: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>program</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>There is no game to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 pays %2 %n chip(s)</source>
        <translation>
            <numerusform>%1 pays %2 %n chip</numerusform>
            <numerusform>%1 pays %2 %n chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 chips</source>
        <comment>a balance in the result, with its sign</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game to play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No throw waits for its dice now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>New game of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How do you play?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play with dice on the screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep score of a game played with real dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game has no rule options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty: new dice every game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed for a reproducible game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: perfect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command line, e.g. python3 bot.py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command line of the program playing seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program is started once per game and plays this seat over the player protocol.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Programs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds per decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds a program may take for a decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a program fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer player that takes over a program that fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a program writes to its standard error is kept in a log file; the game names the file when the program fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Program %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s word for the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any word; mixed into the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the first throw the game shows a fingerprint of its dice; when it is over, the seed that proves it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play with real dice: type each throw, the program keeps the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With real dice every seat must be a person: a computer&apos;s pocket dice would come from the bag at the table, and somebody would have to see them to type them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupRequest</name>
    <message>
        <source>There is no game called %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule option %1 does not take the value %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name of player %1 is longer than %2 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name of player %1 holds a control character or one that turns the text around it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no score pad.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player needs a kind: %1 kinds for %2 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no decisions a program could make.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A program seat needs a command line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no computer player of the kind %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The score pad keeps the score of real dice already: choose one of the two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hides dice under cups: it cannot be played with real dice yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is played with real dice only when every seat is a person: a computer&apos;s pocket dice would come from the bag at the table, and somebody would have to see them to type them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetHint</name>
    <message>
        <source>Throw all dice again</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Keep %1, throw %n die(s)</source>
        <translation>
            <numerusform>Keep %1, throw %n die</numerusform>
            <numerusform>Keep %1, throw %n dice</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep these dice as the first hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Write %1 in column %2: %n point(s)</source>
        <translation>
            <numerusform>Write %1 in column %2: %n point</numerusform>
            <numerusform>Write %1 in column %2: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Write %1: %n point(s)</source>
        <translation>
            <numerusform>Write %1: %n point</numerusform>
            <numerusform>Write %1: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % to win, expected %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chips, expected %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−%1</source>
        <comment>points given away against the best choice</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chance to win the game after each choice, and the final score to expect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chips to expect after each choice, and the final score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final score to expect after the best choice; below it, the points each other choice gives away</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetPainter</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1. %2, %n point(s)</source>
        <translation>
            <numerusform>%1. %2, %n point</numerusform>
            <numerusform>%1. %2, %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Date: ______________</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — Head: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: the page could not be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provisional — the game is not finished; the standing so far:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetPanel</name>
    <message>
        <source>score pad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hurry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First hand (served)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each box gets the better of the two hands; a small 1 marks the first hand&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contra (C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contra: double the stake to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now: Contra is said before the first throw, and not twice in a row by the same player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on at ×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on at the double stake, ×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up and pay at stake ×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write 0?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strike out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These dice give nothing in %1. Strike it out with 0?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint for a throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>9 J Q Q A</source>
        <comment>a throw of poker dice as typed (German: 9 B D D A)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throws left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All dice in one throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the hint</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StakeBoard</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips per stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then choose a field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field %1, no stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n chip(s)</source>
        <translation>
            <numerusform>%1: %n chip</numerusform>
            <numerusform>%1: %n chips</numerusform>
        </translation>
    </message>
    <message>
        <source>Left side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>There is no game called %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep die %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take die %1 back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) on %1</source>
        <translation>
            <numerusform>%n chip on %1</numerusform>
            <numerusform>%n chips on %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doubt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Believe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not thrown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game from the history: it can be looked at and printed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a score-sheet game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game to print.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the dice in words</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s dice: %n hidden</source>
        <translation>
            <numerusform>%1&apos;s dice: %n hidden</numerusform>
            <numerusform>%1&apos;s dice: %n hidden</numerusform>
        </translation>
    </message>
    <message>
        <source>your dice: not thrown yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you drew %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drew %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your dice: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s dice: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dice on the table: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, %n throw(s) left</source>
        <translation>
            <numerusform>%1, %n throw left</numerusform>
            <numerusform>%1, %n throws left</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 announced %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n chip(s) on %2</source>
        <translation>
            <numerusform>%1: %n chip on %2</numerusform>
            <numerusform>%1: %n chips on %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pot: %n chip(s)</source>
        <translation>
            <numerusform>pot: %n chip</numerusform>
            <numerusform>pot: %n chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chips: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; Space: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; announce a hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; put chips on a field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (computer) is on turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, your dice: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your turn, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chips</source>
        <comment>expected chips of a hint, with their sign</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place %1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last round, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the round is over; Space: go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a die&apos;s number and its colour: 4 red</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint: the program does not know your cup.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableHint</name>
    <message>
        <source>How likely the best computer would take each action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. Here every choice is worth the same: whatever you choose, the other side&apos;s best answer leaves you this result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hint has no choice to offer.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>Go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hurry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the game out at once (any key)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Pot: %n chip(s)</source>
        <translation>
            <numerusform>Pot: %n chip</numerusform>
            <numerusform>Pot: %n chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice roll…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePrintout</name>
    <message>
        <source>%1 (computer: beginner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (computer: good)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (computer: perfect)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (a program)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (computer: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule options: as usual (the defaults).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule options that differ from the defaults: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provisional — the game is not finished; the standing so far:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared first place: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the lead: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody is ahead yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 pays %2 %n chip(s).</source>
        <translation>
            <numerusform>%1 pays %2 %n chip.</numerusform>
            <numerusform>%1 pays %2 %n chips.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody pays anybody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game, round by round</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n die(s) thrown)</source>
        <translation>
            <numerusform>%1 (%n die thrown)</numerusform>
            <numerusform>%1 (%n dice thrown)</numerusform>
        </translation>
    </message>
    <message>
        <source>No move has been made yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round is not finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chips: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>penalties: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — page %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: the page could not be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>In the pot: %n chip(s).</source>
        <translation>
            <numerusform>In the pot: %n chip.</numerusform>
            <numerusform>In the pot: %n chips.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrackPanel</name>
    <message>
        <source>, </source>
        <comment>between the numbers of a track</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 struck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the %1 struck %n time(s)</source>
        <translation>
            <numerusform>the %1 struck %n time</numerusform>
            <numerusform>the %1 struck %n times</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of a track</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a seat&apos;s name and what its throw did on the track</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::BlaueAugen</name>
    <message>
        <source>%1 throws the three dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2: no odd pips; %1 stays at %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2: no even pips; %1 stays at %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2: the odd pips make %3; %1 has %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2: the even pips make %3; %1 has %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::BoeseSieben</name>
    <message numerus="yes">
        <source>%n seven(s) + %1 pips</source>
        <translation>
            <numerusform>%n seven + %1 pips</numerusform>
            <numerusform>%n sevens + %1 pips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) won</source>
        <translation>
            <numerusform>%n round won</numerusform>
            <numerusform>%n rounds won</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 are equal with %2 and throw off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2 wins the throw-off with %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2 wins with %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throw-off: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n round(s).</source>
        <translation>
            <numerusform>The game is over after %n round.</numerusform>
            <numerusform>The game is over after %n rounds.</numerusform>
        </translation>
    </message>
    <message>
        <source>Throw-off: %1 throws the six dice once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: throw the six dice; your throws are the most the others may use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: throw the six dice (at most %n throw(s)).</source>
        <translation>
            <numerusform>%1: throw the six dice (at most %n throw).</numerusform>
            <numerusform>%1: throw the six dice (at most %n throws).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: set aside how many sevens? Up to %n.</source>
        <translation>
            <numerusform>%1: set aside how many sevens? Up to %n.</numerusform>
            <numerusform>%1: set aside how many sevens? Up to %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2: throw the other dice again or stop (%n throw(s) left).</source>
        <translation>
            <numerusform>%1 has %2: throw the other dice again or stop (%n throw left).</numerusform>
            <numerusform>%1 has %2: throw the other dice again or stop (%n throws left).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 No seven.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 Up to %n sevens can be set aside.</source>
        <translation>
            <numerusform>%1 Up to %n seven can be set aside.</numerusform>
            <numerusform>%1 Up to %n sevens can be set aside.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 Set aside: %2 (%n seven(s) in all).</source>
        <translation>
            <numerusform>%1 Set aside: %2 (%n seven in all).</numerusform>
            <numerusform>%1 Set aside: %2 (%n sevens in all).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sets aside %n seven(s): %2.</source>
        <translation>
            <numerusform>%1 sets aside %n seven: %2.</numerusform>
            <numerusform>%1 sets aside %n sevens: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 stops with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Set aside %n seven(s)</source>
        <translation>
            <numerusform>Set aside %n seven</numerusform>
            <numerusform>Set aside %n sevens</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sevens you can expect after each choice (the pips add a sixty-fourth each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chance to win this round after each choice (a throw-off counts its share)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chance to beat what stands at the table after each choice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::Chicago</name>
    <message numerus="yes">
        <source>%1 in %n throw(s)</source>
        <translation>
            <numerusform>%1 in %n throw</numerusform>
            <numerusform>%1 in %n throws</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has three beer mats and pays a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal lowest: one die each decides the beer mat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: throw the dice (at most %n throw(s) this round).</source>
        <translation>
            <numerusform>%1: throw the dice (at most %n throw this round).</numerusform>
            <numerusform>%1: throw the dice (at most %n throws this round).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2: keep dice and throw again, or stop (%n throw(s) left).</source>
        <translation>
            <numerusform>%1 has %2: keep dice and throw again, or stop (%n throw left).</numerusform>
            <numerusform>%1 has %2: keep dice and throw again, or stop (%n throws left).</numerusform>
        </translation>
    </message>
    <message>
        <source>Throw-off for the beer mat: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps die %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes die %2 back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make an ace of two sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw all three again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep %1, throw the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 loses the throw-off and takes a beer mat (%n in all).</source>
        <translation>
            <numerusform>Round %1: %2 loses the throw-off and takes a beer mat (%n in all).</numerusform>
            <numerusform>Round %1: %2 loses the throw-off and takes a beer mat (%n in all).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 is lowest with %3 and takes a beer mat (%n in all).</source>
        <translation>
            <numerusform>Round %1: %2 is lowest with %3 and takes a beer mat (%n in all).</numerusform>
            <numerusform>Round %1: %2 is lowest with %3 and takes a beer mat (%n in all).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n beer mat(s)</source>
        <translation>
            <numerusform>%n beer mat</numerusform>
            <numerusform>%n beer mats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has turned two sixes into an ace: throw again, the free die with it (%n throw(s) left).</source>
        <translation>
            <numerusform>%1 has turned two sixes into an ace: throw again, the free die with it (%n throw left).</numerusform>
            <numerusform>%1 has turned two sixes into an ace: throw again, the free die with it (%n throws left).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turns two sixes into an ace; the other six goes with the next throw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chance not to take this round&apos;s beer mat after each choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws all the dice again: %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps %2 and throws %n dice again: %3 (%4).</source>
        <translation>
            <numerusform>%1 keeps %2 and throws %n die again: %3 (%4).</numerusform>
            <numerusform>%1 keeps %2 and throws %n dice again: %3 (%4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 (low): %2 is highest with %3 and takes a beer mat (%n in all).</source>
        <translation>
            <numerusform>Round %1 (low): %2 is highest with %3 and takes a beer mat (%n in all).</numerusform>
            <numerusform>Round %1 (low): %2 is highest with %3 and takes a beer mat (%n in all).</numerusform>
        </translation>
    </message>
    <message>
        <source>Equal highest in the low game: one die each decides the beer mat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 high, %3 low: say high (highest sum wins) or low (lowest sum wins).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 says high: the highest sum wins this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 says low: pips count plainly, the lowest sum wins, the highest takes the beer mat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say high</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::Contra</name>
    <message>
        <source>Player %1 plays on at the double stake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1 says Contra: chance to win %2 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1 plays on at the double stake: chance to win %2 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1 gives up: chance to win %2 %.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::Craps</name>
    <message numerus="yes">
        <source>Game %1: %2 throws the named %3 at once and wins %n chip(s) from the others.</source>
        <translation>
            <numerusform>Game %1: %2 throws the named %3 at once and wins %n chip from the others.</numerusform>
            <numerusform>Game %1: %2 throws the named %3 at once and wins %n chips from the others.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game %1: %2 throws the point %3 again before the named %4 (%5 throws) and wins %n chip(s) from the others.</source>
        <translation>
            <numerusform>Game %1: %2 throws the point %3 again before the named %4 (%5 throws) and wins %n chip from the others.</numerusform>
            <numerusform>Game %1: %2 throws the point %3 again before the named %4 (%5 throws) and wins %n chips from the others.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game %1: %2 throws the named %3 before the point %4 (%5 throws) and pays %n chip(s) to the others.</source>
        <translation>
            <numerusform>Game %1: %2 throws the named %3 before the point %4 (%5 throws) and pays %n chip to the others.</numerusform>
            <numerusform>Game %1: %2 throws the named %3 before the point %4 (%5 throws) and pays %n chips to the others.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n game(s).</source>
        <translation>
            <numerusform>The game is over after %n game.</numerusform>
            <numerusform>The game is over after %n games.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the maker: name a number from 2 to 12 and stake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 named %2: throw (the %2 wins at once).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: throw again (the point %2 wins, the named %3 loses).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 names %2 and stakes %n chip(s); the others cover it.</source>
        <translation>
            <numerusform>%1 names %2 and stakes %n chip; the others cover it.</numerusform>
            <numerusform>%1 names %2 and stakes %n chips; the others cover it.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws %2 + %3 = %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Name %1 and stake %n chip(s)</source>
        <translation>
            <numerusform>Name %1 and stake %n chip</numerusform>
            <numerusform>Name %1 and stake %n chips</numerusform>
        </translation>
    </message>
    <message>
        <source>The chips the maker can expect from this game for each number he may name (naming 2 or 12 wins 79.3 % of games, naming 7 only 47.3 %)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::DiceSet</name>
    <message>
        <source>%1 throws all the dice again: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps %2 and throws %n dice again: %3.</source>
        <translation>
            <numerusform>%1 keeps %2 and throws %n die again: %3.</numerusform>
            <numerusform>%1 keeps %2 and throws %n dice again: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::Die21Eins</name>
    <message numerus="yes">
        <source>%n game(s) won</source>
        <translation>
            <numerusform>%n game won</numerusform>
            <numerusform>%n games won</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws the 21st one and wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 throws a one: %n one(s) of 21.</source>
        <translation>
            <numerusform>%1 throws a one: %n one of 21.</numerusform>
            <numerusform>%1 throws a one: %n ones of 21.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n one(s) thrown</source>
        <translation>
            <numerusform>%n one thrown</numerusform>
            <numerusform>%n ones thrown</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over: %1 threw the 21st one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 throws the die; %n one(s) of 21 so far.</source>
        <translation>
            <numerusform>%1 throws the die; %n one of 21 so far.</numerusform>
            <numerusform>%1 throws the die; %n ones of 21 so far.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws the die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 throws a %2: still %n one(s) of 21.</source>
        <translation>
            <numerusform>%1 throws a %2: still %n one of 21.</numerusform>
            <numerusform>%1 throws a %2: still %n ones of 21.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knobel::DoppeltesLottchen</name>
    <message numerus="yes">
        <source>%n pip(s) thrown</source>
        <translation>
            <numerusform>%n pip thrown</numerusform>
            <numerusform>%n pips thrown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 brings the total to %2 and pays %n chip(s), one to every other player.</source>
        <translation>
            <numerusform>%1 brings the total to %2 and pays %n chip, one to every other player.</numerusform>
            <numerusform>%1 brings the total to %2 and pays %n chips, one to every other player.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>added %n pip(s)</source>
        <translation>
            <numerusform>added %n pip</numerusform>
            <numerusform>added %n pips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws; the total is %2 of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws the three dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2: %3 more, the total is %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2: %3 more, the total reaches %4 and %1 loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: %1 brought the total to %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::DreimalPasch</name>
    <message numerus="yes">
        <source>%n pair(s), %1 pips</source>
        <translation>
            <numerusform>%n pair, %1 pips</numerusform>
            <numerusform>%n pairs, %1 pips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) won</source>
        <translation>
            <numerusform>%n round won</numerusform>
            <numerusform>%n rounds won</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1: %2 wins with %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2 share the round with %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n round(s).</source>
        <translation>
            <numerusform>The game is over after %n round.</numerusform>
            <numerusform>The game is over after %n rounds.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: throw the six dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2: set 2 to 5 dice aside and throw the rest, or stop (%n throw(s) left).</source>
        <translation>
            <numerusform>%1 has %2: set 2 to 5 dice aside and throw the rest, or stop (%n throw left).</numerusform>
            <numerusform>%1 has %2: set 2 to 5 dice aside and throw the rest, or stop (%n throws left).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps %2 and throws %n dice again: %3 (%4).</source>
        <translation>
            <numerusform>%1 keeps %2 and throws %n die again: %3 (%4).</numerusform>
            <numerusform>%1 keeps %2 and throws %n dice again: %3 (%4).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps die %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes die %2 back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pairs you can expect after each choice (the pips add a sixty-fourth each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chance to win this round after each choice (a shared round counts its share)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chance to beat what stands at the table after each choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep %1, throw the rest</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::EinerGleichZwei</name>
    <message>
        <source>%1 throws the three dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2: no two dice add up to the third; %1 stays at %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2: %3 + %4 = %5 scores %5; %1 has %6.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::EinsBisSechzehn</name>
    <message>
        <source>%1 has formed 1 to 16 and back to 1 and wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>back at 1: done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up: needs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>back: needs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws and needs %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws the three dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2 but cannot form %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2: %3; %1 is back at 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2: %3; %1 needs %4 next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) of 32</source>
        <translation>
            <numerusform>%n step of 32</numerusform>
            <numerusform>%n steps of 32</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knobel::ElfHoch</name>
    <message numerus="yes">
        <source>%1 throws %2 and %3, eleven: %1 takes the pot of %n chip(s).</source>
        <translation>
            <numerusform>%1 throws %2 and %3, eleven: %1 takes the pot of %n chip.</numerusform>
            <numerusform>%1 throws %2 and %3, eleven: %1 takes the pot of %n chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %2 and %3, twelve: %1 doubles the pot with %n chip(s); it holds %4.</source>
        <translation>
            <numerusform>%1 throws %2 and %3, twelve: %1 doubles the pot with %n chip; it holds %4.</numerusform>
            <numerusform>%1 throws %2 and %3, twelve: %1 doubles the pot with %n chips; it holds %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %2 and %3, %4: %1 pays %n chip(s) into the pot; it holds %5.</source>
        <translation>
            <numerusform>%1 throws %2 and %3, %4: %1 pays %n chip into the pot; it holds %5.</numerusform>
            <numerusform>%1 throws %2 and %3, %4: %1 pays %n chips into the pot; it holds %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over: %1 threw 11 after %n throw(s).</source>
        <translation>
            <numerusform>The game is over: %1 threw 11 after %n throw.</numerusform>
            <numerusform>The game is over: %1 threw 11 after %n throws.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws: 11 takes the pot, 12 doubles it, below 11 pays the difference to 11.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws the two dice.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::Escalero</name>
    <message>
        <source>Nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five of a kind served</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five alike count as a full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five dice alike may be written in the Full house row.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::Faces</name>
    <message>
        <source>J</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::Families</name>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep and compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank and board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poker in the open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden dice and bluff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Community dice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::GameFile</name>
    <message>
        <source>action %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not an object with one key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a throw needs %1 dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a die shows a face this game does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no such die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it names no box of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strike is not true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it names no player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value is not a number a box can hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown kind &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is larger than a game file can be (%1 MiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not JSON (%1 at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a game file (no JSON object)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a Knobelbecher game file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its version is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was written by a newer Knobelbecher (file version %1, this one reads version %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it names no game this program knows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its mode is neither play nor score-pad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a list of %2 to %3 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player&apos;s name is not text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its options are not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option &apos;%1&apos; has a value of the wrong kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its seed is not a whole number written as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no list of actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has more actions than any game can take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its game does not follow the rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its kinds of players do not match its players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its value is not one this game knows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not JSON (a control character inside a string at byte %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player has no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player&apos;s name is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player&apos;s name holds a control character or one that turns the text around</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it cannot be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its sealed part holds &apos;%1&apos;, which it may not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its salt is not 32 hexadecimal digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its fingerprint %1 is not the one of its salt and seed (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its sealed part is not one this program seals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its sealed part is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its sealed part needs this program&apos;s key, and there is none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its sealed part was changed, or sealed on another computer (with another key)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its dice are neither drawn nor real dice of a game played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it says its dice were real and has a fingerprint, which real dice do not have</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::GameNames</name>
    <message>
        <source>Chicago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Escalero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Liar Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lustige Sieben</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ohio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poker Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sechzerspiel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Würfel-Poker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gestrichene Zwölf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hin und her</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Das große Herz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chicago hoch-tief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequenzen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zehnerspiel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dreimal Pasch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die böse Sieben</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Al Capone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice poker with pip dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offenes Würfelpoker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Va banque</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker Poker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdecktes Würfelpoker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Würfel-Hold&apos;em</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::Games</name>
    <message>
        <source>Five poker dice, three throws, eleven rows; served combinations score more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six dice, up to six throws: collect each number, and 1 to 6 for Ohio.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One die, six throws: multiply each throw by a row number 1 to 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five dice on a three-column sheet, settled column against column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three dice, up to three throws: the one counts 100, the six 60. The lowest sum of a round takes a beer mat; three mats lose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bank throws two dice for all; the others stake on the left side, the right side or the 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poker hands with five dice in the open, three throws each: two players bet between the throws; three or more play for round wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five poker dice each behind a screen, two at a time (up to eight take turns): announce an exact hand, bluff, or doubt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One die, thrown as often as you dare: come as close to 15 as you can without going over. The winner is paid in chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two dice, thrown as long as the sum can be struck from your list of 2 to 12; the 7 may be struck again and again. The first with all struck settles in chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One die, thrown in turn: strike the number you throw, or write it again if it is struck. The first with all six struck wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One die, thrown in turn: write the numbers 1 to 6 in order, then strike them from 6 to 1. The first to finish is paid a chip for every number the others have not struck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The maker names a number from 2 to 12 and stakes; the others cover it. He wins if the number comes at once, or if his point comes again before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two dice and a pot: below 11 you pay the difference, 12 doubles the pot, and whoever throws 11 takes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two dice: the top face counts tens, the bottom face ones. After the agreed rounds the highest total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine throws of one die in a row, every third one subtracted: the highest total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One die in turn; the ones of all players are counted together, and whoever throws the 21st one wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One die in turn: fill your heart&apos;s chambers 1 to 6. A number you cannot use goes to the left. The last with a free chamber pays everyone a chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three dice in turn; only the even pips (2, 4, 6) count. After the agreed rounds the highest total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blaue Augen with the odd pips: three dice in turn, only 1, 3 and 5 count. After the agreed rounds the highest total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three dice in turn; all pips thrown make one running total. Whoever reaches or passes 66 loses and pays everyone a chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten throws of three dice each: when two dice add up to the third, the third&apos;s pips count. The highest total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three dice in turn: form the numbers 1 to 16 and back to 1 from your throws with plus and minus. The first to finish wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three dice in turn; only pairs count: a pair its pips, three alike four times the face. After the agreed rounds the highest total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chicago with a choice: after the round&apos;s first throw its first player says high or low. Low: pips count plainly, the lowest sum wins, the highest takes the beer mat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three dice, up to three throws, the last counts: only the runs 1-2-3, 2-3-4, 3-4-5 and 4-5-6 score. The best run wins the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bank throws three dice for all: under 10 it pays every stake, 10 or more it takes them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six dice, three throws: keep two to five dice and throw the rest again. The most pairs win the round, then the higher pips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six dice, up to three throws: set aside pairs that add up to 7, at most three. The most sevens win the round, then the pips of the other dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One open throw of five poker dice each, raising allowed: the best hand takes the pot; equal hands go by the points of their dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poker hands on five ordinary dice, the One highest: one open throw each, the best hand takes the pot; raising if agreed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five poker dice in the open, up to three throws keeping one to four: raise after your last throw, the others call or fold. The best hand takes the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice roulette with one poker die: stake on colours and faces, the bank pays 2:1 and 5:1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bank throws five single dice for each player; the player reckons them with +, −, × and ÷, each once. The highest result takes the stakes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offenes or Verdecktes Würfelpoker with wild Aces: an Ace stands for any face, so Ace-Ace-King-King-Nine is four Kings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five poker dice under the cup, one throw each: announce a hand, true or not; whoever doubts wrongly doubles the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold&apos;em with twenty dice in four colours drawn from a bag: two hidden pocket dice, five on the table, limit betting and side pots.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::GestricheneZwoelf</name>
    <message numerus="yes">
        <source>%n of 11 struck</source>
        <translation>
            <numerusform>%n of 11 struck</numerusform>
            <numerusform>%n of 11 struck</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has struck all eleven numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 throws, with %n number(s) struck.</source>
        <translation>
            <numerusform>%1 throws, with %n number struck.</numerusform>
            <numerusform>%1 throws, with %n numbers struck.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 passes the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %2 and %3, %4, and strikes the 7: struck %n time(s).</source>
        <translation>
            <numerusform>%1 throws %2 and %3, %4, and strikes the 7: struck %n time.</numerusform>
            <numerusform>%1 throws %2 and %3, %4, and strikes the 7: struck %n times.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws %2 and %3, %4, struck already: the turn passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2 and %3, %4, and strikes the %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 has struck all eleven numbers (the 7: %2) and wins %n chip(s).</source>
        <translation>
            <numerusform>%1 has struck all eleven numbers (the 7: %2) and wins %n chip.</numerusform>
            <numerusform>%1 has struck all eleven numbers (the 7: %2) and wins %n chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has struck all eleven numbers (the 7: %2) and pays %n chip(s) on balance.</source>
        <translation>
            <numerusform>%1 has struck all eleven numbers (the 7: %2) and pays %n chip on balance.</numerusform>
            <numerusform>%1 has struck all eleven numbers (the 7: %2) and pays %n chips on balance.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knobel::GrossesHerz</name>
    <message numerus="yes">
        <source>%1 is the last with a free chamber and pays every other player a chip (%n in all).</source>
        <translation>
            <numerusform>%1 is the last with a free chamber and pays every other player a chip (%n in all).</numerusform>
            <numerusform>%1 is the last with a free chamber and pays every other player a chip (%n in all).</numerusform>
        </translation>
    </message>
    <message>
        <source>heart full</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n chamber(s) free</source>
        <translation>
            <numerusform>%n chamber free</numerusform>
            <numerusform>%n chambers free</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over: %1 has lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 throws; %n chamber(s) of the heart free.</source>
        <translation>
            <numerusform>%1 throws; %n chamber of the heart free.</numerusform>
            <numerusform>%1 throws; %n chambers of the heart free.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws the die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws a %2 and fills the %2 of the heart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws a %2: nobody can use the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws a %2: the %2 goes to %3&apos;s heart.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::Hands</name>
    <message>
        <source>Nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three alike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four alike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five alike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a One</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full house, %1 over %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight, %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three %1, %2 and %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two pairs, %1 and %2, and %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pair of %1, %2, %3 and %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing: %1, %2, %3, %4 and %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight Flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five-of-a-kind flush</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::HimmelUndHoelle</name>
    <message>
        <source>%1 throws %2 and %3: %4 + %5 = %6; %1 has %7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>%1 wins with %n point.</numerusform>
            <numerusform>%1 wins with %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s).</source>
        <translation>
            <numerusform>%1 share the win with %n point.</numerusform>
            <numerusform>%1 share the win with %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in all (last throw %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n round(s).</source>
        <translation>
            <numerusform>The game is over after %n round.</numerusform>
            <numerusform>The game is over after %n rounds.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: %3 throws the two dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws the two dice.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::HinUndHer</name>
    <message numerus="yes">
        <source>%n number(s) struck</source>
        <translation>
            <numerusform>%n number struck</numerusform>
            <numerusform>%n numbers struck</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has struck all six numbers and wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n struck</source>
        <translation>
            <numerusform>%n struck</numerusform>
            <numerusform>%n struck</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 throws, with %n number(s) struck.</source>
        <translation>
            <numerusform>%1 throws, with %n number struck.</numerusform>
            <numerusform>%1 throws, with %n numbers struck.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 passes the die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws the die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws a %2 and writes it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws a %2 and strikes it out.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::Hints</name>
    <message>
        <source>What the best computer reckons each choice is worth (higher is better)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::Holdem</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chips each player starts with; the ante is 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End after this many hands and rank by chips; 0 plays until one player has all the chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 – %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1: %2 has a Five-of-a-kind flush and takes every pot at once: %3 chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1: %2 takes back %3 chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1: %2 takes %3 chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no chips left and leaves the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, call, raise or fold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, check or bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) drawn from the bag for the table.</source>
        <translation>
            <numerusform>%n die drawn from the bag for the table.</numerusform>
            <numerusform>%n dice drawn from the bag for the table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) drawn from the bag for %1&apos;s cup.</source>
        <translation>
            <numerusform>%n die drawn from the bag for %1&apos;s cup.</numerusform>
            <numerusform>%n dice drawn from the bag for %1&apos;s cup.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drawn dice are thrown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone checked: the flop is thrown again: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The flop: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The river: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s pocket dice fall under the cup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 checks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bets %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 calls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 raises by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 folds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chance to win now: %1 % (counted exactly). A call costs %2 chips, the pot pays %3. Chips each choice is worth at that chance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chance to win now: %1 % (± %2, sampled). A call costs %3 chips, the pot pays %4. Chips each choice is worth at that chance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full House</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight Flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five-of-a-kind flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 over %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 and %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::Jule</name>
    <message numerus="yes">
        <source>%1 has written all six numbers and struck them again, and wins %n chip(s).</source>
        <translation>
            <numerusform>%1 has written all six numbers and struck them again, and wins %n chip.</numerusform>
            <numerusform>%1 has written all six numbers and struck them again, and wins %n chips.</numerusform>
        </translation>
    </message>
    <message>
        <source>all struck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writes the %1 next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strikes the %1 next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws and needs a %2 to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws and needs a %2 to strike.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passes the die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws the die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws a %2 but needs a %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws a %2 and writes it down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws a %2 and strikes it out.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::Levels</name>
    <message>
        <source>beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfect</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::LiarDice</name>
    <message>
        <source>Deals won in this match: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone throws one die for the order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 throw one die each: the higher calls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both throw their five dice behind the screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 calls: announce an exact hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 threw: announce a hand higher than %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to answer %2: doubt, or throw again and announce higher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shows five Aces: %2 may try to throw them too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws five dice behind the screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 announces %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 doubts and lifts the screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps a die under the cup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 picks up a die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stops chasing five Aces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the match against %2, %3 deals to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1: %2 had %3; the announcement, %4, holds. %2 wins the deal, %5 loses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1: %2 had %3; the announcement, %4, does not hold. %5 wins the deal, %2 loses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1: %2 wins the deal with five Aces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1: both show five Aces; the deal is drawn and played again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1: %2 wins the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doubt the call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announce %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw all five again, then announce higher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw %1 again, keep %2, then announce higher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How often the best computer makes each choice here: it mixes them, as a bluffer must</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) won</source>
        <translation>
            <numerusform>%n match won</numerusform>
            <numerusform>%n matches won</numerusform>
        </translation>
    </message>
    <message>
        <source>a simple honest player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 puts die %2 back under the cup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 picks up die %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %n dice again: %2.</source>
        <translation>
            <numerusform>%1 throws %n die again: %2.</numerusform>
            <numerusform>%1 throws %n dice again: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %n dice again.</source>
        <translation>
            <numerusform>%1 throws %n die again.</numerusform>
            <numerusform>%1 throws %n dice again.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 doubts: %2, lift your cup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lifts the cup: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::ListGroups</name>
    <message>
        <source>Score-sheet games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games with one die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games with two dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games with three dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games with five dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games with six dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games with poker dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Betting and bluff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played last</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::LustigeSieben</name>
    <message>
        <source>the left side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the right side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One chip on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n throw(s) of the bank.</source>
        <translation>
            <numerusform>The game is over after %n throw of the bank.</numerusform>
            <numerusform>The game is over after %n throws of the bank.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws for the bank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: stake on a number (at least one chip; %2 is the bank).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: stake on another number, or stop (%2 is the bank).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bank throws %1 + %2 = %3: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 stakes %n chip(s) on %2.</source>
        <translation>
            <numerusform>%1 stakes %n chip on %2.</numerusform>
            <numerusform>%1 stakes %n chips on %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stops staking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (bank) wins %n chip(s)</source>
        <translation>
            <numerusform>%1 (bank) wins %n chip</numerusform>
            <numerusform>%1 (bank) wins %n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins %n chip(s)</source>
        <translation>
            <numerusform>%1 wins %n chip</numerusform>
            <numerusform>%1 wins %n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (bank) loses %n chip(s)</source>
        <translation>
            <numerusform>%1 (bank) loses %n chip</numerusform>
            <numerusform>%1 (bank) loses %n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n chip(s)</source>
        <translation>
            <numerusform>%1 loses %n chip</numerusform>
            <numerusform>%1 loses %n chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (bank) is even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is even</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, %n chip(s) on 7 stand(s)</source>
        <translation>
            <numerusform>%1, %n chip on 7 stands</numerusform>
            <numerusform>%1, %n chips on 7 stand</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake nothing more on this throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips a stake of one chip wins (or loses) on each field per throw of the bank, on average</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::Ohio</name>
    <message>
        <source>Ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ohio</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::OpenPoker</name>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2 have the same hand, %3; the pot stays and they throw again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Round %1: the others fold; %2 takes the pot of %n chip(s).</source>
        <translation>
            <numerusform>Round %1: the others fold; %2 takes the pot of %n chip.</numerusform>
            <numerusform>Round %1: the others fold; %2 takes the pot of %n chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 takes the pot of %n chip(s) with %3.</source>
        <translation>
            <numerusform>Round %1: %2 takes the pot of %n chip with %3.</numerusform>
            <numerusform>Round %1: %2 takes the pot of %n chips with %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 share the pot of %n chip(s) with %3.</source>
        <translation>
            <numerusform>Round %1: %2 share the pot of %n chip with %3.</numerusform>
            <numerusform>Round %1: %2 share the pot of %n chips with %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n round(s).</source>
        <translation>
            <numerusform>The game is over after %n round.</numerusform>
            <numerusform>The game is over after %n rounds.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, raise the stake or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, call the raise of %2 or fold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie round: %1, throw the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, throw the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, keep one to four dice and throw again, or stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, keep dice and throw again, or stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps die %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes die %2 back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 checks: no raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bets %2 more: the stake is now %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 calls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 folds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw all five again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep %1, throw the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips each choice is expected to bring back from the pot, less what it puts in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chance to win the round after each choice (a tie counts half)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::Options</name>
    <message>
        <source>Column values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chips won with the first, second and third column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head multiplier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who wins all three columns (Head) receives this many times the columns&apos; value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set aside is final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A die that stayed aside during a throw cannot be taken back into the cup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the first throw serves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A combination counts as served only from the first throw of a turn, not from a later throw of all five dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two sixes make an ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bank passes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After each throw the next player becomes the bank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many throws of the bank the game lasts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most chips a player puts on one field for one throw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone stakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player but the bank has at least one chip on the board for each throw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A match is won by the first to win two of three or three of five deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pip dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play with ordinary dice; the One counts above the Six, straights are 2-3-4-5-6 (high) and 1-2-3-4-5 (low).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straights count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five dice in sequence rank between a full house and three alike.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ante of each player and the smallest bet or raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The largest bet or raise; at least the minimum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet before the second player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A betting round comes before the second player&apos;s first throw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players: how many deals a game has; the first thrower alternates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three or more players: what the first to five round wins receives from each other player, besides the difference of the rounds won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five alike count as four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five dice alike may be written in the Four of a kind row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five alike count as a full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five dice alike may be written in the Full house row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contra and Recontra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players: before his turn a player may double the stake; the other plays on at the double stake or gives up. Doublings alternate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doppelhand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two turns for each box: the first turn&apos;s dice wait beside the tray, and the second turn writes one box with the better of the two. For a team of two at one sheet, each plays one of the turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two columns: the first is played as usual; then the second is written from the top down, with a Served row for any served combination, and the sums run down both columns. The winner receives the difference of the sums.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches in the session. With three or more players the winner stays and the loser goes to the end of the waiting list (chouette); a session has at least one match per player after the first, so that everyone plays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many rounds the game lasts; each round is settled, and the next player begins the next.</source>
        <translation></translation>
    </message>
    <message>
        <source>After the first or second throw, with a throw left, two sixes may become one die showing 1 that stays; the other die goes with the next throw, which counts as usual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losers pay for their numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The others pay the winner a chip for each number they have not struck, instead of the winner paying them (the booklet&apos;s text has the winner pay).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns as maker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How often each player is the maker; the game passes on to the left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most chips the maker stakes in one game; the others cover the same amount together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake divides evenly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stake must divide evenly among the players who cover it; otherwise the players nearest the maker&apos;s left cover the odd chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many rounds the game lasts; each player throws once a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiply and divide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The numbers may also be formed with × and ÷, where every division comes out whole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a round played high, after the first or second throw, with a throw left, two sixes may become one die showing 1 that stays; the other die goes with the next throw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep two dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the second and third throw up to two dice may stand; otherwise every throw is of all three.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many rounds the game lasts; each round won is a point, and the most points win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most chips a player stakes on one throw of the bank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player but the bank stakes at least one chip on each throw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring for equal hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal hands are decided by the sum of their dice. A: Nine 9, Ten 10, Jack 11, Queen 12, King 13, Ace 14. B: 9, 10, 2, 3, 4, 11. C: 1, 2, 3, 4, 5, 11. Still equal: the pot is shared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What every player puts into the pot at the start of a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most each player&apos;s stake in the pot may be raised to in a round; at least the minimum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many rounds the game lasts; each round&apos;s pot goes to its best hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What every player pays into the pot at the start of a round, and the most one raise adds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raising</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right after his throw a player may raise by up to the stake; the others still in call or fold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw all five again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the second and third throw all five dice may be thrown again; otherwise one to four must stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most throws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bank announces the end five throws ahead, at the latest so that the game ends after this many throws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chips each player stakes in a round; the bank stakes nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A remainder loses the stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who leaves ÷ for the fifth die and has a remainder there loses the stake to the bank (and is out of the round&apos;s comparison).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden throws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played as Verdecktes Würfelpoker: one throw under the cup, an announced hand, doubts. Off: as Offenes Würfelpoker, up to three open throws and raising.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open throws only: what every player puts into the pot at the start of a round (hidden: 1 chip).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open throws only: the most each player&apos;s stake in the pot may be raised to in a round; at least the minimum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open throws only: in the second and third throw all five dice may be thrown again; otherwise one to four must stand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::Pasch</name>
    <message>
        <source>%1 throws the three dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2: no pair; %1 stays at %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2: three alike, 4 × %3 = %4; %1 has %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2: the pair of %3s scores %4; %1 has %5.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::PlusMinus</name>
    <message>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2: throw %3 of 9 is subtracted, %1 has %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2: throw %3 of 9 is added, %1 has %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins with a total of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 share the win with a total of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 after %n throw(s)</source>
        <translation>
            <numerusform>%1 after %n throw</numerusform>
            <numerusform>%1 after %n throws</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over: everyone has thrown nine times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws, throw %2 of 9: this throw is subtracted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws, throw %2 of 9: this throw is added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws the die.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::PokerDice</name>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, call, raise or fold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, check or bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, throw the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, keep dice and throw again, or stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 checks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bets %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 calls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 raises by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 folds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw all five again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep %1, throw the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps die %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes die %2 back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Deal %1: %2 folds; %3 wins the pot of %n chip(s).</source>
        <translation>
            <numerusform>Deal %1: %2 folds; %3 wins the pot of %n chip.</numerusform>
            <numerusform>Deal %1: %2 folds; %3 wins the pot of %n chips.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal %1: a draw with %2; each takes back the stake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Deal %1: %2 wins the pot of %n chip(s) with %3 against %4.</source>
        <translation>
            <numerusform>Deal %1: %2 wins the pot of %n chip with %3 against %4.</numerusform>
            <numerusform>Deal %1: %2 wins the pot of %n chips with %3 against %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1: nobody wins; the best hand, %2, is shared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 wins with %3 (%n round win(s)).</source>
        <translation>
            <numerusform>Round %1: %2 wins with %3 (%n round win).</numerusform>
            <numerusform>Round %1: %2 wins with %3 (%n round wins).</numerusform>
        </translation>
    </message>
    <message>
        <source>Chips the best computer expects you to win in this deal after each choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chance to win the round after each choice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::Quinze</name>
    <message>
        <source>out with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 in %n throw(s)</source>
        <translation>
            <numerusform>%1 in %n throw</numerusform>
            <numerusform>%1 in %n throws</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1: everyone is out; nobody pays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 wins with %3 and receives %n chip(s).</source>
        <translation>
            <numerusform>Round %1: %2 wins with %3 and receives %n chip.</numerusform>
            <numerusform>Round %1: %2 wins with %3 and receives %n chips.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 share the round with %3 and %n chip(s) between them.</source>
        <translation>
            <numerusform>Round %1: %2 share the round with %3 and %n chip between them.</numerusform>
            <numerusform>Round %1: %2 share the round with %3 and %n chips between them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n round(s).</source>
        <translation>
            <numerusform>The game is over after %n round.</numerusform>
            <numerusform>The game is over after %n rounds.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: throw the die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2: throw again or stop (above 15 is out).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws the die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves the die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chips you can expect from this round after each choice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::RealDice</name>
    <message>
        <source>%1 is not a colour of the bag&apos;s dice (r b w y, German r s w g).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a poker die&apos;s face; these dice show 1 to 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a face of poker dice (9 10 J Q K A, German 9 10 B D K A).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a face of these dice (1 to 6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the faces of the dice thrown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) to throw now, not %1.</source>
        <translation>
            <numerusform>%n die to throw now, not %1.</numerusform>
            <numerusform>%n dice to throw now, not %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die %1 is kept: it stays %2, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die %1 is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules refuse this throw: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No throw waits for its dice now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) to draw from the bag now, not %1.</source>
        <translation>
            <numerusform>%n die to draw from the bag now, not %1.</numerusform>
            <numerusform>%n dice to draw from the bag now, not %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Say the colour of each die drawn: %1 has none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bag holds no more %1 dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give every die drawn its number, or none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Draw %n die(s) from the bag and throw: a number and a colour each (4r 6w).</source>
        <translation>
            <numerusform>Draw %n die from the bag and throw it: its number and colour (4r).</numerusform>
            <numerusform>Draw %n dice from the bag and throw them: a number and a colour each (4r 6w).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n die(s) for %1; kept as they lie: %2.</source>
        <translation>
            <numerusform>Throw %n die for %1; kept as they lie: %2.</numerusform>
            <numerusform>Throw %n dice for %1; kept as they lie: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n die(s); kept as they lie: %1.</source>
        <translation>
            <numerusform>Throw %n die; kept as they lie: %1.</numerusform>
            <numerusform>Throw %n dice; kept as they lie: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n die(s) for %1.</source>
        <translation>
            <numerusform>Throw %n die for %1.</numerusform>
            <numerusform>Throw %n dice for %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n die(s).</source>
        <translation>
            <numerusform>Throw %n die.</numerusform>
            <numerusform>Throw %n dice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 Type %n die(s).</source>
        <translation>
            <numerusform>%1 Type %n die.</numerusform>
            <numerusform>%1 Type %n dice.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep your dice hidden: press Enter with the field empty. Only five Aces are shown at once: A A A A A.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, throw %n die(s) behind your screen and keep them hidden, then press Enter. Five Aces are shown at once: type A A A A A.</source>
        <translation>
            <numerusform>%1, throw %n die behind your screen and keep it hidden, then press Enter. Five Aces are shown at once: type A A A A A.</numerusform>
            <numerusform>%1, throw %n dice behind your screen and keep them hidden, then press Enter. Five Aces are shown at once: type A A A A A.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep your dice hidden: press Enter with the field empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, throw %n die(s) under your cup and keep them hidden, then press Enter.</source>
        <translation>
            <numerusform>%1, throw %n die under your cup and keep it hidden, then press Enter.</numerusform>
            <numerusform>%1, throw %n dice under your cup and keep them hidden, then press Enter.</numerusform>
        </translation>
    </message>
    <message>
        <source>r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>w</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, draw %n die(s) from the bag for your pocket and throw them behind your hand: a number and a colour each (4r 6w). Only you see them until the showdown.</source>
        <translation>
            <numerusform>%1, draw %n die from the bag for your pocket and throw it behind your hand: a number and a colour (4r). Only you see it until the showdown.</numerusform>
            <numerusform>%1, draw %n dice from the bag for your pocket and throw them behind your hand: a number and a colour each (4r 6w). Only you see them until the showdown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, throw your %n pocket die(s) behind your hand and type them. Only you see them until the showdown.</source>
        <translation>
            <numerusform>%1, throw your %n pocket die behind your hand and type it. Only you see it until the showdown.</numerusform>
            <numerusform>%1, throw your %n pocket dice behind your hand and type them. Only you see them until the showdown.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knobel::Results</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>knobel::RockAndRoll</name>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One chip on %1: wins on %2 of 6 faces, paid %3 to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake nothing more on this throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw for the bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announce the end: five more throws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips a chip staked wins (or loses) per throw on average: every field pays exactly what its chance is worth</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n throw(s) of the bank.</source>
        <translation>
            <numerusform>The game is over after %n throw of the bank.</numerusform>
            <numerusform>The game is over after %n throws of the bank.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: stake on a colour or a face (at least one chip; %2 is the bank).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: stake on another field, or stop (%2 is the bank).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (bank) announces the end now: five more throws, and the game ends after throw %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (bank): throw, or announce the end (five more throws, this one the first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws for the bank: throw %2 of the last five.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws for the bank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bank throws: %1, %2. %2 pays %3 to 1, %1 pays %4 to 1, the bank takes the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 stakes %n chip(s) on %2.</source>
        <translation>
            <numerusform>%1 stakes %n chip on %2.</numerusform>
            <numerusform>%1 stakes %n chips on %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 stops staking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 announces the end: five more throws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::Sechzerspiel</name>
    <message>
        <source>Row 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row 6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::Sequenzen</name>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 in %n throw(s)</source>
        <translation>
            <numerusform>%1 in %n throw</numerusform>
            <numerusform>%1 in %n throws</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) won</source>
        <translation>
            <numerusform>%n round won</numerusform>
            <numerusform>%n rounds won</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1: nobody has a run; nobody scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2 wins with %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2 share the round with %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n round(s).</source>
        <translation>
            <numerusform>The game is over after %n round.</numerusform>
            <numerusform>The game is over after %n rounds.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: throw the three dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2: throw again or stop (%n throw(s) left).</source>
        <translation>
            <numerusform>%1 has %2: throw again or stop (%n throw left).</numerusform>
            <numerusform>%1 has %2: throw again or stop (%n throws left).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps %2 and throws %n dice again: %3 (%4).</source>
        <translation>
            <numerusform>%1 keeps %2 and throws %n die again: %3 (%4).</numerusform>
            <numerusform>%1 keeps %2 and throws %n dice again: %3 (%4).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps die %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes die %2 back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chance to win this round after each choice (a shared round counts its share)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chance to beat what stands at the table after each choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw all three again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep %1, throw the rest</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::SheetGame</name>
    <message>
        <source>a simple player without tables</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::SheetState</name>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the points into the boxes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1: throw the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1: throw again or write a box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1: player %2 says Contra: play on at stake %3, or give up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1: throw the dice for the first hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1: throw again, or keep these dice as the first hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1: throw the dice for the second hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1: throw again or write a box with the better hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sets a die aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes a die back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sets %2 aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 writes a box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 strikes %2 in column %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 strikes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 writes %2 in %3, column %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 writes %2 in %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A box is edited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 emptied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 in %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps %2 as the first hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 says Contra.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays on at the double stake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gives up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves the dice.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::StakeRound</name>
    <message numerus="yes">
        <source>%1 (bank) wins %n chip(s)</source>
        <translation>
            <numerusform>%1 (bank) wins %n chip</numerusform>
            <numerusform>%1 (bank) wins %n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins %n chip(s)</source>
        <translation>
            <numerusform>%1 wins %n chip</numerusform>
            <numerusform>%1 wins %n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (bank) loses %n chip(s)</source>
        <translation>
            <numerusform>%1 (bank) loses %n chip</numerusform>
            <numerusform>%1 (bank) loses %n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n chip(s)</source>
        <translation>
            <numerusform>%1 loses %n chip</numerusform>
            <numerusform>%1 loses %n chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (bank) is even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::Tally</name>
    <message numerus="yes">
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>%1 wins with %n point.</numerusform>
            <numerusform>%1 wins with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s).</source>
        <translation>
            <numerusform>%1 share the win with %n point.</numerusform>
            <numerusform>%1 share the win with %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in all (last throw %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n round(s).</source>
        <translation>
            <numerusform>The game is over after %n round.</numerusform>
            <numerusform>The game is over after %n rounds.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: %3 throws the three dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2: %3 throws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::VaBanque</name>
    <message>
        <source>Round %1: every stake went to the bank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 takes %n chip(s) with %3.</source>
        <translation>
            <numerusform>Round %1: %2 takes %n chip with %3.</numerusform>
            <numerusform>Round %1: %2 takes %n chips with %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 share %n chip(s) with %3.</source>
        <translation>
            <numerusform>Round %1: %2 share %n chip with %3.</numerusform>
            <numerusform>Round %1: %2 share %n chips with %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (the stake went to the bank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: each player was the bank once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 and a %3: pick an operation (left: %4; ÷ would leave a remainder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 and a %3: pick an operation (left: %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, the bank, throws die %2 for %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws a die for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws a %2 for %3 to start with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws a %2 for %3, who has %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws a %2 for %3: %4. The division leaves a remainder: the stake goes to the bank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws a %2 for %3: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 adds: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 subtracts: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 multiplies: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 divides: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chance to take the stakes after each choice, the players to come counted (a shared pot counts its share)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chance to beat the values standing after each choice (a tie counts its share)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value you can expect after each choice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::VerdecktesPoker</name>
    <message>
        <source>The chips each choice can be expected to win or lose in this round against the best computer, counted as a round of two</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2: the announcement holds. %3 pays %n chip(s) into the pot.</source>
        <translation>
            <numerusform>%1 has %2: the announcement holds. %3 pays %n chip into the pot.</numerusform>
            <numerusform>%1 has %2: the announcement holds. %3 pays %n chips into the pot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2, not %3: %1 pays %n chip(s) into the pot, and %2 stands.</source>
        <translation>
            <numerusform>%1 has %2, not %3: %1 pays %n chip into the pot, and %2 stands.</numerusform>
            <numerusform>%1 has %2, not %3: %1 pays %n chips into the pot, and %2 stands.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 takes the pot of %n chip(s) with %3.</source>
        <translation>
            <numerusform>Round %1: %2 takes the pot of %n chip with %3.</numerusform>
            <numerusform>Round %1: %2 takes the pot of %n chips with %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 share the pot of %n chip(s) with %3.</source>
        <translation>
            <numerusform>Round %1: %2 share the pot of %n chip with %3.</numerusform>
            <numerusform>Round %1: %2 share the pot of %n chips with %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stands with %1 (cup lifted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announces %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws five dice under the cup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 announces a hand, true or not; the best standing is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 announces a hand, true or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 announced %2; %3 doubts it or believes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n round(s).</source>
        <translation>
            <numerusform>The game is over after %n round.</numerusform>
            <numerusform>The game is over after %n rounds.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 announces %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 doubts it: the cup is lifted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 believes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 doubts: %2, lift your cup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lifts the cup: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::WuerfelPoker</name>
    <message>
        <source>Ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five of a kind served</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Served</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>knobel::Zehnerspiel</name>
    <message numerus="yes">
        <source>Stake %n chip(s)</source>
        <translation>
            <numerusform>Stake %n chip</numerusform>
            <numerusform>Stake %n chips</numerusform>
        </translation>
    </message>
    <message>
        <source>Stake nothing on this throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips a stake wins (or loses) on average: a quarter of a chip lost per chip staked</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (bank) wins %n chip(s)</source>
        <translation>
            <numerusform>%1 (bank) wins %n chip</numerusform>
            <numerusform>%1 (bank) wins %n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins %n chip(s)</source>
        <translation>
            <numerusform>%1 wins %n chip</numerusform>
            <numerusform>%1 wins %n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (bank) loses %n chip(s)</source>
        <translation>
            <numerusform>%1 (bank) loses %n chip</numerusform>
            <numerusform>%1 (bank) loses %n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n chip(s)</source>
        <translation>
            <numerusform>%1 loses %n chip</numerusform>
            <numerusform>%1 loses %n chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (bank) is even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n throw(s) of the bank.</source>
        <translation>
            <numerusform>The game is over after %n throw of the bank.</numerusform>
            <numerusform>The game is over after %n throws of the bank.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws three dice for the bank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: stake on under 10 (%2 is the bank).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bank throws %1 + %2 + %3 = %4: under 10, the bank pays every stake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bank throws %1 + %2 + %3 = %4: 10 or more, the bank takes every stake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 stakes %n chip(s) on under 10.</source>
        <translation>
            <numerusform>%1 stakes %n chip on under 10.</numerusform>
            <numerusform>%1 stakes %n chips on under 10.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 stakes nothing on this throw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
