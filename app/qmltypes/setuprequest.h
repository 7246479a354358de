// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <map>

#include "engine/action.h"

/// A new game as the setup page or the window's command line asks for it, and the one check that
/// turns it into the game's setup: the controllers start a game through it, and the command line
/// refuses what it refuses before any window opens.
struct SetupRequest
{
    Q_DECLARE_TR_FUNCTIONS(SetupRequest)

public:
    QString gameId;
    QStringList players; ///< names; each is trimmed
    /// Per player "human", a computer level ("good") or "cmd:COMMAND" (a program over the player
    /// protocol); empty: every player is human.
    QStringList kinds;
    QVariantMap options; ///< rule options by name; a value may be text, a number or true/false
    QString seed; ///< empty: new dice; else a whole number from 0 to 2^64 − 1
    bool scorePad = false;
    /// Real dice (issue 32): the players throw their own cups and type each throw; no seed.
    bool realDice = false;

    /// The setup, and the programs' command lines by seat; or the problem in the player's language
    /// (nothing is written into setup and commands then).
    QString check(knobel::GameSetup* setup, std::map<int, QString>* commands) const;
};
