// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/lustigesieben/lustigesieben.h"
#include "engine/levels.h"

#include <algorithm>
#include <charconv>
#include <numeric>

#include <QtCore/qglobal.h>

#include "kits/session.h"

namespace knobel {

namespace {

constexpr const char* kContext = "knobel::LustigeSieben";
constexpr int kNumbers = 13; ///< stakes are kept per number 0 … 12; 2 … 12 are fields

Message say(const char* text, std::vector<Message> args = {}, int n = -1)
{
    Message m;
    m.context = kContext;
    m.text = text;
    m.args = std::move(args);
    m.n = n;
    return m;
}

/// The side's name in observations and files.
const char* sideId(LustigeSiebenDef::Side side)
{
    switch (side) {
    case LustigeSiebenDef::Side::Left:
        return "left";
    case LustigeSiebenDef::Side::Right:
        return "right";
    case LustigeSiebenDef::Side::Seven:
        break;
    }
    return "seven";
}

Message sideName(LustigeSiebenDef::Side side)
{
    switch (side) {
    case LustigeSiebenDef::Side::Left:
        return say(QT_TRANSLATE_NOOP("knobel::LustigeSieben", "the left side"));
    case LustigeSiebenDef::Side::Right:
        return say(QT_TRANSLATE_NOOP("knobel::LustigeSieben", "the right side"));
    case LustigeSiebenDef::Side::Seven:
        break;
    }
    return say(QT_TRANSLATE_NOOP("knobel::LustigeSieben", "the seven"));
}

/// Per chip staked on a side: what the staker gets back beyond the stake on each sum, and whether
/// the stake stays on the board. Chances of the sums of two dice.
double chanceOfSum(int sum)
{
    return double(6 - std::abs(sum - 7)) / 36.0;
}

/// The computer player: stakes by what a field costs in the long run.
class LustigeSiebenBot final : public Bot
{
public:
    enum class Level { Beginner, Good, Perfect };
    explicit LustigeSiebenBot(Level level)
        : m_level(level)
    {
    }

    Action decide(const BotView& view) const override
    {
        const auto* state = dynamic_cast<const LustigeSiebenState*>(view.full);
        auto listed = [&](const Action& a) {
            return std::find(view.legal.begin(), view.legal.end(), a) != view.legal.end();
        };
        if (!state || state->staker() != view.seat)
            return view.legal.front();
        // Every field loses for a staker (see edgePerThrow), so none of them stakes more than the rules
        // ask: with stake_required one chip on the board for each throw, otherwise nothing. Beginner
        // thinks more chips win more and puts three on the field that wins most often (a side); Good
        // knows every field loses and puts the least on the field that wins most often; Perfect puts the
        // least on the field with the smallest loss per throw, the 7, whose stake may stand.
        if (!state->stakeRequired() || state->onBoard(view.seat) > 0)
            return Action::stop();
        const int field = m_level == Level::Perfect ? bestField() : (view.seed % 2 == 0 ? 6 : 8);
        const int amount = m_level == Level::Beginner ? std::min(3, state->maxStake()) : 1;
        const Action stake = Action::stake(field, amount);
        return listed(stake) ? stake : Action::stop();
    }

    std::vector<RankedChoice> rank(const BotView& view) const override
    {
        std::vector<RankedChoice> ranked;
        for (int field = 2; field <= 12; ++field) {
            RankedChoice choice;
            choice.action = Action::stake(field, 1);
            choice.value = -LustigeSiebenDef::edgePerThrow(field);
            choice.text
                = say(QT_TRANSLATE_NOOP("knobel::LustigeSieben", "One chip on %1"), {Message::number(field)});
            if (std::find(view.legal.begin(), view.legal.end(), choice.action) != view.legal.end())
                ranked.push_back(std::move(choice));
        }
        // Staking no more (where the rules allow it) wins and loses nothing.
        if (std::find(view.legal.begin(), view.legal.end(), Action::stop()) != view.legal.end()) {
            RankedChoice none;
            none.action = Action::stop();
            none.value = 0;
            none.text = say(QT_TRANSLATE_NOOP("knobel::LustigeSieben", "Stake nothing more on this throw"));
            ranked.push_back(std::move(none));
        }
        std::stable_sort(
            ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.value > b.value; });
        return ranked;
    }

