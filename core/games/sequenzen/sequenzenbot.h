// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <functional>
#include <map>
#include <vector>

#include "engine/bot.h"
#include "games/sequenzen/sequenzen.h"

namespace knobel {

/// What a turn of Sequenzen is worth, by exact expectation over the remaining throws: the dice on
/// the table (as a multiset) and the throws made; at each throw the player stops (the throw counts)
/// or keeps up to `mostKept` dice (0 without keep_two) and throws the rest. The worth of a finished
/// turn is given by a terminal; every worth carries the chances of ending above and equal to a
/// target, for the look-ahead at the players still to come.
class SequenzenTurn
{
public:
    struct Worth
    {
        double value = 0;
        double above = 0;
        double equal = 0;
    };
    using Terminal = std::function<Worth(int run, int throws)>;

    SequenzenTurn(int mostKept, Terminal terminal);

    /// What the best play is worth before the first throw.
    Worth start();
    enum class Move { Stop, Keep };
    struct Choice
    {
        Move move = Move::Stop;
        std::vector<int> keep; ///< the faces kept (Keep), sorted; empty: all three thrown again
        Worth worth;
    };
    /// Every choice after a throw (dice in any order, throws made), best first.
    std::vector<Choice> choices(std::vector<int> faces, int throws);

private:
    Worth node(std::array<int, 3> faces, int throws);

    int m_mostKept;
    Terminal m_terminal;
    std::map<int, Worth> m_memo;
};

/// The computer player of Sequenzen. Beginner looks at its own dice only: it stops on any run and
/// otherwise throws again (under keep_two keeping the highest two dice that can still make a run).
/// Good plays each turn exactly for its chance to beat what stands at the table (a shared best
/// counting its share), by exact expectation over the remaining throws — exact for the round's last
/// player. Perfect also counts the players still to come, each modelled as playing Good against
/// its result, so it knows when a 2-3-4 is worth throwing on for; exact for two players.
class SequenzenBot final : public Bot
{
public:
    enum class Level { Beginner, Good, Perfect };
    explicit SequenzenBot(Level level)
        : m_level(level)
    {
    }
    Action decide(const BotView& view) const override;
    std::vector<RankedChoice> rank(const BotView& view) const override;
    /// Good's and Perfect's values: the chance to win the round (a shared round counts its share).
    RankMeaning rankMeaning(const BotView& view) const override;

    /// The chances that a player who plays Good against a result (run, throws), alone on the table,
    /// ends above it and equal to it.
    static SequenzenTurn::Worth beat(int run, int throws, bool keepTwo);
    /// The chance to win the round (its share when shared) with this result when `tied` players on
    /// the table share it and `later` players, playing Good, are still to come.
    static double winChance(int run, int throws, int tied, int later, bool keepTwo);

private:
    std::vector<SequenzenTurn::Choice> choices(const SequenzenState& state) const;
    Level m_level;
};

} // namespace knobel
