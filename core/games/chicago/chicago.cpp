// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/chicago/chicago.h"
#include "engine/levels.h"

#include <algorithm>

#include <QtCore/qglobal.h>

#include "games/chicago/chicagobot.h"

namespace knobel {

namespace {

constexpr const char* kContext = "knobel::Chicago";

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

} // namespace

const char* ChicagoDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Three dice, up to three throws: the one counts 100, the six 60. The lowest sum of a round takes "
        "a beer mat; three mats lose.");
}

const std::vector<OptionSpec>& ChicagoDef::options() const
{
    static const std::vector<OptionSpec> specs{
        {"two_sixes_make_an_ace", OptionType::Switch, "false", {}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "Two sixes make an ace"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "After the first or second throw, with a throw left, two sixes may become one die showing 1 "
                "that stays; the other die goes with the next throw, which counts as usual.")},
    };
    return specs;
}

std::unique_ptr<State> ChicagoDef::newState(const GameSetup& setup) const
{
    return std::make_unique<ChicagoState>(setup);
}

std::shared_ptr<const Bot> ChicagoDef::makeBot(
    std::string_view level, const RuleOptions& /*options*/, const BotPreparation& /*preparation*/) const
{
    const auto byName = levelNamed<ChicagoBot::Level>(level);
    return byName ? std::make_shared<ChicagoBot>(*byName) : nullptr;
}

std::string ChicagoDef::choiceName(int choice) const
{
    return choice == kAceFromTwoSixes ? "ace" : std::to_string(choice);
}

int ChicagoDef::choiceIndex(std::string_view name) const
{
    return name == "ace" ? kAceFromTwoSixes : -1;
}

std::size_t ChicagoDef::maxActions(const GameSetup& setup) const
{
    // A round can last as long as its throw-offs; a record beyond this is no game of Chicago.
    return 20000 * std::max<std::size_t>(1, setup.players.size());
}

Message ChicagoDef::totalText(int total) const
{
    return say(QT_TRANSLATE_N_NOOP("knobel::Chicago", "%n beer mat(s)"), {}, total);
}

int ChicagoDef::sum(const std::vector<int>& faces, bool low)
{
    int total = 0;
    for (int f : faces)
        total += value(f, low);
    return total;
}

ChicagoState::ChicagoState(const GameSetup& setup, bool highLow)
    : m_names(setup.players)
    , m_twoSixes(setup.options.has("two_sixes_make_an_ace") && setup.options.flag("two_sixes_make_an_ace"))
    , m_highLow(highLow)
    , m_session(int(setup.players.size()),
          SessionRules{
              SessionRules::End::Penalties, ChicagoDef::kMatsToLose, SessionRules::Starter::Loser, false},
          firstSeatFromSeed(setup))
    , m_results(setup.players.size())
{
    startRound();
}

void ChicagoState::startRound()
{
    m_phase = Phase::Turn;
    m_order = m_session.order();
    m_turn = 0;
    m_limit = ChicagoDef::kMostThrows;
    m_dice.reset(ChicagoDef::kDice);
    m_converted = false;
    m_low = false;
    m_modeSaid = false;
    std::fill(m_results.begin(), m_results.end(), std::nullopt);
    m_throwOff.clear();
}

Seat ChicagoState::toAct() const
{
    switch (m_phase) {
    case Phase::Turn:
        return current();
    case Phase::ThrowOff:
        return kChance;
    case Phase::Over:
        break;
    }
    return kNoSeat;
}

bool ChicagoState::canConvert() const
{
    // After the first or second throw, and only with a throw left for the free die: turning is no
    // throw and never gives one beyond the limit (rules notes, Chicago).
    if (!twoSixesRule() || modeToChoose() || m_phase != Phase::Turn || m_converted || m_dice.throwsMade < 1
        || m_dice.throwsMade > 2 || m_dice.throwsMade >= m_limit || freeDie() >= 0)
        return false;
    return std::count(m_dice.faces.begin(), m_dice.faces.end(), 6) >= 2;
}

