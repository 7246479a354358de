// SPDX-License-Identifier: GPL-3.0-or-later
#include "autosavestore.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include "gamecontroller.h"
#include "gamefile.h"
#include "match.h"

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
    QDir().mkpath(QFileInfo(file).absolutePath());
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
        if (error)
            *error = GameController::tr("%1 cannot be written: %2").arg(file, out.errorString());
        return false;
    }
    return true;
}

std::unique_ptr<knobel::Match> AutosaveStore::load(const QString& file, QString* problem)
{
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly)) {
        if (problem)
            *problem = GameController::tr("%1 cannot be opened: %2").arg(file, in.errorString());
        return nullptr;
    }
    std::string why;
    auto match = knobel::gamefile::read(in.read(knobel::gamefile::kLargestFile + 1), why);
    if (!match && problem)
        *problem = GameController::tr("%1 is not a game Knobelbecher can open: %2")
                       .arg(file, QString::fromStdString(why));
    return match;
}

QVariantList AutosaveStore::unfinishedGames() const
{
    QVariantList games;
    const QFileInfoList files
        = QDir(m_folder).entryInfoList({QStringLiteral("*.knobel")}, QDir::Files, QDir::Time);
    for (const QFileInfo& info : files) {
        const auto match = load(info.absoluteFilePath(), nullptr);
        if (!match || match->isFinished())
            continue;
        QStringList players;
        for (const auto& name : match->setup().players)
            players << QString::fromStdString(name);
        const auto name = match->game().name();
        games << QVariantMap{{QStringLiteral("file"), info.absoluteFilePath()},
            {QStringLiteral("gameName"), QString::fromUtf8(name.data(), qsizetype(name.size()))},
            {QStringLiteral("players"), players.join(QStringLiteral(", "))},
            {QStringLiteral("scorePad"), match->setup().mode == knobel::Mode::ScorePad},
            {QStringLiteral("round"), match->round()}, {QStringLiteral("modified"), info.lastModified()}};
    }
    return games;
}

QString AutosaveStore::resume(GameController* game, const QString& file)
{
    QString problem;
    auto match = load(file, &problem);
    if (!match)
        return problem;
    game->adopt(std::move(match), file);
    return {};
}

bool AutosaveStore::discard(const QString& file)
{
    return QFileInfo(file).absolutePath() == QFileInfo(m_folder).absoluteFilePath() && QFile::remove(file);
}
