// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice.h"

namespace knobel {

/// The five-dice combinations of the poker-dice sheet games (Escalero, Würfel-Poker). Each asks for
/// exactly this shape: four alike is not a full house, five alike is neither unless an option says so.

/// Five in sequence: 1-2-3-4-5 or 2-3-4-5-6 (on poker dice 9-10-J-Q-K or 10-J-Q-K-A).
bool isStraight(const FaceCounts& counts);
/// Three of one face and two of another.
bool isFullHouse(const FaceCounts& counts);
/// Four of one face and one other.
bool isFourAlike(const FaceCounts& counts);
/// All five dice alike.
bool isFiveAlike(const FaceCounts& counts);

} // namespace knobel