bool ChicagoState::modeToChoose() const
{
    return m_highLow && !m_modeSaid && m_phase == Phase::Turn && m_turn == 0 && m_dice.thrown();
}

int ChicagoState::freeDie() const
{
    if (m_phase != Phase::Turn || !m_dice.thrown())
        return -1;
    const auto free = std::find(m_dice.faces.begin(), m_dice.faces.end(), 0);
    return free == m_dice.faces.end() ? -1 : int(free - m_dice.faces.begin());
}

std::vector<Action> ChicagoState::legalActions() const
{
    std::vector<Action> legal;
    switch (m_phase) {
    case Phase::Over:
        return legal;
    case Phase::ThrowOff:
        legal.push_back(Action::throwDice(ChicagoDef::kThrowOffGroup));
        return legal;
    case Phase::Turn:
        break;
    }
    if (!m_dice.thrown()) {
        legal.push_back(Action::throwDice());
        return legal;
    }
    if (modeToChoose()) { // hoch-tief: high or low comes first, before anything else
        legal.push_back(Action::choose(ChicagoDef::kHigh));
        legal.push_back(Action::choose(ChicagoDef::kLow));
        return legal;
    }
    if (m_dice.throwsMade < m_limit) {
        if (!m_dice.allHeld())
            legal.push_back(Action::throwDice());
        for (int d = 0; d < m_dice.count(); ++d) {
            if (d == freeDie())
                continue; // the free die of two sixes goes with the next throw
            if (!m_dice.held[std::size_t(d)])
                legal.push_back(Action::hold(d));
            else if (!m_dice.isLocked(d))
                legal.push_back(Action::release(d));
        }
    }
    if (canConvert())
        legal.push_back(Action::choose(ChicagoDef::kAceFromTwoSixes));
    if (freeDie() < 0)
        legal.push_back(Action::stop());
    return legal;
}

std::optional<ThrowSpec> ChicagoState::throwSpec(int group) const
{
    if (m_phase == Phase::ThrowOff) {
        if (group != ChicagoDef::kThrowOffGroup)
            return std::nullopt;
        ThrowSpec spec;
        spec.group = group;
        spec.current.assign(m_throwOff.size(), 0);
        spec.thrown.assign(m_throwOff.size(), true);
        return spec;
    }
    if (group != 0)
        return std::nullopt;
    if (m_phase != Phase::Turn || m_dice.throwsMade >= m_limit || (m_dice.thrown() && m_dice.allHeld())
        || modeToChoose())
        return std::nullopt;
    return m_dice.throwSpec(0);
}

