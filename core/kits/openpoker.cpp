// SPDX-License-Identifier: GPL-3.0-or-later
#include "kits/openpoker.h"

#include <algorithm>
#include <climits>

#include <QtCore/qglobal.h>

#include "games/pokerdice/pokerdice.h"

namespace knobel {

namespace {

constexpr int kDice = 5;
constexpr const char* kContext = "knobel::OpenPoker";

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

OpenPokerState::OpenPokerState(const GameSetup& setup, OpenPokerRules rules)
    : m_names(setup.players)
    , m_rules(rules)
    , m_ledger(int(setup.players.size()))
    , m_session(int(setup.players.size()),
          SessionRules{SessionRules::End::Rounds, std::max(1, rules.rounds),
              rules.winnerStarts ? SessionRules::Starter::Winner : SessionRules::Starter::Clockwise, false},
          firstSeatFromSeed(setup))
    , m_dice(setup.players.size(), DiceSet(kDice))
    , m_folded(setup.players.size(), false)
    , m_done(setup.players.size(), false)
{
    startRound();
}

void OpenPokerState::startRound()
{
    for (DiceSet& d : m_dice)
        d.reset(kDice);
    std::fill(m_folded.begin(), m_folded.end(), false);
    std::fill(m_done.begin(), m_done.end(), false);
    m_contenders = m_session.order();
    m_turn = 0;
    m_betting.reset();
    m_tieRounds = 0;
    // "Jeder Spieler setzt den Mindesteinsatz in die Kasse."
    m_stake = m_rules.ante;
    for (Seat s = 0; s < seats(); ++s)
        m_ledger.put(s, m_rules.ante);
}

void OpenPokerState::startTieRound(std::vector<Seat> tied)
{
    // "bleibt der Einsatz stehen und diese Spieler tragen eine Stichrunde aus": no new stakes.
    ++m_tieRounds;
    for (Seat s : tied) {
        m_dice[std::size_t(s)].reset(kDice);
        m_done[std::size_t(s)] = false;
    }
    m_contenders = std::move(tied);
    m_turn = 0;
}

std::vector<Seat> OpenPokerState::live() const
{
    std::vector<Seat> out;
    for (Seat s : m_session.order())
        if (!m_folded[std::size_t(s)])
            out.push_back(s);
    return out;
}

Seat OpenPokerState::thrower() const
{
    if (m_over || m_betting)
        return kNoSeat;
    return m_contenders.at(std::size_t(m_turn));
}

Seat OpenPokerState::toAct() const
{
    if (m_over)
        return kNoSeat;
    return m_betting ? m_betting->toAct() : thrower();
}

int OpenPokerState::heldCount(Seat seat) const
{
    const DiceSet& d = m_dice[std::size_t(seat)];
    return int(std::count(d.held.begin(), d.held.end(), true));
}

std::vector<Action> OpenPokerState::legalActions() const
{
    std::vector<Action> actions;
    if (m_over)
        return actions;
    if (m_betting)
        return m_betting->legal();
    const Seat seat = thrower();
    const DiceSet& d = m_dice[std::size_t(seat)];
    if (!d.thrown())
        return {Action::throwDice(seat)};
    for (int die = 0; die < d.count(); ++die)
        actions.push_back(d.held[std::size_t(die)] ? Action::release(die, seat) : Action::hold(die, seat));
    if (keepAllowed(heldCount(seat)))
        actions.push_back(Action::throwDice(seat));
    actions.push_back(Action::stop());
    return actions;
}

std::optional<ThrowSpec> OpenPokerState::throwSpec(int group) const
{
    const Seat seat = thrower();
    if (seat == kNoSeat || group != seat)
        return std::nullopt;
    const DiceSet& d = m_dice[std::size_t(seat)];
    if (d.thrown() && !keepAllowed(heldCount(seat)))
        return std::nullopt;
    return d.throwSpec(group);
}

Problem OpenPokerState::apply(const Action& action)
{
    if (m_over)
        return std::string("the game is over");
    if (m_betting) {
        if (action.type != Action::Type::Bet)
            return std::string("a raise is being answered: call or fold");
        const Seat bettor = m_betting->toAct();
        const bool opening = bettor == m_betting->order().front() && m_betting->raises() < 0;
        int chips = 0;
        if (auto problem = m_betting->apply(bettor, action, chips))
            return problem;
        m_ledger.put(bettor, chips);
        if (action.bet == BetKind::Fold)
            m_folded[std::size_t(bettor)] = true;
        // No raise: nobody has anything to answer.
        if (opening && action.bet == BetKind::Check) {
            m_betting.reset();
            nextThrower();
            return std::nullopt;
        }
        if (!m_betting->isClosed())
            return std::nullopt;
        m_stake += m_betting->currentBet();
        m_betting.reset();
        const auto left = live();
        if (left.size() == 1) {
            finishRound(left, true);
            return std::nullopt;
        }
        nextThrower();
        return std::nullopt;
    }
    const Seat seat = thrower();
    DiceSet& d = m_dice[std::size_t(seat)];
    switch (action.type) {
    case Action::Type::Hold:
    case Action::Type::Release:
        if (action.group != seat)
            return std::string("these are not the dice of the player on turn");
        return action.type == Action::Type::Hold ? d.hold(action.die) : d.release(action.die);
    case Action::Type::Stop:
        if (!d.thrown())
            return std::string("throw first; a player stops only after a throw");
        finishTurn(seat);
        return std::nullopt;
    case Action::Type::Throw: {
        if (action.group != seat)
            return std::string("these are not the dice of the player on turn");
        if (d.thrown() && !keepAllowed(heldCount(seat)))
            return m_rules.minKeep > 0
                ? "leave " + std::to_string(m_rules.minKeep) + " to " + std::to_string(m_rules.maxKeep)
                    + " dice standing to throw again"
                : "leave at most " + std::to_string(m_rules.maxKeep) + " dice standing to throw again";
        if (auto problem = d.take(action.faces, false, false))
            return problem;
        if (d.throwsMade >= m_rules.throws)
            finishTurn(seat);
        return std::nullopt;
    }
    case Action::Type::Bet:
        return std::string("nobody has raised: the player on turn throws");
    default:
        return std::string("open poker knows throwing, keeping, stopping, raising, calling and folding");
    }
}

void OpenPokerState::finishTurn(Seat seat)
{
    m_done[std::size_t(seat)] = true;
    std::fill(m_dice[std::size_t(seat)].held.begin(), m_dice[std::size_t(seat)].held.end(), false);
    if (m_rules.raising && m_tieRounds == 0) {
        int most = m_rules.raiseCap > 0 ? m_rules.raiseCap : INT_MAX;
        if (m_rules.maxStake > 0)
            most = std::min(most, m_rules.maxStake - m_stake);
        std::vector<Seat> order{seat};
        for (int k = 1; k < seats(); ++k) {
            const Seat s = (seat + k) % seats();
            if (!m_folded[std::size_t(s)])
                order.push_back(s);
        }
        // "Hat ein Spieler eine günstige Pokerkombination geworfen, kann er den Einsatz erhöhen."
        if (most >= 1 && order.size() >= 2) {
            m_betting = BettingRound(order, BettingLimits{1, most, 0});
            return;
        }
    }
    nextThrower();
}

void OpenPokerState::nextThrower()
{
    for (std::size_t i = 0; i < m_contenders.size(); ++i) {
        const Seat s = m_contenders[i];
        if (!m_folded[std::size_t(s)] && !m_done[std::size_t(s)]) {
            m_turn = int(i);
            return;
        }
    }
    showdown();
}

void OpenPokerState::showdown()
{
    std::vector<Seat> best;
    for (Seat s : m_contenders) {
        if (m_folded[std::size_t(s)])
            continue;
        if (best.empty()) {
            best.push_back(s);
            continue;
        }
        const int c = compareHands(
            m_dice[std::size_t(s)].faces, m_dice[std::size_t(best.front())].faces, m_rules.hands);
        if (c > 0)
            best = {s};
        else if (c == 0)
            best.push_back(s);
    }
    if (best.size() > 1 && m_rules.tieRound) {
        Message together = name(best.front());
        for (std::size_t i = 1; i < best.size(); ++i)
            together = say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "%1 and %2"), {together, name(best[i])});
        recordOutcome(say(QT_TRANSLATE_NOOP("knobel::OpenPoker",
                              "Round %1: %2 have the same hand, %3; the pot stays and they throw again."),
            {Message::number(m_session.round()), together,
                handMessage(m_dice[std::size_t(best.front())].faces, m_rules.hands)}));
        startTieRound(best);
        return;
    }
    finishRound(best, false);
}

