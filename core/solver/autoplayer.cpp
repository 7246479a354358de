// SPDX-License-Identifier: GPL-3.0-or-later
#include "autoplayer.h"

#include <algorithm>
#include <cmath>

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
    return ColumnStrategy::Chips;
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
    if (level == Level::Perfect && columns && columns->strategy() == ColumnStrategy::Chips
        && ChipRace::appliesTo(solver.game(), solver.options()) && !solver.options().flag("double_hand"))
        m_chips = std::make_shared<const ChipRace>(solver.game(), solver.options(), columns->rows(), &solver);
    if (solver.options().flag("double_hand"))
        m_doubleHand = std::make_shared<DoubleHandPlanner>(solver.game(), solver.options());
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
    if (state.doubleHand() && m_doubleHand)
        return doubleHandActions(state);
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
    } else if (m_chips && state.sheets().size() == 2
        && m_chips->decides(state.sheets()[std::size_t(player)])) {
        // Two players settled column by column: the row and the column for the chips.
        const auto ranked = m_chips->choices(state.sheets(), player, counts, state.dice().served,
            state.throwsLeft(), SheetSolver::countsOf(lockedFaces));
        if (ranked.empty())
            return {};
        choice = ranked.front();
        if (choice.kind == SheetSolver::Choice::Kind::Write) {
            const int column = m_chips->bestColumn(state.sheets(), player, choice.row, choice.points).column;
            return column < 0 ? std::vector<Action>{}
                              : std::vector<Action>{Action::write(column, choice.row)};
        }
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
    return keepActions(state, choice.keep);
}

std::vector<Action> AutoPlayer::keepActions(const SheetState& state, const SheetSolver::Counts& keepCounts)
{
    // Set aside exactly the dice of the keep — the locked ones first, which must stay — and throw the rest.
    const std::vector<int>& faces = state.dice().faces;
    std::vector<Action> actions;
    SheetSolver::Counts wanted = keepCounts;
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

std::vector<double> AutoPlayer::afterRows(const Sheet& sheet, bool exact) const
{
    std::vector<int> filled(std::size_t(sheet.rows()), 0);
    for (int c = 0; c < sheet.columns(); ++c)
        for (int r = 0; r < sheet.rows(); ++r)
            filled[std::size_t(r)] += sheet.isFree(c, r) ? 0 : 1;
    std::vector<double> after(filled.size(), std::nan(""));
    for (int r = 0; r < sheet.rows(); ++r) {
        if (filled[std::size_t(r)] == sheet.columns())
            continue;
        if (!exact) {
            after[std::size_t(r)] = m_negativePar[std::size_t(r)];
            continue;
        }
        ++filled[std::size_t(r)];
        after[std::size_t(r)] = m_solver.value(m_solver.stateOf(filled));
        --filled[std::size_t(r)];
    }
    return after;
}

std::vector<DoubleHandPlanner::Choice> AutoPlayer::doubleHandChoices(const SheetState& state) const
{
    if (!m_doubleHand || !state.doubleHand() || state.isTerminal() || state.throwsMade() == 0)
        return {};
    const std::vector<int>& faces = state.dice().faces;
    std::vector<int> lockedFaces;
    for (int d = 0; d < int(faces.size()); ++d)
        if (state.dice().isLocked(d))
            lockedFaces.push_back(faces[std::size_t(d)]);
    // Good judges a box by its points against the row's par, as it does in single-hand play.
    const auto after = afterRows(state.sheets()[std::size_t(state.currentPlayer())], m_level != Level::Good);
    return m_doubleHand->choices(after, state.candidate(), SheetSolver::countsOf(faces), state.dice().served,
        state.throwsLeft(), SheetSolver::countsOf(lockedFaces));
}

std::vector<Action> AutoPlayer::doubleHandActions(const SheetState& state) const
{
    const int player = state.currentPlayer();
    const Sheet& sheet = state.sheets()[std::size_t(player)];
    DoubleHandPlanner::Choice choice;
    if (m_level == Level::Beginner) {
        // Each turn as a single hand: keep the face it has most of; the second turn writes the box
        // that scores most with the better hand.
        const std::vector<int>& faces = state.dice().faces;
        std::vector<int> lockedFaces;
        for (int d = 0; d < int(faces.size()); ++d)
            if (state.dice().isLocked(d))
                lockedFaces.push_back(faces[std::size_t(d)]);
        const auto single = beginnerChoice(stateOf(m_solver, sheet), SheetSolver::countsOf(faces),
            state.dice().served, state.throwsLeft(), SheetSolver::countsOf(lockedFaces));
        if (single.kind == SheetSolver::Choice::Kind::Keep)
            return keepActions(state, single.keep);
        if (!state.candidate())
            return {Action::stop()};
        choice.kind = DoubleHandPlanner::Choice::Kind::Write;
        for (int r = 0; r < sheet.rows(); ++r) {
            bool free = false;
            for (int c = 0; c < sheet.columns(); ++c)
                free = free || sheet.isFree(c, r);
            if (!free)
                continue;
            const int points = state.preview(r);
            if (choice.row < 0 || points > choice.points
                || (points == choice.points
                    && m_negativePar[std::size_t(r)] > m_negativePar[std::size_t(choice.row)])) {
                choice.row = r;
                choice.points = points;
            }
        }
    } else {
        const auto ranked = doubleHandChoices(state);
        if (ranked.empty())
            return {};
        choice = ranked.front();
    }
    switch (choice.kind) {
    case DoubleHandPlanner::Choice::Kind::Keep:
        return keepActions(state, choice.keep);
    case DoubleHandPlanner::Choice::Kind::KeepCandidate:
        return {Action::stop()};
    case DoubleHandPlanner::Choice::Kind::Write:
        break;
    }
    if (m_columns) {
        const int column = m_columns->column(state.sheets(), player, choice.row, choice.points);
        return column < 0 ? std::vector<Action>{} : std::vector<Action>{Action::write(column, choice.row)};
    }
    for (int c = 0; c < sheet.columns(); ++c)
        if (sheet.isFree(c, choice.row))
            return {Action::write(c, choice.row)};
    return {};
}

} // namespace knobel
