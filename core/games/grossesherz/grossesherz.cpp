// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/grossesherz/grossesherz.h"

#include <QtCore/qglobal.h>

#include <algorithm>

namespace knobel {

namespace {

constexpr const char* kContext = "knobel::GrossesHerz";

constexpr Sayer say{kContext};

} // namespace

const char* GrossesHerzDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "One die in turn: fill your heart's chambers 1 to 6. A number you cannot use goes to the left. "
        "The last with a free chamber pays everyone a chip.");
}

GrossesHerzState::GrossesHerzState(const GameSetup& setup)
    : RaceState(setup, 1)
    , m_hearts(setup.players.size(), Heart{})
    , m_ledger(int(setup.players.size()))
{
}

int GrossesHerzState::freeChambers(Seat seat) const
{
    const Heart& heart = m_hearts[std::size_t(seat)];
    return int(std::count(heart.begin(), heart.end(), false));
}

Seat GrossesHerzState::takerOf(int number, Seat thrower) const
{
    // "Kann einer die gewürfelte Zahl nicht mehr verwerten, muß er diese Augen seinem linken Nachbarn
    // überlassen. Kann der sie ebenfalls nicht gebrauchen, geht die Zahl an den übernächsten usw."
    for (int k = 0; k < seats(); ++k) {
        const Seat seat = (thrower + k) % seats();
        if (!m_hearts[std::size_t(seat)][std::size_t(number - 1)])
            return seat;
    }
    return kNoSeat; // "Wenn kein Spieler die weitergereichte Augenzahl verwerten kann, verfällt der Wurf."
}

void GrossesHerzState::landed(Seat seat, const std::vector<int>& faces)
{
    const int number = faces.front();
    m_lastTaker = takerOf(number, seat);
    if (m_lastTaker != kNoSeat)
        m_hearts[std::size_t(m_lastTaker)][std::size_t(number - 1)] = true;
    std::vector<Seat> open;
    for (Seat s = 0; s < seats(); ++s)
        if (freeChambers(s) > 0)
            open.push_back(s);
    if (open.size() <= 1) {
        // "Verlierer ist, wer als letzter noch eine oder mehrere Herzkammern frei hat."
        m_loser = open.front(); // a throw fills one chamber at most: one seat still has a free one
        for (Seat s = 0; s < seats(); ++s)
            if (s != m_loser)
                m_ledger.pay(m_loser, s, 1);
        recordOutcome(
            say(QT_TRANSLATE_N_NOOP("knobel::GrossesHerz",
                    "%1 is the last with a free chamber and pays every other player a chip (%n in all)."),
                {name(m_loser)}, seats() - 1));
        finish();
        return;
    }
    // A full heart throws no more: the turn goes to the next seat with a free chamber.
    do
        passTurn();
    while (freeChambers(current()) == 0);
}

Observation GrossesHerzState::observe(Seat viewer) const
{
    Observation view = baseObservation(viewer);
    std::vector<int> chambers;
    for (Seat s = 0; s < seats(); ++s) {
        SeatView& seat = view.seats[std::size_t(s)];
        seat.chips = m_ledger.balance(s);
        const int open = freeChambers(s);
        seat.roundLine = open == 0
            ? say(QT_TRANSLATE_NOOP("knobel::GrossesHerz", "heart full"))
            : say(QT_TRANSLATE_N_NOOP("knobel::GrossesHerz", "%n chamber(s) free"), {}, open);
        for (bool filled : m_hearts[std::size_t(s)])
            chambers.push_back(filled ? 1 : 0);
    }
    // The heart panel (qml/table/HeartPanel.qml): every seat's six chambers, the last number thrown and
    // whose heart took it.
    view.setFact("heartChambers", std::move(chambers));
    if (lastThrower() != kNoSeat) {
        view.setFact("heartNumber", lastFaces().front());
        view.setFact("heartTaker", m_lastTaker == kNoSeat ? -1 : int(m_lastTaker));
    }
    return view;
}

Result GrossesHerzState::result() const
{
    std::vector<int> filled;
    for (Seat s = 0; s < seats(); ++s)
        filled.push_back(GrossesHerzDef::kChambers - freeChambers(s));
    Result result;
    result.standings = rankPlayers(filled, m_ledger.balances(), isTerminal());
    result.payments = m_ledger.payments();
    return result;
}

Message GrossesHerzState::status(Seat /*viewer*/) const
{
    if (isTerminal())
        return say(
            QT_TRANSLATE_NOOP("knobel::GrossesHerz", "The game is over: %1 has lost."), {name(m_loser)});
    return say(QT_TRANSLATE_N_NOOP("knobel::GrossesHerz", "%1 throws; %n chamber(s) of the heart free."),
        {name(current())}, freeChambers(current()));
}

Message GrossesHerzState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = by >= 0 && by < seats() ? name(by) : Message::plain("");
    if (action.type != Action::Type::Throw || action.faces.empty() || by < 0 || by >= seats())
        return say(QT_TRANSLATE_NOOP("knobel::GrossesHerz", "%1 throws the die."), {who});
    // Said as the game stood before the throw: where the number went then.
    const int number = action.faces.front();
    const Message face = Message::number(number);
    const Seat taker = takerOf(number, by);
    if (taker == by)
        return say(QT_TRANSLATE_NOOP("knobel::GrossesHerz", "%1 throws a %2 and fills the %2 of the heart."),
            {who, face});
    if (taker == kNoSeat)
        return say(
            QT_TRANSLATE_NOOP("knobel::GrossesHerz", "%1 throws a %2: nobody can use the %2."), {who, face});
    return say(QT_TRANSLATE_NOOP("knobel::GrossesHerz", "%1 throws a %2: the %2 goes to %3's heart."),
        {who, face, name(taker)});
}

} // namespace knobel
