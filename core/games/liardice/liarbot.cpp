// SPDX-License-Identifier: GPL-3.0-or-later
#include "liarbot.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <random>
#include <string>

#include <QtCore/qglobal.h>

#include "games/liardice/liardice.h"
#include "games/liardice/liartable.h"
#include "kits/hands.h"
#include "solver/checksum.h"
#include "solver/tablecache.h"

namespace knobel {

namespace {

constexpr int kAce = 6;

std::string factOf(const Observation& o, const std::string& name)
{
    return o.fact<std::string>(name).value_or(std::string());
}

int numberFact(const Observation& o, const std::string& name, int fallback = -1)
{
    return o.fact<int>(name).value_or(fallback);
}

/// A seat's entry of a fact that lists a number per seat.
int seatFact(const Observation& o, const std::string& name, Seat seat, int fallback)
{
    const auto numbers = o.fact<std::vector<int>>(name);
    return numbers && seat >= 0 && seat < int(numbers->size()) ? (*numbers)[std::size_t(seat)] : fallback;
}

const DiceGroupView* cupOf(const Observation& o, Seat seat)
{
    for (const DiceGroupView& g : o.dice)
        if (g.id == "cup" && g.owner == seat)
            return &g;
    return nullptr;
}

bool isLegal(const BotView& view, const Action& a)
{
    return std::find(view.legal.begin(), view.legal.end(), a) != view.legal.end();
}

/// The choice a uniform draw `u` picks from a list of chances, in the list's order.
int pick(const std::vector<LiarChoice>& choices, double u, int none)
{
    int last = none;
    for (const LiarChoice& c : choices)
        if (c.chance > 0) {
            last = c.what;
            if (u < c.chance)
                return c.what;
            u -= c.chance;
        }
    return last;
}

/// The next action that brings the cup to these held flags, then the throw.
Action towards(const BotView& view, const DiceGroupView& cup, const std::array<bool, 5>& target)
{
    for (int d = 0; d < 5; ++d) {
        const bool held = cup.dice[std::size_t(d)].held;
        if (held != target[std::size_t(d)]) {
            const Action a
                = target[std::size_t(d)] ? Action::hold(d, view.seat) : Action::release(d, view.seat);
            if (isLegal(view, a))
                return a;
        }
    }
    return Action::throwDice(view.seat);
}

/// Which dice stay under the cup for a kept sub-hand: the first dice of each kept face.
std::array<bool, 5> heldFor(const DiceGroupView& cup, int keep)
{
    std::array<int, 6> left = LiarHands::get().keepCounts(keep);
    std::array<bool, 5> target{};
    for (int d = 0; d < 5; ++d) {
        int& n = left[std::size_t(cup.dice[std::size_t(d)].face - 1)];
        target[std::size_t(d)] = n > 0;
        n -= n > 0;
    }
    return target;
}

Message say(const char* text, std::vector<Message> args = {})
{
    Message m;
    m.context = "knobel::LiarDice";
    m.text = text;
    m.args = std::move(args);
    return m;
}

/// An exact hand in words ("three Tens, an Ace and a Queen"), as the game says its announcements.
Message handMessage(int hand)
{
    HandRules rules;
    rules.dice = DieKind::Poker;
    rules.straights = true;
    const HandPhrase phrase = describeHand(exactHands()[std::size_t(hand)], rules);
    Message m;
    m.context = phrase.context;
    m.text = phrase.text;
    for (std::size_t i = 0; i < phrase.faces.size(); ++i) {
        const HandText face = faceName(phrase.faces[i], DieKind::Poker, phrase.forms[i]);
        Message arg;
        arg.context = face.context;
        arg.text = face.text;
        m.args.push_back(arg);
    }
    return m;
}

/// A stream of choices that stays the same while the bot picks up dice for one decision.
std::mt19937_64 streamFor(const BotView& view, double salt)
{
    std::uint64_t h = fnv1a(&view.seat, sizeof view.seat);
    h = fnv1a(&salt, sizeof salt, h);
    for (const Action& a : view.history) {
        if (a.type == Action::Type::Hold || a.type == Action::Type::Release)
            continue;
        const int fields[] = {int(a.type), a.group, a.hand, a.doubt ? 1 : 0};
        h = fnv1a(fields, sizeof fields, h);
        if (!a.faces.empty())
            h = fnv1a(a.faces.data(), a.faces.size() * sizeof(int), h);
    }
    return std::mt19937_64(h);
}

} // namespace

LiarBot::LiarBot(std::shared_ptr<const LiarStrategy> strategy, double salt)
    : m_strategy(std::move(strategy))
    , m_salt(salt)
{
}

LiarBot::LiarBot(std::shared_ptr<const LiarSolver> solver, double mix)
    : LiarBot(std::make_shared<LiarTableStrategy>(std::move(solver), mix), mix)
{
}

bool LiarBot::situationOf(const BotView& view, LiarSituation& s, int& hand)
{
    const Observation& o = view.view;
    const DiceGroupView* mine = cupOf(o, view.seat);
    const Seat caller = numberFact(o, "caller"), opponent = numberFact(o, "opponent");
    const Seat other = view.seat == caller ? opponent : caller;
    const DiceGroupView* theirs = cupOf(o, other);
    if (!mine || !theirs || mine->dice.size() != 5)
        return false;
    std::array<int, 6> counts{};
    for (const DieView& d : mine->dice) {
        if (d.face < 1 || d.face > 6)
            return false;
        ++counts[std::size_t(d.face - 1)];
    }
    hand = LiarHands::get().handOf(counts);
    s.call = numberFact(o, "call");
    s.previous = numberFact(o, "previous_call");
    s.throws = mine->throwsMade;
    s.otherThrows = theirs->throwsMade;
    s.otherThrew = seatFact(o, "threw", other, 0);
    s.threwNow = seatFact(o, "threw", view.seat, 0);
    // A policy query's observation cannot be replayed (the dice are hidden): a call that names no
    // hand, or an answer to no call, is no view of this game (found by fuzzing `knobel policy`).
    const bool answering = factOf(o, "phase") == "respond";
    return hand >= 0 && s.call >= (answering ? 0 : -1) && s.call < LiarHands::kHands && s.previous >= -1
        && s.previous < LiarHands::kHands;
}

bool LiarBot::solverView(const BotView& view, const LiarSolver& solver, LiarSolver::View& out)
{
    LiarSituation s;
    int hand = -1;
    if (!situationOf(view, s, hand))
        return false;
    (void)solver;
    out.hand = hand;
    out.call = s.call;
    out.throwsLeft = 3 - s.throws;
    out.otherThrowsLeft = 3 - s.otherThrows;
    out.otherThrew = s.otherThrew;
    out.previous = s.previous;
    out.threwNow = s.threwNow;
    return true;
}

Action LiarBot::decide(const BotView& view) const
{
    if (view.legal.size() == 1)
        return view.legal.front();
    const Observation& o = view.view;
    const std::string phase = factOf(o, "phase");
    const DiceGroupView* cup = cupOf(o, view.seat);
    LiarSituation s;
    int hand = -1;
    if (!cup || !situationOf(view, s, hand))
        return view.legal.front();

    if (phase == "chase") { // keep the Aces, throw the rest while throws are left
        std::array<bool, 5> aces{};
        for (int d = 0; d < 5; ++d)
            aces[std::size_t(d)] = cup->dice[std::size_t(d)].face == kAce;
        const Action next = towards(view, *cup, aces);
        return isLegal(view, next) ? next : Action::stop();
    }

    std::mt19937_64 stream = streamFor(view, m_salt);
    std::uniform_real_distribution<double> uniform(0, 1);
    const double respond = uniform(stream), keep = uniform(stream), announce = uniform(stream);
    std::vector<LiarChoice> choices;

    if (phase == "respond") {
        if (isLegal(view, Action::doubting(true)) && respond < m_strategy->doubt(s, hand))
            return Action::doubting(true);
        const bool mayThrow = std::any_of(view.legal.begin(), view.legal.end(),
            [](const Action& a) { return a.type == Action::Type::Hold || a.type == Action::Type::Release; });
        if (mayThrow && s.throws < LiarDiceState::kThrowsPerDeal) {
            m_strategy->keeps(s, hand, choices);
            const int k = pick(choices, keep, -1);
            if (k >= 0) {
                const Action next = towards(view, *cup, heldFor(*cup, k));
                if (isLegal(view, next))
                    return next;
            }
        }
    }
    m_strategy->announcements(s, hand, choices);
    const int a = pick(choices, announce, -1);
    if (a >= 0) {
        const Action call = Action::announce(a);
        if (isLegal(view, call))
            return call;
    }
    // Nothing to announce above the call (five Aces were announced): doubt.
    if (isLegal(view, Action::doubting(true)))
        return Action::doubting(true);
    return view.legal.front();
}

std::vector<double> LiarBot::policy(const BotView& view) const
{
    const Observation& o = view.view;
    const std::string phase = factOf(o, "phase");
    const DiceGroupView* cup = cupOf(o, view.seat);
    LiarSituation s;
    int hand = -1;
    if (view.legal.size() == 1 || phase == "chase" || !cup || !situationOf(view, s, hand))
        return Bot::policy(view); // one way to act: decide() is certain

    // The dice this seat set aside or took back since its last other action: a keep under way.
    int lastPicked = -1;
    for (auto it = view.history.rbegin(); it != view.history.rend(); ++it) {
        if (it->type != Action::Type::Hold && it->type != Action::Type::Release)
            break;
        lastPicked = std::max(lastPicked, it->die);
    }
    const bool keepUnderWay = lastPicked >= 0;

    std::vector<double> probs(view.legal.size(), 0.0);
    auto add = [&](const Action& a, double weight) {
        const auto it = std::find(view.legal.begin(), view.legal.end(), a);
        if (it != view.legal.end())
            probs[std::size_t(it - view.legal.begin())] += weight;
    };
    const Action doubt = Action::doubting(true);
    std::vector<LiarChoice> choices;
    // What decide() does once it announces, as it does it.
    auto announce = [&](double weight) {
        std::vector<LiarChoice> calls;
        m_strategy->announcements(s, hand, calls);
        double placed = 0;
        for (const LiarChoice& c : calls) {
            const Action call = Action::announce(c.what);
            if (c.chance > 0 && isLegal(view, call)) {
                add(call, weight * c.chance);
                placed += c.chance;
            }
        }
        add(isLegal(view, doubt) ? doubt : view.legal.front(), weight * std::max(0.0, 1 - placed));
    };

    if (phase == "respond") {
        double pDoubt = 0;
        if (isLegal(view, doubt) && !keepUnderWay) {
            pDoubt = m_strategy->doubt(s, hand);
            add(doubt, pDoubt);
        }
        const double rest = 1 - pDoubt;
        const bool mayThrow = std::any_of(view.legal.begin(), view.legal.end(),
            [](const Action& a) { return a.type == Action::Type::Hold || a.type == Action::Type::Release; });
        if (mayThrow && s.throws < LiarDiceState::kThrowsPerDeal) {
            m_strategy->keeps(s, hand, choices);
            std::vector<std::pair<Action, double>> next; // the step each still possible keep takes now
            double possible = 0;
            for (const LiarChoice& c : choices) {
                if (c.chance <= 0)
                    continue;
                if (c.what < 0) {
                    if (!keepUnderWay)
                        announce(rest * c.chance);
                    continue;
                }
                const std::array<bool, 5> target = heldFor(*cup, c.what);
                // Dice are picked up in order: a keep under way has every die up to the last one
                // picked as this keep wants it.
                bool fits = true;
                for (int d = 0; d <= lastPicked && fits; ++d)
                    fits = cup->dice[std::size_t(d)].held == target[std::size_t(d)];
                if (!fits)
                    continue;
                const Action step = towards(view, *cup, target);
                if (isLegal(view, step)) {
                    next.emplace_back(step, c.chance);
                    possible += c.chance;
                } else if (!keepUnderWay)
                    announce(rest * c.chance);
            }
            if (keepUnderWay) {
                if (possible <= 0)
                    return Bot::policy(view); // picked up as none of its keeps would: its own choice
                for (const auto& [step, weight] : next)
                    add(step, weight / possible);
                return probs;
            }
            for (const auto& [step, weight] : next)
                add(step, rest * weight);
            return probs;
        }
        announce(rest);
        return probs;
    }
    announce(1);
    return probs;
}

std::vector<RankedChoice> LiarBot::rank(const BotView& view) const
{
    const Observation& o = view.view;
    const std::string phase = factOf(o, "phase");
    const DiceGroupView* cup = cupOf(o, view.seat);
    LiarSituation s;
    int hand = -1;
    if (view.legal.size() <= 1 || phase == "chase" || !cup || !situationOf(view, s, hand))
        return {};
    // While the dice of one keep are picked up the decision is made: policy() says the next step.
    if (!view.history.empty()
        && (view.history.back().type == Action::Type::Hold
            || view.history.back().type == Action::Type::Release))
        return {};

    std::vector<RankedChoice> ranked;
    // A whole choice, named, with the chance the strategy makes it; its action is its first step.
    auto add = [&](const Action& first, double chance, const Message& text) {
        if (chance <= 0 || !isLegal(view, first))
            return;
        for (RankedChoice& r : ranked)
            if (r.action == first && r.text == text) {
                r.value += chance;
                return;
            }
        ranked.push_back(RankedChoice{first, chance, text});
    };
    const Action doubt = Action::doubting(true);
    const Message doubtText = say(QT_TRANSLATE_NOOP("knobel::LiarDice", "Doubt the call"));
    auto announce = [&](double weight) {
        std::vector<LiarChoice> calls;
        m_strategy->announcements(s, hand, calls);
        double placed = 0;
        for (const LiarChoice& c : calls) {
            const Action call = Action::announce(c.what);
            if (c.chance > 0 && isLegal(view, call)) {
                add(call, weight * c.chance,
                    say(QT_TRANSLATE_NOOP("knobel::LiarDice", "Announce %1"), {handMessage(call.hand)}));
                placed += c.chance;
            }
        }
        if (isLegal(view, doubt))
            add(doubt, weight * std::max(0.0, 1 - placed), doubtText);
    };

    double rest = 1;
    if (phase == "respond" && isLegal(view, doubt)) {
        const double pDoubt = m_strategy->doubt(s, hand);
        add(doubt, pDoubt, doubtText);
        rest = 1 - pDoubt;
    }
    const bool mayThrow = std::any_of(view.legal.begin(), view.legal.end(),
        [](const Action& a) { return a.type == Action::Type::Hold || a.type == Action::Type::Release; });
    if (phase == "respond" && mayThrow && s.throws < LiarDiceState::kThrowsPerDeal) {
        std::vector<LiarChoice> keeps;
        m_strategy->keeps(s, hand, keeps);
        for (const LiarChoice& c : keeps) {
            if (c.chance <= 0)
                continue;
            if (c.what < 0) {
                announce(rest * c.chance);
                continue;
            }
            const std::array<bool, 5> target = heldFor(*cup, c.what);
            std::vector<int> kept, thrown;
            for (int d = 0; d < 5; ++d)
                (target[std::size_t(d)] ? kept : thrown).push_back(cup->dice[std::size_t(d)].face);
            std::sort(kept.begin(), kept.end());
            std::sort(thrown.begin(), thrown.end());
            const Message text = kept.empty()
                ? say(QT_TRANSLATE_NOOP("knobel::LiarDice", "Throw all five again, then announce higher"))
                : say(QT_TRANSLATE_NOOP("knobel::LiarDice", "Throw %1 again, keep %2, then announce higher"),
                    {facesMessage(thrown, DieKind::Poker), facesMessage(kept, DieKind::Poker)});
            const Action step = towards(view, *cup, target);
            if (isLegal(view, step))
                add(step, rest * c.chance, text);
            else
                announce(rest * c.chance);
        }
    } else {
        announce(rest);
    }
    std::stable_sort(ranked.begin(), ranked.end(),
        [](const RankedChoice& a, const RankedChoice& b) { return a.value > b.value; });
    return ranked;
}

RankMeaning LiarBot::rankMeaning(const BotView& /*view*/) const
{
    RankMeaning meaning;
    meaning.unit = RankMeaning::Unit::Chance;
    meaning.text = say(QT_TRANSLATE_NOOP("knobel::LiarDice",
        "How often the best computer makes each choice here: it mixes them, as a bluffer must"));
    return meaning;
}

std::shared_ptr<const LiarSolver> liarDiceTable(const BotPreparation& preparation)
{
    static std::mutex mutex;
    static std::map<std::string, std::shared_ptr<const LiarSolver>> built;
    const std::lock_guard lock(mutex);
    const std::string key = preparation.tableFolder.string();
    if (auto it = built.find(key); it != built.end()) {
        if (preparation.progress)
            preparation.progress(1.0);
        return it->second;
    }
    LiarTable table;
    // The table shipped with the program, else the one kept in the folder, else a build.
    if (!table.adoptShipped())
        TableCache{preparation.tableFolder}.prepare(table, preparation.progress, preparation.cancel);
    if (!table.isBuilt())
        return nullptr;
    std::shared_ptr<const LiarSolver> solver = table.solver();
    built.emplace(key, solver);
    return solver;
}

} // namespace knobel
