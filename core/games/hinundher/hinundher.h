// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <vector>

#include "engine/gamedef.h"
#include "kits/race.h"

namespace knobel {

class HinUndHerState;

/// Hin und her (seed 000): every player's list holds 1 to 6. One throw of one die a turn: the number
/// thrown is struck, or written anew if it was struck already. The first with all six struck wins.
class HinUndHerDef final : public RaceDef<HinUndHerState>
{
public:
    std::string_view id() const override { return "hinundher"; }
    std::string_view name() const override { return QT_TRANSLATE_NOOP("knobel::GameNames", "Hin und her"); }
    ListGroup listGroup() const override { return ListGroup::OneDie; }
    int listPlace() const override { return 2; }
    const char* description() const override;
    /// A standing's total: the numbers struck on the list.
    Message totalText(int total) const override;
};

class HinUndHerState final : public RaceState
{
public:
    explicit HinUndHerState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<HinUndHerState>(*this); }
    Observation observe(Seat viewer) const override;
    Result result() const override;
    Message status(Seat viewer) const override;
    Message describe(const Action& action, Seat by, Seat viewer) const override;

    /// Whether this seat's number (1…6) is struck.
    bool struck(Seat seat, int number) const
    {
        return m_struck.at(std::size_t(seat))[std::size_t(number - 1)];
    }
    /// The numbers struck on a seat's list.
    int struckCount(Seat seat) const;
    /// The winner, once the game is over.
    Seat winner() const { return m_winner; }

protected:
    void landed(Seat seat, const std::vector<int>& faces) override;
    const char* gameName() const override { return "Hin und her"; }

private:
    std::vector<std::array<bool, 6>> m_struck;
    Seat m_winner = kNoSeat;
};

} // namespace knobel
