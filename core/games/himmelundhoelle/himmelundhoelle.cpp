// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/himmelundhoelle/himmelundhoelle.h"

#include <algorithm>

#include <QtCore/qglobal.h>

namespace knobel {

namespace {

constexpr const char* kContext = "knobel::HimmelUndHoelle";

constexpr Sayer say{kContext};

} // namespace

const char* HimmelUndHoelleDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Two dice: the top face counts tens, the bottom face ones. After the agreed rounds the highest "
        "total wins.");
}

const std::vector<OptionSpec>& HimmelUndHoelleDef::options() const
{
    static const std::vector<OptionSpec> specs{
        {"rounds", OptionType::Number, "5", {}, 1, 50, QT_TRANSLATE_NOOP("knobel::Options", "Rounds"),
            QT_TRANSLATE_NOOP(
                "knobel::Options", "How many rounds the game lasts; each player throws once a round.")},
    };
    return specs;
}

std::size_t HimmelUndHoelleDef::maxActions(const GameSetup& setup) const
{
    const int rounds = setup.options.has("rounds") ? setup.options.number("rounds") : 5;
    return std::size_t(rounds) * std::max<std::size_t>(1, setup.players.size());
}

HimmelUndHoelleState::HimmelUndHoelleState(const GameSetup& setup)
    : RaceState(setup, 2)
    , m_rounds(setup.options.has("rounds") ? setup.options.number("rounds") : 5)
    , m_totals(setup.players.size(), 0)
    , m_last(setup.players.size(), 0)
{
}

void HimmelUndHoelleState::landed(Seat seat, const std::vector<int>& faces)
{
    const int value = HimmelUndHoelleDef::throwValue(faces[0], faces[1]);
    m_last[std::size_t(seat)] = value;
    m_totals[std::size_t(seat)] += value;
    passTurn();
    if (current() != starter())
        return;
    if (m_round < m_rounds) {
        ++m_round;
        return;
    }
    const std::vector<Seat> winners = best(m_totals);
    const int top = m_totals[std::size_t(winners.front())];
    if (winners.size() == 1)
        recordOutcome(say(QT_TRANSLATE_N_NOOP("knobel::HimmelUndHoelle", "%1 wins with %n point(s)."),
            {name(winners.front())}, top));
    else
        recordOutcome(
            say(QT_TRANSLATE_N_NOOP("knobel::HimmelUndHoelle", "%1 share the win with %n point(s)."),
                {namesJoined(winners, kContext, QT_TRANSLATE_NOOP("knobel::HimmelUndHoelle", "%1 and %2"))},
                top));
    finish();
}

Observation HimmelUndHoelleState::observe(Seat viewer) const
{
    Observation view = baseObservation(viewer);
    view.round = m_round;
    for (Seat s = 0; s < seats(); ++s)
        if (const int last = m_last[std::size_t(s)]; last > 0)
            view.seats[std::size_t(s)].roundLine
                = say(QT_TRANSLATE_NOOP("knobel::HimmelUndHoelle", "%1 in all (last throw %2)"),
                    {Message::number(m_totals[std::size_t(s)]), Message::number(last)});
    view.setFact("rounds", m_rounds);
    view.setFact("totals", m_totals);
    return view;
}

Result HimmelUndHoelleState::result() const
{
    Result result;
    result.standings = rankPlayers(m_totals, std::vector<int>(m_totals.size(), 0), false);
    return result;
}

Message HimmelUndHoelleState::status(Seat /*viewer*/) const
{
    if (isTerminal())
        return say(QT_TRANSLATE_N_NOOP("knobel::HimmelUndHoelle", "The game is over after %n round(s)."), {},
            m_rounds);
    return say(QT_TRANSLATE_NOOP("knobel::HimmelUndHoelle", "Round %1 of %2: %3 throws the two dice."),
        {Message::number(m_round), Message::number(m_rounds), name(current())});
}

Message HimmelUndHoelleState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = by >= 0 && by < seats() ? name(by) : Message::plain("");
    if (action.type != Action::Type::Throw || action.faces.size() != 2 || by < 0 || by >= seats())
        return say(QT_TRANSLATE_NOOP("knobel::HimmelUndHoelle", "%1 throws the two dice."), {who});
    // "Anna throws 6 and 2: 61 + 25 = 86; Anna has 86." — the total as the throw makes it.
    const int a = action.faces[0], b = action.faces[1];
    const int value = HimmelUndHoelleDef::throwValue(a, b);
    return say(QT_TRANSLATE_NOOP("knobel::HimmelUndHoelle", "%1 throws %2 and %3: %4 + %5 = %6; %1 has %7."),
        {who, Message::number(a), Message::number(b), Message::number(HimmelUndHoelleDef::dieValue(a)),
            Message::number(HimmelUndHoelleDef::dieValue(b)), Message::number(value),
            Message::number(m_totals[std::size_t(by)] + value)});
}

} // namespace knobel
