// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "engine/gamedef.h"
#include "kits/race.h"
#include "kits/tally.h"

namespace knobel {

class EinerGleichZweiState;

/// Einer gleich zwei (seed 000): "Jeder würfelt zehnmal. Gewertet werden nur diejenigen Würfe, bei denen
/// die addierten Augen von 2 Würfeln den Augen des dritten Würfels entsprechen." Ten rounds of one throw
/// of three dice; a throw whose two dice add up to the third scores the third die's pips (1-1-2 → 2),
/// any other nothing. The highest total wins.
class EinerGleichZweiDef final : public RaceDef<EinerGleichZweiState>
{
public:
    std::string_view id() const override { return "einergleichzwei"; }
    std::string_view name() const override { return "Einer gleich zwei"; }
    ListGroup listGroup() const override { return ListGroup::ThreeDice; }
    int listPlace() const override { return 20; }
    const char* description() const override;
    Family family() const override { return Family::Tally; }
    std::size_t maxActions(const GameSetup& setup) const override;

    /// The die that the two others add up to (its pips), or 0.
    static int third(const std::vector<int>& faces);
    /// What a throw scores: the third die's pips when the two others add up to it, else 0.
    static int score(const std::vector<int>& faces) { return third(faces); }
    /// The expected score of a throw, counted out over the 216 throws of three dice (35/36: 45 throws
    /// score, 1-1-2 up to 1-5-6 and 2-4-6, 3-3-6 …), and the variance of a throw's score (5075/1296).
    static double expectedThrow();
    static double throwVariance();
    /// "Jeder würfelt zehnmal."
    static constexpr int kThrows = 10;
};

class EinerGleichZweiState final : public TallyState
{
public:
    explicit EinerGleichZweiState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<EinerGleichZweiState>(*this); }
    Message describe(const Action& action, Seat by, Seat viewer) const override;
    int score(const std::vector<int>& faces) const override { return EinerGleichZweiDef::score(faces); }

protected:
    const char* gameName() const override { return "Einer gleich zwei"; }
};

} // namespace knobel
