// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "accessibletable.h"
#include "support.h"

#include <QAccessible>
#include <QPointer>
#include <QQuickWindow>

namespace accessibility {

/// A box of the sheet, or one of its headers.
class TableCellAccessible : public QAccessibleInterface,
                            public QAccessibleTableCellInterface,
                            public QAccessibleActionInterface
{
public:
    enum Kind { Cell, RowHeader, ColumnHeader };
    TableCellAccessible(AccessibleTable* table, Kind kind, int row, int column)
        : m_table(table)
        , m_kind(kind)
        , m_row(row)
        , m_column(column)
    {
    }

    bool isValid() const override
    {
        return m_table && m_row < std::max(1, m_table->rowCount())
            && m_column < std::max(1, m_table->columnCount());
    }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return m_table ? m_table->window() : nullptr; }
    QAccessibleInterface* parent() const override { return QAccessible::queryAccessibleInterface(m_table); }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QRect rect() const override;
    void setText(QAccessible::Text, const QString&) override { }
    QString text(QAccessible::Text t) const override
    {
        if (!m_table || t != QAccessible::Name)
            return {};
        switch (m_kind) {
        case RowHeader:
            return m_table->rowName(m_row);
        case ColumnHeader:
            return m_table->columnName(m_column);
        case Cell:
            return m_table->cellName(m_row, m_column);
        }
        return {};
    }
    QAccessible::Role role() const override
    {
        return m_kind == Cell     ? QAccessible::Cell
            : m_kind == RowHeader ? QAccessible::RowHeader
                                  : QAccessible::ColumnHeader;
    }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        if (!m_table || !shown(m_table))
            s.invisible = true;
        if (m_kind == Cell) {
            s.focusable = true;
            s.selectable = true;
            if (m_table && m_table->cursorRow() == m_row && m_table->cursorColumn() == m_column) {
                s.selected = true;
                s.focused = m_table->isFocused();
            }
        }
        return s;
    }
    void* interface_cast(QAccessible::InterfaceType t) override
    {
        if (t == QAccessible::TableCellInterface && m_kind == Cell)
            return static_cast<QAccessibleTableCellInterface*>(this);
        if (t == QAccessible::ActionInterface && m_kind == Cell)
            return static_cast<QAccessibleActionInterface*>(this);
        return nullptr;
    }

    // QAccessibleTableCellInterface
    bool isSelected() const override { return state().selected; }
    QList<QAccessibleInterface*> columnHeaderCells() const override;
    QList<QAccessibleInterface*> rowHeaderCells() const override;
    int columnIndex() const override { return m_column; }
    int rowIndex() const override { return m_row; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface* table() const override { return QAccessible::queryAccessibleInterface(m_table); }

    // QAccessibleActionInterface
    QStringList actionNames() const override { return {pressAction()}; }
    void doAction(const QString& name) override
    {
        if (m_table && name == pressAction())
            m_table->press(m_row, m_column);
    }
    QStringList keyBindingsForAction(const QString&) const override { return {}; }

private:
    QPointer<AccessibleTable> m_table;
    Kind m_kind;
    int m_row;
    int m_column;
};

/// The interface of a cell or header of a table: made once, kept until the model changes.
QAccessibleInterface* cellInterface(
    AccessibleTable* table, TableCellAccessible::Kind kind, int row, int column);
/// Drops the interfaces of a table's cells: its model changed, or it goes.
void forgetCells(const AccessibleTable* table);

} // namespace accessibility
