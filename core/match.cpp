// SPDX-License-Identifier: GPL-3.0-or-later
#include "match.h"

#include <algorithm>

#include "games/registry.h"

namespace knobel {

namespace {

constexpr std::size_t kLongestName = 100;

const Game& gameOf(const GameSetup& setup)
{
    return *findGame(setup.game);
}

} // namespace

Problem Match::checkSetup(const GameSetup& setup)
{
    const Game* game = findGame(setup.game);
    if (!game)
        return "unknown game '" + setup.game + "'";
    const int players = int(setup.players.size());
    if (players < game->minPlayers() || players > game->maxPlayers())
        return std::string(game->name()) + " needs " + std::to_string(game->minPlayers()) + " to "
            + std::to_string(game->maxPlayers()) + " players, not " + std::to_string(players);
    for (const auto& name : setup.players) {
        if (name.find_first_not_of(" \t") == std::string::npos)
            return "a player has no name";
        if (name.size() > kLongestName)
            return "the player name '" + name.substr(0, 20) + "…' is longer than "
                + std::to_string(kLongestName) + " characters";
    }
    if (!setup.kinds.empty() && setup.kinds.size() != setup.players.size())
        return std::string("every player needs a kind, or none does");
    for (const auto& kind : setup.kinds)
        if (kind != "human" && kind != "beginner" && kind != "good" && kind != "perfect")
            return "unknown kind of player '" + kind.substr(0, 20) + "' (human, beginner, good, perfect)";
    if (setup.mode == Mode::ScorePad
        && std::any_of(
            setup.kinds.begin(), setup.kinds.end(), [](const std::string& k) { return k != "human"; }))
        return std::string("a kept score of real dice has no computer players");
    // Every declared option needs a valid value and nothing undeclared may sneak in.
    RuleOptions check(game->options());
    for (const auto& [id, value] : setup.options.values())
        if (auto problem = check.set(game->options(), id, value))
            return problem;
    for (const auto& spec : game->options())
        if (!setup.options.has(spec.id))
            return "option '" + spec.id + "' has no value";
    return std::nullopt;
}

Match::Match(GameSetup setup)
    : m_game(&gameOf(setup))
    , m_record{std::move(setup), {}}
    , m_roller(m_record.setup.seed ? *m_record.setup.seed : 0)
{
    if (!m_record.setup.seed) {
        m_record.setup.seed = DiceRoller::randomSeed();
        m_roller = DiceRoller(*m_record.setup.seed);
    }
    for (std::size_t p = 0; p < m_record.setup.players.size(); ++p)
        m_sheets.emplace_back(m_game->columnCount(), int(m_game->rows().size()));
    startTurn();
}

std::unique_ptr<Match> Match::replay(const GameRecord& record, std::string& problem)
{
    if (auto setupProblem = checkSetup(record.setup)) {
        problem = *setupProblem;
        return nullptr;
    }
    if (!record.setup.seed) {
        problem = "the record has no seed";
        return nullptr;
    }
    auto match = std::make_unique<Match>(record.setup);
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        if (auto actionProblem = match->apply(record.actions[i])) {
            problem = "action " + std::to_string(i + 1) + ": " + *actionProblem;
            return nullptr;
        }
    }
    return match;
}

void Match::startTurn()
{
    m_throwsMade = 0;
    m_served = false;
    m_dice.clear();
    m_held.assign(m_game->diceCount(), false);
    m_locked.assign(m_game->diceCount(), false);
}

int Match::round() const
{
    return m_turnsTaken / playerCount() + 1;
}

bool Match::isFinished() const
{
    return std::all_of(m_sheets.begin(), m_sheets.end(), [](const Sheet& s) { return s.isFull(); });
}

bool Match::canThrow() const
{
    return setup().mode == Mode::Play && !isFinished() && throwsLeft() > 0
        && std::find(m_held.begin(), m_held.end(), false) != m_held.end();
}

bool Match::canWrite() const
{
    return setup().mode == Mode::Play && !isFinished() && m_throwsMade > 0;
}

Problem Match::apply(const Action& action)
{
    Problem problem = applyAction(action);
    if (!problem)
        m_redo.clear(); // a new action starts a new future
    return problem;
}

bool Match::canUndo() const
{
    const auto& actions = m_record.actions;
    if (actions.empty())
        return false;
    return setup().mode == Mode::ScorePad ? actions.back().type == Action::Type::Edit
                                          : actions.back().type == Action::Type::Write;
}

Problem Match::undo()
{
    if (!canUndo())
        return std::string(setup().mode == Mode::ScorePad
                ? "there is nothing to undo"
                : "only an entry can be taken back, and only before the next throw");
    GameRecord earlier = m_record;
    const Action taken = earlier.actions.back();
    earlier.actions.pop_back();
    std::string problem;
    auto rebuilt = replay(earlier, problem);
    if (!rebuilt)
        return problem; // cannot happen for a record that replayed before
    std::vector<Action> redo = std::move(m_redo);
    *this = std::move(*rebuilt);
    m_redo = std::move(redo);
    m_redo.push_back(taken);
    return std::nullopt;
}

Problem Match::redo()
{
    if (m_redo.empty())
        return std::string("there is nothing to redo");
    Problem problem = applyAction(m_redo.back());
    if (!problem)
        m_redo.pop_back();
    return problem;
}

