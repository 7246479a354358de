// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <optional>
#include <string>

#include "match.h"

namespace knobel {

/// The `.knobel` game file: readable JSON holding a game's setup and the record of its actions.
///
///     {"format": "knobelbecher-game", "version": 1, "game": "escalero", "mode": "play",
///      "options": {"strict_keep": false, ...}, "players": ["Anna", "Ben"], "seed": "42",
///      "actions": [{"throw": ["9", "J", "Q", "Q", "A"]}, {"hold": 3}, {"write": {"column": 1, "row":
///      "queens"}}]}
///
/// Dice are written as their symbols, rows by their ids, columns and dice counted from 1.
namespace gamefile {

/// The version this program writes for games beyond the sheet games (which keep writing 1, byte for
/// byte) and the newest it reads.
inline constexpr int kVersion = 2;
/// Larger files are refused before they are parsed: a whole game is a few kilobytes.
inline constexpr qsizetype kLargestFile = 4 * 1024 * 1024;

QByteArray write(const GameRecord& record);
/// Reads a game file and replays it; nullptr and one English line naming the problem when the
/// file is damaged, from a newer version, or holds a game the rules do not allow.
std::unique_ptr<Match> read(const QByteArray& bytes, std::string& problem);

} // namespace gamefile
} // namespace knobel
