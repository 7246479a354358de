// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "dice.h"
#include "engine/action.h"
#include "engine/message.h"
#include "engine/state.h"

namespace knobel::throwonly {

// The games without decisions (Plus-minus, Himmel und Hölle, Elf hoch, Die 21. Eins, Das große
// Herz): at every throw the seat on turn has one legal action, a throw of the game's dice in group 0,
// which the match rolls; the state then applies the faces.

/// The one legal action while the game goes on, none when it is over.
inline std::vector<Action> legal(bool over)
{
    return over ? std::vector<Action>{} : std::vector<Action>{Action::throwDice()};
}

/// What a throw throws: all `lying.size()` dice of group 0 (0: a die not yet thrown).
inline std::optional<ThrowSpec> spec(bool over, int group, std::vector<int> lying)
{
    if (over || group != 0)
        return std::nullopt;
    ThrowSpec spec;
    spec.thrown.assign(lying.size(), true);
    spec.current = std::move(lying);
    return spec;
}

/// Why this action is not a throw of `dice` dice with their faces, or nothing when it is.
inline Problem check(const Action& action, int dice, bool over)
{
    if (over)
        return std::string("the game is over");
    if (action.type != Action::Type::Throw)
        return std::string("nobody decides anything in this game: the only action is a throw");
    if (action.group != 0)
        return std::string("this game has one group of dice");
    if (int(action.faces.size()) != dice)
        return std::string(
            dice == 1 ? "a throw of this game is one die" : "a throw of this game is two dice");
    if (std::any_of(action.faces.begin(), action.faces.end(), [](int f) { return f < 1 || f > kFaceCount; }))
        return std::string("a die shows a face dice do not have");
    return std::nullopt;
}

} // namespace knobel::throwonly
