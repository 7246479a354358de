// SPDX-License-Identifier: GPL-3.0-or-later
#include "tableview.h"

#include <algorithm>
#include <type_traits>
#include <variant>

#include "dicemodel.h"
#include "match.h"
#include "messagetext.h"
#include "tablewords.h"

QVariantList TableView::diceGroups(const knobel::Observation& view, const knobel::Observation& previous,
    const QStringList& names, bool* fell)
{
    QVariantList groups;
    for (std::size_t g = 0; g < view.dice.size(); ++g) {
        const auto& group = view.dice[g];
        const knobel::DiceGroupView* before
            = g < previous.dice.size() && previous.dice[g].id == group.id ? &previous.dice[g] : nullptr;
        QVariantList dice;
        // As stateText(): "kept" only where some dice stay and others are thrown.
        const bool someKept = std::any_of(group.dice.begin(), group.dice.end(), [](const auto& d) {
            return d.held;
        }) && !std::all_of(group.dice.begin(), group.dice.end(), [](const auto& d) { return d.held; });
        for (std::size_t d = 0; d < group.dice.size(); ++d) {
            const auto& die = group.dice[d];
            // A round's dice kept in view as it ended (a lifted cup) open without tumbling.
            const bool rolled = !group.ended && before && before->throwsMade != group.throwsMade
                && d < before->dice.size() && !before->dice[d].held && !die.held
                && (die.face != 0 || die.hidden);
            const bool changed = !group.ended && before && d < before->dice.size()
                && before->dice[d].face != die.face && die.face != 0;
            *fell = *fell || rolled || changed;
            const QString label = die.hidden ? tr("hidden")
                : die.face == 0              ? tr("not thrown")
                : die.held
                ? tr("%1, kept").arg(DiceModel::faceSymbol(die.face, group.kind == knobel::DieKind::Poker))
                : DiceModel::faceSymbol(die.face, group.kind == knobel::DieKind::Poker);
            // The same in words for a screen reader: "King, kept", not the letter K.
            const QString spoken = die.hidden ? tr("hidden")
                : die.face == 0               ? tr("not thrown")
                : die.held && someKept
                ? tr("%1, kept").arg(TableWords::dieWords(die, group.kind == knobel::DieKind::Poker))
                : TableWords::dieWords(die, group.kind == knobel::DieKind::Poker);
            dice << QVariantMap{{QStringLiteral("label"), label}, {QStringLiteral("spoken"), spoken},
                {QStringLiteral("face"), die.face}, {QStringLiteral("held"), die.held},
                {QStringLiteral("locked"), die.locked}, {QStringLiteral("hidden"), die.hidden},
                {QStringLiteral("colour"), QString::fromStdString(die.colour)},
                {QStringLiteral("rolled"), rolled || changed}};
        }
        groups << QVariantMap{{QStringLiteral("group"), int(g)},
            {QStringLiteral("id"), QString::fromStdString(group.id)}, {QStringLiteral("owner"), group.owner},
            {QStringLiteral("ownerName"), names.value(group.owner)},
            {QStringLiteral("poker"), group.kind == knobel::DieKind::Poker},
            {QStringLiteral("served"), group.served}, {QStringLiteral("throwsMade"), group.throwsMade},
            {QStringLiteral("throwLimit"), group.throwLimit}, {QStringLiteral("ended"), group.ended},
            {QStringLiteral("dice"), dice}};
    }
    return groups;
}

QVariantList TableView::seats(const knobel::Match& match, const knobel::Observation& view,
    const QStringList& names, const QStringList& kinds, int viewer)
{
    QVariantList list;
    for (const auto& seat : view.seats)
        list << QVariantMap{{QStringLiteral("seat"), seat.seat},
            {QStringLiteral("name"), names.value(seat.seat)},
            {QStringLiteral("kind"), kinds.value(seat.seat)}, {QStringLiteral("chips"), seat.chips},
            {QStringLiteral("committed"), seat.committed}, {QStringLiteral("folded"), seat.folded},
            {QStringLiteral("out"), seat.out}, {QStringLiteral("banker"), seat.banker},
            {QStringLiteral("starter"), seat.starter}, {QStringLiteral("wins"), seat.wins},
            {QStringLiteral("penalties"), seat.penalties},
            {QStringLiteral("announcement"),
                seat.announcement >= 0 ? TableWords::handText(match, seat.announcement) : QString()},
            {QStringLiteral("roundLine"), translateMessage(seat.roundLine)},
            {QStringLiteral("toAct"), seat.seat == view.toAct},
            {QStringLiteral("viewer"), seat.seat == viewer}};
    return list;
}

QVariantList TableView::stakes(const knobel::Observation& view, const QStringList& names)
{
    QVariantList list;
    for (const auto& s : view.stakes)
        list << QVariantMap{{QStringLiteral("seat"), s.seat}, {QStringLiteral("name"), names.value(s.seat)},
            {QStringLiteral("field"), s.field}, {QStringLiteral("amount"), s.amount}};
    return list;
}

QVariantList TableView::board(const knobel::Observation& view)
{
    // The board's rows as the game draws them, each with the fields' numbers from the left and the
    // part of the board each belongs to (its heading: Lustige Sieben's left and right side).
    QVariantList rows;
    for (const auto& field : view.board) {
        while (rows.size() <= field.row)
            rows << QVariantMap{
                {QStringLiteral("numbers"), QVariantList()}, {QStringLiteral("sides"), QVariantList()}};
        QVariantMap row = rows[field.row].toMap();
        QVariantList numbers = row.value(QStringLiteral("numbers")).toList();
        QVariantList sides = row.value(QStringLiteral("sides")).toList();
        numbers << field.field;
        sides << QString::fromStdString(field.side);
        row.insert(QStringLiteral("numbers"), numbers);
        row.insert(QStringLiteral("sides"), sides);
        rows[field.row] = row;
    }
    return rows;
}

QVariantMap TableView::facts(const knobel::Observation& view)
{
    QVariantMap facts;
    for (const auto& fact : view.facts) {
        const QString name = QString::fromStdString(fact.name);
        std::visit(
            [&](const auto& value) {
                using T = std::decay_t<decltype(value)>;
                if constexpr (std::is_same_v<T, std::string>) {
                    facts.insert(name, QString::fromStdString(value));
                } else if constexpr (std::is_same_v<T, std::vector<int>>) {
                    QVariantList numbers;
                    for (int n : value)
                        numbers << n;
                    facts.insert(name, numbers);
                } else {
                    facts.insert(name, value);
                }
            },
            fact.value);
    }
    return facts;
}
