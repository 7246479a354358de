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
#include "solver/autoplayer.h"
#include "solver/contra.h"
#include "solver/sheetbot.h"
#include "solver/tablecache.h"
#include "solver/topdowncolumn.h"
#include "text.h"

GameController::GameController(QObject* parent)
    : SessionController(parent)
{
    connect(Language::instance(), &Language::codeChanged, this, &GameController::retranslate);
    m_stepTimer.setSingleShot(true);
    connect(&m_stepTimer, &QTimer::timeout, this, &GameController::stepComputer);
    connect(&m_programs, &ProgramSeats::notesChanged, this, &GameController::programNotesChanged);
    connect(&m_programs, &ProgramSeats::notesChanged, this, [this] {
        m_eventLog.retell(); // a note among the lines
        updateLog();
    });
    m_progressTimer.setInterval(100);
    connect(&m_progressTimer, &QTimer::timeout, this, [this] {
        const double share = m_buildProgress ? m_buildProgress->load() : 0;
        if (share != m_preparation) {
            m_preparation = share;
            emit preparationChanged();
        }
    });
}

GameController::~GameController()
{
    // A table still being built stops, so that leaving the program does not wait for it.
    m_cancelBuild->store(true);
}

QString GameController::startGame(const QString& gameId, const QStringList& players,
    const QVariantMap& options, const QString& seed, bool scorePad, const QStringList& kinds)
{
    if (!knobel::findSheetGame(gameId.toStdString()))
        return tr("There is no game called %1.").arg(gameId);
    knobel::GameSetup setup;
    std::map<int, QString> commands;
    if (const QString problem
        = SetupRequest{gameId, players, kinds, options, seed, scorePad}.check(&setup, &commands);
        !problem.isEmpty())
        return problem;
    m_nextProgramCommands = std::move(commands);
    adopt(std::make_unique<knobel::Match>(setup));
    return {};
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

QString GameController::playAgain()
{
    if (!m_match)
        return tr("There is no game to play again.");
    knobel::GameSetup setup = m_match->setup();
    setup.seed.reset(); // new dice
    if (auto problem = knobel::Match::checkSetup(setup))
        return QString::fromStdString(*problem);
    m_nextProgramCommands = m_programs.commands(); // the same programs, started anew
    adopt(std::make_unique<knobel::Match>(setup));
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
    const QString name = playerNames().value(player);
    const QString rowName = m_sheet.boxName(column, row);
    const int columns = m_match->sheetGame().columnCount(m_match->setup().options);
    QString text;
    QString spoken;
    if (columns > 1) {
        // The sheet heads its columns I, II, III; a screen reader reads "I" as a letter, so the
        // spoken words carry the column's number.
        const auto entry = [&](const QString& numeral) {
            return done ? tr("%1 wrote %2 %3 in column %4").arg(name, rowName).arg(points).arg(numeral)
                        : tr("%1 writes %2 %3 in column %4…").arg(name, rowName).arg(points).arg(numeral);
        };
        text = entry(QString::fromStdString(knobel::columnNumeral(column)));
        spoken = entry(QString::number(column + 1));
    } else {
        text = done ? tr("%1 wrote %2 %3").arg(name, rowName).arg(points)
                    : tr("%1 writes %2 %3…").arg(name, rowName).arg(points);
        spoken = text;
    }
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
    m_hinting = false;
    m_skipTurn = false;
    m_announced = false;
    m_hints.clear();
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
    // Programs are started anew for every game; a game read from a file has no command lines (they
    // are never stored there): its program seats are played by the fallback level, which is noted.
    m_programs.startGame(
        match ? match->setup().game : std::string(), std::exchange(m_nextProgramCommands, {}));
    m_match = std::move(match);
    const QString storageNote = m_files.begin(*m_match, autosaveFile, readOnly);
    persist();
    // A game that starts, or is resumed, on a computer's turn goes on by itself.
    QTimer::singleShot(0, this, &GameController::scheduleComputer);
    // The tables for the computer players and the hint are built now, in the background, so that
    // neither the first computer turn nor the first hint waits for them.
    if (m_prepareEarly && !m_match->isFinished())
        withSolverFor(m_match->sheetGame(), m_match->setup().options, {});
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
    for (const ProgramSeats::Note& note : m_programs.notes())
        notes.push_back({note.at, m_programs.noteText(note, playerNames()), true});
    // Nothing is hidden on a score sheet: every seat may know every line.
    m_eventLog.update(*m_match, knobel::kNoSeat, notes);
}

QString GameController::open(const QString& fileOrUrl)
{
    const QString path = AutosaveStore::localPath(fileOrUrl);
    QString problem;
    auto match = AutosaveStore::load(path, &problem);
    if (!match)
        return problem;
    adopt(std::move(match));
    m_files.openedFrom(*m_match, path);
    return {};
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
    return m_match && !m_readOnly && m_match->canUndo() && lastEntryByHuman();
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
    m_files.end(m_match.get());
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
    if (!m_hints.isEmpty()) {
        m_hints.clear(); // they answered another situation
        emit hintsChanged();
    }
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
    const bool thrown = action.type == knobel::Action::Type::Throw;
    // What a computer wrote stays on the screen until the next player throws.
    if (thrown && m_lastEntry.value(QStringLiteral("player")).toInt() != player)
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

bool GameController::doubleHand() const
{
    return m_match && m_match->isSheetGame() && m_match->sheetState().doubleHand();
}

bool GameController::hasFirstHand() const
{
    return doubleHand() && m_match->sheetState().candidate().has_value();
}

QVariantList GameController::firstHandFaces() const
{
    QVariantList faces;
    if (hasFirstHand())
        for (int face : m_match->sheetState().candidate()->faces)
            faces << face;
    return faces;
}

bool GameController::firstHandServed() const
{
    return hasFirstHand() && m_match->sheetState().candidate()->served;
}

QString GameController::firstHandText() const
{
    if (!hasFirstHand())
        return {};
    QStringList words;
    for (int face : m_match->sheetState().candidate()->faces)
        words << DiceModel::faceName(face, hasPokerDice());
    const QString dice = words.join(tr(", ", "between the dice in words"));
    return firstHandServed() && scoresServed() ? tr("First hand: %1, served").arg(dice)
                                               : tr("First hand: %1").arg(dice);
}

bool GameController::canKeepFirstHand() const
{
    return doubleHand() && !m_readOnly && m_match->sheetState().canKeepCandidate();
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
    QStringList words;
    if (hasFirstHand())
        for (int face : m_match->sheetState().candidate()->faces)
            words << DiceModel::faceName(face, hasPokerDice());
    const QString text
        = tr("%1 keeps %2 as the first hand")
              .arg(playerNames().value(player), words.join(tr(", ", "between the dice in words")));
    m_lastEntry = QVariantMap{{QStringLiteral("text"), text}, {QStringLiteral("spoken"), text},
        {QStringLiteral("player"), player}, {QStringLiteral("column"), -1}, {QStringLiteral("row"), -1},
        {QStringLiteral("points"), 0}, {QStringLiteral("done"), true}};
    emit lastEntryChanged();
}

bool GameController::contraPlayed() const
{
    return m_match && m_match->isSheetGame() && m_match->sheetState().contraPlayed();
}

int GameController::stake() const
{
    return contraPlayed() ? m_match->sheetState().stake() : 1;
}

bool GameController::canOfferContra() const
{
    return contraPlayed() && !m_readOnly && m_match->sheetState().canOfferContra();
}

bool GameController::contraWaiting() const
{
    return contraPlayed() && m_match->sheetState().offerBy() >= 0;
}

QString GameController::contraBy() const
{
    return contraWaiting() ? playerNames().value(m_match->sheetState().offerBy()) : QString();
}

QString GameController::stakeText() const
{
    if (!contraPlayed())
        return {};
    const auto& state = m_match->sheetState();
    if (state.lastDoubler() < 0)
        return tr("Stake ×%1: nobody has doubled yet").arg(state.stake());
    return tr("Stake ×%1: %2 doubled last").arg(state.stake()).arg(playerNames().value(state.lastDoubler()));
}

QStringList GameController::contraHistory() const
{
    QStringList lines;
    if (!contraPlayed())
        return lines;
    const auto& actions = m_match->record().actions;
    const auto& actors = m_match->actors();
    const QStringList names = playerNames();
    int entries = 0;
    int stake = 1;
    QString offer;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const knobel::Action& action = actions[i];
        if (action.type == knobel::Action::Type::Write)
            ++entries;
        if (action.type != knobel::Action::Type::Double)
            continue;
        const QString name = names.value(actors[i]);
        const int round = entries / m_match->playerCount() + 1;
        if (action.choice == 0) {
            offer = tr("Round %1: %2 says Contra").arg(round).arg(name);
            continue;
        }
        if (action.choice == 1) {
            stake *= 2;
            lines << tr("%1, %2 plays on at stake ×%3").arg(offer, name).arg(stake);
        } else {
            lines << tr("%1, %2 gives up").arg(offer, name);
        }
        offer.clear();
    }
    if (!offer.isEmpty())
        lines << tr("%1, not answered yet").arg(offer);
    return lines;
}

int GameController::actingSeat() const
{
    if (!m_match)
        return -1;
    const knobel::Seat seat = m_match->toAct();
    return seat >= 0 ? seat : m_match->currentPlayer();
}

void GameController::setContraNote(int player, const knobel::Action& action, double chance)
{
    const QString name = playerNames().value(player);
    const int percent = int(std::lround(chance * 100));
    QString text;
    // A program says nothing about its chance: chance < 0.
    if (action.choice == 0)
        text = chance < 0 ? tr("%1 says Contra").arg(name)
                          : tr("%1 says Contra: chance to win %2 %").arg(name).arg(percent);
    else if (action.choice == 1)
        text = chance < 0 ? tr("%1 plays on at the double stake").arg(name)
                          : tr("%1 plays on at the double stake: chance to win %2 %").arg(name).arg(percent);
    else
        text = chance < 0 ? tr("%1 gives up").arg(name)
                          : tr("%1 gives up: chance to win %2 %").arg(name).arg(percent);
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
    if (!m_match || row < 0 || row >= int(m_match->sheetGame().rows().size()) || column < 0
        || column >= m_match->sheetGame().columnCount(m_match->setup().options))
        return {};
    QStringList values;
    for (int v : m_match->sheetGame().boxValues(column, row, m_match->setup().options))
        values << QString::number(v);
    if (values.size() < 2)
        return values.join(QString());
    const QString last = values.takeLast();
    return tr("%1 or %2", "the last of a list of values").arg(values.join(QStringLiteral(", ")), last);
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

QString GameController::gameId() const
{
    return m_match ? QString::fromStdString(m_match->setup().game) : QString();
}

QString GameController::gameName() const
{
    if (!m_match)
        return {};
    return displayName(m_match->sheetGame());
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

QStringList GameController::playerNames() const
{
    // Every sentence, on screen, in speech and in print, takes its names from here: isolated.
    QStringList names;
    if (m_match)
        for (const auto& name : m_match->setup().players)
            names << knobel::isolated(QString::fromStdString(name));
    return names;
}

QString GameController::seed() const
{
    return m_match ? QString::number(m_match->seed()) : QString();
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
    return m_match && m_match->canThrow();
}

bool GameController::canWrite() const
{
    return m_match && m_match->canWrite();
}

bool GameController::isFinished() const
{
    return m_match && m_match->isFinished();
}

QString GameController::status() const
{
    if (!m_match)
        return {};
    if (m_readOnly)
        return tr("A game from the history: it can be looked at and printed.");
    if (contraPlayed() && m_match->sheetState().gaveUp() >= 0)
        return tr("%1 gave up: the game is over.").arg(playerNames().value(m_match->sheetState().gaveUp()));
    if (m_match->isFinished())
        return tr("The game is over.");
    if (isScorePad())
        return tr("Type each entry into its box; the sheet checks it.");
    if (contraWaiting()) {
        const QString answering = playerNames().value(actingSeat());
        if (isComputerTurn())
            return tr("%1 says Contra; %2, the computer, answers.").arg(contraBy(), answering);
        return tr("%1 says Contra: %2, play on at stake ×%3, or give up.")
            .arg(contraBy(), answering)
            .arg(stake() * 2);
    }
    const QString name = currentPlayerName();
    if (isComputerTurn())
        return m_match->setup().kindOf(actingSeat()) == "program"
            ? tr("%1, a program, is playing.").arg(name)
            : tr("%1, the computer, is playing.").arg(name);
    if (doubleHand() && !hasFirstHand()) {
        if (m_match->throwsMade() == 0)
            return tr("%1, throw the dice for the first hand.").arg(name);
        if (m_match->throwsLeft() == 0)
            return tr("%1, keep these dice as the first hand (K).").arg(name);
        return tr("%1, set dice aside and throw again, or keep these dice as the first hand (K).").arg(name);
    }
    if (doubleHand()) {
        if (m_match->throwsMade() == 0)
            return tr("%1, throw the dice for the second hand.").arg(name);
        if (m_match->throwsLeft() == 0)
            return tr("%1, write a box: it gets the better of the two hands.").arg(name);
        return tr("%1, set dice aside and throw again, or write a box: it gets the better of the two hands.")
            .arg(name);
    }
    if (m_match->throwsMade() == 0)
        return tr("%1, throw the dice.").arg(name);
    if (m_match->throwsLeft() == 0)
        return tr("%1, write a box.").arg(name);
    return tr("%1, set dice aside and throw again, or write a box.").arg(name);
}

QVariantList GameController::standings() const
{
    QVariantList list;
    if (!m_match)
        return list;
    const auto names = playerNames();
    for (const auto& s : m_match->result().standings)
        list << QVariantMap{{"player", s.player}, {"name", names[s.player]}, {"total", s.total},
            {"balance", s.balance}, {"place", s.place}};
    return list;
}

QStringList GameController::payments() const
{
    QStringList sentences;
    if (!m_match)
        return sentences;
    const auto names = playerNames();
    for (const auto& p : m_match->result().payments)
        sentences << tr("%1 pays %2 %n chip(s)", nullptr, p.amount).arg(names[p.payer], names[p.payee]);
    return sentences;
}

QVariantList GameController::duels() const
{
    QVariantList list;
    if (!m_match)
        return list;
    const auto names = playerNames();
    for (const auto& d : m_match->result().duels) {
        QStringList winners;
        for (int w : d.columnWinner)
            winners << (w < 0 ? QString() : names[w]);
        list << QVariantMap{{"first", names[d.first]}, {"second", names[d.second]},
            {"columnWinners", winners}, {"head", d.headWinner < 0 ? QString() : names[d.headWinner]},
            {"firstWins", d.firstWins}, {"secondWins", d.secondWins}};
    }
    return list;
}

bool GameController::settlesInChips() const
{
    return m_match && m_match->sheetGame().settlesInChips();
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

QStringList GameController::playerKinds() const
{
    QStringList kinds;
    if (m_match)
        for (int p = 0; p < m_match->playerCount(); ++p)
            kinds << QString::fromStdString(m_match->setup().kindOf(p));
    return kinds;
}

bool GameController::isComputerTurn() const
{
    return m_match && !m_readOnly && !m_match->isFinished() && m_match->setup().mode == knobel::Mode::Play
        && m_match->setup().kindOf(actingSeat()) != "human";
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
    std::string key(forGame.id());
    for (const auto& [id, value] : forOptions.values())
        key += ";" + id + "=" + value;
    if (m_solver && m_solverKey == key) {
        if (next)
            next();
        return;
    }
    if (next)
        m_afterSolver.emplace_back(m_generation, std::move(next));
    if (m_solverBuilding)
        return; // what waits is sent on, or built for, when the build under way ends
    m_solverBuilding = true;
    m_preparation = 0;
    m_buildProgress = std::make_shared<std::atomic<double>>(0.0);
    m_progressTimer.start();
    emit preparationChanged();
    const knobel::SheetGame* game = &forGame;
    const knobel::RuleOptions options = forOptions;
    using Tables = std::tuple<std::shared_ptr<const knobel::SheetSolver>,
        std::shared_ptr<const knobel::RowStatistics>, std::shared_ptr<const knobel::WinChance>>;
    auto* watcher = new QFutureWatcher<Tables>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, key] {
        watcher->deleteLater();
        m_solverBuilding = false;
        m_progressTimer.stop();
        m_preparation = 1;
        emit preparationChanged();
        std::tie(m_solver, m_rows, m_win) = watcher->result();
        m_solverKey = key;
        auto waiting = std::move(m_afterSolver);
        m_afterSolver.clear();
        // A build started while another game was being set up may not be this game's: what waits
        // for this game's tables then starts their build. Work of a game left meanwhile is dropped.
        for (auto& [generation, next] : waiting)
            if (m_match && generation == m_generation)
                withSolver(std::move(next));
    });
    const knobel::TableCache cache{std::filesystem::path(m_tableFolder.toStdString())};
    watcher->setFuture(QtConcurrent::run(
        [game, options, cache, progress = m_buildProgress, cancel = m_cancelBuild]() -> Tables {
            auto solver = std::make_shared<knobel::SheetSolver>(*game, options);
            const auto outcome = cache.prepare(
                *solver, [progress](double share) { progress->store(share); }, cancel.get());
            if (!outcome.note.empty())
                qWarning("%s", outcome.note.c_str());
            std::shared_ptr<const knobel::RowStatistics> rows;
            if (game->freeColumnCount(options) > 1 && solver->isSolved())
                rows = std::make_shared<knobel::RowStatistics>(knobel::measureRows(*solver));
            std::shared_ptr<const knobel::WinChance> win;
            if (knobel::WinChance::appliesTo(*game) && solver->isSolved())
                win = std::make_shared<knobel::WinChance>(*solver);
            return {solver, rows, win};
        }));
}

void GameController::scheduleComputer()
{
    if (!isComputerTurn() || m_deciding || !m_pending.empty() || m_stepTimer.isActive())
        return;
    m_deciding = true;
    emit thinkingChanged();
    withSolver([this, generation = m_generation] {
        if (generation != m_generation || !m_match)
            return;
        const int seat = actingSeat();
        if (m_match->setup().kindOf(seat) == "program") {
            scheduleProgram(seat);
            return;
        }
        auto levelOf = [this](int seat) {
            const std::string kind = m_match->setup().kindOf(seat);
            // A program's seat, in the Contra's simulations of the rest of the game: played as its
            // fallback plays.
            const std::string level = kind == "program" ? m_programs.fallbackFor(m_match->def()) : kind;
            return level == "beginner" ? knobel::Level::Beginner
                : level == "good"      ? knobel::Level::Good
                                       : knobel::Level::Perfect;
        };
        const knobel::Level level = levelOf(seat);
        std::vector<knobel::Level> levels;
        for (int p = 0; p < m_match->playerCount(); ++p)
            levels.push_back(m_match->setup().kindOf(p) == "human" ? level : levelOf(p));
        using Decision = std::pair<std::vector<knobel::Action>, double>;
        auto* watcher = new QFutureWatcher<Decision>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
            watcher->deleteLater();
            if (generation != m_generation)
                return;
            m_deciding = false;
            emit thinkingChanged();
            const auto [actions, chance] = watcher->result();
            m_pending.assign(actions.begin(), actions.end());
            m_contraChance = chance;
            int delay = m_skipTurn ? 0 : m_pace;
            // Right after a person's entry the computer waits a moment longer: the entry can still
            // be taken back.
            if (delay > 0 && m_match->throwsMade() == 0 && m_sinceHumanEntry.isValid())
                delay = int(std::max<qint64>(delay, undoGrace - m_sinceHumanEntry.elapsed()));
            m_stepTimer.start(delay);
        });
        // The decision works on a copy of the game and the shared, finished solver.
        watcher->setFuture(QtConcurrent::run([match = *m_match, solver = m_solver, rows = m_rows, win = m_win,
                                                 level, seat, levels]() -> Decision {
            // One player per seat at its own level (a person's seat is played as this computer
            // plays): the Contra's simulations of the rest of the game need them all.
            std::vector<std::optional<knobel::ColumnPlanner>> columns(levels.size());
            std::vector<knobel::AutoPlayer> players;
            players.reserve(levels.size());
            for (std::size_t p = 0; p < levels.size(); ++p) {
                if (rows)
                    columns[p].emplace(
                        match.sheetGame(), match.setup().options, *rows, knobel::columnStrategyOf(levels[p]));
                players.emplace_back(*solver, levels[p], columns[p] ? &*columns[p] : nullptr, win.get());
            }
            std::vector<const knobel::AutoPlayer*> seats;
            for (const auto& player : players)
                seats.push_back(&player);
            const auto& state = match.sheetState();
            if (state.contraPlayed())
                if (auto contra = knobel::decideContra(state, level, seats,
                        match.seed() + std::uint64_t(match.record().actions.size()),
                        columns[std::size_t(seat)] ? &*columns[std::size_t(seat)] : nullptr))
                    return {{contra->action}, contra->outlook.games > 0 ? contra->outlook.winChance : -1.0};
            std::optional<knobel::ColumnPlanner> own;
            if (rows)
                own.emplace(match.sheetGame(), match.setup().options, *rows, knobel::columnStrategyOf(level));
            return {knobel::AutoPlayer(*solver, level, own ? &*own : nullptr, win.get()).nextActions(match),
                -1.0};
        }));
    });
}

