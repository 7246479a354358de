// SPDX-License-Identifier: GPL-3.0-or-later
// Builds Liar Dice's full strategy table (or reads it from the table folder) and writes its packed
// form, the table the program ships (core/games/liardice/tables/liardice.pack; docs/liardice.md):
//     build/tools/liardice_pack core/games/liardice/tables/liardice.pack [ITERATIONS]
#include <QFile>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "games/liardice/liartable.h"
#include "solver/tablecache.h"

using namespace knobel;

int main(int argc, char** argv)
{
    if (argc < 2 || argc > 3) {
        std::fprintf(stderr, "usage: liardice_pack FILE [ITERATIONS]\n");
        return 2;
    }
    const std::uint64_t iterations
        = argc == 3 ? std::strtoull(argv[2], nullptr, 10) : LiarSolver::kFullIterations;
    if (iterations == 0) {
        std::fprintf(stderr, "liardice_pack: ITERATIONS must be a positive whole number\n");
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    LiarTable table(iterations);
    const TableCache::Outcome outcome = TableCache{defaultTableFolder()}.prepare(table, [](double p) {
        static int shown = -1;
        if (int(p * 100) != shown) {
            shown = int(p * 100);
            std::fprintf(stderr, "\r%3d %%", shown);
        }
    });
    std::fprintf(stderr, "\n");
    if (!table.isBuilt()) {
        std::fprintf(stderr, "liardice_pack: the table was not built\n");
        return 1;
    }
    const QByteArray packed = packLiarTable(*table.solver());
    QFile file(QString::fromLocal8Bit(argv[1]));
    if (!file.open(QIODevice::WriteOnly) || file.write(packed) != packed.size()) {
        std::fprintf(stderr, "liardice_pack: cannot write %s\n", argv[1]);
        return 1;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("%s: %lld bytes, %llu entries of %llu iterations (%s), %.1f s\n", argv[1],
        static_cast<long long>(packed.size()), static_cast<unsigned long long>(table.tableSize()),
        static_cast<unsigned long long>(iterations), outcome.loaded ? "read from the table folder" : "built",
        seconds);
    return 0;
}
