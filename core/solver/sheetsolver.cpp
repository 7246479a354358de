// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetsolver.h"
#include "checksum.h"
#include "tablecache.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <istream>
#include <limits>
#include <ostream>
#include <thread>

namespace knobel {

namespace {

double factorial(int n)
{
    double f = 1;
    for (int i = 2; i <= n; ++i)
        f *= i;
    return f;
}

/// The chance that m fair dice show exactly these counts: m! / (c1! … c6!) / 6^m.
double chanceOf(const SheetSolver::Counts& counts, int m)
{
    double ways = factorial(m);
    for (int c : counts)
        ways /= factorial(c);
    return ways / std::pow(6.0, m);
}

/// A sixth, to multiply by: faster than dividing.
constexpr double kSixth = 1.0 / 6;

/// Raised whenever what the solver computes changes, so older tables are built anew.
constexpr int kEngineVersion = 1;

} // namespace

SheetSolver::SheetSolver(const SheetGame& game, const RuleOptions& options, std::optional<Bonus> bonus)
    : m_game(game)
    , m_options(options)
    , m_dice(game.diceCount())
    , m_throws(game.throwsPerTurn())
    , m_rows(int(game.rows().size()))
    , m_servedAgain(!options.flag("served_first_throw_only"))
{
    // Mixed-radix states: row r has capacity freeColumnCount() and weight ∏ (capacity + 1) of the rows
    // before it. (Würfel-Poker on two columns: the first column only; its second is written top-down.)
    const int columns = game.freeColumnCount(options);
    std::uint32_t weight = 1;
    for (int r = 0; r < m_rows; ++r) {
        m_capacity.push_back(columns);
        m_weight.push_back(weight);
        weight *= std::uint32_t(columns + 1);
    }
    m_bonus = bonus;
    m_bonusRow.assign(std::size_t(m_rows), false);
    if (m_bonus) {
        m_track = std::uint32_t(m_bonus->threshold + 1);
        for (int r : m_bonus->rows)
            m_bonusRow[std::size_t(r)] = true;
    }
    // A state is (filled rows) × m_track + running sum: successors always have larger numbers.
    m_stateCount = weight * m_track;

    // Every multiset of 0 … dice dice.
    const int base = m_dice + 1;
    int codes = 1;
    for (int f = 0; f < 6; ++f)
        codes *= base;
    m_lookup.assign(std::size_t(codes), -1);
    Counts counts{};
    std::function<void(int, int)> enumerate = [&](int face, int left) {
        if (face == 6) {
            Multiset m{counts, m_dice - left};
            int code = 0;
            for (int f = 5; f >= 0; --f)
                code = code * base + counts[f];
            m_lookup[std::size_t(code)] = int(m_multisets.size());
            m_multisets.push_back(m);
            return;
        }
        for (int c = 0; c <= left; ++c) {
            counts[face] = std::uint8_t(c);
            enumerate(face + 1, left - c);
        }
        counts[face] = 0;
    };
    enumerate(0, m_dice);

    m_fullPosition.assign(m_multisets.size(), -1);
    for (int i = 0; i < int(m_multisets.size()); ++i)
        if (m_multisets[i].size == m_dice) {
            m_fullPosition[i] = int(m_full.size());
            m_full.push_back(i);
        }

    // What can be kept of each full throw: every sub-multiset but the whole.
    for (int full : m_full) {
        std::vector<int> keeps;
        const Counts& d = m_multisets[full].counts;
        for (int i = 0; i < int(m_multisets.size()); ++i) {
            const Counts& k = m_multisets[i].counts;
            bool inside = m_multisets[i].size < m_dice;
            for (int f = 0; f < 6 && inside; ++f)
                inside = k[f] <= d[f];
            if (inside)
                keeps.push_back(i);
        }
        m_keeps.push_back(keeps);
    }

    // What throwing the rest gives, from each multiset kept.
    m_throw.resize(m_multisets.size());
    for (int keep = 0; keep < int(m_multisets.size()); ++keep) {
        const int thrown = m_dice - m_multisets[keep].size;
        if (thrown == 0)
            continue;
        for (const Multiset& roll : m_multisets) {
            if (roll.size != thrown)
                continue;
            Counts sum = m_multisets[keep].counts;
            for (int f = 0; f < 6; ++f)
                sum[f] = std::uint8_t(sum[f] + roll.counts[f]);
            m_throw[keep].push_back({m_fullPosition[indexOf(sum)], chanceOf(roll.counts, thrown)});
        }
    }
    for (int full : m_full)
        m_firstThrow.push_back(chanceOf(m_multisets[full].counts, m_dice));

    m_strict = options.flag("strict_keep");
    if (m_strict) {
        auto contains = [this](int outer, int inner) {
            for (int f = 0; f < 6; ++f)
                if (m_multisets[std::size_t(inner)].counts[std::size_t(f)]
                    > m_multisets[std::size_t(outer)].counts[std::size_t(f)])
                    return false;
            return true;
        };
        // A pair is the dice on the table and the part of them that stayed aside in the last throw.
        for (std::size_t i = 0; i < m_full.size(); ++i) {
            m_pairOffset.push_back(int(m_pairFull.size()));
            for (int locked : m_keeps[i]) {
                m_pairFull.push_back(int(i));
                std::vector<int> allowed;
                for (int keep : m_keeps[i])
                    if (contains(keep, locked))
                        allowed.push_back(keep);
                m_pairKeeps.push_back(allowed);
            }
        }
        m_throwPair.resize(m_multisets.size());
        for (std::size_t keep = 0; keep < m_multisets.size(); ++keep)
            for (const Outcome& o : m_throw[keep])
                m_throwPair[keep].push_back({pairOf(o.dice, int(keep)), o.probability});
    }

    // Points of every row for every throw, plain and served.
    m_points.resize(m_full.size() * 2 * std::size_t(m_rows));
    for (std::size_t i = 0; i < m_full.size(); ++i) {
        Throw dice;
        for (int f = 0; f < 6; ++f)
            for (int c = 0; c < m_multisets[m_full[i]].counts[f]; ++c)
                dice.faces.push_back(f + 1);
        for (int served = 0; served < 2; ++served) {
            dice.served = served;
            for (int r = 0; r < m_rows; ++r)
                m_points[(i * 2 + std::size_t(served)) * std::size_t(m_rows) + std::size_t(r)]
                    = m_game.points(r, dice, m_options);
        }
    }

    // One die at a time: multisets by size, each one's one-larger and one-smaller neighbours.
    for (int size = 0; size <= m_dice; ++size)
        for (int i = 0; i < int(m_multisets.size()); ++i)
            if (m_multisets[std::size_t(i)].size == size)
                m_bySize.push_back(i);
    m_grow.resize(m_multisets.size());
    for (std::size_t i = 0; i < m_multisets.size(); ++i) {
        m_shrinkOffset.push_back(int(m_shrink.size()));
        for (int f = 0; f < 6; ++f) {
            Counts c = m_multisets[i].counts;
            if (m_multisets[i].size < m_dice) {
                ++c[std::size_t(f)];
                m_grow[i][std::size_t(f)] = indexOf(c);
                --c[std::size_t(f)];
            }
            if (c[std::size_t(f)] > 0) {
                --c[std::size_t(f)];
                m_shrink.push_back(indexOf(c));
            }
        }
    }
    m_shrinkOffset.push_back(int(m_shrink.size()));

    // The boxes each throw scores in, outside a bonus's rows. With no row ever below 0, a box a throw
    // gives nothing is worth what the sheet is worth after it, the most of which is found once a state.
    bool negative = false;
    for (int p : m_points)
        negative = negative || p < 0;
    for (std::size_t i = 0; i < m_full.size() * 2; ++i) {
        m_scoringOffset.push_back(int(m_scoring.size()));
        for (int r = 0; r < m_rows; ++r) {
            const int p = m_points[i * std::size_t(m_rows) + std::size_t(r)];
            if (!m_bonusRow[std::size_t(r)] && (p > 0 || negative))
                m_scoring.push_back({r, double(p)});
        }
    }
    m_scoringOffset.push_back(int(m_scoring.size()));

    // The same, grouped for the kernel.
    for (int full = 0; full < 2; ++full)
        for (int count = 0; count <= 6; ++count)
            for (int size = 0; size <= m_dice; ++size) {
                if ((size == m_dice) != (full == 1))
                    continue;
                std::vector<int> records;
                for (int m : m_bySize) {
                    const auto um = std::size_t(m);
                    if (m_multisets[um].size != size || m_shrinkOffset[um + 1] - m_shrinkOffset[um] != count)
                        continue;
                    records.push_back(m);
                    records.push_back(m_fullPosition[um]);
                    records.insert(records.end(), m_shrink.begin() + m_shrinkOffset[um],
                        m_shrink.begin() + m_shrinkOffset[um + 1]);
                }
                if (records.empty())
                    continue;
                m_insidePlan.insert(m_insidePlan.end(), {count, full, int(records.size()) / (count + 2)});
                m_insidePlan.insert(m_insidePlan.end(), records.begin(), records.end());
            }
    for (int count = 0; count <= m_rows; ++count) {
        std::vector<int> records;
        for (std::size_t i = 0; i < m_full.size() * 2; ++i) {
            if (m_scoringOffset[i + 1] - m_scoringOffset[i] != count)
                continue;
            records.push_back(int(i));
            for (int e = m_scoringOffset[i]; e < m_scoringOffset[i + 1]; ++e) {
                records.push_back(m_scoring[std::size_t(e)].row);
                m_writePoints.push_back(m_scoring[std::size_t(e)].points);
            }
        }
        if (records.empty())
            continue;
        m_writePlan.insert(m_writePlan.end(), {count, int(records.size()) / (count + 1)});
        m_writePlan.insert(m_writePlan.end(), records.begin(), records.end());
    }
}

SheetSolver::Counts SheetSolver::countsOf(const std::vector<int>& faces)
{
    Counts counts{};
    for (int face : faces)
        ++counts[std::size_t(face - 1)];
    return counts;
}

int SheetSolver::indexOf(const Counts& counts) const
{
    int code = 0;
    for (int f = 5; f >= 0; --f)
        code = code * (m_dice + 1) + counts[f];
    return m_lookup[std::size_t(code)];
}

std::uint32_t SheetSolver::stateOf(const std::vector<int>& filledPerRow, int bonusSum) const
{
    std::uint32_t rows = 0;
    for (int r = 0; r < m_rows; ++r)
        rows += std::uint32_t(filledPerRow[std::size_t(r)]) * m_weight[std::size_t(r)];
    return rows * m_track + std::uint32_t(std::min(bonusSum, int(m_track) - 1));
}

std::vector<SheetSolver::FreeRow> SheetSolver::freeRows(std::uint32_t state) const
{
    std::vector<FreeRow> free;
    const std::uint32_t rows = state / m_track;
    const std::uint32_t sum = state % m_track;
    for (int r = 0; r < m_rows; ++r) {
        const std::uint32_t filled
            = (rows / m_weight[std::size_t(r)]) % std::uint32_t(m_capacity[std::size_t(r)] + 1);
        if (int(filled) >= m_capacity[std::size_t(r)])
            continue;
        const std::uint32_t next = (rows + m_weight[std::size_t(r)]) * m_track;
        if (m_bonusRow[std::size_t(r)])
            free.push_back({r, 0, std::int64_t(next)});
        else
            free.push_back({r, m_value[next + sum]});
    }
    return free;
}

double SheetSolver::written(const FreeRow& row, int bonusSum, int points) const
{
    if (row.bonusBase < 0)
        return points + row.after;
    const int threshold = m_bonus->threshold;
    const int reached = std::min(threshold, bonusSum + points);
    const int paid = bonusSum < threshold && reached == threshold ? m_bonus->points : 0;
    return points + paid + m_value[std::size_t(row.bonusBase + reached)];
}

double SheetSolver::writeValue(const std::vector<FreeRow>& free, int bonusSum, int dice, bool served) const
{
    double best = -1;
    const int* points = &m_points[(std::size_t(dice) * 2 + std::size_t(served)) * std::size_t(m_rows)];
    for (const FreeRow& f : free)
        best = std::max(best, written(f, bonusSum, points[f.row]));
    return best;
}

int SheetSolver::pairOf(int fullPosition, int lockedMultiset) const
{
    const auto& keeps = m_keeps[std::size_t(fullPosition)];
    const auto it = std::lower_bound(keeps.begin(), keeps.end(), lockedMultiset);
    return it == keeps.end() || *it != lockedMultiset
        ? -1
        : m_pairOffset[std::size_t(fullPosition)] + int(it - keeps.begin());
}

int SheetSolver::turnStateOf(int fullPosition, int lockedMultiset) const
{
    return m_strict ? pairOf(fullPosition, lockedMultiset) : fullPosition;
}

double SheetSolver::keepValue(int keep, const std::vector<double>& next) const
{
    return expectedAfter(turnThrows()[std::size_t(keep)], next, throwServes(keep));
}

void SheetSolver::turnTables(
    const std::vector<FreeRow>& free, int bonusSum, std::vector<std::vector<double>>& best) const
{
    const auto& keepsOf = turnKeeps();
    const std::size_t states = keepsOf.size();
    best.resize(std::size_t(m_throws));
    for (auto& level : best)
        level.resize(states * 2);
    std::vector<double>& write = best[0];
    if (m_strict) {
        for (std::size_t t = 0; t < states; ++t) {
            const int full = m_pairFull[t];
            for (int s = 0; s < 2; ++s)
                write[t * 2 + std::size_t(s)] = writeValue(free, bonusSum, full, s);
        }
    } else {
        // Each throw's best box: striking the best free row, or a box it scores in.
        constexpr double kNone = -std::numeric_limits<double>::infinity();
        thread_local std::vector<double> after;
        after.assign(std::size_t(m_rows), kNone);
        double strike = kNone;
        bool bonusFree = false;
        for (const FreeRow& f : free) {
            if (f.bonusBase >= 0) {
                bonusFree = true;
                continue;
            }
            after[f.row] = f.after;
            strike = std::max(strike, f.after);
        }
        for (std::size_t i = 0; i < states * 2; ++i) {
            double value = strike;
            const SheetSolver::Scoring* end = m_scoring.data() + m_scoringOffset[i + 1];
            for (const SheetSolver::Scoring* p = m_scoring.data() + m_scoringOffset[i]; p != end; ++p)
                value = std::max(value, p->points + after[std::size_t(p->row)]);
            if (bonusFree) {
                const int* points = &m_points[i * std::size_t(m_rows)];
                for (const FreeRow& f : free)
                    if (f.bonusBase >= 0)
                        value = std::max(value, written(f, bonusSum, points[f.row]));
            }
            write[i] = value;
        }
    }
    keepLevels(best);
}

void SheetSolver::keepLevels(std::vector<std::vector<double>>& best) const
{
    const auto& keepsOf = turnKeeps();
    const std::size_t states = keepsOf.size();
    const std::vector<double>& write = best[0];
    if (m_strict) {
        const auto& throws = turnThrows();
        std::vector<double> kept(m_multisets.size());
        for (int left = 1; left < m_throws; ++left) {
            for (std::size_t k = 0; k < m_multisets.size(); ++k)
                if (m_multisets[k].size < m_dice)
                    kept[k] = expectedAfter(throws[k], best[std::size_t(left - 1)], throwServes(int(k)));
            for (std::size_t t = 0; t < states; ++t) {
                double bestKeep = -1;
                for (int k : keepsOf[t])
                    bestKeep = std::max(bestKeep, kept[std::size_t(k)]);
                for (int s = 0; s < 2; ++s)
                    best[std::size_t(left)][t * 2 + std::size_t(s)]
                        = std::max(best[0][t * 2 + std::size_t(s)], bestKeep);
            }
        }
        return;
    }
    // kept[m]: keeping the multiset m and throwing the rest; inside[m]: the best keep within m.
    const std::size_t multisets = m_multisets.size();
    thread_local std::vector<double> kept, inside;
    kept.resize(multisets);
    inside.resize(multisets);
    const std::size_t proper = multisets - m_full.size();
    for (int left = 1; left < m_throws; ++left) {
        const std::vector<double>& next = best[std::size_t(left - 1)];
        for (std::size_t i = 0; i < m_full.size(); ++i)
            kept[std::size_t(m_full[i])] = next[i * 2];
        for (std::size_t n = proper; n-- > 0;) {
            const std::size_t m = std::size_t(m_bySize[n]);
            const std::array<int, 6>& g = m_grow[m];
            // As in TurnKernel, so that both give the same numbers.
            kept[m] = ((kept[std::size_t(g[0])] + kept[std::size_t(g[1])])
                          + (kept[std::size_t(g[2])] + kept[std::size_t(g[3])])
                          + (kept[std::size_t(g[4])] + kept[std::size_t(g[5])]))
                * kSixth;
        }
        if (m_servedAgain) {
            // Throwing all the dice again serves.
            double all = 0;
            for (std::size_t i = 0; i < m_full.size(); ++i)
                all += m_firstThrow[i] * next[i * 2 + 1];
            kept[std::size_t(m_bySize[0])] = all;
        }
        std::vector<double>& level = best[std::size_t(left)];
        for (std::size_t n = 0; n < multisets; ++n) {
            const std::size_t m = std::size_t(m_bySize[n]);
            double value = n < proper ? kept[m] : -1;
            const int* end = m_shrink.data() + m_shrinkOffset[m + 1];
            for (const int* p = m_shrink.data() + m_shrinkOffset[m]; p != end; ++p)
                value = std::max(value, inside[std::size_t(*p)]);
            inside[m] = value;
            if (n >= proper) {
                const std::size_t t = std::size_t(m_fullPosition[m]);
                level[t * 2] = std::max(write[t * 2], value);
                level[t * 2 + 1] = std::max(write[t * 2 + 1], value);
            }
        }
    }
}

double SheetSolver::stateValue(std::uint32_t state, std::vector<std::vector<double>>& best) const
{
    turnTables(freeRows(state), int(state % m_track), best);
    // After the first throw nothing is locked yet: the empty multiset (index 0).
    double expected = 0;
    for (std::size_t i = 0; i < m_full.size(); ++i)
        expected
            += m_firstThrow[i] * best[std::size_t(m_throws - 1)][std::size_t(turnStateOf(int(i), 0)) * 2 + 1];
    return expected;
}

/// A vector of N doubles.
template <std::size_t N> struct LanesOf;
template <> struct LanesOf<2>
{
    typedef double Type __attribute__((vector_size(2 * sizeof(double))));
};
template <> struct LanesOf<4>
{
    typedef double Type __attribute__((vector_size(4 * sizeof(double))));
};
template <> struct LanesOf<8>
{
    typedef double Type __attribute__((vector_size(8 * sizeof(double))));
};

/// The value of several states at once, each lane of a vector one state: the index tables are the
/// same for every state, only what the free rows are worth differs. Without strict_keep or a bonus.
///
/// One array, kept[multiset], holds a turn's values as they are needed, so that it stays in the
/// first-level cache: for all the dice, the value with that many throws left (not served); below all
/// the dice, first what keeping them and throwing the rest is worth, then, overwritten, the best keep
/// inside them. What served throws are worth is only ever summed over the first throw's chances.
struct TurnKernel
{
    /// States N at a time.
    template <std::size_t N> struct Width
    {
        /// N doubles: one register with AVX-512 (8), AVX2 (4), SSE2 or NEON (2).
        using Lanes = typename LanesOf<N>::Type;
        static constexpr std::size_t kLanes = N;
        struct alignas(N * sizeof(double)) Pack // without AVX a wider vector alone is aligned to 16 only
        {
            Lanes v;
        };
        struct Workspace
        {
            std::vector<Pack> after, write, kept;
        };

        /// a = max(a, b) lane by lane (by reference: a vector return would change the ABI without AVX).
        [[gnu::always_inline]] static inline void raise(Lanes& a, const Lanes& b) { a = a > b ? a : b; }

        /// Throws that score in C rows: the best of striking and writing each of them.
        template <int C>
        [[gnu::always_inline]] static inline void writeGroup(const int*& plan, const double*& points,
            int records, const Lanes& strike, const Pack* after, Pack* write)
        {
            for (int k = 0; k < records; ++k) {
                Lanes value = strike;
                for (int j = 0; j < C; ++j)
                    raise(value, points[j] + after[plan[1 + j]].v);
                write[plan[0]].v = value;
                plan += 1 + C;
                points += C;
            }
        }

        /// Multisets with C multisets one die smaller: the best keep inside each; for all the dice, the
        /// better of that and writing, and the served value summed by its chance.
        template <int C, bool Full>
        [[gnu::always_inline]] static inline void insideGroup(
            const int*& plan, int records, Pack* kept, const Pack* write, const double* chance, Lanes& served)
        {
            for (int k = 0; k < records; ++k) {
                const std::size_t m = std::size_t(plan[0]);
                if constexpr (Full) {
                    Lanes value = kept[plan[2]].v;
                    for (int j = 1; j < C; ++j)
                        raise(value, kept[plan[2 + j]].v);
                    const std::size_t t = std::size_t(plan[1]);
                    Lanes plain = write[t * 2].v;
                    raise(plain, value);
                    kept[m].v = plain;
                    Lanes first = write[t * 2 + 1].v;
                    raise(first, value);
                    served += chance[t] * first;
                } else {
                    Lanes value = kept[m].v;
                    for (int j = 0; j < C; ++j)
                        raise(value, kept[plan[2 + j]].v);
                    kept[m].v = value;
                }
                plan += 2 + C;
            }
        }

        /// out[l] = the value of states[l], l < count (count ≤ kLanes).
        [[gnu::always_inline]] static inline void values(
            const SheetSolver& s, const std::uint32_t* states, std::size_t count, double* out, Workspace& w)
        {
            const std::size_t fulls = s.m_full.size();
            const std::size_t multisets = s.m_multisets.size();
            const std::size_t proper = multisets - fulls;
            const std::size_t rows = std::size_t(s.m_rows);
            w.after.resize(rows);
            w.write.resize(fulls * 2);
            w.kept.resize(multisets);
            constexpr double kNone = -std::numeric_limits<double>::infinity();
            const Lanes none = Lanes{} + kNone;
            const double* chance = s.m_firstThrow.data();

            // What each free row leaves the sheet worth; a full row is never chosen.
            Pack* after = w.after.data();
            for (std::size_t r = 0; r < rows; ++r)
                after[r].v = none;
            Lanes strike = none;
            for (std::size_t l = 0; l < kLanes; ++l) {
                const std::uint32_t state = states[std::min(l, count - 1)];
                for (std::size_t r = 0; r < rows; ++r) {
                    const std::uint32_t weight = s.m_weight[r];
                    const std::uint32_t capacity = std::uint32_t(s.m_capacity[r]);
                    if ((state / weight) % (capacity + 1) < capacity) {
                        const double v = s.m_value[state + weight];
                        after[r].v[l] = v;
                        strike[l] = std::max(strike[l], v);
                    }
                }
            }
            // Each throw's best box: striking the best free row, or a box the throw scores in.
            Pack* write = w.write.data();
            {
                const int* plan = s.m_writePlan.data();
                const int* planEnd = plan + s.m_writePlan.size();
                const double* points = s.m_writePoints.data();
                while (plan != planEnd) {
                    const int count = plan[0];
                    const int records = plan[1];
                    plan += 2;
                    switch (count) {
                    case 0:
                        writeGroup<0>(plan, points, records, strike, after, write);
                        break;
                    case 1:
                        writeGroup<1>(plan, points, records, strike, after, write);
                        break;
                    case 2:
                        writeGroup<2>(plan, points, records, strike, after, write);
                        break;
                    case 3:
                        writeGroup<3>(plan, points, records, strike, after, write);
                        break;
                    case 4:
                        writeGroup<4>(plan, points, records, strike, after, write);
                        break;
                    case 5:
                        writeGroup<5>(plan, points, records, strike, after, write);
                        break;
                    case 6:
                        writeGroup<6>(plan, points, records, strike, after, write);
                        break;
                    default:
                        for (int k = 0; k < records; ++k) {
                            Lanes value = strike;
                            for (int j = 0; j < count; ++j)
                                raise(value, points[j] + after[plan[1 + j]].v);
                            write[plan[0]].v = value;
                            plan += 1 + count;
                            points += count;
                        }
                    }
                }
            }
            // No throw left: write.
            Pack* kept = w.kept.data();
            Lanes served{};
            for (std::size_t i = 0; i < fulls; ++i) {
                kept[std::size_t(s.m_full[i])].v = write[i * 2].v;
                served += chance[i] * write[i * 2 + 1].v;
            }
            // Throws left 1, 2, …: keep the best of the dice, or write.
            for (int left = 1; left < s.m_throws; ++left) {
                for (std::size_t n = proper; n-- > 0;) {
                    const std::size_t m = std::size_t(s.m_bySize[n]);
                    const std::array<int, 6>& g = s.m_grow[m];
                    // Summed as a tree and multiplied: the chains of dependent additions stay short.
                    kept[m].v = ((kept[g[0]].v + kept[g[1]].v) + (kept[g[2]].v + kept[g[3]].v)
                                    + (kept[g[4]].v + kept[g[5]].v))
                        * kSixth;
                }
                if (s.m_servedAgain) // throwing all the dice again serves
                    kept[std::size_t(s.m_bySize[0])].v = served;
                served = Lanes{};
                const int* plan = s.m_insidePlan.data();
                const int* planEnd = plan + s.m_insidePlan.size();
                while (plan != planEnd) {
                    const int count = plan[0];
                    const bool full = plan[1] != 0;
                    const int records = plan[2];
                    plan += 3;
                    switch (count * 2 + (full ? 1 : 0)) {
                    case 0:
                        insideGroup<0, false>(plan, records, kept, write, chance, served);
                        break;
                    case 2:
                        insideGroup<1, false>(plan, records, kept, write, chance, served);
                        break;
                    case 4:
                        insideGroup<2, false>(plan, records, kept, write, chance, served);
                        break;
                    case 6:
                        insideGroup<3, false>(plan, records, kept, write, chance, served);
                        break;
                    case 8:
                        insideGroup<4, false>(plan, records, kept, write, chance, served);
                        break;
                    case 10:
                        insideGroup<5, false>(plan, records, kept, write, chance, served);
                        break;
                    case 12:
                        insideGroup<6, false>(plan, records, kept, write, chance, served);
                        break;
                    case 3:
                        insideGroup<1, true>(plan, records, kept, write, chance, served);
                        break;
                    case 5:
                        insideGroup<2, true>(plan, records, kept, write, chance, served);
                        break;
                    case 7:
                        insideGroup<3, true>(plan, records, kept, write, chance, served);
                        break;
                    case 9:
                        insideGroup<4, true>(plan, records, kept, write, chance, served);
                        break;
                    case 11:
                        insideGroup<5, true>(plan, records, kept, write, chance, served);
                        break;
                    case 13:
                        insideGroup<6, true>(plan, records, kept, write, chance, served);
                        break;
                    }
                }
            }
            // The turn's first throw serves.
            for (std::size_t l = 0; l < count; ++l)
                out[l] = served[l];
        }
    };

