// SPDX-License-Identifier: GPL-3.0-or-later
// Every possible throw of every game, in every row, under every combination of switch options.
#include <QTest>

#include <algorithm>
#include <functional>
#include <set>

#include "engine/registry.h"

using namespace knobel;

namespace {

/// Calls visit for each of the 6^n throws.
void forEveryThrow(int dice, const std::function<void(const std::vector<int>&)>& visit)
{
    std::vector<int> faces(dice, 1);
    while (true) {
        visit(faces);
        int d = 0;
        while (d < dice && faces[d] == kFaceCount)
            faces[d++] = 1;
        if (d == dice)
            return;
        ++faces[d];
    }
}

/// Every combination of the game's switch options; the others keep their defaults.
std::vector<RuleOptions> everySwitchCombination(const SheetGame& game)
{
    std::vector<RuleOptions> all{game.defaultOptions()};
    for (const auto& spec : game.options()) {
        if (spec.type != OptionType::Switch)
            continue;
        std::vector<RuleOptions> doubled;
        for (const auto& options : all)
            for (const char* value : {"false", "true"}) {
                RuleOptions copy = options;
                copy.set(game.options(), spec.id, value);
                doubled.push_back(copy);
            }
        all = doubled;
    }
    return all;
}

// An oracle written apart from core/combinations.cpp: the shape of a throw as its group sizes, largest first.
std::vector<int> groupSizes(const std::vector<int>& faces)
{
    std::vector<int> counts(kFaceCount + 1, 0);
    for (int f : faces)
        ++counts[f];
    std::vector<int> sizes;
    for (int c : counts)
        if (c)
            sizes.push_back(c);
    std::sort(sizes.rbegin(), sizes.rend());
    return sizes;
}

bool oracleStraight(std::vector<int> faces)
{
    std::sort(faces.begin(), faces.end());
    return faces == std::vector<int>{1, 2, 3, 4, 5} || faces == std::vector<int>{2, 3, 4, 5, 6};
}

/// What serving adds in a row, as seed 000 (Escalero) and seed 001 (Würfel-Poker) state it.
int expectedServedBonus(
    const SheetGame& game, const std::string& row, const std::vector<int>& faces, const RuleOptions& options)
{
    if (game.diceCount() != 5)
        return 0;
    const auto shape = groupSizes(faces);
    const bool five = shape == std::vector<int>{5};
    if (row == "quint" || row == "straight")
        return oracleStraight(faces) ? 5 : 0;
    if (row == "full_hand" || row == "full_house")
        return shape == std::vector<int>{3, 2} || (five && options.flag("five_counts_as_full_hand")) ? 5 : 0;
    if (row == "poker")
        return shape == std::vector<int>{4, 1} || (five && options.flag("five_counts_as_poker")) ? 5 : 0;
    if (row == "grande")
        return five ? 5 : 0; // 55 instead of 50
    if (row == "five")
        return 0; // Escalero's Fünfling is 50 either way
    if (row == "five_served" || row == "grande_served")
        return five ? 100 : 0;
    return 0;
}

} // namespace

class TestExhaustive : public QObject
{
    Q_OBJECT

private:
    static void addEveryGame()
    {
        QTest::addColumn<QString>("game");
        for (const SheetGame* game : allSheetGames())
            QTest::newRow(std::string(game->name()).c_str())
                << QString::fromStdString(std::string(game->id()));
    }

private slots:

    void pointsLieInTheAllowedValues_data() { addEveryGame(); }
    void pointsLieInTheAllowedValues()
    {
        QFETCH(QString, game);
        const SheetGame& rules = *findSheetGame(game.toStdString());
        const int rows = int(rules.rows().size());
        for (const auto& options : everySwitchCombination(rules)) {
            std::vector<std::set<int>> reached(rows);
            std::vector<std::vector<int>> allowed;
            for (int r = 0; r < rows; ++r)
                allowed.push_back(rules.allowedValues(r, options));
            forEveryThrow(rules.diceCount(), [&](const std::vector<int>& faces) {
                for (bool served : {false, true})
                    for (int r = 0; r < rows; ++r) {
                        const int points = rules.points(r, {faces, served}, options);
                        if (!std::binary_search(allowed[r].begin(), allowed[r].end(), points))
                            QFAIL(qPrintable(QStringLiteral("%1 scores %2, which the row does not allow")
                                                 .arg(QString::fromStdString(rules.rows()[r].id))
                                                 .arg(points)));
                        reached[r].insert(points);
                    }
            });
            // No row allows a value that no throw reaches, apart from the 0 of striking out.
            for (int r = 0; r < rows; ++r) {
                QVERIFY(std::is_sorted(allowed[r].begin(), allowed[r].end()));
                std::set<int> expected = reached[r];
                if (rules.canStrike())
                    expected.insert(0);
                QCOMPARE(std::set<int>(allowed[r].begin(), allowed[r].end()), expected);
            }
        }
    }

