// SPDX-License-Identifier: GPL-3.0-or-later
#include "liardice.h"

#include <QtCore/qglobal.h>

#include <algorithm>
#include <map>

#include "games/liardice/liarbot.h"
#include "games/liardice/liartable.h"
#include "kits/diceset.h"
#include "kits/hands.h"

namespace knobel {

namespace {

constexpr const char* kContext = "knobel::LiarDice";
constexpr int kAce = 6;

/// Why a deal ended, for the log and the status line.
enum Reason { NoReason, DoubtWrong, DoubtRight, FiveAces, Drawn };

HandRules rules()
{
    HandRules r;
    r.dice = DieKind::Poker;
    r.straights = true;
    return r;
}

const std::vector<int>& strengths()
{
    static const std::vector<int> s = handStrengths(rules());
    return s;
}

int strengthOf(int hand)
{
    return strengths()[std::size_t(hand)];
}

Message text(const char* english)
{
    Message m;
    m.context = kContext;
    m.text = english;
    return m;
}

Message text(const char* english, std::vector<Message> args, int n = -1)
{
    Message m = text(english);
    m.args = std::move(args);
    m.n = n;
    return m;
}

} // namespace

const char* LiarDiceDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Five poker dice each behind a screen, two at a time (up to eight take turns): announce an exact "
        "hand, bluff, or doubt.");
}

const std::vector<OptionSpec>& LiarDiceDef::options() const
{
    static const std::vector<OptionSpec> specs = {
        {"best_of", OptionType::Choice, "3", {"3", "5"}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "Best of"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "A match is won by the first to win two of three or three of five deals.")},
        {"matches", OptionType::Number, "1", {}, 1, 99, QT_TRANSLATE_NOOP("knobel::Options", "Matches"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "Matches in the session. With three or more players the winner stays and the loser "
                "goes to the end of the waiting list (chouette); a session has at least one match per "
                "player after the first, so that everyone plays.")},
    };
    return specs;
}

std::unique_ptr<State> LiarDiceDef::newState(const GameSetup& setup) const
{
    const RuleOptions options = setup.options.values().empty() ? defaultOptions() : setup.options;
    return std::make_unique<LiarDiceState>(
        int(setup.players.size()), options.number("best_of"), options.number("matches"), setup.players);
}

Action LiarDiceDef::redact(const Action& action, Seat /*by*/, Seat viewer) const
{
    if (action.group == viewer || action.group >= LiarDiceState::kDrawGroupBase)
        return action;
    Action seen = action;
    // A throw into a cup is seen by its owner only; the others see how many dice fell.
    if (action.type == Action::Type::Throw)
        std::fill(seen.faces.begin(), seen.faces.end(), 0);
    // Dice picked up from behind the screen or put back: the others see that one was, not which.
    else if (action.type == Action::Type::Hold || action.type == Action::Type::Release)
        seen.die = -1;
    return seen;
}

Message LiarDiceDef::totalText(int total) const
{
    return text(QT_TRANSLATE_N_NOOP("knobel::LiarDice", "%n match(es) won"), {}, total);
}

bool LiarDiceDef::needsPreparation(std::string_view level, const RuleOptions& /*options*/) const
{
    // With the shipped table a level is ready at once; without, its table is read or built.
    return findLiarLevel(level) != nullptr && !hasShippedLiarTable();
}

GameDef::StandIn LiarDiceDef::standIn(std::string_view /*level*/, const RuleOptions& /*options*/) const
{
    // A table that was never solved: the honest player alone (mixed in wholly).
    std::shared_ptr<const LiarSolver> unsolved = makeLiarSolver();
    return {std::make_shared<LiarBot>(std::move(unsolved), 1.0),
        text(QT_TRANSLATE_NOOP("knobel::LiarDice", "a simple honest player"))};
}

std::shared_ptr<const Bot> LiarDiceDef::makeBot(
    std::string_view level, const RuleOptions& /*options*/, const BotPreparation& preparation) const
{
    const LiarLevel* found = findLiarLevel(level);
    if (!found)
        return nullptr;
    std::shared_ptr<const LiarSolver> table = liarDiceTable(preparation);
    if (!table)
        return nullptr;
    return std::make_shared<LiarBot>(liarStrategy(*found, std::move(table)), found->mix);
}