void OpenPokerState::finishRound(const std::vector<Seat>& winners, bool byFolds)
{
    const int pot = m_ledger.pot();
    const Message round = Message::number(m_session.round());
    if (byFolds) {
        recordOutcome(say(QT_TRANSLATE_N_NOOP("knobel::OpenPoker",
                              "Round %1: the others fold; %2 takes the pot of %n chip(s)."),
            {round, name(winners.front())}, pot));
    } else if (winners.size() == 1) {
        recordOutcome(
            say(QT_TRANSLATE_N_NOOP("knobel::OpenPoker", "Round %1: %2 takes the pot of %n chip(s) with %3."),
                {round, name(winners.front()),
                    handMessage(m_dice[std::size_t(winners.front())].faces, m_rules.hands)},
                pot));
    } else {
        Message together = name(winners.front());
        for (std::size_t i = 1; i < winners.size(); ++i)
            together = say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "%1 and %2"), {together, name(winners[i])});
        recordOutcome(say(
            QT_TRANSLATE_N_NOOP("knobel::OpenPoker", "Round %1: %2 share the pot of %n chip(s) with %3."),
            {round, together, handMessage(m_dice[std::size_t(winners.front())].faces, m_rules.hands)}, pot));
    }
    m_ledger.award(winners);
    m_lastWinners = winners;
    m_lastHands.clear();
    for (const DiceSet& d : m_dice)
        m_lastHands.push_back(d.faces);
    m_session.finishRound(winners.size() == 1 ? winners.front() : kNoSeat, kNoSeat);
    if (m_session.isOver()) {
        m_over = true;
        return;
    }
    startRound();
}

