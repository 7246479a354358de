// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

/// The one way the program writes and reads its files (autosave, Save, Save as, PDF, knobel print).
///
/// Writing goes to a temporary file in the same folder with unbuffered write(2) calls, each checked,
/// then fsync(2), a size check and rename(2): the file holds either its old or its new content, and
/// the old one stays whenever anything fails (a full disk, a read-only folder, a file-size limit).
/// QSaveFile is not used: in Qt 6.4 its commit() reported success after ENOSPC and renamed an empty
/// file over the good one.
class SafeFile
{
    Q_DECLARE_TR_FUNCTIONS(SafeFile)

public:
    /// Writes bytes as the whole content of file; returns "" or one line naming the file and the problem.
    /// Refuses a target that is a folder, a device or a pipe; writes through a symbolic link to its target.
    static QString write(const QString& file, const QByteArray& bytes);

    /// Reads a regular file of at most maxBytes + 1 bytes (one more, so that the caller can tell it is
    /// too large). A pipe, a device or a folder is refused without being opened for reading, so it
    /// never blocks. nullopt and the problem when it cannot.
    static std::optional<QByteArray> read(const QString& file, qsizetype maxBytes, QString* problem);

    /// Whether both paths name the same existing file, also through links and relative paths.
    static bool sameFile(const QString& a, const QString& b);

    /// The problem of a folder that cannot be written, in words ("… cannot be written: Permission denied").
    static QString folderProblem(const QString& folder, int error);

    /// For tests: the next write fails at this step with this errno, as a full disk or a failing
    /// device would make it fail. Kept in the program so that every writer is tested through it.
    enum class Step { Write, Sync, Rename };
    static void failNextWrite(Step step, int error);
};
