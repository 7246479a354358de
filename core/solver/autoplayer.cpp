// SPDX-License-Identifier: GPL-3.0-or-later
#include "autoplayer.h"

#include <algorithm>

#include "solver/topdowncolumn.h"

namespace knobel {

ColumnStrategy columnStrategyOf(Level level)
{
    switch (level) {
    case Level::Beginner:
        return ColumnStrategy::FirstFree;
    case Level::Good:
        return ColumnStrategy::WorthMost;
    case Level::Perfect:
        break;
    }
    return ColumnStrategy::Race;
}

Problem playOut(Match& match, const std::vector<const AutoPlayer*>& players)
{
    while (!match.isFinished()) {
        const auto actions = players[std::size_t(match.currentPlayer())]->nextActions(match);
        if (actions.empty())
            return std::string("the computer player found no move");
        for (const Action& action : actions)
            if (auto problem = match.apply(action))
                return problem;
    }
    return std::nullopt;
}

AutoPlayer::AutoPlayer(
    const SheetSolver& solver, Level level, const ColumnPlanner* columns, const WinChance* win)
    : m_solver(solver)
    , m_level(level)
    , m_columns(columns)
    , m_win(level == Level::Perfect ? win : nullptr)
{
    for (int r = 0; r < int(solver.filledPerRow(0).size()); ++r)
        m_negativePar.push_back(-solver.par(r));
}

std::uint32_t AutoPlayer::stateOf(const SheetSolver& solver, const Sheet& sheet)
{
    std::vector<int> filled(std::size_t(sheet.rows()), 0);
    int bonusSum = 0;
    // The columns the solver plans over (Würfel-Poker on two columns: the first only).
    const int columns = std::min(sheet.columns(), solver.game().freeColumnCount(solver.options()));
    for (int c = 0; c < columns; ++c)
        for (int r = 0; r < sheet.rows(); ++r) {
            filled[std::size_t(r)] += sheet.isFree(c, r) ? 0 : 1;
            if (solver.countsForBonus(r))
                bonusSum += sheet.box(c, r).value_or(0);
        }
    return solver.stateOf(filled, bonusSum);
}

SheetSolver::Choice AutoPlayer::beginnerChoice(std::uint32_t state, const SheetSolver::Counts& dice,
    bool served, int throwsLeft, const SheetSolver::Counts& locked) const
{
    // Writes with the last throw; before it keeps every die of the face it has most of (the higher on a tie).
    const auto all = m_solver.choices(state, dice, served, 0);
    if (throwsLeft > 0) {
        int face = 0;
        for (int f = 1; f < 6; ++f)
            if (dice[std::size_t(f)] >= dice[std::size_t(face)])
                face = f;
        SheetSolver::Choice keep;
        keep.kind = SheetSolver::Choice::Kind::Keep;
        keep.keep = locked; // with strict_keep these must stay
        keep.keep[std::size_t(face)] = dice[std::size_t(face)];
        int kept = 0;
        for (auto c : keep.keep)
            kept += c;
        int total = 0;
        for (auto c : dice)
            total += c;
        if (kept < total)
            return keep;
    }
    // The box with the most points now; of equal ones, the row with the least to lose.
    SheetSolver::Choice best = all.front();
    for (const auto& c : all)
        if (c.points > best.points
            || (c.points == best.points
                && m_negativePar[std::size_t(c.row)] > m_negativePar[std::size_t(best.row)]))
            best = c;
    return best;
}

SheetSolver::Choice AutoPlayer::decide(std::uint32_t state, const SheetSolver::Counts& dice, bool served,
    int throwsLeft, const SheetSolver::Counts& locked) const
{
    switch (m_level) {
    case Level::Beginner:
        return beginnerChoice(state, dice, served, throwsLeft, locked);
    case Level::Good:
        return m_solver.choicesJudgedBy(state, dice, served, throwsLeft, m_negativePar, locked).front();
    case Level::Perfect:
        break;
    }
    return m_solver.choices(state, dice, served, throwsLeft, locked).front();
}

std::vector<Action> AutoPlayer::nextActions(const SheetState& state) const
{
    if (state.isTerminal())
        return {};
    if (state.throwsMade() == 0)
        return {Action::throwDice()};
    const int player = state.currentPlayer();
    const std::vector<int>& faces = state.dice().faces;
    const auto counts = SheetSolver::countsOf(faces);
    std::vector<int> lockedFaces;
    for (int d = 0; d < int(faces.size()); ++d)
        if (state.dice().isLocked(d))
            lockedFaces.push_back(faces[std::size_t(d)]);
    const std::uint32_t mine = stateOf(m_solver, state.sheets()[std::size_t(player)]);
    SheetSolver::Choice choice;
    // A box the rules prescribe (Würfel-Poker's second column, top-down): a turn for that box alone.
    const auto forced = TopDownColumn::forcedBox(state);
    if (forced) {
        const auto box = TopDownColumn::shared(state.game(), state.options(), forced->first, forced->second);
        const auto locked = SheetSolver::countsOf(lockedFaces);
        choice = m_level == Level::Beginner
            ? box->beginnerChoice(counts, state.dice().served, state.throwsLeft(), locked)
            : box->choices(counts, state.dice().served, state.throwsLeft(), locked).front();
    } else if (m_win && state.sheets().size() == 2 && m_win->decides(mine)) {
        // Two players, the higher total wins: play for the win.
        const Sheet& other = state.sheets()[std::size_t(1 - player)];
        const int lead = state.sheets()[std::size_t(player)].total() - other.total();
        const auto ranked = m_win->choices(mine, lead, stateOf(m_solver, other), counts, state.dice().served,
            state.throwsLeft(), SheetSolver::countsOf(lockedFaces));
        if (ranked.empty())
            return {};
        choice = ranked.front();
    } else {
        choice = decide(
            mine, counts, state.dice().served, state.throwsLeft(), SheetSolver::countsOf(lockedFaces));
    }
    if (choice.kind == SheetSolver::Choice::Kind::Write) {
        if (forced)
            return {Action::write(forced->first, forced->second)};
        if (m_columns) {
            const int column = m_columns->column(state.sheets(), player, choice.row, choice.points);
            return column < 0 ? std::vector<Action>{}
                              : std::vector<Action>{Action::write(column, choice.row)};
        }
        const Sheet& sheet = state.sheets()[std::size_t(player)];
        for (int c = 0; c < sheet.columns(); ++c)
            if (sheet.isFree(c, choice.row))
                return {Action::write(c, choice.row)};
        return {};
    }
    // Set aside exactly the dice of the keep — the locked ones first, which must stay — and throw the rest.
    std::vector<Action> actions;
    SheetSolver::Counts wanted = choice.keep;
    std::vector<bool> keep(faces.size(), false);
    for (int pass = 0; pass < 2; ++pass)
        for (int d = 0; d < int(faces.size()); ++d) {
            const std::size_t face = std::size_t(faces[std::size_t(d)] - 1);
            if (!keep[std::size_t(d)] && state.dice().isLocked(d) == (pass == 0) && wanted[face] > 0) {
                --wanted[face];
                keep[std::size_t(d)] = true;
            }
        }
    for (int d = 0; d < int(faces.size()); ++d) {
        if (keep[std::size_t(d)] && !state.dice().held[std::size_t(d)])
            actions.push_back(Action::hold(d));
        else if (!keep[std::size_t(d)] && state.dice().held[std::size_t(d)])
            actions.push_back(Action::release(d));
    }
    actions.push_back(Action::throwDice());
    return actions;
}

} // namespace knobel
