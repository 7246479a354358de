// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/doublehand.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

namespace knobel {

namespace {

constexpr int kDice = 5;
constexpr double kNone = -std::numeric_limits<double>::infinity();

int sizeOf(const SheetSolver::Counts& counts)
{
    int n = 0;
    for (auto c : counts)
        n += c;
    return n;
}

int codeOf(const SheetSolver::Counts& counts)
{
    int code = 0;
    for (int f = 5; f >= 0; --f)
        code = code * 6 + counts[std::size_t(f)];
    return code;
}

std::vector<int> facesOf(const SheetSolver::Counts& counts)
{
    std::vector<int> faces;
    for (int f = 0; f < 6; ++f)
        for (int n = 0; n < counts[std::size_t(f)]; ++n)
            faces.push_back(f + 1);
    return faces;
}

/// The chance of a multiset from a throw of its dice: n! / (c1! … c6!) / 6^n.
double chanceOf(const SheetSolver::Counts& counts)
{
    static const double factorial[] = {1, 1, 2, 6, 24, 120};
    double ways = factorial[sizeOf(counts)];
    for (auto c : counts)
        ways /= factorial[c];
    return ways / std::pow(6.0, sizeOf(counts));
}

} // namespace

DoubleHandPlanner::DoubleHandPlanner(const SheetGame& game, const RuleOptions& options)
    : m_game(game)
    , m_options(options)
    , m_rows(int(game.rows().size()))
    , m_throws(game.throwsPerTurn())
    , m_servedAgain(!options.flag("served_first_throw_only"))
{
    m_lookup.assign(46656, -1);
    SheetSolver::Counts c{};
    for (int code = 0; code < 46656; ++code) {
        int rest = code;
        for (int f = 0; f < 6; ++f) {
            c[std::size_t(f)] = std::uint8_t(rest % 6);
            rest /= 6;
        }
        if (sizeOf(c) > kDice)
            continue;
        m_lookup[std::size_t(code)] = int(m_sets.size());
        m_sets.push_back(c);
        m_size.push_back(sizeOf(c));
    }
    m_fullPosition.assign(m_sets.size(), -1);
    for (int m = 0; m < int(m_sets.size()); ++m)
        if (m_size[std::size_t(m)] == kDice) {
            m_fullPosition[std::size_t(m)] = int(m_full.size());
            m_full.push_back(m);
            m_firstThrow.push_back(chanceOf(m_sets[std::size_t(m)]));
        }
    m_grow.assign(m_sets.size(), {});
    for (int m = 0; m < int(m_sets.size()); ++m)
        for (int f = 0; f < 6; ++f) {
            SheetSolver::Counts more = m_sets[std::size_t(m)];
            ++more[std::size_t(f)];
            m_grow[std::size_t(m)][std::size_t(f)] = m_size[std::size_t(m)] < kDice ? indexOf(more) : -1;
        }
    m_shrink.resize(m_sets.size());
    for (int m = 0; m < int(m_sets.size()); ++m)
        for (int f = 0; f < 6; ++f)
            if (m_sets[std::size_t(m)][std::size_t(f)] > 0) {
                SheetSolver::Counts less = m_sets[std::size_t(m)];
                --less[std::size_t(f)];
                m_shrink[std::size_t(m)].push_back(indexOf(less));
            }
    for (int m = 0; m < int(m_sets.size()); ++m)
        m_bySize.push_back(m);
    std::stable_sort(m_bySize.begin(), m_bySize.end(),
        [this](int a, int b) { return m_size[std::size_t(a)] > m_size[std::size_t(b)]; });
    m_points.assign(m_full.size() * 2 * std::size_t(m_rows), 0);
    for (std::size_t p = 0; p < m_full.size(); ++p)
        for (int served = 0; served < 2; ++served) {
            const Throw dice{facesOf(m_sets[std::size_t(m_full[p])]), served == 1};
            for (int r = 0; r < m_rows; ++r)
                m_points[(p * 2 + std::size_t(served)) * std::size_t(m_rows) + std::size_t(r)]
                    = game.points(r, dice, options);
        }
}

int DoubleHandPlanner::indexOf(const SheetSolver::Counts& counts) const
{
    return m_lookup[std::size_t(codeOf(counts))];
}

std::vector<int> DoubleHandPlanner::floorOf(const Throw& candidate) const
{
    std::vector<int> floor;
    for (int r = 0; r < m_rows; ++r)
        floor.push_back(m_game.points(r, candidate, m_options));
    return floor;
}

DoubleHandPlanner::Turn DoubleHandPlanner::solveTurn(const Table& stop) const
{
    Turn turn;
    solveTurn(stop, turn);
    return turn;
}

void DoubleHandPlanner::solveTurn(const Table& stop, Turn& turn) const
{
    // With t throws left the player stops (writes, or keeps the first hand) or keeps a multiset and
    // throws the rest. Keeping a multiset of k dice is worth the mean over the next die's face of
    // keeping k + 1 (the dice thrown fall one by one); the best keep inside a throw is the best over
    // the multisets one die smaller, and so down to throwing all dice, which serves.
    turn.best.resize(std::size_t(m_throws));
    turn.best[0] = stop;
    turn.keep.resize(std::size_t(m_throws));
    turn.throwAll.resize(std::size_t(m_throws));
    thread_local std::vector<double> inside;
    inside.resize(m_sets.size());
    for (int t = 1; t < m_throws; ++t) {
        const Table& next = turn.best[std::size_t(t - 1)];
        std::vector<double>& keep = turn.keep[std::size_t(t - 1)];
        keep.resize(m_sets.size());
        for (int m : m_bySize) {
            const std::size_t i = std::size_t(m);
            if (m_size[i] == kDice) {
                keep[i] = next[std::size_t(m_fullPosition[i]) * 2];
                continue;
            }
            const auto& grow = m_grow[i];
            keep[i]
                = (keep[std::size_t(grow[0])] + keep[std::size_t(grow[1])] + keep[std::size_t(grow[2])]
                      + keep[std::size_t(grow[3])] + keep[std::size_t(grow[4])] + keep[std::size_t(grow[5])])
                / 6;
        }
        double all = 0;
        const std::size_t served = m_servedAgain ? 1 : 0;
        for (std::size_t p = 0; p < m_full.size(); ++p)
            all += m_firstThrow[p] * next[p * 2 + served];
        turn.throwAll[std::size_t(t - 1)] = all;
        // The best keep inside each multiset (itself or smaller), smallest first.
        for (auto it = m_bySize.rbegin(); it != m_bySize.rend(); ++it) {
            const std::size_t i = std::size_t(*it);
            if (m_size[i] == 0) {
                inside[i] = all;
                continue;
            }
            double best = m_size[i] < kDice ? keep[i] : kNone;
            for (int less : m_shrink[i])
                best = std::max(best, inside[std::size_t(less)]);
            inside[i] = best;
        }
        Table& best = turn.best[std::size_t(t)];
        best.resize(m_full.size() * 2);
        for (std::size_t p = 0; p < m_full.size(); ++p) {
            const double in = inside[std::size_t(m_full[p])];
            best[p * 2] = std::max(stop[p * 2], in);
            best[p * 2 + 1] = std::max(stop[p * 2 + 1], in);
        }
    }
}

double DoubleHandPlanner::startValue(const Turn& turn) const
{
    const Table& first = turn.best.back(); // after the first throw, m_throws - 1 left
    double sum = 0;
    for (std::size_t p = 0; p < m_full.size(); ++p)
        sum += m_firstThrow[p] * first[p * 2 + 1];
    return sum;
}

DoubleHandPlanner::Table DoubleHandPlanner::secondStop(
    const std::vector<double>& afterRow, const std::vector<int>& floor) const
{
    Table stop(m_full.size() * 2, kNone);
    for (std::size_t i = 0; i < stop.size(); ++i)
        for (int r = 0; r < m_rows; ++r) {
            if (std::isnan(afterRow[std::size_t(r)]))
                continue;
            const int points
                = std::max(floor[std::size_t(r)], m_points[i * std::size_t(m_rows) + std::size_t(r)]);
            stop[i] = std::max(stop[i], points + afterRow[std::size_t(r)]);
        }
    return stop;
}

std::shared_ptr<const DoubleHandPlanner::Table> DoubleHandPlanner::firstStop(
    const std::vector<double>& afterRow) const
{
    std::vector<std::uint64_t> key;
    for (double v : afterRow)
        key.push_back(std::bit_cast<std::uint64_t>(v));
    {
        const std::lock_guard lock(m_cacheMutex);
        if (auto it = m_cache.find(key); it != m_cache.end())
            return it->second;
    }
    // Candidates with the same points in every row lead to the same second turn: solved once.
    // Only the rows still free tell candidates apart.
    auto table = std::make_shared<Table>(m_full.size() * 2);
    std::map<std::vector<int>, double> byFloor;
    Turn turn;
    std::vector<int> floors(std::size_t(m_rows), 0);
    for (std::size_t i = 0; i < table->size(); ++i) {
        for (int r = 0; r < m_rows; ++r)
            floors[std::size_t(r)] = std::isnan(afterRow[std::size_t(r)])
                ? 0
                : m_points[i * std::size_t(m_rows) + std::size_t(r)];
        auto it = byFloor.find(floors);
        if (it == byFloor.end()) {
            solveTurn(secondStop(afterRow, floors), turn);
            it = byFloor.emplace(floors, startValue(turn)).first;
        }
        (*table)[i] = it->second;
    }
    const std::lock_guard lock(m_cacheMutex);
    // A sheet's early states come back in game after game (the 400 games measuring the rows for the
    // column planner): they are kept, 4 KiB each, up to 32 MiB.
    if (m_cache.size() >= 8192)
        m_cache.clear();
    m_cache.emplace(std::move(key), table);
    return table;
}

double DoubleHandPlanner::secondTurnValue(const std::vector<double>& afterRow, const Throw& candidate) const
{
    return startValue(solveTurn(secondStop(afterRow, floorOf(candidate))));
}

double DoubleHandPlanner::pairValue(const std::vector<double>& afterRow) const
{
    return startValue(solveTurn(*firstStop(afterRow)));
}

std::vector<DoubleHandPlanner::Choice> DoubleHandPlanner::choices(const std::vector<double>& afterRow,
    const std::optional<Throw>& candidate, const SheetSolver::Counts& dice, bool served, int throwsLeft,
    const SheetSolver::Counts& locked) const
{
    std::vector<Choice> ranked;
    const int full = indexOf(dice);
    if (full < 0 || m_size[std::size_t(full)] != kDice)
        return ranked;
    const std::size_t position = std::size_t(m_fullPosition[std::size_t(full)]) * 2 + (served ? 1 : 0);
    Turn turn;
    if (candidate) {
        const std::vector<int> floor = floorOf(*candidate);
        turn = solveTurn(secondStop(afterRow, floor));
        for (int r = 0; r < m_rows; ++r) {
            if (std::isnan(afterRow[std::size_t(r)]))
                continue;
            Choice write;
            write.kind = Choice::Kind::Write;
            write.row = r;
            write.points
                = std::max(floor[std::size_t(r)], m_points[position * std::size_t(m_rows) + std::size_t(r)]);
            write.expected = write.points + afterRow[std::size_t(r)];
            ranked.push_back(write);
        }
    } else {
        turn = solveTurn(*firstStop(afterRow));
        Choice stop;
        stop.kind = Choice::Kind::KeepCandidate;
        stop.expected = turn.best.front()[position];
        ranked.push_back(stop);
    }
    if (throwsLeft > 0 && throwsLeft < m_throws) {
        // Every keep that holds the locked dice, except all five (nothing would be thrown).
        const std::vector<double>& keep = turn.keep[std::size_t(throwsLeft - 1)];
        SheetSolver::Counts k{};
        std::vector<SheetSolver::Counts> keeps;
        auto visit = [&](auto&& self, int face) -> void {
            if (face == 6) {
                if (sizeOf(k) < kDice)
                    keeps.push_back(k);
                return;
            }
            for (int n = locked[std::size_t(face)]; n <= dice[std::size_t(face)]; ++n) {
                k[std::size_t(face)] = std::uint8_t(n);
                self(self, face + 1);
            }
            k[std::size_t(face)] = 0;
        };
        visit(visit, 0);
        for (const auto& kept : keeps) {
            Choice c;
            c.kind = Choice::Kind::Keep;
            c.keep = kept;
            c.expected = sizeOf(kept) == 0 ? turn.throwAll[std::size_t(throwsLeft - 1)]
                                           : keep[std::size_t(indexOf(kept))];
            ranked.push_back(c);
        }
    }
    // Best first; on a tie writing (or keeping the hand) before throwing, then the fewer dice thrown.
    std::stable_sort(ranked.begin(), ranked.end(), [](const Choice& a, const Choice& b) {
        if (a.expected != b.expected)
            return a.expected > b.expected;
        if ((a.kind == Choice::Kind::Keep) != (b.kind == Choice::Kind::Keep))
            return b.kind == Choice::Kind::Keep;
        return sizeOf(a.keep) > sizeOf(b.keep);
    });
    return ranked;
}

} // namespace knobel
