// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <vector>

#include "engine/bot.h"
#include "kits/openpoker.h"

namespace knobel {

/// Exact odds of five poker dice thrown up to `throws` times, keeping `minKeep`…`maxKeep` dice
/// between throws (or stopping), for a value of each final hand. Hands are exactHands() indices.
class HandOdds
{
public:
    HandOdds(const HandRules& hands, int throws, int minKeep, int maxKeep);

    /// What a turn is worth: per final hand its worth, returned as the best expectation.
    struct Worth
    {
        double value = 0; ///< what the player maximises
        double beat = 0; ///< carried along: the chance to end above a target
        double tie = 0; ///< and equal to it
    };
    using Terminal = std::vector<Worth>; ///< per exactHands() index

    /// A keep (the faces that stand, ascending) with its worth; an empty keep with `stop` = stop.
    struct Keep
    {
        bool stop = false;
        std::vector<int> faces;
        Worth worth;
    };
    /// Every choice after throw `throwsMade` with this hand (any order), best first.
    std::vector<Keep> choices(const std::vector<int>& hand, int throwsMade, const Terminal& terminal) const;
    /// The worth of a turn before its first throw, playing best.
    Worth fresh(const Terminal& terminal) const;

    /// Per exactHands() index: the dense strength (0 the lowest hand).
    const std::vector<int>& strength() const { return m_strength; }
    int strengths() const { return m_strengths; }
    /// A fresh player with all throws, playing for the chance to beat strength `target` (a tie counting
    /// half): his chances to end above it and equal to it.
    Worth follower(int target) const { return m_follower.at(std::size_t(target)); }
    /// The chance to throw each final hand in one throw of five dice.
    const std::vector<double>& oneThrow() const { return m_oneThrow; }
    const HandRules& hands() const { return m_hands; }
    int throws() const { return m_throws; }

private:
    /// The worths before throw `made + 1` (made ≥ 1): per hand the best of stopping and every keep.
    std::vector<Worth> level(const std::vector<Worth>& after, const Terminal& terminal) const;
    std::vector<Worth> expectations(const std::vector<Worth>& after) const; ///< per kept multiset

    HandRules m_hands;
    int m_throws, m_minKeep, m_maxKeep;
    std::vector<int> m_strength;
    int m_strengths = 0;
    /// Kept multisets (0…4 dice): per one the final hands and their chances.
    std::vector<std::vector<std::pair<int, double>>> m_outcomes;
    std::vector<std::vector<int>> m_keptFaces;
    /// Per hand: the kept multisets it allows (index into m_outcomes).
    std::vector<std::vector<int>> m_keeps;
    std::vector<double> m_oneThrow;
    std::vector<Worth> m_follower;
};

/// The shared odds of these rules, built once per process.
std::shared_ptr<const HandOdds> sharedHandOdds(const OpenPokerRules& rules);

/// The computer players of open poker (Offenes Würfelpoker, Würfelpoker, Al Capone).
/// - perfect: keeps for the chance to win the round, by the exact distribution of the hands still to
///   come (each later player keeping exactly to beat the best hand then standing); raises the amount
///   that brings the most expected chips, counting who would call; calls when its chance times the
///   pot pays the call;
/// - good: keeps for the chance to beat the best hand standing (first to throw: for the highest
///   expected hand), raises all it may with a full house or better (one throw: three alike) that
///   beats every hand standing, calls when its hand is not below the raiser's or, still to throw,
///   when the raiser has less than a full house;
/// - beginner: keeps its most frequent face, stops on a full house or better, never raises, always calls.
class OpenPokerBot final : public Bot
{
public:
    enum class Level { Beginner, Good, Perfect };
    OpenPokerBot(Level level, std::shared_ptr<const HandOdds> odds)
        : m_level(level)
        , m_odds(std::move(odds))
    {
    }
    Action decide(const BotView& view) const override;
    std::vector<RankedChoice> rank(const BotView& view) const override;
    RankMeaning rankMeaning(const BotView& view) const override;

    /// The perfect level's chance that `seat` wins the round as it stands (a tie counts half): from
    /// its hand when it has thrown its last, else from a fresh turn.
    double winChance(const OpenPokerState& state, Seat seat) const;

private:
    struct Option
    {
        Action action; ///< a bet, or the keep's throw (faces = kept), or stop
        HandOdds::Keep keep;
        bool isKeep = false;
        double value = 0;
        double ifCalled = 0; ///< a raise: its expected chips if every other seat called (ties of value)
    };
    std::vector<Option> options(const OpenPokerState& state, Seat seat) const;
    HandOdds::Terminal terminal(const OpenPokerState& state, Seat seat, bool withLater) const;
    Level m_level;
    std::shared_ptr<const HandOdds> m_odds;
};

} // namespace knobel
