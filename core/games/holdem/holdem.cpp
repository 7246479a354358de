// SPDX-License-Identifier: GPL-3.0-or-later
#include "holdem.h"

#include <QtCore/qglobal.h>

#include <algorithm>
#include <numeric>

#include "holdembot.h"
#include "holdempots.h"

namespace knobel {

using namespace holdem;

namespace {

constexpr Sayer say{"knobel::Holdem"};

/// A die as a sentence names it: "4 (red)"; a die not thrown yet: "red".
Message dieMessage(const Die& die)
{
    Message colour;
    colour.context = "knobel::Holdem";
    colour.text = colourName(die.colour);
    if (die.face == 0)
        return colour;
    return say(QT_TRANSLATE_NOOP("knobel::Holdem", "%1 (%2)"), {Message::number(die.face), colour});
}

/// Dice in a sentence: "4 (red), 2 (white)".
Message diceMessage(const std::vector<Die>& dice)
{
    static constexpr const char* lists[] = {"", QT_TRANSLATE_NOOP("knobel::Holdem", "%1"),
        QT_TRANSLATE_NOOP("knobel::Holdem", "%1, %2"), QT_TRANSLATE_NOOP("knobel::Holdem", "%1, %2, %3"),
        QT_TRANSLATE_NOOP("knobel::Holdem", "%1, %2, %3, %4"),
        QT_TRANSLATE_NOOP("knobel::Holdem", "%1, %2, %3, %4, %5")};
    std::vector<Message> args;
    for (const Die& die : dice)
        args.push_back(dieMessage(die));
    return say(lists[std::min<std::size_t>(dice.size(), 5)], args);
}

/// One draw's rolls as a number 0–1295.
int drawNumber(const std::vector<int>& faces, std::size_t chunk)
{
    int v = 0;
    for (int k = kRollsPerDraw - 1; k >= 0; --k)
        v = v * 6 + faces[chunk * kRollsPerDraw + std::size_t(k)] - 1;
    return v;
}

/// The colour a draw's number takes from the bag, or nothing when it is drawn again.
std::optional<Colour> drawnColour(const std::array<int, kColours>& bag, int number)
{
    const int n = std::accumulate(bag.begin(), bag.end(), 0);
    if (n == 0)
        return std::nullopt;
    constexpr int outcomes = 6 * 6 * 6 * 6;
    if (number >= outcomes / n * n)
        return std::nullopt;
    int index = number % n;
    for (int c = 0; c < kColours; ++c) {
        if (index < bag[std::size_t(c)])
            return Colour(c);
        index -= bag[std::size_t(c)];
    }
    return std::nullopt;
}

} // namespace

// ---- The definition ----

const char* HoldemDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Hold'em with twenty dice in four colours drawn from a bag: two hidden pocket dice, five on the "
        "table, limit betting and side pots.");
}

const std::vector<OptionSpec>& HoldemDef::options() const
{
    static const std::vector<OptionSpec> specs = {
        {"chips", OptionType::Number, "500", {}, 20, 10000, QT_TRANSLATE_NOOP("knobel::Holdem", "Chips"),
            QT_TRANSLATE_NOOP("knobel::Holdem", "The chips each player starts with; the ante is 10."),
            "knobel::Holdem"},
        {"hands", OptionType::Number, "20", {}, 0, 1000, QT_TRANSLATE_NOOP("knobel::Holdem", "Hands"),
            QT_TRANSLATE_NOOP("knobel::Holdem",
                "End after this many hands and rank by chips; 0 plays until one player has all the chips."),
            "knobel::Holdem"},
    };
    return specs;
}

Message HoldemDef::totalText(int total) const
{
    return say(QT_TRANSLATE_N_NOOP("knobel::Holdem", "%n chip(s)"), {}, total);
}

std::unique_ptr<State> HoldemDef::newState(const GameSetup& setup) const
{
    return std::make_unique<HoldemState>(setup);
}

