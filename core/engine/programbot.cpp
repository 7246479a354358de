// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/programbot.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include "engine/protocol.h"
#include "match.h"

namespace knobel {

namespace {

/// An offending line in the log: at most this much of it.
constexpr qsizetype kLoggedBytes = 2000;
/// The least time the program has to start and answer hello.
constexpr int kHelloMs = 30000;

} // namespace

ProgramBot::ProgramBot(const GameDef& game, const RuleOptions& options, ProgramSettings settings,
    std::shared_ptr<const Bot> fallback)
    : m_game(game)
    , m_options(options)
    , m_settings(std::move(settings))
    , m_fallback(std::move(fallback))
{
}

ProgramBot::~ProgramBot()
{
    stop();
}

void ProgramBot::note(const std::string& text) const
{
    if (!m_log.isOpen())
        return;
    m_log.write(QByteArray("knobel: ") + QByteArray::fromStdString(text) + '\n');
    m_log.flush();
}

void ProgramBot::fail(const std::string& why, const QByteArray& offending) const
{
    if (!m_problem.empty())
        return;
    m_problem = "game " + std::to_string(m_gameIndex + 1) + ", decision " + std::to_string(m_decisions + 1)
        + ": " + why;
    note(m_problem);
    if (!offending.isNull())
        note("the line was: " + offending.left(kLoggedBytes).toStdString()
            + (offending.size() > kLoggedBytes ? " … (" + std::to_string(offending.size()) + " bytes)" : ""));
    note(m_fallback ? "the fallback level plays the seat from now on" : "the seat forfeits");
    m_process.kill();
    m_process.waitForFinished(1000);
    m_buffer.clear();
}

bool ProgramBot::start(Seat seat, int seats, int games)
{
    if (!m_settings.logFile.isEmpty()) {
        m_log.setFileName(m_settings.logFile);
        if (m_log.open(QIODevice::WriteOnly | QIODevice::Append))
            m_process.setStandardErrorFile(m_settings.logFile, QIODevice::Append);
    }
    if (!m_log.isOpen())
        m_process.setStandardErrorFile(QProcess::nullDevice());
    if (!m_settings.transcriptFile.isEmpty()) {
        m_transcript.setFileName(m_settings.transcriptFile);
        if (!m_transcript.open(QIODevice::WriteOnly | QIODevice::Truncate))
            note("the transcript cannot be written: " + m_transcript.errorString().toStdString());
    }
    const QStringList words = QProcess::splitCommand(m_settings.command);
    if (words.isEmpty()) {
        fail("the command is empty");
        return false;
    }
    note("starting " + m_settings.command.toStdString());
    m_process.setProcessChannelMode(QProcess::SeparateChannels);
    m_process.start(words.front(), words.mid(1));
    if (!m_process.waitForStarted(m_settings.timeLimitMs)) {
        fail("the program could not be started: " + m_process.errorString().toStdString());
        return false;
    }
    send(protocol::hello(m_game, m_options, seat, seats, games));
    // An interpreter may take long to start on a busy machine: hello gets at least half a minute.
    const auto answer = readAnswer(
        "the answer to hello", QStringLiteral("name"), std::max(m_settings.timeLimitMs, kHelloMs));
    if (!answer)
        return false;
    const QJsonValue name = answer->value(QStringLiteral("name"));
    if (!name.isString()) {
        fail("the name is not a string", QJsonDocument(*answer).toJson(QJsonDocument::Compact));
        return false;
    }
    m_name = name.toString().left(60).toStdString();
    return true;
}

void ProgramBot::stop()
{
    if (m_process.state() == QProcess::NotRunning)
        return;
    m_process.waitForBytesWritten(std::min(m_settings.timeLimitMs, 2000));
    m_process.closeWriteChannel();
    if (!m_process.waitForFinished(std::min(m_settings.timeLimitMs, 2000))) {
        m_process.kill();
        m_process.waitForFinished(1000);
    }
}

void ProgramBot::send(const QJsonObject& message) const
{
    const QByteArray line = QJsonDocument(message).toJson(QJsonDocument::Compact) + '\n';
    if (m_recording)
        m_sent.push_back(line);
    if (m_process.state() == QProcess::Running) {
        m_process.write(line);
        if (m_transcript.isOpen())
            m_transcript.write("> " + line);
    }
}

std::optional<QJsonObject> ProgramBot::readAnswer(
    const char* waitingFor, const QString& key, int limitMs) const
{
    const QDeadlineTimer deadline(limitMs);
    while (const auto line = readLine(waitingFor, deadline)) {
        QJsonParseError error;
        const QJsonDocument answer = QJsonDocument::fromJson(*line, &error);
        if (error.error != QJsonParseError::NoError || !answer.isObject()) {
            fail(error.error != QJsonParseError::NoError
                    ? "the answer is not JSON (" + error.errorString().toStdString() + ")"
                    : "the answer is not a JSON object",
                *line);
            return std::nullopt;
        }
        if (answer.object().contains(key))
            return answer.object();
        note("ignored a line without \"" + key.toStdString()
            + "\": " + line->left(kLoggedBytes).toStdString());
    }
    return std::nullopt;
}

std::optional<QByteArray> ProgramBot::readLine(const char* waitingFor, const QDeadlineTimer& deadline) const
{
    for (;;) {
        const qsizetype end = m_buffer.indexOf('\n');
        if (end >= 0) {
            QByteArray line = m_buffer.left(end);
            m_buffer.remove(0, end + 1);
            if (line.endsWith('\r'))
                line.chop(1);
            if (line.size() > m_settings.maxLineBytes) {
                fail("a line longer than " + std::to_string(m_settings.maxLineBytes) + " bytes (a flood)",
                    line);
                return std::nullopt;
            }
            if (m_recording)
                m_received.push_back(line);
            if (m_transcript.isOpen())
                m_transcript.write("< " + line.left(kLoggedBytes) + '\n');
            return line;
        }
        if (m_buffer.size() > m_settings.maxLineBytes) {
            fail("a line longer than " + std::to_string(m_settings.maxLineBytes) + " bytes (a flood)",
                m_buffer);
            return std::nullopt;
        }
        if (m_process.bytesAvailable() > 0) {
            m_buffer += m_process.read(m_settings.maxLineBytes + 1 - m_buffer.size());
            continue;
        }
        if (m_process.state() != QProcess::Running) {
            fail(std::string("the program ended while knobel waited for ") + waitingFor + " (exit code "
                + std::to_string(m_process.exitCode())
                + (m_process.exitStatus() == QProcess::CrashExit ? ", crashed)" : ")"));
            return std::nullopt;
        }
        if (deadline.hasExpired()) {
            fail("no answer within " + std::to_string(m_settings.timeLimitMs) + " ms (knobel waited for "
                    + waitingFor + ")",
                m_buffer);
            return std::nullopt;
        }
        m_process.waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime())));
    }
}

