// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/programbot.h"

#include <QJsonDocument>
#include <QJsonParseError>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/types.h>
#include <unistd.h>
#endif

#include "engine/protocol.h"
#include "match.h"
#include "text.h"

namespace knobel {

namespace {

/// An offending line in the log: at most this much of it.
constexpr qsizetype kLoggedBytes = 2000;

/// What a program wrote, as a log line shows it: control bytes and invisible characters escaped.
std::string shown(const QByteArray& bytes)
{
    return visible(std::string_view(bytes.constData(), std::size_t(bytes.size())));
}

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
    writeLog(QByteArray("knobel: ") + QByteArray::fromStdString(visible(text)) + '\n');
}

void ProgramBot::writeLog(const QByteArray& bytes, bool always) const
{
    if (!m_log.isOpen() || bytes.isEmpty())
        return;
    if (!always && m_logCut)
        return;
    if (!always && m_logged + bytes.size() > m_settings.maxLogBytes) {
        const qint64 room = std::max<qint64>(0, m_settings.maxLogBytes - m_logged);
        m_log.write(bytes.left(room));
        const QByteArray cut = "\nknobel: the log is cut here: it reached its limit of "
            + QByteArray::number(m_settings.maxLogBytes)
            + " bytes; what the program writes after is dropped\n";
        m_log.write(cut);
        m_logged += room + cut.size();
        m_logCut = true;
        m_log.flush();
        return;
    }
    m_log.write(bytes);
    m_logged += bytes.size();
    m_log.flush();
}

void ProgramBot::drainStandardError() const
{
    // Read whatever the log does with it: a program must never stall on a full pipe.
    QByteArray bytes = m_partial + m_process.readAllStandardError();
    m_partial.clear();
    if (bytes.isEmpty() || m_logCut || !m_log.isOpen())
        return;
    // A character the pipe cut in two waits for its end.
    for (qsizetype back = 1; back <= 3 && back <= bytes.size(); ++back) {
        const auto byte = static_cast<unsigned char>(bytes[bytes.size() - back]);
        if ((byte & 0xC0) == 0x80)
            continue;
        const qsizetype length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1;
        if (length > back) {
            m_partial = bytes.right(back);
            bytes.chop(back);
        }
        break;
    }
    QByteArray escaped;
    const QList<QByteArray> lines = bytes.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i)
        escaped += QByteArray::fromStdString(shown(lines[i])) + (i + 1 < lines.size() ? "\n" : "");
    writeLog(escaped);
}

void ProgramBot::killAll() const
{
#ifdef Q_OS_UNIX
    // The group is the program's own (setpgid at its start): its children and theirs end with it.
    if (m_pid > 0)
        ::kill(pid_t(-m_pid), SIGKILL);
#endif
    m_pid = 0; // once: the number may belong to another process later
    if (m_process.state() != QProcess::NotRunning) {
        m_process.kill();
        m_process.waitForFinished(1000);
    }
}

void ProgramBot::fail(const std::string& why, const QByteArray& offending) const
{
    if (!m_problem.empty())
        return;
    m_problem = "game " + std::to_string(m_gameIndex + 1) + ", decision " + std::to_string(m_decisions + 1)
        + ": " + why;
    // Knobel's own word on the failure is written also past the log's limit: it says what happened.
    writeLog("knobel: " + QByteArray::fromStdString(visible(m_problem)) + '\n', true);
    if (!offending.isNull())
        writeLog("knobel: the line was: " + QByteArray::fromStdString(shown(offending.left(kLoggedBytes)))
                + (offending.size() > kLoggedBytes ? " … (" + QByteArray::number(offending.size()) + " bytes)"
                                                   : "")
                + '\n',
            true);
    writeLog(m_fallback ? "knobel: the fallback level plays the seat from now on\n"
                        : "knobel: the seat forfeits\n",
        true);
    killAll();
    m_buffer.clear();
}

bool ProgramBot::start(Seat seat, int seats, int games)
{
    if (!m_settings.logFile.isEmpty()) {
        m_log.setFileName(m_settings.logFile);
        if (m_log.open(QIODevice::WriteOnly | QIODevice::Append))
            m_logged = m_log.size();
    }
    // Standard error is read here, not handed to a file: its log has a limit and shows no control bytes.
    QObject::connect(&m_process, &QProcess::readyReadStandardError, [this] { drainStandardError(); });
#ifdef Q_OS_UNIX
    m_process.setChildProcessModifier([] { ::setpgid(0, 0); });
#endif
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
    m_pid = m_process.processId();
    send(protocol::hello(m_game, m_options, seat, seats, games));
    // An interpreter may take long to start on a busy machine: hello gets at least half a minute.
    const auto answer = readAnswer("the answer to hello", QStringLiteral("name"),
        std::max(m_settings.timeLimitMs, m_settings.helloLimitMs));
    if (!answer)
        return false;
    const QJsonValue name = answer->value(QStringLiteral("name"));
    if (!name.isString()) {
        fail("the name is not a string", QJsonDocument(*answer).toJson(QJsonDocument::Compact));
        return false;
    }
    m_name = visible(name.toString().left(60).toStdString());
    return true;
}

void ProgramBot::stop()
{
    if (m_process.state() != QProcess::NotRunning) {
        m_process.waitForBytesWritten(std::min(m_settings.timeLimitMs, 2000));
        m_process.closeWriteChannel();
        m_process.waitForFinished(std::min(m_settings.timeLimitMs, 2000));
    }
    // Whatever the program started and left behind ends with it.
    killAll();
    drainStandardError();
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
    while (const auto line = readLine(waitingFor, deadline, limitMs)) {
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
        note("ignored a line without \"" + key.toStdString() + "\": " + shown(line->left(kLoggedBytes)));
    }
    return std::nullopt;
}

std::optional<QByteArray> ProgramBot::readLine(
    const char* waitingFor, const QDeadlineTimer& deadline, int limitMs) const
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
            fail("no answer within " + std::to_string(limitMs) + " ms (knobel waited for " + waitingFor + ")",
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
            + shown(m_buffer.left(std::min(end, kLoggedBytes))));
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
