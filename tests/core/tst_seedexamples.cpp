// SPDX-License-Identifier: GPL-3.0-or-later
// Every example the seed texts give for the four sheet games, read as ../shared/rules-notes.md says.
#include <QTest>

#include "engine/registry.h"

using namespace knobel;

Q_DECLARE_METATYPE(std::vector<int>)

class TestSeedExamples : public QObject
{
    Q_OBJECT

private:
    static std::vector<int> facesOf(const QString& dice, DieKind kind)
    {
        std::vector<int> faces;
        for (const QString& token : dice.split(u' ', Qt::SkipEmptyParts))
            faces.push_back(parseFace(token.toStdString(), kind).value_or(0));
        return faces;
    }

private slots:
    void points_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("dice");
        QTest::addColumn<bool>("served");
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("row");
        QTest::addColumn<int>("expected");

        // Seed 000, Ohio: "sechsmal die 6 (36 Punkte), sechsmal die 5 (30 Punkte) … bis sechsmal die 1 (6
        // Punkte)".
        QTest::newRow("Ohio: six sixes are 36 in row 6") << "ohio"
                                                         << "6 6 6 6 6 6" << false << ""
                                                         << "sixes" << 36;
        QTest::newRow("Ohio: six fives are 30 in row 5") << "ohio"
                                                         << "5 5 5 5 5 5" << false << ""
                                                         << "fives" << 30;
        QTest::newRow("Ohio: six ones are 6 in row 1") << "ohio"
                                                       << "1 1 1 1 1 1" << false << ""
                                                       << "ones" << 6;
        QTest::newRow("Ohio: 1 to 6 is Ohio for 40") << "ohio"
                                                     << "3 1 6 2 5 4" << false << ""
                                                     << "ohio" << 40;
        QTest::newRow("Ohio: five of a sequence is no Ohio") << "ohio"
                                                             << "1 2 3 4 5 5" << false << ""
                                                             << "ohio" << 0;
        // "warf er jedoch nur dreimal die 6 (18 Punkte), zweimal die 2 und einmal die 1 … zweimal die 2 (4
        // Punkte)"
        QTest::newRow("Ohio: three sixes of 6-6-6-2-2-1 are 18") << "ohio"
                                                                 << "6 6 6 2 2 1" << false << ""
                                                                 << "sixes" << 18;
        QTest::newRow("Ohio: the two twos of 6-6-6-2-2-1 are 4 in row 2") << "ohio"
                                                                          << "6 6 6 2 2 1" << false << ""
                                                                          << "twos" << 4;
        QTest::newRow("Ohio: the one of 6-6-6-2-2-1 is 1 in row 1") << "ohio"
                                                                    << "6 6 6 2 2 1" << false << ""
                                                                    << "ones" << 1;

        // Sechzerspiel: "So bringen z.B. 6 Augen in der Sechserreihe 36 Punkte, in der Zweierreihe jedoch nur
        // 12".
        QTest::newRow("Sechzerspiel: a six in row 6 is 36") << "sechzerspiel"
                                                            << "6" << false << ""
                                                            << "sixes" << 36;
        QTest::newRow("Sechzerspiel: a six in row 2 is 12") << "sechzerspiel"
                                                            << "6" << false << ""
                                                            << "twos" << 12;
        QTest::newRow("Sechzerspiel: a one in row 1 is 1") << "sechzerspiel"
                                                           << "1" << false << ""
                                                           << "ones" << 1;

