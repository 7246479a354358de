// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/die21eins/die21eins.h"

#include <QtCore/qglobal.h>

#include "kits/session.h"
#include "kits/throwonly.h"

namespace knobel {

namespace {

constexpr const char* kContext = "knobel::Die21Eins";

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

const char* Die21EinsDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "One die in turn; the ones of all players are counted together, and whoever throws the 21st one "
        "wins.");
}

const std::vector<OptionSpec>& Die21EinsDef::options() const
{
    static const std::vector<OptionSpec> none;
    return none;
}

Message Die21EinsDef::totalText(int total) const
{
    return say(QT_TRANSLATE_N_NOOP("knobel::Die21Eins", "%n game(s) won"), {}, total);
}

std::unique_ptr<State> Die21EinsDef::newState(const GameSetup& setup) const
{
    return std::make_unique<Die21EinsState>(setup);
}

Die21EinsState::Die21EinsState(const GameSetup& setup)
    : m_names(setup.players)
    , m_first(firstSeatFromSeed(setup))
    , m_current(m_first)
    , m_ones(setup.players.size(), 0)
{
}

Seat Die21EinsState::toAct() const
{
    return isTerminal() ? kNoSeat : m_current;
}

std::vector<Action> Die21EinsState::legalActions() const
{
    return throwonly::legal(isTerminal());
}

std::optional<ThrowSpec> Die21EinsState::throwSpec(int group) const
{
    return throwonly::spec(isTerminal(), group, {m_lastFace});
}

Problem Die21EinsState::apply(const Action& action)
{
    if (Problem problem = throwonly::check(action, 1, isTerminal()))
        return problem;
    const Seat seat = m_current;
    const int face = action.faces.front();
    m_lastFace = face;
    m_lastThrower = seat;
    const Message who = name(seat);
    if (face != 1) {
        recordOutcome(say(QT_TRANSLATE_N_NOOP("knobel::Die21Eins", "%1 throws %2: still %n one(s) of 21."),
            {who, Message::number(face)}, m_count));
    } else {
        ++m_count;
        ++m_ones[std::size_t(seat)];
        if (m_count == Die21EinsDef::kOnes) {
            // "Gewinner ist, wer die 21. 1 wirft."
            m_winner = seat;
            recordOutcome(
                say(QT_TRANSLATE_NOOP("knobel::Die21Eins", "%1 throws the 21st one and wins."), {who}));
            return std::nullopt;
        }
        recordOutcome(say(
            QT_TRANSLATE_N_NOOP("knobel::Die21Eins", "%1 throws a one: %n one(s) of 21."), {who}, m_count));
    }
    m_current = (m_current + 1) % seats();
    return std::nullopt;
}

Observation Die21EinsState::observe(Seat viewer) const
{
    Observation view;
    view.viewer = viewer;
    view.toAct = toAct();
    view.round = 1;
    DiceGroupView tray;
    tray.id = "tray";
    // The die lies before the seat that threw it until the next throw.
    tray.owner = m_lastThrower != kNoSeat ? m_lastThrower : m_current;
    tray.kind = DieKind::Pips;
    tray.dice.push_back(DieView{m_lastFace, false, false, false});
    view.dice.push_back(std::move(tray));
    for (Seat s = 0; s < seats(); ++s) {
        SeatView seat;
        seat.seat = s;
        seat.starter = s == m_first;
        seat.wins = s == m_winner ? 1 : 0;
        if (const int ones = m_ones[std::size_t(s)]; ones > 0)
            seat.roundLine = say(QT_TRANSLATE_N_NOOP("knobel::Die21Eins", "%n one(s) thrown"), {}, ones);
        view.seats.push_back(std::move(seat));
    }
    // The shared counter (qml/table/CounterPanel.qml): what it counts, how far, and up to what.
    view.setFact("counter", m_count);
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

Message Die21EinsState::name(Seat seat) const
{
    return Message::plain(m_names.at(std::size_t(seat)));
}

Message Die21EinsState::status(Seat /*viewer*/) const
{
    if (isTerminal())
        return say(QT_TRANSLATE_NOOP("knobel::Die21Eins", "The game is over: %1 threw the 21st one."),
            {name(m_winner)});
    return say(QT_TRANSLATE_N_NOOP("knobel::Die21Eins", "%1 throws the die; %n one(s) of 21 so far."),
        {name(m_current)}, m_count);
}

Message Die21EinsState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    // A throw that was thrown is told by the sentence the game wrote when it fell (its outcome, with
    // the count as it was then); here only the throw to come.
    if (action.type == Action::Type::Throw && !action.faces.empty())
        return {};
    return say(QT_TRANSLATE_NOOP("knobel::Die21Eins", "%1 throws the die."),
        {by >= 0 ? name(by) : Message::plain("")});
}

} // namespace knobel
