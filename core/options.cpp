// SPDX-License-Identifier: GPL-3.0-or-later
#include "options.h"

#include <QtGlobal>

#include <algorithm>
#include <charconv>

namespace knobel {

namespace {

const OptionSpec* findSpec(const std::vector<OptionSpec>& specs, std::string_view id)
{
    auto it = std::find_if(specs.begin(), specs.end(), [id](const OptionSpec& s) { return s.id == id; });
    return it == specs.end() ? nullptr : &*it;
}

std::string joined(const std::vector<std::string>& items)
{
    std::string text;
    for (const auto& item : items)
        text += (text.empty() ? "" : ", ") + item;
    return text;
}

} // namespace

RuleOptions::RuleOptions(const std::vector<OptionSpec>& specs)
{
    for (const auto& spec : specs)
        m_values.emplace(spec.id, spec.defaultValue);
}

std::optional<std::string> RuleOptions::assign(
    const std::vector<OptionSpec>& specs, std::string_view assignment)
{
    const auto eq = assignment.find('=');
    if (eq == std::string_view::npos || eq == 0)
        return "option '" + std::string(assignment) + "' is not of the form NAME=VALUE";
    return set(specs, assignment.substr(0, eq), assignment.substr(eq + 1));
}

std::optional<std::string> RuleOptions::set(
    const std::vector<OptionSpec>& specs, std::string_view id, std::string_view value)
{
    const OptionSpec* spec = findSpec(specs, id);
    if (!spec) {
        std::vector<std::string> known;
        for (const auto& s : specs)
            known.push_back(s.id);
        return "unknown option '" + std::string(id)
            + "' (this game knows: " + (known.empty() ? std::string("none") : joined(known)) + ")";
    }
    const std::string text(value);
    switch (spec->type) {
    case OptionType::Switch:
        if (text != "true" && text != "false")
            return "option '" + spec->id + "' takes true or false, not '" + text + "'";
        break;
    case OptionType::Choice:
        if (std::find(spec->choices.begin(), spec->choices.end(), text) == spec->choices.end())
            return "option '" + spec->id + "' takes one of " + joined(spec->choices) + ", not '" + text + "'";
        break;
    case OptionType::Number: {
        int number = 0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
        if (error != std::errc() || end != text.data() + text.size() || number < spec->minimum
            || number > spec->maximum)
            return "option '" + spec->id + "' takes a whole number from " + std::to_string(spec->minimum)
                + " to " + std::to_string(spec->maximum) + ", not '" + text + "'";
        m_values[spec->id] = std::to_string(number);
        return std::nullopt;
    }
    }
    m_values[spec->id] = text;
    return std::nullopt;
}

bool RuleOptions::flag(std::string_view id) const
{
    auto it = m_values.find(id);
    return it != m_values.end() && it->second == "true";
}

int RuleOptions::number(std::string_view id) const
{
    auto it = m_values.find(id);
    return it == m_values.end() ? 0 : std::stoi(it->second);
}

const std::string& RuleOptions::value(std::string_view id) const
{
    static const std::string none;
    auto it = m_values.find(id);
    return it == m_values.end() ? none : it->second;
}

bool RuleOptions::has(std::string_view id) const
{
    return m_values.find(id) != m_values.end();
}

OptionSpec strictKeepOption()
{
    return {"strict_keep", OptionType::Switch, "false", {}, 0, 0,
        QT_TRANSLATE_NOOP("knobel::Options", "Set aside is final"),
        QT_TRANSLATE_NOOP(
            "knobel::Options", "A die that stayed aside during a throw cannot be taken back into the cup.")};
}

OptionSpec servedFirstThrowOnlyOption()
{
    return {"served_first_throw_only", OptionType::Switch, "false", {}, 0, 0,
        QT_TRANSLATE_NOOP("knobel::Options", "Only the first throw serves"),
        QT_TRANSLATE_NOOP("knobel::Options",
            "A combination counts as served only from the first throw of a turn, not from a "
            "later throw of all five dice.")};
}

OptionSpec fiveCountsAsPokerOption()
{
    return {"five_counts_as_poker", OptionType::Switch, "true", {}, 0, 0,
        QT_TRANSLATE_NOOP("knobel::Options", "Five alike count as four of a kind"),
        QT_TRANSLATE_NOOP("knobel::Options", "Five dice alike may be written in the Four of a kind row.")};
}

OptionSpec fiveCountsAsFullHandOption()
{
    return {"five_counts_as_full_hand", OptionType::Switch, "false", {}, 0, 0,
        QT_TRANSLATE_NOOP("knobel::Options", "Five alike count as a full house"),
        QT_TRANSLATE_NOOP("knobel::Options", "Five dice alike may be written in the Full house row.")};
}

} // namespace knobel
