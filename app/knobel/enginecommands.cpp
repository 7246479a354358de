// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginecommands.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <iostream>

#include "engine/arena.h"
#include "engine/json.h"
#include "gamefile.h"
#include "games/registry.h"
#include "kits/hands.h"
#include "solver/tablecache.h"

namespace knobel::cli {

namespace {

int fail(const std::string& problem)
{
    std::fprintf(stderr, "knobel: %s\n", problem.c_str());
    return 2;
}

std::string knownGameDefs()
{
    std::string known;
    for (const GameDef* g : allGameDefs())
        known += (known.empty() ? "" : ", ") + std::string(g->id());
    return known;
}

bool readOptions(
    const QCommandLineParser& parser, const GameDef& game, RuleOptions& options, std::string& problem)
{
    options = game.defaultOptions();
    for (const QString& assignment : parser.values(QStringLiteral("option")))
        if (auto bad = options.assign(game.options(), assignment.toStdString())) {
            problem = *bad;
            return false;
        }
    return true;
}

void printLine(const QJsonObject& object)
{
    std::fputs(QJsonDocument(object).toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputs("\n", stdout);
}

} // namespace

int matchCommand(const QCommandLineParser& parser, const std::vector<std::string>& args)
{
    if (args.size() != 2)
        return fail("'match' takes one game (one of: " + knownGameDefs() + ")");
    const GameDef* game = findGameDef(args[1]);
    if (!game)
        return fail("unknown game '" + args[1] + "' (known: " + knownGameDefs() + ")");
    const std::vector<std::string> levels = game->levels();
    if (levels.empty())
        return fail(std::string(game->name()) + " has no computer players: nobody decides anything");
    std::string problem;
    RuleOptions options;
    if (!readOptions(parser, *game, options, problem))
        return fail(problem);
    const QStringList seats
        = parser.value(QStringLiteral("players")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (seats.size() < game->minPlayers() || seats.size() > game->maxPlayers())
        return fail("--players takes " + std::to_string(game->minPlayers()) + " to "
            + std::to_string(game->maxPlayers()) + " levels separated by commas");
    bool ok = false;
    const int games = parser.value(QStringLiteral("games")).toInt(&ok);
    if (!ok || games < 1 || games > 10000000)
        return fail("--games takes a number from 1 to 10000000");
    const qulonglong seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok)
        return fail("--seed takes a whole number");

    GameSetup setup{std::string(game->id()), options, {}, std::nullopt, Mode::Play, {}};
    std::vector<std::shared_ptr<const Bot>> bots;
    std::map<std::string, std::shared_ptr<const Bot>> made;
    for (const QString& seat : seats) {
        const std::string level = seat.trimmed().toStdString();
        if (std::find(levels.begin(), levels.end(), level) == levels.end()) {
            std::string known;
            for (const auto& l : levels)
                known += (known.empty() ? "" : ", ") + l;
            return fail("unknown level '" + level.substr(0, 20) + "' (" + known + ")");
        }
        if (!made.count(level)) {
            made[level] = game->makeBot(level, options, BotPreparation{defaultTableFolder(), {}, nullptr});
            if (!made[level])
                return fail("the computer player '" + level + "' could not be prepared");
        }
        bots.push_back(made[level]);
        setup.players.push_back("Seat " + std::to_string(setup.players.size() + 1));
        setup.kinds.push_back(level);
    }
    if (auto bad
        = Match::checkSetup(GameSetup{setup.game, setup.options, setup.players, 1, Mode::Play, setup.kinds}))
        return fail(*bad);
    const ArenaFigures figures = playGames(setup, bots, games, seed, problem);
    if (!problem.empty())
        return fail(problem);
    // Written by hand to keep the keys in the documented order.
    for (std::size_t s = 0; s < bots.size(); ++s)
        std::printf("{\"seat\":%d,\"level\":\"%s\",\"mean\":%.6f,\"se\":%.6f}\n", int(s),
            setup.kinds[s].c_str(), figures.mean[s], figures.standardError[s]);
    return 0;
}

namespace {

/// One hand as JSON: {"class": C, "key": [..]}.
bool handJson(
    const std::vector<std::string>& tokens, const HandRules& rules, QJsonObject& out, std::string& problem)
{
    std::vector<int> faces;
    for (const auto& token : tokens) {
        const auto face = parseFace(token, rules.dice);
        if (!face) {
            problem = "'" + token.substr(0, 12) + "' is not a die of this game";
            return false;
        }
        faces.push_back(*face);
    }
    if (faces.size() != 5) {
        problem = "a hand is five dice, not " + std::to_string(faces.size());
        return false;
    }
    const HandValue value = evaluateHand(faces, rules);
    QJsonArray key;
    for (int k : value.key)
        key.append(k);
    out = QJsonObject{{QStringLiteral("class"), QLatin1String(std::string(handClassId(value.cls)).c_str())},
        {QStringLiteral("key"), key}};
    return true;
}

std::vector<std::string> splitWords(const std::string& line)
{
    std::vector<std::string> words;
    std::string word;
    for (char c : line) {
        if (c == ' ' || c == '\t' || c == '\r') {
            if (!word.empty())
                words.push_back(word);
            word.clear();
        } else {
            word += c;
        }
    }
    if (!word.empty())
        words.push_back(word);
    return words;
}

} // namespace

int handCommand(const QCommandLineParser& parser, const std::vector<std::string>& args)
{
    if (args.size() < 2)
        return fail("'hand' needs a game whose hands are ranked");
    const GameDef* game = findGameDef(args[1]);
    if (!game)
        return fail("unknown game '" + args[1] + "' (known: " + knownGameDefs() + ")");
    std::string problem;
    RuleOptions options;
    if (!readOptions(parser, *game, options, problem))
        return fail(problem);
    const std::optional<HandRules> rules = game->handRules(options);
    if (!rules)
        return fail(std::string(game->name()) + " ranks no poker hands");
    if (!parser.isSet(QStringLiteral("batch"))) {
        QJsonObject out;
        if (!handJson({args.begin() + 2, args.end()}, *rules, out, problem))
            return fail(problem);
        printLine(out);
        return 0;
    }
    if (args.size() != 2)
        return fail("'hand --batch' reads the dice from standard input, not from arguments");
    // Every line is checked before anything is printed: a bad line leaves no partial output.
    std::vector<QJsonObject> hands;
    std::string line;
    for (int number = 1; std::getline(std::cin, line); ++number) {
        if (number == 1 && line.rfind("\xEF\xBB\xBF", 0) == 0)
            line.erase(0, 3);
        QJsonObject out;
        if (!handJson(splitWords(line), *rules, out, problem))
            return fail("line " + std::to_string(number) + ": " + problem);
        hands.push_back(out);
    }
    for (const auto& hand : hands)
        printLine(hand);
    return 0;
}

int showAsCommand(const std::vector<std::string>& args, const QString& seatText)
{
    if (args.size() != 2)
        return fail("show takes one game file");
    QFile file(QString::fromStdString(args[1]));
    if (!file.open(QIODevice::ReadOnly))
        return fail(args[1] + ": " + file.errorString().toStdString());
    std::string problem;
    const auto match = gamefile::read(file.read(gamefile::kLargestFile + 1), problem);
    if (!match)
        return fail(args[1] + ": " + problem);
    bool ok = false;
    const int seat = seatText.toInt(&ok);
    if (!ok || seat < 1 || seat > match->playerCount())
        return fail("--as takes a seat from 1 to " + std::to_string(match->playerCount()));
    QJsonObject out = observationToJson(match->observe(seat - 1), match->def());
    out.insert(QStringLiteral("game"), QString::fromStdString(match->setup().game));
    QJsonArray history;
    for (const Action& action : match->history(seat - 1))
        history.append(actionToJson(action, match->def()));
    out.insert(QStringLiteral("history"), history);
    out.insert(QStringLiteral("status"), QString::fromStdString(match->status(seat - 1).english()));
    printLine(out);
    return 0;
}

int showTable(const Match& match)
{
    QJsonObject out = observationToJson(match.observe(kTable), match.def());
    out.insert(QStringLiteral("game"), QString::fromStdString(match.setup().game));
    QJsonArray players;
    for (const auto& name : match.setup().players)
        players.append(QString::fromStdString(name));
    out.insert(QStringLiteral("players"), players);
    out.insert(QStringLiteral("finished"), match.isFinished());
    const Result result = match.result();
    QJsonArray ranking;
    for (const auto& s : result.standings)
        ranking.append(QJsonObject{{QStringLiteral("player"), s.player}, {QStringLiteral("total"), s.total},
            {QStringLiteral("balance"), s.balance}, {QStringLiteral("place"), s.place}});
    QJsonArray payments;
    for (const auto& pay : result.payments)
        payments.append(QJsonObject{{QStringLiteral("payer"), pay.payer},
            {QStringLiteral("payee"), pay.payee}, {QStringLiteral("amount"), pay.amount}});
    out.insert(QStringLiteral("result"),
        QJsonObject{{QStringLiteral("ranking"), ranking}, {QStringLiteral("payments"), payments}});
    printLine(out);
    return 0;
}

} // namespace knobel::cli
