// SPDX-License-Identifier: GPL-3.0-or-later
#include "holdempots.h"

#include <algorithm>
#include <numeric>

namespace knobel::holdem {

std::vector<Pot> potsOf(const std::vector<int>& contributed, const std::vector<bool>& folded)
{
    const int n = int(contributed.size());
    std::vector<int> levels;
    for (Seat s = 0; s < n; ++s)
        if (!folded[std::size_t(s)] && contributed[std::size_t(s)] > 0)
            levels.push_back(contributed[std::size_t(s)]);
    std::sort(levels.begin(), levels.end());
    levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
    std::vector<Pot> pots;
    int below = 0;
    for (int level : levels) {
        Pot pot;
        for (Seat s = 0; s < n; ++s) {
            const int c = contributed[std::size_t(s)];
            pot.amount += std::clamp(c, below, level) - below;
            if (!folded[std::size_t(s)] && c >= level)
                pot.eligible.push_back(s);
        }
        pots.push_back(pot);
        below = level;
    }
    int above = 0;
    for (Seat s = 0; s < n; ++s)
        above += std::max(0, contributed[std::size_t(s)] - below);
    if (above > 0) {
        if (pots.empty()) // nobody still in put anything in: cannot happen in a hand, kept whole anyway
            pots.push_back(Pot{0, {}});
        pots.back().amount += above;
    }
    return pots;
}

std::vector<int> settle(const std::vector<int>& contributed, const std::vector<bool>& folded,
    const std::vector<HandScore>& scores, Seat dealer)
{
    const int n = int(contributed.size());
    std::vector<int> received(std::size_t(n), 0);
    // Clockwise from the dealer's left.
    const auto fromDealersLeft = [&](std::vector<Seat> seats) {
        std::sort(seats.begin(), seats.end(),
            [&](Seat a, Seat b) { return (a - dealer - 1 + n) % n < (b - dealer - 1 + n) % n; });
        return seats;
    };
    const auto share = [&](int amount, const std::vector<Seat>& seats) {
        if (seats.empty())
            return;
        const std::vector<Seat> order = fromDealersLeft(seats);
        const int each = amount / int(order.size());
        int odd = amount % int(order.size());
        for (Seat s : order) {
            received[std::size_t(s)] += each + (odd > 0 ? 1 : 0);
            --odd;
        }
    };
    const auto best = [&](const std::vector<Seat>& seats) {
        HandScore top = 0;
        for (Seat s : seats)
            top = std::max(top, scores[std::size_t(s)]);
        std::vector<Seat> winners;
        for (Seat s : seats)
            if (scores[std::size_t(s)] == top)
                winners.push_back(s);
        return winners;
    };
    std::vector<Seat> live;
    for (Seat s = 0; s < n; ++s)
        if (!folded[std::size_t(s)])
            live.push_back(s);
    const int total = std::accumulate(contributed.begin(), contributed.end(), 0);
    if (live.size() == 1) {
        received[std::size_t(live[0])] = total;
        return received;
    }
    const bool fiveFlush = std::any_of(live.begin(), live.end(),
        [&](Seat s) { return classOf(scores[std::size_t(s)]) == HandClass::FiveFlush; });
    if (fiveFlush) {
        share(total, best(live));
        return received;
    }
    for (const Pot& pot : potsOf(contributed, folded))
        share(pot.amount, pot.eligible.empty() ? best(live) : best(pot.eligible));
    return received;
}

} // namespace knobel::holdem
