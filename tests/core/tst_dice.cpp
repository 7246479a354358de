// SPDX-License-Identifier: GPL-3.0-or-later
#include <QTest>

#include <cmath>

#include "dice.h"

using namespace knobel;

class TestDice : public QObject
{
    Q_OBJECT

private slots:
    void parseFace_data()
    {
        QTest::addColumn<QString>("token");
        QTest::addColumn<bool>("poker");
        QTest::addColumn<int>("face"); // 0: refused
        QTest::newRow("a pip die reads 1") << "1" << false << 1;
        QTest::newRow("a pip die reads 6") << "6" << false << 6;
        QTest::newRow("a pip die has no 7") << "7" << false << 0;
        QTest::newRow("a pip die has no 0") << "0" << false << 0;
        QTest::newRow("a pip die has no Queen") << "Q" << false << 0;
        QTest::newRow("a pip die refuses 12") << "12" << false << 0;
        QTest::newRow("a poker die's 9 is the Nine") << "9" << true << 1;
        QTest::newRow("a poker die's 10 is the Ten") << "10" << true << 2;
        QTest::newRow("J is the Jack") << "J" << true << 3;
        QTest::newRow("lower-case j is the Jack too") << "j" << true << 3;
        QTest::newRow("German B (Bube) is the Jack") << "B" << true << 3;
        QTest::newRow("Q is the Queen") << "Q" << true << 4;
        QTest::newRow("German D (Dame) is the Queen") << "d" << true << 4;
        QTest::newRow("K is the King, in German too") << "K" << true << 5;
        QTest::newRow("A is the Ace, in German too") << "a" << true << 6;
        QTest::newRow("a poker die has no 1") << "1" << true << 0;
        QTest::newRow("a poker die has no 6") << "6" << true << 0;
        QTest::newRow("a poker die refuses an empty token") << "" << true << 0;
    }

    void parseFace()
    {
        QFETCH(QString, token);
        QFETCH(bool, poker);
        QFETCH(int, face);
        QCOMPARE(
            knobel::parseFace(token.toStdString(), poker ? DieKind::Poker : DieKind::Pips).value_or(0), face);
    }

    void faceSymbolsReadBack()
    {
        for (DieKind kind : {DieKind::Pips, DieKind::Poker})
            for (int face = 1; face <= kFaceCount; ++face)
                QCOMPARE(knobel::parseFace(faceSymbol(face, kind), kind), face);
        QCOMPARE(faceSymbol(4, DieKind::Poker), std::string("Q"));
    }

    void aSeedThrowsTheSameDiceEveryTime()
    {
        DiceRoller first(20261121);
        DiceRoller second(20261121);
        DiceRoller other(20261122);
        int differences = 0;
        for (int i = 0; i < 1000; ++i) {
            const int a = first.roll();
            QCOMPARE(second.roll(), a);
            differences += other.roll() != a;
        }
        QVERIFY(differences > 700); // another seed is another sequence
    }

    void theDiceAreFair()
    {
        // Chi-square over 60,000 rolls with 5 degrees of freedom; 20.5 is the 0.1 % critical value.
        DiceRoller roller(42);
        std::array<int, kFaceCount + 1> counts{};
        const int rolls = 60000;
        for (int i = 0; i < rolls; ++i) {
            const int face = roller.roll();
            QVERIFY(face >= 1 && face <= kFaceCount);
            ++counts[face];
        }
        double chiSquare = 0;
        for (int face = 1; face <= kFaceCount; ++face)
            chiSquare += std::pow(counts[face] - rolls / 6.0, 2) / (rolls / 6.0);
        QVERIFY2(chiSquare < 20.5, qPrintable(QString::number(chiSquare)));
    }

    void randomSeedsDiffer() { QVERIFY(DiceRoller::randomSeed() != DiceRoller::randomSeed()); }
};

QTEST_APPLESS_MAIN(TestDice)
#include "tst_dice.moc"
