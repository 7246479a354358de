// SPDX-License-Identifier: GPL-3.0-or-later
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <map>
#include <memory>

#include "commandline.h"
#include "engine/registry.h"
#include "gamecontroller.h"
#include "gamefile.h"
#include "language.h"
#include "match.h"
#include "safefile.h"
#include "scoresheetmodel.h"
#include "sealkey.h"
#include "sheetpainter.h"
#include "sheetprintoutof.h"
#include "solver/autoplayer.h"
#include "solver/columnplanner.h"
#include "solver/sheetsolver.h"
#include "solver/tablecache.h"
#include "solver/topdowncolumn.h"
#include "tableprintout.h"

#include "enginecommands.h"
#include "stats.h"
#include "verify.h"

using namespace knobel;

namespace {

/// One line on standard error, whatever bytes the problem quotes (a NUL, an escape sequence), and exit 2.
int fail(const std::string& problem)
{
    const std::string line = "knobel: " + cli::visible(problem) + "\n";
    std::fwrite(line.data(), 1, line.size(), stderr);
    return 2;
}

const char* const kCommands = R"(Commands:
  games                          one line per game: id<TAB>name<TAB>family
  rows GAME                      the game's row ids in sheet order, as a JSON array
  score GAME DICE... [--served]  the points of one throw in every row, as a JSON object
  score GAME --batch             one JSON object per line "DICE... [served]" of standard input
  allowed GAME ROW               every value the row can hold, ascending, as a JSON array
  print --blank GAME --players N [--names "A,B"] [--option NAME=VALUE] --pdf OUT.pdf [--paper a4|letter] [--lang de|en]
                                 a blank score sheet to play on paper, as a vector PDF
  print FILE --pdf OUT.pdf [--paper a4|letter] [--lang de|en]
                                 a saved game (.knobel) as a vector PDF: its sheet, or a game
                                 off the sheet's result and rounds
  show FILE                      the state of a saved game, as a JSON object
  verify FILE                    a finished game's dice checked: its fingerprint is SHA-256 of its
                                 salt and seed, and every die is the one that seed throws; exit 1
                                 and the first place that differs when not
  stats [--history FILE]         per game and player how often each face fell against fair dice,
                                 with a chi-square test, from the window's history of finished games
  show FILE --as SEAT            what seat SEAT (from 1) may see of a saved game, as a JSON object
  match GAME --players L1,L2,... --games N --seed S
                                 computer against computer: per seat {"seat","level","mean","se"}, mean
                                 chips per game (or wins where the game has no chips; Ohio,
                                 Sechzerspiel and Würfel-Poker also take perfect-score, Perfect playing
                                 for points, on Würfel-Poker writing the total's row). A seat
                                 "cmd:PROGRAM ARGS" is played by a program over the player protocol
                                 (docs/protocol.md) [--time-limit SECONDS] [--fallback LEVEL|forfeit]
                                 [--log-dir DIR] [--transcript FILE]; its line adds name, decisions,
                                 problem, log
  policy GAME --level L          reads {"observation":...,"legal":[...]} lines, prints {"probs":[...]}
                                 (and "values" where the level ranks its choices) for each
  hand GAME DICE... | hand GAME --batch
                                 a poker hand: {"class": C, "key": [...]}; higher key, better hand
  solve GAME                     the exact value of a game (a sheet game: the best expected score of one
                                 sheet played alone; Poker Dice: the first thrower's chips), and the time
                                 it took
  simulate GAME --level beginner|good|perfect --games N --seed S
                                 N games played alone: mean, standard deviation, distribution of the totals
  exploit GAME --level LEVEL [--deals N] [--seed S] [--threads T]
                                 what a best response wins per deal against the level in each seat,
                                 with its standard error (liardice: in the real game with exact
                                 beliefs, N deals a seat, beside the figure within the table's
                                 abstraction)
  hint GAME --sheet JSON --dice DICE --throws-left K [--served]
                                 the best choices for a situation with their expected final scores, as JSON;
                                 --sheet {"queens":8,...}, on three columns [{...},{...},{...}]

Tables too big to build each time are kept in $XDG_CACHE_HOME/knobelbecher/tables.

Dice: 1-6 for pips; 9 10 J Q K A (German B D K A) for poker dice.)";
const char* const kCommandNames = "games, rows, score, allowed, print, show, solve, simulate, hint, match, "
                                  "policy, hand, exploit, verify, stats";

std::string solvableGames()
{
    std::string known;
    for (const GameDef* g : allGameDefs())
        if (g->hasSolution())
            known += (known.empty() ? "" : ", ") + std::string(g->id());
    return known;
}

std::string knownGames()
{
    std::string known;
    for (const SheetGame* g : allSheetGames())
        known += (known.empty() ? "" : ", ") + std::string(g->id());
    return known;
}

} // namespace

int printSheet(const QCommandLineParser& parser, const std::vector<std::string>& args);
int solveGame(const std::string& id, const QStringList& assignments);
int showGame(const std::vector<std::string>& args);
int runSolverCommand(const QCommandLineParser& parser, const std::vector<std::string>& args);
int runExploit(const QCommandLineParser& parser, const std::vector<std::string>& args);
using cli::readGameFile;

int main(int argc, char* argv[])
{
    // Only printing needs fonts, and so a GUI application; it draws offscreen, with no display.
    bool printing = false;
    for (int i = 1; i < argc; ++i)
        printing = printing || std::strcmp(argv[i], "print") == 0;
    if (printing && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Without a session (a CI job, a cron script) Qt would warn on standard error that it makes its
    // own runtime folder; a private one keeps standard error for the tool's own messages.
    static QTemporaryDir runtimeDir;
    if (printing && qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR") && runtimeDir.isValid())
        qputenv("XDG_RUNTIME_DIR", QFile::encodeName(runtimeDir.path()));
    std::unique_ptr<QCoreApplication> application(
        printing ? new QGuiApplication(argc, argv) : new QCoreApplication(argc, argv));
    QCoreApplication::setApplicationName(QStringLiteral("knobel"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KNOBEL_VERSION));
    setShippedTableFolders(shippedTableFoldersBeside(QCoreApplication::applicationDirPath().toStdString()));
    // A sealed (unfinished) game of the window opens with the window's key.
    SealKey::useFile(SealKey::windowFile());

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
    parser.addOptions({{QStringLiteral("level"), QStringLiteral("simulate: beginner, good or perfect."),
                           QStringLiteral("LEVEL")},
        {QStringLiteral("games"), QStringLiteral("simulate: how many games."), QStringLiteral("N")},
        {QStringLiteral("seed"), QStringLiteral("simulate: the seed of the first game."),
            QStringLiteral("S")},
        {QStringLiteral("sheet"), QStringLiteral("hint: the boxes written, as JSON."),
            QStringLiteral("JSON")},
        {QStringLiteral("dice"), QStringLiteral("hint: the dice on the table."), QStringLiteral("DICE")},
        {QStringLiteral("throws-left"), QStringLiteral("hint: throws left."), QStringLiteral("K")},
        {QStringLiteral("as"), QStringLiteral("show: the seat whose view to show, from 1."),
            QStringLiteral("SEAT")},
        {QStringLiteral("history"), QStringLiteral("stats: the history to read (default: the window's)."),
            QStringLiteral("FILE")},
        {QStringLiteral("deals"),
            QStringLiteral("exploit: deals the real-game best response plays in each seat (2000)."),
            QStringLiteral("N")},
        {QStringLiteral("abstract-deals"),
            QStringLiteral("exploit: deals the abstraction's best response plays in each seat (200000)."),
            QStringLiteral("N")},
        {QStringLiteral("threads"), QStringLiteral("exploit: threads for the real-game deals (2)."),
            QStringLiteral("N")},
        {QStringLiteral("only"),
            QStringLiteral("exploit: respond best only in these decisions (doubts,keeps,announcements), "
                           "else play as the level: where the real game loses most."),
            QStringLiteral("KINDS")},
        {QStringLiteral("table-iterations"), QStringLiteral("exploit: iterations of the table (tests)."),
            QStringLiteral("N")},
        {QStringLiteral("mix"), QStringLiteral("exploit: the share of the honest player (calibration)."),
            QStringLiteral("M")},
        {QStringLiteral("response-iterations"),
            QStringLiteral("exploit: iterations of the best response (tests)."), QStringLiteral("N")},
        {QStringLiteral("time-limit"), QStringLiteral("match: seconds a program may take a decision (10)."),
            QStringLiteral("SECONDS")},
        {QStringLiteral("fallback"),
            QStringLiteral("match: the level that takes over a failed program, or forfeit (the weakest)."),
            QStringLiteral("LEVEL")},
        {QStringLiteral("log-dir"), QStringLiteral("match: where programs' standard error is logged."),
            QStringLiteral("DIR")},
        {QStringLiteral("transcript"),
            QStringLiteral("match: write the first program's conversation to FILE (> sent, < answered)."),
            QStringLiteral("FILE")}});
    parser.addOptions({{QStringLiteral("blank"), QStringLiteral("print: a blank sheet of GAME.")},
        {QStringLiteral("players"), QStringLiteral("print: how many players."), QStringLiteral("N")},
        {QStringLiteral("names"), QStringLiteral("print: the players' names, separated by commas."),
            QStringLiteral("NAMES")},
        {QStringLiteral("pdf"), QStringLiteral("print: the PDF file to write."), QStringLiteral("FILE")},
        {QStringLiteral("paper"), QStringLiteral("print: a4 or letter (default: the locale's)."),
            QStringLiteral("SIZE")},
        {QStringLiteral("lang"), QStringLiteral("The language of words printed: de or en."),
            QStringLiteral("de|en")}});
    parser.addPositionalArgument(QStringLiteral("command"), QString::fromLatin1(kCommandNames));
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
        return fail(std::string("no command given (") + kCommandNames + "); see --help");
    const std::string command = args[0];
    if (parser.isSet(QStringLiteral("lang"))
        && !Language::instance()->apply(parser.value(QStringLiteral("lang"))))
        return fail(
            "unknown language '" + parser.value(QStringLiteral("lang")).toStdString() + "' (de or en)");
    if (command == "print")
        return printSheet(parser, args);
    if (command == "simulate" || command == "hint")
        return runSolverCommand(parser, args);
    if (command == "match")
        return cli::matchCommand(parser, args);
    if (command == "policy")
        return cli::policyCommand(parser, args);
    if (command == "hand")
        return cli::handCommand(parser, args);
    if (command == "show" && parser.isSet(QStringLiteral("as")))
        return cli::showAsCommand(args, parser.value(QStringLiteral("as")));
    if (command == "exploit")
        return runExploit(parser, args);
    if (command == "verify")
        return cli::verifyCommand(args);
    if (command == "stats") {
        if (args.size() != 1)
            return fail("'stats' takes no arguments (--history FILE names another history)");
        return cli::statsCommand(parser.value(QStringLiteral("history")));
    }
    if (command == "show") {
        for (const char* flag : {"served", "batch", "option", "blank", "players", "names", "pdf", "paper"})
            if (parser.isSet(QString::fromLatin1(flag)))
                return fail("'show' takes no --" + std::string(flag));
        return showGame(args);
    }
    for (auto [flag, owner] :
        {std::pair{"blank", "print"}, {"players", "print"}, {"names", "print"}, {"pdf", "print"},
            {"paper", "print"}, {"level", "simulate"}, {"games", "simulate"}, {"seed", "simulate"},
            {"sheet", "hint"}, {"dice", "hint"}, {"throws-left", "hint"}, {"deals", "exploit"},
            {"abstract-deals", "exploit"}, {"threads", "exploit"}, {"only", "exploit"}, {"mix", "exploit"},
            {"table-iterations", "exploit"}, {"response-iterations", "exploit"}, {"time-limit", "match"},
            {"fallback", "match"}, {"log-dir", "match"}, {"transcript", "match"}, {"history", "stats"}})
        if (parser.isSet(QString::fromLatin1(flag)))
            return fail("--" + std::string(flag) + " goes with " + owner);

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
    if (command != "rows" && command != "score" && command != "allowed" && command != "solve")
        return fail("unknown command '" + command + "' (" + kCommandNames + "); see --help");
    if (command == "solve") {
        if (args.size() < 2)
            return fail("'solve' needs a game (one of: " + solvableGames() + ")");
        for (auto [option, name] : {std::pair{&servedOption, "--served"}, {&batchOption, "--batch"}})
            if (auto code = refuseFlag(*option, name))
                return *code;
        if (args.size() != 2)
            return fail("'solve' takes only a game");
        return solveGame(args[1], parser.values(ruleOption));
    }
    if (args.size() < 2)
        return fail("'" + command + "' needs a game (one of: " + knownGames() + ")");
    const SheetGame* game = findSheetGame(args[1]);
    if (!game)
        return fail("unknown game '" + args[1] + "' (known: " + knownGames() + ")");
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
        const std::string problem = cli::scoreBatch(*game, std::cin, options, stdout);
        return problem.empty() ? 0 : fail(problem);
    } else {
        outcome = cli::scoreThrow(*game, {args.begin() + 2, args.end()}, parser.isSet(servedOption), options);
    }
    if (!outcome.error.empty())
        return fail(outcome.error);
    if (std::fwrite(outcome.output.data(), 1, outcome.output.size(), stdout) != outcome.output.size()
        || std::fflush(stdout) != 0)
        return fail(std::string("standard output cannot be written: ") + std::strerror(errno));
    return 0;
}

QPageSize::PageSizeId paperOf(const QCommandLineParser& parser, std::string& problem)
{
    if (!parser.isSet(QStringLiteral("paper")))
        return SheetPainter::defaultPageSize();
    const QString size = parser.value(QStringLiteral("paper")).toLower();
    if (size != QLatin1String("a4") && size != QLatin1String("letter"))
        problem = "--paper takes a4 or letter, not '" + size.toStdString() + "'";
    return size == QLatin1String("letter") ? QPageSize::Letter : QPageSize::A4;
}

int printGameFile(const QCommandLineParser& parser, const std::vector<std::string>& args)
{
    if (args.size() != 2)
        return fail("print takes one game file, or --blank GAME");
    for (const char* flag : {"players", "names", "served", "batch", "option"})
        if (parser.isSet(QString::fromLatin1(flag)))
            return fail("print FILE takes no --" + std::string(flag));
    if (!parser.isSet(QStringLiteral("pdf")))
        return fail("print needs --pdf OUT.pdf");
    std::string problem;
    const QPageSize::PageSizeId paper = paperOf(parser, problem);
    if (!problem.empty())
        return fail(problem);
    const QString pdf = parser.value(QStringLiteral("pdf"));
    // The game file is never written over with its own PDF, whatever path names it.
    if (SafeFile::sameFile(pdf, QString::fromStdString(args[1])))
        return fail("--pdf " + pdf.toStdString() + " is the game file itself; choose another name");
    auto match = readGameFile(args[1], problem);
    if (!match)
        return fail(problem);
    QString error;
    // A game off the score sheet prints its result and its rounds, as the window's Print does.
    if (!match->isSheetGame()) {
        if (!TablePrintout(*match).writePdf(pdf, paper, &error))
            return fail(error.toStdString());
        return 0;
    }
    GameController game;
    game.adopt(std::move(match));
    if (!SheetPainter::writePdf(pdf, *game.sheet(), sheetPrintoutOf(game), paper, &error))
        return fail(error.toStdString());
    return 0;
}

int printSheet(const QCommandLineParser& parser, const std::vector<std::string>& args)
{
    if (!parser.isSet(QStringLiteral("blank")))
        return printGameFile(parser, args);
    if (args.size() != 2)
        return fail("print --blank takes one game");
    const SheetGame* game = findSheetGame(args[1]);
    if (!game)
        return fail("unknown game '" + args[1] + "' (known: " + knownGames() + ")");
    if (!parser.isSet(QStringLiteral("pdf")))
        return fail("print needs --pdf OUT.pdf");
    bool ok = false;
    const int players = parser.value(QStringLiteral("players")).toInt(&ok);
    if (!parser.isSet(QStringLiteral("players")) || !ok || players < game->minPlayers()
        || players > game->maxPlayers())
        return fail(std::string(game->name()) + " needs --players from " + std::to_string(game->minPlayers())
            + " to " + std::to_string(game->maxPlayers()));
    QStringList names;
    if (parser.isSet(QStringLiteral("names"))) {
        names = parser.value(QStringLiteral("names")).split(u',');
        if (names.size() != players)
            return fail("--names has " + std::to_string(names.size()) + " names for "
                + std::to_string(players) + " players");
    }
    std::string paperProblem;
    const QPageSize::PageSizeId paper = paperOf(parser, paperProblem);
    if (!paperProblem.empty())
        return fail(paperProblem);
    // Rule options that shape the sheet (Würfel-Poker's columns=2).
    RuleOptions options = game->defaultOptions();
    for (const QString& assignment : parser.values(QStringLiteral("option")))
        if (auto refused = options.assign(game->options(), assignment.toStdString()))
            return fail(*refused);
    // The sheet is the screen's own model over an empty kept score.
    std::string problem;
    const auto blank = BlankSheet::make(*game, players, names, &problem, options);
    if (!blank)
        return fail(problem);
    QString error;
    if (!SheetPainter::writePdf(
            parser.value(QStringLiteral("pdf")), blank->model(), blank->printout(), paper, &error))
        return fail(error.toStdString());
    return 0;
}

int showGame(const std::vector<std::string>& args)
{
    if (args.size() != 2)
        return fail("show takes one game file");
    std::string problem;
    const auto match = readGameFile(args[1], problem);
    if (!match)
        return fail(problem);
    if (!match->isSheetGame())
        return cli::showTable(*match);
    const SheetGame& game = match->sheetGame();
    QJsonObject state;
    state.insert(QStringLiteral("game"), QString::fromStdString(std::string(game.id())));
    QJsonArray players;
    QJsonArray sheets;
    QJsonArray totals;
    for (int p = 0; p < match->playerCount(); ++p) {
        players.append(QString::fromStdString(match->setup().players[p]));
        QJsonArray columns;
        for (int c = 0; c < game.columnCount(match->setup().options); ++c) {
            QJsonObject column;
            for (int r = 0; r < int(game.rows().size()); ++r) {
                const auto value = match->sheet(p).box(c, r);
                column.insert(
                    QString::fromStdString(game.rows()[r].id), value ? QJsonValue(*value) : QJsonValue());
            }
            columns.append(column);
        }
        sheets.append(columns);
        totals.append(match->sheet(p).total());
    }
    state.insert(QStringLiteral("players"), players);
    state.insert(QStringLiteral("sheet"), sheets);
    state.insert(QStringLiteral("totals"), totals);
    state.insert(QStringLiteral("mode"),
        match->setup().mode == Mode::Play ? QStringLiteral("play") : QStringLiteral("score-pad"));
    state.insert(QStringLiteral("current_player"), match->currentPlayer());
    state.insert(QStringLiteral("throws_left"), match->isFinished() ? 0 : match->throwsLeft());
    QJsonArray dice;
    for (int face : match->dice())
        dice.append(QString::fromStdString(faceSymbol(face, game.dieKind())));
    state.insert(QStringLiteral("dice"), dice);
    QJsonArray held;
    for (std::size_t d = 0; d < match->held().size(); ++d)
        if (match->held()[d])
            held.append(int(d));
    state.insert(QStringLiteral("held"), held);
    state.insert(QStringLiteral("finished"), match->isFinished());
    if (match->isFinished()) {
        const Result result = match->result();
        QJsonArray ranking;
        for (const auto& s : result.standings)
            ranking.append(
                QJsonObject{{QStringLiteral("player"), s.player}, {QStringLiteral("total"), s.total},
                    {QStringLiteral("balance"), s.balance}, {QStringLiteral("place"), s.place}});
        QJsonArray payments;
        for (const auto& pay : result.payments)
            payments.append(QJsonObject{{QStringLiteral("payer"), pay.payer},
                {QStringLiteral("payee"), pay.payee}, {QStringLiteral("amount"), pay.amount}});
        state.insert(QStringLiteral("result"),
            QJsonObject{{QStringLiteral("ranking"), ranking}, {QStringLiteral("payments"), payments}});
    }
    std::fputs(QJsonDocument(state).toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputs("\n", stdout);
    return 0;
}

namespace {

/// Reads the solver's table from the shared folder, or builds and keeps it there.
void prepareTable(SheetSolver& solver)
{
    const TableCache cache{defaultTableFolder()};
    const TableCache::Outcome outcome = cache.prepare(solver);
    if (!outcome.note.empty())
        std::fprintf(stderr, "knobel: note: %s\n", outcome.note.c_str());
}

int simulate(const QCommandLineParser& parser, const SheetGame& game, const RuleOptions& options)
{
    const QString levelName = parser.value(QStringLiteral("level"));
    const std::map<QString, Level> levels{{QStringLiteral("beginner"), Level::Beginner},
        {QStringLiteral("good"), Level::Good}, {QStringLiteral("perfect"), Level::Perfect}};
    if (!levels.count(levelName))
        return fail("--level takes beginner, good or perfect");
    bool ok = false;
    const int games = parser.value(QStringLiteral("games")).toInt(&ok);
    if (!ok || games < 1 || games > 10000000)
        return fail("--games takes a number from 1 to 10000000");
    const qulonglong seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok)
        return fail("--seed takes a whole number");
    SheetSolver solver(game, options);
    prepareTable(solver);
    const Level level = levels.at(levelName);
    std::optional<ColumnPlanner> columns;
    if (game.freeColumnCount(options) > 1)
        columns.emplace(
            game, options, keptRows(solver, TableCache{defaultTableFolder()}), columnStrategyOf(level));
    const AutoPlayer player(solver, level, columns ? &*columns : nullptr);
    std::vector<int> totals;
    for (int g = 0; g < games; ++g) {
        Match match(GameSetup{
            std::string(game.id()), options, {"Computer"}, seed + std::uint64_t(g), Mode::Play, {}});
        if (auto problem = playOut(match, {&player}))
            return fail("the computer player made a move the rules refuse: " + *problem);
        totals.push_back(match.sheet(0).total());
    }
    double mean = 0;
    for (int t : totals)
        mean += t;
    mean /= games;
    double variance = 0;
    for (int t : totals)
        variance += (t - mean) * (t - mean);
    const double sd = games > 1 ? std::sqrt(variance / (games - 1)) : 0;
    std::printf("mean %.3f\nsd %.3f\nstandard error %.3f\ngames %d\ndistribution\n", mean, sd,
        sd / std::sqrt(games), games);
    std::map<int, int> buckets;
    for (int t : totals)
        ++buckets[t / 10 * 10];
    for (const auto& [from, count] : buckets)
        std::printf("  %d-%d %d\n", from, from + 9, count);
    return 0;
}

/// Reads one column of --sheet, {"row id": value or null}, into the sheet.
std::optional<std::string> readColumn(
    const QJsonValue& json, const SheetGame& game, const RuleOptions& options, int column, Sheet& sheet)
{
    if (!json.isObject())
        return std::string("a column of --sheet must be a JSON object of row ids and values");
    const QJsonObject boxes = json.toObject();
    for (auto it = boxes.begin(); it != boxes.end(); ++it) {
        const int row = game.rowIndex(it.key().toStdString());
        if (row < 0)
            return "unknown row '" + it.key().toStdString() + "' in --sheet";
        if (it.value().isNull())
            continue;
        if (!it.value().isDouble() || !game.isAllowedInBox(column, row, it.value().toInt(), options)
            || it.value().toDouble() != it.value().toInt())
            return "row '" + it.key().toStdString() + "' cannot hold "
                + QJsonDocument(QJsonArray{it.value()}).toJson(QJsonDocument::Compact).toStdString();
        sheet.setBox(column, row, it.value().toInt());
    }
    return std::nullopt;
}

int hint(const QCommandLineParser& parser, const SheetGame& game, const RuleOptions& options)
{
    // The sheet: {"row id": value or null}, rows not named free; a sheet of several columns is an
    // array of such objects, one per column (as knobel show prints it).
    const QJsonDocument sheetJson = QJsonDocument::fromJson(parser.value(QStringLiteral("sheet")).toUtf8());
    const int columnCount = game.columnCount(options);
    const int freeColumns = game.freeColumnCount(options);
    Sheet sheet(columnCount, int(game.rows().size()));
    if (sheetJson.isObject() && columnCount == 1) {
        if (auto problem = readColumn(sheetJson.object(), game, options, 0, sheet))
            return fail(*problem);
    } else if (sheetJson.isArray() && sheetJson.array().size() == columnCount) {
        for (int c = 0; c < columnCount; ++c)
            if (auto problem = readColumn(sheetJson.array()[c], game, options, c, sheet))
                return fail(*problem);
    } else if (columnCount == 1) {
        return fail("--sheet takes a JSON object of row ids and values, e.g. {\"queens\":8,\"aces\":null}");
    } else {
        return fail("--sheet takes a JSON array of " + std::to_string(columnCount)
            + " objects of row ids and values, one per column, e.g. [{\"fives\":15},{},{\"poker\":40}]");
    }
    std::vector<int> filled(game.rows().size(), 0);
    for (int c = 0; c < freeColumns; ++c)
        for (int r = 0; r < sheet.rows(); ++r)
            filled[std::size_t(r)] += sheet.isFree(c, r) ? 0 : 1;
    // Würfel-Poker on two columns: once the first is full, the next box of the second, top-down.
    const auto forced = TopDownColumn::nextBox(game, options, sheet);
    const double laterBoxes
        = forced ? TopDownColumn::expectedAfter(game, options, sheet, forced->first, forced->second) : 0;
    const int total = sheet.total();
    if (sheet.isFull())
        return fail("the sheet is full: there is nothing to decide");
    Throw dice;
    std::string problem;
    const QStringList tokens = parser.value(QStringLiteral("dice")).split(u' ', Qt::SkipEmptyParts);
    std::vector<std::string> owned;
    for (const QString& t : tokens)
        owned.push_back(t.toStdString());
    if (!cli::parseThrow(game, std::vector<std::string_view>(owned.begin(), owned.end()), dice, problem))
        return fail("--dice: " + problem);
    bool ok = false;
    const int throwsLeft = parser.value(QStringLiteral("throws-left")).toInt(&ok);
    if (!ok || throwsLeft < 0 || throwsLeft >= game.throwsPerTurn())
        return fail("--throws-left takes a number from 0 to " + std::to_string(game.throwsPerTurn() - 1));
    SheetSolver solver(game, options);
    prepareTable(solver);
    std::optional<ColumnPlanner> columns;
    if (freeColumns > 1)
        columns.emplace(
            game, options, keptRows(solver, TableCache{defaultTableFolder()}), ColumnStrategy::Race);
    const auto ranked = forced
        ? TopDownColumn(game, options, forced->first, forced->second)
              .choices(SheetSolver::countsOf(dice.faces), parser.isSet(QStringLiteral("served")), throwsLeft)
        : solver.choices(solver.stateOf(filled), SheetSolver::countsOf(dice.faces),
            parser.isSet(QStringLiteral("served")), throwsLeft);
    QJsonArray out;
    for (std::size_t i = 0; i < ranked.size() && i < 10; ++i) {
        const auto& c = ranked[i];
        QJsonObject choice;
        if (c.kind == SheetSolver::Choice::Kind::Write) {
            choice.insert(QStringLiteral("choice"), QStringLiteral("write"));
            choice.insert(QStringLiteral("row"), QString::fromStdString(game.rows()[std::size_t(c.row)].id));
            choice.insert(QStringLiteral("points"), c.points);
            // Alone on the sheet the race has no opponent: the column worth most for a good result.
            if (columns)
                choice.insert(QStringLiteral("column"), columns->column({sheet}, 0, c.row, c.points) + 1);
            else if (forced)
                choice.insert(QStringLiteral("column"), forced->first + 1);
        } else {
            QJsonArray kept;
            for (int f = 0; f < 6; ++f)
                for (int n = 0; n < c.keep[std::size_t(f)]; ++n)
                    kept.append(QString::fromStdString(faceSymbol(f + 1, game.dieKind())));
            choice.insert(QStringLiteral("choice"), QStringLiteral("keep"));
            choice.insert(QStringLiteral("dice"), kept);
        }
        choice.insert(QStringLiteral("expected"), std::round((total + c.expected + laterBoxes) * 1e6) / 1e6);
        out.append(choice);
    }
    std::fputs(QJsonDocument(out).toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputs("\n", stdout);
    return 0;
}

} // namespace

int runSolverCommand(const QCommandLineParser& parser, const std::vector<std::string>& args)
{
    const std::string& command = args[0];
    if (args.size() != 2)
        return fail("'" + command + "' takes one game");
    const SheetGame* game = findSheetGame(args[1]);
    if (!game)
        return fail("unknown game '" + args[1] + "' (known: " + knownGames() + ")");
    RuleOptions options = game->defaultOptions();
    for (const QString& assignment : parser.values(QStringLiteral("option")))
        if (auto problem = options.assign(game->options(), assignment.toStdString()))
            return fail(*problem);
    if (command == "simulate")
        return simulate(parser, *game, options);
    return hint(parser, *game, options);
}

/// Two-seat Poker Dice solved exactly: the first thrower's expected chips per deal, and the time.
int solveGame(const std::string& id, const QStringList& assignments)
{
    const GameDef* game = findGameDef(id);
    if (!game || !game->hasSolution())
        return fail("'solve' works out the exact value of " + solvableGames() + ", not of '" + id + "'");
    RuleOptions options = game->defaultOptions();
    for (const QString& assignment : assignments)
        if (auto problem = options.assign(game->options(), assignment.toStdString()))
            return fail(*problem);
    QElapsedTimer timer;
    timer.start();
    std::string problem;
    const auto solution = game->solve(options, problem);
    if (!solution)
        return fail(problem);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    std::printf("%.6f\n%.3f s (%llu states)\n", solution->value, seconds,
        static_cast<unsigned long long>(solution->states));
    if (!solution->detail.empty())
        std::printf("%s\n", solution->detail.c_str());
    return 0;
}
