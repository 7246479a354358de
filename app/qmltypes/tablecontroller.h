// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QElapsedTimer>
#include <QLockFile>
#include <QObject>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QStringList>
#include <QStringListModel>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/bot.h"
#include "engine/gamedef.h"
#include "engine/message.h"
#include "match.h"
#include "messagetext.h"
#include "programseats.h"
#include "session/eventlog.h"
#include "session/gamestorage.h"
#include "unsavedwork.h"

/// The one place where a seat's computer player is made: a level of the game ("beginner", "good",
/// "perfect"). Further kinds (an external program) are added here. nullptr when there is no such kind.
std::shared_ptr<const knobel::Bot> makeSeatBot(const knobel::GameDef& game, const std::string& kind,
    const knobel::RuleOptions& options, const knobel::BotPreparation& preparation = {});

/// The actions the seat on turn may take now, as the table's buttons, bars and pickers show them.
class TableActionsModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The table controller provides it")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    /// Grows with every new set of actions: a binding that calls the lookups below reads it, and is
    /// evaluated again when the actions change (and only then).
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)

public:
    enum Role {
        KindRole = Qt::UserRole + 1, ///< throw hold release stop choose stake check bet call raise fold
                                     ///< announce doubt accept double
        LabelRole, ///< a short button text
        DescriptionRole, ///< the sentence the log would say
        AmountRole,
        HandRole, ///< announce: the exact hand, index in exactHands()
        HandRankRole, ///< announce: its place in the announcement order (higher: better)
        HandClassRole, ///< announce: the class's name
        FieldRole,
        GroupRole,
        DieRole,
        ChoiceRole,
    };
    Q_ENUM(Role)

    struct Entry
    {
        knobel::Action action;
        QString kind;
        QString label;
        QString description;
        int handRank = -1;
        QString handClass;
    };

    explicit TableActionsModel(QObject* parent = nullptr);
    void reset(std::vector<Entry> entries);
    const std::vector<Entry>& entries() const { return m_entries; }
    int revision() const { return m_revision; }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// One action's roles by name; an empty map outside the list.
    Q_INVOKABLE QVariantMap get(int row) const;
    /// The first action of a kind, or −1.
    Q_INVOKABLE int indexOf(const QString& kind) const;
    /// The first action of a kind as get() gives it; null where there is none.
    Q_INVOKABLE QVariant first(const QString& kind) const;
    /// The actions of these kinds, as get() gives them, in the order of `kinds` (a button bar).
    Q_INVOKABLE QVariantList ofKinds(const QStringList& kinds) const;
    /// The action of a kind with this amount (a bet, a raise), or −1.
    Q_INVOKABLE int indexOfAmount(const QString& kind, int amount) const;
    /// A stake of this amount on this field, or −1.
    Q_INVOKABLE int indexOfStake(int field, int amount) const;
    /// Holding or releasing this die of this group (−1: of any group), or −1.
    Q_INVOKABLE int indexOfDie(int group, int die) const;
    /// The announcements, weakest first: index (into this list), hand, rank, label, handClass.
    Q_INVOKABLE QVariantList announcements() const;
    /// The kinds of hand (pair, full house, …) among the announcements, the weakest kind first.
    Q_INVOKABLE QStringList handClasses() const;
    /// The announcements of one kind, weakest first: index (into this list), hand, label. Small lists
    /// for the hand picker, so that it never walks all 252 hands in JavaScript.
    Q_INVOKABLE QVariantList handsOfClass(const QString& handClass) const;
    /// The smallest and largest amount of the actions of a kind, and the step between the amounts
    /// offered (1 unless every amount is a multiple apart); {} when there is none.
    Q_INVOKABLE QVariantMap amountRange(const QString& kind) const;

signals:
    void countChanged();
    void revisionChanged();

private:
    std::vector<Entry> m_entries;
    int m_revision = 0;
};

