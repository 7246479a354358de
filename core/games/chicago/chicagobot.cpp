// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/chicago/chicagobot.h"

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
            for (const auto& [faces, chance] : chances)
                table[std::size_t(count)].push_back({faces, chance});
        }
        return table;
    }();
    return all[std::size_t(m)];
}

int sumOf(const std::array<int, 3>& faces, bool low)
{
    return ChicagoDef::value(faces[0], low) + ChicagoDef::value(faces[1], low)
        + ChicagoDef::value(faces[2], low);
}

ChicagoTurn::Worth weighted(const ChicagoTurn::Worth& w, double chance)
{
    return {w.value * chance, w.above * chance, w.equal * chance};
}

void add(ChicagoTurn::Worth& to, const ChicagoTurn::Worth& w)
{
    to.value += w.value;
    to.above += w.above;
    to.equal += w.equal;
}

constexpr int kBeginnerStops = 160;
/// Beginner in the low game: stops at 6 pips or fewer, and says low after a first throw of 8 or fewer.
constexpr int kBeginnerStopsLow = 6;
constexpr int kBeginnerSaysLow = 8;

int keyOf(int sum, int throws, bool low = false)
{
    return ChicagoResult::keyOf(sum, throws, low);
}

} // namespace

ChicagoTurn::ChicagoTurn(int limit, bool twoSixes, Terminal terminal, bool low)
    : m_limit(limit)
    , m_twoSixes(twoSixes)
    , m_low(low)
    , m_terminal(std::move(terminal))
{
}

ChicagoTurn::Worth ChicagoTurn::start()
{
    Worth total;
    for (const Roll& roll : rolls(3))
        add(total, weighted(node({roll.faces[0], roll.faces[1], roll.faces[2]}, 0, 1, false), roll.chance));
    return total;
}

std::vector<ChicagoTurn::Choice> ChicagoTurn::choices(
    std::vector<int> faces, int aces, int throws, bool converted)
{
    std::sort(faces.begin(), faces.end());
    // A face 0 is the free die of two sixes turned into an ace: it goes with the next throw, which
    // must come (no stop before it).
    const bool freeDie = faces.front() == 0;
    std::vector<Choice> list;
    if (!freeDie)
        list.push_back({Move::Stop, faces, m_terminal(sumOf({faces[0], faces[1], faces[2]}, m_low), throws)});
    if (m_twoSixes && !converted && !freeDie && throws >= 1 && throws <= 2 && throws < m_limit
        && std::count(faces.begin(), faces.end(), 6) >= 2) {
        // One six becomes an ace that stays; the other is free and goes with the next throw (turning
        // is no throw, and needs a throw left).
        std::array<int, 3> next{faces[0], faces[1], faces[2]};
        *std::find(next.begin(), next.end(), 6) = 1;
        *std::find(next.begin(), next.end(), 6) = 0;
        std::sort(next.begin(), next.end());
        list.push_back({Move::Ace, {}, node(next, aces + 1, throws, true)});
    }
    if (throws < m_limit) {
        std::vector<std::vector<int>> seen;
        for (int mask = 0; mask < 7; ++mask) { // every keep but all three
            std::vector<int> keep;
            bool keepsFree = false;
            for (int d = 0; d < 3; ++d)
                if (mask & (1 << d)) {
                    keep.push_back(faces[std::size_t(d)]);
                    keepsFree = keepsFree || faces[std::size_t(d)] == 0;
                }
            if (keepsFree)
                continue; // the free die is thrown
            if (std::count(keep.begin(), keep.end(), 1) < aces)
                continue; // an ace made of two sixes stays
            if (std::find(seen.begin(), seen.end(), keep) != seen.end())
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
                add(total, weighted(node(next, aces, throws + 1, false), roll.chance));
            }
            list.push_back({Move::Keep, keep, total});
        }
    }
    std::stable_sort(list.begin(), list.end(),
        [](const Choice& a, const Choice& b) { return a.worth.value > b.worth.value + 1e-12; });
    return list;
}

