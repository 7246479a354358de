// SPDX-License-Identifier: GPL-3.0-or-later
#include "match.h"

#include <algorithm>

#include "engine/registry.h"
#include "fairdice.h"
#include "realdice.h"
#include "text.h"

namespace knobel {

namespace {

/// Real dice: the seat whose hidden cup this group is, when that seat is a person (its throws are
/// recorded with faces 0 until its cup is lifted); kNoSeat for dice in the open and for a computer's cup.
Seat personsCup(const GameDef& def, const GameSetup& setup, int group)
{
    const Seat owner = realdice::cupOwner(def, setup, group);
    return owner >= 0 && setup.kindOf(owner) == "human" ? owner : kNoSeat;
}

/// Real dice: the program throws a computer's hidden cup (docs/real-dice.md, "Computer seats").
bool programThrows(const GameDef& def, const GameSetup& setup, int group)
{
    const Seat owner = realdice::cupOwner(def, setup, group);
    return owner >= 0 && setup.kindOf(owner) != "human";
}

/// Real dice: the spec a typed throw is checked against. A person's hidden cup may be recorded with
/// faces 0 (nobody typed them), and a die of it nobody saw may be named (five Aces typed).
ThrowSpec typedSpec(const ThrowSpec& spec, std::vector<int>& faces)
{
    ThrowSpec relaxed = spec;
    for (std::size_t d = 0; d < faces.size() && d < spec.current.size(); ++d)
        if (spec.current[d] == 0)
            relaxed.thrown[d] = true;
    for (std::size_t d = 0; d < faces.size() && d < spec.thrown.size(); ++d)
        if (relaxed.thrown[d] && faces[d] == 0)
            faces[d] = 1; // any face passes the count and range check
    return relaxed;
}

} // namespace

Problem Match::checkSetup(const GameSetup& setup)
{
    const GameDef* game = findGameDef(setup.game);
    if (!game)
        return "unknown game '" + setup.game + "'";
    const int players = int(setup.players.size());
    if (players < game->minPlayers() || players > game->maxPlayers())
        return std::string(game->name()) + " needs " + std::to_string(game->minPlayers()) + " to "
            + std::to_string(game->maxPlayers()) + " players, not " + std::to_string(players);
    for (const auto& name : setup.players)
        if (const auto bad = checkName(name))
            return nameProblemText(*bad, name);
    if (!setup.kinds.empty() && setup.kinds.size() != setup.players.size())
        return std::string("every player needs a kind, or none does");
    const std::vector<std::string> levels = game->levels();
    for (const auto& kind : setup.kinds)
        if (kind != "human" && kind != "program"
            && std::find(levels.begin(), levels.end(), kind) == levels.end()) {
            std::string known = "human";
            for (const auto& level : levels)
                known += ", " + level;
            return "unknown kind of player '" + kind.substr(0, 20) + "' (" + known + ")";
        }
    if (!setup.salt.empty() && !fair::isSalt(setup.salt))
        return std::string("the salt is not 32 hexadecimal digits");
    if (setup.mode == Mode::ScorePad) {
        if (!game->hasScorePad())
            return std::string(game->name()) + " has no score pad";
        if (std::any_of(
                setup.kinds.begin(), setup.kinds.end(), [](const std::string& k) { return k != "human"; }))
            return std::string("a kept score of real dice has no computer players");
    }
    // Every declared option needs a valid value and nothing undeclared may sneak in.
    RuleOptions check(game->options());
    for (const auto& [id, value] : setup.options.values())
        if (auto problem = check.set(game->options(), id, value))
            return problem;
    for (const auto& spec : game->options())
        if (!setup.options.has(spec.id))
            return "option '" + spec.id + "' has no value";
    return game->checkSetup(setup);
}

Match::Match(GameSetup setup, Dice dice)
    : m_def(findGameDef(setup.game))
    , m_sheetGame(findSheetGame(setup.game))
    , m_record{std::move(setup), {}}
    // Real dice: a computer's hidden cup is thrown by a roller nobody can read from the file.
    , m_roller(dice == Dice::Real ? DiceRoller::randomSeed() : m_record.setup.seed.value_or(0))
    , m_dice(dice)
{
    if (dice == Dice::Real) {
        // Real dice: nothing to draw, nothing to promise — no fingerprint. The seed throws no die;
        // it only chooses what the rules draw lots for (the seat that starts).
        if (!m_record.setup.seed)
            m_record.setup.seed = DiceRoller::randomSeed();
        m_record.setup.salt.clear();
        m_state = m_def->newState(m_record.setup);
        throwPending();
        return;
    }
    if (!m_record.setup.seed) {
        m_record.setup.seed = DiceRoller::randomSeed();
        // New dice, a new fingerprint: a salt shown at the end of the last game is not used again.
        if (m_record.setup.mode == Mode::Play)
            m_record.setup.salt = fair::newSalt();
        m_roller = DiceRoller(*m_record.setup.seed);
    }
    m_state = m_def->newState(m_record.setup);
    while (m_state->toAct() == kChance)
        if (throwChance())
            break;
}

Match::Match(const Match& other)
    : m_def(other.m_def)
    , m_sheetGame(other.m_sheetGame)
    , m_record(other.m_record)
    , m_actors(other.m_actors)
    , m_outcomesUpTo(other.m_outcomesUpTo)
    , m_roller(other.m_roller)
    , m_state(other.m_state->clone())
    , m_redo(other.m_redo)
    , m_dice(other.m_dice)
    , m_pending(other.m_pending)
    , m_pendingBy(other.m_pendingBy)
{
}

Match& Match::operator=(const Match& other)
{
    if (this != &other)
        *this = Match(other);
    return *this;
}

Match::~Match() = default;

std::unique_ptr<Match> Match::replay(const GameRecord& record, std::string& problem, Dice dice)
{
    if (auto setupProblem = checkSetup(record.setup)) {
        problem = *setupProblem;
        return nullptr;
    }
    if (dice == Dice::Real && !record.setup.salt.empty()) {
        problem = "a game of real dice has no fingerprint";
        return nullptr;
    }
    if (!record.setup.seed) {
        problem = "the record has no seed";
        return nullptr;
    }
    // The start throws nothing here: the record holds every throw, the ones nobody chose too.
    const GameDef& def = *findGameDef(record.setup.game);
    auto match = std::unique_ptr<Match>(new Match(def, record.setup, dice));
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        if (auto actionProblem = match->step(record.actions[i])) {
            problem = "action " + std::to_string(i + 1) + ": " + *actionProblem;
            return nullptr;
        }
    }
    while (dice == Dice::Drawn && match->m_state->toAct() == kChance)
        if (auto chanceProblem = match->throwChance()) {
            problem = *chanceProblem;
            return nullptr;
        }
    return match;
}

