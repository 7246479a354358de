// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace knobel {

/// How the paper sheet names a player's columns: I, II, III … VI (past VI, the number itself).
inline std::string columnNumeral(int column)
{
    static const char* const numerals[] = {"I", "II", "III", "IV", "V", "VI"};
    return column >= 0 && column < 6 ? numerals[column] : std::to_string(column + 1);
}

} // namespace knobel
