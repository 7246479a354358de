// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <cstddef>
#include <functional>
#include <optional>
#include <vector>

#include "engine/action.h"
#include "engine/message.h"
#include "engine/observation.h"
#include "kits/diceset.h"
#include "kits/session.h"
#include "result.h"

namespace knobel {

/// The rounds of a keep-and-compare game played for rounds won (Sequenzen, Dreimal Pasch): in each
/// round the seats play one turn each, in the session's order, with the same dice; a turn leaves a
/// result; after the last turn the best result wins the round (equal best share it). What stays for
/// the game: its rules of a turn, what a result is and how a round's end is told.
///
/// `TurnResult` has `int key() const`: higher is better.
template <typename TurnResult> class TurnRound
{
public:
    TurnRound(int seats, const SessionRules& rules, Seat first, int dice)
        : m_session(seats, rules, first)
        , m_diceCount(dice)
        , m_dice(dice)
        , m_points(std::size_t(seats), 0)
        , m_results(std::size_t(seats))
    {
        startRound();
    }

    bool isOver() const { return m_over; }
    Seat toAct() const { return m_over ? kNoSeat : current(); }
    /// The seat whose turn it is (while the game goes on).
    Seat current() const { return m_order.at(std::size_t(m_turn)); }
    const std::vector<Seat>& order() const { return m_order; }
    int turnIndex() const { return m_turn; }
    int seats() const { return int(m_results.size()); }
    const Session& session() const { return m_session; }
    const DiceSet& dice() const { return m_dice; }
    DiceSet& dice() { return m_dice; }
    int heldCount() const { return int(std::count(m_dice.held.begin(), m_dice.held.end(), true)); }
    /// This round's results so far (empty for seats still to play).
    const std::vector<std::optional<TurnResult>>& results() const { return m_results; }
    /// Rounds won (a shared round counts for each who shares it).
    int points(Seat seat) const { return m_points.at(std::size_t(seat)); }
    /// The round to show: the last one played once the game is over.
    int shownRound() const { return m_session.round() - (m_over ? 1 : 0); }

    /// Ends the current seat's turn with its result and clears the dice for the next; true when it
    /// was the round's last turn (then call finishRound()).
    bool endTurn(const TurnResult& result)
    {
        m_results[std::size_t(current())] = result;
        m_dice.reset(m_diceCount);
        if (++m_turn < int(m_order.size()))
            return false;
        m_turn = int(m_order.size()) - 1;
        return true;
    }

    /// The seats with the round's best result, in the round's order; none when the best key is below
    /// `atLeast` (Sequenzen: nothing without a run scores).
    std::vector<Seat> bestSeats(int atLeast) const
    {
        int best = m_results[std::size_t(m_order.front())]->key();
        for (Seat s : m_order)
            best = std::max(best, m_results[std::size_t(s)]->key());
        std::vector<Seat> winners;
        if (best < atLeast)
            return winners;
        for (Seat s : m_order)
            if (m_results[std::size_t(s)]->key() == best)
                winners.push_back(s);
        return winners;
    }

    /// The winners get their point, the round's results stay in view for the table, and the next
    /// round begins, or the game ends.
    void finishRound(const std::vector<Seat>& winners)
    {
        for (Seat w : winners)
            ++m_points[std::size_t(w)];
        m_lastResults = m_results;
        m_session.finishRound(winners.size() == 1 ? winners.front() : kNoSeat, kNoSeat);
        if (m_session.isOver()) {
            m_over = true;
            return;
        }
        startRound();
    }

    /// The round's number, the dice on the table (with the throw limit) and every seat with its
    /// rounds won and the line of its result: between rounds the last round's, until the next turn
    /// begins.
    void observe(
        Observation& view, int throwLimit, const std::function<Message(const TurnResult&)>& line) const
    {
        view.toAct = toAct();
        view.round = shownRound();
        view.throwLimit = throwLimit;
        if (!m_over) {
            DiceGroupView tray = m_dice.view("tray", current(), DieKind::Pips, false);
            tray.throwLimit = throwLimit;
            view.dice.push_back(std::move(tray));
        }
        const bool showLast = !m_lastResults.empty() && (m_over || (m_turn == 0 && !m_dice.thrown()));
        const auto& shown = showLast ? m_lastResults : m_results;
        for (Seat s = 0; s < seats(); ++s) {
            SeatView seat;
            seat.seat = s;
            seat.starter = !m_over && s == m_order.front();
            seat.wins = m_points[std::size_t(s)];
            if (const auto& r = shown[std::size_t(s)])
                seat.roundLine = line(*r);
            view.seats.push_back(std::move(seat));
        }
    }

    /// Keeping and taking back dice may be undone while the turn goes on; a throw or a stop is final.
    bool mayTakeBack(const Action& last) const
    {
        return (last.type == Action::Type::Hold || last.type == Action::Type::Release) && !m_over
            && m_dice.thrown();
    }

    /// No chips: the rounds won decide the order.
    Result result() const
    {
        Result result;
        result.standings = rankPlayers(m_points, std::vector<int>(m_points.size(), 0), false);
        return result;
    }

private:
    void startRound()
    {
        m_order = m_session.order();
        m_turn = 0;
        m_dice.reset(m_diceCount);
        std::fill(m_results.begin(), m_results.end(), std::nullopt);
    }

    Session m_session;
    int m_diceCount;
    DiceSet m_dice;
    std::vector<Seat> m_order;
    int m_turn = 0;
    bool m_over = false;
    std::vector<int> m_points;
    std::vector<std::optional<TurnResult>> m_results;
    std::vector<std::optional<TurnResult>> m_lastResults; ///< the last round's, for the table
};

} // namespace knobel
