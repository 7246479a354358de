// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

/// The root of a custom control drawn in QML (a die, a card): with `Accessible.role` PushButton,
/// CheckBox or RadioButton its interface reports what Qt 6.4's generic one does not — disabled
/// when the item is, checked from its `checked` property when it has `checkable: true` — and its
/// Press and Toggle run the item's Accessible.onPressAction / onToggleAction, else its clicked().
class AccessibleItem : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT

public:
    explicit AccessibleItem(QQuickItem* parent = nullptr)
        : QQuickItem(parent)
    {
    }
};
