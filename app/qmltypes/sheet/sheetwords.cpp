// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetwords.h"

#include <cmath>

#include "dicemodel.h"
#include "gamename.h"
#include "kits/columnnumeral.h"
#include "kits/sheetstate.h"
#include "match.h"
#include "text.h"

namespace {

bool contraPlayed(const knobel::Match& match)
{
    return match.isSheetGame() && match.sheetState().contraPlayed();
}

/// The first hand kept in Doppelhand, or null.
const knobel::Throw* firstHand(const knobel::Match& match)
{
    if (!match.isSheetGame() || !match.sheetState().doubleHand() || !match.sheetState().candidate())
        return nullptr;
    return &*match.sheetState().candidate();
}

QString firstHandWords(const knobel::Match& match)
{
    QStringList words;
    if (const auto* hand = firstHand(match))
        for (int face : hand->faces)
            words << DiceModel::faceName(face, match.sheetGame().dieKind() == knobel::DieKind::Poker);
    return words.join(SheetWords::tr(", ", "between the dice in words"));
}

} // namespace

int SheetWords::actingSeat(const knobel::Match& match)
{
    const knobel::Seat seat = match.toAct();
    return seat >= 0 ? seat : match.currentPlayer();
}

bool SheetWords::computerActs(const knobel::Match& match, bool readOnly)
{
    return !readOnly && !match.isFinished() && match.setup().mode == knobel::Mode::Play
        && match.setup().kindOf(actingSeat(match)) != "human";
}

QString SheetWords::status(const knobel::Match& match, const QStringList& names, bool readOnly)
{
    if (readOnly)
        return tr("A game from the history: it can be looked at and printed.");
    const auto& state = match.sheetState();
    if (contraPlayed(match) && state.gaveUp() >= 0)
        return tr("%1 gave up: the game is over.").arg(names.value(state.gaveUp()));
    if (match.isFinished())
        return tr("The game is over.");
    if (match.setup().mode == knobel::Mode::ScorePad)
        return tr("Type each entry into its box; the sheet checks it.");
    const bool computer = computerActs(match, readOnly);
    if (contraPlayed(match) && state.offerBy() >= 0) {
        const QString by = names.value(state.offerBy());
        const QString answering = names.value(actingSeat(match));
        if (computer)
            return tr("%1 says Contra; %2, the computer, answers.").arg(by, answering);
        return tr("%1 says Contra: %2, play on at stake ×%3, or give up.")
            .arg(by, answering)
            .arg(state.stake() * 2);
    }
    const QString name = names.value(match.currentPlayer());
    if (computer)
        return match.setup().kindOf(actingSeat(match)) == "program"
            ? tr("%1, a program, is playing.").arg(name)
            : tr("%1, the computer, is playing.").arg(name);
    const bool doubleHand = state.doubleHand();
    if (doubleHand && !firstHand(match)) {
        if (match.throwsMade() == 0)
            return tr("%1, throw the dice for the first hand.").arg(name);
        if (match.throwsLeft() == 0)
            return tr("%1, keep these dice as the first hand (K).").arg(name);
        return tr("%1, set dice aside and throw again, or keep these dice as the first hand (K).").arg(name);
    }
    if (doubleHand) {
        if (match.throwsMade() == 0)
            return tr("%1, throw the dice for the second hand.").arg(name);
        if (match.throwsLeft() == 0)
            return tr("%1, write a box: it gets the better of the two hands.").arg(name);
        return tr("%1, set dice aside and throw again, or write a box: it gets the better of the two hands.")
            .arg(name);
    }
    if (match.throwsMade() == 0)
        return tr("%1, throw the dice.").arg(name);
    if (match.throwsLeft() == 0)
        return tr("%1, write a box.").arg(name);
    return tr("%1, set dice aside and throw again, or write a box.").arg(name);
}

QString SheetWords::firstHandText(const knobel::Match& match)
{
    const auto* hand = firstHand(match);
    if (!hand)
        return {};
    const QString dice = firstHandWords(match);
    return hand->served && match.sheetGame().scoresServed() ? tr("First hand: %1, served").arg(dice)
                                                            : tr("First hand: %1").arg(dice);
}

QString SheetWords::firstHandNote(const knobel::Match& match, const QStringList& names, int player)
{
    return tr("%1 keeps %2 as the first hand").arg(names.value(player), firstHandWords(match));
}

QString SheetWords::stakeText(const knobel::Match& match, const QStringList& names)
{
    if (!contraPlayed(match))
        return {};
    const auto& state = match.sheetState();
    if (state.lastDoubler() < 0)
        return tr("Stake ×%1: nobody has doubled yet").arg(state.stake());
    return tr("Stake ×%1: %2 doubled last").arg(state.stake()).arg(names.value(state.lastDoubler()));
}

