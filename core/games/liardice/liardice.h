// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <deque>
#include <memory>
#include <vector>

#include "engine/gamedef.h"
#include "engine/state.h"
#include "games/liardice/liartable.h"

namespace knobel {

/// Liar Dice (seed 003, rules notes "Liar Dice"): two players, five poker dice each behind a screen,
/// exact calls, doubting, rethrows within three throws a deal, five Aces; a match is best of three or
/// five deals (option best_of); three or more players play matches by chouette (option matches).
///
/// Groups of dice: group s (0 … n−1) is seat s's cup; group 8 + s is the one die seat s throws to
/// draw the order (chouette) and the caller of a match. A seat's cup is hidden from every other
/// seat until it is shown (a doubt, five Aces).
///
/// Real dice (issue 32, docs/real-dice.md): a person's cup is thrown at the table and its faces are not
/// typed when they fall — the throw is recorded with faces 0 (unknown), how many dice fell is public.
/// A person who throws five Aces types them (they are shown at once). When an unknown cup is doubted,
/// the deal waits (Phase::Reveal) for its owner to lift it: the faces come as a throw of group
/// kRevealGroupBase + s, public, and decide the doubt as drawn dice would.
class LiarDiceDef : public GameDef
{
public:
    std::string_view id() const override { return "liardice"; }
    std::string_view name() const override { return QT_TRANSLATE_NOOP("knobel::GameNames", "Liar Dice"); }
    ListGroup listGroup() const override { return ListGroup::Betting; }
    int listPlace() const override { return 35; }
    const char* description() const override;
    Family family() const override { return Family::HiddenHand; }
    DieKind dieKind() const override { return DieKind::Poker; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 8; }
    /// A best response in the real game (exact beliefs) and inside the table's abstraction
    /// (liarexploit.cpp).
    bool hasExploitability() const override { return true; }
    std::optional<ExploitReport> exploit(const ExploitRequest& request, std::string& problem) const override;
    const std::vector<OptionSpec>& options() const override;
    bool hiddenDice() const override { return true; }
    std::unique_ptr<State> newState(const GameSetup& setup) const override;
    Action redact(const Action& action, Seat by, Seat viewer) const override;
    std::vector<std::string> levels() const override { return {"beginner", "good", "perfect"}; }
    std::vector<std::string> measuringLevels() const override
    {
        return {"perfect_look", "perfect_blur", "perfect_look_blur", "perfect_stand", "perfect_gaps"};
    }
    bool needsPreparation(std::string_view level, const RuleOptions& options) const override;
    /// Every level plays from the table: without it, the honest player the levels are mixed with
    /// (LiarSolver::heuristic) plays.
    StandIn standIn(std::string_view level, const RuleOptions& options) const override;
    std::shared_ptr<const Bot> makeBot(
        std::string_view level, const RuleOptions& options, const BotPreparation& preparation) const override;
    std::size_t maxActions(const GameSetup& setup) const override;
    /// The total is the matches won.
    Message totalText(int total) const override;
    std::optional<HandRules> handRules(const RuleOptions& /*options*/) const override
    {
        return liarDiceRules();
    }
};

/// One game of Liar Dice in progress.
class LiarDiceState : public State
{
public:
    enum class Phase {
        OrderDraw, ///< chouette: every seat throws one die for the order
        CallerDraw, ///< the two players of a match throw one die each; the higher calls
        DealThrow, ///< both cups are thrown
        Call, ///< the caller announces the deal's first hand
        Respond, ///< the other doubts, or throws again and announces higher
        Chase, ///< five Aces were shown: the other tries to reach them too
        Over,
        Reveal, ///< real dice: a doubted cup of unknown faces waits for its owner to type them
    };

    LiarDiceState(int players, int bestOf, int matches, std::vector<std::string> names = {});
    std::unique_ptr<State> clone() const override { return std::make_unique<LiarDiceState>(*this); }
    Seat toAct() const override;
    bool isTerminal() const override { return m_phase == Phase::Over; }
    std::vector<Action> legalActions() const override;
    std::optional<ThrowSpec> throwSpec(int group) const override;
    Problem apply(const Action& action) override;
    Observation observe(Seat viewer) const override;
    Result result() const override;
    Message status(Seat viewer) const override;
    Message describe(const Action& action, Seat by, Seat viewer) const override;
    bool mayTakeBack(const Action& last) const override;

