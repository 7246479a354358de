// SPDX-License-Identifier: GPL-3.0-or-later
#include "kits/combinations.h"

#include <algorithm>

namespace knobel {

namespace {

bool hasGroupOf(const FaceCounts& counts, int size)
{
    return std::find(counts.begin() + 1, counts.end(), size) != counts.end();
}

} // namespace

bool isStraight(const FaceCounts& counts)
{
    auto run = [&counts](int low) {
        for (int face = low; face < low + 5; ++face)
            if (counts[face] != 1)
                return false;
        return true;
    };
    return run(1) || run(2);
}

bool isFullHouse(const FaceCounts& counts)
{
    return hasGroupOf(counts, 3) && hasGroupOf(counts, 2);
}

bool isFourAlike(const FaceCounts& counts)
{
    return hasGroupOf(counts, 4);
}

bool isFiveAlike(const FaceCounts& counts)
{
    return hasGroupOf(counts, 5);
}

} // namespace knobel