Action HoldemDef::redact(const Action& action, Seat /*by*/, Seat viewer) const
{
    if (action.type != Action::Type::Throw)
        return action;
    // A draw's rolls are never shown: with the dice seen they would tell what the bag held, and so
    // what went into the cups. A cup's throw is seen by its owner only.
    const bool draw = action.group >= kDrawBase;
    const bool otherCup = action.group >= 0 && action.group < kBoard && action.group != viewer;
    if (!draw && !otherCup)
        return action;
    Action seen = action;
    std::fill(seen.faces.begin(), seen.faces.end(), 0);
    return seen;
}

std::shared_ptr<const Bot> HoldemDef::makeBot(
    std::string_view level, const RuleOptions& /*options*/, const BotPreparation& /*preparation*/) const
{
    return holdem::makeBot(level);
}

std::size_t HoldemDef::maxActions(const GameSetup& /*setup*/) const
{
    return 200000;
}

const GameDef& holdemGame()
{
    static const HoldemDef game;
    return game;
}

// ---- The state ----

HoldemState::HoldemState(const GameSetup& setup)
    : m_names(setup.players)
    , m_startChips(setup.options.number("chips"))
    , m_handLimit(setup.options.number("hands"))
    , m_ledger(int(setup.players.size()))
{
    const std::size_t n = m_names.size();
    m_out.assign(n, false);
    m_folded.assign(n, false);
    m_pockets.assign(n, {});
    m_committed.assign(n, 0);
    m_acted.assign(n, false);
    m_lastPockets.assign(n, {});
    m_lastLines.assign(n, {});
    // The last seat deals first: the first seat of the setup opens the first hand.
    m_dealer = int(n) - 1;
    startHand();
}

bool HoldemState::isAllIn(Seat seat) const
{
    return !m_out[std::size_t(seat)] && !m_folded[std::size_t(seat)] && stack(seat) == 0;
}

int HoldemState::liveCount() const
{
    int live = 0;
    for (Seat s = 0; s < seats(); ++s)
        live += !m_folded[std::size_t(s)] ? 1 : 0;
    return live;
}

bool HoldemState::betting() const
{
    return !m_over && m_step < m_steps.size() && m_steps[m_step].kind == StepKind::Bet;
}

std::vector<int> HoldemState::steps() const
{
    if (m_street == Street::Turn || m_street == Street::River)
        return {kAnte, 2 * kAnte};
    return {kAnte};
}

void HoldemState::startHand()
{
    ++m_hand;
    const std::size_t n = m_names.size();
    for (std::size_t s = 0; s < n; ++s) {
        m_folded[s] = m_out[s];
        m_pockets[s].clear();
    }
    m_board.clear();
    m_handBets.clear();
    m_bag.fill(kDicePerColour);
    m_flopRethrown = false;
    m_street = Street::Opening;
    for (Seat s = 0; s < seats(); ++s)
        if (!m_out[std::size_t(s)])
            m_ledger.put(s, std::min(kAnte, stack(s)));
    m_steps.clear();
    // The dealer draws for the seat on his left first and for himself last.
    for (int k = 1; k <= seats(); ++k) {
        const Seat s = (m_dealer + k) % seats();
        if (m_out[std::size_t(s)])
            continue;
        m_steps.push_back({StepKind::Draw, s, 2});
        m_steps.push_back({StepKind::Throw, s, 0});
    }
    m_steps.push_back({StepKind::Bet, 0, int(Street::Opening)});
    m_steps.push_back({StepKind::Draw, kBoard, 3});
    m_steps.push_back({StepKind::Throw, kBoard, 0});
    m_steps.push_back({StepKind::Bet, 0, int(Street::Flop)});
    m_steps.push_back({StepKind::Draw, kBoard, 1});
    m_steps.push_back({StepKind::Throw, kBoard, 3});
    m_steps.push_back({StepKind::Bet, 0, int(Street::Turn)});
    m_steps.push_back({StepKind::Draw, kBoard, 1});
    m_steps.push_back({StepKind::Throw, kBoard, 4});
    m_steps.push_back({StepKind::Bet, 0, int(Street::River)});
    m_steps.push_back({StepKind::Showdown, 0, 0});
    m_step = 0;
    enterStep();
}

