// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/dreimalpasch/dreimalpasch.h"
#include "engine/levels.h"

#include <algorithm>
#include <array>
#include <numeric>

#include <QtCore/qglobal.h>

#include "games/dreimalpasch/dreimalpaschbot.h"

namespace knobel {

namespace {

constexpr Sayer say{"knobel::DreimalPasch"};

/// "2 pairs, 23 pips".
Message resultLine(int pairs, int pips)
{
    return say(
        QT_TRANSLATE_N_NOOP("knobel::DreimalPasch", "%n pair(s), %1 pips"), {Message::number(pips)}, pairs);
}

Message resultLine(const DreimalPaschResult& r)
{
    return resultLine(r.pairs, r.pips);
}

Message valueOf(const std::vector<int>& faces)
{
    return resultLine(DreimalPaschDef::pairs(faces), DreimalPaschDef::pips(faces));
}

} // namespace

const char* DreimalPaschDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Six dice, three throws: keep two to five dice and throw the rest again. The most pairs win the "
        "round, then the higher pips.");
}

const std::vector<OptionSpec>& DreimalPaschDef::options() const
{
    static const std::vector<OptionSpec> specs{
        {"rounds", OptionType::Number, "5", {}, 1, 50, QT_TRANSLATE_NOOP("knobel::Options", "Rounds"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "How many rounds the game lasts; each round won is a point, and the most points win.")},
    };
    return specs;
}

std::unique_ptr<State> DreimalPaschDef::newState(const GameSetup& setup) const
{
    return std::make_unique<DreimalPaschState>(setup);
}

std::shared_ptr<const Bot> DreimalPaschDef::makeBot(
    std::string_view level, const RuleOptions& /*options*/, const BotPreparation& /*preparation*/) const
{
    const auto byName = levelNamed<DreimalPaschBot::Level>(level);
    return byName ? std::make_shared<DreimalPaschBot>(*byName) : nullptr;
}

std::size_t DreimalPaschDef::maxActions(const GameSetup& setup) const
{
    // A turn is at most three throws, a stop and the dice kept and taken back in between.
    const int rounds = setup.options.has("rounds") ? setup.options.number("rounds") : 5;
    return std::size_t(rounds) * std::max<std::size_t>(1, setup.players.size()) * 80;
}

Message DreimalPaschDef::totalText(int total) const
{
    return say(QT_TRANSLATE_N_NOOP("knobel::DreimalPasch", "%n round(s) won"), {}, total);
}

int DreimalPaschDef::pairs(const std::vector<int>& faces)
{
    std::array<int, 7> count{};
    for (int f : faces)
        if (f >= 1 && f <= 6)
            ++count[std::size_t(f)];
    int pairs = 0;
    for (int c : count)
        pairs += c / 2;
    return pairs;
}

int DreimalPaschDef::pips(const std::vector<int>& faces)
{
    return std::accumulate(faces.begin(), faces.end(), 0);
}

DreimalPaschState::DreimalPaschState(const GameSetup& setup)
    : m_names(setup.players)
    , m_session(int(setup.players.size()),
          SessionRules{SessionRules::End::Rounds,
              setup.options.has("rounds") ? setup.options.number("rounds") : 5,
              SessionRules::Starter::Clockwise, false},
          firstSeatFromSeed(setup))
    , m_points(setup.players.size(), 0)
    , m_results(setup.players.size())
{
    startRound();
}

void DreimalPaschState::startRound()
{
    m_order = m_session.order();
    m_turn = 0;
    m_dice.reset(DreimalPaschDef::kDice);
    std::fill(m_results.begin(), m_results.end(), std::nullopt);
}

Seat DreimalPaschState::toAct() const
{
    return m_over ? kNoSeat : current();
}

int DreimalPaschState::heldCount() const
{
    return int(std::count(m_dice.held.begin(), m_dice.held.end(), true));
}

