// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdio>
#include <istream>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "kits/sheetgame.h"
#include "match.h"
#include "text.h"

namespace knobel::cli {

/// What a command produced: text for standard output, or one line naming the problem.
struct Outcome
{
    std::string output;
    std::string error; ///< non-empty: print it to standard error, print no output, exit 2
};

/// Reads a throw from tokens such as {"9","J","Q","Q","A"}; the problem goes into error.
bool parseThrow(
    const SheetGame& game, const std::vector<std::string_view>& tokens, Throw& dice, std::string& error);

Outcome listGames();
Outcome listRows(const SheetGame& game);
Outcome scoreThrow(
    const SheetGame& game, const std::vector<std::string>& dice, bool served, const RuleOptions& options);
/// Lines of "DICE... [served]", a UTF-8 byte-order mark before the first allowed. Every line is
/// checked before anything is written; then one JSON object a line goes to out as it is made.
/// Memory stays bounded however long the input: the checked throws wait in a temporary file, a few
/// bytes each. Returns "" or the problem (nothing was written then).
std::string scoreBatch(
    const SheetGame& game, std::istream& input, const RuleOptions& options, std::FILE* out);

/// Text made safe for one line of a terminal (shared with the window and every other command).
using knobel::visible;
/// A game file read and replayed for show and print; a pipe, a device or a folder is refused
/// without being read. nullptr and the problem (naming the file) when it cannot be.
std::unique_ptr<Match> readGameFile(const std::string& fileName, std::string& problem);
Outcome allowedValues(const SheetGame& game, const std::string& rowId, const RuleOptions& options);

} // namespace knobel::cli
