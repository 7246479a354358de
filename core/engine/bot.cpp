// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/bot.h"

#include <algorithm>

#include <QtCore/qglobal.h>

namespace knobel {

RankMeaning Bot::rankMeaning(const BotView& /*view*/) const
{
    RankMeaning meaning;
    meaning.unit = RankMeaning::Unit::Worth;
    meaning.text.context = "knobel::Hints";
    meaning.text.text = QT_TRANSLATE_NOOP(
        "knobel::Hints", "What the best computer reckons each choice is worth (higher is better)");
    return meaning;
}

std::vector<double> Bot::policy(const BotView& view) const
{
    std::vector<double> probabilities(view.legal.size(), 0.0);
    const Action chosen = decide(view);
    auto it = std::find(view.legal.begin(), view.legal.end(), chosen);
    if (it != view.legal.end())
        probabilities[std::size_t(it - view.legal.begin())] = 1.0;
    return probabilities;
}

} // namespace knobel
