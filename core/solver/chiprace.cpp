// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/chiprace.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

#include "solver/autoplayer.h"

namespace knobel {

namespace {

using Distribution = ChipRace::Distribution;

Distribution convolve(const Distribution& a, const Distribution& b)
{
    Distribution sum;
    sum.low = a.low + b.low;
    sum.p.assign(a.p.size() + b.p.size() - 1, 0.0);
    for (std::size_t i = 0; i < a.p.size(); ++i)
        if (a.p[i] > 0)
            for (std::size_t j = 0; j < b.p.size(); ++j)
                sum.p[i + j] += a.p[i] * b.p[j];
    return sum;
}

/// An opponent's column sum with its running total: below[i] = P(sum < low + i), i = 0…size.
struct Other
{
    int low = 0;
    std::vector<double> below;

    explicit Other(const Distribution& d)
        : low(d.low)
        , below(d.p.size() + 1, 0.0)
    {
        for (std::size_t i = 0; i < d.p.size(); ++i)
            below[i + 1] = below[i] + d.p[i];
    }
    /// P(sum < s)
    double less(int s) const
    {
        const int i = std::clamp(s - low, 0, int(below.size()) - 1);
        return below[std::size_t(i)];
    }
    /// P(sum > s)
    double more(int s) const { return 1 - less(s + 1); }
};

/// The chances that own (shifted by points) beats the other and that it loses to it.
std::pair<double, double> winLoss(const Distribution& own, int points, const Other& other)
{
    double win = 0, loss = 0;
    for (std::size_t i = 0; i < own.p.size(); ++i)
        if (own.p[i] > 0) {
            const int sum = own.low + int(i) + points;
            win += own.p[i] * other.less(sum);
            loss += own.p[i] * other.more(sum);
        }
    return {win, loss};
}

} // namespace

/// One decision's picture: every opponent's columns, and the player's columns as they are.
class ChipRace::Position
{
public:
    /// ownFree: the player's free boxes when the columns are filled on (after the write: one less).
    Position(const ChipRace& race, const std::vector<Sheet>& sheets, int player, int ownFree)
        : m_race(race)
    {
        const Sheet& own = sheets[std::size_t(player)];
        for (int p = 0; p < int(sheets.size()); ++p) {
            if (p == player)
                continue;
            const Sheet& sheet = sheets[std::size_t(p)];
            const int free = sheet.columns() * sheet.rows() - sheet.filledCount();
            std::vector<Other> columns;
            std::vector<std::pair<double, double>> chances;
            for (int c = 0; c < own.columns(); ++c) {
                columns.emplace_back(race.column(sheet, c, -1, free));
                chances.push_back(winLoss(race.column(own, c, -1, ownFree), 0, columns.back()));
            }
            m_others.push_back(std::move(columns));
            m_base.push_back(std::move(chances));
        }
    }

