// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/vabanque/vabanque.h"
#include "engine/levels.h"

#include <algorithm>

#include <QtCore/qglobal.h>

#include "games/vabanque/vabanquebot.h"

namespace knobel {

namespace {

constexpr Sayer say{"knobel::VaBanque"};

/// A number as the calculation writes it: a minus sign, not a hyphen ("−3").
std::string numText(int n)
{
    return n < 0 ? "−" + std::to_string(-n) : std::to_string(n);
}

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
            QT_TRANSLATE_NOOP("knobel::Options", "A remainder loses the stake"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "A player who leaves ÷ for the fifth die and has a remainder there loses the stake to the "
                "bank (and is out of the round's comparison).")},
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

std::string VaBanqueDef::choiceName(int choice) const
{
    static const char* names[] = {"plus", "minus", "times", "divide"};
    return choice >= 0 && choice < 4 ? names[choice] : std::to_string(choice);
}

int VaBanqueDef::choiceIndex(std::string_view name) const
{
    for (int op = 0; op < 4; ++op)
        if (name == choiceName(op))
            return op;
    return -1;
}

const char* VaBanqueDef::sign(int op)
{
    static const char* signs[] = {"+", "−", "×", "÷"};
    return signs[std::clamp(op, 0, 3)];
}

std::string VaBanqueState::calcText(const VaBanqueCalc& calc)
{
    std::string text;
    for (std::size_t i = 0; i < calc.values.size(); ++i)
        text += i == 0 ? std::to_string(calc.dice[0])
                       : std::string(" ") + VaBanqueDef::sign(calc.ops[i - 1]) + " "
                + std::to_string(calc.dice[i]) + " = " + numText(calc.values[i]);
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
    return c.dice.size() >= 2 && c.dice.size() < std::size_t(VaBanqueDef::kDice)
        && c.ops.size() + 1 < c.dice.size();
}

Seat VaBanqueState::toAct() const
{
    if (m_over)
        return kNoSeat;
    return choosing() ? player() : m_bank;
}

std::optional<std::pair<int, int>> VaBanqueState::standing() const
{
    std::optional<std::pair<int, int>> best;
    if (m_over)
        return best;
    for (Seat p : m_players) {
        const auto& c = m_calcs[std::size_t(p)];
        if (!c || !c->done() || c->forfeited)
            continue;
        if (!best || c->value() > best->first)
            best = std::make_pair(c->value(), 0);
        if (c->value() == best->first)
            ++best->second;
    }
    return best;
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
    // One die at a time: the throw carries the new die's face only.
    if (m_over || group != 0 || choosing())
        return std::nullopt;
    ThrowSpec spec;
    spec.group = 0;
    spec.current = {0};
    spec.thrown = {true};
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
        if (action.group != 0 || action.faces.size() != 1)
            return std::string("the bank throws one die at a time");
        const int die = action.faces.front();
        if (die < 1 || die > 6)
            return std::string("a die shows a face dice do not have");
        c.dice.push_back(die);
        if (c.dice.size() == 1) {
            c.values.push_back(die);
        } else if (c.dice.size() == std::size_t(VaBanqueDef::kDice)) {
            // The fifth die takes the operation left; a division drops its remainder.
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
    // The stake goes in as the calculation ends: to the pot, or straight to the bank when it takes it.
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
    const auto best = standing();
    std::vector<Seat> winners;
    for (Seat p : m_players)
        if (const auto& c = m_calcs[std::size_t(p)]; best && !c->forfeited && c->value() == best->first)
            winners.push_back(p);
    const Message round = Message::number(m_round + 1);
    const int pot = m_ledger.pot();
    m_ledger.award(winners);
    if (winners.empty())
        recordOutcome(
            say(QT_TRANSLATE_NOOP("knobel::VaBanque", "Round %1: every stake went to the bank."), {round}));
    else if (winners.size() == 1)
        recordOutcome(say(QT_TRANSLATE_N_NOOP("knobel::VaBanque", "Round %1: %2 takes %n chip(s) with %3."),
            {round, name(winners.front()), Message::number(best->first)}, pot));
    else {
        Message together = name(winners.front());
        for (std::size_t i = 1; i < winners.size(); ++i)
            together = say(QT_TRANSLATE_NOOP("knobel::VaBanque", "%1 and %2"), {together, name(winners[i])});
        recordOutcome(say(QT_TRANSLATE_N_NOOP("knobel::VaBanque", "Round %1: %2 share %n chip(s) with %3."),
            {round, together, Message::number(best->first)}, pot));
    }
    m_lastCalcs = m_calcs;
    m_lastPlayer = player();
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
    // Until the next round's first die the last round stays on the table as it ended: its last
    // player's five dice and every player's calculation.
    const bool ended = m_lastPlayer != kNoSeat && (m_over || (m_next == 0 && calc().dice.empty()));
    const auto& shown = ended ? m_lastCalcs : m_calcs;
    const Seat owner = ended ? m_lastPlayer : player();
    const VaBanqueCalc& c = *shown[std::size_t(owner)];
    DiceGroupView tray;
    tray.id = "tray";
    tray.owner = owner;
    tray.kind = DieKind::Pips;
    tray.throwsMade = int(c.dice.size());
    tray.throwLimit = VaBanqueDef::kDice;
    tray.ended = ended;
    // The dice thrown before stand set aside; the newest is the one just thrown.
    for (int d = 0; d < VaBanqueDef::kDice; ++d) {
        const bool thrown = d < int(c.dice.size());
        const bool before = d + 1 < int(c.dice.size());
        tray.dice.push_back(DieView{thrown ? c.dice[std::size_t(d)] : 0, before, false, false});
    }
    view.dice.push_back(std::move(tray));
    for (Seat s = 0; s < seats(); ++s) {
        SeatView seat;
        seat.seat = s;
        seat.chips = m_ledger.balance(s);
        seat.committed = m_ledger.inPot(s);
        seat.banker = !m_over && s == m_bank;
        if (const auto& sc = shown[std::size_t(s)]; sc && !sc->values.empty())
            seat.roundLine = sc->forfeited
                ? say(QT_TRANSLATE_NOOP("knobel::VaBanque", "%1 (the stake went to the bank)"),
                    {Message::plain(calcText(*sc))})
                : Message::plain(calcText(*sc));
        view.seats.push_back(std::move(seat));
    }
    view.pot = m_ledger.pot();
    view.setFact("stake", m_stake);
    view.setFact("bank_takes_undivided", m_bankTakes);
    // The running calculation for the calculation panel (docs/adding-a-game.md, "Panels").
    std::vector<int> left;
    for (int op = 0; op < 4; ++op)
        if (c.left & (1 << op))
            left.push_back(op);
    view.setFact("calcSeat", owner);
    view.setFact("calcNumbers", c.dice);
    view.setFact("calcOps", c.ops);
    view.setFact("calcValues", c.values);
    view.setFact("calcLeft", left);
    if (!ended)
        if (const auto best = standing())
            view.setFact("calcToBeat", best->first);
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
    if (choosing()) {
        const std::vector<Message> args{name(player()), Message::plain(numText(c.value())),
            Message::number(c.dice.back()), Message::plain(opsText(c.left))};
        if ((c.left & (1 << VaBanqueDef::Divide))
            && !VaBanqueDef::allowed(c.value(), VaBanqueDef::Divide, c.dice.back()))
            return say(QT_TRANSLATE_NOOP("knobel::VaBanque",
                           "%1 has %2 and a %3: pick an operation (left: %4; ÷ would leave a remainder)."),
                args);
        return say(
            QT_TRANSLATE_NOOP("knobel::VaBanque", "%1 has %2 and a %3: pick an operation (left: %4)."), args);
    }
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
        if (action.faces.size() != 1)
            return say(
                QT_TRANSLATE_NOOP("knobel::VaBanque", "%1 throws a die for %2."), {who, name(player())});
        const int die = action.faces.front();
        if (c.dice.empty())
            return say(QT_TRANSLATE_NOOP("knobel::VaBanque", "%1 throws a %2 for %3 to start with."),
                {who, Message::number(die), name(player())});
        if (c.dice.size() + 1 < std::size_t(VaBanqueDef::kDice))
            return say(QT_TRANSLATE_NOOP("knobel::VaBanque", "%1 throws a %2 for %3, who has %4."),
                {who, Message::number(die), name(player()), Message::plain(numText(c.value()))});
        // The fifth die: the operation left, and the end of this player's calculation.
        int op = 0;
        while (!(c.left & (1 << op)))
            ++op;
        VaBanqueCalc after = c;
        after.dice.push_back(die);
        after.ops.push_back(op);
        after.values.push_back(VaBanqueDef::apply(c.value(), op, die));
        if (m_bankTakes && op == VaBanqueDef::Divide && c.value() % die != 0)
            return say(QT_TRANSLATE_NOOP("knobel::VaBanque",
                           "%1 throws a %2 for %3: %4. The division leaves a remainder: the stake goes to "
                           "the bank."),
                {who, Message::number(die), name(player()), Message::plain(calcText(after))});
        return say(QT_TRANSLATE_NOOP("knobel::VaBanque", "%1 throws a %2 for %3: %4."),
            {who, Message::number(die), name(player()), Message::plain(calcText(after))});
    }
    if (action.type == Action::Type::Choose && choosing() && action.choice >= 0 && action.choice < 4) {
        const int op = action.choice;
        const std::string step = numText(c.value()) + " " + VaBanqueDef::sign(op) + " "
            + std::to_string(c.dice.back()) + " = "
            + numText(VaBanqueDef::apply(c.value(), op, c.dice.back()));
        static const char* const texts[] = {
            QT_TRANSLATE_NOOP("knobel::VaBanque", "%1 adds: %2."),
            QT_TRANSLATE_NOOP("knobel::VaBanque", "%1 subtracts: %2."),
            QT_TRANSLATE_NOOP("knobel::VaBanque", "%1 multiplies: %2."),
            QT_TRANSLATE_NOOP("knobel::VaBanque", "%1 divides: %2."),
        };
        return say(texts[op], {who, Message::plain(step)});
    }
    return say(QT_TRANSLATE_NOOP("knobel::VaBanque", "%1 moves."), {who});
}

} // namespace knobel
