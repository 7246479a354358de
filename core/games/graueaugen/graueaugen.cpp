// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/graueaugen/graueaugen.h"

#include <QtCore/qglobal.h>

namespace knobel {

const char* GraueAugenDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Blaue Augen with the odd pips: three dice in turn, only 1, 3 and 5 count. After the agreed rounds "
        "the highest total wins.");
}

const std::vector<OptionSpec>& GraueAugenDef::options() const
{
    return BlaueAugenDef().options();
}

std::size_t GraueAugenDef::maxActions(const GameSetup& setup) const
{
    return BlaueAugenDef().maxActions(setup);
}

} // namespace knobel
