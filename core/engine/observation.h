// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "dice.h"
#include "engine/action.h"
#include "engine/message.h"
#include "sheet.h"

namespace knobel {

/// One die as a seat sees it. A hidden die shows face 0.
struct DieView
{
    int face = 0;
    bool held = false; ///< set aside
    bool locked = false; ///< set aside for good
    bool hidden = false; ///< under another seat's cup
    bool operator==(const DieView&) const = default;
};

/// A group of dice: the tray, a seat's cup, the bank's dice.
struct DiceGroupView
{
    std::string id; ///< "tray", "cup", "bank"
    Seat owner = kTable;
    DieKind kind = DieKind::Pips;
    std::vector<DieView> dice;
    int throwsMade = 0;
    int throwLimit = 0; ///< 0: no limit shown
    bool served = false;
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

/// Everything one seat may see of a game, and nothing more: the screen, the computer players, the
/// player protocol and `knobel show --as` all read this, never the state itself.
struct Observation
{
    Seat viewer = kTable;
    Seat toAct = kTable;
    std::vector<DiceGroupView> dice;
    std::vector<SeatView> seats;
    std::vector<Sheet> sheets; ///< sheet games only
    int pot = 0;
    std::vector<StakeView> stakes;
    int round = 0; ///< from 1
    int throwLimit = 0; ///< the round's limit of throws, 0 where there is none
    /// Small facts for a game's own panel and for programs, as name and value ("bid": "full:K:9").
    std::vector<std::pair<std::string, std::string>> facts;
    bool operator==(const Observation&) const = default;
};

} // namespace knobel
