// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace knobel {

/// What one player believes about the hidden state of the other (in the dice games with a cup: the
/// other's hand), as weights over every state it can be in. It starts from the chance of each state
/// and changes only by what the player sees:
/// - the other acts: each state's weight is multiplied by the chance that the other's level takes
///   this action in this state (observe) — the level's own probabilities, as `knobel policy` gives
///   them;
/// - the hidden state changes in a way seen only in part (Liar Dice: some dice thrown again, the
///   other sees how many): each state's weight goes to the states it can become (move).
///
/// This is the part every hidden-dice game shares; each game supplies its states, their prior and
/// the two kinds of update (Liar Dice: liarresponse.h; Verdecktes Würfelpoker and heads-up hold'em
/// plug in the same way: their cups' hands, the level's betting or announcing probabilities, the
/// dice drawn or thrown again).
class Belief
{
public:
    Belief() = default;
    explicit Belief(std::vector<double> prior);

    std::size_t size() const { return m_weight.size(); }
    /// The unnormalised weight of a state.
    double weight(std::size_t state) const { return m_weight[state]; }
    const std::vector<double>& weights() const { return m_weight; }
    double mass() const;
    /// The posterior chance of a state (0 when nothing is left).
    double probability(std::size_t state) const;

    /// The other took an action that a state explains with `chance(state)` (0…1). Returns the chance
    /// of the action under the belief before (the evidence). When no state explains it (evidence 0:
    /// the model and the player disagree), the weights stay as they were and 0 is returned.
    double observe(const std::function<double(std::size_t state)>& chance);
    /// The same with the chances given for every state at once.
    double observe(const std::vector<double>& chance);
    /// The hidden state changed: `kernel(from, weight, to)` adds `weight` spread over the states
    /// `from` can become into `to` (sized like the belief, zero on entry).
    void move(const std::function<void(std::size_t from, double weight, std::vector<double>& to)>& kernel);
    /// Scales the weights to add up to 1 (nothing when they add up to 0).
    void normalise();

private:
    std::vector<double> m_weight;
};

/// What a best response wins in one seat: the mean per deal and its standard error.
struct SeatFigure
{
    double mean = 0;
    double standardError = 0;
    std::uint64_t deals = 0;
};

/// Plays `deals` deals with the best response in each of the two seats (0 and 1; the game says what
/// a seat is — Liar Dice: 0 the caller, 1 the other) and measures its result per deal.
/// `play(seat, deal)` plays deal number `deal` (0 … deals−1) with the best response in `seat` and
/// returns its result; it must draw all its chance from (seat, deal) alone, so that the figures are
/// the same whatever the number of threads. Runs on `threads` threads (at least 1); progress 0…1;
/// when cancel becomes true it stops soon and returns what was measured so far.
std::array<SeatFigure, 2> measureSeats(const std::function<double(int seat, std::uint64_t deal)>& play,
    std::uint64_t deals, int threads, const std::function<void(double)>& progress = {},
    const std::atomic<bool>* cancel = nullptr);

/// A seed for deal `deal` of seat `seat` of a run with `seed` (splitmix64 steps), so that
/// neighbouring deals do not share dice.
std::uint64_t dealSeed(std::uint64_t seed, int seat, std::uint64_t deal);

} // namespace knobel
