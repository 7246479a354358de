// SPDX-License-Identifier: GPL-3.0-or-later
#include "seal.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>
#include <QtGlobal>

namespace knobel::seal {

namespace {

constexpr int kTagLength = 32;
constexpr const char* kPrefix = "ks1:";

QByteArray sha256(const QByteArray& bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

QByteArray tagOf(const QByteArray& plain, const QByteArray& key)
{
    return QMessageAuthenticationCode::hash(plain, sha256("mac" + key), QCryptographicHash::Sha256);
}

/// XOR with the keyed stream: the same call seals and opens.
QByteArray crypt(const QByteArray& text, const QByteArray& key, const QByteArray& tag)
{
    const QByteArray streamKey = sha256("stream" + key) + tag.left(16);
    QByteArray out = text;
    QByteArray block;
    for (qsizetype i = 0; i < out.size(); ++i) {
        if (i % 32 == 0) {
            QByteArray counter(8, '\0');
            const auto n = quint64(i / 32);
            for (int b = 0; b < 8; ++b)
                counter[7 - b] = char((n >> (8 * b)) & 0xff);
            block = sha256(streamKey + counter);
        }
        out[i] = char(out[i] ^ block[i % 32]);
    }
    return out;
}

} // namespace

QByteArray seal(const QByteArray& plain, const QByteArray& key)
{
    const QByteArray tag = tagOf(plain, key);
    return kPrefix + (tag + crypt(plain, key, tag)).toBase64();
}

std::optional<QByteArray> open(const QByteArray& sealed, const QByteArray& key, std::string& problem)
{
    if (!sealed.startsWith(kPrefix)) {
        problem = QT_TRANSLATE_NOOP("knobel::GameFile", "its sealed part is not one this program seals");
        return std::nullopt;
    }
    const auto decoded = QByteArray::fromBase64Encoding(
        sealed.mid(qsizetype(qstrlen(kPrefix))), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() < kTagLength) {
        problem = QT_TRANSLATE_NOOP("knobel::GameFile", "its sealed part is damaged");
        return std::nullopt;
    }
    if (key.isEmpty()) {
        problem = QT_TRANSLATE_NOOP(
            "knobel::GameFile", "its sealed part needs this program's key, and there is none");
        return std::nullopt;
    }
    const QByteArray tag = decoded.decoded.left(kTagLength);
    const QByteArray plain = crypt(decoded.decoded.mid(kTagLength), key, tag);
    // Compared in full, whatever differs first: how long it takes tells nothing.
    const QByteArray expected = tagOf(plain, key);
    char differs = 0;
    for (int i = 0; i < kTagLength; ++i)
        differs = char(differs | (expected[i] ^ tag[i]));
    if (differs) {
        problem = QT_TRANSLATE_NOOP("knobel::GameFile",
            "its sealed part was changed, or sealed on another computer (with another key)");
        return std::nullopt;
    }
    return plain;
}

} // namespace knobel::seal
