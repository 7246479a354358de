// SPDX-License-Identifier: GPL-3.0-or-later
#include "announcer.h"

#include "announcementlineaccessible.h"
#include "speech.h"
#include "support.h"

#include <QAccessible>
#include <QQuickWindow>
#include <QTimer>

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
    while (item && item != w->contentItem() && !accessibility::attachedOf(item))
        item = item->parentItem();
    if (!item || item == w->contentItem())
        return;
    ++m_focusRepeats;
    QAccessibleEvent event(item, QAccessible::Focus);
    QAccessible::updateAccessibility(&event);
}

Announcer::~Announcer()
{
    accessibility::forgetAnnouncementLines(this);
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
    QAccessibleInterface* line = accessibility::announcementLine(this, lastLine());
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
