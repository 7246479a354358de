// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the tests of the games without decisions (core/kits/race.h) all need: a table of seats A, B,
// C…, a throw of given faces, and a whole game thrown out at the table.

#include <QList>
#include <QString>
#include <QtGlobal>

#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include "engine/registry.h"
#include "gamefile.h"
#include "match.h"

namespace knobel::testing {

/// A table of this game with its default options and the players A, B, C, … .
inline GameSetup raceSetup(const char* id, int seats, std::uint64_t seed = 1)
{
    GameSetup setup{id, findGameDef(id)->defaultOptions(), {}, seed, Mode::Play, {}};
    for (int s = 0; s < seats; ++s)
        setup.players.push_back(std::string(1, char('A' + s)));
    return setup;
}

/// A throw that shows these faces (one die, two or three).
inline Action thrown(std::initializer_list<int> faces)
{
    Action a = Action::throwDice();
    a.faces = faces;
    return a;
}
inline Action thrown(int face)
{
    return thrown({face});
}
inline Action thrown(int first, int second)
{
    return thrown({first, second});
}
inline Action thrown(int first, int second, int third)
{
    return thrown({first, second, third});
}

/// One die thrown: what the state says to it.
inline Problem throwFace(State& state, int face)
{
    return state.apply(thrown(face));
}

/// Throws these faces of one die one after another; the first refusal, or "".
inline QString throwAll(State& state, const QList<int>& faces)
{
    for (int face : faces)
        if (const Problem problem = state.apply(thrown(face)))
            return QString::fromStdString(*problem);
    return {};
}

/// A whole game at the table: the seat on turn throws until it is over.
inline Match playedOut(const GameSetup& setup)
{
    Match match(setup);
    while (!match.isFinished())
        if (const Problem problem = match.apply(Action::throwDice()))
            qFatal("a throw was refused: %s", problem->c_str());
    return match;
}

/// Applies an action of this type with these faces: "" when the state refuses it and then shows
/// exactly what it showed before, otherwise what went wrong.
inline QString refusedAndUnchanged(State& state, int type, const QList<int>& faces)
{
    const Observation before = state.observe(kNoSeat);
    Action a;
    a.type = Action::Type(type);
    a.faces = std::vector<int>(faces.begin(), faces.end());
    if (!state.apply(a))
        return QStringLiteral("the action was taken");
    if (!(state.observe(kNoSeat) == before))
        return QStringLiteral("the refusal changed what the table shows");
    return {};
}

/// A seeded game thrown out, written and read back: "" when the file reads back to the same result
/// and the same bytes and the seed throws the same game again, otherwise what differs.
inline QString replaysExactly(const Match& match, const GameSetup& setup)
{
    const QByteArray bytes = gamefile::write(match.record());
    std::string problem;
    auto reopened = gamefile::read(bytes, problem);
    if (!reopened)
        return QString::fromStdString(problem);
    if (!(reopened->result() == match.result()))
        return QStringLiteral("the file read back has another result");
    if (gamefile::write(reopened->record()) != bytes)
        return QStringLiteral("the file read back writes other bytes");
    if (!(playedOut(setup).record() == match.record()))
        return QStringLiteral("the same seed threw another game");
    return {};
}

} // namespace knobel::testing
