// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "kits/sheetgame.h"

namespace knobel {

/// Sechzerspiel: one die, one throw a turn; the die times an unused row number 1–6. Every throw scores.
class Sechzerspiel final : public SheetGame
{
public:
    std::string_view id() const override { return "sechzerspiel"; }
    std::string_view name() const override { return QT_TRANSLATE_NOOP("knobel::GameNames", "Sechzerspiel"); }
    int listPlace() const override { return 7; }
    const char* description() const override;
    const char* translationContext() const override { return "knobel::Sechzerspiel"; }
    DieKind dieKind() const override { return DieKind::Pips; }
    int diceCount() const override { return 1; }
    int throwsPerTurn() const override { return 1; }
    const std::vector<RowSpec>& rows() const override;
    const std::vector<OptionSpec>& options() const override;
    int points(int row, const Throw& dice, const RuleOptions& options) const override;
    std::vector<int> allowedValues(int row, const RuleOptions& options) const override;
    bool canStrike() const override { return false; }
    Result result(const std::vector<Sheet>& sheets, const RuleOptions& options) const override;
};

} // namespace knobel