void HoldemState::enterStep()
{
    while (!m_over) {
        if (liveCount() <= 1) {
            endHand(false);
            return;
        }
        const Step& step = m_steps[m_step];
        switch (step.kind) {
        case StepKind::Draw:
        case StepKind::Throw:
            return;
        case StepKind::Showdown:
            endHand(true);
            return;
        case StepKind::Bet: {
            int canAct = 0;
            for (Seat s = 0; s < seats(); ++s)
                canAct += !m_folded[std::size_t(s)] && !isAllIn(s) ? 1 : 0;
            if (canAct >= 2) {
                startBetting(Street(step.count));
                return;
            }
            m_street = Street(step.count);
            ++m_step;
            break;
        }
        }
    }
}

void HoldemState::startBetting(Street street)
{
    m_street = street;
    m_bet = 0;
    m_raises = -1;
    m_allChecked = true;
    std::fill(m_committed.begin(), m_committed.end(), 0);
    std::fill(m_acted.begin(), m_acted.end(), false);
    m_toBet = nextToBet(m_dealer);
}

Seat HoldemState::nextToBet(Seat after) const
{
    for (int k = 1; k <= seats(); ++k) {
        const Seat s = (after + k) % seats();
        if (m_folded[std::size_t(s)] || isAllIn(s))
            continue;
        if (!m_acted[std::size_t(s)] || m_committed[std::size_t(s)] < m_bet)
            return s;
    }
    return kNoSeat;
}

Seat HoldemState::toAct() const
{
    if (m_over)
        return kNoSeat;
    return m_steps[m_step].kind == StepKind::Bet ? m_toBet : kChance;
}

std::vector<Action> HoldemState::legalActions() const
{
    std::vector<Action> actions;
    if (m_over)
        return actions;
    const Step& step = m_steps[m_step];
    if (step.kind == StepKind::Draw) {
        actions.push_back(Action::throwDice(kDrawBase + step.target));
        return actions;
    }
    if (step.kind == StepKind::Throw) {
        actions.push_back(Action::throwDice(step.target));
        return actions;
    }
    const Seat s = m_toBet;
    const int owed = m_bet - m_committed[std::size_t(s)];
    const int chips = stack(s);
    const std::vector<int> sizes = steps();
    if (m_raises < 0) {
        actions.push_back(Action::betting(BetKind::Check));
        for (int amount : sizes)
            if (amount <= chips)
                actions.push_back(Action::betting(BetKind::Bet, amount));
        if (chips < sizes.front())
            actions.push_back(Action::betting(BetKind::Bet, chips)); // all in
        return actions;
    }
    if (owed <= 0) {
        actions.push_back(Action::betting(BetKind::Check));
        return actions;
    }
    actions.push_back(Action::betting(BetKind::Call));
    if (m_raises < kMaxRaises) {
        for (int amount : sizes)
            if (owed + amount <= chips)
                actions.push_back(Action::betting(BetKind::Raise, amount));
        if (chips - owed > 0 && chips - owed < sizes.front())
            actions.push_back(Action::betting(BetKind::Raise, chips - owed)); // all in
    }
    actions.push_back(Action::betting(BetKind::Fold));
    return actions;
}

std::vector<bool> HoldemState::thrownNow(int group) const
{
    if (group != kBoard)
        return std::vector<bool>(m_pockets[std::size_t(group)].size(), true);
    // The flop thrown again: its three dice; else the dice drawn for this throw.
    const Step& step = m_steps[m_step];
    std::vector<bool> thrown(m_board.size(), false);
    for (std::size_t d = 0; d < m_board.size(); ++d)
        thrown[d] = step.rethrow ? d < 3 : d >= std::size_t(step.count);
    return thrown;
}

std::vector<int> holdem::rollsDrawing(std::array<int, kColours> bag, const std::vector<Colour>& colours)
{
    std::vector<int> rolls;
    for (const Colour colour : colours) {
        const int c = int(colour);
        if (bag[std::size_t(c)] <= 0)
            return {};
        int number = 0; // the first index of the colour among the dice in the bag
        for (int before = 0; before < c; ++before)
            number += bag[std::size_t(before)];
        for (int k = 0; k < kRollsPerDraw; ++k, number /= 6)
            rolls.push_back(number % 6 + 1);
        --bag[std::size_t(c)];
    }
    return rolls;
}

