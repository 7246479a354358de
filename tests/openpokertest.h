// SPDX-License-Identifier: GPL-3.0-or-later
// What the tests of the open-poker games (Offenes Würfelpoker, Al Capone, Würfelpoker with pip dice)
// share: a setup, faces by name, a scripted round and the facts a row checks.
#pragma once

#include <QStringList>
#include <QTest>

#include "engine/registry.h"
#include "kits/openpoker.h"

namespace knobel::openpokertest {

inline GameSetup setupFor(const char* game, int seats, const QStringList& options, std::uint64_t seed)
{
    const GameDef& def = *findGameDef(game);
    GameSetup setup{game, def.defaultOptions(), {}, seed, Mode::Play, {}};
    for (const QString& o : options) {
        const auto problem = setup.options.assign(def.options(), o.toStdString());
        if (problem)
            qFatal("%s", problem->c_str());
    }
    for (int s = 0; s < seats; ++s)
        setup.players.push_back(std::string(1, char('A' + s)));
    return setup;
}

/// "K K 9 A Q" in the poker dice's letters (9 T J Q K A), or "6 6 1 2 3" in pips.
inline std::vector<int> facesOf(const QString& text, bool pips)
{
    std::vector<int> out;
    for (const QString& t : text.split(' ', Qt::SkipEmptyParts))
        out.push_back(pips ? t.toInt() : int(QString("9TJQKA").indexOf(t.at(0))) + 1);
    return out;
}

/// Runs a script for the seat to act: "t:KK9AQ" (pips: "t:66123") throws these faces, "h:0" / "r:0" keeps or
/// takes back die 1, "s" stops, "n" does not raise, "b:2" raises by 2, "k" calls, "f" folds. A step written
/// "!…" must be refused, and a refusal must change nothing.
inline QString run(OpenPokerState& state, const QString& script, bool pips)
{
    for (const QString& raw : script.split(' ', Qt::SkipEmptyParts)) {
        const bool refused = raw.startsWith('!');
        const QString step = refused ? raw.mid(1) : raw;
        const Seat seat = state.toAct();
        Action action;
        switch (step.at(0).toLatin1()) {
        case 't': {
            action = Action::throwDice(seat);
            QString faces;
            for (QChar c : step.mid(2))
                faces += QString(c) + ' ';
            action.faces = facesOf(faces, pips);
            break;
        }
        case 'h':
            action = Action::hold(step.mid(2).toInt(), seat);
            break;
        case 'r':
            action = Action::release(step.mid(2).toInt(), seat);
            break;
        case 's':
            action = Action::stop();
            break;
        case 'n':
            action = Action::betting(BetKind::Check);
            break;
        case 'b':
            action = Action::betting(BetKind::Bet, step.mid(2).toInt());
            break;
        case 'k':
            action = Action::betting(BetKind::Call);
            break;
        default:
            action = Action::betting(BetKind::Fold);
            break;
        }
        const auto before = state.observe(kNoSeat);
        const Problem problem = state.apply(action);
        if (refused != bool(problem))
            return raw
                + (problem ? ": " + QString::fromStdString(*problem) : QStringLiteral(": was not refused"));
        if (problem && !(state.observe(kNoSeat) == before))
            return raw + QStringLiteral(": refused but changed the game");
    }
    return {};
}

/// The facts a row checks, seats counted from the round's first player `first`.
inline QStringList facts(const OpenPokerState& state, Seat first)
{
    const int n = state.seats();
    QStringList chips, in;
    for (int k = 0; k < n; ++k) {
        const Seat s = (first + k) % n;
        chips << QString::number(
            state.ledger().balance(s) + state.ledger().inPot(s)); // before this round's stakes
        in << (state.hasFolded(s) ? QStringLiteral("x") : QString::number(state.ledger().inPot(s)));
    }
    const auto o = state.observe(kNoSeat);
    return {QStringLiteral("pot=%1").arg(state.ledger().pot()), QStringLiteral("stake=%1").arg(state.stake()),
        QStringLiteral("chips=") + chips.join(','), QStringLiteral("in=") + in.join(','),
        QStringLiteral("turn=%1").arg(state.isTerminal() ? -1 : (state.toAct() - first + n) % n),
        QStringLiteral("round=%1").arg(state.session().round()),
        QStringLiteral("phase=%1").arg(QString::fromStdString(o.fact<std::string>("phase").value_or(""))),
        QStringLiteral("tie=%1").arg(state.tieRounds()),
        QStringLiteral("starter=%1").arg((state.session().starter() - first + n) % n)};
}

} // namespace knobel::openpokertest
