// SPDX-License-Identifier: GPL-3.0-or-later
#include "messagetext.h"

#include <QCoreApplication>

#include <algorithm>

#include "dicemodel.h"
#include "text.h"

namespace {

/// A literal argument of a sentence, on screen and in speech. Literal text with a letter in it is a
/// name (the rules put players' names into their sentences as literals): it goes in isolated, so
/// that a name written right to left never turns the sentence around it. Numbers go in as they are.
QString literalArgument(const std::string& literal)
{
    const QString text = QString::fromStdString(literal);
    const bool word
        = std::any_of(text.begin(), text.end(), [](QChar c) { return c.isLetter() || c.unicode() > 0x7F; });
    return word ? knobel::isolated(text) : text;
}

QString argumentText(const knobel::Message& argument)
{
    return argument.isLiteral() ? literalArgument(argument.literal) : translateMessage(argument);
}

} // namespace

QString translateMessage(const knobel::Message& message)
{
    if (message.isLiteral())
        return QString::fromStdString(message.literal);
    QString text = QCoreApplication::translate(message.context, message.text, nullptr, message.n);
    // From the highest placeholder down, so that %1 never eats the start of %10.
    for (std::size_t i = message.args.size(); i-- > 0;)
        text.replace(QStringLiteral("%") + QString::number(i + 1), argumentText(message.args[i]));
    return text;
}

QString spokenMessage(const knobel::Message& message)
{
    if (message.isLiteral() || qstrcmp(message.context, "knobel::Faces") != 0) {
        if (message.isLiteral())
            return QString::fromStdString(message.literal);
        QString text = QCoreApplication::translate(message.context, message.text, nullptr, message.n);
        for (std::size_t i = message.args.size(); i-- > 0;)
            text.replace(QStringLiteral("%") + QString::number(i + 1),
                message.args[i].isLiteral() ? literalArgument(message.args[i].literal)
                                            : spokenMessage(message.args[i]));
        return text;
    }
    // facesMessage(): a face is a letter (J Q K A) or a literal symbol (9, 10, or pips), a pair "%1 %2"
    // joins one face to the rest.
    static constexpr const char* letters[] = {"J", "Q", "K", "A"};
    const auto face = [](const knobel::Message& one) {
        if (one.isLiteral()) {
            if (one.literal == "9")
                return DiceModel::faceName(1, true);
            if (one.literal == "10")
                return DiceModel::faceName(2, true);
            return QString::fromStdString(one.literal);
        }
        for (int f = 0; f < 4; ++f)
            if (qstrcmp(one.text, letters[f]) == 0)
                return DiceModel::faceName(f + 3, true);
        return spokenMessage(one);
    };
    if (message.args.size() == 2)
        return QCoreApplication::translate("MessageText", "%1, %2", "between the dice in words")
            .arg(face(message.args[0]), face(message.args[1]));
    return face(message);
}
