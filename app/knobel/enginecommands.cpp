// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginecommands.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <cstdio>
#include <iostream>

#include "commandline.h"
#include "engine/arena.h"
#include "engine/json.h"
#include "engine/policyquery.h"
#include "engine/programbot.h"
#include "engine/protocol.h"
#include "engine/registry.h"
#include "gamefile.h"
#include "kits/hands.h"
#include "solver/tablecache.h"

namespace knobel::cli {

namespace {

/// One line on standard error, whatever bytes the problem quotes (an escape sequence, a newline), and exit 2.
int fail(const std::string& problem)
{
    const std::string line = "knobel: " + visible(problem) + "\n";
    std::fwrite(line.data(), 1, line.size(), stderr);
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

/// A string as a JSON value, quotes and escapes included.
std::string jsonText(const std::string& text)
{
    QByteArray array = QJsonDocument(QJsonArray{QString::fromStdString(text)}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2).toStdString();
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
    std::vector<std::string> levels = game->levels();
    if (levels.empty())
        return fail(std::string(game->name()) + " has no computer players: nobody decides anything");
    const std::vector<std::string> measuring = game->measuringLevels();
    levels.insert(levels.end(), measuring.begin(), measuring.end());
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

    int timeLimitMs = 10000;
    if (parser.isSet(QStringLiteral("time-limit"))) {
        const double seconds = parser.value(QStringLiteral("time-limit")).toDouble(&ok);
        if (!ok || !(seconds >= 0.01 && seconds <= 3600))
            return fail("--time-limit takes seconds from 0.01 to 3600");
        timeLimitMs = int(seconds * 1000);
    }
    const std::string fallbackLevel = parser.isSet(QStringLiteral("fallback"))
        ? parser.value(QStringLiteral("fallback")).toStdString()
        : levels.front();
    if (fallbackLevel != "forfeit" && std::find(levels.begin(), levels.end(), fallbackLevel) == levels.end())
        return fail("--fallback takes a level or 'forfeit', not '" + fallbackLevel.substr(0, 20) + "'");
    const QString logDir = parser.isSet(QStringLiteral("log-dir")) ? parser.value(QStringLiteral("log-dir"))
                                                                   : QDir::tempPath();
    if (!QFileInfo(logDir).isDir())
        return fail("--log-dir: '" + logDir.toStdString() + "' is not a folder");

    GameSetup setup{std::string(game->id()), options, {}, std::nullopt, Mode::Play, {}};
    std::vector<std::shared_ptr<const Bot>> bots;
    std::map<std::string, std::shared_ptr<const Bot>> made;
    std::vector<std::shared_ptr<ProgramBot>> programs(std::size_t(seats.size()));
    std::vector<QString> logs(std::size_t(seats.size()));
    std::vector<std::string> labels;
    auto levelBot = [&](const std::string& level) -> std::shared_ptr<const Bot> {
        if (!made.count(level))
            made[level] = game->makeBot(level, options, BotPreparation{defaultTableFolder(), {}, nullptr});
        return made[level];
    };
    for (const QString& seat : seats) {
        const std::string level = seat.trimmed().toStdString();
        const std::size_t index = bots.size();
        setup.players.push_back("Seat " + std::to_string(index + 1));
        labels.push_back(level);
        // A program is a player from outside, as a person is: the setup calls it human. A measuring
        // level is a computer like the others: the setup knows it by the level it plays at.
        const bool isMeasuring = std::find(measuring.begin(), measuring.end(), level) != measuring.end();
        setup.kinds.push_back(seat.trimmed().startsWith(QLatin1String("cmd:")) ? "human"
                : isMeasuring                                                  ? game->levels().back()
                                                                               : level);
        if (seat.trimmed().startsWith(QLatin1String("cmd:"))) {
            std::shared_ptr<const Bot> fallback;
            if (fallbackLevel != "forfeit" && !(fallback = levelBot(fallbackLevel)))
                return fail("the computer player '" + fallbackLevel + "' could not be prepared");
            logs[index] = QDir(logDir).filePath(QStringLiteral("knobel-match-%1-seat%2.log")
                                                    .arg(QCoreApplication::applicationPid())
                                                    .arg(index + 1));
            ProgramSettings settings{seat.trimmed().mid(4), timeLimitMs, logs[index], 1 << 20, {}};
            if (std::none_of(programs.begin(), programs.end(), [](const auto& p) { return p != nullptr; }))
                settings.transcriptFile = parser.value(QStringLiteral("transcript"));
            programs[index] = std::make_shared<ProgramBot>(*game, options, settings, fallback);
            bots.push_back(programs[index]);
            continue;
        }
        if (std::find(levels.begin(), levels.end(), level) == levels.end()) {
            std::string known;
            for (const auto& l : levels)
                known += (known.empty() ? "" : ", ") + l;
            return fail("unknown level '" + level.substr(0, 20) + "' (" + known + ", or cmd:PROGRAM)");
        }
        if (!levelBot(level))
            return fail("the computer player '" + level + "' could not be prepared");
        bots.push_back(levelBot(level));
    }
    if (auto bad
        = Match::checkSetup(GameSetup{setup.game, setup.options, setup.players, 1, Mode::Play, setup.kinds}))
        return fail(*bad);
    for (std::size_t s = 0; s < programs.size(); ++s)
        if (programs[s])
            programs[s]->start(Seat(s), int(seats.size()), games);
    const ArenaFigures figures = playGames(setup, bots, games, seed, problem);
    for (const auto& program : programs)
        if (program)
            program->stop();
    if (!problem.empty())
        return fail(problem);
    // Written by hand to keep the keys in the documented order.
    for (std::size_t s = 0; s < bots.size(); ++s) {
        if (!programs[s]) {
            std::printf("{\"seat\":%d,\"level\":\"%s\",\"mean\":%.6f,\"se\":%.6f}\n", int(s),
                labels[s].c_str(), figures.mean[s], figures.standardError[s]);
            continue;
        }
        const ProgramBot& program = *programs[s];
        std::printf("{\"seat\":%d,\"level\":%s,\"mean\":%.6f,\"se\":%.6f,\"name\":%s,\"decisions\":%d",
            int(s), jsonText(labels[s]).c_str(), figures.mean[s], figures.standardError[s],
            jsonText(program.name()).c_str(), program.decisions());
        if (program.failed())
            std::printf(",\"problem\":%s,\"fallback\":%s,\"fallback_decisions\":%d",
                jsonText(program.problem()).c_str(), jsonText(fallbackLevel).c_str(),
                program.fallbackDecisions());
        std::printf(",\"log\":%s}\n", jsonText(logs[s].toStdString()).c_str());
        if (program.failed())
            std::fprintf(stderr, "knobel: seat %d (%s): %s; the level %s took over (%d decisions); log: %s\n",
                int(s + 1), visible(labels[s]).c_str(), visible(program.problem()).c_str(),
                visible(fallbackLevel).c_str(), program.fallbackDecisions(),
                visible(logs[s].toStdString()).c_str());
    }
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
    std::string problem;
    const auto match = readGameFile(args[1], problem);
    if (!match)
        return fail(problem);
    bool ok = false;
    const int seat = seatText.toInt(&ok);
    if (!ok || seat < 1 || seat > match->playerCount())
        return fail("--as takes a seat from 1 to " + std::to_string(match->playerCount()));
    QJsonObject out = observationToJson(match->observe(seat - 1), match->def(), match->setup().options);
    out.insert(QStringLiteral("game"), QString::fromStdString(match->setup().game));
    QJsonArray history;
    for (const Action& action : match->history(seat - 1))
        history.append(actionToJson(action, match->def(), match->setup().options));
    out.insert(QStringLiteral("history"), history);
    out.insert(QStringLiteral("status"), QString::fromStdString(match->status(seat - 1).english()));
    printLine(out);
    return 0;
}

int showTable(const Match& match)
{
    QJsonObject out = observationToJson(match.observe(kNoSeat), match.def(), match.setup().options);
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

namespace knobel::cli {

namespace {

/// The next line of standard input without its newline, at most `longest` bytes of it kept: the
/// rest of a longer line is read and dropped (tooLong), so that no line can exhaust the memory.
bool readBoundedLine(std::streambuf& in, std::string& line, std::size_t longest, bool& tooLong)
{
    line.clear();
    tooLong = false;
    int c = in.sbumpc();
    if (c == std::char_traits<char>::eof())
        return false;
    for (; c != std::char_traits<char>::eof() && c != '\n'; c = in.sbumpc()) {
        if (line.size() < longest)
            line.push_back(char(c));
        else
            tooLong = true;
    }
    return true;
}

} // namespace

int policyCommand(const QCommandLineParser& parser, const std::vector<std::string>& args)
{
    if (args.size() != 2)
        return fail("'policy' takes one game (one of: " + knownGameDefs() + ")");
    const GameDef* game = findGameDef(args[1]);
    if (!game)
        return fail("unknown game '" + args[1] + "' (known: " + knownGameDefs() + ")");
    const std::vector<std::string> levels = game->levels();
    if (levels.empty())
        return fail(std::string(game->name()) + " has no computer players: nobody decides anything");
    const std::string level = parser.value(QStringLiteral("level")).toStdString();
    if (std::find(levels.begin(), levels.end(), level) == levels.end())
        return fail("'policy' needs --level, one of the game's levels, not '" + level.substr(0, 20) + "'");
    std::string problem;
    RuleOptions options;
    if (!readOptions(parser, *game, options, problem))
        return fail(problem);
    const auto bot = game->makeBot(level, options, BotPreparation{defaultTableFolder(), {}, nullptr});
    if (!bot)
        return fail("the computer player '" + level + "' could not be prepared");
    // A line is answered as soon as it is read: a program may ask, read, and ask again.
    bool allAnswered = true;
    std::string line;
    bool tooLong = false;
    while (readBoundedLine(*std::cin.rdbuf(), line, std::size_t(protocol::kMaxLineBytes), tooLong)) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.empty() && !tooLong)
            continue;
        const QJsonObject answer = tooLong
            ? QJsonObject{{QStringLiteral("error"),
                QStringLiteral("the line is longer than %1 bytes").arg(protocol::kMaxLineBytes)}}
            : protocol::answerPolicyQuery(QByteArray::fromStdString(line), *game, options, *bot);
        allAnswered = allAnswered && !answer.contains(QStringLiteral("error"));
        printLine(answer);
        std::fflush(stdout);
    }
    return allAnswered ? 0 : 1;
}

} // namespace knobel::cli
