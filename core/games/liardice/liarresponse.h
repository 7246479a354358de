// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <random>
#include <span>
#include <unordered_map>
#include <vector>

#include "games/liardice/liarstrategy.h"
#include "solver/beliefresponse.h"

namespace knobel {

/// A best response to a Liar Dice level in the real game (seed 003), not in the level's abstraction:
/// a local best response (Lisý and Bowling 2017) with exact beliefs.
///
/// Beliefs: the responder knows the level's strategy (the chances `knobel policy` answers) and keeps
/// the exact posterior over the 252 hands under the other cup. Each thing the level is seen to do
/// weighs every hand by the level's chance of doing it with that hand (not doubting, throwing no
/// more, announcing a hand); a throw of n dice again carries each hand's weight, through every
/// sub-hand the level keeps with n dice thrown, to the hands the throw can give (five Aces excluded:
/// they would have been shown).
///
/// Search: at each of its decisions the responder values every real action — doubt; accept and
/// throw again keeping any sub-hand of its cup, or stand; announce any hand above the call — by the
/// exact expectation over the other's hand and dice: the level's answer to the announcement (doubt,
/// or accept, throw again as it does and announce as it does, each with its chance), and at the
/// responder's next turn the better of doubting (exact under the posterior then) and accepting,
/// valued as announcing the next hand above the level's call and being doubted with the level's
/// chance (won when the responder's dice are at least that hand; what follows a second acceptance
/// counted 0). Five Aces thrown on either side are chased exactly. The values guide the decisions;
/// the figure is what the decisions win in deals played out in the real game, so it is a lower bound
/// on what a best response wins.
class LiarResponder
{
public:
    explicit LiarResponder(const LiarStrategy& level);

    // ---- beliefs over the level's cup, one deal at a time ----
    /// A deal starts (neither cup showed five Aces): the prior of a first throw without five Aces.
    void startDeal();
    /// The level answered a call without doubting (`its` = its situation at that decision).
    void levelAccepted(const LiarSituation& its);
    /// The level could throw again and threw no more.
    void levelStood(const LiarSituation& its);
    /// The level threw `dice` dice again, and they did not make five Aces.
    void levelThrew(const LiarSituation& its, int dice);
    /// The level announced `hand`.
    void levelAnnounced(const LiarSituation& its, int hand);
    const Belief& belief() const { return m_belief; }
    /// Whether an action of the level had no chance under the belief (the model and the level disagree).
    int surprises() const { return m_surprises; }

    // ---- the responder's decisions ----
    struct Decision
    {
        enum class Kind { Doubt, Keep, Announce } kind = Kind::Announce;
        int keep = -1; ///< Keep: the sub-hand kept (LiarHands::keepOf), the rest thrown
        int hand = -1; ///< Announce: the hand
        double value = 0; ///< the search's value of it for the responder
    };
    /// The responder's move at `mine` holding `hand`: at the deal's first call (mine.call < 0) an
    /// announcement; answering a call: doubt, keep (throw again) or announce; after a throw: keep or
    /// announce. `mayDoubt` says whether a doubt is legal now.
    Decision decide(const LiarSituation& mine, int hand, bool mayDoubt);

    /// A diagnostic: the responder best-responds only in the kinds of decision named and plays the
    /// level's own strategy in the others (its chances drawn from `seed`), so that a measurement shows
    /// which decisions a best response gains most in.
    enum Decisions : unsigned { Doubts = 1, Keeps = 2, Announcements = 4, All = 7 };
    void bestRespondOnlyIn(unsigned decisions, std::uint64_t seed);

    /// The value of doubting the level's call under the belief (+1 won, −1 lost).
    double doubtValue(int call) const;
    /// The search's value of announcing `announce` holding `hand` at `mine`.
    double announceValue(const LiarSituation& mine, int hand, int announce);

