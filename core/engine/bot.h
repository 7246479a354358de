// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <vector>

#include "engine/action.h"
#include "engine/message.h"
#include "engine/observation.h"

namespace knobel {

class Match;
class State;

/// What a computer player is told when it must act: exactly what its seat may know.
struct BotView
{
    Seat seat = 0;
    GameSetup setup; ///< game, options, players, kinds; without the seed where dice are hidden
    Observation view;
    /// Every action so far as this seat saw it (other seats' hidden faces are 0).
    std::vector<Action> history;
    std::vector<Action> legal;
    /// The whole state, only in games without hidden dice (exact solvers search from it).
    const State* full = nullptr;
    /// The computer's own randomness (mixed strategies); never the dice roller's.
    std::uint64_t seed = 0;
    const std::atomic<bool>* cancel = nullptr;
};

/// One choice the hint shows, with what it is worth to the seat.
struct RankedChoice
{
    Action action;
    double value = 0; ///< in the unit the bot's rankMeaning() says
    Message text; ///< the whole choice, named ("Keep K K, throw the rest"); empty: the action's sentence
};

/// What a bot's ranked values are: the unit the hint writes each value in, and the sentence above the
/// choices that says what is ranked and what the value means.
struct RankMeaning
{
    enum class Unit {
        Chance, ///< from 0 to 1, written as a percentage
        Chips, ///< chips won (or, below 0, lost), written with their sign
        Worth, ///< a worth of the bot's own, without a unit of the game: higher is better
    };
    Unit unit = Unit::Worth;
    Message text;
};

/// A player that follows the whole match, not only its own decisions: a program in a seat (the
/// player protocol) is told what happened and how each game ended. It is told only what its seat
/// may know: Match::history(seat) and Match::observe(seat), never the state.
class SeatObserver
{
public:
    virtual ~SeatObserver() = default;
    /// Game `gameIndex` (from 0) of a run has started; its first throws may have been thrown.
    virtual void gameStarted(const Match& match, Seat seat, int gameIndex) = 0;
    /// Actions were taken since the last call: the seat learns what it may know of them.
    virtual void caughtUp(const Match& match, Seat seat) = 0;
    virtual void gameEnded(const Match& match, Seat seat, int gameIndex) = 0;
    /// Why the seat gave up the run (a program that failed, without a level to take over); empty
    /// while it plays on.
    virtual Problem forfeited() const { return std::nullopt; }
};

/// A computer player of one level: chooses one legal action at a time.
class Bot
{
public:
    virtual ~Bot() = default;
    /// One of view.legal.
    virtual Action decide(const BotView& view) const = 0;
    /// Every choice with its worth, best first; empty where the level cannot say.
    virtual std::vector<RankedChoice> rank(const BotView& /*view*/) const { return {}; }
    /// What rank()'s values are for this view, in the game's unit (by default a worth of its own).
    virtual RankMeaning rankMeaning(const BotView& view) const;
    /// Per legal action the chance this bot takes it (the policy query); by default 1 for decide().
    virtual std::vector<double> policy(const BotView& view) const;
    /// The bot's own follower of the match, where it has one (a program in a seat); the arena tells
    /// it every game's start, every action and every end.
    virtual SeatObserver* observer() const { return nullptr; }
};

/// How a bot that needs a table gets it: where tables are kept, progress, cancel.
struct BotPreparation
{
    std::filesystem::path tableFolder; ///< empty: keep nothing on disk
    std::function<void(double)> progress;
    const std::atomic<bool>* cancel = nullptr;
};

} // namespace knobel
