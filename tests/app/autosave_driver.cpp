// SPDX-License-Identifier: GPL-3.0-or-later
// The game loop of the desktop program without its window: GameController with autosave, driven
// by commands on standard input, printing the visible state after each. tst_killresume kills it.
//
//   autosave_driver FOLDER play GAME SEED    then lines: throw | toggle N | write-best
//   autosave_driver FOLDER resume            prints the state of the one unfinished game
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <iostream>
#include <string>

#include "autosavestore.h"
#include "gamecontroller.h"
#include "match.h"
#include "session/gamesession.h"

namespace {

void printState(const GameController& game)
{
    const knobel::Match& match = *game.match();
    QJsonArray sheets;
    for (const auto& sheet : match.sheets()) {
        QJsonArray boxes;
        for (int c = 0; c < sheet.columns(); ++c)
            for (int r = 0; r < sheet.rows(); ++r)
                boxes.append(sheet.box(c, r) ? QJsonValue(*sheet.box(c, r)) : QJsonValue());
        sheets.append(boxes);
    }
    QJsonArray dice, held;
    for (int face : match.dice())
        dice.append(face);
    for (bool aside : match.held())
        held.append(aside);
    const QJsonObject state{{"sheets", sheets}, {"dice", dice}, {"held", held},
        {"throwsLeft", match.throwsLeft()}, {"player", match.currentPlayer()},
        {"actions", int(match.record().actions.size())}};
    std::fputs(QJsonDocument(state).toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputs("\n", stdout);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 3)
        return 2;
    const QString folder = args[1];
    GameController game;
    game.setAutosaveFolder(folder);
    if (args[2] == QLatin1String("resume")) {
        AutosaveStore store;
        store.setFolder(folder);
        const QVariantList unfinished = store.unfinishedGames();
        GameSession session;
        session.setSheet(&game);
        if (unfinished.size() != 1 || !session.resume(unfinished[0].toMap()["file"].toString()).isEmpty())
            return 1;
        printState(game);
        return 0;
    }
    if (args.size() != 5 || !game.startGame(args[3], {"Anna", "Ben"}, {}, args[4], false).isEmpty())
        return 2;
    printState(game);
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line == "throw") {
            game.throwDice();
        } else if (line.rfind("toggle ", 0) == 0) {
            game.toggleDie(std::stoi(line.substr(7)));
        } else if (line == "write-best") {
            const knobel::Match& match = *game.match();
            int bestColumn = 0, bestRow = -1, best = -1;
            for (int c = 0; c < match.sheetGame().columnCount(); ++c)
                for (int r = 0; r < int(match.sheetGame().rows().size()); ++r)
                    if (match.sheet(match.currentPlayer()).isFree(c, r) && match.canWrite()
                        && match.preview(r) > best) {
                        best = match.preview(r);
                        bestColumn = c;
                        bestRow = r;
                    }
            if (bestRow >= 0)
                game.writeBox(bestColumn, bestRow);
        }
        printState(game);
    }
    return 0;
}
