// SPDX-License-Identifier: GPL-3.0-or-later
// Würfelpoker with pip dice (seed 000) as the booklet writes it and the rules notes read it: every
// hand and tie of the text on pips with the One highest, a round from the stake to the pot, the
// raising variant, the odds of one throw and the levels measured.
#include <QTest>

#include <cmath>
#include <functional>
#include <map>
#include <sstream>

#include "engine/registry.h"
#include "games/augenpoker/augenpoker.h"
#include "kits/openpokerbot.h"
#include "match.h"
#include "openpokertest.h"
#include "playout.h"

using namespace knobel;

namespace {

GameSetup setupFor(int seats, const QStringList& options = {}, std::uint64_t seed = 1)
{
    return openpokertest::setupFor("augenpoker", seats, options, seed);
}

std::vector<int> dice(const QString& text)
{
    return openpokertest::facesOf(text, true);
}

QString run(OpenPokerState& state, const QString& script)
{
    return openpokertest::run(state, script, true);
}

using openpokertest::facts;

} // namespace

class tst_Augenpoker : public QObject
{
    Q_OBJECT
private slots:
    void everyHandOfTheText_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<int>("order");
        QTest::newRow("(1) Ein Paar: das mit der höheren Augenzahl gewinnt") << "5 5 1 2 3"
                                                                             << "4 4 6 2 3" << 1;
        QTest::newRow("(1) die Eins zählt über der Sechs: ein Paar Einsen schlägt ein Paar Sechsen")
            << "1 1 2 3 5"
            << "6 6 2 3 5" << 1;
        QTest::newRow("(1) gleiche Paare: der höchste der 3 toten Würfel") << "5 5 1 2 3"
                                                                           << "5 5 6 4 3" << 1;
        QTest::newRow("(1) bei weiterer Gleichheit der zweithöchste") << "5 5 6 4 2"
                                                                      << "5 5 6 3 2" << 1;
        QTest::newRow("(1) und dann der dritthöchste") << "5 5 6 4 3"
                                                       << "5 5 6 4 2" << 1;
        QTest::newRow("(2) Zwei Paare vor einem Paar") << "2 2 3 3 4"
                                                       << "1 1 6 5 4" << 1;
        QTest::newRow("(2) 2 gleiche Paare: der tote Würfel entscheidet") << "6 6 2 2 1"
                                                                          << "6 6 2 2 5" << 1;
        QTest::newRow("(3) Drilling vor zwei Paaren") << "2 2 2 3 4"
                                                      << "1 1 6 6 5" << 1;
        QTest::newRow("(3) gleiche Drillinge: die toten Würfel") << "4 4 4 1 2"
                                                                 << "4 4 4 6 5" << 1;
        QTest::newRow("(4) Sequenz vor dem Drilling") << "2 3 4 5 6"
                                                      << "1 1 1 6 5" << 1;
        QTest::newRow("(4) 1-2-3-4-5 ist höher als 2-3-4-5-6") << "1 2 3 4 5"
                                                               << "2 3 4 5 6" << 1;
        QTest::newRow("(5) Full House vor der Sequenz") << "2 2 2 3 3"
                                                        << "1 2 3 4 5" << 1;
        QTest::newRow("(5) gleichwertige Drillinge: der Wert des Paares") << "3 3 3 1 1"
                                                                          << "3 3 3 6 6" << 1;
        QTest::newRow("(6) Vier Gleiche vor dem Full House") << "2 2 2 2 3"
                                                             << "1 1 1 6 6" << 1;
        QTest::newRow("(6) gleiche Vierlinge: der tote Würfel") << "5 5 5 5 1"
                                                                << "5 5 5 5 6" << 1;
        QTest::newRow("(7) Fünf Gleiche (Poker) vor dem Vierling") << "2 2 2 2 2"
                                                                   << "1 1 1 1 6" << 1;
        QTest::newRow("(7) fünf Einsen sind die höchsten") << "1 1 1 1 1"
                                                           << "6 6 6 6 6" << 1;
        QTest::newRow("absolut gleiche Pokerkombinationen") << "5 5 1 2 3"
                                                            << "3 2 5 1 5" << 0;
    }
    void everyHandOfTheText()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(int, order);
        const HandRules rules = AugenpokerDef::rulesFor(setupFor(2).options).hands;
        QCOMPARE(compareHands(dice(a), dice(b), rules), order);
        QCOMPARE(compareHands(dice(b), dice(a), rules), -order);
    }

    void everyStepOfTheText_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<QString>("options");
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("expected");
        QTest::newRow("Jeder bezahlt an die Kasse einen gleichhohen Einsatz") << 3 << "stake=2"
                                                                              << ""
                                                                              << "pot=6 in=2,2,2 turn=0";
        QTest::newRow("dann wird reihum gewürfelt: ein Wurf, kein Erhöhen ohne Variante")
            << 2 << "raising=false"
            << "t:55123 !b:1 !s"
            << "turn=1 phase=throwing";
        QTest::newRow("Der Spieler mit der höchsten Kombination gewinnt den Pott")
            << 3 << "raising=false"
            << "t:55123 t:11234 t:66612"
            << "pot=3 chips=-1,-1,2 round=2 starter=1";
        QTest::newRow("gleiche Pokerkombinationen: der Pott wird geteilt") << 2 << "raising=false"
                                                                           << "t:55123 t:32515"
                                                                           << "pot=2 chips=0,0 round=2";
        QTest::newRow("Variante: erhöht seinen Einsatz; die anderen gehen mit") << 2 << "raising=true"
                                                                                << "t:66612 b:1 k t:55123 n"
                                                                                << "pot=2 chips=2,-2";
        QTest::newRow("Variante: erhöht um höchstens den Einsatz") << 2 << "raising=true stake=2"
                                                                   << "t:66612 !b:3 b:2 f"
                                                                   << "chips=2,-2";
        QTest::newRow("Variante: oder passen (ausscheiden)") << 3 << "raising=true"
                                                             << "t:66612 b:1 f k t:11111 n"
                                                             << "chips=-2,-1,3";
    }
    void everyStepOfTheText()
    {
        QFETCH(int, seats);
        QFETCH(QString, options);
        QFETCH(QString, script);
        QFETCH(QString, expected);
        GameSetup setup = setupFor(seats, options.split(' ', Qt::SkipEmptyParts));
        OpenPokerState state(setup, AugenpokerDef::rulesFor(setup.options));
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

    void theTableSaysItOnPips()
    {
        GameSetup setup = setupFor(2);
        OpenPokerState state(setup, AugenpokerDef::rulesFor(setup.options));
        const Seat first = state.toAct();
        QCOMPARE(run(state, "t:12345"), QString());
        QCOMPARE(state.observe(kNoSeat).seats[std::size_t(first)].roundLine.english().empty(), false);
        QCOMPARE(state.observe(kNoSeat).dice[std::size_t(first)].kind, DieKind::Pips);
    }

    void theOddsOfOneThrow()
    {
        // A straight in one throw: 2 × 5! = 240 of 7776 throws.
        const HandRules rules = AugenpokerDef::rulesFor(setupFor(2).options).hands;
        const HandOdds odds(rules, 1, 1, 4);
        double straight = 0;
        for (std::size_t h = 0; h < exactHands().size(); ++h)
            if (evaluateHand(exactHands()[h], rules).cls == HandClass::Straight)
                straight += odds.oneThrow()[h];
        QVERIFY(std::abs(straight - 240.0 / 7776) < 1e-15);
    }

    void levelsAreMeasured()
    {
        const int games = 300;
        const std::vector<std::string> order{"perfect", "beginner"};
        const auto tables = testing::everySeating(order);
        std::map<std::string, double> chips;
        for (int g = 0; g < games; ++g) {
            const auto& seated = tables[std::size_t(g) % tables.size()];
            const Match match
                = testing::playOut(setupFor(2, {"raising=true"}, 7000 + std::uint64_t(g)), seated);
            const auto& state = dynamic_cast<const OpenPokerState&>(match.state());
            for (Seat s = 0; s < 2; ++s)
                chips[seated[std::size_t(s)]] += state.ledger().balance(s);
        }
        qInfo("augenpoker raising perfect vs beginner: perfect %.2f chips a game", chips["perfect"] / games);
        QVERIFY(chips["perfect"] > chips["beginner"]);
    }
};

QTEST_APPLESS_MAIN(tst_Augenpoker)
#include "tst_augenpoker.moc"
