// SPDX-License-Identifier: GPL-3.0-or-later
#include "historystore.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <functional>
#include <map>
#include <unistd.h>

#include "dicestats.h"
#include "engine/registry.h"
#include "gamefile.h"
#include "gamename.h"
#include "match.h"
#include "messagetext.h"
#include "safefile.h"
#include "text.h"

namespace {

/// 1: games and scores. 2: scores.kind, "human" or the computer's level.
constexpr int kSchemaVersion = 2;
/// How long a write waits for another window that is writing the history.
constexpr int kBusyMilliseconds = 2000;

/// SQLite's result codes that say the file is not a sound database.
bool isDamage(const QSqlError& error)
{
    const int code = error.nativeErrorCode().toInt();
    return code == 11 /* SQLITE_CORRUPT */ || code == 26 /* SQLITE_NOTADB */;
}

bool isBusy(const QSqlError& error)
{
    const int code = error.nativeErrorCode().toInt();
    return code == 5 /* SQLITE_BUSY */ || code == 6 /* SQLITE_LOCKED */;
}

/// Runs a prepared query; a failure is a bug in a query, so it is logged with the query.
bool run(QSqlQuery& query)
{
    if (query.exec())
        return true;
    qWarning("history: %s: %s", qPrintable(query.lastQuery()), qPrintable(query.lastError().text()));
    return false;
}

QString gameNameOf(const QString& gameId)
{
    return displayNameOf(gameId);
}

/// A score row of the queries that select player, total, finished_at and kind first.
QVariantMap scoreOf(const QSqlQuery& query)
{
    return {{QStringLiteral("name"),
                HistoryStore::shownName(query.value(0).toString(), query.value(3).toString())},
        {QStringLiteral("total"), query.value(1).toInt()},
        {QStringLiteral("finishedAt"), QDateTime::fromString(query.value(2).toString(), Qt::ISODateWithMs)}};
}

/// Every record of a played game of gameId (of every game for an empty id) that can be read, oldest
/// first. A score pad's game has no dice the program threw.
void eachPlayedRecord(const QSqlDatabase& db, const QString& gameId,
    const std::function<void(const knobel::GameRecord&)>& visit)
{
    QSqlQuery query(db);
    query.prepare(
        QStringLiteral("SELECT record FROM games WHERE (? = '' OR game = ?) AND mode = 'play' ORDER BY id"));
    // A null QString would bind as SQL NULL, and NULL = '' is never true.
    const QString filter = gameId.isNull() ? QStringLiteral("") : gameId;
    query.addBindValue(filter);
    query.addBindValue(filter);
    run(query);
    while (query.next()) {
        std::string problem;
        if (const auto record = knobel::gamefile::readRecord(query.value(0).toString().toUtf8(), problem))
            visit(*record);
    }
}

/// The chi-square test in words: "nothing unusual (p = 0.42)" or "unusual, p = 0.003".
QString testInWords(double p)
{
    const QLocale locale;
    return p >= knobel::stats::kUnusualBelow
        ? HistoryStore::tr("nothing unusual (p = %1)").arg(locale.toString(p, 'f', 2))
        : HistoryStore::tr("unusual, p = %1").arg(locale.toString(p, 'g', 2));
}

} // namespace

HistoryStore::HistoryStore(QObject* parent)
    : QObject(parent)
    , m_file(defaultFile())
    , m_connection(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
}

HistoryStore::~HistoryStore()
{
    closeDatabase();
}

QString HistoryStore::defaultFile()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/history.sqlite");
}

void HistoryStore::setDatabaseFile(const QString& file)
{
    if (file == m_file)
        return;
    closeDatabase();
    m_file = file;
    emit databaseFileChanged();
    emit changed();
}

void HistoryStore::closeDatabase()
{
    if (!m_open)
        return;
    QSqlDatabase::database(m_connection, false).close();
    QSqlDatabase::removeDatabase(m_connection);
    m_open = false;
}

void HistoryStore::tell(const QString& notice) const
{
    if (notice == m_notice)
        return; // said once
    m_notice = notice;
    emit const_cast<HistoryStore*>(this)->noticeChanged();
}

