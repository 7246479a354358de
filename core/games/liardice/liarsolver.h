// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace knobel {

class DealRunner;

/// A game-theoretic player of one deal of Liar Dice (seed 003), found by outcome-sampling Monte
/// Carlo counterfactual regret minimisation (MCCFR) on an abstraction of the deal.
///
/// The deal as modelled: two players, five poker dice each behind a screen (faces 1–6 = Nine … Ace).
/// The caller announces an exact hand; the other doubts, or accepts, may throw again any of his dice
/// (at most three throws a deal, the first counted; the other sees how many dice) and announces a
/// higher hand; and so on until a doubt. Five Aces after any throw are shown at once: the other may
/// chase them with his remaining throws (keeping Aces); reaching five Aces draws the deal (counted 0
/// here: the deal is played again), otherwise the five Aces win. A deal is worth +1 to its winner and
/// −1 to its loser.
///
/// The abstraction (the information a decision depends on), documented in docs/liardice.md:
/// - own hand: its class and main face (38 buckets) and whether it is above the last call;
/// - the last call: the same 38 buckets, or none;
/// - the throws left of both players (0–2 each);
/// - how many dice the other threw again in his last turn (0, 1, 2, 3, 4–5, 6 or more; announcing:
///   0, 1–2, 3 or more);
/// - answering a call: how far it raised the call before it (the first call; 1 hand; 2–4; 5–12; more);
/// - announcing: how many dice one threw again in this turn (0, 1–2, 3 or more);
/// - the decision: doubt or accept; which dice to throw again (5 abstract keeps); which hand to
///   announce: a bucket, announced as its lowest hand above the last call (38 raises). Every bucket
///   can be announced, true or not, and an announcement tells no more than its bucket: the real
///   game lets a player announce any hand, and a strategy trained only on a few announcements (one's
///   own exact hand among them) gives its hand away and never learns to doubt the others.
/// The key forgets the rest of the history (imperfect recall, as OpenSpiel's liars_dice with a short
/// recall). Both seats share one table: the key says everything the seat's role changes.
class LiarSolver
{
public:
    static constexpr int kHands = 252; ///< multisets of five dice, lexicographic (the hands kit's order)
    static constexpr int kHandBuckets = 38;
    static constexpr int kCallBuckets = kHandBuckets + 1; ///< + no call yet
    static constexpr int kCountBuckets = 6;
    static constexpr int kSlots = kHandBuckets; ///< the most abstract actions of one decision

    enum class Phase { Respond, Keep, Announce };
    /// Respond: doubt or accept.
    enum RespondSlot { Doubt, Accept };
    /// Keep: which dice stay under the cup when throwing again.
    enum KeepSlot {
        Stand, ///< throw no more
        KeepGroups, ///< keep every die of a pair or more (no group: keep the four highest)
        KeepGroupsHigh, ///< keep the groups and the highest single die
        KeepTopGroup, ///< keep only the best group (no group: the highest die)
        ThrowAll, ///< throw all five again
    };
    static constexpr int kKeepSlots = 5;
    /// Announce: slot b announces bucket b — its lowest hand above the last call (legal when there is
    /// one).
    static constexpr int kAnnounceSlots = kHandBuckets;
    /// The slots of each kind of decision.
    static constexpr int slotsIn(Phase phase)
    {
        return phase == Phase::Respond ? 2 : phase == Phase::Keep ? kKeepSlots : kAnnounceSlots;
    }

    /// strength: per hand (lexicographic multiset index) its rank among the 252, 0 lowest … 251
    /// highest (the hands kit's handStrengths for poker dice with straights); all distinct.
    explicit LiarSolver(std::vector<int> strength);

    // ---- the table ----
    /// Iterations of a full build (the Perfect level).
    static constexpr std::uint64_t kFullIterations = 40'000'000;
    /// Trains for `iterations` sampled deals from the seed (deterministic for a seed). progress 0…1;
    /// when cancel becomes true the build stops soon after and the solver stays unsolved.
    void solve(std::uint64_t iterations = kFullIterations, std::uint64_t seed = 1,
        const std::function<void(double)>& progress = {}, const std::atomic<bool>* cancel = nullptr);
    bool isSolved() const { return m_solved; }
    std::uint64_t iterations() const { return m_iterations; }

    /// What a table of `iterations` is the solution of: engine version, abstraction, iterations.
    static std::string tableKey(std::uint64_t iterations);
    /// Entries of the table (information sets × slots).
    std::uint64_t stateCount() const { return std::uint64_t(m_average.size()); }
    /// The average strategy (unnormalised weights per information set and slot): what is kept on disk.
    const std::vector<double>& values() const { return m_average; }
    /// Takes a table of `iterations` read from disk (stateCount() weights) as the solution.
    void adopt(std::vector<double> average, std::uint64_t iterations);
    /// How the table is laid out: runs of information sets, each with its number of slots (the
    /// respond, keep and announce decisions in turn).
    struct Segment
    {
        std::size_t sets = 0;
        int width = 0; ///< slots of each
    };
    static std::vector<Segment> layout();

