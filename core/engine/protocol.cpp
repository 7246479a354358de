// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/protocol.h"

#include <cmath>

#include "engine/json.h"
#include "kits/hands.h"
#include "kits/sheetgame.h"
#include "match.h"

namespace knobel::protocol {

namespace {

QJsonValue optionJson(const OptionSpec& spec, const std::string& value)
{
    switch (spec.type) {
    case OptionType::Switch:
        return value == "true";
    case OptionType::Number:
        return std::stoi(value);
    case OptionType::Choice:
        break;
    }
    return QString::fromStdString(value);
}

QJsonArray historyJson(const std::vector<Action>& history, const GameDef& game, const RuleOptions& options)
{
    QJsonArray list;
    for (const Action& action : history)
        list.append(actionToJson(action, game, options));
    return list;
}

std::optional<int> wholeNumber(const QJsonValue& value, int low, int high)
{
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    if (!(number >= low && number <= high) || std::floor(number) != number)
        return std::nullopt;
    return int(number);
}

/// A die's symbol, "?" or null (a die the seat may not see): 0.
std::optional<int> faceOf(const QJsonValue& value, DieKind kind)
{
    if (value.isNull() || value == QJsonValue(QStringLiteral("?")))
        return 0;
    if (!value.isString())
        return std::nullopt;
    return parseFace(value.toString().toStdString(), kind);
}

} // namespace

/// The game's family as these options play it: poker whose options hide the dice under cups (Joker
/// Poker played hidden) is a hidden-hand game.
static Family familyUnder(const GameDef& game, const RuleOptions& options)
{
    return game.family() == Family::OpenPoker && game.hiddenDiceUnder(options) ? Family::HiddenHand
                                                                               : game.family();
}

QJsonObject hello(const GameDef& game, const RuleOptions& options, Seat seat, int seats, int games)
{
    QJsonObject values;
    for (const OptionSpec& spec : game.options())
        if (options.has(spec.id))
            values.insert(QString::fromStdString(spec.id), optionJson(spec, options.value(spec.id)));
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("hello")},
        {QStringLiteral("protocol"), kVersion}, {QStringLiteral("game"), QString::fromUtf8(game.id())},
        {QStringLiteral("family"), QString::fromUtf8(familyId(familyUnder(game, options)))},
        {QStringLiteral("seat"), seat}, {QStringLiteral("seats"), seats}, {QStringLiteral("options"), values},
        {QStringLiteral("games"), games}};
}

QJsonObject observation(const BotView& view, const GameDef& game)
{
    QJsonObject json = observationToJson(view.view, game, view.setup.options);
    json.insert(QStringLiteral("seat"), view.seat);
    json.insert(QStringLiteral("history"), historyJson(view.history, game, view.setup.options));
    return json;
}

QJsonObject act(const BotView& view, const GameDef& game)
{
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("act")},
        {QStringLiteral("observation"), observation(view, game)},
        {QStringLiteral("legal"), historyJson(view.legal, game, view.setup.options)}};
}

QJsonObject event(const Match& match, Seat seat, std::size_t index)
{
    const Seat by = match.actors().at(index);
    return event(match.def(), match.setup().options, by,
        match.def().redactUnder(match.setup().options, match.record().actions.at(index), by, seat),
        match.observe(seat));
}

QJsonObject event(
    const GameDef& game, const RuleOptions& options, Seat by, const Action& seen, const Observation& after)
{
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("event")}, {QStringLiteral("by"), by},
        {QStringLiteral("action"), actionToJson(seen, game, options)},
        {QStringLiteral("observation"), observationToJson(after, game, options)}};
}

QJsonObject end(const Match& match, int gameIndex)
{
    const Result result = match.result();
    QJsonArray standings, payments;
    for (const Standing& s : result.standings)
        standings.append(QJsonObject{{QStringLiteral("seat"), s.player}, {QStringLiteral("place"), s.place},
            {QStringLiteral("total"), s.total}, {QStringLiteral("balance"), s.balance}});
    for (const Payment& p : result.payments)
        payments.append(QJsonObject{{QStringLiteral("payer"), p.payer}, {QStringLiteral("payee"), p.payee},
            {QStringLiteral("amount"), p.amount}});
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("end")}, {QStringLiteral("game"), gameIndex},
        {QStringLiteral("result"),
            QJsonObject{{QStringLiteral("standings"), standings}, {QStringLiteral("payments"), payments}}}};
}

