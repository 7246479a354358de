// SPDX-License-Identifier: GPL-3.0-or-later
// The real-game best response to a Liar Dice level (seed 003): its beliefs follow the level's own
// chances exactly, its values are exact where the continuation is known, and in deals played out in
// the real game it wins what a best response must win against a level whose value is known.
#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>

#include "games/liardice/liarbot.h"
#include "games/liardice/liardice.h"
#include "games/liardice/liarresponse.h"
#include "games/liardice/liarstrategy.h"
#include "games/liardice/liartable.h"
#include "kits/hands.h"
#include "match.h"

using namespace knobel;

namespace {

const LiarHands& hands()
{
    return LiarHands::get();
}

/// Faces 1–6 for Nine … Ace.
int hand(std::initializer_list<int> faces)
{
    std::array<int, 6> counts{};
    for (int f : faces)
        ++counts[std::size_t(f - 1)];
    return hands().handOf(counts);
}

int keep(std::initializer_list<int> faces)
{
    std::array<int, 6> counts{};
    for (int f : faces)
        ++counts[std::size_t(f - 1)];
    return hands().keepOf(counts);
}

int nextAbove(int call)
{
    return call < 0 ? hands().handAtStrength(0) : hands().handAtStrength(hands().strength(call) + 1);
}

/// An honest toy level: announces its own hand when that is higher than the call, else the next hand
/// above it (each with a chance `own`, the rest to the next hand); doubts every call; never throws.
class Honest : public LiarStrategy
{
public:
    explicit Honest(double own = 1.0)
        : m_own(own)
    {
    }
    double doubt(const LiarSituation&, int) const override { return 1.0; }
    void keeps(const LiarSituation&, int, std::vector<LiarChoice>& out) const override { out = {{-1, 1.0}}; }
    void announcements(const LiarSituation& s, int h, std::vector<LiarChoice>& out) const override
    {
        out.clear();
        const int next = nextAbove(s.call);
        const bool above = s.call < 0 || hands().strength(h) > hands().strength(s.call);
        if (!above || h == next || m_own >= 1.0) {
            out.push_back({above ? h : next, 1.0});
            return;
        }
        out.push_back({next, 1 - m_own});
        out.push_back({h, m_own});
    }

private:
    double m_own;
};

/// A toy level that throws again with fixed keeps (for the belief's rethrows): two pairs keep the
/// lower pair and the Ace a quarter of the time, the higher pair and the Ace the rest; a hand with
/// Aces keeps its Aces; anything else stands.
class Keeper : public Honest
{
public:
    void keeps(const LiarSituation&, int h, std::vector<LiarChoice>& out) const override
    {
        out.clear();
        if (h == hand({1, 1, 5, 5, 6})) {
            out.push_back({keep({1, 1, 6}), 0.25});
            out.push_back({keep({5, 5, 6}), 0.75});
            return;
        }
        const int aces = hands().aces(h);
        if (aces > 0 && aces < 5) {
            std::array<int, 6> kept{};
            kept[5] = aces;
            out.push_back({hands().keepOf(kept), 1.0});
            return;
        }
        out.push_back({-1, 1.0});
    }
};

/// Throwing the dice at `thrown` positions of `faces` again: each resulting hand with its chance,
/// every sequence of faces counted (not the library's tables).
std::map<int, double> throwByPositions(const std::array<int, 5>& faces, unsigned thrown)
{
    std::vector<int> positions;
    for (int d = 0; d < 5; ++d)
        if (thrown & (1u << d))
            positions.push_back(d);
    std::map<int, double> out;
    const int n = int(positions.size());
    int total = 1;
    for (int i = 0; i < n; ++i)
        total *= 6;
    for (int code = 0; code < total; ++code) {
        std::array<int, 5> f = faces;
        int c = code;
        for (int p : positions) {
            f[std::size_t(p)] = c % 6 + 1;
            c /= 6;
        }
        out[exactHandIndex(f)] += 1.0 / total;
    }
    return out;
}

} // namespace