ChicagoTurn::Worth ChicagoTurn::node(std::array<int, 3> faces, int aces, int throws, bool converted)
{
    const int key
        = (((faces[0] * 7 + faces[1]) * 7 + faces[2]) * 4 + aces) * 8 + throws * 2 + (converted ? 1 : 0);
    if (auto it = m_memo.find(key); it != m_memo.end())
        return it->second;
    const Worth best = choices({faces[0], faces[1], faces[2]}, aces, throws, converted).front().worth;
    m_memo.emplace(key, best);
    return best;
}

ChicagoTurn::Worth ChicagoBot::beat(int sum, int throws, int limit, bool twoSixes, bool low)
{
    static std::mutex lock;
    static std::map<std::array<int, 4>, ChicagoTurn::Worth> cache;
    const std::array<int, 4> id{keyOf(sum, throws, low), limit, twoSixes ? 1 : 0, low ? 1 : 0};
    {
        std::lock_guard guard(lock);
        if (auto it = cache.find(id); it != cache.end())
            return it->second;
    }
    const int target = keyOf(sum, throws, low);
    ChicagoTurn turn(
        limit, twoSixes,
        [target, low](int s, int t) {
            const int key = keyOf(s, t, low);
            return key > target ? ChicagoTurn::Worth{1, 1, 0}
                : key == target ? ChicagoTurn::Worth{0.5, 0, 1}
                                : ChicagoTurn::Worth{0, 0, 0};
        },
        low);
    const ChicagoTurn::Worth worth = turn.start();
    std::lock_guard guard(lock);
    cache.emplace(id, worth);
    return worth;
}

double ChicagoBot::matChance(int sum, int throws, int tied, int later, int limit, bool twoSixes, bool low)
{
    const ChicagoTurn::Worth w = later > 0 ? beat(sum, throws, limit, twoSixes, low) : ChicagoTurn::Worth{};
    // Nobody to come ends below: c of them tie, the rest end above; then one of tied + 1 + c takes it.
    double chance = 0;
    double choose = 1;
    for (int c = 0; c <= later; ++c) {
        chance += choose * std::pow(w.equal, c) * std::pow(w.above, later - c) / double(tied + 1 + c);
        choose = choose * double(later - c) / double(c + 1);
    }
    return chance;
}

/// The chance that one fresh throw of three dice ends worse than this sum (equal counts half): what
/// a sum is worth on a scale the high and the low game share.
double worseThrowChance(int sum, bool low)
{
    static const auto table = [] {
        std::array<std::vector<double>, 2> chance;
        for (const bool l : {false, true}) {
            std::vector<double>& c = chance[l ? 1 : 0];
            c.assign(301, 0.0);
            for (int s = 0; s <= 300; ++s)
                for (int a = 1; a <= 6; ++a)
                    for (int b = 1; b <= 6; ++b)
                        for (int d = 1; d <= 6; ++d) {
                            const int other = ChicagoDef::sum({a, b, d}, l);
                            const bool worse = l ? other > s : other < s;
                            c[std::size_t(s)] += (worse ? 1.0 : other == s ? 0.5 : 0.0) / 216.0;
                        }
        }
        return chance;
    }();
    return table[low ? 1 : 0][std::size_t(std::clamp(sum, 0, 300))];
}

std::vector<ChicagoTurn::Choice> ChicagoBot::choices(const ChicagoState& state) const
{
    return choices(state, state.low(), false);
}

