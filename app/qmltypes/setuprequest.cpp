// SPDX-License-Identifier: GPL-3.0-or-later
#include "setuprequest.h"

#include <algorithm>

#include "engine/registry.h"
#include "fairdice.h"
#include "gamename.h"
#include "match.h"
#include "realdice.h"
#include "text.h"

QString SetupRequest::check(knobel::GameSetup* setup, std::map<int, QString>* commands) const
{
    const knobel::GameDef* def = knobel::findGameDef(gameId.toStdString());
    if (!def)
        return tr("There is no game called %1.").arg(gameId);
    const QString name = displayName(*def);
    knobel::GameSetup made;
    made.game = std::string(def->id());
    made.mode = scorePad ? knobel::Mode::ScorePad : knobel::Mode::Play;
    made.options = def->defaultOptions();
    for (auto it = options.begin(); it != options.end(); ++it) {
        const QString value = it.value().typeId() == QMetaType::Bool
            ? (it.value().toBool() ? QStringLiteral("true") : QStringLiteral("false"))
            : it.value().toString();
        if (made.options.set(def->options(), it.key().toStdString(), value.toStdString()))
            return tr("The rule option %1 does not take the value %2.").arg(it.key(), value);
    }
    if (int(players.size()) < def->minPlayers() || int(players.size()) > def->maxPlayers())
        return tr("%1 is played by %2 to %3 players.")
            .arg(name)
            .arg(def->minPlayers())
            .arg(def->maxPlayers());
    for (qsizetype p = 0; p < players.size(); ++p) {
        const std::string player = players[p].trimmed().toStdString();
        if (const auto bad = knobel::checkName(player)) {
            switch (*bad) {
            case knobel::NameProblem::Blank:
                return tr("Every player needs a name.");
            case knobel::NameProblem::TooLong:
                return tr("The name of player %1 is longer than %2 characters.")
                    .arg(p + 1)
                    .arg(knobel::kLongestName);
            case knobel::NameProblem::Control:
                return tr(
                    "The name of player %1 holds a control character or one that turns the text around it.")
                    .arg(p + 1);
            }
        }
        made.players.push_back(player);
    }
    if (realDice && scorePad)
        return tr("The score pad keeps the score of real dice already: choose one of the two.");
    if (realDice && !knobel::realdice::possible(*def, made.options))
        return tr("%1 hides dice under cups: it cannot be played with real dice yet.").arg(name);
    if (const QString digits = seed.trimmed(); !digits.isEmpty()) {
        bool ok = false;
        const qulonglong number = digits.toULongLong(&ok, 10);
        // Digits only: toULongLong would take a sign.
        if (!ok || !std::all_of(digits.begin(), digits.end(), [](QChar c) { return c.isDigit(); }))
            return tr("The seed must be a whole number from 0 to 18446744073709551615.");
        made.seed = number;
    }
    // The fingerprint's salt, drawn for every game (a repeatable seed as much as new dice).
    if (!scorePad && !realDice)
        made.salt = knobel::fair::newSalt();
    if (scorePad && !def->hasScorePad())
        return tr("%1 has no score pad.").arg(name);
    if (!kinds.isEmpty() && kinds.size() != players.size())
        return tr("Every player needs a kind: %1 kinds for %2 players.")
            .arg(kinds.size())
            .arg(players.size());
    const auto levels = def->levels();
    std::map<int, QString> programs;
    for (const QString& kind : kinds) {
        if (kind.startsWith(QLatin1String("cmd:"))) {
            if (levels.empty())
                return tr("%1 has no decisions a program could make.").arg(name);
            const QString command = kind.mid(4).trimmed();
            if (command.isEmpty())
                return tr("A program seat needs a command line.");
            programs[int(made.kinds.size())] = command;
            made.kinds.push_back("program");
            continue;
        }
        if (kind != QLatin1String("human")
            && std::find(levels.begin(), levels.end(), kind.toStdString()) == levels.end())
            return tr("%1 has no computer player of the kind %2.").arg(name, kind);
        made.kinds.push_back(kind.toStdString());
    }
    // Würfel-Hold'em with real dice: every pocket comes from the bag at the table and is typed by its
    // owner; a computer's pocket could only reach the program through somebody's eyes.
    if (realDice && knobel::realdice::peopleOnly(*def, made.options)
        && std::any_of(
            made.kinds.begin(), made.kinds.end(), [](const std::string& k) { return k != "human"; }))
        return tr("%1 is played with real dice only when every seat is a person: a computer's pocket dice "
                  "would come from the bag at the table, and somebody would have to see them to type them.")
            .arg(name);
    // The rules' own checks: the options together, the game's (a stake within its limits).
    if (auto problem = knobel::Match::checkSetup(made))
        return QString::fromStdString(*problem);
    *setup = std::move(made);
    *commands = std::move(programs);
    return {};
}
