// SPDX-License-Identifier: GPL-3.0-or-later
#include "sealkey.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QMutex>
#include <QRandomGenerator>
#include <QStandardPaths>

#include <array>

#include "gamefile.h"
#include "match.h"
#include "safefile.h"
#include "seal.h"

namespace {

QMutex s_mutex;
QString s_file;
QByteArray s_key;
QString s_keyFile; ///< the file s_key came from

QByteArray readKey(const QString& file)
{
    QString problem;
    const auto bytes = SafeFile::read(file, 1024, &problem);
    if (!bytes)
        return {};
    const QByteArray key = QByteArray::fromHex(bytes->trimmed());
    return key.size() == knobel::seal::kKeyLength ? key : QByteArray();
}

} // namespace

QString SealKey::defaultFile()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/seal.key");
}

QString SealKey::windowFile()
{
    // The window's folder is named after its organisation and application (main.cpp of knobelbecher).
    const QString organization = QCoreApplication::organizationName();
    const QString application = QCoreApplication::applicationName();
    QCoreApplication::setOrganizationName(QStringLiteral("Knobelbecher"));
    QCoreApplication::setApplicationName(QStringLiteral("Knobelbecher"));
    const QString file = defaultFile();
    QCoreApplication::setOrganizationName(organization);
    QCoreApplication::setApplicationName(application);
    return file;
}

void SealKey::useFile(const QString& file)
{
    QMutexLocker locker(&s_mutex);
    s_file = file;
}

QByteArray SealKey::current(bool create)
{
    QMutexLocker locker(&s_mutex);
    const QString file = s_file.isEmpty() ? defaultFile() : s_file;
    if (file == s_keyFile && !s_key.isEmpty())
        return s_key;
    QByteArray key = readKey(file);
    if (key.isEmpty() && create) {
        QDir().mkpath(QFileInfo(file).absolutePath());
        // Two windows starting at once make one key between them.
        QLockFile lock(file + QStringLiteral(".lock"));
        if (lock.tryLock(5000)) {
            key = readKey(file);
            if (key.isEmpty()) {
                std::array<quint32, knobel::seal::kKeyLength / 4> random{};
                QRandomGenerator::system()->fillRange(random.data(), random.size());
                const QByteArray made(reinterpret_cast<const char*>(random.data()), qsizetype(sizeof random));
                // Readable by its owner only from its first byte on, then renamed into place.
                const QString part = file + QStringLiteral(".new");
                QFile::remove(part);
                QFile out(part);
                const QByteArray text = made.toHex() + '\n';
                if (out.open(QIODevice::WriteOnly | QIODevice::NewOnly, QFile::ReadOwner | QFile::WriteOwner)
                    && out.write(text) == text.size() && out.flush()) {
                    out.close();
                    // A key file that holds no key is kept aside, not lost.
                    if (QFile::exists(file)) {
                        QFile::remove(file + QStringLiteral(".damaged"));
                        QFile::rename(file, file + QStringLiteral(".damaged"));
                    }
                    if (QFile::rename(part, file))
                        key = made;
                }
                QFile::remove(part);
            }
        }
    }
    if (!key.isEmpty()) {
        s_key = key;
        s_keyFile = file;
    }
    return key;
}

QByteArray SealKey::fileOf(const knobel::Match& match)
{
    return knobel::gamefile::write(match, knobel::gamefile::wantsSeal(match) ? current(true) : QByteArray());
}

std::unique_ptr<knobel::Match> SealKey::read(const QByteArray& bytes, std::string& problem)
{
    return knobel::gamefile::read(
        bytes, problem, knobel::gamefile::isSealed(bytes) ? current(false) : QByteArray());
}
