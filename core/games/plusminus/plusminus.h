// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "engine/gamedef.h"
#include "kits/race.h"

namespace knobel {

class PlusMinusState;

/// Plus-minus (seed 000): each player throws one die nine times in a row; throws 3, 6 and 9 are
/// subtracted, the others added. The total may be negative on the way; the highest total wins and
/// equal totals share. Nobody decides anything: every action is a throw.
class PlusMinusDef final : public RaceDef<PlusMinusState>
{
public:
    std::string_view id() const override { return "plusminus"; }
    std::string_view name() const override { return "Plus-minus"; }
    ListGroup listGroup() const override { return ListGroup::OneDie; }
    int listPlace() const override { return 3; }
    const char* description() const override;
    Family family() const override { return Family::Tally; }
    Message totalText(int total) const override;
    std::size_t maxActions(const GameSetup& setup) const override;

    static constexpr int kThrows = 9;
    /// Whether the throw of this number (from 1) is subtracted: every third.
    static constexpr bool subtracted(int throwNumber) { return throwNumber % 3 == 0; }
};

class PlusMinusState final : public RaceState
{
public:
    explicit PlusMinusState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<PlusMinusState>(*this); }
    Observation observe(Seat viewer) const override;
    Result result() const override;
    Message status(Seat viewer) const override;
    Message describe(const Action& action, Seat by, Seat viewer) const override;

    /// The seats in the order their turns come.
    std::vector<Seat> order() const { return inTurnOrder(); }
    /// Each seat's total so far, and its throws made.
    const std::vector<int>& totals() const { return m_totals; }
    std::vector<int> throwsMade() const;

protected:
    void landed(Seat seat, const std::vector<int>& faces) override;
    const char* gameName() const override { return "Plus-minus"; }

private:
    std::vector<int> m_totals;
};

} // namespace knobel
