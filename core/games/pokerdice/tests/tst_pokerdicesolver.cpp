// SPDX-License-Identifier: GPL-3.0-or-later
// Poker Dice (seed 002), two seats: the exact solver against a brute force written apart from it,
// its sanity on the full game, and the seed text's hands.
#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <functional>
#include <random>

#include "games/pokerdice/pokerdicerules.h"
#include "games/pokerdice/pokerdicesolver.h"

using namespace knobel;
using namespace knobel::pokerdice;

namespace {

using Strength = std::function<int(const std::vector<int>& sortedFaces)>;

/// The deal played out move by move: ordered dice, keeps as sets of die positions, every betting
/// sequence with the chips each seat has put in. No tables, no multisets, no closed forms.
class BruteForce
{
public:
    int dice = 2, faces = 3, throws = 2, minStake = 1, maxStake = 2;
    bool betBeforeSecond = false;
    bool betting = true;
    Strength strength;
    /// Shown every `verifyEvery`-th decision with what each move there is worth; the test compares.
    struct Move
    {
        Choice::Kind kind;
        std::vector<int> keep; ///< sorted kept faces
        int amount = 0;
        double value = 0;
    };
    std::function<void(const Position&, const std::vector<Move>&)> verify;
    int verifyEvery = 1;

    double value()
    {
        Deal deal;
        deal.put = {minStake, minStake};
        return throwDice(deal, 0, (1 << dice) - 1, [this](Deal& d) { return firstTurn(d, 1); });
    }

private:
    struct Deal
    {
        std::array<std::array<int, 5>, 2> dice{};
        std::array<bool, 2> thrown{};
        std::array<bool, 2> stopped{};
        std::array<int, 2> put{};
        int event = 0; ///< how many steps of the deal (throws, rounds) are behind
        std::vector<BetMove> bets; ///< this round's moves
    };
    using Next = std::function<double(Deal&)>;
    long m_decisions = 0;

