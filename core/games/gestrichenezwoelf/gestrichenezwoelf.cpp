// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/gestrichenezwoelf/gestrichenezwoelf.h"

#include <algorithm>

#include <QtCore/qglobal.h>

namespace knobel {

namespace {

constexpr const char* kContext = "knobel::GestricheneZwoelf";

constexpr Sayer say{kContext};

} // namespace

const char* GestricheneZwoelfDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Two dice, thrown as long as the sum can be struck from your list of 2 to 12; the 7 may be struck "
        "again and again. The first with all struck settles in chips.");
}

const std::vector<OptionSpec>& GestricheneZwoelfDef::options() const
{
    static const std::vector<OptionSpec> specs{
        {"losers_pay_unstruck", OptionType::Switch, "false", {}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "Losers pay for their numbers"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "The others pay the winner a chip for each number they have not struck, instead of the "
                "winner paying them (the booklet's text has the winner pay).")},
    };
    return specs;
}

std::vector<Payment> gestricheneZwoelfPayments(
    Seat winner, const std::vector<int>& unstruck, int winnersSevens, bool losersPayUnstruck)
{
    std::vector<Payment> payments;
    for (Seat s = 0; s < Seat(unstruck.size()); ++s) {
        if (s == winner)
            continue;
        // "zahlt an jeden Mitspieler so viele Chips, wie jeder noch ungestrichene Zahlen hat.
        // Andererseits zahlt jeder Mitspieler an den Sieger je 10 Chips für jeden Siebenerstrich."
        const int forNumbers = unstruck[std::size_t(s)];
        const int forSevens = GestricheneZwoelfDef::kPerSeven * winnersSevens;
        const int toWinner = forSevens + (losersPayUnstruck ? forNumbers : -forNumbers);
        if (toWinner > 0)
            payments.push_back(Payment{s, winner, toWinner});
        else if (toWinner < 0)
            payments.push_back(Payment{winner, s, -toWinner});
    }
    return payments;
}

GestricheneZwoelfState::GestricheneZwoelfState(const GameSetup& setup)
    : RaceState(setup, 2)
    , m_losersPayUnstruck(
          setup.options.has("losers_pay_unstruck") && setup.options.flag("losers_pay_unstruck"))
    , m_struck(setup.players.size(), std::array<bool, 11>{})
    , m_sevens(setup.players.size(), 0)
    , m_ledger(int(setup.players.size()))
{
}

int GestricheneZwoelfState::struckCount(Seat seat) const
{
    const auto& list = m_struck.at(std::size_t(seat));
    return int(std::count(list.begin(), list.end(), true));
}

void GestricheneZwoelfState::landed(Seat seat, const std::vector<int>& faces)
{
    const int sum = faces[0] + faces[1];
    bool& mark = m_struck[std::size_t(seat)][std::size_t(sum - 2)];
    ++m_turnThrows;
    // "Nur die Sieben darf mehrfach durchgestrichen werden."
    if (mark && sum != 7) {
        m_turnThrows = 0;
        passTurn();
        return;
    }
    mark = true;
    if (sum == 7)
        ++m_sevens[std::size_t(seat)];
    if (struckCount(seat) < 11)
        return; // the same player throws again
    m_winner = seat;
    std::vector<int> unstruck;
    for (Seat s = 0; s < seats(); ++s)
        unstruck.push_back(11 - struckCount(s));
    int net = 0;
    for (const Payment& p :
        gestricheneZwoelfPayments(seat, unstruck, m_sevens[std::size_t(seat)], m_losersPayUnstruck)) {
        m_ledger.pay(p.payer, p.payee, p.amount);
        net += p.payee == seat ? p.amount : -p.amount;
    }
    const Message sevens = Message::number(m_sevens[std::size_t(seat)]);
    recordOutcome(net >= 0 ? say(QT_TRANSLATE_N_NOOP("knobel::GestricheneZwoelf",
                                     "%1 has struck all eleven numbers (the 7: %2) and wins %n chip(s)."),
                      {name(seat), sevens}, net)
                           : say(QT_TRANSLATE_N_NOOP("knobel::GestricheneZwoelf",
                                     "%1 has struck all eleven numbers (the 7: %2) and pays %n chip(s) "
                                     "on balance."),
                               {name(seat), sevens}, -net));
    m_turnThrows = 0;
    finish();
}

