// SPDX-License-Identifier: GPL-3.0-or-later
// Jule (seed 000, "Jule") as the booklet writes it: "Wer eine 1 würfelt, schreibt sie auf. Fällt bei
// seinen nächsten Würfeln eine 2, schreibt er sie darunter, usw., bis zur 6. Dann werden die Zahlen bei
// entsprechenden Würfeln in fallender Reihenfolge von Sechs bis Eins wieder ausgestrichen. Sieger ist,
// wer zuerst alle Zahlen aufschreiben und dann wieder durchstreichen konnte. Die Verlierer geben dem
// Gewinner für jede nicht gestrichene Zahl ein Chip."
#include <QTest>

#include <cmath>
#include <random>

#include "engine/registry.h"
#include "games/jule/jule.h"
#include "match.h"
#include "racetest.h"

using namespace knobel;
using namespace knobel::testing;

namespace {

/// A face the seat on turn does not need: its throw changes nothing.
int uselessFace(const JuleState& state)
{
    return JuleDef::needed(state.steps()[std::size_t(state.current())]) == 1 ? 2 : 1;
}

} // namespace

class tst_Jule : public QObject
{
    Q_OBJECT

private slots:
    void theNumbersAreWrittenInOrderThenStruckBack()
    {
        // "Wer eine 1 würfelt, schreibt sie auf. Fällt bei seinen nächsten Würfeln eine 2, schreibt er
        // sie darunter, usw., bis zur 6. Dann werden die Zahlen … von Sechs bis Eins wieder ausgestrichen."
        JuleState state(raceSetup("jule", 2));
        const Seat a = state.current();
        const Seat b = 1 - a;
        QCOMPARE(
            state.describe(Action::throwDice(), a, kNoSeat).english().find("throws the die"), std::size_t(2));
        // A 2 before the 1 is no use.
        Action two = Action::throwDice();
        two.faces = {2};
        QCOMPARE(QString::fromStdString(state.describe(two, a, kNoSeat).english()),
            QStringLiteral("%1 throws a 2 but needs a 1.").arg(QChar('A' + a)));
        QVERIFY(!throwFace(state, 2));
        QCOMPARE(state.steps()[std::size_t(a)], 0);
        QCOMPARE(state.current(), b); // one throw a turn
        const int expectedSteps[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
        const int faces[] = {1, 2, 3, 4, 5, 6, 6, 5, 4, 3, 2};
        for (int i = 0; i < 11; ++i) {
            QVERIFY(!throwFace(state, uselessFace(state))); // b
            QCOMPARE(state.current(), a);
            Action t = Action::throwDice();
            t.faces = {faces[i]};
            const std::string said = state.describe(t, a, kNoSeat).english();
            QVERIFY2(
                said.find(i < 6 ? "writes it down" : "strikes it out") != std::string::npos, said.c_str());
            QVERIFY(!state.apply(t));
            QCOMPARE(state.steps()[std::size_t(a)], expectedSteps[i]);
        }
        // The list as the track panel reads it: 6 … 2 struck, the 1 written, the 1 needed next.
        const Observation view = state.observe(kNoSeat);
        const auto marks = view.fact<std::vector<int>>("trackStates");
        QVERIFY(marks);
        const std::vector<int> aMarks(marks->begin() + 6 * a, marks->begin() + 6 * a + 6);
        QCOMPARE(aMarks, (std::vector<int>{1, 2, 2, 2, 2, 2}));
        QCOMPARE(view.fact<std::vector<int>>("trackNext")->at(std::size_t(a)), 1);
        QCOMPARE(view.fact<std::vector<int>>("trackMarks")->size(), std::size_t(6));
        QVERIFY(!state.isTerminal());
        QVERIFY(!throwFace(state, uselessFace(state))); // b
        QVERIFY(!throwFace(state, 1)); // a strikes the 1: done
        QVERIFY(state.isTerminal());
        QCOMPARE(state.toAct(), kNoSeat);
        QVERIFY(state.legalActions().empty());
        QVERIFY(throwFace(state, 3)); // over: refused
        QCOMPARE(state.outcomes().size(), std::size_t(1));
    }

    void losersPayForEveryNumberNotStruck_data()
    {
        QTest::addColumn<int>("loserSteps");
        QTest::addColumn<int>("chips");
        // "Die Verlierer geben dem Gewinner für jede nicht gestrichene Zahl ein Chip."
        QTest::newRow("nothing written: all six unstruck") << 0 << 6;
        QTest::newRow("1 to 4 written: six unstruck") << 4 << 6;
        QTest::newRow("all six written, none struck") << 6 << 6;
        QTest::newRow("6 and 5 struck: four unstruck") << 8 << 4;
        QTest::newRow("only the 1 left") << 11 << 1;
    }
    void losersPayForEveryNumberNotStruck()
    {
        QFETCH(int, loserSteps);
        QFETCH(int, chips);
        QCOMPARE(JuleDef::unstruck(loserSteps), chips);
        // Played: the loser reaches its steps, then the winner finishes.
        JuleState state(raceSetup("jule", 2, 3));
        const Seat winner = state.current();
        const Seat loser = 1 - winner;
        for (int step = 0; step < 12; ++step) {
            QVERIFY(!throwFace(state, JuleDef::needed(step))); // the winner
            if (state.isTerminal())
                break;
            const int loserNow = state.steps()[std::size_t(loser)];
            QVERIFY(
                !throwFace(state, loserNow < loserSteps ? JuleDef::needed(loserNow) : uselessFace(state)));
        }
        QVERIFY(state.isTerminal());
        QCOMPARE(state.steps()[std::size_t(loser)], std::min(loserSteps, 11));
        const Result result = state.result();
        QCOMPARE(result.payments.size(), std::size_t(1));
        QCOMPARE(result.payments.front(), (Payment{loser, winner, chips}));
        QCOMPARE(result.standings.front().player, winner);
        QCOMPARE(state.ledger().balance(winner) + state.ledger().balance(loser), 0);
    }

    void refusesWhatIsNoThrow()
    {
        JuleState state(raceSetup("jule", 3));
        const Observation before = state.observe(kNoSeat);
        QVERIFY(state.apply(Action::stop()));
        QVERIFY(throwFace(state, 7));
        Action two = Action::throwDice();
        two.faces = {1, 2};
        QVERIFY(state.apply(two));
        QCOMPARE(state.observe(kNoSeat), before);
        QCOMPARE(state.legalActions(), std::vector<Action>{Action::throwDice()});
        QVERIFY(findGameDef("jule")->levels().empty());
    }

    /// A player's throws to finish are a sum of twelve geometric waits, each for one face (chance 1/6):
    /// 12 × 6 = 72 on average, variance 12 × 30. The game's own rules, played with random dice for one
    /// seat while the other never moves, meet it within three standard errors.
    void meanThrowsToFinishMeetsTheSumOfGeometricWaits()
    {
        const double exact = JuleDef::kSteps * 6.0;
        const double variance = JuleDef::kSteps * (5.0 / 6.0) / (1.0 / 36.0);
        QCOMPARE(exact, 72.0);
        const int games = 20000;
        std::mt19937_64 random(27);
        std::uniform_int_distribution<int> die(1, 6);
        double sum = 0;
        for (int g = 0; g < games; ++g) {
            JuleState state(raceSetup("jule", 2, std::uint64_t(g)));
            const Seat runner = state.current();
            int throws = 0;
            while (!state.isTerminal()) {
                if (state.current() == runner) {
                    QVERIFY(!throwFace(state, die(random)));
                    ++throws;
                } else {
                    QVERIFY(!throwFace(state, uselessFace(state)));
                }
            }
            sum += throws;
        }
        const double mean = sum / games;
        const double standardError = std::sqrt(variance / games);
        qInfo("Jule: %.3f throws to finish over %d games; exact %.1f (standard error %.3f)", mean, games,
            exact, standardError);
        QVERIFY2(std::abs(mean - exact) < 3 * standardError, qPrintable(QString::number(mean)));
    }

    void aWholeGameReplaysFromItsRecord()
    {
        Match match(raceSetup("jule", 4, 99));
        while (!match.isFinished())
            QVERIFY(!match.apply(Action::throwDice()));
        std::string problem;
        auto again = Match::replay(match.record(), problem);
        QVERIFY2(again, problem.c_str());
        QCOMPARE(again->result(), match.result());
        int balance = 0;
        for (const Standing& s : match.result().standings)
            balance += s.balance;
        QCOMPARE(balance, 0);
        QCOMPARE(match.state().outcomes().size(), std::size_t(1));
    }
};

QTEST_APPLESS_MAIN(tst_Jule)
#include "tst_jule.moc"