    /// After the first seat's throw number `done`: a round and its next throw, or the second seat.
    double firstTurn(Deal& deal, int done)
    {
        if (done == throws)
            return secondStart(deal);
        return bettingRound(deal, 0, [this, done](Deal& d) {
            return decide(d, 0, [this, done](Deal& e) { return firstTurn(e, done + 1); });
        });
    }
    double secondStart(Deal& deal)
    {
        auto first = [this](Deal& d) {
            return throwDice(d, 1, (1 << dice) - 1, [this](Deal& e) { return secondTurn(e, 1); });
        };
        return betBeforeSecond ? bettingRound(deal, 1, first) : first(deal);
    }
    double secondTurn(Deal& deal, int done)
    {
        if (done == throws)
            return showdown(deal);
        return bettingRound(deal, 1, [this, done](Deal& d) {
            return decide(d, 1, [this, done](Deal& e) { return secondTurn(e, done + 1); });
        });
    }
    std::vector<int> sorted(const Deal& deal, int seat, int mask = 0) const
    {
        std::vector<int> f;
        for (int i = 0; i < dice; ++i)
            if (!(mask & (1 << i)))
                f.push_back(deal.dice[std::size_t(seat)][std::size_t(i)]);
        std::sort(f.begin(), f.end());
        return f;
    }
    void show(const Deal& deal, const std::vector<Move>& moves)
    {
        if (!verify || m_decisions++ % verifyEvery != 0)
            return;
        Position p;
        p.event = deal.event;
        for (int seat = 0; seat < 2; ++seat) {
            if (deal.thrown[std::size_t(seat)])
                p.hand[seat] = sorted(deal, seat);
            p.stopped[seat] = deal.stopped[std::size_t(seat)];
        }
        p.stake = m_roundStake;
        p.bets = deal.bets;
        verify(p, moves);
    }
    /// The seat stops or keeps some dice and throws the others; a stopped seat skips the throw.
    double decide(Deal& deal, int seat, const Next& next)
    {
        Deal after = deal;
        ++after.event;
        if (deal.stopped[std::size_t(seat)])
            return next(after);
        Deal stop = after;
        stop.stopped[std::size_t(seat)] = true;
        const int stake = deal.put[0];
        std::vector<Move> moves{{Choice::Kind::Stop, {}, 0, next(stop)}};
        double best = moves.front().value;
        for (int mask = 1; mask < (1 << dice); ++mask) {
            const double v = throwDice(after, seat, mask, next);
            moves.push_back({Choice::Kind::Keep, sorted(deal, seat, mask), 0, v});
            best = seat == 0 ? std::max(best, v) : std::min(best, v);
        }
        m_roundStake = stake;
        show(deal, moves);
        return best;
    }
    /// The dice of `mask` thrown: the mean over every ordered outcome.
    double throwDice(const Deal& deal, int seat, int mask, const Next& next)
    {
        std::vector<int> positions;
        for (int i = 0; i < dice; ++i)
            if (mask & (1 << i))
                positions.push_back(i);
        int outcomes = 1;
        for (std::size_t i = 0; i < positions.size(); ++i)
            outcomes *= faces;
        double sum = 0;
        for (int o = 0; o < outcomes; ++o) {
            Deal d = deal;
            if (!d.thrown[std::size_t(seat)])
                ++d.event; // the first throw is nobody's decision
            d.thrown[std::size_t(seat)] = true;
            int code = o;
            for (int p : positions) {
                d.dice[std::size_t(seat)][std::size_t(p)] = code % faces + 1;
                code /= faces;
            }
            sum += next(d);
        }
        return sum / outcomes;
    }
    double showdown(const Deal& deal)
    {
        const int a = strength(sorted(deal, 0)), b = strength(sorted(deal, 1));
        return a > b ? deal.put[1] : a < b ? -deal.put[0] : 0.0;
    }
    /// One betting round from its first move: check, bet, call, raise (once), fold.
    double bettingRound(const Deal& deal, int opener, const Next& next)
    {
        if (!betting) {
            Deal d = deal;
            return next(d);
        }
        Deal d = deal;
        d.bets.clear();
        const int stake = deal.put[0];
        auto closed = [this, &next](Deal& e) {
            ++e.event;
            e.bets.clear();
            return next(e);
        };
        return act(d, opener, stake, false, false, false, closed);
    }
    double act(const Deal& deal, int seat, int stake, bool otherChecked, bool betMade, bool raiseMade,
        const Next& closed)
    {
        const int other = 1 - seat;
        const int toCall = deal.put[std::size_t(other)] - deal.put[std::size_t(seat)];
        auto better = [seat](double a, double b) { return seat == 0 ? std::max(a, b) : std::min(a, b); };
        std::vector<Move> moves;
        auto with = [&deal](BetMove move) {
            Deal d = deal;
            d.bets.push_back(move);
            return d;
        };
        if (toCall == 0) {
            Deal d = with({BetMove::Kind::Check, 0});
            moves.push_back({Choice::Kind::Check, {}, 0,
                otherChecked ? closed(d) : act(d, other, stake, true, betMade, raiseMade, closed)});
            if (!betMade)
                for (int b = minStake; b <= maxStake; ++b) {
                    Deal e = with({BetMove::Kind::Bet, b});
                    e.put[std::size_t(seat)] += b;
                    moves.push_back(
                        {Choice::Kind::Bet, {}, b, act(e, other, stake, false, true, raiseMade, closed)});
                }
        } else {
            Deal call = deal;
            call.put[std::size_t(seat)] += toCall;
            moves.push_back({Choice::Kind::Call, {}, 0, closed(call)});
            moves.push_back({Choice::Kind::Fold, {}, 0, seat == 0 ? -deal.put[0] : double(deal.put[1])});
            if (!raiseMade)
                for (int r = minStake; r <= maxStake; ++r) {
                    Deal e = with({BetMove::Kind::Raise, r});
                    e.put[std::size_t(seat)] += toCall + r;
                    moves.push_back(
                        {Choice::Kind::Raise, {}, r, act(e, other, stake, false, true, true, closed)});
                }
        }
        double best = seat == 0 ? -1e18 : 1e18;
        for (const Move& m : moves)
            best = better(best, m.value);
        m_roundStake = stake;
        show(deal, moves);
        return best;
    }
    int m_roundStake = 0;
};

SolverRules reduced(const BruteForce& brute)
{
    SolverRules rules;
    rules.dice = brute.dice;
    rules.faces = brute.faces;
    rules.throws = brute.throws;
    rules.minStake = brute.minStake;
    rules.maxStake = brute.maxStake;
    rules.betBeforeSecondPlayer = brute.betBeforeSecond;
    rules.betting = brute.betting;
    const Multisets sets(brute.dice, brute.faces);
    for (int fi = 0; fi < sets.fullCount(); ++fi)
        rules.strength.push_back(brute.strength(sets.faces(sets.full(fi))));
    return rules;
}

/// Sum of the faces: many equal hands.
int bySum(const std::vector<int>& f)
{
    int s = 0;
    for (int x : f)
        s += x;
    return s;
}

/// Most alike first, then the faces highest first: every hand distinct, like poker.
int byGroups(const std::vector<int>& f)
{
    int most = 0;
    for (int x : f)
        most = std::max(most, int(std::count(f.begin(), f.end(), x)));
    int key = most;
    for (auto it = f.rbegin(); it != f.rend(); ++it)
        key = key * 10 + *it;
    return key;
}

/// Five poker dice by name: 9 T J Q K A.
std::vector<int> hand(const char* text)
{
    std::vector<int> faces;
    for (const char* c = text; *c; ++c) {
        const char* order = "9TJQKA";
        if (const char* at = std::strchr(order, *c))
            faces.push_back(int(at - order) + 1);
    }
    std::sort(faces.begin(), faces.end());
    return faces;
}

int strengthOf(const SolverRules& rules, const std::vector<int>& faces)
{
    const Multisets sets(rules.dice, rules.faces);
    return rules.strength[std::size_t(sets.fullIndexOf(sets.indexOf(faces)))];
}

RuleOptions defaults()
{
    return RuleOptions(pokerdice::options());
}

} // namespace

