// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <optional>
#include <string>

namespace knobel::seal {

/// Seals a part of a game file with the program's key (issue 31), so that a glance into the file
/// of an unfinished game does not show the seed or the dice a seat may not see. Not a safe: anyone
/// who reads the key from the program's data folder opens it.
///
/// The sealed text is "ks1:" and Base64 of tag (32 bytes) + cipher. tag = HMAC-SHA-256 of the
/// plain text under SHA-256("mac" + key); the cipher is the plain text XOR a stream whose block i is
/// SHA-256(SHA-256("stream" + key) + tag[0..16] + i as 8 bytes big-endian). The tag stands in for a
/// nonce (a synthetic one): the same text under the same key seals to the same bytes, which keeps
/// "is the saved game changed" a comparison of bytes, and opening recomputes it, so that a changed
/// byte anywhere is refused.

/// Bytes of a key the program makes (random, kept in its data folder).
inline constexpr int kKeyLength = 32;

QByteArray seal(const QByteArray& plain, const QByteArray& key);
/// The plain text, or nothing and the reason (English, marked for knobel::GameFile) when the text is not
/// sealed, was changed, or was sealed under another key.
std::optional<QByteArray> open(const QByteArray& sealed, const QByteArray& key, std::string& problem);

} // namespace knobel::seal
