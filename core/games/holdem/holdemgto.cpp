// SPDX-License-Identifier: GPL-3.0-or-later
#include "holdemgto.h"

#include <QFile>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <mutex>

#include "solver/checksum.h"
#include "solver/packedbytes.h"

namespace knobel::holdem {

namespace {

constexpr int kBet[GtoTable::kRounds] = {10, 10, 10, 20, 20};
constexpr int kAnte = 10;
/// Runouts of each pocket kind's strength before the flop (the table gtoStrength reads).
constexpr int kOpeningRunouts = 6000;

/// The share of `mine` against one random pocket from `unseen`, the board completed at random.
double sampledStrength(const std::vector<Die>& mine, const std::vector<Die>& board,
    const std::array<int, kColours>& unseen, int samples, std::mt19937_64& random)
{
    std::vector<Colour> bag;
    for (int c = 0; c < kColours; ++c)
        for (int k = 0; k < unseen[std::size_t(c)]; ++k)
            bag.push_back(Colour(c));
    const int rest = 5 - int(board.size());
    const int need = 2 + rest;
    if (int(bag.size()) < need || samples <= 0)
        return 0.5;
    std::array<Die, 7> my{}, their{};
    std::copy(mine.begin(), mine.end(), my.begin());
    std::copy(board.begin(), board.end(), my.begin() + 2);
    std::copy(board.begin(), board.end(), their.begin() + 2);
    std::uniform_int_distribution<int> face(1, 6);
    double won = 0;
    for (int s = 0; s < samples; ++s) {
        for (int k = 0; k < need; ++k) {
            const int j = std::uniform_int_distribution<int>(k, int(bag.size()) - 1)(random);
            std::swap(bag[std::size_t(k)], bag[std::size_t(j)]);
        }
        their[0] = Die{face(random), bag[0]};
        their[1] = Die{face(random), bag[1]};
        for (int k = 0; k < rest; ++k) {
            const Die d{face(random), bag[std::size_t(2 + k)]};
            my[std::size_t(2 + int(board.size()) + k)] = d;
            their[std::size_t(2 + int(board.size()) + k)] = d;
        }
        const HandScore a = bestScore(my), b = bestScore(their);
        won += a > b ? 1 : a == b ? 0.5 : 0;
    }
    return won / samples;
}

/// On the river: every pocket of the other, each colour pair weighted by the dice unseen, every face.
double riverStrength(
    const std::vector<Die>& mine, const std::vector<Die>& board, const std::array<int, kColours>& unseen)
{
    std::array<Die, 7> my{}, their{};
    std::copy(mine.begin(), mine.end(), my.begin());
    std::copy(board.begin(), board.end(), my.begin() + 2);
    std::copy(board.begin(), board.end(), their.begin() + 2);
    const HandScore own = bestScore(my);
    double won = 0, all = 0;
    for (int a = 0; a < kColours; ++a)
        for (int b = 0; b < kColours; ++b) {
            const double w
                = double(unseen[std::size_t(a)]) * std::max(0, unseen[std::size_t(b)] - (a == b ? 1 : 0));
            if (w <= 0)
                continue;
            for (int fa = 1; fa <= 6; ++fa)
                for (int fb = 1; fb <= 6; ++fb) {
                    their[0] = Die{fa, Colour(a)};
                    their[1] = Die{fb, Colour(b)};
                    const HandScore s = bestScore(their);
                    won += w * (own > s ? 1 : own == s ? 0.5 : 0);
                    all += w;
                }
        }
    return all > 0 ? won / all : 0.5;
}

/// Before the flop a pocket's strength depends on its numbers and whether its colours agree.
double openingStrength(const std::vector<Die>& mine)
{
    static const std::array<double, 72> table = [] {
        std::array<double, 72> t{};
        std::mt19937_64 random(4004);
        for (int lo = 1; lo <= 6; ++lo)
            for (int hi = lo; hi <= 6; ++hi)
                for (int same = 0; same < 2; ++same) {
                    const std::vector<Die> pocket{
                        Die{lo, Colour::Red}, Die{hi, same ? Colour::Red : Colour::Black}};
                    std::array<int, kColours> unseen{};
                    unseen.fill(kDicePerColour);
                    for (const Die& d : pocket)
                        --unseen[std::size_t(d.colour)];
                    t[std::size_t(((lo - 1) * 6 + hi - 1) * 2 + same)]
                        = sampledStrength(pocket, {}, unseen, kOpeningRunouts, random);
                }
        return t;
    }();
    const int lo = std::min(mine[0].face, mine[1].face), hi = std::max(mine[0].face, mine[1].face);
    return table[std::size_t(((lo - 1) * 6 + hi - 1) * 2 + (mine[0].colour == mine[1].colour ? 1 : 0))];
}

constexpr char kPackMagic[8] = {'K', 'N', 'H', 'O', 'L', 'D', 'E', 'M'};
constexpr std::uint32_t kPackFormat = 1;

} // namespace

double gtoStrength(const std::vector<Die>& mine, const std::vector<Die>& board,
    const std::array<int, kColours>& unseen, int samples, std::mt19937_64& random)
{
    if (mine.size() != 2)
        return 0.5;
    if (board.empty())
        return openingStrength(mine);
    if (board.size() >= 5)
        return riverStrength(mine, board, unseen);
    return sampledStrength(mine, board, unseen, samples, random);
}

GtoTable::GtoTable()
    : GtoTable(Params{})
{
}

GtoTable::GtoTable(Params params)
    : m_params(params)
{
    m_nodes.reserve(60000);
    addNode(0, false, 0, -1, {kAnte, kAnte});
}

std::string GtoTable::key() const
{
    return "holdem-gto-1 buckets " + std::to_string(kBuckets) + " deals " + std::to_string(m_params.deals)
        + " samples " + std::to_string(m_params.samples) + " iterations "
        + std::to_string(m_params.iterations) + " seed " + std::to_string(m_params.seed) + " decisions "
        + std::to_string(m_decisions);
}

int GtoTable::slotOf(int round, bool rethrown)
{
    switch (round) {
    case 0:
        return 0;
    case 1:
        return 1;
    case 2:
        return 2;
    case 3:
        return rethrown ? 4 : 3;
    default:
        return rethrown ? 6 : 5;
    }
}

int GtoTable::boardOf(int round)
{
    return round == 0 ? 0 : round <= 2 ? 1 : round - 1;
}

int GtoTable::addNode(int round, bool rethrown, int player, int raises, std::array<int, 2> put)
{
    const int index = int(m_nodes.size());
    m_nodes.emplace_back();
    Node node;
    node.round = round;
    node.rethrown = rethrown;
    node.player = player;
    node.raises = raises;
    node.put = put;
    node.facing = put[std::size_t(player)] < put[std::size_t(1 - player)];
    node.decision = m_decisions++;
    const int size = kBet[round];
    if (!node.facing) {
        node.child[1]
            = player == 0 ? addNode(round, rethrown, 1, -1, put) : endRound(round, rethrown, put, true);
        std::array<int, 2> bet = put;
        bet[std::size_t(player)] += size;
        node.child[2] = addNode(round, rethrown, 1 - player, 0, bet);
    } else {
        Node fold;
        fold.end = Node::End::Fold;
        fold.player = player;
        fold.round = round;
        fold.rethrown = rethrown;
        fold.put = put;
        node.child[0] = int(m_nodes.size());
        m_nodes.push_back(fold);
        std::array<int, 2> call = put;
        call[std::size_t(player)] = put[std::size_t(1 - player)];
        node.child[1] = endRound(round, rethrown, call, false);
        if (raises < 3) {
            std::array<int, 2> raise = put;
            raise[std::size_t(player)] = put[std::size_t(1 - player)] + size;
            node.child[2] = addNode(round, rethrown, 1 - player, raises + 1, raise);
        }
    }
    m_nodes[std::size_t(index)] = node;
    return index;
}

int GtoTable::endRound(int round, bool rethrown, std::array<int, 2> put, bool checked)
{
    switch (round) {
    case 0:
        return addNode(1, false, 0, -1, put);
    case 1:
        return checked ? addNode(2, true, 0, -1, put) : addNode(3, false, 0, -1, put);
    case 2:
        return addNode(3, true, 0, -1, put);
    case 3:
        return addNode(4, rethrown, 0, -1, put);
    default: {
        Node showdown;
        showdown.end = Node::End::Showdown;
        showdown.round = round;
        showdown.rethrown = rethrown;
        showdown.put = put;
        m_nodes.push_back(showdown);
        return int(m_nodes.size()) - 1;
    }
    }
}

std::vector<GtoTable::Deal> GtoTable::drawPool(int deals, std::uint64_t seed,
    const std::function<void(double)>& progress, const std::atomic<bool>* cancel, Bounds* cut) const
{
    std::mt19937_64 random(seed);
    std::uniform_int_distribution<int> face(1, 6);
    std::vector<Colour> bag;
    for (int c = 0; c < kColours; ++c)
        for (int k = 0; k < kDicePerColour; ++k)
            bag.push_back(Colour(c));
    std::vector<Deal> pool(std::size_t(std::max(0, deals)));
    // The strengths per deal, player and slot, until the buckets are cut.
    std::vector<std::array<std::array<double, 7>, 2>> raw(pool.size());
    for (std::size_t i = 0; i < pool.size(); ++i) {
        if (cancel && cancel->load())
            return {};
        if (progress && i % 1000 == 0)
            progress(double(i) / double(pool.size()));
        for (int k = 0; k < 9; ++k) {
            const int j = std::uniform_int_distribution<int>(k, int(bag.size()) - 1)(random);
            std::swap(bag[std::size_t(k)], bag[std::size_t(j)]);
        }
        std::array<Die, 12> d{}; // pockets 0–3, flop 4–6, turn 7, river 8, the flop thrown again 9–11
        for (int k = 0; k < 9; ++k)
            d[std::size_t(k)] = Die{face(random), bag[std::size_t(k)]};
        for (int k = 0; k < 3; ++k)
            d[std::size_t(9 + k)] = Die{face(random), bag[std::size_t(4 + k)]};
        for (int v = 0; v < 2; ++v) {
            const std::vector<Die> board{d[std::size_t(v ? 9 : 4)], d[std::size_t(v ? 10 : 5)],
                d[std::size_t(v ? 11 : 6)], d[7], d[8]};
            std::array<HandScore, 2> score{};
            for (int p = 0; p < 2; ++p) {
                const std::vector<Die> mine{d[std::size_t(2 * p)], d[std::size_t(2 * p + 1)]};
                std::array<int, kColours> unseen{};
                unseen.fill(kDicePerColour);
                for (const Die& die : mine)
                    --unseen[std::size_t(die.colour)];
                auto& s = raw[i][std::size_t(p)];
                if (v == 0)
                    s[0] = openingStrength(mine);
                for (std::size_t shown = 0; shown < board.size(); ++shown) {
                    --unseen[std::size_t(board[shown].colour)];
                    const std::vector<Die> seen(board.begin(), board.begin() + std::ptrdiff_t(shown + 1));
                    if (shown == 2)
                        s[std::size_t(1 + v)] = gtoStrength(mine, seen, unseen, m_params.samples, random);
                    else if (shown == 3)
                        s[std::size_t(3 + v)] = gtoStrength(mine, seen, unseen, m_params.samples, random);
                    else if (shown == 4)
                        s[std::size_t(5 + v)] = gtoStrength(mine, seen, unseen, m_params.samples, random);
                }
                std::vector<Die> seven = mine;
                seven.insert(seven.end(), board.begin(), board.end());
                score[std::size_t(p)] = bestScore(seven);
            }
            pool[i].result[std::size_t(v)] = std::int8_t(score[0] > score[1] ? 1
                    : score[0] == score[1]                                   ? 0
                                                                             : -1);
        }
    }
    const auto boardOfSlot = [](int slot) { return slot == 0 ? 0 : slot <= 2 ? 1 : slot <= 4 ? 2 : 3; };
    if (cut)
        for (int board = 0; board < 4; ++board) {
            std::vector<double> values;
            for (const auto& r : raw)
                for (int p = 0; p < 2; ++p)
                    for (int slot = 0; slot < 7; ++slot)
                        if (boardOfSlot(slot) == board)
                            values.push_back(r[std::size_t(p)][std::size_t(slot)]);
            std::sort(values.begin(), values.end());
            for (int b = 1; b < kBuckets; ++b)
                (*cut)[std::size_t(board)][std::size_t(b - 1)] = values.empty()
                    ? double(b) / kBuckets
                    : values[values.size() * std::size_t(b) / kBuckets];
        }
    const Bounds& bounds = cut ? *cut : m_bounds;
    for (std::size_t i = 0; i < pool.size(); ++i)
        for (int p = 0; p < 2; ++p)
            for (int slot = 0; slot < 7; ++slot) {
                const auto& b = bounds[std::size_t(boardOfSlot(slot))];
                pool[i].bucket[std::size_t(p)][std::size_t(slot)] = std::uint8_t(
                    std::upper_bound(b.begin(), b.end(), raw[i][std::size_t(p)][std::size_t(slot)])
                    - b.begin());
            }
    return pool;
}
int GtoTable::bucketOf(int board, double strength) const
{
    const auto& bounds = m_bounds[std::size_t(std::clamp(board, 0, 3))];
    // Values at a boundary go up: the boundary is the lowest value of its bucket.
    return int(std::upper_bound(bounds.begin(), bounds.end(), strength) - bounds.begin());
}

bool GtoTable::build(const std::function<void(double)>& progress, const std::atomic<bool>* cancel)
{
    const auto drawing = [&](double p) {
        if (progress)
            progress(0.5 * p);
    };
    m_pool = drawPool(m_params.deals, m_params.seed, drawing, cancel, &m_bounds);
    if (m_pool.empty())
        return false;
    const std::size_t size = std::size_t(m_decisions) * kBuckets * kSlots;
    m_regret.assign(size, 0.0);
    std::vector<double> average(size, 0.0);
    m_average.swap(average);
    std::mt19937_64 random(m_params.seed * 7919 + 1);
    std::uniform_int_distribution<std::size_t> pick(0, m_pool.size() - 1);
    for (std::uint64_t t = 1; t <= m_params.iterations; ++t) {
        if (t % 4096 == 0) {
            if (cancel && cancel->load()) {
                m_average.clear();
                return false;
            }
            if (progress)
                progress(0.5 + 0.5 * double(t) / double(m_params.iterations));
        }
        // CFR+: the average weighted by the iteration (linear averaging).
        cfr(0, m_pool[pick(random)], 1, 1, double(t));
    }
    m_regret.clear();
    m_regret.shrink_to_fit();
    if (progress)
        progress(1);
    return true;
}

double GtoTable::cfr(int n, const Deal& deal, double reach0, double reach1, double weight)
{
    const Node& node = m_nodes[std::size_t(n)];
    if (node.end == Node::End::Fold)
        return node.player == 0 ? -node.put[0] : node.put[1];
    if (node.end == Node::End::Showdown)
        return double(deal.result[node.rethrown ? 1 : 0]) * node.put[0];
    if (reach0 <= 0 && reach1 <= 0)
        return 0;
    const int p = node.player;
    const int bucket = deal.bucket[std::size_t(p)][std::size_t(slotOf(node.round, node.rethrown))];
    const std::size_t i = at(node.decision, bucket);
    std::array<double, kSlots> sigma{};
    if (p == m_fixed) {
        // The table's seat while a response trains: its average strategy, nothing learnt.
        double sum = 0;
        int legal = 0;
        for (int a = 0; a < kSlots; ++a)
            if (node.child[std::size_t(a)] >= 0) {
                sum += m_fixedAverage[i + std::size_t(a)];
                ++legal;
            }
        double value = 0;
        for (int a = 0; a < kSlots; ++a) {
            const int c = node.child[std::size_t(a)];
            if (c < 0)
                continue;
            const double s = sum > 0 ? m_fixedAverage[i + std::size_t(a)] / sum : 1.0 / legal;
            if (s > 0)
                value += s * cfr(c, deal, p == 0 ? reach0 * s : reach0, p == 1 ? reach1 * s : reach1, weight);
        }
        return value;
    }
    double positive = 0;
    int legal = 0;
    for (int a = 0; a < kSlots; ++a)
        if (node.child[std::size_t(a)] >= 0) {
            positive += m_regret[i + std::size_t(a)];
            ++legal;
        }
    for (int a = 0; a < kSlots; ++a)
        if (node.child[std::size_t(a)] >= 0)
            sigma[std::size_t(a)] = positive > 0 ? m_regret[i + std::size_t(a)] / positive : 1.0 / legal;
    std::array<double, kSlots> u{};
    double value = 0;
    for (int a = 0; a < kSlots; ++a) {
        const int c = node.child[std::size_t(a)];
        if (c < 0)
            continue;
        const double s = sigma[std::size_t(a)];
        u[std::size_t(a)] = cfr(c, deal, p == 0 ? reach0 * s : reach0, p == 1 ? reach1 * s : reach1, weight);
        value += s * u[std::size_t(a)];
    }
    const double sign = p == 0 ? 1 : -1;
    const double own = p == 0 ? reach0 : reach1, other = p == 0 ? reach1 : reach0;
    for (int a = 0; a < kSlots; ++a) {
        if (node.child[std::size_t(a)] < 0)
            continue;
        double& r = m_regret[i + std::size_t(a)];
        r = std::max(0.0, r + other * sign * (u[std::size_t(a)] - value));
        m_average[i + std::size_t(a)] += weight * own * sigma[std::size_t(a)];
    }
    return value;
}

std::array<double, GtoTable::kSlots> GtoTable::strategy(int decision, int bucket) const
{
    std::array<double, kSlots> s{};
    const std::size_t i = at(decision, std::clamp(bucket, 0, kBuckets - 1));
    double sum = 0;
    for (int a = 0; a < kSlots; ++a)
        sum += m_average.empty() ? 0 : m_average[i + std::size_t(a)];
    if (sum > 0) {
        for (int a = 0; a < kSlots; ++a)
            s[std::size_t(a)] = m_average[i + std::size_t(a)] / sum;
        return s;
    }
    // Never reached in training: every legal slot alike (the caller knows which are legal).
    s.fill(-1);
    return s;
}

void GtoTable::makeUniform()
{
    m_average.assign(std::size_t(m_decisions) * kBuckets * kSlots, 0.0);
    for (const Node& node : m_nodes)
        if (node.end == Node::End::None)
            for (int b = 0; b < kBuckets; ++b)
                for (int a = 0; a < kSlots; ++a)
                    if (node.child[std::size_t(a)] >= 0)
                        m_average[at(node.decision, b) + std::size_t(a)] = 1;
}

double GtoTable::respond(
    int n, int responder, std::vector<std::pair<int, double>>& deals, const std::vector<Deal>& pool) const
{
    if (deals.empty())
        return 0;
    const Node& node = m_nodes[std::size_t(n)];
    if (node.end != Node::End::None) {
        double sum = 0;
        for (const auto& [d, reach] : deals) {
            const double u0 = node.end == Node::End::Fold
                ? (node.player == 0 ? -node.put[0] : node.put[1])
                : double(pool[std::size_t(d)].result[node.rethrown ? 1 : 0]) * node.put[0];
            sum += reach * (responder == 1 ? -u0 : u0);
        }
        return sum;
    }
    const int p = node.player;
    const int slot = slotOf(node.round, node.rethrown);
    if (p == responder) {
        // The best response knows its buckets so far: the deals in groups by this round's bucket.
        std::array<std::vector<std::pair<int, double>>, kBuckets> groups;
        for (const auto& entry : deals)
            groups[pool[std::size_t(entry.first)].bucket[std::size_t(p)][std::size_t(slot)]].push_back(entry);
        double total = 0;
        for (auto& group : groups) {
            if (group.empty())
                continue;
            double best = -1e300;
            for (int a = 0; a < kSlots; ++a)
                if (node.child[std::size_t(a)] >= 0)
                    best = std::max(best, respond(node.child[std::size_t(a)], responder, group, pool));
            total += best;
        }
        return total;
    }
    double total = 0;
    std::vector<std::pair<int, double>> next;
    next.reserve(deals.size());
    for (int a = 0; a < kSlots; ++a) {
        const int c = node.child[std::size_t(a)];
        if (c < 0)
            continue;
        next.clear();
        for (const auto& [d, reach] : deals) {
            const auto s
                = strategy(node.decision, pool[std::size_t(d)].bucket[std::size_t(p)][std::size_t(slot)]);
            double share = s[std::size_t(a)];
            if (share < 0) {
                int legal = 0;
                for (int b = 0; b < kSlots; ++b)
                    legal += node.child[std::size_t(b)] >= 0 ? 1 : 0;
                share = 1.0 / legal;
            }
            if (share > 0)
                next.emplace_back(d, reach * share);
        }
        total += respond(c, responder, next, pool);
    }
    return total;
}

GtoTable GtoTable::responseTo(int responder, std::uint64_t iterations, std::uint64_t seed) const
{
    GtoTable response(*this);
    response.m_fixed = 1 - responder;
    response.m_fixedAverage = m_average;
    response.m_regret.assign(m_average.size(), 0.0);
    // The response's seat learns from nothing; the table's seat keeps its strategy.
    for (const Node& node : m_nodes)
        if (node.end == Node::End::None && node.player == responder)
            for (int b = 0; b < kBuckets; ++b)
                for (int a = 0; a < kSlots; ++a)
                    response.m_average[at(node.decision, b) + std::size_t(a)] = 0;
    std::mt19937_64 random(seed);
    if (!m_pool.empty()) {
        std::uniform_int_distribution<std::size_t> pick(0, m_pool.size() - 1);
        for (std::uint64_t t = 1; t <= iterations; ++t)
            response.cfr(0, m_pool[pick(random)], 1, 1, double(t));
    }
    response.m_fixed = -1;
    response.m_fixedAverage.clear();
    response.m_regret.clear();
    response.m_pool.clear();
    return response;
}

std::pair<double, double> GtoTable::play(const std::vector<Deal>& pool) const
{
    constexpr int parts = 10;
    std::array<double, parts> mean{};
    for (int k = 0; k < parts; ++k) {
        std::vector<std::pair<int, double>> deals;
        for (std::size_t i = std::size_t(k); i < pool.size(); i += parts)
            deals.emplace_back(int(i), 1.0);
        if (!deals.empty())
            mean[std::size_t(k)] = respond(0, -1, deals, pool) / double(deals.size());
    }
    double m = 0;
    for (const double x : mean)
        m += x / parts;
    double spread = 0;
    for (const double x : mean)
        spread += (x - m) * (x - m);
    return {m, std::sqrt(spread / (parts - 1) / parts)};
}

GtoTable::Exploit GtoTable::exploitability(
    std::uint64_t iterations, int deals, std::uint64_t seed, bool remembering) const
{
    Exploit e;
    if (m_pool.empty())
        return e;
    const std::vector<Deal> fresh = drawDeals(deals, seed);
    const auto [first, firstError] = responseTo(0, iterations, seed + 1).play(fresh);
    const auto [second, secondError] = responseTo(1, iterations, seed + 2).play(fresh);
    e.asFirst = first;
    e.firstError = firstError;
    e.asSecond = -second;
    e.secondError = secondError;
    e.value = play(fresh).first;
    if (remembering) {
        std::vector<std::pair<int, double>> d0, d1;
        for (std::size_t i = 0; i < m_pool.size(); ++i) {
            d0.emplace_back(int(i), 1.0);
            d1.emplace_back(int(i), 1.0);
        }
        e.rememberingFirst = respond(0, 0, d0, m_pool) / double(m_pool.size());
        e.rememberingSecond = respond(0, 1, d1, m_pool) / double(m_pool.size());
    }
    return e;
}

QByteArray GtoTable::pack() const
{
    QByteArray body;
    for (const auto& bounds : m_bounds)
        for (const double b : bounds)
            putLittleEndian(body, std::bit_cast<std::uint64_t>(b), 8);
    for (int d = 0; d < m_decisions; ++d)
        for (int b = 0; b < kBuckets; ++b) {
            const std::size_t i = at(d, b);
            double sum = 0;
            for (int a = 0; a < kSlots; ++a)
                sum += m_average[i + std::size_t(a)];
            // 255ths by the largest remainders; a set never reached stays all 0.
            std::array<int, kSlots> whole{};
            std::array<std::pair<double, int>, kSlots> rest{};
            int given = 0;
            for (int a = 0; a < kSlots; ++a) {
                const double share = sum > 0 ? 255 * m_average[i + std::size_t(a)] / sum : 0;
                whole[std::size_t(a)] = int(std::floor(share));
                given += whole[std::size_t(a)];
                rest[std::size_t(a)] = {share - whole[std::size_t(a)], a};
            }
            std::sort(rest.begin(), rest.end(), [](const auto& x, const auto& y) {
                return x.first != y.first ? x.first > y.first : x.second < y.second;
            });
            for (int k = 0; sum > 0 && given < 255; ++k, ++given)
                ++whole[std::size_t(rest[std::size_t(k % kSlots)].second)];
            for (int a = 0; a < kSlots; ++a)
                body.append(char(whole[std::size_t(a)]));
        }
    putLittleEndian(body, fnv1a(body.constData(), std::size_t(body.size())), 8);
    const std::string k = key();
    QByteArray packed;
    packed.append(kPackMagic, sizeof kPackMagic);
    putLittleEndian(packed, kPackFormat, 4);
    putLittleEndian(packed, k.size(), 4);
    packed.append(k.data(), qsizetype(k.size()));
    packed.append(qCompress(body, 9));
    return packed;
}

std::optional<std::string> GtoTable::unpack(const QByteArray& packed)
{
    if (packed.size() < qsizetype(sizeof kPackMagic)
        || std::memcmp(packed.constData(), kPackMagic, sizeof kPackMagic))
        return std::string("not a packed Würfel-Hold'em table");
    qsizetype at = sizeof kPackMagic;
    std::uint64_t format = 0, length = 0;
    if (!takeLittleEndian(packed, at, format, 4) || format != kPackFormat)
        return std::string("a packed table of another format");
    if (!takeLittleEndian(packed, at, length, 4) || length > 1000 || at + qsizetype(length) > packed.size())
        return std::string("the packed table is damaged");
    const std::string k(packed.constData() + at, std::size_t(length));
    at += qsizetype(length);
    if (k != key())
        return "the packed table is for '" + k + "', not '" + key() + "'";
    const QByteArray body = qUncompress(packed.mid(at));
    const qsizetype shares = qsizetype(m_decisions) * kBuckets * kSlots;
    const qsizetype bounds = 4 * (kBuckets - 1) * 8;
    std::uint64_t sum = 0;
    qsizetype end = bounds + shares;
    if (body.size() != end + 8 || !takeLittleEndian(body, end, sum, 8)
        || sum != fnv1a(body.constData(), std::size_t(bounds + shares)))
        return std::string("the packed table is damaged");
    qsizetype read = 0;
    for (auto& b : m_bounds)
        for (double& x : b) {
            std::uint64_t bits = 0;
            takeLittleEndian(body, read, bits, 8);
            x = std::bit_cast<double>(bits);
        }
    m_average.assign(std::size_t(shares), 0.0);
    for (qsizetype i = 0; i < shares; ++i)
        m_average[std::size_t(i)] = double(std::uint8_t(body[bounds + i]));
    return std::nullopt;
}

std::shared_ptr<const GtoTable> shippedGtoTable()
{
    static const std::shared_ptr<const GtoTable> table = []() -> std::shared_ptr<const GtoTable> {
        QFile file(QStringLiteral(":/knobel/tables/holdem.pack"));
        if (!file.open(QIODevice::ReadOnly))
            return nullptr;
        auto t = std::make_shared<GtoTable>();
        if (t->unpack(file.readAll()))
            return nullptr;
        return t;
    }();
    return table;
}

} // namespace knobel::holdem
