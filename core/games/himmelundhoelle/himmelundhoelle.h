// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "engine/gamedef.h"
#include "kits/race.h"

namespace knobel {

class HimmelUndHoelleState;

/// Himmel und Hölle (seed 000): one throw of two dice a turn, for an agreed number of rounds (option
/// `rounds`, default 5). A die's top face ("Himmel", heaven) counts tens, its bottom face ("Hölle",
/// hell, 7 − top) ones: 9 × top + 7. The highest total wins; equal totals share. Nobody decides.
class HimmelUndHoelleDef final : public RaceDef<HimmelUndHoelleState>
{
public:
    std::string_view id() const override { return "himmelundhoelle"; }
    std::string_view name() const override { return "Himmel und Hölle"; }
    ListGroup listGroup() const override { return ListGroup::TwoDice; }
    int listPlace() const override { return 8; }
    const char* description() const override;
    Family family() const override { return Family::Tally; }
    const std::vector<OptionSpec>& options() const override;
    std::size_t maxActions(const GameSetup& setup) const override;

    /// What one die counts: its top face as tens, the bottom face (7 − top) as ones.
    static constexpr int dieValue(int top) { return 10 * top + (7 - top); }
    /// What a throw counts: both dice.
    static constexpr int throwValue(int first, int second) { return dieValue(first) + dieValue(second); }
    /// The expected value of a throw (closed form): 2 × (9 × 3.5 + 7) = 77; its variance 2 × 81 × 35/12.
    static constexpr double kMeanThrow = 77.0;
    static constexpr double kThrowVariance = 2 * 81 * 35.0 / 12;
};

class HimmelUndHoelleState final : public RaceState
{
public:
    explicit HimmelUndHoelleState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<HimmelUndHoelleState>(*this); }
    Observation observe(Seat viewer) const override;
    Result result() const override;
    Message status(Seat viewer) const override;
    Message describe(const Action& action, Seat by, Seat viewer) const override;

    /// The seats in the order they throw.
    std::vector<Seat> order() const { return inTurnOrder(); }
    int round() const { return m_round; }
    int rounds() const { return m_rounds; }
    const std::vector<int>& totals() const { return m_totals; }

protected:
    void landed(Seat seat, const std::vector<int>& faces) override;
    const char* gameName() const override { return "Himmel und Hölle"; }

private:
    int m_rounds = 5;
    int m_round = 1;
    std::vector<int> m_totals;
    std::vector<int> m_last; ///< per seat: what its last throw counted (0: none yet)
};

} // namespace knobel
