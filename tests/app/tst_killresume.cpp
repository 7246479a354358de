// SPDX-License-Identifier: GPL-3.0-or-later
// A real process plays a seeded game, is killed with SIGKILL, and is started again: the resumed
// game is exactly the game before the kill.
#include "waitlimit.h"
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

/// A fixed, always-legal stream of commands: throw, set a die aside, throw, take it back, throw, write.
QByteArrayList commands(int count)
{
    const QByteArrayList turn{"throw", "toggle 1", "throw", "toggle 1", "toggle 3", "throw", "write-best"};
    QByteArrayList all;
    while (all.size() < count)
        all << turn;
    return all.mid(0, count);
}

QByteArray readLine(QProcess& process)
{
    while (!process.canReadLine())
        if (!process.waitForReadyRead(waitLimit(10000)))
            return {};
    return process.readLine().trimmed();
}

/// Every state of an uninterrupted game: state[k] after k commands.
QByteArrayList referenceStates(const QString& game, int count)
{
    QTemporaryDir folder;
    QProcess driver;
    driver.start(
        QStringLiteral(DRIVER), {folder.path(), QStringLiteral("play"), game, QStringLiteral("424242")});
    QByteArrayList states{readLine(driver)};
    for (const QByteArray& command : commands(count)) {
        driver.write(command + '\n');
        states << readLine(driver);
    }
    driver.closeWriteChannel();
    driver.waitForFinished();
    return states;
}

} // namespace

class TestKillResume : public QObject
{
    Q_OBJECT

private slots:
    void aKilledGameResumesExactly_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("killAfter");
        QTest::addColumn<bool>("midCommand");
        for (const char* game : {"escalero", "wuerfelpoker", "ohio"}) {
            for (int k : {1, 2, 5, 7, 16, 30}) {
                QTest::newRow(qPrintable(QStringLiteral("%1, killed after %2 commands").arg(game).arg(k)))
                    << game << k << false;
                QTest::newRow(
                    qPrintable(QStringLiteral("%1, killed while command %2 runs").arg(game).arg(k + 1)))
                    << game << k << true;
            }
        }
    }

    void aKilledGameResumesExactly()
    {
        QFETCH(QString, game);
        QFETCH(int, killAfter);
        QFETCH(bool, midCommand);
        const QByteArrayList reference = referenceStates(game, killAfter + 1);
        QCOMPARE(reference.size(), killAfter + 2);

        QTemporaryDir folder;
        QProcess driver;
        driver.start(
            QStringLiteral(DRIVER), {folder.path(), QStringLiteral("play"), game, QStringLiteral("424242")});
        QCOMPARE(readLine(driver), reference[0]);
        const QByteArrayList stream = commands(killAfter + 1);
        for (int k = 0; k < killAfter; ++k) {
            driver.write(stream[k] + '\n');
            QCOMPARE(readLine(driver), reference[k + 1]);
        }
        if (midCommand) {
            driver.write(stream[killAfter] + '\n');
            driver.waitForBytesWritten();
        }
        driver.kill(); // SIGKILL: no handler, no cleanup
        driver.waitForFinished();

        QProcess resumed;
        resumed.start(QStringLiteral(DRIVER), {folder.path(), QStringLiteral("resume")});
        QVERIFY(resumed.waitForFinished(waitLimit(10000)));
        QCOMPARE(resumed.exitCode(), 0);
        const QByteArray state = resumed.readAllStandardOutput().trimmed();
        if (midCommand) // the command either happened and was saved, or did not happen
            QVERIFY2(state == reference[killAfter] || state == reference[killAfter + 1], state.constData());
        else
            QCOMPARE(state, reference[killAfter]);
    }
};

QTEST_GUILESS_MAIN(TestKillResume)
#include "tst_killresume.moc"