    RankMeaning rankMeaning(const BotView& /*view*/) const override
    {
        RankMeaning meaning;
        meaning.unit = RankMeaning::Unit::Chips;
        meaning.text = say(QT_TRANSLATE_NOOP("knobel::LustigeSieben",
            "Chips a stake of one chip wins (or loses) on each field per throw of the bank, on average"));
        return meaning;
    }

private:
    static int bestField()
    {
        int best = 2;
        for (int field = 3; field <= 12; ++field)
            if (LustigeSiebenDef::edgePerThrow(field) < LustigeSiebenDef::edgePerThrow(best) - 1e-12)
                best = field;
        return best;
    }
    Level m_level;
};

} // namespace

const char* LustigeSiebenDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "The bank throws two dice for all; the others stake on the left side, the right side or the 7.");
}

const std::vector<OptionSpec>& LustigeSiebenDef::options() const
{
    static const std::vector<OptionSpec> specs{
        {"rotate_bank", OptionType::Switch, "true", {}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "The bank passes on"),
            QT_TRANSLATE_NOOP("knobel::Options", "After each throw the next player becomes the bank.")},
        {"rounds", OptionType::Number, "10", {}, 1, 100, QT_TRANSLATE_NOOP("knobel::Options", "Throws"),
            QT_TRANSLATE_NOOP("knobel::Options", "How many throws of the bank the game lasts.")},
        {"max_stake", OptionType::Number, "10", {}, 1, 100,
            QT_TRANSLATE_NOOP("knobel::Options", "Highest stake"),
            QT_TRANSLATE_NOOP("knobel::Options", "The most chips a player puts on one field for one throw.")},
        {"stake_required", OptionType::Switch, "true", {}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "Everyone stakes"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "Every player but the bank has at least one chip on the board for each throw.")},
    };
    return specs;
}

std::unique_ptr<State> LustigeSiebenDef::newState(const GameSetup& setup) const
{
    return std::make_unique<LustigeSiebenState>(setup);
}

std::shared_ptr<const Bot> LustigeSiebenDef::makeBot(
    std::string_view level, const RuleOptions& /*options*/, const BotPreparation& /*preparation*/) const
{
    const auto byName = levelNamed<LustigeSiebenBot::Level>(level);
    return byName ? std::make_shared<LustigeSiebenBot>(*byName) : nullptr;
}

std::string LustigeSiebenDef::fieldName(int field) const
{
    return std::to_string(field);
}

int LustigeSiebenDef::fieldIndex(std::string_view name) const
{
    int value = -1;
    const auto [end, error] = std::from_chars(name.data(), name.data() + name.size(), value);
    return error == std::errc() && end == name.data() + name.size() && isField(value) ? value : -1;
}

std::size_t LustigeSiebenDef::maxActions(const GameSetup& setup) const
{
    // Per throw: at most one stake per field and a stop for each staker, and the throw.
    const std::size_t rounds = std::size_t(std::max(1, setup.options.number("rounds")));
    return rounds * (setup.players.size() * 12 + 1);
}

LustigeSiebenDef::Side LustigeSiebenDef::sideOf(int number)
{
    switch (number) {
    case 2:
    case 4:
    case 6:
    case 9:
    case 11:
        return Side::Left;
    case 7:
        return Side::Seven;
    default:
        return Side::Right;
    }
}

const std::vector<std::vector<int>>& LustigeSiebenDef::board()
{
    static const std::vector<std::vector<int>> rows{{7}, {2, 3}, {4, 5}, {6, 8}, {9, 10}, {11, 12}};
    return rows;
}

double LustigeSiebenDef::edgePerThrow(int field)
{
    // The staker's result per chip on each sum: +1 when paid 1:1, +2 when paid 2:1, −1 when the bank
    // takes it, 0 when the stake stands.
    const Side mine = sideOf(field);
    double expected = 0;
    for (int sum = 2; sum <= 12; ++sum) {
        const Side fell = sideOf(sum);
        double outcome = 0;
        if (mine == Side::Seven)
            outcome = fell == Side::Seven ? 2 : fell == Side::Left ? -1 : 0;
        else
            outcome = fell == Side::Seven || fell == mine ? -1 : 1;
        expected += chanceOfSum(sum) * outcome;
    }
    return -expected;
}

