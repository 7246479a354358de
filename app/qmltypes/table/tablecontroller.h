// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QStringList>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>

#include <memory>
#include <vector>

#include "engine/bot.h"
#include "session/eventlog.h"
#include "session/seatcomputers.h"
#include "session/sessioncontroller.h"
#include "tableactionsmodel.h"
#include "tablehint.h"

/// A game that is not played on a score sheet, on the screen: holds the match, shows what the seat
/// watching may see (Match::observe), takes the players' actions, plays the computer seats off the
/// GUI thread, and keeps the game in its autosave and files. QML gets nothing from the rules' state
/// directly: every die, chip and line comes through an observation of the viewing seat.
class TableController : public SessionController
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString family READ family NOTIFY gameChanged)
    Q_PROPERTY(bool hiddenDice READ hiddenDice NOTIFY gameChanged)
    /// The game has no decisions: the table throws for every seat, one throw after the other at the
    /// computer pace; Hurry (skipComputer) plays it out at once.
    Q_PROPERTY(bool playsItself READ playsItself NOTIFY gameChanged)

    /// The seat whose eyes the screen shows; −1: only what everyone may see.
    Q_PROPERTY(int viewer READ viewer NOTIFY viewerChanged)
    /// Several people share the screen: the screen is covered until `privacySeat` says it is them.
    Q_PROPERTY(int privacySeat READ privacySeat NOTIFY viewerChanged)

    Q_PROPERTY(int toAct READ toAct NOTIFY stateChanged)
    Q_PROPERTY(QString toActName READ toActName NOTIFY stateChanged)
    Q_PROPERTY(bool myTurn READ isMyTurn NOTIFY stateChanged)
    Q_PROPERTY(bool computerTurn READ isComputerTurn NOTIFY stateChanged)
    /// A round's end is on the table (a lifted cup) and the next deal's dice wait: Space or "Go on"
    /// throws them at once, else they come after the read pause.
    Q_PROPERTY(bool roundEnded READ isRoundEnded NOTIFY stateChanged)
    /// Dice groups: id, owner, ownerName, poker, served, throwsMade, throwLimit, dice (face, label,
    /// spoken — the face in words —, held, locked, hidden).
    /// Told apart from the other state (diceChanged): the bindings that read the dice, the cups and
    /// every die, are evaluated again only when the dice change.
    Q_PROPERTY(QVariantList dice READ dice NOTIFY diceChanged)
    /// Seats: seat, name, kind, chips, committed, folded, out, banker, starter, wins, penalties,
    /// announcement (text), roundLine, toAct.
    Q_PROPERTY(QVariantList seats READ seats NOTIFY seatsChanged)
    Q_PROPERTY(int pot READ pot NOTIFY stateChanged)
    /// Stakes on the board: seat, name, field, amount.
    Q_PROPERTY(QVariantList stakes READ stakes NOTIFY stakesChanged)
    /// The board's rows (Lustige Sieben), top first: numbers (the fields of the row, from the left),
    /// sides (the part of the board each field belongs to: "left", "right", "seven").
    Q_PROPERTY(QVariantList board READ board NOTIFY stateChanged)
    /// The game's own facts as the viewer may know them, for its panels (a track, a counter, a pot):
    /// name → bool, int, string or a list of ints, exactly as the observation types them.
    Q_PROPERTY(QVariantMap facts READ facts NOTIFY stateChanged)
    Q_PROPERTY(int round READ round NOTIFY stateChanged)
    Q_PROPERTY(int throwLimit READ throwLimit NOTIFY stateChanged)
    /// Increases with every throw the viewer sees fall: the cups animate.
    Q_PROPERTY(int throwCount READ throwCount NOTIFY stateChanged)
    /// A poker die's faces 1–6 as the language writes them (they change with the language only).
    Q_PROPERTY(QStringList pokerSymbols READ pokerSymbols NOTIFY gameChanged)
    /// The actions the viewer may take now; the parts of the table look their kinds up in it.
    Q_PROPERTY(TableActionsModel* actions READ actions CONSTANT)

