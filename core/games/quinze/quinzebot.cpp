// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/quinze/quinzebot.h"

#include <algorithm>
#include <map>
#include <random>

#include <QtCore/qglobal.h>

namespace knobel {

QuinzeTurn::QuinzeTurn(Worth worth)
{
    constexpr int target = QuinzeDef::kTarget;
    // The worth of any result out: every sum above 15 pays the same; the sum is kept for the record.
    std::array<double, kThrows + 2> bust{};
    for (int t = 1; t <= kThrows + 1; ++t)
        bust[std::size_t(t)] = worth(QuinzeResult{target + 1, t});
    // Backwards from the highest sums: a throw only raises the sum.
    for (int sum = target; sum >= 0; --sum)
        for (int throws = std::min(sum, kThrows); throws >= 0; --throws) {
            if ((sum == 0) != (throws == 0))
                continue;
            const std::size_t at = index(sum, throws);
            m_stop[at] = throws > 0 ? worth(QuinzeResult{sum, throws}) : 0;
            double onThrow = 0;
            for (int face = 1; face <= 6; ++face) {
                const int next = sum + face;
                if (next > target) {
                    onThrow += bust[std::size_t(throws + 1)];
                    continue;
                }
                const std::size_t to = index(next, throws + 1);
                onThrow += std::max(m_stop[to], m_throw[to]);
            }
            m_throw[at] = onThrow / 6;
        }
}

std::vector<QuinzeOutcome> QuinzeTurn::outcomes() const
{
    constexpr int target = QuinzeDef::kTarget;
    std::map<std::pair<int, int>, double> ended; // (sum, throws) → chance; all sums above 15 as 16
    std::map<std::pair<int, int>, double> at{{{0, 0}, 1.0}};
    while (!at.empty()) {
        std::map<std::pair<int, int>, double> next;
        for (const auto& [position, chance] : at) {
            const auto [sum, throws] = position;
            if (stops(sum, throws)) {
                ended[position] += chance;
                continue;
            }
            for (int face = 1; face <= 6; ++face) {
                if (sum + face > target)
                    ended[{target + 1, throws + 1}] += chance / 6;
                else
                    next[{sum + face, throws + 1}] += chance / 6;
            }
        }
        at = std::move(next);
    }
    std::vector<QuinzeOutcome> out;
    for (const auto& [position, chance] : ended)
        out.push_back({QuinzeResult{position.first, position.second}, chance});
    return out;
}

double quinzeChips(const QuinzeResult& mine, const std::vector<QuinzeResult>& others)
{
    int best = mine.key();
    for (const QuinzeResult& r : others)
        best = std::max(best, r.key());
    if (best < 0)
        return 0;
    if (mine.key() < best) {
        if (mine.bust())
            return -QuinzeDef::kBustPayment;
        int winningSum = 0;
        for (const QuinzeResult& r : others)
            if (r.key() == best)
                winningSum = r.sum;
        return -(winningSum - mine.sum);
    }
    int winners = 1;
    double owed = 0;
    for (const QuinzeResult& r : others) {
        if (r.key() == best)
            ++winners;
        else
            owed += r.bust() ? QuinzeDef::kBustPayment : mine.sum - r.sum;
    }
    return owed / winners;
}

double quinzeExpectedChips(const QuinzeResult& mine, const std::vector<QuinzeResult>& standing, int later,
    const std::vector<QuinzeOutcome>& laterOutcomes, int samples)
{
    std::vector<QuinzeResult> table = standing;
    if (later <= 0 || laterOutcomes.empty())
        return quinzeChips(mine, table);
    if (later == 1) {
        double expected = 0;
        table.push_back({});
        for (const QuinzeOutcome& o : laterOutcomes) {
            table.back() = o.result;
            expected += o.chance * quinzeChips(mine, table);
        }
        return expected;
    }
    // Several to come: a fixed sample, the same for every result compared, so that choices are
    // compared on the same draws.
    std::vector<double> cumulative;
    double total = 0;
    for (const QuinzeOutcome& o : laterOutcomes)
        cumulative.push_back(total += o.chance);
    std::mt19937_64 draws(0x51a7e15ULL + std::uint64_t(later));
    std::uniform_real_distribution<double> uniform(0, total);
    double expected = 0;
    table.resize(standing.size() + std::size_t(later));
    for (int s = 0; s < samples; ++s) {
        for (int p = 0; p < later; ++p) {
            const auto it = std::lower_bound(cumulative.begin(), cumulative.end(), uniform(draws));
            const std::size_t i = std::min(std::size_t(it - cumulative.begin()), laterOutcomes.size() - 1);
            table[standing.size() + std::size_t(p)] = laterOutcomes[i].result;
        }
        expected += quinzeChips(mine, table);
    }
    return expected / samples;
}

std::vector<QuinzeOutcome> QuinzeBot::thresholdOutcomes(int threshold)
{
    // A rule, not a worth: stopping is worth 1 from the threshold on, throwing on always 0.
    const QuinzeTurn rule(
        [threshold](const QuinzeResult& r) { return !r.bust() && r.sum >= threshold ? 1.0 : -1.0; });
    return rule.outcomes();
}

namespace {

std::vector<QuinzeResult> standingResults(const QuinzeState& state)
{
    std::vector<QuinzeResult> standing;
    for (int i = 0; i < state.turnIndex(); ++i)
        standing.push_back(*state.results()[std::size_t(state.order()[std::size_t(i)])]);
    return standing;
}

const QuinzeState* quinzeState(const BotView& view)
{
    return dynamic_cast<const QuinzeState*>(view.full);
}

} // namespace

QuinzeTurn QuinzeBot::solve(const QuinzeState& state) const
{
    const std::vector<QuinzeResult> standing = standingResults(state);
    const int later = int(state.order().size()) - state.turnIndex() - 1;
    if (m_level == Level::Good || later == 0) {
        const std::vector<QuinzeOutcome> beginners = thresholdOutcomes(kBeginnerStop);
        return QuinzeTurn(
            [&](const QuinzeResult& mine) { return quinzeExpectedChips(mine, standing, later, beginners); });
    }
    // Perfect: each player to come answers the table as it will stand, this seat's result included,
    // with the last seat's exact rule.
    std::map<int, double> memo; // by result key (all results out are worth the same)
    return QuinzeTurn([&](const QuinzeResult& mine) {
        const int key = mine.bust() ? -1 : mine.key();
        if (const auto it = memo.find(key); it != memo.end())
            return it->second;
        std::vector<QuinzeResult> table = standing;
        table.push_back(mine);
        const QuinzeTurn answer([&](const QuinzeResult& theirs) { return quinzeChips(theirs, table); });
        const double worth = quinzeExpectedChips(mine, standing, later, answer.outcomes());
        memo[key] = worth;
        return worth;
    });
}

Action QuinzeBot::decide(const BotView& view) const
{
    const QuinzeState* state = quinzeState(view);
    if (!state || state->throwsMade() == 0)
        return Action::throwDice();
    if (m_level == Level::Beginner)
        return state->sum() >= kBeginnerStop ? Action::stop() : Action::throwDice();
    return solve(*state).stops(state->sum(), state->throwsMade()) ? Action::stop() : Action::throwDice();
}

RankMeaning QuinzeBot::rankMeaning(const BotView& /*view*/) const
{
    RankMeaning meaning;
    meaning.unit = RankMeaning::Unit::Chips;
    meaning.text.context = "knobel::Quinze";
    meaning.text.text
        = QT_TRANSLATE_NOOP("knobel::Quinze", "The chips you can expect from this round after each choice");
    return meaning;
}

std::vector<RankedChoice> QuinzeBot::rank(const BotView& view) const
{
    const QuinzeState* state = quinzeState(view);
    if (!state || m_level == Level::Beginner)
        return {};
    const QuinzeTurn turn = solve(*state);
    const int sum = state->sum(), throws = state->throwsMade();
    // Stop first: where both are worth the same, the player stops, as decide() does.
    std::vector<RankedChoice> ranked;
    if (throws > 0)
        ranked.push_back({Action::stop(), turn.stopWorth(sum, throws), {}});
    ranked.push_back({Action::throwDice(), turn.throwWorth(sum, throws), {}});
    std::stable_sort(ranked.begin(), ranked.end(),
        [](const RankedChoice& a, const RankedChoice& b) { return a.value > b.value; });
    return ranked;
}

} // namespace knobel
