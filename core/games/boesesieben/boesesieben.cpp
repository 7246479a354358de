// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/boesesieben/boesesieben.h"
#include "engine/levels.h"

#include <algorithm>
#include <array>

#include <QtCore/qglobal.h>

#include "games/boesesieben/boesesiebenbot.h"

namespace knobel {

namespace {

constexpr Sayer say{"knobel::BoeseSieben"};

/// "2 sevens + 9 pips".
Message resultLine(int sevens, int pips)
{
    return say(
        QT_TRANSLATE_N_NOOP("knobel::BoeseSieben", "%n seven(s) + %1 pips"), {Message::number(pips)}, sevens);
}

Message resultLine(const BoeseSiebenResult& r)
{
    return resultLine(r.sevens, r.pips);
}

/// The sevens these dice make, as "6+1, 5+2".
Message pairsText(const std::vector<int>& faces, const std::vector<int>& dice)
{
    std::string text;
    for (std::size_t i = 0; i + 1 < dice.size(); i += 2)
        text += (text.empty() ? "" : ", ") + std::to_string(faces[std::size_t(dice[i])]) + "+"
            + std::to_string(faces[std::size_t(dice[i + 1])]);
    return Message::plain(text);
}

std::vector<int> freeFaces(const std::vector<int>& faces, const std::vector<bool>& aside)
{
    std::vector<int> free;
    for (std::size_t d = 0; d < faces.size(); ++d)
        if (!aside[d])
            free.push_back(faces[d]);
    return free;
}

} // namespace

const char* BoeseSiebenDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Six dice, up to three throws: set aside pairs that add up to 7, at most three. The most sevens "
        "win the round, then the pips of the other dice.");
}

const std::vector<OptionSpec>& BoeseSiebenDef::options() const
{
    static const std::vector<OptionSpec> specs{
        {"rounds", OptionType::Number, "5", {}, 1, 50, QT_TRANSLATE_NOOP("knobel::Options", "Rounds"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "How many rounds the game lasts; each round won is a point, and the most points win.")},
    };
    return specs;
}

std::unique_ptr<State> BoeseSiebenDef::newState(const GameSetup& setup) const
{
    return std::make_unique<BoeseSiebenState>(setup);
}

std::shared_ptr<const Bot> BoeseSiebenDef::makeBot(
    std::string_view level, const RuleOptions& /*options*/, const BotPreparation& /*preparation*/) const
{
    const auto byName = levelNamed<BoeseSiebenBot::Level>(level);
    return byName ? std::make_shared<BoeseSiebenBot>(*byName) : nullptr;
}

std::size_t BoeseSiebenDef::maxActions(const GameSetup& setup) const
{
    // A turn is at most three throws, three choices and a stop; a throw-off rarely lasts long, but
    // it may: room for many.
    const int rounds = setup.options.has("rounds") ? setup.options.number("rounds") : 5;
    return std::size_t(rounds) * std::max<std::size_t>(1, setup.players.size()) * 60;
}

Message BoeseSiebenDef::totalText(int total) const
{
    return say(QT_TRANSLATE_N_NOOP("knobel::BoeseSieben", "%n round(s) won"), {}, total);
}

int BoeseSiebenDef::sevensIn(const std::vector<int>& faces)
{
    std::array<int, 7> count{};
    for (int f : faces)
        if (f >= 1 && f <= 6)
            ++count[std::size_t(f)];
    return std::min(count[1], count[6]) + std::min(count[2], count[5]) + std::min(count[3], count[4]);
}

std::vector<int> BoeseSiebenState::sevenDice(
    const std::vector<int>& faces, const std::vector<bool>& aside, int count)
{
    std::vector<int> dice;
    std::vector<bool> used = aside;
    for (int high = 6; high >= 4 && count > 0; --high)
        while (count > 0) {
            int a = -1;
            int b = -1;
            for (std::size_t d = 0; d < faces.size(); ++d) {
                if (used[d])
                    continue;
                if (a < 0 && faces[d] == high)
                    a = int(d);
                else if (b < 0 && faces[d] == 7 - high)
                    b = int(d);
            }
            if (a < 0 || b < 0)
                break;
            used[std::size_t(a)] = used[std::size_t(b)] = true;
            dice.push_back(a);
            dice.push_back(b);
            --count;
        }
    return dice;
}

BoeseSiebenState::BoeseSiebenState(const GameSetup& setup)
    : m_names(setup.players)
    , m_session(int(setup.players.size()),
          SessionRules{SessionRules::End::Rounds,
              setup.options.has("rounds") ? setup.options.number("rounds") : 5,
              SessionRules::Starter::Clockwise, false},
          firstSeatFromSeed(setup))
    , m_points(setup.players.size(), 0)
    , m_results(setup.players.size())
    , m_offResults(setup.players.size())
{
    startRound();
}

