// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/gamedef.h"
#include "kits/openpoker.h"

namespace knobel {

/// Al Capone (seed 000): everyone puts the minimum stake in the pot and has one open throw of five
/// poker dice; after it he may raise the stake up to the maximum, and the others still in call or fold.
/// The best hand takes the pot; equal hands are decided by the sum of the dice under scoring A, B or C
/// (option `tie_scoring`), and still equal share it.
class AlCaponeDef : public GameDef
{
public:
    std::string_view id() const override { return "alcapone"; }
    std::string_view name() const override { return QT_TRANSLATE_NOOP("knobel::GameNames", "Al Capone"); }
    const char* description() const override;
    Family family() const override { return Family::OpenPoker; }
    ListGroup listGroup() const override { return ListGroup::PokerDice; }
    int listPlace() const override { return 30; }
    DieKind dieKind() const override { return DieKind::Poker; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 8; }
    const std::vector<OptionSpec>& options() const override;
    bool settlesInChips() const override { return true; }
    Problem checkSetup(const GameSetup& setup) const override;
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
