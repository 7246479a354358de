// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamefile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtGlobal>

#include <algorithm>
#include <charconv>
#include <cmath>

#include "engine/json.h"
#include "engine/registry.h"
#include "fairdice.h"
#include "kits/hands.h"
#include "seal.h"
#include "text.h"

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

/// The lowest version that holds the record: a sheet game's record is format 1, byte for byte.
int versionFor(const GameRecord& record)
{
    if (!findSheetGame(record.setup.game))
        return kVersion;
    for (const auto& action : record.actions)
        if (action.group != 0
            || (action.type != Action::Type::Throw && action.type != Action::Type::Hold
                && action.type != Action::Type::Release && action.type != Action::Type::Write
                && action.type != Action::Type::Edit))
            return kVersion;
    return 1;
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
    QByteArray key; ///< opens a sealed part
    Match::Dice dice = Match::Dice::Drawn; ///< what the file says: "dice": "real"

    bool fail(const std::string& text)
    {
        if (problem.empty())
            problem = text;
        return false;
    }

    /// `dice`: the notation of the game under the file's options (GameDef::dieKindUnder). Files of
    /// Poker Dice with pip dice written before the notation followed the options carry poker letters:
    /// they are read too, so that no game a player kept is lost; they are written in pips.
    bool readAction(const QJsonValue& value, const GameDef& def, DieKind dice, int version, std::size_t index,
        Action& action)
    {
        auto faceOf = [&](const QJsonValue& die) -> std::optional<int> {
            if (!die.isString())
                return std::nullopt;
            const std::string text = die.toString().toStdString();
            if (const auto face = parseFace(text, dice))
                return face;
            return dice != def.dieKind() ? parseFace(text, def.dieKind()) : std::nullopt;
        };
        const std::string where
            = str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "action %1: ")).arg(index + 1));
        if (!value.isObject() || value.toObject().size() != 1)
            return fail(where
                + str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "it is not an object with one key"))));
        const QJsonObject object = value.toObject();
        const QString kind = object.begin().key();
        const QJsonValue body = object.begin().value();
        const SheetGame* game = def.sheetGame();
        auto unknownKind = [&] {
            return fail(where
                + str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "unknown kind '%1'"))
                          .arg(kind.left(40))));
        };
        auto rowOf = [&](const QJsonValue& row) -> std::optional<int> {
            const int found = row.isString() && game ? game->rowIndex(row.toString().toStdString()) : -1;
            return found < 0 ? std::nullopt : std::optional<int>(found);
        };
        // Format 1 names a die of the tray by a number; format 2 may name a group of dice too.
        auto groupOf = [&](const QJsonValue& group) -> std::optional<int> {
            if (version < 2)
                return std::nullopt;
            const auto number = wholeNumber(group, 1, 64);
            return number ? std::optional<int>(*number - 1) : std::nullopt;
        };
        auto readFaces = [&](const QJsonValue& list) -> bool {
            const int dice = game ? game->diceCount() : 64;
            if (!list.isArray() || list.toArray().isEmpty() || list.toArray().size() > dice
                || (game && list.toArray().size() != dice))
                return fail(where
                    + str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "a throw needs %1 dice"))
                              .arg(dice)));
            for (const QJsonValue& die : list.toArray()) {
                // "?": a real cup's die nobody typed (Liar Dice with real dice, docs/real-dice.md).
                const auto face
                    = die == QJsonValue(QStringLiteral("?")) ? std::optional<int>(0) : faceOf(die);
                if (!face)
                    return fail(where
                        + str(translated(QT_TRANSLATE_NOOP(
                            "knobel::GameFile", "a die shows a face this game does not have"))));
                action.faces.push_back(*face);
            }
            return true;
        };
        if (kind == QLatin1String("throw")) {
            action = Action::throwDice();
            if (body.isObject()) {
                const auto group = groupOf(body.toObject().value(QStringLiteral("group")));
                if (!group)
                    return unknownKind();
                action.group = *group;
                return readFaces(body.toObject().value(QStringLiteral("dice")));
            }
            return readFaces(body);
        }
        if (kind == QLatin1String("hold") || kind == QLatin1String("release")) {
            int group = 0;
            QJsonValue dieValue = body;
            if (body.isObject()) {
                const auto named = groupOf(body.toObject().value(QStringLiteral("group")));
                if (!named)
                    return fail(where
                        + str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "there is no such die"))));
                group = *named;
                dieValue = body.toObject().value(QStringLiteral("die"));
            }
            const auto die = wholeNumber(dieValue, 1, game ? game->diceCount() : 64);
            if (!die)
                return fail(
                    where + str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "there is no such die"))));
            action = kind == QLatin1String("hold") ? Action::hold(*die - 1, group)
                                                   : Action::release(*die - 1, group);
            return true;
        }
        if (game && (kind == QLatin1String("write") || kind == QLatin1String("edit"))) {
            if (!body.isObject())
                return fail(
                    where + str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "it is not an object"))));
            const QJsonObject box = body.toObject();
            const auto column = wholeNumber(box.value(QStringLiteral("column")), 1, game->columnCount());
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
            const auto player = wholeNumber(box.value(QStringLiteral("player")), 1, game->maxPlayers());
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
        if (version < 2)
            return unknownKind();
        auto badValue = [&] {
            return fail(where
                + str(translated(
                    QT_TRANSLATE_NOOP("knobel::GameFile", "its value is not one this game knows"))));
        };
        if (kind == QLatin1String("stop")) {
            if (body != QJsonValue(true))
                return badValue();
            action = Action::stop();
            return true;
        }
        if (kind == QLatin1String("choose")) {
            const int choice = body.isString() ? def.choiceIndex(body.toString().toStdString()) : -1;
            if (choice < 0)
                return badValue();
            action = Action::choose(choice);
            return true;
        }
        if (kind == QLatin1String("stake")) {
            const QJsonObject stake = body.toObject();
            const QJsonValue field = stake.value(QStringLiteral("field"));
            const int index = field.isString() ? def.fieldIndex(field.toString().toStdString()) : -1;
            const auto amount = wholeNumber(stake.value(QStringLiteral("amount")), 0, 1000000);
            if (!body.isObject() || index < 0 || !amount)
                return badValue();
            action = Action::stake(index, *amount);
            return true;
        }
        if (kind == QLatin1String("bet")) {
            const QJsonObject bet = body.toObject();
            const QString name = bet.value(QStringLiteral("kind")).toString();
            std::optional<BetKind> betKind;
            for (BetKind k : {BetKind::Check, BetKind::Bet, BetKind::Call, BetKind::Raise, BetKind::Fold})
                if (name == QLatin1String(betName(k)))
                    betKind = k;
            const QJsonValue amountValue = bet.value(QStringLiteral("amount"));
            const auto amount
                = amountValue.isUndefined() ? std::optional<int>(0) : wholeNumber(amountValue, 0, 1000000);
            if (!body.isObject() || !betKind || !amount)
                return badValue();
            action = Action::betting(*betKind, *amount);
            return true;
        }
        if (kind == QLatin1String("announce")) {
            std::vector<int> faces;
            for (const QJsonValue& die : body.toArray()) {
                const auto face = faceOf(die);
                if (!face)
                    return badValue();
                faces.push_back(*face);
            }
            const int hand = faces.size() == 5 ? exactHandIndex(faces) : -1;
            if (hand < 0)
                return badValue();
            action = Action::announce(hand);
            return true;
        }
        if (kind == QLatin1String("doubt")) {
            if (!body.isBool())
                return badValue();
            action = Action::doubting(body.toBool());
            return true;
        }
        if (kind == QLatin1String("double")) {
            for (int k = 0; k < 3; ++k)
                if (body.toString() == QLatin1String(doubleName(k))) {
                    action = Action::doubling(k);
                    return true;
                }
            return badValue();
        }
        return unknownKind();
    }

    /// The record as the file holds it, not yet replayed.
    std::optional<GameRecord> parse(const QByteArray& bytes)
    {
        if (bytes.size() > kLargestFile) {
            fail(str(translated(
                QT_TRANSLATE_NOOP("knobel::GameFile", "the file is larger than a game file can be (%1 MiB)"))
                         .arg(kLargestFile / (1024 * 1024))));
            return std::nullopt;
        }
        // JSON forbids raw control characters in its strings; Qt's parser lets them through.
        if (const qsizetype at = rawControlInJsonString(std::string_view(bytes.constData(), bytes.size()));
            at >= 0) {
            fail(str(translated(QT_TRANSLATE_NOOP("knobel::GameFile",
                                    "it is not JSON (a control character inside a string at byte %1)"))
                         .arg(at)));
            return std::nullopt;
        }
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
        if (error.error != QJsonParseError::NoError) {
            fail(str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "it is not JSON (%1 at byte %2)"))
                         .arg(error.errorString())
                         .arg(error.offset)));
            return std::nullopt;
        }
        if (!document.isObject()) {
            fail(str(
                translated(QT_TRANSLATE_NOOP("knobel::GameFile", "it is not a game file (no JSON object)"))));
            return std::nullopt;
        }
        if (document.object().value(QStringLiteral("format")).toString() != QLatin1String(kFormat)) {
            fail(
                str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "it is not a Knobelbecher game file"))));
            return std::nullopt;
        }
        const auto version = wholeNumber(document.object().value(QStringLiteral("version")), 1, 1000000);
        if (!version) {
            fail(str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "its version is not a whole number"))));
            return std::nullopt;
        }
        if (*version > kSealedVersion) {
            fail(str(translated(
                QT_TRANSLATE_NOOP("knobel::GameFile",
                    "it was written by a newer Knobelbecher (file version %1, this one reads version %2)"))
                         .arg(*version)
                         .arg(kSealedVersion)));
            return std::nullopt;
        }
        QJsonObject root = document.object();
        // A sealed part holds the seed, the salt and perhaps the actions of an unfinished game.
        if (const QJsonValue sealedPart = root.value(QStringLiteral("sealed")); !sealedPart.isUndefined()) {
            std::string why;
            const auto plain = sealedPart.isString() && *version >= kSealedVersion
                ? seal::open(sealedPart.toString().toLatin1(), key, why)
                : std::nullopt;
            if (why.empty() && !plain)
                why = "its sealed part is damaged";
            const QJsonObject hidden = plain ? QJsonDocument::fromJson(*plain).object() : QJsonObject();
            if (!plain) {
                fail(str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "it cannot be opened: %1"))
                             .arg(translated(why.c_str()))));
                return std::nullopt;
            }
            for (auto it = hidden.begin(); it != hidden.end(); ++it) {
                if ((it.key() != QLatin1String("seed") && it.key() != QLatin1String("salt")
                        && it.key() != QLatin1String("actions"))
                    || root.contains(it.key())) {
                    fail(str(translated(
                        QT_TRANSLATE_NOOP("knobel::GameFile", "its sealed part holds '%1', which it may not"))
                                 .arg(it.key().left(40))));
                    return std::nullopt;
                }
                root.insert(it.key(), it.value());
            }
            root.remove(QStringLiteral("sealed"));
        }

        GameRecord record;
        const QJsonValue gameId = root.value(QStringLiteral("game"));
        const GameDef* game = gameId.isString() ? findGameDef(gameId.toString().toStdString()) : nullptr;
        if (!game) {
            fail(str(
                translated(QT_TRANSLATE_NOOP("knobel::GameFile", "it names no game this program knows"))));
            return std::nullopt;
        }
        record.setup.game = std::string(game->id());

        const QString mode = root.value(QStringLiteral("mode")).toString();
        if (mode != QLatin1String("play") && mode != QLatin1String("score-pad")) {
            fail(str(
                translated(QT_TRANSLATE_NOOP("knobel::GameFile", "its mode is neither play nor score-pad"))));
            return std::nullopt;
        }
        record.setup.mode = mode == QLatin1String("play") ? Mode::Play : Mode::ScorePad;

        const QJsonValue players = root.value(QStringLiteral("players"));
        if (!players.isArray() || players.toArray().size() < game->minPlayers()
            || players.toArray().size() > game->maxPlayers()) {
            fail(str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "%1 needs a list of %2 to %3 players"))
                         .arg(QString::fromUtf8(game->name().data(), qsizetype(game->name().size())))
                         .arg(game->minPlayers())
                         .arg(game->maxPlayers())));
            return std::nullopt;
        }
        for (const QJsonValue& name : players.toArray()) {
            if (!name.isString()) {
                fail(str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "a player's name is not text"))));
                return std::nullopt;
            }
            const std::string text = name.toString().toStdString();
            if (const auto bad = checkName(text)) {
                fail(str(*bad == NameProblem::Blank
                        ? translated(QT_TRANSLATE_NOOP("knobel::GameFile", "a player has no name"))
                        : *bad == NameProblem::TooLong
                        ? translated(QT_TRANSLATE_NOOP(
                                         "knobel::GameFile", "a player's name is longer than %1 characters"))
                              .arg(kLongestName)
                        : translated(QT_TRANSLATE_NOOP("knobel::GameFile",
                            "a player's name holds a control character or one that turns the text around"))));
                return std::nullopt;
            }
            record.setup.players.push_back(text);
        }

        record.setup.options = game->defaultOptions();
        const QJsonValue options = root.value(QStringLiteral("options"));
        if (!options.isUndefined() && !options.isObject()) {
            fail(str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "its options are not an object"))));
            return std::nullopt;
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
                return std::nullopt;
            }
            if (auto bad = record.setup.options.set(game->options(), it.key().toStdString(), value)) {
                fail(*bad);
                return std::nullopt;
            }
        }

        // Computer players, when there are any; the rules check the kinds when the game replays.
        const QJsonValue kinds = root.value(QStringLiteral("kinds"));
        if (!kinds.isUndefined()) {
            if (!kinds.isArray() || kinds.toArray().size() != players.toArray().size()) {
                fail(str(translated(
                    QT_TRANSLATE_NOOP("knobel::GameFile", "its kinds of players do not match its players"))));
                return std::nullopt;
            }
            for (const QJsonValue& kind : kinds.toArray())
                record.setup.kinds.push_back(kind.toString().left(20).toStdString());
        }

        // Real dice thrown at the table (issue 32): no seed, no salt, no fingerprint.
        if (const QJsonValue diceValue = root.value(QStringLiteral("dice")); !diceValue.isUndefined()) {
            if (diceValue.toString() != QLatin1String("real") || record.setup.mode != Mode::Play) {
                fail(str(translated(QT_TRANSLATE_NOOP(
                    "knobel::GameFile", "its dice are neither drawn nor real dice of a game played"))));
                return std::nullopt;
            }
            if (root.contains(QStringLiteral("salt")) || root.contains(QStringLiteral("fingerprint"))) {
                fail(str(translated(QT_TRANSLATE_NOOP("knobel::GameFile",
                    "it says its dice were real and has a fingerprint, which real dice do not have"))));
                return std::nullopt;
            }
            dice = Match::Dice::Real;
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
            return std::nullopt;
        }
        record.setup.seed = seedValue;

        // The salt of the fingerprint (files from before fingerprints have none).
        if (const QJsonValue salt = root.value(QStringLiteral("salt")); !salt.isUndefined()) {
            if (!salt.isString() || !fair::isSalt(salt.toString().toStdString())) {
                fail(str(translated(
                    QT_TRANSLATE_NOOP("knobel::GameFile", "its salt is not 32 hexadecimal digits"))));
                return std::nullopt;
            }
            record.setup.salt = salt.toString().toStdString();
        }
        if (const QJsonValue fingerprint = root.value(QStringLiteral("fingerprint"));
            !fingerprint.isUndefined()
            && fingerprint.toString().toStdString() != fair::fingerprint(record.setup.salt, seedValue)) {
            fail(str(translated(QT_TRANSLATE_NOOP("knobel::GameFile",
                                    "its fingerprint %1 is not the one of its salt and seed (%2)"))
                         .arg(fingerprint.toString().left(40),
                             QString::fromStdString(fair::fingerprint(record.setup.salt, seedValue)))));
            return std::nullopt;
        }

        const QJsonValue actions = root.value(QStringLiteral("actions"));
        if (!actions.isArray()) {
            fail(str(translated(QT_TRANSLATE_NOOP("knobel::GameFile", "it has no list of actions"))));
            return std::nullopt;
        }
        const qsizetype mostActions = findSheetGame(record.setup.game)
            ? kMostActions
            : qsizetype(std::min<std::size_t>(game->maxActions(record.setup), std::size_t(kLargestFile)));
        if (actions.toArray().size() > mostActions) {
            fail(str(translated(
                QT_TRANSLATE_NOOP("knobel::GameFile", "it has more actions than any game can take"))));
            return std::nullopt;
        }
        const QJsonArray list = actions.toArray();
        for (qsizetype i = 0; i < list.size(); ++i) {
            Action action;
            if (!readAction(list[i], *game, game->dieKindUnder(record.setup.options), *version,
                    std::size_t(i), action))
                return std::nullopt;
            record.actions.push_back(action);
        }

        return record;
    }

    std::unique_ptr<Match> read(const QByteArray& bytes)
    {
        const auto record = parse(bytes);
        if (!record)
            return nullptr;
        std::string replayProblem;
        auto match = Match::replay(*record, replayProblem, dice);
        if (!match)
            fail(str(
                translated(QT_TRANSLATE_NOOP("knobel::GameFile", "its game does not follow the rules: %1"))
                    .arg(QString::fromStdString(replayProblem))));
        return match;
    }
};
} // namespace

