// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/jule/jule.h"

#include <QtCore/qglobal.h>

namespace knobel {

namespace {

constexpr const char* kContext = "knobel::Jule";

constexpr Sayer say{kContext};

} // namespace

const char* JuleDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "One die, thrown in turn: write the numbers 1 to 6 in order, then strike them from 6 to 1. The "
        "first to finish is paid a chip for every number the others have not struck.");
}

JuleState::JuleState(const GameSetup& setup)
    : RaceState(setup, 1)
    , m_steps(setup.players.size(), 0)
    , m_ledger(int(setup.players.size()))
{
}

void JuleState::landed(Seat seat, const std::vector<int>& faces)
{
    int& steps = m_steps[std::size_t(seat)];
    if (faces.front() == JuleDef::needed(steps))
        ++steps;
    if (steps < JuleDef::kSteps) {
        passTurn();
        return;
    }
    // "Die Verlierer geben dem Gewinner für jede nicht gestrichene Zahl ein Chip."
    int won = 0;
    for (Seat s = 0; s < seats(); ++s)
        if (s != seat) {
            const int owed = JuleDef::unstruck(m_steps[std::size_t(s)]);
            m_ledger.pay(s, seat, owed);
            won += owed;
        }
    recordOutcome(say(QT_TRANSLATE_N_NOOP("knobel::Jule",
                          "%1 has written all six numbers and struck them again, and wins %n chip(s)."),
        {name(seat)}, won));
    finish();
}

Observation JuleState::observe(Seat viewer) const
{
    Observation view = baseObservation(viewer);
    TrackView track;
    track.marks = {1, 2, 3, 4, 5, 6};
    for (Seat s = 0; s < seats(); ++s) {
        const int steps = m_steps[std::size_t(s)];
        SeatView& seat = view.seats[std::size_t(s)];
        seat.chips = m_ledger.balance(s);
        const int next = JuleDef::needed(steps);
        seat.roundLine = next == 0 ? say(QT_TRANSLATE_NOOP("knobel::Jule", "all struck"))
            : steps < 6
            ? say(QT_TRANSLATE_NOOP("knobel::Jule", "writes the %1 next"), {Message::number(next)})
            : say(QT_TRANSLATE_NOOP("knobel::Jule", "strikes the %1 next"), {Message::number(next)});
        std::vector<MarkState> marks;
        for (int number = 1; number <= 6; ++number)
            marks.push_back(steps >= JuleDef::kSteps + 1 - number ? MarkState::Struck
                    : steps >= number                             ? MarkState::Written
                                                                  : MarkState::Open);
        track.seats.push_back(std::move(marks));
        track.next.push_back(next);
    }
    setTrackFacts(view, track);
    return view;
}

Result JuleState::result() const
{
    Result result;
    result.standings = rankPlayers(m_steps, m_ledger.balances(), isTerminal());
    result.payments = m_ledger.payments();
    return result;
}

Message JuleState::status(Seat /*viewer*/) const
{
    if (isTerminal())
        return say(QT_TRANSLATE_NOOP("knobel::Jule", "%1 has won."), {name(lastThrower())});
    const int steps = m_steps[std::size_t(current())];
    const Message next = Message::number(JuleDef::needed(steps));
    return steps < 6 ? say(QT_TRANSLATE_NOOP("knobel::Jule", "%1 throws and needs a %2 to write."),
               {name(current()), next})
                     : say(QT_TRANSLATE_NOOP("knobel::Jule", "%1 throws and needs a %2 to strike."),
                         {name(current()), next});
}

Message JuleState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = by >= 0 ? name(by) : Message::plain("");
    if (action.type != Action::Type::Throw || by < 0 || by >= seats())
        return say(QT_TRANSLATE_NOOP("knobel::Jule", "%1 passes the die."), {who});
    if (action.faces.empty())
        return say(QT_TRANSLATE_NOOP("knobel::Jule", "%1 throws the die."), {who});
    // Said as the game stood before the throw: what the throw did then.
    const int steps = m_steps[std::size_t(by)];
    const int needed = JuleDef::needed(steps);
    const Message face = Message::number(action.faces.front());
    if (action.faces.front() != needed)
        return say(QT_TRANSLATE_NOOP("knobel::Jule", "%1 throws a %2 but needs a %3."),
            {who, face, Message::number(needed)});
    if (steps < 6)
        return say(QT_TRANSLATE_NOOP("knobel::Jule", "%1 throws a %2 and writes it down."), {who, face});
    return say(QT_TRANSLATE_NOOP("knobel::Jule", "%1 throws a %2 and strikes it out."), {who, face});
}

} // namespace knobel
