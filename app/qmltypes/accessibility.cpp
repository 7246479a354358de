// SPDX-License-Identifier: GPL-3.0-or-later
#include "accessibility.h"

#include <QAccessible>
#include <QAccessibleActionInterface>
#include <QAccessibleObject>
#include <QHash>
#include <QJSEngine>
#include <QMetaMethod>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTimer>

namespace {

/// The objects behind `Accessible.…` in QML: Qt creates them as children of their item — in Qt 6.4
/// sometimes two for one item (one from Qt Quick Controls, one from the QML that sets a property).
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

/// The first value that is set among the item's attached objects.
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

/// The nearest accessible item above, else the window — as Qt Quick's own items answer.
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

/// "&File" → "File", "Save &as…" → "Save as…", "&&" → "&".
QString withoutMnemonic(QString text)
{
    static const QRegularExpression single(QStringLiteral("&(?!&)"));
    text.replace(single, QString());
    return text;
}

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

/// A choice of a combo box: a list item with the text of the box's entry.
class ComboOptionAccessible : public QAccessibleInterface
{
public:
    ComboOptionAccessible(QQuickItem* combo, int index)
        : m_combo(combo)
        , m_index(index)
    {
    }
    bool isValid() const override { return m_combo && m_index < m_combo->property("count").toInt(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return m_combo ? m_combo->window() : nullptr; }
    QAccessibleInterface* parent() const override { return QAccessible::queryAccessibleInterface(m_combo); }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QRect rect() const override
    {
        return m_combo ? screenRect(m_combo, QRectF(0, 0, m_combo->width(), m_combo->height())) : QRect();
    }
    void setText(QAccessible::Text, const QString&) override { }
    QString text(QAccessible::Text t) const override
    {
        if (!m_combo || t != QAccessible::Name)
            return {};
        // The current choice as the box shows it (a box may show its entries in other words than
        // its model's, e.g. "normal" for a pace of 800).
        if (m_combo->property("currentIndex").toInt() == m_index)
            return m_combo->property("displayText").toString();
        QString text;
        QMetaObject::invokeMethod(m_combo, "textAt", Q_RETURN_ARG(QString, text), Q_ARG(int, m_index));
        return text;
    }
    QAccessible::Role role() const override { return QAccessible::ListItem; }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        if (!m_combo || !shown(m_combo)) {
            s.invisible = true;
            return s;
        }
        s.selectable = true;
        s.focusable = true;
        if (ComboBoxAccessible::shownIndex(m_combo) == m_index) {
            s.selected = true;
            s.focused = m_combo->hasActiveFocus();
        }
        if (!m_combo->isEnabled())
            s.disabled = true;
        return s;
    }

private:
    QPointer<QQuickItem> m_combo;
    int m_index;
};

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

QAccessibleInterface* comboOption(QQuickItem* combo, int index)
{
    return ComboWatcher::instance()->option(combo, index);
}

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

/// One line of an announcer's ring: a notification with its own sentence.
class AnnouncementLineAccessible : public QAccessibleInterface
{
public:
    AnnouncementLineAccessible(Announcer* announcer, int index)
        : m_announcer(announcer)
        , m_index(index)
    {
    }
    bool isValid() const override { return m_announcer && m_index < m_announcer->lineCount(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return m_announcer ? m_announcer->window() : nullptr; }
    QAccessibleInterface* parent() const override
    {
        return QAccessible::queryAccessibleInterface(m_announcer);
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QRect rect() const override
    {
        return m_announcer ? screenRect(m_announcer, QRectF(0, 0, 1, 1)) : QRect();
    }
    void setText(QAccessible::Text, const QString&) override { }
    QString text(QAccessible::Text t) const override
    {
        return m_announcer && t == QAccessible::Name ? m_announcer->line(m_index) : QString();
    }
    QAccessible::Role role() const override { return QAccessible::Notification; }
    QAccessible::State state() const override
    {
        // Orca drops an event whose source has an empty state set: a line said is showing.
        QAccessible::State s;
        s.invisible = !shown(m_announcer) || m_announcer->line(m_index).isEmpty();
        return s;
    }

private:
    QPointer<Announcer> m_announcer;
    int m_index;
};

/// The lines' interfaces, made once per announcer and line, and dropped with the announcer.
QHash<const Announcer*, QList<QAccessible::Id>>& announcementLines()
{
    static QHash<const Announcer*, QList<QAccessible::Id>> all;
    return all;
}

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

/// The announcer: the last sentence as its name, the lines of its ring as its children.
class AnnouncerAccessible : public QAccessibleObject
{
public:
    explicit AnnouncerAccessible(Announcer* announcer)
        : QAccessibleObject(announcer)
    {
    }
    Announcer* announcer() const { return static_cast<Announcer*>(object()); }
    QWindow* window() const override { return announcer()->window(); }
    QAccessibleInterface* parent() const override { return accessibleParent(announcer()); }
    QAccessibleInterface* child(int index) const override { return announcementLine(announcer(), index); }
    int childCount() const override { return announcer()->lineCount(); }
    int indexOfChild(const QAccessibleInterface* iface) const override
    {
        for (int i = 0; i < childCount(); ++i)
            if (announcementLine(announcer(), i) == iface)
                return i;
        return -1;
    }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QRect rect() const override
    {
        return screenRect(announcer(),
            QRectF(0, 0, std::max(1.0, announcer()->width()), std::max(1.0, announcer()->height())));
    }
    QString text(QAccessible::Text t) const override
    {
        return t == QAccessible::Name ? announcer()->text() : QString();
    }
    QAccessible::Role role() const override { return QAccessible::Notification; }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        s.invisible = !shown(announcer());
        return s;
    }
};

class TableAccessible;

/// A box of the sheet, or one of its headers.
class TableCellAccessible : public QAccessibleInterface,
                            public QAccessibleTableCellInterface,
                            public QAccessibleActionInterface
{
public:
    enum Kind { Cell, RowHeader, ColumnHeader };
    TableCellAccessible(AccessibleTable* table, Kind kind, int row, int column)
        : m_table(table)
        , m_kind(kind)
        , m_row(row)
        , m_column(column)
    {
    }

    bool isValid() const override
    {
        return m_table && m_row < std::max(1, m_table->rowCount())
            && m_column < std::max(1, m_table->columnCount());
    }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return m_table ? m_table->window() : nullptr; }
    QAccessibleInterface* parent() const override { return QAccessible::queryAccessibleInterface(m_table); }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QRect rect() const override;
    void setText(QAccessible::Text, const QString&) override { }
    QString text(QAccessible::Text t) const override
    {
        if (!m_table || t != QAccessible::Name)
            return {};
        switch (m_kind) {
        case RowHeader:
            return m_table->rowName(m_row);
        case ColumnHeader:
            return m_table->columnName(m_column);
        case Cell:
            return m_table->cellName(m_row, m_column);
        }
        return {};
    }
    QAccessible::Role role() const override
    {
        return m_kind == Cell     ? QAccessible::Cell
            : m_kind == RowHeader ? QAccessible::RowHeader
                                  : QAccessible::ColumnHeader;
    }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        if (!m_table || !shown(m_table))
            s.invisible = true;
        if (m_kind == Cell) {
            s.focusable = true;
            s.selectable = true;
            if (m_table && m_table->cursorRow() == m_row && m_table->cursorColumn() == m_column) {
                s.selected = true;
                s.focused = m_table->isFocused();
            }
        }
        return s;
    }
    void* interface_cast(QAccessible::InterfaceType t) override
    {
        if (t == QAccessible::TableCellInterface && m_kind == Cell)
            return static_cast<QAccessibleTableCellInterface*>(this);
        if (t == QAccessible::ActionInterface && m_kind == Cell)
            return static_cast<QAccessibleActionInterface*>(this);
        return nullptr;
    }

