// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/botseed.h"

#include <QCryptographicHash>

namespace knobel {

namespace {
void appendLittleEndian(QByteArray& bytes, std::uint64_t value)
{
    for (int i = 0; i < 8; ++i)
        bytes.append(char((value >> (8 * i)) & 0xff));
}
} // namespace

std::uint64_t botSeed(std::uint64_t diceSeed, std::uint64_t decision)
{
    QByteArray input("knobel bot seed 1");
    appendLittleEndian(input, diceSeed);
    appendLittleEndian(input, decision);
    const QByteArray digest = QCryptographicHash::hash(input, QCryptographicHash::Sha256);
    std::uint64_t seed = 0;
    for (int i = 7; i >= 0; --i)
        seed = (seed << 8) | std::uint8_t(digest[i]);
    return seed;
}

} // namespace knobel
