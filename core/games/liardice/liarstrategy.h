// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <utility>
#include <vector>

#include "games/liardice/liarsolver.h"

namespace knobel {

class LiarSolver;

/// Liar Dice's deal in the real game's terms (seed 003): the 252 exact hands of one cup in the hands
/// kit's order, the 462 sub-hands a player may keep under the cup (0–5 dice), and where throwing the
/// rest of the dice leads. Built once; safe to share between threads.
class LiarHands
{
public:
    static constexpr int kHands = 252;
    static constexpr int kKeeps = 462; ///< multisets of 0 … 5 dice of six faces

    static const LiarHands& get();

    /// Rank in the announcement order, 0 lowest … 251 five Aces.
    int strength(int hand) const { return m_strength[std::size_t(hand)]; }
    int handAtStrength(int rank) const { return m_byStrength[std::size_t(rank)]; }
    int fiveAces() const { return m_fiveAces; }
    /// The chance of a first throw of five dice.
    double prior(int hand) const { return m_prior[std::size_t(hand)]; }
    const std::array<int, 6>& counts(int hand) const { return m_counts[std::size_t(hand)]; }
    int aces(int hand) const { return m_counts[std::size_t(hand)][5]; }
    /// The hand of these counts per face (1 … 6), −1 unless they are five dice.
    int handOf(const std::array<int, 6>& counts) const;

    /// The sub-hand of these counts (0 … 5 dice), −1 when there is none.
    int keepOf(const std::array<int, 6>& counts) const;
    const std::array<int, 6>& keepCounts(int keep) const { return m_keepCounts[std::size_t(keep)]; }
    int keepSize(int keep) const { return m_keepSize[std::size_t(keep)]; }
    /// Throwing every die but the kept ones: each hand it can give, with its chance.
    const std::vector<std::pair<int, double>>& afterThrow(int keep) const
    {
        return m_after[std::size_t(keep)];
    }
    /// The different sub-hands of 0 … 4 dice a player holding `hand` may keep when throwing again.
    const std::vector<int>& keepsOf(int hand) const { return m_keepsOf[std::size_t(hand)]; }

    /// P(reaching five Aces from `aces` Aces with `throwsLeft` throws, keeping Aces).
    double chase(int aces, int throwsLeft) const;

private:
    LiarHands();
    std::vector<int> m_strength, m_byStrength;
    std::vector<double> m_prior;
    std::vector<std::array<int, 6>> m_counts;
    std::vector<std::array<int, 6>> m_keepCounts;
    std::vector<int> m_keepSize;
    std::vector<int> m_keepCode; ///< base-6 code of the counts → keep
    std::vector<std::vector<std::pair<int, double>>> m_after;
    std::vector<std::vector<int>> m_keepsOf;
    std::array<std::array<double, 3>, 6> m_chase{};
    int m_fiveAces = 0;
};

/// One decision of a seat in a deal, as the seat sees it: everything but the other cup.
struct LiarSituation
{
    int call = -1; ///< the hand last announced (exact hand index), −1 none: the deal's first call
    int previous = -1; ///< the call before it in this deal (the one it raised), −1 none
    int throws = 1; ///< throws this seat made in the deal (1–3; the first counted)
    int otherThrows = 1; ///< throws the other made in the deal
    int otherThrew = 0; ///< dice the other threw again in its last turn
    int threwNow = 0; ///< dice this seat threw again in this turn so far
    bool operator==(const LiarSituation&) const = default;
};

/// A choice with its chance: a hand announced, or a sub-hand kept (−1: throw no more).
struct LiarChoice
{
    int what = -1;
    double chance = 0;
};

/// A level's play of Liar Dice in the real game's terms: what the computer player does (LiarBot turns
/// each choice into actions) and what a best response reads to update its beliefs. A decision of a
/// seat holding `hand` in `situation`:
/// - doubt: asked at the start of a turn that answers a call; the chance of doubting;
/// - keeps: asked whenever the seat may throw again (it accepted the call, throws are left and the
///   call is not five Aces); the chance of throwing no more (−1) and of each sub-hand kept;
/// - announcements: the chance of each hand announced (all above the call).
class LiarStrategy
{
public:
    virtual ~LiarStrategy() = default;
    virtual double doubt(const LiarSituation& situation, int hand) const = 0;
    virtual void keeps(const LiarSituation& situation, int hand, std::vector<LiarChoice>& out) const = 0;
    virtual void announcements(
        const LiarSituation& situation, int hand, std::vector<LiarChoice>& out) const = 0;
    /// The kinds of decision, for canonical(): Any reads what any of them reads.
    enum class Decision { Doubt, Keep, Announce, Any };
    /// The situation with the details this strategy does not read for `decision` set to fixed values,
    /// so that a search can share its work between situations the strategy cannot tell apart. By
    /// default the strategy reads all of it.
    virtual LiarSituation canonical(
        const LiarSituation& situation, Decision /*decision*/ = Decision::Any) const
    {
        return situation;
    }
};

/// The strategy of the abstraction's table (LiarSolver) mixed with its simple honest player by `mix`:
/// the levels as they are today (liartable.h).
///
/// Calls the table never met (action translation, issue 33): the table was trained on calls that are
/// a bucket's lowest hand above the call before (c0); a real player may announce any hand, and a
/// best response in the real game announced the top of a bucket, where the table answered as if it
/// were the bucket's lowest and seldom doubted. An exact call c between c0 and the next bucket's
/// lowest hand c1 is read as c0 with chance (T(c) − T(c1)) / (T(c0) − T(c1)) and as c1 otherwise,
/// T being the chance that a first throw is at least the hand; each decision (doubt, keep, announce)
/// mixes the table's answers to both readings by those chances. The honest player's share answers
/// the exact call.
class LiarTableStrategy : public LiarStrategy
{
public:
    /// `translateCalls`: read calls off the table's grid as above (false: as their bucket's lowest,
    /// the table before issue 33).
    LiarTableStrategy(std::shared_ptr<const LiarSolver> solver, double mix, bool translateCalls = true);
    double doubt(const LiarSituation& situation, int hand) const override;
    void keeps(const LiarSituation& situation, int hand, std::vector<LiarChoice>& out) const override;
    void announcements(const LiarSituation& situation, int hand, std::vector<LiarChoice>& out) const override;
    LiarSituation canonical(const LiarSituation& situation, Decision decision = Decision::Any) const override;

