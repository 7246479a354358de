// SPDX-License-Identifier: GPL-3.0-or-later
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <map>

#include "../playout.h"
#include "dicestats.h"
#include "engine/registry.h"
#include "engine/state.h"
#include "gamecontroller.h"
#include "gamefile.h"
#include "historystore.h"
#include "language.h"
#include "match.h"
#include "processrun.h"
#include "session/gamesession.h"
#include "solver/autoplayer.h"
#include "solver/sheetsolver.h"

namespace {

/// What the window does with a finished game: into the history.
QString addGame(HistoryStore& history, const GameController& game)
{
    return game.match() ? history.addMatch(*game.match()) : QStringLiteral("no game");
}

/// What the history page's Show does: the game on the screen, read-only.
QString showGame(HistoryStore& history, GameController& viewer, int id)
{
    GameSession session;
    session.setSheet(&viewer);
    return session.showFromHistory(&history, id);
}

/// A finished Sechzerspiel kept on the score pad, with the given die for every row of each player:
/// a player's total is (1 + 2 + … + 6) × die = 21 × die.
void finishedSechzerspiel(GameController& game, const QStringList& players, const QList<int>& dice)
{
    QCOMPARE(game.startGame("sechzerspiel", players, {}, "", true), QString());
    for (int p = 0; p < players.size(); ++p)
        for (int row = 0; row < 6; ++row)
            QCOMPARE(game.editBox(p, 0, row, QString::number((row + 1) * dice[p])), QString());
    QVERIFY(game.isFinished());
}

} // namespace

