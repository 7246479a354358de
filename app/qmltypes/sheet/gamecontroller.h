// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

#include <QElapsedTimer>
#include <QTimer>

#include <deque>
#include <functional>
#include <memory>
#include <set>
#include <string>

#include "solver/sheetsolver.h"

#include "dicemodel.h"
#include "scoresheetmodel.h"
#include "session/eventlog.h"
#include "session/seatcomputers.h"
#include "session/sessioncontroller.h"
#include "sheethint.h"
#include "sheetsiderules.h"
#include "sheetsolverhost.h"

/// One game on the screen: starts it, takes the player's commands, and tells QML what changed.
/// Every rule lives in the core; this class only translates between the core and the interface.
class GameController : public SessionController
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(bool pokerDice READ hasPokerDice NOTIFY gameChanged)
    Q_PROPERTY(int diceCount READ diceCount NOTIFY gameChanged)
    Q_PROPERTY(bool scoresServed READ scoresServed NOTIFY gameChanged)
    Q_PROPERTY(int throwsPerTurn READ throwsPerTurn NOTIFY gameChanged)
    Q_PROPERTY(int roundCount READ roundCount NOTIFY gameChanged)

    Q_PROPERTY(int currentPlayer READ currentPlayer NOTIFY stateChanged)
    Q_PROPERTY(QString currentPlayerName READ currentPlayerName NOTIFY stateChanged)
    Q_PROPERTY(int round READ round NOTIFY stateChanged)
    Q_PROPERTY(int throwsLeft READ throwsLeft NOTIFY stateChanged)
    Q_PROPERTY(int throwsMade READ throwsMade NOTIFY stateChanged)
    Q_PROPERTY(bool served READ served NOTIFY stateChanged)
    Q_PROPERTY(bool canThrow READ canThrow NOTIFY stateChanged)
    Q_PROPERTY(bool canWrite READ canWrite NOTIFY stateChanged)
    /// A game from the history: shown and printed, never changed.
    /// Something was thrown, written or typed in: leaving the game loses it, so leaving asks first.
    /// Contra and Recontra (Würfel-Poker's option contra): whether the game has them, the stake that
    /// multiplies the settlement, whether the player on turn may say Contra now, and whether a Contra
    /// waits for the other player's answer (contraBy: who said it).
    Q_PROPERTY(bool contraPlayed READ contraPlayed NOTIFY gameChanged)
    Q_PROPERTY(int stake READ stake NOTIFY stateChanged)
    Q_PROPERTY(bool canOfferContra READ canOfferContra NOTIFY stateChanged)
    Q_PROPERTY(bool contraWaiting READ contraWaiting NOTIFY stateChanged)
    Q_PROPERTY(QString contraBy READ contraBy NOTIFY stateChanged)
    /// One line beside the sheet: the stake and who doubled last ("Stake ×4 — Ben doubled last").
    Q_PROPERTY(QString stakeText READ stakeText NOTIFY stateChanged)

    /// Doppelhand (Würfel-Poker's option double_hand): two turns for each box, the better kept. The
    /// first turn ends with its dice kept as the first hand, which waits beside the tray (faces 1–6,
    /// served) while the second turn is played; the second turn writes a box with the better hand.
    Q_PROPERTY(bool doubleHand READ doubleHand NOTIFY gameChanged)
    Q_PROPERTY(bool hasFirstHand READ hasFirstHand NOTIFY stateChanged)
    Q_PROPERTY(QVariantList firstHandFaces READ firstHandFaces NOTIFY stateChanged)
    Q_PROPERTY(bool firstHandServed READ firstHandServed NOTIFY stateChanged)
    /// The first hand in words ("First hand: Six, Six, Six, Six, One, served"), or "".
    Q_PROPERTY(QString firstHandText READ firstHandText NOTIFY stateChanged)
    /// The person on turn may end the first turn now, keeping the dice on the table as the first hand.
    Q_PROPERTY(bool canKeepFirstHand READ canKeepFirstHand NOTIFY stateChanged)

    Q_PROPERTY(DiceModel* dice READ dice CONSTANT)
    Q_PROPERTY(ScoreSheetModel* sheet READ sheet CONSTANT)

    /// Per player "human", "beginner", "good", "perfect" or "program".
    /// What went wrong with the programs playing seats: who failed, why, which level plays on, and
    /// where the program's messages are. Empty while every program plays.
    Q_PROPERTY(QStringList programNotes READ programNotes NOTIFY programNotesChanged)
    /// A computer player is on turn: the interface watches and may hurry it, but does not play for it.
    Q_PROPERTY(bool computerTurn READ isComputerTurn NOTIFY stateChanged)
    /// A computer or the hint is working out a move (off the GUI thread).
    Q_PROPERTY(bool hintAvailable READ hintAvailable NOTIFY gameChanged)
    /// What a computer player writes or wrote last, shown until the next player throws: text
    /// ("Ben wrote Four of a kind 45 in column III"), player, column (of the table), row, points, done
    /// (false while the box lights up before the entry). Empty when there is nothing to show.
    Q_PROPERTY(QVariantMap lastEntry READ lastEntry NOTIFY lastEntryChanged)
    /// Build the computer players' tables as soon as a game that may need them starts (or is set
    /// up, see prepareTables), not when the first computer turn or hint asks for them.
    Q_PROPERTY(bool prepareTablesEarly READ prepareTablesEarly WRITE setPrepareTablesEarly NOTIFY
            prepareTablesEarlyChanged)