public:
    explicit TableController(QObject* parent = nullptr);
    ~TableController() override;

    /// Whether a game is one this controller plays (every game but the score-sheet games).
    Q_INVOKABLE static bool handles(const QString& gameId);
    /// A game's computer levels, weakest first; empty where it has none.
    Q_INVOKABLE static QStringList levelsOf(const QString& gameId);
    /// Whether a game played with real dice can be kept on a score pad.
    Q_INVOKABLE static bool hasScorePad(const QString& gameId);
    /// Whether the file holds a game this controller plays (read without replaying it).
    Q_INVOKABLE static bool handlesFile(const QString& fileOrUrl);
    /// Starts a game; returns the problem in the player's language, or "". A kind is "human", a
    /// level, or "cmd:COMMAND LINE": a program plays the seat over the player protocol (the file
    /// records the kind "program", the command line stays with this controller).
    Q_INVOKABLE QString startGame(const QString& gameId, const QStringList& players,
        const QVariantMap& options, const QString& seed, const QStringList& kinds = {},
        bool realDice = false);
    /// Takes the legal action at this row of `actions`; false when there is none or it is not the
    /// viewer's to take.
    Q_INVOKABLE bool act(int index);
    /// The seat that was asked to take the screen says it is them.
    void confirmViewer() override;
    bool undo() override;
    bool redo() override;
    Q_INVOKABLE void skipComputer();
    Q_INVOKABLE void endGame();
    /// Asks the best computer level what the seat on turn should do, from that seat's view only.
    Q_INVOKABLE void requestHint();
    /// The game's printout (TablePrintout) as a PDF: its result, who pays whom, and the rounds.
    Q_INVOKABLE QString exportPdf(const QString& fileOrUrl) const;
    /// The result as a screen reader says it: "Result: place 1, Anna, +12 chips; place 2, Ben, −12
    /// chips. Ben pays Anna 12 chips." Empty while the game runs.
    QString resultText() const override;
    /// Where the game stands, as the read-state key (S, Ctrl+I) says it for the seat watching: the
    /// round, every cup (the viewer's dice in words, another seat's hidden ones only counted), what
    /// is announced, the stakes, the pot and the chips, whose turn, and on the viewer's turn how
    /// many moves there are and the one Space takes. Behind the privacy screen only who is asked to
    /// take it; at the end the result.
    Q_INVOKABLE QString stateText() const;
    /// The label of a bet or a raise of any amount ("Raise by 3"), exactly as the legal action of that
    /// amount is labelled: the betting bar's button says it while its amount is being chosen.
    Q_INVOKABLE QString betLabel(const QString& kind, int amount) const;
    /// The action Space takes on the viewer's turn (the table's buttons first, then check or call),
    /// as a row of `actions`; −1 where there is none.
    Q_INVOKABLE int mainAction() const;
    /// The lines of the printout (TablePrintout), as text.
    QStringList printout() const;
    /// Paints the printout, page after page.
    void paintPrintout(QPainter& painter, QPagedPaintDevice& device) const;

    void adopt(std::unique_ptr<knobel::Match> match, const QString& autosaveFile = {}) override;
    void adoptReadOnly(std::unique_ptr<knobel::Match> match);

    QString family() const;
    QString page() const override { return QStringLiteral("table"); }
    bool hiddenDice() const;
    bool playsItself() const;
    int viewer() const { return m_viewer; }
    bool privacy() const override { return m_privacySeat != knobel::kNoSeat; }
    int privacySeat() const { return m_privacySeat; }
    int screenSeat() const override { return m_privacySeat == knobel::kNoSeat ? m_viewer : knobel::kNoSeat; }
    QString privacyName() const override;
    int toAct() const;
    QString toActName() const;
    QString status() const override;
    bool isMyTurn() const;
    bool isRoundEnded() const;
    bool isComputerTurn() const;
    bool canUndo() const override;
    /// An action the viewer took back can be taken again (until anything else is done).
    bool canRedo() const override;
    QVariantList dice() const { return m_diceView; }
    QVariantList seats() const { return m_seatsView; }
    int pot() const { return m_view.pot; }
    QVariantList stakes() const;
    QVariantList board() const;
    QVariantMap facts() const;
    int round() const { return m_view.round; }
    int throwLimit() const { return m_view.throwLimit; }
    int throwCount() const { return m_throwCount; }
    QStringList pokerSymbols() const;
    TableActionsModel* actions() { return &m_actions; }
    const TableActionsModel& actionsModel() const { return m_actions; }
    QAbstractItemModel* log() override { return m_eventLog.model(); }
    /// The newest line of the log as a screen reader hears it (dice in words).
    QString lastSpokenEvent() const
    {
        return m_eventLog.spokenLines().isEmpty() ? QString() : m_eventLog.spokenLines().last();
    }
    bool isThinking() const override { return m_deciding; }
    /// A hint can be asked for: a person is on turn in a game with computer levels.
    bool hintAvailable() const override;
    /// Real dice: the program does not know the person's own closed cup (Liar Dice).
    QString hintOff() const override;
    bool isHinting() const override { return m_hint.isHinting(); }
    /// The hint, best first: row (in `actions`, −1 where the choice takes several steps), label,
    /// value, valueText.
    QVariantList hints() const override { return m_hint.hints(); }
    /// What the hint's values say (expected chips, chance to win, chance to take the action).
    QString hintMeaning() const override { return m_hint.meaning(); }
    /// The hint's choices as the bot gave them (for tests), and whether their values are chances
    /// to take the action (the bot's policy) rather than worths (its ranking).
    const std::vector<knobel::RankedChoice>& hintChoices() const { return m_hint.choices(); }
    bool hintIsPolicy() const { return m_hint.isPolicy(); }

    /// The observation the screen shows now (for tests: everything QML gets comes from it).
    const knobel::Observation& shownObservation() const { return m_view; }

