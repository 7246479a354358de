// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string_view>
#include <vector>

#include "game.h"

namespace knobel {

/// Every game the program knows, in the order of the game list.
const std::vector<const Game*>& allGames();
/// The game with this id, or nullptr.
const Game* findGame(std::string_view id);

} // namespace knobel