class TestLiarResponse : public QObject
{
    Q_OBJECT

private slots:
    void theHandsTablesAreTheDice()
    {
        QCOMPARE(hands().strength(hands().fiveAces()), 251);
        double sum = 0;
        for (int h = 0; h < LiarHands::kHands; ++h)
            sum += hands().prior(h);
        QVERIFY(std::abs(sum - 1) < 1e-12);
        // Every kept sub-hand thrown up again gives what throwing those dice one by one gives.
        for (int h : {hand({1, 1, 5, 5, 6}), hand({2, 3, 4, 5, 6}), hand({6, 6, 6, 6, 1})}) {
            const auto& faces = exactHands()[std::size_t(h)];
            for (unsigned thrown = 1; thrown < 32; ++thrown) {
                std::array<int, 6> kept{};
                for (int d = 0; d < 5; ++d)
                    if (!(thrown & (1u << d)))
                        ++kept[std::size_t(faces[std::size_t(d)] - 1)];
                const int k = hands().keepOf(kept);
                QVERIFY(std::find(hands().keepsOf(h).begin(), hands().keepsOf(h).end(), k)
                    != hands().keepsOf(h).end());
                const std::map<int, double> expected = throwByPositions(faces, thrown);
                double total = 0;
                for (const auto& [next, q] : hands().afterThrow(k)) {
                    QVERIFY(std::abs(q - expected.at(next)) < 1e-12);
                    total += q;
                }
                QVERIFY(std::abs(total - 1) < 1e-12);
            }
        }
        // Two pairs and a single die: keep any part of it, 3 × 3 × 2 − 1 ways (not all five).
        QCOMPARE(int(hands().keepsOf(hand({1, 1, 5, 5, 6})).size()), 17);
    }

    /// A worked example: the first call of a level that announces its own hand half the time and the
    /// lowest hand otherwise.
    void anAnnouncementWeighsEachHandByTheLevelsChance()
    {
        const Honest half(0.5);
        LiarResponder r(half);
        const int lowest = hands().handAtStrength(0);
        const int fullHouse = hand({5, 5, 5, 2, 2});
        LiarSituation opening; // the level's situation at the deal's first call
        r.levelAnnounced(opening, fullHouse);
        QVERIFY(std::abs(r.belief().probability(std::size_t(fullHouse)) - 1) < 1e-12);

        LiarResponder s(half);
        s.levelAnnounced(opening, lowest);
        // Every hand calls the lowest hand half the time, the lowest hand itself always.
        const double rest = 1 - hands().prior(lowest) - hands().prior(hands().fiveAces());
        const double evidence = hands().prior(lowest) + 0.5 * rest;
        QVERIFY(
            std::abs(s.belief().probability(std::size_t(lowest)) - hands().prior(lowest) / evidence) < 1e-12);
        QVERIFY(std::abs(s.belief().probability(std::size_t(fullHouse))
                    - 0.5 * hands().prior(fullHouse) / evidence)
            < 1e-12);
        QCOMPARE(s.belief().probability(std::size_t(hands().fiveAces())), 0.0);
        // Doubting it: only the lowest hand itself … no hand is below the lowest, so a doubt loses.
        QVERIFY(std::abs(s.doubtValue(lowest) + 1) < 1e-12);
        QVERIFY(std::abs(r.doubtValue(fullHouse) + 1) < 1e-12);
        // A call above the only hand left is false.
        QVERIFY(std::abs(r.doubtValue(hand({5, 5, 5, 6, 6})) - 1) < 1e-12);
    }

    /// A worked example of a throw seen: the level held two pairs (Nines and Kings) and an Ace for sure
    /// and threw two dice; it keeps Nines and Ace a quarter of the time, Kings and Ace the rest.
    void aThrowSumsOverTheKeptSubHands()
    {
        const Keeper level;
        LiarResponder r(level);
        const int twoPairs = hand({1, 1, 5, 5, 6});
        LiarSituation opening;
        r.levelAnnounced(opening, twoPairs); // announces its own hand: the belief is that hand alone
        QVERIFY(std::abs(r.belief().probability(std::size_t(twoPairs)) - 1) < 1e-12);
        LiarSituation its;
        its.call = hand({2, 2, 3, 3, 4});
        r.levelThrew(its, 2);
        const auto p = [&](std::initializer_list<int> faces) {
            return r.belief().probability(std::size_t(hand(faces)));
        };
        QVERIFY(std::abs(p({1, 1, 5, 5, 6}) - 1.0 / 36)
            < 1e-12); // Kings after the Nines, or Nines after the Kings
        QVERIFY(std::abs(p({1, 1, 6, 6, 6}) - 0.25 / 36) < 1e-12);
        QVERIFY(std::abs(p({5, 5, 6, 6, 6}) - 0.75 / 36) < 1e-12);
        QVERIFY(std::abs(p({1, 1, 2, 3, 6}) - 0.25 * 2 / 36) < 1e-12);
        QVERIFY(std::abs(p({5, 5, 1, 2, 6}) - 0.75 * 2 / 36) < 1e-12);
        QCOMPARE(p({1, 1, 1, 1, 1}), 0.0);
        // The same throw with one die: nothing this level holds throws one die — a surprise, no change.
        const int before = r.surprises();
        LiarResponder t(level);
        t.levelAnnounced(opening, twoPairs);
        t.levelThrew(its, 1);
        QCOMPARE(t.surprises(), before + 1);
        QVERIFY(std::abs(t.belief().probability(std::size_t(twoPairs)) - 1) < 1e-12);
    }

