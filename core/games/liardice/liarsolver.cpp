// SPDX-License-Identifier: GPL-3.0-or-later
#include "liarsolver.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

namespace knobel {

namespace {

/// Raised whenever what the solver computes changes, so older tables are built anew.
constexpr int kEngineVersion = 4;
/// Exploration of outcome sampling at the traverser's decisions (OpenSpiel's default, 0.6).
constexpr double kExplore = 0.6;
/// Exploration at the other player's decisions, corrected by the sample's chance: without it an
/// announcement the other seldom makes is seldom answered in training, and the answers to it stay
/// untrained — exactly where a best response in the real game looks.
constexpr double kExploreOther = 0.2;
constexpr int kAceFace = 6;

int codeOf(const std::array<int, 5>& sorted)
{
    int code = 0;
    for (int f : sorted)
        code = code * 6 + (f - 1);
    return code;
}

/// The class and main face of a hand as one of 38 ascending buckets: nothing; a pair (by face);
/// two pairs (by the higher pair); three; the low and the high straight; full house (by the three);
/// four; five.
int classBucket(const std::array<int, 6>& counts)
{
    int top = -1, topCount = 0, pairs = 0, highPair = -1;
    for (int f = 0; f < 6; ++f) {
        const int c = counts[std::size_t(f)];
        if (c >= topCount && c > 0) {
            topCount = c;
            top = f;
        }
        if (c == 2) {
            ++pairs;
            highPair = f;
        }
    }
    switch (topCount) {
    case 5:
        return 32 + top;
    case 4:
        return 26 + top;
    case 3:
        return pairs == 1 ? 20 + top : 12 + top;
    case 2:
        return pairs == 2 ? 7 + (highPair - 1) : 1 + top;
    default:
        if (counts[0] == 0)
            return 19; // 10-J-Q-K-A
        if (counts[5] == 0)
            return 18; // 9-10-J-Q-K
        return 0;
    }
}

double multisetChance(const std::array<int, 6>& counts)
{
    static constexpr double fact[] = {1, 1, 2, 6, 24, 120};
    int n = 0;
    double ways = 1;
    for (int c : counts) {
        n += c;
        ways /= fact[c];
    }
    return ways * fact[n] / std::pow(6.0, n);
}

int total(const std::array<int, 6>& counts)
{
    return std::accumulate(counts.begin(), counts.end(), 0);
}

} // namespace

/// One deal in progress, as the sampler walks it.
struct LiarSolver::Deal
{
    std::array<int, 2> hand{};
    std::array<int, 2> throwsLeft{2, 2};
    std::array<int, 2> threw{}; ///< dice thrown again in the seat's last (or current) turn
    int call = -1;
    int previous = -1; ///< the call before it
    int announcer = -1;
    int toAct = 0;
    Phase phase = Phase::Announce;
    bool over = false;
    double value0 = 0; ///< seat 0's value when over
};

LiarSolver::LiarSolver(std::vector<int> strength)
    : m_strength(std::move(strength))
{
    if (m_strength.size() != std::size_t(kHands))
        throw std::invalid_argument("LiarSolver needs the strength of all 252 hands");
    m_codeToHand.assign(6 * 6 * 6 * 6 * 6, -1);
    for (int a = 1; a <= 6; ++a)
        for (int b = a; b <= 6; ++b)
            for (int c = b; c <= 6; ++c)
                for (int d = c; d <= 6; ++d)
                    for (int e = d; e <= 6; ++e) {
                        const std::array<int, 5> f{a, b, c, d, e};
                        std::array<int, 6> counts{};
                        for (int x : f)
                            ++counts[std::size_t(x - 1)];
                        m_codeToHand[std::size_t(codeOf(f))] = int(m_faces.size());
                        m_faces.push_back(f);
                        m_counts.push_back(counts);
                    }
    m_byStrength.assign(kHands, -1);
    for (int h = 0; h < kHands; ++h) {
        const int s = m_strength[std::size_t(h)];
        if (s < 0 || s >= kHands || m_byStrength[std::size_t(s)] != -1)
            throw std::invalid_argument("LiarSolver needs 252 distinct strengths 0…251");
        m_byStrength[std::size_t(s)] = h;
    }
    m_fiveAces = handOf({0, 0, 0, 0, 0, 5});
    if (m_strength[std::size_t(m_fiveAces)] != kHands - 1)
        throw std::invalid_argument("five Aces must be the highest hand");
    for (int h = 0; h < kHands; ++h)
        m_bucket.push_back(classBucket(m_counts[std::size_t(h)]));
    m_tail.assign(kHands, 0);
    double above = 0;
    for (int s = kHands - 1; s >= 0; --s) {
        const int h = m_byStrength[std::size_t(s)];
        above += multisetChance(m_counts[std::size_t(h)]);
        m_tail[std::size_t(h)] = above;
    }
    m_bucketLow.fill(kHands);
    m_bucketHigh.fill(-1);
    for (int r = 0; r < kHands; ++r) {
        const std::size_t b = std::size_t(m_bucket[std::size_t(m_byStrength[std::size_t(r)])]);
        m_bucketLow[b] = std::min(m_bucketLow[b], r);
        m_bucketHigh[b] = std::max(m_bucketHigh[b], r);
    }
    for (int b = 0; b < kHandBuckets; ++b)
        if (m_bucketHigh[std::size_t(b)] - m_bucketLow[std::size_t(b)] + 1 > kHands
            || m_bucketHigh[std::size_t(b)] < 0)
            throw std::invalid_argument("every bucket needs hands");
    // Chasing five Aces: keep the Aces, throw the rest, up to `t` times.
    for (int t = 0; t < 3; ++t)
        for (int a = 5; a >= 0; --a) {
            if (a == 5) {
                m_chase[5][std::size_t(t)] = 1;
                continue;
            }
            if (t == 0) {
                m_chase[std::size_t(a)][0] = 0;
                continue;
            }
            const int n = 5 - a;
            double p = 0;
            for (int k = 0; k <= n; ++k) {
                const double ways = std::tgamma(n + 1) / std::tgamma(k + 1) / std::tgamma(n - k + 1);
                const double chance = ways * std::pow(1.0 / 6, k) * std::pow(5.0 / 6, n - k);
                p += chance * m_chase[std::size_t(a + k)][std::size_t(t - 1)];
            }
            m_chase[std::size_t(a)][std::size_t(t)] = p;
        }
    std::size_t entries = 0;
    for (const Segment& segment : layout())
        entries += segment.sets * std::size_t(segment.width);
    m_average.assign(entries, 0.0);
}

int LiarSolver::handOf(std::array<int, 6> counts) const
{
    std::array<int, 5> f{};
    std::size_t i = 0;
    for (int face = 1; face <= 6; ++face)
        for (int c = 0; c < counts[std::size_t(face - 1)]; ++c) {
            if (i == 5)
                return -1;
            f[i++] = face;
        }
    return i == 5 ? m_codeToHand[std::size_t(codeOf(f))] : -1;
}

double LiarSolver::chaseChance(int aces, int throwsLeft) const
{
    return m_chase[std::size_t(std::clamp(aces, 0, 5))][std::size_t(std::clamp(throwsLeft, 0, 2))];
}

namespace {

/// Information sets of each kind of decision: the respond and keep keys read the other's dice thrown
/// in six classes, the announce keys in three; respond keys add the gap, announce keys the own throw.
constexpr std::size_t kCommon = std::size_t(LiarSolver::kHandBuckets) * 2 * LiarSolver::kCallBuckets * 3 * 3;
constexpr std::size_t kRespondSets = kCommon * LiarSolver::kCountBuckets * LiarSolver::kGapClasses;
constexpr std::size_t kKeepSets = kCommon * LiarSolver::kCountBuckets;
constexpr std::size_t kAnnounceSets = kCommon * 3 * LiarSolver::kNowClasses;

int nowClass(int dice)
{
    return dice <= 0 ? 0 : dice <= 2 ? 1 : 2;
}

} // namespace

int LiarSolver::gapClass(int call, int previous) const
{
    if (previous < 0 || call < 0)
        return 0;
    const int gap = m_strength[std::size_t(call)] - m_strength[std::size_t(previous)];
    return gap <= 1 ? 1 : gap <= 4 ? 2 : gap <= 12 ? 3 : 4;
}

std::uint32_t LiarSolver::keyOf(const View& v) const
{
    const int callBucket = v.call < 0 ? kHandBuckets : m_bucket[std::size_t(v.call)];
    const int above = v.call < 0 || m_strength[std::size_t(v.hand)] > m_strength[std::size_t(v.call)] ? 1 : 0;
    std::uint32_t key = std::uint32_t(m_bucket[std::size_t(v.hand)]);
    key = key * 2 + std::uint32_t(above);
    key = key * kCallBuckets + std::uint32_t(callBucket);
    key = key * 3 + std::uint32_t(std::clamp(v.throwsLeft, 0, 2));
    key = key * 3 + std::uint32_t(std::clamp(v.otherThrowsLeft, 0, 2));
    if (v.phase == Phase::Announce)
        return (key * 3 + std::uint32_t(nowClass(v.otherThrew))) * kNowClasses
            + std::uint32_t(nowClass(v.threwNow));
    const int count = v.otherThrew <= 3 ? std::max(0, v.otherThrew) : v.otherThrew <= 5 ? 4 : 5;
    key = key * kCountBuckets + std::uint32_t(count);
    if (v.phase == Phase::Respond)
        key = key * kGapClasses + std::uint32_t(gapClass(v.call, v.previous));
    return key;
}

std::size_t LiarSolver::entryOf(const View& v) const
{
    std::size_t base = 0;
    if (v.phase != Phase::Respond)
        base += kRespondSets * slotsIn(Phase::Respond);
    if (v.phase == Phase::Announce)
        base += kKeepSets * slotsIn(Phase::Keep);
    return base + std::size_t(keyOf(v)) * std::size_t(slotsIn(v.phase));
}

LiarSolver::Slots LiarSolver::slotsOf(const View& v) const
{
    Slots s;
    const auto add = [&s](int slot) {
        s.legal[std::size_t(slot)] = true;
        ++s.count;
    };
    switch (v.phase) {
    case Phase::Respond:
        add(Doubt);
        if (v.call < 0 || m_strength[std::size_t(v.call)] < kHands - 1)
            add(Accept);
        break;
    case Phase::Keep: {
        add(Stand);
        if (v.throwsLeft <= 0)
            break;
        const std::array<int, 6>& c = m_counts[std::size_t(v.hand)];
        std::array<int, 6> groups{};
        int top = -1;
        for (int f = 0; f < 6; ++f)
            if (c[std::size_t(f)] >= 2) {
                groups[std::size_t(f)] = c[std::size_t(f)];
                if (top < 0 || c[std::size_t(f)] >= c[std::size_t(top)])
                    top = f;
            }
        const bool grouped = top >= 0;
        std::array<int, 6> keep{};
        // KeepGroups
        if (grouped)
            keep = groups;
        else {
            keep = c;
            for (int f = 0; f < 6; ++f)
                if (keep[std::size_t(f)] > 0) {
                    --keep[std::size_t(f)];
                    break;
                }
        }
        s.keep[KeepGroups] = keep;
        // KeepGroupsHigh
        keep = grouped ? groups : std::array<int, 6>{};
        for (int f = 5, added = 0; f >= 0 && added < (grouped ? 1 : 3); --f)
            if (c[std::size_t(f)] == 1) {
                keep[std::size_t(f)] = 1;
                ++added;
            }
        s.keep[KeepGroupsHigh] = keep;
        // KeepTopGroup
        keep = {};
        if (grouped)
            keep[std::size_t(top)] = c[std::size_t(top)];
        else
            for (int f = 5; f >= 0; --f)
                if (c[std::size_t(f)] > 0) {
                    keep[std::size_t(f)] = 1;
                    break;
                }
        s.keep[KeepTopGroup] = keep;
        s.keep[ThrowAll] = {};
        for (int slot = KeepGroups; slot <= ThrowAll; ++slot) {
            if (total(s.keep[std::size_t(slot)]) >= 5)
                continue;
            bool seen = false;
            for (int earlier = KeepGroups; earlier < slot; ++earlier)
                seen = seen
                    || (s.legal[std::size_t(earlier)]
                        && s.keep[std::size_t(earlier)] == s.keep[std::size_t(slot)]);
            if (!seen)
                add(slot);
        }
        break;
    }
    case Phase::Announce: {
        // Each bucket, announced as its lowest hand above the call.
        const int floor = v.call < 0 ? -1 : m_strength[std::size_t(v.call)];
        for (int b = 0; b < kHandBuckets; ++b) {
            const int lowest = std::max(m_bucketLow[std::size_t(b)], floor + 1);
            if (lowest > m_bucketHigh[std::size_t(b)])
                continue;
            s.hand[std::size_t(b)] = m_byStrength[std::size_t(lowest)];
            add(b);
        }
        break;
    }
    }
    return s;
}

std::array<double, LiarSolver::kSlots> LiarSolver::strategy(const View& view) const
{
    return strategy(view, slotsOf(view));
}

std::array<double, LiarSolver::kSlots> LiarSolver::strategy(const View& view, const Slots& s) const
{
    const std::size_t base = entryOf(view);
    const int width = slotsIn(view.phase);
    std::array<double, kSlots> p{};
    double sum = 0;
    for (int a = 0; a < width; ++a)
        if (s.legal[std::size_t(a)])
            sum += p[std::size_t(a)] = m_average[base + std::size_t(a)];
    for (int a = 0; a < width; ++a)
        if (s.legal[std::size_t(a)])
            p[std::size_t(a)] = sum > 0 ? p[std::size_t(a)] / sum : 1.0 / s.count;
    return p;
}

std::array<double, LiarSolver::kSlots> LiarSolver::heuristic(const View& v) const
{
    return heuristic(v, slotsOf(v));
}

std::array<double, LiarSolver::kSlots> LiarSolver::heuristic(const View& v, const Slots& s) const
{
    std::array<double, kSlots> p{};
    const bool below = v.call >= 0 && m_strength[std::size_t(v.hand)] <= m_strength[std::size_t(v.call)];
    switch (v.phase) {
    case Phase::Respond:
        p[(s.legal[Accept] && m_tail[std::size_t(v.call)] >= 0.3) ? Accept : Doubt] = 1;
        break;
    case Phase::Keep:
        p[(below && s.legal[KeepGroups]) ? KeepGroups : Stand] = 1;
        break;
    case Phase::Announce: {
        // One's own bucket when that is a true announcement, else the lowest raise.
        const int own = m_bucket[std::size_t(v.hand)];
        if (s.legal[std::size_t(own)]
            && m_strength[std::size_t(s.hand[std::size_t(own)])] <= m_strength[std::size_t(v.hand)]) {
            p[std::size_t(own)] = 1;
            break;
        }
        for (int a = 0; a < kSlots; ++a)
            if (s.legal[std::size_t(a)]) {
                p[std::size_t(a)] = 1;
                break;
            }
        break;
    }
    }
    return p;
}

std::array<double, LiarSolver::kSlots> LiarSolver::mixed(const View& v, const Slots& s, double mix) const
{
    std::array<double, kSlots> p = strategy(v, s);
    if (mix > 0) {
        const std::array<double, kSlots> h = heuristic(v, s);
        for (int a = 0; a < kSlots; ++a)
            p[std::size_t(a)] = (1 - mix) * p[std::size_t(a)] + mix * h[std::size_t(a)];
    }
    return p;
}

LiarSolver::Policy LiarSolver::policy(double mix) const
{
    return [this, mix](const View& v) { return mixed(v, slotsOf(v), mix); };
}

namespace {

int sample(const std::array<double, LiarSolver::kSlots>& p, std::mt19937_64& rng)
{
    double r = std::uniform_real_distribution<double>(0, 1)(rng);
    int last = -1;
    for (int a = 0; a < LiarSolver::kSlots; ++a)
        if (p[std::size_t(a)] > 0) {
            last = a;
            if (r < p[std::size_t(a)])
                return a;
            r -= p[std::size_t(a)];
        }
    return last;
}

/// What a decision of the walk needs: the actor's view and its legal slots.
struct Node
{
    LiarSolver::View view;
    LiarSolver::Slots choices;
};

} // namespace

/// Deals, throws and the rules of a deal, for every walk (training, best response, play).
class DealRunner
{
public:
    DealRunner(const LiarSolver& solver, std::mt19937_64& rng)
        : m_solver(solver)
        , m_rng(rng)
    {
    }

