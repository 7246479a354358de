// SPDX-License-Identifier: GPL-3.0-or-later
// `knobel match` with a program in a seat, and `knobel policy`, run as a user runs them.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

#include "../core/schemacheck.h"
#include "engine/json.h"
#include "engine/protocol.h"
#include "engine/registry.h"
#include "match.h"
#include "processrun.h"
#include "waitlimit.h"

using namespace knobel;

namespace {

ProcessRun runKnobel(const QStringList& arguments, const QByteArray& input = {})
{
    return runProcess(QStringLiteral(KNOBEL_EXECUTABLE), arguments, input);
}

QList<QJsonObject> jsonLines(const QByteArray& out)
{
    QList<QJsonObject> lines;
    for (const QByteArray& line : out.trimmed().split('\n'))
        lines.append(QJsonDocument::fromJson(line).object());
    return lines;
}

} // namespace

namespace {

/// A game's computer levels that play at once with the default options (no table to build first).
QStringList readyLevels(const knobel::GameDef& def)
{
    QStringList levels;
    for (const std::string& level : def.levels())
        if (!def.needsPreparation(level, def.defaultOptions()))
            levels << QString::fromStdString(level);
    return levels;
}

} // namespace

class tst_ProgramSeat : public QObject
{
    Q_OBJECT

