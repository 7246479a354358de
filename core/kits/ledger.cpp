// SPDX-License-Identifier: GPL-3.0-or-later
#include "kits/ledger.h"

#include <numeric>

namespace knobel {

Ledger::Ledger(int seats)
    : m_balance(std::size_t(seats), 0)
    , m_inPot(std::size_t(seats), 0)
    , m_paid(std::size_t(seats), std::vector<int>(std::size_t(seats), 0))
{
}

int Ledger::pot() const
{
    return std::accumulate(m_inPot.begin(), m_inPot.end(), 0);
}

void Ledger::put(Seat seat, int amount)
{
    m_balance.at(std::size_t(seat)) -= amount;
    m_inPot.at(std::size_t(seat)) += amount;
}

void Ledger::award(const std::vector<Seat>& winners)
{
    if (winners.empty())
        return;
    // Who paid whom: each contributor's chips go to the winners in the same shares as the pot.
    const int total = pot();
    std::vector<int> share(winners.size(), total / int(winners.size()));
    for (int odd = total % int(winners.size()), i = 0; odd > 0; --odd, ++i)
        ++share[std::size_t(i)];
    std::vector<int> received(m_balance.size(), 0);
    for (std::size_t w = 0; w < winners.size(); ++w)
        received[std::size_t(winners[w])] += share[w];
    // Net each seat: what it receives minus what it put in; payers pay payees in order.
    std::vector<int> net(m_balance.size());
    for (std::size_t s = 0; s < net.size(); ++s)
        net[s] = received[s] - m_inPot[s];
    for (std::size_t from = 0; from < net.size(); ++from)
        for (std::size_t to = 0; to < net.size() && net[from] < 0; ++to)
            if (net[to] > 0) {
                const int amount = std::min(-net[from], net[to]);
                m_paid[from][to] += amount;
                net[from] += amount;
                net[to] -= amount;
            }
    for (std::size_t s = 0; s < m_balance.size(); ++s) {
        m_balance[s] += received[s];
        m_inPot[s] = 0;
    }
}

void Ledger::refund()
{
    for (std::size_t s = 0; s < m_balance.size(); ++s) {
        m_balance[s] += m_inPot[s];
        m_inPot[s] = 0;
    }
}

void Ledger::pay(Seat from, Seat to, int amount)
{
    if (amount <= 0 || from == to)
        return;
    m_balance.at(std::size_t(from)) -= amount;
    m_balance.at(std::size_t(to)) += amount;
    m_paid.at(std::size_t(from)).at(std::size_t(to)) += amount;
}

std::vector<Payment> Ledger::payments() const
{
    std::vector<Payment> out;
    for (std::size_t a = 0; a < m_paid.size(); ++a)
        for (std::size_t b = a + 1; b < m_paid.size(); ++b) {
            const int net = m_paid[a][b] - m_paid[b][a];
            if (net > 0)
                out.push_back({int(a), int(b), net});
            else if (net < 0)
                out.push_back({int(b), int(a), -net});
        }
    return out;
}

} // namespace knobel
