// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventlog.h"

#include <algorithm>

#include "match.h"
#include "messagetext.h"

using knobel::Action;

void EventLogModel::setLines(const QStringList& lines, const QStringList& spoken)
{
    Q_ASSERT(spoken.size() == lines.size());
    // Row by row, never a reset: the rows that stay keep their delegates (a click adds a line or two;
    // another viewer, an undo or another language changes some lines), so that the view does not
    // build every line it shows anew.
    const QStringList old = stringList();
    const int common = int(std::min(old.size(), lines.size()));
    for (int row = 0; row < common; ++row)
        if (old[row] != lines[row])
            setData(index(row), lines[row]);
    if (lines.size() > old.size()) {
        insertRows(int(old.size()), int(lines.size() - old.size()));
        for (int row = int(old.size()); row < int(lines.size()); ++row)
            setData(index(row), lines[row]);
    } else if (lines.size() < old.size()) {
        removeRows(int(lines.size()), int(old.size() - lines.size()));
    }
    // The lines in words (the accessible text) where they changed.
    const QStringList before = std::exchange(m_spoken, spoken);
    for (int row = 0; row < common; ++row)
        if (before.value(row) != spoken[row])
            emit dataChanged(index(row), index(row), {Qt::AccessibleTextRole});
}

QVariant EventLogModel::data(const QModelIndex& index, int role) const
{
    if (role != Qt::AccessibleTextRole)
        return QStringListModel::data(index, role);
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    // Never an empty name: a line without a version in words reads as it is shown.
    const QString spoken = m_spoken.value(index.row());
    return spoken.isEmpty() ? QStringListModel::data(index, Qt::DisplayRole) : QVariant(spoken);
}

QHash<int, QByteArray> EventLogModel::roleNames() const
{
    QHash<int, QByteArray> names = QStringListModel::roleNames();
    names.insert(Qt::AccessibleTextRole, "accessibleText");
    return names;
}

void EventLog::clear()
{
    m_seenActions = 0;
    m_state.reset();
    m_model.setLines({}, {});
}

EventLog::Change EventLog::update(
    const knobel::Match& match, knobel::Seat viewer, const std::vector<Note>& notes)
{
    Change change;
    const auto history = match.history(viewer);
    const auto& actors = match.actors();
    QStringList lines = m_seenActions == 0 ? QStringList() : m_model.stringList();
    QStringList spoken = m_seenActions == 0 ? QStringList() : m_model.spokenLines();
    if (m_seenActions > history.size()) { // an undo: told anew
        m_seenActions = 0;
        lines.clear();
        spoken.clear();
    }
    change.othersActed = std::any_of(actors.begin() + std::ptrdiff_t(std::min(m_seenActions, actors.size())),
        actors.end(), [viewer](knobel::Seat by) { return by != viewer; });
    auto say = [&](std::size_t at, bool beforeAction) {
        for (const Note& note : notes)
            if (note.at == at && note.beforeAction == beforeAction) {
                lines << note.text;
                spoken << note.text;
            }
    };
    if (m_seenActions == 0)
        say(0, false);
    const auto& record = match.record().actions;
    if (m_seenActions == 0 || !m_state) {
        m_state = match.def().newState(match.setup());
        for (std::size_t i = 0; i < m_seenActions && i < record.size(); ++i)
            m_state->apply(record[i]);
    }
    for (std::size_t i = m_seenActions; i < history.size(); ++i) {
        say(i, true);
        // Dice kept or picked up within a turn lie on the table for all to see; the throw after them
        // says what stayed and how many were thrown again: one line, not one for every die.
        const bool withinTurn
            = history[i].type == Action::Type::Hold || history[i].type == Action::Type::Release;
        const knobel::Message said
            = withinTurn ? knobel::Message() : m_state->describe(history[i], actors[i], viewer);
        m_state->apply(record[i]); // a record that replayed: taken again
        const QString line = translateMessage(said);
        if (!line.isEmpty()) {
            lines << line;
            spoken << spokenMessage(said);
        }
        // The rounds this action ended, as the game wrote them at that moment (what was under a
        // lifted cup, who won, the pot).
        for (const knobel::Message& outcome : match.outcomesAfter(i)) {
            lines << translateMessage(outcome);
            spoken << spokenMessage(outcome);
        }
        say(i + 1, false);
    }
    m_seenActions = history.size();
    change.before = m_model.stringList();
    if (lines == change.before && spoken == m_model.spokenLines())
        return change;
    change.changed = true;
    m_model.setLines(lines, spoken);
    return change;
}
