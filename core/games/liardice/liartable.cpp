// SPDX-License-Identifier: GPL-3.0-or-later
#include "liartable.h"

#include <QFile>

#include <algorithm>
#include <cmath>
#include <cstring>

#include "solver/checksum.h"
#include "solver/packedbytes.h"

namespace knobel {

namespace {

/// The table's training starts from this seed: the same build gives the same table everywhere.
constexpr std::uint64_t kTrainingSeed = 3;

} // namespace

HandRules liarDiceRules()
{
    HandRules rules;
    rules.dice = DieKind::Poker;
    rules.straights = true;
    return rules;
}

std::unique_ptr<LiarSolver> makeLiarSolver()
{
    return std::make_unique<LiarSolver>(handStrengths(liarDiceRules()));
}

LiarTable::LiarTable(std::uint64_t iterations)
    : m_solver(makeLiarSolver())
    , m_iterations(iterations)
{
}

std::string LiarTable::tableKey() const
{
    return LiarSolver::tableKey(m_iterations);
}

void LiarTable::build(const std::function<void(double)>& progress, const std::atomic<bool>* cancel)
{
    m_solver->solve(m_iterations, kTrainingSeed, progress, cancel);
}

void LiarTable::adoptValues(std::vector<double> values)
{
    m_solver->adopt(std::move(values), m_iterations);
}

bool LiarTable::adoptShipped()
{
    if (m_iterations != LiarSolver::kFullIterations)
        return false;
    const QByteArray packed = shippedLiarTable();
    return !packed.isEmpty() && !unpackLiarTable(packed, *m_solver, m_iterations);
}

namespace {

constexpr char kPackMagic[8] = {'K', 'N', 'L', 'I', 'A', 'R', 'P', 'K'};
constexpr std::uint32_t kPackFormat = 1;

} // namespace

QByteArray packLiarTable(const LiarSolver& solver)
{
    const std::vector<double>& average = solver.values();
    const std::string key = LiarSolver::tableKey(solver.iterations());
    QByteArray shares(qsizetype(average.size()), '\0');
    std::size_t at = 0;
    std::vector<std::pair<double, int>> remainders;
    for (const LiarSolver::Segment& segment : LiarSolver::layout())
        for (std::size_t set = 0; set < segment.sets; ++set, at += std::size_t(segment.width)) {
            double sum = 0;
            for (int a = 0; a < segment.width; ++a)
                sum += average[at + std::size_t(a)];
            if (sum <= 0)
                continue; // never reached: every legal slot alike
            // 255ths by the largest remainders: the shares add up to 255 exactly.
            int given = 0;
            remainders.clear();
            for (int a = 0; a < segment.width; ++a) {
                const double share = 255 * average[at + std::size_t(a)] / sum;
                const int whole = int(std::floor(share));
                shares[qsizetype(at) + a] = char(whole);
                given += whole;
                remainders.emplace_back(share - whole, a);
            }
            std::sort(remainders.begin(), remainders.end(), [](const auto& x, const auto& y) {
                return x.first != y.first ? x.first > y.first : x.second < y.second;
            });
            for (int i = 0; given < 255; ++i, ++given) {
                char& c = shares[qsizetype(at) + remainders[std::size_t(i)].second];
                c = char(std::uint8_t(c) + 1);
            }
        }
    putLittleEndian(shares, fnv1a(shares.constData(), std::size_t(shares.size())), 8);
    // The header stays uncompressed: whether a pack fits is known without unpacking it.
    QByteArray packed;
    packed.append(kPackMagic, sizeof kPackMagic);
    putLittleEndian(packed, kPackFormat, 4);
    putLittleEndian(packed, key.size(), 4);
    packed.append(key.data(), qsizetype(key.size()));
    putLittleEndian(packed, average.size(), 8);
    packed.append(qCompress(shares, 9));
    return packed;
}

namespace {

/// The header of a pack: its key and size, and where the compressed shares start; the problem if any.
struct PackHeader
{
    std::string key;
    std::uint64_t count = 0;
    qsizetype body = 0;
};

std::optional<std::string> readHeader(const QByteArray& packed, PackHeader& header)
{
    if (packed.size() < qsizetype(sizeof kPackMagic)
        || std::memcmp(packed.constData(), kPackMagic, sizeof kPackMagic))
        return std::string("not a packed Liar Dice table");
    qsizetype at = sizeof kPackMagic;
    std::uint64_t format = 0, keyLength = 0;
    if (!takeLittleEndian(packed, at, format, 4) || format != kPackFormat)
        return std::string("a packed table of another format");
    if (!takeLittleEndian(packed, at, keyLength, 4) || keyLength > 1000
        || at + qsizetype(keyLength) > packed.size())
        return std::string("the packed table is damaged");
    header.key.assign(packed.constData() + at, std::size_t(keyLength));
    at += qsizetype(keyLength);
    if (!takeLittleEndian(packed, at, header.count, 8))
        return std::string("the packed table is damaged");
    header.body = at;
    return std::nullopt;
}

} // namespace

std::optional<std::string> unpackLiarTable(
    const QByteArray& packed, LiarSolver& solver, std::uint64_t iterations)
{
    PackHeader header;
    if (auto problem = readHeader(packed, header))
        return problem;
    if (header.key != LiarSolver::tableKey(iterations))
        return "the packed table is for '" + header.key + "', not '" + LiarSolver::tableKey(iterations) + "'";
    if (header.count != solver.stateCount())
        return std::string("the packed table has the wrong size");
    const QByteArray shares = qUncompress(packed.mid(header.body));
    const qsizetype count = qsizetype(header.count);
    std::uint64_t sum = 0;
    qsizetype at = count;
    if (shares.size() != count + 8 || !takeLittleEndian(shares, at, sum, 8)
        || sum != fnv1a(shares.constData(), std::size_t(count)))
        return std::string("the packed table is damaged");
    std::vector<double> average(static_cast<std::size_t>(count));
    for (qsizetype i = 0; i < count; ++i)
        average[std::size_t(i)] = double(std::uint8_t(shares[i]));
    solver.adopt(std::move(average), iterations);
    return std::nullopt;
}

QByteArray shippedLiarTable()
{
    QFile file(QStringLiteral(":/knobel/tables/liardice.pack"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool hasShippedLiarTable()
{
    static const bool has = [] {
        PackHeader header;
        return !readHeader(shippedLiarTable(), header)
            && header.key == LiarSolver::tableKey(LiarSolver::kFullIterations);
    }();
    return has;
}

const std::vector<LiarLevel>& liarLevels()
{
    // Mixtures measured with knobel exploit --mix (docs/liardice.md): a best response wins about
    // 0.30 a deal from Beginner, 0.15 from Good, and 0.05 from Perfect, the table itself.
    static const std::vector<LiarLevel> levels = {{"beginner", 0.58}, {"good", 0.28}, {"perfect", 0.0}};
    return levels;
}

const std::vector<LiarLevel>& liarMeasuringLevels()
{
    // The table with corrections for the real game (LiarLookaheadStrategy), measured against the
    // real-game best response in docs/liardice.md.
    static const std::vector<LiarLevel> levels = {{"perfect_look", 0.0, LiarLookaheadStrategy::Doubts},
        {"perfect_blur", 0.0, LiarLookaheadStrategy::Blur},
        {"perfect_look_blur", 0.0, LiarLookaheadStrategy::Doubts | LiarLookaheadStrategy::Blur},
        {"perfect_stand", 0.0, LiarLookaheadStrategy::StandAbove},
        {"perfect_gaps", 0.0, LiarLookaheadStrategy::UnreachedHonest | LiarLookaheadStrategy::NoFiveAces}};
    return levels;
}

const LiarLevel* findLiarLevel(std::string_view id)
{
    for (const LiarLevel& level : liarLevels())
        if (level.id == id)
            return &level;
    for (const LiarLevel& level : liarMeasuringLevels())
        if (level.id == id)
            return &level;
    return nullptr;
}

std::shared_ptr<const LiarStrategy> liarStrategy(
    const LiarLevel& level, std::shared_ptr<const LiarSolver> solver)
{
    if (level.lookahead > 0)
        return std::make_shared<LiarLookaheadStrategy>(std::move(solver), level.lookahead);
    return std::make_shared<LiarTableStrategy>(std::move(solver), level.mix);
}

} // namespace knobel