    // ---- the model, shared by the game's computer player and the tests ----
    const std::array<int, 5>& faces(int hand) const { return m_faces[std::size_t(hand)]; }
    int handOf(std::array<int, 6> counts) const; ///< counts per face 1…6 → hand index
    int strength(int hand) const { return m_strength[std::size_t(hand)]; }
    int handAtStrength(int rank) const { return m_byStrength[std::size_t(rank)]; }
    int fiveAces() const { return m_fiveAces; }
    int bucketOf(int hand) const { return m_bucket[std::size_t(hand)]; }
    /// The strengths of a bucket's lowest and highest hands (buckets are runs of strength).
    int bucketLowest(int bucket) const { return m_bucketLow[std::size_t(bucket)]; }
    int bucketHighest(int bucket) const { return m_bucketHigh[std::size_t(bucket)]; }
    /// P(a first throw of five dice is at least this hand).
    double tail(int hand) const { return m_tail[std::size_t(hand)]; }
    /// P(reaching five Aces from `aces` Aces with `throwsLeft` throws, keeping Aces).
    double chaseChance(int aces, int throwsLeft) const;

    /// What one decision sees.
    struct View
    {
        Phase phase = Phase::Announce;
        int hand = 0; ///< own dice (hand index)
        int call = -1; ///< the last announced hand (hand index), −1 none
        int throwsLeft = 2; ///< own
        int otherThrowsLeft = 2;
        int otherThrew = 0; ///< dice the other threw again in his last turn
        int previous = -1; ///< the call before the last call in this deal, −1 none
        int threwNow = 0; ///< dice this player threw again in this turn so far
    };
    /// How far the last call raised the one before: the deal's first call, 1 hand, 2–4, 5–12, more.
    static constexpr int kGapClasses = 5;
    int gapClass(int call, int previous) const;
    /// The dice a player threw again in this turn, as the announcement's key tells it: 0, 1–2, 3 or more.
    static constexpr int kNowClasses = 3;
    /// The information set's number (within its kind of decision).
    std::uint32_t keyOf(const View& view) const;
    /// Where the information set's slots start in the table.
    std::size_t entryOf(const View& view) const;
    /// Which slots are legal; for Keep the dice kept per slot, for Announce the hand per slot.
    struct Slots
    {
        std::array<bool, kSlots> legal{};
        std::array<int, kSlots> hand{}; ///< Announce: the hand (index) announced
        std::array<std::array<int, 6>, kSlots> keep{}; ///< Keep: counts per face kept
        int count = 0;
    };
    Slots slotsOf(const View& view) const;
    /// The table's mixed strategy over the slots (0 on illegal ones); a uniform mix over the legal
    /// slots where the table never came.
    std::array<double, kSlots> strategy(const View& view) const;
    /// The same with the view's slots already found.
    std::array<double, kSlots> strategy(const View& view, const Slots& offered) const;

    /// A simple honest player, the mixture partner of the weaker levels: doubts a call a first throw
    /// reaches less than 30 % of the time, throws the dice outside its groups while below the call,
    /// announces its own bucket when that is true, else the lowest raise.
    std::array<double, kSlots> heuristic(const View& view) const;
    std::array<double, kSlots> heuristic(const View& view, const Slots& offered) const;
    /// The table's strategy mixed with the heuristic (what policy(mix) gives), slots already found.
    std::array<double, kSlots> mixed(const View& view, const Slots& offered, double mix) const;

    /// A strategy for a seat: view → distribution over slots.
    using Policy = std::function<std::array<double, kSlots>(const View&)>;
    /// The table's strategy mixed with the heuristic: (1 − mix)·table + mix·heuristic.
    Policy policy(double mix) const;

    /// The value a best response wins per deal against `policy` (mean over both seats), found in the
    /// abstraction by outcome-sampling regret minimisation for the responder alone (`iterations`),
    /// then measured by playing `deals` deals in each seat. Returns the mean and its standard error.
    struct Exploit
    {
        double value = 0;
        double standardError = 0;
        double asCaller = 0, asOther = 0;
        double callerError = 0, otherError = 0; ///< standard errors of the two seats' figures
    };
    Exploit exploitability(const Policy& policy, std::uint64_t iterations, std::uint64_t deals,
        std::uint64_t seed, const std::function<void(double)>& progress = {},
        const std::atomic<bool>* cancel = nullptr) const;

    /// Mean value per deal of seat 0 (the caller) playing `caller` against `other`, over `deals` deals.
    std::pair<double, double> play(
        const Policy& caller, const Policy& other, std::uint64_t deals, std::uint64_t seed) const;

    /// A deal in progress, as the sampler walks it (defined in the source).
    struct Deal;

private:
    friend class DealRunner;
    double sampleDeal(const Policy& p0, const Policy& p1, std::mt19937_64& rng) const;

    std::vector<int> m_strength, m_byStrength, m_bucket;
    std::vector<std::array<int, 5>> m_faces;
    std::vector<std::array<int, 6>> m_counts;
    std::vector<double> m_tail;
    std::vector<int> m_codeToHand; ///< base-6 code of sorted faces → hand
    std::array<int, kHandBuckets> m_bucketLow{}, m_bucketHigh{}; ///< strengths of each bucket's ends
    int m_fiveAces = 0;
    std::array<std::array<double, 3>, 6> m_chase{};

    std::vector<double> m_average;
    bool m_solved = false;
    std::uint64_t m_iterations = 0;
};

} // namespace knobel