std::size_t LiarDiceDef::maxActions(const GameSetup& setup) const
{
    // Every call is higher than the last (at most 252 a deal) and each turn throws at most twice;
    // holds and releases are not limited by the rules, so the loader's limit stays generous.
    return std::max<std::size_t>(200000, std::size_t(setup.players.size()) * 20000);
}

// ---------------------------------------------------------------------------------------------

LiarDiceState::LiarDiceState(int players, int bestOf, int matches, std::vector<std::string> names)
    : m_players(players)
    , m_bestOf(bestOf)
    // Chouette: a session shorter than one match per player after the first would leave someone
    // waiting for the whole game ("nach jeder folgenden Partie … dem nächsten Spieler auf der Warteliste").
    , m_matches(std::max(matches, players - 1))
    , m_names(std::move(names))
    , m_cup(std::size_t(players), std::array<int, 5>{})
    , m_held(std::size_t(players), std::array<bool, 5>{true, true, true, true, true})
    , m_throws(std::size_t(players), 0)
    , m_threw(std::size_t(players), 0)
    , m_drawFace(std::size_t(players), 0)
    , m_drawing(std::size_t(players), false)
    , m_orderFaces(std::size_t(players))
    , m_shown(std::size_t(players), false)
    , m_dealWins(std::size_t(players), 0)
    , m_matchWins(std::size_t(players), 0)
{
    if (m_players <= 2) {
        m_caller = 0;
        m_opponent = 1;
        startMatch();
    } else {
        m_phase = Phase::OrderDraw;
        std::fill(m_drawing.begin(), m_drawing.end(), true);
    }
}

Seat LiarDiceState::toAct() const
{
    switch (m_phase) {
    case Phase::OrderDraw:
    case Phase::CallerDraw:
    case Phase::DealThrow:
    case Phase::Reveal:
        return kChance;
    case Phase::Over:
        return kNoSeat;
    default:
        return m_toAct;
    }
}

int LiarDiceState::dueGroup() const
{
    if (m_phase == Phase::Reveal)
        return kRevealGroupBase + m_announcer;
    if (m_phase == Phase::OrderDraw || m_phase == Phase::CallerDraw) {
        for (Seat s = 0; s < m_players; ++s)
            if (m_drawing[std::size_t(s)] && m_drawFace[std::size_t(s)] == 0)
                return kDrawGroupBase + s;
        return -1;
    }
    if (m_phase == Phase::DealThrow) {
        if (m_throws[std::size_t(m_caller)] == 0)
            return m_caller;
        if (m_throws[std::size_t(m_opponent)] == 0)
            return m_opponent;
    }
    return -1;
}

bool LiarDiceState::mayThrow() const
{
    if (m_phase != Phase::Respond && m_phase != Phase::Chase)
        return false;
    if (m_throws[std::size_t(m_toAct)] >= kThrowsPerDeal)
        return false;
    // Nothing is higher than five Aces: after that call, throwing could lead to no announcement.
    return m_phase == Phase::Chase || m_call < 0 || strengthOf(m_call) < LiarSolver::kHands - 1;
}

bool LiarDiceState::mayDoubt() const
{
    return m_phase == Phase::Respond && !m_thrownThisTurn;
}

std::vector<Action> LiarDiceState::legalActions() const
{
    std::vector<Action> legal;
    if (const int group = dueGroup(); group >= 0) {
        legal.push_back(Action::throwDice(group));
        return legal;
    }
    if (m_phase == Phase::Over)
        return legal;
    const Seat me = m_toAct;
    if (mayDoubt())
        legal.push_back(Action::doubting(true));
    if (mayThrow()) {
        bool released = false;
        for (int d = 0; d < 5; ++d) {
            const bool held = m_held[std::size_t(me)][std::size_t(d)];
            released = released || !held;
            legal.push_back(held ? Action::release(d, me) : Action::hold(d, me));
        }
        if (released)
            legal.push_back(Action::throwDice(me));
    }
    if (m_phase == Phase::Chase)
        legal.push_back(Action::stop());
    if (m_phase == Phase::Call || m_phase == Phase::Respond) {
        const int floor = m_call < 0 ? -1 : strengthOf(m_call);
        for (int rank = floor + 1; rank < LiarSolver::kHands; ++rank)
            legal.push_back(Action::announce(handAtRank(rank)));
    }
    return legal;
}

int LiarDiceState::handAtRank(int rank)
{
    static const std::vector<int> order = announcementOrder(rules());
    return order[std::size_t(rank)];
}

