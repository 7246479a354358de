// SPDX-License-Identifier: GPL-3.0-or-later
// Computer players: legal moves, levels that differ as measured, and perfect play that reaches the
// solver's expected score within statistical error.
#include <QTest>

#include <cmath>

#include "engine/registry.h"
#include "solver/autoplayer.h"
#include "solver/sheetbot.h"
#include "solver/sheettables.h"

using namespace knobel;

namespace {

struct Sample
{
    double mean = 0;
    double standardError = 0;
};

Sample play(const SheetSolver& solver, const SheetGame& game, Level level, int games, std::uint64_t seed,
    const RuleOptions* options = nullptr)
{
    const AutoPlayer player(solver, level);
    std::vector<int> totals;
    for (int g = 0; g < games; ++g) {
        Match match(GameSetup{std::string(game.id()), options ? *options : game.defaultOptions(),
            {"Computer"}, seed + std::uint64_t(g), Mode::Play, {}});
        if (playOut(match, {&player}))
            return {}; // no move or an illegal one: the caller sees a mean of 0
        totals.push_back(match.sheet(0).total());
    }
    Sample s;
    for (int t : totals)
        s.mean += t;
    s.mean /= games;
    double variance = 0;
    for (int t : totals)
        variance += (t - s.mean) * (t - s.mean);
    s.standardError = std::sqrt(variance / (games - 1) / games);
    return s;
}

} // namespace

