// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <vector>

namespace knobel {

/// One player's score sheet: columns × rows of boxes, each empty or holding the points written.
class Sheet
{
public:
    Sheet() = default;
    Sheet(int columns, int rows);

    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    std::optional<int> box(int column, int row) const { return m_boxes[index(column, row)]; }
    void setBox(int column, int row, std::optional<int> value) { m_boxes[index(column, row)] = value; }
    bool isFree(int column, int row) const { return !box(column, row).has_value(); }

    int columnTotal(int column) const;
    int total() const;
    int filledCount() const;
    bool isFull() const { return filledCount() == m_columns * m_rows; }

    bool operator==(const Sheet&) const = default;

private:
    int index(int column, int row) const { return column * m_rows + row; }

    int m_columns = 0;
    int m_rows = 0;
    std::vector<std::optional<int>> m_boxes;
};

} // namespace knobel
