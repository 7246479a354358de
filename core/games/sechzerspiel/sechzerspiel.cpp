// SPDX-License-Identifier: GPL-3.0-or-later
#include "sechzerspiel.h"

#include <QtGlobal>

namespace knobel {

const char* Sechzerspiel::description() const
{
    return QT_TRANSLATE_NOOP(
        "knobel::Games", "One die, six throws: multiply each throw by a row number 1 to 6.");
}

const std::vector<RowSpec>& Sechzerspiel::rows() const
{
    static const std::vector<RowSpec> rows{
        {"ones", QT_TRANSLATE_NOOP("knobel::Sechzerspiel", "Row 1")},
        {"twos", QT_TRANSLATE_NOOP("knobel::Sechzerspiel", "Row 2")},
        {"threes", QT_TRANSLATE_NOOP("knobel::Sechzerspiel", "Row 3")},
        {"fours", QT_TRANSLATE_NOOP("knobel::Sechzerspiel", "Row 4")},
        {"fives", QT_TRANSLATE_NOOP("knobel::Sechzerspiel", "Row 5")},
        {"sixes", QT_TRANSLATE_NOOP("knobel::Sechzerspiel", "Row 6")},
    };
    return rows;
}

const std::vector<OptionSpec>& Sechzerspiel::options() const
{
    static const std::vector<OptionSpec> none;
    return none;
}

int Sechzerspiel::points(int row, const Throw& dice, const RuleOptions&) const
{
    return (row + 1) * dice.faces.at(0);
}

std::vector<int> Sechzerspiel::allowedValues(int row, const RuleOptions&) const
{
    std::vector<int> values;
    for (int die = 1; die <= kFaceCount; ++die)
        values.push_back((row + 1) * die);
    return values;
}

Result Sechzerspiel::result(const std::vector<Sheet>& sheets, const RuleOptions&) const
{
    return rankByTotal(sheets);
}

} // namespace knobel
