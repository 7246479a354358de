// SPDX-License-Identifier: GPL-3.0-or-later
// The window's game, wherever it comes from (GameSession): the stores read matches, the session hands
// each to the controller of its family and leaves the other; the window asks the session alone.
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cstdint>
#include <random>

#include "autosavestore.h"
#include "dice.h"
#include "gamecontroller.h"
#include "historystore.h"
#include "match.h"
#include "selfplay.h"
#include "session/gamesession.h"
#include "tablecontroller.h"
#include "waitlimit.h"

/// One of the ten highest announcements offered (hard to believe: a computer doubts it now and then).
int highCall(TableController& table, std::mt19937& random)
{
    std::vector<int> calls;
    const auto& entries = table.actions()->entries();
    for (std::size_t row = 0; row < entries.size(); ++row)
        if (entries[row].kind == QLatin1String("announce"))
            calls.push_back(int(row));
    if (calls.empty())
        return -1;
    const std::size_t top = std::min<std::size_t>(10, calls.size());
    return calls[calls.size() - 1 - random() % top];
}

class TestGameSession : public QObject
{
    Q_OBJECT

private slots:
    void anUnfinishedGameGoesToTheControllerOfItsFamily()
    {
        QTemporaryDir dir;
        GameController sheet;
        TableController table;
        sheet.setAutosaveFolder(dir.path());
        table.setAutosaveFolder(dir.path());
        GameSession session;
        session.setSheet(&sheet);
        session.setTable(&table);

        // A table game left after its first throw.
        QCOMPARE(table.startGame("chicago", {"Anna", "Ben"}, {}, QStringLiteral("3")), QString());
        QVERIFY(table.act(table.mainAction()));
        const QString tableFile = table.autosaveFile();
        table.endGame();
        // A sheet game in play when the table game is taken up again: it is left, the table plays.
        QCOMPARE(sheet.startGame("ohio", {"Anna"}, {}, QStringLiteral("1"), false), QString());
        QVERIFY(sheet.throwDice());
        const QString sheetFile = sheet.autosaveFile();
        QCOMPARE(session.resume(tableFile), QString());
        QVERIFY(table.hasGame());
        QVERIFY(!sheet.hasGame());
        QCOMPARE(table.autosaveFile(), tableFile);
        QCOMPARE(table.match()->record().actions.size(), std::size_t(1));
        // And back: the sheet game, which kept its autosave when it was left.
        QCOMPARE(session.resume(sheetFile), QString());
        QVERIFY(sheet.hasGame());
        QVERIFY(!table.hasGame());
        QCOMPARE(sheet.autosaveFile(), sheetFile);
        // What cannot be read changes nothing.
        QVERIFY(!session.resume(dir.filePath("missing.knobel")).isEmpty());
        QVERIFY(sheet.hasGame());
    }

    void aWindowWithoutATableRefusesATableGame()
    {
        QTemporaryDir dir;
        TableController table;
        table.setAutosaveFolder(dir.path());
        QCOMPARE(table.startGame("chicago", {"Anna", "Ben"}, {}, QStringLiteral("3")), QString());
        QVERIFY(table.act(table.mainAction()));
        const QString file = table.autosaveFile();
        table.endGame();
        GameController sheet;
        GameSession session;
        session.setSheet(&sheet);
        session.setTable(nullptr); // a window without the table's controller
        const QString problem = session.resume(file);
        QVERIFY2(problem.contains(QStringLiteral("cannot be played in this window")), qPrintable(problem));
        QVERIFY(!sheet.hasGame());
    }

