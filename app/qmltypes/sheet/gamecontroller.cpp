// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamecontroller.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QLockFile>
#include <QUrl>

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include "autosavestore.h"
#include "engine/botseed.h"
#include "engine/levels.h"
#include "engine/registry.h"
#include "gamefile.h"
#include "gamename.h"
#include "kits/columnnumeral.h"
#include "language.h"
#include "match.h"
#include "safefile.h"
#include "setuprequest.h"
#include "sheetwords.h"
#include "solver/sheetbot.h"
#include "text.h"

GameController::GameController(QObject* parent)
    : SessionController(parent)
{
    connect(Language::instance(), &Language::codeChanged, this, &GameController::retranslate);
    m_stepTimer.setSingleShot(true);
    connect(&m_stepTimer, &QTimer::timeout, this, &GameController::stepComputer);
    m_solverHost.setCurrent(
        [this] {
            return m_match
                ? std::pair{&m_match->sheetGame(), &m_match->setup().options}
                : std::pair<const knobel::SheetGame*, const knobel::RuleOptions*>{nullptr, nullptr};
        },
        [this] { return m_generation; });
    // A cancelled build of the hint's tables leaves no hint.
    connect(&m_solverHost, &SheetSolverHost::cancelled, &m_hint, &SheetHint::clear);
    connect(&m_hint, &SheetHint::changed, this, &GameController::hintsChanged);
    connect(&m_hint, &SheetHint::hintingChanged, this, &GameController::thinkingChanged);
    connect(&m_hint, &SheetHint::hintingChanged, this, &SessionController::hintsChanged);
    connect(&m_programs, &ProgramSeats::notesChanged, this, &GameController::programNotesChanged);
    connect(&m_programs, &ProgramSeats::notesChanged, this, [this] {
        m_eventLog.retell(); // a note among the lines
        updateLog();
    });
}

GameController::~GameController() = default;

QString GameController::startGame(const QString& gameId, const QStringList& players,
    const QVariantMap& options, const QString& seed, bool scorePad, const QStringList& kinds, bool realDice)
{
    if (!knobel::findSheetGame(gameId.toStdString()))
        return tr("There is no game called %1.").arg(gameId);
    return startRequest(SetupRequest{gameId, players, kinds, options, seed, scorePad, realDice});
}

void GameController::typedThrowEntered()
{
    refresh(true);
    emit diceThrown();
    if (m_match->isFinished())
        emit gameFinished();
}

QString GameController::readOptions(
    const knobel::SheetGame& game, const QVariantMap& options, knobel::RuleOptions* out)
{
    *out = game.defaultOptions();
    for (auto it = options.begin(); it != options.end(); ++it) {
        const QString value = it.value().typeId() == QMetaType::Bool
            ? (it.value().toBool() ? "true" : "false")
            : it.value().toString();
        if (out->set(game.options(), it.key().toStdString(), value.toStdString()))
            return tr("The rule option %1 does not take the value %2.").arg(it.key(), value);
    }
    return {};
}

void GameController::prepareTables(const QString& gameId, const QVariantMap& options)
{
    const knobel::SheetGame* game = knobel::findSheetGame(gameId.toStdString());
    knobel::RuleOptions rules;
    if (!game || !readOptions(*game, options, &rules).isEmpty())
        return;
    withSolverFor(*game, rules, {});
}

void GameController::setPrepareTablesEarly(bool early)
{
    if (early == m_prepareEarly)
        return;
    m_prepareEarly = early;
    emit prepareTablesEarlyChanged();
}

void GameController::setLastEntry(int player, int column, int row, int points, bool done)
{
    const int columns = m_match->sheetGame().columnCount(m_match->setup().options);
    const auto [text, spoken] = SheetWords::entryNote(
        playerNames().value(player), m_sheet.boxName(column, row), points, column, columns, done);
    m_lastEntry = QVariantMap{{QStringLiteral("text"), text}, {QStringLiteral("spoken"), spoken},
        {QStringLiteral("player"), player}, {QStringLiteral("column"), player * columns + column},
        {QStringLiteral("row"), row}, {QStringLiteral("points"), points}, {QStringLiteral("done"), done}};
    emit lastEntryChanged();
}

