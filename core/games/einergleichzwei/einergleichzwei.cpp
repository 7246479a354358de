// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/einergleichzwei/einergleichzwei.h"

#include <algorithm>

#include <QtCore/qglobal.h>

namespace knobel {

namespace {

constexpr Sayer say{"knobel::EinerGleichZwei"};

/// The scores of all 216 throws, each once.
template <class F> double overAllThrows(F value)
{
    double sum = 0;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            for (int c = 1; c <= 6; ++c)
                sum += value(EinerGleichZweiDef::score({a, b, c}));
    return sum / 216;
}

} // namespace

const char* EinerGleichZweiDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Ten throws of three dice each: when two dice add up to the third, the third's pips count. The "
        "highest total wins.");
}

std::size_t EinerGleichZweiDef::maxActions(const GameSetup& setup) const
{
    return std::size_t(kThrows) * std::max<std::size_t>(1, setup.players.size());
}

int EinerGleichZweiDef::third(const std::vector<int>& faces)
{
    if (faces.size() != 3)
        return 0;
    std::vector<int> sorted = faces;
    std::sort(sorted.begin(), sorted.end());
    // Only the highest die can be the sum of the two others.
    return sorted[0] + sorted[1] == sorted[2] ? sorted[2] : 0;
}

double EinerGleichZweiDef::expectedThrow()
{
    return overAllThrows([](int s) { return double(s); });
}

double EinerGleichZweiDef::throwVariance()
{
    const double mean = expectedThrow();
    return overAllThrows([](int s) { return double(s) * s; }) - mean * mean;
}

EinerGleichZweiState::EinerGleichZweiState(const GameSetup& setup)
    : TallyState(setup, 3, EinerGleichZweiDef::kThrows)
{
}

Message EinerGleichZweiState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = by >= 0 && by < seats() ? name(by) : Message::plain("");
    if (action.type != Action::Type::Throw || action.faces.size() != 3 || by < 0 || by >= seats())
        return say(QT_TRANSLATE_NOOP("knobel::EinerGleichZwei", "%1 throws the three dice."), {who});
    // Said as the game stood before the throw: "Anna throws 2, 3 and 5: 2 + 3 = 5 scores 5; Anna has 5."
    const Message faces = diceInWords(action.faces);
    const int total = totals()[std::size_t(by)];
    const int third = EinerGleichZweiDef::third(action.faces);
    if (third == 0)
        return say(QT_TRANSLATE_NOOP("knobel::EinerGleichZwei",
                       "%1 throws %2: no two dice add up to the third; %1 stays at %3."),
            {who, faces, Message::number(total)});
    std::vector<int> sorted = action.faces;
    std::sort(sorted.begin(), sorted.end());
    return say(
        QT_TRANSLATE_NOOP("knobel::EinerGleichZwei", "%1 throws %2: %3 + %4 = %5 scores %5; %1 has %6."),
        {who, faces, Message::number(sorted[0]), Message::number(sorted[1]), Message::number(third),
            Message::number(total + third)});
}

} // namespace knobel
