// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "games/blaueaugen/blaueaugen.h"

namespace knobel {

class GraueAugenState;

/// Graue Augen (seed 000): "Bei der Variante Graue Augen gelten nur die ungeraden Zahlen (1, 3, 5) und
/// werden addiert." Blaue Augen's rules with the odd pips, as its own entry on the game list.
class GraueAugenDef final : public RaceDef<GraueAugenState>
{
public:
    std::string_view id() const override { return "graueaugen"; }
    std::string_view name() const override { return "Graue Augen"; }
    ListGroup listGroup() const override { return ListGroup::ThreeDice; }
    int listPlace() const override { return 13; }
    const char* description() const override;
    Family family() const override { return Family::Tally; }
    const std::vector<OptionSpec>& options() const override;
    std::size_t maxActions(const GameSetup& setup) const override;
};

/// Blaue Augen's game with the odd pips.
class GraueAugenState final : public BlaueAugenState
{
public:
    explicit GraueAugenState(const GameSetup& setup)
        : BlaueAugenState(setup, true)
    {
    }
    std::unique_ptr<State> clone() const override { return std::make_unique<GraueAugenState>(*this); }
};

} // namespace knobel
