// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/vabanque/vabanque.h"
#include "engine/levels.h"

#include <algorithm>

#include <QtCore/qglobal.h>

#include "games/vabanque/vabanquebot.h"

namespace knobel {

namespace {

constexpr Sayer say{"knobel::VaBanque"};

std::string opsText(int left)
{
    std::string text;
    for (int op = 0; op < 4; ++op)
        if (left & (1 << op))
            text += (text.empty() ? "" : " ") + std::string(VaBanqueDef::sign(op));
    return text;
}

} // namespace

const char* VaBanqueDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "The bank throws five single dice for each player; the player reckons them with +, −, × and ÷, "
        "each once. The highest result takes the stakes.");
}

const std::vector<OptionSpec>& VaBanqueDef::options() const
{
    static const std::vector<OptionSpec> specs{
        {"stake", OptionType::Number, "1", {}, 1, 20, QT_TRANSLATE_NOOP("knobel::Options", "Stake"),
            QT_TRANSLATE_NOOP(
                "knobel::Options", "The chips each player stakes in a round; the bank stakes nothing.")},
        {"bank_takes_undivided", OptionType::Switch, "false", {}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "The bank takes the undivided"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "A player who could not divide in dice two to four and whose fifth division leaves a "
                "remainder loses the stake to the bank.")},
    };
    return specs;
}

std::unique_ptr<State> VaBanqueDef::newState(const GameSetup& setup) const
{
    return std::make_unique<VaBanqueState>(setup);
}

std::shared_ptr<const Bot> VaBanqueDef::makeBot(
    std::string_view level, const RuleOptions& /*options*/, const BotPreparation& /*preparation*/) const
{
    const auto byName = levelNamed<VaBanqueBot::Level>(level);
    return byName ? std::make_shared<VaBanqueBot>(*byName) : nullptr;
}

std::size_t VaBanqueDef::maxActions(const GameSetup& setup) const
{
    // Each seat banks once; for each other player five throws and three operations.
    const std::size_t n = std::max<std::size_t>(2, setup.players.size());
    return n * (n - 1) * 8 + 8;
}

int VaBanqueDef::apply(int value, int op, int die)
{
    switch (op) {
    case Plus:
        return value + die;
    case Minus:
        return value - die;
    case Times:
        return value * die;
    default:
        return value / die; // C++ rounds toward zero
    }
}

const char* VaBanqueDef::sign(int op)
{
    static const char* signs[] = {"+", "−", "×", "÷"};
    return signs[std::clamp(op, 0, 3)];
}

std::string VaBanqueState::calcText(const VaBanqueCalc& calc)
{
    std::string text;
    for (std::size_t i = 0; i < calc.dice.size(); ++i) {
        if (i == 0) {
            text = std::to_string(calc.dice[0]);
            continue;
        }
        if (i - 1 < calc.ops.size())
            text += std::string(" ") + VaBanqueDef::sign(calc.ops[i - 1]) + " " + std::to_string(calc.dice[i])
                + " = " + std::to_string(calc.values[i]);
        else
            text += " ? " + std::to_string(calc.dice[i]);
    }
    return text;
}

VaBanqueState::VaBanqueState(const GameSetup& setup)
    : m_names(setup.players)
    , m_stake(setup.options.has("stake") ? setup.options.number("stake") : 1)
    , m_bankTakes(setup.options.has("bank_takes_undivided") && setup.options.flag("bank_takes_undivided"))
    , m_first(firstSeatFromSeed(setup))
    , m_calcs(setup.players.size())
    , m_ledger(int(setup.players.size()))
{
    startRound();
}

void VaBanqueState::startRound()
{
    m_bank = (m_first + m_round) % seats();
    m_players.clear();
    for (int k = 1; k < seats(); ++k)
        m_players.push_back((m_bank + k) % seats());
    m_next = 0;
    std::fill(m_calcs.begin(), m_calcs.end(), std::nullopt);
    m_calcs[std::size_t(player())] = VaBanqueCalc{};
}

bool VaBanqueState::choosing() const
{
    if (m_over)
        return false;
    const VaBanqueCalc& c = calc();
    return c.dice.size() >= 2 && c.dice.size() <= 4 && c.ops.size() + 1 < c.dice.size();
}

Seat VaBanqueState::toAct() const
{
    if (m_over)
        return kNoSeat;
    return choosing() ? player() : m_bank;
}

std::vector<Action> VaBanqueState::legalActions() const
{
    std::vector<Action> legal;
    if (m_over)
        return legal;
    if (!choosing()) {
        legal.push_back(Action::throwDice());
        return legal;
    }
    const VaBanqueCalc& c = calc();
    for (int op = 0; op < 4; ++op)
        if ((c.left & (1 << op)) && VaBanqueDef::allowed(c.value(), op, c.dice.back()))
            legal.push_back(Action::choose(op));
    return legal;
}

