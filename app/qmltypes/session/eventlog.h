// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QStringListModel>

#include <memory>
#include <vector>

#include "engine/state.h"

namespace knobel {
class Match;
}

/// What happened at the table, a line a row: the display role shows the line as the screen writes it
/// ("Anna throws K K A Q K."), the accessible-text role ("accessibleText" in QML) says the same line
/// as a screen reader should read it, the dice in words ("Anna throws King, King, Ace, Queen, King.").
class EventLogModel : public QStringListModel
{
    Q_OBJECT

public:
    using QStringListModel::QStringListModel;
    /// Sets both versions of the log; `spoken` has a line for every line of `lines`.
    void setLines(const QStringList& lines, const QStringList& spoken);
    const QStringList& spokenLines() const { return m_spoken; }

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    QStringList m_spoken;
};

/// The log of a game of any family, as one seat may know it: every action told as the game stood
/// just before it (State::describe, never worked out from the state as it is now), the outcomes the
/// match wrote when a round ended, and the session's notes (a program that failed, a level that
/// plays for another) where they came in. Dice set aside or taken back within a turn are no line: the
/// throw after them says what stayed. Kept up to date action by action; retell() makes the next
/// update tell every line anew (another seat watching, an undo, another language, a new note).
class EventLog
{
public:
    struct Note
    {
        std::size_t at = 0; ///< the number of actions taken when it came in
        QString text;
        /// Said before the action numbered `at` (when it is taken), else after the actions before it.
        bool beforeAction = false;
    };
    /// What an update did to the lines.
    struct Change
    {
        bool changed = false; ///< a line, or a line's words, differ
        QStringList before; ///< the lines before the update
        bool othersActed = false; ///< a seat other than the viewer acted since the last update
    };

    Change update(const knobel::Match& match, knobel::Seat viewer, const std::vector<Note>& notes);
    void retell() { m_seenActions = 0; }
    void clear();

    EventLogModel* model() { return &m_model; }
    QStringList lines() const { return m_model.stringList(); }
    const QStringList& spokenLines() const { return m_model.spokenLines(); }

private:
    EventLogModel m_model;
    std::size_t m_seenActions = 0;
    /// The game as it stood before the first action not told yet.
    std::unique_ptr<knobel::State> m_state;
};
