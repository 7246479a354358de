// SPDX-License-Identifier: GPL-3.0-or-later
#include "selfplay.h"

#include "match.h"

namespace knobel {

bool playsItself(const GameDef& def)
{
    return def.levels().empty() && !def.sheetGame();
}

std::optional<Action> onlyAction(const Match& match)
{
    if (match.isFinished() || match.toAct() < 0)
        return std::nullopt;
    std::vector<Action> legal = match.legalActions();
    if (legal.size() != 1)
        return std::nullopt;
    return legal.front();
}

std::size_t playOut(Match& match)
{
    std::size_t taken = 0;
    const std::size_t limit = match.def().maxActions(match.setup());
    while (match.record().actions.size() < limit) {
        const std::optional<Action> action = onlyAction(match);
        if (!action || match.apply(*action))
            break;
        ++taken;
    }
    return taken;
}

} // namespace knobel
