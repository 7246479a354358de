// SPDX-License-Identifier: GPL-3.0-or-later
// Doppeltes Lottchen (seed 000) as the booklet writes it: "Reihum wird gewürfelt. Die geworfenen
// Augenzahlen aller Teilnehmer werden laufend addiert. Verloren hat, wer die Zahl 66 erreicht oder
// überschreitet." (../shared/rules-notes.md: three dice, one throw a turn; the loser pays each other
// player 1 chip.)
#include <QTest>

#include <cmath>
#include <numeric>

#include "engine/registry.h"
#include "gamefile.h"
#include "games/doppelteslottchen/doppelteslottchen.h"
#include "match.h"
#include "racetest.h"

using namespace knobel;
using namespace knobel::testing;

namespace {

GameSetup setupFor(int seats, std::uint64_t seed = 1)
{
    return raceSetup("doppelteslottchen", seats, seed);
}

} // namespace

class tst_DoppeltesLottchen : public QObject
{
    Q_OBJECT

private slots:
    /// "Die geworfenen Augenzahlen aller Teilnehmer werden laufend addiert": one total for the table.
    void thePipsOfAllPlayersMakeOneTotal()
    {
        DoppeltesLottchenState state(setupFor(3, 4));
        const Seat first = state.current();
        const QString a(QChar('A' + first));
        QCOMPARE(QString::fromStdString(state.describe(thrown(3, 5, 6), first, kNoSeat).english()),
            QStringLiteral("%1 throws 3, 5 and 6: 14 more, the total is 14.").arg(a));
        QVERIFY(!state.apply(thrown(3, 5, 6)));
        QVERIFY(!state.apply(thrown(1, 1, 1)));
        QVERIFY(!state.apply(thrown(6, 6, 6)));
        QCOMPARE(state.total(), 35);
        QCOMPARE(state.pipsBy()[std::size_t(first)], 14);
        QCOMPARE(state.current(), first); // one throw a turn, round the table
        const Observation view = state.observe(kNoSeat);
        QCOMPARE(view.fact<int>("counter"), std::optional<int>(35));
        QCOMPARE(view.fact<int>("counterGoal"), std::optional<int>(66));
        QCOMPARE(view.fact<std::string>("counterCounts"), std::optional<std::string>("pips"));
        QCOMPARE(view.seats[std::size_t(first)].roundLine.english(), std::string("added 14 pip(s)"));
        QCOMPARE(QString::fromStdString(state.status(kNoSeat).english()),
            QStringLiteral("%1 throws; the total is 35 of 66.").arg(a));
        QVERIFY(state.outcomes().empty());
    }

    /// "Verloren hat, wer die Zahl 66 erreicht oder überschreitet."
    void whoReachesOrPassesSixtySixLoses_data()
    {
        QTest::addColumn<QList<int>>("before"); ///< a throw after 60 that stays below 66, or none
        QTest::addColumn<QList<int>>("last");
        QTest::addColumn<int>("reached");
        QTest::newRow("63 is still safe, then 66 reached")
            << QList<int>{1, 1, 1} << QList<int>{1, 1, 1} << 66;
        QTest::newRow("66 passed: 71") << QList<int>{} << QList<int>{3, 4, 4} << 71;
    }
    void whoReachesOrPassesSixtySixLoses()
    {
        QFETCH(QList<int>, before);
        QFETCH(QList<int>, last);
        QFETCH(int, reached);
        DoppeltesLottchenState state(setupFor(3, 2));
        for (int i = 0; i < 4; ++i)
            QVERIFY(!state.apply(thrown(5, 5, 5)));
        QCOMPARE(state.total(), 60);
        if (!before.isEmpty()) {
            QVERIFY(!state.apply(thrown(before[0], before[1], before[2])));
            QCOMPARE(state.total(), 63);
        }
        QVERIFY(!state.isTerminal());
        const Seat loser = state.current();
        const Action action = thrown(last[0], last[1], last[2]);
        QCOMPARE(QString::fromStdString(state.describe(action, loser, kNoSeat).english()),
            QStringLiteral("%1 throws %2, %3 and %4: %5 more, the total reaches %6 and %1 loses.")
                .arg(QChar('A' + loser))
                .arg(last[0])
                .arg(last[1])
                .arg(last[2])
                .arg(last[0] + last[1] + last[2])
                .arg(reached));
        QVERIFY(!state.apply(action));
        QVERIFY(state.isTerminal());
        QCOMPARE(state.total(), reached);
        QCOMPARE(state.loser(), loser);
        // The loser pays every other player a chip.
        QCOMPARE(state.ledger().balance(loser), -2);
        for (Seat s = 0; s < 3; ++s)
            if (s != loser)
                QCOMPARE(state.ledger().balance(s), 1);
        const Result result = state.result();
        int sum = 0;
        for (const Standing& s : result.standings)
            sum += s.balance;
        QCOMPARE(sum, 0);
        QCOMPARE(result.standings.back().player, loser);
        QCOMPARE(result.payments.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(state.outcomes().back().english()),
            QStringLiteral("%1 brings the total to %2 and pays 2 chip(s), one to every other player.")
                .arg(QChar('A' + loser))
                .arg(reached));
        QCOMPARE(QString::fromStdString(state.status(kNoSeat).english()),
            QStringLiteral("The game is over: %1 brought the total to %2.")
                .arg(QChar('A' + loser))
                .arg(reached));
        QVERIFY(state.legalActions().empty());
    }

