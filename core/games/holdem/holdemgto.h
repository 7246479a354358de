// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "holdemhands.h"

/// Heads-up Würfel-Hold'em on an abstraction, solved by chance-sampled CFR+ (the level `gto`).
///
/// The abstraction: the real limit betting of two players (check or bet; facing a bet fold, call or
/// raise; a bet and three raises a round; 10 in the opening and flop rounds, 20 on turn and river —
/// the game's choice of 10 on turn and river is played as 20 and read as a bet), five rounds: the
/// opening, the flop, the flop thrown again when both checked on it (a round of its own, once), turn
/// and river. The seat that acts first in every round (the dealer's left) is player 0. What a player
/// knows of its dice is a bucket per round: the share of the pot its pocket expects against one
/// other pocket drawn at random from the dice it has not seen, the board completed at random
/// (gtoStrength), cut at the quantiles of a sampled pool of deals into kBuckets equally common
/// buckets. The chance of the abstraction is that pool: every deal drawn from the bag as the game
/// draws it (both pockets, the flop, the flop's second throw, turn and river), each player's bucket in
/// every round and who wins the showdown with the flop as first thrown and as thrown again. A player
/// remembers the betting, not its earlier buckets (imperfect recall).
namespace knobel::holdem {

class GtoTable
{
public:
    static constexpr int kRounds = 5; ///< opening, flop, the flop thrown again, turn, river
    static constexpr int kBuckets = 10;
    static constexpr int kSlots = 3; ///< fold, check or call, bet or raise

    struct Params
    {
        int deals = 20000; ///< the pool: the abstraction's chance
        int samples = 120; ///< sampled runouts of a bucket's strength in the pool (flop, turn)
        std::uint64_t iterations = 400'000; ///< CFR+ iterations, one deal of the pool each
        std::uint64_t seed = 4;
    };

    /// A node of the betting tree; put[p] the chips player p has in the pot (with the ante).
    struct Node
    {
        enum class End { None, Fold, Showdown };
        End end = End::None;
        int player = 0; ///< to act; Fold: the player that folded
        int round = 0;
        bool rethrown = false; ///< the flop was thrown again on the way here
        bool facing = false; ///< a bet to call
        int raises = -1; ///< -1: no bet this round; 0: a bet; 1–3 raises
        std::array<int, 2> put{};
        std::array<int, kSlots> child{-1, -1, -1};
        int decision = -1; ///< index among the decision nodes
    };

    /// One deal of the pool: per player its bucket in each of seven slots (opening; flop; the flop
    /// thrown again; turn after the first and after the second flop; river likewise) and the
    /// showdown for player 0 (+1 won, 0 shared, −1 lost) with the first and with the second flop.
    struct Deal
    {
        std::array<std::array<std::uint8_t, 7>, 2> bucket{};
        std::array<std::int8_t, 2> result{};
    };

    GtoTable();
    explicit GtoTable(Params params);

    const Params& params() const { return m_params; }
    std::string key() const;
    const std::vector<Node>& nodes() const { return m_nodes; }
    int decisions() const { return m_decisions; }
    /// The bucket slot (0–6) of a player's dice in a round.
    static int slotOf(int round, bool rethrown);
    /// Round 0–4 → the kind of board: opening, flop (both throws), turn, river.
    static int boardOf(int round);

    /// Draws the pool, cuts the buckets and trains; progress 0…1; false when cancelled.
    bool build(const std::function<void(double)>& progress = {}, const std::atomic<bool>* cancel = nullptr);
    bool isBuilt() const { return !m_average.empty(); }

    /// The bucket of a strength on a board of kind boardOf(round).
    int bucketOf(int board, double strength) const;
    /// The average strategy at a decision node for a bucket: per slot its probability (0 where the
    /// slot is not legal).
    std::array<double, kSlots> strategy(int decision, int bucket) const;
    /// The uniform strategy over the legal slots, for measuring.
    void makeUniform();

