// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/pasch/pasch.h"

#include <algorithm>

#include <QtCore/qglobal.h>

namespace knobel {

namespace {

constexpr Sayer say{"knobel::Pasch"};

} // namespace

const char* PaschDef::description() const
{
    return QT_TRANSLATE_NOOP("knobel::Games",
        "Three dice in turn; only pairs count: a pair its pips, three alike four times the face. After the "
        "agreed rounds the highest total wins.");
}

const std::vector<OptionSpec>& PaschDef::options() const
{
    static const std::vector<OptionSpec> specs{roundsOption(kRounds)};
    return specs;
}

std::size_t PaschDef::maxActions(const GameSetup& setup) const
{
    return std::size_t(roundsIn(setup, kRounds)) * std::max<std::size_t>(1, setup.players.size());
}

int PaschDef::pairFace(const std::vector<int>& faces)
{
    for (std::size_t i = 0; i < faces.size(); ++i)
        for (std::size_t j = i + 1; j < faces.size(); ++j)
            if (faces[i] == faces[j])
                return faces[i];
    return 0;
}

bool PaschDef::threeAlike(const std::vector<int>& faces)
{
    return faces.size() == 3 && faces[0] == faces[1] && faces[1] == faces[2];
}

int PaschDef::score(const std::vector<int>& faces)
{
    const int face = pairFace(faces);
    return threeAlike(faces) ? 4 * face : 2 * face;
}

PaschState::PaschState(const GameSetup& setup)
    : TallyState(setup, 3, roundsIn(setup, PaschDef::kRounds))
{
}

Message PaschState::describe(const Action& action, Seat by, Seat /*viewer*/) const
{
    const Message who = by >= 0 && by < seats() ? name(by) : Message::plain("");
    if (action.type != Action::Type::Throw || action.faces.size() != 3 || by < 0 || by >= seats())
        return say(QT_TRANSLATE_NOOP("knobel::Pasch", "%1 throws the three dice."), {who});
    // Said as the game stood before the throw: "Anna throws 3, 5 and 3: the pair of 3s scores 6; Anna has 6."
    const Message faces = diceInWords(action.faces);
    const int total = totals()[std::size_t(by)];
    const int face = PaschDef::pairFace(action.faces);
    const Message after = Message::number(total + PaschDef::score(action.faces));
    if (face == 0)
        return say(QT_TRANSLATE_NOOP("knobel::Pasch", "%1 throws %2: no pair; %1 stays at %3."),
            {who, faces, Message::number(total)});
    if (PaschDef::threeAlike(action.faces))
        return say(QT_TRANSLATE_NOOP("knobel::Pasch", "%1 throws %2: three alike, 4 × %3 = %4; %1 has %5."),
            {who, faces, Message::number(face), Message::number(4 * face), after});
    return say(QT_TRANSLATE_NOOP("knobel::Pasch", "%1 throws %2: the pair of %3s scores %4; %1 has %5."),
        {who, faces, Message::number(face), Message::number(2 * face), after});
}

} // namespace knobel