    void aFinishedGameGoesIntoTheHistoryAndComesBackReadOnly()
    {
        QTemporaryDir dir;
        HistoryStore history;
        history.setDatabaseFile(dir.filePath("history.sqlite"));
        GameController sheet;
        TableController table;
        GameSession session;
        session.setSheet(&sheet);
        session.setTable(&table);
        // Jule plays itself: played out, it is finished.
        knobel::GameSetup setup;
        setup.game = "jule";
        setup.players = {"Anna", "Ben"};
        setup.seed = 11;
        auto match = std::make_unique<knobel::Match>(setup);
        knobel::playOut(*match);
        QVERIFY(match->isFinished());
        table.adopt(std::move(match));
        session.recordFinished(&history);
        QCOMPARE(history.gameCount(), 1);
        session.recordFinished(&history); // the same game again is kept once
        QCOMPARE(history.gameCount(), 1);

        QCOMPARE(sheet.startGame("ohio", {"Anna"}, {}, QStringLiteral("1"), false), QString());
        const int id = history.games().first().toMap()["id"].toInt();
        QCOMPARE(session.showFromHistory(&history, id), QString());
        QVERIFY(table.hasGame() && table.isReadOnly() && table.isFinished());
        QVERIFY(!sheet.hasGame());
        QVERIFY(!session.showFromHistory(&history, id + 100).isEmpty());
        QVERIFY(table.hasGame()); // still shown
    }

