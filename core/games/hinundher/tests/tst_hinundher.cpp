// SPDX-License-Identifier: GPL-3.0-or-later
// Hin und her (seed 000, "Hin und her") as the booklet writes it: "Jeder Spieler schreibt die Ziffern
// von 1 bis 6 untereinander auf ein Papier. Reihum wird gewürfelt. Die geworfene Augenzahl wird
// durchgestrichen. Ist diese Ziffer aber bereits gestrichen, muß sie wieder neu angeschrieben werden.
// Gewonnen hat, wer zuerst alle Ziffern durchstreichen konnte."
#include <QTest>

#include <cmath>
#include <random>

#include "engine/registry.h"
#include "games/hinundher/hinundher.h"
#include "match.h"
#include "racetest.h"

using namespace knobel;
using namespace knobel::testing;

namespace {

/// The expected throws from no number struck to all six: from k struck a throw strikes one more with
/// chance (6 − k)/6 and writes one again with chance k/6, so the wait T(k) to go from k to k + 1 is
/// T(k) = (6 + k·T(k − 1)) / (6 − k), T(0) = 1; their sum is 83.2.
double exactMeanThrows()
{
    double total = 0;
    double wait = 0;
    for (int k = 0; k < 6; ++k) {
        wait = (6.0 + k * wait) / (6.0 - k);
        total += wait;
    }
    return total;
}

} // namespace

class tst_HinUndHer : public QObject
{
    Q_OBJECT

private slots:
    void aThrowStrikesOrWritesAgain_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<QList<int>>("struck");
        // "Die geworfene Augenzahl wird durchgestrichen."
        QTest::newRow("a 4 strikes the 4") << QList<int>{4} << QList<int>{4};
        // "Ist diese Ziffer aber bereits gestrichen, muß sie wieder neu angeschrieben werden."
        QTest::newRow("a second 4 writes it again") << QList<int>{4, 4} << QList<int>{};
        QTest::newRow("4, 2, 4: the 2 stays struck") << QList<int>{4, 2, 4} << QList<int>{2};
        QTest::newRow("three 6s: struck, written, struck") << QList<int>{6, 6, 6} << QList<int>{6};
    }
    void aThrowStrikesOrWritesAgain()
    {
        QFETCH(QList<int>, faces);
        QFETCH(QList<int>, struck);
        HinUndHerState state(raceSetup("hinundher", 2));
        const Seat a = state.current();
        for (int face : faces) {
            Action t = Action::throwDice();
            t.faces = {face};
            const std::string said = state.describe(t, a, kNoSeat).english();
            QVERIFY2(
                said.find(state.struck(a, face) ? "writes it again" : "strikes it out") != std::string::npos,
                said.c_str());
            QVERIFY(!state.apply(t));
            QCOMPARE(state.current(), 1 - a); // "Reihum wird gewürfelt."
            QVERIFY(!throwFace(state, 1)); // the other seat
        }
        for (int n = 1; n <= 6; ++n)
            QCOMPARE(state.struck(a, n), struck.contains(n));
        const auto marks = state.observe(kNoSeat).fact<std::vector<int>>("trackStates");
        QVERIFY(marks);
        for (int n = 1; n <= 6; ++n)
            QCOMPARE(marks->at(std::size_t(6 * a + n - 1)), struck.contains(n) ? 2 : 0);
    }

    void theFirstWithAllStruckWins()
    {
        // "Gewonnen hat, wer zuerst alle Ziffern durchstreichen konnte."
        HinUndHerState state(raceSetup("hinundher", 3, 4));
        const Seat a = state.current();
        for (int n = 1; n <= 6; ++n) {
            QVERIFY(!state.isTerminal());
            QCOMPARE(state.current(), a);
            QVERIFY(!throwFace(state, n));
            if (n < 6) {
                QVERIFY(!throwFace(state, 1));
                QVERIFY(!throwFace(state, 1)); // the others write their 1 again and again
            }
        }
        QVERIFY(state.isTerminal());
        QCOMPARE(state.winner(), a);
        QCOMPARE(state.result().standings.front().player, a);
        QCOMPARE(state.result().standings.front().place, 1);
        QCOMPARE(state.result().standings.back().place, 2);
        QVERIFY(state.result().payments.empty());
        QCOMPARE(state.outcomes().size(), std::size_t(1));
        QVERIFY(throwFace(state, 1));
    }

    /// One player's throws from nothing struck to all six, played with the game's own rules against
    /// the closed form (83.2), within three standard errors.
    void meanThrowsToFinishMeetsTheClosedForm()
    {
        const double exact = exactMeanThrows();
        QVERIFY(std::abs(exact - 83.2) < 1e-9);
        const int games = 20000;
        std::mt19937_64 random(2);
        std::uniform_int_distribution<int> die(1, 6);
        double sum = 0, squares = 0;
        for (int g = 0; g < games; ++g) {
            HinUndHerState state(raceSetup("hinundher", 2, std::uint64_t(g)));
            const Seat runner = state.current();
            int throws = 0;
            bool other = false;
            while (!state.isTerminal()) {
                if (state.current() == runner) {
                    QVERIFY(!throwFace(state, die(random)));
                    ++throws;
                } else {
                    QVERIFY(!throwFace(state, 1)); // strikes and writes its 1 in turn: never all six
                    other = !other;
                }
            }
            sum += throws;
            squares += double(throws) * throws;
        }
        const double mean = sum / games;
        const double standardError = std::sqrt((squares / games - mean * mean) / games);
        qInfo("Hin und her: %.3f throws to finish over %d games; exact %.1f (standard error %.3f)", mean,
            games, exact, standardError);
        QVERIFY2(std::abs(mean - exact) < 3 * standardError, qPrintable(QString::number(mean)));
    }

    void refusesWhatIsNoThrow()
    {
        HinUndHerState state(raceSetup("hinundher", 2));
        const Observation before = state.observe(kNoSeat);
        QVERIFY(state.apply(Action::stop()));
        QVERIFY(throwFace(state, 0));
        QCOMPARE(state.observe(kNoSeat), before);
        QVERIFY(findGameDef("hinundher")->levels().empty());
    }
};

QTEST_APPLESS_MAIN(tst_HinUndHer)
#include "tst_hinundher.moc"
