// SPDX-License-Identifier: GPL-3.0-or-later
// The Liar Dice solver (seed 003): its model of a deal, its abstraction, and that a small build is
// deterministic, kept on disk exactly, and plays far better than the simple honest player.
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <set>

#include "games/liardice/liarstrategy.h"
#include "games/liardice/liartable.h"
#include "kits/hands.h"
#include "solver/tablecache.h"

using namespace knobel;

namespace {

/// Faces 1–6 for Nine … Ace.
int hand(const LiarSolver& s, std::initializer_list<int> faces)
{
    std::array<int, 6> counts{};
    for (int f : faces)
        ++counts[std::size_t(f - 1)];
    return s.handOf(counts);
}

constexpr std::uint64_t kSmall = 200'000;

} // namespace

class TestLiarSolver : public QObject
{
    Q_OBJECT

    std::unique_ptr<LiarSolver> m_solver = makeLiarSolver();
    const LiarSolver& solver() const { return *m_solver; }

private slots:
    void handsAreTheKitsHandsInTheKitsOrder()
    {
        const auto& hands = exactHands();
        const std::vector<int> strength = handStrengths(liarDiceRules());
        for (int h = 0; h < LiarSolver::kHands; ++h) {
            QCOMPARE(solver().faces(h), hands[std::size_t(h)]);
            QCOMPARE(solver().strength(h), strength[std::size_t(h)]);
        }
        QCOMPARE(solver().strength(solver().fiveAces()), 251);
    }

