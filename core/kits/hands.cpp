// SPDX-License-Identifier: GPL-3.0-or-later
#include "kits/hands.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>

#include <QtCore/qglobal.h>

namespace knobel {

namespace {

constexpr int kHandDice = 5;
constexpr int kColours = 4;

/// Counts of each face, index 0 unused.
using Counts = std::array<int, kFaceCount + 1>;

/// A hand's value without the heap: the searches (wild Aces, best five of seven) compare thousands.
struct Key
{
    HandClass cls = HandClass::Nothing;
    std::array<int, 8> v{};
    int n = 0;
    void push(int x) { v[n++] = x; }
    std::strong_ordering operator<=>(const Key& other) const
    {
        return std::lexicographical_compare_three_way(
            v.begin(), v.begin() + n, other.v.begin(), other.v.begin() + other.n);
    }
    HandValue value() const { return {cls, std::vector<int>(v.begin(), v.begin() + n)}; }
};

/// How faces map to ranks 1 (lowest) … 6 (highest) under a ranking, and which face is the wild Ace.
struct Ranking
{
    std::array<int, kFaceCount + 1> rankOfFace{};
    std::array<int, kFaceCount + 1> faceOfRank{};
    int aceFace = kFaceCount;
};

Ranking rankingFor(const HandRules& rules)
{
    Ranking ranking;
    const bool oneOnTop = rules.dice == DieKind::Pips && rules.acesHigh;
    for (int face = 1; face <= kFaceCount; ++face) {
        const int rank = oneOnTop ? (face == 1 ? kFaceCount : face - 1) : face;
        ranking.rankOfFace[face] = rank;
        ranking.faceOfRank[rank] = face;
    }
    ranking.aceFace = ranking.faceOfRank[kFaceCount];
    return ranking;
}

Counts countHand(std::span<const int> faces)
{
    if (faces.size() != kHandDice)
        throw std::invalid_argument("a poker-dice hand needs five dice");
    Counts counts{};
    for (int face : faces) {
        if (face < 1 || face > kFaceCount)
            throw std::invalid_argument("a die shows a face from 1 to 6");
        ++counts[face];
    }
    return counts;
}

/// Points of the faces from the lowest-ranked to the highest (Nine … Ace), seed 000 "Al Capone".
constexpr std::array<std::array<int, kFaceCount + 1>, 3> kScorings{{
    {0, 9, 10, 11, 12, 13, 14}, // Wertung A
    {0, 9, 10, 2, 3, 4, 11}, // Wertung B
    {0, 1, 2, 3, 4, 5, 11}, // Wertung C
}};

/// The value of the faces exactly as they lie (no wild Aces).
Key plainKey(const Counts& counts, const HandRules& rules, const Ranking& ranking)
{
    Counts byRank{};
    int most = 0, pairs = 0;
    bool three = false;
    for (int face = 1; face <= kFaceCount; ++face) {
        byRank[ranking.rankOfFace[face]] = counts[face];
        most = std::max(most, counts[face]);
        pairs += counts[face] == 2;
        three = three || counts[face] == 3;
    }
    Key value;
    // Five different faces of six leave out one: a straight when the missing face is 1 or 6.
    const bool straight = rules.straights && most == 1 && (counts[1] == 0 || counts[kFaceCount] == 0);
    if (most == 5)
        value.cls = HandClass::Five;
    else if (most == 4)
        value.cls = HandClass::Four;
    else if (three)
        value.cls = pairs == 1 ? HandClass::FullHouse : HandClass::Three;
    else if (pairs == 2)
        value.cls = HandClass::TwoPairs;
    else if (pairs == 1)
        value.cls = HandClass::Pair;
    else
        value.cls = straight ? HandClass::Straight : HandClass::Nothing;

    value.push(int(value.cls));
    if (rules.tie != HandRules::TieBreak::Kickers) {
        const auto& points = kScorings[int(rules.tie) - 1];
        int sum = 0;
        for (int rank = 1; rank <= kFaceCount; ++rank)
            sum += points[rank] * byRank[rank];
        value.push(sum);
        return value;
    }
    if (value.cls == HandClass::Straight) {
        const bool higherFaces = counts[1] == 0; // 2-3-4-5-6, on poker dice 10-J-Q-K-A
        value.push(higherFaces != rules.lowStraightAbove ? 2 : 1);
        return value;
    }
    for (int size = most; size >= 1; --size)
        for (int rank = kFaceCount; rank >= 1; --rank)
            if (byRank[rank] == size)
                value.push(rank);
    return value;
}

/// Adds `left` more faces, each at least `from`, to `counts` in every way, keeping the best value.
void bestSubstitution(Counts& counts, int left, int from, const HandRules& rules, const Ranking& ranking,
    Key& best, Counts& bestCounts)
{
    if (left == 0) {
        const Key value = plainKey(counts, rules, ranking);
        if (best.n == 0 || value > best) {
            best = value;
            bestCounts = counts;
        }
        return;
    }
    for (int face = from; face <= kFaceCount; ++face) {
        ++counts[face];
        bestSubstitution(counts, left - 1, face, rules, ranking, best, bestCounts);
        --counts[face];
    }
}

/// The value of the hand as it counts, and the faces it counts as (with wild Aces substituted).
Key keyAndFaces(const Counts& counts, const HandRules& rules, const Ranking& ranking, Counts& asCounted)
{
    const int aces = counts[ranking.aceFace];
    if (!rules.acesWild || aces == 0 || aces == kHandDice) {
        asCounted = counts;
        return plainKey(counts, rules, ranking);
    }
    // Each Ace may stand for any face, itself included: try every multiset of faces for the Aces.
    Counts rest = counts;
    rest[ranking.aceFace] = 0;
    Key best;
    bestSubstitution(rest, aces, 1, rules, ranking, best, asCounted);
    return best;
}

int sign(std::strong_ordering order)
{
    return order < 0 ? -1 : order > 0 ? 1 : 0;
}

struct Tables
{
    std::vector<std::array<int, 5>> hands;
    std::array<short, 7776> indexOfCode{}; ///< base-6 code of the sorted faces → index, −1 if unsorted
};

const Tables& tables()
{
    static const Tables built = [] {
        Tables t;
        t.indexOfCode.fill(-1);
        for (int a = 1; a <= kFaceCount; ++a)
            for (int b = a; b <= kFaceCount; ++b)
                for (int c = b; c <= kFaceCount; ++c)
                    for (int d = c; d <= kFaceCount; ++d)
                        for (int e = d; e <= kFaceCount; ++e) {
                            const int code = ((((a - 1) * 6 + b - 1) * 6 + c - 1) * 6 + d - 1) * 6 + e - 1;
                            t.indexOfCode[code] = short(t.hands.size());
                            t.hands.push_back({a, b, c, d, e});
                        }
        return t;
    }();
    return built;
}

std::vector<HandValue> valuesOfExactHands(const HandRules& rules)
{
    std::vector<HandValue> values;
    values.reserve(exactHands().size());
    for (const auto& hand : exactHands())
        values.push_back(evaluateHand(hand, rules));
    return values;
}

} // namespace

HandValue evaluateHand(std::span<const int> faces, const HandRules& rules)
{
    const Counts counts = countHand(faces);
    Counts asCounted;
    return keyAndFaces(counts, rules, rankingFor(rules), asCounted).value();
}

int compareHands(std::span<const int> a, std::span<const int> b, const HandRules& rules)
{
    return sign(evaluateHand(a, rules) <=> evaluateHand(b, rules));
}

const std::vector<std::array<int, 5>>& exactHands()
{
    return tables().hands;
}

int exactHandIndex(std::span<const int> faces)
{
    if (faces.size() != kHandDice)
        return -1;
    std::array<int, kHandDice> sorted;
    std::copy(faces.begin(), faces.end(), sorted.begin());
    std::sort(sorted.begin(), sorted.end());
    if (sorted.front() < 1 || sorted.back() > kFaceCount)
        return -1;
    int code = 0;
    for (int face : sorted)
        code = code * 6 + face - 1;
    return tables().indexOfCode[code];
}

std::vector<int> announcementOrder(const HandRules& rules)
{
    const std::vector<HandValue> values = valuesOfExactHands(rules);
    std::vector<int> order(values.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return values[a] < values[b]; });
    return order;
}

