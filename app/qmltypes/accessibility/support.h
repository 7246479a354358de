// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMetaMethod>
#include <QObject>
#include <QRect>
#include <QRectF>
#include <QString>
#include <QVariant>

class QAccessibleInterface;
class QQuickItem;

namespace accessibility {

/// What the accessibility interfaces of Knobelbecher share: reading QML's `Accessible.…`, where an
/// item is on the screen, and its accessible parent and children.

/// The objects behind `Accessible.…` in QML: Qt creates them as children of their item — in Qt 6.4
/// sometimes two for one item (one from Qt Quick Controls, one from the QML that sets a property).
QList<QObject*> attachedObjects(const QObject* object);

QObject* attachedOf(const QObject* object);

/// The first value that is set among the item's attached objects.
QVariant attachedProperty(const QObject* object, const char* name);

/// Where a part of an item is on the screen (empty while it is not shown).
QRect screenRect(const QQuickItem* item, const QRectF& local);

/// Whether an item can be seen: its window, itself and its opacity.
bool shown(const QQuickItem* item);

/// The nearest accessible item above, else the window — as Qt Quick's own items answer.
QAccessibleInterface* accessibleParent(const QQuickItem* item);

/// The nearest accessible items below, in order.
void accessibleDescendants(const QQuickItem* item, QList<QQuickItem*>* into);

/// "&File" → "File", "Save &as…" → "Save as…", "&&" → "&".
QString withoutMnemonic(QString text);

/// QObject::isSignalConnected is protected; QML handlers (Accessible.onPressAction) connect to the
/// attached object's signals, and a handler written in QML comes first. A derived class may name the
/// protected member, and the pointer to it applies to any QObject (casting the object to the derived
/// class instead would be undefined behaviour, and UBSan says so).
struct SignalPeek : QObject
{
    static bool connected(const QObject* object, const char* signature)
    {
        const int index = object->metaObject()->indexOfSignal(signature);
        constexpr auto isConnected = &SignalPeek::isSignalConnected;
        return index >= 0 && (object->*isConnected)(object->metaObject()->method(index));
    }
};

} // namespace accessibility
