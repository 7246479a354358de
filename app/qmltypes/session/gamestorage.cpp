// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamestorage.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include "autosavestore.h"
#include "fairdice.h"
#include "gamefile.h"
#include "match.h"
#include "sealkey.h"

namespace {

/// What names an autosave beside its time: the seed where the file shows it anyway, else the
/// fingerprint (a seed in the name would tell the dice to come).
QString autosaveTag(const knobel::Match& match)
{
    if (!knobel::gamefile::wantsSeal(match))
        return QString::number(match.seed());
    return match.setup().salt.empty()
        ? QString::number(QRandomGenerator::global()->generate(), 16)
        : QString::fromStdString(knobel::fair::fingerprint(match.setup().salt, match.seed()));
}

} // namespace

GameStorage::GameStorage(QObject* parent)
    : QObject(parent)
{
    connect(&m_unsaved, &UnsavedWork::autosaveFailed, this, [this](const QString& error) {
        emit problem(tr("The game goes on, but it is not being saved: %1").arg(error));
    });
}

void GameStorage::setAutosaveFolder(const QString& folder)
{
    if (folder == m_autosaveFolder)
        return;
    m_autosaveFolder = folder;
    emit autosaveFolderChanged();
}

QString GameStorage::attach(const knobel::Match& match, const QString& autosaveFile, bool readOnly)
{
    releaseAutosave();
    m_readOnly = readOnly;
    setFileName({});
    m_savedRecord.clear();
    // A finished game has nothing left to save: it gets no autosave, which no one would remove. A
    // game from the history is not saved again.
    if (match.isFinished() || readOnly)
        return {};
    m_autosaveFile = autosaveFile;
    if (m_autosaveFile.isEmpty() && !m_autosaveFolder.isEmpty())
        m_autosaveFile
            = QStringLiteral("%1/%2-%3.knobel")
                  .arg(m_autosaveFolder,
                      QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmsszzz")),
                      autosaveTag(match));
    if (!m_autosaveFile.isEmpty() && !holdAutosave(m_autosaveFile)) {
        m_autosaveFile.clear();
        return AutosaveStore::inUseMessage();
    }
    return {};
}

bool GameStorage::holdAutosave(const QString& file)
{
    QDir().mkpath(QFileInfo(file).absolutePath()); // a new game's folder may not be there yet
    auto lock = std::make_unique<QLockFile>(AutosaveStore::lockFileOf(file));
    lock->setStaleLockTime(0); // stale only when the window that held it is gone
    if (lock->tryLock(0)) {
        m_lock = std::move(lock);
        return true;
    }
    // Another window plays this game and saves it: this one does not write over it.
    if (lock->error() == QLockFile::LockFailedError)
        return false;
    return true; // a folder that cannot hold the lock cannot hold the game either: keep() says so
}

void GameStorage::releaseAutosave()
{
    m_lock.reset();
    m_autosaveFile.clear();
}

void GameStorage::keep(const knobel::Match* match)
{
    // Sealed while the game is unfinished (the seed, hidden dice); the same game, the same bytes.
    const QByteArray bytes = match ? SealKey::fileOf(*match) : QByteArray();
    // Changed since it was saved to (or opened from) its file: the title marks it.
    const bool modified = match && !m_readOnly && !m_fileName.isEmpty() && bytes != m_savedRecord;
    if (modified != m_modified) {
        m_modified = modified;
        emit modifiedChanged();
    }
    if (!match || m_autosaveFile.isEmpty() || m_readOnly)
        return;
    m_unsaved.writeAutosave(m_autosaveFile, bytes);
}

QString GameStorage::saveAs(const knobel::Match& match, const QString& fileOrUrl)
{
    QString path;
    if (const QString error = AutosaveStore::saveGame(match, fileOrUrl, &path, &m_savedRecord);
        !error.isEmpty())
        return error;
    setFileName(path);
    keep(&match);
    return {};
}

void GameStorage::openedFrom(const knobel::Match& match, const QString& path)
{
    m_savedRecord = SealKey::fileOf(match);
    setFileName(QFileInfo(path).absoluteFilePath());
    keep(&match);
}

void GameStorage::detach(const knobel::Match* match)
{
    // A game left before its first move leaves nothing to take up again.
    if (match && match->record().actions.empty() && m_lock && !m_autosaveFile.isEmpty()) {
        QFile::remove(m_autosaveFile);
        m_unsaved.forget(m_autosaveFile);
    }
    releaseAutosave();
    m_savedRecord.clear();
    setFileName({});
    if (m_modified) {
        m_modified = false;
        emit modifiedChanged();
    }
}

void GameStorage::setFileName(const QString& path)
{
    if (path == m_fileName)
        return;
    m_fileName = path;
    emit fileNameChanged();
}
