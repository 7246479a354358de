// SPDX-License-Identifier: GPL-3.0-or-later
// Poker Dice (seed 002) on the engine: every rule the text states, on a state fed with chosen dice;
// the state's deal against the solver's model; whole seeded games of the computer players replayed.
#include <QTest>

#include <algorithm>
#include <random>

#include "engine/registry.h"
#include "games/pokerdice/pokerdice.h"
#include "games/pokerdice/pokerdicebots.h"
#include "games/pokerdice/pokerdicerules.h"
#include "match.h"

using namespace knobel;

namespace {

GameSetup setupOf(int players, const QStringList& assignments = {}, std::uint64_t seed = 2)
{
    GameSetup setup;
    setup.game = "pokerdice";
    setup.options = RuleOptions(pokerdice::options());
    for (const QString& a : assignments)
        if (auto problem = setup.options.assign(pokerdice::options(), a.toStdString()))
            qFatal("%s", problem->c_str());
    for (int i = 0; i < players; ++i)
        setup.players.push_back(std::string(1, char('A' + i)));
    setup.seed = seed;
    return setup;
}

/// Poker dice by name, in the order given: 9 T J Q K A.
std::vector<int> dice(const char* text)
{
    std::vector<int> faces;
    for (const char* c = text; *c; ++c)
        if (const char* at = std::strchr("9TJQKA", *c))
            faces.push_back(int(at - "9TJQKA") + 1);
    return faces;
}

/// The seat on turn throws: every die not set aside shows the face given for it.
Problem throwAs(PokerDiceState& s, const std::vector<int>& faces)
{
    Action a = Action::throwDice(s.toAct());
    a.faces = faces;
    return s.apply(a);
}

/// The seat on turn keeps the dice at these places and throws the others to `faces`.
Problem keepAndThrow(PokerDiceState& s, const std::vector<int>& keep, const std::vector<int>& faces)
{
    const Seat seat = s.toAct();
    for (int die : keep)
        if (auto problem = s.apply(Action::hold(die, seat)))
            return problem;
    return throwAs(s, faces);
}

/// What a seat has won or lost so far, not counting the next deal's ante already in the pot.
int net(const PokerDiceState& s, Seat seat)
{
    return s.ledger().balance(seat) + s.ledger().inPot(seat);
}

bool has(const std::vector<Action>& legal, const Action& a)
{
    return std::find(legal.begin(), legal.end(), a) != legal.end();
}

int betsOfKind(const std::vector<Action>& legal, BetKind kind)
{
    return int(std::count_if(legal.begin(), legal.end(),
        [kind](const Action& a) { return a.type == Action::Type::Bet && a.bet == kind; }));
}

enum class Example {
    Ante,
    ThreeThrowsAtMost,
    OnePairKeepThree,
    SecondAlsoHasThreeThrows,
    ThrowerBetsOrChecks,
    CallRaiseOrFold,
    FoldLosesTheGame,
    CheckThenCheckOrBet,
    OneBetOneRaise,
    RoundBeforeSecondPlayerIsAnOption,
    HigherHandWins,
    EqualHandsDraw,
    TensAceQueenBeatTensAceNine,
    FirstThrowerAlternates,
    ThreePlayersNoBetting,
    StarterCapsTheOthers,
    EachStartsInTurn,
    FiveWinsEndWithPrizeAndDifference,
    PipDiceStraights,
};

} // namespace

