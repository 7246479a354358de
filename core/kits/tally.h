// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

#include "engine/gamedef.h"
#include "kits/race.h"

namespace knobel {

/// A tally game without decisions (Blaue Augen, Graue Augen, Pasch, Einer gleich zwei): rounds of one
/// throw a seat, in turn; every throw scores points (score()) added to its thrower's total; after the
/// last round the highest total wins and equal totals share the win. A game says what a throw scores
/// and tells it (describe()); the rounds, the standing, the status and the outcome are the kit's.
class TallyState : public RaceState
{
public:
    TallyState(const GameSetup& setup, int dice, int rounds);

    Observation observe(Seat viewer) const override;
    Result result() const override;
    Message status(Seat viewer) const override;

    /// The seats in the order they throw.
    std::vector<Seat> order() const { return inTurnOrder(); }
    int round() const { return m_round; }
    int rounds() const { return m_rounds; }
    const std::vector<int>& totals() const { return m_totals; }
    /// What a throw of these faces scores (the faces are checked: as many as the game's dice, 1 to 6).
    virtual int score(const std::vector<int>& faces) const = 0;

protected:
    void landed(Seat seat, const std::vector<int>& faces) final;

private:
    int m_dice = 3;
    int m_rounds = 5;
    int m_round = 1;
    std::vector<int> m_totals;
    std::vector<int> m_last; ///< per seat: what its last throw scored (-1: no throw yet)
};

/// The option `rounds` as the tally games declare it (default `fallback`), and its value in a setup.
OptionSpec roundsOption(int fallback);
int roundsIn(const GameSetup& setup, int fallback);

/// Dice in a sentence, "3, 2 and 3": written and read aloud alike (facesMessage() is read as a list).
Message diceInWords(const std::vector<int>& faces);

/// "2 + 6 = 8" (or "6" for one number): numbers added, for a game's sentences and formulas.
std::string sumText(const std::vector<int>& numbers);

} // namespace knobel
