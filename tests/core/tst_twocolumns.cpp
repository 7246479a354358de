// SPDX-License-Identifier: GPL-3.0-or-later
// Würfel-Poker over two columns (seed 001, "Spielvarianten"): "Zunächst wird die erste Spalte
// vollständig ausgefüllt, und zwar in der üblichen Form. Danach wird die zweite Reihe folgendermaßen
// ausgefüllt. Und zwar würfelt man "von oben nach unten". Das heißt, zuerst kommen die Einser. […]
// statt des Grande serviert [wird] ein Feld für Servierungen überhaupt freigelassen […] Also zum
// Beispiel auch für Straße serviert oder Poker serviert. Abgerechnet wird bei dieser Form
// grundsätzlich so, dass in der zweiten Reihe bei den Einsern die Summe der Einser der ersten und der
// zweiten Reihe addiert aufgeschrieben werden, bei den Zweiern der zweiten Reihe schreibt man die
// Summe der Zweier der ersten und der zweiten Reihe UND der darüberliegenden Summe (hier nur der
// Einser) auf. Der Spielgewinn richtet sich nach dem Vorsprung in Augenpunkten."
#include <QTest>

#include <cmath>

#include "engine/arena.h"
#include "engine/registry.h"
#include "gamefile.h"
#include "kits/sheetstate.h"
#include "match.h"
#include "solver/autoplayer.h"
#include "solver/sheetsolver.h"
#include "solver/topdowncolumn.h"

using namespace knobel;

namespace {

const SheetGame& poker()
{
    return *findSheetGame("wuerfelpoker");
}

RuleOptions twoColumns()
{
    RuleOptions options = poker().defaultOptions();
    options.set(poker().options(), "columns", "2");
    return options;
}

GameSetup twoColumnSetup(std::uint64_t seed = 7)
{
    return GameSetup{"wuerfelpoker", twoColumns(), {"Anna", "Ben"}, seed, Mode::Play, {}};
}

/// A two-column sheet with the first `firstColumn` boxes of column 1 and the first `secondColumn`
/// boxes of column 2 written (5 points each).
Sheet sheetWith(int firstColumn, int secondColumn)
{
    Sheet sheet(2, 11);
    for (int r = 0; r < firstColumn; ++r)
        sheet.setBox(0, r, 5);
    for (int r = 0; r < secondColumn; ++r)
        sheet.setBox(1, r, 5);
    return sheet;
}

Action thrown(std::vector<int> faces)
{
    Action a = Action::throwDice();
    a.faces = std::move(faces);
    return a;
}

} // namespace

class TestTwoColumns : public QObject
{
    Q_OBJECT

private slots:
    void theOptionShapesTheSheet()
    {
        QCOMPARE(poker().defaultOptions().value("columns"), std::string("3"));
        QCOMPARE(poker().columnCount(poker().defaultOptions()), 3);
        QCOMPARE(poker().columnCount(twoColumns()), 2);
        QCOMPARE(poker().freeColumnCount(twoColumns()), 1);
        RuleOptions wrong = poker().defaultOptions();
        QVERIFY(wrong.set(poker().options(), "columns", "4").has_value());
        const Match match(twoColumnSetup());
        QCOMPARE(match.sheet(0).columns(), 2);
        QCOMPARE(match.sheet(0).rows(), 11);
    }