std::optional<ThrowSpec> LiarDiceState::throwSpec(int group) const
{
    ThrowSpec spec;
    spec.group = group;
    if (m_phase == Phase::Reveal) {
        // The lifted cup: the dice nobody saw are "thrown" now, the ones the table saw stay.
        if (group != dueGroup())
            return std::nullopt;
        const auto& cup = m_cup[std::size_t(m_announcer)];
        spec.current.assign(cup.begin(), cup.end());
        for (const int face : cup)
            spec.thrown.push_back(face == 0);
        return spec;
    }
    if (group == dueGroup()) {
        const bool draw = group >= kDrawGroupBase;
        spec.current.assign(draw ? 1 : 5, 0);
        spec.thrown.assign(draw ? 1 : 5, true);
        return spec;
    }
    if (group != m_toAct || !mayThrow())
        return std::nullopt;
    const auto& cup = m_cup[std::size_t(group)];
    const auto& held = m_held[std::size_t(group)];
    spec.current.assign(cup.begin(), cup.end());
    bool any = false;
    for (int d = 0; d < 5; ++d) {
        spec.thrown.push_back(!held[std::size_t(d)]);
        any = any || !held[std::size_t(d)];
    }
    if (!any)
        return std::nullopt;
    return spec;
}

bool LiarDiceState::fiveAces(Seat seat) const
{
    return std::all_of(
        m_cup[std::size_t(seat)].begin(), m_cup[std::size_t(seat)].end(), [](int f) { return f == kAce; });
}

void LiarDiceState::startMatch()
{
    m_phase = Phase::CallerDraw;
    std::fill(m_drawFace.begin(), m_drawFace.end(), 0);
    std::fill(m_drawing.begin(), m_drawing.end(), false);
    m_drawing[std::size_t(m_caller)] = m_drawing[std::size_t(m_opponent)] = true;
    std::fill(m_dealWins.begin(), m_dealWins.end(), 0);
}

void LiarDiceState::startDeal()
{
    for (Seat s : {m_caller, m_opponent}) {
        m_cup[std::size_t(s)] = {};
        m_held[std::size_t(s)] = {true, true, true, true, true};
        m_throws[std::size_t(s)] = 0;
        m_threw[std::size_t(s)] = 0;
    }
    std::fill(m_shown.begin(), m_shown.end(), false);
    m_call = -1;
    m_previousCall = -1;
    m_announcer = -1;
    m_thrownThisTurn = false;
    m_fiveAces = -1;
    m_phase = Phase::DealThrow;
}

void LiarDiceState::startTurn(Seat seat)
{
    m_toAct = seat;
    m_held[std::size_t(seat)] = {true, true, true, true, true};
    m_threw[std::size_t(seat)] = 0;
    m_thrownThisTurn = false;
}

void LiarDiceState::endDeal(Seat winner, int reason)
{
    ++m_deals;
    m_lastWinner = winner;
    m_lastReason = reason;
    if (reason == FiveAces) { // the five Aces decided
        m_lastShown = m_cup[std::size_t(winner)];
        m_lastShownSeat = winner;
    }
    m_lastCall = m_call;
    m_endedCups.assign(std::size_t(m_players), std::array<int, 5>{});
    m_endedShown = m_shown;
    m_endedThrows = m_throws;
    for (Seat s : {m_caller, m_opponent})
        m_endedCups[std::size_t(s)] = m_cup[std::size_t(s)];
    m_endedAnnouncer = m_announcer;
    recordOutcome(dealOutcome(winner, reason));
    if (winner < 0) { // drawn: the deal is played again, the same caller calling
        startDeal();
        return;
    }
    ++m_dealWins[std::size_t(winner)];
    const Seat loser = other(winner);
    if (m_dealWins[std::size_t(winner)] * 2 > m_bestOf) {
        recordOutcome(
            text(QT_TRANSLATE_NOOP("knobel::LiarDice", "%1 wins the match against %2, %3 deals to %4."),
                {name(winner), name(loser), Message::number(m_dealWins[std::size_t(winner)]),
                    Message::number(m_dealWins[std::size_t(loser)])}));
        ++m_matchWins[std::size_t(winner)];
        ++m_matchesPlayed;
        m_lastMatchWinner = winner;
        if (m_matchesPlayed >= m_matches) {
            m_phase = Phase::Over;
            m_toAct = kNoSeat;
            return;
        }
        if (!m_waiting.empty()) { // chouette: the winner stays, the loser waits at the end
            m_waiting.push_back(loser);
            m_opponent = m_waiting.front();
            m_waiting.pop_front();
            m_caller = winner;
        }
        startMatch();
        return;
    }
    // The winner of a deal calls the next.
    m_caller = winner;
    m_opponent = loser;
    startDeal();
}