    /// What a best response wins a hand in the abstraction, per seat of the response, against the table
    /// in the other seat. The response is trained as Liar Dice's is: CFR+ for its seat alone, the other
    /// seat the table, `iterations` deals of the training pool; then played exactly over `deals` deals
    /// drawn anew from `seed` (its standard error from ten parts of them). Trained with the same
    /// buckets, it is a lower bound of what a best response could win. `remembering`: a best response
    /// that remembers its buckets of every round, worked out exactly on the training pool — an upper
    /// bound, as its bucket sequence nearly names the deal of a pool this size (it reads the cards).
    /// value: what the first to act wins against the dealer, both the table, on the new deals.
    struct Exploit
    {
        double asFirst = 0, asSecond = 0, firstError = 0, secondError = 0, value = 0;
        double rememberingFirst = 0, rememberingSecond = 0;
        double mean() const { return (asFirst + asSecond) / 2; }
    };
    Exploit exploitability(
        std::uint64_t iterations, int deals, std::uint64_t seed, bool remembering = true) const;
    /// The table with the seat `responder` replaced by a response trained against the other seat.
    GtoTable responseTo(int responder, std::uint64_t iterations, std::uint64_t seed) const;
    /// What the first to act wins a hand, both seats as in this table, over a pool: mean and standard
    /// error from ten parts.
    std::pair<double, double> play(const std::vector<Deal>& pool) const;
    /// A pool drawn at the table's bucket boundaries.
    std::vector<Deal> drawDeals(int deals, std::uint64_t seed) const
    {
        return drawPool(deals, seed, {}, nullptr, nullptr);
    }

    /// The compact form shipped with the program: the key, the bucket boundaries, per decision node and
    /// bucket the average strategy in 255ths; checked and compressed.
    QByteArray pack() const;
    /// Takes a packed table; the problem on another key, size or damage.
    std::optional<std::string> unpack(const QByteArray& packed);

    /// The pool (kept after a build, for measuring).
    const std::vector<Deal>& pool() const { return m_pool; }
    /// Draws the training pool again (a shipped table has none): the same seed draws the same deals.
    void restorePool() { m_pool = drawDeals(m_params.deals, m_params.seed); }

private:
    int addNode(int round, bool rethrown, int player, int raises, std::array<int, 2> put);
    int endRound(int round, bool rethrown, std::array<int, 2> put, bool checked);
    using Bounds = std::array<std::array<double, kBuckets - 1>, 4>;
    /// Draws a pool; with `cut`, cuts the buckets at its quantiles into it first (else the table's).
    std::vector<Deal> drawPool(int deals, std::uint64_t seed, const std::function<void(double)>& progress,
        const std::atomic<bool>* cancel, Bounds* cut) const;
    double cfr(int node, const Deal& deal, double reach0, double reach1, double weight);
    double respond(int node, int responder, std::vector<std::pair<int, double>>& deals,
        const std::vector<Deal>& pool) const;
    std::size_t at(int decision, int bucket) const
    {
        return (std::size_t(decision) * kBuckets + std::size_t(bucket)) * kSlots;
    }

    Params m_params;
    std::vector<Node> m_nodes;
    int m_decisions = 0;
    Bounds m_bounds{};
    int m_fixed = -1; ///< training a response: the seat that plays the table (m_fixedAverage)
    std::vector<double> m_fixedAverage;
    std::vector<double> m_regret, m_average;
    std::vector<Deal> m_pool;
};

/// A pocket's strength on a board: its share of the pot against one other pocket drawn at random
/// from the dice `unseen`, the board completed at random (`samples` runouts on flop and turn; counted
/// exactly on the river; before the flop a table of every pocket kind, sampled once).
double gtoStrength(const std::vector<Die>& mine, const std::vector<Die>& board,
    const std::array<int, kColours>& unseen, int samples, std::mt19937_64& random);

/// The table shipped with the program (resource :/knobel/tables/holdem.pack), unpacked once; nullptr
/// when the program has none that fits.
std::shared_ptr<const GtoTable> shippedGtoTable();

} // namespace knobel::holdem
