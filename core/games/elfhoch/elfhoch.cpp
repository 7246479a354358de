// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/elfhoch/elfhoch.h"

#include <algorithm>

#include <QtCore/qglobal.h>

namespace knobel {

namespace {

constexpr const char* kContext = "knobel::ElfHoch";

constexpr Sayer say{kContext};

} // namespace

const char* ElfHochDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Two dice and a pot: below 11 you pay the difference, 12 doubles the pot, and whoever throws 11 "
        "takes it.");
}

int ElfHochDef::payment(int sum, int pot)
{
    if (sum == kTarget)
        return 0;
    if (sum > kTarget)
        return std::min(pot, kMostInPot - pot);
    return kTarget - sum;
}

ElfHochState::ElfHochState(const GameSetup& setup)
    : RaceState(setup, 2)
    , m_ledger(int(setup.players.size()))
{
    // "Jeder setzt 3 Chips in den Pott."
    for (Seat s = 0; s < seats(); ++s)
        m_ledger.put(s, ElfHochDef::kAnte);
}

void ElfHochState::landed(Seat seat, const std::vector<int>& faces)
{
    ++m_throws;
    const int sum = faces[0] + faces[1];
    if (sum == ElfHochDef::kTarget) {
        // "Wer als erster 11 Augen wirft, darf alles kassieren."
        m_ledger.award({seat});
        finish();
        return;
    }
    m_ledger.put(seat, ElfHochDef::payment(sum, m_ledger.pot()));
    passTurn();
}

Observation ElfHochState::observe(Seat viewer) const
{
    Observation view = baseObservation(viewer);
    view.round = 1;
    view.pot = m_ledger.pot();
    for (Seat s = 0; s < seats(); ++s) {
        view.seats[std::size_t(s)].chips = m_ledger.balance(s);
        view.seats[std::size_t(s)].committed = m_ledger.inPot(s);
    }
    view.setFact("throws", m_throws);
    return view;
}

Result ElfHochState::result() const
{
    Result result;
    result.standings = rankPlayers(m_ledger.balances(), m_ledger.balances(), true);
    result.payments = m_ledger.payments();
    return result;
}

Message ElfHochState::status(Seat /*viewer*/) const
{
    if (isTerminal())
        return say(QT_TRANSLATE_N_NOOP("knobel::ElfHoch", "The game is over: %1 threw 11 after %n throw(s)."),
            {name(lastThrower())}, m_throws);
    return say(QT_TRANSLATE_NOOP("knobel::ElfHoch",
                   "%1 throws: 11 takes the pot, 12 doubles it, below 11 pays the difference to 11."),
        {name(current())});
}

Message ElfHochState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = by >= 0 && by < seats() ? name(by) : Message::plain("");
    if (action.type != Action::Type::Throw || action.faces.size() != 2 || by < 0 || by >= seats())
        return say(QT_TRANSLATE_NOOP("knobel::ElfHoch", "%1 throws the two dice."), {who});
    // Said as the game stood before the throw: what it pays or takes, and the pot it leaves.
    const int a = action.faces[0], b = action.faces[1], sum = a + b;
    const Message first = Message::number(a), second = Message::number(b);
    if (sum == ElfHochDef::kTarget)
        return say(QT_TRANSLATE_N_NOOP(
                       "knobel::ElfHoch", "%1 throws %2 and %3, eleven: %1 takes the pot of %n chip(s)."),
            {who, first, second}, m_ledger.pot());
    const int paid = ElfHochDef::payment(sum, m_ledger.pot());
    const Message pot = Message::number(m_ledger.pot() + paid);
    if (sum > ElfHochDef::kTarget)
        // "Wer 12 Augen wirft, muß die Kasse verdoppeln."
        return say(QT_TRANSLATE_N_NOOP("knobel::ElfHoch",
                       "%1 throws %2 and %3, twelve: %1 doubles the pot with %n chip(s); it holds %4."),
            {who, first, second, pot}, paid);
    // "Wer unter 11 Augen würfelt, muß die Differenz auf 11 in die Kasse legen."
    return say(QT_TRANSLATE_N_NOOP("knobel::ElfHoch",
                   "%1 throws %2 and %3, %4: %1 pays %n chip(s) into the pot; it holds %5."),
        {who, first, second, Message::number(sum), pot}, paid);
}

} // namespace knobel