HistoryStore::Opened HistoryStore::tryOpen() const
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(m_file);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyMilliseconds));
    auto failed = [&](const QSqlError& error) {
        qWarning("history: %s: %s", qPrintable(m_file), qPrintable(error.text()));
        m_lastError = error.text();
        db.close();
        return isBusy(error) ? Opened::Busy : isDamage(error) ? Opened::Damaged : Opened::Failed;
    };
    if (!db.open())
        return failed(db.lastError());
    QSqlQuery query(db);
    // A damaged file opens; the first read finds out. A broken index is rebuilt from its table,
    // which is whole: the games are kept, and none is counted twice.
    for (int attempt = 0;; ++attempt) {
        if (!query.exec(QStringLiteral("PRAGMA integrity_check")))
            return failed(query.lastError());
        QStringList problems;
        while (query.next())
            if (query.value(0).toString() != QLatin1String("ok"))
                problems << query.value(0).toString();
        if (problems.isEmpty())
            break;
        qWarning("history: %s: %s", qPrintable(m_file), qPrintable(problems.join(QStringLiteral("; "))));
        if (attempt > 0 || !query.exec(QStringLiteral("REINDEX"))) {
            m_lastError = problems.join(QStringLiteral("; "));
            db.close();
            return Opened::Damaged;
        }
    }
    query.exec(QStringLiteral("PRAGMA foreign_keys = ON"));
    if (!query.exec(QStringLiteral("PRAGMA user_version")))
        return failed(query.lastError());
    const int version = query.next() ? query.value(0).toInt() : 0;
    if (version > kSchemaVersion) {
        m_lastError = tr("it was written by a newer Knobelbecher");
        db.close();
        return Opened::Failed; // a newer program's database: read nothing rather than misread it
    }
    if (version < kSchemaVersion) {
        db.transaction();
        bool made = true;
        if (version == 0)
            made
                = query.exec(QStringLiteral(
                      "CREATE TABLE IF NOT EXISTS games (id INTEGER PRIMARY KEY, finished_at TEXT NOT NULL, "
                      "game TEXT NOT NULL, mode TEXT NOT NULL, options TEXT NOT NULL, players TEXT NOT NULL, "
                      "record TEXT NOT NULL, record_hash TEXT NOT NULL UNIQUE)"))
                && query.exec(QStringLiteral(
                    "CREATE TABLE IF NOT EXISTS scores (game_id INTEGER NOT NULL REFERENCES "
                    "games(id) ON DELETE CASCADE, seat INTEGER NOT NULL, player TEXT NOT NULL, "
                    "total INTEGER NOT NULL, balance INTEGER NOT NULL, place INTEGER NOT NULL, "
                    "kind TEXT NOT NULL DEFAULT 'human')"))
                && query.exec(QStringLiteral("CREATE INDEX IF NOT EXISTS scores_by_game ON scores(game_id)"));
        if (version == 1) {
            // Version 1 kept no kinds: they are read from each game's record.
            made = query.exec(
                       QStringLiteral("ALTER TABLE scores ADD COLUMN kind TEXT NOT NULL DEFAULT 'human'"))
                && query.exec(QStringLiteral("SELECT id, record FROM games"));
            std::vector<std::pair<qlonglong, std::vector<std::string>>> kinds;
            while (made && query.next()) {
                std::string problem;
                if (const auto match = knobel::gamefile::read(query.value(1).toString().toUtf8(), problem))
                    kinds.emplace_back(query.value(0).toLongLong(), match->setup().kinds);
            }
            for (const auto& [id, seats] : kinds)
                for (std::size_t seat = 0; made && seat < seats.size(); ++seat) {
                    QSqlQuery update(db);
                    update.prepare(
                        QStringLiteral("UPDATE scores SET kind = ? WHERE game_id = ? AND seat = ?"));
                    update.addBindValue(QString::fromStdString(seats[seat]));
                    update.addBindValue(id);
                    update.addBindValue(qlonglong(seat));
                    made = update.exec();
                }
        }
        made = made && query.exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion));
        if (!made || !db.commit()) {
            const QSqlError error = query.lastError().isValid() ? query.lastError() : db.lastError();
            db.rollback();
            return failed(error);
        }
    }
    return Opened::Ready;
}