    // QAccessibleTableCellInterface
    bool isSelected() const override { return state().selected; }
    QList<QAccessibleInterface*> columnHeaderCells() const override;
    QList<QAccessibleInterface*> rowHeaderCells() const override;
    int columnIndex() const override { return m_column; }
    int rowIndex() const override { return m_row; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface* table() const override { return QAccessible::queryAccessibleInterface(m_table); }

    // QAccessibleActionInterface
    QStringList actionNames() const override { return {pressAction()}; }
    void doAction(const QString& name) override
    {
        if (m_table && name == pressAction())
            m_table->press(m_row, m_column);
    }
    QStringList keyBindingsForAction(const QString&) const override { return {}; }

private:
    QPointer<AccessibleTable> m_table;
    Kind m_kind;
    int m_row;
    int m_column;
};

/// The interfaces of a table's cells, made once and kept by Qt's cache until the model changes.
struct CellStore
{
    QHash<quint64, QAccessible::Id> ids;
    QAccessibleInterface* get(AccessibleTable* table, TableCellAccessible::Kind kind, int row, int column)
    {
        const quint64 key = (quint64(kind) << 48) | (quint64(quint16(row)) << 16) | quint16(column);
        if (const auto it = ids.constFind(key); it != ids.cend())
            if (QAccessibleInterface* iface = QAccessible::accessibleInterface(*it))
                return iface;
        auto* iface = new TableCellAccessible(table, kind, row, column);
        ids.insert(key, QAccessible::registerAccessibleInterface(iface));
        return iface;
    }
    void clear()
    {
        for (const QAccessible::Id id : std::as_const(ids))
            QAccessible::deleteAccessibleInterface(id);
        ids.clear();
    }
};

QHash<const AccessibleTable*, CellStore>& stores()
{
    static QHash<const AccessibleTable*, CellStore> all;
    return all;
}

QAccessibleInterface* cellInterface(
    AccessibleTable* table, TableCellAccessible::Kind kind, int row, int column)
{
    if (!table)
        return nullptr;
    return stores()[table].get(table, kind, row, column);
}

QList<QAccessibleInterface*> TableCellAccessible::columnHeaderCells() const
{
    return {cellInterface(m_table, ColumnHeader, 0, m_column)};
}
QList<QAccessibleInterface*> TableCellAccessible::rowHeaderCells() const
{
    return {cellInterface(m_table, RowHeader, m_row, 0)};
}

class TableAccessible : public QAccessibleObject, public QAccessibleTableInterface
{
public:
    explicit TableAccessible(AccessibleTable* table)
        : QAccessibleObject(table)
    {
    }
    AccessibleTable* table() const { return static_cast<AccessibleTable*>(object()); }