    /// The widest vectors the machine has: eight states at once with AVX-512, four otherwise.
    static constexpr std::size_t kMostLanes = 8;
    struct Workspace
    {
        Width<8>::Workspace eight;
        Width<4>::Workspace four;
        Width<2>::Workspace two;
    };

#if defined(__x86_64__) && defined(__GNUC__)
    [[gnu::target("avx512f")]] static void valuesAvx512(
        const SheetSolver& s, const std::uint32_t* states, std::size_t count, double* out, Workspace& w)
    {
        Width<8>::values(s, states, count, out, w.eight);
    }

    [[gnu::target("avx2")]] static void valuesAvx2(
        const SheetSolver& s, const std::uint32_t* states, std::size_t count, double* out, Workspace& w)
    {
        for (std::size_t first = 0; first < count; first += 4)
            Width<4>::values(s, states + first, std::min<std::size_t>(4, count - first), out + first, w.four);
    }
#endif

    static void valuesPortable(
        const SheetSolver& s, const std::uint32_t* states, std::size_t count, double* out, Workspace& w)
    {
        // Two at a time: what every 64-bit processor's vectors hold (SSE2, NEON).
        for (std::size_t first = 0; first < count; first += 2)
            Width<2>::values(s, states + first, std::min<std::size_t>(2, count - first), out + first, w.two);
    }

