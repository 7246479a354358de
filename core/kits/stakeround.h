// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "engine/action.h"
#include "engine/message.h"
#include "engine/observation.h"
#include "kits/ledger.h"

namespace knobel {

/// One throw's staking at a bank-and-board game (Rock and Roll; the shape of Lustige Sieben's): the
/// players other than the bank stake in turn from the bank's left, each on any fields of the board,
/// one stake per field a throw, until each says he is done; then the bank throws and the game settles.
class StakeRound
{
public:
    StakeRound() = default;
    /// `fields`: the board's field numbers; `maxStake`: the most chips on one field; `required`: every
    /// staker puts at least one chip on the board before he may stop.
    StakeRound(int seats, std::vector<int> fields, int maxStake, bool required);

    /// A new throw: no stakes, the first staker to the bank's left.
    void start(Seat bank);
    /// The throw is settled: the stakes leave the board, nobody stakes any more.
    void clear();

    int seats() const { return int(m_stakes.size()); }
    const std::vector<int>& fields() const { return m_fields; }
    bool isField(int field) const;
    int maxStake() const { return m_maxStake; }
    bool required() const { return m_required; }
    /// This throw's stakers in order, from the bank's left.
    const std::vector<Seat>& stakers() const { return m_stakers; }
    /// The seat staking now; kNoSeat when every staker is done.
    Seat staker() const;
    bool isDone() const { return staker() == kNoSeat; }
    /// A seat's stake on a field this throw (0 for none).
    int stake(Seat seat, int field) const;
    /// A seat's chips on the board this throw.
    int onBoard(Seat seat) const;

    /// The staker's legal actions: a stake of 1 … maxStake on every field without one, and stop where
    /// allowed. Empty when every staker is done.
    std::vector<Action> legalActions() const;
    /// A Stake or Stop of the staker on turn; a refusal says why and changes nothing.
    Problem apply(const Action& action);

    /// Puts the stakes into an observation: the stakes, each seat's committed chips and the pot.
    /// The seats must be in `view.seats` already, in seat order.
    void show(Observation& view) const;

    bool operator==(const StakeRound&) const = default;

private:
    std::vector<int> m_fields;
    int m_maxStake = 10;
    bool m_required = true;
    std::vector<Seat> m_stakers;
    int m_next = 0; ///< index in m_stakers of the seat staking now
    std::vector<std::vector<int>> m_stakes; ///< [seat][index in m_fields]
};

/// The sentence of a bank's settlement, from the balances before it: "Throw 3: Anna wins 2 chips;
/// Ben loses 1 chip; Carl (bank) loses 1 chip." Stakers in the order given, the bank last.
Message bankSettlement(int throwNumber, const std::vector<Seat>& stakers, Seat bank,
    const std::vector<std::string>& names, const std::vector<int>& before, const Ledger& after);

} // namespace knobel
