// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "kits/sheetgame.h"

namespace knobel {

/// Ohio: six dice, up to six throws, seven turns; rows 1–6 count face × dice, "Ohio" is 1-2-3-4-5-6 for 40.
class Ohio final : public SheetGame
{
public:
    std::string_view id() const override { return "ohio"; }
    std::string_view name() const override { return QT_TRANSLATE_NOOP("knobel::GameNames", "Ohio"); }
    int listPlace() const override { return 26; }
    const char* description() const override;
    const char* translationContext() const override { return "knobel::Ohio"; }
    DieKind dieKind() const override { return DieKind::Pips; }
    int diceCount() const override { return 6; }
    int throwsPerTurn() const override { return 6; }
    const std::vector<RowSpec>& rows() const override;
    const std::vector<OptionSpec>& options() const override;
    int points(int row, const Throw& dice, const RuleOptions& options) const override;
    std::vector<int> allowedValues(int row, const RuleOptions& options) const override;
    Result result(const std::vector<Sheet>& sheets, const RuleOptions& options) const override;

    static constexpr int kOhioRow = 6;
    static constexpr int kOhioPoints = 40;
};

} // namespace knobel