    int roll(std::array<int, 6> counts)
    {
        std::uniform_int_distribution<int> die(0, 5);
        while (std::accumulate(counts.begin(), counts.end(), 0) < 5)
            ++counts[std::size_t(die(m_rng))];
        return m_solver.handOf(counts);
    }

    int aces(int hand) const
    {
        int n = 0;
        for (int f : m_solver.faces(hand))
            n += f == kAceFace;
        return n;
    }

    /// Five Aces shown by `seat`: the other chases them.
    void fiveAces(LiarSolver::Deal& d, int seat) const
    {
        const int other = 1 - seat;
        const double win
            = 1 - m_solver.chaseChance(aces(d.hand[std::size_t(other)]), d.throwsLeft[std::size_t(other)]);
        d.over = true;
        d.value0 = seat == 0 ? win : -win;
    }

    void start(LiarSolver::Deal& d)
    {
        d = {};
        d.hand = {roll({}), roll({})};
        const bool a0 = d.hand[0] == m_solver.fiveAces(), a1 = d.hand[1] == m_solver.fiveAces();
        if (a0 && a1) {
            d.over = true;
            d.value0 = 0;
        } else if (a0)
            fiveAces(d, 0);
        else if (a1)
            fiveAces(d, 1);
    }

    Node node(const LiarSolver::Deal& d) const
    {
        Node n;
        const std::size_t me = std::size_t(d.toAct), other = 1 - me;
        n.view.phase = d.phase;
        n.view.hand = d.hand[me];
        n.view.call = d.call;
        n.view.throwsLeft = d.throwsLeft[me];
        n.view.otherThrowsLeft = d.throwsLeft[other];
        n.view.otherThrew = d.threw[other];
        n.view.previous = d.previous;
        n.view.threwNow = d.threw[me];
        n.choices = m_solver.slotsOf(n.view);
        return n;
    }

