// SPDX-License-Identifier: GPL-3.0-or-later
// The exact solver: against an independent brute force, a published optimum, and simulation.
#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <numeric>
#include <tuple>

#include "engine/registry.h"
#include "solver/sheetsolver.h"

using namespace knobel;

namespace {

/// Yahtzee's thirteen categories; the upper bonus is given to the solver where a test wants it.
class YahtzeeWithoutBonuses final : public SheetGame
{
public:
    std::string_view id() const override { return "yahtzee"; }
    std::string_view name() const override { return "Yahtzee"; }
    int listPlace() const override { return 0; }
    const char* description() const override { return ""; }
    const char* translationContext() const override { return ""; }
    DieKind dieKind() const override { return DieKind::Pips; }
    int diceCount() const override { return 5; }
    int throwsPerTurn() const override { return 3; }
    const std::vector<RowSpec>& rows() const override
    {
        static const std::vector<RowSpec> rows{{"ones"}, {"twos"}, {"threes"}, {"fours"}, {"fives"},
            {"sixes"}, {"three_of_a_kind"}, {"four_of_a_kind"}, {"full_house"}, {"small_straight"},
            {"large_straight"}, {"yahtzee"}, {"chance"}};
        return rows;
    }
    const std::vector<OptionSpec>& options() const override
    {
        static const std::vector<OptionSpec> none;
        return none;
    }
    int points(int row, const Throw& dice, const RuleOptions&) const override
    {
        const auto counts = countFaces(dice.faces);
        const int sum = std::accumulate(dice.faces.begin(), dice.faces.end(), 0);
        const int most = *std::max_element(counts.begin() + 1, counts.end());
        auto run = [&](int length) {
            for (int low = 1; low + length - 1 <= 6; ++low) {
                bool all = true;
                for (int f = low; f < low + length; ++f)
                    all = all && counts[f] > 0;
                if (all)
                    return true;
            }
            return false;
        };
        switch (row) {
        case 6:
            return most >= 3 ? sum : 0;
        case 7:
            return most >= 4 ? sum : 0;
        case 8:
            return std::count(counts.begin() + 1, counts.end(), 3) == 1
                    && std::count(counts.begin() + 1, counts.end(), 2) == 1
                ? 25
                : 0;
        case 9:
            return run(4) ? 30 : 0;
        case 10:
            return run(5) ? 40 : 0;
        case 11:
            return most == 5 ? 50 : 0;
        case 12:
            return sum;
        default:
            return (row + 1) * counts[row + 1];
        }
    }
    std::vector<int> allowedValues(int, const RuleOptions&) const override { return {}; }
    Result result(const std::vector<Sheet>& sheets, const RuleOptions&) const override
    {
        return rankByTotal(sheets);
    }
};

/// Three dice, three throws; rows: the threes (3 × count), three alike (30, served 40), chance.
class ThreeDice final : public SheetGame
{
public:
    std::string_view id() const override { return "three"; }
    std::string_view name() const override { return "Three dice"; }
    int listPlace() const override { return 0; }
    const char* description() const override { return ""; }
    const char* translationContext() const override { return ""; }
    DieKind dieKind() const override { return DieKind::Pips; }
    int diceCount() const override { return 3; }
    int throwsPerTurn() const override { return 3; }
    const std::vector<RowSpec>& rows() const override
    {
        static const std::vector<RowSpec> rows{{"threes"}, {"triple"}, {"chance"}};
        return rows;
    }
    const std::vector<OptionSpec>& options() const override
    {
        static const std::vector<OptionSpec> options{servedFirstThrowOnlyOption(), strictKeepOption()};
        return options;
    }
    int points(int row, const Throw& t, const RuleOptions&) const override
    {
        const auto& f = t.faces;
        if (row == 0)
            return 3 * int(std::count(f.begin(), f.end(), 3));
        if (row == 1)
            return f[0] == f[1] && f[1] == f[2] ? (t.served ? 40 : 30) : 0;
        return f[0] + f[1] + f[2];
    }
    std::vector<int> allowedValues(int, const RuleOptions&) const override { return {}; }
    Result result(const std::vector<Sheet>& sheets, const RuleOptions&) const override
    {
        return rankByTotal(sheets);
    }
};

/// The solver's vector kernels, as rows of a test.
void addVectorRows(const char* what)
{
    QTest::addColumn<SheetSolver::Vectors>("vectors");
    QTest::addRow("%s with the widest vectors", what) << SheetSolver::Vectors::Widest;
    QTest::addRow("%s with AVX2 where the processor has it", what) << SheetSolver::Vectors::Avx2;
    QTest::addRow("%s without vector instructions", what) << SheetSolver::Vectors::Portable;
}

} // namespace

