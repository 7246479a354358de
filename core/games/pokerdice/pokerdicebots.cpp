// SPDX-License-Identifier: GPL-3.0-or-later
#include "pokerdicebots.h"
#include "engine/levels.h"

#include <QtCore/qglobal.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>

#include "pokerdice.h"
#include "pokerdicerules.h"

namespace knobel::pokerdice {

namespace {

constexpr const char* kContext = "knobel::PokerDice";

Message say(const char* text, std::vector<Message> args = {})
{
    Message m;
    m.context = kContext;
    m.text = text;
    m.args = std::move(args);
    return m;
}

std::string optionsKey(const RuleOptions& options, bool betting)
{
    std::string key = betting ? "bet" : "nobet";
    for (const char* id : {"pip_dice", "straights", "min_stake", "max_stake", "bet_before_second_player"})
        key += ";" + options.value(id);
    return key;
}

} // namespace

std::shared_ptr<const PokerDiceSolver> sharedSolver(const RuleOptions& options, bool betting,
    const std::function<void(double)>& progress, const std::atomic<bool>* cancel)
{
    static std::mutex mutex;
    static std::map<std::string, std::shared_ptr<const PokerDiceSolver>> solvers;
    std::lock_guard lock(mutex);
    const std::string key = optionsKey(options, betting);
    if (auto it = solvers.find(key); it != solvers.end())
        return it->second;
    SolverRules rules = solverRules(options);
    rules.betting = betting;
    auto solver = std::make_shared<PokerDiceSolver>(rules);
    if (!solver->solve(progress, cancel))
        return nullptr;
    solvers.emplace(key, solver);
    return solver;
}

// ---- Keeps against a target (three and more players) ----

KeepTables::KeepTables(const SolverRules& rules, int seats)
    : m_sets(rules.dice, rules.faces)
    , m_seats(seats)
    , m_throws(rules.throws)
{
    std::vector<int> sorted = rules.strength;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    m_ranks = int(sorted.size());
    for (int s : rules.strength)
        m_rank.push_back(int(std::lower_bound(sorted.begin(), sorted.end(), s) - sorted.begin()));
    const int full = m_sets.fullCount(), T = m_throws;
    m_beat.assign(std::size_t(m_ranks * (T + 1)), {});
    m_fresh.assign(std::size_t(m_ranks * (T + 1)), 0.0);
    for (int target = 0; target < m_ranks; ++target) {
        std::vector<double>& none = m_beat[std::size_t(target * (T + 1))];
        for (int h = 0; h < full; ++h)
            none.push_back(m_rank[std::size_t(h)] > target ? 1.0 : 0.0);
        for (int left = 1; left <= T; ++left) {
            const std::vector<double>& after = m_beat[std::size_t(target * (T + 1) + left - 1)];
            std::vector<double> e(std::size_t(m_sets.count()), 0.0);
            for (int h = 0; h < full; ++h)
                e[std::size_t(m_sets.full(h))] = after[std::size_t(h)];
            for (int size = m_sets.dice() - 1; size >= 0; --size)
                for (int k = 0; k < m_sets.count(); ++k)
                    if (m_sets.size(k) == size) {
                        double sum = 0;
                        for (int f = 1; f <= m_sets.faces(); ++f)
                            sum += e[std::size_t(m_sets.child(k, f))];
                        e[std::size_t(k)] = sum / m_sets.faces();
                    }
            m_fresh[std::size_t(target * (T + 1) + left)] = e[std::size_t(m_sets.indexOf({}))];
            std::vector<double>& here = m_beat[std::size_t(target * (T + 1) + left)];
            for (int h = 0; h < full; ++h) {
                double best = none[std::size_t(h)];
                for (int k : m_sets.keeps(h))
                    best = std::max(best, e[std::size_t(k)]);
                here.push_back(best);
            }
        }
    }
    for (int aware = 0; aware < 2; ++aware) {
        auto& tables = m_starter[aware];
        tables.assign(std::size_t(T + 1), {});
        for (int made = T; made >= 1; --made) {
            std::vector<double>& here = tables[std::size_t(made)];
            for (int h = 0; h < full; ++h) {
                double best = held(h, made, aware != 0);
                if (made < T)
                    for (int k : m_sets.keeps(h))
                        best = std::max(best, expect(k, [&](int fi) {
                            return tables[std::size_t(made + 1)][std::size_t(fi)];
                        }));
                here.push_back(best);
            }
        }
    }
}

double KeepTables::held(int hand, int throwsMade, bool capAware) const
{
    const int others = m_seats - 1;
    const int limit = capAware ? throwsMade : m_throws;
    const double fails = 1.0 - m_fresh[std::size_t(m_rank[std::size_t(hand)] * (m_throws + 1) + limit)];
    return std::pow(fails, others);
}

double KeepTables::expect(int multiset, const std::function<double(int)>& value) const
{
    if (m_sets.size(multiset) == m_sets.dice())
        return value(m_sets.fullIndexOf(multiset));
    double sum = 0;
    for (int f = 1; f <= m_sets.faces(); ++f)
        sum += expect(m_sets.child(multiset, f), value);
    return sum / m_sets.faces();
}

double KeepTables::beat(int target, int hand, int throwsLeft) const
{
    return m_beat[std::size_t(target * (m_throws + 1) + throwsLeft)][std::size_t(hand)];
}

int KeepTables::rankOf(const std::vector<int>& faces) const
{
    return m_rank[std::size_t(m_sets.fullIndexOf(m_sets.indexOf(faces)))];
}

std::vector<Choice> KeepTables::followerChoices(
    int target, const std::vector<int>& faces, int throwsLeft) const
{
    const int hand = m_sets.fullIndexOf(m_sets.indexOf(faces));
    std::vector<Choice> out{{Choice::Kind::Stop, {}, 0, beat(target, hand, 0)}};
    if (throwsLeft > 0)
        for (int k : m_sets.keeps(hand))
            out.push_back({Choice::Kind::Keep, m_sets.faces(k), 0,
                expect(k, [&](int fi) { return beat(target, fi, throwsLeft - 1); })});
    std::stable_sort(
        out.begin(), out.end(), [](const Choice& a, const Choice& b) { return a.value > b.value; });
    return out;
}

std::vector<Choice> KeepTables::starterChoices(
    const std::vector<int>& faces, int throwsMade, bool capAware) const
{
    const int hand = m_sets.fullIndexOf(m_sets.indexOf(faces));
    std::vector<Choice> out{{Choice::Kind::Stop, {}, 0, held(hand, throwsMade, capAware)}};
    if (throwsMade < m_throws)
        for (int k : m_sets.keeps(hand))
            out.push_back(
                {Choice::Kind::Keep, m_sets.faces(k), 0, expect(k, [&](int fi) {
                     return m_starter[capAware ? 1 : 0][std::size_t(throwsMade + 1)][std::size_t(fi)];
                 })});
    std::stable_sort(
        out.begin(), out.end(), [](const Choice& a, const Choice& b) { return a.value > b.value; });
    return out;
}

// ---- The bots ----

namespace {

enum class Level { Beginner, Good, Perfect };

/// The next action toward a choice: set dice aside or take them back until exactly the kept faces
/// are aside, then throw; or stop, or bet.
Action toward(const Choice& choice, const PokerDiceState& state, Seat seat)
{
    switch (choice.kind) {
    case Choice::Kind::Stop:
        return Action::stop();
    case Choice::Kind::Check:
        return Action::betting(BetKind::Check);
    case Choice::Kind::Bet:
        return Action::betting(BetKind::Bet, choice.amount);
    case Choice::Kind::Call:
        return Action::betting(BetKind::Call);
    case Choice::Kind::Raise:
        return Action::betting(BetKind::Raise, choice.amount);
    case Choice::Kind::Fold:
        return Action::betting(BetKind::Fold);
    case Choice::Kind::Keep:
        break;
    }
    const DiceSet& d = state.dice(seat);
    std::vector<bool> want(std::size_t(d.count()), false);
    std::vector<int> keep = choice.keep;
    // Dice already aside first, so that as few dice as possible move.
    for (int pass = 0; pass < 2; ++pass)
        for (int die = 0; die < d.count(); ++die) {
            if (want[std::size_t(die)] || bool(d.held[std::size_t(die)]) != (pass == 0))
                continue;
            auto it = std::find(keep.begin(), keep.end(), d.faces[std::size_t(die)]);
            if (it != keep.end()) {
                want[std::size_t(die)] = true;
                keep.erase(it);
            }
        }
    for (int die = 0; die < d.count(); ++die)
        if (want[std::size_t(die)] != bool(d.held[std::size_t(die)]))
            return want[std::size_t(die)] ? Action::hold(die, seat) : Action::release(die, seat);
    return Action::throwDice(seat);
}

Message describeChoice(const Choice& c, DieKind kind)
{
    switch (c.kind) {
    case Choice::Kind::Stop:
        return say(QT_TRANSLATE_NOOP("knobel::PokerDice", "Stop"));
    case Choice::Kind::Keep: {
        if (c.keep.empty())
            return say(QT_TRANSLATE_NOOP("knobel::PokerDice", "Throw all five again"));
        return say(
            QT_TRANSLATE_NOOP("knobel::PokerDice", "Keep %1, throw the rest"), {facesMessage(c.keep, kind)});
    }
    case Choice::Kind::Check:
        return say(QT_TRANSLATE_NOOP("knobel::PokerDice", "Check"));
    case Choice::Kind::Bet:
        return say(QT_TRANSLATE_NOOP("knobel::PokerDice", "Bet %1"), {Message::number(c.amount)});
    case Choice::Kind::Call:
        return say(QT_TRANSLATE_NOOP("knobel::PokerDice", "Call"));
    case Choice::Kind::Raise:
        return say(QT_TRANSLATE_NOOP("knobel::PokerDice", "Raise by %1"), {Message::number(c.amount)});
    case Choice::Kind::Fold:
        return say(QT_TRANSLATE_NOOP("knobel::PokerDice", "Fold"));
    }
    return {};
}

/// The face a beginner keeps: the most frequent, the highest-ranked of equal counts.
Choice beginnerKeep(const std::vector<int>& faces, const HandRules& rules)
{
    auto rankOf
        = [&](int face) { return rules.dice == DieKind::Pips && rules.acesHigh && face == 1 ? 7 : face; };
    int best = faces.front();
    for (int f : faces) {
        const auto n = std::count(faces.begin(), faces.end(), f),
                   m = std::count(faces.begin(), faces.end(), best);
        if (n > m || (n == m && rankOf(f) > rankOf(best)))
            best = f;
    }
    const int count = int(std::count(faces.begin(), faces.end(), best));
    if (count == int(faces.size()))
        return {Choice::Kind::Stop, {}, 0, 0};
    return {Choice::Kind::Keep, std::vector<int>(std::size_t(count), best), 0, 0};
}

class PokerDiceBot final : public Bot
{
public:
    PokerDiceBot(Level level, RuleOptions options, std::shared_ptr<const PokerDiceSolver> solver,
        std::shared_ptr<const PokerDiceSolver> plain)
        : m_level(level)
        , m_options(std::move(options))
        , m_rules(solverRules(m_options))
        , m_events(timeline(m_rules))
        , m_hands(handRules(m_options))
        , m_solver(std::move(solver))
        , m_plain(std::move(plain))
    {
    }

