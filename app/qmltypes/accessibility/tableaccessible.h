// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "accessibletable.h"
#include "support.h"
#include "tablecellaccessible.h"

#include <QAccessibleObject>

namespace accessibility {

/// The score sheet's table for assistive technology: rows, columns, the cursor's cell selected.
class TableAccessible : public QAccessibleObject, public QAccessibleTableInterface
{
public:
    explicit TableAccessible(AccessibleTable* table)
        : QAccessibleObject(table)
    {
    }
    AccessibleTable* table() const { return static_cast<AccessibleTable*>(object()); }

    QWindow* window() const override { return table()->window(); }
    QAccessibleInterface* parent() const override { return accessibleParent(table()); }
    QAccessibleInterface* child(int index) const override
    {
        const int columns = table()->columnCount();
        if (index < 0 || columns == 0 || index >= columns * table()->rowCount())
            return nullptr;
        return cellAt(index / columns, index % columns);
    }
    int childCount() const override { return table()->rowCount() * table()->columnCount(); }
    int indexOfChild(const QAccessibleInterface* iface) const override
    {
        if (!iface || iface->role() != QAccessible::Cell)
            return -1;
        auto* cell = const_cast<QAccessibleInterface*>(iface)->tableCellInterface();
        return cell ? cell->rowIndex() * table()->columnCount() + cell->columnIndex() : -1;
    }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QRect rect() const override
    {
        return screenRect(table(), QRectF(0, 0, table()->width(), table()->height()));
    }
    QString text(QAccessible::Text t) const override
    {
        if (t == QAccessible::Name)
            return attachedProperty(table(), "name").toString();
        if (t == QAccessible::Description)
            return attachedProperty(table(), "description").toString();
        return {};
    }
    QAccessible::Role role() const override { return QAccessible::Table; }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        s.invisible = !shown(table());
        s.focusable = true;
        s.focused = table()->isFocused() && table()->cursorRow() < 0;
        return s;
    }
    void* interface_cast(QAccessible::InterfaceType t) override
    {
        if (t == QAccessible::TableInterface)
            return static_cast<QAccessibleTableInterface*>(this);
        return QAccessibleObject::interface_cast(t);
    }

    // QAccessibleTableInterface
    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    QAccessibleInterface* cellAt(int row, int column) const override
    {
        if (row < 0 || column < 0 || row >= table()->rowCount() || column >= table()->columnCount())
            return nullptr;
        return cellInterface(table(), TableCellAccessible::Cell, row, column);
    }
    QString columnDescription(int column) const override { return table()->columnName(column); }
    QString rowDescription(int row) const override { return table()->rowName(row); }
    int columnCount() const override { return table()->columnCount(); }
    int rowCount() const override { return table()->rowCount(); }
    int selectedCellCount() const override { return table()->cursorRow() >= 0 ? 1 : 0; }
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    QList<QAccessibleInterface*> selectedCells() const override
    {
        if (QAccessibleInterface* cell = cellAt(table()->cursorRow(), table()->cursorColumn()))
            return {cell};
        return {};
    }
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent*) override { }
};

} // namespace accessibility