std::vector<Action> DreimalPaschState::legalActions() const
{
    std::vector<Action> legal;
    if (m_over)
        return legal;
    const int held = heldCount();
    if (!m_dice.thrown() || (held >= DreimalPaschDef::kFewestKept && held <= DreimalPaschDef::kMostKept))
        legal.push_back(Action::throwDice());
    if (!m_dice.thrown())
        return legal;
    for (int d = 0; d < m_dice.count(); ++d) {
        if (m_dice.held[std::size_t(d)])
            legal.push_back(Action::release(d));
        else if (held < DreimalPaschDef::kMostKept)
            legal.push_back(Action::hold(d));
    }
    legal.push_back(Action::stop());
    return legal;
}

std::optional<ThrowSpec> DreimalPaschState::throwSpec(int group) const
{
    if (m_over || group != 0)
        return std::nullopt;
    return m_dice.throwSpec(0);
}

Problem DreimalPaschState::apply(const Action& action)
{
    if (m_over)
        return std::string("the game is over");
    switch (action.type) {
    case Action::Type::Throw: {
        if (action.group != 0)
            return std::string("Dreimal Pasch has one group of dice");
        const int held = heldCount();
        if (m_dice.thrown() && (held < DreimalPaschDef::kFewestKept || held > DreimalPaschDef::kMostKept))
            return std::string("in the second and third throw 2 to 5 dice stand; set them aside first");
        if (auto problem = m_dice.take(action.faces, false, false))
            return problem;
        if (m_dice.throwsMade >= DreimalPaschDef::kMostThrows)
            finishTurn(); // the third throw counts, whatever it shows
        return std::nullopt;
    }
    case Action::Type::Hold:
    case Action::Type::Release:
        if (action.group != 0)
            return std::string("Dreimal Pasch has one group of dice");
        if (action.type == Action::Type::Hold && heldCount() >= DreimalPaschDef::kMostKept)
            return std::string("at most five dice may stand; one at least is thrown again");
        return action.type == Action::Type::Hold ? m_dice.hold(action.die) : m_dice.release(action.die);
    case Action::Type::Stop:
        if (!m_dice.thrown())
            return std::string("throw the dice before stopping");
        finishTurn();
        return std::nullopt;
    default:
        break;
    }
    return std::string("Dreimal Pasch has these actions: throw, keep dice, or stop");
}

void DreimalPaschState::finishTurn()
{
    m_results[std::size_t(current())]
        = DreimalPaschResult{DreimalPaschDef::pairs(m_dice.faces), DreimalPaschDef::pips(m_dice.faces)};
    m_dice.reset(DreimalPaschDef::kDice);
    if (++m_turn < int(m_order.size()))
        return;
    m_turn = int(m_order.size()) - 1;
    finishRound();
}

void DreimalPaschState::finishRound()
{
    int best = 0;
    for (const auto& r : m_results)
        best = std::max(best, r->key());
    std::vector<Seat> winners;
    for (Seat s : m_order)
        if (m_results[std::size_t(s)]->key() == best)
            winners.push_back(s);
    for (Seat w : winners)
        ++m_points[std::size_t(w)];
    const Message round = Message::number(m_session.round());
    const Message line = resultLine(*m_results[std::size_t(winners.front())]);
    if (winners.size() == 1) {
        recordOutcome(say(QT_TRANSLATE_NOOP("knobel::DreimalPasch", "Round %1: %2 wins with %3."),
            {round, name(winners.front()), line}));
    } else {
        Message together = name(winners.front());
        for (std::size_t i = 1; i < winners.size(); ++i)
            together
                = say(QT_TRANSLATE_NOOP("knobel::DreimalPasch", "%1 and %2"), {together, name(winners[i])});
        recordOutcome(say(QT_TRANSLATE_NOOP("knobel::DreimalPasch", "Round %1: %2 share the round with %3."),
            {round, together, line}));
    }
    m_lastResults = m_results;
    m_session.finishRound(winners.size() == 1 ? winners.front() : kNoSeat, kNoSeat);
    if (m_session.isOver()) {
        m_over = true;
        return;
    }
    startRound();
}

bool DreimalPaschState::mayTakeBack(const Action& last) const
{
    // Keeping and taking back dice may be undone while the turn goes on; a throw or a stop is final.
    return (last.type == Action::Type::Hold || last.type == Action::Type::Release) && !m_over
        && m_dice.thrown();
}

