// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace knobel::cli {

/// knobel verify FILE: a finished game's fingerprint is SHA-256 of its salt and seed, and every die
/// of its record is the die that seed throws. Prints what it checked and returns 0; or names the
/// first place that differs on standard error and returns 1 (2: the file cannot be read).
int verifyCommand(const std::vector<std::string>& args);

} // namespace knobel::cli
