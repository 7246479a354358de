// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "engine/action.h"

namespace knobel {

/// The limits of one betting round.
struct BettingLimits
{
    int minBet = 1; ///< the least a bet or a raise may be
    int maxBet = 1; ///< the most a bet or a raise may be
    int maxRaises = 1; ///< raises after the opening bet (Poker Dice: one bet and one raise)
    bool operator==(const BettingLimits&) const = default;
};

/// One round of betting among the seats still in: check, bet, call, raise, fold. It keeps what each
/// seat has put in this round; the game puts the same chips into its ledger. Amounts: a Bet names
/// the bet, a Raise what it adds above the bet to call; Check, Call and Fold name nothing.
class BettingRound
{
public:
    BettingRound() = default;
    /// The seats in the order they act, the first opens.
    BettingRound(std::vector<Seat> order, BettingLimits limits);

    bool isClosed() const;
    Seat toAct() const;
    std::vector<Action> legal() const;
    /// Checks the seat's bet; on success `chips` is what the seat puts into the pot now.
    Problem apply(Seat seat, const Action& action, int& chips);

    const std::vector<Seat>& order() const { return m_order; }
    /// Seats that have not folded, in order.
    std::vector<Seat> live() const;
    bool hasFolded(Seat seat) const;
    int committed(Seat seat) const;
    int currentBet() const { return m_currentBet; }
    int raises() const { return m_raises; }
    const BettingLimits& limits() const { return m_limits; }

    bool operator==(const BettingRound&) const = default;

private:
    int indexOf(Seat seat) const;
    void advance();

    std::vector<Seat> m_order;
    BettingLimits m_limits;
    std::vector<int> m_committed;
    std::vector<bool> m_folded;
    std::vector<bool> m_acted;
    int m_currentBet = 0;
    int m_raises = -1; ///< -1: nobody has bet yet; 0: a bet, no raise
    int m_next = 0;
    bool m_closed = false;
};

} // namespace knobel
