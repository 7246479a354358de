// SPDX-License-Identifier: GPL-3.0-or-later
#include "liartable.h"

namespace knobel {

namespace {

/// The table's training starts from this seed: the same build gives the same table everywhere.
constexpr std::uint64_t kTrainingSeed = 3;

} // namespace

HandRules liarDiceRules()
{
    HandRules rules;
    rules.dice = DieKind::Poker;
    rules.straights = true;
    return rules;
}

std::unique_ptr<LiarSolver> makeLiarSolver()
{
    return std::make_unique<LiarSolver>(handStrengths(liarDiceRules()));
}

LiarTable::LiarTable(std::uint64_t iterations)
    : m_solver(makeLiarSolver())
    , m_iterations(iterations)
{
}

std::string LiarTable::tableKey() const
{
    return LiarSolver::tableKey(m_iterations);
}

void LiarTable::build(const std::function<void(double)>& progress, const std::atomic<bool>* cancel)
{
    m_solver->solve(m_iterations, kTrainingSeed, progress, cancel);
}

void LiarTable::adoptValues(std::vector<double> values)
{
    m_solver->adopt(std::move(values), m_iterations);
}

const std::vector<LiarLevel>& liarLevels()
{
    // Mixtures measured with knobel exploit --mix (docs/liardice.md): a best response wins about
    // 0.30 a deal from Beginner, 0.15 from Good, and 0.05 from Perfect, the table itself.
    static const std::vector<LiarLevel> levels = {{"beginner", 0.58}, {"good", 0.28}, {"perfect", 0.0}};
    return levels;
}

const LiarLevel* findLiarLevel(std::string_view id)
{
    for (const LiarLevel& level : liarLevels())
        if (level.id == id)
            return &level;
    return nullptr;
}

} // namespace knobel
