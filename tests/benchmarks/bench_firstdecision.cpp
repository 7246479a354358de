// SPDX-License-Identifier: GPL-3.0-or-later
// The time to the first computer decision of every game on a fresh install: an empty table folder, a
// fresh process, the computer player made as the program makes it (GameDef::makeBot: reading or
// building its tables) and its first decision in a new game (two computers of the level, the
// default options). Wall time and the processor time of the whole process (every thread). The tables
// shipped with the program (build/tables, tools/ship_tables) are read as the programs read them;
// --built leaves them out, as before they were shipped.
// Run: build/tests/benchmarks/bench_firstdecision [--built]            every game and level, each in a fresh
// process
//      build/tests/benchmarks/bench_firstdecision GAME LEVEL [--built] [--option NAME=VALUE]…  one, in
// this process (e.g. Würfel-Poker with Doppelhand: --option double_hand=true)
#include <sys/resource.h>

#include <QCoreApplication>
#include <QProcess>
#include <QTemporaryDir>

#include <chrono>
#include <cstdio>
#include <string>

#include "engine/bot.h"
#include "engine/registry.h"
#include "match.h"
#include "solver/tablecache.h"

using namespace knobel;
using Clock = std::chrono::steady_clock;

namespace {

double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

/// Makes the level's player with an empty table folder and takes its first decision; prints
/// "GAME LEVEL wall-ms cpu-ms". Returns the process's exit code.
int one(const std::string& game, const std::string& level, const QStringList& assignments)
{
    const GameDef* def = findGameDef(game);
    if (!def)
        return 2;
    RuleOptions options = def->defaultOptions();
    for (const QString& assignment : assignments)
        if (auto problem = options.assign(def->options(), assignment.toStdString())) {
            std::fprintf(stderr, "bench_firstdecision: %s\n", problem->c_str());
            return 2;
        }
    QTemporaryDir folder;
    const auto start = Clock::now();
    const double cpuBefore = cpuSeconds();
    BotPreparation preparation;
    preparation.tableFolder = std::filesystem::path(folder.path().toStdString());
    const auto bot = def->makeBot(level, options, preparation);
    if (!bot)
        return 3;
    GameSetup setup{game, options, {"A", "B"}, 7, Mode::Play, {level, level}};
    Match match(setup);
    if (match.toAct() < 0)
        return 4; // the match throws what nobody chooses at once: a seat acts now
    const Action action = bot->decide(match.botView(match.toAct(), 1));
    const double wall = std::chrono::duration<double>(Clock::now() - start).count();
    const double cpu = cpuSeconds() - cpuBefore;
    if (match.apply(action))
        return 5;
    std::printf("%-14s %-9s %9.0f %9.0f\n", game.c_str(), level.c_str(), wall * 1000, cpu * 1000);
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QStringList arguments = app.arguments().mid(1);
    const bool built = arguments.removeAll(QStringLiteral("--built")) > 0;
    QStringList assignments;
    for (qsizetype i = arguments.indexOf(QStringLiteral("--option")); i >= 0 && i + 1 < arguments.size();
         i = arguments.indexOf(QStringLiteral("--option"))) {
        assignments << arguments[i + 1];
        arguments.remove(i, 2);
    }
    if (!built)
        setShippedTableFolders(
            shippedTableFoldersBeside(QCoreApplication::applicationDirPath().toStdString()));
    if (arguments.size() == 2)
        return one(arguments[0].toStdString(), arguments[1].toStdString(), assignments);
    if (!arguments.isEmpty() || !assignments.isEmpty()) {
        std::fprintf(stderr, "usage: bench_firstdecision [GAME LEVEL [--option NAME=VALUE]…] [--built]\n");
        return 2;
    }
    std::printf("%-14s %-9s %9s %9s\n", "game", "level", "wall ms", "cpu ms");
    std::fflush(stdout);
    int failed = 0;
    for (const GameDef* def : allGameDefs())
        for (const std::string& level : def->levels()) {
            QProcess p;
            p.setProcessChannelMode(QProcess::ForwardedChannels);
            QStringList childArguments{
                QString::fromStdString(std::string(def->id())), QString::fromStdString(level)};
            if (built)
                childArguments << QStringLiteral("--built");
            p.start(QCoreApplication::applicationFilePath(), childArguments);
            p.waitForFinished(-1);
            if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
                std::printf(
                    "%-14s %-9s failed (%d)\n", std::string(def->id()).c_str(), level.c_str(), p.exitCode());
                ++failed;
            }
        }
    return failed ? 1 : 0;
}
