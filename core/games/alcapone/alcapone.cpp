// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/alcapone/alcapone.h"

#include <algorithm>

#include <QtCore/qglobal.h>

#include "engine/levels.h"
#include "kits/openpokerbot.h"

namespace knobel {

const char* AlCaponeDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "One open throw of five poker dice each, raising allowed: the best hand takes the pot; equal "
        "hands go by the points of their dice.");
}

const std::vector<OptionSpec>& AlCaponeDef::options() const
{
    static const std::vector<OptionSpec> specs{
        {"tie_scoring", OptionType::Choice, "A", {"A", "B", "C"}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "Scoring for equal hands"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "Equal hands are decided by the sum of their dice. A: Nine 9, Ten 10, Jack 11, Queen 12, "
                "King 13, "
                "Ace 14. B: 9, 10, 2, 3, 4, 11. C: 1, 2, 3, 4, 5, 11. Still equal: the pot is shared.")},
        {"min_stake", OptionType::Number, "1", {}, 1, 10,
            QT_TRANSLATE_NOOP("knobel::Options", "Minimum stake"),
            QT_TRANSLATE_NOOP(
                "knobel::Options", "What every player puts into the pot at the start of a round.")},
        {"max_stake", OptionType::Number, "6", {}, 1, 50,
            QT_TRANSLATE_NOOP("knobel::Options", "Maximum stake"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "The most each player's stake in the pot may be raised to in a round; at least the "
                "minimum.")},
        {"straights", OptionType::Switch, "false", {}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "Straights count"),
            QT_TRANSLATE_NOOP(
                "knobel::Options", "Five dice in sequence rank between a full house and three alike.")},
        {"rounds", OptionType::Number, "10", {}, 1, 100, QT_TRANSLATE_NOOP("knobel::Options", "Rounds"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "How many rounds the game lasts; each round's pot goes to its best hand.")},
    };
    return specs;
}

OpenPokerRules AlCaponeDef::rulesFor(const RuleOptions& options)
{
    OpenPokerRules rules;
    rules.hands.dice = DieKind::Poker;
    rules.hands.straights = options.flag("straights");
    const std::string& scoring = options.value("tie_scoring");
    rules.hands.tie = scoring == "B" ? HandRules::TieBreak::ScoringB
        : scoring == "C"             ? HandRules::TieBreak::ScoringC
                                     : HandRules::TieBreak::ScoringA;
    rules.throws = 1;
    rules.ante = options.number("min_stake");
    rules.raising = true; // "Auch bei Al Capone dürfen die Einsätze erhöht werden"
    rules.maxStake = options.number("max_stake");
    rules.tieRound = false; // equal sums: the pot is shared
    rules.rounds = options.number("rounds");
    rules.winnerStarts = false;
    return rules;
}

Problem AlCaponeDef::checkSetup(const GameSetup& setup) const
{
    if (setup.options.number("max_stake") < setup.options.number("min_stake"))
        return std::string("option 'max_stake' must be at least 'min_stake'");
    return std::nullopt;
}

std::unique_ptr<State> AlCaponeDef::newState(const GameSetup& setup) const
{
    return std::make_unique<OpenPokerState>(setup, rulesFor(setup.options));
}

std::shared_ptr<const Bot> AlCaponeDef::makeBot(
    std::string_view level, const RuleOptions& options, const BotPreparation& /*preparation*/) const
{
    const auto byName = levelNamed<OpenPokerBot::Level>(level);
    return byName ? std::make_shared<OpenPokerBot>(*byName, sharedHandOdds(rulesFor(options))) : nullptr;
}

std::size_t AlCaponeDef::maxActions(const GameSetup& setup) const
{
    const std::size_t seats = std::max<std::size_t>(2, setup.players.size());
    return std::size_t(std::max(1, setup.options.number("rounds"))) * seats * (seats + 2) * 2;
}

std::optional<HandRules> AlCaponeDef::handRules(const RuleOptions& options) const
{
    return rulesFor(options).hands;
}

} // namespace knobel
