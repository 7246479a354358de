// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <functional>
#include <vector>

#include "engine/bot.h"
#include "games/quinze/quinze.h"

namespace knobel {

/// A result with its chance: the outcome of a turn played by a fixed rule.
struct QuinzeOutcome
{
    QuinzeResult result;
    double chance = 0;
};

/// A turn of Quinze solved by dynamic programming over (sum, throws): the best expected worth of
/// every position for a given worth of each result, the choice it makes and the results it ends with.
class QuinzeTurn
{
public:
    /// What ending the turn with this result is worth (a player out: any sum above 15).
    using Worth = std::function<double(const QuinzeResult&)>;
    explicit QuinzeTurn(Worth worth);

    double stopWorth(int sum, int throws) const { return m_stop[index(sum, throws)]; }
    /// The expected worth of throwing once more and then playing on as well as possible.
    double throwWorth(int sum, int throws) const { return m_throw[index(sum, throws)]; }
    bool stops(int sum, int throws) const
    {
        return throws > 0 && stopWorth(sum, throws) >= throwWorth(sum, throws);
    }
    /// The results the best play ends with from the start of a turn, and their chances.
    std::vector<QuinzeOutcome> outcomes() const;

private:
    static constexpr int kThrows = QuinzeDef::kTarget + 1;
    static std::size_t index(int sum, int throws) { return std::size_t(sum * (kThrows + 1) + throws); }
    std::array<double, (QuinzeDef::kTarget + 1) * (kThrows + 1)> m_stop{};
    std::array<double, (QuinzeDef::kTarget + 1) * (kThrows + 1)> m_throw{};
};

/// What a player's result earns in a round where the other results are these: the chips it
/// receives as a winner (its share; an odd chip counted as a fraction) or pays as a loser.
double quinzeChips(const QuinzeResult& mine, const std::vector<QuinzeResult>& others);

/// The expected chips of a result when `standing` results are known and `later` players are still
/// to come, each ending with one of `laterOutcomes` independently of the others. Exact for one
/// player to come; for more, averaged over a fixed sample of their results (`samples` draws).
double quinzeExpectedChips(const QuinzeResult& mine, const std::vector<QuinzeResult>& standing, int later,
    const std::vector<QuinzeOutcome>& laterOutcomes, int samples = 600);

/// The computer player of Quinze. Beginner stops at 12 or more. Good plays each turn exactly for
/// the expected chips against the results on the table, counting the players still to come as
/// players who stop at 12 or more. Perfect counts them as players who answer the table exactly
/// (each playing the last seat's exact stop rule against the results standing, its own included):
/// exact for the round's last player and in a game of two, and the strongest model measured beyond.
class QuinzeBot final : public Bot
{
public:
    enum class Level { Beginner, Good, Perfect };
    explicit QuinzeBot(Level level)
        : m_level(level)
    {
    }
    Action decide(const BotView& view) const override;
    std::vector<RankedChoice> rank(const BotView& view) const override;
    RankMeaning rankMeaning(const BotView& view) const override;

    /// The results of a player who stops at `threshold` or more.
    static std::vector<QuinzeOutcome> thresholdOutcomes(int threshold);
    static constexpr int kBeginnerStop = 12;

private:
    /// The turn solved for the seat on turn in this state, as this level sees the players to come.
    QuinzeTurn solve(const QuinzeState& state) const;

    Level m_level;
};

} // namespace knobel
