// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/plusminus/plusminus.h"

#include <algorithm>

#include <QtCore/qglobal.h>

#include "kits/session.h"
#include "kits/throwonly.h"

namespace knobel {

namespace {

constexpr const char* kContext = "knobel::PlusMinus";

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

const char* PlusMinusDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Nine throws of one die in a row, every third one subtracted: the highest total wins.");
}

const std::vector<OptionSpec>& PlusMinusDef::options() const
{
    static const std::vector<OptionSpec> none;
    return none;
}

Message PlusMinusDef::totalText(int total) const
{
    if (total >= 0)
        return GameDef::totalText(total);
    // A total below zero: Qt fills %n only for counts of 0 and more, and below zero it is plural.
    return say(QT_TRANSLATE_NOOP("knobel::PlusMinus", "%1 points"), {Message::number(total)});
}

std::unique_ptr<State> PlusMinusDef::newState(const GameSetup& setup) const
{
    return std::make_unique<PlusMinusState>(setup);
}

std::size_t PlusMinusDef::maxActions(const GameSetup& setup) const
{
    return std::size_t(kThrows) * std::max<std::size_t>(1, setup.players.size());
}

PlusMinusState::PlusMinusState(const GameSetup& setup)
    : m_names(setup.players)
    , m_order(Session(int(setup.players.size()), SessionRules{}, firstSeatFromSeed(setup)).order())
    , m_totals(setup.players.size(), 0)
    , m_throws(setup.players.size(), 0)
{
}

Seat PlusMinusState::toAct() const
{
    return m_over ? kNoSeat : current();
}

std::vector<Action> PlusMinusState::legalActions() const
{
    return throwonly::legal(m_over);
}

std::optional<ThrowSpec> PlusMinusState::throwSpec(int group) const
{
    return throwonly::spec(m_over, group, {m_lastFace});
}

Problem PlusMinusState::apply(const Action& action)
{
    if (Problem problem = throwonly::check(action, 1, m_over))
        return problem;
    const Seat seat = current();
    const int face = action.faces.front();
    const int number = ++m_throws[std::size_t(seat)];
    const bool minus = PlusMinusDef::subtracted(number);
    m_totals[std::size_t(seat)] += minus ? -face : face;
    m_lastFace = face;
    const std::vector<Message> args{name(seat), Message::number(face), Message::number(number),
        Message::number(m_totals[std::size_t(seat)])};
    recordOutcome(minus
            ? say(QT_TRANSLATE_NOOP(
                      "knobel::PlusMinus", "%1 throws %2: throw %3 of 9 is subtracted, %1 has %4."),
                args)
            : say(QT_TRANSLATE_NOOP("knobel::PlusMinus", "%1 throws %2: throw %3 of 9 is added, %1 has %4."),
                args));
    if (number < PlusMinusDef::kThrows)
        return std::nullopt;
    if (m_turn + 1 < int(m_order.size())) {
        ++m_turn;
        m_lastFace = 0;
        return std::nullopt;
    }
    finish();
    return std::nullopt;
}

void PlusMinusState::finish()
{
    m_over = true;
    const int best = *std::max_element(m_totals.begin(), m_totals.end());
    std::vector<Seat> winners;
    for (Seat s : m_order)
        if (m_totals[std::size_t(s)] == best)
            winners.push_back(s);
    if (winners.size() == 1) {
        recordOutcome(say(QT_TRANSLATE_NOOP("knobel::PlusMinus", "%1 wins with a total of %2."),
            {name(winners.front()), Message::number(best)}));
        return;
    }
    Message together = name(winners.front());
    for (std::size_t i = 1; i < winners.size(); ++i)
        together = say(QT_TRANSLATE_NOOP("knobel::PlusMinus", "%1 and %2"), {together, name(winners[i])});
    recordOutcome(say(QT_TRANSLATE_NOOP("knobel::PlusMinus", "%1 share the win with a total of %2."),
        {together, Message::number(best)}));
}

Observation PlusMinusState::observe(Seat viewer) const
{
    Observation view;
    view.viewer = viewer;
    view.toAct = toAct();
    view.round = 1;
    if (!m_over) {
        DiceGroupView tray;
        tray.id = "tray";
        tray.owner = current();
        tray.kind = DieKind::Pips;
        tray.throwsMade = m_throws[std::size_t(current())];
        tray.throwLimit = PlusMinusDef::kThrows;
        tray.dice.push_back(DieView{m_lastFace, false, false, false});
        view.dice.push_back(std::move(tray));
    }
    for (Seat s = 0; s < seats(); ++s) {
        SeatView seat;
        seat.seat = s;
        seat.starter = s == m_order.front();
        if (const int made = m_throws[std::size_t(s)]; made > 0)
            seat.roundLine = say(QT_TRANSLATE_N_NOOP("knobel::PlusMinus", "%1 after %n throw(s)"),
                {Message::number(m_totals[std::size_t(s)])}, made);
        view.seats.push_back(std::move(seat));
    }
    const int next = m_over ? 0 : m_throws[std::size_t(current())] + 1;
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

Message PlusMinusState::name(Seat seat) const
{
    return Message::plain(m_names.at(std::size_t(seat)));
}

Message PlusMinusState::status(Seat /*viewer*/) const
{
    if (m_over)
        return say(
            QT_TRANSLATE_NOOP("knobel::PlusMinus", "The game is over: everyone has thrown nine times."));
    const int next = m_throws[std::size_t(current())] + 1;
    if (PlusMinusDef::subtracted(next))
        return say(
            QT_TRANSLATE_NOOP("knobel::PlusMinus", "%1 throws, throw %2 of 9: this throw is subtracted."),
            {name(current()), Message::number(next)});
    return say(QT_TRANSLATE_NOOP("knobel::PlusMinus", "%1 throws, throw %2 of 9: this throw is added."),
        {name(current()), Message::number(next)});
}

Message PlusMinusState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    // A throw that was thrown is told by the sentence the game wrote when it fell (its outcome): what
    // it did depends on the throws before it, and the log tells past actions again from the state as
    // it is now. Here only the throw to come.
    if (action.type == Action::Type::Throw && !action.faces.empty())
        return {};
    return say(QT_TRANSLATE_NOOP("knobel::PlusMinus", "%1 throws the die."),
        {by >= 0 ? name(by) : Message::plain("")});
}

} // namespace knobel
