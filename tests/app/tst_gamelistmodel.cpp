// SPDX-License-Identifier: GPL-3.0-or-later
#include <QAbstractItemModelTester>
#include <QDirIterator>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTest>
#include <QTextDocumentFragment>

#include "gamelistmodel.h"
#include "games/registry.h"

class TestGameListModel : public QObject
{
    Q_OBJECT

private slots:
    // The rules dialog reads a page block by block: nothing of the page may be lost on the way.
    void rulesAreReadBlockByBlock_data()
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<QString>("language");
        QDirIterator pages(QStringLiteral(":/rules"));
        int count = 0;
        while (pages.hasNext()) {
            const QStringList parts = QFileInfo(pages.next()).fileName().split(u'.'); // escalero.de.html
            QTest::addRow("%s.%s", qPrintable(parts[0]), qPrintable(parts[1])) << parts[0] << parts[1];
            ++count;
        }
        QVERIFY(count >= 10);
    }
    void rulesAreReadBlockByBlock()
    {
        QFETCH(QString, gameId);
        QFETCH(QString, language);
        GameListModel model;
        const QVariantList blocks = model.rulesBlocks(gameId, language);
        QVERIFY(blocks.size() >= 5);
        // The page opens with the game's name as its heading.
        QCOMPARE(blocks.first().toMap().value("headingLevel").toInt(), 2);
        QVERIFY(!blocks.first().toMap().value("spoken").toString().isEmpty());
        // Every word of the page, in its order, is in the blocks.
        const auto words = [](const QString& html) {
            return QTextDocumentFragment::fromHtml(html).toPlainText().split(
                QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        };
        QStringList inBlocks;
        for (const QVariant& block : blocks) {
            const QVariantMap b = block.toMap();
            inBlocks << words(b.value("html").toString());
            const QString spoken = b.value("spoken").toString();
            QVERIFY2(!spoken.isEmpty() && !spoken.contains(u'<') && !spoken.contains(QLatin1String("&amp;")),
                qPrintable(spoken));
        }
        QCOMPARE(inBlocks, words(model.rulesText(gameId, language)));
    }
    // F1 shows the page from the program's resources: every registered game has one in both languages
    // (a page written but left out of the resource list opens an empty window).
    void everyGameHasItsRulesInTheProgram_data()
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<QString>("language");
        for (const knobel::GameDef* game : knobel::allGameDefs())
            for (const char* language : {"de", "en"}) {
                const QString id = QString::fromUtf8(game->id().data(), qsizetype(game->id().size()));
                QTest::addRow("%s.%s", qPrintable(id), language) << id << QString::fromLatin1(language);
            }
    }
    void everyGameHasItsRulesInTheProgram()
    {
        QFETCH(QString, gameId);
        QFETCH(QString, language);
        GameListModel model;
        QVERIFY2(!model.rulesText(gameId, language).isEmpty(), "no rules page in the resources");
        QVERIFY(model.rulesBlocks(gameId, language).size() >= 5);
    }

    void aTableIsSpokenRowByRowWithItsHeadings()
    {
        GameListModel model;
        QString spoken;
        for (const QVariant& block : model.rulesBlocks(QStringLiteral("escalero"), QStringLiteral("en")))
            if (block.toMap().value("html").toString().startsWith(QLatin1String("<table")))
                spoken = block.toMap().value("spoken").toString();
        // The page's table: Row | Points | served, with "Straight … | 25 | 30" and an empty served cell.
        QVERIFY2(spoken.contains(QLatin1String("Straight (9-10-J-Q-K or 10-J-Q-K-A): Points 25, served 30.")),
            qPrintable(spoken));
        QVERIFY2(spoken.startsWith(QLatin1String(
                     "Nines, Tens, Jacks, Queens, Kings, Aces: Points 1, 2, 3, 4, 5, 6 for each such die. ")),
            qPrintable(spoken));
        // A dash says there is no such box: it is left out, not read as "dash".
        QVERIFY2(spoken.endsWith(QLatin1String("Five of a kind served: served 100.")), qPrintable(spoken));
    }

    void listsEveryGame()
    {
        GameListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 8);
        QStringList ids;
        for (int row = 0; row < model.rowCount(); ++row)
            ids << model.index(row).data(GameListModel::IdRole).toString();
        QCOMPARE(ids,
            (QStringList{"ohio", "sechzerspiel", "escalero", "wuerfelpoker", "pokerdice", "chicago",
                "lustigesieben", "liardice"}));
        // The new games with their family, their players and their computer levels.
        QCOMPARE(model.index(7).data(GameListModel::FamilyRole).toString(),
            QStringLiteral("Hidden dice and bluff"));
        QCOMPARE(model.index(0).data(GameListModel::FamilyRole).toString(), QStringLiteral("Score sheet"));
        QCOMPARE(model.index(6).data(GameListModel::FamilyRole).toString(), QStringLiteral("Bank and board"));
        QCOMPARE(model.index(5).data(GameListModel::DiceCountRole).toInt(), 3); // Chicago's three dice
        QCOMPARE(model.index(6).data(GameListModel::DiceCountRole).toInt(), 2);
        QCOMPARE(model.index(7).data(GameListModel::SheetColumnsRole).toInt(), 0);
        QCOMPARE(model.index(7).data(GameListModel::LevelsRole).toStringList(),
            (QStringList{"beginner", "good", "perfect"}));
        QVERIFY(!model.index(7).data(GameListModel::ScorePadRole).toBool());
        QVERIFY(model.index(0).data(GameListModel::ScorePadRole).toBool());
        QCOMPARE(model.index(3).data(GameListModel::NameRole).toString(), QStringLiteral("Würfel-Poker"));
        QCOMPARE(model.index(3).data(GameListModel::MinPlayersRole).toInt(), 2);
        QVERIFY(!model.index(2).data(GameListModel::DescriptionRole).toString().isEmpty());
        QCOMPARE(model.rowCount(model.index(0)), 0); // a list: no children
        QVERIFY(model.roleNames().values().contains("description"));
    }

    void theGamesPlayedLastComeFirst_data()
    {
        QTest::addColumn<QStringList>("recent");
        QTest::addColumn<QStringList>("shown");
        QTest::newRow("nothing played yet keeps the registry's order")
            << QStringList{}
            << QStringList{"ohio", "sechzerspiel", "escalero", "wuerfelpoker", "pokerdice", "chicago",
                   "lustigesieben", "liardice"};
        QTest::newRow("a new game played last leads")
            << QStringList{"liardice"}
            << QStringList{"liardice", "ohio", "sechzerspiel", "escalero", "wuerfelpoker", "pokerdice",
                   "chicago", "lustigesieben"};
        QTest::newRow("the game played last leads")
            << QStringList{"wuerfelpoker"}
            << QStringList{"wuerfelpoker", "ohio", "sechzerspiel", "escalero", "pokerdice", "chicago",
                   "lustigesieben", "liardice"};
        QTest::newRow("several games in the order they were played")
            << QStringList{"escalero", "ohio"}
            << QStringList{"escalero", "ohio", "sechzerspiel", "wuerfelpoker", "pokerdice", "chicago",
                   "lustigesieben", "liardice"};
        QTest::newRow("an unknown or repeated id is passed over")
            << QStringList{"chess", "sechzerspiel", "sechzerspiel"}
            << QStringList{"sechzerspiel", "ohio", "escalero", "wuerfelpoker", "pokerdice", "chicago",
                   "lustigesieben", "liardice"};
    }
    void theGamesPlayedLastComeFirst()
    {
        QFETCH(QStringList, recent);
        QFETCH(QStringList, shown);
        GameListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRecent(recent);
        QStringList ids;
        for (int row = 0; row < model.rowCount(); ++row)
            ids << model.index(row).data(GameListModel::IdRole).toString();
        QCOMPARE(ids, shown);
        // Every role follows the order: each card's picture is its own game's.
        const int wp = int(shown.indexOf("wuerfelpoker"));
        QCOMPARE(model.index(wp).data(GameListModel::SheetColumnsRole).toInt(), 3);
        QCOMPARE(model.index(wp).data(GameListModel::PokerDiceRole).toBool(), false); // pips, three columns
        QCOMPARE(model.get(wp).value("name").toString(), QStringLiteral("Würfel-Poker"));
        const int escalero = int(shown.indexOf("escalero"));
        QCOMPARE(model.index(escalero).data(GameListModel::PokerDiceRole).toBool(), true);
        QCOMPARE(model.index(escalero).data(GameListModel::DiceCountRole).toInt(), 5);
        QCOMPARE(model.index(escalero).data(GameListModel::SheetColumnsRole).toInt(), 1);
    }
};

QTEST_GUILESS_MAIN(TestGameListModel)
#include "tst_gamelistmodel.moc"