std::vector<int> handStrengths(const HandRules& rules)
{
    const std::vector<HandValue> values = valuesOfExactHands(rules);
    const std::vector<int> order = announcementOrder(rules);
    std::vector<int> strengths(values.size());
    int strength = 0;
    for (std::size_t r = 0; r < order.size(); ++r) {
        if (r > 0 && values[order[r - 1]] < values[order[r]])
            ++strength;
        strengths[order[r]] = strength;
    }
    return strengths;
}

bool atLeast(std::span<const int> dice, std::span<const int> announced, const HandRules& rules)
{
    return evaluateHand(dice, rules) >= evaluateHand(announced, rules);
}

std::string_view handClassId(HandClass cls)
{
    static constexpr std::array<std::string_view, 8> ids{
        "nothing", "pair", "two_pairs", "three", "straight", "full_house", "four", "five"};
    return ids.at(std::size_t(cls));
}

HandText handClassName(HandClass cls)
{
    static constexpr std::array<const char*, 8> names{QT_TRANSLATE_NOOP("knobel::Hands", "Nothing"),
        QT_TRANSLATE_NOOP("knobel::Hands", "Pair"), QT_TRANSLATE_NOOP("knobel::Hands", "Two pairs"),
        QT_TRANSLATE_NOOP("knobel::Hands", "Three alike"), QT_TRANSLATE_NOOP("knobel::Hands", "Straight"),
        QT_TRANSLATE_NOOP("knobel::Hands", "Full house"), QT_TRANSLATE_NOOP("knobel::Hands", "Four alike"),
        QT_TRANSLATE_NOOP("knobel::Hands", "Five alike")};
    return {"knobel::Hands", names.at(std::size_t(cls))};
}