class TestPokerDice : public QObject
{
    Q_OBJECT

private slots:
    /// The end of a deal is recorded when it happens, with the pot and both hands, before the next
    /// deal clears the dice; a fold says who folded.
    void dealOutcomeIsRecordedWithThePotAndTheHands_data()
    {
        QTest::addColumn<bool>("fold");
        QTest::addColumn<QString>("expected"); ///< {W}: the first thrower, who wins; {L}: the other
        QTest::newRow("the higher hand wins the pot of the antes")
            << false << "Deal 1: {W} wins the pot of 2 chip(s) with %1 against %2.";
        QTest::newRow("a fold after a bet gives the pot to the other")
            << true << "Deal 1: {L} folds; {W} wins the pot of 3 chip(s).";
    }
    void dealOutcomeIsRecordedWithThePotAndTheHands()
    {
        QFETCH(bool, fold);
        QFETCH(QString, expected);
        PokerDiceState s(setupOf(2));
        const Seat first = s.starter();
        QVERIFY(s.outcomes().empty());
        const std::vector<int> mine = dice("KKKK9"), theirs = dice("JJJ9T");
        while (s.round() == 1) {
            const Seat seat = s.toAct();
            const std::vector<Action> legal = s.legalActions();
            if (legal.front().type == Action::Type::Bet) {
                Action a = has(legal, Action::betting(BetKind::Check)) ? Action::betting(BetKind::Check)
                                                                       : Action::betting(BetKind::Call);
                // With the fold: once the other has thrown, the first bets and the other folds.
                const Action wanted
                    = seat == first ? Action::betting(BetKind::Bet, 1) : Action::betting(BetKind::Fold);
                if (fold && s.dice(1 - first).thrown() && has(legal, wanted))
                    a = wanted;
                QVERIFY(!s.apply(a));
            } else if (!s.dice(seat).thrown()) {
                QVERIFY(!throwAs(s, seat == first ? mine : theirs));
            } else {
                QVERIFY(!s.apply(Action::stop()));
            }
        }
        QCOMPARE(s.outcomes().size(), std::size_t(1));
        QString want = expected.replace(QStringLiteral("{W}"), QString(QChar('A' + first)))
                           .replace(QStringLiteral("{L}"), QString(QChar('A' + 1 - first)));
        if (!fold)
            want = want.arg(QString::fromStdString(handMessage(mine, s.handRules()).english()),
                QString::fromStdString(handMessage(theirs, s.handRules()).english()));
        QCOMPARE(QString::fromStdString(s.outcomes()[0].english()), want);

        // The hands stay on the table as the deal ended until the next deal's first throw.
        const Observation ended = s.observe(first);
        for (Seat seat : {first, Seat(1 - first)}) {
            const DiceGroupView& hand = ended.dice[std::size_t(seat)];
            QVERIFY(hand.ended);
            std::vector<int> faces;
            for (const DieView& d : hand.dice)
                faces.push_back(d.face);
            QCOMPARE(faces, seat == first ? mine : theirs);
            QCOMPARE(ended.seats[std::size_t(seat)].roundLine, handMessage(faces, s.handRules()));
        }
        QVERIFY(!throwAs(s, dice("99999")));
        const Observation next = s.observe(first);
        QVERIFY(
            std::none_of(next.dice.begin(), next.dice.end(), [](const DiceGroupView& g) { return g.ended; }));
    }

    void seedExamples_data()
    {
        QTest::addColumn<int>("example");
        QTest::newRow(
            "Vor dem ersten Wurf setzen beide Spieler einen Grundeinsatz (Ante) in Höhe des Minimums")
            << int(Example::Ante);
        QTest::newRow("Im Laufe eines Spieles darf ein Spieler jedoch höchstens drei Mal würfeln")
            << int(Example::ThreeThrowsAtMost);
        QTest::newRow("Wirft er beim ersten Wurf etwa nur One pair, so kann er z. B. drei Würfel aufnehmen")
            << int(Example::OnePairKeepThree);
        QTest::newRow(
            "Auch er hat drei Würfe zur Verfügung, insbesondere auch dann, wenn der erste Spieler sein "
            "Spiel bereits nach dem ersten oder zweiten Wurf beendet")
            << int(Example::SecondAlsoHasThreeThrows);
        QTest::newRow(
            "Der Werfer kann nun entweder einen zusätzlichen Betrag in den Pot zahlen (Bet) oder abwarten "
            "(Check)")
            << int(Example::ThrowerBetsOrChecks);
        QTest::newRow(
            "Dieser kann die zusätzliche Wette entweder halten (Call), seinerseits erhöhen (Raise) oder "
            "aussteigen (Fold)")
            << int(Example::CallRaiseOrFold);
        QTest::newRow("aussteigen (Fold) und das Spiel verloren geben") << int(Example::FoldLosesTheGame);
        QTest::newRow("Hat der Werfer nicht gesetzt, so kann sein Gegner entweder ebenfalls abwarten, oder "
                      "seinerseits eine Wette setzen")
            << int(Example::CheckThenCheckOrBet);
        QTest::newRow("In jeder Runde ist nur ein Bet und ein Raise möglich") << int(Example::OneBetOneRaise);
        QTest::newRow("Ob man vor dem ersten Wurf des zweiten Spielers wetten darf oder nicht, wird sehr "
                      "unterschiedlich gehandhabt")
            << int(Example::RoundBeforeSecondPlayerIsAnOption);
        QTest::newRow("Wer die höhere Kombination vorweisen kann, gewinnt") << int(Example::HigherHandWins);
        QTest::newRow(
            "Sollten beide Spieler die exakt gleiche Kombination vorweisen, so ist das Spiel unentschieden")
            << int(Example::EqualHandsDraw);
        QTest::newRow(
            "so schlagen z. B. Drei Zehner, ein Ass und eine Dame eine Hand von Drei Zehner, ein Ass und "
            "eine Neun")
            << int(Example::TensAceQueenBeatTensAceNine);
        QTest::newRow("A session alternates who throws first (rules notes)")
            << int(Example::FirstThrowerAlternates);
        QTest::newRow("Nehmen mehr als zwei Personen am Spiel teil, so werden keine Wettrunden durchgeführt")
            << int(Example::ThreePlayersNoBetting);
        QTest::newRow(
            "wenn der erste Spieler sein Spiel nach einem bzw. zwei Würfen beendet, die übrigen Spieler "
            "auch nur ein bzw. zweimal würfeln dürfen")
            << int(Example::StarterCapsTheOthers);
        QTest::newRow("Jeder Spieler darf einmal eine Runde als erster Spieler beginnen")
            << int(Example::EachStartsInTurn);
        QTest::newRow(
            "eine Partie ist beendet, sobald ein Spieler fünf Siege erreicht hat. Der Gewinner erhält die "
            "Siegesprämie und die Punktedifferenz")
            << int(Example::FiveWinsEndWithPrizeAndDifference);
        QTest::newRow("High straight ist 6–5–4–3–2 und Low straight ist 5–4–3–2–1")
            << int(Example::PipDiceStraights);
    }

