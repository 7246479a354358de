// SPDX-License-Identifier: GPL-3.0-or-later
#include "dice.h"

#include <algorithm>
#include <cctype>
#include <random>

#include <boost/random/uniform_int_distribution.hpp>

namespace knobel {

FaceCounts countFaces(const std::vector<int>& faces)
{
    FaceCounts counts{};
    for (int face : faces)
        ++counts[face];
    return counts;
}

std::optional<int> parseFace(std::string_view token, DieKind kind)
{
    std::string upper(token);
    std::transform(
        upper.begin(), upper.end(), upper.begin(), [](unsigned char c) { return std::toupper(c); });
    if (kind == DieKind::Pips) {
        if (upper.size() == 1 && upper[0] >= '1' && upper[0] <= '6')
            return upper[0] - '0';
        return std::nullopt;
    }
    // English card letters and the German ones (Bube, Dame, König, As); K and A are the same in both.
    if (upper == "9" || upper == "N")
        return 1;
    if (upper == "10" || upper == "T" || upper == "Z")
        return 2;
    if (upper == "J" || upper == "B")
        return 3;
    if (upper == "Q" || upper == "D")
        return 4;
    if (upper == "K")
        return 5;
    if (upper == "A")
        return 6;
    return std::nullopt;
}

std::string faceSymbol(int face, DieKind kind)
{
    static constexpr std::array<const char*, kFaceCount + 1> poker{"?", "9", "10", "J", "Q", "K", "A"};
    if (face < 1 || face > kFaceCount)
        return "?";
    return kind == DieKind::Poker ? poker[face] : std::to_string(face);
}

DiceRoller::DiceRoller(std::uint64_t seed)
    : m_engine(seed)
{
}

int DiceRoller::roll()
{
    boost::random::uniform_int_distribution<int> die(1, kFaceCount);
    return die(m_engine);
}

std::uint64_t DiceRoller::randomSeed()
{
    std::random_device device;
    return (std::uint64_t(device()) << 32) ^ device();
}

} // namespace knobel