    QWindow* window() const override { return table()->window(); }
    QAccessibleInterface* parent() const override { return accessibleParent(table()); }
    QAccessibleInterface* child(int index) const override
    {
        const int columns = table()->columnCount();
        if (index < 0 || columns == 0 || index >= columns * table()->rowCount())
            return nullptr;
        return cellAt(index / columns, index % columns);
    }
    int childCount() const override { return table()->rowCount() * table()->columnCount(); }
    int indexOfChild(const QAccessibleInterface* iface) const override
    {
        if (!iface || iface->role() != QAccessible::Cell)
            return -1;
        auto* cell = const_cast<QAccessibleInterface*>(iface)->tableCellInterface();
        return cell ? cell->rowIndex() * table()->columnCount() + cell->columnIndex() : -1;
    }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QRect rect() const override
    {
        return screenRect(table(), QRectF(0, 0, table()->width(), table()->height()));
    }
    QString text(QAccessible::Text t) const override
    {
        if (t == QAccessible::Name)
            return attachedProperty(table(), "name").toString();
        if (t == QAccessible::Description)
            return attachedProperty(table(), "description").toString();
        return {};
    }
    QAccessible::Role role() const override { return QAccessible::Table; }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        s.invisible = !shown(table());
        s.focusable = true;
        s.focused = table()->isFocused() && table()->cursorRow() < 0;
        return s;
    }
    void* interface_cast(QAccessible::InterfaceType t) override
    {
        if (t == QAccessible::TableInterface)
            return static_cast<QAccessibleTableInterface*>(this);
        return QAccessibleObject::interface_cast(t);
    }

    // QAccessibleTableInterface
    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    QAccessibleInterface* cellAt(int row, int column) const override
    {
        if (row < 0 || column < 0 || row >= table()->rowCount() || column >= table()->columnCount())
            return nullptr;
        return cellInterface(table(), TableCellAccessible::Cell, row, column);
    }
    QString columnDescription(int column) const override { return table()->columnName(column); }
    QString rowDescription(int row) const override { return table()->rowName(row); }
    int columnCount() const override { return table()->columnCount(); }
    int rowCount() const override { return table()->rowCount(); }
    int selectedCellCount() const override { return table()->cursorRow() >= 0 ? 1 : 0; }
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    QList<QAccessibleInterface*> selectedCells() const override
    {
        if (QAccessibleInterface* cell = cellAt(table()->cursorRow(), table()->cursorColumn()))
            return {cell};
        return {};
    }
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent*) override { }
};

