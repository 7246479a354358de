// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "kits/sheetgame.h"

namespace knobel {

/// The exact expected final score of one player's sheet played alone, by dynamic programming over
/// the free boxes and, within a turn, over every throw and every choice of dice to keep.
///
/// A state is how many boxes of each row are filled; a game with several interchangeable columns
/// (Würfel-Poker) has that many boxes per row. The option strict_keep is not modelled: the solver
/// assumes dice set aside may be taken back, as the rules allow by default.
class SheetSolver
{
public:
    /// Dice counts per face, index 0 for the first face.
    using Counts = std::array<std::uint8_t, 6>;

    /// A bonus paid once when the points written in some rows reach a threshold (Yahtzee's upper
    /// bonus: 35 at 63 in rows 1–6). None of the four sheet games has one; the state then carries
    /// the running sum, capped at the threshold.
    struct Bonus
    {
        std::vector<int> rows;
        int threshold = 0;
        int points = 0;
    };

    SheetSolver(const SheetGame& game, const RuleOptions& options, std::optional<Bonus> bonus = std::nullopt);

    /// The vectors the solve uses to value several states at once: the widest the processor has
    /// (AVX-512: eight states, AVX2: four; the default), or narrower ones, which give the same table.
    enum class Vectors { Widest, Avx2, Portable };
    static void setVectors(Vectors vectors);

    /// Builds the table of every state's value; progress receives the share done (0…1). When cancel
    /// becomes true the build stops soon after and the solver stays unsolved.
    void solve(const std::function<void(double)>& progress = {}, const std::atomic<bool>* cancel = nullptr);
    bool isSolved() const { return m_solved; }

    /// What the table is the solution of: the game, the engine's version, and what of the options
    /// the solution depends on. A table saved for one key is never read for another.
    std::string tableKey() const;
    /// Writes the solved table: a header with the key, the values, a checksum.
    void save(std::ostream& out) const;
    /// Reads a table saved for this key; on any mismatch or damage says why and changes nothing.
    std::optional<std::string> load(std::istream& in);
    /// Every state's value (what save() writes).
    const std::vector<double>& values() const { return m_value; }
    /// Takes values read from disk (stateCount() of them) as the solved table.
    void adopt(std::vector<double> values);

    const SheetGame& game() const { return m_game; }
    const RuleOptions& options() const { return m_options; }

    /// Expected points still to come from the empty sheet.
    double expectedScore() const { return m_value.empty() ? 0 : m_value[0]; }
    /// Expected points still to come from a state.
    double value(std::uint32_t state) const { return m_value[state]; }

    std::uint32_t stateCount() const { return m_stateCount; }
    /// The state of a sheet (one player's), from how many boxes of each row are written and, with a
    /// bonus, the points written so far in its rows.
    std::uint32_t stateOf(const std::vector<int>& filledPerRow, int bonusSum = 0) const;
    /// The rows that count towards the bonus (none without one).
    bool countsForBonus(int row) const { return m_bonusRow[std::size_t(row)]; }
    std::uint32_t emptyState() const { return 0; }

    /// One possible decision with the expected points from now on when it is taken and the game
    /// played perfectly after it.
    struct Choice
    {
        enum class Kind { Keep, Write };
        Kind kind = Kind::Write;
        Counts keep{}; ///< Keep: the dice to keep (throw the others)
        int row = -1; ///< Write: the row
        int points = 0; ///< Write: what the box gets
        double expected = 0;
    };
    /// Every decision for the dice on the table, best first. locked: dice that must stay aside
    /// (the option strict_keep: the dice that stayed aside during the last throw).
    std::vector<Choice> choices(std::uint32_t state, const Counts& dice, bool served, int throwsLeft,
        const Counts& locked = {}) const;
    /// The same, but a written box is judged by points + rowWorth[row] instead of the sheet's future:
    /// a player who plays the turn well but does not plan across turns. Expected values are in those units.
    std::vector<Choice> choicesJudgedBy(std::uint32_t state, const Counts& dice, bool served, int throwsLeft,
        const std::vector<double>& rowWorth, const Counts& locked = {}) const;
    /// The same, but a written box is worth worth(row, points) (a player's chance to win, say), which
    /// must not fall with more points; each choice's expected is the worth it leads to.
    std::vector<Choice> choicesByWorth(std::uint32_t state, const Counts& dice, bool served, int throwsLeft,
        const std::function<double(int row, int points)>& worth, const Counts& locked = {}) const;
    /// What a perfect player expects from a row when it is the last box left open.
    double par(int row) const;
    /// How many boxes of each row a state has written.
    std::vector<int> filledPerRow(std::uint32_t state) const;

    static Counts countsOf(const std::vector<int>& faces);

private:
    friend struct TurnKernel; // the solve's innermost loops, several states at once (sheetsolver.cpp)

    struct Multiset
    {
        Counts counts{};
        int size = 0;
    };
    struct Outcome
    {
        int dice; ///< index of the full multiset after the throw
        double probability;
    };