bool HistoryStore::ensureOpen() const
{
    if (m_open)
        return true;
    const QString folder = QFileInfo(m_file).absolutePath();
    if (!QFileInfo::exists(m_file)) {
        // A new history needs a folder it can write; the real reason is said, once.
        if (!QDir().mkpath(folder) || ::access(QFile::encodeName(folder).constData(), W_OK | X_OK) != 0) {
            const int error = errno ? errno : EACCES;
            tell(tr("The history cannot be kept: %1").arg(SafeFile::folderProblem(folder, error)));
            return false;
        }
    }
    Opened opened = tryOpen();
    if (opened == Opened::Damaged) {
        // The damaged file is kept aside for whoever wants to rescue it, and a new history begins.
        QSqlDatabase::removeDatabase(m_connection);
        const QString aside
            = QStringLiteral("%1/history-damaged-%2.sqlite")
                  .arg(folder, QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
        if (!QFile::rename(m_file, aside)) {
            tell(tr("The history in %1 is damaged and cannot be moved aside: %2").arg(m_file, m_lastError));
            return false;
        }
        for (const QString& companion :
            {QStringLiteral("-journal"), QStringLiteral("-wal"), QStringLiteral("-shm")})
            if (QFileInfo::exists(m_file + companion))
                QFile::rename(m_file + companion, aside + companion);
        opened = tryOpen();
        if (opened == Opened::Ready)
            tell(tr("The history was damaged. It was kept as %1, and a new history was started.").arg(aside));
    }
    if (opened == Opened::Busy)
        tell(tr("The history is in use by another program; finished games are kept and added later."));
    else if (opened != Opened::Ready && opened != Opened::Damaged)
        tell(tr("The history in %1 cannot be opened: %2").arg(m_file, m_lastError));
    if (opened != Opened::Ready) {
        QSqlDatabase::removeDatabase(m_connection);
        return false;
    }
    m_open = true;
    return true;
}

int HistoryStore::gameCount() const
{
    if (!ensureOpen())
        return 0;
    QSqlQuery query(QStringLiteral("SELECT COUNT(*) FROM games"), QSqlDatabase::database(m_connection));
    return query.next() ? query.value(0).toInt() : 0;
}

QString HistoryStore::addMatch(const knobel::Match& match)
{
    if (!match.isFinished())
        return tr("Only a finished game goes into the history.");
    if (!ensureOpen())
        return m_notice.isEmpty() ? tr("The history in %1 cannot be opened.").arg(m_file) : m_notice;
    const QByteArray record = knobel::gamefile::write(
        match.record(), match.realDice() ? knobel::Match::Dice::Real : knobel::Match::Dice::Drawn);
    const QString hash
        = QString::fromLatin1(QCryptographicHash::hash(record, QCryptographicHash::Sha256).toHex());
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery known(db);
    // NOT INDEXED: the table itself is asked, so that a broken index cannot let the game in twice.
    known.prepare(QStringLiteral("SELECT id FROM games NOT INDEXED WHERE record_hash = ?"));
    known.addBindValue(hash);
    if (!known.exec())
        return tr("The game could not be added to the history: %1").arg(known.lastError().text());
    if (known.next())
        return {}; // kept already

    const QJsonDocument whole = QJsonDocument::fromJson(record);
    db.transaction();
    QSqlQuery insert(db);
    insert.prepare(
        QStringLiteral("INSERT INTO games (finished_at, game, mode, options, players, record, record_hash) "
                       "VALUES (?, ?, ?, ?, ?, ?, ?)"));
    insert.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    insert.addBindValue(QString::fromStdString(match.setup().game));
    // Games of real dice are counted apart (issue 32): the dice statistics ask for mode 'play', the
    // program's dice, and the list shows each game's mode.
    insert.addBindValue(match.realDice()               ? QStringLiteral("real-dice")
            : match.setup().mode == knobel::Mode::Play ? QStringLiteral("play")
                                                       : QStringLiteral("score-pad"));
    insert.addBindValue(
        QString::fromUtf8(QJsonDocument(whole.object().value(QStringLiteral("options")).toObject())
                              .toJson(QJsonDocument::Compact)));
    insert.addBindValue(
        QString::fromUtf8(QJsonDocument(whole.object().value(QStringLiteral("players")).toArray())
                              .toJson(QJsonDocument::Compact)));
    insert.addBindValue(QString::fromUtf8(record));
    insert.addBindValue(hash);
    bool ok = run(insert);
    const qlonglong id = insert.lastInsertId().toLongLong();
    for (const auto& standing : match.result().standings) {
        QSqlQuery score(db);
        score.prepare(QStringLiteral("INSERT INTO scores (game_id, seat, player, total, balance, place, "
                                     "kind) VALUES (?, ?, ?, ?, ?, ?, "
                                     "?)"));
        score.addBindValue(id);
        score.addBindValue(standing.player);
        score.addBindValue(QString::fromStdString(match.setup().players[standing.player]));
        score.addBindValue(standing.total);
        score.addBindValue(standing.balance);
        score.addBindValue(standing.place);
        score.addBindValue(QString::fromStdString(match.setup().kindOf(standing.player)));
        ok = ok && run(score);
    }
    if (!ok || !db.commit()) {
        const QString error = db.lastError().text();
        db.rollback();
        return tr("The game could not be added to the history: %1").arg(error);
    }
    emit changed();
    return {};
}

QVariantList HistoryStore::games(const QString& gameId) const
{
    QVariantList list;
    if (!ensureOpen())
        return list;
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral(
        "SELECT g.id, g.finished_at, g.game, g.mode, g.players, "
        "(SELECT group_concat(player, char(31)) FROM scores WHERE game_id = g.id AND place = 1) "
        "FROM games g WHERE (? = '' OR g.game = ?) ORDER BY g.finished_at DESC, g.id DESC"));
    // A null QString would bind as SQL NULL, and NULL = '' is never true.
    const QString filter = gameId.isNull() ? QStringLiteral("") : gameId;
    query.addBindValue(filter);
    query.addBindValue(filter);
    run(query);
    while (query.next()) {
        QStringList players; // in seat order, as the game file keeps them
        for (const QJsonValue& name : QJsonDocument::fromJson(query.value(4).toString().toUtf8()).array())
            players << knobel::isolated(name.toString());
        QStringList winners; // a name holds no control character: the unit separator parts them
        for (const QString& name : query.value(5).toString().split(QChar(31), Qt::SkipEmptyParts))
            winners << knobel::isolated(name);
        list << QVariantMap{{QStringLiteral("id"), query.value(0)},
            {QStringLiteral("finishedAt"),
                QDateTime::fromString(query.value(1).toString(), Qt::ISODateWithMs)},
            {QStringLiteral("gameId"), query.value(2)},
            {QStringLiteral("gameName"), gameNameOf(query.value(2).toString())},
            {QStringLiteral("scorePad"), query.value(3).toString() == QLatin1String("score-pad")},
            {QStringLiteral("realDice"), query.value(3).toString() == QLatin1String("real-dice")},
            {QStringLiteral("players"), players.join(QStringLiteral(", "))},
            {QStringLiteral("winners"), winners.join(QStringLiteral(", "))}};
    }
    return list;
}