std::optional<ThrowSpec> VaBanqueState::throwSpec(int group) const
{
    if (m_over || group != 0 || choosing())
        return std::nullopt;
    const VaBanqueCalc& c = calc();
    ThrowSpec spec;
    spec.group = 0;
    spec.current.assign(VaBanqueDef::kDice, 0);
    std::copy(c.dice.begin(), c.dice.end(), spec.current.begin());
    spec.thrown.assign(VaBanqueDef::kDice, false);
    spec.thrown[c.dice.size()] = true;
    return spec;
}

Problem VaBanqueState::apply(const Action& action)
{
    if (m_over)
        return std::string("the game is over");
    VaBanqueCalc& c = *m_calcs[std::size_t(player())];
    if (action.type == Action::Type::Throw) {
        if (choosing())
            return std::string("first pick the operation for this die");
        if (action.group != 0 || action.faces.size() != std::size_t(VaBanqueDef::kDice))
            return std::string("a throw gives all five dice, the new one after those thrown");
        for (std::size_t d = 0; d < c.dice.size(); ++d)
            if (action.faces[d] != c.dice[d])
                return "die " + std::to_string(d + 1) + " is thrown already and cannot change";
        const int die = action.faces[c.dice.size()];
        if (die < 1 || die > 6)
            return std::string("a die shows a face dice do not have");
        c.dice.push_back(die);
        if (c.dice.size() == 1) {
            c.values.push_back(die);
        } else if (c.dice.size() == std::size_t(VaBanqueDef::kDice)) {
            int op = 0;
            while (!(c.left & (1 << op)))
                ++op;
            const int before = c.value();
            c.ops.push_back(op);
            c.values.push_back(VaBanqueDef::apply(before, op, die));
            c.left = 0;
            c.forfeited = m_bankTakes && op == VaBanqueDef::Divide && before % die != 0;
            finishPlayer();
        }
        return std::nullopt;
    }
    if (action.type == Action::Type::Choose) {
        if (!choosing())
            return std::string("no operation to pick now: the bank throws");
        const int op = action.choice;
        if (op < 0 || op > 3 || !(c.left & (1 << op)))
            return std::string("each operation is used once: pick one of those left");
        if (!VaBanqueDef::allowed(c.value(), op, c.dice.back()))
            return std::string("÷ only without a remainder in dice two to four");
        c.ops.push_back(op);
        c.values.push_back(VaBanqueDef::apply(c.value(), op, c.dice.back()));
        c.left &= ~(1 << op);
        return std::nullopt;
    }
    return std::string("Va banque has these actions: the bank throws, the player picks an operation");
}

void VaBanqueState::finishPlayer()
{
    const Seat p = player();
    if (m_calcs[std::size_t(p)]->forfeited)
        m_ledger.pay(p, m_bank, m_stake);
    else
        m_ledger.put(p, m_stake);
    if (++m_next < int(m_players.size())) {
        m_calcs[std::size_t(player())] = VaBanqueCalc{};
        return;
    }
    m_next = int(m_players.size()) - 1;
    finishRound();
}

void VaBanqueState::finishRound()
{
    std::optional<int> best;
    for (Seat p : m_players)
        if (const auto& c = m_calcs[std::size_t(p)]; !c->forfeited)
            best = std::max(best.value_or(c->value()), c->value());
    std::vector<Seat> winners;
    for (Seat p : m_players)
        if (const auto& c = m_calcs[std::size_t(p)]; best && !c->forfeited && c->value() == *best)
            winners.push_back(p);
    const Message round = Message::number(m_round + 1);
    const int pot = m_ledger.pot();
    m_ledger.award(winners);
    if (winners.empty())
        recordOutcome(
            say(QT_TRANSLATE_NOOP("knobel::VaBanque", "Round %1: every stake went to the bank."), {round}));
    else if (winners.size() == 1)
        recordOutcome(say(QT_TRANSLATE_N_NOOP("knobel::VaBanque", "Round %1: %2 takes %n chip(s) with %3."),
            {round, name(winners.front()), Message::number(*best)}, pot));
    else {
        Message together = name(winners.front());
        for (std::size_t i = 1; i < winners.size(); ++i)
            together = say(QT_TRANSLATE_NOOP("knobel::VaBanque", "%1 and %2"), {together, name(winners[i])});
        recordOutcome(say(QT_TRANSLATE_N_NOOP("knobel::VaBanque", "Round %1: %2 share %n chip(s) with %3."),
            {round, together, Message::number(*best)}, pot));
    }
    m_lastCalcs = m_calcs;
    if (++m_round >= seats()) {
        m_over = true;
        return;
    }
    startRound();
}

