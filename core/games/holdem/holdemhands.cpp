// SPDX-License-Identifier: GPL-3.0-or-later
#include "holdemhands.h"

#include <QtCore/qglobal.h>

#include <algorithm>

#include "kits/hands.h"

namespace knobel::holdem {

namespace {

constexpr int kFaceSequences = 7776; // 6^5: five faces in any order
constexpr int kColourSequences = 1024; // 4^5

HandScore pack(HandClass cls, std::initializer_list<int> numbers, int colours)
{
    HandScore key = 0;
    int used = 0;
    for (int n : numbers) {
        key = (key << 3) | HandScore(n);
        ++used;
    }
    key <<= 3 * (5 - used);
    return HandScore(int(cls)) << 18 | key << 3 | HandScore(colours);
}

struct Tables
{
    std::array<HandScore, kFaceSequences> plain{}; ///< not one colour: the colour bits are added
    std::array<HandScore, kFaceSequences> flush{}; ///< all five of one colour
    std::array<std::uint8_t, kColourSequences> mostOfOneColour{};

    Tables()
    {
        for (int index = 0; index < kFaceSequences; ++index) {
            std::array<int, 7> counts{};
            std::array<int, 5> faces{};
            int rest = index;
            for (int d = 0; d < 5; ++d) {
                faces[std::size_t(d)] = rest % 6 + 1;
                ++counts[std::size_t(rest % 6 + 1)];
                rest /= 6;
            }
            std::sort(faces.begin(), faces.end(), std::greater<>());
            // The groups, larger first, higher first within a size.
            std::vector<std::pair<int, int>> groups; // (count, face)
            for (int f = 6; f >= 1; --f)
                if (counts[std::size_t(f)] > 0)
                    groups.emplace_back(counts[std::size_t(f)], f);
            std::stable_sort(
                groups.begin(), groups.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
            const bool distinct = groups.size() == 5;
            const int top = faces[0];
            const bool straight = distinct && faces[0] - faces[4] == 4; // 1-5 or 2-6
            HandScore plain = 0;
            if (groups[0].first == 5)
                plain = pack(HandClass::Five, {top}, 0);
            else if (groups[0].first == 4)
                plain = pack(HandClass::Four, {groups[0].second, groups[1].second}, 0);
            else if (groups[0].first == 3 && groups[1].first == 2)
                plain = pack(HandClass::FullHouse, {groups[0].second, groups[1].second}, 0);
            else if (groups[0].first == 3)
                plain = pack(HandClass::Three, {groups[0].second, groups[1].second, groups[2].second}, 0);
            else if (groups[0].first == 2 && groups[1].first == 2)
                plain = pack(HandClass::TwoPairs, {groups[0].second, groups[1].second, groups[2].second}, 0);
            else if (groups[0].first == 2)
                plain = pack(HandClass::OnePair,
                    {groups[0].second, groups[1].second, groups[2].second, groups[3].second}, 0);
            else if (straight)
                plain = pack(HandClass::Straight, {top}, 0);
            else
                plain = pack(HandClass::HighNumber, {faces[0], faces[1], faces[2], faces[3], faces[4]}, 0);
            this->plain[std::size_t(index)] = plain;
            if (groups[0].first == 5)
                flush[std::size_t(index)] = pack(HandClass::FiveFlush, {top}, 5);
            else if (straight)
                flush[std::size_t(index)] = pack(HandClass::StraightFlush, {top}, 5);
            else
                flush[std::size_t(index)]
                    = pack(HandClass::Flush, {faces[0], faces[1], faces[2], faces[3], faces[4]}, 5);
        }
        for (int index = 0; index < kColourSequences; ++index) {
            std::array<int, kColours> counts{};
            int rest = index;
            for (int d = 0; d < 5; ++d) {
                ++counts[std::size_t(rest % 4)];
                rest /= 4;
            }
            mostOfOneColour[std::size_t(index)]
                = std::uint8_t(*std::max_element(counts.begin(), counts.end()));
        }
    }
};

const Tables& tables()
{
    static const Tables t;
    return t;
}

/// The 21 (or 6, or 1) choices of five among 7 (6, 5) dice.
template <int N> struct Choices
{
    std::vector<std::array<int, 5>> sets;
    Choices()
    {
        for (int mask = 0; mask < (1 << N); ++mask) {
            if (__builtin_popcount(unsigned(mask)) != 5)
                continue;
            std::array<int, 5> set{};
            int k = 0;
            for (int d = 0; d < N; ++d)
                if (mask & (1 << d))
                    set[std::size_t(k++)] = d;
            sets.push_back(set);
        }
        std::sort(sets.begin(), sets.end());
    }
};

const std::vector<std::array<int, 5>>& choicesOf(std::size_t n)
{
    static const Choices<5> five;
    static const Choices<6> six;
    static const Choices<7> seven;
    return n == 5 ? five.sets : n == 6 ? six.sets : seven.sets;
}

} // namespace

HandScore score5(const Die* five)
{
    const Tables& t = tables();
    const int faces = (five[0].face - 1) + 6 * (five[1].face - 1) + 36 * (five[2].face - 1)
        + 216 * (five[3].face - 1) + 1296 * (five[4].face - 1);
    const int colours = int(five[0].colour) | int(five[1].colour) << 2 | int(five[2].colour) << 4
        | int(five[3].colour) << 6 | int(five[4].colour) << 8;
    const int most = t.mostOfOneColour[std::size_t(colours)];
    return most == 5 ? t.flush[std::size_t(faces)] : t.plain[std::size_t(faces)] | HandScore(most);
}

HandScore score5(std::span<const Die> five)
{
    return score5(five.data());
}

HandScore bestScore(std::span<const Die> dice)
{
    if (dice.size() == 5)
        return score5(dice.data());
    HandScore best = 0;
    Die five[5];
    for (const auto& set : choicesOf(dice.size())) {
        for (int k = 0; k < 5; ++k)
            five[k] = dice[std::size_t(set[std::size_t(k)])];
        best = std::max(best, score5(five));
    }
    return best;
}

std::array<int, 5> bestChoice(std::span<const Die> dice)
{
    HandScore best = 0;
    std::array<int, 5> choice{0, 1, 2, 3, 4};
    Die five[5];
    for (const auto& set : choicesOf(dice.size())) {
        for (int k = 0; k < 5; ++k)
            five[k] = dice[std::size_t(set[std::size_t(k)])];
        const HandScore s = score5(five);
        if (s > best) {
            best = s;
            choice = set;
        }
    }
    return choice;
}

HandClass classOf(HandScore score)
{
    return HandClass(score >> 18);
}

std::array<int, 5> numbersOf(HandScore score)
{
    std::array<int, 5> numbers{};
    for (int k = 0; k < 5; ++k)
        numbers[std::size_t(k)] = int(score >> (3 + 3 * (4 - k)) & 7);
    return numbers;
}

int colourCountOf(HandScore score)
{
    return int(score & 7);
}

std::string_view classId(HandClass cls)
{
    static constexpr std::string_view ids[kHandClasses] = {"high_number", "one_pair", "two_pairs", "three",
        "full_house", "straight", "four", "flush", "five", "straight_flush", "five_flush"};
    return ids[int(cls)];
}

const char* className(HandClass cls)
{
    static constexpr const char* names[kHandClasses] = {
        QT_TRANSLATE_NOOP("knobel::Holdem", "High number"),
        QT_TRANSLATE_NOOP("knobel::Holdem", "One pair"),
        QT_TRANSLATE_NOOP("knobel::Holdem", "Two pairs"),
        QT_TRANSLATE_NOOP("knobel::Holdem", "Three of a kind"),
        QT_TRANSLATE_NOOP("knobel::Holdem", "Full House"),
        QT_TRANSLATE_NOOP("knobel::Holdem", "Straight"),
        QT_TRANSLATE_NOOP("knobel::Holdem", "Four of a kind"),
        QT_TRANSLATE_NOOP("knobel::Holdem", "Flush"),
        QT_TRANSLATE_NOOP("knobel::Holdem", "Five of a kind"),
        QT_TRANSLATE_NOOP("knobel::Holdem", "Straight Flush"),
        QT_TRANSLATE_NOOP("knobel::Holdem", "Five-of-a-kind flush"),
    };
    return names[int(cls)];
}

const char* colourName(Colour colour)
{
    static constexpr const char* names[kColours] = {
        QT_TRANSLATE_NOOP("knobel::Holdem", "red"),
        QT_TRANSLATE_NOOP("knobel::Holdem", "black"),
        QT_TRANSLATE_NOOP("knobel::Holdem", "white"),
        QT_TRANSLATE_NOOP("knobel::Holdem", "yellow"),
    };
    return names[int(colour)];
}

std::string_view colourId(Colour colour)
{
    static constexpr std::string_view ids[kColours] = {"red", "black", "white", "yellow"};
    return ids[int(colour)];
}

Message handMessage(HandScore score)
{
    constexpr Sayer say{"knobel::Holdem"};
    const auto plural = [](int face) {
        const HandText t = faceName(face, DieKind::Pips, FaceForm::Plural);
        Message m;
        m.context = t.context;
        m.text = t.text;
        return m;
    };
    const HandClass cls = classOf(score);
    const auto n = numbersOf(score);
    Message name;
    name.context = "knobel::Holdem";
    name.text = className(cls);
    const auto numbers = [&](int count) {
        std::string text;
        for (int k = 0; k < count; ++k)
            text += (k ? " " : "") + std::to_string(n[std::size_t(k)]);
        return Message::plain(text);
    };
    switch (cls) {
    case HandClass::FiveFlush:
    case HandClass::Five:
    case HandClass::Four:
    case HandClass::Three:
    case HandClass::OnePair:
        return say(QT_TRANSLATE_NOOP("knobel::Holdem", "%1, %2"), {name, plural(n[0])});
    case HandClass::StraightFlush:
    case HandClass::Straight:
        return say(QT_TRANSLATE_NOOP("knobel::Holdem", "%1, %2 to %3"),
            {name, Message::number(n[0] - 4), Message::number(n[0])});
    case HandClass::FullHouse:
        return say(QT_TRANSLATE_NOOP("knobel::Holdem", "%1, %2 over %3"), {name, plural(n[0]), plural(n[1])});
    case HandClass::TwoPairs:
        return say(QT_TRANSLATE_NOOP("knobel::Holdem", "%1, %2 and %3"), {name, plural(n[0]), plural(n[1])});
    case HandClass::Flush:
    case HandClass::HighNumber:
        return say(QT_TRANSLATE_NOOP("knobel::Holdem", "%1, %2"), {name, numbers(5)});
    }
    return name;
}

} // namespace knobel::holdem