    /// A throw that could have made five Aces and did not: five Aces are out, the rest renormalised.
    void aThrowThatShowsNoFiveAcesRulesThemOut()
    {
        const Keeper level;
        LiarResponder r(level);
        const int twoAces = hand({1, 1, 2, 6, 6});
        r.levelAnnounced(LiarSituation{}, twoAces);
        LiarSituation its;
        its.call = hand({1, 2, 3, 3, 3});
        r.levelThrew(its, 3); // kept the two Aces
        QCOMPARE(r.belief().probability(std::size_t(hands().fiveAces())), 0.0);
        // Four Aces and a King: three dice show Ace, Ace, King in some order (3 of 216), out of the
        // 215 throws that are not three Aces.
        QVERIFY(std::abs(r.belief().probability(std::size_t(hand({6, 6, 6, 6, 5}))) - 3.0 / 215) < 1e-12);
    }

    /// The honest level pins its hand with its call and doubts everything: answering it, the best
    /// response must beat the call by throwing again; the search's value is exactly the chance of
    /// the best way of throwing, found here by counting dice positions.
    void theValueAgainstAnHonestLevelIsTheBestChanceToBeatIt()
    {
        const Honest level;
        const int theirs = hand({4, 4, 4, 2, 1}); // three Queens
        for (const auto& mine :
            {std::array<int, 5>{4, 4, 1, 2, 3}, {6, 5, 4, 2, 1}, {4, 4, 4, 1, 1}, {6, 6, 5, 5, 2}}) {
            LiarResponder r(level);
            r.levelAnnounced(LiarSituation{}, theirs);
            LiarSituation s;
            s.call = theirs;
            const int own = exactHandIndex(mine);
            const LiarResponder::Decision d = r.decide(s, own, true);
            // Win: at least the next hand above the call; five Aces thrown: the level chases them
            // with its two throws (keeping Aces). Best over every set of dice thrown, twice.
            const double chase = 1 - hands().chase(hands().aces(theirs), 2);
            std::map<int, double> once; // the value with one throw left, per hand
            const auto value = [&](auto&& self, const std::array<int, 5>& f, int throwsLeft) -> double {
                const int h = exactHandIndex(f);
                double best = hands().strength(h) > hands().strength(theirs) ? 1.0 : -1.0;
                if (throwsLeft == 0 || best > 0)
                    return best;
                if (throwsLeft == 1)
                    if (const auto it = once.find(h); it != once.end())
                        return it->second;
                for (unsigned thrown = 1; thrown < 32; ++thrown) {
                    double v = 0;
                    for (const auto& [next, q] : throwByPositions(f, thrown))
                        v += q
                            * (next == hands().fiveAces()
                                    ? chase
                                    : self(self, exactHands()[std::size_t(next)], throwsLeft - 1));
                    best = std::max(best, v);
                }
                if (throwsLeft == 1)
                    once[h] = best;
                return best;
            };
            const double expected = value(value, mine, 2);
            QVERIFY2(std::abs(d.value - expected) < 1e-9,
                qPrintable(QString("%1 against %2").arg(d.value, 0, 'g', 12).arg(expected, 0, 'g', 12)));
            QVERIFY(d.kind != LiarResponder::Decision::Kind::Doubt);
        }
    }

    /// Deals played out in the real game against the honest level: as the caller the best response
    /// announces what it holds and wins every deal without five Aces; as the other it wins what the
    /// best way of throwing wins — measured within four standard errors of the exact figure.
    void inRealDealsItWinsWhatABestResponseMust()
    {
        const auto level = std::make_shared<Honest>();
        const LiarResponseFigures f = measureLiarResponse(level, 0.0, 300, 11, 2);
        QCOMPARE(f.caller.deals, quint64(300));
        QCOMPARE(f.surprises, 0);
        // Five Aces are the only deals the caller does not win (about 1 in 3,900).
        QVERIFY2(f.caller.mean > 0.98, qPrintable(QString::number(f.caller.mean)));

        // The exact figure as the other: for every pair of first throws, the best chance to beat the
        // call by throwing twice at most, with the library's tables (checked against dice positions
        // above): W0 without a throw, W1 with one, W2 with two.
        double exact = 0;
        const int five = hands().fiveAces();
        for (int theirs = 0; theirs < LiarHands::kHands; ++theirs) {
            const double pTheirs = hands().prior(theirs);
            const double chased = 1 - hands().chase(hands().aces(theirs), 2);
            std::vector<double> w(LiarHands::kHands);
            for (int h = 0; h < LiarHands::kHands; ++h)
                w[std::size_t(h)] = hands().strength(h) > hands().strength(theirs) ? 1.0 : -1.0;
            for (int t = 1; t <= 2; ++t) {
                std::vector<double> more = w;
                for (int h = 0; h < LiarHands::kHands; ++h)
                    for (int k : hands().keepsOf(h)) {
                        double v = 0;
                        for (const auto& [next, q] : hands().afterThrow(k))
                            v += q * (next == five ? chased : w[std::size_t(next)]);
                        more[std::size_t(h)] = std::max(more[std::size_t(h)], v);
                    }
                w = std::move(more);
            }
            for (int mine = 0; mine < LiarHands::kHands; ++mine) {
                const double p = pTheirs * hands().prior(mine);
                if (theirs == five && mine == five)
                    continue;
                if (theirs == five)
                    exact -= p * (1 - hands().chase(hands().aces(mine), 2));
                else if (mine == five)
                    exact += p * chased;
                else
                    exact += p * w[std::size_t(mine)];
            }
        }
        qInfo("as the other: measured %.4f ± %.4f, exact %.4f", f.other.mean, f.other.standardError, exact);
        QVERIFY(f.other.standardError > 0 && f.other.standardError < 0.06);
        QVERIFY2(std::abs(f.other.mean - exact) < 4 * f.other.standardError,
            qPrintable(
                QString("%1 ± %2 against %3").arg(f.other.mean).arg(f.other.standardError).arg(exact)));
    }

