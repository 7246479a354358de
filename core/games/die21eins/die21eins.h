// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "engine/gamedef.h"
#include "kits/race.h"

namespace knobel {

class Die21EinsState;

/// Die 21. Eins (seed 000): one throw of one die a turn, in turn; the ones all players throw are
/// counted together, and whoever throws the 21st one wins. Nobody decides anything. A game lasts 126
/// throws on average (21 ones at 1/6 each).
class Die21EinsDef final : public RaceDef<Die21EinsState>
{
public:
    std::string_view id() const override { return "die21eins"; }
    std::string_view name() const override { return "Die 21. Eins"; }
    ListGroup listGroup() const override { return ListGroup::OneDie; }
    int listPlace() const override { return 4; }
    const char* description() const override;
    Message totalText(int total) const override;
    /// The file loader's limit: 21 ones in 100000 throws fail to come with a chance below 1e-7000.
    std::size_t maxActions(const GameSetup& /*setup*/) const override { return 100000; }

    static constexpr int kOnes = 21;
};

class Die21EinsState final : public RaceState
{
public:
    explicit Die21EinsState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<Die21EinsState>(*this); }
    Observation observe(Seat viewer) const override;
    Result result() const override;
    Message status(Seat viewer) const override;
    Message describe(const Action& action, Seat by, Seat viewer) const override;

    /// The ones thrown so far, all players together, and by each.
    int ones() const;
    const std::vector<int>& onesBy() const { return m_ones; }
    Seat winner() const { return m_winner; }

protected:
    void landed(Seat seat, const std::vector<int>& faces) override;
    const char* gameName() const override { return "Die 21. Eins"; }

private:
    std::vector<int> m_ones;
    Seat m_winner = kNoSeat;
};

} // namespace knobel
