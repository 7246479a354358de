// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamesession.h"

#include <QFileInfo>

#include "autosavestore.h"
#include "match.h"

GameSession::GameSession(QObject* parent)
    : QObject(parent)
{
}

void GameSession::setSheet(GameController* sheet)
{
    if (sheet == m_sheet)
        return;
    m_sheet = sheet;
    emit controllersChanged();
}

void GameSession::setTable(TableController* table)
{
    if (table == m_table)
        return;
    m_table = table;
    emit controllersChanged();
}

QString GameSession::resume(const QString& file)
{
    if (AutosaveStore::isInUse(file))
        return AutosaveStore::inUseMessage();
    QString problem;
    auto match = AutosaveStore::load(file, &problem);
    if (!match)
        return problem;
    if (const QString refused = take(std::move(match), file, false); !refused.isEmpty())
        return tr("%1 cannot be played in this window: %2").arg(QFileInfo(file).fileName(), refused);
    return {};
}

QString GameSession::showFromHistory(HistoryStore* history, int id)
{
    if (!history)
        return tr("There is no history to show a game from.");
    QString problem;
    auto match = history->game(id, &problem);
    if (!match)
        return problem;
    return take(std::move(match), {}, true);
}

void GameSession::recordFinished(HistoryStore* history)
{
    if (m_table && m_table->match() && m_table->match()->isFinished())
        m_table->unsaved()->record(history, *m_table->match(), m_table->autosaveFile());
    else if (m_sheet && m_sheet->match() && m_sheet->match()->isFinished())
        m_sheet->unsaved()->record(history, *m_sheet->match(), m_sheet->autosaveFile());
}

QString GameSession::take(std::unique_ptr<knobel::Match> match, const QString& autosaveFile, bool readOnly)
{
    const bool sheetGame = match->isSheetGame();
    if (sheetGame ? !m_sheet : !m_table)
        return tr("this window has no place for %1").arg(QString::fromStdString(match->setup().game));
    if (sheetGame) {
        if (m_table)
            m_table->endGame();
        if (readOnly)
            m_sheet->adoptReadOnly(std::move(match));
        else
            m_sheet->adopt(std::move(match), autosaveFile);
    } else {
        if (m_sheet)
            m_sheet->endGame();
        if (readOnly)
            m_table->adoptReadOnly(std::move(match));
        else
            m_table->adopt(std::move(match), autosaveFile);
    }
    return {};
}
