// SPDX-License-Identifier: GPL-3.0-or-later
#include "kits/sheetgame.h"
#include "engine/levels.h"

#include <algorithm>
#include <cstdio>

#include <QtCore/qglobal.h>

#include "kits/sheetstate.h"
#include "solver/chiprace.h"
#include "solver/sheetbot.h"
#include "solver/sheetsolver.h"
#include "solver/sheettables.h"
#include "solver/tablecache.h"
#include "solver/topdowncolumn.h"
#include "solver/winchance.h"

namespace knobel {

int SheetGame::rowIndex(std::string_view rowId) const
{
    const auto& all = rows();
    auto it = std::find_if(all.begin(), all.end(), [rowId](const RowSpec& r) { return r.id == rowId; });
    return it == all.end() ? -1 : int(it - all.begin());
}

std::optional<Solution> SheetGame::solve(const RuleOptions& options, std::string& /*problem*/) const
{
    SheetSolver solver(*this, options);
    solver.solve();
    // Boxes written in a fixed order (Würfel-Poker's second column on two columns): each turn's own
    // exact expectation, added to the free columns' solution.
    double ordered = 0;
    for (const auto& [column, row] : TopDownColumn::orderedBoxes(*this, options))
        ordered += TopDownColumn(*this, options, column, row).expected();
    Solution solution{solver.expectedScore() + ordered, solver.stateCount(), {}};
    if (ordered > 0) {
        char line[96];
        std::snprintf(
            line, sizeof line, "free columns %.6f, boxes in order %.6f", solver.expectedScore(), ordered);
        solution.detail = line;
    }
    return solution;
}

std::unique_ptr<State> SheetGame::newState(const GameSetup& setup) const
{
    return std::make_unique<SheetState>(*this, setup);
}

bool SheetGame::needsPreparation(std::string_view /*level*/, const RuleOptions& options) const
{
    // The solver's states: every row filled 0…columns times.
    double states = 1;
    for (std::size_t r = 0; r < rows().size(); ++r)
        states *= freeColumnCount(options) + 1;
    return states >= TableCache::kWorthKeeping && !heldSheetTables(*this, options);
}

GameDef::StandIn SheetGame::standIn(std::string_view /*level*/, const RuleOptions& /*options*/) const
{
    Message name;
    name.context = "knobel::SheetGame";
    name.text = QT_TRANSLATE_NOOP("knobel::SheetGame", "a simple player without tables");
    return {std::make_shared<SimpleSheetBot>(), name};
}

std::shared_ptr<const Bot> SheetGame::makeBot(
    std::string_view level, const RuleOptions& options, const BotPreparation& preparation) const
{
    if (level == "perfect-score" && (WinChance::appliesTo(*this) || ChipRace::appliesTo(*this, options)))
        return makeSheetBot(*this, Level::Perfect, options, preparation, false);
    const auto byName = levelNamed<Level>(level);
    return byName ? makeSheetBot(*this, *byName, options, preparation) : nullptr;
}

std::vector<std::string> SheetGame::measuringLevels() const
{
    // Würfel-Poker's columns: Perfect plays two players for the chips (ChipRace), perfect-score
    // writes the total's row.
    return WinChance::appliesTo(*this) || (columnCount() > 1 && settlesInChips())
        ? std::vector<std::string>{"perfect-score"}
        : std::vector<std::string>{};
}

bool SheetGame::isAllowed(int row, int value, const RuleOptions& options) const
{
    const auto values = allowedValues(row, options);
    return std::binary_search(values.begin(), values.end(), value);
}

bool SheetGame::isAllowedInBox(int column, int row, int value, const RuleOptions& options) const
{
    const auto values = boxValues(column, row, options);
    return std::binary_search(values.begin(), values.end(), value);
}

int countRowPoints(int face, const FaceCounts& counts)
{
    return face * counts[face];
}

std::vector<int> countRowValues(int face, int dice)
{
    std::vector<int> values;
    for (int k = 0; k <= dice; ++k)
        values.push_back(face * k);
    return values;
}

} // namespace knobel
