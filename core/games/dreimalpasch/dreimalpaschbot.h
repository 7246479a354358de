// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <memory>
#include <vector>

#include "engine/bot.h"
#include "games/dreimalpasch/dreimalpasch.h"

namespace knobel {

/// What a turn of Dreimal Pasch is worth, by exact expectation over the remaining throws: the six
/// dice on the table as one of the 462 multisets and the throws made; after the first and second
/// throw the player stops (the throw counts) or keeps 2 to 5 dice and throws the rest. The worth of a
/// finished turn is given by a terminal on its key (DreimalPaschDef::keyOf); every worth carries the
/// chances of ending above and equal to a target, for the look-ahead at the players still to come.
class DreimalPaschTurn
{
public:
    struct Worth
    {
        double value = 0;
        double above = 0;
        double equal = 0;
    };
    using Terminal = std::function<Worth(int key)>;

    explicit DreimalPaschTurn(const Terminal& terminal);

    /// What the best play is worth before the first throw.
    Worth start() const;
    enum class Move { Stop, Keep };
    struct Choice
    {
        Move move = Move::Stop;
        std::vector<int> keep; ///< the faces kept (Keep), sorted; for Stop all six
        Worth worth;
    };
    /// Every choice after a throw (dice in any order, throws made), best first; Stop first of equals.
    std::vector<Choice> choices(std::vector<int> faces, int throws) const;

private:
    /// m_worth[t][i]: the worth of the multiset i after t throws, played best (t = 1 … 3).
    std::vector<Worth> m_worth[4];
};

/// The computer player of Dreimal Pasch. Beginner looks at its own dice only: it keeps the dice in
/// pairs (or the two highest when there is no pair) and throws the rest, and stops only on three
/// pairs. Good plays each turn exactly for its chance to beat what stands at the table (a shared best
/// counting its share), by exact expectation over the remaining throws — exact for the round's last
/// player; as the round's first, with nothing to beat, it plays for the most pairs it can expect. Perfect
/// also counts the players still to come, each modelled as playing Good against its result, so that it knows
/// when two pairs are worth throwing on for; exact for two players.
class DreimalPaschBot final : public Bot
{
public:
    enum class Level { Beginner, Good, Perfect };
    explicit DreimalPaschBot(Level level)
        : m_level(level)
    {
    }
    Action decide(const BotView& view) const override;
    std::vector<RankedChoice> rank(const BotView& view) const override;
    /// Good's and Perfect's values: the chance to win the round (a shared round counts its share).
    RankMeaning rankMeaning(const BotView& view) const override;

    /// The chances that a player who plays Good against a result (its key), alone on the table, ends
    /// above it and equal to it; its value counts a tie as half.
    static DreimalPaschTurn::Worth beat(int key);
    /// The chance to win the round (its share when shared) with this result when `tied` players on
    /// the table share it and `later` players, playing Good, are still to come.
    static double winChance(int key, int tied, int later);
    /// Beginner's keep for these faces: the dice in pairs, or the two highest; empty: stop.
    static std::vector<int> beginnerKeep(std::vector<int> faces);

private:
    std::vector<DreimalPaschTurn::Choice> choices(const DreimalPaschState& state) const;
    /// What a finished turn is worth to this level, by its key.
    DreimalPaschTurn::Terminal terminalFor(int best, int tied, int later) const;
    Level m_level;
};

} // namespace knobel
