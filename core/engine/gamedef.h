// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <QtCore/qglobal.h>

#include "dice.h"
#include "engine/action.h"
#include "engine/bot.h"
#include "engine/state.h"
#include "kits/hands.h"
#include "options.h"

namespace knobel {

/// The families of the seed texts' games: what a game's screen and computer player are built from.
enum class Family {
    Sheet, ///< a box a turn on a score sheet
    Track, ///< throws move along a track; no decisions
    Tally, ///< fixed throws score points; no decisions
    KeepCompare, ///< keep or stop; round results compared
    Bank, ///< a bank throws, the others stake on a board
    OpenPoker, ///< poker hands in the open, a pot, betting
    HiddenHand, ///< dice under a cup, announcements, doubting
    Holdem, ///< community dice
};

/// The groups of the game list: the booklet's, by the number of dice, with the score-sheet games,
/// the poker-dice games and the games of the other seeds (with betting and bluff) apart.
enum class ListGroup {
    Sheet,
    OneDie,
    TwoDice,
    ThreeDice,
    FiveDice,
    SixDice,
    PokerDice,
    Betting,
};

/// The id of a list group, for tests and `knobel games`.
std::string_view listGroupId(ListGroup group);
/// The group's English heading, translated in the context "knobel::ListGroups".
const char* listGroupName(ListGroup group);

class SheetGame;

/// A game's exact value as `knobel solve` prints it, worked out from its rules alone.
struct Solution
{
    double value = 0; ///< a sheet: the best expected score of one sheet; Poker Dice: the first seat's chips
    std::uint64_t states = 0; ///< the positions the solver went through
    std::string detail; ///< one more line, or ""
};

/// What `knobel exploit` asks a game: how much a best response wins against one of its computer
/// levels. The game measures it its own way; a hidden-dice game keeps exact beliefs over the hidden
/// dice (solver/beliefresponse.h: Belief, updated by the level's own chances of each action and by
/// the game's throws; measureSeats plays the deals in each seat) — see Liar Dice's liarresponse.h.
struct ExploitRequest
{
    std::string level;
    std::uint64_t deals = 2'000; ///< deals of the real game in each seat
    std::uint64_t abstractDeals
        = 200'000; ///< deals of a best response inside the level's abstraction, if any
    std::uint64_t seed = 1;
    int threads = 2;
    std::optional<double> mix; ///< calibration: the level's share of its simple player, instead of its own
    std::optional<std::uint64_t> tableIterations; ///< another build of the level's table (tests)
    std::optional<std::uint64_t> responseIterations; ///< training of the abstraction's best response
    /// The kinds of decision the best response chooses in (the level's own play elsewhere); empty: all.
    std::vector<std::string> only;
};

/// A measured figure: the mean per deal and its standard error.
struct ExploitFigure
{
    double value = 0;
    double standardError = 0;
};

/// What `knobel exploit` prints: per seat the real game's figure and, where the level plays from an
/// abstraction, the best response inside it; then lines that say how each was measured.
struct ExploitReport
{
    struct SeatRow
    {
        std::string name; ///< "caller", "other"
        ExploitFigure real;
        std::optional<ExploitFigure> abstraction;
    };
    std::vector<SeatRow> seats;
    std::string realTitle = "real game"; ///< the column headings
    std::string abstractionTitle = "abstraction";
    std::vector<std::string> notes;
};

/// The id of a family as `knobel games` prints it.
std::string_view familyId(Family family);
/// The family's English name, translated in the context "knobel::Families".
const char* familyName(Family family);

/// What every game is: its name, its seats, its options, and how a game of it starts. A game is
/// one folder under core/games/ and one line in the registry.
class GameDef
{
public:
    virtual ~GameDef() = default;

    virtual std::string_view id() const = 0;
    /// The name players know the game by, in English (marked with QT_TRANSLATE_NOOP in the context
    /// "knobel::GameNames": the window shows it in the player's language, "Liar Dice" as "Lügenpoker").
    virtual std::string_view name() const = 0;
    /// One English line for the game list, translated in the context "knobel::Games".
    virtual const char* description() const = 0;
    virtual Family family() const = 0;
    /// Where the game stands on the game list: its group, and its place in the group (the booklet's
    /// order; the games of the other seeds by their seed).
    virtual ListGroup listGroup() const = 0;
    virtual int listPlace() const = 0;
    /// The score-sheet game this is, or nullptr: the sheet, the score pad and the sheet solver ask here.
    virtual const SheetGame* sheetGame() const { return nullptr; }
    virtual DieKind dieKind() const = 0;
    /// The dice this game is played with under these options (Poker Dice's pip_dice: pips), and so
    /// the one notation of its dice everywhere: actions, history, files, observations, the protocol.
    virtual DieKind dieKindUnder(const RuleOptions& /*options*/) const { return dieKind(); }
    virtual int minPlayers() const { return 1; }
    virtual int maxPlayers() const { return 8; }
    virtual const std::vector<OptionSpec>& options() const = 0;
    /// Whether some dice are hidden from some seats (a cup, a screen, pocket dice).
    virtual bool hiddenDice() const { return false; }
    /// Whether some dice are hidden under these options: hiddenDice() unless a game is played open or
    /// hidden by an option (Joker Poker). Where a game's options are at hand, ask here.
    virtual bool hiddenDiceUnder(const RuleOptions& /*options*/) const { return hiddenDice(); }
    /// Whether the players settle in chips (who pays whom), not only by rank.
    virtual bool settlesInChips() const { return false; }
    /// Whether a game played with real dice can be kept on a score pad.
    virtual bool hasScorePad() const { return false; }
    /// A player's total in the result (Standing::total) with its unit: "%n point(s)" unless the game
    /// counts something else ("3 beer mats", "1 match won"). Games that settle in chips show chips.
    virtual Message totalText(int total) const;
    /// Whether a lower total is the better result (Chicago's beer mats); the history ranks by it.
    virtual bool lowerTotalIsBetter() const { return false; }

