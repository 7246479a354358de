// SPDX-License-Identifier: GPL-3.0-or-later
#include "wuerfelpoker.h"

#include <QtGlobal>

#include <algorithm>

namespace knobel {

// Seed 001: Straße 20 (served 25), Full House 30 (35), Poker 40 (45), Grande 50 and a served Grande
// written there 55, Grande serviert 100.
WuerfelPoker::WuerfelPoker()
    : FiveDiceSheetGame({20, 25, 30, 35, 40, 45, 50, 55, 100})
{
}

const char* WuerfelPoker::description() const
{
    return QT_TRANSLATE_NOOP(
        "knobel::Games", "Five dice on a three-column sheet, settled column against column.");
}

const std::vector<RowSpec>& WuerfelPoker::rows() const
{
    // The paper sheet ("die Schrift") has heavier lines between Dreier and Vierer, Sechser and Straße,
    // Poker and Grande, Grande and Grande serviert.
    static const std::vector<RowSpec> rows{
        {"ones", QT_TRANSLATE_NOOP("knobel::WuerfelPoker", "Ones")},
        {"twos", QT_TRANSLATE_NOOP("knobel::WuerfelPoker", "Twos")},
        {"threes", QT_TRANSLATE_NOOP("knobel::WuerfelPoker", "Threes")},
        {"fours", QT_TRANSLATE_NOOP("knobel::WuerfelPoker", "Fours"), true},
        {"fives", QT_TRANSLATE_NOOP("knobel::WuerfelPoker", "Fives")},
        {"sixes", QT_TRANSLATE_NOOP("knobel::WuerfelPoker", "Sixes")},
        {"straight", QT_TRANSLATE_NOOP("knobel::WuerfelPoker", "Straight"), true},
        {"full_house", QT_TRANSLATE_NOOP("knobel::WuerfelPoker", "Full house")},
        {"poker", QT_TRANSLATE_NOOP("knobel::WuerfelPoker", "Four of a kind")},
        {"grande", QT_TRANSLATE_NOOP("knobel::WuerfelPoker", "Five of a kind"), true},
        {"grande_served", QT_TRANSLATE_NOOP("knobel::WuerfelPoker", "Five of a kind served"), true},
    };
    return rows;
}

const std::vector<OptionSpec>& WuerfelPoker::options() const
{
    static const std::vector<OptionSpec> options = [] {
        auto all = sharedOptions();
        all.push_back({"column_values", OptionType::Choice, "1-2-4", {"1-2-4", "2-2-4"}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "Column values"),
            QT_TRANSLATE_NOOP("knobel::Options", "The chips won with the first, second and third column.")});
        all.push_back({"head_multiplier", OptionType::Number, "2", {}, 1, 10,
            QT_TRANSLATE_NOOP("knobel::Options", "Head multiplier"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "A player who wins all three columns (Head) receives this many times the "
                "columns' value.")});
        OptionSpec contra{"contra", OptionType::Switch, "false", {}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "Contra and Recontra"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "Two players: before his turn a player may double the stake; the other plays on at the "
                "double stake or gives up. Doublings alternate.")};
        contra.omitWhenDefault = true;
        all.push_back(contra);
        // Seed 001, Spielvarianten: "Doppelhand", two turns for each box, the better kept.
        OptionSpec doubleHand{"double_hand", OptionType::Switch, "false", {}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "Doppelhand"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "Two turns for each box: the first turn's dice wait beside the tray, and the second "
                "turn writes one box with the better of the two. For a team of two at one sheet, "
                "each plays one of the turns.")};
        doubleHand.omitWhenDefault = true;
        all.push_back(doubleHand);
        OptionSpec columns{"columns", OptionType::Choice, "3", {"3", "2"}, 0, 0,
            QT_TRANSLATE_NOOP("knobel::Options", "Columns"),
            QT_TRANSLATE_NOOP("knobel::Options",
                "Two columns: the first is played as usual; then the second is written from the top down, "
                "with a Served row for any served combination, and the sums run down both columns. The "
                "winner receives the difference of the sums.")};
        columns.omitWhenDefault = true;
        all.push_back(columns);
        return all;
    }();
    return options;
}

std::vector<int> WuerfelPoker::columnValues(const RuleOptions& options) const
{
    if (twoColumns(options))
        return {}; // settled by the difference of the sums, not column against column
    return options.value("column_values") == "2-2-4" ? std::vector<int>{2, 2, 4} : std::vector<int>{1, 2, 4};
}

