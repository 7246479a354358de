// SPDX-License-Identifier: GPL-3.0-or-later
// A random legal player for the Knobelbecher player protocol (docs/protocol.md), in C++ with QtCore's
// JSON classes. Argument: a seed.
//
//     knobel match chicago --players good,"cmd:./random_bot 7" --games 10 --seed 1
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <iostream>
#include <random>
#include <string>

int main(int argc, char* argv[])
{
    std::mt19937_64 random(argc > 1 ? std::stoull(argv[1]) : 1);
    std::string line;
    while (std::getline(std::cin, line)) {
        const QJsonObject message = QJsonDocument::fromJson(QByteArray::fromStdString(line)).object();
        const QString type = message.value(QStringLiteral("type")).toString();
        QJsonObject answer;
        if (type == QLatin1String("hello")) {
            if (message.value(QStringLiteral("protocol")).toInt() != 1)
                return 1;
            answer.insert(QStringLiteral("name"), QStringLiteral("random (C++)"));
        } else if (type == QLatin1String("act")) {
            // Copy one legal action exactly as it was sent.
            const QJsonArray legal = message.value(QStringLiteral("legal")).toArray();
            std::uniform_int_distribution<qsizetype> pick(0, legal.size() - 1);
            answer.insert(QStringLiteral("action"), legal.at(pick(random)));
        } else {
            continue; // event and end need no answer
        }
        std::fputs(QJsonDocument(answer).toJson(QJsonDocument::Compact).constData(), stdout);
        std::fputs("\n", stdout);
        std::fflush(stdout);
    }
    return 0;
}