    /// Applies slot `a` of the node; throws dice where the slot says so.
    void apply(LiarSolver::Deal& d, const Node& n, int a)
    {
        const int me = d.toAct;
        switch (d.phase) {
        case LiarSolver::Phase::Respond:
            if (a == LiarSolver::Doubt) {
                const bool holds
                    = m_solver.strength(d.hand[std::size_t(d.announcer)]) >= m_solver.strength(d.call);
                d.over = true;
                d.value0 = (holds == (d.announcer == 0)) ? 1 : -1;
                return;
            }
            d.threw[std::size_t(me)] = 0;
            d.phase
                = d.throwsLeft[std::size_t(me)] > 0 ? LiarSolver::Phase::Keep : LiarSolver::Phase::Announce;
            return;
        case LiarSolver::Phase::Keep: {
            if (a == LiarSolver::Stand) {
                d.phase = LiarSolver::Phase::Announce;
                return;
            }
            const std::array<int, 6>& keep = n.choices.keep[std::size_t(a)];
            d.threw[std::size_t(me)] += 5 - total(keep);
            d.hand[std::size_t(me)] = roll(keep);
            --d.throwsLeft[std::size_t(me)];
            if (d.hand[std::size_t(me)] == m_solver.fiveAces()) {
                fiveAces(d, me);
                return;
            }
            if (d.throwsLeft[std::size_t(me)] == 0)
                d.phase = LiarSolver::Phase::Announce;
            return;
        }
        case LiarSolver::Phase::Announce:
            d.previous = d.call;
            d.call = n.choices.hand[std::size_t(a)];
            d.announcer = me;
            d.toAct = 1 - me;
            d.phase = LiarSolver::Phase::Respond;
            return;
        }
    }

private:
    const LiarSolver& m_solver;
    std::mt19937_64& m_rng;
};

namespace {

/// Regret matching over the legal slots.
std::array<double, LiarSolver::kSlots> matchRegrets(const float* regret, const LiarSolver::Slots& s)
{
    std::array<double, LiarSolver::kSlots> p{};
    double sum = 0;
    for (int a = 0; a < LiarSolver::kSlots; ++a)
        if (s.legal[std::size_t(a)] && regret[a] > 0)
            sum += p[std::size_t(a)] = regret[a];
    for (int a = 0; a < LiarSolver::kSlots; ++a)
        if (s.legal[std::size_t(a)])
            p[std::size_t(a)] = sum > 0 ? p[std::size_t(a)] / sum : 1.0 / s.count;
    return p;
}

/// One outcome-sampling walk (Lanctot et al. 2009). Returns the traverser's sampled utility divided
/// by the sample's chance, and the chance of the rest of the deal under the current strategies.
/// fixed: when set, the other seat plays it and nothing of the other seat is learnt (best response).
std::pair<double, double> walkOutcome(DealRunner& runner, LiarSolver::Deal d, int traverser,
    double reachOther, double sampled, std::vector<float>& regrets, std::vector<double>* average,
    const LiarSolver::Policy* fixed, const LiarSolver& solver, std::mt19937_64& rng, double weight = 1)
{
    if (d.over)
        return {(traverser == 0 ? d.value0 : -d.value0) / sampled, 1.0};
    const Node n = runner.node(d);
    const bool mine = d.toAct == traverser;
    const std::size_t base = solver.entryOf(n.view);
    std::array<double, LiarSolver::kSlots> sigma;
    if (!mine && fixed)
        sigma = (*fixed)(n.view);
    else
        sigma = matchRegrets(regrets.data() + base, n.choices);
    std::array<double, LiarSolver::kSlots> explore = sigma;
    const double e = mine ? kExplore : kExploreOther;
    for (int a = 0; a < LiarSolver::kSlots; ++a)
        if (n.choices.legal[std::size_t(a)])
            explore[std::size_t(a)] = e / n.choices.count + (1 - e) * sigma[std::size_t(a)];
    const int a = sample(explore, rng);
    if (!mine && !fixed && average)
        for (int b = 0; b < LiarSolver::kSlots; ++b)
            if (n.choices.legal[std::size_t(b)])
                (*average)[base + std::size_t(b)] += weight * reachOther * sigma[std::size_t(b)] / sampled;
    runner.apply(d, n, a);
    const double pa = sigma[std::size_t(a)];
    auto [u, tail] = walkOutcome(runner, d, traverser, mine ? reachOther : reachOther * pa,
        sampled * explore[std::size_t(a)], regrets, average, fixed, solver, rng, weight);
    if (mine) {
        const double w = u * reachOther;
        for (int b = 0; b < LiarSolver::kSlots; ++b)
            if (n.choices.legal[std::size_t(b)])
                regrets[base + std::size_t(b)] += float(b == a ? w * tail * (1 - pa) : -w * tail * pa);
    }
    return {u, tail * pa};
}

} // namespace

void LiarSolver::solve(std::uint64_t iterations, std::uint64_t seed,
    const std::function<void(double)>& progress, const std::atomic<bool>* cancel)
{
    // The regrets live only while training: a table read or shipped plays from its average alone.
    std::vector<float> regrets(m_average.size(), 0.0f);
    std::fill(m_average.begin(), m_average.end(), 0.0);
    m_solved = false;
    m_iterations = iterations;
    std::mt19937_64 rng(seed);
    DealRunner runner(*this, rng);
    const std::uint64_t step = std::max<std::uint64_t>(1, iterations / 1000);
    for (std::uint64_t it = 0; it < iterations; ++it) {
        if (it % step == 0) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return;
            if (progress)
                progress(double(it) / double(iterations));
        }
        Deal d;
        runner.start(d);
        // Later iterations weigh more in the average (linear averaging): the early, untrained
        // strategies fade from it.
        walkOutcome(runner, d, int(it % 2), 1.0, 1.0, regrets, &m_average, nullptr, *this, rng,
            double(it / 1024 + 1));
    }
    m_solved = true;
    if (progress)
        progress(1.0);
}

