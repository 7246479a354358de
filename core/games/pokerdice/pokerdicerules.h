// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "kits/hands.h"
#include "options.h"
#include "pokerdicesolver.h"

/// Poker Dice (seed 002): its rule options and what they mean for hands and for the solver.
namespace knobel::pokerdice {

/// pip_dice, straights, min_stake, max_stake, bet_before_second_player, deals, prize.
const std::vector<OptionSpec>& options();
/// One line when the options contradict each other (max_stake below min_stake), else nothing.
std::optional<std::string> checkOptions(const RuleOptions& options);
/// Poker dice, or pip dice with the One above the Six (straights 2-3-4-5-6 high, 1-2-3-4-5 low).
HandRules handRules(const RuleOptions& options);
/// The two-seat deal the solver plays under these options, with every hand's strength.
SolverRules solverRules(const RuleOptions& options);

} // namespace knobel::pokerdice
