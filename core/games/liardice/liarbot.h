// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

#include "engine/bot.h"
#include "games/liardice/liarsolver.h"
#include "games/liardice/liarstrategy.h"

namespace knobel {

/// The Liar Dice computer player: a level's strategy (LiarStrategy: the table's, mixed with the
/// honest player for the weaker levels), reading only its seat's observation, its own view of the
/// history and the legal actions — never the other cup, never the dice roller.
///
/// One decision of the strategy (doubt, which dice to throw again, which hand to announce) takes
/// several actions (pick up a die, another, throw). The bot draws its mixed choices from a stream
/// seeded by what it has seen so far, leaving out its own picking up and putting back, so that
/// every action of one decision follows the same draw.
class LiarBot : public Bot
{
public:
    /// `salt` enters the stream of draws (the levels use their mix), so that two levels holding the
    /// same cup do not draw alike.
    LiarBot(std::shared_ptr<const LiarStrategy> strategy, double salt);
    /// The table's strategy mixed with the honest player by `mix`.
    LiarBot(std::shared_ptr<const LiarSolver> solver, double mix);
    Action decide(const BotView& view) const override;
    /// The chance of each legal action: the strategy's mixed choices carried through to the step
    /// asked for. While the dice of one keep are being picked up, the keeps that are still possible.
    std::vector<double> policy(const BotView& view) const override;
    /// The whole choices of a decision, each named (doubt, which dice to throw again, which hand to
    /// announce), with the chance the strategy makes it; its action is the choice's first step.
    /// Empty while the dice of a keep are being picked up (policy() then says the next step).
    std::vector<RankedChoice> rank(const BotView& view) const override;
    RankMeaning rankMeaning(const BotView& view) const override;

    /// The situation and the own hand of this decision: what the strategy is asked.
    static bool situationOf(const BotView& view, LiarSituation& situation, int& hand);
    /// The solver's view of this decision (for tests).
    static bool solverView(const BotView& view, const LiarSolver& solver, LiarSolver::View& out);

    const LiarStrategy& strategy() const { return *m_strategy; }

private:
    std::shared_ptr<const LiarStrategy> m_strategy;
    double m_salt;
};

/// Liar Dice's full strategy table, read from the table folder or built there (progress, cancel) —
/// once per process; nullptr when the build was cancelled.
std::shared_ptr<const LiarSolver> liarDiceTable(const BotPreparation& preparation);

} // namespace knobel
