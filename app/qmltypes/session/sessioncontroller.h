// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractItemModel>
#include <QObject>
#include <QString>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <map>
#include <memory>

#include "gamestorage.h"
#include "match.h"
#include "preparation.h"
#include "programseats.h"
#include "setuprequest.h"
#include "unsavedwork.h"

/// What the controller of every family has, and QML reads of it alike: the match, its autosave and
/// file (GameStorage), the programs playing seats (ProgramSeats), the computers' pace and the folder
/// of the computers' tables. GameController (the score sheet) and TableController (every other game)
/// are built on it, on the way to one session for every family (issue 26).
class SessionController : public QObject
{
    Q_OBJECT
    QML_ANONYMOUS

    Q_PROPERTY(bool active READ hasGame NOTIFY gameChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY gameChanged)
    /// The game's name in the player's language.
    Q_PROPERTY(QString gameName READ gameName NOTIFY gameChanged)
    Q_PROPERTY(QStringList playerNames READ playerNames NOTIFY gameChanged)
    /// Each seat's kind: "human", a level, "program".
    Q_PROPERTY(QStringList playerKinds READ playerKinds NOTIFY gameChanged)
    Q_PROPERTY(bool settlesInChips READ settlesInChips NOTIFY gameChanged)
    Q_PROPERTY(QString seed READ seed NOTIFY gameChanged)
    /// The players throw real dice and type each entry into its box: no dice on the screen, no turns.
    Q_PROPERTY(bool scorePad READ isScorePad NOTIFY gameChanged)
    /// A game shown from the history: nothing can be played.
    Q_PROPERTY(bool readOnly READ isReadOnly NOTIFY gameChanged)
    Q_PROPERTY(bool finished READ isFinished NOTIFY stateChanged)
    Q_PROPERTY(bool hasMoves READ hasMoves NOTIFY stateChanged)
    /// Milliseconds between a computer player's steps.
    Q_PROPERTY(int computerPace READ computerPace WRITE setComputerPace NOTIFY computerPaceChanged)
    /// Seats of the kind "program": the seconds a decision may take (10), the level that takes over a
    /// program that fails ("": the weakest), and the folder its standard error is logged in.
    Q_PROPERTY(
        int programTimeLimit READ programTimeLimit WRITE setProgramTimeLimit NOTIFY programSettingsChanged)
    Q_PROPERTY(
        QString programFallback READ programFallback WRITE setProgramFallback NOTIFY programSettingsChanged)
    Q_PROPERTY(QString programLogFolder READ programLogFolder WRITE setProgramLogFolder NOTIFY
            programSettingsChanged)
    /// Where every action is written as it happens; empty: no autosave (tests, read-only games).
    Q_PROPERTY(
        QString autosaveFolder READ autosaveFolder WRITE setAutosaveFolder NOTIFY autosaveFolderChanged)
    Q_PROPERTY(QString autosaveFile READ autosaveFile NOTIFY gameChanged)
    /// What could not be written yet (a full disk): written again until it is; the window asks
    /// before it closes while anything waits.
    Q_PROPERTY(UnsavedWork* unsaved READ unsaved CONSTANT)
    /// The file the player saved the game to, if any.
    Q_PROPERTY(QString fileName READ fileName NOTIFY fileNameChanged)
    /// The game has changed since it was saved to fileName (or opened from it).
    Q_PROPERTY(bool modified READ isModified NOTIFY modifiedChanged)
    /// A computer player's tables are being built (seconds the first time, then read from disk);
    /// preparation is the share done, 0…1.
    Q_PROPERTY(bool preparing READ isPreparing NOTIFY preparationChanged)
    Q_PROPERTY(double preparation READ preparation NOTIFY preparationChanged)
    /// Dice players can check (FairDice::of): the fingerprint while the game is played, salt and
    /// seed once it is over.
    Q_PROPERTY(QVariantMap fairDice READ fairDice NOTIFY fairDiceChanged)
    /// Real dice (issue 32): the players throw their own cups and type each throw (DiceEntry.qml).
    Q_PROPERTY(bool realDice READ realDice NOTIFY gameChanged)
    /// A throw waits for its typed faces (never in a game shown from the history).
    Q_PROPERTY(bool throwDue READ throwDue NOTIFY stateChanged)
    /// What to throw and type now: "Throw 3 dice for Ben; kept as they lie: K K."; "" when nothing.
    Q_PROPERTY(QString throwPrompt READ throwPrompt NOTIFY stateChanged)
    /// What to type for it, as many dice as are thrown, in the game's faces ("4 4 2", "K K Q", "4r 6w").
    Q_PROPERTY(QString throwExample READ throwExample NOTIFY stateChanged)
    /// Why no hint is offered to the person on turn ("" when nothing stands against it).
    Q_PROPERTY(QString hintOff READ hintOff NOTIFY stateChanged)
    /// The dice to type now (those thrown), and the seat that throws them (-2: a throw nobody chooses).
    Q_PROPERTY(int throwDice READ throwDice NOTIFY stateChanged)
    Q_PROPERTY(int throwSeat READ throwSeat NOTIFY stateChanged)
    /// The throw due is a person's hidden cup (Liar Dice): Enter alone keeps it closed; only five
    /// Aces are typed (shown at once). Its faces are typed when the rules lift the cup.
    Q_PROPERTY(bool throwHidden READ throwHidden NOTIFY stateChanged)
    /// The board the one game page shows for this family: "sheet" or "table" (the only family
    /// question the window asks).
    Q_PROPERTY(QString page READ page CONSTANT)
    /// What the one game page reads of any game: whether a step can be taken back or done again, a
    /// computer (or the hint) is thinking, a hint can be asked for.
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY stateChanged)
    Q_PROPERTY(bool thinking READ isThinking NOTIFY thinkingChanged)
    Q_PROPERTY(bool hintAvailable READ hintAvailable NOTIFY stateChanged)
    /// Several people share the screen and the dice are hidden: the screen is covered until the
    /// player named says it is them (confirmViewer). Never in a game every seat sees alike.
    Q_PROPERTY(bool privacy READ privacy NOTIFY viewerChanged)
    Q_PROPERTY(QString privacyName READ privacyName NOTIFY viewerChanged)
    /// What the one game page shows and says of any game, under one name for every family (the
    /// status line, the hint's list, the result, the event log): whose turn and what to do now.
    Q_PROPERTY(QString status READ status NOTIFY stateChanged)
    /// What happened, a line a row as the viewing seat may know it (roles display, accessibleText).
    Q_PROPERTY(QAbstractItemModel* log READ log CONSTANT)
    /// The places, best first: player, name, total, balance, place, result (the figure with its unit,
    /// "+12 chips", "245 points"), figure (a second figure where the game settles its own points in
    /// chips: "245 points"; "" elsewhere).
    Q_PROPERTY(QVariantList standings READ standings NOTIFY resultChanged)
    Q_PROPERTY(QStringList payments READ payments NOTIFY resultChanged)
    /// Würfel-Poker: which columns each pair of players won (first, second, columnWinners, head).
    Q_PROPERTY(QVariantList duels READ duels NOTIFY resultChanged)
    /// The hint is being worked out (its tables may be built first: preparing).
    Q_PROPERTY(bool hinting READ isHinting NOTIFY hintsChanged)
    /// The hint, best first: label (the choice in words), valueText (its worth in the game's unit),
    /// and each family's figures behind them. Empty until asked, and again when the position changes.
    Q_PROPERTY(QVariantList hints READ hints NOTIFY hintsChanged)
    /// What the hint ranks and what its values say ("Expected final score; below the best, …").
    Q_PROPERTY(QString hintMeaning READ hintMeaning NOTIFY hintsChanged)

