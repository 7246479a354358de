// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace knobel {

/// A computer player's own randomness for one decision (BotView::seed), derived one way from the
/// seed of the dice: the first eight bytes of SHA-256 over a fixed label, the dice seed and the
/// decision's number. Whoever holds a level's seed — a bot, a log, a program in a seat — cannot work
/// back to the dice seed, and so to a hidden die or a die still to come; a multiplication or an
/// addition (the old derivations) can be undone.
std::uint64_t botSeed(std::uint64_t diceSeed, std::uint64_t decision);

} // namespace knobel
