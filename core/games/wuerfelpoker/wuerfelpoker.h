// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "kits/fivedicesheet.h"

namespace knobel {

/// Würfel-Poker on the three-column sheet: five dice, three throws, 33 boxes a player; settled column
/// against column ("Reihe gegen Reihe") with chips per column and double for Head. With the option
/// columns=2: two columns, the second written top-down with running sums, settled by the difference.
class WuerfelPoker final : public FiveDiceSheetGame
{
public:
    WuerfelPoker();
    std::string_view id() const override { return "wuerfelpoker"; }
    std::string_view name() const override { return QT_TRANSLATE_NOOP("knobel::GameNames", "Würfel-Poker"); }
    int listPlace() const override { return 33; }
    const char* description() const override;
    const char* translationContext() const override { return "knobel::WuerfelPoker"; }
    DieKind dieKind() const override { return DieKind::Pips; }
    int columnCount() const override { return 3; }
    int columnCount(const RuleOptions& options) const override;
    int freeColumnCount(const RuleOptions& options) const override;
    bool isOpen(const Sheet& sheet, int column, int row, const RuleOptions& options) const override;
    int boxPoints(int column, int row, const Throw& dice, const RuleOptions& options) const override;
    std::vector<int> boxValues(int column, int row, const RuleOptions& options) const override;
    const char* boxName(int column, int row, const RuleOptions& options) const override;
    std::optional<int> runningSum(
        const Sheet& sheet, int column, int row, const RuleOptions& options) const override;
    int footTotal(const Sheet& sheet, int column, const RuleOptions& options) const override;
    /// The option columns=2: column 1 as usual, then column 2 top-down with running sums.
    static bool twoColumns(const RuleOptions& options);
    /// Column 2's last row on the two-column sheet: any served combination.
    static bool isServedRow(int column, int row, const RuleOptions& options);
    int minPlayers() const override { return 2; }
    const std::vector<RowSpec>& rows() const override;
    const std::vector<OptionSpec>& options() const override;
    bool settlesInChips() const override { return true; }
    Result result(const std::vector<Sheet>& sheets, const RuleOptions& options) const override;
    Problem checkSetup(const GameSetup& setup) const override;
    int givingUpCosts(const RuleOptions& options) const override;

    /// The chips each column is worth under the option column_values ("1-2-4" or "2-2-4").
    std::vector<int> columnValues(const RuleOptions& options) const override;
    int headMultiplier(const RuleOptions& options) const override
    {
        return options.number("head_multiplier");
    }
};

} // namespace knobel
