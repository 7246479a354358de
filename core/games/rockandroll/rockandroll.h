// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

#include "engine/gamedef.h"
#include "engine/state.h"
#include "kits/ledger.h"
#include "kits/stakeround.h"

namespace knobel {

/// Rock and Roll (seed 000), a dice roulette with one poker die: one player holds the bank for the
/// whole game; the others stake on the board's colour fields (Black, Red, Blue) and face fields (Nine
/// … Ace); the bank throws once and pays a right colour 2:1 and a right face 5:1, taking every other
/// stake. To end the game the bank announces it five throws ahead.
class RockAndRollDef final : public GameDef
{
public:
    std::string_view id() const override { return "rockandroll"; }
    std::string_view name() const override { return "Rock and Roll"; }
    ListGroup listGroup() const override { return ListGroup::PokerDice; }
    int listPlace() const override { return 31; }
    const char* description() const override;
    Family family() const override { return Family::Bank; }
    DieKind dieKind() const override { return DieKind::Poker; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 8; }
    const std::vector<OptionSpec>& options() const override;
    bool settlesInChips() const override { return true; }
    std::unique_ptr<State> newState(const GameSetup& setup) const override;
    std::vector<std::string> levels() const override { return {"beginner", "good", "perfect"}; }
    std::shared_ptr<const Bot> makeBot(
        std::string_view level, const RuleOptions& options, const BotPreparation& preparation) const override;
    std::string choiceName(int choice) const override;
    int choiceIndex(std::string_view name) const override;
    std::string fieldName(int field) const override;
    int fieldIndex(std::string_view name) const override;
    std::size_t maxActions(const GameSetup& setup) const override;

    /// The colours of the poker die: the Nine and the Ace are black, the Ten and the King red, the
    /// Jack and the Queen blue.
    enum class Colour { Black, Red, Blue };
    static constexpr int kColours = 3;
    static Colour colourOf(int face);
    /// The board's fields: a face field is numbered by its face (1 the Nine … 6 the Ace), a colour
    /// field 10 + its colour (10 Black, 11 Red, 12 Blue).
    static constexpr int kColourBase = 10;
    static int colourField(Colour colour) { return kColourBase + int(colour); }
    static bool isFaceField(int field) { return field >= 1 && field <= kFaceCount; }
    static bool isColourField(int field) { return field >= kColourBase && field < kColourBase + kColours; }
    static bool isField(int field) { return isFaceField(field) || isColourField(field); }
    /// Every field, in the order of the board's rows.
    static std::vector<int> fields();
    /// The board as the text draws it: a row per colour, its field first, then the die's faces of that
    /// colour, lowest first ("Schwarz Neun As / Rot Zehn König / Blau Bube Dame").
    static std::vector<std::vector<int>> board();
    /// The faces a field wins on, from the die's faces and colours.
    static std::vector<int> facesOf(int field);
    static bool wins(int field, int face);
    /// What the bank pays per chip on a winning field, the stake coming back besides: a colour 2, a
    /// face 5 (the text: "zweifach … 3 Chips zurück", "fünfmal … 6 Chips zurück").
    static int payout(int field) { return isColourField(field) ? 2 : 5; }
    /// The payout that makes a field fair: it wins on k of the six faces, so (6 − k) / k.
    static double fairPayout(int field);
    /// What a chip on the field wins on average per throw, over the six faces: 0 on every field.
    static double expectationPerChip(int field);
    /// Its variance per chip staked: the spread of the field's outcomes (a colour 2, a face 5).
    static double variancePerChip(int field);

    /// The bank announces the end this many throws ahead: the throw it announces before is the first.
    static constexpr int kLastThrows = 5;
    /// The Choose action of the bank that announces the end.
    static constexpr int kAnnounceEnd = 0;
};

class RockAndRollState final : public State
{
public:
    explicit RockAndRollState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<RockAndRollState>(*this); }
    Seat toAct() const override;
    bool isTerminal() const override { return m_over; }
    std::vector<Action> legalActions() const override;
    std::optional<ThrowSpec> throwSpec(int group) const override;
    Problem apply(const Action& action) override;
    Observation observe(Seat viewer) const override;
    Result result() const override;
    Message status(Seat viewer) const override;
    Message describe(const Action& action, Seat by, Seat viewer) const override;
    bool mayTakeBack(const Action& last) const override { return last.type == Action::Type::Stake; }

    int seats() const { return m_ledger.seats(); }
    /// The bank, the same seat all game.
    Seat bank() const { return m_bank; }
    const Ledger& ledger() const { return m_ledger; }
    const StakeRound& stakes() const { return m_stakes; }
    /// The throw of the bank now due (from 1); the last one once the game is over.
    int throwNumber() const { return m_throw; }
    /// The most throws the game lasts (option `rounds`).
    int mostThrows() const { return m_mostThrows; }
    /// The last throw of the game once the bank has announced the end; 0 before.
    int lastThrow() const { return m_lastThrow; }
    bool endAnnounced() const { return m_lastThrow > 0; }
    /// The bank must announce the end now: otherwise the game could not end by `mostThrows`.
    bool mustAnnounce() const;
    /// The face the bank threw last (0 before the first throw).
    int lastFace() const { return m_face; }

private:
    Problem doThrow(const Action& action);
    Message name(Seat seat) const;

    std::vector<std::string> m_names;
    int m_mostThrows = 20;
    Seat m_bank = 0;
    Ledger m_ledger;
    StakeRound m_stakes;
    int m_throw = 1;
    int m_lastThrow = 0;
    int m_face = 0;
    bool m_over = false;
};

} // namespace knobel
