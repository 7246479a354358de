// SPDX-License-Identifier: GPL-3.0-or-later
#include "escalero.h"

#include <QtGlobal>

namespace knobel {

// Seed 000, "Escalero": Quint 25 (served 30), Full Hand 30 (35), Poker 40 (45), Fünfling 50, served 100.
Escalero::Escalero()
    : FiveDiceSheetGame({25, 30, 30, 35, 40, 45, 50, 50, 100})
{
}

const char* Escalero::description() const
{
    return QT_TRANSLATE_NOOP(
        "knobel::Games", "Five poker dice, three throws, eleven rows; served combinations score more.");
}

const std::vector<RowSpec>& Escalero::rows() const
{
    static const std::vector<RowSpec> rows{
        {"nines", QT_TRANSLATE_NOOP("knobel::Escalero", "Nines")},
        {"tens", QT_TRANSLATE_NOOP("knobel::Escalero", "Tens")},
        {"jacks", QT_TRANSLATE_NOOP("knobel::Escalero", "Jacks")},
        {"queens", QT_TRANSLATE_NOOP("knobel::Escalero", "Queens")},
        {"kings", QT_TRANSLATE_NOOP("knobel::Escalero", "Kings")},
        {"aces", QT_TRANSLATE_NOOP("knobel::Escalero", "Aces")},
        {"quint", QT_TRANSLATE_NOOP("knobel::Escalero", "Straight"), true},
        {"full_hand", QT_TRANSLATE_NOOP("knobel::Escalero", "Full house")},
        {"poker", QT_TRANSLATE_NOOP("knobel::Escalero", "Four of a kind")},
        {"five", QT_TRANSLATE_NOOP("knobel::Escalero", "Five of a kind")},
        {"five_served", QT_TRANSLATE_NOOP("knobel::Escalero", "Five of a kind served")},
    };
    return rows;
}

const std::vector<OptionSpec>& Escalero::options() const
{
    static const std::vector<OptionSpec> options = [] {
        auto all = sharedOptions();
        // The row is "Full house" in English in both games, but Escalero's German sheet says
        // "Full Hand": the option that names it is translated in Escalero's own context.
        for (OptionSpec& spec : all)
            if (spec.id == "five_counts_as_full_hand") {
                spec.label = QT_TRANSLATE_NOOP("knobel::Escalero", "Five alike count as a full house");
                spec.description = QT_TRANSLATE_NOOP(
                    "knobel::Escalero", "Five dice alike may be written in the Full house row.");
                spec.translationContext = "knobel::Escalero";
            }
        return all;
    }();
    return options;
}

Result Escalero::result(const std::vector<Sheet>& sheets, const RuleOptions&) const
{
    return settleByDifference(sheets);
}

} // namespace knobel
