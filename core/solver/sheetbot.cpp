// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/sheetbot.h"

#include <algorithm>
#include <array>
#include <optional>

#include "engine/levels.h"
#include "kits/sheetstate.h"
#include "solver/contra.h"

namespace knobel {

namespace {

std::shared_ptr<const ColumnPlanner> columnsOf(
    const SheetGame& game, const RuleOptions& options, const RowStatistics* rows, ColumnStrategy strategy)
{
    return rows ? std::make_shared<ColumnPlanner>(game, options, *rows, strategy) : nullptr;
}

bool isLegal(const BotView& view, const Action& action)
{
    return std::find(view.legal.begin(), view.legal.end(), action) != view.legal.end();
}

} // namespace

SheetBot::SheetBot(
    std::shared_ptr<const SheetTableSet> tables, const RuleOptions& options, Level level, bool toWin)
    : m_tables(std::move(tables))
    , m_win(level == Level::Perfect && toWin ? m_tables->win() : nullptr)
    , m_rows(m_tables->rows())
    // Playing for the score, Perfect writes the total's row and only races for the column.
    , m_columns(columnsOf(m_tables->solver()->game(), options, m_rows.get(),
          level == Level::Perfect && !toWin ? ColumnStrategy::Race : columnStrategyOf(level)))
    , m_level(level)
    , m_player(*m_tables->solver(), level, m_columns.get(), m_win.get())
{
}

SheetDecision SheetBot::explain(const BotView& view) const
{
    // The sheet games hide nothing: the bot reads the whole state.
    const auto* state = dynamic_cast<const SheetState*>(view.full);
    if (!state)
        return {view.legal.empty() ? Action::throwDice() : view.legal.front()};
    if (state->contraPlayed() && (state->offerBy() >= 0 || state->canOfferContra())) {
        // One player per seat at its own level: the Contra's simulations of the rest of the game.
        const SheetSolver& solver = *m_tables->solver();
        const std::size_t seats = state->sheets().size();
        std::vector<std::shared_ptr<const ColumnPlanner>> columns(seats);
        std::vector<std::optional<AutoPlayer>> others(seats);
        std::vector<const AutoPlayer*> players(seats, &m_player);
        for (std::size_t p = 0; p < seats; ++p) {
            const std::string kind = p < view.setup.kinds.size() ? view.setup.kinds[p] : std::string();
            const Level level = levelNamed<Level>(kind).value_or(m_level);
            if (level == m_level)
                continue;
            columns[p] = columnsOf(state->game(), state->options(), m_rows.get(), columnStrategyOf(level));
            others[p].emplace(solver, level, columns[p].get(), m_win.get());
            players[p] = &*others[p];
        }
        if (auto contra = decideContra(*state, m_level, players, view.seed + 1, m_columns.get()))
            return {contra->action, contra->outlook.games > 0 ? contra->outlook.winChance : -1.0};
    }
    const auto actions = m_player.nextActions(*state);
    return {actions.empty() ? view.legal.front() : actions.front()};
}

SheetDecision SimpleSheetBot::explain(const BotView& view) const
{
    const auto* state = dynamic_cast<const SheetState*>(view.full);
    if (!state || view.legal.empty())
        return {view.legal.empty() ? Action::throwDice() : view.legal.front()};
    if (state->offerBy() >= 0)
        return {Action::doubling(1)};
    if (state->throwsMade() == 0 && isLegal(view, Action::throwDice()))
        return {Action::throwDice()};
    const DiceSet& dice = state->dice();
    if (state->throwsLeft() > 0) {
        // Keeps every die of the face it has most of (the higher on a tie), and the locked ones.
        std::array<int, 7> count{};
        for (int face : dice.faces)
            ++count[std::size_t(std::clamp(face, 0, 6))];
        int most = 1;
        for (int face = 1; face <= 6; ++face)
            if (count[std::size_t(face)] >= count[std::size_t(most)])
                most = face;
        bool keepsAll = true;
        for (int d = 0; d < int(dice.faces.size()); ++d) {
            const bool keep = dice.faces[std::size_t(d)] == most || dice.isLocked(d);
            keepsAll = keepsAll && keep;
            if (keep && !dice.held[std::size_t(d)] && isLegal(view, Action::hold(d)))
                return {Action::hold(d)};
            if (!keep && dice.held[std::size_t(d)] && isLegal(view, Action::release(d)))
                return {Action::release(d)};
        }
        if (!keepsAll && isLegal(view, Action::throwDice()))
            return {Action::throwDice()};
    }
    // Doppelhand: the first turn's dice wait as the first hand.
    if (state->doubleHand() && !state->candidate() && isLegal(view, Action::stop()))
        return {Action::stop()};
    // The box that scores most now; of equal ones the box that can hold the least.
    std::optional<Action> best;
    int bestPoints = 0;
    int bestMost = 0;
    for (const Action& action : view.legal) {
        if (action.type != Action::Type::Write || action.strike)
            continue;
        const int points = state->preview(action.column, action.row);
        const auto values = state->game().boxValues(action.column, action.row, state->options());
        const int most = values.empty() ? 0 : values.back();
        if (!best || points > bestPoints || (points == bestPoints && most < bestMost)) {
            best = action;
            bestPoints = points;
            bestMost = most;
        }
    }
    return {best ? *best : view.legal.front()};
}

std::shared_ptr<const Bot> makeSheetBot(const SheetGame& game, Level level, const RuleOptions& options,
    const BotPreparation& preparation, bool toWin)
{
    auto tables = sheetTables(game, options, preparation);
    if (!tables)
        return nullptr; // cancelled
    return std::make_shared<SheetBot>(std::move(tables), options, level, toWin);
}

} // namespace knobel
