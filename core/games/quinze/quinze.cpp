// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/quinze/quinze.h"

#include <algorithm>

#include <QtCore/qglobal.h>

#include "engine/levels.h"
#include "games/quinze/quinzebot.h"

namespace knobel {

namespace {

constexpr const char* kContext = "knobel::Quinze";

Message say(const char* text, std::vector<Message> args = {}, int n = -1)
{
    Message m;
    m.context = kContext;
    m.text = text;
    m.args = std::move(args);
    m.n = n;
    return m;
}

Message resultLine(const QuinzeResult& r)
{
    if (r.bust())
        return say(QT_TRANSLATE_NOOP("knobel::Quinze", "out with %1"), {Message::number(r.sum)});
    return say(
        QT_TRANSLATE_N_NOOP("knobel::Quinze", "%1 in %n throw(s)"), {Message::number(r.sum)}, r.throws);
}

} // namespace

const char* QuinzeDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "One die, thrown as often as you dare: come as close to 15 as you can without going over. The "
        "winner is paid in chips.");
}

const std::vector<OptionSpec>& QuinzeDef::options() const
{
    static const std::vector<OptionSpec> specs{
        {"rounds", OptionType::Number, "1", {}, 1, 50, QT_TRANSLATE_NOOP("knobel::Options", "Rounds"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "How many rounds the game lasts; each round is settled, and the next player begins the "
                "next.")},
    };
    return specs;
}

std::unique_ptr<State> QuinzeDef::newState(const GameSetup& setup) const
{
    return std::make_unique<QuinzeState>(setup);
}

std::shared_ptr<const Bot> QuinzeDef::makeBot(
    std::string_view level, const RuleOptions& /*options*/, const BotPreparation& /*preparation*/) const
{
    const auto byName = levelNamed<QuinzeBot::Level>(level);
    return byName ? std::make_shared<QuinzeBot>(*byName) : nullptr;
}

std::size_t QuinzeDef::maxActions(const GameSetup& setup) const
{
    // A turn is at most 16 throws and a stop (sixteen ones reach 16).
    const int rounds = setup.options.has("rounds") ? setup.options.number("rounds") : 1;
    return std::size_t(rounds) * 17 * std::max<std::size_t>(1, setup.players.size()) + 1;
}

std::vector<Payment> quinzeTransfers(const std::vector<QuinzeResult>& results)
{
    std::vector<Payment> transfers;
    int best = -1;
    for (const QuinzeResult& r : results)
        best = std::max(best, r.key());
    if (best < 0)
        return transfers; // everyone is out: nobody wins, nobody pays
    std::vector<int> winners;
    for (std::size_t s = 0; s < results.size(); ++s)
        if (results[s].key() == best)
            winners.push_back(int(s));
    const int winningSum = results[std::size_t(winners.front())].sum;
    for (std::size_t s = 0; s < results.size(); ++s) {
        if (results[s].key() == best)
            continue; // equal best share, paying nothing to each other
        const int owed = results[s].bust() ? QuinzeDef::kBustPayment : winningSum - results[s].sum;
        const int share = owed / int(winners.size());
        int odd = owed % int(winners.size());
        for (int w : winners)
            if (const int amount = share + (odd-- > 0 ? 1 : 0); amount > 0)
                transfers.push_back(Payment{int(s), w, amount});
    }
    return transfers;
}

std::vector<int> quinzePayments(const std::vector<QuinzeResult>& results)
{
    std::vector<int> paid(results.size(), 0);
    for (const Payment& p : quinzeTransfers(results)) {
        paid[std::size_t(p.payer)] -= p.amount;
        paid[std::size_t(p.payee)] += p.amount;
    }
    return paid;
}

