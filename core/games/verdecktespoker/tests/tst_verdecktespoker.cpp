// SPDX-License-Identifier: GPL-3.0-or-later
// Verdecktes Würfelpoker (seed 000, "Verdecktes Würfelpoker") as the booklet writes it, read by the
// rules notes ("Poker dice"): one hidden throw each, an exact announcement, the others asked in turn,
// whoever is wrong pays the pot into it, the highest standing hand takes the pot.
#include <QTest>

#include <cmath>

#include "engine/registry.h"
#include "games/verdecktespoker/verdecktesbot.h"
#include "games/verdecktespoker/verdecktespoker.h"
#include "games/verdecktespoker/verdecktessolver.h"

using namespace knobel;

namespace {

// Poker dice: 1 Nine, 2 Ten, 3 Jack, 4 Queen, 5 King, 6 Ace.
int hand(std::vector<int> faces)
{
    return exactHandIndex(faces);
}

const GameDef& def()
{
    return *findGameDef("verdecktespoker");
}

/// A game whose first round is started by seat 0 (the seed draws it).
GameSetup setupFor(int seats, int rounds = 1, bool straights = false)
{
    GameSetup setup{"verdecktespoker", def().defaultOptions(), {}, 0, Mode::Play, {}};
    setup.options.set(def().options(), "rounds", std::to_string(rounds));
    setup.options.set(def().options(), "straights", straights ? "true" : "false");
    for (int s = 0; s < seats; ++s)
        setup.players.push_back(std::string(1, char('A' + s)));
    for (std::uint64_t seed = 1;; ++seed) {
        setup.seed = seed;
        if (firstSeatFromSeed(setup) == 0)
            return setup;
    }
}

std::unique_ptr<VerdecktesPokerState> start(int seats, int rounds = 1)
{
    auto state = def().newState(setupFor(seats, rounds));
    return std::unique_ptr<VerdecktesPokerState>(static_cast<VerdecktesPokerState*>(state.release()));
}

void throwCup(VerdecktesPokerState& state, std::vector<int> faces)
{
    Action a = Action::throwDice(state.current());
    a.faces = std::move(faces);
    QVERIFY(!state.apply(a));
}

} // namespace

class tst_VerdecktesPoker : public QObject
{
    Q_OBJECT

private slots:
    void registered()
    {
        const GameDef& game = def();
        QCOMPARE(game.listGroup(), ListGroup::PokerDice);
        QCOMPARE(game.listPlace(), 28);
        QVERIFY(game.hiddenDice());
        QVERIFY(game.settlesInChips());
        QCOMPARE(game.levels().size(), std::size_t(3));
        QVERIFY(!game.defaultOptions().flag("straights")); // "im allgemeinen … ohne … Sequenzen"
    }

    /// "Dann setzt jeder Spieler 1 Chip in die Kasse."
    void everyonePutsOneChipIn_data()
    {
        QTest::addColumn<int>("seats");
        QTest::newRow("two") << 2;
        QTest::newRow("three") << 3;
        QTest::newRow("eight") << 8;
    }
    void everyonePutsOneChipIn()
    {
        QFETCH(int, seats);
        auto state = start(seats);
        QCOMPARE(state->ledger().pot(), seats);
        QCOMPARE(state->toAct(), kChance);
        QCOMPARE(state->current(), 0);
    }

    /// "Die 5 Pokerwürfel werden mit dem Becher auf einen Bierdeckel gestülpt. Der Spieler hebt
    /// vorsichtig den Becher in die Höhe und schaut nach — ohne daß es seine Mitspieler sehen".
    void theCupIsSeenByItsOwnerOnly()
    {
        auto state = start(3);
        throwCup(*state, {6, 6, 5, 5, 1});
        const Observation own = state->observe(0), other = state->observe(1), table = state->observe(kNoSeat);
        QCOMPARE(own.dice[0].dice[0].face, 6);
        QCOMPARE(other.dice[0].dice[0].face, 0);
        QVERIFY(other.dice[0].dice[0].hidden);
        QCOMPARE(table.dice[0].dice[4].face, 0);
        Action thrown = Action::throwDice(0);
        thrown.faces = {6, 6, 5, 5, 1};
        QCOMPARE(def().redact(thrown, kChance, 1).faces, std::vector<int>(5, 0));
        QCOMPARE(def().redact(thrown, kChance, 0).faces, thrown.faces);
        QCOMPARE(state->describe(def().redact(thrown, kChance, 1), kChance, 1).english(),
            std::string("A throws five dice under the cup."));
        // Any exact hand may be announced, true or not: all 252.
        QCOMPARE(state->legalActions().size(), std::size_t(252));
    }

