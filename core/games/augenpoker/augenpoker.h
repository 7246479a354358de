// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/gamedef.h"
#include "kits/openpoker.h"

namespace knobel {

/// Würfelpoker (seed 000, five ordinary dice): everyone puts the same stake in the pot and throws
/// five pip dice once, in the open; the hands are read on pips with the One above the Six, straights
/// between three alike and a full house, 1-2-3-4-5 above 2-3-4-5-6. The best hand takes the pot, equal
/// best hands share it. Option `raising`: right after his throw a player may raise by up to the stake
/// again, and the others still in call or fold.
class AugenpokerDef : public GameDef
{
public:
    std::string_view id() const override { return "augenpoker"; }
    std::string_view name() const override
    {
        return QT_TRANSLATE_NOOP("knobel::GameNames", "Dice poker with pip dice");
    }
    const char* description() const override;
    Family family() const override { return Family::OpenPoker; }
    ListGroup listGroup() const override { return ListGroup::FiveDice; }
    int listPlace() const override { return 23; }
    DieKind dieKind() const override { return DieKind::Pips; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 8; }
    const std::vector<OptionSpec>& options() const override;
    bool settlesInChips() const override { return true; }
    std::unique_ptr<State> newState(const GameSetup& setup) const override;
    std::vector<std::string> levels() const override { return {"beginner", "good", "perfect"}; }
    std::shared_ptr<const Bot> makeBot(
        std::string_view level, const RuleOptions& options, const BotPreparation& preparation) const override;
    std::size_t maxActions(const GameSetup& setup) const override;
    std::optional<HandRules> handRules(const RuleOptions& options) const override;

    /// The round's rules under these options.
    static OpenPokerRules rulesFor(const RuleOptions& options);
};

} // namespace knobel