QString HistoryStore::shownName(const QString& player, const QString& kind)
{
    if (kind == QLatin1String("beginner"))
        return tr("Computer: beginner");
    if (kind == QLatin1String("good"))
        return tr("Computer: good");
    if (kind == QLatin1String("perfect"))
        return tr("Computer: perfect");
    return knobel::isolated(player); // names go into sentences ("Place 1: Anna, 180")
}

QVariantList HistoryStore::statistics(const QString& gameId) const
{
    QVariantList list;
    if (!ensureOpen())
        return list;
    QSqlQuery query(QSqlDatabase::database(m_connection));
    const knobel::GameDef* game = knobel::findGameDef(gameId.toStdString());
    // The best total is the lowest where lower is better (Chicago's beer mats).
    const bool lowerIsBetter = game && game->lowerTotalIsBetter();
    // A person is known by the name, a computer by its level: its name is only the language's
    // "Player 2", which says nothing about who played.
    query.prepare(QStringLiteral(
        "SELECT CASE WHEN s.kind = 'human' THEN s.player ELSE '' END AS who, s.kind, COUNT(*), "
        "SUM(s.place = 1), AVG(s.total), %1(s.total), SUM(s.balance) FROM scores s "
        "JOIN games g ON g.id = s.game_id WHERE g.game = ? GROUP BY who, s.kind "
        "ORDER BY s.kind <> 'human', COUNT(*) DESC, who, s.kind")
                      .arg(lowerIsBetter ? QStringLiteral("MIN") : QStringLiteral("MAX")));
    query.addBindValue(gameId);
    run(query);
    const bool chips = game && game->settlesInChips();
    while (query.next()) {
        const QString kind = query.value(1).toString();
        list << QVariantMap{{QStringLiteral("name"), shownName(query.value(0).toString(), kind)},
            {QStringLiteral("computer"), kind != QLatin1String("human")}, {QStringLiteral("kind"), kind},
            {QStringLiteral("played"), query.value(2).toInt()},
            {QStringLiteral("wins"), query.value(3).toInt()},
            {QStringLiteral("average"), query.value(4).toDouble()},
            {QStringLiteral("best"), query.value(5).toInt()}, {QStringLiteral("settlesInChips"), chips},
            {QStringLiteral("chips"), query.value(6).toInt()}};
    }
    return list;
}

