// SPDX-License-Identifier: GPL-3.0-or-later
#include "verify.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <charconv>
#include <cstdio>

#include "engine/registry.h"
#include "fairdice.h"
#include "gamefile.h"
#include "match.h"
#include "safefile.h"
#include "text.h"

namespace knobel::cli {

namespace {

int refuse(const std::string& file, const std::string& problem, int code = 1)
{
    const std::string line = "knobel: " + visible(file + ": " + problem) + "\n";
    std::fwrite(line.data(), 1, line.size(), stderr);
    return code;
}

std::string dieList(const std::vector<int>& faces, DieKind kind)
{
    std::string out;
    for (int face : faces)
        out += (out.empty() ? "" : " ") + faceSymbol(face, kind);
    return out;
}

} // namespace

int verifyCommand(const std::vector<std::string>& args)
{
    if (args.size() != 2)
        return refuse("verify", "takes one game file", 2);
    const std::string& file = args[1];
    QString why;
    const auto bytes = SafeFile::read(QString::fromStdString(file), gamefile::kLargestFile, &why);
    if (!bytes)
        return refuse(file, why.toStdString(), 2);
    const QJsonObject root = QJsonDocument::fromJson(*bytes).object();
    if (root.value(QStringLiteral("dice")).toString() == QLatin1String("real")) {
        // Real dice thrown at the table (issue 32): no seed promised them; the rules are checked.
        std::string problem;
        const auto match = gamefile::read(*bytes, problem);
        if (!match)
            return refuse(file, problem, 2);
        std::printf("real dice: the players threw their own dice and typed them; no seed threw them, so "
                    "there is no seed to verify\n"
                    "the game follows the rules: %d actions%s\n",
            int(match->record().actions.size()), match->isFinished() ? ", finished" : ", not finished");
        return 0;
    }
    if (root.contains(QStringLiteral("sealed")))
        return refuse(file,
            "the game is not finished: its seed stays sealed until the end, and only then can it be "
            "checked");
    const QString fingerprint = root.value(QStringLiteral("fingerprint")).toString();
    if (!root.isEmpty() && fingerprint.isEmpty())
        return refuse(file,
            "it has no fingerprint (a game from before fingerprints, or one not started in the window): "
            "nothing was promised before it began");

    // 1. The fingerprint shown at the start: SHA-256 of the salt and the seed, both shown at the end.
    const std::string salt = root.value(QStringLiteral("salt")).toString().toStdString();
    const std::string seedText = root.value(QStringLiteral("seed")).toString().toStdString();
    std::uint64_t seed = 0;
    const auto [end, error] = std::from_chars(seedText.data(), seedText.data() + seedText.size(), seed);
    if (!root.isEmpty()
        && (seedText.empty() || error != std::errc() || end != seedText.data() + seedText.size()))
        return refuse(file, "its seed is not a whole number written as text");
    if (!root.isEmpty() && !fair::isSalt(salt))
        return refuse(file, "its salt is not 32 hexadecimal digits");
    if (!root.isEmpty() && fair::fingerprint(salt, seed) != fingerprint.toStdString())
        return refuse(file,
            "the fingerprint " + fingerprint.left(40).toStdString()
                + " is not the one of its salt and seed: SHA-256 of \"" + salt + seedText + "\" begins "
                + fair::fingerprint(salt, seed));

    // 2. Every die: the record replayed with its throws left to the seed, then compared die by die.
    std::string problem;
    const auto record = gamefile::readRecord(*bytes, problem);
    if (!record)
        return refuse(file, problem, 2);
    GameRecord blank = *record;
    for (Action& action : blank.actions)
        if (action.type == Action::Type::Throw)
            action.faces.clear();
    std::string replayProblem;
    const auto replayed = Match::replay(blank, replayProblem);
    const std::vector<Action> thrown = replayed ? replayed->record().actions : std::vector<Action>{};
    const DieKind kind = findGameDef(record->setup.game)->dieKindUnder(record->setup.options);
    int throws = 0;
    int dice = 0;
    for (std::size_t i = 0; i < record->actions.size(); ++i) {
        const Action& written = record->actions[i];
        if (written.type != Action::Type::Throw)
            continue;
        if (i >= thrown.size())
            break;
        const Action& fromSeed = thrown[i];
        for (std::size_t d = 0; d < std::max(written.faces.size(), fromSeed.faces.size()); ++d) {
            const int a = d < written.faces.size() ? written.faces[d] : 0;
            const int b = d < fromSeed.faces.size() ? fromSeed.faces[d] : 0;
            if (a != b)
                return refuse(file,
                    "action " + std::to_string(i + 1) + " (a throw"
                        + (written.group ? " of group " + std::to_string(written.group + 1) : std::string())
                        + "), die " + std::to_string(d + 1) + ": the file says " + faceSymbol(a, kind)
                        + ", seed " + seedText + " throws " + faceSymbol(b, kind)
                        + " (the file: " + dieList(written.faces, kind)
                        + "; the seed: " + dieList(fromSeed.faces, kind) + ")");
        }
        ++throws;
        dice += int(written.faces.size());
    }
    if (!replayed)
        return refuse(file, "its game does not follow the rules: " + replayProblem);
    if (thrown.size() != record->actions.size())
        return refuse(file,
            "the seed's game has " + std::to_string(thrown.size()) + " actions, the file "
                + std::to_string(record->actions.size()));
    if (!replayed->isFinished())
        return refuse(file, "the game is not finished: a game is checked when it is over");

    std::printf("fingerprint %s = the first 12 hexadecimal digits of SHA-256 of salt + seed: it matches\n"
                "dice: %d throws, %d dice, every one as seed %s throws it\n"
                "verified: the dice of this game are the dice its fingerprint promised\n",
        fingerprint.toUtf8().constData(), throws, dice, seedText.c_str());
    return 0;
}

} // namespace knobel::cli
