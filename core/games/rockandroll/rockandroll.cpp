// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/rockandroll/rockandroll.h"
#include "engine/levels.h"

#include <algorithm>
#include <array>
#include <charconv>

#include <QtCore/qglobal.h>

#include "engine/bot.h"
#include "kits/hands.h"
#include "kits/session.h"

namespace knobel {

namespace {

constexpr Sayer say{"knobel::RockAndRoll"};

constexpr std::array<const char*, 3> kColourIds{"black", "red", "blue"};
constexpr std::array<const char*, 7> kFaceIds{"", "nine", "ten", "jack", "queen", "king", "ace"};

Message colourName(RockAndRollDef::Colour colour)
{
    switch (colour) {
    case RockAndRollDef::Colour::Black:
        return say(QT_TRANSLATE_NOOP("knobel::RockAndRoll", "Black"));
    case RockAndRollDef::Colour::Red:
        return say(QT_TRANSLATE_NOOP("knobel::RockAndRoll", "Red"));
    case RockAndRollDef::Colour::Blue:
        break;
    }
    return say(QT_TRANSLATE_NOOP("knobel::RockAndRoll", "Blue"));
}

Message faceName(int face)
{
    const HandText text = knobel::faceName(face, DieKind::Poker, FaceForm::Bare);
    Message m;
    m.context = text.context;
    m.text = text.text;
    return m;
}

/// A field as the board writes it: "Black", "Ace".
Message fieldTitle(int field)
{
    return RockAndRollDef::isColourField(field)
        ? colourName(RockAndRollDef::Colour(field - RockAndRollDef::kColourBase))
        : faceName(field);
}

bool listed(const std::vector<Action>& legal, const Action& action)
{
    return std::find(legal.begin(), legal.end(), action) != legal.end();
}

/// The computer player. Every field is fair (expectationPerChip is 0 on each), so no stake wins or
/// loses in the long run and every level expects 0 chips; they differ in the risk they take. Perfect
/// takes the least: the least the rules ask (one chip where everyone stakes, nothing otherwise) on a
/// colour, the field of the smallest spread. Good puts one chip on a face. Beginner puts a random
/// amount on one to three random fields. The bank, at every level, throws until the end must be
/// announced for the game to end by its agreed length (`rounds`): ending sooner wins it nothing either.
class RockAndRollBot final : public Bot
{
public:
    enum class Level { Beginner, Good, Perfect };
    explicit RockAndRollBot(Level level)
        : m_level(level)
    {
    }

    Action decide(const BotView& view) const override
    {
        const auto* state = dynamic_cast<const RockAndRollState*>(view.full);
        if (!state || view.legal.empty())
            return view.legal.empty() ? Action::stop() : view.legal.front();
        if (view.seat == state->bank() && state->stakes().isDone()) {
            const Action announce = Action::choose(RockAndRollDef::kAnnounceEnd);
            return listed(view.legal, Action::throwDice()) ? Action::throwDice() : announce;
        }
        const StakeRound& round = state->stakes();
        const int onBoard = round.onBoard(view.seat);
        const std::vector<int> fields = RockAndRollDef::fields();
        auto open = [&](int field) { return round.stake(view.seat, field) == 0; };
        switch (m_level) {
        case Level::Perfect:
        case Level::Good: {
            if (onBoard > 0 || !round.required())
                return Action::stop();
            const int field = m_level == Level::Perfect
                ? RockAndRollDef::colourField(RockAndRollDef::Colour(int(view.seed % 3)))
                : 1 + int(view.seed % 6);
            const Action stake = Action::stake(field, 1);
            return listed(view.legal, stake) ? stake : view.legal.front();
        }
        case Level::Beginner:
            break;
        }
        int staked = 0;
        for (int field : fields)
            staked += open(field) ? 0 : 1;
        // A first stake always; then another with one chance in two, up to three fields.
        if (staked >= 3 || (staked > 0 && (view.seed >> 8) % 2 == 0))
            return Action::stop();
        std::vector<int> free;
        for (int field : fields)
            if (open(field))
                free.push_back(field);
        const int field = free[std::size_t(view.seed % free.size())];
        const int amount = 1 + int((view.seed >> 16) % std::uint64_t(round.maxStake()));
        const Action stake = Action::stake(field, amount);
        return listed(view.legal, stake) ? stake : view.legal.front();
    }

