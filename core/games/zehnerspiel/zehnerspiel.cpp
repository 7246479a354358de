// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/zehnerspiel/zehnerspiel.h"
#include "engine/levels.h"

#include <algorithm>
#include <numeric>

#include <QtCore/qglobal.h>

#include "engine/bot.h"

namespace knobel {

namespace {

constexpr const char* kContext = "knobel::Zehnerspiel";

Message say(const char* text, std::vector<Message> args = {}, int n = -1)
{
    Message m;
    m.context = kContext;
    m.text = text;
    m.args = std::move(args);
    m.n = n;
    return m;
}

/// The computer player: stakes by the exact expectation of a chip staked, −1/4 (the bank's edge is
/// the same whatever is staked, so the least the rules allow loses least). Perfect stakes that least:
/// one chip where everyone must stake, nothing where staking is free. Good always puts one chip on
/// the board. Beginner stakes a number of chips drawn at random within the limits.
class ZehnerspielBot final : public Bot
{
public:
    enum class Level { Beginner, Good, Perfect };
    explicit ZehnerspielBot(Level level)
        : m_level(level)
    {
    }

    Action decide(const BotView& view) const override
    {
        const auto* state = dynamic_cast<const ZehnerspielState*>(view.full);
        auto listed = [&](const Action& a) {
            return std::find(view.legal.begin(), view.legal.end(), a) != view.legal.end();
        };
        if (!state || state->staker() != view.seat)
            return view.legal.front();
        if (m_level == Level::Perfect && listed(Action::stop()))
            return Action::stop();
        const int amount
            = m_level == Level::Beginner ? 1 + int(view.seed % std::uint64_t(state->maxStake())) : 1;
        const Action stake = Action::stake(ZehnerspielDef::kUnderTen, amount);
        return listed(stake) ? stake : view.legal.front();
    }

    std::vector<RankedChoice> rank(const BotView& view) const override
    {
        std::vector<RankedChoice> ranked;
        for (const Action& action : view.legal) {
            RankedChoice choice;
            choice.action = action;
            if (action.type == Action::Type::Stake) {
                choice.value = ZehnerspielDef::expectationPerChip() * action.amount;
                choice.text
                    = say(QT_TRANSLATE_N_NOOP("knobel::Zehnerspiel", "Stake %n chip(s)"), {}, action.amount);
            } else if (action.type == Action::Type::Stop) {
                choice.value = 0;
                choice.text = say(QT_TRANSLATE_NOOP("knobel::Zehnerspiel", "Stake nothing on this throw"));
            } else {
                continue;
            }
            ranked.push_back(std::move(choice));
        }
        std::stable_sort(
            ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.value > b.value; });
        return ranked;
    }

    RankMeaning rankMeaning(const BotView& /*view*/) const override
    {
        RankMeaning meaning;
        meaning.unit = RankMeaning::Unit::Chips;
        meaning.text = say(QT_TRANSLATE_NOOP("knobel::Zehnerspiel",
            "Chips a stake wins (or loses) on average: a quarter of a chip lost per chip staked"));
        return meaning;
    }

private:
    Level m_level;
};

} // namespace

const char* ZehnerspielDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "The bank throws three dice for all: under 10 it pays every stake, 10 or more it takes them.");
}

const std::vector<OptionSpec>& ZehnerspielDef::options() const
{
    static const std::vector<OptionSpec> specs{
        {"rounds", OptionType::Number, "10", {}, 1, 100, QT_TRANSLATE_NOOP("knobel::Options", "Throws"),
            QT_TRANSLATE_NOOP("knobel::Options", "How many throws of the bank the game lasts.")},
        {"max_stake", OptionType::Number, "10", {}, 1, 100,
            QT_TRANSLATE_NOOP("knobel::Options", "Highest stake"),
            QT_TRANSLATE_NOOP("knobel::Options", "The most chips a player stakes on one throw of the bank.")},
        {"stake_required", OptionType::Switch, "true", {}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "Everyone stakes"),
            QT_TRANSLATE_NOOP(
                "knobel::Options", "Every player but the bank stakes at least one chip on each throw.")},
    };
    return specs;
}