std::string LiarSolver::tableKey(std::uint64_t iterations)
{
    return "game=liardice;engine=" + std::to_string(kEngineVersion) + ";abstraction=b38c6k5a38g5n3"
        + ";iterations=" + std::to_string(iterations);
}

std::vector<LiarSolver::Segment> LiarSolver::layout()
{
    return {{kRespondSets, slotsIn(Phase::Respond)}, {kKeepSets, slotsIn(Phase::Keep)},
        {kAnnounceSets, slotsIn(Phase::Announce)}};
}

void LiarSolver::adopt(std::vector<double> average, std::uint64_t iterations)
{
    if (average.size() != m_average.size())
        throw std::invalid_argument("a Liar Dice table of the wrong size");
    m_average = std::move(average);
    m_iterations = iterations;
    m_solved = true;
}

double LiarSolver::sampleDeal(const Policy& p0, const Policy& p1, std::mt19937_64& rng) const
{
    DealRunner runner(*this, rng);
    Deal d;
    runner.start(d);
    while (!d.over) {
        const Node n = runner.node(d);
        const int a = sample(d.toAct == 0 ? p0(n.view) : p1(n.view), rng);
        runner.apply(d, n, a);
    }
    return d.value0;
}

std::pair<double, double> LiarSolver::play(
    const Policy& caller, const Policy& other, std::uint64_t deals, std::uint64_t seed) const
{
    std::mt19937_64 rng(seed);
    double sum = 0, squares = 0;
    for (std::uint64_t i = 0; i < deals; ++i) {
        const double v = sampleDeal(caller, other, rng);
        sum += v;
        squares += v * v;
    }
    const double mean = sum / double(deals);
    const double variance = std::max(0.0, squares / double(deals) - mean * mean);
    return {mean, std::sqrt(variance / double(deals))};
}

