// SPDX-License-Identifier: GPL-3.0-or-later
#include "programseats.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSemaphore>
#include <QStandardPaths>
#include <QThread>

#include <algorithm>

#include "engine/gamedef.h"
#include "engine/programbot.h"
#include "match.h"

using knobel::Action;
using knobel::Seat;

/// The programs of one game; touched only on the programs' thread.
struct ProgramSeats::Seats
{
    std::map<int, std::shared_ptr<knobel::ProgramBot>> bots;
    /// What the programs stopped by an undo did, added to what their successors do.
    std::map<int, Figures> carried;
    /// The seats whose program was stopped by an undo: the next start says so in the log.
    std::map<int, bool> restart;
    std::map<int, bool> reported; ///< a failure already noted

    Figures figuresOf(int seat) const
    {
        Figures f;
        if (const auto c = carried.find(seat); c != carried.end())
            f = c->second;
        if (const auto b = bots.find(seat); b != bots.end() && b->second) {
            const knobel::ProgramBot& bot = *b->second;
            if (!bot.name().empty())
                f.name = QString::fromStdString(bot.name());
            f.decisions += bot.decisions();
            f.fallbackDecisions += bot.fallbackDecisions();
            f.failed = f.failed || bot.failed();
            ++f.starts;
        }
        return f;
    }
};

ProgramSeats::ProgramSeats(QObject* parent)
    : QObject(parent)
    , m_seats(std::make_shared<Seats>())
{
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (!data.isEmpty())
        m_logFolder = data + QStringLiteral("/programs");
}

ProgramSeats::~ProgramSeats()
{
    if (!m_thread)
        return;
    // The programs end on their own thread; a decision under way finishes first (its answer is
    // dropped with this object's pending events).
    release();
    m_thread->quit();
    m_thread->wait();
}

void ProgramSeats::ensureThread()
{
    if (m_thread)
        return;
    m_thread = new QThread(this);
    m_thread->setObjectName(QStringLiteral("programs"));
    m_context = new QObject;
    m_context->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_context, &QObject::deleteLater);
    m_thread->start();
}

void ProgramSeats::setTimeLimitMs(int milliseconds)
{
    m_timeLimitMs = std::clamp(milliseconds, 10, 3600 * 1000);
}

void ProgramSeats::startGame(const std::string& gameId, std::map<int, QString> commands)
{
    release();
    m_gameId = gameId;
    m_commands = std::move(commands);
    m_stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmsszzz"));
    if (!m_commands.empty() && !m_logFolder.isEmpty())
        pruneLogs(m_logFolder);
}

int ProgramSeats::pruneLogs(const QString& folder, int keep)
{
    const QFileInfoList logs = QDir(folder).entryInfoList(
        {QStringLiteral("*.log")}, QDir::Files | QDir::NoSymLinks, QDir::Time); // newest first
    int removed = 0;
    for (qsizetype i = std::max(keep, 0); i < logs.size(); ++i)
        removed += QFile::remove(logs[i].absoluteFilePath()) ? 1 : 0;
    return removed;
}

void ProgramSeats::release()
{
    ++m_epoch;
    m_finished = false;
    m_told.clear();
    m_figures.clear();
    const bool hadNotes = !m_notes.empty();
    m_notes.clear();
    if (hadNotes)
        emit notesChanged();
    auto seats = std::exchange(m_seats, std::make_shared<Seats>());
    if (!m_thread)
        return;
    // The last reference ends on the programs' thread, where the processes were started.
    QMetaObject::invokeMethod(m_context, [seats = std::move(seats)]() mutable {
        for (auto& [seat, bot] : seats->bots)
            if (bot)
                bot->stop();
        seats.reset();
    });
}

std::string ProgramSeats::fallbackFor(const knobel::GameDef& game) const
{
    const auto levels = game.levels();
    const std::string wanted = m_fallbackLevel.toStdString();
    if (std::find(levels.begin(), levels.end(), wanted) != levels.end())
        return wanted;
    return levels.empty() ? std::string() : levels.front();
}

QString ProgramSeats::logFile(int seat) const
{
    if (m_logFolder.isEmpty() || !m_commands.count(seat))
        return {};
    return QStringLiteral("%1/%2-%3-seat%4.log")
        .arg(m_logFolder, QString::fromStdString(m_gameId), m_stamp)
        .arg(seat + 1);
}