std::optional<ThrowSpec> HoldemState::throwSpec(int group) const
{
    if (m_over)
        return std::nullopt;
    const Step& step = m_steps[m_step];
    if (step.kind == StepKind::Draw && group == kDrawBase + step.target) {
        ThrowSpec spec;
        spec.group = group;
        spec.current.assign(std::size_t(step.count * kRollsPerDraw), 0);
        spec.thrown.assign(spec.current.size(), true);
        spec.fromBag = true;
        return spec;
    }
    if (step.kind == StepKind::Throw && group == step.target) {
        ThrowSpec spec;
        spec.group = group;
        for (const Die& die : group == kBoard ? m_board : m_pockets[std::size_t(group)])
            spec.current.push_back(die.face);
        spec.thrown = thrownNow(group);
        return spec;
    }
    return std::nullopt;
}

Problem HoldemState::apply(const Action& action)
{
    if (m_over)
        return std::string("the game is over");
    const Step& step = m_steps[m_step];
    switch (step.kind) {
    case StepKind::Draw:
        if (action.type != Action::Type::Throw || action.group != kDrawBase + step.target)
            return std::string("the dealer draws dice from the bag now");
        return applyDraw(action);
    case StepKind::Throw:
        if (action.type != Action::Type::Throw || action.group != step.target)
            return std::string("the dealer throws the drawn dice now");
        return applyThrow(action);
    case StepKind::Bet:
        if (action.type != Action::Type::Bet)
            return std::string("it is a betting round: check, bet, call, raise or fold");
        return applyBet(action);
    case StepKind::Showdown:
        break;
    }
    return std::string("nothing is due now");
}

Problem HoldemState::applyDraw(const Action& action)
{
    Step& step = m_steps[m_step];
    if (action.faces.size() != std::size_t(step.count * kRollsPerDraw))
        return std::string("a draw from the bag is four rolls of a die for each die drawn");
    if (std::any_of(action.faces.begin(), action.faces.end(), [](int f) { return f < 1 || f > 6; }))
        return std::string("a roll shows a face from 1 to 6");
    std::vector<Die>& into = step.target == kBoard ? m_board : m_pockets[std::size_t(step.target)];
    const int count = step.count;
    for (std::size_t chunk = 0; chunk < std::size_t(count); ++chunk)
        if (const auto colour = drawnColour(m_bag, drawNumber(action.faces, chunk))) {
            --m_bag[std::size_t(*colour)];
            into.push_back(Die{0, *colour});
            --step.count;
        }
    if (step.count == 0) {
        ++m_step;
        enterStep();
    }
    return std::nullopt;
}

Problem HoldemState::applyThrow(const Action& action)
{
    const int group = action.group;
    const auto spec = throwSpec(group);
    if (!spec || action.faces.size() != spec->current.size())
        return std::string("a throw shows every die of its group");
    for (std::size_t d = 0; d < action.faces.size(); ++d) {
        const int f = action.faces[d];
        if (spec->thrown[d] ? (f < 1 || f > 6) : f != spec->current[d])
            return std::string("a thrown die shows 1 to 6; the others stay as they lie");
    }
    std::vector<Die>& dice = group == kBoard ? m_board : m_pockets[std::size_t(group)];
    for (std::size_t d = 0; d < dice.size(); ++d)
        dice[d].face = action.faces[d];
    m_showLast = false;
    if (group == kBoard && fiveFlushOnTable()) {
        // Seed 004: a Five-of-a-kind flush ends the hand at once and takes every pot.
        endHand(true);
        return std::nullopt;
    }
    ++m_step;
    enterStep();
    return std::nullopt;
}

bool HoldemState::fiveFlushOnTable() const
{
    if (m_board.size() < 3)
        return false;
    for (Seat s = 0; s < seats(); ++s)
        if (!m_folded[std::size_t(s)] && classOf(bestScore(diceOf(s))) == holdem::HandClass::FiveFlush)
            return true;
    return false;
}

std::vector<Die> HoldemState::diceOf(Seat seat) const
{
    std::vector<Die> dice = m_pockets[std::size_t(seat)];
    dice.insert(dice.end(), m_board.begin(), m_board.end());
    return dice;
}

