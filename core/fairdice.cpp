// SPDX-License-Identifier: GPL-3.0-or-later
#include "fairdice.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QString>

#include <algorithm>
#include <array>

namespace knobel::fair {

std::string newSalt()
{
    std::array<quint32, 4> random{};
    QRandomGenerator::system()->fillRange(random.data(), random.size());
    return QByteArray(reinterpret_cast<const char*>(random.data()), qsizetype(sizeof random))
        .toHex()
        .toStdString();
}

std::string fingerprint(const std::string& salt, std::uint64_t seed)
{
    const QByteArray text = QByteArray::fromStdString(salt) + QByteArray::number(qulonglong(seed));
    return QCryptographicHash::hash(text, QCryptographicHash::Sha256)
        .toHex()
        .left(kFingerprintLength)
        .toStdString();
}

bool isSalt(const std::string& salt)
{
    return salt.size() == 32 && std::all_of(salt.begin(), salt.end(), [](char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
    });
}

std::uint64_t mixWords(std::uint64_t seed, const std::vector<std::string>& words)
{
    QByteArray text = QByteArray::number(qulonglong(seed));
    bool any = false;
    for (const auto& word : words) {
        const QByteArray trimmed = QString::fromStdString(word).trimmed().toUtf8();
        if (trimmed.isEmpty())
            continue;
        text += '\n' + trimmed;
        any = true;
    }
    if (!any)
        return seed;
    const QByteArray hash = QCryptographicHash::hash(text, QCryptographicHash::Sha256);
    std::uint64_t mixed = 0;
    for (int i = 0; i < 8; ++i)
        mixed = (mixed << 8) | std::uint8_t(hash[i]);
    return mixed;
}

} // namespace knobel::fair
