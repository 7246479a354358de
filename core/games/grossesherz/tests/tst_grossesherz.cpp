// SPDX-License-Identifier: GPL-3.0-or-later
// Das große Herz (seed 000) as the booklet writes it: "Jeder zeichnet auf ein Papier ein großes Herz
// und teilt es in 6 Kammern. … Die Spieler würfeln reihum und tragen die geworfenen Augenzahlen ein.
// Kann einer die gewürfelte Zahl nicht mehr verwerten, muß er diese Augen seinem linken Nachbarn
// überlassen. Kann der sie ebenfalls nicht gebrauchen, geht die Zahl an den übernächsten usw. Wenn
// kein Spieler die weitergereichte Augenzahl verwerten kann, verfällt der Wurf. Verlierer ist, wer als
// letzter noch eine oder mehrere Herzkammern frei hat." (rules-notes.md: the loser pays every other
// player a chip; a full heart throws no more.)
#include <QTest>

#include <cmath>
#include <numeric>
#include <random>

#include "engine/registry.h"
#include "games/grossesherz/grossesherz.h"
#include "match.h"
#include "racetest.h"

using namespace knobel;
using namespace knobel::testing;

namespace {

int filled(const GrossesHerzState& state, Seat seat)
{
    const auto& heart = state.hearts()[std::size_t(seat)];
    return int(std::count(heart.begin(), heart.end(), true));
}

} // namespace

class tst_GrossesHerz : public QObject
{
    Q_OBJECT

private slots:
    void aNumberFillsItsChamberOrPassesToTheLeft_data()
    {
        QTest::addColumn<std::vector<int>>("before"); // faces thrown in turn, from the first seat
        QTest::addColumn<int>("face"); // then the seat on turn throws this
        QTest::addColumn<int>(
            "taker"); // counted from that seat: 0 itself, 1 its left neighbour, …; −1 lapses
        QTest::addColumn<QString>("said");
        // Three players: A, B, C in turn from the seed's first seat (offsets 0, 1, 2).
        QTest::newRow("a free chamber takes the number")
            << std::vector<int>{} << 4 << 0 << "%0 throws a 4 and fills the 4 of the heart.";
        // "Kann einer die gewürfelte Zahl nicht mehr verwerten, muß er diese Augen seinem linken
        // Nachbarn überlassen."
        QTest::newRow("to the left neighbour")
            << std::vector<int>{4, 1, 2} << 4 << 1 << "%0 throws a 4: the 4 goes to %1's heart.";
        // "Kann der sie ebenfalls nicht gebrauchen, geht die Zahl an den übernächsten usw."
        QTest::newRow("to the next but one")
            << std::vector<int>{4, 4, 2} << 4 << 2 << "%0 throws a 4: the 4 goes to %2's heart.";
        // "Wenn kein Spieler die weitergereichte Augenzahl verwerten kann, verfällt der Wurf."
        QTest::newRow("nobody can use it")
            << std::vector<int>{4, 4, 4} << 4 << -1 << "%0 throws a 4: nobody can use the 4.";
    }
    void aNumberFillsItsChamberOrPassesToTheLeft()
    {
        QFETCH(std::vector<int>, before);
        QFETCH(int, face);
        QFETCH(int, taker);
        QFETCH(QString, said);
        GrossesHerzState state(raceSetup("grossesherz", 3));
        const Seat first = state.current();
        QCOMPARE(throwAll(state, QList<int>(before.begin(), before.end())), QString());
        const Seat thrower = state.current();
        QCOMPARE(thrower, first); // three throws went round once
        std::vector<int> counts;
        for (Seat s = 0; s < 3; ++s)
            counts.push_back(filled(state, s));
        QString expected = said;
        for (int k = 0; k < 3; ++k)
            expected.replace(QStringLiteral("%%1").arg(k), QString(QChar('A' + (thrower + k) % 3)));
        QCOMPARE(QString::fromStdString(state.describe(thrown(face), thrower, kNoSeat).english()), expected);
        QCOMPARE(throwAll(state, {face}), QString());
        for (Seat s = 0; s < 3; ++s) {
            const bool took = taker >= 0 && s == (thrower + taker) % 3;
            QCOMPARE(filled(state, s), counts[std::size_t(s)] + (took ? 1 : 0));
        }
        const Observation view = state.observe(kNoSeat);
        QCOMPARE(*view.fact<int>("heartNumber"), face);
        QCOMPARE(*view.fact<int>("heartTaker"), taker < 0 ? -1 : (thrower + taker) % 3);
    }