    static inline std::atomic<SheetSolver::Vectors> vectors{SheetSolver::Vectors::Widest};

    /// out[l] = the value of states[l], l < count ≤ kMostLanes.
    static void run(
        const SheetSolver& s, const std::uint32_t* states, std::size_t count, double* out, Workspace& w)
    {
#if defined(__x86_64__) && defined(__GNUC__)
        static const bool hasAvx512 = __builtin_cpu_supports("avx512f");
        static const bool hasAvx2 = __builtin_cpu_supports("avx2");
        const SheetSolver::Vectors allowed = vectors.load(std::memory_order_relaxed);
        const bool avx512 = hasAvx512 && allowed == SheetSolver::Vectors::Widest;
        const bool avx2 = hasAvx2 && allowed != SheetSolver::Vectors::Portable;
        if (avx512) {
            valuesAvx512(s, states, count, out, w);
            return;
        }
        if (avx2) {
            valuesAvx2(s, states, count, out, w);
            return;
        }
#endif
        valuesPortable(s, states, count, out, w);
    }
};

void SheetSolver::setVectors(Vectors vectors)
{
    TurnKernel::vectors.store(vectors, std::memory_order_relaxed);
}

void SheetSolver::solve(const std::function<void(double)>& progress, const std::atomic<bool>* cancel)
{
    auto cancelled = [cancel] { return cancel && cancel->load(std::memory_order_relaxed); };
    m_value.assign(m_stateCount, 0);
    // States in layers by boxes written: a layer needs only the fuller ones, so its states are
    // independent and are shared out among the cores.
    int boxes = 0;
    for (int c : m_capacity)
        boxes += c;
    std::vector<std::vector<std::uint32_t>> layers(std::size_t(boxes + 1));
    {
        // The boxes written of each state, counted up row by row like an odometer.
        std::vector<int> digits(std::size_t(m_rows), 0);
        int filled = 0;
        for (std::uint32_t rows = 0; rows < m_stateCount / m_track; ++rows) {
            if (filled < boxes)
                for (std::uint32_t sum = 0; sum < m_track; ++sum)
                    layers[std::size_t(filled)].push_back(rows * m_track + sum);
            for (std::size_t r = 0; r < digits.size(); ++r) {
                if (digits[r] < m_capacity[r]) {
                    ++digits[r];
                    ++filled;
                    break;
                }
                filled -= digits[r];
                digits[r] = 0;
            }
        }
    }
    const unsigned threads = std::max(1u, std::min(std::thread::hardware_concurrency(), 8u));
    // Several states at once where the kernel applies.
    const bool together = !m_strict && !m_bonus;
    std::size_t done = 0;
    for (int layer = boxes - 1; layer >= 0; --layer) {
        const auto& states = layers[std::size_t(layer)];
        auto work = [&](unsigned part) {
            if (together) {
                // Runs of kLanes states, each written where it belongs.
                constexpr std::size_t lanes = TurnKernel::kMostLanes;
                TurnKernel::Workspace workspace;
                double out[lanes];
                for (std::size_t i = part * lanes; i < states.size() && !cancelled(); i += threads * lanes) {
                    const std::size_t count = std::min(lanes, states.size() - i);
                    TurnKernel::run(*this, &states[i], count, out, workspace);
                    for (std::size_t l = 0; l < count; ++l)
                        m_value[states[i + l]] = out[l];
                }
                return;
            }
            std::vector<std::vector<double>> best;
            for (std::size_t i = part; i < states.size() && !cancelled(); i += threads)
                m_value[states[i]] = stateValue(states[i], best);
        };
        if (states.size() < 64 || threads == 1) {
            work(0);
            for (unsigned part = 1; part < threads; ++part)
                work(part);
        } else {
            std::vector<std::thread> pool;
            for (unsigned part = 1; part < threads; ++part)
                pool.emplace_back(work, part);
            work(0);
            for (auto& t : pool)
                t.join();
        }
        if (cancelled()) {
            m_value.clear();
            return;
        }
        done += states.size();
        if (progress)
            progress(double(done) / m_stateCount);
    }
    m_solved = true;
    if (progress)
        progress(1.0);
}

std::string SheetSolver::tableKey() const
{
    // What the solution depends on: the points of every throw in every row, when a throw serves,
    // strict_keep. Options that only change the settlement (Würfel-Poker's column values) share a table.
    const std::uint64_t points = fnv1a(m_points.data(), m_points.size() * sizeof(int));
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(points));
    std::string key = "game=" + std::string(m_game.id()) + ";engine=" + std::to_string(kEngineVersion)
        + ";columns=" + std::to_string(m_game.freeColumnCount(m_options)) + ";served_again="
        + (m_servedAgain ? "1" : "0") + ";strict_keep=" + (m_strict ? "1" : "0") + ";points=" + hex;
    if (m_bonus) {
        key += ";bonus=" + std::to_string(m_bonus->points) + "@" + std::to_string(m_bonus->threshold) + ":";
        for (int r : m_bonus->rows)
            key += std::to_string(r) + ",";
    }
    return key;
}

