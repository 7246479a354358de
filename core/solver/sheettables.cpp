// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/sheettables.h"

#include <chrono>
#include <map>
#include <string>

#include <QtGlobal>

#include "kits/sheetgame.h"
#include "options.h"
#include "solver/tablecache.h"

namespace knobel {

namespace {

std::string keyOf(const SheetGame& game, const RuleOptions& options)
{
    std::string key(game.id());
    for (const auto& [id, value] : options.values())
        key += ";" + id + "=" + value;
    return key;
}

/// The tables some player holds, by game and options: weak, so that they live as long as a player
/// or a hint needs them, never longer.
std::mutex heldMutex;
std::map<std::string, std::weak_ptr<const SheetTableSet>>& held()
{
    static std::map<std::string, std::weak_ptr<const SheetTableSet>> tables;
    return tables;
}

std::shared_ptr<const SheetTableSet> find(const std::string& key)
{
    const std::lock_guard lock(heldMutex);
    auto it = held().find(key);
    if (it == held().end())
        return nullptr;
    auto tables = it->second.lock();
    if (!tables)
        held().erase(it);
    return tables;
}

/// One build at a time: a second asker waits for it and then finds the tables held.
std::timed_mutex buildMutex;

} // namespace

SheetTableSet::SheetTableSet(std::shared_ptr<const SheetSolver> solver, std::filesystem::path tableFolder)
    : m_solver(std::move(solver))
    , m_tableFolder(std::move(tableFolder))
{
}

std::shared_ptr<const RowStatistics> SheetTableSet::rows() const
{
    std::call_once(m_rowsOnce, [this] {
        if (m_solver->game().freeColumnCount(m_solver->options()) > 1)
            m_rows = std::make_shared<RowStatistics>(keptRows(*m_solver, TableCache{m_tableFolder}));
    });
    return m_rows;
}

std::shared_ptr<const WinChance> SheetTableSet::win() const
{
    std::call_once(m_winOnce, [this] {
        if (WinChance::appliesTo(m_solver->game()))
            m_win = std::make_shared<WinChance>(*m_solver);
    });
    return m_win;
}

std::shared_ptr<const SheetTableSet> heldSheetTables(const SheetGame& game, const RuleOptions& options)
{
    return find(keyOf(game, options));
}

std::shared_ptr<const SheetTableSet> sheetTables(
    const SheetGame& game, const RuleOptions& options, const BotPreparation& preparation)
{
    const std::string key = keyOf(game, options);
    auto cancelled = [&] { return preparation.cancel && preparation.cancel->load(); };
    for (;;) {
        if (auto tables = find(key))
            return tables;
        if (cancelled())
            return nullptr;
        if (buildMutex.try_lock_for(std::chrono::milliseconds(50)))
            break;
    }
    const std::unique_lock building(buildMutex, std::adopt_lock);
    if (auto tables = find(key)) // built while this one waited
        return tables;
    auto solver = std::make_shared<SheetSolver>(game, options);
    const auto outcome
        = TableCache{preparation.tableFolder}.prepare(*solver, preparation.progress, preparation.cancel);
    if (!outcome.note.empty())
        qWarning("%s", outcome.note.c_str());
    if (!solver->isSolved())
        return nullptr; // cancelled
    auto tables = std::make_shared<const SheetTableSet>(std::move(solver), preparation.tableFolder);
    const std::lock_guard lock(heldMutex);
    held()[key] = tables;
    return tables;
}

} // namespace knobel
