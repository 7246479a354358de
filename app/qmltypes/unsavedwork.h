// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <map>
#include <memory>
#include <vector>

class HistoryStore;
namespace knobel {
class Match;
}

/// What the window could not write yet, written again until it is: a game's autosave that failed
/// (a full disk, a folder gone read-only) and a finished game the history could not take. While the
/// window is open nothing a player did is lost to a disk that fills and frees again; and the window
/// knows what is still unsaved, to ask before it closes.
///
/// Every game's storage (GameStorage) writes through one of these; the window records finished
/// games through it (GameSession::recordFinished).
class UnsavedWork : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Each controller keeps its game through its own: controller.unsaved")
    /// Something is not written yet.
    Q_PROPERTY(bool pending READ isPending NOTIFY pendingChanged)
    /// Why, in one line of the player's language: the last failure of what still waits.
    Q_PROPERTY(QString problem READ problem NOTIFY pendingChanged)
    /// How long it waits before it tries again, in milliseconds (3 s unless set).
    Q_PROPERTY(int retryInterval READ retryInterval WRITE setRetryInterval NOTIFY retryIntervalChanged)

public:
    explicit UnsavedWork(QObject* parent = nullptr);
    ~UnsavedWork() override;

    bool isPending() const { return !m_autosaves.empty() || !m_records.empty(); }
    QString problem() const { return m_problem; }
    int retryInterval() const { return m_timer.interval(); }
    void setRetryInterval(int milliseconds);

    /// Writes the autosave now (SafeFile: the old content survives a failure). When that fails the
    /// bytes wait — a later write of the same file replaces them — and are written again until they
    /// are; autosaveFailed() says so once, until a write of the file works again.
    void writeAutosave(const QString& file, const QByteArray& bytes);
    /// The file is gone on purpose (a game left before its first move): nothing waits for it any more.
    void forget(const QString& file);
    /// Puts a finished game into the history; when the history cannot take it, again until it does.
    /// recorded(autosaveFile) follows when it is there: then its autosave, which holds the game till
    /// then, is no longer needed.
    void record(HistoryStore* history, const knobel::Match& match, const QString& autosaveFile);
    /// Tries everything that waits now (Try again before quitting); whether all is written.
    Q_INVOKABLE bool retryNow();

signals:
    void pendingChanged();
    void retryIntervalChanged();
    /// An autosave failed: the game goes on, and is written again later. The problem names the file.
    void autosaveFailed(const QString& problem);
    /// The history could not take a finished game; it is tried again later.
    void historyFailed(const QString& problem);
    /// A game is in the history now; the autosave it came from may go.
    void recorded(const QString& autosaveFile);
    /// Everything that waited is written now.
    void allWritten();

private:
    struct Record
    {
        QPointer<HistoryStore> history;
        std::unique_ptr<knobel::Match> match;
        QString autosaveFile;
    };
    void retry();
    /// After a change: the timer runs while something waits; the signals say what changed.
    void update(bool wasPending, const QString& problemBefore);

    QTimer m_timer;
    std::map<QString, QByteArray> m_autosaves; ///< file: the newest bytes that wait
    std::vector<Record> m_records;
    QString m_problem;
};