class TestPokerDiceSolver : public QObject
{
    Q_OBJECT

private slots:
    void solverMatchesTheBruteForce_data()
    {
        QTest::addColumn<int>("dice");
        QTest::addColumn<int>("faces");
        QTest::addColumn<int>("throws");
        QTest::addColumn<int>("minStake");
        QTest::addColumn<int>("maxStake");
        QTest::addColumn<bool>("betBeforeSecond");
        QTest::addColumn<bool>("tiesOften");
        QTest::addColumn<bool>("betting");
        QTest::newRow("two dice of three faces, two throws, stakes 1-2")
            << 2 << 3 << 2 << 1 << 2 << false << false << true;
        QTest::newRow("two dice of three faces, two throws, equal sums tie")
            << 2 << 3 << 2 << 1 << 2 << false << true << true;
        QTest::newRow("two dice, two throws, a round before the second seat")
            << 2 << 3 << 2 << 1 << 1 << true << false << true;
        QTest::newRow("one die, three throws, all five rounds")
            << 1 << 2 << 3 << 1 << 1 << true << false << true;
        QTest::newRow("one die of three faces, three throws, stakes 2-3")
            << 1 << 3 << 3 << 2 << 3 << false << true << true;
        QTest::newRow("three dice of two faces, two throws, stakes 2-3")
            << 3 << 2 << 2 << 2 << 3 << false << false << true;
        QTest::newRow("two dice of six faces, one throw, a round before the second seat")
            << 2 << 6 << 1 << 1 << 3 << true << false << true;
        QTest::newRow("three dice of two faces, three throws, no betting at all")
            << 3 << 2 << 3 << 1 << 1 << false << false << false;
    }
    void solverMatchesTheBruteForce()
    {
        QFETCH(int, dice);
        QFETCH(int, faces);
        QFETCH(int, throws);
        QFETCH(int, minStake);
        QFETCH(int, maxStake);
        QFETCH(bool, betBeforeSecond);
        QFETCH(bool, tiesOften);
        QFETCH(bool, betting);
        BruteForce brute;
        brute.betting = betting;
        brute.dice = dice;
        brute.faces = faces;
        brute.throws = throws;
        brute.minStake = minStake;
        brute.maxStake = maxStake;
        brute.betBeforeSecond = betBeforeSecond;
        brute.strength = tiesOften ? Strength(bySum) : Strength(byGroups);
        PokerDiceSolver solver(reduced(brute));
        solver.solve();
        // Every move at every seventh decision of the brute force, against the solver's choices there.
        int compared = 0;
        QString wrong;
        brute.verifyEvery = 7;
        brute.verify = [&](const Position& p, const std::vector<BruteForce::Move>& moves) {
            if (!wrong.isEmpty())
                return;
            if (auto problem = solver.check(p)) {
                wrong = QString::fromStdString("position refused: " + *problem);
                return;
            }
            const std::vector<Choice> choices = solver.choices(p);
            for (const auto& m : moves) {
                auto it = std::find_if(choices.begin(), choices.end(), [&](const Choice& c) {
                    return c.kind == m.kind && c.amount == m.amount && c.keep == m.keep;
                });
                if (it == choices.end() || std::abs(it->value - m.value) > 1e-9) {
                    wrong = QString("event %1: move %2/%3 worth %4, solver %5")
                                .arg(p.event)
                                .arg(int(m.kind))
                                .arg(m.amount)
                                .arg(m.value)
                                .arg(it == choices.end() ? qQNaN() : it->value);
                    return;
                }
                ++compared;
            }
            std::size_t distinct = 0; // keeps: several masks may keep the same faces
            for (const Choice& c : choices)
                distinct += std::any_of(moves.begin(), moves.end(), [&](const auto& m) {
                    return c.kind == m.kind && c.amount == m.amount && c.keep == m.keep;
                });
            if (distinct != choices.size())
                wrong = QString("event %1: the solver offers a move the rules do not").arg(p.event);
        };
        const double expected = brute.value();
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        QVERIFY(compared > 100);
        QVERIFY2(std::abs(solver.value() - expected) < 1e-9,
            qPrintable(QString("solver %1, brute force %2")
                           .arg(solver.value(), 0, 'g', 12)
                           .arg(expected, 0, 'g', 12)));
    }

