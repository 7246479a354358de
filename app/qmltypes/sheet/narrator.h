// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

class GameController;
Q_MOC_INCLUDE("gamecontroller.h")

/// What a screen reader says about a game of the score sheet: after each throw the dice in words
/// and what they allow, what a computer wrote — and, on demand, where the game stands and the
/// result (the one page's result says it when the game ends: SessionController::resultText). The
/// words come from the controller's state; the QML only passes them to Speech.
class GameNarrator : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(GameController* controller READ controller WRITE setController NOTIFY controllerChanged)

public:
    explicit GameNarrator(QObject* parent = nullptr);

    GameController* controller() const { return m_controller; }
    void setController(GameController* controller);

    /// "Queen, Queen, King, Ace, Jack; 2 throws left; best: Full house 30, Queens 8."
    Q_INVOKABLE QString throwText() const;
    /// "Your dice: …; 2 throws left; your total: 85 points; leading: Ben, 120 points."
    Q_INVOKABLE QString stateText() const;
    /// "Result: 1st Anna, 180 points; 2nd Ben, 150 points. Ben pays Anna 30 chips."
    Q_INVOKABLE QString resultText() const;
    static QString resultOf(const GameController& controller);
    /// Before a write: "Anna writes Queens 12 with Queen, Queen, Queen, Nine, Ten."
    Q_INVOKABLE QString writeText(int sheetColumn, int gameRow) const;
    /// The dice in words, "Queen, Queen, King, Ace, Jack" (set-aside dice marked when `marked`).
    Q_INVOKABLE QString diceText(bool marked = false) const;

signals:
    void controllerChanged();
    /// A sentence to be said now (connect it to Speech.say or an Announcer).
    void announce(const QString& text);

private:
    QPointer<GameController> m_controller;
    QList<QMetaObject::Connection> m_connections;
};
