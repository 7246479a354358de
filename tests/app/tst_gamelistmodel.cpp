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
};

QTEST_GUILESS_MAIN(TestGameListModel)
#include "tst_gamelistmodel.moc"