    void oneThrowWithoutBettingIsEven()
    {
        // Nothing to decide: both seats throw once and the better hand takes the antes.
        SolverRules rules = solverRules(defaults());
        rules.throws = 1;
        rules.betBeforeSecondPlayer = false;
        PokerDiceSolver solver(rules);
        solver.solve();
        QVERIFY(std::abs(solver.value()) < 1e-12);
    }

    void fullGameValueLiesWithinThePot_data()
    {
        QTest::addColumn<QStringList>("assignments");
        QTest::newRow("poker dice, the seed's defaults") << QStringList{};
        QTest::newRow("pip dice, aces high") << QStringList{"pip_dice=true"};
        QTest::newRow("no betting round before the second player")
            << QStringList{"bet_before_second_player=false"};
        QTest::newRow("no straights, stakes 2 to 4")
            << QStringList{"straights=false", "min_stake=2", "max_stake=4"};
    }
    void fullGameValueLiesWithinThePot()
    {
        QFETCH(QStringList, assignments);
        RuleOptions options = defaults();
        for (const QString& a : assignments)
            QVERIFY(!options.assign(pokerdice::options(), a.toStdString()));
        PokerDiceSolver solver(solverRules(options));
        solver.solve();
        const int pot = solver.stakeCap(int(solver.events().size()) - 1);
        QVERIFY(std::isfinite(solver.value()));
        QVERIFY(std::abs(solver.value()) < pot);
        // The second seat throws knowing the first seat's hand: it has the better of the deal.
        QVERIFY(solver.value() < 0);
        QVERIFY(solver.stateCount() > 0);
    }

