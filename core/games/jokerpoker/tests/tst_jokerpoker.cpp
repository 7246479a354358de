// SPDX-License-Identifier: GPL-3.0-or-later
// Joker Poker (seed 000, "Joker Poker") as the rules notes read it: Offenes or Verdecktes Würfelpoker
// (option `hidden`, open by default) with every Ace standing for any face. The rounds are the two
// games' own; these tests check that the preset plays them with wild Aces, in both modes, and that
// its computers count the Aces as wild.
#include <QTest>

#include <cmath>

#include "engine/registry.h"
#include "games/jokerpoker/jokerpoker.h"
#include "games/verdecktespoker/verdecktesbot.h"
#include "games/verdecktespoker/verdecktessolver.h"
#include "kits/openpoker.h"
#include "kits/openpokerbot.h"
#include "openpokertest.h"
#include "playout.h"

using namespace knobel;

namespace {

const GameDef& def()
{
    return *findGameDef("jokerpoker");
}

GameSetup setupFor(int seats, bool hidden, std::uint64_t seed = 1)
{
    return openpokertest::setupFor(
        "jokerpoker", seats, {QStringLiteral("hidden=%1").arg(hidden ? "true" : "false")}, seed);
}

/// Poker dice by their letters: "A A K K 9".
std::vector<int> dice(const QString& text)
{
    return openpokertest::facesOf(text, false);
}

int hand(const QString& text)
{
    return exactHandIndex(dice(text));
}

/// A hidden game whose first round is begun by seat 0.
std::unique_ptr<VerdecktesPokerState> hiddenGame(int seats)
{
    for (std::uint64_t seed = 1;; ++seed) {
        const GameSetup setup = setupFor(seats, true, seed);
        if (firstSeatFromSeed(setup) != 0)
            continue;
        auto state = def().newState(setup);
        auto* hidden = dynamic_cast<VerdecktesPokerState*>(state.get());
        if (!hidden)
            qFatal("the hidden mode is not Verdecktes Würfelpoker's round");
        state.release();
        return std::unique_ptr<VerdecktesPokerState>(hidden);
    }
}

void throwCup(VerdecktesPokerState& state, const QString& faces)
{
    Action a = Action::throwDice(state.current());
    a.faces = dice(faces);
    QVERIFY(!state.apply(a));
}

} // namespace

class tst_JokerPoker : public QObject
{
    Q_OBJECT

private slots:
    void registered()
    {
        const GameDef& game = def();
        QCOMPARE(game.listGroup(), ListGroup::PokerDice);
        QCOMPARE(game.listPlace(), 29);
        QVERIFY(game.settlesInChips());
        QCOMPARE(game.levels(), (std::vector<std::string>{"beginner", "good", "perfect"}));
        // "Sowohl das offene, als auch das verdeckte Würfelpoker": the open game unless chosen hidden.
        const RuleOptions open = game.defaultOptions();
        QVERIFY(!open.flag("hidden"));
        QVERIFY(!game.hiddenDiceUnder(open));
        QVERIFY(!open.flag("straights")); // "im allgemeinen … ohne … Sequenzen"
        QVERIFY(game.hiddenDiceUnder(setupFor(2, true).options));
        QVERIFY(game.hiddenDice()); // some of its games hide dice
        QVERIFY(dynamic_cast<OpenPokerState*>(game.newState(setupFor(2, false)).get()));
        QVERIFY(dynamic_cast<VerdecktesPokerState*>(game.newState(setupFor(2, true)).get()));
        for (bool hidden : {false, true})
            QVERIFY(game.handRules(setupFor(2, hidden).options)->acesWild);
    }

    /// "So wird also z. B. die Kombination As-As-König-König-Neun als Vierling gewertet." — in both
    /// modes; and the notes: five Aces stay five Aces, the best hand.
    void theTextsExample_data()
    {
        QTest::addColumn<bool>("hidden");
        QTest::newRow("open") << false;
        QTest::newRow("hidden") << true;
    }
    void theTextsExample()
    {
        QFETCH(bool, hidden);
        const HandRules rules = *def().handRules(setupFor(2, hidden).options);
        QCOMPARE(evaluateHand(dice("A A K K 9"), rules).cls, HandClass::Four);
        QCOMPARE(compareHands(dice("A A K K 9"), dice("K K K K 9"), rules), 0);
        QCOMPARE(formatHandPhrase(describeHand(dice("A A K K 9"), rules), DieKind::Poker),
            std::string("Four Kings and a Nine"));
        QCOMPARE(compareHands(dice("A A A A A"), dice("K K K K A"), rules), 1);
        QCOMPARE(evaluateHand(dice("A A A A A"), rules).cls, HandClass::Five);
    }

