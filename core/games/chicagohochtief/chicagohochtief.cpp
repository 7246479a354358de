// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/chicagohochtief/chicagohochtief.h"
#include "engine/levels.h"

#include <QtCore/qglobal.h>

#include "games/chicago/chicagobot.h"

namespace knobel {

const char* ChicagoHochTiefDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Chicago with a choice: after the round's first throw its first player says high or low. Low: pips "
        "count plainly, the lowest sum wins, the highest takes the beer mat.");
}

const std::vector<OptionSpec>& ChicagoHochTiefDef::options() const
{
    static const std::vector<OptionSpec> specs{
        {"two_sixes_make_an_ace", OptionType::Switch, "false", {}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "Two sixes make an ace"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "In a round played high, after the first or second throw, with a throw left, two sixes may "
                "become one die showing 1 that stays; the other die goes with the next throw.")},
    };
    return specs;
}

std::unique_ptr<State> ChicagoHochTiefDef::newState(const GameSetup& setup) const
{
    return std::make_unique<ChicagoState>(setup, true);
}

std::shared_ptr<const Bot> ChicagoHochTiefDef::makeBot(
    std::string_view level, const RuleOptions& /*options*/, const BotPreparation& /*preparation*/) const
{
    const auto byName = levelNamed<ChicagoBot::Level>(level);
    return byName ? std::make_shared<ChicagoBot>(*byName) : nullptr;
}

std::string ChicagoHochTiefDef::choiceName(int choice) const
{
    switch (choice) {
    case ChicagoDef::kAceFromTwoSixes:
        return "ace";
    case ChicagoDef::kHigh:
        return "high";
    case ChicagoDef::kLow:
        return "low";
    default:
        return std::to_string(choice);
    }
}

int ChicagoHochTiefDef::choiceIndex(std::string_view name) const
{
    return name == "ace" ? ChicagoDef::kAceFromTwoSixes
        : name == "high" ? ChicagoDef::kHigh
        : name == "low"  ? ChicagoDef::kLow
                         : -1;
}

std::size_t ChicagoHochTiefDef::maxActions(const GameSetup& setup) const
{
    return ChicagoDef().maxActions(setup);
}

Message ChicagoHochTiefDef::totalText(int total) const
{
    return ChicagoDef().totalText(total);
}

} // namespace knobel
