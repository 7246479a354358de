// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "kits/fivedicesheet.h"

namespace knobel {

/// Escalero: five poker dice, three throws, eleven rows; the loser pays the winner the difference.
class Escalero final : public FiveDiceSheetGame
{
public:
    Escalero();
    std::string_view id() const override { return "escalero"; }
    std::string_view name() const override { return QT_TRANSLATE_NOOP("knobel::GameNames", "Escalero"); }
    int listPlace() const override { return 32; }
    const char* description() const override;
    const char* translationContext() const override { return "knobel::Escalero"; }
    DieKind dieKind() const override { return DieKind::Poker; }
    const std::vector<RowSpec>& rows() const override;
    const std::vector<OptionSpec>& options() const override;
    bool settlesInChips() const override { return true; }
    Result result(const std::vector<Sheet>& sheets, const RuleOptions& options) const override;
};

} // namespace knobel
