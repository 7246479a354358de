// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "engine/bot.h"
#include "games/vabanque/vabanque.h"

namespace knobel {

/// What a player's calculation in Va banque is worth, by exact expectimax over the dice still to
/// come: the state is the value so far, the operations left and the dice thrown; at dice two to four
/// the player picks the operation worth most (the first of equal ones in the order +, −, ×, ÷), the
/// fifth takes the one left. A terminal gives the worth of a finished value (and whether the bank took
/// the stake); every worth also carries the chances of ending above and equal to a target.
class VaBanqueTurn
{
public:
    struct Worth
    {
        double value = 0;
        double above = 0;
        double equal = 0;
    };
    using Terminal = std::function<Worth(int value, bool forfeited)>;

    VaBanqueTurn(bool bankTakes, Terminal terminal);

    /// Before the first die.
    Worth start();
    /// With `thrown` dice thrown, their value `value` and the operations `left`, each die's picked.
    Worth after(int value, int left, int thrown);

    /// Every value between these can occur on the way (each operation is used once: at most 72).
    static constexpr int kLowest = -64;
    static constexpr int kHighest = 127;

private:
    bool m_bankTakes;
    Terminal m_terminal;
    std::vector<std::optional<Worth>> m_memo;
};

/// The computer player of Va banque. Beginner follows the booklet's advice on its own die: ÷ with a
/// 1, × with a 5 or 6, − with a 2 or less, + otherwise, as far as they are left. Good picks, by exact
/// expectimax over its dice to come, for its chance to beat the values already standing (a share
/// when equal); as the round's first, with nothing standing, for the highest value it can expect.
/// Perfect picks for its share of the pot counting the players still to come too: exact against
/// players who play Good, each against the best value standing when it is its turn.
class VaBanqueBot final : public Bot
{
public:
    enum class Level { Beginner, Good, Perfect };
    explicit VaBanqueBot(Level level)
        : m_level(level)
    {
    }
    Action decide(const BotView& view) const override;
    std::vector<RankedChoice> rank(const BotView& view) const override;
    RankMeaning rankMeaning(const BotView& view) const override;

    /// A player who plays Good against a best value `value` that `tied` players have: its chances to
    /// end above it and equal to it (a forfeited stake is neither).
    static VaBanqueTurn::Worth beat(int value, int tied, bool bankTakes);
    /// The share of the pot a player can expect who ends with `value`, the best standing, which
    /// `tied` players have (itself included), with `later` players to come who play Good.
    static double share(int value, int tied, int later, bool bankTakes);
    /// Beginner's operation for die `die` with the operations `left` and the value before it.
    static int beginnerOp(int value, int left, int die);

private:
    std::vector<std::pair<int, double>> choices(const VaBanqueState& state) const;
    Level m_level;
};

} // namespace knobel