Match::Match(const GameDef& def, GameSetup setup, Dice dice)
    : m_def(&def)
    , m_sheetGame(findSheetGame(setup.game))
    , m_record{std::move(setup), {}}
    , m_roller(dice == Dice::Real ? DiceRoller::randomSeed() : m_record.setup.seed.value_or(0))
    , m_state(def.newState(m_record.setup))
    , m_dice(dice)
{
}

Problem Match::checkFaces(const ThrowSpec& spec, const std::vector<int>& faces)
{
    if (faces.size() != spec.current.size())
        return "a throw of this group shows " + std::to_string(spec.current.size()) + " dice, not "
            + std::to_string(faces.size());
    for (std::size_t d = 0; d < faces.size(); ++d) {
        if (spec.thrown[d] && (faces[d] < 1 || faces[d] > kFaceCount))
            return "die " + std::to_string(d + 1) + " shows a face from 1 to 6";
        if (!spec.thrown[d] && faces[d] != spec.current[d])
            return "die " + std::to_string(d + 1) + " is not thrown: it stays as it lies";
    }
    return std::nullopt;
}

Problem Match::step(const Action& action)
{
    const Seat actor = m_state->toAct();
    // An action the rules took goes into the record with its actor and the outcomes told so far.
    const auto keep = [&](const Action& taken) -> Problem {
        m_record.actions.push_back(taken);
        m_actors.push_back(actor);
        m_outcomesUpTo.push_back(m_state->outcomes().size());
        return std::nullopt;
    };
    if (action.type != Action::Type::Throw) {
        if (auto problem = m_state->apply(action))
            return problem;
        return keep(action);
    }
    const std::optional<ThrowSpec> spec = m_state->throwSpec(action.group);
    if (!spec) {
        // No throw now: the rules say why.
        if (auto problem = m_state->apply(action))
            return problem;
        return std::string("no throw is due now");
    }
    // Real dice: the faces come with the throw, as the players threw them; a computer's hidden cup
    // (a throw without faces) is drawn below, as on screen.
    if (m_dice == Dice::Real
        && !(action.faces.empty() && programThrows(*m_def, m_record.setup, action.group))) {
        if (action.faces.empty())
            return std::string("the dice are real: a throw waits for its faces");
        std::vector<int> checked = action.faces;
        if (personsCup(*m_def, m_record.setup, action.group) >= 0) {
            if (auto problem = checkFaces(typedSpec(*spec, checked), checked))
                return problem;
        } else if (auto problem = checkFaces(*spec, action.faces))
            return problem;
        if (auto problem = m_state->apply(action))
            return problem;
        return keep(action);
    }
    // Draw on a copy of the roller, so that a refused or mismatched throw changes nothing.
    DiceRoller trial = m_roller;
    Action thrown = action;
    thrown.faces = spec->current;
    for (std::size_t d = 0; d < thrown.faces.size(); ++d)
        if (spec->thrown[d])
            thrown.faces[d] = trial.roll();
    if (!action.faces.empty() && action.faces != thrown.faces)
        return std::string("the recorded dice differ from the dice this seed throws");
    if (auto problem = m_state->apply(thrown))
        return problem;
    m_roller = trial;
    return keep(thrown);
}

