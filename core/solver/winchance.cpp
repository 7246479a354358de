// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/winchance.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <numeric>

namespace knobel {

namespace {

/// The final standing from the first player's side: 1 ahead, ½ level, 0 behind.
double decided(int lead)
{
    return lead > 0 ? 1.0 : lead == 0 ? 0.5 : 0.0;
}

} // namespace

bool WinChance::appliesTo(const SheetGame& game)
{
    return game.columnCount() == 1 && !game.settlesInChips();
}

WinChance::WinChance(const SheetSolver& solver)
    : m_solver(solver)
    , m_states(solver.stateCount())
{
    const SheetGame& game = solver.game();
    const int rows = int(game.rows().size());
    m_full = solver.stateOf(std::vector<int>(std::size_t(rows), 1));
    for (int r = 0; r < rows; ++r) {
        const auto values = game.allowedValues(r, solver.options());
        m_most += values.empty() ? 0 : *std::max_element(values.begin(), values.end());
    }
    m_exact = game.throwsPerTurn() == 1 && game.diceCount() <= 2;
    for (std::uint32_t state = 0; state < m_states; ++state) {
        const auto filled = solver.filledPerRow(state);
        m_free.push_back(rows - std::accumulate(filled.begin(), filled.end(), 0));
    }
    if (!m_exact) {
        // The variance of what perfect play still writes: the free rows' variances added up.
        const RowStatistics stats = keptRows(solver);
        m_variance.assign(m_states, 0);
        for (std::uint32_t state = 0; state < m_states; ++state) {
            const auto filled = solver.filledPerRow(state);
            for (int r = 0; r < rows; ++r)
                if (filled[std::size_t(r)] == 0)
                    m_variance[state] += stats.variance[std::size_t(r)];
        }
        return;
    }
    // Every throw of the dice (ordered, equally likely) and the points it gives in each row.
    std::vector<std::vector<int>> points;
    const int dice = game.diceCount();
    int throws = 1;
    for (int d = 0; d < dice; ++d)
        throws *= 6;
    for (int code = 0; code < throws; ++code) {
        Throw t;
        for (int d = 0, rest = code; d < dice; ++d, rest /= 6)
            t.faces.push_back(rest % 6 + 1);
        t.served = true;
        std::vector<int> row;
        for (int r = 0; r < rows; ++r)
            row.push_back(game.points(r, t, solver.options()));
        points.push_back(row);
    }
    // Backward over the boxes written by both: a state needs only states with more boxes written,
    // or, when the mover's sheet is full, the other's turn at the same count.
    const int leads = 2 * m_most + 1;
    m_before.assign(std::size_t(m_states) * m_states * std::size_t(leads), 0);
    auto count = [&](std::uint32_t s) {
        const auto f = solver.filledPerRow(s);
        return std::accumulate(f.begin(), f.end(), 0);
    };
    std::vector<int> filled(m_states);
    for (std::uint32_t s = 0; s < m_states; ++s)
        filled[s] = count(s);
    // Per state: each free row and the state after writing it.
    std::vector<std::vector<std::pair<int, std::uint32_t>>> moves(m_states);
    for (std::uint32_t s = 0; s < m_states; ++s) {
        const auto f = solver.filledPerRow(s);
        for (int r = 0; r < rows; ++r)
            if (f[std::size_t(r)] == 0) {
                auto next = f;
                next[std::size_t(r)] = 1;
                moves[s].push_back({r, solver.stateOf(next)});
            }
    }
    for (int total = 2 * rows; total >= 0; --total)
        for (int pass = 0; pass < 2; ++pass) // the mover's sheet not full, then full
            for (std::uint32_t mover = 0; mover < m_states; ++mover)
                for (std::uint32_t other = 0; other < m_states; ++other) {
                    // Turns alternate: the two sheets never differ by more than one box.
                    if (filled[mover] + filled[other] != total || isFull(mover) != (pass == 1)
                        || std::abs(filled[mover] - filled[other]) > 1)
                        continue;
                    for (int lead = -m_most; lead <= m_most; ++lead) {
                        double& value = m_before[at(mover, other, lead)];
                        if (isFull(mover)) {
                            value = isFull(other) ? decided(lead) : 1 - m_before[at(other, mover, -lead)];
                            continue;
                        }
                        double sum = 0;
                        for (const auto& row : points) {
                            double best = -1;
                            for (const auto& [r, next] : moves[mover])
                                best = std::max(best, afterWrite(next, lead + row[std::size_t(r)], other));
                            sum += best;
                        }
                        value = sum / double(points.size());
                    }
                }
}

bool WinChance::decides(std::uint32_t mine) const
{
    return m_exact || m_free[mine] <= kLastTurns;
}

std::size_t WinChance::at(std::uint32_t mover, std::uint32_t other, int lead) const
{
    const int clamped = std::clamp(lead, -m_most, m_most);
    return (std::size_t(mover) * m_states + other) * std::size_t(2 * m_most + 1)
        + std::size_t(clamped + m_most);
}

double WinChance::normal(std::uint32_t mine, int lead, std::uint32_t other) const
{
    const double mean = lead + m_solver.value(mine) - m_solver.value(other);
    const double variance = m_variance[mine] + m_variance[other];
    if (variance <= 0)
        return mean > 0.25 ? 1.0 : mean < -0.25 ? 0.0 : 0.5;
    // Totals are whole numbers: a difference above ½ wins, within ±½ ties (half a win).
    return 0.5 * std::erfc(-mean / std::sqrt(2 * variance));
}

double WinChance::afterWrite(std::uint32_t mine, int lead, std::uint32_t other) const
{
    if (!m_exact)
        return normal(mine, lead, other);
    if (isFull(mine) && isFull(other))
        return decided(lead);
    if (isFull(other)) // the other has finished: the same player throws on
        return m_before[at(mine, other, lead)];
    return 1 - m_before[at(other, mine, -lead)];
}

double WinChance::beforeTurn(std::uint32_t mine, int lead, std::uint32_t other) const
{
    return m_exact ? m_before[at(mine, other, lead)] : normal(mine, lead, other);
}

std::vector<SheetSolver::Choice> WinChance::choices(std::uint32_t mine, int lead, std::uint32_t other,
    const SheetSolver::Counts& dice, bool served, int throwsLeft, const SheetSolver::Counts& locked) const
{
    // Each row's state after it, and each (row, points) worked out once.
    const auto filled = m_solver.filledPerRow(mine);
    std::vector<std::uint32_t> after(filled.size(), 0);
    for (std::size_t r = 0; r < filled.size(); ++r) {
        auto next = filled;
        next[r] = 1;
        after[r] = filled[r] == 0 ? m_solver.stateOf(next) : 0;
    }
    const std::size_t span = std::size_t(m_most) + 1;
    std::vector<double> known(filled.size() * span, -1);
    return m_solver.choicesByWorth(
        mine, dice, served, throwsLeft,
        [&](int row, int points) {
            const std::size_t slot = std::size_t(row) * span + std::size_t(std::clamp(points, 0, m_most));
            if (points < 0 || points > m_most)
                return afterWrite(after[std::size_t(row)], lead + points, other);
            if (known[slot] < 0)
                known[slot] = afterWrite(after[std::size_t(row)], lead + points, other);
            return known[slot];
        },
        locked);
}

} // namespace knobel
