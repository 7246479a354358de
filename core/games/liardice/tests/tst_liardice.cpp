// SPDX-License-Identifier: GPL-3.0-or-later
// Liar Dice (seed 003): every rule and example of the seed text, played on the game's state with
// chosen dice, and the computer player seeing only its seat.
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <ctime>

#include <random>
#include <set>

#include "engine/policyquery.h"
#include "engine/protocol.h"
#include "gamefile.h"
#include "games/liardice/liarbot.h"
#include "games/liardice/liardice.h"
#include "games/liardice/liartable.h"
#include "kits/hands.h"
#include "match.h"

using namespace knobel;

namespace {

// Poker dice as the core numbers them: 1 Nine, 2 Ten, 3 Jack, 4 Queen, 5 King, 6 Ace.
constexpr int N = 1, T = 2, J = 3, Q = 4, K = 5, A = 6;
using Faces = QList<int>;

int handOf(const Faces& faces)
{
    return exactHandIndex(std::vector<int>(faces.begin(), faces.end()));
}

Action thrown(int group, const Faces& faces)
{
    Action a = Action::throwDice(group);
    a.faces.assign(faces.begin(), faces.end());
    return a;
}

/// Throws the throw that is due (nobody's choice) with these faces.
void chance(LiarDiceState& s, const Faces& faces)
{
    QCOMPARE(s.toAct(), kChance);
    const std::vector<Action> legal = s.legalActions();
    QCOMPARE(legal.size(), std::size_t(1));
    const Problem p = s.apply(thrown(legal[0].group, faces));
    QVERIFY2(!p, p ? p->c_str() : "");
}

/// Two players, Anna (seat 0) and Ben (seat 1); Anna draws the higher die and calls.
LiarDiceState twoPlayers(int bestOf = 3)
{
    LiarDiceState s(2, bestOf, 1, {"Anna", "Ben"});
    chance(s, {K});
    chance(s, {Q});
    return s;
}

/// A deal thrown: the caller's five dice, then the other's.
void deal(LiarDiceState& s, const Faces& caller, const Faces& other)
{
    chance(s, caller);
    chance(s, other);
}

void ok(LiarDiceState& s, const Action& a)
{
    const Problem p = s.apply(a);
    QVERIFY2(!p, p ? p->c_str() : "");
}

/// A refusal changes nothing.
void refused(LiarDiceState& s, const Action& a)
{
    const LiarDiceState before = s;
    QVERIFY(s.apply(a).has_value());
    QCOMPARE(s.observe(0), before.observe(0));
    QCOMPARE(s.observe(1), before.observe(1));
    QCOMPARE(s.toAct(), before.toAct());
}

/// The seat on turn picks up these dice (positions) and throws them with the faces given.
void rethrow(LiarDiceState& s, const QList<int>& dice, const Faces& after)
{
    const Seat me = s.toAct();
    for (int d : dice)
        ok(s, Action::release(d, me));
    ok(s, thrown(me, after));
}

std::string fact(const Observation& o, const std::string& name)
{
    for (const auto& [k, v] : o.facts)
        if (k == name)
            return factText(v);
    return {};
}

bool listed(const LiarDiceState& s, const Action& a)
{
    const auto legal = s.legalActions();
    return std::find(legal.begin(), legal.end(), a) != legal.end();
}

/// The faces as a list fact writes them: "6,6,1,2,3".
std::string commas(const Faces& faces)
{
    std::string t;
    for (int f : faces)
        t += (t.empty() ? "" : ",") + std::to_string(f);
    return t;
}

} // namespace

class TestLiarDice : public QObject
{
    Q_OBJECT