void BoeseSiebenState::startRound()
{
    m_phase = Phase::Turn;
    m_order = m_session.order();
    m_turn = 0;
    m_limit = BoeseSiebenDef::kMostThrows;
    m_dice.reset(BoeseSiebenDef::kDice);
    m_sevens = 0;
    m_choosing = 0;
    std::fill(m_results.begin(), m_results.end(), std::nullopt);
    std::fill(m_offResults.begin(), m_offResults.end(), std::nullopt);
    m_offSeats.clear();
    m_offTurn = 0;
}

Seat BoeseSiebenState::current() const
{
    switch (m_phase) {
    case Phase::Turn:
        return m_order.at(std::size_t(m_turn));
    case Phase::ThrowOff:
        return m_offSeats.at(std::size_t(m_offTurn));
    case Phase::Over:
        break;
    }
    return kNoSeat;
}

Seat BoeseSiebenState::toAct() const
{
    return current();
}

int BoeseSiebenState::restPips() const
{
    int pips = 0;
    for (int f : freeFaces(m_dice.faces, m_dice.held))
        pips += f;
    return pips;
}

std::vector<Action> BoeseSiebenState::legalActions() const
{
    std::vector<Action> legal;
    switch (m_phase) {
    case Phase::Over:
        return legal;
    case Phase::ThrowOff:
        legal.push_back(Action::throwDice());
        return legal;
    case Phase::Turn:
        break;
    }
    if (!m_dice.thrown()) {
        legal.push_back(Action::throwDice());
        return legal;
    }
    if (m_choosing > 0) {
        for (int k = m_choosing; k >= 1; --k)
            legal.push_back(Action::choose(k));
        return legal;
    }
    if (m_dice.throwsMade < m_limit)
        legal.push_back(Action::throwDice());
    legal.push_back(Action::stop());
    return legal;
}

std::optional<ThrowSpec> BoeseSiebenState::throwSpec(int group) const
{
    if (m_phase == Phase::Over || group != 0 || m_choosing > 0
        || (m_phase == Phase::Turn && m_dice.thrown() && m_dice.throwsMade >= m_limit))
        return std::nullopt;
    return m_dice.throwSpec(0);
}

void BoeseSiebenState::setAside(int count)
{
    for (int d : sevenDice(m_dice.faces, m_dice.held, count)) {
        m_dice.held[std::size_t(d)] = true;
        m_dice.locked[std::size_t(d)] = true;
    }
    m_sevens += count;
}

void BoeseSiebenState::afterSetAside()
{
    if (m_sevens >= BoeseSiebenDef::kMostSevens || m_dice.throwsMade >= m_limit)
        finishTurn();
}

Problem BoeseSiebenState::apply(const Action& action)
{
    if (m_phase == Phase::Over)
        return std::string("the game is over");
    switch (action.type) {
    case Action::Type::Throw: {
        if (action.group != 0)
            return std::string("Die böse Sieben has one group of dice");
        if (m_choosing > 0)
            return std::string("first choose how many sevens to set aside");
        if (m_phase == Phase::Turn && m_dice.thrown() && m_dice.throwsMade >= m_limit)
            return "no throw is left (" + std::to_string(m_limit) + " this round): stop";
        if (auto problem = m_dice.take(action.faces, false, false))
            return problem;
        const int offered = std::min(BoeseSiebenDef::sevensIn(freeFaces(m_dice.faces, m_dice.held)),
            BoeseSiebenDef::kMostSevens - m_sevens);
        if (m_phase == Phase::ThrowOff) {
            setAside(offered); // one throw: every seven counts
            finishThrowOffThrow();
            return std::nullopt;
        }
        // At least one seven is set aside; how many is a choice only with several and a throw left.
        if (offered >= 2 && m_dice.throwsMade < m_limit && m_sevens + 1 < BoeseSiebenDef::kMostSevens) {
            m_choosing = offered;
            return std::nullopt;
        }
        setAside(offered);
        afterSetAside();
        return std::nullopt;
    }
    case Action::Type::Choose:
        if (m_phase != Phase::Turn || m_choosing == 0)
            return std::string("there are no sevens to choose now");
        if (action.choice < 1 || action.choice > m_choosing)
            return "set aside 1 to " + std::to_string(m_choosing) + " sevens";
        setAside(action.choice);
        m_choosing = 0;
        afterSetAside();
        return std::nullopt;
    case Action::Type::Stop:
        if (m_phase != Phase::Turn || !m_dice.thrown())
            return std::string("throw the dice before stopping");
        if (m_choosing > 0)
            return std::string("first choose how many sevens to set aside");
        finishTurn();
        return std::nullopt;
    default:
        break;
    }
    return std::string(
        "Die böse Sieben has these actions: throw, choose how many sevens to set aside, or stop");
}

