// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamefile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtGlobal>

#include <charconv>
#include <cmath>

#include "games/registry.h"

namespace knobel::gamefile {

namespace {

constexpr const char* kFormat = "knobelbecher-game";
// More actions than any game can take: 8 players × 33 boxes × (3 throws + 3 × 5 holds and releases + 1).
constexpr qsizetype kMostActions = 8 * 33 * 40;

QJsonValue optionValue(const OptionSpec& spec, const std::string& value)
{
    switch (spec.type) {
    case OptionType::Switch:
        return value == "true";
    case OptionType::Number:
        return std::stoi(value);
    case OptionType::Choice:
        break;
    }
    return QString::fromStdString(value);
}

QJsonValue actionToJson(const Action& action, const Game& game)
{
    QJsonObject object;
    switch (action.type) {
    case Action::Type::Throw: {
        QJsonArray faces;
        for (int face : action.faces)
            faces.append(QString::fromStdString(faceSymbol(face, game.dieKind())));
        object.insert(QStringLiteral("throw"), faces);
        break;
    }
    case Action::Type::Hold:
        object.insert(QStringLiteral("hold"), action.die + 1);
        break;
    case Action::Type::Release:
        object.insert(QStringLiteral("release"), action.die + 1);
        break;
    case Action::Type::Write: {
        QJsonObject write{{QStringLiteral("column"), action.column + 1},
            {QStringLiteral("row"), QString::fromStdString(game.rows()[action.row].id)}};
        if (action.strike)
            write.insert(QStringLiteral("strike"), true);
        object.insert(QStringLiteral("write"), write);
        break;
    }
    case Action::Type::Edit:
        object.insert(QStringLiteral("edit"),
            QJsonObject{{QStringLiteral("player"), action.player + 1},
                {QStringLiteral("column"), action.column + 1},
                {QStringLiteral("row"), QString::fromStdString(game.rows()[action.row].id)},
                {QStringLiteral("value"), action.value ? QJsonValue(*action.value) : QJsonValue()}});
        break;
    }
    return object;
}

/// Reads a whole number in [low, high] from a JSON value; JSON numbers are doubles, so 2.5 or 1e300 are
/// refused.
std::optional<int> wholeNumber(const QJsonValue& value, int low, int high)
{
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    // The range first: converting 1e300 to an integer would be undefined (found by fuzzing).
    if (!(number >= low && number <= high) || std::floor(number) != number)
        return std::nullopt;
    return static_cast<int>(number);
}

/// The loader's messages are translated where a translator is installed (the window), and stay
/// English where none is (the knobel tool).
QString translated(const char* text)
{
    return QCoreApplication::translate("knobel::GameFile", text);
}

std::string str(const QString& text)
{
    return text.toStdString();
}

class Reader
{
public:
    std::string problem;

    bool fail(const std::string& text)
    {
        if (problem.empty())
            problem = text;
        return false;
    }