    /// "Stimmt die gewürfelte Kombination mit der Meldung überein, muß der Zweifler den Einsatz in
    /// der Kasse verdoppeln." — and "at least as high as announced" counts as true.
    void aWrongDoubterDoublesThePot_data()
    {
        QTest::addColumn<std::vector<int>>("dice");
        QTest::addColumn<std::vector<int>>("announced");
        QTest::newRow("exactly as announced")
            << std::vector<int>{5, 5, 5, 2, 2} << std::vector<int>{5, 5, 5, 2, 2};
        QTest::newRow("higher than announced")
            << std::vector<int>{6, 6, 6, 6, 3} << std::vector<int>{5, 5, 5, 2, 2};
    }
    void aWrongDoubterDoublesThePot()
    {
        QFETCH(std::vector<int>, dice);
        QFETCH(std::vector<int>, announced);
        auto state = start(3);
        throwCup(*state, dice);
        QVERIFY(!state->apply(Action::announce(hand(announced))));
        QCOMPARE(state->toAct(), 1); // the others are asked in turn
        QVERIFY(!state->apply(Action::doubting(false)));
        QCOMPARE(state->toAct(), 2);
        QVERIFY(!state->apply(Action::doubting(true)));
        QCOMPARE(state->ledger().pot(), 6); // 3 antes, and Carl pays 3
        QCOMPARE(state->ledger().inPot(2), 4);
        QCOMPARE(state->standing()[0], hand(announced)); // the announcement stands
        QCOMPARE(state->current(), 1);
        QCOMPARE(state->observe(1).dice[0].dice[0].face, dice[0]); // the cup was lifted for all
    }

    /// "Hat jedoch der meldende Spieler geschwindelt, muß er die Kasse verdoppeln und seine Meldung
    /// auf die tatsächlich geworfene Kombination zurücknehmen."
    void aCaughtBluffDoublesThePotAndStandsAsThrown()
    {
        auto state = start(2);
        throwCup(*state, {1, 2, 3, 5, 6}); // nothing
        QVERIFY(!state->apply(Action::announce(hand({6, 6, 6, 4, 4}))));
        QVERIFY(!state->apply(Action::doubting(true)));
        QCOMPARE(state->ledger().pot(), 4);
        QCOMPARE(state->ledger().inPot(0), 3);
        QCOMPARE(state->standing()[0], hand({1, 2, 3, 5, 6}));
    }

    /// "Wurde die gemeldete Kombination nicht innerhalb von 10 Sekunden angezweifelt, dann gilt die
    /// Meldung. Egal, ob sie stimmt, oder ob geschwindelt wurde." and "Der Spieler mit der höchsten
    /// Meldung gewinnt nach einer Runde den Pott. Bei der nächsten Runde muß dieser Spieler mit dem
    /// Würfeln beginnen."
    void theHighestStandingAnnouncementTakesThePot()
    {
        auto state = start(3, 2);
        throwCup(*state, {1, 1, 2, 3, 4}); // a pair of Nines …
        QVERIFY(!state->apply(Action::announce(hand({5, 5, 5, 5, 2})))); // … announced as four Kings
        QVERIFY(!state->apply(Action::doubting(false)));
        QVERIFY(!state->apply(Action::doubting(false))); // it stands, bluff or not
        QCOMPARE(state->standing()[0], hand({5, 5, 5, 5, 2}));
        throwCup(*state, {6, 6, 6, 6, 6});
        QVERIFY(!state->apply(Action::announce(hand({6, 6, 6, 6, 6}))));
        QVERIFY(!state->apply(Action::doubting(false)));
        QVERIFY(!state->apply(Action::doubting(false)));
        throwCup(*state, {2, 2, 3, 3, 4});
        QVERIFY(!state->apply(Action::announce(hand({2, 2, 3, 3, 4}))));
        QVERIFY(!state->apply(Action::doubting(false)));
        QVERIFY(!state->apply(Action::doubting(false)));
        // Ben's five Aces take the pot of 3; Ben starts the second round, which everyone antes again.
        QCOMPARE(state->ledger().balance(1) + 1, 2);
        QCOMPARE(state->ledger().balance(0) + 1, -1);
        QCOMPARE(state->ledger().balance(2) + 1, -1);
        QCOMPARE(state->current(), 1);
        QCOMPARE(state->ledger().pot(), 3);
        QCOMPARE(state->session().round(), 2);
    }

