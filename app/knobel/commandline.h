// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <istream>
#include <string>
#include <string_view>
#include <vector>

#include "game.h"

namespace knobel::cli {

/// What a command produced: text for standard output, or one line naming the problem.
struct Outcome
{
    std::string output;
    std::string error; ///< non-empty: print it to standard error, print no output, exit 2
};

/// Reads a throw from tokens such as {"9","J","Q","Q","A"}; the problem goes into error.
bool parseThrow(
    const Game& game, const std::vector<std::string_view>& tokens, Throw& dice, std::string& error);

Outcome listGames();
Outcome listRows(const Game& game);
Outcome scoreThrow(
    const Game& game, const std::vector<std::string>& dice, bool served, const RuleOptions& options);
/// Lines of "DICE... [served]"; all output is held back until every line has been read correctly.
Outcome scoreBatch(const Game& game, std::istream& input, const RuleOptions& options);
Outcome allowedValues(const Game& game, const std::string& rowId, const RuleOptions& options);

} // namespace knobel::cli
