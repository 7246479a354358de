// SPDX-License-Identifier: GPL-3.0-or-later
#include "pokerdicesolver.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace knobel::pokerdice {

// ---- Multisets ----

Multisets::Multisets(int dice, int faces)
    : m_dice(dice)
    , m_faces(faces)
{
    if (dice < 1 || dice > 6 || faces < 2 || faces > 6)
        throw std::invalid_argument("multisets of 1-6 dice with 2-6 faces only");
    int codes = 1;
    for (int f = 0; f < faces; ++f)
        codes *= dice + 1;
    m_codeToIndex.assign(std::size_t(codes), -1);
    // Full multisets first, in lexicographic order of their ascending faces; then the smaller ones.
    std::vector<int> sequence;
    auto visit = [&](auto&& self, int low) -> void {
        if (int(sequence.size()) == dice) {
            std::vector<int> counts(std::size_t(faces), 0);
            for (int face : sequence)
                ++counts[std::size_t(face - 1)];
            m_fullIndex.push_back(int(m_full.size()));
            m_full.push_back(int(m_size.size()));
            m_codeToIndex[std::size_t(code(counts))] = int(m_size.size());
            m_size.push_back(dice);
            m_counts.push_back(counts);
            return;
        }
        for (int face = low; face <= faces; ++face) {
            sequence.push_back(face);
            self(self, face);
            sequence.pop_back();
        }
    };
    visit(visit, 1);
    auto smaller = [&](auto&& self, int face, std::vector<int>& counts, int size) -> void {
        if (face == faces) {
            if (size < dice) {
                m_codeToIndex[std::size_t(code(counts))] = int(m_size.size());
                m_fullIndex.push_back(-1);
                m_size.push_back(size);
                m_counts.push_back(counts);
            }
            return;
        }
        for (int n = 0; size + n <= dice; ++n) {
            counts[std::size_t(face)] = n;
            self(self, face + 1, counts, size + n);
        }
        counts[std::size_t(face)] = 0;
    };
    std::vector<int> counts(std::size_t(faces), 0);
    smaller(smaller, 0, counts, 0);

    m_children.assign(m_size.size(), std::vector<int>(std::size_t(faces), -1));
    for (std::size_t k = 0; k < m_size.size(); ++k) {
        if (m_size[k] == dice)
            continue;
        for (int f = 0; f < faces; ++f) {
            std::vector<int> more = m_counts[k];
            ++more[std::size_t(f)];
            m_children[k][std::size_t(f)] = m_codeToIndex[std::size_t(code(more))];
        }
    }
    m_keeps.resize(m_full.size());
    for (std::size_t fi = 0; fi < m_full.size(); ++fi) {
        const std::vector<int>& hand = m_counts[std::size_t(m_full[fi])];
        std::vector<int> keep(std::size_t(faces), 0);
        auto sub = [&](auto&& self, int f) -> void {
            if (f == faces) {
                if (keep != hand)
                    m_keeps[fi].push_back(m_codeToIndex[std::size_t(code(keep))]);
                return;
            }
            for (int n = 0; n <= hand[std::size_t(f)]; ++n) {
                keep[std::size_t(f)] = n;
                self(self, f + 1);
            }
            keep[std::size_t(f)] = 0;
        };
        sub(sub, 0);
    }
}

int Multisets::code(const std::vector<int>& counts) const
{
    int code = 0;
    for (int f = m_faces - 1; f >= 0; --f)
        code = code * (m_dice + 1) + counts[std::size_t(f)];
    return code;
}

int Multisets::child(int multiset, int face) const
{
    return m_children[std::size_t(multiset)][std::size_t(face - 1)];
}

int Multisets::indexOf(const std::vector<int>& faces) const
{
    if (int(faces.size()) > m_dice)
        return -1;
    std::vector<int> counts(std::size_t(m_faces), 0);
    for (int face : faces) {
        if (face < 1 || face > m_faces)
            return -1;
        ++counts[std::size_t(face - 1)];
    }
    return m_codeToIndex[std::size_t(code(counts))];
}

std::vector<int> Multisets::faces(int multiset) const
{
    std::vector<int> faces;
    const std::vector<int>& counts = m_counts[std::size_t(multiset)];
    for (int f = 0; f < m_faces; ++f)
        faces.insert(faces.end(), std::size_t(counts[std::size_t(f)]), f + 1);
    return faces;
}

// ---- The timeline of a deal ----