    void everyChoiceIsConsistentAlongRandomDeals()
    {
        // Along random deals of the full game: the best choice is the position's value, a fold is
        // never better than it, a keep's value is the mean over its throws, and a round ends in the
        // value of the next step.
        RuleOptions options = defaults();
        PokerDiceSolver solver(solverRules(options));
        solver.solve();
        std::mt19937 random(2002);
        auto die = [&] { return int(random() % 6) + 1; };
        int decisions = 0;
        for (int game = 0; game < 30; ++game) {
            Position p;
            p.stake = 1;
            while (solver.events()[std::size_t(p.event)].kind != Event::Kind::Showdown) {
                const Event& event = solver.events()[std::size_t(p.event)];
                const double here = solver.valueAt(p);
                const std::vector<Choice> all = solver.choices(p);
                if (event.kind == Event::Kind::Throw) {
                    auto& faces = p.hand[event.seat];
                    if (event.throwNumber == 1) {
                        QVERIFY(all.empty());
                        faces.clear();
                        for (int i = 0; i < 5; ++i)
                            faces.push_back(die());
                    } else if (!p.stopped[event.seat]) {
                        QCOMPARE(solver.toAct(p), event.seat);
                        QCOMPARE(all.front().value, here);
                        const Choice& pick = all[random() % all.size()];
                        if (pick.kind == Choice::Kind::Stop) {
                            p.stopped[event.seat] = true;
                        } else {
                            faces = pick.keep;
                            while (faces.size() < 5)
                                faces.push_back(die());
                        }
                        ++decisions;
                    }
                    ++p.event;
                    continue;
                }
                // A betting round: random moves until it closes.
                QCOMPARE(all.front().value, here);
                const Choice& pick = all[random() % all.size()];
                for (const Choice& c : all)
                    if (c.kind == Choice::Kind::Fold)
                        QVERIFY(solver.toAct(p) == 0 ? c.value <= here : c.value >= here);
                ++decisions;
                using K = BetMove::Kind;
                bool closed = false;
                int added = 0;
                switch (pick.kind) {
                case Choice::Kind::Check:
                    closed = !p.bets.empty();
                    p.bets.push_back({K::Check, 0});
                    break;
                case Choice::Kind::Bet:
                    p.bets.push_back({K::Bet, pick.amount});
                    break;
                case Choice::Kind::Raise:
                    p.bets.push_back({K::Raise, pick.amount});
                    break;
                case Choice::Kind::Call:
                    closed = true;
                    for (const BetMove& b : p.bets)
                        added += b.amount;
                    break;
                case Choice::Kind::Fold: {
                    // The folder loses what he has in: the stake, and his bet when he was raised.
                    const int in
                        = p.stake + (p.bets.back().kind == K::Raise ? p.bets[p.bets.size() - 2].amount : 0);
                    QCOMPARE(pick.value, solver.toAct(p) == 0 ? -double(in) : double(in));
                    closed = true;
                    break;
                }
                default:
                    QFAIL("a betting round offered a throw's choice");
                }
                if (pick.kind == Choice::Kind::Fold)
                    break; // the deal is over
                if (closed) {
                    p.stake += added;
                    p.bets.clear();
                    ++p.event;
                    QCOMPARE(solver.valueAt(p), pick.value);
                }
            }
        }
        QVERIFY(decisions > 100);
    }

