// SPDX-License-Identifier: GPL-3.0-or-later
// Würfel-Poker's Perfect with two players at the end of the game: the row and the column for the chips
// (ChipRace). Seed 001, "Reihe gegen Reihe": each column's sum against the same column of the
// opponent; the columns are worth 1, 2 and 4, and who wins all three ("Head") receives double. A box
// that scores less can be worth more chips — and the computer then gives up the points.
#include <QTest>

#include <random>

#include "engine/registry.h"
#include "solver/autoplayer.h"
#include "solver/chiprace.h"

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

/// Rows as the race model pictures them, and their late values: per row a low, a middle and the
/// highest allowed value (40, 40 and 20 in a hundred). The figures only need to be plausible: the
/// tests check what the decision does with them.
RowStatistics lateRows()
{
    RowStatistics rows;
    const RuleOptions options = poker().defaultOptions();
    rows.late.resize(poker().rows().size());
    for (std::size_t r = 0; r < poker().rows().size(); ++r) {
        const auto allowed = poker().allowedValues(int(r), options);
        std::map<int, int> values{{allowed.front(), 40}};
        values[allowed[allowed.size() / 2]] += 40;
        values[allowed.back()] += 20;
        rows.late[r].assign(std::size_t(RowStatistics::kLateBoxes) + 1, values);
        double mean = 0;
        for (const auto& [value, count] : values)
            mean += value * count / 100.0;
        rows.mean.push_back(mean);
        rows.variance.push_back(0);
    }
    rows.boxes = 100;
    return rows;
}

Sheet sheetWithSums(const std::vector<int>& sums, const std::vector<std::pair<int, int>>& free)
{
    Sheet sheet(poker().columnCount(), int(poker().rows().size()));
    for (int c = 0; c < sheet.columns(); ++c)
        for (int r = 0; r < sheet.rows(); ++r)
            sheet.setBox(c, r, 0);
    for (int c = 0; c < sheet.columns(); ++c)
        sheet.setBox(c, row("full_house"), sums[std::size_t(c)]); // the column's sum in one box
    for (const auto& [c, r] : free)
        sheet.setBox(c, r, std::nullopt);
    return sheet;
}

std::vector<int> pointsOf(const std::vector<int>& faces)
{
    Throw t;
    t.faces = faces;
    std::vector<int> points;
    for (int r = 0; r < int(poker().rows().size()); ++r)
        points.push_back(poker().points(r, t, poker().defaultOptions()));
    return points;
}

} // namespace

class TestChipRace : public QObject
{
    Q_OBJECT

private slots:
    /// The last two boxes of our sheet; the opponent has finished. Column III is ours already.
    void writesForTheChips_data()
    {
        QTest::addColumn<std::vector<Sheet>>("sheets");
        QTest::addColumn<std::vector<int>>("dice");
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("row");
        QTest::addColumn<bool>("givesUpPoints");

        const Sheet finished = sheetWithSums({250, 175, 100}, {});
        // Column I is lost whatever Four of a kind brings (100 + 45 < 250); column II is 160 + Fives
        // against 175: the 20 of four fives win it now, later they would need 20 or more again.
        QTest::newRow("four fives: Fives win column II, Four of a kind (40) in lost column I wins nothing")
            << std::vector<Sheet>{sheetWithSums({100, 160, 300}, {{0, row("poker")}, {1, row("fives")}}),
                   finished}
            << std::vector<int>{5, 5, 5, 5, 2} << 1 << row("fives") << true;
        QTest::newRow("five sixes: Sixes (30) win column II, though Four of a kind gives 40")
            << std::vector<Sheet>{sheetWithSums({100, 160, 300}, {{0, row("poker")}, {1, row("sixes")}}),
                   finished}
            << std::vector<int>{6, 6, 6, 6, 6} << 1 << row("sixes") << true;
        // Column II is won already (200 > 175); Four of a kind takes column I (215 + 40 > 250) and Head.
        QTest::newRow("four fives: column II is won, Four of a kind wins column I and Head")
            << std::vector<Sheet>{sheetWithSums({215, 200, 300}, {{0, row("poker")}, {1, row("fives")}}),
                   finished}
            << std::vector<int>{5, 5, 5, 5, 2} << 0 << row("poker") << false;
        // Column II is lost; column III (worth 4) wants Four of a kind now (230 + 40 > 250), column I
        // (worth 1) Fives (160 + 20 > 170): the 40 where more is at stake.
        QTest::newRow("four fives: Four of a kind wins column III, worth more than column I Fives would win")
            << std::vector<Sheet>{sheetWithSums({160, 100, 230}, {{2, row("poker")}, {0, row("fives")}}),
                   sheetWithSums({170, 300, 250}, {})}
            << std::vector<int>{5, 5, 5, 5, 2} << 2 << row("poker") << false;
    }
    void writesForTheChips()
    {
        QFETCH(std::vector<Sheet>, sheets);
        QFETCH(std::vector<int>, dice);
        const ChipRace race(poker(), poker().defaultOptions(), lateRows(), nullptr);
        QVERIFY(race.decides(sheets[0]));
        const auto points = pointsOf(dice);
        const auto writes = race.writes(sheets, 0, points);
        QCOMPARE(int(writes.size()), 2);
        QTEST(writes.front().column, "column");
        QTEST(writes.front().row, "row");
        int most = 0;
        for (const auto& w : writes)
            most = std::max(most, w.points);
        QTEST(writes.front().points < most, "givesUpPoints");
        QVERIFY(writes.front().chips > writes.back().chips);
        // The best column of the row is the one the ranking wrote, worth as much.
        const auto best = race.bestColumn(sheets, 0, writes.front().row, writes.front().points);
        QCOMPARE(best.column, writes.front().column);
        QCOMPARE(best.chips, writes.front().chips);
    }