std::vector<Event> timeline(const SolverRules& rules)
{
    using K = Event::Kind;
    std::vector<Event> events;
    for (int seat = 0; seat < 2; ++seat) {
        if (seat == 1 && rules.betBeforeSecondPlayer && rules.betting)
            events.push_back({K::Round, 1, 0});
        events.push_back({K::Throw, seat, 1});
        for (int t = 2; t <= rules.throws; ++t) {
            if (rules.betting)
                events.push_back({K::Round, seat, 0});
            events.push_back({K::Throw, seat, t});
        }
    }
    events.push_back({K::Showdown, 0, 0});
    return events;
}

// ---- The solver ----

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// The E-table of one throw: per multiset smaller than a hand, the expected next value over the
/// dice still to throw, for every stake; full multisets hold the next value itself.
void expectations(const Multisets& sets, int stakes, int lo, int hi, const std::vector<double>& next,
    std::vector<double>& e)
{
    e.assign(std::size_t(sets.count() * stakes), kNaN);
    for (int fi = 0; fi < sets.fullCount(); ++fi)
        for (int c = lo; c <= hi; ++c)
            e[std::size_t(sets.full(fi) * stakes + c)] = next[std::size_t(fi * stakes + c)];
    const double share = 1.0 / sets.faces();
    for (int size = sets.dice() - 1; size >= 0; --size)
        for (int k = 0; k < sets.count(); ++k) {
            if (sets.size(k) != size)
                continue;
            for (int c = lo; c <= hi; ++c) {
                double sum = 0;
                for (int f = 1; f <= sets.faces(); ++f)
                    sum += e[std::size_t(sets.child(k, f) * stakes + c)];
                e[std::size_t(k * stakes + c)] = sum * share;
            }
        }
}

} // namespace

struct PokerDiceSolver::SecondPhase
{
    int rank = 0;
    std::vector<int> outcome; ///< per full index of the second hand: +1 the first seat wins, 0, −1
    /// Per event from firstSecondEvent(): before the second seat's first throw [stake], after it
    /// [full index][stake] for a seat that has not stopped (a stopped second seat: outcome × stake).
    std::vector<std::vector<double>> tables;
};

PokerDiceSolver::PokerDiceSolver(SolverRules rules)
    : m_rules(std::move(rules))
    , m_sets(m_rules.dice, m_rules.faces)
    , m_events(timeline(m_rules))
{
    if (auto problem = check(m_rules))
        throw std::invalid_argument(*problem);
    m_stakeCount = stakeCap(int(m_events.size()) - 1) + 1;
    std::vector<int> sorted = m_rules.strength;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    m_rankStrength = sorted;
    for (int s : m_rules.strength)
        m_strengthRank.push_back(int(std::lower_bound(sorted.begin(), sorted.end(), s) - sorted.begin()));
}

PokerDiceSolver::~PokerDiceSolver() = default;

std::optional<std::string> PokerDiceSolver::check(const SolverRules& rules)
{
    if (rules.dice < 1 || rules.dice > 5)
        return "the solver plays 1 to 5 dice";
    if (rules.faces < 2 || rules.faces > 6)
        return "the solver plays dice of 2 to 6 faces";
    if (rules.throws < 1 || rules.throws > 3)
        return "the solver plays 1 to 3 throws";
    if (rules.minStake < 1 || rules.maxStake < rules.minStake)
        return "stakes need 1 <= min_stake <= max_stake";
    if (rules.maxStake > 50)
        return "the solver plays stakes up to 50";
    if (int(rules.strength.size()) != Multisets(rules.dice, rules.faces).fullCount())
        return "one strength per hand is needed";
    return std::nullopt;
}

int PokerDiceSolver::stakeCap(int event) const
{
    int rounds = 0;
    for (int e = 0; e < event; ++e)
        rounds += m_events[std::size_t(e)].kind == Event::Kind::Round;
    return m_rules.minStake + rounds * 2 * m_rules.maxStake;
}

int PokerDiceSolver::firstSecondEvent() const
{
    for (int e = 0; e < int(m_events.size()); ++e)
        if (m_events[std::size_t(e)].seat == 1)
            return e;
    return int(m_events.size()) - 1;
}

