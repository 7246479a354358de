// SPDX-License-Identifier: GPL-3.0-or-later
#include "wuerfelpoker.h"

#include <QtGlobal>

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
        return all;
    }();
    return options;
}

std::vector<int> WuerfelPoker::columnValues(const RuleOptions& options) const
{
    return options.value("column_values") == "2-2-4" ? std::vector<int>{2, 2, 4} : std::vector<int>{1, 2, 4};
}

Problem WuerfelPoker::checkSetup(const GameSetup& setup) const
{
    // Seed 001: Contra puts "den Gegner" before the choice: one opponent.
    if (setup.options.flag("contra") && setup.players.size() != 2)
        return "Contra is played by two players, not " + std::to_string(setup.players.size());
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
    return settleColumnByColumn(sheets, columnValues(options), headMultiplier(options));
}

} // namespace knobel
