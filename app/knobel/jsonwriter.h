// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

#include "kits/sheetgame.h"

namespace knobel::cli {

/// Compact JSON in sheet order. Hand-written because QJsonObject sorts keys, and the rows
/// read best in the order of the sheet.
void appendScores(std::string& out, const SheetGame& game, const Throw& dice, const RuleOptions& options);
std::string stringArray(const std::vector<std::string>& items);
std::string numberArray(const std::vector<int>& numbers);

} // namespace knobel::cli
