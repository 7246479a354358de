// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/plusminus/plusminus.h"

#include <algorithm>

#include <QtCore/qglobal.h>

namespace knobel {

namespace {

constexpr const char* kContext = "knobel::PlusMinus";

constexpr Sayer say{kContext};

} // namespace

const char* PlusMinusDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Nine throws of one die in a row, every third one subtracted: the highest total wins.");
}

Message PlusMinusDef::totalText(int total) const
{
    if (total >= 0)
        return GameDef::totalText(total);
    // A total below zero: Qt fills %n only for counts of 0 and more, and below zero it is plural.
    return say(QT_TRANSLATE_NOOP("knobel::PlusMinus", "%1 points"), {Message::number(total)});
}

std::size_t PlusMinusDef::maxActions(const GameSetup& setup) const
{
    return std::size_t(kThrows) * std::max<std::size_t>(1, setup.players.size());
}

PlusMinusState::PlusMinusState(const GameSetup& setup)
    : RaceState(setup, 1)
    , m_totals(setup.players.size(), 0)
{
}

std::vector<int> PlusMinusState::throwsMade() const
{
    std::vector<int> made;
    for (Seat s = 0; s < seats(); ++s)
        made.push_back(throwsOf(s));
    return made;
}

void PlusMinusState::landed(Seat seat, const std::vector<int>& faces)
{
    // A turn is nine throws in a row; every third is subtracted.
    const int number = throwsOf(seat);
    m_totals[std::size_t(seat)] += PlusMinusDef::subtracted(number) ? -faces.front() : faces.front();
    if (number < PlusMinusDef::kThrows)
        return;
    passTurn();
    if (throwsOf(current()) < PlusMinusDef::kThrows)
        return;
    const std::vector<Seat> winners = best(m_totals);
    const Message top = Message::number(m_totals[std::size_t(winners.front())]);
    if (winners.size() == 1)
        recordOutcome(say(QT_TRANSLATE_NOOP("knobel::PlusMinus", "%1 wins with a total of %2."),
            {name(winners.front()), top}));
    else
        recordOutcome(say(QT_TRANSLATE_NOOP("knobel::PlusMinus", "%1 share the win with a total of %2."),
            {namesJoined(winners, kContext, QT_TRANSLATE_NOOP("knobel::PlusMinus", "%1 and %2")), top}));
    finish();
}

Observation PlusMinusState::observe(Seat viewer) const
{
    Observation view = baseObservation(viewer);
    view.round = 1;
    view.dice.front().throwLimit = PlusMinusDef::kThrows;
    for (Seat s = 0; s < seats(); ++s)
        if (const int made = throwsOf(s); made > 0)
            view.seats[std::size_t(s)].roundLine
                = say(QT_TRANSLATE_N_NOOP("knobel::PlusMinus", "%1 after %n throw(s)"),
                    {Message::number(m_totals[std::size_t(s)])}, made);
    const int next = isTerminal() ? 0 : throwsOf(current()) + 1;
    // The throw to come (1 to 9; 0 when the game is over) and whether it is subtracted.
    view.setFact("throw", next);
    view.setFact("subtracted", next > 0 && PlusMinusDef::subtracted(next));
    view.setFact("totals", m_totals);
    return view;
}

Result PlusMinusState::result() const
{
    Result result;
    result.standings = rankPlayers(m_totals, std::vector<int>(m_totals.size(), 0), false);
    return result;
}

Message PlusMinusState::status(Seat /*viewer*/) const
{
    if (isTerminal())
        return say(
            QT_TRANSLATE_NOOP("knobel::PlusMinus", "The game is over: everyone has thrown nine times."));
    const int next = throwsOf(current()) + 1;
    if (PlusMinusDef::subtracted(next))
        return say(
            QT_TRANSLATE_NOOP("knobel::PlusMinus", "%1 throws, throw %2 of 9: this throw is subtracted."),
            {name(current()), Message::number(next)});
    return say(QT_TRANSLATE_NOOP("knobel::PlusMinus", "%1 throws, throw %2 of 9: this throw is added."),
        {name(current()), Message::number(next)});
}

Message PlusMinusState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = by >= 0 && by < seats() ? name(by) : Message::plain("");
    if (action.type != Action::Type::Throw || action.faces.empty() || by < 0 || by >= seats())
        return say(QT_TRANSLATE_NOOP("knobel::PlusMinus", "%1 throws the die."), {who});
    // Said as the game stood before the throw: which throw of the nine it is and the total it makes.
    const int face = action.faces.front();
    const int number = throwsOf(by) + 1;
    const bool minus = PlusMinusDef::subtracted(number);
    const std::vector<Message> args{who, Message::number(face), Message::number(number),
        Message::number(m_totals[std::size_t(by)] + (minus ? -face : face))};
    return minus
        ? say(QT_TRANSLATE_NOOP("knobel::PlusMinus", "%1 throws %2: throw %3 of 9 is subtracted, %1 has %4."),
            args)
        : say(
            QT_TRANSLATE_NOOP("knobel::PlusMinus", "%1 throws %2: throw %3 of 9 is added, %1 has %4."), args);
}

} // namespace knobel