bool OpenPokerState::mayTakeBack(const Action& last) const
{
    return last.type == Action::Type::Hold || last.type == Action::Type::Release;
}

Message OpenPokerState::name(Seat seat) const
{
    return Message::plain(m_names.at(std::size_t(seat)));
}

Observation OpenPokerState::observe(Seat viewer) const
{
    Observation o;
    o.viewer = viewer;
    o.toAct = toAct();
    // Between rounds the table still shows the last round's hands, until the first throw of the next.
    bool fresh = m_tieRounds == 0;
    for (const DiceSet& d : m_dice)
        fresh = fresh && !d.thrown();
    const bool showLast = !m_lastHands.empty() && (m_over || fresh);
    for (Seat s = 0; s < seats(); ++s) {
        const DiceSet& d = m_dice[std::size_t(s)];
        DiceGroupView group = d.view("hand", s, m_rules.hands.dice, false);
        group.throwLimit = m_rules.throws;
        o.dice.push_back(group);
        SeatView seat;
        seat.seat = s;
        seat.chips = m_ledger.balance(s);
        seat.committed = m_ledger.inPot(s);
        seat.folded = !m_over && m_folded[std::size_t(s)];
        seat.out = !m_over && m_tieRounds > 0
            && std::find(m_contenders.begin(), m_contenders.end(), s) == m_contenders.end();
        seat.starter = !m_over && s == m_session.starter();
        seat.wins = m_session.wins(s);
        const std::vector<int>& hand = showLast ? m_lastHands[std::size_t(s)] : d.faces;
        if (!hand.empty())
            seat.roundLine = handMessage(hand, m_rules.hands);
        o.seats.push_back(seat);
    }
    o.pot = m_ledger.pot();
    o.round = m_session.round() - (m_over ? 1 : 0);
    o.throwLimit = m_rules.throws;
    o.setFact("phase", std::string(m_over ? "over" : m_betting ? "betting" : "throwing"));
    o.setFact("stake", m_stake);
    if (m_rules.maxStake > 0)
        o.setFact("max_stake", m_rules.maxStake);
    if (m_betting)
        o.setFact("bet", m_betting->currentBet());
    if (m_tieRounds > 0)
        o.setFact("tie_round", m_tieRounds);
    return o;
}

