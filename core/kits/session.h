// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "engine/action.h"

namespace knobel {

/// How a session of rounds ends and who starts each round.
struct SessionRules
{
    enum class End {
        Rounds, ///< after `target` rounds
        Wins, ///< when a seat has won `target` rounds
        Penalties, ///< when a seat has `target` penalties (it loses)
    };
    enum class Starter {
        Clockwise, ///< the next seat
        Winner, ///< the round's winner
        Loser, ///< the round's loser
    };
    End end = End::Rounds;
    int target = 1;
    Starter starter = Starter::Clockwise;
    bool rotatingBank = false; ///< the bank passes to the next seat each round
    bool operator==(const SessionRules&) const = default;
};

/// Rounds of a game: who starts, who is the bank, the wins and penalties so far, and when it ends.
class Session
{
public:
    Session() = default;
    Session(int seats, SessionRules rules, Seat firstStarter, Seat firstBank = 0);

    int seats() const { return int(m_wins.size()); }
    int round() const { return m_round; } ///< from 1
    Seat starter() const { return m_starter; }
    Seat bank() const { return m_bank; }
    int wins(Seat seat) const { return m_wins.at(std::size_t(seat)); }
    int penalties(Seat seat) const { return m_penalties.at(std::size_t(seat)); }
    const std::vector<int>& allWins() const { return m_wins; }
    const std::vector<int>& allPenalties() const { return m_penalties; }
    const SessionRules& rules() const { return m_rules; }
    bool isOver() const { return m_over; }

    /// The seats in playing order this round, from the starter.
    std::vector<Seat> order() const;
    /// Ends a round: the winner (or kNoSeat for none) and the loser (or kNoSeat) are counted; the next
    /// round's starter and bank follow the rules.
    void finishRound(Seat winner, Seat loser);

    bool operator==(const Session&) const = default;

private:
    SessionRules m_rules;
    std::vector<int> m_wins;
    std::vector<int> m_penalties;
    int m_round = 1;
    Seat m_starter = 0;
    Seat m_bank = 0;
    bool m_over = false;
};

/// The first seat of a game: drawn from the seed, as the booklet's "who throws highest starts".
Seat firstSeatFromSeed(const GameSetup& setup);

} // namespace knobel
