// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "engine/bot.h"

namespace knobel {

/// The computer player of Craps. Only the maker decides: which number to name and what to stake (the
/// others cover in shares the rules fix, and every throw after the naming is forced).
/// - Perfect maximises the maker's expected chips: it names the number with the best chance, 2 or 12
///   (111/140 = 79.3 %), and since that chance is above one half, stakes the highest stake allowed.
/// - Good names a rare number, 3 or 11 (67.3 %), at the highest stake: sensible, but weaker.
/// - Beginner names 7, the sum that comes most often — the worst number to name (47.3 %) — and
///   stakes the lowest stake allowed.
class CrapsBot final : public Bot
{
public:
    enum class Level { Beginner, Good, Perfect };
    explicit CrapsBot(Level level)
        : m_level(level)
    {
    }
    Action decide(const BotView& view) const override;
    /// The numbers the maker may name, each at the highest stake, with the chips he can expect.
    std::vector<RankedChoice> rank(const BotView& view) const override;
    RankMeaning rankMeaning(const BotView& view) const override;

private:
    Level m_level;
};

} // namespace knobel