Message LiarDiceState::dealOutcome(Seat winner, int reason) const
{
    // Only what the table sees now: the cup that was lifted (a doubt, five Aces), never the other.
    const Message deal = Message::number(m_deals);
    switch (reason) {
    case DoubtWrong:
    case DoubtRight: {
        const Seat shown = m_announcer;
        const auto& cup = m_cup[std::size_t(shown)];
        const Message had = handText(exactHandIndex(cup));
        return reason == DoubtWrong
            ? text(QT_TRANSLATE_NOOP("knobel::LiarDice",
                       "Deal %1: %2 had %3; the announcement, %4, holds. %2 wins the deal, %5 loses it."),
                {deal, name(shown), had, handText(m_call), name(other(shown))})
            : text(QT_TRANSLATE_NOOP("knobel::LiarDice",
                       "Deal %1: %2 had %3; the announcement, %4, does not hold. %5 wins the deal, %2 loses "
                       "it."),
                {deal, name(shown), had, handText(m_call), name(other(shown))});
    }
    case FiveAces:
        return text(QT_TRANSLATE_NOOP("knobel::LiarDice", "Deal %1: %2 wins the deal with five Aces."),
            {deal, name(winner)});
    case Drawn:
        return text(QT_TRANSLATE_NOOP("knobel::LiarDice",
                        "Deal %1: both show five Aces; the deal is drawn and played again."),
            {deal});
    default:
        return text(
            QT_TRANSLATE_NOOP("knobel::LiarDice", "Deal %1: %2 wins the deal."), {deal, name(winner)});
    }
}

Problem LiarDiceState::applyChanceThrow(const Action& action)
{
    const int group = dueGroup();
    if (action.group != group)
        return std::string("this throw is not due now");
    if (m_phase == Phase::Reveal)
        return applyReveal(action);
    const bool draw = group >= kDrawGroupBase;
    if (action.faces.size() != (draw ? 1u : 5u))
        return std::string("a throw needs a face for every die");
    for (int f : action.faces)
        if ((f < 1 && (draw || f != 0)) || f > 6) // 0: a real cup's face nobody typed
            return std::string("a die shows a face from 1 to 6");
    if (draw) {
        const Seat s = group - kDrawGroupBase;
        m_drawFace[std::size_t(s)] = action.faces[0];
        if (dueGroup() >= 0)
            return std::nullopt;
        if (m_phase == Phase::OrderDraw) {
            for (Seat t = 0; t < m_players; ++t)
                if (m_drawing[std::size_t(t)])
                    m_orderFaces[std::size_t(t)].push_back(m_drawFace[std::size_t(t)]);
            // Seats with the same faces so far throw again among themselves.
            std::fill(m_drawing.begin(), m_drawing.end(), false);
            std::fill(m_drawFace.begin(), m_drawFace.end(), 0);
            bool tie = false;
            for (Seat a = 0; a < m_players; ++a)
                for (Seat b = 0; b < m_players; ++b)
                    if (a != b && m_orderFaces[std::size_t(a)] == m_orderFaces[std::size_t(b)]) {
                        m_drawing[std::size_t(a)] = true;
                        tie = true;
                    }
            if (tie)
                return std::nullopt;
            std::vector<Seat> order(static_cast<std::size_t>(m_players));
            for (Seat t = 0; t < m_players; ++t)
                order[std::size_t(t)] = t;
            std::stable_sort(order.begin(), order.end(), [this](Seat a, Seat b) {
                return m_orderFaces[std::size_t(a)] > m_orderFaces[std::size_t(b)];
            });
            m_caller = order[0];
            m_opponent = order[1];
            m_waiting.assign(order.begin() + 2, order.end());
            startMatch();
            return std::nullopt;
        }
        // The caller draw: the higher die calls; equal dice are thrown again.
        const int a = m_drawFace[std::size_t(m_caller)], b = m_drawFace[std::size_t(m_opponent)];
        if (a == b) {
            m_drawFace[std::size_t(m_caller)] = m_drawFace[std::size_t(m_opponent)] = 0;
            return std::nullopt;
        }
        if (b > a)
            std::swap(m_caller, m_opponent);
        startDeal();
        return std::nullopt;
    }
    std::copy(action.faces.begin(), action.faces.end(), m_cup[std::size_t(group)].begin());
    m_throws[std::size_t(group)] = 1;
    if (dueGroup() >= 0)
        return std::nullopt;
    // Both cups thrown: five Aces are shown at once.
    const bool callerAces = fiveAces(m_caller), otherAces = fiveAces(m_opponent);
    if (callerAces && otherAces) {
        m_shown[std::size_t(m_caller)] = m_shown[std::size_t(m_opponent)] = true;
        endDeal(-1, Drawn);
        return std::nullopt;
    }
    if (callerAces || otherAces) {
        const Seat shower = callerAces ? m_caller : m_opponent;
        m_shown[std::size_t(shower)] = true;
        m_fiveAces = shower;
        m_phase = Phase::Chase;
        startTurn(other(shower));
        return std::nullopt;
    }
    m_phase = Phase::Call;
    startTurn(m_caller);
    return std::nullopt;
}

