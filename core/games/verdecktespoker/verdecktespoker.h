// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <memory>
#include <vector>

#include "engine/gamedef.h"
#include "engine/state.h"
#include "kits/hands.h"
#include "kits/ledger.h"
#include "kits/session.h"

namespace knobel {

/// How Verdecktes Würfelpoker compares hands under these options: poker dice, straights where the
/// option `straights` says so, and aces wild where an option `aces_wild` exists and is on (Joker
/// Poker's hidden mode registers it on top of this game; everything compares through HandRules).
HandRules verdecktesHandRules(const RuleOptions& options);

/// The computer player of a level ("beginner", "good", "perfect") under these hand rules; nullptr
/// for another name. Joker Poker's hidden mode plays with it too, its rules with wild Aces.
std::shared_ptr<const Bot> makeVerdecktesBot(std::string_view level, const HandRules& rules);

/// What a best response wins against a level in the two-player round under these hand rules
/// (verdecktesexploit.cpp); `game` names the game in the setups it plays.
std::optional<ExploitReport> verdecktesExploit(
    const ExploitRequest& request, const HandRules& rules, std::string_view game, std::string& problem);

/// Verdecktes Würfelpoker (seed 000; rules notes "Poker dice"): everyone puts 1 chip into the pot;
/// in turn each throws five poker dice once under the cup, looks, and announces an exact hand, true
/// or not; the others are asked in turn whether they doubt it. The first who doubts lifts the cup:
/// dice at least as high as announced — the doubter pays as much as the pot holds into it; lower —
/// the announcer does, and his hand stands as he threw it. The highest standing hand takes the pot
/// (equal: shared, an odd chip to the first in the round's order); the winner starts the next round.
///
/// Group s is seat s's cup, hidden from every other seat until it is lifted.
class VerdecktesPokerDef final : public GameDef
{
public:
    std::string_view id() const override { return "verdecktespoker"; }
    std::string_view name() const override
    {
        return QT_TRANSLATE_NOOP("knobel::GameNames", "Verdecktes Würfelpoker");
    }
    const char* description() const override;
    Family family() const override { return Family::HiddenHand; }
    ListGroup listGroup() const override { return ListGroup::PokerDice; }
    int listPlace() const override { return 28; }
    DieKind dieKind() const override { return DieKind::Poker; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 8; }
    bool hiddenDice() const override { return true; }
    bool settlesInChips() const override { return true; }
    const std::vector<OptionSpec>& options() const override;
    std::unique_ptr<State> newState(const GameSetup& setup) const override;
    Action redact(const Action& action, Seat by, Seat viewer) const override;
    std::vector<std::string> levels() const override { return {"beginner", "good", "perfect"}; }
    std::shared_ptr<const Bot> makeBot(
        std::string_view level, const RuleOptions& options, const BotPreparation& preparation) const override;
    std::optional<HandRules> handRules(const RuleOptions& options) const override
    {
        return verdecktesHandRules(options);
    }
    /// What a best response wins against a level, per seat: worked out exactly over the hands, and
    /// measured in the real game (verdecktesexploit.cpp).
    bool hasExploitability() const override { return true; }
    std::optional<ExploitReport> exploit(const ExploitRequest& request, std::string& problem) const override;
    std::size_t maxActions(const GameSetup& setup) const override;

    static constexpr int kAnte = 1;
};

/// One game of Verdecktes Würfelpoker in progress.
class VerdecktesPokerState final : public State
{
public:
    enum class Phase {
        Throw, ///< the player on turn throws under the cup (a chance throw)
        Announce, ///< he announces a hand
        Ask, ///< the others are asked in turn whether they doubt it
        Over,
        Reveal, ///< real dice: a doubted cup of unknown faces waits for its owner to type them
    };
    /// Real dice (docs/real-dice.md): a person's cup is recorded with faces 0 (nobody typed them);
    /// when it is doubted its owner lifts it, and the faces come as a public throw of this group + s.
    static constexpr int kRevealGroupBase = 16;

    VerdecktesPokerState(const GameSetup& setup, const HandRules& rules);
    std::unique_ptr<State> clone() const override { return std::make_unique<VerdecktesPokerState>(*this); }
    Seat toAct() const override;
    bool isTerminal() const override { return m_phase == Phase::Over; }
    std::vector<Action> legalActions() const override;
    std::optional<ThrowSpec> throwSpec(int group) const override;
    Problem apply(const Action& action) override;
    Observation observe(Seat viewer) const override;
    Result result() const override;
    Message status(Seat viewer) const override;
    Message describe(const Action& action, Seat by, Seat viewer) const override;

    // What the tests and the computer player read.
    Phase phase() const { return m_phase; }
    int players() const { return int(m_names.size()); }
    const HandRules& rules() const { return m_rules; }
    const Ledger& ledger() const { return m_ledger; }
    const Session& session() const { return m_session; }
    /// The seat whose turn it is to throw and announce.
    Seat current() const { return m_order.at(std::size_t(m_turn)); }
    const std::array<int, 5>& cup(Seat seat) const { return m_cup[std::size_t(seat)]; }
    /// The announcement being asked about (exactHands index), −1 none.
    int claim() const { return m_claim; }
    /// Per seat the hand that stands this round (exactHands index), −1 not yet.
    const std::vector<int>& standing() const { return m_standing; }
    /// The best hand standing before the current announcement, −1 none.
    int standingBefore() const { return m_standingBefore; }
    /// Whether a hand is at least another as these rules compare.
    bool atLeastHand(int dice, int announced) const;

private:
    void startRound();
    void nextTurn();
    void finishRound();
    /// The doubted announcer's cup decides who pays into the pot and what stands.
    void decideDoubt(Seat doubter);
    int bestStanding() const;
    Message name(Seat seat) const;
    Message handText(int hand) const;
    /// Whether the last round's table is still in view (no cup thrown yet in this round).
    bool showsEndedRound() const;

    std::vector<std::string> m_names;
    HandRules m_rules;
    std::vector<int> m_strength; ///< per exact hand: its value class under the rules
    std::vector<bool> m_named; ///< per exact hand: announced by itself (the first of its value)
    Session m_session;
    Ledger m_ledger;
    Phase m_phase = Phase::Throw;
    std::vector<Seat> m_order;
    int m_turn = 0;
    int m_asked = 0; ///< the seats asked so far about the current announcement
    std::vector<std::array<int, 5>> m_cup;
    std::vector<bool> m_thrown; ///< thrown this round
    std::vector<bool> m_shown; ///< cup lifted this round
    std::vector<int> m_announced; ///< per seat its announcement this round, −1 none
    std::vector<int> m_standing;
    int m_claim = -1;
    int m_standingBefore = -1;
    Seat m_doubter = kNoSeat; ///< Reveal: the seat that doubted
    /// The table as the last round ended — the cups, which were lifted, who threw, the hands that
    /// stood and were announced — kept in view until the next round's first throw.
    std::vector<std::array<int, 5>> m_endedCups;
    std::vector<bool> m_endedThrown;
    std::vector<bool> m_endedShown;
    std::vector<int> m_endedStanding;
    std::vector<int> m_endedAnnounced;
    // How the last round ended, shown until the next announcement.
    std::vector<Seat> m_lastWinners;
    int m_lastPot = 0;
    int m_lastHand = -1;
};

} // namespace knobel
