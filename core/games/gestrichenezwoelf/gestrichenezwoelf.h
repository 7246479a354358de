// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <vector>

#include "engine/gamedef.h"
#include "kits/ledger.h"
#include "kits/race.h"

namespace knobel {

class GestricheneZwoelfState;

/// Gestrichene Zwölf (seed 000): every list holds 2 to 12. A player throws two dice as long as the
/// sum can be struck (the 7 always, and every stroke of it counted); the first sum that cannot be
/// struck ends the turn. The first with all eleven struck ends the game: he pays every other player a
/// chip for each number that player has not struck (option losers_pay_unstruck: they pay him), and
/// every other player pays him 10 chips for each stroke of the 7 on his list.
class GestricheneZwoelfDef final : public RaceDef<GestricheneZwoelfState>
{
public:
    std::string_view id() const override { return "gestrichenezwoelf"; }
    std::string_view name() const override
    {
        return QT_TRANSLATE_NOOP("knobel::GameNames", "Gestrichene Zwölf");
    }
    ListGroup listGroup() const override { return ListGroup::TwoDice; }
    int listPlace() const override { return 12; }
    const char* description() const override;
    bool settlesInChips() const override { return true; }
    const std::vector<OptionSpec>& options() const override;

    /// What every other player pays the winner for each stroke of the 7 on the winner's list.
    static constexpr int kPerSeven = 10;
};

/// What each seat receives (positive) or pays when `winner` has struck all: the chips for the numbers
/// the others have not struck (paid by the winner, or to him when `losersPayUnstruck`), and 10 a
/// stroke of the winner's 7 from each other player. Sums to zero.
std::vector<Payment> gestricheneZwoelfPayments(
    Seat winner, const std::vector<int>& unstruck, int winnersSevens, bool losersPayUnstruck);

class GestricheneZwoelfState final : public RaceState
{
public:
    explicit GestricheneZwoelfState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<GestricheneZwoelfState>(*this); }
    Observation observe(Seat viewer) const override;
    Result result() const override;
    Message status(Seat viewer) const override;
    Message describe(const Action& action, Seat by, Seat viewer) const override;

    /// Whether this seat's number (2…12) is struck.
    bool struck(Seat seat, int number) const
    {
        return m_struck.at(std::size_t(seat))[std::size_t(number - 2)];
    }
    /// The numbers 2…12 struck on a seat's list (the 7 once, however often it was struck).
    int struckCount(Seat seat) const;
    /// The strokes of the 7 on a seat's list.
    int sevens(Seat seat) const { return m_sevens.at(std::size_t(seat)); }
    /// Throws in the turn going on.
    int turnThrows() const { return m_turnThrows; }
    Seat winner() const { return m_winner; }
    const Ledger& ledger() const { return m_ledger; }

protected:
    void landed(Seat seat, const std::vector<int>& faces) override;
    const char* gameName() const override { return "Gestrichene Zwölf"; }

private:
    bool m_losersPayUnstruck = false;
    std::vector<std::array<bool, 11>> m_struck;
    std::vector<int> m_sevens;
    int m_turnThrows = 0;
    Seat m_winner = kNoSeat;
    Ledger m_ledger;
};

} // namespace knobel
