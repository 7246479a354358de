// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/registry.h"

#include <algorithm>
#include <tuple>

namespace knobel {

const std::vector<const GameDef*>& allGameDefs()
{
    static const std::vector<const GameDef*> games = [] {
        std::vector<const GameDef*> all = registeredGames();
        std::sort(all.begin(), all.end(), [](const GameDef* a, const GameDef* b) {
            return std::tuple(a->listGroup(), a->listPlace(), a->id())
                < std::tuple(b->listGroup(), b->listPlace(), b->id());
        });
        return all;
    }();
    return games;
}

const GameDef* findGameDef(std::string_view id)
{
    const auto& games = allGameDefs();
    auto it = std::find_if(games.begin(), games.end(), [id](const GameDef* g) { return g->id() == id; });
    return it == games.end() ? nullptr : *it;
}

const SheetGame* findSheetGame(std::string_view id)
{
    const GameDef* game = findGameDef(id);
    return game ? game->sheetGame() : nullptr;
}

std::vector<const SheetGame*> allSheetGames()
{
    std::vector<const SheetGame*> sheets;
    for (const GameDef* game : allGameDefs())
        if (const SheetGame* sheet = game->sheetGame())
            sheets.push_back(sheet);
    return sheets;
}

} // namespace knobel
