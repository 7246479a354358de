// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QQuickItem>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <algorithm>

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
