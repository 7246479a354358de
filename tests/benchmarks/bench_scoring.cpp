// SPDX-License-Identifier: GPL-3.0-or-later
// How long scoring every possible throw in every row takes, per game.
// Run: cmake --build build --target bench_scoring && build/tests/benchmarks/bench_scoring
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "engine/registry.h"

using namespace knobel;

int main()
{
    std::printf(
        "%-14s %8s %8s %12s %12s %10s\n", "game", "throws", "rows", "evaluations", "median ms", "ns/eval");
    for (const SheetGame* game : allSheetGames()) {
        // Every ordered throw, plain and served.
        std::vector<Throw> throws;
        std::vector<int> faces(game->diceCount(), 1);
        for (bool done = false; !done;) {
            throws.push_back({faces, false});
            throws.push_back({faces, true});
            int d = 0;
            while (d < int(faces.size()) && faces[d] == kFaceCount)
                faces[d++] = 1;
            done = d == int(faces.size());
            if (!done)
                ++faces[d];
        }
        const RuleOptions options = game->defaultOptions();
        const int rows = int(game->rows().size());
        std::vector<double> runs;
        long long checksum = 0;
        for (int run = 0; run < 15; ++run) {
            const auto start = std::chrono::steady_clock::now();
            for (const Throw& t : throws)
                for (int r = 0; r < rows; ++r)
                    checksum += game->points(r, t, options);
            runs.push_back(
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        }
        std::sort(runs.begin(), runs.end());
        const double median = runs[runs.size() / 2];
        const double evaluations = double(throws.size()) * rows;
        std::printf("%-14s %8zu %8d %12.0f %12.3f %10.1f   (checksum %lld)\n",
            std::string(game->id()).c_str(), throws.size(), rows, evaluations, median,
            median * 1e6 / evaluations, checksum / 15);
    }
    return 0;
}
