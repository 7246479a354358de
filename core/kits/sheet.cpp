// SPDX-License-Identifier: GPL-3.0-or-later
#include "kits/sheet.h"

#include <algorithm>

namespace knobel {

Sheet::Sheet(int columns, int rows)
    : m_columns(columns)
    , m_rows(rows)
    , m_boxes(std::size_t(columns) * std::size_t(rows))
{
}

int Sheet::columnTotal(int column) const
{
    int sum = 0;
    for (int row = 0; row < m_rows; ++row)
        sum += box(column, row).value_or(0);
    return sum;
}

int Sheet::total() const
{
    int sum = 0;
    for (const auto& value : m_boxes)
        sum += value.value_or(0);
    return sum;
}

int Sheet::filledCount() const
{
    return int(std::count_if(m_boxes.begin(), m_boxes.end(), [](const auto& v) { return v.has_value(); }));
}

} // namespace knobel
