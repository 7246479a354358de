// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamesession.h"

#include <QFileInfo>

#include "autosavestore.h"
#include "engine/registry.h"
#include "match.h"
#include "realdice.h"

GameSession::GameSession(QObject* parent)
    : QObject(parent)
{
    setSheet(new GameController(this));
    setTable(new TableController(this));
}

void GameSession::setSheet(GameController* sheet)
{
    installController(m_sheet, sheet);
}

void GameSession::setTable(TableController* table)
{
    installController(m_table, table);
}

template <class Controller> void GameSession::installController(QPointer<Controller>& slot, Controller* next)
{
    if (next == slot)
        return;
    detach(slot);
    if (slot && slot->parent() == this)
        delete slot.data(); // the session's own, replaced (tests hand in theirs)
    slot = next;
    attach(slot);
    emit controllersChanged();
    emit currentChanged();
    emit unsavedChanged();
}

void GameSession::leaveAllBut(const SessionController* playing)
{
    if (m_sheet && m_sheet != playing)
        m_sheet->endGame();
    if (m_table && m_table != playing)
        m_table->endGame();
}

QString GameSession::noPlaceFor(const QString& game) const
{
    return tr("this window has no place for %1").arg(game);
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
    connect(controller, &SessionController::gameFinished, this, finished);
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
    if (m_table && m_table->hasGame())
        return m_table;
    if (m_sheet)
        return m_sheet;
    return m_table;
}

QString GameSession::page() const
{
    if (m_table && m_table->hasGame())
        return QStringLiteral("table");
    if (m_sheet && m_sheet->hasGame())
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
    const QString& seed, bool scorePad, const QStringList& kinds, bool realDice)
{
    if (TableController::handles(gameId)) {
        if (!m_table)
            return noPlaceFor(gameId);
        leaveAllBut(m_table);
        return m_table->startGame(gameId, players, options, seed, kinds, realDice);
    }
    if (!m_sheet)
        return noPlaceFor(gameId);
    leaveAllBut(m_sheet);
    return m_sheet->startGame(gameId, players, options, seed, scorePad, kinds, realDice);
}

bool GameSession::realDicePossible(const QString& gameId)
{
    const knobel::GameDef* def = knobel::findGameDef(gameId.toStdString());
    return def && knobel::realdice::possible(*def, def->defaultOptions());
}

bool GameSession::realDicePeopleOnly(const QString& gameId)
{
    const knobel::GameDef* def = knobel::findGameDef(gameId.toStdString());
    return def && knobel::realdice::peopleOnly(*def, def->defaultOptions());
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
    SessionController* opener = TableController::handlesFile(fileOrUrl)
        ? static_cast<SessionController*>(m_table)
        : static_cast<SessionController*>(m_sheet);
    if (!opener)
        return noPlaceFor(QFileInfo(fileOrUrl).fileName());
    const QString problem = opener->openFile(fileOrUrl);
    if (problem.isEmpty())
        leaveAllBut(opener);
    return problem;
}

void GameSession::endGame()
{
    leaveAllBut(nullptr);
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
    SessionController* taker
        = sheetGame ? static_cast<SessionController*>(m_sheet) : static_cast<SessionController*>(m_table);
    if (!taker)
        return noPlaceFor(QString::fromStdString(match->setup().game));
    leaveAllBut(taker);
    if (!readOnly)
        taker->adopt(std::move(match), autosaveFile);
    else if (sheetGame)
        m_sheet->adoptReadOnly(std::move(match));
    else
        m_table->adoptReadOnly(std::move(match));
    return {};
}
