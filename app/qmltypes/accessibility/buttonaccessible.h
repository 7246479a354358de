// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "support.h"

#include <QAccessible>
#include <QAccessibleObject>
#include <QQuickItem>

namespace accessibility {

/// Every button of Qt Quick Controls (Button, ToolButton, CheckBox, MenuItem, MenuBarItem,
/// ItemDelegate …). Qt 6.4's own interface for them answers Press and Toggle without doing
/// anything, reports a disabled button as enabled and reads a menu title's "&". This one does what
/// a click does, says disabled, and reads the title without the mark.
class ButtonAccessible : public QAccessibleObject, public QAccessibleActionInterface
{
public:
    explicit ButtonAccessible(QQuickItem* item)
        : QAccessibleObject(item)
    {
    }
    QQuickItem* item() const { return static_cast<QQuickItem*>(object()); }

    QWindow* window() const override { return item()->window(); }
    QAccessibleInterface* parent() const override { return accessibleParent(item()); }
    QAccessibleInterface* child(int index) const override
    {
        const QList<QQuickItem*> kids = children();
        return index >= 0 && index < kids.size() ? QAccessible::queryAccessibleInterface(kids[index])
                                                 : nullptr;
    }
    int childCount() const override { return int(children().size()); }
    int indexOfChild(const QAccessibleInterface* iface) const override
    {
        return iface ? int(children().indexOf(qobject_cast<QQuickItem*>(iface->object()))) : -1;
    }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QRect rect() const override
    {
        return screenRect(item(), QRectF(0, 0, item()->width(), item()->height()));
    }

    QString text(QAccessible::Text t) const override
    {
        switch (t) {
        case QAccessible::Name:
            return withoutMnemonic(attachedProperty(item(), "name").toString());
        case QAccessible::Description:
            return attachedProperty(item(), "description").toString();
        default:
            return {};
        }
    }
    QAccessible::Role role() const override
    {
        const int r = attachedProperty(item(), "role").toInt();
        if (r != 0)
            return QAccessible::Role(r);
        return checkable() ? QAccessible::CheckBox : QAccessible::PushButton;
    }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        if (!shown(item()))
            s.invisible = true;
        if (!item()->isEnabled())
            s.disabled = true;
        else if (item()->activeFocusOnTab())
            s.focusable = true;
        if (item()->hasActiveFocus())
            s.focused = true;
        if (checkable()) {
            s.checkable = true;
            s.checked = item()->property("checked").toBool();
        }
        if (item()->property("pressed").toBool())
            s.pressed = true;
        if (attachedProperty(item(), "defaultButton").toBool())
            s.defaultButton = true;
        if (role() == QAccessible::MenuItem || role() == QAccessible::ButtonMenu)
            s.hasPopup = item()->property("subMenu").value<QObject*>() != nullptr;
        return s;
    }
    void* interface_cast(QAccessible::InterfaceType t) override
    {
        if (t == QAccessible::ActionInterface)
            return static_cast<QAccessibleActionInterface*>(this);
        return QAccessibleObject::interface_cast(t);
    }

    QStringList actionNames() const override
    {
        if (!item()->isEnabled())
            return {};
        QStringList names{pressAction()};
        if (checkable())
            names << toggleAction();
        if (item()->activeFocusOnTab())
            names << setFocusAction();
        return names;
    }
    void doAction(const QString& name) override
    {
        QQuickItem* button = item();
        if (!button->isEnabled() || !button->isVisible())
            return;
        if (name == setFocusAction()) {
            button->forceActiveFocus(Qt::OtherFocusReason);
            return;
        }
        if (name != pressAction() && name != toggleAction())
            return;
        // A handler written in QML (Accessible.onPressAction) is the item's own answer.
        for (QObject* attached : attachedObjects(button)) {
            const char* signal = name == toggleAction() ? "toggleAction()" : "pressAction()";
            if (SignalPeek::connected(attached, signal)) {
                QMetaObject::invokeMethod(attached, name == toggleAction() ? "toggleAction" : "pressAction");
                return;
            }
        }
        click(button);
    }
    QStringList keyBindingsForAction(const QString&) const override { return {}; }

    /// What a click does: the button's Action is triggered (a menu entry, which then closes its
    /// menu), or a checkable button changes and says so, and the button is clicked.
    static void click(QQuickItem* button)
    {
        QObject* action = button->property("action").value<QObject*>();
        if (action && action->property("enabled").toBool()) {
            QMetaObject::invokeMethod(action, "trigger", Q_ARG(QObject*, button));
            if (button->inherits("QQuickMenuItem"))
                QMetaObject::invokeMethod(button, "triggered");
            return;
        }
        if (!button->inherits("QQuickAbstractButton")) {
            if (button->metaObject()->indexOfSignal("clicked()") >= 0)
                QMetaObject::invokeMethod(button, "clicked");
            return;
        }
        if (button->property("checkable").toBool()) {
            const bool exclusiveChecked
                = button->property("autoExclusive").toBool() && button->property("checked").toBool();
            if (!exclusiveChecked) {
                QMetaObject::invokeMethod(button, "toggle");
                QMetaObject::invokeMethod(button, "toggled");
            }
        }
        QMetaObject::invokeMethod(button, "clicked");
    }

private:
    bool checkable() const { return item()->property("checkable").toBool(); }
    QList<QQuickItem*> children() const
    {
        QList<QQuickItem*> kids;
        accessibleDescendants(item(), &kids);
        return kids;
    }
};

} // namespace accessibility
