// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <vector>

#include "engine/bot.h"
#include "games/verdecktespoker/verdecktessolver.h"

namespace knobel {

/// What one decision of Verdecktes Würfelpoker looks like from a seat: read from its observation
/// alone (its own cup, the standing hands, the announcement asked about), never from the state.
struct VerdecktesDecision
{
    enum Kind { None, Announce, Doubt } kind = None;
    int own = -1; ///< the seat's own hand (exactHands index), −1 not thrown
    int standing = -1; ///< the best hand standing before the announcement (or now), −1 none
    int claim = -1; ///< the announcement asked about
    int later = 0; ///< players still to announce after the one announcing
    int pot = 0;
    int asked = 1; ///< the players asked about each announcement (all but the announcer)
};

/// The computer player of Verdecktes Würfelpoker: a strategy over hand classes (VerdecktesStrategy).
/// Perfect plays the solved equilibrium of the two-player round (exact, not abstracted). With three
/// or more players (no equilibrium is known to hold there) it announces the truth while players are
/// still to come, plays the second announcer's part of the equilibrium as the round's last, and
/// doubts only a claim few throws reach — the strongest of the variants measured (README). Good
/// mixes the equilibrium half and half with a simple honest player, Beginner is that honest player.
class VerdecktesBot final : public Bot
{
public:
    VerdecktesBot(std::shared_ptr<const VerdecktesSolver> solver, VerdecktesStrategy strategy);
    Action decide(const BotView& view) const override;
    std::vector<double> policy(const BotView& view) const override;
    std::vector<RankedChoice> rank(const BotView& view) const override;
    RankMeaning rankMeaning(const BotView& view) const override;

    static VerdecktesDecision decisionOf(const BotView& view);
    /// Per exact hand (exactHands index) the chance of announcing it.
    std::vector<double> announcing(const VerdecktesDecision& decision) const;
    /// The chance of doubting.
    double doubting(const VerdecktesDecision& decision) const;
    const VerdecktesStrategy& strategy() const { return m_strategy; }

private:
    std::shared_ptr<const VerdecktesSolver> m_solver;
    VerdecktesStrategy m_strategy;
};

/// The strategy of a level ("beginner", "good", "perfect") from a solver; false for another name.
bool verdecktesLevelStrategy(const VerdecktesSolver& solver, std::string_view level, VerdecktesStrategy& out);

} // namespace knobel
