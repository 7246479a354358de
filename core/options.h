// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace knobel {

enum class OptionType { Switch, Choice, Number };

/// A rule option as a game declares it: its id from the rules notes, its values and default.
struct OptionSpec
{
    std::string id;
    OptionType type = OptionType::Switch;
    std::string defaultValue;
    std::vector<std::string> choices; ///< the allowed values of a Choice
    int minimum = 0; ///< the range of a Number
    int maximum = 0;
    const char* label = ""; ///< English, translated in translationContext
    const char* description = ""; ///< English, translated in translationContext
    /// "knobel::Options", or the game's own context where the option names one of its rows.
    const char* translationContext = "knobel::Options";
    /// A variant added after format 1: the game file names it only when it differs from its default,
    /// so that every file written before it stays byte for byte.
    bool omitWhenDefault = false;
};

/// The rule options in force for one game: every declared option has a value, the default until set.
class RuleOptions
{
public:
    RuleOptions() = default;
    explicit RuleOptions(const std::vector<OptionSpec>& specs);

    /// Sets one option from "NAME=VALUE"; returns the problem in one line, or nothing when it was set.
    std::optional<std::string> assign(const std::vector<OptionSpec>& specs, std::string_view assignment);
    std::optional<std::string> set(
        const std::vector<OptionSpec>& specs, std::string_view id, std::string_view value);

    bool flag(std::string_view id) const;
    int number(std::string_view id) const;
    const std::string& value(std::string_view id) const;
    bool has(std::string_view id) const;
    const std::map<std::string, std::string, std::less<>>& values() const { return m_values; }

    bool operator==(const RuleOptions&) const = default;

private:
    std::map<std::string, std::string, std::less<>> m_values;
};

/// The option shared by every game with more than one throw: dice set aside stay aside.
OptionSpec strictKeepOption();
/// Only the first throw of a turn serves (the seed text lets a re-throw of all dice serve too).
OptionSpec servedFirstThrowOnlyOption();
OptionSpec fiveCountsAsPokerOption();
OptionSpec fiveCountsAsFullHandOption();

} // namespace knobel
