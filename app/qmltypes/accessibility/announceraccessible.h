// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "announcementlineaccessible.h"
#include "announcer.h"
#include "support.h"

#include <QAccessibleObject>

#include <algorithm>

namespace accessibility {

/// The announcer: the last sentence as its name, the lines of its ring as its children.
class AnnouncerAccessible : public QAccessibleObject
{
public:
    explicit AnnouncerAccessible(Announcer* announcer)
        : QAccessibleObject(announcer)
    {
    }
    Announcer* announcer() const { return static_cast<Announcer*>(object()); }
    QWindow* window() const override { return announcer()->window(); }
    QAccessibleInterface* parent() const override { return accessibleParent(announcer()); }
    QAccessibleInterface* child(int index) const override { return announcementLine(announcer(), index); }
    int childCount() const override { return announcer()->lineCount(); }
    int indexOfChild(const QAccessibleInterface* iface) const override
    {
        for (int i = 0; i < childCount(); ++i)
            if (announcementLine(announcer(), i) == iface)
                return i;
        return -1;
    }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QRect rect() const override
    {
        return screenRect(announcer(),
            QRectF(0, 0, std::max(1.0, announcer()->width()), std::max(1.0, announcer()->height())));
    }
    QString text(QAccessible::Text t) const override
    {
        return t == QAccessible::Name ? announcer()->text() : QString();
    }
    QAccessible::Role role() const override { return QAccessible::Notification; }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        s.invisible = !shown(announcer());
        return s;
    }
};

} // namespace accessibility
