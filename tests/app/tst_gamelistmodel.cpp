// SPDX-License-Identifier: GPL-3.0-or-later
#include <QAbstractItemModelTester>
#include <QTest>

#include "gamelistmodel.h"

class TestGameListModel : public QObject
{
    Q_OBJECT

private slots:
    void listsTheFourSheetGames()
    {
        GameListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 4);
        QStringList ids;
        for (int row = 0; row < model.rowCount(); ++row)
            ids << model.index(row).data(GameListModel::IdRole).toString();
        QCOMPARE(ids, (QStringList{"ohio", "sechzerspiel", "escalero", "wuerfelpoker"}));
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
            << QStringList{} << QStringList{"ohio", "sechzerspiel", "escalero", "wuerfelpoker"};
        QTest::newRow("the game played last leads")
            << QStringList{"wuerfelpoker"} << QStringList{"wuerfelpoker", "ohio", "sechzerspiel", "escalero"};
        QTest::newRow("several games in the order they were played") << QStringList{
            "escalero", "ohio"} << QStringList{"escalero", "ohio", "sechzerspiel", "wuerfelpoker"};
        QTest::newRow("an unknown or repeated id is passed over") << QStringList{"chess", "sechzerspiel",
            "sechzerspiel"} << QStringList{"sechzerspiel", "ohio", "escalero", "wuerfelpoker"};
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