Problem Match::throwChance()
{
    const std::vector<Action> legal = m_state->legalActions();
    auto it = std::find_if(
        legal.begin(), legal.end(), [](const Action& a) { return a.type == Action::Type::Throw; });
    if (it == legal.end())
        return std::string("the rules wait for a throw they do not list");
    return step(*it);
}

Problem Match::apply(const Action& action, ChanceThrows chance)
{
    if (m_state->toAct() == kChance)
        return std::string("the dice are not thrown yet");
    if (m_pending)
        return std::string("the dice thrown are not typed yet");
    if (m_dice == Dice::Real && action.type == Action::Type::Throw && action.faces.empty()) {
        // The seat throws its real dice: the throw waits for their faces.
        if (!m_state->throwSpec(action.group)) {
            if (auto problem = m_state->apply(action))
                return problem;
            return std::string("no throw is due now");
        }
        if (programThrows(*m_def, m_record.setup, action.group)) {
            // A computer's own cup: the program throws it, hidden from the people as on screen.
            if (Problem problem = step(action))
                return problem;
            m_redo.clear();
            return chance == ChanceThrows::Now ? throwPending() : std::nullopt;
        }
        m_pending = action;
        m_pendingBy = m_state->toAct();
        m_redo.clear();
        return std::nullopt;
    }
    Problem problem = step(action);
    if (problem)
        return problem;
    m_redo.clear(); // a new action starts a new future
    return chance == ChanceThrows::Now ? throwPending() : std::nullopt;
}

bool Match::chancePending() const
{
    return m_state->toAct() == kChance;
}

Problem Match::throwPending()
{
    if (m_dice == Dice::Real) {
        // The throws wait for their faces; only a computer's hidden cup is thrown by the program.
        while (!m_state->isTerminal() && m_state->toAct() == kChance) {
            const std::vector<Action> legal = m_state->legalActions();
            auto it = std::find_if(
                legal.begin(), legal.end(), [](const Action& a) { return a.type == Action::Type::Throw; });
            if (it == legal.end() || !programThrows(*m_def, m_record.setup, it->group))
                break;
            if (Problem problem = step(*it))
                return problem;
        }
        return std::nullopt;
    }
    while (m_state->toAct() == kChance)
        if (Problem problem = throwChance())
            return problem;
    return std::nullopt;
}

