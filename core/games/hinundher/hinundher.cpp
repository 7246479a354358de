// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/hinundher/hinundher.h"

#include <algorithm>

#include <QtCore/qglobal.h>

namespace knobel {

namespace {

constexpr const char* kContext = "knobel::HinUndHer";

constexpr Sayer say{kContext};

} // namespace

const char* HinUndHerDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "One die, thrown in turn: strike the number you throw, or write it again if it is struck. The "
        "first with all six struck wins.");
}

Message HinUndHerDef::totalText(int total) const
{
    return say(QT_TRANSLATE_N_NOOP("knobel::HinUndHer", "%n number(s) struck"), {}, total);
}

HinUndHerState::HinUndHerState(const GameSetup& setup)
    : RaceState(setup, 1)
    , m_struck(setup.players.size(), std::array<bool, 6>{})
{
}

int HinUndHerState::struckCount(Seat seat) const
{
    const auto& list = m_struck.at(std::size_t(seat));
    return int(std::count(list.begin(), list.end(), true));
}

void HinUndHerState::landed(Seat seat, const std::vector<int>& faces)
{
    // "Die geworfene Augenzahl wird durchgestrichen. Ist diese Ziffer aber bereits gestrichen, muß sie
    // wieder neu angeschrieben werden."
    bool& mark = m_struck[std::size_t(seat)][std::size_t(faces.front() - 1)];
    mark = !mark;
    if (struckCount(seat) < 6) {
        passTurn();
        return;
    }
    m_winner = seat;
    recordOutcome(
        say(QT_TRANSLATE_NOOP("knobel::HinUndHer", "%1 has struck all six numbers and wins."), {name(seat)}));
    finish();
}

Observation HinUndHerState::observe(Seat viewer) const
{
    Observation view = baseObservation(viewer);
    TrackView track;
    track.marks = {1, 2, 3, 4, 5, 6};
    for (Seat s = 0; s < seats(); ++s) {
        std::vector<MarkState> marks;
        for (int number = 1; number <= 6; ++number)
            marks.push_back(struck(s, number) ? MarkState::Struck : MarkState::Open);
        track.seats.push_back(std::move(marks));
        view.seats[std::size_t(s)].roundLine
            = say(QT_TRANSLATE_N_NOOP("knobel::HinUndHer", "%n struck"), {}, struckCount(s));
        view.seats[std::size_t(s)].wins = s == m_winner ? 1 : 0;
    }
    setTrackFacts(view, track);
    return view;
}

Result HinUndHerState::result() const
{
    std::vector<int> totals;
    for (Seat s = 0; s < seats(); ++s)
        totals.push_back(struckCount(s));
    Result result;
    result.standings = rankPlayers(totals, std::vector<int>(totals.size(), 0), false);
    return result;
}

Message HinUndHerState::status(Seat /*viewer*/) const
{
    if (isTerminal())
        return say(QT_TRANSLATE_NOOP("knobel::HinUndHer", "%1 has won."), {name(m_winner)});
    return say(QT_TRANSLATE_N_NOOP("knobel::HinUndHer", "%1 throws, with %n number(s) struck."),
        {name(current())}, struckCount(current()));
}

Message HinUndHerState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = by >= 0 ? name(by) : Message::plain("");
    if (action.type != Action::Type::Throw || by < 0 || by >= seats())
        return say(QT_TRANSLATE_NOOP("knobel::HinUndHer", "%1 passes the die."), {who});
    if (action.faces.empty())
        return say(QT_TRANSLATE_NOOP("knobel::HinUndHer", "%1 throws the die."), {who});
    // Said as the list stood before the throw: what the throw did then.
    const Message face = Message::number(action.faces.front());
    if (struck(by, action.faces.front()))
        return say(
            QT_TRANSLATE_NOOP("knobel::HinUndHer", "%1 throws a %2 and writes it again."), {who, face});
    return say(QT_TRANSLATE_NOOP("knobel::HinUndHer", "%1 throws a %2 and strikes it out."), {who, face});
}

} // namespace knobel
