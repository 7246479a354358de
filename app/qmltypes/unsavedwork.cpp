// SPDX-License-Identifier: GPL-3.0-or-later
#include "unsavedwork.h"

#include "historystore.h"
#include "match.h"
#include "safefile.h"

UnsavedWork::UnsavedWork(QObject* parent)
    : QObject(parent)
{
    m_timer.setInterval(3000);
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &UnsavedWork::retry);
}

UnsavedWork::~UnsavedWork() = default;

void UnsavedWork::setRetryInterval(int milliseconds)
{
    if (milliseconds == m_timer.interval())
        return;
    m_timer.setInterval(std::max(1, milliseconds));
    emit retryIntervalChanged();
}

void UnsavedWork::writeAutosave(const QString& file, const QByteArray& bytes)
{
    if (file.isEmpty())
        return;
    const bool wasPending = isPending();
    const QString before = m_problem;
    const bool failing = m_autosaves.count(file) > 0;
    const QString error = SafeFile::write(file, bytes);
    if (error.isEmpty()) {
        m_autosaves.erase(file);
        update(wasPending, before);
        return;
    }
    m_autosaves[file] = bytes;
    m_problem = error;
    update(wasPending, before);
    // Said once, not after every action: the game goes on, and the write that works ends it.
    if (!failing)
        emit autosaveFailed(error);
}

void UnsavedWork::forget(const QString& file)
{
    const bool wasPending = isPending();
    const QString before = m_problem;
    m_autosaves.erase(file);
    update(wasPending, before);
}

void UnsavedWork::record(HistoryStore* history, const knobel::Match& match, const QString& autosaveFile)
{
    if (!history)
        return;
    const QString error = history->addMatch(match);
    if (error.isEmpty()) {
        emit recorded(autosaveFile);
        return;
    }
    const bool wasPending = isPending();
    const QString before = m_problem;
    // A copy: the controller may start the next game while this one waits for the history.
    m_records.push_back({history, std::make_unique<knobel::Match>(match), autosaveFile});
    m_problem = error;
    update(wasPending, before);
    emit historyFailed(error);
}

bool UnsavedWork::retryNow()
{
    retry();
    return !isPending();
}

void UnsavedWork::retry()
{
    const bool wasPending = isPending();
    const QString before = m_problem;
    for (auto it = m_autosaves.begin(); it != m_autosaves.end();) {
        const QString error = SafeFile::write(it->first, it->second);
        if (error.isEmpty()) {
            it = m_autosaves.erase(it);
        } else {
            m_problem = error;
            ++it;
        }
    }
    std::vector<QString> recordedFiles;
    for (auto it = m_records.begin(); it != m_records.end();) {
        if (!it->history) { // the window that held the history is gone: nothing can take it
            it = m_records.erase(it);
            continue;
        }
        const QString error = it->history->addMatch(*it->match);
        if (error.isEmpty()) {
            recordedFiles.push_back(it->autosaveFile);
            it = m_records.erase(it);
        } else {
            m_problem = error;
            ++it;
        }
    }
    update(wasPending, before);
    for (const QString& file : recordedFiles)
        emit recorded(file);
}

void UnsavedWork::update(bool wasPending, const QString& problemBefore)
{
    if (isPending()) {
        if (!m_timer.isActive())
            m_timer.start();
    } else {
        m_timer.stop();
        m_problem.clear();
    }
    if (wasPending != isPending() || problemBefore != m_problem)
        emit pendingChanged();
    if (wasPending && !isPending())
        emit allWritten();
}