std::optional<Action> Match::awaitedThrow() const
{
    if (m_dice != Dice::Real || m_state->isTerminal())
        return std::nullopt;
    if (m_pending)
        return m_pending;
    if (m_state->toAct() != kChance)
        return std::nullopt;
    for (const Action& action : m_state->legalActions())
        if (action.type == Action::Type::Throw) {
            if (programThrows(*m_def, m_record.setup, action.group))
                return std::nullopt; // a computer's cup: throwPending() throws it
            Action blank = action;
            blank.faces.clear();
            return blank;
        }
    return std::nullopt;
}

std::optional<ThrowSpec> Match::awaitedSpec() const
{
    const auto awaited = awaitedThrow();
    return awaited ? m_state->throwSpec(awaited->group) : std::nullopt;
}

Problem Match::enterFaces(const std::vector<int>& faces)
{
    auto awaited = awaitedThrow();
    if (!awaited)
        return std::string("no throw waits for its dice");
    awaited->faces = faces;
    if (Problem problem = step(*awaited))
        return problem;
    m_pending.reset();
    m_redo.clear();
    return std::nullopt;
}

bool Match::canUndo() const
{
    if (m_pending)
        return true;
    const auto& actions = m_record.actions;
    // A typed throw (not a computer's cup, which the program threw unseen: nothing was mistyped).
    if (m_dice == Dice::Real && !actions.empty() && actions.back().type == Action::Type::Throw
        && !programThrows(*m_def, m_record.setup, actions.back().group))
        return true;
    if (actions.empty() || actions.back().type == Action::Type::Throw)
        return false;
    return m_state->mayTakeBack(actions.back());
}

Problem Match::undo()
{
    if (!canUndo()) {
        if (isSheetGame())
            return std::string(setup().mode == Mode::ScorePad
                    ? "there is nothing to undo"
                    : "only an entry can be taken back, and only before the next throw");
        return std::string("nothing can be taken back now");
    }
    if (m_pending) {
        m_pending.reset(); // the seat's choice to throw, its dice not typed yet
        return std::nullopt;
    }
    GameRecord earlier = m_record;
    const Action taken = earlier.actions.back();
    earlier.actions.pop_back();
    std::string problem;
    auto rebuilt = replay(earlier, problem, m_dice);
    if (!rebuilt)
        return problem; // cannot happen for a record that replayed before
    std::vector<Action> redo = std::move(m_redo);
    *this = std::move(*rebuilt);
    m_redo = std::move(redo);
    m_redo.push_back(taken);
    return std::nullopt;
}

Problem Match::redo()
{
    if (m_redo.empty())
        return std::string("there is nothing to redo");
    if (m_pending)
        return std::string("the dice thrown are not typed yet");
    Problem problem = step(m_redo.back());
    if (problem)
        return problem;
    m_redo.pop_back();
    while (m_dice == Dice::Drawn && m_state->toAct() == kChance)
        if ((problem = throwChance()))
            return problem;
    return std::nullopt;
}

std::vector<Message> Match::outcomesAfter(std::size_t action) const
{
    if (action >= m_outcomesUpTo.size())
        return {};
    const auto& all = m_state->outcomes();
    const std::size_t from = action == 0 ? 0 : m_outcomesUpTo[action - 1];
    const std::size_t to = std::min(m_outcomesUpTo[action], all.size());
    return std::vector<Message>(
        all.begin() + std::ptrdiff_t(std::min(from, to)), all.begin() + std::ptrdiff_t(to));
}

std::vector<Action> Match::history(Seat viewer) const
{
    std::vector<Action> seen;
    seen.reserve(m_record.actions.size());
    for (std::size_t i = 0; i < m_record.actions.size(); ++i)
        seen.push_back(m_def->redactUnder(m_record.setup.options, m_record.actions[i], m_actors[i], viewer));
    return seen;
}

BotView Match::botView(Seat seat, std::uint64_t botSeed) const
{
    BotView view;
    view.seat = seat;
    view.setup = m_record.setup;
    const bool hidden = m_def->hiddenDiceUnder(m_record.setup.options);
    if (hidden)
        view.setup.seed.reset(); // the seed would tell every die to come
    view.view = m_state->observe(seat);
    view.history = history(seat);
    view.legal = m_state->legalActions();
    view.full = hidden ? nullptr : m_state.get();
    view.seed = botSeed;
    return view;
}

} // namespace knobel
