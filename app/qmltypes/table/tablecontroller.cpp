// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablecontroller.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QPainter>
#include <QThread>
#include <QUrl>
#include <QtConcurrent/QtConcurrentRun>
#include <cstdlib>

#include <algorithm>
#include <numeric>
#include <optional>
#include <type_traits>
#include <utility>
#include <variant>

#include "autosavestore.h"
#include "dicemodel.h"
#include "engine/botseed.h"
#include "engine/json.h"
#include "engine/programbot.h"
#include "engine/registry.h"
#include "gamefile.h"
#include "gamename.h"
#include "kits/hands.h"
#include "language.h"
#include "messagetext.h"
#include "safefile.h"
#include "selfplay.h"
#include "setuprequest.h"
#include "sheetpainter.h"
#include "solver/tablecache.h"
#include "tablehint.h"
#include "tableprintout.h"
#include "tableview.h"
#include "tablewords.h"
#include "text.h"
#include "viewerchoice.h"

using knobel::Action;
using knobel::kChance;
using knobel::kNoSeat;
using knobel::Seat;

/// Whether the table shows a round's dice as it ended (DiceGroupView::ended).
static bool showsEndedRound(const knobel::Observation& view)
{
    return std::any_of(view.dice.begin(), view.dice.end(), [](const auto& g) { return g.ended; });
}

// ---------------------------------------------------------------------------------------------

TableController::TableController(QObject* parent)
    : SessionController(parent)
{
    connect(&m_hint, &TableHint::changed, this, &TableController::hintsChanged);
    connect(&m_hint, &TableHint::told, this, &TableController::told);
    // The standings are read from the match at every step.
    connect(this, &SessionController::stateChanged, this, &SessionController::resultChanged);
    connect(Language::instance(), &Language::codeChanged, this, [this] {
        if (!m_match)
            return;
        emit gameChanged(); // the game's name and family in the new language
        m_eventLog.retell(); // every line anew, in the new language
        refresh();
    });
    m_stepTimer.setSingleShot(true);
}

TableController::~TableController() = default;

bool TableController::handles(const QString& gameId)
{
    return knobel::findGameDef(gameId.toStdString()) && !knobel::findSheetGame(gameId.toStdString());
}

QStringList TableController::levelsOf(const QString& gameId)
{
    QStringList levels;
    if (const knobel::GameDef* def = knobel::findGameDef(gameId.toStdString()))
        for (const auto& level : def->levels())
            levels << QString::fromStdString(level);
    return levels;
}

bool TableController::hasScorePad(const QString& gameId)
{
    const knobel::GameDef* def = knobel::findGameDef(gameId.toStdString());
    return def && def->hasScorePad();
}

bool TableController::handlesFile(const QString& fileOrUrl)
{
    QFile file(AutosaveStore::localPath(fileOrUrl));
    if (!QFileInfo(file).isFile() || QFileInfo(file).size() > knobel::gamefile::kLargestFile
        || !file.open(QIODevice::ReadOnly))
        return false;
    const QJsonObject object = QJsonDocument::fromJson(file.readAll()).object();
    return handles(object.value(QStringLiteral("game")).toString());
}

QString TableController::startGame(const QString& gameId, const QStringList& players,
    const QVariantMap& options, const QString& seed, const QStringList& kinds, bool realDice)
{
    if (!handles(gameId))
        return tr("There is no game called %1.").arg(gameId);
    return startRequest(SetupRequest{gameId, players, kinds, options, seed, false, realDice});
}

void TableController::typedThrowEntered()
{
    refresh();
    if (m_match->isFinished())
        emit gameFinished();
}

void TableController::dropWork()
{
    ++m_generation;
    m_hint.clear();
    m_stepTimer.stop();
    m_stepTimer.disconnect();
    if (m_deciding) {
        m_deciding = false;
        emit thinkingChanged();
    }
    m_skipTurn = false;
}

void TableController::adopt(std::unique_ptr<knobel::Match> match, const QString& autosaveFile)
{
    adoptMatch(std::move(match), autosaveFile, false);
}

void TableController::adoptReadOnly(std::unique_ptr<knobel::Match> match)
{
    adoptMatch(std::move(match), {}, true);
}

