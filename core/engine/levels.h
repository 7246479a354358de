// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string_view>

namespace knobel {

/// A computer level by its name in setups, files and `knobel`: "beginner", "good" or "perfect",
/// as an enum whose first three values are those levels in that order; empty for any other name.
template <class Level> std::optional<Level> levelNamed(std::string_view name)
{
    constexpr std::string_view names[] = {"beginner", "good", "perfect"};
    for (int i = 0; i < 3; ++i)
        if (name == names[i])
            return Level(i);
    return std::nullopt;
}

} // namespace knobel
