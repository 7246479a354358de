// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <vector>

#include "engine/gamedef.h"
#include "kits/ledger.h"
#include "kits/race.h"

namespace knobel {

class GrossesHerzState;

/// Das große Herz (seed 000): every player's heart has six chambers, one for each number 1–6. The
/// players throw one die in turn; a thrown number fills its chamber in the thrower's heart if it is
/// free, or else passes to the left neighbour, then the next, until someone can use it; if nobody
/// can, it lapses. A full heart throws no more. The last player with a free chamber loses and pays
/// every other player a chip. Nobody decides anything.
class GrossesHerzDef final : public RaceDef<GrossesHerzState>
{
public:
    std::string_view id() const override { return "grossesherz"; }
    std::string_view name() const override
    {
        return QT_TRANSLATE_NOOP("knobel::GameNames", "Das große Herz");
    }
    ListGroup listGroup() const override { return ListGroup::OneDie; }
    int listPlace() const override { return 6; }
    const char* description() const override;
    bool settlesInChips() const override { return true; }

    static constexpr int kChambers = 6;
};

class GrossesHerzState final : public RaceState
{
public:
    using Heart = std::array<bool, GrossesHerzDef::kChambers>; ///< chamber n − 1 holds the number n

    explicit GrossesHerzState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<GrossesHerzState>(*this); }
    Observation observe(Seat viewer) const override;
    Result result() const override;
    Message status(Seat viewer) const override;
    Message describe(const Action& action, Seat by, Seat viewer) const override;

    const std::vector<Heart>& hearts() const { return m_hearts; }
    /// The seat whose heart takes this number thrown by `thrower`: the thrower's own, else the first
    /// to its left that can use it; kNoSeat when nobody can.
    Seat takerOf(int number, Seat thrower) const;
    /// The seat that loses (the last with a free chamber), once the game is over.
    Seat loser() const { return m_loser; }
    const Ledger& ledger() const { return m_ledger; }

protected:
    void landed(Seat seat, const std::vector<int>& faces) override;
    const char* gameName() const override { return "Das große Herz"; }

private:
    int freeChambers(Seat seat) const;

    std::vector<Heart> m_hearts;
    Seat m_lastTaker = kNoSeat; ///< whose heart took the last number thrown (kNoSeat: it lapsed)
    Seat m_loser = kNoSeat;
    Ledger m_ledger;
};

} // namespace knobel
