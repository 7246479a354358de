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
    SheetBot(
        std::shared_ptr<const SheetSolver> solver, Level level, std::shared_ptr<const ColumnPlanner> columns);
    Action decide(const BotView& view) const override;

private:
    std::shared_ptr<const SheetSolver> m_solver;
    std::shared_ptr<const ColumnPlanner> m_columns;
    Level m_level;
    AutoPlayer m_player;
};

/// Builds the table (kept on disk when it is large) and the computer player of a level.
std::shared_ptr<const Bot> makeSheetBot(
    const Game& game, Level level, const RuleOptions& options, const BotPreparation& preparation);

} // namespace knobel