QStringList SheetWords::contraHistory(const knobel::Match& match, const QStringList& names)
{
    QStringList lines;
    if (!contraPlayed(match))
        return lines;
    const auto& actions = match.record().actions;
    const auto& actors = match.actors();
    int entries = 0;
    int stake = 1;
    QString offer;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const knobel::Action& action = actions[i];
        if (action.type == knobel::Action::Type::Write)
            ++entries;
        if (action.type != knobel::Action::Type::Double)
            continue;
        const QString name = names.value(actors[i]);
        const int round = entries / match.playerCount() + 1;
        if (action.choice == 0) {
            offer = tr("Round %1: %2 says Contra").arg(round).arg(name);
            continue;
        }
        if (action.choice == 1) {
            stake *= 2;
            lines << tr("%1, %2 plays on at stake ×%3").arg(offer, name).arg(stake);
        } else {
            lines << tr("%1, %2 gives up").arg(offer, name);
        }
        offer.clear();
    }
    if (!offer.isEmpty())
        lines << tr("%1, not answered yet").arg(offer);
    return lines;
}

QString SheetWords::contraNote(const QString& name, const knobel::Action& action, double chance)
{
    const int percent = int(std::lround(chance * 100));
    // A program says nothing about its chance: chance < 0.
    if (action.choice == 0)
        return chance < 0 ? tr("%1 says Contra").arg(name)
                          : tr("%1 says Contra: chance to win %2 %").arg(name).arg(percent);
    if (action.choice == 1)
        return chance < 0 ? tr("%1 plays on at the double stake").arg(name)
                          : tr("%1 plays on at the double stake: chance to win %2 %").arg(name).arg(percent);
    return chance < 0 ? tr("%1 gives up").arg(name)
                      : tr("%1 gives up: chance to win %2 %").arg(name).arg(percent);
}

std::pair<QString, QString> SheetWords::entryNote(
    const QString& name, const QString& boxName, int points, int column, int columns, bool done)
{
    if (columns <= 1) {
        const QString text = done ? tr("%1 wrote %2 %3").arg(name, boxName).arg(points)
                                  : tr("%1 writes %2 %3…").arg(name, boxName).arg(points);
        return {text, text};
    }
    // The sheet heads its columns I, II, III; a screen reader reads "I" as a letter, so the spoken
    // words carry the column's number.
    const auto entry = [&](const QString& numeral) {
        return done ? tr("%1 wrote %2 %3 in column %4").arg(name, boxName).arg(points).arg(numeral)
                    : tr("%1 writes %2 %3 in column %4…").arg(name, boxName).arg(points).arg(numeral);
    };
    return {entry(QString::fromStdString(knobel::columnNumeral(column))), entry(QString::number(column + 1))};
}

QVariantList SheetWords::duels(const knobel::Match& match, const QStringList& names)
{
    QVariantList list;
    for (const auto& d : match.result().duels) {
        QStringList winners;
        for (int w : d.columnWinner)
            winners << (w < 0 ? QString() : names[w]);
        list << QVariantMap{{"first", names[d.first]}, {"second", names[d.second]},
            {"columnWinners", winners}, {"head", d.headWinner < 0 ? QString() : names[d.headWinner]},
            {"firstWins", d.firstWins}, {"secondWins", d.secondWins}};
    }
    return list;
}

QString SheetWords::typedThrowProblem(
    const knobel::Match& match, int player, const QString& dice, int throwsLeft, std::vector<int>* faces)
{
    if (player < 0 || player >= match.playerCount())
        return tr("There is no such player.");
    const knobel::SheetGame& game = match.sheetGame();
    for (const QString& token : dice.split(u' ', Qt::SkipEmptyParts)) {
        const auto face = knobel::parseFace(token.toStdString(), game.dieKind());
        if (!face)
            return tr("%1 is not a face of these dice.").arg(token);
        faces->push_back(*face);
    }
    if (int(faces->size()) != game.diceCount())
        return tr("%1 is played with %n dice.", nullptr, game.diceCount()).arg(displayName(game));
    if (throwsLeft < 0 || throwsLeft >= game.throwsPerTurn())
        return tr("Throws left: 0 to %1.").arg(game.throwsPerTurn() - 1);
    if (match.sheet(player).isFull())
        return tr("%1's sheet is full.")
            .arg(knobel::isolated(QString::fromStdString(match.setup().players[std::size_t(player)])));
    return {};
}

QString SheetWords::allowedText(const knobel::Match& match, int row, int column)
{
    if (row < 0 || row >= int(match.sheetGame().rows().size()) || column < 0
        || column >= match.sheetGame().columnCount(match.setup().options))
        return {};
    QStringList values;
    for (int v : match.sheetGame().boxValues(column, row, match.setup().options))
        values << QString::number(v);
    if (values.size() < 2)
        return values.join(QString());
    const QString last = values.takeLast();
    return tr("%1 or %2", "the last of a list of values").arg(values.join(QStringLiteral(", ")), last);
}
