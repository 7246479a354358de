// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <map>
#include <string>
#include <vector>

#include "engine/gamedef.h"
#include "kits/race.h"

namespace knobel {

class EinsBisSechzehnState;

/// A number formed from the dice of a throw, each die at most once: its value and how it is written
/// ("3 + 2 − 1"; a die alone is just its face).
struct Formula
{
    int value = 0;
    std::string text;
    int dice = 0; ///< how many dice it uses
    /// "3 + 2 − 1 = 4", or "3" for a die alone.
    std::string written() const;
    bool operator==(const Formula&) const = default;
};

/// Eins bis sechzehn (seed 000): "… aus den gewürfelten Augenzahlen die Zahlen von 1 bis 16 zu
/// kombinieren. Diese Zahlen können direkt gewürfelt werden, oder durch Addition und Subtraktion von
/// Augenzahlen gebildet werden." One throw of three dice a turn. The player forms the next number of his
/// track from the throw, each die at most once (a die alone allowed), with + and − (option
/// `multiply_divide`: also × and ÷ with whole results); as long as the next number after it can be
/// formed from the same three dice again, he goes on. The track is 1 → 16, then 16 → 1 (32 steps); the
/// first to finish wins. Nobody decides: each number is formed from the whole throw anew, so the
/// furthest a throw carries is the run of next numbers it can form.
class EinsBisSechzehnDef final : public RaceDef<EinsBisSechzehnState>
{
public:
    std::string_view id() const override { return "einsbissechzehn"; }
    std::string_view name() const override { return "Eins bis sechzehn"; }
    ListGroup listGroup() const override { return ListGroup::ThreeDice; }
    int listPlace() const override { return 21; }
    const char* description() const override;
    const std::vector<OptionSpec>& options() const override;
    /// A player's total in the result: the steps of the track done.
    Message totalText(int total) const override;
    /// The file loader's limit: a player advances on more than one throw in six at every step.
    std::size_t maxActions(const GameSetup& /*setup*/) const override { return 100000; }

    /// The steps of a track: 1 … 16 up, 16 … 1 back.
    static constexpr int kSteps = 32;
    static constexpr int kTop = 16;
    /// The number a player with this many steps done needs next (0 when the track is done).
    static int needed(int steps) { return steps < kTop ? steps + 1 : steps < kSteps ? kSteps - steps : 0; }
    /// Every whole number above zero that these dice form, each die at most once, with + and − (and
    /// × and ÷ where every division comes out whole), with its simplest formula: the fewest dice, then
    /// the fewest × and ÷, the fewest brackets, the fewest −, the higher die first.
    static std::map<int, Formula> formable(const std::vector<int>& faces, bool multiplyDivide);
    /// The formulas that carry a player with `steps` done furthest with this throw: the next number,
    /// the one after it, … as long as each can be formed from the throw.
    static std::vector<Formula> run(int steps, const std::vector<int>& faces, bool multiplyDivide);
    /// One player's expected throws to finish the track from the start, and its variance, by dynamic
    /// programming over the 32 steps and the 216 throws.
    static double expectedThrows(bool multiplyDivide);
    static double throwsVariance(bool multiplyDivide);
};

class EinsBisSechzehnState final : public RaceState
{
public:
    explicit EinsBisSechzehnState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<EinsBisSechzehnState>(*this); }
    Observation observe(Seat viewer) const override;
    Result result() const override;
    Message status(Seat viewer) const override;
    Message describe(const Action& action, Seat by, Seat viewer) const override;

    /// Every seat's steps done, 0 … 32.
    const std::vector<int>& steps() const { return m_steps; }
    bool multiplyDivide() const { return m_multiplyDivide; }
    /// The formulas of the last throw (empty when it formed nothing).
    const std::vector<Formula>& lastRun() const { return m_lastRun; }

protected:
    void landed(Seat seat, const std::vector<int>& faces) override;
    const char* gameName() const override { return "Eins bis sechzehn"; }

private:
    bool m_multiplyDivide = false;
    std::vector<int> m_steps;
    std::vector<Formula> m_lastRun;
    Seat m_winner = kNoSeat;
};

} // namespace knobel
