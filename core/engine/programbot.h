// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDeadlineTimer>
#include <QFile>
#include <QJsonObject>
#include <QProcess>
#include <QString>

#include <memory>
#include <string>

#include "engine/bot.h"
#include "engine/gamedef.h"
#include "engine/protocol.h"

namespace knobel {

/// How a program takes a seat (docs/protocol.md).
struct ProgramSettings
{
    /// The command line, split as a shell would split it (quotes, backslashes), but no shell runs it.
    QString command;
    /// The longest a decision may take (the answer to hello: at least 30 s, for the program to start).
    int timeLimitMs = 10000;
    /// Where the program's standard error goes, with the lines it was refused for; empty: nowhere.
    QString logFile;
    /// The longest line the program may write; a longer one is refused unread (a flood).
    qsizetype maxLineBytes = protocol::kMaxLineBytes;
    /// Where the conversation is written, "> " before each line sent, "< " before each answer; empty:
    /// nowhere.
    QString transcriptFile;
    /// The most a log may hold: what the program writes beyond it is dropped, after one line that
    /// says the log was cut there (knobel's own note of a failure is written still).
    qint64 maxLogBytes = 1 << 20;
    /// The least time the program has to start and answer hello (an interpreter may start slowly on
    /// a busy machine); the time limit when that is longer.
    int helloLimitMs = 30000;
};

/// A seat played by an external program over the player protocol: started once, when the seat is
/// created, it is sent hello, then for every game the events its seat may know, an act message at
/// each decision and the end. A program that writes a malformed line, chooses an action that is not
/// legal, crashes, stays silent beyond the time limit or floods is stopped; the fallback level plays
/// the seat from then on (without one the seat forfeits) and problem() says what happened.
///
/// The program runs in a process group of its own: whatever it starts ends with it. Its standard
/// error goes to the log with its control bytes escaped, up to ProgramSettings::maxLogBytes.
class ProgramBot : public Bot, public SeatObserver
{
public:
    /// `fallback` null: the seat forfeits when the program fails.
    ProgramBot(const GameDef& game, const RuleOptions& options, ProgramSettings settings,
        std::shared_ptr<const Bot> fallback);
    ~ProgramBot() override;
    ProgramBot(const ProgramBot&) = delete;
    ProgramBot& operator=(const ProgramBot&) = delete;

    /// Starts the program and says hello; false when it could not (problem() says why).
    bool start(Seat seat, int seats, int games);
    /// Closes the program's input and waits a moment for it to end.
    void stop();

    Action decide(const BotView& view) const override;
    SeatObserver* observer() const override { return const_cast<ProgramBot*>(this); }

    void gameStarted(const Match& match, Seat seat, int gameIndex) override;
    void caughtUp(const Match& match, Seat seat) override;
    void gameEnded(const Match& match, Seat seat, int gameIndex) override;
    Problem forfeited() const override;

    /// The name the program gave in its answer to hello.
    const std::string& name() const { return m_name; }
    /// The first failure ("game 2, decision 7: the answer is not JSON …"); empty while it plays.
    const std::string& problem() const { return m_problem; }
    bool failed() const { return !m_problem.empty(); }
    /// Decisions the program made, and the ones the fallback made for it.
    int decisions() const { return m_decisions; }
    int fallbackDecisions() const { return m_fallbackDecisions; }
    /// Every message sent to the program, in order, when recording was asked for (tests).
    void recordMessages(bool on) { m_recording = on; }
    const std::vector<QByteArray>& sentMessages() const { return m_sent; }
    /// Every line the program answered with (recording on).
    const std::vector<QByteArray>& receivedLines() const { return m_received; }
    /// Writes a line of knobel's own into the log ("knobel: " before it), beside the program's
    /// standard error; nothing when there is no log.
    void note(const std::string& text) const;

private:
    void send(const QJsonObject& message) const;
    /// The next line before the deadline, or empty and fail() called.
    std::optional<QByteArray> readLine(
        const char* waitingFor, const QDeadlineTimer& deadline, int limitMs) const;
    /// The first JSON object with this key within limitMs (objects without it are logged and
    /// skipped), or empty and fail() called.
    std::optional<QJsonObject> readAnswer(const char* waitingFor, const QString& key, int limitMs) const;
    /// Lines the program wrote when no answer was due: logged and dropped.
    void dropUnsolicited() const;
    void fail(const std::string& why, const QByteArray& offending = {}) const;
    /// Writes to the log within its limit; `always`: knobel's own note of a failure, written past it.
    void writeLog(const QByteArray& bytes, bool always = false) const;
    /// Moves what the program wrote to its standard error into the log, control bytes escaped.
    void drainStandardError() const;
    /// Ends the program and everything it started (its process group).
    void killAll() const;

    const GameDef& m_game;
    RuleOptions m_options;
    ProgramSettings m_settings;
    std::shared_ptr<const Bot> m_fallback;
    mutable QProcess m_process;
    mutable QFile m_log;
    mutable qint64 m_logged = 0; ///< bytes in the log so far
    mutable bool m_logCut = false;
    mutable QByteArray m_partial; ///< the start of a character the program's last write cut in two
    mutable qint64 m_pid = 0; ///< the program's process id, which is its process group's too
    mutable QFile m_transcript;
    mutable QByteArray m_buffer;
    mutable std::string m_problem;
    mutable int m_decisions = 0;
    mutable int m_fallbackDecisions = 0;
    std::string m_name;
    int m_gameIndex = 0;
    std::size_t m_sentActions = 0;
    bool m_recording = false;
    mutable std::vector<QByteArray> m_sent;
    mutable std::vector<QByteArray> m_received;
};

} // namespace knobel
