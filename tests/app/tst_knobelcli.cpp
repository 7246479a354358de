// SPDX-License-Identifier: GPL-3.0-or-later
// The knobel tool's output is a contract: these tests run the real program.
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "engine/registry.h"
#include "gamefile.h"
#include "gamefolders.h"
#include "processrun.h"
#include "seal.h"
#include "waitlimit.h"

using namespace knobel;

namespace {

ProcessRun runKnobel(const QStringList& arguments, const QByteArray& input = {})
{
    return runProcess(QStringLiteral(KNOBEL_EXECUTABLE), arguments, input);
}

QByteArray contentOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// knobel with the window's data folder under `dataHome` (its seal.key).
ProcessRun runKnobelWithData(const QStringList& arguments, const QString& dataHome)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_DATA_HOME"), dataHome);
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(KNOBEL_EXECUTABLE), arguments);
    if (!process.waitForStarted() || !process.waitForFinished(waitLimit(60000)))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        process.readAllStandardOutput(), process.readAllStandardError()};
}

} // namespace

class TestKnobelCli : public QObject
{
    Q_OBJECT

private slots:
    void gamesListsIdNameFamilyAndGroup()
    {
        const ProcessRun run = runKnobel({"games"});
        QCOMPARE(run.exitCode, 0);
        const QByteArray& out = run.out;
        // The booklet's order: the score-sheet games first, Sechzerspiel (game 7 of the booklet) first of
        // all.
        QVERIFY(out.startsWith("sechzerspiel\tSechzerspiel\tsheet\tsheet\nohio\tOhio\tsheet\tsheet\n"));
        const QList<QByteArray> lines = out.trimmed().split('\n');
        QCOMPARE(lines.size(), qsizetype(allGameDefs().size()));
        const QList<QByteArray> families{
            "sheet", "track", "tally", "keep_compare", "bank", "open_poker", "hidden_hand", "holdem"};
        const QList<QByteArray> groups{
            "sheet", "one_die", "two_dice", "three_dice", "five_dice", "six_dice", "poker_dice", "betting"};
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QList<QByteArray> fields = lines[i].split('\t');
            QCOMPARE(fields.size(), 4);
            QCOMPARE(fields[0], QByteArray(allGameDefs()[std::size_t(i)]->id().data()));
            QVERIFY2(families.contains(fields[2]), lines[i].constData());
            QVERIFY2(groups.contains(fields[3]), lines[i].constData());
        }
    }

    void matchPlaysComputerAgainstComputer()
    {
        const ProcessRun run = runKnobel(
            {"match", "escalero", "--players", "perfect,beginner", "--games", "40", "--seed", "7"});
        QCOMPARE(run.exitCode, 0);
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        double sum = 0;
        for (int seat = 0; seat < 2; ++seat) {
            const QJsonObject line = QJsonDocument::fromJson(lines[seat]).object();
            QCOMPARE(line.value("seat").toInt(), seat);
            QCOMPARE(line.value("level").toString(), seat == 0 ? QString("perfect") : QString("beginner"));
            QVERIFY(line.value("se").toDouble() > 0);
            sum += line.value("mean").toDouble();
        }
        // Escalero settles in chips: what one seat wins the other pays.
        QVERIFY(std::abs(sum) < 1e-9);
        // Perfect play beats a beginner by far more than the noise of 40 games.
        QVERIFY(QJsonDocument::fromJson(lines[0]).object().value("mean").toDouble() > 0);
        // The same seed plays the same games.
        QCOMPARE(
            runKnobel({"match", "escalero", "--players", "perfect,beginner", "--games", "40", "--seed", "7"})
                .out,
            run.out);
    }

    void matchRefusesWhatItCannotPlay_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("an unknown level") << QStringList{"match", "ohio", "--players", "perfect,expert",
            "--games", "1", "--seed", "1"} << QByteArray("unknown level 'expert'");
        QTest::newRow("too many seats") << QStringList{"match", "wuerfelpoker", "--players",
            "good,good,good,good,good,good,good,good,good", "--games", "1", "--seed", "1"}
                                        << QByteArray("--players takes 2 to 8");
        QTest::newRow("no games") << QStringList{"match", "ohio", "--players", "good", "--games", "0",
            "--seed", "1"} << QByteArray("--games takes");
        QTest::newRow("an unknown game") << QStringList{"match", "yahtzee", "--players", "good", "--games",
            "1", "--seed", "1"} << QByteArray("unknown game 'yahtzee'");
        QTest::newRow("a sheet game has no poker hands")
            << QStringList{"hand", "escalero", "9", "9", "9", "A", "A"} << QByteArray("ranks no poker hands");
    }

    void matchRefusesWhatItCannotPlay()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, message);
        const ProcessRun run = runKnobel(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains(message), run.err.constData());
        QCOMPARE(run.err.count('\n'), 1);
    }

    void output_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("expected");

        QTest::newRow("rows of Sechzerspiel")
            << QStringList{"rows", "sechzerspiel"}
            << QByteArray(R"(["ones","twos","threes","fours","fives","sixes"])"
                          "\n");
        QTest::newRow("rows of Ohio")
            << QStringList{"rows", "ohio"}
            << QByteArray(R"(["ones","twos","threes","fours","fives","sixes","ohio"])"
                          "\n");
        QTest::newRow("rows of Escalero")
            << QStringList{"rows", "escalero"}
            << QByteArray(
                   R"(["nines","tens","jacks","queens","kings","aces","quint","full_hand","poker","five","five_served"])"
                   "\n");
        QTest::newRow("rows of Würfel-Poker")
            << QStringList{"rows", "wuerfelpoker"}
            << QByteArray(
                   R"(["ones","twos","threes","fours","fives","sixes","straight","full_house","poker","grande","grande_served"])"
                   "\n");
        QTest::newRow("score: Adam's Nine-Jack-Queen-Queen-Ace")
            << QStringList{"score", "escalero", "9", "J", "Q", "Q", "A"}
            << QByteArray(
                   R"({"nines":1,"tens":0,"jacks":3,"queens":8,"kings":0,"aces":6,"quint":0,"full_hand":0,"poker":0,"five":0,"five_served":0})"
                   "\n");
        QTest::newRow("score: Berta's served Quint, in German letters and lower case")
            << QStringList{"score", "escalero", "10", "b", "d", "k", "a", "--served"}
            << QByteArray(
                   R"({"nines":0,"tens":2,"jacks":3,"queens":4,"kings":5,"aces":6,"quint":30,"full_hand":0,"poker":0,"five":0,"five_served":0})"
                   "\n");
        QTest::newRow("score: a served Grande")
            << QStringList{"score", "wuerfelpoker", "--served", "6", "6", "6", "6", "6"}
            << QByteArray(
                   R"({"ones":0,"twos":0,"threes":0,"fours":0,"fives":0,"sixes":30,"straight":0,"full_house":0,"poker":45,"grande":55,"grande_served":100})"
                   "\n");
        QTest::newRow("score with an option: five alike as full house, not as poker")
            << QStringList{"score", "wuerfelpoker", "2", "2", "2", "2", "2", "--option",
                   "five_counts_as_full_hand=true", "--option", "five_counts_as_poker=false"}
            << QByteArray(
                   R"({"ones":0,"twos":10,"threes":0,"fours":0,"fives":0,"sixes":0,"straight":0,"full_house":30,"poker":0,"grande":50,"grande_served":0})"
                   "\n");
        QTest::newRow("score: Sechzerspiel's die times the row")
            << QStringList{"score", "sechzerspiel", "5"}
            << QByteArray(R"({"ones":5,"twos":10,"threes":15,"fours":20,"fives":25,"sixes":30})"
                          "\n");
        QTest::newRow("score: Ohio")
            << QStringList{"score", "ohio", "6", "5", "4", "3", "2", "1"}
            << QByteArray(R"({"ones":1,"twos":2,"threes":3,"fours":4,"fives":5,"sixes":6,"ohio":40})"
                          "\n");
        QTest::newRow("allowed: Queens")
            << QStringList{"allowed", "escalero", "queens"} << QByteArray("[0,4,8,12,16,20]\n");
        QTest::newRow("allowed: Grande")
            << QStringList{"allowed", "wuerfelpoker", "grande"} << QByteArray("[0,50,55]\n");
        QTest::newRow("allowed: Fünfling")
            << QStringList{"allowed", "escalero", "five"} << QByteArray("[0,50]\n");
        QTest::newRow("allowed: Sechzerspiel row 6 has no 0")
            << QStringList{"allowed", "sechzerspiel", "sixes"} << QByteArray("[6,12,18,24,30,36]\n");
        QTest::newRow("allowed with an option") << QStringList{"allowed", "wuerfelpoker", "straight",
            "--option", "column_values=2-2-4"} << QByteArray("[0,20,25]\n");
        QTest::newRow("batch: one object a line, in order")
            << QStringList{"score", "escalero", "--batch"}
            << QByteArray(
                   R"({"nines":1,"tens":0,"jacks":3,"queens":8,"kings":0,"aces":6,"quint":0,"full_hand":0,"poker":0,"five":0,"five_served":0})"
                   "\n"
                   R"({"nines":0,"tens":2,"jacks":3,"queens":4,"kings":5,"aces":6,"quint":30,"full_hand":0,"poker":0,"five":0,"five_served":0})"
                   "\n");
    }

    void output()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, expected);
        const ProcessRun run = runKnobel(arguments, "9 J Q Q A\n10 J Q K A served\n");
        QCOMPARE(run.err, QByteArray());
        QCOMPARE(run.out, expected);
        QCOMPARE(run.exitCode, 0);
    }

    void wrongInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("message");
        QTest::newRow("no command") << QStringList{} << QByteArray() << "no command";
        QTest::newRow("unknown command") << QStringList{"play"} << QByteArray() << "unknown command 'play'";
        QTest::newRow("unknown game")
            << QStringList{"rows", "kniffel"} << QByteArray() << "unknown game 'kniffel'";
        QTest::newRow("no game") << QStringList{"score"} << QByteArray() << "needs a game";
        QTest::newRow("unknown row") << QStringList{"allowed", "escalero", "sixes"} << QByteArray()
                                     << "unknown row 'sixes'";
        QTest::newRow("unknown option")
            << QStringList{"score", "ohio", "1", "2", "3", "4", "5", "6", "--option", "head_multiplier=2"}
            << QByteArray() << "unknown option 'head_multiplier'";
        QTest::newRow("bad option value")
            << QStringList{"allowed", "wuerfelpoker", "ones", "--option", "column_values=4-2-1"}
            << QByteArray() << "takes one of 1-2-4, 2-2-4";
        QTest::newRow("option without value") << QStringList{"allowed", "wuerfelpoker", "ones", "--option"}
                                              << QByteArray() << "Missing value after '--option'";
        QTest::newRow("too few dice")
            << QStringList{"score", "escalero", "9", "J"} << QByteArray() << "played with 5 dice, not 2";
        QTest::newRow("too many dice")
            << QStringList{"score", "sechzerspiel", "1", "2"} << QByteArray() << "played with 1 die, not 2";
        QTest::newRow("a face the game does not have") << QStringList{"score", "wuerfelpoker", "1", "2", "3",
            "4", "Q"} << QByteArray() << "'Q' is not a face of a die";
        QTest::newRow("a pip on a poker die") << QStringList{"score", "escalero", "1", "J", "Q", "K", "A"}
                                              << QByteArray() << "'1' is not a face of a poker die";
        QTest::newRow("an unknown flag")
            << QStringList{"games", "--loud"} << QByteArray() << "Unknown option 'loud'";
        QTest::newRow("games takes no arguments")
            << QStringList{"games", "ohio"} << QByteArray() << "takes no arguments";
        QTest::newRow("rows takes no --served")
            << QStringList{"rows", "ohio", "--served"} << QByteArray() << "takes no --served";
        QTest::newRow("a bad batch line names its number")
            << QStringList{"score", "escalero", "--batch"} << QByteArray("9 J Q Q A\n9 J Q Q\n")
            << "line 2: Escalero is played with 5 dice, not 4";
        QTest::newRow("an empty batch line is refused")
            << QStringList{"score", "escalero", "--batch"} << QByteArray("9 J Q Q A\n\n9 J Q Q A\n")
            << "line 2:";
        QTest::newRow("batch takes no dice arguments")
            << QStringList{"score", "escalero", "--batch", "9"} << QByteArray() << "standard input";
        QTest::newRow("a NUL and an escape sequence are shown escaped, not cut or obeyed")
            << QStringList{"score", "escalero", "--batch"}
            << QByteArray("9 J Q Q A\nQ\0x\x1b[31m J Q Q A\n", 27)
            << "line 2: 'Q\\x00x\\x1B[31m' is not a face";
        QTest::newRow("bytes that are not UTF-8 and a direction override are shown escaped")
            << QStringList{"score", "escalero", "--batch"} << QByteArray("\xff\xe2\x80\xae J Q Q A\n")
            << "line 1: '\\xFF\\u202E' is not a face";
        QTest::newRow("a byte-order mark counts only before the first line")
            << QStringList{"score", "escalero", "--batch"}
            << QByteArray("9 J Q Q A\n\xef\xbb\xbf"
                          "9 J Q Q A\n")
            << "line 2: '\\uFEFF9' is not a face";
        QTest::newRow("an empty file name is one line")
            << QStringList{"show", ""} << QByteArray() << "No file name was given.";
        QTest::newRow("a file name with a newline stays on one line") << QStringList{
            "show", "no\nsuch.knobel"} << QByteArray() << "no\\x0Asuch.knobel cannot be opened";
    }

    void wrongInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, input);
        QFETCH(QString, message);
        const ProcessRun run = runKnobel(arguments, input);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QByteArray()); // nothing on standard output, not even the good lines of a batch
        const QString error = QString::fromUtf8(run.err);
        QCOMPARE(error.count(u'\n'), 1);
        QVERIFY2(error.startsWith(QStringLiteral("knobel: ")) && error.contains(message), qPrintable(error));
    }

    void helpAndVersion()
    {
        const ProcessRun help = runKnobel({"--help"});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("score GAME DICE..."));
        QVERIFY(help.out.contains("--option <NAME=VALUE>"));
        const ProcessRun version = runKnobel({"--version"});
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.out.startsWith("knobel "));
    }

    void solvePrintsTheExpectedScoreAndTheTime()
    {
        const ProcessRun run = runKnobel({"solve", "sechzerspiel"});
        QCOMPARE(run.exitCode, 0);
        const QList<QByteArray> lines = run.out.split('\n');
        QCOMPARE(lines[0], QByteArray("85.890432")); // checked against a brute force in tst_solver
        QVERIFY2(lines[1].endsWith(" s (64 states)"), lines[1].constData());
        // Dice set aside for good make the game harder: the value drops below the default's.
        const ProcessRun strict = runKnobel({"solve", "ohio", "--option", "strict_keep=true"});
        QCOMPARE(strict.exitCode, 0);
        QVERIFY(strict.out.split('\n')[0].toDouble() < 128.549033);
        QCOMPARE(runKnobel({"solve"}).exitCode, 2);
    }

    void solvePokerDicePrintsTheFirstThrowersValue()
    {
        // Stakes of one chip and no round before the second player: the small deal solves quickly.
        const ProcessRun run = runKnobel(
            {"solve", "pokerdice", "--option", "max_stake=1", "--option", "bet_before_second_player=false"});
        QCOMPARE(run.exitCode, 0);
        const QList<QByteArray> lines = run.out.split('\n');
        QCOMPARE(lines[0], QByteArray("-0.152260"));
        QVERIFY2(lines[1].endsWith(" states)"), lines[1].constData());
        const ProcessRun bad
            = runKnobel({"solve", "pokerdice", "--option", "min_stake=3", "--option", "max_stake=2"});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.out.isEmpty());
        QCOMPARE(bad.err, QByteArray("knobel: option 'max_stake' must be at least 'min_stake'\n"));
    }

    /// Per seat, what a best response wins per deal in the real game (exact beliefs) beside the
    /// figure within the abstraction, each with its standard error; a small table, a short best
    /// response in the abstraction and a few real deals keep the test quick (the figures of the full
    /// table are in docs/liardice.md).
    void exploitPrintsWhatABestResponseWins()
    {
        // Small enough for the sanitizer run (each deal of the real game is a best response over
        // 252 hands: seconds, ten times that under ASan); the figures' size is the README's.
        const QStringList small{"--table-iterations", "5000", "--response-iterations", "5000",
            "--abstract-deals", "4000", "--deals", "2"};
        const ProcessRun beginner
            = runKnobel(QStringList{"exploit", "liardice", "--level", "beginner"} + small);
        QCOMPARE(beginner.exitCode, 0);
        QCOMPARE(beginner.err, QByteArray());
        const QList<QByteArray> lines = beginner.out.split('\n');
        QVERIFY2(
            lines[1].startsWith("seat") && lines[1].contains("real game") && lines[1].contains("abstraction"),
            lines[1].constData());
        // "caller   +0.5000 ± 0.2000   +0.1234 ± 0.0100": the real game's figure, then the abstraction's.
        for (int row : {2, 3}) {
            const QList<QByteArray> words = lines[row].simplified().split(' ');
            QCOMPARE(words.size(), 7);
            QCOMPARE(words[0], QByteArray(row == 2 ? "caller" : "other"));
            bool a = false, b = false, c = false, d = false;
            const double real = words[1].toDouble(&a), realError = words[3].toDouble(&b);
            const double abstract = words[4].toDouble(&c), abstractError = words[6].toDouble(&d);
            QVERIFY2(a && b && c && d, lines[row].constData());
            QVERIFY(real >= -1 && real <= 1 && realError >= 0 && realError <= 1);
            QVERIFY(abstract > -1 && abstract < 1 && abstractError > 0 && abstractError < 0.1);
        }
        QVERIFY(beginner.out.contains("2 deals a seat"));
        // A measuring level's corrections are not in the table's buckets: no abstraction figure for
        // it (it would be the plain table's), the real game's only, and a line that says why.
        const ProcessRun look
            = runKnobel(QStringList{"exploit", "liardice", "--level", "perfect_look"} + small);
        QCOMPARE(look.exitCode, 0);
        const QList<QByteArray> lookLines = look.out.split('\n');
        QVERIFY2(lookLines[1].contains("real game") && !lookLines[1].contains("abstraction"),
            lookLines[1].constData());
        for (int row : {2, 3})
            QCOMPARE(lookLines[row].simplified().split(' ').size(), 4);
        QVERIFY(look.out.contains("abstraction: none for this level"));
        // The same seed measures the same.
        const QList<QByteArray> again
            = runKnobel(QStringList{"exploit", "liardice", "--level", "beginner"} + small).out.split('\n');
        QCOMPARE(again[2], lines[2]);
        QCOMPARE(again[3], lines[3]);
        for (const QStringList& wrong : {QStringList{"exploit", "liardice", "--level", "expert"},
                 QStringList{"exploit", "liardice"}, QStringList{"exploit", "ohio", "--level", "good"},
                 QStringList{"exploit", "liardice", "--level", "good", "--deals", "0"},
                 QStringList{"exploit", "liardice", "--level", "good", "--threads", "x"},
                 QStringList{"exploit", "liardice", "--level", "good", "--mix", "2"},
                 QStringList{"exploit", "liardice", "--level", "good", "--served"},
                 QStringList{"exploit", "liardice", "--level", "good", "--only", "bluffs"},
                 QStringList{"exploit", "holdem", "--level", "perfect"},
                 QStringList{"exploit", "holdem", "--level", "gto", "--mix", "0.5"},
                 QStringList{"solve", "ohio", "--deals", "3"}}) {
            const ProcessRun run = runKnobel(wrong);
            QCOMPARE(run.exitCode, 2);
            QCOMPARE(run.out, QByteArray());
            QCOMPARE(run.err.count('\n'), 1);
        }
        // The games that measure it are asked, not named in the command: every one that measures it
        // (Liar Dice and the hidden poker games), none other, in the registry's order.
        const ProcessRun ohio = runKnobel({"exploit", "ohio", "--level", "good"});
        QByteArray measured;
        for (const GameDef* game : allGameDefs())
            if (game->hasExploitability())
                measured
                    += (measured.isEmpty() ? "" : ", ") + QByteArray(game->id().data(), game->id().size());
        QVERIFY(measured.contains("liardice") && measured.contains("verdecktespoker"));
        QVERIFY2(ohio.err.contains("'exploit' measures " + measured + ", not 'ohio'"), ohio.err.constData());
    }

    /// Verdecktes Würfelpoker's report: per seat the real game's figure beside the exact one, and
    /// the exploitability worked out over the hands — Perfect's below 0.005 chips a round.
    void exploitMeasuresVerdecktesWuerfelpoker()
    {
        const ProcessRun perfect = runKnobel(
            {"exploit", "verdecktespoker", "--level", "perfect", "--deals", "200", "--threads", "1"});
        QCOMPARE(perfect.exitCode, 0);
        QCOMPARE(perfect.err, QByteArray());
        const QList<QByteArray> lines = perfect.out.split('\n');
        QVERIFY2(lines[1].startsWith("seat") && lines[1].contains("real game") && lines[1].contains("exact"),
            lines[1].constData());
        for (int row : {2, 3}) {
            const QList<QByteArray> words = lines[row].simplified().split(' ');
            QCOMPARE(words.size(), 7);
            QCOMPARE(words[0], QByteArray(row == 2 ? "first" : "second"));
            bool ok = false;
            const double exact = words[4].toDouble(&ok);
            QVERIFY2(ok && std::abs(exact) < 0.2, lines[row].constData());
        }
        const qsizetype at = perfect.out.indexOf("exploitability, the mean of the two seats beyond that: ");
        QVERIFY2(at >= 0, perfect.out.constData());
        bool ok = false;
        const double exploitability = perfect.out.mid(at + 55).split(' ').value(0).toDouble(&ok);
        QVERIFY2(ok && exploitability >= 0 && exploitability < 0.005, perfect.out.constData());
        QVERIFY(perfect.out.contains("200 rounds a seat"));
    }

    void simulateAndHint()
    {
        const ProcessRun sim
            = runKnobel({"simulate", "sechzerspiel", "--level", "perfect", "--games", "2000", "--seed", "3"});
        QCOMPARE(sim.exitCode, 0);
        const QList<QByteArray> lines = sim.out.split('\n');
        QVERIFY(lines[0].startsWith("mean "));
        QVERIFY(lines[1].startsWith("sd "));
        QCOMPARE(lines[3], QByteArray("games 2000"));
        QCOMPARE(lines[4], QByteArray("distribution"));
        const double mean = lines[0].mid(5).toDouble();
        const double error = lines[2].mid(15).toDouble();
        QVERIFY2(std::abs(mean - 85.890432) < 4 * error, lines[0].constData());
        QCOMPARE(
            runKnobel({"simulate", "sechzerspiel", "--level", "perfect", "--games", "2000", "--seed", "3"})
                .out,
            sim.out);

        // Five Aces served: Fünfling serviert first, worth its 100 points and the rest of the sheet.
        const ProcessRun hint = runKnobel(
            {"hint", "escalero", "--sheet", "{}", "--dice", "A A A A A", "--throws-left", "2", "--served"});
        QCOMPARE(hint.exitCode, 0);
        const QJsonArray choices = QJsonDocument::fromJson(hint.out).array();
        QVERIFY(choices.size() > 1);
        QCOMPARE(choices[0].toObject()["choice"].toString(), QStringLiteral("write"));
        QCOMPARE(choices[0].toObject()["row"].toString(), QStringLiteral("five_served"));
        QCOMPARE(choices[0].toObject()["points"].toInt(), 100);
        QVERIFY(choices[0].toObject()["expected"].toDouble() >= choices[1].toObject()["expected"].toDouble());

        for (const QStringList& wrong :
            {QStringList{"simulate", "ohio", "--level", "expert", "--games", "1", "--seed", "1"},
                QStringList{"simulate", "ohio", "--level", "good", "--games", "0", "--seed", "1"},
                QStringList{"hint", "escalero", "--sheet", "{\"queens\":9}", "--dice", "9 J Q Q A",
                    "--throws-left", "1"},
                QStringList{"hint", "escalero", "--sheet", "{}", "--dice", "9 J Q", "--throws-left", "1"},
                QStringList{"hint", "escalero", "--sheet", "{}", "--dice", "9 J Q Q A", "--throws-left", "3"},
                // Three columns take an array of three column objects; these are refused before any table.
                QStringList{"hint", "wuerfelpoker", "--sheet", "{\"fives\":15}", "--dice", "5 5 5 5 2",
                    "--throws-left", "0"},
                QStringList{"hint", "wuerfelpoker", "--sheet", "[{},{}]", "--dice", "5 5 5 5 2",
                    "--throws-left", "0"},
                QStringList{"hint", "wuerfelpoker", "--sheet", "[{},{},{\"fives\":16}]", "--dice",
                    "5 5 5 5 2", "--throws-left", "0"}}) {
            const ProcessRun run = runKnobel(wrong);
            QCOMPARE(run.exitCode, 2);
            QCOMPARE(run.out, QByteArray());
        }
    }

    void batchAgreesWithTheCoreOnEveryThrow_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("Escalero") << "escalero";
        QTest::newRow("Würfel-Poker") << "wuerfelpoker";
    }

    void batchAgreesWithTheCoreOnEveryThrow()
    {
        // All 7,776 throws, each plain and served, through the tool and through the core.
        QFETCH(QString, game);
        const SheetGame& rules = *findSheetGame(game.toStdString());
        QByteArray input;
        QList<QByteArray> expected;
        for (int code = 0; code < 7776; ++code) {
            std::vector<int> faces;
            for (int d = 0, rest = code; d < 5; ++d, rest /= 6)
                faces.push_back(rest % 6 + 1);
            for (bool served : {false, true}) {
                QByteArray line;
                QByteArray json = "{";
                for (int f : faces)
                    line += QByteArray::fromStdString(faceSymbol(f, rules.dieKind())) + ' ';
                input += line + (served ? "served\n" : "\n");
                for (int r = 0; r < int(rules.rows().size()); ++r)
                    json += (r ? "," : "") + QByteArray("\"") + rules.rows()[r].id.c_str() + "\":"
                        + QByteArray::number(rules.points(r, {faces, served}, rules.defaultOptions()));
                expected << json + "}";
            }
        }
        const ProcessRun run = runKnobel({"score", game, "--batch"}, input);
        QCOMPARE(run.exitCode, 0);
        QList<QByteArray> lines = run.out.split('\n');
        QCOMPARE(lines.takeLast(), QByteArray());
        QCOMPARE(lines, expected);
    }

    void batchTakesAByteOrderMarkAtTheStart()
    {
        const ProcessRun run = runKnobel({"score", "escalero", "--batch"},
            "\xef\xbb\xbf"
            "9 J Q Q A\r\n");
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QByteArray());
        QVERIFY(run.out.startsWith(R"({"nines":1,"tens":0,"jacks":3,"queens":8,)"));
    }

    void batchStreamsItsOutputInBoundedMemory()
    {
        // Two million lines: 23 MB in, 240 MB out. Held in memory, the output alone would be 240 MB.
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("throws.txt"));
        {
            QFile file(in);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QByteArray block;
            for (int i = 0; i < 1000; ++i)
                block += i % 7 ? "9 J Q Q A\n" : "A A A A A served\n";
            for (int i = 0; i < 2000; ++i)
                file.write(block);
        }
        const QString out = dir.filePath(QStringLiteral("scores.txt"));
        // The child's own peak (wait4), not the largest of every child this test has started.
        posix_spawn_file_actions_t files;
        QCOMPARE(posix_spawn_file_actions_init(&files), 0);
        QCOMPARE(
            posix_spawn_file_actions_addopen(&files, 0, QFile::encodeName(in).constData(), O_RDONLY, 0), 0);
        QCOMPARE(posix_spawn_file_actions_addopen(
                     &files, 1, QFile::encodeName(out).constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644),
            0);
        QByteArray program = QByteArrayLiteral(KNOBEL_EXECUTABLE);
        QByteArray score = "score", escalero = "escalero", batch = "--batch";
        char* argv[] = {program.data(), score.data(), escalero.data(), batch.data(), nullptr};
        pid_t pid = 0;
        QCOMPARE(posix_spawn(&pid, program.constData(), &files, nullptr, argv, environ), 0);
        posix_spawn_file_actions_destroy(&files);
        int status = 0;
        rusage usage{};
        QCOMPARE(::wait4(pid, &status, 0, &usage), pid);
        QVERIFY(WIFEXITED(status));
        QCOMPARE(WEXITSTATUS(status), 0);
        qInfo("2,000,000 batch lines: peak resident set of the child %ld kB", usage.ru_maxrss);
