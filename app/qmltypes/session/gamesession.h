// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include <memory>

#include "gamecontroller.h"
#include "historystore.h"
#include "tablecontroller.h"

namespace knobel {
class Match;
}

/// The window's game, wherever it comes from: a new game, an unfinished one taken up again, or one
/// shown from the history; and where it goes when it ends (the history). The stores read and write
/// matches and know no controller; the session hands a match to the controller that plays its family
/// (the score-sheet games or the table's) and leaves the other, so that nothing else needs to ask.
class GameSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    /// Plays the score-sheet games.
    Q_PROPERTY(GameController* sheet READ sheet WRITE setSheet NOTIFY controllersChanged)
    /// Plays every other game.
    Q_PROPERTY(TableController* table READ table WRITE setTable NOTIFY controllersChanged)

public:
    explicit GameSession(QObject* parent = nullptr);

    GameController* sheet() const { return m_sheet; }
    void setSheet(GameController* sheet);
    TableController* table() const { return m_table; }
    void setTable(TableController* table);

    /// Takes up an unfinished game from its autosave, which it goes on saving into; the problem in the
    /// player's language, or "". A game another window plays is not taken up.
    Q_INVOKABLE QString resume(const QString& file);
    /// Shows a game of the history, read-only; the problem, or "".
    Q_INVOKABLE QString showFromHistory(HistoryStore* history, int id);
    /// Puts the finished game into the history (again and again while the history cannot take it);
    /// its autosave goes once it is there.
    Q_INVOKABLE void recordFinished(HistoryStore* history);

signals:
    void controllersChanged();

private:
    /// Hands a match to the controller of its family; the other leaves its game.
    QString take(std::unique_ptr<knobel::Match> match, const QString& autosaveFile, bool readOnly);

    QPointer<GameController> m_sheet;
    QPointer<TableController> m_table;
};
