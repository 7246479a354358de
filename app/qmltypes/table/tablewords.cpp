// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablewords.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cstdlib>

#include "dicemodel.h"
#include "engine/json.h"
#include "kits/hands.h"
#include "match.h"
#include "messagetext.h"
#include "tableactionsmodel.h"

using knobel::Action;

QString TableWords::dieWords(const knobel::DieView& die, bool poker)
{
    const QString face = DiceModel::faceName(die.face, poker);
    if (die.colour.empty())
        return face;
    QString colour = QString::fromStdString(die.colour);
    if (die.colour == "red")
        colour = tr("red");
    else if (die.colour == "black")
        colour = tr("black");
    else if (die.colour == "white")
        colour = tr("white");
    else if (die.colour == "yellow")
        colour = tr("yellow");
    return tr("%1 %2", "a die's number and its colour: 4 red").arg(face, colour);
}

QString TableWords::actionKind(const Action& action)
{
    switch (action.type) {
    case Action::Type::Throw:
        return QStringLiteral("throw");
    case Action::Type::Hold:
        return QStringLiteral("hold");
    case Action::Type::Release:
        return QStringLiteral("release");
    case Action::Type::Write:
        return QStringLiteral("write");
    case Action::Type::Edit:
        return QStringLiteral("edit");
    case Action::Type::Stop:
        return QStringLiteral("stop");
    case Action::Type::Choose:
        return QStringLiteral("choose");
    case Action::Type::Stake:
        return QStringLiteral("stake");
    case Action::Type::Bet:
        return QString::fromLatin1(knobel::betName(action.bet));
    case Action::Type::Announce:
        return QStringLiteral("announce");
    case Action::Type::Doubt:
        return action.doubt ? QStringLiteral("doubt") : QStringLiteral("believe");
    case Action::Type::Double:
        return QString::fromLatin1(knobel::doubleName(action.choice));
    }
    return {};
}

QString TableWords::actionLabel(const knobel::Match& match, const Action& action, int viewer)
{
    switch (action.type) {
    case Action::Type::Throw:
        return tr("Throw");
    case Action::Type::Hold:
        return tr("Keep die %1").arg(action.die + 1);
    case Action::Type::Release:
        return tr("Take die %1 back").arg(action.die + 1);
    case Action::Type::Stop:
        return tr("Stop");
    case Action::Type::Choose:
        return translateMessage(match.state().describe(action, viewer, viewer));
    case Action::Type::Stake:
        return tr("%n chip(s) on %1", nullptr, action.amount).arg(action.field);
    case Action::Type::Bet:
        switch (action.bet) {
        case knobel::BetKind::Check:
            return tr("Check");
        case knobel::BetKind::Bet:
            return tr("Bet %1").arg(action.amount);
        case knobel::BetKind::Call:
            return tr("Call");
        case knobel::BetKind::Raise:
            return tr("Raise by %1").arg(action.amount);
        case knobel::BetKind::Fold:
            return tr("Fold");
        }
        break;
    case Action::Type::Announce:
        return handText(match, action.hand);
    case Action::Type::Doubt:
        return action.doubt ? tr("Doubt") : tr("Believe");
    case Action::Type::Double:
        return action.choice == 0 ? tr("Double") : action.choice == 1 ? tr("Accept") : tr("Give up");
    case Action::Type::Write:
    case Action::Type::Edit:
        break;
    }
    return {};
}

QString TableWords::handText(const knobel::Match& match, int hand)
{
    const auto rules = match.def().handRules(match.setup().options);
    if (!rules || hand < 0 || hand >= int(knobel::exactHands().size()))
        return QString::number(hand);
    const knobel::HandPhrase phrase = knobel::describeHand(knobel::exactHands()[std::size_t(hand)], *rules);
    return QString::fromStdString(
        knobel::formatHandPhrase(phrase, rules->dice, [](const char* context, const char* text) {
            return QCoreApplication::translate(context, text).toStdString();
        }));
}

QString TableWords::ownDiceText(const knobel::Observation& view, int viewer, const QStringList& names)
{
    QStringList cups;
    for (const auto& group : view.dice) {
        if (group.owner < 0 || group.owner != viewer || group.draw)
            continue;
        QStringList words;
        for (const auto& die : group.dice)
            if (!die.hidden && die.face != 0)
                words << dieWords(die, group.kind == knobel::DieKind::Poker);
        if (!words.isEmpty())
            cups << words.join(tr(", ", "between the dice in words"));
    }
    if (cups.isEmpty())
        return {};
    return tr("%1, your dice: %2.").arg(names.value(viewer), cups.join(QStringLiteral("; ")));
}

QString TableWords::resultText(const QVariantList& standings, const QStringList& payments)
{
    QStringList places;
    for (const QVariant& v : standings) {
        const QVariantMap s = v.toMap();
        places << tr("place %1, %2, %3")
                      .arg(s.value(QStringLiteral("place")).toInt())
                      .arg(s.value(QStringLiteral("name")).toString(),
                          s.value(QStringLiteral("result")).toString());
    }
    QString text = tr("Result: %1.").arg(places.join(QStringLiteral("; ")));
    for (const QString& payment : payments)
        text += u' ' + payment + u'.';
    return text;
}

