// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "comboboxaccessible.h"

#include <QPointer>
#include <QQuickWindow>

namespace accessibility {

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

} // namespace accessibility