    void onlyOneBetAndOneRaiseARound()
    {
        // "In jeder Runde ist nur ein Bet und ein Raise möglich."
        PokerDiceSolver solver(solverRules(defaults()));
        solver.solve();
        Position p;
        p.event = 1; // the round before the first seat's second throw
        p.hand[0] = hand("99TJQ");
        p.bets = {{BetMove::Kind::Bet, 2}, {BetMove::Kind::Raise, 3}};
        const auto all = solver.choices(p);
        QCOMPARE(all.size(), std::size_t(2));
        for (const Choice& c : all)
            QVERIFY(c.kind == Choice::Kind::Call || c.kind == Choice::Kind::Fold);
        p.bets = {{BetMove::Kind::Check, 0}};
        for (const Choice& c : solver.choices(p))
            QVERIFY(c.kind == Choice::Kind::Check || c.kind == Choice::Kind::Bet);
        // A fourth move is no decision left open.
        p.bets = {{BetMove::Kind::Check, 0}, {BetMove::Kind::Bet, 1}, {BetMove::Kind::Raise, 1},
            {BetMove::Kind::Raise, 1}};
        QVERIFY(solver.check(p).has_value());
    }

    void theSecondSeatStillHasThreeThrowsAfterAnEarlyStop()
    {
        // "Auch er hat drei Würfe zur Verfügung, insbesondere auch dann, wenn der erste Spieler sein
        // Spiel bereits nach dem ersten oder zweiten Wurf beendet."
        const auto events = timeline(solverRules(defaults()));
        int secondThrows = 0;
        for (const Event& e : events)
            secondThrows += e.kind == Event::Kind::Throw && e.seat == 1;
        QCOMPARE(secondThrows, 3);
        PokerDiceSolver solver(solverRules(defaults()));
        solver.solve();
        Position p;
        p.event = 2; // the first seat's second throw: he stops on five Aces
        p.hand[0] = hand("AAAAA");
        const auto all = solver.choices(p);
        QCOMPARE(all.front().kind, Choice::Kind::Stop);
        p.stopped[0] = true;
        // The second seat, far behind, throws again: its keep is worth more than stopping.
        p.event = 0; // the second seat's second throw
        while (!(events[std::size_t(p.event)].kind == Event::Kind::Throw
            && events[std::size_t(p.event)].seat == 1 && events[std::size_t(p.event)].throwNumber == 2))
            ++p.event;
        p.hand[1] = hand("9TJQA");
        const auto second = solver.choices(p);
        QCOMPARE(solver.toAct(p), 1);
        QVERIFY(second.front().kind == Choice::Kind::Keep || second.front().kind == Choice::Kind::Stop);
        QVERIFY(second.size() > 1);
    }