void TableController::adoptMatch(
    std::unique_ptr<knobel::Match> match, const QString& autosaveFile, bool readOnly)
{
    m_readOnly = readOnly;
    dropWork();
    const bool sameOptions = m_match && match && m_match->setup().game == match->setup().game
        && m_match->setup().options == match->setup().options;
    m_computers.newGame(sameOptions);
    // Programs are started anew for every game; a game read from a file has no command lines (they
    // are never stored there): its program seats are played by the fallback level, and the log says so.
    m_programs.startGame(
        match ? match->setup().game : std::string(), std::exchange(m_nextProgramCommands, {}));
    m_match = std::move(match);
    m_viewer = kNoSeat;
    m_privacySeat = kNoSeat;
    m_eventLog.retell();
    m_diceView.clear();
    const QString storageNote = m_files.attach(*m_match, autosaveFile, readOnly);
    emit gameChanged();
    refresh();
    if (!storageNote.isEmpty())
        emit storageProblem(storageNote);
}

void TableController::endGame()
{
    dropWork();
    m_programs.release();
    m_files.detach(m_match.get());
    m_match.reset();
    m_view = {};
    m_diceView.clear();
    m_seatsView.clear();
    m_viewer = kNoSeat;
    m_privacySeat = kNoSeat;
    m_actions.reset({});
    m_eventLog.clear();
    emit gameChanged();
    emit viewerChanged();
    emit diceChanged();
    emit seatsChanged();
    emit stakesChanged();
    emit stateChanged();
}

bool TableController::isHuman(Seat seat) const
{
    return m_match && ViewerChoice::isHuman(*m_match, seat);
}

void TableController::chooseViewer()
{
    const ViewerChoice now{m_viewer, m_privacySeat};
    const ViewerChoice next = ViewerChoice::after(*m_match, now, m_readOnly, playsItself(), hiddenDice());
    if (next == now)
        return;
    m_viewer = next.viewer;
    m_privacySeat = next.privacySeat;
    m_eventLog.retell(); // the log is told anew as this seat may know it
    emit viewerChanged();
}

void TableController::confirmViewer()
{
    if (!m_match || m_privacySeat == kNoSeat)
        return;
    m_viewer = m_privacySeat;
    m_privacySeat = kNoSeat;
    m_eventLog.retell();
    emit viewerChanged();
    refresh();
    // The screen lifts for this person only: their own dice in words, then what to do.
    QStringList said;
    if (const QString dice = ownDiceText(); !dice.isEmpty())
        said << dice;
    if (isMyTurn())
        said << status();
    m_toldStatus = isMyTurn() ? status() : QString();
    m_toldDice = ownDiceText();
    if (!said.isEmpty())
        emit told(said.join(u' '));
}

void TableController::rebuildActions()
{
    std::vector<TableActionsModel::Entry> entries;
    if (isMyTurn()) {
        const auto rules = m_match->def().handRules(m_match->setup().options);
        std::vector<int> rankOf;
        if (rules) {
            const std::vector<int> order = knobel::announcementOrder(*rules);
            rankOf.assign(order.size(), 0);
            for (std::size_t r = 0; r < order.size(); ++r)
                rankOf[std::size_t(order[r])] = int(r);
        }
        for (const Action& action : m_match->legalActions()) {
            TableActionsModel::Entry e;
            e.action = action;
            e.kind = TableWords::actionKind(action);
            e.label = actionLabel(action);
            e.description = translateMessage(m_match->state().describe(action, m_viewer, m_viewer));
            if (action.type == Action::Type::Announce && rules && action.hand >= 0
                && action.hand < int(rankOf.size())) {
                e.handRank = rankOf[std::size_t(action.hand)];
                const auto name = knobel::handClassName(
                    knobel::evaluateHand(knobel::exactHands()[std::size_t(action.hand)], *rules).cls);
                e.handClass = QCoreApplication::translate(name.context, name.text);
            }
            entries.push_back(std::move(e));
        }
    }
    m_actions.reset(std::move(entries));
}

