// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/gamedef.h"
#include "engine/state.h"

namespace knobel {

/// What the definitions of the games without decisions declare alike: a track of pips, two to eight
/// players, no options (a game with some overrides options()), and a new game is a new S.
template <class S> class RaceDef : public GameDef
{
public:
    Family family() const override { return Family::Track; }
    DieKind dieKind() const override { return DieKind::Pips; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 8; }
    const std::vector<OptionSpec>& options() const override
    {
        static const std::vector<OptionSpec> none;
        return none;
    }
    std::unique_ptr<State> newState(const GameSetup& setup) const override
    {
        return std::make_unique<S>(setup);
    }
};

/// A game without decisions, played in turns (Jule, Hin und her, Gestrichene Zwölf, …): the seats
/// throw in turn, clockwise from a seat drawn from the seed, and the seat on turn has one action, the
/// throw. A game derives from it and says what a throw does (landed()): it moves the turn on
/// (passTurn()), leaves it with the thrower (a throw again), or ends the game (finish()).
class RaceState : public State
{
public:
    RaceState(const GameSetup& setup, int dice);

    Seat toAct() const override { return m_over ? kNoSeat : m_current; }
    bool isTerminal() const override { return m_over; }
    std::vector<Action> legalActions() const override;
    std::optional<ThrowSpec> throwSpec(int group) const override;
    /// A throw of all the game's dice, checked, then landed(); anything else is refused.
    Problem apply(const Action& action) override;

    int seats() const { return int(m_names.size()); }
    /// The seat on turn (while the game goes on).
    Seat current() const { return m_current; }
    /// The seat that threw first.
    Seat starter() const { return m_starter; }
    /// The dice as they lie after the last throw (empty before the first), and who threw them.
    const std::vector<int>& lastFaces() const { return m_lastFaces; }
    Seat lastThrower() const { return m_lastThrower; }
    /// Every seat's throws so far.
    int throwsOf(Seat seat) const { return m_throws.at(std::size_t(seat)); }
    /// The seats in the order they throw: clockwise from the one who began.
    std::vector<Seat> inTurnOrder() const;

protected:
    /// What a throw of these faces does for the seat that threw it. The faces are checked.
    virtual void landed(Seat seat, const std::vector<int>& faces) = 0;
    /// The name players call a game's throw in its refusals ("Jule is thrown with one die").
    virtual const char* gameName() const = 0;

    /// The turn goes to the next seat clockwise.
    void passTurn();
    /// The game is over.
    void finish() { m_over = true; }
    /// A seat's name, for sentences.
    Message name(Seat seat) const;
    /// The seats with the highest of these totals, in turn order.
    std::vector<Seat> best(const std::vector<int>& totals) const;
    /// Names joined by a game's "%1 and %2" ("Anna and Ben and Carl").
    Message namesJoined(const std::vector<Seat>& seats, const char* context, const char* andText) const;
    /// What every race shows alike: the viewer, the seat on turn, the dice as they lie (with the seat
    /// that threw them) and the seats with the one who began. A game adds its track and its chips.
    Observation baseObservation(Seat viewer) const;

private:
    std::vector<std::string> m_names;
    int m_dice = 1;
    Seat m_starter = 0;
    Seat m_current = 0;
    Seat m_lastThrower = kNoSeat;
    std::vector<int> m_lastFaces;
    std::vector<int> m_throws;
    bool m_over = false;
};

/// A mark of a track as the track panel shows it.
enum class MarkState { Open = 0, Written = 1, Struck = 2 };

/// Every seat's track for the table's track panel (qml/table/TrackPanel.qml, docs/adding-a-game.md,
/// "Panels"): the numbers of the marks, each seat's marks, and optionally the number each seat needs
/// next and a mark that may be struck again and again with each seat's count of it.
struct TrackView
{
    std::vector<int> marks; ///< the marks' numbers, in the order they stand on the track
    std::vector<std::vector<MarkState>> seats; ///< per seat, per mark
    std::vector<int> next; ///< per seat the number needed next, 0 for none; empty: the game has no order
    int countedMark = 0; ///< the mark whose strokes are counted (Gestrichene Zwölf's 7), 0 for none
    std::vector<int> counts; ///< per seat: its strokes of the counted mark
};

/// Writes the track as typed facts: trackMarks, trackStates (seat after seat, one entry per mark:
/// 0 open, 1 written, 2 struck), and where given trackNext, trackCountedMark and trackCounts.
void setTrackFacts(Observation& view, const TrackView& track);

} // namespace knobel