class TestAutoPlayer : public QObject
{
    Q_OBJECT

private slots:
    void perfectPlayReachesTheSolversExpectation_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("games");
        QTest::newRow("Sechzerspiel, 20,000 games") << "sechzerspiel" << 20000;
        QTest::newRow("Escalero, 3,000 games") << "escalero" << 3000;
        QTest::newRow("Ohio, 400 games") << "ohio" << 400;
    }

    void perfectPlayReachesTheSolversExpectation()
    {
        QFETCH(QString, game);
        QFETCH(int, games);
        const SheetGame& rules = *findSheetGame(game.toStdString());
        SheetSolver solver(rules, rules.defaultOptions());
        solver.solve();
        const Sample sample = play(solver, rules, Level::Perfect, games, 1000);
        QVERIFY(sample.mean > 0);
        // Four standard errors: a correct solver fails this about once in 16,000 runs, a seed is fixed.
        QVERIFY2(std::abs(sample.mean - solver.expectedScore()) < 4 * sample.standardError,
            qPrintable(QStringLiteral("simulated %1 ± %2, solved %3")
                           .arg(sample.mean)
                           .arg(sample.standardError)
                           .arg(solver.expectedScore())));
    }

    void theLevelsGiveAwayPoints()
    {
        const SheetGame& escalero = *findSheetGame("escalero");
        SheetSolver solver(escalero, escalero.defaultOptions());
        solver.solve();
        // The same 2,000 seeds for every level: the differences are the players', not the dice's.
        const Sample beginner = play(solver, escalero, Level::Beginner, 2000, 77);
        const Sample good = play(solver, escalero, Level::Good, 2000, 77);
        const Sample perfect = play(solver, escalero, Level::Perfect, 2000, 77);
        QVERIFY(beginner.mean > 0 && good.mean > 0);
        QVERIFY2(beginner.mean < good.mean - 20,
            qPrintable(QStringLiteral("%1 %2").arg(beginner.mean).arg(good.mean)));
        QVERIFY2(
            good.mean < perfect.mean, qPrintable(QStringLiteral("%1 %2").arg(good.mean).arg(perfect.mean)));
    }

    void everyLevelPlaysEveryGameLegally()
    {
        for (const char* id : {"sechzerspiel", "ohio", "escalero"}) {
            const SheetGame& game = *findSheetGame(id);
            SheetSolver solver(game, game.defaultOptions());
            solver.solve();
            for (Level level : {Level::Beginner, Level::Good, Level::Perfect})
                QVERIFY2(play(solver, game, level, 20, 5).mean > 0, id);
        }
    }

    void strictKeepIsPlayedExactlyToo()
    {
        // Dice that stayed aside stay aside: the solver's value drops, and perfect play still reaches it.
        const SheetGame& escalero = *findSheetGame("escalero");
        RuleOptions strict = escalero.defaultOptions();
        strict.set(escalero.options(), "strict_keep", "true");
        SheetSolver loose(escalero, escalero.defaultOptions());
        SheetSolver solver(escalero, strict);
        loose.solve();
        solver.solve();
        QVERIFY(solver.expectedScore() < loose.expectedScore());
        const Sample sample = play(solver, escalero, Level::Perfect, 3000, 500, &strict);
        QVERIFY(sample.mean > 0); // no illegal move: a locked die is never taken back
        QVERIFY2(std::abs(sample.mean - solver.expectedScore()) < 4 * sample.standardError,
            qPrintable(QStringLiteral("%1 ± %2 against %3")
                           .arg(sample.mean)
                           .arg(sample.standardError)
                           .arg(solver.expectedScore())));
        for (Level level : {Level::Beginner, Level::Good})
            QVERIFY(play(solver, escalero, level, 30, 9, &strict).mean > 0);
    }

    void theStandInPlaysWithoutATable_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("options"); // id=value, or empty
        QTest::newRow("Sechzerspiel") << "sechzerspiel"
                                      << "";
        QTest::newRow("Ohio") << "ohio"
                              << "";
        QTest::newRow("Escalero") << "escalero"
                                  << "";
        QTest::newRow("Escalero, dice kept stay kept") << "escalero"
                                                       << "strict_keep=true";
        QTest::newRow("Würfel-Poker") << "wuerfelpoker"
                                      << "";
        QTest::newRow("Würfel-Poker on two columns") << "wuerfelpoker"
                                                     << "columns=2";
        QTest::newRow("Würfel-Poker with Contra") << "wuerfelpoker"
                                                  << "contra=true";
        QTest::newRow("Würfel-Poker, Doppelhand") << "wuerfelpoker"
                                                  << "double_hand=true";
    }
    /// What plays a seat whose table was not built (a cancelled preparation) plays whole games legally,
    /// through the engine, without a table of its own or anyone's.
    void theStandInPlaysWithoutATable()
    {
        QFETCH(QString, game);
        QFETCH(QString, options);
        const SheetGame& sheet = *findSheetGame(game.toStdString());
        RuleOptions rules = sheet.defaultOptions();
        if (!options.isEmpty())
            QVERIFY(!rules.set(sheet.options(), options.section('=', 0, 0).toStdString(),
                options.section('=', 1).toStdString()));
        const auto standIn = sheet.standIn("perfect", rules);
        QVERIFY(standIn.bot);
        QVERIFY(!heldSheetTables(sheet, rules));
        int total = 0;
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            Match match(
                GameSetup{game.toStdString(), rules, {"A", "B"}, seed, Mode::Play, {"perfect", "perfect"}});
            for (int step = 0; step < 5000 && !match.isFinished(); ++step) {
                const Action action = standIn.bot->decide(match.botView(match.toAct(), seed));
                QVERIFY2(!match.apply(action), qPrintable(QStringLiteral("step %1").arg(step)));
            }
            QVERIFY(match.isFinished());
            total += match.sheet(0).total() + match.sheet(1).total();
            std::string problem;
            QVERIFY2(Match::replay(match.record(), problem), problem.c_str());
        }
        QVERIFY(total > 0);
        QVERIFY(!heldSheetTables(sheet, rules)); // it never asked for one
    }

    /// Every level of a game reads one table, held while a player holds it: never built twice.
    void theLevelsShareOneTable()
    {
        const SheetGame& sechzer = *findSheetGame("sechzerspiel");
        const RuleOptions options = sechzer.defaultOptions();
        QVERIFY(!heldSheetTables(sechzer, options));
        auto good = sechzer.makeBot("good", options, {});
        QVERIFY(good);
        auto held = heldSheetTables(sechzer, options);
        QVERIFY(held && held->solver()->isSolved());
        auto perfect = sechzer.makeBot("perfect", options, {});
        QCOMPARE(heldSheetTables(sechzer, options), held);
        QCOMPARE(sheetTables(sechzer, options, {}), held);
        // A cancelled preparation that finds the table held still gets it; one that must build does not.
        const std::atomic<bool> cancelled{true};
        BotPreparation cancelling;
        cancelling.cancel = &cancelled;
        QCOMPARE(sheetTables(sechzer, options, cancelling), held);
        good.reset();
        perfect.reset();
        QCOMPARE(heldSheetTables(sechzer, options), held); // this test holds it still
        const std::weak_ptr<const SheetTableSet> watched = held;
        held.reset();
        QVERIFY(watched.expired()); // held no longer than a player holds it
        QVERIFY(!heldSheetTables(sechzer, options));
    }

    void aSeedPlaysTheSameGame()
    {
        const SheetGame& escalero = *findSheetGame("escalero");
        SheetSolver solver(escalero, escalero.defaultOptions());
        solver.solve();
        QCOMPARE(
            play(solver, escalero, Level::Good, 50, 9).mean, play(solver, escalero, Level::Good, 50, 9).mean);
    }
};

QTEST_APPLESS_MAIN(TestAutoPlayer)
#include "tst_autoplayer.moc"
