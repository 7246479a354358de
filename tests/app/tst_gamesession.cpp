// SPDX-License-Identifier: GPL-3.0-or-later
// The window's game, wherever it comes from (GameSession): the stores read matches, the session hands
// each to the controller of its family and leaves the other.
#include <QTemporaryDir>
#include <QTest>

#include "autosavestore.h"
#include "gamecontroller.h"
#include "historystore.h"
#include "match.h"
#include "selfplay.h"
#include "session/gamesession.h"
#include "tablecontroller.h"

class TestGameSession : public QObject
{
    Q_OBJECT

private slots:
    void anUnfinishedGameGoesToTheControllerOfItsFamily()
    {
        QTemporaryDir dir;
        GameController sheet;
        TableController table;
        sheet.setAutosaveFolder(dir.path());
        table.setAutosaveFolder(dir.path());
        GameSession session;
        session.setSheet(&sheet);
        session.setTable(&table);

        // A table game left after its first throw.
        QCOMPARE(table.startGame("chicago", {"Anna", "Ben"}, {}, QStringLiteral("3")), QString());
        QVERIFY(table.act(table.mainAction()));
        const QString tableFile = table.autosaveFile();
        table.endGame();
        // A sheet game in play when the table game is taken up again: it is left, the table plays.
        QCOMPARE(sheet.startGame("ohio", {"Anna"}, {}, QStringLiteral("1"), false), QString());
        QVERIFY(sheet.throwDice());
        const QString sheetFile = sheet.autosaveFile();
        QCOMPARE(session.resume(tableFile), QString());
        QVERIFY(table.isActive());
        QVERIFY(!sheet.isActive());
        QCOMPARE(table.autosaveFile(), tableFile);
        QCOMPARE(table.match()->record().actions.size(), std::size_t(1));
        // And back: the sheet game, which kept its autosave when it was left.
        QCOMPARE(session.resume(sheetFile), QString());
        QVERIFY(sheet.isActive());
        QVERIFY(!table.isActive());
        QCOMPARE(sheet.autosaveFile(), sheetFile);
        // What cannot be read changes nothing.
        QVERIFY(!session.resume(dir.filePath("missing.knobel")).isEmpty());
        QVERIFY(sheet.isActive());
    }

    void aWindowWithoutATableRefusesATableGame()
    {
        QTemporaryDir dir;
        TableController table;
        table.setAutosaveFolder(dir.path());
        QCOMPARE(table.startGame("chicago", {"Anna", "Ben"}, {}, QStringLiteral("3")), QString());
        QVERIFY(table.act(table.mainAction()));
        const QString file = table.autosaveFile();
        table.endGame();
        GameController sheet;
        GameSession session;
        session.setSheet(&sheet);
        const QString problem = session.resume(file);
        QVERIFY2(problem.contains(QStringLiteral("cannot be played in this window")), qPrintable(problem));
        QVERIFY(!sheet.isActive());
    }

    void aFinishedGameGoesIntoTheHistoryAndComesBackReadOnly()
    {
        QTemporaryDir dir;
        HistoryStore history;
        history.setDatabaseFile(dir.filePath("history.sqlite"));
        GameController sheet;
        TableController table;
        GameSession session;
        session.setSheet(&sheet);
        session.setTable(&table);
        // Jule plays itself: played out, it is finished.
        knobel::GameSetup setup;
        setup.game = "jule";
        setup.players = {"Anna", "Ben"};
        setup.seed = 11;
        auto match = std::make_unique<knobel::Match>(setup);
        knobel::playOut(*match);
        QVERIFY(match->isFinished());
        table.adopt(std::move(match));
        session.recordFinished(&history);
        QCOMPARE(history.gameCount(), 1);
        session.recordFinished(&history); // the same game again is kept once
        QCOMPARE(history.gameCount(), 1);

        QCOMPARE(sheet.startGame("ohio", {"Anna"}, {}, QStringLiteral("1"), false), QString());
        const int id = history.games().first().toMap()["id"].toInt();
        QCOMPARE(session.showFromHistory(&history, id), QString());
        QVERIFY(table.isActive() && table.isReadOnly() && table.isFinished());
        QVERIFY(!sheet.isActive());
        QVERIFY(!session.showFromHistory(&history, id + 100).isEmpty());
        QVERIFY(table.isActive()); // still shown
    }
};

QTEST_MAIN(TestGameSession)
#include "tst_gamesession.moc"
