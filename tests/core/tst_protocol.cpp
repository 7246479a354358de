// SPDX-License-Identifier: GPL-3.0-or-later
// The player protocol (docs/protocol.md): actions and observations survive their JSON, a program
// plays every level of every game through it with every message holding its schema, and a program
// that misbehaves never harms the match.
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <functional>

#include <random>
#include <unistd.h>

#include "engine/arena.h"
#include "engine/json.h"
#include "engine/programbot.h"
#include "engine/protocol.h"
#include "engine/registry.h"
#include "games/liardice/liarbot.h"
#include "games/liardice/liartable.h"
#include "match.h"
#include "schemacheck.h"

using namespace knobel;

namespace {

QJsonObject parsed(const QByteArray& line)
{
    return QJsonDocument::fromJson(line).object();
}

/// The state letter of a process from /proc (R, S, Z …), or 0 when there is none.
char stateOf(pid_t pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray line = stat.readAll();
    const qsizetype close = line.lastIndexOf(')');
    return close >= 0 && close + 2 < line.size() ? line[close + 2] : 0;
}

/// Forgets the peak memory so far (Linux: "5" to clear_refs resets VmHWM), so that the next
/// peakKilobytes() measures what follows, not an earlier test's solver tables.
void resetPeakMemory()
{
    QFile clearRefs(QStringLiteral("/proc/self/clear_refs"));
    if (clearRefs.open(QIODevice::WriteOnly))
        clearRefs.write("5");
}

/// A memory figure of this process from /proc/self/status in kilobytes (Linux), or 0.
long statusKilobytes(const QByteArray& key)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith(key))
            return line.mid(key.size()).trimmed().split(' ').front().toLong();
    return 0;
}

/// The peak memory since the last reset.
long peakKilobytes()
{
    return statusKilobytes("VmHWM:");
}

long currentKilobytes()
{
    return statusKilobytes("VmRSS:");
}

std::vector<std::string> gameIds()
{
    std::vector<std::string> ids;
    for (const GameDef* game : allGameDefs())
        if (!game->levels().empty())
            ids.emplace_back(game->id());
    return ids;
}

} // namespace

class tst_Protocol : public QObject
{
    Q_OBJECT

    std::shared_ptr<LiarSolver> m_smallLiarTable;
    SchemaCheck m_schemas{QStringLiteral(PROTOCOL_SCHEMAS)};

    /// A level's computer player; Liar Dice's with a small table (a second) for the full one.
    std::shared_ptr<const Bot> levelBot(const GameDef& game, const std::string& level)
    {
        if (game.id() == "liardice")
            return std::make_shared<LiarBot>(m_smallLiarTable, findLiarLevel(level)->mix);
        return game.makeBot(level, game.defaultOptions(), BotPreparation{});
    }

    std::shared_ptr<ProgramBot> program(const GameDef& game, const QString& command, int timeLimitMs,
        const QString& log, std::shared_ptr<const Bot> fallback)
    {
        auto bot = std::make_shared<ProgramBot>(game, game.defaultOptions(),
            ProgramSettings{command, timeLimitMs, log, 1 << 20}, std::move(fallback));
        bot->recordMessages(true);
        return bot;
    }