    // What the tests and the computer player read.
    Phase phase() const { return m_phase; }
    int players() const { return m_players; }
    /// The two seats of the match in play: the caller of this deal first.
    Seat caller() const { return m_caller; }
    Seat opponent() const { return m_opponent; }
    const std::array<int, 5>& cup(Seat seat) const { return m_cup[std::size_t(seat)]; }
    int throwsMade(Seat seat) const { return m_throws[std::size_t(seat)]; }
    int call() const { return m_call; } ///< the hand last announced (exactHands index), −1 none
    int previousCall() const { return m_previousCall; } ///< the call before it in this deal, −1 none
    Seat announcer() const { return m_announcer; }
    int dealWins(Seat seat) const { return m_dealWins[std::size_t(seat)]; }
    int matchWins(Seat seat) const { return m_matchWins[std::size_t(seat)]; }
    int matchesPlayed() const { return m_matchesPlayed; }
    int deals() const { return m_deals; }
    /// The winner of the last deal that ended (−1 none yet), and whether it ended drawn.
    Seat lastDealWinner() const { return m_lastWinner; }

    static constexpr int kThrowsPerDeal = 3;
    /// The group of seat s's draw die is kDrawGroupBase + s.
    static constexpr int kDrawGroupBase = 8; ///< after the cups of at most eight seats
    /// Real dice: the faces of seat s's lifted cup are group kRevealGroupBase + s (public).
    static constexpr int kRevealGroupBase = 16;
    /// The hand at this rank of the announcement order (0 lowest … 251 five Aces).
    static int handAtRank(int rank);

private:
    int dueGroup() const;
    bool mayThrow() const;
    void startTurn(Seat seat);
    Problem applyThrow(const Action& action);
    Problem applyChanceThrow(const Action& action);
    void startMatch();
    void startDeal();
    void endDeal(Seat winner, int reason);
    /// The doubted announcer's cup decides: at least the call, the doubter loses.
    void decideDoubt(Seat doubter);
    Problem applyReveal(const Action& action);
    /// The sentence the table hears when a deal ends (m_deals counts it already).
    Message dealOutcome(Seat winner, int reason) const;
    bool fiveAces(Seat seat) const;
    bool mayDoubt() const;
    Seat other(Seat seat) const { return seat == m_caller ? m_opponent : m_caller; }
    Message handText(int hand) const;
    Message name(Seat seat) const;

    int m_players;
    int m_bestOf;
    int m_matches;
    std::vector<std::string> m_names;
    Phase m_phase = Phase::CallerDraw;
    std::vector<std::array<int, 5>> m_cup;
    std::vector<std::array<bool, 5>> m_held; ///< per die: stays under the cup at the next throw
    std::vector<int> m_throws; ///< throws made this deal
    std::vector<int> m_threw; ///< dice thrown in the seat's last turn (what the other sees)
    std::vector<int> m_drawFace; ///< the order or caller die, 0 not thrown
    std::vector<bool> m_drawing; ///< seats whose draw die is due
    std::vector<std::vector<int>> m_orderFaces; ///< chouette: each seat's order dice so far
    std::vector<bool> m_shown; ///< cups lifted this deal
    std::deque<Seat> m_waiting; ///< chouette: seats waiting for a match, in order
    Seat m_caller = 0, m_opponent = 1;
    Seat m_toAct = kChance;
    int m_call = -1;
    int m_previousCall = -1;
    Seat m_announcer = -1;
    bool m_thrownThisTurn = false;
    Seat m_fiveAces = -1; ///< the seat that showed five Aces (Chase)
    Seat m_doubter = -1; ///< Reveal: the seat that doubted
    std::vector<int> m_dealWins, m_matchWins;
    int m_matchesPlayed = 0;
    int m_deals = 0;
    Seat m_lastWinner = -1;
    Seat m_lastMatchWinner = -1;
    int m_lastReason = 0;
    int m_lastCall = -1; ///< the call of the last deal
    std::array<int, 5> m_lastShown{}; ///< the dice that decided the last deal
    Seat m_lastShownSeat = -1;
    /// The cups as the last deal ended, which of them were lifted, their throws and the last
    /// announcer: on the table until the next deal's first throw.
    std::vector<std::array<int, 5>> m_endedCups;
    std::vector<bool> m_endedShown;
    std::vector<int> m_endedThrows;
    Seat m_endedAnnouncer = -1;
};

} // namespace knobel
