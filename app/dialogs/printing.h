// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include "gamecontroller.h"

/// Prints or exports the sheet on the screen, or a blank sheet, through the system's dialogs.
class Printing : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit Printing(QObject* parent = nullptr);

    /// Opens a print preview of the game's sheet, from which the system print dialog prints it.
    Q_INVOKABLE void printGame(GameController* game);
    /// Asks for a file name and writes the game's sheet as PDF; returns the problem or "".
    Q_INVOKABLE QString exportGame(GameController* game);
    /// A blank sheet for playing on paper: preview and print, or a PDF.
    Q_INVOKABLE QString printBlank(const QString& gameId, int players, const QString& names, bool toPdf);
};