void BoeseSiebenState::finishTurn()
{
    const Seat seat = current();
    m_results[std::size_t(seat)] = BoeseSiebenResult{m_sevens, restPips(), m_dice.throwsMade};
    if (m_turn == 0)
        m_limit = m_dice.throwsMade;
    m_dice.reset(BoeseSiebenDef::kDice);
    m_sevens = 0;
    m_choosing = 0;
    if (++m_turn < int(m_order.size()))
        return;
    m_turn = int(m_order.size()) - 1;
    decide(m_order, m_results);
}

void BoeseSiebenState::finishThrowOffThrow()
{
    const Seat seat = current();
    m_offResults[std::size_t(seat)] = BoeseSiebenResult{m_sevens, restPips(), 1};
    m_dice.reset(BoeseSiebenDef::kDice);
    m_sevens = 0;
    if (++m_offTurn < int(m_offSeats.size()))
        return;
    m_offTurn = int(m_offSeats.size()) - 1;
    const std::vector<Seat> seats = m_offSeats;
    decide(seats, m_offResults);
}

void BoeseSiebenState::decide(
    const std::vector<Seat>& seats, const std::vector<std::optional<BoeseSiebenResult>>& results)
{
    int best = -1;
    for (Seat s : seats)
        best = std::max(best, results[std::size_t(s)]->key());
    std::vector<Seat> tied;
    for (Seat s : seats)
        if (results[std::size_t(s)]->key() == best)
            tied.push_back(s);
    if (tied.size() == 1) {
        finishRound(tied.front());
        return;
    }
    // Equal best throw again, one throw each, until one is best.
    Message together = name(tied.front());
    for (std::size_t i = 1; i < tied.size(); ++i)
        together = say(QT_TRANSLATE_NOOP("knobel::BoeseSieben", "%1 and %2"), {together, name(tied[i])});
    recordOutcome(say(QT_TRANSLATE_NOOP("knobel::BoeseSieben", "%1 are equal with %2 and throw off."),
        {together, resultLine(*results[std::size_t(tied.front())])}));
    m_offSeats = tied;
    m_offTurn = 0;
    std::fill(m_offResults.begin(), m_offResults.end(), std::nullopt);
    m_phase = Phase::ThrowOff;
    m_dice.reset(BoeseSiebenDef::kDice);
    m_sevens = 0;
}

void BoeseSiebenState::finishRound(Seat winner)
{
    const Message round = Message::number(m_session.round());
    if (m_phase == Phase::ThrowOff)
        recordOutcome(
            say(QT_TRANSLATE_NOOP("knobel::BoeseSieben", "Round %1: %2 wins the throw-off with %3."),
                {round, name(winner), resultLine(*m_offResults[std::size_t(winner)])}));
    else
        recordOutcome(say(QT_TRANSLATE_NOOP("knobel::BoeseSieben", "Round %1: %2 wins with %3."),
            {round, name(winner), resultLine(*m_results[std::size_t(winner)])}));
    ++m_points[std::size_t(winner)];
    m_lastResults = m_results;
    m_session.finishRound(winner, kNoSeat);
    if (m_session.isOver()) {
        m_phase = Phase::Over;
        m_offSeats.clear();
        return;
    }
    startRound();
}

bool BoeseSiebenState::mayTakeBack(const Action& /*last*/) const
{
    // Every step is a throw or follows from one; nothing is taken back.
    return false;
}

Observation BoeseSiebenState::observe(Seat viewer) const
{
    Observation view;
    view.viewer = viewer;
    view.toAct = toAct();
    view.round = m_session.round() - (m_phase == Phase::Over ? 1 : 0);
    const int limit = m_phase == Phase::ThrowOff ? 1 : m_limit;
    view.throwLimit = limit;
    if (m_phase != Phase::Over) {
        DiceGroupView tray = m_dice.view("tray", current(), DieKind::Pips, false);
        tray.throwLimit = limit;
        view.dice.push_back(std::move(tray));
    }
    // Between rounds the table still shows how the last one ended, until the next turn begins.
    const bool showLast = !m_lastResults.empty()
        && (m_phase == Phase::Over || (m_phase == Phase::Turn && m_turn == 0 && !m_dice.thrown()));
    const auto& shown = showLast ? m_lastResults : m_results;
    for (Seat s = 0; s < seats(); ++s) {
        SeatView seat;
        seat.seat = s;
        seat.starter = m_phase != Phase::Over && s == m_order.front();
        seat.wins = m_points[std::size_t(s)];
        if (const auto& off = m_offResults[std::size_t(s)]; off && m_phase == Phase::ThrowOff)
            seat.roundLine
                = say(QT_TRANSLATE_NOOP("knobel::BoeseSieben", "throw-off: %1"), {resultLine(*off)});
        else if (const auto& r = shown[std::size_t(s)])
            seat.roundLine = resultLine(*r);
        view.seats.push_back(std::move(seat));
    }
    view.setFact("throw_limit", m_limit);
    if (m_phase != Phase::Over && m_dice.thrown())
        view.setFact("sevens", m_sevens);
    if (m_phase == Phase::ThrowOff)
        view.setFact("throw_off", std::vector<int>(m_offSeats.begin(), m_offSeats.end()));
    return view;
}