HandText faceName(int face, DieKind dice, FaceForm form)
{
    // [kind][form][face]
    static constexpr const char* names[2][3][kFaceCount] = {
        {
            {QT_TRANSLATE_NOOP("knobel::Hands", "One"), QT_TRANSLATE_NOOP("knobel::Hands", "Two"),
                QT_TRANSLATE_NOOP("knobel::Hands", "Three"), QT_TRANSLATE_NOOP("knobel::Hands", "Four"),
                QT_TRANSLATE_NOOP("knobel::Hands", "Five"), QT_TRANSLATE_NOOP("knobel::Hands", "Six")},
            {QT_TRANSLATE_NOOP("knobel::Hands", "Ones"), QT_TRANSLATE_NOOP("knobel::Hands", "Twos"),
                QT_TRANSLATE_NOOP("knobel::Hands", "Threes"), QT_TRANSLATE_NOOP("knobel::Hands", "Fours"),
                QT_TRANSLATE_NOOP("knobel::Hands", "Fives"), QT_TRANSLATE_NOOP("knobel::Hands", "Sixes")},
            {QT_TRANSLATE_NOOP("knobel::Hands", "a One"), QT_TRANSLATE_NOOP("knobel::Hands", "a Two"),
                QT_TRANSLATE_NOOP("knobel::Hands", "a Three"), QT_TRANSLATE_NOOP("knobel::Hands", "a Four"),
                QT_TRANSLATE_NOOP("knobel::Hands", "a Five"), QT_TRANSLATE_NOOP("knobel::Hands", "a Six")},
        },
        {
            {QT_TRANSLATE_NOOP("knobel::Hands", "Nine"), QT_TRANSLATE_NOOP("knobel::Hands", "Ten"),
                QT_TRANSLATE_NOOP("knobel::Hands", "Jack"), QT_TRANSLATE_NOOP("knobel::Hands", "Queen"),
                QT_TRANSLATE_NOOP("knobel::Hands", "King"), QT_TRANSLATE_NOOP("knobel::Hands", "Ace")},
            {QT_TRANSLATE_NOOP("knobel::Hands", "Nines"), QT_TRANSLATE_NOOP("knobel::Hands", "Tens"),
                QT_TRANSLATE_NOOP("knobel::Hands", "Jacks"), QT_TRANSLATE_NOOP("knobel::Hands", "Queens"),
                QT_TRANSLATE_NOOP("knobel::Hands", "Kings"), QT_TRANSLATE_NOOP("knobel::Hands", "Aces")},
            {QT_TRANSLATE_NOOP("knobel::Hands", "a Nine"), QT_TRANSLATE_NOOP("knobel::Hands", "a Ten"),
                QT_TRANSLATE_NOOP("knobel::Hands", "a Jack"), QT_TRANSLATE_NOOP("knobel::Hands", "a Queen"),
                QT_TRANSLATE_NOOP("knobel::Hands", "a King"), QT_TRANSLATE_NOOP("knobel::Hands", "an Ace")},
        },
    };
    if (face < 1 || face > kFaceCount)
        throw std::invalid_argument("a die shows a face from 1 to 6");
    return {"knobel::Hands", names[dice == DieKind::Poker ? 1 : 0][int(form)][face - 1]};
}

