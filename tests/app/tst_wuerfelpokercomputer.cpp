// SPDX-License-Identifier: GPL-3.0-or-later
// Computer players on Würfel-Poker's three-column sheet, with the real 4^11 table: built once into
// the build tree's cache (a few seconds), then read. Labelled "table": the sanitizer run skips it.
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

#include "engine/registry.h"
#include "gamecontroller.h"
#include "kits/sheetstate.h"
#include "solver/autoplayer.h"
#include "solver/columnplanner.h"
#include "solver/contra.h"
#include "solver/tablecache.h"
#include "waitlimit.h"

using namespace knobel;

class TestWuerfelPokerComputer : public QObject
{
    Q_OBJECT

    std::unique_ptr<SheetSolver> m_solver;
    RowStatistics m_rows;

    const SheetGame& poker() const { return *findSheetGame("wuerfelpoker"); }

private slots:
    /// The controller builds (or reads) the table off the GUI thread and shows how far it is.
    void controllerPreparesTablesWithProgress()
    {
        GameController controller;
        controller.setComputerPace(0);
        QSignalSpy progress(&controller, &GameController::preparationChanged);
        QCOMPARE(
            controller.startGame("wuerfelpoker", {"Anna", "Computer"}, {}, "11", false, {"human", "perfect"}),
            QString());
        QVERIFY(controller.throwDice());
        controller.requestHint();
        QTRY_VERIFY(controller.isPreparing());
        QTRY_VERIFY_WITH_TIMEOUT(!controller.isPreparing(), waitLimit(300000));
        QCOMPARE(controller.preparation(), 1.0);
        QVERIFY(progress.count() >= 2);
        QTRY_VERIFY_WITH_TIMEOUT(!controller.hints().isEmpty(), waitLimit(10000));
        // Anna's hint names the column too.
        const QString best = controller.hints().first().toMap()["text"].toString();
        QVERIFY2(best.startsWith("Keep") || best.startsWith("Throw") || best.contains(" in column "),
            qPrintable(best));
    }

    /// The hint ranks as Perfect plays: in a player's last nine boxes with two players by the chips,
    /// said beside the expected total, which stays the total's; before them by the total alone.
    void hintRanksTheLastBoxesByTheChips()
    {
        GameController controller;
        controller.setComputerPace(0);
        QCOMPARE(controller.startGame("wuerfelpoker", {"Anna", "Ben"}, {}, "3", false, {"human", "human"}),
            QString());
        QCOMPARE(controller.requestHintFor(0, "5 5 5 5 2", 0, false), QString());
        QTRY_VERIFY_WITH_TIMEOUT(
            !controller.hints().isEmpty() && !controller.isThinking(), waitLimit(300000));
        for (const QVariant& hint : controller.hints())
            QVERIFY(!hint.toMap().contains("chips"));
        // Both fill their sheets box by box, whatever the dice, until nine boxes are left each.
        const int boxes = poker().columnCount() * int(poker().rows().size());
        for (int turn = 0; turn < 2 * (boxes - RowStatistics::kLateBoxes); ++turn) {
            QVERIFY(controller.throwDice());
            bool written = false;
            for (int box = 0; box < boxes && !written; ++box)
                written
                    = controller.writeBox(box / int(poker().rows().size()), box % int(poker().rows().size()));
            QVERIFY(written);
        }
        QCOMPARE(controller.currentPlayer(), 0);
        QCOMPARE(controller.requestHintFor(0, "5 5 5 5 2", 0, false), QString());
        QTRY_VERIFY_WITH_TIMEOUT(!controller.isThinking(), waitLimit(10000));
        const QVariantList hints = controller.hints();
        QVERIFY(!hints.isEmpty());
        double chips = 1e9;
        for (const QVariant& hint : hints) {
            const QVariantMap h = hint.toMap();
            QVERIFY2(h.contains("chips"), qPrintable(h["text"].toString()));
            QVERIFY(h["chips"].toDouble() <= chips);
            chips = h["chips"].toDouble();
            QVERIFY(h["loss"].toDouble() >= -1e-9); // the expected total, the total's best at most
            // Only column III has boxes left.
            QVERIFY2(h["text"].toString().contains(" in column 3"), qPrintable(h["text"].toString()));
        }
    }

    /// Two computers play a whole game: every entry legal, all 66 boxes written, a settlement.
    void computersPlayAWholeGame()
    {
        GameController controller;
        controller.setComputerPace(0);
        QCOMPARE(controller.startGame("wuerfelpoker", {"Perfect", "Good", "Beginner"}, {}, "5", false,
                     {"perfect", "good", "beginner"}),
            QString());
        QTRY_VERIFY_WITH_TIMEOUT(controller.isFinished(), waitLimit(120000));
        QCOMPARE(controller.duels().size(), 3);
    }

