// SPDX-License-Identifier: GPL-3.0-or-later
#include "columnplanner.h"

#include <cmath>
#include <mutex>
#include <numeric>
#include <optional>

#include "match.h"
#include "solver/autoplayer.h"
#include "solver/sheetsolver.h"

namespace knobel {

namespace {

/// P(X > 0) for a whole-numbered X approximated by a normal with this mean and variance.
double chancePositive(double mean, double variance)
{
    if (variance <= 0)
        return mean > 0.5 ? 1.0 : 0.0;
    // Sums are whole numbers: X > 0 means X ≥ 1, the normal's mass above one half.
    return 0.5 * std::erfc(-(mean - 0.5) / std::sqrt(2 * variance));
}

} // namespace

RowStatistics measureRows(const SheetSolver& solver, int games, std::uint64_t seed)
{
    const SheetGame& game = solver.game();
    const std::size_t rows = game.rows().size();
    std::vector<double> sum(rows, 0), squares(rows, 0);
    const AutoPlayer player(solver, Level::Perfect);
    RowStatistics stats;
    stats.late.assign(rows, std::vector<std::map<int, int>>(std::size_t(RowStatistics::kLateBoxes) + 1));
    for (int g = 0; g < games; ++g) {
        Match match(GameSetup{
            std::string(game.id()), solver.options(), {"Computer"}, seed + std::uint64_t(g), Mode::Play, {}});
        // Played step by step to see when each box is written.
        while (!match.isFinished()) {
            const auto actions = player.nextActions(match);
            if (actions.empty())
                break;
            for (const Action& action : actions) {
                const int free
                    = match.sheet(0).columns() * match.sheet(0).rows() - match.sheet(0).filledCount();
                if (action.type == Action::Type::Write && free <= RowStatistics::kLateBoxes)
                    ++stats.late[std::size_t(action.row)][std::size_t(free)][match.preview(action.row)];
                if (match.apply(action))
                    break;
            }
        }
        for (int c = 0; c < game.columnCount(); ++c)
            for (std::size_t r = 0; r < rows; ++r) {
                const double points = match.sheet(0).box(c, int(r)).value_or(0);
                sum[r] += points;
                squares[r] += points * points;
            }
    }
    stats.boxes = games * game.columnCount();
    for (std::size_t r = 0; r < rows; ++r) {
        const double mean = stats.boxes > 0 ? sum[r] / stats.boxes : 0;
        stats.mean.push_back(mean);
        stats.variance.push_back(stats.boxes > 1
                ? std::max(0.0, (squares[r] - stats.boxes * mean * mean) / (stats.boxes - 1))
                : 0);
    }
    return stats;
}

RowsTable::RowsTable(const SheetSolver& solver, int games, std::uint64_t seed)
    : m_solver(solver)
    , m_games(games)
    , m_seed(seed)
    , m_rows(solver.game().rows().size())
{
}

std::string RowsTable::tableName() const
{
    return std::string(m_solver.game().id()) + "-rows";
}

std::string RowsTable::tableKey() const
{
    // Every option, not only those of the total's table: Doppelhand plays the same table another way.
    std::string key = "rows=1;" + m_solver.tableKey() + ";games=" + std::to_string(m_games)
        + ";seed=" + std::to_string(m_seed) + ";options=";
    for (const auto& [id, value] : m_solver.options().values())
        key += id + ":" + value + ",";
    return key;
}

std::uint64_t RowsTable::tableSize() const
{
    return 1 + 2 * m_rows + m_rows * std::size_t(RowStatistics::kLateBoxes + 1) * kValues;
}

void RowsTable::build(const std::function<void(double)>& progress, const std::atomic<bool>* /*cancel*/)
{
    m_stats = measureRows(m_solver, m_games, m_seed);
    m_values = encode(*m_stats);
    if (progress)
        progress(1.0);
}

void RowsTable::adoptValues(std::vector<double> values)
{
    m_values = std::move(values);
    m_stats = decode(m_values);
}

std::vector<double> RowsTable::encode(const RowStatistics& stats) const
{
    std::vector<double> values(tableSize(), 0.0);
    values[0] = stats.boxes;
    for (std::size_t r = 0; r < m_rows; ++r) {
        values[1 + r] = stats.mean[r];
        values[1 + m_rows + r] = stats.variance[r];
        for (std::size_t free = 0; free < stats.late[r].size(); ++free)
            for (const auto& [value, count] : stats.late[r][free]) {
                if (value < 0 || value >= kValues)
                    return {};
                values[lateIndex(r, free, value)] = count;
            }
    }
    return values;
}

RowStatistics RowsTable::decode(const std::vector<double>& values) const
{
    RowStatistics stats;
    stats.boxes = int(values[0]);
    stats.late.assign(m_rows, std::vector<std::map<int, int>>(std::size_t(RowStatistics::kLateBoxes) + 1));
    for (std::size_t r = 0; r < m_rows; ++r) {
        stats.mean.push_back(values[1 + r]);
        stats.variance.push_back(values[1 + m_rows + r]);
        for (std::size_t free = 0; free <= std::size_t(RowStatistics::kLateBoxes); ++free)
            for (int value = 0; value < kValues; ++value)
                if (const double count = values[lateIndex(r, free, value)]; count > 0)
                    stats.late[r][free][value] = int(count);
    }
    return stats;
}

std::size_t RowsTable::lateIndex(std::size_t row, std::size_t free, int value) const
{
    return 1 + 2 * m_rows + (row * std::size_t(RowStatistics::kLateBoxes + 1) + free) * kValues
        + std::size_t(value);
}

RowStatistics keptRows(const SheetSolver& solver, const TableCache& cache, int games, std::uint64_t seed)
{
    static std::mutex mutex;
    static std::map<std::string, RowStatistics> measured;
    RowsTable table(solver, games, seed);
    const std::string key = table.tableKey();
    {
        const std::lock_guard lock(mutex);
        if (auto found = measured.find(key); found != measured.end())
            return found->second;
    }
    TableCache rowsCache = cache;
    rowsCache.worthKeeping = 0; // small, but slow to measure
    rowsCache.prepare(table); // read, or built (measured; kept where the figures fit the table)
    RowStatistics stats = *table.stats();
    const std::lock_guard lock(mutex);
    return measured.emplace(key, std::move(stats)).first->second;
}

ColumnPlanner::ColumnPlanner(
    const SheetGame& game, const RuleOptions& options, RowStatistics rows, ColumnStrategy strategy)
    : m_values(game.columnValues(options))
    , m_head(game.headMultiplier(options))
    , m_rows(std::move(rows))
    , m_strategy(strategy)
{
    if (m_values.empty())
        m_values.assign(std::size_t(game.columnCount()), 1);
}

int ColumnPlanner::worthMost(const Sheet& sheet, int row, int points) const
{
    const bool good = points >= m_rows.mean[std::size_t(row)];
    int chosen = -1;
    for (int c = 0; c < sheet.columns(); ++c) {
        if (!sheet.isFree(c, row))
            continue;
        if (chosen < 0
            || (good ? m_values[std::size_t(c)] > m_values[std::size_t(chosen)]
                     : m_values[std::size_t(c)] < m_values[std::size_t(chosen)]))
            chosen = c;
    }
    return chosen;
}

int ColumnPlanner::column(const Match& match, int player, int row, int points) const
{
    std::vector<Sheet> sheets;
    for (int p = 0; p < match.playerCount(); ++p)
        sheets.push_back(match.sheet(p));
    return column(sheets, player, row, points);
}

int ColumnPlanner::column(const std::vector<Sheet>& sheets, int player, int row, int points) const
{
    const Sheet& own = sheets[std::size_t(player)];
    switch (m_strategy) {
    case ColumnStrategy::FirstFree:
        for (int c = 0; c < own.columns(); ++c)
            if (own.isFree(c, row))
                return c;
        return -1;
    case ColumnStrategy::WorthMost:
        return worthMost(own, row, points);
    case ColumnStrategy::Race:
    case ColumnStrategy::Chips:
        break;
    }
    // Of columns the race cannot tell apart (no opponent, or nothing at stake) the rule of thumb's.
    const int fallback = worthMost(own, row, points);
    if (fallback < 0)
        return -1;
    std::vector<Sheet> trial = sheets;
    auto chipsWith = [&](int c) {
        trial[std::size_t(player)].setBox(c, row, points);
        const double chips = expectedChips(trial, player);
        trial[std::size_t(player)].setBox(c, row, std::nullopt);
        return chips;
    };
    int best = fallback;
    double bestChips = chipsWith(fallback);
    for (int c = 0; c < own.columns(); ++c)
        if (c != fallback && own.isFree(c, row)) {
            const double chips = chipsWith(c);
            if (chips > bestChips + 1e-9) {
                best = c;
                bestChips = chips;
            }
        }
    return best;
}

double ColumnPlanner::expectedChips(const std::vector<Sheet>& sheets, int player) const
{
    const int columns = int(m_values.size());
    // Per player and column: the mean and variance of the column's final sum.
    auto outlook = [&](const Sheet& sheet, int c) {
        std::pair<double, double> mv{sheet.columnTotal(c), 0};
        for (int r = 0; r < sheet.rows(); ++r)
            if (sheet.isFree(c, r)) {
                mv.first += m_rows.mean[std::size_t(r)];
                mv.second += m_rows.variance[std::size_t(r)];
            }
        return mv;
    };
    const int stake = std::accumulate(m_values.begin(), m_values.end(), 0);
    double chips = 0;
    for (int o = 0; o < int(sheets.size()); ++o) {
        if (o == player)
            continue;
        double allWon = 1, allLost = 1;
        for (int c = 0; c < columns; ++c) {
            const auto [ownMean, ownVariance] = outlook(sheets[std::size_t(player)], c);
            const auto [otherMean, otherVariance] = outlook(sheets[std::size_t(o)], c);
            const double variance = ownVariance + otherVariance;
            const double win = chancePositive(ownMean - otherMean, variance);
            const double loss = chancePositive(otherMean - ownMean, variance);
            chips += m_values[std::size_t(c)] * (win - loss);
            allWon *= win;
            allLost *= loss;
        }
        chips += double(m_head - 1) * stake * (allWon - allLost);
    }
    return chips;
}

} // namespace knobel
