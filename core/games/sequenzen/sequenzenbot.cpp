// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/sequenzen/sequenzenbot.h"

#include <algorithm>
#include <cmath>
#include <mutex>

#include <QtCore/qglobal.h>

namespace knobel {

namespace {

struct Roll
{
    std::vector<int> faces; ///< sorted
    double chance = 0;
};

/// Every outcome of throwing m dice, as sorted faces with its chance.
const std::vector<Roll>& rolls(int m)
{
    static const std::array<std::vector<Roll>, 4> all = [] {
        std::array<std::vector<Roll>, 4> table;
        table[0].push_back({{}, 1.0});
        for (int count = 1; count <= 3; ++count) {
            std::map<std::vector<int>, double> chances;
            std::vector<int> faces(std::size_t(count), 1);
            const double each = std::pow(1.0 / 6.0, count);
            while (true) {
                std::vector<int> sorted = faces;
                std::sort(sorted.begin(), sorted.end());
                chances[sorted] += each;
                int d = 0;
                while (d < count && faces[std::size_t(d)] == 6)
                    faces[std::size_t(d++)] = 1;
                if (d == count)
                    break;
                ++faces[std::size_t(d)];
            }
            for (const auto& [f, chance] : chances)
                table[std::size_t(count)].push_back({f, chance});
        }
        return table;
    }();
    return all[std::size_t(m)];
}

void add(SequenzenTurn::Worth& to, const SequenzenTurn::Worth& w, double chance)
{
    to.value += w.value * chance;
    to.above += w.above * chance;
    to.equal += w.equal * chance;
}

int keyOf(int run, int throws)
{
    return SequenzenResult::keyOf(run, throws);
}

} // namespace

SequenzenTurn::SequenzenTurn(int mostKept, Terminal terminal)
    : m_mostKept(mostKept)
    , m_terminal(std::move(terminal))
{
}

SequenzenTurn::Worth SequenzenTurn::start()
{
    Worth total;
    for (const Roll& roll : rolls(3))
        add(total, node({roll.faces[0], roll.faces[1], roll.faces[2]}, 1), roll.chance);
    return total;
}

std::vector<SequenzenTurn::Choice> SequenzenTurn::choices(std::vector<int> faces, int throws)
{
    std::sort(faces.begin(), faces.end());
    std::vector<Choice> list;
    list.push_back({Move::Stop, faces, m_terminal(SequenzenDef::run(faces), throws)});
    if (throws < SequenzenDef::kMostThrows) {
        std::vector<std::vector<int>> seen;
        for (int mask = 0; mask < 8; ++mask) {
            std::vector<int> keep;
            for (int d = 0; d < 3; ++d)
                if (mask & (1 << d))
                    keep.push_back(faces[std::size_t(d)]);
            if (int(keep.size()) > m_mostKept || std::find(seen.begin(), seen.end(), keep) != seen.end())
                continue;
            seen.push_back(keep);
            Worth total;
            for (const Roll& roll : rolls(3 - int(keep.size()))) {
                std::array<int, 3> next{};
                std::size_t i = 0;
                for (int f : keep)
                    next[i++] = f;
                for (int f : roll.faces)
                    next[i++] = f;
                std::sort(next.begin(), next.end());
                add(total, node(next, throws + 1), roll.chance);
            }
            list.push_back({Move::Keep, keep, total});
        }
    }
    std::stable_sort(list.begin(), list.end(),
        [](const Choice& a, const Choice& b) { return a.worth.value > b.worth.value + 1e-12; });
    return list;
}

SequenzenTurn::Worth SequenzenTurn::node(std::array<int, 3> faces, int throws)
{
    const int key = ((faces[0] * 7 + faces[1]) * 7 + faces[2]) * 4 + throws;
    if (auto it = m_memo.find(key); it != m_memo.end())
        return it->second;
    const Worth best = choices({faces[0], faces[1], faces[2]}, throws).front().worth;
    m_memo.emplace(key, best);
    return best;
}

SequenzenTurn::Worth SequenzenBot::beat(int run, int throws, bool keepTwo)
{
    static std::mutex lock;
    static std::map<std::array<int, 2>, SequenzenTurn::Worth> cache;
    const int target = keyOf(run, throws);
    const std::array<int, 2> id{target, keepTwo ? 1 : 0};
    {
        std::lock_guard guard(lock);
        if (auto it = cache.find(id); it != cache.end())
            return it->second;
    }
    // Nothing is no result to beat or share: any run is above it, and two players without one share
    // nothing (nobody scores).
    SequenzenTurn turn(keepTwo ? SequenzenDef::kMostKept : 0, [target](int r, int t) {
        const int key = keyOf(r, t);
        return key > target            ? SequenzenTurn::Worth{1, 1, 0}
            : key == target && key > 0 ? SequenzenTurn::Worth{0.5, 0, 1}
                                       : SequenzenTurn::Worth{0, 0, 0};
    });
    const SequenzenTurn::Worth worth = turn.start();
    std::lock_guard guard(lock);
    cache.emplace(id, worth);
    return worth;
}

double SequenzenBot::winChance(int run, int throws, int tied, int later, bool keepTwo)
{
    if (run == 0)
        return 0;
    const SequenzenTurn::Worth w = later > 0 ? beat(run, throws, keepTwo) : SequenzenTurn::Worth{};
    // Nobody to come ends above: c of them tie, the rest end below; the round is shared by tied + 1 + c.
    const double below = std::max(0.0, 1.0 - w.above - w.equal);
    double chance = 0;
    double choose = 1;
    for (int c = 0; c <= later; ++c) {
        chance += choose * std::pow(w.equal, c) * std::pow(below, later - c) / double(tied + 1 + c);
        choose = choose * double(later - c) / double(c + 1);
    }
    return chance;
}

std::vector<SequenzenTurn::Choice> SequenzenBot::choices(const SequenzenState& state) const
{
    const Seat me = state.current();
    const bool keepTwo = state.keepTwo();
    const int later = int(state.order().size()) - state.turnIndex() - 1;
    int best = 0; // the best result on the table; 0: nobody has a run yet
    int tied = 0;
    for (Seat s = 0; s < state.seats(); ++s)
        if (const auto& r = state.results()[std::size_t(s)]; r && s != me && r->key() > 0) {
            if (r->key() > best) {
                best = r->key();
                tied = 0;
            }
            tied += r->key() == best ? 1 : 0;
        }
    SequenzenTurn::Terminal terminal;
    if (m_level == Level::Perfect) {
        terminal = [=](int r, int t) {
            const int key = keyOf(r, t);
            if (key == 0 || key < best)
                return SequenzenTurn::Worth{0, 0, 0};
            return SequenzenTurn::Worth{winChance(r, t, key == best ? tied : 0, later, keepTwo), 0, 0};
        };
    } else {
        // Good (and Beginner's fallback): the chance to beat what stands at the table, a share when equal.
        terminal = [=](int r, int t) {
            const int key = keyOf(r, t);
            return SequenzenTurn::Worth{key > best ? 1.0
                    : key == best && key > 0       ? 1.0 / double(tied + 1)
                                                   : 0.0,
                0, 0};
        };
    }
    SequenzenTurn turn(keepTwo ? SequenzenDef::kMostKept : 0, terminal);
    const DiceSet& dice = state.dice();
    auto list = turn.choices(dice.faces, dice.throwsMade);
    if (m_level == Level::Beginner) {
        // A rule of thumb on its own dice: stop on any run; otherwise throw again, under keep_two
        // keeping the highest two different dice at most two apart (they can still make a run).
        std::vector<int> keep;
        if (keepTwo) {
            std::vector<int> faces = dice.faces;
            std::sort(faces.begin(), faces.end());
            faces.erase(std::unique(faces.begin(), faces.end()), faces.end());
            for (int i = int(faces.size()) - 1; i > 0 && keep.empty(); --i)
                for (int j = i - 1; j >= 0 && keep.empty(); --j)
                    if (faces[std::size_t(i)] - faces[std::size_t(j)] <= 2)
                        keep = {faces[std::size_t(j)], faces[std::size_t(i)]};
        }
        const bool stop = SequenzenDef::run(dice.faces) > 0;
        auto rule = std::find_if(list.begin(), list.end(), [&](const SequenzenTurn::Choice& c) {
            return stop ? c.move == SequenzenTurn::Move::Stop
                        : c.move == SequenzenTurn::Move::Keep && c.keep == keep;
        });
        if (rule == list.end())
            rule = std::find_if(
                list.begin(), list.end(), [](const auto& c) { return c.move == SequenzenTurn::Move::Stop; });
        std::rotate(list.begin(), rule, rule + 1);
    }
    return list;
}

Action SequenzenBot::decide(const BotView& view) const
{
    const auto* state = dynamic_cast<const SequenzenState*>(view.full);
    auto listed = [&](const Action& a) {
        return std::find(view.legal.begin(), view.legal.end(), a) != view.legal.end();
    };
    if (!state || state->isTerminal() || !state->dice().thrown())
        return view.legal.front();
    const auto best = choices(*state).front();
    if (best.move == SequenzenTurn::Move::Stop)
        return Action::stop();
    // Set aside exactly the dice to keep: dice already aside first.
    const DiceSet& dice = state->dice();
    std::vector<bool> want(3, false);
    std::vector<int> keep = best.keep;
    for (int pass = 0; pass < 2; ++pass)
        for (int d = 0; d < 3; ++d) {
            if (want[std::size_t(d)] || (pass == 0 && !dice.held[std::size_t(d)]))
                continue;
            auto it = std::find(keep.begin(), keep.end(), dice.faces[std::size_t(d)]);
            if (it != keep.end()) {
                keep.erase(it);
                want[std::size_t(d)] = true;
            }
        }
    // Take back first, so that never more than two dice stand.
    for (int d = 0; d < 3; ++d)
        if (!want[std::size_t(d)] && dice.held[std::size_t(d)] && listed(Action::release(d)))
            return Action::release(d);
    for (int d = 0; d < 3; ++d)
        if (want[std::size_t(d)] && !dice.held[std::size_t(d)] && listed(Action::hold(d)))
            return Action::hold(d);
    return listed(Action::throwDice()) ? Action::throwDice() : Action::stop();
}

RankMeaning SequenzenBot::rankMeaning(const BotView& view) const
{
    if (m_level == Level::Beginner)
        return Bot::rankMeaning(view);
    RankMeaning meaning;
    meaning.unit = RankMeaning::Unit::Chance;
    meaning.text.context = "knobel::Sequenzen";
    meaning.text.text = m_level == Level::Perfect
        ? QT_TRANSLATE_NOOP("knobel::Sequenzen",
            "Your chance to win this round after each choice (a shared round counts its share)")
        : QT_TRANSLATE_NOOP(
            "knobel::Sequenzen", "Your chance to beat what stands at the table after each choice");
    return meaning;
}

std::vector<RankedChoice> SequenzenBot::rank(const BotView& view) const
{
    const auto* state = dynamic_cast<const SequenzenState*>(view.full);
    std::vector<RankedChoice> ranked;
    if (!state || state->isTerminal() || !state->dice().thrown())
        return ranked;
    for (const auto& choice : choices(*state)) {
        RankedChoice r;
        r.value = choice.worth.value;
        r.text.context = "knobel::Sequenzen";
        if (choice.move == SequenzenTurn::Move::Stop) {
            r.action = Action::stop();
            r.text.text = QT_TRANSLATE_NOOP("knobel::Sequenzen", "Stop");
        } else {
            r.action = Action::throwDice();
            std::string kept;
            for (int f : choice.keep)
                kept += (kept.empty() ? "" : "-") + std::to_string(f);
            r.text.text = choice.keep.empty()
                ? QT_TRANSLATE_NOOP("knobel::Sequenzen", "Throw all three again")
                : QT_TRANSLATE_NOOP("knobel::Sequenzen", "Keep %1, throw the rest");
            if (!choice.keep.empty())
                r.text.args.push_back(Message::plain(kept));
        }
        ranked.push_back(std::move(r));
    }
    return ranked;
}

} // namespace knobel