    void boxesOpenInTheTextsOrder_data()
    {
        QTest::addColumn<int>("firstColumn"); // boxes of column 1 written, from the top
        QTest::addColumn<int>("secondColumn");
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("row");
        QTest::addColumn<bool>("open");
        QTest::newRow("on an empty sheet any box of column 1 is open") << 0 << 0 << 0 << 7 << true;
        QTest::newRow("on an empty sheet column 2's Einser wait for column 1") << 0 << 0 << 1 << 0 << false;
        QTest::newRow("with one box of column 1 left, column 2 still waits") << 10 << 0 << 1 << 0 << false;
        QTest::newRow("column 1 full: \"zuerst kommen die Einser\"") << 11 << 0 << 1 << 0 << true;
        QTest::newRow("column 1 full: the Zweier come after the Einser") << 11 << 0 << 1 << 1 << false;
        QTest::newRow("column 1 full: Serviert is not written first") << 11 << 0 << 1 << 10 << false;
        QTest::newRow("the Einser written, the Zweier are next") << 11 << 1 << 1 << 1 << true;
        QTest::newRow("the Einser written, the Dreier wait") << 11 << 1 << 1 << 2 << false;
        QTest::newRow("ten boxes written, Serviert is last") << 11 << 10 << 1 << 10 << true;
        QTest::newRow("a written box is not open again") << 11 << 3 << 1 << 2 << false;
    }

    void boxesOpenInTheTextsOrder()
    {
        QFETCH(int, firstColumn);
        QFETCH(int, secondColumn);
        QFETCH(int, column);
        QFETCH(int, row);
        QFETCH(bool, open);
        QCOMPARE(poker().isOpen(sheetWith(firstColumn, secondColumn), column, row, twoColumns()), open);
    }

    void threeColumnsStayFree()
    {
        // The usual sheet: any free box of any column, whatever else is written.
        Sheet sheet(3, 11);
        QVERIFY(poker().isOpen(sheet, 2, 10, poker().defaultOptions()));
        QVERIFY(poker().isOpen(sheet, 1, 5, poker().defaultOptions()));
    }

    void servedScoresAnyServedCombination_data()
    {
        QTest::addColumn<std::vector<int>>("faces");
        QTest::addColumn<bool>("served");
        QTest::addColumn<int>("served2"); // column 2's last row: Serviert
        QTest::addColumn<int>("grandeServed"); // column 1's last row: Grande serviert
        QTest::newRow("\"auch für Straße serviert\": a served straight 25")
            << std::vector<int>{2, 3, 4, 5, 6} << true << 25 << 0;
        QTest::newRow("a served full house 35") << std::vector<int>{3, 3, 3, 6, 6} << true << 35 << 0;
        QTest::newRow("\"oder Poker serviert\": four alike served 45")
            << std::vector<int>{4, 4, 4, 4, 1} << true << 45 << 0;
        QTest::newRow("a served Grande keeps the 100 of its place")
            << std::vector<int>{6, 6, 6, 6, 6} << true << 100 << 100;
        QTest::newRow("a straight after keeping is not served: 0")
            << std::vector<int>{1, 2, 3, 4, 5} << false << 0 << 0;
        QTest::newRow("a Grande after keeping is not served: 0")
            << std::vector<int>{2, 2, 2, 2, 2} << false << 0 << 0;
        QTest::newRow("served dice that make no combination: 0")
            << std::vector<int>{1, 1, 2, 3, 5} << true << 0 << 0;
    }

    void servedScoresAnyServedCombination()
    {
        QFETCH(std::vector<int>, faces);
        QFETCH(bool, served);
        QFETCH(int, served2);
        QFETCH(int, grandeServed);
        const Throw dice{faces, served};
        QCOMPARE(poker().boxPoints(1, 10, dice, twoColumns()), served2);
        QCOMPARE(poker().boxPoints(0, 10, dice, twoColumns()), grandeServed);
        QVERIFY(poker().isAllowedInBox(1, 10, served2, twoColumns()));
        // The other rows of column 2 score as in column 1.
        for (int row = 0; row < 10; ++row)
            QCOMPARE(poker().boxPoints(1, row, dice, twoColumns()), poker().points(row, dice, twoColumns()));
    }

