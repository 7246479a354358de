// SPDX-License-Identifier: GPL-3.0-or-later
#include "historystore.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>
#include <cmath>

#include "gamefile.h"
#include "games/registry.h"
#include "match.h"

namespace {

constexpr int kSchemaVersion = 1;

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
    const knobel::Game* game = knobel::findGame(gameId.toStdString());
    return game ? QString::fromUtf8(game->name().data(), qsizetype(game->name().size())) : gameId;
}

/// A score row of the queries that select player, total and finished_at first.
QVariantMap scoreOf(const QSqlQuery& query)
{
    return {{QStringLiteral("name"), query.value(0)}, {QStringLiteral("total"), query.value(1).toInt()},
        {QStringLiteral("finishedAt"), QDateTime::fromString(query.value(2).toString(), Qt::ISODateWithMs)}};
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
    close();
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
    close();
    m_file = file;
    emit databaseFileChanged();
    emit changed();
}

void HistoryStore::close()
{
    if (!m_open)
        return;
    QSqlDatabase::database(m_connection, false).close();
    QSqlDatabase::removeDatabase(m_connection);
    m_open = false;
}

bool HistoryStore::ensureOpen() const
{
    if (m_open)
        return true;
    QDir().mkpath(QFileInfo(m_file).absolutePath());
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(m_file);
    if (!db.open()) {
        qWarning("history: %s: %s", qPrintable(m_file), qPrintable(db.lastError().text()));
        return false;
    }
    QSqlQuery query(db);
    query.exec(QStringLiteral("PRAGMA foreign_keys = ON"));
    query.exec(QStringLiteral("PRAGMA user_version"));
    const int version = query.next() ? query.value(0).toInt() : 0;
    if (version == 0) {
        const bool made
            = query.exec(QStringLiteral(
                  "CREATE TABLE IF NOT EXISTS games (id INTEGER PRIMARY KEY, finished_at TEXT NOT NULL, "
                  "game TEXT NOT NULL, mode TEXT NOT NULL, options TEXT NOT NULL, players TEXT NOT NULL, "
                  "record TEXT NOT NULL, record_hash TEXT NOT NULL UNIQUE)"))
            && query.exec(
                QStringLiteral("CREATE TABLE IF NOT EXISTS scores (game_id INTEGER NOT NULL REFERENCES "
                               "games(id) ON DELETE CASCADE, seat INTEGER NOT NULL, player TEXT NOT NULL, "
                               "total INTEGER NOT NULL, balance INTEGER NOT NULL, place INTEGER NOT NULL)"))
            && query.exec(QStringLiteral("CREATE INDEX IF NOT EXISTS scores_by_game ON scores(game_id)"))
            && query.exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion));
        if (!made) {
            qWarning("history: %s: %s", qPrintable(m_file), qPrintable(query.lastError().text()));
            return false;
        }
    } else if (version > kSchemaVersion) {
        return false; // a newer program's database: read nothing rather than misread it
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

QString HistoryStore::addGame(GameController* game)
{
    if (!game || !game->match() || !game->match()->isFinished())
        return tr("Only a finished game goes into the history.");
    if (!ensureOpen())
        return tr("The history in %1 cannot be opened.").arg(m_file);
    const knobel::Match& match = *game->match();
    const QByteArray record = knobel::gamefile::write(match.record());
    const QString hash
        = QString::fromLatin1(QCryptographicHash::hash(record, QCryptographicHash::Sha256).toHex());
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery known(db);
    known.prepare(QStringLiteral("SELECT id FROM games WHERE record_hash = ?"));
    known.addBindValue(hash);
    if (known.exec() && known.next())
        return {}; // kept already

    const QJsonDocument whole = QJsonDocument::fromJson(record);
    db.transaction();
    QSqlQuery insert(db);
    insert.prepare(
        QStringLiteral("INSERT INTO games (finished_at, game, mode, options, players, record, record_hash) "
                       "VALUES (?, ?, ?, ?, ?, ?, ?)"));
    insert.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    insert.addBindValue(QString::fromStdString(match.setup().game));
    insert.addBindValue(
        match.setup().mode == knobel::Mode::Play ? QStringLiteral("play") : QStringLiteral("score-pad"));
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
        score.prepare(QStringLiteral(
            "INSERT INTO scores (game_id, seat, player, total, balance, place) VALUES (?, ?, ?, ?, ?, ?)"));
        score.addBindValue(id);
        score.addBindValue(standing.player);
        score.addBindValue(QString::fromStdString(match.setup().players[standing.player]));
        score.addBindValue(standing.total);
        score.addBindValue(standing.balance);
        score.addBindValue(standing.place);
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
    query.prepare(
        QStringLiteral("SELECT g.id, g.finished_at, g.game, g.mode, g.players, "
                       "(SELECT group_concat(player, ', ') FROM scores WHERE game_id = g.id AND place = 1) "
                       "FROM games g WHERE (? = '' OR g.game = ?) ORDER BY g.finished_at DESC, g.id DESC"));
    // A null QString would bind as SQL NULL, and NULL = '' is never true.
    const QString filter = gameId.isNull() ? QStringLiteral("") : gameId;
    query.addBindValue(filter);
    query.addBindValue(filter);
    run(query);
    while (query.next()) {
        QStringList players; // in seat order, as the game file keeps them
        for (const QJsonValue& name : QJsonDocument::fromJson(query.value(4).toString().toUtf8()).array())
            players << name.toString();
        list << QVariantMap{{QStringLiteral("id"), query.value(0)},
            {QStringLiteral("finishedAt"),
                QDateTime::fromString(query.value(1).toString(), Qt::ISODateWithMs)},
            {QStringLiteral("gameId"), query.value(2)},
            {QStringLiteral("gameName"), gameNameOf(query.value(2).toString())},
            {QStringLiteral("scorePad"), query.value(3).toString() == QLatin1String("score-pad")},
            {QStringLiteral("players"), players.join(QStringLiteral(", "))},
            {QStringLiteral("winners"), query.value(5)}};
    }
    return list;
}

QVariantList HistoryStore::statistics(const QString& gameId) const
{
    QVariantList list;
    if (!ensureOpen())
        return list;
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral(
        "SELECT s.player, COUNT(*), SUM(s.place = 1), AVG(s.total), MAX(s.total) FROM scores s "
        "JOIN games g ON g.id = s.game_id WHERE g.game = ? GROUP BY s.player "
        "ORDER BY COUNT(*) DESC, s.player"));
    query.addBindValue(gameId);
    run(query);
    while (query.next())
        list << QVariantMap{{QStringLiteral("name"), query.value(0)},
            {QStringLiteral("played"), query.value(1).toInt()},
            {QStringLiteral("wins"), query.value(2).toInt()},
            {QStringLiteral("average"), query.value(3).toDouble()},
            {QStringLiteral("best"), query.value(4).toInt()}};
    return list;
}

