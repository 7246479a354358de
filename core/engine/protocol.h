// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonObject>

#include <optional>
#include <string>
#include <vector>

#include "engine/action.h"
#include "engine/bot.h"
#include "engine/gamedef.h"
#include "engine/observation.h"

namespace knobel {

class Match;

/// The player protocol (docs/protocol.md): the messages a program in a seat is sent, one JSON
/// object a line. Every message is built from what the seat may know: its observation and the
/// history as Match::history(seat) gives it — never the state itself.
namespace protocol {

/// The version of the protocol this program speaks; the hello message carries it.
inline constexpr int kVersion = 1;
/// The longest line the protocol reads, from a program in a seat or a policy query; a longer line
/// is refused, and never read into memory whole (a flood).
inline constexpr qsizetype kMaxLineBytes = 1 << 20;

/// {"type": "hello", "protocol": 1, "game": ID, "seat": i, "seats": n, "options": {...}, "games": g}
QJsonObject hello(const GameDef& game, const RuleOptions& options, Seat seat, int seats, int games);
/// The observation as a program is sent it: the observation's JSON plus "seat" and "history".
QJsonObject observation(const BotView& view, const GameDef& game);
/// {"type": "act", "observation": {...}, "legal": [...]}
QJsonObject act(const BotView& view, const GameDef& game);
/// {"type": "event", "by": seat (-2: a throw nobody chose), "action": {...}, "observation": {...}}:
/// the action `index` of the record as `seat` may know it, and what the seat sees afterwards.
QJsonObject event(const Match& match, Seat seat, std::size_t index);
/// The same from its parts: the action as the seat may know it, who took it, what the seat sees after.
QJsonObject event(
    const GameDef& game, const RuleOptions& options, Seat by, const Action& seen, const Observation& after);
/// {"type": "end", "game": g, "result": {"standings": [...], "payments": [...]}}
QJsonObject end(const Match& match, int gameIndex);

/// An action from its JSON (the game file's format 2, "?" for a die the seat may not see, an empty
/// throw for one still to come); nullopt and the problem when it names no action of this game.
/// Dice in the game's notation under `options` (GameDef::dieKindUnder); a die "?" in a hold or
/// release is one another seat picked up or put back without saying which (die −1).
std::optional<Action> actionFromJson(
    const QJsonValue& value, const GameDef& game, const RuleOptions& options, std::string& problem);
/// An observation from its JSON, as far as a computer player reads it (not the sheets' boxes, the
/// set-aside-for-good marks, nor the round lines); nullopt and the problem when it is not one.
std::optional<Observation> observationFromJson(
    const QJsonObject& json, const GameDef& game, const RuleOptions& options, std::string& problem);

/// The index of the legal action whose JSON equals `answer` exactly, or -1.
int findLegal(const QJsonArray& legal, const QJsonValue& answer);

} // namespace protocol
} // namespace knobel
