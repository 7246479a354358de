// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/craps/craps.h"

#include <algorithm>
#include <numeric>

#include <QtCore/qglobal.h>

#include "engine/levels.h"
#include "games/craps/crapsbot.h"

namespace knobel {

namespace {

constexpr const char* kContext = "knobel::Craps";

Message say(const char* text, std::vector<Message> args = {}, int n = -1)
{
    Message m;
    m.context = kContext;
    m.text = text;
    m.args = std::move(args);
    m.n = n;
    return m;
}

Fraction reduced(std::int64_t numerator, std::int64_t denominator)
{
    const std::int64_t d = std::gcd(numerator, denominator);
    return Fraction{numerator / d, denominator / d};
}

Fraction plus(const Fraction& a, const Fraction& b)
{
    const std::int64_t d = std::lcm(a.denominator, b.denominator);
    return reduced(a.numerator * (d / a.denominator) + b.numerator * (d / b.denominator), d);
}

int option(const RuleOptions& options, const char* id, int fallback)
{
    return options.has(id) ? options.number(id) : fallback;
}

bool evenShares(const RuleOptions& options)
{
    return !options.has("even_shares") || options.flag("even_shares");
}

} // namespace

const char* CrapsDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "The maker names a number from 2 to 12 and stakes; the others cover it. He wins if the number "
        "comes at once, or if his point comes again before it.");
}

const std::vector<OptionSpec>& CrapsDef::options() const
{
    static const std::vector<OptionSpec> specs{
        {"rounds", OptionType::Number, "2", {}, 1, 20, QT_TRANSLATE_NOOP("knobel::Options", "Turns as maker"),
            QT_TRANSLATE_NOOP(
                "knobel::Options", "How often each player is the maker; the game passes on to the left.")},
        {"max_stake", OptionType::Number, "12", {}, 1, 120,
            QT_TRANSLATE_NOOP("knobel::Options", "Highest stake"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "The most chips the maker stakes in one game; the others cover the same amount together.")},
        {"even_shares", OptionType::Switch, "true", {}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "Stake divides evenly"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "The stake must divide evenly among the players who cover it; otherwise the players nearest "
                "the maker's left cover the odd chips.")},
    };
    return specs;
}

Problem CrapsDef::checkSetup(const GameSetup& setup) const
{
    if (setup.players.size() < 2)
        return std::nullopt; // the seat count is checked before
    if (stakes(setup.options, int(setup.players.size())).empty())
        return "with a stake that divides evenly, the highest stake must be at least one chip for each of "
               "the "
            + std::to_string(setup.players.size() - 1) + " players who cover it";
    return std::nullopt;
}

std::unique_ptr<State> CrapsDef::newState(const GameSetup& setup) const
{
    return std::make_unique<CrapsState>(setup);
}

std::shared_ptr<const Bot> CrapsDef::makeBot(
    std::string_view level, const RuleOptions& /*options*/, const BotPreparation& /*preparation*/) const
{
    const auto byName = levelNamed<CrapsBot::Level>(level);
    return byName ? std::make_shared<CrapsBot>(*byName) : nullptr;
}

Fraction CrapsDef::makerChance(int named)
{
    if (!isNumber(named))
        return {};
    // The first throw shows the named number: ways(n)/36. Otherwise its sum k is the point, and of
    // the throws that decide (k or n) the point comes first with ways(k) / (ways(k) + ways(n)).
    Fraction chance = reduced(ways(named), 36);
    for (int k = 2; k <= 12; ++k)
        if (k != named)
            chance = plus(chance, reduced(std::int64_t(ways(k)) * ways(k), 36LL * (ways(k) + ways(named))));
    return chance;
}

std::vector<int> CrapsDef::stakes(const RuleOptions& options, int seats)
{
    const int covering = std::max(1, seats - 1);
    const bool even = evenShares(options);
    std::vector<int> allowed;
    for (int amount = 1; amount <= option(options, "max_stake", 12); ++amount)
        if (!even || amount % covering == 0)
            allowed.push_back(amount);
    return allowed;
}

CrapsState::CrapsState(const GameSetup& setup)
    : m_names(setup.players)
    , m_allowed(CrapsDef::stakes(setup.options, int(setup.players.size())))
    , m_session(int(setup.players.size()),
          SessionRules{SessionRules::End::Rounds,
              option(setup.options, "rounds", 2) * int(setup.players.size()),
              SessionRules::Starter::Clockwise, false},
          firstSeatFromSeed(setup))
    , m_ledger(int(setup.players.size()))
    , m_shares(setup.players.size(), 0)
{
}

