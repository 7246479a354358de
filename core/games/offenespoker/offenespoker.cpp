// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/offenespoker/offenespoker.h"

#include <algorithm>

#include <QtCore/qglobal.h>

#include "engine/levels.h"
#include "kits/openpokerbot.h"

namespace knobel {

const char* OffenesPokerDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Five poker dice in the open, up to three throws keeping one to four: raise after your last "
        "throw, the others call or fold. The best hand takes the pot.");
}

const std::vector<OptionSpec>& OffenesPokerDef::options() const
{
    static const std::vector<OptionSpec> specs{
        {"min_stake", OptionType::Number, "1", {}, 1, 10,
            QT_TRANSLATE_NOOP("knobel::Options", "Minimum stake"),
            QT_TRANSLATE_NOOP(
                "knobel::Options", "What every player puts into the pot at the start of a round.")},
        {"max_stake", OptionType::Number, "6", {}, 1, 50,
            QT_TRANSLATE_NOOP("knobel::Options", "Maximum stake"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "The most each player's stake in the pot may be raised to in a round; at least the "
                "minimum.")},
        {"rethrow_all", OptionType::Switch, "false", {}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "Throw all five again"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "In the second and third throw all five dice may be thrown again; otherwise one to four "
                "must stand.")},
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

OpenPokerRules OffenesPokerDef::rulesFor(const RuleOptions& options, bool acesWild)
{
    OpenPokerRules rules;
    rules.hands.dice = DieKind::Poker;
    rules.hands.straights = options.flag("straights");
    rules.hands.acesWild = acesWild || (options.has("aces_wild") && options.flag("aces_wild"));
    rules.throws = 3;
    rules.minKeep = options.flag("rethrow_all") ? 0 : 1;
    rules.maxKeep = 4;
    rules.ante = options.number("min_stake");
    rules.raising = true;
    rules.raiseCap = 0;
    rules.maxStake = options.number("max_stake");
    rules.tieRound = true;
    rules.rounds = options.number("rounds");
    rules.winnerStarts = true;
    return rules;
}

Problem OffenesPokerDef::checkSetup(const GameSetup& setup) const
{
    if (setup.options.number("max_stake") < setup.options.number("min_stake"))
        return std::string("option 'max_stake' must be at least 'min_stake'");
    return std::nullopt;
}

std::unique_ptr<State> OffenesPokerDef::newState(const GameSetup& setup) const
{
    return std::make_unique<OpenPokerState>(setup, rulesFor(setup.options));
}

std::shared_ptr<const Bot> OffenesPokerDef::makeBot(
    std::string_view level, const RuleOptions& options, const BotPreparation& /*preparation*/) const
{
    const auto byName = levelNamed<OpenPokerBot::Level>(level);
    return byName ? std::make_shared<OpenPokerBot>(*byName, sharedHandOdds(rulesFor(options))) : nullptr;
}

std::size_t OffenesPokerDef::maxActions(const GameSetup& setup) const
{
    // A turn is three throws and some keeping; raises and answers; tie rounds now and then.
    const std::size_t seats = std::max<std::size_t>(2, setup.players.size());
    return std::size_t(std::max(1, setup.options.number("rounds"))) * seats * 200;
}

std::optional<HandRules> OffenesPokerDef::handRules(const RuleOptions& options) const
{
    return rulesFor(options).hands;
}

} // namespace knobel
