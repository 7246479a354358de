// SPDX-License-Identifier: GPL-3.0-or-later
#include "announcementlineaccessible.h"

#include <QHash>

namespace accessibility {

namespace {

/// The lines' interfaces, made once per announcer and line, and dropped with the announcer.
QHash<const Announcer*, QList<QAccessible::Id>>& announcementLines()
{
    static QHash<const Announcer*, QList<QAccessible::Id>> all;
    return all;
}

} // namespace

QAccessibleInterface* announcementLine(Announcer* announcer, int index)
{
    if (!announcer || index < 0 || index >= announcer->lineCount())
        return nullptr;
    QList<QAccessible::Id>& ids = announcementLines()[announcer];
    if (ids.size() <= index)
        ids.resize(Announcer::ringSize, 0);
    if (ids[index])
        if (QAccessibleInterface* iface = QAccessible::accessibleInterface(ids[index]))
            return iface;
    auto* iface = new AnnouncementLineAccessible(announcer, index);
    ids[index] = QAccessible::registerAccessibleInterface(iface);
    return iface;
}

void forgetAnnouncementLines(const Announcer* announcer)
{
    for (const QAccessible::Id id : announcementLines().take(announcer))
        if (id)
            QAccessible::deleteAccessibleInterface(id);
}

} // namespace accessibility
