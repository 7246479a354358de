// SPDX-License-Identifier: GPL-3.0-or-later
#include "ohio.h"

#include <QtGlobal>

#include <algorithm>

namespace knobel {

const char* Ohio::description() const
{
    return QT_TRANSLATE_NOOP(
        "knobel::Games", "Six dice, up to six throws: collect each number, and 1 to 6 for Ohio.");
}

const std::vector<RowSpec>& Ohio::rows() const
{
    static const std::vector<RowSpec> rows{
        {"ones", QT_TRANSLATE_NOOP("knobel::Ohio", "Ones")},
        {"twos", QT_TRANSLATE_NOOP("knobel::Ohio", "Twos")},
        {"threes", QT_TRANSLATE_NOOP("knobel::Ohio", "Threes")},
        {"fours", QT_TRANSLATE_NOOP("knobel::Ohio", "Fours")},
        {"fives", QT_TRANSLATE_NOOP("knobel::Ohio", "Fives")},
        {"sixes", QT_TRANSLATE_NOOP("knobel::Ohio", "Sixes")},
        {"ohio", QT_TRANSLATE_NOOP("knobel::Ohio", "Ohio")},
    };
    return rows;
}

const std::vector<OptionSpec>& Ohio::options() const
{
    static const std::vector<OptionSpec> options{strictKeepOption()};
    return options;
}

int Ohio::points(int row, const Throw& dice, const RuleOptions&) const
{
    const auto counts = countFaces(dice.faces);
    if (row == kOhioRow)
        return std::all_of(counts.begin() + 1, counts.end(), [](int n) { return n == 1; }) ? kOhioPoints : 0;
    return countRowPoints(row + 1, counts);
}

std::vector<int> Ohio::allowedValues(int row, const RuleOptions&) const
{
    if (row == kOhioRow)
        return {0, kOhioPoints};
    return countRowValues(row + 1, diceCount());
}

Result Ohio::result(const std::vector<Sheet>& sheets, const RuleOptions&) const
{
    return rankByTotal(sheets);
}

} // namespace knobel