    void seedExamples()
    {
        QFETCH(int, example);
        switch (Example(example)) {
        case Example::Ante: {
            PokerDiceState s(setupOf(2, {"min_stake=2", "max_stake=10"}));
            QCOMPARE(s.ledger().pot(), 4);
            QCOMPARE(s.ledger().balance(0), -2);
            QCOMPARE(s.ledger().balance(1), -2);
            QCOMPARE(s.legalActions(), std::vector<Action>{Action::throwDice(0)});
            break;
        }
        case Example::ThreeThrowsAtMost: {
            PokerDiceState s(setupOf(2));
            QVERIFY(!throwAs(s, dice("9TJQK")));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QVERIFY(!keepAndThrow(s, {4}, dice("9TJQK")));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QVERIFY(!keepAndThrow(s, {}, dice("AAAAK"))); // the King stays aside
            // After the third throw the dice pass: no fourth throw for the first player.
            QCOMPARE(s.dice(0).throwsMade, 3);
            QVERIFY(!s.throwSpec(0));
            QVERIFY(s.apply(Action::throwDice(0)).has_value());
            QCOMPARE(s.toAct(), 1); // the round before the second player's first throw: he opens
            break;
        }
        case Example::OnePairKeepThree: {
            PokerDiceState s(setupOf(2));
            QVERIFY(!throwAs(s, dice("KK9TJ")));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            // He takes up three dice (keeps the pair) and throws them: three Kings.
            QVERIFY(!keepAndThrow(s, {0, 1}, dice("KKKQJ")));
            QCOMPARE(s.dice(0).faces, dice("KKKQJ"));
            QCOMPARE(evaluateHand(s.dice(0).faces, s.handRules()).cls, HandClass::Three);
            break;
        }
        case Example::SecondAlsoHasThreeThrows: {
            PokerDiceState s(setupOf(2));
            QVERIFY(!throwAs(s, dice("AAAKK")));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QVERIFY(!s.apply(Action::stop())); // he ends after his first throw
            // The round before his third throw still comes; then the round before the second player.
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QCOMPARE(s.toAct(), 1);
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            for (int t = 1; t <= 3; ++t) {
                QCOMPARE(s.toAct(), 1);
                QCOMPARE(s.dice(1).throwsMade, t - 1);
                QVERIFY(s.throwSpec(1).has_value());
                QVERIFY(!throwAs(s, dice("9TJQ9")));
                if (t < 3) {
                    QVERIFY(!s.apply(Action::betting(BetKind::Check)));
                    QVERIFY(!s.apply(Action::betting(BetKind::Check)));
                }
            }
            // His third throw ended the deal: three Aces and two Kings take the antes.
            QCOMPARE(s.round(), 2);
            QCOMPARE(s.lastWinner(), 0);
            break;
        }
        case Example::ThrowerBetsOrChecks: {
            PokerDiceState s(setupOf(2));
            QVERIFY(!throwAs(s, dice("AAKQJ")));
            QCOMPARE(s.toAct(), 0);
            const auto legal = s.legalActions();
            QVERIFY(has(legal, Action::betting(BetKind::Check)));
            for (int b = 1; b <= 5; ++b)
                QVERIFY(has(legal, Action::betting(BetKind::Bet, b)));
            QVERIFY(!has(legal, Action::betting(BetKind::Bet, 6)));
            QCOMPARE(int(legal.size()), 6);
            QVERIFY(s.apply(Action::betting(BetKind::Bet, 6)).has_value()); // above the maximum
            break;
        }
        case Example::CallRaiseOrFold: {
            PokerDiceState s(setupOf(2));
            QVERIFY(!throwAs(s, dice("AAKQJ")));
            QVERIFY(!s.apply(Action::betting(BetKind::Bet, 3)));
            QCOMPARE(s.toAct(), 1);
            const auto legal = s.legalActions();
            QVERIFY(has(legal, Action::betting(BetKind::Call)));
            QVERIFY(has(legal, Action::betting(BetKind::Fold)));
            QCOMPARE(betsOfKind(legal, BetKind::Raise), 5);
            QVERIFY(!has(legal, Action::betting(BetKind::Check)));
            QVERIFY(!s.apply(Action::betting(BetKind::Call)));
            QCOMPARE(s.ledger().pot(), 2 + 3 + 3);
            QCOMPARE(s.toAct(), 0); // his second throw
            break;
        }
        case Example::FoldLosesTheGame: {
            PokerDiceState s(setupOf(2));
            QVERIFY(!throwAs(s, dice("AAKQJ")));
            QVERIFY(!s.apply(Action::betting(BetKind::Bet, 2)));
            QVERIFY(!s.apply(Action::betting(BetKind::Fold)));
            // The first player takes the pot: the other's ante; a new deal begins, the other throws first.
            QCOMPARE(net(s, 0), 1);
            QCOMPARE(net(s, 1), -1);
            QCOMPARE(s.lastWinner(), 0);
            QCOMPARE(s.round(), 2);
            QCOMPARE(s.toAct(), 1);
            break;
        }
        case Example::CheckThenCheckOrBet: {
            PokerDiceState s(setupOf(2));
            QVERIFY(!throwAs(s, dice("9TJQA")));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            auto legal = s.legalActions();
            QCOMPARE(s.toAct(), 1);
            QVERIFY(has(legal, Action::betting(BetKind::Check)));
            QCOMPARE(betsOfKind(legal, BetKind::Bet), 5);
            QVERIFY(!has(legal, Action::betting(BetKind::Call)));
            QVERIFY(!s.apply(Action::betting(BetKind::Bet, 1)));
            // After a check and a bet the opener calls, raises or folds.
            legal = s.legalActions();
            QCOMPARE(s.toAct(), 0);
            QCOMPARE(betsOfKind(legal, BetKind::Raise), 5);
            break;
        }
        case Example::OneBetOneRaise: {
            PokerDiceState s(setupOf(2));
            QVERIFY(!throwAs(s, dice("9TJQA")));
            QVERIFY(!s.apply(Action::betting(BetKind::Bet, 1)));
            QVERIFY(!s.apply(Action::betting(BetKind::Raise, 5)));
            const auto legal = s.legalActions();
            QCOMPARE(
                legal, (std::vector<Action>{Action::betting(BetKind::Call), Action::betting(BetKind::Fold)}));
            QVERIFY(s.apply(Action::betting(BetKind::Raise, 1)).has_value());
            QVERIFY(!s.apply(Action::betting(BetKind::Call)));
            QCOMPARE(s.ledger().inPot(0), 1 + 6);
            QCOMPARE(s.ledger().inPot(1), 1 + 6);
            break;
        }
        case Example::RoundBeforeSecondPlayerIsAnOption: {
            for (bool on : {true, false}) {
                PokerDiceState s(
                    setupOf(2, {QString("bet_before_second_player=%1").arg(on ? "true" : "false")}));
                QVERIFY(!throwAs(s, dice("9TJQA")));
                QVERIFY(!s.apply(Action::betting(BetKind::Check)));
                QVERIFY(!s.apply(Action::betting(BetKind::Check)));
                QVERIFY(!s.apply(Action::stop()));
                QVERIFY(!s.apply(Action::betting(BetKind::Check)));
                QVERIFY(!s.apply(Action::betting(BetKind::Check)));
                // Now the second player: a round first, or his first throw at once.
                QCOMPARE(s.toAct(), 1);
                QCOMPARE(s.legalActions() == std::vector<Action>{Action::throwDice(1)}, !on);
            }
            break;
        }
        case Example::HigherHandWins:
        case Example::EqualHandsDraw:
        case Example::TensAceQueenBeatTensAceNine: {
            const Example e = Example(example);
            PokerDiceState s(setupOf(2, {"bet_before_second_player=false"}));
            const char* first = e == Example::HigherHandWins ? "KKKK9"
                : e == Example::EqualHandsDraw               ? "QQJJ9"
                                                             : "TTTAQ";
            const char* second = e == Example::HigherHandWins ? "AAA99"
                : e == Example::EqualHandsDraw                ? "J9QJQ"
                                                              : "TTTA9";
            QVERIFY(!throwAs(s, dice(first)));
            QVERIFY(!s.apply(Action::betting(BetKind::Bet, 2)));
            QVERIFY(!s.apply(Action::betting(BetKind::Call)));
            QVERIFY(!s.apply(Action::stop()));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QVERIFY(!throwAs(s, dice(second)));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QVERIFY(!s.apply(Action::stop()));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QCOMPARE(s.round(), 2);
            const int won = e == Example::EqualHandsDraw ? 0 : 3;
            QCOMPARE(net(s, 0), won);
            QCOMPARE(net(s, 1), -won);
            QCOMPARE(s.lastWinner(), e == Example::EqualHandsDraw ? kNoSeat : 0);
            break;
        }
        case Example::FirstThrowerAlternates: {
            PokerDiceState s(setupOf(2, {"deals=3"}));
            for (int deal = 1; deal <= 3; ++deal) {
                QCOMPARE(s.round(), deal);
                QCOMPARE(s.starter(), (deal - 1) % 2);
                QCOMPARE(s.toAct(), (deal - 1) % 2);
                QVERIFY(!throwAs(s, dice("9TJQA")));
                QVERIFY(!s.apply(Action::betting(BetKind::Bet, 1)));
                QVERIFY(!s.apply(Action::betting(BetKind::Fold)));
            }
            QVERIFY(s.isTerminal());
            QCOMPARE(s.toAct(), kNoSeat);
            // Each deal won by the first thrower on a fold: two for seat 0, one for seat 1, an ante each.
            QCOMPARE(s.ledger().balance(0), 1);
            break;
        }
        case Example::ThreePlayersNoBetting: {
            PokerDiceState s(setupOf(3));
            QVERIFY(!throwAs(s, dice("9TJQA")));
            for (const Action& a : s.legalActions())
                QVERIFY(a.type != Action::Type::Bet);
            QCOMPARE(s.ledger().pot(), 0);
            QCOMPARE(s.toAct(), 0);
            break;
        }
        case Example::StarterCapsTheOthers: {
            for (int starterThrows : {1, 2}) {
                PokerDiceState s(setupOf(3));
                QVERIFY(!throwAs(s, dice("AAAKK")));
                if (starterThrows == 2)
                    QVERIFY(!keepAndThrow(s, {0, 1, 2}, dice("AAAKQ")));
                QVERIFY(!s.apply(Action::stop()));
                QCOMPARE(s.toAct(), 1);
                QCOMPARE(s.throwLimit(1), starterThrows);
                QVERIFY(!throwAs(s, dice("9TJQK")));
                if (starterThrows == 2)
                    QVERIFY(!keepAndThrow(s, {}, dice("9TJQK")));
                // The limit reached, the dice pass on.
                QCOMPARE(s.toAct(), 2);
                QCOMPARE(s.dice(1).throwsMade, starterThrows);
            }
            break;
        }
        case Example::EachStartsInTurn:
        case Example::FiveWinsEndWithPrizeAndDifference: {
            PokerDiceState s(setupOf(3, {"prize=10"}));
            // Seat 0 wins five rounds, seat 1 one; each starter throws once and stops.
            const std::vector<Seat> winners{0, 1, 0, 0, 0, 0};
            for (std::size_t r = 0; r < winners.size(); ++r) {
                QCOMPARE(s.starter(), Seat(r % 3));
                for (int k = 0; k < 3; ++k) {
                    const Seat seat = s.toAct();
                    QVERIFY(
                        !throwAs(s, seat == winners[r] ? dice("AAAAA") : dice(k == 0 ? "9TJQQ" : "9TJKK")));
                    if (s.toAct() == seat)
                        QVERIFY(!s.apply(Action::stop()));
                }
                QCOMPARE(s.lastWinner(), winners[r]);
            }
            QVERIFY(s.isTerminal());
            QCOMPARE(s.session().wins(0), 5);
            // From seat 1: 10 + (5 − 1); from seat 2: 10 + (5 − 0).
            QCOMPARE(s.ledger().balance(1), -14);
            QCOMPARE(s.ledger().balance(2), -15);
            QCOMPARE(s.ledger().balance(0), 29);
            break;
        }
        case Example::PipDiceStraights: {
            PokerDiceState s(setupOf(2, {"pip_dice=true", "bet_before_second_player=false"}));
            QVERIFY(!throwAs(s, {1, 2, 3, 4, 5}));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QVERIFY(!s.apply(Action::stop()));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QVERIFY(!throwAs(s, {6, 5, 4, 3, 2}));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QVERIFY(!s.apply(Action::stop()));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QVERIFY(!s.apply(Action::betting(BetKind::Check)));
            QCOMPARE(s.lastWinner(), 1); // 6-5-4-3-2, the high straight
            break;
        }
        }
    }

