// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

#include "engine/bot.h"
#include "solver/autoplayer.h"
#include "solver/sheettables.h"

namespace knobel {

/// A sheet computer's next action with what the window says beside it: the chance to win behind
/// a Contra, its acceptance or its giving up (−1 for every other action, and where nothing was
/// played out).
struct SheetDecision
{
    Action action;
    double contraChance = -1;
};

/// A sheet game's computer player: a Bot that can also say why it doubles (the window's Contra note).
class SheetPlayer : public Bot
{
public:
    virtual SheetDecision explain(const BotView& view) const = 0;
    Action decide(const BotView& view) const final { return explain(view).action; }
};

/// A sheet game's computer player of a level: the shared tables (SheetTableSet) and, on a sheet of
/// several columns, the column planner of its level.
class SheetBot final : public SheetPlayer
{
public:
    /// toWin: Perfect plays for the win where WinChance applies, and for the chips on Würfel-Poker's
    /// columns (ChipRace); false: for the score, to compare.
    SheetBot(std::shared_ptr<const SheetTableSet> tables, const RuleOptions& options, Level level,
        bool toWin = true);
    /// Contra: the rest of the game is played out with every seat at its own level (a person's or a
    /// program's seat played as this one plays).
    SheetDecision explain(const BotView& view) const override;

private:
    std::shared_ptr<const SheetTableSet> m_tables;
    std::shared_ptr<const WinChance> m_win;
    std::shared_ptr<const RowStatistics> m_rows;
    std::shared_ptr<const ColumnPlanner> m_columns;
    Level m_level;
    AutoPlayer m_player;
};

/// A sheet computer that needs no table: what plays a seat whose level's table was not built (the
/// preparation cancelled). It keeps the face it has most of, writes the box that scores most now (of
/// equal ones the box that can hold the least), never says Contra and always plays on.
class SimpleSheetBot final : public SheetPlayer
{
public:
    SheetDecision explain(const BotView& view) const override;
};

/// Reads or builds the tables (shared with every other player and the hint, see sheetTables) and
/// makes the computer player of a level; null when the preparation was cancelled. toWin: see SheetBot.
std::shared_ptr<const Bot> makeSheetBot(const SheetGame& game, Level level, const RuleOptions& options,
    const BotPreparation& preparation, bool toWin = true);

} // namespace knobel