#if defined(__SANITIZE_ADDRESS__)
        // AddressSanitizer keeps freed memory in quarantine: a bound on the resident set says nothing there.
        QSKIP("the memory bound is measured in the build without sanitizers");
#endif
        QVERIFY2(usage.ru_maxrss < 100 * 1024, qPrintable(QString::number(usage.ru_maxrss)));
        QFile scores(out);
        QVERIFY(scores.open(QIODevice::ReadOnly));
        qint64 lines = 0;
        QByteArray last;
        while (!scores.atEnd()) {
            last = scores.readLine();
            ++lines;
        }
        QCOMPARE(lines, qint64(2000000));
        QVERIFY(last.startsWith(R"({"nines":1,)")); // line 2,000,000 is 9 J Q Q A
        // One bad line at the very end: nothing is written at all.
        QFile file(in);
        QVERIFY(file.open(QIODevice::Append));
        file.write("9 J Q Q\n");
        file.close();
        QProcess refused;
        refused.setStandardInputFile(in);
        refused.start(QStringLiteral(KNOBEL_EXECUTABLE), {"score", "escalero", "--batch"});
        QVERIFY(refused.waitForFinished(waitLimit(120000)));
        QCOMPARE(refused.exitCode(), 2);
        QCOMPARE(refused.readAllStandardOutput(), QByteArray());
        QVERIFY(refused.readAllStandardError().contains("line 2000001:"));
    }

    void anOutputThatCannotBeWrittenIsAnError()
    {
        QProcess knobel;
        knobel.setStandardOutputFile(QStringLiteral("/dev/full"));
        knobel.start(QStringLiteral(KNOBEL_EXECUTABLE), {"score", "escalero", "--batch"});
        knobel.write("9 J Q Q A\n");
        knobel.closeWriteChannel();
        QVERIFY(knobel.waitForFinished(waitLimit(10000)));
        QCOMPARE(knobel.exitCode(), 2);
        const QByteArray err = knobel.readAllStandardError();
        QVERIFY2(err.contains("standard output cannot be written: No space left on device"), err.constData());
        QCOMPARE(err.count('\n'), 1);
    }

    void batchOfHundredThousandLinesIsFast()
    {
        QByteArray input;
        for (int i = 0; i < 100000; ++i) {
            input += QByteArray::number(i % 6 + 1) + ' ' + QByteArray::number((i / 6) % 6 + 1) + " 3 4 5";
            input += i % 3 ? "\n" : " served\n";
        }
        QElapsedTimer timer;
        timer.start();
        const ProcessRun run = runKnobel({"score", "wuerfelpoker", "--batch"}, input);
        const qint64 elapsed = timer.elapsed();
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.count('\n'), 100000);
        qInfo("100,000 batch lines took %lld ms, process start included", elapsed);
        QVERIFY2(elapsed < 1000, qPrintable(QString::number(elapsed)));
    }

    // knobel verify: a finished game with a fingerprint checks out; one changed die, seed or
    // fingerprint is refused with the place where it differs.
    void verifyChecksAFinishedGame()
    {
        const QString fixture = QStringLiteral(KNOBEL_TEST_FIXTURES "/liardice-verify.knobel");
        const ProcessRun run = runKnobel({"verify", fixture});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("fingerprint af352ab259d6"), run.out.constData());
        QVERIFY2(run.out.contains("dice: 9 throws, 37 dice, every one as seed 2026 throws it"),
            run.out.constData());
        QVERIFY(run.out.contains("verified"));
        QVERIFY(run.err.isEmpty());
    }

    void verifyRefusesATamperedGame_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QByteArray>("problem");
        QTest::newRow("one die changed")
            << QByteArray(R"({"throw":{"dice":["10","K","10","K","10"],"group":2}})")
            << QByteArray(R"({"throw":{"dice":["A","K","10","K","10"],"group":2}})")
            << QByteArray("action 8 (a throw of group 2), die 1: the file says A, seed 2026 throws 10");
        QTest::newRow("the seed changed")
            << QByteArray(R"("seed": "2026")") << QByteArray(R"("seed": "2027")")
            << QByteArray("the fingerprint af352ab259d6 is not the one of its salt "
                          "and seed: SHA-256 of \"8d48781e6611cf213fcc1b074654ce302027\" begins");
        QTest::newRow("the fingerprint changed")
            << QByteArray(R"("af352ab259d6")") << QByteArray(R"("af352ab259d0")")
            << QByteArray("the fingerprint af352ab259d0 is not the one of its salt and seed: SHA-256 of "
                          "\"8d48781e6611cf213fcc1b074654ce302026\" begins af352ab259d6");
    }
    void verifyRefusesATamperedGame()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QByteArray, problem);
        QByteArray bytes = contentOf(QStringLiteral(KNOBEL_TEST_FIXTURES "/liardice-verify.knobel"));
        QCOMPARE(bytes.count(from), 1);
        bytes.replace(from, to);
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("tampered.knobel"));
        QFile file(copy);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size());
        file.close();
        const ProcessRun run = runKnobel({"verify", copy});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains(problem), run.err.constData());
    }

    void verifyRefusesWhatCannotBeChecked()
    {
        // Before fingerprints: nothing was promised.
        const ProcessRun old = runKnobel({"verify", fixtureFile(QStringLiteral("liardice-finished.knobel"))});
        QCOMPARE(old.exitCode, 1);
        QVERIFY2(old.err.contains("it has no fingerprint"), old.err.constData());
        QCOMPARE(runKnobel({"verify"}).exitCode, 2);
        QCOMPARE(runKnobel({"verify", "/nonexistent/game.knobel"}).exitCode, 2);
    }

    // Real dice (issue 32): no seed threw them; verify says so and checks the rules instead of failing.
    void verifySaysRealDiceHaveNoSeedToCheck()
    {
        const ProcessRun run = runKnobel({"verify", fixtureFile(QStringLiteral("chicago-realdice.knobel"))});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("real dice: the players threw their own dice and typed them"),
            run.out.constData());
        QVERIFY2(run.out.contains("the game follows the rules"), run.out.constData());
        QVERIFY(run.err.isEmpty());
    }

    // A sealed autosave of the window opens in knobel with the window's key, and only with it.
    void showOpensASealedGameWithTheWindowsKey()
    {
        QTemporaryDir home;
        QByteArray key(seal::kKeyLength, '\0');
        for (int i = 0; i < key.size(); ++i)
            key[i] = char(i * 7 + 3);
        std::string problem;
        const auto fixture
            = gamefile::read(contentOf(fixtureFile(QStringLiteral("liardice-in-progress.knobel"))), problem);
        QVERIFY(fixture);
        GameRecord record = fixture->record();
        record.setup.salt = "00112233445566778899aabbccddeeff";
        const auto match = Match::replay(record, problem);
        QVERIFY(match);
        const QByteArray sealed = gamefile::write(*match, key);
        QVERIFY(gamefile::isSealed(sealed));
        const QString game = home.filePath(QStringLiteral("game.knobel"));
        QFile file(game);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(sealed) == sealed.size());
        file.close();

        const ProcessRun withoutKey = runKnobelWithData({"show", game}, home.path());
        QCOMPARE(withoutKey.exitCode, 2);
        QVERIFY2(withoutKey.err.contains("needs this program's key"), withoutKey.err.constData());

        QVERIFY(QDir().mkpath(home.filePath(QStringLiteral("Knobelbecher/Knobelbecher"))));
        QFile keyFile(home.filePath(QStringLiteral("Knobelbecher/Knobelbecher/seal.key")));
        QVERIFY(keyFile.open(QIODevice::WriteOnly));
        keyFile.write(key.toHex() + '\n');
        keyFile.close();
        const ProcessRun withKey = runKnobelWithData({"show", game}, home.path());
        QCOMPARE(withKey.exitCode, 0);
        const ProcessRun plain
            = runKnobel({"show", fixtureFile(QStringLiteral("liardice-in-progress.knobel"))});
        QCOMPARE(withKey.out, plain.out); // the same game as its open file
        // Unfinished: nothing to verify yet.
        const ProcessRun verify = runKnobelWithData({"verify", game}, home.path());
        QCOMPARE(verify.exitCode, 1);
        QVERIFY2(verify.err.contains("the game is not finished"), verify.err.constData());
    }

    // knobel stats: the faces of the history's games against fair dice, in words.
    void statsCountsTheFacesOfTheHistory()
    {
        QTemporaryDir dir;
        const QString history = dir.filePath(QStringLiteral("history.sqlite"));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("made"));
            db.setDatabaseName(history);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(
                QStringLiteral("CREATE TABLE games (id INTEGER PRIMARY KEY, record TEXT NOT NULL)")));
            for (const char* name : {"liardice-finished.knobel", "escalero-finished.knobel"}) {
                query.prepare(QStringLiteral("INSERT INTO games (record) VALUES (?)"));
                query.addBindValue(QString::fromUtf8(contentOf(fixtureFile(QLatin1String(name)))));
                QVERIFY(query.exec());
            }
        }
        QSqlDatabase::removeDatabase(QStringLiteral("made"));
        const ProcessRun run = runKnobel({"stats", "--history", history});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith("Dice of 2 finished games in "), run.out.constData());
        QVERIFY2(run.out.contains("Liar Dice — "), run.out.constData());
        QVERIFY2(run.out.contains("Escalero — "), run.out.constData());
        QVERIFY2(run.out.contains("All games: "), run.out.constData());
        QVERIFY2(run.out.contains("chi-square "), run.out.constData());
        QVERIFY(run.out.contains("nothing unusual (p = ") || run.out.contains("unusual, p = "));

        const ProcessRun none
            = runKnobel({"stats", "--history", dir.filePath(QStringLiteral("none.sqlite"))});
        QCOMPARE(none.exitCode, 2);
        QVERIFY2(none.err.contains("there is no history there"), none.err.constData());
        QCOMPARE(runKnobel({"games", "--history", history}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestKnobelCli)
#include "tst_knobelcli.moc"
