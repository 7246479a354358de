// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractItemModel>
#include <QPointer>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

/// The score sheet (or any grid of a model) as a table for assistive technology.
///
/// A QQuickItem that lies over the sheet's boxes, with its own QAccessibleInterface that implements
/// QAccessibleTableInterface: the model's rows and columns, the row headers (the model's vertical
/// header: the rows' names) and column headers (horizontal header, Qt::AccessibleTextRole if given,
/// else the display text: the players), and a cell per box whose name is the model's
/// `accessibleName` role (else the display text) and whose Press action emits activated(row, column)
/// — connect it to what a click does. Setting cursorRow/cursorColumn while the item (or the focus
/// scope it is in) has the keyboard sends a focus event for that cell, so a screen reader reads it.
/// Needs `Accessible.role: Accessible.Table` and a name in QML, which puts it in the window's tree.
class AccessibleTable : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QAbstractItemModel* model READ model WRITE setModel NOTIFY modelChanged)
    Q_PROPERTY(int cursorRow READ cursorRow WRITE setCursorRow NOTIFY cursorChanged)
    Q_PROPERTY(int cursorColumn READ cursorColumn WRITE setCursorColumn NOTIFY cursorChanged)
    /// Whether the sheet has the keyboard: the cursor's cell is then the focused object.
    Q_PROPERTY(bool focused READ isFocused WRITE setFocused NOTIFY focusedChanged)
    /// How many focus events were sent, for tests.
    Q_PROPERTY(int focusEvents READ focusEvents NOTIFY cursorChanged)

public:
    explicit AccessibleTable(QQuickItem* parent = nullptr);
    ~AccessibleTable() override;

    QAbstractItemModel* model() const { return m_model; }
    void setModel(QAbstractItemModel* model);
    int cursorRow() const { return m_cursorRow; }
    void setCursorRow(int row);
    int cursorColumn() const { return m_cursorColumn; }
    void setCursorColumn(int column);
    bool isFocused() const { return m_focused; }
    void setFocused(bool focused);
    int focusEvents() const { return m_focusEvents; }

    /// The accessible name of a cell, a row header, a column header (for the interfaces and tests).
    Q_INVOKABLE QString cellName(int row, int column) const;
    Q_INVOKABLE QString rowName(int row) const;
    Q_INVOKABLE QString columnName(int column) const;
    int rowCount() const;
    int columnCount() const;
    /// The press action of a cell: what a click on it does.
    void press(int row, int column);

signals:
    void modelChanged();
    void cursorChanged();
    void focusedChanged();
    /// A cell's Press action (AT-SPI "Press"): handle it as a click on the cell.
    void activated(int row, int column);

private:
    void announceCursor(bool focusArrived = false);
    void modelReset();

    QPointer<QAbstractItemModel> m_model;
    QList<QMetaObject::Connection> m_connections;
    int m_cursorRow = -1;
    int m_cursorColumn = -1;
    bool m_focused = false;
    int m_focusEvents = 0;
};
