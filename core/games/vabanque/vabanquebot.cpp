// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/vabanque/vabanquebot.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <tuple>

#include <QtCore/qglobal.h>

namespace knobel {

namespace {

void add(VaBanqueTurn::Worth& to, const VaBanqueTurn::Worth& w, double chance)
{
    to.value += w.value * chance;
    to.above += w.above * chance;
    to.equal += w.equal * chance;
}

constexpr int kValues = VaBanqueTurn::kHighest - VaBanqueTurn::kLowest + 1;

/// What Good as the round's first counts a stake the bank took as: below every value there is.
constexpr double kForfeitedWorth = VaBanqueTurn::kLowest;

} // namespace

VaBanqueTurn::VaBanqueTurn(bool bankTakes, Terminal terminal)
    : m_bankTakes(bankTakes)
    , m_terminal(std::move(terminal))
    , m_memo(std::size_t(VaBanqueDef::kDice * 16 * kValues))
{
}

VaBanqueTurn::Worth VaBanqueTurn::start()
{
    Worth total;
    for (int d = 1; d <= 6; ++d)
        add(total, after(d, VaBanqueDef::kAllOps, 1), 1.0 / 6.0);
    return total;
}

VaBanqueTurn::Worth VaBanqueTurn::after(int value, int left, int thrown)
{
    if (thrown >= VaBanqueDef::kDice)
        return m_terminal(value, false);
    const std::size_t id
        = std::size_t((thrown * 16 + left) * kValues + std::clamp(value, kLowest, kHighest) - kLowest);
    if (m_memo[id])
        return *m_memo[id];
    Worth total;
    for (int d = 1; d <= 6; ++d) {
        Worth best;
        if (thrown + 1 == VaBanqueDef::kDice) {
            // The fifth die takes the operation left.
            int op = 0;
            while (!(left & (1 << op)))
                ++op;
            const bool forfeited = m_bankTakes && op == VaBanqueDef::Divide && value % d != 0;
            best = m_terminal(VaBanqueDef::apply(value, op, d), forfeited);
        } else {
            bool any = false;
            for (int op = 0; op < 4; ++op)
                if ((left & (1 << op)) && VaBanqueDef::allowed(value, op, d)) {
                    const Worth w = after(VaBanqueDef::apply(value, op, d), left & ~(1 << op), thrown + 1);
                    if (!any || w.value > best.value + 1e-12)
                        best = w;
                    any = true;
                }
        }
        add(total, best, 1.0 / 6.0);
    }
    m_memo[id] = total;
    return total;
}

VaBanqueTurn::Worth VaBanqueBot::beat(int value, int tied, bool bankTakes)
{
    static std::mutex lock;
    static std::map<std::tuple<int, int, bool>, VaBanqueTurn::Worth> cache;
    const auto id = std::make_tuple(value, tied, bankTakes);
    {
        std::lock_guard guard(lock);
        if (auto it = cache.find(id); it != cache.end())
            return it->second;
    }
    // Good's own objective against it (its chance, a tie shared), followed to the chances of each end.
    VaBanqueTurn turn(bankTakes, [value, tied](int v, bool forfeited) {
        if (forfeited || v < value)
            return VaBanqueTurn::Worth{0, 0, 0};
        return v > value ? VaBanqueTurn::Worth{1, 1, 0} : VaBanqueTurn::Worth{1.0 / (tied + 1), 0, 1};
    });
    const VaBanqueTurn::Worth worth = turn.start();
    std::lock_guard guard(lock);
    cache.emplace(id, worth);
    return worth;
}

double VaBanqueBot::share(int value, int tied, int later, bool bankTakes)
{
    if (later <= 0)
        return 1.0 / tied;
    // The next player beats it (nothing for us), ties it (one more to share with) or stays below.
    const VaBanqueTurn::Worth w = beat(value, tied, bankTakes);
    const double below = std::max(0.0, 1.0 - w.above - w.equal);
    return w.equal * share(value, tied + 1, later - 1, bankTakes)
        + below * share(value, tied, later - 1, bankTakes);
}

int VaBanqueBot::beginnerOp(int value, int left, int die)
{
    auto has = [&](int op) { return (left & (1 << op)) && VaBanqueDef::allowed(value, op, die); };
    if (die == 1 && has(VaBanqueDef::Divide))
        return VaBanqueDef::Divide;
    if (die >= 5 && has(VaBanqueDef::Times))
        return VaBanqueDef::Times;
    if (die <= 2 && has(VaBanqueDef::Minus))
        return VaBanqueDef::Minus;
    for (int op :
        {int(VaBanqueDef::Plus), int(VaBanqueDef::Times), int(VaBanqueDef::Minus), int(VaBanqueDef::Divide)})
        if (has(op))
            return op;
    return VaBanqueDef::Plus;
}

std::vector<std::pair<int, double>> VaBanqueBot::choices(const VaBanqueState& state) const
{
    std::vector<std::pair<int, double>> list;
    if (state.isTerminal() || !state.choosing())
        return list;
    const int later = int(state.players().size()) - state.playerIndex() - 1;
    const auto standing = state.standing(); // the best value of those before, and how many have it
    const bool bankTakes = state.bankTakesUndivided();
    VaBanqueTurn::Terminal terminal;
    if (m_level == Level::Perfect) {
        terminal = [=](int v, bool forfeited) {
            if (forfeited || (standing && v < standing->first))
                return VaBanqueTurn::Worth{0, 0, 0};
            const int tied = 1 + (standing && v == standing->first ? standing->second : 0);
            return VaBanqueTurn::Worth{share(v, tied, later, bankTakes), 0, 0};
        };
    } else if (!standing) {
        // Good with nothing standing: the highest value it can expect.
        terminal = [](int v, bool forfeited) {
            return VaBanqueTurn::Worth{forfeited ? kForfeitedWorth : double(v), 0, 0};
        };
    } else {
        terminal = [=](int v, bool forfeited) {
            return VaBanqueTurn::Worth{forfeited ? 0.0
                    : v > standing->first        ? 1.0
                    : v == standing->first       ? 1.0 / (standing->second + 1)
                                                 : 0.0,
                0, 0};
        };
    }
    VaBanqueTurn turn(bankTakes, terminal);
    const VaBanqueCalc& c = state.calc();
    const int before = c.values.back();
    const int die = c.dice.back();
    const int thrown = int(c.dice.size());
    for (int op = 0; op < 4; ++op)
        if ((c.left & (1 << op)) && VaBanqueDef::allowed(before, op, die))
            list.emplace_back(
                op, turn.after(VaBanqueDef::apply(before, op, die), c.left & ~(1 << op), thrown).value);
    // Best first; of equal ones the first in the order +, −, ×, ÷ (as the expectimax picks).
    std::stable_sort(
        list.begin(), list.end(), [](const auto& a, const auto& b) { return a.second > b.second + 1e-12; });
    if (m_level == Level::Beginner) {
        const int op = beginnerOp(before, c.left, die);
        auto it = std::find_if(list.begin(), list.end(), [op](const auto& x) { return x.first == op; });
        if (it != list.end())
            std::rotate(list.begin(), it, it + 1);
    }
    return list;
}

Action VaBanqueBot::decide(const BotView& view) const
{
    const auto* state = dynamic_cast<const VaBanqueState*>(view.full);
    if (!state)
        return view.legal.front();
    const auto list = choices(*state);
    if (list.empty())
        return view.legal.front();
    return Action::choose(list.front().first);
}

RankMeaning VaBanqueBot::rankMeaning(const BotView& view) const
{
    if (m_level == Level::Beginner)
        return Bot::rankMeaning(view);
    RankMeaning meaning;
    meaning.text.context = "knobel::VaBanque";
    meaning.unit = RankMeaning::Unit::Chance;
    meaning.text.text = m_level == Level::Perfect
        ? QT_TRANSLATE_NOOP("knobel::VaBanque",
            "Your chance to take the stakes after each choice, the players to come counted (a shared pot "
            "counts its share)")
        : QT_TRANSLATE_NOOP("knobel::VaBanque",
            "Your chance to beat the values standing after each choice (a tie counts its share)");
    const auto* state = dynamic_cast<const VaBanqueState*>(view.full);
    if (m_level == Level::Good && state && !state->standing()) {
        meaning.unit = RankMeaning::Unit::Worth;
        meaning.text.text
            = QT_TRANSLATE_NOOP("knobel::VaBanque", "The value you can expect after each choice");
    }
    return meaning;
}

std::vector<RankedChoice> VaBanqueBot::rank(const BotView& view) const
{
    const auto* state = dynamic_cast<const VaBanqueState*>(view.full);
    std::vector<RankedChoice> ranked;
    if (!state)
        return ranked;
    for (const auto& [op, value] : choices(*state)) {
        RankedChoice r;
        r.action = Action::choose(op);
        r.value = value;
        ranked.push_back(std::move(r));
    }
    return ranked;
}

} // namespace knobel
