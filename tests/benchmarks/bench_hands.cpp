// SPDX-License-Identifier: GPL-3.0-or-later
// How fast the hands kit evaluates: every ordered throw of five dice under each ranking, the exact-hand
// index, seed 004's coloured hands and the best five of seven.
// Run: cmake --build build --target bench_hands && build/tests/benchmarks/bench_hands
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>
#include <random>
#include <vector>

#include "kits/hands.h"

using namespace knobel;

namespace {

/// This thread's CPU time in seconds: the machine is shared, and wall time counts the other programs too.
double cpuSeconds()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) * 1e-9;
}

/// The median CPU time over 15 runs of `work`, which does `count` evaluations and returns a checksum.
void measure(const char* name, double count, const std::function<long long()>& work)
{
    std::vector<double> runs;
    long long checksum = 0;
    for (int run = 0; run < 15; ++run) {
        const double start = cpuSeconds();
        checksum += work();
        runs.push_back(cpuSeconds() - start);
    }
    std::sort(runs.begin(), runs.end());
    const double median = runs[runs.size() / 2];
    std::printf("%-44s %10.0f %10.3f %12.0f %8.1f   (checksum %lld)\n", name, count, median * 1e3,
        count / median, median * 1e9 / count, checksum / 15);
}

} // namespace

int main()
{
    std::vector<std::array<int, 5>> throws;
    for (int code = 0; code < 7776; ++code) {
        std::array<int, 5> dice;
        for (int i = 0, rest = code; i < 5; ++i, rest /= 6)
            dice[i] = 1 + rest % 6;
        throws.push_back(dice);
    }
    HandRules poker;
    HandRules pips{DieKind::Pips, true, true, true};
    HandRules wild;
    wild.acesWild = true;
    HandRules capone;
    capone.tie = HandRules::TieBreak::ScoringB;

    std::printf("%-44s %10s %10s %12s %8s\n", "what", "evals", "cpu ms", "evals/s", "ns/eval");
    const auto everyThrow = [&](const HandRules& rules) {
        return [&throws, rules] {
            long long sum = 0;
            for (const auto& dice : throws)
                sum += evaluateHand(dice, rules).key.back();
            return sum;
        };
    };
    measure("evaluateHand, poker dice with straights", 7776, everyThrow(poker));
    measure("evaluateHand, booklet pip dice", 7776, everyThrow(pips));
    measure("evaluateHand, aces wild (Joker Poker)", 7776, everyThrow(wild));
    measure("evaluateHand, Al Capone scoring B", 7776, everyThrow(capone));
    measure("exactHandIndex", 7776, [&] {
        long long sum = 0;
        for (const auto& dice : throws)
            sum += exactHandIndex(dice);
        return sum;
    });
    measure("handStrengths table (252 hands), one build", 252,
        [&] { return (long long)handStrengths(poker)[251]; });

    std::mt19937 rng(7);
    std::uniform_int_distribution<int> face(1, 6), colour(0, 3);
    std::vector<std::array<ColouredDie, 7>> draws(10000);
    for (auto& draw : draws)
        for (ColouredDie& die : draw)
            die = {face(rng), colour(rng)};
    measure("evaluateColoured (five dice)", double(draws.size()), [&] {
        long long sum = 0;
        for (const auto& draw : draws)
            sum += evaluateColoured(std::span(draw).first<5>()).key.back();
        return sum;
    });
    measure("bestFive of seven (21 hands each)", double(draws.size()), [&] {
        long long sum = 0;
        for (const auto& draw : draws)
            sum += bestFive(draw).key.front();
        return sum;
    });
    return 0;
}
