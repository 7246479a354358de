// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

/// The system's file dialogs for game files.
class FileDialogs : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit FileDialogs(QObject* parent = nullptr);
    /// The chosen game file to open, or "" when the player cancelled.
    Q_INVOKABLE QString askOpenGame();
    /// The chosen file to save a game to, or "".
    Q_INVOKABLE QString askSaveGame(const QString& suggestedName);
};
