// SPDX-License-Identifier: GPL-3.0-or-later
#include "registry.h"

#include <algorithm>

#include "games/chicago/chicago.h"
#include "games/escalero/escalero.h"
#include "games/liardice/liardice.h"
#include "games/lustigesieben/lustigesieben.h"
#include "games/ohio/ohio.h"
#include "games/pokerdice/pokerdice.h"
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

const std::vector<const GameDef*>& allGameDefs()
{
    static const std::vector<const GameDef*> games = [] {
        std::vector<const GameDef*> all(allGames().begin(), allGames().end());
        all.push_back(&pokerDiceGame());
        static const ChicagoDef chicago;
        static const LustigeSiebenDef lustigeSieben;
        all.push_back(&chicago);
        all.push_back(&lustigeSieben);
        static const LiarDiceDef liarDice;
        all.push_back(&liarDice);
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

const Game* findGame(std::string_view id)
{
    const auto& games = allGames();
    auto it = std::find_if(games.begin(), games.end(), [id](const Game* g) { return g->id() == id; });
    return it == games.end() ? nullptr : *it;
}

} // namespace knobel
