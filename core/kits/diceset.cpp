// SPDX-License-Identifier: GPL-3.0-or-later
#include "kits/diceset.h"

#include <algorithm>
#include <string>

#include <QtCore/qglobal.h>

namespace knobel {

bool DiceSet::allHeld() const
{
    return std::find(held.begin(), held.end(), false) == held.end();
}

void DiceSet::reset(int count)
{
    faces.clear();
    held.assign(std::size_t(count), false);
    locked.assign(std::size_t(count), false);
    served = false;
    throwsMade = 0;
}

Problem DiceSet::checkDie(int die) const
{
    if (die < 0 || die >= count())
        return "there is no die " + std::to_string(die + 1) + "; this game has " + std::to_string(count());
    if (!thrown())
        return std::string("dice are set aside only after a throw");
    return std::nullopt;
}

Problem DiceSet::hold(int die)
{
    if (auto problem = checkDie(die))
        return problem;
    if (held[std::size_t(die)])
        return "die " + std::to_string(die + 1) + " is already set aside";
    held[std::size_t(die)] = true;
    return std::nullopt;
}

Problem DiceSet::release(int die)
{
    if (auto problem = checkDie(die))
        return problem;
    if (!held[std::size_t(die)])
        return "die " + std::to_string(die + 1) + " is not set aside";
    if (locked[std::size_t(die)])
        return "die " + std::to_string(die + 1) + " stays aside: dice set aside are final in this game";
    held[std::size_t(die)] = false;
    return std::nullopt;
}

ThrowSpec DiceSet::throwSpec(int group) const
{
    ThrowSpec spec;
    spec.group = group;
    spec.current = thrown() ? faces : std::vector<int>(std::size_t(count()), 0);
    spec.thrown.resize(std::size_t(count()));
    for (std::size_t d = 0; d < spec.thrown.size(); ++d)
        spec.thrown[d] = !held[d];
    return spec;
}

Problem DiceSet::take(const std::vector<int>& newFaces, bool firstOnly, bool strictKeep)
{
    if (int(newFaces.size()) != count())
        return "a throw needs " + std::to_string(count()) + " dice";
    for (std::size_t d = 0; d < newFaces.size(); ++d) {
        if (newFaces[d] < 1 || newFaces[d] > kFaceCount)
            return std::string("a die shows a face dice do not have");
        if (held[d] && thrown() && newFaces[d] != faces[d])
            return "die " + std::to_string(d + 1) + " is set aside and cannot change";
    }
    const bool allThrown = std::find(held.begin(), held.end(), true) == held.end();
    faces = newFaces;
    ++throwsMade;
    served = allThrown && (throwsMade == 1 || !firstOnly);
    if (strictKeep)
        for (std::size_t d = 0; d < held.size(); ++d)
            locked[d] = locked[d] || held[d];
    return std::nullopt;
}

DiceGroupView DiceSet::view(std::string id, Seat owner, DieKind kind, bool hidden) const
{
    DiceGroupView group;
    group.id = std::move(id);
    group.owner = owner;
    group.kind = kind;
    group.throwsMade = throwsMade;
    group.served = hidden ? false : served;
    for (std::size_t d = 0; d < held.size(); ++d) {
        DieView die;
        die.face = (hidden || !thrown()) ? 0 : faces[d];
        die.held = held[d];
        die.locked = locked[d];
        die.hidden = hidden && thrown();
        group.dice.push_back(die);
    }
    return group;
}

std::optional<DiceSet::Rethrow> DiceSet::rethrowOf(const std::vector<int>& newFaces) const
{
    if (!thrown() || newFaces.size() != held.size())
        return std::nullopt;
    Rethrow rethrow;
    for (std::size_t d = 0; d < newFaces.size(); ++d)
        (held[d] ? rethrow.kept : rethrow.thrown).push_back(newFaces[d]);
    return rethrow;
}

Message DiceSet::describeThrow(const Message& who, const std::vector<int>& newFaces, DieKind kind) const
{
    constexpr Sayer say{"knobel::DiceSet"};
    // A throw again is one line: what stayed aside and what was thrown, not a line for every die.
    if (const auto rethrow = rethrowOf(newFaces)) {
        if (rethrow->kept.empty())
            return say(QT_TRANSLATE_NOOP("knobel::DiceSet", "%1 throws all the dice again: %2."),
                {who, facesMessage(rethrow->thrown, kind)});
        return say(QT_TRANSLATE_N_NOOP("knobel::DiceSet", "%1 keeps %2 and throws %n dice again: %3."),
            {who, facesMessage(rethrow->kept, kind), facesMessage(rethrow->thrown, kind)},
            int(rethrow->thrown.size()));
    }
    return say(QT_TRANSLATE_NOOP("knobel::DiceSet", "%1 throws %2."), {who, facesMessage(newFaces, kind)});
}

Problem liftCup(std::array<int, 5>& cup, const std::vector<int>& faces)
{
    if (faces.size() != cup.size())
        return std::string("a cup holds five dice");
    for (std::size_t d = 0; d < cup.size(); ++d) {
        if (faces[d] < 1 || faces[d] > 6)
            return std::string("a die shows a face from 1 to 6");
        if (cup[d] != 0 && faces[d] != cup[d])
            return std::string("the table saw this die: it shows what it showed");
    }
    std::copy(faces.begin(), faces.end(), cup.begin());
    return std::nullopt;
}

} // namespace knobel
