// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/arena.h"

#include <algorithm>
#include <cmath>

#include "engine/botseed.h"

namespace knobel {

Problem playWithBots(
    Match& match, const std::vector<std::shared_ptr<const Bot>>& bots, std::uint64_t seed, int gameIndex)
{
    std::vector<std::pair<SeatObserver*, Seat>> observers;
    for (std::size_t s = 0; s < bots.size(); ++s)
        if (SeatObserver* o = bots[s] ? bots[s]->observer() : nullptr) {
            observers.emplace_back(o, Seat(s));
            o->gameStarted(match, Seat(s), gameIndex);
        }
    std::uint64_t decision = 0;
    while (!match.isFinished()) {
        for (auto [o, s] : observers)
            o->caughtUp(match, s);
        const Seat seat = match.toAct();
        if (seat < 0 || std::size_t(seat) >= bots.size() || !bots[std::size_t(seat)])
            return std::string("no computer player for the seat on turn");
        const BotView view = match.botView(seat, botSeed(seed, decision++));
        const Action action = bots[std::size_t(seat)]->decide(view);
        for (auto [o, s] : observers)
            if (auto gaveUp = o->forfeited())
                return "seat " + std::to_string(s + 1) + " forfeited: " + *gaveUp;
        if (auto problem = match.apply(action))
            return "the computer player of seat " + std::to_string(seat + 1)
                + " chose a move the rules refuse: " + *problem;
        if (match.record().actions.size() > match.def().maxActions(match.setup()))
            return std::string("the game did not end");
    }
    for (auto [o, s] : observers) {
        o->caughtUp(match, s);
        o->gameEnded(match, s, gameIndex);
    }
    return std::nullopt;
}

double seatScore(const GameDef& game, const Result& result, Seat seat)
{
    auto it = std::find_if(result.standings.begin(), result.standings.end(),
        [seat](const Standing& s) { return s.player == seat; });
    if (it == result.standings.end())
        return 0;
    if (game.settlesInChips())
        return it->balance;
    if (it->place != 1)
        return 0;
    const auto first = std::count_if(
        result.standings.begin(), result.standings.end(), [](const Standing& s) { return s.place == 1; });
    return 1.0 / double(first);
}

ArenaFigures playGames(const GameSetup& setup, const std::vector<std::shared_ptr<const Bot>>& bots, int games,
    std::uint64_t seed, std::string& problem)
{
    const std::size_t seats = setup.players.size();
    std::vector<double> sum(seats, 0), squares(seats, 0);
    ArenaFigures figures;
    for (int g = 0; g < games; ++g) {
        GameSetup one = setup;
        one.seed = seed + std::uint64_t(g);
        Match match(one);
        if (auto refused = playWithBots(match, bots, *one.seed, g)) {
            problem = *refused;
            return figures;
        }
        const Result result = match.result();
        for (std::size_t s = 0; s < seats; ++s) {
            const double score = seatScore(match.def(), result, Seat(s));
            sum[s] += score;
            squares[s] += score * score;
        }
    }
    figures.games = games;
    for (std::size_t s = 0; s < seats; ++s) {
        const double mean = sum[s] / games;
        const double variance = games > 1 ? (squares[s] - games * mean * mean) / (games - 1) : 0;
        figures.mean.push_back(mean);
        figures.standardError.push_back(std::sqrt(std::max(0.0, variance) / games));
    }
    return figures;
}

} // namespace knobel
