// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <compare>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "dice.h"

/// The poker-dice hand evaluator: every ranking of five dice the rules notes describe ("Poker-dice
/// hands", the booklet's Würfelpoker / Joker Poker / Al Capone, Poker Dice 002, Liar Dice 003), the
/// 252 exact hands for announcements, and the coloured dice hold'em ranking of seed 004.
/// Pure functions of their arguments: safe to call from any thread.
namespace knobel {

/// How a game ranks five dice. Faces are 1–6 as everywhere in the core (poker die: 1 = Nine … 6 = Ace).
struct HandRules
{
    DieKind dice = DieKind::Poker;
    bool straights = true; ///< whether straights count at all
    bool acesHigh
        = false; ///< pip dice only: the 1 counts above the 6 (booklet Würfelpoker, Poker Dice pip_dice)
    bool lowStraightAbove = false; ///< booklet pip Würfelpoker: 1-2-3-4-5 ranks above 2-3-4-5-6
    /// Joker Poker: every Ace (the top-ranked face: poker 6, pip 1 with acesHigh, else pip 6) stands
    /// for any face; the hand is the best the Aces can make; five Aces stay five Aces, the best hand.
    bool acesWild = false;
    /// Al Capone: equal classes are decided by the sum of the five dice under scoring A/B/C, then shared.
    /// Scoring A: 9 10 11 12 13 14, B: 9 10 2 3 4 11, C: 1 2 3 4 5 11 for Nine … Ace (on pip dice: for
    /// the faces from the lowest-ranked to the highest-ranked).
    enum class TieBreak { Kickers, ScoringA, ScoringB, ScoringC } tie = TieBreak::Kickers;
    bool operator==(const HandRules&) const = default;
};

/// The classes of five dice, ascending.
enum class HandClass { Nothing, Pair, TwoPairs, Three, Straight, FullHouse, Four, Five };

/// The value of a hand. Values compare by `key` only (lexicographically): higher key = better hand,
/// equal keys = equal hands.
/// Plain dice (evaluateHand): key[0] = int(cls), then the ranks of the groups, the larger group first
/// and the higher of equal groups first (full house: the three, the pair; two pairs: the higher pair,
/// the lower, the dead die; nothing: the five dice highest first); a straight: 1 the lower, 2 the
/// higher straight; Al Capone's scorings: [class, sum]. Ranks run 1 (lowest face) … 6 (highest face).
/// Coloured dice (evaluateColoured): key[0] = int(ColouredClass), then the numbers by group, then the
/// most dice of one colour; `cls` is then what the five numbers make as plain dice (straights on, 1 low).
struct HandValue
{
    HandClass cls = HandClass::Nothing;
    std::vector<int> key;
    std::strong_ordering operator<=>(const HandValue& other) const { return key <=> other.key; }
    bool operator==(const HandValue& other) const { return key == other.key; }
};

/// The value of five dice (faces 1–6, any order) under `rules`. Throws std::invalid_argument for
/// anything but five faces 1–6.
HandValue evaluateHand(std::span<const int> faces, const HandRules& rules);
/// −1, 0 or 1: whether hand `a` is lower than, equal to or higher than hand `b`.
int compareHands(std::span<const int> a, std::span<const int> b, const HandRules& rules);

/// All 252 multisets of five dice, each sorted ascending, in a fixed canonical order that is also the
/// file/record order: lexicographic, {1,1,1,1,1}, {1,1,1,1,2}, … {6,6,6,6,6}. Never changes.
const std::vector<std::array<int, 5>>& exactHands();
/// The index in exactHands() of the faces in any order, 0..251; −1 if they are not five faces 1–6.
int exactHandIndex(std::span<const int> faces);
/// A stable announcement order for the rules: rank r (0..251) → multiset index, ascending value;
/// hands of equal value (aces wild, Al Capone) adjacent, in canonical (index) order.
std::vector<int> announcementOrder(const HandRules& rules);
/// Per multiset index (exactHands() order): the hand's dense strength, 0 for the lowest value, +1 for
/// each next higher value; equal hands have equal strengths. For tables and solvers.
std::vector<int> handStrengths(const HandRules& rules);
/// Whether `dice` are at least `announced` (Liar Dice / Verdecktes: "at least as high as announced").
bool atLeast(std::span<const int> dice, std::span<const int> announced, const HandRules& rules);

/// The class id as the command line names it: nothing pair two_pairs three straight full_house four five
std::string_view handClassId(HandClass);

/// An English text marked with QT_TRANSLATE_NOOP; the app translates it in `context`.
struct HandText
{
    const char* context;
    const char* text;
};
/// The class's name ("Full house"), context "knobel::Hands".
HandText handClassName(HandClass);

/// Which form of a face's name a placeholder takes: "Ace", "Aces", "an Ace" (German "As", "Asse", "ein As").
enum class FaceForm { Bare, Plural, WithArticle };
/// A face's name in the given form, context "knobel::Hands": "Queens", "a Nine", "Sixes", "a One".
HandText faceName(int face, DieKind dice, FaceForm form);

/// An English phrase for a hand, for the log and announcements: "Full house, %1 over %2" with %1 and
/// %2 filled by faceName(faces[i], rules.dice, forms[i]) in the caller's language. Context "knobel::Hands".
struct HandPhrase
{
    const char* context;
    const char* text;
    std::vector<int> faces;
    std::vector<FaceForm> forms; ///< one per face: the form of its name
};
/// The phrase for the hand as it counts: with aces wild, A-A-K-K-9 reads "Four Kings and a Nine".
/// Throws std::invalid_argument like evaluateHand.
HandPhrase describeHand(std::span<const int> faces, const HandRules& rules);
/// Translates `context`/`text` pairs, e.g. with QCoreApplication::translate; empty = English as written.
using Translate = std::function<std::string(const char* context, const char* text)>;
/// The phrase with its placeholders filled: "Three Tens, an Ace and a Queen".
std::string formatHandPhrase(const HandPhrase& phrase, DieKind dice, const Translate& translate = {});

// ---- Seed 004, dice hold'em (Würfel-Hold'em): twenty dice in four colours ----

/// One coloured die: face 1–6 (1 the lowest number), colour 0 red, 1 black, 2 white, 3 yellow.
struct ColouredDie
{
    int face = 1;
    int colour = 0;
    bool operator==(const ColouredDie&) const = default;
};
/// The classes of seed 004, ascending: high card … Five-of-a-kind flush.
enum class ColouredClass {
    HighCard,
    Pair,
    TwoPairs,
    Three,
    FullHouse,
    Straight,
    Four,
    Flush,
    Five, ///< five of a kind
    StraightFlush,
    FiveFlush ///< five of a kind, all of one colour
};
/// The value of five coloured dice: the class, then the numbers by group as in poker (a flush: its five
/// numbers highest first, like a flush of cards; a straight: 5 for 1-2-3-4-5, 6 for 2-3-4-5-6), then
/// the most dice of one colour among the five. Throws std::invalid_argument unless five dice with
/// faces 1–6 and colours 0–3.
HandValue evaluateColoured(std::span<const ColouredDie> five);
/// The best value any five of 5–7 dice make (pocket dice plus community dice).
HandValue bestFive(std::span<const ColouredDie> dice);
/// Which five of the dice make bestFive(dice): indices into `dice`, ascending; the first such choice in
/// lexicographic order of the index sets.
std::array<int, 5> bestFiveChoice(std::span<const ColouredDie> dice);
/// The coloured class of a value from evaluateColoured or bestFive (its key[0]).
ColouredClass colouredClass(const HandValue& value);
/// five_flush straight_flush five flush four straight full_house three two_pairs pair high_card
std::string_view colouredClassId(ColouredClass);
/// The class's name ("Five-of-a-kind flush"), context "knobel::Hands".
HandText colouredClassName(ColouredClass);

} // namespace knobel