    std::shared_ptr<LiarSolver> m_small;

private slots:
    void initTestCase()
    {
        // A small table (a second or two) stands in for the full one in the bot's tests.
        m_small = std::shared_ptr<LiarSolver>(makeLiarSolver());
        m_small->solve(200'000, 7);
    }

    /// "Zu Beginn einer Partie wirft jeder der beiden Spieler einen Würfel; der Spieler mit dem
    /// höheren Zeichen wird Caller."
    void theHigherDrawCalls_data()
    {
        QTest::addColumn<Faces>("draws");
        QTest::addColumn<int>("caller");
        QTest::newRow("Anna's King beats Ben's Queen: Anna calls") << Faces{K, Q} << 0;
        QTest::newRow("Ben's Ace beats Anna's Nine: Ben calls") << Faces{N, A} << 1;
        QTest::newRow("equal dice are thrown again") << Faces{J, J, T, Q} << 1;
    }
    void theHigherDrawCalls()
    {
        QFETCH(Faces, draws);
        QFETCH(int, caller);
        LiarDiceState s(2, 3, 1, {"Anna", "Ben"});
        for (int f : draws)
            chance(s, {f});
        QCOMPARE(s.phase(), LiarDiceState::Phase::DealThrow);
        QCOMPARE(s.caller(), caller);
        deal(s, {N, T, J, Q, A}, {N, T, J, Q, A});
        QCOMPARE(s.toAct(), caller);
    }

    /// "Der Caller braucht den Wurf nicht korrekt anzusagen, er muss aber eine genaue Ansage abgeben":
    /// any of the 252 exact hands, and nothing else — no doubt, no throw before the first call.
    void theCallerAnnouncesAnyExactHand()
    {
        LiarDiceState s = twoPlayers();
        deal(s, {N, N, J, Q, A}, {T, T, T, K, A});
        const auto legal = s.legalActions();
        QCOMPARE(legal.size(), std::size_t(252));
        for (const Action& a : legal)
            QCOMPARE(a.type, Action::Type::Announce);
        refused(s, Action::doubting(true));
        refused(s, Action::release(0, 0));
        // A bluff: three Tens, an Ace and a Queen, with a pair of Nines under the cup.
        ok(s, Action::announce(handOf({T, T, T, A, Q})));
        QCOMPARE(s.toAct(), 1);
        QCOMPARE(s.phase(), LiarDiceState::Phase::Respond);
    }

    /// "Ist der Wurf von geringerem Wert als angesagt, so hat der Caller verloren, ist der Wurf korrekt
    /// angesagt oder sogar von höherem Wert, so gewinnt der Caller."
    void aDoubtShowsTheCallersDice_data()
    {
        QTest::addColumn<Faces>("cup");
        QTest::addColumn<Faces>("announced");
        QTest::addColumn<int>("winner");
        QTest::newRow("the dice lower than announced: the caller loses")
            << Faces{T, T, N, Q, A} << Faces{T, T, T, A, Q} << 1;
        QTest::newRow("announced correctly: the caller wins")
            << Faces{T, T, T, A, Q} << Faces{T, T, T, A, Q} << 0;
        QTest::newRow("even higher than announced: the caller wins")
            << Faces{K, K, K, T, T} << Faces{T, T, T, A, Q} << 0;
        // "so schlagen z. B. Drei Zehner, ein Ass und eine Dame eine Hand von Drei Zehner, ein Ass und
        // eine Neun".
        QTest::newRow("three Tens, an Ace and a Queen hold against three Tens, an Ace and a Nine")
            << Faces{T, T, T, A, Q} << Faces{T, T, T, A, N} << 0;
        QTest::newRow("three Tens, an Ace and a Nine fail against three Tens, an Ace and a Queen")
            << Faces{T, T, T, A, N} << Faces{T, T, T, A, Q} << 1;
        // The order of the hands: "Full house, ein Drilling und ein Paar" above "High straight".
        QTest::newRow("a full house holds where the high straight was announced")
            << Faces{N, N, N, T, T} << Faces{T, J, Q, K, A} << 0;
        QTest::newRow("the low straight K-D-B-10-9 fails against the high straight A-K-D-B-10")
            << Faces{N, T, J, Q, K} << Faces{T, J, Q, K, A} << 1;
        QTest::newRow("the low straight holds against three Aces")
            << Faces{N, T, J, Q, K} << Faces{A, A, A, K, Q} << 0;
        QTest::newRow("two pairs go by the highest pair: Jacks and Nines beat Tens and Nines")
            << Faces{J, J, N, N, T} << Faces{T, T, N, N, A} << 0;
        QTest::newRow("a Runt A-D-B-10-9 fails against one pair of Nines")
            << Faces{A, Q, J, T, N} << Faces{N, N, T, J, Q} << 1;
    }
    void aDoubtShowsTheCallersDice()
    {
        QFETCH(Faces, cup);
        QFETCH(Faces, announced);
        QFETCH(int, winner);
        LiarDiceState s = twoPlayers();
        deal(s, cup, {N, N, T, J, Q});
        ok(s, Action::announce(handOf(announced)));
        QVERIFY(listed(s, Action::doubting(true)));
        ok(s, Action::doubting(true));
        QCOMPARE(s.lastDealWinner(), winner);
        QCOMPARE(s.dealWins(winner), 1);
        QCOMPARE(s.dealWins(1 - winner), 0);
        // The dice that decided are shown to both.
        QCOMPARE(fact(s.observe(1), "last_shown_seat"), std::string("0"));
        QCOMPARE(fact(s.observe(1), "last_shown"), commas(cup));
        QCOMPARE(fact(s.observe(0), "last_shown"), commas(cup));
        QCOMPARE(fact(s.observe(1), "last_reason"), std::string(winner == 0 ? "call_held" : "call_failed"));
        // "Der Gewinner eines Spieles ist Caller im folgenden Spiel."
        QCOMPARE(s.caller(), winner);
        QCOMPARE(s.phase(), LiarDiceState::Phase::DealThrow);
    }

    /// After a doubt the lifted cup stays open where it stood, the announcement beside it, until the
    /// next deal's first throw; the other cup stays closed to all but its owner. The draw dice leave
    /// the table once the draw is over.
    void theDoubtedCupStaysOpenUntilTheNextThrow()
    {
        LiarDiceState s = twoPlayers();
        const auto group = [](const Observation& o, const std::string& id, Seat owner) {
            for (const auto& g : o.dice)
                if (g.id == id && g.owner == owner)
                    return std::optional<DiceGroupView>(g);
            return std::optional<DiceGroupView>();
        };
        QVERIFY(!group(s.observe(0), "draw", 0)); // Anna drew a King, Ben a Queen: the draw is over
        const Faces anna{T, T, N, Q, A}, ben{N, N, T, J, K};
        deal(s, anna, ben);
        const int call = handOf(Faces{T, T, T, A, Q});
        ok(s, Action::announce(call));
        ok(s, Action::doubting(true)); // Ben doubts rightly: Anna had only two Tens
        QCOMPARE(s.phase(), LiarDiceState::Phase::DealThrow);
        for (Seat viewer : {0, 1}) {
            const Observation o = s.observe(viewer);
            const auto lifted = group(o, "cup", 0), closed = group(o, "cup", 1);
            QVERIFY(lifted && closed);
            QVERIFY(lifted->ended && closed->ended);
            std::vector<int> faces;
            for (const auto& d : lifted->dice)
                faces.push_back(d.face);
            QCOMPARE(faces, std::vector<int>(anna.begin(), anna.end())); // open to both
            for (std::size_t d = 0; d < closed->dice.size(); ++d) {
                // Ben's cup was never lifted: Anna sees its backs, Ben his dice.
                QCOMPARE(closed->dice[d].hidden, viewer == 0);
                QCOMPARE(closed->dice[d].face, viewer == 1 ? ben[d] : 0);
            }
            QCOMPARE(o.seats[0].announcement, call);
            QCOMPARE(o.seats[1].announcement, -1);
            QVERIFY(!group(o, "draw", 0));
        }
        QCOMPARE(s.caller(), 1);
        chance(s, {K, K, A, A, N}); // the next deal's first throw (Ben's, the caller's) clears the table
        const Observation next = s.observe(1);
        QVERIFY(!group(next, "cup", 0)->ended && !group(next, "cup", 1)->ended);
        QCOMPARE(group(next, "cup", 1)->throwsMade, 1);
        QCOMPARE(group(next, "cup", 1)->dice[0].face, K);
        QCOMPARE(group(next, "cup", 0)->dice[0].face, 0); // Anna has not thrown yet
        QCOMPARE(next.seats[0].announcement, -1);
    }

    /// "Er kann die Ansage akzeptieren und nun selbst eine Kombination ansagen. Diese Ansage muss jedoch
    /// diejenige seines Gegners überbieten."
    void anAnnouncementMustBeHigher()
    {
        LiarDiceState s = twoPlayers();
        deal(s, {N, N, J, Q, A}, {T, T, T, K, A});
        ok(s, Action::announce(handOf({Q, Q, N, T, J})));
        refused(s, Action::announce(handOf({Q, Q, N, T, J})));
        refused(s, Action::announce(handOf({J, J, A, K, Q})));
        const std::array<int, 5> called{N, T, J, Q, Q};
        for (const Action& a : s.legalActions())
            if (a.type == Action::Type::Announce)
                QVERIFY(compareHands(exactHands()[std::size_t(a.hand)], called, liarDiceRules()) > 0);
        ok(s, Action::announce(handOf({Q, Q, A, N, T})));
        QCOMPARE(s.call(), handOf({Q, Q, A, N, T}));
        QCOMPARE(s.toAct(), 0);
    }

    /// "Wirft er beim ersten Wurf etwa nur One pair, so kann er z. B. drei Würfel aufnehmen … Sobald
    /// aber ein Spieler würfelt, muss er eine Ansage machen und darf sich nicht nachträglich dafür
    /// entscheiden, den gegnerischen Wurf anzuzweifeln."
    void afterThrowingAgainHeMustAnnounce()
    {
        LiarDiceState s = twoPlayers();
        deal(s, {N, N, J, Q, A}, {K, K, N, T, J});
        ok(s, Action::announce(handOf({J, J, N, T, Q})));
        // Ben keeps his pair of Kings and throws three dice.
        rethrow(s, {2, 3, 4}, {K, K, K, Q, T});
        QCOMPARE(s.throwsMade(1), 2);
        QVERIFY(!listed(s, Action::doubting(true)));
        refused(s, Action::doubting(true));
        ok(s, Action::announce(handOf({K, K, K, Q, T})));
        QCOMPARE(s.toAct(), 0);
    }

    /// "Im Laufe eines Spieles darf ein Spieler jedoch höchstens drei Mal würfeln" — the first throw
    /// counted; the caller "darf im Laufe dieses Spiels noch zweimal versuchen, seine Hand zu verbessern".
    void threeThrowsADealAtMost()
    {
        LiarDiceState s = twoPlayers();
        deal(s, {N, N, J, Q, A}, {K, K, N, T, J});
        ok(s, Action::announce(handOf({J, J, N, T, Q})));
        rethrow(s, {2}, {K, K, Q, T, J});
        rethrow(s, {2}, {K, K, A, T, J});
        QCOMPARE(s.throwsMade(1), 3);
        QVERIFY(!listed(s, Action::release(2, 1)));
        refused(s, Action::release(2, 1));
        refused(s, thrown(1, {K, K, A, T, J}));
        ok(s, Action::announce(handOf({K, K, A, T, J})));
        // The caller still has his two.
        ok(s, Action::release(0, 0));
        ok(s, thrown(0, {Q, N, J, Q, A}));
        rethrow(s, {1}, {Q, Q, J, Q, A});
        QCOMPARE(s.throwsMade(0), 3);
        QVERIFY(!listed(s, Action::release(0, 0)));
        QVERIFY(!listed(s, Action::doubting(true)));
    }

    /// A throw must pick up at least one die, and the dice left under the cup keep their faces.
    void aThrowThrowsOnlyThePickedDice()
    {
        LiarDiceState s = twoPlayers();
        deal(s, {N, N, J, Q, A}, {K, K, N, T, J});
        ok(s, Action::announce(handOf({J, J, N, T, Q})));
        QVERIFY(!listed(s, Action::throwDice(1)));
        refused(s, thrown(1, {K, K, N, T, J}));
        ok(s, Action::release(4, 1));
        refused(s, thrown(1, {A, K, N, T, A})); // the first die stayed under the cup
        refused(s, thrown(0, {N, N, J, Q, K})); // Anna's cup is not Ben's to throw
        ok(s, thrown(1, {K, K, N, T, A}));
    }

    /// Rules notes: "The number of dice a player throws again is seen by the other; the faces are not."
    void theOtherSeesHowManyDiceNotWhich()
    {
        LiarDiceState s = twoPlayers();
        deal(s, {N, N, J, Q, A}, {K, K, N, T, J});
        for (int d = 0; d < 5; ++d)
            QCOMPARE(s.observe(0).dice[1].dice[std::size_t(d)].face, 0);
        ok(s, Action::announce(handOf({J, J, N, T, Q})));
        LiarDiceState picked = s; // Ben's three dice picked up, not yet thrown: what the log is told against
        for (int d : {2, 3, 4})
            ok(picked, Action::release(d, 1));
        rethrow(s, {2, 3, 4}, {K, K, K, Q, T});
        const Observation anna = s.observe(0), ben = s.observe(1);
        QCOMPARE(anna.fact<std::vector<int>>("threw")->at(1), 3);
        QCOMPARE(anna.dice[1].throwsMade, 2);
        for (const DieView& d : anna.dice[1].dice) {
            QCOMPARE(d.face, 0);
            QVERIFY(d.hidden);
        }
        QCOMPARE(ben.dice[1].dice[2].face, K);
        for (const DieView& d : ben.dice[0].dice)
            QCOMPARE(d.face, 0);
        // So does the log, in one line for the dice picked up and thrown (issue 25: "a rethrow is one
        // line ... not 'picks up a die' N times").
        const Action benThrew = thrown(1, {K, K, K, Q, T});
        QCOMPARE(picked.describe(benThrew, 1, 0).english(), std::string("Ben throws 3 dice again."));
        const std::string toBen = picked.describe(benThrew, 1, 1).english();
        QVERIFY2(toBen.starts_with("Ben throws 3 dice again: ") && toBen.find("King") != std::string::npos,
            toBen.c_str());
        // The record tells Anna as much: Ben's throw without its faces.
        const LiarDiceDef def;
        QCOMPARE(def.redact(thrown(1, {K, K, K, Q, T}), 1, 0).faces, std::vector<int>(5, 0));
        QCOMPARE(def.redact(thrown(1, {K, K, K, Q, T}), 1, 1).faces, (std::vector<int>{K, K, K, Q, T}));
    }

    /// "Wirft ein Spieler Five aces, so hebt er den Schirm hoch, und sein Gegner darf mit den ihm
    /// eventuell noch erlaubten weiteren Würfen versuchen, ebenfalls fünf Asse zu erreichen. Gelingt ihm
    /// dies, so ist dieses Spiel unentschieden und wird wiederholt, andernfalls gewinnt der Spieler mit
    /// den fünf Assen."
    void fiveAcesAtTheStartAreChasedInVain()
    {
        LiarDiceState s = twoPlayers();
        deal(s, {A, A, A, A, A}, {A, A, K, T, N});
        QCOMPARE(s.phase(), LiarDiceState::Phase::Chase);
        QCOMPARE(s.toAct(), 1);
        QCOMPARE(s.observe(1).dice[0].dice[0].face, A); // the screen is lifted
        QVERIFY(!listed(s, Action::doubting(true)));
        rethrow(s, {2, 3, 4}, {A, A, A, T, N});
        rethrow(s, {3, 4}, {A, A, A, A, K});
        QCOMPARE(s.lastDealWinner(), 0);
        QCOMPARE(s.dealWins(0), 1);
        QCOMPARE(fact(s.observe(1), "last_reason"), std::string("five_aces"));
        QCOMPARE(fact(s.observe(1), "last_shown_seat"), std::string("0"));
        QCOMPARE(fact(s.observe(1), "last_shown"), std::string("6,6,6,6,6"));
    }
    void fiveAcesReachedTooDrawTheDeal()
    {
        LiarDiceState s = twoPlayers();
        deal(s, {A, A, A, A, A}, {A, A, K, T, N});
        rethrow(s, {2, 3, 4}, {A, A, A, A, A});
        QCOMPARE(s.lastDealWinner(), -1);
        QCOMPARE(s.dealWins(0) + s.dealWins(1), 0);
        QCOMPARE(s.deals(), 1);
        QCOMPARE(s.phase(), LiarDiceState::Phase::DealThrow); // "wird wiederholt"
        QCOMPARE(s.caller(), 0);
    }
    void theChaseMayBeGivenUp()
    {
        LiarDiceState s = twoPlayers();
        deal(s, {N, T, J, Q, K}, {A, A, A, A, A});
        QCOMPARE(s.toAct(), 0);
        ok(s, Action::stop());
        QCOMPARE(s.lastDealWinner(), 1);
        QCOMPARE(s.caller(), 1);
    }
    void fiveAcesThrownLaterWinWhenNoThrowIsLeftToChase()
    {
        LiarDiceState s = twoPlayers();
        deal(s, {N, T, J, Q, K}, {A, A, A, A, N});
        ok(s, Action::announce(handOf({N, T, J, Q, K})));
        rethrow(s, {4}, {A, A, A, A, Q});
        ok(s, Action::announce(handOf({A, A, A, A, Q})));
        rethrow(s, {0, 1, 2, 3}, {N, N, N, N, K});
        rethrow(s, {0, 1, 2, 3}, {J, J, J, J, K});
        ok(s, Action::announce(handOf({A, A, A, A, K})));
        rethrow(s, {4}, {A, A, A, A, A});
        QCOMPARE(s.lastDealWinner(), 1);
    }
    void fiveAcesOnBothSidesDrawAtOnce()
    {
        LiarDiceState s = twoPlayers();
        deal(s, {A, A, A, A, A}, {A, A, A, A, A});
        QCOMPARE(s.lastDealWinner(), -1);
        QCOMPARE(s.phase(), LiarDiceState::Phase::DealThrow);
    }

    /// Nothing is higher than five Aces: after that call only doubting is left.
    void fiveAcesAnnouncedCanOnlyBeDoubted()
    {
        LiarDiceState s = twoPlayers();
        deal(s, {N, T, J, Q, K}, {A, A, K, T, N});
        ok(s, Action::announce(handOf({A, A, A, A, A})));
        QCOMPARE(s.legalActions(), std::vector<Action>{Action::doubting(true)});
        ok(s, Action::doubting(true));
        QCOMPARE(s.lastDealWinner(), 1);
    }

    /// "Ein Spieler hat die Partie gewonnen, sobald er zwei (Best of three) oder drei (Best of five)
    /// einzelne Spiele gewonnen hat."
    void bestOfThreeOrFive_data()
    {
        QTest::addColumn<int>("bestOf");
        QTest::newRow("best of three: two deals win") << 3;
        QTest::newRow("best of five: three deals win") << 5;
    }
    void bestOfThreeOrFive()
    {
        QFETCH(int, bestOf);
        LiarDiceState s = twoPlayers(bestOf);
        const int needed = bestOf / 2 + 1;
        for (int won = 0; won < needed; ++won) {
            QVERIFY(!s.isTerminal());
            deal(s, {N, T, J, Q, K}, {N, N, T, J, Q});
            ok(s, Action::announce(handOf({N, T, J, Q, K})));
            ok(s, Action::doubting(true)); // the caller told the truth: Anna wins
            QCOMPARE(s.caller(), 0);
        }
        QVERIFY(s.isTerminal());
        QCOMPARE(s.toAct(), kNoSeat);
        QCOMPARE(s.matchWins(0), 1);
        QCOMPARE(s.result().standings.front().player, 0);
        QCOMPARE(s.status(0).english(), std::string("Anna wins the game."));
    }

    /// "In der ersten Partie treffen die beiden Teilnehmer mit den höchsten Werten aufeinander, nach
    /// jeder folgenden Partie bleibt der Gewinner an seinem Platz, während der Verlierer seinen Platz dem
    /// nächsten Spieler auf der Warteliste überlässt und sich selbst am Ende der Liste einreiht."
    void chouette()
    {
        LiarDiceState s(3, 3, 3, {"Anna", "Ben", "Carla"});
        QCOMPARE(s.phase(), LiarDiceState::Phase::OrderDraw);
        // Order dice: Anna Queen, Ben Ace, Carla Queen; Anna and Carla throw again: Nine, King.
        for (int f : {Q, A, Q, N, K})
            chance(s, {f});
        QCOMPARE(s.phase(), LiarDiceState::Phase::CallerDraw);
        QVERIFY(s.observe(0).seats[0].out); // Anna waits
        chance(s, {K}); // Ben's caller die
        chance(s, {J}); // Carla's
        QCOMPARE(s.caller(), 1);
        QCOMPARE(s.opponent(), 2);
        for (int won = 0; won < 2; ++won) { // Carla doubts Ben's truth twice: Ben wins the match
            deal(s, {N, T, J, Q, K}, {N, N, T, J, Q});
            ok(s, Action::announce(handOf({N, T, J, Q, K})));
            ok(s, Action::doubting(true));
        }
        QCOMPARE(s.matchWins(1), 1);
        // Ben stays; Carla goes to the end of the list; Anna plays.
        QCOMPARE(s.phase(), LiarDiceState::Phase::CallerDraw);
        chance(s, {N}); // Anna
        chance(s, {T}); // Ben
        QCOMPARE(s.caller(), 1);
        QCOMPARE(s.opponent(), 0);
        // Anna doubts Ben's bluff, then calls the truth herself, and Ben doubts it.
        deal(s, {N, T, J, Q, A}, {N, N, T, J, Q});
        ok(s, Action::announce(handOf({A, A, A, K, Q})));
        ok(s, Action::doubting(true));
        QCOMPARE(s.caller(), 0);
        deal(s, {N, T, J, Q, K}, {N, N, T, J, Q});
        ok(s, Action::announce(handOf({N, T, J, Q, K})));
        ok(s, Action::doubting(true));
        QCOMPARE(s.matchWins(0), 1);
        // Anna stays, Ben waits behind Carla, and Carla plays Anna.
        chance(s, {Q});
        chance(s, {J});
        QCOMPARE(s.caller(), 0);
        QCOMPARE(s.opponent(), 2);
        for (int won = 0; won < 2; ++won) {
            deal(s, {N, T, J, Q, K}, {N, N, T, J, Q});
            ok(s, Action::announce(handOf({N, T, J, Q, K})));
            ok(s, Action::doubting(true));
        }
        QVERIFY(s.isTerminal());
        QCOMPARE(s.matchesPlayed(), 3);
        QCOMPARE(s.result().standings.front().player, 0);
    }

    /// Picking up dice may be taken back; an announcement or a doubt may not.
    void onlyPickingUpIsTakenBack()
    {
        LiarDiceState s = twoPlayers();
        QVERIFY(s.mayTakeBack(Action::release(1, 1)));
        QVERIFY(s.mayTakeBack(Action::hold(1, 1)));
        QVERIFY(!s.mayTakeBack(Action::announce(3)));
        QVERIFY(!s.mayTakeBack(Action::doubting(true)));
    }

    /// The computer player decides from its seat's view alone: other dice under the other cup change
    /// neither what the seat sees nor what it does, throughout a deal up to the doubt.
    void noLeak()
    {
        const LiarBot bot(m_small, 0.0);
        const LiarDiceDef def;
        std::mt19937_64 rng(5);
        std::uniform_int_distribution<int> die(1, 6);
        // New faces for the thrown dice, never five Aces (they would be shown).
        auto fresh = [&](const std::vector<int>& current, const std::vector<bool>& throwNow) {
            std::vector<int> f = current;
            do
                for (std::size_t d = 0; d < f.size(); ++d)
                    if (throwNow[d])
                        f[d] = die(rng);
            while (f.size() == 5 && std::count(f.begin(), f.end(), A) == 5);
            return f;
        };
        int compared = 0;
        for (int game = 0; game < 40; ++game) {
            // Two games with the same actions; Ben's hidden dice differ.
            LiarDiceState a = twoPlayers(), b = twoPlayers();
            std::vector<Action> historyA, historyB;
            for (int step = 0; step < 80 && a.deals() == 0; ++step) {
                const Seat me = a.toAct();
                Action act;
                if (me == 0) { // Anna is the computer
                    QCOMPARE(a.observe(0), b.observe(0));
                    BotView va, vb;
                    va.seat = vb.seat = 0;
                    va.view = a.observe(0);
                    vb.view = b.observe(0);
                    va.legal = a.legalActions();
                    vb.legal = b.legalActions();
                    for (const Action& h : historyA)
                        va.history.push_back(def.redact(h, -1, 0));
                    for (const Action& h : historyB)
                        vb.history.push_back(def.redact(h, -1, 0));
                    QCOMPARE(va.history, vb.history);
                    act = bot.decide(va);
                    QCOMPARE(bot.decide(vb), act);
                    ++compared;
                } else if (me == 1) { // Ben plays at random, the same in both games
                    const auto legal = a.legalActions();
                    act = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
                } else
                    act = a.legalActions()[0];
                if (act.type == Action::Type::Doubt)
                    break; // the doubt shows a cup: from here the games differ
                Action actB = act;
                if (act.type == Action::Type::Throw) {
                    const auto specA = a.throwSpec(act.group), specB = b.throwSpec(act.group);
                    QVERIFY(specA && specB);
                    act.faces = fresh(specA->current, specA->thrown);
                    actB.faces = act.group == 1 ? fresh(specB->current, specB->thrown) : act.faces;
                }
                QVERIFY(!a.apply(act));
                QVERIFY(!b.apply(actB));
                historyA.push_back(act);
                historyB.push_back(actB);
            }
        }
        QVERIFY(compared > 40);
    }

    /// A policy query about a hidden-dice game cannot be replayed: the observation is all there is.
    /// Lines no game could send are answered with an error, never a crash (the probe's Liar Dice
    /// causes: a fact that should be a number, seats that are not there, a legal action twice).
    void hostilePolicyQueriesAreAnsweredWithAnError_data()
    {
        QTest::addColumn<QString>("cause");
        QTest::addColumn<QString>("message");
        QTest::newRow("the caller is not a number") << "caller abc"
                                                    << "the fact 'caller' is a whole number";
        QTest::newRow("the call is beyond any int") << "call huge"
                                                    << "the fact 'call' is a whole number";
        QTest::newRow("an observation without seats") << "no seats"
                                                      << "shows 0 seats";
        QTest::newRow("nine seats") << "nine seats"
                                    << "shows 9 seats";
        // Found by fuzzing: a call that names no hand indexed the solver's tables out of range (a
        // report of UBSan; ASan's run of this test). The level answers as it does without a view
        // of the strategy: an answer, not an error.
        QTest::newRow("a call beyond the 252 hands") << "call 300"
                                                     << "";
        QTest::newRow("a call below -1") << "call -5"
                                         << "";
        QTest::newRow("an answer to no call") << "respond without a call"
                                              << "";
        QTest::newRow("seats out of order") << "seats swapped"
                                            << "seats are listed in order";
        QTest::newRow("a legal action twice") << "twice"
                                              << "the same action twice";
        QTest::newRow("another seat's decision") << "to_act"
                                                 << "the one to act";
        QTest::newRow("a seed of -1") << "seed"
                                      << "seed is a whole number";
    }
    void hostilePolicyQueriesAreAnsweredWithAnError()
    {
        QFETCH(QString, cause);
        QFETCH(QString, message);
        const LiarDiceDef def;
        const LiarBot bot(m_small, 0.28);
        // A decision of a seeded game with more than one way to act.
        Match match(GameSetup{"liardice", def.defaultOptions(), {"Anna", "Ben"}, 3, Mode::Play, {}});
        while (!match.isFinished() && match.legalActions().size() < 3)
            QVERIFY(!match.apply(match.legalActions().front()));
        const BotView view = match.botView(match.toAct(), 1);
        const QJsonObject act = protocol::act(view, def);
        QJsonObject observation = act.value("observation").toObject();
        QJsonArray legal = act.value("legal").toArray();
        QJsonObject query{{"observation", observation}, {"legal", legal}};
        auto answer = [&] {
            return protocol::answerPolicyQuery(
                QJsonDocument(query).toJson(QJsonDocument::Compact), def, def.defaultOptions(), bot);
        };
        QVERIFY2(answer().contains("probs"), QJsonDocument(answer()).toJson().constData());
        QJsonObject facts = observation.value("facts").toObject();
        QJsonArray seats = observation.value("seats").toArray();
        if (cause == "caller abc")
            facts.insert("caller", "abc");
        else if (cause == "call huge")
            facts.insert("call", "99999999999");
        else if (cause.startsWith("call "))
            facts.insert("call", cause.mid(5).toInt()); // a number, as the game writes it
        else if (cause == "respond without a call") {
            facts.insert("phase", "respond");
            facts.remove("call");
        } else if (cause == "no seats")
            observation.remove("seats");
        else if (cause == "nine seats")
            while (seats.size() < 9)
                seats.append(QJsonObject{{"seat", seats.size()}});
        else if (cause == "seats swapped") {
            const QJsonValue first = seats[0];
            seats[0] = seats[1];
            seats[1] = first;
        } else if (cause == "twice")
            legal.append(legal.first());
        else if (cause == "to_act")
            observation.insert("to_act", 1 - observation.value("to_act").toInt());
        else if (cause == "seed")
            query.insert("seed", -1);
        if (cause != "no seats")
            observation.insert("seats", seats);
        observation.insert("facts", facts);
        query.insert("observation", observation);
        query.insert("legal", legal);
        const QJsonObject refused = answer();
        if (message.isEmpty()) {
            QVERIFY2(refused.contains("probs"), QJsonDocument(refused).toJson().constData());
            return;
        }
        QVERIFY2(
            refused.value("error").toString().contains(message), QJsonDocument(refused).toJson().constData());
    }

    /// The policy query (`knobel policy`): at every decision of seeded games, the chances of the
    /// legal actions add up to 1, the action the computer takes has a chance, a doubt has the
    /// strategy's chance of doubting, and once a keep is under way neither doubting nor announcing has
    /// a chance left.
    void policyGivesTheMixedChancesOfEachDecision_data()
    {
        QTest::addColumn<double>("mix");
        QTest::newRow("Perfect: the table alone") << 0.0;
        QTest::newRow("Good: the table mixed with the honest player") << 0.28;
    }
    void policyGivesTheMixedChancesOfEachDecision()
    {
        QFETCH(double, mix);
        const LiarBot bot(m_small, mix);
        int decisions = 0, mixed = 0, keepSteps = 0, doubts = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            GameSetup setup{"liardice", LiarDiceDef().defaultOptions(), {"Anna", "Ben"}, seed, Mode::Play,
                {"perfect", "perfect"}};
            Match match(setup);
            for (std::uint64_t step = 0; !match.isFinished() && step < 5000; ++step) {
                const Seat seat = match.toAct();
                const BotView view = match.botView(seat, step);
                const std::vector<double> p = bot.policy(view);
                QCOMPARE(p.size(), view.legal.size());
                double sum = 0;
                int positive = 0;
                for (double x : p) {
                    QVERIFY(x >= 0);
                    sum += x;
                    positive += x > 1e-12;
                }
                QVERIFY2(std::abs(sum - 1) < 1e-9, qPrintable(QString::number(sum, 'g', 12)));
                const Action act = bot.decide(view);
                const auto taken = std::find(view.legal.begin(), view.legal.end(), act) - view.legal.begin();
                QVERIFY2(p[std::size_t(taken)] > 0, "the computer took an action its policy gives no chance");
                ++decisions;
                mixed += positive > 1;

                const bool keepUnderWay = !view.history.empty()
                    && (view.history.back().type == Action::Type::Hold
                        || view.history.back().type == Action::Type::Release);
                const auto doubt = std::find(view.legal.begin(), view.legal.end(), Action::doubting(true));
                LiarSolver::View v;
                const std::string phase = view.view.fact<std::string>("phase").value_or("");
                if (doubt != view.legal.end() && phase == "respond"
                    && LiarBot::solverView(view, *m_small, v)) {
                    const double pDoubt = p[std::size_t(doubt - view.legal.begin())];
                    if (keepUnderWay) {
                        QCOMPARE(pDoubt, 0.0);
                        for (std::size_t i = 0; i < view.legal.size(); ++i)
                            if (view.legal[i].type == Action::Type::Announce)
                                QCOMPARE(p[i], 0.0);
                        ++keepSteps;
                    } else {
                        v.phase = LiarSolver::Phase::Respond;
                        QVERIFY(std::abs(pDoubt - m_small->policy(mix)(v)[LiarSolver::Doubt]) < 1e-12);
                        ++doubts;
                    }
                }
                QVERIFY(!match.apply(act));
            }
            QVERIFY(match.isFinished());
        }
        QVERIFY(decisions > 100);
        QVERIFY(mixed > 20); // the strategy mixes: the query shows it
        QVERIFY(keepSteps > 5);
        QVERIFY(doubts > 20);
        qInfo("%d decisions, %d of them mixed, %d doubts asked, %d steps of a keep under way", decisions,
            mixed, doubts, keepSteps);
    }

