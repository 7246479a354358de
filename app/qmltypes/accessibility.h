// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractItemModel>
#include <QPointer>
#include <QQuickItem>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <algorithm>

class QQmlEngine;
class QJSEngine;

/// What a screen reader says without the focus moving: one line at a time, spoken by Orca.
///
/// Qt 6.4 has no announcement event (QAccessibleAnnouncementEvent came with 6.8). Orca speaks an
/// object of the role "notification" when it becomes showing (its handler of
/// object:state-changed:showing), and asks for its name only then, over D-Bus, a moment later. So a
/// sentence is not put into one object whose name the next sentence would replace before it is
/// read: each say() takes the next of `ringSize` lines, children of the announcer for assistive
/// technology, each a notification that keeps its text until the ring comes round again, and sends
/// ObjectHide and ObjectShow for that line — the AT-SPI events state-changed:showing 0 and 1.
/// Give it `Accessible.role: Accessible.Notification` in QML so it is part of the window's tree.
class Announcer : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT
    /// What was said last.
    Q_PROPERTY(QString text READ text NOTIFY said)
    /// How many lines were said, for tests.
    Q_PROPERTY(int count READ count NOTIFY said)

public:
    /// How many sentences stay readable at once: more than a burst of a game says within the time a
    /// screen reader takes to ask (a stop that ends a game says three).
    static constexpr int ringSize = 16;

    explicit Announcer(QQuickItem* parent = nullptr);
    ~Announcer() override;
    QString text() const { return m_count == 0 ? QString() : m_lines.at(lastLine()); }
    int count() const { return m_count; }
    /// The text of a line of the ring (empty until it is first used).
    QString line(int index) const { return m_lines.value(index); }
    /// How many lines of the ring were used: the announcer's children for assistive technology.
    int lineCount() const { return int(std::min<qsizetype>(m_count, ringSize)); }
    /// The line the last sentence went to (-1 before the first).
    int lastLine() const { return m_count == 0 ? -1 : (m_count - 1) % ringSize; }

    /// Says `text` (nothing when it is empty).
    Q_INVOKABLE void say(const QString& text);
    /// Tells assistive technology again which object has the keyboard (a focus event for it). Done a
    /// moment after the window becomes active: the focus given while the window was still coming up
    /// went by before Orca took the window ("Knobelbecher frame") and was not read.
    Q_INVOKABLE void repeatFocus();
    /// How many times repeatFocus() sent a focus event, for tests.
    int focusRepeats() const { return m_focusRepeats; }

signals:
    void said(const QString& text);

protected:
    void itemChange(ItemChange change, const ItemChangeData& data) override;

private:
    QMetaObject::Connection m_windowActive;
    int m_focusRepeats = 0;
    QStringList m_lines = QStringList(ringSize);
    int m_count = 0;
};

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

/// The root of a custom control drawn in QML (a die, a card): with `Accessible.role` PushButton,
/// CheckBox or RadioButton its interface reports what Qt 6.4's generic one does not — disabled
/// when the item is, checked from its `checked` property when it has `checkable: true` — and its
/// Press and Toggle run the item's Accessible.onPressAction / onToggleAction, else its clicked().
class AccessibleItem : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT

public:
    explicit AccessibleItem(QQuickItem* parent = nullptr)
        : QQuickItem(parent)
    {
    }
};

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
