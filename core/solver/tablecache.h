// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace knobel {

class SheetSolver;

/// A table of numbers that a solver builds once and the cache keeps on disk: Würfel-Poker's sheet
/// values, Liar Dice's strategy. Every kept table has the same file format (writeTable/readTable).
class KeptTable
{
public:
    virtual ~KeptTable() = default;
    /// The start of the file's name: the game's id.
    virtual std::string tableName() const = 0;
    /// What the table is the solution of; a table saved for one key is never read for another.
    virtual std::string tableKey() const = 0;
    /// How many numbers the table holds.
    virtual std::uint64_t tableSize() const = 0;
    /// Builds the table (progress 0…1); a cancelled build leaves it unbuilt.
    virtual void build(const std::function<void(double)>& progress, const std::atomic<bool>* cancel) = 0;
    virtual bool isBuilt() const = 0;
    /// The built table's numbers.
    virtual const std::vector<double>& tableValues() const = 0;
    /// Takes numbers read from disk (tableSize() of them) as the built table.
    virtual void adoptValues(std::vector<double> values) = 0;
};

/// Writes a table file: magic, format, key, count, the values (IEEE doubles, little-endian), checksum.
void writeTable(std::ostream& out, const std::string& key, const std::vector<double>& values);
/// Reads a table file written for `key` with `count` values; on any mismatch or damage says why.
std::optional<std::string> readTable(
    std::istream& in, const std::string& key, std::uint64_t count, std::vector<double>& values);

/// Tables that take long to build (Würfel-Poker's three columns: 4,194,304 states, seconds) are
/// kept on disk once built; smaller ones are solved each time in milliseconds.
/// The folders of tables shipped with the program, which every TableCache reads first; the programs
/// set them once at start (shippedTableFoldersBeside), tests leave them empty.
const std::vector<std::filesystem::path>& shippedTableFolders();
void setShippedTableFolders(std::vector<std::filesystem::path> folders);
/// Where the tables are shipped for a program in `programFolder`: beside it in the build tree
/// (build/tables, written by the `tables` target) and, installed, ../share/knobelbecher/tables.
std::vector<std::filesystem::path> shippedTableFoldersBeside(const std::filesystem::path& programFolder);

struct TableCache
{
    /// Tables with at least this many states are worth keeping.
    static constexpr std::uint32_t kWorthKeeping = 100000;

    std::filesystem::path folder; ///< empty: keep nothing
    std::uint32_t worthKeeping = kWorthKeeping;
    /// Read-only folders of tables built with the program (its package), tried before `folder`, so
    /// that a fresh install's first decision needs no build. Never written.
    std::vector<std::filesystem::path> shipped = shippedTableFolders();

    /// Where the table of this solver is kept.
    std::filesystem::path fileFor(const SheetSolver& solver) const;
    std::filesystem::path fileFor(const KeptTable& table) const;

    /// What preparing a table did.
    struct Outcome
    {
        bool loaded = false; ///< read from the folder, not solved
        bool fromShipped = false; ///< read from a shipped folder
        bool stored = false; ///< solved and written to the folder
        std::string note; ///< a kept table that was refused, or one that could not be written: why
    };
    /// Reads the solver's table from the folder, or solves it (progress 0…1) and keeps it there,
    /// written to a temporary file and renamed, so a table on disk is always whole. A damaged or
    /// foreign table is never used: it is built anew and replaced. A cancelled build keeps nothing.
    Outcome prepare(SheetSolver& solver, const std::function<void(double)>& progress = {},
        const std::atomic<bool>* cancel = nullptr) const;
    /// The same for any kept table.
    Outcome prepare(KeptTable& table, const std::function<void(double)>& progress = {},
        const std::atomic<bool>* cancel = nullptr) const;
};

/// The folder the program and the tool share for tables: $XDG_CACHE_HOME/knobelbecher/tables
/// (~/.cache/knobelbecher/tables); empty without a home.
std::filesystem::path defaultTableFolder();

} // namespace knobel
