// SPDX-License-Identifier: GPL-3.0-or-later
#include "safefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

struct Fault
{
    std::optional<SafeFile::Step> step;
    int error = 0;
};
Fault& pendingFault()
{
    static Fault fault;
    return fault;
}

/// Whether the test seam asks this step to fail; it fails once.
bool injected(SafeFile::Step step)
{
    Fault& fault = pendingFault();
    if (fault.step != step)
        return false;
    fault.step.reset();
    errno = fault.error;
    return true;
}

QString errorText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

/// Writes all bytes with unbuffered write(2) calls; false with errno set when any call fails.
bool writeAll(int fd, const QByteArray& bytes)
{
    const char* data = bytes.constData();
    qsizetype left = bytes.size();
    bool halfWritten = false;
    while (left > 0) {
        // An injected failure comes after part of the bytes, as a disk that fills up midway.
        if (halfWritten && injected(SafeFile::Step::Write))
            return false;
        const qsizetype chunk = pendingFault().step == SafeFile::Step::Write && !halfWritten
            ? std::max<qsizetype>(1, left / 2)
            : left;
        const ssize_t written = ::write(fd, data, size_t(chunk));
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        if (written == 0) {
            errno = ENOSPC;
            return false;
        }
        data += written;
        left -= written;
        halfWritten = true;
    }
    return !injected(SafeFile::Step::Write);
}

/// Opens a new file beside target that no one else has, with the permissions a new file gets.
int openTemporary(const QString& folder, const QString& name, QString& temporary)
{
    for (int attempt = 0; attempt < 100; ++attempt) {
        temporary = QStringLiteral("%1/.%2.%3.tmp")
                        .arg(folder, name, QString::number(QRandomGenerator::global()->generate(), 36));
        const int fd = ::open(QFile::encodeName(temporary).constData(),
            O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0666);
        if (fd >= 0 || errno != EEXIST)
            return fd;
    }
    return -1;
}

/// Makes a folder and those above it; 0 or the errno of the one that could not be made.
int makeFolders(const QString& folder)
{
    const QFileInfo info(folder);
    if (info.isDir())
        return 0;
    if (info.exists())
        return ENOTDIR;
    const QString parent = QFileInfo(folder).absolutePath();
    if (parent != folder)
        if (const int error = makeFolders(parent))
            return error;
    if (::mkdir(QFile::encodeName(folder).constData(), 0777) == 0)
        return 0;
    return errno == EEXIST && QFileInfo(folder).isDir() ? 0 : errno;
}

} // namespace

void SafeFile::failNextWrite(Step step, int error)
{
    pendingFault() = {step, error};
}

QString SafeFile::folderProblem(const QString& folder, int error)
{
    return tr("The folder %1 cannot be written: %2.").arg(QDir::toNativeSeparators(folder), errorText(error));
}

