// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <optional>

#include <vector>

#include "engine/action.h"
#include "engine/observation.h"
#include "engine/state.h"

namespace knobel {

/// Dice on the table that a player throws, sets aside and takes back: the tray of the sheet games,
/// a cup, a hand of poker dice. Throws are counted; a limit may end them.
struct DiceSet
{
    std::vector<int> faces; ///< empty before the first throw
    std::vector<bool> held;
    std::vector<bool> locked; ///< set aside for good (strict_keep)
    bool served = false; ///< the faces fell in one throw of every die
    int throwsMade = 0;

    DiceSet() = default;
    explicit DiceSet(int count) { reset(count); }

    int count() const { return int(held.size()); }
    bool thrown() const { return !faces.empty(); }
    bool isLocked(int die) const { return die >= 0 && die < int(locked.size()) && locked[die]; }
    bool allHeld() const;
    /// A new turn: no faces, nothing aside, no throws.
    void reset(int count);

    /// Whether a die can be set aside or taken back now; the problem otherwise.
    Problem checkDie(int die) const;
    Problem hold(int die);
    Problem release(int die);
    /// Which dice a throw throws now: every die not set aside.
    ThrowSpec throwSpec(int group) const;
    /// Takes a throw's faces. `servedCounts`: a throw of every die serves (only the first one when
    /// `firstOnly`); `strictKeep`: dice aside during this throw stay aside.
    Problem take(const std::vector<int>& newFaces, bool firstOnly, bool strictKeep);

    DiceGroupView view(std::string id, Seat owner, DieKind kind, bool hidden) const;

    /// A throw again, as the log tells it: the dice that stayed aside and the dice thrown.
    struct Rethrow
    {
        std::vector<int> kept; ///< empty when every die was thrown again
        std::vector<int> thrown;
    };
    /// What a throw of these faces (one for every die, in order) keeps and throws again; nothing
    /// when it is the turn's first throw.
    std::optional<Rethrow> rethrowOf(const std::vector<int>& newFaces) const;
    /// The log's line for a throw of these faces by `who`, before it is taken: "Anna throws K 9 K.",
    /// "Anna keeps K K and throws 3 dice again: A 9 K.", "Anna throws all the dice again: …".
    Message describeThrow(const Message& who, const std::vector<int>& newFaces, DieKind kind) const;
};

/// Real dice (issue 32): a hidden cup of five is lifted and its typed faces put in. Refused, and the
/// cup left as it was, when they are not five, a face is not 1–6, or a die the table saw (not 0)
/// shows another face.
Problem liftCup(std::array<int, 5>& cup, const std::vector<int>& faces);

} // namespace knobel
