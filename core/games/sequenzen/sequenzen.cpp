// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/sequenzen/sequenzen.h"
#include "engine/levels.h"

#include <algorithm>

#include <QtCore/qglobal.h>

#include "games/sequenzen/sequenzenbot.h"

namespace knobel {

namespace {

constexpr const char* kContext = "knobel::Sequenzen";

Message say(const char* text, std::vector<Message> args = {}, int n = -1)
{
    Message m;
    m.context = kContext;
    m.text = text;
    m.args = std::move(args);
    m.n = n;
    return m;
}

std::string facesText(const std::vector<int>& faces)
{
    std::string text;
    for (int f : faces)
        text += (text.empty() ? "" : "-") + std::to_string(f);
    return text;
}

/// "4-5-6" or "nothing", translated where it is a word.
Message runText(int run)
{
    return run == 0 ? say(QT_TRANSLATE_NOOP("knobel::Sequenzen", "nothing"))
                    : Message::plain(SequenzenDef::runName(run));
}

Message resultLine(const SequenzenResult& r)
{
    return say(QT_TRANSLATE_N_NOOP("knobel::Sequenzen", "%1 in %n throw(s)"), {runText(r.run)}, r.throws);
}

} // namespace

const char* SequenzenDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Three dice, up to three throws, the last counts: only the runs 1-2-3, 2-3-4, 3-4-5 and 4-5-6 score. "
        "The best run wins the round.");
}

const std::vector<OptionSpec>& SequenzenDef::options() const
{
    static const std::vector<OptionSpec> specs{
        {"keep_two", OptionType::Switch, "false", {}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "Keep two dice"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "In the second and third throw up to two dice may stand; otherwise every throw is of all "
                "three.")},
        {"rounds", OptionType::Number, "5", {}, 1, 50, QT_TRANSLATE_NOOP("knobel::Options", "Rounds"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "How many rounds the game lasts; each round won is a point, and the most points win.")},
    };
    return specs;
}

std::unique_ptr<State> SequenzenDef::newState(const GameSetup& setup) const
{
    return std::make_unique<SequenzenState>(setup);
}

std::shared_ptr<const Bot> SequenzenDef::makeBot(
    std::string_view level, const RuleOptions& /*options*/, const BotPreparation& /*preparation*/) const
{
    const auto byName = levelNamed<SequenzenBot::Level>(level);
    return byName ? std::make_shared<SequenzenBot>(*byName) : nullptr;
}

std::size_t SequenzenDef::maxActions(const GameSetup& setup) const
{
    // A turn is at most three throws, a stop and a few dice kept and taken back.
    const int rounds = setup.options.has("rounds") ? setup.options.number("rounds") : 5;
    return std::size_t(rounds) * std::max<std::size_t>(1, setup.players.size()) * 40;
}

Message SequenzenDef::totalText(int total) const
{
    return say(QT_TRANSLATE_N_NOOP("knobel::Sequenzen", "%n round(s) won"), {}, total);
}

int SequenzenDef::run(std::vector<int> faces)
{
    if (faces.size() != std::size_t(kDice))
        return 0;
    std::sort(faces.begin(), faces.end());
    if (faces[0] < 1 || faces[1] != faces[0] + 1 || faces[2] != faces[1] + 1)
        return 0;
    return faces[0];
}

const char* SequenzenDef::runName(int run)
{
    static const char* names[] = {"nothing", "1-2-3", "2-3-4", "3-4-5", "4-5-6"};
    return names[std::clamp(run, 0, 4)];
}

SequenzenState::SequenzenState(const GameSetup& setup)
    : m_names(setup.players)
    , m_keepTwo(setup.options.has("keep_two") && setup.options.flag("keep_two"))
    , m_round(int(setup.players.size()),
          SessionRules{SessionRules::End::Rounds,
              setup.options.has("rounds") ? setup.options.number("rounds") : 5,
              SessionRules::Starter::Clockwise, false},
          firstSeatFromSeed(setup), SequenzenDef::kDice)
{
}

Seat SequenzenState::toAct() const
{
    return m_round.toAct();
}

std::vector<Action> SequenzenState::legalActions() const
{
    std::vector<Action> legal;
    if (m_round.isOver())
        return legal;
    legal.push_back(Action::throwDice());
    if (!m_round.dice().thrown())
        return legal;
    if (m_keepTwo)
        for (int d = 0; d < m_round.dice().count(); ++d) {
            if (m_round.dice().held[std::size_t(d)])
                legal.push_back(Action::release(d));
            else if (m_round.heldCount() < SequenzenDef::kMostKept)
                legal.push_back(Action::hold(d));
        }
    legal.push_back(Action::stop());
    return legal;
}

std::optional<ThrowSpec> SequenzenState::throwSpec(int group) const
{
    if (m_round.isOver() || group != 0)
        return std::nullopt;
    return m_round.dice().throwSpec(0);
}