/// A game that is not played on a score sheet, on the screen: holds the match, shows what the seat
/// watching may see (Match::observe), takes the players' actions, plays the computer seats off the
/// GUI thread, and keeps the game in its autosave and files. QML gets nothing from the rules' state
/// directly: every die, chip and line comes through an observation of the viewing seat.
class TableController : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(bool active READ isActive NOTIFY gameChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY gameChanged)
    Q_PROPERTY(QString gameName READ gameName NOTIFY gameChanged)
    Q_PROPERTY(QString family READ family NOTIFY gameChanged)
    Q_PROPERTY(QStringList playerNames READ playerNames NOTIFY gameChanged)
    Q_PROPERTY(QStringList playerKinds READ playerKinds NOTIFY gameChanged)
    Q_PROPERTY(bool hiddenDice READ hiddenDice NOTIFY gameChanged)
    Q_PROPERTY(bool settlesInChips READ settlesInChips NOTIFY gameChanged)
    /// The game has no decisions: the table throws for every seat, one throw after the other at the
    /// computer pace; Hurry (skipComputer) plays it out at once.
    Q_PROPERTY(bool playsItself READ playsItself NOTIFY gameChanged)
    Q_PROPERTY(QString seed READ seed NOTIFY gameChanged)
    Q_PROPERTY(bool readOnly READ isReadOnly NOTIFY gameChanged)

    /// The seat whose eyes the screen shows; −1: only what everyone may see.
    Q_PROPERTY(int viewer READ viewer NOTIFY viewerChanged)
    /// Several people share the screen: the screen is covered until `privacySeat` says it is them.
    Q_PROPERTY(bool privacy READ privacy NOTIFY viewerChanged)
    Q_PROPERTY(int privacySeat READ privacySeat NOTIFY viewerChanged)
    Q_PROPERTY(QString privacyName READ privacyName NOTIFY viewerChanged)

    Q_PROPERTY(int toAct READ toAct NOTIFY stateChanged)
    Q_PROPERTY(QString toActName READ toActName NOTIFY stateChanged)
    Q_PROPERTY(bool finished READ isFinished NOTIFY stateChanged)
    Q_PROPERTY(QString status READ status NOTIFY stateChanged)
    Q_PROPERTY(bool myTurn READ isMyTurn NOTIFY stateChanged)
    Q_PROPERTY(bool computerTurn READ isComputerTurn NOTIFY stateChanged)
    /// A round's end is on the table (a lifted cup) and the next deal's dice wait: Space or "Go on"
    /// throws them at once, else they come after the read pause.
    Q_PROPERTY(bool roundEnded READ isRoundEnded NOTIFY stateChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    /// An action the viewer took back can be taken again (until anything else is done).
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY stateChanged)
    Q_PROPERTY(bool hasMoves READ hasMoves NOTIFY stateChanged)
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
    /// What happened, as the viewing seat may know it; the newest last.
    Q_PROPERTY(QAbstractItemModel* log READ log CONSTANT)

    Q_PROPERTY(QVariantList standings READ standings NOTIFY stateChanged)
    Q_PROPERTY(QStringList payments READ payments NOTIFY stateChanged)

    Q_PROPERTY(bool thinking READ isThinking NOTIFY thinkingChanged)
    Q_PROPERTY(bool preparing READ isPreparing NOTIFY preparationChanged)
    Q_PROPERTY(double preparation READ preparation NOTIFY preparationChanged)
    Q_PROPERTY(int computerPace READ computerPace WRITE setComputerPace NOTIFY computerPaceChanged)
    /// Seats of the kind "program": the seconds a decision may take (10), the level that takes over a
    /// program that fails ("": the weakest), and the folder its standard error is logged in.
    Q_PROPERTY(
        int programTimeLimit READ programTimeLimit WRITE setProgramTimeLimit NOTIFY programSettingsChanged)
    Q_PROPERTY(
        QString programFallback READ programFallback WRITE setProgramFallback NOTIFY programSettingsChanged)
    Q_PROPERTY(QString programLogFolder READ programLogFolder WRITE setProgramLogFolder NOTIFY
            programSettingsChanged)
    /// A hint can be asked for: a person is on turn in a game with computer levels.
    Q_PROPERTY(bool hintAvailable READ hintAvailable NOTIFY stateChanged)
    /// The best computer works out the hint (off the GUI thread).
    Q_PROPERTY(bool hinting READ isHinting NOTIFY hintsChanged)
    /// The hint, best first: row (in `actions`, −1 where the choice takes several steps), label,
    /// value, valueText. Empty until asked, and again as soon as the position changes.
    Q_PROPERTY(QVariantList hints READ hints NOTIFY hintsChanged)
    /// What the hint's values say (expected chips, chance to win, chance to take the action).
    Q_PROPERTY(QString hintMeaning READ hintMeaning NOTIFY hintsChanged)

    Q_PROPERTY(
        QString autosaveFolder READ autosaveFolder WRITE setAutosaveFolder NOTIFY autosaveFolderChanged)
    Q_PROPERTY(QString autosaveFile READ autosaveFile NOTIFY gameChanged)
    /// What could not be written yet (a full disk): written again until it is; the window asks
    /// before it closes while anything waits.
    Q_PROPERTY(UnsavedWork* unsaved READ unsaved CONSTANT)
    Q_PROPERTY(QString fileName READ fileName NOTIFY fileNameChanged)
    Q_PROPERTY(bool modified READ isModified NOTIFY modifiedChanged)

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
        const QVariantMap& options, const QString& seed, const QStringList& kinds = {});
    Q_INVOKABLE QString playAgain();
    /// Takes the legal action at this row of `actions`; false when there is none or it is not the
    /// viewer's to take.
    Q_INVOKABLE bool act(int index);
    /// The seat that was asked to take the screen says it is them.
    Q_INVOKABLE void confirmViewer();
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();
    Q_INVOKABLE void skipComputer();
    /// Stops building a computer's table. A computer seat then plays on at a level that needs nothing
    /// prepared (GameDef::standIn) for the rest of the game, and the log says so; a hint is not given.
    Q_INVOKABLE void cancelPreparation();
    Q_INVOKABLE void endGame();
    /// Asks the best computer level what the seat on turn should do, from that seat's view only.
    Q_INVOKABLE void requestHint();
    Q_INVOKABLE QString saveAs(const QString& fileOrUrl);
    Q_INVOKABLE QString open(const QString& fileOrUrl);
    /// The game's printout (TablePrintout) as a PDF: its result, who pays whom, and the rounds.
    Q_INVOKABLE QString exportPdf(const QString& fileOrUrl) const;
    /// The result as a screen reader says it: "Result: place 1, Anna, +12 chips; place 2, Ben, −12
    /// chips. Ben pays Anna 12 chips." Empty while the game runs.
    Q_INVOKABLE QString resultText() const;
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

    void adopt(std::unique_ptr<knobel::Match> match, const QString& autosaveFile = {});
    void adoptReadOnly(std::unique_ptr<knobel::Match> match);
    /// Where computer tables are kept (default: the shared table folder).
    void setTableFolder(const QString& folder) { m_tableFolder = folder; }
    const knobel::Match* match() const { return m_match.get(); }

    bool isActive() const { return bool(m_match); }
    QString gameId() const;
    QString gameName() const;
    QString family() const;
    QStringList playerNames() const;
    QStringList playerKinds() const;
    bool hiddenDice() const;
    bool settlesInChips() const;
    bool playsItself() const;
    QString seed() const;
    bool isReadOnly() const { return m_readOnly; }
    int viewer() const { return m_viewer; }
    bool privacy() const { return m_privacySeat != knobel::kNoSeat; }
    int privacySeat() const { return m_privacySeat; }
    QString privacyName() const;
    int toAct() const;
    QString toActName() const;
    bool isFinished() const;
    QString status() const;
    bool isMyTurn() const;
    bool isRoundEnded() const;
    bool isComputerTurn() const;
    bool canUndo() const;
    bool canRedo() const;
    bool hasMoves() const { return m_match && !m_match->record().actions.empty(); }
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
    QAbstractItemModel* log() { return m_eventLog.model(); }
    /// The newest line of the log as a screen reader hears it (dice in words).
    QString lastSpokenEvent() const
    {
        return m_eventLog.spokenLines().isEmpty() ? QString() : m_eventLog.spokenLines().last();
    }
    QVariantList standings() const;
    /// A standing's figure with its unit: "+12 chips", "3 beer mats", "1 match won".
    QString standingText(int total, int balance) const;
    QStringList payments() const;
    bool isThinking() const { return m_deciding; }
    bool isPreparing() const { return m_preparing; }
    double preparation() const { return m_preparation; }
    int computerPace() const { return m_pace; }
    int programTimeLimit() const { return m_programs.timeLimitMs() / 1000; }
    void setProgramTimeLimit(int seconds)
    {
        if (seconds * 1000 == m_programs.timeLimitMs())
            return;
        m_programs.setTimeLimitMs(seconds * 1000);
        emit programSettingsChanged();
    }
    QString programFallback() const { return m_programs.fallbackLevel(); }
    void setProgramFallback(const QString& level)
    {
        if (level == m_programs.fallbackLevel())
            return;
        m_programs.setFallbackLevel(level);
        emit programSettingsChanged();
    }
    QString programLogFolder() const { return m_programs.logFolder(); }
    void setProgramLogFolder(const QString& folder)
    {
        if (folder == m_programs.logFolder())
            return;
        m_programs.setLogFolder(folder);
        emit programSettingsChanged();
    }
    /// The programs playing seats in this game (tests read their figures).
    ProgramSeats& programs() { return m_programs; }
    UnsavedWork* unsaved() { return m_files.unsaved(); }
    bool hintAvailable() const;
    bool isHinting() const { return m_hinting; }
    QVariantList hints() const { return m_hints; }
    QString hintMeaning() const { return m_hintMeaning; }
    /// The hint's choices as the bot gave them (for tests), and whether their values are chances
    /// to take the action (the bot's policy) rather than worths (its ranking).
    const std::vector<knobel::RankedChoice>& hintChoices() const { return m_hintChoices; }
    bool hintIsPolicy() const { return m_hintPolicy; }
    /// A hint's value in its unit, as the hint writes it: "61.0 %", "+1.25 chips", "0.73".
    static QString hintValueText(double value, knobel::RankMeaning::Unit unit);
    /// The hint from a bot for a view: its ranked choices that are legal (a keep of Poker Dice counts
    /// when throwing is), or else the legal actions it may take with their chances, best first.
    static std::vector<knobel::RankedChoice> hintFor(
        const knobel::Bot& bot, const knobel::BotView& view, bool* policy);
    void setComputerPace(int milliseconds);
    QString autosaveFolder() const { return m_files.autosaveFolder(); }
    void setAutosaveFolder(const QString& folder) { m_files.setAutosaveFolder(folder); }
    QString autosaveFile() const { return m_files.autosaveFile(); }
    QString fileName() const { return m_files.fileName(); }
    bool isModified() const { return m_files.isModified(); }

    /// The observation the screen shows now (for tests: everything QML gets comes from it).
    const knobel::Observation& shownObservation() const { return m_view; }

