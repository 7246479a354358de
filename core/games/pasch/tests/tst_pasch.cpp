// SPDX-License-Identifier: GPL-3.0-or-later
// Pasch (seed 000) as the booklet writes it: "Jeder hat 3 Würfel. Gewertet werden nur die Paschzahlen.
// 3-3 zählen also 5 und 4-4 zählen 3. Ein Dreierpasch wird jedoch vierfach bewertet. 6-6-6 zählen also
// 24." (The scan garbled the first two figures: a pair counts its pips, 3-3 → 6 and 4-4 → 8, as
// ../shared/rules-notes.md reads it; "vierfach" is four times the face, which the text's 24 shows.)
#include <QTest>

#include <cmath>

#include "engine/registry.h"
#include "gamefile.h"
#include "games/pasch/pasch.h"
#include "match.h"
#include "racetest.h"

using namespace knobel;
using namespace knobel::testing;

namespace {

GameSetup setupFor(int seats, std::uint64_t seed = 1, int rounds = 5)
{
    GameSetup setup = raceSetup("pasch", seats, seed);
    setup.options.set(findGameDef("pasch")->options(), "rounds", std::to_string(rounds));
    return setup;
}

} // namespace

class tst_Pasch : public QObject
{
    Q_OBJECT

private slots:
    void onlyPairsCount_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("score");
        QTest::addColumn<QString>("said");
        // "3-3 zählen also 5 [read: 6]"
        QTest::newRow("the text's 3-3: its pips, 6")
            << QList<int>{3, 5, 3} << 6 << "%1 throws 3, 5 and 3: the pair of 3s scores 6; %1 has 6.";
        // "und 4-4 zählen 3 [read: 8]"
        QTest::newRow("the text's 4-4: its pips, 8")
            << QList<int>{4, 4, 1} << 8 << "%1 throws 4, 4 and 1: the pair of 4s scores 8; %1 has 8.";
        // "Ein Dreierpasch wird jedoch vierfach bewertet. 6-6-6 zählen also 24."
        QTest::newRow("the text's 6-6-6: four times the face, 24")
            << QList<int>{6, 6, 6} << 24 << "%1 throws 6, 6 and 6: three alike, 4 × 6 = 24; %1 has 24.";
        QTest::newRow("1-1-1: 4") << QList<int>{1, 1, 1} << 4
                                  << "%1 throws 1, 1 and 1: three alike, 4 × 1 = 4; %1 has 4.";
        // "Gewertet werden nur die Paschzahlen."
        QTest::newRow("no pair: nothing")
            << QList<int>{1, 2, 6} << 0 << "%1 throws 1, 2 and 6: no pair; %1 stays at 0.";
    }
    void onlyPairsCount()
    {
        QFETCH(QList<int>, faces);
        QFETCH(int, score);
        QFETCH(QString, said);
        const std::vector<int> dice(faces.begin(), faces.end());
        QCOMPARE(PaschDef::score(dice), score);
        PaschState state(setupFor(2, 3));
        const Seat seat = state.current();
        const Action action = thrown(dice[0], dice[1], dice[2]);
        QCOMPARE(QString::fromStdString(state.describe(action, seat, kNoSeat).english()),
            said.arg(QChar('A' + seat)));
        QVERIFY(!state.apply(action));
        QCOMPARE(state.totals()[std::size_t(seat)], score);
    }

    /// One throw a turn, every player once a round; after the agreed rounds the highest total wins.
    void roundsGoRoundTheTableAndTheHighestTotalWins()
    {
        PaschState state(setupFor(3, 4, 2));
        const std::vector<Seat> order = state.order();
        for (const auto& f : std::vector<std::vector<int>>{{3, 3, 5}, {1, 2, 3}, {6, 6, 6}})
            QVERIFY(!state.apply(thrown(f[0], f[1], f[2])));
        QCOMPARE(state.round(), 2);
        QCOMPARE(state.current(), order[0]);
        for (const auto& f : std::vector<std::vector<int>>{{5, 5, 1}, {2, 2, 2}, {1, 4, 6}})
            QVERIFY(!state.apply(thrown(f[0], f[1], f[2])));
        QVERIFY(state.isTerminal());
        QVERIFY(state.legalActions().empty());
        QCOMPARE(state.totals()[std::size_t(order[0])], 16);
        QCOMPARE(state.totals()[std::size_t(order[1])], 8);
        QCOMPARE(state.totals()[std::size_t(order[2])], 24);
        QCOMPARE(state.result().standings.front().player, order[2]);
        QCOMPARE(QString::fromStdString(state.outcomes().back().english()),
            QStringLiteral("%1 wins with 24 point(s).").arg(QChar('A' + order[2])));
    }

    void nonsenseIsRefusedAndChangesNothing_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<QList<int>>("faces");
        QTest::newRow("a stop") << int(Action::Type::Stop) << QList<int>{};
        QTest::newRow("two dice") << int(Action::Type::Throw) << QList<int>{3, 3};
        QTest::newRow("a zero") << int(Action::Type::Throw) << QList<int>{0, 4, 4};
    }
    void nonsenseIsRefusedAndChangesNothing()
    {
        QFETCH(int, type);
        QFETCH(QList<int>, faces);
        PaschState state(setupFor(2, 1));
        QVERIFY(!state.apply(thrown(2, 2, 1)));
        QCOMPARE(refusedAndUnchanged(state, type, faces), QString());
    }

    /// The expected score of a throw in closed form, 119/36 ≈ 3.306, counted out over the 216 throws and
    /// met within three standard errors by whole games of the game's own code.
    void theMeanThrowMeetsTheClosedForm()
    {
        double exact = 0, square = 0;
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b)
                for (int c = 1; c <= 6; ++c) {
                    const int s = PaschDef::score({a, b, c});
                    exact += s / 216.0;
                    square += s * s / 216.0;
                }
        QVERIFY(std::abs(exact - PaschDef::kMeanThrow) < 1e-9);
        QVERIFY(std::abs(square - exact * exact - PaschDef::kThrowVariance) < 1e-9);
        double sum = 0;
        int throws = 0;
        for (std::uint64_t seed = 1; seed <= 400; ++seed) {
            const Match match = playedOut(setupFor(3, seed, 10));
            for (const Standing& s : match.result().standings)
                sum += s.total;
            throws += 30;
        }
        const double measured = sum / throws, se = std::sqrt(PaschDef::kThrowVariance / throws);
        qInfo("pasch: mean throw %.4f (closed form %.4f ± %.4f over %d throws)", measured,
            PaschDef::kMeanThrow, se, throws);
        QVERIFY(std::abs(measured - PaschDef::kMeanThrow) < 3 * se);
    }

    void wholeSeededGamesReplay()
    {
        const Match match = playedOut(setupFor(4, 77));
        QCOMPARE(match.record().actions.size(), std::size_t(20));
        QCOMPARE(replaysExactly(match, setupFor(4, 77)), QString());
    }
};

QTEST_APPLESS_MAIN(tst_Pasch)
#include "tst_pasch.moc"
