// SPDX-License-Identifier: GPL-3.0-or-later
// Gestrichene Zwölf (seed 000, "Gestrichene Zwölf") as the booklet writes it: "Jeder Spieler schreibt
// die Zahlen von 2 bis 12 nebeneinander auf ein Papier. Wer an der Reihe ist, würfelt so lange, als er
// auf seinem Zettel die geworfenen Augenzahlen durchstreichen kann. Dann kommt der nächste dran. Nur die
// Sieben darf mehrfach durchgestrichen werden. Wer zuerst alle seine Zahlen streichen konnte, zahlt an
// jeden Mitspieler so viele Chips, wie jeder noch ungestrichene Zahlen hat. Andererseits zahlt jeder
// Mitspieler an den Sieger je 10 Chips für jeden Siebenerstrich auf dessen Blatt."
#include <QTest>

#include <cmath>
#include <random>

#include "engine/registry.h"
#include "games/gestrichenezwoelf/gestrichenezwoelf.h"
#include "match.h"
#include "racetest.h"

using namespace knobel;
using namespace knobel::testing;

namespace {

GameSetup setupFor(int seats, std::uint64_t seed = 1, bool losersPay = false)
{
    GameSetup setup = raceSetup("gestrichenezwoelf", seats, seed);
    const GameDef& def = *findGameDef("gestrichenezwoelf");
    setup.options.set(def.options(), "losers_pay_unstruck", losersPay ? "true" : "false");
    return setup;
}

Problem throwDice(State& state, int first, int second)
{
    return state.apply(thrown(first, second));
}

/// Two faces that make this sum.
std::pair<int, int> facesOf(int sum)
{
    return sum <= 7 ? std::pair{1, sum - 1} : std::pair{sum - 6, 6};
}

Problem throwSum(State& state, int sum)
{
    const auto [a, b] = facesOf(sum);
    return throwDice(state, a, b);
}

/// One player's expected throws until every sum 2…12 has come (a coupon collector with unequal
/// chances): the sum over the non-empty sets S of sums of (−1)^(|S|+1) / P(S).
double exactMeanThrows()
{
    double total = 0;
    for (int set = 1; set < (1 << 11); ++set) {
        double chance = 0;
        int size = 0;
        for (int i = 0; i < 11; ++i)
            if (set & (1 << i)) {
                chance += (6 - std::abs(i + 2 - 7)) / 36.0;
                ++size;
            }
        total += (size % 2 ? 1.0 : -1.0) / chance;
    }
    return total;
}

} // namespace

class tst_GestricheneZwoelf : public QObject
{
    Q_OBJECT

private slots:
    void aTurnGoesOnWhileTheSumCanBeStruck()
    {
        // "Wer an der Reihe ist, würfelt so lange, als er auf seinem Zettel die geworfenen Augenzahlen
        // durchstreichen kann. Dann kommt der nächste dran. Nur die Sieben darf mehrfach durchgestrichen
        // werden."
        GestricheneZwoelfState state(setupFor(2));
        const Seat a = state.current();
        QVERIFY(!throwSum(state, 5));
        QCOMPARE(state.current(), a);
        QVERIFY(state.struck(a, 5));
        QVERIFY(!throwSum(state, 7));
        QVERIFY(!throwSum(state, 7)); // the 7 again: still a's turn
        QCOMPARE(state.current(), a);
        QCOMPARE(state.sevens(a), 2);
        QCOMPARE(state.turnThrows(), 3);
        Action again = Action::throwDice();
        again.faces = {2, 3};
        QCOMPARE(QString::fromStdString(state.describe(again, a, kNoSeat).english()),
            QStringLiteral("%1 throws 2 and 3, 5, struck already: the turn passes.").arg(QChar('A' + a)));
        QVERIFY(!state.apply(again)); // the 5 again: the turn passes
        QCOMPARE(state.current(), 1 - a);
        QCOMPARE(state.struckCount(a), 2);
        const Observation view = state.observe(kNoSeat);
        QCOMPARE(*view.fact<int>("trackCountedMark"), 7);
        QCOMPARE(view.fact<std::vector<int>>("trackCounts")->at(std::size_t(a)), 2);
        QCOMPARE(view.fact<std::vector<int>>("trackMarks")->front(), 2);
        QCOMPARE(view.fact<std::vector<int>>("trackStates")->at(std::size_t(11 * a + 3)), 2); // the 5
    }

