// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "textaccessible.h"

namespace accessibility {

/// The interface of a combo box's entry (made once, kept by ComboWatcher).
QAccessibleInterface* comboOption(QQuickItem* combo, int index);

/// A combo box of Qt Quick Controls (ComboBox). Qt 6.4's own interface has its display, a text field
/// that is editable, as its child: Orca calls it an "editable combo box" though the player can only
/// choose, and a choice made with the arrow keys while the box has the focus is not heard (Orca
/// ignores a name change of a combo box, and Qt 6.4 has no selection interface for AT-SPI). This one
/// is not editable (unless the box is), reads its current text as its value and text, and has its
/// choices as children, list items; while the box has the keyboard the choice it shows is the
/// focused object: each change of the choice sends a focus event for it, so that Orca reads it
/// ("Computer: good, 2 of 5"), as it reads the entries of an open list.
class ComboBoxAccessible : public TextAccessible, public QAccessibleActionInterface
{
public:
    explicit ComboBoxAccessible(QQuickItem* combo)
        : TextAccessible(combo)
    {
    }

    QAccessibleInterface* child(int index) const override
    {
        if (editableBox())
            return TextAccessible::child(index);
        return index >= 0 && index < count() ? comboOption(item(), index) : nullptr;
    }
    int childCount() const override { return editableBox() ? TextAccessible::childCount() : count(); }
    int indexOfChild(const QAccessibleInterface* iface) const override
    {
        if (editableBox())
            return TextAccessible::indexOfChild(iface);
        for (int i = 0; i < count(); ++i)
            if (comboOption(item(), i) == iface)
                return i;
        return -1;
    }
    QString text(QAccessible::Text t) const override
    {
        switch (t) {
        case QAccessible::Name: {
            const QString name = attachedProperty(item(), "name").toString();
            return name.isEmpty() ? shownText() : name;
        }
        case QAccessible::Description:
            return attachedProperty(item(), "description").toString();
        case QAccessible::Value:
            return shownText();
        default:
            return {};
        }
    }
    QAccessible::Role role() const override { return QAccessible::ComboBox; }
    QAccessible::State state() const override
    {
        QAccessible::State s = TextAccessible::state();
        s.readOnly = false;
        s.editable = editableBox();
        s.focusable = item()->isEnabled();
        s.expandable = true;
        const bool open = popupOpen();
        s.expanded = open;
        s.collapsed = !open;
        s.hasPopup = true;
        return s;
    }
    void* interface_cast(QAccessible::InterfaceType t) override
    {
        if (t == QAccessible::ActionInterface)
            return static_cast<QAccessibleActionInterface*>(this);
        return TextAccessible::interface_cast(t);
    }

    // QAccessibleActionInterface: Press opens (or closes) the list, as a click does.
    QStringList actionNames() const override
    {
        if (!item()->isEnabled())
            return {};
        return {pressAction(), setFocusAction()};
    }
    void doAction(const QString& name) override
    {
        if (!item()->isEnabled() || !item()->isVisible())
            return;
        if (name == setFocusAction()) {
            item()->forceActiveFocus(Qt::OtherFocusReason);
        } else if (name == pressAction()) {
            if (QObject* popup = item()->property("popup").value<QObject*>())
                QMetaObject::invokeMethod(popup, popupOpen() ? "close" : "open");
        }
    }
    QStringList keyBindingsForAction(const QString&) const override { return {}; }

    /// The choice the box shows: the one marked in its open list, else its current one.
    static int shownIndex(const QQuickItem* combo)
    {
        QObject* popup = combo->property("popup").value<QObject*>();
        const bool open = popup && popup->property("visible").toBool();
        return combo->property(open ? "highlightedIndex" : "currentIndex").toInt();
    }

protected:
    QString shownText() const override { return item()->property("displayText").toString(); }

private:
    int count() const { return item()->property("count").toInt(); }
    bool editableBox() const { return item()->property("editable").toBool(); }
    bool popupOpen() const
    {
        QObject* popup = item()->property("popup").value<QObject*>();
        return popup && popup->property("visible").toBool();
    }
};

} // namespace accessibility