QString TableWords::stateText(const Situation& table)
{
    const QStringList& names = table.names;
    const knobel::Observation& view = table.view;
    const int viewer = table.viewer;
    const TableActionsModel& actions = table.actions;
    const QString between = tr(", ", "between the dice in words");
    QStringList parts;
    if (view.round > 0)
        parts << tr("Round %1").arg(view.round);
    for (const auto& group : view.dice) {
        const bool poker = group.kind == knobel::DieKind::Poker;
        QStringList words;
        int hidden = 0;
        // "Kept" says which dice stay when the others are thrown: not where every die stays (Liar
        // Dice's cup after a throw, before any die is picked up).
        const bool someKept = std::any_of(group.dice.begin(), group.dice.end(), [](const auto& d) {
            return d.held;
        }) && !std::all_of(group.dice.begin(), group.dice.end(), [](const auto& d) { return d.held; });
        for (const auto& die : group.dice) {
            if (die.hidden)
                ++hidden;
            else if (die.face != 0)
                words << (die.held && someKept ? tr("%1 (kept)").arg(dieWords(die, poker))
                                               : dieWords(die, poker));
        }
        const bool mine = group.owner >= 0 && group.owner == viewer;
        // Every seat's throws left, the others' too; a round kept in view as it ended says so.
        const auto withThrowsLeft = [&group](const QString& line) {
            if (group.ended)
                return tr("last round, %1").arg(line);
            if (group.throwLimit <= 0)
                return line;
            return tr("%1, %n throw(s) left", nullptr, std::max(0, group.throwLimit - group.throwsMade))
                .arg(line);
        };
        if (hidden > 0) {
            parts << withThrowsLeft(
                tr("%1's dice: %n hidden", nullptr, hidden).arg(names.value(group.owner)));
            continue;
        }
        if (words.isEmpty()) {
            if (mine && group.throwLimit > 0 && group.throwsMade == 0)
                parts << tr("your dice: not thrown yet");
            continue;
        }
        if (group.draw) { // the die each seat drew for the order
            parts << (mine ? tr("you drew %1").arg(words.join(between))
                           : tr("%1 drew %2").arg(names.value(group.owner), words.join(between)));
            continue;
        }
        const QString line = mine ? tr("your dice: %1").arg(words.join(between))
            : group.owner >= 0    ? tr("%1's dice: %2").arg(names.value(group.owner), words.join(between))
                                  : tr("the dice on the table: %1").arg(words.join(between));
        parts << (group.owner >= 0 ? withThrowsLeft(line) : line);
    }
    for (const auto& seat : view.seats)
        if (seat.announcement >= 0)
            parts << tr("%1 announced %2")
                         .arg(names.value(seat.seat), handText(table.match, seat.announcement));
    for (const auto& stake : view.stakes)
        parts << tr("%1: %n chip(s) on %2", nullptr, stake.amount)
                     .arg(names.value(stake.seat), QString::number(stake.field));
    if (view.pot > 0)
        parts << tr("pot: %n chip(s)", nullptr, view.pot);
    if (table.match.def().settlesInChips()) {
        QStringList chips;
        for (const auto& seat : view.seats)
            chips << tr("%1 %2").arg(names.value(seat.seat),
                (seat.chips < 0 ? QStringLiteral("−") : QString()) + QString::number(std::abs(seat.chips)));
        parts << tr("chips: %1").arg(chips.join(QStringLiteral(", ")));
    }
    // On the viewer's turn the game's own words say what they may do ("Anna to answer …: doubt, or
    // throw again and announce higher."): a count of the legal moves (252 announcements) says nothing.
    QString todo;
    if (table.myTurn) {
        todo = table.status;
        QString turn = tr("your turn, %1").arg(names.value(viewer));
        if (const int main = table.mainAction; main >= 0)
            turn = tr("%1; Space: %2").arg(turn, actions.entries()[std::size_t(main)].label);
        else if (actions.indexOf(QStringLiteral("announce")) >= 0)
            turn = tr("%1; announce a hand").arg(turn);
        else if (actions.indexOf(QStringLiteral("stake")) >= 0)
            turn = tr("%1; put chips on a field").arg(turn);
        parts << turn;
    } else if (table.roundEnded) {
        parts << tr("the round is over; Space: go on");
    } else if (table.computerTurn && !table.playsItself) {
        parts << tr("%1 (computer) is on turn").arg(table.toActName);
    } else if (table.toAct >= 0) {
        parts << tr("%1 is on turn").arg(table.toActName);
        if (table.playsItself)
            todo = table.status; // what the throw is for: "Anna throws and needs a 4 to write."
    }
    const QString text = parts.join(QStringLiteral("; ")) + QLatin1Char('.');
    return todo.isEmpty() ? text : text + u' ' + todo;
}

QString TableWords::hintValueText(double value, knobel::RankMeaning::Unit unit)
{
    const QLocale locale;
    switch (unit) {
    case knobel::RankMeaning::Unit::Chance:
        return tr("%1 %").arg(locale.toString(value * 100, 'f', 1));
    case knobel::RankMeaning::Unit::Chips: {
        // With its sign, a real minus, and 0 without one.
        const QString amount = locale.toString(std::abs(value), 'f', 2);
        const QString sign = amount == locale.toString(0.0, 'f', 2) ? QString()
            : value > 0                                             ? QStringLiteral("+")
                                                                    : QStringLiteral("−");
        return tr("%1 chips", "expected chips of a hint, with their sign").arg(sign + amount);
    }
    case knobel::RankMeaning::Unit::Worth:
        break;
    }
    return locale.toString(value, 'f', 2);
}
