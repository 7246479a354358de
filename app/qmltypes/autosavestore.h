// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <string>

#include "historystore.h"

namespace knobel {
class Match;
}

/// The games saved as they were played, in the data folder: which are unfinished, and taking one up again.
class AutosaveStore : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString folder READ folder WRITE setFolder NOTIFY folderChanged)

public:
    explicit AutosaveStore(QObject* parent = nullptr);

    QString folder() const { return m_folder; }
    void setFolder(const QString& folder);

    /// The unfinished games, newest first: file, gameName, players, scorePad, round, state (where it
    /// stands, in words), inUse (open in another window), modified and modifiedText. Games left before
    /// their first move are removed on the way.
    Q_INVOKABLE QVariantList unfinishedGames() const;
    /// Gives up a saved game for good (not one open in another window).
    Q_INVOKABLE bool discard(const QString& file);
    /// Adds the finished games that could not go into the history when they ended (a history in use
    /// or damaged then) and removes their files once they are there; returns how many.
    Q_INVOKABLE int recordFinished(HistoryStore* history);
    /// Gives up every unfinished game not open in another window; returns how many.
    Q_INVOKABLE int discardAll();

    /// The default folder: autosave/ in the application's data folder.
    static QString defaultFolder();
    /// Writes bytes so that the file holds either the old or the new content, never a torn one.
    static bool writeAtomically(const QString& file, const QByteArray& bytes, QString* error);
    /// The lock a window holds on an autosave while it plays the game.
    static QString lockFileOf(const QString& file);
    /// Whether another window (another process) holds the autosave's lock.
    static bool isInUse(const QString& file);
    static QString inUseMessage();
    /// Reads and replays a game file; nullptr and the problem (naming the file) when it cannot.
    static std::unique_ptr<knobel::Match> load(const QString& file, QString* problem);
    /// A local path from a file name or a file: URL (what file dialogs give).
    static QString localPath(const QString& fileOrUrl);
    /// Save / Save as of either controller: the game's file written safely under fileOrUrl (".knobel"
    /// added); on success its path and bytes, else the reason and nothing changed.
    static QString saveGame(
        const knobel::Match& match, const QString& fileOrUrl, QString* path, QByteArray* bytes);

signals:
    void folderChanged();

private:
    QString m_folder;
};
