// SPDX-License-Identifier: GPL-3.0-or-later
#include "result.h"

#include <algorithm>

namespace knobel {

namespace {

std::vector<int> totalsOf(const std::vector<Sheet>& sheets)
{
    std::vector<int> totals;
    for (const auto& sheet : sheets)
        totals.push_back(sheet.total());
    return totals;
}

} // namespace

std::vector<Standing> rankPlayers(
    const std::vector<int>& totals, const std::vector<int>& balances, bool byBalance)
{
    std::vector<Standing> standings;
    for (int p = 0; p < int(totals.size()); ++p)
        standings.push_back({p, totals[p], balances[p], 1});
    auto key = [byBalance](const Standing& s) { return byBalance ? s.balance : s.total; };
    std::stable_sort(standings.begin(), standings.end(),
        [&](const Standing& a, const Standing& b) { return key(a) > key(b); });
    for (std::size_t i = 1; i < standings.size(); ++i)
        standings[i].place = key(standings[i]) == key(standings[i - 1]) ? standings[i - 1].place : int(i) + 1;
    return standings;
}

Result rankByTotal(const std::vector<Sheet>& sheets)
{
    const auto totals = totalsOf(sheets);
    return {rankPlayers(totals, std::vector<int>(totals.size(), 0), false), {}, {}};
}

Result settleByDifference(const std::vector<Sheet>& sheets)
{
    const auto totals = totalsOf(sheets);
    std::vector<int> balances(totals.size(), 0);
    Result result;
    for (int a = 0; a < int(totals.size()); ++a) {
        for (int b = a + 1; b < int(totals.size()); ++b) {
            if (totals[a] == totals[b])
                continue;
            const int winner = totals[a] > totals[b] ? a : b;
            const int loser = winner == a ? b : a;
            const int amount = totals[winner] - totals[loser];
            result.payments.push_back({loser, winner, amount});
            balances[winner] += amount;
            balances[loser] -= amount;
        }
    }
    result.standings = rankPlayers(totals, balances, false);
    return result;
}

Result settleColumnByColumn(
    const std::vector<Sheet>& sheets, const std::vector<int>& columnValues, int headMultiplier)
{
    const auto totals = totalsOf(sheets);
    std::vector<int> balances(totals.size(), 0);
    Result result;
    for (int a = 0; a < int(sheets.size()); ++a) {
        for (int b = a + 1; b < int(sheets.size()); ++b) {
            ColumnDuel duel{a, b, {}, -1, 0, 0};
            int columnsOfA = 0;
            int columnsOfB = 0;
            for (int c = 0; c < int(columnValues.size()); ++c) {
                const int sumA = sheets[a].columnTotal(c);
                const int sumB = sheets[b].columnTotal(c);
                const int winner = sumA > sumB ? a : sumB > sumA ? b : -1;
                duel.columnWinner.push_back(winner);
                if (winner == a) {
                    duel.firstWins += columnValues[c];
                    ++columnsOfA;
                } else if (winner == b) {
                    duel.secondWins += columnValues[c];
                    ++columnsOfB;
                }
            }
            const int columns = int(columnValues.size());
            if (columnsOfA == columns) {
                duel.headWinner = a;
                duel.firstWins *= headMultiplier;
            } else if (columnsOfB == columns) {
                duel.headWinner = b;
                duel.secondWins *= headMultiplier;
            }
            const int net = duel.firstWins - duel.secondWins;
            if (net > 0)
                result.payments.push_back({b, a, net});
            else if (net < 0)
                result.payments.push_back({a, b, -net});
            balances[a] += net;
            balances[b] -= net;
            result.duels.push_back(duel);
        }
    }
    result.standings = rankPlayers(totals, balances, true);
    return result;
}

} // namespace knobel
