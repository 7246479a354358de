// SPDX-License-Identifier: GPL-3.0-or-later
// Blaue Augen (seed 000) as the booklet writes it: "Reihum wird gewürfelt. Nur die geraden Zahlen
// (2, 4, 6) gelten und werden zusammengezählt." Graue Augen, the variant, has its own test.
#include <QTest>

#include <cmath>

#include "engine/registry.h"
#include "gamefile.h"
#include "games/blaueaugen/blaueaugen.h"
#include "match.h"
#include "racetest.h"

using namespace knobel;
using namespace knobel::testing;

namespace {

GameSetup setupFor(int seats, std::uint64_t seed = 1, int rounds = 5)
{
    GameSetup setup = raceSetup("blaueaugen", seats, seed);
    setup.options.set(findGameDef("blaueaugen")->options(), "rounds", std::to_string(rounds));
    return setup;
}

} // namespace

class tst_BlaueAugen : public QObject
{
    Q_OBJECT

private slots:
    void onlyTheEvenPipsCount_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("score");
        QTest::addColumn<QString>("said");
        // "Nur die geraden Zahlen (2, 4, 6) gelten und werden zusammengezählt."
        QTest::newRow("2 5 6: the 2 and the 6")
            << QList<int>{2, 5, 6} << 8 << "%1 throws 2, 5 and 6: the even pips make 2 + 6 = 8; %1 has 8.";
        QTest::newRow("6 6 6: the most") << QList<int>{
            6, 6, 6} << 18 << "%1 throws 6, 6 and 6: the even pips make 6 + 6 + 6 = 18; %1 has 18.";
        QTest::newRow("4 alone") << QList<int>{1, 4, 3} << 4
                                 << "%1 throws 1, 4 and 3: the even pips make 4; %1 has 4.";
        QTest::newRow("1 3 5: nothing")
            << QList<int>{1, 3, 5} << 0 << "%1 throws 1, 3 and 5: no even pips; %1 stays at 0.";
    }
    void onlyTheEvenPipsCount()
    {
        QFETCH(QList<int>, faces);
        QFETCH(int, score);
        QFETCH(QString, said);
        const std::vector<int> dice(faces.begin(), faces.end());
        QCOMPARE(BlaueAugenDef::score(dice, false), score);
        BlaueAugenState state(setupFor(2, 3));
        const Seat seat = state.current();
        const Action action = thrown(dice[0], dice[1], dice[2]);
        QCOMPARE(QString::fromStdString(state.describe(action, seat, kNoSeat).english()),
            said.arg(QChar('A' + seat)));
        QVERIFY(!state.apply(action));
        QCOMPARE(state.totals()[std::size_t(seat)], score);
    }

    /// "Reihum wird gewürfelt": one throw a turn, every player once a round; the highest total wins.
    void roundsGoRoundTheTableAndTheHighestTotalWins()
    {
        BlaueAugenState state(setupFor(3, 4, 2));
        const std::vector<Seat> order = state.order();
        for (const auto& f : std::vector<std::vector<int>>{{2, 4, 6}, {1, 1, 2}, {3, 5, 6}})
            QVERIFY(!state.apply(thrown(f[0], f[1], f[2])));
        QCOMPARE(state.round(), 2);
        QCOMPARE(state.current(), order[0]);
        for (const auto& f : std::vector<std::vector<int>>{{1, 1, 1}, {6, 6, 6}, {4, 4, 1}})
            QVERIFY(!state.apply(thrown(f[0], f[1], f[2])));
        QVERIFY(state.isTerminal());
        QVERIFY(state.legalActions().empty());
        QCOMPARE(state.totals()[std::size_t(order[0])], 12);
        QCOMPARE(state.totals()[std::size_t(order[1])], 20);
        QCOMPARE(state.totals()[std::size_t(order[2])], 14);
        const Result result = state.result();
        QCOMPARE(result.standings.front().player, order[1]);
        QCOMPARE(result.standings.front().total, 20);
        QVERIFY(result.payments.empty());
        QCOMPARE(QString::fromStdString(state.outcomes().back().english()),
            QStringLiteral("%1 wins with 20 point(s).").arg(QChar('A' + order[1])));
    }

    void equalTotalsShareTheWin()
    {
        BlaueAugenState state(setupFor(2, 5, 1));
        const std::vector<Seat> order = state.order();
        QVERIFY(!state.apply(thrown(2, 4, 1)));
        QVERIFY(!state.apply(thrown(6, 3, 5)));
        QVERIFY(state.isTerminal());
        const Result result = state.result();
        QCOMPARE(result.standings[0].place, 1);
        QCOMPARE(result.standings[1].place, 1);
        QCOMPARE(QString::fromStdString(state.outcomes().back().english()),
            QStringLiteral("%1 and %2 share the win with 6 point(s).")
                .arg(QChar('A' + order[0]))
                .arg(QChar('A' + order[1])));
    }

    void theStandingIsShown()
    {
        BlaueAugenState state(setupFor(2, 5));
        const Seat seat = state.current();
        QVERIFY(!state.apply(thrown(2, 4, 1)));
        const Observation view = state.observe(kNoSeat);
        QCOMPARE(view.round, 1);
        QCOMPARE(view.seats[std::size_t(seat)].roundLine.english(), std::string("6 in all (last throw 6)"));
        QCOMPARE(view.fact<std::vector<int>>("totals")->at(std::size_t(seat)), 6);
        QCOMPARE(QString::fromStdString(state.status(kNoSeat).english()),
            QStringLiteral("Round 1 of 5: %1 throws the three dice.").arg(QChar('A' + state.current())));
    }

    void nonsenseIsRefusedAndChangesNothing_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<QList<int>>("faces");
        QTest::newRow("a stop") << int(Action::Type::Stop) << QList<int>{};
        QTest::newRow("two dice") << int(Action::Type::Throw) << QList<int>{3, 4};
        QTest::newRow("four dice") << int(Action::Type::Throw) << QList<int>{3, 4, 5, 6};
        QTest::newRow("a seven") << int(Action::Type::Throw) << QList<int>{7, 4, 1};
    }
    void nonsenseIsRefusedAndChangesNothing()
    {
        QFETCH(int, type);
        QFETCH(QList<int>, faces);
        BlaueAugenState state(setupFor(2, 1));
        QVERIFY(!state.apply(thrown(2, 5, 1)));
        QCOMPARE(refusedAndUnchanged(state, type, faces), QString());
    }

    /// The expected score of a throw in closed form, 3 × (2 + 4 + 6) / 6 = 6 (variance 16), counted out
    /// over the 216 throws, and met within three standard errors by whole games of the game's own code.
    void theMeanThrowMeetsTheClosedForm()
    {
        double exact = 0, square = 0;
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b)
                for (int c = 1; c <= 6; ++c) {
                    const int s = BlaueAugenDef::score({a, b, c}, false);
                    exact += s / 216.0;
                    square += s * s / 216.0;
                }
        QVERIFY(std::abs(exact - BlaueAugenDef::meanThrow(false)) < 1e-9);
        QVERIFY(std::abs(square - exact * exact - BlaueAugenDef::throwVariance(false)) < 1e-9);
        double sum = 0;
        int throws = 0;
        for (std::uint64_t seed = 1; seed <= 400; ++seed) {
            const Match match = playedOut(setupFor(3, seed, 10));
            for (const Standing& s : match.result().standings)
                sum += s.total;
            throws += 30;
        }
        const double measured = sum / throws, se = std::sqrt(BlaueAugenDef::throwVariance(false) / throws);
        qInfo("blaueaugen: mean throw %.3f (closed form %.1f ± %.3f over %d throws)", measured,
            BlaueAugenDef::meanThrow(false), se, throws);
        QVERIFY(std::abs(measured - BlaueAugenDef::meanThrow(false)) < 3 * se);
    }

    void wholeSeededGamesReplay()
    {
        const Match match = playedOut(setupFor(4, 77));
        QCOMPARE(match.record().actions.size(), std::size_t(20));
        QCOMPARE(replaysExactly(match, setupFor(4, 77)), QString());
    }
};

QTEST_APPLESS_MAIN(tst_BlaueAugen)
#include "tst_blaueaugen.moc"
