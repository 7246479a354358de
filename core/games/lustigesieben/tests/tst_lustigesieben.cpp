// SPDX-License-Identifier: GPL-3.0-or-later
// Lustige Sieben (seed 000) as the booklet writes it: every example of the text, the bank's edge on
// each field, whole games replayed, and the computer players measured against each other.
#include <QTest>

#include <cmath>
#include <sstream>

#include "engine/registry.h"
#include "gamefile.h"
#include "games/lustigesieben/lustigesieben.h"
#include "kits/session.h"
#include "match.h"
#include "playout.h"

using namespace knobel;

namespace {

GameSetup setupFor(int seats, const QStringList& options = {}, std::uint64_t seed = 1)
{
    const GameDef& def = *findGameDef("lustigesieben");
    GameSetup setup{"lustigesieben", def.defaultOptions(), {}, seed, Mode::Play, {}};
    for (const QString& option : options)
        if (auto problem = setup.options.assign(def.options(), option.toStdString()))
            qFatal("%s", problem->c_str());
    for (int s = 0; s < seats; ++s)
        setup.players.push_back(std::string(1, char('A' + s)));
    return setup;
}

/// Runs a script on a bare state: "s:4:2" stakes 2 chips on the 4, "p" ends the staking of the seat
/// on turn, "t:1,3" is the bank's throw. A step written "!…" must be refused and change nothing.
QString run(LustigeSiebenState& state, const QString& script)
{
    for (const QString& raw : script.split(' ', Qt::SkipEmptyParts)) {
        const bool refused = raw.startsWith('!');
        const QStringList parts = (refused ? raw.mid(1) : raw).split(':');
        Action action = Action::stop();
        if (parts[0] == "s") {
            action = Action::stake(parts[1].toInt(), parts[2].toInt());
        } else if (parts[0] == "t") {
            action = Action::throwDice();
            for (const QString& face : parts[1].split(','))
                action.faces.push_back(face.toInt());
        }
        const auto before = state.observe(kNoSeat);
        const Problem problem = state.apply(action);
        if (refused != bool(problem))
            return raw
                + (problem ? ": " + QString::fromStdString(*problem) : QStringLiteral(": was not refused"));
        if (problem && !(state.observe(kNoSeat) == before))
            return raw + QStringLiteral(": refused but changed the game");
    }
    return {};
}

} // namespace

class tst_LustigeSieben : public QObject
{
    Q_OBJECT

private slots:
    void theBoardIsDrawnAsInTheText()
    {
        // "7 / 2 3 / 4 5 / 6 8 / 9 10 / 11 12"
        const std::vector<std::vector<int>> drawn{{7}, {2, 3}, {4, 5}, {6, 8}, {9, 10}, {11, 12}};
        QCOMPARE(LustigeSiebenDef::board() == drawn, true);
        for (const auto& row : drawn) {
            if (row.size() == 1) {
                QCOMPARE(LustigeSiebenDef::sideOf(row[0]), LustigeSiebenDef::Side::Seven);
                continue;
            }
            QCOMPARE(LustigeSiebenDef::sideOf(row[0]), LustigeSiebenDef::Side::Left);
            QCOMPARE(LustigeSiebenDef::sideOf(row[1]), LustigeSiebenDef::Side::Right);
        }
    }