void LiarDiceState::decideDoubt(Seat doubter)
{
    const Seat announcer = m_announcer;
    const auto& cup = m_cup[std::size_t(announcer)];
    const bool holds = atLeast(cup, exactHands()[std::size_t(m_call)], rules());
    m_lastShown = cup;
    m_lastShownSeat = announcer;
    endDeal(holds ? announcer : doubter, holds ? DoubtWrong : DoubtRight);
}

Problem LiarDiceState::applyReveal(const Action& action)
{
    if (action.group != dueGroup())
        return std::string("the doubted cup is lifted now");
    if (Problem problem = liftCup(m_cup[std::size_t(m_announcer)], action.faces))
        return problem;
    const Seat doubter = m_doubter;
    m_doubter = -1;
    decideDoubt(doubter); // a lie is lost, as with drawn dice
    return std::nullopt;
}

Problem LiarDiceState::applyThrow(const Action& action)
{
    const Seat me = m_toAct;
    if (action.group != me)
        return std::string("a player throws only the dice of his own cup");
    const std::optional<ThrowSpec> spec = throwSpec(me);
    if (!spec)
        return std::string(m_throws[std::size_t(me)] >= kThrowsPerDeal
                ? "three throws a deal are used up"
                : (mayThrow() ? "pick up at least one die to throw" : "no throw is allowed now"));
    if (action.faces.size() != 5)
        return std::string("a throw needs a face for every die");
    int thrown = 0;
    for (int d = 0; d < 5; ++d) {
        const int f = action.faces[std::size_t(d)];
        if (f < 0 || f > 6) // 0: a real cup's face nobody typed
            return std::string("a die shows a face from 1 to 6");
        // A die nobody saw may be named now (a real cup's five Aces), a seen one keeps its face.
        const int before = spec->current[std::size_t(d)];
        if (!spec->thrown[std::size_t(d)] && f != before && before != 0)
            return std::string("a die that stays under the cup keeps its face");
        thrown += spec->thrown[std::size_t(d)];
    }
    std::copy(action.faces.begin(), action.faces.end(), m_cup[std::size_t(me)].begin());
    m_held[std::size_t(me)] = {true, true, true, true, true};
    ++m_throws[std::size_t(me)];
    m_threw[std::size_t(me)] += thrown;
    m_thrownThisTurn = true;
    if (m_phase == Phase::Chase) {
        if (fiveAces(me)) {
            m_shown[std::size_t(me)] = true;
            endDeal(-1, Drawn);
        } else if (m_throws[std::size_t(me)] >= kThrowsPerDeal)
            endDeal(m_fiveAces, FiveAces);
        return std::nullopt;
    }
    if (fiveAces(me)) {
        m_shown[std::size_t(me)] = true;
        m_fiveAces = me;
        m_phase = Phase::Chase;
        const Seat chaser = other(me);
        startTurn(chaser);
        if (m_throws[std::size_t(chaser)] >= kThrowsPerDeal)
            endDeal(me, FiveAces);
    }
    return std::nullopt;
}

