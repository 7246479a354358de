// SPDX-License-Identifier: GPL-3.0-or-later
// Real saved games (each game's fixtures/ folder) keep opening, and open as they were played.
#include <QDir>
#include <QFile>
#include <QTest>

#include "gamefile.h"
#include "gamefolders.h"

using namespace knobel;

namespace {

std::unique_ptr<Match> fixture(const char* name)
{
    QFile file(fixtureFile(QLatin1String(name)));
    if (!file.open(QIODevice::ReadOnly))
        return nullptr;
    std::string problem;
    auto match = gamefile::read(file.readAll(), problem);
    if (!match)
        qWarning("%s: %s", name, problem.c_str());
    return match;
}

} // namespace

class TestFixtures : public QObject
{
    Q_OBJECT

private slots:
    void everyFixtureOpensAndIsWrittenBackTheSame()
    {
        const QStringList files = allFixtures();
        QVERIFY(files.size() >= 4);
        for (const QString& name : files) {
            QFile file(name);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray bytes = file.readAll();
            std::string problem;
            const auto match = gamefile::read(bytes, problem);
            QVERIFY2(match, qPrintable(name + QStringLiteral(": ") + QString::fromStdString(problem)));
            QCOMPARE(gamefile::write(match->record()), bytes);
        }
    }

    void theScorePadHoldsTheSeedExamples()
    {
        // Typed into the window: Adam 8 in Damen and 30 in Full Hand, Berta's served Quint 30 and 6 Asse,
        // Cäsar 1 in Neuner and 4 in Damen (seed 000, Escalero).
        const auto pad = fixture("escalero-score-pad-seed-examples.knobel");
        QVERIFY(pad);
        QCOMPARE(pad->setup().mode, Mode::ScorePad);
        QCOMPARE(pad->sheet(0).box(0, 3), 8);
        QCOMPARE(pad->sheet(1).box(0, 6), 30);
        QCOMPARE(pad->sheet(2).box(0, 0), 1);
        const std::vector<int> totals{pad->sheet(0).total(), pad->sheet(1).total(), pad->sheet(2).total()};
        QCOMPARE(totals, (std::vector<int>{38, 36, 5}));
        // Each pays everyone above the difference: 38 − 36, 38 − 5, 36 − 5.
        QCOMPARE(pad->result().payments, (std::vector<Payment>{{1, 0, 2}, {2, 0, 33}, {2, 1, 31}}));
    }

    void theFinishedGameIsFinished()
    {
        const auto game = fixture("escalero-finished.knobel");
        QVERIFY(game);
        QVERIFY(game->isFinished());
        QCOMPARE(game->turnsTaken(), 22);
        int balance = 0;
        for (const auto& standing : game->result().standings)
            balance += standing.balance;
        QCOMPARE(balance, 0);
    }

    void theDoppelhandGameWaitsWithItsFirstHand()
    {
        // Saved by the window: Anna & Ben kept 5 1 5 4 3 as the first hand and threw 2 3 1 4 5.
        const auto game = fixture("wuerfelpoker-doppelhand-first-hand.knobel");
        QVERIFY(game);
        QVERIFY(game->sheetState().doubleHand());
        QVERIFY(game->sheetState().candidate());
        QCOMPARE(game->sheetState().candidate()->faces, (std::vector<int>{5, 1, 5, 4, 3}));
        QVERIFY(!game->sheetState().candidate()->served);
        QCOMPARE(game->dice(), (std::vector<int>{2, 3, 1, 4, 5}));
        QCOMPARE(game->currentPlayer(), 0);
        QVERIFY(game->canWrite());
        // Fives from the first hand (10), the served Straight from the second (25).
        QCOMPARE(game->preview(4), 10);
        QCOMPARE(game->preview(6), 25);
    }

    void theGameStoppedMidTurnHasItsDiceOnTheTable()
    {
        const auto game = fixture("wuerfelpoker-mid-turn.knobel");
        QVERIFY(game);
        QCOMPARE(game->currentPlayer(), 1);
        QCOMPARE(game->throwsMade(), 1);
        QCOMPARE(game->held(), (std::vector<bool>{false, false, true, false, true}));
        QCOMPARE(int(game->dice().size()), 5);
        const auto ohio = fixture("ohio-round-2.knobel");
        QVERIFY(ohio);
        QCOMPARE(ohio->throwsLeft(), 4);
        QCOMPARE(ohio->held(), (std::vector<bool>{true, false, false, false, false, true}));
    }
};

QTEST_APPLESS_MAIN(TestFixtures)
#include "tst_fixtures.moc"