void PokerDiceSolver::roundRow(const double* next, double* out, int lo, int hi, int opener) const
{
    // Values to the opener; a fold costs the folder what he has in the pot. A seat facing a raise
    // only calls or folds, so the best raise over r = min…max is a window minimum or maximum of the
    // values after the round: min_r max(u(j + r), k) = max(min_r u(j + r), k), and alike.
    const double sign = opener == 0 ? 1.0 : -1.0;
    const int m = m_rules.minStake, M = m_rules.maxStake;
    auto u = [&](int c) { return sign * next[c]; };
    const int windows = hi + M + 1;
    std::vector<double> winMax(std::size_t(windows), 0.0), winMin(std::size_t(windows), 0.0);
    for (int j = lo + m; j < windows; ++j) {
        double most = -std::numeric_limits<double>::infinity(), least = -most;
        for (int r = m; r <= M; ++r) {
            most = std::max(most, u(j + r));
            least = std::min(least, u(j + r));
        }
        winMax[std::size_t(j)] = most;
        winMin[std::size_t(j)] = least;
    }
    for (int c = lo; c <= hi; ++c) {
        const double c0 = c;
        double afterCheck = u(c); // the other checks too
        for (int b = m; b <= M; ++b) {
            // The other bet b after the check: the opener calls, folds or raises.
            const double opener = std::max({u(c + b), -c0, std::min(winMax[std::size_t(c + b)], c0 + b)});
            afterCheck = std::min(afterCheck, opener);
        }
        double best = afterCheck;
        for (int b = m; b <= M; ++b) {
            // The opener bets b: the other calls, folds or raises.
            const double other = std::min({u(c + b), c0, std::max(winMin[std::size_t(c + b)], -(c0 + b))});
            best = std::max(best, other);
        }
        out[c] = sign * best;
    }
}

bool PokerDiceSolver::solve(const std::function<void(double)>& progress, const std::atomic<bool>* cancel)
{
    if (m_solved)
        return true;
    m_states = 0;
    m_entry.assign(m_rankStrength.size(), {});
    const int ranks = int(m_rankStrength.size());
    for (int rank = 0; rank < ranks; ++rank) {
        if (cancel && cancel->load())
            return false;
        auto phase = solveSecondPhase(rank, &m_states);
        m_entry[std::size_t(rank)] = phase->tables.front();
        if (progress)
            progress(double(rank + 1) / (ranks + 1));
    }
    solveFirstPhase();
    m_solved = true;
    if (progress)
        progress(1.0);
    return true;
}

std::shared_ptr<const PokerDiceSolver::SecondPhase> PokerDiceSolver::solveSecondPhase(
    int rank, std::uint64_t* states) const
{
    auto phase = std::make_shared<SecondPhase>();
    phase->rank = rank;
    const int full = m_sets.fullCount(), S = m_stakeCount, lo = m_rules.minStake;
    const int B = m_rules.maxStake - m_rules.minStake + 1;
    for (int h = 0; h < full; ++h) {
        const int other = m_strengthRank[std::size_t(h)];
        phase->outcome.push_back(rank > other ? 1 : rank < other ? -1 : 0);
    }
    const int first = firstSecondEvent(), last = int(m_events.size()) - 1;
    int secondThrow1 = first;
    while (m_events[std::size_t(secondThrow1)].kind != Event::Kind::Throw)
        ++secondThrow1;
    phase->tables.assign(std::size_t(last - first + 1), {});
    std::uint64_t count = 0;
    std::vector<double> e;
    for (int ev = last; ev >= first; --ev) {
        const Event& event = m_events[std::size_t(ev)];
        const int hi = stakeCap(ev);
        std::vector<double>& table = phase->tables[std::size_t(ev - first)];
        const bool handless = ev <= secondThrow1;
        table.assign(std::size_t((handless ? 1 : full) * S), kNaN);
        if (event.kind == Event::Kind::Showdown) {
            for (int h = 0; h < full; ++h)
                for (int c = lo; c <= hi; ++c)
                    table[std::size_t(h * S + c)] = phase->outcome[std::size_t(h)] * c;
            continue;
        }
        const std::vector<double>& next = phase->tables[std::size_t(ev + 1 - first)];
        if (event.kind == Event::Kind::Round) {
            const int rows = handless ? 1 : full;
            for (int h = 0; h < rows; ++h)
                roundRow(&next[std::size_t(h * S)], &table[std::size_t(h * S)], lo, hi, 1);
            count += std::uint64_t(rows) * std::uint64_t(hi - lo + 1) * std::uint64_t(2 + 2 * B + 2 * B * B);
            continue;
        }
        expectations(m_sets, S, lo, hi, next, e);
        count += std::uint64_t(m_sets.count() - full) * std::uint64_t(hi - lo + 1);
        if (event.throwNumber == 1) {
            const int empty = m_sets.indexOf({});
            for (int c = lo; c <= hi; ++c)
                table[std::size_t(c)] = e[std::size_t(empty * S + c)];
            continue;
        }
        // The second seat minimises: stop (the showdown is then certain) or keep and throw.
        for (int h = 0; h < full; ++h)
            for (int c = lo; c <= hi; ++c) {
                double best = phase->outcome[std::size_t(h)] * c;
                for (int k : m_sets.keeps(h))
                    best = std::min(best, e[std::size_t(k * S + c)]);
                table[std::size_t(h * S + c)] = best;
            }
        count += std::uint64_t(full) * std::uint64_t(hi - lo + 1);
    }
    if (states)
        *states += count;
    return phase;
}