public:
    /// Saves the game to a .knobel file (a path or a file: URL); returns the problem or "".
    Q_INVOKABLE QString saveAs(const QString& fileOrUrl);
    /// Opens a .knobel file (a path or a file: URL) and plays it on; the problem in the player's
    /// language, or "".
    Q_INVOKABLE QString openFile(const QString& fileOrUrl);
    /// The game on the table once more: the same game, options, players and kinds, new dice.
    /// Returns the problem in the player's language, or an empty string.
    Q_INVOKABLE QString playAgain();
    /// Real dice: plays the typed throw ("4 4 2"; poker dice "9 10 J Q K A", German "B D K A"), exactly
    /// as a thrown one; returns "" or why it was refused (in the player's language), changing nothing.
    Q_INVOKABLE QString enterThrow(const QString& text);
    /// Starts the game a setup asks for, checked first (with what the families' own startGame does
    /// not take: real dice); the problem in the player's language, or "".
    QString startRequest(const SetupRequest& request);
    /// Takes over a game, writing each action into `autosaveFile` (none: a new one).
    virtual void adopt(std::unique_ptr<knobel::Match> match, const QString& autosaveFile = {}) = 0;

    const knobel::Match* match() const { return m_match.get(); }
    /// "sheet" or "table": which panel of the game page shows this controller's games.
    virtual QString page() const = 0;
    Q_INVOKABLE virtual bool undo() = 0;
    Q_INVOKABLE virtual bool redo() = 0;
    virtual bool canUndo() const = 0;
    virtual bool canRedo() const = 0;
    virtual bool isThinking() const = 0;
    virtual bool hintAvailable() const = 0;
    virtual QString hintOff() const { return {}; }
    virtual bool privacy() const { return false; }
    /// The seat whose eyes the screen shows now, uncovered; kNoSeat: covered, or what everyone sees.
    /// A pocket of real dice is typed only while the screen is its owner's (Würfel-Hold'em).
    virtual int screenSeat() const { return knobel::kNoSeat; }
    virtual QString privacyName() const { return {}; }
    /// The player the privacy screen names is at the screen: it lifts.
    Q_INVOKABLE virtual void confirmViewer() { }
    virtual bool isScorePad() const { return false; }
    virtual QString status() const = 0;
    virtual QAbstractItemModel* log() = 0;
    virtual QVariantList duels() const { return {}; }
    virtual bool isHinting() const = 0;
    virtual QVariantList hints() const = 0;
    virtual QString hintMeaning() const = 0;
    /// The result as a screen reader says it when the game ends; empty while the game runs.
    Q_INVOKABLE virtual QString resultText() const = 0;

    /// A game is loaded (playing, finished or read-only).
    bool hasGame() const { return bool(m_match); }
    QString gameId() const;
    QString gameName() const;
    /// Every sentence, on screen, in speech and in print, takes its names from here: isolated.
    QStringList playerNames() const;
    QStringList playerKinds() const;
    bool settlesInChips() const;
    QString seed() const;
    bool isReadOnly() const { return m_readOnly; }
    bool isFinished() const;
    bool hasMoves() const { return m_match && !m_match->record().actions.empty(); }
    /// The places: player, name, total, balance, place, result (the figure with its unit), figure.
    virtual QVariantList standings() const;
    /// A standing's figure with its unit: "+12 chips", "3 beer mats", "1 match won".
    QString standingText(int total, int balance) const;
    /// Who pays whom at the end: "Ben pays Anna 12 chips".
    QStringList payments() const;

    int computerPace() const { return m_pace; }
    void setComputerPace(int milliseconds);
    int programTimeLimit() const { return m_programs.timeLimitMs() / 1000; }
    void setProgramTimeLimit(int seconds);
    QString programFallback() const { return m_programs.fallbackLevel(); }
    void setProgramFallback(const QString& level);
    QString programLogFolder() const { return m_programs.logFolder(); }
    void setProgramLogFolder(const QString& folder);
    /// The programs playing seats in this game (tests read their figures).
    ProgramSeats& programs() { return m_programs; }

    QString autosaveFolder() const { return m_files.autosaveFolder(); }
    void setAutosaveFolder(const QString& folder) { m_files.setAutosaveFolder(folder); }
    QString autosaveFile() const { return m_files.autosaveFile(); }
    QString fileName() const { return m_files.fileName(); }
    bool isModified() const { return m_files.isModified(); }
    QVariantMap fairDice() const { return m_fairDice; }
    bool realDice() const { return m_match && m_match->realDice(); }
    bool throwDue() const;
    QString throwPrompt() const;
    QString throwExample() const;
    int throwDice() const;
    int throwSeat() const;
    bool throwHidden() const;
    UnsavedWork* unsaved() { return m_files.unsaved(); }

    /// Stops building a computer's table (the window's Cancel beside the bar). A computer seat then
    /// plays on at a level that needs nothing prepared (GameDef::standIn) for the rest of the game,
    /// and the log says so; a hint is not given.
    Q_INVOKABLE void cancelPreparation() { m_preparation.cancel(); }
    bool isPreparing() const { return m_preparation.isRunning(); }
    double preparation() const { return m_preparation.share(); }

    /// Where tables worth keeping are kept (default: the folder the knobel tool shares).
    void setTableFolder(const QString& folder) { m_tableFolder = folder; }

