// SPDX-License-Identifier: GPL-3.0-or-later
// Würfel-Poker on three columns, head to head: which column strategy wins the chips. Both players
// keep dice and choose rows exactly for the highest expected total (the 4^11 table); they differ
// only in where they write. The levels play their own rows and columns.
// Run: cmake --build build --target bench_columns && build/tests/benchmarks/bench_columns [GAMES] [SEED]
// The table is read from ~/.cache/knobelbecher/tables (built and kept there the first time).
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine/registry.h"
#include "match.h"
#include "solver/autoplayer.h"
#include "solver/columnplanner.h"
#include "solver/sheetsolver.h"
#include "solver/tablecache.h"

using namespace knobel;
using Clock = std::chrono::steady_clock;

namespace {

struct Side
{
    const char* name;
    Level level;
    ColumnStrategy columns;
};

struct Tally
{
    std::vector<double> chips; ///< per game, for side A
    double totalA = 0, totalB = 0;
    std::vector<int> columnsA, columnsB; ///< columns won
    int headA = 0, headB = 0;
    double won = 0; ///< games A won (more chips), a draw counting half
};

Tally play(const SheetSolver& solver, const RowStatistics& rows, const Side& a, const Side& b, int games,
    std::uint64_t seed)
{
    const SheetGame& game = solver.game();
    const ColumnPlanner plannerA(game, solver.options(), rows, a.columns);
    const ColumnPlanner plannerB(game, solver.options(), rows, b.columns);
    const AutoPlayer playerA(solver, a.level, &plannerA);
    const AutoPlayer playerB(solver, b.level, &plannerB);
    Tally tally;
    tally.columnsA.assign(std::size_t(game.columnCount()), 0);
    tally.columnsB = tally.columnsA;
    for (int g = 0; g < games; ++g) {
        // Each pair of games shares a seed with the seats swapped: the same dice luck for both.
        const int seatA = g % 2;
        Match match(GameSetup{std::string(game.id()), solver.options(), {"P1", "P2"},
            seed + std::uint64_t(g / 2), Mode::Play, {}});
        if (auto problem = playOut(
                match, seatA == 0 ? std::vector{&playerA, &playerB} : std::vector{&playerB, &playerA})) {
            std::fprintf(stderr, "refused: %s\n", problem->c_str());
            std::exit(1);
        }
        const Result result = match.result();
        for (const Standing& s : result.standings)
            if (s.player == seatA) {
                tally.chips.push_back(s.balance);
                tally.won += s.balance > 0 ? 1 : s.balance == 0 ? 0.5 : 0;
                tally.totalA += s.total;
            } else {
                tally.totalB += s.total;
            }
        for (const ColumnDuel& duel : result.duels) {
            for (std::size_t c = 0; c < duel.columnWinner.size(); ++c) {
                if (duel.columnWinner[c] == seatA)
                    ++tally.columnsA[c];
                else if (duel.columnWinner[c] >= 0)
                    ++tally.columnsB[c];
            }
            tally.headA += duel.headWinner == seatA;
            tally.headB += duel.headWinner >= 0 && duel.headWinner != seatA;
        }
    }
    return tally;
}

} // namespace

int main(int argc, char* argv[])
{
    const int games = argc > 1 ? std::atoi(argv[1]) : 2000;
    const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
    if (games < 2) {
        std::fprintf(stderr, "usage: bench_columns [GAMES ≥ 2] [SEED]\n");
        return 2;
    }
    const SheetGame& game = *findSheetGame("wuerfelpoker");
    SheetSolver solver(game, game.defaultOptions());
    auto start = Clock::now();
    const TableCache::Outcome outcome = TableCache{defaultTableFolder()}.prepare(solver);
    std::printf("table: %u states, %s in %.2f s, expected total %.6f\n", solver.stateCount(),
        outcome.loaded ? "read" : "built", std::chrono::duration<double>(Clock::now() - start).count(),
        solver.expectedScore());

    start = Clock::now();
    const RowStatistics rows = measureRows(solver);
    std::printf("row statistics: %d boxes per row in %.2f s\n", rows.boxes,
        std::chrono::duration<double>(Clock::now() - start).count());
    for (std::size_t r = 0; r < rows.mean.size(); ++r)
        std::printf("  %-16s mean %6.2f  sd %6.2f\n", game.rows()[r].id.c_str(), rows.mean[r],
            std::sqrt(rows.variance[r]));

    const Side race{"perfect rows, race columns", Level::Perfect, ColumnStrategy::Race};
    const Side worth{"perfect rows, worth-most columns", Level::Perfect, ColumnStrategy::WorthMost};
    const Side first{"perfect rows, first free column", Level::Perfect, ColumnStrategy::FirstFree};
    const Side good{"Good", Level::Good, columnStrategyOf(Level::Good)};
    const Side beginner{"Beginner", Level::Beginner, columnStrategyOf(Level::Beginner)};
    const Side perfect{"Perfect", Level::Perfect, columnStrategyOf(Level::Perfect)};
    std::printf("\n%d games per pairing (seats swapped on the same dice), chips per game for A "
                "(columns 1-2-4, Head x2), ± standard error\n",
        games);
    std::vector<std::pair<Side, Side>> pairings{{perfect, race}, {race, first}, {race, worth}, {worth, first},
        {perfect, good}, {perfect, beginner}, {good, beginner}};
    if (argc > 3 && std::string(argv[3]) == "chips")
        pairings.resize(1); // only Perfect (for the chips) against the total's rows with the race
    for (const auto& [a, b] : pairings) {
        start = Clock::now();
        const Tally t = play(solver, rows, a, b, games, seed);
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        double mean = 0, variance = 0;
        for (double c : t.chips)
            mean += c;
        mean /= double(t.chips.size());
        // Games come in pairs on the same dice: the error of the mean is taken over the pairs.
        std::vector<double> pairs;
        for (std::size_t i = 0; i + 1 < t.chips.size(); i += 2)
            pairs.push_back((t.chips[i] + t.chips[i + 1]) / 2);
        double pairMean = 0;
        for (double p : pairs)
            pairMean += p;
        pairMean /= double(pairs.size());
        for (double p : pairs)
            variance += (p - pairMean) * (p - pairMean);
        const double error = std::sqrt(variance / double(pairs.size() - 1) / double(pairs.size()));
        std::printf("A %s vs B %s\n  chips %+.3f ± %.3f; totals %.1f vs %.1f; columns won A/B", a.name,
            b.name, mean, error, t.totalA / games, t.totalB / games);
        for (std::size_t c = 0; c < t.columnsA.size(); ++c)
            std::printf(" %.1f/%.1f%%", 100.0 * t.columnsA[c] / games, 100.0 * t.columnsB[c] / games);
        const double share = t.won / games;
        std::printf("; Head %.1f/%.1f%%; games won by A %.1f ± %.1f%% (a draw half); %.1f ms a game\n",
            100.0 * t.headA / games, 100.0 * t.headB / games, 100 * share,
            100 * std::sqrt(share * (1 - share) / games), 1000 * seconds / games);
    }
    return 0;
}
