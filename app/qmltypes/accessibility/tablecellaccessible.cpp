// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablecellaccessible.h"
#include "support.h"

#include <QHash>

namespace accessibility {

namespace {

/// The interfaces of a table's cells, made once and kept by Qt's cache until the model changes.
struct CellStore
{
    QHash<quint64, QAccessible::Id> ids;
    QAccessibleInterface* get(AccessibleTable* table, TableCellAccessible::Kind kind, int row, int column)
    {
        const quint64 key = (quint64(kind) << 48) | (quint64(quint16(row)) << 16) | quint16(column);
        if (const auto it = ids.constFind(key); it != ids.cend())
            if (QAccessibleInterface* iface = QAccessible::accessibleInterface(*it))
                return iface;
        auto* iface = new TableCellAccessible(table, kind, row, column);
        ids.insert(key, QAccessible::registerAccessibleInterface(iface));
        return iface;
    }
    void clear()
    {
        for (const QAccessible::Id id : std::as_const(ids))
            QAccessible::deleteAccessibleInterface(id);
        ids.clear();
    }
};

QHash<const AccessibleTable*, CellStore>& stores()
{
    static QHash<const AccessibleTable*, CellStore> all;
    return all;
}

} // namespace

QAccessibleInterface* cellInterface(
    AccessibleTable* table, TableCellAccessible::Kind kind, int row, int column)
{
    if (!table)
        return nullptr;
    return stores()[table].get(table, kind, row, column);
}

void forgetCells(const AccessibleTable* table)
{
    stores()[table].clear();
    stores().remove(table);
}

QList<QAccessibleInterface*> TableCellAccessible::columnHeaderCells() const
{
    return {cellInterface(m_table, ColumnHeader, 0, m_column)};
}
QList<QAccessibleInterface*> TableCellAccessible::rowHeaderCells() const
{
    return {cellInterface(m_table, RowHeader, m_row, 0)};
}

QRect TableCellAccessible::rect() const
{
    if (!m_table)
        return {};
    // The cells share the table's area evenly: near enough for a magnifier to follow.
    const int rows = std::max(1, m_table->rowCount());
    const int columns = std::max(1, m_table->columnCount());
    const qreal w = m_table->width() / columns;
    const qreal h = m_table->height() / rows;
    const qreal x = m_kind == RowHeader ? 0 : m_column * w;
    const qreal y = m_kind == ColumnHeader ? 0 : m_row * h;
    return screenRect(m_table, QRectF(x, y, w, h));
}

} // namespace accessibility
