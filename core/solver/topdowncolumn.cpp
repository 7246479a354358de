// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/topdowncolumn.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <tuple>

#include "kits/sheetstate.h"

namespace knobel {

namespace {

using Counts = SheetSolver::Counts;

/// Every multiset of 0…n dice, and what throwing the rest after keeping one gives.
struct Multisets
{
    std::vector<Counts> sets;
    std::vector<int> size;
    std::map<Counts, int> index;
    std::vector<int> full; ///< the multisets of all n dice
    std::vector<int> fullPosition; ///< multiset → position in full, or -1
    std::vector<std::vector<std::pair<int, double>>> outcomes; ///< per kept multiset: (full position, chance)
    std::vector<std::vector<int>> keeps; ///< per full position: every multiset it may keep (not all)
};

double factorial(int n)
{
    double f = 1;
    for (int i = 2; i <= n; ++i)
        f *= i;
    return f;
}

const Multisets& multisetsOf(int dice)
{
    static std::mutex lock;
    static std::map<int, std::unique_ptr<Multisets>> made;
    const std::lock_guard guard(lock);
    auto& slot = made[dice];
    if (slot)
        return *slot;
    slot = std::make_unique<Multisets>();
    Multisets& m = *slot;
    Counts counts{};
    auto enumerate = [&](auto&& self, int face, int left) -> void {
        if (face == 6) {
            m.index[counts] = int(m.sets.size());
            m.sets.push_back(counts);
            m.size.push_back(dice - left);
            return;
        }
        for (int c = 0; c <= left; ++c) {
            counts[std::size_t(face)] = std::uint8_t(c);
            self(self, face + 1, left - c);
        }
        counts[std::size_t(face)] = 0;
    };
    enumerate(enumerate, 0, dice);
    m.fullPosition.assign(m.sets.size(), -1);
    for (int i = 0; i < int(m.sets.size()); ++i)
        if (m.size[std::size_t(i)] == dice) {
            m.fullPosition[std::size_t(i)] = int(m.full.size());
            m.full.push_back(i);
        }
    for (int full : m.full) {
        std::vector<int> keeps;
        for (int i = 0; i < int(m.sets.size()); ++i) {
            bool inside = i != full;
            for (std::size_t f = 0; f < 6 && inside; ++f)
                inside = m.sets[std::size_t(i)][f] <= m.sets[std::size_t(full)][f];
            if (inside)
                keeps.push_back(i);
        }
        m.keeps.push_back(std::move(keeps));
    }
    m.outcomes.resize(m.sets.size());
    for (int keep = 0; keep < int(m.sets.size()); ++keep) {
        const int thrown = dice - m.size[std::size_t(keep)];
        if (thrown == 0)
            continue;
        for (int rest = 0; rest < int(m.sets.size()); ++rest) {
            if (m.size[std::size_t(rest)] != thrown)
                continue;
            // thrown! / (c1! … c6!) / 6^thrown
            double chance = factorial(thrown) / std::pow(6.0, thrown);
            Counts sum{};
            for (std::size_t f = 0; f < 6; ++f) {
                chance /= factorial(m.sets[std::size_t(rest)][f]);
                sum[f] = std::uint8_t(m.sets[std::size_t(keep)][f] + m.sets[std::size_t(rest)][f]);
            }
            m.outcomes[std::size_t(keep)].emplace_back(m.fullPosition[std::size_t(m.index.at(sum))], chance);
        }
    }
    return m;
}

/// Every multiset kept of the dice (all but the whole) that holds the locked ones.
std::vector<int> keepsOf(const Multisets& m, const Counts& dice, const Counts& locked)
{
    std::vector<int> keeps;
    for (int i = 0; i < int(m.sets.size()); ++i) {
        const Counts& k = m.sets[std::size_t(i)];
        bool inside = k != dice;
        for (std::size_t f = 0; f < 6 && inside; ++f)
            inside = k[f] <= dice[f] && k[f] >= locked[f];
        if (inside)
            keeps.push_back(i);
    }
    return keeps;
}

int diceIn(const Counts& counts)
{
    int n = 0;
    for (auto c : counts)
        n += c;
    return n;
}

} // namespace

std::vector<std::pair<int, int>> TopDownColumn::orderedBoxes(
    const SheetGame& game, const RuleOptions& options)
{
    std::vector<std::pair<int, int>> boxes;
    for (int c = game.freeColumnCount(options); c < game.columnCount(options); ++c)
        for (int r = 0; r < int(game.rows().size()); ++r)
            boxes.emplace_back(c, r);
    return boxes;
}

std::optional<std::pair<int, int>> TopDownColumn::forcedBox(const SheetState& state)
{
    if (state.isTerminal())
        return std::nullopt;
    return nextBox(state.game(), state.options(), state.sheets()[std::size_t(state.currentPlayer())]);
}

std::optional<std::pair<int, int>> TopDownColumn::nextBox(
    const SheetGame& game, const RuleOptions& options, const Sheet& sheet)
{
    const int free = game.freeColumnCount(options);
    if (free >= game.columnCount(options))
        return std::nullopt;
    for (int c = 0; c < free; ++c)
        for (int r = 0; r < sheet.rows(); ++r)
            if (sheet.isFree(c, r))
                return std::nullopt; // the free columns first
    for (const auto& [c, r] : orderedBoxes(game, options))
        if (game.isOpen(sheet, c, r, options))
            return std::pair{c, r};
    return std::nullopt;
}

double TopDownColumn::expectedAfter(
    const SheetGame& game, const RuleOptions& options, const Sheet& sheet, int column, int row)
{
    double sum = 0;
    bool after = false;
    for (const auto& [c, r] : orderedBoxes(game, options)) {
        if (after && sheet.isFree(c, r))
            sum += shared(game, options, c, r)->expected();
        after = after || (c == column && r == row);
    }
    return sum;
}

std::shared_ptr<const TopDownColumn> TopDownColumn::shared(
    const SheetGame& game, const RuleOptions& options, int column, int row)
{
    std::string key(game.id());
    for (const auto& [id, value] : options.values())
        key += ";" + id + "=" + value;
    key += ";" + std::to_string(column) + ";" + std::to_string(row);
    static std::mutex lock;
    static std::map<std::string, std::shared_ptr<const TopDownColumn>> made;
    const std::lock_guard guard(lock);
    auto& slot = made[key];
    if (!slot)
        slot = std::make_shared<TopDownColumn>(game, options, column, row);
    return slot;
}

TopDownColumn::TopDownColumn(const SheetGame& game, const RuleOptions& options, int column, int row)
    : m_row(row)
    , m_servedAgain(!options.flag("served_first_throw_only"))
{
    const Multisets& m = multisetsOf(game.diceCount());
    const std::size_t fulls = m.full.size();
    m_points.resize(fulls * 2);
    for (std::size_t p = 0; p < fulls; ++p) {
        std::vector<int> faces;
        const Counts& counts = m.sets[std::size_t(m.full[p])];
        for (int f = 0; f < 6; ++f)
            faces.insert(faces.end(), counts[std::size_t(f)], f + 1);
        for (int served = 0; served < 2; ++served)
            m_points[p * 2 + std::size_t(served)]
                = game.boxPoints(column, row, Throw{faces, served == 1}, options);
    }
    // Throws left 0: write. With k left: the better of writing and the best keep's expectation.
    const int throws = game.throwsPerTurn();
    m_value.assign(std::size_t(throws), {});
    m_value[0].assign(m_points.begin(), m_points.end());
    for (int k = 1; k < throws; ++k) {
        const auto& next = m_value[std::size_t(k - 1)];
        std::vector<double> keepValue(m.sets.size(), 0);
        for (std::size_t keep = 0; keep < m.sets.size(); ++keep) {
            const std::size_t served = m.size[keep] == 0 && m_servedAgain ? 1 : 0;
            double sum = 0;
            for (const auto& [position, chance] : m.outcomes[keep])
                sum += chance * next[std::size_t(position) * 2 + served];
            keepValue[keep] = sum;
        }
        auto& value = m_value[std::size_t(k)];
        value.resize(fulls * 2);
        for (std::size_t p = 0; p < fulls; ++p) {
            double bestKeep = 0;
            for (int keep : m.keeps[p])
                bestKeep = std::max(bestKeep, keepValue[std::size_t(keep)]);
            for (std::size_t served = 0; served < 2; ++served)
                value[p * 2 + served] = std::max(double(m_points[p * 2 + served]), bestKeep);
        }
    }
    for (const auto& [position, chance] : m.outcomes[std::size_t(m.index.at(Counts{}))])
        m_start += chance * m_value[std::size_t(throws - 1)][std::size_t(position) * 2 + 1];
}

int TopDownColumn::pointsOf(int full, bool served) const
{
    return m_points[std::size_t(full) * 2 + (served ? 1 : 0)];
}

std::vector<SheetSolver::Choice> TopDownColumn::choices(
    const Counts& dice, bool served, int throwsLeft, const Counts& locked) const
{
    const Multisets& m = multisetsOf(diceIn(dice));
    const int position = m.fullPosition[std::size_t(m.index.at(dice))];
    std::vector<SheetSolver::Choice> all;
    SheetSolver::Choice write;
    write.kind = SheetSolver::Choice::Kind::Write;
    write.row = m_row;
    write.points = pointsOf(position, served);
    write.expected = write.points;
    all.push_back(write);
    if (throwsLeft > 0) {
        const int after = std::min(throwsLeft, int(m_value.size())) - 1;
        for (int keep : keepsOf(m, dice, locked)) {
            const std::size_t again = m.size[std::size_t(keep)] == 0 && m_servedAgain ? 1 : 0;
            double sum = 0;
            for (const auto& [outcome, chance] : m.outcomes[std::size_t(keep)])
                sum += chance * m_value[std::size_t(after)][std::size_t(outcome) * 2 + again];
            SheetSolver::Choice choice;
            choice.kind = SheetSolver::Choice::Kind::Keep;
            choice.keep = m.sets[std::size_t(keep)];
            choice.expected = sum;
            all.push_back(choice);
        }
    }
    // Best first; of equal ones, writing now, then keeping more.
    auto key = [](const SheetSolver::Choice& c) {
        return std::tuple{c.expected, c.kind == SheetSolver::Choice::Kind::Write, diceIn(c.keep)};
    };
    std::stable_sort(all.begin(), all.end(), [&](const auto& a, const auto& b) { return key(a) > key(b); });
    return all;
}

SheetSolver::Choice TopDownColumn::beginnerChoice(
    const Counts& dice, bool served, int throwsLeft, const Counts& locked) const
{
    const Multisets& m = multisetsOf(diceIn(dice));
    SheetSolver::Choice write;
    write.kind = SheetSolver::Choice::Kind::Write;
    write.row = m_row;
    write.points = pointsOf(m.fullPosition[std::size_t(m.index.at(dice))], served);
    write.expected = write.points;
    if (throwsLeft == 0 || (served && write.points > 0 && m_row >= 6))
        return write; // a combination served: written at once
    bool onlyServed = true;
    for (std::size_t p = 0; p < m_points.size(); p += 2)
        onlyServed = onlyServed && m_points[p] == 0;
    if (onlyServed && diceIn(locked) == 0)
        return SheetSolver::Choice{SheetSolver::Choice::Kind::Keep, {}, -1, 0, 0}; // serve again
    int face = m_row < 6 ? m_row : 0;
    if (m_row >= 6)
        for (int f = 1; f < 6; ++f)
            if (dice[std::size_t(f)] >= dice[std::size_t(face)])
                face = f;
    SheetSolver::Choice keep;
    keep.kind = SheetSolver::Choice::Kind::Keep;
    keep.keep = locked;
    keep.keep[std::size_t(face)] = std::max(keep.keep[std::size_t(face)], dice[std::size_t(face)]);
    return diceIn(keep.keep) < diceIn(dice) ? keep : write;
}

} // namespace knobel
