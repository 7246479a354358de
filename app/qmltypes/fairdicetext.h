// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace knobel {
class Match;
}

/// Dice players can check (issue 31), for the window: the fingerprint shown while a game is played,
/// the salt and seed once it is over, and the players' words mixed into the seed at the start.
class FairDice : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit FairDice(QObject* parent = nullptr);

    /// The seed to start a game with: `seed` itself when every word is empty (a repeatable seed
    /// stays repeatable); else the seed (or, when empty, new dice) with the words mixed in
    /// (knobel::fair::mixWords), as digits.
    Q_INVOKABLE static QString mixedSeed(const QString& seed, const QStringList& words);

    /// What QML shows of a game: fingerprint ("" when the game has none), and once it is over
    /// (revealed) its salt and seed. Nothing that would tell the dice to come before the end.
    static QVariantMap of(const knobel::Match* match);
    /// The line of the printout: the fingerprint, and the salt and seed of a finished game; "" for a
    /// game without a fingerprint.
    static QString line(const knobel::Match& match);
    /// The same in short lines, for a printout as narrow as a score sheet.
    static QStringList lines(const knobel::Match& match);
};
