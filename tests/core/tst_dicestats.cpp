// SPDX-License-Identifier: GPL-3.0-or-later
// A million dice from the game's roller (DiceRoller, what Match throws with): every face and every
// pair of successive faces as often as fair dice give them, by chi-square.
#include <QElapsedTimer>
#include <QFile>
#include <QTest>

#include "dice.h"
#include "dicestats.h"
#include "gamefile.h"
#include "gamefolders.h"

using namespace knobel;

namespace {

struct Figures
{
    double facesChi = 0;
    double facesP = 0;
    double pairsChi = 0;
    double pairsP = 0;
};

template <class Roll> Figures measure(int count, Roll roll)
{
    std::vector<double> faces(6, 0);
    std::vector<double> pairs(36, 0);
    int previous = 0;
    for (int i = 0; i < count; ++i) {
        const int face = roll();
        ++faces[std::size_t(face - 1)];
        // Pairs that do not overlap (dice 1-2, 3-4, …), so that the cells are independent.
        if (i % 2 == 1)
            ++pairs[std::size_t((previous - 1) * 6 + face - 1)];
        previous = face;
    }
    Figures f;
    f.facesChi = stats::chiSquare(faces, std::vector<double>(6, count / 6.0));
    f.facesP = stats::pValue(f.facesChi, 5);
    f.pairsChi = stats::chiSquare(pairs, std::vector<double>(36, (count / 2) / 36.0));
    f.pairsP = stats::pValue(f.pairsChi, 35);
    return f;
}

} // namespace

class TestDiceStats : public QObject
{
    Q_OBJECT

private slots:
    void thePValueIsTheChiSquareTail()
    {
        // Tables of the chi-square distribution: 11.07 is the 5 % point with 5 degrees of freedom,
        // 49.80 with 35; 20.52 the 0.1 % point with 5.
        QVERIFY(std::fabs(stats::pValue(11.0705, 5) - 0.05) < 1e-4);
        QVERIFY(std::fabs(stats::pValue(49.8018, 35) - 0.05) < 1e-4);
        QVERIFY(std::fabs(stats::pValue(20.515, 5) - 0.001) < 1e-5);
        QVERIFY(std::fabs(stats::pValue(4.35146, 5) - 0.5) < 1e-4);
        QCOMPARE(stats::pValue(0, 5), 1.0);
    }

