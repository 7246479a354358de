// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "options.h"

namespace knobel {

/// A place at the table, counted from 0 in the order of the setup.
using Seat = int;
/// Nobody: the view everyone shares, or the turn of a game that is over.
inline constexpr Seat kNoSeat = -1;
/// A throw is due that nobody chooses (the first throw of every cup, a banker's throw):
/// the match throws it at once.
inline constexpr Seat kChance = -2;

/// Play with dice thrown by the program, or keep score of a game played with real dice.
enum class Mode { Play, ScorePad };

/// Empty when an action was taken; otherwise one English line that says why it was refused.
using Problem = std::optional<std::string>;

/// How a seat takes part in a betting round.
enum class BetKind { Check, Bet, Call, Raise, Fold };

/// One step of a game, as the record keeps it. The kinds are a closed set that every game gives its
/// meaning; each kind uses only the fields named beside it. A plain struct rather than a variant:
/// the record, the file, the solvers and the tests read the few fields directly, and the sheet
/// games' actions (format 1) keep exactly their shape.
struct Action
{
    enum class Type {
        Throw, ///< group; faces: every die of the group afterwards (filled in by the match)
        Hold, ///< group, die
        Release, ///< group, die
        Write, ///< column, row, strike
        Edit, ///< player, column, row, value (score pad)
        Stop, ///< stand on the dice / done with this step (staking, rethrowing)
        Choose, ///< choice: a game's own option ("low", an operation)
        Stake, ///< field, amount (0 takes the stake back)
        Bet, ///< bet (kind), amount: the chips the seat adds now
        Announce, ///< hand: an exact hand, its index in exactHands()
        Doubt, ///< doubt: true doubts, false lets the announcement stand
        Double, ///< choice: 0 offers (Contra), 1 accepts, 2 gives up
    };
    Type type = Type::Throw;
    std::vector<int> faces;
    int die = -1;
    int player = -1;
    int column = 0;
    int row = -1;
    bool strike = false;
    std::optional<int> value;
    int group = 0;
    int choice = -1;
    int field = -1;
    int amount = 0;
    BetKind bet = BetKind::Check;
    int hand = -1;
    bool doubt = true;

    static Action throwDice(int group = 0)
    {
        Action a;
        a.group = group;
        return a;
    }
    static Action hold(int die, int group = 0)
    {
        Action a;
        a.type = Type::Hold;
        a.die = die;
        a.group = group;
        return a;
    }
    static Action release(int die, int group = 0)
    {
        Action a;
        a.type = Type::Release;
        a.die = die;
        a.group = group;
        return a;
    }
    static Action write(int column, int row, bool strike = false)
    {
        Action a;
        a.type = Type::Write;
        a.column = column;
        a.row = row;
        a.strike = strike;
        return a;
    }
    static Action edit(int player, int column, int row, std::optional<int> value)
    {
        Action a;
        a.type = Type::Edit;
        a.player = player;
        a.column = column;
        a.row = row;
        a.value = value;
        return a;
    }
    static Action stop()
    {
        Action a;
        a.type = Type::Stop;
        return a;
    }
    static Action choose(int choice)
    {
        Action a;
        a.type = Type::Choose;
        a.choice = choice;
        return a;
    }
    static Action stake(int field, int amount)
    {
        Action a;
        a.type = Type::Stake;
        a.field = field;
        a.amount = amount;
        return a;
    }
    static Action betting(BetKind kind, int amount = 0)
    {
        Action a;
        a.type = Type::Bet;
        a.bet = kind;
        a.amount = amount;
        return a;
    }
    static Action announce(int hand)
    {
        Action a;
        a.type = Type::Announce;
        a.hand = hand;
        return a;
    }
    static Action doubting(bool doubt)
    {
        Action a;
        a.type = Type::Doubt;
        a.doubt = doubt;
        return a;
    }
    static Action doubling(int choice)
    {
        Action a;
        a.type = Type::Double;
        a.choice = choice;
        return a;
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
    /// Mixed with the seed into the game's fingerprint (core/fairdice.h); empty: the game has none
    /// (a file from before fingerprints, a game started with a seed outside the window).
    std::string salt = {};
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

} // namespace knobel
