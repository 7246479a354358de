// SPDX-License-Identifier: GPL-3.0-or-later
// A player that breaks the player protocol on purpose, for the tests of the program seat. It plays
// like the random bot (the first legal action) until decision K (second argument, default 3), then:
//   malformed  writes a line that is not JSON          illegal  answers an action not in legal
//   silent     reads on but never answers again        crash    aborts
//   flood      writes 100 MB without a newline         lines    writes 100 MB of short lines
//   chatty     writes a line nobody asked for after each answer (the seat plays on)
//   stderr     writes 20 MB of lines with terminal escapes to standard error, then plays on
//   child      starts a child that sleeps ten minutes (its id on standard error: "child N"), then
//              at decision K writes a line that is not JSON
//   mute       never answers hello
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <unistd.h>

int main(int argc, char* argv[])
{
    const std::string mode = argc > 1 ? argv[1] : "malformed";
    const int at = argc > 2 ? std::atoi(argv[2]) : 3;
    int decisions = 0;
    std::string line;
    auto answer = [](const QJsonObject& object) {
        std::fputs(QJsonDocument(object).toJson(QJsonDocument::Compact).constData(), stdout);
        std::fputs("\n", stdout);
        std::fflush(stdout);
    };
    while (std::getline(std::cin, line)) {
        const QJsonObject message = QJsonDocument::fromJson(QByteArray::fromStdString(line)).object();
        const QString type = message.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("hello")) {
            std::fprintf(stderr, "misbehaving bot: %s at decision %d\n", mode.c_str(), at);
            if (mode == "mute")
                continue;
            if (mode == "child") {
                const pid_t child = fork();
                if (child == 0) {
                    execlp("sleep", "sleep", "600", static_cast<char*>(nullptr));
                    _exit(127);
                }
                std::fprintf(stderr, "child %d\n", int(child));
                std::fflush(stderr);
            }
            answer(QJsonObject{{QStringLiteral("name"), QString::fromStdString(mode)}});
            continue;
        }
        if (type != QLatin1String("act"))
            continue;
        const QJsonArray legal = message.value(QStringLiteral("legal")).toArray();
        if (++decisions < at) {
            answer(QJsonObject{{QStringLiteral("action"), legal.first()}});
            continue;
        }
        if (mode == "stderr") {
            const std::string line = "\x1b[31mred\x1b[0m and a bell \x07 and a carriage return \r!\n";
            for (std::size_t written = 0; decisions == at && written < 20u * 1024 * 1024;
                 written += line.size())
                std::fwrite(line.data(), 1, line.size(), stderr);
            answer(QJsonObject{{QStringLiteral("action"), legal.first()}});
        } else if (mode == "malformed" || mode == "child") {
            std::puts("{\"action\": this is not JSON");
            std::fflush(stdout);
        } else if (mode == "illegal") {
            answer(QJsonObject{{QStringLiteral("action"), QJsonObject{{QStringLiteral("bogus"), 1}}}});
        } else if (mode == "silent") {
            continue;
        } else if (mode == "crash") {
            std::abort();
        } else if (mode == "flood" || mode == "lines") {
            const std::string chunk(mode == "flood" ? 1 << 20 : 1 << 10, 'x');
            const std::string piece = mode == "flood" ? chunk : chunk + "\n";
            for (std::size_t written = 0; written < 100u * 1024 * 1024; written += piece.size())
                if (std::fwrite(piece.data(), 1, piece.size(), stdout) != piece.size())
                    return 0; // the reader went away
            std::fflush(stdout);
        } else if (mode == "chatty") {
            answer(QJsonObject{{QStringLiteral("action"), legal.first()}});
            std::puts("{\"note\": \"done\"}");
            std::fflush(stdout);
        }
    }
    return 0;
}
