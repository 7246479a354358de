// SPDX-License-Identifier: GPL-3.0-or-later
// A sheet computer's decision time as the window asks it: two computers of one level play a whole game
// (the tables built or read once first, not counted) and every call the window makes for a decision is
// timed. Prints "GAME LEVEL calls mean-ms max-ms total-ms".
// Run: build/tests/benchmarks/bench_sheetturn [GAME LEVEL [SEED [OPTION=VALUE]]]   (default: every sheet
//      game, every level; the option e.g. contra=true, where the Contra's games are played out)
#include <QCoreApplication>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "engine/botseed.h"
#include "engine/registry.h"
#include "kits/sheetgame.h"
#include "match.h"
#include "solver/tablecache.h"

using namespace knobel;
using Clock = std::chrono::steady_clock;

namespace {

int one(const std::string& game, const std::string& level, std::uint64_t seed, const QString& option = {})
{
    const GameDef* def = findGameDef(game);
    if (!def || !def->sheetGame())
        return 2;
    RuleOptions options = def->defaultOptions();
    if (!option.isEmpty()
        && options.set(
            def->options(), option.section('=', 0, 0).toStdString(), option.section('=', 1).toStdString()))
        return 2;
    BotPreparation preparation;
    preparation.tableFolder = defaultTableFolder();
    const auto bot = def->makeBot(level, options, preparation);
    if (!bot)
        return 3;
    GameSetup setup{game, options, {"A", "B"}, seed, Mode::Play, {level, level}};
    Match match(setup);
    std::vector<double> calls;
    while (!match.isFinished()) {
        const auto start = Clock::now();
        const Action action
            = bot->decide(match.botView(match.toAct(), botSeed(match.seed(), match.record().actions.size())));
        calls.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        if (match.apply(action))
            return 4;
    }
    double total = 0;
    for (double c : calls)
        total += c;
    std::printf("%-14s %-9s %6zu %8.3f %8.2f %9.1f\n", game.c_str(), level.c_str(), calls.size(),
        total / double(calls.size()), *std::max_element(calls.begin(), calls.end()), total);
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = app.arguments().mid(1);
    const std::uint64_t seed = arguments.size() > 2 ? arguments[2].toULongLong() : 5;
    std::printf("%-14s %-9s %6s %8s %8s %9s\n", "game", "level", "calls", "mean-ms", "max-ms", "total-ms");
    if (arguments.size() >= 2)
        return one(arguments[0].toStdString(), arguments[1].toStdString(), seed, arguments.value(3));
    for (const char* game : {"escalero", "ohio", "sechzerspiel", "wuerfelpoker"})
        for (const char* level : {"beginner", "good", "perfect"})
            if (int failed = one(game, level, seed))
                return failed;
    return 0;
}