void ProgramBot::dropUnsolicited() const
{
    if (m_process.state() != QProcess::Running)
        return;
    m_buffer
        += m_process.read(m_settings.maxLineBytes + 1 - std::min(m_buffer.size(), m_settings.maxLineBytes));
    if (m_buffer.size() > m_settings.maxLineBytes) {
        fail("lines nobody asked for, more than " + std::to_string(m_settings.maxLineBytes)
                + " bytes (a flood)",
            m_buffer);
        return;
    }
    qsizetype end;
    while ((end = m_buffer.indexOf('\n')) >= 0) {
        note("ignored a line written when no answer was due: "
            + m_buffer.left(std::min(end, kLoggedBytes)).toStdString());
        m_buffer.remove(0, end + 1);
    }
}

Action ProgramBot::decide(const BotView& view) const
{
    if (!failed()) {
        dropUnsolicited();
        const QJsonObject message = protocol::act(view, m_game);
        if (!failed()) {
            send(message);
            if (const auto answer
                = readAnswer("the answer to act", QStringLiteral("action"), m_settings.timeLimitMs)) {
                const int index = protocol::findLegal(message.value(QStringLiteral("legal")).toArray(),
                    answer->value(QStringLiteral("action")));
                if (index < 0)
                    fail("the action is not one of the legal actions",
                        QJsonDocument(*answer).toJson(QJsonDocument::Compact));
                else {
                    ++m_decisions;
                    return view.legal[std::size_t(index)];
                }
            }
        }
    }
    ++m_fallbackDecisions;
    if (m_fallback)
        return m_fallback->decide(view);
    return view.legal.front(); // the arena stops the game at once: the seat forfeited
}

void ProgramBot::gameStarted(const Match& /*match*/, Seat /*seat*/, int gameIndex)
{
    m_gameIndex = gameIndex;
    m_sentActions = 0;
}

void ProgramBot::caughtUp(const Match& match, Seat seat)
{
    for (; m_sentActions < match.record().actions.size(); ++m_sentActions)
        if (m_recording || !failed())
            send(protocol::event(match, seat, m_sentActions));
}

void ProgramBot::gameEnded(const Match& match, Seat /*seat*/, int gameIndex)
{
    if (m_recording || !failed())
        send(protocol::end(match, gameIndex));
}

Problem ProgramBot::forfeited() const
{
    if (failed() && !m_fallback)
        return m_problem;
    return std::nullopt;
}

} // namespace knobel