    void bucketsFollowClassAndMainFace_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("bucket");
        QTest::newRow("a Runt is the lowest bucket") << QList<int>{1, 2, 3, 5, 6} << 0;
        QTest::newRow("a pair of Nines") << QList<int>{1, 1, 3, 5, 6} << 1;
        QTest::newRow("a pair of Aces") << QList<int>{6, 6, 3, 2, 1} << 6;
        QTest::newRow("two pairs go by the higher pair") << QList<int>{4, 4, 2, 2, 6} << 9;
        QTest::newRow("three Tens") << QList<int>{2, 2, 2, 6, 4} << 13;
        QTest::newRow("the low straight Nine to King") << QList<int>{1, 2, 3, 4, 5} << 18;
        QTest::newRow("the high straight Ten to Ace") << QList<int>{2, 3, 4, 5, 6} << 19;
        QTest::newRow("a full house goes by its three") << QList<int>{3, 3, 3, 6, 6} << 22;
        QTest::newRow("four Kings") << QList<int>{5, 5, 5, 5, 1} << 30;
        QTest::newRow("five Aces is the top bucket") << QList<int>{6, 6, 6, 6, 6} << 37;
    }
    void bucketsFollowClassAndMainFace()
    {
        QFETCH(QList<int>, faces);
        QFETCH(int, bucket);
        std::array<int, 6> counts{};
        for (int f : faces)
            ++counts[std::size_t(f - 1)];
        QCOMPARE(solver().bucketOf(solver().handOf(counts)), bucket);
    }

    void bucketsNeverDisagreeWithTheOrder()
    {
        for (int a = 0; a < LiarSolver::kHands; ++a)
            for (int b = 0; b < LiarSolver::kHands; ++b)
                if (solver().bucketOf(a) < solver().bucketOf(b))
                    QVERIFY(solver().strength(a) < solver().strength(b));
    }

    void tailChancesAreTheFirstThrowsDistribution()
    {
        const int lowest = solver().handAtStrength(0);
        QCOMPARE(solver().tail(lowest), 1.0);
        QVERIFY(std::abs(solver().tail(solver().fiveAces()) - 1.0 / 7776) < 1e-12);
        // Five alike of any face: 6 of 7776 throws; four Nines or better: everything from there up.
        for (int s = 1; s < LiarSolver::kHands; ++s)
            QVERIFY(
                solver().tail(solver().handAtStrength(s)) < solver().tail(solver().handAtStrength(s - 1)));
        // A straight or better (full house, four, five): 240 + 300 + 150 + 6 of 7776.
        const int lowStraight = hand(solver(), {1, 2, 3, 4, 5});
        QVERIFY(std::abs(solver().tail(lowStraight) - 696.0 / 7776) < 1e-12);
    }

    void chasingFiveAces_data()
    {
        QTest::addColumn<int>("aces");
        QTest::addColumn<int>("throwsLeft");
        QTest::addColumn<double>("chance");
        QTest::newRow("no throws left never reaches them") << 4 << 0 << 0.0;
        QTest::newRow("four Aces and one throw: one die must show an Ace") << 4 << 1 << 1.0 / 6;
        QTest::newRow("four Aces and two throws") << 4 << 2 << 1 - 25.0 / 36;
        QTest::newRow("no Ace and one throw: five Aces at once") << 0 << 1 << 1.0 / 7776;
        QTest::newRow("three Aces and one throw") << 3 << 1 << 1.0 / 36;
        // Two throws from three Aces: both Aces at once, or one and then the other, or none then both.
        QTest::newRow("three Aces and two throws")
            << 3 << 2 << 1.0 / 36 + (10.0 / 36) * (1.0 / 6) + (25.0 / 36) * (1.0 / 36);
    }
    void chasingFiveAces()
    {
        QFETCH(int, aces);
        QFETCH(int, throwsLeft);
        QFETCH(double, chance);
        QVERIFY2(std::abs(solver().chaseChance(aces, throwsLeft) - chance) < 1e-12,
            qPrintable(QString::number(solver().chaseChance(aces, throwsLeft))));
    }

    /// Every abstract raise names an exact hand above the last call, no hand twice: each bucket that
    /// has a hand above the call, announced as its lowest such hand. The next hand is always among
    /// them; one's own hand is not (an announcement tells its bucket, not the hand).
    void raisesAreTheBucketsAboveTheCall()
    {
        for (int call = -1; call < LiarSolver::kHands; ++call)
            for (int own : {0, 17, 100, 200, 250}) {
                LiarSolver::View v;
                v.phase = LiarSolver::Phase::Announce;
                v.hand = own;
                v.call = call < 0 ? -1 : solver().handAtStrength(call);
                const LiarSolver::Slots s = solver().slotsOf(v);
                std::set<int> named;
                int buckets = 0;
                for (int b = 0; b < LiarSolver::kHandBuckets; ++b) {
                    bool above = false;
                    for (int r = call + 1; r < LiarSolver::kHands; ++r)
                        above = above || solver().bucketOf(solver().handAtStrength(r)) == b;
                    buckets += above;
                    QCOMPARE(bool(s.legal[std::size_t(b)]), above);
                    if (!above)
                        continue;
                    const int h = s.hand[std::size_t(b)];
                    QCOMPARE(solver().bucketOf(h), b);
                    QVERIFY(solver().strength(h) > call);
                    // The lowest of its bucket above the call: the hand below it is the call or lower,
                    // or of a lower bucket.
                    const int below = solver().strength(h) - 1;
                    QVERIFY(below <= call || solver().bucketOf(solver().handAtStrength(below)) < b);
                    QVERIFY(named.insert(h).second);
                }
                QCOMPARE(int(named.size()), s.count);
                QCOMPARE(s.count, buckets);
                QCOMPARE(s.count > 0, call < LiarSolver::kHands - 1);
                if (call + 1 < LiarSolver::kHands) // the next hand is always offered
                    QVERIFY(named.count(solver().handAtStrength(call + 1)) == 1);
            }
    }

    void afterFiveAcesAnnouncedOnlyDoubtRemains()
    {
        LiarSolver::View v;
        v.phase = LiarSolver::Phase::Respond;
        v.call = solver().fiveAces();
        const LiarSolver::Slots s = solver().slotsOf(v);
        QVERIFY(s.legal[LiarSolver::Doubt]);
        QVERIFY(!s.legal[LiarSolver::Accept]);
    }

    void keepsThrowAtLeastOneDieAndDiffer()
    {
        for (int h = 0; h < LiarSolver::kHands; ++h) {
            LiarSolver::View v;
            v.phase = LiarSolver::Phase::Keep;
            v.hand = h;
            v.throwsLeft = 1;
            const LiarSolver::Slots s = solver().slotsOf(v);
            QVERIFY(s.legal[LiarSolver::Stand]);
            std::set<std::array<int, 6>> kept;
            for (int a = LiarSolver::KeepGroups; a <= LiarSolver::ThrowAll; ++a)
                if (s.legal[std::size_t(a)]) {
                    const auto& keep = s.keep[std::size_t(a)];
                    int n = 0;
                    for (int f = 0; f < 6; ++f) {
                        int have = 0;
                        for (int x : solver().faces(h))
                            have += x == f + 1;
                        QVERIFY(keep[std::size_t(f)] <= have);
                        n += keep[std::size_t(f)];
                    }
                    QVERIFY(n < 5);
                    QVERIFY(kept.insert(keep).second);
                }
            QVERIFY(s.legal[LiarSolver::ThrowAll]);
            v.throwsLeft = 0;
            QCOMPARE(solver().slotsOf(v).count, 1);
        }
        // Two pairs: keep both pairs (throw one), the pairs and nothing else, or the higher pair.
        LiarSolver::View v;
        v.phase = LiarSolver::Phase::Keep;
        v.hand = hand(solver(), {5, 5, 2, 2, 1});
        v.throwsLeft = 2;
        const LiarSolver::Slots s = solver().slotsOf(v);
        QCOMPARE(s.keep[LiarSolver::KeepGroups], (std::array<int, 6>{0, 2, 0, 0, 2, 0}));
        QCOMPARE(s.keep[LiarSolver::KeepTopGroup], (std::array<int, 6>{0, 0, 0, 0, 2, 0}));
    }

    void aSmallBuildIsDeterministicAndCancellable()
    {
        LiarSolver a(handStrengths(liarDiceRules())), b(handStrengths(liarDiceRules()));
        a.solve(kSmall / 4, 11);
        b.solve(kSmall / 4, 11);
        QVERIFY(a.isSolved());
        QVERIFY(a.values() == b.values());
        std::atomic<bool> cancel{true};
        LiarSolver c(handStrengths(liarDiceRules()));
        double progress = -1;
        c.solve(
            kSmall, 11, [&](double p) { progress = p; }, &cancel);
        QVERIFY(!c.isSolved());
        QVERIFY(progress < 1);
    }

    void theTableIsKeptAndReadBackExactly()
    {
        QTemporaryDir dir;
        const TableCache cache{std::filesystem::path(dir.path().toStdString()) / "tables"};
        LiarTable built(kSmall / 4);
        double last = 0;
        const auto first = cache.prepare(built, [&](double p) { last = p; });
        QVERIFY(first.stored);
        QCOMPARE(last, 1.0);
        QVERIFY(std::filesystem::exists(cache.fileFor(built)));
        QVERIFY(cache.fileFor(built).filename().string().starts_with("liardice-"));
        LiarTable read(kSmall / 4);
        const auto second = cache.prepare(read);
        QVERIFY(second.loaded);
        QVERIFY(read.tableValues() == built.tableValues());
        // A table of another size of build is another table.
        LiarTable other(kSmall / 8);
        QVERIFY(cache.fileFor(other) != cache.fileFor(built));
    }

    /// Training lowers what a best response wins: a longer build loses less than a shorter one.
    void trainingLowersTheLossToABestResponse()
    {
        LiarSolver shorter(handStrengths(liarDiceRules())), longer(handStrengths(liarDiceRules()));
        shorter.solve(kSmall / 8, 5);
        longer.solve(kSmall, 5);
        const auto againstShorter = shorter.exploitability(shorter.policy(0), kSmall, 40'000, 3);
        const auto againstLonger = longer.exploitability(longer.policy(0), kSmall, 40'000, 3);
        const QString figures = QString("%1 %2").arg(againstShorter.value).arg(againstLonger.value);
        QVERIFY2(againstLonger.value + 0.03 < againstShorter.value, qPrintable(figures));
        QVERIFY(againstLonger.value > 0); // a best response never loses to a strategy learnt this briefly
        QVERIFY(againstLonger.standardError < 0.01);
    }

    /// The packed table (what the program ships) is the table in 255ths of each information set's
    /// strategy; a damaged pack or one for another build is refused and changes nothing.
    void aPackedTableIsTheTableIn255ths()
    {
        LiarSolver built(handStrengths(liarDiceRules()));
        built.solve(kSmall / 4, 11);
        const QByteArray packed = packLiarTable(built);
        LiarSolver read(handStrengths(liarDiceRules()));
        QVERIFY(!unpackLiarTable(packed, read, kSmall / 4));
        QVERIFY(read.isSolved());
        QCOMPARE(read.iterations(), kSmall / 4);
        // Every information set: each slot's share of the set within 1/255 of the built table's
        // (a strategy then reads the shares of its legal slots); a set never reached stays empty.
        const std::vector<double>& a = built.values();
        const std::vector<double>& b = read.values();
        QCOMPARE(a.size(), b.size());
        std::size_t at = 0, reached = 0;
        for (const LiarSolver::Segment& segment : LiarSolver::layout())
            for (std::size_t set = 0; set < segment.sets; ++set, at += std::size_t(segment.width)) {
                double sum = 0, shares = 0;
                for (int k = 0; k < segment.width; ++k) {
                    sum += a[at + std::size_t(k)];
                    shares += b[at + std::size_t(k)];
                }
                if (sum <= 0) {
                    QCOMPARE(shares, 0.0);
                    continue;
                }
                ++reached;
                QCOMPARE(shares, 255.0);
                for (int k = 0; k < segment.width; ++k)
                    QVERIFY2(std::abs(a[at + std::size_t(k)] / sum - b[at + std::size_t(k)] / 255)
                            <= 1.0 / 255 + 1e-12,
                        qPrintable(QString("%1 against %2")
                                       .arg(a[at + std::size_t(k)] / sum)
                                       .arg(b[at + std::size_t(k)] / 255)));
            }
        QCOMPARE(at, a.size());
        QVERIFY(reached > 10000);

        LiarSolver untouched(handStrengths(liarDiceRules()));
        QVERIFY(unpackLiarTable(packed, untouched, kSmall / 2)); // another build's key
        QByteArray damaged = packed;
        damaged[damaged.size() - 5] = char(damaged[damaged.size() - 5] ^ 0x40);
        QVERIFY(unpackLiarTable(damaged, untouched, kSmall / 4));
        QVERIFY(unpackLiarTable(QByteArray("KNLIARPK"), untouched, kSmall / 4));
        QVERIFY(!untouched.isSolved());
    }

    /// A call off the table's grid (issue 33) is read as its bucket's lowest hand above the call before
    /// and as the next bucket's lowest hand, by how often a first throw reaches each: the strongest
    /// pair of Aces (A-A-K-Q-J, 60 of 7,776 throws, of the bucket's 600) is read as the pair with
    /// chance 0.1 and as the lowest two pairs otherwise; a call on the grid is read as itself.
    void callsOffTheGridAreReadBetweenTheBuckets()
    {
        auto small = std::make_shared<LiarSolver>(handStrengths(liarDiceRules()));
        small->solve(kSmall / 4, 5);
        const LiarTableStrategy level(small, 0.0), plain(small, 0.0, false);
        LiarSituation s;
        s.call = hand(*small, {6, 6, 5, 4, 3});
        LiarTableStrategy::Reading r = level.readingOf(s);
        QVERIFY(std::abs(r.down - 0.1) < 1e-12);
        QCOMPARE(r.up, small->handAtStrength(small->strength(s.call) + 1));
        QCOMPARE(small->bucketOf(r.up), small->bucketOf(s.call) + 1); // two pairs, the lowest
        QCOMPARE(small->faces(r.up), (std::array<int, 5>{1, 1, 2, 2, 3}));
        QCOMPARE(plain.readingOf(s).up, -1);

        const auto chances = [](const std::vector<LiarChoice>& choices) {
            double sum = 0;
            for (const LiarChoice& c : choices)
                sum += c.chance;
            return sum;
        };
        std::vector<LiarChoice> mine, table;
        for (int rank = 0; rank + 1 < LiarSolver::kHands; rank += 3)
            for (int previous : {-1, rank - 1, rank - 4}) {
                if (previous >= rank)
                    continue;
                s.call = small->handAtStrength(rank);
                s.previous = previous < 0 ? -1 : small->handAtStrength(previous);
                r = level.readingOf(s);
                QVERIFY(r.down >= 0 && r.down <= 1);
                const int lowest = std::max(small->bucketLowest(small->bucketOf(s.call)), previous + 1);
                if (rank == lowest) { // on the grid: the table's own answers
                    QCOMPARE(r.down, 1.0);
                    for (int own : {0, 100, 250}) {
                        QCOMPARE(level.doubt(s, own), plain.doubt(s, own));
                        level.announcements(s, own, mine);
                        plain.announcements(s, own, table);
                        QCOMPARE(mine.size(), table.size());
                    }
                    continue;
                }
                QVERIFY(r.up >= 0);
                QCOMPARE(small->strength(r.up), small->bucketHighest(small->bucketOf(s.call)) + 1);
                for (int own : {0, 17, 100, 200, 250}) {
                    LiarSituation up = s;
                    up.call = r.up;
                    const double expected
                        = r.down * plain.doubt(s, own) + (1 - r.down) * plain.doubt(up, own);
                    QVERIFY(std::abs(level.doubt(s, own) - expected) < 1e-12);
                    level.announcements(s, own, mine);
                    QVERIFY(std::abs(chances(mine) - 1) < 1e-9);
                    for (const LiarChoice& c : mine)
                        QVERIFY(small->strength(c.what) > rank);
                    level.keeps(s, own, mine);
                    QVERIFY(std::abs(chances(mine) - 1) < 1e-9);
                    // What the level reads of a situation is all its answers depend on.
                    for (auto d : {LiarStrategy::Decision::Doubt, LiarStrategy::Decision::Announce}) {
                        const LiarSituation c = level.canonical(s, d);
                        if (d == LiarStrategy::Decision::Doubt)
                            QCOMPARE(level.doubt(c, own), level.doubt(s, own));
                        else {
                            level.announcements(c, own, table);
                            level.announcements(s, own, mine);
                            QCOMPARE(table.size(), mine.size());
                            for (std::size_t i = 0; i < mine.size(); ++i)
                                QVERIFY(mine[i].what == table[i].what
                                    && std::abs(mine[i].chance - table[i].chance) < 1e-12);
                        }
                    }
                }
            }
    }

    /// The program ships the full build, packed: the computer player never builds it.
    void theProgramShipsTheFullTable()
    {
        QVERIFY(hasShippedLiarTable());
        LiarTable table;
        QVERIFY(table.adoptShipped());
        QVERIFY(table.isBuilt());
        QCOMPARE(table.solver()->iterations(), LiarSolver::kFullIterations);
        LiarTable small(kSmall);
        QVERIFY(!small.adoptShipped()); // only the full build is shipped
    }
};

QTEST_APPLESS_MAIN(TestLiarSolver)
#include "tst_liarsolver.moc"
