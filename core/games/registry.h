// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string_view>
#include <vector>

#include "game.h"

namespace knobel {

/// Every game the program knows, in the order of the game list.
const std::vector<const GameDef*>& allGameDefs();
/// The game with this id, or nullptr.
const GameDef* findGameDef(std::string_view id);

/// The score-sheet games (format 1, the score pad, the sheet solver), in the order of the game list.
const std::vector<const Game*>& allGames();
/// The score-sheet game with this id, or nullptr (also for a game of another family).
const Game* findGame(std::string_view id);

} // namespace knobel