Seat CrapsState::toAct() const
{
    return isTerminal() ? kNoSeat : maker();
}

std::vector<Action> CrapsState::legalActions() const
{
    std::vector<Action> legal;
    if (isTerminal())
        return legal;
    if (m_named == 0) {
        for (int number = 2; number <= 12; ++number)
            for (int amount : m_allowed)
                legal.push_back(Action::stake(number, amount));
        return legal;
    }
    legal.push_back(Action::throwDice());
    return legal;
}

std::optional<ThrowSpec> CrapsState::throwSpec(int group) const
{
    if (group != 0 || isTerminal() || m_named == 0)
        return std::nullopt;
    ThrowSpec spec;
    spec.current = m_lastThrow.empty() ? std::vector<int>{0, 0} : m_lastThrow;
    spec.thrown = {true, true};
    return spec;
}

Problem CrapsState::apply(const Action& action)
{
    if (isTerminal())
        return std::string("the game is over");
    if (m_named == 0) {
        if (action.type != Action::Type::Stake)
            return std::string("the maker first names a number from 2 to 12 and stakes on it");
        return doName(action);
    }
    if (action.type != Action::Type::Throw)
        return std::string("the number is named: the maker throws until his point or the named number comes");
    return doThrow(action);
}

Problem CrapsState::doName(const Action& action)
{
    if (!CrapsDef::isNumber(action.field))
        return "the maker names a number from 2 to 12, not " + std::to_string(action.field);
    if (std::find(m_allowed.begin(), m_allowed.end(), action.amount) == m_allowed.end()) {
        std::string list;
        for (int amount : m_allowed)
            list += (list.empty() ? "" : ", ") + std::to_string(amount);
        return "the stake is one of " + list + " chips";
    }
    m_named = action.field;
    m_stake = action.amount;
    m_point = 0;
    m_throws = 0;
    m_lastThrow.clear();
    // The others cover the stake in shares as equal as chips allow, the odd chips from the maker's left.
    const int covering = seats() - 1;
    std::fill(m_shares.begin(), m_shares.end(), 0);
    for (int k = 1; k <= covering; ++k)
        m_shares[std::size_t((maker() + k) % seats())]
            = m_stake / covering + (k <= m_stake % covering ? 1 : 0);
    return std::nullopt;
}

Problem CrapsState::doThrow(const Action& action)
{
    if (action.group != 0)
        return std::string("Craps has one pair of dice");
    if (action.faces.size() != 2)
        return std::string("the maker throws two dice");
    for (int face : action.faces)
        if (face < 1 || face > kFaceCount)
            return std::string("a die shows a face dice do not have");
    m_lastThrow = action.faces;
    ++m_throws;
    const int sum = action.faces[0] + action.faces[1];
    if (sum == m_named)
        finishGame(m_point == 0, sum); // at once: he wins; after a point: he loses
    else if (m_point == 0)
        m_point = sum;
    else if (sum == m_point)
        finishGame(true, sum);
    return std::nullopt;
}

void CrapsState::finishGame(bool makerWins, int /*sum*/)
{
    const Seat m = maker();
    for (Seat s = 0; s < seats(); ++s)
        if (m_shares[std::size_t(s)] > 0) {
            if (makerWins)
                m_ledger.pay(s, m, m_shares[std::size_t(s)]);
            else
                m_ledger.pay(m, s, m_shares[std::size_t(s)]);
        }
    const Message game = Message::number(m_session.round());
    const Message named = Message::number(m_named);
    if (makerWins && m_point == 0)
        recordOutcome(say(QT_TRANSLATE_N_NOOP("knobel::Craps",
                              "Game %1: %2 throws the named %3 at once and wins %n chip(s) from the others."),
            {game, name(m), named}, m_stake));
    else if (makerWins)
        recordOutcome(
            say(QT_TRANSLATE_N_NOOP("knobel::Craps",
                    "Game %1: %2 throws the point %3 again before the named %4 (%5 throws) and wins "
                    "%n chip(s) from the others."),
                {game, name(m), Message::number(m_point), named, Message::number(m_throws)}, m_stake));
    else
        recordOutcome(say(QT_TRANSLATE_N_NOOP("knobel::Craps",
                              "Game %1: %2 throws the named %3 before the point %4 (%5 throws) and pays %n "
                              "chip(s) to the others."),
            {game, name(m), named, Message::number(m_point), Message::number(m_throws)}, m_stake));
    m_session.finishRound(makerWins ? m : kNoSeat, makerWins ? kNoSeat : m);
    m_named = 0;
    m_point = 0;
    m_stake = 0;
    m_throws = 0;
    std::fill(m_shares.begin(), m_shares.end(), 0);
}

