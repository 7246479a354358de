// SPDX-License-Identifier: GPL-3.0-or-later
#include "game.h"

#include <algorithm>

#include "kits/sheetstate.h"

namespace knobel {

int Game::rowIndex(std::string_view rowId) const
{
    const auto& all = rows();
    auto it = std::find_if(all.begin(), all.end(), [rowId](const RowSpec& r) { return r.id == rowId; });
    return it == all.end() ? -1 : int(it - all.begin());
}

std::unique_ptr<State> Game::newState(const GameSetup& setup) const
{
    return std::make_unique<SheetState>(*this, setup);
}

bool Game::isAllowed(int row, int value, const RuleOptions& options) const
{
    const auto values = allowedValues(row, options);
    return std::binary_search(values.begin(), values.end(), value);
}

int countRowPoints(int face, const FaceCounts& counts)
{
    return face * counts[face];
}

std::vector<int> countRowValues(int face, int dice)
{
    std::vector<int> values;
    for (int k = 0; k <= dice; ++k)
        values.push_back(face * k);
    return values;
}

} // namespace knobel