        // Escalero: "Würfelt Adam z. B. die Kombination Neun-Bube-Dame-Dame-As … in die Reihe Damen 8 Punkte
        // (2 x 4)".
        QTest::newRow("Escalero: Adam's Nine-Jack-Queen-Queen-Ace is 8 in Queens")
            << "escalero"
            << "9 J Q Q A" << false << ""
            << "queens" << 8;
        // "Würfelt Berta z. B. in einem Wurf die Kombination Zehn-Bube-Dame-König-As … Quint 30 Punkte (Quint
        // serviert)".
        QTest::newRow("Escalero: Berta's Ten-Jack-Queen-King-Ace in one throw is Quint served 30")
            << "escalero"
            << "10 J Q K A" << true << ""
            << "quint" << 30;
        QTest::newRow("Escalero: the same Quint after keeping is 25") << "escalero"
                                                                      << "10 J Q K A" << false << ""
                                                                      << "quint" << 25;
        QTest::newRow("Escalero: Nine to King is a Quint too") << "escalero"
                                                               << "9 10 J Q K" << false << ""
                                                               << "quint" << 25;
        // "Würfelt Cäsar z. B. die Kombination Neun-Zehn-Zehn-Dame-As … Neuner 1 Punkt, … Damen 4 Punkte, …
        // Asse 6 Punkte".
        QTest::newRow("Escalero: Cäsar's Nine-Ten-Ten-Queen-Ace is 1 in Nines")
            << "escalero"
            << "9 10 10 Q A" << false << ""
            << "nines" << 1;
        QTest::newRow("Escalero: Cäsar's Nine-Ten-Ten-Queen-Ace is 4 in Queens")
            << "escalero"
            << "9 10 10 Q A" << false << ""
            << "queens" << 4;
        QTest::newRow("Escalero: Cäsar's Nine-Ten-Ten-Queen-Ace is 6 in Aces") << "escalero"
                                                                               << "9 10 10 Q A" << false << ""
                                                                               << "aces" << 6;
        // "Würfelt Adam z. B. mit 3 Würfen die Kombination Zehn-Zehn-Zehn-As-As … Full Hand 30 Punkte".
        QTest::newRow("Escalero: Adam's Ten-Ten-Ten-Ace-Ace after keeping is Full Hand 30")
            << "escalero"
            << "10 10 10 A A" << false << ""
            << "full_hand" << 30;
        QTest::newRow("Escalero: a served Full Hand is 35") << "escalero"
                                                            << "10 10 10 A A" << true << ""
                                                            << "full_hand" << 35;
        QTest::newRow("Escalero: Poker is 40") << "escalero"
                                               << "K K K K 9" << false << ""
                                               << "poker" << 40;
        QTest::newRow("Escalero: Poker served is 45") << "escalero"
                                                      << "K K K K 9" << true << ""
                                                      << "poker" << 45;
        QTest::newRow("Escalero: Fünfling is 50") << "escalero"
                                                  << "A A A A A" << false << ""
                                                  << "five" << 50;
        QTest::newRow("Escalero: a served Fünfling in the Fünfling row is still 50")
            << "escalero"
            << "A A A A A" << true << ""
            << "five" << 50;
        QTest::newRow("Escalero: Fünfling serviert is 100") << "escalero"
                                                            << "A A A A A" << true << ""
                                                            << "five_served" << 100;
        QTest::newRow("Escalero: Fünfling serviert needs a served throw") << "escalero"
                                                                          << "A A A A A" << false << ""
                                                                          << "five_served" << 0;
        QTest::newRow("Escalero: German letters read Bube and Dame") << "escalero"
                                                                     << "9 B D D A" << false << ""
                                                                     << "queens" << 8;
        QTest::newRow("Escalero: five alike count as Poker by default") << "escalero"
                                                                        << "D D D D D" << false << ""
                                                                        << "poker" << 40;
        QTest::newRow("Escalero: five alike are no Poker when the option is off")
            << "escalero"
            << "D D D D D" << false << "five_counts_as_poker=false"
            << "poker" << 0;
        QTest::newRow("Escalero: five alike are no Full Hand by default") << "escalero"
                                                                          << "D D D D D" << false << ""
                                                                          << "full_hand" << 0;
        QTest::newRow("Escalero: five alike count as Full Hand with the option")
            << "escalero"
            << "D D D D D" << true << "five_counts_as_full_hand=true"
            << "full_hand" << 35;

