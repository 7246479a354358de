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
/// - perfect: reads the opponents' bets: each opponent's pocket dice weighted by how likely its bets
///   this hand were with them (betLikelihood of each pocket's strength on the board of that round);
///   then its share of the pot against every live opponent's dice still possible (exact over the
///   dice still to come and the opponent's two pocket dice heads-up on turn and river, else sampled,
///   20,000 deals, standard error ≤ 0.4 percentage points), each action valued in chips at that
///   chance (a call: chance × (pot + call) − call; a bet or raise as if each opponent still able to
///   act calls it), the best taken; with nothing better than check or fold it bets or raises anyway in
///   one of ten such spots (its bluffing rate);
/// - perfect_fold_equity (measuring): Perfect valuing a bet or raise with the chance that every
///   opponent folds (from the same model of its bets, each opponent's range times its chance to fold
///   with each pocket's strength now) and, when not, the share against the opponents that call; it did
///   worse against Good than Perfect (README);
/// - perfect_no_bluff, perfect_bluff_5, perfect_bluff_20 (measuring): Perfect bluffing in none, one in
///   twenty and one in five of those spots;
/// - gto (measuring): heads-up the CFR+ table of holdemgto.h, else Perfect;
/// - good: the same weighing with a crude chance (600 sampled deals against every live opponent, their
///   dice all equally likely), without bluffs;
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

/// The 24 dice a pocket die can be (number × colour) and a pocket's index among the 24 × 24 ordered
/// pairs.
inline constexpr int kDieKinds = 6 * kColours;
inline int dieKind(const Die& d)
{
    return (d.face - 1) * kColours + int(d.colour);
}
/// Per ordered pair of pocket dice how likely an opponent's bets so far were with them (any scale).
using Range = std::array<double, kDieKinds * kDieKinds>;

/// The share of the pot `mine` (pocket dice) expects against `opponents` pocket dice still unknown,
/// with `board` on the table and `unseen` (per colour) the dice the seat has not seen. Enumerated when
/// the unknown dice are at most `exactUpTo`, else `samples` deals sampled with `random`. With
/// `ranges` (one per opponent), each opponent's pocket dice are weighted by its range (the sampled
/// share is then a weighted mean, its standard error that of a ratio estimate).
Equity equity(const std::vector<Die>& mine, const std::vector<Die>& board,
    const std::array<int, kColours>& unseen, int opponents, int samples, std::mt19937_64& random,
    int exactUpTo = 3, const std::vector<Range>* ranges = nullptr);

/// How strong each pocket is on `board` (0, 3, 4 or 5 dice): its share against one other pocket
/// drawn at random, the board completed `runouts` times at random from the dice `unseen` (once when
/// complete). Per unordered pair of dice kinds, stored at both orders.
Range pocketStrength(const std::vector<Die>& board, const std::array<int, kColours>& unseen, int runouts,
    std::mt19937_64& random);

/// How likely a reasonable player (one that bets and raises with a share above a half against one
/// pocket, calls at pot odds and folds below) makes `kind` with a pocket of strength `strength`.
double betLikelihood(BetKind kind, double strength);

std::shared_ptr<const Bot> makeBot(std::string_view level);

} // namespace knobel::holdem