Problem LiarDiceState::apply(const Action& action)
{
    if (m_phase == Phase::Over)
        return std::string("the game is over");
    if (toAct() == kChance) {
        if (action.type != Action::Type::Throw)
            return std::string("the dice are not thrown yet");
        return applyChanceThrow(action);
    }
    const Seat me = m_toAct;
    switch (action.type) {
    case Action::Type::Throw:
        return applyThrow(action);
    case Action::Type::Hold:
    case Action::Type::Release: {
        if (action.group != me)
            return std::string("a player picks up only the dice of his own cup");
        if (!mayThrow())
            return std::string(m_phase == Phase::Call ? "the first call comes before any throw"
                                                      : "no throw is left to pick dice up for");
        if (action.die < 0 || action.die > 4)
            return std::string("there is no such die");
        bool& held = m_held[std::size_t(me)][std::size_t(action.die)];
        const bool hold = action.type == Action::Type::Hold;
        if (held == hold)
            return std::string(
                hold ? "that die stays under the cup already" : "that die is picked up already");
        held = hold;
        return std::nullopt;
    }
    case Action::Type::Announce: {
        if (m_phase != Phase::Call && m_phase != Phase::Respond)
            return std::string("no announcement is due now");
        if (action.hand < 0 || action.hand >= LiarSolver::kHands)
            return std::string("there is no such hand");
        if (m_call >= 0 && strengthOf(action.hand) <= strengthOf(m_call))
            return std::string("an announcement must be higher than the last one");
        m_previousCall = m_call;
        m_call = action.hand;
        m_announcer = me;
        m_phase = Phase::Respond;
        startTurn(other(me));
        return std::nullopt;
    }
    case Action::Type::Doubt: {
        if (!action.doubt)
            return std::string("to accept, throw again or announce a higher hand");
        if (m_phase != Phase::Respond)
            return std::string("there is no announcement to doubt");
        if (m_thrownThisTurn)
            return std::string("after throwing a player must announce; he may no longer doubt");
        const auto& cup = m_cup[std::size_t(m_announcer)];
        m_shown[std::size_t(m_announcer)] = true;
        if (std::find(cup.begin(), cup.end(), 0) != cup.end()) {
            // Real dice: the cup's faces were never typed; its owner lifts it and types them.
            m_phase = Phase::Reveal;
            m_doubter = me;
            return std::nullopt;
        }
        decideDoubt(me);
        return std::nullopt;
    }
    case Action::Type::Stop:
        if (m_phase != Phase::Chase)
            return std::string("nothing to give up now");
        endDeal(m_fiveAces, FiveAces);
        return std::nullopt;
    default:
        return std::string("Liar Dice has no such move");
    }
}

