// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

#include "engine/observation.h"

namespace knobel {
class Match;
}

/// What QML gets of an observation: the table's dice, seats, stakes, board and facts as lists and
/// maps of plain values, with the words a screen reader says for each die. In the table controller's
/// translation context, where the words were written first.
class TableView
{
    Q_DECLARE_TR_FUNCTIONS(TableController)

public:
    /// Dice groups: group, id, owner, ownerName, poker, served, throwsMade, throwLimit, ended, dice
    /// (label, spoken, face, held, locked, hidden, rolled). `fell`: set when a die fell since
    /// `previous` (the cups animate).
    static QVariantList diceGroups(const knobel::Observation& view, const knobel::Observation& previous,
        const QStringList& names, bool* fell);
    /// Seats: seat, name, kind, chips, committed, folded, out, banker, starter, wins, penalties,
    /// announcement (text), roundLine, toAct, viewer.
    static QVariantList seats(const knobel::Match& match, const knobel::Observation& view,
        const QStringList& names, const QStringList& kinds, int viewer);
    /// Stakes on the board: seat, name, field, amount.
    static QVariantList stakes(const knobel::Observation& view, const QStringList& names);
    /// The board's rows, top first: numbers (the fields of the row from the left) and sides.
    static QVariantList board(const knobel::Observation& view);
    /// The game's facts, typed as the observation types them.
    static QVariantMap facts(const knobel::Observation& view);
};
