// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "engine/action.h"
#include "result.h"

namespace knobel {

/// Chips: every seat's balance (from 0, may go negative where the game keeps a tally), what each
/// seat has put into the pot, and every transfer so far. Chips only move; their sum stays zero.
class Ledger
{
public:
    Ledger() = default;
    explicit Ledger(int seats);

    int seats() const { return int(m_balance.size()); }
    int balance(Seat seat) const { return m_balance.at(std::size_t(seat)); }
    const std::vector<int>& balances() const { return m_balance; }
    /// What a seat has put into the pot that is on the table now.
    int inPot(Seat seat) const { return m_inPot.at(std::size_t(seat)); }
    int pot() const;

    /// A seat puts chips into the pot (ante, bet, call).
    void put(Seat seat, int amount);
    /// The pot goes to these seats in equal shares; an odd chip goes to the first of them.
    void award(const std::vector<Seat>& winners);
    /// Every seat takes back what it put in (a drawn deal).
    void refund();
    /// Chips change hands directly (a settlement, a bank's payout).
    void pay(Seat from, Seat to, int amount);

    /// Who paid whom, netted per pair, for the result.
    std::vector<Payment> payments() const;

    bool operator==(const Ledger&) const = default;

private:
    std::vector<int> m_balance;
    std::vector<int> m_inPot;
    std::vector<std::vector<int>> m_paid; ///< m_paid[from][to]: chips that went from one seat to another
};

} // namespace knobel