void SheetSolver::save(std::ostream& out) const
{
    writeTable(out, tableKey(), m_value);
}

std::optional<std::string> SheetSolver::load(std::istream& in)
{
    std::vector<double> values;
    if (auto problem = readTable(in, tableKey(), m_stateCount, values))
        return problem;
    adopt(std::move(values));
    return std::nullopt;
}

void SheetSolver::adopt(std::vector<double> values)
{
    m_value = std::move(values);
    m_solved = true;
}

std::vector<SheetSolver::Choice> SheetSolver::choices(
    std::uint32_t state, const Counts& dice, bool served, int throwsLeft, const Counts& locked) const
{
    return rank(freeRows(state), int(state % m_track), dice, served, throwsLeft, locked);
}

std::vector<SheetSolver::Choice> SheetSolver::choicesJudgedBy(std::uint32_t state, const Counts& dice,
    bool served, int throwsLeft, const std::vector<double>& rowWorth, const Counts& locked) const
{
    std::vector<FreeRow> free = freeRows(state);
    for (FreeRow& f : free) {
        f.after = rowWorth[std::size_t(f.row)];
        f.bonusBase = -1; // judged by the row alone
    }
    return rank(free, int(state % m_track), dice, served, throwsLeft, locked);
}

double SheetSolver::par(int row) const
{
    std::vector<int> filled(m_capacity.begin(), m_capacity.end());
    --filled[std::size_t(row)];
    return m_value[stateOf(filled)];
}

