// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "kits/sheetgame.h"

namespace knobel {

/// The points of the five-dice combination rows, plain and served.
struct CombinationPoints
{
    int straight = 0;
    int straightServed = 0;
    int fullHouse = 0;
    int fullHouseServed = 0;
    int four = 0;
    int fourServed = 0;
    int five = 0;
    int fiveServed = 0; ///< a served five written in the plain five row
    int fiveServedRow = 0; ///< the "five served" row, which only a served five fills
};

/// The shared shape of Escalero and Würfel-Poker: six count rows, then straight, full house,
/// four alike, five alike and five alike served, with 3 throws of five dice.
class FiveDiceSheetGame : public SheetGame
{
public:
    enum Row { StraightRow = 6, FullHouseRow, FourRow, FiveRow, FiveServedRow };

    int diceCount() const override { return 5; }
    int throwsPerTurn() const override { return 3; }
    bool scoresServed() const override { return true; }
    int points(int row, const Throw& dice, const RuleOptions& options) const override;
    std::vector<int> allowedValues(int row, const RuleOptions& options) const override;

protected:
    explicit FiveDiceSheetGame(CombinationPoints points);
    /// The options both games share, in the order the setup shows them.
    static std::vector<OptionSpec> sharedOptions();

private:
    CombinationPoints m_points;
};

} // namespace knobel
