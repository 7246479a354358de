// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/gamedef.h"
#include "engine/state.h"
#include "kits/betting.h"
#include "kits/diceset.h"
#include "kits/hands.h"
#include "kits/ledger.h"
#include "kits/session.h"
#include "pokerdicesolver.h"

namespace knobel {

/// Poker Dice (seed 002): two players with a pot and betting rounds between the throws, or three
/// and more without betting ("Eskalero-Start-Poker"), first to five round wins.
class PokerDiceDef final : public GameDef
{
public:
    std::string_view id() const override { return "pokerdice"; }
    std::string_view name() const override { return QT_TRANSLATE_NOOP("knobel::GameNames", "Poker Dice"); }
    ListGroup listGroup() const override { return ListGroup::Betting; }
    int listPlace() const override { return 34; }
    const char* description() const override;
    Family family() const override { return Family::OpenPoker; }
    DieKind dieKind() const override { return DieKind::Poker; }
    DieKind dieKindUnder(const RuleOptions& options) const override;
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 8; }
    const std::vector<OptionSpec>& options() const override;
    /// The first seat's expected chips in a deal of two, both playing perfectly.
    bool hasSolution() const override { return true; }
    std::optional<Solution> solve(const RuleOptions& options, std::string& problem) const override;
    bool settlesInChips() const override { return true; }
    Problem checkSetup(const GameSetup& setup) const override;
    std::unique_ptr<State> newState(const GameSetup& setup) const override;
    std::vector<std::string> levels() const override { return {"beginner", "good", "perfect"}; }
    bool needsPreparation(std::string_view level, const RuleOptions& options) const override;
    std::shared_ptr<const Bot> makeBot(
        std::string_view level, const RuleOptions& options, const BotPreparation& preparation) const override;
    std::size_t maxActions(const GameSetup& setup) const override;
    std::optional<HandRules> handRules(const RuleOptions& options) const override;
};

/// One game of Poker Dice in progress.
class PokerDiceState final : public State
{
public:
    explicit PokerDiceState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<PokerDiceState>(*this); }
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

    int seats() const { return int(m_dice.size()); }
    bool betting() const { return seats() == 2; }
    /// The deal (two players) or round (three and more), from 1.
    int round() const { return m_session.round(); }
    const DiceSet& dice(Seat seat) const { return m_dice[std::size_t(seat)]; }
    bool stopped(Seat seat) const { return m_stopped[std::size_t(seat)]; }
    const Ledger& ledger() const { return m_ledger; }
    const Session& session() const { return m_session; }
    const HandRules& handRules() const { return m_hands; }
    /// Three and more: how many throws this seat may make this round (the starter's count caps).
    int throwLimit(Seat seat) const;
    /// The seat that throws first in this deal or round.
    Seat starter() const { return m_session.starter(); }

    /// One step of a two-player deal, in order: the same timeline as the solver's, written here from
    /// the rules (a test checks they agree).
    struct Step
    {
        enum class Kind { Throw, Round, Showdown } kind = Kind::Showdown;
        Seat seat = 0; ///< Throw: the thrower; Round: who opens
        int throwNumber = 0;
    };
    const std::vector<Step>& steps() const { return m_steps; }
    int stepIndex() const { return m_step; }
    /// Two players: the deal as the solver sees it, the deal's first thrower as its seat 0. Empty
    /// when no deal is under way (three and more players, or the game is over).
    std::optional<pokerdice::Position> solverPosition() const;
    /// The solver's seat of a seat in this deal (0: throws first).
    int solverSeat(Seat seat) const { return seat == starter() ? 0 : 1; }
    /// The last finished deal or round: its winner (kNoSeat: a draw or nobody) and its hands.
    Seat lastWinner() const { return m_lastWinner; }
    const std::vector<std::vector<int>>& lastHands() const { return m_lastHands; }

private:
    void startDeal();
    void enterStep();
    void finishDeal(Seat winner, Seat folded = kNoSeat);
    void finishRound();
    Problem applyThrowStep(Seat seat, const Action& action);
    Seat thrower() const; ///< the seat at its dice now, kNoSeat when betting or over
    std::vector<Seat> order() const;
    Message name(Seat seat) const;

    std::vector<std::string> m_players;
    HandRules m_hands;
    int m_minStake = 1, m_maxStake = 5, m_prize = 10;
    bool m_betBeforeSecond = true;
    std::vector<DiceSet> m_dice;
    std::vector<bool> m_stopped;
    Ledger m_ledger;
    Session m_session;
    // Two players
    std::vector<Step> m_steps;
    int m_step = 0;
    BettingRound m_round;
    std::vector<pokerdice::BetMove> m_roundMoves;
    // Three and more
    int m_turn = 0; ///< index into order() of the seat at its dice
    bool m_over = false;
    Seat m_lastWinner = kNoSeat;
    std::vector<std::vector<int>> m_lastHands;
};

/// A hand as the log and the seats' lines say it ("Full house, Kings over Nines"), translatable.
Message handMessage(const std::vector<int>& faces, const HandRules& rules);

/// The game's one instance for the registry.
const GameDef& pokerDiceGame();

} // namespace knobel
