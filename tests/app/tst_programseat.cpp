// SPDX-License-Identifier: GPL-3.0-or-later
// `knobel match` with a program in a seat, and `knobel policy`, run as a user runs them.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "../core/schemacheck.h"
#include "engine/json.h"
#include "engine/protocol.h"
#include "engine/registry.h"
#include "match.h"
#include "processrun.h"

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
        const ProcessRun run = runKnobel({"match", game, "--players", level + ",cmd:" RANDOM_BOT " 4",
            "--games", "2", "--seed", "3", "--log-dir", m_logs.path()});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), run.err.constData());
        const QList<QJsonObject> lines = jsonLines(run.out);
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[1].value("level").toString(), QStringLiteral("cmd:" RANDOM_BOT " 4"));
        QCOMPARE(lines[1].value("name").toString(), QStringLiteral("random (C++)"));
        QVERIFY(lines[1].value("decisions").toInt() > 0);
        QVERIFY(!lines[1].contains("problem"));
        QVERIFY(lines[1].value("log").toString().startsWith(m_logs.path()));
        if (findGameDef(game.toStdString())->settlesInChips())
            QCOMPARE(lines[0].value("mean").toDouble() + lines[1].value("mean").toDouble(), 0.0);
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
    }

    void badSettingsAreRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const ProcessRun run = runKnobel(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains(message.toUtf8()), run.err.constData());
    }

    void policyAnswersWhatTheLevelDoes_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("level");
        // Every registered game and each of its levels that needs no table built first.
        for (const GameDef* def : allGameDefs())
            for (const QString& level : readyLevels(*def)) {
                const QString game = QString::fromStdString(std::string(def->id()));
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(game, level))) << game << level;
            }
    }

    /// Every decision of a match of the level against itself, asked as the act message carried it:
    /// the policy puts 1 on the action the level took.
    void policyAnswersWhatTheLevelDoes()
    {
        QFETCH(QString, game);
        QFETCH(QString, level);
        const GameDef& def = *findGameDef(game.toStdString());
        const auto bot = def.makeBot(level.toStdString(), def.defaultOptions(), BotPreparation{});
        std::vector<std::string> players{"A", "B"};
        while (int(players.size()) < def.minPlayers())
            players.push_back(std::string(1, char('A' + players.size())));
        Match match(GameSetup{game.toStdString(), def.defaultOptions(), players, 21, Mode::Play, {}});
        QByteArray queries;
        std::vector<int> chosen;
        for (std::uint64_t decision = 0; !match.isFinished() && decision < 60; ++decision) {
            const BotView view = match.botView(match.toAct(), decision * 7);
            const QJsonObject act = protocol::act(view, def);
            QJsonObject query{{"observation", act.value("observation")}, {"legal", act.value("legal")},
                {"seed", double(view.seed)}};
            const QString queryProblem = m_schemas.check("policy-query.schema.json", query);
            QVERIFY2(queryProblem.isEmpty(), qPrintable(queryProblem));
            queries += QJsonDocument(query).toJson(QJsonDocument::Compact) + '\n';
            const Action action = bot->decide(view);
            chosen.push_back(
                int(std::find(view.legal.begin(), view.legal.end(), action) - view.legal.begin()));
            QVERIFY(!match.apply(action));
        }
        queries += "not json\n";
        const ProcessRun run = runKnobel({"policy", game, "--level", level}, queries);
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
            QCOMPARE(probs.at(chosen[i]).toDouble(), 1.0);
            if (answers[qsizetype(i)].contains("values"))
                QCOMPARE(answers[qsizetype(i)].value("values").toArray().size(), probs.size());
        }
        QVERIFY(answers.last().value("error").toString().contains("not a JSON object"));
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