std::unique_ptr<State> ZehnerspielDef::newState(const GameSetup& setup) const
{
    return std::make_unique<ZehnerspielState>(setup);
}

std::shared_ptr<const Bot> ZehnerspielDef::makeBot(
    std::string_view level, const RuleOptions& /*options*/, const BotPreparation& /*preparation*/) const
{
    const auto byName = levelNamed<ZehnerspielBot::Level>(level);
    return byName ? std::make_shared<ZehnerspielBot>(*byName) : nullptr;
}

std::string ZehnerspielDef::fieldName(int field) const
{
    return field == kUnderTen ? "under10" : std::to_string(field);
}

int ZehnerspielDef::fieldIndex(std::string_view name) const
{
    return name == "under10" || name == "10" ? kUnderTen : -1;
}

std::size_t ZehnerspielDef::maxActions(const GameSetup& setup) const
{
    // Per throw: a stake or a stop for each staker, and the throw.
    const std::size_t rounds
        = std::size_t(std::max(1, setup.options.has("rounds") ? setup.options.number("rounds") : 10));
    return rounds * (setup.players.size() + 1);
}

double ZehnerspielDef::underTenChance()
{
    int under = 0;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            for (int c = 1; c <= 6; ++c)
                under += pays(a + b + c) ? 1 : 0;
    return under / 216.0;
}

ZehnerspielState::ZehnerspielState(const GameSetup& setup)
    : m_names(setup.players)
    , m_maxStake(setup.options.has("max_stake") ? setup.options.number("max_stake") : 10)
    , m_required(!setup.options.has("stake_required") || setup.options.flag("stake_required"))
    , m_session(int(setup.players.size()),
          SessionRules{SessionRules::End::Rounds,
              setup.options.has("rounds") ? setup.options.number("rounds") : 10,
              SessionRules::Starter::Clockwise, true},
          0, firstSeatFromSeed(setup))
    , m_ledger(int(setup.players.size()))
    , m_stakes(setup.players.size(), 0)
{
    startRound();
}

void ZehnerspielState::startRound()
{
    std::fill(m_stakes.begin(), m_stakes.end(), 0);
    m_stakers.clear();
    for (int k = 1; k < seats(); ++k)
        m_stakers.push_back((bank() + k) % seats());
    m_next = 0;
}

Seat ZehnerspielState::staker() const
{
    if (isTerminal())
        return kNoSeat;
    return m_next < int(m_stakers.size()) ? m_stakers[std::size_t(m_next)] : kChance;
}

Seat ZehnerspielState::toAct() const
{
    return staker();
}

std::vector<Action> ZehnerspielState::legalActions() const
{
    std::vector<Action> legal;
    const Seat seat = staker();
    if (seat == kNoSeat)
        return legal;
    if (seat == kChance) {
        legal.push_back(Action::throwDice());
        return legal;
    }
    for (int amount = 1; amount <= m_maxStake; ++amount)
        legal.push_back(Action::stake(ZehnerspielDef::kUnderTen, amount));
    if (!m_required)
        legal.push_back(Action::stop());
    return legal;
}

std::optional<ThrowSpec> ZehnerspielState::throwSpec(int group) const
{
    if (group != 0 || staker() != kChance)
        return std::nullopt;
    ThrowSpec spec;
    spec.current = {0, 0, 0};
    spec.thrown = {true, true, true};
    return spec;
}

