// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

#include "engine/gamedef.h"
#include "engine/state.h"
#include "kits/ledger.h"
#include "kits/session.h"

namespace knobel {

/// An exact chance, numerator over denominator, in lowest terms.
struct Fraction
{
    std::int64_t numerator = 0;
    std::int64_t denominator = 1;
    double value() const { return double(numerator) / double(denominator); }
    bool operator==(const Fraction&) const = default;
};

/// Craps as the booklet plays it (seed 000), not the casino's: the maker names a number from 2 to 12
/// and stakes; the others cover the stake together in equal shares. The maker throws two dice: the
/// named number wins at once; any other sum becomes his point, and he throws until the point (he
/// wins) or the named number (he loses) comes. Then the next player makes.
class CrapsDef final : public GameDef
{
public:
    std::string_view id() const override { return "craps"; }
    std::string_view name() const override { return "Craps"; }
    ListGroup listGroup() const override { return ListGroup::TwoDice; }
    int listPlace() const override { return 11; }
    const char* description() const override;
    Family family() const override { return Family::Bank; }
    DieKind dieKind() const override { return DieKind::Pips; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 8; }
    const std::vector<OptionSpec>& options() const override;
    bool settlesInChips() const override { return true; }
    Problem checkSetup(const GameSetup& setup) const override;
    std::unique_ptr<State> newState(const GameSetup& setup) const override;
    std::vector<std::string> levels() const override { return {"beginner", "good", "perfect"}; }
    std::shared_ptr<const Bot> makeBot(
        std::string_view level, const RuleOptions& options, const BotPreparation& preparation) const override;

    static bool isNumber(int number) { return number >= 2 && number <= 12; }
    /// The ways two dice make a sum, of 36.
    static int ways(int sum) { return isNumber(sum) ? 6 - (sum > 7 ? sum - 7 : 7 - sum) : 0; }
    /// The maker's chance to win naming this number, in closed form: the first throw shows it, or
    /// the first throw's sum k (any other) comes again before it: p(n) + Σₖ p(k) · p(k) / (p(k) + p(n)).
    static Fraction makerChance(int named);
    /// What the maker can expect per chip staked naming this number: 2 · chance − 1.
    static double makerEdge(int named) { return 2 * makerChance(named).value() - 1; }
    /// The stakes a maker may name under these options at a table of this many seats, lowest first.
    static std::vector<int> stakes(const RuleOptions& options, int seats);
};

class CrapsState final : public State
{
public:
    explicit CrapsState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<CrapsState>(*this); }
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
    /// The seat that names and throws in this game.
    Seat maker() const { return m_session.starter(); }
    const Session& session() const { return m_session; }
    const Ledger& ledger() const { return m_ledger; }
    /// The number named in this game, 0 before the maker names it.
    int named() const { return m_named; }
    /// The maker's point, 0 before the first throw.
    int point() const { return m_point; }
    int stake() const { return m_stake; }
    /// Each seat's share of the stake it covers in this game (0 for the maker).
    const std::vector<int>& shares() const { return m_shares; }
    /// The throws of this game so far.
    int throwsMade() const { return m_throws; }
    const std::vector<int>& allowedStakes() const { return m_allowed; }
    const std::vector<int>& lastThrow() const { return m_lastThrow; }

private:
    Problem doName(const Action& action);
    Problem doThrow(const Action& action);
    void finishGame(bool makerWins, int sum);
    Message name(Seat seat) const;

    std::vector<std::string> m_names;
    std::vector<int> m_allowed;
    Session m_session;
    Ledger m_ledger;
    int m_named = 0;
    int m_point = 0;
    int m_stake = 0;
    int m_throws = 0;
    std::vector<int> m_shares;
    std::vector<int> m_lastThrow;
};

} // namespace knobel
