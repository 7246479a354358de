// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "engine/gamedef.h"
#include "kits/ledger.h"
#include "kits/race.h"

namespace knobel {

class DoppeltesLottchenState;

/// Doppeltes Lottchen (seed 000): "Reihum wird gewürfelt. Die geworfenen Augenzahlen aller Teilnehmer
/// werden laufend addiert. Verloren hat, wer die Zahl 66 erreicht oder überschreitet." Three dice, one
/// throw a turn; the pips of all players make one running total for the table, and whoever reaches or
/// passes 66 loses and pays every other player a chip. Nobody decides anything.
class DoppeltesLottchenDef final : public RaceDef<DoppeltesLottchenState>
{
public:
    std::string_view id() const override { return "doppelteslottchen"; }
    std::string_view name() const override { return "Doppeltes Lottchen"; }
    ListGroup listGroup() const override { return ListGroup::ThreeDice; }
    int listPlace() const override { return 18; }
    const char* description() const override;
    bool settlesInChips() const override { return true; }
    Message totalText(int total) const override;
    /// Every throw adds at least 3, so the game is over after 22 throws at the latest.
    std::size_t maxActions(const GameSetup& /*setup*/) const override { return kGoal / 3; }

    static constexpr int kGoal = 66;
    /// The chance that a game lasts exactly n throws (index n; computed over the sums of three dice).
    static std::vector<double> throwsDistribution();
    /// The expected number of throws a game lasts (about 6.65).
    static double expectedThrows();
    /// The chance that the seat `after` places after the first thrower (0: the first) loses at a
    /// table of `seats`.
    static double loserChance(int seats, int after);
};

class DoppeltesLottchenState final : public RaceState
{
public:
    explicit DoppeltesLottchenState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<DoppeltesLottchenState>(*this); }
    Observation observe(Seat viewer) const override;
    Result result() const override;
    Message status(Seat viewer) const override;
    Message describe(const Action& action, Seat by, Seat viewer) const override;

    /// The table's running total, and what each seat added to it.
    int total() const { return m_total; }
    const std::vector<int>& pipsBy() const { return m_pips; }
    Seat loser() const { return m_loser; }
    const Ledger& ledger() const { return m_ledger; }

protected:
    void landed(Seat seat, const std::vector<int>& faces) override;
    const char* gameName() const override { return "Doppeltes Lottchen"; }

private:
    int m_total = 0;
    std::vector<int> m_pips;
    Seat m_loser = kNoSeat;
    Ledger m_ledger;
};

} // namespace knobel
