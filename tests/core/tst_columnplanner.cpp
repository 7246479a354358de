// SPDX-License-Identifier: GPL-3.0-or-later
// Where a computer player writes on the three-column Würfel-Poker sheet. Seed 001: "Reihe gegen
// Reihe": each column's sum against the same column of the opponent, the higher sum wins the column;
// the columns are worth 1, 2 and 4, and who wins all three ("Head") receives double.
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <random>

#include "engine/registry.h"
#include "match.h"
#include "solver/autoplayer.h"
#include "solver/columnplanner.h"
#include "solver/sheetsolver.h"
#include "solver/tablecache.h"

using namespace knobel;

namespace {

const SheetGame& poker()
{
    return *findSheetGame("wuerfelpoker");
}

int row(const char* id)
{
    return poker().rowIndex(id);
}

/// A picture of the rows like the one measured from perfect play (the figures only need to be
/// plausible here: the tests check what the planner does with them).
RowStatistics rowsLikePlay()
{
    RowStatistics rows;
    rows.mean = {2.1, 5.0, 8.1, 11.7, 15.7, 19.2, 18.3, 31.0, 39.4, 20.4, 0.6};
    for (double sd : {0.9, 1.5, 2.2, 2.9, 3.5, 3.7, 8.2, 3.6, 5.0, 24.6, 7.6})
        rows.variance.push_back(sd * sd);
    rows.boxes = 1200;
    return rows;
}

Sheet emptySheet()
{
    return Sheet(poker().columnCount(), int(poker().rows().size()));
}

/// Fills every free box of a column but the rows named with the given value per row.
void fillColumn(
    Sheet& sheet, int column, const std::vector<int>& values, const std::vector<int>& leaveFree = {})
{
    for (int r = 0; r < sheet.rows(); ++r)
        if (std::find(leaveFree.begin(), leaveFree.end(), r) == leaveFree.end())
            sheet.setBox(column, r, values[std::size_t(r)]);
}

const std::vector<int> kStrongColumn{5, 10, 15, 20, 25, 30, 25, 35, 45, 55, 100}; // 365
const std::vector<int> kWeakColumn{1, 2, 3, 4, 5, 6, 0, 0, 0, 0, 0}; // 21

} // namespace

class TestColumnPlanner : public QObject
{
    Q_OBJECT

private slots:
    void columnByStrategy_data()
    {
        QTest::addColumn<std::vector<Sheet>>("sheets");
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("points");
        QTest::addColumn<int>("firstFree");
        QTest::addColumn<int>("worthMost");
        QTest::addColumn<int>("race");

        const std::vector<Sheet> empty{emptySheet(), emptySheet()};
        QTest::newRow("empty sheets, a served Grande: into the column worth 4")
            << empty << row("grande") << 55 << 0 << 2 << 2;
        QTest::newRow("empty sheets, Grande serviert struck: into the column worth 1")
            << empty << row("grande_served") << 0 << 0 << 0 << 0;

        // The opponent's third column is full and strong; ours is weak with one box left: lost.
        std::vector<Sheet> lost{emptySheet(), emptySheet()};
        fillColumn(lost[0], 2, kWeakColumn, {row("grande_served")});
        fillColumn(lost[1], 2, kStrongColumn);
        QTest::newRow("a strike goes into the column already lost")
            << lost << row("grande_served") << 0 << 0 << 0 << 2;

        // Our third column is full but for one box and far ahead of the opponent's finished one: won.
        std::vector<Sheet> won{emptySheet(), emptySheet()};
        fillColumn(won[0], 2, kStrongColumn, {row("poker")});
        fillColumn(won[1], 2, kWeakColumn);
        QTest::newRow("a good result goes where the race is open, not into the column already won")
            << won << row("poker") << 45 << 0 << 2 << 1;

        std::vector<Sheet> leftFull = empty;
        leftFull[0].setBox(0, row("fives"), 15);
        QTest::newRow("only the free columns of the row count")
            << leftFull << row("fives") << 5 << 1 << 1 << 1;
    }
    void columnByStrategy()
    {
        QFETCH(std::vector<Sheet>, sheets);
        QFETCH(int, row);
        QFETCH(int, points);
        const RuleOptions options = poker().defaultOptions();
        const ColumnPlanner firstFree(poker(), options, rowsLikePlay(), ColumnStrategy::FirstFree);
        const ColumnPlanner worthMost(poker(), options, rowsLikePlay(), ColumnStrategy::WorthMost);
        const ColumnPlanner race(poker(), options, rowsLikePlay(), ColumnStrategy::Race);
        QTEST(firstFree.column(sheets, 0, row, points), "firstFree");
        QTEST(worthMost.column(sheets, 0, row, points), "worthMost");
        QTEST(race.column(sheets, 0, row, points), "race");
    }