double LustigeSiebenDef::edgePerStake(int field)
{
    if (sideOf(field) != Side::Seven)
        return edgePerThrow(field);
    // A stake on 7 stands through every right number: per decided stake, divide by the chance to decide.
    double decides = 0;
    for (int sum = 2; sum <= 12; ++sum)
        if (sideOf(sum) != Side::Right)
            decides += chanceOfSum(sum);
    return edgePerThrow(field) / decides;
}

LustigeSiebenState::LustigeSiebenState(const GameSetup& setup)
    : m_names(setup.players)
    , m_maxStake(setup.options.has("max_stake") ? setup.options.number("max_stake") : 10)
    , m_required(!setup.options.has("stake_required") || setup.options.flag("stake_required"))
    , m_session(int(setup.players.size()),
          SessionRules{SessionRules::End::Rounds,
              setup.options.has("rounds") ? setup.options.number("rounds") : 10,
              SessionRules::Starter::Clockwise,
              !setup.options.has("rotate_bank") || setup.options.flag("rotate_bank")},
          0, firstSeatFromSeed(setup))
    , m_ledger(int(setup.players.size()))
    , m_stakes(setup.players.size(), std::vector<int>(kNumbers, 0))
    , m_standing(setup.players.size(), 0)
{
    startRound();
}

void LustigeSiebenState::startRound()
{
    // The new bank does not stake against itself: its stake on 7 that stood comes back to it.
    m_standing[std::size_t(bank())] = 0;
    for (auto& seat : m_stakes)
        std::fill(seat.begin(), seat.end(), 0);
    m_stakers.clear();
    for (int k = 1; k < seats(); ++k)
        m_stakers.push_back((bank() + k) % seats());
    m_next = 0;
}

Seat LustigeSiebenState::staker() const
{
    if (isTerminal())
        return kNoSeat;
    return m_next < int(m_stakers.size()) ? m_stakers[std::size_t(m_next)] : kChance;
}

Seat LustigeSiebenState::toAct() const
{
    return staker();
}

int LustigeSiebenState::onBoard(Seat seat) const
{
    const auto& stakes = m_stakes.at(std::size_t(seat));
    return std::accumulate(stakes.begin(), stakes.end(), 0) + m_standing.at(std::size_t(seat));
}

std::vector<Action> LustigeSiebenState::legalActions() const
{
    std::vector<Action> legal;
    const Seat seat = staker();
    if (seat == kNoSeat)
        return legal;
    if (seat == kChance) {
        legal.push_back(Action::throwDice());
        return legal;
    }
    for (int field = 2; field <= 12; ++field)
        if (stake(seat, field) == 0)
            for (int amount = 1; amount <= m_maxStake; ++amount)
                legal.push_back(Action::stake(field, amount));
    if (!m_required || onBoard(seat) > 0)
        legal.push_back(Action::stop());
    return legal;
}

std::optional<ThrowSpec> LustigeSiebenState::throwSpec(int group) const
{
    if (group != 0 || staker() != kChance)
        return std::nullopt;
    ThrowSpec spec;
    spec.current = {0, 0};
    spec.thrown = {true, true};
    return spec;
}

Problem LustigeSiebenState::apply(const Action& action)
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
        return doStake(action);
    case Action::Type::Stop:
        if (m_required && onBoard(staker()) == 0)
            return std::string("every player but the bank puts at least one chip on the board");
        ++m_next;
        return std::nullopt;
    case Action::Type::Throw:
        return std::string("the bank throws once every stake is placed");
    default:
        return std::string("Lustige Sieben has no such action: stake on a number, or stop staking");
    }
}

Problem LustigeSiebenState::doStake(const Action& action)
{
    if (!LustigeSiebenDef::isField(action.field))
        return "there is no field " + std::to_string(action.field) + " on the board: 2 to 12";
    if (action.amount < 1 || action.amount > m_maxStake)
        return "a stake is 1 to " + std::to_string(m_maxStake) + " chips";
    if (stake(staker(), action.field) != 0)
        return "there is a stake on " + std::to_string(action.field) + " already for this throw";
    m_stakes[std::size_t(staker())][std::size_t(action.field)] = action.amount;
    return std::nullopt;
}

