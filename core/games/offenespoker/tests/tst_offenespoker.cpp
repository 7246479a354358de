// SPDX-License-Identifier: GPL-3.0-or-later
// Offenes Würfelpoker (seed 000) as the booklet writes it and the rules notes read it: every example
// of the text, a round scripted from the ante to the pot, the tie round, the aces-wild flag of Joker
// Poker, the computer's odds against closed forms and a brute force, and the levels measured.
#include <QTest>

#include <cmath>
#include <functional>
#include <map>
#include <sstream>

#include "engine/registry.h"
#include "games/offenespoker/offenespoker.h"
#include "kits/openpokerbot.h"
#include "match.h"
#include "openpokertest.h"
#include "playout.h"

using namespace knobel;

namespace {

GameSetup setupFor(int seats, const QStringList& options = {}, std::uint64_t seed = 1)
{
    return openpokertest::setupFor("offenespoker", seats, options, seed);
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

class tst_OffenesPoker : public QObject
{
    Q_OBJECT
private slots:
    void everyHandOfTheText_data()
    {
        QTest::addColumn<QString>("options");
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<int>("order");
        QTest::newRow("(1) Ein Paar: 2 Könige vor 2 Zehnern") << ""
                                                              << "K K 9 J Q"
                                                              << "T T A Q J" << 1;
        QTest::newRow("(1) Paare gleichwertig: der höchste der 3 toten Würfel") << ""
                                                                                << "K K A 9 T"
                                                                                << "K K Q J T" << 1;
        QTest::newRow("(1) bei weiterer Gleichheit der zweithöchste") << ""
                                                                      << "K K A Q 9"
                                                                      << "K K A J T" << 1;
        QTest::newRow("(1) und dann der dritthöchste") << ""
                                                       << "K K A Q T"
                                                       << "K K A Q 9" << 1;
        QTest::newRow("(2) Zwei Paare vor einem Paar") << ""
                                                       << "9 9 T T J"
                                                       << "A A K Q J" << 1;
        QTest::newRow("(2) 2 gleiche Paare: der tote Würfel entscheidet") << ""
                                                                          << "K K 9 9 A"
                                                                          << "K K 9 9 Q" << 1;
        QTest::newRow("(3) Drilling vor zwei Paaren") << ""
                                                      << "9 9 9 T J"
                                                      << "A A K K Q" << 1;
        QTest::newRow("(3) gleiche Drillinge: die toten Würfel") << ""
                                                                 << "Q Q Q A 9"
                                                                 << "Q Q Q K J" << 1;
        QTest::newRow("(4) Full House vor dem Drilling") << ""
                                                         << "9 9 9 T T"
                                                         << "A A A K Q" << 1;
        QTest::newRow("(4) gleichwertige Drillinge: der Wert des Paares") << ""
                                                                          << "J J J A A"
                                                                          << "J J J K K" << 1;
        QTest::newRow("(5) Vierling vor dem Full House") << ""
                                                         << "9 9 9 9 T"
                                                         << "A A A K K" << 1;
        QTest::newRow("(5) gleiche Vierlinge: der tote Würfel") << ""
                                                                << "T T T T A"
                                                                << "T T T T K" << 1;
        QTest::newRow("(6) Fünfling vor dem Vierling") << ""
                                                       << "9 9 9 9 9"
                                                       << "A A A A K" << 1;
        QTest::newRow("(6) die höchste Kombination überhaupt besteht aus 5 Assen") << ""
                                                                                   << "A A A A A"
                                                                                   << "K K K K K" << 1;
        QTest::newRow("absolut gleiche Kombinationen") << ""
                                                       << "K K 9 J Q"
                                                       << "Q J K 9 K" << 0;
        QTest::newRow("Schlimmstenfalls hat er Nichts geworfen") << ""
                                                                 << "9 T J Q A"
                                                                 << "9 T J Q K" << 1;
        QTest::newRow("im allgemeinen ohne Sequenzen: die Quint ist Nichts") << ""
                                                                             << "T J Q K A"
                                                                             << "9 9 T J Q" << -1;
        QTest::newRow("mit Sequenzen: über dem Drilling") << "straights=true"
                                                          << "9 T J Q K"
                                                          << "A A A K Q" << 1;
        QTest::newRow("mit Sequenzen: unter dem Full House") << "straights=true"
                                                             << "T J Q K A"
                                                             << "9 9 9 T T" << -1;
        QTest::newRow("die höhere Quint (Zehn-Bube-Dame-König-As) vor der niedrigeren") << "straights=true"
                                                                                        << "T J Q K A"
                                                                                        << "9 T J Q K" << 1;
        QTest::newRow("Joker Poker: As-As-König-König-Neun als Vierling gewertet") << "aces_wild"
                                                                                   << "A A K K 9"
                                                                                   << "Q Q Q Q T" << 1;
        QTest::newRow("Joker Poker off: As-As-König-König-Neun two pairs") << ""
                                                                           << "A A K K 9"
                                                                           << "Q Q Q 9 T" << -1;
    }
    void everyHandOfTheText()
    {
        QFETCH(QString, options);
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(int, order);
        const bool wild = options == "aces_wild";
        GameSetup setup = setupFor(2, wild || options.isEmpty() ? QStringList{} : QStringList{options});
        const OpenPokerRules rules = OffenesPokerDef::rulesFor(setup.options, wild);
        QCOMPARE(rules.hands.acesWild, wild);
        QCOMPARE(compareHands(dice(a), dice(b), rules.hands), order);
        QCOMPARE(compareHands(dice(b), dice(a), rules.hands), -order);
    }

    void theGameItselfPlaysWithoutWildAces()
    {
        const GameDef& def = *findGameDef("offenespoker");
        QCOMPARE(def.handRules(def.defaultOptions())->acesWild, false);
        QCOMPARE(def.handRules(def.defaultOptions())->straights, false);
        QCOMPARE(def.defaultOptions().number("min_stake"), 1);
        QCOMPARE(def.defaultOptions().number("max_stake"), 6);
    }

    void everyStepOfTheText_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<QString>("options");
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("expected");
        QTest::newRow("Jeder Spieler setzt den Mindesteinsatz in die Kasse")
            << 3 << "min_stake=2"
            << ""
            << "pot=6 stake=2 in=2,2,2 turn=0 phase=throwing";
        QTest::newRow("läßt dann wahlweise 1 bis 4 Würfel stehen: keiner und fünf sind zu wenig und zu viel")
            << 2 << ""
            << "t:KK9AQ !t:KKKKK h:0 h:1 h:2 h:3 h:4 !t:KK9AA r:4 t:KK9AK"
            << "turn=0 phase=throwing";
        QTest::newRow("Variante: alle fünf noch einmal") << 2 << "rethrow_all=true"
                                                         << "t:KK9AQ t:AAAAJ"
                                                         << "turn=0";
        QTest::newRow("und wirft ein drittes Mal. Damit ist seine Pokerkombination festgelegt")
            << 2 << ""
            << "t:KK9AQ h:0 h:1 t:KKJ9T t:KKKT9 !t:KKKKK"
            << "phase=betting turn=0";
        QTest::newRow("kann er den Einsatz erhöhen ... mitgehen (also auch erhöhen)")
            << 2 << ""
            << "t:KKKKQ s b:3 k"
            << "pot=8 stake=4 in=4,4 turn=1 phase=throwing";
        QTest::newRow("den höchsten Einsatz (z.B. 6 Chips) pro Spiel") << 2 << ""
                                                                       << "t:KKKKQ s !b:6 b:5 k t:AAAAA s"
                                                                       << "pot=2 chips=-6,6 round=2";
        QTest::newRow("oder passen (ausscheiden): wer allein bleibt, kassiert")
            << 3 << ""
            << "t:KKKKQ s b:2 f f"
            << "pot=3 chips=2,-1,-1 round=2 starter=0";
        QTest::newRow("wer gepasst hat, würfelt nicht mehr") << 3 << ""
                                                             << "t:KKKKQ s b:2 k f t:AAAAJ s n"
                                                             << "pot=3 chips=-3,4,-1 round=2";
        QTest::newRow("Am Ende der Runde kassiert der Spieler mit der höchsten Pokerkombination den Pott")
            << 3 << ""
            << "t:KK9AQ s n t:KKJ9T s n t:QQ9JT s n"
            << "pot=3 chips=2,-1,-1 round=2";
        QTest::newRow("Der Gewinner muß bei der nächsten Runde beginnen")
            << 3 << ""
            << "t:KK9AQ s n t:AAJ9T s n t:QQ9JT s n"
            << "round=2 starter=1 turn=1";
        QTest::newRow("gleiche Kombinationen: der Einsatz bleibt stehen, Stichrunde")
            << 3 << ""
            << "t:KK9AQ s n t:QAK9K s n t:QQ9JT s n"
            << "pot=3 tie=1 turn=0 round=1 phase=throwing";
        QTest::newRow("in der Stichrunde wird nicht erhöht; der Bessere nimmt den Pott")
            << 3 << ""
            << "t:KK9AQ s n t:QAK9K s n t:QQ9JT s n t:99999 s t:AAAAA s"
            << "pot=3 chips=-1,2,-1 round=2 starter=1 tie=0";
        QTest::newRow("nach dem höchsten Einsatz wird nicht mehr erhöht") << 2 << ""
                                                                          << "t:KKKKQ s b:5 k t:AAAAA s"
                                                                          << "pot=2 chips=-6,6";
    }
    void everyStepOfTheText()
    {
        QFETCH(int, seats);
        QFETCH(QString, options);
        QFETCH(QString, script);
        QFETCH(QString, expected);
        GameSetup setup = setupFor(seats, options.isEmpty() ? QStringList{} : QStringList{options});
        OpenPokerState state(setup, OffenesPokerDef::rulesFor(setup.options));
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

    void theTableAndTheLogSayIt()
    {
        GameSetup setup = setupFor(2);
        OpenPokerState state(setup, OffenesPokerDef::rulesFor(setup.options));
        const Seat first = state.toAct();
        const std::string who = setup.players[std::size_t(first)];
        QCOMPARE(run(state, "t:KKKKQ s"), QString());
        QCOMPARE(state.status(kNoSeat).english(), who + ", raise the stake or not.");
        const Action raise = Action::betting(BetKind::Bet, 3);
        QCOMPARE(state.describe(raise, first, kNoSeat).english(), who + " bets 3 more: the stake is now 4.");
        QCOMPARE(run(state, "b:3"), QString());
        const std::string other = setup.players[std::size_t(1 - first)];
        QCOMPARE(state.status(kNoSeat).english(), other + ", call the raise of 3 or fold.");
        QCOMPARE(
            state.observe(kNoSeat).seats[std::size_t(first)].roundLine.english(), "Four Kings and a Queen");
    }

    void jokerPokerTakesTheFlag()
    {
        // The flag of the Joker Poker preset: the same round with every Ace wild.
        GameSetup setup = setupFor(2);
        OpenPokerState state(setup, OffenesPokerDef::rulesFor(setup.options, true));
        QVERIFY(state.rules().hands.acesWild);
        QCOMPARE(run(state, "t:AAKK9 s n t:QQQQT s n"), QString());
        const Seat first = firstSeatFromSeed(setup);
        QCOMPARE(state.ledger().balance(first) + state.ledger().inPot(first), 1);
    }

    void theOddsMeetClosedForms()
    {
        // Five alike in one throw: 6/6^5. With all five free to throw again, playing for five alike
        // in three throws: 2 783 176 / 60 466 176 (the Yahtzee figure, 4.603 %).
        HandRules poker;
        poker.straights = false;
        const HandOdds free(poker, 3, 0, 4);
        double five = 0;
        HandOdds::Terminal t(exactHands().size());
        for (std::size_t h = 0; h < exactHands().size(); ++h) {
            const auto& f = exactHands()[h];
            if (f[0] == f[4]) {
                five += free.oneThrow()[h];
                t[h].value = 1;
            }
        }
        QVERIFY(std::abs(five - 6.0 / 7776) < 1e-15);
        QVERIFY(std::abs(free.fresh(t).value - 2783176.0 / 60466176.0) < 1e-12);
        // Keeping one to four as the booklet says changes nothing there: one die can always stand.
        const HandOdds booklet(poker, 3, 1, 4);
        QVERIFY(std::abs(booklet.fresh(t).value - 2783176.0 / 60466176.0) < 1e-12);
        // One throw: a follower's chance to beat the lowest hand is everything but the hands equal to it.
        const HandOdds one(poker, 1, 1, 4);
        const HandOdds::Worth lowest = one.follower(0);
        QVERIFY(std::abs(lowest.beat + lowest.tie - 1) < 1e-12);
    }

    void theKeepsAreExact()
    {
        // Brute force over every throw of the dice thrown, dice in order, against the DP: the chance
        // to end with at least three Kings from K K 9 J Q after the first throw.
        HandRules poker;
        poker.straights = false;
        const HandOdds odds(poker, 3, 1, 4);
        HandOdds::Terminal t(exactHands().size());
        for (std::size_t h = 0; h < exactHands().size(); ++h)
            t[h].value = std::count(exactHands()[h].begin(), exactHands()[h].end(), 5) >= 3 ? 1 : 0;
        const auto choices = odds.choices(dice("K K 9 J Q"), 1, t);
        QCOMPARE(choices.front().stop, false);
        QCOMPARE(choices.front().faces, dice("K K"));
        // Keep K K: two more throws of three dice, each time keeping the Kings: 1 − P(fewer than one more
        // King in two throws with the dice left), counted by brute force.
        std::function<double(int, int)> brute = [&](int kings, int left) -> double {
            if (kings >= 3)
                return 1;
            if (left == 0)
                return 0;
            const int n = 5 - kings;
            double sum = 0;
            const int outcomes = int(std::pow(6, n));
            for (int o = 0; o < outcomes; ++o) {
                int code = o, more = 0;
                for (int d = 0; d < n; ++d, code /= 6)
                    more += code % 6 == 4;
                sum += brute(kings + more, left - 1);
            }
            return sum / outcomes;
        };
        QVERIFY(std::abs(choices.front().worth.value - brute(2, 2)) < 1e-12);
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
        qInfo("offenespoker perfect vs beginner: perfect %.2f chips a game", chips["perfect"] / games);
        QVERIFY(chips["perfect"] > chips["beginner"]);
    }
};

QTEST_APPLESS_MAIN(tst_OffenesPoker)
#include "tst_offenespoker.moc"
