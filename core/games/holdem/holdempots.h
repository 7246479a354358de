// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "engine/action.h"
#include "holdemhands.h"

/// Würfel-Hold'em's pots: a main pot and side pots by what each seat put in, and who takes them.
namespace knobel::holdem {

/// One pot: its chips and the seats that may win it (in it up to the pot's level, not folded).
struct Pot
{
    int amount = 0;
    std::vector<Seat> eligible;
    bool operator==(const Pot&) const = default;
};

/// The pots of a hand: one per level of contribution of the seats still in (an all-in makes a level),
/// lowest first. Chips a folded seat put in above the highest level of the seats still in go into the
/// last pot; a pot only one seat may win is what it put in beyond the others (it takes it back).
std::vector<Pot> potsOf(const std::vector<int>& contributed, const std::vector<bool>& folded);

/// What each seat receives when the pots are settled: each pot goes to the best hands among its
/// seats, shared; a share's odd chips go one each to the winners clockwise from the dealer's left.
/// A Five-of-a-kind flush of a seat still in takes every pot at once. `scores` are read for seats
/// still in only; with one seat still in it takes everything without a showdown.
std::vector<int> settle(const std::vector<int>& contributed, const std::vector<bool>& folded,
    const std::vector<HandScore>& scores, Seat dealer);

} // namespace knobel::holdem
