// SPDX-License-Identifier: GPL-3.0-or-later
#include "beliefresponse.h"

#include <algorithm>
#include <cmath>
#include <mutex>
#include <numeric>
#include <thread>

namespace knobel {

Belief::Belief(std::vector<double> prior)
    : m_weight(std::move(prior))
{
}

double Belief::mass() const
{
    return std::accumulate(m_weight.begin(), m_weight.end(), 0.0);
}

double Belief::probability(std::size_t state) const
{
    const double m = mass();
    return m > 0 ? m_weight[state] / m : 0.0;
}

double Belief::observe(const std::function<double(std::size_t)>& chance)
{
    std::vector<double> c(m_weight.size(), 0.0);
    for (std::size_t s = 0; s < m_weight.size(); ++s)
        if (m_weight[s] > 0)
            c[s] = chance(s);
    return observe(c);
}

double Belief::observe(const std::vector<double>& chance)
{
    const double before = mass();
    double after = 0;
    for (std::size_t s = 0; s < m_weight.size(); ++s)
        after += m_weight[s] * chance[s];
    if (after <= 0 || before <= 0)
        return 0;
    for (std::size_t s = 0; s < m_weight.size(); ++s)
        m_weight[s] *= chance[s];
    const double evidence = after / before;
    normalise();
    return evidence;
}

void Belief::move(const std::function<void(std::size_t, double, std::vector<double>&)>& kernel)
{
    std::vector<double> to(m_weight.size(), 0.0);
    for (std::size_t s = 0; s < m_weight.size(); ++s)
        if (m_weight[s] > 0)
            kernel(s, m_weight[s], to);
    m_weight = std::move(to);
}

void Belief::normalise()
{
    const double m = mass();
    if (m <= 0)
        return;
    for (double& w : m_weight)
        w /= m;
}

std::uint64_t dealSeed(std::uint64_t seed, int seat, std::uint64_t deal)
{
    auto mix = [](std::uint64_t z) {
        z += 0x9e3779b97f4a7c15ULL;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    };
    return mix(mix(mix(seed) ^ std::uint64_t(seat + 1)) ^ deal);
}

std::array<SeatFigure, 2> measureSeats(const std::function<double(int, std::uint64_t)>& play,
    std::uint64_t deals, int threads, const std::function<void(double)>& progress,
    const std::atomic<bool>* cancel)
{
    // Each (seat, deal) writes its own slot: the sums are taken in order afterwards, so the figures
    // do not depend on which thread played what.
    const std::uint64_t total = 2 * deals;
    std::vector<double> result(total, 0.0);
    std::vector<char> played(total, 0);
    std::atomic<std::uint64_t> next{0}, done{0};
    std::mutex progressMutex;
    auto work = [&] {
        for (;;) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return;
            const std::uint64_t i = next.fetch_add(1);
            if (i >= total)
                return;
            // Interleave the seats so that a cancelled run has measured both.
            const int seat = int(i % 2);
            const std::uint64_t deal = i / 2;
            result[i] = play(seat, deal);
            played[i] = 1;
            const std::uint64_t d = done.fetch_add(1) + 1;
            if (progress) {
                const std::lock_guard lock(progressMutex);
                progress(double(d) / double(total));
            }
        }
    };
    const int n = std::max(1, threads);
    std::vector<std::thread> pool;
    for (int t = 1; t < n; ++t)
        pool.emplace_back(work);
    work();
    for (std::thread& t : pool)
        t.join();

    std::array<SeatFigure, 2> figures;
    for (int seat = 0; seat < 2; ++seat) {
        double sum = 0, squares = 0;
        std::uint64_t count = 0;
        for (std::uint64_t i = std::uint64_t(seat); i < total; i += 2)
            if (played[i]) {
                sum += result[i];
                squares += result[i] * result[i];
                ++count;
            }
        SeatFigure& f = figures[std::size_t(seat)];
        f.deals = count;
        if (count > 0) {
            f.mean = sum / double(count);
            const double variance
                = count > 1 ? std::max(0.0, (squares - sum * f.mean) / double(count - 1)) : 0.0;
            f.standardError = std::sqrt(variance / double(count));
        }
    }
    return figures;
}

} // namespace knobel
