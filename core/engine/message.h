// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

#include "dice.h"

namespace knobel {

/// A sentence the rules say to a player, translated where it is shown: `text` is English, marked with
/// QT_TRANSLATE_NOOP in `context`; `args` fill %1, %2, … and are sentences themselves (a face name, a
/// hand) or, without a context, literal text (a name, a number). `n` chooses a plural form.
struct Message
{
    const char* context = nullptr;
    const char* text = "";
    std::vector<Message> args;
    int n = -1;
    std::string literal; ///< used when context is null

    static Message plain(std::string text)
    {
        Message m;
        m.literal = std::move(text);
        return m;
    }
    static Message number(long long value) { return plain(std::to_string(value)); }
    bool isLiteral() const { return context == nullptr; }
    bool empty() const { return context == nullptr && literal.empty(); }
    /// English, with every argument filled in: for the command line and the tests.
    std::string english() const;
    bool operator==(const Message& other) const;
};

/// A game's sentences in its own translation context, declared once in its .cpp:
/// `constexpr Sayer say{"knobel::Jule"};` then `say(QT_TRANSLATE_NOOP("knobel::Jule", "…"), {…})`; every
/// game's sentences can be made so.
struct Sayer
{
    const char* context;
    Message operator()(const char* text, std::vector<Message> args = {}, int n = -1) const;
};

/// Dice in a sentence, "J 9 J K 9": poker dice's letters translated (German B D K A), pips as they are.
Message facesMessage(const std::vector<int>& faces, DieKind kind);

} // namespace knobel
