// SPDX-License-Identifier: GPL-3.0-or-later
#include "scoresheetproxy.h"

ScoreSheetProxy::ScoreSheetProxy(QObject* parent)
    : QIdentityProxyModel(parent)
{
}