    void nonsenseIsRefusedAndChangesNothing_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<QList<int>>("faces");
        QTest::newRow("a stop") << int(Action::Type::Stop) << QList<int>{};
        QTest::newRow("one die") << int(Action::Type::Throw) << QList<int>{6};
        QTest::newRow("a seven") << int(Action::Type::Throw) << QList<int>{7, 6, 6};
    }
    void nonsenseIsRefusedAndChangesNothing()
    {
        QFETCH(int, type);
        QFETCH(QList<int>, faces);
        DoppeltesLottchenState state(setupFor(2, 1));
        QVERIFY(!state.apply(thrown(2, 2, 1)));
        QCOMPARE(refusedAndUnchanged(state, type, faces), QString());
    }

    /// The length of a game, worked out over the totals below 66 (6.778 throws on average), and who
    /// loses at a table of three (the first thrower 48.0 %, the second 16.5 %, the third 35.5 %): whole
    /// games of the game's own code meet both within three standard errors.
    void gamesMeetTheWorkedOutLengthAndLosers()
    {
        const std::vector<double> p = DoppeltesLottchenDef::throwsDistribution();
        QVERIFY(std::abs(std::accumulate(p.begin(), p.end(), 0.0) - 1) < 1e-12);
        QCOMPARE(p[3], 0.0); // three throws make 54 at most; four may make 66
        const double mean = DoppeltesLottchenDef::expectedThrows();
        double square = 0;
        for (std::size_t n = 0; n < p.size(); ++n)
            square += double(n * n) * p[n];
        const double variance = square - mean * mean;
        double sum = 0;
        int firstLost = 0;
        const int games = 3000;
        for (std::uint64_t seed = 1; seed <= std::uint64_t(games); ++seed) {
            const Match match = playedOut(setupFor(3, seed));
            const auto& state = dynamic_cast<const DoppeltesLottchenState&>(match.state());
            sum += double(match.record().actions.size());
            firstLost += state.loser() == state.starter() ? 1 : 0;
        }
        const double measured = sum / games, se = std::sqrt(variance / games);
        const double first = DoppeltesLottchenDef::loserChance(3, 0);
        const double lost = double(firstLost) / games, seLost = std::sqrt(first * (1 - first) / games);
        qInfo("doppelteslottchen: %.3f throws a game (worked out %.4f ± %.3f); the first of three loses %.3f "
              "(worked out %.4f ± %.3f); over %d games",
            measured, mean, se, lost, first, seLost, games);
        QVERIFY(std::abs(measured - mean) < 3 * se);
        QVERIFY(std::abs(lost - first) < 3 * seLost);
        QVERIFY(std::abs(DoppeltesLottchenDef::loserChance(3, 0) + DoppeltesLottchenDef::loserChance(3, 1)
                    + DoppeltesLottchenDef::loserChance(3, 2) - 1)
            < 1e-12);
    }

    void wholeSeededGamesReplay()
    {
        const Match match = playedOut(setupFor(4, 77));
        QCOMPARE(replaysExactly(match, setupFor(4, 77)), QString());
    }
};

QTEST_APPLESS_MAIN(tst_DoppeltesLottchen)
#include "tst_doppelteslottchen.moc"
