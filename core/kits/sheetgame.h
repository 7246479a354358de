// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dice.h"
#include "engine/gamedef.h"
#include "kits/sheet.h"
#include "options.h"
#include "result.h"

namespace knobel {

/// A row of a score sheet: its id (the command-line contract) and its English name.
struct RowSpec
{
    std::string id;
    const char* name = ""; ///< English, translated in the game's translationContext()
    bool heavyLineAbove = false; ///< the paper sheet draws a heavier line above this row
};

/// The rules of one sheet game: its dice, rows, points, allowed entries, options and settlement.
/// Each game is one module under core/games/ and is listed once in the registry.
class SheetGame : public GameDef
{
public:
    Family family() const override { return Family::Sheet; }
    ListGroup listGroup() const override { return ListGroup::Sheet; }
    const SheetGame* sheetGame() const override { return this; }
    /// The best expected score of one sheet played alone.
    bool hasSolution() const override { return true; }
    std::optional<Solution> solve(const RuleOptions& options, std::string& problem) const override;
    bool hasScorePad() const override { return true; }
    std::unique_ptr<State> newState(const GameSetup& setup) const override;
    std::vector<std::string> levels() const override { return {"beginner", "good", "perfect"}; }
    /// Where Perfect plays for the win (two players, the higher total wins; or Würfel-Poker's columns,
    /// for the chips): "perfect-score", which plays for the expected score as Perfect does in company.
    std::vector<std::string> measuringLevels() const override;
    /// A table worth keeping on disk (Würfel-Poker's three columns) needs preparing, unless some player
    /// or hint of the process holds it already (the tables are shared, see sheetTables).
    bool needsPreparation(std::string_view level, const RuleOptions& options) const override;
    /// Every level plays from the table: what plays instead needs none (SimpleSheetBot).
    StandIn standIn(std::string_view level, const RuleOptions& options) const override;
    std::shared_ptr<const Bot> makeBot(
        std::string_view level, const RuleOptions& options, const BotPreparation& preparation) const override;

    /// The translation context of the row names: a row name can read differently from game to game
    /// ("Straight" is Quint in Escalero and Straße in Würfel-Poker).
    virtual const char* translationContext() const = 0;

    virtual int diceCount() const = 0;
    virtual int throwsPerTurn() const = 0;
    /// The columns of the sheet with the default options.
    virtual int columnCount() const { return 1; }
    /// The columns of the sheet under these options (Würfel-Poker's option columns: 3 or 2).
    virtual int columnCount(const RuleOptions& /*options*/) const { return columnCount(); }
    /// The columns whose boxes a player may write in any order, interchangeably: the ones the solver
    /// plans over. Würfel-Poker on two columns has one; its second is written top-down afterwards.
    virtual int freeColumnCount(const RuleOptions& options) const { return columnCount(options); }
    /// Whether a turn may write this box now: it is free, and the game's order of boxes allows it.
    virtual bool isOpen(const Sheet& sheet, int column, int row, const RuleOptions& /*options*/) const
    {
        return sheet.isFree(column, row);
    }
    /// The points of a throw in one box: the row's points, unless the column gives the row another
    /// meaning (Würfel-Poker's second column: "Serviert" in place of Grande serviert).
    virtual int boxPoints(int /*column*/, int row, const Throw& dice, const RuleOptions& options) const
    {
        return points(row, dice, options);
    }
    /// Every value one box can hold, ascending.
    virtual std::vector<int> boxValues(int /*column*/, int row, const RuleOptions& options) const
    {
        return allowedValues(row, options);
    }
    /// The English name of a row in one column where it differs from the row's name, else nullptr.
    virtual const char* boxName(int /*column*/, int /*row*/, const RuleOptions& /*options*/) const
    {
        return nullptr;
    }
    /// A running sum the paper writes in a written box instead of its points, or nothing (the box
    /// shows its points). Würfel-Poker's second column: everything up to this row in both columns.
    virtual std::optional<int> runningSum(
        const Sheet& /*sheet*/, int /*column*/, int /*row*/, const RuleOptions& /*options*/) const
    {
        return std::nullopt;
    }
    /// What the foot of a column shows: its total, or where the column runs the sum, the sheet's.
    virtual int footTotal(const Sheet& sheet, int column, const RuleOptions& /*options*/) const
    {
        return sheet.columnTotal(column);
    }

    virtual const std::vector<RowSpec>& rows() const = 0;

    /// The points this throw gives in this row under these options.
    virtual int points(int row, const Throw& dice, const RuleOptions& options) const = 0;
    /// Every value the row can hold, ascending; what a hand-kept sheet may contain.
    virtual std::vector<int> allowedValues(int row, const RuleOptions& options) const = 0;
    /// Whether a served throw can score more than the same dice thrown in steps.
    virtual bool scoresServed() const { return false; }
    /// Whether a box may be struck out with 0 whatever the dice show.
    virtual bool canStrike() const { return true; }
    /// Ranking and settlement from the players' sheets, finished or not.
    virtual Result result(const std::vector<Sheet>& sheets, const RuleOptions& options) const = 0;
    /// A sheet of several columns settled column against column: the chips each column is worth,
    /// and how many times that a player receives who wins every column. Empty for other games.
    virtual std::vector<int> columnValues(const RuleOptions& /*options*/) const { return {}; }
    virtual int headMultiplier(const RuleOptions& /*options*/) const { return 1; }
    /// Contra (option contra): what a player who gives up pays at stake 1. Würfel-Poker: a game lost in
    /// every column, without Head (the columns' values added up).
    virtual int givingUpCosts(const RuleOptions& /*options*/) const { return 0; }

    /// The row's index, or -1 when the game has no such row.
    int rowIndex(std::string_view rowId) const;
    bool isAllowed(int row, int value, const RuleOptions& options) const;
    bool isAllowedInBox(int column, int row, int value, const RuleOptions& options) const;
};

/// Face × number of dice showing it: the upper rows of every sheet game.
int countRowPoints(int face, const FaceCounts& counts);
/// face × k for k in 0…dice: the allowed values of such a row.
std::vector<int> countRowValues(int face, int dice);

} // namespace knobel
