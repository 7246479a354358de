// SPDX-License-Identifier: GPL-3.0-or-later
#include <QAbstractItemModelTester>
#include <QDirIterator>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTest>
#include <QTextDocumentFragment>

#include "engine/registry.h"
#include "gamelistmodel.h"

namespace {

QString idOf(const knobel::GameDef* game)
{
    return QString::fromUtf8(game->id().data(), qsizetype(game->id().size()));
}

/// The registry's order with the recent games first (known ones, once each).
QStringList recentFirst(const QStringList& recent)
{
    QStringList ids;
    for (const QString& id : recent)
        if (knobel::findGameDef(id.toStdString()) && !ids.contains(id))
            ids << id;
    for (const knobel::GameDef* game : knobel::allGameDefs())
        if (!ids.contains(idOf(game)))
            ids << idOf(game);
    return ids;
}

} // namespace

class TestGameListModel : public QObject
{
    Q_OBJECT

private slots:
    // The rules dialog reads a page block by block: nothing of the page may be lost on the way.
    void rulesAreReadBlockByBlock_data()
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<QString>("language");
        // Every registered game has its page in both languages: a game without one fails here.
        for (const knobel::GameDef* game : knobel::allGameDefs())
            for (const char* language : {"de", "en"})
                QTest::addRow("%s.%s", qPrintable(idOf(game)), language)
                    << idOf(game) << QString::fromLatin1(language);
    }
    void rulesAreReadBlockByBlock()
    {
        QFETCH(QString, gameId);
        QFETCH(QString, language);
        GameListModel model;
        // F1 shows the page from the program's resources: a page left out of them opens an empty window.
        QVERIFY2(!model.rulesText(gameId, language).isEmpty(), "no rules page in the program's resources");
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
        const auto& games = knobel::allGameDefs();
        QCOMPARE(model.rowCount(), int(games.size()));
        QVERIFY(games.size() >= 8);
        for (int row = 0; row < model.rowCount(); ++row) {
            const knobel::GameDef& game = *games[std::size_t(row)];
            const QModelIndex index = model.index(row);
            QCOMPARE(index.data(GameListModel::IdRole).toString(), idOf(&game));
            // The list goes by the booklet: group by group, each in its place.
            if (row > 0) {
                const knobel::GameDef& before = *games[std::size_t(row - 1)];
                QVERIFY(before.listGroup() < game.listGroup()
                    || (before.listGroup() == game.listGroup() && before.listPlace() < game.listPlace()));
            }
            QVERIFY(!index.data(GameListModel::DescriptionRole).toString().isEmpty());
            QVERIFY(!index.data(GameListModel::FamilyRole).toString().isEmpty());
            QCOMPARE(index.data(GameListModel::MinPlayersRole).toInt(), game.minPlayers());
            QCOMPARE(index.data(GameListModel::MaxPlayersRole).toInt(), game.maxPlayers());
            QCOMPARE(index.data(GameListModel::ScorePadRole).toBool(), game.hasScorePad());
            QCOMPARE(index.data(GameListModel::LevelsRole).toStringList().size(), int(game.levels().size()));
            QCOMPARE(index.data(GameListModel::SheetColumnsRole).toInt() > 0, game.sheetGame() != nullptr);
            // Every game shows dice on its card.
            QVERIFY2(index.data(GameListModel::DiceCountRole).toInt() > 0, qPrintable(idOf(&game)));
        }
        // A few known facts of the games on the list.
        const auto rowOf
            = [&](const char* id) { return model.index(int(recentFirst({}).indexOf(QLatin1String(id)))); };
        QCOMPARE(rowOf("liardice").data(GameListModel::FamilyRole).toString(),
            QStringLiteral("Hidden dice and bluff"));
        QCOMPARE(rowOf("ohio").data(GameListModel::FamilyRole).toString(), QStringLiteral("Score sheet"));
        QCOMPARE(rowOf("lustigesieben").data(GameListModel::FamilyRole).toString(),
            QStringLiteral("Bank and board"));
        QCOMPARE(rowOf("chicago").data(GameListModel::DiceCountRole).toInt(), 3);
        QCOMPARE(rowOf("lustigesieben").data(GameListModel::DiceCountRole).toInt(), 2);
        QCOMPARE(rowOf("liardice").data(GameListModel::LevelsRole).toStringList(),
            (QStringList{"beginner", "good", "perfect"}));
        QCOMPARE(
            rowOf("wuerfelpoker").data(GameListModel::NameRole).toString(), QStringLiteral("Würfel-Poker"));
        QCOMPARE(rowOf("wuerfelpoker").data(GameListModel::MinPlayersRole).toInt(), 2);
        QCOMPARE(model.rowCount(model.index(0)), 0); // a list: no children
        QVERIFY(model.roleNames().values().contains("description"));
    }

    void theGamesPlayedLastComeFirst_data()
    {
        QTest::addColumn<QStringList>("recent");
        QTest::addColumn<QStringList>("shown");
        QTest::newRow("nothing played yet keeps the registry's order") << QStringList{} << recentFirst({});
        QTest::newRow("a new game played last leads") << QStringList{"liardice"} << recentFirst({"liardice"});
        QTest::newRow("the game played last leads")
            << QStringList{"wuerfelpoker"} << recentFirst({"wuerfelpoker"});
        QTest::newRow("several games in the order they were played")
            << QStringList{"escalero", "ohio"} << recentFirst({"escalero", "ohio"});
        QTest::newRow("an unknown or repeated id is passed over")
            << QStringList{"chess", "sechzerspiel", "sechzerspiel"} << recentFirst({"sechzerspiel"});
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