void GameController::clearLastEntry()
{
    if (m_lastEntry.isEmpty())
        return;
    m_lastEntry.clear();
    emit lastEntryChanged();
}

void GameController::adoptReadOnly(std::unique_ptr<knobel::Match> match)
{
    const bool early = m_prepareEarly;
    m_prepareEarly = false; // a game from the history is not played on
    adoptMatch(std::move(match), {}, true);
    m_prepareEarly = early;
}

void GameController::dropWork()
{
    ++m_generation; // answers still on their way belong to the old game
    m_pending.clear();
    m_stepTimer.stop();
    m_deciding = false;
    m_making.clear(); // what is being made for the old game is not waited for
    m_waitingFor.clear();
    m_hint.clear();
    m_skipTurn = false;
    m_announced = false;
    clearLastEntry();
}

void GameController::adopt(std::unique_ptr<knobel::Match> match, const QString& autosaveFile)
{
    adoptMatch(std::move(match), autosaveFile, false);
}

void GameController::adoptMatch(
    std::unique_ptr<knobel::Match> match, const QString& autosaveFile, bool readOnly)
{
    m_readOnly = readOnly;
    dropWork();
    m_sinceHumanEntry.invalidate();
    // Play again (the same game and options) keeps the computer players made; a stand-in is for one game.
    m_computers.newGame(m_match && match && m_match->setup().game == match->setup().game
        && m_match->setup().options == match->setup().options);
    // Programs are started anew for every game; a game read from a file has no command lines (they
    // are never stored there): its program seats are played by the fallback level, which is noted.
    m_programs.startGame(
        match ? match->setup().game : std::string(), std::exchange(m_nextProgramCommands, {}));
    m_match = std::move(match);
    const QString storageNote = m_files.attach(*m_match, autosaveFile, readOnly);
    persist();
    // A game that starts, or is resumed, on a computer's turn goes on by itself.
    QTimer::singleShot(0, this, &GameController::scheduleComputer);
    // The computer players and the hint's tables (one table, shared) are made now, in the background,
    // so that neither the first computer turn nor the first hint waits for them; a Cancel then leaves
    // the computers' stand-ins at once.
    if (m_prepareEarly && !m_match->isFinished()) {
        for (int seat = 0; seat < m_match->playerCount(); ++seat)
            makeComputer(computerKind(seat));
        withSolverFor(m_match->sheetGame(), m_match->setup().options, {});
    }
    m_dice.refresh(m_match.get(), false);
    m_sheet.refresh(m_match.get());
    m_eventLog.clear();
    updateLog();
    emit gameChanged();
    emit stateChanged();
    emit resultChanged();
    emit modifiedChanged();
    if (!storageNote.isEmpty())
        emit storageProblem(storageNote);
}

void GameController::updateLog()
{
    if (!m_match)
        return;
    std::vector<EventLog::Note> notes;
    for (const SeatComputers::StandInNote& note : m_computers.notes())
        notes.push_back({note.at, m_computers.noteText(note, playerNames()), false});
    for (const ProgramSeats::Note& note : m_programs.notes())
        notes.push_back({note.at, m_programs.noteText(note, playerNames()), true});
    // Nothing is hidden on a score sheet: every seat may know every line.
    m_eventLog.update(*m_match, knobel::kNoSeat, notes);
}

bool GameController::playersMayStepBack() const
{
    return m_match && !m_readOnly && !isComputerTurn();
}

bool GameController::lastEntryByHuman() const
{
    if (!m_match || isScorePad())
        return true;
    // The seat that took the last action: an entry, or a Contra and its answer.
    const auto& actors = m_match->actors();
    return actors.empty() || m_match->setup().kindOf(actors.back()) == "human";
}

