// SPDX-License-Identifier: GPL-3.0-or-later
#include "pokerdice.h"

#include <QtCore/qglobal.h>

#include <algorithm>

#include "pokerdicebots.h"
#include "pokerdicerules.h"
#include "pokerdicesolver.h"

namespace knobel {

namespace {

constexpr int kDice = 5;
constexpr int kThrows = 3;
constexpr int kWinsToEnd = 5; ///< Eskalero-Start-Poker: "sobald ein Spieler fünf Siege erreicht hat"
constexpr const char* kContext = "knobel::PokerDice";

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

Message handMessage(const std::vector<int>& faces, const HandRules& rules)
{
    const HandPhrase phrase = describeHand(faces, rules);
    Message m;
    m.context = phrase.context;
    m.text = phrase.text;
    for (std::size_t i = 0; i < phrase.faces.size(); ++i) {
        const HandText face = faceName(phrase.faces[i], rules.dice, phrase.forms[i]);
        Message arg;
        arg.context = face.context;
        arg.text = face.text;
        m.args.push_back(arg);
    }
    return m;
}

// ---- The definition ----

const char* PokerDiceDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Poker hands with five dice in the open, three throws each: two players bet between the "
        "throws; three or more play for round wins.");
}

const std::vector<OptionSpec>& PokerDiceDef::options() const
{
    return pokerdice::options();
}

Problem PokerDiceDef::checkSetup(const GameSetup& setup) const
{
    if (auto problem = pokerdice::checkOptions(setup.options))
        return problem;
    return std::nullopt;
}

std::unique_ptr<State> PokerDiceDef::newState(const GameSetup& setup) const
{
    return std::make_unique<PokerDiceState>(setup);
}

bool PokerDiceDef::needsPreparation(std::string_view level, const RuleOptions& options) const
{
    return pokerdice::botNeedsPreparation(level, options);
}

std::shared_ptr<const Bot> PokerDiceDef::makeBot(
    std::string_view level, const RuleOptions& options, const BotPreparation& preparation) const
{
    return pokerdice::makeBot(level, options, preparation);
}

std::size_t PokerDiceDef::maxActions(const GameSetup& setup) const
{
    // Holding and releasing is unbounded in principle; this leaves room for very slow players.
    const std::size_t seats = std::max<std::size_t>(2, setup.players.size());
    const std::size_t rounds
        = seats == 2 ? std::size_t(std::max(1, setup.options.number("deals"))) : seats * (kWinsToEnd - 1) + 1;
    return std::min<std::size_t>(200000, rounds * seats * 400);
}

std::optional<Solution> PokerDiceDef::solve(const RuleOptions& options, std::string& problem) const
{
    if (auto wrong = pokerdice::checkOptions(options)) {
        problem = *wrong;
        return std::nullopt;
    }
    pokerdice::PokerDiceSolver solver(pokerdice::solverRules(options));
    solver.solve();
    return Solution{solver.value(), std::uint64_t(solver.stateCount()), {}};
}

const GameDef& pokerDiceGame()
{
    static const PokerDiceDef game;
    return game;
}

// ---- The state ----

PokerDiceState::PokerDiceState(const GameSetup& setup)
    : m_players(setup.players)
    , m_hands(pokerdice::handRules(setup.options))
    , m_minStake(setup.options.number("min_stake"))
    , m_maxStake(setup.options.number("max_stake"))
    , m_prize(setup.options.number("prize"))
    , m_betBeforeSecond(setup.options.flag("bet_before_second_player"))
{
    const int n = int(m_players.size());
    m_dice.assign(std::size_t(n), DiceSet(kDice));
    m_stopped.assign(std::size_t(n), false);
    m_ledger = Ledger(n);
    SessionRules rules;
    rules.starter = SessionRules::Starter::Clockwise;
    if (n == 2) {
        rules.end = SessionRules::End::Rounds;
        rules.target = std::max(1, setup.options.number("deals"));
    } else {
        rules.end = SessionRules::End::Wins;
        rules.target = kWinsToEnd;
    }
    m_session = Session(n, rules, 0);
    startDeal();
}

std::vector<Seat> PokerDiceState::order() const
{
    return m_session.order();
}