HandPhrase describeHand(std::span<const int> faces, const HandRules& rules)
{
    const Ranking ranking = rankingFor(rules);
    Counts asCounted;
    const Key value = keyAndFaces(countHand(faces), rules, ranking, asCounted);
    // The faces by group: larger groups first, higher ranks first within a size.
    std::vector<int> groups;
    for (int size = kHandDice; size >= 1; --size)
        for (int rank = kFaceCount; rank >= 1; --rank)
            if (asCounted[ranking.faceOfRank[rank]] == size)
                groups.push_back(ranking.faceOfRank[rank]);
    const auto P = FaceForm::Plural, A = FaceForm::WithArticle, B = FaceForm::Bare;
    switch (value.cls) {
    case HandClass::Five:
        return {"knobel::Hands", QT_TRANSLATE_NOOP("knobel::Hands", "Five %1"), groups, {P}};
    case HandClass::Four:
        return {"knobel::Hands", QT_TRANSLATE_NOOP("knobel::Hands", "Four %1 and %2"), groups, {P, A}};
    case HandClass::FullHouse:
        return {
            "knobel::Hands", QT_TRANSLATE_NOOP("knobel::Hands", "Full house, %1 over %2"), groups, {P, P}};
    case HandClass::Straight: {
        // Named by the faces' sequence, lowest face first: "Nine to King", on pip dice "One to Five".
        const int low = asCounted[1] ? 1 : 2;
        return {"knobel::Hands", QT_TRANSLATE_NOOP("knobel::Hands", "Straight, %1 to %2"), {low, low + 4},
            {B, B}};
    }
    case HandClass::Three:
        return {
            "knobel::Hands", QT_TRANSLATE_NOOP("knobel::Hands", "Three %1, %2 and %3"), groups, {P, A, A}};
    case HandClass::TwoPairs:
        return {"knobel::Hands", QT_TRANSLATE_NOOP("knobel::Hands", "Two pairs, %1 and %2, and %3"), groups,
            {P, P, A}};
    case HandClass::Pair:
        return {"knobel::Hands", QT_TRANSLATE_NOOP("knobel::Hands", "A pair of %1, %2, %3 and %4"), groups,
            {P, A, A, A}};
    case HandClass::Nothing:
        break;
    }
    return {"knobel::Hands", QT_TRANSLATE_NOOP("knobel::Hands", "Nothing: %1, %2, %3, %4 and %5"), groups,
        {B, B, B, B, B}};
}

