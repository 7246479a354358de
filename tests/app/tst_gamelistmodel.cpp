// SPDX-License-Identifier: GPL-3.0-or-later
#include <QAbstractItemModelTester>
#include <QTest>

#include "gamelistmodel.h"

class TestGameListModel : public QObject
{
    Q_OBJECT

private slots:
    void listsEveryGame()
    {
        GameListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 8);
        QStringList ids;
        for (int row = 0; row < model.rowCount(); ++row)
            ids << model.index(row).data(GameListModel::IdRole).toString();
        QCOMPARE(ids,
            (QStringList{"ohio", "sechzerspiel", "escalero", "wuerfelpoker", "pokerdice", "chicago",
                "lustigesieben", "liardice"}));
        // The new games with their family, their players and their computer levels.
        QCOMPARE(model.index(7).data(GameListModel::FamilyRole).toString(),
            QStringLiteral("Hidden dice and bluff"));
        QCOMPARE(model.index(0).data(GameListModel::FamilyRole).toString(), QStringLiteral("Score sheet"));
        QCOMPARE(model.index(6).data(GameListModel::FamilyRole).toString(), QStringLiteral("Bank and board"));
        QCOMPARE(model.index(5).data(GameListModel::DiceCountRole).toInt(), 3); // Chicago's three dice
        QCOMPARE(model.index(6).data(GameListModel::DiceCountRole).toInt(), 2);
        QCOMPARE(model.index(7).data(GameListModel::SheetColumnsRole).toInt(), 0);
        QCOMPARE(model.index(7).data(GameListModel::LevelsRole).toStringList(),
            (QStringList{"beginner", "good", "perfect"}));
        QVERIFY(!model.index(7).data(GameListModel::ScorePadRole).toBool());
        QVERIFY(model.index(0).data(GameListModel::ScorePadRole).toBool());
        QCOMPARE(model.index(3).data(GameListModel::NameRole).toString(), QStringLiteral("Würfel-Poker"));
        QCOMPARE(model.index(3).data(GameListModel::MinPlayersRole).toInt(), 2);
        QVERIFY(!model.index(2).data(GameListModel::DescriptionRole).toString().isEmpty());
        QCOMPARE(model.rowCount(model.index(0)), 0); // a list: no children
        QVERIFY(model.roleNames().values().contains("description"));
    }

    void theGamesPlayedLastComeFirst_data()
    {
        QTest::addColumn<QStringList>("recent");
        QTest::addColumn<QStringList>("shown");
        QTest::newRow("nothing played yet keeps the registry's order")
            << QStringList{}
            << QStringList{"ohio", "sechzerspiel", "escalero", "wuerfelpoker", "pokerdice", "chicago",
                   "lustigesieben", "liardice"};
        QTest::newRow("a new game played last leads")
            << QStringList{"liardice"}
            << QStringList{"liardice", "ohio", "sechzerspiel", "escalero", "wuerfelpoker", "pokerdice",
                   "chicago", "lustigesieben"};
        QTest::newRow("the game played last leads")
            << QStringList{"wuerfelpoker"}
            << QStringList{"wuerfelpoker", "ohio", "sechzerspiel", "escalero", "pokerdice", "chicago",
                   "lustigesieben", "liardice"};
        QTest::newRow("several games in the order they were played")
            << QStringList{"escalero", "ohio"}
            << QStringList{"escalero", "ohio", "sechzerspiel", "wuerfelpoker", "pokerdice", "chicago",
                   "lustigesieben", "liardice"};
        QTest::newRow("an unknown or repeated id is passed over")
            << QStringList{"chess", "sechzerspiel", "sechzerspiel"}
            << QStringList{"sechzerspiel", "ohio", "escalero", "wuerfelpoker", "pokerdice", "chicago",
                   "lustigesieben", "liardice"};
    }
    void theGamesPlayedLastComeFirst()
    {
        QFETCH(QStringList, recent);
        QFETCH(QStringList, shown);
        GameListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRecent(recent);
        QStringList ids;
        for (int row = 0; row < model.rowCount(); ++row)
            ids << model.index(row).data(GameListModel::IdRole).toString();
        QCOMPARE(ids, shown);
        // Every role follows the order: each card's picture is its own game's.
        const int wp = int(shown.indexOf("wuerfelpoker"));
        QCOMPARE(model.index(wp).data(GameListModel::SheetColumnsRole).toInt(), 3);
        QCOMPARE(model.index(wp).data(GameListModel::PokerDiceRole).toBool(), false); // pips, three columns
        QCOMPARE(model.get(wp).value("name").toString(), QStringLiteral("Würfel-Poker"));
        const int escalero = int(shown.indexOf("escalero"));
        QCOMPARE(model.index(escalero).data(GameListModel::PokerDiceRole).toBool(), true);
        QCOMPARE(model.index(escalero).data(GameListModel::DiceCountRole).toInt(), 5);
        QCOMPARE(model.index(escalero).data(GameListModel::SheetColumnsRole).toInt(), 1);
    }
};

QTEST_GUILESS_MAIN(TestGameListModel)
#include "tst_gamelistmodel.moc"