QuinzeState::QuinzeState(const GameSetup& setup)
    : m_names(setup.players)
    , m_session(int(setup.players.size()),
          SessionRules{SessionRules::End::Rounds,
              setup.options.has("rounds") ? setup.options.number("rounds") : 1,
              SessionRules::Starter::Clockwise, false},
          firstSeatFromSeed(setup))
    , m_ledger(int(setup.players.size()))
    , m_results(setup.players.size())
{
    startRound();
}

void QuinzeState::startRound()
{
    m_order = m_session.order();
    m_turn = 0;
    m_sum = 0;
    m_throws = 0;
    m_lastFace = 0;
    std::fill(m_results.begin(), m_results.end(), std::nullopt);
}

Seat QuinzeState::toAct() const
{
    return m_over ? kNoSeat : current();
}

std::vector<Action> QuinzeState::legalActions() const
{
    std::vector<Action> legal;
    if (m_over)
        return legal;
    legal.push_back(Action::throwDice());
    if (m_throws > 0)
        legal.push_back(Action::stop());
    return legal;
}

std::optional<ThrowSpec> QuinzeState::throwSpec(int group) const
{
    if (m_over || group != 0)
        return std::nullopt;
    ThrowSpec spec;
    spec.group = 0;
    spec.current = {m_lastFace};
    spec.thrown = {true};
    return spec;
}

Problem QuinzeState::apply(const Action& action)
{
    if (m_over)
        return std::string("the game is over");
    switch (action.type) {
    case Action::Type::Throw:
        if (action.group != 0)
            return std::string("Quinze has one die");
        if (action.faces.size() != 1)
            return std::string("a throw of Quinze is one die");
        if (action.faces.front() < 1 || action.faces.front() > kFaceCount)
            return std::string("a die shows a face dice do not have");
        m_lastFace = action.faces.front();
        m_sum += m_lastFace;
        ++m_throws;
        if (m_sum > QuinzeDef::kTarget)
            finishTurn(); // above 15: out
        return std::nullopt;
    case Action::Type::Stop:
        if (m_throws == 0)
            return std::string("throw the die at least once before stopping");
        finishTurn();
        return std::nullopt;
    default:
        break;
    }
    return std::string("Quinze has two actions: throw the die again, or stop");
}

void QuinzeState::finishTurn()
{
    m_results[std::size_t(current())] = QuinzeResult{m_sum, m_throws};
    m_sum = 0;
    m_throws = 0;
    m_lastFace = 0;
    if (++m_turn < int(m_order.size()))
        return;
    m_turn = int(m_order.size()) - 1;
    finishRound();
}

void QuinzeState::finishRound()
{
    std::vector<QuinzeResult> results;
    for (const auto& r : m_results)
        results.push_back(*r);
    const std::vector<int> paid = quinzePayments(results);
    int best = -1;
    for (const QuinzeResult& r : results)
        best = std::max(best, r.key());
    std::vector<Seat> winners;
    for (Seat s = 0; s < seats(); ++s)
        if (best >= 0 && results[std::size_t(s)].key() == best)
            winners.push_back(s);
    for (const Payment& p : quinzeTransfers(results))
        m_ledger.pay(p.payer, p.payee, p.amount);

    const Message round = Message::number(m_session.round());
    if (winners.empty()) {
        recordOutcome(
            say(QT_TRANSLATE_NOOP("knobel::Quinze", "Round %1: everyone is out; nobody pays."), {round}));
    } else if (winners.size() == 1) {
        const Seat w = winners.front();
        recordOutcome(
            say(QT_TRANSLATE_N_NOOP("knobel::Quinze", "Round %1: %2 wins with %3 and receives %n chip(s)."),
                {round, name(w), resultLine(results[std::size_t(w)])}, paid[std::size_t(w)]));
    } else {
        Message together = name(winners.front());
        for (std::size_t i = 1; i < winners.size(); ++i)
            together = say(QT_TRANSLATE_NOOP("knobel::Quinze", "%1 and %2"), {together, name(winners[i])});
        int total = 0;
        for (Seat w : winners)
            total += paid[std::size_t(w)];
        recordOutcome(say(QT_TRANSLATE_N_NOOP("knobel::Quinze",
                              "Round %1: %2 share the round with %3 and %n chip(s) between them."),
            {round, together, resultLine(results[std::size_t(winners.front())])}, total));
    }
    m_lastResults = m_results;
    m_session.finishRound(winners.size() == 1 ? winners.front() : kNoSeat, kNoSeat);
    if (m_session.isOver()) {
        m_over = true;
        return;
    }
    startRound();
}