signals:
    void gameChanged();
    void stateChanged();
    /// The dice, the seats, the stakes changed (each only then; stateChanged comes with every step).
    void diceChanged();
    void seatsChanged();
    void stakesChanged();
    void viewerChanged();
    void thinkingChanged();
    void preparationChanged();
    void computerPaceChanged();
    void programSettingsChanged();
    void hintsChanged();
    void autosaveFolderChanged();
    void fileNameChanged();
    void modifiedChanged();
    void storageProblem(const QString& message);
    /// Dice fell that the viewer sees.
    void diceThrown();
    /// New lines of the log, in one sentence for a screen reader ("Ben raises to 4.", "Anna throws
    /// King, King, Nine, Ten, Ace."), ending with the viewer's status when the turn comes to them;
    /// the viewer's own dice when the privacy screen lifts; the best choice of a hint. Not sent when
    /// the log is told anew (another viewer, an undo, another language).
    void told(const QString& text);
    void gameFinished();

private:
    void beginPreparation(bool build);
    bool isHuman(knobel::Seat seat) const;
    int humanCount() const;
    /// Chooses the seat the screen shows after every change: the human on turn (behind the privacy
    /// screen when several share it and dice are hidden).
    void chooseViewer();
    void refresh();
    void rebuildLog();
    void rebuildActions();
    void persist();
    bool perform(const knobel::Action& action);
    void dropWork();
    /// Takes over a game: adopt() and adoptReadOnly().
    void adoptMatch(std::unique_ptr<knobel::Match> match, const QString& autosaveFile, bool readOnly);
    void scheduleComputer();
    /// How long the next computer step waits: the pace, longer after a round's end, none on Hurry.
    int stepDelay() const;
    void stepComputer(const knobel::Action& action);
    void clearHint();
    void showHint(std::vector<knobel::RankedChoice> choices, bool policy, const knobel::RankMeaning& meaning);
    QString actionKind(const knobel::Action& action) const;
    QString actionLabel(const knobel::Action& action) const;
    QString handText(int hand) const;
    /// The viewer's own dice in words ("Anna, your dice: King, King, Nine, Ten, Ace."); "" when none.
    QString ownDiceText() const;

    std::unique_ptr<knobel::Match> m_match;
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
    bool m_readOnly = false;

    std::map<std::string, std::shared_ptr<const knobel::Bot>> m_bots; ///< by kind, for this game's options
    /// By kind, for this game only: what plays a level whose preparation was cancelled.
    std::map<std::string, std::shared_ptr<const knobel::Bot>> m_standIns;
    struct StandInNote
    {
        std::size_t at = 0; ///< the number of actions taken when it came in: the log says it after them
        int seat = 0;
        std::string level;
        knobel::Message standIn;
    };
    std::vector<StandInNote> m_standInNotes;
    QString standInNoteText(const StandInNote& note) const;

    void scheduleProgram(knobel::Seat seat);
    /// The programs playing seats of the kind "program" in this game (shared with the sheet games).
    ProgramSeats m_programs;
    std::map<int, QString> m_nextProgramCommands; ///< for the game startGame() is about to adopt
    bool m_deciding = false;
    bool m_preparing = false;
    double m_preparation = 0;
    std::shared_ptr<std::atomic<double>> m_progress;
    std::shared_ptr<std::atomic<bool>> m_cancel = std::make_shared<std::atomic<bool>>(false);
    QTimer m_progressTimer;
    QTimer m_stepTimer;
    quint64 m_generation = 0;
    bool m_skipTurn = false;
    bool m_quietNews = false; ///< the next news is not told: a game played out at once says its result
    int m_pace = 800;
    /// The next computer step waits for a round's end to be read (see refresh()).
    bool m_readPause = false;
    static constexpr int kReadPauseMs = 2500;
    QString m_tableFolder;
    bool m_hinting = false;
    quint64 m_hintGeneration = 0;
    QVariantList m_hints;
    QString m_hintMeaning;
    knobel::RankMeaning::Unit m_hintUnit = knobel::RankMeaning::Unit::Worth;
    std::vector<knobel::RankedChoice> m_hintChoices;
    bool m_hintPolicy = false;

    GameStorage m_files; ///< its autosave and its file
};