    /// The open game: A-A-K-K-9 beats a full house of Kings over Queens — without wild Aces it would
    /// be two pairs and lose.
    void theOpenGameCountsTheAcesWild()
    {
        GameSetup setup = setupFor(2, false);
        auto state = def().newState(setup);
        auto* open = dynamic_cast<OpenPokerState*>(state.get());
        QVERIFY(open);
        QVERIFY(open->rules().hands.acesWild);
        const Seat first = firstSeatFromSeed(setup);
        QCOMPARE(openpokertest::run(*open, "t:AAKK9 s n t:KKKQQ s n", false), QString());
        QCOMPARE(open->ledger().balance(first) + open->ledger().inPot(first), 1);
        QCOMPARE(open->observe(kNoSeat).seats[std::size_t(first)].roundLine.english().rfind("Four Kings", 0),
            std::size_t(0));
    }

    /// The hidden game: A-A-K-K-9 under the cup announced as four Kings and a Nine holds when doubted;
    /// every value is announced once, by the hand with the fewest Aces.
    void theHiddenGameCountsTheAcesWild()
    {
        auto state = hiddenGame(2);
        throwCup(*state, QStringLiteral("A A K K 9"));
        const std::vector<Action> legal = state->legalActions();
        QVERIFY(legal.size() < 252);
        QVERIFY(std::find(legal.begin(), legal.end(), Action::announce(hand("K K K K 9"))) != legal.end());
        QVERIFY(std::find(legal.begin(), legal.end(), Action::announce(hand("A A K K 9"))) == legal.end());
        QVERIFY(state->apply(Action::announce(hand("A A K K 9")))); // refused: announced as it counts
        QVERIFY(!state->apply(Action::announce(hand("K K K K 9"))));
        QCOMPARE(QString::fromStdString(state->describe(Action::announce(hand("K K K K 9")), 0, 1).english()),
            QStringLiteral("A announces Four Kings and a Nine."));
        const int pot = state->ledger().pot();
        QVERIFY(!state->apply(Action::doubting(true))); // "Schwindel!" — but the Aces make it true
        QCOMPARE(state->ledger().inPot(1), 1 + pot); // the doubter pays the pot into it
        QCOMPARE(state->standing()[0], hand("K K K K 9"));
    }

    /// Each value announced once: the named hand of a value has no more Aces than any hand of equal
    /// value, and the computer's hand of a class is the named one.
    void everyValueIsNamedByItsHandWithTheFewestAces()
    {
        auto state = hiddenGame(2);
        throwCup(*state, QStringLiteral("9 T J Q K"));
        const HandRules rules = state->rules();
        const std::vector<int> strength = handStrengths(rules);
        const VerdecktesHands classes(rules);
        std::vector<int> named;
        for (const Action& a : state->legalActions())
            named.push_back(a.hand);
        QCOMPARE(int(named.size()), classes.classes());
        const auto aces = [](int h) {
            return int(
                std::count(exactHands()[std::size_t(h)].begin(), exactHands()[std::size_t(h)].end(), 6));
        };
        for (int h : named) {
            QCOMPARE(classes.handOfClass(classes.classOf(h)), h);
            for (int other = 0; other < 252; ++other)
                if (strength[std::size_t(other)] == strength[std::size_t(h)])
                    QVERIFY2(aces(h) <= aces(other), qPrintable(QString::number(h)));
        }
    }

    /// The hidden mode's cups are seen by their owners only; the open mode's dice by everyone.
    void onlyTheHiddenModeHidesDice()
    {
        Action thrown = Action::throwDice(0);
        thrown.faces = dice("A A K K 9");
        const RuleOptions open = setupFor(2, false).options, hidden = setupFor(2, true).options;
        QCOMPARE(def().redactUnder(hidden, thrown, kChance, 1).faces, std::vector<int>(5, 0));
        QCOMPARE(def().redactUnder(hidden, thrown, kChance, 0).faces, thrown.faces);
        QCOMPARE(def().redactUnder(open, thrown, 0, 1).faces, thrown.faces);
        // Without the options: a throw nobody chose is a cup's.
        QCOMPARE(def().redact(thrown, kChance, 1).faces, std::vector<int>(5, 0));
        QCOMPARE(def().redact(thrown, 0, 1).faces, thrown.faces);
    }

