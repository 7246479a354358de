// SPDX-License-Identifier: GPL-3.0-or-later
// Einer gleich zwei (seed 000) as the booklet writes it: "Jeder würfelt zehnmal. Gewertet werden nur
// diejenigen Würfe, bei denen die addierten Augen von 2 Würfeln den Augen des dritten Würfels
// entsprechen. Gültig sind z. B. die Kombinationen 2-3-5 (4 + 2 = 6) oder 1-4-5 (1 + 4 = 5). Gezählt
// werden nur die gültigen Würfe, und zwar jeweils die Augenzahl des dritten Würfels." (The scan's
// "(4 + 2 = 6)" belongs to a lost picture; 2-3-5 is 2 + 3 = 5.)
#include <QTest>

#include <cmath>

#include "engine/registry.h"
#include "gamefile.h"
#include "games/einergleichzwei/einergleichzwei.h"
#include "match.h"
#include "racetest.h"

using namespace knobel;
using namespace knobel::testing;

namespace {

GameSetup setupFor(int seats, std::uint64_t seed = 1)
{
    return raceSetup("einergleichzwei", seats, seed);
}

} // namespace

class tst_EinerGleichZwei : public QObject
{
    Q_OBJECT

private slots:
    void twoDiceAddingUpToTheThirdScoreIt_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("score");
        QTest::addColumn<QString>("said");
        // "Gültig sind z. B. die Kombinationen 2-3-5 … oder 1-4-5 (1 + 4 = 5)."
        QTest::newRow("the text's 2-3-5")
            << QList<int>{2, 3, 5} << 5 << "%1 throws 2, 3 and 5: 2 + 3 = 5 scores 5; %1 has 5.";
        QTest::newRow("the text's 1-4-5")
            << QList<int>{1, 4, 5} << 5 << "%1 throws 1, 4 and 5: 1 + 4 = 5 scores 5; %1 has 5.";
        // "die Augenzahl des dritten Würfels", in any order the dice lie
        QTest::newRow("1-1-2 scores 2")
            << QList<int>{2, 1, 1} << 2 << "%1 throws 2, 1 and 1: 1 + 1 = 2 scores 2; %1 has 2.";
        QTest::newRow("3-3-6 scores 6")
            << QList<int>{6, 3, 3} << 6 << "%1 throws 6, 3 and 3: 3 + 3 = 6 scores 6; %1 has 6.";
        // "Gewertet werden nur diejenigen Würfe, bei denen …"
        QTest::newRow("1-2-4 scores nothing") << QList<int>{
            1, 2, 4} << 0 << "%1 throws 1, 2 and 4: no two dice add up to the third; %1 stays at 0.";
        QTest::newRow("6-6-6 scores nothing") << QList<int>{
            6, 6, 6} << 0 << "%1 throws 6, 6 and 6: no two dice add up to the third; %1 stays at 0.";
    }
    void twoDiceAddingUpToTheThirdScoreIt()
    {
        QFETCH(QList<int>, faces);
        QFETCH(int, score);
        QFETCH(QString, said);
        const std::vector<int> dice(faces.begin(), faces.end());
        QCOMPARE(EinerGleichZweiDef::score(dice), score);
        EinerGleichZweiState state(setupFor(2, 3));
        const Seat seat = state.current();
        const Action action = thrown(dice[0], dice[1], dice[2]);
        QCOMPARE(QString::fromStdString(state.describe(action, seat, kNoSeat).english()),
            said.arg(QChar('A' + seat)));
        QVERIFY(!state.apply(action));
        QCOMPARE(state.totals()[std::size_t(seat)], score);
    }

    /// "Jeder würfelt zehnmal": ten rounds of one throw each, then the highest total wins.
    void everyoneThrowsTenTimes()
    {
        EinerGleichZweiState state(setupFor(2, 8));
        const std::vector<Seat> order = state.order();
        for (int round = 1; round <= 10; ++round) {
            QCOMPARE(state.round(), round);
            QVERIFY(!state.apply(thrown(1, 2, 3)));
            QVERIFY(!state.isTerminal());
            QVERIFY(!state.apply(thrown(1, 1, 2)));
        }
        QVERIFY(state.isTerminal());
        QCOMPARE(state.throwsOf(order[0]), 10);
        QCOMPARE(state.totals()[std::size_t(order[0])], 30);
        QCOMPARE(state.totals()[std::size_t(order[1])], 20);
        QCOMPARE(state.result().standings.front().player, order[0]);
        QCOMPARE(QString::fromStdString(state.outcomes().back().english()),
            QStringLiteral("%1 wins with 30 point(s).").arg(QChar('A' + order[0])));
    }

    void nonsenseIsRefusedAndChangesNothing_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<QList<int>>("faces");
        QTest::newRow("a stop") << int(Action::Type::Stop) << QList<int>{};
        QTest::newRow("two dice") << int(Action::Type::Throw) << QList<int>{1, 1};
        QTest::newRow("a seven") << int(Action::Type::Throw) << QList<int>{1, 6, 7};
    }
    void nonsenseIsRefusedAndChangesNothing()
    {
        QFETCH(int, type);
        QFETCH(QList<int>, faces);
        EinerGleichZweiState state(setupFor(2, 1));
        QVERIFY(!state.apply(thrown(2, 2, 1)));
        QCOMPARE(refusedAndUnchanged(state, type, faces), QString());
    }

    /// The expected score of a throw, counted out over the 216 throws: 35/36 (45 throws score), variance
    /// 5075/1296; whole games of the game's own code meet it within three standard errors.
    void theMeanThrowMeetsTheCountedOutValue()
    {
        int scoring = 0;
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b)
                for (int c = 1; c <= 6; ++c)
                    scoring += EinerGleichZweiDef::score({a, b, c}) > 0 ? 1 : 0;
        QCOMPARE(scoring, 45);
        QVERIFY(std::abs(EinerGleichZweiDef::expectedThrow() - 35.0 / 36) < 1e-12);
        QVERIFY(std::abs(EinerGleichZweiDef::throwVariance() - 5075.0 / 1296) < 1e-12);
        double sum = 0;
        int throws = 0;
        for (std::uint64_t seed = 1; seed <= 600; ++seed) {
            const Match match = playedOut(setupFor(3, seed));
            for (const Standing& s : match.result().standings)
                sum += s.total;
            throws += 30;
        }
        const double measured = sum / throws, se = std::sqrt(EinerGleichZweiDef::throwVariance() / throws);
        qInfo("einergleichzwei: mean throw %.4f (counted out %.4f ± %.4f over %d throws)", measured,
            EinerGleichZweiDef::expectedThrow(), se, throws);
        QVERIFY(std::abs(measured - EinerGleichZweiDef::expectedThrow()) < 3 * se);
    }

    void wholeSeededGamesReplay()
    {
        const Match match = playedOut(setupFor(3, 77));
        QCOMPARE(match.record().actions.size(), std::size_t(30));
        QCOMPARE(replaysExactly(match, setupFor(3, 77)), QString());
    }
};

QTEST_APPLESS_MAIN(tst_EinerGleichZwei)
#include "tst_einergleichzwei.moc"
