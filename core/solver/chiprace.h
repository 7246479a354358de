// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "kits/sheet.h"
#include "kits/sheetgame.h"
#include "solver/columnplanner.h"
#include "solver/sheetsolver.h"

namespace knobel {

/// Würfel-Poker's Perfect with two players at the end of the game: the row and the column of each box
/// chosen for the chips to expect, not for the total — so that it gives up points in a row when that
/// wins more chips in the column race or Head.
///
/// The model: each column's final sum is what is written plus, per free box, an independent value
/// drawn as perfect play writes that row in the last turns of a game — measured from solitaire games
/// (RowStatistics::late: the values of the row's boxes written when at most as many boxes were free
/// as the sheet has then). The sums' distributions are exact convolutions of those, so a Grande still
/// open is mostly nothing and sometimes 50, not a bell around 20. Columns and players independent;
/// P(win a column) = P(own sum > the other's), Head = every column won. The turn is played exactly
/// against it: every keep and every box by the chips its best column leaves
/// (SheetSolver::choicesByWorth).
///
/// It decides only in a player's last RowStatistics::kLateBoxes boxes: earlier the values to come are
/// not the late game's, and playing for the total (the race for the column) did better (README).
class ChipRace
{
public:
    /// Where it applies: a sheet of several columns settled column against column.
    static bool appliesTo(const SheetGame& game, const RuleOptions& options);

    /// rows: with their late-game values (measureRows). solver: the total's table, solved, for the
    /// turn (choices()); may be null for judging only the dice on the table (writes()).
    ChipRace(
        const SheetGame& game, const RuleOptions& options, RowStatistics rows, const SheetSolver* solver);

    /// Whether the chips decide the turn of a player with this sheet: its last kLateBoxes boxes.
    bool decides(const Sheet& own) const;

    /// One box to write: where, what it gets, and the chips the player may then expect.
    struct Write
    {
        int column = -1;
        int row = -1;
        int points = 0;
        double chips = 0;
    };
    /// Every free box of the player's sheet with the points the dice give there (pointsPerRow: per
    /// row, as SheetGame::points gives them), best first by chips; of equal chips, more points first.
    std::vector<Write> writes(
        const std::vector<Sheet>& sheets, int player, const std::vector<int>& pointsPerRow) const;

    /// The best column for points in a row (-1 when the row has no free box), with the chips it leaves.
    Write bestColumn(const std::vector<Sheet>& sheets, int player, int row, int points) const;

    /// Every decision for the dice on the table by the chips it leaves (in expected), best first: the
    /// turn played exactly, each box judged by the chips in its best column. Empty without a solver.
    std::vector<SheetSolver::Choice> choices(const std::vector<Sheet>& sheets, int player,
        const SheetSolver::Counts& dice, bool served, int throwsLeft,
        const SheetSolver::Counts& locked = {}) const;

    /// The chips the player may expect from every opponent with the sheets as they stand.
    double expectedChips(const std::vector<Sheet>& sheets, int player) const;

    /// A sum's distribution: p[i] is the chance of low + i.
    struct Distribution
    {
        int low = 0;
        std::vector<double> p{1.0};
    };

private:
    class Position;
    /// A free box of a row when the sheet has this many boxes free.
    const Distribution& box(int row, int free) const;
    /// A column's sum: what is written plus its free boxes but skipRow's, free boxes on the sheet.
    Distribution column(const Sheet& sheet, int column, int skipRow, int free) const;

    std::vector<int> m_values; ///< chips per column
    int m_head = 1;
    RowStatistics m_rows;
    std::vector<std::vector<Distribution>> m_box; ///< [row][free boxes, 0…kLateBoxes]
    const SheetSolver* m_solver = nullptr;
};

} // namespace knobel