std::string formatHandPhrase(const HandPhrase& phrase, DieKind dice, const Translate& translate)
{
    const auto tr = [&](const char* context, const char* text) {
        return translate ? translate(context, text) : std::string(text);
    };
    const std::string pattern = tr(phrase.context, phrase.text);
    std::string out;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const int n = i + 1 < pattern.size() && pattern[i] == '%' ? pattern[i + 1] - '0' : 0;
        if (n >= 1 && n <= int(phrase.faces.size()) && n <= int(phrase.forms.size())) {
            const HandText name = faceName(phrase.faces[n - 1], dice, phrase.forms[n - 1]);
            out += tr(name.context, name.text);
            ++i;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

// ---- Seed 004 ----

namespace {

void checkColoured(std::span<const ColouredDie> dice)
{
    for (const ColouredDie& die : dice) {
        if (die.face < 1 || die.face > kFaceCount)
            throw std::invalid_argument("a die shows a face from 1 to 6");
        if (die.colour < 0 || die.colour >= kColours)
            throw std::invalid_argument("a die is red, black, white or yellow (0–3)");
    }
}

/// The coloured value of five checked dice; `cls` is what the numbers make as plain dice.
template <typename Dice> Key colouredKey(const Dice& five)
{
    Counts counts{};
    std::array<int, kColours> colours{};
    for (const ColouredDie& die : five) {
        ++counts[die.face];
        ++colours[die.colour];
    }
    const int sameColour = *std::max_element(colours.begin(), colours.end());
    const bool flush = sameColour == kHandDice;

    // The plain class of the numbers (1 lowest, straights 1-5 < 2-6), and its groups.
    static const HandRules plain{DieKind::Pips, true, false, false};
    static const Ranking ranking = rankingFor(plain);
    const Key numbers = plainKey(counts, plain, ranking);

    ColouredClass cls = ColouredClass::HighCard;
    switch (numbers.cls) {
    case HandClass::Five:
        cls = flush ? ColouredClass::FiveFlush : ColouredClass::Five;
        break;
    case HandClass::Straight:
        cls = flush ? ColouredClass::StraightFlush : ColouredClass::Straight;
        break;
    case HandClass::Four:
        cls = ColouredClass::Four;
        break;
    case HandClass::FullHouse:
        cls = ColouredClass::FullHouse;
        break;
    case HandClass::Three:
        cls = ColouredClass::Three;
        break;
    case HandClass::TwoPairs:
        cls = ColouredClass::TwoPairs;
        break;
    case HandClass::Pair:
        cls = ColouredClass::Pair;
        break;
    case HandClass::Nothing:
        cls = ColouredClass::HighCard;
        break;
    }
    // A flush ranks above four alike and everything below it.
    if (flush && cls < ColouredClass::Flush)
        cls = ColouredClass::Flush;

    Key value;
    value.cls = numbers.cls;
    value.push(int(cls));
    if (cls == ColouredClass::Flush) {
        // Compared as a flush of cards: the five numbers, highest first.
        for (int face = kFaceCount; face >= 1; --face)
            for (int n = 0; n < counts[face]; ++n)
                value.push(face);
    } else if (numbers.cls == HandClass::Straight) {
        value.push(numbers.v[1] == 2 ? 6 : 5); // the straight's highest number
    } else {
        for (int i = 1; i < numbers.n; ++i)
            value.push(numbers.v[i]);
    }
    value.push(sameColour);
    return value;
}

/// The best five of 5–7 checked dice, and which they are.
Key bestOfSubsets(std::span<const ColouredDie> dice, std::array<int, 5>& choice)
{
    const int n = int(dice.size());
    if (n < kHandDice || n > 7)
        throw std::invalid_argument("the best five are chosen from five to seven dice");
    checkColoured(dice);
    Key best;
    std::array<ColouredDie, 5> five;
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b)
            for (int c = b + 1; c < n; ++c)
                for (int d = c + 1; d < n; ++d)
                    for (int e = d + 1; e < n; ++e) {
                        five = {dice[a], dice[b], dice[c], dice[d], dice[e]};
                        const Key value = colouredKey(five);
                        if (best.n == 0 || value > best) {
                            best = value;
                            choice = {a, b, c, d, e};
                        }
                    }
    return best;
}

} // namespace

HandValue evaluateColoured(std::span<const ColouredDie> five)
{
    if (five.size() != kHandDice)
        throw std::invalid_argument("a coloured hand is five dice");
    checkColoured(five);
    return colouredKey(five).value();
}

std::array<int, 5> bestFiveChoice(std::span<const ColouredDie> dice)
{
    std::array<int, 5> choice{};
    bestOfSubsets(dice, choice);
    return choice;
}

HandValue bestFive(std::span<const ColouredDie> dice)
{
    std::array<int, 5> choice{};
    return bestOfSubsets(dice, choice).value();
}

ColouredClass colouredClass(const HandValue& value)
{
    return ColouredClass(value.key.at(0));
}

std::string_view colouredClassId(ColouredClass cls)
{
    static constexpr std::array<std::string_view, 11> ids{"high_card", "pair", "two_pairs", "three",
        "full_house", "straight", "four", "flush", "five", "straight_flush", "five_flush"};
    return ids.at(std::size_t(cls));
}

HandText colouredClassName(ColouredClass cls)
{
    static constexpr std::array<const char*, 11> names{QT_TRANSLATE_NOOP("knobel::Hands", "High card"),
        QT_TRANSLATE_NOOP("knobel::Hands", "Pair"), QT_TRANSLATE_NOOP("knobel::Hands", "Two pairs"),
        QT_TRANSLATE_NOOP("knobel::Hands", "Three alike"), QT_TRANSLATE_NOOP("knobel::Hands", "Full house"),
        QT_TRANSLATE_NOOP("knobel::Hands", "Straight"), QT_TRANSLATE_NOOP("knobel::Hands", "Four alike"),
        QT_TRANSLATE_NOOP("knobel::Hands", "Flush"), QT_TRANSLATE_NOOP("knobel::Hands", "Five of a kind"),
        QT_TRANSLATE_NOOP("knobel::Hands", "Straight Flush"),
        QT_TRANSLATE_NOOP("knobel::Hands", "Five-of-a-kind flush")};
    return {"knobel::Hands", names.at(std::size_t(cls))};
}

} // namespace knobel
