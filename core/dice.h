// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <boost/random/mersenne_twister.hpp>

namespace knobel {

/// Which faces a die shows: ordinary pips 1–6, or the poker die's Nine … Ace.
enum class DieKind { Pips, Poker };

/// Faces are stored as 1–6 for both kinds of dice; a poker die's 1 is the Nine and its 6 the Ace,
/// which makes Escalero's "Nines count 1, … Aces count 6" the same arithmetic as pips.
inline constexpr int kFaceCount = 6;

/// One throw as the score sheet sees it: the faces on the table and whether they fell at once.
struct Throw
{
    std::vector<int> faces;
    bool served = false;
};

/// How many dice show each face; index 0 is unused so that counts[face] reads naturally.
using FaceCounts = std::array<int, kFaceCount + 1>;
FaceCounts countFaces(const std::vector<int>& faces);

/// Reads one die as a player writes it: "1"–"6" for pips; "9 10 J Q K A" (or German B D K A) for poker dice.
std::optional<int> parseFace(std::string_view token, DieKind kind);
/// The short symbol of a face: "4" for pips, "Q" for a poker die's Queen.
std::string faceSymbol(int face, DieKind kind);

/// Throws dice from a seeded Mersenne twister, so that one seed always gives the same dice.
class DiceRoller
{
public:
    explicit DiceRoller(std::uint64_t seed);
    int roll();
    /// A fresh seed from std::random_device, for games started without one.
    static std::uint64_t randomSeed();

private:
    boost::random::mt19937_64 m_engine;
};

} // namespace knobel