bool GameController::canUndo() const
{
    // A person's entry can be taken back until the computer that took over throws (the core then
    // refuses: the dice that fell stay fallen); a computer's entry is never taken back.
    if (!m_match || m_readOnly || !m_match->canUndo())
        return false;
    // Real dice: a mistyped throw, or a choice to throw not typed yet, is taken back by whoever sits at
    // the table, a computer's too (the computer then chooses again, the same).
    if (m_match->realDice()
        && (m_match->awaitedThrow() || m_match->record().actions.back().type == knobel::Action::Type::Throw))
        return true;
    return lastEntryByHuman();
}

bool GameController::canRedo() const
{
    return playersMayStepBack() && m_match->canRedo();
}

bool GameController::undo()
{
    if (!canUndo())
        return false;
    dropWork(); // the computer that was about to take over does not
    if (!stepped(m_match->undo()))
        return false;
    // A program that was told of the entry taken back (or asked what to do after it) starts anew.
    m_programs.rewound(*m_match);
    return true;
}

bool GameController::redo()
{
    if (!playersMayStepBack() || !stepped(m_match->redo()))
        return false;
    m_sinceHumanEntry.start(); // the entry is made again: a computer taking over waits as before
    return true;
}

bool GameController::stepped(const knobel::Problem& problem)
{
    if (problem)
        return false;
    refresh(false);
    emit resultChanged();
    return true;
}

void GameController::endGame()
{
    dropWork();
    m_programs.release();
    m_files.detach(m_match.get());
    m_match.reset();
    m_dice.refresh(nullptr, false);
    m_sheet.refresh(nullptr);
    m_eventLog.clear();
    emit gameChanged();
    emit stateChanged();
    emit resultChanged();
}

void GameController::refresh(bool newThrow)
{
    persist();
    m_dice.refresh(m_match.get(), newThrow);
    m_sheet.refresh(m_match.get());
    updateLog();
    m_hint.forgetShown(); // it answered another situation
    emit stateChanged();
    QTimer::singleShot(0, this, &GameController::scheduleComputer);
}

bool GameController::perform(const knobel::Action& action)
{
    if (!m_match || m_readOnly)
        return false;
    const int player = m_match->currentPlayer();
    const bool wasFinished = m_match->isFinished();
    if (m_match->apply(action))
        return false;
    // Real dice: a Throw waits for its typed faces (typedThrowEntered); the dice are not read before.
    const bool chose = action.type == knobel::Action::Type::Throw;
    const bool thrown = chose && !m_match->awaitedThrow();
    // What a computer wrote stays on the screen until the next player throws.
    if (chose && m_lastEntry.value(QStringLiteral("player")).toInt() != player)
        clearLastEntry();
    refresh(thrown);
    if (thrown)
        emit diceThrown();
    if (action.type == knobel::Action::Type::Write) {
        emit entryWritten(player, action.column, action.row);
        emit resultChanged();
    }
    if (m_match->isFinished())
        m_programs.finish(*m_match);
    if (!wasFinished && m_match->isFinished())
        emit gameFinished();
    return true;
}

bool GameController::throwDice()
{
    return !isComputerTurn() && perform(knobel::Action::throwDice());
}

bool GameController::offerContra()
{
    if (isComputerTurn() || !canOfferContra() || !perform(knobel::Action::doubling(0)))
        return false;
    m_sinceHumanEntry.start(); // the computer that answers waits: the Contra can still be taken back
    return true;
}

bool GameController::answerContra(bool playOn)
{
    if (isComputerTurn() || !contraWaiting() || !perform(knobel::Action::doubling(playOn ? 1 : 2)))
        return false;
    m_sinceHumanEntry.start();
    return true;
}

