// SPDX-License-Identifier: GPL-3.0-or-later
// Builds the tables the program ships into FOLDER: every score-sheet game whose solver keeps its
// table, under its default options (Würfel-Poker's three columns), and the row figures its computers
// play by (keptRows), also with Doppelhand; so that a fresh install's first computer decision reads
// them instead of building them. The build's `tables` target runs it:
//     build/tools/ship_tables build/tables
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <set>

#include "engine/registry.h"
#include "kits/sheetgame.h"
#include "options.h"
#include "solver/columnplanner.h"
#include "solver/sheetsolver.h"
#include "solver/tablecache.h"

using namespace knobel;

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: ship_tables FOLDER\n");
        return 2;
    }
    TableCache cache{std::filesystem::path(argv[1])};
    cache.shipped.clear(); // build anew, never read an older shipped table
    std::set<std::filesystem::path> kept;
    for (const SheetGame* game : allSheetGames()) {
        const RuleOptions options = game->defaultOptions();
        if (!game->needsPreparation("perfect", options))
            continue;
        const auto start = std::chrono::steady_clock::now();
        SheetSolver solver(*game, options);
        const TableCache::Outcome outcome = cache.prepare(solver);
        if (!solver.isSolved() || !(outcome.stored || outcome.loaded)) {
            std::fprintf(stderr, "ship_tables: %s: %s\n", std::string(game->id()).c_str(),
                outcome.note.empty() ? "the table was not kept" : outcome.note.c_str());
            return 1;
        }
        const double seconds
            = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::printf("%s: %s (%s, %.1f s)\n", std::string(game->id()).c_str(), cache.fileFor(solver).c_str(),
            outcome.loaded ? "already there" : "built", seconds);
        kept.insert(cache.fileFor(solver));
        // A sheet of several columns: the computers' row figures (keptRows), under these options and
        // with Doppelhand, whose 400 measuring games with the exact planner take half a minute.
        if (game->freeColumnCount(options) > 1) {
            std::vector<RuleOptions> variants{options};
            RuleOptions doubled = options;
            if (doubled.has("double_hand") && !doubled.set(game->options(), "double_hand", "true"))
                variants.push_back(doubled);
            for (const RuleOptions& variant : variants) {
                const auto rowsStart = std::chrono::steady_clock::now();
                SheetSolver variantSolver(*game, variant);
                cache.prepare(variantSolver);
                keptRows(variantSolver, cache);
                const std::filesystem::path rows = cache.fileFor(RowsTable(variantSolver));
                if (!std::filesystem::exists(rows)) {
                    std::fprintf(stderr, "ship_tables: %s: the row figures were not kept\n",
                        std::string(game->id()).c_str());
                    return 1;
                }
                std::printf("%s: %s (%.1f s)\n", std::string(game->id()).c_str(), rows.c_str(),
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - rowsStart).count());
                kept.insert(rows);
            }
        }
    }
    // A table of an older engine or of other default options would be installed for nothing.
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(cache.folder, error))
        if (entry.path().extension() == ".table" && !kept.count(entry.path()))
            std::filesystem::remove(entry.path(), error);
    return kept.empty() ? 1 : 0;
}