namespace {

/// The file; with a key, the seed and the salt (and, with hideActions, every action) go into one
/// sealed part instead.
QByteArray writeFile(const GameRecord& record, const QByteArray& key, bool hideActions, bool realDice)
{
    const GameDef& game = *findGameDef(record.setup.game);
    QJsonObject options;
    for (const auto& spec : game.options()) {
        if (spec.omitWhenDefault && record.setup.options.value(spec.id) == spec.defaultValue)
            continue;
        options.insert(
            QString::fromStdString(spec.id), optionValue(spec, record.setup.options.value(spec.id)));
    }
    QJsonArray players;
    for (const auto& name : record.setup.players)
        players.append(QString::fromStdString(name));
    QJsonArray actions;
    for (const auto& action : record.actions)
        actions.append(knobel::actionToJson(action, game, record.setup.options));
    // Written by hand around compact pieces: QJsonObject would sort the keys, and a file whose
    // format and version come first, with one action a line, reads best.
    auto compact = [](const auto& value) { return QJsonDocument(value).toJson(QJsonDocument::Compact); };
    auto text = [](const QString& value) {
        return QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
    };
    const bool sealed = !key.isEmpty();
    const std::uint64_t seed = record.setup.seed.value_or(0);
    QByteArray out = "{\n";
    out += "  \"format\": \"" + QByteArray(kFormat) + "\",\n";
    out += "  \"version\": "
        + QByteArray::number(sealed ? kSealedVersion
                : realDice          ? kVersion
                                    : versionFor(record))
        + ",\n";
    out += "  \"game\": " + text(QString::fromStdString(record.setup.game)) + ",\n";
    out += QByteArray("  \"mode\": ") + (record.setup.mode == Mode::Play ? "\"play\"" : "\"score-pad\"")
        + ",\n";
    if (realDice)
        out += "  \"dice\": \"real\",\n";
    out += "  \"options\": " + compact(options) + ",\n";
    out += "  \"players\": " + compact(players) + ",\n";
    if (std::any_of(record.setup.kinds.begin(), record.setup.kinds.end(),
            [](const std::string& k) { return k != "human"; })) {
        QJsonArray kinds;
        for (const auto& kind : record.setup.kinds)
            kinds.append(QString::fromStdString(kind));
        out += "  \"kinds\": " + compact(kinds) + ",\n";
    }
    if (!record.setup.salt.empty())
        out += "  \"fingerprint\": \"" + QByteArray::fromStdString(fair::fingerprint(record.setup.salt, seed))
            + "\",\n";
    if (sealed) {
        QJsonObject hidden{{QStringLiteral("seed"), QString::number(qulonglong(seed))}};
        if (!record.setup.salt.empty())
            hidden.insert(QStringLiteral("salt"), QString::fromStdString(record.setup.salt));
        if (hideActions)
            hidden.insert(QStringLiteral("actions"), actions);
        out += "  \"sealed\": \"" + seal::seal(compact(hidden), key) + "\"";
        if (hideActions)
            return out + "\n}\n";
        out += ",\n";
    } else {
        if (!record.setup.salt.empty())
            out += "  \"salt\": " + text(QString::fromStdString(record.setup.salt)) + ",\n";
        out += "  \"seed\": \"" + QByteArray::number(qulonglong(seed)) + "\",\n";
    }
    out += "  \"actions\": [";
    for (qsizetype i = 0; i < actions.size(); ++i)
        out += (i ? ",\n    " : "\n    ") + compact(actions[i].toObject());
    out += actions.isEmpty() ? "]\n}\n" : "\n  ]\n}\n";
    return out;
}

} // namespace