void PokerDiceSolver::solveFirstPhase()
{
    const int full = m_sets.fullCount(), S = m_stakeCount, lo = m_rules.minStake;
    const int B = m_rules.maxStake - m_rules.minStake + 1;
    const int first = firstSecondEvent();
    m_first.assign(std::size_t(first), {});
    // The entry of the second phase: the same for a stopped and a finished first seat.
    std::vector<double> entry(std::size_t(2 * full * S), kNaN);
    const int entryCap = stakeCap(first);
    for (int s = 0; s < 2; ++s)
        for (int h = 0; h < full; ++h)
            for (int c = lo; c <= entryCap; ++c)
                entry[std::size_t((s * full + h) * S + c)]
                    = m_entry[std::size_t(m_strengthRank[std::size_t(h)])][std::size_t(c)];
    std::vector<double> e;
    for (int ev = first - 1; ev >= 0; --ev) {
        const Event& event = m_events[std::size_t(ev)];
        const int hi = stakeCap(ev);
        const std::vector<double>& next = ev + 1 == first ? entry : m_first[std::size_t(ev + 1)];
        std::vector<double>& table = m_first[std::size_t(ev)];
        if (event.kind == Event::Kind::Round) {
            table.assign(std::size_t(2 * full * S), kNaN);
            for (int row = 0; row < 2 * full; ++row)
                roundRow(&next[std::size_t(row * S)], &table[std::size_t(row * S)], lo, hi, 0);
            m_states += std::uint64_t(2 * full) * std::uint64_t(hi - lo + 1)
                * std::uint64_t(2 + 2 * B + 2 * B * B);
            continue;
        }
        // After a throw the first seat has not stopped: the next event's first half.
        expectations(m_sets, S, lo, hi, next, e);
        m_states += std::uint64_t(m_sets.count() - full) * std::uint64_t(hi - lo + 1);
        if (event.throwNumber == 1) {
            table.assign(std::size_t(S), kNaN);
            const int empty = m_sets.indexOf({});
            for (int c = lo; c <= hi; ++c)
                table[std::size_t(c)] = e[std::size_t(empty * S + c)];
            continue;
        }
        table.assign(std::size_t(2 * full * S), kNaN);
        for (int h = 0; h < full; ++h)
            for (int c = lo; c <= hi; ++c) {
                const double stop = next[std::size_t((full + h) * S + c)];
                double best = stop;
                for (int k : m_sets.keeps(h))
                    best = std::max(best, e[std::size_t(k * S + c)]);
                table[std::size_t(h * S + c)] = best;
                table[std::size_t((full + h) * S + c)] = stop; // a stopped seat skips the throw
            }
        m_states += std::uint64_t(full) * std::uint64_t(hi - lo + 1);
    }
    m_value = m_first.front()[std::size_t(lo)];
}

double PokerDiceSolver::value() const
{
    if (!m_solved)
        throw std::logic_error("PokerDiceSolver::value() before solve()");
    return m_value;
}

std::shared_ptr<const PokerDiceSolver::SecondPhase> PokerDiceSolver::secondPhase(int rank) const
{
    {
        std::lock_guard lock(m_cacheMutex);
        auto it = m_cache.find(rank);
        if (it != m_cache.end()) {
            it->second.lastUse = ++m_cacheClock;
            return it->second.phase;
        }
    }
    auto phase = solveSecondPhase(rank, nullptr);
    std::lock_guard lock(m_cacheMutex);
    if (m_cache.size() >= 16) // the least recently used goes
        m_cache.erase(std::min_element(m_cache.begin(), m_cache.end(),
            [](const auto& a, const auto& b) { return a.second.lastUse < b.second.lastUse; }));
    m_cache[rank] = {phase, ++m_cacheClock};
    return phase;
}

