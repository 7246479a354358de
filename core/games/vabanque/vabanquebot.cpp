// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/vabanque/vabanquebot.h"

#include <algorithm>
#include <cmath>
#include <mutex>

#include <QtCore/qglobal.h>

namespace knobel {

namespace {

void add(VaBanqueTurn::Worth& to, const VaBanqueTurn::Worth& w, double chance)
{
    to.value += w.value * chance;
    to.above += w.above * chance;
    to.equal += w.equal * chance;
}

} // namespace

VaBanqueTurn::VaBanqueTurn(bool bankTakes, Terminal terminal)
    : m_bankTakes(bankTakes)
    , m_terminal(std::move(terminal))
{
}

VaBanqueTurn::Worth VaBanqueTurn::start()
{
    Worth total;
    for (int d = 1; d <= 6; ++d)
        add(total, after(d, VaBanqueDef::kAllOps, 1), 1.0 / 6.0);
    return total;
}

VaBanqueTurn::Worth VaBanqueTurn::pick(int value, int left, int thrown, int /*die*/, int op)
{
    (void)op;
    return after(value, left, thrown);
}

VaBanqueTurn::Worth VaBanqueTurn::after(int value, int left, int thrown)
{
    if (thrown >= VaBanqueDef::kDice)
        return m_terminal(value, false);
    const auto id = std::make_tuple(value, left, thrown);
    if (auto it = m_memo.find(id); it != m_memo.end())
        return it->second;
    Worth total;
    for (int d = 1; d <= 6; ++d) {
        Worth best{-1e9, 0, 0};
        if (thrown + 1 == VaBanqueDef::kDice) {
            int op = 0;
            while (!(left & (1 << op)))
                ++op;
            const bool forfeited = m_bankTakes && op == VaBanqueDef::Divide && value % d != 0;
            best = m_terminal(VaBanqueDef::apply(value, op, d), forfeited);
        } else {
            for (int op = 0; op < 4; ++op)
                if ((left & (1 << op)) && VaBanqueDef::allowed(value, op, d)) {
                    const Worth w = after(VaBanqueDef::apply(value, op, d), left & ~(1 << op), thrown + 1);
                    if (w.value > best.value + 1e-12)
                        best = w;
                }
        }
        add(total, best, 1.0 / 6.0);
    }
    m_memo.emplace(id, total);
    return total;
}

VaBanqueTurn::Worth VaBanqueBot::beat(int value, bool bankTakes)
{
    static std::mutex lock;
    static std::map<std::pair<int, bool>, VaBanqueTurn::Worth> cache;
    const auto id = std::make_pair(value, bankTakes);
    {
        std::lock_guard guard(lock);
        if (auto it = cache.find(id); it != cache.end())
            return it->second;
    }
    VaBanqueTurn turn(bankTakes, [value](int v, bool forfeited) {
        if (forfeited)
            return VaBanqueTurn::Worth{0, 0, 0};
        return v > value ? VaBanqueTurn::Worth{1, 1, 0}
            : v == value ? VaBanqueTurn::Worth{0.5, 0, 1}
                         : VaBanqueTurn::Worth{0, 0, 0};
    });
    const VaBanqueTurn::Worth worth = turn.start();
    std::lock_guard guard(lock);
    cache.emplace(id, worth);
    return worth;
}

double VaBanqueBot::winChance(int value, int tied, int later, bool bankTakes)
{
    const VaBanqueTurn::Worth w = later > 0 ? beat(value, bankTakes) : VaBanqueTurn::Worth{};
    const double below = std::max(0.0, 1.0 - w.above - w.equal);
    double chance = 0;
    double choose = 1;
    for (int c = 0; c <= later; ++c) {
        chance += choose * std::pow(w.equal, c) * std::pow(below, later - c) / double(tied + 1 + c);
        choose = choose * double(later - c) / double(c + 1);
    }
    return chance;
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
    const Seat me = state.player();
    const int later = int(state.players().size()) - state.playerIndex() - 1;
    std::optional<int> best;
    int tied = 0;
    for (Seat p : state.players())
        if (const auto& c = state.calcs()[std::size_t(p)]; c && p != me && c->done() && !c->forfeited) {
            if (!best || c->value() > *best) {
                best = c->value();
                tied = 0;
            }
            tied += c->value() == *best ? 1 : 0;
        }
    const bool bankTakes = state.bankTakesUndivided();
    VaBanqueTurn::Terminal terminal;
    if (m_level == Level::Perfect) {
        terminal = [=](int v, bool forfeited) {
            if (forfeited || (best && v < *best))
                return VaBanqueTurn::Worth{0, 0, 0};
            return VaBanqueTurn::Worth{winChance(v, best && v == *best ? tied : 0, later, bankTakes), 0, 0};
        };
    } else if (!best) {
        // Good as the round's first: the highest value it can expect (a forfeit is worth nothing).
        terminal = [](int v, bool forfeited) {
            return VaBanqueTurn::Worth{forfeited ? -1000.0 : double(v), 0, 0};
        };
    } else {
        terminal = [=](int v, bool forfeited) {
            return VaBanqueTurn::Worth{forfeited ? 0.0
                    : v > *best                  ? 1.0
                    : v == *best                 ? 1.0 / (tied + 1)
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
            "Your chance to take the stakes after each choice (a shared pot counts its share)")
        : QT_TRANSLATE_NOOP("knobel::VaBanque", "Your chance to beat the values standing after each choice");
    const auto* state = dynamic_cast<const VaBanqueState*>(view.full);
    if (m_level == Level::Good && state && !state->isTerminal() && state->playerIndex() == 0) {
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
        r.text = Message::plain(VaBanqueDef::sign(op));
        ranked.push_back(std::move(r));
    }
    return ranked;
}

} // namespace knobel
