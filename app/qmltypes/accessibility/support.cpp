// SPDX-License-Identifier: GPL-3.0-or-later
#include "support.h"

#include <QAccessible>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>

namespace accessibility {

QList<QObject*> attachedObjects(const QObject* object)
{
    QList<QObject*> found;
    if (object)
        for (QObject* child : object->children())
            if (qstrcmp(child->metaObject()->className(), "QQuickAccessibleAttached") == 0)
                found << child;
    return found;
}

QObject* attachedOf(const QObject* object)
{
    return attachedObjects(object).value(0);
}

QVariant attachedProperty(const QObject* object, const char* name)
{
    QVariant value;
    for (const QObject* attached : attachedObjects(object)) {
        value = attached->property(name);
        if (value.isValid() && !value.isNull() && value != QVariant(value.metaType()))
            return value;
    }
    return value;
}

QRect screenRect(const QQuickItem* item, const QRectF& local)
{
    if (!item || !item->window() || !item->isVisible())
        return {};
    const QRectF scene = item->mapRectToScene(local);
    return QRect(item->window()->mapToGlobal(scene.topLeft().toPoint()), scene.size().toSize());
}

bool shown(const QQuickItem* item)
{
    return item && item->window() && item->window()->isVisible() && item->isVisible()
        && !qFuzzyIsNull(item->opacity());
}

QAccessibleInterface* accessibleParent(const QQuickItem* item)
{
    if (!item)
        return nullptr;
    QQuickWindow* window = item->window();
    for (QQuickItem* p = item->parentItem(); p; p = p->parentItem()) {
        if (window && p == window->contentItem())
            break;
        if (attachedOf(p))
            if (QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(p))
                return iface;
    }
    return window ? QAccessible::queryAccessibleInterface(window) : nullptr;
}

void accessibleDescendants(const QQuickItem* item, QList<QQuickItem*>* into)
{
    for (QQuickItem* child : item->childItems()) {
        if (attachedOf(child))
            into->append(child);
        else
            accessibleDescendants(child, into);
    }
}

QString withoutMnemonic(QString text)
{
    static const QRegularExpression single(QStringLiteral("&(?!&)"));
    text.replace(single, QString());
    return text;
}

} // namespace accessibility
