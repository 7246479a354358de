// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "engine/bot.h"
#include "options.h"
#include "pokerdicesolver.h"

/// The computer players of Poker Dice. Two players:
/// - perfect: the exact solver's best choice at every keep, stop and bet;
/// - good: the keeps and stops that are exact for the hands alone (the solver of the deal without
///   betting), and bets by thresholds on that deal's value to it (bet over +0.2, the most over +0.5,
///   raise over +0.6, fold under −0.3 of the ante);
/// - beginner: keeps every die of its most frequent face (the highest of equal counts), never stops
///   before five alike, checks and calls everything.
/// Three and more players (no betting): perfect and good keep to beat the best hand before them
/// exactly; the round's first player weighs, exactly, the chance that no later player beats him with
/// as many throws as he used (perfect) or with three (good); beginner as with two players.
namespace knobel::pokerdice {

bool botNeedsPreparation(std::string_view level, const RuleOptions& options);
std::shared_ptr<const Bot> makeBot(
    std::string_view level, const RuleOptions& options, const BotPreparation& preparation);

/// A solved solver of these options (with or without betting), built once per process and shared;
/// nullptr when cancelled.
std::shared_ptr<const PokerDiceSolver> sharedSolver(const RuleOptions& options, bool betting,
    const std::function<void(double)>& progress = {}, const std::atomic<bool>* cancel = nullptr);

/// Exact keeps against a target, for three and more players.
class KeepTables
{
public:
    KeepTables(const SolverRules& rules, int seats);

    /// The chance to end strictly above the hand of dense rank `target` from the full hand `hand`
    /// with `throwsLeft` throws left, keeping best.
    double beat(int target, int hand, int throwsLeft) const;
    /// A later player's choices (stop, keeps) with the chance to beat `target` after each.
    std::vector<Choice> followerChoices(int target, const std::vector<int>& faces, int throwsLeft) const;
    /// The round's first player's choices after `throwsMade` throws, with the chance that no other
    /// player beats him; `capAware`: the others may throw only as often as he did.
    std::vector<Choice> starterChoices(const std::vector<int>& faces, int throwsMade, bool capAware) const;
    int rankOf(const std::vector<int>& faces) const;
    const Multisets& multisets() const { return m_sets; }

private:
    double expect(int multiset, const std::function<double(int fullIndex)>& value) const;
    double held(int hand, int throwsMade, bool capAware) const; ///< stopping: nobody beats him

    Multisets m_sets;
    int m_seats;
    int m_ranks = 0;
    int m_throws = 3;
    std::vector<int> m_rank; ///< full index → dense rank
    std::vector<std::vector<double>> m_beat; ///< [target * (throws+1) + left][full index]
    std::vector<double>
        m_fresh; ///< [target * (throws+1) + throws]: a fresh player with that many throws beats it
    std::vector<std::vector<double>> m_starter[2]; ///< [capAware][throwsMade][full index]
};

} // namespace knobel::pokerdice
