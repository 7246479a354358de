// SPDX-License-Identifier: GPL-3.0-or-later
// Elf hoch (seed 000) as the booklet writes it: "Jeder setzt 3 Chips in den Pott. Wer als erster 11
// Augen wirft, darf alles kassieren. Wer 12 Augen wirft, muß die Kasse verdoppeln. Wer unter 11 Augen
// würfelt, muß die Differenz auf 11 in die Kasse legen."
#include <QTest>

#include <cmath>

#include "engine/registry.h"
#include "gamefile.h"
#include "games/elfhoch/elfhoch.h"
#include "match.h"
#include "racetest.h"

using namespace knobel;
using namespace knobel::testing;

class tst_ElfHoch : public QObject
{
    Q_OBJECT

private slots:
    /// "Jeder setzt 3 Chips in den Pott."
    void everyonePutsThreeChipsInThePot()
    {
        const ElfHochState state(raceSetup("elfhoch", 4, 2));
        const Observation view = state.observe(kNoSeat);
        QCOMPARE(view.pot, 12);
        for (const SeatView& seat : view.seats) {
            QCOMPARE(seat.chips, -3);
            QCOMPARE(seat.committed, 3);
        }
    }

    void aThrowPaysAsTheTextSays_data()
    {
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("second");
        QTest::addColumn<int>("paid");
        QTest::addColumn<bool>("over");
        // "Wer unter 11 Augen würfelt, muß die Differenz auf 11 in die Kasse legen."
        QTest::newRow("2 pays 9") << 1 << 1 << 9 << false;
        QTest::newRow("7 pays 4") << 3 << 4 << 4 << false;
        QTest::newRow("10 pays 1") << 4 << 6 << 1 << false;
        // "Wer 12 Augen wirft, muß die Kasse verdoppeln." (a pot of 9: pays 9)
        QTest::newRow("12 doubles the pot") << 6 << 6 << 9 << false;
        // "Wer als erster 11 Augen wirft, darf alles kassieren."
        QTest::newRow("11 takes the pot and ends the game") << 5 << 6 << -9 << true;
    }
    void aThrowPaysAsTheTextSays()
    {
        QFETCH(int, first);
        QFETCH(int, second);
        QFETCH(int, paid);
        QFETCH(bool, over);
        ElfHochState state(raceSetup("elfhoch", 3, 5));
        const Seat seat = state.current();
        QVERIFY(!state.apply(thrown(first, second)));
        QCOMPARE(state.ledger().balance(seat), -3 - paid);
        QCOMPARE(state.isTerminal(), over);
        QCOMPARE(state.ledger().pot(), over ? 0 : 9 + paid);
        QCOMPARE(state.current() != seat, !over);
    }

    void aGameIsPlayedAndSettled()
    {
        ElfHochState state(raceSetup("elfhoch", 3, 7));
        const Seat anna = state.current(), ben = (anna + 1) % 3, carl = (anna + 2) % 3;
        QVERIFY(!state.apply(thrown(2, 3))); // 5: pays 6, the pot holds 15
        // Each throw is told as the game stands before it: what it pays, and the pot it leaves.
        QCOMPARE(QString::fromStdString(state.describe(thrown(6, 6), ben, kNoSeat).english()),
            QStringLiteral("%1 throws 6 and 6, twelve: %1 doubles the pot with 15 chip(s); it holds 30.")
                .arg(QChar('A' + ben)));
        QVERIFY(!state.apply(thrown(6, 6))); // 12: pays 15, the pot holds 30
        QCOMPARE(state.ledger().pot(), 30);
        const std::string taken = state.describe(thrown(6, 5), carl, kNoSeat).english();
        QVERIFY(!state.apply(thrown(6, 5))); // 11: takes the 30
        QVERIFY(state.isTerminal());
        QVERIFY(state.legalActions().empty());
        QVERIFY(state.apply(thrown(6, 5)).has_value());
        QCOMPARE(state.ledger().balance(anna), -9);
        QCOMPARE(state.ledger().balance(ben), -18);
        QCOMPARE(state.ledger().balance(carl), 27);
        const Result result = state.result();
        QCOMPARE(result.standings.front().player, carl);
        int paid = 0;
        for (const Payment& p : result.payments) {
            QCOMPARE(p.payee, carl);
            paid += p.amount;
        }
        QCOMPARE(paid, 27);
        QCOMPARE(QString::fromStdString(taken),
            QStringLiteral("%1 throws 6 and 5, eleven: %1 takes the pot of 30 chip(s).")
                .arg(QChar('A' + carl)));
        QVERIFY(state.outcomes().empty()); // every throw said it all
    }

    void nonsenseIsRefusedAndChangesNothing_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<QList<int>>("faces");
        QTest::newRow("a stop") << int(Action::Type::Stop) << QList<int>{};
        QTest::newRow("one die") << int(Action::Type::Throw) << QList<int>{5};
        QTest::newRow("a seven") << int(Action::Type::Throw) << QList<int>{7, 4};
    }
    void nonsenseIsRefusedAndChangesNothing()
    {
        QFETCH(int, type);
        QFETCH(QList<int>, faces);
        ElfHochState state(raceSetup("elfhoch", 2, 1));
        QVERIFY(!state.apply(thrown(2, 5)));
        QCOMPARE(refusedAndUnchanged(state, type, faces), QString());
    }

    /// What ends the game is an 11, 2 of 36 throws: a game lasts 18 throws on average (a geometric
    /// count, variance (17/18) × 18²). Whole games of the game's own code meet it within three
    /// standard errors, every one of them ends, and the chips always add up to zero.
    void elevenEndsItAfterEighteenThrowsOnAverage()
    {
        const double p = 1.0 / 18, mean = 1 / p, variance = (1 - p) / (p * p);
        double sum = 0;
        int longest = 0;
        const int games = 3000;
        for (std::uint64_t seed = 1; seed <= std::uint64_t(games); ++seed) {
            const Match match = playedOut(raceSetup("elfhoch", 3, seed));
            const int throws = int(match.record().actions.size());
            sum += throws;
            longest = std::max(longest, throws);
            int chips = 0;
            for (const Standing& s : match.result().standings)
                chips += s.balance;
            QCOMPARE(chips, 0);
            QCOMPARE(match.observe(kNoSeat).pot, 0);
        }
        const double measured = sum / games, se = std::sqrt(variance / games);
        qInfo("elfhoch: %.2f throws a game (closed form %.1f ± %.2f), the longest of %d games %d", measured,
            mean, se, games, longest);
        QVERIFY(std::abs(measured - mean) < 3 * se);
    }

    void wholeSeededGamesReplay()
    {
        const Match match = playedOut(raceSetup("elfhoch", 4, 77));
        QCOMPARE(replaysExactly(match, raceSetup("elfhoch", 4, 77)), QString());
    }
};

QTEST_APPLESS_MAIN(tst_ElfHoch)
#include "tst_elfhoch.moc"