    void badActionsChangeNothing()
    {
        PokerDiceState s(setupOf(2));
        const auto before = s.observe(kNoSeat);
        QVERIFY(s.apply(Action::stop()).has_value()); // stop before throwing
        QVERIFY(s.apply(Action::hold(0, 0)).has_value()); // keep before throwing
        QVERIFY(s.apply(Action::betting(BetKind::Bet, 1)).has_value()); // bet while throwing
        QVERIFY(throwAs(s, {1, 2, 3}).has_value()); // three dice
        QVERIFY(throwAs(s, {1, 2, 3, 4, 7}).has_value()); // a face dice do not have
        Action other = Action::throwDice(1);
        other.faces = {1, 2, 3, 4, 5};
        QVERIFY(s.apply(other).has_value()); // the other player's dice
        QCOMPARE(s.observe(kNoSeat), before);
    }

    // What the log and a screen reader say of a keep: which die, so that two keeps in a row differ.
    void keepsAndTakeBacksNameTheDie()
    {
        PokerDiceState s(setupOf(2));
        QVERIFY(!throwAs(s, {6, 6, 5, 4, 1}).has_value());
        QCOMPARE(s.describe(Action::hold(1, 0), 0, kNoSeat).english(), std::string("A keeps die 2."));
        QCOMPARE(s.describe(Action::hold(3, 0), 0, kNoSeat).english(), std::string("A keeps die 4."));
        QCOMPARE(s.describe(Action::release(3, 0), 0, kNoSeat).english(), std::string("A takes die 4 back."));
    }