std::vector<int> SheetSolver::filledPerRow(std::uint32_t state) const
{
    std::vector<int> filled;
    const std::uint32_t rows = state / m_track;
    for (int r = 0; r < m_rows; ++r)
        filled.push_back(
            int((rows / m_weight[std::size_t(r)]) % std::uint32_t(m_capacity[std::size_t(r)] + 1)));
    return filled;
}

std::vector<SheetSolver::Choice> SheetSolver::choicesByWorth(std::uint32_t state, const Counts& dice,
    bool served, int throwsLeft, const std::function<double(int, int)>& worth, const Counts& locked) const
{
    std::vector<Choice> all;
    const std::vector<FreeRow> free = freeRows(state);
    const int index = indexOf(dice);
    if (index < 0 || m_fullPosition[std::size_t(index)] < 0 || free.empty())
        return all;
    const int position = m_fullPosition[std::size_t(index)];
    const int turnState = turnStateOf(position, indexOf(locked));
    if (turnState < 0)
        return all;
    // Each throw's best box by its worth, then the keeps as in every turn.
    std::vector<double> write(m_full.size() * 2);
    for (std::size_t i = 0; i < write.size(); ++i) {
        double value = -std::numeric_limits<double>::infinity();
        for (const FreeRow& f : free)
            value = std::max(value, worth(f.row, m_points[i * std::size_t(m_rows) + std::size_t(f.row)]));
        write[i] = value;
    }
    const std::size_t states = turnKeeps().size();
    std::vector<std::vector<double>> best(std::size_t(m_throws), std::vector<double>(states * 2));
    for (std::size_t t = 0; t < states; ++t) {
        const std::size_t full = m_strict ? std::size_t(m_pairFull[t]) : t;
        best[0][t * 2] = write[full * 2];
        best[0][t * 2 + 1] = write[full * 2 + 1];
    }
    keepLevels(best);
    const int* points = &m_points[(std::size_t(position) * 2 + std::size_t(served)) * std::size_t(m_rows)];
    for (const FreeRow& f : free)
        all.push_back({Choice::Kind::Write, {}, f.row, points[f.row], worth(f.row, points[f.row])});
    if (throwsLeft > 0) {
        const std::size_t level = std::size_t(std::min(throwsLeft, m_throws - 1) - 1);
        for (int k : turnKeeps()[std::size_t(turnState)])
            all.push_back(
                {Choice::Kind::Keep, m_multisets[std::size_t(k)].counts, -1, 0, keepValue(k, best[level])});
    }
    std::stable_sort(
        all.begin(), all.end(), [](const Choice& a, const Choice& b) { return a.expected > b.expected; });
    return all;
}

