// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "textaccessible.h"

namespace accessibility {

/// A field the player types in: a TextField, a TextInput. Qt 6.4's own interface has the words, but
/// its attributes() answers an empty run (0, 0) for every offset, and Orca, which splits a line by
/// the runs' language before it speaks it, then reads "Name of player 1 text" without the name typed
/// in it. This one answers one run over the whole text, reports the field editable (unless it is
/// read-only or disabled, as a combo box's display is), and lets assistive technology edit the words
/// as typing does (the field's textEdited() follows).
class EditableTextAccessible : public TextAccessible,
                               public QAccessibleEditableTextInterface,
                               public QAccessibleActionInterface
{
public:
    explicit EditableTextAccessible(QQuickItem* item)
        : TextAccessible(item)
    {
    }

    QString text(QAccessible::Text t) const override
    {
        switch (t) {
        case QAccessible::Name:
            return attachedProperty(item(), "name").toString();
        case QAccessible::Description:
            return attachedProperty(item(), "description").toString();
        case QAccessible::Value:
            return shownText();
        default:
            return {};
        }
    }
    void setText(QAccessible::Text t, const QString& text) override
    {
        if (t == QAccessible::Value && editable())
            replaceText(0, characterCount(), text);
    }
    QAccessible::Role role() const override
    {
        const int r = attachedProperty(item(), "role").toInt();
        return r != 0 && r != QAccessible::StaticText ? QAccessible::Role(r) : QAccessible::EditableText;
    }
    QAccessible::State state() const override
    {
        QAccessible::State s = TextAccessible::state();
        s.readOnly = item()->property("readOnly").toBool();
        s.editable = editable();
        s.focusable = item()->isEnabled();
        s.passwordEdit = item()->property("echoMode").toInt() != 0; // TextInput.Normal
        s.selectableText = true;
        return s;
    }
    void* interface_cast(QAccessible::InterfaceType t) override
    {
        if (t == QAccessible::EditableTextInterface)
            return static_cast<QAccessibleEditableTextInterface*>(this);
        if (t == QAccessible::ActionInterface)
            return static_cast<QAccessibleActionInterface*>(this);
        return TextAccessible::interface_cast(t);
    }

    // The Text interface over what the field shows, with its caret and its selection.
    void selection(int index, int* startOffset, int* endOffset) const override
    {
        *startOffset = *endOffset = 0;
        if (index == 0 && selectionCount() == 1) {
            *startOffset = item()->property("selectionStart").toInt();
            *endOffset = item()->property("selectionEnd").toInt();
        }
    }
    int selectionCount() const override
    {
        return item()->property("selectionStart").toInt() != item()->property("selectionEnd").toInt() ? 1 : 0;
    }
    void addSelection(int startOffset, int endOffset) override { setSelection(0, startOffset, endOffset); }
    void removeSelection(int) override { QMetaObject::invokeMethod(item(), "deselect"); }
    void setSelection(int, int startOffset, int endOffset) override
    {
        QMetaObject::invokeMethod(item(), "select", Q_ARG(int, startOffset), Q_ARG(int, endOffset));
    }
    int cursorPosition() const override { return item()->property("cursorPosition").toInt(); }
    void setCursorPosition(int position) override { item()->setProperty("cursorPosition", position); }
    QRect characterRect(int offset) const override
    {
        QRectF local;
        if (!QMetaObject::invokeMethod(
                item(), "positionToRectangle", Q_RETURN_ARG(QRectF, local), Q_ARG(int, offset)))
            return {};
        return screenRect(item(), local);
    }

    // QAccessibleEditableTextInterface: as if typed, so the field's textEdited() tells the page.
    void deleteText(int startOffset, int endOffset) override
    {
        if (editable())
            QMetaObject::invokeMethod(item(), "remove", Q_ARG(int, startOffset), Q_ARG(int, endOffset));
    }
    void insertText(int offset, const QString& text) override
    {
        if (editable())
            QMetaObject::invokeMethod(item(), "insert", Q_ARG(int, offset), Q_ARG(QString, text));
    }
    void replaceText(int startOffset, int endOffset, const QString& text) override
    {
        deleteText(startOffset, endOffset);
        insertText(std::min(startOffset, endOffset), text);
    }

    // QAccessibleActionInterface
    QStringList actionNames() const override
    {
        return item()->isEnabled() ? QStringList{setFocusAction()} : QStringList();
    }
    void doAction(const QString& name) override
    {
        if (name == setFocusAction() && item()->isEnabled())
            item()->forceActiveFocus(Qt::OtherFocusReason);
    }
    QStringList keyBindingsForAction(const QString&) const override { return {}; }

    static bool isEditable(QObject* object) { return object->inherits("QQuickTextInput"); }

protected:
    /// What the field shows: the words, or the dots of a password.
    QString shownText() const override
    {
        return item()
            ->property(item()->property("echoMode").toInt() == 0 ? "text" : "displayText")
            .toString();
    }

private:
    bool editable() const { return item()->isEnabled() && !item()->property("readOnly").toBool(); }
};

} // namespace accessibility
