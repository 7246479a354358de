// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/action.h"
#include "engine/bot.h"
#include "engine/state.h"

class QThread;
namespace knobel {
class GameDef;
class Match;
} // namespace knobel

/// The seats of the game on the screen that external programs play over the player protocol
/// (docs/protocol.md): the one place where both controllers, the table games' and the sheet games',
/// start, ask, tell and stop them.
///
/// A program is started at its seat's first decision (hello), told what its seat may know
/// (event) before each decision (act) and how the game ended (end). The programs live on a thread
/// of their own (a QProcess answers only on its own thread), so that a slow program never holds up
/// the window. A program that fails (it cannot be started, writes nonsense, chooses an illegal
/// action, crashes, stays silent beyond the time limit, floods) is stopped and the fallback level
/// plays the seat from then on; notes() says so. A game read from a file has no command lines
/// (they are never stored there): its program seats are played by the fallback at once.
///
/// Its standard error goes to a log file, one per seat and game (logFile()), with knobel's own
/// notes about it (what failed, the line it failed on).
///
/// An undo that takes back an action a program was already told of (or asked about) restarts that
/// program: it is sent hello again and the game so far as events, and plays on from there. The
/// protocol has no message for an undo, and a program that was told of a move that never happened
/// would play on a wrong picture.
class ProgramSeats : public QObject
{
    Q_OBJECT

public:
    /// Makes the computer player that takes over a failed program, for a level of the game; called
    /// on the programs' thread.
    using Fallback = std::function<std::shared_ptr<const knobel::Bot>(const std::string& level)>;

    /// A program that failed: the decision it failed at (the number of actions then in the game),
    /// its seat, what went wrong (the protocol's English words), the level that took over, its log.
    struct Note
    {
        std::size_t at = 0;
        int seat = 0;
        QString problem;
        std::string level;
        QString logFile;
    };

    /// What a seat's program did in this game, over its restarts.
    struct Figures
    {
        QString name; ///< the name it gave in its answer to hello
        int decisions = 0; ///< its own
        int fallbackDecisions = 0; ///< the fallback's for it
        int starts = 0; ///< 1, and one more for each restart after an undo
        bool failed = false;
    };

    explicit ProgramSeats(QObject* parent = nullptr);
    ~ProgramSeats() override;

    /// A new game begins: the programs of the last one are stopped, the notes forgotten.
    /// commands: by seat, the command lines of the seats of the kind "program" (may be empty).
    void startGame(const std::string& gameId, std::map<int, QString> commands);
    /// The game is left: its programs are stopped.
    void release();
    const std::map<int, QString>& commands() const { return m_commands; }

    /// The longest a decision may take, in milliseconds (10 s unless set).
    int timeLimitMs() const { return m_timeLimitMs; }
    void setTimeLimitMs(int milliseconds);
    /// The level that plays a seat whose program failed; empty or unknown: the game's weakest.
    QString fallbackLevel() const { return m_fallbackLevel; }
    void setFallbackLevel(const QString& level) { m_fallbackLevel = level; }
    /// The level that takes over a failed program in this game.
    std::string fallbackFor(const knobel::GameDef& game) const;
    /// The folder of the programs' logs (the app's data folder's "programs" unless set); empty: no log.
    QString logFolder() const { return m_logFolder; }
    void setLogFolder(const QString& folder) { m_logFolder = folder; }
    /// Where the standard error of the seat's program goes in this game ("" when none is logged).
    QString logFile(int seat) const;
    /// How many logs the folder keeps: each new game removes the oldest beyond these (a log holds
    /// at most 1 MB, so the folder never fills the disk).
    static constexpr int kKeptLogs = 40;
    /// Removes the oldest logs (*.log) of the folder beyond `keep`; returns how many went.
    static int pruneLogs(const QString& folder, int keep = kKeptLogs);

    /// Asks the program of the seat on turn for its decision, off the GUI thread. done gets the
    /// action on the GUI thread, unless another game started meanwhile (the caller drops answers
    /// that come after an undo). fallback makes the level that takes over when the program fails.
    void decide(const knobel::Match& match, knobel::Seat seat, std::uint64_t botSeed, Fallback fallback,
        std::function<void(const knobel::Action&)> done);
    /// Tells the programs how the game ended and stops them, once per game; does nothing before
    /// the game is over.
    void finish(const knobel::Match& match);
    /// After an undo (or any step back): the programs that were told of actions that are no longer
    /// in the game are stopped, and started anew with hello at their next decision.
    void rewound(const knobel::Match& match);

    const std::vector<Note>& notes() const { return m_notes; }
    /// The note in the player's language: who failed, why, which level plays on, where the log is.
    QString noteText(const Note& note, const QStringList& playerNames) const;
    /// Every note, in order, in the player's language.
    QStringList noteTexts(const QStringList& playerNames) const;
    /// A level's name in the player's language ("beginner": "Anfänger").
    static QString levelName(const std::string& level);
    Figures figures(int seat) const;
    /// Waits until the programs' thread has done everything asked of it so far (tests; at most
    /// timeoutMs). False on a timeout.
    bool settle(int timeoutMs = 30000);

signals:
    /// A program failed: notes() has one more.
    void notesChanged();
    /// A decision came back: figures() changed.
    void figuresChanged();

private:
    struct Seats;
    void ensureThread();

    QThread* m_thread = nullptr;
    QObject* m_context = nullptr; ///< lives on m_thread: what is posted there runs there
    std::shared_ptr<Seats> m_seats;
    std::string m_gameId;
    QString m_stamp; ///< when the game started, for the log files' names
    std::map<int, QString> m_commands;
    std::map<int, std::size_t> m_told; ///< by seat: how many actions its program was told of
    std::map<int, Figures> m_figures;
    std::vector<Note> m_notes;
    quint64 m_epoch = 0; ///< changes with every game: late answers of the last one are dropped
    bool m_finished = false;
    int m_timeLimitMs = 10000;
    QString m_fallbackLevel;
    QString m_logFolder;
};