Observation QuinzeState::observe(Seat viewer) const
{
    Observation view;
    view.viewer = viewer;
    view.toAct = toAct();
    view.round = m_session.round() - (m_over ? 1 : 0);
    if (!m_over) {
        DiceGroupView tray;
        tray.id = "tray";
        tray.owner = current();
        tray.kind = DieKind::Pips;
        tray.throwsMade = m_throws;
        // Face 0 before the turn's first throw: the die is on the table, not yet thrown.
        tray.dice.push_back(DieView{m_lastFace, false, false, false});
        view.dice.push_back(std::move(tray));
    }
    // Between rounds the table still shows how the last one ended, until the next turn begins.
    const bool showLast = !m_lastResults.empty() && (m_over || (m_turn == 0 && m_throws == 0));
    const auto& shown = showLast ? m_lastResults : m_results;
    for (Seat s = 0; s < seats(); ++s) {
        SeatView seat;
        seat.seat = s;
        seat.chips = m_ledger.balance(s);
        seat.starter = !m_over && s == m_order.front();
        seat.wins = m_session.wins(s);
        if (std::size_t(s) < shown.size() && shown[std::size_t(s)]) {
            seat.roundLine = resultLine(*shown[std::size_t(s)]);
            seat.out = shown[std::size_t(s)]->bust();
        }
        view.seats.push_back(std::move(seat));
    }
    view.setFact("sum", m_sum);
    view.setFact("throws", m_throws);
    view.setFact("target", QuinzeDef::kTarget);
    return view;
}

Result QuinzeState::result() const
{
    Result result;
    result.standings = rankPlayers(m_ledger.balances(), m_ledger.balances(), true);
    result.payments = m_ledger.payments();
    return result;
}

Message QuinzeState::name(Seat seat) const
{
    return Message::plain(m_names.at(std::size_t(seat)));
}

Message QuinzeState::status(Seat /*viewer*/) const
{
    if (m_over)
        return say(QT_TRANSLATE_N_NOOP("knobel::Quinze", "The game is over after %n round(s)."), {},
            m_session.rules().target);
    if (m_throws == 0)
        return say(QT_TRANSLATE_NOOP("knobel::Quinze", "%1: throw the die."), {name(current())});
    return say(QT_TRANSLATE_NOOP("knobel::Quinze", "%1 has %2: throw again or stop (above 15 is out)."),
        {name(current()), Message::number(m_sum)});
}

Message QuinzeState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = by >= 0 ? name(by) : Message::plain("");
    switch (action.type) {
    case Action::Type::Throw:
        if (action.faces.empty())
            return m_throws == 0 ? say(QT_TRANSLATE_NOOP("knobel::Quinze", "%1 throws the die."), {who})
                                 : say(QT_TRANSLATE_NOOP("knobel::Quinze", "%1 throws again."), {who});
        // Said of past throws too (the log is told again after an undo): the action alone says it.
        return say(QT_TRANSLATE_NOOP("knobel::Quinze", "%1 throws %2."),
            {who, Message::number(action.faces.front())});
    case Action::Type::Stop:
        return say(QT_TRANSLATE_NOOP("knobel::Quinze", "%1 stops."), {who});
    default:
        break;
    }
    return say(QT_TRANSLATE_NOOP("knobel::Quinze", "%1 moves the die."), {who});
}

} // namespace knobel
