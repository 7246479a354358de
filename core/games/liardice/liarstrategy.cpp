// SPDX-License-Identifier: GPL-3.0-or-later
#include "liarstrategy.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "games/liardice/liarsolver.h"
#include "games/liardice/liartable.h"
#include "kits/hands.h"

namespace knobel {

namespace {

int codeOf(const std::array<int, 6>& counts)
{
    int code = 0;
    for (int f = 5; f >= 0; --f)
        code = code * 6 + counts[std::size_t(f)];
    return code;
}

double factorial(int n)
{
    double f = 1;
    for (int i = 2; i <= n; ++i)
        f *= i;
    return f;
}

/// Every multiset of `n` dice as counts per face.
void multisets(int n, int face, std::array<int, 6>& counts, std::vector<std::array<int, 6>>& out)
{
    if (face == 5) {
        counts[5] = n;
        out.push_back(counts);
        return;
    }
    for (int c = 0; c <= n; ++c) {
        counts[std::size_t(face)] = c;
        multisets(n - c, face + 1, counts, out);
    }
    counts[std::size_t(face)] = 0;
}

double chanceOf(const std::array<int, 6>& counts)
{
    int n = 0;
    double ways = 1;
    for (int c : counts) {
        n += c;
        ways /= factorial(c);
    }
    return ways * factorial(n) / std::pow(6.0, n);
}

} // namespace

const LiarHands& LiarHands::get()
{
    static const LiarHands hands;
    return hands;
}

LiarHands::LiarHands()
{
    m_strength = handStrengths(liarDiceRules());
    if (m_strength.size() != std::size_t(kHands))
        throw std::logic_error("Liar Dice needs 252 hands");
    m_byStrength.assign(kHands, -1);
    for (int h = 0; h < kHands; ++h)
        m_byStrength[std::size_t(m_strength[std::size_t(h)])] = h;
    for (const auto& faces : exactHands()) {
        std::array<int, 6> c{};
        for (int f : faces)
            ++c[std::size_t(f - 1)];
        m_counts.push_back(c);
        m_prior.push_back(chanceOf(c));
    }
    m_fiveAces = handOf({0, 0, 0, 0, 0, 5});

    m_keepCode.assign(46656, -1);
    for (int n = 0; n <= 5; ++n) {
        std::array<int, 6> counts{};
        std::vector<std::array<int, 6>> all;
        multisets(n, 0, counts, all);
        for (const auto& c : all) {
            m_keepCode[std::size_t(codeOf(c))] = int(m_keepCounts.size());
            m_keepCounts.push_back(c);
            m_keepSize.push_back(n);
        }
    }
    if (m_keepCounts.size() != std::size_t(kKeeps))
        throw std::logic_error("Liar Dice needs 462 sub-hands");
    m_after.resize(kKeeps);
    for (int k = 0; k < kKeeps; ++k) {
        const int n = 5 - m_keepSize[std::size_t(k)];
        std::array<int, 6> counts{};
        std::vector<std::array<int, 6>> thrown;
        multisets(n, 0, counts, thrown);
        for (const auto& t : thrown) {
            std::array<int, 6> result = m_keepCounts[std::size_t(k)];
            for (int f = 0; f < 6; ++f)
                result[std::size_t(f)] += t[std::size_t(f)];
            m_after[std::size_t(k)].emplace_back(handOf(result), chanceOf(t));
        }
    }
    m_keepsOf.resize(kHands);
    for (int h = 0; h < kHands; ++h) {
        const auto& c = m_counts[std::size_t(h)];
        std::array<int, 6> sub{};
        for (sub[0] = 0; sub[0] <= c[0]; ++sub[0])
            for (sub[1] = 0; sub[1] <= c[1]; ++sub[1])
                for (sub[2] = 0; sub[2] <= c[2]; ++sub[2])
                    for (sub[3] = 0; sub[3] <= c[3]; ++sub[3])
                        for (sub[4] = 0; sub[4] <= c[4]; ++sub[4])
                            for (sub[5] = 0; sub[5] <= c[5]; ++sub[5]) {
                                int n = 0;
                                for (int x : sub)
                                    n += x;
                                if (n < 5)
                                    m_keepsOf[std::size_t(h)].push_back(keepOf(sub));
                            }
    }
    for (int t = 0; t < 3; ++t)
        for (int a = 5; a >= 0; --a) {
            if (a == 5) {
                m_chase[5][std::size_t(t)] = 1;
                continue;
            }
            if (t == 0)
                continue;
            const int n = 5 - a;
            double p = 0;
            for (int k = 0; k <= n; ++k)
                p += factorial(n) / factorial(k) / factorial(n - k) * std::pow(1.0 / 6, k)
                    * std::pow(5.0 / 6, n - k) * m_chase[std::size_t(a + k)][std::size_t(t - 1)];
            m_chase[std::size_t(a)][std::size_t(t)] = p;
        }
}

int LiarHands::handOf(const std::array<int, 6>& counts) const
{
    std::array<int, 5> faces{};
    std::size_t i = 0;
    for (int f = 0; f < 6; ++f)
        for (int c = 0; c < counts[std::size_t(f)]; ++c) {
            if (i == 5)
                return -1;
            faces[i++] = f + 1;
        }
    return i == 5 ? exactHandIndex(faces) : -1;
}

int LiarHands::keepOf(const std::array<int, 6>& counts) const
{
    int n = 0;
    for (int c : counts) {
        if (c < 0 || c > 5)
            return -1;
        n += c;
    }
    return n <= 5 ? m_keepCode[std::size_t(codeOf(counts))] : -1;
}

double LiarHands::chase(int aces, int throwsLeft) const
{
    return m_chase[std::size_t(std::clamp(aces, 0, 5))][std::size_t(std::clamp(throwsLeft, 0, 2))];
}

// ---------------------------------------------------------------------------------------------

LiarTableStrategy::LiarTableStrategy(
    std::shared_ptr<const LiarSolver> solver, double mix, bool translateCalls)
    : m_solver(std::move(solver))
    , m_mix(mix)
    , m_translate(translateCalls)
{
}

namespace {

LiarSolver::View viewOf(LiarSolver::Phase phase, const LiarSituation& s, int hand)
{
    LiarSolver::View v;
    v.phase = phase;
    v.hand = hand;
    v.call = s.call;
    v.throwsLeft = 3 - s.throws;
    v.otherThrowsLeft = 3 - s.otherThrows;
    v.otherThrew = s.otherThrew;
    v.previous = s.previous;
    v.threwNow = s.threwNow;
    return v;
}

LiarSituation withCall(LiarSituation s, int call)
{
    s.call = call;
    return s;
}

} // namespace

LiarTableStrategy::Reading LiarTableStrategy::readingOf(const LiarSituation& s) const
{
    Reading r;
    if (!m_translate || s.call < 0)
        return r;
    const LiarSolver& t = *m_solver;
    const int bucket = t.bucketOf(s.call);
    const int high = t.bucketHighest(bucket);
    if (high + 1 >= LiarSolver::kHands)
        return r;
    // The call the table was trained on in this bucket: its lowest hand above the call before.
    const int low = std::max(t.bucketLowest(bucket), s.previous < 0 ? 0 : t.strength(s.previous) + 1);
    const int rank = t.strength(s.call);
    if (rank <= low)
        return r;
    const int c0 = t.handAtStrength(low), c1 = t.handAtStrength(high + 1);
    const double a = t.tail(c0), z = t.tail(c1);
    r.down = a > z ? std::clamp((t.tail(s.call) - z) / (a - z), 0.0, 1.0) : 1.0;
    r.up = c1;
    return r;
}

std::array<double, LiarSolver::kSlots> LiarTableStrategy::play(
    const LiarSolver::View& v, const LiarSolver::Slots& offered) const
{
    if (m_unreachedHonest) {
        // The training never reached this information set (no weight on any legal slot): the table
        // would play every slot alike (five Aces over a pair), the honest player plays instead.
        const std::vector<double>& w = m_solver->values();
        const std::size_t base = m_solver->entryOf(v);
        double sum = 0;
        for (int a = 0; a < LiarSolver::slotsIn(v.phase); ++a)
            if (offered.legal[std::size_t(a)])
                sum += w[base + std::size_t(a)];
        if (sum <= 0)
            return m_solver->heuristic(v, offered);
    }
    return m_solver->strategy(v, offered);
}

double LiarTableStrategy::doubt(const LiarSituation& s, int hand) const
{
    const auto tableDoubt = [&](const LiarSituation& x) {
        const LiarSolver::View v = viewOf(LiarSolver::Phase::Respond, x, hand);
        return play(v, m_solver->slotsOf(v))[LiarSolver::Doubt];
    };
    double p = tableDoubt(s);
    const Reading r = readingOf(s);
    if (r.up >= 0 && r.down < 1)
        p = r.down * p + (1 - r.down) * tableDoubt(withCall(s, r.up));
    if (m_mix > 0) {
        const LiarSolver::View v = viewOf(LiarSolver::Phase::Respond, s, hand);
        p = (1 - m_mix) * p + m_mix * m_solver->heuristic(v, m_solver->slotsOf(v))[LiarSolver::Doubt];
    }
    return p;
}

void LiarTableStrategy::keeps(const LiarSituation& s, int hand, std::vector<LiarChoice>& out) const
{
    out.clear();
    const LiarSolver::View v = viewOf(LiarSolver::Phase::Keep, s, hand);
    const LiarSolver::Slots offered = m_solver->slotsOf(v); // the keeps depend on the hand alone
    auto p = play(v, offered);
    const Reading r = readingOf(s);
    if (r.up >= 0 && r.down < 1 && m_solver->strength(r.up) < LiarSolver::kHands - 1) {
        const LiarSolver::View u = viewOf(LiarSolver::Phase::Keep, withCall(s, r.up), hand);
        const auto q = play(u, offered);
        for (int a = 0; a < LiarSolver::kKeepSlots; ++a)
            p[std::size_t(a)] = r.down * p[std::size_t(a)] + (1 - r.down) * q[std::size_t(a)];
    }
    if (m_mix > 0) {
        const auto h = m_solver->heuristic(v, offered);
        for (int a = 0; a < LiarSolver::kKeepSlots; ++a)
            p[std::size_t(a)] = (1 - m_mix) * p[std::size_t(a)] + m_mix * h[std::size_t(a)];
    }
    const LiarHands& hands = LiarHands::get();
    for (int a = 0; a < LiarSolver::kKeepSlots; ++a)
        if (offered.legal[std::size_t(a)] && p[std::size_t(a)] > 0)
            out.push_back({a == LiarSolver::Stand ? -1 : hands.keepOf(offered.keep[std::size_t(a)]),
                p[std::size_t(a)]});
}

void LiarTableStrategy::announcements(const LiarSituation& s, int hand, std::vector<LiarChoice>& out) const
{
    out.clear();
    const auto add = [&out](int what, double chance) {
        if (chance <= 0)
            return;
        for (LiarChoice& c : out)
            if (c.what == what) {
                c.chance += chance;
                return;
            }
        out.push_back({what, chance});
    };
    const LiarSolver::View v = viewOf(LiarSolver::Phase::Announce, s, hand);
    const LiarSolver::Slots offered = m_solver->slotsOf(v);
    double down = 1;
    const Reading r = readingOf(s);
    if (r.up >= 0 && r.down < 1) {
        // Read as the next bucket's lowest hand: the table's raises above that (all above the call).
        const LiarSolver::View u = viewOf(LiarSolver::Phase::Announce, withCall(s, r.up), hand);
        const LiarSolver::Slots raised = m_solver->slotsOf(u);
        if (raised.count > 0) {
            down = r.down;
            const auto q = play(u, raised);
            for (int a = 0; a < LiarSolver::kAnnounceSlots; ++a)
                if (raised.legal[std::size_t(a)])
                    add(raised.hand[std::size_t(a)], (1 - m_mix) * (1 - down) * q[std::size_t(a)]);
        }
    }
    const auto p = play(v, offered);
    const auto h = m_mix > 0 ? m_solver->heuristic(v, offered) : decltype(p){};
    for (int a = 0; a < LiarSolver::kAnnounceSlots; ++a)
        if (offered.legal[std::size_t(a)])
            add(offered.hand[std::size_t(a)],
                (1 - m_mix) * down * p[std::size_t(a)] + m_mix * h[std::size_t(a)]);
}

LiarSituation LiarTableStrategy::canonical(const LiarSituation& s, Decision decision) const
{
    // The table reads the call and the throws of both; how many dice the other threw (answering:
    // 0, 1, 2, 3, 4–5, 6 or more; announcing: 0, 1–2, 3 or more); for a doubt how far the call raised
    // the one before; announcing, how many dice one threw now (0, 1–2, 3 or more). Each is set to the
    // first of its class, what the decision does not read to a fixed value.
    const LiarHands& hands = LiarHands::get();
    const bool any = decision == Decision::Any;
    LiarSituation c = s;
    if (decision == Decision::Announce)
        c.otherThrew = s.otherThrew <= 0 ? 0 : s.otherThrew <= 2 ? 1 : 3;
    else
        c.otherThrew = s.otherThrew <= 3 ? std::max(0, s.otherThrew) : s.otherThrew <= 5 ? 4 : 6;
    c.threwNow = (any || decision == Decision::Announce) ? (s.threwNow <= 0 ? 0
                         : s.threwNow <= 2                                  ? 1
                                                                            : 3)
                                                         : 0;
    if (m_translate) {
        // The reading of a call depends on the call before when that lies in the call's bucket; a
        // doubt reads the gap from it to the call and to the next bucket's lowest hand.
        c.previous = -1;
        if (s.call < 0 || s.previous < 0)
            return c;
        if (any || hands.strength(s.previous) >= m_solver->bucketLowest(m_solver->bucketOf(s.call))) {
            c.previous = s.previous;
            return c;
        }
        if (decision != Decision::Doubt)
            return c;
        const int high = m_solver->bucketHighest(m_solver->bucketOf(s.call));
        const int up = high + 1 < LiarHands::kHands ? hands.handAtStrength(high + 1) : -1;
        const auto classes = [&](int previous) {
            return std::pair(
                m_solver->gapClass(s.call, previous), up < 0 ? 0 : m_solver->gapClass(up, previous));
        };
        const auto wanted = classes(s.previous);
        for (int rank = m_solver->bucketLowest(m_solver->bucketOf(s.call)) - 1; rank >= 0; --rank)
            if (classes(hands.handAtStrength(rank)) == wanted) {
                c.previous = hands.handAtStrength(rank);
                break;
            }
        return c;
    }
    if ((any || decision == Decision::Doubt) && s.call >= 0 && s.previous >= 0) {
        static constexpr int kFirst[] = {0, 1, 2, 5, 13};
        const int gap = kFirst[m_solver->gapClass(s.call, s.previous)];
        c.previous = hands.handAtStrength(std::max(0, hands.strength(s.call) - gap));
    } else
        c.previous = -1;
    return c;
}

// ---------------------------------------------------------------------------------------------

LiarLookaheadStrategy::LiarLookaheadStrategy(std::shared_ptr<const LiarSolver> solver, int mode)
    : LiarTableStrategy(std::move(solver), 0.0)
    , m_mode(mode)
{
    m_unreachedHonest = (mode & UnreachedHonest) != 0;
}

const LiarLookaheadStrategy::Reach& LiarLookaheadStrategy::reach(int rank) const
{
    const std::size_t r = std::size_t(std::clamp(rank, 0, LiarHands::kHands - 1));
    std::call_once(m_once[r], [&] {
        const LiarHands& hands = LiarHands::get();
        Reach& out = m_reach[r];
        // One throw left: the best keep's chance of a hand above the rank; two: the same, the
        // second throw as good as the first allows.
        for (int pass = 0; pass < 2; ++pass) {
            std::array<float, LiarHands::kHands>& q = pass == 0 ? out.one : out.two;
            for (int h = 0; h < LiarHands::kHands; ++h) {
                if (hands.strength(h) > int(r)) {
                    q[std::size_t(h)] = 1;
                    continue;
                }
                double best = 0;
                for (int keep : hands.keepsOf(h)) {
                    double x = 0;
                    for (const auto& [next, p] : hands.afterThrow(keep))
                        x += p
                            * (hands.strength(next) > int(r) ? 1.0
                                    : pass == 0              ? 0.0
                                                             : double(out.one[std::size_t(next)]));
                    best = std::max(best, x);
                }
                q[std::size_t(h)] = float(best);
            }
        }
    });
    return m_reach[r];
}

double LiarLookaheadStrategy::beatChance(int hand, int call, int throwsLeft) const
{
    const LiarHands& hands = LiarHands::get();
    const int rank = hands.strength(call);
    if (hands.strength(hand) > rank)
        return 1;
    if (throwsLeft <= 0 || rank >= LiarHands::kHands - 1)
        return 0;
    const Reach& r = reach(rank);
    return throwsLeft == 1 ? r.one[std::size_t(hand)] : r.two[std::size_t(hand)];
}

double LiarLookaheadStrategy::doubt(const LiarSituation& s, int hand) const
{
    const double d = LiarTableStrategy::doubt(s, hand);
    if (s.call < 0)
        return d;
    if (!(m_mode & Doubts))
        return d;
    const double miss = 1 - beatChance(hand, s.call, 3 - s.throws);
    return d + (1 - d) * miss;
}

void LiarLookaheadStrategy::announcements(
    const LiarSituation& s, int hand, std::vector<LiarChoice>& out) const
{
    LiarTableStrategy::announcements(s, hand, out);
    const LiarHands& hands = LiarHands::get();
    if (m_mode & Blur) {
        // Mix the hand's announcement with the one of the whole range (every hand by its chance of a
        // first throw), so that the announcement tells less of where the hand lies.
        constexpr double beta = 0.8;
        const std::vector<LiarChoice>& all = rangeAnnouncements(s);
        for (LiarChoice& c : out)
            c.chance *= 1 - beta;
        for (const LiarChoice& a : all) {
            bool found = false;
            for (LiarChoice& c : out)
                if (c.what == a.what) {
                    c.chance += beta * a.chance;
                    found = true;
                    break;
                }
            if (!found)
                out.push_back({a.what, beta * a.chance});
        }
    }
    if (!(m_mode & NoFiveAces))
        return;
    // Five Aces announced are always a bluff (thrown, they are shown at once) and always doubted:
    // their share goes to the lowest hand above the call.
    double moved = 0;
    for (LiarChoice& c : out)
        if (c.what == hands.fiveAces()) {
            moved += c.chance;
            c.chance = 0;
        }
    if (moved <= 0 || s.call >= 0 && hands.strength(s.call) + 1 >= hands.strength(hands.fiveAces()))
        return;
    const int low = hands.handAtStrength(s.call < 0 ? 0 : hands.strength(s.call) + 1);
    for (LiarChoice& c : out)
        if (c.what == low) {
            c.chance += moved;
            return;
        }
    out.push_back({low, moved});
}

const std::vector<LiarChoice>& LiarLookaheadStrategy::rangeAnnouncements(const LiarSituation& situation) const
{
    const LiarSituation s = canonical(situation, Decision::Announce);
    std::uint64_t key = std::uint64_t(s.call + 1) * 256 + std::uint64_t(s.previous + 1);
    key = ((key * 4 + std::uint64_t(s.throws)) * 4 + std::uint64_t(s.otherThrows)) * 16
        + std::uint64_t(s.otherThrew);
    key = key * 16 + std::uint64_t(s.threwNow);
    {
        const std::lock_guard lock(m_rangeMutex);
        if (auto it = m_range.find(key); it != m_range.end())
            return it->second;
    }
    const LiarHands& hands = LiarHands::get();
    std::vector<double> sum(LiarHands::kHands, 0.0);
    std::vector<LiarChoice> one;
    double total = 0;
    for (int h = 0; h < LiarHands::kHands; ++h) {
        if (h == hands.fiveAces())
            continue;
        LiarTableStrategy::announcements(s, h, one);
        for (const LiarChoice& c : one)
            sum[std::size_t(c.what)] += hands.prior(h) * c.chance;
        total += hands.prior(h);
    }
    std::vector<LiarChoice> mix;
    for (int h = 0; h < LiarHands::kHands; ++h)
        if (sum[std::size_t(h)] > 0)
            mix.push_back({h, sum[std::size_t(h)] / total});
    const std::lock_guard lock(m_rangeMutex);
    return m_range.emplace(key, std::move(mix)).first->second;
}

void LiarLookaheadStrategy::keeps(const LiarSituation& s, int hand, std::vector<LiarChoice>& out) const
{
    LiarTableStrategy::keeps(s, hand, out);
    const LiarHands& hands = LiarHands::get();
    if (!(m_mode & StandAbove) || s.call < 0 || hands.strength(hand) <= hands.strength(s.call))
        return;
    // Above the call already: keep the throws left for later.
    out.clear();
    out.push_back({-1, 1.0});
}

} // namespace knobel