Observation GestricheneZwoelfState::observe(Seat viewer) const
{
    Observation view = baseObservation(viewer);
    TrackView track;
    for (int number = 2; number <= 12; ++number)
        track.marks.push_back(number);
    track.countedMark = 7;
    for (Seat s = 0; s < seats(); ++s) {
        std::vector<MarkState> marks;
        for (int number = 2; number <= 12; ++number)
            marks.push_back(struck(s, number) ? MarkState::Struck : MarkState::Open);
        track.seats.push_back(std::move(marks));
        track.counts.push_back(sevens(s));
        SeatView& seat = view.seats[std::size_t(s)];
        seat.chips = m_ledger.balance(s);
        seat.roundLine
            = say(QT_TRANSLATE_N_NOOP("knobel::GestricheneZwoelf", "%n of 11 struck"), {}, struckCount(s));
    }
    if (!view.dice.empty() && !isTerminal() && view.dice.front().owner == current())
        view.dice.front().throwsMade = m_turnThrows;
    setTrackFacts(view, track);
    view.setFact("turnThrows", m_turnThrows);
    return view;
}

Result GestricheneZwoelfState::result() const
{
    std::vector<int> totals;
    for (Seat s = 0; s < seats(); ++s)
        totals.push_back(struckCount(s));
    Result result;
    result.standings = rankPlayers(totals, m_ledger.balances(), false);
    result.payments = m_ledger.payments();
    return result;
}

Message GestricheneZwoelfState::status(Seat /*viewer*/) const
{
    if (isTerminal())
        return say(QT_TRANSLATE_NOOP("knobel::GestricheneZwoelf", "%1 has struck all eleven numbers."),
            {name(m_winner)});
    if (m_turnThrows > 0)
        return say(QT_TRANSLATE_NOOP("knobel::GestricheneZwoelf", "%1 throws again."), {name(current())});
    return say(QT_TRANSLATE_N_NOOP("knobel::GestricheneZwoelf", "%1 throws, with %n number(s) struck."),
        {name(current())}, struckCount(current()));
}

Message GestricheneZwoelfState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = by >= 0 ? name(by) : Message::plain("");
    if (action.type != Action::Type::Throw || by < 0 || by >= seats())
        return say(QT_TRANSLATE_NOOP("knobel::GestricheneZwoelf", "%1 passes the dice."), {who});
    if (action.faces.size() != 2)
        return say(QT_TRANSLATE_NOOP("knobel::GestricheneZwoelf", "%1 throws the dice."), {who});
    // Said as the list stood before the throw: what the throw did then.
    const int sum = action.faces[0] + action.faces[1];
    const std::vector<Message> thrown{
        who, Message::number(action.faces[0]), Message::number(action.faces[1]), Message::number(sum)};
    if (sum == 7) {
        std::vector<Message> args = thrown;
        return say(QT_TRANSLATE_N_NOOP("knobel::GestricheneZwoelf",
                       "%1 throws %2 and %3, %4, and strikes the 7: struck %n time(s)."),
            std::move(args), sevens(by) + 1);
    }
    if (struck(by, sum))
        return say(QT_TRANSLATE_NOOP("knobel::GestricheneZwoelf",
                       "%1 throws %2 and %3, %4, struck already: the turn passes."),
            thrown);
    return say(QT_TRANSLATE_NOOP("knobel::GestricheneZwoelf", "%1 throws %2 and %3, %4, and strikes the %4."),
        thrown);
}

} // namespace knobel
