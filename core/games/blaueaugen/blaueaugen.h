// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include "engine/gamedef.h"
#include "kits/race.h"
#include "kits/tally.h"

namespace knobel {

class BlaueAugenState;

/// Blaue Augen (seed 000): "Reihum wird gewürfelt. Nur die geraden Zahlen (2, 4, 6) gelten und werden
/// zusammengezählt." Three dice, one throw a turn, for an agreed number of rounds (option `rounds`,
/// default 5); the highest total wins. Graue Augen (core/games/graueaugen) counts the odd pips.
class BlaueAugenDef final : public RaceDef<BlaueAugenState>
{
public:
    std::string_view id() const override { return "blaueaugen"; }
    std::string_view name() const override { return "Blaue Augen"; }
    ListGroup listGroup() const override { return ListGroup::ThreeDice; }
    int listPlace() const override { return 13; }
    const char* description() const override;
    Family family() const override { return Family::Tally; }
    const std::vector<OptionSpec>& options() const override;
    std::size_t maxActions(const GameSetup& setup) const override;

    /// The dice that count in a throw: the even ones (Blaue Augen) or the odd ones (Graue Augen).
    static std::vector<int> counted(const std::vector<int>& faces, bool odd);
    /// What a throw scores: the counted pips added.
    static int score(const std::vector<int>& faces, bool odd);
    /// The expected score of a throw of three dice (closed form): 3 × (2 + 4 + 6) / 6 = 6 for the even
    /// pips, 3 × (1 + 3 + 5) / 6 = 4.5 for the odd; its variance 3 × (56/6 − 4) = 16, 3 × (35/6 − 2.25).
    static constexpr double meanThrow(bool odd) { return odd ? 4.5 : 6.0; }
    static constexpr double throwVariance(bool odd)
    {
        return odd ? 3 * (35.0 / 6 - 2.25) : 3 * (56.0 / 6 - 4);
    }
    static constexpr int kRounds = 5;
};

/// A game of Blaue Augen, or with odd pips of Graue Augen.
class BlaueAugenState : public TallyState
{
public:
    explicit BlaueAugenState(const GameSetup& setup, bool oddPips = false);

    std::unique_ptr<State> clone() const override { return std::make_unique<BlaueAugenState>(*this); }
    Message describe(const Action& action, Seat by, Seat viewer) const override;
    int score(const std::vector<int>& faces) const override { return BlaueAugenDef::score(faces, m_odd); }
    bool oddPips() const { return m_odd; }

protected:
    const char* gameName() const override { return m_odd ? "Graue Augen" : "Blaue Augen"; }

private:
    bool m_odd = false;
};

} // namespace knobel