Problem LustigeSiebenState::doThrow(const Action& action)
{
    if (action.faces.size() != 2)
        return std::string("the bank throws two dice");
    for (int face : action.faces)
        if (face < 1 || face > kFaceCount)
            return std::string("a die shows a face dice do not have");
    m_lastThrow = action.faces;
    using Side = LustigeSiebenDef::Side;
    const Side fell = LustigeSiebenDef::sideOf(action.faces[0] + action.faces[1]);
    const Seat banker = bank();
    const std::vector<int> before = m_ledger.balances();
    for (Seat seat = 0; seat < seats(); ++seat) {
        if (seat == banker)
            continue;
        int left = 0;
        int right = 0;
        for (int field = 2; field <= 12; ++field) {
            const Side side = LustigeSiebenDef::sideOf(field);
            (side == Side::Left           ? left
                    : side == Side::Right ? right
                                          : m_standing[std::size_t(seat)])
                += stake(seat, field);
        }
        int& seven = m_standing[std::size_t(seat)];
        switch (fell) {
        case Side::Left: // the bank takes the left and the 7, pays the right 1:1
            m_ledger.pay(seat, banker, left + seven);
            m_ledger.pay(banker, seat, right);
            seven = 0;
            break;
        case Side::Right: // the bank takes the right, pays the left 1:1; the 7 stands
            m_ledger.pay(seat, banker, right);
            m_ledger.pay(banker, seat, left);
            break;
        case Side::Seven: // both sides lose; the 7 is paid 2:1
            m_ledger.pay(seat, banker, left + right);
            m_ledger.pay(banker, seat, 2 * seven);
            seven = 0;
            break;
        }
    }
    recordOutcome(settlement(before));
    m_session.finishRound(kNoSeat, kNoSeat);
    if (isTerminal()) {
        // The game is over: stakes that still stand go back to their players.
        std::fill(m_standing.begin(), m_standing.end(), 0);
        for (auto& seat : m_stakes)
            std::fill(seat.begin(), seat.end(), 0);
        m_next = int(m_stakers.size());
        return std::nullopt;
    }
    startRound();
    return std::nullopt;
}

Message LustigeSiebenState::settlement(const std::vector<int>& before) const
{
    // "Throw 3: Anna wins 2 chips; Ben loses 1 chip, 1 chip on 7 stands; Carl (bank) loses 1 chip."
    auto part = [&](Seat seat) {
        const int change = m_ledger.balance(seat) - before.at(std::size_t(seat));
        const bool banker = seat == bank();
        Message m = change > 0
            ? say(banker ? QT_TRANSLATE_N_NOOP("knobel::LustigeSieben", "%1 (bank) wins %n chip(s)")
                         : QT_TRANSLATE_N_NOOP("knobel::LustigeSieben", "%1 wins %n chip(s)"),
                {name(seat)}, change)
            : change < 0
            ? say(banker ? QT_TRANSLATE_N_NOOP("knobel::LustigeSieben", "%1 (bank) loses %n chip(s)")
                         : QT_TRANSLATE_N_NOOP("knobel::LustigeSieben", "%1 loses %n chip(s)"),
                {name(seat)}, -change)
            : say(banker ? QT_TRANSLATE_NOOP("knobel::LustigeSieben", "%1 (bank) is even")
                         : QT_TRANSLATE_NOOP("knobel::LustigeSieben", "%1 is even"),
                {name(seat)});
        if (!banker && m_standing.at(std::size_t(seat)) > 0)
            m = say(QT_TRANSLATE_N_NOOP("knobel::LustigeSieben", "%1, %n chip(s) on 7 stand(s)"), {m},
                m_standing.at(std::size_t(seat)));
        return m;
    };
    std::vector<Seat> order = m_stakers;
    order.push_back(bank());
    Message all = part(order.back());
    for (auto it = order.rbegin() + 1; it != order.rend(); ++it)
        all = say(QT_TRANSLATE_NOOP("knobel::LustigeSieben", "%1; %2"), {part(*it), all});
    return say(QT_TRANSLATE_NOOP("knobel::LustigeSieben", "Throw %1: %2."),
        {Message::number(m_session.round()), all});
}