    QTemporaryDir m_logs;
    SchemaCheck m_schemas{QStringLiteral(PROTOCOL_SCHEMAS)};

private slots:
    void aProgramTakesASeat_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("level");
        // Every registered game, against its strongest level that needs no table built first.
        for (const GameDef* def : allGameDefs()) {
            const auto level = readyLevels(*def);
            if (!level.isEmpty())
                QTest::newRow(std::string(def->id()).c_str())
                    << QString::fromStdString(std::string(def->id())) << level.last();
        }
    }

    void aProgramTakesASeat()
    {
        QFETCH(QString, game);
        QFETCH(QString, level);
        // The program in seat 2; a game for three or more gets more seats of the level.
        QString players = level + ",cmd:" RANDOM_BOT " 4";
        const int seats = std::max(2, findGameDef(game.toStdString())->minPlayers());
        for (int s = 2; s < seats; ++s)
            players += "," + level;
        const ProcessRun run = runKnobel(
            {"match", game, "--players", players, "--games", "2", "--seed", "3", "--log-dir", m_logs.path()});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), run.err.constData());
        const QList<QJsonObject> lines = jsonLines(run.out);
        QCOMPARE(lines.size(), seats);
        QCOMPARE(lines[1].value("level").toString(), QStringLiteral("cmd:" RANDOM_BOT " 4"));
        QCOMPARE(lines[1].value("name").toString(), QStringLiteral("random (C++)"));
        QVERIFY(lines[1].value("decisions").toInt() > 0);
        QVERIFY(!lines[1].contains("problem"));
        QVERIFY(lines[1].value("log").toString().startsWith(m_logs.path()));
        if (findGameDef(game.toStdString())->settlesInChips()) {
            double sum = 0;
            for (const QJsonObject& line : lines)
                sum += line.value("mean").toDouble();
            QCOMPARE(sum, 0.0);
        }
    }

    void theLevelsPrintWhatTheyAlwaysPrinted()
    {
        const ProcessRun run
            = runKnobel({"match", "chicago", "--players", "good,beginner", "--games", "3", "--seed", "1"});
        QCOMPARE(run.exitCode, 0);
        static const QRegularExpression line(QString::fromLatin1(
            R"re(^\{"seat":\d,"level":"(good|beginner)","mean":-?\d+\.\d{6},"se":\d+\.\d{6}\}$)re"));
        for (const QByteArray& text : run.out.trimmed().split('\n'))
            QVERIFY2(line.match(QString::fromUtf8(text)).hasMatch(), text.constData());
    }

    void aFailingProgramIsReportedAndTheLevelTakesOver()
    {
        const ProcessRun run
            = runKnobel({"match", "chicago", "--players", "cmd:" MISBEHAVING_BOT " illegal 2,good", "--games",
                "2", "--seed", "3", "--fallback", "good", "--log-dir", m_logs.path()});
        QCOMPARE(run.exitCode, 0);
        const QList<QJsonObject> lines = jsonLines(run.out);
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[0].value("decisions").toInt(), 1);
        QCOMPARE(lines[0].value("fallback").toString(), QStringLiteral("good"));
        QVERIFY(lines[0].value("fallback_decisions").toInt() > 0);
        QVERIFY(lines[0].value("problem").toString().contains("not one of the legal actions"));
        QVERIFY2(run.err.startsWith("knobel: seat 1 (cmd:"), run.err.constData());
        QVERIFY(run.err.contains("the level good took over"));
    }

    void withForfeitTheMatchStopsAndSaysWhy()
    {
        const ProcessRun run
            = runKnobel({"match", "chicago", "--players", "cmd:" MISBEHAVING_BOT " malformed 1,good",
                "--games", "2", "--seed", "3", "--fallback", "forfeit", "--log-dir", m_logs.path()});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.startsWith("knobel: seat 1 forfeited: game 1, decision 1: the answer is not JSON"),
            run.err.constData());
    }

    void badSettingsAreRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QStringList base{"match", "chicago", "--players", "good,cmd:x", "--games", "1", "--seed", "1"};
        QTest::newRow("no time at all") << base + QStringList{"--time-limit", "0"} << "--time-limit takes";
        QTest::newRow("a fallback that is no level")
            << base + QStringList{"--fallback", "expert"} << "--fallback takes a level";
        QTest::newRow("a log folder that does not exist")
            << base + QStringList{"--log-dir", "/nonexistent/folder"} << "is not a folder";
        QTest::newRow("the program's options with another command")
            << QStringList{"games", "--time-limit", "3"} << "--time-limit goes with match";
        QTest::newRow("policy without a level") << QStringList{"policy", "chicago"} << "needs --level";
        QTest::newRow("a level with a terminal escape, shown escaped") << QStringList{"match", "chicago",
            "--players", "good,\x1b[2J\x1b]0;evil\x07", "--games", "1", "--seed",
            "1"} << "unknown level '\\x1B[2J\\x1B]0;evil\\x07'";
        QTest::newRow("a log folder with a terminal escape, shown escaped")
            << base + QStringList{"--log-dir", "/nonexistent/\x1b[31mred"}
            << "'/nonexistent/\\x1B[31mred' is not";
        QTest::newRow("a game with a newline, shown on one line")
            << QStringList{"match", "chi\ncago", "--players", "good,good", "--games", "1", "--seed", "1"}
            << "unknown game 'chi\\x0Acago'";
    }

    void badSettingsAreRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const ProcessRun run = runKnobel(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains(message.toUtf8()), run.err.constData());
        // One line, and nothing a terminal would take as a command.
        QCOMPARE(run.err.count('\n'), 1);
        for (const char c : run.err)
            QVERIFY2(c == '\n' || (unsigned char)c >= 0x20, run.err.constData());
    }

    void policyAnswersWhatTheLevelDoes_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("level");
        QTest::addColumn<QString>("option"); // NAME=VALUE or empty
        // Every registered game and each of its levels that needs no table built first.
        for (const GameDef* def : allGameDefs())
            for (const QString& level : readyLevels(*def)) {
                const QString game = QString::fromStdString(std::string(def->id()));
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(game, level)))
                    << game << level << QString();
            }
        // One notation under the options: pip dice are pips in the observation, history and legal.
        QTest::newRow("pokerdice with pip dice, good") << "pokerdice"
                                                       << "good"
                                                       << "pip_dice=true";
    }

    /// Every decision of a match of the level against itself, asked as the act message carried it:
    /// the policy answers the level's own chances (1 on the action a pure level took; a mixing level,
    /// such as Liar Dice's, its mix), and the action the level took has a chance.
    void policyAnswersWhatTheLevelDoes()
    {
        QFETCH(QString, game);
        QFETCH(QString, level);
        QFETCH(QString, option);
        const GameDef& def = *findGameDef(game.toStdString());
        RuleOptions options = def.defaultOptions();
        if (!option.isEmpty())
            QVERIFY(!options.assign(def.options(), option.toStdString()));
        const auto bot = def.makeBot(level.toStdString(), options, BotPreparation{});
        std::vector<std::string> players{"A", "B"};
        while (int(players.size()) < def.minPlayers())
            players.push_back(std::string(1, char('A' + players.size())));
        Match match(GameSetup{game.toStdString(), options, players, 21, Mode::Play, {}});
        QByteArray queries;
        std::vector<int> chosen;
        std::vector<std::vector<double>> expected;
        for (std::uint64_t decision = 0; !match.isFinished() && decision < 60; ++decision) {
            const BotView view = match.botView(match.toAct(), decision * 7);
            const QJsonObject act = protocol::act(view, def);
            QJsonObject query{{"observation", act.value("observation")}, {"legal", act.value("legal")},
                {"seed", double(view.seed)}};
            const QString queryProblem = m_schemas.check("policy-query.schema.json", query);
            QVERIFY2(queryProblem.isEmpty(), qPrintable(queryProblem));
            queries += QJsonDocument(query).toJson(QJsonDocument::Compact) + '\n';
            const Action action = bot->decide(view);
            expected.push_back(bot->policy(view));
            chosen.push_back(
                int(std::find(view.legal.begin(), view.legal.end(), action) - view.legal.begin()));
            QVERIFY(!match.apply(action));
        }
        queries += "not json\n";
        QStringList arguments{"policy", game, "--level", level};
        if (!option.isEmpty())
            arguments << "--option" << option;
        const ProcessRun run = runKnobel(arguments, queries);
        QCOMPARE(run.exitCode, 1);
        const QList<QJsonObject> answers = jsonLines(run.out);
        QCOMPARE(answers.size(), qsizetype(chosen.size() + 1));
        for (const QJsonObject& answer : answers) {
            const QString problem = m_schemas.check("policy-answer.schema.json", answer);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
        for (std::size_t i = 0; i < chosen.size(); ++i) {
            const QJsonArray probs = answers[qsizetype(i)].value("probs").toArray();
            QVERIFY2(!probs.isEmpty(), QJsonDocument(answers[qsizetype(i)]).toJson().constData());
            QCOMPARE(probs.size(), qsizetype(expected[i].size()));
            for (qsizetype j = 0; j < probs.size(); ++j)
                QVERIFY2(std::abs(probs.at(j).toDouble() - expected[i][std::size_t(j)]) < 1e-6,
                    qPrintable(QStringLiteral("decision %1, action %2").arg(i).arg(j)));
            QVERIFY(probs.at(chosen[i]).toDouble() > 0);
            if (answers[qsizetype(i)].contains("values"))
                QCOMPARE(answers[qsizetype(i)].value("values").toArray().size(), probs.size());
        }
        QVERIFY(answers.last().value("error").toString().contains("not a JSON object"));
    }

    /// One line per cause the reliability probe found: each is answered with an error (it crashed
    /// `knobel policy` before), and the good line after it still with chances.
    void policyAnswersHostileLinesWithAnError_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("cause");
        QTest::addColumn<QString>("message");
        for (const char* game : {"chicago", "pokerdice", "lustigesieben"}) {
            QTest::addRow("%s: an observation without seats", game) << game << "no seats"
                                                                    << "shows 0 seats";
            QTest::addRow("%s: an observation whose seats are empty", game) << game << "empty seats"
                                                                            << "shows 0 seats";
            QTest::addRow("%s: nine seats", game) << game << "nine seats"
                                                  << "shows 9 seats";
        }
        QTest::newRow("pokerdice: the same legal throw twice") << "pokerdice"
                                                               << "twice"
                                                               << "legal lists the same action twice";
        for (const char* game : {"chicago", "pokerdice", "lustigesieben", "ohio"})
            QTest::addRow("%s: legal leaves out an action (the chances summed to 0)", game)
                << game << "subset"
                << "legal is not the list of actions the rules allow";
        QTest::newRow("ohio: a seed of 1e300") << "ohio"
                                               << "huge seed"
                                               << "the seed is a whole number";
        QTest::newRow("lustigesieben: a raw control character inside a string")
            << "lustigesieben"
            << "control"
            << "a control character inside a string";
    }

    void policyAnswersHostileLinesWithAnError()
    {
        QFETCH(QString, game);
        QFETCH(QString, cause);
        QFETCH(QString, message);
        const GameDef& def = *findGameDef(game.toStdString());
        const auto bot = def.makeBot("good", def.defaultOptions(), BotPreparation{});
        Match match(GameSetup{game.toStdString(), def.defaultOptions(), {"A", "B"}, 5, Mode::Play, {}});
        // A decision with more than one way to act (for "twice": a throw among them).
        auto throwAmong = [](const std::vector<Action>& legal) {
            return std::any_of(
                legal.begin(), legal.end(), [](const Action& a) { return a.type == Action::Type::Throw; });
        };
        for (int step = 0; step < 500 && !match.isFinished()
             && (match.legalActions().size() < 2 || (cause == "twice" && !throwAmong(match.legalActions())));
             ++step)
            QVERIFY(!match.apply(match.legalActions().front()));
        const BotView view = match.botView(match.toAct(), 3);
        const QJsonObject act = protocol::act(view, def);
        const QJsonObject good{{"observation", act.value("observation")}, {"legal", act.value("legal")}};
        QJsonObject observation = act.value("observation").toObject();
        QJsonArray legal = act.value("legal").toArray();
        QJsonObject query = good;
        if (cause == "no seats")
            observation.remove("seats");
        else if (cause == "empty seats")
            observation.insert("seats", QJsonArray());
        else if (cause == "nine seats") {
            QJsonArray seats = observation.value("seats").toArray();
            while (seats.size() < 9)
                seats.append(QJsonObject{{"seat", seats.size()}});
            observation.insert("seats", seats);
        } else if (cause == "twice") {
            for (const QJsonValue& action : legal)
                if (action.toObject().contains("throw")) {
                    legal.append(action);
                    break;
                }
            QVERIFY2(legal.size() > act.value("legal").toArray().size(), "no throw to list twice");
        } else if (cause == "subset") {
            // Without the action the level takes: its chances had nothing left to add up to 1.
            const Action taken = bot->decide(view);
            legal = QJsonArray();
            for (std::size_t i = 0; i < view.legal.size(); ++i)
                if (!(view.legal[i] == taken))
                    legal.append(actionToJson(view.legal[i], def, def.defaultOptions()));
        } else if (cause == "huge seed")
            query.insert("seed", 1e300);
        query.insert("observation", observation);
        query.insert("legal", legal);
        QByteArray line = QJsonDocument(query).toJson(QJsonDocument::Compact);
        if (cause == "control") {
            const qsizetype at = line.indexOf("\":\"");
            QVERIFY(at > 0);
            line.insert(at + 3, '\x01');
        }
        const ProcessRun run = runKnobel({"policy", game, "--level", "good"},
            line + '\n' + QJsonDocument(good).toJson(QJsonDocument::Compact) + '\n');
        QCOMPARE(run.exitCode, 1);
        const QList<QJsonObject> answers = jsonLines(run.out);
        QCOMPARE(answers.size(), 2);
        QVERIFY2(answers[0].value("error").toString().contains(message), run.out.constData());
        QVERIFY2(answers[1].contains("probs"), run.out.constData());
    }

    /// A line longer than the protocol's limit is refused without being held in memory (a 400 MB
    /// line took 803 MB); the next line is answered.
    void policyRefusesAnOverlongLineInBoundedMemory()
    {
        const GameDef& def = *findGameDef("chicago");
        Match match(GameSetup{"chicago", def.defaultOptions(), {"A", "B"}, 5, Mode::Play, {}});
        const QJsonObject act = protocol::act(match.botView(match.toAct(), 1), def);
        const QByteArray good = QJsonDocument(
            QJsonObject{{"observation", act.value("observation")}, {"legal", act.value("legal")}})
                                    .toJson(QJsonDocument::Compact);
        QProcess knobel;
        knobel.start(QStringLiteral(KNOBEL_EXECUTABLE), {"policy", "chicago", "--level", "good"});
        QVERIFY(knobel.waitForStarted());
        const QByteArray chunk(1 << 20, ' ');
        knobel.write("{\"observation\":");
        for (int i = 0; i < 256; ++i) {
            knobel.write(chunk);
            QVERIFY(knobel.waitForBytesWritten(waitLimit(30000)));
        }
        knobel.write("}\n");
        // The answer to the long line comes while knobel waits for the next: its peak memory now.
        while (!knobel.canReadLine())
            QVERIFY(knobel.waitForReadyRead(waitLimit(30000)));
        QFile status(QStringLiteral("/proc/%1/status").arg(knobel.processId()));
        QVERIFY(status.open(QIODevice::ReadOnly));
        long peakKilobytes = -1;
        for (const QByteArray& line : status.readAll().split('\n'))
            if (line.startsWith("VmHWM:"))
                peakKilobytes = line.mid(6).trimmed().split(' ').first().toLong();
        knobel.write(good + '\n');
        knobel.closeWriteChannel();
        QVERIFY(knobel.waitForFinished(waitLimit(60000)));
        QCOMPARE(knobel.exitCode(), 1);
        const QList<QJsonObject> answers = jsonLines(knobel.readAllStandardOutput());
        QCOMPARE(answers.size(), 2);
        QVERIFY2(answers[0].value("error").toString().contains("longer than 1048576 bytes"),
            QJsonDocument(answers[0]).toJson().constData());
        QVERIFY(answers[1].contains("probs"));
        // It read 256 MB; it held at most what a line may hold, beside itself.
        QVERIFY(peakKilobytes > 0);
#if !defined(__SANITIZE_ADDRESS__)
        // Under ASan its shadow memory and quarantine are part of the figure.
        QVERIFY2(peakKilobytes < 128 * 1024, qPrintable(QStringLiteral("%1 kB").arg(peakKilobytes)));
#endif
    }

    void policyRefusesAnObservationItsHistoryDoesNotGive()
    {
        const GameDef& def = *findGameDef("chicago");
        Match match(GameSetup{"chicago", def.defaultOptions(), {"A", "B"}, 4, Mode::Play, {}});
        QJsonObject act = protocol::act(match.botView(match.toAct()), def);
        QJsonObject observation = act.value("observation").toObject();
        observation.insert("round", 5);
        const QJsonObject query{{"observation", observation}, {"legal", act.value("legal")}};
        const ProcessRun run = runKnobel({"policy", "chicago", "--level", "good"},
            QJsonDocument(query).toJson(QJsonDocument::Compact) + '\n');
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains("the observation does not follow from its history"), run.out.constData());
    }
};

QTEST_GUILESS_MAIN(tst_ProgramSeat)
#include "tst_programseat.moc"