Q_DECLARE_METATYPE(knobel::SheetSolver::Vectors)

class TestSolver : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { SheetSolver::setVectors(SheetSolver::Vectors::Widest); }

    void sechzerspielMatchesABruteForce_data() { addVectorRows("Sechzerspiel"); }
    void sechzerspielMatchesABruteForce()
    {
        QFETCH(SheetSolver::Vectors, vectors);
        SheetSolver::setVectors(vectors);
        // Written apart from the engine: over every die, the best unused row, expectimax by recursion.
        std::map<int, double> memo;
        std::function<double(int)> best = [&](int used) -> double {
            if (used == 63)
                return 0;
            if (auto it = memo.find(used); it != memo.end())
                return it->second;
            double sum = 0;
            for (int die = 1; die <= 6; ++die) {
                double top = -1;
                for (int row = 0; row < 6; ++row)
                    if (!(used >> row & 1))
                        top = std::max(top, die * (row + 1) + best(used | 1 << row));
                sum += top;
            }
            return memo[used] = sum / 6;
        };
        const SheetGame& game = *findSheetGame("sechzerspiel");
        SheetSolver solver(game, game.defaultOptions());
        solver.solve();
        QCOMPARE(solver.expectedScore(), best(0));
        QCOMPARE(QString::number(solver.expectedScore(), 'f', 6), QStringLiteral("85.890432"));
    }

    void threeDiceMatchABruteForceOverPositions_data()
    {
        QTest::addColumn<bool>("firstOnly");
        QTest::addColumn<bool>("strict");
        QTest::addColumn<SheetSolver::Vectors>("vectors");
        const std::pair<SheetSolver::Vectors, const char*> kernels[]{
            {SheetSolver::Vectors::Widest, "widest vectors"},
            {SheetSolver::Vectors::Avx2, "AVX2 where the processor has it"},
            {SheetSolver::Vectors::Portable, "no vector instructions"}};
        for (const auto& [vectors, kernel] : kernels) {
            QTest::addRow("a throw of all dice serves, dice aside may be thrown again, %s", kernel)
                << false << false << vectors;
            QTest::addRow("only the first throw serves, %s", kernel) << true << false << vectors;
            QTest::addRow("dice aside stay aside, %s", kernel) << false << true << vectors;
            QTest::addRow("only the first throw serves and dice aside stay aside, %s", kernel)
                << true << true << vectors;
        }
    }
    void threeDiceMatchABruteForceOverPositions()
    {
        // The brute force keeps dice by position and throws the others one by one: no multisets,
        // no tables, only the rules.
        const ThreeDice game;
        QFETCH(bool, firstOnly);
        QFETCH(bool, strict);
        QFETCH(SheetSolver::Vectors, vectors);
        SheetSolver::setVectors(vectors);
        {
            RuleOptions options = game.defaultOptions();
            options.set(game.options(), "served_first_throw_only", firstOnly ? "true" : "false");
            options.set(game.options(), "strict_keep", strict ? "true" : "false");
            std::map<int, double> sheetValue;
            std::map<std::tuple<int, std::vector<int>, int, bool, int>, double>
                turnValue; // by the dice in order
            std::function<double(int)> value;
            // The best expected points from here: write now, or keep some positions and throw the rest.
            std::function<double(int, std::vector<int>, int, bool, int)> turn
                = [&](int used, std::vector<int> dice, int left, bool served, int locked) {
                      // locked: positions that stayed aside in the last throw (strict_keep keeps them aside).
                      const auto key = std::make_tuple(used, dice, left, served, locked);
                      if (auto it = turnValue.find(key); it != turnValue.end())
                          return it->second;
                      double best = -1;
                      for (int row = 0; row < 3; ++row)
                          if (!(used >> row & 1))
                              best = std::max(
                                  best, game.points(row, {dice, served}, options) + value(used | 1 << row));
                      if (left == 0)
                          return turnValue[key] = best;
                      for (int keep = 0; keep < 7; ++keep) { // 7 = all three kept: that is writing
                          if (strict && (keep & locked) != locked)
                              continue;
                          double sum = 0;
                          int outcomes = 0;
                          std::function<void(int, std::vector<int>&)> roll
                              = [&](int position, std::vector<int>& now) {
                                    if (position == 3) {
                                        sum += turn(used, now, left - 1, keep == 0 && !firstOnly, keep);
                                        ++outcomes;
                                        return;
                                    }
                                    if (keep >> position & 1)
                                        return roll(position + 1, now);
                                    const int before = now[position];
                                    for (int face = 1; face <= 6; ++face) {
                                        now[position] = face;
                                        roll(position + 1, now);
                                    }
                                    now[position] = before;
                                };
                          roll(0, dice);
                          best = std::max(best, sum / outcomes);
                      }
                      return turnValue[key] = best;
                  };
            value = [&](int used) -> double {
                if (used == 7)
                    return 0;
                if (auto it = sheetValue.find(used); it != sheetValue.end())
                    return it->second;
                double sum = 0;
                for (int a = 1; a <= 6; ++a)
                    for (int b = 1; b <= 6; ++b)
                        for (int c = 1; c <= 6; ++c)
                            sum += turn(used, {a, b, c}, 2, true, 0);
                return sheetValue[used] = sum / 216;
            };
            SheetSolver solver(game, options);
            solver.solve();
            QVERIFY2(std::abs(solver.expectedScore() - value(0)) < 1e-9,
                qPrintable(QStringLiteral("%1 against %2")
                               .arg(solver.expectedScore(), 0, 'f', 9)
                               .arg(value(0), 0, 'f', 9)));
        }
    }

    void everyVectorWidthGivesTheSameTable_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("option");
        QTest::newRow("Escalero") << "escalero"
                                  << "";
        QTest::newRow("Escalero when only the first throw serves") << "escalero"
                                                                   << "served_first_throw_only";
        QTest::newRow("Ohio: six dice, six throws") << "ohio"
                                                    << "";
        QTest::newRow("Sechzerspiel: one die, one throw") << "sechzerspiel"
                                                          << "";
    }
    void everyVectorWidthGivesTheSameTable()
    {
        // Each state's value from every kernel, and from the hint's own turn (which values a keep
        // by every throw of the other dice): the same to the last digits.
        QFETCH(QString, game);
        QFETCH(QString, option);
        const SheetGame& g = *findSheetGame(game.toStdString());
        RuleOptions options = g.defaultOptions();
        if (!option.isEmpty())
            QVERIFY(!options.set(g.options(), option.toStdString(), "true"));
        std::vector<std::vector<double>> tables;
        for (auto vectors :
            {SheetSolver::Vectors::Widest, SheetSolver::Vectors::Avx2, SheetSolver::Vectors::Portable}) {
            SheetSolver::setVectors(vectors);
            SheetSolver solver(g, options);
            solver.solve();
            tables.push_back(solver.values());
        }
        for (std::size_t t = 1; t < tables.size(); ++t)
            for (std::size_t state = 0; state < tables[0].size(); ++state)
                QVERIFY2(std::abs(tables[t][state] - tables[0][state]) < 1e-9,
                    qPrintable(QStringLiteral("state %1: %2 against %3")
                                   .arg(state)
                                   .arg(tables[t][state], 0, 'f', 12)
                                   .arg(tables[0][state], 0, 'f', 12)));
        SheetSolver solver(g, options);
        solver.adopt(tables[0]);
        // Every distinct first throw, by how often it falls.
        std::map<SheetSolver::Counts, double> throws;
        std::vector<int> faces(std::size_t(g.diceCount()), 1);
        int all = 1;
        for (int d = 0; d < g.diceCount(); ++d)
            all *= 6;
        for (int code = 0; code < all; ++code) {
            for (int d = 0, rest = code; d < g.diceCount(); ++d, rest /= 6)
                faces[std::size_t(d)] = rest % 6 + 1;
            throws[SheetSolver::countsOf(faces)] += 1.0 / all;
        }
        for (std::uint32_t state = 0; state < solver.stateCount(); state += 7) {
            const auto filled = solver.filledPerRow(state);
            if (std::all_of(filled.begin(), filled.end(), [](int f) { return f == 1; }))
                continue;
            double mean = 0;
            for (const auto& [dice, chance] : throws)
                mean += chance * solver.choices(state, dice, true, g.throwsPerTurn() - 1).front().expected;
            QVERIFY2(std::abs(mean - solver.value(state)) < 1e-9,
                qPrintable(
                    QStringLiteral("state %1: %2 against %3").arg(state).arg(mean).arg(solver.value(state))));
        }
    }

    void yahtzeeWithNoBonusAtAll()
    {
        // Without the upper bonus: 16.2 below Glenn's 245.87, about what the bonus of 35 is worth
        // to an optimal player (reached two times in three).
        YahtzeeWithoutBonuses yahtzee;
        SheetSolver solver(yahtzee, RuleOptions());
        solver.solve();
        QCOMPARE(QString::number(solver.expectedScore(), 'f', 2), QStringLiteral("229.64"));
    }

    void yahtzeeWithTheUpperBonusIsGlennsOptimum()
    {
        // Glenn (2006): 245.87 for the thirteen categories with the upper bonus (35 at 63 in rows 1–6)
        // and without Yahtzee bonuses or jokers.
        YahtzeeWithoutBonuses yahtzee;
        SheetSolver solver(yahtzee, RuleOptions(), SheetSolver::Bonus{{0, 1, 2, 3, 4, 5}, 63, 35});
        solver.solve();
        qInfo("Yahtzee with the upper bonus: %.6f", solver.expectedScore());
        QVERIFY2(std::abs(solver.expectedScore() - 245.87) < 0.005,
            qPrintable(QString::number(solver.expectedScore(), 'f', 4)));
    }

    void theHintRanksChoices()
    {
        const SheetGame& escalero = *findSheetGame("escalero");
        SheetSolver solver(escalero, escalero.defaultOptions());
        solver.solve();
        // Five Aces served on the first throw: writing Fünfling serviert (100) is best by far.
        const auto best
            = solver.choices(solver.emptyState(), SheetSolver::countsOf({6, 6, 6, 6, 6}), true, 2);
        QVERIFY(!best.empty());
        QCOMPARE(best.front().kind, SheetSolver::Choice::Kind::Write);
        QCOMPARE(escalero.rows()[best.front().row].id, std::string("five_served"));
        QCOMPARE(best.front().points, 100);
        for (std::size_t i = 1; i < best.size(); ++i)
            QVERIFY(best[i - 1].expected >= best[i].expected);
        // The expected value of the best choice from a first throw is what the table says on average.
        // Over all 7,776 ordered throws, each distinct one asked once and counted as often as it falls.
        std::map<SheetSolver::Counts, int> throws;
        std::vector<int> faces(5, 1);
        for (int code = 0; code < 7776; ++code) {
            for (int d = 0, rest = code; d < 5; ++d, rest /= 6)
                faces[d] = rest % 6 + 1;
            ++throws[SheetSolver::countsOf(faces)];
        }
        double mean = 0;
        for (const auto& [dice, times] : throws)
            mean += times * solver.choices(solver.emptyState(), dice, true, 2).front().expected;
        QCOMPARE(int(throws.size()), 252);
        QVERIFY(std::abs(mean / 7776 - solver.expectedScore()) < 1e-9);
    }
};

QTEST_APPLESS_MAIN(TestSolver)
#include "tst_solver.moc"
