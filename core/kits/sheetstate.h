// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <vector>

#include "engine/state.h"
#include "kits/diceset.h"
#include "kits/sheet.h"
#include "kits/sheetgame.h"

namespace knobel {

/// A sheet game in progress: whose turn, the dice on the table, the sheets. In play a turn throws,
/// sets dice aside and writes one box; on the score pad any box is edited to a value its row allows.
class SheetState final : public State
{
public:
    SheetState(const SheetGame& game, const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<SheetState>(*this); }
    Seat toAct() const override;
    bool isTerminal() const override;
    std::vector<Action> legalActions() const override;
    std::optional<ThrowSpec> throwSpec(int group) const override;
    Problem apply(const Action& action) override;
    Observation observe(Seat viewer) const override;
    Result result() const override;
    Message status(Seat viewer) const override;
    Message describe(const Action& action, Seat by, Seat viewer) const override;
    /// A player's name in a sentence ("Player 2" for a player without one).
    Message playerName(Seat seat) const;
    bool mayTakeBack(const Action& last) const override;

    const SheetGame& game() const { return *m_game; }
    const RuleOptions& options() const { return m_options; }
    Mode mode() const { return m_mode; }
    int currentPlayer() const { return m_currentPlayer; }
    int turnsTaken() const { return m_turnsTaken; }
    int round() const { return m_turnsTaken / int(m_sheets.size()) + 1; }
    int throwsMade() const { return m_dice.throwsMade; }
    int throwsLeft() const { return m_game->throwsPerTurn() - m_dice.throwsMade; }
    const DiceSet& dice() const { return m_dice; }
    Throw currentThrow() const { return {m_dice.faces, m_dice.served}; }
    bool canThrow() const;
    bool canWrite() const;
    const std::vector<Sheet>& sheets() const { return m_sheets; }
    /// The points writing this row would give now; in Doppelhand the better of the dice on the table
    /// and the first hand's.
    int preview(int row) const;
    /// Doppelhand: whether the first hand's dice give more in this row than the dice on the table.
    bool previewFromCandidate(int row) const;

    /// Doppelhand (option double_hand): two turns for each box, the better kept. The first turn ends
    /// with its dice set aside as the candidate ("first hand"); the second turn writes one box with
    /// the better of the two results.
    bool doubleHand() const { return m_doubleHand; }
    /// The first hand's dice while the second turn is played; empty otherwise.
    const std::optional<Throw>& candidate() const { return m_candidate; }
    /// Whether the player on turn may end the first turn now, keeping the dice as the first hand.
    bool canKeepCandidate() const;
    /// The points the dice on the table would write into this box.
    int preview(int column, int row) const
    {
        // Doppelhand is played on three columns only, where a box scores as its row.
        return m_doubleHand ? preview(row) : m_game->boxPoints(column, row, currentThrow(), m_options);
    }
    /// Whether the player on turn may write this box now (free, and in the game's order).
    bool isOpen(int column, int row) const
    {
        return m_game->isOpen(m_sheets[std::size_t(m_currentPlayer)], column, row, m_options);
    }

    /// Contra (option contra, two players). The stake multiplies the settlement, from 1.
    bool contraPlayed() const { return m_contra; }
    int stake() const { return m_stake; }
    /// The player who doubled last (-1: nobody yet); he may not double next.
    int lastDoubler() const { return m_lastDoubler; }
    /// The player whose Contra waits for the other's answer, or -1.
    int offerBy() const { return m_offerBy; }
    /// The player who gave up rather than play on at the double stake, or -1.
    int gaveUp() const { return m_gaveUp; }
    /// Whether the player on turn may say Contra now: before his first throw, when he did not double last.
    bool canOfferContra() const;

private:
    Problem checkBox(int player, int column, int row) const;
    Problem checkDieToMove(int die) const;
    Problem doThrow(const Action& action);
    Problem doWrite(const Action& action);
    Problem doEdit(const Action& action);
    Problem doDouble(const Action& action);
    Problem doKeepCandidate();
    void startTurn();

    const SheetGame* m_game = nullptr;
    RuleOptions m_options;
    Mode m_mode = Mode::Play;
    std::vector<Sheet> m_sheets;
    int m_currentPlayer = 0;
    int m_turnsTaken = 0;
    DiceSet m_dice;
    bool m_contra = false;
    int m_stake = 1;
    int m_lastDoubler = -1;
    int m_offerBy = -1;
    int m_gaveUp = -1;
    bool m_doubleHand = false;
    std::optional<Throw> m_candidate;
    std::vector<std::string> m_names; ///< for the log's sentences ("Player 2" where empty)
};

} // namespace knobel
