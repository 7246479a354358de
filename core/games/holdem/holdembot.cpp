// SPDX-License-Identifier: GPL-3.0-or-later
#include "holdembot.h"

#include "holdemgto.h"

#include <QtCore/qglobal.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

namespace knobel::holdem {

namespace {

constexpr Sayer say{"knobel::Holdem"};
/// Perfect's bluffing rate: of its checks and folds, this share is turned into the smallest bet or raise.
constexpr double kBluffRate = 0.1;
constexpr int kPerfectSamples = 20000;
/// Against two or more opponents each deal costs a hand's value per opponent: fewer deals, so that
/// six computers play a thousand games in a reasonable time (the error still shown in the hint).
constexpr int kPerfectSamplesMultiway = 4000;
constexpr int kGoodSamples = 600;
constexpr int kStrengthRunouts = 48;
constexpr int kStrengthRunoutsMultiway = 16;
/// Runouts of the gto level's bucket on flop and turn (its table's pool took fewer: a bucket's edge
/// is a little sharper in play than in training).
constexpr int kGtoStrengthSamples = 600;

std::optional<Colour> colourFromId(const std::string& id)
{
    for (int c = 0; c < kColours; ++c)
        if (colourId(Colour(c)) == id)
            return Colour(c);
    return std::nullopt;
}

/// What the seat knows of the hand, read from its observation.
struct Table
{
    std::vector<Die> mine, board;
    std::array<int, kColours> unseen{};
    int opponents = 0; ///< seats still in besides this one
    int committed = 0; ///< what this seat has put into the pot this hand
    std::vector<std::pair<int, int>> others; ///< per opponent still in: its chips in the pot, its stack
    std::vector<Seat> otherSeats; ///< those opponents' seats, in the order of `others`
    std::vector<int> bets; ///< this hand's bets: seat × 100 + street × 10 + kind
    int pot = 0;
    int toCall = 0;
    int stack = 0;
    std::string street;
};

Table readTable(const BotView& view)
{
    Table t;
    const Observation& o = view.view;
    for (const DiceGroupView& group : o.dice) {
        const bool mine = group.owner == view.seat && group.id == "cup";
        const bool board = group.owner == kNoSeat && group.id == "board";
        if ((!mine && !board) || group.ended)
            continue;
        for (const DieView& die : group.dice)
            if (const auto colour = colourFromId(die.colour); colour && die.face > 0)
                (mine ? t.mine : t.board).push_back(Die{die.face, *colour});
    }
    if (const auto unseen = o.fact<std::vector<int>>("bagUnseen"))
        for (std::size_t c = 0; c < std::size_t(kColours) && c < unseen->size(); ++c)
            t.unseen[c] = (*unseen)[c];
    for (const SeatView& seat : o.seats) {
        if (seat.seat == view.seat) {
            t.stack = seat.chips;
            t.committed = seat.committed;
            continue;
        }
        if (seat.folded || seat.out)
            continue;
        ++t.opponents;
        t.others.emplace_back(seat.committed, seat.chips);
        t.otherSeats.push_back(seat.seat);
    }
    t.bets = o.fact<std::vector<int>>("handBets").value_or(std::vector<int>{});
    t.pot = o.pot;
    t.toCall = std::min(o.fact<int>("to_call").value_or(0), t.stack);
    t.street = o.fact<std::string>("street").value_or("opening");
    return t;
}

/// The opponents' ranges from their bets this hand: per street the strength of every pocket on the
/// board as it lay then, each bet's likelihood multiplied in.
std::vector<Range> readRanges(
    const Table& t, std::mt19937_64& random, std::array<std::optional<Range>, 4>& strength)
{
    const int runouts = t.opponents > 1 ? kStrengthRunoutsMultiway : kStrengthRunouts;
    std::vector<Range> ranges(t.otherSeats.size());
    for (Range& r : ranges)
        r.fill(1.0);
    for (const int code : t.bets) {
        const Seat seat = code / 100;
        const int street = (code / 10) % 10;
        const auto kind = BetKind(code % 10);
        const auto it = std::find(t.otherSeats.begin(), t.otherSeats.end(), seat);
        if (it == t.otherSeats.end() || street < 0 || street > 3 || code % 10 > int(BetKind::Fold))
            continue;
        if (!strength[std::size_t(street)]) {
            static constexpr std::size_t boardOf[] = {0, 3, 4, 5};
            const std::size_t shown = std::min(boardOf[street], t.board.size());
            const std::vector<Die> board(t.board.begin(), t.board.begin() + std::ptrdiff_t(shown));
            // The dice on the board since were unseen then.
            std::array<int, kColours> unseen = t.unseen;
            for (std::size_t k = shown; k < t.board.size(); ++k)
                ++unseen[std::size_t(t.board[k].colour)];
            strength[std::size_t(street)] = pocketStrength(board, unseen, runouts, random);
        }
        const Range& s = *strength[std::size_t(street)];
        Range& r = ranges[std::size_t(it - t.otherSeats.begin())];
        for (std::size_t k = 0; k < r.size(); ++k)
            r[k] *= betLikelihood(kind, s[k]);
    }
    return ranges;
}

/// What the seat reads of the hand: its share of the pot; with fold equity also how likely every
/// opponent folds to a bet or raise now and the share when they do not.
struct Reading
{
    Equity e;
    bool foldEquity = false;
    double allFold = 0; ///< the chance that every opponent folds to a bet or raise
    double calledShare = 0; ///< the share of the pot against the opponents that do not fold
};

/// The chance that a reasonable player (betLikelihood) folds with a pocket of `strength` to a bet
/// that asks `odds` of the pot it would then play for.
double foldChance(double strength, double odds)
{
    // As betLikelihood's fold (one fold in thirty anything), at these odds instead of about a third.
    return 0.1 / 3 + 0.9 / (1.0 + std::exp(-(odds - strength) / 0.07));
}

int streetIndex(const std::string& street)
{
    return street == "flop" ? 1 : street == "turn" ? 2 : street == "river" ? 3 : 0;
}

/// The value of each legal action in chips at the share `e` of the pot.
double actionValue(const Action& a, const Table& t, double e);

/// The same with the opponents' folds: a bet or raise wins the pot at once when every opponent
/// folds, else it is valued as called at the share against the opponents that call.
double actionValue(const Action& a, const Table& t, const Reading& r)
{
    if (!r.foldEquity || a.type != Action::Type::Bet || (a.bet != BetKind::Bet && a.bet != BetKind::Raise))
        return actionValue(a, t, r.e.share);
    return r.allFold * t.pot + (1 - r.allFold) * actionValue(a, t, r.calledShare);
}

double actionValue(const Action& a, const Table& t, double e)
{
    if (a.type != Action::Type::Bet)
        return 0;
    switch (a.bet) {
    case BetKind::Fold:
        return 0;
    case BetKind::Check:
        return e * t.pot;
    case BetKind::Call:
        return e * (t.pot + t.toCall) - t.toCall;
    case BetKind::Bet:
    case BetKind::Raise: {
        // As if every opponent still in calls: each brings its chips up to the new level.
        const int put = t.toCall + a.amount;
        const int level = t.committed + put;
        int called = 0;
        for (const auto& [inPot, chips] : t.others)
            called += std::min(chips, std::max(0, level - inPot));
        return e * (t.pot + put + called) - put;
    }
    }
    return 0;
}

std::uint64_t mix(std::uint64_t seed, std::size_t history)
{
    std::uint64_t z = seed + 0x9e3779b97f4a7c15ULL * (history + 1);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

class WeighingBot final : public Bot
{
public:
    WeighingBot(int samples, bool headsUpOnly, double bluffRate, int exactUpTo, bool readsBets,
        bool foldEquity = false)
        : m_samples(samples)
        , m_headsUpOnly(headsUpOnly)
        , m_bluffRate(bluffRate)
        , m_exactUpTo(exactUpTo)
        , m_readsBets(readsBets)
        , m_foldEquity(foldEquity && readsBets)
    {
    }

    Action decide(const BotView& view) const override
    {
        const Table t = readTable(view);
        std::mt19937_64 random(mix(view.seed, view.history.size()));
        const Reading r = read(t, view.legal, random);
        const Action* best = nullptr;
        double bestValue = 0;
        for (const Action& a : view.legal) {
            const double v = actionValue(a, t, r);
            if (!best || v > bestValue + 1e-9) {
                best = &a;
                bestValue = v;
            }
        }
        if (!best)
            return view.legal.front();
        const bool passive = best->bet == BetKind::Check || best->bet == BetKind::Fold;
        if (passive && std::uniform_real_distribution<double>(0, 1)(random) < m_bluffRate)
            for (const Action& a : view.legal)
                if (a.bet == BetKind::Bet || a.bet == BetKind::Raise)
                    return a; // the smallest bet or raise
        return *best;
    }

    std::vector<RankedChoice> rank(const BotView& view) const override
    {
        const Table t = readTable(view);
        std::mt19937_64 random(mix(view.seed, view.history.size()));
        const Reading r = read(t, view.legal, random);
        std::vector<RankedChoice> choices;
        for (const Action& a : view.legal)
            choices.push_back({a, actionValue(a, t, r), {}});
        std::stable_sort(choices.begin(), choices.end(),
            [](const RankedChoice& a, const RankedChoice& b) { return a.value > b.value; });
        return choices;
    }

    RankMeaning rankMeaning(const BotView& view) const override
    {
        const Table t = readTable(view);
        std::mt19937_64 random(mix(view.seed, view.history.size()));
        const Equity e = read(t, view.legal, random).e;
        char percent[32];
        std::snprintf(percent, sizeof percent, "%.1f", 100.0 * e.share);
        char error[32];
        std::snprintf(error, sizeof error, "%.1f", 100.0 * e.standardError);
        RankMeaning meaning;
        meaning.unit = RankMeaning::Unit::Chips;
        if (e.exact)
            meaning.text
                = say(QT_TRANSLATE_NOOP("knobel::Holdem",
                          "Your chance to win now: %1 % (counted exactly). A call costs %2 chips, the "
                          "pot pays %3. Chips each choice is worth at that chance:"),
                    {Message::plain(percent), Message::number(t.toCall), Message::number(t.pot)});
        else
            meaning.text = say(QT_TRANSLATE_NOOP("knobel::Holdem",
                                   "Your chance to win now: %1 % (± %2, sampled). A call costs %3 chips, the "
                                   "pot pays %4. Chips each choice is worth at that chance:"),
                {Message::plain(percent), Message::plain(error), Message::number(t.toCall),
                    Message::number(t.pot)});
        return meaning;
    }

private:
    Reading read(const Table& t, const std::vector<Action>& legal, std::mt19937_64& random) const
    {
        Reading r;
        if (t.mine.size() != 2) {
            r.e = Equity{0.5, 0, false, 0};
            return r;
        }
        const int opponents = m_headsUpOnly ? std::min(1, t.opponents) : t.opponents;
        if (opponents == 0) {
            r.e = Equity{1, 0, true, 1};
            return r;
        }
        const int samples = opponents > 1 ? std::min(m_samples, kPerfectSamplesMultiway) : m_samples;
        if (!m_readsBets) {
            r.e = equity(t.mine, t.board, t.unseen, opponents, samples, random, m_exactUpTo);
            return r;
        }
        std::array<std::optional<Range>, 4> strength;
        const std::vector<Range> ranges = readRanges(t, random, strength);
        r.e = equity(t.mine, t.board, t.unseen, opponents, samples, random, m_exactUpTo, &ranges);
        const bool canBet = std::any_of(legal.begin(), legal.end(), [](const Action& a) {
            return a.type == Action::Type::Bet && (a.bet == BetKind::Bet || a.bet == BetKind::Raise);
        });
        if (!m_foldEquity || !canBet || int(ranges.size()) != opponents)
            return r;
        // How likely each opponent folds to a bet now: its range, weighted by how many such pockets
        // the dice unseen make, times the chance to fold with each pocket's strength now — the model
        // of betLikelihood, its threshold the pot odds the opponent faces after the smallest bet or
        // raise (what it must add against the pot it may win).
        int step = 0;
        for (const Action& a : legal)
            if (a.type == Action::Type::Bet && (a.bet == BetKind::Bet || a.bet == BetKind::Raise))
                step = step == 0 ? a.amount : std::min(step, a.amount);
        const int level = t.committed + t.toCall + step;
        const int potAfter = t.pot + t.toCall + step;
        auto& now = strength[std::size_t(streetIndex(t.street))];
        if (!now)
            now = pocketStrength(
                t.board, t.unseen, opponents > 1 ? kStrengthRunoutsMultiway : kStrengthRunouts, random);
        std::vector<Range> calling = ranges;
        r.allFold = 1;
        for (std::size_t o = 0; o < ranges.size(); ++o) {
            const int owe = std::max(0, std::min(level - t.others[o].first, t.others[o].second));
            const double odds = owe > 0 ? double(owe) / (potAfter + owe) : 0;
            double all = 0, folds = 0;
            for (int a = 0; a < kDieKinds; ++a)
                for (int b = 0; b < kDieKinds; ++b) {
                    const int ca = a % kColours, cb = b % kColours;
                    const double w = double(t.unseen[std::size_t(ca)])
                        * std::max(0, t.unseen[std::size_t(cb)] - (ca == cb ? 1 : 0));
                    const std::size_t k = std::size_t(a * kDieKinds + b);
                    const double fold = foldChance((*now)[k], odds);
                    all += w * ranges[o][k];
                    folds += w * ranges[o][k] * fold;
                    calling[o][k] *= 1 - fold;
                }
            r.allFold *= all > 0 ? folds / all : 0;
        }
        r.foldEquity = true;
        r.calledShare
            = equity(t.mine, t.board, t.unseen, opponents, samples, random, m_exactUpTo, &calling).share;
        return r;
    }

    int m_samples;
    bool m_headsUpOnly;
    double m_bluffRate;
    int m_exactUpTo;
    bool m_readsBets;
    bool m_foldEquity;
};

/// Plays its hand's class.
class BeginnerBot final : public Bot
{
public:
    Action decide(const BotView& view) const override
    {
        const Table t = readTable(view);
        int strength = 0; // 0 weak, 1 middling, 2 strong
        if (t.board.empty()) {
            const bool pair = t.mine.size() == 2 && t.mine[0].face == t.mine[1].face;
            const bool suited = t.mine.size() == 2 && t.mine[0].colour == t.mine[1].colour;
            strength = pair || suited ? 1 : 0;
        } else {
            std::vector<Die> dice = t.mine;
            dice.insert(dice.end(), t.board.begin(), t.board.end());
            const HandClass cls = classOf(bestScore(dice));
            strength = cls >= HandClass::TwoPairs ? 2 : cls == HandClass::OnePair ? 1 : 0;
        }
        const auto find = [&](BetKind kind) -> const Action* {
            for (const Action& a : view.legal)
                if (a.type == Action::Type::Bet && a.bet == kind)
                    return &a;
            return nullptr;
        };
        if (strength == 2) {
            if (const Action* a = find(BetKind::Raise))
                return *a;
            if (const Action* a = find(BetKind::Bet))
                return *a;
        }
        if (const Action* a = find(BetKind::Check))
            return *a;
        if (strength >= 1 || t.toCall <= kAnteForBeginner)
            if (const Action* a = find(BetKind::Call))
                return *a;
        if (const Action* a = find(BetKind::Fold))
            return *a;
        return view.legal.front();
    }

private:
    static constexpr int kAnteForBeginner = 0;
};

/// Heads-up: the table's strategy (holdemgto.h) at the betting as it went and the bucket of the
/// seat's dice now; anywhere the table does not reach (three or more players, an all-in that ended
/// the betting early, no table), Perfect.
class GtoBot final : public Bot
{
public:
    GtoBot(std::shared_ptr<const GtoTable> table, std::shared_ptr<const Bot> perfect)
        : m_table(std::move(table))
        , m_perfect(std::move(perfect))
    {
    }

    Action decide(const BotView& view) const override
    {
        if (const auto action = fromTable(view))
            return *action;
        return m_perfect->decide(view);
    }
    std::vector<RankedChoice> rank(const BotView& view) const override { return m_perfect->rank(view); }
    RankMeaning rankMeaning(const BotView& view) const override { return m_perfect->rankMeaning(view); }

private:
    std::optional<Action> fromTable(const BotView& view) const
    {
        if (!m_table)
            return std::nullopt;
        const Table t = readTable(view);
        int seatsIn = 0;
        for (const SeatView& seat : view.view.seats)
            seatsIn += seat.out ? 0 : 1;
        if (seatsIn != 2 || t.opponents != 1 || t.mine.size() != 2)
            return std::nullopt;
        const auto dealer = view.view.fact<int>("dealer");
        if (!dealer)
            return std::nullopt;
        // Player 0 acts first in every round: the seat on the dealer's left.
        const auto playerOf = [&](Seat seat) { return seat == *dealer ? 1 : 0; };
        const auto& nodes = m_table->nodes();
        int n = 0;
        for (const int code : t.bets) {
            const GtoTable::Node& node = nodes[std::size_t(n)];
            const auto kind = BetKind(code % 10);
            const bool facingKind = kind == BetKind::Call || kind == BetKind::Raise || kind == BetKind::Fold;
            if (node.end != GtoTable::Node::End::None || GtoTable::boardOf(node.round) != (code / 10) % 10
                || playerOf(code / 100) != node.player || facingKind != node.facing)
                return std::nullopt;
            const int slot = kind == BetKind::Fold                ? 0
                : kind == BetKind::Check || kind == BetKind::Call ? 1
                                                                  : 2;
            if (node.child[std::size_t(slot)] < 0)
                return std::nullopt;
            n = node.child[std::size_t(slot)];
        }
        const GtoTable::Node& node = nodes[std::size_t(n)];
        if (node.end != GtoTable::Node::End::None || node.player != playerOf(view.seat)
            || GtoTable::boardOf(node.round) != streetIndex(t.street) || (t.toCall > 0) != node.facing)
            return std::nullopt;
        std::mt19937_64 random(mix(view.seed ^ 0x6a09e667f3bcc908ULL, view.history.size()));
        const double strength = gtoStrength(t.mine, t.board, t.unseen, kGtoStrengthSamples, random);
        std::array<double, GtoTable::kSlots> p
            = m_table->strategy(node.decision, m_table->bucketOf(GtoTable::boardOf(node.round), strength));
        if (p[0] < 0)
            for (int a = 0; a < GtoTable::kSlots; ++a)
                p[std::size_t(a)] = node.child[std::size_t(a)] >= 0 ? 1 : 0;
        double sum = 0;
        for (int a = 0; a < GtoTable::kSlots; ++a)
            sum += node.child[std::size_t(a)] >= 0 ? p[std::size_t(a)] : 0;
        double pick = std::uniform_real_distribution<double>(0, sum)(random);
        int slot = 1;
        for (int a = 0; a < GtoTable::kSlots; ++a) {
            if (node.child[std::size_t(a)] < 0 || p[std::size_t(a)] <= 0)
                continue;
            slot = a;
            pick -= p[std::size_t(a)];
            if (pick < 0)
                break;
        }
        return actionFor(slot, node.round >= 3 ? 20 : 10, view.legal);
    }

    /// The legal action of a slot: a bet or raise of the abstraction's size, else the largest there is.
    static std::optional<Action> actionFor(int slot, int size, const std::vector<Action>& legal)
    {
        const auto find = [&](BetKind kind) -> const Action* {
            const Action* found = nullptr;
            for (const Action& a : legal)
                if (a.type == Action::Type::Bet && a.bet == kind
                    && (!found || a.amount == size || (found->amount != size && a.amount > found->amount)))
                    found = &a;
            return found;
        };
        const BetKind order[3][4] = {{BetKind::Fold, BetKind::Check, BetKind::Call, BetKind::Fold},
            {BetKind::Check, BetKind::Call, BetKind::Check, BetKind::Call},
            {BetKind::Bet, BetKind::Raise, BetKind::Call, BetKind::Check}};
        for (const BetKind kind : order[slot])
            if (const Action* a = find(kind))
                return *a;
        return std::nullopt;
    }

    std::shared_ptr<const GtoTable> m_table;
    std::shared_ptr<const Bot> m_perfect;
};

} // namespace

double betLikelihood(BetKind kind, double strength)
{
    // Calibrated on Good (bets and raises above a half, calls at pot odds of about a quarter to a
    // third), softened: a share's estimate is rough, and one bet in ten is anything (bluffs, Beginner).
    constexpr double spread = 0.07;
    constexpr double noise = 0.1;
    const auto above = [](double x) { return 1.0 / (1.0 + std::exp(-x / spread)); };
    double p = 0;
    switch (kind) {
    case BetKind::Check:
        p = 1 - above(strength - 0.5);
        break;
    case BetKind::Bet:
        p = above(strength - 0.5);
        break;
    case BetKind::Raise:
        p = above(strength - 0.55);
        break;
    case BetKind::Fold:
        p = above(0.3 - strength);
        break;
    case BetKind::Call:
        p = std::max(0.0, 1 - above(strength - 0.55) - above(0.3 - strength));
        break;
    }
    const bool facing = kind == BetKind::Call || kind == BetKind::Raise || kind == BetKind::Fold;
    return noise / (facing ? 3 : 2) + (1 - noise) * p;
}

Range pocketStrength(const std::vector<Die>& board, const std::array<int, kColours>& unseen, int runouts,
    std::mt19937_64& random)
{
    // The unordered pairs of dice kinds, each weighted by how many such pockets the unseen dice make.
    struct Pocket
    {
        int a, b;
        double weight;
    };
    std::vector<Pocket> pockets;
    for (int a = 0; a < kDieKinds; ++a)
        for (int b = a; b < kDieKinds; ++b) {
            const int ca = a % kColours, cb = b % kColours;
            const double colours
                = double(unseen[std::size_t(ca)]) * (unseen[std::size_t(cb)] - (ca == cb ? 1 : 0));
            if (colours > 0)
                pockets.push_back({a, b, (a == b ? 1 : 2) * colours});
        }
    Range result{};
    if (pockets.empty())
        return result;
    const int boardLeft = 5 - int(board.size());
    if (boardLeft <= 0)
        runouts = 1;
    std::vector<Colour> bag;
    for (int c = 0; c < kColours; ++c)
        for (int k = 0; k < unseen[std::size_t(c)]; ++k)
            bag.push_back(Colour(c));
    std::uniform_int_distribution<int> face(1, 6);
    std::vector<Die> dice(7);
    std::copy(board.begin(), board.end(), dice.begin() + 2);
    std::vector<std::pair<HandScore, std::size_t>> scores(pockets.size());
    std::vector<double> share(pockets.size(), 0.0);
    double total = 0;
    for (const Pocket& p : pockets)
        total += p.weight;
    for (int r = 0; r < runouts; ++r) {
        for (int k = 0; k < boardLeft && k < int(bag.size()); ++k) {
            const int j = std::uniform_int_distribution<int>(k, int(bag.size()) - 1)(random);
            std::swap(bag[std::size_t(k)], bag[std::size_t(j)]);
            dice[std::size_t(2 + int(board.size()) + k)] = Die{face(random), bag[std::size_t(k)]};
        }
        for (std::size_t i = 0; i < pockets.size(); ++i) {
            dice[0] = Die{pockets[i].a / kColours + 1, Colour(pockets[i].a % kColours)};
            dice[1] = Die{pockets[i].b / kColours + 1, Colour(pockets[i].b % kColours)};
            scores[i] = {bestScore(dice), i};
        }
        std::sort(scores.begin(), scores.end());
        // Each pocket's share against a random other: the weight below it, half the weight level.
        double below = 0;
        for (std::size_t i = 0; i < scores.size();) {
            std::size_t j = i;
            double level = 0;
            while (j < scores.size() && scores[j].first == scores[i].first)
                level += pockets[scores[j++].second].weight;
            for (std::size_t k = i; k < j; ++k)
                share[scores[k].second] += (below + level / 2) / total;
            below += level;
            i = j;
        }
    }
    for (std::size_t i = 0; i < pockets.size(); ++i) {
        const double s = share[i] / runouts;
        result[std::size_t(pockets[i].a * kDieKinds + pockets[i].b)] = s;
        result[std::size_t(pockets[i].b * kDieKinds + pockets[i].a)] = s;
    }
    return result;
}

Equity equity(const std::vector<Die>& mine, const std::vector<Die>& board,
    const std::array<int, kColours>& unseen, int opponents, int samples, std::mt19937_64& random,
    int exactUpTo, const std::vector<Range>* ranges)
{
    if (ranges && int(ranges->size()) != opponents)
        ranges = nullptr; // counted as if against any dice
    // How likely the opponents' bets were with the dice drawn for them.
    const auto likelihood = [&](const std::vector<Die>& drawn) {
        if (!ranges)
            return 1.0;
        double w = 1;
        for (int o = 0; o < opponents; ++o)
            w *= (*ranges)[std::size_t(o)][std::size_t(
                dieKind(drawn[std::size_t(2 * o)]) * kDieKinds + dieKind(drawn[std::size_t(2 * o + 1)]))];
        return w;
    };
    const int boardLeft = 5 - int(board.size());
    const int unknown = 2 * opponents + boardLeft;
    const int pool = std::accumulate(unseen.begin(), unseen.end(), 0);
    Equity result;
    if (unknown > pool)
        return result; // cannot happen in a game: the bag holds enough
    std::vector<Die> my(mine);
    my.insert(my.end(), board.begin(), board.end());
    const std::size_t myFixed = my.size();
    my.resize(7);
    std::vector<std::vector<Die>> theirs(std::size_t(opponents), std::vector<Die>(7));
    for (auto& dice : theirs)
        std::copy(board.begin(), board.end(), dice.begin() + 2);
    // The unknown dice, in order: each opponent's two, then the board's dice still to come.
    std::vector<Die> drawn(static_cast<std::size_t>(unknown));
    const auto play = [&]() {
        for (int k = 0; k < boardLeft; ++k) {
            const Die d = drawn[std::size_t(2 * opponents + k)];
            my[myFixed + std::size_t(k)] = d;
            for (auto& dice : theirs)
                dice[2 + board.size() + std::size_t(k)] = d;
        }
        const HandScore own = bestScore(my);
        HandScore top = 0;
        int ties = 0;
        for (int o = 0; o < opponents; ++o) {
            auto& dice = theirs[std::size_t(o)];
            dice[0] = drawn[std::size_t(2 * o)];
            dice[1] = drawn[std::size_t(2 * o + 1)];
            const HandScore s = bestScore(dice);
            if (s > top) {
                top = s;
                ties = 0;
            }
            if (s == top)
                ++ties;
        }
        if (own > top)
            return 1.0;
        if (own == top)
            return 1.0 / (ties + 1);
        return 0.0;
    };
    if (unknown <= exactUpTo) {
        // Every colour in order, weighted by how many such dice are unseen, and every face.
        double total = 0, weight = 0;
        std::array<int, kColours> left = unseen;
        std::uint64_t deals = 0;
        const auto recurse = [&](auto&& self, int k, double w) -> void {
            if (k == unknown) {
                int faces = 1;
                for (int j = 0; j < unknown; ++j)
                    faces *= 6;
                for (int f = 0; f < faces; ++f) {
                    int rest = f;
                    for (int j = 0; j < unknown; ++j) {
                        drawn[std::size_t(j)].face = rest % 6 + 1;
                        rest /= 6;
                    }
                    const double lw = w * likelihood(drawn);
                    total += lw * play();
                    weight += lw;
                    ++deals;
                }
                return;
            }
            for (int c = 0; c < kColours; ++c) {
                if (left[std::size_t(c)] == 0)
                    continue;
                const double cw = left[std::size_t(c)];
                --left[std::size_t(c)];
                drawn[std::size_t(k)].colour = Colour(c);
                self(self, k + 1, w * cw);
                ++left[std::size_t(c)];
            }
        };
        recurse(recurse, 0, 1.0);
        result.share = weight > 0 ? total / weight : 0;
        result.exact = true;
        result.deals = deals;
        return result;
    }
    std::vector<Colour> bag;
    for (int c = 0; c < kColours; ++c)
        for (int k = 0; k < unseen[std::size_t(c)]; ++k)
            bag.push_back(Colour(c));
    std::uniform_int_distribution<int> face(1, 6);
    // A weighted mean (the opponents' dice drawn as from the bag, each deal weighted by its
    // likelihood); its standard error that of a ratio estimate, sum w²(v − mean)² / (sum w)².
    std::vector<std::pair<double, double>> values(std::size_t(std::max(0, samples)));
    double sum = 0, weights = 0;
    for (int s = 0; s < samples; ++s) {
        for (int k = 0; k < unknown; ++k) {
            const int j = std::uniform_int_distribution<int>(k, int(bag.size()) - 1)(random);
            std::swap(bag[std::size_t(k)], bag[std::size_t(j)]);
            drawn[std::size_t(k)] = Die{face(random), bag[std::size_t(k)]};
        }
        const double w = likelihood(drawn);
        const double v = play();
        values[std::size_t(s)] = {w, v};
        sum += w * v;
        weights += w;
    }
    result.share = weights > 0 ? sum / weights : 0;
    double spread = 0;
    for (const auto& [w, v] : values)
        spread += w * w * (v - result.share) * (v - result.share);
    result.standardError = weights > 0 ? std::sqrt(spread) / weights : 0;
    result.deals = std::uint64_t(samples);
    return result;
}

std::shared_ptr<const Bot> makeBot(std::string_view level)
{
    if (level == "perfect")
        return std::make_shared<WeighingBot>(kPerfectSamples, false, kBluffRate, 3, true);
    if (level == "perfect_fold_equity") // measuring only: bets valued with the opponents' folds (worse)
        return std::make_shared<WeighingBot>(kPerfectSamples, false, kBluffRate, 3, true, true);
    // Measuring only: what the bluffs are worth, at none, half and twice Perfect's rate.
    if (level == "perfect_no_bluff")
        return std::make_shared<WeighingBot>(kPerfectSamples, false, 0.0, 3, true);
    if (level == "perfect_bluff_5")
        return std::make_shared<WeighingBot>(kPerfectSamples, false, 0.05, 3, true);
    if (level == "perfect_bluff_20")
        return std::make_shared<WeighingBot>(kPerfectSamples, false, 0.2, 3, true);
    if (level == "perfect_no_reading") // measuring only: what reading the bets is worth
        return std::make_shared<WeighingBot>(kPerfectSamples, false, kBluffRate, 3, false);
    if (level == "gto") // measuring only: heads-up the CFR+ table, else Perfect
        return std::make_shared<GtoBot>(shippedGtoTable(), makeBot("perfect"));
    if (level == "good")
        return std::make_shared<WeighingBot>(kGoodSamples, false, 0.0, 0, false);
    if (level == "good_one_opponent") // measuring only: Good as it was, as if against one opponent
        return std::make_shared<WeighingBot>(kGoodSamples, true, 0.0, 0, false);
    if (level == "beginner")
        return std::make_shared<BeginnerBot>();
    return nullptr;
}

} // namespace knobel::holdem