    void servedHasItsOwnValuesAndName()
    {
        QCOMPARE(poker().boxValues(1, 10, twoColumns()), (std::vector<int>{0, 25, 35, 45, 100}));
        QCOMPARE(poker().boxValues(0, 10, twoColumns()), (std::vector<int>{0, 100}));
        QCOMPARE(poker().boxName(1, 10, twoColumns()), "Served");
        QCOMPARE(poker().boxName(0, 10, twoColumns()), nullptr);
        QCOMPARE(poker().boxName(1, 10, poker().defaultOptions()), nullptr);
        QVERIFY(!poker().isAllowedInBox(1, 10, 20, twoColumns()));
    }

    void runningSumsAddUpBothColumns_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("sum");
        // Column 1: Einser 3, Zweier 6, Dreier 9; column 2: Einser 2, Zweier 4, Dreier 12.
        QTest::newRow("\"bei den Einsern die Summe der Einser der ersten und der zweiten Reihe\": 3 + 2")
            << 0 << 5;
        QTest::newRow("\"bei den Zweiern … UND der darüberliegenden Summe\": 6 + 4 + 5") << 1 << 15;
        QTest::newRow("the Dreier: 9 + 12 + 15") << 2 << 36;
    }

    void runningSumsAddUpBothColumns()
    {
        QFETCH(int, row);
        QFETCH(int, sum);
        Sheet sheet(2, 11);
        const int first[] = {3, 6, 9};
        const int second[] = {2, 4, 12};
        for (int r = 0; r < 3; ++r) {
            sheet.setBox(0, r, first[r]);
            sheet.setBox(1, r, second[r]);
        }
        QCOMPARE(poker().runningSum(sheet, 1, row, twoColumns()), std::optional<int>(sum));
        // Column 1 shows its own points; an empty box of column 2 shows nothing.
        QCOMPARE(poker().runningSum(sheet, 0, row, twoColumns()), std::nullopt);
        QCOMPARE(poker().runningSum(sheet, 1, 3, twoColumns()), std::nullopt);
        // The foot of column 2 is the game's sum, column 1's its own.
        QCOMPARE(poker().footTotal(sheet, 1, twoColumns()), 36);
        QCOMPARE(poker().footTotal(sheet, 0, twoColumns()), 18);
        QCOMPARE(poker().runningSum(sheet, 1, row, poker().defaultOptions()), std::nullopt);
    }

    void theWinnerReceivesTheDifference()
    {
        // "Der Spielgewinn richtet sich nach dem Vorsprung in Augenpunkten."
        Sheet anna(2, 11);
        Sheet ben(2, 11);
        anna.setBox(0, 0, 3);
        anna.setBox(1, 10, 45);
        ben.setBox(0, 5, 24);
        const Result result = poker().result({anna, ben}, twoColumns());
        QCOMPARE(result.payments.size(), std::size_t(1));
        QCOMPARE(result.payments[0], (Payment{1, 0, 24}));
        QVERIFY(result.duels.empty());
        QCOMPARE(result.standings[0].player, 0);
        QCOMPARE(result.standings[0].balance, 24);
        QCOMPARE(result.standings[1].balance, -24);
        // Equal sums: nobody pays.
        QVERIFY(poker().result({anna, anna}, twoColumns()).payments.empty());
    }

    void aTurnWritesOnlyTheOpenBox()
    {
        Match match(twoColumnSetup());
        // Column 2 before column 1 is full: refused, nothing changed.
        QVERIFY(!match.throwDice());
        const Problem early = match.write(1, 0);
        QVERIFY(early.has_value());
        QVERIFY2(early->find("not open") != std::string::npos, early->c_str());
        QCOMPARE(match.sheet(0).filledCount(), 0);
        // The legal writes are column 1's boxes only.
        for (const Action& a : match.legalActions())
            if (a.type == Action::Type::Write)
                QCOMPARE(a.column, 0);
    }

    void theStateFollowsTheOrderToTheEnd()
    {
        // Both players fill column 1 (any order: from the bottom here), then column 2 top-down; the
        // sheet ends with the running sums and the settlement by difference.
        SheetState state(poker(), twoColumnSetup());
        int turns = 0;
        while (!state.isTerminal()) {
            QVERIFY(!state.apply(thrown({6, 6, 6, 6, 6})));
            const Sheet& sheet = state.sheets()[std::size_t(state.currentPlayer())];
            std::vector<std::pair<int, int>> open;
            for (const Action& a : state.legalActions())
                if (a.type == Action::Type::Write && !a.strike)
                    open.emplace_back(a.column, a.row);
            const bool firstFull = sheet.filledCount() >= 11;
            if (firstFull) {
                QCOMPARE(open.size(), std::size_t(1));
                QCOMPARE(open[0], (std::pair{1, sheet.filledCount() - 11}));
            } else {
                QCOMPARE(int(open.size()), 11 - sheet.filledCount());
            }
            const auto box = firstFull ? open.front() : open.back();
            QVERIFY(!state.apply(Action::write(box.first, box.second)));
            ++turns;
        }
        QCOMPARE(turns, 2 * 22);
        // Five sixes served in every box: Sixes 30, Poker 45, Grande 55, Grande serviert and Serviert 100.
        const Sheet& sheet = state.sheets()[0];
        QCOMPARE(sheet.box(1, 10), std::optional<int>(100));
        QCOMPARE(poker().runningSum(sheet, 1, 10, twoColumns()), std::optional<int>(sheet.total()));
        QVERIFY(state.result().payments.empty()); // the same sheets: nobody pays
    }

    void contraWantsThreeColumns()
    {
        GameSetup setup = twoColumnSetup();
        setup.options.set(poker().options(), "contra", "true");
        const Problem refused = Match::checkSetup(setup);
        QVERIFY(refused.has_value());
        QVERIFY2(refused->find("three-column") != std::string::npos, refused->c_str());
    }

    void theFileNamesTheOptionOnlyWhenSet()
    {
        // Three columns (the default): the file is as before, without "columns".
        Match usual(GameSetup{"wuerfelpoker", poker().defaultOptions(), {"Anna", "Ben"}, 3, Mode::Play, {}});
        QVERIFY(!gamefile::write(usual.record()).contains("\"columns\""));
        // Two columns: named, and a game read back is the same game.
        Match match(twoColumnSetup(11));
        const auto perfect = poker().makeBot("perfect", twoColumns(), BotPreparation{});
        QVERIFY(perfect);
        for (int step = 0; step < 400 && !match.isFinished(); ++step) {
            const BotView view = match.botView(match.toAct());
            QVERIFY(!match.apply(perfect->decide(view)));
        }
        const QByteArray bytes = gamefile::write(match.record());
        QVERIFY(bytes.contains("\"columns\": \"2\"") || bytes.contains("\"columns\":\"2\""));
        std::string problem;
        const auto back = gamefile::read(bytes, problem);
        QVERIFY2(back, problem.c_str());
        QCOMPARE(back->setup().options.value("columns"), std::string("2"));
        QCOMPARE(back->sheets(), match.sheets());
        QCOMPARE(gamefile::write(back->record()), bytes);
    }

    void oneBoxTurnIsPlayedForItsPoints_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<double>("expected");
        // Keeping every die of the face, each die shows it after three throws with 1 − (5/6)³.
        const double each = 1 - std::pow(5.0 / 6, 3);
        QTest::newRow("the Einser: 5 dice × 1 × (1 − (5/6)³)") << 0 << 5 * each;
        QTest::newRow("the Sechser: 5 dice × 6 × (1 − (5/6)³)") << 5 << 30 * each;
    }

    void oneBoxTurnIsPlayedForItsPoints()
    {
        QFETCH(int, row);
        QFETCH(double, expected);
        const TopDownColumn box(poker(), twoColumns(), 1, row);
        QVERIFY2(std::abs(box.expected() - expected) < 1e-9, qPrintable(QString::number(box.expected())));
        // With two Sechser and a throw left, keep the two and throw three.
        const auto best = box.choices(SheetSolver::countsOf({6, 6, 1, 2, 3}), true, 2).front();
        QCOMPARE(best.kind, SheetSolver::Choice::Kind::Keep);
        SheetSolver::Counts keep{};
        keep[std::size_t(row)] = row == 5 ? 2 : 1;
        QCOMPARE(best.keep, keep);
    }

    void servedIsThrownWholeAgain()
    {
        // Serviert counts only a served throw: with a throw left and nothing served, throw all five.
        const TopDownColumn box(poker(), twoColumns(), 1, 10);
        const auto best = box.choices(SheetSolver::countsOf({1, 1, 3, 4, 6}), false, 1).front();
        QCOMPARE(best.kind, SheetSolver::Choice::Kind::Keep);
        QCOMPARE(best.keep, SheetSolver::Counts{});
        // Served four alike: written at once (45 beats any throw again).
        const auto four = box.choices(SheetSolver::countsOf({2, 2, 2, 2, 5}), true, 2).front();
        QCOMPARE(four.kind, SheetSolver::Choice::Kind::Write);
        QCOMPARE(four.points, 45);
        // Only the first throw serves: nothing to throw for, write at once.
        RuleOptions firstOnly = twoColumns();
        firstOnly.set(poker().options(), "served_first_throw_only", "true");
        const TopDownColumn strict(poker(), firstOnly, 1, 10);
        QVERIFY(strict.expected() < box.expected());
    }

    void computersPlayTheWholeGame_data()
    {
        QTest::addColumn<QString>("level");
        QTest::newRow("Beginner") << "beginner";
        QTest::newRow("Good") << "good";
        QTest::newRow("Perfect") << "perfect";
    }

    void computersPlayTheWholeGame()
    {
        QFETCH(QString, level);
        const auto bot = poker().makeBot(level.toStdString(), twoColumns(), BotPreparation{});
        QVERIFY(bot);
        double totals = 0;
        const int games = 6;
        for (int g = 0; g < games; ++g) {
            Match match(twoColumnSetup(100 + std::uint64_t(g)));
            QVERIFY(!playWithBots(match, {bot, bot}, 5));
            QVERIFY(match.isFinished());
            // Column 2 was written top-down after column 1: the record's writes of each player.
            std::vector<std::vector<std::pair<int, int>>> writes(2);
            for (std::size_t i = 0, turn = 0; i < match.record().actions.size(); ++i) {
                const Action& a = match.record().actions[i];
                if (a.type == Action::Type::Write)
                    writes[turn++ % 2].push_back({a.column, a.row});
            }
            for (const auto& mine : writes) {
                QCOMPARE(mine.size(), std::size_t(22));
                for (int t = 0; t < 11; ++t)
                    QCOMPARE(mine[std::size_t(t)].first, 0);
                for (int t = 11; t < 22; ++t)
                    QCOMPARE(mine[std::size_t(t)], (std::pair{1, t - 11}));
            }
            totals += match.sheet(0).total() + match.sheet(1).total();
            const Result result = match.result();
            QCOMPARE(result.standings[0].balance, -result.standings[1].balance);
            QCOMPARE(std::abs(result.standings[0].balance),
                std::abs(match.sheet(0).total() - match.sheet(1).total()));
        }
        // Sensible play (knobel simulate, 2,000 games: Beginner 193.9, Good 240.4, Perfect 241.3 ± 1.0;
        // exact 239.48; one sheet's standard deviation 46): well above what striking would leave.
        const double mean = totals / (2 * games);
        QVERIFY2(mean > (level == "beginner" ? 150 : 200), qPrintable(QString::number(mean)));
    }
};

QTEST_APPLESS_MAIN(TestTwoColumns)
#include "tst_twocolumns.moc"