Problem ZehnerspielState::apply(const Action& action)
{
    if (isTerminal())
        return std::string("the game is over");
    if (staker() == kChance) {
        if (action.type != Action::Type::Throw || action.group != 0)
            return std::string("every stake is placed: the bank throws");
        return doThrow(action);
    }
    switch (action.type) {
    case Action::Type::Stake:
        if (action.field != ZehnerspielDef::kUnderTen)
            return std::string("the board has one field: under 10");
        if (action.amount < 1 || action.amount > m_maxStake)
            return "a stake is 1 to " + std::to_string(m_maxStake) + " chips";
        m_stakes[std::size_t(staker())] = action.amount;
        ++m_next;
        return std::nullopt;
    case Action::Type::Stop:
        if (m_required)
            return std::string("every player but the bank stakes at least one chip");
        ++m_next;
        return std::nullopt;
    case Action::Type::Throw:
        return std::string("the bank throws once every stake is placed");
    default:
        return std::string("Zehnerspiel has no such action: stake, or (where allowed) stake nothing");
    }
}

Problem ZehnerspielState::doThrow(const Action& action)
{
    if (action.faces.size() != std::size_t(ZehnerspielDef::kDice))
        return std::string("the bank throws three dice");
    for (int face : action.faces)
        if (face < 1 || face > kFaceCount)
            return std::string("a die shows a face dice do not have");
    m_lastThrow = action.faces;
    const bool pays = ZehnerspielDef::pays(std::accumulate(action.faces.begin(), action.faces.end(), 0));
    const std::vector<int> before = m_ledger.balances();
    for (Seat seat = 0; seat < seats(); ++seat) {
        if (seat == bank() || stake(seat) == 0)
            continue;
        if (pays)
            m_ledger.pay(bank(), seat, stake(seat));
        else
            m_ledger.pay(seat, bank(), stake(seat));
    }
    recordOutcome(settlement(before));
    m_session.finishRound(kNoSeat, kNoSeat);
    if (isTerminal()) {
        std::fill(m_stakes.begin(), m_stakes.end(), 0);
        m_next = int(m_stakers.size());
        return std::nullopt;
    }
    startRound();
    return std::nullopt;
}

Message ZehnerspielState::settlement(const std::vector<int>& before) const
{
    // "Throw 3: Anna wins 2 chips; Ben wins 1 chip; Carl (bank) loses 3 chips."
    auto part = [&](Seat seat) {
        const int change = m_ledger.balance(seat) - before.at(std::size_t(seat));
        const bool banker = seat == bank();
        return change > 0
            ? say(banker ? QT_TRANSLATE_N_NOOP("knobel::Zehnerspiel", "%1 (bank) wins %n chip(s)")
                         : QT_TRANSLATE_N_NOOP("knobel::Zehnerspiel", "%1 wins %n chip(s)"),
                {name(seat)}, change)
            : change < 0
            ? say(banker ? QT_TRANSLATE_N_NOOP("knobel::Zehnerspiel", "%1 (bank) loses %n chip(s)")
                         : QT_TRANSLATE_N_NOOP("knobel::Zehnerspiel", "%1 loses %n chip(s)"),
                {name(seat)}, -change)
            : say(banker ? QT_TRANSLATE_NOOP("knobel::Zehnerspiel", "%1 (bank) is even")
                         : QT_TRANSLATE_NOOP("knobel::Zehnerspiel", "%1 is even"),
                {name(seat)});
    };
    std::vector<Seat> order = m_stakers;
    order.push_back(bank());
    Message all = part(order.back());
    for (auto it = order.rbegin() + 1; it != order.rend(); ++it)
        all = say(QT_TRANSLATE_NOOP("knobel::Zehnerspiel", "%1; %2"), {part(*it), all});
    return say(
        QT_TRANSLATE_NOOP("knobel::Zehnerspiel", "Throw %1: %2."), {Message::number(m_session.round()), all});
}

