// SPDX-License-Identifier: GPL-3.0-or-later
#include "factory.h"

#include "accessibleitem.h"
#include "accessibletable.h"
#include "announcer.h"
#include "announceraccessible.h"
#include "buttonaccessible.h"
#include "comboboxaccessible.h"
#include "combowatcher.h"
#include "editabletextaccessible.h"
#include "rolewatcher.h"
#include "support.h"
#include "tableaccessible.h"
#include "textaccessible.h"

namespace accessibility {

QAccessibleInterface* factory(const QString&, QObject* object)
{
    if (auto* table = qobject_cast<AccessibleTable*>(object))
        return new TableAccessible(table);
    if (auto* announcer = qobject_cast<Announcer*>(object))
        return new AnnouncerAccessible(announcer);
    // Buttons of Qt Quick Controls, and custom controls that QML made a button or a check box (a die).
    if (!object || !attachedOf(object))
        return nullptr;
    if (object->inherits("QQuickAbstractButton") || qobject_cast<AccessibleItem*>(object))
        return new ButtonAccessible(static_cast<QQuickItem*>(object));
    if (!object->isQuickItemType())
        return nullptr;
    if (object->inherits("QQuickComboBox")) {
        ComboWatcher::instance()->watch(static_cast<QQuickItem*>(object));
        return new ComboBoxAccessible(static_cast<QQuickItem*>(object));
    }
    if (EditableTextAccessible::isEditable(object))
        return new EditableTextAccessible(static_cast<QQuickItem*>(object));
    if (attachedProperty(object, "role").toInt() == QAccessible::NoRole)
        for (QObject* attached : attachedObjects(object))
            RoleWatcher::instance()->watch(attached);
    if (TextAccessible::isText(object))
        return new TextAccessible(static_cast<QQuickItem*>(object));
    return nullptr;
}

void installFactory()
{
    QAccessible::installFactory(factory);
}

} // namespace accessibility
