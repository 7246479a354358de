// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace knobel {

/// Text from outside — players' names, command lines, files — checked, and made safe where it is shown.

/// The most bytes (UTF-8) a player's name may have.
inline constexpr std::size_t kLongestName = 100;

/// What is wrong with a player's name.
enum class NameProblem {
    Blank, ///< nothing that shows: empty, spaces, or only invisible characters (a zero-width space)
    TooLong, ///< more than kLongestName bytes
    Control, ///< a control character, or one that turns the direction of the text around it
};

/// The one check of a player's name, for game files, both command lines and the setup page: a name
/// shows at least one visible character, is at most kLongestName bytes and holds no control
/// character (C0, DEL, C1, line and paragraph separators) and no direction override, embedding or
/// isolate (U+202A–U+202E, U+2066–U+2069), which would turn the sentences around it backwards.
std::optional<NameProblem> checkName(std::string_view name);
/// The problem in one English line ("the player name … holds a control character"); the name is
/// quoted escaped, as visible() shows it.
std::string nameProblemText(NameProblem problem, std::string_view name);

/// A name as a sentence takes it: between FIRST STRONG ISOLATE (U+2068) and POP DIRECTORY ISOLATE
/// (U+2069), so that a name written right to left keeps its own direction and never turns the words
/// around it. Used where names go into sentences on the screen, in speech and in print.
QString isolated(const QString& name);

/// Text made safe for one line of a terminal: control bytes (NUL, newline, escape …), bytes that are
/// not UTF-8 and invisible or direction-changing characters are shown escaped (\x00, \u202E).
std::string visible(std::string_view text);

/// The byte offset of the first raw control character (U+0000–U+001F) inside a JSON string, or -1.
/// JSON forbids them there (RFC 8259: they must be escaped), and Qt's parser lets them through.
qsizetype rawControlInJsonString(std::string_view json);

} // namespace knobel