QRect TableCellAccessible::rect() const
{
    if (!m_table)
        return {};
    // The cells share the table's area evenly: near enough for a magnifier to follow.
    const int rows = std::max(1, m_table->rowCount());
    const int columns = std::max(1, m_table->columnCount());
    const qreal w = m_table->width() / columns;
    const qreal h = m_table->height() / rows;
    const qreal x = m_kind == RowHeader ? 0 : m_column * w;
    const qreal y = m_kind == ColumnHeader ? 0 : m_row * h;
    return screenRect(m_table, QRectF(x, y, w, h));
}

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

} // namespace

// Before any window exists, so that the first question about a button is answered here.
Q_CONSTRUCTOR_FUNCTION(installFactory)

Announcer::Announcer(QQuickItem* parent)
    : QQuickItem(parent)
{
    connect(Speech::instance(), &Speech::requested, this, &Announcer::say);
}

void Announcer::itemChange(ItemChange change, const ItemChangeData& data)
{
    QQuickItem::itemChange(change, data);
    if (change != ItemSceneChange)
        return;
    disconnect(m_windowActive);
    if (QQuickWindow* w = data.window)
        m_windowActive = connect(w, &QWindow::activeChanged, this, [this, w] {
            // After the window's own event (Orca reads the frame first, then the focused object).
            if (w->isActive())
                QTimer::singleShot(150, this, &Announcer::repeatFocus);
        });
}

void Announcer::repeatFocus()
{
    QQuickWindow* w = window();
    if (!w || !w->isActive() || !QAccessible::isActive())
        return;
    // The nearest object of the accessible tree at or above the item with the keyboard.
    QQuickItem* item = w->activeFocusItem();
    while (item && item != w->contentItem() && !attachedOf(item))
        item = item->parentItem();
    if (!item || item == w->contentItem())
        return;
    ++m_focusRepeats;
    QAccessibleEvent event(item, QAccessible::Focus);
    QAccessible::updateAccessibility(&event);
}

Speech::Speech(QObject* parent)
    : QObject(parent)
{
}

Speech* Speech::instance()
{
    static Speech* speech = new Speech;
    return speech;
}

Speech* Speech::create(QQmlEngine*, QJSEngine*)
{
    QJSEngine::setObjectOwnership(instance(), QJSEngine::CppOwnership);
    return instance();
}

void Speech::say(const QString& text)
{
    emit requested(text);
}

QString Speech::plainText(const QString& html)
{
    return QTextDocumentFragment::fromHtml(html).toPlainText().trimmed();
}

QString Speech::withoutMnemonic(const QString& text)
{
    return ::withoutMnemonic(text);
}

Announcer::~Announcer()
{
    for (const QAccessible::Id id : announcementLines().take(this))
        if (id)
            QAccessible::deleteAccessibleInterface(id);
}

void Announcer::say(const QString& text)
{
    if (text.isEmpty())
        return;
    const bool newLine = m_count < ringSize;
    m_lines[m_count % ringSize] = text;
    ++m_count;
    emit said(text);
    if (!QAccessible::isActive())
        return;
    QAccessibleInterface* line = announcementLine(this, lastLine());
    if (newLine) {
        QAccessibleEvent added(this, QAccessible::ObjectCreated);
        added.setChild(lastLine());
        QAccessible::updateAccessibility(&added);
    }
    QAccessibleEvent name(line, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&name);
    QAccessibleEvent hide(line, QAccessible::ObjectHide);
    QAccessible::updateAccessibility(&hide);
    QAccessibleEvent show(line, QAccessible::ObjectShow);
    QAccessible::updateAccessibility(&show);
}

AccessibleTable::AccessibleTable(QQuickItem* parent)
    : QQuickItem(parent)
{
}

AccessibleTable::~AccessibleTable()
{
    stores()[this].clear();
    stores().remove(this);
}

