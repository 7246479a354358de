// SPDX-License-Identifier: GPL-3.0-or-later
#include "kits/session.h"

namespace knobel {

Seat firstSeatFromSeed(const GameSetup& setup)
{
    // SplitMix64's finaliser: neighbouring seeds start with different seats.
    std::uint64_t z = setup.seed.value_or(0) + 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    z ^= z >> 31;
    return setup.players.empty() ? 0 : Seat(z % setup.players.size());
}

Session::Session(int seats, SessionRules rules, Seat firstStarter, Seat firstBank)
    : m_rules(rules)
    , m_wins(std::size_t(seats), 0)
    , m_penalties(std::size_t(seats), 0)
    , m_starter(firstStarter)
    , m_bank(firstBank)
{
}

std::vector<Seat> Session::order() const
{
    std::vector<Seat> seats;
    for (int k = 0; k < this->seats(); ++k)
        seats.push_back((m_starter + k) % this->seats());
    return seats;
}

void Session::finishRound(Seat winner, Seat loser)
{
    if (m_over)
        return;
    if (winner >= 0)
        ++m_wins.at(std::size_t(winner));
    if (loser >= 0)
        ++m_penalties.at(std::size_t(loser));
    switch (m_rules.end) {
    case SessionRules::End::Rounds:
        m_over = m_round >= m_rules.target;
        break;
    case SessionRules::End::Wins:
        m_over = winner >= 0 && m_wins[std::size_t(winner)] >= m_rules.target;
        break;
    case SessionRules::End::Penalties:
        m_over = loser >= 0 && m_penalties[std::size_t(loser)] >= m_rules.target;
        break;
    }
    switch (m_rules.starter) {
    case SessionRules::Starter::Clockwise:
        m_starter = (m_starter + 1) % seats();
        break;
    case SessionRules::Starter::Winner:
        if (winner >= 0)
            m_starter = winner;
        break;
    case SessionRules::Starter::Loser:
        if (loser >= 0)
            m_starter = loser;
        break;
    }
    if (m_rules.rotatingBank)
        m_bank = (m_bank + 1) % seats();
    ++m_round;
}

} // namespace knobel