Problem ChicagoState::apply(const Action& action)
{
    if (m_phase == Phase::Over)
        return std::string("the game is over");
    if (m_phase == Phase::ThrowOff) {
        if (action.type != Action::Type::Throw || action.group != ChicagoDef::kThrowOffGroup)
            return std::string("the players with the equal lowest result throw one die each first");
        return doThrowOff(action);
    }
    if (modeToChoose()
        && (action.type != Action::Type::Choose
            || (action.choice != ChicagoDef::kHigh && action.choice != ChicagoDef::kLow)))
        return std::string("the round's first player says high or low first");
    switch (action.type) {
    case Action::Type::Throw:
        return doThrow(action);
    case Action::Type::Hold:
    case Action::Type::Release:
        if (action.group != 0)
            return std::string("Chicago has one group of dice in a turn");
        if (m_dice.thrown() && m_dice.throwsMade >= m_limit)
            return "no throw is left (" + std::to_string(m_limit) + " this round): stop";
        if (action.die >= 0 && action.die == freeDie())
            return std::string("the free die of the two sixes goes with the next throw");
        return action.type == Action::Type::Hold ? m_dice.hold(action.die) : m_dice.release(action.die);
    case Action::Type::Choose: {
        if (action.choice == ChicagoDef::kHigh || action.choice == ChicagoDef::kLow) {
            if (!m_highLow)
                return std::string("high or low is said in Chicago hoch-tief only");
            if (!modeToChoose())
                return std::string(
                    "high or low is said once a round, by its first player after the first throw");
            m_low = action.choice == ChicagoDef::kLow;
            m_modeSaid = true;
            return std::nullopt;
        }
        if (action.choice != ChicagoDef::kAceFromTwoSixes)
            return std::string("Chicago's only choice is to make an ace of two sixes");
        if (!m_twoSixes)
            return std::string("two sixes make an ace only under the rule option two_sixes_make_an_ace");
        if (m_low)
            return std::string(
                "in the low game two sixes make no ace: the ace counts 100 in the high game only");
        if (!canConvert())
            return std::string(
                "two sixes make an ace once, after the first or the second throw, with two sixes "
                "showing and a throw left for the other die");
        // One six is turned to the 1 and stays; the other is taken up and goes with the next throw.
        const auto first = std::find(m_dice.faces.begin(), m_dice.faces.end(), 6);
        const auto second = std::find(first + 1, m_dice.faces.end(), 6);
        const std::size_t ace = std::size_t(first - m_dice.faces.begin());
        const std::size_t free = std::size_t(second - m_dice.faces.begin());
        m_dice.faces[ace] = 1;
        m_dice.held[ace] = true;
        m_dice.locked[ace] = true;
        m_dice.faces[free] = 0;
        m_dice.held[free] = false;
        m_converted = true;
        return std::nullopt;
    }
    case Action::Type::Stop:
        if (!m_dice.thrown())
            return std::string("throw the dice before stopping");
        if (freeDie() >= 0)
            return std::string("the free die of the two sixes goes with the next throw: throw first");
        finishTurn();
        return std::nullopt;
    default:
        return std::string("Chicago has no such action: throw, keep dice, or stop");
    }
}

Problem ChicagoState::doThrow(const Action& action)
{
    if (action.group != 0)
        return std::string("Chicago has one group of dice in a turn");
    if (m_dice.throwsMade >= m_limit)
        return "no throw is left: " + std::to_string(m_limit) + " this round";
    if (m_dice.thrown() && m_dice.allHeld())
        return std::string("every die is kept: take one back or stop");
    if (auto problem = m_dice.take(action.faces, false, false))
        return problem;
    m_converted = false;
    if (m_dice.throwsMade >= m_limit && !canConvert())
        finishTurn();
    return std::nullopt;
}

Problem ChicagoState::doThrowOff(const Action& action)
{
    if (action.faces.size() != m_throwOff.size())
        return "the throw-off needs " + std::to_string(m_throwOff.size()) + " dice, one per player in it";
    for (int face : action.faces)
        if (face < 1 || face > kFaceCount)
            return std::string("a die shows a face dice do not have");
    m_throwOffFaces = action.faces;
    const int lowest = *std::min_element(action.faces.begin(), action.faces.end());
    std::vector<Seat> still;
    for (std::size_t i = 0; i < m_throwOff.size(); ++i)
        if (action.faces[i] == lowest)
            still.push_back(m_throwOff[i]);
    if (still.size() == 1) {
        finishRound(still.front());
        return std::nullopt;
    }
    m_throwOff = std::move(still);
    return std::nullopt;
}

void ChicagoState::finishTurn()
{
    const Seat seat = current();
    m_results[std::size_t(seat)]
        = ChicagoResult{ChicagoDef::sum(m_dice.faces, m_low), m_dice.throwsMade, m_low};
    if (m_turn == 0)
        m_limit = m_dice.throwsMade;
    m_lastTurnDice = m_dice;
    m_lastTurnSeat = seat;
    m_dice.reset(ChicagoDef::kDice);
    m_converted = false;
    if (++m_turn < int(m_order.size()))
        return;
    m_turn = int(m_order.size()) - 1;
    int lowest = m_results[std::size_t(m_order.front())]->key();
    for (const auto& r : m_results)
        lowest = std::min(lowest, r->key());
    std::vector<Seat> last;
    for (Seat s : m_order)
        if (m_results[std::size_t(s)]->key() == lowest)
            last.push_back(s);
    if (last.size() == 1) {
        finishRound(last.front());
        return;
    }
    m_throwOff = std::move(last);
    m_throwOffFaces.clear();
    m_phase = Phase::ThrowOff;
}