Observation VaBanqueState::observe(Seat viewer) const
{
    Observation view;
    view.viewer = viewer;
    view.toAct = toAct();
    view.round = std::min(m_round + 1, seats());
    if (!m_over) {
        const VaBanqueCalc& c = calc();
        DiceGroupView tray;
        tray.id = "tray";
        tray.owner = player();
        tray.kind = DieKind::Pips;
        tray.throwsMade = int(c.dice.size());
        for (int d = 0; d < VaBanqueDef::kDice; ++d)
            tray.dice.push_back(
                DieView{d < int(c.dice.size()) ? c.dice[std::size_t(d)] : 0, false, false, false});
        view.dice.push_back(std::move(tray));
    }
    const bool showLast = !m_lastCalcs.empty() && (m_over || (m_next == 0 && calc().dice.empty()));
    const auto& shown = showLast ? m_lastCalcs : m_calcs;
    for (Seat s = 0; s < seats(); ++s) {
        SeatView seat;
        seat.seat = s;
        seat.chips = m_ledger.balance(s);
        seat.banker = !m_over && s == m_bank;
        if (const auto& c = shown[std::size_t(s)]; c && !c->dice.empty())
            seat.roundLine = Message::plain(calcText(*c));
        view.seats.push_back(std::move(seat));
    }
    view.pot = m_ledger.pot();
    view.setFact("stake", m_stake);
    view.setFact("bank_takes_undivided", m_bankTakes);
    if (!m_over) {
        // The running calculation for the panel: the dice, the operations picked, the values after
        // each die, and the operations left (0 +, 1 −, 2 ×, 3 ÷).
        const VaBanqueCalc& c = calc();
        std::vector<int> left;
        for (int op = 0; op < 4; ++op)
            if (c.left & (1 << op))
                left.push_back(op);
        view.setFact("calc_seat", player());
        view.setFact("calc_dice", c.dice);
        view.setFact("calc_ops", c.ops);
        view.setFact("calc_values", c.values);
        view.setFact("calc_left", left);
    }
    return view;
}

Result VaBanqueState::result() const
{
    Result result;
    result.standings = rankPlayers(m_ledger.balances(), m_ledger.balances(), true);
    result.payments = m_ledger.payments();
    return result;
}

Message VaBanqueState::name(Seat seat) const
{
    return Message::plain(m_names.at(std::size_t(seat)));
}

Message VaBanqueState::status(Seat /*viewer*/) const
{
    if (m_over)
        return say(QT_TRANSLATE_NOOP("knobel::VaBanque", "The game is over: each player was the bank once."));
    const VaBanqueCalc& c = calc();
    if (choosing())
        return say(
            QT_TRANSLATE_NOOP("knobel::VaBanque", "%1: %2 — pick the operation for the %3 (left: %4)."),
            {name(player()), Message::plain(calcText(c)), Message::number(c.dice.back()),
                Message::plain(opsText(c.left))});
    return say(QT_TRANSLATE_NOOP("knobel::VaBanque", "%1, the bank, throws die %2 for %3."),
        {name(m_bank), Message::number(int(c.dice.size()) + 1), name(player())});
}

Message VaBanqueState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = by >= 0 ? name(by) : Message::plain("");
    if (m_over)
        return say(QT_TRANSLATE_NOOP("knobel::VaBanque", "%1 moves."), {who});
    const VaBanqueCalc& c = calc();
    if (action.type == Action::Type::Throw) {
        if (action.faces.size() != std::size_t(VaBanqueDef::kDice) || c.dice.size() >= action.faces.size())
            return say(QT_TRANSLATE_NOOP("knobel::VaBanque", "%1 throws a die."), {who});
        VaBanqueCalc after = c;
        const int die = action.faces[c.dice.size()];
        after.dice.push_back(die);
        if (after.dice.size() == 1)
            after.values.push_back(die);
        if (after.dice.size() == std::size_t(VaBanqueDef::kDice)) {
            int op = 0;
            while (!(c.left & (1 << op)))
                ++op;
            after.ops.push_back(op);
            after.values.push_back(VaBanqueDef::apply(c.value(), op, die));
            if (m_bankTakes && op == VaBanqueDef::Divide && c.value() % die != 0)
                return say(QT_TRANSLATE_NOOP("knobel::VaBanque",
                               "%1 throws a %2 for %3: %4 — the division leaves a remainder, the stake goes "
                               "to the bank."),
                    {who, Message::number(die), name(player()), Message::plain(calcText(after))});
        }
        return say(QT_TRANSLATE_NOOP("knobel::VaBanque", "%1 throws a %2 for %3: %4."),
            {who, Message::number(die), name(player()), Message::plain(calcText(after))});
    }
    if (action.type == Action::Type::Choose && choosing()) {
        VaBanqueCalc after = c;
        after.ops.push_back(action.choice);
        after.values.push_back(VaBanqueDef::apply(c.value(), action.choice, c.dice.back()));
        return say(QT_TRANSLATE_NOOP("knobel::VaBanque", "%1 takes %2: %3."),
            {who, Message::plain(VaBanqueDef::sign(action.choice)), Message::plain(calcText(after))});
    }
    return say(QT_TRANSLATE_NOOP("knobel::VaBanque", "%1 moves."), {who});
}

} // namespace knobel
