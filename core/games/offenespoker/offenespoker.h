// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/gamedef.h"
#include "kits/openpoker.h"

namespace knobel {

/// Offenes Würfelpoker (seed 000): everyone puts the minimum stake in the pot; in turn each throws
/// five poker dice up to three times, keeping one to four between throws, in the open; after his last
/// throw a player may raise the stake up to the maximum and the others still in call or fold. The best
/// hand takes the pot; equal best hands leave it standing and throw a tie round. The winner starts
/// the next round.
class OffenesPokerDef : public GameDef
{
public:
    std::string_view id() const override { return "offenespoker"; }
    std::string_view name() const override
    {
        return QT_TRANSLATE_NOOP("knobel::GameNames", "Offenes Würfelpoker");
    }
    const char* description() const override;
    Family family() const override { return Family::OpenPoker; }
    ListGroup listGroup() const override { return ListGroup::PokerDice; }
    int listPlace() const override { return 27; }
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

    /// The round's rules under these options. `acesWild` (Joker Poker): every Ace stands for any
    /// face; also on when the options hold a switch `aces_wild` that is on. Off in this game itself.
    static OpenPokerRules rulesFor(const RuleOptions& options, bool acesWild = false);
};

} // namespace knobel
