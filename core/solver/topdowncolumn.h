// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "kits/sheetgame.h"
#include "solver/sheetsolver.h"

namespace knobel {

class SheetState;

/// One turn for one known box, played for the box's expected points: Würfel-Poker's second column on
/// the two-column sheet, written from the top down once the first column is full.
///
/// Why this is the whole of perfect play there: a box's points depend on that box alone (the running
/// sums of the second column only show the boxes added up), the game is settled by the difference of
/// the totals, and every player's expected balance rises one for one with his own expected total.
/// The first column is the usual one-column solitaire (SheetSolver over freeColumnCount() = 1), and
/// the second column's turns are then a fixed sequence, each independent of the others: maximising
/// each box's expected points maximises the expected total, and so the expected settlement, exactly.
///
/// strict_keep: the choices keep the dice that must stay aside, but later throws of the turn are
/// valued as if dice could be taken back (a slight approximation, as the turn's best keeps rarely
/// take a die back).
class TopDownColumn
{
public:
    /// The box (column, row) the player on turn must write next, when the game prescribes it.
    static std::optional<std::pair<int, int>> forcedBox(const SheetState& state);
    /// The box the rules prescribe next on this sheet, or nothing (free choice, or the sheet is full).
    static std::optional<std::pair<int, int>> nextBox(
        const SheetGame& game, const RuleOptions& options, const Sheet& sheet);
    /// The expected points of the prescribed boxes still free after the box (column, row).
    static double expectedAfter(
        const SheetGame& game, const RuleOptions& options, const Sheet& sheet, int column, int row);
    /// The boxes of a sheet that are written in a fixed order, first to last (none on most sheets).
    static std::vector<std::pair<int, int>> orderedBoxes(const SheetGame& game, const RuleOptions& options);

    TopDownColumn(const SheetGame& game, const RuleOptions& options, int column, int row);
    /// The same, made once per game, options and box and kept for the program's life (a few kilobytes).
    static std::shared_ptr<const TopDownColumn> shared(
        const SheetGame& game, const RuleOptions& options, int column, int row);

    /// The box's expected points from the start of a turn.
    double expected() const { return m_start; }
    /// Every decision for the dice on the table, best first; expected: the box's points to expect.
    /// locked: dice that must stay aside.
    std::vector<SheetSolver::Choice> choices(const SheetSolver::Counts& dice, bool served, int throwsLeft,
        const SheetSolver::Counts& locked = {}) const;
    /// A beginner's turn: keeps the row's face (the count rows) or the face it has most of, and writes
    /// when the throws are used up or every die is kept.
    SheetSolver::Choice beginnerChoice(const SheetSolver::Counts& dice, bool served, int throwsLeft,
        const SheetSolver::Counts& locked = {}) const;

private:
    int pointsOf(int full, bool served) const;

    int m_row = 0;
    std::vector<int> m_points; ///< [full × 2 + served]
    /// [throws left][full × 2 + served]: the box's expected points with the dice on the table.
    std::vector<std::vector<double>> m_value;
    double m_start = 0;
    bool m_servedAgain = true;
};

} // namespace knobel
