// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/boesesieben/boesesiebenbot.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <mutex>

#include <QtCore/qglobal.h>

namespace knobel {

namespace {

constexpr Sayer say{"knobel::BoeseSieben"};

struct Roll
{
    std::vector<int> faces; ///< sorted
    double chance = 0;
};

/// Every outcome of throwing m dice (m = 0 … 6), as sorted faces with its chance.
const std::vector<Roll>& rolls(int m)
{
    static const std::array<std::vector<Roll>, 7> all = [] {
        std::array<std::vector<Roll>, 7> table;
        for (int count = 0; count <= 6; ++count) {
            // Multisets face by face, each with m! / Π c! orders of chance 6^−m.
            std::function<void(int, int, std::vector<int>&, double)> walk
                = [&](int face, int left, std::vector<int>& faces, double orders) {
                      if (face == 6) {
                          if (left == 0)
                              table[std::size_t(count)].push_back({faces, orders / std::pow(6.0, count)});
                          return;
                      }
                      double factorial = 1;
                      for (int c = 0; c <= left; ++c) {
                          if (c > 0) {
                              faces.push_back(face + 1);
                              factorial *= c;
                          }
                          walk(face + 1, left - c, faces, orders / factorial);
                      }
                      faces.resize(faces.size() - std::size_t(left));
                  };
            std::vector<int> faces;
            walk(0, count, faces, std::tgamma(count + 1));
        }
        return table;
    }();
    return all[std::size_t(m)];
}

void add(BoeseSiebenTurn::Worth& to, const BoeseSiebenTurn::Worth& w, double chance)
{
    to.value += w.value * chance;
    to.above += w.above * chance;
    to.equal += w.equal * chance;
}

const BoeseSiebenTurn::Worth& better(const BoeseSiebenTurn::Worth& a, const BoeseSiebenTurn::Worth& b)
{
    return b.value > a.value + 1e-12 ? b : a;
}

int sum(const std::vector<int>& faces)
{
    int total = 0;
    for (int f : faces)
        total += f;
    return total;
}

/// The choices after a throw: 0 when there is no seven, the one count when it is forced, else 1 … all.
std::vector<int> counts(int sevens, int offered, int throws, int limit)
{
    if (offered == 0)
        return {0};
    if (offered >= 2 && throws < limit && sevens + 1 < BoeseSiebenDef::kMostSevens) {
        std::vector<int> all;
        for (int k = offered; k >= 1; --k)
            all.push_back(k);
        return all;
    }
    return {offered};
}

} // namespace

BoeseSiebenTurn::BoeseSiebenTurn(int limit, Terminal terminal)
    : m_limit(limit)
    , m_terminal(std::move(terminal))
{
}

BoeseSiebenTurn::Worth BoeseSiebenTurn::throwOn(int sevens, int throws)
{
    const int id = sevens * 8 + throws;
    if (auto it = m_memo.find(id); it != m_memo.end())
        return it->second;
    Worth total;
    for (const Roll& roll : rolls(BoeseSiebenDef::kDice - 2 * sevens))
        add(total, afterThrow(sevens, roll.faces, throws + 1), roll.chance);
    m_memo.emplace(id, total);
    return total;
}

BoeseSiebenTurn::Worth BoeseSiebenTurn::setAside(int sevens, int count, int freePips, int throws)
{
    const int now = sevens + count;
    Worth best = m_terminal(now, freePips - 7 * count, throws);
    if (now < BoeseSiebenDef::kMostSevens && throws < m_limit)
        best = better(best, throwOn(now, throws));
    return best;
}

BoeseSiebenTurn::Worth BoeseSiebenTurn::afterThrow(int sevens, const std::vector<int>& faces, int throws)
{
    const int offered = std::min(BoeseSiebenDef::sevensIn(faces), BoeseSiebenDef::kMostSevens - sevens);
    const int pips = sum(faces);
    Worth best{-1, 0, 0};
    for (int k : counts(sevens, offered, throws, m_limit))
        best = better(best, setAside(sevens, k, pips, throws));
    return best;
}

BoeseSiebenTurn::Worth BoeseSiebenBot::beat(int key, int limit)
{
    static std::mutex lock;
    static std::map<std::array<int, 2>, BoeseSiebenTurn::Worth> cache;
    const std::array<int, 2> id{key, limit};
    {
        std::lock_guard guard(lock);
        if (auto it = cache.find(id); it != cache.end())
            return it->second;
    }
    BoeseSiebenTurn turn(limit, [key](int sevens, int pips, int) {
        const int k = BoeseSiebenDef::keyOf(sevens, pips);
        return k > key ? BoeseSiebenTurn::Worth{1, 1, 0}
            : k == key ? BoeseSiebenTurn::Worth{0.5, 0, 1}
                       : BoeseSiebenTurn::Worth{0, 0, 0};
    });
    const BoeseSiebenTurn::Worth worth = turn.start();
    std::lock_guard guard(lock);
    cache.emplace(id, worth);
    return worth;
}

double BoeseSiebenBot::winChance(int key, int tied, int later, int limit)
{
    const BoeseSiebenTurn::Worth w = later > 0 ? beat(key, limit) : BoeseSiebenTurn::Worth{};
    // Nobody to come ends above: c of them tie, the rest end below; the throw-off is among tied + 1 + c.
    const double below = std::max(0.0, 1.0 - w.above - w.equal);
    double chance = 0;
    double choose = 1;
    for (int c = 0; c <= later; ++c) {
        chance += choose * std::pow(w.equal, c) * std::pow(below, later - c) / double(tied + 1 + c);
        choose = choose * double(later - c) / double(c + 1);
    }
    return chance;
}

std::vector<BoeseSiebenBot::Choice> BoeseSiebenBot::choices(const BoeseSiebenState& state) const
{
    std::vector<Choice> list;
    if (state.phase() != BoeseSiebenState::Phase::Turn || !state.dice().thrown())
        return list;
    const Seat me = state.current();
    const bool first = state.turnIndex() == 0;
    const int later = int(state.order().size()) - state.turnIndex() - 1;
    int best = -1; // the best result on the table; −1: nobody has played yet
    int tied = 0;
    for (Seat s = 0; s < state.seats(); ++s)
        if (const auto& r = state.results()[std::size_t(s)]; r && s != me) {
            if (r->key() > best) {
                best = r->key();
                tied = 0;
            }
            tied += r->key() == best ? 1 : 0;
        }
    const int limit = state.throwLimit();
    BoeseSiebenTurn::Terminal terminal;
    if (m_level == Level::Perfect) {
        terminal = [=](int sevens, int pips, int throws) {
            const int key = BoeseSiebenDef::keyOf(sevens, pips);
            if (key < best)
                return BoeseSiebenTurn::Worth{0, 0, 0};
            return BoeseSiebenTurn::Worth{
                winChance(key, key == best ? tied : 0, later, first ? throws : limit), 0, 0};
        };
    } else if (best < 0) {
        // Good as the round's first: the most sevens it can expect, the pips only between equals.
        terminal = [](int sevens, int pips, int) {
            return BoeseSiebenTurn::Worth{double(BoeseSiebenDef::keyOf(sevens, pips)) / 64.0, 0, 0};
        };
    } else {
        terminal = [=](int sevens, int pips, int) {
            const int key = BoeseSiebenDef::keyOf(sevens, pips);
            return BoeseSiebenTurn::Worth{key > best ? 1.0
                    : key == best                    ? 1.0 / double(tied + 1)
                                                     : 0.0,
                0, 0};
        };
    }
    BoeseSiebenTurn turn(limit, terminal);
    const DiceSet& dice = state.dice();
    const int sevens = state.sevens();
    const int throws = dice.throwsMade;
    if (state.sevensToChoose() > 0) {
        int freePips = 0;
        for (std::size_t d = 0; d < dice.faces.size(); ++d)
            if (!dice.held[d])
                freePips += dice.faces[d];
        for (int k = state.sevensToChoose(); k >= 1; --k)
            list.push_back({Action::choose(k),
                say(QT_TRANSLATE_N_NOOP("knobel::BoeseSieben", "Set aside %n seven(s)"), {}, k),
                turn.setAside(sevens, k, freePips, throws).value});
    } else {
        list.push_back({Action::stop(), say(QT_TRANSLATE_NOOP("knobel::BoeseSieben", "Stop")),
            turn.stop(sevens, state.restPips(), throws).value});
        if (throws < limit && sevens < BoeseSiebenDef::kMostSevens)
            list.push_back({Action::throwDice(), say(QT_TRANSLATE_NOOP("knobel::BoeseSieben", "Throw again")),
                turn.throwOn(sevens, throws).value});
    }
    std::stable_sort(
        list.begin(), list.end(), [](const Choice& a, const Choice& b) { return a.value > b.value + 1e-12; });
    if (m_level == Level::Beginner) {
        // Every seven it can, and throw on while it may: it plays for sevens and never stands.
        const Action rule
            = state.sevensToChoose() > 0 ? Action::choose(state.sevensToChoose()) : Action::throwDice();
        auto it = std::find_if(list.begin(), list.end(), [&](const Choice& c) { return c.action == rule; });
        if (it != list.end())
            std::rotate(list.begin(), it, it + 1);
    }
    return list;
}

Action BoeseSiebenBot::decide(const BotView& view) const
{
    const auto* state = dynamic_cast<const BoeseSiebenState*>(view.full);
    if (!state)
        return view.legal.front();
    const auto list = choices(*state);
    if (list.empty()
        || std::find(view.legal.begin(), view.legal.end(), list.front().action) == view.legal.end())
        return view.legal.front();
    return list.front().action;
}

RankMeaning BoeseSiebenBot::rankMeaning(const BotView& view) const
{
    if (m_level == Level::Beginner)
        return Bot::rankMeaning(view);
    RankMeaning meaning;
    meaning.text.context = "knobel::BoeseSieben";
    const auto* state = dynamic_cast<const BoeseSiebenState*>(view.full);
    if (m_level == Level::Good && state && state->phase() == BoeseSiebenState::Phase::Turn
        && state->turnIndex() == 0) {
        meaning.unit = RankMeaning::Unit::Worth;
        meaning.text.text = QT_TRANSLATE_NOOP("knobel::BoeseSieben",
            "The sevens you can expect after each choice (the pips add a sixty-fourth each)");
        return meaning;
    }
    meaning.unit = RankMeaning::Unit::Chance;
    meaning.text.text = m_level == Level::Perfect
        ? QT_TRANSLATE_NOOP("knobel::BoeseSieben",
            "Your chance to win this round after each choice (a throw-off counts its share)")
        : QT_TRANSLATE_NOOP(
            "knobel::BoeseSieben", "Your chance to beat what stands at the table after each choice");
    return meaning;
}

std::vector<RankedChoice> BoeseSiebenBot::rank(const BotView& view) const
{
    const auto* state = dynamic_cast<const BoeseSiebenState*>(view.full);
    std::vector<RankedChoice> ranked;
    if (!state)
        return ranked;
    for (const Choice& c : choices(*state)) {
        RankedChoice r;
        r.action = c.action;
        r.text = c.text;
        r.value = c.value;
        ranked.push_back(std::move(r));
    }
    return ranked;
}

} // namespace knobel