    /// The showdown stays on the table: after the round's last announcement the cups stay as the round
    /// ended until the next round's first throw — the cup lifted on a doubt open to all ("Hierauf wird
    /// der Becher zur Kontrolle hochgehoben"), every other closed to all but its owner, the hands that
    /// stood beside them. Then the new round's cups replace them.
    void theRoundsCupsStayAsItEndedUntilTheNextThrow()
    {
        auto state = start(3, 2);
        const std::vector<int> anna{1, 1, 2, 3, 4}, ben{6, 6, 5, 5, 1}, carl{2, 2, 3, 3, 4};
        throwCup(*state, anna);
        QVERIFY(!state->apply(Action::announce(hand({5, 5, 5, 5, 2})))); // a bluff that stands
        QVERIFY(!state->apply(Action::doubting(false)));
        QVERIFY(!state->apply(Action::doubting(false)));
        throwCup(*state, ben);
        QVERIFY(!state->apply(Action::announce(hand({6, 6, 6, 6, 2}))));
        QVERIFY(!state->apply(Action::doubting(false)));
        QVERIFY(!state->apply(Action::doubting(false)));
        throwCup(*state, carl);
        QVERIFY(!state->apply(Action::announce(hand({6, 6, 6, 6, 6}))));
        QVERIFY(!state->apply(Action::doubting(true))); // Anna doubts: Carl's cup is lifted
        QCOMPARE(state->session().round(), 2);
        QCOMPARE(state->toAct(), kChance); // the next round's first throw is due
        for (Seat viewer : {Seat(0), Seat(1), Seat(2), kNoSeat}) {
            const Observation o = state->observe(viewer);
            QCOMPARE(o.dice.size(), std::size_t(3));
            const std::vector<std::vector<int>> cups{anna, ben, carl};
            for (Seat s = 0; s < 3; ++s) {
                const DiceGroupView& cup = o.dice[std::size_t(s)];
                QVERIFY(cup.ended);
                QCOMPARE(cup.throwsMade, 1);
                const bool open = s == 2 || s == viewer; // only Carl's cup was lifted
                for (int d = 0; d < 5; ++d) {
                    QCOMPARE(cup.dice[std::size_t(d)].face, open ? cups[std::size_t(s)][std::size_t(d)] : 0);
                    QCOMPARE(cup.dice[std::size_t(d)].hidden, !open);
                }
            }
            QCOMPARE(o.seats[0].announcement, hand({5, 5, 5, 5, 2}));
            QCOMPARE(o.seats[2].announcement, hand(carl)); // caught: stands as thrown
            QCOMPARE(QString::fromStdString(o.seats[2].roundLine.english()),
                QStringLiteral("Stands with Two pairs, Jacks and Tens, and a Queen (cup lifted)"));
        }
        // Ben's four Aces won: he throws first in round two, and his throw clears the table.
        QCOMPARE(state->current(), 1);
        throwCup(*state, {3, 3, 3, 1, 2});
        const Observation next = state->observe(0);
        for (const DiceGroupView& cup : next.dice)
            QVERIFY(!cup.ended);
        QCOMPARE(next.dice[2].dice[0].face, 0);
        QVERIFY(!next.dice[2].dice[0].hidden); // Carl has not thrown in this round
        QVERIFY(next.dice[1].dice[0].hidden);
        QCOMPARE(next.seats[2].announcement, -1);
    }

    /// The rules page's examples, one round of Anna, Ben and Carl.
    void theRulesPagesExamples()
    {
        auto state = start(3);
        QCOMPARE(state->ledger().pot(), 3);
        throwCup(*state, {5, 5, 5, 2, 2});
        QVERIFY(!state->apply(Action::announce(hand({5, 5, 5, 2, 2}))));
        QVERIFY(!state->apply(Action::doubting(false))); // Ben
        QVERIFY(!state->apply(Action::doubting(true))); // Carl
        QCOMPARE(state->ledger().pot(), 6);
        throwCup(*state, {1, 2, 3, 4, 6});
        QVERIFY(!state->apply(Action::announce(hand({4, 4, 4, 4, 1}))));
        QCOMPARE(state->toAct(), 2); // Carl is asked first, on Ben's left
        QVERIFY(!state->apply(Action::doubting(true)));
        QCOMPARE(state->ledger().pot(), 12);
        QCOMPARE(state->standing()[1], hand({1, 2, 3, 4, 6}));
        throwCup(*state, {1, 1, 2, 3, 5});
        QVERIFY(!state->apply(Action::announce(hand({6, 6, 6, 6, 6}))));
        QVERIFY(!state->apply(Action::doubting(false)));
        QVERIFY(!state->apply(Action::doubting(false)));
        QVERIFY(state->isTerminal());
        QCOMPARE(state->ledger().balance(0), -1);
        QCOMPARE(state->ledger().balance(1), -7);
        QCOMPARE(state->ledger().balance(2), 8);
        QCOMPARE(state->result().standings.front().player, 2);
    }