    /// Doppelhand: two computers play a whole game in the window, every pair of turns legal.
    void computersPlayAWholeGameOfDoppelhand()
    {
        // The tables shipped beside the programs, as the window reads them: Doppelhand's row figures are
        // read, not measured (30-45 s in a fresh build tree). The other tests here build their own.
        setShippedTableFolders(
            shippedTableFoldersBeside(QFileInfo(KNOBEL_EXECUTABLE).absolutePath().toStdString()));
        const auto unship = qScopeGuard([] { setShippedTableFolders({}); });
        GameController controller;
        controller.setComputerPace(0);
        QCOMPARE(controller.startGame("wuerfelpoker", {"Perfect", "Beginner"}, {{"double_hand", "true"}}, "5",
                     false, {"perfect", "beginner"}),
            QString());
        QTRY_VERIFY_WITH_TIMEOUT(controller.isFinished(), waitLimit(600000));
        int stops = 0;
        for (const knobel::Action& a : controller.match()->record().actions)
            stops += a.type == knobel::Action::Type::Stop ? 1 : 0;
        QCOMPARE(stops, 66);
        QCOMPARE(controller.duels().size(), 1);
    }

    /// Doppelhand through the engine: knobel match, chips only change hands; Perfect against Beginner.
    /// Their row figures are read (keptRows, shipped beside knobel), not measured again (30 s a level).
    void computersPlayDoppelhandThroughTheArena()
    {
        QProcess match;
        match.start(KNOBEL_EXECUTABLE,
            {"match", "wuerfelpoker", "--players", "perfect,beginner", "--games", "1", "--seed", "3",
                "--option", "double_hand=true"});
        QVERIFY(match.waitForFinished(waitLimit(900000)));
        QCOMPARE(match.exitCode(), 0);
        const QList<QByteArray> lines = match.readAllStandardOutput().trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        double sum = 0;
        for (const QByteArray& line : lines)
            sum += QJsonDocument::fromJson(line).object().value("mean").toDouble();
        QCOMPARE(sum, 0.0);
    }

    void initTestCase()
    {
        m_solver = std::make_unique<SheetSolver>(poker(), poker().defaultOptions());
        TableCache{defaultTableFolder()}.prepare(*m_solver);
        QVERIFY(m_solver->isSolved());
        m_rows = keptRows(*m_solver, TableCache{defaultTableFolder()});
    }

    /// The table is right: perfect play alone averages its expected total within statistical error.
    void perfectPlayReachesTheExpectedTotal()
    {
        const AutoPlayer player(*m_solver, Level::Perfect);
        const int games = 300;
        double sum = 0, squares = 0;
        for (int g = 0; g < games; ++g) {
            Match match(GameSetup{
                "wuerfelpoker", poker().defaultOptions(), {"Solo"}, 1000 + std::uint64_t(g), Mode::Play, {}});
            QCOMPARE(playOut(match, {&player}), std::nullopt);
            sum += match.sheet(0).total();
            squares += double(match.sheet(0).total()) * match.sheet(0).total();
        }
        const double mean = sum / games;
        const double error = std::sqrt((squares / games - mean * mean) / (games - 1));
        QVERIFY2(std::abs(mean - m_solver->expectedScore()) < 4 * error,
            qPrintable(QStringLiteral("%1 vs %2 ± %3").arg(mean).arg(m_solver->expectedScore()).arg(error)));
    }

