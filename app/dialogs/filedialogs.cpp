// SPDX-License-Identifier: GPL-3.0-or-later
#include "filedialogs.h"

#include <QFileDialog>
#include <QStandardPaths>

FileDialogs::FileDialogs(QObject* parent)
    : QObject(parent)
{
}

QString FileDialogs::askOpenGame()
{
    return QFileDialog::getOpenFileName(nullptr, tr("Open a game"),
        QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
        tr("Knobelbecher games (*.knobel)"));
}

QString FileDialogs::askSaveGame(const QString& suggestedName)
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileDialog::getSaveFileName(nullptr, tr("Save the game"),
        folder + u'/' + suggestedName + QStringLiteral(".knobel"), tr("Knobelbecher games (*.knobel)"));
}
