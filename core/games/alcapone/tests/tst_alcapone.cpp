// SPDX-License-Identifier: GPL-3.0-or-later
// Al Capone (seed 000) as the booklet writes it and the rules notes read it: the three scorings of
// equal hands, a round scripted from the ante to the pot, raising, the computer's odds against a
// closed form and the levels measured.
#include <QTest>

#include <cmath>
#include <functional>
#include <map>
#include <sstream>

#include "engine/registry.h"
#include "games/alcapone/alcapone.h"
#include "kits/openpokerbot.h"
#include "match.h"
#include "openpokertest.h"
#include "playout.h"

using namespace knobel;

namespace {

GameSetup setupFor(int seats, const QStringList& options = {}, std::uint64_t seed = 1)
{
    return openpokertest::setupFor("alcapone", seats, options, seed);
}

std::vector<int> dice(const QString& text)
{
    return openpokertest::facesOf(text, false);
}

QString run(OpenPokerState& state, const QString& script)
{
    return openpokertest::run(state, script, false);
}

using openpokertest::facts;

} // namespace

class tst_AlCapone : public QObject
{
    Q_OBJECT
private slots:
    void equalHandsByTheScorings_data()
    {
        QTest::addColumn<QString>("scoring");
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<int>("order");
        QTest::newRow("Wer dabei mehr erreicht: ein Paar Neunen schlägt Nichts") << "A"
                                                                                 << "9 9 T J Q"
                                                                                 << "A K Q J 9" << 1;
        QTest::newRow("Wertung A: König 13, Neun 9, As 14 (58) gegen Dame 12, Bube 11 (60)")
            << "A"
            << "K K 9 9 A"
            << "Q Q J J A" << -1;
        QTest::newRow("Wertung B: König 4, Neun 9, As 11 (37) gegen Dame 3, Bube 2 (21)") << "B"
                                                                                          << "K K 9 9 A"
                                                                                          << "Q Q J J A" << 1;
        QTest::newRow("Wertung C: König 5, Neun 1, As 11 (23) gegen Dame 4, Bube 3 (25)")
            << "C"
            << "K K 9 9 A"
            << "Q Q J J A" << -1;
        QTest::newRow("Wertung A: Zehn 10 + Bube 11 = 21 gleich Neun 9 + Dame 12: geteilt")
            << "A"
            << "A A A T J"
            << "A A A 9 Q" << 0;
        QTest::newRow("Wertung B: Bube 2 + Dame 3 = 5 gegen Neun 9 + Zehn 10 = 19") << "B"
                                                                                    << "A A A J Q"
                                                                                    << "A A A 9 T" << -1;
        QTest::newRow("Wertung C: As 11 über König 5") << "C"
                                                       << "A A A A 9"
                                                       << "K K K K 9" << 1;
    }
    void equalHandsByTheScorings()
    {
        QFETCH(QString, scoring);
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(int, order);
        const GameSetup setup = setupFor(2, {"tie_scoring=" + scoring});
        const HandRules rules = AlCaponeDef::rulesFor(setup.options).hands;
        QCOMPARE(compareHands(dice(a), dice(b), rules), order);
        QCOMPARE(compareHands(dice(b), dice(a), rules), -order);
    }

    void everyStepOfTheText_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<QString>("options");
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("expected");
        QTest::newRow("Jeder Spieler hat nur einen offenen Wurf") << 2 << ""
                                                                  << "t:KK9AQ !t:KK9AQ"
                                                                  << "phase=betting turn=0";
        QTest::newRow("Wer dabei mehr erreicht, zieht den Einsatz ein")
            << 3 << ""
            << "t:KK9AQ n t:QQJ9A n t:9TJQA n"
            << "pot=3 chips=2,-1,-1 round=2 starter=1";
        QTest::newRow("Auch bei Al Capone dürfen die Einsätze erhöht werden") << 2 << ""
                                                                              << "t:KKKAQ b:4 k t:QQJ9A n"
                                                                              << "pot=2 chips=5,-5 round=2";
        QTest::newRow("erhöht, die anderen passen") << 3 << ""
                                                    << "t:KKKAQ b:2 f f"
                                                    << "pot=3 chips=2,-1,-1";
        QTest::newRow("dieselbe Kombination, dieselben Punkte: geteilt") << 2 << ""
                                                                         << "t:AAATJ n t:AAA9Q n"
                                                                         << "pot=2 chips=0,0 round=2";
        QTest::newRow("Wertung B entscheidet anders als A") << 2 << "tie_scoring=B"
                                                            << "t:KK99A n t:QQJJA n"
                                                            << "chips=1,-1";
    }
    void everyStepOfTheText()
    {
        QFETCH(int, seats);
        QFETCH(QString, options);
        QFETCH(QString, script);
        QFETCH(QString, expected);
        GameSetup setup = setupFor(seats, options.isEmpty() ? QStringList{} : QStringList{options});
        OpenPokerState state(setup, AlCaponeDef::rulesFor(setup.options));
        const Seat first = firstSeatFromSeed(setup);
        QCOMPARE(state.toAct(), first);
        const QString problem = run(state, script);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const QStringList seen = facts(state, first);
        for (const QString& want : expected.split(' '))
            QVERIFY2(seen.contains(want), qPrintable(want + " not in: " + seen.join(' ')));
        int sum = state.ledger().pot();
        for (Seat s = 0; s < seats; ++s)
            sum += state.ledger().balance(s);
        QCOMPARE(sum, 0);
    }

    void theOddsOfOneThrow()
    {
        // One throw: a follower beats or ties the lowest hand with certainty, and the chances of one
        // throw are the 7776 throws counted.
        const GameSetup setup = setupFor(2);
        const HandOdds odds(AlCaponeDef::rulesFor(setup.options).hands, 1, 1, 4);
        double sum = 0;
        for (double p : odds.oneThrow())
            sum += p;
        QVERIFY(std::abs(sum - 1) < 1e-12);
        const HandOdds::Worth lowest = odds.follower(0);
        QVERIFY(std::abs(lowest.beat + lowest.tie - 1) < 1e-12);
        // Five alike: 6 of 7776 throws; the follower against five Aces (the highest) ties at 1/7776.
        const HandOdds::Worth top = odds.follower(odds.strengths() - 1);
        QVERIFY(std::abs(top.tie - 1.0 / 7776) < 1e-15);
        QCOMPARE(top.beat, 0.0);
    }

    void levelsAreMeasured()
    {
        const int games = 300;
        const std::vector<std::string> order{"perfect", "beginner"};
        const auto tables = testing::everySeating(order);
        std::map<std::string, double> chips;
        for (int g = 0; g < games; ++g) {
            const auto& seated = tables[std::size_t(g) % tables.size()];
            const Match match = testing::playOut(setupFor(2, {}, 7000 + std::uint64_t(g)), seated);
            const auto& state = dynamic_cast<const OpenPokerState&>(match.state());
            for (Seat s = 0; s < 2; ++s)
                chips[seated[std::size_t(s)]] += state.ledger().balance(s);
        }
        qInfo("alcapone perfect vs beginner: perfect %.2f chips a game", chips["perfect"] / games);
        QVERIFY(chips["perfect"] > chips["beginner"]);
    }
};

QTEST_APPLESS_MAIN(tst_AlCapone)
#include "tst_alcapone.moc"