    /// Every message sent holds the schema of its type; every answer the schema of answers.
    void checkMessages(const ProgramBot& bot)
    {
        QVERIFY(!bot.sentMessages().empty());
        for (const QByteArray& line : bot.sentMessages()) {
            QVERIFY(line.endsWith('\n') && line.count('\n') == 1);
            const QJsonObject message = parsed(line);
            const QString problem
                = m_schemas.check(message.value(QStringLiteral("type")).toString() + ".schema.json", message);
            QVERIFY2(problem.isEmpty(), qPrintable(problem + " in " + line.left(300)));
        }
        for (std::size_t i = 0; i < bot.receivedLines().size(); ++i) {
            const QString problem
                = m_schemas.check(i == 0 ? "hello-answer.schema.json" : "act-answer.schema.json",
                    parsed(bot.receivedLines()[i]));
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
    }

private slots:
    void initTestCase()
    {
        QCOMPARE(m_schemas.count(), 10);
        m_smallLiarTable = std::shared_ptr<LiarSolver>(makeLiarSolver());
        m_smallLiarTable->solve(200'000, 7);
    }

    void theSchemasRefuseWhatTheyForbid_data()
    {
        QTest::addColumn<QString>("schema");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("an action with two keys")
            << "action.schema.json" << QByteArray(R"({"stop": true, "doubt": true})");
        QTest::newRow("a die no game has") << "action.schema.json" << QByteArray(R"({"throw": ["7"]})");
        QTest::newRow("a bet of an unknown kind")
            << "action.schema.json" << QByteArray(R"({"bet": {"kind": "allin"}})");
        QTest::newRow("hello of another protocol")
            << "hello.schema.json" << QByteArray(R"({"type": "hello", "protocol": 2, "game": "ohio",
            "family": "sheet", "seat": 0, "seats": 2, "options": {}, "games": 1})");
        QTest::newRow("act without legal actions")
            << "act.schema.json"
            << QByteArray(R"({"type": "act", "observation": {"viewer": 0, "to_act": 0, "dice": [],
            "seats": [], "round": 1}, "legal": []})");
        QTest::newRow("an observation with a key nobody documented")
            << "observation.schema.json"
            << QByteArray(R"({"viewer": 0, "to_act": 0, "dice": [], "seats": [], "round": 1, "seed": 5})");
        QTest::newRow("an answer without its action")
            << "act-answer.schema.json" << QByteArray(R"({"move": 1})");
        QTest::newRow("a payment of nothing")
            << "end.schema.json" << QByteArray(R"({"type": "end", "game": 0, "result": {"standings": [],
            "payments": [{"payer": 0, "payee": 1, "amount": 0}]}})");
    }

    void theSchemasRefuseWhatTheyForbid()
    {
        QFETCH(QString, schema);
        QFETCH(QByteArray, message);
        QVERIFY(!QJsonDocument::fromJson(message).isNull());
        QVERIFY(!m_schemas.check(schema, QJsonDocument::fromJson(message).object()).isEmpty());
    }

    void actionsAndObservationsSurviveTheirJson_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("options"); // NAME=VALUE, comma-separated
        for (const std::string& id : gameIds())
            QTest::newRow(id.c_str()) << QString::fromStdString(id) << QString();
        // Pip dice are written as pips everywhere: the notation follows the options.
        QTest::newRow("pokerdice with pip dice") << "pokerdice"
                                                 << "pip_dice=true";
    }

    /// What a program reads back is what was sent: an action parsed from its JSON is the action,
    /// and an observation read and written again is the same JSON (without the sheets' boxes). Every
    /// die in both is written in the one notation of the game under its options.
    void actionsAndObservationsSurviveTheirJson()
    {
        QFETCH(QString, game);
        QFETCH(QString, options);
        const GameDef& def = *findGameDef(game.toStdString());
        RuleOptions rules = def.defaultOptions();
        for (const QString& assignment : options.split(u',', Qt::SkipEmptyParts))
            QVERIFY(!rules.assign(def.options(), assignment.toStdString()));
        const DieKind dice = def.dieKindUnder(rules);
        const QStringList symbols = dice == DieKind::Pips ? QStringList{"1", "2", "3", "4", "5", "6"}
                                                          : QStringList{"9", "10", "J", "Q", "K", "A"};
        // Every die symbol anywhere in a message: in "throw" and "announce" lists, in "dice" lists
        // of observations and in "announcement"s; "?" and null stand for dice not seen.
        std::function<void(const QJsonValue&, const QString&)> notation = [&](const QJsonValue& v,
                                                                              const QString& key) {
            if (v.isObject()) {
                const QJsonObject o = v.toObject();
                for (auto it = o.begin(); it != o.end(); ++it)
                    notation(it.value(), it.key());
            } else if (v.isArray()) {
                for (const QJsonValue& item : v.toArray()) {
                    if (item.isString()
                        && (key == "throw" || key == "dice" || key == "announce" || key == "announcement"))
                        QVERIFY2(item.toString() == "?" || symbols.contains(item.toString()),
                            qPrintable(QStringLiteral("%1 in %2").arg(item.toString(), key)));
                    else
                        notation(item, key);
                }
            }
        };
        std::mt19937_64 random(7);
        int checked = 0;
        for (int g = 0; g < 3; ++g) {
            GameSetup setup{game.toStdString(), rules, {"A", "B", "C"}, random(), Mode::Play, {}};
            if (def.maxPlayers() < 3)
                setup.players.pop_back();
            Match match(setup);
            while (!match.isFinished()) {
                const auto legal = match.legalActions();
                for (const Action& a : legal) {
                    std::string problem;
                    const QJsonObject json = actionToJson(a, def, rules);
                    notation(json, {});
                    const auto back = protocol::actionFromJson(json, def, rules, problem);
                    QVERIFY2(back && *back == a, problem.c_str());
                    ++checked;
                }
                for (Seat viewer = 0; viewer < match.playerCount(); ++viewer) {
                    QJsonObject json = observationToJson(match.observe(viewer), def, rules);
                    notation(json, {});
                    std::string problem;
                    const auto back = protocol::observationFromJson(json, def, rules, problem);
                    QVERIFY2(back, problem.c_str());
                    json.remove(QStringLiteral("sheets"));
                    QJsonObject again = observationToJson(*back, def, rules);
                    QCOMPARE(again, json);
                }
                QVERIFY(!match.apply(
                    legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)]));
            }
            for (Seat viewer = 0; viewer < match.playerCount(); ++viewer)
                for (const Action& a : match.history(viewer)) {
                    std::string problem;
                    const QJsonObject json = actionToJson(a, def, rules);
                    notation(json, {});
                    const auto back = protocol::actionFromJson(json, def, rules, problem);
                    QVERIFY2(back && *back == a, problem.c_str());
                }
        }
        QVERIFY(checked > 20);
    }

    void theExampleBotPlaysEveryLevel_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("level");
        for (const std::string& id : gameIds()) {
            const GameDef& def = *findGameDef(id);
            // Würfel-Poker's levels read a table of a minute (the tests labelled "table"); Poker
            // Dice's solve theirs in a second, Liar Dice's play a small table here.
            for (const std::string& level : def.levels())
                if (def.family() != Family::Sheet || !def.needsPreparation(level, def.defaultOptions()))
                    QTest::newRow((id + " against " + level).c_str())
                        << QString::fromStdString(id) << QString::fromStdString(level);
            QTest::newRow((id + " against another program").c_str())
                << QString::fromStdString(id) << "program";
        }
    }

    /// The C++ example plays a short match against each level of each game: it never fails, its
    /// messages hold the schemas, and where chips are won they add up to zero.
    void theExampleBotPlaysEveryLevel()
    {
        QFETCH(QString, game);
        QFETCH(QString, level);
        const GameDef& def = *findGameDef(game.toStdString());
        const int games = def.family() == Family::Sheet ? 1 : 3;
        auto example = program(def, QStringLiteral(RANDOM_BOT) + QStringLiteral(" 5"), 10000, {}, nullptr);
        QVERIFY2(example->start(1, 2, games), example->problem().c_str());
        QCOMPARE(example->name(), std::string("random (C++)"));
        GameSetup setup{game.toStdString(), def.defaultOptions(), {"Level", "Program"}, std::nullopt,
            Mode::Play, {level.toStdString(), "human"}};
        std::shared_ptr<ProgramBot> other;
        if (level == "program") {
            other = program(def, QStringLiteral(RANDOM_BOT) + QStringLiteral(" 6"), 10000, {}, nullptr);
            QVERIFY(other->start(0, 2, games));
            setup.kinds.clear();
        }
        std::string problem;
        const ArenaFigures figures = playGames(setup,
            {other ? std::shared_ptr<const Bot>(other) : levelBot(def, level.toStdString()), example}, games,
            11, problem);
        example->stop();
        if (other) {
            other->stop();
            QVERIFY2(!other->failed(), other->problem().c_str());
            checkMessages(*other);
        }
        QVERIFY2(problem.empty(), problem.c_str());
        QVERIFY2(!example->failed(), example->problem().c_str());
        QVERIFY(example->decisions() > 0);
        QCOMPARE(example->fallbackDecisions(), 0);
        if (def.settlesInChips())
            QCOMPARE(figures.mean[0] + figures.mean[1], 0.0);
        checkMessages(*example);
        int ends = 0;
        for (const QByteArray& line : example->sentMessages())
            ends += parsed(line).value(QStringLiteral("type")) == QLatin1String("end");
        QCOMPARE(ends, games);
        QCOMPARE(parsed(example->sentMessages().front()).value(QStringLiteral("type")).toString(),
            QStringLiteral("hello"));
    }

    void aMisbehavingProgramNeverHarmsTheMatch_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("expected");
        QTest::newRow("a line that is not JSON") << "malformed"
                                                 << "the answer is not JSON";
        QTest::newRow("an action that is not legal") << "illegal"
                                                     << "not one of the legal actions";
        QTest::newRow("no answer within the time limit") << "silent"
                                                         << "no answer within 300 ms";
        QTest::newRow("a crash") << "crash"
                                 << "the program ended";
        QTest::newRow("100 MB without a newline") << "flood"
                                                  << "longer than 1048576 bytes";
        QTest::newRow("100 MB of short lines") << "lines"
                                               << "the answer is not JSON";
        QTest::newRow("a line nobody asked for: logged, the program plays on") << "chatty"
                                                                               << "";
    }

    /// Each ends in a finished match, the fallback playing the seat, the offending line in the log.
    void aMisbehavingProgramNeverHarmsTheMatch()
    {
        QFETCH(QString, mode);
        QFETCH(QString, expected);
        const GameDef& def = *findGameDef("chicago");
        QTemporaryDir folder;
        const QString log = folder.filePath(QStringLiteral("seat.log"));
        resetPeakMemory();
        const long memoryBefore = currentKilobytes();
        QElapsedTimer timer;
        timer.start();
        auto bad = program(
            def, QStringLiteral(MISBEHAVING_BOT) + " " + mode + " 3", 300, log, levelBot(def, "beginner"));
        QVERIFY(bad->start(0, 2, 3));
        GameSetup setup{"chicago", def.defaultOptions(), {"Program", "Level"}, std::nullopt, Mode::Play,
            {"human", "good"}};
        std::string problem;
        const ArenaFigures figures = playGames(setup, {bad, levelBot(def, "good")}, 3, 5, problem);
        bad->stop();
        QVERIFY2(problem.empty(), problem.c_str());
        QCOMPARE(figures.games, 3);
        QVERIFY2(timer.elapsed() < 20000, "the match took too long");
#if !defined(__SANITIZE_ADDRESS__)
        // Under ASan freed buffers stay in its quarantine (256 MB), so the figure measures the sanitizer.
        // The flood is 100 MB; what a line may hold is 1 MB.
        QVERIFY2(peakKilobytes() - memoryBefore < 32 * 1024,
            qPrintable(
                QStringLiteral("the flood reached memory: %1 kB more").arg(peakKilobytes() - memoryBefore)));
#endif
        QFile file(log);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray logged = file.readAll();
        QVERIFY2(logged.contains("misbehaving bot: " + mode.toUtf8()),
            "the program's standard error is not logged");
        QVERIFY(logged.size() < 100000);
        if (expected.isEmpty()) {
            QVERIFY2(!bad->failed(), bad->problem().c_str());
            QVERIFY(logged.contains("{\"note\": \"done\"}"));
            QCOMPARE(bad->fallbackDecisions(), 0);
            return;
        }
        QVERIFY(bad->failed());
        QVERIFY2(QString::fromStdString(bad->problem()).contains(expected), bad->problem().c_str());
        QVERIFY(QString::fromStdString(bad->problem()).startsWith("game 1, decision 3: "));
        QCOMPARE(bad->decisions(), 2);
        QVERIFY(bad->fallbackDecisions() > 0);
        QVERIFY(logged.contains(QByteArray("knobel: ") + bad->problem().c_str()));
        if (mode == "malformed")
            QVERIFY(logged.contains("the line was: {\"action\": this is not JSON"));
    }

    void withoutAFallbackTheSeatForfeits()
    {
        const GameDef& def = *findGameDef("chicago");
        auto bad = program(def, QStringLiteral(MISBEHAVING_BOT) + " illegal 2", 2000, {}, nullptr);
        QVERIFY(bad->start(0, 2, 2));
        GameSetup setup{"chicago", def.defaultOptions(), {"Program", "Level"}, std::nullopt, Mode::Play, {}};
        std::string problem;
        playGames(setup, {bad, levelBot(def, "good")}, 2, 5, problem);
        QVERIFY2(QString::fromStdString(problem).startsWith("seat 1 forfeited: game 1, decision 2: "),
            problem.c_str());
    }

    /// A program that writes 20 MB of terminal escapes to its standard error plays on; its log holds
    /// 1 MB of it, escaped, and one line that says it was cut.
    void aProgramsLogHasALimitAndNoControlBytes()
    {
        const GameDef& def = *findGameDef("chicago");
        QTemporaryDir folder;
        const QString log = folder.filePath(QStringLiteral("seat.log"));
        auto loud = program(
            def, QStringLiteral(MISBEHAVING_BOT) + " stderr 2", 10000, log, levelBot(def, "beginner"));
        QVERIFY(loud->start(0, 2, 2));
        GameSetup setup{"chicago", def.defaultOptions(), {"Program", "Level"}, std::nullopt, Mode::Play, {}};
        std::string problem;
        const ArenaFigures figures = playGames(setup, {loud, levelBot(def, "good")}, 2, 5, problem);
        loud->stop();
        QVERIFY2(problem.empty(), problem.c_str());
        QCOMPARE(figures.games, 2);
        QVERIFY2(!loud->failed(), loud->problem().c_str());
        QFile file(log);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray logged = file.readAll();
        QVERIFY2(logged.size() <= (1 << 20) + 200, QByteArray::number(logged.size()).constData());
        QVERIFY(logged.size() > (1 << 20) - 100);
        QVERIFY(logged.contains("misbehaving bot: stderr"));
        QVERIFY(logged.contains("\\x1B[31mred\\x1B[0m and a bell \\x07 and a carriage return \\x0D!\n"));
        QCOMPARE(logged.count("knobel: the log is cut here: it reached its limit of 1048576 bytes"), 1);
        for (const char c : logged)
            QVERIFY2(c == '\n' || (unsigned char)c >= 0x20, "a control byte in the log");
    }

    /// A program's children end with it: the process group is killed when the program fails.
    void whatAProgramStartsEndsWithIt()
    {
        const GameDef& def = *findGameDef("chicago");
        QTemporaryDir folder;
        const QString log = folder.filePath(QStringLiteral("seat.log"));
        auto parent = program(
            def, QStringLiteral(MISBEHAVING_BOT) + " child 2", 10000, log, levelBot(def, "beginner"));
        QVERIFY(parent->start(0, 2, 1));
        GameSetup setup{"chicago", def.defaultOptions(), {"Program", "Level"}, std::nullopt, Mode::Play, {}};
        std::string problem;
        playGames(setup, {parent, levelBot(def, "good")}, 1, 5, problem);
        QVERIFY(parent->failed());
        parent->stop();
        QFile file(log);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray logged = file.readAll();
        const qsizetype at = logged.indexOf("\nchild ");
        QVERIFY2(at >= 0, logged.constData());
        const pid_t child = pid_t(logged.mid(at + 7, logged.indexOf('\n', at + 1) - at - 7).toInt());
        QVERIFY2(child > 0, logged.constData());
        // Gone, or a zombie nobody reaps yet (a container without an init that reaps): never asleep.
        QTRY_VERIFY2(::kill(child, 0) != 0 || stateOf(child) == 'Z',
            qPrintable(QStringLiteral("the program's child %1 outlived it (state %2)")
                           .arg(child)
                           .arg(QChar(stateOf(child)))));
    }

    /// The answer to hello has its own, longer time; the message names the time knobel waited.
    void theHelloTimeOutNamesItsTime()
    {
        const GameDef& def = *findGameDef("chicago");
        auto mute = std::make_shared<ProgramBot>(def, def.defaultOptions(),
            ProgramSettings{QStringLiteral(MISBEHAVING_BOT) + " mute", 100, {}, 1 << 20, {}, 1 << 20, 700},
            levelBot(def, "beginner"));
        QVERIFY(!mute->start(0, 2, 1));
        QVERIFY2(QString::fromStdString(mute->problem())
                     .contains("no answer within 700 ms (knobel waited for the answer to hello)"),
            mute->problem().c_str());
    }

    void aProgramThatCannotStartIsReported()
    {
        const GameDef& def = *findGameDef("chicago");
        auto missing
            = program(def, QStringLiteral("/nonexistent/bot --x"), 2000, {}, levelBot(def, "beginner"));
        QVERIFY(!missing->start(0, 2, 1));
        QVERIFY2(QString::fromStdString(missing->problem()).contains("could not be started"),
            missing->problem().c_str());
        GameSetup setup{"chicago", def.defaultOptions(), {"Program", "Level"}, std::nullopt, Mode::Play, {}};
        std::string problem;
        const ArenaFigures figures = playGames(setup, {missing, levelBot(def, "good")}, 1, 5, problem);
        QVERIFY2(problem.empty(), problem.c_str());
        QCOMPARE(figures.games, 1);
    }
};

QTEST_GUILESS_MAIN(tst_Protocol)
#include "tst_protocol.moc"
