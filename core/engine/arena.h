// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <vector>

#include "engine/bot.h"
#include "match.h"

namespace knobel {

/// Plays a match to its end with a computer player in every seat; each is told only what its seat
/// may see; bots with an observer() follow the whole game (game number `gameIndex` of a run).
/// Decision n gets the level seed botSeed(seed, n) (engine/botseed.h): one way, so that a level's
/// seed never tells the dice when `seed` is the dice seed (playGames passes it).
/// Empty when it ended; otherwise why a move was refused or a seat forfeited.
Problem playWithBots(
    Match& match, const std::vector<std::shared_ptr<const Bot>>& bots, std::uint64_t seed, int gameIndex = 0);

/// What one seat scores in a finished game: its chips where the game settles in chips, otherwise
/// a win (1, shared equally by the seats placed first) or nothing.
double seatScore(const GameDef& game, const Result& result, Seat seat);

/// Mean and standard error per seat over many games of computer against computer.
struct ArenaFigures
{
    std::vector<double> mean;
    std::vector<double> standardError;
    int games = 0;
};
/// Game g is played with the seed `seed + g`; the bots' own randomness follows from it too.
ArenaFigures playGames(const GameSetup& setup, const std::vector<std::shared_ptr<const Bot>>& bots, int games,
    std::uint64_t seed, std::string& problem);

} // namespace knobel
