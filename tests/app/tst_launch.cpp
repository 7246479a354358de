// SPDX-License-Identifier: GPL-3.0-or-later
// The window's command line: a wrong argument is a message on standard error and exit code 2, and
// no window; --help needs no screen.
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
        if (!program.waitForFinished(30000)) {
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
    }

    void wrongArgumentsAreRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        // Refused before any window opens; the offscreen screen stands in for the user's.
        const auto [code, out, err] = run(arguments, QStringLiteral("offscreen"));
        QCOMPARE(code, 2);
        QVERIFY2(err.startsWith(QLatin1String("knobelbecher: ")) && err.contains(message), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestLaunch)
#include "tst_launch.moc"