Problem HoldemState::applyBet(const Action& action)
{
    const auto legal = legalActions();
    if (std::find(legal.begin(), legal.end(), action) == legal.end()) {
        if (action.bet == BetKind::Bet || action.bet == BetKind::Raise)
            return std::string("a bet or raise is 10 (turn and river: 10 or 20), at most three raises a "
                               "round, never more than the chips in front of the player");
        return m_bet > m_committed[std::size_t(m_toBet)] ? std::string("there is a bet: call, raise or fold")
                                                         : std::string("no bet to call: check or bet");
    }
    const Seat s = m_toBet;
    const std::size_t i = std::size_t(s);
    const int owed = m_bet - m_committed[i];
    int chips = 0;
    switch (action.bet) {
    case BetKind::Check:
        break;
    case BetKind::Bet:
        chips = action.amount;
        break;
    case BetKind::Call:
        chips = std::min(owed, stack(s));
        break;
    case BetKind::Raise:
        chips = owed + action.amount;
        break;
    case BetKind::Fold:
        m_folded[i] = true;
        break;
    }
    if (action.bet != BetKind::Check)
        m_allChecked = false;
    if (action.bet == BetKind::Bet || action.bet == BetKind::Raise) {
        ++m_raises;
        std::fill(m_acted.begin(), m_acted.end(), false);
    }
    m_handBets.push_back(s * 100 + int(m_street) * 10 + int(action.bet));
    m_ledger.put(s, chips);
    m_committed[i] += chips;
    m_bet = std::max(m_bet, m_committed[i]);
    m_acted[i] = true;
    if (liveCount() <= 1) {
        endHand(false);
        return std::nullopt;
    }
    m_toBet = nextToBet(s);
    if (m_toBet != kNoSeat)
        return std::nullopt;
    // The round is over. Seed 004: when every player checks on the flop, the flop is thrown again
    // once and the flop's betting follows again.
    if (m_street == Street::Flop && m_allChecked && !m_flopRethrown) {
        m_flopRethrown = true;
        Step rethrow{StepKind::Throw, kBoard, 0, true};
        Step again{StepKind::Bet, 0, int(Street::Flop)};
        m_steps.insert(m_steps.begin() + std::ptrdiff_t(m_step) + 1, {rethrow, again});
    }
    ++m_step;
    enterStep();
    return std::nullopt;
}

