// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/augenpoker/augenpoker.h"

#include <algorithm>

#include <QtCore/qglobal.h>

#include "engine/levels.h"
#include "kits/openpokerbot.h"

namespace knobel {

const char* AugenpokerDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Poker hands on five ordinary dice, the One highest: one open throw each, the best hand takes "
        "the pot; raising if agreed.");
}

const std::vector<OptionSpec>& AugenpokerDef::options() const
{
    static const std::vector<OptionSpec> specs{
        {"stake", OptionType::Number, "1", {}, 1, 10, QT_TRANSLATE_NOOP("knobel::Options", "Stake"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "What every player pays into the pot at the start of a round, and the most one raise adds.")},
        {"raising", OptionType::Switch, "true", {}, 0, 0, QT_TRANSLATE_NOOP("knobel::Options", "Raising"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "Right after his throw a player may raise by up to the stake; the others still in call or "
                "fold.")},
        {"rounds", OptionType::Number, "10", {}, 1, 100, QT_TRANSLATE_NOOP("knobel::Options", "Rounds"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "How many rounds the game lasts; each round's pot goes to its best hand.")},
    };
    return specs;
}

OpenPokerRules AugenpokerDef::rulesFor(const RuleOptions& options)
{
    OpenPokerRules rules;
    // "1-2-3-4-5 ist höher als 2-3-4-5-6"; the One counts above the Six (rules notes).
    rules.hands = HandRules{DieKind::Pips, true, true, true};
    rules.throws = 1;
    rules.ante = options.number("stake");
    rules.raising = options.flag("raising");
    rules.raiseCap = options.number("stake");
    rules.maxStake = 0;
    rules.tieRound = false; // "so wird der Pott geteilt"
    rules.rounds = options.number("rounds");
    rules.winnerStarts = false;
    return rules;
}

std::unique_ptr<State> AugenpokerDef::newState(const GameSetup& setup) const
{
    return std::make_unique<OpenPokerState>(setup, rulesFor(setup.options));
}

std::shared_ptr<const Bot> AugenpokerDef::makeBot(
    std::string_view level, const RuleOptions& options, const BotPreparation& /*preparation*/) const
{
    const auto byName = levelNamed<OpenPokerBot::Level>(level);
    return byName ? std::make_shared<OpenPokerBot>(*byName, sharedHandOdds(rulesFor(options))) : nullptr;
}

std::size_t AugenpokerDef::maxActions(const GameSetup& setup) const
{
    const std::size_t seats = std::max<std::size_t>(2, setup.players.size());
    return std::size_t(std::max(1, setup.options.number("rounds"))) * seats * (seats + 2) * 2;
}

std::optional<HandRules> AugenpokerDef::handRules(const RuleOptions& options) const
{
    return rulesFor(options).hands;
}

} // namespace knobel