std::optional<Action> actionFromJson(
    const QJsonValue& value, const GameDef& def, const RuleOptions& options, std::string& problem)
{
    const DieKind dice = def.dieKindUnder(options);
    auto refuse = [&](const std::string& why) -> std::optional<Action> {
        problem = why;
        return std::nullopt;
    };
    if (!value.isObject() || value.toObject().size() != 1)
        return refuse("an action is an object with one key");
    const QJsonObject object = value.toObject();
    const QString kind = object.begin().key();
    const QJsonValue body = object.begin().value();
    const SheetGame* game = def.sheetGame();
    auto readFaces = [&](const QJsonValue& list, Action& action) {
        if (!list.isArray() || list.toArray().size() > 64)
            return false;
        for (const QJsonValue& die : list.toArray()) {
            const auto face = faceOf(die, dice);
            if (!face)
                return false;
            action.faces.push_back(*face);
        }
        return true;
    };
    auto groupAndValue = [&](const QJsonValue& v, const QString& key, int& group, QJsonValue& inner) {
        if (!v.isObject()) {
            group = 0;
            inner = v;
            return true;
        }
        const auto g = wholeNumber(v.toObject().value(QStringLiteral("group")), 2, 64);
        if (!g || v.toObject().size() != 2)
            return false;
        group = *g - 1;
        inner = v.toObject().value(key);
        return true;
    };
    if (kind == QLatin1String("throw")) {
        Action action = Action::throwDice();
        QJsonValue faces;
        if (!groupAndValue(body, QStringLiteral("dice"), action.group, faces) || !readFaces(faces, action))
            return refuse("a throw is a list of dice, or {\"group\": g, \"dice\": [...]}");
        return action;
    }
    if (kind == QLatin1String("hold") || kind == QLatin1String("release")) {
        int group = 0;
        QJsonValue dieValue;
        int die = -2; // none
        if (groupAndValue(body, QStringLiteral("die"), group, dieValue)) {
            if (dieValue == QJsonValue(QStringLiteral("?")))
                die = -1; // a die of another seat's hidden dice, not named to this seat
            else if (const auto number = wholeNumber(dieValue, 1, 64))
                die = *number - 1;
        }
        if (die < -1)
            return refuse("there is no such die");
        return kind == QLatin1String("hold") ? Action::hold(die, group) : Action::release(die, group);
    }
    if (game && (kind == QLatin1String("write") || kind == QLatin1String("edit"))) {
        const QJsonObject box = body.toObject();
        const auto column = wholeNumber(box.value(QStringLiteral("column")), 1, game->columnCount());
        const QJsonValue rowValue = box.value(QStringLiteral("row"));
        const int row = rowValue.isString() ? game->rowIndex(rowValue.toString().toStdString()) : -1;
        if (!column || row < 0)
            return refuse("it names no box of this game");
        if (kind == QLatin1String("write")) {
            const QJsonValue strike = box.value(QStringLiteral("strike"));
            if (!strike.isUndefined() && !strike.isBool())
                return refuse("strike is not true or false");
            return Action::write(*column - 1, row, strike.toBool(false));
        }
        const auto player = wholeNumber(box.value(QStringLiteral("player")), 1, game->maxPlayers());
        const QJsonValue content = box.value(QStringLiteral("value"));
        const auto written = content.isNull() ? std::optional<int>() : wholeNumber(content, 0, 1000);
        if (!player || (!content.isNull() && !written))
            return refuse("it names no player or no value");
        return Action::edit(*player - 1, *column - 1, row, written);
    }
    if (kind == QLatin1String("stop")) {
        if (body != QJsonValue(true))
            return refuse("stop is true");
        return Action::stop();
    }
    if (kind == QLatin1String("choose")) {
        const int choice = body.isString() ? def.choiceIndex(body.toString().toStdString()) : -1;
        if (choice < 0)
            return refuse("no such choice in this game");
        return Action::choose(choice);
    }
    if (kind == QLatin1String("stake")) {
        const QJsonObject stake = body.toObject();
        const QJsonValue field = stake.value(QStringLiteral("field"));
        const int index = field.isString() ? def.fieldIndex(field.toString().toStdString()) : -1;
        const auto amount = wholeNumber(stake.value(QStringLiteral("amount")), 0, 1000000);
        if (index < 0 || !amount)
            return refuse("no such field or amount");
        return Action::stake(index, *amount);
    }
    if (kind == QLatin1String("bet")) {
        const QJsonObject bet = body.toObject();
        const QString name = bet.value(QStringLiteral("kind")).toString();
        std::optional<BetKind> betKind;
        for (BetKind k : {BetKind::Check, BetKind::Bet, BetKind::Call, BetKind::Raise, BetKind::Fold})
            if (name == QLatin1String(betName(k)))
                betKind = k;
        const QJsonValue amountValue = bet.value(QStringLiteral("amount"));
        const auto amount
            = amountValue.isUndefined() ? std::optional<int>(0) : wholeNumber(amountValue, 0, 1000000);
        if (!betKind || !amount)
            return refuse("no such bet");
        return Action::betting(*betKind, *amount);
    }
    if (kind == QLatin1String("announce")) {
        std::vector<int> faces;
        for (const QJsonValue& die : body.toArray()) {
            const auto face = die.isString() ? parseFace(die.toString().toStdString(), dice) : std::nullopt;
            if (!face)
                return refuse("an announcement is five dice");
            faces.push_back(*face);
        }
        const int hand = faces.size() == 5 ? exactHandIndex(faces) : -1;
        if (hand < 0)
            return refuse("an announcement is five dice");
        return Action::announce(hand);
    }
    if (kind == QLatin1String("doubt")) {
        if (!body.isBool())
            return refuse("doubt is true or false");
        return Action::doubting(body.toBool());
    }
    if (kind == QLatin1String("double")) {
        for (int k = 0; k < 3; ++k)
            if (body.toString() == QLatin1String(doubleName(k)))
                return Action::doubling(k);
        return refuse("double is offer, accept or give_up");
    }
    return refuse("unknown kind of action '" + kind.left(40).toStdString() + "'");
}