class TestHistory : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        // The English plural forms ("1 beer mat", "3 beer mats") come with the English translation.
        Language::instance()->setCode(QStringLiteral("en"));
    }

    void finishedGamesAreKeptOnceAndCounted()
    {
        HistoryStore history;
        history.setDatabaseFile(m_dir.filePath(QStringLiteral("once.sqlite")));
        GameController game;
        QCOMPARE(game.startGame("sechzerspiel", {"Anna"}, {}, "", true), QString());
        QVERIFY(!addGame(history, game).isEmpty()); // not finished
        QSignalSpy finished(&game, &GameController::gameFinished);
        finishedSechzerspiel(game, {"Anna", "Ben"}, {6, 2});
        QCOMPARE(finished.count(), 1);
        QSignalSpy changed(&history, &HistoryStore::changed);
        QCOMPARE(addGame(history, game), QString());
        QCOMPARE(addGame(history, game), QString()); // the same game again
        QCOMPARE(history.gameCount(), 1);
        QCOMPARE(changed.count(), 1);
        const QVariantMap past = history.games().first().toMap();
        QCOMPARE(past["gameName"].toString(), QStringLiteral("Sechzerspiel"));
        // Names go into sentences isolated (U+2068 … U+2069): a name written right to left keeps its place.
        QCOMPARE(past["players"].toString(), QStringLiteral("\u2068Anna\u2069, \u2068Ben\u2069"));
        QCOMPARE(past["winners"].toString(), QStringLiteral("\u2068Anna\u2069"));
        QVERIFY(past["finishedAt"].toDateTime().isValid());

        // Another store on the same file finds it: the history outlives the program.
        HistoryStore again;
        again.setDatabaseFile(m_dir.filePath(QStringLiteral("once.sqlite")));
        QCOMPARE(again.gameCount(), 1);
    }

    void statisticsHighScoresAndDistribution()
    {
        HistoryStore history;
        history.setDatabaseFile(m_dir.filePath(QStringLiteral("stats.sqlite")));
        GameController game;
        // Totals: 21 × die. Game 1: Anna 126, Ben 42. Game 2: Anna 63, Ben 105. Game 3: Anna 84, Carl 84.
        finishedSechzerspiel(game, {"Anna", "Ben"}, {6, 2});
        QCOMPARE(addGame(history, game), QString());
        finishedSechzerspiel(game, {"Anna", "Ben"}, {3, 5});
        QCOMPARE(addGame(history, game), QString());
        finishedSechzerspiel(game, {"Anna", "Carl"}, {4, 4});
        QCOMPARE(addGame(history, game), QString());
        QCOMPARE(history.gameCount(), 3);
        QVERIFY(history.statistics("ohio").isEmpty());

        const QVariantList stats = history.statistics("sechzerspiel");
        QCOMPARE(stats.size(), 3);
        const QVariantMap anna = stats[0].toMap();
        QCOMPARE(anna["name"].toString(), QStringLiteral("\u2068Anna\u2069"));
        QCOMPARE(anna["played"].toInt(), 3);
        QCOMPARE(anna["wins"].toInt(), 2); // game 1, and the tie of game 3
        QCOMPARE(anna["average"].toDouble(), (126 + 63 + 84) / 3.0);
        QCOMPARE(anna["best"].toInt(), 126);
        const QVariantMap ben = stats[1].toMap();
        QCOMPARE(ben["name"].toString(), QStringLiteral("\u2068Ben\u2069"));
        QCOMPARE(ben["played"].toInt(), 2);
        QCOMPARE(ben["wins"].toInt(), 1);
        QCOMPARE(ben["average"].toDouble(), (42 + 105) / 2.0);

        const QVariantList best = history.highScores("sechzerspiel", 3);
        QCOMPARE(best.size(), 3);
        QCOMPARE(best[0].toMap()["total"].toInt(), 126);
        QCOMPARE(best[1].toMap()["total"].toInt(), 105);
        QCOMPARE(best[2].toMap()["total"].toInt(), 84);

        const QVariantList overTime = history.scoresOverTime("sechzerspiel");
        QCOMPARE(overTime.size(), 6);
        QCOMPARE(overTime[0].toMap()["total"].toInt(), 126);
        QCOMPARE(overTime[5].toMap()["name"].toString(), QStringLiteral("\u2068Carl\u2069"));
        QCOMPARE(overTime[1].toMap()["game"].toInt(), 0); // Ben's 42 belongs to the first game
        QCOMPARE(overTime[5].toMap()["game"].toInt(), 2);

        // Six totals from 42 to 126 in four buckets of 22: 42–63, 64–85, 86–107, 108–129.
        const QVariantList spread = history.distribution("sechzerspiel", 4);
        QCOMPARE(spread.size(), 4);
        QList<int> counts;
        for (const QVariant& bucket : spread)
            counts << bucket.toMap()["count"].toInt();
        QCOMPARE(counts, (QList<int>{2, 2, 1, 1}));
        QCOMPARE(spread[0].toMap()["from"].toInt(), 42);
        QCOMPARE(spread[0].toMap()["to"].toInt(), 63);
    }

    void aPastGameOpensReadOnly()
    {
        HistoryStore history;
        history.setDatabaseFile(m_dir.filePath(QStringLiteral("open.sqlite")));
        GameController game;
        finishedSechzerspiel(game, {"Anna"}, {5});
        QCOMPARE(addGame(history, game), QString());
        GameController viewer;
        viewer.setAutosaveFolder(m_dir.filePath(QStringLiteral("autosave")));
        QCOMPARE(showGame(history, viewer, history.games().first().toMap()["id"].toInt()), QString());
        QVERIFY(viewer.isReadOnly());
        QVERIFY(viewer.autosaveFile().isEmpty());
        QCOMPARE(viewer.match()->sheets(), game.match()->sheets());
        QCOMPARE(viewer.editBox(0, 0, 0, "1"), QStringLiteral("A game from the history cannot be changed."));
        QVERIFY(!viewer.undo());
        QVERIFY(!viewer.canUndo());
        QVERIFY(!showGame(history, viewer, 999).isEmpty());
    }

    void clearingForgetsEverything()
    {
        HistoryStore history;
        history.setDatabaseFile(m_dir.filePath(QStringLiteral("clear.sqlite")));
        GameController game;
        finishedSechzerspiel(game, {"Anna"}, {1});
        QCOMPARE(addGame(history, game), QString());
        QVERIFY(history.clear());
        QCOMPARE(history.gameCount(), 0);
        QVERIFY(history.statistics("sechzerspiel").isEmpty());
    }
    void aDamagedHistoryIsKeptAsideAndANewOneStarts()
    {
        const QString folder = m_dir.filePath(QStringLiteral("damaged"));
        QVERIFY(QDir().mkpath(folder));
        const QString file = folder + QStringLiteral("/history.sqlite");
        const QByteArray garbage = QByteArray("this was a history once\n").repeated(200);
        {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(garbage);
        }
        HistoryStore history;
        QSignalSpy notices(&history, &HistoryStore::noticeChanged);
        history.setDatabaseFile(file);
        GameController game;
        finishedSechzerspiel(game, {"Anna"}, {3});
        QCOMPARE(addGame(history, game), QString());
        QCOMPARE(history.gameCount(), 1);
        QCOMPARE(notices.count(), 1); // said once
        const QStringList aside = QDir(folder).entryList({QStringLiteral("history-damaged-*.sqlite")});
        QCOMPARE(aside.size(), 1);
        QVERIFY2(history.notice().contains(aside.first()), qPrintable(history.notice()));
        QFile kept(folder + u'/' + aside.first());
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), garbage); // kept as it was, for rescue
        finishedSechzerspiel(game, {"Ben"}, {2});
        QCOMPARE(addGame(history, game), QString());
        QCOMPARE(history.gameCount(), 2);
        QCOMPARE(notices.count(), 1);
    }

    void aBrokenIndexNeverCountsAGameTwice()
    {
        const QString file = m_dir.filePath(QStringLiteral("broken-index.sqlite"));
        GameController game;
        finishedSechzerspiel(game, {"Anna", "Ben"}, {4, 5});
        {
            HistoryStore history;
            history.setDatabaseFile(file);
            QCOMPARE(addGame(history, game), QString());
        }
        // The unique index on the record's hash loses every entry: its root page becomes an empty leaf.
        int pageSize = 0;
        int root = 0;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("PRAGMA page_size")) && query.next());
            pageSize = query.value(0).toInt();
            QVERIFY(query.exec(QStringLiteral(
                        "SELECT rootpage FROM sqlite_master WHERE type = 'index' AND tbl_name = 'games'"))
                && query.next());
            root = query.value(0).toInt();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("raw"));
        QVERIFY(root > 1);
        {
            QFile raw(file);
            QVERIFY(raw.open(QIODevice::ReadWrite));
            QVERIFY(raw.seek(qint64(root - 1) * pageSize));
            QByteArray page(pageSize, '\0');
            page[0] = 0x0A; // a leaf page of an index, no cells
            page[5] = char((pageSize >> 8) & 0xFF);
            page[6] = char(pageSize & 0xFF);
            QCOMPARE(raw.write(page), qint64(pageSize));
        }
        // The damage is real: the index no longer finds the game.
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("PRAGMA integrity_check")) && query.next());
            QVERIFY(query.value(0).toString() != QLatin1String("ok"));
            QVERIFY(
                query.exec(QStringLiteral("SELECT COUNT(*) FROM games INDEXED BY sqlite_autoindex_games_1 "
                                          "WHERE record_hash <> ''"))
                && query.next());
            QCOMPARE(query.value(0).toInt(), 0);
        }
        QSqlDatabase::removeDatabase(QStringLiteral("raw"));

        HistoryStore history;
        history.setDatabaseFile(file);
        QCOMPARE(addGame(history, game), QString());
        QCOMPARE(history.gameCount(), 1);
        QCOMPARE(history.statistics("sechzerspiel").first().toMap()["played"].toInt(), 1);
        QVERIFY(history.notice().isEmpty()); // the index is rebuilt from the table: nothing was lost
    }

    void aHistoryInUseIsNotTakenForDamaged()
    {
        const QString file = m_dir.filePath(QStringLiteral("locked.sqlite"));
        GameController game;
        finishedSechzerspiel(game, {"Anna"}, {2});
        {
            HistoryStore first;
            first.setDatabaseFile(file);
            QCOMPARE(addGame(first, game), QString());
        }
        finishedSechzerspiel(game, {"Anna"}, {6});
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("holder"));
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery hold(db);
            QVERIFY(hold.exec(QStringLiteral("BEGIN EXCLUSIVE")));
            HistoryStore history;
            history.setDatabaseFile(file);
            const QString problem = addGame(history, game);
            QVERIFY2(problem.contains(QStringLiteral("in use")), qPrintable(problem));
            QVERIFY(QFile::exists(file));
            QVERIFY(QDir(m_dir.path()).entryList({QStringLiteral("history-damaged-*")}).isEmpty());
            QVERIFY(hold.exec(QStringLiteral("COMMIT")));
            // Once the other program lets go, the game goes in.
            QCOMPARE(addGame(history, game), QString());
            QCOMPARE(history.gameCount(), 2);
        }
        QSqlDatabase::removeDatabase(QStringLiteral("holder"));
    }

    void computersCountByTheirLevelAndChipsAreSummed()
    {
        const knobel::SheetGame* escalero = knobel::findSheetGame("escalero");
        knobel::SheetSolver solver(*escalero, escalero->defaultOptions());
        solver.solve();
        const knobel::AutoPlayer player(solver, knobel::Level::Good);
        HistoryStore history;
        history.setDatabaseFile(m_dir.filePath(QStringLiteral("kinds.sqlite")));
        // The computer's name is the language's "Player 2" or "Spieler 2": it is the same computer.
        int chips = 0;
        int anna = 0;
        for (const auto& [name, seed] : {std::pair{"Player 2", 1}, {"Spieler 2", 2}}) {
            auto match
                = std::make_unique<knobel::Match>(knobel::GameSetup{"escalero", escalero->defaultOptions(),
                    {"Anna", name}, std::uint64_t(seed), knobel::Mode::Play, {"human", "good"}});
            QVERIFY(!knobel::playOut(*match, {&player, &player}));
            for (const auto& standing : match->result().standings)
                (standing.player == 0 ? anna : chips) += standing.balance;
            QCOMPARE(history.addMatch(*match), QString());
        }
        const QVariantList stats = history.statistics("escalero");
        QCOMPARE(stats.size(), 2);
        const QVariantMap person = stats[0].toMap();
        const QVariantMap computer = stats[1].toMap();
        QCOMPARE(person["name"].toString(), QStringLiteral("\u2068Anna\u2069"));
        QVERIFY(!person["computer"].toBool());
        QCOMPARE(person["played"].toInt(), 2);
        QCOMPARE(person["chips"].toInt(), anna);
        QCOMPARE(computer["name"].toString(), QStringLiteral("Computer: good"));
        QVERIFY(computer["computer"].toBool());
        QCOMPARE(computer["played"].toInt(), 2);
        QCOMPARE(computer["chips"].toInt(), chips);
        QVERIFY(computer["settlesInChips"].toBool());
        QCOMPARE(anna + chips, 0);
        // The chart and the high scores use the same names.
        for (const QVariant& score : history.scoresOverTime("escalero"))
            QVERIFY(score.toMap()["name"] == person["name"] || score.toMap()["name"] == computer["name"]);
        // Sechzerspiel settles in points, not chips.
        GameController game;
        finishedSechzerspiel(game, {"Anna"}, {2});
        QCOMPARE(addGame(history, game), QString());
        QVERIFY(!history.statistics("sechzerspiel").first().toMap()["settlesInChips"].toBool());
    }

    void diceAreCountedForEachPlayerAndAll()
    {
        HistoryStore history;
        history.setDatabaseFile(m_dir.filePath(QStringLiteral("dice.sqlite")));
        const knobel::GameDef* craps = knobel::findGameDef("craps");
        QVERIFY(craps);
        // Counted here on its own: Craps throws both dice every time, so every face of every throw
        // in the records left the cup.
        std::array<qlonglong, 7> counted{};
        for (std::uint64_t seed : {3, 4}) {
            const knobel::Match match
                = knobel::testing::playOut(knobel::GameSetup{"craps", craps->defaultOptions(),
                                               {"Anna", "Ben"}, seed, knobel::Mode::Play, {}},
                    {"good", "beginner"});
            for (const knobel::Action& action : match.record().actions)
                if (action.type == knobel::Action::Type::Throw) {
                    QCOMPARE(action.faces.size(), std::size_t(2));
                    for (int face : action.faces)
                        ++counted[std::size_t(face)];
                }
            QCOMPARE(history.addMatch(match), QString());
        }
        // A score pad throws no dice: it adds no entry and no die.
        GameController pad;
        finishedSechzerspiel(pad, {"Carl"}, {3});
        QCOMPARE(addGame(history, pad), QString());
        QVERIFY(history.diceStatistics("sechzerspiel").isEmpty());

        const QVariantList dice = history.diceStatistics("craps");
        QVERIFY(dice.size() >= 2);
        const QVariantMap all = dice.last().toMap();
        QCOMPARE(all["name"].toString(), QStringLiteral("All players"));
        qlonglong total = 0;
        for (int f = 1; f <= 6; ++f) {
            QCOMPARE(all["faces"].toList()[f - 1].toLongLong(), counted[std::size_t(f)]);
            total += counted[std::size_t(f)];
        }
        QCOMPARE(all["total"].toLongLong(), total);
        QCOMPARE(all["expected"].toDouble(), double(total) / 6);
        // The players' entries are the whole: every die is someone's, no player twice.
        std::array<qlonglong, 7> summed{};
        QStringList names;
        for (int e = 0; e + 1 < dice.size(); ++e) {
            const QVariantMap entry = dice[e].toMap();
            QVERIFY(!names.contains(entry["name"].toString()));
            names << entry["name"].toString();
            QVERIFY(entry["total"].toLongLong() > 0);
            for (int f = 1; f <= 6; ++f)
                summed[std::size_t(f)] += entry["faces"].toList()[f - 1].toLongLong();
        }
        QCOMPARE(summed, counted);
        // The computers are named by their level, as in the statistics.
        QVERIFY(names.contains(QStringLiteral("Computer: good")));
        QVERIFY(names.contains(QStringLiteral("Computer: beginner")));
        // The test in words, by its p-value and the dice counted.
        const double p = all["p"].toDouble();
        QVERIFY(p > 0 && p <= 1);
        QVERIFY(all["chiSquare"].toDouble() >= 0);
        QCOMPARE(all["verdict"].toString(), HistoryStore::diceVerdict(long(total), p));
        QCOMPARE(HistoryStore::diceVerdict(59, 0.5), QStringLiteral("too few dice to tell much"));
        QCOMPARE(HistoryStore::diceVerdict(120, 0.4213), QStringLiteral("nothing unusual (p = 0.42)"));
        QCOMPARE(HistoryStore::diceVerdict(120, 0.0031), QStringLiteral("unusual, p = 0.0031"));
    }

    // Real dice (issue 32): the game is kept, marked, and its dice are never counted with the
    // program's dice.
    void gamesOfRealDiceAreCountedApart()
    {
        HistoryStore history;
        history.setDatabaseFile(m_dir.filePath(QStringLiteral("realdice.sqlite")));
        QFile file(QStringLiteral(KNOBEL_GAMES_DIR "/chicago/fixtures/chicago-realdice.knobel"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        std::string problem;
        const auto match = knobel::gamefile::read(file.readAll(), problem);
        QVERIFY2(match, problem.c_str());
        QVERIFY(match->realDice() && match->isFinished());
        QCOMPARE(history.addMatch(*match), QString());
        const QVariantList games = history.games(QStringLiteral("chicago"));
        QCOMPARE(games.size(), 1);
        QVERIFY(games.first().toMap()["realDice"].toBool());
        QVERIFY(!games.first().toMap()["scorePad"].toBool());
        QCOMPARE(history.statistics(QStringLiteral("chicago")).size(), 3); // its players count
        QVERIFY(history.diceStatistics(QStringLiteral("chicago")).isEmpty()); // its dice do not
        // Shown again from the history, it is still a game of real dice.
        const auto shown = knobel::gamefile::read(
            knobel::gamefile::write(match->record(), knobel::Match::Dice::Real), problem);
        QVERIFY(shown && shown->realDice());
    }

    // "All games" in the dice section: each player over every game and all of them, and the sums of
    // two and three dice, counted here on their own and equal to what `knobel stats` prints.
    void diceOfAllGamesAndTheirSumsAgreeWithKnobelStats()
    {
        const QString file = m_dir.filePath(QStringLiteral("allgames.sqlite"));
        HistoryStore history;
        history.setDatabaseFile(file);
        // Craps throws both dice every time, Zehnerspiel all three (a throw nobody chooses): every face
        // of every throw in their records left the cup.
        std::map<QString, std::array<qlonglong, 7>> counted; // by the name the window gives the thrower
        std::array<qlonglong, 13> two{};
        std::array<qlonglong, 19> three{};
        const auto play = [&](const char* id, std::uint64_t seed, std::size_t dice) {
            const knobel::GameDef* def = knobel::findGameDef(id);
            QVERIFY(def);
            const knobel::Match match = knobel::testing::playOut(
                knobel::GameSetup{id, def->defaultOptions(), {"Anna", "Ben"}, seed, knobel::Mode::Play, {}},
                {"good", "beginner"});
            auto state = def->newState(match.record().setup);
            for (const knobel::Action& action : match.record().actions) {
                if (action.type == knobel::Action::Type::Throw) {
                    QCOMPARE(action.faces.size(), dice);
                    const knobel::Seat seat = state->toAct();
                    const QString name = seat == 0 ? QStringLiteral("Computer: good")
                        : seat == 1                ? QStringLiteral("Computer: beginner")
                                                   : QStringLiteral("Throws nobody chooses");
                    int sum = 0;
                    for (int face : action.faces) {
                        ++counted[name][std::size_t(face)];
                        sum += face;
                    }
                    ++(dice == 2 ? two[std::size_t(sum)] : three[std::size_t(sum)]);
                }
                QVERIFY(!state->apply(action));
            }
            QCOMPARE(history.addMatch(match), QString());
        };
        play("craps", 3, 2);
        play("craps", 4, 2);
        play("zehnerspiel", 5, 3);
        GameController pad; // a score pad: no dice
        finishedSechzerspiel(pad, {"Carl"}, {3});
        QCOMPARE(addGame(history, pad), QString());
        QVERIFY(counted.count(QStringLiteral("Throws nobody chooses")));

        // Each player over every game, then all players; an empty id is every game.
        const QVariantList dice = history.diceStatistics(QString());
        QCOMPARE(dice.size(), int(counted.size()) + 1);
        std::array<qlonglong, 7> everything{};
        for (const QVariant& e : dice) {
            const QVariantMap entry = e.toMap();
            const QString name = entry["name"].toString();
            if (name == QStringLiteral("All players"))
                continue;
            QVERIFY2(counted.count(name), qPrintable(name));
            for (int f = 1; f <= 6; ++f) {
                QCOMPARE(entry["faces"].toList()[f - 1].toLongLong(), counted[name][std::size_t(f)]);
                everything[std::size_t(f)] += counted[name][std::size_t(f)];
            }
        }
        const QVariantMap all = dice.last().toMap();
        QCOMPARE(all["name"].toString(), QStringLiteral("All players"));
        qlonglong total = 0;
        for (int f = 1; f <= 6; ++f) {
            QCOMPARE(all["faces"].toList()[f - 1].toLongLong(), everything[std::size_t(f)]);
            total += everything[std::size_t(f)];
        }
        QCOMPARE(all["total"].toLongLong(), total);
        // All games are the games added up: Craps' dice and Zehnerspiel's.
        const QVariantList crapsDice = history.diceStatistics(QStringLiteral("craps"));
        const QVariantList zehnerDice = history.diceStatistics(QStringLiteral("zehnerspiel"));
        QCOMPARE(
            crapsDice.last().toMap()["total"].toLongLong() + zehnerDice.last().toMap()["total"].toLongLong(),
            total);

        // The sums: two dice 2–12 from Craps, three dice 3–18 from Zehnerspiel, against the exact
        // distribution (1, 2, …, 6, …, 1 of 36 ways; 1, 3, 6, …, 27, …, 1 of 216).
        const QVariantList sums = history.sumStatistics(QString());
        QCOMPARE(sums.size(), 2);
        const auto check = [&](const QVariantMap& entry, int diceCount, const auto& fell, double outcomes) {
            QCOMPARE(entry["dice"].toInt(), diceCount);
            const QVariantList bars = entry["sums"].toList();
            QCOMPARE(bars.size(), diceCount == 2 ? 11 : 16);
            qlonglong throws = 0;
            for (int s = diceCount; s <= 6 * diceCount; ++s)
                throws += fell[std::size_t(s)];
            QCOMPARE(entry["throws"].toLongLong(), throws);
            for (int s = diceCount; s <= 6 * diceCount; ++s) {
                const QVariantMap bar = bars[s - diceCount].toMap();
                QCOMPARE(bar["sum"].toInt(), s);
                QCOMPARE(bar["count"].toLongLong(), fell[std::size_t(s)]);
                int ways = 0; // counted here the long way
                for (int a = 1; a <= 6; ++a)
                    for (int b = 1; b <= 6; ++b)
                        if (diceCount == 2)
                            ways += a + b == s;
                        else
                            for (int c = 1; c <= 6; ++c)
                                ways += a + b + c == s;
                QCOMPARE(bar["expected"].toDouble(), double(throws) * ways / outcomes);
            }
            QCOMPARE(entry["verdict"].toString(),
                HistoryStore::sumsVerdict(diceCount, long(throws), entry["p"].toDouble()));
        };
        check(sums[0].toMap(), 2, two, 36);
        check(sums[1].toMap(), 3, three, 216);
        // A game has only its own sums: Craps no three dice, Zehnerspiel no two; a score pad none.
        QCOMPARE(history.sumStatistics(QStringLiteral("craps")).size(), 1);
        QCOMPARE(history.sumStatistics(QStringLiteral("craps")).first().toMap()["throws"],
            sums[0].toMap()["throws"]);
        QCOMPARE(history.sumStatistics(QStringLiteral("zehnerspiel")).first().toMap()["dice"].toInt(), 3);
        QVERIFY(history.sumStatistics(QStringLiteral("sechzerspiel")).isEmpty());
        // The verdict on the sums: the same rule as knobel stats (stats::fewestThrowsToTell).
        QCOMPARE(HistoryStore::sumsVerdict(2, 179, 0.5), QStringLiteral("too few throws to tell much"));
        QCOMPARE(HistoryStore::sumsVerdict(2, 180, 0.5812), QStringLiteral("nothing unusual (p = 0.58)"));
        QCOMPARE(HistoryStore::sumsVerdict(3, 1079, 0.5), QStringLiteral("too few throws to tell much"));
        QCOMPARE(HistoryStore::sumsVerdict(3, 1080, 0.002), QStringLiteral("unusual, p = 0.002"));

        // knobel stats on the same history: its "All games" lines hold the same figures.
        const ProcessRun run = runProcess(QStringLiteral(KNOBEL_EXECUTABLE), {"stats", "--history", file});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = QString::fromUtf8(run.out).split(u'\n');
        const auto numbersAfter = [&](const QString& heading, const QString& row) {
            QList<qlonglong> numbers;
            const int at = lines.indexOf(heading);
            for (int l = at; at >= 0 && l < lines.size(); ++l)
                if (lines[l].trimmed().startsWith(row + u' ')) {
                    for (const QString& n :
                        lines[l].trimmed().mid(row.size()).split(u' ', Qt::SkipEmptyParts))
                        numbers << n.toLongLong();
                    break;
                }
            return numbers;
        };
        const auto faces = [](const QVariantMap& entry) {
            QList<qlonglong> list;
            for (const QVariant& n : entry["faces"].toList())
                list << n.toLongLong();
            return list;
        };
        QCOMPARE(numbersAfter(QStringLiteral("All games: %1 dice").arg(total), QStringLiteral("fell")),
            faces(all));
        // knobel stats names a player as the record does; Anna played "good", Ben "beginner".
        const std::map<QString, QString> recordName{
            {QStringLiteral("Computer: good"), QStringLiteral("Anna")},
            {QStringLiteral("Computer: beginner"), QStringLiteral("Ben")},
            {QStringLiteral("Throws nobody chooses"), QStringLiteral("throws nobody chooses")}};
        for (int e = 0; e + 1 < dice.size(); ++e) {
            const QVariantMap entry = dice[e].toMap();
            const QString heading = QStringLiteral("All games — %1: %2 dice")
                                        .arg(recordName.at(entry["name"].toString()))
                                        .arg(entry["total"].toLongLong());
            QCOMPARE(numbersAfter(heading, QStringLiteral("fell")), faces(entry));
        }
        // Its sums of every game come after its "All games" line.
        const QStringList afterAll
            = lines.mid(lines.indexOf(QStringLiteral("All games: %1 dice").arg(total)));
        for (const QVariant& e : sums) {
            const QVariantMap entry = e.toMap();
            const QString heading
                = QStringLiteral("  sums of %1 dice: %2 throws; chi-square %3 (%4 degrees of freedom): ")
                      .arg(entry["dice"].toInt() == 2 ? "two" : "three")
                      .arg(entry["throws"].toLongLong())
                      .arg(entry["chiSquare"].toDouble(), 0, 'f', 2)
                      .arg(entry["dice"].toInt() == 2 ? 10 : 15);
            const auto line = std::find_if(
                afterAll.begin(), afterAll.end(), [&](const QString& l) { return l.startsWith(heading); });
            QVERIFY2(line != afterAll.end(), qPrintable(heading + u'\n' + afterAll.join(u'\n')));
            QList<qlonglong> counts;
            for (const QString& n : (line + 2)->trimmed().mid(4).split(u' ', Qt::SkipEmptyParts))
                counts << n.toLongLong();
            QList<qlonglong> ours;
            for (const QVariant& bar : entry["sums"].toList())
                ours << bar.toMap()["count"].toLongLong();
            QVERIFY2((line + 2)->trimmed().startsWith(QStringLiteral("fell ")), qPrintable(*(line + 2)));
            QCOMPARE(counts, ours);
            // Its words say the same where the window says more than "too few".
            if (entry["throws"].toLongLong() >= knobel::stats::fewestThrowsToTell(entry["dice"].toInt()))
                QVERIFY(line->endsWith(entry["verdict"].toString()));
            else
                QVERIFY2(
                    (line + 4 < afterAll.end() && (line + 4)->contains(QStringLiteral("too few throws"))),
                    qPrintable(afterAll.join(u'\n')));
        }
    }

    void aVersionOneHistoryLearnsTheKindsFromItsRecords()
    {
        const QString file = m_dir.filePath(QStringLiteral("version1.sqlite"));
        const knobel::SheetGame* sechzer = knobel::findSheetGame("sechzerspiel");
        knobel::SheetSolver solver(*sechzer, sechzer->defaultOptions());
        solver.solve();
        const knobel::AutoPlayer player(solver, knobel::Level::Beginner);
        knobel::Match match(knobel::GameSetup{"sechzerspiel", sechzer->defaultOptions(),
            {"Anna", "Spieler 2"}, 5, knobel::Mode::Play, {"human", "beginner"}});
        QVERIFY(!knobel::playOut(match, {&player, &player}));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v1"));
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral(
                "CREATE TABLE games (id INTEGER PRIMARY KEY, finished_at TEXT NOT NULL, game TEXT NOT NULL, "
                "mode TEXT NOT NULL, options TEXT NOT NULL, players TEXT NOT NULL, record TEXT NOT NULL, "
                "record_hash TEXT NOT NULL UNIQUE)")));
            QVERIFY(q.exec(QStringLiteral(
                "CREATE TABLE scores (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, seat "
                "INTEGER NOT NULL, player TEXT NOT NULL, total INTEGER NOT NULL, balance INTEGER NOT NULL, "
                "place INTEGER NOT NULL)")));
            q.prepare(
                QStringLiteral("INSERT INTO games VALUES (1, '2026-01-01T10:00:00.000Z', 'sechzerspiel', "
                               "'play', '{}', '[]', ?, 'h')"));
            q.addBindValue(QString::fromUtf8(knobel::gamefile::write(match.record())));
            QVERIFY(q.exec());
            QVERIFY(q.exec(QStringLiteral(
                "INSERT INTO scores VALUES (1, 0, 'Anna', 50, 0, 1), (1, 1, 'Spieler 2', 40, 0, 2)")));
            QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 1")));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("v1"));
        HistoryStore history;
        history.setDatabaseFile(file);
        const QVariantList stats = history.statistics("sechzerspiel");
        QCOMPARE(stats.size(), 2);
        QCOMPARE(stats[1].toMap()["name"].toString(), QStringLiteral("Computer: beginner"));
    }

    /// No loss is a best result: a table game's negative balance is left out, and where fewer is
    /// better (Chicago's beer mats) the fewest come first, winners only, "best" is the fewest. Figures
    /// carry their unit and a real minus sign.
    void bestResultsAreNoLosses()
    {
        HistoryStore history;
        history.setDatabaseFile(m_dir.filePath(QStringLiteral("best.sqlite")));
        auto play = [&](const std::string& game, const knobel::RuleOptions& options,
                        std::uint64_t seed) -> knobel::Result {
            knobel::Match match(
                knobel::GameSetup{game, options, {"Anna", "Ben", "Cleo"}, seed, knobel::Mode::Play, {}});
            // The last legal action: Chicago stops, Lustige Sieben stakes high — the games end soon.
            while (!match.isFinished())
                if (match.apply(match.legalActions().back()))
                    return {};
            if (!history.addMatch(match).isEmpty())
                return {};
            return match.result();
        };
        const knobel::GameDef& sieben = *knobel::findGameDef("lustigesieben");
        knobel::RuleOptions few = sieben.defaultOptions();
        QVERIFY(!few.assign(sieben.options(), "rounds=3"));
        int losses = 0;
        for (std::uint64_t seed = 1; seed <= 3; ++seed)
            for (const auto& s : play("lustigesieben", few, seed).standings)
                losses += s.total < 0 ? 1 : 0;
        QVERIFY(losses > 0);
        const QVariantList sevens = history.highScores("lustigesieben", 20);
        QVERIFY(!sevens.isEmpty());
        for (const QVariant& v : sevens)
            QVERIFY(v.toMap()["total"].toInt() >= 0);

        const knobel::GameDef& chicago = *knobel::findGameDef("chicago");
        for (std::uint64_t seed = 1; seed <= 3; ++seed)
            play("chicago", chicago.defaultOptions(), seed);
        const QVariantList fewest = history.highScores("chicago", 20);
        QVERIFY(!fewest.isEmpty());
        for (qsizetype i = 0; i < fewest.size(); ++i) {
            QVERIFY(fewest[i].toMap()["total"].toInt() < 3); // the loser's three mats never
            if (i > 0)
                QVERIFY(fewest[i].toMap()["total"].toInt() >= fewest[i - 1].toMap()["total"].toInt());
        }
        for (const QVariant& v : history.statistics("chicago"))
            QVERIFY(v.toMap()["best"].toInt() <= 2);

        QCOMPARE(history.totalText("chicago", 1), QStringLiteral("1 beer mat"));
        QCOMPARE(history.totalText("chicago", 3), QStringLiteral("3 beer mats"));
        QCOMPARE(history.totalText("sechzerspiel", 126), QStringLiteral("126 points"));
        QCOMPARE(history.totalText("lustigesieben", -12), QStringLiteral("−12"));
        QCOMPARE(HistoryStore::number(-7), QStringLiteral("−7"));
        QCOMPARE(HistoryStore::number(7), QStringLiteral("7"));
    }
};

QTEST_GUILESS_MAIN(TestHistory)
#include "tst_history.moc"
