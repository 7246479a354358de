// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <QVariantList>

#include <utility>
#include <vector>

#include "engine/action.h"

namespace knobel {
class Match;
}

/// The score sheet's sentences: what the player on turn may do (the status line), Doppelhand's first
/// hand, Contra's stake and history, and the notes a computer's Contra leaves. In the game
/// controller's translation context, where the words were written first.
class SheetWords
{
    Q_DECLARE_TR_FUNCTIONS(GameController)

public:
    /// The seat that acts now: the one answering a Contra, else the player on turn.
    static int actingSeat(const knobel::Match& match);
    /// A computer or a program is to act (not in a game shown read-only from the history).
    static bool computerActs(const knobel::Match& match, bool readOnly);
    /// What the player on turn may do now ("Anna, set dice aside and throw again, or write a box.").
    static QString status(const knobel::Match& match, const QStringList& names, bool readOnly);
    /// "First hand: King, King, Nine, Ten, Ace, served"; "" before there is one.
    static QString firstHandText(const knobel::Match& match);
    /// "Anna keeps King, King, Nine, Ten, Ace as the first hand".
    static QString firstHandNote(const knobel::Match& match, const QStringList& names, int player);
    /// "Stake ×4: Ben doubled last"; "" where Contra is not played.
    static QString stakeText(const knobel::Match& match, const QStringList& names);
    /// Each Contra with its answer: "Round 3: Anna says Contra, Ben plays on at stake ×2".
    static QStringList contraHistory(const knobel::Match& match, const QStringList& names);
    /// What a computer writes ("Ben writes Full House 30 in column II…", done: "wrote"), as shown and
    /// as spoken (the column's number, not its numeral).
    static std::pair<QString, QString> entryNote(
        const QString& name, const QString& boxName, int points, int column, int columns, bool done);
    /// A Contra step of `name`, with the chance to win that made it (chance < 0: a program's, unsaid).
    static QString contraNote(const QString& name, const knobel::Action& action, double chance);
    /// Every pair's duel over the columns (Würfel-Poker): first, second, columnWinners, head,
    /// firstWins, secondWins.
    static QVariantList duels(const knobel::Match& match, const QStringList& names);
    /// The values a box of a row and column can hold: "0, 4, 8, 12, 16 or 20"; "" outside the sheet.
    static QString allowedText(const knobel::Match& match, int row, int column);
    /// What is wrong with a throw typed for the score pad's hint ("7 is not a face of these dice."),
    /// or "" with its faces.
    static QString typedThrowProblem(
        const knobel::Match& match, int player, const QString& dice, int throwsLeft, std::vector<int>* faces);
};