// ---- Positions ----

std::optional<std::string> PokerDiceSolver::check(const Position& p) const
{
    if (!m_solved)
        return "the solver has not solved the game yet";
    if (p.event < 0 || p.event >= int(m_events.size()))
        return "no such step of the deal";
    const int first = firstSecondEvent();
    int secondThrow1 = first;
    while (m_events[std::size_t(secondThrow1)].kind != Event::Kind::Throw)
        ++secondThrow1;
    const int thrownFrom[2] = {1, secondThrow1 + 1};
    for (int seat = 0; seat < 2; ++seat) {
        const bool thrown = p.event >= thrownFrom[seat];
        if (thrown && m_sets.indexOf(p.hand[seat]) < 0)
            return "a hand has faces out of range";
        if (thrown != (int(p.hand[seat].size()) == m_rules.dice))
            return thrown ? "a seat that has thrown needs all its dice" : "a seat has dice before its throw";
        if (p.stopped[seat] && !thrown)
            return "a seat stopped before throwing";
    }
    if (p.stake < m_rules.minStake || p.stake > stakeCap(p.event))
        return "the stake is out of range";
    const Event& event = m_events[std::size_t(p.event)];
    if (!p.bets.empty() && event.kind != Event::Kind::Round)
        return "bets outside a betting round";
    using K = BetMove::Kind;
    auto amount = [&](int a) { return a >= m_rules.minStake && a <= m_rules.maxStake; };
    const auto& b = p.bets;
    const bool ok = b.empty()
        || (b.size() == 1 && ((b[0].kind == K::Check) || (b[0].kind == K::Bet && amount(b[0].amount))))
        || (b.size() == 2 && b[0].kind == K::Check && b[1].kind == K::Bet && amount(b[1].amount))
        || (b.size() == 2 && b[0].kind == K::Bet && amount(b[0].amount) && b[1].kind == K::Raise
            && amount(b[1].amount))
        || (b.size() == 3 && b[0].kind == K::Check && b[1].kind == K::Bet && amount(b[1].amount)
            && b[2].kind == K::Raise && amount(b[2].amount));
    if (!ok)
        return "these bets do not leave a decision open in a round";
    return std::nullopt;
}

int PokerDiceSolver::toAct(const Position& p) const
{
    const Event& event = m_events[std::size_t(p.event)];
    switch (event.kind) {
    case Event::Kind::Round:
        return p.bets.size() % 2 == 0 ? event.seat : 1 - event.seat;
    case Event::Kind::Throw:
        return event.throwNumber > 1 && !p.stopped[event.seat] ? event.seat : -1;
    case Event::Kind::Showdown:
        break;
    }
    return -1;
}

double PokerDiceSolver::tableValue(int ev, const Position& p, int stake) const
{
    const int full = m_sets.fullCount(), S = m_stakeCount;
    const int first = firstSecondEvent();
    const int h1 = p.hand[0].empty() ? -1 : m_sets.fullIndexOf(m_sets.indexOf(p.hand[0]));
    if (ev < first) {
        const std::vector<double>& table = m_first[std::size_t(ev)];
        if (h1 < 0)
            return table[std::size_t(stake)];
        return table[std::size_t(((p.stopped[0] ? full : 0) + h1) * S + stake)];
    }
    // The entry of the second phase is kept for every strength: a keep of the first seat's last
    // throw looks at up to 252 of them, and must not solve each again.
    if (ev == first && p.hand[1].empty())
        return m_entry[std::size_t(m_strengthRank[std::size_t(h1)])][std::size_t(stake)];
    const auto phase = secondPhase(m_strengthRank[std::size_t(h1)]);
    const std::vector<double>& table = phase->tables[std::size_t(ev - first)];
    if (p.hand[1].empty())
        return table[std::size_t(stake)];
    const int h2 = m_sets.fullIndexOf(m_sets.indexOf(p.hand[1]));
    if (p.stopped[1])
        return phase->outcome[std::size_t(h2)] * stake;
    return table[std::size_t(h2 * S + stake)];
}

double PokerDiceSolver::valueAt(const Position& p) const
{
    if (auto problem = check(p))
        throw std::invalid_argument(*problem);
    if (p.bets.empty())
        return tableValue(p.event, p, p.stake);
    const std::vector<Choice> all = choices(p);
    return all.front().value;
}