void HoldemState::endHand(bool showdown)
{
    const int n = seats();
    std::vector<int> contributed(static_cast<std::size_t>(n));
    std::vector<HandScore> scores(std::size_t(n), 0);
    for (Seat s = 0; s < n; ++s) {
        contributed[std::size_t(s)] = m_ledger.inPot(s);
        m_lastPockets[std::size_t(s)].clear();
        m_lastLines[std::size_t(s)] = {};
    }
    const bool complete
        = std::all_of(m_board.begin(), m_board.end(), [](const Die& d) { return d.face > 0; });
    const bool shown = showdown && liveCount() > 1 && complete && m_board.size() >= 3;
    bool fiveFlush = false;
    for (int k = 1; k <= n; ++k) {
        const Seat s = (m_dealer + k) % n;
        if (m_folded[std::size_t(s)] || !shown)
            continue;
        scores[std::size_t(s)] = bestScore(diceOf(s));
        fiveFlush = fiveFlush || classOf(scores[std::size_t(s)]) == holdem::HandClass::FiveFlush;
        m_lastPockets[std::size_t(s)] = m_pockets[std::size_t(s)];
        m_lastLines[std::size_t(s)] = handMessage(scores[std::size_t(s)]);
        recordOutcome(say(QT_TRANSLATE_NOOP("knobel::Holdem", "%1: %2 – %3."),
            {name(s), handMessage(scores[std::size_t(s)]), diceMessage(m_pockets[std::size_t(s)])}));
    }
    const std::vector<int> received = settle(contributed, m_folded, scores, m_dealer);
    for (int k = 1; k <= n; ++k) {
        const Seat s = (m_dealer + k) % n;
        const int got = received[std::size_t(s)];
        if (got <= 0)
            continue;
        if (fiveFlush && classOf(scores[std::size_t(s)]) == holdem::HandClass::FiveFlush)
            recordOutcome(
                say(QT_TRANSLATE_NOOP("knobel::Holdem",
                        "Hand %1: %2 has a Five-of-a-kind flush and takes every pot at once: %3 chips."),
                    {Message::number(m_hand), name(s), Message::number(got)}));
        else if (got <= contributed[std::size_t(s)] && shown)
            recordOutcome(say(QT_TRANSLATE_NOOP("knobel::Holdem", "Hand %1: %2 takes back %3 chips."),
                {Message::number(m_hand), name(s), Message::number(got)}));
        else
            recordOutcome(say(QT_TRANSLATE_NOOP("knobel::Holdem", "Hand %1: %2 takes %3 chips."),
                {Message::number(m_hand), name(s), Message::number(got)}));
    }
    // Who paid whom: the pot's chips go back, then each loser pays the winners in seat order.
    std::vector<int> net(static_cast<std::size_t>(n));
    for (std::size_t s = 0; s < std::size_t(n); ++s)
        net[s] = received[s] - contributed[s];
    m_ledger.refund();
    for (std::size_t from = 0; from < net.size(); ++from)
        for (std::size_t to = 0; to < net.size() && net[from] < 0; ++to)
            if (net[to] > 0) {
                const int amount = std::min(-net[from], net[to]);
                m_ledger.pay(int(from), int(to), amount);
                net[from] += amount;
                net[to] -= amount;
            }
    m_lastBoard = m_board;
    m_showLast = true;
    int left = 0;
    for (Seat s = 0; s < n; ++s) {
        if (!m_out[std::size_t(s)] && stack(s) == 0) {
            m_out[std::size_t(s)] = true;
            recordOutcome(
                say(QT_TRANSLATE_NOOP("knobel::Holdem", "%1 has no chips left and leaves the table."),
                    {name(s)}));
        }
        left += m_out[std::size_t(s)] ? 0 : 1;
    }
    m_toBet = kNoSeat;
    if (left <= 1 || (m_handLimit > 0 && m_hand >= m_handLimit)) {
        m_over = true;
        for (Seat s = 0; s < n; ++s)
            m_folded[std::size_t(s)] = m_out[std::size_t(s)];
        return;
    }
    do
        m_dealer = (m_dealer + 1) % n;
    while (m_out[std::size_t(m_dealer)]);
    startHand();
}

// ---- What the seats see ----

Message HoldemState::name(Seat seat) const
{
    return Message::plain(m_names[std::size_t(seat)]);
}