void GameController::scheduleProgram(int seat)
{
    const quint64 generation = m_generation;
    const std::uint64_t botSeed = knobel::botSeed(m_match->seed(), m_match->record().actions.size());
    // The fallback plays with the tables this window has built, never with tables of its own.
    auto fallback
        = [game = &m_match->sheetGame(), options = m_match->setup().options, solver = m_solver, rows = m_rows,
              win = m_win](const std::string& name) -> std::shared_ptr<const knobel::Bot> {
        const knobel::Level level = knobel::levelNamed<knobel::Level>(name).value_or(knobel::Level::Beginner);
        std::shared_ptr<const knobel::ColumnPlanner> columns;
        if (rows)
            columns = std::make_shared<knobel::ColumnPlanner>(
                *game, options, *rows, knobel::columnStrategyOf(level));
        return std::make_shared<knobel::SheetBot>(
            solver, level, std::move(columns), level == knobel::Level::Perfect ? win : nullptr);
    };
    m_programs.decide(
        *m_match, seat, botSeed, std::move(fallback), [this, generation](const knobel::Action& action) {
            if (generation != m_generation || !m_match)
                return;
            m_deciding = false;
            emit thinkingChanged();
            m_pending.assign(1, action);
            m_contraChance = -1;
            int delay = m_skipTurn ? 0 : m_pace;
            // Right after a person's entry the program's step waits a moment longer, as a computer's does.
            if (delay > 0 && m_match->throwsMade() == 0 && m_sinceHumanEntry.isValid())
                delay = int(std::max<qint64>(delay, undoGrace - m_sinceHumanEntry.elapsed()));
            m_stepTimer.start(delay);
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

void GameController::askSolver(
    int player, const std::vector<int>& faces, bool served, int throwsLeft, const std::vector<int>& locked)
{
    m_hinting = true;
    emit thinkingChanged();
    withSolver([this, player, faces, served, throwsLeft, locked, generation = m_generation] {
        if (generation != m_generation || !m_match)
            return;
        const std::uint32_t state = knobel::AutoPlayer::stateOf(*m_solver, *m_match, player);
        const int total = m_match->sheet(player).total();
        // With two players where the higher total wins, each choice's chance to win as well.
        std::shared_ptr<const knobel::WinChance> win = m_match->playerCount() == 2 ? m_win : nullptr;
        const std::uint32_t other = win ? knobel::AutoPlayer::stateOf(*m_solver, *m_match, 1 - player) : 0;
        const int lead = win ? total - m_match->sheet(1 - player).total() : 0;
        // With two at Würfel-Poker's columns, in the last boxes, each choice's chips (as Perfect plays).
        std::shared_ptr<const knobel::ChipRace> chips = chipRace(player);
        std::vector<knobel::Sheet> sheets;
        for (int p = 0; p < m_match->playerCount(); ++p)
            sheets.push_back(m_match->sheet(p));
        struct Ranked
        {
            std::vector<knobel::SheetSolver::Choice> byScore, byWin, byChips;
        };
        // Würfel-Poker's second column, written top-down: the hint for the one box the turn may write.
        const knobel::SheetGame& game = m_match->sheetGame();
        const knobel::RuleOptions options = m_match->setup().options;
        const auto forced = knobel::TopDownColumn::nextBox(game, options, m_match->sheet(player));
        const double later = forced ? knobel::TopDownColumn::expectedAfter(
                                 game, options, m_match->sheet(player), forced->first, forced->second)
                                    : 0;
        auto* watcher = new QFutureWatcher<Ranked>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, player, total, generation] {
            watcher->deleteLater();
            if (generation != m_generation)
                return;
            m_hinting = false;
            emit thinkingChanged();
            const Ranked ranked = watcher->result();
            showHints(ranked.byScore, ranked.byWin, ranked.byChips, player, total);
        });
        watcher->setFuture(QtConcurrent::run(
            [solver = m_solver, win, chips, sheets, state, other, lead, faces, served, throwsLeft, locked,
                player, forced, later, game = &game, options]() -> Ranked {
                const auto dice = knobel::SheetSolver::countsOf(faces);
                // The hint ranks as Perfect plays: by the chance to win, or the chips, where that decides.
                const auto aside = knobel::SheetSolver::countsOf(locked);
                if (forced) {
                    auto ranked = knobel::TopDownColumn(*game, options, forced->first, forced->second)
                                      .choices(dice, served, throwsLeft, aside);
                    for (auto& c : ranked)
                        c.expected += later;
                    return {ranked, {}, {}};
                }
                return {solver->choices(state, dice, served, throwsLeft, aside),
                    win ? win->choices(state, lead, other, dice, served, throwsLeft, aside)
                        : std::vector<knobel::SheetSolver::Choice>{},
                    chips ? chips->choices(sheets, player, dice, served, throwsLeft, aside)
                          : std::vector<knobel::SheetSolver::Choice>{}};
            }));
    });
}

std::shared_ptr<const knobel::ChipRace> GameController::chipRace(int player) const
{
    if (!m_match || !m_rows || !m_solver || m_match->playerCount() != 2
        || !knobel::ChipRace::appliesTo(m_match->sheetGame(), m_match->setup().options))
        return nullptr;
    auto chips = std::make_shared<const knobel::ChipRace>(
        m_match->sheetGame(), m_match->setup().options, *m_rows, m_solver.get());
    return chips->decides(m_match->sheet(player)) ? chips : nullptr;
}

void GameController::requestHint()
{
    if (!hintAvailable() || isScorePad() || isComputerTurn() || m_match->isFinished()
        || m_match->throwsMade() == 0)
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

void GameController::askDoubleHand()
{
    m_hinting = true;
    emit thinkingChanged();
    withSolver([this, generation = m_generation] {
        if (generation != m_generation || !m_match)
            return;
        const int player = m_match->currentPlayer();
        using Choices = std::vector<knobel::DoubleHandPlanner::Choice>;
        auto* watcher = new QFutureWatcher<Choices>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, player, generation] {
            watcher->deleteLater();
            if (generation != m_generation || !m_match)
                return;
            m_hinting = false;
            emit thinkingChanged();
            const Choices choices = watcher->result();
            const knobel::SheetGame& game = m_match->sheetGame();
            std::optional<knobel::ColumnPlanner> columns;
            if (m_rows)
                columns.emplace(game, m_match->setup().options, *m_rows, knobel::ColumnStrategy::Race);
            const int total = m_match->sheet(player).total();
            const double best = choices.empty() ? 0 : choices.front().expected;
            m_hints.clear();
            for (std::size_t i = 0; i < choices.size() && i < 5; ++i) {
                const auto& c = choices[i];
                QString text;
                switch (c.kind) {
                case knobel::DoubleHandPlanner::Choice::Kind::KeepCandidate:
                    text = tr("Keep these dice as the first hand");
                    break;
                case knobel::DoubleHandPlanner::Choice::Kind::Write:
                    text = columns
                        ? tr("Write %1 in column %2: %n point(s)", nullptr, c.points)
                              .arg(m_sheet.rowName(c.row))
                              .arg(columns->column(*m_match, player, c.row, c.points) + 1)
                        : tr("Write %1: %n point(s)", nullptr, c.points).arg(m_sheet.rowName(c.row));
                    break;
                case knobel::DoubleHandPlanner::Choice::Kind::Keep: {
                    QStringList kept;
                    int count = 0;
                    for (int f = 0; f < 6; ++f)
                        for (int n = 0; n < c.keep[std::size_t(f)]; ++n, ++count)
                            kept << DiceModel::faceSymbol(f + 1, game.dieKind() == knobel::DieKind::Poker);
                    text = kept.isEmpty() ? tr("Throw all dice again")
                                          : tr("Keep %1, throw %n die(s)", nullptr, game.diceCount() - count)
                                                .arg(kept.join(QStringLiteral(" ")));
                    break;
                }
                }
                m_hints << QVariantMap{{QStringLiteral("text"), text},
                    {QStringLiteral("expected"), total + c.expected},
                    {QStringLiteral("loss"), best - c.expected}};
            }
            emit hintsChanged();
        });
        watcher->setFuture(QtConcurrent::run([match = *m_match, solver = m_solver]() -> Choices {
            // The hint ranks as Perfect plays: the pair of turns exactly, the sheet after it by the table.
            return knobel::AutoPlayer(*solver, knobel::Level::Perfect).doubleHandChoices(match.sheetState());
        }));
    });
}

