// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "kits/sheet.h"

namespace knobel {

/// A player's place in the final order. Players with equal standing share a place.
struct Standing
{
    int player = 0;
    int total = 0; ///< points on the sheet
    int balance = 0; ///< chips won (positive) or lost (negative) in the settlement
    int place = 1;
    bool operator==(const Standing&) const = default;
};

/// One transfer of chips at the end of a game.
struct Payment
{
    int payer = 0;
    int payee = 0;
    int amount = 0;
    bool operator==(const Payment&) const = default;
};

/// How two players' three-column sheets compare column against column ("Reihe gegen Reihe").
struct ColumnDuel
{
    int first = 0;
    int second = 0;
    std::vector<int> columnWinner; ///< per column: the player who won it, or -1 for equal sums
    int headWinner = -1; ///< the player who won every column, or -1
    int firstWins = 0; ///< chips the first player won from the second before netting
    int secondWins = 0;
    bool operator==(const ColumnDuel&) const = default;
};

/// The outcome of a game: the order of the players and who pays whom.
struct Result
{
    std::vector<Standing> standings; ///< best first
    std::vector<Payment> payments;
    std::vector<ColumnDuel> duels;
    bool operator==(const Result&) const = default;
};

/// Orders players by a key (higher is better) and gives equal keys the same place.
std::vector<Standing> rankPlayers(
    const std::vector<int>& totals, const std::vector<int>& balances, bool byBalance);

/// Escalero's settlement: every player pays each player with a higher sum the difference of the sums.
Result settleByDifference(const std::vector<Sheet>& sheets);
/// No chips change hands; the highest sum wins (Ohio, Sechzerspiel).
Result rankByTotal(const std::vector<Sheet>& sheets);
/// Column against column for every pair of players, with chips per column and a head multiplier.
Result settleColumnByColumn(
    const std::vector<Sheet>& sheets, const std::vector<int>& columnValues, int headMultiplier);

} // namespace knobel
