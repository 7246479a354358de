// SPDX-License-Identifier: GPL-3.0-or-later
#include "kits/betting.h"

#include <algorithm>
#include <string>

namespace knobel {

BettingRound::BettingRound(std::vector<Seat> order, BettingLimits limits)
    : m_order(std::move(order))
    , m_limits(limits)
    , m_committed(m_order.size(), 0)
    , m_folded(m_order.size(), false)
    , m_acted(m_order.size(), false)
{
    m_closed = m_order.size() < 2;
}

bool BettingRound::isClosed() const
{
    return m_closed;
}

Seat BettingRound::toAct() const
{
    return m_closed ? kNoSeat : m_order[std::size_t(m_next)];
}

int BettingRound::indexOf(Seat seat) const
{
    auto it = std::find(m_order.begin(), m_order.end(), seat);
    return it == m_order.end() ? -1 : int(it - m_order.begin());
}

std::vector<Seat> BettingRound::live() const
{
    std::vector<Seat> seats;
    for (std::size_t i = 0; i < m_order.size(); ++i)
        if (!m_folded[i])
            seats.push_back(m_order[i]);
    return seats;
}

bool BettingRound::hasFolded(Seat seat) const
{
    const int i = indexOf(seat);
    return i >= 0 && m_folded[std::size_t(i)];
}

int BettingRound::committed(Seat seat) const
{
    const int i = indexOf(seat);
    return i < 0 ? 0 : m_committed[std::size_t(i)];
}

std::vector<Action> BettingRound::legal() const
{
    std::vector<Action> actions;
    if (m_closed)
        return actions;
    const int owed = m_currentBet - m_committed[std::size_t(m_next)];
    if (m_raises < 0) {
        actions.push_back(Action::betting(BetKind::Check));
        for (int amount = m_limits.minBet; amount <= m_limits.maxBet; ++amount)
            actions.push_back(Action::betting(BetKind::Bet, amount));
        return actions;
    }
    if (owed > 0) {
        actions.push_back(Action::betting(BetKind::Call));
        if (m_raises < m_limits.maxRaises)
            for (int amount = m_limits.minBet; amount <= m_limits.maxBet; ++amount)
                actions.push_back(Action::betting(BetKind::Raise, amount));
        actions.push_back(Action::betting(BetKind::Fold));
    } else {
        actions.push_back(Action::betting(BetKind::Check));
    }
    return actions;
}

Problem BettingRound::apply(Seat seat, const Action& action, int& chips)
{
    chips = 0;
    if (action.type != Action::Type::Bet)
        return std::string("it is a betting round: check, bet, call, raise or fold");
    if (m_closed)
        return std::string("the betting round is over");
    if (seat != toAct())
        return "it is seat " + std::to_string(toAct() + 1) + "'s turn to bet";
    const auto legalNow = legal();
    if (std::find(legalNow.begin(), legalNow.end(), action) == legalNow.end()) {
        switch (action.bet) {
        case BetKind::Bet:
        case BetKind::Raise:
            if (action.bet == BetKind::Bet && m_raises >= 0)
                return std::string("there is a bet already: call, raise or fold");
            if (action.bet == BetKind::Raise && m_raises < 0)
                return std::string("there is no bet to raise: check or bet");
            if (action.bet == BetKind::Raise && m_raises >= m_limits.maxRaises)
                return std::string("no more raises in this round");
            return "a bet or raise is " + std::to_string(m_limits.minBet) + " to "
                + std::to_string(m_limits.maxBet) + " chips";
        case BetKind::Call:
        case BetKind::Fold:
            return std::string("there is no bet to call: check or bet");
        case BetKind::Check:
            return std::string("there is a bet: call, raise or fold");
        }
    }
    const std::size_t i = std::size_t(m_next);
    switch (action.bet) {
    case BetKind::Check:
        break;
    case BetKind::Bet:
        m_currentBet = action.amount;
        m_raises = 0;
        std::fill(m_acted.begin(), m_acted.end(), false);
        break;
    case BetKind::Raise:
        m_currentBet += action.amount;
        ++m_raises;
        std::fill(m_acted.begin(), m_acted.end(), false);
        break;
    case BetKind::Call:
        break;
    case BetKind::Fold:
        m_folded[i] = true;
        break;
    }
    if (action.bet != BetKind::Fold) {
        chips = m_currentBet - m_committed[i];
        m_committed[i] = m_currentBet;
    }
    m_acted[i] = true;
    advance();
    return std::nullopt;
}

void BettingRound::advance()
{
    if (live().size() < 2) {
        m_closed = true;
        return;
    }
    for (std::size_t k = 1; k <= m_order.size(); ++k) {
        const std::size_t j = (std::size_t(m_next) + k) % m_order.size();
        if (m_folded[j])
            continue;
        if (!m_acted[j] || m_committed[j] != m_currentBet) {
            m_next = int(j);
            return;
        }
    }
    m_closed = true;
}

} // namespace knobel