    std::vector<RankedChoice> rank(const BotView& view) const override
    {
        std::vector<RankedChoice> ranked;
        for (int field : RockAndRollDef::fields()) {
            const Action stake = Action::stake(field, 1);
            if (!listed(view.legal, stake))
                continue;
            RankedChoice choice;
            choice.action = stake;
            choice.value = RockAndRollDef::expectationPerChip(field);
            choice.text = say(QT_TRANSLATE_NOOP("knobel::RockAndRoll",
                                  "One chip on %1: wins on %2 of 6 faces, paid %3 to 1"),
                {fieldTitle(field), Message::number(long(RockAndRollDef::facesOf(field).size())),
                    Message::number(RockAndRollDef::payout(field))});
            ranked.push_back(std::move(choice));
        }
        if (listed(view.legal, Action::stop())) {
            RankedChoice none;
            none.action = Action::stop();
            none.text = say(QT_TRANSLATE_NOOP("knobel::RockAndRoll", "Stake nothing more on this throw"));
            ranked.push_back(std::move(none));
        }
        if (listed(view.legal, Action::throwDice())) {
            RankedChoice thrown;
            thrown.action = Action::throwDice();
            thrown.text = say(QT_TRANSLATE_NOOP("knobel::RockAndRoll", "Throw for the bank"));
            ranked.push_back(std::move(thrown));
        }
        if (listed(view.legal, Action::choose(RockAndRollDef::kAnnounceEnd))) {
            RankedChoice end;
            end.action = Action::choose(RockAndRollDef::kAnnounceEnd);
            end.text = say(QT_TRANSLATE_NOOP("knobel::RockAndRoll", "Announce the end: five more throws"));
            ranked.push_back(std::move(end));
        }
        std::stable_sort(
            ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.value > b.value; });
        return ranked;
    }

    RankMeaning rankMeaning(const BotView& /*view*/) const override
    {
        RankMeaning meaning;
        meaning.unit = RankMeaning::Unit::Chips;
        meaning.text = say(QT_TRANSLATE_NOOP("knobel::RockAndRoll",
            "Chips a chip staked wins (or loses) per throw on average: every field pays exactly what its "
            "chance is worth"));
        return meaning;
    }

private:
    Level m_level;
};

} // namespace

const char* RockAndRollDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Dice roulette with one poker die: stake on colours and faces, the bank pays 2:1 and 5:1.");
}

