// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include <memory>

#include "match.h"
#include "solver/chiprace.h"
#include "solver/columnplanner.h"
#include "solver/doublehand.h"
#include "solver/sheetsolver.h"
#include "solver/winchance.h"

namespace knobel {

/// How well a computer player plays. The levels differ by what they consider, and what that costs
/// them is measured (knobel simulate), not drawn from random noise.
enum class Level {
    Beginner, ///< keeps the face it has most of, writes the box that scores most now
    Good, ///< plays each turn exactly, but judges a box by its points against the row's par
    Perfect, ///< maximises the expected final score exactly; with two players where the higher total
             ///< wins, the chance to win (WinChance); with two at Würfel-Poker's columns, the chips
             ///< (ChipRace)
};

/// The column strategy of each level on a sheet of several columns.
ColumnStrategy columnStrategyOf(Level level);

class AutoPlayer;
/// Plays a match to its end, player p by players[p]. Empty when it ended; otherwise why a move was
/// refused, or that a computer found none.
Problem playOut(Match& match, const std::vector<const AutoPlayer*>& players);

/// A computer player: decides the next steps for whoever's turn it is in a match.
class AutoPlayer
{
public:
    /// The solver must belong to the match's game and options, and be solved. On a sheet of several
    /// columns the planner picks the column (without one: the leftmost free box of the row).
    /// With win, the Perfect level plays for the win when two play (without it, for the score).
    AutoPlayer(const SheetSolver& solver, Level level, const ColumnPlanner* columns = nullptr,
        const WinChance* win = nullptr);

    /// The actions up to and including the next throw or the next entry.
    std::vector<Action> nextActions(const SheetState& state) const;
    std::vector<Action> nextActions(const Match& match) const { return nextActions(match.sheetState()); }

    /// The decision for a situation, by this player's level.
    SheetSolver::Choice decide(std::uint32_t state, const SheetSolver::Counts& dice, bool served,
        int throwsLeft, const SheetSolver::Counts& locked = {}) const;

    /// Doppelhand (option double_hand): every decision of the turn pair for the player on turn, best
    /// first, as this level judges them (Beginner: as Perfect does). Empty without the option.
    std::vector<DoubleHandPlanner::Choice> doubleHandChoices(const SheetState& state) const;

    /// The solver state of a player's sheet in a match.
    static std::uint32_t stateOf(const SheetSolver& solver, const Sheet& sheet);
    static std::uint32_t stateOf(const SheetSolver& solver, const Match& match, int player)
    {
        return stateOf(solver, match.sheet(player));
    }

private:
    SheetSolver::Choice beginnerChoice(std::uint32_t state, const SheetSolver::Counts& dice, bool served,
        int throwsLeft, const SheetSolver::Counts& locked) const;

    std::vector<Action> doubleHandActions(const SheetState& state) const;
    /// Per row: what this level takes the sheet to be worth after writing it (NaN: the row is full).
    std::vector<double> afterRows(const Sheet& sheet, bool exact) const;
    /// The actions that set aside exactly the dice of a keep and throw the rest.
    static std::vector<Action> keepActions(const SheetState& state, const SheetSolver::Counts& keep);

    const SheetSolver& m_solver;
    Level m_level;
    const ColumnPlanner* m_columns;
    const WinChance* m_win;
    std::shared_ptr<const ChipRace> m_chips; ///< Perfect on Würfel-Poker's columns with a Chips planner
    std::vector<double> m_negativePar; ///< per row: −par, the Good player's worth of a written box
    std::shared_ptr<const DoubleHandPlanner> m_doubleHand; ///< with the option double_hand
};

} // namespace knobel
