// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonwriter.h"

namespace knobel::cli {

namespace {

// Row ids and game ids are plain ASCII identifiers, so quoting needs no escaping.
void appendQuoted(std::string& out, const std::string& text)
{
    out += '"';
    out += text;
    out += '"';
}

} // namespace

void appendScores(std::string& out, const SheetGame& game, const Throw& dice, const RuleOptions& options)
{
    out += '{';
    const auto& rows = game.rows();
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (r)
            out += ',';
        appendQuoted(out, rows[r].id);
        out += ':';
        out += std::to_string(game.points(int(r), dice, options));
    }
    out += '}';
}

std::string stringArray(const std::vector<std::string>& items)
{
    std::string out = "[";
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i)
            out += ',';
        appendQuoted(out, items[i]);
    }
    return out + "]";
}

std::string numberArray(const std::vector<int>& numbers)
{
    std::string out = "[";
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        if (i)
            out += ',';
        out += std::to_string(numbers[i]);
    }
    return out + "]";
}

} // namespace knobel::cli
