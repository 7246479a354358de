// SPDX-License-Identifier: GPL-3.0-or-later
// Himmel und Hölle (seed 000) as the booklet writes it: "Bei jedem Wurf werden die oberliegenden
// Augen ("Himmel") als Zehner, die unterliegenden Augen ("Hölle") als Einer gerechnet. Hat z. B.
// jemand 66 und 11 gewürfelt, wird so gezählt: 1. Würfel 66 oben = 60, 11 unten = 1, zusammen = 61;
// 2. Würfel 11 oben = 20, 66 unten = 5, zusammen = 25; die Summe beider Würfel ist dann 61 + 25 = 86.
// Wer nach der festgelegten Rundenzahl das höchste Gesamtergebnis hat, der gewinnt."
// (The scan lost the dice pictures: "66" and "11" stand for the faces drawn; the text's own figures
// are a 6 on top with the 1 below, and a 2 on top with the 5 below.)
#include <QTest>

#include <cmath>

#include "engine/registry.h"
#include "gamefile.h"
#include "games/himmelundhoelle/himmelundhoelle.h"
#include "match.h"
#include "racetest.h"

using namespace knobel;
using namespace knobel::testing;

namespace {

GameSetup setupFor(int seats, std::uint64_t seed = 1, int rounds = 5)
{
    GameSetup setup = raceSetup("himmelundhoelle", seats, seed);
    const GameDef& def = *findGameDef("himmelundhoelle");
    setup.options.set(def.options(), "rounds", std::to_string(rounds));
    return setup;
}

} // namespace

class tst_HimmelUndHoelle : public QObject
{
    Q_OBJECT

private slots:
    void aThrowIsReadAsTheTextReadsIt_data()
    {
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("second");
        QTest::addColumn<int>("firstValue");
        QTest::addColumn<int>("secondValue");
        // "1. Würfel … oben = 60, … unten = 1, zusammen = 61; 2. Würfel … oben = 20, … unten = 5,
        // zusammen = 25; die Summe beider Würfel ist dann 61 + 25 = 86"
        QTest::newRow("the text's example: 6 and 2 make 61 + 25 = 86") << 6 << 2 << 61 << 25;
        QTest::newRow("two ones: the least") << 1 << 1 << 16 << 16;
        QTest::newRow("two sixes: the most") << 6 << 6 << 61 << 61;
        QTest::newRow("3 and 4") << 3 << 4 << 34 << 43;
    }
    void aThrowIsReadAsTheTextReadsIt()
    {
        QFETCH(int, first);
        QFETCH(int, second);
        QFETCH(int, firstValue);
        QFETCH(int, secondValue);
        QCOMPARE(HimmelUndHoelleDef::dieValue(first), firstValue);
        QCOMPARE(HimmelUndHoelleDef::dieValue(second), secondValue);
        HimmelUndHoelleState state(setupFor(2, 3));
        const Seat seat = state.current();
        // Told as the game stands before the throw: the total it makes.
        const std::string said = state.describe(thrown(first, second), seat, kNoSeat).english();
        QVERIFY(!state.apply(thrown(first, second)));
        QCOMPARE(state.totals()[std::size_t(seat)], firstValue + secondValue);
        QCOMPARE(QString::fromStdString(said),
            QStringLiteral("%1 throws %2 and %3: %4 + %5 = %6; %1 has %6.")
                .arg(QChar('A' + seat))
                .arg(first)
                .arg(second)
                .arg(firstValue)
                .arg(secondValue)
                .arg(firstValue + secondValue));
    }

