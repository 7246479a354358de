// SPDX-License-Identifier: GPL-3.0-or-later
#include <QAbstractItemModelTester>
#include <QDir>
#include <QSignalSpy>
#include <QStringListModel>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

#include "dicemodel.h"
#include "engine/registry.h"
#include "gamefile.h"
#include "gamefolders.h"
#include "games/holdem/holdem.h"
#include "language.h"
#include "match.h"
#include "realdice.h"
#include "selfplay.h"
#include "setuprequest.h"
#include "tablecontroller.h"
#include "waitlimit.h"

using knobel::kNoSeat;

/// The screen's controller for the games off the score sheet: every game played to its end through
/// act(), computer seats, what QML may see, undo, files and the privacy screen.
namespace {

/// Every registered game that is played at the table (not on a score sheet), in the list's order.
std::vector<const knobel::GameDef*> tableGames()
{
    std::vector<const knobel::GameDef*> games;
    for (const knobel::GameDef* def : knobel::allGameDefs())
        if (!def->sheetGame())
            games.push_back(def);
    return games;
}

/// The table games where players decide: the tests of buttons and their words play these.
std::vector<const knobel::GameDef*> gamesWithDecisions()
{
    std::vector<const knobel::GameDef*> games;
    for (const knobel::GameDef* def : tableGames())
        if (!knobel::playsItself(*def))
            games.push_back(def);
    return games;
}

/// These players, with more seats where the game needs more (Va banque: a bank and two players).
QStringList seatsFor(const QString& game, QStringList players)
{
    static const QStringList more{"Cleo", "Dora", "Emil"};
    const int needed = knobel::findGameDef(game.toStdString())->minPlayers();
    for (qsizetype i = 0; players.size() < needed && i < more.size(); ++i)
        if (!players.contains(more[i]))
            players << more[i];
    return players;
}

} // namespace

class TestTableController : public QObject
{
    Q_OBJECT

private:
    /// A sentence without the isolates around its names (U+2068 … U+2069): what these tests read.
    /// namesAreIsolatedInEverySentence checks the isolates themselves.
    static QString bare(QString sentence) { return sentence.remove(QChar(0x2068)).remove(QChar(0x2069)); }

    /// Takes a random legal action (rarely a die picked up or put back, so that the game moves on). A
    /// game without decisions takes its next throw by itself: this waits for it, at pace 0.
    static bool playOne(TableController& table, std::mt19937& random)
    {
        if (table.playsItself()) {
            if (table.isFinished())
                return false;
            table.setComputerPace(0);
            QSignalSpy moved(&table, &TableController::stateChanged);
            return moved.wait(waitLimit(10000));
        }
        if (table.isRoundEnded()) { // a round's end on the table: Go on throws the next deal at once
            table.skipComputer();
            QSignalSpy moved(&table, &TableController::stateChanged);
            return !table.isRoundEnded() || moved.wait(waitLimit(10000));
        }
        if (table.privacy())
            table.confirmViewer();
        const int count = table.actions()->rowCount();
        if (count == 0)
            return false;
        std::vector<int> moves;
        std::vector<int> dice;
        for (int i = 0; i < count; ++i) {
            const QString kind = table.actions()->get(i).value(QStringLiteral("kind")).toString();
            (kind == QLatin1String("hold") || kind == QLatin1String("release") ? dice : moves).push_back(i);
        }
        const bool touchDie = !dice.empty() && (moves.empty() || random() % 5 == 0);
        const auto& from = touchDie ? dice : moves;
        return table.act(from[random() % from.size()]);
    }

    /// Everything the screen shows of the dice is exactly what the viewing seat's observation holds.
    static void checkShownIsObserved(const TableController& table)
    {
        const knobel::Observation seen = table.match()->observe(table.viewer());
        QCOMPARE(table.shownObservation(), seen);
        const QVariantList groups = table.dice();
        QCOMPARE(groups.size(), qsizetype(seen.dice.size()));
        for (qsizetype g = 0; g < groups.size(); ++g) {
            const QVariantList dice = groups[g].toMap().value(QStringLiteral("dice")).toList();
            QCOMPARE(dice.size(), qsizetype(seen.dice[std::size_t(g)].dice.size()));
            for (qsizetype d = 0; d < dice.size(); ++d)
                QCOMPARE(dice[d].toMap().value(QStringLiteral("face")).toInt(),
                    seen.dice[std::size_t(g)].dice[std::size_t(d)].face);
        }
    }

    /// Whether `sentence` uses the verb of the button `label`, conjugated as it may be: "Raise by 2"
    /// and "Anna raises by 2.", "Mitgehen" and "Anna geht mit.", "Um 2 erhöhen" and "Anna erhöht um 2.".
    /// German separable verbs (mitgehen, aussteigen, anzweifeln, ansagen) may stand apart. A label
    /// without a verb (a hand, a number of chips) agrees with anything.
    static bool sameVerb(const QString& label, const QString& sentence, bool german)
    {
        const QStringList words = label.split(u' ', Qt::SkipEmptyParts);
        const QString text = sentence.toLower();
        const auto hasWordStartingWith = [&text](const QString& stem) {
            return text.contains(QRegularExpression(QStringLiteral("(?:^|[\\s,])%1").arg(stem)));
        };
        if (!german) {
            const QString verb = words.value(0).toLower();
            if (verb.isEmpty() || verb.front().isDigit())
                return true;
            return hasWordStartingWith(verb.endsWith(u'e') ? verb.chopped(1) : verb);
        }
        QString verb;
        for (const QString& word : words)
            if (word.endsWith(QLatin1String("en")) || word.endsWith(QLatin1String("ln")))
                verb = word.toLower();
        if (verb.isEmpty())
            return true;
        const QString stem = verb.chopped(verb.endsWith(QLatin1String("en")) ? 2 : 1);
        if (hasWordStartingWith(stem))
            return true;
        for (const char* prefix : {"mit", "aus", "auf", "an", "ab", "zu", "ein"}) {
            const QString p = QString::fromLatin1(prefix);
            if (stem.startsWith(p) && stem.size() > p.size() + 2 && hasWordStartingWith(stem.mid(p.size()))
                && text.contains(QRegularExpression(QStringLiteral("\\s%1[\\s.,]").arg(p))))
                return true;
        }
        return false;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Language::instance()->setCode(QStringLiteral("en"));
    }
    /// A test that fails in German leaves the next one in English.
    void cleanup() { Language::instance()->setCode(QStringLiteral("en")); }

