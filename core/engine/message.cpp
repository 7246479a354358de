// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/message.h"

#include <cstring>

#include <QtCore/qglobal.h>

namespace knobel {

std::string Message::english() const
{
    if (isLiteral())
        return literal;
    std::string out;
    for (const char* c = text; *c; ++c) {
        if (*c == '%' && c[1] >= '1' && c[1] <= '9') {
            const std::size_t index = std::size_t(c[1] - '1');
            if (index < args.size())
                out += args[index].english();
            ++c;
        } else if (*c == '%' && c[1] == 'n') {
            out += std::to_string(n);
            ++c;
        } else {
            out += *c;
        }
    }
    return out;
}

Message Sayer::operator()(const char* text, std::vector<Message> args, int n) const
{
    Message m;
    m.context = context;
    m.text = text;
    m.args = std::move(args);
    m.n = n;
    return m;
}

bool Message::operator==(const Message& other) const
{
    auto same = [](const char* a, const char* b) { return a == b || (a && b && std::strcmp(a, b) == 0); };
    return same(context, other.context) && same(text, other.text) && args == other.args && n == other.n
        && literal == other.literal;
}

Message facesMessage(const std::vector<int>& faces, DieKind kind)
{
    // The letters as the dice on the screen show them (DiceModel::faceSymbol); one face a message,
    // joined by a sentence of two parts so that every letter is translated on its own.
    static constexpr const char* letters[] = {nullptr, nullptr, nullptr,
        QT_TRANSLATE_NOOP("knobel::Faces", "J"), QT_TRANSLATE_NOOP("knobel::Faces", "Q"),
        QT_TRANSLATE_NOOP("knobel::Faces", "K"), QT_TRANSLATE_NOOP("knobel::Faces", "A")};
    auto one = [kind](int face) {
        if (kind == DieKind::Poker && face >= 3 && face <= 6) {
            Message m;
            m.context = "knobel::Faces";
            m.text = letters[face];
            return m;
        }
        return Message::plain(faceSymbol(face, kind));
    };
    if (faces.empty())
        return Message::plain("");
    Message out = one(faces.back());
    for (auto it = faces.rbegin() + 1; it != faces.rend(); ++it) {
        Message pair;
        pair.context = "knobel::Faces";
        pair.text = QT_TRANSLATE_NOOP("knobel::Faces", "%1 %2");
        pair.args = {one(*it), std::move(out)};
        out = std::move(pair);
    }
    return out;
}

} // namespace knobel