    /// The hint (H): at every decision a player makes — announcing, answering a call, choosing the dice
    /// to throw again — the computer's choices are ranked, each with the chance the strategy gives it,
    /// and those chances add up to the whole decision.
    void theHintRanksEveryDecision()
    {
        const LiarBot bot(m_small, 0.0);
        QMap<QString, int> ranked, unranked;
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            GameSetup setup{"liardice", LiarDiceDef().defaultOptions(), {"Anna", "Ben"}, seed, Mode::Play,
                {"perfect", "perfect"}};
            Match match(setup);
            for (std::uint64_t step = 0; !match.isFinished() && step < 5000; ++step) {
                const Seat seat = match.toAct();
                const BotView view = match.botView(seat, step);
                const QString phase
                    = QString::fromStdString(view.view.fact<std::string>("phase").value_or(""));
                const bool keepUnderWay = !view.history.empty()
                    && (view.history.back().type == Action::Type::Hold
                        || view.history.back().type == Action::Type::Release);
                if (view.legal.size() > 1 && !keepUnderWay && phase != QLatin1String("chase")) {
                    const std::vector<RankedChoice> choices = bot.rank(view);
                    (choices.empty() ? unranked : ranked)[phase] += 1;
                    double sum = 0;
                    for (const RankedChoice& c : choices) {
                        QVERIFY(
                            std::find(view.legal.begin(), view.legal.end(), c.action) != view.legal.end());
                        sum += c.value;
                    }
                    if (!choices.empty())
                        QVERIFY2(std::abs(sum - 1) < 1e-6, qPrintable(QString::number(sum)));
                }
                QVERIFY(!match.apply(bot.decide(view)));
            }
        }
        qInfo() << "ranked" << ranked << "unranked" << unranked;
        QVERIFY(ranked.value(QStringLiteral("respond")) > 20);
        QVERIFY(ranked.value(QStringLiteral("call")) >= 10);
        QVERIFY2(unranked.isEmpty(), "a decision without a hint");
    }

    /// A chouette of three asked for one match would leave the third waiting the whole session: the
    /// session lasts one match per player after the first, so that everyone plays ("nach jeder
    /// folgenden Partie … überlässt [der Verlierer] seinen Platz dem nächsten Spieler auf der Warteliste").
    void chouetteLetsEveryonePlay_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("matches");
        QTest::addColumn<int>("played");
        QTest::newRow("three players asking one match play two") << 3 << 1 << 2;
        QTest::newRow("four players asking two matches play three") << 4 << 2 << 3;
        QTest::newRow("three players asking five matches play five") << 3 << 5 << 5;
        QTest::newRow("two players asking one match play one") << 2 << 1 << 1;
    }
    void chouetteLetsEveryonePlay()
    {
        QFETCH(int, players);
        QFETCH(int, matches);
        QFETCH(int, played);
        std::vector<std::string> names;
        for (int p = 0; p < players; ++p)
            names.push_back("P" + std::to_string(p + 1));
        LiarDiceState s(players, 3, matches, names);
        std::mt19937 random(21);
        std::set<Seat> acted;
        for (int steps = 0; !s.isTerminal() && steps < 100000; ++steps) {
            const std::vector<Action> legal = s.legalActions();
            QVERIFY(!legal.empty());
            if (s.toAct() == kChance) {
                Action a = legal[0];
                a.faces.assign(a.group >= LiarDiceState::kDrawGroupBase ? 1 : 5, 0);
                for (int& f : a.faces)
                    f = int(random() % 6) + 1;
                ok(s, a);
                continue;
            }
            acted.insert(s.toAct());
            // Doubt at once where possible, else announce the lowest hand: short deals.
            const auto doubt = std::find(legal.begin(), legal.end(), Action::doubting(true));
            const auto announce = std::find_if(
                legal.begin(), legal.end(), [](const Action& a) { return a.type == Action::Type::Announce; });
            ok(s, doubt != legal.end() ? *doubt : announce != legal.end() ? *announce : legal.back());
        }
        QVERIFY(s.isTerminal());
        QCOMPARE(s.matchesPlayed(), played);
        QCOMPARE(int(acted.size()), players);
    }

    /// Every deal's end is recorded as the table saw it: the lifted cup, the call, who won; and the
    /// match's end.
    void dealEndsAreRecordedAsTheTableSawThem()
    {
        LiarDiceState s = twoPlayers();
        QVERIFY(s.outcomes().empty());
        deal(s, {N, T, J, Q, K}, {A, A, K, K, N});
        ok(s, Action::announce(handOf({A, A, A, K, K}))); // Anna bluffs: a full house over her straight
        ok(s, Action::doubting(true));
        QCOMPARE(s.outcomes().size(), std::size_t(1));
        const std::string first = s.outcomes()[0].english();
        const LiarDiceDef def;
        const HandRules rules = *def.handRules(def.defaultOptions());
        const auto phrase = [&](const Faces& f) {
            return formatHandPhrase(
                describeHand(std::vector<int>(f.begin(), f.end()), rules), DieKind::Poker);
        };
        QCOMPARE(QString::fromStdString(first),
            QString::fromStdString("Deal 1: Anna had " + phrase({N, T, J, Q, K}) + "; the announcement, "
                + phrase({A, A, A, K, K}) + ", does not hold. Ben wins the deal, Anna loses it."));
        // Ben's cup was never lifted: his hand is not in the sentence.
        QVERIFY2(first.find(phrase({A, A, K, K, N})) == std::string::npos, first.c_str());
        deal(s, {A, A, K, K, N}, {N, T, J, Q, K});
        ok(s, Action::announce(handOf({A, A, K, K, N}))); // Ben calls the truth
        ok(s, Action::doubting(true));
        QCOMPARE(s.outcomes().size(), std::size_t(3));
        QVERIFY2(s.outcomes()[1].english().find("Deal 2: Ben had ") == 0
                && s.outcomes()[1].english().find(", holds. Ben wins the deal, Anna loses it.")
                    != std::string::npos,
            s.outcomes()[1].english().c_str());
        QCOMPARE(s.outcomes()[2].english(), std::string("Ben wins the match against Anna, 2 deals to 0."));
    }

    /// Whole games under a seed, computers on every seat through the match: each computer is given
    /// its seat's view (no seed, no state), the game ends, and its record replays and reopens the same.
    void wholeSeededGamesReplay_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<QString>("bestOf");
        QTest::addColumn<QString>("matches");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("two players, best of three") << 2 << "3"
                                                    << "1" << quint64(3);
        QTest::newRow("two players, best of five") << 2 << "5"
                                                   << "1" << quint64(2026);
        QTest::newRow("three players, chouette of four matches") << 3 << "3"
                                                                 << "4" << quint64(77);
        QTest::newRow("five players, chouette of six matches") << 5 << "3"
                                                               << "6" << quint64(5);
    }
    void wholeSeededGamesReplay()
    {
        QFETCH(int, players);
        QFETCH(QString, bestOf);
        QFETCH(QString, matches);
        QFETCH(quint64, seed);
        const LiarDiceDef def;
        RuleOptions options = def.defaultOptions();
        QVERIFY(!options.set(def.options(), "best_of", bestOf.toStdString()));
        QVERIFY(!options.set(def.options(), "matches", matches.toStdString()));
        GameSetup setup{"liardice", options, {}, seed, Mode::Play, {}};
        for (int p = 0; p < players; ++p) {
            setup.players.push_back("P" + std::to_string(p + 1));
            setup.kinds.push_back(p % 2 ? "good" : "perfect");
        }
        QVERIFY(!Match::checkSetup(setup));
        Match match(setup);
        const LiarBot perfect(m_small, 0.0), good(m_small, 0.28);
        std::uint64_t decisions = 0;
        while (!match.isFinished() && decisions < 20000) {
            const Seat seat = match.toAct();
            QVERIFY(seat >= 0);
            const BotView view = match.botView(seat, decisions++);
            QVERIFY(view.full == nullptr);
            QVERIFY(!view.setup.seed.has_value());
            QCOMPARE(view.view, match.observe(seat));
            const Action act = (seat % 2 ? good : perfect).decide(view);
            const Problem p = match.apply(act);
            QVERIFY2(!p, p ? p->c_str() : "");
        }
        QVERIFY(match.isFinished());
        const auto* state = match.stateAs<LiarDiceState>();
        QVERIFY(state);
        QCOMPARE(state->matchesPlayed(), matches.toInt());
        int won = 0;
        for (Seat s = 0; s < players; ++s)
            won += state->matchWins(s);
        QCOMPARE(won, matches.toInt());

        std::string problem;
        const auto replayed = Match::replay(match.record(), problem);
        QVERIFY2(replayed, problem.c_str());
        for (Seat s = kNoSeat; s < players; ++s)
            QCOMPARE(replayed->observe(s), match.observe(s));
        QCOMPARE(replayed->result(), match.result());
        const QByteArray bytes = gamefile::write(match.record());
        const auto reopened = gamefile::read(bytes, problem);
        QVERIFY2(reopened, problem.c_str());
        QCOMPARE(reopened->record(), match.record());
        QCOMPARE(gamefile::write(reopened->record()), bytes);
        // The same seed and the same computers play the same game again.
        Match again(setup);
        std::uint64_t k = 0;
        while (!again.isFinished() && k < 20000) {
            const Seat seat = again.toAct();
            QVERIFY(!again.apply((seat % 2 ? good : perfect).decide(again.botView(seat, k++))));
        }
        QCOMPARE(again.record(), match.record());
    }

    /// A fresh install (nothing in the table folder): every level is ready without a preparation and
    /// takes its first decision within a second of processor time — the table ships with the program;
    /// nothing is built or written.
    void theFirstDecisionOfAFreshInstallComesAtOnce()
    {
        const LiarDiceDef def;
        QTemporaryDir folder;
        for (const std::string& level : def.levels()) {
            QVERIFY(!def.needsPreparation(level, def.defaultOptions()));
            const std::clock_t start = std::clock();
            const auto bot = def.makeBot(level, def.defaultOptions(),
                BotPreparation{std::filesystem::path(folder.path().toStdString()), {}, nullptr});
            QVERIFY(bot);
            Match match(
                GameSetup{"liardice", def.defaultOptions(), {"Anna", "Ben"}, 5, Mode::Play, {level, level}});
            const Action first = bot->decide(match.botView(match.toAct(), 1));
            QVERIFY(!match.apply(first));
            const double seconds = double(std::clock() - start) / CLOCKS_PER_SEC;
            qInfo("%s: %.3f s of processor time to the first decision", level.c_str(), seconds);
            // The goal is one second (0.5–0.8 s measured: bench_firstdecision); on a machine busy
            // with other work the same processor time reads up to a third more, so the test's line is
            // 1.5 s and does not fail at random.
            QVERIFY2(seconds < 1.5, qPrintable(QString::number(seconds)));
        }
        QVERIFY(QDir(folder.path()).isEmpty());
    }

    /// The bot's moves are always legal, and whole games end.
    void theBotPlaysWholeGamesLegally()
    {
        const LiarBot strong(m_small, 0.0), weak(m_small, 0.5);
        const LiarDiceDef def;
        std::mt19937_64 rng(9);
        std::uniform_int_distribution<int> die(1, 6);
        int games = 0;
        for (int game = 0; game < 20; ++game) {
            LiarDiceState s(2, 3, 1, {"Anna", "Ben"});
            std::vector<Action> history;
            for (int step = 0; step < 5000 && !s.isTerminal(); ++step) {
                Action act;
                if (s.toAct() == kChance)
                    act = s.legalActions()[0];
                else {
                    const Seat me = s.toAct();
                    BotView v;
                    v.seat = me;
                    v.view = s.observe(me);
                    v.legal = s.legalActions();
                    for (const Action& h : history)
                        v.history.push_back(def.redact(h, -1, me));
                    act = (me == 0 ? strong : weak).decide(v);
                    QVERIFY(std::find(v.legal.begin(), v.legal.end(), act) != v.legal.end());
                }
                if (act.type == Action::Type::Throw) {
                    const auto spec = s.throwSpec(act.group);
                    act.faces = spec->current;
                    for (std::size_t d = 0; d < act.faces.size(); ++d)
                        if (spec->thrown[d])
                            act.faces[d] = die(rng);
                }
                const Problem p = s.apply(act);
                QVERIFY2(!p, p ? p->c_str() : "");
                history.push_back(act);
            }
            games += s.isTerminal();
        }
        QCOMPARE(games, 20);
    }
};

QTEST_APPLESS_MAIN(TestLiarDice)
#include "tst_liardice.moc"