void ChicagoState::finishRound(Seat loser)
{
    // Said while the round's results are still on the table, before the next round clears them.
    const ChicagoResult& lost = *m_results[std::size_t(loser)];
    const Message round = Message::number(m_session.round());
    if (m_phase == Phase::ThrowOff)
        recordOutcome(say(QT_TRANSLATE_N_NOOP("knobel::Chicago",
                              "Round %1: %2 loses the throw-off and takes a beer mat (%n in all)."),
            {round, name(loser)}, m_session.penalties(loser) + 1));
    else if (m_low)
        recordOutcome(say(QT_TRANSLATE_N_NOOP("knobel::Chicago",
                              "Round %1 (low): %2 is highest with %3 and takes a beer mat (%n in all)."),
            {round, name(loser),
                say(QT_TRANSLATE_N_NOOP("knobel::Chicago", "%1 in %n throw(s)"), {Message::number(lost.sum)},
                    lost.throws)},
            m_session.penalties(loser) + 1));
    else
        recordOutcome(say(QT_TRANSLATE_N_NOOP("knobel::Chicago",
                              "Round %1: %2 is lowest with %3 and takes a beer mat (%n in all)."),
            {round, name(loser),
                say(QT_TRANSLATE_N_NOOP("knobel::Chicago", "%1 in %n throw(s)"), {Message::number(lost.sum)},
                    lost.throws)},
            m_session.penalties(loser) + 1));
    int best = -1;
    for (const auto& r : m_results)
        best = std::max(best, r->key());
    Seat winner = kNoSeat;
    for (Seat s = 0; s < seats(); ++s)
        if (m_results[std::size_t(s)]->key() == best)
            winner = winner == kNoSeat ? s : Seat(-100); // equal best: nobody wins the round alone
    if (winner < 0)
        winner = kNoSeat;
    m_lastLoser = loser;
    m_lastWinner = winner;
    m_endedDice = m_lastTurnDice;
    m_endedOwner = m_lastTurnSeat;
    m_endedResults = m_results;
    m_endedThrowOff = m_phase == Phase::ThrowOff ? m_throwOffFaces : std::vector<int>{};
    m_session.finishRound(winner, loser);
    if (m_session.isOver()) {
        m_phase = Phase::Over;
        m_throwOff.clear();
        return;
    }
    startRound();
}

bool ChicagoState::mayTakeBack(const Action& last) const
{
    // Keeping and taking back dice may be undone while the turn goes on; a stop or an ace is final.
    return (last.type == Action::Type::Hold || last.type == Action::Type::Release) && m_phase == Phase::Turn
        && m_dice.thrown();
}

