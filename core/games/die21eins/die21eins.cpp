// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/die21eins/die21eins.h"

#include <QtCore/qglobal.h>

#include <numeric>

namespace knobel {

namespace {

constexpr const char* kContext = "knobel::Die21Eins";

constexpr Sayer say{kContext};

} // namespace

const char* Die21EinsDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "One die in turn; the ones of all players are counted together, and whoever throws the 21st one "
        "wins.");
}

Message Die21EinsDef::totalText(int total) const
{
    return say(QT_TRANSLATE_N_NOOP("knobel::Die21Eins", "%n game(s) won"), {}, total);
}

int Die21EinsState::ones() const
{
    return std::accumulate(m_ones.begin(), m_ones.end(), 0);
}

Die21EinsState::Die21EinsState(const GameSetup& setup)
    : RaceState(setup, 1)
    , m_ones(setup.players.size(), 0)
{
}

void Die21EinsState::landed(Seat seat, const std::vector<int>& faces)
{
    if (faces.front() == 1) {
        ++m_ones[std::size_t(seat)];
        if (ones() == Die21EinsDef::kOnes) {
            // "Gewinner ist, wer die 21. 1 wirft."
            m_winner = seat;
            recordOutcome(say(
                QT_TRANSLATE_NOOP("knobel::Die21Eins", "%1 throws the 21st one and wins."), {name(seat)}));
            finish();
            return;
        }
    }
    passTurn();
}

Observation Die21EinsState::observe(Seat viewer) const
{
    Observation view = baseObservation(viewer);
    view.round = 1;
    for (Seat s = 0; s < seats(); ++s) {
        SeatView& seat = view.seats[std::size_t(s)];
        seat.wins = s == m_winner ? 1 : 0;
        if (const int ones = m_ones[std::size_t(s)]; ones > 0)
            seat.roundLine = say(QT_TRANSLATE_N_NOOP("knobel::Die21Eins", "%n one(s) thrown"), {}, ones);
    }
    // The shared counter (qml/table/CounterPanel.qml): what it counts, how far, and up to what.
    view.setFact("counter", ones());
    view.setFact("counterGoal", Die21EinsDef::kOnes);
    view.setFact("counterCounts", std::string("ones"));
    return view;
}

Result Die21EinsState::result() const
{
    std::vector<int> won(m_ones.size(), 0);
    if (m_winner != kNoSeat)
        won[std::size_t(m_winner)] = 1;
    Result result;
    result.standings = rankPlayers(won, std::vector<int>(won.size(), 0), false);
    return result;
}

Message Die21EinsState::status(Seat /*viewer*/) const
{
    if (isTerminal())
        return say(QT_TRANSLATE_NOOP("knobel::Die21Eins", "The game is over: %1 threw the 21st one."),
            {name(m_winner)});
    return say(QT_TRANSLATE_N_NOOP("knobel::Die21Eins", "%1 throws the die; %n one(s) of 21 so far."),
        {name(current())}, ones());
}

Message Die21EinsState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = by >= 0 && by < seats() ? name(by) : Message::plain("");
    if (action.type != Action::Type::Throw || action.faces.empty())
        return say(QT_TRANSLATE_NOOP("knobel::Die21Eins", "%1 throws the die."), {who});
    // Said as the game stood before the throw: the count the throw made.
    const int face = action.faces.front();
    if (face != 1)
        return say(QT_TRANSLATE_N_NOOP("knobel::Die21Eins", "%1 throws a %2: still %n one(s) of 21."),
            {who, Message::number(face)}, ones());
    return say(
        QT_TRANSLATE_N_NOOP("knobel::Die21Eins", "%1 throws a one: %n one(s) of 21."), {who}, ones() + 1);
}

} // namespace knobel