Result OpenPokerState::result() const
{
    std::vector<int> balances;
    for (Seat s = 0; s < seats(); ++s)
        balances.push_back(m_ledger.balance(s));
    Result r;
    r.standings = rankPlayers(balances, balances, false);
    r.payments = m_ledger.payments();
    return r;
}

Message OpenPokerState::status(Seat /*viewer*/) const
{
    if (m_over)
        return say(QT_TRANSLATE_N_NOOP("knobel::OpenPoker", "The game is over after %n round(s)."), {},
            m_session.rules().target);
    if (m_betting) {
        const Seat bettor = m_betting->toAct();
        if (m_betting->raises() < 0)
            return say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "%1, raise the stake or not."), {name(bettor)});
        return say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "%1, call the raise of %2 or fold."),
            {name(bettor), Message::number(m_betting->currentBet())});
    }
    const Seat seat = thrower();
    const DiceSet& d = m_dice[std::size_t(seat)];
    if (!d.thrown())
        return m_tieRounds > 0
            ? say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "Tie round: %1, throw the dice."), {name(seat)})
            : say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "%1, throw the dice."), {name(seat)});
    if (m_rules.minKeep > 0)
        return say(
            QT_TRANSLATE_NOOP("knobel::OpenPoker", "%1, keep one to four dice and throw again, or stop."),
            {name(seat)});
    return say(
        QT_TRANSLATE_NOOP("knobel::OpenPoker", "%1, keep dice and throw again, or stop."), {name(seat)});
}

Message OpenPokerState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = by >= 0 && by < seats() ? name(by) : Message::plain("?");
    switch (action.type) {
    case Action::Type::Throw:
        if (action.faces.empty()) {
            const bool again = by >= 0 && by < seats() && m_dice[std::size_t(by)].thrown();
            return again ? say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "%1 throws again."), {who})
                         : say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "%1 throws the dice."), {who});
        }
        if (by >= 0 && by < seats())
            return m_dice[std::size_t(by)].describeThrow(who, action.faces, m_rules.hands.dice);
        return say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "%1 throws %2."),
            {who, facesMessage(action.faces, m_rules.hands.dice)});
    case Action::Type::Hold:
        return say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "%1 keeps die %2."),
            {who, Message::number(action.die + 1)});
    case Action::Type::Release:
        return say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "%1 takes die %2 back."),
            {who, Message::number(action.die + 1)});
    case Action::Type::Stop:
        return say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "%1 stops."), {who});
    case Action::Type::Bet:
        switch (action.bet) {
        case BetKind::Check:
            return say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "%1 checks: no raise."), {who});
        case BetKind::Bet:
        case BetKind::Raise:
            return say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "%1 bets %2 more: the stake is now %3."),
                {who, Message::number(action.amount), Message::number(m_stake + action.amount)});
        case BetKind::Call:
            return say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "%1 calls."), {who});
        case BetKind::Fold:
            return say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "%1 folds."), {who});
        }
        break;
    default:
        break;
    }
    return Message::plain("");
}

} // namespace knobel
