// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "engine/gamedef.h"
#include "kits/ledger.h"
#include "kits/race.h"

namespace knobel {

class JuleState;

/// Jule (seed 000): one throw of one die a turn. A player writes 1, 2, … 6, each when it is thrown as
/// the next one needed, then strikes them again from 6 down to 1. The first to strike the 1 wins;
/// every other player pays the winner a chip for each of the six numbers not yet struck on his list.
class JuleDef final : public RaceDef<JuleState>
{
public:
    std::string_view id() const override { return "jule"; }
    std::string_view name() const override { return QT_TRANSLATE_NOOP("knobel::GameNames", "Jule"); }
    ListGroup listGroup() const override { return ListGroup::OneDie; }
    int listPlace() const override { return 1; }
    const char* description() const override;
    bool settlesInChips() const override { return true; }

    /// The steps of a list: six numbers written, six struck.
    static constexpr int kSteps = 12;
    /// The number a player with this many steps done needs next: 1…6 to write, then 6…1 to strike;
    /// 0 when the list is done.
    static int needed(int steps) { return steps < 6 ? steps + 1 : steps < kSteps ? kSteps - steps : 0; }
    /// The numbers not yet struck on a list with this many steps done: what its player pays the winner.
    static int unstruck(int steps) { return 6 - (steps > 6 ? steps - 6 : 0); }
};

class JuleState final : public RaceState
{
public:
    explicit JuleState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<JuleState>(*this); }
    Observation observe(Seat viewer) const override;
    Result result() const override;
    Message status(Seat viewer) const override;
    Message describe(const Action& action, Seat by, Seat viewer) const override;

    /// Every seat's steps done, 0…12.
    const std::vector<int>& steps() const { return m_steps; }
    const Ledger& ledger() const { return m_ledger; }

protected:
    void landed(Seat seat, const std::vector<int>& faces) override;
    const char* gameName() const override { return "Jule"; }

private:
    std::vector<int> m_steps;
    Ledger m_ledger;
};

} // namespace knobel
