// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "engine/gamedef.h"
#include "kits/race.h"
#include "kits/tally.h"

namespace knobel {

class PaschState;

/// Pasch (seed 000): "Jeder hat 3 Würfel. Gewertet werden nur die Paschzahlen. … Ein Dreierpasch wird
/// jedoch vierfach bewertet. 6-6-6 zählen also 24." One throw of three dice a turn for an agreed number
/// of rounds (option `rounds`, default 5): a pair scores its pips (3-3 → 6), three alike four times the
/// face (6-6-6 → 24), no pair nothing. The highest total wins.
class PaschDef final : public RaceDef<PaschState>
{
public:
    std::string_view id() const override { return "pasch"; }
    std::string_view name() const override { return "Pasch"; }
    ListGroup listGroup() const override { return ListGroup::ThreeDice; }
    int listPlace() const override { return 17; }
    const char* description() const override;
    Family family() const override { return Family::Tally; }
    const std::vector<OptionSpec>& options() const override;
    std::size_t maxActions(const GameSetup& setup) const override;

    /// The face that two or three of the dice show, or 0.
    static int pairFace(const std::vector<int>& faces);
    /// Whether all three dice show the same face.
    static bool threeAlike(const std::vector<int>& faces);
    /// What a throw scores: a pair its pips (2 × face), three alike 4 × the face, else 0.
    static int score(const std::vector<int>& faces);
    /// The expected score of a throw (closed form): each face f comes three alike once in 216 (4f) and
    /// as a pair only 15 times (2f): Σ (4f + 30f) / 216 = 34 × 21 / 216 = 119/36 ≈ 3.306; the mean
    /// square Σ (16f² + 60f²) / 216 = 76 × 91 / 216.
    static constexpr double kMeanThrow = 119.0 / 36;
    static constexpr double kThrowVariance = 76.0 * 91 / 216 - kMeanThrow * kMeanThrow;
    static constexpr int kRounds = 5;
};

class PaschState final : public TallyState
{
public:
    explicit PaschState(const GameSetup& setup);

    std::unique_ptr<State> clone() const override { return std::make_unique<PaschState>(*this); }
    Message describe(const Action& action, Seat by, Seat viewer) const override;
    int score(const std::vector<int>& faces) const override { return PaschDef::score(faces); }

protected:
    const char* gameName() const override { return "Pasch"; }
};

} // namespace knobel
