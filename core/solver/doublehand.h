// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "dice.h"
#include "kits/sheetgame.h"
#include "solver/sheetsolver.h"

namespace knobel {

/// Doppelhand (Würfel-Poker's option double_hand): the two turns that fill one box, solved exactly
/// as one decision. The first turn ends with its dice kept as the candidate; the second turn writes
/// one box, which gets the better of the candidate's and its own points there. So the second turn is
/// the ordinary turn with a floor per box (the candidate's points), and the first turn's dice are
/// worth what the second turn expects with them as that floor.
///
/// What the sheet is worth after the box is written comes from outside, per row (the Perfect level:
/// the single-hand table's value of the sheet after it; Good: minus the row's par). The rest of the
/// sheet is therefore valued as single-hand play values it: an exact table of Doppelhand's own
/// would need 504 turn solves per state (4^11 states, hours), so the pair of turns is exact and the
/// boxes after it are approximated. strict_keep binds the dice locked now; later throws of the same
/// turn are planned as if dice set aside could be taken back (as the sheet solver assumes).
class DoubleHandPlanner
{
public:
    DoubleHandPlanner(const SheetGame& game, const RuleOptions& options);

    struct Choice
    {
        enum class Kind {
            Keep, ///< keep these dice and throw the rest
            KeepCandidate, ///< first turn: end it, these dice are the first hand
            Write, ///< second turn: write the row (the better of the two hands' points)
        };
        Kind kind = Kind::Write;
        SheetSolver::Counts keep{};
        int row = -1;
        int points = 0;
        double expected = 0; ///< in the units of afterRow: points from now on plus the sheet after
    };

    /// Every decision for the dice on the table, best first. afterRow[r]: the worth of the sheet after
    /// row r is written (NaN where the row has no free box). candidate: the first hand, when the
    /// second turn is played.
    std::vector<Choice> choices(const std::vector<double>& afterRow, const std::optional<Throw>& candidate,
        const SheetSolver::Counts& dice, bool served, int throwsLeft,
        const SheetSolver::Counts& locked = {}) const;

    /// What the second turn is worth, before its first throw, with this first hand.
    double secondTurnValue(const std::vector<double>& afterRow, const Throw& candidate) const;
    /// What the pair of turns is worth before the first throw.
    double pairValue(const std::vector<double>& afterRow) const;

private:
    using Table = std::vector<double>; ///< per full multiset × 2 + served
    struct Turn
    {
        std::vector<Table> best; ///< [throws left] the turn's value at each full multiset and served
        std::vector<std::vector<double>> keep; ///< [throws left after] the value of keeping a multiset
        std::vector<double> throwAll; ///< [throws left after] the value of throwing all dice
    };
    /// Solves a turn whose stopping value at each full multiset (× 2 + served) is stop.
    Turn solveTurn(const Table& stop) const;
    void solveTurn(const Table& stop, Turn& turn) const;
    /// The second turn's stopping values with this floor per row.
    Table secondStop(const std::vector<double>& afterRow, const std::vector<int>& floor) const;
    /// The first turn's stopping values: the second turn's start for each candidate.
    std::shared_ptr<const Table> firstStop(const std::vector<double>& afterRow) const;
    double startValue(const Turn& turn) const;
    int indexOf(const SheetSolver::Counts& counts) const;
    std::vector<int> floorOf(const Throw& candidate) const;

    const SheetGame& m_game;
    RuleOptions m_options;
    int m_rows = 0;
    int m_throws = 0;
    bool m_servedAgain = true;
    std::vector<SheetSolver::Counts> m_sets; ///< every multiset of 0…5 dice
    std::vector<int> m_size;
    std::vector<int> m_lookup; ///< counts in base 6 → index in m_sets
    std::vector<int> m_full; ///< the multisets of all five dice
    std::vector<int> m_fullPosition; ///< multiset → position in m_full, or -1
    std::vector<std::array<int, 6>> m_grow; ///< multiset + one die of face f (size < 5)
    std::vector<std::vector<int>> m_shrink; ///< per multiset: the multisets one die smaller
    std::vector<int> m_bySize; ///< the multisets, largest first
    std::vector<double> m_firstThrow; ///< per full position: its chance from a throw of all dice
    std::vector<int> m_points; ///< [(full × 2 + served) × rows + row]

    mutable std::mutex m_cacheMutex;
    /// The first turn's stopping values for the sheets asked about (a turn asks several times, and a
    /// sheet's early states come back in every game).
    mutable std::map<std::vector<std::uint64_t>, std::shared_ptr<const Table>> m_cache;
};

} // namespace knobel
