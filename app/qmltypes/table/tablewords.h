// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include "engine/action.h"
#include "engine/bot.h"
#include "engine/observation.h"

namespace knobel {
class Match;
}
class TableActionsModel;

/// The table's words: its buttons' labels, the read-state key's sentence, the result as a screen
/// reader says it and a hint's figures. In the table controller's translation context, where the
/// words were written first.
class TableWords
{
    Q_DECLARE_TR_FUNCTIONS(TableController)

public:
    /// The kind of an action as the table's parts look it up: throw hold release stop choose stake
    /// check bet call raise fold announce doubt believe and the doubling's offer, accept, give_up.
    static QString actionKind(const knobel::Action& action);
    /// A die in words: its face, and a coloured die's colour ("4 red", Würfel-Hold'em's bag).
    static QString dieWords(const knobel::DieView& die, bool poker);
    /// A short button text ("Raise by 3", "Keep die 2", an announcement's hand).
    static QString actionLabel(const knobel::Match& match, const knobel::Action& action, int viewer);
    /// An exact hand (index into exactHands()) in the game's words.
    static QString handText(const knobel::Match& match, int hand);
    /// The viewer's own dice in words ("Anna, your dice: King, King, Nine, Ten, Ace."); "" when none.
    static QString ownDiceText(const knobel::Observation& view, int viewer, const QStringList& names);
    /// The result as a screen reader says it: "Result: place 1, Anna, +12 chips; …. Ben pays Anna 12
    /// chips."
    static QString resultText(const QVariantList& standings, const QStringList& payments);
    /// What the read-state key says of the table as the viewer sees it (TableController::stateText).
    struct Situation
    {
        const knobel::Match& match;
        const knobel::Observation& view;
        int viewer;
        const QStringList& names;
        const TableActionsModel& actions;
        bool myTurn;
        bool roundEnded;
        bool computerTurn;
        bool playsItself;
        int toAct;
        QString toActName;
        QString status; ///< the game's own words for the one on turn
        int mainAction; ///< the row of `actions` Space takes, or −1
    };
    static QString stateText(const Situation& table);
    /// A hint's value in its unit: "61.0 %", "+1.25 chips", "0.73".
    static QString hintValueText(double value, knobel::RankMeaning::Unit unit);
};