void AccessibleTable::setModel(QAbstractItemModel* model)
{
    if (m_model == model)
        return;
    for (const auto& c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_model = model;
    if (model) {
        m_connections
            << connect(model, &QAbstractItemModel::modelReset, this, &AccessibleTable::modelReset)
            << connect(model, &QAbstractItemModel::rowsInserted, this, &AccessibleTable::modelReset)
            << connect(model, &QAbstractItemModel::rowsRemoved, this, &AccessibleTable::modelReset)
            << connect(model, &QAbstractItemModel::columnsInserted, this, &AccessibleTable::modelReset)
            << connect(model, &QAbstractItemModel::columnsRemoved, this, &AccessibleTable::modelReset)
            << connect(model, &QAbstractItemModel::dataChanged, this,
                   [this](const QModelIndex& from, const QModelIndex& to) {
                       // The cursor's cell says its new content (a written box, a preview).
                       if (!QAccessible::isActive() || m_cursorRow < from.row() || m_cursorRow > to.row()
                           || m_cursorColumn < from.column() || m_cursorColumn > to.column())
                           return;
                       if (QAccessibleInterface* cell
                           = cellInterface(this, TableCellAccessible::Cell, m_cursorRow, m_cursorColumn)) {
                           QAccessibleEvent event(cell, QAccessible::NameChanged);
                           QAccessible::updateAccessibility(&event);
                       }
                   });
    }
    modelReset();
    emit modelChanged();
}

void AccessibleTable::modelReset()
{
    stores()[this].clear();
    if (QAccessible::isActive()) {
        QAccessibleTableModelChangeEvent event(this, QAccessibleTableModelChangeEvent::ModelReset);
        QAccessible::updateAccessibility(&event);
    }
}

int AccessibleTable::rowCount() const
{
    return m_model ? m_model->rowCount() : 0;
}

int AccessibleTable::columnCount() const
{
    return m_model ? m_model->columnCount() : 0;
}

QString AccessibleTable::cellName(int row, int column) const
{
    if (!m_model || row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return {};
    const QModelIndex index = m_model->index(row, column);
    const int role = m_model->roleNames().key("accessibleName", -1);
    const QString name = role >= 0 ? m_model->data(index, role).toString() : QString();
    return name.isEmpty() ? m_model->data(index).toString() : name;
}

QString AccessibleTable::rowName(int row) const
{
    return m_model ? m_model->headerData(row, Qt::Vertical).toString() : QString();
}

QString AccessibleTable::columnName(int column) const
{
    if (!m_model)
        return {};
    const QString name = m_model->headerData(column, Qt::Horizontal, Qt::AccessibleTextRole).toString();
    return name.isEmpty() ? m_model->headerData(column, Qt::Horizontal).toString() : name;
}

void AccessibleTable::press(int row, int column)
{
    if (row >= 0 && column >= 0 && row < rowCount() && column < columnCount())
        emit activated(row, column);
}

void AccessibleTable::setCursorRow(int row)
{
    if (row == m_cursorRow)
        return;
    m_cursorRow = row;
    announceCursor();
    emit cursorChanged();
}

void AccessibleTable::setCursorColumn(int column)
{
    if (column == m_cursorColumn)
        return;
    m_cursorColumn = column;
    announceCursor();
    emit cursorChanged();
}

void AccessibleTable::setFocused(bool focused)
{
    if (focused == m_focused)
        return;
    m_focused = focused;
    announceCursor(true);
    emit focusedChanged();
    emit cursorChanged(); // focusEvents
}

// The cell under the cursor becomes the focused object: a screen reader reads its name.
void AccessibleTable::announceCursor(bool focusArrived)
{
    if (!m_focused || !QAccessible::isActive())
        return;
    const bool onCell = m_cursorRow >= 0 && m_cursorColumn >= 0;
    // A cursor taken away (after a write, half-way through a move) is no news: the table is read
    // anew only when the focus comes to it, and the sentence of the write follows anyway.
    if (!onCell && !focusArrived)
        return;
    // Without a cursor the table itself has the focus.
    QAccessibleInterface* target = onCell
        ? cellInterface(this, TableCellAccessible::Cell, m_cursorRow, m_cursorColumn)
        : QAccessible::queryAccessibleInterface(this);
    if (!target)
        return;
    ++m_focusEvents;
    QAccessibleEvent event(target, QAccessible::Focus);
    QAccessible::updateAccessibility(&event);
}

#include "accessibility.moc"