bool GameController::keepFirstHand()
{
    if (isComputerTurn() || !canKeepFirstHand())
        return false;
    const int player = m_match->currentPlayer();
    if (!perform(knobel::Action::stop()))
        return false;
    setFirstHandNote(player);
    return true;
}

void GameController::setFirstHandNote(int player)
{
    setNote(player, SheetWords::firstHandNote(*m_match, playerNames(), player));
}

QString GameController::contraBy() const
{
    const int seat = sideRules().contraSeat();
    return seat >= 0 ? playerNames().value(seat) : QString();
}

int GameController::actingSeat() const
{
    return m_match ? SheetWords::actingSeat(*m_match) : -1;
}

void GameController::setContraNote(int player, const knobel::Action& action, double chance)
{
    setNote(player, SheetWords::contraNote(playerNames().value(player), action, chance));
}

void GameController::setNote(int player, const QString& text)
{
    m_lastEntry = QVariantMap{{QStringLiteral("text"), text}, {QStringLiteral("spoken"), text},
        {QStringLiteral("player"), player}, {QStringLiteral("column"), -1}, {QStringLiteral("row"), -1},
        {QStringLiteral("points"), 0}, {QStringLiteral("done"), true}};
    emit lastEntryChanged();
}

bool GameController::toggleDie(int die)
{
    if (!m_match || isComputerTurn() || die < 0 || die >= int(m_match->held().size()))
        return false;
    return perform(
        m_match->held()[std::size_t(die)] ? knobel::Action::release(die) : knobel::Action::hold(die));
}

bool GameController::writesZero(int column, int row) const
{
    if (!m_match || !m_match->canWrite() || row < 0 || row >= int(m_match->sheetGame().rows().size())
        || column < 0 || column >= m_match->sheetGame().columnCount(m_match->setup().options)
        || !m_match->isOpen(column, row))
        return false;
    const auto allowed = m_match->sheetGame().boxValues(column, row, m_match->setup().options);
    return m_match->preview(column, row) == 0 && !allowed.empty() && allowed.back() > 0;
}

bool GameController::writeBox(int column, int row)
{
    if (isComputerTurn() || !perform(knobel::Action::write(column, row)))
        return false;
    m_sinceHumanEntry.start();
    return true;
}

QString GameController::allowedText(int row, int column) const
{
    return m_match ? SheetWords::allowedText(*m_match, row, column) : QString();
}

QString GameController::editBox(int player, int column, int row, const QString& text)
{
    if (!m_match || !isScorePad())
        return tr("Boxes are typed in only when keeping score of real dice.");
    if (m_readOnly)
        return tr("A game from the history cannot be changed.");
    const QString trimmed = text.trimmed();
    std::optional<int> value;
    if (!trimmed.isEmpty()) {
        bool ok = false;
        value = trimmed.toInt(&ok);
        if (!ok)
            return tr("%1: %2").arg(m_sheet.boxName(column, row), allowedText(row, column));
    }
    if (player < 0 || player >= m_match->playerCount() || column < 0
        || column >= m_match->sheetGame().columnCount(m_match->setup().options) || row < 0
        || row >= int(m_match->sheetGame().rows().size()))
        return tr("There is no such box.");
    if (m_match->sheet(player).box(column, row) == value)
        return {}; // the same value again: nothing to record, nothing to undo
    const bool wasFinished = m_match->isFinished();
    if (m_match->edit(player, column, row, value))
        return tr("%1: %2").arg(m_sheet.boxName(column, row), allowedText(row, column));
    refresh(false);
    emit entryWritten(player, column, row);
    emit resultChanged();
    if (!wasFinished && m_match->isFinished())
        emit gameFinished();
    return {};
}

bool GameController::isScorePad() const
{
    return m_match && m_match->setup().mode == knobel::Mode::ScorePad;
}

bool GameController::hasPokerDice() const
{
    return m_match && m_match->sheetGame().dieKind() == knobel::DieKind::Poker;
}

int GameController::diceCount() const
{
    return m_match ? m_match->sheetGame().diceCount() : 0;
}