    void aFullHeartThrowsNoMoreAndTheLastWithAFreeChamberPays()
    {
        GrossesHerzState state(raceSetup("grossesherz", 3));
        const Seat a = state.current();
        const Seat b = (a + 1) % 3;
        const Seat c = (a + 2) % 3;
        // Five rounds: everyone fills 1 to 5.
        QCOMPARE(throwAll(state, {1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5}), QString());
        QCOMPARE(throwAll(state, {6}), QString()); // A's heart is full: from now on the turn skips A
        QCOMPARE(filled(state, a), 6);
        QCOMPARE(state.current(), b);
        QCOMPARE(QString::fromStdString(state.describe(thrown(3), b, kNoSeat).english()),
            QStringLiteral("%1 throws a 3: nobody can use the 3.").arg(QChar('A' + b)));
        QCOMPARE(throwAll(state, {3}), QString()); // nobody can use it: it lapses
        QCOMPARE(state.current(), c);
        QCOMPARE(throwAll(state, {1}), QString());
        QCOMPARE(state.current(), b); // not A
        QVERIFY(!state.isTerminal());
        QCOMPARE(throwAll(state, {6}), QString()); // B is full: C is the last with a free chamber
        QVERIFY(state.isTerminal());
        QCOMPARE(state.loser(), c);
        QCOMPARE(state.toAct(), kNoSeat);
        // "Verlierer ist, wer als letzter noch eine oder mehrere Herzkammern frei hat": a chip to each.
        QCOMPARE(state.ledger().balance(c), -2);
        QCOMPARE(state.ledger().balance(a), 1);
        QCOMPARE(state.ledger().balance(b), 1);
        const Result result = state.result();
        int paid = 0;
        for (const Payment& p : result.payments) {
            QCOMPARE(p.payer, c);
            paid += p.amount;
        }
        QCOMPARE(paid, 2);
        QCOMPARE(result.standings.back().player, c);
        QCOMPARE(state.outcomes().size(), std::size_t(1));
        QVERIFY(state.legalActions().empty());
        QVERIFY(state.apply(thrown(1)).has_value());
    }

    void onlyAThrowOfOneDieIsTaken()
    {
        GrossesHerzState state(raceSetup("grossesherz", 2));
        const Observation before = state.observe(kNoSeat);
        Action two = Action::throwDice();
        two.faces = {1, 2};
        QVERIFY(state.apply(two).has_value());
        QVERIFY(state.apply(thrown(7)).has_value());
        QVERIFY(state.apply(Action::stop()).has_value());
        QCOMPARE(state.observe(kNoSeat), before);
    }

    /// The game always ends; how long it lasts, measured (the README's figure).
    void randomGamesEndAndChipsSumToZero()
    {
        std::mt19937 random(7);
        for (int seats : {2, 4, 8}) {
            double throws = 0;
            const int games = 2000;
            for (int g = 0; g < games; ++g) {
                GrossesHerzState state(raceSetup("grossesherz", seats, std::uint64_t(g)));
                int n = 0;
                while (!state.isTerminal() && n < 100000) {
                    QVERIFY(!state.apply(thrown(int(random() % 6) + 1)));
                    ++n;
                }
                QVERIFY(state.isTerminal());
                throws += n;
                int sum = 0;
                for (Seat s = 0; s < seats; ++s)
                    sum += state.ledger().balance(s);
                QCOMPARE(sum, 0);
            }
            qInfo("%d players: %.1f throws a game on average (%d games)", seats, throws / games, games);
        }
    }
};

QTEST_APPLESS_MAIN(tst_GrossesHerz)
#include "tst_grossesherz.moc"