    Action decide(const BotView& view) const override
    {
        if (view.legal.size() <= 1 || !view.full)
            return view.legal.empty() ? Action::stop() : view.legal.front();
        const auto* state = dynamic_cast<const PokerDiceState*>(view.full);
        if (!state)
            return view.legal.front();
        const Choice choice = choose(*state, view.seat, view.legal);
        const Action action = toward(choice, *state, view.seat);
        if (std::find(view.legal.begin(), view.legal.end(), action) != view.legal.end())
            return action;
        return view.legal.front();
    }

    std::vector<RankedChoice> rank(const BotView& view) const override
    {
        if (m_level != Level::Perfect || view.legal.size() <= 1 || !view.full)
            return {};
        const auto* state = dynamic_cast<const PokerDiceState*>(view.full);
        if (!state)
            return {};
        std::vector<Choice> choices = perfectChoices(*state, view.seat);
        // Where the other seat's best answer is to fold — it folds to any bet, and gives up later if
        // this seat checks — every choice is worth the same chips (often the pot). The keeps are
        // then told apart by what they are worth in the deal without betting, where nobody folds:
        // the choice that stays best if the other seat does call.
        if (state->betting() && m_plain && !choices.empty()) {
            const pokerdice::Position p = *state->solverPosition();
            if (m_events[std::size_t(p.event)].kind == Event::Kind::Throw) {
                const double sign = state->solverSeat(view.seat) == 0 ? 1.0 : -1.0;
                const std::vector<Choice> plain = m_plain->choices(plainPosition(p, p.event));
                auto plainValue = [&](const Choice& c) {
                    for (const Choice& q : plain)
                        if (q.kind == c.kind && q.keep == c.keep)
                            return sign * q.value;
                    return -1e9;
                };
                std::stable_sort(choices.begin(), choices.end(), [&](const Choice& a, const Choice& b) {
                    if (std::abs(a.value - b.value) > 1e-9)
                        return a.value > b.value;
                    return plainValue(a) > plainValue(b) + 1e-12;
                });
            }
        }
        std::vector<RankedChoice> out;
        for (const Choice& c : choices) {
            RankedChoice r;
            r.action
                = c.kind == Choice::Kind::Keep ? Action::throwDice(view.seat) : toward(c, *state, view.seat);
            if (c.kind == Choice::Kind::Keep)
                r.action.faces = c.keep; // a keep: the faces kept, the others thrown
            r.value = c.value;
            r.text = describeChoice(c, m_hands.dice);
            out.push_back(r);
        }
        return out;
    }