    /// Against the table's levels the belief never meets an action it gives no chance (the bot plays
    /// the strategy the belief reads), and the weaker mixture loses more.
    void theTablesLevelsAreReadAsTheyPlay()
    {
        auto solver = std::shared_ptr<LiarSolver>(makeLiarSolver());
        solver->solve(100'000, 7);
        const auto table = std::make_shared<LiarTableStrategy>(solver, 0.0);
        const auto honest = std::make_shared<LiarTableStrategy>(solver, 1.0);
        const LiarResponseFigures t = measureLiarResponse(table, 0.0, 10, 5, 2);
        const LiarResponseFigures h = measureLiarResponse(honest, 1.0, 10, 5, 2);
        QCOMPARE(t.surprises, 0);
        QCOMPARE(h.surprises, 0);
        qInfo("table %.3f / %.3f, honest player %.3f / %.3f", t.caller.mean, t.other.mean, h.caller.mean,
            h.other.mean);
        QVERIFY(h.caller.mean + h.other.mean > 0.5); // the honest player is far from an equilibrium
    }
    /// The measuring level perfect_look: its doubts never fall below the table's, it doubts a call
    /// its hand cannot get above, and the chance of getting above is exact (four Aces and a King
    /// against five Kings: five Aces in one throw 1/6, in two 11/36).
    void theLookaheadLevelDoubtsWhatItCannotBeat()
    {
        auto solver = std::shared_ptr<LiarSolver>(makeLiarSolver());
        solver->solve(100'000, 7);
        const LiarTableStrategy table(solver, 0.0);
        const LiarLookaheadStrategy look(solver, LiarLookaheadStrategy::Doubts);
        const int fourAces = hand({6, 6, 6, 6, 5}), fiveKings = hand({5, 5, 5, 5, 5}),
                  fourKings = hand({5, 5, 5, 5, 1});
        QVERIFY(std::abs(look.beatChance(fourAces, fiveKings, 1) - 1.0 / 6) < 1e-6);
        QVERIFY(std::abs(look.beatChance(fourAces, fiveKings, 2) - 11.0 / 36) < 1e-6);
        QCOMPARE(look.beatChance(fourAces, fiveKings, 0), 0.0);
        QCOMPARE(look.beatChance(fourAces, fourKings, 0), 1.0);
        LiarSituation s;
        s.call = fiveKings;
        s.previous = fourKings;
        s.throws = 3;
        QCOMPARE(look.doubt(s, fourAces), 1.0);
        for (int throws = 1; throws <= 3; ++throws)
            for (int h = 0; h < LiarHands::kHands; h += 7) {
                s.throws = throws;
                s.call = hand({2, 2, 3, 3, 4});
                s.previous = -1;
                QVERIFY(look.doubt(s, h) >= table.doubt(s, h) - 1e-12);
            }
    }

    /// The best response reads the measuring levels as they play (no action it gives no chance).
    /// Two deals a seat each: four took 50 s of the suite, and every deal has the level calling and
    /// answering, so its doubts and its calls are read in each.
    void theMeasuringLevelsAreReadAsTheyPlay()
    {
        auto solver = std::shared_ptr<LiarSolver>(makeLiarSolver());
        solver->solve(100'000, 7);
        for (const LiarLevel& level : liarMeasuringLevels()) {
            const LiarResponseFigures f = measureLiarResponse(liarStrategy(level, solver), 0.0, 2, 5, 2);
            QVERIFY2(f.surprises == 0, level.id.data());
            QVERIFY2(f.caller.deals + f.other.deals >= 4, level.id.data());
        }
    }
};

QTEST_APPLESS_MAIN(TestLiarResponse)
#include "tst_liarresponse.moc"
