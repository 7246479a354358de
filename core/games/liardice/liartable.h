// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/liardice/liarsolver.h"
#include "games/liardice/liarstrategy.h"
#include "kits/hands.h"
#include "solver/tablecache.h"

namespace knobel {

/// Liar Dice's ranking: poker dice, straights count (seed 003).
HandRules liarDiceRules();
/// The solver of one deal with Liar Dice's hand order from the hands kit.
std::unique_ptr<LiarSolver> makeLiarSolver();

/// The strategy table as the table cache keeps it: `iterations` sampled deals from a fixed seed.
class LiarTable : public KeptTable
{
public:
    explicit LiarTable(std::uint64_t iterations = LiarSolver::kFullIterations);
    std::string tableName() const override { return "liardice"; }
    std::string tableKey() const override;
    std::uint64_t tableSize() const override { return m_solver->stateCount(); }
    void build(const std::function<void(double)>& progress, const std::atomic<bool>* cancel) override;
    bool isBuilt() const override { return m_solver->isSolved(); }
    const std::vector<double>& tableValues() const override { return m_solver->values(); }
    void adoptValues(std::vector<double> values) override;
    /// Takes the shipped table when this is the full build and the program has it; false otherwise.
    bool adoptShipped();

    /// The solver, built or read; shared with the computer players.
    std::shared_ptr<LiarSolver> solver() const { return m_solver; }

private:
    std::shared_ptr<LiarSolver> m_solver;
    std::uint64_t m_iterations;
};

/// The compact form of a built table, as the program ships it: per information set its average
/// strategy in 255ths (largest remainders, so that they add up to 255; a set the training never
/// reached stays empty and plays every slot alike), checked and compressed (zlib).
QByteArray packLiarTable(const LiarSolver& solver);
/// Takes a packed table as the solver's table for `iterations`; on any mismatch (another key, another
/// size, damage) says why and leaves the solver as it was.
std::optional<std::string> unpackLiarTable(
    const QByteArray& packed, LiarSolver& solver, std::uint64_t iterations);
/// The table shipped with the program (the full build, packed; resource :/knobel/tables/liardice.pack).
QByteArray shippedLiarTable();
/// Whether the shipped table is the full build of this program's solver (the computer player then
/// needs no preparation).
bool hasShippedLiarTable();

/// A computer level of Liar Dice: the table's strategy mixed with the simple honest player
/// (LiarSolver::heuristic) by `mix`, chosen so that the measured loss to a best response lands near
/// a target (docs/liardice.md has the measurements).
struct LiarLevel
{
    std::string_view id;
    double mix = 0;
    /// The table's corrections for the real game (LiarLookaheadStrategy::Correction flags; 0: the
    /// table alone, mixed with the honest player by `mix`).
    int lookahead = 0;
};
/// beginner, good, perfect.
const std::vector<LiarLevel>& liarLevels();
/// Levels for measurements only (knobel match, knobel exploit): perfect_look, perfect_blur,
/// perfect_look_blur, perfect_stand, perfect_gaps.
const std::vector<LiarLevel>& liarMeasuringLevels();
/// The level with this id, among both lists; nullptr when there is none.
const LiarLevel* findLiarLevel(std::string_view id);
/// The level's strategy on this table.
std::shared_ptr<const LiarStrategy> liarStrategy(
    const LiarLevel& level, std::shared_ptr<const LiarSolver> solver);

} // namespace knobel