    // A throw again is one line (issue 25): what stays and what was thrown, whatever was kept before.
    void aThrowAgainSaysWhatStayedAndWhatWasThrown()
    {
        PokerDiceState s(setupOf(3)); // three players: no betting between the throws
        const Seat seat = s.toAct();
        const std::string who(1, char('A' + seat));
        QVERIFY(!throwAs(s, {6, 6, 5, 4, 1}).has_value());
        const Problem refused = s.apply(Action::hold(0, seat));
        QVERIFY2(!refused, refused ? refused->c_str() : "");
        QVERIFY(!s.apply(Action::hold(1, seat)).has_value());
        Action again = Action::throwDice(seat);
        again.faces = {6, 6, 2, 3, 6};
        const std::string kept = s.describe(again, seat, kNoSeat).english();
        QVERIFY2(kept == who + " keeps A A and throws 3 dice again: 10 J A.", kept.c_str());
        QVERIFY(!s.apply(Action::release(0, seat)).has_value());
        QVERIFY(!s.apply(Action::release(1, seat)).has_value());
        const std::string all = s.describe(again, seat, kNoSeat).english();
        QVERIFY2(all == who + " throws all the dice again: A A 10 J A.", all.c_str());
    }

    void theStateFollowsTheSolversTimeline_data()
    {
        QTest::addColumn<bool>("betBefore");
        QTest::newRow("with a round before the second player") << true;
        QTest::newRow("without it") << false;
    }
    void theStateFollowsTheSolversTimeline()
    {
        QFETCH(bool, betBefore);
        const QStringList options{QString("bet_before_second_player=%1").arg(betBefore ? "true" : "false")};
        PokerDiceState s(setupOf(2, options));
        RuleOptions ro = setupOf(2, options).options;
        const auto events = pokerdice::timeline(pokerdice::solverRules(ro));
        QCOMPARE(s.steps().size(), events.size());
        for (std::size_t i = 0; i < events.size(); ++i) {
            QCOMPARE(int(s.steps()[i].kind), int(events[i].kind));
            if (events[i].kind != pokerdice::Event::Kind::Showdown) {
                QCOMPARE(s.solverSeat(s.steps()[i].seat), events[i].seat);
                QCOMPARE(s.steps()[i].throwNumber, events[i].throwNumber);
            }
        }
    }

