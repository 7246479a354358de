// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/contra.h"

#include <algorithm>
#include <cmath>
#include <random>

#include <QtCore/qglobal.h>

namespace knobel {

ContraOutlook contraOutlook(const SheetState& state, int seat, const std::vector<const AutoPlayer*>& players,
    int games, std::uint64_t seed)
{
    ContraOutlook outlook;
    std::mt19937_64 random(seed);
    std::uniform_int_distribution<int> die(1, kFaceCount);
    double wins = 0;
    double chips = 0;
    for (int g = 0; g < games; ++g) {
        SheetState copy = state;
        bool stuck = false;
        if (copy.offerBy() >= 0) // the rest of the game is played on a Contra accepted
            stuck = bool(copy.apply(Action::doubling(1)));
        while (!copy.isTerminal() && !stuck) {
            const auto actions = players[std::size_t(copy.currentPlayer())]->nextActions(copy);
            if (actions.empty())
                stuck = true;
            for (Action action : actions) {
                if (action.type == Action::Type::Throw) {
                    const auto spec = copy.throwSpec(0);
                    if (!spec) {
                        stuck = true;
                        break;
                    }
                    action.faces = spec->current;
                    for (std::size_t d = 0; d < action.faces.size(); ++d)
                        if (spec->thrown[d])
                            action.faces[d] = die(random);
                }
                if (copy.apply(action)) {
                    stuck = true;
                    break;
                }
            }
        }
        // At stake 1: the settlement of the sheets, whatever the stake is now.
        const Result result = copy.game().result(copy.sheets(), copy.options());
        int mine = 0;
        for (const auto& s : result.standings)
            if (s.player == seat)
                mine = s.balance;
        chips += mine;
        wins += mine > 0 ? 1.0 : mine == 0 ? 0.5 : 0.0;
        ++outlook.games;
    }
    if (outlook.games > 0) {
        outlook.winChance = wins / outlook.games;
        outlook.chips = chips / outlook.games;
    }
    return outlook;
}

std::optional<ContraChoice> decideContra(const SheetState& state, Level level,
    const std::vector<const AutoPlayer*>& players, std::uint64_t seed, const ColumnPlanner* race)
{
    const bool answering = state.offerBy() >= 0;
    if (!answering && !state.canOfferContra())
        return std::nullopt;
    const int seat = answering ? 1 - state.offerBy() : state.currentPlayer();
    ContraChoice choice;
    choice.why.context = "knobel::Contra";
    if (level == Level::Beginner) {
        if (!answering)
            return std::nullopt;
        choice.action = Action::doubling(1);
        choice.why.text = QT_TRANSLATE_NOOP("knobel::Contra", "Player %1 plays on at the double stake.");
        choice.why.args.push_back(Message::number(seat + 1));
        return choice;
    }
    // Early in the game the outcome is open: the first third of the sheet lets a Contra go by unasked.
    const Sheet& sheet = state.sheets()[std::size_t(seat)];
    if (!answering && sheet.filledCount() < sheet.columns() * sheet.rows() / 3)
        return std::nullopt;
    if (!answering && race && race->expectedChips(state.sheets(), seat) <= 0)
        return std::nullopt;
    const double givingUp = state.game().givingUpCosts(state.options());
    // The level's rule, and how far the estimate is from deciding it otherwise.
    auto decides = [&](const ContraOutlook& o) {
        if (answering)
            return level == Level::Good ? o.winChance >= 0.25 : 2 * o.chips > -givingUp;
        return level == Level::Good ? o.winChance >= 0.75 : o.winChance >= 0.70 && o.chips > 0;
    };
    auto clear = [&](const ContraOutlook& o) {
        const double error = std::sqrt(std::max(o.winChance * (1 - o.winChance), 0.04) / o.games);
        const double threshold = answering ? 0.25 : level == Level::Good ? 0.75 : 0.70;
        return std::abs(o.winChance - threshold) > 3 * error + 0.05;
    };
    ContraOutlook total;
    for (int batch = 0; batch < 6; ++batch) {
        const ContraOutlook part = contraOutlook(state, seat, players, 16, seed + std::uint64_t(batch));
        total.winChance
            = (total.winChance * total.games + part.winChance * part.games) / (total.games + part.games);
        total.chips = (total.chips * total.games + part.chips * part.games) / (total.games + part.games);
        total.games += part.games;
        if (clear(total))
            break;
    }
    choice.outlook = total;
    const bool yes = decides(total);
    if (!answering && !yes)
        return std::nullopt;
    choice.action = Action::doubling(answering ? (yes ? 1 : 2) : 0);
    choice.why.text = !answering
        ? QT_TRANSLATE_NOOP("knobel::Contra", "Player %1 says Contra: chance to win %2 %.")
        : yes
        ? QT_TRANSLATE_NOOP("knobel::Contra", "Player %1 plays on at the double stake: chance to win %2 %.")
        : QT_TRANSLATE_NOOP("knobel::Contra", "Player %1 gives up: chance to win %2 %.");
    choice.why.args.push_back(Message::number(seat + 1));
    choice.why.args.push_back(Message::number(std::lround(total.winChance * 100)));
    return choice;
}

} // namespace knobel
