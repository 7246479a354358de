// SPDX-License-Identifier: GPL-3.0-or-later
// Playing to win with two players where the higher total wins: Sechzerspiel exactly, against an
// independent brute force; Ohio's estimate where it is exact (the last turns); the computer's choice.
#include <QTest>

#include <cmath>
#include <functional>
#include <map>
#include <tuple>

#include "engine/registry.h"
#include "kits/sheetstate.h"
#include "match.h"
#include "solver/autoplayer.h"
#include "solver/winchance.h"

using namespace knobel;

namespace {

/// Sechzerspiel by recursion over bit masks, apart from the solver: the chance that the player on
/// turn wins (a tie half), both playing to win.
class BruteForce
{
public:
    double onTurn(int mover, int other, int lead)
    {
        if (mover == 63 && other == 63)
            return lead > 0 ? 1 : lead == 0 ? 0.5 : 0;
        if (mover == 63)
            return 1 - onTurn(other, mover, -lead);
        const auto key = std::make_tuple(mover, other, lead);
        if (auto it = m_memo.find(key); it != m_memo.end())
            return it->second;
        double sum = 0;
        for (int die = 1; die <= 6; ++die) {
            double best = 0;
            for (int row = 0; row < 6; ++row) {
                if (mover >> row & 1)
                    continue;
                const int next = mover | 1 << row;
                const int now = lead + die * (row + 1);
                const double chance = other == 63 ? onTurn(next, other, now) : 1 - onTurn(other, next, -now);
                best = std::max(best, chance);
            }
            sum += best;
        }
        return m_memo[key] = sum / 6;
    }

private:
    std::map<std::tuple<int, int, int>, double> m_memo;
};

std::uint32_t stateOfMask(const SheetSolver& solver, int mask)
{
    std::vector<int> filled;
    for (int r = 0; r < 6; ++r)
        filled.push_back(mask >> r & 1);
    return solver.stateOf(filled);
}

} // namespace

class TestWinChance : public QObject
{
    Q_OBJECT

private slots:
    void sechzerspielMatchesABruteForce_data()
    {
        QTest::addColumn<int>("mover");
        QTest::addColumn<int>("other");
        QTest::addColumn<int>("lead");
        QTest::newRow("the first player before the first throw") << 0 << 0 << 0;
        QTest::newRow("the second player after one turn each, behind by 4") << 0b000001 << 0b000010 << -4;
        QTest::newRow("both with two rows left, level") << 0b011110 << 0b110011 << 0;
        QTest::newRow("the second player's last turn, behind by 7") << 0b111011 << 0b111111 << -7;
        QTest::newRow("the first player's last turn, ahead by 2") << 0b101111 << 0b101111 << 2;
        QTest::newRow("far ahead: the game is decided") << 0b111110 << 0b111111 << 40;
    }
    void sechzerspielMatchesABruteForce()
    {
        QFETCH(int, mover);
        QFETCH(int, other);
        QFETCH(int, lead);
        const SheetGame& game = *findSheetGame("sechzerspiel");
        SheetSolver solver(game, game.defaultOptions());
        solver.solve();
        const WinChance win(solver);
        QVERIFY(win.isExact());
        BruteForce brute;
        const double expected = brute.onTurn(mover, other, lead);
        const double chance = win.beforeTurn(stateOfMask(solver, mover), lead, stateOfMask(solver, other));
        QVERIFY2(std::abs(chance - expected) < 1e-12,
            qPrintable(QStringLiteral("%1 against %2").arg(chance, 0, 'f', 12).arg(expected, 0, 'f', 12)));
    }

    void playingToWinDiffersFromPlayingForPoints()
    {
        // The second player's last two rows, the other sheet full, every lead and die: each box's
        // chance is the brute force's, and somewhere the best box for the win is not the best for points.
        const SheetGame& game = *findSheetGame("sechzerspiel");
        SheetSolver solver(game, game.defaultOptions());
        solver.solve();
        const WinChance win(solver);
        BruteForce brute;
        int differ = 0;
        for (int lead = -40; lead <= 10; ++lead)
            for (int die = 1; die <= 6; ++die) {
                const int mover = 0b011110;
                const auto byWin = win.choices(stateOfMask(solver, mover), lead, stateOfMask(solver, 63),
                    SheetSolver::countsOf({die}), true, 0);
                const auto byScore
                    = solver.choices(stateOfMask(solver, mover), SheetSolver::countsOf({die}), true, 0);
                QCOMPARE(int(byWin.size()), 2);
                // The chance of each box is the brute force's.
                for (const auto& c : byWin) {
                    const int next = mover | 1 << c.row;
                    QVERIFY(std::abs(c.expected - brute.onTurn(next, 63, lead + c.points)) < 1e-12);
                }
                if (byWin.front().expected > byWin.back().expected
                    && byWin.front().row != byScore.front().row)
                    ++differ;
            }
        QVERIFY2(differ > 0, "somewhere the chance to win and the expected score choose differently");
    }