    int indexOf(const Counts& counts) const;
    /// A row that can still be written in a state, and what the sheet is worth after writing it.
    struct FreeRow
    {
        int row;
        double after; ///< the sheet's value after writing it (rows outside the bonus)
        std::int64_t bonusBase = -1; ///< for a bonus row: the state after it, less the new running sum
    };
    std::vector<FreeRow> freeRows(std::uint32_t state) const;
    /// Values of one turn from a state: after the turn's first throw, for every throw count left,
    /// over the turn states — the dice, or with strict_keep (dice, dice locked) pairs.
    void turnTables(
        const std::vector<FreeRow>& free, int bonusSum, std::vector<std::vector<double>>& best) const;
    /// The turn's values with 1, 2, … throws left, from best[0] (writing, per turn state and served).
    void keepLevels(std::vector<std::vector<double>>& best) const;
    int pairOf(int fullPosition, int lockedMultiset) const;
    /// The turn state of dice with some locked; -1 with strict_keep when they are not a sub-multiset.
    int turnStateOf(int fullPosition, int lockedMultiset) const;
    /// Per turn state: the multisets it may keep.
    const std::vector<std::vector<int>>& turnKeeps() const { return m_strict ? m_pairKeeps : m_keeps; }
    /// Per multiset kept: the turn states a throw of the rest gives.
    const std::vector<std::vector<Outcome>>& turnThrows() const { return m_strict ? m_throwPair : m_throw; }
    /// 1 when throwing after this keep serves: every die thrown, and later throws may serve.
    std::size_t throwServes(int keep) const
    {
        return m_multisets[std::size_t(keep)].size == 0 && m_servedAgain ? 1 : 0;
    }
    std::vector<Choice> rank(const std::vector<FreeRow>& free, int bonusSum, const Counts& dice, bool served,
        int throwsLeft, const Counts& locked) const;
    double writeValue(const std::vector<FreeRow>& free, int bonusSum, int dice, bool served) const;
    /// Expected points from a state on, its successors already solved.
    double stateValue(std::uint32_t state, std::vector<std::vector<double>>& best) const;
    /// What writing points into a row is worth with the rest of the sheet after it.
    double written(const FreeRow& row, int bonusSum, int points) const;
    /// What keeping a multiset and throwing the rest is worth, next holding [turn state × 2 + served].
    double keepValue(int keep, const std::vector<double>& next) const;
    /// The expected value after a throw, next holding [turn state × 2 + served].
    /// Defined here to be inlined in the solver's innermost loop.
    static double expectedAfter(
        const std::vector<Outcome>& outcomes, const std::vector<double>& next, std::size_t served)
    {
        double sum = 0;
        for (const Outcome& o : outcomes)
            sum += o.probability * next[std::size_t(o.dice) * 2 + served];
        return sum;
    }

    const SheetGame& m_game;
    RuleOptions m_options;
    int m_dice = 0;
    int m_throws = 0;
    int m_rows = 0;
    bool m_servedAgain = true; ///< a later throw of all dice serves (not with served_first_throw_only)
    std::vector<int> m_capacity;
    std::vector<std::uint32_t> m_weight;
    std::uint32_t m_stateCount = 0;
    std::uint32_t m_track = 1; ///< running-sum values per filled-rows state: threshold + 1, or 1
    std::optional<Bonus> m_bonus;
    std::vector<bool> m_bonusRow;

    std::vector<Multiset> m_multisets; ///< every multiset of 0…dice dice
    std::vector<int> m_lookup; ///< counts encoded base dice+1 → multiset index
    std::vector<int> m_full; ///< indexes of the multisets of all the dice
    std::vector<int> m_fullPosition; ///< multiset index → position in m_full, or -1
    std::vector<std::vector<int>> m_keeps; ///< per full multiset: its proper sub-multisets
    std::vector<std::vector<Outcome>> m_throw; ///< per multiset kept: the full multisets a throw gives
    std::vector<double> m_firstThrow; ///< probability of each full multiset from all dice
    std::vector<int> m_points; ///< [full][served][row]

    // The turn without strict_keep, one die at a time: what keeping k dice and throwing the rest is
    // worth is the mean over the six faces of keeping k + 1, and the best keep inside a multiset is
    // the better of keeping it all and the best keep inside each multiset one die smaller.
    std::vector<int> m_bySize; ///< every multiset, smallest first
    std::vector<std::array<int, 6>>
        m_grow; ///< per multiset below all the dice: the multiset with one more face f
    std::vector<int>
        m_shrinkOffset; ///< per multiset: its first entry in m_shrink (one more entry at the end)
    std::vector<int> m_shrink; ///< the multisets one die smaller, one per face it holds
    /// A box a throw gives points in (or every box, if some row may give fewer than none).
    struct Scoring
    {
        int row;
        double points;
    };
    /// Per [full][served]: its first entry in m_scoring (one more at the end).
    std::vector<int> m_scoringOffset;
    std::vector<Scoring> m_scoring;
    /// The solve's order of work (TurnKernel), grouped by how many entries a step reads, so that its
    /// loops have fixed lengths. The best keep inside each multiset, smallest multisets first: groups
    /// of (count c, 1 for all the dice, records n) and n records (multiset, position in m_full,
    /// the c multisets one die smaller). Each throw's best box: groups of (count c, records n) and n
    /// records (throw × 2 + served, the c rows it scores in), their points in m_writePoints.
    std::vector<int> m_insidePlan;
    std::vector<int> m_writePlan;
    std::vector<double> m_writePoints;
    std::vector<double> m_value;

    bool m_strict = false; ///< strict_keep: dice that stayed aside stay aside
    std::vector<int> m_pairOffset; ///< per full multiset: its first (dice, locked) pair
    std::vector<int> m_pairFull; ///< per pair: the full multiset's position
    std::vector<std::vector<int>> m_pairKeeps; ///< per pair: the keeps that contain the locked dice
    std::vector<std::vector<Outcome>> m_throwPair; ///< per keep: the pairs (dice thrown, that keep locked)
    bool m_solved = false;
};

} // namespace knobel