    void servedDiffersExactlyWhereTheRulesSay_data() { addEveryGame(); }
    void servedDiffersExactlyWhereTheRulesSay()
    {
        QFETCH(QString, game);
        const SheetGame& rules = *findSheetGame(game.toStdString());
        for (const auto& options : everySwitchCombination(rules)) {
            forEveryThrow(rules.diceCount(), [&](const std::vector<int>& faces) {
                for (int r = 0; r < int(rules.rows().size()); ++r) {
                    const int bonus
                        = rules.points(r, {faces, true}, options) - rules.points(r, {faces, false}, options);
                    const int expected = expectedServedBonus(rules, rules.rows()[r].id, faces, options);
                    if (bonus != expected)
                        QFAIL(qPrintable(QStringLiteral("row %1: serving adds %2, the rules say %3")
                                             .arg(QString::fromStdString(rules.rows()[r].id))
                                             .arg(bonus)
                                             .arg(expected)));
                }
            });
        }
    }

    void optionsChangeExactlyWhatTheyName_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("changedRow"); // empty: no points change at all
        for (const SheetGame* game : allSheetGames()) {
            for (const auto& spec : game->options()) {
                QString value;
                if (spec.type == OptionType::Switch)
                    value = spec.defaultValue == "true" ? "false" : "true";
                else if (spec.type == OptionType::Choice)
                    value = QString::fromStdString(spec.choices.back() == spec.defaultValue
                            ? spec.choices.front()
                            : spec.choices.back());
                else
                    value = QString::number(spec.maximum);
                QString row;
                if (spec.id == "five_counts_as_poker")
                    row = "poker";
                else if (spec.id == "five_counts_as_full_hand")
                    row = game->id() == "escalero" ? "full_hand" : "full_house";
                const std::string name = std::string(game->name()) + ": " + spec.id + "="
                    + value.toStdString()
                    + (row.isEmpty() ? " changes no points"
                                     : " changes only " + row.toStdString() + " of five alike");
                QTest::newRow(name.c_str()) << QString::fromStdString(std::string(game->id()))
                                            << QString::fromStdString(spec.id) << value << row;
            }
        }
    }

    void optionsChangeExactlyWhatTheyName()
    {
        QFETCH(QString, game);
        QFETCH(QString, option);
        QFETCH(QString, value);
        QFETCH(QString, changedRow);
        const SheetGame& rules = *findSheetGame(game.toStdString());
        const RuleOptions defaults = rules.defaultOptions();
        RuleOptions changed = defaults;
        QCOMPARE(changed.set(rules.options(), option.toStdString(), value.toStdString()), std::nullopt);
        int changedThrows = 0;
        forEveryThrow(rules.diceCount(), [&](const std::vector<int>& faces) {
            const bool five = groupSizes(faces) == std::vector<int>{5};
            for (bool served : {false, true})
                for (int r = 0; r < int(rules.rows().size()); ++r) {
                    const bool differs = rules.points(r, {faces, served}, defaults)
                        != rules.points(r, {faces, served}, changed);
                    const bool named
                        = !changedRow.isEmpty() && rules.rows()[r].id == changedRow.toStdString() && five;
                    if (differs != named)
                        QFAIL(qPrintable(QStringLiteral("row %1 %2 under the option")
                                             .arg(QString::fromStdString(rules.rows()[r].id),
                                                 differs ? "changed" : "did not change")));
                    changedThrows += differs;
                }
        });
        // Six faces, served and not: the named row changes on exactly twelve throws.
        QCOMPARE(changedThrows, changedRow.isEmpty() ? 0 : 12);
    }

    void combinationsOccurAsOftenAsTheyShould_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("row");
        QTest::addColumn<int>("throws"); // of 6^5 = 7776 ordered throws
        // 2 straights × 5! orders; 6 × 5 full houses × 10 orders; 6 × 5 fours × 5 orders; 6 fives.
        for (const char* game : {"escalero", "wuerfelpoker"}) {
            const bool esc = QByteArray(game) == "escalero";
            QTest::newRow((std::string(game) + ": 240 straights").c_str())
                << game << (esc ? "quint" : "straight") << 240;
            QTest::newRow((std::string(game) + ": 300 full houses").c_str())
                << game << (esc ? "full_hand" : "full_house") << 300;
            // With five_counts_as_poker on by default the six five-alike throws count as Poker too.
            QTest::newRow((std::string(game) + ": 156 pokers, five alike included").c_str())
                << game << "poker" << 156;
            QTest::newRow((std::string(game) + ": 6 five alike").c_str())
                << game << (esc ? "five" : "grande") << 6;
        }
    }

    void combinationsOccurAsOftenAsTheyShould()
    {
        QFETCH(QString, game);
        QFETCH(QString, row);
        QFETCH(int, throws);
        const SheetGame& rules = *findSheetGame(game.toStdString());
        const int r = rules.rowIndex(row.toStdString());
        int count = 0;
        forEveryThrow(5, [&](const std::vector<int>& faces) {
            count += rules.points(r, {faces, false}, rules.defaultOptions()) > 0;
        });
        QCOMPARE(count, throws);
    }
};

QTEST_APPLESS_MAIN(TestExhaustive)
#include "tst_exhaustive.moc"