Observation CrapsState::observe(Seat viewer) const
{
    Observation view;
    view.viewer = viewer;
    view.toAct = toAct();
    view.round = m_session.round() - (isTerminal() ? 1 : 0);
    // The dice are the maker's while he throws; between games the last throw lies on the table (none
    // before the first game's first throw).
    if (m_named != 0 || !m_lastThrow.empty()) {
        DiceGroupView dice;
        dice.id = "tray";
        dice.owner = m_named != 0 ? maker() : kNoSeat;
        dice.dice = {DieView{}, DieView{}};
        for (std::size_t i = 0; i < m_lastThrow.size() && i < 2; ++i)
            dice.dice[i].face = m_lastThrow[i];
        dice.throwsMade = m_throws;
        view.dice.push_back(std::move(dice));
    }
    for (Seat s = 0; s < seats(); ++s) {
        SeatView seat;
        seat.seat = s;
        seat.chips = m_ledger.balance(s);
        seat.starter = !isTerminal() && s == maker();
        seat.wins = m_session.wins(s);
        seat.committed = m_named == 0 ? 0 : s == maker() ? m_stake : m_shares[std::size_t(s)];
        if (seat.committed > 0)
            view.stakes.push_back(StakeView{s, m_named, seat.committed});
        view.seats.push_back(std::move(seat));
    }
    if (m_named != 0)
        view.pot = 2 * m_stake;
    // While the maker names, the numbers 2 to 12 are the fields he may name, in two rows.
    if (!isTerminal() && m_named == 0)
        for (int number = 2; number <= 12; ++number)
            view.board.push_back(
                BoardFieldView{number, {number}, number <= 7 ? 0 : 1, number <= 7 ? number - 2 : number - 8,
                    number == 7      ? "seven"
                        : number < 7 ? "low"
                                     : "high"});
    view.setFact("games", m_session.rules().target); // each player makes `rounds` times
    view.setFact("max_stake", m_allowed.empty() ? 0 : m_allowed.back());
    if (m_named != 0) {
        view.setFact("called_number", m_named);
        view.setFact("at_stake", m_stake);
        view.setFact("called_by", maker());
    }
    if (m_point != 0)
        view.setFact("point", m_point);
    return view;
}

Result CrapsState::result() const
{
    Result result;
    result.standings = rankPlayers(m_ledger.balances(), m_ledger.balances(), true);
    result.payments = m_ledger.payments();
    return result;
}

Message CrapsState::name(Seat seat) const
{
    return Message::plain(m_names.at(std::size_t(seat)));
}

Message CrapsState::status(Seat /*viewer*/) const
{
    if (isTerminal())
        return say(QT_TRANSLATE_N_NOOP("knobel::Craps", "The game is over after %n game(s)."), {},
            m_session.rules().target);
    if (m_named == 0)
        return say(
            QT_TRANSLATE_NOOP("knobel::Craps", "%1 is the maker: name a number from 2 to 12 and stake."),
            {name(maker())});
    if (m_point == 0)
        return say(QT_TRANSLATE_NOOP("knobel::Craps", "%1 named %2: throw (the %2 wins at once)."),
            {name(maker()), Message::number(m_named)});
    return say(QT_TRANSLATE_NOOP("knobel::Craps", "%1: throw again (the point %2 wins, the named %3 loses)."),
        {name(maker()), Message::number(m_point), Message::number(m_named)});
}

Message CrapsState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = by >= 0 ? name(by) : Message::plain("");
    switch (action.type) {
    case Action::Type::Stake:
        return say(
            QT_TRANSLATE_N_NOOP("knobel::Craps", "%1 names %2 and stakes %n chip(s); the others cover it."),
            {who, Message::number(action.field)}, action.amount);
    case Action::Type::Throw:
        // Said of past throws too (the log is told again after an undo): the action alone says it.
        if (action.faces.size() == 2)
            return say(QT_TRANSLATE_NOOP("knobel::Craps", "%1 throws %2 + %3 = %4."),
                {who, Message::number(action.faces[0]), Message::number(action.faces[1]),
                    Message::number(action.faces[0] + action.faces[1])});
        return say(QT_TRANSLATE_NOOP("knobel::Craps", "%1 throws the dice."), {who});
    default:
        break;
    }
    return say(QT_TRANSLATE_NOOP("knobel::Craps", "The game goes on."));
}

} // namespace knobel