QString GameController::requestHintFor(int player, const QString& dice, int throwsLeft, bool served)
{
    if (!hintAvailable())
        return tr("There is no hint for this game yet.");
    if (player < 0 || player >= m_match->playerCount())
        return tr("There is no such player.");
    const knobel::SheetGame& game = m_match->sheetGame();
    std::vector<int> faces;
    for (const QString& token : dice.split(u' ', Qt::SkipEmptyParts)) {
        const auto face = knobel::parseFace(token.toStdString(), game.dieKind());
        if (!face)
            return tr("%1 is not a face of these dice.").arg(token);
        faces.push_back(*face);
    }
    if (int(faces.size()) != game.diceCount())
        return tr("%1 is played with %n dice.", nullptr, game.diceCount()).arg(gameName());
    if (throwsLeft < 0 || throwsLeft >= game.throwsPerTurn())
        return tr("Throws left: 0 to %1.").arg(game.throwsPerTurn() - 1);
    if (m_match->sheet(player).isFull())
        return tr("%1's sheet is full.").arg(playerNames().value(player));
    askSolver(player, faces, served, throwsLeft, {});
    return {};
}

void GameController::showHints(const std::vector<knobel::SheetSolver::Choice>& byScore,
    const std::vector<knobel::SheetSolver::Choice>& byWin,
    const std::vector<knobel::SheetSolver::Choice>& byChips, int player, int total)
{
    // Shown in the order of the chance to win, or of the chips, where there is one; the expected
    // score of each choice comes from the ranking by score.
    const std::uint32_t state = knobel::AutoPlayer::stateOf(*m_solver, *m_match, player);
    const bool forWin = !byWin.empty() && m_win && m_win->decides(state);
    const bool forChips = !forWin && !byChips.empty();
    const auto& choices = forWin ? byWin : forChips ? byChips : byScore;
    auto find = [](const std::vector<knobel::SheetSolver::Choice>& in, const knobel::SheetSolver::Choice& c) {
        for (const auto& s : in)
            if (s.kind == c.kind && s.row == c.row && s.keep == c.keep)
                return s.expected;
        return c.expected;
    };
    m_hints.clear();
    if (!m_match)
        return;
    const knobel::SheetGame& game = m_match->sheetGame();
    // On several columns the perfect player's column for each box, against the sheets as they stand.
    std::optional<knobel::ColumnPlanner> columns;
    if (m_rows)
        columns.emplace(game, m_match->setup().options, *m_rows, knobel::ColumnStrategy::Race);
    // Playing for the chips, the column that leaves the most of them (as Perfect writes).
    const std::shared_ptr<const knobel::ChipRace> chips = forChips ? chipRace(player) : nullptr;
    std::vector<knobel::Sheet> sheets;
    for (int p = 0; chips && p < m_match->playerCount(); ++p)
        sheets.push_back(m_match->sheet(p));
    const auto forced
        = knobel::TopDownColumn::nextBox(game, m_match->setup().options, m_match->sheet(player));
    const double best = byScore.empty() ? 0 : byScore.front().expected;
    for (std::size_t i = 0; i < choices.size() && i < 5; ++i) {
        const auto& c = choices[i];
        QString text;
        if (c.kind == knobel::SheetSolver::Choice::Kind::Write) {
            if (columns)
                text = tr("Write %1 in column %2: %n point(s)", nullptr, c.points)
                           .arg(m_sheet.rowName(c.row))
                           .arg((chips ? chips->bestColumn(sheets, player, c.row, c.points).column
                                       : columns->column(*m_match, player, c.row, c.points))
                               + 1);
            else if (forced)
                text = tr("Write %1 in column %2: %n point(s)", nullptr, c.points)
                           .arg(m_sheet.boxName(forced->first, c.row))
                           .arg(forced->first + 1);
            else
                text = tr("Write %1: %n point(s)", nullptr, c.points).arg(m_sheet.rowName(c.row));
        } else {
            QStringList kept;
            int count = 0;
            for (int f = 0; f < 6; ++f)
                for (int n = 0; n < c.keep[std::size_t(f)]; ++n, ++count)
                    kept << DiceModel::faceSymbol(f + 1, game.dieKind() == knobel::DieKind::Poker);
            text = kept.isEmpty() ? tr("Throw all dice again")
                                  : tr("Keep %1, throw %n die(s)", nullptr, game.diceCount() - count)
                                        .arg(kept.join(QStringLiteral(" ")));
        }
        const double expected = forWin || forChips ? find(byScore, c) : c.expected;
        QVariantMap hint{{QStringLiteral("text"), text}, {QStringLiteral("expected"), total + expected},
            {QStringLiteral("loss"), best - expected}};
        if (!byWin.empty())
            hint.insert(QStringLiteral("win"), forWin ? c.expected : find(byWin, c));
        if (forChips)
            hint.insert(QStringLiteral("chips"), c.expected);
        m_hints << hint;
    }
    emit hintsChanged();
}
