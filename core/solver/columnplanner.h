// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "kits/sheet.h"
#include "kits/sheetgame.h"
#include "solver/tablecache.h"

namespace knobel {

class Match;
class SheetSolver;

/// How a computer player on a sheet of several columns (Würfel-Poker's three) picks the column for
/// the row it has decided to write. The row and the dice kept come from the total's exact solution,
/// where the columns are interchangeable; the column decides which column races are won.
enum class ColumnStrategy {
    FirstFree, ///< the leftmost free box of the row
    WorthMost, ///< a result at least as good as the row's average into the free column worth most,
               ///< a worse one into the column worth least
    Race, ///< the column that leaves the most chips to expect against every opponent
    Chips, ///< with two players the row as well as the column for the chips (ChipRace, Perfect's),
           ///< giving up points where that wins more; otherwise as Race
};

/// What a box of each row gets when the sheet is played for the highest total: the mean and the
/// variance over many games. The race model's picture of a free box.
struct RowStatistics
{
    std::vector<double> mean;
    std::vector<double> variance;
    int boxes = 0; ///< boxes measured per row
    /// The late game (ChipRace): per row and per count k of free boxes on the sheet when the box was
    /// written (k = 1 for the sheet's last box, up to kLateBoxes), how often each value was written.
    std::vector<std::vector<std::map<int, int>>> late;
    static constexpr int kLateBoxes = 9;
};

/// Plays solitaire games with the perfect player (columns do not matter alone) and records every
/// box written. Deterministic for a seed.
RowStatistics measureRows(const SheetSolver& solver, int games = 400, std::uint64_t seed = 1);

/// measureRows, measured once: the figures of a solver's game and options are kept for the process
/// and, as a table, in the cache's folder (and read from the tables shipped with the program) — with
/// Doppelhand's exact planner the 400 games take about 30 s, which every computer level and every new
/// game in the window spent again. The same figures as measureRows, bit for bit.
RowStatistics keptRows(
    const SheetSolver& solver, const TableCache& cache = {}, int games = 400, std::uint64_t seed = 1);
/// What keptRows keeps: RowStatistics as the numbers of a kept table — boxes, the means, the
/// variances, then per row and count of free boxes how often each value 0…kValues-1 was written. A
/// measure with a larger value (none of the four games writes one) is used but not kept.
class RowsTable final : public KeptTable
{
public:
    static constexpr int kValues = 128;

    RowsTable(const SheetSolver& solver, int games = 400, std::uint64_t seed = 1);
    std::string tableName() const override;
    std::string tableKey() const override;
    std::uint64_t tableSize() const override;
    void build(const std::function<void(double)>& progress, const std::atomic<bool>* cancel) override;
    bool isBuilt() const override { return !m_values.empty(); }
    const std::vector<double>& tableValues() const override { return m_values; }
    void adoptValues(std::vector<double> values) override;
    /// The figures built or read (also when measured ones could not be kept); none before.
    const std::optional<RowStatistics>& stats() const { return m_stats; }

private:
    std::vector<double> encode(const RowStatistics& stats) const;
    RowStatistics decode(const std::vector<double>& values) const;
    std::size_t lateIndex(std::size_t row, std::size_t free, int value) const;

    const SheetSolver& m_solver;
    int m_games;
    std::uint64_t m_seed;
    std::size_t m_rows;
    std::optional<RowStatistics> m_stats;
    std::vector<double> m_values;
};

class ColumnPlanner
{
public:
    ColumnPlanner(
        const SheetGame& game, const RuleOptions& options, RowStatistics rows, ColumnStrategy strategy);

    /// The column for points in a row of the player's sheet; -1 when the row has no free box.
    int column(const Match& match, int player, int row, int points) const;
    int column(const std::vector<Sheet>& sheets, int player, int row, int points) const;

    /// The race model: the chips a player may expect from all opponents together, each column
    /// against the same column, with every written box as it stands and every free box a normal
    /// variable with its row's mean and variance, columns independent (Head included).
    double expectedChips(const std::vector<Sheet>& sheets, int player) const;

    ColumnStrategy strategy() const { return m_strategy; }
    const RowStatistics& rows() const { return m_rows; }

private:
    int worthMost(const Sheet& sheet, int row, int points) const;

    std::vector<int> m_values; ///< chips per column
    int m_head = 1;
    RowStatistics m_rows;
    ColumnStrategy m_strategy;
};

} // namespace knobel
