// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "engine/message.h"
#include "match.h"

namespace knobel {

/// Real dice (issue 32): the players throw their own cup and type what fell; the match plays the
/// typed faces exactly as drawn ones. What a typed throw may hold is read here, once, for every game
/// (the score pad's pad reads its dice with the same parseFace).
///
/// Typed: the faces of the dice thrown now, in the order of the dice, separated by spaces or commas
/// ("4 4 2"; poker dice "9 10 J Q K A" or German "9 10 B D K A"); or every die of the group, the
/// kept ones as they lie. Würfel-Hold'em's draws from the bag: a colour for each die drawn (r b w y,
/// German r s w g), each with its number when the dice are thrown at once ("4r 6w").
namespace realdice {

/// Whether the game can be played with real dice: every game whose dice are in the open, and the
/// hidden-dice games whose cups each player keeps (Liar Dice: a person's cup is typed when lifted).
bool possible(const GameDef& def, const RuleOptions& options);
/// Whether the game is offered with real dice only when every seat is a person: Würfel-Hold'em, whose
/// pockets come from the one bag at the table. A computer's pocket would have to be drawn from the
/// physical bag and typed for the program, so somebody would see it.
bool peopleOnly(const GameDef& def, const RuleOptions& options);
/// The seat whose hidden cup a throw of this group throws (its faces are redacted for every other
/// seat, GameDef::redact); kNoSeat for dice in the open.
Seat cupOwner(const GameDef& def, const GameSetup& setup, int group);

/// What the table waits for now: a throw (whose, which dice), or nothing.
struct Request
{
    Seat by = kChance; ///< the seat that chose to throw; kChance: a throw nobody chooses
    int group = 0;
    int dice = 0; ///< the dice thrown now
    int kept = 0; ///< the dice of the group that stay as they lie
    bool fromBag = false; ///< a draw from Würfel-Hold'em's bag: colours (and numbers)
    /// A person's hidden cup: not typed (Enter alone keeps its faces unknown) unless it shows five
    /// Aces, which are shown at once; its faces are typed when the rules lift it.
    bool hidden = false;
    /// A person's pocket (Würfel-Hold'em): drawn from the bag and typed by this seat alone at the
    /// screen (the entry shows only while the screen is theirs); kNoSeat: typed in the open.
    Seat pocket = kNoSeat;
    ThrowSpec spec;
};
std::optional<Request> request(const Match& match);

/// Reads typed dice for the throw the match waits for (a hidden cup: nothing, or five Aces): every face of
/// the group afterwards in `faces`, or why not (translatable: context "knobel::RealDice"). Not for a draw
/// from the bag.
Message read(const Match& match, std::string_view text, std::vector<int>& faces);
/// Reads the typed dice and plays them (a draw from the bag with its throw, when numbers come with
/// the colours); an empty message when done. A refusal changes nothing.
Message enter(Match& match, std::string_view text);
/// "Throw 3 dice for Ben." / "Throw 2 dice for Ben; kept as they lie: K K K." — what the entry asks for now.
Message prompt(const Match& match);
/// An example of what to type for the throw waited for, as many dice as are thrown now, in the
/// game's faces and the player's letters: "4 4 2", poker dice "K K Q" (German "K K D"), a draw from
/// the bag "4r 6w"; empty when nothing waits or for a person's hidden cup (nothing is typed).
Message example(const Match& match);

} // namespace realdice
} // namespace knobel
