// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace knobel {
class Match;
}

/// Every finished game, kept in an SQLite database in the data folder: its date, game, options,
/// players, record (which holds the sheets) and result; and what can be learned from them.
class HistoryStore : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString databaseFile READ databaseFile WRITE setDatabaseFile NOTIFY databaseFileChanged)
    Q_PROPERTY(int gameCount READ gameCount NOTIFY changed)
    /// What the player should know about the history, said once: it was damaged and started anew,
    /// its folder cannot be written, another program holds it. Empty when all is well.
    Q_PROPERTY(QString notice READ notice NOTIFY noticeChanged)

public:
    explicit HistoryStore(QObject* parent = nullptr);
    ~HistoryStore() override;

    QString databaseFile() const { return m_file; }
    void setDatabaseFile(const QString& file);
    int gameCount() const;
    QString notice() const { return m_notice; }

    /// Adds a finished game; the same game twice is kept once (the record's hash decides). Returns the
    /// problem or "".
    QString addMatch(const knobel::Match& match);
    /// Past games, newest first (all games for an empty id): id, finishedAt, gameId, gameName, players,
    /// winners, scorePad, realDice (a game of real dice: counted apart, never in the dice statistics).
    Q_INVOKABLE QVariantList games(const QString& gameId = {}) const;
    /// For each player of a game: name, computer, kind, played, wins, average, best, settlesInChips and
    /// chips (the balance summed); people first, most games first. Computers count by their level.
    Q_INVOKABLE QVariantList statistics(const QString& gameId) const;
    /// The best results of a game, best first: name, total, finishedAt. No loss is among them: never a
    /// total below 0 (chips lost), and where a lower total is better (Chicago's beer mats) only winners'.
    Q_INVOKABLE QVariantList highScores(const QString& gameId, int count = 10) const;
    /// A total of a game with its unit where the game counts something of its own ("3 beer mats",
    /// "1 match won", "120 points"); chips are a number with a real minus sign ("−12").
    Q_INVOKABLE QString totalText(const QString& gameId, int total) const;
    /// A whole number as the page shows it: a real minus sign (−12), not a hyphen.
    Q_INVOKABLE static QString number(int value);
    /// Every total of a game in time order: name, total, finishedAt, and game (0, 1, … in time order).
    Q_INVOKABLE QVariantList scoresOverTime(const QString& gameId) const;
    /// How the totals of a game spread: buckets of equal width with from, to, count.
    Q_INVOKABLE QVariantList distribution(const QString& gameId, int buckets) const;
    /// How often each face fell in the finished games of a game (of every game for an empty id), for
    /// each player (by name; a computer by its level, as in statistics()) and then for all of them
    /// together: name, faces (six counts, ones first), total, expected (total / 6), chiSquare, p and
    /// verdict, the test in words.
    Q_INVOKABLE QVariantList diceStatistics(const QString& gameId) const;
    /// How often each sum fell in the throws of exactly two dice and of exactly three in the finished
    /// games of a game (of every game for an empty id), all players together: for two dice and then
    /// three, where there were such throws, dice, throws, sums (sum, count and expected, the count fair
    /// dice should have), chiSquare, p and verdict.
    Q_INVOKABLE QVariantList sumStatistics(const QString& gameId) const;
    /// The chi-square test of a tally in words: "nothing unusual (p = 0.42)", "unusual, p = 0.003", or
    /// with fewer than 60 dice "too few dice to tell much".
    static QString diceVerdict(long dice, double p);
    /// The same for the sums of two or three dice: "too few throws to tell much" below
    /// stats::fewestThrowsToTell (180 throws of two dice, 1080 of three).
    static QString sumsVerdict(int dice, long throws, double p);
    /// A past game, as it was recorded; nullptr and the problem when it cannot be read.
    std::unique_ptr<knobel::Match> game(int id, QString* problem) const;
    /// Forgets every past game.
    Q_INVOKABLE bool clear();

    /// The default database: history.sqlite in the application's data folder.
    static QString defaultFile();
    /// A person's name, or the computer's level for a computer player.
    static QString shownName(const QString& player, const QString& kind);

signals:
    void databaseFileChanged();
    void changed();
    void noticeChanged();

private:
    enum class Opened { Ready, Busy, Damaged, Failed };
    Opened tryOpen() const;
    void tell(const QString& notice) const;
    bool ensureOpen() const;
    void closeDatabase();

    QString m_file;
    QString m_connection;
    mutable bool m_open = false;
    mutable QString m_notice;
    mutable QString m_lastError;
};