    const LiarSolver& solver() const { return *m_solver; }
    double mix() const { return m_mix; }

    /// How a call is read: as itself with chance `down` (the table's answer to its bucket), and as
    /// the next bucket's lowest hand `up` (−1: none) with chance 1 − down.
    struct Reading
    {
        double down = 1;
        int up = -1;
    };
    Reading readingOf(const LiarSituation& situation) const;

protected:
    /// The table's strategy in this information set; the honest player's where the training never
    /// came when m_unreachedHonest.
    std::array<double, LiarSolver::kSlots> play(
        const LiarSolver::View& v, const LiarSolver::Slots& offered) const;
    bool m_unreachedHonest = false;

private:
    std::shared_ptr<const LiarSolver> m_solver;
    double m_mix;
    bool m_translate;
};

/// The table's strategy (LiarTableStrategy, no honest share) with corrections for the real game
/// (issue 33), each measured against the real-game best response (docs/liardice.md) through the
/// measuring levels (liarMeasuringLevels):
/// - Doubts: the table reads its own hand only by its bucket and whether it is above the call, so it
///   accepted calls it could not beat and then had to bluff against a best response that doubts with
///   exact beliefs. A call is doubted at least with the chance 1 − q that the level's hand does NOT
///   get above it, q the exact chance of a higher hand after its best rethrows (0–2 throws left).
/// - StandAbove: holding a hand above the call, throw no more (keep the throws for later).
/// - UnreachedHonest: where the training never came, the honest player plays (not every slot alike).
/// - NoFiveAces: never announce five Aces (thrown, they are shown at once: announced, always a
///   bluff, and always doubted); their share goes to the lowest hand above the call.
/// - Blur: the announcement is mixed, 0.8 to 0.2, with the one the whole range makes (every hand
///   weighed by its chance of a first throw), so that it tells less of where the hand lies.
class LiarLookaheadStrategy : public LiarTableStrategy
{
public:
    enum Correction : int { Doubts = 1, StandAbove = 2, UnreachedHonest = 4, NoFiveAces = 8, Blur = 64 };
    /// `corrections`: the Correction flags that apply.
    LiarLookaheadStrategy(std::shared_ptr<const LiarSolver> solver, int corrections);
    double doubt(const LiarSituation& situation, int hand) const override;
    void keeps(const LiarSituation& situation, int hand, std::vector<LiarChoice>& out) const override;
    void announcements(const LiarSituation& situation, int hand, std::vector<LiarChoice>& out) const override;
    /// q: the chance that holding `hand` with `throwsLeft` throws left one gets above `call` (exact
    /// hand index), throwing again as well as one can.
    double beatChance(int hand, int call, int throwsLeft) const;

private:
    /// Per rank of the call, per hand: q with 1 and 2 throws left (filled once, on first use).
    struct Reach
    {
        std::array<float, LiarHands::kHands> one{}, two{};
    };
    const Reach& reach(int rank) const;
    const std::vector<LiarChoice>& rangeAnnouncements(const LiarSituation& situation) const;
    mutable std::mutex m_rangeMutex;
    mutable std::unordered_map<std::uint64_t, std::vector<LiarChoice>> m_range;
    mutable std::array<std::once_flag, LiarHands::kHands> m_once;
    mutable std::array<Reach, LiarHands::kHands> m_reach;
    int m_mode;
};

} // namespace knobel
