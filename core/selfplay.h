// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <optional>

#include "engine/action.h"
#include "engine/gamedef.h"

namespace knobel {

class Match;

/// Whether a game plays itself: it has no decisions (no computer levels), so whoever is on turn has
/// one legal action, the throw, and the table takes it for them (Jule, Hin und her, …).
bool playsItself(const GameDef& def);

/// The one action the seat on turn takes now in a game that plays itself; nothing when the game is
/// over, a throw nobody chooses is due, or the seat has more than one action.
std::optional<Action> onlyAction(const Match& match);

/// Takes the one action again and again until the game is over or a seat has a choice; returns how
/// many actions were taken.
std::size_t playOut(Match& match);

} // namespace knobel
