// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <memory>
#include <vector>

#include "kits/hands.h"

namespace knobel {

/// The hands of Verdecktes Würfelpoker as the game compares them: every one of the 252 exact hands
/// falls into a class of equal value (handStrengths: with plain poker dice each hand is its own class;
/// with aces wild — Joker Poker — hands of equal value share one). Everything the rules, the solver
/// and the computer player compare goes through these classes and atLeast(), so that another
/// evaluation (HandRules::acesWild) plugs in without a change here.
class VerdecktesHands
{
public:
    explicit VerdecktesHands(const HandRules& rules);

    const HandRules& rules() const { return m_rules; }
    int classes() const { return m_classes; }
    int classOf(int hand) const { return m_class[std::size_t(hand)]; }
    /// The chance that five dice thrown once fall into the class.
    double chance(int cls) const { return m_chance[std::size_t(cls)]; }
    /// The chance of one exact hand (one of the 252) in a throw of five dice.
    double handChance(int hand) const { return m_handChance[std::size_t(hand)]; }
    /// The hand the computer names for a class: the first of the class in the announcement order.
    int handOfClass(int cls) const { return m_handOf[std::size_t(cls)]; }
    /// The chance of a class above, equal to, below `cls`.
    double above(int cls) const;
    double below(int cls) const;

private:
    HandRules m_rules;
    int m_classes = 0;
    std::vector<int> m_class;
    std::vector<double> m_chance;
    std::vector<double> m_handChance;
    std::vector<int> m_handOf;
};

/// A way to play a round between two players (the first announcer and the second), by hand classes.
/// The same tables serve a round of more players: whoever announces with nothing standing plays the
/// first announcer's part, whoever announces against a standing hand plays the second's; whoever is
/// asked plays the doubter's part of that announcement.
///
/// The second announcer's choice against a standing class s comes down to three: claim above s
/// ("win": at the table a hand above s), claim s ("tie") or name a hand below s truthfully ("lose").
/// A hand above s always claims above s (true, and never worse); a hand equal to s or below mixes.
struct VerdecktesStrategy
{
    enum Second { Win, Tie, Lose };
    int classes = 0;
    std::vector<double> firstClaim; ///< [own × classes + claimed]: the first announcer's chance to claim
    std::vector<double> firstDoubt; ///< per claimed class: the chance to doubt the first announcement
    std::vector<std::array<double, 3>> tieMix; ///< per standing class: a hand equal to it, Win/Tie/Lose
    std::vector<std::array<double, 3>> lowMix; ///< per standing class: a hand below it, Win/Tie/Lose
    std::vector<double> doubtAbove; ///< per standing class: the chance to doubt a claim above it
    std::vector<double> doubtEqual; ///< per standing class: the chance to doubt a claim equal to it

    double claim(int own, int claimed) const
    {
        return firstClaim[std::size_t(own) * std::size_t(classes) + std::size_t(claimed)];
    }
    /// The chance of the doubter's part against a claim of class `claimed` with `standing` before
    /// it (−1: nothing standing).
    double doubt(int standing, int claimed) const;
    /// This strategy and `other` mixed: each decision as `share` of `other` and the rest of this.
    VerdecktesStrategy mixedWith(const VerdecktesStrategy& other, double share) const;
};

/// What a best response wins against a strategy, worked out exactly over the hands (two players,
/// one round, chips per round): as the first announcer and as the second, and the strategy's own
/// value for the first announcer when it plays itself.
struct VerdecktesExploit
{
    double asFirst = 0; ///< the best response's chips in the first seat
    double asSecond = 0; ///< … in the second
    double selfValue = 0; ///< the first seat's chips when the strategy plays both seats
    /// What a best response wins beyond the game's value, the mean of the two seats.
    double exploitability() const { return (asFirst + asSecond) / 2; }
};

/// The two-player round of Verdecktes Würfelpoker solved. The round is a game of two stages whose
/// second stage is a subgame with a public root: once the first announcement stands, the first
/// player's own dice no longer matter (only the standing hand, the pot and the second player's
/// dice, thrown afterwards). Its value per standing class (as a share of the pot) is solved first,
/// then the first stage — 252 own classes × 252 claims against a doubt per claim — by CFR+ with those
/// values at its leaves. Nothing is abstracted: the strategy is an equilibrium of the real round,
/// and exploit() measures any strategy in the real round exactly.
class VerdecktesSolver
{
public:
    static constexpr int kIterations = 1200;
    explicit VerdecktesSolver(const HandRules& rules, int iterations = kIterations);

    const VerdecktesHands& hands() const { return m_hands; }
    const VerdecktesStrategy& equilibrium() const { return m_equilibrium; }
    /// A simple honest player: names its own hand, answers a standing hand truthfully, doubts only
    /// a claim that few throws reach (below a chance of 15 %).
    const VerdecktesStrategy& honest() const { return m_honest; }
    /// The second stage's value for the second announcer, as a share of the pot, per standing class
    /// when both play `strategy`.
    double secondValue(const VerdecktesStrategy& strategy, int standing) const;
    /// The chips of the first announcer holding class `own` who claims `claimed`, against the
    /// doubt `doubt` and second-stage shares `share` (per standing class).
    static double firstChips(int own, int claimed, double doubt, const std::vector<double>& share);
    VerdecktesExploit exploit(const VerdecktesStrategy& strategy) const;
    /// The second stage's share of the pot for the second announcer when it answers `strategy`'s
    /// doubts as well as it can (per type), and when the first answers its claims as well as it can.
    double secondShareBestSecond(const VerdecktesStrategy& strategy, int standing) const;
    double secondShareBestFirst(const VerdecktesStrategy& strategy, int standing) const;

    /// What the second announcer's part is worth, as a share of the pot, for one choice of a
    /// second announcer of type `type` (0 below, 1 equal, 2 above) when the claim is doubted or not.
    static double secondPayoff(int type, int choice, bool doubted);

    /// The solver for these rules, built once per process (thread-safe).
    static std::shared_ptr<const VerdecktesSolver> shared(const HandRules& rules);

private:
    void solveSecond(int standing, int iterations);
    void solveFirst(int iterations);
    void makeHonest();

    VerdecktesHands m_hands;
    VerdecktesStrategy m_equilibrium;
    VerdecktesStrategy m_honest;
};

} // namespace knobel