QVariantList HistoryStore::highScores(const QString& gameId, int count) const
{
    QVariantList list;
    if (!ensureOpen())
        return list;
    QSqlQuery query(QSqlDatabase::database(m_connection));
    const knobel::GameDef* game = knobel::findGameDef(gameId.toStdString());
    const bool lower = game && game->lowerTotalIsBetter();
    query.prepare(
        QStringLiteral("SELECT s.player, s.total, g.finished_at, s.kind FROM scores s JOIN games g ON "
                       "g.id = s.game_id WHERE g.game = ? AND s.total >= 0 %1 ORDER BY s.total %2, "
                       "g.finished_at ASC LIMIT ?")
            .arg(lower ? QStringLiteral("AND s.place = 1") : QString(),
                lower ? QStringLiteral("ASC") : QStringLiteral("DESC")));
    query.addBindValue(gameId);
    query.addBindValue(count);
    run(query);
    while (query.next())
        list << scoreOf(query);
    return list;
}

QString HistoryStore::totalText(const QString& gameId, int total) const
{
    const knobel::GameDef* game = knobel::findGameDef(gameId.toStdString());
    if (!game || (game->settlesInChips() && !knobel::findSheetGame(gameId.toStdString())))
        return number(total); // a table game's balance: chips, with their sign
    return translateMessage(game->totalText(total)).replace(u'-', QChar(0x2212));
}

QString HistoryStore::number(int value)
{
    return value < 0 ? QChar(0x2212) + QString::number(-qint64(value)) : QString::number(value);
}

QVariantList HistoryStore::scoresOverTime(const QString& gameId) const
{
    QVariantList list;
    if (!ensureOpen())
        return list;
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral("SELECT s.player, s.total, g.finished_at, s.kind, g.id FROM scores s JOIN "
                                 "games g ON g.id = s.game_id "
                                 "WHERE g.game = ? ORDER BY g.finished_at ASC, g.id ASC, s.seat ASC"));
    query.addBindValue(gameId);
    run(query);
    int game = -1;
    QVariant lastId;
    while (query.next()) {
        if (query.value(4) != lastId) { // the scores of one game share its place on the time axis
            ++game;
            lastId = query.value(4);
        }
        QVariantMap score = scoreOf(query);
        score.insert(QStringLiteral("game"), game);
        list << score;
    }
    return list;
}

QVariantList HistoryStore::distribution(const QString& gameId, int buckets) const
{
    QVariantList list;
    const QVariantList scores = scoresOverTime(gameId);
    if (scores.isEmpty() || buckets < 1)
        return list;
    int low = scores.first().toMap()[QStringLiteral("total")].toInt();
    int high = low;
    for (const QVariant& s : scores) {
        low = std::min(low, s.toMap()[QStringLiteral("total")].toInt());
        high = std::max(high, s.toMap()[QStringLiteral("total")].toInt());
    }
    // Whole-number buckets of equal width that cover low … high.
    const int width = std::max(1, int(std::ceil(double(high - low + 1) / buckets)));
    std::vector<int> counts(std::size_t((high - low) / width + 1), 0);
    for (const QVariant& s : scores)
        ++counts[std::size_t((s.toMap()[QStringLiteral("total")].toInt() - low) / width)];
    for (std::size_t b = 0; b < counts.size(); ++b)
        list << QVariantMap{{QStringLiteral("from"), low + int(b) * width},
            {QStringLiteral("to"), low + int(b + 1) * width - 1}, {QStringLiteral("count"), counts[b]}};
    return list;
}

QString HistoryStore::diceVerdict(long dice, double p)
{
    if (dice < knobel::stats::kFewestDiceToTell)
        return tr("too few dice to tell much");
    return testInWords(p);
}

QString HistoryStore::sumsVerdict(int dice, long throws, double p)
{
    if (throws < knobel::stats::fewestThrowsToTell(dice))
        return tr("too few throws to tell much");
    return testInWords(p);
}