std::vector<ChicagoTurn::Choice> ChicagoBot::choices(const ChicagoState& state, bool low, bool shared) const
{
    const Seat me = state.current();
    // Two sixes make an ace in the high game only (the state says so for the mode it is in).
    const bool twoSixes = state.twoSixesRule() && !low;
    const bool first = state.turnIndex() == 0;
    const int later = int(state.order().size()) - state.turnIndex() - 1;
    int lowest = 0;
    int tied = 0;
    bool table = false;
    for (Seat s = 0; s < state.seats(); ++s)
        if (const auto& r = state.results()[std::size_t(s)]; r && s != me) {
            if (!table || r->key() < lowest) {
                lowest = r->key();
                tied = 0;
            }
            tied += r->key() == lowest ? 1 : 0;
            table = true;
        }
    ChicagoTurn::Terminal terminal;
    if (shared) {
        terminal = [low](int s, int) { return ChicagoTurn::Worth{worseThrowChance(s, low), 0, 0}; };
    } else if (m_level == Level::Beginner || (m_level == Level::Good && !table)) {
        // The sum it can expect, scaled to the game's range: high of 300, low below 18 of 15.
        terminal = [low](int s, int) { return ChicagoTurn::Worth{low ? (18 - s) / 15.0 : s / 300.0, 0, 0}; };
    } else if (m_level == Level::Good) {
        terminal = [lowest, tied, low](int s, int t) {
            const int key = keyOf(s, t, low);
            return ChicagoTurn::Worth{key > lowest ? 1.0
                    : key == lowest                ? 1.0 - 1.0 / double(tied + 1)
                                                   : 0.0,
                0, 0};
        };
    } else {
        const int limit = state.throwLimit();
        terminal = [=](int s, int t) {
            const int key = keyOf(s, t, low);
            if (table && key > lowest)
                return ChicagoTurn::Worth{1, 0, 0};
            const int with = table && key == lowest ? tied : 0;
            // The first player's throws become everybody's limit.
            return ChicagoTurn::Worth{
                1.0 - matChance(s, t, with, later, first ? t : limit, twoSixes, low), 0, 0};
        };
    }
    ChicagoTurn turn(state.throwLimit(), twoSixes, terminal, low);
    const DiceSet& dice = state.dice();
    const int aces = int(std::count(dice.locked.begin(), dice.locked.end(), true));
    auto list = turn.choices(dice.faces, aces, dice.throwsMade, state.convertedThisThrow());
    if (m_level == Level::Beginner) {
        // A rule of thumb on its own dice only: stop at 160 or more, else keep the ones and sixes and
        // throw the rest (two sixes become an ace whenever the rule allows).
        // In the low game: stop at 6 pips or fewer, else keep the ones and twos.
        std::vector<int> keep;
        for (int f : dice.faces)
            if (low ? (f == 1 || f == 2) : (f == 1 || f == 6))
                keep.push_back(f);
        std::sort(keep.begin(), keep.end());
        const bool enough = low ? ChicagoDef::sum(dice.faces, true) <= kBeginnerStopsLow
                                : ChicagoDef::sum(dice.faces) >= kBeginnerStops;
        auto rule = std::find_if(list.begin(), list.end(), [&](const ChicagoTurn::Choice& c) {
            if (c.move == ChicagoTurn::Move::Ace)
                return true;
            if (enough || keep.size() == 3)
                return c.move == ChicagoTurn::Move::Stop;
            return c.move == ChicagoTurn::Move::Keep && c.keep == keep;
        });
        if (rule == list.end())
            rule = std::find_if(
                list.begin(), list.end(), [](const auto& c) { return c.move == ChicagoTurn::Move::Stop; });
        if (rule != list.end()) // a free die to throw: no stop, and the best throw is its rule
            std::rotate(list.begin(), rule, rule + 1);
    }
    return list;
}

