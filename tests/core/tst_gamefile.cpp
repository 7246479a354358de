// SPDX-License-Identifier: GPL-3.0-or-later
// The .knobel file: whole games survive a round trip; damaged, hostile or future files are refused.
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>

#include "engine/registry.h"
#include "gamefile.h"

using namespace knobel;

namespace {

/// Plays a seeded game part-way or to the end: keeps the most frequent face, writes the best free box.
Match playedGame(const std::string& game, int players, int turns, std::uint64_t seed, bool stopMidTurn)
{
    const SheetGame& rules = *findSheetGame(game);
    GameSetup setup{game, rules.defaultOptions(), {}, seed, Mode::Play};
    for (int p = 0; p < players; ++p)
        setup.players.push_back("Player " + std::to_string(p + 1));
    Match match(setup);
    for (int turn = 0; turn < turns && !match.isFinished(); ++turn) {
        match.throwDice();
        std::array<int, kFaceCount + 1> counts{};
        for (int face : match.dice())
            ++counts[face];
        const int keep = int(std::max_element(counts.begin() + 1, counts.end()) - counts.begin());
        for (int d = 0; d < int(match.dice().size()); ++d)
            if (match.dice()[d] == keep && match.canThrow())
                match.hold(d);
        if (stopMidTurn && turn == turns - 1)
            return match; // dice on the table, some set aside, throws left
        while (match.canThrow())
            match.throwDice();
        int bestColumn = 0, bestRow = 0, best = -1;
        for (int c = 0; c < rules.columnCount(); ++c)
            for (int r = 0; r < int(rules.rows().size()); ++r)
                if (match.sheet(match.currentPlayer()).isFree(c, r) && match.preview(r) > best) {
                    best = match.preview(r);
                    bestColumn = c;
                    bestRow = r;
                }
        match.write(bestColumn, bestRow);
    }
    return match;
}

QByteArray validFile()
{
    return gamefile::write(playedGame("escalero", 2, 5, 99, true).record());
}

/// The valid file with one field of its top level replaced.
QByteArray withField(const char* key, const QJsonValue& value)
{
    QJsonObject root = QJsonDocument::fromJson(validFile()).object();
    root.insert(QLatin1String(key), value);
    return QJsonDocument(root).toJson();
}

QByteArray withAction(int index, const QJsonValue& action)
{
    QJsonObject root = QJsonDocument::fromJson(validFile()).object();
    QJsonArray actions = root.value(QStringLiteral("actions")).toArray();
    if (index < 0)
        actions.append(action);
    else
        actions[index] = action;
    root.insert(QStringLiteral("actions"), actions);
    return QJsonDocument(root).toJson();
}

} // namespace

