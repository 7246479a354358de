// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QAccessibleInterface;
class QObject;

namespace accessibility {

/// Which of Knobelbecher's interfaces answers for an object (none: Qt's own).
QAccessibleInterface* factory(const QString& className, QObject* object);
/// Puts factory() in front of Qt's: before any window exists, so that the first question about a
/// button is answered here.
void installFactory();

} // namespace accessibility
