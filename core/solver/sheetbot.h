// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

#include "engine/bot.h"
#include "solver/autoplayer.h"

namespace knobel {

/// A sheet game's computer player as a Bot: the solver's table and, on a sheet of several columns,
/// the column planner, shared by every seat that plays at this level.
class SheetBot final : public Bot
{
public:
    SheetBot(std::shared_ptr<const SheetSolver> solver, Level level,
        std::shared_ptr<const ColumnPlanner> columns, std::shared_ptr<const WinChance> win = nullptr);
    Action decide(const BotView& view) const override;

private:
    std::shared_ptr<const SheetSolver> m_solver;
    std::shared_ptr<const ColumnPlanner> m_columns;
    Level m_level;
    std::shared_ptr<const WinChance> m_win;
    AutoPlayer m_player;
};

/// Builds the table (kept on disk when it is large) and the computer player of a level. toWin: the
/// Perfect level plays for the win where WinChance applies, and for the chips on Würfel-Poker's
/// columns (ChipRace); false: for the score, to compare.
std::shared_ptr<const Bot> makeSheetBot(const SheetGame& game, Level level, const RuleOptions& options,
    const BotPreparation& preparation, bool toWin = true);

/// What a sheet computer does next at a window's table, where one call plays the whole turn: its
/// Contra (offer or answer) with the chance to win that made it, or else the actions of its turn as
/// its level plays them (contraChance −1).
struct SheetTurnPlan
{
    std::vector<Action> actions;
    double contraChance = -1;
};
/// `levels`: every seat's level — a person's seat played as this computer plays — for the Contra's
/// simulations of the rest of the game. `rows` where the sheet has several columns, `win` where the
/// higher total wins (both may be null).
SheetTurnPlan planSheetTurn(const Match& match, const SheetSolver& solver, const RowStatistics* rows,
    const WinChance* win, Level level, int seat, const std::vector<Level>& levels);

} // namespace knobel
