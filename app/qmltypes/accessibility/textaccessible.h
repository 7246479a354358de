// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "support.h"

#include <QAccessible>
#include <QAccessibleObject>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTextDocument>
#include <QTextDocumentFragment>

#include <algorithm>

namespace accessibility {

/// A text that is only read: a Label, a Text, an item QML gave `Accessible.role: StaticText`.
/// Qt 6.4's own interface reports every such item focusable (QAccessibleQuickItem::state() sets
/// `focusable` for every text role since QTBUG-77371, so that Android's TalkBack can step through
/// texts; `Accessible.focusable: false` cannot undo it, the item's state is set after it). On AT-SPI
/// a focusable label tells Orca that Tab could reach it. This one is focusable only where the keyboard
/// can reach it (activeFocusOnTab), and keeps what Orca reads of a text: its name, description and
/// the Text interface over the visible words.
class TextAccessible : public QAccessibleObject, public QAccessibleTextInterface
{
public:
    explicit TextAccessible(QQuickItem* item)
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
    QAccessible::Role role() const override
    {
        const int r = attachedProperty(item(), "role").toInt();
        return r != 0 ? QAccessible::Role(r) : QAccessible::StaticText;
    }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        if (!shown(item()))
            s.invisible = true;
        const QRect area = rect();
        if (item()->window() && !area.isNull()
            && !QRect(item()->window()->mapToGlobal(QPoint()), item()->window()->size()).intersects(area))
            s.offscreen = true;
        s.readOnly = true;
        if (item()->activeFocusOnTab()) // a text the keyboard reaches (none of ours yet)
            s.focusable = true;
        if (item()->hasActiveFocus())
            s.focused = true;
        if (!item()->isEnabled())
            s.disabled = true;
        return s;
    }
    void* interface_cast(QAccessible::InterfaceType t) override
    {
        if (t == QAccessible::TextInterface)
            return static_cast<QAccessibleTextInterface*>(this);
        return QAccessibleObject::interface_cast(t);
    }

    // The Text interface: the words as they stand, nothing selected, no caret.
    void selection(int, int* startOffset, int* endOffset) const override { *startOffset = *endOffset = 0; }
    int selectionCount() const override { return 0; }
    void addSelection(int, int) override { }
    void removeSelection(int) override { }
    void setSelection(int, int, int) override { }
    int cursorPosition() const override { return 0; }
    void setCursorPosition(int) override { }
    QString text(int startOffset, int endOffset) const override
    {
        return shownText().mid(startOffset, endOffset - startOffset);
    }
    int characterCount() const override { return int(shownText().size()); }
    QRect characterRect(int) const override { return {}; }
    int offsetAtPoint(const QPoint&) const override { return -1; }
    void scrollToSubstring(int, int) override { }
    QString attributes(int offset, int* startOffset, int* endOffset) const override
    {
        *startOffset = 0;
        *endOffset = std::max(offset, characterCount());
        return {};
    }

    /// Whether this object is a text that is only read: an item whose QML says it is a static text,
    /// or a Text or Label with no role or a role that is read, not used (a heading, a list item).
    static bool isText(QObject* object)
    {
        const int r = attachedProperty(object, "role").toInt();
        if (r == QAccessible::StaticText)
            return true;
        return object->inherits("QQuickText")
            && (r == QAccessible::NoRole || r == QAccessible::Heading || r == QAccessible::ListItem
                || r == QAccessible::Row || r == QAccessible::Paragraph || r == QAccessible::Note);
    }

protected:
    /// The words shown: rich text without its tags.
    virtual QString shownText() const
    {
        const QString shown = item()->property("text").toString();
        const int format = item()->property("textFormat").toInt();
        // Text.RichText (1), Text.StyledText (4), or Text.AutoText (2) that looks like markup.
        if (format == 1 || format == 4 || (format == 2 && Qt::mightBeRichText(shown)))
            return QTextDocumentFragment::fromHtml(shown).toPlainText();
        return shown;
    }
    QList<QQuickItem*> children() const
    {
        QList<QQuickItem*> kids;
        accessibleDescendants(item(), &kids);
        return kids;
    }
};

} // namespace accessibility
