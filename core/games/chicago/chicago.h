// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <vector>

#include "engine/gamedef.h"
#include "engine/state.h"
#include "kits/diceset.h"
#include "kits/session.h"

namespace knobel {

/// Chicago (seed 000): three dice, up to three throws, the round's first player sets the others'
/// limit; the lowest sum of a round takes a beer mat, and three mats lose the game.
class ChicagoDef final : public GameDef
{
public:
    std::string_view id() const override { return "chicago"; }
    std::string_view name() const override { return QT_TRANSLATE_NOOP("knobel::GameNames", "Chicago"); }
    ListGroup listGroup() const override { return ListGroup::ThreeDice; }
    int listPlace() const override { return 14; }
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
    std::string choiceName(int choice) const override;
    int choiceIndex(std::string_view name) const override;
    std::size_t maxActions(const GameSetup& setup) const override;
    /// The total is the beer mats taken.
    Message totalText(int total) const override;
    bool lowerTotalIsBetter() const override { return true; }

    /// The one choice of the game: two sixes become one die showing 1 (option two_sixes_make_an_ace).
    static constexpr int kAceFromTwoSixes = 0;
    /// Chicago hoch-tief's choices: the round's first player says high or low after the first throw.
    static constexpr int kHigh = 1;
    static constexpr int kLow = 2;
    /// The dice group of the throw-off between equal lowest results (one die per player in it).
    static constexpr int kThrowOffGroup = 1;
    static constexpr int kDice = 3;
    static constexpr int kMostThrows = 3;
    static constexpr int kMatsToLose = 3;
    /// What a face counts: 1 = 100, 6 = 60, the others their pips; in the low game of Chicago
    /// hoch-tief every face counts its pips.
    static int value(int face, bool low = false)
    {
        return low ? face : face == 1 ? 100 : face == 6 ? 60 : face;
    }
    static int sum(const std::vector<int>& faces, bool low = false);
};

/// A player's result in a round: the sum and the throws it took.
struct ChicagoResult
{
    int sum = 0;
    int throws = 0;
    bool low = false; ///< the low game of Chicago hoch-tief: the lower sum is better
    /// Higher is better: the higher sum (in the low game the lower), then fewer throws.
    int key() const { return keyOf(sum, throws, low); }
    static int keyOf(int sum, int throws, bool low) { return (low ? -sum : sum) * 4 - throws; }
    bool operator==(const ChicagoResult&) const = default;
};

class ChicagoState final : public State
{
public:
    /// `highLow`: Chicago hoch-tief, where the round's first player says high or low after the first throw.
    explicit ChicagoState(const GameSetup& setup, bool highLow = false);

    std::unique_ptr<State> clone() const override { return std::make_unique<ChicagoState>(*this); }
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
    /// The seat whose turn it is (during a turn).
    Seat current() const { return m_order.at(std::size_t(m_turn)); }
    /// The seats in this round's order, from its first player.
    const std::vector<Seat>& order() const { return m_order; }
    /// How far the round has come: the index in order() of the seat on turn.
    int turnIndex() const { return m_turn; }
    int throwLimit() const { return m_limit; }
    const DiceSet& dice() const { return m_dice; }
    /// Whether two sixes may become an ace this round (the option, and in hoch-tief the high game only).
    bool twoSixesRule() const { return m_twoSixes && !m_low; }
    /// Chicago hoch-tief: the first player says high or low after the round's first throw.
    bool highLow() const { return m_highLow; }
    /// The round is played low (lowest sum wins, pips count plainly).
    bool low() const { return m_low; }
    /// Chicago hoch-tief: high or low is still to be said (after the first throw of the round).
    bool modeToChoose() const;
    bool convertedThisThrow() const { return m_converted; }
    /// This round's results so far (empty for seats still to play).
    const std::vector<std::optional<ChicagoResult>>& results() const { return m_results; }
    const std::vector<Seat>& throwOff() const { return m_throwOff; }
    bool canConvert() const;
    /// The die taken up when two sixes became an ace: it goes with the next throw, which the player
    /// must make (no stop before it); −1 when there is none.
    int freeDie() const;
    /// The last round that ended: its loser and the faces of its throw-off (if any).
    Seat lastLoser() const { return m_lastLoser; }

private:
    Problem doThrow(const Action& action);
    Problem doThrowOff(const Action& action);
    void finishTurn();
    void finishRound(Seat loser);
    void startRound();
    Message name(Seat seat) const;

    std::vector<std::string> m_names;
    bool m_twoSixes = false;
    bool m_highLow = false;
    bool m_low = false; ///< this round is played low
    bool m_modeSaid = false; ///< high or low has been said this round
    Session m_session;
    Phase m_phase = Phase::Turn;
    std::vector<Seat> m_order;
    int m_turn = 0;
    int m_limit = ChicagoDef::kMostThrows;
    DiceSet m_dice{ChicagoDef::kDice};
    bool m_converted = false; ///< two sixes became an ace after this throw
    std::vector<std::optional<ChicagoResult>> m_results;
    std::vector<Seat> m_throwOff; ///< the seats still throwing off for the mat
    std::vector<int> m_throwOffFaces; ///< their last throw-off dice
    Seat m_lastLoser = kNoSeat;
    Seat m_lastWinner = kNoSeat;
    /// The last turn's dice and whose they were; as the last round ended, its dice and results:
    /// on the table until the next round's first throw.
    DiceSet m_lastTurnDice{ChicagoDef::kDice};
    Seat m_lastTurnSeat = kNoSeat;
    DiceSet m_endedDice{ChicagoDef::kDice};
    Seat m_endedOwner = kNoSeat;
    std::vector<std::optional<ChicagoResult>> m_endedResults;
    std::vector<int> m_endedThrowOff;
};

} // namespace knobel
