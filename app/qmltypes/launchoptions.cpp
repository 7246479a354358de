// SPDX-License-Identifier: GPL-3.0-or-later
#include "launchoptions.h"

#include <QCoreApplication>
#include <QJSEngine>

LaunchOptions::LaunchOptions(QObject* parent)
    : QObject(parent)
{
}

LaunchOptions* LaunchOptions::instance()
{
    static LaunchOptions* options = new LaunchOptions(QCoreApplication::instance());
    return options;
}

LaunchOptions* LaunchOptions::create(QQmlEngine*, QJSEngine*)
{
    QJSEngine::setObjectOwnership(instance(), QJSEngine::CppOwnership);
    return instance();
}
