// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <memory>

namespace knobel {
class Match;
}

/// The key that seals what an unfinished game's file may not show yet (core/seal.h): 32 random bytes
/// in seal.key of the program's data folder, made on first use. It keeps a glance into a file from
/// showing the seed or the dice of another cup; whoever reads this file opens every sealed game.
class SealKey
{
public:
    /// seal.key in the application's data folder (the window's, or a test's).
    static QString defaultFile();
    /// seal.key in the window's data folder, from any program (knobel reads the window's games).
    static QString windowFile();
    /// From now on the key is this file's (knobel: windowFile()).
    static void useFile(const QString& file);
    /// The key; made (and written) when there is none and `create`. Empty when there is none, or
    /// it cannot be read or written (then sealed files cannot be written, and games are kept open).
    static QByteArray current(bool create);

    /// The game's file as the program keeps it: sealed where gamefile::wantsSeal() says so.
    static QByteArray fileOf(const knobel::Match& match);
    /// Reads a game file, opening a sealed part with the key.
    static std::unique_ptr<knobel::Match> read(const QByteArray& bytes, std::string& problem);
};