void PokerDiceState::startDeal()
{
    for (DiceSet& d : m_dice)
        d.reset(kDice);
    std::fill(m_stopped.begin(), m_stopped.end(), false);
    m_turn = 0;
    if (!betting())
        return;
    const Seat first = starter(), second = 1 - first;
    // "Vor dem ersten Wurf setzen beide Spieler einen Grundeinsatz (Ante) in Höhe des Minimums."
    m_ledger.put(first, m_minStake);
    m_ledger.put(second, m_minStake);
    using K = Step::Kind;
    m_steps.clear();
    for (Seat seat : {first, second}) {
        if (seat == second && m_betBeforeSecond)
            m_steps.push_back({K::Round, second, 0});
        m_steps.push_back({K::Throw, seat, 1});
        for (int t = 2; t <= kThrows; ++t) {
            m_steps.push_back({K::Round, seat, 0});
            m_steps.push_back({K::Throw, seat, t});
        }
    }
    m_steps.push_back({K::Showdown, first, 0});
    m_step = 0;
    enterStep();
}

void PokerDiceState::enterStep()
{
    while (true) {
        const Step& step = m_steps[std::size_t(m_step)];
        switch (step.kind) {
        case Step::Kind::Throw:
            // A seat that stopped skips its throws; the rounds still come.
            if (step.throwNumber > 1 && m_stopped[std::size_t(step.seat)]) {
                ++m_step;
                continue;
            }
            return;
        case Step::Kind::Round:
            m_round = BettingRound({step.seat, 1 - step.seat}, BettingLimits{m_minStake, m_maxStake, 1});
            m_roundMoves.clear();
            return;
        case Step::Kind::Showdown: {
            const Seat a = starter(), b = 1 - a;
            const int c = compareHands(m_dice[std::size_t(a)].faces, m_dice[std::size_t(b)].faces, m_hands);
            finishDeal(c > 0 ? a : c < 0 ? b : kNoSeat);
            return;
        }
        }
    }
}

void PokerDiceState::finishDeal(Seat winner, Seat folded)
{
    // What the table hears, from the pot and the hands as they lie now, before the next deal clears them.
    const Message deal = Message::number(round());
    const int pot = m_ledger.pot();
    if (folded != kNoSeat)
        recordOutcome(
            say(QT_TRANSLATE_N_NOOP("knobel::PokerDice", "Deal %1: %2 folds; %3 wins the pot of %n chip(s)."),
                {deal, name(folded), name(winner)}, pot));
    else if (winner == kNoSeat)
        recordOutcome(
            say(QT_TRANSLATE_NOOP("knobel::PokerDice", "Deal %1: a draw with %2; each takes back the stake."),
                {deal, handMessage(m_dice[std::size_t(starter())].faces, m_hands)}));
    else
        recordOutcome(say(QT_TRANSLATE_N_NOOP("knobel::PokerDice",
                              "Deal %1: %2 wins the pot of %n chip(s) with %3 against %4."),
            {deal, name(winner), handMessage(m_dice[std::size_t(winner)].faces, m_hands),
                handMessage(m_dice[std::size_t(1 - winner)].faces, m_hands)},
            pot));
    // "Wer die höhere Kombination vorweisen kann, gewinnt"; equal hands: a draw, each takes back his stake.
    if (winner == kNoSeat)
        m_ledger.refund();
    else
        m_ledger.award({winner});
    m_lastWinner = winner;
    m_lastHands.clear();
    for (const DiceSet& d : m_dice)
        m_lastHands.push_back(d.faces);
    m_session.finishRound(winner, kNoSeat);
    if (m_session.isOver())
        m_over = true;
    else
        startDeal();
}

void PokerDiceState::finishRound()
{
    // The best hand wins the round; equal best hands: nobody wins it.
    Seat best = kNoSeat;
    bool shared = false;
    for (Seat s = 0; s < seats(); ++s) {
        if (best == kNoSeat) {
            best = s;
            continue;
        }
        const int c = compareHands(m_dice[std::size_t(s)].faces, m_dice[std::size_t(best)].faces, m_hands);
        if (c > 0) {
            best = s;
            shared = false;
        } else if (c == 0) {
            shared = true;
        }
    }
    const Seat winner = shared ? kNoSeat : best;
    if (winner == kNoSeat)
        recordOutcome(say(
            QT_TRANSLATE_NOOP("knobel::PokerDice", "Round %1: nobody wins; the best hand, %2, is shared."),
            {Message::number(round()), handMessage(m_dice[std::size_t(best)].faces, m_hands)}));
    else
        recordOutcome(say(
            QT_TRANSLATE_N_NOOP("knobel::PokerDice", "Round %1: %2 wins with %3 (%n round win(s))."),
            {Message::number(round()), name(winner), handMessage(m_dice[std::size_t(winner)].faces, m_hands)},
            m_session.wins(winner) + 1));
    m_lastWinner = winner;
    m_lastHands.clear();
    for (const DiceSet& d : m_dice)
        m_lastHands.push_back(d.faces);
    m_session.finishRound(winner, kNoSeat);
    if (!m_session.isOver()) {
        startDeal();
        return;
    }
    // The winner receives the prize and the difference of the rounds won from each other player.
    Seat champion = 0;
    for (Seat s = 0; s < seats(); ++s)
        if (m_session.wins(s) > m_session.wins(champion))
            champion = s;
    for (Seat s = 0; s < seats(); ++s)
        if (s != champion)
            m_ledger.pay(s, champion, m_prize + m_session.wins(champion) - m_session.wins(s));
    m_over = true;
}