bool GameController::scoresServed() const
{
    return m_match && m_match->sheetGame().scoresServed();
}

int GameController::throwsPerTurn() const
{
    return m_match ? m_match->sheetGame().throwsPerTurn() : 0;
}

int GameController::roundCount() const
{
    return m_match
        ? m_match->sheetGame().columnCount(m_match->setup().options) * int(m_match->sheetGame().rows().size())
        : 0;
}

int GameController::currentPlayer() const
{
    return m_match ? m_match->currentPlayer() : -1;
}

QString GameController::currentPlayerName() const
{
    return m_match ? playerNames().value(m_match->currentPlayer()) : QString();
}

int GameController::round() const
{
    return m_match ? std::min(m_match->round(), roundCount()) : 0;
}

int GameController::throwsLeft() const
{
    return m_match && !isScorePad() && !m_match->isFinished() ? m_match->throwsLeft() : 0;
}

int GameController::throwsMade() const
{
    return m_match && !isScorePad() ? m_match->throwsMade() : 0;
}

bool GameController::served() const
{
    return m_match && m_match->served();
}

bool GameController::canThrow() const
{
    return m_match && m_match->canThrow() && !m_match->awaitedThrow(); // real dice: typed, not thrown again
}

bool GameController::canWrite() const
{
    return m_match && m_match->canWrite();
}

QString GameController::status() const
{
    return m_match ? SheetWords::status(*m_match, playerNames(), m_readOnly) : QString();
}

QString GameController::firstHandText() const
{
    return m_match ? SheetWords::firstHandText(*m_match) : QString();
}

QString GameController::stakeText() const
{
    return m_match ? SheetWords::stakeText(*m_match, playerNames()) : QString();
}

QStringList GameController::contraHistory() const
{
    return m_match ? SheetWords::contraHistory(*m_match, playerNames()) : QStringList();
}

QVariantList GameController::duels() const
{
    return m_match ? SheetWords::duels(*m_match, playerNames()) : QVariantList();
}

QStringList GameController::programNotes() const
{
    return m_programs.noteTexts(playerNames());
}

void GameController::retranslate()
{
    m_dice.retranslate();
    m_sheet.retranslate();
    m_eventLog.retell(); // every line anew, in the new language
    updateLog();
    emit programNotesChanged();
    emit stateChanged();
    emit resultChanged();
}

bool GameController::isComputerTurn() const
{
    return m_match && SheetWords::computerActs(*m_match, m_readOnly);
}

bool GameController::hintAvailable() const
{
    return m_match && !m_readOnly && !m_match->def().levels().empty();
}

void GameController::withSolver(std::function<void()> next)
{
    withSolverFor(m_match->sheetGame(), m_match->setup().options, std::move(next));
}

void GameController::withSolverFor(
    const knobel::SheetGame& forGame, const knobel::RuleOptions& forOptions, std::function<void()> next)
{
    m_solverHost.with(forGame, forOptions, m_tableFolder, m_generation, std::move(next));
}

void GameController::scheduleComputer()
{
    // A throw waiting for real dice stops the computers until the person at the table types it.
    if (!isComputerTurn() || m_match->awaitedThrow() || m_deciding || !m_pending.empty()
        || m_stepTimer.isActive())
        return;
    const int seat = actingSeat();
    const bool program = m_match->setup().kindOf(seat) == "program";
    const std::string kind = computerKind(seat);
    const quint64 generation = m_generation;
    m_deciding = true;
    emit thinkingChanged();
    const std::shared_ptr<const knobel::Bot> player = m_computers.player(kind);
    if (!player) {
        m_waitingFor = kind; // the decision goes on when it is made
        makeComputer(kind);
        return;
    }
    if (program) {
        scheduleProgram(seat, player);
        return;
    }
    auto* watcher = new QFutureWatcher<knobel::SheetDecision>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation)
            return;
        const knobel::SheetDecision decision = watcher->result();
        takeDecision(decision.action, decision.contraChance);
    });
    // The decision works on a copy of the game; the Bot shares its tables with every seat of its level.
    const std::uint64_t botSeed = knobel::botSeed(m_match->seed(), m_match->record().actions.size());
    watcher->setFuture(QtConcurrent::run([match = *m_match, bot = player, seat, botSeed] {
        const knobel::BotView view = match.botView(seat, botSeed);
        if (const auto* sheet = dynamic_cast<const knobel::SheetPlayer*>(bot.get()))
            return sheet->explain(view);
        return knobel::SheetDecision{bot->decide(view)};
    }));
}

