// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

namespace knobel::stats {

/// Pearson's chi-square of observed counts against expected ones (cells with nothing expected are
/// left out).
double chiSquare(const std::vector<double>& observed, const std::vector<double>& expected);
/// The chance of a chi-square at least this large with these degrees of freedom when the dice are
/// fair: the upper regularized incomplete gamma function Q(df/2, x/2).
double pValue(double chiSquare, int degreesOfFreedom);

} // namespace knobel::stats

#include <array>
#include <functional>
#include <map>
#include <string>

#include "engine/action.h"

namespace knobel::stats {

/// How often each face fell (index 1–6; 0 unused).
using Faces = std::array<long, 7>;

/// The dice a record threw, by the seat that threw them (-1: throws nobody chose). Only dice that
/// left the cup count: a die set aside and carried into the next throw is not counted again (it
/// would weigh the faces players keep). False when the record does not replay.
bool tallyThrows(const GameRecord& record, std::map<int, Faces>& bySeat);
/// The dice of a record added to byName under the name nameOf gives each seat (-1: throws nobody
/// chose); the default names a seat as the record's setup does, and those throws "". Tallies of many
/// records add up; false (and nothing added) when the record does not replay.
bool tallyThrowsByName(const GameRecord& record, std::map<std::string, Faces>& byName,
    const std::function<std::string(int seat)>& nameOf = {});
/// Adds one tally to another.
void add(Faces& to, const Faces& from);
/// How many dice a tally holds.
long diceIn(const Faces& faces);
/// Below this p-value the faces are called unusual: one tally in a hundred says so of fair dice.
constexpr double kUnusualBelow = 0.01;
/// With fewer dice than this a fair die is often far off: the verdict tells little.
constexpr long kFewestDiceToTell = 60;

/// How often each sum fell in throws of exactly two dice (index 2–12) and of three (3–18).
struct Sums
{
    std::array<long, 13> two{};
    std::array<long, 19> three{};
};
/// The sums of the throws in which exactly two or three dice left the cup together (Craps,
/// Chicago, …); false when the record does not replay.
bool tallySums(const GameRecord& record, Sums& sums);
/// Adds one tally of sums to another.
void add(Sums& to, const Sums& from);
/// The count of each sum of two (dice = 2) or three dice in a tally, lowest sum first (2–12, 3–18).
std::vector<long> sumCounts(const Sums& sums, int dice);
/// The ways fair dice throw each sum of two (of 36) or three (of 216), lowest sum first.
std::vector<int> waysToThrowSums(int dice);
/// How many throws of two or three dice should fall on each sum when the dice are fair: throws × the
/// ways of the sum / 36 (or / 216), lowest sum first.
std::vector<double> expectedSums(int dice, long throws);
/// With fewer throws than this the rarest sums (2 and 12, 3 and 18) are expected fewer than five
/// times: the verdict on the sums tells little.
constexpr long fewestThrowsToTell(int dice)
{
    return dice == 2 ? 180 : 1080;
}
/// Chi-square of the sums of two (dice = 2) or three dice against fair dice, its p-value and the
/// throws counted; the degrees of freedom are 10 and 15.
double chiSquareOfSums(const Sums& sums, int dice, double* pValue, long* throws);

/// Chi-square of the faces against fair dice (5 degrees of freedom), and its p-value.
double chiSquareOfFaces(const Faces& faces, double* pValue);

} // namespace knobel::stats