    /// The open computer reckons with wild Aces: the odds it keeps and raises by are worked out under
    /// them. One throw's chance of four alike or better, against a count of the 7,776 throws (four
    /// alike when the Aces and the most frequent other face make four): 1,456 with wild Aces — over nine
    /// times the 156 without.
    void theOpenComputerCountsTheAcesWild()
    {
        const RuleOptions options = setupFor(2, false).options;
        const auto wild = sharedHandOdds(OffenesPokerDef::rulesFor(options, true));
        const auto plain = sharedHandOdds(OffenesPokerDef::rulesFor(options, false));
        QVERIFY(wild->hands().acesWild);
        QVERIFY(!plain->hands().acesWild);
        int counted = 0, countedPlain = 0;
        for (int t = 0; t < 7776; ++t) {
            std::array<int, 7> count{};
            for (int d = 0, rest = t; d < 5; ++d, rest /= 6)
                ++count[std::size_t(rest % 6 + 1)];
            const int most = *std::max_element(count.begin() + 1, count.begin() + 6); // Nine … King
            counted += count[6] + most >= 4;
            countedPlain += std::max(most, count[6]) >= 4;
        }
        const auto fourOrBetter = [](const HandOdds& odds) {
            double p = 0;
            for (int h = 0; h < 252; ++h)
                if (evaluateHand(exactHands()[std::size_t(h)], odds.hands()).cls >= HandClass::Four)
                    p += odds.oneThrow()[std::size_t(h)];
            return p;
        };
        qInfo("four alike or better in one throw: %d and %d of 7776", counted, countedPlain);
        QVERIFY(std::abs(fourOrBetter(*wild) - counted / 7776.0) < 1e-12);
        QVERIFY(std::abs(fourOrBetter(*plain) - countedPlain / 7776.0) < 1e-12);
        QVERIFY(counted > 5 * countedPlain);
        // And the computer bets by them: against three Queens standing, with A-A-K-K-9 thrown it
        // raises (four Kings win for sure); Offenes Würfelpoker's computer, for whom these are two
        // pairs that lose, does not.
        for (bool joker : {true, false}) {
            const GameDef& game = joker ? def() : *findGameDef("offenespoker");
            const GameSetup setup = openpokertest::setupFor(joker ? "jokerpoker" : "offenespoker", 2, {}, 1);
            auto state = game.newState(setup);
            auto* open = dynamic_cast<OpenPokerState*>(state.get());
            QVERIFY(open);
            QCOMPARE(openpokertest::run(*open, "t:QQQJT s n t:AAKK9 s", false), QString());
            BotView view;
            view.seat = open->toAct();
            view.setup = setup;
            view.view = open->observe(view.seat);
            view.legal = open->legalActions();
            view.full = open;
            for (const char* level : {"good", "perfect"}) {
                const auto bot = game.makeBot(level, setup.options, {});
                QVERIFY(bot);
                const Action chosen = bot->decide(view);
                QCOMPARE(chosen.type, Action::Type::Bet);
                QVERIFY2((chosen.bet == BetKind::Bet) == joker, level);
            }
        }
    }

    /// The hidden computer plays the solved round under wild Aces: Perfect is (nearly) unexploitable
    /// there, Good and Beginner lose more, in order.
    void theHiddenLevelsAreOrderedByExploitability()
    {
        const auto solver
            = VerdecktesSolver::shared(JokerPokerDef::hiddenHandRules(setupFor(2, true).options));
        QVERIFY(solver->hands().rules().acesWild);
        VerdecktesStrategy perfect, good, beginner;
        QVERIFY(verdecktesLevelStrategy(*solver, "perfect", perfect));
        QVERIFY(verdecktesLevelStrategy(*solver, "good", good));
        QVERIFY(verdecktesLevelStrategy(*solver, "beginner", beginner));
        const double p = solver->exploit(perfect).exploitability();
        const double g = solver->exploit(good).exploitability();
        const double b = solver->exploit(beginner).exploitability();
        qInfo("wild Aces, exploitability a round: perfect %.5f, good %.4f, beginner %.4f", p, g, b);
        QVERIFY(p < 0.005);
        QVERIFY(p < g);
        QVERIFY(g < b);
    }

    /// Computers of every level play whole games of both modes with legal moves; chips sum to zero.
    void computersPlayBothModes_data()
    {
        QTest::addColumn<bool>("hidden");
        QTest::addColumn<int>("seats");
        QTest::newRow("open, two") << false << 2;
        QTest::newRow("open, three") << false << 3;
        QTest::newRow("hidden, two") << true << 2;
        QTest::newRow("hidden, three") << true << 3;
    }
    void computersPlayBothModes()
    {
        QFETCH(bool, hidden);
        QFETCH(int, seats);
        GameSetup setup = setupFor(seats, hidden, 7);
        setup.options.set(def().options(), "rounds", "3");
        std::vector<std::string> levels{"perfect", "good", "beginner"};
        levels.resize(std::size_t(seats));
        const Match match = testing::playOut(setup, levels, 11);
        QVERIFY(match.isFinished());
        const Observation end = match.observe(kNoSeat);
        int sum = end.pot;
        for (const SeatView& seat : end.seats)
            sum += seat.chips;
        QCOMPARE(sum, 0);
    }
};

QTEST_APPLESS_MAIN(tst_JokerPoker)
#include "tst_jokerpoker.moc"