void TableController::rebuildLog()
{
    std::vector<EventLog::Note> notes;
    for (const SeatComputers::StandInNote& note : m_computers.notes())
        notes.push_back({note.at, m_computers.noteText(note, playerNames()), false});
    for (const ProgramSeats::Note& note : m_programs.notes())
        notes.push_back({note.at, m_programs.noteText(note, playerNames()), true});
    const EventLog::Change change = m_eventLog.update(*m_match, m_viewer, notes);
    if (!change.changed)
        return;
    const QStringList lines = m_eventLog.lines();
    const QStringList& spoken = m_eventLog.spokenLines();
    const QStringList& before = change.before;
    const bool othersActed = change.othersActed;
    if (lines == before)
        return;
    // Only what was added is news; a log told anew from its start is not said again. It is said with
    // the dice in words, and where it hands the turn to the person watching (others acted, or their
    // own step led to another kind of choice) it ends with what they may do now.
    const QString turn = isMyTurn() ? status() : QString();
    const bool sayTurn = !turn.isEmpty() && (othersActed || turn != m_toldStatus);
    m_toldStatus = turn;
    // Dice under the viewer's own cup are in no line of the log (it is the same for every seat):
    // when they are new, the news says them, as a look under the cup would.
    const bool ownCupSeen = hiddenDice() && m_privacySeat == kNoSeat;
    const QString ownDice = ownCupSeen ? ownDiceText() : QString();
    const bool sayDice = !ownDice.isEmpty() && ownDice != m_toldDice;
    if (ownCupSeen)
        m_toldDice = ownDice;
    if (std::exchange(m_quietNews, false))
        return;
    auto withTurn = [&](QString news) {
        if (sayDice)
            news += u' ' + ownDice;
        return sayTurn ? news + u' ' + turn : news;
    };
    if (!before.isEmpty() && lines.size() > before.size() && lines.mid(0, before.size()) == before)
        emit told(withTurn(spoken.mid(before.size()).join(u' ')));
    else if (before.isEmpty())
        emit told(withTurn(spoken.join(u' ')));
}

void TableController::refresh()
{
    if (!m_match)
        return;
    persist();
    chooseViewer();
    const knobel::Observation previous = m_view;
    m_view = m_match->observe(m_viewer);
    // A round's dice kept in view as it ended (a lifted cup, a last throw): the computers wait long
    // enough for it to be read before the next round's first throw takes them away.
    if (!showsEndedRound(m_view))
        m_readPause = false;
    else if (!showsEndedRound(previous))
        m_readPause = true;
    const QStringList names = playerNames();
    bool fell = false; // a die fell since the screen last showed the dice
    const QVariantList diceBefore
        = std::exchange(m_diceView, TableView::diceGroups(m_view, previous, names, &fell));
    const QVariantList seatsBefore
        = std::exchange(m_seatsView, TableView::seats(*m_match, m_view, names, playerKinds(), m_viewer));
    if (fell)
        ++m_throwCount;
    const bool diceNew = m_diceView != diceBefore;
    const bool seatsNew = m_seatsView != seatsBefore;
    const bool stakesNew = m_view.stakes != previous.stakes || m_view.viewer != previous.viewer;
    m_hint.clear(); // the position changed: the old hint says nothing about it
    rebuildLog();
    if (m_match->isFinished())
        m_programs.finish(*m_match);
    rebuildActions();
    if (diceNew)
        emit diceChanged();
    if (seatsNew)
        emit seatsChanged();
    if (stakesNew)
        emit stakesChanged();
    emit stateChanged();
    if (fell)
        emit diceThrown();
    QTimer::singleShot(0, this, &TableController::scheduleComputer);
}

bool TableController::perform(const Action& action)
{
    if (!m_match || m_readOnly)
        return false;
    const bool wasFinished = m_match->isFinished();
    // The throws that follow (a new deal's cups) wait while a round's end is on the table.
    if (m_match->apply(action, knobel::Match::ChanceThrows::Wait))
        return false;
    if (m_match->chancePending()) {
        if (!showsEndedRound(m_match->observe(m_viewer)) && m_match->throwPending())
            return false; // cannot happen: the rules list the throw they wait for
    }
    refresh();
    if (!wasFinished && m_match->isFinished())
        emit gameFinished();
    return true;
}

bool TableController::act(int index)
{
    if (!isMyTurn() || index < 0 || index >= m_actions.rowCount())
        return false;
    return perform(m_actions.entries()[std::size_t(index)].action);
}

bool TableController::canUndo() const
{
    // Real dice: a mistyped throw, or a choice to throw whose dice are not typed yet, is taken back
    // by whoever sits at the table (a throw nobody chose has no seat to ask).
    if (m_match && !m_readOnly && m_match->realDice() && m_match->canUndo()
        && (awaitingDice() || m_match->record().actions.back().type == Action::Type::Throw))
        return true;
    if (!m_match || m_readOnly || isComputerTurn() || !m_match->canUndo() || m_match->actors().empty())
        return false;
    const Seat by = m_match->actors().back();
    return by == m_viewer && isHuman(by);
}