int PokerDiceState::throwLimit(Seat seat) const
{
    if (betting() || seat == starter())
        return kThrows;
    // "wenn der erste Spieler sein Spiel nach einem bzw. zwei Würfen beendet, [dürfen] die übrigen
    // Spieler auch nur ein bzw. zweimal würfeln"
    return m_dice[std::size_t(starter())].throwsMade;
}

Seat PokerDiceState::thrower() const
{
    if (m_over)
        return kNoSeat;
    if (betting()) {
        const Step& step = m_steps[std::size_t(m_step)];
        return step.kind == Step::Kind::Throw ? step.seat : kNoSeat;
    }
    return order()[std::size_t(m_turn)];
}

Seat PokerDiceState::toAct() const
{
    if (m_over)
        return kNoSeat;
    if (betting() && m_steps[std::size_t(m_step)].kind == Step::Kind::Round)
        return m_round.toAct();
    return thrower();
}

std::vector<Action> PokerDiceState::legalActions() const
{
    std::vector<Action> actions;
    if (m_over)
        return actions;
    const Seat seat = thrower();
    if (seat == kNoSeat)
        return m_round.legal();
    const DiceSet& d = m_dice[std::size_t(seat)];
    if (!d.thrown())
        return {Action::throwDice(seat)};
    for (int die = 0; die < d.count(); ++die)
        actions.push_back(d.held[std::size_t(die)] ? Action::release(die, seat) : Action::hold(die, seat));
    if (!d.allHeld())
        actions.push_back(Action::throwDice(seat));
    actions.push_back(Action::stop());
    return actions;
}

std::optional<ThrowSpec> PokerDiceState::throwSpec(int group) const
{
    const Seat seat = thrower();
    if (seat == kNoSeat || group != seat)
        return std::nullopt;
    const DiceSet& d = m_dice[std::size_t(seat)];
    if (d.thrown() && d.allHeld())
        return std::nullopt;
    return d.throwSpec(group);
}

Problem PokerDiceState::apply(const Action& action)
{
    if (m_over)
        return std::string("the game is over");
    const Seat seat = thrower();
    if (seat == kNoSeat) {
        if (action.type != Action::Type::Bet)
            return std::string("it is a betting round: check, bet, call, raise or fold");
        const Seat bettor = m_round.toAct();
        int chips = 0;
        if (auto problem = m_round.apply(bettor, action, chips))
            return problem;
        m_ledger.put(bettor, chips);
        using K = pokerdice::BetMove::Kind;
        switch (action.bet) {
        case BetKind::Check:
            m_roundMoves.push_back({K::Check, 0});
            break;
        case BetKind::Bet:
            m_roundMoves.push_back({K::Bet, action.amount});
            break;
        case BetKind::Raise:
            m_roundMoves.push_back({K::Raise, action.amount});
            break;
        case BetKind::Call:
            m_roundMoves.push_back({K::Call, 0});
            break;
        case BetKind::Fold:
            m_roundMoves.push_back({K::Fold, 0});
            break;
        }
        if (action.bet == BetKind::Fold) {
            // "oder aussteigen (Fold) und das Spiel verloren geben"
            finishDeal(1 - bettor, bettor);
            return std::nullopt;
        }
        if (m_round.isClosed()) {
            ++m_step;
            enterStep();
        }
        return std::nullopt;
    }
    return applyThrowStep(seat, action);
}

