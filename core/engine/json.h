// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonObject>

#include "engine/action.h"
#include "engine/gamedef.h"
#include "engine/observation.h"

namespace knobel {

/// An observation as JSON: what `knobel show --as`, the player protocol and tests read.
/// Hidden dice are null; dice are their symbols ("9" … "A" for poker dice).
/// The dice are written in the game's notation under `options` (GameDef::dieKindUnder).
QJsonObject observationToJson(const Observation& view, const GameDef& game, const RuleOptions& options);
/// An action as JSON, the same object the game file holds (format 2), its dice in the game's notation
/// under `options`. A die another seat picked up or put back without saying which is "?".
QJsonObject actionToJson(const Action& action, const GameDef& game, const RuleOptions& options);
/// The names of bets and doublings in files and messages.
const char* betName(BetKind kind);
const char* doubleName(int choice);

} // namespace knobel
