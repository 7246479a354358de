// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "engine/message.h"

/// Würfel-Hold'em's hands (seed 004 as ../shared/rules-notes.md reads it): five of twenty dice in four
/// colours, ranked by class, then the numbers as in poker (1 the lowest), then the most dice of one
/// colour. A hand's value is one integer (higher is better, equal is a tie), read from two small
/// tables: the computer players evaluate millions of hands a decision.
namespace knobel::holdem {

/// The four colours of the bag, five dice each.
enum class Colour { Red, Black, White, Yellow };
inline constexpr int kColours = 4;
inline constexpr int kDicePerColour = 5;

/// One die of the bag: its number 1–6 once thrown (0 before) and its colour.
struct Die
{
    int face = 0;
    Colour colour = Colour::Red;
    bool operator==(const Die&) const = default;
};

/// The classes, ascending.
enum class HandClass {
    HighNumber,
    OnePair,
    TwoPairs,
    Three,
    FullHouse,
    Straight,
    Four,
    Flush,
    Five,
    StraightFlush,
    FiveFlush,
};
inline constexpr int kHandClasses = 11;

/// A hand's value: class << 18 | numbers (five 3-bit fields, by group as in poker) << 3 | the most dice
/// of one colour. Higher is better; equal values tie (the pot is shared).
using HandScore = std::uint32_t;

/// The value of five dice (faces 1–6). Faces outside 1–6 are a programming error (not checked here:
/// the state checks every throw).
HandScore score5(const Die* five);
HandScore score5(std::span<const Die> five);
/// The best value any five of 5–7 dice make.
HandScore bestScore(std::span<const Die> dice);
/// Which five dice make bestScore(dice): indices into dice, ascending; the first such choice.
std::array<int, 5> bestChoice(std::span<const Die> dice);

HandClass classOf(HandScore score);
/// The numbers that decide between hands of one class, as the value holds them (0 where unused).
std::array<int, 5> numbersOf(HandScore score);
int colourCountOf(HandScore score);

/// "five_flush" … "high_number": the command line's and the protocol's names.
std::string_view classId(HandClass cls);
/// The class's name for players ("Full House"), context "knobel::Holdem".
const char* className(HandClass cls);
/// The hand as the showdown says it: "Full House, Fours over Threes" (context "knobel::Holdem").
Message handMessage(HandScore score);
/// The colour's name ("red"), context "knobel::Holdem"; and its id for files and facts.
const char* colourName(Colour colour);
std::string_view colourId(Colour colour);

} // namespace knobel::holdem