    /// "Haben 2 Spieler 2 gleiche Paare, entscheidet der „tote“ Würfel." — and an announcement holds
    /// when the dice are at least as high.
    void deadDiceDecide_data()
    {
        QTest::addColumn<std::vector<int>>("dice");
        QTest::addColumn<std::vector<int>>("announced");
        QTest::addColumn<bool>("holds");
        QTest::newRow("two pairs, the dead die higher")
            << std::vector<int>{6, 6, 2, 2, 5} << std::vector<int>{6, 6, 2, 2, 4} << true;
        QTest::newRow("two pairs, the dead die lower")
            << std::vector<int>{6, 6, 2, 2, 3} << std::vector<int>{6, 6, 2, 2, 4} << false;
        QTest::newRow("three alike, the dead dice decide")
            << std::vector<int>{3, 3, 3, 6, 1} << std::vector<int>{3, 3, 3, 5, 4} << true;
        QTest::newRow("full house, the pair decides")
            << std::vector<int>{4, 4, 4, 1, 1} << std::vector<int>{4, 4, 4, 2, 2} << false;
        QTest::newRow("no straights: 9-10-J-Q-K is nothing")
            << std::vector<int>{1, 2, 3, 4, 5} << std::vector<int>{1, 1, 2, 3, 4} << false;
    }
    void deadDiceDecide()
    {
        QFETCH(std::vector<int>, dice);
        QFETCH(std::vector<int>, announced);
        QFETCH(bool, holds);
        auto state = start(2);
        QCOMPARE(state->atLeastHand(hand(dice), hand(announced)), holds);
    }

    /// Equal standing hands share the pot (an odd chip to the first in the round's order); the
    /// starter stays.
    void equalHandsShare()
    {
        auto state = start(2, 2);
        throwCup(*state, {3, 3, 3, 1, 2});
        QVERIFY(!state->apply(Action::announce(hand({3, 3, 3, 1, 2}))));
        QVERIFY(!state->apply(Action::doubting(false)));
        throwCup(*state, {4, 4, 1, 1, 2});
        QVERIFY(!state->apply(Action::announce(hand({3, 3, 3, 1, 2}))));
        QVERIFY(!state->apply(Action::doubting(false)));
        QCOMPARE(state->ledger().balance(0) + 1, 0); // the second round's ante is in the pot
        QCOMPARE(state->ledger().balance(1) + 1, 0);
        QCOMPARE(state->current(), 0);
    }

    void refusals()
    {
        auto state = start(2);
        QVERIFY(state->apply(Action::announce(0))); // not thrown yet
        throwCup(*state, {1, 2, 3, 4, 6});
        QVERIFY(state->apply(Action::doubting(true))); // nothing to doubt yet
        QVERIFY(state->apply(Action::announce(252)));
        QVERIFY(!state->apply(Action::announce(0)));
        QVERIFY(state->apply(Action::announce(0))); // asked now, not announcing
    }

    /// Joker Poker (seed 000): "So wird also z. B. die Kombination As-As-König-König-Neun als
    /// Vierling gewertet." — the comparison of this game goes through HandRules, so aces wild plug in.
    void acesWildPlugIn()
    {
        HandRules wild = verdecktesHandRules(def().defaultOptions());
        wild.acesWild = true;
        const VerdecktesHands hands(wild);
        QCOMPARE(hands.classOf(hand({6, 6, 5, 5, 1})), hands.classOf(hand({5, 5, 5, 5, 1})));
        QVERIFY(hands.classes() < 252);
        double total = 0;
        for (int c = 0; c < hands.classes(); ++c)
            total += hands.chance(c);
        QVERIFY(std::abs(total - 1) < 1e-12);
        const VerdecktesSolver solver(wild, 300);
        QVERIFY(solver.exploit(solver.equilibrium()).exploitability() < 0.02);
    }