const std::vector<OptionSpec>& RockAndRollDef::options() const
{
    static const std::vector<OptionSpec> specs{
        {"rounds", OptionType::Number, "20", {}, kLastThrows, 200,
            QT_TRANSLATE_NOOP("knobel::Options", "Most throws"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "The bank announces the end five throws ahead, at the latest so that the game ends after "
                "this many throws.")},
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

std::unique_ptr<State> RockAndRollDef::newState(const GameSetup& setup) const
{
    return std::make_unique<RockAndRollState>(setup);
}

std::shared_ptr<const Bot> RockAndRollDef::makeBot(
    std::string_view level, const RuleOptions& /*options*/, const BotPreparation& /*preparation*/) const
{
    const auto byName = levelNamed<RockAndRollBot::Level>(level);
    return byName ? std::make_shared<RockAndRollBot>(*byName) : nullptr;
}

std::string RockAndRollDef::choiceName(int choice) const
{
    return choice == kAnnounceEnd ? "end" : std::to_string(choice);
}

int RockAndRollDef::choiceIndex(std::string_view name) const
{
    return name == "end" || name == "0" ? kAnnounceEnd : -1;
}

std::string RockAndRollDef::fieldName(int field) const
{
    if (isColourField(field))
        return kColourIds[std::size_t(field - kColourBase)];
    if (isFaceField(field))
        return kFaceIds[std::size_t(field)];
    return std::to_string(field);
}

int RockAndRollDef::fieldIndex(std::string_view name) const
{
    for (int field : fields())
        if (name == fieldName(field))
            return field;
    int value = -1;
    const auto [end, error] = std::from_chars(name.data(), name.data() + name.size(), value);
    return error == std::errc() && end == name.data() + name.size() && isField(value) ? value : -1;
}

std::size_t RockAndRollDef::maxActions(const GameSetup& setup) const
{
    // Per throw: a stake on each of the nine fields and a stop for each staker, the announcement and
    // the throw.
    const std::size_t throws = std::size_t(
        std::max(kLastThrows, setup.options.has("rounds") ? setup.options.number("rounds") : 20));
    return throws * (setup.players.size() * 10 + 2);
}

RockAndRollDef::Colour RockAndRollDef::colourOf(int face)
{
    switch (face) {
    case 1: // Nine
    case 6: // Ace
        return Colour::Black;
    case 2: // Ten
    case 5: // King
        return Colour::Red;
    default: // Jack, Queen
        return Colour::Blue;
    }
}

std::vector<int> RockAndRollDef::fields()
{
    std::vector<int> all;
    for (const auto& row : board())
        all.insert(all.end(), row.begin(), row.end());
    return all;
}

std::vector<std::vector<int>> RockAndRollDef::board()
{
    std::vector<std::vector<int>> rows;
    for (int c = 0; c < kColours; ++c) {
        const Colour colour = Colour(c);
        std::vector<int> row{colourField(colour)};
        for (int face = 1; face <= kFaceCount; ++face)
            if (colourOf(face) == colour)
                row.push_back(face);
        rows.push_back(std::move(row));
    }
    return rows;
}

std::vector<int> RockAndRollDef::facesOf(int field)
{
    std::vector<int> faces;
    for (int face = 1; face <= kFaceCount; ++face)
        if (wins(field, face))
            faces.push_back(face);
    return faces;
}

bool RockAndRollDef::wins(int field, int face)
{
    if (isFaceField(field))
        return face == field;
    return isColourField(field) && int(colourOf(face)) == field - kColourBase;
}

double RockAndRollDef::fairPayout(int field)
{
    const double k = double(facesOf(field).size());
    return (kFaceCount - k) / k;
}

double RockAndRollDef::expectationPerChip(int field)
{
    double expected = 0;
    for (int face = 1; face <= kFaceCount; ++face)
        expected += (wins(field, face) ? payout(field) : -1) / double(kFaceCount);
    return expected;
}

double RockAndRollDef::variancePerChip(int field)
{
    const double mean = expectationPerChip(field);
    double variance = 0;
    for (int face = 1; face <= kFaceCount; ++face) {
        const double outcome = wins(field, face) ? payout(field) : -1;
        variance += (outcome - mean) * (outcome - mean) / double(kFaceCount);
    }
    return variance;
}

RockAndRollState::RockAndRollState(const GameSetup& setup)
    : m_names(setup.players)
    , m_mostThrows(std::max(
          RockAndRollDef::kLastThrows, setup.options.has("rounds") ? setup.options.number("rounds") : 20))
    , m_bank(firstSeatFromSeed(setup))
    , m_ledger(int(setup.players.size()))
    , m_stakes(int(setup.players.size()), RockAndRollDef::fields(),
          setup.options.has("max_stake") ? setup.options.number("max_stake") : 10,
          !setup.options.has("stake_required") || setup.options.flag("stake_required"))
{
    m_stakes.start(m_bank);
}

bool RockAndRollState::mustAnnounce() const
{
    return !m_over && !endAnnounced() && m_throw + RockAndRollDef::kLastThrows - 1 >= m_mostThrows;
}

Seat RockAndRollState::toAct() const
{
    if (m_over)
        return kNoSeat;
    return m_stakes.isDone() ? m_bank : m_stakes.staker();
}

std::vector<Action> RockAndRollState::legalActions() const
{
    if (m_over)
        return {};
    if (!m_stakes.isDone())
        return m_stakes.legalActions();
    std::vector<Action> legal;
    if (!mustAnnounce())
        legal.push_back(Action::throwDice());
    if (!endAnnounced())
        legal.push_back(Action::choose(RockAndRollDef::kAnnounceEnd));
    return legal;
}

std::optional<ThrowSpec> RockAndRollState::throwSpec(int group) const
{
    if (group != 0 || m_over || !m_stakes.isDone() || mustAnnounce())
        return std::nullopt;
    ThrowSpec spec;
    spec.current = {0};
    spec.thrown = {true};
    return spec;
}

Problem RockAndRollState::apply(const Action& action)
{
    if (m_over)
        return std::string("the game is over");
    if (!m_stakes.isDone()) {
        if (action.type == Action::Type::Throw)
            return std::string("the bank throws once every stake is placed");
        if (action.type == Action::Type::Choose)
            return std::string("the bank announces the end when it is to throw");
        return m_stakes.apply(action);
    }
    switch (action.type) {
    case Action::Type::Choose:
        if (action.choice != RockAndRollDef::kAnnounceEnd)
            return std::string("the bank's one choice is to announce the end");
        if (endAnnounced())
            return std::string("the end is announced already");
        m_lastThrow = m_throw + RockAndRollDef::kLastThrows - 1;
        return std::nullopt;
    case Action::Type::Throw:
        if (action.group != 0)
            return std::string("the bank throws its one die");
        if (mustAnnounce())
            return "the bank announces the end now, five throws ahead: the game ends after throw "
                + std::to_string(m_mostThrows) + " at the latest";
        return doThrow(action);
    default:
        return std::string("every stake is placed: the bank throws, or announces the end");
    }
}

Problem RockAndRollState::doThrow(const Action& action)
{
    if (action.faces.size() != 1)
        return std::string("the bank throws one poker die");
    const int face = action.faces[0];
    if (face < 1 || face > kFaceCount)
        return std::string("the die shows a face a poker die does not have");
    m_face = face;
    const std::vector<int> before = m_ledger.balances();
    // "Zunächst zieht er alle jene Chips ein, die nicht auf Gewinnfeldern liegen. Dann zahlt er die
    // Gewinne aus."
    for (Seat seat : m_stakes.stakers()) {
        int lost = 0;
        int won = 0;
        for (int field : RockAndRollDef::fields()) {
            const int stake = m_stakes.stake(seat, field);
            if (RockAndRollDef::wins(field, face))
                won += stake * RockAndRollDef::payout(field);
            else
                lost += stake;
        }
        if (lost > 0)
            m_ledger.pay(seat, m_bank, lost);
        if (won > 0)
            m_ledger.pay(m_bank, seat, won);
    }
    recordOutcome(bankSettlement(m_throw, m_stakes.stakers(), m_bank, m_names, before, m_ledger));
    if (m_throw == m_lastThrow) {
        m_over = true;
        m_stakes.clear();
        return std::nullopt;
    }
    ++m_throw;
    m_stakes.start(m_bank);
    return std::nullopt;
}

Observation RockAndRollState::observe(Seat viewer) const
{
    Observation view;
    view.viewer = viewer;
    view.toAct = toAct();
    view.round = m_throw;
    DiceGroupView dice;
    dice.id = "bank";
    dice.owner = m_bank;
    dice.kind = DieKind::Poker;
    if (m_face > 0)
        dice.dice.push_back(DieView{m_face, false, false, false});
    dice.throwsMade = m_face > 0 ? 1 : 0;
    view.dice.push_back(std::move(dice));
    for (Seat s = 0; s < seats(); ++s) {
        SeatView seat;
        seat.seat = s;
        seat.chips = m_ledger.balance(s);
        seat.banker = !m_over && s == m_bank;
        seat.starter = !m_over && !m_stakes.stakers().empty() && s == m_stakes.stakers().front();
        view.seats.push_back(std::move(seat));
    }
    m_stakes.show(view);
    // The board as the text draws it: a row per colour, the colour's field, then its faces. The part
    // of the board a field belongs to is its colour ("black") or "face".
    const auto rows = RockAndRollDef::board();
    for (int r = 0; r < int(rows.size()); ++r)
        for (int c = 0; c < int(rows[std::size_t(r)].size()); ++c) {
            const int field = rows[std::size_t(r)][std::size_t(c)];
            view.board.push_back(BoardFieldView{field, RockAndRollDef::facesOf(field), r, c,
                RockAndRollDef::isColourField(field)
                    ? kColourIds[std::size_t(field - RockAndRollDef::kColourBase)]
                    : "face"});
        }
    view.setFact("max_stake", m_stakes.maxStake());
    view.setFact("rounds", m_mostThrows);
    if (m_face > 0) {
        view.setFact("last_face", m_face);
        view.setFact("last_colour", std::string(kColourIds[std::size_t(RockAndRollDef::colourOf(m_face))]));
    }
    if (endAnnounced()) {
        // The Counter panel: of the five throws announced, how many are thrown.
        const int first = m_lastThrow - RockAndRollDef::kLastThrows + 1;
        view.setFact("counter", m_over ? RockAndRollDef::kLastThrows : m_throw - first);
        view.setFact("counterGoal", RockAndRollDef::kLastThrows);
        view.setFact("counterCounts", std::string("last_throws"));
        view.setFact("last_throw", m_lastThrow);
    }
    return view;
}

Result RockAndRollState::result() const
{
    Result result;
    result.standings = rankPlayers(m_ledger.balances(), m_ledger.balances(), true);
    result.payments = m_ledger.payments();
    return result;
}

Message RockAndRollState::name(Seat seat) const
{
    return Message::plain(m_names.at(std::size_t(seat)));
}

Message RockAndRollState::status(Seat /*viewer*/) const
{
    if (m_over)
        return say(
            QT_TRANSLATE_N_NOOP("knobel::RockAndRoll", "The game is over after %n throw(s) of the bank."), {},
            m_throw);
    if (!m_stakes.isDone()) {
        const Seat seat = m_stakes.staker();
        if (m_stakes.required() && m_stakes.onBoard(seat) == 0)
            return say(QT_TRANSLATE_NOOP("knobel::RockAndRoll",
                           "%1: stake on a colour or a face (at least one chip; %2 is the bank)."),
                {name(seat), name(m_bank)});
        return say(
            QT_TRANSLATE_NOOP("knobel::RockAndRoll", "%1: stake on another field, or stop (%2 is the bank)."),
            {name(seat), name(m_bank)});
    }
    if (mustAnnounce())
        return say(
            QT_TRANSLATE_NOOP("knobel::RockAndRoll",
                "%1 (bank) announces the end now: five more throws, and the game ends after throw %2."),
            {name(m_bank), Message::number(m_mostThrows)});
    if (!endAnnounced())
        return say(QT_TRANSLATE_NOOP("knobel::RockAndRoll",
                       "%1 (bank): throw, or announce the end (five more throws, this one the first)."),
            {name(m_bank)});
    return say(QT_TRANSLATE_NOOP("knobel::RockAndRoll", "%1 throws for the bank: throw %2 of the last five."),
        {name(m_bank), Message::number(m_throw - (m_lastThrow - RockAndRollDef::kLastThrows))});
}

Message RockAndRollState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    switch (action.type) {
    case Action::Type::Throw: {
        if (action.faces.size() != 1 || action.faces[0] < 1 || action.faces[0] > kFaceCount)
            return say(QT_TRANSLATE_NOOP("knobel::RockAndRoll", "%1 throws for the bank."), {name(m_bank)});
        const int face = action.faces[0];
        const RockAndRollDef::Colour colour = RockAndRollDef::colourOf(face);
        return say(QT_TRANSLATE_NOOP("knobel::RockAndRoll",
                       "The bank throws: %1, %2. %2 pays %3 to 1, %1 pays %4 to 1, the bank takes the rest."),
            {faceName(face), colourName(colour),
                Message::number(RockAndRollDef::payout(RockAndRollDef::colourField(colour))),
                Message::number(RockAndRollDef::payout(face))});
    }
    case Action::Type::Stake:
        if (by >= 0 && RockAndRollDef::isField(action.field))
            return say(QT_TRANSLATE_N_NOOP("knobel::RockAndRoll", "%1 stakes %n chip(s) on %2."),
                {name(by), fieldTitle(action.field)}, action.amount);
        break;
    case Action::Type::Stop:
        if (by >= 0)
            return say(QT_TRANSLATE_NOOP("knobel::RockAndRoll", "%1 stops staking."), {name(by)});
        break;
    case Action::Type::Choose:
        if (by >= 0)
            return say(QT_TRANSLATE_NOOP("knobel::RockAndRoll", "%1 announces the end: five more throws."),
                {name(by)});
        break;
    default:
        break;
    }
    return say(QT_TRANSLATE_NOOP("knobel::RockAndRoll", "The game goes on."));
}

} // namespace knobel