Observation ZehnerspielState::observe(Seat viewer) const
{
    Observation view;
    view.viewer = viewer;
    view.toAct = toAct();
    view.round = m_session.round() - (isTerminal() ? 1 : 0);
    DiceGroupView dice;
    dice.id = "bank";
    dice.owner = bank();
    for (int face : m_lastThrow)
        dice.dice.push_back(DieView{face, false, false, false});
    dice.throwsMade = int(m_lastThrow.empty() ? 0 : 1);
    view.dice.push_back(std::move(dice));
    for (Seat s = 0; s < seats(); ++s) {
        SeatView seat;
        seat.seat = s;
        seat.chips = m_ledger.balance(s);
        seat.banker = !isTerminal() && s == bank();
        seat.starter = !isTerminal() && !m_stakers.empty() && s == m_stakers.front();
        seat.committed = stake(s);
        view.seats.push_back(std::move(seat));
        if (stake(s) > 0)
            view.stakes.push_back(StakeView{s, ZehnerspielDef::kUnderTen, stake(s)});
    }
    for (const auto& stake : view.stakes)
        view.pot += stake.amount;
    // The board: one field, the throws of 3 to 9 pips; its part "below" names it "under 10".
    view.board.push_back(BoardFieldView{ZehnerspielDef::kUnderTen, {3, 4, 5, 6, 7, 8, 9}, 0, 0, "below"});
    view.setFact("max_stake", m_maxStake);
    view.setFact("rounds", m_session.rules().target);
    if (!m_lastThrow.empty()) {
        const int sum = std::accumulate(m_lastThrow.begin(), m_lastThrow.end(), 0);
        view.setFact("last_sum", sum);
        view.setFact("last_under_ten", ZehnerspielDef::pays(sum));
    }
    return view;
}

Result ZehnerspielState::result() const
{
    Result result;
    result.standings = rankPlayers(m_ledger.balances(), m_ledger.balances(), true);
    result.payments = m_ledger.payments();
    return result;
}

Message ZehnerspielState::name(Seat seat) const
{
    return Message::plain(m_names.at(std::size_t(seat)));
}

Message ZehnerspielState::status(Seat /*viewer*/) const
{
    if (isTerminal())
        return say(
            QT_TRANSLATE_N_NOOP("knobel::Zehnerspiel", "The game is over after %n throw(s) of the bank."), {},
            m_session.rules().target);
    const Seat seat = staker();
    if (seat == kChance)
        return say(
            QT_TRANSLATE_NOOP("knobel::Zehnerspiel", "%1 throws three dice for the bank."), {name(bank())});
    return say(QT_TRANSLATE_NOOP("knobel::Zehnerspiel", "%1: stake on under 10 (%2 is the bank)."),
        {name(seat), name(bank())});
}

Message ZehnerspielState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    switch (action.type) {
    case Action::Type::Throw: {
        if (action.faces.size() != std::size_t(ZehnerspielDef::kDice))
            break;
        const int sum = std::accumulate(action.faces.begin(), action.faces.end(), 0);
        const std::vector<Message> args{Message::number(action.faces[0]), Message::number(action.faces[1]),
            Message::number(action.faces[2]), Message::number(sum)};
        return ZehnerspielDef::pays(sum)
            ? say(QT_TRANSLATE_NOOP("knobel::Zehnerspiel",
                      "The bank throws %1 + %2 + %3 = %4: under 10, the bank pays every stake."),
                args)
            : say(QT_TRANSLATE_NOOP("knobel::Zehnerspiel",
                      "The bank throws %1 + %2 + %3 = %4: 10 or more, the bank takes every stake."),
                args);
    }
    case Action::Type::Stake:
        if (by >= 0)
            return say(QT_TRANSLATE_N_NOOP("knobel::Zehnerspiel", "%1 stakes %n chip(s) on under 10."),
                {name(by)}, action.amount);
        break;
    case Action::Type::Stop:
        if (by >= 0)
            return say(
                QT_TRANSLATE_NOOP("knobel::Zehnerspiel", "%1 stakes nothing on this throw."), {name(by)});
        break;
    default:
        break;
    }
    return say(QT_TRANSLATE_NOOP("knobel::Zehnerspiel", "The game goes on."));
}

} // namespace knobel
