// SPDX-License-Identifier: GPL-3.0-or-later
#include "accessibletable.h"

#include "tablecellaccessible.h"

#include <QAccessible>

AccessibleTable::AccessibleTable(QQuickItem* parent)
    : QQuickItem(parent)
{
}

AccessibleTable::~AccessibleTable()
{
    accessibility::forgetCells(this);
}

void AccessibleTable::setModel(QAbstractItemModel* model)
{
    if (m_model == model)
        return;
    for (const auto& c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_model = model;
    if (model) {
        m_connections
            << connect(model, &QAbstractItemModel::modelReset, this, &AccessibleTable::modelReset)
            << connect(model, &QAbstractItemModel::rowsInserted, this, &AccessibleTable::modelReset)
            << connect(model, &QAbstractItemModel::rowsRemoved, this, &AccessibleTable::modelReset)
            << connect(model, &QAbstractItemModel::columnsInserted, this, &AccessibleTable::modelReset)
            << connect(model, &QAbstractItemModel::columnsRemoved, this, &AccessibleTable::modelReset)
            << connect(model, &QAbstractItemModel::dataChanged, this,
                   [this](const QModelIndex& from, const QModelIndex& to) {
                       // The cursor's cell says its new content (a written box, a preview).
                       if (!QAccessible::isActive() || m_cursorRow < from.row() || m_cursorRow > to.row()
                           || m_cursorColumn < from.column() || m_cursorColumn > to.column())
                           return;
                       if (QAccessibleInterface* cell = accessibility::cellInterface(
                               this, accessibility::TableCellAccessible::Cell, m_cursorRow, m_cursorColumn)) {
                           QAccessibleEvent event(cell, QAccessible::NameChanged);
                           QAccessible::updateAccessibility(&event);
                       }
                   });
    }
    modelReset();
    emit modelChanged();
}

void AccessibleTable::modelReset()
{
    accessibility::forgetCells(this);
    if (QAccessible::isActive()) {
        QAccessibleTableModelChangeEvent event(this, QAccessibleTableModelChangeEvent::ModelReset);
        QAccessible::updateAccessibility(&event);
    }
}

int AccessibleTable::rowCount() const
{
    return m_model ? m_model->rowCount() : 0;
}

int AccessibleTable::columnCount() const
{
    return m_model ? m_model->columnCount() : 0;
}

QString AccessibleTable::cellName(int row, int column) const
{
    if (!m_model || row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return {};
    const QModelIndex index = m_model->index(row, column);
    const int role = m_model->roleNames().key("accessibleName", -1);
    const QString name = role >= 0 ? m_model->data(index, role).toString() : QString();
    return name.isEmpty() ? m_model->data(index).toString() : name;
}

QString AccessibleTable::rowName(int row) const
{
    return m_model ? m_model->headerData(row, Qt::Vertical).toString() : QString();
}

QString AccessibleTable::columnName(int column) const
{
    if (!m_model)
        return {};
    const QString name = m_model->headerData(column, Qt::Horizontal, Qt::AccessibleTextRole).toString();
    return name.isEmpty() ? m_model->headerData(column, Qt::Horizontal).toString() : name;
}

void AccessibleTable::press(int row, int column)
{
    if (row >= 0 && column >= 0 && row < rowCount() && column < columnCount())
        emit activated(row, column);
}

void AccessibleTable::setCursorRow(int row)
{
    if (row == m_cursorRow)
        return;
    m_cursorRow = row;
    announceCursor();
    emit cursorChanged();
}

void AccessibleTable::setCursorColumn(int column)
{
    if (column == m_cursorColumn)
        return;
    m_cursorColumn = column;
    announceCursor();
    emit cursorChanged();
}

void AccessibleTable::setFocused(bool focused)
{
    if (focused == m_focused)
        return;
    m_focused = focused;
    announceCursor(true);
    emit focusedChanged();
    emit cursorChanged(); // focusEvents
}

// The cell under the cursor becomes the focused object: a screen reader reads its name.
void AccessibleTable::announceCursor(bool focusArrived)
{
    if (!m_focused || !QAccessible::isActive())
        return;
    const bool onCell = m_cursorRow >= 0 && m_cursorColumn >= 0;
    // A cursor taken away (after a write, half-way through a move) is no news: the table is read
    // anew only when the focus comes to it, and the sentence of the write follows anyway.
    if (!onCell && !focusArrived)
        return;
    // Without a cursor the table itself has the focus.
    QAccessibleInterface* target = onCell ? accessibility::cellInterface(this,
                                       accessibility::TableCellAccessible::Cell, m_cursorRow, m_cursorColumn)
                                          : QAccessible::queryAccessibleInterface(this);
    if (!target)
        return;
    ++m_focusEvents;
    QAccessibleEvent event(target, QAccessible::Focus);
    QAccessible::updateAccessibility(&event);
}
