// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/state.h"
#include "kits/betting.h"
#include "kits/diceset.h"
#include "kits/hands.h"
#include "kits/ledger.h"
#include "kits/session.h"

namespace knobel {

/// How a round of open poker goes: the booklet's Offenes Würfelpoker (up to three throws, keeping
/// 1–4 dice), its pip-dice Würfelpoker and Al Capone (one open throw each). Each seat puts the ante
/// into the pot; the seats throw in turn, in the open; right after his last throw a seat may raise
/// and every other seat still in calls or folds; the best hand of those still in takes the pot.
struct OpenPokerRules
{
    HandRules hands;
    int throws = 3; ///< a seat's most throws in a round (1: one open throw)
    int minKeep = 1; ///< dice that must stand when a seat throws again (0: all five may be thrown)
    int maxKeep = 4; ///< dice that may stand when a seat throws again
    int ante = 1; ///< what each seat puts in at the start of a round
    bool raising = true; ///< whether a seat may raise after his last throw
    int raiseCap = 0; ///< the most one raise adds to the stake; 0: up to maxStake
    int maxStake = 6; ///< the most a seat's stake in the pot may reach; 0: no limit
    bool tieRound = true; ///< equal best hands throw again for the pot (else they share it)
    int rounds = 10;
    bool winnerStarts = true; ///< the round's winner starts the next (else the next seat clockwise)
    bool operator==(const OpenPokerRules&) const = default;
};

/// One game of open poker in progress. The game's definition fills the rules from its options.
class OpenPokerState final : public State
{
public:
    OpenPokerState(const GameSetup& setup, OpenPokerRules rules);

    std::unique_ptr<State> clone() const override { return std::make_unique<OpenPokerState>(*this); }
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

    const OpenPokerRules& rules() const { return m_rules; }
    int seats() const { return int(m_names.size()); }
    const Session& session() const { return m_session; }
    const Ledger& ledger() const { return m_ledger; }
    const DiceSet& dice(Seat seat) const { return m_dice.at(std::size_t(seat)); }
    bool hasFolded(Seat seat) const { return m_folded.at(std::size_t(seat)); }
    /// Whether the seat has made its last throw of this (tie) round.
    bool isDone(Seat seat) const { return m_done.at(std::size_t(seat)); }
    /// The seats that throw in this round (a tie round: only the tied), in order.
    const std::vector<Seat>& contenders() const { return m_contenders; }
    /// The seat at its dice; kNoSeat while a raise is answered or when the game is over.
    Seat thrower() const;
    bool betting() const { return m_betting.has_value(); }
    const BettingRound* bettingRound() const { return m_betting ? &*m_betting : nullptr; }
    /// Each seat's stake in the pot that every seat still in has matched.
    int stake() const { return m_stake; }
    /// How many tie rounds this round has had so far.
    int tieRounds() const { return m_tieRounds; }
    /// Whether the seat may throw again with these many dice standing.
    bool keepAllowed(int held) const { return held >= m_rules.minKeep && held <= m_rules.maxKeep; }
    /// The last finished round's winners (empty before the first) and every seat's hand in it.
    const std::vector<Seat>& lastWinners() const { return m_lastWinners; }

private:
    void startRound();
    void startTieRound(std::vector<Seat> tied);
    void finishTurn(Seat seat);
    void nextThrower();
    void showdown();
    void finishRound(const std::vector<Seat>& winners, bool byFolds);
    std::vector<Seat> live() const;
    Message name(Seat seat) const;
    int heldCount(Seat seat) const;

    std::vector<std::string> m_names;
    OpenPokerRules m_rules;
    Ledger m_ledger;
    Session m_session;
    std::vector<DiceSet> m_dice;
    std::vector<bool> m_folded;
    std::vector<bool> m_done;
    std::vector<Seat> m_contenders;
    int m_turn = 0; ///< index into m_contenders of the seat at its dice
    std::optional<BettingRound> m_betting;
    int m_stake = 0;
    int m_tieRounds = 0;
    bool m_over = false;
    std::vector<Seat> m_lastWinners;
    std::vector<std::vector<int>> m_lastHands;
};

} // namespace knobel