    /// What the level does after the responder announces, as the search sees it (for the tests).
    struct Outcome
    {
        int rank = 0; ///< strength of the level's announcement
        double mass = 0; ///< chance of this announcement after these throws
        double doubt = 0; ///< the responder's doubt of it: mass × (won − lost)
        double doubtNext = 0; ///< mass × the level's chance of doubting the next hand above it
    };
    struct Turn
    {
        double doubts = 0; ///< chance the level doubts the responder's announcement
        double fiveAces = 0; ///< chance it throws five Aces (the responder chases them)
        std::vector<Outcome> outcomes; ///< one per (throws seen, announcement)
    };
    /// The level's turn after the responder announces `announce` at `mine` (for the tests).
    Turn levelTurn(const LiarSituation& mine, int announce);

private:
    /// The level's choices in one situation for every hand, in one array.
    struct Choice
    {
        std::int32_t what;
        float chance;
    };
    struct Block
    {
        std::array<std::uint16_t, LiarHands::kHands + 1> start{};
        std::vector<Choice> choices;
        std::span<const Choice> operator[](std::size_t hand) const
        {
            return {choices.data() + start[hand], choices.data() + start[hand + 1]};
        }
    };
    struct Context; ///< the values of the responder's best announcement after its throws
    static std::uint64_t keyOf(const LiarSituation& s, int kind);
    const std::vector<double>& doubts(const LiarSituation& level);
    const Block& keepBlock(const LiarSituation& level);
    const Block& announceBlock(const LiarSituation& level);
    void turn(const LiarSituation& level, Turn& out);
    double valueOf(const Turn& t, int announce, int hand, int throwsLeft) const;
    const std::vector<double>& standValues(const LiarSituation& mine);
    double keepValue(const LiarSituation& mine, int keep);
    const std::vector<double>& goOnValues(const LiarSituation& mine);
    double fiveAcesValue(int levelThrows) const;
    LiarSituation levelFacing(const LiarSituation& mine, int announce) const;

    const LiarStrategy& m_level;
    const LiarHands& m_hands;
    unsigned m_decisions = All;
    std::mt19937_64 m_draws;
    Belief m_belief;
    int m_surprises = 0;
    // Caches: the level's chances per situation (kept across deals; cleared when large) and the
    // responder's best announcement values per situation (for one decision).
    std::unordered_map<std::uint64_t, std::vector<double>> m_doubts;
    std::unordered_map<std::uint64_t, Block> m_blocks;
    std::size_t m_blockChoices = 0; ///< the choices held in m_blocks
    std::unordered_map<std::uint64_t, std::vector<double>> m_stand;
    std::unordered_map<std::uint64_t, std::vector<double>> m_goOn;
    /// Per the level's throws and the responder's: the level's chance of doubting the hand above
    /// each rank, per hand it holds (hand-major, for the search's inner loop).
    const float* nextDoubts(int levelThrows, int otherThrows);
    std::array<std::array<std::vector<float>, 4>, 4> m_nextDoubts;
    double m_fiveAces = 0; ///< the value of throwing five Aces, for one decision (NaN: not yet)
    std::vector<LiarChoice> m_scratch;
    /// turn()'s working memory: the weights of each stage of the level's throws, per hand.
    std::vector<std::array<double, LiarHands::kHands>> m_stage;
    std::vector<double> m_sums;
    std::vector<int> m_touched;
};

/// What `knobel exploit` reports for the real game.
struct LiarResponseFigures
{
    SeatFigure caller; ///< the responder calls the deal
    SeatFigure other; ///< the level calls, the responder answers
    int surprises = 0; ///< actions of the level the belief gave no chance (0 unless the model is wrong)
};

/// Plays `deals` deals with the responder as the caller and `deals` as the other against the level
/// in the real game: LiarDiceState's rules, the level's LiarBot (`salt`: its stream of draws, as
/// the level's bot has it) deciding from its seat's view, the responder from its own; every die
/// from the seed. Drawn deals (both five Aces) count 0. Runs on `threads` threads.
/// `decisions`: see LiarResponder::bestRespondOnlyIn (the responder's own play elsewhere follows the level).
LiarResponseFigures measureLiarResponse(const std::shared_ptr<const LiarStrategy>& level, double salt,
    std::uint64_t deals, std::uint64_t seed, int threads, const std::function<void(double)>& progress = {},
    const std::atomic<bool>* cancel = nullptr, unsigned decisions = LiarResponder::All);

} // namespace knobel