    /// The chips with the player's columns as they are, but column (if any) replaced by own + points.
    double chips(int column = -1, const Distribution* own = nullptr, int points = 0) const
    {
        const auto& values = m_race.m_values;
        const int stake = std::accumulate(values.begin(), values.end(), 0);
        double total = 0;
        for (std::size_t o = 0; o < m_others.size(); ++o) {
            double allWon = 1, allLost = 1;
            for (std::size_t c = 0; c < values.size(); ++c) {
                const auto [win, loss]
                    = int(c) == column ? winLoss(*own, points, m_others[o][c]) : m_base[o][c];
                total += values[c] * (win - loss);
                allWon *= win;
                allLost *= loss;
            }
            total += double(m_race.m_head - 1) * stake * (allWon - allLost);
        }
        return total;
    }

private:
    const ChipRace& m_race;
    std::vector<std::vector<Other>> m_others; ///< [opponent][column]
    std::vector<std::vector<std::pair<double, double>>> m_base; ///< [opponent][column]: win, loss
};

bool ChipRace::appliesTo(const SheetGame& game, const RuleOptions& options)
{
    const auto values = game.columnValues(options);
    return game.columnCount(options) > 1 && int(values.size()) == game.columnCount(options);
}

ChipRace::ChipRace(
    const SheetGame& game, const RuleOptions& options, RowStatistics rows, const SheetSolver* solver)
    : m_values(game.columnValues(options))
    , m_head(game.headMultiplier(options))
    , m_rows(std::move(rows))
    , m_solver(solver && solver->isSolved() ? solver : nullptr)
{
    if (m_values.empty())
        m_values.assign(std::size_t(game.columnCount()), 1);
    const int late = RowStatistics::kLateBoxes;
    for (std::size_t r = 0; r < game.rows().size(); ++r) {
        std::vector<Distribution> byFree(std::size_t(late) + 1);
        std::map<int, int> seen;
        for (int free = 1; free <= late; ++free) {
            if (r < m_rows.late.size() && std::size_t(free) < m_rows.late[r].size())
                for (const auto& [value, count] : m_rows.late[r][std::size_t(free)])
                    seen[value] += count;
            Distribution& d = byFree[std::size_t(free)];
            if (seen.empty()) {
                // Never seen that late: the row's mean, as a certainty.
                d.low = r < m_rows.mean.size() ? int(std::lround(m_rows.mean[r])) : 0;
                continue;
            }
            d.low = seen.begin()->first;
            d.p.assign(std::size_t(seen.rbegin()->first - d.low + 1), 0.0);
            double all = 0;
            for (const auto& [value, count] : seen)
                all += count;
            for (const auto& [value, count] : seen)
                d.p[std::size_t(value - d.low)] = count / all;
        }
        byFree[0] = byFree[1];
        m_box.push_back(std::move(byFree));
    }
}

bool ChipRace::decides(const Sheet& own) const
{
    return own.columns() * own.rows() - own.filledCount() <= RowStatistics::kLateBoxes;
}

const ChipRace::Distribution& ChipRace::box(int row, int free) const
{
    return m_box[std::size_t(row)][std::size_t(std::clamp(free, 0, RowStatistics::kLateBoxes))];
}

ChipRace::Distribution ChipRace::column(const Sheet& sheet, int column, int skipRow, int free) const
{
    Distribution sum;
    sum.low = sheet.columnTotal(column);
    for (int r = 0; r < sheet.rows(); ++r)
        if (r != skipRow && sheet.isFree(column, r))
            sum = convolve(sum, box(r, free));
    return sum;
}

double ChipRace::expectedChips(const std::vector<Sheet>& sheets, int player) const
{
    const Sheet& own = sheets[std::size_t(player)];
    return Position(*this, sheets, player, own.columns() * own.rows() - own.filledCount()).chips();
}

std::vector<ChipRace::Write> ChipRace::writes(
    const std::vector<Sheet>& sheets, int player, const std::vector<int>& pointsPerRow) const
{
    const Sheet& own = sheets[std::size_t(player)];
    const int freeAfter = own.columns() * own.rows() - own.filledCount() - 1;
    const Position position(*this, sheets, player, freeAfter);
    std::vector<Write> all;
    for (int r = 0; r < own.rows(); ++r)
        for (int c = 0; c < own.columns(); ++c)
            if (own.isFree(c, r)) {
                const int points = pointsPerRow[std::size_t(r)];
                const Distribution rest = column(own, c, r, freeAfter);
                all.push_back({c, r, points, position.chips(c, &rest, points)});
            }
    std::stable_sort(all.begin(), all.end(), [](const Write& a, const Write& b) {
        return a.chips > b.chips + 1e-12 || (std::abs(a.chips - b.chips) <= 1e-12 && a.points > b.points);
    });
    return all;
}

ChipRace::Write ChipRace::bestColumn(const std::vector<Sheet>& sheets, int player, int row, int points) const
{
    const Sheet& own = sheets[std::size_t(player)];
    const int freeAfter = own.columns() * own.rows() - own.filledCount() - 1;
    const Position position(*this, sheets, player, freeAfter);
    Write best{-1, row, points, -std::numeric_limits<double>::infinity()};
    for (int c = 0; c < own.columns(); ++c)
        if (own.isFree(c, row)) {
            const Distribution rest = column(own, c, row, freeAfter);
            const double value = position.chips(c, &rest, points);
            if (value > best.chips + 1e-12) {
                best.column = c;
                best.chips = value;
            }
        }
    return best;
}

std::vector<SheetSolver::Choice> ChipRace::choices(const std::vector<Sheet>& sheets, int player,
    const SheetSolver::Counts& dice, bool served, int throwsLeft, const SheetSolver::Counts& locked) const
{
    if (!m_solver)
        return {};
    const Sheet& own = sheets[std::size_t(player)];
    const int freeAfter = own.columns() * own.rows() - own.filledCount() - 1;
    const Position position(*this, sheets, player, freeAfter);
    // Per row: each free column's sum without the box, worked out once; per (row, points) the best
    // column's chips, worked out once.
    const int rows = own.rows();
    std::vector<std::vector<std::pair<int, Distribution>>> rests(static_cast<std::size_t>(rows));
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < own.columns(); ++c)
            if (own.isFree(c, r))
                rests[std::size_t(r)].push_back({c, column(own, c, r, freeAfter)});
    std::vector<std::vector<double>> known(static_cast<std::size_t>(rows));
    auto worth = [&](int row, int points) {
        auto& memo = known[std::size_t(row)];
        if (points >= 0 && points < int(memo.size()) && !std::isnan(memo[std::size_t(points)]))
            return memo[std::size_t(points)];
        double best = -std::numeric_limits<double>::infinity();
        for (const auto& [c, rest] : rests[std::size_t(row)])
            best = std::max(best, position.chips(c, &rest, points));
        if (points >= 0 && points < 1000) {
            if (int(memo.size()) <= points)
                memo.resize(std::size_t(points) + 1, std::numeric_limits<double>::quiet_NaN());
            memo[std::size_t(points)] = best;
        }
        return best;
    };
    return m_solver->choicesByWorth(
        AutoPlayer::stateOf(*m_solver, own), dice, served, throwsLeft, worth, locked);
}

} // namespace knobel
