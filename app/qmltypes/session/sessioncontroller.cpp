// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessioncontroller.h"

#include <algorithm>

#include "fairdicetext.h"
#include "solver/tablecache.h"

SessionController::SessionController(QObject* parent)
    : QObject(parent)
    , m_tableFolder(QString::fromStdString(knobel::defaultTableFolder().string()))
{
    connect(&m_files, &GameStorage::problem, this, &SessionController::storageProblem);
    connect(&m_files, &GameStorage::autosaveFolderChanged, this, &SessionController::autosaveFolderChanged);
    connect(&m_files, &GameStorage::fileNameChanged, this, &SessionController::fileNameChanged);
    connect(&m_files, &GameStorage::modifiedChanged, this, &SessionController::modifiedChanged);
    connect(this, &SessionController::gameChanged, this, &SessionController::updateFairDice);
}

void SessionController::updateFairDice()
{
    const QVariantMap now = FairDice::of(m_match.get());
    if (now == m_fairDice)
        return;
    m_fairDice = now;
    emit fairDiceChanged();
}

SessionController::~SessionController()
{
    // The controller built on this one is gone by now, its log and models with it: the programs'
    // last notes (released as they end) must not reach them.
    m_programs.disconnect();
}

QString SessionController::saveAs(const QString& fileOrUrl)
{
    if (!m_match)
        return tr("There is no game to save.");
    return m_files.saveAs(*m_match, fileOrUrl);
}

void SessionController::setComputerPace(int milliseconds)
{
    milliseconds = std::clamp(milliseconds, 0, 5000);
    if (milliseconds == m_pace)
        return;
    m_pace = milliseconds;
    emit computerPaceChanged();
}

void SessionController::setProgramTimeLimit(int seconds)
{
    if (seconds * 1000 == m_programs.timeLimitMs())
        return;
    m_programs.setTimeLimitMs(seconds * 1000);
    emit programSettingsChanged();
}

void SessionController::setProgramFallback(const QString& level)
{
    if (level == m_programs.fallbackLevel())
        return;
    m_programs.setFallbackLevel(level);
    emit programSettingsChanged();
}

void SessionController::setProgramLogFolder(const QString& folder)
{
    if (folder == m_programs.logFolder())
        return;
    m_programs.setLogFolder(folder);
    emit programSettingsChanged();
}
