// SPDX-License-Identifier: GPL-3.0-or-later
#include <QTest>

#include "engine/registry.h"

using namespace knobel;

class TestOptions : public QObject
{
    Q_OBJECT

private slots:
    void defaultsFollowTheRulesNotes_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("value");
        QTest::newRow("Ohio: dice set aside may be taken back") << "ohio"
                                                                << "strict_keep"
                                                                << "false";
        QTest::newRow("Escalero: a later throw of all dice serves") << "escalero"
                                                                    << "served_first_throw_only"
                                                                    << "false";
        QTest::newRow("Escalero: five alike count as Poker") << "escalero"
                                                             << "five_counts_as_poker"
                                                             << "true";
        QTest::newRow("Escalero: five alike are no Full Hand") << "escalero"
                                                               << "five_counts_as_full_hand"
                                                               << "false";
        QTest::newRow("Würfel-Poker: columns are worth 1-2-4") << "wuerfelpoker"
                                                               << "column_values"
                                                               << "1-2-4";
        QTest::newRow("Würfel-Poker: Head pays double") << "wuerfelpoker"
                                                        << "head_multiplier"
                                                        << "2";
    }

    void defaultsFollowTheRulesNotes()
    {
        QFETCH(QString, game);
        QFETCH(QString, option);
        QFETCH(QString, value);
        QCOMPARE(findSheetGame(game.toStdString())->defaultOptions().value(option.toStdString()),
            value.toStdString());
    }

    void assign_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("assignment");
        QTest::addColumn<QString>("problem"); // a part of the message; empty: accepted
        QTest::newRow("a switch takes true") << "escalero"
                                             << "strict_keep=true"
                                             << "";
        QTest::newRow("a switch takes false") << "escalero"
                                              << "five_counts_as_poker=false"
                                              << "";
        QTest::newRow("a switch refuses yes") << "escalero"
                                              << "strict_keep=yes"
                                              << "takes true or false";
        QTest::newRow("a choice takes 2-2-4") << "wuerfelpoker"
                                              << "column_values=2-2-4"
                                              << "";
        QTest::newRow("a choice refuses 1-1-1") << "wuerfelpoker"
                                                << "column_values=1-1-1"
                                                << "takes one of 1-2-4, 2-2-4";
        QTest::newRow("a number takes 3") << "wuerfelpoker"
                                          << "head_multiplier=3"
                                          << "";
        QTest::newRow("a number refuses 0") << "wuerfelpoker"
                                            << "head_multiplier=0"
                                            << "from 1 to 10";
        QTest::newRow("a number refuses 2x") << "wuerfelpoker"
                                             << "head_multiplier=2x"
                                             << "from 1 to 10";
        QTest::newRow("an unknown option is named") << "ohio"
                                                    << "column_values=2-2-4"
                                                    << "unknown option 'column_values'";
        QTest::newRow("Sechzerspiel knows no options") << "sechzerspiel"
                                                       << "strict_keep=true"
                                                       << "knows: none";
        QTest::newRow("an assignment needs =") << "escalero"
                                               << "strict_keep"
                                               << "NAME=VALUE";
    }

    void assign()
    {
        QFETCH(QString, game);
        QFETCH(QString, assignment);
        QFETCH(QString, problem);
        const SheetGame& rules = *findSheetGame(game.toStdString());
        RuleOptions options = rules.defaultOptions();
        const RuleOptions before = options;
        const auto result = options.assign(rules.options(), assignment.toStdString());
        if (problem.isEmpty()) {
            QCOMPARE(result, std::nullopt);
            const auto eq = assignment.indexOf(u'=');
            QCOMPARE(options.value(assignment.left(eq).toStdString()), assignment.mid(eq + 1).toStdString());
        } else {
            QVERIFY(result.has_value());
            QVERIFY2(QString::fromStdString(*result).contains(problem), result->c_str());
            QCOMPARE(options, before); // a refused value changes nothing
        }
    }
};

QTEST_APPLESS_MAIN(TestOptions)
#include "tst_options.moc"