    void perfectPlayAgreesWithTheSolverAlongSeededGames()
    {
        // Along whole seeded games of perfect against good: every position the state reaches is one
        // the solver knows, its legal bets are exactly the solver's choices, and a perfect seat's
        // action is the first step toward the solver's best choice.
        const RuleOptions options(pokerdice::options());
        auto solver = pokerdice::sharedSolver(options, true);
        QVERIFY(solver);
        auto perfect = pokerDiceGame().makeBot("perfect", options, {});
        auto good = pokerDiceGame().makeBot("good", options, {});
        QVERIFY(perfect && good);
        GameSetup setup = setupOf(2, {"deals=6"}, 20261122);
        Match match(setup);
        int positions = 0;
        while (!match.isFinished()) {
            const auto* state = match.stateAs<PokerDiceState>();
            QVERIFY(state);
            const auto p = state->solverPosition();
            QVERIFY(p);
            QVERIFY2(!solver->check(*p), solver->check(*p).value_or("").c_str());
            const auto legal = match.legalActions();
            const auto choices = solver->choices(*p);
            if (!legal.empty() && legal.front().type == Action::Type::Bet) {
                QCOMPARE(choices.size(), legal.size());
                for (const auto& c : choices)
                    QVERIFY(c.kind == pokerdice::Choice::Kind::Check
                        || c.kind == pokerdice::Choice::Kind::Call || c.kind == pokerdice::Choice::Kind::Fold
                        || has(legal,
                            Action::betting(
                                c.kind == pokerdice::Choice::Kind::Bet ? BetKind::Bet : BetKind::Raise,
                                c.amount)));
            }
            ++positions;
            const Seat seat = match.toAct();
            const auto& bot = seat == 0 ? perfect : good;
            const Action action = bot->decide(match.botView(seat));
            QVERIFY(has(legal, action));
            QVERIFY(!match.apply(action));
        }
        QVERIFY(positions > 30);
        // The record replays to the same game.
        std::string problem;
        auto again = Match::replay(match.record(), problem);
        QVERIFY2(again, problem.c_str());
        QCOMPARE(again->observe(kNoSeat), match.observe(kNoSeat));
        QCOMPARE(again->result(), match.result());
    }

