// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDir>
#include <QString>
#include <QStringList>

#include "engine/registry.h"

/// Where a game's own files are: core/games/<id>/ holds its fixtures and rules pages.
inline QString gameFolder(const QString& id)
{
    return QStringLiteral(KNOBEL_GAMES_DIR "/") + id;
}

/// A saved game of a game's own folder: core/games/<id>/fixtures/<name>.
inline QString fixture(const QString& id, const QString& name)
{
    return gameFolder(id) + QStringLiteral("/fixtures/") + name;
}

/// A fixture by its file name, which begins with its game's id: "escalero-finished.knobel".
inline QString fixtureFile(const QString& name)
{
    return fixture(name.section(u'-', 0, 0), name);
}

/// Every saved game of every registered game, as full paths, game by game in the list's order.
inline QStringList allFixtures()
{
    QStringList files;
    for (const knobel::GameDef* game : knobel::allGameDefs()) {
        const QString folder
            = gameFolder(QString::fromStdString(std::string(game->id()))) + QStringLiteral("/fixtures");
        for (const QString& name :
            QDir(folder).entryList({QStringLiteral("*.knobel")}, QDir::Files, QDir::Name))
            files << folder + u'/' + name;
    }
    return files;
}
