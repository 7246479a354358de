// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "announcer.h"
#include "support.h"

#include <QAccessible>
#include <QPointer>
#include <QQuickWindow>

namespace accessibility {

/// One line of an announcer's ring: a notification with its own sentence.
class AnnouncementLineAccessible : public QAccessibleInterface
{
public:
    AnnouncementLineAccessible(Announcer* announcer, int index)
        : m_announcer(announcer)
        , m_index(index)
    {
    }
    bool isValid() const override { return m_announcer && m_index < m_announcer->lineCount(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return m_announcer ? m_announcer->window() : nullptr; }
    QAccessibleInterface* parent() const override
    {
        return QAccessible::queryAccessibleInterface(m_announcer);
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QRect rect() const override
    {
        return m_announcer ? screenRect(m_announcer, QRectF(0, 0, 1, 1)) : QRect();
    }
    void setText(QAccessible::Text, const QString&) override { }
    QString text(QAccessible::Text t) const override
    {
        return m_announcer && t == QAccessible::Name ? m_announcer->line(m_index) : QString();
    }
    QAccessible::Role role() const override { return QAccessible::Notification; }
    QAccessible::State state() const override
    {
        // Orca drops an event whose source has an empty state set: a line said is showing.
        QAccessible::State s;
        s.invisible = !shown(m_announcer) || m_announcer->line(m_index).isEmpty();
        return s;
    }

private:
    QPointer<Announcer> m_announcer;
    int m_index;
};

/// The interface of an announcer's line (made once per announcer and line).
QAccessibleInterface* announcementLine(Announcer* announcer, int index);
/// Drops the interfaces of an announcer's lines: the announcer goes.
void forgetAnnouncementLines(const Announcer* announcer);

} // namespace accessibility