std::vector<SheetSolver::Choice> SheetSolver::rank(const std::vector<FreeRow>& free, int bonusSum,
    const Counts& dice, bool served, int throwsLeft, const Counts& locked) const
{
    std::vector<Choice> all;
    const int index = indexOf(dice);
    if (index < 0 || m_fullPosition[std::size_t(index)] < 0 || free.empty())
        return all;
    const int position = m_fullPosition[std::size_t(index)];
    const int* points = &m_points[(std::size_t(position) * 2 + std::size_t(served)) * std::size_t(m_rows)];
    for (const FreeRow& f : free)
        all.push_back({Choice::Kind::Write, {}, f.row, points[f.row], written(f, bonusSum, points[f.row])});
    if (throwsLeft > 0) {
        std::vector<std::vector<double>> best;
        const std::size_t level = std::size_t(std::min(throwsLeft, m_throws - 1) - 1);
        // With strict_keep only keeps that hold on to the locked dice.
        const int turnState = turnStateOf(position, indexOf(locked));
        if (turnState < 0)
            return {};
        turnTables(free, bonusSum, best);
        for (int k : turnKeeps()[std::size_t(turnState)])
            all.push_back(
                {Choice::Kind::Keep, m_multisets[std::size_t(k)].counts, -1, 0, keepValue(k, best[level])});
    }
    std::stable_sort(
        all.begin(), all.end(), [](const Choice& a, const Choice& b) { return a.expected > b.expected; });
    return all;
}

} // namespace knobel
