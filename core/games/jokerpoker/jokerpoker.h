// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/gamedef.h"
#include "games/offenespoker/offenespoker.h"
#include "games/verdecktespoker/verdecktespoker.h"

namespace knobel {

/// Joker Poker (seed 000): "Sowohl das offene, als auch das verdeckte Würfelpoker kann als "Joker
/// Poker" gespielt werden. Dazu vereinbart man vor dem Spiel, daß eine gewürfelte As für jeden
/// anderen Wert gelten kann." — Offenes Würfelpoker, or Verdecktes Würfelpoker with the option
/// `hidden`, with every Ace standing for any face (HandRules::acesWild; A-A-K-K-9 is four Kings).
/// It has no rules of its own: each mode is its game's state and computer under wild Aces.
class JokerPokerDef final : public GameDef
{
public:
    std::string_view id() const override { return "jokerpoker"; }
    std::string_view name() const override { return QT_TRANSLATE_NOOP("knobel::GameNames", "Joker Poker"); }
    const char* description() const override;
    Family family() const override { return Family::OpenPoker; }
    ListGroup listGroup() const override { return ListGroup::PokerDice; }
    int listPlace() const override { return 29; }
    DieKind dieKind() const override { return DieKind::Poker; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 8; }
    const std::vector<OptionSpec>& options() const override;
    /// Some dice may be hidden: the cups of the hidden mode. hiddenDiceUnder() says it per game.
    bool hiddenDice() const override { return true; }
    bool hiddenDiceUnder(const RuleOptions& options) const override { return hidden(options); }
    bool settlesInChips() const override { return true; }
    Problem checkSetup(const GameSetup& setup) const override;
    std::unique_ptr<State> newState(const GameSetup& setup) const override;
    /// The hidden mode's cups as Verdecktes Würfelpoker hides them. Without the options every other
    /// seat's throw nobody chose is hidden (only the hidden mode has such throws).
    Action redact(const Action& action, Seat by, Seat viewer) const override;
    Action redactUnder(const RuleOptions& options, const Action& action, Seat by, Seat viewer) const override;
    std::vector<std::string> levels() const override { return {"beginner", "good", "perfect"}; }
    std::shared_ptr<const Bot> makeBot(
        std::string_view level, const RuleOptions& options, const BotPreparation& preparation) const override;
    std::optional<HandRules> handRules(const RuleOptions& options) const override;
    /// The hidden mode's two-player round, as Verdecktes Würfelpoker's, with wild Aces.
    bool hasExploitability() const override { return true; }
    std::optional<ExploitReport> exploit(const ExploitRequest& request, std::string& problem) const override;
    std::size_t maxActions(const GameSetup& setup) const override;

    /// Whether these options play the hidden game.
    static bool hidden(const RuleOptions& options) { return options.has("hidden") && options.flag("hidden"); }
    /// The hidden mode's hand rules: Verdecktes Würfelpoker's with wild Aces.
    static HandRules hiddenHandRules(const RuleOptions& options);

private:
    OffenesPokerDef m_open;
    VerdecktesPokerDef m_hidden;
};

} // namespace knobel
