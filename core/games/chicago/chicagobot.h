// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <functional>
#include <map>
#include <vector>

#include "engine/bot.h"
#include "games/chicago/chicago.h"

namespace knobel {

/// What a turn of Chicago is worth, by dynamic programming over the dice on the table (as a
/// multiset), the ones that must stay (aces made of two sixes), the throws made and the limit.
/// The worth of a finished turn is given: a sum, a chance not to take the beer mat, … Every
/// quantity carries the chances of ending above and equal to a target, for the look-ahead.
class ChicagoTurn
{
public:
    struct Worth
    {
        double value = 0;
        double above = 0; ///< chance to end above the target (when the terminal says so)
        double equal = 0;
    };
    /// The worth of stopping with this sum after this many throws.
    using Terminal = std::function<Worth(int sum, int throws)>;

    /// `low`: the low game of Chicago hoch-tief, where faces count their pips (the terminal says
    /// what a sum is worth).
    ChicagoTurn(int limit, bool twoSixes, Terminal terminal, bool low = false);

    /// What the best play is worth from before the first throw.
    Worth start();
    /// The worth of each choice at a turn: dice (any order), aces that must stay, throws made,
    /// whether two sixes became an ace after this throw.
    enum class Move { Stop, Ace, Keep };
    struct Choice
    {
        Move move = Move::Stop;
        std::vector<int> keep; ///< the faces kept (Keep), sorted
        Worth worth;
    };
    /// Every choice, best first.
    std::vector<Choice> choices(std::vector<int> faces, int aces, int throws, bool converted);

private:
    Worth node(std::array<int, 3> faces, int aces, int throws, bool converted);

    int m_limit;
    bool m_twoSixes;
    bool m_low;
    Terminal m_terminal;
    std::map<int, Worth> m_memo;
};

/// The computer player of Chicago, each level defined by what it considers. Beginner looks at its
/// own dice only, with a rule of thumb: stop at 160 or more, else keep the ones and sixes. Good plays
/// each turn exactly: for the highest sum it can expect as the round's first player, and otherwise for
/// the chance not to end below the lowest result on the table so far (exact for the round's last
/// player). Perfect also counts the players still to come — each modelled as playing Good against the
/// table's lowest result — and so chooses the first player's number of throws, the others' limit, by
/// looking ahead: the chance of the beer mat for every result and limit.
///
/// Chicago hoch-tief: the low game is the same solver with faces at their pips and the lower sum
/// better. The round's first player says high or low after the first throw by comparing what the
/// rest of the turn is worth in each: Perfect by its chance not to take the mat (exact for two
/// players, like the rest of its play), Good by the chance that its result beats one fresh throw,
/// Beginner by its dice alone (low with 8 pips or fewer).
class ChicagoBot final : public Bot
{
public:
    enum class Level { Beginner, Good, Perfect };
    explicit ChicagoBot(Level level)
        : m_level(level)
    {
    }
    Action decide(const BotView& view) const override;
    std::vector<RankedChoice> rank(const BotView& view) const override;
    /// Perfect's values: the chance not to take this round's beer mat.
    RankMeaning rankMeaning(const BotView& view) const override;

    /// The chances that a player who plays Good against a result (`sum` after `throws`), with this
    /// limit, ends above it and equal to it.
    static ChicagoTurn::Worth beat(int sum, int throws, int limit, bool twoSixes, bool low = false);
    /// The chance that a player whose result is lowest on the table (shared with `tied` others)
    /// takes the beer mat when `later` players, playing Good under `limit`, are still to come.
    static double matChance(
        int sum, int throws, int tied, int later, int limit, bool twoSixes, bool low = false);

    /// Hoch-tief: what saying high and saying low are worth to the round's first player after its
    /// first throw, the better first (choice ChicagoDef::kHigh or kLow, and its worth).
    std::vector<std::pair<int, double>> modeChoices(const ChicagoState& state) const;

private:
    std::vector<ChicagoTurn::Choice> choices(const ChicagoState& state) const;
    /// The choices of a turn as if the round were played high (`low` false) or low; `shared`: each
    /// result worth the chance that one fresh throw ends worse (Good's scale for high or low).
    std::vector<ChicagoTurn::Choice> choices(const ChicagoState& state, bool low, bool shared) const;
    Level m_level;
};

} // namespace knobel
