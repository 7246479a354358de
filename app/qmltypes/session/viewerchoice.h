// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/observation.h"

namespace knobel {
class Match;
}

/// Whose eyes the screen shows, and whether it is covered until the next person says it is them.
struct ViewerChoice
{
    int viewer = knobel::kNoSeat; ///< the seat whose view is shown; kNoSeat: only what all may see
    int privacySeat = knobel::kNoSeat; ///< covered until this seat says it is them; kNoSeat: not covered

    bool operator==(const ViewerChoice&) const = default;

    /// A person plays this seat (not a computer or a program).
    static bool isHuman(const knobel::Match& match, int seat);
    /// After any change of the game: the person on turn (or whose pocket of real dice is to be typed,
    /// Würfel-Hold'em) when several share the screen (behind the
    /// privacy screen where dice are hidden and it is another person's turn now), the one person
    /// when only one plays, nobody's eyes in a game of computers, a game that plays itself or one
    /// shown from the history. A finished game between several people stays with the last person who
    /// acted.
    static ViewerChoice after(
        const knobel::Match& match, ViewerChoice now, bool readOnly, bool playsItself, bool hiddenDice);
};
