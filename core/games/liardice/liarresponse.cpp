// SPDX-License-Identifier: GPL-3.0-or-later
#include "liarresponse.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <mutex>
#include <random>
#include <stdexcept>
#include <utility>

#include "games/liardice/liarbot.h"
#include "games/liardice/liardice.h"

namespace knobel {

namespace {

constexpr double kNone = -std::numeric_limits<double>::infinity();
/// Caches of the level's chances are dropped when they grow past this many situations.
constexpr std::size_t kMostCached = 16000;
/// The blocks of the level's keeps and announcements are dropped past this many choices (8 bytes
/// each): an announcement block of 252 hands over 38 raises holds up to 77 kB.
constexpr std::size_t kMostChoices = std::size_t(4) << 20;

enum Kind { DoubtKind = 0, KeepKind = 1, AnnounceKind = 2, StandKind = 3 };

} // namespace

LiarResponder::LiarResponder(const LiarStrategy& level)
    : m_level(level)
    , m_hands(LiarHands::get())
{
    startDeal();
}

std::uint64_t LiarResponder::keyOf(const LiarSituation& s, int kind)
{
    std::uint64_t k = std::uint64_t(s.call + 1) * 256 + std::uint64_t(s.previous + 1);
    k = k * 4 + std::uint64_t(std::clamp(s.throws, 0, 3));
    k = k * 4 + std::uint64_t(std::clamp(s.otherThrows, 0, 3));
    k = k * 16 + std::uint64_t(std::clamp(s.otherThrew, 0, 15));
    k = k * 16 + std::uint64_t(std::clamp(s.threwNow, 0, 15));
    return k * 4 + std::uint64_t(kind);
}

void LiarResponder::startDeal()
{
    std::vector<double> prior(LiarHands::kHands, 0.0);
    for (int h = 0; h < LiarHands::kHands; ++h)
        prior[std::size_t(h)] = h == m_hands.fiveAces() ? 0.0 : m_hands.prior(h);
    m_belief = Belief(std::move(prior));
    m_belief.normalise();
    if (m_doubts.size() > kMostCached)
        m_doubts.clear();
    if (m_blocks.size() > kMostCached || m_blockChoices > kMostChoices) {
        m_blocks.clear();
        m_blockChoices = 0;
    }
}

const std::vector<double>& LiarResponder::doubts(const LiarSituation& level)
{
    const LiarSituation c = m_level.canonical(level, LiarStrategy::Decision::Doubt);
    auto [it, fresh] = m_doubts.try_emplace(keyOf(c, DoubtKind));
    if (fresh) {
        it->second.resize(LiarHands::kHands);
        for (int h = 0; h < LiarHands::kHands; ++h)
            it->second[std::size_t(h)] = m_level.doubt(c, h);
    }
    return it->second;
}

const LiarResponder::Block& LiarResponder::keepBlock(const LiarSituation& level)
{
    const LiarSituation c = m_level.canonical(level, LiarStrategy::Decision::Keep);
    auto [it, fresh] = m_blocks.try_emplace(keyOf(c, KeepKind));
    if (fresh)
        for (int h = 0; h < LiarHands::kHands; ++h) {
            m_level.keeps(c, h, m_scratch);
            for (const LiarChoice& x : m_scratch)
                it->second.choices.push_back({x.what, float(x.chance)});
            it->second.start[std::size_t(h + 1)] = std::uint16_t(it->second.choices.size());
        }
    if (fresh)
        m_blockChoices += it->second.choices.size();
    return it->second;
}

const LiarResponder::Block& LiarResponder::announceBlock(const LiarSituation& level)
{
    const LiarSituation c = m_level.canonical(level, LiarStrategy::Decision::Announce);
    auto [it, fresh] = m_blocks.try_emplace(keyOf(c, AnnounceKind));
    if (fresh)
        for (int h = 0; h < LiarHands::kHands; ++h) {
            m_level.announcements(c, h, m_scratch);
            for (const LiarChoice& x : m_scratch)
                it->second.choices.push_back({x.what, float(x.chance)});
            it->second.start[std::size_t(h + 1)] = std::uint16_t(it->second.choices.size());
        }
    if (fresh)
        m_blockChoices += it->second.choices.size();
    return it->second;
}

const float* LiarResponder::nextDoubts(int levelThrows, int otherThrows)
{
    std::vector<float>& m = m_nextDoubts[std::size_t(levelThrows)][std::size_t(otherThrows)];
    if (m.empty()) {
        m.assign(std::size_t(LiarHands::kHands) * LiarHands::kHands, 0.0f);
        for (int rank = 0; rank + 1 < LiarHands::kHands; ++rank) {
            LiarSituation facing;
            facing.call = m_hands.handAtStrength(rank + 1);
            facing.previous = m_hands.handAtStrength(rank);
            facing.throws = levelThrows;
            facing.otherThrows = otherThrows;
            const std::vector<double>& d = doubts(facing);
            for (int h = 0; h < LiarHands::kHands; ++h)
                m[std::size_t(h) * LiarHands::kHands + std::size_t(rank)] = float(d[std::size_t(h)]);
        }
    }
    return m.data();
}

// ---- beliefs ----

// The belief asks the level itself, in the very situation, with full precision; the search reads
// the level through its caches.

void LiarResponder::levelAccepted(const LiarSituation& its)
{
    if (m_belief.observe([&](std::size_t h) { return 1 - m_level.doubt(its, int(h)); }) <= 0)
        ++m_surprises;
}

void LiarResponder::levelStood(const LiarSituation& its)
{
    const double evidence = m_belief.observe([&](std::size_t h) {
        m_level.keeps(its, int(h), m_scratch);
        double p = 0;
        for (const LiarChoice& c : m_scratch)
            if (c.what < 0)
                p += c.chance;
        return p;
    });
    if (evidence <= 0)
        ++m_surprises;
}

void LiarResponder::levelThrew(const LiarSituation& its, int dice)
{
    Belief moved = m_belief;
    moved.move([&](std::size_t h, double w, std::vector<double>& to) {
        m_level.keeps(its, int(h), m_scratch);
        for (const LiarChoice& c : m_scratch)
            if (c.what >= 0 && 5 - m_hands.keepSize(c.what) == dice)
                for (const auto& [next, q] : m_hands.afterThrow(c.what))
                    to[std::size_t(next)] += w * c.chance * q;
    });
    // Five Aces would have been shown.
    moved.observe([this](std::size_t h) { return int(h) == m_hands.fiveAces() ? 0.0 : 1.0; });
    if (moved.mass() <= 0) {
        ++m_surprises;
        return;
    }
    moved.normalise();
    m_belief = std::move(moved);
}

void LiarResponder::levelAnnounced(const LiarSituation& its, int hand)
{
    const double evidence = m_belief.observe([&](std::size_t h) {
        m_level.announcements(its, int(h), m_scratch);
        double p = 0;
        for (const LiarChoice& c : m_scratch)
            if (c.what == hand)
                p += c.chance;
        return p;
    });
    if (evidence <= 0)
        ++m_surprises;
}

// ---- values ----

double LiarResponder::doubtValue(int call) const
{
    const int s = m_hands.strength(call);
    double v = 0;
    for (int h = 0; h < LiarHands::kHands; ++h)
        v += m_belief.weight(std::size_t(h)) * (m_hands.strength(h) >= s ? -1.0 : 1.0);
    return v / std::max(1e-300, m_belief.mass());
}

double LiarResponder::fiveAcesValue(int levelThrows) const
{
    double v = 0;
    for (int h = 0; h < LiarHands::kHands; ++h)
        v += m_belief.weight(std::size_t(h)) * (1 - m_hands.chase(m_hands.aces(h), 3 - levelThrows));
    return v / std::max(1e-300, m_belief.mass());
}

LiarSituation LiarResponder::levelFacing(const LiarSituation& mine, int announce) const
{
    LiarSituation s;
    s.call = announce;
    s.previous = mine.call;
    s.throws = mine.otherThrows;
    s.otherThrows = mine.throws;
    s.otherThrew = mine.threwNow;
    s.threwNow = 0;
    return s;
}

void LiarResponder::turn(const LiarSituation& level, Turn& out)
{
    out.doubts = out.fiveAces = 0;
    out.outcomes.clear();
    const int top = LiarHands::kHands - 1;
    const double mass = std::max(1e-300, m_belief.mass());
    if (m_hands.strength(level.call) == top) { // five Aces announced: only a doubt is left
        out.doubts = 1;
        return;
    }
    // The level's throws: each stage is what the responder has seen of them so far (how many dice,
    // throw by throw): its weights per hand, its throws made and the dice thrown in this turn.
    struct Stage
    {
        int throws;
        int threw;
    };
    std::array<Stage, 64> stages{};
    std::size_t count = 1;
    if (m_stage.size() < stages.size())
        m_stage.resize(stages.size());
    const std::vector<double>& d = doubts(level);
    for (int h = 0; h < LiarHands::kHands; ++h) {
        const double w = m_belief.weight(std::size_t(h)) / mass;
        out.doubts += w * d[std::size_t(h)];
        m_stage[0][std::size_t(h)] = w * (1 - d[std::size_t(h)]);
    }
    stages[0] = {level.throws, 0};
    m_sums.resize(LiarHands::kKeeps);
    std::array<double, LiarHands::kHands> standing{};
    std::array<double, LiarHands::kHands> massOf{}, doubtOf{}, nextOf{};
    std::vector<int>& touched = m_touched;
    for (std::size_t i = 0; i < count; ++i) {
        LiarSituation s = level;
        s.throws = stages[i].throws;
        s.threwNow = stages[i].threw;
        const std::array<double, LiarHands::kHands>& weight = m_stage[i];
        if (s.throws < 3) {
            const Block& keeps = keepBlock(s);
            standing.fill(0.0);
            std::fill(m_sums.begin(), m_sums.end(), 0.0);
            std::array<double, 6> byCount{};
            for (int h = 0; h < LiarHands::kHands; ++h) {
                const double w = weight[std::size_t(h)];
                if (w <= 0)
                    continue;
                for (const Choice& c : keeps[std::size_t(h)]) {
                    if (c.what < 0)
                        standing[std::size_t(h)] += w * c.chance;
                    else {
                        m_sums[std::size_t(c.what)] += w * c.chance;
                        byCount[std::size_t(5 - m_hands.keepSize(c.what))] += w * c.chance;
                    }
                }
            }
            for (int n = 1; n <= 5; ++n) {
                if (byCount[std::size_t(n)] <= 1e-7 || count == stages.size()) // too rare to move a value
                    continue;
                std::array<double, LiarHands::kHands>& after = m_stage[count];
                after.fill(0.0);
                for (int k = 0; k < LiarHands::kKeeps; ++k)
                    if (m_sums[std::size_t(k)] > 0 && 5 - m_hands.keepSize(k) == n)
                        for (const auto& [h, q] : m_hands.afterThrow(k))
                            after[std::size_t(h)] += m_sums[std::size_t(k)] * q;
                out.fiveAces += after[std::size_t(m_hands.fiveAces())];
                after[std::size_t(m_hands.fiveAces())] = 0;
                stages[count++] = {s.throws + 1, s.threwNow + n};
            }
        } else
            standing = weight;

        // The announcement after these throws.
        const Block& calls = announceBlock(s);
        touched.clear();
        for (int h = 0; h < LiarHands::kHands; ++h) {
            const double w = standing[std::size_t(h)];
            if (w <= 0)
                continue;
            const int strength = m_hands.strength(h);
            const float* nextRow
                = nextDoubts(s.throws, level.otherThrows) + std::size_t(h) * LiarHands::kHands;
            for (const Choice& c : calls[std::size_t(h)]) {
                const double x = w * c.chance;
                const std::size_t a = std::size_t(c.what);
                if (massOf[a] == 0)
                    touched.push_back(c.what);
                massOf[a] += x;
                const int rank = m_hands.strength(c.what);
                doubtOf[a] += strength >= rank ? -x : x;
                if (rank < top) // the responder's next hand above it, and the level's chance of doubting that
                    nextOf[a] += x * nextRow[std::size_t(rank)];
            }
        }
        for (int a : touched) {
            Outcome o;
            o.rank = m_hands.strength(a);
            o.mass = massOf[std::size_t(a)];
            o.doubt = doubtOf[std::size_t(a)];
            o.doubtNext = nextOf[std::size_t(a)];
            out.outcomes.push_back(o);
            massOf[std::size_t(a)] = doubtOf[std::size_t(a)] = nextOf[std::size_t(a)] = 0;
        }
    }
}

LiarResponder::Turn LiarResponder::levelTurn(const LiarSituation& mine, int announce)
{
    Turn t;
    turn(levelFacing(mine, announce), t);
    return t;
}

double LiarResponder::valueOf(const Turn& t, int announce, int hand, int throwsLeft) const
{
    const int mine = m_hands.strength(hand);
    const int top = LiarHands::kHands - 1;
    double v = t.doubts * (mine >= m_hands.strength(announce) ? 1.0 : -1.0);
    v -= t.fiveAces * (1 - m_hands.chase(m_hands.aces(hand), throwsLeft));
    for (const Outcome& o : t.outcomes)
        v += o.rank == top ? o.doubt : std::max(o.doubt, mine > o.rank ? o.doubtNext : -o.doubtNext);
    return v;
}

double LiarResponder::announceValue(const LiarSituation& mine, int hand, int announce)
{
    Turn t;
    turn(levelFacing(mine, announce), t);
    return valueOf(t, announce, hand, 3 - mine.throws);
}

/// For every hand the responder may hold at `mine`, the value of its best announcement.
const std::vector<double>& LiarResponder::standValues(const LiarSituation& mine)
{
    // Keyed by what the level sees of the responder here (its canonical situation facing a call).
    LiarSituation seen = m_level.canonical(levelFacing(mine, std::max(0, mine.call)));
    seen.call = mine.call;
    auto [it, fresh] = m_stand.try_emplace(keyOf(seen, StandKind));
    if (!fresh)
        return it->second;
    std::vector<double>& best = it->second;
    best.assign(LiarHands::kHands, kNone);
    const int floor = mine.call < 0 ? -1 : m_hands.strength(mine.call);
    const int throwsLeft = 3 - mine.throws;
    const int top = LiarHands::kHands - 1;
    Turn t;
    std::vector<double> step(LiarHands::kHands + 1);
    for (int rank = floor + 1; rank <= top; ++rank) {
        const int a = m_hands.handAtStrength(rank);
        turn(levelFacing(mine, a), t);
        // The outcomes' part as a function of the responder's strength r: lo below, hi above.
        double base = 0;
        std::fill(step.begin(), step.end(), 0.0);
        for (const Outcome& o : t.outcomes) {
            if (o.rank == top) {
                base += o.doubt;
                continue;
            }
            const double lo = std::max(o.doubt, -o.doubtNext), hi = std::max(o.doubt, o.doubtNext);
            base += lo;
            step[std::size_t(o.rank + 1)] += hi - lo;
        }
        double g = base;
        std::vector<double> byRank(LiarHands::kHands);
        for (int r = 0; r < LiarHands::kHands; ++r) {
            g += step[std::size_t(r)];
            byRank[std::size_t(r)] = g + t.doubts * (r >= rank ? 1.0 : -1.0);
        }
        for (int h = 0; h < LiarHands::kHands; ++h) {
            const double v = byRank[std::size_t(m_hands.strength(h))]
                - t.fiveAces * (1 - m_hands.chase(m_hands.aces(h), throwsLeft));
            best[std::size_t(h)] = std::max(best[std::size_t(h)], v);
        }
    }
    return best;
}

/// For every hand the responder may hold at `mine` (after its throws so far in this turn), the value
/// of going on: announcing now, or throwing again while throws are left.
const std::vector<double>& LiarResponder::goOnValues(const LiarSituation& mine)
{
    const std::uint64_t key = keyOf(mine, StandKind);
    if (auto it = m_goOn.find(key); it != m_goOn.end())
        return it->second;
    std::vector<double> v = standValues(mine);
    if (mine.throws < 3 && m_hands.strength(mine.call) < LiarHands::kHands - 1) {
        if (std::isnan(m_fiveAces))
            m_fiveAces = fiveAcesValue(mine.otherThrows);
        std::array<const std::vector<double>*, 6> after{};
        for (int n = 1; n <= 5; ++n) {
            LiarSituation a = mine;
            ++a.throws;
            a.threwNow += n;
            after[std::size_t(n)] = &goOnValues(a);
        }
        for (int h = 0; h < LiarHands::kHands; ++h)
            for (int keep : m_hands.keepsOf(h)) {
                const std::vector<double>& next = *after[std::size_t(5 - m_hands.keepSize(keep))];
                double x = 0;
                for (const auto& [hand, q] : m_hands.afterThrow(keep))
                    x += q * (hand == m_hands.fiveAces() ? m_fiveAces : next[std::size_t(hand)]);
                v[std::size_t(h)] = std::max(v[std::size_t(h)], x);
            }
    }
    return m_goOn.emplace(key, std::move(v)).first->second;
}

double LiarResponder::keepValue(const LiarSituation& mine, int keep)
{
    LiarSituation after = mine;
    ++after.throws;
    after.threwNow += 5 - m_hands.keepSize(keep);
    if (std::isnan(m_fiveAces))
        m_fiveAces = fiveAcesValue(mine.otherThrows);
    const std::vector<double>& next = goOnValues(after);
    double v = 0;
    for (const auto& [hand, q] : m_hands.afterThrow(keep))
        v += q * (hand == m_hands.fiveAces() ? m_fiveAces : next[std::size_t(hand)]);
    return v;
}

void LiarResponder::bestRespondOnlyIn(unsigned decisions, std::uint64_t seed)
{
    m_decisions = decisions;
    m_draws.seed(seed);
}

LiarResponder::Decision LiarResponder::decide(const LiarSituation& mine, int hand, bool mayDoubt)
{
    m_stand.clear();
    m_goOn.clear();
    m_fiveAces = std::numeric_limits<double>::quiet_NaN();
    Decision best;
    best.value = kNone;
    const int top = LiarHands::kHands - 1;
    bool mayKeep = mine.call >= 0 && mine.throws < 3 && m_hands.strength(mine.call) < top;
    if (m_decisions != All) { // the level's own play where the responder does not respond best
        std::uniform_real_distribution<double> u(0, 1);
        const auto draw = [&](const std::vector<LiarChoice>& choices) {
            double x = u(m_draws);
            int last = -1;
            for (const LiarChoice& c : choices)
                if (c.chance > 0) {
                    last = c.what;
                    if (x < c.chance)
                        return c.what;
                    x -= c.chance;
                }
            return last;
        };
        if (mayDoubt && mine.call >= 0) {
            if (m_decisions & Doubts) { // doubt when the whole search would
                const unsigned decisions = std::exchange(m_decisions, unsigned(All));
                const Decision whole = decide(mine, hand, true);
                m_decisions = decisions;
                if (whole.kind == Decision::Kind::Doubt)
                    return whole;
            } else if (m_hands.strength(mine.call) == top || u(m_draws) < m_level.doubt(mine, hand)) {
                Decision d;
                d.kind = Decision::Kind::Doubt;
                return d;
            }
            mayDoubt = false;
        }
        if (mayKeep && !(m_decisions & Keeps)) {
            m_level.keeps(mine, hand, m_scratch);
            const int keep = draw(m_scratch);
            if (keep >= 0) {
                Decision d;
                d.kind = Decision::Kind::Keep;
                d.keep = keep;
                return d;
            }
            mayKeep = false; // stands
        }
        if (!(m_decisions & Announcements) && !mayDoubt && !mayKeep) {
            m_level.announcements(mine, hand, m_scratch);
            Decision d;
            d.kind = Decision::Kind::Announce;
            d.hand = draw(m_scratch);
            return d;
        }
    }
    if (mayDoubt && mine.call >= 0) {
        best.kind = Decision::Kind::Doubt;
        best.value = doubtValue(mine.call);
        if (m_hands.strength(mine.call) == top)
            return best;
    }
    // Announce now.
    const int floor = mine.call < 0 ? -1 : m_hands.strength(mine.call);
    Turn t;
    for (int rank = floor + 1; rank <= top; ++rank) {
        const int a = m_hands.handAtStrength(rank);
        turn(levelFacing(mine, a), t);
        const double v = valueOf(t, a, hand, 3 - mine.throws);
        if (v > best.value) {
            best.kind = Decision::Kind::Announce;
            best.hand = a;
            best.value = v;
        }
    }
    // Throw again (answering a call, throws left).
    if (mayKeep)
        for (int keep : m_hands.keepsOf(hand)) {
            const double v = keepValue(mine, keep);
            if (v > best.value) {
                best.kind = Decision::Kind::Keep;
                best.keep = keep;
                best.hand = -1;
                best.value = v;
            }
        }
    if (!(m_decisions & Announcements) && best.kind == Decision::Kind::Announce) {
        // Going on without a throw, where the announcement is the level's: its value is that of the
        // best announcement, the announcement itself the level's.
        std::uniform_real_distribution<double> u(0, 1);
        m_level.announcements(mine, hand, m_scratch);
        double x = u(m_draws);
        for (const LiarChoice& c : m_scratch)
            if (c.chance > 0) {
                best.hand = c.what;
                if (x < c.chance)
                    break;
                x -= c.chance;
            }
    }
    return best;
}

// ---------------------------------------------------------------------------------------------
// Deals in the real game.

namespace {

std::string fact(const Observation& o, const std::string& name)
{
    return o.fact<std::string>(name).value_or(std::string());
}

int number(const Observation& o, const std::string& name, int fallback = 0)
{
    return o.fact<int>(name).value_or(fallback);
}

/// A seat's entry of a fact that lists a number per seat.
int seatNumber(const Observation& o, const std::string& name, Seat seat, int fallback = 0)
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

/// A seat's situation from its own view: `me` decides (or is about to), `other` is the other seat.
LiarSituation situationOf(const Observation& o, Seat me, Seat other)
{
    LiarSituation s;
    s.call = number(o, "call", -1);
    s.previous = number(o, "previous_call", -1);
    s.throws = cupOf(o, me)->throwsMade;
    s.otherThrows = cupOf(o, other)->throwsMade;
    s.otherThrew = seatNumber(o, "threw", other);
    s.threwNow = seatNumber(o, "threw", me);
    return s;
}

int handOfCup(const DiceGroupView& cup)
{
    std::array<int, 6> counts{};
    for (const DieView& d : cup.dice)
        ++counts[std::size_t(d.face - 1)];
    return LiarHands::get().handOf(counts);
}

/// One deal: the responder in seat 0 (calling when `responderCalls`), the level's bot in seat 1.
double playDeal(LiarResponder& responder, const LiarBot& level, bool responderCalls, std::uint64_t seed)
{
    constexpr Seat me = 0, it = 1;
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<int> die(1, 6);
    const LiarDiceDef def;
    LiarDiceState state(2, 3, 1, {"Responder", "Level"});
    std::vector<Action> history;
    auto apply = [&](Action a) {
        if (a.type == Action::Type::Throw) {
            const auto spec = state.throwSpec(a.group);
            a.faces = spec->current;
            for (std::size_t d = 0; d < a.faces.size(); ++d)
                if (spec->thrown[d])
                    a.faces[d] = die(rng);
        }
        const Problem p = state.apply(a);
        if (p)
            throw std::logic_error("liar dice best response: " + *p);
        history.push_back(a);
    };
    // The draw for the caller, then both cups.
    Action drawMine = Action::throwDice(LiarDiceState::kDrawGroupBase + me);
    drawMine.faces = {responderCalls ? 6 : 1};
    Action drawIts = Action::throwDice(LiarDiceState::kDrawGroupBase + it);
    drawIts.faces = {responderCalls ? 1 : 6};
    if (state.apply(drawMine) || state.apply(drawIts))
        throw std::logic_error("liar dice best response: the draw");
    history.push_back(drawMine);
    history.push_back(drawIts);
    while (state.toAct() == kChance)
        apply(state.legalActions().front());
    responder.startDeal();

    bool levelAnswered = false; ///< the level's turn so far has taken a step past its doubt
    Seat lastActor = kNoSeat;
    for (int step = 0; step < 2000 && state.deals() == 0; ++step) {
        const Seat actor = state.toAct();
        if (actor == kChance) {
            apply(state.legalActions().front());
            continue;
        }
        if (actor != lastActor)
            levelAnswered = false;
        lastActor = actor;
        const Observation seen = state.observe(me);
        const std::string phase = fact(seen, "phase");
        if (actor == it) {
            BotView view;
            view.seat = it;
            view.view = state.observe(it);
            view.legal = state.legalActions();
            for (const Action& h : history)
                view.history.push_back(def.redact(h, -1, it));
            const Action a = level.decide(view);
            // What the responder learns from it, from its own view.
            const LiarSituation its = situationOf(seen, it, me);
            const bool couldDoubt
                = phase == "respond" && !seen.fact<bool>("thrown_this_turn").value_or(false);
            if (phase == "respond" && a.type != Action::Type::Doubt && couldDoubt && !levelAnswered)
                responder.levelAccepted(its);
            if (phase == "respond" && a.type != Action::Type::Doubt)
                levelAnswered = true;
            apply(a);
            if (phase == "chase")
                continue;
            if (a.type == Action::Type::Throw) {
                const Observation after = state.observe(me);
                if (fact(after, "phase") == "respond")
                    responder.levelThrew(its, seatNumber(after, "threw", 1) - its.threwNow);
            } else if (a.type == Action::Type::Announce) {
                const bool couldThrow = phase == "respond" && its.throws < 3;
                if (couldThrow)
                    responder.levelStood(its);
                responder.levelAnnounced(its, a.hand);
            }
            continue;
        }
        // The responder's turn.
        const DiceGroupView& cup = *cupOf(seen, me);
        if (phase == "chase") { // keep the Aces, throw the rest while throws are left
            bool thrown = false;
            if (cup.throwsMade < LiarDiceState::kThrowsPerDeal) {
                for (int d = 0; d < 5; ++d)
                    if (cup.dice[std::size_t(d)].face != 6) {
                        apply(Action::release(d, me));
                        thrown = true;
                    }
            }
            apply(thrown ? Action::throwDice(me) : Action::stop());
            continue;
        }
        const LiarSituation mine = situationOf(seen, me, it);
        const bool mayDoubt = phase == "respond" && !seen.fact<bool>("thrown_this_turn").value_or(false);
        const LiarResponder::Decision d = responder.decide(mine, handOfCup(cup), mayDoubt);
        switch (d.kind) {
        case LiarResponder::Decision::Kind::Doubt:
            apply(Action::doubting(true));
            break;
        case LiarResponder::Decision::Kind::Announce:
            apply(Action::announce(d.hand));
            break;
        case LiarResponder::Decision::Kind::Keep: {
            std::array<int, 6> left = LiarHands::get().keepCounts(d.keep);
            for (int i = 0; i < 5; ++i) {
                int& n = left[std::size_t(cup.dice[std::size_t(i)].face - 1)];
                if (n > 0)
                    --n;
                else
                    apply(Action::release(i, me));
            }
            apply(Action::throwDice(me));
            break;
        }
        }
    }
    const Seat winner = state.lastDealWinner();
    return winner == me ? 1.0 : winner == it ? -1.0 : 0.0;
}

} // namespace

LiarResponseFigures measureLiarResponse(const std::shared_ptr<const LiarStrategy>& level, double salt,
    std::uint64_t deals, std::uint64_t seed, int threads, const std::function<void(double)>& progress,
    const std::atomic<bool>* cancel, unsigned decisions)
{
    const LiarBot bot(level, salt);
    std::atomic<int> surprises{0};
    std::mutex responders;
    std::vector<std::unique_ptr<LiarResponder>> pool;
    const auto play = [&](int seat, std::uint64_t deal) {
        std::unique_ptr<LiarResponder> r;
        {
            const std::lock_guard lock(responders);
            if (!pool.empty()) {
                r = std::move(pool.back());
                pool.pop_back();
            }
        }
        if (!r)
            r = std::make_unique<LiarResponder>(*level);
        const int before = r->surprises();
        r->bestRespondOnlyIn(decisions, dealSeed(seed + 1, seat, deal));
        const double v = playDeal(*r, bot, seat == 0, dealSeed(seed, seat, deal));
        surprises += r->surprises() - before;
        const std::lock_guard lock(responders);
        pool.push_back(std::move(r));
        return v;
    };
    const auto seats = measureSeats(play, deals, threads, progress, cancel);
    LiarResponseFigures f;
    f.caller = seats[0];
    f.other = seats[1];
    f.surprises = surprises.load();
    return f;
}

} // namespace knobel