public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    /// Starts a game; returns the problem in the player's language, or an empty string.
    /// seed: digits, or empty for a random one. A kind is "human", a level, or "cmd:COMMAND LINE":
    /// a program plays the seat over the player protocol (the file records the kind "program", the
    /// command line stays with this controller).
    Q_INVOKABLE QString startGame(const QString& gameId, const QStringList& players,
        const QVariantMap& options, const QString& seed, bool scorePad, const QStringList& kinds = {},
        bool realDice = false);
    /// Starts building the computer players' tables for a game being set up, in the background
    /// (the progress shows in preparing/preparation); does nothing when they are there.
    Q_INVOKABLE void prepareTables(const QString& gameId, const QVariantMap& options);
    /// Lets the computer player on turn finish its turn at once.
    Q_INVOKABLE void skipComputer();
    /// Works out the best choices for the dice on the table (the answer arrives in hints).
    Q_INVOKABLE void requestHint();
    /// Score pad: the best choices for a throw typed in ("9 J Q Q A") by a player; returns the problem or "".
    Q_INVOKABLE QString requestHintFor(int player, const QString& dice, int throwsLeft, bool served);
    Q_INVOKABLE bool throwDice();
    /// Contra: the person on turn doubles the stake before his first throw.
    Q_INVOKABLE bool offerContra();
    /// The person a Contra waits for plays on at the double stake (true) or gives up (false).
    Q_INVOKABLE bool answerContra(bool playOn);
    Q_INVOKABLE bool toggleDie(int die);
    /// Doppelhand: the person on turn keeps the dice on the table as the first hand and plays the
    /// second turn.
    Q_INVOKABLE bool keepFirstHand();
    /// Whether writing this box now would put 0 where the row could hold more (asks for confirmation).
    Q_INVOKABLE bool writesZero(int column, int row) const;
    Q_INVOKABLE bool writeBox(int column, int row);
    /// Score pad: sets a box from what the player typed (empty clears it); returns the problem or "".
    Q_INVOKABLE QString editBox(int player, int column, int row, const QString& text);
    /// The values a row accepts, as the player reads them ("0, 4, 8, 12, 16 or 20").
    Q_INVOKABLE QString allowedText(int row, int column = 0) const;
    Q_INVOKABLE void endGame();
    bool undo() override;
    bool redo() override;
    bool canUndo() const override;
    bool canRedo() const override;
    /// Contra and Doppelhand as the match stands (SheetSideRules reads them).
    QString page() const override { return QStringLiteral("sheet"); }
    SheetSideRules sideRules() const { return {m_match.get(), m_readOnly}; }
    bool doubleHand() const { return sideRules().doubleHand(); }
    bool hasFirstHand() const { return sideRules().hasFirstHand(); }
    QVariantList firstHandFaces() const { return sideRules().firstHandFaces(); }
    bool firstHandServed() const { return sideRules().firstHandServed(); }
    QString firstHandText() const;
    bool canKeepFirstHand() const { return sideRules().canKeepFirstHand(); }
    bool contraPlayed() const { return sideRules().contraPlayed(); }
    int stake() const { return sideRules().stake(); }
    bool canOfferContra() const { return sideRules().canOfferContra(); }
    bool contraWaiting() const { return sideRules().contraWaiting(); }
    QString contraBy() const;
    QString stakeText() const;
    /// Every Contra and its answer in order ("Round 12: Anna says Contra, Ben plays on at stake ×2").
    QStringList contraHistory() const;
    /// After a person's entry hands the turn to a computer, the computer's first step waits at least
    /// this long (at any pace but 0), so that the entry can still be taken back.
    static constexpr int undoGrace = 1500;
    /// Takes over a game read from a file or an autosave; it goes on saving into autosaveFile,
    /// or into a new autosave file when that is empty.
    void adopt(std::unique_ptr<knobel::Match> match, const QString& autosaveFile = {}) override;
    /// Shows a game without autosave and refuses every change to it.
    void adoptReadOnly(std::unique_ptr<knobel::Match> match);

    QVariantMap lastEntry() const { return m_lastEntry; }
    bool prepareTablesEarly() const { return m_prepareEarly; }
    void setPrepareTablesEarly(bool early);

    bool isScorePad() const override;
    bool hasPokerDice() const;
    int diceCount() const;
    bool scoresServed() const;
    int throwsPerTurn() const;
    int roundCount() const;
    int currentPlayer() const;
    QString currentPlayerName() const;
    int round() const;
    int throwsLeft() const;
    int throwsMade() const;
    bool served() const;
    bool canThrow() const;
    bool canWrite() const;
    QString status() const override;
    DiceModel* dice() { return &m_dice; }
    ScoreSheetModel* sheet() { return &m_sheet; }
    QAbstractItemModel* log() override { return m_eventLog.model(); }
    QVariantList duels() const override;
    /// The standings, with the points beside the chips where the game settles in chips (figure).
    QVariantList standings() const override;
    QStringList programNotes() const;
    bool isComputerTurn() const;
    /// The seat that acts now: the one answering a Contra, else the player on turn.
    int actingSeat() const;
    bool isThinking() const override { return m_deciding || m_hint.isHinting(); }
    bool hintAvailable() const override;
    /// The best choices for the situation asked about: label and valueText; text, expected (final
    /// score), loss (against the best), win, chips.
    QVariantList hints() const override { return m_hint.hints(); }
    bool isHinting() const override { return m_hint.isHinting(); }
    QString hintMeaning() const override { return m_hint.meaning(); }
    /// "The game is over. Place 1: Anna, 180 points; … Ben pays Anna 30 chips." Empty while it runs.
    QString resultText() const override;
    /// The language changed: everything that shows words reads anew.
    void retranslate();

