// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <vector>

#include "engine/gamedef.h"
#include "engine/state.h"
#include "kits/ledger.h"
#include "kits/session.h"

namespace knobel {

/// Quinze (seed 000, "Fünfzehn"): one die, thrown as often as the player likes and added up; above
/// 15 the player is out. Exactly 15 or closest below wins, equal sums go to fewer throws; the winner
/// takes 10 chips from each player who is out and the difference of the sums from the others.
class QuinzeDef final : public GameDef
{
public:
    std::string_view id() const override { return "quinze"; }
    std::string_view name() const override { return "Quinze"; }
    ListGroup listGroup() const override { return ListGroup::OneDie; }
    int listPlace() const override { return 5; }
    const char* description() const override;
    Family family() const override { return Family::KeepCompare; }
    DieKind dieKind() const override { return DieKind::Pips; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 8; }
    bool settlesInChips() const override { return true; }
    const std::vector<OptionSpec>& options() const override;
    std::unique_ptr<State> newState(const GameSetup& setup) const override;
    std::vector<std::string> levels() const override { return {"beginner", "good", "perfect"}; }
    std::shared_ptr<const Bot> makeBot(
        std::string_view level, const RuleOptions& options, const BotPreparation& preparation) const override;
    std::size_t maxActions(const GameSetup& setup) const override;

    static constexpr int kTarget = 15;
    /// What a player who is out pays the winner.
    static constexpr int kBustPayment = 10;
};

/// A player's result in a round: the sum and the throws it took; out above 15.
struct QuinzeResult
{
    int sum = 0;
    int throws = 0;
    bool bust() const { return sum > QuinzeDef::kTarget; }
    /// Higher is better: the sum, then fewer throws; a player who is out is below everyone.
    int key() const { return bust() ? -1 : sum * 64 - throws; }
    bool operator==(const QuinzeResult&) const = default;
};

/// What each player receives (positive) or pays in a round that ended with these results: the
/// winners (the best key, if anyone is not out) share what each other player owes them, 10 chips
/// from a player who is out, else the difference of the sums. Odd chips go to the winners in seat
/// order. Sums to zero.
std::vector<int> quinzePayments(const std::vector<QuinzeResult>& results);
/// The same settlement as who pays whom: each loser pays each winner its share.
std::vector<Payment> quinzeTransfers(const std::vector<QuinzeResult>& results);

class QuinzeState final : public State
{
public:
    explicit QuinzeState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<QuinzeState>(*this); }
    Seat toAct() const override;
    bool isTerminal() const override { return m_over; }
    std::vector<Action> legalActions() const override;
    std::optional<ThrowSpec> throwSpec(int group) const override;
    Problem apply(const Action& action) override;
    Observation observe(Seat viewer) const override;
    Result result() const override;
    Message status(Seat viewer) const override;
    Message describe(const Action& action, Seat by, Seat viewer) const override;

    int seats() const { return int(m_results.size()); }
    const Session& session() const { return m_session; }
    const Ledger& ledger() const { return m_ledger; }
    /// The seat whose turn it is (while the game goes on).
    Seat current() const { return m_order.at(std::size_t(m_turn)); }
    const std::vector<Seat>& order() const { return m_order; }
    int turnIndex() const { return m_turn; }
    /// The turn so far: its sum and throws.
    int sum() const { return m_sum; }
    int throwsMade() const { return m_throws; }
    /// This round's results so far (empty for seats still to play).
    const std::vector<std::optional<QuinzeResult>>& results() const { return m_results; }

private:
    void finishTurn();
    void finishRound();
    void startRound();
    Message name(Seat seat) const;

    std::vector<std::string> m_names;
    Session m_session;
    Ledger m_ledger;
    std::vector<Seat> m_order;
    int m_turn = 0;
    int m_sum = 0;
    int m_throws = 0;
    int m_lastFace = 0; ///< the die as it lies (0 before the turn's first throw)
    bool m_over = false;
    std::vector<std::optional<QuinzeResult>> m_results;
    std::vector<std::optional<QuinzeResult>> m_lastResults; ///< the last round's, for the table
};

} // namespace knobel