std::vector<std::pair<int, double>> ChicagoBot::modeChoices(const ChicagoState& state) const
{
    std::vector<std::pair<int, double>> list;
    if (m_level == Level::Beginner) {
        const bool low = ChicagoDef::sum(state.dice().faces, true) <= kBeginnerSaysLow;
        list = {{ChicagoDef::kLow, low ? 1.0 : 0.0}, {ChicagoDef::kHigh, low ? 0.0 : 1.0}};
    } else {
        // What the rest of the turn is worth in each mode: the best of its choices from these dice.
        for (const bool low : {false, true})
            list.emplace_back(low ? ChicagoDef::kLow : ChicagoDef::kHigh,
                choices(state, low, m_level == Level::Good).front().worth.value);
    }
    std::stable_sort(
        list.begin(), list.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    return list;
}

Action ChicagoBot::decide(const BotView& view) const
{
    const auto* state = dynamic_cast<const ChicagoState*>(view.full);
    auto listed = [&](const Action& a) {
        return std::find(view.legal.begin(), view.legal.end(), a) != view.legal.end();
    };
    if (!state || state->phase() != ChicagoState::Phase::Turn || !state->dice().thrown())
        return view.legal.front();
    if (state->modeToChoose())
        return Action::choose(modeChoices(*state).front().first);
    const auto best = choices(*state).front();
    if (best.move == ChicagoTurn::Move::Stop)
        return Action::stop();
    if (best.move == ChicagoTurn::Move::Ace)
        return Action::choose(ChicagoDef::kAceFromTwoSixes);
    // Set aside exactly the dice to keep: aces that must stay first, then dice already aside.
    const DiceSet& dice = state->dice();
    std::vector<bool> want(3, false);
    std::vector<int> keep = best.keep;
    for (int pass = 0; pass < 3; ++pass)
        for (int d = 0; d < 3; ++d) {
            const bool candidate = pass == 0 ? dice.isLocked(d)
                : pass == 1                  ? bool(dice.held[std::size_t(d)])
                                             : true;
            if (want[std::size_t(d)] || !candidate)
                continue;
            auto it = std::find(keep.begin(), keep.end(), dice.faces[std::size_t(d)]);
            if (it != keep.end()) {
                keep.erase(it);
                want[std::size_t(d)] = true;
            }
        }
    for (int d = 0; d < 3; ++d) {
        if (want[std::size_t(d)] && !dice.held[std::size_t(d)] && listed(Action::hold(d)))
            return Action::hold(d);
        if (!want[std::size_t(d)] && dice.held[std::size_t(d)] && listed(Action::release(d)))
            return Action::release(d);
    }
    return listed(Action::throwDice()) ? Action::throwDice() : Action::stop();
}

RankMeaning ChicagoBot::rankMeaning(const BotView& view) const
{
    if (m_level != Level::Perfect)
        return Bot::rankMeaning(view);
    RankMeaning meaning;
    meaning.unit = RankMeaning::Unit::Chance;
    meaning.text.context = "knobel::Chicago";
    meaning.text.text = QT_TRANSLATE_NOOP(
        "knobel::Chicago", "Your chance not to take this round's beer mat after each choice");
    return meaning;
}

std::vector<RankedChoice> ChicagoBot::rank(const BotView& view) const
{
    const auto* state = dynamic_cast<const ChicagoState*>(view.full);
    std::vector<RankedChoice> ranked;
    if (!state || state->phase() != ChicagoState::Phase::Turn || !state->dice().thrown())
        return ranked;
    if (state->modeToChoose()) {
        for (const auto& [choice, value] : modeChoices(*state)) {
            RankedChoice r;
            r.action = Action::choose(choice);
            r.value = value;
            r.text.context = "knobel::Chicago";
            r.text.text = choice == ChicagoDef::kLow ? QT_TRANSLATE_NOOP("knobel::Chicago", "Say low")
                                                     : QT_TRANSLATE_NOOP("knobel::Chicago", "Say high");
            ranked.push_back(std::move(r));
        }
        return ranked;
    }
    for (const auto& choice : choices(*state)) {
        RankedChoice r;
        r.value = choice.worth.value;
        r.text.context = "knobel::Chicago";
        if (choice.move == ChicagoTurn::Move::Stop) {
            r.action = Action::stop();
            r.text.text = QT_TRANSLATE_NOOP("knobel::Chicago", "Stop");
        } else if (choice.move == ChicagoTurn::Move::Ace) {
            r.action = Action::choose(ChicagoDef::kAceFromTwoSixes);
            r.text.text = QT_TRANSLATE_NOOP("knobel::Chicago", "Make an ace of two sixes");
        } else {
            r.action = Action::throwDice();
            std::string kept;
            for (int f : choice.keep)
                kept += (kept.empty() ? "" : "-") + std::to_string(f);
            r.text.text = choice.keep.empty()
                ? QT_TRANSLATE_NOOP("knobel::Chicago", "Throw all three again")
                : QT_TRANSLATE_NOOP("knobel::Chicago", "Keep %1, throw the rest");
            if (!choice.keep.empty())
                r.text.args.push_back(Message::plain(kept));
        }
        ranked.push_back(std::move(r));
    }
    return ranked;
}

} // namespace knobel
