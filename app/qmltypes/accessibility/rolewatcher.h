// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "comboboxaccessible.h"
#include "editabletextaccessible.h"
#include "textaccessible.h"

#include <QObject>

namespace accessibility {

/// Qt makes an item's interface as soon as QML touches `Accessible.…`, before it sets the role: an
/// item that QML makes a StaticText afterwards (a pot, a closed cup) would keep Qt's interface, a
/// Label that QML gives another role would keep ours. When the role arrives, an interface of the
/// wrong kind is dropped, and the next question reaches the factory again.
class RoleWatcher : public QObject
{
    Q_OBJECT
public:
    static RoleWatcher* instance()
    {
        static auto* watcher = new RoleWatcher; // lives as long as the program, as the factory does
        return watcher;
    }
    void watch(QObject* attached)
    {
        const int signal = attached->metaObject()->indexOfSignal("roleChanged()");
        if (signal >= 0)
            QMetaObject::connect(attached, signal, this, metaObject()->indexOfSlot("roleChanged()"));
    }

public slots:
    void roleChanged()
    {
        QObject* item = sender() ? sender()->parent() : nullptr;
        if (!item)
            return;
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(item);
        const bool ours = dynamic_cast<TextAccessible*>(iface)
            && !dynamic_cast<EditableTextAccessible*>(iface) && !dynamic_cast<ComboBoxAccessible*>(iface);
        if (iface && TextAccessible::isText(item) != ours)
            QAccessible::deleteAccessibleInterface(QAccessible::uniqueId(iface));
    }
};

} // namespace accessibility