void ProgramSeats::decide(const knobel::Match& match, Seat seat, std::uint64_t botSeed, Fallback fallback,
    std::function<void(const Action&)> done)
{
    ensureThread();
    m_told[seat] = match.record().actions.size();
    const auto found = m_commands.find(seat);
    knobel::ProgramSettings settings;
    settings.command = found == m_commands.end() ? QString() : found->second;
    settings.timeLimitMs = m_timeLimitMs;
    settings.logFile = logFile(seat);
    if (!settings.logFile.isEmpty())
        QDir().mkpath(m_logFolder);
    const std::string level = fallbackFor(match.def());
    QMetaObject::invokeMethod(m_context,
        [this, seats = m_seats, match, seat, botSeed, settings, level, fallback = std::move(fallback),
            done = std::move(done), epoch = m_epoch] {
            const knobel::GameDef& def = match.def();
            auto& bot = seats->bots[seat];
            if (!bot) {
                bot = std::make_shared<knobel::ProgramBot>(
                    def, match.setup().options, settings, fallback ? fallback(level) : nullptr);
                // Without a command (a game from a file) it fails at once, and the fallback plays.
                bot->start(seat, match.playerCount(), 1);
                if (seats->restart[seat] && !bot->failed())
                    bot->note("started anew: a person took back an action the program had been told of; "
                              "the game so far follows as events");
                seats->restart[seat] = false;
                bot->gameStarted(match, seat, 0);
            }
            bot->caughtUp(match, seat);
            const Action action = bot->decide(match.botView(seat, botSeed));
            QString problem;
            if (bot->failed() && !seats->reported[seat]) {
                seats->reported[seat] = true;
                problem = QString::fromStdString(bot->problem());
            }
            const Figures figures = seats->figuresOf(seat);
            const std::size_t at = match.record().actions.size();
            QMetaObject::invokeMethod(
                this, [this, action, problem, figures, at, seat, level, log = settings.logFile, done, epoch] {
                    if (epoch != m_epoch)
                        return;
                    m_figures[seat] = figures;
                    emit figuresChanged();
                    if (!problem.isEmpty()) {
                        m_notes.push_back({at, seat, problem, level, log});
                        emit notesChanged();
                    }
                    done(action);
                });
        });
}

void ProgramSeats::finish(const knobel::Match& match)
{
    if (m_finished || !match.isFinished() || !m_thread)
        return;
    m_finished = true;
    for (auto& [seat, told] : m_told)
        told = match.record().actions.size() + 1; // and the end
    QMetaObject::invokeMethod(m_context, [seats = m_seats, match] {
        for (auto& [seat, bot] : seats->bots) {
            if (!bot)
                continue;
            bot->caughtUp(match, seat);
            bot->gameEnded(match, seat, 0);
            bot->stop();
        }
    });
}

void ProgramSeats::rewound(const knobel::Match& match)
{
    const std::size_t now = match.record().actions.size();
    std::vector<int> stale;
    for (auto& [seat, told] : m_told)
        if (told > now) {
            stale.push_back(seat);
            told = 0;
        }
    if (!match.isFinished())
        m_finished = false;
    if (stale.empty() || !m_thread)
        return;
    QMetaObject::invokeMethod(m_context, [seats = m_seats, stale] {
        for (int seat : stale) {
            auto found = seats->bots.find(seat);
            // A program that failed stays out: its fallback reads only the position.
            if (found == seats->bots.end() || !found->second || found->second->failed())
                continue;
            found->second->note("stopped: a person took back an action the program had been told of");
            seats->carried[seat] = seats->figuresOf(seat);
            found->second->stop();
            seats->bots.erase(found);
            seats->restart[seat] = true;
        }
    });
}

QString ProgramSeats::levelName(const std::string& level)
{
    static const char* const names[][2] = {{"beginner", QT_TRANSLATE_NOOP("ProgramSeats", "beginner")},
        {"good", QT_TRANSLATE_NOOP("ProgramSeats", "good")},
        {"perfect", QT_TRANSLATE_NOOP("ProgramSeats", "perfect")}};
    for (const auto& name : names)
        if (level == name[0])
            return QCoreApplication::translate("ProgramSeats", name[1]);
    return QString::fromStdString(level);
}

QString ProgramSeats::noteText(const Note& note, const QStringList& playerNames) const
{
    const QString name = playerNames.value(note.seat);
    const QString level = levelName(note.level);
    if (note.logFile.isEmpty())
        return tr("The program of %1 failed (%2); the computer player %3 plays the seat from now on.")
            .arg(name, note.problem, level);
    return tr("The program of %1 failed (%2); the computer player %3 plays the seat from now on. The "
              "program's messages are in %4.")
        .arg(name, note.problem, level, QDir::toNativeSeparators(note.logFile));
}

QStringList ProgramSeats::noteTexts(const QStringList& playerNames) const
{
    QStringList texts;
    for (const Note& note : m_notes)
        texts << noteText(note, playerNames);
    return texts;
}

ProgramSeats::Figures ProgramSeats::figures(int seat) const
{
    const auto found = m_figures.find(seat);
    return found == m_figures.end() ? Figures{} : found->second;
}

bool ProgramSeats::settle(int timeoutMs)
{
    if (!m_thread)
        return true;
    auto done = std::make_shared<QSemaphore>();
    QMetaObject::invokeMethod(m_context, [done] { done->release(); });
    return done->tryAcquire(1, timeoutMs);
}
