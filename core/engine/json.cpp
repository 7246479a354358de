// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/json.h"

#include <algorithm>

#include "kits/hands.h"
#include "kits/sheetgame.h"

namespace knobel {

const char* betName(BetKind kind)
{
    switch (kind) {
    case BetKind::Check:
        return "check";
    case BetKind::Bet:
        return "bet";
    case BetKind::Call:
        return "call";
    case BetKind::Raise:
        return "raise";
    case BetKind::Fold:
        return "fold";
    }
    return "check";
}

const char* doubleName(int choice)
{
    constexpr const char* names[] = {"offer", "accept", "give_up"};
    return names[std::clamp(choice, 0, 2)];
}

namespace {

QJsonValue factJson(const FactValue& value)
{
    return std::visit(
        [](const auto& v) -> QJsonValue {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, std::string>)
                return QString::fromStdString(v);
            else if constexpr (std::is_same_v<T, std::vector<int>>) {
                QJsonArray numbers;
                for (int n : v)
                    numbers.append(n);
                return numbers;
            } else
                return v;
        },
        value);
}

} // namespace

QJsonArray facesToJson(const std::vector<int>& faces, DieKind kind)
{
    QJsonArray array;
    for (int face : faces)
        array.append(face == 0 ? QStringLiteral("?") : QString::fromStdString(faceSymbol(face, kind)));
    return array;
}

/// Format 1 holds throw, hold, release, write and edit of the dice tray (group 1); format 2 adds the
/// rest and groups of dice.
QJsonObject actionToJson(const Action& action, const GameDef& def, const RuleOptions& options)
{
    const SheetGame* game = def.sheetGame();
    const DieKind dice = def.dieKindUnder(options);
    QJsonObject object;
    switch (action.type) {
    case Action::Type::Throw:
        if (action.group == 0)
            object.insert(QStringLiteral("throw"), facesToJson(action.faces, dice));
        else
            object.insert(QStringLiteral("throw"),
                QJsonObject{{QStringLiteral("group"), action.group + 1},
                    {QStringLiteral("dice"), facesToJson(action.faces, dice)}});
        break;
    case Action::Type::Hold:
    case Action::Type::Release: {
        const QString key
            = action.type == Action::Type::Hold ? QStringLiteral("hold") : QStringLiteral("release");
        // A die of another seat's hidden dice is not named (GameDef::redact): "?".
        const QJsonValue die = action.die < 0 ? QJsonValue(QStringLiteral("?")) : QJsonValue(action.die + 1);
        if (action.group == 0)
            object.insert(key, die);
        else
            object.insert(
                key, QJsonObject{{QStringLiteral("group"), action.group + 1}, {QStringLiteral("die"), die}});
        break;
    }
    case Action::Type::Write: {
        QJsonObject write{{QStringLiteral("column"), action.column + 1},
            {QStringLiteral("row"), QString::fromStdString(game->rows()[action.row].id)}};
        if (action.strike)
            write.insert(QStringLiteral("strike"), true);
        object.insert(QStringLiteral("write"), write);
        break;
    }
    case Action::Type::Edit:
        object.insert(QStringLiteral("edit"),
            QJsonObject{{QStringLiteral("player"), action.player + 1},
                {QStringLiteral("column"), action.column + 1},
                {QStringLiteral("row"), QString::fromStdString(game->rows()[action.row].id)},
                {QStringLiteral("value"), action.value ? QJsonValue(*action.value) : QJsonValue()}});
        break;
    case Action::Type::Stop:
        object.insert(QStringLiteral("stop"), true);
        break;
    case Action::Type::Choose:
        object.insert(QStringLiteral("choose"), QString::fromStdString(def.choiceName(action.choice)));
        break;
    case Action::Type::Stake:
        object.insert(QStringLiteral("stake"),
            QJsonObject{{QStringLiteral("field"), QString::fromStdString(def.fieldName(action.field))},
                {QStringLiteral("amount"), action.amount}});
        break;
    case Action::Type::Bet: {
        QJsonObject bet{{QStringLiteral("kind"), QLatin1String(betName(action.bet))}};
        if (action.amount != 0)
            bet.insert(QStringLiteral("amount"), action.amount);
        object.insert(QStringLiteral("bet"), bet);
        break;
    }
    case Action::Type::Announce: {
        // An announced hand is written as its dice, highest face first.
        const auto& hand = exactHands().at(std::size_t(std::clamp(action.hand, 0, 251)));
        object.insert(
            QStringLiteral("announce"), facesToJson(std::vector<int>(hand.rbegin(), hand.rend()), dice));
    } break;
    case Action::Type::Doubt:
        object.insert(QStringLiteral("doubt"), action.doubt);
        break;
    case Action::Type::Double:
        object.insert(QStringLiteral("double"), QLatin1String(doubleName(action.choice)));
        break;
    }
    return object;
}

namespace {

QJsonValue dieJson(const DieView& die, DieKind kind)
{
    return die.face == 0 ? QJsonValue() : QJsonValue(QString::fromStdString(faceSymbol(die.face, kind)));
}

} // namespace