    RankMeaning rankMeaning(const BotView& view) const override
    {
        RankMeaning meaning;
        if (view.setup.players.size() == 2) {
            meaning.unit = RankMeaning::Unit::Chips;
            meaning.text = say(QT_TRANSLATE_NOOP("knobel::PokerDice",
                "Chips the best computer expects you to win in this deal after each choice"));
        } else {
            meaning.unit = RankMeaning::Unit::Chance;
            meaning.text = say(
                QT_TRANSLATE_NOOP("knobel::PokerDice", "Your chance to win the round after each choice"));
        }
        return meaning;
    }

private:
    /// Every choice of the seat, values from its own side: expected chips of the deal (two players)
    /// or the chance to win the round (three and more), best first.
    std::vector<Choice> perfectChoices(const PokerDiceState& state, Seat seat) const
    {
        if (state.betting()) {
            std::vector<Choice> all = m_solver->choices(*state.solverPosition());
            if (state.solverSeat(seat) == 1)
                for (Choice& c : all)
                    c.value = -c.value;
            return all;
        }
        return keepChoices(state, seat, true);
    }

    std::vector<Choice> keepChoices(const PokerDiceState& state, Seat seat, bool capAware) const
    {
        const KeepTables& tables = keepTables(state.seats());
        const DiceSet& d = state.dice(seat);
        if (seat == state.starter())
            return tables.starterChoices(d.faces, d.throwsMade, capAware);
        int target = -1;
        for (Seat s : state.session().order()) {
            if (s == seat)
                break;
            target = std::max(target, tables.rankOf(state.dice(s).faces));
        }
        return tables.followerChoices(target, d.faces, state.throwLimit(seat) - d.throwsMade);
    }

