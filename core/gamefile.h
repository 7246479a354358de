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
/// byte) in the open. The newest it reads is kSealedVersion.
inline constexpr int kVersion = 2;
/// The version of a file with a sealed part (an unfinished game's seed, salt and hidden dice).
inline constexpr int kSealedVersion = 3;
/// Larger files are refused before they are parsed: a whole game is a few kilobytes.
inline constexpr qsizetype kLargestFile = 4 * 1024 * 1024;

/// The file in the open: seed, salt and every die readable (a finished game's, a score pad's).
/// A game of real dice (issue 32) says "dice": "real" and has no salt nor fingerprint (its seed
/// threw no die: it drew the lots of the rules, the seat that starts).
QByteArray write(const GameRecord& record, Match::Dice dice = Match::Dice::Drawn);
/// Whether a file of this game would hold what no player may read yet: an unfinished game played
/// with a fingerprint (its seed tells the dice to come) or with dice hidden from a seat.
bool wantsSeal(const Match& match);
/// The file as it is kept: with a key and wantsSeal(), the seed and salt — and, where some dice are
/// hidden (GameDef::hiddenDiceUnder), every action — go into one sealed part (core/seal.h, file
/// version 3); the fingerprint stays readable. Without: write(record). The same match and key
/// give the same bytes.
QByteArray write(const Match& match, const QByteArray& key);
/// Whether a file has a sealed part (a glance: the file may still be damaged).
bool isSealed(const QByteArray& bytes);
/// Reads a game file and replays it; nullptr and one English line naming the problem when the
/// file is damaged, from a newer version, or holds a game the rules do not allow. `key` opens a
/// sealed part; a file with one and no fitting key is refused.
std::unique_ptr<Match> read(const QByteArray& bytes, std::string& problem, const QByteArray& key = {});
/// The record as the file holds it, checked as read() checks it but not replayed (knobel verify
/// replays it itself, to name the die that differs).
std::optional<GameRecord> readRecord(
    const QByteArray& bytes, std::string& problem, const QByteArray& key = {}, Match::Dice* dice = nullptr);

} // namespace gamefile
} // namespace knobel