    void playsEveryGameToItsEnd_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("players");
        QTest::addColumn<QVariantMap>("options");
        // Every registered game at the table, by its fewest players and by three where it may.
        const QStringList names{"Anna", "Ben", "Cleo", "Dora", "Emil", "Fritz", "Gerd", "Hanna"};
        for (const knobel::GameDef* def : tableGames())
            for (int count : {std::max(2, def->minPlayers()), 3})
                if (count >= def->minPlayers() && count <= def->maxPlayers())
                    QTest::addRow("%s for %d ends", def->id().data(), count) << QString::fromStdString(
                        std::string(def->id())) << names.mid(0, count) << QVariantMap{};
        QTest::newRow("Liar Dice as a chouette of three with two matches ends")
            << "liardice" << QStringList{"Anna", "Ben", "Cleo"} << QVariantMap{{"matches", "2"}};
    }
    void playsEveryGameToItsEnd()
    {
        QFETCH(QString, game);
        QFETCH(QStringList, players);
        QFETCH(QVariantMap, options);
        TableController table;
        table.setComputerPace(0);
        QAbstractItemModelTester actionsTester(table.actions());
        QAbstractItemModelTester logTester(table.log());
        QSignalSpy finished(&table, &TableController::gameFinished);
        QCOMPARE(table.startGame(game, players, options, QStringLiteral("7")), QString());
        QVERIFY(table.hasGame());
        std::mt19937 random(11);
        int steps = 0;
        while (!table.isFinished() && steps < 20000) {
            QVERIFY2(playOne(table, random), qPrintable(table.status()));
            checkShownIsObserved(table);
            ++steps;
        }
        QVERIFY(table.isFinished());
        QCOMPARE(finished.count(), 1);
        QVERIFY(table.actions()->rowCount() == 0);
        QVERIFY(!table.act(0));
        QCOMPARE(table.standings().size(), players.size());
        QVERIFY(table.log()->rowCount() > 0);
        QVERIFY(!table.status().isEmpty());
        // The chips of the result add up: who pays equals who is paid.
        int balance = 0;
        for (const QVariant& s : table.standings())
            balance += s.toMap().value(QStringLiteral("balance")).toInt();
        QCOMPARE(balance, 0);
    }

    void computersPlayOffTheGuiThread_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("level");
        QTest::newRow("a Chicago computer plays its turns") << "chicago"
                                                            << "good";
        QTest::newRow("a Lustige Sieben computer stakes and banks") << "lustigesieben"
                                                                    << "perfect";
        QTest::newRow("a Poker Dice beginner bets and throws") << "pokerdice"
                                                               << "beginner";
    }
    void computersPlayOffTheGuiThread()
    {
        QFETCH(QString, game);
        QFETCH(QString, level);
        TableController table;
        table.setComputerPace(0);
        QCOMPARE(table.startGame(game, {"Anna", "Computer"}, {}, QStringLiteral("3"), {"human", level}),
            QString());
        QCOMPARE(table.viewer(), 0); // one person at the screen: always her view
        std::mt19937 random(5);
        int steps = 0;
        bool computerActed = false;
        while (!table.isFinished() && steps < 5000) {
            if (table.isMyTurn()) {
                QVERIFY(!table.privacy());
                QVERIFY(playOne(table, random));
            } else {
                QVERIFY(table.isComputerTurn());
                QVERIFY(table.actions()->rowCount() == 0); // nothing to press on a computer's turn
                const int before = int(table.match()->record().actions.size());
                QTRY_VERIFY_WITH_TIMEOUT(
                    int(table.match()->record().actions.size()) > before, waitLimit(20000));
                computerActed = true;
            }
            QCOMPARE(table.viewer(), 0);
            ++steps;
        }
        QVERIFY(table.isFinished());
        QVERIFY(computerActed);
    }

    void programTakesASeat_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("command");
        QTest::addColumn<bool>("fails");
        const QString randomBot = QStringLiteral("\"%1\" 5").arg(QStringLiteral(RANDOM_BOT));
        QTest::newRow("the example program plays Chicago to the end") << "chicago" << randomBot << false;
        QTest::newRow("the example program plays Poker Dice to the end") << "pokerdice" << randomBot << false;
        QTest::newRow("a program writing a malformed line is replaced and the game ends")
            << "chicago" << QStringLiteral("\"%1\" malformed 2").arg(QStringLiteral(MISBEHAVING_BOT)) << true;
        QTest::newRow("a program choosing an illegal action is replaced in Poker Dice")
            << "pokerdice" << QStringLiteral("\"%1\" illegal 1").arg(QStringLiteral(MISBEHAVING_BOT)) << true;
        QTest::newRow("a program that cannot be started is replaced")
            << "chicago" << QStringLiteral("/nonexistent/knobel-bot") << true;
        QTest::newRow("a program that crashes is replaced in Lustige Sieben")
            << "lustigesieben" << QStringLiteral("\"%1\" crash 2").arg(QStringLiteral(MISBEHAVING_BOT))
            << true;
    }
    void programTakesASeat()
    {
        QFETCH(QString, game);
        QFETCH(QString, command);
        QFETCH(bool, fails);
        QTemporaryDir logs;
        TableController table;
        table.setComputerPace(0);
        table.setProgramLogFolder(logs.path());
        QCOMPARE(table.startGame(game, {"Anna", "Bot"}, {}, QStringLiteral("3"), {"human", "cmd:" + command}),
            QString());
        // The file keeps the kind, never the command line: opening a file must not run a program.
        QCOMPARE(table.match()->setup().kindOf(1), std::string("program"));
        QCOMPARE(table.playerKinds(), QStringList({"human", "program"}));
        std::mt19937 random(5);
        int steps = 0;
        int programTurns = 0;
        while (!table.isFinished() && steps < 5000) {
            if (table.isMyTurn()) {
                QVERIFY(playOne(table, random));
            } else {
                QVERIFY(table.isComputerTurn());
                const int before = int(table.match()->record().actions.size());
                QTRY_VERIFY_WITH_TIMEOUT(
                    int(table.match()->record().actions.size()) > before, waitLimit(20000));
                ++programTurns;
            }
            ++steps;
        }
        QVERIFY(table.isFinished());
        QVERIFY(programTurns > 0);
        const QStringList log = static_cast<QStringListModel*>(table.log())->stringList();
        const qsizetype failures = std::count_if(log.begin(), log.end(),
            [](const QString& line) { return bare(line).startsWith("The program of Bot failed"); });
        QCOMPARE(failures, fails ? 1 : 0);
        const auto figures = table.programs().figures(1);
        QCOMPARE(figures.failed, fails);
        if (!fails) {
            QVERIFY(figures.decisions > 0);
            QCOMPARE(figures.fallbackDecisions, 0);
        }
        // The program's standard error is in its log, and the note names that file.
        QVERIFY(table.programs().settle());
        const QString logFile = table.programs().logFile(1);
        QVERIFY(logFile.startsWith(logs.path() + "/" + game + "-"));
        QFile file(logFile);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(logFile));
        const QByteArray text = file.readAll();
        QVERIFY(text.startsWith("knobel: starting "));
        if (command.startsWith("\"" MISBEHAVING_BOT))
            QVERIFY2(text.contains("misbehaving bot: "), text.constData());
        if (!fails)
            return;
        QCOMPARE(table.programs().notes().size(), std::size_t(1));
        const auto& note = table.programs().notes().front();
        QVERIFY(text.contains("knobel: " + note.problem.toUtf8()));
        const QStringList names{"Anna", "Bot"};
        QVERIFY(table.programs()
                    .noteText(note, names)
                    .endsWith("the computer player beginner plays the seat "
                              "from now on. The program's messages are in "
                        + QDir::toNativeSeparators(logFile) + "."));
        // The level that took over is named in the player's language.
        QVERIFY(Language::instance()->setCode(QStringLiteral("de")));
        const QString german = table.programs().noteText(note, names);
        QVERIFY(Language::instance()->setCode(QStringLiteral("en")));
        QVERIFY2(german.contains("ab jetzt spielt der Computerspieler (Stufe Anfänger) diesen Platz"),
            qPrintable(german));
    }

    void emptyProgramCommandIsRefused()
    {
        TableController table;
        QCOMPARE(table.startGame("chicago", {"Anna", "Bot"}, {}, {}, {"human", "cmd:  "}),
            QStringLiteral("A program seat needs a command line."));
        QVERIFY(!table.match());
    }

    void gameFactsReachThePanelsTyped()
    {
        // Chicago's observation says its throw limit (a number) and its two-sixes rule (a yes or no);
        // the table hands them to QML with their types, not as text.
        TableController table;
        QCOMPARE(table.startGame("chicago", {"Anna", "Ben"}, {}, QStringLiteral("9")), QString());
        const QVariantMap facts = table.facts();
        QCOMPARE(facts.value("throw_limit").typeId(), QMetaType::Int);
        QCOMPARE(facts.value("throw_limit").toInt(), table.throwLimit());
        QCOMPARE(facts.value("two_sixes_make_an_ace").typeId(), QMetaType::Bool);
        QVERIFY(!facts.contains("no such fact"));
        QCOMPARE(facts.size(), int(table.match()->observe(table.viewer()).facts.size()));
    }

    void stakeAmountsStepAsTheRulesOfferThem()
    {
        // Craps at three: the stake divides evenly between the two who cover it, so the amount offered
        // goes 2, 4, … 12; Lustige Sieben offers every amount from 1.
        TableController table;
        QCOMPARE(table.startGame("craps", {"Anna", "Ben", "Carl"}, {}, QStringLiteral("5")), QString());
        QVariantMap range = table.actions()->amountRange("stake");
        QCOMPARE(range.value("minimum").toInt(), 2);
        QCOMPARE(range.value("maximum").toInt(), 12);
        QCOMPARE(range.value("step").toInt(), 2);
        TableController sieben;
        QCOMPARE(sieben.startGame("lustigesieben", {"Anna", "Ben"}, {}, QStringLiteral("5")), QString());
        range = sieben.actions()->amountRange("stake");
        QCOMPARE(range.value("step").toInt(), 1);
    }

    void liarDiceShowsNoFacesOfAnotherSeat()
    {
        TableController table;
        QCOMPARE(table.startGame("liardice", {"Anna", "Ben"}, {}, QStringLiteral("21")), QString());
        std::mt19937 random(2);
        int screens = 0;
        for (int step = 0; step < 400 && !table.isFinished(); ++step) {
            if (table.privacy()) {
                ++screens;
                QCOMPARE(table.viewer(), kNoSeat);
                QCOMPARE(table.actions()->rowCount(), 0);
                // Behind the screen no cup shows a face that the table may not see.
                checkShownIsObserved(table);
                const knobel::Observation everyone = table.match()->observe(kNoSeat);
                QCOMPARE(table.shownObservation(), everyone);
                table.confirmViewer();
            }
            checkShownIsObserved(table);
            const int me = table.viewer();
            QVERIFY(me >= 0);
            const QStringList names = table.playerNames();
            // The log tells the faces of a throw only to the one who threw.
            for (const QString& line : qobject_cast<QStringListModel*>(table.log())->stringList())
                if (line.contains(QLatin1String("dice again:")) || line.contains(QLatin1String("die again:")))
                    QVERIFY2(line.startsWith(names[me]), qPrintable(line));
            // The other cup shows faces only once it has been lifted.
            const knobel::Observation seen = table.shownObservation();
            for (const auto& group : seen.dice)
                if (group.id == "cup" && group.owner != me)
                    for (const auto& die : group.dice)
                        if (die.hidden)
                            QCOMPARE(die.face, 0);
            QVERIFY(playOne(table, random));
        }
        QVERIFY(screens > 3);
    }

    /// Liar Dice with real dice between two people at one screen: each keeps their own cup (its
    /// throws are Enter alone), the privacy screen still passes the turn, no cup shows a face but
    /// a lifted one, and a doubted cup is typed when lifted; to the end.
    void liarDiceWithRealCupsBetweenTwoPeople()
    {
        TableController table;
        QCOMPARE(table.startGame("liardice", {"Anna", "Ben"}, {}, QStringLiteral("21"), {}, true), QString());
        std::mt19937 random(3);
        const QStringList faces{"9", "10", "J", "Q", "K", "A"};
        int screens = 0, lifted = 0, hidden = 0;
        for (int step = 0; step < 3000 && !table.isFinished(); ++step) {
            if (table.throwDue()) {
                if (table.throwHidden()) {
                    QCOMPARE(table.enterThrow(QString()), QString());
                    ++hidden;
                } else if (table.throwPrompt().contains(QStringLiteral(", lift your cup."))) {
                    QStringList cup;
                    for (int d = 0; d < 5; ++d)
                        cup << faces[int(random() % 6)];
                    QCOMPARE(table.enterThrow(cup.join(u' ')), QString());
                    ++lifted;
                } else { // a draw for the call, in the open
                    QCOMPARE(table.enterThrow(faces[int(random() % 6)]), QString());
                }
                continue;
            }
            if (table.privacy()) {
                ++screens;
                QCOMPARE(table.actions()->rowCount(), 0);
                table.confirmViewer();
            }
            checkShownIsObserved(table);
            // A cup shows faces only as it was lifted: none was typed before.
            const knobel::Observation seen = table.shownObservation();
            const auto last = seen.fact<std::vector<int>>("last_shown");
            for (const auto& group : seen.dice)
                if (group.id == "cup"
                    && std::any_of(group.dice.begin(), group.dice.end(),
                        [](const auto& die) { return die.face != 0; })) {
                    std::vector<int> shown;
                    for (const auto& die : group.dice)
                        shown.push_back(die.face);
                    QVERIFY(last && *last == shown);
                }
            QVERIFY(playOne(table, random));
        }
        QVERIFY(table.isFinished());
        QVERIFY(screens > 2);
        QVERIFY(lifted > 0);
        QVERIFY(hidden > 3);
    }

    /// Würfel-Hold'em with real dice between two people at one screen (issue 32): each pocket is
    /// drawn from the bag and typed by its owner alone — the entry shows only once the privacy screen
    /// has passed to them — the board's draws in the open. Before the showdown no other seat's view,
    /// history or log holds a typed pocket's faces or colours; a colour the bag no longer holds is
    /// refused and changes nothing; to the end.
    void holdemWithRealPocketsBetweenTwoPeople()
    {
        TableController table;
        QCOMPARE(table.startGame("holdem", {"Anna", "Ben"}, {}, QStringLiteral("5"), {}, true), QString());
        std::mt19937 random(11);
        const QString letters = QStringLiteral("rbwy");
        const QStringList colourWords{"red", "black", "white", "yellow"};
        int pockets = 0, boards = 0, screens = 0, coveredEntries = 0, bagRefusals = 0, showdowns = 0;
        int hand = 0;
        qsizetype handStart = 0; // the log's first line of this hand
        for (int step = 0; step < 20000 && !table.isFinished(); ++step) {
            const auto* state = table.match()->stateAs<knobel::HoldemState>();
            QVERIFY(state);
            const QStringList log = qobject_cast<QStringListModel*>(table.log())->stringList();
            if (state->hand() != hand) {
                hand = state->hand();
                handStart = log.size();
            }
            const auto request = knobel::realdice::request(*table.match());
            if (table.privacy()) {
                ++screens;
                // Covered: nothing is typed, whoever's pocket waits.
                QVERIFY(!table.throwDue());
                QCOMPARE(table.throwPrompt(), QString());
                QVERIFY(!table.enterThrow(QStringLiteral("4r 6w")).isEmpty());
                if (request && request->pocket >= 0) {
                    QCOMPARE(table.privacySeat(), request->pocket);
                    ++coveredEntries;
                }
                table.confirmViewer();
                continue;
            }
            // No seat's view, history or log (this hand, before the showdown) holds another's pocket.
            for (knobel::Seat viewer = 0; viewer < 2; ++viewer) {
                const knobel::Seat other = 1 - viewer;
                for (const auto& group : table.match()->observe(viewer).dice)
                    if (group.id == "cup" && group.owner == other && !group.ended)
                        for (const auto& die : group.dice) {
                            QCOMPARE(die.face, 0);
                            QVERIFY(die.colour.empty());
                        }
                for (const knobel::Action& action : table.match()->history(viewer))
                    if (action.type == knobel::Action::Type::Throw
                        && (action.group == other || action.group == knobel::holdem::kDrawBase + other))
                        for (const int face : action.faces)
                            QCOMPARE(face, 0);
            }
            const QString otherName = table.playerNames().value(1 - table.viewer());
            for (qsizetype i = handStart; i < log.size(); ++i)
                if (log[i].contains(otherName))
                    for (const QString& colour : colourWords)
                        QVERIFY2(!log[i].contains(colour), qPrintable(log[i]));
            if (request) {
                QVERIFY(table.throwDue());
                if (request->pocket >= 0) {
                    QCOMPARE(table.viewer(), request->pocket); // typed by its owner alone
                    QVERIFY(table.throwPrompt().startsWith(table.playerNames()[request->pocket] + u','));
                    ++pockets;
                } else {
                    ++boards;
                }
                QStringList typed;
                if (request->fromBag) {
                    auto bag = state->bag();
                    for (int c = 0; c < knobel::holdem::kColours; ++c)
                        if (bag[std::size_t(c)] == 0) { // a colour the bag no longer holds
                            const std::size_t before = table.match()->history(knobel::kChance).size();
                            QVERIFY(table.enterThrow(QStringLiteral("3") + letters[c])
                                        .startsWith(QStringLiteral("The bag holds no more")));
                            QCOMPARE(table.match()->history(knobel::kChance).size(), before);
                            ++bagRefusals;
                            break;
                        }
                    // The first colour the bag still holds: red runs out early in every hand.
                    for (int d = 0; d < request->dice; ++d) {
                        int c = 0;
                        while (bag[std::size_t(c)] == 0)
                            ++c;
                        --bag[std::size_t(c)];
                        typed << QString::number(1 + int(random() % 6)) + letters[c];
                    }
                } else {
                    for (int d = 0; d < request->dice; ++d)
                        typed << QString::number(1 + int(random() % 6));
                }
                QCOMPARE(table.enterThrow(typed.join(u' ')), QString());
                continue;
            }
            checkShownIsObserved(table);
            if (table.isRoundEnded())
                ++showdowns;
            QVERIFY(playOne(table, random));
        }
        QVERIFY(table.isFinished());
        QVERIFY(pockets >= 4);
        QVERIFY(boards > 0);
        QVERIFY(coveredEntries >= 2);
        QVERIFY(screens > coveredEntries);
        QVERIFY(bagRefusals > 0);
        qDebug() << "hands" << hand << "pockets" << pockets << "board draws" << boards << "screens" << screens
                 << "covered pocket entries" << coveredEntries << "bag refusals" << bagRefusals;
    }

    void privacyScreenPassesTheTurn()
    {
        TableController table;
        QSignalSpy viewerChanged(&table, &TableController::viewerChanged);
        QCOMPARE(table.startGame("liardice", {"Anna", "Ben"}, {}, QStringLiteral("4")), QString());
        // Two people at one screen: whoever is on turn is asked for first.
        QVERIFY(table.privacy());
        const int first = table.privacySeat();
        QCOMPARE(first, table.toAct());
        QCOMPARE(table.privacyName(), table.playerNames()[first]);
        QVERIFY(table.status().contains(table.privacyName()));
        QVERIFY(!table.act(0));
        table.confirmViewer();
        QVERIFY(!table.privacy());
        QCOMPARE(table.viewer(), first);
        QVERIFY(table.isMyTurn());
        // An announcement hands the cup over: the screen closes before the other sees anything.
        const int call = table.actions()->indexOf(QStringLiteral("announce"));
        QVERIFY(call >= 0);
        QVERIFY(table.act(call));
        QVERIFY(table.privacy());
        QCOMPARE(table.privacySeat(), 1 - first);
        QCOMPARE(table.viewer(), kNoSeat);
        for (const QVariant& group : table.dice())
            for (const QVariant& die : group.toMap().value(QStringLiteral("dice")).toList())
                if (group.toMap().value(QStringLiteral("id")).toString() == QLatin1String("cup"))
                    QCOMPARE(die.toMap().value(QStringLiteral("face")).toInt(), 0);
        table.confirmViewer();
        QCOMPARE(table.viewer(), 1 - first);
        QVERIFY(viewerChanged.count() >= 3);
        // The answer offers doubting and only hands above the call.
        QVERIFY(table.actions()->indexOf(QStringLiteral("doubt")) >= 0);
        const QVariantList higher = table.actions()->announcements();
        for (const QVariant& h : higher)
            QVERIFY(h.toMap().value(QStringLiteral("rank")).toInt() > 0);
    }

    void stateTextSaysWhatTheSeatMaySee_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("language");
        for (const char* language : {"en", "de"})
            for (const knobel::GameDef* def : tableGames())
                QTest::addRow("%s in %s: the read-state key says the dice, the chips and the turn",
                    def->id().data(), language)
                    << QString::fromStdString(std::string(def->id())) << language;
    }

    /// S / Ctrl+I at a table: the viewer's own dice in words, another seat's hidden dice only as a
    /// count, the pot, whose turn and what Space does; behind the privacy screen nothing but whom
    /// it waits for; at the end the result.
    void stateTextSaysWhatTheSeatMaySee()
    {
        QFETCH(QString, game);
        QFETCH(QString, language);
        QVERIFY(Language::instance()->setCode(language));
        const bool de = language == QLatin1String("de");
        TableController table;
        QCOMPARE(table.startGame(game, seatsFor(game, {"Anna", "Ben"}), {}, QStringLiteral("12")), QString());
        std::mt19937 random(3);
        int told = 0;
        int hiddenTold = 0;
        for (int step = 0; step < 300 && !table.isFinished(); ++step) {
            const QString text = table.stateText();
            QVERIFY2(text.endsWith(u'.'), qPrintable(text));
            if (table.privacy()) {
                QCOMPARE(text, table.status());
                table.confirmViewer();
                continue;
            }
            ++told;
            const int me = table.viewer();
            const knobel::Observation seen = table.shownObservation();
            for (const auto& group : seen.dice) {
                if (group.owner < 0 || group.dice.empty())
                    continue;
                const bool poker = group.kind == knobel::DieKind::Poker;
                // The faces of another seat's cup, as they would read if they leaked.
                const knobel::Observation theirs = table.match()->observe(group.owner);
                QStringList faces;
                for (const auto& g : theirs.dice)
                    if (g.id == group.id && g.owner == group.owner)
                        for (const auto& die : g.dice)
                            if (die.face != 0)
                                faces << DiceModel::faceName(die.face, poker);
                const bool hidden = std::any_of(
                    group.dice.begin(), group.dice.end(), [](const auto& d) { return d.hidden; });
                if (hidden) {
                    ++hiddenTold;
                    const QString count = de ? QStringLiteral("Würfel von %1: %2 verdeckt")
                                             : QStringLiteral("%1's dice: %2 hidden");
                    QVERIFY2(
                        text.contains(count.arg(table.playerNames()[group.owner]).arg(group.dice.size())),
                        qPrintable(text));
                    QVERIFY2(faces.size() < 2 || !text.contains(faces.join(QStringLiteral(", "))),
                        qPrintable(text));
                } else if (group.owner == me && group.throwsMade > 0 && !faces.isEmpty()) {
                    QVERIFY2(
                        text.contains(de ? QStringLiteral("deine Würfel: ") : QStringLiteral("your dice: ")),
                        qPrintable(text));
                }
            }
            if (seen.pot > 0)
                QVERIFY2(text.contains(
                             (de ? QStringLiteral("Pott: %1 ") : QStringLiteral("pot: %1 ")).arg(seen.pot)),
                    qPrintable(text));
            if (table.isMyTurn()) {
                QVERIFY2(text.contains(de ? QStringLiteral("du bist dran, %1").arg(table.playerNames()[me])
                                          : QStringLiteral("your turn, %1").arg(table.playerNames()[me])),
                    qPrintable(text));
                const int main = table.mainAction();
                if (main >= 0)
                    QVERIFY2(
                        text.contains((de ? QStringLiteral("Leertaste: %1") : QStringLiteral("Space: %1"))
                                          .arg(table.actions()->get(main).value("label").toString())),
                        qPrintable(text));
            }
            QVERIFY(playOne(table, random));
        }
        QVERIFY(told > 5);
        if (game == QLatin1String("liardice"))
            QVERIFY(hiddenTold > 0);
        while (!table.isFinished() && playOne(table, random)) { }
        QVERIFY(table.isFinished());
        QCOMPARE(table.stateText(), table.resultText());
        QVERIFY(!table.stateText().isEmpty());
        Language::instance()->setCode(QStringLiteral("en"));
    }

    void throwsAreToldWithTheDiceInWords_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("words");
        QTest::newRow("English: Nine, Ten, Jack, Queen, King, Ace")
            << "en" << QStringList{"Nine", "Ten", "Jack", "Queen", "King", "Ace"};
        QTest::newRow("German: Neun, Zehn, Bube, Dame, König, Ass")
            << "de" << QStringList{"Neun", "Zehn", "Bube", "Dame", "König", "Ass"};
    }

    /// What a screen reader hears of a throw names the dice in words; the log shows the letters.
    void throwsAreToldWithTheDiceInWords()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, words);
        QVERIFY(Language::instance()->setCode(language));
        TableController table;
        QSignalSpy told(&table, &TableController::told);
        QCOMPARE(table.startGame("pokerdice", {"Anna", "Ben"}, {}, QStringLiteral("8")), QString());
        const int throwRow = table.actions()->indexOf(QStringLiteral("throw"));
        QVERIFY(throwRow >= 0);
        told.clear();
        QVERIFY(table.act(throwRow));
        QCOMPARE(told.count(), 1);
        const QString said = bare(told.first().first().toString());
        const QString shown = qobject_cast<QStringListModel*>(table.log())->stringList().last();
        // "Anna throws King, Nine, Nine, Ace, Jack." — five words, each a face; then what she may do
        // now, where that changed ("Anna, check or bet.").
        const QRegularExpression five(
            QStringLiteral("Anna \\w+ ((?:%1)(?:, (?:%1)){4})\\.(?: Anna, [^.]+\\.)?$")
                .arg(words.join(u'|')));
        const auto match = five.match(said);
        QVERIFY2(match.hasMatch(), qPrintable(said));
        QVERIFY2(shown != said && !shown.contains(u','), qPrintable(shown));
        Language::instance()->setCode(QStringLiteral("en"));
    }

    void eventLogReadsTheDiceInWords_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("other");
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<QStringList>("otherWords");
        const QStringList english{"Nine", "Ten", "Jack", "Queen", "King", "Ace"};
        const QStringList german{"Neun", "Zehn", "Bube", "Dame", "König", "Ass"};
        QTest::newRow("English log lines read King, Queen, switched live to German")
            << "en"
            << "de" << english << german;
        QTest::newRow("German log lines read König, Dame, switched live to English")
            << "de"
            << "en" << german << english;
    }

    /// A line of the log shows the dice as the table writes them ("Anna throws K K A Q K."); its
    /// accessible text, which the log's list items give a screen reader as their names, says them in
    /// words, exactly as the throw was told when it happened, and follows a switch of the language.
    void eventLogReadsTheDiceInWords()
    {
        QFETCH(QString, language);
        QFETCH(QString, other);
        QFETCH(QStringList, words);
        QFETCH(QStringList, otherWords);
        QVERIFY(Language::instance()->setCode(language));
        TableController table;
        QAbstractItemModel* log = table.log();
        QAbstractItemModelTester tester(log);
        QVERIFY(log->roleNames().value(Qt::AccessibleTextRole) == "accessibleText");
        QSignalSpy told(&table, &TableController::told);
        QCOMPARE(table.startGame("pokerdice", {"Anna", "Ben"}, {}, QStringLiteral("8")), QString());
        std::mt19937 random(4);
        for (int i = 0; i < 12 && !table.isFinished(); ++i)
            QVERIFY(playOne(table, random));
        // A face written as a letter or a number stands alone between spaces; in words it never does.
        const QRegularExpression letters(QStringLiteral("(?:^|\\s)(?:[JQKABD]|9|10)(?=[\\s.,])"));
        const auto throwsIn = [&](const QStringList& faceWords) {
            int throws = 0;
            // Five dice, or the dice kept and those thrown again (one line for a throw again).
            const QRegularExpression inWords(
                QStringLiteral("[\\w:] ((?:%1)(?:, (?:%1))*)[.,]").arg(faceWords.join(u'|')));
            for (int row = 0; row < log->rowCount(); ++row) {
                const QModelIndex index = log->index(row, 0);
                const QString shown = index.data(Qt::DisplayRole).toString();
                const QString read = index.data(Qt::AccessibleTextRole).toString();
                if (read.isEmpty() || read.contains(letters))
                    return QStringLiteral("line %1 reads \"%2\" (shown \"%3\")").arg(row).arg(read, shown);
                if (shown.contains(letters)) {
                    if (!inWords.match(read).hasMatch())
                        return QStringLiteral("line %1 is not in words: \"%2\"").arg(row).arg(read);
                    ++throws;
                }
            }
            return throws > 0 ? QString() : QStringLiteral("no throw in the log");
        };
        QString problem = throwsIn(words);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // The newest line reads as the table told it.
        QCOMPARE(log->index(log->rowCount() - 1, 0).data(Qt::AccessibleTextRole).toString(),
            table.lastSpokenEvent());
        QVERIFY(told.count() > 0);
        // (The sentence may end with what the person on turn may do now: "Ben, call, raise or fold.")
        QVERIFY2(told.last().first().toString().contains(table.lastSpokenEvent()),
            qPrintable(told.last().first().toString()));
        // A live switch tells the whole log anew, its accessible text too.
        QSignalSpy reset(log, &QAbstractItemModel::modelReset);
        QSignalSpy changed(log, &QAbstractItemModel::dataChanged);
        QVERIFY(Language::instance()->setCode(other));
        QVERIFY(reset.count() + changed.count() > 0);
        problem = throwsIn(otherWords);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        Language::instance()->setCode(QStringLiteral("en"));
    }

    void everyLogLineReadsInWords_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("language");
        for (const char* language : {"en", "de"})
            for (const knobel::GameDef* def : tableGames())
                QTest::addRow("%s in %s: no line of a whole game spells dice", def->id().data(), language)
                    << QString::fromStdString(std::string(def->id())) << language;
    }

    /// Every line of a whole game, as its list item names it, says dice in words: no run of three
    /// faces as the table writes them ("K Q 9", German "B D K").
    void everyLogLineReadsInWords()
    {
        QFETCH(QString, game);
        QFETCH(QString, language);
        QVERIFY(Language::instance()->setCode(language));
        TableController table;
        const QRegularExpression letters(
            QStringLiteral("(?:^|\\s)(?:[JQKABD]|9|10)(?: (?:[JQKABD]|9|10)){2,}\\b"));
        // Games long enough to say many kinds of line (Elf hoch can end at its third throw, Doppeltes
        // Lottchen lasts about seven): whole games from seed 21 on until more than ten lines are read.
        int read = 0;
        for (int seed = 21; seed < 41 && read <= 10; ++seed) {
            QCOMPARE(table.startGame(game, {"Anna", "Ben", "Cleo"}, {}, QString::number(seed)), QString());
            std::mt19937 random{std::uint32_t(seed)};
            for (int step = 0; step < 20000 && !table.isFinished(); ++step)
                QVERIFY(playOne(table, random));
            QVERIFY(table.isFinished());
            QAbstractItemModel* log = table.log();
            for (int row = 0; row < log->rowCount(); ++row, ++read) {
                const QString line = log->index(row, 0).data(Qt::AccessibleTextRole).toString();
                QVERIFY2(!line.isEmpty() && !line.contains(letters), qPrintable(line));
            }
        }
        QVERIFY(read > 10);
        Language::instance()->setCode(QStringLiteral("en"));
    }

    void actionDescriptionsAreWholeSentences_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("language");
        for (const char* language : {"en", "de"})
            for (const knobel::GameDef* def : gamesWithDecisions()) // a game that plays itself has no buttons
                QTest::addRow(
                    "%s in %s: every action's description is a whole sentence", def->id().data(), language)
                    << QString::fromStdString(std::string(def->id())) << language;
    }

    /// What a button says of its action (its accessible description, its tooltip) is a sentence
    /// without a gap: before the first throw no empty list of dice is spliced into it ("Anna throws
    /// ."). Every action of every position of a few deals, two and three players.
    void actionDescriptionsAreWholeSentences()
    {
        QFETCH(QString, game);
        QFETCH(QString, language);
        QVERIFY(Language::instance()->setCode(language));
        const QRegularExpression gap(QStringLiteral("\\s[.,:;)]|\\(\\s|\\(\\)|\\s\\s|^\\s|\\s$"));
        int checked = 0;
        QSet<QString> kinds;
        for (const QStringList& players : {QStringList{"Anna", "Ben"}, QStringList{"Anna", "Ben", "Cleo"}})
            for (const char* seed : {"1", "5", "9"}) {
                TableController table;
                QCOMPARE(
                    table.startGame(game, seatsFor(game, players), {}, QString::fromLatin1(seed)), QString());
                std::mt19937 random(uint(players.size()) * 31 + uint(atoi(seed)));
                for (int step = 0; step < 150 && !table.isFinished(); ++step) {
                    if (table.privacy())
                        table.confirmViewer();
                    for (int row = 0; row < table.actions()->rowCount(); ++row) {
                        const QVariantMap action = table.actions()->get(row);
                        const QString description = action.value(QStringLiteral("description")).toString();
                        const QString label = action.value(QStringLiteral("label")).toString();
                        const QString what
                            = QStringLiteral("%1 \"%2\": \"%3\"")
                                  .arg(action.value(QStringLiteral("kind")).toString(), label, description);
                        QVERIFY2(!label.isEmpty() && !label.contains(gap), qPrintable(what));
                        QVERIFY2(!description.isEmpty(), qPrintable(what));
                        QVERIFY2(!description.contains(gap), qPrintable(what));
                        QVERIFY2(description.endsWith(u'.'), qPrintable(what));
                        kinds << action.value(QStringLiteral("kind")).toString();
                        ++checked;
                    }
                    QVERIFY(playOne(table, random));
                }
            }
        QVERIFY(checked > 50);
        // Where players decide, the games reach the betting, the staking, the announcing or the stopping,
        // not only the throws.
        if (!knobel::findGameDef(game.toStdString())->levels().empty()) {
            QSet<QString> decisions = kinds;
            for (const char* dice : {"throw", "hold", "release"})
                decisions.remove(QString::fromLatin1(dice));
            QVERIFY2(!decisions.isEmpty(), qPrintable(QStringList(kinds.values()).join(u' ')));
        }
        Language::instance()->setCode(QStringLiteral("en"));
    }

    void bettingWordsAgree_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("language");
        for (const char* language : {"en", "de"})
            for (const knobel::GameDef* def : gamesWithDecisions()) // a game that plays itself has no buttons
                QTest::addRow("%s in %s: a button and the log line of its action use the same verb",
                    def->id().data(), language)
                    << QString::fromStdString(std::string(def->id())) << language;
    }

    /// The betting bar's and the action bar's buttons are named with the actions' labels (their
    /// accessible names are their texts), the hand picker's button "Announce"; what the button
    /// describes and the log line the action leaves use the same verb: "Mitgehen" is not followed by
    /// "Anna hält.", nor "Stop" by "Anna is done staking.".
    void bettingWordsAgree()
    {
        QFETCH(QString, game);
        QFETCH(QString, language);
        QVERIFY(Language::instance()->setCode(language));
        const bool german = language == QLatin1String("de");
        const QSet<QString> verbs{QStringLiteral("check"), QStringLiteral("bet"), QStringLiteral("call"),
            QStringLiteral("raise"), QStringLiteral("fold"), QStringLiteral("stop"), QStringLiteral("doubt"),
            QStringLiteral("believe"), QStringLiteral("announce"), QStringLiteral("offer"),
            QStringLiteral("accept"), QStringLiteral("give_up")};
        QSet<QString> compared;
        QSet<QString> offered;
        for (const QStringList& players : {QStringList{"Anna", "Ben"}, QStringList{"Anna", "Ben", "Cleo"}})
            for (const char* seed : {"2", "6"}) {
                TableController table;
                QCOMPARE(
                    table.startGame(game, seatsFor(game, players), {}, QString::fromLatin1(seed)), QString());
                std::mt19937 random(uint(players.size()) * 17 + uint(atoi(seed)));
                for (int step = 0; step < 200 && !table.isFinished(); ++step) {
                    if (table.isRoundEnded()) { // the last deal on the table: Go on
                        table.skipComputer();
                        QTRY_VERIFY(!table.isRoundEnded());
                    }
                    if (table.privacy())
                        table.confirmViewer();
                    for (int row = 0; row < table.actions()->rowCount(); ++row) {
                        const QVariantMap action = table.actions()->get(row);
                        const QString kind = action.value(QStringLiteral("kind")).toString();
                        offered << kind;
                        if (!verbs.contains(kind))
                            continue;
                        // The hand picker's button says the verb; the action's label is the hand.
                        QString button = kind == QLatin1String("announce")
                            ? QCoreApplication::translate("HandPicker", "Announce")
                            : action.value(QStringLiteral("label")).toString();
                        const int amount = action.value(QStringLiteral("amount")).toInt();
                        if (kind == QLatin1String("bet") || kind == QLatin1String("raise"))
                            QCOMPARE(table.betLabel(kind, amount), button);
                        const QString description = action.value(QStringLiteral("description")).toString();
                        QVERIFY2(sameVerb(button, description, german),
                            qPrintable(
                                QStringLiteral("%1: \"%2\" but \"%3\"").arg(kind, button, description)));
                        compared << kind;
                    }
                    // The log says what the button described: the line the action leaves is its description.
                    const int count = table.actions()->rowCount();
                    QVERIFY(count > 0);
                    std::vector<int> moves;
                    for (int row = 0; row < count; ++row) {
                        const QString kind
                            = table.actions()->get(row).value(QStringLiteral("kind")).toString();
                        if (kind != QLatin1String("hold") && kind != QLatin1String("release"))
                            moves.push_back(row);
                    }
                    const int row
                        = moves.empty() ? int(random() % uint(count)) : moves[random() % moves.size()];
                    const QVariantMap chosen = table.actions()->get(row);
                    const int before = table.log()->rowCount();
                    QVERIFY(table.act(row));
                    if (!verbs.contains(chosen.value(QStringLiteral("kind")).toString()))
                        continue;
                    QStringList added;
                    for (int line = before; line < table.log()->rowCount(); ++line)
                        added << table.log()->index(line, 0).data().toString();
                    QVERIFY2(added.contains(chosen.value(QStringLiteral("description")).toString()),
                        qPrintable(chosen.value(QStringLiteral("description")).toString() + " | "
                            + added.join(QStringLiteral(" | "))));
                }
            }
        // A game whose only actions are throws, stakes on its board (Craps: the maker names a number
        // by staking on it) and choices (Va banque's operations: the button is the log's own sentence)
        // has no button with a verb; every other game has at least one.
        const bool diceAndStakesOnly = (offered
            - QSet<QString>{QStringLiteral("throw"), QStringLiteral("hold"), QStringLiteral("release"),
                QStringLiteral("stake"), QStringLiteral("choose")})
                                           .isEmpty();
        QVERIFY2(compared.size() >= (game == QLatin1String("pokerdice") ? 5
                         : diceAndStakesOnly                            ? 0
                                                                        : 1),
            qPrintable(QStringList(compared.values()).join(u' ')));
    }

    void everyRoundEndsWithItsOutcome_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("players");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("pattern"); ///< one outcome line; its first capture is the round
        const QStringList two{"Anna", "Ben"};
        const QStringList three{"Anna", "Ben", "Cleo"};
        QTest::newRow("Poker Dice for two says who wins each deal and the pot")
            << "pokerdice" << two << "en"
            << R"(^Deal (\d+): (?:(?:Anna|Ben) wins the pot of \d+ chips? with .+ against .+|(?:Anna|Ben) folds; (?:Anna|Ben) wins the pot of \d+ chips?|a draw with .+; each takes back the stake)\.$)";
        QTest::newRow("Poker Dice for two says it in German")
            << "pokerdice" << two << "de"
            << R"(^Spiel (\d+): (?:(?:Anna|Ben) gewinnt den Pott von \d+ Chips? mit .+ gegen .+|(?:Anna|Ben) steigt aus; (?:Anna|Ben) gewinnt den Pott von \d+ Chips?|unentschieden mit .+; jeder nimmt seinen Einsatz zurück)\.$)";
        QTest::newRow("Poker Dice for three says who wins each round")
            << "pokerdice" << three << "en"
            << R"(^Round (\d+): (?:(?:Anna|Ben|Cleo) wins with .+ \(\d+ round wins?\)|nobody wins; the best hand, .+, is shared)\.$)";
        QTest::newRow("Chicago says who takes the beer mat")
            << "chicago" << three << "en"
            << R"(^Round (\d+): (?:Anna|Ben|Cleo) (?:is lowest with \d+ in \d throws?|loses the throw-off) and takes a beer mat \(\d+ in all\)\.$)";
        QTest::newRow("Chicago says it in German")
            << "chicago" << three << "de"
            << R"(^Runde (\d+): (?:Anna|Ben|Cleo) (?:hat am wenigsten, \d+ mit \d (?:Wurf|Würfen),|verliert das Stechen) und bekommt einen Bierdeckel \(\d+ insgesamt\)\.$)";
        QTest::newRow("Lustige Sieben says what each throw of the bank settles")
            << "lustigesieben" << three << "en"
            << R"(^Throw (\d+): (?:(?:Anna|Ben|Cleo)(?: \(bank\))? (?:wins \d+ chips?|loses \d+ chips?|is even)(?:, \d+ chips? on 7 stands?)?(?:; |\.$)){3})";
        QTest::newRow("Liar Dice says what was under the cup and who wins the deal")
            << "liardice" << two << "en"
            << R"(^Deal (\d+): (?:(?:Anna|Ben) had .+; the announcement, .+, (?:holds|does not hold)\. (?:Anna|Ben) wins the deal, (?:Anna|Ben) loses it|(?:Anna|Ben) wins the deal with five Aces|both show five Aces; the deal is drawn and played again)\.$)";
        QTest::newRow("Liar Dice says it in German")
            << "liardice" << two << "de"
            << R"(^Spiel (\d+): (?:(?:Anna|Ben) hatte .+; die Ansage, .+, (?:stimmt|stimmt nicht)\. (?:Anna|Ben) gewinnt das Spiel, (?:Anna|Ben) verliert es|(?:Anna|Ben) gewinnt das Spiel mit fünf Assen|beide zeigen fünf Asse; das Spiel ist unentschieden und wird wiederholt)\.$)";
    }
    /// The end of every round is a line of the log and is said: who won or lost, with what, and the
    /// chips. It is written when the round ends, so a log told again from its start (a file opened,
    /// another viewer) says the same, though the state has long moved on.
    void everyRoundEndsWithItsOutcome()
    {
        QFETCH(QString, game);
        QFETCH(QStringList, players);
        QFETCH(QString, language);
        QFETCH(QString, pattern);
        QVERIFY(Language::instance()->setCode(language));
        TableController table;
        QSignalSpy told(&table, &TableController::told);
        QCOMPARE(table.startGame(game, players, {}, QStringLiteral("12")), QString());
        std::mt19937 random(5);
        for (int steps = 0; !table.isFinished() && steps < 20000; ++steps)
            QVERIFY(playOne(table, random));
        QVERIFY(table.isFinished());
        const QRegularExpression outcome(pattern);
        QVERIFY(outcome.isValid());
        const QStringList log = qobject_cast<QStringListModel*>(table.log())->stringList();
        QStringList outcomes;
        int round = 0;
        for (const QString& shownLine : log) {
            const QString line = bare(shownLine);
            const auto m = outcome.match(line);
            if (!m.hasMatch())
                continue;
            outcomes << line;
            // Every round once, in order (a drawn Liar Dice deal is played again under a new number).
            QCOMPARE(m.captured(1).toInt(), ++round);
        }
        QCOMPARE(qsizetype(table.match()->state().outcomes().size())
                - std::count_if(log.begin(), log.end(),
                    [](const QString& l) {
                        return l.contains(QStringLiteral(" wins the match "))
                            || l.contains(QStringLiteral(" gewinnt die Partie "));
                    }),
            outcomes.size());
        QVERIFY2(outcomes.size() >= 2, qPrintable(log.join(u'\n')));
        // Said as it happened: every outcome was part of a sentence told to the screen reader.
        QString heard;
        for (const auto& signal : told)
            heard += bare(signal.first().toString()) + u'\n';
        for (const QString& line : outcomes) {
            if (game == QLatin1String("chicago") || game == QLatin1String("lustigesieben"))
                QVERIFY2(heard.contains(line), qPrintable(line));
            else // hands are named in words in both the log and the speech; the dice letters differ
                QVERIFY2(heard.contains(line.section(u':', 0, 0) + u':'), qPrintable(line));
        }
        // The same log from the record alone, long after the rounds ended.
        std::string problem;
        auto replayed = knobel::Match::replay(table.match()->record(), problem);
        QVERIFY2(replayed, problem.c_str());
        TableController again;
        again.adoptReadOnly(std::move(replayed));
        const QStringList retold = qobject_cast<QStringListModel*>(again.log())->stringList();
        if (!table.hiddenDice()) {
            QCOMPARE(retold, log);
        } else {
            // Told to everyone at the table (read-only), not to a player: a player's own dice and the
            // dice picked up are not named there; the outcomes are the same.
            QCOMPARE(retold.size(), log.size());
            QStringList retoldOutcomes;
            for (const QString& line : retold)
                if (outcome.match(bare(line)).hasMatch())
                    retoldOutcomes << bare(line);
            QCOMPARE(retoldOutcomes, outcomes);
        }
        Language::instance()->setCode(QStringLiteral("en"));
    }

    /// A name goes into every sentence isolated (U+2068 … U+2069): a name written right to left
    /// ("דוד") keeps its own direction and never turns the words around it — in the log, in what is
    /// said, in the status, the seats and the result. (Names that turn text by themselves, with
    /// U+202E, are refused by the setup.)
    void namesAreIsolatedInEverySentence()
    {
        TableController table;
        QSignalSpy told(&table, &TableController::told);
        const QStringList names{QStringLiteral("דוד"), QStringLiteral("Anna")};
        QCOMPARE(table.startGame("pokerdice", names, {}, QStringLiteral("8")), QString());
        QStringList sentences;
        auto collect = [&] {
            sentences << table.status();
            for (const QVariant& seat : table.seats())
                sentences << seat.toMap().value("name").toString();
        };
        std::mt19937 random(3);
        for (int steps = 0; !table.isFinished() && steps < 20000; ++steps) {
            collect();
            QVERIFY(playOne(table, random));
        }
        QVERIFY(table.isFinished());
        collect();
        sentences << qobject_cast<QStringListModel*>(table.log())->stringList() << table.payments();
        for (const QVariant& standing : table.standings())
            sentences << standing.toMap().value("name").toString();
        for (const auto& signal : told)
            sentences << signal.first().toString();
        int named = 0;
        for (const QString& sentence : sentences)
            for (const QString& name : names) {
                const QString isolated = QChar(0x2068) + name + QChar(0x2069);
                QCOMPARE(sentence.count(name), sentence.count(isolated));
                named += int(sentence.count(isolated));
            }
        QVERIFY(named > 100);
    }

    /// Liar Dice: the outcome lifts the doubted cup only. The doubter's dice stay hidden from the
    /// announcer, in the log and in what is said.
    void liarDiceOutcomeShowsOnlyTheLiftedCup()
    {
        TableController table;
        QCOMPARE(table.startGame("liardice", {"Anna", "Ben"}, {}, QStringLiteral("4")), QString());
        table.confirmViewer();
        const int caller = table.viewer();
        const int other = 1 - caller;
        const auto theirCup = [&](int seat) {
            for (const auto& g : table.match()->observe(seat).dice)
                if (g.id == "cup" && g.owner == seat) {
                    std::vector<int> faces;
                    for (const auto& d : g.dice)
                        faces.push_back(d.face);
                    return faces;
                }
            return std::vector<int>();
        };
        const std::vector<int> callerCup = theirCup(caller);
        const std::vector<int> otherCup = theirCup(other);
        QVERIFY(table.act(table.actions()->indexOf(QStringLiteral("announce"))));
        table.confirmViewer();
        QCOMPARE(table.viewer(), other);
        QSignalSpy told(&table, &TableController::told);
        QVERIFY(table.act(table.actions()->indexOf(QStringLiteral("doubt"))));
        const auto rules = table.match()->def().handRules(table.match()->setup().options);
        const auto handOf = [&](const std::vector<int>& faces) {
            return QString::fromStdString(knobel::formatHandPhrase(
                knobel::describeHand(faces, *rules), rules->dice, [](const char* c, const char* t) {
                    return QCoreApplication::translate(c, t).toStdString();
                }));
        };
        const QStringList log = qobject_cast<QStringListModel*>(table.log())->stringList();
        const QString end = log.filter(QStringLiteral("Deal 1: ")).value(0);
        QVERIFY2(end.startsWith(QStringLiteral("Deal 1: %1 had %2; the announcement, ")
                                    .arg(table.playerNames()[caller], handOf(callerCup))),
            qPrintable(log.join(u'\n')));
        QVERIFY2(told.count() >= 1 && told.first().first().toString().contains(end), qPrintable(end));
        // The doubter's cup is not in the outcome (unless both hands read the same).
        if (handOf(otherCup) != handOf(callerCup))
            QVERIFY2(!log.join(u'\n').contains(handOf(otherCup)), qPrintable(log.join(u'\n')));

        // The showdown stays on the table: the lifted cup open where it stood, marked as the last
        // round, the line saying how the deal ended, until Go on (Hurry, Space) or the pause.
        QVERIFY(table.isRoundEnded());
        QVERIFY2(end.startsWith(table.status()), qPrintable(table.status()));
        QVERIFY(table.stateText().contains(QStringLiteral("last round")));
        const auto liftedCup = [&] {
            for (const QVariant& g : table.dice()) {
                const QVariantMap group = g.toMap();
                if (group.value("owner").toInt() != caller || !group.value("ended").toBool())
                    continue;
                std::vector<int> faces;
                for (const QVariant& d : group.value("dice").toList())
                    faces.push_back(d.toMap().value("face").toInt());
                return faces;
            }
            return std::vector<int>();
        };
        QCOMPARE(liftedCup(), callerCup);
        const std::size_t before = table.match()->record().actions.size();
        table.skipComputer();
        QTRY_VERIFY(!table.isRoundEnded());
        QVERIFY(table.match()->record().actions.size() > before); // the next deal's cups are thrown
        QVERIFY(liftedCup().empty());
    }

    /// When the turn comes back to the person watching, what is said ends with what they may do now;
    /// their own keeping says nothing more, and a computer's turn is never announced as theirs.
    void theTurnComingBackIsSaidWithTheStatus()
    {
        TableController table;
        table.setComputerPace(0);
        QSignalSpy told(&table, &TableController::told);
        QCOMPARE(table.startGame(
                     "pokerdice", {"Anna", "Computer"}, {}, QStringLiteral("17"), {"human", "beginner"}),
            QString());
        QTRY_VERIFY_WITH_TIMEOUT(table.isMyTurn(), waitLimit(20000));
        int throwRow = table.actions()->indexOf(QStringLiteral("throw"));
        QVERIFY(throwRow >= 0);
        told.clear();
        QVERIFY(table.act(throwRow)); // Anna's first throw: her status changes, "check or bet"
        QCOMPARE(told.count(), 1);
        QVERIFY2(bare(told.last().first().toString()).endsWith(QStringLiteral(" Anna, check or bet.")),
            qPrintable(told.last().first().toString()));
        QVERIFY(table.act(table.actions()->indexOf(QStringLiteral("check"))));
        // The computer checks, throws and bets: the sentence that gives the turn back ends with it.
        QTRY_VERIFY_WITH_TIMEOUT(table.isMyTurn() && !table.isComputerTurn(), waitLimit(20000));
        QTRY_VERIFY_WITH_TIMEOUT(told.count() >= 2, waitLimit(5000));
        const QString back = told.last().first().toString();
        QVERIFY2(back.endsWith(u' ' + table.status()), qPrintable(back));
        QVERIFY2(bare(back).contains(QStringLiteral("Computer ")), qPrintable(back));
        for (const auto& signal : told) {
            const QString said = signal.first().toString();
            QVERIFY2(!said.endsWith(QStringLiteral("Computer, check or bet."))
                    && !said.endsWith(QStringLiteral("Computer, throw the dice.")),
                qPrintable(said));
        }
    }

    /// Liar Dice against the computer: no screen to lift, so the round's news says the person's own
    /// dice (which no line of the log shows) as soon as they are under the cup, once.
    void liarDiceAgainstTheComputerSaysTheOwnDiceWhenTheyFall()
    {
        TableController table;
        table.setComputerPace(0);
        QSignalSpy told(&table, &TableController::told);
        QCOMPARE(table.startGame("liardice", {"Anna", "Ben"}, {}, QStringLiteral("4"), {"human", "good"}),
            QString());
        QVERIFY(!table.privacy());
        QTRY_VERIFY_WITH_TIMEOUT(table.isMyTurn(), waitLimit(20000));
        QStringList words;
        for (const auto& g : table.shownObservation().dice)
            if (g.id == "cup" && g.owner == table.viewer())
                for (const auto& d : g.dice)
                    words << DiceModel::faceName(d.face, true);
        QCOMPARE(words.size(), 5);
        const QString own = QStringLiteral("Anna, your dice: %1.").arg(words.join(", "));
        int times = 0;
        for (const auto& signal : told)
            times += bare(signal.first().toString()).count(own);
        QCOMPARE(times, 1);
    }

    /// Liar Dice for two at one screen: the screen lifts and the person hears their own dice and what
    /// to do; S says no die is kept before any is picked up, and what may be done, not a count.
    void liarDiceScreenLiftsWithTheOwnDice()
    {
        TableController table;
        QSignalSpy told(&table, &TableController::told);
        QCOMPARE(table.startGame("liardice", {"Anna", "Ben"}, {}, QStringLiteral("4")), QString());
        QVERIFY(table.privacy());
        told.clear();
        table.confirmViewer();
        const int me = table.viewer();
        QStringList words;
        for (const auto& g : table.shownObservation().dice)
            if (g.id == "cup" && g.owner == me)
                for (const auto& d : g.dice)
                    words << DiceModel::faceName(d.face, true);
        QCOMPARE(words.size(), 5);
        QCOMPARE(told.count(), 1);
        const QString said = told.first().first().toString();
        QVERIFY2(said.startsWith(
                     QStringLiteral("%1, your dice: %2.").arg(table.playerNames()[me], words.join(", "))),
            qPrintable(said));
        QVERIFY2(said.endsWith(table.status()), qPrintable(said));
        // S: nothing kept, and what to do in words.
        QString state = table.stateText();
        QVERIFY2(!state.contains(QStringLiteral("(kept)")) && !state.contains(QStringLiteral("move")),
            qPrintable(state));
        QVERIFY2(state.endsWith(table.status()) && state.contains(QStringLiteral("announce an exact hand")),
            qPrintable(state));
        // The other answers: what she may do, never "252 moves".
        QVERIFY(table.act(table.actions()->indexOf(QStringLiteral("announce"))));
        table.confirmViewer();
        state = table.stateText();
        QVERIFY2(!state.contains(QStringLiteral("(kept)")) && !state.contains(QStringLiteral("move")),
            qPrintable(state));
        QVERIFY2(
            state.contains(QStringLiteral("doubt, or throw again and announce higher")), qPrintable(state));
        // Picking up a die: the ones that stay are kept.
        QVERIFY(table.act(table.actions()->indexOf(QStringLiteral("release"))));
        state = table.stateText();
        QCOMPARE(state.count(QStringLiteral("(kept)")), 4);
    }

    void resultCarriesItsUnit_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QVariantMap>("options");
        QTest::addColumn<QString>("pattern"); // every place of the result, with its unit
        QTest::newRow("Liar Dice: matches won")
            << "liardice"
            << "en" << QVariantMap{} << R"(place \d, \x{2068}\w+\x{2069}, \d match(es)? won)";
        QTest::newRow("Liar Dice: Partien gewonnen")
            << "liardice"
            << "de" << QVariantMap{} << R"(Platz \d, \x{2068}\w+\x{2069}, \d (Partie|Partien) gewonnen)";
        QTest::newRow("Chicago: beer mats")
            << "chicago"
            << "en" << QVariantMap{} << R"(place \d, \x{2068}\w+\x{2069}, \d beer mats?)";
        QTest::newRow("Chicago: Bierdeckel")
            << "chicago"
            << "de" << QVariantMap{} << R"(Platz \d, \x{2068}\w+\x{2069}, \d Bierdeckel)";
        QTest::newRow("Poker Dice: chips with their sign")
            << "pokerdice"
            << "en" << QVariantMap{{"deals", 2}}
            << R"(place \d, \x{2068}\w+\x{2069}, (?:[+−][1-9]\d*|0) chips)";
        QTest::newRow("Lustige Sieben: Chips mit Vorzeichen")
            << "lustigesieben"
            << "de" << QVariantMap{{"rounds", 2}}
            << R"(Platz \d, \x{2068}\w+\x{2069}, (?:[+−][1-9]\d*|0) Chips)";
    }
    /// "3 beer mats", "1 match won", "+12 chips": the result says what each figure counts, on the
    /// screen (the standings' result), read out, and printed; "1 match", never "1 matches".
    void resultCarriesItsUnit()
    {
        QFETCH(QString, game);
        QFETCH(QString, language);
        QFETCH(QVariantMap, options);
        QFETCH(QString, pattern);
        QVERIFY(Language::instance()->setCode(language));
        TableController table;
        QCOMPARE(
            table.startGame(game, seatsFor(game, {"Anna", "Ben"}), options, QStringLiteral("3")), QString());
        std::mt19937 random(9);
        for (int steps = 0; !table.isFinished() && steps < 20000; ++steps)
            QVERIFY(playOne(table, random));
        QVERIFY(table.isFinished());
        const QString result = table.resultText();
        const QRegularExpression place(pattern);
        QCOMPARE(result.count(place), 2);
        QVERIFY2(!result.contains(QStringLiteral("1 matches"))
                && !result.contains(QStringLiteral("1 beer mats"))
                && !result.contains(QStringLiteral("1 Partien")),
            qPrintable(result));
        for (const QVariant& standing : table.standings()) {
            const QString shown = standing.toMap().value(QStringLiteral("result")).toString();
            // (The printout, TablePrintout, shows the figures in columns headed by what they count.)
            QVERIFY2(result.contains(shown), qPrintable(shown));
        }
        Language::instance()->setCode(QStringLiteral("en"));
    }

    /// A game without decisions plays itself: nobody is asked (no buttons, no hint, no undo), each throw
    /// is a line of the log said as it falls, the autosave follows every throw, and at pace 0 it runs
    /// to its end with no input.
    void aGameWithoutDecisionsPlaysItselfToTheEnd_data()
    {
        QTest::addColumn<QString>("game");
        for (const knobel::GameDef* def : tableGames())
            if (knobel::playsItself(*def))
                QTest::newRow(def->id().data()) << QString::fromStdString(std::string(def->id()));
    }
    void aGameWithoutDecisionsPlaysItselfToTheEnd()
    {
        QFETCH(QString, game);
        QTemporaryDir folder;
        TableController table;
        table.setAutosaveFolder(folder.filePath(QStringLiteral("autosave")));
        table.setComputerPace(0);
        QSignalSpy told(&table, &TableController::told);
        QSignalSpy finished(&table, &TableController::gameFinished);
        QCOMPARE(table.startGame(game, {"Anna", "Ben", "Cleo"}, {}, QStringLiteral("31")), QString());
        QVERIFY(table.playsItself());
        QVERIFY(table.isComputerTurn());
        QVERIFY(!table.isMyTurn());
        QCOMPARE(table.actions()->rowCount(), 0);
        QVERIFY(!table.hintAvailable());
        QCOMPARE(table.viewer(), kNoSeat); // nothing hidden: everyone sees the same
        QVERIFY(finished.wait(waitLimit(20000)));
        QVERIFY(table.isFinished());
        QCOMPARE(finished.count(), 1);
        const auto& record = table.match()->record().actions;
        QVERIFY(!record.empty()); // Elf hoch may end at its first throw; the games' own tests play long games
        // A line a throw, and the outcome; every throw was told as it fell, one at a time.
        const QStringList log = qobject_cast<QStringListModel*>(table.log())->stringList();
        // Every throw is its own line, told as the game stood before it; the outcomes are lines of their own.
        QCOMPARE(log.size(), qsizetype(record.size() + table.match()->state().outcomes().size()));
        QCOMPARE(told.count(), qsizetype(record.size()));
        QCOMPARE(bare(told.first().first().toString()), bare(log.first()));
        // The autosave holds the whole game.
        QFile saved(table.autosaveFile());
        QVERIFY(saved.open(QIODevice::ReadOnly));
        std::string problem;
        const auto reread = knobel::gamefile::read(saved.readAll(), problem);
        QVERIFY2(reread, problem.c_str());
        QCOMPARE(reread->record().actions, record);
        QVERIFY(!table.canUndo());
    }

    /// Hurry (and any key, which calls the same) plays the rest out at once: one step, the result
    /// said, not every throw.
    void hurryFinishesAGameWithoutDecisions()
    {
        TableController table;
        table.setComputerPace(5000);
        QSignalSpy told(&table, &TableController::told);
        QSignalSpy finished(&table, &TableController::gameFinished);
        QCOMPARE(table.startGame("jule", {"Anna", "Ben"}, {}, QStringLiteral("8")), QString());
        QVERIFY(table.isComputerTurn());
        QVERIFY(!table.isFinished());
        QVERIFY(table.match()->record().actions.empty());
        const int toldBefore = int(told.count());
        table.skipComputer();
        QVERIFY(table.isFinished());
        QCOMPARE(finished.count(), 1);
        QCOMPARE(told.count(), toldBefore); // the result is said (gameFinished), not a hundred throws
        const QStringList log = qobject_cast<QStringListModel*>(table.log())->stringList();
        QCOMPARE(log.size(), qsizetype(table.match()->record().actions.size() + 1));
        QVERIFY(!table.isComputerTurn());
        table.skipComputer(); // nothing left: nothing happens
        QCOMPARE(finished.count(), 1);
        QVERIFY(!table.resultText().isEmpty());
    }

    /// Undo as for every game: a throw is never taken back, so a game without decisions has nothing to
    /// undo; asking changes nothing and the game plays on. A game saved on the way resumes by itself.
    void aGameWithoutDecisionsHasNothingToUndoAndResumes()
    {
        QTemporaryDir folder;
        TableController table;
        table.setAutosaveFolder(folder.filePath(QStringLiteral("autosave")));
        table.setComputerPace(0);
        QCOMPARE(table.startGame("jule", {"Anna", "Ben"}, {}, QStringLiteral("3")), QString());
        QSignalSpy moved(&table, &TableController::stateChanged);
        while (table.match()->record().actions.size() < 5)
            QVERIFY(moved.wait(waitLimit(10000)));
        QVERIFY(!table.canUndo());
        const auto record = table.match()->record();
        QVERIFY(!table.undo());
        QCOMPARE(table.match()->record(), record);
        // Killed here: the autosave opens, and the game goes on by itself to its end.
        const QString file = folder.filePath(QStringLiteral("kept.knobel"));
        QVERIFY(QFile::copy(table.autosaveFile(), file));
        table.endGame();
        TableController resumed;
        resumed.setComputerPace(0);
        QSignalSpy finished(&resumed, &TableController::gameFinished);
        QCOMPARE(resumed.openFile(file), QString());
        QVERIFY(resumed.match()->record().actions.size() >= 5);
        QVERIFY(finished.wait(waitLimit(20000)));
        QVERIFY(resumed.isFinished());
        // A computer level for a game without decisions is refused, as every unknown kind is.
        knobel::GameSetup setup;
        std::map<int, QString> commands;
        const SetupRequest withComputer{"jule", {"Anna", "Ben"}, {"human", "good"}, {}, {}, false};
        QVERIFY(!withComputer.check(&setup, &commands).isEmpty());
    }

    void oneHumanAgainstAComputerNeedsNoScreen()
    {
        TableController table;
        QCOMPARE(table.startGame(
                     "chicago", {"Anna", "Ben", "Cleo"}, {}, QStringLiteral("4"), {"good", "human", "good"}),
            QString());
        QVERIFY(!table.privacy());
        QCOMPARE(table.viewer(), 1);
    }

    void undoTakesBackADieNotAThrow()
    {
        TableController table;
        QCOMPARE(table.startGame("chicago", {"Anna", "Ben"}, {}, QStringLiteral("9")), QString());
        if (table.privacy())
            table.confirmViewer();
        QVERIFY(!table.canUndo());
        const int throwIndex = table.actions()->indexOf(QStringLiteral("throw"));
        QVERIFY(throwIndex >= 0);
        QVERIFY(table.act(throwIndex));
        QVERIFY(!table.canUndo()); // the dice that fell stay fallen
        const int keep = table.actions()->indexOf(QStringLiteral("hold"));
        QVERIFY(keep >= 0);
        const auto before = table.match()->record().actions.size();
        const knobel::Observation seen = table.shownObservation();
        QVERIFY(table.act(keep));
        QVERIFY(table.canUndo());
        QVERIFY(table.undo());
        QCOMPARE(table.match()->record().actions.size(), before);
        QCOMPARE(table.shownObservation(), seen);

        // Redo takes the die again, and the log says it again; another action ends the redo.
        QVERIFY(table.canRedo());
        const knobel::Action kept = table.actions()->entries().at(std::size_t(keep)).action;
        const int lines = table.log()->rowCount();
        QVERIFY(table.redo());
        QCOMPARE(table.match()->record().actions.size(), before + 1);
        QCOMPARE(table.match()->record().actions.back(), kept);
        QCOMPARE(table.log()->rowCount(), lines); // a die kept is no line: the throw after it says it
        QVERIFY(!table.canRedo());
        QVERIFY(!table.redo());
        QVERIFY(table.undo());
        QVERIFY(table.canRedo());
        QVERIFY(table.act(table.actions()->indexOf(QStringLiteral("hold"))));
        QVERIFY(!table.canRedo()); // a new action starts a new future
    }

    void redoIsTheSeatsOwnAndNotAComputers()
    {
        TableController table;
        table.setComputerPace(0);
        QCOMPARE(table.startGame("chicago", {"Anna", "Ben"}, {}, QStringLiteral("9"), {"human", "good"}),
            QString());
        QTRY_VERIFY_WITH_TIMEOUT(table.isMyTurn(), waitLimit(20000));
        QVERIFY(table.act(table.actions()->indexOf(QStringLiteral("throw"))));
        const int keep = table.actions()->indexOf(QStringLiteral("hold"));
        QVERIFY(keep >= 0);
        QVERIFY(table.act(keep));
        QVERIFY(table.undo());
        QVERIFY(table.canRedo());
        // Read-only (a game from the history) takes nothing again.
        TableController shown;
        shown.adoptReadOnly(std::make_unique<knobel::Match>(*table.match()));
        QVERIFY(!shown.canRedo());
        QVERIFY(!shown.redo());
    }

    void savedGameOpensAsItStood_data()
    {
        QTest::addColumn<QString>("game");
        for (const knobel::GameDef* def : tableGames())
            QTest::newRow(def->id().data()) << QString::fromStdString(std::string(def->id()));
    }
    void savedGameOpensAsItStood()
    {
        QFETCH(QString, game);
        QTemporaryDir folder;
        TableController table;
        table.setAutosaveFolder(folder.filePath(QStringLiteral("autosave")));
        QCOMPARE(table.startGame(game, seatsFor(game, {"Anna", "Ben"}), {}, QStringLiteral("12")), QString());
        std::mt19937 random(3);
        for (int i = 0; i < 15 && !table.isFinished(); ++i)
            QVERIFY(playOne(table, random));
        if (table.privacy())
            table.confirmViewer();
        // Autosaved as it went.
        QVERIFY(QFileInfo::exists(table.autosaveFile()));
        const QString file = folder.filePath(QStringLiteral("game.knobel"));
        QCOMPARE(table.saveAs(file), QString());
        QVERIFY(TableController::handlesFile(file));
        QVERIFY(!table.isModified());

        TableController opened;
        QCOMPARE(opened.openFile(file), QString());
        if (table.isRoundEnded()) {
            // A file keeps no pause: opened, the next deal's cups are thrown, the same dice as Go on
            // throws them here.
            table.skipComputer();
            QTRY_VERIFY(!table.isRoundEnded());
        }
        QCOMPARE(opened.match()->record(), table.match()->record());
        if (opened.privacy())
            opened.confirmViewer();
        QCOMPARE(opened.viewer(), table.viewer());
        QCOMPARE(opened.shownObservation(), table.shownObservation());
        QCOMPARE(opened.status(), table.status());
        QCOMPARE(qobject_cast<QStringListModel*>(opened.log())->stringList(),
            qobject_cast<QStringListModel*>(table.log())->stringList());
        QCOMPARE(opened.fileName(), QFileInfo(file).absoluteFilePath());

        // A damaged file is refused, and the game on the screen stays.
        QFile broken(folder.filePath(QStringLiteral("broken.knobel")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{\"format\": \"knobelbecher-game\", \"version\": 2, \"game\": ");
        broken.close();
        QVERIFY(!opened.openFile(broken.fileName()).isEmpty());
        QCOMPARE(opened.match()->record(), table.match()->record());
    }

    void fixturesOpen_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("finished");
        for (const knobel::GameDef* def : tableGames()) {
            const char* game = def->id().data();
            QTest::addRow("%s finished opens finished", game)
                << QStringLiteral("%1-finished.knobel").arg(game) << true;
            QTest::addRow("%s in progress opens in progress", game)
                << QStringLiteral("%1-in-progress.knobel").arg(game) << false;
        }
    }
    void fixturesOpen()
    {
        QFETCH(QString, file);
        QFETCH(bool, finished);
        const QString path = fixtureFile(file);
        QVERIFY(TableController::handlesFile(path));
        TableController table;
        QCOMPARE(table.openFile(path), QString());
        QCOMPARE(table.isFinished(), finished);
        QVERIFY(table.log()->rowCount() > 0);
        if (finished) {
            QVERIFY(!table.standings().isEmpty());
            QTemporaryDir folder;
            const QString pdf = folder.filePath(QStringLiteral("result.pdf"));
            QCOMPARE(table.exportPdf(pdf), QString());
            QVERIFY(QFileInfo(pdf).size() > 1000);
            QVERIFY(table.printout().join(u'\n').contains(table.playerNames().first()));
        } else {
            if (table.privacy())
                table.confirmViewer();
            QVERIFY(table.isMyTurn() || table.isComputerTurn());
        }
    }

    void preparationShowsProgressAndCanBeCancelled_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("level");
        QTest::addColumn<QVariantMap>("options");
        QTest::addColumn<QString>("standIn");
        // Poker Dice's perfect solves the deal (options no other test uses: nothing is solved yet).
        QTest::newRow("Poker Dice") << "pokerdice"
                                    << "perfect" << QVariantMap{{"max_stake", 3}} << "beginner";
    }
    /// A cancelled preparation leaves a game that goes on: a level that needs nothing prepared plays
    /// the seat for the rest of the game, the log (and a screen reader) says so, Hurry hurries it, and
    /// the person can take back their moves again.
    void preparationShowsProgressAndCanBeCancelled()
    {
        QFETCH(QString, game);
        QFETCH(QString, level);
        QFETCH(QVariantMap, options);
        QFETCH(QString, standIn);
        QTemporaryDir folder;
        TableController table;
        table.setTableFolder(folder.path()); // no table there: it must be built
        table.setComputerPace(5000); // Hurry, not the pace, moves the computer on
        QSignalSpy progress(&table, &TableController::preparationChanged);
        QSignalSpy told(&table, &TableController::told);
        QCOMPARE(table.startGame(game, {"Anna", "Computer"}, options, QStringLiteral("1"), {"human", level}),
            QString());
        // Play until the computer is on turn.
        std::mt19937 random(1);
        for (int i = 0; i < 50 && !table.isComputerTurn(); ++i)
            QVERIFY(playOne(table, random));
        QVERIFY(table.isComputerTurn());
        QTRY_VERIFY(table.isPreparing());
        const std::size_t before = table.match()->record().actions.size();
        table.cancelPreparation();
        QTRY_VERIFY_WITH_TIMEOUT(!table.isPreparing(), waitLimit(30000));
        QVERIFY(progress.count() >= 2);

        // The screen says who plays now.
        const QStringList log = qobject_cast<QStringListModel*>(table.log())->stringList();
        const QString note = QStringLiteral("for the rest of this game Computer plays as %1 instead of %2.")
                                 .arg(standIn, level);
        QVERIFY2(!log.isEmpty() && bare(log.last()).contains(note), qPrintable(log.join(u'\n')));
        QTRY_VERIFY(std::any_of(told.begin(), told.end(),
            [&](const QList<QVariant>& said) { return bare(said.first().toString()).contains(note); }));

        // Hurry moves the computer on at once; the game goes on to the person's turn, who may take
        // back a move again.
        QTRY_VERIFY(!table.isThinking());
        table.skipComputer();
        QTRY_VERIFY_WITH_TIMEOUT(table.match()->record().actions.size() > before, waitLimit(5000));
        bool undone = false;
        for (int i = 0; i < 200 && !table.isFinished() && !undone; ++i) {
            if (table.isComputerTurn()) {
                table.skipComputer();
                QTRY_VERIFY_WITH_TIMEOUT(!table.isComputerTurn() || table.isFinished(), waitLimit(30000));
                continue;
            }
            // A die picked up or kept can be taken back: Undo works again.
            const auto& entries = table.actions()->entries();
            const auto die = std::find_if(entries.begin(), entries.end(),
                [](const auto& e) { return e.kind == "hold" || e.kind == "release"; });
            if (die != entries.end()) {
                QVERIFY(table.act(int(die - entries.begin())));
                QVERIFY(table.canUndo());
                QVERIFY(table.undo());
                undone = true;
                continue;
            }
            QVERIFY(playOne(table, random));
        }
        QVERIFY(undone || table.isFinished());
        // The note stays where it came in, once, when the log is told again (another language).
        Language::instance()->setCode(QStringLiteral("de"));
        Language::instance()->setCode(QStringLiteral("en"));
        QStringList again = qobject_cast<QStringListModel*>(table.log())->stringList();
        for (QString& line : again)
            line = bare(line);
        QCOMPARE(again.filter(note).size(), 1);
        table.endGame();
        QVERIFY(!table.hasGame());
    }

    /// Liar Dice's best computer needs its table (about 90 s of processor time the first time): the
    /// hint shows the progress like a computer seat does, and cancelling leaves no hint and the game
    /// as it was. (What Perfect's chances are is tested in tst_liardice with a small table.)
    /// Liar Dice ships its table with the program: in an empty table folder (a fresh install) its
    /// computer plays at once, with no preparation to wait for or to cancel.
    void liarDicePlaysFromItsShippedTable()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        TableController table;
        table.setTableFolder(folder.path());
        table.setComputerPace(0);
        bool prepared = false;
        connect(&table, &TableController::preparationChanged, &table,
            [&] { prepared = prepared || table.isPreparing(); });
        QCOMPARE(
            table.startGame("liardice", {"Anna", "Computer"}, {}, QStringLiteral("1"), {"human", "perfect"}),
            QString());
        std::mt19937 random(1);
        for (int i = 0; i < 50 && !table.isComputerTurn(); ++i)
            QVERIFY(playOne(table, random));
        QVERIFY(table.isComputerTurn());
        const std::size_t before = table.match()->record().actions.size();
        QTRY_VERIFY_WITH_TIMEOUT(table.match()->record().actions.size() > before, waitLimit(30000));
        QVERIFY(!prepared);
        QVERIFY(QDir(folder.path()).isEmpty()); // nothing was built or written
    }

    void hintThatNeedsATableShowsProgressAndCancels()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        TableController table;
        table.setTableFolder(folder.path()); // no table there: it must be built
        // Poker Dice's best level solves the deal first (a stake limit no other test solves).
        QCOMPARE(table.startGame("pokerdice", {"Anna", "Ben"}, {{"max_stake", 4}}, QStringLiteral("5")),
            QString());
        std::mt19937 random(3);
        for (int i = 0; i < 1 || !table.hintAvailable() || table.actions()->rowCount() < 2; ++i)
            QVERIFY(i < 200 && playOne(table, random));
        const int rows = table.actions()->rowCount();
        const QString status = table.status();
        QSignalSpy preparation(&table, &TableController::preparationChanged);
        table.requestHint();
        QVERIFY(table.isHinting());
        QVERIFY(table.isPreparing());
        table.cancelPreparation();
        QTRY_VERIFY_WITH_TIMEOUT(!table.isHinting(), waitLimit(30000));
        QVERIFY(!table.isPreparing());
        QVERIFY(preparation.count() >= 2);
        QVERIFY(table.hints().isEmpty());
        QCOMPARE(table.actions()->rowCount(), rows);
        QCOMPARE(table.status(), status);
        QVERIFY(table.hintAvailable()); // it can be asked again
    }

    void hintListsTheBestComputersChoices_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("steps");
        QTest::addColumn<bool>("policy");
        QTest::newRow("Chicago ranks keeping and stopping by their worth") << "chicago" << 1 << false;
        QTest::newRow("Lustige Sieben ranks the stakes by the chips they lose")
            << "lustigesieben" << 0 << false;
        QTest::newRow("Poker Dice ranks its choices by the expected chips") << "pokerdice" << 0 << false;
        QTest::newRow("Craps ranks the numbers to name by the chips the maker can expect")
            << "craps" << 0 << false;
    }
    void hintListsTheBestComputersChoices()
    {
        QFETCH(QString, game);
        QFETCH(int, steps);
        QFETCH(bool, policy);
        TableController table;
        QCOMPARE(table.startGame(game, seatsFor(game, {"Anna", "Ben"}), {}, QStringLiteral("5")), QString());
        std::mt19937 random(3);
        for (int i = 0; i < steps || !table.hintAvailable() || table.actions()->rowCount() < 2; ++i)
            QVERIFY(i < 200 && playOne(table, random));
        QVERIFY(table.hints().isEmpty());
        QSignalSpy changed(&table, &TableController::hintsChanged);
        QSignalSpy told(&table, &TableController::told);
        table.requestHint();
        QVERIFY(table.isHinting());
        QTRY_VERIFY_WITH_TIMEOUT(!table.isHinting(), waitLimit(60000));
        QVERIFY(!table.hints().isEmpty());
        // A screen reader hears the best choice, with its value, not only sees it listed.
        QCOMPARE(told.count(), 1);
        const QString said = bare(told.first().first().toString());
        const QVariantMap best = table.hints().first().toMap();
        QVERIFY2(said.startsWith(QStringLiteral("Hint: "))
                && said.contains(best.value(QStringLiteral("valueText")).toString()),
            qPrintable(said));
        QVERIFY(!table.hintMeaning().isEmpty());
        QCOMPARE(table.hintIsPolicy(), policy);

        // The same bot, asked from the same seat's own view, says the same, best first.
        const knobel::Match& match = *table.match();
        const knobel::Seat seat = match.toAct();
        const knobel::BotView view = match.botView(seat, 0);
        const auto bot = makeSeatBot(match.def(), match.def().levels().back(), match.setup().options);
        QVERIFY(bot);
        std::vector<std::pair<knobel::Action, double>> expected;
        if (!policy) {
            for (const auto& r : bot->rank(view))
                expected.emplace_back(r.action, r.value);
        } else {
            QVERIFY(bot->rank(view).empty());
            const std::vector<double> chances = bot->policy(view);
            for (std::size_t i = 0; i < view.legal.size(); ++i)
                if (chances[i] > 0)
                    expected.emplace_back(view.legal[i], chances[i]);
            std::stable_sort(expected.begin(), expected.end(),
                [](const auto& a, const auto& b) { return a.second > b.second; });
        }
        const auto& choices = table.hintChoices();
        QCOMPARE(choices.size(), expected.size());
        const QVariantList hints = table.hints();
        QCOMPARE(hints.size(), qsizetype(choices.size()));
        for (std::size_t i = 0; i < choices.size(); ++i) {
            QCOMPARE(choices[i].action, expected[i].first);
            QCOMPARE(choices[i].value, expected[i].second);
            if (i > 0)
                QVERIFY(choices[i].value <= choices[i - 1].value);
            // Only legal actions: each is a row of the table's actions (a keep: the throw).
            const QVariantMap hint = hints[qsizetype(i)].toMap();
            const int row = hint.value(QStringLiteral("row")).toInt();
            QVERIFY2(
                row >= 0 && row < table.actions()->rowCount(), qPrintable(hint.value("label").toString()));
            knobel::Action step = choices[i].action;
            if (step.type == knobel::Action::Type::Throw)
                step.faces.clear();
            QCOMPARE(table.actions()->entries()[std::size_t(row)].action, step);
            QVERIFY(!hint.value(QStringLiteral("label")).toString().isEmpty());
            QVERIFY(!hint.value(QStringLiteral("valueText")).toString().isEmpty());
        }
        // The position changes: the hint is gone.
        QVERIFY(playOne(table, random));
        QVERIFY(table.hints().isEmpty());
        QVERIFY(!table.isHinting());
    }

    void newLanguageRetellsTheLog()
    {
        TableController table;
        QCOMPARE(table.startGame("pokerdice", {"Anna", "Ben"}, {}, QStringLiteral("8")), QString());
        std::mt19937 random(4);
        for (int i = 0; i < 6; ++i)
            QVERIFY(playOne(table, random));
        const QStringList english = qobject_cast<QStringListModel*>(table.log())->stringList();
        Language::instance()->setCode(QStringLiteral("de"));
        const QStringList german = qobject_cast<QStringListModel*>(table.log())->stringList();
        Language::instance()->setCode(QStringLiteral("en"));
        QCOMPARE(german.size(), english.size());
        QVERIFY(german != english);
        // The dice in the log read as the dice on the table show them: German B, D, K, A.
        const QHash<QString, QString> letters{{"J", "B"}, {"Q", "D"}, {"K", "K"}, {"A", "A"}};
        int lettersSeen = 0;
        for (qsizetype i = 0; i < english.size(); ++i) {
            if (!english[i].contains(QStringLiteral(" throws ")))
                continue;
            const QStringList en = english[i].section(QStringLiteral(" throws "), 1).chopped(1).split(' ');
            const QStringList de = german[i].section(QStringLiteral(" wirft "), 1).chopped(1).split(' ');
            QCOMPARE(de.size(), en.size());
            for (qsizetype d = 0; d < en.size(); ++d) {
                QCOMPARE(de[d], letters.value(en[d], en[d]));
                lettersSeen += en[d] == QStringLiteral("J") || en[d] == QStringLiteral("Q");
            }
        }
        QVERIFY(lettersSeen > 0);
        QCOMPARE(qobject_cast<QStringListModel*>(table.log())->stringList(), english);
    }
};

QTEST_MAIN(TestTableController)
#include "tst_tablecontroller.moc"
