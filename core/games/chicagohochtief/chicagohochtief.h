// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/gamedef.h"
#include "games/chicago/chicago.h"

namespace knobel {

/// Chicago hoch-tief (seed 000): Chicago, but after the round's first throw its first player says
/// "high" (as Chicago) or "low" (pips count plainly, the lowest sum wins, the highest takes the beer
/// mat). The state and the computer players are Chicago's (ChicagoState with its high-low mode,
/// ChicagoBot); the throw limit, the beer mats and the throw-off are as in Chicago.
class ChicagoHochTiefDef final : public GameDef
{
public:
    std::string_view id() const override { return "chicagohochtief"; }
    std::string_view name() const override
    {
        return QT_TRANSLATE_NOOP("knobel::GameNames", "Chicago hoch-tief");
    }
    ListGroup listGroup() const override { return ListGroup::ThreeDice; }
    int listPlace() const override { return 15; }
    const char* description() const override;
    Family family() const override { return Family::KeepCompare; }
    DieKind dieKind() const override { return DieKind::Pips; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 8; }
    const std::vector<OptionSpec>& options() const override;
    std::unique_ptr<State> newState(const GameSetup& setup) const override;
    std::vector<std::string> levels() const override { return {"beginner", "good", "perfect"}; }
    std::shared_ptr<const Bot> makeBot(
        std::string_view level, const RuleOptions& options, const BotPreparation& preparation) const override;
    std::string choiceName(int choice) const override;
    int choiceIndex(std::string_view name) const override;
    std::size_t maxActions(const GameSetup& setup) const override;
    /// The total is the beer mats taken.
    Message totalText(int total) const override;
    bool lowerTotalIsBetter() const override { return true; }
};

} // namespace knobel
