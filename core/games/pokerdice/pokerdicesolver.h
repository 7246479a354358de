// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

/// The exact solver of two-seat Poker Dice (seed 002): every die is open, so the deal is a zero-sum
/// game of perfect information with chance, solved by expectiminimax over throws, keeps, stopping and
/// every betting decision. A compact model of its own: it knows nothing of the engine's State.
namespace knobel::pokerdice {

/// Every multiset of 0…`dice` dice with `faces` faces, indexed once: the solver's dice states.
/// Full multisets (exactly `dice` dice) have their own dense index, in lexicographic order of their
/// ascending faces ({1,1,1,1,1}, {1,1,1,1,2}, … — for five dice the hands kit's exactHands() order).
class Multisets
{
public:
    Multisets(int dice, int faces);

    int dice() const { return m_dice; }
    int faces() const { return m_faces; }
    int count() const { return int(m_size.size()); } ///< multisets of every size 0…dice
    int fullCount() const { return int(m_full.size()); }
    int size(int multiset) const { return m_size[std::size_t(multiset)]; }
    /// The multiset with one more die showing `face` (1…faces); −1 when it is full.
    int child(int multiset, int face) const;
    int full(int fullIndex) const { return m_full[std::size_t(fullIndex)]; }
    /// The full index of a full multiset, −1 for a smaller one.
    int fullIndexOf(int multiset) const { return m_fullIndex[std::size_t(multiset)]; }
    /// The distinct multisets a player can keep of a full hand before throwing again: every
    /// sub-multiset with fewer dice than the hand, the empty one (throw all) included.
    const std::vector<int>& keeps(int fullIndex) const { return m_keeps[std::size_t(fullIndex)]; }
    /// The multiset of these faces (any order); −1 for a face out of range or too many dice.
    int indexOf(const std::vector<int>& faces) const;
    /// Ascending faces of a multiset.
    std::vector<int> faces(int multiset) const;

private:
    int code(const std::vector<int>& counts) const;
    int m_dice, m_faces;
    std::vector<int> m_size, m_fullIndex, m_full, m_codeToIndex;
    std::vector<std::vector<int>> m_counts, m_children, m_keeps;
};

/// The rules the solver plays. The full game is five dice, six faces, three throws; tests solve
/// smaller ones against a brute force.
struct SolverRules
{
    int dice = 5;
    int faces = 6;
    int throws = 3; ///< per seat
    int minStake = 1; ///< the ante, the smallest bet and the smallest raise
    int maxStake = 5; ///< the largest bet and the largest raise
    bool betBeforeSecondPlayer = true; ///< a betting round before the second seat's first throw
    bool betting = true; ///< false: no betting rounds at all, only the antes (the value is then
                         ///< min_stake × (P(win) − P(lose)))
    /// Per full multiset (Multisets' full index): the hand's strength; higher wins, equal hands tie.
    std::vector<int> strength;
};

/// One step of the deal in order. Rounds come before the first seat's throws 2…, before the second
/// seat's first throw (when the option is on) and before its throws 2…; a seat that stopped skips its
/// throws, but the rounds still come. The seat whose throw follows a round opens it.
struct Event
{
    enum class Kind { Throw, Round, Showdown } kind = Kind::Showdown;
    int seat = 0; ///< Throw: who throws; Round: who opens
    int throwNumber = 0; ///< Throw: 1…throws
};
std::vector<Event> timeline(const SolverRules& rules);

/// A move inside a betting round. Amounts: a bet adds `amount` to the bettor's stake, a raise adds the
/// bet plus `amount`, a call matches.
struct BetMove
{
    enum class Kind { Check, Bet, Call, Raise, Fold } kind = Kind::Check;
    int amount = 0;
    bool operator==(const BetMove&) const = default;
};

/// Where a deal stands, as the solver sees it.
struct Position
{
    int event = 0; ///< index into timeline(): the event under way or next
    std::vector<int> hand[2]; ///< each seat's faces (any order); empty before its first throw
    bool stopped[2] = {false, false};
    int stake = 1; ///< what each seat has in the pot at the start of the current round (equal)
    std::vector<BetMove> bets; ///< this round's moves so far
};

/// A choice of the seat to act, with the first seat's expected chips after it.
struct Choice
{
    enum class Kind { Stop, Keep, Check, Bet, Call, Raise, Fold } kind = Kind::Stop;
    std::vector<int> keep; ///< Keep: the faces kept, ascending (empty: throw all again)
    int amount = 0; ///< Bet: the bet; Raise: the raise on top of the bet
    double value = 0; ///< the first seat's expected chips of the deal after this choice
};

/// Expectiminimax by backward induction over the timeline on dense tables. The first seat's phase is
/// kept whole (hand × stopped × stake); the second seat's phase depends on the first seat's final hand
/// only through its strength, so it is solved once per strength, its entry value kept, and solved
/// again on demand (and cached) when a position in it is asked about.
class PokerDiceSolver
{
public:
    explicit PokerDiceSolver(SolverRules rules);
    ~PokerDiceSolver();

