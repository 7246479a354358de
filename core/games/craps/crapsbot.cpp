// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/craps/crapsbot.h"

#include <algorithm>

#include <QtCore/qglobal.h>

#include "games/craps/craps.h"

namespace knobel {

namespace {

bool listed(const BotView& view, const Action& action)
{
    return std::find(view.legal.begin(), view.legal.end(), action) != view.legal.end();
}

/// The stakes offered now, lowest first (empty unless the maker names now).
std::vector<int> offeredStakes(const BotView& view)
{
    std::vector<int> amounts;
    for (const Action& a : view.legal)
        if (a.type == Action::Type::Stake && a.field == 2)
            amounts.push_back(a.amount);
    std::sort(amounts.begin(), amounts.end());
    return amounts;
}

double expectedChips(int named, int amount)
{
    return amount * CrapsDef::makerEdge(named);
}

} // namespace

Action CrapsBot::decide(const BotView& view) const
{
    const std::vector<int> amounts = offeredStakes(view);
    if (amounts.empty())
        return view.legal.front(); // the throws after the naming are the only action there is
    const bool low = view.seed % 2 == 0; // between two numbers of the same worth, the low or the high one
    Action choice;
    switch (m_level) {
    case Level::Beginner:
        choice = Action::stake(7, amounts.front());
        break;
    case Level::Good:
        choice = Action::stake(low ? 3 : 11, amounts.back());
        break;
    case Level::Perfect: {
        // Every pair of a number and a stake, for the most chips to expect; ties to the lower stake.
        double best = 0;
        bool any = false;
        for (int number = 2; number <= 12; ++number)
            for (int amount : amounts) {
                const int named = low ? number : 14 - number;
                const double value = expectedChips(named, amount);
                if (!any || value > best + 1e-12) {
                    best = value;
                    choice = Action::stake(named, amount);
                    any = true;
                }
            }
        break;
    }
    }
    return listed(view, choice) ? choice : view.legal.front();
}

std::vector<RankedChoice> CrapsBot::rank(const BotView& view) const
{
    const std::vector<int> amounts = offeredStakes(view);
    if (amounts.empty())
        return {};
    std::vector<RankedChoice> ranked;
    for (int number = 2; number <= 12; ++number) {
        // At the highest stake where the number wins more often than not, else at the lowest.
        const int amount = CrapsDef::makerEdge(number) > 0 ? amounts.back() : amounts.front();
        RankedChoice choice;
        choice.action = Action::stake(number, amount);
        choice.value = expectedChips(number, amount);
        choice.text.context = "knobel::Craps";
        choice.text.text = QT_TRANSLATE_N_NOOP("knobel::Craps", "Name %1 and stake %n chip(s)");
        choice.text.args = {Message::number(number)};
        choice.text.n = amount;
        if (listed(view, choice.action))
            ranked.push_back(std::move(choice));
    }
    std::stable_sort(ranked.begin(), ranked.end(),
        [](const RankedChoice& a, const RankedChoice& b) { return a.value > b.value; });
    return ranked;
}

RankMeaning CrapsBot::rankMeaning(const BotView& /*view*/) const
{
    RankMeaning meaning;
    meaning.unit = RankMeaning::Unit::Chips;
    meaning.text.context = "knobel::Craps";
    meaning.text.text = QT_TRANSLATE_NOOP("knobel::Craps",
        "The chips the maker can expect from this game for each number he may name (naming 2 or 12 wins "
        "79.3 % of games, naming 7 only 47.3 %)");
    return meaning;
}

} // namespace knobel
