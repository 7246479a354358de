// SPDX-License-Identifier: GPL-3.0-or-later
#include "kits/stakeround.h"

#include <algorithm>
#include <numeric>
#include <string>

#include <QtCore/qglobal.h>

namespace knobel {

namespace {

constexpr Sayer say{"knobel::StakeRound"};

} // namespace

StakeRound::StakeRound(int seats, std::vector<int> fields, int maxStake, bool required)
    : m_fields(std::move(fields))
    , m_maxStake(maxStake)
    , m_required(required)
    , m_stakes(std::size_t(seats), std::vector<int>(m_fields.size(), 0))
{
}

void StakeRound::start(Seat bank)
{
    clear();
    for (int k = 1; k < seats(); ++k)
        m_stakers.push_back((bank + k) % seats());
}

void StakeRound::clear()
{
    for (auto& seat : m_stakes)
        std::fill(seat.begin(), seat.end(), 0);
    m_stakers.clear();
    m_next = 0;
}

bool StakeRound::isField(int field) const
{
    return std::find(m_fields.begin(), m_fields.end(), field) != m_fields.end();
}

Seat StakeRound::staker() const
{
    return m_next < int(m_stakers.size()) ? m_stakers[std::size_t(m_next)] : kNoSeat;
}

int StakeRound::stake(Seat seat, int field) const
{
    const auto it = std::find(m_fields.begin(), m_fields.end(), field);
    if (it == m_fields.end() || seat < 0 || seat >= seats())
        return 0;
    return m_stakes[std::size_t(seat)][std::size_t(it - m_fields.begin())];
}

int StakeRound::onBoard(Seat seat) const
{
    const auto& stakes = m_stakes.at(std::size_t(seat));
    return std::accumulate(stakes.begin(), stakes.end(), 0);
}

std::vector<Action> StakeRound::legalActions() const
{
    std::vector<Action> legal;
    const Seat seat = staker();
    if (seat == kNoSeat)
        return legal;
    for (int field : m_fields)
        if (stake(seat, field) == 0)
            for (int amount = 1; amount <= m_maxStake; ++amount)
                legal.push_back(Action::stake(field, amount));
    if (!m_required || onBoard(seat) > 0)
        legal.push_back(Action::stop());
    return legal;
}

Problem StakeRound::apply(const Action& action)
{
    const Seat seat = staker();
    if (seat == kNoSeat)
        return std::string("every stake is placed");
    switch (action.type) {
    case Action::Type::Stake: {
        const auto it = std::find(m_fields.begin(), m_fields.end(), action.field);
        if (it == m_fields.end())
            return "there is no field " + std::to_string(action.field) + " on the board";
        if (action.amount < 1 || action.amount > m_maxStake)
            return "a stake is 1 to " + std::to_string(m_maxStake) + " chips";
        int& stake = m_stakes[std::size_t(seat)][std::size_t(it - m_fields.begin())];
        if (stake != 0)
            return std::string("there is a stake on this field already for this throw");
        stake = action.amount;
        return std::nullopt;
    }
    case Action::Type::Stop:
        if (m_required && onBoard(seat) == 0)
            return std::string("every player but the bank puts at least one chip on the board");
        ++m_next;
        return std::nullopt;
    default:
        return std::string("now the players stake on the board, or stop staking");
    }
}

void StakeRound::show(Observation& view) const
{
    for (Seat s = 0; s < seats(); ++s) {
        if (std::size_t(s) < view.seats.size())
            view.seats[std::size_t(s)].committed = onBoard(s);
        for (std::size_t f = 0; f < m_fields.size(); ++f)
            if (m_stakes[std::size_t(s)][f] > 0) {
                view.stakes.push_back(StakeView{s, m_fields[f], m_stakes[std::size_t(s)][f]});
                view.pot += m_stakes[std::size_t(s)][f];
            }
    }
}

Message bankSettlement(int throwNumber, const std::vector<Seat>& stakers, Seat bank,
    const std::vector<std::string>& names, const std::vector<int>& before, const Ledger& after)
{
    auto part = [&](Seat seat) {
        const Message name = Message::plain(names.at(std::size_t(seat)));
        const int change = after.balance(seat) - before.at(std::size_t(seat));
        const bool banker = seat == bank;
        if (change > 0)
            return say(banker ? QT_TRANSLATE_N_NOOP("knobel::StakeRound", "%1 (bank) wins %n chip(s)")
                              : QT_TRANSLATE_N_NOOP("knobel::StakeRound", "%1 wins %n chip(s)"),
                {name}, change);
        if (change < 0)
            return say(banker ? QT_TRANSLATE_N_NOOP("knobel::StakeRound", "%1 (bank) loses %n chip(s)")
                              : QT_TRANSLATE_N_NOOP("knobel::StakeRound", "%1 loses %n chip(s)"),
                {name}, -change);
        return say(banker ? QT_TRANSLATE_NOOP("knobel::StakeRound", "%1 (bank) is even")
                          : QT_TRANSLATE_NOOP("knobel::StakeRound", "%1 is even"),
            {name});
    };
    std::vector<Seat> order = stakers;
    order.push_back(bank);
    Message all = part(order.back());
    for (auto it = order.rbegin() + 1; it != order.rend(); ++it)
        all = say(QT_TRANSLATE_NOOP("knobel::StakeRound", "%1; %2"), {part(*it), all});
    return say(QT_TRANSLATE_NOOP("knobel::StakeRound", "Throw %1: %2."), {Message::number(throwNumber), all});
}

} // namespace knobel