Problem PokerDiceState::applyThrowStep(Seat seat, const Action& action)
{
    DiceSet& d = m_dice[std::size_t(seat)];
    auto done = [&]() {
        if (betting()) {
            ++m_step;
            enterStep();
        } else if (++m_turn == seats()) {
            finishRound();
        }
    };
    switch (action.type) {
    case Action::Type::Hold:
    case Action::Type::Release:
        if (action.group != seat)
            return std::string("these are not the dice of the player on turn");
        return action.type == Action::Type::Hold ? d.hold(action.die) : d.release(action.die);
    case Action::Type::Stop:
        if (!d.thrown())
            return std::string("throw first; a player stops only after a throw");
        m_stopped[std::size_t(seat)] = true;
        done();
        return std::nullopt;
    case Action::Type::Throw: {
        if (action.group != seat)
            return std::string("these are not the dice of the player on turn");
        if (d.thrown() && d.allHeld())
            return std::string("every die is set aside: take one back to throw it, or stop");
        if (auto problem = d.take(action.faces, false, false))
            return problem;
        const int limit = betting() ? m_steps[std::size_t(m_step)].throwNumber : throwLimit(seat);
        if (betting() || d.throwsMade >= limit)
            done();
        return std::nullopt;
    }
    case Action::Type::Bet:
        return std::string("it is not a betting round: the player on turn throws");
    default:
        return std::string("Poker Dice knows throwing, keeping, stopping and betting only");
    }
}

std::optional<pokerdice::Position> PokerDiceState::solverPosition() const
{
    if (!betting() || m_over)
        return std::nullopt;
    pokerdice::Position p;
    p.event = m_step;
    for (Seat s = 0; s < 2; ++s) {
        const int i = solverSeat(s);
        if (m_dice[std::size_t(s)].thrown())
            p.hand[i] = m_dice[std::size_t(s)].faces;
        p.stopped[i] = m_stopped[std::size_t(s)];
    }
    const Seat first = starter();
    const bool inRound = m_steps[std::size_t(m_step)].kind == Step::Kind::Round;
    p.stake = m_ledger.inPot(first) - (inRound ? m_round.committed(first) : 0);
    if (inRound)
        p.bets = m_roundMoves;
    return p;
}

// ---- What the seats see ----

Message PokerDiceState::name(Seat seat) const
{
    return Message::plain(m_players[std::size_t(seat)]);
}

Observation PokerDiceState::observe(Seat viewer) const
{
    Observation o;
    o.viewer = viewer;
    o.toAct = toAct();
    const DieKind kind = m_hands.dice;
    // Until the next deal's first throw the last deal's hands stay on the table as they ended.
    const bool ended = !m_over && !m_lastHands.empty()
        && std::none_of(m_dice.begin(), m_dice.end(), [](const DiceSet& d) { return d.thrown(); });
    const auto endedHand = [this](Seat s) -> const std::vector<int>& { return m_lastHands[std::size_t(s)]; };
    const auto whole = [](const std::vector<int>& faces) {
        return !faces.empty() && std::all_of(faces.begin(), faces.end(), [](int f) { return f > 0; });
    };
    for (Seat s = 0; s < seats(); ++s) {
        DiceGroupView group = m_dice[std::size_t(s)].view("hand", s, kind, false);
        group.throwLimit = throwLimit(s);
        if (ended) {
            group.ended = true;
            group.dice.clear();
            for (int face : endedHand(s))
                group.dice.push_back(DieView{face});
        }
        o.dice.push_back(group);
        SeatView seat;
        seat.seat = s;
        seat.chips = m_ledger.balance(s);
        seat.committed = m_ledger.inPot(s);
        seat.starter = s == starter();
        seat.wins = m_session.wins(s);
        if (ended && whole(endedHand(s)))
            seat.roundLine = handMessage(endedHand(s), m_hands);
        else if (m_dice[std::size_t(s)].thrown())
            seat.roundLine = handMessage(m_dice[std::size_t(s)].faces, m_hands);
        o.seats.push_back(seat);
    }
    o.pot = m_ledger.pot();
    o.round = round() - (m_over ? 1 : 0); // at the end the last deal, not one past it
    const Seat at = thrower();
    o.throwLimit = at == kNoSeat ? 0 : throwLimit(at);
    o.setFact("phase", std::string(m_over ? "over" : at == kNoSeat ? "betting" : "throwing"));
    if (betting() && !m_over && at == kNoSeat) {
        o.setFact("bet", m_round.currentBet());
        o.setFact("raises", std::max(0, m_round.raises()));
    }
    // The last deal's winner; no seat (−1) when it was drawn.
    if (!m_lastHands.empty())
        o.setFact("last_winner", m_lastWinner == kNoSeat ? -1 : m_lastWinner);
    return o;
}

