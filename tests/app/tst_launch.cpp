// SPDX-License-Identifier: GPL-3.0-or-later
// The window's command line: a wrong argument is a message on standard error and exit code 2, and
// no window; --help needs no screen.
#include "waitlimit.h"
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestLaunch : public QObject
{
    Q_OBJECT

    /// Runs the program (without a screen unless `platform` is given); returns exit code, standard
    /// output and standard error.
    static std::tuple<int, QString, QString> run(const QStringList& arguments, const QString& platform = {})
    {
        QProcess program;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
            environment.remove(QString::fromLatin1(name));
        static QTemporaryDir scratch; // settings, data and runtime of the user stay untouched
        QDir(scratch.path()).mkpath(QStringLiteral("runtime"));
        QFile::setPermissions(scratch.filePath(QStringLiteral("runtime")),
            QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), scratch.filePath(QStringLiteral("runtime")));
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), scratch.filePath(QStringLiteral("config")));
        environment.insert(QStringLiteral("XDG_DATA_HOME"), scratch.filePath(QStringLiteral("data")));
        if (!platform.isEmpty())
            environment.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
        program.setProcessEnvironment(environment);
        program.start(QStringLiteral(KNOBELBECHER_EXECUTABLE), arguments);
        if (!program.waitForFinished(waitLimit(30000))) {
            program.kill();
            return {-1, {}, QStringLiteral("no answer within 30 s")};
        }
        return {program.exitCode(), QString::fromUtf8(program.readAllStandardOutput()),
            QString::fromUtf8(program.readAllStandardError())};
    }

private slots:
    void helpNeedsNoScreen()
    {
        const auto [code, out, err] = run({QStringLiteral("--help")});
        QCOMPARE(code, 0);
        QVERIFY2(out.contains(QLatin1String("--option <NAME=VALUE>")), qPrintable(out + err));
        QVERIFY2(out.contains(QLatin1String("--game <GAME>")), qPrintable(out));
    }

    void wrongArgumentsAreRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("an option the game does not have")
            << QStringList{"--game", "pokerdice", "--option", "rounds=3"} << "rounds";
        QTest::newRow("a value out of the option's range")
            << QStringList{"--game", "pokerdice", "--option", "deals=0"} << "deals";
        QTest::newRow("an option without a value")
            << QStringList{"--game", "ohio", "--option", "sixes"} << "NAME=VALUE";
        QTest::newRow("an option without a game") << QStringList{"--option", "deals=6"} << "go with --game";
        QTest::newRow("too many players for Liar Dice")
            << QStringList{"--game", "liardice", "--players", "A,B,C,D,E,F,G,H,I,J,K"} << "players";
        QTest::newRow("an unknown game") << QStringList{"--game", "kniffel"} << "unknown game 'kniffel'";
        QTest::newRow("an unknown language") << QStringList{"--lang", "fr"} << "unknown language 'fr'";
        // The setup page's own check, before any window opens (a window with a qml: warning before).
        const QString seed = QStringLiteral("The seed must be a whole number");
        for (const char* bad : {"-1", "18446744073709551616", "abc", "1e9", "0x10", "2.5"})
            QTest::addRow("the seed %s", bad) << QStringList{"--game", "ohio", "--seed", bad} << seed;
        QTest::newRow("an unknown kind") << QStringList{"--game", "chicago", "--kinds", "human,grandmaster"}
                                         << "no computer player of the kind";
        QTest::newRow("an empty kind")
            << QStringList{"--game", "chicago", "--kinds", "human,"} << "no computer player of the kind";
        QTest::newRow("a capitalised kind") << QStringList{"--game", "chicago", "--kinds", "Human,good"}
                                            << "no computer player of the kind Human";
        QTest::newRow("one kind for two players") << QStringList{"--game", "chicago", "--players", "A,B",
            "--kinds", "human"} << "1 kinds for 2 players";
        QTest::newRow("an empty name")
            << QStringList{"--game", "ohio", "--players", ",Ben"} << "needs a name";
        QTest::newRow("a blank name")
            << QStringList{"--game", "ohio", "--players", "  ,Ben"} << "needs a name";
        QTest::newRow("a name of one zero-width space")
            << QStringList{"--game", "ohio", "--players", QStringLiteral("\u200B,Ben")} << "needs a name";
        QTest::newRow("a name turned around by U+202E") << QStringList{"--game", "ohio", "--players",
            QStringLiteral("\u202EannA,Ben")} << "control character";
        QTest::newRow("a name of 101 characters")
            << QStringList{"--game", "ohio", "--players", QString(101, u'x') + ",Ben"} << "longer than 100";
        QTest::newRow("a program seat without a command")
            << QStringList{"--game", "chicago", "--kinds", "cmd:,human"} << "needs a command line";
        QTest::newRow("min_stake above max_stake")
            << QStringList{"--game", "pokerdice", "--option", "min_stake=5", "--option", "max_stake=2"}
            << "max_stake";
        QTest::newRow("--game twice")
            << QStringList{"--game", "ohio", "--game", "chicago"} << "--game is given 2 times";
        QTest::newRow("--seed twice")
            << QStringList{"--game", "ohio", "--seed", "1", "--seed", "2"} << "--seed is given 2 times";
        QTest::newRow("a terminal escape in a game's name, shown escaped")
            << QStringList{"--game", "\x1b[2J\x1b]0;evil\x07"} << "unknown game '\\x1B[2J\\x1B]0;evil\\x07'";
    }

    /// Refused before any window opens: one line on standard error and exit 2, with a screen (the
    /// offscreen one stands in for the user's) and without one (it aborted with exit 134 before).
    void wrongArgumentsAreRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        for (const QString& platform : {QStringLiteral("offscreen"), QString()}) {
            const auto [code, out, err] = run(arguments, platform);
            QCOMPARE(code, 2);
            QVERIFY2(
                err.startsWith(QLatin1String("knobelbecher: ")) && err.contains(message), qPrintable(err));
            QCOMPARE(err.count(u'\n'), 1);
            for (const QChar c : err)
                QVERIFY2(c == u'\n' || c.unicode() >= 0x20, qPrintable(err));
        }
    }
};

QTEST_GUILESS_MAIN(TestLaunch)
#include "tst_launch.moc"
