// SPDX-License-Identifier: GPL-3.0-or-later
#include "registry.h"

#include <algorithm>

#include "games/escalero/escalero.h"
#include "games/ohio/ohio.h"
#include "games/sechzerspiel/sechzerspiel.h"
#include "games/wuerfelpoker/wuerfelpoker.h"

namespace knobel {

// The one list of games: a new game is a new folder plus one line here.
const std::vector<const Game*>& allGames()
{
    static const Ohio ohio;
    static const Sechzerspiel sechzerspiel;
    static const Escalero escalero;
    static const WuerfelPoker wuerfelPoker;
    static const std::vector<const Game*> games{&ohio, &sechzerspiel, &escalero, &wuerfelPoker};
    return games;
}

const Game* findGame(std::string_view id)
{
    const auto& games = allGames();
    auto it = std::find_if(games.begin(), games.end(), [id](const Game* g) { return g->id() == id; });
    return it == games.end() ? nullptr : *it;
}

} // namespace knobel
