// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/blaueaugen/blaueaugen.h"

#include <algorithm>
#include <numeric>

#include <QtCore/qglobal.h>

namespace knobel {

namespace {

constexpr Sayer say{"knobel::BlaueAugen"};

} // namespace

const char* BlaueAugenDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Three dice in turn; only the even pips (2, 4, 6) count. After the agreed rounds the highest total "
        "wins.");
}

const std::vector<OptionSpec>& BlaueAugenDef::options() const
{
    static const std::vector<OptionSpec> specs{roundsOption(kRounds)};
    return specs;
}

std::size_t BlaueAugenDef::maxActions(const GameSetup& setup) const
{
    return std::size_t(roundsIn(setup, kRounds)) * std::max<std::size_t>(1, setup.players.size());
}

std::vector<int> BlaueAugenDef::counted(const std::vector<int>& faces, bool odd)
{
    std::vector<int> counted;
    for (int face : faces)
        if ((face % 2 == 1) == odd)
            counted.push_back(face);
    return counted;
}

int BlaueAugenDef::score(const std::vector<int>& faces, bool odd)
{
    const std::vector<int> pips = counted(faces, odd);
    return std::accumulate(pips.begin(), pips.end(), 0);
}

BlaueAugenState::BlaueAugenState(const GameSetup& setup, bool oddPips)
    : TallyState(setup, 3, roundsIn(setup, BlaueAugenDef::kRounds))
    , m_odd(oddPips)
{
}

Message BlaueAugenState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = by >= 0 && by < seats() ? name(by) : Message::plain("");
    if (action.type != Action::Type::Throw || action.faces.size() != 3 || by < 0 || by >= seats())
        return say(QT_TRANSLATE_NOOP("knobel::BlaueAugen", "%1 throws the three dice."), {who});
    // Said as the game stood before the throw: "Anna throws 2, 5 and 6: the even pips make 2 + 6 = 8; Anna
    // has 20."
    const std::vector<int> pips = BlaueAugenDef::counted(action.faces, m_odd);
    const Message faces = diceInWords(action.faces);
    const int total = totals()[std::size_t(by)];
    if (pips.empty())
        return say(m_odd
                ? QT_TRANSLATE_NOOP("knobel::BlaueAugen", "%1 throws %2: no odd pips; %1 stays at %3.")
                : QT_TRANSLATE_NOOP("knobel::BlaueAugen", "%1 throws %2: no even pips; %1 stays at %3."),
            {who, faces, Message::number(total)});
    return say(m_odd
            ? QT_TRANSLATE_NOOP("knobel::BlaueAugen", "%1 throws %2: the odd pips make %3; %1 has %4.")
            : QT_TRANSLATE_NOOP("knobel::BlaueAugen", "%1 throws %2: the even pips make %3; %1 has %4."),
        {who, faces, Message::plain(sumText(pips)), Message::number(total + score(action.faces))});
}

} // namespace knobel
