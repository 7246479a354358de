// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "engine/action.h"
#include "engine/message.h"
#include "engine/observation.h"
#include "result.h"

namespace knobel {

/// What a throw would throw now: which dice of which group. The match draws one face from the
/// roller for each die to throw, in ascending order of the dice — the order format 1 recorded.
struct ThrowSpec
{
    int group = 0;
    std::vector<int> current; ///< the group's faces before the throw (0: not yet thrown)
    std::vector<bool> thrown; ///< per die: thrown now
    /// A draw from a bag (Würfel-Hold'em): the "faces" are rolls the game reads to pick which dice come
    /// out, and what they pick depends on what was drawn before; drawing another seat's hidden dice
    /// anew would change what every later draw takes out (the no-leak check leaves such draws as
    /// they were and throws the drawn dice anew instead).
    bool fromBag = false;
};

/// The rules of one game in progress. Deterministic: it holds no dice roller; a throw arrives
/// as an action with its faces filled in. Every game's state derives from this.
class State
{
public:
    virtual ~State() = default;
    virtual std::unique_ptr<State> clone() const = 0;

    /// The seat that acts now, kChance when a throw is due that nobody chooses, kNoSeat when over.
    virtual Seat toAct() const = 0;
    virtual bool isTerminal() const = 0;
    /// Every action the seat on turn may take now, each complete (a throw without faces).
    virtual std::vector<Action> legalActions() const = 0;
    /// What a Throw of this group would throw now; empty when no throw is allowed.
    virtual std::optional<ThrowSpec> throwSpec(int group) const = 0;
    /// Checks the action against the rules and applies it; a refusal changes nothing.
    /// A Throw carries every face of its group afterwards.
    virtual Problem apply(const Action& action) = 0;

    /// What this seat may see (kNoSeat: what everyone may see).
    virtual Observation observe(Seat viewer) const = 0;
    /// The standing now; the settlement when the game is over. Payments add up to zero.
    virtual Result result() const = 0;
    /// One line for the status bar: whose turn, and what to do.
    virtual Message status(Seat viewer) const = 0;
    /// One line for the event log, as the viewer may know it ("Ben throws 3 dice").
    virtual Message describe(const Action& action, Seat by, Seat viewer) const = 0;
    /// The game's word on taking the last action back. The match adds: never a throw, never an
    /// action of another seat than the one asking.
    virtual bool mayTakeBack(const Action& /*last*/) const { return false; }

    /// How every round (deal, match) that ended came out, oldest first, as the table learnt it at that
    /// moment ("Round 1: Anna wins 4 chips with Four Kings."): public knowledge only, never a die still
    /// under a cup. Written when the round ends, so a log told later (after an undo, from a file, or
    /// several actions at once) says what was true then, not what the state says now.
    const std::vector<Message>& outcomes() const { return m_outcomes; }

protected:
    /// A game calls this when a round ends, with the sentence the table hears.
    void recordOutcome(Message outcome) { m_outcomes.push_back(std::move(outcome)); }

private:
    std::vector<Message> m_outcomes;
};

} // namespace knobel
