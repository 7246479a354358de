// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;
class QJSEngine;

/// One voice for every screen: `Speech.say(text)` reaches every Announcer in the windows, so a
/// screen needs no reference to the one in Main.qml.
class Speech : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    static Speech* instance();
    static Speech* create(QQmlEngine*, QJSEngine*);

    /// Says `text` through every Announcer that exists.
    Q_INVOKABLE void say(const QString& text);
    /// Rich text as a screen reader should read it: the words, without tags or comments.
    Q_INVOKABLE static QString plainText(const QString& html);
    /// A menu's or an action's text as it is read: "&Edit" → "Edit", "&&" → "&".
    Q_INVOKABLE static QString withoutMnemonic(const QString& text);

signals:
    void requested(const QString& text);

private:
    explicit Speech(QObject* parent = nullptr);
};
