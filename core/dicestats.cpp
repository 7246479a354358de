// SPDX-License-Identifier: GPL-3.0-or-later
#include "dicestats.h"

#include <cmath>
#include <limits>

namespace knobel::stats {

double chiSquare(const std::vector<double>& observed, const std::vector<double>& expected)
{
    double sum = 0;
    for (std::size_t i = 0; i < observed.size() && i < expected.size(); ++i)
        if (expected[i] > 0)
            sum += (observed[i] - expected[i]) * (observed[i] - expected[i]) / expected[i];
    return sum;
}

namespace {

/// The lower regularized gamma P(a, x) by its series (x < a + 1).
double lowerSeries(double a, double x)
{
    double term = 1.0 / a;
    double sum = term;
    for (int n = 1; n < 10000; ++n) {
        term *= x / (a + n);
        sum += term;
        if (std::fabs(term) < std::fabs(sum) * 1e-15)
            break;
    }
    return sum * std::exp(-x + a * std::log(x) - std::lgamma(a));
}

/// The upper regularized gamma Q(a, x) by its continued fraction (x >= a + 1; Lentz's method).
double upperFraction(double a, double x)
{
    constexpr double tiny = std::numeric_limits<double>::min() / std::numeric_limits<double>::epsilon();
    double b = x + 1 - a;
    double c = 1 / tiny;
    double d = 1 / b;
    double h = d;
    for (int i = 1; i < 10000; ++i) {
        const double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (std::fabs(d) < tiny)
            d = tiny;
        c = b + an / c;
        if (std::fabs(c) < tiny)
            c = tiny;
        d = 1 / d;
        const double delta = d * c;
        h *= delta;
        if (std::fabs(delta - 1) < 1e-15)
            break;
    }
    return std::exp(-x + a * std::log(x) - std::lgamma(a)) * h;
}

} // namespace

double pValue(double chiSquare, int degreesOfFreedom)
{
    if (chiSquare <= 0 || degreesOfFreedom <= 0)
        return 1;
    const double a = degreesOfFreedom / 2.0;
    const double x = chiSquare / 2.0;
    return x < a + 1 ? 1 - lowerSeries(a, x) : upperFraction(a, x);
}

} // namespace knobel::stats

#include "engine/registry.h"
#include "engine/state.h"

namespace knobel::stats {

namespace {

/// Every throw of a record with the dice that left the cup: calls visit(seat, faces, thrown).
template <class Visit> bool eachThrow(const GameRecord& record, Visit visit)
{
    const GameDef* def = findGameDef(record.setup.game);
    if (!def || !record.setup.seed || record.setup.mode != Mode::Play)
        return false;
    auto state = def->newState(record.setup);
    for (const Action& action : record.actions) {
        if (action.type == Action::Type::Throw) {
            const auto spec = state->throwSpec(action.group);
            if (!spec || spec->thrown.size() != action.faces.size())
                return false;
            visit(state->toAct(), action.faces, spec->thrown);
        }
        if (state->apply(action))
            return false;
    }
    return true;
}

} // namespace

bool tallySums(const GameRecord& record, Sums& sums)
{
    return eachThrow(record, [&](Seat, const std::vector<int>& faces, const std::vector<bool>& thrown) {
        int count = 0;
        int sum = 0;
        for (std::size_t d = 0; d < faces.size(); ++d)
            if (thrown[d] && faces[d] >= 1 && faces[d] <= 6) {
                ++count;
                sum += faces[d];
            }
        if (count == 2)
            ++sums.two[std::size_t(sum)];
        else if (count == 3)
            ++sums.three[std::size_t(sum)];
    });
}

void add(Sums& to, const Sums& from)
{
    for (std::size_t s = 0; s < to.two.size(); ++s)
        to.two[s] += from.two[s];
    for (std::size_t s = 0; s < to.three.size(); ++s)
        to.three[s] += from.three[s];
}

std::vector<long> sumCounts(const Sums& sums, int dice)
{
    if (dice == 2)
        return std::vector<long>(sums.two.begin() + 2, sums.two.end());
    return std::vector<long>(sums.three.begin() + 3, sums.three.end());
}

std::vector<int> waysToThrowSums(int dice)
{
    std::vector<int> ways(dice == 2 ? 11 : 16, 0);
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            if (dice == 2)
                ++ways[std::size_t(a + b - 2)];
            else
                for (int c = 1; c <= 6; ++c)
                    ++ways[std::size_t(a + b + c - 3)];
    return ways;
}

std::vector<double> expectedSums(int dice, long throws)
{
    const double outcomes = dice == 2 ? 36 : 216;
    std::vector<double> expected;
    for (int ways : waysToThrowSums(dice))
        expected.push_back(double(throws) * ways / outcomes);
    return expected;
}

double chiSquareOfSums(const Sums& sums, int dice, double* p, long* throws)
{
    const std::vector<long> counts = sumCounts(sums, dice);
    long total = 0;
    std::vector<double> observed;
    for (long count : counts) {
        total += count;
        observed.push_back(double(count));
    }
    const double chi = chiSquare(observed, expectedSums(dice, total));
    if (p)
        *p = pValue(chi, int(observed.size()) - 1);
    if (throws)
        *throws = total;
    return chi;
}

bool tallyThrows(const GameRecord& record, std::map<int, Faces>& bySeat)
{
    return eachThrow(record, [&](Seat seat, const std::vector<int>& faces, const std::vector<bool>& thrown) {
        Faces& counts = bySeat[seat == kChance ? -1 : int(seat)];
        for (std::size_t d = 0; d < faces.size(); ++d)
            if (thrown[d] && faces[d] >= 1 && faces[d] <= 6)
                ++counts[std::size_t(faces[d])];
    });
}

bool tallyThrowsByName(const GameRecord& record, std::map<std::string, Faces>& byName,
    const std::function<std::string(int seat)>& nameOf)
{
    std::map<int, Faces> bySeat;
    if (!tallyThrows(record, bySeat))
        return false;
    for (const auto& [seat, faces] : bySeat) {
        const std::string name = nameOf ? nameOf(seat)
            : seat >= 0 && std::size_t(seat) < record.setup.players.size()
            ? record.setup.players[std::size_t(seat)]
            : std::string();
        add(byName[name], faces);
    }
    return true;
}

void add(Faces& to, const Faces& from)
{
    for (std::size_t f = 1; f <= 6; ++f)
        to[f] += from[f];
}

long diceIn(const Faces& faces)
{
    long total = 0;
    for (std::size_t f = 1; f <= 6; ++f)
        total += faces[f];
    return total;
}

double chiSquareOfFaces(const Faces& faces, double* p)
{
    double total = 0;
    std::vector<double> observed;
    for (int f = 1; f <= 6; ++f) {
        observed.push_back(double(faces[std::size_t(f)]));
        total += double(faces[std::size_t(f)]);
    }
    const double chi = chiSquare(observed, std::vector<double>(6, total / 6));
    if (p)
        *p = pValue(chi, 5);
    return chi;
}

} // namespace knobel::stats
