// SPDX-License-Identifier: GPL-3.0-or-later
#include "filedialogs.h"

#include <QFileDialog>

#include "appsettings.h"

FileDialogs::FileDialogs(QObject* parent)
    : QObject(parent)
{
}

// Each dialog is made anew when asked for, so that it speaks the language chosen last; each starts
// in the folder used last.
QString FileDialogs::askOpenGame()
{
    AppSettings settings;
    const QString file = QFileDialog::getOpenFileName(
        nullptr, tr("Open a game"), settings.lastFolder(), tr("Knobelbecher games (*.knobel)"));
    settings.rememberFolderOf(file);
    return file;
}

QString FileDialogs::askSaveGame(const QString& suggestedName)
{
    AppSettings settings;
    const QString file = QFileDialog::getSaveFileName(nullptr, tr("Save the game"),
        settings.lastFolder() + u'/' + suggestedName + QStringLiteral(".knobel"),
        tr("Knobelbecher games (*.knobel)"));
    settings.rememberFolderOf(file);
    return file;
}
