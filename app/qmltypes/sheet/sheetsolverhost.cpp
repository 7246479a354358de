// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetsolverhost.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <filesystem>

#include "kits/sheetgame.h"
#include "options.h"
#include "preparation.h"
#include "solver/sheettables.h"

SheetSolverHost::SheetSolverHost(Preparation& preparation, QObject* parent)
    : QObject(parent)
    , m_preparation(preparation)
{
}

void SheetSolverHost::setCurrent(
    std::function<std::pair<const knobel::SheetGame*, const knobel::RuleOptions*>()> game,
    std::function<quint64()> generation)
{
    m_currentGame = std::move(game);
    m_currentGeneration = std::move(generation);
}

void SheetSolverHost::with(const knobel::SheetGame& game, const knobel::RuleOptions& options,
    const QString& tableFolder, quint64 generation, std::function<void()> next)
{
    std::string key(game.id());
    for (const auto& [id, value] : options.values())
        key += ";" + id + "=" + value;
    if (m_tables.solver && m_key == key) {
        if (next)
            next();
        return;
    }
    m_folder = tableFolder;
    if (next)
        m_waiting.emplace_back(generation, std::move(next));
    if (m_building)
        return; // what waits is sent on, or built for, when the build under way ends
    m_building = true;
    m_preparation.begin(true);
    auto* watcher = new QFutureWatcher<std::shared_ptr<const knobel::SheetTableSet>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, key] {
        watcher->deleteLater();
        m_building = false;
        m_preparation.end();
        auto waiting = std::exchange(m_waiting, {});
        const auto set = watcher->result();
        if (!set) {
            emit cancelled();
            return;
        }
        m_tables = {set, set->solver(), set->rows(), set->win()};
        m_key = key;
        // A build started while another game was being set up may not be this game's: what waits
        // for this game's tables then starts their build. Work of a game left meanwhile is dropped.
        const auto [current, currentOptions] = m_currentGame ? m_currentGame() : std::pair{nullptr, nullptr};
        for (auto& [generation, next] : waiting)
            if (current && generation == m_currentGeneration())
                with(*current, *currentOptions, m_folder, generation, std::move(next));
    });
    knobel::BotPreparation preparation;
    preparation.tableFolder = std::filesystem::path(tableFolder.toStdString());
    preparation.progress = m_preparation.progressSink();
    watcher->setFuture(QtConcurrent::run(
        [game = &game, options, preparation, cancel = m_preparation.cancelFlag()]() mutable {
            preparation.cancel = cancel.get();
            const auto set = knobel::sheetTables(*game, options, preparation);
            if (set) { // measured here, off the GUI thread
                set->rows();
                set->win();
            }
            return set;
        }));
}