    Choice choose(const PokerDiceState& state, Seat seat, const std::vector<Action>& legal) const
    {
        const bool atDice = state.dice(seat).thrown() && state.toAct() == seat
            && std::any_of(
                legal.begin(), legal.end(), [](const Action& a) { return a.type == Action::Type::Stop; });
        if (m_level == Level::Beginner) {
            if (atDice)
                return beginnerKeep(state.dice(seat).faces, m_hands);
            const bool canCheck
                = std::find(legal.begin(), legal.end(), Action::betting(BetKind::Check)) != legal.end();
            return {canCheck ? Choice::Kind::Check : Choice::Kind::Call, {}, 0, 0};
        }
        if (m_level == Level::Perfect)
            return perfectChoices(state, seat).front();
        // Good
        if (!state.betting())
            return keepChoices(state, seat, false).front();
        const PokerDiceSolver& plain = *m_plain;
        const pokerdice::Position p = *state.solverPosition();
        const int mine = state.solverSeat(seat);
        if (atDice)
            return plain.choices(plainPosition(p, p.event)).front();
        // Betting by thresholds on the value of the deal without betting after this round.
        const double sign = mine == 0 ? 1.0 : -1.0;
        const double equity = sign * plain.valueAt(plainPosition(p, p.event + 1)) / m_rules.minStake;
        const bool canCheck
            = std::find(legal.begin(), legal.end(), Action::betting(BetKind::Check)) != legal.end();
        const bool canRaise = std::any_of(legal.begin(), legal.end(),
            [](const Action& a) { return a.type == Action::Type::Bet && a.bet == BetKind::Raise; });
        const bool canBet = std::any_of(legal.begin(), legal.end(),
            [](const Action& a) { return a.type == Action::Type::Bet && a.bet == BetKind::Bet; });
        if (canCheck) {
            if (canBet && equity > 0.5)
                return {Choice::Kind::Bet, {}, m_rules.maxStake, 0};
            if (canBet && equity > 0.2)
                return {Choice::Kind::Bet, {}, m_rules.minStake, 0};
            return {Choice::Kind::Check, {}, 0, 0};
        }
        if (canRaise && equity > 0.6)
            return {Choice::Kind::Raise, {}, m_rules.maxStake, 0};
        if (equity > -0.3)
            return {Choice::Kind::Call, {}, 0, 0};
        return {Choice::Kind::Fold, {}, 0, 0};
    }

