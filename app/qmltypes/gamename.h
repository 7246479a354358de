// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace knobel {
class GameDef;
}

/// A game's name in the current language (GameDef::name(), translated in the context
/// "knobel::GameNames"): "Liar Dice" is "Lügenpoker" in German, Ohio is Ohio in both.
QString displayName(const knobel::GameDef& game);
/// The same for a game id; the id itself where no game has it.
QString displayNameOf(const QString& gameId);
