// SPDX-License-Identifier: GPL-3.0-or-later
// Die 21. Eins (seed 000) as the booklet writes it: "Es wird reihum gewürfelt und mitgezählt, wie oft
// die 1 fällt. Gewinner ist, wer die 21. 1 wirft."
#include <QTest>

#include <cmath>

#include "engine/registry.h"
#include "gamefile.h"
#include "games/die21eins/die21eins.h"
#include "match.h"
#include "racetest.h"

using namespace knobel;
using namespace knobel::testing;

class tst_Die21Eins : public QObject
{
    Q_OBJECT

private slots:
    /// "reihum gewürfelt und mitgezählt, wie oft die 1 fällt": the ones of all players, together.
    void theOnesOfAllPlayersAreCountedTogether()
    {
        Die21EinsState state(raceSetup("die21eins", 3, 4));
        const Seat first = state.current();
        for (int face : {1, 4, 1, 6, 1})
            QVERIFY(!state.apply(thrown(face)));
        QCOMPARE(state.ones(), 3);
        // The first threw 1 and 6, the second 4 and 1, the third 1: one one each.
        for (Seat s = 0; s < 3; ++s)
            QCOMPARE(state.onesBy()[std::size_t(s)], 1);
        QCOMPARE(state.current(), (first + 2) % 3); // one throw a turn, clockwise
        const Observation view = state.observe(kNoSeat);
        QCOMPARE(view.fact<int>("counter"), std::optional<int>(3));
        QCOMPARE(view.fact<int>("counterGoal"), std::optional<int>(21));
        QCOMPARE(view.fact<std::string>("counterCounts"), std::optional<std::string>("ones"));
        // Each throw is told as the game stood before it: the count it made.
        QCOMPARE(QString::fromStdString(state.describe(thrown(1), (first + 2) % 3, kNoSeat).english()),
            QStringLiteral("%1 throws a one: 4 one(s) of 21.").arg(QChar('A' + (first + 2) % 3)));
        QCOMPARE(QString::fromStdString(state.describe(thrown(5), (first + 2) % 3, kNoSeat).english()),
            QStringLiteral("%1 throws a 5: still 3 one(s) of 21.").arg(QChar('A' + (first + 2) % 3)));
        QVERIFY(state.outcomes().empty()); // a throw writes no outcome; only the end does
    }

    /// "Gewinner ist, wer die 21. 1 wirft."
    void theTwentyFirstOneWins_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<int>("winnerAfterFirst"); ///< seats after the first who throws the 21st one
        QTest::newRow("two players: twenty ones, then the first throws the 21st") << 2 << 0;
        QTest::newRow("three players: the third throws it") << 3 << 2;
    }
    void theTwentyFirstOneWins()
    {
        QFETCH(int, seats);
        QFETCH(int, winnerAfterFirst);
        Die21EinsState state(raceSetup("die21eins", seats, 9));
        const Seat first = state.current();
        // Twenty ones go round the table; then sixes until the winner's turn, and the 21st one.
        for (int i = 0; i < 20; ++i)
            QVERIFY(!state.apply(thrown(1)));
        QCOMPARE(state.ones(), 20);
        while (state.current() != (first + winnerAfterFirst) % seats)
            QVERIFY(!state.apply(thrown(6)));
        QVERIFY(!state.isTerminal());
        QVERIFY(!state.apply(thrown(1)));
        QVERIFY(state.isTerminal());
        QCOMPARE(state.winner(), (first + winnerAfterFirst) % seats);
        QVERIFY(state.legalActions().empty());
        QVERIFY(state.apply(thrown(1)).has_value());
        const Result result = state.result();
        QCOMPARE(result.standings.front().player, state.winner());
        QCOMPARE(result.standings.front().place, 1);
        QCOMPARE(result.standings.back().place, 2);
        QCOMPARE(QString::fromStdString(state.outcomes().back().english()),
            QStringLiteral("%1 throws the 21st one and wins.").arg(QChar('A' + state.winner())));
    }

    void nonsenseIsRefusedAndChangesNothing_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<QList<int>>("faces");
        QTest::newRow("a stop") << int(Action::Type::Stop) << QList<int>{};
        QTest::newRow("two dice") << int(Action::Type::Throw) << QList<int>{1, 1};
        QTest::newRow("a zero") << int(Action::Type::Throw) << QList<int>{0};
    }
    void nonsenseIsRefusedAndChangesNothing()
    {
        QFETCH(int, type);
        QFETCH(QList<int>, faces);
        Die21EinsState state(raceSetup("die21eins", 2, 1));
        QVERIFY(!state.apply(thrown(1)));
        QCOMPARE(refusedAndUnchanged(state, type, faces), QString());
    }

    /// 21 ones at 1/6 a throw: a game lasts 126 throws on average (negative binomial, variance
    /// 21 × 5/6 × 36 = 630). Whole games of the game's own code meet it within three standard errors.
    void aGameLasts126ThrowsOnAverage()
    {
        const double mean = 21 * 6.0, variance = 21 * (5.0 / 6) * 36;
        const int games = 1000;
        double sum = 0;
        for (std::uint64_t seed = 1; seed <= std::uint64_t(games); ++seed)
            sum += double(playedOut(raceSetup("die21eins", 3, seed)).record().actions.size());
        const double measured = sum / games, se = std::sqrt(variance / games);
        qInfo("die21eins: %.2f throws a game (closed form %.0f ± %.2f)", measured, mean, se);
        QVERIFY(std::abs(measured - mean) < 3 * se);
    }

    void wholeSeededGamesReplay()
    {
        const Match match = playedOut(raceSetup("die21eins", 4, 77));
        QCOMPARE(replaysExactly(match, raceSetup("die21eins", 4, 77)), QString());
    }
};

QTEST_APPLESS_MAIN(tst_Die21Eins)
#include "tst_die21eins.moc"
