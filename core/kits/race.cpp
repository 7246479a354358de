// SPDX-License-Identifier: GPL-3.0-or-later
#include "kits/race.h"

#include "kits/session.h"

#include <algorithm>

namespace knobel {

RaceState::RaceState(const GameSetup& setup, int dice)
    : m_names(setup.players)
    , m_dice(dice)
    , m_starter(firstSeatFromSeed(setup))
    , m_current(m_starter)
    , m_throws(setup.players.size(), 0)
{
}

std::vector<Action> RaceState::legalActions() const
{
    if (m_over)
        return {};
    return {Action::throwDice()};
}

std::optional<ThrowSpec> RaceState::throwSpec(int group) const
{
    if (m_over || group != 0)
        return std::nullopt;
    ThrowSpec spec;
    spec.current = m_lastFaces.empty() ? std::vector<int>(std::size_t(m_dice), 0) : m_lastFaces;
    spec.thrown.assign(std::size_t(m_dice), true);
    return spec;
}

Problem RaceState::apply(const Action& action)
{
    if (m_over)
        return std::string("the game is over");
    if (action.type != Action::Type::Throw)
        return std::string(gameName()) + " has one action: the throw";
    if (action.group != 0)
        return std::string(gameName()) + " has one group of dice";
    if (int(action.faces.size()) != m_dice)
        return std::string(gameName())
            + (m_dice == 1        ? " is thrown with one die"
                    : m_dice == 2 ? " is thrown with two dice"
                                  : " is thrown with three dice");
    for (int face : action.faces)
        if (face < 1 || face > kFaceCount)
            return std::string("a die shows a face dice do not have");
    m_lastFaces = action.faces;
    m_lastThrower = m_current;
    ++m_throws[std::size_t(m_current)];
    landed(m_current, action.faces);
    return std::nullopt;
}

void RaceState::passTurn()
{
    m_current = (m_current + 1) % seats();
}

Message RaceState::name(Seat seat) const
{
    return Message::plain(m_names.at(std::size_t(seat)));
}

std::vector<Seat> RaceState::inTurnOrder() const
{
    std::vector<Seat> order;
    for (int k = 0; k < seats(); ++k)
        order.push_back((m_starter + k) % seats());
    return order;
}

std::vector<Seat> RaceState::best(const std::vector<int>& totals) const
{
    const int top = *std::max_element(totals.begin(), totals.end());
    std::vector<Seat> winners;
    for (Seat s : inTurnOrder())
        if (totals[std::size_t(s)] == top)
            winners.push_back(s);
    return winners;
}

Message RaceState::namesJoined(const std::vector<Seat>& seats, const char* context, const char* andText) const
{
    const Sayer say{context};
    Message together = name(seats.front());
    for (std::size_t i = 1; i < seats.size(); ++i)
        together = say(andText, {together, name(seats[i])});
    return together;
}

Observation RaceState::baseObservation(Seat viewer) const
{
    Observation view;
    view.viewer = viewer;
    view.toAct = toAct();
    DiceGroupView tray;
    tray.id = "tray";
    // The dice lie before the seat that threw them; before the first throw, before the first seat.
    tray.owner = m_lastThrower == kNoSeat ? m_current : m_lastThrower;
    tray.kind = DieKind::Pips;
    tray.throwsMade = m_throws[std::size_t(tray.owner)];
    for (int d = 0; d < m_dice; ++d)
        tray.dice.push_back(
            DieView{m_lastFaces.empty() ? 0 : m_lastFaces[std::size_t(d)], false, false, false});
    view.dice.push_back(std::move(tray));
    for (Seat s = 0; s < seats(); ++s) {
        SeatView seat;
        seat.seat = s;
        seat.starter = s == m_starter;
        view.seats.push_back(std::move(seat));
    }
    return view;
}

void setTrackFacts(Observation& view, const TrackView& track)
{
    view.setFact("trackMarks", track.marks);
    std::vector<int> states;
    for (const auto& seat : track.seats)
        for (MarkState mark : seat)
            states.push_back(int(mark));
    view.setFact("trackStates", std::move(states));
    if (!track.next.empty())
        view.setFact("trackNext", track.next);
    if (track.countedMark > 0) {
        view.setFact("trackCountedMark", track.countedMark);
        view.setFact("trackCounts", track.counts);
    }
}

} // namespace knobel