Observation DreimalPaschState::observe(Seat viewer) const
{
    Observation view;
    view.viewer = viewer;
    view.toAct = toAct();
    view.round = m_session.round() - (m_over ? 1 : 0);
    view.throwLimit = DreimalPaschDef::kMostThrows;
    if (!m_over) {
        DiceGroupView tray = m_dice.view("tray", current(), DieKind::Pips, false);
        tray.throwLimit = DreimalPaschDef::kMostThrows;
        view.dice.push_back(std::move(tray));
    }
    // Between rounds the table still shows how the last one ended, until the next turn begins.
    const bool showLast = !m_lastResults.empty() && (m_over || (m_turn == 0 && !m_dice.thrown()));
    const auto& shown = showLast ? m_lastResults : m_results;
    for (Seat s = 0; s < seats(); ++s) {
        SeatView seat;
        seat.seat = s;
        seat.starter = !m_over && s == m_order.front();
        seat.wins = m_points[std::size_t(s)];
        if (const auto& r = shown[std::size_t(s)])
            seat.roundLine = resultLine(*r);
        view.seats.push_back(std::move(seat));
    }
    if (!m_over && m_dice.thrown()) {
        view.setFact("pairs", DreimalPaschDef::pairs(m_dice.faces));
        view.setFact("pips", DreimalPaschDef::pips(m_dice.faces));
    }
    return view;
}

Result DreimalPaschState::result() const
{
    // No chips: the rounds won decide the order.
    Result result;
    result.standings = rankPlayers(m_points, std::vector<int>(m_points.size(), 0), false);
    return result;
}

Message DreimalPaschState::name(Seat seat) const
{
    return Message::plain(m_names.at(std::size_t(seat)));
}

Message DreimalPaschState::status(Seat /*viewer*/) const
{
    if (m_over)
        return say(QT_TRANSLATE_N_NOOP("knobel::DreimalPasch", "The game is over after %n round(s)."), {},
            m_session.rules().target);
    if (!m_dice.thrown())
        return say(QT_TRANSLATE_NOOP("knobel::DreimalPasch", "%1: throw the six dice."), {name(current())});
    return say(QT_TRANSLATE_N_NOOP("knobel::DreimalPasch",
                   "%1 has %2: set 2 to 5 dice aside and throw the rest, or stop (%n throw(s) left)."),
        {name(current()), valueOf(m_dice.faces)}, DreimalPaschDef::kMostThrows - m_dice.throwsMade);
}

Message DreimalPaschState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = by >= 0 ? name(by) : Message::plain("");
    switch (action.type) {
    case Action::Type::Throw: {
        if (action.faces.empty())
            return m_dice.thrown()
                ? say(QT_TRANSLATE_NOOP("knobel::DreimalPasch", "%1 throws again."), {who})
                : say(QT_TRANSLATE_NOOP("knobel::DreimalPasch", "%1 throws the dice."), {who});
        const Message value = valueOf(action.faces);
        if (const auto rethrow = m_dice.rethrowOf(action.faces))
            return say(
                QT_TRANSLATE_N_NOOP("knobel::DreimalPasch", "%1 keeps %2 and throws %n dice again: %3 (%4)."),
                {who, facesMessage(rethrow->kept, DieKind::Pips),
                    facesMessage(rethrow->thrown, DieKind::Pips), value},
                int(rethrow->thrown.size()));
        return say(QT_TRANSLATE_NOOP("knobel::DreimalPasch", "%1 throws %2 (%3)."),
            {who, facesMessage(action.faces, DieKind::Pips), value});
    }
    case Action::Type::Hold:
        return say(QT_TRANSLATE_NOOP("knobel::DreimalPasch", "%1 keeps die %2."),
            {who, Message::number(action.die + 1)});
    case Action::Type::Release:
        return say(QT_TRANSLATE_NOOP("knobel::DreimalPasch", "%1 takes die %2 back."),
            {who, Message::number(action.die + 1)});
    case Action::Type::Stop:
        return say(QT_TRANSLATE_NOOP("knobel::DreimalPasch", "%1 stops."), {who});
    default:
        break;
    }
    return say(QT_TRANSLATE_NOOP("knobel::DreimalPasch", "%1 moves the dice."), {who});
}

} // namespace knobel
