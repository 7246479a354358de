// SPDX-License-Identifier: GPL-3.0-or-later
#include "autosavestore.h"
#include "sealkey.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QLockFile>
#include <QStandardPaths>
#include <QUrl>

#include "gamefile.h"
#include "gamename.h"
#include "historystore.h"
#include "match.h"
#include "safefile.h"
#include "text.h"

AutosaveStore::AutosaveStore(QObject* parent)
    : QObject(parent)
    , m_folder(defaultFolder())
{
}

QString AutosaveStore::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

void AutosaveStore::setFolder(const QString& folder)
{
    if (folder == m_folder)
        return;
    m_folder = folder;
    emit folderChanged();
}

bool AutosaveStore::writeAtomically(const QString& file, const QByteArray& bytes, QString* error)
{
    const QString problem = SafeFile::write(file, bytes);
    if (error)
        *error = problem;
    return problem.isEmpty();
}

std::unique_ptr<knobel::Match> AutosaveStore::load(const QString& file, QString* problem)
{
    QString why;
    const auto bytes = SafeFile::read(file, knobel::gamefile::kLargestFile, &why);
    if (!bytes) {
        if (problem)
            *problem = why;
        return nullptr;
    }
    std::string reason;
    auto match = SealKey::read(*bytes, reason);
    if (!match && problem)
        *problem = tr("%1 is not a game Knobelbecher can open: %2").arg(file, QString::fromStdString(reason));
    return match;
}

QString AutosaveStore::lockFileOf(const QString& file)
{
    return file + QStringLiteral(".lock");
}

bool AutosaveStore::isInUse(const QString& file)
{
    QLockFile lock(lockFileOf(file));
    lock.setStaleLockTime(0); // a lock is stale only when its window is gone, however long it was held
    if (lock.tryLock(0)) {
        lock.unlock();
        return false;
    }
    return lock.error() == QLockFile::LockFailedError;
}

QString AutosaveStore::inUseMessage()
{
    return tr("This game is open in another window; it is saved there.");
}

QVariantList AutosaveStore::unfinishedGames() const
{
    QVariantList games;
    const QFileInfoList files
        = QDir(m_folder).entryInfoList({QStringLiteral("*.knobel")}, QDir::Files, QDir::Time);
    for (const QFileInfo& info : files) {
        const QString file = info.absoluteFilePath();
        const auto match = load(file, nullptr);
        if (!match || match->isFinished())
            continue;
        const bool inUse = isInUse(file);
        // A game left before its first move holds nothing worth taking up again.
        if (match->record().actions.empty()) {
            if (!inUse)
                QFile::remove(file);
            continue;
        }
        QStringList players;
        for (const auto& name : match->setup().players)
            players << knobel::isolated(QString::fromStdString(name));
        const QString name = displayName(match->def());
        const bool scorePad = match->setup().mode == knobel::Mode::ScorePad;
        QString state;
        int round = 0;
        if (!match->isSheetGame()) {
            // Any other game: its round and who is on turn, as everyone at the table sees it.
            round = match->observe(knobel::kNoSeat).round;
            const knobel::Seat on = match->toAct();
            state = on >= 0 ? tr("round %1, %2 on turn").arg(round).arg(players.value(on))
                            : tr("round %1").arg(round);
        } else if (scorePad) {
            const knobel::SheetGame& game = match->sheetGame();
            int written = 0;
            int boxes = 0;
            for (int p = 0; p < match->playerCount(); ++p)
                for (int c = 0; c < game.columnCount(match->setup().options); ++c)
                    for (int r = 0; r < int(game.rows().size()); ++r, ++boxes)
                        written += match->sheet(p).isFree(c, r) ? 0 : 1;
            state = tr("score pad, %1 of %2 boxes written").arg(written).arg(boxes);
        } else {
            const knobel::SheetGame& game = match->sheetGame();
            const int rounds = game.columnCount(match->setup().options) * int(game.rows().size());
            round = match->round();
            state = tr("round %1 of %2, %3 on turn")
                        .arg(std::min(match->round(), rounds))
                        .arg(rounds)
                        .arg(players.value(match->currentPlayer()));
        }
        games << QVariantMap{{QStringLiteral("file"), file}, {QStringLiteral("gameName"), name},
            {QStringLiteral("players"), players.join(QStringLiteral(", "))},
            {QStringLiteral("scorePad"), scorePad}, {QStringLiteral("round"), round},
            {QStringLiteral("state"), state}, {QStringLiteral("inUse"), inUse},
            {QStringLiteral("modified"), info.lastModified()},
            {QStringLiteral("modifiedText"), QLocale().toString(info.lastModified(), QLocale::ShortFormat)}};
    }
    return games;
}

bool AutosaveStore::discard(const QString& file)
{
    if (file.isEmpty() || QFileInfo(file).absolutePath() != QFileInfo(m_folder).absoluteFilePath()
        || isInUse(file))
        return false;
    QFile::remove(lockFileOf(file)); // left by a window that is gone, if any
    return QFile::remove(file);
}

int AutosaveStore::recordFinished(HistoryStore* history)
{
    if (!history)
        return 0;
    int recorded = 0;
    for (const QFileInfo& info : QDir(m_folder).entryInfoList({QStringLiteral("*.knobel")}, QDir::Files)) {
        const QString file = info.absoluteFilePath();
        if (isInUse(file))
            continue;
        const auto match = load(file, nullptr);
        if (match && match->isFinished() && history->addMatch(*match).isEmpty() && QFile::remove(file))
            ++recorded;
    }
    return recorded;
}

int AutosaveStore::discardAll()
{
    int removed = 0;
    for (const QVariant& game : unfinishedGames())
        removed += discard(game.toMap().value(QStringLiteral("file")).toString()) ? 1 : 0;
    return removed;
}

QString AutosaveStore::localPath(const QString& fileOrUrl)
{
    const QUrl url(fileOrUrl);
    return url.isLocalFile() ? url.toLocalFile() : fileOrUrl;
}

QString AutosaveStore::saveGame(
    const knobel::Match& match, const QString& fileOrUrl, QString* path, QByteArray* bytes)
{
    QString target = localPath(fileOrUrl);
    if (!target.endsWith(QLatin1String(".knobel")))
        target += QLatin1String(".knobel");
    const QByteArray written = SealKey::fileOf(match);
    if (const QString error = SafeFile::write(target, written); !error.isEmpty())
        return error;
    *path = target;
    *bytes = written;
    return {};
}
