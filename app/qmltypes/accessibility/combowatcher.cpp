// SPDX-License-Identifier: GPL-3.0-or-later
#include "combowatcher.h"

namespace accessibility {

QAccessibleInterface* comboOption(QQuickItem* combo, int index)
{
    return ComboWatcher::instance()->option(combo, index);
}

} // namespace accessibility