Observation LiarDiceState::observe(Seat viewer) const
{
    Observation o;
    o.viewer = viewer;
    o.toAct = toAct();
    o.round = m_deals + (m_phase == Phase::Over ? 0 : 1); // at the end the last deal, not one past it
    o.throwLimit = kThrowsPerDeal;
    const bool playing = m_phase != Phase::OrderDraw;
    // Until the next deal's first throw the last deal's cups stay as they ended: the lifted cup open
    // with the announcement beside it, the other closed to all but its owner.
    const bool ended = !m_endedCups.empty() && (m_phase == Phase::CallerDraw || m_phase == Phase::DealThrow)
        && std::all_of(m_throws.begin(), m_throws.end(), [](int t) { return t == 0; });
    for (Seat s = 0; s < m_players; ++s) {
        DiceGroupView cup;
        cup.id = "cup";
        cup.owner = s;
        cup.kind = DieKind::Poker;
        cup.ended = ended;
        cup.throwsMade = (ended ? m_endedThrows : m_throws)[std::size_t(s)];
        cup.throwLimit = kThrowsPerDeal;
        const bool visible = viewer == s || (ended ? m_endedShown : m_shown)[std::size_t(s)];
        for (int d = 0; d < 5; ++d) {
            DieView die;
            const int face = (ended ? m_endedCups : m_cup)[std::size_t(s)][std::size_t(d)];
            const bool thrown = cup.throwsMade > 0;
            die.face = visible ? face : 0;
            // Hidden from this viewer, or a real cup whose faces nobody typed (closed to its owner too).
            die.hidden = thrown && die.face == 0;
            die.held = !ended && viewer == s && m_held[std::size_t(s)][std::size_t(d)];
            cup.dice.push_back(die);
        }
        o.dice.push_back(cup);
    }
    // The draw dice only while the draw is on: after it they leave the table.
    for (Seat s = 0; s < m_players && (m_phase == Phase::OrderDraw || m_phase == Phase::CallerDraw); ++s) {
        DiceGroupView draw;
        draw.id = "draw";
        draw.draw = true;
        draw.owner = s;
        draw.kind = DieKind::Poker;
        draw.dice.push_back(DieView{m_drawFace[std::size_t(s)]});
        o.dice.push_back(draw);
    }
    for (Seat s = 0; s < m_players; ++s) {
        SeatView v;
        v.seat = s;
        v.wins = m_matchWins[std::size_t(s)];
        v.starter = playing && s == m_caller;
        v.out = !playing || (s != m_caller && s != m_opponent);
        v.announcement = ended ? (s == m_endedAnnouncer ? m_lastCall : -1) : (s == m_announcer ? m_call : -1);
        v.roundLine = text(QT_TRANSLATE_NOOP("knobel::LiarDice", "Deals won in this match: %1"),
            {Message::number(m_dealWins[std::size_t(s)])});
        o.seats.push_back(v);
    }
    static constexpr const char* kPhases[]
        = {"order_draw", "caller_draw", "deal_throw", "call", "respond", "chase", "over", "reveal"};
    o.setFact("phase", std::string(kPhases[int(m_phase)]));
    o.setFact("caller", m_caller);
    o.setFact("opponent", m_opponent);
    o.setFact("call", m_call);
    o.setFact("previous_call", m_previousCall);
    o.setFact("announcer", m_announcer);
    o.setFact("thrown_this_turn", m_thrownThisTurn);
    o.setFact("five_aces", m_fiveAces);
    o.setFact("threw", m_threw);
    o.setFact("deal_wins", m_dealWins);
    o.setFact("best_of", m_bestOf);
    o.setFact("deals", m_deals);
    o.setFact("last_winner", m_lastWinner);
    o.setFact("last_call", m_lastCall);
    // Why the last deal ended: the announcer held his call, the doubter was right, five Aces, drawn.
    static constexpr const char* kReasons[] = {"", "call_held", "call_failed", "five_aces", "drawn"};
    o.setFact("last_reason", std::string(kReasons[m_lastReason]));
    if (m_lastShownSeat >= 0) {
        o.setFact("last_shown_seat", m_lastShownSeat);
        o.setFact("last_shown", std::vector<int>(m_lastShown.begin(), m_lastShown.end()));
    }
    return o;
}

Result LiarDiceState::result() const
{
    std::vector<int> totals(m_matchWins.begin(), m_matchWins.end()), balances(std::size_t(m_players), 0);
    Result r;
    r.standings = rankPlayers(totals, balances, false);
    return r;
}

Message LiarDiceState::name(Seat seat) const
{
    if (seat >= 0 && std::size_t(seat) < m_names.size() && !m_names[std::size_t(seat)].empty())
        return Message::plain(m_names[std::size_t(seat)]);
    return Message::plain(std::to_string(seat + 1));
}

Message LiarDiceState::handText(int hand) const
{
    const HandPhrase phrase = describeHand(exactHands()[std::size_t(hand)], rules());
    Message m;
    m.context = phrase.context;
    m.text = phrase.text;
    for (std::size_t i = 0; i < phrase.faces.size(); ++i) {
        const HandText face = faceName(phrase.faces[i], DieKind::Poker, phrase.forms[i]);
        Message arg;
        arg.context = face.context;
        arg.text = face.text;
        m.args.push_back(arg);
    }
    return m;
}

