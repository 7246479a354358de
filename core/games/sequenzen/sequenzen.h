// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <vector>

#include "engine/gamedef.h"
#include "engine/state.h"
#include "kits/diceset.h"
#include "kits/session.h"
#include "kits/turnround.h"

namespace knobel {

/// Sequenzen (seed 000): each player throws three dice up to three times and may stop after any
/// throw; the last throw counts. Only the runs 1-2-3 < 2-3-4 < 3-4-5 < 4-5-6 count; the best run
/// wins the round, equal runs go to fewer throws, and still equal share it. Option `keep_two`: in
/// throws two and three up to two dice may stand. Option `rounds`: one point per round won.
class SequenzenDef final : public GameDef
{
public:
    std::string_view id() const override { return "sequenzen"; }
    std::string_view name() const override { return QT_TRANSLATE_NOOP("knobel::GameNames", "Sequenzen"); }
    ListGroup listGroup() const override { return ListGroup::ThreeDice; }
    int listPlace() const override { return 16; }
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

    static constexpr int kDice = 3;
    static constexpr int kMostThrows = 3;
    /// Dice that may stand in throws two and three under keep_two.
    static constexpr int kMostKept = 2;
    /// The run three dice show: 1 for 1-2-3 … 4 for 4-5-6, 0 for anything else.
    static int run(std::vector<int> faces);
    /// The run's words: "1-2-3" … "4-5-6", or "nothing".
    static const char* runName(int run);
};

/// A player's result in a round: the run and the throws it took.
struct SequenzenResult
{
    int run = 0; ///< 0 nothing, 1 … 4 for 1-2-3 … 4-5-6
    int throws = 0;
    /// Higher is better: the better run, then fewer throws; nothing is below every run.
    int key() const { return keyOf(run, throws); }
    static int keyOf(int run, int throws) { return run == 0 ? 0 : run * 4 - throws; }
    bool operator==(const SequenzenResult&) const = default;
};

class SequenzenState final : public State
{
public:
    explicit SequenzenState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<SequenzenState>(*this); }
    Seat toAct() const override;
    bool isTerminal() const override { return m_round.isOver(); }
    std::vector<Action> legalActions() const override;
    std::optional<ThrowSpec> throwSpec(int group) const override;
    Problem apply(const Action& action) override;
    Observation observe(Seat viewer) const override;
    Result result() const override;
    Message status(Seat viewer) const override;
    Message describe(const Action& action, Seat by, Seat viewer) const override;
    bool mayTakeBack(const Action& last) const override;

    int seats() const { return m_round.seats(); }
    const Session& session() const { return m_round.session(); }
    bool keepTwo() const { return m_keepTwo; }
    /// The seat whose turn it is (while the game goes on).
    Seat current() const { return m_round.current(); }
    const std::vector<Seat>& order() const { return m_round.order(); }
    int turnIndex() const { return m_round.turnIndex(); }
    const DiceSet& dice() const { return m_round.dice(); }
    /// This round's results so far (empty for seats still to play).
    const std::vector<std::optional<SequenzenResult>>& results() const { return m_round.results(); }
    /// Rounds won (a shared round counts for each who shares it).
    int points(Seat seat) const { return m_round.points(seat); }

private:
    void finishTurn();
    void finishRound();
    Message name(Seat seat) const;

    std::vector<std::string> m_names;
    bool m_keepTwo = false;
    TurnRound<SequenzenResult> m_round;
};

} // namespace knobel
