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
#include "tableprintout.h"
#include "text.h"

using knobel::Action;
using knobel::kChance;
using knobel::kNoSeat;
using knobel::Seat;

/// Whether the table shows a round's dice as it ended (DiceGroupView::ended).
/// A die in words: its face, and a coloured die's colour ("4 red", Würfel-Hold'em's bag).
static QString dieWords(const knobel::DieView& die, bool poker)
{
    const QString face = DiceModel::faceName(die.face, poker);
    if (die.colour.empty())
        return face;
    QString colour = QString::fromStdString(die.colour);
    if (die.colour == "red")
        colour = TableController::tr("red");
    else if (die.colour == "black")
        colour = TableController::tr("black");
    else if (die.colour == "white")
        colour = TableController::tr("white");
    else if (die.colour == "yellow")
        colour = TableController::tr("yellow");
    return TableController::tr("%1 %2", "a die's number and its colour: 4 red").arg(face, colour);
}

static bool showsEndedRound(const knobel::Observation& view)
{
    return std::any_of(view.dice.begin(), view.dice.end(), [](const auto& g) { return g.ended; });
}

std::shared_ptr<const knobel::Bot> makeSeatBot(const knobel::GameDef& game, const std::string& kind,
    const knobel::RuleOptions& options, const knobel::BotPreparation& preparation)
{
    const auto levels = game.levels();
    if (std::find(levels.begin(), levels.end(), kind) != levels.end())
        return game.makeBot(kind, options, preparation);
    return nullptr;
}

// ---------------------------------------------------------------------------------------------

TableActionsModel::TableActionsModel(QObject* parent)
    : QAbstractListModel(parent)
{
}

void TableActionsModel::reset(std::vector<Entry> entries)
{
    const bool countChanges = entries.size() != m_entries.size();
    beginResetModel();
    m_entries = std::move(entries);
    ++m_revision;
    endResetModel();
    if (countChanges)
        emit countChanged();
    emit revisionChanged();
}

int TableActionsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant TableActionsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry& e = m_entries[std::size_t(index.row())];
    switch (role) {
    case KindRole:
        return e.kind;
    case Qt::DisplayRole:
    case LabelRole:
        return e.label;
    case DescriptionRole:
        return e.description;
    case AmountRole:
        return e.action.amount;
    case HandRole:
        return e.action.hand;
    case HandRankRole:
        return e.handRank;
    case HandClassRole:
        return e.handClass;
    case FieldRole:
        return e.action.field;
    case GroupRole:
        return e.action.group;
    case DieRole:
        return e.action.die;
    case ChoiceRole:
        return e.action.choice;
    }
    return {};
}

QHash<int, QByteArray> TableActionsModel::roleNames() const
{
    return {{KindRole, "kind"}, {LabelRole, "label"}, {DescriptionRole, "description"},
        {AmountRole, "amount"}, {HandRole, "hand"}, {HandRankRole, "handRank"}, {HandClassRole, "handClass"},
        {FieldRole, "field"}, {GroupRole, "group"}, {DieRole, "die"}, {ChoiceRole, "choice"}};
}

QVariantMap TableActionsModel::get(int row) const
{
    QVariantMap roles;
    if (row < 0 || row >= rowCount())
        return roles;
    const auto names = roleNames();
    for (auto it = names.begin(); it != names.end(); ++it)
        roles.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
    roles.insert(QStringLiteral("index"), row);
    return roles;
}

int TableActionsModel::indexOf(const QString& kind) const
{
    for (std::size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].kind == kind)
            return int(i);
    return -1;
}

QVariant TableActionsModel::first(const QString& kind) const
{
    const int row = indexOf(kind);
    return row < 0 ? QVariant::fromValue(nullptr) : QVariant(get(row));
}

QVariantList TableActionsModel::ofKinds(const QStringList& kinds) const
{
    QVariantList list;
    for (const QString& kind : kinds)
        for (std::size_t i = 0; i < m_entries.size(); ++i)
            if (m_entries[i].kind == kind)
                list << get(int(i));
    return list;
}

int TableActionsModel::indexOfAmount(const QString& kind, int amount) const
{
    for (std::size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].kind == kind && m_entries[i].action.amount == amount)
            return int(i);
    return -1;
}

int TableActionsModel::indexOfStake(int field, int amount) const
{
    for (std::size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].kind == QLatin1String("stake") && m_entries[i].action.field == field
            && m_entries[i].action.amount == amount)
            return int(i);
    return -1;
}

int TableActionsModel::indexOfDie(int group, int die) const
{
    for (std::size_t i = 0; i < m_entries.size(); ++i)
        if ((m_entries[i].kind == QLatin1String("hold") || m_entries[i].kind == QLatin1String("release"))
            && (group < 0 || m_entries[i].action.group == group) && m_entries[i].action.die == die)
            return int(i);
    return -1;
}

QVariantList TableActionsModel::announcements() const
{
    std::vector<std::size_t> rows;
    for (std::size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].kind == QLatin1String("announce"))
            rows.push_back(i);
    std::stable_sort(rows.begin(), rows.end(),
        [this](std::size_t a, std::size_t b) { return m_entries[a].handRank < m_entries[b].handRank; });
    QVariantList list;
    for (std::size_t i : rows)
        list << QVariantMap{{QStringLiteral("index"), int(i)},
            {QStringLiteral("hand"), m_entries[i].action.hand},
            {QStringLiteral("rank"), m_entries[i].handRank}, {QStringLiteral("label"), m_entries[i].label},
            {QStringLiteral("handClass"), m_entries[i].handClass}};
    return list;
}

