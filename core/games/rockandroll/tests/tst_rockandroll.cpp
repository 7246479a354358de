// SPDX-License-Identifier: GPL-3.0-or-later
// Rock and Roll (seed 000) as the booklet writes it: every example of the text, the board drawn from
// the die's colours, every field fair in closed form and with the game's own dice, the bank's
// announced end, whole games replayed, and the computer players measured against 0.
#include <QTest>

#include <cmath>
#include <map>

#include "engine/registry.h"
#include "gamefile.h"
#include "games/rockandroll/rockandroll.h"
#include "kits/session.h"
#include "match.h"
#include "playout.h"

using namespace knobel;

namespace {

const GameDef& def()
{
    return *findGameDef("rockandroll");
}

GameSetup setupFor(int seats, const QStringList& options = {}, std::uint64_t seed = 1)
{
    GameSetup setup{"rockandroll", def().defaultOptions(), {}, seed, Mode::Play, {}};
    for (const QString& option : options)
        if (auto problem = setup.options.assign(def().options(), option.toStdString()))
            qFatal("%s", problem->c_str());
    for (int s = 0; s < seats; ++s)
        setup.players.push_back(std::string(1, char('A' + s)));
    return setup;
}

/// Runs a script on a bare state: "s:black:2" stakes 2 chips on Black ("s:ace:1" on the Ace), "p"
/// ends the staking of the seat on turn, "e" is the bank's announcement of the end, "t:6" the bank's
/// throw (the face 1 the Nine … 6 the Ace). A step written "!…" must be refused and change nothing.
QString run(RockAndRollState& state, const QString& script)
{
    for (const QString& raw : script.split(' ', Qt::SkipEmptyParts)) {
        const bool refused = raw.startsWith('!');
        const QStringList parts = (refused ? raw.mid(1) : raw).split(':');
        Action action = Action::stop();
        if (parts[0] == "s") {
            const int field = def().fieldIndex(parts[1].toStdString());
            action = Action::stake(field < 0 ? parts[1].toInt() : field, parts[2].toInt());
        } else if (parts[0] == "e") {
            action = Action::choose(RockAndRollDef::kAnnounceEnd);
        } else if (parts[0] == "t") {
            action = Action::throwDice();
            action.faces.push_back(parts[1].toInt());
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

class tst_RockAndRoll : public QObject
{
    Q_OBJECT

private slots:
    void theBoardIsDrawnAsInTheText()
    {
        // "Schwarz Neun As / Rot Zehn König / Blau Bube Dame", drawn from the die's colours.
        using C = RockAndRollDef::Colour;
        const std::vector<std::vector<int>> drawn{{RockAndRollDef::colourField(C::Black), 1, 6},
            {RockAndRollDef::colourField(C::Red), 2, 5}, {RockAndRollDef::colourField(C::Blue), 3, 4}};
        QCOMPARE(RockAndRollDef::board() == drawn, true);
        QStringList names;
        for (const auto& row : drawn)
            for (int field : row)
                names << QString::fromStdString(def().fieldName(field));
        QCOMPARE(names.join(' '), QStringLiteral("black nine ace red ten king blue jack queen"));
        for (int field : RockAndRollDef::fields())
            QCOMPARE(def().fieldIndex(def().fieldName(field)), field);
        QCOMPARE(def().fieldIndex("green"), -1);
        QCOMPARE(def().fieldIndex("7"), -1);
        // The observation draws the same rows, each field with the faces it wins on.
        const RockAndRollState state(setupFor(3));
        const Observation view = state.observe(kNoSeat);
        QCOMPARE(view.board.size(), std::size_t(9));
        QCOMPARE(view.board[0] == (BoardFieldView{10, {1, 6}, 0, 0, "black"}), true);
        QCOMPARE(view.board[2] == (BoardFieldView{6, {6}, 0, 2, "face"}), true);
        QCOMPARE(view.board[7] == (BoardFieldView{3, {3}, 2, 1, "face"}), true);
        QCOMPARE(view.dice.at(0).kind, DieKind::Poker);
    }

    void everyExampleOfTheText_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("expected");
        // Seats are counted from the bank: 0 is the bank, 1 and 2 stake in that order.
        QTest::newRow("Zunächst wird ein Bankhalter bestimmt") << 3 << QStringList{} << ""
                                                               << "chips=0,0,0 bank=0 turn=1 throw=1";
        QTest::newRow("Die Gegenspieler der Bank setzen beliebig viele Chips auf beliebige Felder")
            << 3 << QStringList{} << "s:black:3 s:ace:1 s:queen:10 p s:red:1 p"
            << "onboard=0,14,1 turn=0";
        QTest::newRow("Der Bankhalter würfelt einmal und rechnet dann ab: die Bank setzt nicht")
            << 3 << QStringList{} << "!p !t:1 !e s:red:1 p s:blue:1 p !s:red:1 !p t:3"
            << "chips=-1,-1,2 bank=0 turn=1 throw=2";
        QTest::newRow("Zunächst zieht er alle jene Chips ein, die nicht auf Gewinnfeldern liegen")
            << 3 << QStringList{} << "s:red:2 s:nine:1 p s:king:4 p t:4"
            << "chips=7,-3,-4";
        QTest::newRow(
            "Zweifach für Einsätze, die auf dem richtigen Farbfeld liegen (die Gewinner erhalten also für 1 "
            "gesetztes Chip 3 Chips zurück)")
            << 3 << QStringList{} << "s:black:1 p s:black:3 p t:6"
            << "chips=-8,2,6";
        QTest::newRow(
            "Fünfmal für Einsätze, die auf dem richtigen Wertfeld liegen (die Gewinner erhalten also für 1 "
            "Chip 6 Chips zurück)")
            << 3 << QStringList{} << "s:jack:1 p s:queen:2 p t:3"
            << "chips=-3,5,-2";
        QTest::newRow("Farbe und Wert zugleich: As gewinnt auf Schwarz und auf As")
            << 2 << QStringList{} << "s:black:2 s:ace:1 s:nine:1 p t:6"
            << "chips=-8,8";
        QTest::newRow("Will der Bankhalter das Spiel beenden, muß er dies 5 Würfe vorher ankündigen")
            << 2 << QStringList{}
            << "s:red:1 p e !e t:2 s:red:1 p t:1 s:red:1 p t:1 s:red:1 p t:1 s:red:1 p !e t:5 !s:red:1"
            << "chips=-1,1 over=1 throw=5";
        QTest::newRow("Ohne Ankündigung wird weitergespielt")
            << 2 << QStringList{} << "s:red:1 p t:2 s:red:1 p t:1 s:red:1 p t:1 s:red:1 p t:1 s:red:1 p t:5"
            << "chips=-1,1 over=0 throw=6 turn=1";
        QTest::newRow("Spätestens fünf Würfe vor dem vereinbarten Ende muss die Bank ankündigen")
            << 2 << QStringList{"rounds=6"}
            << "s:red:1 p t:2 s:red:1 p !t:3 e t:3 s:red:1 p t:3 s:red:1 p t:3 "
               "s:red:1 p t:3 s:red:1 p t:3"
            << "chips=3,-3 over=1 throw=6";
        QTest::newRow("Höchstens max_stake Chips auf ein Feld, jedes Feld einmal je Wurf")
            << 2 << QStringList{} << "!s:ace:11 !s:ace:0 !s:7:1 !s:13:1 s:ace:10 !s:ace:1 s:blue:1 p"
            << "onboard=0,11 turn=0";
        QTest::newRow("Ohne Zwang zu setzen darf ein Spieler auch nichts setzen")
            << 3 << QStringList{"stake_required=false"} << "p p t:3"
            << "chips=0,0,0 bank=0 turn=1";
    }
    void everyExampleOfTheText()
    {
        QFETCH(int, seats);
        QFETCH(QStringList, options);
        QFETCH(QString, script);
        QFETCH(QString, expected);
        const GameSetup setup = setupFor(seats, options);
        RockAndRollState state(setup);
        const Seat first = firstSeatFromSeed(setup);
        QCOMPARE(state.bank(), first);
        const QString problem = run(state, script);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        auto relative = [&](Seat seat) { return (seat - first + seats) % seats; };
        QStringList chips;
        QStringList onBoard;
        int sum = 0;
        for (int k = 0; k < seats; ++k) {
            const Seat seat = (first + k) % seats;
            chips << QString::number(state.ledger().balance(seat));
            onBoard << QString::number(state.stakes().onBoard(seat));
            sum += state.ledger().balance(seat);
        }
        QCOMPARE(sum, 0);
        const QStringList seen{QStringLiteral("chips=") + chips.join(','),
            QStringLiteral("onboard=") + onBoard.join(','),
            QStringLiteral("bank=%1").arg(relative(state.bank())),
            QStringLiteral("turn=%1").arg(state.toAct() >= 0 ? relative(state.toAct()) : state.toAct()),
            QStringLiteral("over=%1").arg(state.isTerminal() ? 1 : 0),
            QStringLiteral("throw=%1").arg(state.throwNumber())};
        for (const QString& want : expected.split(' '))
            QVERIFY2(seen.contains(want), qPrintable(want + " not in: " + seen.join(' ')));
    }

    void everyFieldIsFair_data()
    {
        QTest::addColumn<int>("field");
        QTest::addColumn<int>("faces");
        for (int field : RockAndRollDef::fields())
            QTest::addRow("%s", def().fieldName(field).c_str())
                << field << (RockAndRollDef::isColourField(field) ? 2 : 1);
    }
    void everyFieldIsFair()
    {
        // A colour wins on two of the six faces and pays 2:1, a face on one and pays 5:1: a fair payout
        // is (6 − k) : k, so each chip expects 1/3 · 2 − 2/3 = 0 or 1/6 · 5 − 5/6 = 0.
        QFETCH(int, field);
        QFETCH(int, faces);
        QCOMPARE(int(RockAndRollDef::facesOf(field).size()), faces);
        QCOMPARE(double(RockAndRollDef::payout(field)), RockAndRollDef::fairPayout(field));
        QCOMPARE(RockAndRollDef::fairPayout(field), (6.0 - faces) / faces);
        QVERIFY(std::abs(RockAndRollDef::expectationPerChip(field)) < 1e-12);
        const double variance = RockAndRollDef::variancePerChip(field);
        QVERIFY(std::abs(variance - (faces == 2 ? 2.0 : 5.0)) < 1e-12);

        // The game's own dice and settlement: one chip on the field every throw, many seeded games.
        const int games = 40;
        const int throwsPerGame = 200;
        double total = 0;
        double squares = 0;
        int won = 0;
        int n = 0;
        for (int g = 0; g < games; ++g) {
            Match match(setupFor(2, {"rounds=200"}, 5000 + std::uint64_t(g) * 31 + std::uint64_t(field)));
            const Seat bank = firstSeatFromSeed(match.setup());
            const Seat player = 1 - bank;
            for (int t = 0; t < throwsPerGame; ++t) {
                const int before = match.observe(kNoSeat).seats[std::size_t(player)].chips;
                QVERIFY(!match.apply(Action::stake(field, 1)));
                QVERIFY(!match.apply(Action::stop()));
                if (t == throwsPerGame - RockAndRollDef::kLastThrows)
                    QVERIFY(!match.apply(Action::choose(RockAndRollDef::kAnnounceEnd)));
                QVERIFY(!match.apply(Action::throwDice()));
                const int change = match.observe(kNoSeat).seats[std::size_t(player)].chips - before;
                QVERIFY(change == -1 || change == RockAndRollDef::payout(field));
                won += change > 0 ? 1 : 0;
                total += change;
                squares += double(change) * change;
                ++n;
            }
            QVERIFY(match.isFinished());
        }
        const double mean = total / n;
        const double se = std::sqrt((squares / n - mean * mean) / (n - 1));
        const double chance = double(won) / n;
        const double p = faces / 6.0;
        const double chanceSe = std::sqrt(p * (1 - p) / n);
        qInfo("rockandroll %-5s: %d throws, a chip wins %+.4f ± %.4f (exact 0), wins %.4f ± %.4f of the "
              "throws (exact %.4f)",
            def().fieldName(field).c_str(), n, mean, se, chance, chanceSe, p);
        QVERIFY2(std::abs(mean) < 3 * se, "the mean is more than three standard errors from 0");
        QVERIFY2(std::abs(chance - p) < 3 * chanceSe, "the chance is more than three standard errors off");
    }

    void everySeatSeesTheBoardAndTheEnd()
    {
        const GameSetup setup = setupFor(3);
        RockAndRollState state(setup);
        const Seat bank = firstSeatFromSeed(setup);
        const Seat ben = (bank + 1) % 3;
        const Seat clara = (bank + 2) % 3;
        auto letter = [](Seat s) { return std::string(1, char('A' + s)); };
        QCOMPARE(run(state, "s:black:2 s:ace:1 p s:red:1 p"), QString());
        QCOMPARE(state.status(kNoSeat).english(),
            letter(bank) + " (bank): throw, or announce the end (five more throws, this one the first).");
        Observation view = state.observe(kNoSeat);
        QCOMPARE(view.toAct, bank);
        QCOMPARE(view.pot, 4);
        QCOMPARE(view.stakes.size(), std::size_t(3));
        QCOMPARE(view.stakes[0] == (StakeView{ben, 10, 2}), true);
        QCOMPARE(view.seats[std::size_t(ben)].committed, 3);
        QVERIFY(!view.fact<int>("counter"));
        QCOMPARE(state.legalActions().size(), std::size_t(2));
        QCOMPARE(state.describe(Action::choose(RockAndRollDef::kAnnounceEnd), bank, kNoSeat).english(),
            letter(bank) + " announces the end: five more throws.");
        QCOMPARE(run(state, "e t:6"), QString());
        view = state.observe(kNoSeat);
        QCOMPARE(view.seats[std::size_t(ben)].chips, 2 * 2 + 5);
        QCOMPARE(view.seats[std::size_t(clara)].chips, -1);
        QVERIFY(view.seats[std::size_t(bank)].banker);
        QCOMPARE(view.fact<int>("last_face"), std::optional<int>(6));
        QCOMPARE(view.fact<std::string>("last_colour"), std::optional<std::string>("black"));
        QCOMPARE(view.fact<int>("counter"), std::optional<int>(1));
        QCOMPARE(view.fact<int>("counterGoal"), std::optional<int>(5));
        QCOMPARE(view.fact<std::string>("counterCounts"), std::optional<std::string>("last_throws"));
        QCOMPARE(view.fact<int>("last_throw"), std::optional<int>(5));
        QCOMPARE(state.outcomes().back().english(),
            "Throw 1: " + letter(ben) + " wins 9 chip(s); " + letter(clara) + " loses 1 chip(s); "
                + letter(bank) + " (bank) loses 8 chip(s).");
        Action thrown = Action::throwDice();
        thrown.faces = {4};
        QCOMPARE(state.describe(thrown, bank, kNoSeat).english(),
            std::string("The bank throws: Queen, Blue. Blue pays 2 to 1, Queen pays 5 to 1, the bank takes "
                        "the rest."));
        QCOMPARE(state.describe(Action::stake(11, 3), ben, kNoSeat).english(),
            letter(ben) + " stakes 3 chip(s) on Red.");
        // The bank stays the bank; the announced throws run out.
        QCOMPARE(
            run(state, "s:red:1 p s:red:1 p t:1 s:red:1 p s:red:1 p t:1 s:red:1 p s:red:1 p t:1"), QString());
        QCOMPARE(state.bank(), bank);
        QCOMPARE(state.status(kNoSeat).english(),
            letter(ben) + ": stake on a colour or a face (at least one chip; " + letter(bank)
                + " is the bank).");
        QCOMPARE(run(state, "s:red:1 p s:red:1 p"), QString());
        QCOMPARE(state.status(kNoSeat).english(),
            letter(bank) + " throws for the bank: throw 5 of the last five.");
        QCOMPARE(run(state, "t:2"), QString());
        QVERIFY(state.isTerminal());
        QCOMPARE(state.observe(kNoSeat).fact<int>("counter"), std::optional<int>(5));
        QCOMPARE(
            state.status(kNoSeat).english(), std::string("The game is over after 5 throw(s) of the bank."));
        const Result result = state.result();
        QCOMPARE(result.standings.front().player, ben);
        int sum = 0;
        for (const auto& standing : result.standings)
            sum += standing.balance;
        QCOMPARE(sum, 0);
    }

    void theComputerStakes_data()
    {
        QTest::addColumn<QString>("level");
        QTest::addColumn<bool>("colour");
        QTest::newRow("perfect puts one chip on a colour, the field of the least spread")
            << "perfect" << true;
        QTest::newRow("good puts one chip on a face") << "good" << false;
    }
    void theComputerStakes()
    {
        QFETCH(QString, level);
        QFETCH(bool, colour);
        const GameSetup setup = setupFor(3);
        RockAndRollState state(setup);
        const auto bot = def().makeBot(level.toStdString(), setup.options, {});
        for (std::uint64_t seed = 0; seed < 12; ++seed) {
            BotView view;
            view.seat = state.toAct();
            view.full = &state;
            view.legal = state.legalActions();
            view.seed = seed;
            const Action chosen = bot->decide(view);
            QCOMPARE(chosen.type, Action::Type::Stake);
            QCOMPARE(RockAndRollDef::isColourField(chosen.field), colour);
            QCOMPARE(chosen.amount, 1);
            // The hint: every field is worth 0 a chip.
            for (const auto& choice : bot->rank(view))
                QVERIFY(std::abs(choice.value) < 1e-12);
        }
        BotView view;
        view.seat = state.toAct();
        view.full = &state;
        view.legal = state.legalActions();
        QVERIFY(!state.apply(bot->decide(view)));
        view.legal = state.legalActions();
        QCOMPARE(bot->decide(view).type, Action::Type::Stop);
        QCOMPARE(bot->rank(view).size(), std::size_t(9));
    }

    void theComputerBankPlaysTheAgreedThrows()
    {
        for (const char* level : {"beginner", "good", "perfect"}) {
            const GameSetup setup = setupFor(3, {"rounds=12"}, 4);
            const Match match = testing::playOut(setup, {level, level, level}, 1);
            QVERIFY(match.isFinished());
            QCOMPARE(match.observe(kNoSeat).round, 12);
            int announcements = 0;
            int throws = 0;
            for (const Action& action : match.record().actions) {
                announcements += action.type == Action::Type::Choose ? 1 : 0;
                throws += action.type == Action::Type::Throw ? 1 : 0;
            }
            QCOMPARE(announcements, 1);
            QCOMPARE(throws, 12);
        }
    }

    void wholeSeededGamesReplay_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<qulonglong>("seed");
        QTest::newRow("three computers, seed 7") << 3 << QStringList{} << qulonglong(7);
        QTest::newRow("four computers, free staking, seed 11")
            << 4 << QStringList{"stake_required=false"} << qulonglong(11);
        QTest::newRow("two computers, 40 throws, seed 2026")
            << 2 << QStringList{"rounds=40"} << qulonglong(2026);
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
        QVERIFY(bytes.contains("\"end\""));
        std::string problem;
        auto reopened = gamefile::read(bytes, problem);
        QVERIFY2(reopened, problem.c_str());
        QCOMPARE(reopened->result() == result, true);
        QCOMPARE(reopened->observe(kNoSeat) == match.observe(kNoSeat), true);
        QCOMPARE(gamefile::write(reopened->record()), bytes);
        QCOMPARE(testing::playOut(setup, levels, 0).record() == match.record(), true);
    }

    /// Every level's chips per game against 0: every arrangement of the levels at a table, the seed
    /// draws the bank. A level's figure is its chips at the end of a game of 20 throws, mean ± standard
    /// error. KNOBEL_ROCK_GAMES sets the games per table.
    void levelsExpectNothing_data()
    {
        QTest::addColumn<QStringList>("levels");
        QTest::newRow("perfect, good and beginner at one table")
            << QStringList{"perfect", "good", "beginner"};
    }
    void levelsExpectNothing()
    {
        QFETCH(QStringList, levels);
        const int games = qEnvironmentVariableIntValue("KNOBEL_ROCK_GAMES") > 0
            ? qEnvironmentVariableIntValue("KNOBEL_ROCK_GAMES")
            : 600;
        std::vector<std::string> order;
        for (const QString& level : levels)
            order.push_back(level.toStdString());
        const std::vector<std::vector<std::string>> tables = testing::everySeating(order);
        std::map<std::string, std::pair<double, double>> chips;
        for (int g = 0; g < games; ++g) {
            const auto& seated = tables[std::size_t(g) % tables.size()];
            const Match match = testing::playOut(
                setupFor(int(seated.size()), {}, 7000 + std::uint64_t(g)), seated, std::uint64_t(g) * 1000);
            for (const auto& standing : match.result().standings) {
                auto& [total, squares] = chips[seated[std::size_t(standing.player)]];
                total += standing.balance;
                squares += double(standing.balance) * standing.balance;
            }
        }
        for (const auto& [level, sums] : chips) {
            const double mean = sums.first / games;
            const double se = std::sqrt(std::max(0.0, sums.second / games - mean * mean) / (games - 1));
            qInfo("rockandroll %s: %s %+.3f ± %.3f chips a game of 20 throws (%d games; exact 0)",
                qPrintable(levels.join(" vs ")), level.c_str(), mean, se, games);
            QVERIFY2(std::abs(mean) < 4 * se + 1e-9, "a level's mean is far from 0: a field is not fair");
        }
    }
};

QTEST_APPLESS_MAIN(tst_RockAndRoll)
#include "tst_rockandroll.moc"