QVariantList HistoryStore::highScores(const QString& gameId, int count) const
{
    QVariantList list;
    if (!ensureOpen())
        return list;
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral(
        "SELECT s.player, s.total, g.finished_at FROM scores s JOIN games g ON g.id = s.game_id "
        "WHERE g.game = ? ORDER BY s.total DESC, g.finished_at ASC LIMIT ?"));
    query.addBindValue(gameId);
    query.addBindValue(count);
    run(query);
    while (query.next())
        list << scoreOf(query);
    return list;
}

QVariantList HistoryStore::scoresOverTime(const QString& gameId) const
{
    QVariantList list;
    if (!ensureOpen())
        return list;
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral(
        "SELECT s.player, s.total, g.finished_at, g.id FROM scores s JOIN games g ON g.id = s.game_id "
        "WHERE g.game = ? ORDER BY g.finished_at ASC, g.id ASC, s.seat ASC"));
    query.addBindValue(gameId);
    run(query);
    int game = -1;
    QVariant lastId;
    while (query.next()) {
        if (query.value(3) != lastId) { // the scores of one game share its place on the time axis
            ++game;
            lastId = query.value(3);
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

QString HistoryStore::open(GameController* game, int id) const
{
    if (!ensureOpen())
        return tr("The history in %1 cannot be opened.").arg(m_file);
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral("SELECT record FROM games WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec() || !query.next())
        return tr("There is no game %1 in the history.").arg(id);
    std::string problem;
    auto match = knobel::gamefile::read(query.value(0).toString().toUtf8(), problem);
    if (!match)
        return tr("The game in the history cannot be read: %1").arg(QString::fromStdString(problem));
    game->adoptReadOnly(std::move(match));
    return {};
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
