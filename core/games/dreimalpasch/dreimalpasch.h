// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <vector>

#include "engine/gamedef.h"
#include "engine/state.h"
#include "kits/diceset.h"
#include "kits/session.h"

namespace knobel {

/// Dreimal Pasch (seed 000): each player throws six dice up to three times; in throws two and three
/// 2 to 5 dice stand and the rest are thrown again, or the player stops; the last throw counts. The
/// most pairs win the round (four alike are two pairs, six alike three), equal pairs go to the higher
/// pip sum of all six dice, and still equal share it. Option `rounds`: one point per round won.
class DreimalPaschDef final : public GameDef
{
public:
    std::string_view id() const override { return "dreimalpasch"; }
    std::string_view name() const override { return QT_TRANSLATE_NOOP("knobel::GameNames", "Dreimal Pasch"); }
    ListGroup listGroup() const override { return ListGroup::SixDice; }
    int listPlace() const override { return 24; }
    const char* description() const override;
    Family family() const override { return Family::KeepCompare; }
    DieKind dieKind() const override { return DieKind::Pips; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 8; }
    const std::vector<OptionSpec>& options() const override;
    std::unique_ptr<State> newState(const GameSetup& setup) const override;
    std::vector<std::string> levels() const override { return {"beginner", "good", "perfect"}; }
    std::shared_ptr<const Bot> makeBot(
        std::string_view level, const RuleOptions& options, const BotPreparation& preparation) const override;
    std::size_t maxActions(const GameSetup& setup) const override;
    /// The total is the rounds won.
    Message totalText(int total) const override;

    static constexpr int kDice = 6;
    static constexpr int kMostThrows = 3;
    /// Dice that stand when a player throws again: at least two, at most five.
    static constexpr int kFewestKept = 2;
    static constexpr int kMostKept = 5;
    /// The pairs six dice show: the sum over the faces of half their count, rounded down.
    static int pairs(const std::vector<int>& faces);
    static int pips(const std::vector<int>& faces);
    /// Higher is better: the pairs, then the pip sum.
    static int keyOf(int pairs, int pips) { return pairs * 64 + pips; }
    static int keyOf(const std::vector<int>& faces) { return keyOf(pairs(faces), pips(faces)); }
};

/// A player's result in a round: the pairs and the pips of the six dice of the last throw.
struct DreimalPaschResult
{
    int pairs = 0;
    int pips = 0;
    int key() const { return DreimalPaschDef::keyOf(pairs, pips); }
    bool operator==(const DreimalPaschResult&) const = default;
};

class DreimalPaschState final : public State
{
public:
    explicit DreimalPaschState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<DreimalPaschState>(*this); }
    Seat toAct() const override;
    bool isTerminal() const override { return m_over; }
    std::vector<Action> legalActions() const override;
    std::optional<ThrowSpec> throwSpec(int group) const override;
    Problem apply(const Action& action) override;
    Observation observe(Seat viewer) const override;
    Result result() const override;
    Message status(Seat viewer) const override;
    Message describe(const Action& action, Seat by, Seat viewer) const override;
    bool mayTakeBack(const Action& last) const override;

    int seats() const { return int(m_results.size()); }
    const Session& session() const { return m_session; }
    /// The seat whose turn it is (while the game goes on).
    Seat current() const { return m_order.at(std::size_t(m_turn)); }
    const std::vector<Seat>& order() const { return m_order; }
    int turnIndex() const { return m_turn; }
    const DiceSet& dice() const { return m_dice; }
    int heldCount() const;
    /// This round's results so far (empty for seats still to play).
    const std::vector<std::optional<DreimalPaschResult>>& results() const { return m_results; }
    /// Rounds won (a shared round counts for each who shares it).
    int points(Seat seat) const { return m_points.at(std::size_t(seat)); }

private:
    void finishTurn();
    void finishRound();
    void startRound();
    Message name(Seat seat) const;

    std::vector<std::string> m_names;
    Session m_session;
    std::vector<Seat> m_order;
    int m_turn = 0;
    DiceSet m_dice{DreimalPaschDef::kDice};
    bool m_over = false;
    std::vector<int> m_points;
    std::vector<std::optional<DreimalPaschResult>> m_results;
    std::vector<std::optional<DreimalPaschResult>> m_lastResults; ///< the last round's, for the table
};

} // namespace knobel