LiarSolver::Exploit LiarSolver::exploitability(const Policy& target, std::uint64_t iterations,
    std::uint64_t deals, std::uint64_t seed, const std::function<void(double)>& progress,
    const std::atomic<bool>* cancel) const
{
    std::vector<float> regrets(m_average.size(), 0.0f);
    std::mt19937_64 rng(seed);
    DealRunner runner(*this, rng);
    const std::uint64_t step = std::max<std::uint64_t>(1, iterations / 1000);
    for (std::uint64_t it = 0; it < iterations; ++it) {
        if (it % step == 0) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return {};
            if (progress)
                progress(0.8 * double(it) / double(iterations));
        }
        Deal d;
        runner.start(d);
        walkOutcome(runner, d, int(it % 2), 1.0, 1.0, regrets, nullptr, &target, *this, rng);
    }
    // The best response plays the slot it learnt most for (highest summed counterfactual value).
    const Policy best = [this, &regrets](const View& v) {
        const Slots s = slotsOf(v);
        const std::size_t base = entryOf(v);
        int arg = -1;
        for (int a = 0; a < kSlots; ++a)
            if (s.legal[std::size_t(a)]
                && (arg < 0 || regrets[base + std::size_t(a)] > regrets[base + std::size_t(arg)]))
                arg = a;
        std::array<double, kSlots> p{};
        p[std::size_t(arg)] = 1;
        return p;
    };
    const auto [asCaller, seCaller] = play(best, target, deals, seed + 1);
    if (progress)
        progress(0.9);
    const auto [otherCaller, seOther] = play(target, best, deals, seed + 2);
    if (progress)
        progress(1.0);
    Exploit e;
    e.asCaller = asCaller;
    e.asOther = -otherCaller;
    e.callerError = seCaller;
    e.otherError = seOther;
    e.value = (e.asCaller + e.asOther) / 2;
    e.standardError = std::sqrt(seCaller * seCaller + seOther * seOther) / 2;
    return e;
}

} // namespace knobel
