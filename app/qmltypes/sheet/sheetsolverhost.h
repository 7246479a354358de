// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "sheethint.h"

namespace knobel {
class SheetGame;
class RuleOptions;
} // namespace knobel
class Preparation;

/// The solver's tables of the sheet game a window plays (SheetTables), built or read once per game
/// and options off the GUI thread while the window's Preparation shows the progress — the same tables
/// the computer players read (knobel::sheetTables), never built twice. What needs them waits for them;
/// what waits for a game that was left meanwhile, or for a build that was cancelled, is dropped.
class SheetSolverHost : public QObject
{
    Q_OBJECT

public:
    SheetSolverHost(Preparation& preparation, QObject* parent = nullptr);

    const SheetTables& tables() const { return m_tables; }

    /// Runs `next` (of `generation`) once the tables of `game` under `options` are there: at once
    /// when they are, else when built from `tableFolder`. A build under way for another game is
    /// finished first; then `current` decides whose tables are built next.
    void with(const knobel::SheetGame& game, const knobel::RuleOptions& options, const QString& tableFolder,
        quint64 generation, std::function<void()> next);
    /// What the window plays now: the game and options (null: none), and its generation (every new
    /// game counts one up; what waits belongs to one). Asked when a build ends.
    void setCurrent(std::function<std::pair<const knobel::SheetGame*, const knobel::RuleOptions*>()> game,
        std::function<quint64()> generation);

signals:
    /// The build was cancelled: what waited for it was dropped.
    void cancelled();

private:
    Preparation& m_preparation;
    SheetTables m_tables;
    std::string m_key; ///< game and options the tables were built for
    bool m_building = false;
    QString m_folder;
    std::vector<std::pair<quint64, std::function<void()>>> m_waiting;
    std::function<std::pair<const knobel::SheetGame*, const knobel::RuleOptions*>()> m_currentGame;
    std::function<quint64()> m_currentGeneration;
};