std::string GameController::computerKind(int seat) const
{
    // A program's seat has its fallback ready before the program is asked: it plays on if the
    // program fails.
    const std::string kind = m_match->setup().kindOf(seat);
    if (kind == "program")
        return m_programs.fallbackFor(m_match->def());
    const auto levels = m_match->def().levels();
    // A kind this program does not know (a file from elsewhere) plays as the best level, as it did.
    return kind == "human" || levels.empty() || std::find(levels.begin(), levels.end(), kind) != levels.end()
        ? kind
        : levels.back();
}

void GameController::makeComputer(const std::string& kind)
{
    const auto levels = m_match->def().levels();
    if (std::find(levels.begin(), levels.end(), kind) == levels.end() || m_computers.player(kind)
        || !m_making.insert(kind).second)
        return;
    // Made off the GUI thread: Würfel-Poker's levels read or build a table first, shared with the
    // hint's (the window's bar shows it; Cancel leaves a stand-in).
    const quint64 generation = m_generation;
    const std::size_t notesBefore = m_computers.notes().size();
    m_computers.make(
        *m_match, kind, m_preparation, m_tableFolder,
        [this, generation] { return generation == m_generation ? m_match.get() : nullptr; },
        [this, generation, kind, notesBefore](SeatComputers::Made made) {
            if (generation != m_generation)
                return; // the game was left meanwhile
            m_making.erase(kind);
            if (made == SeatComputers::Made::StandIn)
                sayStandIns(notesBefore);
            if (m_waitingFor != kind)
                return;
            m_waitingFor.clear();
            m_deciding = false;
            emit thinkingChanged();
            if (made != SeatComputers::Made::Nothing)
                scheduleComputer();
        });
}

void GameController::takeDecision(const knobel::Action& action, double contraChance)
{
    m_deciding = false;
    emit thinkingChanged();
    m_pending.assign(1, action);
    m_contraChance = contraChance;
    int delay = m_skipTurn ? 0 : m_pace;
    // Right after a person's entry the computer waits a moment longer: the entry can still be taken back.
    if (delay > 0 && m_match->throwsMade() == 0 && m_sinceHumanEntry.isValid())
        delay = int(std::max<qint64>(delay, undoGrace - m_sinceHumanEntry.elapsed()));
    m_stepTimer.start(delay);
}

void GameController::sayStandIns(std::size_t notesBefore)
{
    const auto& notes = m_computers.notes();
    QStringList said;
    for (std::size_t n = notesBefore; n < notes.size(); ++n)
        said << m_computers.noteText(notes[n], playerNames());
    m_eventLog.retell(); // the log is told again with the note: it stands after the actions before it
    updateLog();
    if (!said.isEmpty())
        setNote(notes[notesBefore].seat, said.join(u' '));
}

