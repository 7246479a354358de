// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <string>

#include "gamecontroller.h"
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

    /// The unfinished games, newest first: file, gameName, players, round, modified.
    Q_INVOKABLE QVariantList unfinishedGames() const;
    /// Takes up a saved game in the controller, which goes on saving into the same file; returns the problem
    /// or "".
    Q_INVOKABLE QString resume(GameController* game, const QString& file);
    /// Gives up a saved game for good.
    Q_INVOKABLE bool discard(const QString& file);

    /// The default folder: autosave/ in the application's data folder.
    static QString defaultFolder();
    /// Writes bytes so that the file holds either the old or the new content, never a torn one.
    static bool writeAtomically(const QString& file, const QByteArray& bytes, QString* error);
    /// Reads and replays a game file; nullptr and the problem (naming the file) when it cannot.
    static std::unique_ptr<knobel::Match> load(const QString& file, QString* problem);

signals:
    void folderChanged();

private:
    QString m_folder;
};
