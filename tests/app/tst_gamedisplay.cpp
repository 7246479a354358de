// SPDX-License-Identifier: GPL-3.0-or-later
// What the controller tells the screen besides the rules: what a computer wrote, playing again,
// tables built before they are needed, and the dice in the player's language.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "gamecontroller.h"
#include "language.h"
#include "match.h"
#include "narrator.h"
#include "waitlimit.h"

class TestGameDisplay : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_tables;

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("KnobelbecherTests"));
        QVERIFY(m_tables.isValid());
        QVERIFY(Language::instance()->apply(QStringLiteral("en")));
    }

    void aComputersEntryLightsUpBeforeItIsWrittenAndIsNamedAfter()
    {
        GameController controller;
        controller.setTableFolder(m_tables.path());
        controller.setComputerPace(20);
        QCOMPARE(
            controller.startGame("escalero", {"Anna", "Ben"}, {}, "12", false, {"human", "good"}), QString());
        QVERIFY(controller.throwDice());
        QVERIFY(controller.writeBox(0, 0));
        QVERIFY(controller.isComputerTurn());
        // Each change of the line is checked against the sheet at that moment.
        QList<QVariantMap> seen;
        QList<bool> boxFree;
        QList<bool> diceOnTable;
        connect(&controller, &GameController::lastEntryChanged, this, [&] {
            const QVariantMap entry = controller.lastEntry();
            if (entry.isEmpty())
                return;
            seen << entry;
            boxFree << controller.match()->sheet(1).isFree(0, entry["row"].toInt());
            diceOnTable << !controller.match()->dice().empty();
        });
        QTRY_VERIFY_WITH_TIMEOUT(controller.currentPlayer() == 0, waitLimit(20000));
        QCOMPARE(seen.size(), 2);
        // First the box lights up while the computer's dice are still on the table…
        QCOMPARE(seen[0]["done"].toBool(), false);
        QVERIFY(boxFree[0]);
        QVERIFY(diceOnTable[0]);
        QCOMPARE(seen[0]["player"].toInt(), 1);
        QCOMPARE(seen[0]["column"].toInt(), 1); // the table's column: Ben's only column
        // …then it is written, and the line says what was written where.
        QCOMPARE(seen[1]["done"].toBool(), true);
        QVERIFY(!boxFree[1]);
        const int row = seen[1]["row"].toInt();
        const int points = controller.match()->sheet(1).box(0, row).value_or(-1);
        QCOMPARE(seen[1]["points"].toInt(), points);
        QCOMPARE(seen[1]["text"].toString(),
            QStringLiteral("\u2068Ben\u2069 wrote %1 %2").arg(controller.sheet()->rowName(row)).arg(points));
        // It stays until the next player throws.
        QCOMPARE(controller.lastEntry()["done"].toBool(), true);
        QVERIFY(controller.throwDice());
        QVERIFY(controller.lastEntry().isEmpty());
    }

    void aComputersEntryOnAOneColumnSheetNamesNoColumn()
    {
        GameController controller;
        controller.setTableFolder(m_tables.path());
        controller.setComputerPace(0);
        QCOMPARE(
            controller.startGame("escalero", {"Anna", "Ben"}, {}, "3", false, {"good", "human"}), QString());
        QTRY_VERIFY_WITH_TIMEOUT(controller.currentPlayer() == 1, waitLimit(20000));
        QVERIFY(
            controller.lastEntry()["text"].toString().startsWith(QStringLiteral("\u2068Anna\u2069 wrote ")));
        QVERIFY(!controller.lastEntry()["text"].toString().contains(QStringLiteral("column")));
    }

    void aComputersEntryOnAThreeColumnSheetShowsTheNumeralAndSaysTheNumber()
    {
        GameController controller;
        controller.setTableFolder(m_tables.path());
        controller.setComputerPace(0);
        GameNarrator narrator;
        QStringList said;
        connect(&narrator, &GameNarrator::announce, this, [&](const QString& text) { said << text; });
        narrator.setController(&controller);
        QCOMPARE(controller.startGame("wuerfelpoker", {"Anna", "Ben"}, {}, "3", false, {"beginner", "human"}),
            QString());
        // A beginner reads no table: its move comes at once, also under the sanitizers.
        QTRY_VERIFY_WITH_TIMEOUT(controller.currentPlayer() == 1, waitLimit(60000));
        // What the screen reader is told of the computer's entry: the number.
        QVERIFY(!said.isEmpty());
        QVERIFY2(said.last().contains(
                     QStringLiteral(" in column %1. ").arg(controller.lastEntry()["column"].toInt() % 3 + 1)),
            qPrintable(said.last()));
        const QVariantMap entry = controller.lastEntry();
        const int sheetColumn = entry["column"].toInt() % 3;
        const QString roman = QStringList{"I", "II", "III"}.at(sheetColumn);
        // On screen as the sheet heads its columns; to a screen reader, which would read "I" as a
        // letter, the column's number.
        QVERIFY2(entry["text"].toString().endsWith(QStringLiteral(" in column ") + roman),
            qPrintable(entry["text"].toString()));
        QVERIFY2(entry["spoken"].toString().endsWith(QStringLiteral(" in column %1").arg(sheetColumn + 1)),
            qPrintable(entry["spoken"].toString()));
        QCOMPARE(entry["spoken"].toString().section(QStringLiteral(" in column "), 0, 0),
            entry["text"].toString().section(QStringLiteral(" in column "), 0, 0));
    }

    void playAgainKeepsTheSetupWithNewDice()
    {
        GameController controller;
        QCOMPARE(controller.startGame(
                     "escalero", {"Anna", "Ben"}, {{"strict_keep", true}}, "99", false, {"human", "perfect"}),
            QString());
        controller.setComputerPace(0);
        QVERIFY(controller.throwDice());
        QVERIFY(controller.writeBox(0, 3));
        const knobel::GameSetup before = controller.match()->setup();
        QSignalSpy changed(&controller, &GameController::gameChanged);
        QCOMPARE(controller.playAgain(), QString());
        QCOMPARE(changed.count(), 1);
        const knobel::GameSetup after = controller.match()->setup();
        QCOMPARE(after.game, before.game);
        QCOMPARE(after.players, before.players);
        QCOMPARE(after.kinds, before.kinds);
        QVERIFY(after.options == before.options);
        QVERIFY(controller.match()->seed() != 99u);
        QCOMPARE(controller.match()->sheet(0).filledCount(), 0);
        QCOMPARE(controller.round(), 1);
        GameController empty;
        QVERIFY(!empty.playAgain().isEmpty());
    }

    void theTablesAreBuiltWhenTheGameIsSetUpNotWhenTheComputerFirstPlays()
    {
        QTemporaryDir folder;
        GameController controller;
        controller.setTableFolder(folder.path());
        controller.setPrepareTablesEarly(true);
        QSignalSpy preparation(&controller, &GameController::preparationChanged);
        // A computer chosen in the setup starts the build before the game starts…
        controller.prepareTables(QStringLiteral("escalero"), {{"five_counts_as_poker", false}});
        QVERIFY(controller.isPreparing());
        QTRY_VERIFY_WITH_TIMEOUT(!controller.isPreparing(), waitLimit(20000));
        QCOMPARE(controller.preparation(), 1.0);
        // …so that the game with those options does not wait for them.
        preparation.clear();
        QCOMPARE(controller.startGame("escalero", {"Anna", "Ben"}, {{"five_counts_as_poker", false}}, "5",
                     false, {"human", "good"}),
            QString());
        QVERIFY(!controller.isPreparing());
        QCOMPARE(preparation.count(), 0);
        // Other options need other tables: the game's start builds them, before anybody asks.
        QCOMPARE(controller.startGame("escalero", {"Anna"}, {}, "5", false), QString());
        QVERIFY(controller.isPreparing());
        QTRY_VERIFY_WITH_TIMEOUT(!controller.isPreparing(), waitLimit(20000));
        // Without the setting (the tests' controllers), nothing is built before it is needed.
        GameController lazy;
        lazy.setTableFolder(folder.path());
        QCOMPARE(lazy.startGame("ohio", {"Anna"}, {}, "5", false), QString());
        QVERIFY(!lazy.isPreparing());
    }

    void aHintWaitingForTablesOfAnotherGameGetsItsOwn()
    {
        QTemporaryDir folder;
        GameController controller;
        controller.setTableFolder(folder.path());
        controller.prepareTables(QStringLiteral("ohio"), {});
        QVERIFY(controller.isPreparing());
        QCOMPARE(controller.startGame("escalero", {"Anna"}, {}, "4", false), QString());
        QVERIFY(controller.throwDice());
        controller.requestHint();
        // The hint is worked out with Escalero's tables, not with the Ohio ones built meanwhile:
        // it is the hint a controller that never saw Ohio gives for the same dice.
        QTRY_VERIFY_WITH_TIMEOUT(!controller.hints().isEmpty(), waitLimit(20000));
        GameController fresh;
        fresh.setTableFolder(folder.path());
        QCOMPARE(fresh.startGame("escalero", {"Anna"}, {}, "4", false), QString());
        QVERIFY(fresh.throwDice());
        fresh.requestHint();
        QTRY_VERIFY_WITH_TIMEOUT(!fresh.hints().isEmpty(), waitLimit(20000));
        QCOMPARE(controller.hints(), fresh.hints());
    }

    void pokerDiceSpeakThePlayersLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("symbols");
        QTest::newRow("English cards: J, Q, K, A") << "en" << QStringList{"", "9", "10", "J", "Q", "K", "A"};
        QTest::newRow("German poker dice: B, D, K, A")
            << "de" << QStringList{"", "9", "10", "B", "D", "K", "A"};
    }
    void pokerDiceSpeakThePlayersLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, symbols);
        GameController controller;
        QCOMPARE(controller.startGame("escalero", {"Anna"}, {}, "21", false), QString());
        QSignalSpy symbolsChanged(controller.dice(), &DiceModel::symbolsChanged);
        QVERIFY(Language::instance()->apply(language));
        QCOMPARE(DiceModel::pokerSymbols(), symbols);
        QCOMPARE(controller.dice()->property("pokerSymbols").toStringList(), symbols);
        QVERIFY(controller.throwDice());
        for (int d = 0; d < controller.dice()->rowCount(); ++d) {
            const QModelIndex die = controller.dice()->index(d);
            QCOMPARE(
                die.data(DiceModel::SymbolRole).toString(), symbols[die.data(DiceModel::FaceRole).toInt()]);
        }
        // Typed in, both the English and the German letters are understood.
        for (const QString& dice : {QStringLiteral("9 J Q Q A"), QStringLiteral("9 B D D A")})
            QCOMPARE(controller.requestHintFor(0, dice, 2, true), QString());
        QVERIFY(Language::instance()->apply(QStringLiteral("en")));
        if (language == "de")
            QVERIFY(symbolsChanged.count() >= 1);
    }

    void hintsKeepTheDiceInThePlayersLanguage()
    {
        GameController controller;
        controller.setTableFolder(m_tables.path());
        QCOMPARE(controller.startGame("escalero", {"Adam"}, {}, "", true), QString());
        QVERIFY(Language::instance()->apply(QStringLiteral("de")));
        QCOMPARE(controller.requestHintFor(0, "D D D 9 10", 2, false), QString());
        QTRY_VERIFY_WITH_TIMEOUT(!controller.hints().isEmpty(), waitLimit(20000));
        QString keeps;
        for (const QVariant& hint : controller.hints())
            if (hint.toMap()["text"].toString().contains(QStringLiteral("stehen lassen")))
                keeps += hint.toMap()["text"].toString() + u'\n';
        QVERIFY2(keeps.contains(QStringLiteral("D D D")), qPrintable(keeps));
        QVERIFY2(!keeps.contains(u'Q'), qPrintable(keeps));
        QVERIFY(Language::instance()->apply(QStringLiteral("en")));
    }

    void hintsCountPointsInProperPlurals()
    {
        GameController controller;
        controller.setTableFolder(m_tables.path());
        QCOMPARE(controller.startGame("escalero", {"Adam"}, {}, "", true), QString());
        QCOMPARE(controller.requestHintFor(0, "9 10 J J A", 0, false), QString());
        QTRY_VERIFY_WITH_TIMEOUT(!controller.hints().isEmpty(), waitLimit(20000));
        for (const QVariant& hint : controller.hints()) {
            const QString text = hint.toMap()["text"].toString();
            QVERIFY2(!text.contains(QStringLiteral("(s)")), qPrintable(text));
        }
        // "Nines: 1 point", singular: one nine is worth 1.
        bool singular = false;
        for (const QVariant& hint : controller.hints())
            singular = singular || hint.toMap()["text"].toString().endsWith(QStringLiteral(": 1 point"));
        QVERIFY(singular || controller.hints().size() < 5);
    }
};

QTEST_MAIN(TestGameDisplay)
#include "tst_gamedisplay.moc"
