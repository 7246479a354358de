// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonObject>

#include "engine/bot.h"
#include "engine/gamedef.h"

namespace knobel::protocol {

/// One policy query (`knobel policy`, docs/protocol.md): a line `{"observation": {...}, "legal":
/// [...], "seed": s}` as an act message carries it, answered with `{"probs": [...]}` (and
/// `"values"` where the level ranks its choices), or `{"error": "..."}` for a line it cannot answer.
///
/// A line comes from anyone, so every line is answered and none can crash or exhaust the program:
/// longer than kMaxLineBytes, not strict JSON, an observation with seats the game cannot have, a
/// legal action listed twice or one the rules do not allow, facts of the wrong kind — each is an
/// error, and so is a level that cannot answer what it is asked (chances that do not add up to 1).
QJsonObject answerPolicyQuery(
    const QByteArray& line, const GameDef& game, const RuleOptions& options, const Bot& bot);

} // namespace knobel::protocol