        // Seed 001: "Drei Einser werden beispielsweise mit 3 eingetragen oder vier Sechser mit 24".
        QTest::newRow("Würfel-Poker: three ones are 3") << "wuerfelpoker"
                                                        << "1 1 1 4 5" << false << ""
                                                        << "ones" << 3;
        QTest::newRow("Würfel-Poker: four sixes are 24") << "wuerfelpoker"
                                                         << "6 6 6 6 2" << false << ""
                                                         << "sixes" << 24;
        // "Die Straße zählt 20 Punkte und die Straße serviert 25."
        QTest::newRow("Würfel-Poker: a straight is 20") << "wuerfelpoker"
                                                        << "1 2 3 4 5" << false << ""
                                                        << "straight" << 20;
        QTest::newRow("Würfel-Poker: 2 to 6 is a straight served for 25") << "wuerfelpoker"
                                                                          << "6 5 4 3 2" << true << ""
                                                                          << "straight" << 25;
        QTest::newRow("Würfel-Poker: 1-2-3-4-6 is no straight") << "wuerfelpoker"
                                                                << "1 2 3 4 6" << true << ""
                                                                << "straight" << 0;
        // "Das Full House zählt 30 Punkte, das Full House serviert 35" — "z.B. drei Vierer und zwei Fünfer".
        QTest::newRow("Würfel-Poker: three fours and two fives are a full house for 30")
            << "wuerfelpoker"
            << "4 4 4 5 5" << false << ""
            << "full_house" << 30;
        QTest::newRow("Würfel-Poker: a served full house is 35") << "wuerfelpoker"
                                                                 << "4 4 4 5 5" << true << ""
                                                                 << "full_house" << 35;
        // "der Poker 40 und der Poker serviert 45 Punkte".
        QTest::newRow("Würfel-Poker: Poker is 40") << "wuerfelpoker"
                                                   << "3 3 3 3 1" << false << ""
                                                   << "poker" << 40;
        QTest::newRow("Würfel-Poker: Poker served is 45") << "wuerfelpoker"
                                                          << "3 3 3 3 1" << true << ""
                                                          << "poker" << 45;
        // "Das Grande zählt 50 Punkte. Das Grande serviert zählt, eingetragen auf dem Platz für das nicht
        // servierte Grande, 55 Punkte, auf dem Platz für das Grande serviert dagegen 100 Punkte".
        QTest::newRow("Würfel-Poker: Grande is 50") << "wuerfelpoker"
                                                    << "2 2 2 2 2" << false << ""
                                                    << "grande" << 50;
        QTest::newRow("Würfel-Poker: a served Grande in the Grande row is 55") << "wuerfelpoker"
                                                                               << "2 2 2 2 2" << true << ""
                                                                               << "grande" << 55;
        QTest::newRow("Würfel-Poker: a served Grande in Grande serviert is 100") << "wuerfelpoker"
                                                                                 << "2 2 2 2 2" << true << ""
                                                                                 << "grande_served" << 100;
        QTest::newRow("Würfel-Poker: Grande serviert needs a served throw") << "wuerfelpoker"
                                                                            << "2 2 2 2 2" << false << ""
                                                                            << "grande_served" << 0;
        QTest::newRow("Würfel-Poker: a Grande counts as Poker served by default") << "wuerfelpoker"
                                                                                  << "2 2 2 2 2" << true << ""
                                                                                  << "poker" << 45;
        QTest::newRow("Würfel-Poker: a Grande as full house with the option")
            << "wuerfelpoker"
            << "2 2 2 2 2" << false << "five_counts_as_full_hand=true"
            << "full_house" << 30;
    }

    void points()
    {
        QFETCH(QString, game);
        QFETCH(QString, dice);
        QFETCH(bool, served);
        QFETCH(QString, option);
        QFETCH(QString, row);
        QFETCH(int, expected);

        const SheetGame* rules = findSheetGame(game.toStdString());
        QVERIFY(rules);
        RuleOptions options = rules->defaultOptions();
        if (!option.isEmpty())
            QCOMPARE(options.assign(rules->options(), option.toStdString()), std::nullopt);
        const Throw thrown{facesOf(dice, rules->dieKind()), served};
        QCOMPARE(int(thrown.faces.size()), rules->diceCount());
        const int rowIndex = rules->rowIndex(row.toStdString());
        QVERIFY(rowIndex >= 0);
        QCOMPARE(rules->points(rowIndex, thrown, options), expected);
    }

    void bestSheet_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("bestThrows");
        QTest::addColumn<int>("expected");
        // Ohio's table in seed 000: Max has 6, 12, 18, 24, 30, 36, 40 — "die maximale Punktzahl von 166".
        QTest::newRow("Ohio: Max's perfect sheet is 166")
            << "ohio"
            << QStringList{"1 1 1 1 1 1", "2 2 2 2 2 2", "3 3 3 3 3 3", "4 4 4 4 4 4", "5 5 5 5 5 5",
                   "6 6 6 6 6 6", "1 2 3 4 5 6"}
            << 166;
        QTest::newRow("Sechzerspiel: six sixes in rows 1 to 6 are 126")
            << "sechzerspiel" << QStringList{"6", "6", "6", "6", "6", "6"} << 126;
    }

    void bestSheet()
    {
        QFETCH(QString, game);
        QFETCH(QStringList, bestThrows);
        QFETCH(int, expected);
        const SheetGame* rules = findSheetGame(game.toStdString());
        Sheet sheet(rules->columnCount(), int(rules->rows().size()));
        for (int row = 0; row < int(bestThrows.size()); ++row)
            sheet.setBox(0, row,
                rules->points(
                    row, {facesOf(bestThrows[row], rules->dieKind()), false}, rules->defaultOptions()));
        QVERIFY(sheet.isFull());
        QCOMPARE(sheet.total(), expected);
        for (int row = 0; row < sheet.rows(); ++row) {
            const auto values = rules->allowedValues(row, rules->defaultOptions());
            QCOMPARE(*sheet.box(0, row), values.back()); // every box holds its row's best value
        }
    }
};

QTEST_APPLESS_MAIN(TestSeedExamples)
#include "tst_seedexamples.moc"