    void everyExampleOfTheText_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("expected");
        // Seats are counted from the first bank: 0 is the bank, 1 and 2 stake in that order.
        QTest::newRow("Jeder bekommt gleichviele Chips") << 3 << QStringList{} << ""
                                                         << "chips=0,0,0 standing=0,0,0 bank=0 turn=1";
        QTest::newRow(
            "Wirft der Bankhalter eine Zahl der linken Reihe, dann darf er alle Einsätze der linken Seite "
            "und die Einsätze auf der Sieben kassieren. Die Einsätze der rechten Seite muß er verdoppeln "
            "und zurückbezahlen")
            << 3 << QStringList{} << "s:4:2 s:7:1 p s:5:3 p t:1,3"
            << "chips=0,-3,3 standing=0,0,0 bank=1";
        QTest::newRow(
            "Wirft der Bankhalter eine Zahl der rechten Reihe, kassiert er die rechte Seite ab und zahlt "
            "doppelt für die linke Seite aus. Die Einsätze auf der Sieben bleiben in diesem Fall stehen")
            << 3 << QStringList{} << "s:2:4 p s:12:5 s:7:2 p t:4,4"
            << "chips=1,4,-5 standing=0,0,2 bank=1";
        QTest::newRow(
            "Die stehengebliebenen Einsätze auf der Sieben werden beim nächsten Wurf mit ausgezahlt")
            << 3 << QStringList{} << "s:2:4 p s:12:5 s:7:2 p t:4,4 p s:6:1 p t:3,4"
            << "chips=0,1,-1 standing=0,0,0 bank=2";
        QTest::newRow("… oder mit der linken Seite kassiert")
            << 3 << QStringList{} << "s:2:4 p s:12:5 s:7:2 p t:4,4 p s:6:1 p t:5,6"
            << "chips=0,7,-7 standing=0,0,0";
        QTest::newRow(
            "Wird aber eine Sieben gewürfelt, so haben beide Seiten verloren, während alle Einsätze auf "
            "die Sieben in dreifacher Höhe ausbezahlt werden")
            << 3 << QStringList{} << "s:3:2 s:7:1 p s:11:4 p t:6,1"
            << "chips=4,0,-4 standing=0,0,0";
        QTest::newRow(
            "Einer übernimmt die Bank und würfelt für alle anderen: die Bank setzt nicht, die anderen setzen")
            << 3 << QStringList{} << "!p s:2:1 p s:3:1 p !s:4:1 t:1,1"
            << "chips=0,-1,1 bank=1 turn=2";
        QTest::newRow(
            "Die Gegenspieler der Bank setzen in beliebiger Höhe auf eine beliebige Zahl (bis max_stake)")
            << 2 << QStringList{} << "!s:4:11 !s:13:1 !s:1:1 !s:4:0 s:4:10 !s:4:1 s:9:1 s:12:10 p"
            << "onboard=0,21";
        QTest::newRow("Ohne Zwang zu setzen darf ein Spieler auch nichts setzen")
            << 3 << QStringList{"stake_required=false"} << "p p t:3,4"
            << "chips=0,0,0 bank=1";
        QTest::newRow("Die Bank bleibt beim selben Spieler, wenn sie nicht weitergeht")
            << 3 << QStringList{"rotate_bank=false"} << "s:2:1 p s:3:1 p t:2,2"
            << "chips=0,-1,1 bank=0 turn=1";
        QTest::newRow("Nach dem letzten Wurf gehen stehende Einsätze auf der Sieben zurück")
            << 3 << QStringList{"rounds=1"} << "s:7:3 p s:2:1 p t:5,5"
            << "chips=-1,0,1 standing=0,0,0 over=1";
        QTest::newRow("Wer die Bank übernimmt, bekommt seinen stehenden Einsatz auf der Sieben zurück")
            << 3 << QStringList{} << "s:7:3 p s:2:1 p t:5,5"
            << "chips=-1,0,1 standing=0,0,0 bank=1";
    }
    void everyExampleOfTheText()
    {
        QFETCH(int, seats);
        QFETCH(QStringList, options);
        QFETCH(QString, script);
        QFETCH(QString, expected);
        const GameSetup setup = setupFor(seats, options);
        LustigeSiebenState state(setup);
        const Seat first = firstSeatFromSeed(setup);
        QCOMPARE(state.bank(), first);
        const QString problem = run(state, script);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        auto relative = [&](Seat seat) { return (seat - first + seats) % seats; };
        QStringList chips;
        QStringList standing;
        QStringList onBoard;
        int sum = 0;
        for (int k = 0; k < seats; ++k) {
            const Seat seat = (first + k) % seats;
            chips << QString::number(state.ledger().balance(seat));
            standing << QString::number(state.standing(seat));
            onBoard << QString::number(state.onBoard(seat));
            sum += state.ledger().balance(seat);
        }
        QCOMPARE(sum, 0);
        const QStringList seen{QStringLiteral("chips=") + chips.join(','),
            QStringLiteral("standing=") + standing.join(','), QStringLiteral("onboard=") + onBoard.join(','),
            QStringLiteral("bank=%1").arg(relative(state.bank())),
            QStringLiteral("turn=%1").arg(state.toAct() >= 0 ? relative(state.toAct()) : state.toAct()),
            QStringLiteral("over=%1").arg(state.isTerminal() ? 1 : 0)};
        for (const QString& want : expected.split(' '))
            QVERIFY2(seen.contains(want), qPrintable(want + " not in: " + seen.join(' ')));
    }

    void everySeatSeesTheBoard()
    {
        const GameSetup setup = setupFor(3);
        LustigeSiebenState state(setup);
        const Seat bank = firstSeatFromSeed(setup);
        const Seat ben = (bank + 1) % 3;
        const Seat clara = (bank + 2) % 3;
        QCOMPARE(run(state, "s:2:4 p s:12:5 s:7:2 p t:4,4 p"), QString());
        // The bank passed to Ben; Clara's 2 on the 7 stand, and the bank's turn to stake is over.
        const Observation view = state.observe(kNoSeat);
        QCOMPARE(view.toAct, bank);
        QVERIFY(view.seats[std::size_t(ben)].banker);
        QVERIFY(view.seats[std::size_t(clara)].starter);
        QCOMPARE(view.seats[std::size_t(ben)].chips, 4);
        QCOMPARE(view.seats[std::size_t(clara)].chips, -5);
        QCOMPARE(view.seats[std::size_t(bank)].chips, 1);
        QCOMPARE(view.stakes.size(), std::size_t(1));
        QCOMPARE(view.stakes[0] == (StakeView{clara, 7, 2}), true);
        QCOMPARE(view.pot, 2);
        QCOMPARE(view.round, 2);
        QCOMPARE(view.dice[0].id, std::string("bank"));
        QCOMPARE(view.dice[0].dice[0].face, 4);
        QCOMPARE(view.fact<int>("last_sum"), std::optional<int>(8));
        QCOMPARE(view.fact<std::string>("last_side"), std::optional<std::string>("right"));
        const auto standing = view.fact<std::vector<int>>("standing_on_7");
        QVERIFY(standing && standing->size() == 3);
        QCOMPARE(standing->at(std::size_t(clara)), 2);
        QCOMPARE(state.status(kNoSeat).english(),
            std::string(1, char('A' + bank)) + ": stake on a number (at least one chip; "
                + std::string(1, char('A' + ben)) + " is the bank).");
        QCOMPARE(state.describe(Action::stake(7, 3), bank, kNoSeat).english(),
            std::string(1, char('A' + bank)) + " stakes 3 chip(s) on 7.");
        // The result so far: who pays whom, adding up to zero.
        const Result result = state.result();
        QCOMPARE(result.standings.front().player, ben);
        QCOMPARE(result.standings.back().player, clara);
    }

    void theBankHasAnEdgeOnEveryField_data()
    {
        QTest::addColumn<int>("field");
        QTest::addColumn<double>("perThrow");
        QTest::addColumn<double>("perStake");
        // Left and right: 15 of 36 throws win 1, 21 lose 1. The 7: 6 of 36 win 2, 15 lose 1, 15 stand.
        for (int field = 2; field <= 12; ++field) {
            const bool seven = field == 7;
            QTest::addRow("the bank's edge on %d", field)
                << field << (seven ? 3.0 / 36.0 : 6.0 / 36.0) << (seven ? 3.0 / 21.0 : 6.0 / 36.0);
        }
    }
    void theBankHasAnEdgeOnEveryField()
    {
        QFETCH(int, field);
        QFETCH(double, perThrow);
        QFETCH(double, perStake);
        QVERIFY(std::abs(LustigeSiebenDef::edgePerThrow(field) - perThrow) < 1e-12);
        QVERIFY(std::abs(LustigeSiebenDef::edgePerStake(field) - perStake) < 1e-12);
        qInfo("field %2d (%s): the bank wins %.2f %% of a chip per throw on the board, %.2f %% per stake "
              "decided",
            field,
            LustigeSiebenDef::sideOf(field) == LustigeSiebenDef::Side::Seven      ? "seven"
                : LustigeSiebenDef::sideOf(field) == LustigeSiebenDef::Side::Left ? "left"
                                                                                  : "right",
            100 * LustigeSiebenDef::edgePerThrow(field), 100 * LustigeSiebenDef::edgePerStake(field));
    }

    void theComputerStakesWhatLosesLeast_data()
    {
        QTest::addColumn<QString>("level");
        QTest::addColumn<int>("field");
        QTest::addColumn<int>("amount");
        QTest::newRow("perfect puts one chip on the 7, the field with the smallest loss")
            << "perfect" << 7 << 1;
        QTest::newRow("good puts one chip on a side, the fields that win most often") << "good" << 6 << 1;
        QTest::newRow("a beginner puts three chips on a side") << "beginner" << 6 << 3;
    }
    void theComputerStakesWhatLosesLeast()
    {
        QFETCH(QString, level);
        QFETCH(int, field);
        QFETCH(int, amount);
        const GameSetup setup = setupFor(3);
        LustigeSiebenState state(setup);
        const auto bot = findGameDef("lustigesieben")->makeBot(level.toStdString(), setup.options, {});
        BotView view;
        view.seat = state.toAct();
        view.full = &state;
        view.legal = state.legalActions();
        view.seed = 0;
        const Action chosen = bot->decide(view);
        QCOMPARE(chosen.type, Action::Type::Stake);
        if (level != "perfect")
            QCOMPARE(LustigeSiebenDef::sideOf(chosen.field), LustigeSiebenDef::sideOf(field));
        else
            QCOMPARE(chosen.field, field);
        QCOMPARE(chosen.amount, amount);
        // The hint ranks the 7 first; with a chip on the board the computer stops.
        QCOMPARE(bot->rank(view).front().action.field, 7);
        QVERIFY(!state.apply(chosen));
        view.legal = state.legalActions();
        QCOMPARE(bot->decide(view).type, Action::Type::Stop);
    }

    void aStandingStakeOnSevenIsEnough()
    {
        // After a right number the 7 stands: Perfect stakes nothing new for the next throw.
        const GameSetup setup = setupFor(3, {"rotate_bank=false"});
        LustigeSiebenState state(setup);
        QCOMPARE(run(state, "s:7:1 p s:7:1 p t:4,4"), QString());
        const auto bot = findGameDef("lustigesieben")->makeBot("perfect", setup.options, {});
        BotView view;
        view.seat = state.toAct();
        view.full = &state;
        view.legal = state.legalActions();
        QCOMPARE(state.standing(view.seat), 1);
        QCOMPARE(bot->decide(view).type, Action::Type::Stop);
    }

    void wholeSeededGamesReplay_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<qulonglong>("seed");
        QTest::newRow("three computers, seed 7") << 3 << QStringList{} << qulonglong(7);
        QTest::newRow("four computers, the bank stays, seed 11")
            << 4 << QStringList{"rotate_bank=false"} << qulonglong(11);
        QTest::newRow("two computers, 30 throws, seed 2026")
            << 2 << QStringList{"rounds=30"} << qulonglong(2026);
    }
    void wholeSeededGamesReplay()
    {
        QFETCH(int, seats);
        QFETCH(QStringList, options);
        QFETCH(qulonglong, seed);
        const std::vector<std::string> levels = testing::mixedLevels(seats);
        const GameSetup setup = setupFor(seats, options, seed);
        const Match match = testing::playOut(setup, levels, 0);
        const Result result = match.result();
        int sum = 0;
        for (const auto& standing : result.standings)
            sum += standing.balance;
        QCOMPARE(sum, 0);
        QCOMPARE(match.observe(kNoSeat).round, setup.options.number("rounds"));
        const QByteArray bytes = gamefile::write(match.record());
        QVERIFY(bytes.contains("\"version\": 2"));
        std::string problem;
        auto reopened = gamefile::read(bytes, problem);
        QVERIFY2(reopened, problem.c_str());
        QCOMPARE(reopened->result() == result, true);
        QCOMPARE(reopened->observe(kNoSeat) == match.observe(kNoSeat), true);
        QCOMPARE(gamefile::write(reopened->record()), bytes);
        QCOMPARE(testing::playOut(setup, levels, 0).record() == match.record(), true);
    }

    /// Level against level: every arrangement of the levels at a table, the seed draws the first bank.
    /// A level's figure is its chips at the end of a game of 10 throws, mean ± standard error.
    /// KNOBEL_SIEBEN_GAMES sets the games per table.
    void levelsAreMeasured_data()
    {
        QTest::addColumn<QStringList>("levels");
        QTest::newRow("perfect against good") << QStringList{"perfect", "good"};
        QTest::newRow("good against beginner") << QStringList{"good", "beginner"};
        QTest::newRow("perfect, good and beginner at one table")
            << QStringList{"perfect", "good", "beginner"};
    }
    void levelsAreMeasured()
    {
        QFETCH(QStringList, levels);
        const int games = qEnvironmentVariableIntValue("KNOBEL_SIEBEN_GAMES") > 0
            ? qEnvironmentVariableIntValue("KNOBEL_SIEBEN_GAMES")
            : 2000;
        std::vector<std::string> order;
        for (const QString& level : levels)
            order.push_back(level.toStdString());
        const std::vector<std::vector<std::string>> tables = testing::everySeating(order);
        std::map<std::string, std::pair<double, double>> chips;
        for (int g = 0; g < games; ++g) {
            const auto& seated = tables[std::size_t(g) % tables.size()];
            const Match match = testing::playOut(
                setupFor(int(seated.size()), {}, 9000 + std::uint64_t(g)), seated, std::uint64_t(g));
            for (const auto& standing : match.result().standings) {
                auto& [total, squares] = chips[seated[std::size_t(standing.player)]];
                total += standing.balance;
                squares += double(standing.balance) * standing.balance;
            }
        }
        for (const auto& [level, sums] : chips) {
            const double mean = sums.first / games;
            const double se = std::sqrt(std::max(0.0, sums.second / games - mean * mean) / (games - 1));
            qInfo("lustigesieben %s: %s %+.3f ± %.3f chips a game of 10 throws (%d games)",
                qPrintable(levels.join(" vs ")), level.c_str(), mean, se, games);
        }
        QVERIFY2(chips[levels.front().toStdString()].first > chips[levels.back().toStdString()].first,
            "the stronger level should end with more chips");
    }
};

QTEST_APPLESS_MAIN(tst_LustigeSieben)
#include "tst_lustigesieben.moc"
