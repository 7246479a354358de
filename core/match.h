// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "dice.h"
#include "engine/action.h"
#include "engine/gamedef.h"
#include "engine/state.h"
#include "kits/sheet.h"
#include "kits/sheetgame.h"
#include "kits/sheetstate.h"
#include "options.h"
#include "result.h"

namespace knobel {

/// One game in progress, of any game: the rules' state, the record of every action, the dice roller
/// and undo. The roller lives here and nowhere else: a throw's faces are drawn here and handed to the
/// state, and a computer player is given an observation, never the match.
class Match
{
public:
    /// Whether a game can start from this setup: a known game, valid options, a fitting number of players.
    static Problem checkSetup(const GameSetup& setup);
    /// Where the dice come from: the match's roller, or real dice thrown at the table (issue 32).
    enum class Dice { Drawn, Real };
    /// Starts a game; the setup must pass checkSetup(). Throws nobody chooses are thrown at once.
    /// With real dice no die is drawn: every throw that is due waits for its faces (awaitedThrow,
    /// enterFaces; core/realdice.h reads them as typed). The seed throws nothing then — it only
    /// draws the lots the rules draw (the seat that starts) — and there is no salt nor fingerprint.
    explicit Match(GameSetup setup, Dice dice = Dice::Drawn);
    Match(const Match& other);
    Match& operator=(const Match& other);
    Match(Match&&) noexcept = default;
    Match& operator=(Match&&) noexcept = default;
    ~Match();
    /// Rebuilds a game from its record; nullptr and the problem when the record does not replay.
    static std::unique_ptr<Match> replay(
        const GameRecord& record, std::string& problem, Dice dice = Dice::Drawn);

    /// Takes an action of the seat on turn (a throw is thrown here), then every throw nobody chooses
    /// — or, with ChanceThrows::Wait, leaves those for throwPending(): a window shows the table as the
    /// action left it (a lifted cup) before the next deal's cups are thrown.
    enum class ChanceThrows { Now, Wait };
    Problem apply(const Action& action, ChanceThrows chance = ChanceThrows::Now);
    /// With real dice a throw without faces is not thrown: the seat's choice to throw waits for the
    /// faces (awaitedThrow), and a throw nobody chooses is never thrown here.
    /// A throw nobody chooses is due (only after apply(…, Wait); with real dice until its faces come).
    bool chancePending() const;
    /// Throws every throw nobody chooses that is due (with real dice nothing: they wait for faces).
    Problem throwPending();

    /// Real dice: the throw waiting for its faces, and who throws it.
    bool realDice() const { return m_dice == Dice::Real; }
    /// The throw the table waits for (a seat chose it, or nobody chooses it), faces empty; nothing
    /// with drawn dice, when no throw is due, or when the game is over.
    std::optional<Action> awaitedThrow() const;
    /// What that throw throws (which dice of which group).
    std::optional<ThrowSpec> awaitedSpec() const;
    /// The seat that chose the awaited throw; kChance for a throw nobody chooses.
    Seat awaitedBy() const { return m_pending ? m_pendingBy : kChance; }
    /// Plays the awaited throw with these faces: every die of its group afterwards (the kept ones as
    /// they lie). Checked against its ThrowSpec and the rules; a refusal changes nothing.
    Problem enterFaces(const std::vector<int>& faces);

    /// Only the last action, never a throw, and only where the game allows (the sheet games: an
    /// entry; the score pad: every edit). With real dice a typed throw is taken back too (a die
    /// mistyped), and so is a seat's choice to throw whose faces are not typed yet.
    bool canUndo() const;
    Problem undo();
    bool canRedo() const { return !m_redo.empty(); }
    Problem redo();

    const GameDef& def() const { return *m_def; }
    const GameSetup& setup() const { return m_record.setup; }
    const GameRecord& record() const { return m_record; }
    std::uint64_t seed() const { return m_record.setup.seed.value_or(0); }
    int playerCount() const { return int(m_record.setup.players.size()); }
    const State& state() const { return *m_state; }
    /// The state as a game's own type, or nullptr (for a game's own views and its tests).
    template <class S> const S* stateAs() const { return dynamic_cast<const S*>(m_state.get()); }

