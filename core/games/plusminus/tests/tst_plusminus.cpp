// SPDX-License-Identifier: GPL-3.0-or-later
// Plus-minus (seed 000, "Plus - minus") as the booklet writes it: "Jeder Spieler würfelt neunmal
// hintereinander. Jeder dritte Wurf wird subtrahiert, also: Wurf 1 + Wurf 2 - Wurf 3 + Wurf 4 + Wurf 5
// - Wurf 6 + Wurf 7 + Wurf 8 - Wurf 9. Wer einen Minuswert erreicht, darf weitermachen."
#include <QTest>

#include <cmath>
#include <random>
#include <set>

#include "engine/registry.h"
#include "gamefile.h"
#include "games/plusminus/plusminus.h"
#include "match.h"
#include "racetest.h"

using namespace knobel;
using namespace knobel::testing;

class tst_PlusMinus : public QObject
{
    Q_OBJECT

private slots:
    /// "Wurf 1 + Wurf 2 - Wurf 3 + Wurf 4 + Wurf 5 - Wurf 6 + Wurf 7 + Wurf 8 - Wurf 9"
    void everyThirdThrowIsSubtracted_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("total");
        QTest::newRow("nine sixes: 6 + 6 - 6, three times") << QList<int>{6, 6, 6, 6, 6, 6, 6, 6, 6} << 18;
        QTest::newRow("the rules page's example") << QList<int>{4, 5, 6, 2, 3, 1, 6, 6, 2} << 17;
        QTest::newRow("nine ones") << QList<int>{1, 1, 1, 1, 1, 1, 1, 1, 1} << 3;
        QTest::newRow("1 to 9 as the text counts them")
            << QList<int>{1, 2, 3, 4, 5, 6, 1, 2, 3} << (1 + 2 - 3 + 4 + 5 - 6 + 1 + 2 - 3);
        QTest::newRow("sixes on every third throw: the least there is")
            << QList<int>{1, 1, 6, 1, 1, 6, 1, 1, 6} << -12;
        QTest::newRow("the most there is") << QList<int>{6, 6, 1, 6, 6, 1, 6, 6, 1} << 33;
    }
    void everyThirdThrowIsSubtracted()
    {
        QFETCH(QList<int>, faces);
        QFETCH(int, total);
        PlusMinusState state(raceSetup("plusminus", 2, 3));
        const Seat first = state.current();
        QCOMPARE(throwAll(state, faces), QString());
        QCOMPARE(state.totals()[std::size_t(first)], total);
        QCOMPARE(state.throwsMade()[std::size_t(first)], 9);
        QVERIFY(state.current() != first); // nine throws in a row, then the next player
        QCOMPARE(state.observe(kNoSeat).seats[std::size_t(first)].roundLine.args.front().literal,
            std::to_string(total));
    }

    /// "Wer einen Minuswert erreicht, darf weitermachen": below zero, the same player throws on.
    void aMinusValueGoesOn()
    {
        PlusMinusState state(raceSetup("plusminus", 3, 5));
        const Seat first = state.current();
        QCOMPARE(throwAll(state, {1, 1, 6}), QString());
        QCOMPARE(state.totals()[std::size_t(first)], -4);
        QCOMPARE(state.current(), first);
        QCOMPARE(state.legalActions().size(), std::size_t(1));
        QCOMPARE(state.observe(kNoSeat).fact<int>("throw"), std::optional<int>(4));
        QCOMPARE(state.observe(kNoSeat).fact<bool>("subtracted"), std::optional<bool>(false));
        QCOMPARE(throwAll(state, {2, 2}), QString());
        QCOMPARE(state.observe(kNoSeat).fact<bool>("subtracted"), std::optional<bool>(true));
        // What each throw does is told as the game stands before it, one sentence a throw; the
        // throws write no outcome.
        QCOMPARE(QString::fromStdString(state.describe(thrown(3), first, kNoSeat).english()),
            QStringLiteral("%1 throws 3: throw 6 of 9 is subtracted, %1 has -3.").arg(QChar('A' + first)));
        QCOMPARE(QString::fromStdString(state.describe(thrown(5), first, kNoSeat).english()),
            QStringLiteral("%1 throws 5: throw 6 of 9 is subtracted, %1 has -5.").arg(QChar('A' + first)));
        QVERIFY(state.outcomes().empty());
    }

    void theHighestTotalWinsAndEqualTotalsShare()
    {
        PlusMinusState state(raceSetup("plusminus", 3, 2));
        const std::vector<Seat> order = state.order();
        QCOMPARE(throwAll(state, {6, 6, 1, 6, 6, 1, 6, 6, 1}), QString()); // 33
        QCOMPARE(throwAll(state, {1, 1, 1, 1, 1, 1, 1, 1, 1}), QString()); // 3
        QVERIFY(!state.isTerminal());
        QCOMPARE(throwAll(state, {6, 6, 1, 6, 6, 1, 6, 6, 1}), QString()); // 33
        QVERIFY(state.isTerminal());
        QVERIFY(state.legalActions().empty());
        QVERIFY(state.apply(thrown(3)).has_value());
        const Result result = state.result();
        QCOMPARE(result.standings[0].place, 1);
        QCOMPARE(result.standings[1].place, 1);
        QCOMPARE(result.standings[2].player, order[1]);
        QCOMPARE(result.standings[2].place, 3);
        QVERIFY(result.payments.empty());
        QVERIFY(QString::fromStdString(state.outcomes().back().english())
                    .contains("share the win with a total of 33."));
    }

    void nonsenseIsRefusedAndChangesNothing_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<QList<int>>("faces");
        QTest::newRow("a stop") << int(Action::Type::Stop) << QList<int>{};
        QTest::newRow("two dice") << int(Action::Type::Throw) << QList<int>{3, 4};
        QTest::newRow("a seven") << int(Action::Type::Throw) << QList<int>{7};
        QTest::newRow("no faces") << int(Action::Type::Throw) << QList<int>{};
    }
    void nonsenseIsRefusedAndChangesNothing()
    {
        QFETCH(int, type);
        QFETCH(QList<int>, faces);
        PlusMinusState state(raceSetup("plusminus", 2, 1));
        QCOMPARE(throwAll(state, {4, 2}), QString());
        QCOMPARE(refusedAndUnchanged(state, type, faces), QString());
    }

    void theFirstSeatIsDrawnFromTheSeed()
    {
        std::set<Seat> firsts;
        for (std::uint64_t seed = 1; seed <= 20; ++seed)
            firsts.insert(PlusMinusState(raceSetup("plusminus", 3, seed)).current());
        QCOMPARE(firsts.size(), std::size_t(3));
    }

    /// The expected total of nine throws is 3 × 3.5 = 10.5 (six added, three subtracted), its
    /// variance 9 × 35/12; whole games of the game's own code meet it within three standard errors.
    void theMeanTotalMeetsTheClosedForm()
    {
        const double mean = 3 * 3.5, variance = 9 * 35.0 / 12;
        double sum = 0;
        int n = 0;
        for (std::uint64_t seed = 1; seed <= 1500; ++seed) {
            const Match match = playedOut(raceSetup("plusminus", 2, seed));
            for (const Standing& s : match.result().standings) {
                sum += s.total;
                ++n;
            }
        }
        const double measured = sum / n, se = std::sqrt(variance / n);
        qInfo("plusminus: mean total %.3f (closed form %.3f ± %.3f)", measured, mean, se);
        QVERIFY(std::abs(measured - mean) < 3 * se);
    }

    void wholeSeededGamesReplay()
    {
        const Match match = playedOut(raceSetup("plusminus", 4, 77));
        QCOMPARE(match.record().actions.size(), std::size_t(36));
        QCOMPARE(replaysExactly(match, raceSetup("plusminus", 4, 77)), QString());
    }
};

QTEST_APPLESS_MAIN(tst_PlusMinus)
#include "tst_plusminus.moc"