QStringList TableActionsModel::handClasses() const
{
    QStringList classes;
    for (const QVariant& hand : announcements()) {
        const QString handClass = hand.toMap().value(QStringLiteral("handClass")).toString();
        if (!classes.contains(handClass))
            classes << handClass;
    }
    return classes;
}

QVariantList TableActionsModel::handsOfClass(const QString& handClass) const
{
    std::vector<std::size_t> rows;
    for (std::size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].kind == QLatin1String("announce") && m_entries[i].handClass == handClass)
            rows.push_back(i);
    std::stable_sort(rows.begin(), rows.end(),
        [this](std::size_t a, std::size_t b) { return m_entries[a].handRank < m_entries[b].handRank; });
    QVariantList list;
    for (std::size_t i : rows)
        list << QVariantMap{{QStringLiteral("index"), int(i)},
            {QStringLiteral("hand"), m_entries[i].action.hand},
            {QStringLiteral("label"), m_entries[i].label}};
    return list;
}

QVariantMap TableActionsModel::amountRange(const QString& kind) const
{
    int low = 0;
    int high = 0;
    bool any = false;
    for (const Entry& e : m_entries)
        if (e.kind == kind) {
            low = any ? std::min(low, e.action.amount) : e.action.amount;
            high = any ? std::max(high, e.action.amount) : e.action.amount;
            any = true;
        }
    if (!any)
        return {};
    // The step between the amounts offered (a stake that must divide among the others: 2, 4, 6 …).
    int step = 0;
    for (const Entry& e : m_entries)
        if (e.kind == kind)
            step = std::gcd(step, e.action.amount - low);
    return {{QStringLiteral("minimum"), low}, {QStringLiteral("maximum"), high},
        {QStringLiteral("step"), std::max(1, step)}};
}

// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------

TableController::TableController(QObject* parent)
    : SessionController(parent)
{
    connect(Language::instance(), &Language::codeChanged, this, [this] {
        if (!m_match)
            return;
        emit gameChanged(); // the game's name and family in the new language
        m_eventLog.retell(); // every line anew, in the new language
        refresh();
    });
    m_stepTimer.setSingleShot(true);
    m_progressTimer.setInterval(100);
    connect(&m_progressTimer, &QTimer::timeout, this, [this] {
        const double share = m_progress ? m_progress->load() : 0;
        if (share != m_preparation) {
            m_preparation = share;
            emit preparationChanged();
        }
    });
}

TableController::~TableController()
{
    m_cancel->store(true); // a table being built stops: leaving does not wait for it
}

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
    const QVariantMap& options, const QString& seed, const QStringList& kinds)
{
    if (!handles(gameId))
        return tr("There is no game called %1.").arg(gameId);
    knobel::GameSetup setup;
    std::map<int, QString> commands;
    if (const QString problem
        = SetupRequest{gameId, players, kinds, options, seed, false}.check(&setup, &commands);
        !problem.isEmpty())
        return problem;
    m_nextProgramCommands = std::move(commands);
    adopt(std::make_unique<knobel::Match>(setup));
    return {};
}

QString TableController::playAgain()
{
    if (!m_match)
        return tr("There is no game to play again.");
    knobel::GameSetup setup = m_match->setup();
    setup.seed.reset();
    m_nextProgramCommands = m_programs.commands();
    adopt(std::make_unique<knobel::Match>(setup));
    return {};
}

void TableController::dropWork()
{
    ++m_generation;
    clearHint();
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
    if (!sameOptions)
        m_bots.clear();
    m_standIns.clear(); // a new game tries the levels again
    m_standInNotes.clear();
    // Programs are started anew for every game; a game read from a file has no command lines (they
    // are never stored there): its program seats are played by the fallback level, and the log says so.
    m_programs.startGame(
        match ? match->setup().game : std::string(), std::exchange(m_nextProgramCommands, {}));
    m_match = std::move(match);
    m_viewer = kNoSeat;
    m_privacySeat = kNoSeat;
    m_eventLog.retell();
    m_diceView.clear();
    const QString storageNote = m_files.begin(*m_match, autosaveFile, readOnly);
    emit gameChanged();
    refresh();
    if (!storageNote.isEmpty())
        emit storageProblem(storageNote);
}

void TableController::endGame()
{
    dropWork();
    m_programs.release();
    m_files.end(m_match.get());
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
    return m_match && seat >= 0 && m_match->setup().kindOf(seat) == "human";
}

int TableController::humanCount() const
{
    int humans = 0;
    for (int p = 0; m_match && p < m_match->playerCount(); ++p)
        humans += isHuman(p) ? 1 : 0;
    return humans;
}

