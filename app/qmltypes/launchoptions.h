// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;
class QJSEngine;

/// A game asked for on the command line, which the window starts instead of showing the game list.
class LaunchOptions : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString gameId MEMBER gameId CONSTANT)
    Q_PROPERTY(QStringList players MEMBER players CONSTANT)
    Q_PROPERTY(QStringList kinds MEMBER kinds CONSTANT)
    Q_PROPERTY(QString seed MEMBER seed CONSTANT)
    Q_PROPERTY(bool scorePad MEMBER scorePad CONSTANT)
    Q_PROPERTY(bool realDice MEMBER realDice CONSTANT)
    Q_PROPERTY(QString file MEMBER file CONSTANT)
    Q_PROPERTY(QVariantMap options MEMBER options CONSTANT)

public:
    static LaunchOptions* instance();
    static LaunchOptions* create(QQmlEngine*, QJSEngine*);

    QString gameId;
    QStringList players;
    QStringList kinds; ///< per player "human" or a computer level; empty: all human
    QString seed;
    bool scorePad = false;
    bool realDice = false; ///< --real-dice
    QString file; ///< a saved game to open
    QVariantMap options; ///< rule options by name, checked against the game's (--option NAME=VALUE)

private:
    explicit LaunchOptions(QObject* parent = nullptr);
};
