// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamename.h"

#include <QCoreApplication>

#include <string>

#include "engine/gamedef.h"
#include "engine/registry.h"

QString displayName(const knobel::GameDef& game)
{
    const std::string name(game.name());
    return QCoreApplication::translate("knobel::GameNames", name.c_str());
}

QString displayNameOf(const QString& gameId)
{
    const knobel::GameDef* game = knobel::findGameDef(gameId.toStdString());
    return game ? displayName(*game) : gameId;
}
