// SPDX-License-Identifier: GPL-3.0-or-later
// Saved games from the outside: knobel show and knobel print FILE, and opening files in the app.
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "gamecontroller.h"
#include "gamefile.h"
#include "gamefolders.h"
#include "language.h"
#include "match.h"
#include "processrun.h"
#include "waitlimit.h"

namespace {

ProcessRun runKnobel(const QStringList& arguments)
{
    return runProcess(QStringLiteral(KNOBEL_EXECUTABLE), arguments);
}

QString fixture(const char* name)
{
    return fixtureFile(QLatin1String(name));
}

} // namespace

class TestGameFiles : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("KnobelbecherTests"));
        QVERIFY(Language::instance()->apply(QStringLiteral("en")));
    }

    void showPrintsTheStateOfAGameStoppedMidTurn()
    {
        const ProcessRun run = runKnobel({"show", fixture("wuerfelpoker-mid-turn.knobel")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QByteArray());
        const QJsonObject state = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(state["game"].toString(), QStringLiteral("wuerfelpoker"));
        QCOMPARE(state["players"].toArray(), (QJsonArray{"Anna", "Ben"}));
        QCOMPARE(state["current_player"].toInt(), 1);
        QCOMPARE(state["throws_left"].toInt(), 2);
        QCOMPARE(state["held"].toArray(), (QJsonArray{2, 4}));
        QCOMPARE(state["dice"].toArray().size(), 5);
        QCOMPARE(state["finished"].toBool(), false);
        QVERIFY(!state.contains("result"));
        // Each player's sheet: three columns of the eleven rows, null where nothing is written.
        const QJsonArray anna = state["sheet"].toArray()[0].toArray();
        QCOMPARE(anna.size(), 3);
        QCOMPARE(anna[0].toObject().size(), 11);
        int sum = 0;
        for (const QJsonValue& column : anna)
            for (const QJsonValue& box : column.toObject())
                sum += box.isNull() ? 0 : box.toInt();
        QCOMPARE(state["totals"].toArray()[0].toInt(), sum);
    }

    void showPrintsTheResultOfAFinishedGame()
    {
        const ProcessRun run = runKnobel({"show", fixture("escalero-score-pad-seed-examples.knobel")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject state = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(state["totals"].toArray(), (QJsonArray{38, 36, 5}));
        QCOMPARE(state["sheet"].toArray()[0].toArray()[0].toObject()["queens"].toInt(), 8);
        QVERIFY(state["sheet"].toArray()[0].toArray()[0].toObject()["kings"].isNull());
        const ProcessRun finished = runKnobel({"show", fixture("escalero-finished.knobel")});
        const QJsonObject result = QJsonDocument::fromJson(finished.out).object()["result"].toObject();
        QCOMPARE(result["ranking"].toArray().size(), 2);
        QVERIFY(QJsonDocument::fromJson(finished.out).object()["finished"].toBool());
    }

    void damagedFilesAreRefusedWithTheirName_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("problem");
        QTest::newRow("truncated") << QByteArray("{\"format\": \"knobelbecher-game\", \"vers") << "not JSON";
        QTest::newRow("from the future")
            << QByteArray(R"({"format":"knobelbecher-game","version":9})") << "newer Knobelbecher";
        QTest::newRow("a photo") << QByteArray("\x89PNG\r\n\x1a\n", 8) << "not JSON";
    }

    void damagedFilesAreRefusedWithTheirName()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, problem);
        const QString file = m_dir.filePath(QStringLiteral("broken.knobel"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(content);
        out.close();
        for (const QStringList& arguments :
            {QStringList{"show", file}, QStringList{"print", file, "--pdf", m_dir.filePath("x.pdf")}}) {
            const ProcessRun run = runKnobel(arguments);
            QCOMPARE(run.exitCode, 2);
            QCOMPARE(run.out, QByteArray());
            const QString error = QString::fromUtf8(run.err);
            QCOMPARE(error.count(u'\n'), 1);
            QVERIFY2(error.contains(file) && error.contains(problem), qPrintable(error));
        }
        QVERIFY(!QFile::exists(m_dir.filePath("x.pdf")));
        QCOMPARE(runKnobel({"show", m_dir.filePath("missing.knobel")}).exitCode, 2);
    }

    void aHundredMegabyteFileIsRefusedWithoutReadingIt()
    {
        // A sparse file: 100 MB long, nearly nothing on the disk.
        const QString huge = m_dir.filePath(QStringLiteral("huge.knobel"));
        QFile out(huge);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write("{\"format\": \"knobelbecher-game\", \"players\": [\"");
        QVERIFY(out.resize(100 * 1024 * 1024));
        out.close();
        QElapsedTimer timer;
        timer.start();
        const ProcessRun run = runKnobel({"show", huge});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("larger than a game file can be"), run.err.constData());
        QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
        GameController game;
        QVERIFY(game.openFile(huge).contains(QStringLiteral("larger than a game file can be")));
        QVERIFY(!game.hasGame());
    }

    void printWritesTheSavedSheet()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("saved.pdf"));
        const ProcessRun run = runKnobel(
            {"print", fixture("escalero-score-pad-seed-examples.knobel"), "--pdf", pdf, "--lang", "de"});
        QCOMPARE(run.exitCode, 0);
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished());
        const QString content
            = QString::fromUtf8(text.readAllStandardOutput()).normalized(QString::NormalizationForm_KC);
        for (const char* expected : {"Adam", "Berta", "Cäsar", "Damen", "38", "Cäsar zahlt Adam 33 Chips"})
            QVERIFY2(content.contains(QString::fromUtf8(expected)), expected);
    }

    void theWindowWritesTheTwoColumnFixture()
    {
        // core/games/wuerfelpoker/fixtures/wuerfelpoker-two-columns-finished.knobel is this game, as the
        // window saves it: Würfel-Poker over two columns, Perfect against Good, to the end.
        GameController game;
        game.setComputerPace(0);
        QCOMPARE(game.startGame(
                     "wuerfelpoker", {"Anna", "Ben"}, {{"columns", "2"}}, "2611", false, {"perfect", "good"}),
            QString());
        QTRY_VERIFY_WITH_TIMEOUT(game.isFinished(), waitLimit(60000));
        const QString saved = m_dir.filePath(QStringLiteral("two-columns.knobel"));
        QCOMPARE(game.saveAs(saved), QString());
        QFile a(fixture("wuerfelpoker-two-columns-finished.knobel")), b(saved);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        // The window's game has a fingerprint of a fresh salt (issue 31); the rest is the fixture.
        QByteArray written = b.readAll();
        static const QRegularExpression fairLines(
            QStringLiteral("  \"fingerprint\": \"[0-9a-f]{12}\",\n  \"salt\": \"[0-9a-f]{32}\",\n"));
        QVERIFY(fairLines.match(QString::fromUtf8(written)).hasMatch());
        written = QString::fromUtf8(written).remove(fairLines).toUtf8();
        QCOMPARE(written, a.readAll());
    }

    void printShowsTheRunningSums()
    {
        // The printed sheet writes what the paper does: column 2's running sums, its last one the game's sum.
        const QString pdf = m_dir.filePath(QStringLiteral("two-columns.pdf"));
        const QString file = fixture("wuerfelpoker-two-columns-finished.knobel");
        const ProcessRun run = runKnobel({"print", file, "--pdf", pdf, "--lang", "de"});
        QCOMPARE(run.exitCode, 0);
        QFile in(file);
        QVERIFY(in.open(QIODevice::ReadOnly));
        std::string problem;
        const auto match = knobel::gamefile::read(in.readAll(), problem);
        QVERIFY2(match, problem.c_str());
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished());
        const QString content
            = QString::fromUtf8(text.readAllStandardOutput()).normalized(QString::NormalizationForm_KC);
        QVERIFY2(content.contains(QStringLiteral("Grande serviert / Serviert")), qPrintable(content));
        const int total = match->sheet(0).total();
        const int firstRows = *match->sheet(0).box(0, 0) + *match->sheet(0).box(1, 0);
        QVERIFY2(content.contains(QString::number(total)), qPrintable(content));
        QVERIFY2(
            content.contains(QStringLiteral("+%1").arg(*match->sheet(0).box(1, 0))), qPrintable(content));
        QVERIFY2(content.contains(QString::number(firstRows)), qPrintable(content));
        const int difference = std::abs(total - match->sheet(1).total());
        QVERIFY2(content.contains(QStringLiteral("%1 Chips").arg(difference)), qPrintable(content));
    }

    void openingADamagedFileLeavesTheGameOnTheScreenAlone()
    {
        GameController game;
        QCOMPARE(game.startGame("ohio", {"Anna"}, {}, "3", false), QString());
        QVERIFY(game.throwDice());
        const knobel::Match* before = game.match();
        const auto dice = before->dice();
        const QString broken = m_dir.filePath(QStringLiteral("half.knobel"));
        QFile out(broken);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write("{\"format\": \"knobelbecher-game\", \"version\": 1, \"game\": \"escal");
        out.close();
        const QString problem = game.openFile(broken);
        QVERIFY2(
            problem.contains(broken) && problem.contains(QStringLiteral("not JSON")), qPrintable(problem));
        QCOMPARE(game.match(), before);
        QCOMPARE(game.match()->dice(), dice);
        // A good file opens, and saving it again writes the same game.
        QCOMPARE(game.openFile(fixture("ohio-round-2.knobel")), QString());
        QCOMPARE(game.gameId(), QStringLiteral("ohio"));
        QCOMPARE(game.throwsLeft(), 4);
        const QString copy = m_dir.filePath(QStringLiteral("copy"));
        QCOMPARE(game.saveAs(copy), QString());
        QCOMPARE(game.fileName(), copy + QStringLiteral(".knobel"));
        QFile a(fixture("ohio-round-2.knobel")), b(copy + QStringLiteral(".knobel"));
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(b.readAll(), a.readAll());
    }
};

QTEST_GUILESS_MAIN(TestGameFiles)
#include "tst_gamefiles.moc"