QJsonObject observationToJson(const Observation& view, const GameDef& game, const RuleOptions& options)
{
    QJsonObject json;
    json.insert(QStringLiteral("viewer"), view.viewer);
    json.insert(QStringLiteral("to_act"), view.toAct);
    QJsonArray groups;
    for (const auto& group : view.dice) {
        QJsonArray faces, held, hidden, colours;
        bool coloured = false;
        for (const auto& die : group.dice) {
            faces.append(dieJson(die, group.kind));
            held.append(die.held);
            hidden.append(die.hidden);
            colours.append(
                die.colour.empty() ? QJsonValue() : QJsonValue(QString::fromStdString(die.colour)));
            coloured = coloured || !die.colour.empty();
        }
        QJsonObject g{{QStringLiteral("id"), QString::fromStdString(group.id)},
            {QStringLiteral("owner"), group.owner}, {QStringLiteral("dice"), faces},
            {QStringLiteral("held"), held}, {QStringLiteral("hidden"), hidden},
            {QStringLiteral("throws"), group.throwsMade}};
        if (group.throwLimit > 0)
            g.insert(QStringLiteral("throw_limit"), group.throwLimit);
        if (group.served)
            g.insert(QStringLiteral("served"), true);
        if (group.draw)
            g.insert(QStringLiteral("draw"), true);
        if (group.ended)
            g.insert(QStringLiteral("ended"), true);
        if (coloured) // coloured dice (Würfel-Hold'em): per die its colour, null where not known
            g.insert(QStringLiteral("colours"), colours);
        groups.append(g);
    }
    json.insert(QStringLiteral("dice"), groups);
    QJsonArray seats;
    for (const auto& seat : view.seats) {
        QJsonObject s{{QStringLiteral("seat"), seat.seat}, {QStringLiteral("chips"), seat.chips},
            {QStringLiteral("committed"), seat.committed}, {QStringLiteral("wins"), seat.wins},
            {QStringLiteral("penalties"), seat.penalties}};
        for (auto [flag, name] : {std::pair{seat.folded, "folded"}, {seat.out, "out"},
                 {seat.banker, "banker"}, {seat.starter, "starter"}})
            if (flag)
                s.insert(QLatin1String(name), true);
        if (seat.announcement >= 0) {
            const auto& hand = exactHands().at(std::size_t(seat.announcement));
            QJsonArray dice;
            for (auto it = hand.rbegin(); it != hand.rend(); ++it)
                dice.append(QString::fromStdString(faceSymbol(*it, game.dieKindUnder(options))));
            s.insert(QStringLiteral("announcement"), dice);
        }
        seats.append(s);
    }
    json.insert(QStringLiteral("seats"), seats);
    if (!view.sheets.empty()) {
        const SheetGame* sheetGame = game.sheetGame();
        QJsonArray sheets;
        for (const Sheet& sheet : view.sheets) {
            QJsonArray columns;
            for (int c = 0; c < sheet.columns(); ++c) {
                QJsonObject boxes;
                for (int r = 0; r < sheet.rows(); ++r) {
                    const QString id = sheetGame
                        ? QString::fromStdString(sheetGame->rows()[std::size_t(r)].id)
                        : QString::number(r + 1);
                    boxes.insert(id, sheet.box(c, r) ? QJsonValue(*sheet.box(c, r)) : QJsonValue());
                }
                columns.append(boxes);
            }
            sheets.append(columns);
        }
        json.insert(QStringLiteral("sheets"), sheets);
    }
    if (view.pot != 0)
        json.insert(QStringLiteral("pot"), view.pot);
    if (!view.stakes.empty()) {
        QJsonArray stakes;
        for (const auto& stake : view.stakes)
            stakes.append(QJsonObject{{QStringLiteral("seat"), stake.seat},
                {QStringLiteral("field"), QString::fromStdString(game.fieldName(stake.field))},
                {QStringLiteral("amount"), stake.amount}});
        json.insert(QStringLiteral("stakes"), stakes);
    }
    json.insert(QStringLiteral("round"), view.round);
    if (view.throwLimit > 0)
        json.insert(QStringLiteral("throw_limit"), view.throwLimit);
    if (!view.board.empty()) {
        QJsonArray board;
        for (const auto& field : view.board) {
            QJsonArray numbers;
            for (int n : field.numbers)
                numbers.append(n);
            board.append(
                QJsonObject{{QStringLiteral("field"), QString::fromStdString(game.fieldName(field.field))},
                    {QStringLiteral("numbers"), numbers}, {QStringLiteral("row"), field.row},
                    {QStringLiteral("column"), field.column},
                    {QStringLiteral("side"), QString::fromStdString(field.side)}});
        }
        json.insert(QStringLiteral("board"), board);
    }
    QJsonObject facts;
    for (const auto& [name, value] : view.facts)
        facts.insert(QString::fromStdString(name), factJson(value));
    if (!facts.isEmpty())
        json.insert(QStringLiteral("facts"), facts);
    return json;
}

} // namespace knobel