void GameController::scheduleProgram(int seat, std::shared_ptr<const knobel::Bot> fallbackBot)
{
    const quint64 generation = m_generation;
    const std::uint64_t botSeed = knobel::botSeed(m_match->seed(), m_match->record().actions.size());
    // The fallback plays with the player this window has made (its tables shared), never with one of
    // its own; a level named otherwise is made as every seat's is.
    knobel::BotPreparation preparation;
    preparation.tableFolder = std::filesystem::path(m_tableFolder.toStdString());
    auto fallback = [made = std::move(fallbackBot), name = m_programs.fallbackFor(m_match->def()),
                        def = &m_match->def(), options = m_match->setup().options,
                        preparation](const std::string& level) -> std::shared_ptr<const knobel::Bot> {
        return level == name ? made : makeSeatBot(*def, level, options, preparation);
    };
    m_programs.decide(
        *m_match, seat, botSeed, std::move(fallback), [this, generation](const knobel::Action& action) {
            if (generation == m_generation && m_match)
                takeDecision(action, -1); // a program says nothing about its chance
        });
}

void GameController::stepComputer()
{
    if (m_pending.empty() || !m_match)
        return;
    const int player = m_match->currentPlayer();
    const knobel::Action action = m_pending.front();
    const bool writes = action.type == knobel::Action::Type::Write;
    const int points = writes ? m_match->preview(action.column, action.row) : 0;
    // Before a computer writes, the box it chose lights up for a step, with its dice still on the table.
    if (writes && !m_announced) {
        m_announced = true;
        setLastEntry(player, action.column, action.row, points, false);
        m_stepTimer.start(m_skipTurn ? 0 : m_pace);
        return;
    }
    m_announced = false;
    m_pending.pop_front();
    const int actor = actingSeat();
    if (!perform(action)) {
        m_pending.clear(); // cannot happen for the player's own moves; never loop on it
        return;
    }
    if (action.type == knobel::Action::Type::Double)
        setContraNote(actor, action, m_contraChance);
    if (action.type == knobel::Action::Type::Stop)
        setFirstHandNote(player);
    if (writes)
        setLastEntry(player, action.column, action.row, points, true);
    if (m_match->currentPlayer() != player)
        m_skipTurn = false; // hurrying ends with the turn
    if (!m_pending.empty())
        m_stepTimer.start(m_skipTurn ? 0 : m_pace);
}

void GameController::skipComputer()
{
    if (!isComputerTurn())
        return;
    m_skipTurn = true;
    if (m_stepTimer.isActive())
        m_stepTimer.start(0);
}

const SheetTables& GameController::tables() const
{
    return m_solverHost.tables();
}

void GameController::askSolver(
    int player, const std::vector<int>& faces, bool served, int throwsLeft, const std::vector<int>& locked)
{
    m_hint.begin();
    withSolver([this, player, faces, served, throwsLeft, locked, generation = m_generation] {
        if (generation == m_generation && m_match)
            m_hint.rank(*m_match, tables(), m_sheet, player, faces, served, throwsLeft, locked);
    });
}

void GameController::askDoubleHand()
{
    m_hint.begin();
    withSolver([this, generation = m_generation] {
        if (generation == m_generation && m_match)
            m_hint.rankDoubleHand(*m_match, tables(), m_sheet, m_match->currentPlayer());
    });
}

void GameController::requestHint()
{
    if (!hintAvailable() || isScorePad() || isComputerTurn() || m_match->isFinished()
        || m_match->throwsMade() == 0 || m_match->awaitedThrow())
        return;
    if (doubleHand()) {
        askDoubleHand();
        return;
    }
    std::vector<int> locked;
    for (int d = 0; d < int(m_match->dice().size()); ++d)
        if (m_match->isLocked(d))
            locked.push_back(m_match->dice()[std::size_t(d)]);
    askSolver(m_match->currentPlayer(), m_match->dice(), m_match->served(), m_match->throwsLeft(), locked);
}

QString GameController::requestHintFor(int player, const QString& dice, int throwsLeft, bool served)
{
    if (!hintAvailable())
        return tr("There is no hint for this game yet.");
    std::vector<int> faces;
    if (QString problem = SheetWords::typedThrowProblem(*m_match, player, dice, throwsLeft, &faces);
        !problem.isEmpty())
        return problem;
    askSolver(player, faces, served, throwsLeft, {});
    return {};
}
