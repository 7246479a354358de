// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/message.h"

#include <cstring>

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

bool Message::operator==(const Message& other) const
{
    auto same = [](const char* a, const char* b) { return a == b || (a && b && std::strcmp(a, b) == 0); };
    return same(context, other.context) && same(text, other.text) && args == other.args && n == other.n
        && literal == other.literal;
}

} // namespace knobel