Result PokerDiceState::result() const
{
    std::vector<int> totals, balances;
    for (Seat s = 0; s < seats(); ++s) {
        balances.push_back(m_ledger.balance(s));
        totals.push_back(betting() ? m_ledger.balance(s) : m_session.wins(s));
    }
    Result r;
    r.standings = rankPlayers(totals, balances, false);
    r.payments = m_ledger.payments();
    return r;
}

Message PokerDiceState::status(Seat /*viewer*/) const
{
    if (m_over)
        return say(QT_TRANSLATE_NOOP("knobel::PokerDice", "The game is over."));
    const Seat seat = thrower();
    if (seat == kNoSeat) {
        const Seat bettor = m_round.toAct();
        if (m_round.currentBet() > m_round.committed(bettor))
            return say(QT_TRANSLATE_NOOP("knobel::PokerDice", "%1, call, raise or fold."), {name(bettor)});
        return say(QT_TRANSLATE_NOOP("knobel::PokerDice", "%1, check or bet."), {name(bettor)});
    }
    const DiceSet& d = m_dice[std::size_t(seat)];
    if (!d.thrown())
        return say(QT_TRANSLATE_NOOP("knobel::PokerDice", "%1, throw the dice."), {name(seat)});
    // The throws left are on the dice group (throwsMade, throwLimit): no plural here.
    return say(
        QT_TRANSLATE_NOOP("knobel::PokerDice", "%1, keep dice and throw again, or stop."), {name(seat)});
}

Message PokerDiceState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = by >= 0 && by < seats() ? name(by) : Message::plain("?");
    switch (action.type) {
    case Action::Type::Throw: {
        // A throw still to come (a button's description) has no faces yet: no empty list in the sentence.
        if (action.faces.empty()) {
            const bool again = by >= 0 && by < seats() && m_dice[std::size_t(by)].thrown();
            return again ? say(QT_TRANSLATE_NOOP("knobel::PokerDice", "%1 throws again."), {who})
                         : say(QT_TRANSLATE_NOOP("knobel::PokerDice", "%1 throws the dice."), {who});
        }
        if (by >= 0 && by < seats())
            return m_dice[std::size_t(by)].describeThrow(who, action.faces, m_hands.dice);
        return say(QT_TRANSLATE_NOOP("knobel::PokerDice", "%1 throws %2."),
            {who, facesMessage(action.faces, m_hands.dice)});
    }
    case Action::Type::Hold:
        // Which die, as the tray numbers them: a listener tells one keep from the next.
        return say(QT_TRANSLATE_NOOP("knobel::PokerDice", "%1 keeps die %2."),
            {who, Message::number(action.die + 1)});
    case Action::Type::Release:
        return say(QT_TRANSLATE_NOOP("knobel::PokerDice", "%1 takes die %2 back."),
            {who, Message::number(action.die + 1)});
    case Action::Type::Stop:
        return say(QT_TRANSLATE_NOOP("knobel::PokerDice", "%1 stops."), {who});
    case Action::Type::Bet:
        switch (action.bet) {
        case BetKind::Check:
            return say(QT_TRANSLATE_NOOP("knobel::PokerDice", "%1 checks."), {who});
        case BetKind::Bet:
            return say(
                QT_TRANSLATE_NOOP("knobel::PokerDice", "%1 bets %2."), {who, Message::number(action.amount)});
        case BetKind::Call:
            return say(QT_TRANSLATE_NOOP("knobel::PokerDice", "%1 calls."), {who});
        case BetKind::Raise:
            return say(QT_TRANSLATE_NOOP("knobel::PokerDice", "%1 raises by %2."),
                {who, Message::number(action.amount)});
        case BetKind::Fold:
            return say(QT_TRANSLATE_NOOP("knobel::PokerDice", "%1 folds."), {who});
        }
        break;
    default:
        break;
    }
    return Message::plain("");
}

bool PokerDiceState::mayTakeBack(const Action& last) const
{
    return last.type == Action::Type::Hold || last.type == Action::Type::Release;
}

std::optional<HandRules> PokerDiceDef::handRules(const RuleOptions& options) const
{
    return pokerdice::handRules(options);
}

DieKind PokerDiceDef::dieKindUnder(const RuleOptions& options) const
{
    return pokerdice::handRules(options).dice;
}

} // namespace knobel