    /// The game's own checks of a setup beyond seats and options (a banker, enough chips).
    virtual Problem checkSetup(const GameSetup& /*setup*/) const { return std::nullopt; }
    /// A game at its start; the setup has passed the checks.
    virtual std::unique_ptr<State> newState(const GameSetup& setup) const = 0;
    /// The action as a seat that did not take it may know it: another seat's hidden faces become 0.
    virtual Action redact(const Action& action, Seat /*by*/, Seat /*viewer*/) const { return action; }
    /// The same under these options: redact() unless an option decides what is hidden (Joker Poker).
    virtual Action redactUnder(
        const RuleOptions& /*options*/, const Action& action, Seat by, Seat viewer) const
    {
        return redact(action, by, viewer);
    }

    /// The computer players' levels, weakest first; empty: the game has no decisions to make.
    virtual std::vector<std::string> levels() const { return {}; }
    /// Further levels `knobel match` takes, to measure the others against; never offered to players.
    virtual std::vector<std::string> measuringLevels() const { return {}; }
    /// Whether a level needs a table built first (progress shown), for these options.
    virtual bool needsPreparation(std::string_view /*level*/, const RuleOptions& /*options*/) const
    {
        return false;
    }
    /// A computer player that needs nothing prepared, for a seat of `level` whose preparation was
    /// cancelled: the game goes on with it. By default the strongest level below `level` that needs
    /// no preparation, else the weakest that needs none; no bot where every level needs preparation.
    struct StandIn
    {
        std::shared_ptr<const Bot> bot;
        Message name; ///< what plays, for the player ("beginner", "a simple honest player")
    };
    virtual StandIn standIn(std::string_view level, const RuleOptions& options) const;
    /// A computer player of this level; may take long when needsPreparation() (progress 0…1,
    /// cancellable). nullptr when the game has no such level.
    virtual std::shared_ptr<const Bot> makeBot(std::string_view /*level*/, const RuleOptions& /*options*/,
        const BotPreparation& /*preparation*/) const
    {
        return nullptr;
    }

    /// Whether `knobel solve` works out an exact value for this game.
    virtual bool hasSolution() const { return false; }
    /// The exact value under these options (may take a while); nothing and the problem when the
    /// options do not go together, or the game has none (hasSolution()).
    virtual std::optional<Solution> solve(const RuleOptions& /*options*/, std::string& problem) const
    {
        problem = "this game has no exact value to work out";
        return std::nullopt;
    }

    /// Whether `knobel exploit` measures what a best response wins against this game's levels.
    virtual bool hasExploitability() const { return false; }
    /// What a best response wins against `request.level`, per seat; nothing and the problem on bad
    /// input (an unknown level, an option the game does not take) or when the game has no measure.
    virtual std::optional<ExploitReport> exploit(
        const ExploitRequest& /*request*/, std::string& problem) const
    {
        problem = "this game has no measure of what a best response wins";
        return std::nullopt;
    }

    /// How the game ranks five dice as a poker hand, where it does (`knobel hand`, announcements).
    virtual std::optional<HandRules> handRules(const RuleOptions& /*options*/) const { return std::nullopt; }

    /// Names in the game file for a Choose or Stake action (format 2): "low", "seven".
    virtual std::string choiceName(int choice) const { return std::to_string(choice); }
    virtual int choiceIndex(std::string_view name) const;
    virtual std::string fieldName(int field) const { return std::to_string(field); }
    virtual int fieldIndex(std::string_view name) const;

    /// The most actions a record of this game may hold (the file loader's limit).
    virtual std::size_t maxActions(const GameSetup& /*setup*/) const { return 200000; }

    RuleOptions defaultOptions() const { return RuleOptions(options()); }
};

} // namespace knobel