    void wholeSeededGamesReplay_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<QStringList>("levels");
        QTest::newRow("two players, perfect against beginner") << 2 << QStringList{"perfect", "beginner"};
        QTest::newRow("two players on pip dice, good against perfect") << 2 << QStringList{"good", "perfect"};
        QTest::newRow("three players, Eskalero-Start-Poker")
            << 3 << QStringList{"perfect", "good", "beginner"};
        QTest::newRow("four players, all beginners")
            << 4 << QStringList{"beginner", "beginner", "beginner", "beginner"};
    }
    void wholeSeededGamesReplay()
    {
        QFETCH(int, players);
        QFETCH(QStringList, levels);
        GameSetup setup
            = setupOf(players, players == 2 ? QStringList{"deals=4"} : QStringList{}, 7000 + players);
        if (QString(QTest::currentDataTag()).contains("pip"))
            QVERIFY(!setup.options.assign(pokerdice::options(), "pip_dice=true"));
        std::vector<std::shared_ptr<const Bot>> bots;
        for (const QString& level : levels) {
            bots.push_back(pokerDiceGame().makeBot(level.toStdString(), setup.options, {}));
            QVERIFY(bots.back());
        }
        Match match(setup);
        while (!match.isFinished()) {
            const Seat seat = match.toAct();
            const Action action = bots[std::size_t(seat)]->decide(match.botView(seat));
            QVERIFY(!match.apply(action));
            QVERIFY(match.record().actions.size() < 5000);
        }
        const Result result = match.result();
        int sum = 0;
        for (const auto& standing : result.standings)
            sum += standing.balance;
        QCOMPARE(sum, 0);
        std::string problem;
        auto again = Match::replay(match.record(), problem);
        QVERIFY2(again, problem.c_str());
        QVERIFY(again->isFinished());
        QCOMPARE(again->result(), result);
        for (Seat s = 0; s < players; ++s)
            QCOMPARE(again->observe(s), match.observe(s));
        // The same seed and the same players play the same game again.
        Match twice(setup);
        while (!twice.isFinished()) {
            const Seat seat = twice.toAct();
            QVERIFY(!twice.apply(bots[std::size_t(seat)]->decide(twice.botView(seat))));
        }
        QCOMPARE(twice.record(), match.record());
    }

    void perfectBeatsBeginner()
    {
        // 300 deals, the first thrower alternating: the perfect player wins chips from the beginner.
        const RuleOptions options(pokerdice::options());
        auto perfect = pokerDiceGame().makeBot("perfect", options, {});
        auto beginner = pokerDiceGame().makeBot("beginner", options, {});
        GameSetup setup = setupOf(2, {"deals=100"}, 99);
        long total = 0;
        for (int game = 0; game < 3; ++game) {
            setup.seed = 99 + game;
            Match match(setup);
            while (!match.isFinished()) {
                const Seat seat = match.toAct();
                QVERIFY(!match.apply((seat == 0 ? perfect : beginner)->decide(match.botView(seat))));
            }
            total += match.stateAs<PokerDiceState>()->ledger().balance(0);
        }
        QVERIFY2(total > 0, qPrintable(QString::number(total)));
    }

    void keepsAgainstATargetCountEveryThrow()
    {
        // Three and more players: with one throw left, a keep's chance to beat the best hand so far is
        // the share of the ordered throws of the other dice that beat it, counted here die by die.
        const RuleOptions options(pokerdice::options());
        const pokerdice::SolverRules rules = pokerdice::solverRules(options);
        const pokerdice::KeepTables tables(rules, 3);
        const HandRules hands = pokerdice::handRules(options);
        const std::vector<int> mine = dice("KKQJ9"), best = dice("QQQ9T");
        const int target = tables.rankOf(best);
        const std::vector<int>& sorted = mine; // any order
        for (const pokerdice::Choice& c : tables.followerChoices(target, sorted, 1)) {
            if (c.kind == pokerdice::Choice::Kind::Stop) {
                QCOMPARE(c.value, 0.0); // a pair of Kings does not beat three Queens
                continue;
            }
            const int thrown = 5 - int(c.keep.size());
            int outcomes = 1, beating = 0;
            for (int i = 0; i < thrown; ++i)
                outcomes *= 6;
            for (int o = 0; o < outcomes; ++o) {
                std::vector<int> faces = c.keep;
                for (int i = 0, code = o; i < thrown; ++i, code /= 6)
                    faces.push_back(code % 6 + 1);
                beating += compareHands(faces, best, hands) > 0;
            }
            QVERIFY(std::abs(c.value - double(beating) / outcomes) < 1e-12);
        }
        // Two throws left are worth at least one.
        QVERIFY(tables.followerChoices(target, sorted, 2).front().value
            > tables.followerChoices(target, sorted, 1).front().value);
    }

    void hintRanksEveryChoice()
    {
        const RuleOptions options(pokerdice::options());
        auto perfect = pokerDiceGame().makeBot("perfect", options, {});
        Match match(setupOf(2, {}, 5));
        QVERIFY(!match.apply(Action::throwDice(0)));
        const auto ranked = perfect->rank(match.botView(0));
        QCOMPARE(ranked.size(), std::size_t(6)); // check, bet 1…5
        for (std::size_t i = 1; i < ranked.size(); ++i)
            QVERIFY(ranked[i - 1].value >= ranked[i].value);
        QVERIFY(!ranked.front().text.empty());
    }
};

QTEST_APPLESS_MAIN(TestPokerDice)
#include "tst_pokerdice.moc"
