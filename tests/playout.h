// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Whole games of computers for the games' tests: one game played out, and every seating of levels.

#include <QByteArray>
#include <QtGlobal>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gamefile.h"
#include "match.h"

namespace knobel::testing {

/// Plays a whole game of computers, one level a seat. Each decision gets the bot seed 0, or, given
/// a first seed, that seed and then one more for each decision.
inline Match playOut(GameSetup setup, const std::vector<std::string>& levels,
    std::optional<std::uint64_t> firstBotSeed = std::nullopt)
{
    setup.kinds = levels;
    Match match(setup);
    std::vector<std::shared_ptr<const Bot>> bots;
    for (const auto& level : levels)
        bots.push_back(match.def().makeBot(level, setup.options, {}));
    std::uint64_t step = firstBotSeed.value_or(0);
    while (!match.isFinished()) {
        const Seat seat = match.toAct();
        const Action action = bots[std::size_t(seat)]->decide(match.botView(seat, firstBotSeed ? step++ : 0));
        if (auto problem = match.apply(action))
            qFatal("a computer chose an illegal action: %s", problem->c_str());
    }
    return match;
}

/// Perfect, Good and Beginner in turn, for a table of this many computers.
inline std::vector<std::string> mixedLevels(int seats)
{
    static const char* const order[] = {"perfect", "good", "beginner"};
    std::vector<std::string> levels;
    for (int s = 0; s < seats; ++s)
        levels.push_back(order[s % 3]);
    return levels;
}

/// A game file written of `match` read back: nothing when it opens, shows the table as the game
/// stood, and writes the same bytes again; else what went wrong.
inline std::optional<std::string> reopenProblem(const Match& match, const QByteArray& bytes)
{
    std::string problem;
    auto reopened = gamefile::read(bytes, problem);
    if (!reopened)
        return "the file does not open: " + problem;
    if (!(reopened->observe(kNoSeat) == match.observe(kNoSeat)))
        return std::string("the reopened game shows another table");
    if (gamefile::write(reopened->record()) != bytes)
        return std::string("the reopened game writes other bytes");
    return std::nullopt;
}

/// Every order of these levels at a table (each arrangement once), sorted, for measuring levels
/// against each other without favouring a seat.
inline std::vector<std::vector<std::string>> everySeating(std::vector<std::string> levels)
{
    std::sort(levels.begin(), levels.end());
    std::vector<std::vector<std::string>> seatings;
    do
        seatings.push_back(levels);
    while (std::next_permutation(levels.begin(), levels.end()));
    return seatings;
}

} // namespace knobel::testing
