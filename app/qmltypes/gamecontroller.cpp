// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamecontroller.h"

#include <QDateTime>
#include <QLocale>
#include <QUrl>

#include "autosavestore.h"
#include "gamefile.h"
#include "games/registry.h"
#include "language.h"
#include "match.h"

GameController::GameController(QObject* parent)
    : QObject(parent)
{
    connect(Language::instance(), &Language::codeChanged, this, &GameController::retranslate);
}

GameController::~GameController() = default;

QString GameController::startGame(const QString& gameId, const QStringList& players,
    const QVariantMap& options, const QString& seed, bool scorePad)
{
    const knobel::Game* game = knobel::findGame(gameId.toStdString());
    if (!game)
        return tr("There is no game called %1.").arg(gameId);
    knobel::GameSetup setup;
    setup.game = gameId.toStdString();
    setup.options = game->defaultOptions();
    setup.mode = scorePad ? knobel::Mode::ScorePad : knobel::Mode::Play;
    for (auto it = options.begin(); it != options.end(); ++it) {
        const QString value = it.value().typeId() == QMetaType::Bool
            ? (it.value().toBool() ? "true" : "false")
            : it.value().toString();
        if (setup.options.set(game->options(), it.key().toStdString(), value.toStdString()))
            return tr("The rule option %1 does not take the value %2.").arg(it.key(), value);
    }
    for (const QString& name : players) {
        const QString trimmed = name.trimmed();
        if (trimmed.isEmpty())
            return tr("Every player needs a name.");
        setup.players.push_back(trimmed.toStdString());
    }
    if (int(players.size()) < game->minPlayers() || int(players.size()) > game->maxPlayers())
        return tr("%1 is played by %2 to %3 players.")
            .arg(QString::fromUtf8(game->name().data(), qsizetype(game->name().size())))
            .arg(game->minPlayers())
            .arg(game->maxPlayers());
    if (!seed.trimmed().isEmpty()) {
        bool ok = false;
        const qulonglong number = seed.trimmed().toULongLong(&ok);
        if (!ok)
            return tr("The seed must be a whole number from 0 to 18446744073709551615.");
        setup.seed = number;
    }
    if (auto problem = knobel::Match::checkSetup(setup))
        return QString::fromStdString(*problem); // names too long; the checks above cover the rest
    adopt(std::make_unique<knobel::Match>(setup));
    return {};
}

void GameController::adoptReadOnly(std::unique_ptr<knobel::Match> match)
{
    const QString folder = m_autosaveFolder;
    m_autosaveFolder.clear(); // a game from the history is not saved again
    adopt(std::move(match));
    m_autosaveFolder = folder;
    m_readOnly = true;
    emit gameChanged();
    emit stateChanged();
}

void GameController::adopt(std::unique_ptr<knobel::Match> match, const QString& autosaveFile)
{
    m_readOnly = false;
    m_match = std::move(match);
    m_autosaveFile = autosaveFile;
    if (m_autosaveFile.isEmpty() && !m_autosaveFolder.isEmpty())
        m_autosaveFile
            = QStringLiteral("%1/%2-%3.knobel")
                  .arg(m_autosaveFolder,
                      QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmsszzz")),
                      QString::number(m_match->seed()));
    if (!m_fileName.isEmpty()) {
        m_fileName.clear();
        emit fileNameChanged();
    }
    persist();
    m_dice.refresh(m_match.get(), false);
    m_sheet.refresh(m_match.get());
    emit gameChanged();
    emit stateChanged();
    emit resultChanged();
}

void GameController::setAutosaveFolder(const QString& folder)
{
    if (folder == m_autosaveFolder)
        return;
    m_autosaveFolder = folder;
    emit autosaveFolderChanged();
}

void GameController::persist()
{
    if (!m_match || m_autosaveFile.isEmpty())
        return;
    QString error;
    if (!AutosaveStore::writeAtomically(m_autosaveFile, knobel::gamefile::write(m_match->record()), &error))
        emit storageProblem(error);
}

namespace {
QString localPath(const QString& fileOrUrl)
{
    const QUrl url(fileOrUrl);
    return url.isLocalFile() ? url.toLocalFile() : fileOrUrl;
}
} // namespace

QString GameController::saveAs(const QString& fileOrUrl)
{
    if (!m_match)
        return tr("There is no game to save.");
    QString path = localPath(fileOrUrl);
    if (!path.endsWith(QLatin1String(".knobel")))
        path += QLatin1String(".knobel");
    QString error;
    if (!AutosaveStore::writeAtomically(path, knobel::gamefile::write(m_match->record()), &error))
        return error;
    m_fileName = path;
    emit fileNameChanged();
    return {};
}

