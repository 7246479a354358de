// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace knobel::fair {

/// Dice players can check (issue 31): before a game its fingerprint is shown, after it the salt and
/// the seed, and anyone can recompute the one from the others:
///
///     printf '%s' "SALTSEED" | sha256sum | cut -c1-12
///
/// The salt (32 hexadecimal digits, drawn at random for every game) keeps a guessable seed (the
/// repeatable seed of Advanced, "5") from being found from its fingerprint.

/// Characters of the SHA-256 (hexadecimal) that make the fingerprint.
inline constexpr int kFingerprintLength = 12;

/// A fresh salt: 16 random bytes from the system's generator, as 32 lower-case hex digits.
std::string newSalt();
/// The first 12 hex digits of SHA-256 of the salt followed by the seed in decimal digits.
std::string fingerprint(const std::string& salt, std::uint64_t seed);
/// Whether a text is a salt this program writes (lower-case hex, 32 digits).
bool isSalt(const std::string& salt);
/// The seed with the players' words for the dice mixed in: unchanged when every word is empty (so
/// a repeatable seed stays repeatable), else the first 8 bytes (big-endian) of SHA-256 of the seed's
/// decimal digits followed by each non-empty word (UTF-8, trimmed) on a line of its own.
std::uint64_t mixWords(std::uint64_t seed, const std::vector<std::string>& words);

} // namespace knobel::fair
