// SPDX-License-Identifier: GPL-3.0-or-later
// Craps (seed 000, "Craps") as the booklet writes it: "Zunächst wird eine Runde gewürfelt, um den
// ersten Spielmacher zu bestimmen. Dieser nennt dann eine beliebige Zahl von 2 bis 12 und setzt darauf
// einen Betrag. Die Gegenspieler setzen zusammen in gleicher Höhe dagegen. Wirft der Macher die von
// ihm genannte Zahl, so hat er gewonnen. Wirft er eine andere Zahl, so hat er jedoch noch nicht
// verloren! Es wird weitergewürfelt! Nun ist die gewürfelte Zahl diejenige, die ihm Glück bringt, wenn
// sie noch einmal fällt. Fällt vorher aber die ursprünglich genannte Zahl, so hat der Macher verloren.
// Dann kassieren die Gegenspieler entsprechend ihrem Einsatz-Anteil. Beim nächsten Spiel wird der
// nächste in der Runde zum neuen Spielmacher."
#include <QTest>

#include <cmath>
#include <map>
#include <random>
#include <set>

#include "engine/registry.h"
#include "gamefile.h"
#include "games/craps/craps.h"
#include "games/craps/crapsbot.h"
#include "match.h"
#include "playout.h"

using namespace knobel;

namespace {

GameSetup setupFor(int seats, std::uint64_t seed = 1, int rounds = 2, const QString& more = {})
{
    const GameDef& def = *findGameDef("craps");
    GameSetup setup{"craps", def.defaultOptions(), {}, seed, Mode::Play, {}};
    setup.options.set(def.options(), "rounds", std::to_string(rounds));
    for (const QString& assignment : more.split(',', Qt::SkipEmptyParts))
        if (setup.options.assign(def.options(), assignment.toStdString()))
            qFatal("bad option %s", qPrintable(assignment));
    for (int s = 0; s < seats; ++s)
        setup.players.push_back(std::string(1, char('A' + s)));
    return setup;
}

/// A game written as the table plays it: "5/12" names 5 and stakes 12, "2+3" throws a 2 and a 3;
/// a step written "!…" must be refused and change nothing.
QString run(CrapsState& state, const QString& script)
{
    for (const QString& raw : script.split(' ', Qt::SkipEmptyParts)) {
        const bool refused = raw.startsWith('!');
        const QString step = refused ? raw.mid(1) : raw;
        Action action;
        if (step.contains('/')) {
            action = Action::stake(step.section('/', 0, 0).toInt(), step.section('/', 1, 1).toInt());
        } else {
            action = Action::throwDice();
            action.faces = {step.section('+', 0, 0).toInt(), step.section('+', 1, 1).toInt()};
        }
        const Observation before = state.observe(kNoSeat);
        const Problem problem = state.apply(action);
        if (refused != bool(problem))
            return raw
                + (problem ? ": " + QString::fromStdString(*problem) : QStringLiteral(": was not refused"));
        if (problem && !(state.observe(kNoSeat) == before))
            return raw + QStringLiteral(": refused but changed the game");
    }
    return {};
}

QList<int> balances(const CrapsState& state)
{
    QList<int> chips;
    for (int b : state.ledger().balances())
        chips << b;
    return chips;
}

/// A state whose first maker is seat 0 (the draw for the first maker comes from the seed).
CrapsState stateWithMaker0(int seats, const QString& more = {})
{
    for (std::uint64_t seed = 1;; ++seed) {
        CrapsState state(setupFor(seats, seed, 2, more));
        if (state.maker() == 0)
            return state;
    }
}

} // namespace

