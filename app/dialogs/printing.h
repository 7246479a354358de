// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include "gamecontroller.h"
#include "gamesession.h"
#include "tablecontroller.h"

class QAction;
class QPrintPreviewDialog;

/// Prints or exports the sheet on the screen, or a blank sheet, through the system's dialogs.
class Printing : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit Printing(QObject* parent = nullptr);

    /// Prints the session's game, whichever family plays it (printGame or printTable): the window
    /// asks no controller which.
    Q_INVOKABLE void print(GameSession* session);
    /// Exports the session's game as PDF (exportGame or exportTable); the problem or "".
    Q_INVOKABLE QString exportPdf(GameSession* session);
    /// Opens a print preview of the game's sheet, from which the system print dialog prints it.
    Q_INVOKABLE void printGame(GameController* game);
    /// Asks for a file name and writes the game's sheet as PDF; returns the problem or "".
    Q_INVOKABLE QString exportGame(GameController* game);
    /// A print preview of a game off the score sheet: its result, who pays whom, and what happened.
    Q_INVOKABLE void printTable(TableController* table);
    /// Asks for a file name and writes that page as PDF; returns the problem or "".
    Q_INVOKABLE QString exportTable(TableController* table);
    /// A blank sheet for playing on paper: preview and print, or a PDF.
    Q_INVOKABLE QString printBlank(const QString& gameId, int players, const QString& names, bool toPdf);
    /// Whether the game is kept on a sheet that can be printed blank (what printBlank takes).
    Q_INVOKABLE static bool hasBlankSheet(const QString& gameId);

    /// Qt's preview takes its toolbar out of the Tab order: its buttons are put back in, Print has
    /// the keys when the preview opens and Ctrl+P prints, so that it is used without a mouse.
    /// Returns the Print action (nullptr if Qt's toolbar was not found).
    static QAction* makeKeyboardReachable(QPrintPreviewDialog& dialog);

signals:
    /// A PDF was written (to this file): the window says so, as it does after Save.
    void exported(const QString& file);
};