void TableController::chooseViewer()
{
    const int oldViewer = m_viewer;
    const int oldPrivacy = m_privacySeat;
    const int humans = humanCount();
    Seat target = m_privacySeat != kNoSeat ? m_privacySeat : m_viewer;
    if (m_readOnly || humans == 0 || playsItself()) {
        target = kNoSeat; // a game that plays itself hides nothing: everyone sees the same

    } else if (humans == 1) {
        for (int p = 0; p < m_match->playerCount(); ++p)
            if (isHuman(p))
                target = p;
    } else if (const Seat on = m_match->toAct(); on >= 0 && isHuman(on)) {
        target = on;
    } else if (m_match->isFinished() && target == kNoSeat) {
        // A finished game between several people, opened from a file, is seen as its last player
        // left it at the screen: the same as when it was played to its end here.
        const auto& actors = m_match->actors();
        for (auto it = actors.rbegin(); it != actors.rend(); ++it)
            if (isHuman(*it)) {
                target = *it;
                break;
            }
    }
    const bool screen = humans > 1 && !m_readOnly && hiddenDice() && !m_match->isFinished();
    if (target == m_viewer) {
        m_privacySeat = kNoSeat;
    } else if (screen && target >= 0) {
        // Nobody's dice show until the next player says it is them.
        m_viewer = kNoSeat;
        m_privacySeat = target;
    } else {
        m_viewer = target;
        m_privacySeat = kNoSeat;
    }
    if (m_viewer != oldViewer || m_privacySeat != oldPrivacy) {
        m_eventLog.retell(); // the log is told anew as this seat may know it
        emit viewerChanged();
    }
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

QString TableController::ownDiceText() const
{
    QStringList cups;
    for (const auto& group : m_view.dice) {
        if (group.owner < 0 || group.owner != m_viewer || group.draw)
            continue;
        QStringList words;
        for (const auto& die : group.dice)
            if (!die.hidden && die.face != 0)
                words << dieWords(die, group.kind == knobel::DieKind::Poker);
        if (!words.isEmpty())
            cups << words.join(tr(", ", "between the dice in words"));
    }
    if (cups.isEmpty())
        return {};
    return tr("%1, your dice: %2.").arg(playerNames().value(m_viewer), cups.join(QStringLiteral("; ")));
}

QString TableController::handText(int hand) const
{
    const auto rules = m_match->def().handRules(m_match->setup().options);
    if (!rules || hand < 0 || hand >= int(knobel::exactHands().size()))
        return QString::number(hand);
    const knobel::HandPhrase phrase = knobel::describeHand(knobel::exactHands()[std::size_t(hand)], *rules);
    return QString::fromStdString(
        knobel::formatHandPhrase(phrase, rules->dice, [](const char* context, const char* text) {
            return QCoreApplication::translate(context, text).toStdString();
        }));
}

QString TableController::actionKind(const Action& action) const
{
    switch (action.type) {
    case Action::Type::Throw:
        return QStringLiteral("throw");
    case Action::Type::Hold:
        return QStringLiteral("hold");
    case Action::Type::Release:
        return QStringLiteral("release");
    case Action::Type::Write:
        return QStringLiteral("write");
    case Action::Type::Edit:
        return QStringLiteral("edit");
    case Action::Type::Stop:
        return QStringLiteral("stop");
    case Action::Type::Choose:
        return QStringLiteral("choose");
    case Action::Type::Stake:
        return QStringLiteral("stake");
    case Action::Type::Bet:
        return QString::fromLatin1(knobel::betName(action.bet));
    case Action::Type::Announce:
        return QStringLiteral("announce");
    case Action::Type::Doubt:
        return action.doubt ? QStringLiteral("doubt") : QStringLiteral("believe");
    case Action::Type::Double:
        return QString::fromLatin1(knobel::doubleName(action.choice));
    }
    return {};
}

QString TableController::actionLabel(const Action& action) const
{
    switch (action.type) {
    case Action::Type::Throw:
        return tr("Throw");
    case Action::Type::Hold:
        return tr("Keep die %1").arg(action.die + 1);
    case Action::Type::Release:
        return tr("Take die %1 back").arg(action.die + 1);
    case Action::Type::Stop:
        return tr("Stop");
    case Action::Type::Choose:
        return translateMessage(m_match->state().describe(action, m_viewer, m_viewer));
    case Action::Type::Stake:
        return tr("%n chip(s) on %1", nullptr, action.amount).arg(action.field);
    case Action::Type::Bet:
        switch (action.bet) {
        case knobel::BetKind::Check:
            return tr("Check");
        case knobel::BetKind::Bet:
            return tr("Bet %1").arg(action.amount);
        case knobel::BetKind::Call:
            return tr("Call");
        case knobel::BetKind::Raise:
            return tr("Raise by %1").arg(action.amount);
        case knobel::BetKind::Fold:
            return tr("Fold");
        }
        break;
    case Action::Type::Announce:
        return handText(action.hand);
    case Action::Type::Doubt:
        return action.doubt ? tr("Doubt") : tr("Believe");
    case Action::Type::Double:
        return action.choice == 0 ? tr("Double") : action.choice == 1 ? tr("Accept") : tr("Give up");
    case Action::Type::Write:
    case Action::Type::Edit:
        break;
    }
    return {};
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
            e.kind = actionKind(action);
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
    for (const StandInNote& note : m_standInNotes)
        notes.push_back({note.at, standInNoteText(note), false});
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

QString TableController::standInNoteText(const StandInNote& note) const
{
    return tr("The computer's preparation was cancelled: for the rest of this game %1 plays as %2 instead "
              "of %3.")
        .arg(playerNames().value(note.seat), translateMessage(note.standIn),
            ProgramSeats::levelName(note.level));
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
    // The dice, each marked when it fell since the screen last showed it.
    bool fell = false;
    const QVariantList diceBefore = std::exchange(m_diceView, {});
    const QVariantList seatsBefore = m_seatsView;
    for (std::size_t g = 0; g < m_view.dice.size(); ++g) {
        const auto& group = m_view.dice[g];
        const knobel::DiceGroupView* before
            = g < previous.dice.size() && previous.dice[g].id == group.id ? &previous.dice[g] : nullptr;
        QVariantList dice;
        // As stateText(): "kept" only where some dice stay and others are thrown.
        const bool someKept = std::any_of(group.dice.begin(), group.dice.end(), [](const auto& d) {
            return d.held;
        }) && !std::all_of(group.dice.begin(), group.dice.end(), [](const auto& d) { return d.held; });
        for (std::size_t d = 0; d < group.dice.size(); ++d) {
            const auto& die = group.dice[d];
            // A round's dice kept in view as it ended (a lifted cup) open without tumbling.
            const bool rolled = !group.ended && before && before->throwsMade != group.throwsMade
                && d < before->dice.size() && !before->dice[d].held && !die.held
                && (die.face != 0 || die.hidden);
            const bool changed = !group.ended && before && d < before->dice.size()
                && before->dice[d].face != die.face && die.face != 0;
            fell = fell || rolled || changed;
            const QString label = die.hidden ? tr("hidden")
                : die.face == 0              ? tr("not thrown")
                : die.held
                ? tr("%1, kept").arg(DiceModel::faceSymbol(die.face, group.kind == knobel::DieKind::Poker))
                : DiceModel::faceSymbol(die.face, group.kind == knobel::DieKind::Poker);
            // The same in words for a screen reader: "King, kept", not the letter K.
            const QString spoken = die.hidden ? tr("hidden")
                : die.face == 0               ? tr("not thrown")
                : die.held && someKept
                ? tr("%1, kept").arg(dieWords(die, group.kind == knobel::DieKind::Poker))
                : dieWords(die, group.kind == knobel::DieKind::Poker);
            dice << QVariantMap{{QStringLiteral("label"), label}, {QStringLiteral("spoken"), spoken},
                {QStringLiteral("face"), die.face}, {QStringLiteral("held"), die.held},
                {QStringLiteral("locked"), die.locked}, {QStringLiteral("hidden"), die.hidden},
                {QStringLiteral("colour"), QString::fromStdString(die.colour)},
                {QStringLiteral("rolled"), rolled || changed}};
        }
        m_diceView << QVariantMap{{QStringLiteral("group"), int(g)},
            {QStringLiteral("id"), QString::fromStdString(group.id)}, {QStringLiteral("owner"), group.owner},
            {QStringLiteral("ownerName"), names.value(group.owner)},
            {QStringLiteral("poker"), group.kind == knobel::DieKind::Poker},
            {QStringLiteral("served"), group.served}, {QStringLiteral("throwsMade"), group.throwsMade},
            {QStringLiteral("throwLimit"), group.throwLimit}, {QStringLiteral("ended"), group.ended},
            {QStringLiteral("dice"), dice}};
    }
    m_seatsView.clear();
    const QStringList kinds = playerKinds();
    for (const auto& seat : m_view.seats)
        m_seatsView << QVariantMap{{QStringLiteral("seat"), seat.seat},
            {QStringLiteral("name"), names.value(seat.seat)},
            {QStringLiteral("kind"), kinds.value(seat.seat)}, {QStringLiteral("chips"), seat.chips},
            {QStringLiteral("committed"), seat.committed}, {QStringLiteral("folded"), seat.folded},
            {QStringLiteral("out"), seat.out}, {QStringLiteral("banker"), seat.banker},
            {QStringLiteral("starter"), seat.starter}, {QStringLiteral("wins"), seat.wins},
            {QStringLiteral("penalties"), seat.penalties},
            {QStringLiteral("announcement"),
                seat.announcement >= 0 ? handText(seat.announcement) : QString()},
            {QStringLiteral("roundLine"), translateMessage(seat.roundLine)},
            {QStringLiteral("toAct"), seat.seat == m_view.toAct},
            {QStringLiteral("viewer"), seat.seat == m_viewer}};
    if (fell)
        ++m_throwCount;
    const bool diceNew = m_diceView != diceBefore;
    const bool seatsNew = m_seatsView != seatsBefore;
    const bool stakesNew = m_view.stakes != previous.stakes || m_view.viewer != previous.viewer;
    clearHint(); // the position changed: the old hint says nothing about it
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

void TableController::cancelPreparation()
{
    if (!m_preparing)
        return;
    m_cancel->store(true);
}

void TableController::scheduleComputer()
{
    if (m_match && !m_readOnly && m_match->chancePending()) {
        // A round's end on the table: the next deal's dice are thrown after the read pause (at once
        // on Hurry), whoever is to act next.
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
    if (!isComputerTurn() || m_deciding || m_stepTimer.isActive() || m_preparing)
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
    std::shared_ptr<const knobel::Bot> player;
    if (auto standIn = m_standIns.find(kind); standIn != m_standIns.end())
        player = standIn->second; // this game's stand-in: the level's preparation was cancelled
    else if (auto made = m_bots.find(kind); made != m_bots.end())
        player = made->second;
    if (!player) {
        // The computer player is made off the GUI thread: some levels read or build a table first.
        const knobel::GameDef* def = &m_match->def();
        const knobel::RuleOptions options = m_match->setup().options;
        const bool build = def->needsPreparation(kind, options);
        beginPreparation(build);
        m_deciding = true;
        emit thinkingChanged();
        struct Made
        {
            std::shared_ptr<const knobel::Bot> bot;
            knobel::GameDef::StandIn standIn; ///< where the preparation was cancelled
        };
        auto* watcher = new QFutureWatcher<Made>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, kind, generation, build] {
            watcher->deleteLater();
            if (build) {
                m_preparing = false;
                m_progressTimer.stop();
                m_preparation = 1;
                emit preparationChanged();
            }
            m_deciding = false;
            emit thinkingChanged();
            Made made = watcher->result();
            if (made.bot) {
                m_bots[kind] = made.bot;
            } else if (made.standIn.bot && generation == m_generation && m_match) {
                // Cancelled: the game goes on with a computer that needs nothing prepared, for the
                // rest of this game, and the log says so (Play again tries the level again).
                m_standIns[kind] = made.standIn.bot;
                for (int seat = 0; seat < m_match->playerCount(); ++seat)
                    if (m_match->setup().kindOf(seat) == kind)
                        m_standInNotes.push_back(
                            {m_match->record().actions.size(), seat, kind, std::move(made.standIn.name)});
                m_eventLog.retell(); // the log is told again with the note: only the note is news
                refresh();
                return;
            } else {
                return; // the game ended or changed meanwhile
            }
            if (generation == m_generation)
                scheduleComputer();
        });
        knobel::BotPreparation preparation;
        preparation.tableFolder = std::filesystem::path(m_tableFolder.toStdString());
        preparation.progress = [progress = m_progress](double share) { progress->store(share); };
        preparation.cancel = m_cancel.get();
        watcher->setFuture(QtConcurrent::run([def, kind, options, preparation, cancel = m_cancel] {
            Made made;
            made.bot = makeSeatBot(*def, kind, options, preparation);
            if (!made.bot && cancel->load())
                made.standIn = def->standIn(kind, options);
            return made;
        }));
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
    return isMyTurn() && !m_match->def().levels().empty();
}

namespace {
/// The legal action a ranked choice stands for: itself, or for a keep (a throw naming the faces kept)
/// the throw. Nothing where the choice is not legal.
std::optional<Action> legalStep(const Action& action, const std::vector<Action>& legal)
{
    if (std::find(legal.begin(), legal.end(), action) != legal.end())
        return action;
    if (action.type == Action::Type::Throw && !action.faces.empty()) {
        Action plain = action;
        plain.faces.clear();
        if (std::find(legal.begin(), legal.end(), plain) != legal.end())
            return plain;
    }
    return std::nullopt;
}
} // namespace

std::vector<knobel::RankedChoice> TableController::hintFor(
    const knobel::Bot& bot, const knobel::BotView& view, bool* policy)
{
    std::vector<knobel::RankedChoice> choices;
    for (auto& choice : bot.rank(view))
        if (legalStep(choice.action, view.legal))
            choices.push_back(std::move(choice));
    *policy = choices.empty();
    if (!*policy)
        return choices;
    const std::vector<double> chances = bot.policy(view);
    for (std::size_t i = 0; i < view.legal.size() && i < chances.size(); ++i)
        if (chances[i] > 0) {
            knobel::RankedChoice choice;
            choice.action = view.legal[i];
            choice.value = chances[i];
            choices.push_back(std::move(choice));
        }
    std::stable_sort(
        choices.begin(), choices.end(), [](const auto& a, const auto& b) { return a.value > b.value; });
    return choices;
}

void TableController::clearHint()
{
    ++m_hintGeneration;
    if (!m_hinting && m_hints.isEmpty() && m_hintChoices.empty())
        return;
    m_hinting = false;
    m_hints.clear();
    m_hintChoices.clear();
    m_hintMeaning.clear();
    emit hintsChanged();
}

void TableController::requestHint()
{
    if (!hintAvailable() || m_hinting)
        return;
    clearHint();
    const Seat seat = m_match->toAct();
    const knobel::GameDef* def = &m_match->def();
    const std::string best = def->levels().back();
    const knobel::RuleOptions options = m_match->setup().options;
    std::shared_ptr<const knobel::Bot> cached;
    if (auto found = m_bots.find(best); found != m_bots.end())
        cached = found->second;
    struct Answer
    {
        std::shared_ptr<const knobel::Bot> bot;
        std::vector<knobel::RankedChoice> choices;
        bool policy = false;
        knobel::RankMeaning meaning;
    };
    const quint64 generation = m_hintGeneration;
    // A level that reads or builds a table first (Liar Dice: about 90 s the first time) shows its
    // progress and can be cancelled, as when a computer seat needs it.
    const bool build = !cached && def->needsPreparation(best, options);
    beginPreparation(build);
    m_hinting = true;
    emit hintsChanged();
    auto* watcher = new QFutureWatcher<Answer>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, best, build] {
        watcher->deleteLater();
        if (build) {
            m_preparing = false;
            m_progressTimer.stop();
            m_preparation = 1;
            emit preparationChanged();
        }
        Answer answer = watcher->result();
        if (!answer.bot) { // cancelled: no hint, nothing else changed
            m_hinting = false;
            emit hintsChanged();
            return;
        }
        if (answer.bot && !m_bots.count(best) && m_match && m_match->def().levels().back() == best)
            m_bots[best] = answer.bot;
        if (generation != m_hintGeneration)
            return; // the position moved on
        m_hinting = false;
        showHint(std::move(answer.choices), answer.policy, answer.meaning);
    });
    knobel::BotPreparation preparation;
    preparation.tableFolder = std::filesystem::path(m_tableFolder.toStdString());
    preparation.progress = [progress = m_progress](double share) { progress->store(share); };
    preparation.cancel = m_cancel.get();
    // The hint's computer is told exactly what the seat on turn may know: its own view, never more.
    // It works on a copy of the match, as a decision does: the view's whole state (open games) must
    // not change under it when the player acts before the hint is ready.
    watcher->setFuture(QtConcurrent::run(
        [match = *m_match, seat, def, best, options, preparation, cached, cancel = m_cancel] {
            const knobel::BotView view = match.botView(seat, 0);
            Answer answer;
            answer.bot = cached ? cached : makeSeatBot(*def, best, options, preparation);
            if (answer.bot) {
                answer.choices = hintFor(*answer.bot, view, &answer.policy);
                answer.meaning = answer.bot->rankMeaning(view);
            }
            return answer;
        }));
}

QString TableController::hintValueText(double value, knobel::RankMeaning::Unit unit)
{
    const QLocale locale;
    switch (unit) {
    case knobel::RankMeaning::Unit::Chance:
        return tr("%1 %").arg(locale.toString(value * 100, 'f', 1));
    case knobel::RankMeaning::Unit::Chips: {
        // With its sign, a real minus, and 0 without one.
        const QString amount = locale.toString(std::abs(value), 'f', 2);
        const QString sign = amount == locale.toString(0.0, 'f', 2) ? QString()
            : value > 0                                             ? QStringLiteral("+")
                                                                    : QStringLiteral("−");
        return tr("%1 chips", "expected chips of a hint, with their sign").arg(sign + amount);
    }
    case knobel::RankMeaning::Unit::Worth:
        break;
    }
    return locale.toString(value, 'f', 2);
}

void TableController::showHint(
    std::vector<knobel::RankedChoice> choices, bool policy, const knobel::RankMeaning& meaning)
{
    m_hintChoices = std::move(choices);
    m_hintPolicy = policy;
    // The game's bot says what its values are (RankMeaning); a policy is how often it acts so.
    m_hintUnit = policy ? knobel::RankMeaning::Unit::Chance : meaning.unit;
    m_hintMeaning
        = policy ? tr("How likely the best computer would take each action") : translateMessage(meaning.text);
    // Choices of one worth: said, so that equal figures are not taken for a fault (Poker Dice: the
    // other player's best answer to any bet is to fold, and to a check to give up later).
    if (!policy && m_hintChoices.size() > 1
        && std::all_of(m_hintChoices.begin(), m_hintChoices.end(),
            [&](const auto& c) { return std::abs(c.value - m_hintChoices.front().value) < 1e-9; }))
        m_hintMeaning = tr("%1. Here every choice is worth the same: whatever you choose, the other side's "
                           "best answer leaves you this result.")
                            .arg(m_hintMeaning);
    const auto& entries = m_actions.entries();
    QString spokenBest;
    for (const auto& choice : m_hintChoices) {
        const Action step = legalStep(choice.action, m_match->legalActions()).value_or(choice.action);
        int row = -1;
        for (std::size_t i = 0; i < entries.size(); ++i)
            if (entries[i].action == step)
                row = int(i);
        QString label = !choice.text.empty() ? translateMessage(choice.text)
            : row >= 0                       ? entries[std::size_t(row)].description
                                             : actionLabel(step);
        if (label.isEmpty() && row >= 0)
            label = entries[std::size_t(row)].label;
        const QString valueText = hintValueText(choice.value, m_hintUnit);
        if (m_hints.isEmpty()) {
            // Said as a screen reader should: dice in words, the sentence's own full stop dropped.
            QString words = !choice.text.empty() ? spokenMessage(choice.text) : label;
            if (words.endsWith(u'.'))
                words.chop(1);
            spokenBest = tr("Hint: %1 (%2).").arg(words, valueText);
        }
        m_hints << QVariantMap{{QStringLiteral("row"), row}, {QStringLiteral("label"), label},
            {QStringLiteral("value"), choice.value}, {QStringLiteral("valueText"), valueText}};
    }
    emit hintsChanged();
    emit told(spokenBest.isEmpty() ? tr("The hint has no choice to offer.") : spokenBest);
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

QString TableController::gameId() const
{
    return m_match ? QString::fromStdString(m_match->setup().game) : QString();
}

QString TableController::gameName() const
{
    if (!m_match)
        return {};
    return displayName(m_match->def());
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

QStringList TableController::playerNames() const
{
    // Every sentence, on screen, in speech and in print, takes its names from here: isolated.
    QStringList names;
    if (m_match)
        for (const auto& name : m_match->setup().players)
            names << knobel::isolated(QString::fromStdString(name));
    return names;
}

QStringList TableController::playerKinds() const
{
    QStringList kinds;
    for (int p = 0; m_match && p < m_match->playerCount(); ++p)
        kinds << QString::fromStdString(m_match->setup().kindOf(p));
    return kinds;
}

bool TableController::hiddenDice() const
{
    return m_match && m_match->def().hiddenDiceUnder(m_match->setup().options);
}

bool TableController::settlesInChips() const
{
    return m_match && m_match->def().settlesInChips();
}

QString TableController::seed() const
{
    return m_match ? QString::number(m_match->seed()) : QString();
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

bool TableController::isFinished() const
{
    return m_match && m_match->isFinished();
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
        && m_match->toAct() == m_viewer && isHuman(m_viewer) && !playsItself();
}

bool TableController::isRoundEnded() const
{
    return m_match && !m_readOnly && m_match->chancePending();
}

bool TableController::isComputerTurn() const
{
    return m_match && !m_readOnly && !m_match->isFinished() && m_match->toAct() >= 0
        && (!isHuman(m_match->toAct()) || playsItself());
}

bool TableController::playsItself() const
{
    return m_match && knobel::playsItself(m_match->def());
}

QVariantList TableController::stakes() const
{
    QVariantList list;
    const QStringList names = playerNames();
    for (const auto& s : m_view.stakes)
        list << QVariantMap{{QStringLiteral("seat"), s.seat}, {QStringLiteral("name"), names.value(s.seat)},
            {QStringLiteral("field"), s.field}, {QStringLiteral("amount"), s.amount}};
    return list;
}

QVariantList TableController::board() const
{
    // The board's rows as the game draws them, each with the fields' numbers from the left and the
    // part of the board each belongs to (its heading: Lustige Sieben's left and right side).
    QVariantList rows;
    for (const auto& field : m_view.board) {
        while (rows.size() <= field.row)
            rows << QVariantMap{
                {QStringLiteral("numbers"), QVariantList()}, {QStringLiteral("sides"), QVariantList()}};
        QVariantMap row = rows[field.row].toMap();
        QVariantList numbers = row.value(QStringLiteral("numbers")).toList();
        QVariantList sides = row.value(QStringLiteral("sides")).toList();
        numbers << field.field;
        sides << QString::fromStdString(field.side);
        row.insert(QStringLiteral("numbers"), numbers);
        row.insert(QStringLiteral("sides"), sides);
        rows[field.row] = row;
    }
    return rows;
}

QVariantMap TableController::facts() const
{
    QVariantMap facts;
    for (const auto& fact : m_view.facts) {
        const QString name = QString::fromStdString(fact.name);
        std::visit(
            [&](const auto& value) {
                using T = std::decay_t<decltype(value)>;
                if constexpr (std::is_same_v<T, std::string>) {
                    facts.insert(name, QString::fromStdString(value));
                } else if constexpr (std::is_same_v<T, std::vector<int>>) {
                    QVariantList numbers;
                    for (int n : value)
                        numbers << n;
                    facts.insert(name, numbers);
                } else {
                    facts.insert(name, value);
                }
            },
            fact.value);
    }
    return facts;
}

QStringList TableController::pokerSymbols() const
{
    return DiceModel::pokerSymbols();
}

QVariantList TableController::standings() const
{
    QVariantList list;
    if (!m_match)
        return list;
    const QStringList names = playerNames();
    for (const auto& s : m_match->result().standings)
        list << QVariantMap{{QStringLiteral("player"), s.player},
            {QStringLiteral("name"), names.value(s.player)}, {QStringLiteral("total"), s.total},
            {QStringLiteral("balance"), s.balance}, {QStringLiteral("place"), s.place},
            {QStringLiteral("result"), standingText(s.total, s.balance)}};
    return list;
}

QString TableController::standingText(int total, int balance) const
{
    if (!m_match)
        return {};
    if (!settlesInChips())
        return translateMessage(m_match->def().totalText(total));
    const QString sign = balance > 0 ? QStringLiteral("+") : balance < 0 ? QStringLiteral("−") : QString();
    return tr("%1 chips", "a balance in the result, with its sign")
        .arg(sign + QString::number(std::abs(balance)));
}

QString TableController::resultText() const
{
    if (!m_match || !isFinished())
        return {};
    QStringList places;
    for (const QVariant& v : standings()) {
        const QVariantMap s = v.toMap();
        places << tr("place %1, %2, %3")
                      .arg(s.value(QStringLiteral("place")).toInt())
                      .arg(s.value(QStringLiteral("name")).toString(),
                          s.value(QStringLiteral("result")).toString());
    }
    QString text = tr("Result: %1.").arg(places.join(QStringLiteral("; ")));
    for (const QString& payment : payments())
        text += u' ' + payment + u'.';
    return text;
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

QString TableController::stateText() const
{
    if (!m_match)
        return {};
    if (isFinished())
        return resultText();
    if (m_readOnly || privacy())
        return status(); // behind the screen nothing of anybody's dice
    const QStringList names = playerNames();
    const QString between = tr(", ", "between the dice in words");
    QStringList parts;
    if (m_view.round > 0)
        parts << tr("Round %1").arg(m_view.round);
    for (const auto& group : m_view.dice) {
        const bool poker = group.kind == knobel::DieKind::Poker;
        QStringList words;
        int hidden = 0;
        // "Kept" says which dice stay when the others are thrown: not where every die stays (Liar
        // Dice's cup after a throw, before any die is picked up).
        const bool someKept = std::any_of(group.dice.begin(), group.dice.end(), [](const auto& d) {
            return d.held;
        }) && !std::all_of(group.dice.begin(), group.dice.end(), [](const auto& d) { return d.held; });
        for (const auto& die : group.dice) {
            if (die.hidden)
                ++hidden;
            else if (die.face != 0)
                words << (die.held && someKept ? tr("%1 (kept)").arg(dieWords(die, poker))
                                               : dieWords(die, poker));
        }
        const bool mine = group.owner >= 0 && group.owner == m_viewer;
        // Every seat's throws left, the others' too; a round kept in view as it ended says so.
        const auto withThrowsLeft = [&group](const QString& line) {
            if (group.ended)
                return tr("last round, %1").arg(line);
            if (group.throwLimit <= 0)
                return line;
            return tr("%1, %n throw(s) left", nullptr, std::max(0, group.throwLimit - group.throwsMade))
                .arg(line);
        };
        if (hidden > 0) {
            parts << withThrowsLeft(
                tr("%1's dice: %n hidden", nullptr, hidden).arg(names.value(group.owner)));
            continue;
        }
        if (words.isEmpty()) {
            if (mine && group.throwLimit > 0 && group.throwsMade == 0)
                parts << tr("your dice: not thrown yet");
            continue;
        }
        if (group.draw) { // the die each seat drew for the order
            parts << (mine ? tr("you drew %1").arg(words.join(between))
                           : tr("%1 drew %2").arg(names.value(group.owner), words.join(between)));
            continue;
        }
        const QString line = mine ? tr("your dice: %1").arg(words.join(between))
            : group.owner >= 0    ? tr("%1's dice: %2").arg(names.value(group.owner), words.join(between))
                                  : tr("the dice on the table: %1").arg(words.join(between));
        parts << (group.owner >= 0 ? withThrowsLeft(line) : line);
    }
    for (const auto& seat : m_view.seats)
        if (seat.announcement >= 0)
            parts << tr("%1 announced %2").arg(names.value(seat.seat), handText(seat.announcement));
    for (const auto& stake : m_view.stakes)
        parts << tr("%1: %n chip(s) on %2", nullptr, stake.amount)
                     .arg(names.value(stake.seat), QString::number(stake.field));
    if (m_view.pot > 0)
        parts << tr("pot: %n chip(s)", nullptr, m_view.pot);
    if (settlesInChips()) {
        QStringList chips;
        for (const auto& seat : m_view.seats)
            chips << tr("%1 %2").arg(names.value(seat.seat),
                (seat.chips < 0 ? QStringLiteral("−") : QString()) + QString::number(std::abs(seat.chips)));
        parts << tr("chips: %1").arg(chips.join(QStringLiteral(", ")));
    }
    // On the viewer's turn the game's own words say what they may do ("Anna to answer …: doubt, or
    // throw again and announce higher."): a count of the legal moves (252 announcements) says nothing.
    QString todo;
    if (isMyTurn()) {
        todo = status();
        QString turn = tr("your turn, %1").arg(names.value(m_viewer));
        if (const int main = mainAction(); main >= 0)
            turn = tr("%1; Space: %2").arg(turn, m_actions.entries()[std::size_t(main)].label);
        else if (m_actions.indexOf(QStringLiteral("announce")) >= 0)
            turn = tr("%1; announce a hand").arg(turn);
        else if (m_actions.indexOf(QStringLiteral("stake")) >= 0)
            turn = tr("%1; put chips on a field").arg(turn);
        parts << turn;
    } else if (isRoundEnded()) {
        parts << tr("the round is over; Space: go on");
    } else if (isComputerTurn() && !playsItself()) {
        parts << tr("%1 (computer) is on turn").arg(toActName());
    } else if (toAct() >= 0) {
        parts << tr("%1 is on turn").arg(toActName());
        if (playsItself())
            todo = status(); // what the throw is for: "Anna throws and needs a 4 to write."
    }
    const QString text = parts.join(QStringLiteral("; ")) + QLatin1Char('.');
    return todo.isEmpty() ? text : text + u' ' + todo;
}

QStringList TableController::payments() const
{
    QStringList sentences;
    if (!m_match)
        return sentences;
    const QStringList names = playerNames();
    for (const auto& p : m_match->result().payments)
        sentences
            << tr("%1 pays %2 %n chip(s)", nullptr, p.amount).arg(names.value(p.payer), names.value(p.payee));
    return sentences;
}

QString TableController::open(const QString& fileOrUrl)
{
    const QString path = AutosaveStore::localPath(fileOrUrl);
    QString problem;
    auto match = AutosaveStore::load(path, &problem);
    if (!match)
        return problem;
    if (match->isSheetGame())
        return tr("%1 is a score-sheet game.").arg(QFileInfo(path).fileName());
    adopt(std::move(match));
    m_files.openedFrom(*m_match, path);
    return {};
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

/// A fresh cancel flag and progress for the next computer or hint; with a table to build, its
/// progress is shown.
void TableController::beginPreparation(bool build)
{
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_progress = std::make_shared<std::atomic<double>>(0.0);
    if (!build)
        return;
    m_preparing = true;
    m_preparation = 0;
    m_progressTimer.start();
    emit preparationChanged();
}