    /// A rules problem in one line, or nothing when the rules can be solved.
    static std::optional<std::string> check(const SolverRules& rules);

    /// Solves the deal; `progress` hears 0…1, `cancel` stops early (then false, nothing solved).
    bool solve(const std::function<void(double)>& progress = {}, const std::atomic<bool>* cancel = nullptr);
    bool solved() const { return m_solved; }
    /// The first seat's exact expected chips per deal (the second seat's are the negative).
    double value() const;
    /// Positions evaluated: betting nodes, keep decisions and chance nodes of the whole solve.
    std::uint64_t stateCount() const { return m_states; }

    const SolverRules& rules() const { return m_rules; }
    const Multisets& multisets() const { return m_sets; }
    const std::vector<Event>& events() const { return m_events; }
    /// The largest stake each seat can have in the pot at the start of event `event`.
    int stakeCap(int event) const;

    /// Checks a position: its event, hands, stake and bets fit the rules; a problem in one line.
    std::optional<std::string> check(const Position& position) const;
    /// The first seat's expected chips from this position on (a throw due: its expectation).
    double valueAt(const Position& position) const;
    /// The seat that decides at this position, −1 when nobody does (a throw that nobody chooses,
    /// a skipped throw, the showdown).
    int toAct(const Position& position) const;
    /// Every choice of the seat to act, with its value, best for that seat first. Empty when nobody
    /// decides. Keeps list each distinct multiset once.
    std::vector<Choice> choices(const Position& position) const;

private:
    struct SecondPhase; // the second seat's tables for one strength of the first seat's hand

    int firstSecondEvent() const; ///< the first event of the second seat's phase
    void solveFirstPhase();
    std::shared_ptr<const SecondPhase> solveSecondPhase(int rank, std::uint64_t* states) const;
    std::shared_ptr<const SecondPhase> secondPhase(int rank) const;
    /// The value at the start of `event` (no bets yet, the throw not yet decided) with this stake.
    double tableValue(int event, const Position& position, int stake) const;
    /// A betting round opened by `opener` at every stake lo…hi, from the values after it.
    void roundRow(const double* next, double* out, int lo, int hi, int opener) const;

    SolverRules m_rules;
    Multisets m_sets;
    std::vector<Event> m_events;
    int m_stakeCount = 0; ///< stakes 0 … m_stakeCount-1 are indexed
    bool m_solved = false;
    std::uint64_t m_states = 0;
    double m_value = 0;
    std::vector<int> m_strengthRank; ///< full index → dense rank of its strength
    std::vector<int> m_rankStrength; ///< dense rank → strength
    std::vector<std::vector<double>> m_entry; ///< per dense rank: the second phase's entry value by stake
    /// Per first-phase event: [stopped][full index][stake]; throw 1 has no hand before it.
    std::vector<std::vector<double>> m_first;
    mutable std::mutex m_cacheMutex;
    struct Cached
    {
        std::shared_ptr<const SecondPhase> phase;
        std::uint64_t lastUse = 0;
    };
    mutable std::map<int, Cached> m_cache; ///< by dense rank of the first seat's hand
    mutable std::uint64_t m_cacheClock = 0;
};

} // namespace knobel::pokerdice
