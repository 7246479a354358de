// SPDX-License-Identifier: GPL-3.0-or-later
#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>
#include <iostream>

#include "commandline.h"
#include "games/registry.h"

using namespace knobel;

namespace {

int fail(const std::string& problem)
{
    std::fprintf(stderr, "knobel: %s\n", problem.c_str());
    return 2;
}

const char* const kCommands = R"(Commands:
  games                          one line per game: id<TAB>name
  rows GAME                      the game's row ids in sheet order, as a JSON array
  score GAME DICE... [--served]  the points of one throw in every row, as a JSON object
  score GAME --batch             one JSON object per line "DICE... [served]" of standard input
  allowed GAME ROW               every value the row can hold, ascending, as a JSON array

Dice: 1-6 for pips; 9 10 J Q K A (German B D K A) for poker dice.)";

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("knobel"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KNOBEL_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Rules of the Knobelbecher dice games for scripts.\n\n")
        + QString::fromUtf8(kCommands));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption servedOption(
        QStringLiteral("served"), QStringLiteral("The throw threw all five dice at once."));
    const QCommandLineOption batchOption(
        QStringLiteral("batch"), QStringLiteral("Score lines read from standard input."));
    const QCommandLineOption ruleOption(QStringLiteral("option"),
        QStringLiteral("Set a rule option, e.g. column_values=2-2-4."), QStringLiteral("NAME=VALUE"));
    parser.addOptions({servedOption, batchOption, ruleOption});
    parser.addPositionalArgument(QStringLiteral("command"), QStringLiteral("games, rows, score or allowed"));
    parser.addPositionalArgument(QStringLiteral("arguments"), QStringLiteral("The command's arguments."),
        QStringLiteral("[arguments...]"));

    if (!parser.parse(QCoreApplication::arguments()))
        return fail(parser.errorText().toStdString());
    if (parser.isSet(helpOption))
        parser.showHelp(0);
    if (parser.isSet(versionOption))
        parser.showVersion();

    std::vector<std::string> args;
    for (const QString& arg : parser.positionalArguments())
        args.push_back(arg.toStdString());
    if (args.empty())
        return fail("no command given (games, rows, score, allowed); see --help");
    const std::string command = args[0];

    auto refuseFlag = [&](const QCommandLineOption& option, const char* name) -> std::optional<int> {
        if (parser.isSet(option))
            return fail("'" + command + "' takes no " + name);
        return std::nullopt;
    };

    if (command == "games") {
        if (args.size() != 1)
            return fail("'games' takes no arguments");
        for (auto [option, name] :
            {std::pair{&servedOption, "--served"}, {&batchOption, "--batch"}, {&ruleOption, "--option"}})
            if (auto code = refuseFlag(*option, name))
                return *code;
        std::fputs(cli::listGames().output.c_str(), stdout);
        return 0;
    }
    if (command != "rows" && command != "score" && command != "allowed")
        return fail("unknown command '" + command + "' (games, rows, score, allowed); see --help");
    if (args.size() < 2)
        return fail("'" + command + "' needs a game (one of: ohio, sechzerspiel, escalero, wuerfelpoker)");
    const Game* game = findGame(args[1]);
    if (!game) {
        std::string known;
        for (const Game* g : allGames())
            known += (known.empty() ? "" : ", ") + std::string(g->id());
        return fail("unknown game '" + args[1] + "' (known: " + known + ")");
    }
    RuleOptions options = game->defaultOptions();
    for (const QString& assignment : parser.values(ruleOption))
        if (auto problem = options.assign(game->options(), assignment.toStdString()))
            return fail(*problem);

    cli::Outcome outcome;
    if (command == "rows") {
        for (auto [option, name] :
            {std::pair{&servedOption, "--served"}, {&batchOption, "--batch"}, {&ruleOption, "--option"}})
            if (auto code = refuseFlag(*option, name))
                return *code;
        if (args.size() != 2)
            return fail("'rows' takes only a game");
        outcome = cli::listRows(*game);
    } else if (command == "allowed") {
        for (auto [option, name] : {std::pair{&servedOption, "--served"}, {&batchOption, "--batch"}})
            if (auto code = refuseFlag(*option, name))
                return *code;
        if (args.size() != 3)
            return fail("'allowed' takes a game and one row");
        outcome = cli::allowedValues(*game, args[2], options);
    } else if (parser.isSet(batchOption)) {
        if (args.size() != 2)
            return fail("'score --batch' reads the dice from standard input, not from arguments");
        if (auto code = refuseFlag(servedOption, "--served with --batch (write served on the line)"))
            return *code;
        std::ios::sync_with_stdio(false);
        outcome = cli::scoreBatch(*game, std::cin, options);
    } else {
        outcome = cli::scoreThrow(*game, {args.begin() + 2, args.end()}, parser.isSet(servedOption), options);
    }
    if (!outcome.error.empty())
        return fail(outcome.error);
    std::fwrite(outcome.output.data(), 1, outcome.output.size(), stdout);
    return 0;
}
