// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <cstdint>

namespace knobel {

/// The shipped tables' packed files (Liar Dice, Würfel-Hold'em) store numbers little-endian, so that a
/// file packed on one machine reads the same on any other.
inline void putLittleEndian(QByteArray& out, std::uint64_t value, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        out.append(char((value >> (8 * i)) & 0xff));
}

/// Reads `bytes` bytes at `at` and moves past them; false (nothing read) when the data ends first.
inline bool takeLittleEndian(const QByteArray& in, qsizetype& at, std::uint64_t& value, int bytes)
{
    if (at + bytes > in.size())
        return false;
    value = 0;
    for (int i = 0; i < bytes; ++i)
        value |= std::uint64_t(std::uint8_t(in[at + i])) << (8 * i);
    at += bytes;
    return true;
}

} // namespace knobel
