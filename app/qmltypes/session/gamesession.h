// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include <memory>

#include "gamecontroller.h"
#include "historystore.h"
#include "tablecontroller.h"

namespace knobel {
class Match;
}

/// The window's one game session (issue 26): whatever game it plays, wherever the game comes from — a
/// new one, a file, an unfinished one taken up again, one shown from the history — and where it goes
/// when it ends (the history). It has a controller for each family (the score-sheet games and the
/// table's), hands every game to the one that plays it and leaves the other; the window talks to the
/// session and to `current`, and asks the family only which page shows the game (`page`).
///
/// The session makes both controllers itself; tests may hand it their own (setSheet, setTable). The
/// settings the window gives (autosave folder, pace, programs) reach both.
class GameSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    /// Plays the score-sheet games.
    Q_PROPERTY(GameController* sheet READ sheet WRITE setSheet NOTIFY controllersChanged)
    /// Plays every other game.
    Q_PROPERTY(TableController* table READ table WRITE setTable NOTIFY controllersChanged)
    /// The controller of the game on the screen: the table's while it plays, else the score sheet's
    /// (which then has no game either, or plays one).
    Q_PROPERTY(SessionController* current READ current NOTIFY currentChanged)
    /// The page that shows the game: "sheet", "table", or "" when there is no game.
    Q_PROPERTY(QString page READ page NOTIFY currentChanged)
    /// Where the finished games go; a game that finishes is recorded there (recordFinished).
    Q_PROPERTY(HistoryStore* history READ history WRITE setHistory NOTIFY historyChanged)

    /// Given to both controllers (SessionController's properties of the same names).
    Q_PROPERTY(QString autosaveFolder READ autosaveFolder WRITE setAutosaveFolder NOTIFY settingsChanged)
    Q_PROPERTY(int computerPace READ computerPace WRITE setComputerPace NOTIFY settingsChanged)
    Q_PROPERTY(int programTimeLimit READ programTimeLimit WRITE setProgramTimeLimit NOTIFY settingsChanged)
    Q_PROPERTY(QString programFallback READ programFallback WRITE setProgramFallback NOTIFY settingsChanged)
    /// The computers' tables are built while a game is set up (GameController::prepareTablesEarly).
    Q_PROPERTY(bool prepareEarly READ prepareEarly WRITE setPrepareEarly NOTIFY settingsChanged)

    /// Something of either controller is not written yet (UnsavedWork::pending), and why.
    Q_PROPERTY(bool unsavedPending READ unsavedPending NOTIFY unsavedChanged)
    Q_PROPERTY(QString unsavedProblem READ unsavedProblem NOTIFY unsavedChanged)