signals:
    /// The dice, the seats, the stakes changed (each only then; stateChanged comes with every step).
    void diceChanged();
    void seatsChanged();
    void stakesChanged();
    /// Dice fell that the viewer sees.
    void diceThrown();
    /// New lines of the log, in one sentence for a screen reader ("Ben raises to 4.", "Anna throws
    /// King, King, Nine, Ten, Ace."), ending with the viewer's status when the turn comes to them;
    /// the viewer's own dice when the privacy screen lifts; the best choice of a hint. Not sent when
    /// the log is told anew (another viewer, an undo, another language).
    void told(const QString& text);

private:
    QString refusal(const knobel::Match& match, const QString& fileName) const override;
    /// Real dice: a typed throw is on the table; shown and told as any throw.
    void typedThrowEntered() override;
    /// Real dice: a throw waits for its typed faces (nobody acts meanwhile).
    bool awaitingDice() const { return m_match && m_match->awaitedThrow().has_value(); }
    bool isHuman(knobel::Seat seat) const;
    /// Chooses the seat the screen shows after every change: the human on turn (behind the privacy
    /// screen when several share it and dice are hidden).
    void chooseViewer();
    void refresh();
    void rebuildLog();
    void rebuildActions();
    bool perform(const knobel::Action& action);
    void dropWork();
    /// Takes over a game: adopt() and adoptReadOnly().
    void adoptMatch(std::unique_ptr<knobel::Match> match, const QString& autosaveFile, bool readOnly);
    void scheduleComputer();
    /// How long the next computer step waits: the pace, longer after a round's end, none on Hurry.
    int stepDelay() const;
    void stepComputer(const knobel::Action& action);
    QString actionLabel(const knobel::Action& action) const;
    /// The viewer's own dice in words ("Anna, your dice: King, King, Nine, Ten, Ace."); "" when none.
    QString ownDiceText() const;

    knobel::Observation m_view;
    QVariantList m_diceView;
    QVariantList m_seatsView;
    int m_viewer = knobel::kNoSeat;
    int m_privacySeat = knobel::kNoSeat;
    int m_throwCount = 0;
    TableActionsModel m_actions;
    EventLog m_eventLog; ///< with the lines as told() says them: dice in words
    QString m_toldStatus; ///< the viewer's status when the log was last told ("" off their turn)
    QString m_toldDice; ///< the viewer's own hidden dice in words, as last told

    SeatComputers m_computers;

    void scheduleProgram(knobel::Seat seat);
    bool m_deciding = false;
    QTimer m_stepTimer;
    quint64 m_generation = 0;
    bool m_skipTurn = false;
    bool m_quietNews = false; ///< the next news is not told: a game played out at once says its result
    /// The next computer step waits for a round's end to be read (see refresh()).
    bool m_readPause = false;
    static constexpr int kReadPauseMs = 2500;
    TableHint m_hint;
};
