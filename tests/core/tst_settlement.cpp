// SPDX-License-Identifier: GPL-3.0-or-later
#include <QTest>

#include "engine/registry.h"

using namespace knobel;

Q_DECLARE_METATYPE(std::vector<Payment>)

namespace {

/// A three-column sheet whose columns sum to the given values (written into the first row).
Sheet columnsSumming(int first, int second, int third)
{
    Sheet sheet(3, 11);
    sheet.setBox(0, 0, first);
    sheet.setBox(1, 0, second);
    sheet.setBox(2, 0, third);
    return sheet;
}

Sheet totalling(int total)
{
    Sheet sheet(1, 11);
    sheet.setBox(0, 10, total);
    return sheet;
}

} // namespace

class TestSettlement : public QObject
{
    Q_OBJECT

private slots:
    void escaleroPaysTheDifference()
    {
        // Seed 000: "der Sieger erhält von seinen Gegenspielern die Differenz der Summen ausbezahlt".
        const SheetGame& escalero = *findSheetGame("escalero");
        const Result result
            = escalero.result({totalling(180), totalling(150), totalling(120)}, escalero.defaultOptions());
        const std::vector<Payment> expected{{1, 0, 30}, {2, 0, 60}, {2, 1, 30}};
        QCOMPARE(result.payments, expected);
        QCOMPARE(result.standings[0].player, 0);
        QCOMPARE(result.standings[0].balance, 90);
        QCOMPARE(result.standings[1].balance, 0);
        QCOMPARE(result.standings[2].balance, -90);
    }

    void equalSumsPayNothingAndSharePlaces()
    {
        const SheetGame& escalero = *findSheetGame("escalero");
        const Result result
            = escalero.result({totalling(100), totalling(100), totalling(90)}, escalero.defaultOptions());
        QCOMPARE(result.payments.size(), std::size_t(2));
        QCOMPARE(result.standings[0].place, 1);
        QCOMPARE(result.standings[1].place, 1);
        QCOMPARE(result.standings[2].place, 3);
    }

    void ohioRanksByPoints()
    {
        const SheetGame& ohio = *findSheetGame("ohio");
        const Result result
            = ohio.result({totalling(90), totalling(166), totalling(120)}, ohio.defaultOptions());
        QVERIFY(result.payments.empty());
        QCOMPARE(result.standings[0].player, 1);
        QCOMPARE(result.standings[1].player, 2);
        QCOMPARE(result.standings[2].player, 0);
    }

    void columnAgainstColumn_data()
    {
        QTest::addColumn<QString>("columnValues");
        QTest::addColumn<QList<int>>("anna");
        QTest::addColumn<QList<int>>("ben");
        QTest::addColumn<int>("annaReceives"); // negative: Anna pays Ben
        QTest::addColumn<int>("headWinner");
        // Seed 001: "Den Reihen werden … Werte etwa von 1 (Reihe 1), 2 (Reihe 2) und 4 (Reihe 3) oder 2-2-4
        // zugeordnet."
        QTest::newRow("1-2-4: the third column outweighs the first two")
            << "1-2-4" << QList<int>{200, 200, 100} << QList<int>{100, 100, 200} << -1 << -1;
        // "Üblicherweise ist die dritte Reihe genauso viel wert wie Reihe eins und zwei zusammen …
        // unentschieden."
        QTest::newRow("2-2-4: the first two against the third is a draw")
            << "2-2-4" << QList<int>{200, 200, 100} << QList<int>{100, 100, 200} << 0 << -1;
        // "Gewinnt ein Spieler alle Reihen (Head), bezahlt meist der Verlierer das Doppelte".
        QTest::newRow("1-2-4: Head pays double, 14")
            << "1-2-4" << QList<int>{201, 202, 203} << QList<int>{1, 2, 3} << 14 << 0;
        QTest::newRow("2-2-4: Head pays double, 16")
            << "2-2-4" << QList<int>{1, 2, 3} << QList<int>{201, 202, 203} << -16 << 1;
        QTest::newRow("equal sums win nothing, and spoil Head")
            << "1-2-4" << QList<int>{150, 200, 250} << QList<int>{150, 100, 100} << 6 << -1;
        QTest::newRow("all equal: nobody pays")
            << "1-2-4" << QList<int>{10, 20, 30} << QList<int>{10, 20, 30} << 0 << -1;
    }

    void columnAgainstColumn()
    {
        QFETCH(QString, columnValues);
        QFETCH(QList<int>, anna);
        QFETCH(QList<int>, ben);
        QFETCH(int, annaReceives);
        QFETCH(int, headWinner);
        const SheetGame& poker = *findSheetGame("wuerfelpoker");
        RuleOptions options = poker.defaultOptions();
        QCOMPARE(options.set(poker.options(), "column_values", columnValues.toStdString()), std::nullopt);
        const Result result = poker.result(
            {columnsSumming(anna[0], anna[1], anna[2]), columnsSumming(ben[0], ben[1], ben[2])}, options);
        QCOMPARE(result.duels.size(), std::size_t(1));
        QCOMPARE(result.duels[0].headWinner, headWinner);
        if (annaReceives == 0) {
            QVERIFY(result.payments.empty());
        } else {
            QCOMPARE(result.payments.size(), std::size_t(1));
            const Payment expected
                = annaReceives > 0 ? Payment{1, 0, annaReceives} : Payment{0, 1, -annaReceives};
            QCOMPARE(result.payments[0], expected);
        }
        const auto& winner = result.standings[0];
        QCOMPARE(winner.balance, std::abs(annaReceives));
    }

    void headMultiplierIsAnOption()
    {
        const SheetGame& poker = *findSheetGame("wuerfelpoker");
        RuleOptions options = poker.defaultOptions();
        QCOMPARE(options.set(poker.options(), "head_multiplier", "3"), std::nullopt);
        const Result result = poker.result({columnsSumming(9, 9, 9), columnsSumming(1, 1, 1)}, options);
        QCOMPARE(result.payments, (std::vector<Payment>{{1, 0, 21}}));
    }

    void everyPairSettlesWithThreePlayers()
    {
        // Anna beats Ben in every column (Head: Ben pays 14). Anna wins Carl's first two columns (3) but
        // loses the third (4): Anna pays Carl 1. Carl beats Ben in every column: Ben pays Carl 14.
        // Carl ranks first on chips although Anna has more points.
        const SheetGame& poker = *findSheetGame("wuerfelpoker");
        const Result result = poker.result(
            {columnsSumming(100, 100, 100), columnsSumming(50, 50, 90), columnsSumming(60, 60, 120)},
            poker.defaultOptions());
        QCOMPARE(result.duels.size(), std::size_t(3));
        QCOMPARE(result.payments, (std::vector<Payment>{{1, 0, 14}, {0, 2, 1}, {1, 2, 14}}));
        QCOMPARE(result.standings[0].player, 2);
        QCOMPARE(result.standings[0].balance, 15);
        QCOMPARE(result.standings[1].player, 0);
        QCOMPARE(result.standings[1].balance, 13);
        QCOMPARE(result.standings[2].player, 1);
        QCOMPARE(result.standings[2].balance, -28);
    }
};

QTEST_APPLESS_MAIN(TestSettlement)
#include "tst_settlement.moc"