public:
    explicit GameSession(QObject* parent = nullptr);

    GameController* sheet() const { return m_sheet; }
    void setSheet(GameController* sheet);
    TableController* table() const { return m_table; }
    void setTable(TableController* table);
    SessionController* current() const;
    QString page() const;
    HistoryStore* history() const { return m_history; }
    void setHistory(HistoryStore* history);

    QString autosaveFolder() const { return m_autosaveFolder; }
    void setAutosaveFolder(const QString& folder);
    int computerPace() const { return m_pace; }
    void setComputerPace(int milliseconds);
    int programTimeLimit() const { return m_programTimeLimit; }
    void setProgramTimeLimit(int seconds);
    QString programFallback() const { return m_programFallback; }
    void setProgramFallback(const QString& level);
    bool prepareEarly() const { return m_prepareEarly; }
    void setPrepareEarly(bool early);

    bool unsavedPending() const;
    QString unsavedProblem() const;

    /// Starts a new game with the controller of its family and leaves the other's game. A kind is
    /// "human", a level or "cmd:COMMAND LINE"; a score pad only where the game has one. The problem in
    /// the player's language, or "".
    Q_INVOKABLE QString start(const QString& gameId, const QStringList& players, const QVariantMap& options,
        const QString& seed, bool scorePad = false, const QStringList& kinds = {}, bool realDice = false);
    /// Whether the setup offers "Dice: real dice" for a game (issue 32): every game whose dice are all
    /// in the open, the score sheet's as the table's, and the hidden-dice games (each player's own cup;
    /// Würfel-Hold'em only among people, realDicePeopleOnly; docs/real-dice.md).
    Q_INVOKABLE static bool realDicePossible(const QString& gameId);
    /// Whether real dice are offered for the game only when every seat is a person (Würfel-Hold'em:
    /// the pockets come from the bag at the table; a computer's pocket would have to be seen to be typed).
    Q_INVOKABLE static bool realDicePeopleOnly(const QString& gameId);
    /// The computers of a game being set up will need their tables: they are built now, where the
    /// game's family builds them early (prepareEarly).
    Q_INVOKABLE void prepareComputers(const QString& gameId, const QVariantMap& options);
    /// A game's computer levels, the weakest first; empty where it has none.
    Q_INVOKABLE static QStringList levelsOf(const QString& gameId);
    /// Whether a game played with real dice can be kept on a score pad.
    Q_INVOKABLE static bool hasScorePad(const QString& gameId);
    /// Opens a .knobel file (a path or a file: URL) and plays it on with the controller of its
    /// family; the problem in the player's language, or "". What cannot be opened changes nothing.
    Q_INVOKABLE QString openFile(const QString& fileOrUrl);
    /// Leaves the game, whichever controller plays it.
    Q_INVOKABLE void endGame();
    /// Tries everything that waits to be written now (Try again before quitting); whether all is written.
    Q_INVOKABLE bool retrySaving();

    /// Takes up an unfinished game from its autosave, which it goes on saving into; the problem in the
    /// player's language, or "". A game another window plays is not taken up.
    Q_INVOKABLE QString resume(const QString& file);
    /// Shows a game of the history, read-only; the problem, or "".
    Q_INVOKABLE QString showFromHistory(HistoryStore* history, int id);
    /// Puts the finished game into the history (again and again while the history cannot take it);
    /// its autosave goes once it is there.
    Q_INVOKABLE void recordFinished(HistoryStore* history);

signals:
    void controllersChanged();
    void currentChanged();
    void historyChanged();
    void settingsChanged();
    void unsavedChanged();
    /// Either controller's: the autosave cannot be written, or is another window's.
    void storageProblem(const QString& message);
    /// The game on the screen is over (it is in the history already when there is one).
    void gameFinished();
    /// Either controller's UnsavedWork: the history could not take a game; a game is in the history
    /// (its autosave may go); everything that waited is written now.
    void historyFailed(const QString& problem);
    void recorded(const QString& autosaveFile);
    void allWritten();

private:
    /// Hands a match to the controller of its family; the other leaves its game.
    QString take(std::unique_ptr<knobel::Match> match, const QString& autosaveFile, bool readOnly);
    /// Puts a controller in a slot (the session's own, replaced, goes).
    template <class Controller> void installController(QPointer<Controller>& slot, Controller* next);
    /// Every controller but the one that plays now leaves its game (nullptr: every one).
    void leaveAllBut(const SessionController* playing);
    QString noPlaceFor(const QString& game) const;
    /// A controller's signals reach the session's; its settings are the session's.
    void attach(SessionController* controller);
    void detach(SessionController* controller);
    /// Each controller that is there, the table's first.
    template <class F> void forEach(F f)
    {
        if (m_table)
            f(m_table.data());
        if (m_sheet)
            f(m_sheet.data());
    }

    QPointer<GameController> m_sheet;
    QPointer<TableController> m_table;
    QPointer<HistoryStore> m_history;
    QString m_autosaveFolder;
    int m_pace = 800;
    int m_programTimeLimit = 10;
    QString m_programFallback;
    bool m_prepareEarly = false;
};