signals:
    void gameChanged();
    /// Anything of the game changed: an action, an undo, a new game.
    void stateChanged();
    void preparationChanged();
    void computerPaceChanged();
    void programSettingsChanged();
    void autosaveFolderChanged();
    void fileNameChanged();
    void modifiedChanged();
    void fairDiceChanged();
    void thinkingChanged();
    /// The standings, payments or duels changed (every family sends it with stateChanged at least).
    void resultChanged();
    void hintsChanged();
    /// The game is over (the last step was taken).
    void gameFinished();
    /// The seat whose eyes the screen shows changed (the privacy screen came or went).
    void viewerChanged();
    /// The autosave file cannot be written (a full disk, a read-only folder) or is held by another
    /// window. Said once; it is said again only after a write has worked in between.
    void storageProblem(const QString& message);

protected:
    explicit SessionController(QObject* parent = nullptr);
    ~SessionController() override;

    /// Why this controller cannot play a game read from a file ("" when it can).
    virtual QString refusal(const knobel::Match& match, const QString& fileName) const
    {
        Q_UNUSED(match);
        Q_UNUSED(fileName);
        return {};
    }
    /// Writes the record before the screen shows the action as done.
    void persist()
    {
        m_files.keep(m_match.get());
        updateFairDice();
    }
    void updateFairDice();
    /// A typed throw was played: the family shows it as any throw (the table: refresh()).
    virtual void typedThrowEntered()
    {
        persist();
        emit stateChanged();
    }

    std::unique_ptr<knobel::Match> m_match;
    /// The programs' command lines, by seat, for the game startRequest() is about to adopt.
    std::map<int, QString> m_nextProgramCommands;
    bool m_readOnly = false;
    GameStorage m_files; ///< its autosave and its file
    /// The programs playing seats of the kind "program".
    ProgramSeats m_programs;
    int m_pace = 800;
    QString m_tableFolder;
    /// The computers' tables being built, shown with their progress.
    Preparation m_preparation;
    QVariantMap m_fairDice;
};