Problem Match::applyAction(const Action& action)
{
    if (setup().mode == Mode::ScorePad && action.type != Action::Type::Edit)
        return std::string("a kept score has no dice to throw, hold or write from; edit the boxes instead");
    if (setup().mode == Mode::Play && action.type == Action::Type::Edit)
        return std::string("boxes are edited only when keeping score of real dice");
    Problem problem;
    switch (action.type) {
    case Action::Type::Throw:
        return doThrow(action);
    case Action::Type::Hold:
        if ((problem = checkDieToMove(action.die)))
            return problem;
        if (m_held[action.die])
            return "die " + std::to_string(action.die + 1) + " is already set aside";
        m_held[action.die] = true;
        break;
    case Action::Type::Release:
        if ((problem = checkDieToMove(action.die)))
            return problem;
        if (!m_held[action.die])
            return "die " + std::to_string(action.die + 1) + " is not set aside";
        if (m_locked[action.die])
            return "die " + std::to_string(action.die + 1)
                + " stays aside: dice set aside are final in this game";
        m_held[action.die] = false;
        break;
    case Action::Type::Write:
        return doWrite(action);
    case Action::Type::Edit:
        return doEdit(action);
    }
    m_record.actions.push_back(action);
    return std::nullopt;
}

Problem Match::checkDieToMove(int die) const
{
    if (isFinished())
        return std::string("the game is over");
    if (die < 0 || die >= m_game->diceCount())
        return "there is no die " + std::to_string(die + 1) + "; this game has "
            + std::to_string(m_game->diceCount());
    if (m_throwsMade == 0)
        return std::string("dice are set aside only after a throw");
    if (throwsLeft() == 0)
        return std::string("no throws are left: write a box");
    return std::nullopt;
}

Problem Match::doThrow(const Action& action)
{
    if (isFinished())
        return std::string("the game is over");
    if (throwsLeft() == 0)
        return "no throws are left: " + std::to_string(m_game->throwsPerTurn()) + " throws a turn";
    if (std::find(m_held.begin(), m_held.end(), false) == m_held.end())
        return std::string("every die is set aside: take one back or write a box");
    std::vector<int> faces = m_dice.empty() ? std::vector<int>(m_game->diceCount(), 0) : m_dice;
    // Check a recorded throw before the dice move, so that a record that does not replay changes nothing.
    DiceRoller trial = m_roller;
    bool allThrown = true;
    for (std::size_t d = 0; d < faces.size(); ++d) {
        if (m_held[d])
            allThrown = false;
        else
            faces[d] = trial.roll();
    }
    if (!action.faces.empty() && action.faces != faces)
        return std::string("the recorded dice differ from the dice this seed throws");
    m_roller = trial;
    m_dice = faces;
    ++m_throwsMade;
    m_served = allThrown && (m_throwsMade == 1 || !setup().options.flag("served_first_throw_only"));
    if (setup().options.flag("strict_keep"))
        for (std::size_t d = 0; d < m_held.size(); ++d)
            m_locked[d] = m_locked[d] || m_held[d];
    Action recorded = action;
    recorded.faces = faces;
    m_record.actions.push_back(recorded);
    return std::nullopt;
}

Problem Match::checkBox(int player, int column, int row) const
{
    if (player < 0 || player >= playerCount())
        return "there is no player " + std::to_string(player + 1);
    if (column < 0 || column >= m_game->columnCount())
        return "there is no column " + std::to_string(column + 1);
    if (row < 0 || row >= int(m_game->rows().size()))
        return "there is no row " + std::to_string(row + 1);
    return std::nullopt;
}

Problem Match::doWrite(const Action& action)
{
    if (isFinished())
        return std::string("the game is over");
    if (auto problem = checkBox(m_currentPlayer, action.column, action.row))
        return problem;
    if (m_throwsMade == 0)
        return std::string("throw the dice before writing a box");
    if (!m_sheets[m_currentPlayer].isFree(action.column, action.row))
        return "the box " + m_game->rows()[action.row].id + " is already written";
    if (action.strike && !m_game->canStrike())
        return std::string(m_game->name()) + " has no striking out: every throw scores";
    const int points = action.strike ? 0 : preview(action.row);
    m_sheets[m_currentPlayer].setBox(action.column, action.row, points);
    m_record.actions.push_back(action);
    ++m_turnsTaken;
    m_currentPlayer = (m_currentPlayer + 1) % playerCount();
    startTurn();
    return std::nullopt;
}

Problem Match::doEdit(const Action& action)
{
    if (auto problem = checkBox(action.player, action.column, action.row))
        return problem;
    if (action.value && !m_game->isAllowed(action.row, *action.value, setup().options)) {
        std::string allowed;
        for (int v : m_game->allowedValues(action.row, setup().options))
            allowed += (allowed.empty() ? "" : ", ") + std::to_string(v);
        return m_game->rows()[action.row].id + " takes " + allowed + ", not " + std::to_string(*action.value);
    }
    m_sheets[action.player].setBox(action.column, action.row, action.value);
    m_record.actions.push_back(action);
    return std::nullopt;
}

} // namespace knobel
