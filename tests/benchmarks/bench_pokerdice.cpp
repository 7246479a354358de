// SPDX-License-Identifier: GPL-3.0-or-later
// Poker Dice (seed 002): the solve, and the computer levels against each other. Two players: mean
// chips per deal of the first level named, the first thrower alternating; three players: wins.
// bench_pokerdice [DEALS] [SEED]
#include <QElapsedTimer>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "games/pokerdice/pokerdice.h"
#include "games/pokerdice/pokerdicebots.h"
#include "games/pokerdice/pokerdicerules.h"
#include "match.h"

using namespace knobel;

namespace {

struct Figure
{
    double mean = 0, se = 0;
    double msPerDecision = 0, slowestMs = 0;
};

/// Plays `games` games of `deals` deals (two players) or to five round wins (more), seat 0 taking
/// `levels[0]`; returns seat 0's mean chips per deal (two players) or per game.
Figure play(const std::vector<std::string>& levels, int games, int deals, std::uint64_t seed)
{
    const RuleOptions options(pokerdice::options());
    std::vector<std::shared_ptr<const Bot>> bots;
    for (const auto& level : levels)
        bots.push_back(pokerDiceGame().makeBot(level, options, {}));
    std::vector<double> samples;
    double decisions = 0, totalMs = 0, slowest = 0;
    for (int g = 0; g < games; ++g) {
        GameSetup setup;
        setup.game = "pokerdice";
        setup.options = options;
        (void)setup.options.set(pokerdice::options(), "deals", std::to_string(deals));
        for (std::size_t s = 0; s < levels.size(); ++s)
            setup.players.push_back("P" + std::to_string(s + 1));
        setup.seed = seed + std::uint64_t(g);
        Match match(setup);
        while (!match.isFinished()) {
            const Seat seat = match.toAct();
            QElapsedTimer timer;
            timer.start();
            const Action action = bots[std::size_t(seat)]->decide(match.botView(seat));
            const double ms = double(timer.nsecsElapsed()) / 1e6;
            totalMs += ms;
            slowest = std::max(slowest, ms);
            ++decisions;
            if (auto problem = match.apply(action)) {
                std::fprintf(stderr, "refused: %s\n", problem->c_str());
                std::exit(1);
            }
        }
        const auto* state = match.stateAs<PokerDiceState>();
        if (levels.size() == 2) {
            // Per deal, so that the standard error is over deals, not games.
            samples.push_back(double(state->ledger().balance(0)) / deals);
        } else {
            samples.push_back(state->session().wins(0) >= 5 ? 1.0 : 0.0);
        }
    }
    Figure f;
    for (double x : samples)
        f.mean += x;
    f.mean /= double(samples.size());
    double var = 0;
    for (double x : samples)
        var += (x - f.mean) * (x - f.mean);
    var /= double(samples.size() > 1 ? samples.size() - 1 : 1);
    f.se = std::sqrt(var / double(samples.size()));
    f.msPerDecision = totalMs / std::max(1.0, decisions);
    f.slowestMs = slowest;
    return f;
}

} // namespace

int main(int argc, char** argv)
{
    const int deals = argc > 1 ? std::atoi(argv[1]) : 400;
    const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 2002;
    QElapsedTimer timer;
    timer.start();
    auto solver = pokerdice::sharedSolver(RuleOptions(pokerdice::options()), true);
    std::printf("solve: %.6f chips per deal for the first thrower, %.2f s, %llu positions\n", solver->value(),
        double(timer.nsecsElapsed()) / 1e9, static_cast<unsigned long long>(solver->stateCount()));
    // Games of 20 deals: the standard error is taken over games, each the mean of its deals.
    const int perGame = 20;
    const int games = std::max(2, deals / perGame);
    const std::vector<std::vector<std::string>> pairs{
        {"perfect", "perfect"}, {"perfect", "good"}, {"perfect", "beginner"}, {"good", "beginner"}};
    for (const auto& pair : pairs) {
        const Figure f = play(pair, games, perGame, seed);
        std::printf(
            "%-8s vs %-8s  %+.3f ± %.3f chips per deal (%d deals)  %.2f ms per decision, slowest %.1f ms\n",
            pair[0].c_str(), pair[1].c_str(), f.mean, f.se, games * perGame, f.msPerDecision, f.slowestMs);
    }
    const int threeGames = std::max(2, deals / 20);
    for (const auto& trio : std::vector<std::vector<std::string>>{{"perfect", "good", "beginner"},
             {"good", "perfect", "beginner"}, {"beginner", "perfect", "good"}}) {
        const Figure f = play(trio, threeGames, 1, seed);
        std::printf("three players %s/%s/%s: the first wins %.3f ± %.3f of the games (%d games)\n",
            trio[0].c_str(), trio[1].c_str(), trio[2].c_str(), f.mean, f.se, threeGames);
    }
    return 0;
}
