// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "engine/gamedef.h"
#include "kits/ledger.h"
#include "kits/race.h"

namespace knobel {

class ElfHochState;

/// Elf hoch (seed 000): each player puts 3 chips in the pot; in turn each throws two dice once. Below
/// 11 the thrower pays the difference to 11 into the pot; 12 pays as much as the pot holds (doubles
/// it); 11 takes the pot and ends the game. Nobody decides anything.
///
/// What ends it: only an 11, whose chance is 2/36 = 1/18 a throw, so a game lasts 18 throws on
/// average and is over within n throws but for (17/18)^n (within 400 throws but for 1e-10).
class ElfHochDef final : public RaceDef<ElfHochState>
{
public:
    std::string_view id() const override { return "elfhoch"; }
    std::string_view name() const override { return "Elf hoch"; }
    ListGroup listGroup() const override { return ListGroup::TwoDice; }
    int listPlace() const override { return 10; }
    const char* description() const override;
    bool settlesInChips() const override { return true; }
    /// The file loader's limit: a game this long has a chance of (17/18)^100000, never.
    std::size_t maxActions(const GameSetup& /*setup*/) const override { return 100000; }

    static constexpr int kAnte = 3;
    static constexpr int kTarget = 11;
    /// The most the pot may hold: a 12 pays at most up to it (a chip count a table never sees; it
    /// takes some 27 twelves before an 11, a chance below 1e-12, and keeps the arithmetic in range).
    static constexpr int kMostInPot = 1 << 29;
    /// What a throw of this sum pays into a pot holding `pot`: 11 − sum below 11, the pot on 12, 0 on 11.
    static int payment(int sum, int pot);
};

class ElfHochState final : public RaceState
{
public:
    explicit ElfHochState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<ElfHochState>(*this); }
    Observation observe(Seat viewer) const override;
    Result result() const override;
    Message status(Seat viewer) const override;
    Message describe(const Action& action, Seat by, Seat viewer) const override;

    const Ledger& ledger() const { return m_ledger; }
    /// The throws of the game so far, all seats together.
    int throwsMade() const { return m_throws; }

protected:
    void landed(Seat seat, const std::vector<int>& faces) override;
    const char* gameName() const override { return "Elf hoch"; }

private:
    Ledger m_ledger;
    int m_throws = 0;
};

} // namespace knobel
