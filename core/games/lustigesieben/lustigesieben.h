// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "engine/gamedef.h"
#include "engine/state.h"
#include "kits/ledger.h"
#include "kits/session.h"

namespace knobel {

/// Lustige Sieben (seed 000): one player is the bank and throws two dice for all; the others stake
/// on the numbers of a board. A number stands for its side: left, right, or the 7 on top.
class LustigeSiebenDef final : public GameDef
{
public:
    std::string_view id() const override { return "lustigesieben"; }
    std::string_view name() const override
    {
        return QT_TRANSLATE_NOOP("knobel::GameNames", "Lustige Sieben");
    }
    ListGroup listGroup() const override { return ListGroup::TwoDice; }
    int listPlace() const override { return 9; }
    const char* description() const override;
    Family family() const override { return Family::Bank; }
    DieKind dieKind() const override { return DieKind::Pips; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 8; }
    const std::vector<OptionSpec>& options() const override;
    bool settlesInChips() const override { return true; }
    std::unique_ptr<State> newState(const GameSetup& setup) const override;
    std::vector<std::string> levels() const override { return {"beginner", "good", "perfect"}; }
    std::shared_ptr<const Bot> makeBot(
        std::string_view level, const RuleOptions& options, const BotPreparation& preparation) const override;
    std::string fieldName(int field) const override;
    int fieldIndex(std::string_view name) const override;
    std::size_t maxActions(const GameSetup& setup) const override;

    enum class Side { Left, Right, Seven };
    /// The side a number of the board stands for; fields are the numbers 2 … 12.
    static Side sideOf(int number);
    static bool isField(int number) { return number >= 2 && number <= 12; }
    /// The board as drawn in the text: 7 on top, then the rows of the left and right column.
    static const std::vector<std::vector<int>>& board();
    /// What a staker loses in the long run on a field, per chip: per throw the stake is on the
    /// board, and per stake until it is decided (a stake on 7 may stand through right numbers).
    static double edgePerThrow(int field);
    static double edgePerStake(int field);
};

class LustigeSiebenState final : public State
{
public:
    explicit LustigeSiebenState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<LustigeSiebenState>(*this); }
    Seat toAct() const override;
    bool isTerminal() const override { return m_session.isOver(); }
    std::vector<Action> legalActions() const override;
    std::optional<ThrowSpec> throwSpec(int group) const override;
    Problem apply(const Action& action) override;
    Observation observe(Seat viewer) const override;
    Result result() const override;
    Message status(Seat viewer) const override;
    Message describe(const Action& action, Seat by, Seat viewer) const override;
    bool mayTakeBack(const Action& last) const override { return last.type == Action::Type::Stake; }

    int seats() const { return m_ledger.seats(); }
    Seat bank() const { return m_session.bank(); }
    const Session& session() const { return m_session; }
    const Ledger& ledger() const { return m_ledger; }
    /// The seat placing stakes now; kChance when the bank throws.
    Seat staker() const;
    /// This throw's stake of a seat on a field (2 … 12).
    int stake(Seat seat, int field) const { return m_stakes.at(std::size_t(seat)).at(std::size_t(field)); }
    /// Stakes on 7 that stood through a right number, per seat.
    int standing(Seat seat) const { return m_standing.at(std::size_t(seat)); }
    /// Chips of the seat on the board now, standing ones included.
    int onBoard(Seat seat) const;
    int maxStake() const { return m_maxStake; }
    bool stakeRequired() const { return m_required; }
    const std::vector<int>& lastThrow() const { return m_lastThrow; }

private:
    Problem doStake(const Action& action);
    Problem doThrow(const Action& action);
    void startRound();
    Message name(Seat seat) const;
    /// What the bank's throw settled, from the balances before it.
    Message settlement(const std::vector<int>& before) const;

    std::vector<std::string> m_names;
    int m_maxStake = 10;
    bool m_required = true;
    Session m_session;
    Ledger m_ledger;
    std::vector<Seat> m_stakers; ///< this round's stakers in order, from the bank's left
    int m_next = 0; ///< index in m_stakers of the seat staking now; its size when the bank throws
    std::vector<std::vector<int>> m_stakes; ///< [seat][number]
    std::vector<int> m_standing;
    std::vector<int> m_lastThrow;
};

} // namespace knobel