QVariantList HistoryStore::diceStatistics(const QString& gameId) const
{
    QVariantList list;
    if (!ensureOpen())
        return list;
    std::map<std::string, knobel::stats::Faces> byName;
    std::vector<std::string> order; // as the names were first seen
    eachPlayedRecord(QSqlDatabase::database(m_connection), gameId, [&](const knobel::GameRecord& record) {
        const auto nameOf = [&](int seat) {
            if (seat < 0 || std::size_t(seat) >= record.setup.players.size())
                return std::string(); // throws nobody chooses
            return shownName(QString::fromStdString(record.setup.players[std::size_t(seat)]),
                QString::fromStdString(record.setup.kindOf(seat)))
                .toStdString();
        };
        std::map<std::string, knobel::stats::Faces> game;
        if (!knobel::stats::tallyThrowsByName(record, game, nameOf))
            return;
        for (const auto& [name, faces] : game) {
            if (!byName.count(name))
                order.push_back(name);
            knobel::stats::add(byName[name], faces);
        }
    });
    const auto entry = [](const QString& name, const knobel::stats::Faces& faces) {
        const long total = knobel::stats::diceIn(faces);
        double p = 1;
        const double chi = knobel::stats::chiSquareOfFaces(faces, &p);
        QVariantList counts;
        for (std::size_t f = 1; f <= 6; ++f)
            counts << qlonglong(faces[f]);
        return QVariantMap{{QStringLiteral("name"), name}, {QStringLiteral("faces"), counts},
            {QStringLiteral("total"), qlonglong(total)}, {QStringLiteral("expected"), double(total) / 6},
            {QStringLiteral("chiSquare"), chi}, {QStringLiteral("p"), p},
            {QStringLiteral("verdict"), diceVerdict(total, p)}};
    };
    knobel::stats::Faces all{};
    for (const std::string& name : order) {
        const knobel::stats::Faces& faces = byName[name];
        if (knobel::stats::diceIn(faces) == 0)
            continue;
        list << entry(name.empty() ? tr("Throws nobody chooses") : QString::fromStdString(name), faces);
        knobel::stats::add(all, faces);
    }
    if (knobel::stats::diceIn(all) > 0)
        list << entry(tr("All players"), all);
    return list;
}

QVariantList HistoryStore::sumStatistics(const QString& gameId) const
{
    QVariantList list;
    if (!ensureOpen())
        return list;
    knobel::stats::Sums sums;
    eachPlayedRecord(QSqlDatabase::database(m_connection), gameId, [&](const knobel::GameRecord& record) {
        knobel::stats::Sums game;
        if (knobel::stats::tallySums(record, game)) // a record that does not replay adds nothing
            knobel::stats::add(sums, game);
    });
    for (int dice : {2, 3}) {
        double p = 1;
        long throws = 0;
        const double chi = knobel::stats::chiSquareOfSums(sums, dice, &p, &throws);
        if (throws == 0)
            continue;
        const std::vector<long> counts = knobel::stats::sumCounts(sums, dice);
        const std::vector<double> expected = knobel::stats::expectedSums(dice, throws);
        QVariantList bars;
        for (std::size_t s = 0; s < counts.size(); ++s)
            bars << QVariantMap{{QStringLiteral("sum"), int(s) + dice},
                {QStringLiteral("count"), qlonglong(counts[s])}, {QStringLiteral("expected"), expected[s]}};
        list << QVariantMap{{QStringLiteral("dice"), dice}, {QStringLiteral("throws"), qlonglong(throws)},
            {QStringLiteral("sums"), bars}, {QStringLiteral("chiSquare"), chi}, {QStringLiteral("p"), p},
            {QStringLiteral("verdict"), sumsVerdict(dice, throws, p)}};
    }
    return list;
}

std::unique_ptr<knobel::Match> HistoryStore::game(int id, QString* problem) const
{
    const auto fail = [problem](const QString& why) {
        if (problem)
            *problem = why;
        return std::unique_ptr<knobel::Match>();
    };
    if (!ensureOpen())
        return fail(tr("The history in %1 cannot be opened.").arg(m_file));
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral("SELECT record FROM games WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec() || !query.next())
        return fail(tr("There is no game %1 in the history.").arg(id));
    std::string reason;
    auto match = knobel::gamefile::read(query.value(0).toString().toUtf8(), reason);
    if (!match)
        return fail(tr("The game in the history cannot be read: %1").arg(QString::fromStdString(reason)));
    return match;
}

bool HistoryStore::clear()
{
    if (!ensureOpen())
        return false;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery query(db);
    const bool ok = db.transaction() && query.exec(QStringLiteral("DELETE FROM scores"))
        && query.exec(QStringLiteral("DELETE FROM games")) && db.commit();
    if (!ok)
        db.rollback();
    emit changed();
    return ok;
}
