// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamesession.h"

#include <QFileInfo>

#include "autosavestore.h"
#include "match.h"

GameSession::GameSession(QObject* parent)
    : QObject(parent)
{
    setSheet(new GameController(this));
    setTable(new TableController(this));
}

void GameSession::setSheet(GameController* sheet)
{
    if (sheet == m_sheet)
        return;
    detach(m_sheet);
    if (m_sheet && m_sheet->parent() == this)
        delete m_sheet.data(); // the session's own, replaced (tests hand in theirs)
    m_sheet = sheet;
    attach(m_sheet);
    emit controllersChanged();
    emit currentChanged();
    emit unsavedChanged();
}

void GameSession::setTable(TableController* table)
{
    if (table == m_table)
        return;
    detach(m_table);
    if (m_table && m_table->parent() == this)
        delete m_table.data(); // the session's own, replaced (tests hand in theirs)
    m_table = table;
    attach(m_table);
    emit controllersChanged();
    emit currentChanged();
    emit unsavedChanged();
}

void GameSession::attach(SessionController* controller)
{
    if (!controller)
        return;
    connect(controller, &SessionController::gameChanged, this, &GameSession::currentChanged);
    connect(controller, &SessionController::storageProblem, this, &GameSession::storageProblem);
    UnsavedWork* unsaved = controller->unsaved();
    connect(unsaved, &UnsavedWork::pendingChanged, this, &GameSession::unsavedChanged);
    connect(unsaved, &UnsavedWork::historyFailed, this, &GameSession::historyFailed);
    connect(unsaved, &UnsavedWork::recorded, this, &GameSession::recorded);
    connect(unsaved, &UnsavedWork::allWritten, this, &GameSession::allWritten);
    // A finished game goes into the history; its autosave is then no longer needed.
    const auto finished = [this] {
        if (m_history)
            recordFinished(m_history);
        emit gameFinished();
    };
    if (auto* sheet = qobject_cast<GameController*>(controller))
        connect(sheet, &GameController::gameFinished, this, finished);
    else if (auto* table = qobject_cast<TableController*>(controller))
        connect(table, &TableController::gameFinished, this, finished);
}

void GameSession::detach(SessionController* controller)
{
    if (!controller)
        return;
    disconnect(controller, nullptr, this, nullptr);
    disconnect(controller->unsaved(), nullptr, this, nullptr);
}

SessionController* GameSession::current() const
{
    if (m_table && m_table->isActive())
        return m_table;
    if (m_sheet)
        return m_sheet;
    return m_table;
}

QString GameSession::page() const
{
    if (m_table && m_table->isActive())
        return QStringLiteral("table");
    if (m_sheet && m_sheet->isActive())
        return QStringLiteral("sheet");
    return {};
}

void GameSession::setHistory(HistoryStore* history)
{
    if (history == m_history)
        return;
    m_history = history;
    emit historyChanged();
}

void GameSession::setAutosaveFolder(const QString& folder)
{
    m_autosaveFolder = folder;
    forEach([&](SessionController* c) { c->setAutosaveFolder(folder); });
    emit settingsChanged();
}

void GameSession::setComputerPace(int milliseconds)
{
    m_pace = milliseconds;
    forEach([&](SessionController* c) { c->setComputerPace(milliseconds); });
    emit settingsChanged();
}

void GameSession::setProgramTimeLimit(int seconds)
{
    m_programTimeLimit = seconds;
    forEach([&](SessionController* c) { c->setProgramTimeLimit(seconds); });
    emit settingsChanged();
}

void GameSession::setProgramFallback(const QString& level)
{
    m_programFallback = level;
    forEach([&](SessionController* c) { c->setProgramFallback(level); });
    emit settingsChanged();
}

void GameSession::setPrepareEarly(bool early)
{
    m_prepareEarly = early;
    if (m_sheet)
        m_sheet->setPrepareTablesEarly(early);
    emit settingsChanged();
}

bool GameSession::unsavedPending() const
{
    return (m_sheet && m_sheet->unsaved()->isPending()) || (m_table && m_table->unsaved()->isPending());
}

QString GameSession::unsavedProblem() const
{
    if (m_sheet && m_sheet->unsaved()->isPending())
        return m_sheet->unsaved()->problem();
    if (m_table && m_table->unsaved()->isPending())
        return m_table->unsaved()->problem();
    return {};
}

QString GameSession::start(const QString& gameId, const QStringList& players, const QVariantMap& options,
    const QString& seed, bool scorePad, const QStringList& kinds)
{
    if (TableController::handles(gameId)) {
        if (!m_table)
            return tr("this window has no place for %1").arg(gameId);
        if (m_sheet)
            m_sheet->endGame();
        return m_table->startGame(gameId, players, options, seed, kinds);
    }
    if (!m_sheet)
        return tr("this window has no place for %1").arg(gameId);
    if (m_table)
        m_table->endGame();
    return m_sheet->startGame(gameId, players, options, seed, scorePad, kinds);
}

void GameSession::prepareComputers(const QString& gameId, const QVariantMap& options)
{
    if (m_sheet && m_sheet->prepareTablesEarly() && !TableController::handles(gameId))
        m_sheet->prepareTables(gameId, options);
}

QStringList GameSession::levelsOf(const QString& gameId)
{
    return TableController::levelsOf(gameId);
}

bool GameSession::hasScorePad(const QString& gameId)
{
    return TableController::hasScorePad(gameId);
}

QString GameSession::openFile(const QString& fileOrUrl)
{
    if (TableController::handlesFile(fileOrUrl)) {
        if (!m_table)
            return tr("this window has no place for %1").arg(QFileInfo(fileOrUrl).fileName());
        const QString problem = m_table->openFile(fileOrUrl);
        if (problem.isEmpty() && m_sheet)
            m_sheet->endGame();
        return problem;
    }
    if (!m_sheet)
        return tr("this window has no place for %1").arg(QFileInfo(fileOrUrl).fileName());
    const QString problem = m_sheet->openFile(fileOrUrl);
    if (problem.isEmpty() && m_table)
        m_table->endGame();
    return problem;
}

void GameSession::endGame()
{
    if (m_sheet)
        m_sheet->endGame();
    if (m_table)
        m_table->endGame();
}

bool GameSession::retrySaving()
{
    // Both are tried, whatever the first says.
    const bool sheetSaved = !m_sheet || m_sheet->unsaved()->retryNow();
    const bool tableSaved = !m_table || m_table->unsaved()->retryNow();
    return sheetSaved && tableSaved;
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