    /// The position in the deal without betting that matches step `event` of the deal with betting:
    /// the same throw, or the showdown; a round maps to what follows it.
    pokerdice::Position plainPosition(const pokerdice::Position& p, int event) const
    {
        const auto& withBets = m_events;
        while (withBets[std::size_t(event)].kind == Event::Kind::Round)
            ++event;
        const Event& target = withBets[std::size_t(event)];
        pokerdice::Position q = p;
        q.bets.clear();
        q.stake = m_rules.minStake;
        const auto& plain = m_plain->events();
        for (int e = 0; e < int(plain.size()); ++e)
            if (plain[std::size_t(e)].kind == target.kind && plain[std::size_t(e)].seat == target.seat
                && plain[std::size_t(e)].throwNumber == target.throwNumber) {
                q.event = e;
                break;
            }
        return q;
    }

    const KeepTables& keepTables(int seats) const
    {
        std::lock_guard lock(m_mutex);
        auto& slot = m_keeps[seats];
        if (!slot)
            slot = std::make_unique<KeepTables>(m_rules, seats);
        return *slot;
    }

    Level m_level;
    RuleOptions m_options;
    SolverRules m_rules;
    std::vector<Event> m_events; ///< the deal with betting
    HandRules m_hands;
    std::shared_ptr<const PokerDiceSolver> m_solver; ///< with betting (perfect)
    std::shared_ptr<const PokerDiceSolver> m_plain; ///< without betting (good)
    mutable std::mutex m_mutex;
    mutable std::map<int, std::unique_ptr<KeepTables>> m_keeps;
};

} // namespace

bool botNeedsPreparation(std::string_view level, const RuleOptions& /*options*/)
{
    return level == "perfect" || level == "good";
}

std::shared_ptr<const Bot> makeBot(
    std::string_view level, const RuleOptions& options, const BotPreparation& preparation)
{
    const auto byName = levelNamed<Level>(level);
    if (!byName)
        return nullptr;
    const Level l = *byName;
    std::shared_ptr<const PokerDiceSolver> solver, plain;
    // Good needs the deal without betting (quick); perfect the deal with betting (a few seconds).
    if (l == Level::Good && !(plain = sharedSolver(options, false, preparation.progress, preparation.cancel)))
        return nullptr;
    // Perfect also reads the deal without betting: it orders choices of equal worth (see rank()).
    if (l == Level::Perfect
        && (!(solver = sharedSolver(options, true, preparation.progress, preparation.cancel))
            || !(plain = sharedSolver(options, false, {}, preparation.cancel))))
        return nullptr;
    return std::make_shared<PokerDiceBot>(l, options, solver, plain);
}

} // namespace knobel::pokerdice
