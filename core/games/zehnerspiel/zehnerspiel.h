// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "engine/gamedef.h"
#include "engine/state.h"
#include "kits/ledger.h"
#include "kits/session.h"

namespace knobel {

/// Zehnerspiel (seed 000): one player is the bank (passing on after each throw, as in Lustige
/// Sieben) and throws three dice once for all; the others stake first. Under 10 pips the bank pays
/// every stake 1:1 ("den doppelten Einsatz": the stake comes back doubled); 10 or more, it takes them.
class ZehnerspielDef final : public GameDef
{
public:
    std::string_view id() const override { return "zehnerspiel"; }
    std::string_view name() const override { return QT_TRANSLATE_NOOP("knobel::GameNames", "Zehnerspiel"); }
    ListGroup listGroup() const override { return ListGroup::ThreeDice; }
    int listPlace() const override { return 19; }
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

    static constexpr int kDice = 3;
    /// The board's one field, named by the number the throw must stay under.
    static constexpr int kUnderTen = 10;
    /// Whether a throw of the bank pays the stakes: fewer than 10 pips.
    static bool pays(int pips) { return pips < kUnderTen; }
    /// The chance that three dice show fewer than 10 pips, counted over the 216 throws: 81/216 = 3/8.
    static double underTenChance();
    /// What a staker wins per chip staked, on average: 3/8 − 5/8 = −1/4.
    static double expectationPerChip() { return 2 * underTenChance() - 1; }
};

class ZehnerspielState final : public State
{
public:
    explicit ZehnerspielState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<ZehnerspielState>(*this); }
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
    /// The seat staking now; kChance when the bank throws.
    Seat staker() const;
    /// This throw's stake of a seat (0 for none).
    int stake(Seat seat) const { return m_stakes.at(std::size_t(seat)); }
    int maxStake() const { return m_maxStake; }
    bool stakeRequired() const { return m_required; }
    const std::vector<int>& lastThrow() const { return m_lastThrow; }

private:
    Problem doThrow(const Action& action);
    void startRound();
    Message name(Seat seat) const;
    Message settlement(const std::vector<int>& before) const;

    std::vector<std::string> m_names;
    int m_maxStake = 10;
    bool m_required = true;
    Session m_session;
    Ledger m_ledger;
    std::vector<Seat> m_stakers; ///< this throw's stakers in order, from the bank's left
    int m_next = 0; ///< index in m_stakers of the seat staking now; its size when the bank throws
    std::vector<int> m_stakes;
    std::vector<int> m_lastThrow;
};

} // namespace knobel
