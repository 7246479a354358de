// SPDX-License-Identifier: GPL-3.0-or-later
// Graue Augen (seed 000) as the booklet writes it: "Bei der Variante Graue Augen gelten nur die
// ungeraden Zahlen (1, 3, 5) und werden addiert." Blaue Augen's rules (its test covers the rounds, the
// shared win and the refusals) with the odd pips, as its own game.
#include <QTest>

#include <cmath>

#include "engine/registry.h"
#include "gamefile.h"
#include "games/graueaugen/graueaugen.h"
#include "match.h"
#include "racetest.h"

using namespace knobel;
using namespace knobel::testing;

namespace {

GameSetup setupFor(int seats, std::uint64_t seed = 1, int rounds = 5)
{
    GameSetup setup = raceSetup("graueaugen", seats, seed);
    setup.options.set(findGameDef("graueaugen")->options(), "rounds", std::to_string(rounds));
    return setup;
}

} // namespace

class tst_GraueAugen : public QObject
{
    Q_OBJECT

private slots:
    void itIsItsOwnGameWithBlaueAugensOptions()
    {
        const GameDef* def = findGameDef("graueaugen");
        QVERIFY(def);
        QCOMPARE(std::string(def->name()), std::string("Graue Augen"));
        QCOMPARE(def->defaultOptions().number("rounds"), 5);
        QVERIFY(def->levels().empty());
        const auto state = def->newState(setupFor(2));
        QVERIFY(dynamic_cast<const GraueAugenState*>(state.get()));
        QVERIFY(dynamic_cast<const GraueAugenState*>(state->clone().get()));
    }

    void onlyTheOddPipsCount_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("score");
        QTest::addColumn<QString>("said");
        // "gelten nur die ungeraden Zahlen (1, 3, 5) und werden addiert"
        QTest::newRow("2 5 6: the 5")
            << QList<int>{2, 5, 6} << 5 << "%1 throws 2, 5 and 6: the odd pips make 5; %1 has 5.";
        QTest::newRow("5 5 5: the most") << QList<int>{
            5, 5, 5} << 15 << "%1 throws 5, 5 and 5: the odd pips make 5 + 5 + 5 = 15; %1 has 15.";
        QTest::newRow("1 3 4") << QList<int>{1, 3, 4} << 4
                               << "%1 throws 1, 3 and 4: the odd pips make 1 + 3 = 4; %1 has 4.";
        QTest::newRow("2 4 6: nothing")
            << QList<int>{2, 4, 6} << 0 << "%1 throws 2, 4 and 6: no odd pips; %1 stays at 0.";
    }
    void onlyTheOddPipsCount()
    {
        QFETCH(QList<int>, faces);
        QFETCH(int, score);
        QFETCH(QString, said);
        const std::vector<int> dice(faces.begin(), faces.end());
        QCOMPARE(BlaueAugenDef::score(dice, true), score);
        GraueAugenState state(setupFor(2, 3));
        const Seat seat = state.current();
        const Action action = thrown(dice[0], dice[1], dice[2]);
        QCOMPARE(QString::fromStdString(state.describe(action, seat, kNoSeat).english()),
            said.arg(QChar('A' + seat)));
        QVERIFY(!state.apply(action));
        QCOMPARE(state.totals()[std::size_t(seat)], score);
    }

    void theHighestTotalWins()
    {
        GraueAugenState state(setupFor(2, 6, 1));
        const std::vector<Seat> order = state.order();
        QVERIFY(!state.apply(thrown(2, 4, 1)));
        QVERIFY(!state.apply(thrown(6, 3, 5)));
        QVERIFY(state.isTerminal());
        QCOMPARE(state.result().standings.front().player, order[1]);
        QCOMPARE(QString::fromStdString(state.outcomes().back().english()),
            QStringLiteral("%1 wins with 8 point(s).").arg(QChar('A' + order[1])));
    }

    /// The expected score of a throw in closed form, 3 × (1 + 3 + 5) / 6 = 4.5 (variance 10.75), counted
    /// out over the 216 throws, and met within three standard errors by whole games of the game's code.
    void theMeanThrowMeetsTheClosedForm()
    {
        double exact = 0, square = 0;
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b)
                for (int c = 1; c <= 6; ++c) {
                    const int s = BlaueAugenDef::score({a, b, c}, true);
                    exact += s / 216.0;
                    square += s * s / 216.0;
                }
        QVERIFY(std::abs(exact - BlaueAugenDef::meanThrow(true)) < 1e-9);
        QVERIFY(std::abs(square - exact * exact - BlaueAugenDef::throwVariance(true)) < 1e-9);
        double sum = 0;
        int throws = 0;
        for (std::uint64_t seed = 1; seed <= 400; ++seed) {
            const Match match = playedOut(setupFor(3, seed, 10));
            for (const Standing& s : match.result().standings)
                sum += s.total;
            throws += 30;
        }
        const double measured = sum / throws, se = std::sqrt(BlaueAugenDef::throwVariance(true) / throws);
        qInfo("graueaugen: mean throw %.3f (closed form %.1f ± %.3f over %d throws)", measured,
            BlaueAugenDef::meanThrow(true), se, throws);
        QVERIFY(std::abs(measured - BlaueAugenDef::meanThrow(true)) < 3 * se);
    }

    void wholeSeededGamesReplay()
    {
        const Match match = playedOut(setupFor(3, 78));
        QCOMPARE(match.record().actions.size(), std::size_t(15));
        QCOMPARE(replaysExactly(match, setupFor(3, 78)), QString());
    }
};

QTEST_APPLESS_MAIN(tst_GraueAugen)
#include "tst_graueaugen.moc"