    bool readAction(const QJsonValue& value, const Game& game, std::size_t index, Action& action)
    {
        const std::string where
            = str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "action %1: ")).arg(index + 1));
        if (!value.isObject() || value.toObject().size() != 1)
            return fail(where
                + str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "it is not an object with one key"))));
        const QJsonObject object = value.toObject();
        const QString kind = object.begin().key();
        const QJsonValue body = object.begin().value();
        const int dice = game.diceCount();
        auto rowOf = [&](const QJsonValue& row) -> std::optional<int> {
            const int found = row.isString() ? game.rowIndex(row.toString().toStdString()) : -1;
            return found < 0 ? std::nullopt : std::optional<int>(found);
        };
        if (kind == QLatin1String("throw")) {
            if (!body.isArray() || body.toArray().size() != dice)
                return fail(where
                    + str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "a throw needs %1 dice"))
                              .arg(dice)));
            action = Action::throwDice();
            for (const QJsonValue& die : body.toArray()) {
                const auto face
                    = die.isString() ? parseFace(die.toString().toStdString(), game.dieKind()) : std::nullopt;
                if (!face)
                    return fail(where
                        + str(translated(QT_TRANSLATE_NOOP(
                            "knobel::GameFile", "a die shows a face this game does not have"))));
                action.faces.push_back(*face);
            }
            return true;
        }
        if (kind == QLatin1String("hold") || kind == QLatin1String("release")) {
            const auto die = wholeNumber(body, 1, dice);
            if (!die)
                return fail(
                    where + str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "there is no such die"))));
            action = kind == QLatin1String("hold") ? Action::hold(*die - 1) : Action::release(*die - 1);
            return true;
        }
        if (kind == QLatin1String("write") || kind == QLatin1String("edit")) {
            if (!body.isObject())
                return fail(
                    where + str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "it is not an object"))));
            const QJsonObject box = body.toObject();
            const auto column = wholeNumber(box.value(QStringLiteral("column")), 1, game.columnCount());
            const auto row = rowOf(box.value(QStringLiteral("row")));
            if (!column || !row)
                return fail(where
                    + str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "it names no box of this game"))));
            if (kind == QLatin1String("write")) {
                const QJsonValue strike = box.value(QStringLiteral("strike"));
                if (!strike.isUndefined() && !strike.isBool())
                    return fail(where
                        + str(translated(
                            QT_TRANSLATE_NOOP("knobel::GameFile", "strike is not true or false"))));
                action = Action::write(*column - 1, *row, strike.toBool(false));
                return true;
            }
            const auto player = wholeNumber(box.value(QStringLiteral("player")), 1, game.maxPlayers());
            if (!player)
                return fail(
                    where + str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "it names no player"))));
            const QJsonValue content = box.value(QStringLiteral("value"));
            std::optional<int> written;
            if (!content.isNull()) {
                written = wholeNumber(content, 0, 1000);
                if (!written)
                    return fail(where
                        + str(translated(QT_TRANSLATE_NOOP(
                            "knobel::GameFile", "the value is not a number a box can hold"))));
            }
            action = Action::edit(*player - 1, *column - 1, *row, written);
            return true;
        }
        return fail(where
            + str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "unknown kind '%1'")).arg(kind.left(40))));
    }

    std::unique_ptr<Match> read(const QByteArray& bytes)
    {
        if (bytes.size() > kLargestFile) {
            fail(str(translated(
                QT_TRANSLATE_NOOP("knobel::GameFile", "the file is larger than a game file can be (%1 MiB)"))
                         .arg(kLargestFile / (1024 * 1024))));
            return nullptr;
        }
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
        if (error.error != QJsonParseError::NoError) {
            fail(str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "it is not JSON (%1 at byte %2)"))
                         .arg(error.errorString())
                         .arg(error.offset)));
            return nullptr;
        }
        if (!document.isObject()) {
            fail(str(
                translated(QT_TRANSLATE_NOOP("knobel::GameFile", "it is not a game file (no JSON object)"))));
            return nullptr;
        }
        const QJsonObject root = document.object();
        if (root.value(QStringLiteral("format")).toString() != QLatin1String(kFormat)) {
            fail(
                str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "it is not a Knobelbecher game file"))));
            return nullptr;
        }
        const auto version = wholeNumber(root.value(QStringLiteral("version")), 1, 1000000);
        if (!version) {
            fail(str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "its version is not a whole number"))));
            return nullptr;
        }
        if (*version > kVersion) {
            fail(str(translated(
                QT_TRANSLATE_NOOP("knobel::GameFile",
                    "it was written by a newer Knobelbecher (file version %1, this one reads version %2)"))
                         .arg(*version)
                         .arg(kVersion)));
            return nullptr;
        }

        GameRecord record;
        const QJsonValue gameId = root.value(QStringLiteral("game"));
        const Game* game = gameId.isString() ? findGame(gameId.toString().toStdString()) : nullptr;
        if (!game) {
            fail(str(
                translated(QT_TRANSLATE_NOOP("knobel::GameFile", "it names no game this program knows"))));
            return nullptr;
        }
        record.setup.game = std::string(game->id());

        const QString mode = root.value(QStringLiteral("mode")).toString();
        if (mode != QLatin1String("play") && mode != QLatin1String("score-pad")) {
            fail(str(
                translated(QT_TRANSLATE_NOOP("knobel::GameFile", "its mode is neither play nor score-pad"))));
            return nullptr;
        }
        record.setup.mode = mode == QLatin1String("play") ? Mode::Play : Mode::ScorePad;

        const QJsonValue players = root.value(QStringLiteral("players"));
        if (!players.isArray() || players.toArray().size() < game->minPlayers()
            || players.toArray().size() > game->maxPlayers()) {
            fail(str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "%1 needs a list of %2 to %3 players"))
                         .arg(QString::fromUtf8(game->name().data(), qsizetype(game->name().size())))
                         .arg(game->minPlayers())
                         .arg(game->maxPlayers())));
            return nullptr;
        }
        for (const QJsonValue& name : players.toArray()) {
            if (!name.isString()) {
                fail(str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "a player's name is not text"))));
                return nullptr;
            }
            record.setup.players.push_back(name.toString().toStdString());
        }

        record.setup.options = game->defaultOptions();
        const QJsonValue options = root.value(QStringLiteral("options"));
        if (!options.isUndefined() && !options.isObject()) {
            fail(str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "its options are not an object"))));
            return nullptr;
        }
        const QJsonObject optionObject = options.toObject();
        for (auto it = optionObject.begin(); it != optionObject.end(); ++it) {
            std::string value;
            if (it.value().isBool())
                value = it.value().toBool() ? "true" : "false";
            else if (it.value().isString())
                value = it.value().toString().toStdString();
            else if (auto number = wholeNumber(it.value(), -1000000, 1000000))
                value = std::to_string(*number);
            else {
                fail(str(translated(
                    QT_TRANSLATE_NOOP("knobel::GameFile", "option '%1' has a value of the wrong kind"))
                             .arg(it.key().left(40))));
                return nullptr;
            }
            if (auto bad = record.setup.options.set(game->options(), it.key().toStdString(), value)) {
                fail(*bad);
                return nullptr;
            }
        }

        // Computer players, when there are any; the rules check the kinds when the game replays.
        const QJsonValue kinds = root.value(QStringLiteral("kinds"));
        if (!kinds.isUndefined()) {
            if (!kinds.isArray() || kinds.toArray().size() != players.toArray().size()) {
                fail(str(translated(
                    QT_TRANSLATE_NOOP("knobel::GameFile", "its kinds of players do not match its players"))));
                return nullptr;
            }
            for (const QJsonValue& kind : kinds.toArray())
                record.setup.kinds.push_back(kind.toString().left(20).toStdString());
        }

        // The seed is text: a 64-bit number does not survive a JSON double.
        const QJsonValue seed = root.value(QStringLiteral("seed"));
        const std::string seedText = seed.toString().toStdString();
        std::uint64_t seedValue = 0;
        const auto [end, parseError]
            = std::from_chars(seedText.data(), seedText.data() + seedText.size(), seedValue);
        if (!seed.isString() || seedText.empty() || parseError != std::errc()
            || end != seedText.data() + seedText.size()) {
            fail(str(translated(
                QT_TRANSLATE_NOOP("knobel::GameFile", "its seed is not a whole number written as text"))));
            return nullptr;
        }
        record.setup.seed = seedValue;

        const QJsonValue actions = root.value(QStringLiteral("actions"));
        if (!actions.isArray()) {
            fail(str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "it has no list of actions"))));
            return nullptr;
        }
        if (actions.toArray().size() > kMostActions) {
            fail(str(translated(
                QT_TRANSLATE_NOOP("knobel::GameFile", "it has more actions than any game can take"))));
            return nullptr;
        }
        const QJsonArray list = actions.toArray();
        for (qsizetype i = 0; i < list.size(); ++i) {
            Action action;
            if (!readAction(list[i], *game, std::size_t(i), action))
                return nullptr;
            record.actions.push_back(action);
        }

        std::string replayProblem;
        auto match = Match::replay(record, replayProblem);
        if (!match)
            fail(str(
                translated(QT_TRANSLATE_NOOP("knobel::GameFile", "its game does not follow the rules: %1"))
                    .arg(QString::fromStdString(replayProblem))));
        return match;
    }
};

} // namespace

