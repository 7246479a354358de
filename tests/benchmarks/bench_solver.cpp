// SPDX-License-Identifier: GPL-3.0-or-later
// How long the exact solver takes to build each game's table, how much it holds, and how long one
// decision (every keep and write ranked for the dice on the table) takes.
// Run: cmake --build build --target bench_solver && build/tests/benchmarks/bench_solver
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "dice.h"
#include "games/registry.h"
#include "solver/sheetsolver.h"

using namespace knobel;
using Clock = std::chrono::steady_clock;

int main()
{
    std::printf("%-14s %10s %12s %12s %14s %16s\n", "game", "states", "table ms", "table KiB", "expected",
        "decision µs");
    for (const char* id : {"sechzerspiel", "ohio", "escalero"}) {
        const Game& game = *findGame(id);
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
