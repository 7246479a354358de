// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <vector>

#include "engine/gamedef.h"
#include "engine/state.h"
#include "kits/ledger.h"
#include "kits/session.h"

namespace knobel {

/// Va banque (Große Bank, seed 000): each player in turn is the bank once and throws five single
/// dice for every other player, one after the other. The first die is the start; for dice two to
/// four the player picks +, −, × or ÷, each once (÷ only without a remainder); the fifth takes the
/// operation left, a remainder dropped. Each player stakes `stake` chips; the highest value takes
/// them all (equal best share). Option `bank_takes_undivided`: a player who could not divide in dice
/// two to four and whose fifth division leaves a remainder loses the stake to the bank. Read here:
/// whoever leaves ÷ for the fifth die, by choice or because no division came out, and has a
/// remainder there (a player who passed up a division is not better off than one who had none).
class VaBanqueDef final : public GameDef
{
public:
    std::string_view id() const override { return "vabanque"; }
    std::string_view name() const override { return QT_TRANSLATE_NOOP("knobel::GameNames", "Va banque"); }
    ListGroup listGroup() const override { return ListGroup::FiveDice; }
    int listPlace() const override { return 22; }
    const char* description() const override;
    Family family() const override { return Family::KeepCompare; }
    DieKind dieKind() const override { return DieKind::Pips; }
    int minPlayers() const override { return 3; } // a bank and two players to compare
    int maxPlayers() const override { return 8; }
    const std::vector<OptionSpec>& options() const override;
    std::unique_ptr<State> newState(const GameSetup& setup) const override;
    std::vector<std::string> levels() const override { return {"beginner", "good", "perfect"}; }
    std::shared_ptr<const Bot> makeBot(
        std::string_view level, const RuleOptions& options, const BotPreparation& preparation) const override;
    std::size_t maxActions(const GameSetup& setup) const override;
    bool settlesInChips() const override { return true; }
    /// In game files: "plus", "minus", "times", "divide".
    std::string choiceName(int choice) const override;
    int choiceIndex(std::string_view name) const override;

    static constexpr int kDice = 5;
    enum Op { Plus = 0, Minus = 1, Times = 2, Divide = 3 };
    static constexpr int kAllOps = 0b1111;
    /// The value after applying `op` with die `d`; a division drops the remainder (toward zero).
    static int apply(int value, int op, int die);
    /// Whether `op` may be picked for dice two to four: ÷ only without a remainder.
    static bool allowed(int value, int op, int die) { return op != Divide || value % die == 0; }
    static const char* sign(int op);
};

/// A player's calculation in a round.
struct VaBanqueCalc
{
    std::vector<int> dice; ///< thrown so far
    std::vector<int> ops; ///< the operation of dice two onward
    std::vector<int> values; ///< the value after each die
    int left = VaBanqueDef::kAllOps; ///< the operations not used, a bit each
    bool forfeited = false; ///< bank_takes_undivided: the fifth division left a remainder
    bool done() const { return dice.size() == std::size_t(VaBanqueDef::kDice) && ops.size() == 4; }
    int value() const { return values.empty() ? 0 : values.back(); }
    bool operator==(const VaBanqueCalc&) const = default;
};

class VaBanqueState final : public State
{
public:
    explicit VaBanqueState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<VaBanqueState>(*this); }
    Seat toAct() const override;
    bool isTerminal() const override { return m_over; }
    std::vector<Action> legalActions() const override;
    std::optional<ThrowSpec> throwSpec(int group) const override;
    Problem apply(const Action& action) override;
    Observation observe(Seat viewer) const override;
    Result result() const override;
    Message status(Seat viewer) const override;
    Message describe(const Action& action, Seat by, Seat viewer) const override;
    bool mayTakeBack(const Action& /*last*/) const override { return false; }

    int seats() const { return int(m_names.size()); }
    Seat bank() const { return m_bank; }
    /// The player the bank throws for now.
    Seat player() const { return m_players.at(std::size_t(m_next)); }
    const std::vector<Seat>& players() const { return m_players; }
    int playerIndex() const { return m_next; }
    /// Whether the player picks an operation now (else the bank throws).
    bool choosing() const;
    const std::vector<std::optional<VaBanqueCalc>>& calcs() const { return m_calcs; }
    const VaBanqueCalc& calc() const { return *m_calcs.at(std::size_t(player())); }
    const Ledger& ledger() const { return m_ledger; }
    bool bankTakesUndivided() const { return m_bankTakes; }
    int round() const { return m_round; }

    /// The calculation written out: "6 + 2 = 8 × 6 = 48" (a die waiting for its operation left out).
    static std::string calcText(const VaBanqueCalc& calc);
    /// The best value standing in this round and how many players have it; nothing before any.
    std::optional<std::pair<int, int>> standing() const;

private:
    void startRound();
    void finishPlayer();
    void finishRound();
    Message name(Seat seat) const;

    std::vector<std::string> m_names;
    int m_stake = 1;
    bool m_bankTakes = false;
    Seat m_first = 0;
    int m_round = 0; ///< from 0; each seat is the bank once
    Seat m_bank = 0;
    std::vector<Seat> m_players;
    int m_next = 0;
    std::vector<std::optional<VaBanqueCalc>> m_calcs;
    std::vector<std::optional<VaBanqueCalc>> m_lastCalcs; ///< the last round's, for the table
    Seat m_lastPlayer = kNoSeat; ///< the last round's last player, whose dice stay on the table
    Ledger m_ledger;
    bool m_over = false;
};

} // namespace knobel