Observation ChicagoState::observe(Seat viewer) const
{
    Observation view;
    view.viewer = viewer;
    view.toAct = toAct();
    view.round = m_session.round() - (m_phase == Phase::Over ? 1 : 0);
    view.throwLimit = m_limit;
    // Until the next round's first throw the last round stays on the table as it ended: the last
    // turn's dice (and a throw-off's) and every seat's result.
    const bool ended = m_endedOwner != kNoSeat
        && ((m_phase == Phase::Turn && m_turn == 0 && !m_dice.thrown()) || m_phase == Phase::Over);
    if (ended) {
        DiceGroupView tray = m_endedDice.view("tray", m_endedOwner, DieKind::Pips, false);
        tray.ended = true;
        view.dice.push_back(std::move(tray));
    } else if (m_phase == Phase::Turn) {
        DiceGroupView tray = m_dice.view("tray", current(), DieKind::Pips, false);
        tray.throwLimit = m_limit;
        view.dice.push_back(std::move(tray));
    }
    if (m_phase == Phase::ThrowOff || (ended && !m_endedThrowOff.empty())) {
        DiceGroupView off;
        off.id = "throwoff";
        off.owner = kNoSeat;
        off.ended = ended;
        for (int face : ended ? m_endedThrowOff : m_throwOffFaces)
            off.dice.push_back(DieView{face, false, false, false});
        view.dice.push_back(std::move(off));
    }
    for (Seat s = 0; s < seats(); ++s) {
        SeatView seat;
        seat.seat = s;
        seat.starter = m_phase != Phase::Over && s == m_order.front();
        seat.wins = m_session.wins(s);
        seat.penalties = m_session.penalties(s);
        if (const auto& r = (ended ? m_endedResults : m_results)[std::size_t(s)])
            seat.roundLine = say(QT_TRANSLATE_N_NOOP("knobel::Chicago", "%1 in %n throw(s)"),
                {Message::number(r->sum)}, r->throws);
        view.seats.push_back(std::move(seat));
    }
    view.setFact("throw_limit", m_limit);
    view.setFact("two_sixes_make_an_ace", m_twoSixes);
    if (m_phase == Phase::Turn && m_dice.thrown())
        view.setFact("sum", ChicagoDef::sum(m_dice.faces, m_low));
    // Hoch-tief: the round's mode for the mode panel ("open" until its first player has said it).
    if (m_highLow && m_phase != Phase::Over) {
        view.setFact("mode", std::string(!m_modeSaid ? "open" : m_low ? "low" : "high"));
        view.setFact("mode_by", m_order.front());
    }
    if (!m_throwOff.empty())
        view.setFact("throw_off", std::vector<int>(m_throwOff.begin(), m_throwOff.end()));
    if (m_lastLoser != kNoSeat)
        view.setFact("last_loser", m_lastLoser);
    return view;
}

Result ChicagoState::result() const
{
    // No chips: the booklet's loser "pays a round". The order is by beer mats, fewest first.
    std::vector<int> fewer;
    for (Seat s = 0; s < seats(); ++s)
        fewer.push_back(-m_session.penalties(s));
    Result result;
    result.standings = rankPlayers(fewer, std::vector<int>(fewer.size(), 0), false);
    for (auto& standing : result.standings)
        standing.total = m_session.penalties(standing.player);
    return result;
}

Message ChicagoState::name(Seat seat) const
{
    return Message::plain(m_names.at(std::size_t(seat)));
}

Message ChicagoState::status(Seat /*viewer*/) const
{
    switch (m_phase) {
    case Phase::Over: {
        Seat loser = 0;
        for (Seat s = 0; s < seats(); ++s)
            if (m_session.penalties(s) >= ChicagoDef::kMatsToLose)
                loser = s;
        return say(
            QT_TRANSLATE_NOOP("knobel::Chicago", "%1 has three beer mats and pays a round."), {name(loser)});
    }
    case Phase::ThrowOff:
        if (m_low)
            return say(QT_TRANSLATE_NOOP(
                "knobel::Chicago", "Equal highest in the low game: one die each decides the beer mat."));
        return say(QT_TRANSLATE_NOOP("knobel::Chicago", "Equal lowest: one die each decides the beer mat."));
    case Phase::Turn:
        break;
    }
    if (modeToChoose())
        return say(QT_TRANSLATE_NOOP("knobel::Chicago",
                       "%1 has %2 high, %3 low: say high (highest sum wins) or low (lowest sum wins)."),
            {name(current()), Message::number(ChicagoDef::sum(m_dice.faces)),
                Message::number(ChicagoDef::sum(m_dice.faces, true))});
    if (freeDie() >= 0)
        return say(QT_TRANSLATE_N_NOOP("knobel::Chicago",
                       "%1 has turned two sixes into an ace: throw again, the free die with it (%n throw(s) "
                       "left)."),
            {name(current())}, m_limit - m_dice.throwsMade);
    if (!m_dice.thrown())
        return say(
            QT_TRANSLATE_N_NOOP("knobel::Chicago", "%1: throw the dice (at most %n throw(s) this round)."),
            {name(current())}, m_limit);
    return say(QT_TRANSLATE_N_NOOP(
                   "knobel::Chicago", "%1 has %2: keep dice and throw again, or stop (%n throw(s) left)."),
        {name(current()), Message::number(ChicagoDef::sum(m_dice.faces, m_low))},
        m_limit - m_dice.throwsMade);
}

