// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/himmelundhoelle/himmelundhoelle.h"

#include <algorithm>

#include <QtCore/qglobal.h>

#include "kits/session.h"
#include "kits/throwonly.h"

namespace knobel {

namespace {

constexpr const char* kContext = "knobel::HimmelUndHoelle";

Message say(const char* text, std::vector<Message> args = {}, int n = -1)
{
    Message m;
    m.context = kContext;
    m.text = text;
    m.args = std::move(args);
    m.n = n;
    return m;
}

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

std::unique_ptr<State> HimmelUndHoelleDef::newState(const GameSetup& setup) const
{
    return std::make_unique<HimmelUndHoelleState>(setup);
}

std::size_t HimmelUndHoelleDef::maxActions(const GameSetup& setup) const
{
    const int rounds = setup.options.has("rounds") ? setup.options.number("rounds") : 5;
    return std::size_t(rounds) * std::max<std::size_t>(1, setup.players.size());
}

HimmelUndHoelleState::HimmelUndHoelleState(const GameSetup& setup)
    : m_names(setup.players)
    , m_order(Session(int(setup.players.size()), SessionRules{}, firstSeatFromSeed(setup)).order())
    , m_rounds(setup.options.has("rounds") ? setup.options.number("rounds") : 5)
    , m_totals(setup.players.size(), 0)
    , m_last(setup.players.size(), 0)
{
}

Seat HimmelUndHoelleState::toAct() const
{
    return m_over ? kNoSeat : current();
}

std::vector<Action> HimmelUndHoelleState::legalActions() const
{
    return throwonly::legal(m_over);
}

std::optional<ThrowSpec> HimmelUndHoelleState::throwSpec(int group) const
{
    return throwonly::spec(m_over, group, m_lying);
}

Problem HimmelUndHoelleState::apply(const Action& action)
{
    if (Problem problem = throwonly::check(action, 2, m_over))
        return problem;
    const Seat seat = current();
    const int a = action.faces[0], b = action.faces[1];
    const int value = HimmelUndHoelleDef::throwValue(a, b);
    m_lying = action.faces;
    m_lastThrower = seat;
    m_last[std::size_t(seat)] = value;
    m_totals[std::size_t(seat)] += value;
    // "Anna throws 6 and 2: 61 + 25 = 86; Anna has 86."
    recordOutcome(say(
        QT_TRANSLATE_NOOP("knobel::HimmelUndHoelle", "%1 throws %2 and %3: %4 + %5 = %6; %1 has %7."),
        {name(seat), Message::number(a), Message::number(b), Message::number(HimmelUndHoelleDef::dieValue(a)),
            Message::number(HimmelUndHoelleDef::dieValue(b)), Message::number(value),
            Message::number(m_totals[std::size_t(seat)])}));
    if (++m_turn < int(m_order.size()))
        return std::nullopt;
    if (m_round < m_rounds) {
        m_turn = 0;
        ++m_round;
        return std::nullopt;
    }
    m_turn = int(m_order.size()) - 1;
    finish();
    return std::nullopt;
}

void HimmelUndHoelleState::finish()
{
    m_over = true;
    const int best = *std::max_element(m_totals.begin(), m_totals.end());
    std::vector<Seat> winners;
    for (Seat s : m_order)
        if (m_totals[std::size_t(s)] == best)
            winners.push_back(s);
    if (winners.size() == 1) {
        recordOutcome(say(QT_TRANSLATE_N_NOOP("knobel::HimmelUndHoelle", "%1 wins with %n point(s)."),
            {name(winners.front())}, best));
        return;
    }
    Message together = name(winners.front());
    for (std::size_t i = 1; i < winners.size(); ++i)
        together
            = say(QT_TRANSLATE_NOOP("knobel::HimmelUndHoelle", "%1 and %2"), {together, name(winners[i])});
    recordOutcome(say(QT_TRANSLATE_N_NOOP("knobel::HimmelUndHoelle", "%1 share the win with %n point(s)."),
        {together}, best));
}

Observation HimmelUndHoelleState::observe(Seat viewer) const
{
    Observation view;
    view.viewer = viewer;
    view.toAct = toAct();
    view.round = m_round;
    DiceGroupView tray;
    tray.id = "tray";
    // The dice lie before the seat that threw them until the next throw.
    tray.owner = m_lastThrower != kNoSeat ? m_lastThrower : current();
    tray.kind = DieKind::Pips;
    for (int face : m_lying)
        tray.dice.push_back(DieView{face, false, false, false});
    view.dice.push_back(std::move(tray));
    for (Seat s = 0; s < seats(); ++s) {
        SeatView seat;
        seat.seat = s;
        seat.starter = s == m_order.front();
        if (const int last = m_last[std::size_t(s)]; last > 0)
            seat.roundLine = say(QT_TRANSLATE_NOOP("knobel::HimmelUndHoelle", "%1 in all (last throw %2)"),
                {Message::number(m_totals[std::size_t(s)]), Message::number(last)});
        view.seats.push_back(std::move(seat));
    }
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

Message HimmelUndHoelleState::name(Seat seat) const
{
    return Message::plain(m_names.at(std::size_t(seat)));
}

Message HimmelUndHoelleState::status(Seat /*viewer*/) const
{
    if (m_over)
        return say(QT_TRANSLATE_N_NOOP("knobel::HimmelUndHoelle", "The game is over after %n round(s)."), {},
            m_rounds);
    return say(QT_TRANSLATE_NOOP("knobel::HimmelUndHoelle", "Round %1 of %2: %3 throws the two dice."),
        {Message::number(m_round), Message::number(m_rounds), name(current())});
}

Message HimmelUndHoelleState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    // A throw that was thrown is told by the sentence the game wrote when it fell (its outcome, with
    // the total it made); here only the throw to come.
    if (action.type == Action::Type::Throw && !action.faces.empty())
        return {};
    return say(QT_TRANSLATE_NOOP("knobel::HimmelUndHoelle", "%1 throws the two dice."),
        {by >= 0 ? name(by) : Message::plain("")});
}

} // namespace knobel