    /// The second stage in closed form is an equilibrium: neither side gains by answering it best.
    void secondStageIsAnEquilibrium()
    {
        const auto solver = VerdecktesSolver::shared(verdecktesHandRules(def().defaultOptions()));
        for (int s = 0; s < solver->hands().classes(); ++s) {
            const double own = solver->secondValue(solver->equilibrium(), s);
            QVERIFY2(solver->secondShareBestSecond(solver->equilibrium(), s) <= own + 1e-3,
                qPrintable(QString::number(s)));
            QVERIFY2(solver->secondShareBestFirst(solver->equilibrium(), s) >= own - 1e-3,
                qPrintable(QString::number(s)));
        }
    }

    /// Perfect is (nearly) unexploitable in the real round; Good and Beginner lose more, in order.
    void levelsAreOrderedByExploitability()
    {
        const auto solver = VerdecktesSolver::shared(verdecktesHandRules(def().defaultOptions()));
        VerdecktesStrategy perfect, good, beginner;
        QVERIFY(verdecktesLevelStrategy(*solver, "perfect", perfect));
        QVERIFY(verdecktesLevelStrategy(*solver, "good", good));
        QVERIFY(verdecktesLevelStrategy(*solver, "beginner", beginner));
        const double p = solver->exploit(perfect).exploitability();
        const double g = solver->exploit(good).exploitability();
        const double b = solver->exploit(beginner).exploitability();
        qInfo("exploitability a round: perfect %.5f, good %.4f, beginner %.4f", p, g, b);
        QVERIFY(p < 0.005);
        QVERIFY(p < g);
        QVERIFY(g < b);
        // The first to announce is at a disadvantage ("dieser Spieler hat einen leichten Nachteil").
        QVERIFY(solver->exploit(perfect).selfValue < 0);
    }

    /// The real game's best response (exact beliefs, the level's bot, VerdecktesPokerState) finds
    /// what the exact figure says, within three standard errors.
    void realGameBestResponseMeetsTheExactFigure_data()
    {
        QTest::addColumn<QString>("level");
        QTest::newRow("beginner") << "beginner";
        QTest::newRow("perfect") << "perfect";
    }
    void realGameBestResponseMeetsTheExactFigure()
    {
        QFETCH(QString, level);
        ExploitRequest request;
        request.level = level.toStdString();
        request.deals = 6000;
        request.threads = 2;
        std::string problem;
        const auto report = def().exploit(request, problem);
        QVERIFY2(report, problem.c_str());
        for (const auto& seat : report->seats) {
            qInfo("%s %s: real %.4f ± %.4f, exact %.4f", qPrintable(level), seat.name.c_str(),
                seat.real.value, seat.real.standardError, seat.abstraction->value);
            QVERIFY(std::abs(seat.real.value - seat.abstraction->value) < 3 * seat.real.standardError + 0.01);
        }
    }

    /// The computer never reads what its seat cannot see: the same observation gives the same policy
    /// whatever lies under the other cups.
    void theBotAnnouncesAndDoubts()
    {
        auto state = start(2);
        throwCup(*state, {6, 6, 6, 2, 2});
        const auto bot = def().makeBot("perfect", def().defaultOptions(), {});
        QVERIFY(bot);
        BotView view;
        view.seat = 0;
        view.setup = setupFor(2);
        view.view = state->observe(0);
        view.legal = state->legalActions();
        const std::vector<double> p = bot->policy(view);
        double total = 0;
        for (double x : p)
            total += x;
        QVERIFY(std::abs(total - 1) < 1e-9);
        const Action a = bot->decide(view);
        QCOMPARE(a.type, Action::Type::Announce);
        // What it announces is one of its mixed choices; every one of them no worse than the truth
        // against the best computer (an equilibrium's mixed choices are all worth the same).
        const std::size_t at
            = std::size_t(std::find(view.legal.begin(), view.legal.end(), a) - view.legal.begin());
        QVERIFY(at < p.size() && p[at] > 0);
        QVERIFY(!bot->rank(view).empty());
        QVERIFY(!state->apply(a));
        view.seat = 1;
        view.view = state->observe(1);
        view.legal = state->legalActions();
        const Action answer = bot->decide(view);
        QCOMPARE(answer.type, Action::Type::Doubt);
        QCOMPARE(bot->rank(view).size(), std::size_t(2));
    }
};

QTEST_GUILESS_MAIN(tst_VerdecktesPoker)
#include "tst_verdecktespoker.moc"
