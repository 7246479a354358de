// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <map>
#include <tuple>

#include "engine/bot.h"
#include "games/vabanque/vabanque.h"

namespace knobel {

/// What a player's calculation in Va banque is worth, by exact expectimax over the dice still to
/// come: the value so far, the operations left and the dice thrown; at dice two to four the player
/// picks the operation, the fifth takes the one left. The worth of a finished calculation is given by
/// a terminal on its value (and whether the bank took the stake); every worth carries the chances of
/// ending above and equal to a target, for the look-ahead at the players still to come.
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
    /// With `thrown` dice thrown, their value `value` and the operations `left`, each operation picked.
    Worth after(int value, int left, int thrown);
    /// What picking `op` for the last die thrown is worth (value before it, that die).
    Worth pick(int value, int left, int thrown, int die, int op);

private:
    bool m_bankTakes;
    Terminal m_terminal;
    std::map<std::tuple<int, int, int>, Worth> m_memo;
};

/// The computer player of Va banque. Beginner follows the booklet's advice on its own die: ÷ with a
/// 1, × with a 5 or 6, − with a 2 or less, + otherwise, as far as they are left. Good picks, by exact
/// expectimax over the dice to come, for its chance to beat the values already standing (a share
/// when equal); as the round's first, with nothing standing, for the highest value it can expect.
/// Perfect also counts the players still to come, each modelled as Good against its value; exact
/// for one player after it.
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

    /// The chances that a player who plays Good against a value, alone, ends above it and equal.
    static VaBanqueTurn::Worth beat(int value, bool bankTakes);
    static double winChance(int value, int tied, int later, bool bankTakes);
    /// Beginner's operation for die `die` with the operations `left` and the value before it.
    static int beginnerOp(int value, int left, int die);

private:
    std::vector<std::pair<int, double>> choices(const VaBanqueState& state) const;
    Level m_level;
};

} // namespace knobel