Observation HoldemState::observe(Seat viewer) const
{
    Observation o;
    o.viewer = viewer;
    o.toAct = toAct();
    const auto view = [](const Die& die) {
        DieView v;
        v.face = die.face;
        v.colour = std::string(colourId(die.colour));
        return v;
    };
    for (Seat s = 0; s < seats(); ++s) {
        DiceGroupView cup;
        cup.id = "cup";
        cup.owner = s;
        cup.kind = DieKind::Pips;
        if (m_showLast) {
            cup.ended = true;
            for (const Die& die : m_lastPockets[std::size_t(s)])
                cup.dice.push_back(view(die));
        } else {
            for (const Die& die : m_pockets[std::size_t(s)]) {
                if (s == viewer) {
                    cup.dice.push_back(view(die));
                } else {
                    DieView hidden;
                    hidden.hidden = true;
                    cup.dice.push_back(hidden);
                }
            }
            cup.throwsMade
                = !m_pockets[std::size_t(s)].empty() && m_pockets[std::size_t(s)][0].face > 0 ? 1 : 0;
        }
        o.dice.push_back(cup);
    }
    DiceGroupView table;
    table.id = "board";
    table.owner = kNoSeat;
    table.kind = DieKind::Pips;
    table.ended = m_showLast;
    for (const Die& die : m_showLast ? m_lastBoard : m_board)
        table.dice.push_back(view(die));
    table.throwsMade
        = int(std::count_if(m_board.begin(), m_board.end(), [](const Die& d) { return d.face > 0; }))
        + (m_flopRethrown ? 1 : 0);
    o.dice.push_back(table);

    Seat firstToBet = m_dealer;
    do
        firstToBet = (firstToBet + 1) % seats();
    while (m_out[std::size_t(firstToBet)] && firstToBet != m_dealer);
    for (Seat s = 0; s < seats(); ++s) {
        SeatView seat;
        seat.seat = s;
        seat.chips = stack(s);
        seat.committed = m_ledger.inPot(s);
        seat.folded = m_folded[std::size_t(s)] && !m_out[std::size_t(s)];
        seat.out = m_out[std::size_t(s)];
        seat.starter = s == firstToBet; // the seat on the dealer's left opens each betting round
        if (m_showLast)
            seat.roundLine = m_lastLines[std::size_t(s)];
        else if (s == viewer) {
            const std::vector<Die> dice = diceOf(s);
            if (dice.size() >= 5
                && std::all_of(dice.begin(), dice.end(), [](const Die& d) { return d.face > 0; }))
                seat.roundLine = handMessage(bestScore(dice));
        }
        o.seats.push_back(seat);
    }
    o.pot = m_ledger.pot();
    o.round = m_hand;
    o.setFact("phase", std::string(m_over ? "over" : betting() ? "betting" : "dealing"));
    static constexpr const char* streets[] = {"opening", "flop", "turn", "river"};
    o.setFact("street", std::string(streets[int(m_street)]));
    o.setFact("dealer", m_dealer);
    if (betting()) {
        o.setFact("bet", m_bet);
        o.setFact("raises", std::max(0, m_raises));
        o.setFact("to_call", m_bet - m_committed[std::size_t(m_toBet)]);
    }
    // The bag as this seat can count it: per colour the dice it has not seen (in the bag or under
    // another seat's cup), the dice left in the bag and the dice under other seats' cups.
    std::vector<int> unseen(kColours, kDicePerColour);
    for (const Die& die : m_board)
        --unseen[std::size_t(die.colour)];
    if (viewer >= 0 && viewer < seats())
        for (const Die& die : m_pockets[std::size_t(viewer)])
            --unseen[std::size_t(die.colour)];
    int inCups = 0;
    for (Seat s = 0; s < seats(); ++s)
        if (s != viewer)
            inCups += int(m_pockets[std::size_t(s)].size());
    if (!m_over) {
        o.setFact("bagUnseen", unseen);
        o.setFact("bagLeft", std::accumulate(m_bag.begin(), m_bag.end(), 0));
        o.setFact("bagInCups", inCups);
        // Every bet of this hand (seen by all): seat × 100 + street × 10 + kind (check, bet, call,
        // raise, fold). The computers read the opponents' dice from them.
        o.setFact("handBets", m_handBets);
    }
    // The pots, when a seat all in split them: the main pot first, then a pot for each level of
    // the seats all in, the last holding what the others put in beyond (it may still grow).
    std::vector<int> levels;
    int top = 0;
    for (Seat s = 0; s < seats(); ++s) {
        top = std::max(top, m_ledger.inPot(s));
        if (isAllIn(s))
            levels.push_back(m_ledger.inPot(s));
    }
    std::sort(levels.begin(), levels.end());
    levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
    if (!m_over && !levels.empty() && levels.back() < top) {
        levels.push_back(top);
        std::vector<int> amounts;
        int below = 0;
        for (int level : levels) {
            int amount = 0;
            for (Seat s = 0; s < seats(); ++s)
                amount += std::clamp(m_ledger.inPot(s), below, level) - below;
            amounts.push_back(amount);
            below = level;
        }
        o.setFact("sidePots", amounts);
    }
    return o;
}

Result HoldemState::result() const
{
    std::vector<int> totals, balances;
    for (Seat s = 0; s < seats(); ++s) {
        balances.push_back(m_ledger.balance(s));
        totals.push_back(stack(s));
    }
    Result r;
    r.standings = rankPlayers(totals, balances, false);
    r.payments = m_ledger.payments();
    return r;
}

