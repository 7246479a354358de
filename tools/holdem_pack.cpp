// SPDX-License-Identifier: GPL-3.0-or-later
// Builds Würfel-Hold'em's heads-up table (the level gto: CFR+ on an abstraction, holdemgto.h) and
// writes its packed form, the table the program ships (core/games/holdem/tables/holdem.pack):
//     build/tools/holdem_pack core/games/holdem/tables/holdem.pack [ITERATIONS [DEALS]]
// With other ITERATIONS or DEALS than the program's it only measures (the program reads only its own).
#include <QFile>

#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "games/holdem/holdemgto.h"

using namespace knobel::holdem;

namespace {
constexpr std::uint64_t kResponseIterations = 200'000;
constexpr int kFreshDeals = 20'000;
} // namespace

int main(int argc, char** argv)
{
    if (argc < 2 || argc > 4) {
        std::fprintf(stderr, "usage: holdem_pack FILE [ITERATIONS [DEALS]]\n");
        return 2;
    }
    GtoTable::Params params;
    if (argc >= 3)
        params.iterations = std::strtoull(argv[2], nullptr, 10);
    if (argc >= 4)
        params.deals = std::atoi(argv[3]);
    if (params.iterations == 0 || params.deals <= 0) {
        std::fprintf(stderr, "holdem_pack: ITERATIONS and DEALS must be positive whole numbers\n");
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    const auto seconds
        = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
    GtoTable table(params);
    std::fprintf(stderr, "%d decision nodes, %zu nodes\n", table.decisions(), table.nodes().size());
    table.build([&](double p) {
        static int shown = -1;
        if (int(p * 100) != shown) {
            shown = int(p * 100);
            std::fprintf(stderr, "\r%3d %% (%.0f s)", shown, seconds());
        }
    });
    std::fprintf(stderr, "\n");
    const double built = seconds();
    const QByteArray packed = table.pack();
    QFile file(QString::fromLocal8Bit(argv[1]));
    if (!file.open(QIODevice::WriteOnly) || file.write(packed) != packed.size()) {
        std::fprintf(stderr, "holdem_pack: cannot write %s\n", argv[1]);
        return 1;
    }
    std::printf("%s: %lld bytes, key '%s', built in %.1f s\n", argv[1], static_cast<long long>(packed.size()),
        table.key().c_str(), built);
    const GtoTable::Exploit e = table.exploitability(kResponseIterations, kFreshDeals, 1);
    std::printf(
        "exploitability in the abstraction: a response trained in the buckets (%llu iterations) wins "
        "%.3f ± %.3f chips a hand as first to act, %.3f ± %.3f as dealer, mean %.3f, on %d new deals; "
        "the table against itself %+.3f for the first to act; a best response remembering its "
        "buckets on the training pool (an upper bound): %.3f and %.3f (%.1f s)\n",
        static_cast<unsigned long long>(kResponseIterations), e.asFirst, e.firstError, e.asSecond,
        e.secondError, e.mean(), kFreshDeals, e.value, e.rememberingFirst, e.rememberingSecond,
        seconds() - built);
    return 0;
}
