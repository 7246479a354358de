// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/sheetbot.h"

#include "kits/sheetstate.h"
#include "solver/contra.h"
#include "solver/tablecache.h"

#include <optional>

namespace knobel {

SheetBot::SheetBot(std::shared_ptr<const SheetSolver> solver, Level level,
    std::shared_ptr<const ColumnPlanner> columns, std::shared_ptr<const WinChance> win)
    : m_solver(std::move(solver))
    , m_columns(std::move(columns))
    , m_level(level)
    , m_win(std::move(win))
    , m_player(*m_solver, level, m_columns.get(), m_win.get())
{
}

Action SheetBot::decide(const BotView& view) const
{
    // The sheet games hide nothing: the bot reads the whole state.
    const auto* state = dynamic_cast<const SheetState*>(view.full);
    if (!state)
        return view.legal.empty() ? Action::throwDice() : view.legal.front();
    // Contra: both seats simulated as this player plays.
    if (state->contraPlayed())
        if (auto contra
            = decideContra(*state, m_level, {&m_player, &m_player}, view.seed + 1, m_columns.get()))
            return contra->action;
    const auto actions = m_player.nextActions(*state);
    return actions.empty() ? view.legal.front() : actions.front();
}

std::shared_ptr<const Bot> makeSheetBot(const SheetGame& game, Level level, const RuleOptions& options,
    const BotPreparation& preparation, bool toWin)
{
    auto solver = std::make_shared<SheetSolver>(game, options);
    const TableCache cache{preparation.tableFolder};
    cache.prepare(*solver, preparation.progress, preparation.cancel);
    if (!solver->isSolved())
        return nullptr; // cancelled
    std::shared_ptr<const ColumnPlanner> columns;
    if (game.freeColumnCount(options) > 1) {
        // Playing for the score, Perfect writes the total's row and only races for the column.
        const ColumnStrategy strategy
            = level == Level::Perfect && !toWin ? ColumnStrategy::Race : columnStrategyOf(level);
        columns = std::make_shared<ColumnPlanner>(game, options, keptRows(*solver, cache), strategy);
    }
    std::shared_ptr<const WinChance> win;
    if (level == Level::Perfect && toWin && WinChance::appliesTo(game))
        win = std::make_shared<WinChance>(*solver);
    return std::make_shared<SheetBot>(std::move(solver), level, std::move(columns), std::move(win));
}

SheetTurnPlan planSheetTurn(const Match& match, const SheetSolver& solver, const RowStatistics* rows,
    const WinChance* win, Level level, int seat, const std::vector<Level>& levels)
{
    // One player per seat at its own level: the Contra's simulations of the rest of the game need
    // them all.
    std::vector<std::optional<ColumnPlanner>> columns(levels.size());
    std::vector<AutoPlayer> players;
    players.reserve(levels.size());
    for (std::size_t p = 0; p < levels.size(); ++p) {
        if (rows)
            columns[p].emplace(match.sheetGame(), match.setup().options, *rows, columnStrategyOf(levels[p]));
        players.emplace_back(solver, levels[p], columns[p] ? &*columns[p] : nullptr, win);
    }
    std::vector<const AutoPlayer*> seats;
    for (const auto& player : players)
        seats.push_back(&player);
    const auto& state = match.sheetState();
    if (state.contraPlayed())
        if (auto contra
            = decideContra(state, level, seats, match.seed() + std::uint64_t(match.record().actions.size()),
                columns[std::size_t(seat)] ? &*columns[std::size_t(seat)] : nullptr))
            return {{contra->action}, contra->outlook.games > 0 ? contra->outlook.winChance : -1.0};
    std::optional<ColumnPlanner> own;
    if (rows)
        own.emplace(match.sheetGame(), match.setup().options, *rows, columnStrategyOf(level));
    return {AutoPlayer(solver, level, own ? &*own : nullptr, win).nextActions(match), -1.0};
}

} // namespace knobel
