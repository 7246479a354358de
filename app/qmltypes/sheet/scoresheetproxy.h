// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIdentityProxyModel>
#include <QtQml/qqmlregistration.h>

/// The score sheet as one view sees it: a model that lives exactly as long as the view that shows it.
///
/// The sheet model belongs to the window's GameController and outlives every game page. Qt 6.4's
/// HeaderView connects a lambda to its model's headerDataChanged without a context object, so the
/// connection stays after the header view is destroyed; the next headerDataChanged of a new game then
/// ran into the destroyed header (the crash when a second game was started). Each ScoreSheet puts
/// this proxy between the shared model and its TableView and headers: whatever the views leave
/// connected is connected to the proxy, which is destroyed with them.
class ScoreSheetProxy : public QIdentityProxyModel
{
    Q_OBJECT
    QML_ELEMENT

public:
    explicit ScoreSheetProxy(QObject* parent = nullptr);
};
