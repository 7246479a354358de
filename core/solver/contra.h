// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "engine/action.h"
#include "engine/message.h"
#include "solver/autoplayer.h"

namespace knobel {

/// What the rest of a game looks like to one player: the remaining game played out many times by the
/// players at the table, settled at stake 1.
struct ContraOutlook
{
    double winChance = 0; ///< share of the games the player ends with more chips (a tie counts half)
    double chips = 0; ///< the player's mean chips at stake 1
    int games = 0;
};

/// Plays the rest of the game `games` times from this state (players[p] plays seat p), with dice from
/// the seed; the sheets and the turn in progress stay as they are.
ContraOutlook contraOutlook(const SheetState& state, int seat, const std::vector<const AutoPlayer*>& players,
    int games = 96, std::uint64_t seed = 1);

/// A computer's Contra: what it does now, and the line it says why. Beginner never doubles and always
/// plays on; Good doubles from a chance to win of 75 % and plays on down to 25 %; Perfect doubles from
/// 70 % when it expects chips, and plays on when the double stake costs less on average than giving
/// up does.
struct ContraChoice
{
    Action action;
    ContraOutlook outlook;
    Message why; ///< "Ben says Contra: chance to win 78 %"
};

/// The computer's answer to a Contra waiting for it, or whether it says Contra before its turn;
/// nothing when the state asks neither (or the player lets the chance go by). The games are played
/// out in batches of 16, up to 96, until the chance is clearly on one side of the level's threshold.
/// With a race model (the column planner) a player whom it does not expect to win chips does not
/// play the games out to find that a Contra is not worth saying.
std::optional<ContraChoice> decideContra(const SheetState& state, Level level,
    const std::vector<const AutoPlayer*>& players, std::uint64_t seed = 1,
    const ColumnPlanner* race = nullptr);

} // namespace knobel