QByteArray write(const GameRecord& record)
{
    const Game& game = *findGame(record.setup.game);
    QJsonObject options;
    for (const auto& spec : game.options())
        options.insert(
            QString::fromStdString(spec.id), optionValue(spec, record.setup.options.value(spec.id)));
    QJsonArray players;
    for (const auto& name : record.setup.players)
        players.append(QString::fromStdString(name));
    QJsonArray actions;
    for (const auto& action : record.actions)
        actions.append(actionToJson(action, game));
    // Written by hand around compact pieces: QJsonObject would sort the keys, and a file whose
    // format and version come first, with one action a line, reads best.
    auto compact = [](const auto& value) { return QJsonDocument(value).toJson(QJsonDocument::Compact); };
    auto text = [](const QString& value) {
        return QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
    };
    QByteArray out = "{\n";
    out += "  \"format\": \"" + QByteArray(kFormat) + "\",\n";
    out += "  \"version\": " + QByteArray::number(kVersion) + ",\n";
    out += "  \"game\": " + text(QString::fromStdString(record.setup.game)) + ",\n";
    out += QByteArray("  \"mode\": ") + (record.setup.mode == Mode::Play ? "\"play\"" : "\"score-pad\"")
        + ",\n";
    out += "  \"options\": " + compact(options) + ",\n";
    out += "  \"players\": " + compact(players) + ",\n";
    if (std::any_of(record.setup.kinds.begin(), record.setup.kinds.end(),
            [](const std::string& k) { return k != "human"; })) {
        QJsonArray kinds;
        for (const auto& kind : record.setup.kinds)
            kinds.append(QString::fromStdString(kind));
        out += "  \"kinds\": " + compact(kinds) + ",\n";
    }
    out += "  \"seed\": \"" + QByteArray::number(qulonglong(record.setup.seed.value_or(0))) + "\",\n";
    out += "  \"actions\": [";
    for (qsizetype i = 0; i < actions.size(); ++i)
        out += (i ? ",\n    " : "\n    ") + compact(actions[i].toObject());
    out += actions.isEmpty() ? "]\n}\n" : "\n  ]\n}\n";
    return out;
}

std::unique_ptr<Match> read(const QByteArray& bytes, std::string& problem)
{
    Reader reader;
    auto match = reader.read(bytes);
    problem = reader.problem;
    return match;
}

} // namespace knobel::gamefile
