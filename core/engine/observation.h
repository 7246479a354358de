// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "dice.h"
#include "engine/action.h"
#include "engine/message.h"
#include "kits/sheet.h"

namespace knobel {

/// One die as a seat sees it. A hidden die shows face 0.
struct DieView
{
    int face = 0;
    bool held = false; ///< set aside
    bool locked = false; ///< set aside for good
    bool hidden = false; ///< under another seat's cup
    /// A coloured die's colour ("red", "black", "white", "yellow": Würfel-Hold'em's bag); empty for a
    /// plain die and for a die whose colour this seat may not know.
    std::string colour{};
    bool operator==(const DieView&) const = default;
};

/// A group of dice: the tray, a seat's cup, the bank's dice.
struct DiceGroupView
{
    std::string id; ///< "tray", "cup", "bank"
    Seat owner = kNoSeat;
    DieKind kind = DieKind::Pips;
    std::vector<DieView> dice;
    int throwsMade = 0;
    int throwLimit = 0; ///< 0: no limit shown
    bool served = false;
    bool draw = false; ///< thrown once to settle who begins (or who plays whom), not a hand
    /// The dice of the round that just ended, as the table saw them at its end (an opened cup shows
    /// its faces): kept in view until the next round's first throw, so its outcome can be read.
    bool ended = false;
    bool operator==(const DiceGroupView&) const = default;
};

/// What the table knows of one seat.
struct SeatView
{
    Seat seat = 0;
    int chips = 0; ///< balance: may go negative where the game keeps a tally
    int committed = 0; ///< chips in the pot this round
    bool folded = false;
    bool out = false; ///< eliminated or not playing this round
    bool banker = false;
    bool starter = false; ///< starts the round
    int wins = 0;
    int penalties = 0;
    int announcement = -1; ///< the hand this seat announced last, index in exactHands()
    Message roundLine; ///< this round's result of the seat ("two Aces and a five, 2 throws")
    bool operator==(const SeatView&) const = default;
};

/// A stake on a field of a board.
struct StakeView
{
    Seat seat = 0;
    int field = 0;
    int amount = 0;
    bool operator==(const StakeView&) const = default;
};

/// A field of a betting board, where the game draws it: its numbers, and its place on the board.
struct BoardFieldView
{
    int field = 0; ///< the field's number, as stakes name it
    std::vector<int> numbers; ///< the throws it wins on
    int row = 0; ///< its place in the board's grid, from the top left
    int column = 0;
    std::string side; ///< the part of the board it belongs to ("left", "right", "seven"), for its heading
    bool operator==(const BoardFieldView&) const = default;
};

/// The value of a game's own fact: yes or no, a number, a word the game names (a phase), or numbers.
using FactValue = std::variant<bool, int, std::string, std::vector<int>>;

/// A fact's value written out, for logs and tests: "true", "12", "respond", "3,1,4".
inline std::string factText(const FactValue& value)
{
    if (const bool* b = std::get_if<bool>(&value))
        return *b ? "true" : "false";
    if (const int* n = std::get_if<int>(&value))
        return std::to_string(*n);
    if (const std::string* word = std::get_if<std::string>(&value))
        return *word;
    std::string text;
    for (int n : std::get<std::vector<int>>(value))
        text += (text.empty() ? "" : ",") + std::to_string(n);
    return text;
}

/// A fact for a game's own panel and for programs ("phase": "respond"), typed, never to be parsed.
struct Fact
{
    std::string name;
    FactValue value;
    bool operator==(const Fact&) const = default;
};

/// Everything one seat may see of a game, and nothing more: the screen, the computer players, the
/// player protocol and `knobel show --as` all read this, never the state itself.
struct Observation
{
    Seat viewer = kNoSeat;
    Seat toAct = kNoSeat;
    std::vector<DiceGroupView> dice;
    std::vector<SeatView> seats;
    std::vector<Sheet> sheets; ///< sheet games only
    int pot = 0;
    std::vector<StakeView> stakes;
    int round = 0; ///< from 1
    int throwLimit = 0; ///< the round's limit of throws, 0 where there is none
    /// The fields of the betting board, where the game has one.
    std::vector<BoardFieldView> board;
    /// Small facts of the game's own, for its panel and for programs.
    std::vector<Fact> facts;
    bool operator==(const Observation&) const = default;

    void setFact(std::string name, FactValue value)
    {
        facts.push_back(Fact{std::move(name), std::move(value)});
    }
    /// The fact of this name when it holds a T; nothing when it is missing or of another type.
    template <class T> std::optional<T> fact(std::string_view name) const
    {
        for (const Fact& f : facts)
            if (f.name == name)
                if (const T* value = std::get_if<T>(&f.value))
                    return *value;
        return std::nullopt;
    }
};

} // namespace knobel
