// SPDX-License-Identifier: GPL-3.0-or-later
#include "text.h"

#include <QChar>
#include <QList>

#include <cstdio>

namespace knobel {

namespace {

/// Controls, separators that break a line, and the characters that embed, override or isolate a
/// direction: in a name they would break the line or turn the sentence around the name.
bool isControl(char32_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029 || (c >= 0x202A && c <= 0x202E)
        || (c >= 0x2066 && c <= 0x2069);
}

/// Characters that show nothing by themselves: spaces, format characters (zero-width space and
/// joiners, direction marks, the byte-order mark, tags), combining marks without a base, unassigned
/// code points, and the letters that are drawn empty (the Hangul fillers, the blank Braille pattern).
bool isInvisible(char32_t c)
{
    if (QChar::isSpace(c))
        return true;
    switch (QChar::category(c)) {
    case QChar::Other_Format:
    case QChar::Other_Control:
    case QChar::Other_NotAssigned:
    case QChar::Other_Surrogate:
    case QChar::Mark_NonSpacing:
    case QChar::Mark_SpacingCombining:
    case QChar::Mark_Enclosing:
        return true;
    default:
        break;
    }
    return c == 0x115F || c == 0x1160 || c == 0x3164 || c == 0xFFA0 || c == 0x2800;
}

/// The first bytes of a name, cut where a character begins.
std::string_view head(std::string_view name, std::size_t bytes)
{
    if (name.size() <= bytes)
        return name;
    while (bytes > 0 && (static_cast<unsigned char>(name[bytes]) & 0xC0) == 0x80)
        --bytes;
    return name.substr(0, bytes);
}

} // namespace

std::optional<NameProblem> checkName(std::string_view name)
{
    const QString text = QString::fromUtf8(name.data(), qsizetype(name.size()));
    // Bytes that are not UTF-8 come back as U+FFFD: not the name that was given. (A leading
    // byte-order mark is dropped by the conversion; it is invisible, never the only thing shown.)
    const QByteArray again = text.toUtf8();
    const std::string_view bom = "\xEF\xBB\xBF";
    const std::string_view bare = name.substr(0, 3) == bom ? name.substr(3) : name;
    if (std::string_view(again.constData(), std::size_t(again.size())) != name
        && std::string_view(again.constData(), std::size_t(again.size())) != bare)
        return NameProblem::Control;
    bool shows = false;
    for (const char32_t c : text.toUcs4()) {
        if (isControl(c))
            return NameProblem::Control;
        shows = shows || !isInvisible(c);
    }
    if (!shows)
        return NameProblem::Blank;
    if (name.size() > kLongestName)
        return NameProblem::TooLong;
    return std::nullopt;
}

std::string nameProblemText(NameProblem problem, std::string_view name)
{
    switch (problem) {
    case NameProblem::Blank:
        return "a player has no name (only spaces or invisible characters)";
    case NameProblem::TooLong:
        return "the player name '" + visible(head(name, 20)) + "…' is longer than "
            + std::to_string(kLongestName) + " characters";
    case NameProblem::Control:
        break;
    }
    return "the player name '" + visible(head(name, 40)) + "' holds a control character";
}

QString isolated(const QString& name)
{
    return QChar(0x2068) + name + QChar(0x2069);
}

std::string visible(std::string_view text)
{
    static const char* const hex = "0123456789ABCDEF";
    std::string shown;
    auto escapeByte = [&](unsigned char byte) {
        shown += "\\x";
        shown += hex[byte >> 4];
        shown += hex[byte & 15];
    };
    for (std::size_t i = 0; i < text.size();) {
        const auto byte = (unsigned char)text[i];
        if (byte < 0x80) {
            if (byte < 0x20 || byte == 0x7f)
                escapeByte(byte);
            else
                shown += char(byte);
            ++i;
            continue;
        }
        // A UTF-8 sequence: its length from the lead byte, then every continuation byte checked.
        const int length = byte >= 0xC2 && byte <= 0xDF ? 2
            : byte >= 0xE0 && byte <= 0xEF              ? 3
            : byte >= 0xF0 && byte <= 0xF4              ? 4
                                                        : 0;
        char32_t code = length == 2 ? byte & 0x1F : length == 3 ? byte & 0x0F : byte & 0x07;
        bool valid = length > 0 && i + std::size_t(length) <= text.size();
        for (int k = 1; valid && k < length; ++k) {
            const auto next = (unsigned char)text[i + std::size_t(k)];
            valid = (next & 0xC0) == 0x80;
            code = (code << 6) | (next & 0x3F);
        }
        valid = valid && !(length == 3 && (code < 0x800 || (code >= 0xD800 && code <= 0xDFFF)))
            && !(length == 4 && (code < 0x10000 || code > 0x10FFFF));
        if (!valid) {
            escapeByte(byte);
            ++i;
            continue;
        }
        // C1 controls, zero-width and direction-changing characters, the byte-order mark: invisible
        // or misleading on a terminal.
        const bool hidden = (code >= 0x80 && code <= 0x9F) || (code >= 0x200B && code <= 0x200F)
            || (code >= 0x2028 && code <= 0x202E) || (code >= 0x2066 && code <= 0x2069) || code == 0xFEFF;
        if (hidden) {
            char buffer[16];
            std::snprintf(buffer, sizeof buffer, "\\u%04X", unsigned(code));
            shown += buffer;
        } else {
            shown.append(text.substr(i, std::size_t(length)));
        }
        i += std::size_t(length);
    }
    return shown;
}

qsizetype rawControlInJsonString(std::string_view json)
{
    bool inString = false;
    for (std::size_t i = 0; i < json.size(); ++i) {
        const auto byte = (unsigned char)json[i];
        if (!inString) {
            inString = byte == '"';
            continue;
        }
        if (byte < 0x20)
            return qsizetype(i);
        if (byte == '\\')
            ++i; // the escaped character, whatever it is, belongs to the escape
        else if (byte == '"')
            inString = false;
    }
    return -1;
}

} // namespace knobel
