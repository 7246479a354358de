// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/elfhoch/elfhoch.h"

#include <algorithm>

#include <QtCore/qglobal.h>

#include "kits/session.h"
#include "kits/throwonly.h"

namespace knobel {

namespace {

constexpr const char* kContext = "knobel::ElfHoch";

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

const char* ElfHochDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Two dice and a pot: below 11 you pay the difference, 12 doubles the pot, and whoever throws 11 "
        "takes it.");
}

const std::vector<OptionSpec>& ElfHochDef::options() const
{
    static const std::vector<OptionSpec> none;
    return none;
}

std::unique_ptr<State> ElfHochDef::newState(const GameSetup& setup) const
{
    return std::make_unique<ElfHochState>(setup);
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
    : m_names(setup.players)
    , m_ledger(int(setup.players.size()))
    , m_first(firstSeatFromSeed(setup))
    , m_current(m_first)
{
    // "Jeder setzt 3 Chips in den Pott."
    for (Seat s = 0; s < seats(); ++s)
        m_ledger.put(s, ElfHochDef::kAnte);
}

Seat ElfHochState::toAct() const
{
    return m_over ? kNoSeat : m_current;
}

std::vector<Action> ElfHochState::legalActions() const
{
    return throwonly::legal(m_over);
}

std::optional<ThrowSpec> ElfHochState::throwSpec(int group) const
{
    return throwonly::spec(m_over, group, m_lying);
}

Problem ElfHochState::apply(const Action& action)
{
    if (Problem problem = throwonly::check(action, 2, m_over))
        return problem;
    const Seat seat = m_current;
    const int a = action.faces[0], b = action.faces[1], sum = a + b;
    m_lying = action.faces;
    m_lastThrower = seat;
    ++m_throws;
    const Message who = name(seat), first = Message::number(a), second = Message::number(b);
    if (sum == ElfHochDef::kTarget) {
        // "Wer als erster 11 Augen wirft, darf alles kassieren."
        const int pot = m_ledger.pot();
        m_ledger.award({seat});
        m_over = true;
        recordOutcome(say(QT_TRANSLATE_N_NOOP("knobel::ElfHoch",
                              "%1 throws %2 and %3, eleven: %1 takes the pot of %n chip(s)."),
            {who, first, second}, pot));
        return std::nullopt;
    }
    const int paid = ElfHochDef::payment(sum, m_ledger.pot());
    m_ledger.put(seat, paid);
    const Message pot = Message::number(m_ledger.pot());
    if (sum > ElfHochDef::kTarget)
        // "Wer 12 Augen wirft, muß die Kasse verdoppeln."
        recordOutcome(
            say(QT_TRANSLATE_N_NOOP("knobel::ElfHoch",
                    "%1 throws %2 and %3, twelve: %1 doubles the pot with %n chip(s); it holds %4."),
                {who, first, second, pot}, paid));
    else
        // "Wer unter 11 Augen würfelt, muß die Differenz auf 11 in die Kasse legen."
        recordOutcome(say(QT_TRANSLATE_N_NOOP("knobel::ElfHoch",
                              "%1 throws %2 and %3, %4: %1 pays %n chip(s) into the pot; it holds %5."),
            {who, first, second, Message::number(sum), pot}, paid));
    m_current = (m_current + 1) % seats();
    return std::nullopt;
}

Observation ElfHochState::observe(Seat viewer) const
{
    Observation view;
    view.viewer = viewer;
    view.toAct = toAct();
    view.round = 1;
    DiceGroupView tray;
    tray.id = "tray";
    // The dice lie before the seat that threw them until the next throw.
    tray.owner = m_lastThrower != kNoSeat ? m_lastThrower : m_current;
    tray.kind = DieKind::Pips;
    for (int face : m_lying)
        tray.dice.push_back(DieView{face, false, false, false});
    view.dice.push_back(std::move(tray));
    view.pot = m_ledger.pot();
    for (Seat s = 0; s < seats(); ++s) {
        SeatView seat;
        seat.seat = s;
        seat.chips = m_ledger.balance(s);
        seat.committed = m_ledger.inPot(s);
        seat.starter = s == m_first;
        view.seats.push_back(std::move(seat));
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

Message ElfHochState::name(Seat seat) const
{
    return Message::plain(m_names.at(std::size_t(seat)));
}

Message ElfHochState::status(Seat /*viewer*/) const
{
    if (m_over)
        return say(QT_TRANSLATE_N_NOOP("knobel::ElfHoch", "The game is over: %1 threw 11 after %n throw(s)."),
            {name(m_lastThrower)}, m_throws);
    return say(QT_TRANSLATE_NOOP("knobel::ElfHoch",
                   "%1 throws: 11 takes the pot, 12 doubles it, below 11 pays the difference to 11."),
        {name(m_current)});
}

Message ElfHochState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    // A throw that was thrown is told by the sentence the game wrote when it fell (its outcome, with
    // the pot as it was then); here only the throw to come.
    if (action.type == Action::Type::Throw && !action.faces.empty())
        return {};
    return say(QT_TRANSLATE_NOOP("knobel::ElfHoch", "%1 throws the two dice."),
        {by >= 0 ? name(by) : Message::plain("")});
}

} // namespace knobel
