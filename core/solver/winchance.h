// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

#include "solver/columnplanner.h"
#include "solver/sheetsolver.h"

namespace knobel {

/// The chance to win of two players at a game that the higher total wins (Sechzerspiel, Ohio): a tie
/// counts half, as in `knobel match`. The players alternate, one turn each.
///
/// Exact where a turn is a single throw (Sechzerspiel): over every pair of sheets and every lead, by
/// backward induction with both players playing to win. Otherwise (Ohio) an approximation: each
/// player's points still to come are taken as normal, with the perfect player's exact mean and the
/// variance of what it writes in each free row (measured from solitaire games), the two independent;
/// the turn itself — every keep and every box — is played exactly against that estimate.
class WinChance
{
public:
    /// The games it is for: one column, ranked by total.
    static bool appliesTo(const SheetGame& game);

    /// The solver must be solved; it is referred to, not copied.
    explicit WinChance(const SheetSolver& solver);
    bool isExact() const { return m_exact; }
    /// Whether the chance to win should decide the mover's turn: always where it is exact; with the
    /// estimate only in a player's last kLastTurns turns, where it is near the truth (earlier it lost
    /// to playing for points, see README).
    bool decides(std::uint32_t mine) const;
    static constexpr int kLastTurns = 2;

    /// The chance that the player who has just written wins: his sheet's state, his lead (his total
    /// less the other's), the other's sheet, who moves next.
    double afterWrite(std::uint32_t mine, int lead, std::uint32_t other) const;
    /// The chance that the player on turn wins before his turn's first throw.
    double beforeTurn(std::uint32_t mine, int lead, std::uint32_t other) const;

    /// Every decision for the dice on the table, by the chance to win it leaves (in expected), best first.
    std::vector<SheetSolver::Choice> choices(std::uint32_t mine, int lead, std::uint32_t other,
        const SheetSolver::Counts& dice, bool served, int throwsLeft,
        const SheetSolver::Counts& locked = {}) const;

    const SheetSolver& solver() const { return m_solver; }

private:
    bool isFull(std::uint32_t state) const { return state == m_full; }
    double normal(std::uint32_t mine, int lead, std::uint32_t other) const;
    std::size_t at(std::uint32_t mover, std::uint32_t other, int lead) const;

    const SheetSolver& m_solver;
    bool m_exact = false;
    std::uint32_t m_states = 0;
    std::uint32_t m_full = 0; ///< the state of a full sheet
    int m_most = 0; ///< the highest total a sheet can reach: leads lie within ±m_most
    std::vector<double> m_before; ///< exact: [mover][other][lead + m_most], before the mover's throw
    std::vector<double> m_variance; ///< approximate: per state, the variance of the points to come
    std::vector<int> m_free; ///< per state: the rows still free
};

} // namespace knobel