std::optional<Observation> observationFromJson(
    const QJsonObject& json, const GameDef& game, const RuleOptions& options, std::string& problem)
{
    const DieKind dice = game.dieKindUnder(options);
    auto refuse = [&](const std::string& why) -> std::optional<Observation> {
        problem = "observation: " + why;
        return std::nullopt;
    };
    Observation o;
    const auto viewer = wholeNumber(json.value(QStringLiteral("viewer")), kNoSeat, 64);
    const auto toAct = wholeNumber(json.value(QStringLiteral("to_act")), kChance, 64);
    if (!viewer || !toAct)
        return refuse("viewer and to_act are seats");
    o.viewer = *viewer;
    o.toAct = *toAct;
    for (const QJsonValue& g : json.value(QStringLiteral("dice")).toArray()) {
        const QJsonObject group = g.toObject();
        DiceGroupView view;
        view.id = group.value(QStringLiteral("id")).toString().toStdString();
        view.owner = wholeNumber(group.value(QStringLiteral("owner")), kChance, 64).value_or(kNoSeat);
        view.kind = dice;
        const QJsonArray faces = group.value(QStringLiteral("dice")).toArray();
        const QJsonArray held = group.value(QStringLiteral("held")).toArray();
        const QJsonArray hidden = group.value(QStringLiteral("hidden")).toArray();
        if (faces.size() > 64 || held.size() != faces.size() || hidden.size() != faces.size())
            return refuse("a group of dice needs dice, held and hidden of one length");
        for (qsizetype d = 0; d < faces.size(); ++d) {
            const auto face = faceOf(faces[d], dice);
            if (!face)
                return refuse("a die shows a face this game does not have");
            view.dice.push_back(DieView{*face, held[d].toBool(), false, hidden[d].toBool()});
        }
        const QJsonArray colours = group.value(QStringLiteral("colours")).toArray();
        if (!colours.isEmpty() && colours.size() != faces.size())
            return refuse("a group's colours name one colour (or null) per die");
        for (qsizetype d = 0; d < colours.size(); ++d)
            view.dice[std::size_t(d)].colour = colours[d].toString().toStdString();
        view.throwsMade = group.value(QStringLiteral("throws")).toInt();
        view.throwLimit = group.value(QStringLiteral("throw_limit")).toInt();
        view.served = group.value(QStringLiteral("served")).toBool();
        view.draw = group.value(QStringLiteral("draw")).toBool();
        view.ended = group.value(QStringLiteral("ended")).toBool();
        o.dice.push_back(std::move(view));
    }
    for (const QJsonValue& s : json.value(QStringLiteral("seats")).toArray()) {
        const QJsonObject seat = s.toObject();
        SeatView view;
        view.seat = seat.value(QStringLiteral("seat")).toInt();
        view.chips = seat.value(QStringLiteral("chips")).toInt();
        view.committed = seat.value(QStringLiteral("committed")).toInt();
        view.wins = seat.value(QStringLiteral("wins")).toInt();
        view.penalties = seat.value(QStringLiteral("penalties")).toInt();
        view.folded = seat.value(QStringLiteral("folded")).toBool();
        view.out = seat.value(QStringLiteral("out")).toBool();
        view.banker = seat.value(QStringLiteral("banker")).toBool();
        view.starter = seat.value(QStringLiteral("starter")).toBool();
        if (seat.contains(QStringLiteral("announcement"))) {
            std::vector<int> faces;
            for (const QJsonValue& die : seat.value(QStringLiteral("announcement")).toArray())
                if (const auto face = faceOf(die, dice); face && *face > 0)
                    faces.push_back(*face);
            view.announcement = faces.size() == 5 ? exactHandIndex(faces) : -1;
            if (view.announcement < 0)
                return refuse("an announcement is five dice");
        }
        o.seats.push_back(view);
    }
    o.pot = json.value(QStringLiteral("pot")).toInt();
    for (const QJsonValue& s : json.value(QStringLiteral("stakes")).toArray()) {
        const QJsonObject stake = s.toObject();
        o.stakes.push_back(StakeView{stake.value(QStringLiteral("seat")).toInt(),
            game.fieldIndex(stake.value(QStringLiteral("field")).toString().toStdString()),
            stake.value(QStringLiteral("amount")).toInt()});
    }
    o.round = json.value(QStringLiteral("round")).toInt();
    o.throwLimit = json.value(QStringLiteral("throw_limit")).toInt();
    for (const QJsonValue& f : json.value(QStringLiteral("board")).toArray()) {
        const QJsonObject field = f.toObject();
        BoardFieldView view;
        view.field = game.fieldIndex(field.value(QStringLiteral("field")).toString().toStdString());
        for (const QJsonValue& n : field.value(QStringLiteral("numbers")).toArray())
            view.numbers.push_back(n.toInt());
        view.row = field.value(QStringLiteral("row")).toInt();
        view.column = field.value(QStringLiteral("column")).toInt();
        view.side = field.value(QStringLiteral("side")).toString().toStdString();
        o.board.push_back(std::move(view));
    }
    const QJsonObject facts = json.value(QStringLiteral("facts")).toObject();
    for (auto it = facts.begin(); it != facts.end(); ++it) {
        const QJsonValue value = it.value();
        FactValue typed;
        if (value.isBool())
            typed = value.toBool();
        else if (value.isString())
            typed = value.toString().toStdString();
        else if (value.isDouble() && value.toDouble() == double(value.toInt()))
            typed = value.toInt();
        else if (value.isArray()) {
            std::vector<int> numbers;
            for (const QJsonValue& n : value.toArray()) {
                if (!n.isDouble() || n.toDouble() != double(n.toInt()))
                    return refuse("the fact '" + it.key().toStdString() + "' is a list of whole numbers");
                numbers.push_back(n.toInt());
            }
            typed = std::move(numbers);
        } else
            return refuse("the fact '" + it.key().toStdString()
                + "' is a yes or no, a whole number, a word or a list of whole numbers");
        o.facts.push_back(Fact{it.key().toStdString(), std::move(typed)});
    }
    return o;
}

int findLegal(const QJsonArray& legal, const QJsonValue& answer)
{
    for (qsizetype i = 0; i < legal.size(); ++i)
        if (legal[i] == answer)
            return int(i);
    return -1;
}

} // namespace knobel::protocol