    void seedHandsRankAsTheTextLists_data()
    {
        QTest::addColumn<QString>("higher");
        QTest::addColumn<QString>("lower");
        QTest::addColumn<QStringList>("assignments");
        const QStringList poker;
        // "Die Kombinationen lauten in absteigender Reihenfolge": each beats the next.
        QTest::newRow("five Tens beat four Jacks") << "TTTTT"
                                                   << "JJJJ9" << poker;
        QTest::newRow("four Jacks beat three Aces and two Queens") << "JJJJ9"
                                                                   << "AAAQQ" << poker;
        QTest::newRow("a full house beats the high straight A-K-Q-J-10") << "AAAQQ"
                                                                         << "AKQJT" << poker;
        QTest::newRow("the high straight beats the low straight K-Q-J-10-9") << "AKQJT"
                                                                             << "KQJT9" << poker;
        QTest::newRow("the low straight beats three Aces") << "KQJT9"
                                                           << "AAAKQ" << poker;
        QTest::newRow("three Aces beat two Jacks and two Nines") << "AAAKQ"
                                                                 << "JJ99A" << poker;
        QTest::newRow("two pairs beat two Tens") << "JJ99A"
                                                 << "TTAKQ" << poker;
        QTest::newRow("two Tens beat the runt A-Q-J-10-9") << "TTAKQ"
                                                           << "AQJT9" << poker;
        // "so schlagen z. B. Drei Zehner, ein Ass und eine Dame eine Hand von Drei Zehner, ein Ass
        // und eine Neun"
        QTest::newRow("three Tens, an Ace and a Queen beat three Tens, an Ace and a Nine")
            << "TTTAQ"
            << "TTTA9" << poker;
        // "Two pairs … hier wird nach dem höchsten Paar gewertet"
        QTest::newRow("two pairs count by the higher pair") << "KK99T"
                                                            << "QQJJA" << poker;
        // Pip dice: "die Eins (Ace) als höchsten Wert, also 1–6–5–4–3–2, ausgenommen bei den
        // Straights, d. h. High straight ist 6–5–4–3–2 und Low straight ist 5–4–3–2–1."
        const QStringList pips{"pip_dice=true"};
        QTest::newRow("pip dice: a pair of Ones beats a pair of Sixes") << "11234"
                                                                        << "66234" << pips;
        QTest::newRow("pip dice: 6-5-4-3-2 is the high straight") << "23456"
                                                                  << "12345" << pips;
        QTest::newRow("pip dice: the low straight 5-4-3-2-1 beats three Ones") << "12345"
                                                                               << "11156" << pips;
        // "Beim Poker Dice wird häufig ohne Straights gespielt"
        const QStringList noStraights{"straights=false"};
        QTest::newRow("without straights a pair beats A-K-Q-J-10") << "99TJQ"
                                                                   << "AKQJT" << noStraights;
    }
    void seedHandsRankAsTheTextLists()
    {
        QFETCH(QString, higher);
        QFETCH(QString, lower);
        QFETCH(QStringList, assignments);
        RuleOptions options = defaults();
        for (const QString& a : assignments)
            QVERIFY(!options.assign(pokerdice::options(), a.toStdString()));
        const SolverRules rules = solverRules(options);
        auto faces = [&](const QString& text) {
            if (!options.flag("pip_dice"))
                return hand(qPrintable(text));
            std::vector<int> f;
            for (QChar c : text)
                f.push_back(c.digitValue());
            std::sort(f.begin(), f.end());
            return f;
        };
        QVERIFY(strengthOf(rules, faces(higher)) > strengthOf(rules, faces(lower)));
    }

    void equalHandsDrawAndTheStakeIsShared()
    {
        // "Sollten beide Spieler die exakt gleiche Kombination vorweisen, so ist das Spiel
        // unentschieden." At the showdown an equal hand is worth nothing to either seat.
        PokerDiceSolver solver(solverRules(defaults()));
        solver.solve();
        Position p;
        p.event = int(solver.events().size()) - 1;
        p.hand[0] = hand("KKQQ9");
        p.hand[1] = hand("9QKQK");
        p.stake = 7;
        QCOMPARE(solver.valueAt(p), 0.0);
        p.hand[1] = hand("KKQQT");
        QCOMPARE(solver.valueAt(p), -7.0);
    }

    void badPositionsAreRefused()
    {
        PokerDiceSolver solver(solverRules(defaults()));
        solver.solve();
        Position p;
        p.event = 3;
        QVERIFY(solver.check(p).has_value()); // the first seat has thrown but has no dice
        p.hand[0] = hand("AAKKQ");
        p.stake = 999;
        QVERIFY(solver.check(p).has_value());
        p.stake = 1;
        QVERIFY(!solver.check(p).has_value());
        p.hand[1] = hand("AAKKQ");
        QVERIFY(solver.check(p).has_value()); // the second seat has not thrown yet
        QVERIFY_EXCEPTION_THROWN(solver.valueAt(p), std::invalid_argument);
    }
};

QTEST_APPLESS_MAIN(TestPokerDiceSolver)
#include "tst_pokerdicesolver.moc"
