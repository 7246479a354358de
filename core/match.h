// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "dice.h"
#include "game.h"
#include "options.h"
#include "result.h"
#include "sheet.h"

namespace knobel {

/// Play with dice thrown by the program, or keep score of a game played with real dice.
enum class Mode { Play, ScorePad };

/// One step of a game, as the record keeps it.
struct Action
{
    enum class Type { Throw, Hold, Release, Write, Edit };
    Type type = Type::Throw;
    std::vector<int> faces; ///< Throw: every die on the table afterwards, to check a replay against
    int die = -1; ///< Hold, Release
    int player = -1; ///< Edit
    int column = 0; ///< Write, Edit
    int row = -1; ///< Write, Edit
    bool strike = false; ///< Write: 0 in a box, whatever the dice would give
    std::optional<int> value; ///< Edit: the new value, or empty to clear the box

    static Action throwDice() { return {Type::Throw, {}, -1, -1, 0, -1, false, std::nullopt}; }
    static Action hold(int die) { return {Type::Hold, {}, die, -1, 0, -1, false, std::nullopt}; }
    static Action release(int die) { return {Type::Release, {}, die, -1, 0, -1, false, std::nullopt}; }
    static Action write(int column, int row, bool strike = false)
    {
        return {Type::Write, {}, -1, -1, column, row, strike, std::nullopt};
    }
    static Action edit(int player, int column, int row, std::optional<int> value)
    {
        return {Type::Edit, {}, -1, player, column, row, false, value};
    }
    bool operator==(const Action&) const = default;
};

/// What a game starts from: the game, its options, the players and the seed of its dice.
struct GameSetup
{
    std::string game;
    RuleOptions options;
    std::vector<std::string> players;
    std::optional<std::uint64_t> seed; ///< empty: a random seed is drawn and recorded
    Mode mode = Mode::Play;
    /// Per player "human", or a computer's level: "beginner", "good", "perfect". Empty: all human.
    std::vector<std::string> kinds;
    bool operator==(const GameSetup&) const = default;

    /// The kind of a player ("human" when not given).
    std::string kindOf(int player) const
    {
        return std::size_t(player) < kinds.size() ? kinds[std::size_t(player)] : std::string("human");
    }
};

/// A whole game: its setup and every action in order. Replaying it rebuilds the state.
struct GameRecord
{
    GameSetup setup;
    std::vector<Action> actions;
    bool operator==(const GameRecord&) const = default;
};

/// Empty when an action was taken; otherwise one English line that says why it was refused.
using Problem = std::optional<std::string>;

/// One game in progress: whose turn it is, the dice on the table, the sheets, and the record.
/// Every command checks the rules first and changes nothing when it refuses.
class Match
{
public:
    /// Whether a game can start from this setup: a known game, valid options, a fitting number of players.
    static Problem checkSetup(const GameSetup& setup);
    /// Starts a game; the setup must pass checkSetup().
    explicit Match(GameSetup setup);
    /// Rebuilds a game from its record; nullptr and the problem when the record does not replay.
    static std::unique_ptr<Match> replay(const GameRecord& record, std::string& problem);

    Problem apply(const Action& action);

    /// Kept score: every edit can be taken back. Play: only an entry, until the next throw; the
    /// dice that fell stay fallen.
    bool canUndo() const;
    Problem undo();
    bool canRedo() const { return !m_redo.empty(); }
    Problem redo();
    Problem throwDice() { return apply(Action::throwDice()); }
    Problem hold(int die) { return apply(Action::hold(die)); }
    Problem release(int die) { return apply(Action::release(die)); }
    Problem write(int column, int row, bool strike = false)
    {
        return apply(Action::write(column, row, strike));
    }
    Problem edit(int player, int column, int row, std::optional<int> value)
    {
        return apply(Action::edit(player, column, row, value));
    }

    const Game& game() const { return *m_game; }
    const GameSetup& setup() const { return m_record.setup; }
    const GameRecord& record() const { return m_record; }
    std::uint64_t seed() const { return *m_record.setup.seed; }
    int playerCount() const { return int(m_sheets.size()); }

    int currentPlayer() const { return m_currentPlayer; }
    /// Turns written so far by all players together.
    int turnsTaken() const { return m_turnsTaken; }
    /// The round in progress, from 1; every player has one turn a round.
    int round() const;
    int throwsMade() const { return m_throwsMade; }
    int throwsLeft() const { return m_game->throwsPerTurn() - m_throwsMade; }
    /// The faces on the table; empty before the first throw of a turn.
    const std::vector<int>& dice() const { return m_dice; }
    const std::vector<bool>& held() const { return m_held; }
    /// Whether the dice on the table fell in one throw of all dice.
    bool served() const { return m_served; }
    /// Whether a die set aside may no longer be taken back (option strict_keep).
    bool isLocked(int die) const { return die >= 0 && die < int(m_locked.size()) && m_locked[die]; }
    Throw currentThrow() const { return {m_dice, m_served}; }

    bool canThrow() const;
    bool canWrite() const;
    bool isFinished() const;

    const Sheet& sheet(int player) const { return m_sheets.at(player); }
    const std::vector<Sheet>& sheets() const { return m_sheets; }
    /// The points the dice on the table would write into this row.
    int preview(int row) const { return m_game->points(row, currentThrow(), m_record.setup.options); }
    Result result() const { return m_game->result(m_sheets, m_record.setup.options); }

private:
    Problem applyAction(const Action& action);
    Problem checkBox(int player, int column, int row) const;
    Problem checkDieToMove(int die) const;
    Problem doThrow(const Action& action);
    Problem doWrite(const Action& action);
    Problem doEdit(const Action& action);
    void startTurn();

    const Game* m_game = nullptr;
    GameRecord m_record;
    DiceRoller m_roller;
    std::vector<Sheet> m_sheets;
    int m_currentPlayer = 0;
    int m_turnsTaken = 0;
    int m_throwsMade = 0;
    bool m_served = false;
    std::vector<int> m_dice;
    std::vector<bool> m_held;
    std::vector<bool> m_locked;
    std::vector<Action> m_redo; ///< actions taken back, the most recent last
};

} // namespace knobel
