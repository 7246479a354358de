// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/jokerpoker/jokerpoker.h"

#include <QtCore/qglobal.h>

#include "engine/levels.h"
#include "kits/openpoker.h"
#include "kits/openpokerbot.h"

namespace knobel {

const char* JokerPokerDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Offenes or Verdecktes Würfelpoker with wild Aces: an Ace stands for any face, so Ace-Ace-King-"
        "King-Nine is four Kings.");
}

const std::vector<OptionSpec>& JokerPokerDef::options() const
{
    // "Sowohl das offene, als auch das verdeckte Würfelpoker": the open game first, as the text has it.
    static const std::vector<OptionSpec> specs{
        {"hidden", OptionType::Switch, "false", {}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "Hidden throws"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "Played as Verdecktes Würfelpoker: one throw under the cup, an announced hand, doubts. "
                "Off: as Offenes Würfelpoker, up to three open throws and raising.")},
        {"min_stake", OptionType::Number, "1", {}, 1, 10,
            QT_TRANSLATE_NOOP("knobel::Options", "Minimum stake"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "Open throws only: what every player puts into the pot at the start of a round (hidden: "
                "1 chip).")},
        {"max_stake", OptionType::Number, "6", {}, 1, 50,
            QT_TRANSLATE_NOOP("knobel::Options", "Maximum stake"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "Open throws only: the most each player's stake in the pot may be raised to in a round; at "
                "least the minimum.")},
        {"rethrow_all", OptionType::Switch, "false", {}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "Throw all five again"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "Open throws only: in the second and third throw all five dice may be thrown again; "
                "otherwise one to four must stand.")},
        {"straights", OptionType::Switch, "false", {}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "Straights count"),
            QT_TRANSLATE_NOOP(
                "knobel::Options", "Five dice in sequence rank between a full house and three alike.")},
        {"rounds", OptionType::Number, "10", {}, 1, 50, QT_TRANSLATE_NOOP("knobel::Options", "Rounds"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "How many rounds the game lasts; each round's pot goes to its best hand.")},
    };
    return specs;
}

HandRules JokerPokerDef::hiddenHandRules(const RuleOptions& options)
{
    HandRules rules = verdecktesHandRules(options);
    rules.acesWild = true;
    return rules;
}

Problem JokerPokerDef::checkSetup(const GameSetup& setup) const
{
    return m_open.checkSetup(setup);
}

std::unique_ptr<State> JokerPokerDef::newState(const GameSetup& setup) const
{
    if (hidden(setup.options))
        return std::make_unique<VerdecktesPokerState>(setup, hiddenHandRules(setup.options));
    return std::make_unique<OpenPokerState>(setup, OffenesPokerDef::rulesFor(setup.options, true));
}

Action JokerPokerDef::redact(const Action& action, Seat by, Seat viewer) const
{
    // In the open mode a seat throws its own dice; only the hidden mode's cups are thrown by nobody.
    return by == kChance ? m_hidden.redact(action, by, viewer) : action;
}

Action JokerPokerDef::redactUnder(
    const RuleOptions& options, const Action& action, Seat by, Seat viewer) const
{
    return hidden(options) ? m_hidden.redact(action, by, viewer) : action;
}

std::shared_ptr<const Bot> JokerPokerDef::makeBot(
    std::string_view level, const RuleOptions& options, const BotPreparation& /*preparation*/) const
{
    if (hidden(options))
        return makeVerdecktesBot(level, hiddenHandRules(options));
    // The open game's computer with the odds of the throws to come worked out under wild Aces.
    const auto byName = levelNamed<OpenPokerBot::Level>(level);
    return byName
        ? std::make_shared<OpenPokerBot>(*byName, sharedHandOdds(OffenesPokerDef::rulesFor(options, true)))
        : nullptr;
}

std::optional<HandRules> JokerPokerDef::handRules(const RuleOptions& options) const
{
    return hidden(options) ? hiddenHandRules(options) : OffenesPokerDef::rulesFor(options, true).hands;
}

std::optional<ExploitReport> JokerPokerDef::exploit(const ExploitRequest& request, std::string& problem) const
{
    auto report = verdecktesExploit(request, hiddenHandRules(defaultOptions()), id(), problem);
    if (report)
        report->notes.insert(report->notes.begin(), "the hidden mode (hidden=true), wild Aces:");
    return report;
}

std::size_t JokerPokerDef::maxActions(const GameSetup& setup) const
{
    return hidden(setup.options) ? m_hidden.maxActions(setup) : m_open.maxActions(setup);
}

} // namespace knobel