bool TableController::undo()
{
    if (!canUndo())
        return false;
    dropWork();
    if (m_match->undo())
        return false;
    m_programs.rewound(*m_match); // a program told of the action taken back starts anew
    refresh();
    return true;
}

bool TableController::canRedo() const
{
    // The seat that took an action back takes it again, on its own turn and screen.
    return m_match && !m_readOnly && !privacy() && m_match->canRedo() && !isComputerTurn()
        && m_match->toAct() == m_viewer && isHuman(m_viewer);
}

bool TableController::redo()
{
    if (!canRedo())
        return false;
    dropWork();
    if (m_match->redo())
        return false;
    refresh();
    return true;
}

void TableController::skipComputer()
{
    if (playsItself() && isComputerTurn()) {
        // The whole game at once: one step, one autosave, its result said (not every throw).
        dropWork();
        knobel::playOut(*m_match);
        m_quietNews = true;
        refresh();
        m_quietNews = false;
        if (m_match->isFinished())
            emit gameFinished();
        return;
    }
    m_skipTurn = true;
    if (m_stepTimer.isActive())
        m_stepTimer.start(0);
    else if (isRoundEnded())
        scheduleComputer(); // the pause's timer starts at once (m_skipTurn)
}

void TableController::scheduleComputer()
{
    if (m_match && !m_readOnly && m_match->chancePending() && !m_match->awaitedThrow()) {
        // A round's end on the table: the next deal's dice are thrown after the read pause (at once
        // on Hurry), whoever is to act next. With real dice only a computer's hidden cup is thrown
        // so (the program throws it); every other throw waits for its typed dice.
        if (!m_stepTimer.isActive()) {
            m_readPause = true;
            m_stepTimer.disconnect();
            connect(&m_stepTimer, &QTimer::timeout, this, [this] {
                m_readPause = false;
                m_skipTurn = false;
                if (!m_match || !m_match->chancePending() || m_match->throwPending())
                    return;
                refresh();
            });
            m_stepTimer.start(stepDelay());
        }
        return;
    }
    if (!isComputerTurn() || m_deciding || m_stepTimer.isActive() || isPreparing())
        return;
    const Seat seat = m_match->toAct();
    if (playsItself()) { // nobody decides: the table throws for the seat on turn, at the pace
        if (const auto action = knobel::onlyAction(*m_match)) {
            m_stepTimer.disconnect();
            connect(&m_stepTimer, &QTimer::timeout, this, [this, action = *action] { stepComputer(action); });
            m_stepTimer.start(m_pace);
        }
        return;
    }
    const std::string kind = m_match->setup().kindOf(seat);
    if (kind == "program") {
        scheduleProgram(seat);
        return;
    }
    const quint64 generation = m_generation;
    const std::shared_ptr<const knobel::Bot> player = m_computers.player(kind);
    if (!player) {
        // The computer player is made off the GUI thread: some levels read or build a table first.
        m_deciding = true;
        emit thinkingChanged();
        m_computers.make(
            *m_match, kind, m_preparation, m_tableFolder,
            [this, generation] { return generation == m_generation ? m_match.get() : nullptr; },
            [this, generation](SeatComputers::Made made) {
                m_deciding = false;
                emit thinkingChanged();
                if (made == SeatComputers::Made::StandIn) {
                    m_eventLog.retell(); // the log is told again with the note: only the note is news
                    refresh();
                } else if (made == SeatComputers::Made::Player && generation == m_generation) {
                    scheduleComputer();
                }
            });
        return;
    }
    m_deciding = true;
    emit thinkingChanged();
    auto* watcher = new QFutureWatcher<Action>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation)
            return;
        m_deciding = false;
        emit thinkingChanged();
        const Action action = watcher->result();
        m_stepTimer.disconnect();
        connect(&m_stepTimer, &QTimer::timeout, this, [this, action] { stepComputer(action); });
        m_stepTimer.start(stepDelay());
    });
    // The decision works on a copy of the match: the computer is told only its seat's view.
    const std::uint64_t botSeed = knobel::botSeed(m_match->seed(), m_match->record().actions.size());
    watcher->setFuture(QtConcurrent::run([match = *m_match, bot = player, seat, botSeed] {
        return bot->decide(match.botView(seat, botSeed));
    }));
}

bool TableController::hintAvailable() const
{
    return isMyTurn() && !m_match->def().levels().empty() && hintOff().isEmpty();
}

