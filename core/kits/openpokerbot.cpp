// SPDX-License-Identifier: GPL-3.0-or-later
#include "kits/openpokerbot.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>
#include <tuple>

#include <QtCore/qglobal.h>

namespace knobel {

namespace {

constexpr int kDice = 5;
constexpr int kFaces = 6;

Message say(const char* text, std::vector<Message> args = {})
{
    Message m;
    m.context = "knobel::OpenPoker";
    m.text = text;
    m.args = std::move(args);
    return m;
}

int codeOf(const std::vector<int>& faces)
{
    int code = 0;
    for (int f : faces) {
        int weight = 1;
        for (int k = 1; k < f; ++k)
            weight *= kFaces;
        code += weight;
    }
    return code;
}

/// Every multiset of `size` faces ≥ `from`, ascending, appended to `out`.
void multisets(int size, int from, std::vector<int>& prefix, std::vector<std::vector<int>>& out)
{
    if (size == 0) {
        out.push_back(prefix);
        return;
    }
    for (int f = from; f <= kFaces; ++f) {
        prefix.push_back(f);
        multisets(size - 1, f, prefix, out);
        prefix.pop_back();
    }
}

/// The chance of throwing exactly this multiset with as many dice.
double chanceOf(const std::vector<int>& faces)
{
    double ways = 1;
    for (std::size_t i = 1; i <= faces.size(); ++i)
        ways *= double(i);
    for (int f = 1; f <= kFaces; ++f) {
        const auto n = std::count(faces.begin(), faces.end(), f);
        for (int i = 2; i <= n; ++i)
            ways /= i;
    }
    return ways / std::pow(double(kFaces), double(faces.size()));
}

/// The next step toward a keep: set dice aside or take them back until exactly the kept faces stand
/// (those already aside first), then throw.
Action towardKeep(const OpenPokerState& state, Seat seat, std::vector<int> keep)
{
    const DiceSet& d = state.dice(seat);
    std::vector<bool> want(std::size_t(d.count()), false);
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

} // namespace

HandOdds::HandOdds(const HandRules& hands, int throws, int minKeep, int maxKeep)
    : m_hands(hands)
    , m_throws(std::max(1, throws))
    , m_minKeep(minKeep)
    , m_maxKeep(maxKeep)
    , m_strength(handStrengths(hands))
{
    m_strengths = *std::max_element(m_strength.begin(), m_strength.end()) + 1;
    std::vector<int> byCode(std::size_t(std::pow(kFaces, kFaces)), -1); // base-6 counts of up to five dice
    for (int size = 0; size < kDice; ++size) {
        std::vector<std::vector<int>> kept;
        std::vector<int> prefix;
        multisets(size, 1, prefix, kept);
        for (const auto& k : kept) {
            std::vector<std::vector<int>> thrown;
            multisets(kDice - size, 1, prefix, thrown);
            std::vector<std::pair<int, double>> outcomes;
            for (const auto& t : thrown) {
                std::vector<int> hand = k;
                hand.insert(hand.end(), t.begin(), t.end());
                outcomes.emplace_back(exactHandIndex(hand), chanceOf(t));
            }
            byCode[std::size_t(codeOf(k))] = int(m_outcomes.size());
            m_outcomes.push_back(std::move(outcomes));
            m_keptFaces.push_back(k);
        }
    }
    const auto& all = exactHands();
    m_keeps.resize(all.size());
    for (std::size_t h = 0; h < all.size(); ++h) {
        for (int mask = 0; mask < (1 << kDice) - 1; ++mask) {
            const int n = __builtin_popcount(unsigned(mask));
            if (n < m_minKeep || n > m_maxKeep)
                continue;
            std::vector<int> k;
            for (int d = 0; d < kDice; ++d)
                if (mask & (1 << d))
                    k.push_back(all[h][std::size_t(d)]);
            const int index = byCode[std::size_t(codeOf(k))];
            if (std::find(m_keeps[h].begin(), m_keeps[h].end(), index) == m_keeps[h].end())
                m_keeps[h].push_back(index);
        }
    }
    m_oneThrow.assign(all.size(), 0.0);
    for (const auto& [hand, p] : m_outcomes[std::size_t(byCode[0])])
        m_oneThrow[std::size_t(hand)] += p;
    for (int target = 0; target < m_strengths; ++target) {
        Terminal t(all.size());
        for (std::size_t h = 0; h < all.size(); ++h) {
            const int s = m_strength[h];
            t[h] = {s > target    ? 1.0
                    : s == target ? 0.5
                                  : 0.0,
                s > target ? 1.0 : 0.0, s == target ? 1.0 : 0.0};
        }
        m_follower.push_back(fresh(t));
    }
}

std::vector<HandOdds::Worth> HandOdds::expectations(const std::vector<Worth>& after) const
{
    std::vector<Worth> e(m_outcomes.size());
    for (std::size_t k = 0; k < m_outcomes.size(); ++k)
        for (const auto& [hand, p] : m_outcomes[k]) {
            const Worth& w = after[std::size_t(hand)];
            e[k].value += p * w.value;
            e[k].beat += p * w.beat;
            e[k].tie += p * w.tie;
        }
    return e;
}

std::vector<HandOdds::Worth> HandOdds::level(const std::vector<Worth>& after, const Terminal& terminal) const
{
    const std::vector<Worth> e = expectations(after);
    std::vector<Worth> here = terminal;
    for (std::size_t h = 0; h < here.size(); ++h)
        for (int k : m_keeps[h])
            if (e[std::size_t(k)].value > here[h].value + 1e-12)
                here[h] = e[std::size_t(k)];
    return here;
}

HandOdds::Worth HandOdds::fresh(const Terminal& terminal) const
{
    std::vector<Worth> w = terminal;
    for (int made = m_throws - 1; made >= 1; --made)
        w = level(w, terminal);
    Worth out;
    for (std::size_t h = 0; h < w.size(); ++h) {
        out.value += m_oneThrow[h] * w[h].value;
        out.beat += m_oneThrow[h] * w[h].beat;
        out.tie += m_oneThrow[h] * w[h].tie;
    }
    return out;
}

std::vector<HandOdds::Keep> HandOdds::choices(
    const std::vector<int>& hand, int throwsMade, const Terminal& terminal) const
{
    const int h = exactHandIndex(hand);
    std::vector<Keep> out;
    out.push_back({true, {}, terminal[std::size_t(h)]});
    if (throwsMade >= m_throws)
        return out;
    std::vector<Worth> w = terminal;
    for (int made = m_throws - 1; made > throwsMade; --made)
        w = level(w, terminal);
    const std::vector<Worth> e = expectations(w);
    for (int k : m_keeps[std::size_t(h)])
        out.push_back({false, m_keptFaces[std::size_t(k)], e[std::size_t(k)]});
    std::stable_sort(out.begin(), out.end(),
        [](const Keep& a, const Keep& b) { return a.worth.value > b.worth.value + 1e-12; });
    return out;
}

std::shared_ptr<const HandOdds> sharedHandOdds(const OpenPokerRules& rules)
{
    static std::mutex mutex;
    static std::map<std::tuple<int, bool, bool, bool, bool, int, int, int, int>,
        std::shared_ptr<const HandOdds>>
        cache;
    const HandRules& h = rules.hands;
    const auto key = std::make_tuple(int(h.dice), h.straights, h.acesHigh, h.lowStraightAbove, h.acesWild,
        int(h.tie), rules.throws, rules.minKeep, rules.maxKeep);
    std::lock_guard lock(mutex);
    auto& odds = cache[key];
    if (!odds)
        odds = std::make_shared<HandOdds>(h, rules.throws, rules.minKeep, rules.maxKeep);
    return odds;
}

// ---- The bot ----

HandOdds::Terminal OpenPokerBot::terminal(const OpenPokerState& state, Seat seat, bool withLater) const
{
    const auto& strength = m_odds->strength();
    int best = -1, tied = 0, later = 0;
    for (Seat s : state.contenders()) {
        if (s == seat || state.hasFolded(s))
            continue;
        if (!state.isDone(s)) {
            ++later;
            continue;
        }
        const int st = strength[std::size_t(exactHandIndex(state.dice(s).faces))];
        if (st > best) {
            best = st;
            tied = 1;
        } else if (st == best) {
            ++tied;
        }
    }
    HandOdds::Terminal t(strength.size());
    for (std::size_t h = 0; h < strength.size(); ++h) {
        const int st = strength[h];
        double v;
        if (!withLater && best < 0)
            v = double(st) / std::max(1, m_odds->strengths() - 1); // the highest expected hand
        else
            v = st > best ? 1.0 : st == best ? 1.0 / (tied + 1) : 0.0;
        if (withLater && v > 0 && later > 0) {
            const HandOdds::Worth f = m_odds->follower(st);
            v *= std::pow(std::max(0.0, 1.0 - f.beat - f.tie / 2), later);
        }
        t[h].value = v;
    }
    return t;
}

double OpenPokerBot::winChance(const OpenPokerState& state, Seat seat) const
{
    const HandOdds::Terminal t = terminal(state, seat, true);
    const DiceSet& d = state.dice(seat);
    if (!d.thrown() || state.hasFolded(seat))
        return state.hasFolded(seat) ? 0.0 : m_odds->fresh(t).value;
    const int h = exactHandIndex(d.faces);
    if (state.isDone(seat))
        return t[std::size_t(h)].value;
    return m_odds->choices(d.faces, d.throwsMade, t).front().worth.value;
}

std::vector<OpenPokerBot::Option> OpenPokerBot::options(const OpenPokerState& state, Seat seat) const
{
    std::vector<Option> out;
    const HandRules& hands = m_odds->hands();
    const bool oneThrow = m_odds->throws() == 1;
    const HandClass strong = oneThrow ? HandClass::Three : HandClass::FullHouse;
    if (const BettingRound* round = state.bettingRound()) {
        const std::vector<Action> legal = round->legal();
        const int pot = state.ledger().pot();
        const double p = winChance(state, seat);
        const bool opening = round->raises() < 0;
        const Seat raiser = round->order().front();
        for (const Action& a : legal) {
            Option o;
            o.action = a;
            if (m_level == Level::Perfect) {
                if (a.bet == BetKind::Check) {
                    o.value = p * pot;
                    o.ifCalled = o.value;
                } else if (a.bet == BetKind::Bet) {
                    int callers = 0;
                    for (Seat r : round->live())
                        if (r != seat && winChance(state, r) * (pot + 2 * a.amount) >= a.amount)
                            ++callers;
                    o.value = callers == 0 ? pot : p * (pot + a.amount * (1 + callers)) - a.amount;
                    // Where the others fold anyway, the raise that wins most if they call instead.
                    const int all = int(round->live().size()) - 1;
                    o.ifCalled = p * (pot + a.amount * (1 + all)) - a.amount;
                } else if (a.bet == BetKind::Call) {
                    const int owed = round->currentBet() - round->committed(seat);
                    o.value = p * (pot + owed) - owed;
                } else {
                    o.value = 0;
                }
            } else if (m_level == Level::Good) {
                const DiceSet& mine = state.dice(seat);
                if (opening) {
                    bool beatsAll = evaluateHand(mine.faces, hands).cls >= strong;
                    for (Seat r : round->live())
                        if (r != seat && state.isDone(r))
                            beatsAll = beatsAll && compareHands(mine.faces, state.dice(r).faces, hands) >= 0;
                    // The most it may raise when strong, else no raise.
                    o.value
                        = a.bet == BetKind::Check ? (beatsAll ? 0 : 1) : (beatsAll ? a.amount : -a.amount);
                } else {
                    const auto& theirs = state.dice(raiser).faces;
                    const bool call = state.isDone(seat) ? compareHands(mine.faces, theirs, hands) >= 0
                                                         : evaluateHand(theirs, hands).cls < strong;
                    o.value = (a.bet == BetKind::Call) == call ? 1 : 0;
                }
            } else {
                o.value = a.bet == BetKind::Check || a.bet == BetKind::Call ? 1 : 0;
            }
            out.push_back(o);
        }
        std::stable_sort(out.begin(), out.end(), [](const Option& a, const Option& b) {
            if (std::abs(a.value - b.value) > 1e-9)
                return a.value > b.value;
            return a.ifCalled > b.ifCalled + 1e-9;
        });
        return out;
    }
    const DiceSet& d = state.dice(seat);
    if (!d.thrown())
        return {Option{Action::throwDice(seat), {}, false, 0}};
    if (m_level == Level::Beginner) {
        auto rankOf
            = [&](int face) { return hands.dice == DieKind::Pips && hands.acesHigh && face == 1 ? 7 : face; };
        int best = d.faces.front();
        for (int f : d.faces) {
            const auto n = std::count(d.faces.begin(), d.faces.end(), f),
                       m = std::count(d.faces.begin(), d.faces.end(), best);
            if (n > m || (n == m && rankOf(f) > rankOf(best)))
                best = f;
        }
        const int count = int(std::count(d.faces.begin(), d.faces.end(), best));
        Option o;
        if (count == kDice || evaluateHand(d.faces, hands).cls >= HandClass::FullHouse
            || !state.keepAllowed(count)) {
            o.keep.stop = true;
            o.action = Action::stop();
        } else {
            o.isKeep = true;
            o.keep.faces.assign(std::size_t(count), best);
            o.action = Action::throwDice(seat);
            o.action.faces = o.keep.faces;
        }
        return {o};
    }
    for (const HandOdds::Keep& k :
        m_odds->choices(d.faces, d.throwsMade, terminal(state, seat, m_level == Level::Perfect))) {
        Option o;
        o.keep = k;
        o.isKeep = !k.stop;
        o.value = k.worth.value;
        o.action = k.stop ? Action::stop() : Action::throwDice(seat);
        if (!k.stop)
            o.action.faces = k.faces;
        out.push_back(o);
    }
    return out;
}

Action OpenPokerBot::decide(const BotView& view) const
{
    if (view.legal.size() <= 1 || !view.full)
        return view.legal.empty() ? Action::stop() : view.legal.front();
    const auto* state = dynamic_cast<const OpenPokerState*>(view.full);
    if (!state)
        return view.legal.front();
    const std::vector<Option> all = options(*state, view.seat);
    if (all.empty())
        return view.legal.front();
    const Option& best = all.front();
    const Action action = best.isKeep ? towardKeep(*state, view.seat, best.keep.faces) : best.action;
    if (std::find(view.legal.begin(), view.legal.end(), action) != view.legal.end())
        return action;
    return view.legal.front();
}

std::vector<RankedChoice> OpenPokerBot::rank(const BotView& view) const
{
    const auto* state = dynamic_cast<const OpenPokerState*>(view.full);
    if (m_level != Level::Perfect || !state || view.legal.size() <= 1)
        return {};
    const DieKind kind = m_odds->hands().dice;
    std::vector<RankedChoice> out;
    for (const Option& o : options(*state, view.seat)) {
        RankedChoice r;
        // A keep's first step: the throw is legal only once one to four dice stand.
        r.action = o.isKeep ? towardKeep(*state, view.seat, o.keep.faces) : o.action;
        if (r.action.type == Action::Type::Throw)
            r.action.faces = o.keep.faces;
        r.value = o.value;
        if (o.action.type == Action::Type::Bet) {
            switch (o.action.bet) {
            case BetKind::Check:
                r.text = say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "Do not raise"));
                break;
            case BetKind::Bet:
            case BetKind::Raise:
                r.text = say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "Raise by %1"),
                    {Message::number(o.action.amount)});
                break;
            case BetKind::Call:
                r.text = say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "Call"));
                break;
            case BetKind::Fold:
                r.text = say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "Fold"));
                break;
            }
        } else if (o.keep.stop) {
            r.text = say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "Stop"));
        } else if (o.isKeep) {
            r.text = o.keep.faces.empty()
                ? say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "Throw all five again"))
                : say(QT_TRANSLATE_NOOP("knobel::OpenPoker", "Keep %1, throw the rest"),
                    {facesMessage(o.keep.faces, kind)});
        }
        out.push_back(r);
    }
    return out;
}

RankMeaning OpenPokerBot::rankMeaning(const BotView& view) const
{
    if (m_level != Level::Perfect)
        return Bot::rankMeaning(view);
    RankMeaning meaning;
    if (view.view.fact<std::string>("phase") == std::string("betting")) {
        meaning.unit = RankMeaning::Unit::Chips;
        meaning.text = say(QT_TRANSLATE_NOOP("knobel::OpenPoker",
            "Chips each choice is expected to bring back from the pot, less what it puts in"));
    } else {
        meaning.unit = RankMeaning::Unit::Chance;
        meaning.text = say(QT_TRANSLATE_NOOP(
            "knobel::OpenPoker", "Your chance to win the round after each choice (a tie counts half)"));
    }
    return meaning;
}

} // namespace knobel