    /// The chips it expects on finished sheets are the settlement, for both column values and any Head.
    void expectedChipsOfFinishedSheetsAreTheSettlement_data()
    {
        QTest::addColumn<QString>("columnValues");
        QTest::addColumn<int>("head");
        QTest::addColumn<int>("seed");
        for (int seed = 1; seed <= 20; ++seed)
            QTest::addRow("seed %d", seed) << (seed % 2 ? "1-2-4" : "2-2-4") << 1 + seed % 4 << seed;
    }
    void expectedChipsOfFinishedSheetsAreTheSettlement()
    {
        QFETCH(QString, columnValues);
        QFETCH(int, head);
        QFETCH(int, seed);
        RuleOptions options = poker().defaultOptions();
        QCOMPARE(options.set(poker().options(), "column_values", columnValues.toStdString()), std::nullopt);
        QCOMPARE(options.set(poker().options(), "head_multiplier", std::to_string(head)), std::nullopt);
        std::mt19937 engine{unsigned(seed)};
        std::vector<Sheet> sheets;
        for (int p = 0; p < 2; ++p) {
            Sheet sheet(poker().columnCount(), int(poker().rows().size()));
            for (int c = 0; c < 3; ++c)
                for (int r = 0; r < sheet.rows(); ++r) {
                    const auto allowed = poker().allowedValues(r, options);
                    sheet.setBox(c, r, allowed[engine() % std::min<std::size_t>(2, allowed.size())]);
                }
            sheets.push_back(sheet);
        }
        const ChipRace race(poker(), options, lateRows(), nullptr);
        for (const Standing& s : poker().result(sheets, options).standings)
            QCOMPARE(race.expectedChips(sheets, s.player), double(s.balance));
    }

    /// A Grande still open is mostly nothing: with 15 points behind in the column worth 4 (and Head
    /// at stake) the open Grande is a long chance, not a column half won.
    void anOpenGrandeIsALongChance()
    {
        RowStatistics rows = lateRows();
        for (auto& byFree : rows.late[std::size_t(row("grande"))])
            byFree = {{0, 95}, {50, 5}};
        const ChipRace race(poker(), poker().defaultOptions(), rows, nullptr);
        const std::vector<Sheet> sheets{
            sheetWithSums({200, 200, 160}, {{2, row("grande")}}), sheetWithSums({100, 100, 175}, {})};
        const double chips = race.expectedChips(sheets, 0);
        // Columns I and II: +3. Column III: +4 at 5 %, −4 at 95 %. Head (+7) at 5 %.
        QVERIFY2(std::abs(chips - (3 + 4 * 0.05 - 4 * 0.95 + 7 * 0.05)) < 1e-9,
            qPrintable(QString::number(chips)));
    }

    void decidesOnlyTheLastBoxes()
    {
        const ChipRace race(poker(), poker().defaultOptions(), lateRows(), nullptr);
        Sheet sheet(poker().columnCount(), int(poker().rows().size()));
        QVERIFY(!race.decides(sheet));
        const int boxes = sheet.columns() * sheet.rows();
        for (int i = 0; i < boxes - RowStatistics::kLateBoxes - 1; ++i)
            sheet.setBox(i / sheet.rows(), i % sheet.rows(), 0);
        QVERIFY(!race.decides(sheet)); // kLateBoxes + 1 free
        const int next = boxes - RowStatistics::kLateBoxes - 1;
        sheet.setBox(next / sheet.rows(), next % sheet.rows(), 0);
        QVERIFY(race.decides(sheet));
    }

    void appliesToTheThreeColumnsOnly()
    {
        QVERIFY(ChipRace::appliesTo(poker(), poker().defaultOptions()));
        const SheetGame& escalero = *findSheetGame("escalero");
        QVERIFY(!ChipRace::appliesTo(escalero, escalero.defaultOptions()));
        QVERIFY(columnStrategyOf(Level::Perfect) == ColumnStrategy::Chips);
    }
};

QTEST_APPLESS_MAIN(TestChipRace)
#include "tst_chiprace.moc"