Problem SequenzenState::apply(const Action& action)
{
    if (m_round.isOver())
        return std::string("the game is over");
    switch (action.type) {
    case Action::Type::Throw:
        if (action.group != 0)
            return std::string("Sequenzen has one group of dice");
        if (auto problem = m_round.dice().take(action.faces, false, false))
            return problem;
        if (m_round.dice().throwsMade >= SequenzenDef::kMostThrows)
            finishTurn(); // the third throw counts, whatever it shows
        return std::nullopt;
    case Action::Type::Hold:
    case Action::Type::Release:
        if (!m_keepTwo)
            return std::string(
                "every throw is of all three dice; two may stand only under the option keep_two");
        if (action.group != 0)
            return std::string("Sequenzen has one group of dice");
        if (action.type == Action::Type::Hold && m_round.heldCount() >= SequenzenDef::kMostKept)
            return std::string("at most two dice may stand");
        return action.type == Action::Type::Hold ? m_round.dice().hold(action.die)
                                                 : m_round.dice().release(action.die);
    case Action::Type::Stop:
        if (!m_round.dice().thrown())
            return std::string("throw the dice before stopping");
        finishTurn();
        return std::nullopt;
    default:
        break;
    }
    return std::string("Sequenzen has these actions: throw, keep dice (keep_two), or stop");
}

void SequenzenState::finishTurn()
{
    const DiceSet& dice = m_round.dice();
    if (m_round.endTurn(SequenzenResult{SequenzenDef::run(dice.faces), dice.throwsMade}))
        finishRound();
}

void SequenzenState::finishRound()
{
    // Nothing without a run scores.
    const std::vector<Seat> winners = m_round.bestSeats(1);
    const auto& results = m_round.results();
    const Message round = Message::number(m_round.session().round());
    if (winners.empty()) {
        recordOutcome(say(
            QT_TRANSLATE_NOOP("knobel::Sequenzen", "Round %1: nobody has a run; nobody scores."), {round}));
    } else if (winners.size() == 1) {
        recordOutcome(say(QT_TRANSLATE_NOOP("knobel::Sequenzen", "Round %1: %2 wins with %3."),
            {round, name(winners.front()), resultLine(*results[std::size_t(winners.front())])}));
    } else {
        Message together = name(winners.front());
        for (std::size_t i = 1; i < winners.size(); ++i)
            together = say(QT_TRANSLATE_NOOP("knobel::Sequenzen", "%1 and %2"), {together, name(winners[i])});
        recordOutcome(say(QT_TRANSLATE_NOOP("knobel::Sequenzen", "Round %1: %2 share the round with %3."),
            {round, together, resultLine(*results[std::size_t(winners.front())])}));
    }
    m_round.finishRound(winners);
}

bool SequenzenState::mayTakeBack(const Action& last) const
{
    return m_round.mayTakeBack(last);
}

Observation SequenzenState::observe(Seat viewer) const
{
    Observation view;
    view.viewer = viewer;
    m_round.observe(view, SequenzenDef::kMostThrows, resultLine);
    view.setFact("keep_two", m_keepTwo);
    if (!m_round.isOver() && m_round.dice().thrown())
        view.setFact("run", SequenzenDef::run(m_round.dice().faces));
    return view;
}

Result SequenzenState::result() const
{
    return m_round.result();
}

Message SequenzenState::name(Seat seat) const
{
    return Message::plain(m_names.at(std::size_t(seat)));
}

Message SequenzenState::status(Seat /*viewer*/) const
{
    if (m_round.isOver())
        return say(QT_TRANSLATE_N_NOOP("knobel::Sequenzen", "The game is over after %n round(s)."), {},
            m_round.session().rules().target);
    if (!m_round.dice().thrown())
        return say(QT_TRANSLATE_NOOP("knobel::Sequenzen", "%1: throw the three dice."), {name(current())});
    return say(QT_TRANSLATE_N_NOOP("knobel::Sequenzen", "%1 has %2: throw again or stop (%n throw(s) left)."),
        {name(current()), runText(SequenzenDef::run(m_round.dice().faces))},
        SequenzenDef::kMostThrows - m_round.dice().throwsMade);
}

Message SequenzenState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = by >= 0 ? name(by) : Message::plain("");
    switch (action.type) {
    case Action::Type::Throw: {
        if (action.faces.empty())
            return m_round.dice().thrown()
                ? say(QT_TRANSLATE_NOOP("knobel::Sequenzen", "%1 throws again."), {who})
                : say(QT_TRANSLATE_NOOP("knobel::Sequenzen", "%1 throws the dice."), {who});
        const Message run = runText(SequenzenDef::run(action.faces));
        if (m_round.dice().thrown() && action.faces.size() == m_round.dice().held.size()) {
            std::vector<int> kept;
            std::vector<int> thrown;
            for (std::size_t d = 0; d < action.faces.size(); ++d)
                (m_round.dice().held[d] ? kept : thrown).push_back(action.faces[d]);
            if (!kept.empty())
                return say(QT_TRANSLATE_N_NOOP(
                               "knobel::Sequenzen", "%1 keeps %2 and throws %n dice again: %3 (%4)."),
                    {who, Message::plain(facesText(kept)), Message::plain(facesText(thrown)), run},
                    int(thrown.size()));
        }
        return say(QT_TRANSLATE_NOOP("knobel::Sequenzen", "%1 throws %2 (%3)."),
            {who, Message::plain(facesText(action.faces)), run});
    }
    case Action::Type::Hold:
        return say(QT_TRANSLATE_NOOP("knobel::Sequenzen", "%1 keeps die %2."),
            {who, Message::number(action.die + 1)});
    case Action::Type::Release:
        return say(QT_TRANSLATE_NOOP("knobel::Sequenzen", "%1 takes die %2 back."),
            {who, Message::number(action.die + 1)});
    case Action::Type::Stop:
        return say(QT_TRANSLATE_NOOP("knobel::Sequenzen", "%1 stops."), {who});
    default:
        break;
    }
    return say(QT_TRANSLATE_NOOP("knobel::Sequenzen", "%1 moves the dice."), {who});
}

} // namespace knobel
