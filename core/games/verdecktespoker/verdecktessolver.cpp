// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/verdecktespoker/verdecktessolver.h"

#include <algorithm>
#include <map>
#include <mutex>

namespace knobel {

namespace {

constexpr double kHonestDoubt = 0.15; ///< the honest player doubts a claim fewer throws reach

/// Regret matching+: the strategy from the positive regrets, uniform over the allowed actions when
/// none is positive.
template <std::size_t N>
std::array<double, N> matched(const std::array<double, N>& regret, const std::array<bool, N>& allowed)
{
    std::array<double, N> s{};
    double total = 0;
    int count = 0;
    for (std::size_t a = 0; a < N; ++a)
        if (allowed[a]) {
            total += std::max(0.0, regret[a]);
            ++count;
        }
    for (std::size_t a = 0; a < N; ++a)
        if (allowed[a])
            s[a] = total > 0 ? std::max(0.0, regret[a]) / total : 1.0 / count;
    return s;
}

template <std::size_t N> std::array<double, N> normalised(std::array<double, N> s)
{
    double total = 0;
    for (double v : s)
        total += v;
    if (total > 0)
        for (double& v : s)
            v /= total;
    return s;
}

} // namespace

// ---- hands ---------------------------------------------------------------------------------------

VerdecktesHands::VerdecktesHands(const HandRules& rules)
    : m_rules(rules)
    , m_class(handStrengths(rules))
{
    const auto& hands = exactHands();
    m_classes = 1 + *std::max_element(m_class.begin(), m_class.end());
    m_chance.assign(std::size_t(m_classes), 0.0);
    m_handOf.assign(std::size_t(m_classes), -1);
    static const int factorial[] = {1, 1, 2, 6, 24, 120};
    for (std::size_t h = 0; h < hands.size(); ++h) {
        std::array<int, 7> count{};
        for (int f : hands[h])
            ++count[std::size_t(f)];
        int ways = factorial[5];
        for (int f = 1; f <= 6; ++f)
            ways /= factorial[count[std::size_t(f)]];
        const double p = ways / 7776.0;
        m_handChance.push_back(p);
        m_chance[std::size_t(m_class[h])] += p;
    }
    for (int hand : announcementOrder(rules))
        if (int& first = m_handOf[std::size_t(m_class[std::size_t(hand)])]; first < 0)
            first = hand;
}

double VerdecktesHands::above(int cls) const
{
    double p = 0;
    for (int c = cls + 1; c < m_classes; ++c)
        p += m_chance[std::size_t(c)];
    return p;
}

double VerdecktesHands::below(int cls) const
{
    double p = 0;
    for (int c = 0; c < cls && c < m_classes; ++c)
        p += m_chance[std::size_t(c)];
    return p;
}

// ---- strategy ------------------------------------------------------------------------------------

double VerdecktesStrategy::doubt(int standing, int claimed) const
{
    if (standing < 0)
        return firstDoubt[std::size_t(claimed)];
    if (claimed > standing)
        return doubtAbove[std::size_t(standing)];
    if (claimed == standing)
        return doubtEqual[std::size_t(standing)];
    return 0; // a claim below the standing hand loses anyway: nobody pays to doubt it
}

VerdecktesStrategy VerdecktesStrategy::mixedWith(const VerdecktesStrategy& other, double share) const
{
    VerdecktesStrategy m = *this;
    auto mix = [share](double a, double b) { return (1 - share) * a + share * b; };
    for (std::size_t i = 0; i < m.firstClaim.size(); ++i)
        m.firstClaim[i] = mix(firstClaim[i], other.firstClaim[i]);
    for (std::size_t i = 0; i < m.firstDoubt.size(); ++i) {
        m.firstDoubt[i] = mix(firstDoubt[i], other.firstDoubt[i]);
        m.doubtAbove[i] = mix(doubtAbove[i], other.doubtAbove[i]);
        m.doubtEqual[i] = mix(doubtEqual[i], other.doubtEqual[i]);
        for (std::size_t a = 0; a < 3; ++a) {
            m.tieMix[i][a] = mix(tieMix[i][a], other.tieMix[i][a]);
            m.lowMix[i][a] = mix(lowMix[i][a], other.lowMix[i][a]);
        }
    }
    return m;
}

// ---- the second stage ----------------------------------------------------------------------------

double VerdecktesSolver::secondPayoff(int type, int choice, bool doubted)
{
    // The second announcer's chips from the pot (1) and from what a doubt costs (the pot again):
    // undoubted a claim above wins the pot, equal shares it, below loses it; a true claim doubted
    // makes the doubter pay, a false one the claimer, whose hand then stands as thrown.
    switch (choice) {
    case VerdecktesStrategy::Win:
        if (!doubted)
            return 1;
        return type == 2 ? 2 : type == 1 ? 0 : -1;
    case VerdecktesStrategy::Tie:
        if (!doubted)
            return 0.5;
        return type >= 1 ? 1 : -1;
    default:
        return 0;
    }
}

namespace {

struct SecondSituation
{
    double low = 0, tie = 0, high = 0;
    bool winPossible = true; ///< a class above the standing one exists
};

SecondSituation situation(const VerdecktesHands& hands, int standing)
{
    SecondSituation s;
    s.low = hands.below(standing);
    s.tie = hands.chance(standing);
    s.high = hands.above(standing);
    s.winPossible = standing + 1 < hands.classes();
    return s;
}

/// The second announcer's share of the pot for given mixes and doubts (`doubt[choice]`).
double shareOf(const SecondSituation& s, const std::array<double, 3>& tieMix,
    const std::array<double, 3>& lowMix, const std::array<double, 3>& doubt)
{
    auto value = [&](int type, int choice) {
        return (1 - doubt[std::size_t(choice)]) * VerdecktesSolver::secondPayoff(type, choice, false)
            + doubt[std::size_t(choice)] * VerdecktesSolver::secondPayoff(type, choice, true);
    };
    double v = 0;
    if (s.winPossible)
        v += s.high * value(2, VerdecktesStrategy::Win);
    for (int c = 0; c < 3; ++c) {
        v += s.tie * tieMix[std::size_t(c)] * value(1, c);
        v += s.low * lowMix[std::size_t(c)] * value(0, c);
    }
    return v;
}

} // namespace

void VerdecktesSolver::solveSecond(int standing, int iterations)
{
    const SecondSituation s = situation(m_hands, standing);
    const auto at = std::size_t(standing);
    // Where hands below the standing one are plenty, the equilibrium is in closed form: a claim above
    // is doubted half the time, so that a bluff above wins as much as it loses (0, like giving up);
    // a claim equal a third of the time, so that a bluff equal is worth 0 too. The hands below bluff
    // above with half the mass of the hands above, so that a claim above is a bluff one time in three
    // and doubting it is worth nothing to the first; and equal with a third of the mass of the equal
    // hands, which always claim equal, so that doubting an equal claim is worth nothing either.
    if (s.winPossible && s.high > 0 && s.low > 0 && s.low >= s.high / 2 + s.tie / 3) {
        const double win = s.high / 2 / s.low, tie = s.tie / 3 / s.low;
        m_equilibrium.tieMix[at] = {0.0, 1.0, 0.0};
        m_equilibrium.lowMix[at] = {win, tie, 1 - win - tie};
        m_equilibrium.doubtAbove[at] = 0.5;
        m_equilibrium.doubtEqual[at] = 1.0 / 3;
        return;
    }
    // Otherwise (the lowest standing hands, five Aces) by CFR+ on the small game.
    const std::array<bool, 3> tieAllowed{s.winPossible, true, false};
    const std::array<bool, 3> lowAllowed{s.winPossible, true, true};
    const std::array<bool, 2> both{true, true};
    std::array<double, 3> rTie{}, rLow{}, sumTie{}, sumLow{};
    std::array<double, 2> rW{}, rT{}, sumW{}, sumT{}; // [doubt, pass]
    for (int t = 1; t <= iterations; ++t) {
        // The second announcer: each type against the doubts as they stand.
        const std::array<double, 2> dW = matched(rW, both), dT = matched(rT, both);
        const std::array<double, 3> doubt{dW[0], dT[0], 0.0};
        auto value = [&](int type, int choice) {
            return (1 - doubt[std::size_t(choice)]) * secondPayoff(type, choice, false)
                + doubt[std::size_t(choice)] * secondPayoff(type, choice, true);
        };
        for (int type = 0; type < 2; ++type) {
            auto& regret = type == 1 ? rTie : rLow;
            const auto& allowed = type == 1 ? tieAllowed : lowAllowed;
            const std::array<double, 3> mix = matched(regret, allowed);
            double mean = 0;
            for (int c = 0; c < 3; ++c)
                mean += mix[std::size_t(c)] * value(type, c);
            for (int c = 0; c < 3; ++c)
                if (allowed[std::size_t(c)])
                    regret[std::size_t(c)] = std::max(0.0, regret[std::size_t(c)] + value(type, c) - mean);
        }
        const std::array<double, 3> tieMix = matched(rTie, tieAllowed), lowMix = matched(rLow, lowAllowed);
        for (int c = 0; c < 3; ++c) {
            sumTie[std::size_t(c)] += t * tieMix[std::size_t(c)];
            sumLow[std::size_t(c)] += t * lowMix[std::size_t(c)];
        }
        // The first: doubting or not each kind of claim, against the mixes as they now stand (its
        // own chips are the pot less the second's share).
        for (int choice = 0; choice < 2; ++choice) {
            double doubtValue = 0, passValue = 0;
            auto add = [&](int type, double weight) {
                doubtValue -= weight * secondPayoff(type, choice, true);
                passValue -= weight * secondPayoff(type, choice, false);
            };
            if (choice == VerdecktesStrategy::Win && s.winPossible)
                add(2, s.high);
            add(1, s.tie * tieMix[std::size_t(choice)]);
            add(0, s.low * lowMix[std::size_t(choice)]);
            auto& regret = choice == 0 ? rW : rT;
            auto& sum = choice == 0 ? sumW : sumT;
            const std::array<double, 2> d = matched(regret, both);
            const double mean = d[0] * doubtValue + d[1] * passValue;
            regret[0] = std::max(0.0, regret[0] + doubtValue - mean);
            regret[1] = std::max(0.0, regret[1] + passValue - mean);
            sum[0] += t * d[0];
            sum[1] += t * d[1];
        }
    }
    m_equilibrium.tieMix[at] = normalised(sumTie);
    m_equilibrium.lowMix[at] = normalised(sumLow);
    m_equilibrium.doubtAbove[at] = normalised(sumW)[0];
    m_equilibrium.doubtEqual[at] = normalised(sumT)[0];
}

double VerdecktesSolver::secondValue(const VerdecktesStrategy& strategy, int standing) const
{
    const auto at = std::size_t(standing);
    return shareOf(situation(m_hands, standing), strategy.tieMix[at], strategy.lowMix[at],
        {strategy.doubtAbove[at], strategy.doubtEqual[at], 0.0});
}

double VerdecktesSolver::secondShareBestSecond(const VerdecktesStrategy& strategy, int standing) const
{
    const SecondSituation s = situation(m_hands, standing);
    const auto at = std::size_t(standing);
    const std::array<double, 3> doubt{strategy.doubtAbove[at], strategy.doubtEqual[at], 0.0};
    auto best = [&](int type) {
        double v = -1e9;
        for (int c = 0; c < 3; ++c) {
            if (c == VerdecktesStrategy::Win && !s.winPossible)
                continue;
            v = std::max(v,
                (1 - doubt[std::size_t(c)]) * secondPayoff(type, c, false)
                    + doubt[std::size_t(c)] * secondPayoff(type, c, true));
        }
        return v;
    };
    return (s.winPossible ? s.high * best(2) : 0.0) + s.tie * best(1) + s.low * best(0);
}

double VerdecktesSolver::secondShareBestFirst(const VerdecktesStrategy& strategy, int standing) const
{
    const SecondSituation s = situation(m_hands, standing);
    const auto at = std::size_t(standing);
    double v = 0;
    for (int choice = 0; choice < 2; ++choice) {
        double doubted = 0, passed = 0;
        auto add = [&](int type, double weight) {
            doubted += weight * secondPayoff(type, choice, true);
            passed += weight * secondPayoff(type, choice, false);
        };
        if (choice == VerdecktesStrategy::Win && s.winPossible)
            add(2, s.high);
        add(1, s.tie * strategy.tieMix[at][std::size_t(choice)]);
        add(0, s.low * strategy.lowMix[at][std::size_t(choice)]);
        v += std::min(doubted, passed);
    }
    return v; // a claim below the standing hand is worth nothing to the second either way
}

// ---- the first stage -----------------------------------------------------------------------------

double VerdecktesSolver::firstChips(int own, int claimed, double doubt, const std::vector<double>& share)
{
    // Both put 1 into the pot (2). Undoubted, the claim stands and the second stage shares the pot;
    // doubted, whoever is wrong pays the pot (2) into it, and a false claim stands as thrown.
    const double passed = -1 + 2 * (1 - share[std::size_t(claimed)]);
    const double doubted = own >= claimed ? -1 + 4 * (1 - share[std::size_t(claimed)])
                                          : -3 + 4 * (1 - share[std::size_t(own)]);
    return (1 - doubt) * passed + doubt * doubted;
}

void VerdecktesSolver::solveFirst(int iterations)
{
    const int k = m_hands.classes();
    const auto K = std::size_t(k);
    std::vector<double> share(K);
    for (int s = 0; s < k; ++s)
        share[std::size_t(s)] = secondValue(m_equilibrium, s);
    std::vector<double> passed(K), doubtedTrue(K), doubtedFalse(K);
    for (std::size_t c = 0; c < K; ++c) {
        passed[c] = -1 + 2 * (1 - share[c]);
        doubtedTrue[c] = -1 + 4 * (1 - share[c]);
        doubtedFalse[c] = -3 + 4 * (1 - share[c]);
    }
    std::vector<double> regret(K * K, 0.0), sum(K * K, 0.0), mix(K * K, 1.0 / double(K));
    std::vector<std::array<double, 2>> rDoubt(K, {0.0, 0.0}), sumDoubt(K, {0.0, 0.0});
    std::vector<double> doubt(K, 0.5), values(K);
    std::vector<double> reachTrue(K), reachFalse(K), falseChips(K), passPart(K), truePart(K);
    for (int t = 1; t <= iterations; ++t) {
        // The first announcer, per own class, against the doubts as they stand; then the doubter,
        // per claim, against the claims as they now stand (alternating updates). Claims up to the
        // own class are true, those above false: two plain loops each, without a branch.
        std::fill(reachTrue.begin(), reachTrue.end(), 0.0);
        std::fill(reachFalse.begin(), reachFalse.end(), 0.0);
        std::fill(falseChips.begin(), falseChips.end(), 0.0);
        for (std::size_t c = 0; c < K; ++c) {
            passPart[c] = (1 - doubt[c]) * passed[c];
            truePart[c] = passPart[c] + doubt[c] * doubtedTrue[c];
        }
        const double weight = double(t) * t;
        for (std::size_t a = 0; a < K; ++a) {
            double* r = &regret[a * K];
            double* m = &mix[a * K];
            const double lie = doubtedFalse[a];
            for (std::size_t c = 0; c <= a; ++c)
                values[c] = truePart[c];
            for (std::size_t c = a + 1; c < K; ++c)
                values[c] = passPart[c] + doubt[c] * lie;
            double mean = 0;
            for (std::size_t c = 0; c < K; ++c)
                mean += m[c] * values[c];
            double total = 0;
            for (std::size_t c = 0; c < K; ++c) {
                r[c] = std::max(0.0, r[c] + values[c] - mean);
                total += r[c];
            }
            const double scale = total > 0 ? 1 / total : 0;
            const double uniform = total > 0 ? 0 : 1.0 / double(K);
            double* s = &sum[a * K];
            const double p = m_hands.chance(int(a));
            for (std::size_t c = 0; c < K; ++c) {
                m[c] = r[c] * scale + uniform;
                s[c] += weight * m[c];
            }
            for (std::size_t c = 0; c <= a; ++c)
                reachTrue[c] += p * m[c];
            for (std::size_t c = a + 1; c < K; ++c) {
                reachFalse[c] += p * m[c];
                falseChips[c] += p * lie * m[c];
            }
        }
        for (std::size_t c = 0; c < K; ++c) {
            // The second's chips are the first's with the sign turned.
            const double doubtValue = -(reachTrue[c] * doubtedTrue[c] + falseChips[c]);
            const double passValue = -(reachTrue[c] + reachFalse[c]) * passed[c];
            const std::array<double, 2> d = matched(rDoubt[c], {true, true});
            const double mean = d[0] * doubtValue + d[1] * passValue;
            rDoubt[c][0] = std::max(0.0, rDoubt[c][0] + doubtValue - mean);
            rDoubt[c][1] = std::max(0.0, rDoubt[c][1] + passValue - mean);
            const std::array<double, 2> next = matched(rDoubt[c], {true, true});
            doubt[c] = next[0];
            sumDoubt[c][0] += weight * next[0];
            sumDoubt[c][1] += weight * next[1];
        }
    }
    m_equilibrium.firstClaim.assign(K * K, 0.0);
    for (std::size_t a = 0; a < K; ++a) {
        double total = 0;
        for (std::size_t c = 0; c < K; ++c)
            total += sum[a * K + c];
        for (std::size_t c = 0; c < K; ++c) {
            // Choices played almost never are noise of the averaging: left out.
            const double p = total > 0 ? sum[a * K + c] / total : 0;
            m_equilibrium.firstClaim[a * K + c] = p < 1e-4 ? 0 : p;
        }
        double kept = 0;
        for (std::size_t c = 0; c < K; ++c)
            kept += m_equilibrium.firstClaim[a * K + c];
        for (std::size_t c = 0; c < K; ++c)
            m_equilibrium.firstClaim[a * K + c] /= kept;
    }
    m_equilibrium.firstDoubt.assign(K, 0.0);
    for (std::size_t c = 0; c < K; ++c)
        m_equilibrium.firstDoubt[c] = normalised(sumDoubt[c])[0];
}

void VerdecktesSolver::makeHonest()
{
    const int k = m_hands.classes();
    const auto K = std::size_t(k);
    VerdecktesStrategy& h = m_honest;
    h.classes = k;
    h.firstClaim.assign(K * K, 0.0);
    h.firstDoubt.assign(K, 0.0);
    h.tieMix.assign(K, {0.0, 1.0, 0.0});
    h.lowMix.assign(K, {0.0, 0.0, 1.0});
    h.doubtAbove.assign(K, 0.0);
    h.doubtEqual.assign(K, 0.0);
    for (int c = 0; c < k; ++c) {
        h.firstClaim[std::size_t(c) * K + std::size_t(c)] = 1;
        h.firstDoubt[std::size_t(c)] = m_hands.above(c) + m_hands.chance(c) < kHonestDoubt ? 1 : 0;
        h.doubtAbove[std::size_t(c)] = m_hands.above(c) < kHonestDoubt ? 1 : 0;
    }
}

VerdecktesSolver::VerdecktesSolver(const HandRules& rules, int iterations)
    : m_hands(rules)
{
    const int k = m_hands.classes();
    m_equilibrium.classes = k;
    m_equilibrium.tieMix.assign(std::size_t(k), {});
    m_equilibrium.lowMix.assign(std::size_t(k), {});
    m_equilibrium.doubtAbove.assign(std::size_t(k), 0.0);
    m_equilibrium.doubtEqual.assign(std::size_t(k), 0.0);
    for (int s = 0; s < k; ++s)
        solveSecond(s, 4000);
    solveFirst(iterations);
    makeHonest();
}

VerdecktesExploit VerdecktesSolver::exploit(const VerdecktesStrategy& strategy) const
{
    const int k = m_hands.classes();
    const auto K = std::size_t(k);
    std::vector<double> own(K), bestFirst(K), bestSecond(K);
    for (int s = 0; s < k; ++s) {
        own[std::size_t(s)] = secondValue(strategy, s);
        bestFirst[std::size_t(s)] = secondShareBestFirst(strategy, s);
        bestSecond[std::size_t(s)] = secondShareBestSecond(strategy, s);
    }
    VerdecktesExploit e;
    for (int a = 0; a < k; ++a) {
        const double p = m_hands.chance(a);
        double best = -1e9, self = 0;
        for (int c = 0; c < k; ++c) {
            best = std::max(best, firstChips(a, c, strategy.firstDoubt[std::size_t(c)], bestFirst));
            self += strategy.claim(a, c) * firstChips(a, c, strategy.firstDoubt[std::size_t(c)], own);
        }
        e.asFirst += p * best;
        e.selfValue += p * self;
    }
    for (int c = 0; c < k; ++c) {
        double doubted = 0, passed = 0;
        for (int a = 0; a < k; ++a) {
            const double w = m_hands.chance(a) * strategy.claim(a, c);
            if (w == 0)
                continue;
            doubted -= w * firstChips(a, c, 1, bestSecond);
            passed -= w * firstChips(a, c, 0, bestSecond);
        }
        e.asSecond += std::max(doubted, passed);
    }
    return e;
}

std::shared_ptr<const VerdecktesSolver> VerdecktesSolver::shared(const HandRules& rules)
{
    static std::mutex mutex;
    static std::vector<std::pair<HandRules, std::shared_ptr<const VerdecktesSolver>>> built;
    const std::lock_guard<std::mutex> lock(mutex);
    for (const auto& [r, solver] : built)
        if (r == rules)
            return solver;
    auto solver = std::make_shared<const VerdecktesSolver>(rules);
    built.emplace_back(rules, solver);
    return solver;
}

} // namespace knobel