Problem WuerfelPoker::checkSetup(const GameSetup& setup) const
{
    // Seed 001: Contra puts "den Gegner" before the choice: one opponent.
    if (setup.options.flag("contra") && setup.players.size() != 2)
        return "Contra is played by two players, not " + std::to_string(setup.players.size());
    // Giving up costs the columns' chips; two columns are settled by points, which a given-up game has not.
    if (setup.options.flag("contra") && twoColumns(setup.options))
        return std::string("Contra is played on the three-column sheet, not with columns=2");
    // The seed names both as variants of the game, not together; their computers are built apart.
    if (setup.options.flag("double_hand") && twoColumns(setup.options))
        return std::string("Doppelhand is played on the three-column sheet, not with columns=2");
    return std::nullopt;
}

int WuerfelPoker::givingUpCosts(const RuleOptions& options) const
{
    int columns = 0;
    for (int value : columnValues(options))
        columns += value;
    return columns;
}

Result WuerfelPoker::result(const std::vector<Sheet>& sheets, const RuleOptions& options) const
{
    if (twoColumns(options))
        return settleByDifference(sheets); // seed 001: "nach dem Vorsprung in Augenpunkten"
    return settleColumnByColumn(sheets, columnValues(options), headMultiplier(options));
}

// The two-column game, seed 001 ("Ein Spiel über zwei Spalten"): "Zunächst wird die erste Spalte
// vollständig ausgefüllt, und zwar in der üblichen Form. Danach wird die zweite [Spalte] … von oben nach
// unten" — column 1 in any order, then column 2 from the Einser down; "statt des Grande serviert ein
// Feld für Servierungen überhaupt", and each box of column 2 holds the sum of its row in both columns
// "UND der darüberliegenden Summe": the rows above in both columns, not column 1's whole total.

bool WuerfelPoker::twoColumns(const RuleOptions& options)
{
    return options.value("columns") == "2";
}

int WuerfelPoker::columnCount(const RuleOptions& options) const
{
    return twoColumns(options) ? 2 : 3;
}

int WuerfelPoker::freeColumnCount(const RuleOptions& options) const
{
    return twoColumns(options) ? 1 : 3;
}

bool WuerfelPoker::isOpen(const Sheet& sheet, int column, int row, const RuleOptions& options) const
{
    if (!sheet.isFree(column, row))
        return false;
    if (!twoColumns(options) || column == 0)
        return true;
    for (int r = 0; r < sheet.rows(); ++r)
        if (sheet.isFree(0, r))
            return false; // column 1 first
    return row == 0 || !sheet.isFree(column, row - 1); // then top down
}

bool WuerfelPoker::isServedRow(int column, int row, const RuleOptions& options)
{
    return twoColumns(options) && column == 1 && row == FiveServedRow;
}

int WuerfelPoker::boxPoints(int column, int row, const Throw& dice, const RuleOptions& options) const
{
    if (!isServedRow(column, row, options))
        return points(row, dice, options);
    // Any served combination, at its served points. A served Grande keeps the 100 of the place it
    // stands in ("auch für Straße serviert oder Poker serviert": the Grande serviert still counts here).
    if (!dice.served)
        return 0;
    int best = 0;
    for (int r : {int(StraightRow), int(FullHouseRow), int(FourRow), int(FiveServedRow)})
        best = std::max(best, points(r, dice, options));
    return best;
}

std::vector<int> WuerfelPoker::boxValues(int column, int row, const RuleOptions& options) const
{
    if (!isServedRow(column, row, options))
        return allowedValues(row, options);
    std::vector<int> values{0};
    for (int r : {int(StraightRow), int(FullHouseRow), int(FourRow), int(FiveServedRow)})
        values.push_back(allowedValues(r, options).back());
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    return values;
}

const char* WuerfelPoker::boxName(int column, int row, const RuleOptions& options) const
{
    return isServedRow(column, row, options) ? QT_TRANSLATE_NOOP("knobel::WuerfelPoker", "Served") : nullptr;
}

std::optional<int> WuerfelPoker::runningSum(
    const Sheet& sheet, int column, int row, const RuleOptions& options) const
{
    if (!twoColumns(options) || column != 1 || sheet.isFree(column, row))
        return std::nullopt;
    int sum = 0;
    for (int r = 0; r <= row; ++r)
        sum += sheet.box(0, r).value_or(0) + sheet.box(1, r).value_or(0);
    return sum;
}

int WuerfelPoker::footTotal(const Sheet& sheet, int column, const RuleOptions& options) const
{
    // The second column's foot: the sum the running sums end in, the game's sum.
    return twoColumns(options) && column == 1 ? sheet.total() : sheet.columnTotal(column);
}

} // namespace knobel