    void theWinnerSettles_data()
    {
        QTest::addColumn<int>("loserStruck");
        QTest::addColumn<int>("winnersSevens");
        QTest::addColumn<bool>("losersPay");
        QTest::addColumn<int>("toWinner");
        // "zahlt an jeden Mitspieler so viele Chips, wie jeder noch ungestrichene Zahlen hat.
        // Andererseits zahlt jeder Mitspieler an den Sieger je 10 Chips für jeden Siebenerstrich"
        QTest::newRow("8 unstruck, one 7: 10 − 8") << 3 << 1 << false << 2;
        QTest::newRow("11 unstruck, one 7: the winner pays 1 on balance") << 0 << 1 << false << -1;
        QTest::newRow("3 unstruck, three 7s: 30 − 3") << 8 << 3 << false << 27;
        QTest::newRow("losers_pay_unstruck: 8 unstruck and one 7: 10 + 8") << 3 << 1 << true << 18;
    }
    void theWinnerSettles()
    {
        QFETCH(int, loserStruck);
        QFETCH(int, winnersSevens);
        QFETCH(bool, losersPay);
        QFETCH(int, toWinner);
        // The settlement alone, for seats 0 (the winner) and 1.
        const std::vector<Payment> payments
            = gestricheneZwoelfPayments(0, {0, 11 - loserStruck}, winnersSevens, losersPay);
        QCOMPARE(payments.size(), std::size_t(1));
        QCOMPARE(payments.front(), toWinner > 0 ? (Payment{1, 0, toWinner}) : (Payment{0, 1, -toWinner}));
        if (loserStruck == 0)
            return; // a turn's first throw always strikes: a list with nothing struck is not played
        GestricheneZwoelfState state(setupFor(2, 5, losersPay));
        const Seat winner = state.current();
        const Seat loser = 1 - winner;
        // The winner strikes 2 … 6, then gives the turn away with a second 2.
        for (int sum : {2, 3, 4, 5, 6})
            QVERIFY(!throwSum(state, sum));
        QVERIFY(!throwSum(state, 2));
        // The loser strikes its numbers (never the 7), then gives the turn back with a second 2.
        const int loserSums[] = {2, 3, 4, 5, 6, 8, 9, 10, 11, 12};
        for (int i = 0; i < loserStruck; ++i)
            QVERIFY(!throwSum(state, loserSums[i]));
        QVERIFY(!throwSum(state, 2));
        QCOMPARE(state.current(), winner);
        for (int s = 0; s < winnersSevens; ++s)
            QVERIFY(!throwSum(state, 7));
        for (int sum : {8, 9, 10, 11, 12})
            QVERIFY(!throwSum(state, sum));
        QVERIFY(state.isTerminal());
        QCOMPARE(state.winner(), winner);
        QCOMPARE(state.struckCount(loser), loserStruck);
        QCOMPARE(state.ledger().balance(winner), toWinner);
        QCOMPARE(state.ledger().balance(loser), -toWinner);
        QCOMPARE(state.result().standings.front().player, winner);
        QCOMPARE(state.outcomes().size(), std::size_t(1));
    }

    /// One player's throws until all eleven are struck, with the game's own rules, against the
    /// coupon collector's exact mean, within three standard errors. Each throw counts, also the one that
    /// passes the turn.
    void meanThrowsToFinishMeetsTheCollectorsMean()
    {
        const double exact = exactMeanThrows();
        const int games = 20000;
        std::mt19937_64 random(12);
        std::uniform_int_distribution<int> die(1, 6);
        double sum = 0, squares = 0;
        for (int g = 0; g < games; ++g) {
            GestricheneZwoelfState state(setupFor(2, std::uint64_t(g)));
            const Seat runner = state.current();
            int throws = 0;
            while (!state.isTerminal()) {
                if (state.current() == runner) {
                    QVERIFY(!throwDice(state, die(random), die(random)));
                    ++throws;
                } else {
                    QVERIFY(!throwSum(state, 2)); // strikes its 2 once, then passes at once
                }
            }
            sum += throws;
            squares += double(throws) * throws;
        }
        const double mean = sum / games;
        const double standardError = std::sqrt((squares / games - mean * mean) / games);
        qInfo("Gestrichene Zwölf: %.3f throws to strike all over %d games; exact %.3f (standard error %.3f)",
            mean, games, exact, standardError);
        QVERIFY2(std::abs(mean - exact) < 3 * standardError, qPrintable(QString::number(mean)));
    }

    void aWholeGameReplaysAndSumsToZero()
    {
        for (bool losersPay : {false, true}) {
            Match match(setupFor(3, 8, losersPay));
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
        }
        QVERIFY(findGameDef("gestrichenezwoelf")->levels().empty());
    }
};

QTEST_APPLESS_MAIN(tst_GestricheneZwoelf)
#include "tst_gestrichenezwoelf.moc"
