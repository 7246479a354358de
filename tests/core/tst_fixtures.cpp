// SPDX-License-Identifier: GPL-3.0-or-later
// Real saved games (each game's fixtures/ folder) keep opening, and open as they were played; every
// registered game has a finished and an unfinished one, and its rules pages in both languages.
#include <QDir>
#include <QFile>
#include <QTest>

#include "gamefile.h"
#include "gamefolders.h"
#include "games/liardice/liardice.h"

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
    // Data-driven from the registry: a game added tomorrow fails here until it has both fixtures.
    void everyGameHasAFinishedAndAnUnfinishedFixture_data()
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<bool>("finished");
        for (const GameDef* game : allGameDefs()) {
            const QString id = QString::fromUtf8(game->id().data(), qsizetype(game->id().size()));
            QTest::addRow("%s finished", qPrintable(id)) << id << true;
            QTest::addRow("%s in progress", qPrintable(id)) << id << false;
        }
        QVERIFY(allGameDefs().size() >= 8);
    }
    void everyGameHasAFinishedAndAnUnfinishedFixture()
    {
        QFETCH(QString, gameId);
        QFETCH(bool, finished);
        const QString name = gameId
            + (finished ? QStringLiteral("-finished.knobel") : QStringLiteral("-in-progress.knobel"));
        QVERIFY2(QFile::exists(fixture(gameId, name)),
            qPrintable(QStringLiteral("core/games/%1/fixtures/%2 is missing").arg(gameId, name)));
        const auto match = fixture(qPrintable(name));
        QVERIFY2(match, qPrintable(name + QStringLiteral(" does not replay")));
        QCOMPARE(QString::fromUtf8(match->def().id().data(), qsizetype(match->def().id().size())), gameId);
        QCOMPARE(match->isFinished(), finished);
        // An unfinished game has been played a while: it is a game stopped, not one never begun.
        QVERIFY2(match->record().actions.size() >= 4, qPrintable(name));
        if (finished)
            QVERIFY(!match->result().standings.empty());
        else
            QVERIFY(match->toAct() >= 0 || match->toAct() == kChance);
    }

    void everyGameHasItsRulesPageInBothLanguages_data()
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<QString>("page");
        for (const GameDef* game : allGameDefs())
            for (const char* language : {"de", "en"}) {
                const QString id = QString::fromUtf8(game->id().data(), qsizetype(game->id().size()));
                const QString page = QStringLiteral("%1.%2.html").arg(id, QLatin1String(language));
                QTest::addRow("%s", qPrintable(page)) << id << page;
            }
    }
    void everyGameHasItsRulesPageInBothLanguages()
    {
        QFETCH(QString, gameId);
        QFETCH(QString, page);
        QFile file(gameFolder(gameId) + QStringLiteral("/rules/") + page);
        QVERIFY2(file.open(QIODevice::ReadOnly),
            qPrintable(QStringLiteral("core/games/%1/rules/%2 is missing").arg(gameId, page)));
        const QString text = QString::fromUtf8(file.readAll());
        // A page as the rules dialog reads it: the game's name as its heading, then sections.
        QVERIFY2(text.contains(QLatin1String("<h2>")), qPrintable(page));
        QVERIFY2(text.count(QLatin1String("<h3>")) >= 3, qPrintable(page));
    }

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
            QCOMPARE(
                gamefile::write(match->record(), match->realDice() ? Match::Dice::Real : Match::Dice::Drawn),
                bytes);
        }
    }

    void aGameOfRealDiceSaysSo()
    {
        // Played at a table with real dice (issue 32), typed in: a finished game of Chicago.
        const auto game = fixture("chicago-realdice.knobel");
        QVERIFY(game);
        QVERIFY(game->realDice());
        QVERIFY(game->isFinished());
        QVERIFY(game->setup().salt.empty());
    }

    void aLiarDiceOfRealCupsKeepsTheCupsClosedUntilLifted()
    {
        // Liar Dice with real dice (docs/real-dice.md): Anna's cup thrown at the table and never typed
        // ("?"), Ben's thrown by the program; Ben doubts Anna's Two Pairs and her lifted cup is typed:
        // a pair of Aces, so Ben wins the deal.
        const auto game = fixture("liardice-realdice.knobel");
        QVERIFY(game);
        QVERIFY(game->realDice());
        QCOMPARE(game->record().actions[2].faces, std::vector<int>(5, 0));
        const auto* liar = game->stateAs<LiarDiceState>();
        QVERIFY(liar);
        QCOMPARE(liar->dealWins(1), 1);
        QCOMPARE(liar->lastDealWinner(), 1);
        QCOMPARE(game->record().actions.back().group, LiarDiceState::kRevealGroupBase);
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
