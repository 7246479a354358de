// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/gamedef.h"
#include "engine/state.h"
#include "holdemhands.h"
#include "kits/ledger.h"

namespace knobel {

/// Würfel-Hold'em (seed 004): Texas hold'em with twenty dice in four colours drawn blind from a bag;
/// two hidden pocket dice each, five community dice, limit betting with table stakes and side pots.
class HoldemDef final : public GameDef
{
public:
    std::string_view id() const override { return "holdem"; }
    std::string_view name() const override
    {
        return QT_TRANSLATE_NOOP("knobel::GameNames", "Würfel-Hold'em");
    }
    const char* description() const override;
    Family family() const override { return Family::Holdem; }
    ListGroup listGroup() const override { return ListGroup::Betting; }
    int listPlace() const override { return 36; }
    DieKind dieKind() const override { return DieKind::Pips; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 6; }
    const std::vector<OptionSpec>& options() const override;
    bool hiddenDice() const override { return true; }
    bool settlesInChips() const override { return true; }
    Message totalText(int total) const override;
    std::unique_ptr<State> newState(const GameSetup& setup) const override;
    Action redact(const Action& action, Seat by, Seat viewer) const override;
    std::vector<std::string> levels() const override { return {"beginner", "good", "perfect"}; }
    std::vector<std::string> measuringLevels() const override
    {
        return {"gto", "perfect_fold_equity", "perfect_no_bluff", "perfect_bluff_5", "perfect_bluff_20",
            "perfect_no_reading", "good_one_opponent"};
    }
    std::shared_ptr<const Bot> makeBot(
        std::string_view level, const RuleOptions& options, const BotPreparation& preparation) const override;
    std::size_t maxActions(const GameSetup& setup) const override;
    /// The level gto: what a best response wins inside its abstraction (holdemgto.h).
    bool hasExploitability() const override { return true; }
    std::optional<ExploitReport> exploit(const ExploitRequest& request, std::string& problem) const override;
};

namespace holdem {

/// The throws' groups: a seat's cup is its seat, the community dice kBoard; a draw from the bag for a
/// seat's cup is kDrawBase + seat, for the community dice kDrawBase + kBoard.
inline constexpr int kBoard = 6;
inline constexpr int kDrawBase = 10;
/// Rolls of one draw from the bag: four rolls of a die make a number 0–1295, which picks one of the
/// n dice in the bag when it is below the largest multiple of n (else the die is drawn again).
inline constexpr int kRollsPerDraw = 4;
inline constexpr int kAnte = 10;
inline constexpr int kMaxRaises = 3;

/// The betting rounds of a hand.
enum class Street { Opening, Flop, Turn, River };

/// Real dice (issue 32): the rolls of one draw that take these colours out of the bag in this order
/// (the smallest number that picks each), so that a draw typed as colours is recorded as any draw;
/// empty when the bag does not hold them.
std::vector<int> rollsDrawing(std::array<int, kColours> bag, const std::vector<Colour>& colours);

} // namespace holdem

/// One game of Würfel-Hold'em in progress.
class HoldemState final : public State
{
public:
    explicit HoldemState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<HoldemState>(*this); }
    Seat toAct() const override;
    bool isTerminal() const override { return m_over; }
    std::vector<Action> legalActions() const override;
    std::optional<ThrowSpec> throwSpec(int group) const override;
    Problem apply(const Action& action) override;
    Observation observe(Seat viewer) const override;
    Result result() const override;
    Message status(Seat viewer) const override;
    Message describe(const Action& action, Seat by, Seat viewer) const override;

    int seats() const { return int(m_names.size()); }
    int stack(Seat seat) const { return m_startChips + m_ledger.balance(seat); }
    int inPot(Seat seat) const { return m_ledger.inPot(seat); }
    bool isOut(Seat seat) const { return m_out[std::size_t(seat)]; }
    bool hasFolded(Seat seat) const { return m_folded[std::size_t(seat)]; }
    bool isAllIn(Seat seat) const;
    Seat dealer() const { return m_dealer; }
    int hand() const { return m_hand; }
    holdem::Street street() const { return m_street; }
    bool betting() const;
    const std::vector<holdem::Die>& pocket(Seat seat) const { return m_pockets[std::size_t(seat)]; }
    const std::vector<holdem::Die>& board() const { return m_board; }
    const std::array<int, holdem::kColours>& bag() const { return m_bag; }
    /// This betting round: the highest a seat has put in, what this seat has, the raises made.
    int currentBet() const { return m_bet; }
    int committedThisRound(Seat seat) const { return m_committed[std::size_t(seat)]; }
    int raises() const { return m_raises; }
    /// The bets and raises this round allows: 10, or 10 and 20 on turn and river.
    std::vector<int> steps() const;

private:
    enum class StepKind { Draw, Throw, Bet, Showdown };
    struct Step
    {
        StepKind kind = StepKind::Showdown;
        int target = 0; ///< Draw/Throw: a seat, or holdem::kBoard
        int count = 0; ///< Draw: dice still to draw; Throw: which board dice (from), Bet: the street
        bool rethrow = false; ///< Throw: the flop thrown again
    };

    void startHand();
    void enterStep();
    void startBetting(holdem::Street street);
    void advanceBetting();
    bool roundClosed() const;
    Seat nextToBet(Seat after) const;
    void endHand(bool showdown);
    bool fiveFlushOnTable() const;
    std::vector<holdem::Die> diceOf(Seat seat) const;
    std::vector<bool> thrownNow(int group) const;
    Problem applyDraw(const Action& action);
    Problem applyThrow(const Action& action);
    Problem applyBet(const Action& action);
    Message name(Seat seat) const;
    int liveCount() const;

    std::vector<std::string> m_names;
    int m_startChips = 500;
    int m_handLimit = 0;
    Ledger m_ledger;
    std::vector<bool> m_out;
    std::vector<bool> m_folded;
    std::vector<std::vector<holdem::Die>> m_pockets;
    std::vector<holdem::Die> m_board;
    std::array<int, holdem::kColours> m_bag{};
    Seat m_dealer = 0;
    int m_hand = 0;
    bool m_over = false;
    std::vector<Step> m_steps;
    std::size_t m_step = 0;
    holdem::Street m_street = holdem::Street::Opening;
    bool m_flopRethrown = false;
    // The betting round
    Seat m_toBet = kNoSeat;
    int m_bet = 0;
    int m_raises = -1; ///< -1: nobody has bet; 0: a bet, no raise
    bool m_allChecked = true;
    std::vector<int> m_committed;
    std::vector<bool> m_acted;
    /// This hand's bets as everyone at the table saw them: seat × 100 + street × 10 + BetKind.
    std::vector<int> m_handBets;
    // The hand that ended, as the table saw it, until the next hand's first throw.
    bool m_showLast = false;
    std::vector<std::vector<holdem::Die>> m_lastPockets; ///< shown: the showdown's hands; else empty
    std::vector<holdem::Die> m_lastBoard;
    std::vector<Message> m_lastLines; ///< per seat its best five at the showdown
};

const GameDef& holdemGame();

} // namespace knobel