    void twoTwoFourPutsAStrikeIntoTheLeftOfTheCheapColumns()
    {
        RuleOptions options = poker().defaultOptions();
        QCOMPARE(options.set(poker().options(), "column_values", "2-2-4"), std::nullopt);
        const ColumnPlanner worthMost(poker(), options, rowsLikePlay(), ColumnStrategy::WorthMost);
        const std::vector<Sheet> sheets{emptySheet(), emptySheet()};
        QCOMPARE(worthMost.column(sheets, 0, row("grande_served"), 0), 0);
        QCOMPARE(worthMost.column(sheets, 0, row("grande"), 50), 2);
    }

    void noFreeBoxNoColumn()
    {
        std::vector<Sheet> sheets{emptySheet(), emptySheet()};
        for (int c = 0; c < 3; ++c)
            sheets[0].setBox(c, row("ones"), 3);
        for (auto strategy : {ColumnStrategy::FirstFree, ColumnStrategy::WorthMost, ColumnStrategy::Race})
            QCOMPARE(ColumnPlanner(poker(), poker().defaultOptions(), rowsLikePlay(), strategy)
                         .column(sheets, 0, row("ones"), 2),
                -1);
    }

    /// On finished sheets nothing is uncertain: the race model's chips are the settlement itself,
    /// for two or more players, both column values and any Head multiplier.
    void expectedChipsOfFinishedSheetsAreTheSettlement_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<QString>("columnValues");
        QTest::addColumn<int>("head");
        QTest::addColumn<int>("seed");
        for (int seed = 1; seed <= 40; ++seed)
            QTest::addRow("seed %d", seed)
                << 2 + seed % 3 << (seed % 2 ? "1-2-4" : "2-2-4") << 1 + seed % 4 << seed;
    }
    void expectedChipsOfFinishedSheetsAreTheSettlement()
    {
        QFETCH(int, players);
        QFETCH(QString, columnValues);
        QFETCH(int, head);
        QFETCH(int, seed);
        RuleOptions options = poker().defaultOptions();
        QCOMPARE(options.set(poker().options(), "column_values", columnValues.toStdString()), std::nullopt);
        QCOMPARE(options.set(poker().options(), "head_multiplier", std::to_string(head)), std::nullopt);
        std::mt19937 engine{unsigned(seed)};
        std::vector<Sheet> sheets;
        for (int p = 0; p < players; ++p) {
            Sheet sheet = emptySheet();
            for (int c = 0; c < 3; ++c)
                for (int r = 0; r < sheet.rows(); ++r) {
                    const auto allowed = poker().allowedValues(r, options);
                    // Few values, so that equal column sums (which win nothing) occur too.
                    sheet.setBox(c, r, allowed[engine() % std::min<std::size_t>(2, allowed.size())]);
                }
            sheets.push_back(sheet);
        }
        const ColumnPlanner race(poker(), options, rowsLikePlay(), ColumnStrategy::Race);
        const Result result = poker().result(sheets, options);
        for (const Standing& s : result.standings)
            QCOMPARE(race.expectedChips(sheets, s.player), double(s.balance));
    }

    void expectedChipsAreSymmetric()
    {
        std::vector<Sheet> sheets{emptySheet(), emptySheet()};
        sheets[0].setBox(2, row("grande"), 50);
        sheets[1].setBox(0, row("full_house"), 35);
        const ColumnPlanner race(poker(), poker().defaultOptions(), rowsLikePlay(), ColumnStrategy::Race);
        QVERIFY(std::abs(race.expectedChips(sheets, 0) + race.expectedChips(sheets, 1)) < 1e-12);
        // A Grande in the column worth 4 is worth more than a Full House in the column worth 1.
        QVERIFY(race.expectedChips(sheets, 0) > 0.1);
        const std::vector<Sheet> same{emptySheet(), emptySheet()};
        QCOMPARE(race.expectedChips(same, 0), 0.0);
    }

    /// The statistics come from perfect play: on Escalero's one column their means add up to the
    /// solver's expected total within statistical error, and a seed repeats them.
    void measuredRowsAddUpToTheExpectedTotal()
    {
        const SheetGame& escalero = *findSheetGame("escalero");
        SheetSolver solver(escalero, escalero.defaultOptions());
        solver.solve();
        const RowStatistics rows = measureRows(solver, 600, 3);
        QCOMPARE(rows.boxes, 600);
        QCOMPARE(int(rows.mean.size()), int(escalero.rows().size()));
        double total = 0, variance = 0;
        for (std::size_t r = 0; r < rows.mean.size(); ++r) {
            const auto allowed = escalero.allowedValues(int(r), escalero.defaultOptions());
            QVERIFY(rows.mean[r] >= 0 && rows.mean[r] <= allowed.back());
            QVERIFY(rows.variance[r] >= 0);
            total += rows.mean[r];
            variance += rows.variance[r];
        }
        // Rows are not independent; twice the sum of their variances bounds the total's comfortably.
        const double error = std::sqrt(2 * variance / rows.boxes);
        QVERIFY2(std::abs(total - solver.expectedScore()) < 4 * error,
            qPrintable(QStringLiteral("%1 vs %2 ± %3").arg(total).arg(solver.expectedScore()).arg(error)));
        // The late game: one box written per game with k boxes free, for every k up to kLateBoxes.
        QCOMPARE(int(rows.late.size()), int(escalero.rows().size()));
        for (int free = 1; free <= RowStatistics::kLateBoxes; ++free) {
            int written = 0;
            for (const auto& byFree : rows.late)
                for (const auto& [value, count] : byFree[std::size_t(free)]) {
                    QVERIFY(
                        escalero.isAllowed(int(&byFree - &rows.late[0]), value, escalero.defaultOptions()));
                    written += count;
                }
            QCOMPARE(written, 600);
        }
        const RowStatistics again = measureRows(solver, 600, 3);
        QCOMPARE(again.mean, rows.mean);
        QVERIFY(measureRows(solver, 600, 4).mean != rows.mean);
    }

    /// keptRows: measured once, then read — from the process, the cache's folder or a shipped folder —
    /// and always the same figures as measureRows, bit for bit; other options (Doppelhand) or another
    /// seed are other figures; a damaged file is measured anew.
    void keptRowsAreMeasuredOnceAndReadBack()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const TableCache cache{std::filesystem::path(folder.path().toStdString()) / "tables", {}};
        SheetSolver solver(poker(), poker().defaultOptions());
        solver.solve();
        const RowStatistics measured = measureRows(solver, 40, 7);
        const RowStatistics kept = keptRows(solver, cache, 40, 7);
        QCOMPARE(kept.mean, measured.mean);
        QCOMPARE(kept.variance, measured.variance);
        QCOMPARE(kept.boxes, measured.boxes);
        QVERIFY(kept.late == measured.late);
        const std::filesystem::path file = cache.fileFor(RowsTable(solver, 40, 7));
        QVERIFY2(std::filesystem::exists(file), file.c_str());

        // Read from the folder: the numbers decode to the same figures.
        RowsTable read(solver, 40, 7);
        const TableCache::Outcome outcome = cache.prepare(read);
        QVERIFY(outcome.loaded);
        QVERIFY(read.stats());
        QCOMPARE(read.stats()->mean, measured.mean);
        QCOMPARE(read.stats()->variance, measured.variance);
        QVERIFY(read.stats()->late == measured.late);

        // A shipped folder is read first and never written.
        const TableCache shippedOnly{{}, 0, {cache.folder}};
        RowsTable fromShipped(solver, 40, 7);
        QVERIFY(shippedOnly.prepare(fromShipped).fromShipped);

        // Another seed, or Doppelhand, is another file.
        QVERIFY(cache.fileFor(RowsTable(solver, 40, 8)) != file);
        RuleOptions doubled = poker().defaultOptions();
        QVERIFY(!doubled.set(poker().options(), "double_hand", "true"));
        SheetSolver doubledSolver(poker(), doubled);
        QCOMPARE(doubledSolver.tableKey(), solver.tableKey()); // the same total's table…
        QVERIFY(cache.fileFor(RowsTable(doubledSolver, 40, 7)) != file); // …not the same figures

        // A damaged file is not read: measured anew and replaced.
        {
            std::fstream damage(file, std::ios::in | std::ios::out | std::ios::binary);
            damage.seekp(200);
            damage.put('\x7f');
        }
        RowsTable again(solver, 40, 7);
        const TableCache::Outcome rebuilt = cache.prepare(again);
        QVERIFY(!rebuilt.loaded);
        QVERIFY(!rebuilt.note.empty());
        QCOMPARE(again.stats()->mean, measured.mean);
    }

    void levelsHaveTheirColumnStrategies()
    {
        QVERIFY(columnStrategyOf(Level::Beginner) == ColumnStrategy::FirstFree);
        QVERIFY(columnStrategyOf(Level::Good) == ColumnStrategy::WorthMost);
        QVERIFY(columnStrategyOf(Level::Perfect) == ColumnStrategy::Chips);
    }
};

QTEST_APPLESS_MAIN(TestColumnPlanner)
#include "tst_columnplanner.moc"
