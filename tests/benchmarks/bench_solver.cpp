// SPDX-License-Identifier: GPL-3.0-or-later
// How long the exact solver takes to build each game's table, how much it holds, and how long one
// decision (every keep and write ranked for the dice on the table) takes.
// Würfel-Poker's three-column table (4^11 states) is built once, its wall and CPU time printed (the
// CPU time of every thread: the machine may be shared), and its value checked.
// Run: cmake --build build --target bench_solver && build/tests/benchmarks/bench_solver [GAME…]
//      [--vectors widest|avx2|portable]
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "dice.h"
#include "engine/registry.h"
#include "solver/sheetsolver.h"

using namespace knobel;
using Clock = std::chrono::steady_clock;

namespace {

/// User and system time of the whole process so far, every thread, in seconds.
double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

/// Builds Würfel-Poker's three-column table once; false when its value is not the known one.
bool wuerfelPoker()
{
    const SheetGame& game = *findSheetGame("wuerfelpoker");
    SheetSolver solver(game, game.defaultOptions());
    const double cpuBefore = cpuSeconds();
    const auto start = Clock::now();
    solver.solve();
    const double wall = std::chrono::duration<double>(Clock::now() - start).count();
    const double cpu = cpuSeconds() - cpuBefore;
    std::printf("%-14s %10u %12.0f %12.1f %14.6f   (CPU of all threads %.2f s)\n", "wuerfelpoker",
        solver.stateCount(), wall * 1000, solver.stateCount() * sizeof(double) / 1024.0,
        solver.expectedScore(), cpu);
    constexpr double kKnown = 511.479923; // the table's value before the solve was made faster
    if (std::abs(solver.expectedScore() - kKnown) > 1e-6) {
        std::printf("wrong value: %.9f, not %.6f\n", solver.expectedScore(), kKnown);
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<std::string> ids;
    for (int a = 1; a < argc; ++a) {
        const std::string arg = argv[a];
        if (arg == "--vectors" && a + 1 < argc) {
            // The solve's vectors: widest (the default), avx2 or portable (none).
            const std::string vectors = argv[++a];
            SheetSolver::setVectors(vectors == "portable" ? SheetSolver::Vectors::Portable
                    : vectors == "avx2"                   ? SheetSolver::Vectors::Avx2
                                                          : SheetSolver::Vectors::Widest);
        } else {
            ids.push_back(arg);
        }
    }
    if (ids.empty())
        ids = {"sechzerspiel", "ohio", "escalero", "wuerfelpoker"};
    std::printf("%-14s %10s %12s %12s %14s %16s\n", "game", "states", "table ms", "table KiB", "expected",
        "decision µs");
    for (const std::string& name : ids) {
        if (name == "wuerfelpoker") {
            if (!wuerfelPoker())
                return 1;
            continue;
        }
        const SheetGame* found = findSheetGame(name);
        if (!found) {
            std::printf("no game %s\n", name.c_str());
            return 2;
        }
        const char* id = name.c_str();
        const SheetGame& game = *found;
        std::vector<double> builds;
        double expected = 0;
        std::uint32_t states = 0;
        for (int run = 0; run < 5; ++run) {
            SheetSolver solver(game, game.defaultOptions());
            const auto start = Clock::now();
            solver.solve();
            builds.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
            expected = solver.expectedScore();
            states = solver.stateCount();
        }
        std::sort(builds.begin(), builds.end());

        // Decisions in random situations: a random sheet half filled, a random throw, throws left 1.
        SheetSolver solver(game, game.defaultOptions());
        solver.solve();
        DiceRoller roller(7);
        std::vector<double> decisions;
        for (int i = 0; i < 2000; ++i) {
            std::vector<int> filled(game.rows().size(), 0);
            for (auto& f : filled)
                f = roller.roll() <= 3 ? 1 : 0;
            filled[0] = 0; // at least one free row
            std::vector<int> faces;
            for (int d = 0; d < game.diceCount(); ++d)
                faces.push_back(roller.roll());
            const auto start = Clock::now();
            const auto ranked = solver.choices(solver.stateOf(filled), SheetSolver::countsOf(faces), false,
                std::min(1, game.throwsPerTurn() - 1));
            decisions.push_back(std::chrono::duration<double, std::micro>(Clock::now() - start).count());
            if (ranked.empty())
                return 1;
        }
        std::sort(decisions.begin(), decisions.end());
        std::printf("%-14s %10u %12.2f %12.1f %14.6f %16.1f\n", id, states, builds[builds.size() / 2],
            states * sizeof(double) / 1024.0, expected, decisions[decisions.size() / 2]);
    }
    return 0;
}
