// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace knobel::cli {

/// knobel stats [--history FILE]: from the window's history of finished games, per game and player
/// (and all players, and all games) how often each face fell against how often fair dice give it,
/// with a chi-square test and its p-value in words. Returns the exit status.
int statsCommand(const QString& historyFile);

} // namespace knobel::cli