    void aGameStartsOrOpensWithTheControllerOfItsFamily_data()
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<bool>("scorePad");
        QTest::addColumn<bool>("fromFile");
        QTest::addColumn<QString>("page");
        QTest::newRow("a sheet game") << "ohio" << false << false << "sheet";
        QTest::newRow("a table game") << "chicago" << false << false << "table";
        QTest::newRow("a score pad") << "escalero" << true << false << "sheet";
        QTest::newRow("a file of a sheet game") << "ohio" << false << true << "sheet";
        QTest::newRow("a file of a table game") << "chicago" << false << true << "table";
    }

    void aGameStartsOrOpensWithTheControllerOfItsFamily()
    {
        QFETCH(QString, gameId);
        QFETCH(bool, scorePad);
        QFETCH(bool, fromFile);
        QFETCH(QString, page);
        QTemporaryDir dir;
        GameSession session; // with its own controllers, as in the window
        session.setAutosaveFolder(dir.path());
        QVERIFY(session.sheet() && session.table());
        QCOMPARE(session.sheet()->autosaveFolder(), dir.path());
        QCOMPARE(session.table()->autosaveFolder(), dir.path());
        QCOMPARE(session.page(), QString());
        SessionController* const expected = page == QLatin1String("table")
            ? static_cast<SessionController*>(session.table())
            : session.sheet();
        SessionController* const other = page == QLatin1String("table")
            ? static_cast<SessionController*>(session.sheet())
            : session.table();

        const QString file = dir.filePath(QStringLiteral("saved.knobel"));
        if (fromFile) {
            QCOMPARE(session.start(gameId, {"Anna", "Ben"}, {}, QStringLiteral("5")), QString());
            QCOMPARE(session.current(), expected);
            QCOMPARE(expected->saveAs(file), QString());
            session.endGame();
        }
        // The other family's game is on the table when this one comes: it is left.
        const QString otherGame
            = page == QLatin1String("table") ? QStringLiteral("ohio") : QStringLiteral("chicago");
        QCOMPARE(session.start(otherGame, {"Anna", "Ben"}, {}, QStringLiteral("7")), QString());
        QCOMPARE(session.current(), other);
        QCOMPARE(session.page(),
            page == QLatin1String("table") ? QStringLiteral("sheet") : QStringLiteral("table"));

        QSignalSpy currentChanged(&session, &GameSession::currentChanged);
        if (fromFile)
            QCOMPARE(session.openFile(file), QString());
        else
            QCOMPARE(session.start(gameId, {"Anna", "Ben"}, {}, QStringLiteral("5"), scorePad), QString());
        QVERIFY(currentChanged.count() > 0);
        QCOMPARE(session.page(), page);
        QCOMPARE(session.current(), expected);
        QVERIFY(expected->hasGame());
        QCOMPARE(expected->gameId(), gameId);
        QVERIFY2(!other->hasGame(), "the other family's controller has no game");
        if (page == QLatin1String("sheet"))
            QCOMPARE(session.sheet()->isScorePad(), scorePad);
        if (fromFile)
            QCOMPARE(expected->fileName(), file);

        // What cannot be opened changes nothing.
        QVERIFY(!session.openFile(dir.filePath(QStringLiteral("missing.knobel"))).isEmpty());
        QCOMPARE(session.current(), expected);
        QVERIFY(expected->hasGame());

        // The end, whichever controller plays.
        session.endGame();
        QVERIFY(!session.sheet()->hasGame());
        QVERIFY(!session.table()->hasGame());
        QCOMPARE(session.page(), QString());
    }

    /// The window gives the session its history: a game that ends goes there by itself, and its
    /// autosave may then go.
    void aGameThatEndsGoesIntoTheSessionsHistory()
    {
        QTemporaryDir dir;
        HistoryStore history;
        history.setDatabaseFile(dir.filePath("history.sqlite"));
        GameSession session;
        session.setAutosaveFolder(dir.path());
        session.setComputerPace(5000);
        session.setHistory(&history);
        QSignalSpy finished(&session, &GameSession::gameFinished);
        QSignalSpy recorded(&session, &GameSession::recorded);
        // Jule plays itself; Hurry plays it out at once.
        QCOMPARE(session.start(QStringLiteral("jule"), {"Anna", "Ben"}, {}, QStringLiteral("8")), QString());
        QCOMPARE(session.page(), QStringLiteral("table"));
        QCOMPARE(history.gameCount(), 0);
        const QString autosave = session.table()->autosaveFile();
        session.table()->skipComputer();
        QVERIFY(session.current()->isFinished());
        QCOMPARE(finished.count(), 1);
        QCOMPARE(history.gameCount(), 1);
        QCOMPARE(recorded.count(), 1);
        QCOMPARE(recorded.first().first().toString(), autosave);
        QVERIFY(!session.unsavedPending());
    }

    // Real dice (issue 32): the session waits for each throw typed, refuses what cannot have fallen,
    // and keeps the finished game as one of real dice; games it cannot offer so are refused.
    void aGameOfRealDiceWaitsForEachTypedThrow()
    {
        QTemporaryDir dir;
        HistoryStore history;
        history.setDatabaseFile(dir.filePath("history.sqlite"));
        GameSession session;
        session.setAutosaveFolder(dir.path());
        session.setComputerPace(5000);
        session.setHistory(&history);
        QVERIFY(GameSession::realDicePossible(QStringLiteral("jule")));
        QVERIFY(GameSession::realDicePossible(QStringLiteral("liardice"))); // each keeps their own cup
        // Würfel-Hold'em: every pocket comes from the bag at the table, so only among people.
        QVERIFY(GameSession::realDicePossible(QStringLiteral("holdem")));
        QVERIFY(GameSession::realDicePeopleOnly(QStringLiteral("holdem")));
        QVERIFY(!GameSession::realDicePeopleOnly(QStringLiteral("liardice")));
        QVERIFY(GameSession::realDicePossible(QStringLiteral("escalero"))); // the score sheet's too
        QVERIFY(
            session.start(QStringLiteral("holdem"), {"Anna", "Ben"}, {}, {}, false, {"human", "good"}, true)
                .contains(QStringLiteral("every seat is a person")));

        QCOMPARE(
            session.start(QStringLiteral("jule"), {"Anna", "Ben"}, {}, QStringLiteral("8"), false, {}, true),
            QString());
        SessionController* game = session.current();
        QVERIFY(game->realDice());
        QVERIFY(game->seed().isEmpty());
        int typed = 0;
        for (int step = 0; step < 2000 && !game->isFinished(); ++step) {
            if (!game->throwDue()) {
                session.table()->skipComputer(); // Jule plays itself: Hurry throws for the seat on turn
                continue;
            }
            if (typed == 0) {
                QCOMPARE(game->throwPrompt().isEmpty(), false);
                QCOMPARE(game->enterThrow(QStringLiteral("7")),
                    QStringLiteral("7 is not a face of these dice (1 to 6)."));
                QVERIFY(!game->hasMoves());
            }
            QStringList faces;
            for (int d = 0; d < game->throwDice(); ++d) // dice that fell any way, the same every run
                faces << QString::number((std::uint32_t(typed * 7 + d) * 2654435761u >> 16) % 6 + 1);
            QCOMPARE(game->enterThrow(faces.join(u' ')), QString());
            ++typed;
        }
        QVERIFY2(game->isFinished(), qPrintable(session.table()->status()));
        QVERIFY(typed > 0);
        QVERIFY(!game->throwDue());
        QCOMPARE(history.gameCount(), 1);
        QVERIFY(history.games().first().toMap()[QStringLiteral("realDice")].toBool());
        // Play again: real dice again.
        QCOMPARE(game->playAgain(), QString());
        QVERIFY(session.current()->realDice());
    }

    // Liar Dice with real dice against Good, to the end: Anna keeps her own cup (Enter alone, no
    // faces; no hint, and the page says why), her dice are typed only when a doubt lifts her cup;
    // Ben's cup is thrown by the program and never asked for.
    void liarDiceWithARealCupAgainstGood()
    {
        QTemporaryDir dir;
        HistoryStore history;
        history.setDatabaseFile(dir.filePath("history.sqlite"));
        GameSession session;
        session.setAutosaveFolder(dir.path());
        session.setComputerPace(0);
        session.setHistory(&history);
        QCOMPARE(session.start(QStringLiteral("liardice"), {"Anna", "Ben"}, {{"best_of", "5"}},
                     QStringLiteral("5"), false, {"human", "good"}, true),
            QString());
        TableController* table = session.table();
        SessionController* game = session.current();
        QCOMPARE(game, table);
        QVERIFY(game->realDice());
        std::mt19937 random(7);
        const QStringList faces{"9", "10", "B", "D", "K", "A"};
        int hidden = 0, lifted = 0, turns = 0;
        // Ben's cup is the program's, drawn anew every run: games follow until he has doubted Anna.
        for (int games = 0; games < 8 && (games == 0 || lifted == 0); ++games) {
            if (games > 0)
                QCOMPARE(game->playAgain(), QString());
            for (int step = 0; step < 3000 && !game->isFinished(); ++step) {
                QTRY_VERIFY_WITH_TIMEOUT(
                    game->isFinished() || game->throwDue() || table->isMyTurn(), waitLimit(20000));
                if (game->isFinished())
                    break;
                if (game->throwDue()) {
                    const QString prompt = game->throwPrompt();
                    QVERIFY2(game->throwSeat() != 1, qPrintable(prompt)); // his cup: the program's
                    if (game->throwHidden()) {
                        QVERIFY2(prompt.contains(QStringLiteral(" behind your screen and keep them hidden")),
                            qPrintable(prompt));
                        QCOMPARE(game->throwSeat(), 0);
                        if (hidden == 0) // her faces are not typed: only five Aces are shown
                            QCOMPARE(game->enterThrow(QStringLiteral("K K K K K")).isEmpty(), false);
                        QCOMPARE(game->enterThrow(QString()), QString());
                        ++hidden;
                    } else if (prompt.contains(QStringLiteral(", lift your cup."))) {
                        QStringList cup;
                        for (int d = 0; d < 5; ++d)
                            cup << faces[int(random() % 6)];
                        QCOMPARE(game->enterThrow(cup.join(u' ')), QString());
                        ++lifted;
                    } else { // a draw die, thrown in the open
                        QCOMPARE(game->enterThrow(faces[int(random() % 6)]), QString());
                    }
                    continue;
                }
                // Anna on turn, her cup closed to the program: no hint, and why.
                QVERIFY(!table->hintAvailable());
                QVERIFY(!table->hintOff().isEmpty());
                ++turns;
                const auto* actions = table->actions();
                const int doubt = actions->indexOf(QStringLiteral("doubt"));
                const int release = actions->indexOfDie(0, 0);
                if (doubt >= 0 && random() % 3 == 0) {
                    QVERIFY(table->act(doubt));
                } else if (release >= 0 && random() % 4 == 0) { // picks up a die and throws it again
                    QVERIFY(table->act(release));
                    QVERIFY(table->act(table->actions()->indexOf(QStringLiteral("throw"))));
                } else {
                    QVERIFY(table->act(highCall(*table, random)));
                }
            }
            QVERIFY2(game->isFinished(), qPrintable(table->status()));
        }
        QVERIFY(hidden >= 3);
        QVERIFY(lifted > 0);
        QVERIFY(turns > 2);
        QVERIFY(history.gameCount() >= 1);
        QVERIFY(history.games().first().toMap()[QStringLiteral("realDice")].toBool());
        // Every throw of Ben's cup was the program's (faces drawn), every one of Anna's unknown or lifted.
        const knobel::Match& match = *table->match();
        for (const auto& action : match.record().actions)
            if (action.type == knobel::Action::Type::Throw && action.group == 1)
                QVERIFY(action.faces.size() == 5 && action.faces[0] >= 1);
            else if (action.type == knobel::Action::Type::Throw && action.group == 0)
                QCOMPARE(action.faces, std::vector<int>(5, 0));
    }

    // Verdecktes Würfelpoker (and Joker Poker played hidden) with real dice against Good, to the
    // end: Anna's cup is never typed but when a doubt lifts it; the computers' cups are the program's.
    void pokerUnderCupsWithRealCupsAgainstGood_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QVariantMap>("options");
        QTest::newRow("Verdecktes Würfelpoker") << "verdecktespoker" << QVariantMap{{"rounds", "3"}};
        QTest::newRow("Joker Poker hidden")
            << "jokerpoker" << QVariantMap{{"hidden", "true"}, {"rounds", "3"}};
    }

    void pokerUnderCupsWithRealCupsAgainstGood()
    {
        QFETCH(QString, game);
        QFETCH(QVariantMap, options);
        QTemporaryDir dir;
        GameSession session;
        session.setAutosaveFolder(dir.path());
        session.setComputerPace(0);
        QCOMPARE(session.start(game, {"Anna", "Ben", "Cleo"}, options, QStringLiteral("5"), false,
                     {"human", "good", "good"}, true),
            QString());
        TableController* table = session.table();
        SessionController* current = session.current();
        QVERIFY(current->realDice());
        std::mt19937 random(11);
        const QStringList faces{"9", "10", "J", "Q", "K", "A"};
        int hidden = 0, lifted = 0;
        // The computers' cups are drawn anew every run: games follow until one has doubted Anna.
        for (int games = 0; games < 8 && (games == 0 || lifted == 0); ++games) {
            if (games > 0)
                QCOMPARE(current->playAgain(), QString());
            for (int step = 0; step < 3000 && !current->isFinished(); ++step) {
                QTRY_VERIFY_WITH_TIMEOUT(
                    current->isFinished() || current->throwDue() || table->isMyTurn(), waitLimit(20000));
                if (current->isFinished())
                    break;
                if (current->throwDue()) {
                    const QString prompt = current->throwPrompt();
                    if (current->throwHidden()) {
                        QCOMPARE(current->throwSeat(), 0); // the computers' cups are the program's
                        QVERIFY2(prompt.contains(QStringLiteral("under your cup")), qPrintable(prompt));
                        QCOMPARE(current->enterThrow(QString()), QString());
                        ++hidden;
                    } else {
                        QVERIFY2(prompt.contains(QStringLiteral(", lift your cup.")), qPrintable(prompt));
                        QStringList cup;
                        for (int d = 0; d < 5; ++d)
                            cup << faces[int(random() % 6)];
                        QCOMPARE(current->enterThrow(cup.join(u' ')), QString());
                        ++lifted;
                    }
                    continue;
                }
                if (table->actions()->indexOf(QStringLiteral("announce")) >= 0) // her cup unknown: no hint
                    QVERIFY(!table->hintAvailable() && !table->hintOff().isEmpty());
                const auto* actions = table->actions();
                const int doubt = actions->indexOf(QStringLiteral("doubt"));
                if (doubt >= 0)
                    QVERIFY(table->act(random() % 2 ? doubt : actions->indexOf(QStringLiteral("believe"))));
                else // a call so high that it is doubted now and then
                    QVERIFY(table->act(highCall(*table, random)));
            }
            QVERIFY2(current->isFinished(), qPrintable(table->status()));
        }
        QVERIFY(hidden >= 3);
        QVERIFY(lifted > 0);
    }

    // A typed throw is told as a thrown one: the same game on screen and with real dice (the same
    // faces typed, the same choices) gives the same log, line for line, and the same result.
    void typedThrowsAreToldAsThrownOnes()
    {
        TableController drawn;
        drawn.setComputerPace(0);
        QCOMPARE(
            drawn.startGame(QStringLiteral("chicago"), {"Anna", "Ben"}, {}, QStringLiteral("17")), QString());
        for (int step = 0; step < 500 && !drawn.isFinished(); ++step)
            QVERIFY(drawn.isMyTurn() && drawn.act(0));
        QVERIFY(drawn.isFinished());

        TableController real;
        QCOMPARE(
            real.startGame(QStringLiteral("chicago"), {"Anna", "Ben"}, {}, QStringLiteral("17"), {}, true),
            QString());
        const auto& record = drawn.match()->record().actions;
        std::size_t next = 0; // the next recorded action whose faces are typed
        for (int step = 0; step < 1000 && !real.isFinished(); ++step) {
            if (!real.throwDue()) {
                QVERIFY(real.isMyTurn() && real.act(0));
                continue;
            }
            next = real.match()->record().actions.size();
            QVERIFY(next < record.size() && record[next].type == knobel::Action::Type::Throw);
            const auto spec = real.match()->awaitedSpec();
            QVERIFY(spec);
            QStringList faces;
            for (std::size_t d = 0; d < spec->thrown.size(); ++d)
                if (spec->thrown[d])
                    faces << QString::number(record[next].faces[d]);
            QCOMPARE(real.enterThrow(faces.join(u' ')), QString());
        }
        QVERIFY(real.isFinished());
        QCOMPARE(real.match()->record().actions == record, true);
        QCOMPARE(real.match()->result() == drawn.match()->result(), true);
        QAbstractItemModel* a = drawn.log();
        QAbstractItemModel* b = real.log();
        QVERIFY(a->rowCount() > 5);
        QCOMPARE(b->rowCount(), a->rowCount());
        for (int row = 0; row < a->rowCount(); ++row)
            QCOMPARE(b->index(row, 0).data().toString(), a->index(row, 0).data().toString());
    }

    // The score sheet's games with real dice, through the session: Anna throws once and writes the
    // first open box, Ben is a computer. The same game on screen (the seeded roller) and with its
    // dice typed gives the same record and the same sheets; Ben's throws are asked of the person at
    // the table, then Ben writes; a refused face changes nothing.
    void aSheetGameOfRealDiceIsPlayedAsOnScreen_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<bool>("german"); // poker dice typed with the German letters 9 10 B D K A
        QTest::newRow("Escalero, poker dice") << "escalero" << true;
        QTest::newRow("Würfel-Poker") << "wuerfelpoker" << false;
        QTest::newRow("Sechzerspiel") << "sechzerspiel" << false;
        QTest::newRow("Ohio") << "ohio" << false;
    }

    void aSheetGameOfRealDiceIsPlayedAsOnScreen()
    {
        QFETCH(QString, game);
        QFETCH(bool, german);
        const QStringList names{"Anna", "Ben"};
        const QStringList kinds{"human", "beginner"};
        const auto writeFirstOpen = [](GameController& c) {
            const knobel::Match& m = *c.match();
            const int columns = m.sheetGame().columnCount(m.setup().options);
            for (int row = 0; row < int(m.sheetGame().rows().size()); ++row)
                for (int column = 0; column < columns; ++column)
                    if (m.isOpen(column, row) && c.writeBox(column, row))
                        return true;
            return false;
        };

        QTemporaryDir dir;
        GameController drawn;
        drawn.setAutosaveFolder(dir.path());
        drawn.setComputerPace(0);
        QCOMPARE(drawn.startGame(game, names, {}, QStringLiteral("17"), false, kinds), QString());
        for (int turn = 0; turn < 500 && !drawn.isFinished(); ++turn) {
            QTRY_VERIFY_WITH_TIMEOUT(!drawn.isComputerTurn(), waitLimit(20000));
            if (drawn.isFinished())
                break;
            QVERIFY(drawn.throwDice());
            QVERIFY(writeFirstOpen(drawn));
        }
        QVERIFY(drawn.isFinished());

        QVERIFY(GameSession::realDicePossible(game));
        GameSession session;
        session.setAutosaveFolder(dir.path());
        session.setComputerPace(0);
        QCOMPARE(session.start(game, names, {}, QStringLiteral("17"), false, kinds, true), QString());
        GameController* real = session.sheet();
        QCOMPARE(session.current(), real);
        QVERIFY(real->realDice());
        const knobel::DieKind kind = real->match()->sheetGame().dieKind();
        QCOMPARE(kind == knobel::DieKind::Poker, german);
        const QStringList germanFaces{"", "9", "10", "B", "D", "K", "A"};
        const auto& record = drawn.match()->record().actions;
        int refused = 0, askedForBen = 0, typed = 0;
        for (int step = 0; step < 5000 && !real->isFinished(); ++step) {
            QTRY_VERIFY_WITH_TIMEOUT(real->throwDue() || !real->isComputerTurn(), waitLimit(20000));
            if (real->isFinished())
                break;
            if (!real->throwDue()) { // Anna's turn: she throws, then writes what the dice give
                if (real->throwsMade() == 0)
                    QVERIFY(real->throwDice());
                else
                    QVERIFY(writeFirstOpen(*real));
                continue;
            }
            const std::size_t next = real->match()->record().actions.size();
            QVERIFY(next < record.size() && record[next].type == knobel::Action::Type::Throw);
            const auto spec = real->match()->awaitedSpec();
            QVERIFY(spec);
            QStringList faces;
            for (std::size_t d = 0; d < spec->thrown.size(); ++d)
                if (spec->thrown[d])
                    faces << (german
                            ? germanFaces.value(record[next].faces[d])
                            : QString::fromStdString(knobel::faceSymbol(record[next].faces[d], kind)));
            if (refused == 0) { // a face the dice do not have: nothing changes, the throw still waits
                QSignalSpy changed(real, &SessionController::stateChanged);
                QVERIFY(
                    !real->enterThrow(german ? QStringLiteral("4 4 4 4 4") : QStringLiteral("7")).isEmpty());
                QCOMPARE(changed.count(), 0);
                QCOMPARE(real->match()->record().actions.size(), next);
                QVERIFY(real->throwDue());
                ++refused;
            }
            if (real->throwSeat() == 1) {
                QVERIFY(real->isComputerTurn());
                if (askedForBen == 0) { // Ben's dice mistyped: taken back, and Ben's throw is asked again
                    QCOMPARE(real->enterThrow(QStringList(faces.size(), german ? "A" : "6").join(u' ')),
                        QString());
                    QVERIFY(!real->throwDue());
                    QVERIFY(real->canUndo());
                    QVERIFY(real->undo()); // the throw is taken back: Ben chooses again, the same
                    QCOMPARE(real->match()->record().actions.size(), next);
                    QTRY_VERIFY_WITH_TIMEOUT(real->throwDue(), waitLimit(20000));
                    QCOMPARE(real->throwSeat(), 1);
                    QCOMPARE(real->match()->record().actions.size(), next);
                }
                QVERIFY2(
                    real->throwPrompt().contains(QStringLiteral("Ben")), qPrintable(real->throwPrompt()));
                ++askedForBen;
            }
            QSignalSpy thrown(real, &GameController::diceThrown);
            QCOMPARE(real->enterThrow(faces.join(u' ')), QString());
            QCOMPARE(thrown.count(), 1);
            ++typed;
        }
        QVERIFY2(real->isFinished(), qPrintable(real->status()));
        QVERIFY(!real->throwDue());
        QVERIFY(askedForBen > 0 && refused == 1 && typed > askedForBen);
        QCOMPARE(real->match()->record().actions == record, true);
        QCOMPARE(real->match()->result() == drawn.match()->result(), true);
        const int columns = drawn.match()->sheetGame().columnCount(drawn.match()->setup().options);
        for (int p = 0; p < 2; ++p) {
            QVERIFY(real->match()->sheet(p).filledCount() > 0);
            for (int row = 0; row < int(drawn.match()->sheetGame().rows().size()); ++row)
                for (int column = 0; column < columns; ++column)
                    QCOMPARE(
                        real->match()->sheet(p).box(column, row), drawn.match()->sheet(p).box(column, row));
        }
    }

    // An unfinished score-sheet game of real dice is taken up again (it was refused before the sheet
    // waited for typed throws): the typed throw is there, and the next throw waits for its dice.
    void anUnfinishedSheetGameOfRealDiceIsResumed()
    {
        QTemporaryDir dir;
        GameSession session;
        session.setAutosaveFolder(dir.path());
        session.setComputerPace(0);
        QCOMPARE(session.start(
                     QStringLiteral("escalero"), {"Anna", "Ben"}, {}, QStringLiteral("5"), false, {}, true),
            QString());
        GameController* sheet = session.sheet();
        QVERIFY(sheet->throwDice());
        QVERIFY(sheet->throwDue());
        QVERIFY(!sheet->canThrow()); // the throw waits for its dice, not for another Throw
        QCOMPARE(sheet->enterThrow(QStringLiteral("K K D B 9")), QString());
        const QString file = sheet->autosaveFile();
        const auto before = sheet->match()->record().actions;
        session.endGame();
        QCOMPARE(session.resume(file), QString());
        QVERIFY(sheet->hasGame());
        QVERIFY(sheet->realDice());
        QCOMPARE(sheet->match()->record().actions == before, true);
        QCOMPARE(sheet->throwsMade(), 1);
        QVERIFY(sheet->throwDice());
        QVERIFY(sheet->throwDue());
        QCOMPARE(sheet->enterThrow(QStringLiteral("A A A A A")), QString());
        QCOMPARE(sheet->throwsMade(), 2);
    }

    void theSettingsReachBothControllers()
    {
        GameSession session;
        session.setComputerPace(0);
        session.setProgramTimeLimit(17);
        session.setProgramFallback(QStringLiteral("good"));
        session.setPrepareEarly(true);
        for (SessionController* c : {static_cast<SessionController*>(session.sheet()),
                 static_cast<SessionController*>(session.table())}) {
            QCOMPARE(c->computerPace(), 0);
            QCOMPARE(c->programTimeLimit(), 17);
            QCOMPARE(c->programFallback(), QStringLiteral("good"));
        }
        QVERIFY(session.sheet()->prepareTablesEarly());
    }

    void unsavedWorkOfEitherControllerIsTheSessions_data()
    {
        QTest::addColumn<bool>("table");
        QTest::newRow("the sheet's") << false;
        QTest::newRow("the table's") << true;
    }

    void unsavedWorkOfEitherControllerIsTheSessions()
    {
        QFETCH(bool, table);
        QTemporaryDir dir;
        GameSession session;
        UnsavedWork* unsaved = table ? session.table()->unsaved() : session.sheet()->unsaved();
        unsaved->setRetryInterval(3600 * 1000); // no retry of its own while the test looks
        QSignalSpy changed(&session, &GameSession::unsavedChanged);
        QVERIFY(!session.unsavedPending());
        QCOMPARE(session.unsavedProblem(), QString());
        // A folder that is a file: nothing can be written into it, not even by root.
        const QString notAFolder = dir.filePath(QStringLiteral("file"));
        {
            QFile f(notAFolder);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        const QString autosave = notAFolder + QStringLiteral("/game.knobel");
        unsaved->writeAutosave(autosave, QByteArrayLiteral("x"));
        QVERIFY(unsaved->isPending());
        QVERIFY(session.unsavedPending());
        QVERIFY(!session.unsavedProblem().isEmpty());
        QVERIFY(changed.count() > 0);
        QVERIFY(!session.retrySaving()); // still not written
        QVERIFY(session.unsavedPending());
        unsaved->forget(autosave);
        QVERIFY(!session.unsavedPending());
        QCOMPARE(session.unsavedProblem(), QString());
        QVERIFY(session.retrySaving());
    }
};

QTEST_MAIN(TestGameSession)
#include "tst_gamesession.moc"
