// SPDX-License-Identifier: GPL-3.0-or-later
#include "fivedicesheet.h"

#include "kits/combinations.h"

namespace knobel {

FiveDiceSheetGame::FiveDiceSheetGame(CombinationPoints points)
    : m_points(points)
{
}

std::vector<OptionSpec> FiveDiceSheetGame::sharedOptions()
{
    return {strictKeepOption(), servedFirstThrowOnlyOption(), fiveCountsAsPokerOption(),
        fiveCountsAsFullHandOption()};
}

int FiveDiceSheetGame::points(int row, const Throw& dice, const RuleOptions& options) const
{
    const auto counts = countFaces(dice.faces);
    const bool served = dice.served;
    const bool five = isFiveAlike(counts);
    const auto& p = m_points;
    switch (row) {
    case StraightRow:
        return isStraight(counts) ? (served ? p.straightServed : p.straight) : 0;
    case FullHouseRow:
        if (isFullHouse(counts) || (five && options.flag("five_counts_as_full_hand")))
            return served ? p.fullHouseServed : p.fullHouse;
        return 0;
    case FourRow:
        if (isFourAlike(counts) || (five && options.flag("five_counts_as_poker")))
            return served ? p.fourServed : p.four;
        return 0;
    case FiveRow:
        return five ? (served ? p.fiveServed : p.five) : 0;
    case FiveServedRow:
        return five && served ? p.fiveServedRow : 0;
    default:
        return countRowPoints(row + 1, counts);
    }
}

std::vector<int> FiveDiceSheetGame::allowedValues(int row, const RuleOptions&) const
{
    const auto& p = m_points;
    auto plainAndServed = [](int plain, int served) {
        return plain == served ? std::vector<int>{0, plain} : std::vector<int>{0, plain, served};
    };
    switch (row) {
    case StraightRow:
        return plainAndServed(p.straight, p.straightServed);
    case FullHouseRow:
        return plainAndServed(p.fullHouse, p.fullHouseServed);
    case FourRow:
        return plainAndServed(p.four, p.fourServed);
    case FiveRow:
        return plainAndServed(p.five, p.fiveServed);
    case FiveServedRow:
        return {0, p.fiveServedRow};
    default:
        return countRowValues(row + 1, diceCount());
    }
}

} // namespace knobel
