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

/// Raised whenever what the solver computes changes, so older tables are built anew.
constexpr int kEngineVersion = 1;

} // namespace

SheetSolver::SheetSolver(const Game& game, const RuleOptions& options, std::optional<Bonus> bonus)
    : m_game(game)
    , m_options(options)
    , m_dice(game.diceCount())
    , m_throws(game.throwsPerTurn())
    , m_rows(int(game.rows().size()))
    , m_servedAgain(!options.flag("served_first_throw_only"))
{
    // Mixed-radix states: row r has capacity columnCount() and weight ∏ (capacity + 1) of the rows before it.
    std::uint32_t weight = 1;
    for (int r = 0; r < m_rows; ++r) {
        m_capacity.push_back(game.columnCount());
        m_weight.push_back(weight);
        weight *= std::uint32_t(game.columnCount() + 1);
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
    std::vector<double> write(m_full.size() * 2);
    for (std::size_t i = 0; i < m_full.size(); ++i)
        for (int s = 0; s < 2; ++s)
            write[i * 2 + std::size_t(s)] = writeValue(free, bonusSum, int(i), s);
    for (std::size_t t = 0; t < states; ++t) {
        const std::size_t full = m_strict ? std::size_t(m_pairFull[t]) : t;
        for (int s = 0; s < 2; ++s)
            best[0][t * 2 + std::size_t(s)] = write[full * 2 + std::size_t(s)];
    }
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
    for (std::uint32_t state = 0; state < m_stateCount; ++state) {
        int filled = 0;
        for (int f : filledPerRow(state))
            filled += f;
        if (filled < boxes)
            layers[std::size_t(filled)].push_back(state);
    }
    const unsigned threads = std::max(1u, std::min(std::thread::hardware_concurrency(), 8u));
    std::size_t done = 0;
    for (int layer = boxes - 1; layer >= 0; --layer) {
        const auto& states = layers[std::size_t(layer)];
        auto work = [&](unsigned part) {
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
        + ";columns=" + std::to_string(m_game.columnCount()) + ";served_again=" + (m_servedAgain ? "1" : "0")
        + ";strict_keep=" + (m_strict ? "1" : "0") + ";points=" + hex;
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