class tst_Craps : public QObject
{
    Q_OBJECT

private slots:
    void gamesAreSettledAsTheTextSays_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<QString>("options");
        QTest::addColumn<QString>("script");
        QTest::addColumn<QList<int>>("chips");
        // "Wirft der Macher die von ihm genannte Zahl, so hat er gewonnen."
        QTest::newRow("the named 5 at once: the maker wins") << 3 << ""
                                                             << "5/12 2+3" << QList<int>{12, -6, -6};
        // "Nun ist die gewürfelte Zahl diejenige, die ihm Glück bringt, wenn sie noch einmal fällt."
        QTest::newRow("point 6, then 8, then 6 again: the maker wins")
            << 3 << ""
            << "5/12 3+3 4+4 1+5" << QList<int>{12, -6, -6};
        // "Fällt vorher aber die ursprünglich genannte Zahl, so hat der Macher verloren. Dann kassieren
        // die Gegenspieler entsprechend ihrem Einsatz-Anteil."
        QTest::newRow("point 6, then the named 5: the others take their shares")
            << 3 << ""
            << "5/12 3+3 1+4" << QList<int>{-12, 6, 6};
        QTest::newRow("four players share 9 in threes") << 4 << ""
                                                        << "7/9 1+1 6+1" << QList<int>{-9, 3, 3, 3};
        // "Die Gegenspieler setzen zusammen in gleicher Höhe dagegen": 7 chips do not divide among two
        // by default; without the rule the player at the maker's left covers the odd chip.
        QTest::newRow("a stake that does not divide is refused") << 3 << ""
                                                                 << "!5/7 5/8 4+1" << QList<int>{8, -4, -4};
        QTest::newRow("uneven shares: the left neighbour covers the odd chip")
            << 3 << "even_shares=false"
            << "5/7 6+6 1+4" << QList<int>{-7, 4, 3};
        QTest::newRow("two players: the other covers it all") << 2 << ""
                                                              << "2/5 6+6 6+6" << QList<int>{5, -5};
        // The same number again, and neither the point nor the named number: he throws on.
        QTest::newRow("the named 2 after the point 12: the maker loses")
            << 2 << ""
            << "2/5 6+6 3+4 1+1" << QList<int>{-5, 5};
        QTest::newRow("no number outside 2 to 12, no stake above the limit, no throw before naming")
            << 2 << ""
            << "!1/5 !13/5 !7/13 !7/0 !1+1 7/1 !7/1 6+1" << QList<int>{1, -1};
        QTest::newRow("a die with a face dice do not have") << 2 << ""
                                                            << "7/1 !0+7 !7+1 3+4" << QList<int>{1, -1};
    }
    void gamesAreSettledAsTheTextSays()
    {
        QFETCH(int, seats);
        QFETCH(QString, options);
        QFETCH(QString, script);
        QFETCH(QList<int>, chips);
        CrapsState state = stateWithMaker0(seats, options);
        const QString problem = run(state, script);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(balances(state), chips);
        // The game is settled: the next player to the left makes.
        QCOMPARE(state.maker(), 1);
        QCOMPARE(state.named(), 0);
        QCOMPARE(state.outcomes().size(), std::size_t(1));
    }

    /// "Beim nächsten Spiel wird der nächste in der Runde zum neuen Spielmacher": each player makes
    /// `rounds` times, in turn to the left; the first maker is drawn ("Zunächst wird eine Runde
    /// gewürfelt").
    void makersGoRoundAndTheFirstIsDrawn()
    {
        std::set<Seat> firsts;
        for (std::uint64_t seed = 1; seed <= 40; ++seed)
            firsts.insert(CrapsState(setupFor(3, seed)).maker());
        QCOMPARE(firsts.size(), std::size_t(3));

        CrapsState state = stateWithMaker0(3);
        std::vector<Seat> makers;
        while (!state.isTerminal()) {
            makers.push_back(state.maker());
            QVERIFY(run(state, "3/2 1+2").isEmpty());
        }
        QCOMPARE(makers, (std::vector<Seat>{0, 1, 2, 0, 1, 2}));
        QCOMPARE(balances(state), (QList<int>{0, 0, 0}));
        QCOMPARE(state.toAct(), kNoSeat);
        QVERIFY(state.legalActions().empty());
    }

    void whatTheTableShows()
    {
        CrapsState state = stateWithMaker0(3);
        Observation view = state.observe(kNoSeat);
        QCOMPARE(view.board.size(), std::size_t(11));
        QVERIFY(!view.fact<int>("called_number"));
        QVERIFY(run(state, "4/10 5+5").isEmpty());
        view = state.observe(1);
        QVERIFY(view.board.empty());
        QCOMPARE(view.fact<int>("called_number"), std::optional<int>(4));
        QCOMPARE(view.fact<int>("point"), std::optional<int>(10));
        QCOMPARE(view.fact<int>("at_stake"), std::optional<int>(10));
        QCOMPARE(view.fact<int>("called_by"), std::optional<int>(0));
        QCOMPARE(view.pot, 20);
        QCOMPARE(view.seats[0].committed, 10);
        QCOMPARE(view.seats[1].committed, 5);
        QCOMPARE(view.stakes.size(), std::size_t(3));
        QCOMPARE(view.dice.front().dice.front().face, 5);
        QCOMPARE(state.legalActions(), std::vector<Action>{Action::throwDice()});
        QVERIFY(!state.mayTakeBack(Action::throwDice()));
        QVERIFY(state.mayTakeBack(Action::stake(4, 10)));
    }

    /// The maker's chance in closed form, exactly: p(n) + Σ p(k)² / (p(k) + p(n)) over the other sums.
    void theMakersChanceIsExact_data()
    {
        QTest::addColumn<int>("named");
        QTest::addColumn<qint64>("numerator");
        QTest::addColumn<qint64>("denominator");
        // Worked out by hand over the sums' ways of 36, e.g. for 2:
        // 1/36 + Σₖ w(k)² / (36 (w(k) + 1)) = 111/140 (engine.md: "naming 2 or 12 wins 79.3 %").
        const std::map<int, std::pair<qint64, qint64>> exact{{2, {111, 140}}, {3, {1697, 2520}},
            {4, {2999, 5040}}, {5, {613, 1134}}, {6, {50047, 99792}}, {7, {6557, 13860}}};
        for (int named = 2; named <= 12; ++named) {
            const auto [n, d] = exact.at(named <= 7 ? named : 14 - named);
            QTest::newRow(qPrintable(QString::number(named))) << named << n << d;
        }
    }
    void theMakersChanceIsExact()
    {
        QFETCH(int, named);
        QFETCH(qint64, numerator);
        QFETCH(qint64, denominator);
        const Fraction chance = CrapsDef::makerChance(named);
        QCOMPARE(chance.numerator, numerator);
        QCOMPARE(chance.denominator, denominator);
    }

    void theBestNumbersAreTwoAndTwelve()
    {
        for (int named = 3; named <= 11; ++named)
            QVERIFY(CrapsDef::makerChance(named).value() < CrapsDef::makerChance(2).value());
        QCOMPARE(CrapsDef::makerChance(2), CrapsDef::makerChance(12));
        QVERIFY(CrapsDef::makerEdge(7) < 0); // the only number that loses for the maker
        for (int named = 2; named <= 12; ++named)
            QCOMPARE(CrapsDef::makerEdge(named) < 0, named == 7);
    }

    /// The game's own code, thrown with random dice, meets the closed form within three standard errors.
    void aSimulationMeetsTheClosedForm_data()
    {
        QTest::addColumn<int>("named");
        for (int named : {2, 4, 6, 7, 11})
            QTest::newRow(qPrintable(QString::number(named))) << named;
    }
    void aSimulationMeetsTheClosedForm()
    {
        QFETCH(int, named);
        std::mt19937_64 dice(20261126 + std::uint64_t(named));
        std::uniform_int_distribution<int> face(1, 6);
        constexpr int games = 20000;
        int won = 0;
        // Forty games a state (twenty makings each at a table of two), one state after another.
        std::optional<CrapsState> state;
        for (int g = 0; g < games; ++g) {
            if (!state || state->isTerminal())
                state.emplace(setupFor(2, std::uint64_t(g), 20));
            const Seat maker = state->maker();
            const int before = state->ledger().balance(maker);
            QVERIFY(!state->apply(Action::stake(named, 1)));
            while (state->named() != 0) {
                Action t = Action::throwDice();
                t.faces = {face(dice), face(dice)};
                QVERIFY(!state->apply(t));
            }
            won += state->ledger().balance(maker) > before ? 1 : 0;
        }
        QVERIFY(state->isTerminal());
        const double p = CrapsDef::makerChance(named).value();
        const double measured = double(won) / games;
        const double se = std::sqrt(p * (1 - p) / games);
        qInfo("craps: naming %d wins %.4f (closed form), %.4f ± %.4f (simulated over %d games)", named, p,
            measured, se, games);
        QVERIFY(std::abs(measured - p) < 3 * se);
    }

    void theComputersNameAndStakeAsDocumented()
    {
        const GameDef& def = *findGameDef("craps");
        const GameSetup setup = setupFor(3, 5);
        Match match(setup);
        std::map<std::string, std::set<int>> named;
        std::map<std::string, std::set<int>> staked;
        for (const std::string level : {"beginner", "good", "perfect"}) {
            const auto bot = def.makeBot(level, setup.options, {});
            for (std::uint64_t seed = 0; seed < 6; ++seed) {
                const Action a = bot->decide(match.botView(match.toAct(), seed));
                QCOMPARE(a.type, Action::Type::Stake);
                named[level].insert(a.field);
                staked[level].insert(a.amount);
            }
        }
        QCOMPARE(named["perfect"], (std::set<int>{2, 12}));
        QCOMPARE(staked["perfect"], (std::set<int>{12}));
        QCOMPARE(named["good"], (std::set<int>{3, 11}));
        QCOMPARE(staked["good"], (std::set<int>{12}));
        QCOMPARE(named["beginner"], (std::set<int>{7}));
        QCOMPARE(staked["beginner"], (std::set<int>{2})); // the lowest that divides among two

        // The hint: every number once, best first, in chips at the stake ranked.
        const auto bot = def.makeBot("good", setup.options, {});
        const auto ranked = bot->rank(match.botView(match.toAct()));
        QCOMPARE(ranked.size(), std::size_t(11));
        QVERIFY(ranked.front().action.field == 2 || ranked.front().action.field == 12);
        QCOMPARE(ranked.front().action.amount, 12);
        QCOMPARE(ranked.front().value, 12 * (2 * 111.0 / 140 - 1));
        QCOMPARE(ranked.back().action.field, 7);
        QCOMPARE(ranked.back().action.amount, 2);
        QCOMPARE(bot->rankMeaning(match.botView(match.toAct())).unit, RankMeaning::Unit::Chips);
        for (std::size_t i = 1; i < ranked.size(); ++i)
            QVERIFY(ranked[i - 1].value >= ranked[i].value);
    }

    void aStakeThatCannotDivideIsRefusedAtTheSetup()
    {
        QVERIFY(Match::checkSetup(setupFor(4, 1, 2, "max_stake=2")));
        QVERIFY(!Match::checkSetup(setupFor(4, 1, 2, "max_stake=3")));
        QVERIFY(!Match::checkSetup(setupFor(4, 1, 2, "max_stake=2,even_shares=false")));
        QCOMPARE(
            CrapsDef::stakes(setupFor(4, 1, 2, "max_stake=12").options, 4), (std::vector<int>{3, 6, 9, 12}));
    }

    void wholeSeededGamesReplay()
    {
        const Match match = testing::playOut(setupFor(3, 77, 3), {"perfect", "good", "beginner"});
        const QByteArray bytes = gamefile::write(match.record());
        std::string problem;
        auto reopened = gamefile::read(bytes, problem);
        QVERIFY2(reopened, problem.c_str());
        QCOMPARE(reopened->result() == match.result(), true);
        QCOMPARE(gamefile::write(reopened->record()), bytes);
        QCOMPARE(
            testing::playOut(setupFor(3, 77, 3), {"perfect", "good", "beginner"}).record() == match.record(),
            true);
        int sum = 0;
        for (const Standing& s : match.result().standings)
            sum += s.balance;
        QCOMPARE(sum, 0);
    }

    /// The levels at one table, every seating in turn: mean chips a game (each player makes once a
    /// round) ± standard error; the exact expectation of each level's making is known.
    void levelsAreMeasured()
    {
        const int rounds = 300;
        const std::vector<std::vector<std::string>> tables
            = testing::everySeating({"perfect", "good", "beginner"});
        std::map<std::string, std::vector<double>> chips;
        for (int g = 0; g < 30; ++g) {
            const auto& seated = tables[std::size_t(g) % tables.size()];
            const Match match
                = testing::playOut(setupFor(3, 4000 + std::uint64_t(g), rounds / 30), seated, g);
            for (const Standing& s : match.result().standings)
                chips[seated[std::size_t(s.player)]].push_back(double(s.balance) / (rounds / 30));
        }
        std::map<std::string, double> mean;
        for (const auto& [level, values] : chips) {
            double m = 0;
            for (double x : values)
                m += x;
            mean[level] = m / double(values.size());
            qInfo("craps: %s %+.3f chips a round", level.c_str(), mean[level]);
        }
        QVERIFY(mean["perfect"] > mean["good"]);
        QVERIFY(mean["good"] > mean["beginner"]);
    }
};

QTEST_APPLESS_MAIN(tst_Craps)
#include "tst_craps.moc"
