// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "combooptionaccessible.h"

#include <QHash>
#include <QObject>

namespace accessibility {

/// Sends the focus events of the combo boxes' choices, and keeps their interfaces (made once per box
/// and entry, dropped when the entries change or the box goes).
class ComboWatcher : public QObject
{
    Q_OBJECT
public:
    static ComboWatcher* instance()
    {
        static auto* watcher = new ComboWatcher; // lives as long as the program, as the factory does
        return watcher;
    }
    void watch(QQuickItem* combo)
    {
        if (m_options.contains(combo))
            return;
        m_options.insert(combo, {});
        for (const char* signal : {"currentIndexChanged()", "highlightedIndexChanged()"}) {
            const int index = combo->metaObject()->indexOfSignal(signal);
            if (index >= 0)
                QMetaObject::connect(combo, index, this, metaObject()->indexOfSlot("choiceChanged()"));
        }
        const int countChanged = combo->metaObject()->indexOfSignal("countChanged()");
        if (countChanged >= 0)
            QMetaObject::connect(combo, countChanged, this, metaObject()->indexOfSlot("entriesChanged()"));
        connect(combo, &QObject::destroyed, this, [this, combo] { drop(combo); });
    }
    QAccessibleInterface* option(QQuickItem* combo, int index)
    {
        watch(combo);
        QList<QAccessible::Id>& ids = m_options[combo];
        if (ids.size() <= index)
            ids.resize(index + 1, 0);
        if (ids[index])
            if (QAccessibleInterface* iface = QAccessible::accessibleInterface(ids[index]))
                return iface;
        auto* iface = new ComboOptionAccessible(combo, index);
        ids[index] = QAccessible::registerAccessibleInterface(iface);
        return iface;
    }
    /// How many focus events for choices were sent, for tests.
    int focusEvents = 0;

public slots:
    void choiceChanged()
    {
        auto* combo = qobject_cast<QQuickItem*>(sender());
        if (!combo || !QAccessible::isActive())
            return;
        QAccessibleValueChangeEvent value(combo, combo->property("displayText"));
        QAccessible::updateAccessibility(&value);
        const int index = ComboBoxAccessible::shownIndex(combo);
        if (!combo->hasActiveFocus() || index < 0 || index >= combo->property("count").toInt()
            || combo->property("editable").toBool())
            return;
        ++focusEvents;
        QAccessibleEvent focus(option(combo, index), QAccessible::Focus);
        QAccessible::updateAccessibility(&focus);
    }
    void entriesChanged()
    {
        if (auto* combo = qobject_cast<QQuickItem*>(sender())) {
            const QList<QAccessible::Id> ids = m_options.value(combo);
            m_options[combo].clear();
            for (const QAccessible::Id id : ids)
                if (id)
                    QAccessible::deleteAccessibleInterface(id);
        }
    }

private:
    void drop(QObject* combo)
    {
        for (const QAccessible::Id id : m_options.take(combo))
            if (id)
                QAccessible::deleteAccessibleInterface(id);
    }
    QHash<QObject*, QList<QAccessible::Id>> m_options;
};

} // namespace accessibility
