// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/dreimalpasch/dreimalpaschbot.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <mutex>

#include <QtCore/qglobal.h>

namespace knobel {

namespace {

constexpr int kFaces = 6;
constexpr int kDice = DreimalPaschDef::kDice;

/// Multisets of dice as counts per face, coded as Σ count(f)·7^(f−1): the code of two multisets
/// together is the sum of their codes.
using Counts = std::array<int, kFaces>;

int codeOf(const Counts& counts)
{
    int code = 0;
    for (int f = kFaces - 1; f >= 0; --f)
        code = code * 7 + counts[std::size_t(f)];
    return code;
}

Counts countsOf(const std::vector<int>& faces)
{
    Counts counts{};
    for (int f : faces)
        ++counts[std::size_t(f - 1)];
    return counts;
}

std::vector<int> facesOf(const Counts& counts)
{
    std::vector<int> faces;
    for (int f = 0; f < kFaces; ++f)
        faces.insert(faces.end(), std::size_t(counts[std::size_t(f)]), f + 1);
    return faces;
}

void everyMultiset(int dice, int face, Counts& counts, std::vector<Counts>& out)
{
    if (face == kFaces - 1) {
        counts[std::size_t(face)] = dice;
        out.push_back(counts);
        return;
    }
    for (int c = 0; c <= dice; ++c) {
        counts[std::size_t(face)] = c;
        everyMultiset(dice - c, face + 1, counts, out);
    }
}

struct Keep
{
    int code = 0; ///< the dice kept
    int thrown = 0; ///< how many are thrown again
};

/// The 462 multisets of six dice, every throw of 0 … 6 dice with its chance, and every keep of 2 to 5
/// dice from each multiset, built once.
struct Tables
{
    std::vector<Counts> sixes;
    std::vector<int> key;
    std::vector<int> indexOf; ///< by code; −1 for codes that are not six dice
    std::array<std::vector<std::pair<int, double>>, kDice + 1> rolls; ///< code, chance
    std::vector<std::vector<Keep>> keeps;