Message ChicagoState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = by >= 0 ? name(by) : Message::plain("");
    switch (action.type) {
    case Action::Type::Throw:
        // A throw still to come (a button's description) has no faces yet: no empty list in the sentence.
        if (action.faces.empty() && action.group != ChicagoDef::kThrowOffGroup) {
            if (m_phase == Phase::Turn && m_dice.thrown())
                return say(QT_TRANSLATE_NOOP("knobel::Chicago", "%1 throws again."), {who});
            return say(QT_TRANSLATE_NOOP("knobel::Chicago", "%1 throws the dice."), {who});
        }
        if (action.group == ChicagoDef::kThrowOffGroup)
            return say(QT_TRANSLATE_NOOP("knobel::Chicago", "Throw-off for the beer mat: %1."),
                {Message::plain(facesText(action.faces))});
        // A throw again is one line: what stays and what was thrown, not a line for every die kept.
        if (const auto rethrow = m_phase == Phase::Turn ? m_dice.rethrowOf(action.faces) : std::nullopt) {
            const std::vector<int>& kept = rethrow->kept;
            const std::vector<int>& thrown = rethrow->thrown;
            if (kept.empty())
                return say(QT_TRANSLATE_NOOP("knobel::Chicago", "%1 throws all the dice again: %2 (%3)."),
                    {who, Message::plain(facesText(thrown)),
                        Message::number(ChicagoDef::sum(action.faces, m_low))});
            return say(
                QT_TRANSLATE_N_NOOP("knobel::Chicago", "%1 keeps %2 and throws %n dice again: %3 (%4)."),
                {who, Message::plain(facesText(kept)), Message::plain(facesText(thrown)),
                    Message::number(ChicagoDef::sum(action.faces, m_low))},
                int(thrown.size()));
        }
        return say(QT_TRANSLATE_NOOP("knobel::Chicago", "%1 throws %2 (%3)."),
            {who, Message::plain(facesText(action.faces)),
                Message::number(ChicagoDef::sum(action.faces, m_low))});
    case Action::Type::Hold:
        return say(
            QT_TRANSLATE_NOOP("knobel::Chicago", "%1 keeps die %2."), {who, Message::number(action.die + 1)});
    case Action::Type::Release:
        return say(QT_TRANSLATE_NOOP("knobel::Chicago", "%1 takes die %2 back."),
            {who, Message::number(action.die + 1)});
    case Action::Type::Choose:
        if (action.choice == ChicagoDef::kHigh)
            return say(QT_TRANSLATE_NOOP("knobel::Chicago", "%1 says high: the highest sum wins this round."),
                {who});
        if (action.choice == ChicagoDef::kLow)
            return say(
                QT_TRANSLATE_NOOP("knobel::Chicago",
                    "%1 says low: pips count plainly, the lowest sum wins, the highest takes the beer mat."),
                {who});
        return say(QT_TRANSLATE_NOOP("knobel::Chicago",
                       "%1 turns two sixes into an ace; the other six goes with the next throw."),
            {who});
    case Action::Type::Stop:
        return say(QT_TRANSLATE_NOOP("knobel::Chicago", "%1 stops."), {who});
    default:
        break;
    }
    return say(QT_TRANSLATE_NOOP("knobel::Chicago", "%1 moves the dice."), {who});
}

} // namespace knobel
