// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablecache.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>

#include "solver/checksum.h"
#include "solver/sheetsolver.h"

namespace knobel {

std::filesystem::path TableCache::fileFor(const SheetSolver& solver) const
{
    // The key names the options; its hash keeps the file name short and tells tables apart.
    const std::string key = solver.tableKey();
    char name[64];
    std::snprintf(
        name, sizeof name, "%016llx.table", static_cast<unsigned long long>(fnv1a(key.data(), key.size())));
    return folder / (std::string(solver.game().id()) + "-" + name);
}

std::filesystem::path defaultTableFolder()
{
    std::filesystem::path base;
    if (const char* cache = std::getenv("XDG_CACHE_HOME"); cache && *cache)
        base = cache;
    else if (const char* home = std::getenv("HOME"); home && *home)
        base = std::filesystem::path(home) / ".cache";
    else
        return {};
    return base / "knobelbecher" / "tables";
}

TableCache::Outcome TableCache::prepare(
    SheetSolver& solver, const std::function<void(double)>& progress, const std::atomic<bool>* cancel) const
{
    Outcome outcome;
    const bool keep = !folder.empty() && solver.stateCount() >= worthKeeping;
    if (keep) {
        const std::filesystem::path file = fileFor(solver);
        std::ifstream in(file, std::ios::binary);
        if (in) {
            if (auto problem = solver.load(in))
                outcome.note = file.string() + ": " + *problem + "; built anew";
            else {
                outcome.loaded = true;
                if (progress)
                    progress(1.0);
                return outcome;
            }
        }
    }
    solver.solve(progress, cancel);
    if (!keep || !solver.isSolved())
        return outcome;
    std::error_code error;
    std::filesystem::create_directories(folder, error);
    const std::filesystem::path file = fileFor(solver);
    const std::filesystem::path temporary
        = file.string() + ".part" + std::to_string(std::random_device{}() % 1000000);
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        solver.save(out);
        out.flush();
        if (!out) {
            std::filesystem::remove(temporary, error);
            outcome.note = temporary.string() + ": could not be written; the table is not kept";
            return outcome;
        }
    }
    std::filesystem::rename(temporary, file, error);
    if (error) {
        std::filesystem::remove(temporary, error);
        outcome.note = file.string() + ": could not be written; the table is not kept";
        return outcome;
    }
    outcome.stored = true;
    return outcome;
}

} // namespace knobel