Message LiarDiceState::status(Seat viewer) const
{
    switch (m_phase) {
    case Phase::OrderDraw:
        return text(QT_TRANSLATE_NOOP("knobel::LiarDice", "Everyone throws one die for the order."));
    case Phase::CallerDraw:
        return text(QT_TRANSLATE_NOOP("knobel::LiarDice", "%1 and %2 throw one die each: the higher calls."),
            {name(m_caller), name(m_opponent)});
    case Phase::DealThrow:
        return text(QT_TRANSLATE_NOOP("knobel::LiarDice", "Both throw their five dice behind the screen."));
    case Phase::Call:
        return text(
            QT_TRANSLATE_NOOP("knobel::LiarDice", "%1 calls: announce an exact hand."), {name(m_toAct)});
    case Phase::Respond:
        if (m_thrownThisTurn)
            return text(QT_TRANSLATE_NOOP("knobel::LiarDice", "%1 threw: announce a hand higher than %2."),
                {name(m_toAct), handText(m_call)});
        return text(QT_TRANSLATE_NOOP(
                        "knobel::LiarDice", "%1 to answer %2: doubt, or throw again and announce higher."),
            {name(m_toAct), handText(m_call)});
    case Phase::Chase:
        return text(
            QT_TRANSLATE_NOOP("knobel::LiarDice", "%1 shows five Aces: %2 may try to throw them too."),
            {name(m_fiveAces), name(m_toAct)});
    case Phase::Reveal:
        return text(QT_TRANSLATE_NOOP("knobel::LiarDice", "%1 doubts: %2, lift your cup."),
            {name(m_doubter), name(m_announcer)});
    case Phase::Over:
        break;
    }
    (void)viewer;
    return text(QT_TRANSLATE_NOOP("knobel::LiarDice", "%1 wins the game."), {name(m_lastMatchWinner)});
}

Message LiarDiceState::describe(const Action& action, Seat by, Seat viewer) const
{
    switch (action.type) {
    case Action::Type::Throw: {
        if (action.group >= kRevealGroupBase && exactHandIndex(action.faces) >= 0)
            return text(QT_TRANSLATE_NOOP("knobel::LiarDice", "%1 lifts the cup: %2."),
                {name(action.group - kRevealGroupBase), handText(exactHandIndex(action.faces))});
        if (action.group >= kDrawGroupBase && action.group < kRevealGroupBase && !action.faces.empty()) {
            const HandText face = faceName(action.faces[0], DieKind::Poker, FaceForm::WithArticle);
            Message f;
            f.context = face.context;
            f.text = face.text;
            return text(QT_TRANSLATE_NOOP("knobel::LiarDice", "%1 draws %2."),
                {name(action.group - kDrawGroupBase), f});
        }
        if (by == kChance)
            return text(QT_TRANSLATE_NOOP("knobel::LiarDice", "%1 throws five dice behind the screen."),
                {name(action.group)});
        // One line for the throw and the dice picked up before it; how many is seen by all, the faces
        // by the owner of the cup only.
        int picked = 0;
        if (action.group >= 0 && action.group < int(m_held.size()))
            for (const bool held : m_held[std::size_t(action.group)])
                picked += held ? 0 : 1;
        if (const int hand = exactHandIndex(action.faces); viewer == action.group && hand >= 0)
            return text(QT_TRANSLATE_N_NOOP("knobel::LiarDice", "%1 throws %n dice again: %2."),
                {name(action.group), handText(hand)}, picked);
        return text(QT_TRANSLATE_N_NOOP("knobel::LiarDice", "%1 throws %n dice again."), {name(action.group)},
            picked);
    }
    case Action::Type::Announce:
        return text(
            QT_TRANSLATE_NOOP("knobel::LiarDice", "%1 announces %2."), {name(by), handText(action.hand)});
    case Action::Type::Doubt:
        return text(QT_TRANSLATE_NOOP("knobel::LiarDice", "%1 doubts and lifts the screen."), {name(by)});
    case Action::Type::Stop:
        return text(QT_TRANSLATE_NOOP("knobel::LiarDice", "%1 stops chasing five Aces."), {name(by)});
    case Action::Type::Hold:
        // Which die only to its owner (the others are told none: GameDef::redact).
        if (viewer == action.group && action.die >= 0)
            return text(QT_TRANSLATE_NOOP("knobel::LiarDice", "%1 puts die %2 back under the cup."),
                {name(by), Message::number(action.die + 1)});
        return text(QT_TRANSLATE_NOOP("knobel::LiarDice", "%1 keeps a die under the cup."), {name(by)});
    case Action::Type::Release:
        if (viewer == action.group && action.die >= 0)
            return text(QT_TRANSLATE_NOOP("knobel::LiarDice", "%1 picks up die %2."),
                {name(by), Message::number(action.die + 1)});
        return text(QT_TRANSLATE_NOOP("knobel::LiarDice", "%1 picks up a die."), {name(by)});
    default:
        return Message::plain("");
    }
}

bool LiarDiceState::mayTakeBack(const Action& last) const
{
    // Picking dice up or putting them back, before the throw; never an announcement or a doubt.
    return last.type == Action::Type::Hold || last.type == Action::Type::Release;
}

} // namespace knobel
