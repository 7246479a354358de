// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessioncontroller.h"

#include <QFileInfo>
#include <QVariantMap>

#include <algorithm>
#include <cstdlib>

#include "autosavestore.h"
#include "fairdicetext.h"
#include "gamename.h"
#include "messagetext.h"
#include "realdice.h"
#include "solver/tablecache.h"
#include "text.h"

SessionController::SessionController(QObject* parent)
    : QObject(parent)
    , m_tableFolder(QString::fromStdString(knobel::defaultTableFolder().string()))
{
    connect(&m_files, &GameStorage::problem, this, &SessionController::storageProblem);
    connect(&m_files, &GameStorage::autosaveFolderChanged, this, &SessionController::autosaveFolderChanged);
    connect(&m_files, &GameStorage::fileNameChanged, this, &SessionController::fileNameChanged);
    connect(&m_files, &GameStorage::modifiedChanged, this, &SessionController::modifiedChanged);
    connect(&m_preparation, &Preparation::changed, this, &SessionController::preparationChanged);
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

QString SessionController::startRequest(const SetupRequest& request)
{
    knobel::GameSetup setup;
    std::map<int, QString> commands;
    if (const QString problem = request.check(&setup, &commands); !problem.isEmpty())
        return problem;
    m_nextProgramCommands = std::move(commands);
    adopt(std::make_unique<knobel::Match>(
        setup, request.realDice ? knobel::Match::Dice::Real : knobel::Match::Dice::Drawn));
    return {};
}

QString SessionController::playAgain()
{
    if (!m_match)
        return tr("There is no game to play again.");
    knobel::GameSetup setup = m_match->setup();
    setup.seed.reset(); // new dice
    if (auto problem = knobel::Match::checkSetup(setup))
        return QString::fromStdString(*problem);
    m_nextProgramCommands = m_programs.commands(); // the same programs, started anew
    adopt(std::make_unique<knobel::Match>(
        setup, m_match->realDice() ? knobel::Match::Dice::Real : knobel::Match::Dice::Drawn));
    return {};
}

QString SessionController::openFile(const QString& fileOrUrl)
{
    const QString path = AutosaveStore::localPath(fileOrUrl);
    QString problem;
    auto match = AutosaveStore::load(path, &problem);
    if (!match)
        return problem;
    if (QString refused = refusal(*match, QFileInfo(path).fileName()); !refused.isEmpty())
        return refused;
    adopt(std::move(match));
    m_files.openedFrom(*m_match, path);
    return {};
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

QString SessionController::gameId() const
{
    return m_match ? QString::fromStdString(m_match->setup().game) : QString();
}

QString SessionController::gameName() const
{
    return m_match ? displayName(m_match->def()) : QString();
}

QStringList SessionController::playerNames() const
{
    QStringList names;
    if (m_match)
        for (const auto& name : m_match->setup().players)
            names << knobel::isolated(QString::fromStdString(name));
    return names;
}

QStringList SessionController::playerKinds() const
{
    QStringList kinds;
    for (int p = 0; m_match && p < m_match->playerCount(); ++p)
        kinds << QString::fromStdString(m_match->setup().kindOf(p));
    return kinds;
}

bool SessionController::settlesInChips() const
{
    return m_match && m_match->def().settlesInChips();
}

QString SessionController::seed() const
{
    return m_match && !m_match->realDice() ? QString::number(m_match->seed()) : QString();
}

bool SessionController::throwDue() const
{
    const auto request = m_match && !m_readOnly ? knobel::realdice::request(*m_match) : std::nullopt;
    // A pocket is typed by its owner alone: the entry waits behind the privacy screen until they
    // confirmed that it is them at the screen.
    return request && (request->pocket == knobel::kNoSeat || request->pocket == screenSeat());
}

QString SessionController::throwPrompt() const
{
    return throwDue() ? translateMessage(knobel::realdice::prompt(*m_match)) : QString();
}

QString SessionController::throwExample() const
{
    return throwDue() ? translateMessage(knobel::realdice::example(*m_match)) : QString();
}

int SessionController::throwDice() const
{
    const auto request = throwDue() ? knobel::realdice::request(*m_match) : std::nullopt;
    return request ? request->dice : 0;
}

int SessionController::throwSeat() const
{
    const auto request = throwDue() ? knobel::realdice::request(*m_match) : std::nullopt;
    return request ? request->by : knobel::kNoSeat;
}

bool SessionController::throwHidden() const
{
    const auto request = m_match && !m_readOnly ? knobel::realdice::request(*m_match) : std::nullopt;
    return request && request->hidden;
}

QString SessionController::enterThrow(const QString& text)
{
    if (!throwDue())
        return tr("No throw waits for its dice now.");
    const knobel::Message problem = knobel::realdice::enter(*m_match, text.toStdString());
    if (!problem.empty())
        return translateMessage(problem);
    typedThrowEntered();
    return {};
}

bool SessionController::isFinished() const
{
    return m_match && m_match->isFinished();
}

QStringList SessionController::payments() const
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

QVariantList SessionController::standings() const
{
    QVariantList list;
    if (!m_match)
        return list;
    const QStringList names = playerNames();
    for (const auto& s : m_match->result().standings)
        list << QVariantMap{{QStringLiteral("player"), s.player},
            {QStringLiteral("name"), names.value(s.player)}, {QStringLiteral("total"), s.total},
            {QStringLiteral("balance"), s.balance}, {QStringLiteral("place"), s.place},
            {QStringLiteral("result"), standingText(s.total, s.balance)},
            {QStringLiteral("figure"), QString()}};
    return list;
}

QString SessionController::standingText(int total, int balance) const
{
    if (!m_match)
        return {};
    if (!settlesInChips())
        return translateMessage(m_match->def().totalText(total));
    const QString sign = balance > 0 ? QStringLiteral("+") : balance < 0 ? QStringLiteral("−") : QString();
    return tr("%1 chips", "a balance in the result, with its sign")
        .arg(sign + QString::number(std::abs(balance)));
}