class TestGameFile : public QObject
{
    Q_OBJECT

private slots:
    void wholeGamesSurviveARoundTrip_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("turns");
        QTest::addColumn<bool>("midTurn");
        QTest::newRow("a finished Ohio game") << "ohio" << 2 << 14 << false;
        QTest::newRow("a finished Sechzerspiel game") << "sechzerspiel" << 3 << 18 << false;
        QTest::newRow("Escalero stopped mid-turn with dice set aside") << "escalero" << 3 << 7 << true;
        QTest::newRow("a finished Würfel-Poker game for two") << "wuerfelpoker" << 2 << 66 << false;
        QTest::newRow("a new game with no action") << "wuerfelpoker" << 8 << 0 << false;
    }

    void wholeGamesSurviveARoundTrip()
    {
        QFETCH(QString, game);
        QFETCH(int, players);
        QFETCH(int, turns);
        QFETCH(bool, midTurn);
        const Match original = playedGame(game.toStdString(), players, turns, 20261121, midTurn);
        const QByteArray bytes = gamefile::write(original.record());
        std::string problem;
        const auto read = gamefile::read(bytes, problem);
        QVERIFY2(read, problem.c_str());
        QCOMPARE(read->record(), original.record());
        QCOMPARE(read->sheets(), original.sheets());
        QCOMPARE(read->dice(), original.dice());
        QCOMPARE(read->held(), original.held());
        QCOMPARE(read->throwsLeft(), original.throwsLeft());
        QCOMPARE(read->currentPlayer(), original.currentPlayer());
        QCOMPARE(read->isFinished(), original.isFinished());
        QCOMPARE(gamefile::write(read->record()), bytes); // stable: written again, the same bytes
        QVERIFY(bytes.startsWith("{\n  \"format\": \"knobelbecher-game\",\n  \"version\": 1,"));
    }

    void aScorePadSurvivesARoundTrip()
    {
        Match pad(GameSetup{
            "escalero", findSheetGame("escalero")->defaultOptions(), {"Adam", "Berta"}, 5, Mode::ScorePad});
        QVERIFY(!pad.edit(0, 0, 3, 8));
        QVERIFY(!pad.edit(1, 0, 6, 30));
        QVERIFY(!pad.edit(1, 0, 6, std::nullopt));
        std::string problem;
        const auto read = gamefile::read(gamefile::write(pad.record()), problem);
        QVERIFY2(read, problem.c_str());
        QCOMPARE(read->sheets(), pad.sheets());
        QCOMPARE(read->setup().mode, Mode::ScorePad);
    }

    void computerPlayersAreKept()
    {
        Match match(GameSetup{"escalero", findSheetGame("escalero")->defaultOptions(), {"Anna", "Computer"},
            5, Mode::Play, {"human", "perfect"}});
        QVERIFY(!match.throwDice());
        const QByteArray bytes = gamefile::write(match.record());
        QVERIFY(bytes.contains("\"kinds\": [\"human\",\"perfect\"]"));
        std::string problem;
        const auto read = gamefile::read(bytes, problem);
        QVERIFY2(read, problem.c_str());
        QCOMPARE(read->setup().kindOf(1), std::string("perfect"));
        // All human: no kinds line, as in files written before computer players.
        QVERIFY(!gamefile::write(playedGame("ohio", 1, 1, 3, false).record()).contains("kinds"));
    }

    void brokenFilesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("problem");
        const QByteArray good = validFile();
        QTest::newRow("empty") << QByteArray() << "not JSON";
        QTest::newRow("truncated") << good.left(good.size() / 2) << "not JSON";
        QTest::newRow("binary garbage") << QByteArray("\x00\xff\xfe\x01\x02", 5) << "not JSON";
        QTest::newRow("a JSON array") << QByteArray("[1,2,3]") << "no JSON object";
        QTest::newRow("another program's JSON")
            << QByteArray(R"({"name":"x"})") << "not a Knobelbecher game file";
        QTest::newRow("a future version") << withField("version", 4) << "newer Knobelbecher (file version 4";
        QTest::newRow("a version that is text")
            << withField("version", "1") << "version is not a whole number";
        QTest::newRow("a version of 1.5") << withField("version", 1.5) << "version is not a whole number";
        QTest::newRow("an unknown game") << withField("game", "kniffel") << "names no game";
        QTest::newRow("a game that is a number") << withField("game", 7) << "names no game";
        QTest::newRow("an unknown mode") << withField("mode", "tournament") << "neither play nor score-pad";
        QTest::newRow("no players") << withField("players", QJsonArray()) << "needs a list of 1 to 8 players";
        QJsonArray million;
        for (int i = 0; i < 1000000; ++i)
            million.append(QStringLiteral("P"));
        QTest::newRow("a million players: too large to read")
            << withField("players", million) << "larger than a game file";
        QTest::newRow("a hundred thousand players")
            << withField("players", QJsonArray::fromStringList(QStringList(100000, "P")))
            << "needs a list of 1 to 8 players";
        QTest::newRow("a player that is a number")
            << withField("players", QJsonArray{1, 2}) << "name is not text";
        QTest::newRow("a player without a name")
            << withField("players", QJsonArray{"Anna", " "}) << "has no name";
        QTest::newRow("a name of 1,000 characters")
            << withField("players", QJsonArray{"Anna", QString(1000, u'x')}) << "longer than 100 characters";
        QTest::newRow("a name turned backwards by U+202E")
            << withField("players", QJsonArray{QStringLiteral("\u202Eanna"), "Ben"}) << "control character";
        QTest::newRow("a name that closes an isolate (U+2069)")
            << withField("players", QJsonArray{QStringLiteral("\u2069Ben"), "Anna"}) << "control character";
        QTest::newRow("a name with an escape sequence")
            << withField("players", QJsonArray{QStringLiteral("\x1b[31mAnna"), "Ben"}) << "control character";
        QTest::newRow("a name of one zero-width space")
            << withField("players", QJsonArray{QStringLiteral("\u200B"), "Ben"}) << "has no name";
        QTest::newRow("a name of a byte-order mark and a no-break space")
            << withField("players", QJsonArray{QStringLiteral("\uFEFF\u00A0"), "Ben"}) << "has no name";
        QTest::newRow("a raw newline inside a string (JSON forbids it)")
            << QByteArray(validFile()).replace("\"Player 1\"", "\"Player\n1\"")
            << "control character inside a string";
        QTest::newRow("a raw escape byte inside a string")
            << QByteArray(validFile()).replace("\"Player 1\"", "\"\x1b[2JPlayer 1\"")
            << "control character inside a string";
        QTest::newRow("a raw NUL inside a string")
            << QByteArray(validFile()).replace("\"Player 1\"", QByteArray("\"P\0layer 1\"", 11))
            << "control character inside a string";
        QTest::newRow("options that are a list")
            << withField("options", QJsonArray{1}) << "options are not an object";
        QTest::newRow("an unknown option") << withField("options", QJsonObject{{"column_values", "1-2-4"}})
                                           << "unknown option 'column_values'";
        QTest::newRow("a switch that is a list")
            << withField("options", QJsonObject{{"strict_keep", QJsonArray{}}}) << "wrong kind";
        QTest::newRow("a seed that is a number") << withField("seed", 99) << "seed is not a whole number";
        QTest::newRow("a negative seed") << withField("seed", "-5") << "seed is not a whole number";
        QTest::newRow("a seed beyond 64 bits")
            << withField("seed", "99999999999999999999999") << "seed is not";
        QTest::newRow("another seed: the dice differ") << withField("seed", "100") << "recorded dice differ";
        QTest::newRow("no actions") << withField("actions", QJsonValue()) << "no list of actions";
        QTest::newRow("an action of an unknown kind")
            << withAction(-1, QJsonObject{{"cheat", 1}}) << "unknown kind 'cheat'";
        QTest::newRow("an action that is a number") << withAction(-1, 5) << "not an object with one key";
        QTest::newRow("a throw of four dice")
            << withAction(0, QJsonObject{{"throw", QJsonArray{"9", "9", "9", "9"}}})
            << "a throw needs 5 dice";
        QTest::newRow("a throw with a 7")
            << withAction(0, QJsonObject{{"throw", QJsonArray{"9", "9", "9", "9", "7"}}})
            << "face this game does not have";
        QTest::newRow("a throw the seed did not throw")
            << withAction(0, QJsonObject{{"throw", QJsonArray{"A", "A", "A", "A", "A"}}})
            << "recorded dice differ";
        QTest::newRow("die 6 of five") << withAction(-1, QJsonObject{{"hold", 6}}) << "no such die";
        QTest::newRow("die 1e300 (found by fuzzing)")
            << withAction(-1, QJsonObject{{"hold", 1e300}}) << "no such die";
        QTest::newRow("a version of -1e300")
            << withField("version", -1e300) << "version is not a whole number";
        QTest::newRow("die 0") << withAction(-1, QJsonObject{{"hold", 0}}) << "no such die";
        QTest::newRow("a box in column 2 of Escalero")
            << withAction(-1, QJsonObject{{"write", QJsonObject{{"column", 2}, {"row", "aces"}}}})
            << "names no box";
        QTest::newRow("a row of another game")
            << withAction(-1, QJsonObject{{"write", QJsonObject{{"column", 1}, {"row", "grande"}}}})
            << "names no box";
        QTest::newRow("an edit in a played game") << withAction(-1,
            QJsonObject{{"edit", QJsonObject{{"player", 1}, {"column", 1}, {"row", "aces"}, {"value", 6}}}})
                                                  << "only when keeping score";
        QTest::newRow("a throw after the third")
            << withAction(-1, QJsonObject{{"throw", QJsonArray{"9", "9", "9", "9", "9"}}})
            << "does not follow the rules";
        QTest::newRow("a kind for one of two players")
            << withField("kinds", QJsonArray{"human"}) << "kinds of players do not match";
        QTest::newRow("an unknown kind") << withField("kinds", QJsonArray{"human", "grandmaster"})
                                         << "unknown kind of player 'grandmaster'";
        QTest::newRow("a deep nest") << QByteArray(100000, '[') << "not JSON";
        QTest::newRow("five megabytes") << QByteArray(5 * 1024 * 1024, ' ') << "larger than a game file";
    }

    void brokenFilesAreRefused()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, problem);
        QElapsedTimer timer;
        timer.start();
        std::string why;
        const auto match = gamefile::read(bytes, why);
        QVERIFY(!match);
        QVERIFY2(QString::fromStdString(why).contains(problem), why.c_str());
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
    }

    void aScorePadRefusesAValueTheRowCannotHold()
    {
        Match pad(
            GameSetup{"escalero", findSheetGame("escalero")->defaultOptions(), {"Adam"}, 5, Mode::ScorePad});
        QVERIFY(!pad.edit(0, 0, 3, 8));
        QByteArray bytes = gamefile::write(pad.record());
        bytes.replace("\"value\":8", "\"value\":10");
        std::string why;
        QVERIFY(!gamefile::read(bytes, why));
        QVERIFY2(
            QString::fromStdString(why).contains("queens takes 0, 4, 8, 12, 16, 20, not 10"), why.c_str());
    }

    /// Poker Dice with pip dice is written in pips, as its observations are; a file written before the
    /// notation followed the options (poker letters for pip dice) still opens, and is written in pips.
    void pipDiceAreWrittenAsPips()
    {
        const GameDef& def = *findGameDef("pokerdice");
        RuleOptions options = def.defaultOptions();
        QVERIFY(!options.assign(def.options(), "pip_dice=true"));
        Match match(GameSetup{"pokerdice", options, {"Anna", "Ben"}, 12, Mode::Play, {}});
        for (int step = 0; step < 40 && !match.isFinished(); ++step) {
            // Throws, bets and stops: a die kept and taken back again would go round in circles.
            const auto legal = match.legalActions();
            const auto next = std::find_if(legal.begin(), legal.end(), [](const Action& a) {
                return a.type != Action::Type::Hold && a.type != Action::Type::Release;
            });
            QVERIFY(!match.apply(next != legal.end() ? *next : legal.front()));
        }
        const QByteArray bytes = gamefile::write(match.record());
        const QJsonArray actions = QJsonDocument::fromJson(bytes).object().value("actions").toArray();
        int dice = 0;
        for (const QJsonValue& action : actions) {
            const QJsonValue thrown = action.toObject().value("throw");
            const QJsonArray faces
                = thrown.isObject() ? thrown.toObject().value("dice").toArray() : thrown.toArray();
            for (const QJsonValue& face : faces) {
                QVERIFY2(QStringList({"1", "2", "3", "4", "5", "6"}).contains(face.toString()),
                    qPrintable(face.toString()));
                ++dice;
            }
        }
        QVERIFY(dice >= 10);
        std::string problem;
        auto reopened = gamefile::read(bytes, problem);
        QVERIFY2(reopened, problem.c_str());
        QCOMPARE(reopened->record() == match.record(), true);

        // The same game as the notation used to write it: letters for pips.
        QByteArray legacy = bytes;
        for (const auto& [pip, letter] :
            std::vector<std::pair<QByteArray, QByteArray>>{{"\"1\"", "\"9\""}, {"\"2\"", "\"10\""},
                {"\"3\"", "\"J\""}, {"\"4\"", "\"Q\""}, {"\"5\"", "\"K\""}, {"\"6\"", "\"A\""}})
            legacy.replace(pip, letter);
        QVERIFY(legacy != bytes);
        auto old = gamefile::read(legacy, problem);
        QVERIFY2(old, problem.c_str());
        QCOMPARE(old->record() == match.record(), true);
        QCOMPARE(gamefile::write(old->record()), bytes);
    }
};

QTEST_APPLESS_MAIN(TestGameFile)
#include "tst_gamefile.moc"
