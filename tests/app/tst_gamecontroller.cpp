// SPDX-License-Identifier: GPL-3.0-or-later
// Whole games played through the controller, as the interface plays them.
#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include "gamecontroller.h"
#include "games/registry.h"
#include "language.h"
#include "match.h"

namespace {

QStringList namesOf(int players)
{
    const QStringList all{"Anna", "Ben", "Carl", "Dora", "Emil", "Fritz", "Gerda", "Hans"};
    return all.mid(0, players);
}

int roleValue(const QAbstractItemModel& model, int row, int column, int role)
{
    return model.index(row, column).data(role).toInt();
}

} // namespace

class TestGameController : public QObject
{
    Q_OBJECT

private:
    /// Plays one turn through the controller: throws, sets aside the most common face, and writes the
    /// free box whose preview in the sheet model is highest. Returns the points written.
    static int playTurn(GameController& game)
    {
        ScoreSheetModel& sheet = *game.sheet();
        DiceModel& dice = *game.dice();
        if (!game.throwDice())
            return -1;
        while (game.canThrow()) {
            std::array<int, 7> counts{};
            for (int d = 0; d < dice.rowCount(); ++d)
                ++counts[dice.index(d).data(DiceModel::FaceRole).toInt()];
            const int keep = int(std::max_element(counts.begin() + 1, counts.end()) - counts.begin());
            for (int d = 0; d < dice.rowCount(); ++d) {
                const bool held = dice.index(d).data(DiceModel::HeldRole).toBool();
                const bool locked = dice.index(d).data(DiceModel::LockedRole).toBool();
                const bool wanted = dice.index(d).data(DiceModel::FaceRole).toInt() == keep;
                if (wanted != held && !locked)
                    game.toggleDie(d);
            }
            if (!game.canThrow() || !game.throwDice())
                break;
        }
        const int player = game.currentPlayer();
        const int columns = sheet.sheetColumns();
        int bestColumn = -1, bestRow = -1, best = -1;
        for (int c = 0; c < columns; ++c)
            for (int r = 0; r < sheet.gameRowCount(); ++r) {
                const QModelIndex cell = sheet.index(r, player * columns + c);
                if (!cell.data(ScoreSheetModel::WritableRole).toBool())
                    continue;
                const int preview = cell.data(ScoreSheetModel::PreviewRole).toInt();
                if (preview > best) {
                    best = preview;
                    bestColumn = c;
                    bestRow = r;
                }
            }
        if (bestRow < 0 || !game.writeBox(bestColumn, bestRow))
            return -1;
        const QModelIndex written = sheet.index(bestRow, player * columns + bestColumn);
        if (written.data(ScoreSheetModel::ValueRole).toInt() != best)
            return -1; // the box holds what its preview said
        return best;
    }

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("KnobelbecherTests"));
        QVERIFY(Language::instance()->setCode(QStringLiteral("en")));
    }

    void wholeGames_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("players");
        QTest::addColumn<QVariantMap>("options");
        QTest::newRow("Ohio, two players") << "ohio" << 2 << QVariantMap{};
        QTest::newRow("Sechzerspiel, three players") << "sechzerspiel" << 3 << QVariantMap{};
        QTest::newRow("Escalero, four players, strict keep")
            << "escalero" << 4 << QVariantMap{{"strict_keep", true}};
        QTest::newRow("Würfel-Poker, two players, 2-2-4")
            << "wuerfelpoker" << 2 << QVariantMap{{"column_values", "2-2-4"}};
    }

    void wholeGames()
    {
        QFETCH(QString, game);
        QFETCH(int, players);
        QFETCH(QVariantMap, options);

        GameController controller;
        QAbstractItemModelTester sheetTester(
            controller.sheet(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester diceTester(
            controller.dice(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy thrown(&controller, &GameController::diceThrown);
        QCOMPARE(controller.startGame(game, namesOf(players), options, "20261121", false), QString());
        QCOMPARE(controller.seed(), QStringLiteral("20261121"));

        const knobel::Game& rules = *knobel::findGame(game.toStdString());
        const int turns = players * rules.columnCount() * int(rules.rows().size());
        QCOMPARE(controller.roundCount() * players, turns);
        std::vector<int> written(players, 0);
        for (int turn = 0; turn < turns; ++turn) {
            QCOMPARE(controller.currentPlayer(), turn % players);
            QCOMPARE(controller.round(), turn / players + 1);
            QVERIFY(!controller.isFinished());
            const int points = playTurn(controller);
            QVERIFY2(points >= 0, qPrintable(QStringLiteral("turn %1").arg(turn + 1)));
            written[turn % players] += points;
        }
        QVERIFY(controller.isFinished());
        QVERIFY(!controller.canThrow());
        QVERIFY(!controller.throwDice());
        QVERIFY(thrown.count() >= turns);

        // The sheet's sum row holds each column's sum; the standings hold each player's total.
        const ScoreSheetModel& sheet = *controller.sheet();
        const int sumRow = sheet.gameRowCount();
        for (int column = 0; column < sheet.columnCount(); ++column) {
            int sum = 0;
            for (int row = 0; row < sumRow; ++row) {
                QVERIFY(!sheet.index(row, column).data(ScoreSheetModel::FreeRole).toBool());
                const int value = roleValue(sheet, row, column, ScoreSheetModel::ValueRole);
                QVERIFY(rules.isAllowed(row, value, controller.match()->setup().options));
                sum += value;
            }
            QCOMPARE(roleValue(sheet, sumRow, column, ScoreSheetModel::ValueRole), sum);
        }
        const QVariantList standings = controller.standings();
        QCOMPARE(standings.size(), players);
        int balance = 0;
        for (const QVariant& entry : standings) {
            const QVariantMap s = entry.toMap();
            QCOMPARE(s["total"].toInt(), written[s["player"].toInt()]);
            balance += s["balance"].toInt();
        }
        QCOMPARE(balance, 0);
        if (rules.settlesInChips())
            QCOMPARE(controller.payments().size(), int(controller.match()->result().payments.size()));
        else
            QVERIFY(controller.payments().isEmpty());

        // The same seed and the same choices give the same game.
        GameController again;
        QCOMPARE(again.startGame(game, namesOf(players), options, "20261121", false), QString());
        for (int turn = 0; turn < turns; ++turn)
            QVERIFY(playTurn(again) >= 0);
        QCOMPARE(again.match()->record(), controller.match()->record());
        QCOMPARE(again.standings(), standings);
    }

    void sheetSignalsExactlyWhatChanged()
    {
        GameController controller;
        QCOMPARE(controller.startGame("escalero", namesOf(2), {}, "7", false), QString());
        ScoreSheetModel& sheet = *controller.sheet();
        QSignalSpy changed(&sheet, &QAbstractItemModel::dataChanged);
        QVERIFY(controller.throwDice());
        // A throw shows previews in Anna's eleven boxes, and nothing else.
        QCOMPARE(changed.count(), 11);
        for (const auto& signal : changed) {
            const QModelIndex cell = signal[0].toModelIndex();
            QCOMPARE(cell.column(), 0);
            QVERIFY(signal[2].value<QList<int>>().contains(ScoreSheetModel::PreviewRole));
            QVERIFY(!signal[2].value<QList<int>>().contains(ScoreSheetModel::ValueRole));
        }
        changed.clear();
        QVERIFY(controller.toggleDie(0)); // setting a die aside changes no box
        QCOMPARE(changed.count(), 0);
        QVERIFY(controller.writeBox(0, 5));
        // The written box, the ten other previews of Anna that vanish, her sum, and Ben's column becoming
        // current.
        bool valueSignalled = false;
        for (const auto& signal : changed) {
            const QModelIndex cell = signal[0].toModelIndex();
            const auto roles = signal[2].value<QList<int>>();
            if (roles.contains(ScoreSheetModel::ValueRole)) {
                QVERIFY(cell == sheet.index(5, 0) || cell == sheet.index(11, 0));
                valueSignalled = valueSignalled || cell == sheet.index(5, 0);
            }
        }
        QVERIFY(valueSignalled);
        QCOMPARE(sheet.headerData(1, Qt::Horizontal, ScoreSheetModel::CurrentPlayerRole).toBool(), true);
        QCOMPARE(sheet.headerData(0, Qt::Horizontal, ScoreSheetModel::CurrentPlayerRole).toBool(), false);
    }

    void strikingAsksFirst()
    {
        GameController controller;
        QCOMPARE(controller.startGame("escalero", namesOf(1), {}, "3", false), QString());
        QVERIFY(!controller.writesZero(0, 0)); // nothing thrown yet
        QVERIFY(controller.throwDice());
        const knobel::Match& match = *controller.match();
        for (int row = 0; row < 11; ++row)
            QCOMPARE(controller.writesZero(0, row), match.preview(row) == 0);
    }

    void scorePadRefusesWrongValuesAndSettlesLive()
    {
        GameController controller;
        QAbstractItemModelTester tester(
            controller.sheet(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(controller.startGame("escalero", namesOf(2), {}, "", true), QString());
        QVERIFY(controller.isScorePad());
        QCOMPARE(controller.throwsLeft(), 0);
        QVERIFY(!controller.throwDice());
        // Seed 000: Adam writes 8 in Damen for Neun-Bube-Dame-Dame-As.
        QCOMPARE(controller.editBox(0, 0, 3, "8"), QString());
        QCOMPARE(controller.editBox(0, 0, 3, "10"), QStringLiteral("Queens: 0, 4, 8, 12, 16 or 20"));
        QCOMPARE(controller.editBox(0, 0, 3, "eight"), QStringLiteral("Queens: 0, 4, 8, 12, 16 or 20"));
        QCOMPARE(controller.sheet()->index(3, 0).data(ScoreSheetModel::ValueRole).toInt(), 8); // kept
        QCOMPARE(controller.editBox(1, 0, 6, "30"), QString()); // Berta's Quint serviert
        QCOMPARE(controller.payments(), QStringList{"Anna pays Ben 22 chips"});
        QCOMPARE(controller.editBox(1, 0, 6, ""), QString()); // cleared again
        QCOMPARE(controller.payments(), QStringList{"Ben pays Anna 8 chips"});
        QCOMPARE(controller.editBox(0, 0, 3, "4"), QString());
        QCOMPARE(controller.payments(), QStringList{"Ben pays Anna 4 chips"});
        QCOMPARE(controller.allowedText(7), QStringLiteral("0, 30 or 35"));
    }

    void switchingToGermanRelabelsTheSheetAndTheSettlement()
    {
        GameController controller;
        QCOMPARE(controller.startGame("wuerfelpoker", namesOf(2), {}, "", true), QString());
        QCOMPARE(controller.editBox(0, 2, 9, "55"), QString());
        ScoreSheetModel& sheet = *controller.sheet();
        QCOMPARE(sheet.headerData(9, Qt::Vertical).toString(), QStringLiteral("Five of a kind"));
        QSignalSpy headers(&sheet, &QAbstractItemModel::headerDataChanged);
        QSignalSpy cells(&sheet, &QAbstractItemModel::dataChanged);
        QVERIFY(Language::instance()->setCode(QStringLiteral("de")));
        QVERIFY(!headers.isEmpty());
        QVERIFY(!cells.isEmpty());
        QCOMPARE(sheet.headerData(9, Qt::Vertical).toString(), QStringLiteral("Grande"));
        QCOMPARE(sheet.headerData(10, Qt::Vertical).toString(), QStringLiteral("Grande serviert"));
        QCOMPARE(sheet.headerData(6, Qt::Vertical).toString(), QStringLiteral("Straße"));
        QCOMPARE(sheet.headerData(11, Qt::Vertical).toString(), QStringLiteral("Summe"));
        QCOMPARE(controller.payments(), QStringList{"Ben zahlt Anna %1 Chips"}.replaceInStrings("%1", "4"));
        QCOMPARE(sheet.index(9, 2).data(ScoreSheetModel::AccessibleNameRole).toString(),
            QStringLiteral("Anna, Reihe 3, Grande, 55 Punkte"));
        QCOMPARE(controller.editBox(0, 0, 9, "52"), QStringLiteral("Grande: 0, 50 oder 55"));
        QVERIFY(Language::instance()->setCode(QStringLiteral("en")));
        QCOMPARE(controller.payments(), QStringList{"Ben pays Anna 4 chips"});
    }

    void undoAndRedoGoThroughTheController()
    {
        GameController controller;
        QCOMPARE(controller.startGame("ohio", namesOf(1), {}, "12", false), QString());
        QVERIFY(!controller.canUndo());
        QVERIFY(controller.throwDice());
        QVERIFY(controller.writeBox(0, 6));
        QVERIFY(controller.canUndo());
        QSignalSpy changed(controller.sheet(), &QAbstractItemModel::dataChanged);
        QVERIFY(controller.undo());
        QVERIFY(controller.sheet()->index(6, 0).data(ScoreSheetModel::FreeRole).toBool());
        QVERIFY(!changed.isEmpty());
        QCOMPARE(controller.throwsLeft(), 5);
        QVERIFY(controller.canRedo());
        QVERIFY(controller.redo());
        QVERIFY(!controller.sheet()->index(6, 0).data(ScoreSheetModel::FreeRole).toBool());
    }

    /// Seed 001: "derjenige, der Contra bietet, stellt den Gegner vor die Wahl, entweder aufzugeben oder
    /// mit verdoppeltem Einsatz weiterzuspielen" — two people at one screen.
    void contraIsOfferedAnsweredAndTakenBack()
    {
        GameController controller;
        QCOMPARE(controller.startGame("wuerfelpoker", {"Anna", "Ben"}, {{"contra", "true"}}, "3", false),
            QString());
        QVERIFY(controller.contraPlayed());
        QCOMPARE(controller.stakeText(), QStringLiteral("Stake ×1: nobody has doubled yet"));
        QVERIFY(controller.canOfferContra());
        QVERIFY(!controller.answerContra(true)); // nothing to answer yet
        QVERIFY(controller.offerContra());
        QVERIFY(controller.contraWaiting());
        QCOMPARE(controller.contraBy(), QStringLiteral("Anna"));
        QCOMPARE(
            controller.status(), QStringLiteral("Anna says Contra: Ben, play on at stake ×2, or give up."));
        QVERIFY(!controller.canThrow());
        QVERIFY(!controller.throwDice());
        QVERIFY(controller.answerContra(true));
        QCOMPARE(controller.stake(), 2);
        QCOMPARE(controller.stakeText(), QStringLiteral("Stake ×2: Anna doubled last"));
        QVERIFY(!controller.canOfferContra()); // doublings alternate
        // Ben's answer is his to take back, and Anna's Contra after it.
        QVERIFY(controller.canUndo());
        QVERIFY(controller.undo());
        QVERIFY(controller.contraWaiting());
        QVERIFY(controller.undo());
        QVERIFY(!controller.contraWaiting());
        QCOMPARE(controller.stake(), 1);
        QVERIFY(controller.redo());
        QVERIFY(controller.answerContra(false));
        QVERIFY(controller.isFinished());
        QCOMPARE(controller.status(), QStringLiteral("Ben gave up: the game is over."));
        QCOMPARE(controller.payments(), QStringList{"Ben pays Anna 7 chips"});
        QCOMPARE(controller.contraHistory(), QStringList{"Round 1: Anna says Contra, Ben gives up"});
    }

    void twoColumnsFillTopDownWithRunningSums()
    {
        // Würfel-Poker over two columns (seed 001): column 1 as usual, then column 2 "von oben nach
        // unten", each of its boxes showing the sum of its row in both columns and the sum above.
        GameController controller;
        QAbstractItemModelTester tester(
            controller.sheet(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(
            controller.startGame("wuerfelpoker", namesOf(2), {{"columns", "2"}}, "15", false), QString());
        const ScoreSheetModel& sheet = *controller.sheet();
        QCOMPARE(sheet.sheetColumns(), 2);
        QCOMPARE(sheet.columnCount(), 4);
        QCOMPARE(controller.roundCount(), 22);
        QCOMPARE(
            sheet.headerData(10, Qt::Vertical).toString(), QStringLiteral("Five of a kind served / Served"));
        QCOMPARE(sheet.boxName(1, 10), QStringLiteral("Served"));
        for (int turn = 0; turn < 44; ++turn) {
            const int player = controller.currentPlayer();
            QVERIFY(controller.throwDice());
            // Writable boxes: column 1's free ones, or once it is full the next of column 2 alone.
            int writable = 0;
            std::pair<int, int> best{-1, -1};
            int bestPoints = -1;
            for (int c = 0; c < 2; ++c)
                for (int r = 0; r < 11; ++r) {
                    const QModelIndex box = sheet.index(r, player * 2 + c);
                    if (!box.data(ScoreSheetModel::WritableRole).toBool())
                        continue;
                    ++writable;
                    if (turn / 2 >= 11)
                        QCOMPARE(std::pair(c, r), std::pair(1, turn / 2 - 11));
                    else
                        QCOMPARE(c, 0);
                    if (box.data(ScoreSheetModel::PreviewRole).toInt() > bestPoints) {
                        bestPoints = box.data(ScoreSheetModel::PreviewRole).toInt();
                        best = {c, r};
                    }
                }
            QCOMPARE(writable, turn / 2 >= 11 ? 1 : 11 - turn / 2);
            // Column 2 before its turn: refused, nothing written.
            if (turn / 2 < 11)
                QVERIFY(!controller.writeBox(1, 0));
            QVERIFY(controller.writeBox(best.first, best.second));
            QCOMPARE(*controller.match()->sheet(player).box(best.first, best.second), bestPoints);
        }
        QVERIFY(controller.isFinished());
        for (int player = 0; player < 2; ++player) {
            const knobel::Sheet& mine = controller.match()->sheet(player);
            int running = 0;
            for (int r = 0; r < 11; ++r) {
                running += *mine.box(0, r) + *mine.box(1, r);
                const QModelIndex box = sheet.index(r, player * 2 + 1);
                QCOMPARE(box.data(ScoreSheetModel::RunningSumRole).toInt(), running);
                QCOMPARE(box.data(ScoreSheetModel::ValueRole).toInt(), *mine.box(1, r));
                QVERIFY(box.data(ScoreSheetModel::AccessibleNameRole)
                            .toString()
                            .contains(QStringLiteral("running sum %1").arg(running)));
                QVERIFY(!sheet.index(r, player * 2).data(ScoreSheetModel::RunningSumRole).isValid());
            }
            QCOMPARE(
                sheet.index(11, player * 2).data(ScoreSheetModel::ValueRole).toInt(), mine.columnTotal(0));
            QCOMPARE(sheet.index(11, player * 2 + 1).data(ScoreSheetModel::ValueRole).toInt(), mine.total());
        }
        // Settled by the difference of the sums, without column duels.
        const int difference = controller.match()->sheet(0).total() - controller.match()->sheet(1).total();
        QCOMPARE(controller.payments().size(), difference == 0 ? 0 : 1);
        QVERIFY(controller.duels().isEmpty());
    }

    void computersPlayTwoColumnsInTheWindow()
    {
        GameController controller;
        controller.setComputerPace(0);
        QCOMPARE(controller.startGame(
                     "wuerfelpoker", {"Ada", "Bob"}, {{"columns", "2"}}, "9", false, {"perfect", "beginner"}),
            QString());
        QTRY_VERIFY_WITH_TIMEOUT(controller.isFinished(), 60000);
        for (int player = 0; player < 2; ++player)
            QVERIFY(controller.match()->sheet(player).isFull());
        std::string problem;
        QVERIFY2(knobel::Match::replay(controller.match()->record(), problem), problem.c_str());
    }

    void computerPlayersPlayAWholeGameByThemselves()
    {
        GameController controller;
        controller.setComputerPace(0);
        QSignalSpy finished(&controller, &GameController::gameFinished);
        QCOMPARE(controller.startGame("escalero", {"Ada", "Bob"}, {}, "31", false, {"perfect", "beginner"}),
            QString());
        QVERIFY(controller.isComputerTurn());
        QVERIFY(!controller.throwDice()); // nobody plays for a computer
        QTRY_VERIFY_WITH_TIMEOUT(controller.isFinished(), 30000);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(controller.match()->record().setup.kinds, (std::vector<std::string>{"perfect", "beginner"}));
        std::string problem;
        QVERIFY2(knobel::Match::replay(controller.match()->record(), problem), problem.c_str());
    }

    void aHumanAndAComputerTakeTurns()
    {
        GameController controller;
        controller.setComputerPace(0);
        QCOMPARE(controller.startGame("sechzerspiel", {"Anna", "Bob"}, {}, "8", false, {"human", "good"}),
            QString());
        for (int turn = 0; turn < 6; ++turn) {
            QCOMPARE(controller.currentPlayer(), 0);
            QVERIFY(!controller.isComputerTurn());
            QVERIFY(controller.throwDice());
            int row = 0;
            while (!controller.match()->sheet(0).isFree(0, row))
                ++row;
            QVERIFY(controller.writeBox(0, row));
            if (turn < 5 || !controller.isFinished()) {
                QVERIFY(controller.isComputerTurn());
                QTRY_VERIFY_WITH_TIMEOUT(controller.currentPlayer() == 0 || controller.isFinished(), 10000);
                QVERIFY(!controller.canUndo()); // Bob's entry is not Anna's to take back
                QVERIFY(!controller.undo());
            }
        }
        QVERIFY(controller.isFinished());
        QCOMPARE(controller.match()->sheet(1).filledCount(), 6);
    }

    void aPersonsEntryCanBeTakenBackBeforeTheComputerThrows()
    {
        GameController controller;
        controller.setComputerPace(250);
        QCOMPARE(controller.startGame("sechzerspiel", {"Anna", "Bob"}, {}, "8", false, {"human", "good"}),
            QString());
        QVERIFY(controller.throwDice());
        QVERIFY(controller.writeBox(0, 2));
        QVERIFY(controller.isComputerTurn());
        QVERIFY(controller.canUndo());
        QVERIFY(!controller.canRedo());
        QVERIFY(controller.undo());
        QCOMPARE(controller.currentPlayer(), 0);
        QVERIFY(controller.match()->sheet(0).isFree(0, 2));
        // Bob was about to take over and does not: his decision and his steps were dropped.
        QTest::qWait(GameController::undoGrace + 500);
        QCOMPARE(controller.currentPlayer(), 0);
        QCOMPARE(controller.throwsMade(), 1);
        QVERIFY(controller.canRedo());
        QVERIFY(controller.redo());
        QVERIFY(controller.isComputerTurn());
        // Even at a fast pace Bob waits a moment before his first throw.
        QElapsedTimer clock;
        clock.start();
        QTRY_VERIFY_WITH_TIMEOUT(
            controller.match()->throwsMade() > 0 || controller.currentPlayer() == 0, 10000);
        QVERIFY2(clock.elapsed() >= GameController::undoGrace - 100, QByteArray::number(clock.elapsed()));
        QVERIFY(!controller.canUndo()); // the dice that fell stay fallen
        QTRY_VERIFY_WITH_TIMEOUT(controller.currentPlayer() == 0, 10000);
        QVERIFY(!controller.canUndo());
    }

    void theSameValueAgainRecordsNothing()
    {
        GameController controller;
        QCOMPARE(controller.startGame("escalero", namesOf(2), {}, "", true), QString());
        QVERIFY(!controller.hasMoves());
        QCOMPARE(controller.editBox(0, 0, 3, "8"), QString());
        QVERIFY(controller.hasMoves());
        const auto actions = controller.match()->record().actions.size();
        QSignalSpy changed(&controller, &GameController::stateChanged);
        QCOMPARE(controller.editBox(0, 0, 3, "8"), QString());
        QCOMPARE(controller.editBox(0, 0, 3, " 08 "), QString());
        QCOMPARE(controller.match()->record().actions.size(), actions);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(controller.editBox(1, 0, 4, ""), QString()); // an empty box cleared: nothing either
        QCOMPARE(controller.match()->record().actions.size(), actions);
        QVERIFY(controller.undo());
        QVERIFY(!controller.canUndo()); // one undo took back the one entry
        QCOMPARE(controller.editBox(0, 0, 99, "8"), QStringLiteral("There is no such box."));
        QCOMPARE(controller.editBox(5, 0, 3, "8"), QStringLiteral("There is no such box."));
    }

    void aGameHasMovesOnceSomethingWasThrown()
    {
        GameController controller;
        QVERIFY(!controller.hasMoves());
        QCOMPARE(controller.startGame("ohio", namesOf(1), {}, "3", false), QString());
        QVERIFY(!controller.hasMoves());
        QVERIFY(controller.throwDice());
        QVERIFY(controller.hasMoves());
        controller.endGame();
        QVERIFY(!controller.hasMoves());
    }

    void theHintRanksTheChoicesForTheDiceOnTheTable()
    {
        GameController controller;
        QCOMPARE(controller.startGame("escalero", {"Anna"}, {}, "4", false), QString());
        QVERIFY(controller.hintAvailable());
        QVERIFY(controller.throwDice());
        controller.requestHint();
        QTRY_VERIFY_WITH_TIMEOUT(!controller.hints().isEmpty(), 10000);
        const QVariantList hints = controller.hints();
        QCOMPARE(hints.first().toMap()["loss"].toDouble(), 0.0);
        for (int i = 1; i < hints.size(); ++i)
            QVERIFY(hints[i].toMap()["expected"].toDouble() <= hints[i - 1].toMap()["expected"].toDouble());
        QVERIFY(controller.toggleDie(0) || true);
        QVERIFY(controller.hints().isEmpty()); // the situation changed
    }

    void theScorePadHintTakesATypedThrow()
    {
        GameController controller;
        QCOMPARE(controller.startGame("escalero", {"Adam"}, {}, "", true), QString());
        QVERIFY(!controller.requestHintFor(0, "A A A", 2, true).isEmpty()); // three dice are not five
        QCOMPARE(controller.requestHintFor(0, "A A A A A", 2, true), QString());
        QTRY_VERIFY_WITH_TIMEOUT(!controller.hints().isEmpty(), 10000);
        QCOMPARE(controller.hints().first().toMap()["text"].toString(),
            QStringLiteral("Write Five of a kind served: 100 points"));
        QCOMPARE(GameController::supportsComputer("wuerfelpoker"), true);
        QCOMPARE(GameController::supportsComputer("kniffel"), false);
        // With "set aside is final" the computers play too, and never try to take back a locked die.
        GameController strict;
        strict.setComputerPace(0);
        QCOMPARE(strict.startGame(
                     "escalero", {"A", "B"}, {{"strict_keep", true}}, "2", false, {"good", "perfect"}),
            QString());
        QTRY_VERIFY_WITH_TIMEOUT(strict.isFinished(), 30000);
    }

    void setupProblemsAreNamed_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("players");
        QTest::addColumn<QVariantMap>("options");
        QTest::addColumn<QString>("seed");
        QTest::addColumn<QString>("problem");
        QTest::newRow("one player for Würfel-Poker")
            << "wuerfelpoker" << QStringList{"Anna"} << QVariantMap{} << ""
            << "Würfel-Poker is played by 2 to 8 players.";
        QTest::newRow("a player without name") << "ohio" << QStringList{"Anna", " "} << QVariantMap{} << ""
                                               << "Every player needs a name.";
        QTest::newRow("a seed with letters")
            << "ohio" << QStringList{"Anna"} << QVariantMap{} << "12a"
            << "The seed must be a whole number from 0 to 18446744073709551615.";
        QTest::newRow("a bad option value")
            << "wuerfelpoker" << QStringList{"Anna", "Ben"} << QVariantMap{{"column_values", "9-9-9"}} << ""
            << "The rule option column_values does not take the value 9-9-9.";
        QTest::newRow("an unknown game") << "kniffel" << QStringList{"Anna"} << QVariantMap{} << ""
                                         << "There is no game called kniffel.";
    }

    void setupProblemsAreNamed()
    {
        QFETCH(QString, game);
        QFETCH(QStringList, players);
        QFETCH(QVariantMap, options);
        QFETCH(QString, seed);
        QFETCH(QString, problem);
        GameController controller;
        QCOMPARE(controller.startGame(game, players, options, seed, false), problem);
        QVERIFY(!controller.isActive());
    }
};

QTEST_GUILESS_MAIN(TestGameController)
#include "tst_gamecontroller.moc"
