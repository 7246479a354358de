// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/doppelteslottchen/doppelteslottchen.h"

#include <numeric>

#include <QtCore/qglobal.h>

#include "kits/tally.h"

namespace knobel {

namespace {

constexpr const char* kContext = "knobel::DoppeltesLottchen";

constexpr Sayer say{kContext};

/// The chance of each sum 3…18 of three dice.
std::vector<double> sumsOfThree()
{
    std::vector<double> p(19, 0.0);
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            for (int c = 1; c <= 6; ++c)
                p[std::size_t(a + b + c)] += 1.0 / 216;
    return p;
}

} // namespace

const char* DoppeltesLottchenDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Three dice in turn; all pips thrown make one running total. Whoever reaches or passes 66 loses and "
        "pays everyone a chip.");
}

Message DoppeltesLottchenDef::totalText(int total) const
{
    return say(QT_TRANSLATE_N_NOOP("knobel::DoppeltesLottchen", "%n pip(s) thrown"), {}, total);
}

std::vector<double> DoppeltesLottchenDef::throwsDistribution()
{
    // at[t]: the chance that the total stands at t (below the goal) after the throws so far.
    const std::vector<double> sums = sumsOfThree();
    std::vector<double> at(kGoal, 0.0), ends{0.0};
    at[0] = 1;
    for (int n = 1; n <= kGoal / 3; ++n) {
        std::vector<double> next(kGoal, 0.0);
        double over = 0;
        for (int t = 0; t < kGoal; ++t)
            for (int s = 3; s <= 18; ++s)
                (t + s >= kGoal ? over : next[std::size_t(t + s)])
                    += at[std::size_t(t)] * sums[std::size_t(s)];
        ends.push_back(over);
        at = std::move(next);
    }
    return ends;
}

double DoppeltesLottchenDef::expectedThrows()
{
    const std::vector<double> p = throwsDistribution();
    double mean = 0;
    for (std::size_t n = 0; n < p.size(); ++n)
        mean += double(n) * p[n];
    return mean;
}

double DoppeltesLottchenDef::loserChance(int seats, int after)
{
    // The n-th throw (from 1) is the seat (n − 1) mod seats after the first.
    const std::vector<double> p = throwsDistribution();
    double chance = 0;
    for (std::size_t n = 1; n < p.size(); ++n)
        if (int(n - 1) % seats == after)
            chance += p[n];
    return chance;
}

DoppeltesLottchenState::DoppeltesLottchenState(const GameSetup& setup)
    : RaceState(setup, 3)
    , m_pips(setup.players.size(), 0)
    , m_ledger(int(setup.players.size()))
{
}

void DoppeltesLottchenState::landed(Seat seat, const std::vector<int>& faces)
{
    const int pips = std::accumulate(faces.begin(), faces.end(), 0);
    m_pips[std::size_t(seat)] += pips;
    m_total += pips;
    if (m_total < DoppeltesLottchenDef::kGoal) {
        passTurn();
        return;
    }
    // "Verloren hat, wer die Zahl 66 erreicht oder überschreitet": the loser pays each other player a chip.
    m_loser = seat;
    for (Seat s = 0; s < seats(); ++s)
        if (s != seat)
            m_ledger.pay(seat, s, 1);
    recordOutcome(say(QT_TRANSLATE_N_NOOP("knobel::DoppeltesLottchen",
                          "%1 brings the total to %2 and pays %n chip(s), one to every other player."),
        {name(seat), Message::number(m_total)}, seats() - 1));
    finish();
}

Observation DoppeltesLottchenState::observe(Seat viewer) const
{
    Observation view = baseObservation(viewer);
    view.round = 1;
    for (Seat s = 0; s < seats(); ++s) {
        SeatView& seat = view.seats[std::size_t(s)];
        seat.chips = m_ledger.balance(s);
        if (throwsOf(s) > 0)
            seat.roundLine = say(QT_TRANSLATE_N_NOOP("knobel::DoppeltesLottchen", "added %n pip(s)"), {},
                m_pips[std::size_t(s)]);
    }
    // The shared counter (qml/table/CounterPanel.qml): a running total of pips up to 66.
    view.setFact("counter", m_total);
    view.setFact("counterGoal", DoppeltesLottchenDef::kGoal);
    view.setFact("counterCounts", std::string("pips"));
    return view;
}

Result DoppeltesLottchenState::result() const
{
    Result result;
    result.standings = rankPlayers(m_pips, m_ledger.balances(), isTerminal());
    result.payments = m_ledger.payments();
    return result;
}

Message DoppeltesLottchenState::status(Seat /*viewer*/) const
{
    if (isTerminal())
        return say(
            QT_TRANSLATE_NOOP("knobel::DoppeltesLottchen", "The game is over: %1 brought the total to %2."),
            {name(m_loser), Message::number(m_total)});
    return say(QT_TRANSLATE_NOOP("knobel::DoppeltesLottchen", "%1 throws; the total is %2 of %3."),
        {name(current()), Message::number(m_total), Message::number(DoppeltesLottchenDef::kGoal)});
}

Message DoppeltesLottchenState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = by >= 0 && by < seats() ? name(by) : Message::plain("");
    if (action.type != Action::Type::Throw || action.faces.size() != 3 || by < 0 || by >= seats())
        return say(QT_TRANSLATE_NOOP("knobel::DoppeltesLottchen", "%1 throws the three dice."), {who});
    // Said as the game stood before the throw: "Anna throws 3, 5 and 6: 14 more, the total is 52."
    const int pips = std::accumulate(action.faces.begin(), action.faces.end(), 0);
    const Message faces = diceInWords(action.faces);
    const int after = m_total + pips;
    if (after < DoppeltesLottchenDef::kGoal)
        return say(QT_TRANSLATE_NOOP("knobel::DoppeltesLottchen", "%1 throws %2: %3 more, the total is %4."),
            {who, faces, Message::number(pips), Message::number(after)});
    return say(QT_TRANSLATE_NOOP(
                   "knobel::DoppeltesLottchen", "%1 throws %2: %3 more, the total reaches %4 and %1 loses."),
        {who, faces, Message::number(pips), Message::number(after)});
}

} // namespace knobel