Observation LustigeSiebenState::observe(Seat viewer) const
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
        seat.committed = onBoard(s);
        view.seats.push_back(std::move(seat));
        for (int field = 2; field <= 12; ++field) {
            const int amount = stake(s, field) + (field == 7 ? m_standing[std::size_t(s)] : 0);
            if (amount > 0)
                view.stakes.push_back(StakeView{s, field, amount});
        }
    }
    for (const auto& stake : view.stakes)
        view.pot += stake.amount;
    // The board as the booklet draws it: the 7 on top, then the left and the right column.
    const auto& rows = LustigeSiebenDef::board();
    for (int r = 0; r < int(rows.size()); ++r)
        for (int c = 0; c < int(rows[std::size_t(r)].size()); ++c) {
            const int number = rows[std::size_t(r)][std::size_t(c)];
            view.board.push_back(
                BoardFieldView{number, {number}, r, c, sideId(LustigeSiebenDef::sideOf(number))});
        }
    view.setFact("max_stake", m_maxStake);
    view.setFact("rounds", m_session.rules().target);
    if (std::any_of(m_standing.begin(), m_standing.end(), [](int chips) { return chips > 0; }))
        view.setFact("standing_on_7", std::vector<int>(m_standing.begin(), m_standing.end()));
    if (!m_lastThrow.empty()) {
        const int sum = m_lastThrow[0] + m_lastThrow[1];
        view.setFact("last_sum", sum);
        view.setFact("last_side", std::string(sideId(LustigeSiebenDef::sideOf(sum))));
    }
    return view;
}

Result LustigeSiebenState::result() const
{
    Result result;
    result.standings = rankPlayers(m_ledger.balances(), m_ledger.balances(), true);
    result.payments = m_ledger.payments();
    return result;
}

Message LustigeSiebenState::name(Seat seat) const
{
    return Message::plain(m_names.at(std::size_t(seat)));
}

Message LustigeSiebenState::status(Seat /*viewer*/) const
{
    if (isTerminal())
        return say(
            QT_TRANSLATE_N_NOOP("knobel::LustigeSieben", "The game is over after %n throw(s) of the bank."),
            {}, m_session.rules().target);
    const Seat seat = staker();
    if (seat == kChance)
        return say(QT_TRANSLATE_NOOP("knobel::LustigeSieben", "%1 throws for the bank."), {name(bank())});
    if (m_required && onBoard(seat) == 0)
        return say(QT_TRANSLATE_NOOP(
                       "knobel::LustigeSieben", "%1: stake on a number (at least one chip; %2 is the bank)."),
            {name(seat), name(bank())});
    return say(
        QT_TRANSLATE_NOOP("knobel::LustigeSieben", "%1: stake on another number, or stop (%2 is the bank)."),
        {name(seat), name(bank())});
}

Message LustigeSiebenState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    switch (action.type) {
    case Action::Type::Throw: {
        if (action.faces.size() != 2)
            break;
        const int sum = action.faces[0] + action.faces[1];
        return say(QT_TRANSLATE_NOOP("knobel::LustigeSieben", "The bank throws %1 + %2 = %3: %4."),
            {Message::number(action.faces[0]), Message::number(action.faces[1]), Message::number(sum),
                sideName(LustigeSiebenDef::sideOf(sum))});
    }
    case Action::Type::Stake:
        if (by >= 0)
            return say(QT_TRANSLATE_N_NOOP("knobel::LustigeSieben", "%1 stakes %n chip(s) on %2."),
                {name(by), Message::number(action.field)}, action.amount);
        break;
    case Action::Type::Stop:
        if (by >= 0)
            return say(QT_TRANSLATE_NOOP("knobel::LustigeSieben", "%1 stops staking."), {name(by)});
        break;
    default:
        break;
    }
    return say(QT_TRANSLATE_NOOP("knobel::LustigeSieben", "The game goes on."));
}

} // namespace knobel