Result BoeseSiebenState::result() const
{
    // No chips: the rounds won decide the order.
    Result result;
    result.standings = rankPlayers(m_points, std::vector<int>(m_points.size(), 0), false);
    return result;
}

Message BoeseSiebenState::name(Seat seat) const
{
    return Message::plain(m_names.at(std::size_t(seat)));
}

Message BoeseSiebenState::status(Seat /*viewer*/) const
{
    switch (m_phase) {
    case Phase::Over:
        return say(QT_TRANSLATE_N_NOOP("knobel::BoeseSieben", "The game is over after %n round(s)."), {},
            m_session.rules().target);
    case Phase::ThrowOff:
        return say(QT_TRANSLATE_NOOP("knobel::BoeseSieben", "Throw-off: %1 throws the six dice once."),
            {name(current())});
    case Phase::Turn:
        break;
    }
    if (!m_dice.thrown())
        return m_turn == 0
            ? say(QT_TRANSLATE_NOOP("knobel::BoeseSieben",
                      "%1: throw the six dice; your throws are the most the others may use."),
                {name(current())})
            : say(QT_TRANSLATE_N_NOOP("knobel::BoeseSieben", "%1: throw the six dice (at most %n throw(s))."),
                {name(current())}, m_limit);
    if (m_choosing > 0)
        return say(QT_TRANSLATE_N_NOOP("knobel::BoeseSieben", "%1: set aside how many sevens? Up to %n."),
            {name(current())}, m_choosing);
    return say(QT_TRANSLATE_N_NOOP("knobel::BoeseSieben",
                   "%1 has %2: throw the other dice again or stop (%n throw(s) left)."),
        {name(current()), resultLine(m_sevens, restPips())}, m_limit - m_dice.throwsMade);
}

Message BoeseSiebenState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = by >= 0 ? name(by) : Message::plain("");
    switch (action.type) {
    case Action::Type::Throw: {
        if (action.faces.size() != m_dice.held.size())
            return say(QT_TRANSLATE_NOOP("knobel::BoeseSieben", "%1 throws the dice."), {who});
        const Message thrown = m_dice.describeThrow(who, action.faces, DieKind::Pips);
        const std::vector<int> free = freeFaces(action.faces, m_dice.held);
        const int offered = std::min(BoeseSiebenDef::sevensIn(free), BoeseSiebenDef::kMostSevens - m_sevens);
        const int throwsAfter = m_dice.throwsMade + 1;
        if (offered == 0)
            return say(QT_TRANSLATE_NOOP("knobel::BoeseSieben", "%1 No seven."), {thrown});
        if (offered >= 2 && m_phase == Phase::Turn && throwsAfter < m_limit
            && m_sevens + 1 < BoeseSiebenDef::kMostSevens)
            return say(QT_TRANSLATE_N_NOOP("knobel::BoeseSieben", "%1 Up to %n sevens can be set aside."),
                {thrown}, offered);
        const Message pairs = pairsText(action.faces, sevenDice(action.faces, m_dice.held, offered));
        return say(QT_TRANSLATE_N_NOOP("knobel::BoeseSieben", "%1 Set aside: %2 (%n seven(s) in all)."),
            {thrown, pairs}, m_sevens + offered);
    }
    case Action::Type::Choose: {
        const Message pairs = pairsText(m_dice.faces, sevenDice(m_dice.faces, m_dice.held, action.choice));
        return say(QT_TRANSLATE_N_NOOP("knobel::BoeseSieben", "%1 sets aside %n seven(s): %2."), {who, pairs},
            action.choice);
    }
    case Action::Type::Stop:
        return say(QT_TRANSLATE_NOOP("knobel::BoeseSieben", "%1 stops with %2."),
            {who, resultLine(m_sevens, restPips())});
    default:
        break;
    }
    return say(QT_TRANSLATE_NOOP("knobel::BoeseSieben", "%1 moves the dice."), {who});
}

} // namespace knobel