    Tables()
    {
        Counts counts{};
        everyMultiset(kDice, 0, counts, sixes);
        indexOf.assign(117649, -1);
        for (std::size_t i = 0; i < sixes.size(); ++i) {
            indexOf[std::size_t(codeOf(sixes[i]))] = int(i);
            key.push_back(DreimalPaschDef::keyOf(facesOf(sixes[i])));
        }
        for (int m = 0; m <= kDice; ++m) {
            std::vector<Counts> all;
            everyMultiset(m, 0, counts, all);
            for (const Counts& c : all) {
                // m! / Π c! orders, each of chance 6^−m.
                double orders = std::tgamma(m + 1);
                for (int n : c)
                    orders /= std::tgamma(n + 1);
                rolls[std::size_t(m)].emplace_back(codeOf(c), orders / std::pow(6.0, m));
            }
        }
        for (const Counts& six : sixes) {
            std::vector<Keep> list;
            Counts k{};
            // Every sub-multiset, face by face.
            std::function<void(int)> walk = [&](int face) {
                if (face == kFaces) {
                    int size = 0;
                    for (int n : k)
                        size += n;
                    if (size >= DreimalPaschDef::kFewestKept && size <= DreimalPaschDef::kMostKept)
                        list.push_back({codeOf(k), kDice - size});
                    return;
                }
                for (int n = 0; n <= six[std::size_t(face)]; ++n) {
                    k[std::size_t(face)] = n;
                    walk(face + 1);
                }
                k[std::size_t(face)] = 0;
            };
            walk(0);
            keeps.push_back(std::move(list));
        }
    }
};

const Tables& tables()
{
    static const Tables t;
    return t;
}

void add(DreimalPaschTurn::Worth& to, const DreimalPaschTurn::Worth& w, double chance)
{
    to.value += w.value * chance;
    to.above += w.above * chance;
    to.equal += w.equal * chance;
}

DreimalPaschTurn::Worth keepWorth(const Keep& keep, const std::vector<DreimalPaschTurn::Worth>& next)
{
    const Tables& t = tables();
    DreimalPaschTurn::Worth total;
    for (const auto& [code, chance] : t.rolls[std::size_t(keep.thrown)])
        add(total, next[std::size_t(t.indexOf[std::size_t(keep.code + code)])], chance);
    return total;
}

std::vector<int> facesOfCode(int code)
{
    Counts counts{};
    for (int f = 0; f < kFaces; ++f) {
        counts[std::size_t(f)] = code % 7;
        code /= 7;
    }
    return facesOf(counts);
}

} // namespace

DreimalPaschTurn::DreimalPaschTurn(const Terminal& terminal)
{
    const Tables& t = tables();
    const std::size_t n = t.sixes.size();
    m_worth[3].resize(n);
    for (std::size_t i = 0; i < n; ++i)
        m_worth[3][i] = terminal(t.key[i]);
    for (int throws = 2; throws >= 1; --throws) {
        auto& here = m_worth[throws];
        here = m_worth[3]; // stopping
        for (std::size_t i = 0; i < n; ++i)
            for (const Keep& keep : t.keeps[i]) {
                const Worth w = keepWorth(keep, m_worth[throws + 1]);
                if (w.value > here[i].value + 1e-12)
                    here[i] = w;
            }
    }
}

DreimalPaschTurn::Worth DreimalPaschTurn::start() const
{
    const Tables& t = tables();
    Worth total;
    for (const auto& [code, chance] : t.rolls[kDice])
        add(total, m_worth[1][std::size_t(t.indexOf[std::size_t(code)])], chance);
    return total;
}

std::vector<DreimalPaschTurn::Choice> DreimalPaschTurn::choices(std::vector<int> faces, int throws) const
{
    const Tables& t = tables();
    std::sort(faces.begin(), faces.end());
    std::vector<Choice> list;
    if (faces.size() != std::size_t(kDice) || faces.front() < 1 || faces.back() > kFaces)
        return list;
    const std::size_t i = std::size_t(t.indexOf[std::size_t(codeOf(countsOf(faces)))]);
    list.push_back({Move::Stop, faces, m_worth[3][i]});
    if (throws >= 1 && throws < DreimalPaschDef::kMostThrows)
        for (const Keep& keep : t.keeps[i])
            list.push_back({Move::Keep, facesOfCode(keep.code), keepWorth(keep, m_worth[throws + 1])});
    std::stable_sort(list.begin(), list.end(),
        [](const Choice& a, const Choice& b) { return a.worth.value > b.worth.value + 1e-12; });
    return list;
}

DreimalPaschTurn::Worth DreimalPaschBot::beat(int key)
{
    static std::mutex lock;
    static std::map<int, DreimalPaschTurn::Worth> cache;
    {
        std::lock_guard guard(lock);
        if (auto it = cache.find(key); it != cache.end())
            return it->second;
    }
    const DreimalPaschTurn turn([key](int k) {
        return k > key ? DreimalPaschTurn::Worth{1, 1, 0}
            : k == key ? DreimalPaschTurn::Worth{0.5, 0, 1}
                       : DreimalPaschTurn::Worth{0, 0, 0};
    });
    const DreimalPaschTurn::Worth worth = turn.start();
    std::lock_guard guard(lock);
    cache.emplace(key, worth);
    return worth;
}

double DreimalPaschBot::winChance(int key, int tied, int later)
{
    const DreimalPaschTurn::Worth w = later > 0 ? beat(key) : DreimalPaschTurn::Worth{};
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

std::vector<int> DreimalPaschBot::beginnerKeep(std::vector<int> faces)
{
    if (DreimalPaschDef::pairs(faces) >= 3)
        return {};
    std::sort(faces.begin(), faces.end());
    std::vector<int> keep;
    for (std::size_t d = 0; d + 1 < faces.size(); ++d)
        if (faces[d] == faces[d + 1]) {
            keep.push_back(faces[d]);
            keep.push_back(faces[d + 1]);
            ++d;
        }
    if (keep.size() < std::size_t(DreimalPaschDef::kFewestKept))
        keep = {faces[faces.size() - 2], faces.back()};
    return keep;
}

DreimalPaschTurn::Terminal DreimalPaschBot::terminalFor(int best, int tied, int later) const
{
    DreimalPaschTurn::Terminal terminal;
    if (m_level == Level::Perfect) {
        terminal = [=](int key) {
            if (key < best)
                return DreimalPaschTurn::Worth{0, 0, 0};
            return DreimalPaschTurn::Worth{winChance(key, key == best ? tied : 0, later), 0, 0};
        };
    } else if (best == 0) {
        // Good on an empty table: the most pairs it can expect, the pips only deciding between equals.
        terminal = [](int key) { return DreimalPaschTurn::Worth{double(key) / 64.0, 0, 0}; };
    } else {
        // Good (and Beginner's list): the chance to beat what stands at the table, a share when equal.
        terminal = [=](int key) {
            return DreimalPaschTurn::Worth{key > best ? 1.0
                    : key == best                     ? 1.0 / double(tied + 1)
                                                      : 0.0,
                0, 0};
        };
    }
    return terminal;
}

std::vector<DreimalPaschTurn::Choice> DreimalPaschBot::choices(const DreimalPaschState& state) const
{
    const Seat me = state.current();
    const int later = int(state.order().size()) - state.turnIndex() - 1;
    int best = 0; // the best result on the table; 0: nobody has played yet
    int tied = 0;
    for (Seat s = 0; s < state.seats(); ++s)
        if (const auto& r = state.results()[std::size_t(s)]; r && s != me) {
            if (r->key() > best) {
                best = r->key();
                tied = 0;
            }
            tied += r->key() == best ? 1 : 0;
        }
    // The turn's tables depend only on the level and what stands at the table: kept for the next
    // decision (setting aside one die after the other asks again).
    static std::mutex lock;
    static std::map<std::array<int, 4>, std::shared_ptr<const DreimalPaschTurn>> made;
    const std::array<int, 4> id{int(m_level), best, tied, m_level == Level::Perfect ? later : 0};
    std::shared_ptr<const DreimalPaschTurn> turn;
    {
        std::lock_guard guard(lock);
        if (auto it = made.find(id); it != made.end())
            turn = it->second;
    }
    if (!turn) {
        turn = std::make_shared<const DreimalPaschTurn>(terminalFor(best, tied, later));
        std::lock_guard guard(lock);
        if (made.size() > 2048)
            made.clear();
        made.emplace(id, turn);
    }
    const DiceSet& dice = state.dice();
    auto list = turn->choices(dice.faces, dice.throwsMade);
    if (m_level == Level::Beginner && !list.empty()) {
        const std::vector<int> keep = beginnerKeep(dice.faces);
        auto rule = std::find_if(list.begin(), list.end(), [&](const DreimalPaschTurn::Choice& c) {
            return keep.empty() ? c.move == DreimalPaschTurn::Move::Stop
                                : c.move == DreimalPaschTurn::Move::Keep && c.keep == keep;
        });
        if (rule != list.end())
            std::rotate(list.begin(), rule, rule + 1);
    }
    return list;
}

Action DreimalPaschBot::decide(const BotView& view) const
{
    const auto* state = dynamic_cast<const DreimalPaschState*>(view.full);
    auto listed = [&](const Action& a) {
        return std::find(view.legal.begin(), view.legal.end(), a) != view.legal.end();
    };
    if (!state || state->isTerminal() || !state->dice().thrown())
        return view.legal.front();
    const auto list = choices(*state);
    if (list.empty() || list.front().move == DreimalPaschTurn::Move::Stop)
        return Action::stop();
    // Set aside exactly the dice to keep: dice already aside first.
    const DiceSet& dice = state->dice();
    const int n = dice.count();
    std::vector<bool> want(std::size_t(n), false);
    std::vector<int> keep = list.front().keep;
    for (int pass = 0; pass < 2; ++pass)
        for (int d = 0; d < n; ++d) {
            if (want[std::size_t(d)] || (pass == 0 && !dice.held[std::size_t(d)]))
                continue;
            auto it = std::find(keep.begin(), keep.end(), dice.faces[std::size_t(d)]);
            if (it != keep.end()) {
                keep.erase(it);
                want[std::size_t(d)] = true;
            }
        }
    // Take back first, so that never more than five dice stand.
    for (int d = 0; d < n; ++d)
        if (!want[std::size_t(d)] && dice.held[std::size_t(d)] && listed(Action::release(d)))
            return Action::release(d);
    for (int d = 0; d < n; ++d)
        if (want[std::size_t(d)] && !dice.held[std::size_t(d)] && listed(Action::hold(d)))
            return Action::hold(d);
    return listed(Action::throwDice()) ? Action::throwDice() : Action::stop();
}

RankMeaning DreimalPaschBot::rankMeaning(const BotView& view) const
{
    if (m_level == Level::Beginner)
        return Bot::rankMeaning(view);
    RankMeaning meaning;
    meaning.text.context = "knobel::DreimalPasch";
    const auto* state = dynamic_cast<const DreimalPaschState*>(view.full);
    if (m_level == Level::Good && state && !state->isTerminal() && state->turnIndex() == 0) {
        meaning.unit = RankMeaning::Unit::Worth;
        meaning.text.text = QT_TRANSLATE_NOOP("knobel::DreimalPasch",
            "The pairs you can expect after each choice (the pips add a sixty-fourth each)");
        return meaning;
    }
    meaning.unit = RankMeaning::Unit::Chance;
    meaning.text.text = m_level == Level::Perfect
        ? QT_TRANSLATE_NOOP("knobel::DreimalPasch",
            "Your chance to win this round after each choice (a shared round counts its share)")
        : QT_TRANSLATE_NOOP(
            "knobel::DreimalPasch", "Your chance to beat what stands at the table after each choice");
    return meaning;
}

std::vector<RankedChoice> DreimalPaschBot::rank(const BotView& view) const
{
    const auto* state = dynamic_cast<const DreimalPaschState*>(view.full);
    std::vector<RankedChoice> ranked;
    if (!state || state->isTerminal() || !state->dice().thrown())
        return ranked;
    // The best ten of up to 57 choices, and stopping wherever it stands.
    constexpr std::size_t kShown = 10;
    std::size_t listed = 0;
    for (const auto& choice : choices(*state)) {
        if (listed++ >= kShown && choice.move != DreimalPaschTurn::Move::Stop)
            continue;
        RankedChoice r;
        r.value = choice.worth.value;
        r.text.context = "knobel::DreimalPasch";
        if (choice.move == DreimalPaschTurn::Move::Stop) {
            r.action = Action::stop();
            r.text.text = QT_TRANSLATE_NOOP("knobel::DreimalPasch", "Stop");
        } else {
            r.action = Action::throwDice();
            r.text.text = QT_TRANSLATE_NOOP("knobel::DreimalPasch", "Keep %1, throw the rest");
            r.text.args.push_back(facesMessage(choice.keep, DieKind::Pips));
        }
        ranked.push_back(std::move(r));
    }
    return ranked;
}

} // namespace knobel
