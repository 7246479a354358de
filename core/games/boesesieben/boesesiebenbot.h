// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <map>
#include <vector>

#include "engine/bot.h"
#include "games/boesesieben/boesesieben.h"

namespace knobel {

/// What a turn of Die böse Sieben is worth, by exact expectation over the remaining throws. Only
/// the sevens aside, the throws made and the dice of the last throw matter; which pairs make the
/// sevens never does (the pips left are the throw's pips less 7 for each seven), so a throw's dice
/// are a multiset of the 462, 126 or 21 of six, four or two dice. After a throw the player sets aside
/// 1 to all of its sevens (at least one when there is one), then stops or throws the other dice
/// again while the throw limit allows. The worth of a finished turn is given by a terminal on
/// (sevens, pips, throws); every worth carries the chances of ending above and equal to a target.
class BoeseSiebenTurn
{
public:
    struct Worth
    {
        double value = 0;
        double above = 0;
        double equal = 0;
    };
    using Terminal = std::function<Worth(int sevens, int pips, int throws)>;

    BoeseSiebenTurn(int limit, Terminal terminal);

    /// What the best play is worth before the first throw.
    Worth start() { return throwOn(0, 0); }
    /// What throwing the dice not aside is worth with `sevens` aside after `throws` throws.
    Worth throwOn(int sevens, int throws);
    /// What stopping is worth.
    Worth stop(int sevens, int pips, int throws) const { return m_terminal(sevens, pips, throws); }
    /// What setting aside `count` of the last throw's sevens is worth, played on best: the pips of
    /// the free dice before setting aside.
    Worth setAside(int sevens, int count, int freePips, int throws);

private:
    Worth afterThrow(int sevens, const std::vector<int>& faces, int throws);

    int m_limit;
    Terminal m_terminal;
    std::map<int, Worth> m_memo;
};

/// The computer player of Die böse Sieben. Beginner sets aside every seven it can and throws on
/// while it may, never standing on what it has. Good plays each turn exactly for its chance to beat what
/// stands at the table (a tie counting its share of the throw-off), by exact expectation over the remaining
/// throws — exact for the round's last player; as the first, with nothing to beat, it plays for the most
/// sevens it can expect. Perfect also counts the players still to come, each modelled as playing Good against
/// its result under the throw limit it leaves them (as the first player, its own throws); exact for
/// two players.
class BoeseSiebenBot final : public Bot
{
public:
    enum class Level { Beginner, Good, Perfect };
    explicit BoeseSiebenBot(Level level)
        : m_level(level)
    {
    }
    Action decide(const BotView& view) const override;
    std::vector<RankedChoice> rank(const BotView& view) const override;
    RankMeaning rankMeaning(const BotView& view) const override;

    /// The chances that a player who plays Good against a result (its key) under a throw limit,
    /// alone on the table, ends above it and equal to it; its value counts a tie as half.
    static BoeseSiebenTurn::Worth beat(int key, int limit);
    /// The chance to win the round (its share when it comes to a throw-off) with this result when
    /// `tied` players on the table have it too and `later` players, playing Good under `limit`
    /// throws, are still to come.
    static double winChance(int key, int tied, int later, int limit);

    struct Choice
    {
        Action action;
        Message text;
        double value = 0;
    };

private:
    std::vector<Choice> choices(const BoeseSiebenState& state) const;
    Level m_level;
};

} // namespace knobel
