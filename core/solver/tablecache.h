// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>

namespace knobel {

class SheetSolver;

/// Tables that take long to build (Würfel-Poker's three columns: 4,194,304 states, most of a
/// minute) are kept on disk once built; smaller ones are solved each time in milliseconds.
struct TableCache
{
    /// Tables with at least this many states are worth keeping.
    static constexpr std::uint32_t kWorthKeeping = 100000;

    std::filesystem::path folder; ///< empty: keep nothing
    std::uint32_t worthKeeping = kWorthKeeping;

    /// Where the table of this solver is kept.
    std::filesystem::path fileFor(const SheetSolver& solver) const;

    /// What preparing a table did.
    struct Outcome
    {
        bool loaded = false; ///< read from the folder, not solved
        bool stored = false; ///< solved and written to the folder
        std::string note; ///< a kept table that was refused, or one that could not be written: why
    };
    /// Reads the solver's table from the folder, or solves it (progress 0…1) and keeps it there,
    /// written to a temporary file and renamed, so a table on disk is always whole. A damaged or
    /// foreign table is never used: it is built anew and replaced. A cancelled build keeps nothing.
    Outcome prepare(SheetSolver& solver, const std::function<void(double)>& progress = {},
        const std::atomic<bool>* cancel = nullptr) const;
};

/// The folder the program and the tool share for tables: $XDG_CACHE_HOME/knobelbecher/tables
/// (~/.cache/knobelbecher/tables); empty without a home.
std::filesystem::path defaultTableFolder();

} // namespace knobel