QString SafeFile::write(const QString& fileName, const QByteArray& bytes)
{
    if (fileName.isEmpty())
        return tr("No file name was given.");
    QString file = QFileInfo(fileName).absoluteFilePath();
    const QString shown = QDir::toNativeSeparators(fileName);
    // A link is followed, so that the file it names gets the new content and the link stays.
    const QFileInfo info(file);
    if (info.isSymLink() && info.exists())
        file = info.canonicalFilePath();
    struct stat old
    {
    };
    const bool exists = ::stat(QFile::encodeName(file).constData(), &old) == 0;
    if (exists && S_ISDIR(old.st_mode))
        return tr("%1 is a folder, not a file: nothing was written.").arg(shown);
    if (exists && !S_ISREG(old.st_mode))
        return tr("%1 is not a regular file (a device or a pipe): nothing was written.").arg(shown);
    // A file made read-only stays as it is, although the folder would let a new one replace it.
    if (exists && ::access(QFile::encodeName(file).constData(), W_OK) != 0)
        return tr("%1 cannot be written: %2. The file on disk was not changed.").arg(shown, errorText(errno));

    const QString folder = QFileInfo(file).absolutePath();
    if (const int error = makeFolders(folder))
        return folderProblem(folder, error);

    QString temporary;
    const int fd = openTemporary(folder, QFileInfo(file).fileName(), temporary);
    if (fd < 0)
        return folderProblem(folder, errno);
    const QByteArray temporaryName = QFile::encodeName(temporary);
    auto fail = [&](int error) {
        ::close(fd);
        ::unlink(temporaryName.constData());
        return tr("%1 cannot be written: %2. The file on disk was not changed.").arg(shown, errorText(error));
    };
    // The new file keeps the old one's permissions.
    if (exists && ::fchmod(fd, old.st_mode & 07777) != 0)
        return fail(errno);
    if (!writeAll(fd, bytes))
        return fail(errno);
    if (injected(Step::Sync) || ::fsync(fd) != 0)
        return fail(errno);
    struct stat written
    {
    };
    if (::fstat(fd, &written) != 0)
        return fail(errno);
    if (written.st_size != off_t(bytes.size()))
        return fail(EIO);
    if (::close(fd) != 0) {
        const int error = errno;
        ::unlink(temporaryName.constData());
        return tr("%1 cannot be written: %2. The file on disk was not changed.").arg(shown, errorText(error));
    }
    if (injected(Step::Rename)
        || ::rename(temporaryName.constData(), QFile::encodeName(file).constData()) != 0) {
        const int error = errno;
        ::unlink(temporaryName.constData());
        return tr("%1 cannot be written: %2. The file on disk was not changed.").arg(shown, errorText(error));
    }
    // The rename itself reaches the disk with the folder.
    const int dir = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return {};
}

std::optional<QByteArray> SafeFile::read(const QString& fileName, qsizetype maxBytes, QString* problem)
{
    auto refuse = [problem](const QString& why) -> std::optional<QByteArray> {
        if (problem)
            *problem = why;
        return std::nullopt;
    };
    if (fileName.isEmpty())
        return refuse(tr("No file name was given."));
    const QString shown = QDir::toNativeSeparators(fileName);
    // O_NONBLOCK: opening a pipe with no writer would otherwise wait for ever.
    const int fd = ::open(QFile::encodeName(fileName).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return refuse(tr("%1 cannot be opened: %2.").arg(shown, errorText(errno)));
    struct stat info
    {
    };
    if (::fstat(fd, &info) != 0) {
        const int error = errno;
        ::close(fd);
        return refuse(tr("%1 cannot be opened: %2.").arg(shown, errorText(error)));
    }
    if (S_ISDIR(info.st_mode)) {
        ::close(fd);
        return refuse(tr("%1 is a folder, not a file.").arg(shown));
    }
    if (!S_ISREG(info.st_mode)) {
        ::close(fd);
        return refuse(tr("%1 is not a regular file (a device or a pipe) and was not read.").arg(shown));
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    QByteArray bytes;
    bytes.resize(std::min<qsizetype>(maxBytes + 1, qsizetype(info.st_size) + 1));
    qsizetype got = 0;
    while (got < maxBytes + 1) {
        if (got == bytes.size())
            bytes.resize(std::min<qsizetype>(maxBytes + 1, bytes.size() * 2 + 4096));
        const ssize_t n = ::read(fd, bytes.data() + got, size_t(bytes.size() - got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            const int error = errno;
            ::close(fd);
            return refuse(tr("%1 cannot be read: %2.").arg(shown, errorText(error)));
        }
        if (n == 0)
            break;
        got += n;
    }
    ::close(fd);
    bytes.resize(got);
    return bytes;
}

bool SafeFile::sameFile(const QString& a, const QString& b)
{
    struct stat first
    {
    };
    struct stat second
    {
    };
    return ::stat(QFile::encodeName(a).constData(), &first) == 0
        && ::stat(QFile::encodeName(b).constData(), &second) == 0 && first.st_dev == second.st_dev
        && first.st_ino == second.st_ino;
}
