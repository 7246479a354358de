// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <filesystem>
#include <memory>
#include <mutex>

#include "engine/bot.h"
#include "solver/columnplanner.h"
#include "solver/sheetsolver.h"
#include "solver/winchance.h"

namespace knobel {

class SheetGame;
class RuleOptions;

/// A sheet game's solved table under one set of options, with what is measured from it: shared by
/// every computer player and the hint of a process, so that it is read or built once.
class SheetTableSet
{
public:
    /// tableFolder: where the row figures are kept (keptRows); empty keeps them for the process only.
    explicit SheetTableSet(std::shared_ptr<const SheetSolver> solver, std::filesystem::path tableFolder = {});

    const std::shared_ptr<const SheetSolver>& solver() const { return m_solver; }
    /// The rows' statistics where the sheet has several free columns (the column planner), else
    /// null; measured on first use.
    std::shared_ptr<const RowStatistics> rows() const;
    /// The chance to win where the higher total wins (WinChance::appliesTo), else null; built on
    /// first use.
    std::shared_ptr<const WinChance> win() const;

private:
    std::shared_ptr<const SheetSolver> m_solver;
    std::filesystem::path m_tableFolder;
    mutable std::once_flag m_rowsOnce;
    mutable std::once_flag m_winOnce;
    mutable std::shared_ptr<const RowStatistics> m_rows;
    mutable std::shared_ptr<const WinChance> m_win;
};

/// The tables of `game` under `options`: the ones some player or hint of this process holds, else
/// read from the preparation's folder (or a shipped one) or built there, with its progress and
/// cancel. Null when cancelled. Asked twice at once for the same tables, the second waits for the
/// first's build (its own cancel still heard) instead of building them again.
std::shared_ptr<const SheetTableSet> sheetTables(
    const SheetGame& game, const RuleOptions& options, const BotPreparation& preparation);
/// The tables held in this process, or null; nothing is read or built.
std::shared_ptr<const SheetTableSet> heldSheetTables(const SheetGame& game, const RuleOptions& options);

} // namespace knobel