    /// Contra by the chance to win, from the rest of the game played out with the players at the table.
    /// Positions: boxes written row by row across the columns. "ahead": 30 boxes each, Grande
    /// serviert left free; Anna threw five sixes served every turn (130 a column), Ben struck every
    /// box. "even": both threw 1-1-1-2-2 for 18 turns and wrote the same boxes, 15 left each.
    void computersDoubleAndAnswerByTheirChanceToWin_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<int>("level");
        QTest::addColumn<QString>(
            "expected"); // "none", "offer", "accept", "give_up" (Anna's turn, Ben answers)
        QTest::newRow("Perfect far ahead says Contra") << "ahead" << int(Level::Perfect) << "offer";
        QTest::newRow("Good far ahead says Contra") << "ahead" << int(Level::Good) << "offer";
        QTest::newRow("a Beginner never says Contra") << "ahead" << int(Level::Beginner) << "none";
        QTest::newRow("Perfect gives up a hopeless game")
            << "ahead-answer" << int(Level::Perfect) << "give_up";
        QTest::newRow("Good gives up a hopeless game") << "ahead-answer" << int(Level::Good) << "give_up";
        QTest::newRow("a Beginner always plays on") << "ahead-answer" << int(Level::Beginner) << "accept";
        QTest::newRow("Perfect does not double an even game") << "even" << int(Level::Perfect) << "none";
        QTest::newRow("Perfect plays on in an even game") << "even-answer" << int(Level::Perfect) << "accept";
    }

    void computersDoubleAndAnswerByTheirChanceToWin()
    {
        QFETCH(QString, position);
        QFETCH(int, level);
        QFETCH(QString, expected);
        RuleOptions options = poker().defaultOptions();
        options.set(poker().options(), "contra", "true");
        SheetState state(poker(), GameSetup{"wuerfelpoker", options, {"Anna", "Ben"}, 1, Mode::Play, {}});
        const bool ahead = position.startsWith("ahead");
        for (int turn = 0; turn < (ahead ? 60 : 36); ++turn) {
            Action thrown = Action::throwDice();
            thrown.faces
                = ahead && turn % 2 == 0 ? std::vector<int>{6, 6, 6, 6, 6} : std::vector<int>{1, 1, 1, 2, 2};
            QVERIFY(!state.apply(thrown));
            const Sheet& sheet = state.sheets()[std::size_t(state.currentPlayer())];
            const int box = sheet.filledCount();
            QVERIFY(!state.apply(Action::write(box % 3, box / 3, ahead && turn % 2 == 1)));
        }
        if (position.endsWith("answer"))
            QVERIFY(!state.apply(Action::doubling(0)));
        const ColumnPlanner columns(poker(), options, m_rows, columnStrategyOf(Level(level)));
        const AutoPlayer player(*m_solver, Level(level), &columns);
        const auto choice = decideContra(state, Level(level), {&player, &player}, 9);
        const QString got = !choice      ? QStringLiteral("none")
            : choice->action.choice == 0 ? QStringLiteral("offer")
            : choice->action.choice == 1 ? QStringLiteral("accept")
                                         : QStringLiteral("give_up");
        if (choice)
            qInfo("%s: chance to win %.2f, %.2f chips, %d games — %s", QTest::currentDataTag(),
                choice->outlook.winChance, choice->outlook.chips, choice->outlook.games,
                choice->why.english().c_str());
        QCOMPARE(got, expected);
    }

    /// The computers play whole games of Contra through the engine: knobel match.
    void computersPlayContraThroughTheArena()
    {
        QProcess match;
        match.start(KNOBEL_EXECUTABLE,
            {"match", "wuerfelpoker", "--players", "perfect,beginner", "--games", "4", "--seed", "2",
                "--option", "contra=true"});
        QVERIFY(match.waitForFinished(waitLimit(300000)));
        QCOMPARE(match.exitCode(), 0);
        const QList<QByteArray> lines = match.readAllStandardOutput().trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        double sum = 0;
        for (const QByteArray& line : lines)
            sum += QJsonDocument::fromJson(line).object().value("mean").toDouble();
        QCOMPARE(sum, 0.0); // chips only change hands
    }

    /// knobel hint reads a sheet of three columns and says where a box goes; simulate plays it.
    void commandLineHintsAndSimulates()
    {
        QProcess hint;
        hint.start(KNOBEL_EXECUTABLE,
            {"hint", "wuerfelpoker", "--sheet", R"([{"fives":15},{},{"poker":40}])", "--dice", "5 5 5 5 2",
                "--throws-left", "0"});
        QVERIFY(hint.waitForFinished(waitLimit(120000)));
        QCOMPARE(hint.exitCode(), 0);
        const QJsonArray choices = QJsonDocument::fromJson(hint.readAllStandardOutput()).array();
        QVERIFY(!choices.isEmpty());
        for (const QJsonValue& choice : choices) {
            const QJsonObject c = choice.toObject();
            QCOMPARE(c["choice"].toString(), QStringLiteral("write"));
            const int column = c["column"].toInt();
            QVERIFY(column >= 1 && column <= 3);
            // Never a column where the row is written already.
            if (c["row"].toString() == "fives")
                QVERIFY(column != 1);
            if (c["row"].toString() == "poker")
                QVERIFY(column != 3);
        }
        // The four fives in Fünfer, worth more than the row's average, go into the column worth most.
        QCOMPARE(choices[0].toObject()["row"].toString(), QStringLiteral("fives"));
        QCOMPARE(choices[0].toObject()["column"].toInt(), 3);

        QProcess simulate;
        simulate.start(KNOBEL_EXECUTABLE,
            {"simulate", "wuerfelpoker", "--level", "good", "--games", "50", "--seed", "3"});
        QVERIFY(simulate.waitForFinished(waitLimit(120000)));
        QCOMPARE(simulate.exitCode(), 0);
        QVERIFY(simulate.readAllStandardOutput().startsWith("mean "));
    }

    /// Head to head on the same dice (seats swapped), the race wins chips from the first free column
    /// and from the rule of thumb. bench_columns measures it on many more games.
    void raceBeatsSimplerColumnStrategies_data()
    {
        QTest::addColumn<int>("opponent");
        QTest::newRow("first free column") << int(ColumnStrategy::FirstFree);
        QTest::newRow("worth most") << int(ColumnStrategy::WorthMost);
    }
    void raceBeatsSimplerColumnStrategies()
    {
        QFETCH(int, opponent);
        const RuleOptions options = poker().defaultOptions();
        const ColumnPlanner race(poker(), options, m_rows, ColumnStrategy::Race);
        const ColumnPlanner other(poker(), options, m_rows, ColumnStrategy(opponent));
        const AutoPlayer racer(*m_solver, Level::Perfect, &race);
        const AutoPlayer simpler(*m_solver, Level::Perfect, &other);
        const int pairs = opponent == int(ColumnStrategy::FirstFree) ? 100 : 600;
        std::vector<double> pairChips;
        for (int g = 0; g < 2 * pairs; ++g) {
            const int racerSeat = g % 2;
            Match match(
                GameSetup{"wuerfelpoker", options, {"A", "B"}, 77 + std::uint64_t(g / 2), Mode::Play, {}});
            QCOMPARE(playOut(match,
                         racerSeat == 0 ? std::vector{&racer, &simpler} : std::vector{&simpler, &racer}),
                std::nullopt);
            for (const Standing& s : match.result().standings)
                if (s.player == racerSeat) {
                    if (racerSeat == 0)
                        pairChips.push_back(s.balance);
                    else
                        pairChips.back() += s.balance;
                }
        }
        double mean = 0, variance = 0;
        for (double c : pairChips)
            mean += c;
        mean /= pairs;
        for (double c : pairChips)
            variance += (c - mean) * (c - mean);
        const double error = std::sqrt(variance / (pairs - 1) / pairs);
        qInfo("race against %s: %+.3f ± %.3f chips a pair of games", QTest::currentDataTag(), mean, error);
        QVERIFY2(mean > 2 * error, qPrintable(QStringLiteral("%1 ± %2").arg(mean).arg(error)));
    }

    /// Perfect plays its last boxes for the chips (ChipRace) and wins chips from the same player
    /// writing the total's rows (perfect-score), head to head on the same dice. bench_columns and
    /// knobel match measure it on more games (README).
    void playingForTheChipsBeatsTheTotalsRows()
    {
        const RuleOptions options = poker().defaultOptions();
        const ColumnPlanner chipsPlanner(poker(), options, m_rows, ColumnStrategy::Chips);
        const ColumnPlanner race(poker(), options, m_rows, ColumnStrategy::Race);
        const AutoPlayer forChips(*m_solver, Level::Perfect, &chipsPlanner);
        const AutoPlayer forTotal(*m_solver, Level::Perfect, &race);
        const int pairs = 1500;
        std::vector<double> pairChips;
        int totalChips = 0, totalTotal = 0;
        for (int g = 0; g < 2 * pairs; ++g) {
            const int seat = g % 2;
            Match match(
                GameSetup{"wuerfelpoker", options, {"A", "B"}, 7 + std::uint64_t(g / 2), Mode::Play, {}});
            QCOMPARE(playOut(match,
                         seat == 0 ? std::vector{&forChips, &forTotal} : std::vector{&forTotal, &forChips}),
                std::nullopt);
            for (const Standing& s : match.result().standings) {
                if (s.player == seat) {
                    totalChips += s.total;
                    if (seat == 0)
                        pairChips.push_back(s.balance);
                    else
                        pairChips.back() += s.balance;
                } else {
                    totalTotal += s.total;
                }
            }
        }
        double mean = 0, variance = 0;
        for (double c : pairChips)
            mean += c;
        mean /= pairs;
        for (double c : pairChips)
            variance += (c - mean) * (c - mean);
        const double error = std::sqrt(variance / (pairs - 1) / pairs);
        qInfo(
            "for the chips against the total's rows: %+.3f ± %.3f chips a pair of games; totals %.1f vs %.1f",
            mean, error, double(totalChips) / (2 * pairs), double(totalTotal) / (2 * pairs));
        QVERIFY2(mean > 2 * error, qPrintable(QStringLiteral("%1 ± %2").arg(mean).arg(error)));
        // It does give up points for them.
        QVERIFY(totalChips < totalTotal);
    }
};

QTEST_GUILESS_MAIN(TestWuerfelPokerComputer)
#include "tst_wuerfelpokercomputer.moc"