    void aMillionDiceOfTheRollerAreFair_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed : {1ULL, 2026ULL, 12345678901234567890ULL})
            QTest::addRow("seed %llu", seed) << seed;
    }
    void aMillionDiceOfTheRollerAreFair()
    {
        QFETCH(quint64, seed);
        DiceRoller roller(seed);
        QElapsedTimer timer;
        timer.start();
        const Figures f = measure(1000000, [&] { return roller.roll(); });
        qInfo("seed %llu: faces chi-square %.2f (5 df), p = %.3f; pairs chi-square %.2f (35 df), p = %.3f; "
              "%lld ms",
            seed, f.facesChi, f.facesP, f.pairsChi, f.pairsP, timer.elapsed());
        // With three fixed seeds the figures are fixed too; 0.001 is far below what fair dice give.
        QVERIFY2(f.facesP > 0.001, qPrintable(QString::number(f.facesP)));
        QVERIFY2(f.pairsP > 0.001, qPrintable(QString::number(f.pairsP)));
    }

    // The test can fail: dice that favour the Six by one throw in a hundred, or that never repeat
    // a face, are caught.
    void unfairDiceAreCaught()
    {
        DiceRoller roller(1);
        int i = 0;
        const Figures loaded = measure(1000000, [&] { return ++i % 100 == 0 ? 6 : roller.roll(); });
        QVERIFY2(loaded.facesP < 0.001, qPrintable(QString::number(loaded.facesP)));
        int last = 0;
        const Figures noRepeat = measure(1000000, [&] {
            int face = roller.roll();
            while (face == last)
                face = roller.roll();
            return last = face;
        });
        QVERIFY2(noRepeat.facesP > 0.001, "each face alone still looks fair");
        QVERIFY2(noRepeat.pairsP < 0.001, qPrintable(QString::number(noRepeat.pairsP)));
    }

    // knobel stats counts the dice that left the cup: exactly the roller's draws, in any game.
    void theTallyCountsEveryDrawOnce_data()
    {
        QTest::addColumn<QString>("name");
        for (const char* name : {"escalero-finished.knobel", "liardice-finished.knobel",
                 "chicago-finished.knobel", "craps-finished.knobel", "jule-finished.knobel"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void theTallyCountsEveryDrawOnce()
    {
        QFETCH(QString, name);
        QFile file(fixtureFile(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        std::string problem;
        const auto record = gamefile::readRecord(file.readAll(), problem);
        QVERIFY2(record, problem.c_str());
        std::map<int, stats::Faces> bySeat;
        QVERIFY(stats::tallyThrows(*record, bySeat));
        stats::Faces counted{};
        long total = 0;
        for (const auto& [seat, faces] : bySeat)
            for (std::size_t f = 1; f <= 6; ++f) {
                counted[f] += faces[f];
                total += faces[f];
            }
        QVERIFY(total > 0);
        DiceRoller roller(*record->setup.seed);
        stats::Faces drawn{};
        for (long i = 0; i < total; ++i)
            ++drawn[std::size_t(roller.roll())];
        QCOMPARE(counted, drawn);
        // Dice set aside are not thrown again: fewer dice counted than the record's faces.
        std::size_t faces = 0;
        for (const Action& action : record->actions)
            if (action.type == Action::Type::Throw)
                faces += action.faces.size();
        QVERIFY(std::size_t(total) <= faces);
    }

    void sumsOfTwoAndThreeDiceAreCountedWhereTheyFall()
    {
        // Fair sums give a chi-square of 0: 36 throws of two dice, each sum as often as it can fall.
        stats::Sums exact;
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b)
                ++exact.two[std::size_t(a + b)];
        double p = 0;
        long throws = 0;
        QCOMPARE(stats::chiSquareOfSums(exact, 2, &p, &throws), 0.0);
        QCOMPARE(p, 1.0);
        QCOMPARE(throws, 36L);
        // Craps throws two dice, Chicago three.
        for (const auto& [name, dice] :
            {std::pair{"craps-finished.knobel", 2}, {"chicago-finished.knobel", 3}}) {
            QFile file(fixtureFile(QLatin1String(name)));
            QVERIFY(file.open(QIODevice::ReadOnly));
            std::string problem;
            const auto record = gamefile::readRecord(file.readAll(), problem);
            QVERIFY2(record, problem.c_str());
            stats::Sums sums;
            QVERIFY(stats::tallySums(*record, sums));
            long counted = 0;
            stats::chiSquareOfSums(sums, dice, &p, &counted);
            QVERIFY2(counted > 10, name);
            QVERIFY(p >= 0 && p <= 1);
        }
    }

    // What fair dice should throw of each sum: the exact distribution, not a flat one.
    void theExpectedSumsAreTheWaysTheDiceFall()
    {
        QCOMPARE(stats::waysToThrowSums(2), (std::vector<int>{1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1}));
        QCOMPARE(stats::waysToThrowSums(3),
            (std::vector<int>{1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1}));
        const std::vector<double> two = stats::expectedSums(2, 72);
        QCOMPARE(two.front(), 2.0); // a 2 in 36 throws
        QCOMPARE(two[5], 12.0); // a 7 six times in 36
        QCOMPARE(stats::expectedSums(3, 216)[7], 27.0); // a 10 of three dice
        stats::Sums a;
        stats::Sums b;
        a.two[7] = 2;
        b.two[7] = 3;
        b.three[18] = 1;
        stats::add(a, b);
        QCOMPARE(stats::sumCounts(a, 2)[5], 5L);
        QCOMPARE(stats::sumCounts(a, 3).back(), 1L);
        QCOMPARE(stats::sumCounts(a, 3).size(), std::size_t(16));
        // The rarest sums are expected five times from these many throws on.
        QCOMPARE(stats::expectedSums(2, stats::fewestThrowsToTell(2)).front(), 5.0);
        QCOMPARE(stats::expectedSums(3, stats::fewestThrowsToTell(3)).front(), 5.0);
    }
};

QTEST_GUILESS_MAIN(TestDiceStats)
#include "tst_dicestats.moc"
