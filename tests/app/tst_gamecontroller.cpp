// SPDX-License-Identifier: GPL-3.0-or-later
// Whole games played through the controller, as the interface plays them.
#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "engine/registry.h"
#include "gamecontroller.h"
#include "language.h"
#include "match.h"
#include "narrator.h"
#include "programseats.h"
#include "sheetpainter.h"
#include "sheetprintoutof.h"
#include "tablecontroller.h"
#include "waitlimit.h"

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

private:
    static QString bare(QString sentence) { return sentence.remove(QChar(0x2068)).remove(QChar(0x2069)); }

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

        const knobel::SheetGame& rules = *knobel::findSheetGame(game.toStdString());
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
        // The same but for the fingerprint's salt: every game draws its own (issue 31).
        knobel::GameRecord record = again.match()->record();
        QVERIFY(record.setup.salt != controller.match()->record().setup.salt);
        record.setup.salt = controller.match()->record().setup.salt;
        QCOMPARE(record, controller.match()->record());
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
        QCOMPARE(controller.payments(),
            QStringList{QStringLiteral("\u2068Anna\u2069 pays \u2068Ben\u2069 22 chips")});
        QCOMPARE(controller.editBox(1, 0, 6, ""), QString()); // cleared again
        QCOMPARE(controller.payments(),
            QStringList{QStringLiteral("\u2068Ben\u2069 pays \u2068Anna\u2069 8 chips")});
        QCOMPARE(controller.editBox(0, 0, 3, "4"), QString());
        QCOMPARE(controller.payments(),
            QStringList{QStringLiteral("\u2068Ben\u2069 pays \u2068Anna\u2069 4 chips")});
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
        QCOMPARE(controller.payments(),
            QStringList{QStringLiteral("\u2068Ben\u2069 zahlt \u2068Anna\u2069 4 Chips")});
        QCOMPARE(sheet.index(9, 2).data(ScoreSheetModel::AccessibleNameRole).toString(),
            QStringLiteral("\u2068Anna\u2069, Reihe 3, Grande, 55 Punkte"));
        QCOMPARE(controller.editBox(0, 0, 9, "52"), QStringLiteral("Grande: 0, 50 oder 55"));
        QVERIFY(Language::instance()->setCode(QStringLiteral("en")));
        QCOMPARE(controller.payments(),
            QStringList{QStringLiteral("\u2068Ben\u2069 pays \u2068Anna\u2069 4 chips")});
    }

    /// The event log of the table games, for the sheet too: each throw, what stayed aside, each entry;
    /// an undo takes its line back, and a language switch tells every line anew.
    void theLogTellsTheSheetGame()
    {
        GameController controller;
        QCOMPARE(controller.startGame("escalero", namesOf(2), {}, "31", false), QString());
        QAbstractItemModel& log = *controller.log();
        QAbstractItemModelTester tester(&log, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(log.rowCount(), 0);
        QVERIFY(controller.throwDice());
        QCOMPARE(log.rowCount(), 1);
        QVERIFY(log.index(0, 0).data().toString().startsWith(QStringLiteral("\u2068Anna\u2069 throws ")));
        QVERIFY(controller.toggleDie(0));
        QVERIFY(controller.toggleDie(1));
        QCOMPARE(log.rowCount(), 1); // dice set aside are no line of their own
        QVERIFY(controller.throwDice());
        QCOMPARE(log.rowCount(), 2);
        QVERIFY(log.index(1, 0).data().toString().contains(QStringLiteral(" and throws 3 dice again: ")));
        // Read as words by a screen reader: the dice named, not their letters.
        QVERIFY(log.index(1, 0).data(Qt::AccessibleTextRole).toString().contains(QStringLiteral("again: ")));
        QVERIFY(controller.writeBox(0, 4));
        QCOMPARE(log.rowCount(), 3);
        QVERIFY(log.index(2, 0).data().toString().contains(QStringLiteral(" in Kings.")));
        QVERIFY(controller.undo());
        QCOMPARE(log.rowCount(), 2);
        QVERIFY(controller.redo());
        QCOMPARE(log.rowCount(), 3);
        QVERIFY(Language::instance()->setCode(QStringLiteral("de")));
        const QString german = log.index(2, 0).data().toString();
        QVERIFY(Language::instance()->setCode(QStringLiteral("en")));
        QVERIFY2(german.endsWith(QStringLiteral(" bei Könige.")), qPrintable(german));
        QVERIFY(log.index(2, 0).data().toString().contains(QStringLiteral(" in Kings.")));
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
        QCOMPARE(controller.contraBy(), QStringLiteral("\u2068Anna\u2069"));
        QCOMPARE(controller.status(),
            QStringLiteral(
                "\u2068Anna\u2069 says Contra: \u2068Ben\u2069, play on at stake ×2, or give up."));
        QVERIFY(!controller.canThrow());
        QVERIFY(!controller.throwDice());
        QVERIFY(controller.answerContra(true));
        QCOMPARE(controller.stake(), 2);
        QCOMPARE(controller.stakeText(), QStringLiteral("Stake ×2: \u2068Anna\u2069 doubled last"));
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
        QCOMPARE(controller.status(), QStringLiteral("\u2068Ben\u2069 gave up: the game is over."));
        QCOMPARE(controller.payments(),
            QStringList{QStringLiteral("\u2068Ben\u2069 pays \u2068Anna\u2069 7 chips")});
        QCOMPARE(controller.contraHistory(),
            QStringList{QStringLiteral("Round 1: \u2068Anna\u2069 says Contra, \u2068Ben\u2069 gives up")});
    }

    void doppelhandKeepsTheFirstHandAndWritesTheBetter()
    {
        // Seed 001, Doppelhand: "zwei Spieler, welche pro Schrift jeweils zwei Mal drankommen ...
        // Die beste Schrift wird in diesen Fällen immer ausgewählt."
        GameController controller;
        QCOMPARE(controller.startGame(
                     "wuerfelpoker", {"Anna & Ben", "Clara & Dora"}, {{"double_hand", "true"}}, "42", false),
            QString());
        QVERIFY(controller.doubleHand());
        QVERIFY(!controller.canKeepFirstHand()); // nothing thrown yet
        QCOMPARE(controller.status(),
            QStringLiteral("\u2068Anna & Ben\u2069, throw the dice for the first hand."));
        QVERIFY(controller.throwDice());
        QVERIFY(controller.canKeepFirstHand());
        QVERIFY(!controller.canWrite());
        QVERIFY(!controller.writeBox(0, 0)); // the first turn writes nothing
        const QVariantList first = [&] {
            QVariantList faces;
            for (int face : controller.match()->dice())
                faces << face;
            return faces;
        }();
        QVERIFY(controller.keepFirstHand());
        QVERIFY(controller.hasFirstHand());
        QCOMPARE(controller.firstHandFaces(), first);
        QVERIFY(controller.firstHandText().startsWith(QStringLiteral("First hand: ")));
        QVERIFY(
            controller.lastEntry().value("text").toString().contains(QStringLiteral("as the first hand")));
        QCOMPARE(controller.status(),
            QStringLiteral("\u2068Anna & Ben\u2069, throw the dice for the second hand."));
        // Taken back before the second turn throws, and kept again.
        QVERIFY(controller.canUndo());
        QVERIFY(controller.undo());
        QVERIFY(!controller.hasFirstHand());
        QVERIFY(controller.redo());
        QVERIFY(controller.throwDice());
        QVERIFY(controller.canWrite());
        // Every free box of Anna & Ben previews the better of the two hands, and marks the first's.
        const knobel::SheetState& state = controller.match()->sheetState();
        ScoreSheetModel* sheet = controller.sheet();
        int best = 0, bestRow = 0;
        for (int row = 0; row < sheet->gameRowCount(); ++row) {
            const QModelIndex cell = sheet->index(row, 0);
            const int fromFirst = controller.match()->sheetGame().points(
                row, *state.candidate(), controller.match()->setup().options);
            const int fromSecond = controller.match()->sheetGame().points(
                row, state.currentThrow(), controller.match()->setup().options);
            QCOMPARE(
                sheet->data(cell, ScoreSheetModel::PreviewRole).toInt(), std::max(fromFirst, fromSecond));
            QCOMPARE(sheet->data(cell, ScoreSheetModel::FirstHandRole).toBool(), fromFirst > fromSecond);
            if (fromFirst > fromSecond)
                QVERIFY(sheet->data(cell, ScoreSheetModel::AccessibleNameRole)
                            .toString()
                            .endsWith("with the first hand"));
            if (std::max(fromFirst, fromSecond) > best) {
                best = std::max(fromFirst, fromSecond);
                bestRow = row;
            }
        }
        QVERIFY(controller.writeBox(2, bestRow));
        QCOMPARE(controller.match()->sheet(0).box(2, bestRow), std::optional<int>(best));
        QVERIFY(!controller.hasFirstHand());
        QCOMPARE(controller.currentPlayer(), 1);
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
        QTRY_VERIFY_WITH_TIMEOUT(controller.isFinished(), waitLimit(60000));
        for (int player = 0; player < 2; ++player)
            QVERIFY(controller.match()->sheet(player).isFull());
        std::string problem;
        QVERIFY2(knobel::Match::replay(controller.match()->record(), problem), problem.c_str());
    }

    void cancellingThePreparationLeavesAStandIn_data()
    {
        QTest::addColumn<bool>("early");
        QTest::addColumn<QStringList>("kinds");
        QTest::newRow("the computer's own preparation") << false << QStringList{"human", "perfect"};
        QTest::newRow("the early preparation the computer waits for")
            << true << QStringList{"perfect", "human"};
        QTest::newRow("the early preparation before the person's turn")
            << true << QStringList{"human", "perfect"};
    }
    /// A cancelled preparation leaves a game that goes on: the computer whose table was being built
    /// plays its seat for the rest of the game without one, and the log and the line beside the sheet
    /// say so; Play again tries the level again.
    void cancellingThePreparationLeavesAStandIn()
    {
        QFETCH(bool, early);
        QFETCH(QStringList, kinds);
        QTemporaryDir folder;
        GameController controller;
        controller.setTableFolder(folder.path()); // no table there: Würfel-Poker's must be built
        controller.setComputerPace(0);
        controller.setPrepareTablesEarly(early);
        QSignalSpy progress(&controller, &GameController::preparationChanged);
        QStringList said;
        connect(&controller, &GameController::lastEntryChanged, this,
            [&] { said << bare(controller.lastEntry().value("text").toString()); });
        const int computer = int(kinds.indexOf("perfect"));
        const QStringList names
            = computer == 1 ? QStringList{"Anna", "Computer"} : QStringList{"Computer", "Anna"};
        QCOMPARE(controller.startGame("wuerfelpoker", names, {}, "3", false, kinds), QString());
        // Without the early preparation the computer's own starts on its turn, after Anna's.
        const bool annaFirst = computer == 1 && !early;
        if (annaFirst) {
            QVERIFY(controller.throwDice());
            QVERIFY(controller.writeBox(0, 0));
            QVERIFY(controller.isComputerTurn());
        }
        QTRY_VERIFY(controller.isPreparing());
        controller.cancelPreparation();
        QTRY_VERIFY_WITH_TIMEOUT(!controller.isPreparing(), waitLimit(30000));
        QVERIFY(progress.count() >= 2);
        if (computer == 1 && early) { // Anna's turn, then the computer's, with nothing prepared anew
            QVERIFY(controller.throwDice());
            QVERIFY(controller.writeBox(0, 0));
            QVERIFY(controller.isComputerTurn());
        }
        const int preparations = int(progress.count());
        // The computer still moves: its turn ends with a box written.
        QTRY_VERIFY_WITH_TIMEOUT(controller.match()->sheet(computer).filledCount() == 1, waitLimit(10000));
        QTRY_VERIFY(!controller.isComputerTurn());
        QCOMPARE(int(progress.count()), preparations); // nothing was prepared again
        const QString note = QStringLiteral(
            "for the rest of this game Computer plays as a simple player without tables instead of perfect.");
        QVERIFY2(said.filter(note).size() == 1, qPrintable(said.join(u'\n')));
        // It came in before the computer's first action, and stays there when the log is told anew.
        const QAbstractItemModel& log = *controller.log();
        QStringList lines;
        for (int row = 0; row < log.rowCount(); ++row)
            lines << bare(log.index(row, 0).data().toString());
        QCOMPARE(lines.filter(note).size(), 1);
        QVERIFY2(
            lines.indexOf(QRegularExpression(".*" + QRegularExpression::escape(note))) == (annaFirst ? 2 : 0),
            qPrintable(lines.join(u'\n')));
        Language::instance()->setCode(QStringLiteral("de"));
        Language::instance()->setCode(QStringLiteral("en"));
        lines.clear();
        for (int row = 0; row < log.rowCount(); ++row)
            lines << bare(log.index(row, 0).data().toString());
        QCOMPARE(lines.filter(note).size(), 1);
        // Play again tries the level again: the table is built anew.
        QCOMPARE(controller.playAgain(), QString());
        if (annaFirst) {
            QVERIFY(controller.throwDice());
            QVERIFY(controller.writeBox(0, 0));
        }
        QTRY_VERIFY(controller.isPreparing());
        controller.endGame();
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
        QTRY_VERIFY_WITH_TIMEOUT(controller.isFinished(), waitLimit(30000));
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
                QTRY_VERIFY_WITH_TIMEOUT(
                    controller.currentPlayer() == 0 || controller.isFinished(), waitLimit(10000));
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
            controller.match()->throwsMade() > 0 || controller.currentPlayer() == 0, waitLimit(10000));
        QVERIFY2(clock.elapsed() >= GameController::undoGrace - 100, QByteArray::number(clock.elapsed()));
        QVERIFY(!controller.canUndo()); // the dice that fell stay fallen
        QTRY_VERIFY_WITH_TIMEOUT(controller.currentPlayer() == 0, waitLimit(10000));
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
        QTRY_VERIFY_WITH_TIMEOUT(!controller.hints().isEmpty(), waitLimit(10000));
        const QVariantList hints = controller.hints();
        QCOMPARE(hints.first().toMap()["loss"].toDouble(), 0.0);
        for (int i = 1; i < hints.size(); ++i)
            QVERIFY(hints[i].toMap()["expected"].toDouble() <= hints[i - 1].toMap()["expected"].toDouble());
        // As every game's hint lists it (HintList.qml): each choice in words with its worth, the best
        // with the final score to expect, the others with what they give away; and what that means.
        QVERIFY(!controller.isHinting());
        QVERIFY(!controller.hintMeaning().isEmpty());
        for (int i = 0; i < hints.size(); ++i) {
            const QVariantMap hint = hints[i].toMap();
            QCOMPARE(hint["label"].toString(), hint["text"].toString());
            QVERIFY(!hint["label"].toString().isEmpty());
            QVERIFY2(hint["valueText"].toString().startsWith(
                         i == 0 ? QStringLiteral("expected ") : QStringLiteral("−")),
                qPrintable(hint["valueText"].toString()));
        }
        QVERIFY(controller.toggleDie(0) || true);
        QVERIFY(controller.hints().isEmpty()); // the situation changed
        QVERIFY(controller.hintMeaning().isEmpty());
    }

    /// The one page's result reads the same names of every controller: the result said at the end
    /// (empty while the game runs), and a sheet's points beside the chips they settle to.
    void theResultIsSaidAtTheEndWithThePointsBesideTheChips()
    {
        GameController controller;
        controller.setComputerPace(0);
        QSignalSpy finished(&controller, &SessionController::gameFinished);
        QCOMPARE(controller.startGame("escalero", {"Anna", "Ben"}, {}, "3", false, {"beginner", "beginner"}),
            QString());
        QVERIFY(controller.resultText().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(controller.isFinished(), waitLimit(30000));
        QCOMPARE(finished.count(), 1);
        QVERIFY(controller.resultText().startsWith(QStringLiteral("The game is over. Place 1: ")));
        QVERIFY(controller.settlesInChips());
        for (const QVariant& v : controller.standings()) {
            const QVariantMap s = v.toMap();
            QCOMPARE(s["figure"].toString(), QStringLiteral("%1 points").arg(s["total"].toInt()));
            QVERIFY(s["result"].toString().endsWith(QStringLiteral(" chips")));
        }
    }

    void theScorePadHintTakesATypedThrow()
    {
        GameController controller;
        QCOMPARE(controller.startGame("escalero", {"Adam"}, {}, "", true), QString());
        QVERIFY(!controller.requestHintFor(0, "A A A", 2, true).isEmpty()); // three dice are not five
        QCOMPARE(controller.requestHintFor(0, "A A A A A", 2, true), QString());
        QTRY_VERIFY_WITH_TIMEOUT(!controller.hints().isEmpty(), waitLimit(10000));
        QCOMPARE(controller.hints().first().toMap()["text"].toString(),
            QStringLiteral("Write Five of a kind served: 100 points"));
        QCOMPARE(TableController::levelsOf("wuerfelpoker"), (QStringList{"beginner", "good", "perfect"}));
        QVERIFY(TableController::levelsOf("kniffel").isEmpty());
        // With "set aside is final" the computers play too, and never try to take back a locked die.
        GameController strict;
        strict.setComputerPace(0);
        QCOMPARE(strict.startGame(
                     "escalero", {"A", "B"}, {{"strict_keep", true}}, "2", false, {"good", "perfect"}),
            QString());
        QTRY_VERIFY_WITH_TIMEOUT(strict.isFinished(), waitLimit(30000));
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
        QVERIFY(!controller.hasGame());
    }

    // ---- Seats played by a program over the player protocol (docs/protocol.md) ----

    void aProgramPlaysASheetGame_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("kinds");
        QTest::newRow("the example program plays Ohio against the good computer")
            << "ohio" << QStringList{"good", "cmd:\"" RANDOM_BOT "\" 5"};
        QTest::newRow("the example program opens Sechzerspiel against a beginner")
            << "sechzerspiel" << QStringList{"cmd:\"" RANDOM_BOT "\" 9", "beginner"};
        QTest::newRow("two programs play Escalero")
            << "escalero" << QStringList{"cmd:\"" RANDOM_BOT "\" 1", "cmd:\"" RANDOM_BOT "\" 2"};
    }

    /// Every action of a program seat is the program's own: its decisions are as many as the
    /// seat's actions in the record, the fallback made none, and the game ends.
    void aProgramPlaysASheetGame()
    {
        QFETCH(QString, game);
        QFETCH(QStringList, kinds);
        QTemporaryDir logs;
        GameController controller;
        controller.setComputerPace(0);
        controller.setProgramLogFolder(logs.path());
        QCOMPARE(controller.startGame(game, {"Ada", "Bot"}, {}, "17", false, kinds), QString());
        QVERIFY(controller.isComputerTurn());
        QTRY_VERIFY_WITH_TIMEOUT(controller.isFinished(), waitLimit(60000));
        QVERIFY(controller.programNotes().isEmpty());
        const auto& record = controller.match()->record();
        for (int seat = 0; seat < 2; ++seat) {
            // The file keeps the kind, never the command line: opening a file must not run a program.
            const bool program = kinds[seat].startsWith("cmd:");
            QCOMPARE(record.setup.kinds[std::size_t(seat)],
                program ? std::string("program") : kinds[seat].toStdString());
            if (!program)
                continue;
            const auto figures = controller.programs().figures(seat);
            const auto& actors = controller.match()->actors();
            const int actions = int(std::count(actors.begin(), actors.end(), seat));
            QCOMPARE(figures.name, QStringLiteral("random (C++)"));
            QVERIFY(actions > 0);
            QCOMPARE(figures.decisions, actions);
            QCOMPARE(figures.fallbackDecisions, 0);
            QCOMPARE(figures.starts, 1);
            QVERIFY(!figures.failed);
            QVERIFY(controller.programs().settle());
            QFile log(controller.programs().logFile(seat));
            QVERIFY2(log.open(QIODevice::ReadOnly), qPrintable(log.fileName()));
            QVERIFY(log.fileName().startsWith(logs.path() + "/" + game + "-"));
            QVERIFY(log.readAll().startsWith("knobel: starting \"" RANDOM_BOT "\""));
        }
        std::string problem;
        QVERIFY2(knobel::Match::replay(record, problem), problem.c_str());
    }

    /// A name goes into every sentence of a sheet game isolated (U+2068 … U+2069): the status, what
    /// the screen reader hears (the narrator), the result and the printout.
    void namesAreIsolatedInEverySentence()
    {
        GameController controller;
        GameNarrator narrator;
        narrator.setController(&controller);
        QSignalSpy announced(&narrator, &GameNarrator::announce);
        const QStringList names{QStringLiteral("דוד"), QStringLiteral("Anna")};
        QCOMPARE(controller.startGame("escalero", names, {}, "5", false), QString());
        QStringList sentences;
        for (int step = 0; !controller.isFinished() && step < 1000; ++step) {
            sentences << controller.status() << controller.currentPlayerName() << narrator.stateText();
            QVERIFY(controller.throwDice());
            sentences << narrator.throwText();
            for (int row = 0; row < controller.sheet()->gameRowCount(); ++row)
                if (controller.sheet()->isWritable(row, controller.currentPlayer())) {
                    sentences << narrator.writeText(0, row);
                    QVERIFY(controller.writeBox(0, row));
                    break;
                }
        }
        QVERIFY(controller.isFinished());
        sentences << controller.status() << narrator.resultText() << controller.payments();
        for (const auto& signal : announced)
            sentences << signal.first().toString();
        const SheetPrintout printout = sheetPrintoutOf(controller);
        sentences << printout.results;
        QCOMPARE(printout.players.size(), 2);
        int named = 0;
        for (const QString& sentence : sentences)
            for (const QString& name : names) {
                const QString isolated = QChar(0x2068) + name + QChar(0x2069);
                QCOMPARE(sentence.count(name), sentence.count(isolated));
                named += int(sentence.count(isolated));
            }
        QVERIFY(named > 40);
    }

    /// A new game with a program seat removes the oldest logs beyond ProgramSeats::kKeptLogs.
    void oldProgramLogsArePruned()
    {
        QTemporaryDir logs;
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (int i = 0; i < ProgramSeats::kKeptLogs + 10; ++i) {
            QFile old(logs.filePath(QStringLiteral("old-%1.log").arg(i)));
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("x");
            old.close(); // the write lands first: it would set the time anew
            QVERIFY(old.open(QIODevice::ReadOnly));
            QVERIFY(old.setFileTime(now.addSecs(-3600 - i), QFileDevice::FileModificationTime));
        }
        QFile other(logs.filePath(QStringLiteral("notes.txt")));
        QVERIFY(other.open(QIODevice::WriteOnly));
        GameController controller;
        controller.setComputerPace(0);
        controller.setProgramLogFolder(logs.path());
        QCOMPARE(controller.startGame(
                     "escalero", {"Ada", "Bot"}, {}, "17", false, {"human", "cmd:\"" RANDOM_BOT "\" 1"}),
            QString());
        const QStringList left = QDir(logs.path()).entryList({QStringLiteral("*.log")}, QDir::Files);
        QCOMPARE(left.size(), ProgramSeats::kKeptLogs);
        QVERIFY(left.contains(QStringLiteral("old-0.log")));
        QVERIFY(!left.contains(QStringLiteral("old-%1.log").arg(ProgramSeats::kKeptLogs)));
        QVERIFY(QFile::exists(logs.filePath(QStringLiteral("notes.txt"))));
    }

    /// A program that crashes mid-game is replaced by the fallback level; the note says so in the
    /// player's language, with the level's translated name and the log, where its standard error went.
    void aCrashingProgramIsReplacedAndItsErrorsAreLogged()
    {
        QTemporaryDir logs;
        GameController controller;
        controller.setComputerPace(0);
        controller.setProgramLogFolder(logs.path());
        controller.setProgramFallback("good");
        QSignalSpy notes(&controller, &GameController::programNotesChanged);
        QCOMPARE(controller.startGame("sechzerspiel", {"Ada", "Bot"}, {}, "4", false,
                     {"beginner", "cmd:\"" MISBEHAVING_BOT "\" crash 3"}),
            QString());
        QTRY_VERIFY_WITH_TIMEOUT(controller.isFinished(), waitLimit(60000));
        QCOMPARE(notes.count(), 1);
        const auto figures = controller.programs().figures(1);
        QCOMPARE(figures.decisions, 2);
        QVERIFY(figures.fallbackDecisions > 0);
        QVERIFY(figures.failed);
        const QString logFile = controller.programs().logFile(1);
        QCOMPARE(controller.programNotes().size(), 1);
        const QString note = controller.programNotes().first();
        QVERIFY2(note.startsWith(QStringLiteral(
                     "The program of \u2068Bot\u2069 failed (game 1, decision 3: the program ended")),
            qPrintable(note));
        QVERIFY2(note.contains(
                     "the computer player good plays the seat from now on. The program's messages are in "
                     + QDir::toNativeSeparators(logFile)),
            qPrintable(note));
        QVERIFY(Language::instance()->setCode(QStringLiteral("de")));
        controller.retranslate();
        const QString german = controller.programNotes().first();
        QVERIFY2(german.startsWith(QStringLiteral("Das Programm von \u2068Bot\u2069 ist ausgefallen")),
            qPrintable(german));
        QVERIFY2(german.contains("der Computerspieler (Stufe gut)"), qPrintable(german));
        QVERIFY(Language::instance()->setCode(QStringLiteral("en")));
        QVERIFY(controller.programs().settle());
        QFile log(logFile);
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QByteArray text = log.readAll();
        // The program's own standard error, and knobel's note beside it.
        QVERIFY2(text.contains("misbehaving bot: crash at decision 3\n"), text.constData());
        QVERIFY2(text.contains("knobel: game 1, decision 3: the program ended"), text.constData());
    }

    void aProgramSeatFromAFileIsPlayedByTheFallback()
    {
        GameController controller;
        controller.setComputerPace(0);
        controller.setProgramLogFolder({});
        QCOMPARE(
            controller.startGame("ohio", {"Ada", "Bot"}, {}, "2", false, {"good", "cmd:\"" RANDOM_BOT "\""}),
            QString());
        controller.endGame();
        // What a file gives: the kind "program", no command line.
        knobel::GameSetup setup{"ohio", knobel::findSheetGame("ohio")->defaultOptions(), {"Ada", "Bot"}, 2,
            knobel::Mode::Play, {"good", "program"}};
        controller.adopt(std::make_unique<knobel::Match>(setup));
        QTRY_VERIFY_WITH_TIMEOUT(controller.isFinished(), waitLimit(60000));
        QCOMPARE(controller.programNotes().size(), 1);
        QVERIFY2(controller.programNotes().first().contains("the command is empty"),
            qPrintable(controller.programNotes().first()));
        QVERIFY(controller.programNotes().first().contains("the computer player beginner plays"));
        QCOMPARE(controller.programs().figures(1).decisions, 0);
    }

    void anEmptyProgramCommandIsRefused()
    {
        GameController controller;
        QCOMPARE(controller.startGame("ohio", {"Ada", "Bot"}, {}, {}, false, {"human", "cmd:  "}),
            QStringLiteral("A program seat needs a command line."));
        QVERIFY(!controller.hasGame());
    }

    /// The program is asked at once after a person's entry; when the person takes the entry back,
    /// the program (told of an entry that never happened) is started anew and plays on.
    void anUndoRestartsAProgramThatWasToldOfTheEntry()
    {
        QTemporaryDir logs;
        GameController controller;
        controller.setComputerPace(250);
        controller.setProgramLogFolder(logs.path());
        QCOMPARE(controller.startGame(
                     "sechzerspiel", {"Anna", "Bot"}, {}, "8", false, {"human", "cmd:\"" RANDOM_BOT "\" 3"}),
            QString());
        QVERIFY(controller.throwDice());
        QVERIFY(controller.writeBox(0, 2));
        QVERIFY(controller.isComputerTurn());
        // The program has been told of the entry and has answered; its first throw waits.
        QTRY_VERIFY_WITH_TIMEOUT(controller.programs().figures(1).decisions == 1, waitLimit(10000));
        QCOMPARE(controller.match()->throwsMade(), 0);
        QVERIFY(controller.canUndo());
        QVERIFY(controller.undo());
        QCOMPARE(controller.currentPlayer(), 0);
        QVERIFY(controller.writeBox(0, 3)); // another box this time
        QTRY_VERIFY_WITH_TIMEOUT(controller.currentPlayer() == 0, waitLimit(20000));
        const auto figures = controller.programs().figures(1);
        QCOMPARE(figures.starts, 2);
        QCOMPARE(figures.fallbackDecisions, 0);
        QVERIFY(figures.decisions >= 3); // the dropped answer, and at least a throw and an entry
        QVERIFY(controller.programNotes().isEmpty());
        QCOMPARE(controller.match()->sheet(1).filledCount(), 1);
        QVERIFY(controller.programs().settle());
        QFile log(controller.programs().logFile(1));
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QByteArray text = log.readAll();
        QVERIFY2(text.contains("knobel: stopped: a person took back an action the program had been told of"),
            text.constData());
        QVERIFY2(text.contains("knobel: started anew"), text.constData());
        QCOMPARE(text.count("knobel: starting "), 2);
    }
};

QTEST_GUILESS_MAIN(TestGameController)
#include "tst_gamecontroller.moc"