QString TableController::hintOff() const
{
    if (!m_match || !m_match->realDice() || !isMyTurn())
        return {};
    // Real dice: the viewer's own cup, thrown at the table and not typed, is unknown to the program.
    for (const knobel::DiceGroupView& group : m_match->observe(m_viewer).dice)
        if (group.owner == m_viewer && !group.draw
            && std::any_of(group.dice.begin(), group.dice.end(), [](const auto& die) { return die.hidden; }))
            return tr("No hint: the program does not know your cup.");
    return {};
}

void TableController::requestHint()
{
    if (!hintAvailable() || m_hint.isHinting())
        return;
    const std::string best = m_match->def().levels().back();
    const std::shared_ptr<const knobel::Bot> cached = m_computers.level(best);
    // A level that reads or builds a table first (Liar Dice: about 90 s the first time) shows its
    // progress and can be cancelled, as when a computer seat needs it.
    const bool build = !cached && m_match->def().needsPreparation(best, m_match->setup().options);
    m_preparation.begin(build);
    knobel::BotPreparation preparation;
    preparation.tableFolder = std::filesystem::path(m_tableFolder.toStdString());
    preparation.progress = m_preparation.progressSink();
    const auto cancel = m_preparation.cancelFlag();
    preparation.cancel = cancel.get();
    m_hint.request(
        *m_match, m_match->toAct(), cached, preparation, cancel,
        [this, build, best](std::shared_ptr<const knobel::Bot> bot) {
            if (build)
                m_preparation.end();
            if (m_match && m_match->def().levels().back() == best)
                m_computers.keep(best, std::move(bot));
        },
        [this](const knobel::RankedChoice& choice, const Action& step) {
            const auto& entries = m_actions.entries();
            TableHint::Place place;
            for (std::size_t i = 0; i < entries.size(); ++i)
                if (entries[i].action == step)
                    place.row = int(i);
            place.label = !choice.text.empty() ? translateMessage(choice.text)
                : place.row >= 0               ? entries[std::size_t(place.row)].description
                                               : actionLabel(step);
            if (place.label.isEmpty() && place.row >= 0)
                place.label = entries[std::size_t(place.row)].label;
            return place;
        });
}

void TableController::scheduleProgram(Seat seat)
{
    const quint64 generation = m_generation;
    m_deciding = true;
    emit thinkingChanged();
    const std::uint64_t botSeed = knobel::botSeed(m_match->seed(), m_match->record().actions.size());
    const knobel::RuleOptions options = m_match->setup().options;
    knobel::BotPreparation preparation; // the tables a level reads are the computer seats' tables
    preparation.tableFolder = std::filesystem::path(m_tableFolder.toStdString());
    m_programs.decide(
        *m_match, seat, botSeed,
        [def = &m_match->def(), options, preparation](
            const std::string& level) { return makeSeatBot(*def, level, options, preparation); },
        [this, generation](const Action& action) {
            if (generation != m_generation)
                return;
            m_deciding = false;
            emit thinkingChanged();
            m_stepTimer.disconnect();
            connect(&m_stepTimer, &QTimer::timeout, this, [this, action] { stepComputer(action); });
            m_stepTimer.start(stepDelay());
        });
}

int TableController::stepDelay() const
{
    if (m_skipTurn || m_pace == 0)
        return 0;
    return m_readPause ? std::max(3 * m_pace, kReadPauseMs) : m_pace;
}

void TableController::stepComputer(const Action& action)
{
    if (!isComputerTurn())
        return;
    m_readPause = false;
    const Seat seat = m_match->toAct();
    if (!perform(action))
        return; // cannot happen for a legal choice; never loop on it
    if (m_match->toAct() != seat)
        m_skipTurn = false;
}

QString TableController::family() const
{
    if (!m_match)
        return {};
    // Poker whose options hide the dice under cups (Joker Poker played hidden) is a hidden-hand game.
    knobel::Family family = m_match->def().family();
    if (family == knobel::Family::OpenPoker && hiddenDice())
        family = knobel::Family::HiddenHand;
    return QCoreApplication::translate("knobel::Families", knobel::familyName(family));
}

bool TableController::hiddenDice() const
{
    return m_match && m_match->def().hiddenDiceUnder(m_match->setup().options);
}

QString TableController::privacyName() const
{
    return m_privacySeat >= 0 ? playerNames().value(m_privacySeat) : QString();
}

int TableController::toAct() const
{
    return m_match ? m_match->toAct() : kNoSeat;
}

