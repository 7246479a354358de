// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <random>
#include <string_view>
#include <vector>

#include "engine/bot.h"
#include "holdemhands.h"

/// Würfel-Hold'em's computer players.
/// - perfect: its share of the pot against every live opponent's dice still possible (exact over the
///   dice still to come and the opponent's two pocket dice heads-up on turn and river, else sampled,
///   20,000 deals, standard error ≤ 0.4 percentage points), each action valued in chips at that
///   chance (a call: chance × (pot + call) − call; a bet or raise as if each opponent still able to
///   act calls it), the best taken; with nothing better than check or fold it bets or raises anyway in
///   one of ten such spots (its bluffing rate);
/// - good: the same weighing with a crude chance (600 sampled deals, as if against one opponent),
///   without bluffs;
/// - beginner: plays its hand's class: bets with two pairs or better, calls with a pair (and before
///   the flop with a pocket pair or two dice of one colour), checks or folds otherwise.
namespace knobel::holdem {

/// A chance to win and how it was found.
struct Equity
{
    double share = 0; ///< the expected share of the pot: a win 1, a tie among k hands 1/k
    double standardError = 0; ///< 0 when enumerated
    bool exact = false;
    std::uint64_t deals = 0; ///< deals enumerated (weighted) or sampled
};

/// The share of the pot `mine` (pocket dice) expects against `opponents` pocket dice still unknown,
/// with `board` on the table and `unseen` (per colour) the dice the seat has not seen. Enumerated when
/// the unknown dice are at most `exactUpTo`, else `samples` deals sampled with `random`.
Equity equity(const std::vector<Die>& mine, const std::vector<Die>& board,
    const std::array<int, kColours>& unseen, int opponents, int samples, std::mt19937_64& random,
    int exactUpTo = 3);

std::shared_ptr<const Bot> makeBot(std::string_view level);

} // namespace knobel::holdem