QByteArray write(const GameRecord& record, Match::Dice dice)
{
    return writeFile(record, {}, false, dice == Match::Dice::Real);
}

bool wantsSeal(const Match& match)
{
    const GameSetup& setup = match.setup();
    return setup.mode == Mode::Play && !match.isFinished()
        && (!setup.salt.empty() || match.def().hiddenDiceUnder(setup.options));
}

QByteArray write(const Match& match, const QByteArray& key)
{
    const Match::Dice dice = match.realDice() ? Match::Dice::Real : Match::Dice::Drawn;
    if (key.isEmpty() || !wantsSeal(match))
        return write(match.record(), dice);
    return writeFile(
        match.record(), key, match.def().hiddenDiceUnder(match.setup().options), match.realDice());
}

bool isSealed(const QByteArray& bytes)
{
    return QJsonDocument::fromJson(bytes).object().contains(QStringLiteral("sealed"));
}

std::unique_ptr<Match> read(const QByteArray& bytes, std::string& problem, const QByteArray& key)
{
    Reader reader;
    reader.key = key;
    auto match = reader.read(bytes);
    problem = reader.problem;
    return match;
}

std::optional<GameRecord> readRecord(
    const QByteArray& bytes, std::string& problem, const QByteArray& key, Match::Dice* dice)
{
    Reader reader;
    reader.key = key;
    auto record = reader.parse(bytes);
    problem = reader.problem;
    if (dice)
        *dice = reader.dice;
    return record;
}

} // namespace knobel::gamefile