signals:
    /// Dice fell: the tray animates the dice that were thrown.
    void diceThrown();
    void entryWritten(int player, int column, int row);
    void lastEntryChanged();
    void prepareTablesEarlyChanged();
    void programNotesChanged();

protected:
    /// A typed throw (real dice) was played: the dice and the sheet show it as a thrown one.
    void typedThrowEntered() override;

private:
    /// The rule options of a game from QML's map; the problem in the player's language, or "".
    static QString readOptions(
        const knobel::SheetGame& game, const QVariantMap& options, knobel::RuleOptions* out);
    /// Builds the tables for a game and its options if they are not there, then runs next (may be empty).
    void withSolverFor(
        const knobel::SheetGame& game, const knobel::RuleOptions& options, std::function<void()> next);
    /// Remembers what a computer writes (done false) or wrote (done true), for the screen.
    void setLastEntry(int player, int column, int row, int points, bool done);
    void clearLastEntry();
    /// What a computer said with its Contra, its acceptance or its giving up, and why.
    void setContraNote(int player, const knobel::Action& action, double chance);
    /// Says that a player kept the dice on the table as the first hand (Doppelhand).
    void setFirstHandNote(int player);
    /// A line of what a player did that writes no box (a Contra, a first hand), shown as lastEntry.
    void setNote(int player, const QString& text);
    /// Doppelhand's hint: the pair of turns as Perfect solves it.
    void askDoubleHand();
    /// The seat that acts now: the player on turn, or the one a Contra waits for.
    void refresh(bool newThrow);
    /// Takes over a game: adopt() and adoptReadOnly().
    void adoptMatch(std::unique_ptr<knobel::Match> match, const QString& autosaveFile, bool readOnly);
    /// Forgets the computer's steps, decisions and hints under way.
    void dropWork();
    /// Undo and redo are the players' own: not in a read-only game, not while a computer plays.
    bool playersMayStepBack() const;
    /// Whether the last entry was a person's (a computer's entry is never taken back for it).
    bool lastEntryByHuman() const;
    /// After an undo or redo: false when it did nothing, else the screen follows.
    bool stepped(const knobel::Problem& problem);
    /// Applies one action, whoever takes it, and tells the interface.
    bool perform(const knobel::Action& action);
    /// Builds the solver for the game on a worker thread if it is not there, then runs next.
    void withSolver(std::function<void()> next);
    /// Starts the computer player's next decision when one is on turn: one action at a time, asked of
    /// the seat's Bot off the GUI thread (the Bot made first, see SeatComputers).
    void scheduleComputer();
    /// The level whose computer plays a seat: its own, or a program's fallback; "human" for a person.
    std::string computerKind(int seat) const;
    /// Makes the computer player of a level off the GUI thread unless it is there or being made (the
    /// decision waiting for it goes on then); nothing for a kind that is no level.
    void makeComputer(const std::string& kind);
    /// Asks the program playing the seat for its next step; `fallback` plays on if it fails.
    void scheduleProgram(int seat, std::shared_ptr<const knobel::Bot> fallback);
    /// A computer's (or a program's) next action is there: its step waits for the pace.
    void takeDecision(const knobel::Action& action, double contraChance);
    /// A stand-in plays where a preparation was cancelled: the log and the line beside the sheet say so.
    void sayStandIns(std::size_t notesBefore);
    void stepComputer();
    /// choices by expected score; win, when two play for the win, the same choices by the chance to
    /// win; chips, when two play Würfel-Poker's last boxes for the chips, by the chips (then shown
    /// in that order, each with both figures).
    /// Perfect's play for the chips, where it decides the player's turn (two at Würfel-Poker's
    /// columns, the last boxes); null elsewhere.
    const SheetTables& tables() const;
    void askSolver(int player, const std::vector<int>& faces, bool served, int throwsLeft,
        const std::vector<int>& locked);

    SheetSolverHost m_solverHost{m_preparation};
    /// The computer players of the seats, made once for the game's options (their tables shared
    /// with the hint's), and their stand-ins where a preparation was cancelled.
    SeatComputers m_computers;
    std::set<std::string> m_making; ///< the levels being made now
    std::string m_waitingFor; ///< the level the computer on turn waits for, or ""
    quint64 m_generation = 0; ///< changes with every new game: late answers of the old one are dropped
    std::deque<knobel::Action> m_pending;
    double m_contraChance = -1; ///< the computer's chance to win behind the doubling in m_pending, or -1
    QTimer m_stepTimer;
    bool m_deciding = false;
    bool m_skipTurn = false;
    bool m_announced = false; ///< the computer's next entry has been shown before it is written
    bool m_prepareEarly = false;
    QVariantMap m_lastEntry;
    /// Started by a person's entry: the computer that takes over waits undoGrace from then.
    QElapsedTimer m_sinceHumanEntry;
    SheetHint m_hint;
    DiceModel m_dice;
    ScoreSheetModel m_sheet;
    EventLog m_eventLog;
    /// Brings the log up to the game (its program notes among the lines).
    void updateLog();
};
