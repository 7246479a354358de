// SPDX-License-Identifier: GPL-3.0-or-later
#include <QAbstractItemModelTester>
#include <QDirIterator>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QTextDocumentFragment>

#include <algorithm>

#include "engine/registry.h"
#include "gamelistmodel.h"

namespace {

QString idOf(const knobel::GameDef* game)
{
    return QString::fromUtf8(game->id().data(), qsizetype(game->id().size()));
}

/// The recent games first (known ones, once each, at most four), then every game in the registry's
/// order, which is the booklet's.
QStringList recentFirst(const QStringList& recent)
{
    QStringList ids;
    for (const QString& id : recent)
        if (knobel::findGameDef(id.toStdString()) && !ids.contains(id)
            && ids.size() < GameListModel::kRecentShown)
            ids << id;
    for (const knobel::GameDef* game : knobel::allGameDefs())
        ids << idOf(game);
    return ids;
}

QStringList shownIds(const GameListModel& model)
{
    QStringList ids;
    for (int row = 0; row < model.rowCount(); ++row)
        ids << model.index(row).data(GameListModel::IdRole).toString();
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
                    || (before.listGroup() == game.listGroup() && before.listPlace() < game.listPlace())
                    || (before.listGroup() == game.listGroup() && before.listPlace() == game.listPlace()
                        && before.id() < game.id()));
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
        QTest::newRow("four games played last lead, not more") << QStringList{"chicago", "ohio", "liardice",
            "escalero", "pokerdice"} << recentFirst({"chicago", "ohio", "liardice", "escalero"});
    }
    void theGamesPlayedLastComeFirst()
    {
        QFETCH(QStringList, recent);
        QFETCH(QStringList, shown);
        GameListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRecent(recent);
        QCOMPARE(shownIds(model), shown);
        // The games played last are a group of their own, heading the list; each stays in its group.
        if (std::any_of(recent.begin(), recent.end(),
                [](const QString& id) { return knobel::findGameDef(id.toStdString()) != nullptr; })) {
            QCOMPARE(model.group(0).value("id").toString(), QStringLiteral("recent"));
            QCOMPARE(model.group(0).value("name").toString(), QStringLiteral("Played last"));
            QCOMPARE(model.index(0).data(GameListModel::GroupRole).toString(), QStringLiteral("recent"));
        } else {
            QVERIFY(model.group(0).value("id").toString() != QLatin1String("recent"));
        }
        // Every role follows the order: each card's picture is its own game's.
        const int wp = int(shown.lastIndexOf("wuerfelpoker"));
        QCOMPARE(model.index(wp).data(GameListModel::SheetColumnsRole).toInt(), 3);
        QCOMPARE(model.index(wp).data(GameListModel::PokerDiceRole).toBool(), false); // pips, three columns
        QCOMPARE(model.get(wp).value("name").toString(), QStringLiteral("Würfel-Poker"));
        const int escalero = int(shown.lastIndexOf("escalero"));
        QCOMPARE(model.index(escalero).data(GameListModel::PokerDiceRole).toBool(), true);
        QCOMPARE(model.index(escalero).data(GameListModel::DiceCountRole).toInt(), 5);
        QCOMPARE(model.index(escalero).data(GameListModel::SheetColumnsRole).toInt(), 1);
    }

    // The booklet's groups: each a run of rows, headed, its cards numbered from 1; the screen reader
    // hears the group and the position from these.
    void theGamesStandInTheBookletsGroups()
    {
        GameListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.groupCount() >= 3);
        int row = 0;
        QStringList seen;
        for (int g = 0; g < model.groupCount(); ++g) {
            const QVariantMap group = model.group(g);
            QCOMPARE(group.value("first").toInt(), row);
            QVERIFY(group.value("count").toInt() > 0);
            QVERIFY(!group.value("name").toString().isEmpty());
            QVERIFY2(!seen.contains(group.value("id").toString()), "a group shown twice");
            seen << group.value("id").toString();
            for (int i = 0; i < group.value("count").toInt(); ++i, ++row) {
                const QModelIndex index = model.index(row);
                QCOMPARE(index.data(GameListModel::GroupRole).toString(), group.value("id").toString());
                QCOMPARE(index.data(GameListModel::GroupNameRole).toString(), group.value("name").toString());
                QCOMPARE(index.data(GameListModel::PositionRole).toInt(), i + 1);
                QCOMPARE(index.data(GameListModel::GroupSizeRole).toInt(), group.value("count").toInt());
                const auto* game
                    = knobel::findGameDef(index.data(GameListModel::IdRole).toString().toStdString());
                QCOMPARE(QString::fromLatin1(knobel::listGroupId(game->listGroup()).data()), seen.last());
            }
        }
        QCOMPARE(row, model.rowCount());
        QCOMPARE(model.group(0).value("name").toString(), QStringLiteral("Score-sheet games"));
        QVERIFY(model.group(model.groupCount()).isEmpty());
    }

    void theSearchFindsAGameByEitherName_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QStringList>("found"); // games that must be found
        QTest::addColumn<QStringList>("notFound"); // games that must not
        QTest::newRow("the English name") << "liar" << QStringList{"liardice"} << QStringList{"ohio"};
        QTest::newRow("the German name, in English")
            << "lügen" << QStringList{"liardice"} << QStringList{"pokerdice"};
        QTest::newRow("an umlaut spelled out")
            << "wuerfel" << QStringList{"wuerfelpoker"} << QStringList{"ohio"};
        QTest::newRow("an umlaut without its dots")
            << "WURFEL" << QStringList{"wuerfelpoker"} << QStringList{};
        QTest::newRow("a space does not matter")
            << "lustigesieben" << QStringList{"lustigesieben"} << QStringList{"sechzerspiel"};
        QTest::newRow("every word must match")
            << "lustige sieben" << QStringList{"lustigesieben"} << QStringList{"sechzerspiel"};
        QTest::newRow("a word in several names")
            << "poker" << QStringList{"wuerfelpoker", "pokerdice", "liardice"} << QStringList{"chicago"};
        QTest::newRow("nothing") << "schach" << QStringList{} << QStringList{"ohio", "chicago"};
        QTest::newRow("blanks are no search") << "   " << QStringList{} << QStringList{};
    }
    void theSearchFindsAGameByEitherName()
    {
        QFETCH(QString, typed);
        QFETCH(QStringList, found);
        QFETCH(QStringList, notFound);
        GameListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRecent({"ohio", "chicago"});
        QSignalSpy revision(&model, &GameListModel::revisionChanged);
        model.setFilter(typed);
        QCOMPARE(revision.count(), 1);
        const QStringList ids = shownIds(model);
        if (typed.trimmed().isEmpty())
            QCOMPARE(ids, recentFirst({"ohio", "chicago"}));
        for (const QString& id : found)
            QCOMPARE(ids.count(id), 1); // once: the games played last do not lead a search
        for (const QString& id : notFound)
            QVERIFY2(!ids.contains(id), qPrintable(id));
        if (found.isEmpty() && !typed.trimmed().isEmpty())
            QCOMPARE(model.groupCount(), 0);
        model.setFilter({});
        QCOMPARE(shownIds(model), recentFirst({"ohio", "chicago"}));
    }

    // The arrows move as the cards stand on the screen: Left and Right in reading order, Up and Down
    // in the column and across to the group above or below; the page keys jump a group.
    void theArrowsCrossTheGroups()
    {
        GameListModel model;
        model.setRecent({"chicago", "liardice", "ohio"});
        for (int perRow : {1, 2, 3, 4}) {
            for (int row = 0; row < model.rowCount(); ++row) {
                const int g = [&] {
                    for (int i = model.groupCount() - 1; i >= 0; --i)
                        if (model.group(i).value("first").toInt() <= row)
                            return i;
                    return -1;
                }();
                const int first = model.group(g).value("first").toInt();
                const int count = model.group(g).value("count").toInt();
                const int column = (row - first) % perRow;
                QCOMPARE(model.step(row, Qt::Key_Right, perRow), std::min(row + 1, model.rowCount() - 1));
                QCOMPARE(model.step(row, Qt::Key_Left, perRow), std::max(row - 1, 0));
                const int down = model.step(row, Qt::Key_Down, perRow);
                const int up = model.step(row, Qt::Key_Up, perRow);
                if (row + perRow < first + count) {
                    QCOMPARE(down, row + perRow);
                } else if (g + 1 < model.groupCount()) {
                    const int lineStart = first + (row - first) / perRow * perRow;
                    if (lineStart + perRow < first + count) {
                        QCOMPARE(down, first + count - 1); // onto the short last line
                    } else {
                        const QVariantMap next = model.group(g + 1);
                        QCOMPARE(down,
                            next.value("first").toInt() + std::min(column, next.value("count").toInt() - 1));
                    }
                }
                if (row - perRow >= first) {
                    QCOMPARE(up, row - perRow);
                } else if (g > 0) {
                    QCOMPARE(model.index(up).data(GameListModel::GroupRole).toString(),
                        model.group(g - 1).value("id").toString());
                    QCOMPARE((up - model.group(g - 1).value("first").toInt()) % perRow,
                        std::min(column, (up - model.group(g - 1).value("first").toInt()) % perRow));
                    // Down from there comes back into this group.
                    QCOMPARE(model.index(model.step(up, Qt::Key_Down, perRow)).data(GameListModel::GroupRole),
                        model.index(row).data(GameListModel::GroupRole));
                } else {
                    QCOMPARE(up, row); // the top line of the list
                }
                QCOMPARE(model.step(row, Qt::Key_Home, perRow), 0);
                QCOMPARE(model.step(row, Qt::Key_End, perRow), model.rowCount() - 1);
                if (g + 1 < model.groupCount())
                    QCOMPARE(
                        model.step(row, Qt::Key_PageDown, perRow), model.group(g + 1).value("first").toInt());
                if (row != first)
                    QCOMPARE(model.step(row, Qt::Key_PageUp, perRow), first);
            }
        }
        model.setFilter(QStringLiteral("schach"));
        QCOMPARE(model.step(0, Qt::Key_Right, 2), -1); // nothing found: no card to go to
    }
};

QTEST_GUILESS_MAIN(TestGameListModel)
#include "tst_gamelistmodel.moc"