    /// "Die Rundenzahl festlegen und reihum würfeln": one throw a turn, every player once a round.
    void roundsGoRoundTheTableAndTheHighestTotalWins()
    {
        HimmelUndHoelleState state(setupFor(3, 4, 2));
        const std::vector<Seat> order = state.order();
        for (const auto& [a, b] : std::vector<std::pair<int, int>>{{6, 2}, {1, 1}, {3, 3}})
            QVERIFY(!state.apply(thrown(a, b)));
        QCOMPARE(state.round(), 2);
        QCOMPARE(state.current(), order[0]);
        for (const auto& [a, b] : std::vector<std::pair<int, int>>{{1, 1}, {6, 6}, {4, 5}})
            QVERIFY(!state.apply(thrown(a, b)));
        QVERIFY(state.isTerminal());
        QVERIFY(state.legalActions().empty());
        QVERIFY(state.apply(thrown(1, 1)).has_value());
        // 86 + 32 = 118; 32 + 122 = 154; 68 + 95 = 163
        QCOMPARE(state.totals()[std::size_t(order[0])], 118);
        QCOMPARE(state.totals()[std::size_t(order[1])], 154);
        QCOMPARE(state.totals()[std::size_t(order[2])], 163);
        const Result result = state.result();
        QCOMPARE(result.standings.front().player, order[2]);
        QCOMPARE(result.standings.front().total, 163);
        QVERIFY(result.payments.empty());
        QCOMPARE(QString::fromStdString(state.outcomes().back().english()),
            QStringLiteral("%1 wins with 163 point(s).").arg(QChar('A' + order[2])));
    }

    void nonsenseIsRefusedAndChangesNothing_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<QList<int>>("faces");
        QTest::newRow("a stop") << int(Action::Type::Stop) << QList<int>{};
        QTest::newRow("one die") << int(Action::Type::Throw) << QList<int>{3};
        QTest::newRow("three dice") << int(Action::Type::Throw) << QList<int>{3, 4, 5};
        QTest::newRow("a zero") << int(Action::Type::Throw) << QList<int>{0, 4};
    }
    void nonsenseIsRefusedAndChangesNothing()
    {
        QFETCH(int, type);
        QFETCH(QList<int>, faces);
        HimmelUndHoelleState state(setupFor(2, 1));
        QVERIFY(!state.apply(thrown(2, 5)));
        QCOMPARE(refusedAndUnchanged(state, type, faces), QString());
    }

    /// The expected value of a throw in closed form: each die 9 × 3.5 + 7 = 38.5, the throw 77, the
    /// variance 2 × 81 × 35/12. Every throw of whole games of the game's own code meets it within three
    /// standard errors; the closed form itself is checked against the 36 throws counted out.
    void theMeanThrowMeetsTheClosedForm()
    {
        double exact = 0, square = 0;
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b) {
                exact += HimmelUndHoelleDef::throwValue(a, b) / 36.0;
                square += std::pow(HimmelUndHoelleDef::throwValue(a, b), 2) / 36.0;
            }
        QVERIFY(std::abs(exact - HimmelUndHoelleDef::kMeanThrow) < 1e-9);
        QVERIFY(std::abs(square - exact * exact - HimmelUndHoelleDef::kThrowVariance) < 1e-9);
        double sum = 0;
        int throws = 0;
        for (std::uint64_t seed = 1; seed <= 400; ++seed) {
            const Match match = playedOut(setupFor(3, seed, 10));
            for (const Standing& s : match.result().standings)
                sum += s.total;
            throws += 30;
        }
        const double measured = sum / throws, se = std::sqrt(HimmelUndHoelleDef::kThrowVariance / throws);
        qInfo("himmelundhoelle: mean throw %.3f (closed form %.1f ± %.3f over %d throws)", measured,
            HimmelUndHoelleDef::kMeanThrow, se, throws);
        QVERIFY(std::abs(measured - HimmelUndHoelleDef::kMeanThrow) < 3 * se);
    }

    void wholeSeededGamesReplay()
    {
        const Match match = playedOut(setupFor(4, 77));
        QCOMPARE(match.record().actions.size(), std::size_t(20));
        QCOMPARE(replaysExactly(match, setupFor(4, 77)), QString());
    }
};

QTEST_APPLESS_MAIN(tst_HimmelUndHoelle)
#include "tst_himmelundhoelle.moc"
