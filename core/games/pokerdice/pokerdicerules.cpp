// SPDX-License-Identifier: GPL-3.0-or-later
#include "pokerdicerules.h"

#include <QtGlobal>

#include <algorithm>

namespace knobel::pokerdice {

const std::vector<OptionSpec>& options()
{
    static const std::vector<OptionSpec> options{
        {"pip_dice", OptionType::Switch, "false", {}, 0, 0, QT_TRANSLATE_NOOP("knobel::Options", "Pip dice"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "Play with ordinary dice; the One counts above the Six, straights are 2-3-4-5-6 "
                "(high) and 1-2-3-4-5 (low).")},
        {"straights", OptionType::Switch, "true", {}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "Straights count"),
            QT_TRANSLATE_NOOP(
                "knobel::Options", "Five dice in sequence rank between a full house and three alike.")},
        {"min_stake", OptionType::Number, "1", {}, 1, 10,
            QT_TRANSLATE_NOOP("knobel::Options", "Minimum stake"),
            QT_TRANSLATE_NOOP("knobel::Options", "The ante of each player and the smallest bet or raise.")},
        {"max_stake", OptionType::Number, "5", {}, 1, 20,
            QT_TRANSLATE_NOOP("knobel::Options", "Maximum stake"),
            QT_TRANSLATE_NOOP("knobel::Options", "The largest bet or raise; at least the minimum.")},
        {"bet_before_second_player", OptionType::Switch, "true", {}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "Bet before the second player"),
            QT_TRANSLATE_NOOP(
                "knobel::Options", "A betting round comes before the second player's first throw.")},
        {"deals", OptionType::Number, "10", {}, 1, 100, QT_TRANSLATE_NOOP("knobel::Options", "Deals"),
            QT_TRANSLATE_NOOP(
                "knobel::Options", "Two players: how many deals a game has; the first thrower alternates.")},
        {"prize", OptionType::Number, "10", {}, 0, 100, QT_TRANSLATE_NOOP("knobel::Options", "Prize"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "Three or more players: what the first to five round wins receives from each other "
                "player, besides the difference of the rounds won.")},
    };
    return options;
}

std::optional<std::string> checkOptions(const RuleOptions& options)
{
    if (options.number("max_stake") < options.number("min_stake"))
        return "option 'max_stake' must be at least 'min_stake'";
    return std::nullopt;
}

HandRules handRules(const RuleOptions& options)
{
    HandRules rules;
    const bool pips = options.flag("pip_dice");
    rules.dice = pips ? DieKind::Pips : DieKind::Poker;
    rules.acesHigh = pips;
    rules.straights = options.flag("straights");
    return rules;
}

SolverRules solverRules(const RuleOptions& options)
{
    SolverRules rules;
    rules.minStake = options.number("min_stake");
    rules.maxStake = options.number("max_stake");
    rules.betBeforeSecondPlayer = options.flag("bet_before_second_player");
    // Dense strengths of the hands in the solver's order, ranked by the hands kit's keys.
    const HandRules hands = handRules(options);
    const Multisets sets(rules.dice, rules.faces);
    std::vector<HandValue> values;
    for (int fi = 0; fi < sets.fullCount(); ++fi)
        values.push_back(evaluateHand(sets.faces(sets.full(fi)), hands));
    std::vector<HandValue> sorted = values;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    for (const HandValue& v : values)
        rules.strength.push_back(int(std::lower_bound(sorted.begin(), sorted.end(), v) - sorted.begin()));
    return rules;
}

} // namespace knobel::pokerdice