QString GameController::open(const QString& fileOrUrl)
{
    const QString path = localPath(fileOrUrl);
    QString problem;
    auto match = AutosaveStore::load(path, &problem);
    if (!match)
        return problem;
    adopt(std::move(match));
    m_fileName = path;
    emit fileNameChanged();
    return {};
}

bool GameController::canUndo() const
{
    return m_match && !m_readOnly && m_match->canUndo();
}

bool GameController::canRedo() const
{
    return m_match && !m_readOnly && m_match->canRedo();
}

bool GameController::undo()
{
    if (!m_match || m_readOnly || m_match->undo())
        return false;
    refresh(false);
    emit resultChanged();
    return true;
}

bool GameController::redo()
{
    if (!m_match || m_readOnly || m_match->redo())
        return false;
    refresh(false);
    emit resultChanged();
    return true;
}

void GameController::endGame()
{
    m_match.reset();
    m_autosaveFile.clear();
    m_dice.refresh(nullptr, false);
    m_sheet.refresh(nullptr);
    emit gameChanged();
    emit stateChanged();
    emit resultChanged();
}

void GameController::refresh(bool newThrow)
{
    persist();
    m_dice.refresh(m_match.get(), newThrow);
    m_sheet.refresh(m_match.get());
    emit stateChanged();
}

bool GameController::throwDice()
{
    if (!m_match || m_readOnly || m_match->throwDice())
        return false;
    refresh(true);
    emit diceThrown();
    return true;
}

bool GameController::toggleDie(int die)
{
    if (!m_match || m_readOnly || die < 0 || die >= int(m_match->held().size()))
        return false;
    const bool held = m_match->held()[die];
    if (held ? m_match->release(die) : m_match->hold(die))
        return false;
    refresh(false);
    return true;
}

bool GameController::writesZero(int column, int row) const
{
    if (!m_match || !m_match->canWrite() || row < 0 || row >= int(m_match->game().rows().size()) || column < 0
        || column >= m_match->game().columnCount()
        || !m_match->sheet(m_match->currentPlayer()).isFree(column, row))
        return false;
    const auto allowed = m_match->game().allowedValues(row, m_match->setup().options);
    return m_match->preview(row) == 0 && !allowed.empty() && allowed.back() > 0;
}

bool GameController::writeBox(int column, int row)
{
    if (!m_match || m_readOnly)
        return false;
    const int player = m_match->currentPlayer();
    if (m_match->write(column, row))
        return false;
    refresh(false);
    emit entryWritten(player, column, row);
    emit resultChanged();
    if (m_match->isFinished())
        emit gameFinished();
    return true;
}

QString GameController::allowedText(int row) const
{
    if (!m_match || row < 0 || row >= int(m_match->game().rows().size()))
        return {};
    QStringList values;
    for (int v : m_match->game().allowedValues(row, m_match->setup().options))
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
            return tr("%1: %2").arg(m_sheet.rowName(row), allowedText(row));
    }
    const bool wasFinished = m_match->isFinished();
    if (m_match->edit(player, column, row, value))
        return tr("%1: %2").arg(m_sheet.rowName(row), allowedText(row));
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
    const auto name = m_match->game().name();
    return QString::fromUtf8(name.data(), qsizetype(name.size()));
}

bool GameController::isScorePad() const
{
    return m_match && m_match->setup().mode == knobel::Mode::ScorePad;
}

bool GameController::hasPokerDice() const
{
    return m_match && m_match->game().dieKind() == knobel::DieKind::Poker;
}

int GameController::diceCount() const
{
    return m_match ? m_match->game().diceCount() : 0;
}

bool GameController::scoresServed() const
{
    return m_match && m_match->game().scoresServed();
}

int GameController::throwsPerTurn() const
{
    return m_match ? m_match->game().throwsPerTurn() : 0;
}

int GameController::roundCount() const
{
    return m_match ? m_match->game().columnCount() * int(m_match->game().rows().size()) : 0;
}

QStringList GameController::playerNames() const
{
    QStringList names;
    if (m_match)
        for (const auto& name : m_match->setup().players)
            names << QString::fromStdString(name);
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
    return m_match ? QString::fromStdString(m_match->setup().players[m_match->currentPlayer()]) : QString();
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
    if (m_match->isFinished())
        return tr("The game is over.");
    if (isScorePad())
        return tr("Type each entry into its box; the sheet checks it.");
    const QString name = currentPlayerName();
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
    return m_match && m_match->game().settlesInChips();
}

void GameController::retranslate()
{
    m_dice.retranslate();
    m_sheet.retranslate();
    emit stateChanged();
    emit resultChanged();
}