QString TableController::toActName() const
{
    return toAct() >= 0 ? playerNames().value(toAct()) : QString();
}

QString TableController::status() const
{
    if (!m_match)
        return {};
    if (m_readOnly)
        return tr("A game from the history: it can be looked at and printed.");
    if (privacy())
        return tr("Pass the screen to %1.").arg(privacyName());
    if (isRoundEnded() && !m_match->record().actions.empty()) {
        // While the round's end is on the table, the line says how it ended.
        QStringList outcome;
        for (const knobel::Message& m : m_match->outcomesAfter(m_match->record().actions.size() - 1))
            outcome << translateMessage(m);
        if (!outcome.isEmpty())
            return outcome.join(u' ');
    }
    return translateMessage(m_match->status(m_viewer));
}

bool TableController::isMyTurn() const
{
    return m_match && !m_readOnly && !privacy() && !m_match->isFinished() && m_match->toAct() >= 0
        && m_match->toAct() == m_viewer && isHuman(m_viewer) && !playsItself() && !awaitingDice();
}

bool TableController::isRoundEnded() const
{
    return m_match && !m_readOnly && m_match->chancePending();
}

bool TableController::isComputerTurn() const
{
    return m_match && !m_readOnly && !m_match->isFinished() && m_match->toAct() >= 0
        && (!isHuman(m_match->toAct()) || playsItself()) && !awaitingDice();
}

bool TableController::playsItself() const
{
    return m_match && knobel::playsItself(m_match->def());
}

QVariantList TableController::stakes() const
{
    return TableView::stakes(m_view, playerNames());
}

QVariantList TableController::board() const
{
    return TableView::board(m_view);
}

QVariantMap TableController::facts() const
{
    return TableView::facts(m_view);
}

QStringList TableController::pokerSymbols() const
{
    return DiceModel::pokerSymbols();
}

QString TableController::betLabel(const QString& kind, int amount) const
{
    for (const knobel::BetKind bet : {knobel::BetKind::Bet, knobel::BetKind::Raise})
        if (kind == QLatin1String(knobel::betName(bet)))
            return actionLabel(Action::betting(bet, amount));
    return {};
}

int TableController::mainAction() const
{
    // The order of the table's buttons (qml/table/ActionBar.qml), then the betting bar's check or call.
    static const QStringList order{QStringLiteral("throw"), QStringLiteral("doubt"),
        QStringLiteral("believe"), QStringLiteral("stop"), QStringLiteral("choose"), QStringLiteral("offer"),
        QStringLiteral("accept"), QStringLiteral("give_up"), QStringLiteral("check"), QStringLiteral("call")};
    for (const QString& kind : order)
        if (const int row = m_actions.indexOf(kind); row >= 0)
            return row;
    return -1;
}

QString TableController::ownDiceText() const
{
    return TableWords::ownDiceText(m_view, m_viewer, playerNames());
}

QString TableController::actionLabel(const Action& action) const
{
    return TableWords::actionLabel(*m_match, action, m_viewer);
}

QString TableController::resultText() const
{
    return m_match && isFinished() ? TableWords::resultText(standings(), payments()) : QString();
}

QString TableController::stateText() const
{
    if (!m_match)
        return {};
    if (isFinished())
        return resultText();
    if (m_readOnly || privacy())
        return status(); // behind the screen nothing of anybody's dice
    const QStringList names = playerNames();
    return TableWords::stateText({*m_match, m_view, m_viewer, names, m_actions, isMyTurn(), isRoundEnded(),
        isComputerTurn(), playsItself(), toAct(), toActName(), status(), mainAction()});
}

QStringList TableController::printout() const
{
    return m_match ? TablePrintout(*m_match).lines() : QStringList();
}

void TableController::paintPrintout(QPainter& painter, QPagedPaintDevice& device) const
{
    if (m_match)
        TablePrintout(*m_match).paint(painter, device);
}

QString TableController::exportPdf(const QString& fileOrUrl) const
{
    if (!m_match)
        return tr("There is no game to print.");
    QString path = AutosaveStore::localPath(fileOrUrl);
    if (!path.endsWith(QLatin1String(".pdf")))
        path += QLatin1String(".pdf");
    QString error;
    TablePrintout(*m_match).writePdf(path, SheetPainter::defaultPageSize(), &error);
    return error;
}

QString TableController::refusal(const knobel::Match& match, const QString& fileName) const
{
    return match.isSheetGame() ? tr("%1 is a score-sheet game.").arg(fileName) : QString();
}
