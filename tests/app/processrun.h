// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "waitlimit.h"
#include <QByteArray>
#include <QProcess>
#include <QStringList>

/// What a program printed and how it ended, for tests that run the real executables.
struct ProcessRun
{
    int exitCode = -1; ///< -1 when it crashed or did not start
    QByteArray out;
    QByteArray err;
};

inline ProcessRun runProcess(const QString& program, const QStringList& arguments,
    const QByteArray& input = {}, const QString& workingDirectory = {})
{
    QProcess process;
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    process.start(program, arguments);
    if (!process.waitForStarted())
        return {};
    process.write(input);
    process.closeWriteChannel();
    process.waitForFinished(waitLimit(60000));
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        process.readAllStandardOutput(), process.readAllStandardError()};
}
