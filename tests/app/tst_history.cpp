// SPDX-License-Identifier: GPL-3.0-or-later
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "gamecontroller.h"
#include "historystore.h"
#include "match.h"

namespace {

/// A finished Sechzerspiel kept on the score pad, with the given die for every row of each player:
/// a player's total is (1 + 2 + … + 6) × die = 21 × die.
void finishedSechzerspiel(GameController& game, const QStringList& players, const QList<int>& dice)
{
    QCOMPARE(game.startGame("sechzerspiel", players, {}, "", true), QString());
    for (int p = 0; p < players.size(); ++p)
        for (int row = 0; row < 6; ++row)
            QCOMPARE(game.editBox(p, 0, row, QString::number((row + 1) * dice[p])), QString());
    QVERIFY(game.isFinished());
}

} // namespace

class TestHistory : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void finishedGamesAreKeptOnceAndCounted()
    {
        HistoryStore history;
        history.setDatabaseFile(m_dir.filePath(QStringLiteral("once.sqlite")));
        GameController game;
        QCOMPARE(game.startGame("sechzerspiel", {"Anna"}, {}, "", true), QString());
        QVERIFY(!history.addGame(&game).isEmpty()); // not finished
        QSignalSpy finished(&game, &GameController::gameFinished);
        finishedSechzerspiel(game, {"Anna", "Ben"}, {6, 2});
        QCOMPARE(finished.count(), 1);
        QSignalSpy changed(&history, &HistoryStore::changed);
        QCOMPARE(history.addGame(&game), QString());
        QCOMPARE(history.addGame(&game), QString()); // the same game again
        QCOMPARE(history.gameCount(), 1);
        QCOMPARE(changed.count(), 1);
        const QVariantMap past = history.games().first().toMap();
        QCOMPARE(past["gameName"].toString(), QStringLiteral("Sechzerspiel"));
        QCOMPARE(past["players"].toString(), QStringLiteral("Anna, Ben"));
        QCOMPARE(past["winners"].toString(), QStringLiteral("Anna"));
        QVERIFY(past["finishedAt"].toDateTime().isValid());

        // Another store on the same file finds it: the history outlives the program.
        HistoryStore again;
        again.setDatabaseFile(m_dir.filePath(QStringLiteral("once.sqlite")));
        QCOMPARE(again.gameCount(), 1);
    }

    void statisticsHighScoresAndDistribution()
    {
        HistoryStore history;
        history.setDatabaseFile(m_dir.filePath(QStringLiteral("stats.sqlite")));
        GameController game;
        // Totals: 21 × die. Game 1: Anna 126, Ben 42. Game 2: Anna 63, Ben 105. Game 3: Anna 84, Carl 84.
        finishedSechzerspiel(game, {"Anna", "Ben"}, {6, 2});
        QCOMPARE(history.addGame(&game), QString());
        finishedSechzerspiel(game, {"Anna", "Ben"}, {3, 5});
        QCOMPARE(history.addGame(&game), QString());
        finishedSechzerspiel(game, {"Anna", "Carl"}, {4, 4});
        QCOMPARE(history.addGame(&game), QString());
        QCOMPARE(history.gameCount(), 3);
        QVERIFY(history.statistics("ohio").isEmpty());

        const QVariantList stats = history.statistics("sechzerspiel");
        QCOMPARE(stats.size(), 3);
        const QVariantMap anna = stats[0].toMap();
        QCOMPARE(anna["name"].toString(), QStringLiteral("Anna"));
        QCOMPARE(anna["played"].toInt(), 3);
        QCOMPARE(anna["wins"].toInt(), 2); // game 1, and the tie of game 3
        QCOMPARE(anna["average"].toDouble(), (126 + 63 + 84) / 3.0);
        QCOMPARE(anna["best"].toInt(), 126);
        const QVariantMap ben = stats[1].toMap();
        QCOMPARE(ben["name"].toString(), QStringLiteral("Ben"));
        QCOMPARE(ben["played"].toInt(), 2);
        QCOMPARE(ben["wins"].toInt(), 1);
        QCOMPARE(ben["average"].toDouble(), (42 + 105) / 2.0);

        const QVariantList best = history.highScores("sechzerspiel", 3);
        QCOMPARE(best.size(), 3);
        QCOMPARE(best[0].toMap()["total"].toInt(), 126);
        QCOMPARE(best[1].toMap()["total"].toInt(), 105);
        QCOMPARE(best[2].toMap()["total"].toInt(), 84);

        const QVariantList overTime = history.scoresOverTime("sechzerspiel");
        QCOMPARE(overTime.size(), 6);
        QCOMPARE(overTime[0].toMap()["total"].toInt(), 126);
        QCOMPARE(overTime[5].toMap()["name"].toString(), QStringLiteral("Carl"));
        QCOMPARE(overTime[1].toMap()["game"].toInt(), 0); // Ben's 42 belongs to the first game
        QCOMPARE(overTime[5].toMap()["game"].toInt(), 2);

        // Six totals from 42 to 126 in four buckets of 22: 42–63, 64–85, 86–107, 108–129.
        const QVariantList spread = history.distribution("sechzerspiel", 4);
        QCOMPARE(spread.size(), 4);
        QList<int> counts;
        for (const QVariant& bucket : spread)
            counts << bucket.toMap()["count"].toInt();
        QCOMPARE(counts, (QList<int>{2, 2, 1, 1}));
        QCOMPARE(spread[0].toMap()["from"].toInt(), 42);
        QCOMPARE(spread[0].toMap()["to"].toInt(), 63);
    }

    void aPastGameOpensReadOnly()
    {
        HistoryStore history;
        history.setDatabaseFile(m_dir.filePath(QStringLiteral("open.sqlite")));
        GameController game;
        finishedSechzerspiel(game, {"Anna"}, {5});
        QCOMPARE(history.addGame(&game), QString());
        GameController viewer;
        viewer.setAutosaveFolder(m_dir.filePath(QStringLiteral("autosave")));
        QCOMPARE(history.open(&viewer, history.games().first().toMap()["id"].toInt()), QString());
        QVERIFY(viewer.isReadOnly());
        QVERIFY(viewer.autosaveFile().isEmpty());
        QCOMPARE(viewer.match()->sheets(), game.match()->sheets());
        QCOMPARE(viewer.editBox(0, 0, 0, "1"), QStringLiteral("A game from the history cannot be changed."));
        QVERIFY(!viewer.undo());
        QVERIFY(!viewer.canUndo());
        QVERIFY(!history.open(&viewer, 999).isEmpty());
    }

    void clearingForgetsEverything()
    {
        HistoryStore history;
        history.setDatabaseFile(m_dir.filePath(QStringLiteral("clear.sqlite")));
        GameController game;
        finishedSechzerspiel(game, {"Anna"}, {1});
        QCOMPARE(history.addGame(&game), QString());
        QVERIFY(history.clear());
        QCOMPARE(history.gameCount(), 0);
        QVERIFY(history.statistics("sechzerspiel").isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestHistory)
#include "tst_history.moc"
