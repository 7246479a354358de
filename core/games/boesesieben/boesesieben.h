// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <vector>

#include "engine/gamedef.h"
#include "engine/state.h"
#include "kits/diceset.h"
#include "kits/session.h"

namespace knobel {

/// Die böse Sieben (seed 000): each player throws six dice up to three times. After each throw he
/// sets aside pairs that add up to 7 (at least one if there is one; how many is his choice when
/// there are several), at most three sevens; the rest he throws again, or he stops. The first
/// player's number of throws is the most the others may use. Sevens count first, then the pips of
/// the dice of the last throw not in a seven. Equal best throw again, one throw each, until one is
/// best. Option `rounds`: one point per round won.
class BoeseSiebenDef final : public GameDef
{
public:
    std::string_view id() const override { return "boesesieben"; }
    std::string_view name() const override
    {
        return QT_TRANSLATE_NOOP("knobel::GameNames", "Die böse Sieben");
    }
    ListGroup listGroup() const override { return ListGroup::SixDice; }
    int listPlace() const override { return 25; }
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
    static constexpr int kMostSevens = 3;
    /// The most pairs adding up to 7 these faces make.
    static int sevensIn(const std::vector<int>& faces);
    /// Higher is better: the sevens, then the pips of the dice not in a seven.
    static int keyOf(int sevens, int pips) { return sevens * 64 + pips; }
};

/// A player's result in a round: the sevens set aside, the pips of the other dice, the throws.
struct BoeseSiebenResult
{
    int sevens = 0;
    int pips = 0;
    int throws = 0;
    int key() const { return BoeseSiebenDef::keyOf(sevens, pips); }
    bool operator==(const BoeseSiebenResult&) const = default;
};

class BoeseSiebenState final : public State
{
public:
    explicit BoeseSiebenState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<BoeseSiebenState>(*this); }
    Seat toAct() const override;
    bool isTerminal() const override { return m_phase == Phase::Over; }
    std::vector<Action> legalActions() const override;
    std::optional<ThrowSpec> throwSpec(int group) const override;
    Problem apply(const Action& action) override;
    Observation observe(Seat viewer) const override;
    Result result() const override;
    Message status(Seat viewer) const override;
    Message describe(const Action& action, Seat by, Seat viewer) const override;
    bool mayTakeBack(const Action& last) const override;

    enum class Phase { Turn, ThrowOff, Over };
    Phase phase() const { return m_phase; }
    int seats() const { return int(m_results.size()); }
    const Session& session() const { return m_session; }
    /// The seat whose turn or throw-off throw it is (while the game goes on).
    Seat current() const;
    const std::vector<Seat>& order() const { return m_order; }
    int turnIndex() const { return m_turn; }
    int throwLimit() const { return m_limit; }
    const DiceSet& dice() const { return m_dice; }
    /// Sevens set aside in this turn.
    int sevens() const { return m_sevens; }
    /// The sevens the last throw offers beyond those aside, when the player chooses how many to
    /// set aside (two or more); 0 otherwise.
    int sevensToChoose() const { return m_choosing; }
    /// The pips of the dice not in a seven.
    int restPips() const;
    /// This round's results so far (empty for seats still to play).
    const std::vector<std::optional<BoeseSiebenResult>>& results() const { return m_results; }
    /// The seats throwing off, and their throw-off results so far.
    const std::vector<Seat>& throwOff() const { return m_offSeats; }
    int points(Seat seat) const { return m_points.at(std::size_t(seat)); }

    /// The dice that make `count` sevens among the dice not aside: 6+1 first, then 5+2, then 4+3.
    static std::vector<int> sevenDice(
        const std::vector<int>& faces, const std::vector<bool>& aside, int count);

private:
    void setAside(int count);
    void afterSetAside();
    void finishTurn();
    void finishThrowOffThrow();
    void decide(const std::vector<Seat>& seats, const std::vector<std::optional<BoeseSiebenResult>>& results);
    void finishRound(Seat winner);
    void startRound();
    Message name(Seat seat) const;

    std::vector<std::string> m_names;
    Session m_session;
    Phase m_phase = Phase::Turn;
    std::vector<Seat> m_order;
    int m_turn = 0;
    int m_limit = BoeseSiebenDef::kMostThrows;
    DiceSet m_dice{BoeseSiebenDef::kDice};
    int m_sevens = 0;
    int m_choosing = 0;
    std::vector<int> m_points;
    std::vector<std::optional<BoeseSiebenResult>> m_results;
    std::vector<std::optional<BoeseSiebenResult>> m_lastResults; ///< the last round's, for the table
    std::vector<Seat> m_offSeats; ///< the seats throwing off, in turn
    int m_offTurn = 0;
    std::vector<std::optional<BoeseSiebenResult>> m_offResults;
};

} // namespace knobel
