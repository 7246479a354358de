// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the game file loader: any bytes are refused with a message or read as a
// game, never a crash, a hang or undefined behaviour; and a game that was read survives being
// written and read again unchanged.
#include <QByteArray>

#include <cstdint>
#include <cstdlib>

#include "gamefile.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    std::string problem;
    const auto match = knobel::gamefile::read(bytes, problem);
    if (!match) {
        if (problem.empty())
            std::abort(); // a refusal must say why
        return 0;
    }
    std::string again;
    // Written as the file said its dice came (real dice, issue 32, are read back as real dice).
    const auto reread = knobel::gamefile::read(
        knobel::gamefile::write(
            match->record(), match->realDice() ? knobel::Match::Dice::Real : knobel::Match::Dice::Drawn),
        again);
    if (!reread || !(reread->record() == match->record()) || reread->realDice() != match->realDice())
        std::abort();
    // The sheet games compare their sheets; every other game what the table sees.
    const bool same = match->isSheetGame()
        ? reread->sheets() == match->sheets()
        : reread->observe(knobel::kNoSeat) == match->observe(knobel::kNoSeat);
    if (!same)
        std::abort();
    return 0;
}
