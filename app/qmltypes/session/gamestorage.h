// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QLockFile>
#include <QObject>
#include <QString>

#include <memory>

#include "unsavedwork.h"

namespace knobel {
class Match;
}

/// Where a game is kept, for whichever controller plays it: its autosave (named after the time and
/// the seed, locked against a second window, written after every step, and written again until it
/// is when a disk fails) and the file it was saved to or opened from, with whether it has changed
/// since. Knows the game only as the match it is handed.
class GameStorage : public QObject
{
    Q_OBJECT

public:
    explicit GameStorage(QObject* parent = nullptr);

    /// The folder new autosaves go into; empty: none are written.
    QString autosaveFolder() const { return m_autosaveFolder; }
    void setAutosaveFolder(const QString& folder);
    /// The autosave of the game being played; empty when it has none (finished, read-only, or held
    /// by another window).
    QString autosaveFile() const { return m_autosaveFile; }
    QString fileName() const { return m_fileName; }
    bool isModified() const { return m_modified; }
    UnsavedWork* unsaved() { return &m_unsaved; }

    /// A game is taken up: it is kept in `autosaveFile` (a resumed game's), or in a new file of the
    /// autosave folder, unless it is finished or only shown (`readOnly`: a game from the history).
    /// Returns the problem to show ("" when none): another window plays this game already.
    QString attach(const knobel::Match& match, const QString& autosaveFile, bool readOnly);
    /// The game as it stands now is kept: its autosave written, and whether it differs from its file.
    void keep(const knobel::Match* match);
    /// Writes the game to a file the player chose; the problem, or "".
    QString saveAs(const knobel::Match& match, const QString& fileOrUrl);
    /// The game just taken up came from this file: changes are measured against it.
    void openedFrom(const knobel::Match& match, const QString& path);
    /// The game is left. One left before its first move leaves no autosave to take up again.
    void detach(const knobel::Match* match);

signals:
    void autosaveFolderChanged();
    void fileNameChanged();
    void modifiedChanged();
    /// Something could not be written: the game goes on; the message says what.
    void problem(const QString& message);

private:
    void releaseAutosave();
    /// Holds the autosave's lock; false when another window holds it.
    bool holdAutosave(const QString& file);
    void setFileName(const QString& path);

    QString m_autosaveFolder;
    QString m_autosaveFile;
    std::unique_ptr<QLockFile> m_lock; ///< held on m_autosaveFile while this window plays it
    QString m_fileName;
    QByteArray m_savedRecord; ///< the game as it was last saved to, or opened from, m_fileName
    bool m_modified = false;
    bool m_readOnly = false;
    UnsavedWork m_unsaved;
};
