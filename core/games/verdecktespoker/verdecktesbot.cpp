// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/verdecktespoker/verdecktesbot.h"

#include <QtCore/qglobal.h>

#include <algorithm>
#include <random>

#include "engine/levels.h"

namespace knobel {

namespace {

constexpr Sayer say{"knobel::VerdecktesPoker"};

enum class Level { Beginner, Good, Perfect };

/// Good: the equilibrium, each decision half the time as the honest player would make it.
constexpr double kGoodHonestShare = 0.5;

} // namespace

bool verdecktesLevelStrategy(const VerdecktesSolver& solver, std::string_view level, VerdecktesStrategy& out)
{
    const auto found = levelNamed<Level>(level);
    if (!found)
        return false;
    switch (*found) {
    case Level::Beginner:
        out = solver.honest();
        break;
    case Level::Good:
        out = solver.equilibrium().mixedWith(solver.honest(), kGoodHonestShare);
        break;
    case Level::Perfect:
        out = solver.equilibrium();
        break;
    }
    return true;
}

VerdecktesBot::VerdecktesBot(std::shared_ptr<const VerdecktesSolver> solver, VerdecktesStrategy strategy)
    : m_solver(std::move(solver))
    , m_strategy(std::move(strategy))
{
}

VerdecktesDecision VerdecktesBot::decisionOf(const BotView& view)
{
    VerdecktesDecision d;
    const Observation& o = view.view;
    const std::string phase = o.fact<std::string>("phase").value_or("");
    d.kind = phase == "announce" ? VerdecktesDecision::Announce
        : phase == "ask"         ? VerdecktesDecision::Doubt
                                 : VerdecktesDecision::None;
    for (const DiceGroupView& g : o.dice)
        if (g.id == "cup" && g.owner == view.seat) {
            std::vector<int> faces;
            for (const DieView& die : g.dice)
                faces.push_back(die.face);
            d.own = exactHandIndex(faces);
        }
    d.standing = o.fact<int>("standing_before").value_or(-1);
    d.claim = o.fact<int>("claim").value_or(-1);
    d.later = o.fact<int>("to_announce").value_or(0);
    d.asked = std::max(1, int(o.seats.size()) - 1);
    d.pot = o.pot;
    return d;
}

std::vector<double> VerdecktesBot::announcing(const VerdecktesDecision& d) const
{
    const VerdecktesHands& hands = m_solver->hands();
    std::vector<double> chance(exactHands().size(), 0.0);
    if (d.own < 0)
        return chance;
    const int own = hands.classOf(d.own);
    // A class is announced by its first hand, the one the rules name it by (without wild Aces the
    // only one; with them the one with the fewest Aces: the own A-A-K-K-9 is announced K-K-K-K-9).
    auto name = [&](int cls, double p) { chance[std::size_t(hands.handOfClass(cls))] += p; };
    // With more than one to doubt and players still to come, the truth: a bluff must pass them all.
    if (d.asked > 1 && d.later > 0) {
        chance[std::size_t(hands.handOfClass(own))] = 1;
        return chance;
    }
    if (d.standing < 0) { // nothing standing: the first announcer's part
        for (int c = 0; c < hands.classes(); ++c)
            if (const double p = m_strategy.claim(own, c); p > 0)
                name(c, p);
        return chance;
    }
    const int s = hands.classOf(d.standing);
    std::array<double, 3> mix{1.0, 0.0, 0.0}; // a hand above the standing one claims above
    if (own == s)
        mix = m_strategy.tieMix[std::size_t(s)];
    else if (own < s)
        mix = m_strategy.lowMix[std::size_t(s)];
    if (s + 1 >= hands.classes()) // nothing is above five Aces
        mix[VerdecktesStrategy::Win] = 0;
    if (const double win = mix[VerdecktesStrategy::Win]; win > 0) {
        if (d.later == 0) // the last announcer: the lowest hand above wins, and names every hand above alike
            name(s + 1, win);
        else if (own > s) // players to come: the own hand above stands higher against them
            name(own, win);
        else { // a bluff above, as the hands above fall
            const double above = hands.above(s);
            for (int c = s + 1; c < hands.classes(); ++c)
                name(c, win * hands.chance(c) / above);
        }
    }
    if (mix[VerdecktesStrategy::Tie] > 0)
        name(s, mix[VerdecktesStrategy::Tie]);
    if (mix[VerdecktesStrategy::Lose] > 0)
        name(own, mix[VerdecktesStrategy::Lose]);
    double total = 0;
    for (double p : chance)
        total += p;
    if (total <= 0)
        chance[std::size_t(hands.handOfClass(own))] = 1;
    else
        for (double& p : chance)
            p /= total;
    return chance;
}

double VerdecktesBot::doubting(const VerdecktesDecision& d) const
{
    if (d.claim < 0)
        return 0;
    const VerdecktesHands& hands = m_solver->hands();
    const int standing = d.standing < 0 ? -1 : hands.classOf(d.standing);
    // With more than one asked, the doubter alone pays for a wrong doubt while a right one profits
    // the others as much: the equilibrium of two doubts far too often (measured: −5.9 chips a game
    // of three against Good and Beginner). Each doubts only a claim few throws reach, as the honest
    // player does.
    if (d.asked > 1)
        return m_solver->honest().doubt(standing, hands.classOf(d.claim));
    return m_strategy.doubt(standing, hands.classOf(d.claim));
}

std::vector<double> VerdecktesBot::policy(const BotView& view) const
{
    const VerdecktesDecision d = decisionOf(view);
    std::vector<double> out(view.legal.size(), 0.0);
    if (d.kind == VerdecktesDecision::Announce) {
        const std::vector<double> chance = announcing(d);
        for (std::size_t i = 0; i < view.legal.size(); ++i)
            if (view.legal[i].type == Action::Type::Announce && view.legal[i].hand >= 0)
                out[i] = chance[std::size_t(view.legal[i].hand)];
    } else if (d.kind == VerdecktesDecision::Doubt) {
        const double p = doubting(d);
        for (std::size_t i = 0; i < view.legal.size(); ++i)
            if (view.legal[i].type == Action::Type::Doubt)
                out[i] = view.legal[i].doubt ? p : 1 - p;
    } else if (!view.legal.empty())
        out[0] = 1;
    return out;
}

Action VerdecktesBot::decide(const BotView& view) const
{
    const std::vector<double> chance = policy(view);
    std::mt19937_64 draws(view.seed);
    double u = std::uniform_real_distribution<double>(0, 1)(draws);
    std::size_t last = 0;
    for (std::size_t i = 0; i < chance.size(); ++i)
        if (chance[i] > 0) {
            last = i;
            if (u < chance[i])
                return view.legal[i];
            u -= chance[i];
        }
    return view.legal.empty() ? Action::throwDice() : view.legal[last];
}

RankMeaning VerdecktesBot::rankMeaning(const BotView& /*view*/) const
{
    RankMeaning meaning;
    meaning.unit = RankMeaning::Unit::Chips;
    meaning.text = say(QT_TRANSLATE_NOOP("knobel::VerdecktesPoker",
        "The chips each choice can be expected to win or lose in this round against the best computer, "
        "counted as a round of two"));
    return meaning;
}

std::vector<RankedChoice> VerdecktesBot::rank(const BotView& view) const
{
    const VerdecktesDecision d = decisionOf(view);
    const VerdecktesSolver& solver = *m_solver;
    const VerdecktesStrategy& best = solver.equilibrium();
    const VerdecktesHands& hands = solver.hands();
    std::vector<double> share(std::size_t(hands.classes()));
    for (int s = 0; s < hands.classes(); ++s)
        share[std::size_t(s)] = solver.secondValue(best, s);
    std::vector<RankedChoice> ranked;
    if (d.kind == VerdecktesDecision::Announce && d.own >= 0) {
        const int own = hands.classOf(d.own);
        for (std::size_t i = 0; i < view.legal.size(); ++i) {
            const Action& a = view.legal[i];
            if (a.type != Action::Type::Announce || a.hand < 0)
                continue;
            const int c = hands.classOf(a.hand);
            double value = 0;
            if (d.standing < 0) {
                value = VerdecktesSolver::firstChips(own, c, best.firstDoubt[std::size_t(c)], share);
            } else {
                // Against the standing hand: the pot now, won, shared, lost, doubted or not.
                const int s = hands.classOf(d.standing);
                const int type = own > s ? 2 : own == s ? 1 : 0;
                const int choice = c > s ? VerdecktesStrategy::Win
                    : c == s             ? VerdecktesStrategy::Tie
                                         : VerdecktesStrategy::Lose;
                const double doubt = best.doubt(s, c);
                value = d.pot
                    * ((1 - doubt) * VerdecktesSolver::secondPayoff(type, choice, false)
                        + doubt * VerdecktesSolver::secondPayoff(type, choice, true));
            }
            ranked.push_back({a, value, {}});
        }
        std::stable_sort(ranked.begin(), ranked.end(),
            [](const RankedChoice& x, const RankedChoice& y) { return x.value > y.value; });
        // The best few, not all 252.
        if (ranked.size() > 8)
            ranked.resize(8);
        return ranked;
    }
    if (d.kind == VerdecktesDecision::Doubt && d.claim >= 0) {
        const int c = hands.classOf(d.claim);
        double doubted = 0, passed = 0, mass = 0;
        if (d.standing < 0) {
            // The announcer's hand as the best computer would have announced this: the chips of the
            // round for the doubter, doubting or not.
            for (int a = 0; a < hands.classes(); ++a) {
                const double w = hands.chance(a) * best.claim(a, c);
                mass += w;
                doubted -= w * VerdecktesSolver::firstChips(a, c, 1, share);
                passed -= w * VerdecktesSolver::firstChips(a, c, 0, share);
            }
        } else {
            // Against a standing hand: the chips of the pot from now on for the one asked.
            const int s = hands.classOf(d.standing);
            const int choice = c > s ? VerdecktesStrategy::Win
                : c == s             ? VerdecktesStrategy::Tie
                                     : VerdecktesStrategy::Lose;
            const double weight[3] = {hands.below(s) * best.lowMix[std::size_t(s)][std::size_t(choice)],
                hands.chance(s) * best.tieMix[std::size_t(s)][std::size_t(choice)],
                choice == VerdecktesStrategy::Win ? hands.above(s) : 0.0};
            for (int type = 0; type < 3; ++type) {
                mass += weight[type];
                doubted += weight[type] * d.pot * (1 - VerdecktesSolver::secondPayoff(type, choice, true));
                passed += weight[type] * d.pot * (1 - VerdecktesSolver::secondPayoff(type, choice, false));
            }
        }
        if (mass <= 0)
            return {};
        ranked.push_back({Action::doubting(true), doubted / mass, {}});
        ranked.push_back({Action::doubting(false), passed / mass, {}});
        std::stable_sort(ranked.begin(), ranked.end(),
            [](const RankedChoice& x, const RankedChoice& y) { return x.value > y.value; });
    }
    return ranked;
}

} // namespace knobel