    Seat toAct() const { return m_state->toAct(); }
    bool isFinished() const { return m_state->isTerminal(); }
    std::vector<Action> legalActions() const { return m_state->legalActions(); }
    Observation observe(Seat viewer) const { return m_state->observe(viewer); }
    Result result() const { return m_state->result(); }
    Message status(Seat viewer) const { return m_state->status(viewer); }
    /// The seat that took each recorded action (kChance for throws nobody chose).
    const std::vector<Seat>& actors() const { return m_actors; }
    /// The rounds that ended with the recorded action at this index (State::outcomes()), in order;
    /// mostly none. The same for every viewer: an outcome tells only what the table sees.
    std::vector<Message> outcomesAfter(std::size_t action) const;
    /// Every action so far as this seat may know it.
    std::vector<Action> history(Seat viewer) const;
    /// What a computer player of this seat is told now.
    BotView botView(Seat seat, std::uint64_t botSeed = 0) const;

    // The sheet games (format 1) read their state through these; they need a sheet game.
    const SheetGame& sheetGame() const { return *m_sheetGame; }
    bool isSheetGame() const { return m_sheetGame != nullptr; }
    const SheetState& sheetState() const { return static_cast<const SheetState&>(*m_state); }
    Problem throwDice() { return apply(Action::throwDice()); }
    Problem hold(int die) { return apply(Action::hold(die)); }
    Problem release(int die) { return apply(Action::release(die)); }
    Problem write(int column, int row, bool strike = false)
    {
        return apply(Action::write(column, row, strike));
    }
    Problem edit(int player, int column, int row, std::optional<int> value)
    {
        return apply(Action::edit(player, column, row, value));
    }
    int currentPlayer() const { return sheetState().currentPlayer(); }
    /// Turns written so far by all players together.
    int turnsTaken() const { return sheetState().turnsTaken(); }
    /// The round in progress, from 1; every player has one turn a round.
    int round() const { return sheetState().round(); }
    int throwsMade() const { return sheetState().throwsMade(); }
    int throwsLeft() const { return sheetState().throwsLeft(); }
    /// The faces on the table; empty before the first throw of a turn.
    const std::vector<int>& dice() const { return sheetState().dice().faces; }
    const std::vector<bool>& held() const { return sheetState().dice().held; }
    /// Whether the dice on the table fell in one throw of all dice.
    bool served() const { return sheetState().dice().served; }
    /// Whether a die set aside may no longer be taken back (option strict_keep).
    bool isLocked(int die) const { return sheetState().dice().isLocked(die); }
    Throw currentThrow() const { return sheetState().currentThrow(); }
    bool canThrow() const { return sheetState().canThrow(); }
    bool canWrite() const { return sheetState().canWrite(); }
    const Sheet& sheet(int player) const { return sheetState().sheets().at(player); }
    const std::vector<Sheet>& sheets() const { return sheetState().sheets(); }
    /// The points the dice on the table would write into this row.
    int preview(int row) const { return sheetState().preview(row); }
    int preview(int column, int row) const { return sheetState().preview(column, row); }
    /// Whether the player on turn may write this box now (free, and in the game's order).
    bool isOpen(int column, int row) const { return sheetState().isOpen(column, row); }

private:
    Match(const GameDef& def, GameSetup setup, Dice dice); ///< no throws at the start: replay brings them
    Problem step(const Action& action);
    /// Real dice: whether these faces fit the spec (count, kept dice, faces 1–6), else why not.
    static Problem checkFaces(const ThrowSpec& spec, const std::vector<int>& faces);
    Problem throwChance();

    const GameDef* m_def = nullptr;
    const SheetGame* m_sheetGame = nullptr;
    GameRecord m_record;
    std::vector<Seat> m_actors;
    /// Per recorded action: how many outcomes the state had recorded after it (State::outcomes()).
    std::vector<std::size_t> m_outcomesUpTo;
    DiceRoller m_roller;
    std::unique_ptr<State> m_state;
    std::vector<Action> m_redo; ///< actions taken back, the most recent last
    Dice m_dice = Dice::Drawn;
    /// Real dice: a seat chose to throw (a Throw without faces) and its faces are not typed yet.
    std::optional<Action> m_pending;
    Seat m_pendingBy = kNoSeat;
};

} // namespace knobel
