// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetsolverhost.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <filesystem>
#include <tuple>

#include "kits/sheetgame.h"
#include "options.h"
#include "preparation.h"
#include "solver/tablecache.h"

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
    using Tables = std::tuple<std::shared_ptr<const knobel::SheetSolver>,
        std::shared_ptr<const knobel::RowStatistics>, std::shared_ptr<const knobel::WinChance>>;
    auto* watcher = new QFutureWatcher<Tables>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, key] {
        watcher->deleteLater();
        m_building = false;
        m_preparation.end();
        std::tie(m_tables.solver, m_tables.rows, m_tables.win) = watcher->result();
        m_key = key;
        auto waiting = std::exchange(m_waiting, {});
        // A build started while another game was being set up may not be this game's: what waits
        // for this game's tables then starts their build. Work of a game left meanwhile is dropped.
        const auto [current, currentOptions] = m_currentGame ? m_currentGame() : std::pair{nullptr, nullptr};
        for (auto& [generation, next] : waiting)
            if (current && generation == m_currentGeneration())
                with(*current, *currentOptions, m_folder, generation, std::move(next));
    });
    const knobel::TableCache cache{std::filesystem::path(tableFolder.toStdString())};
    watcher->setFuture(
        QtConcurrent::run([game = &game, options, cache, progress = m_preparation.progressSink(),
                              cancel = m_preparation.cancelFlag()]() -> Tables {
            auto solver = std::make_shared<knobel::SheetSolver>(*game, options);
            const auto outcome = cache.prepare(*solver, progress, cancel.get());
            if (!outcome.note.empty())
                qWarning("%s", outcome.note.c_str());
            std::shared_ptr<const knobel::RowStatistics> rows;
            if (game->freeColumnCount(options) > 1 && solver->isSolved())
                rows = std::make_shared<knobel::RowStatistics>(knobel::keptRows(*solver, cache));
            std::shared_ptr<const knobel::WinChance> win;
            if (knobel::WinChance::appliesTo(*game) && solver->isSolved())
                win = std::make_shared<knobel::WinChance>(*solver);
            return {solver, rows, win};
        }));
}