std::vector<Choice> PokerDiceSolver::choices(const Position& p) const
{
    if (auto problem = check(p))
        throw std::invalid_argument(*problem);
    const int actor = toAct(p);
    if (actor < 0)
        return {};
    const Event& event = m_events[std::size_t(p.event)];
    std::vector<Choice> out;
    using CK = Choice::Kind;
    if (event.kind == Event::Kind::Throw) {
        Position stop = p;
        stop.stopped[actor] = true;
        out.push_back({CK::Stop, {}, 0, tableValue(p.event + 1, stop, p.stake)});
        const int hand = m_sets.fullIndexOf(m_sets.indexOf(p.hand[actor]));
        std::vector<double> memo(std::size_t(m_sets.count()), kNaN);
        Position after = p;
        auto expect = [&](auto&& self, int k) -> double {
            double& slot = memo[std::size_t(k)];
            if (!std::isnan(slot))
                return slot;
            if (m_sets.size(k) == m_rules.dice) {
                after.hand[actor] = m_sets.faces(k);
                return slot = tableValue(p.event + 1, after, p.stake);
            }
            double sum = 0;
            for (int f = 1; f <= m_rules.faces; ++f)
                sum += self(self, m_sets.child(k, f));
            return slot = sum / m_rules.faces;
        };
        for (int k : m_sets.keeps(hand))
            out.push_back({CK::Keep, m_sets.faces(k), 0, expect(expect, k)});
    } else {
        // The values after the round, for every stake it can end on.
        const int c = p.stake, opener = event.seat;
        std::vector<double> next(std::size_t(m_stakeCount), kNaN);
        for (int s = c; s <= c + 2 * m_rules.maxStake && s < m_stakeCount; ++s)
            next[std::size_t(s)] = tableValue(p.event + 1, p, s);
        auto lose = [](int seat, int chips) { return seat == 0 ? -double(chips) : double(chips); };
        const int lo = m_rules.minStake, hi = m_rules.maxStake;
        const int otherSeat = 1 - opener;
        auto best = [](int seat, double a, double b) { return seat == 0 ? std::max(a, b) : std::min(a, b); };
        // Facing a raise after a bet b and raise r: call or fold (the folder has c + b in).
        auto facingRaise = [&](int seat, int b, int r) {
            return best(seat, next[std::size_t(c + b + r)], lose(seat, c + b));
        };
        // Facing a bet b: call, fold (c in) or raise.
        auto facingBet = [&](int seat, int b) {
            double v = best(seat, next[std::size_t(c + b)], lose(seat, c));
            for (int r = lo; r <= hi; ++r)
                v = best(seat, v, facingRaise(1 - seat, b, r));
            return v;
        };
        auto afterCheck = [&]() {
            double v = next[std::size_t(c)];
            for (int b = lo; b <= hi; ++b)
                v = best(otherSeat, v, facingBet(opener, b));
            return v;
        };
        using K = BetMove::Kind;
        const auto& bets = p.bets;
        if (bets.empty()) {
            out.push_back({CK::Check, {}, 0, afterCheck()});
            for (int b = lo; b <= hi; ++b)
                out.push_back({CK::Bet, {}, b, facingBet(otherSeat, b)});
        } else if (bets.size() == 1 && bets[0].kind == K::Check) {
            out.push_back({CK::Check, {}, 0, next[std::size_t(c)]});
            for (int b = lo; b <= hi; ++b)
                out.push_back({CK::Bet, {}, b, facingBet(opener, b)});
        } else if (bets.back().kind == K::Bet) {
            const int b = bets.back().amount;
            out.push_back({CK::Call, {}, 0, next[std::size_t(c + b)]});
            out.push_back({CK::Fold, {}, 0, lose(actor, c)});
            for (int r = lo; r <= hi; ++r)
                out.push_back({CK::Raise, {}, r, facingRaise(1 - actor, b, r)});
        } else {
            const int b = bets[bets.size() - 2].amount, r = bets.back().amount;
            out.push_back({CK::Call, {}, 0, next[std::size_t(c + b + r)]});
            out.push_back({CK::Fold, {}, 0, lose(actor, c + b)});
        }
    }
    std::stable_sort(out.begin(), out.end(), [actor](const Choice& a, const Choice& b) {
        return actor == 0 ? a.value > b.value : a.value < b.value;
    });
    return out;
}

} // namespace knobel::pokerdice