    void ohioEstimateIsExactOnTheLastTurn_data()
    {
        QTest::addColumn<int>("lead");
        QTest::addColumn<double>("chance");
        // Only the Ohio row (40 or nothing) left, the other sheet full.
        QTest::newRow("behind by 50: lost whatever falls") << -50 << 0.0;
        QTest::newRow("ahead by 1: won whatever falls") << 1 << 1.0;
        QTest::newRow("level: a tie without Ohio, a win with it") << 0 << -1.0;
    }
    void ohioEstimateIsExactOnTheLastTurn()
    {
        QFETCH(int, lead);
        QFETCH(double, chance);
        const SheetGame& game = *findSheetGame("ohio");
        SheetSolver solver(game, game.defaultOptions());
        solver.solve();
        const WinChance win(solver);
        QVERIFY(!win.isExact());
        const std::uint32_t full = solver.stateOf({1, 1, 1, 1, 1, 1, 1});
        const std::uint32_t ohioOpen = solver.stateOf({1, 1, 1, 1, 1, 1, 0});
        QVERIFY(win.decides(ohioOpen));
        // After writing the last box the estimate is the settlement itself.
        QCOMPARE(win.afterWrite(full, 3, full), 1.0);
        QCOMPARE(win.afterWrite(full, 0, full), 0.5);
        QCOMPARE(win.afterWrite(full, -3, full), 0.0);
        // 1-2-3-4-5-6 on the table: Ohio scores 40.
        const auto choices
            = win.choices(ohioOpen, lead, full, SheetSolver::countsOf({1, 2, 3, 4, 5, 6}), false, 3);
        QVERIFY(!choices.empty());
        const auto& best = choices.front();
        if (chance >= 0) {
            QCOMPARE(best.expected, chance);
        } else {
            QCOMPARE(best.kind, SheetSolver::Choice::Kind::Write);
            QCOMPARE(best.points, 40);
            QCOMPARE(best.expected, 1.0);
        }
    }

    void perfectPlaysForTheWinWithTwoPlayers()
    {
        // Sechzerspiel, two computers at Perfect: every write is the brute force's best for the win.
        const SheetGame& game = *findSheetGame("sechzerspiel");
        SheetSolver solver(game, game.defaultOptions());
        solver.solve();
        const WinChance win(solver);
        const AutoPlayer player(solver, Level::Perfect, nullptr, &win);
        BruteForce brute;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            Match match(GameSetup{"sechzerspiel", game.defaultOptions(), {"A", "B"}, seed, Mode::Play, {}});
            while (!match.isFinished()) {
                const int p = match.currentPlayer();
                auto actions = player.nextActions(match);
                QVERIFY(!actions.empty());
                if (actions.back().type == Action::Type::Write) {
                    auto mask = [&](int who) {
                        int m = 0;
                        for (int r = 0; r < 6; ++r)
                            m |= match.sheet(who).isFree(0, r) ? 0 : 1 << r;
                        return m;
                    };
                    const int lead = match.sheet(p).total() - match.sheet(1 - p).total();
                    const int die = match.dice().front();
                    double best = 0;
                    for (int r = 0; r < 6; ++r)
                        if (!(mask(p) >> r & 1)) {
                            const int next = mask(p) | 1 << r;
                            const int now = lead + die * (r + 1);
                            best = std::max(best,
                                mask(1 - p) == 63 ? brute.onTurn(next, 63, now)
                                                  : 1 - brute.onTurn(mask(1 - p), next, -now));
                        }
                    const int r = actions.back().row;
                    const int next = mask(p) | 1 << r;
                    const int now = lead + die * (r + 1);
                    const double chosen = mask(1 - p) == 63 ? brute.onTurn(next, 63, now)
                                                            : 1 - brute.onTurn(mask(1 - p), next, -now);
                    QVERIFY(std::abs(chosen - best) < 1e-12);
                }
                for (const Action& a : actions)
                    QVERIFY(!match.apply(a));
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestWinChance)
#include "tst_winchance.moc"