Message HoldemState::status(Seat /*viewer*/) const
{
    if (m_over)
        return say(QT_TRANSLATE_NOOP("knobel::Holdem", "The game is over."));
    if (!betting())
        return say(QT_TRANSLATE_NOOP("knobel::Holdem", "%1 deals."), {name(m_dealer)});
    if (m_bet > m_committed[std::size_t(m_toBet)])
        return say(QT_TRANSLATE_NOOP("knobel::Holdem", "%1, call, raise or fold."), {name(m_toBet)});
    return say(QT_TRANSLATE_NOOP("knobel::Holdem", "%1, check or bet."), {name(m_toBet)});
}

Message HoldemState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    // Told as the game stands just before the action; read only what the action itself says where
    // the state may have moved on (a log told later).
    if (action.type == Action::Type::Throw) {
        const int dice = int(action.faces.size()) / kRollsPerDraw;
        if (action.group >= kDrawBase) {
            const int target = action.group - kDrawBase;
            if (target == kBoard)
                return say(
                    QT_TRANSLATE_N_NOOP("knobel::Holdem", "%n die(s) drawn from the bag for the table."), {},
                    dice);
            if (target < 0 || target >= seats())
                return Message::plain("");
            return say(QT_TRANSLATE_N_NOOP("knobel::Holdem", "%n die(s) drawn from the bag for %1's cup."),
                {name(target)}, dice);
        }
        // The dice as thrown, in the colours drawn for them.
        const auto coloured = [&](const std::vector<Die>& drawn) {
            std::vector<Die> thrown;
            for (std::size_t d = 0; d < action.faces.size() && d < drawn.size(); ++d)
                thrown.push_back(Die{action.faces[d], drawn[d].colour});
            return thrown;
        };
        if (action.group == kBoard) {
            if (action.faces.empty())
                return say(QT_TRANSLATE_NOOP("knobel::Holdem", "The drawn dice are thrown."));
            const std::vector<Die>& drawn = m_board.size() >= action.faces.size() ? m_board : m_lastBoard;
            if (drawn.size() < action.faces.size())
                return Message::plain("");
            const std::vector<Die> all = coloured(drawn);
            const bool again = !m_over && m_steps[m_step].kind == StepKind::Throw && m_steps[m_step].rethrow;
            if (all.size() == 3 && again)
                return say(
                    QT_TRANSLATE_NOOP("knobel::Holdem", "Everyone checked: the flop is thrown again: %1."),
                    {diceMessage(all)});
            if (all.size() == 3)
                return say(QT_TRANSLATE_NOOP("knobel::Holdem", "The flop: %1."), {diceMessage(all)});
            const std::vector<Die> fresh(all.end() - 1, all.end());
            if (all.size() == 4)
                return say(QT_TRANSLATE_NOOP("knobel::Holdem", "The turn: %1."), {diceMessage(fresh)});
            return say(QT_TRANSLATE_NOOP("knobel::Holdem", "The river: %1."), {diceMessage(fresh)});
        }
        // The same line for every seat, the owner too (the cup shows him his dice): a log told anew
        // for the next person at the screen stays the log that was heard.
        const Seat owner = action.group;
        if (owner < 0 || owner >= seats())
            return Message::plain("");
        return say(
            QT_TRANSLATE_NOOP("knobel::Holdem", "%1's pocket dice fall under the cup."), {name(owner)});
    }
    if (action.type != Action::Type::Bet || by < 0 || by >= seats())
        return Message::plain("");
    // From the action alone: the chips in front of each seat tell who is all in.
    const Message who = name(by);
    switch (action.bet) {
    case BetKind::Check:
        return say(QT_TRANSLATE_NOOP("knobel::Holdem", "%1 checks."), {who});
    case BetKind::Bet:
        return say(QT_TRANSLATE_NOOP("knobel::Holdem", "%1 bets %2."), {who, Message::number(action.amount)});
    case BetKind::Call:
        return say(QT_TRANSLATE_NOOP("knobel::Holdem", "%1 calls."), {who});
    case BetKind::Raise:
        return say(
            QT_TRANSLATE_NOOP("knobel::Holdem", "%1 raises by %2."), {who, Message::number(action.amount)});
    case BetKind::Fold:
        return say(QT_TRANSLATE_NOOP("knobel::Holdem", "%1 folds."), {who});
    }
    return Message::plain("");
}

} // namespace knobel
