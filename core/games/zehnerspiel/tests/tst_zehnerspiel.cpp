// SPDX-License-Identifier: GPL-3.0-or-later
// Zehnerspiel (seed 000) as the booklet writes it: every example of the text, the chance of a throw
// under 10 as a closed form and as the game's own dice, whole games replayed, and the levels measured.
#include <QTest>

#include <cmath>

#include "engine/registry.h"
#include "gamefile.h"
#include "games/zehnerspiel/zehnerspiel.h"
#include "kits/session.h"
#include "match.h"
#include "playout.h"

using namespace knobel;

namespace {

GameSetup setupFor(int seats, const QStringList& options = {}, std::uint64_t seed = 1)
{
    const GameDef& def = *findGameDef("zehnerspiel");
    GameSetup setup{"zehnerspiel", def.defaultOptions(), {}, seed, Mode::Play, {}};
    for (const QString& option : options)
        if (auto problem = setup.options.assign(def.options(), option.toStdString()))
            qFatal("%s", problem->c_str());
    for (int s = 0; s < seats; ++s)
        setup.players.push_back(std::string(1, char('A' + s)));
    return setup;
}

/// Runs a script: "s:2" stakes 2 chips on under 10, "p" stakes nothing, "t:1,3,4" is the bank's
/// throw. A step written "!…" must be refused and change nothing.
QString run(ZehnerspielState& state, const QString& script)
{
    for (const QString& raw : script.split(' ', Qt::SkipEmptyParts)) {
        const bool refused = raw.startsWith('!');
        const QStringList parts = (refused ? raw.mid(1) : raw).split(':');
        Action action = Action::stop();
        if (parts[0] == "s") {
            action = Action::stake(ZehnerspielDef::kUnderTen, parts[1].toInt());
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

/// Balances from the first bank on: "chips=b,s1,s2".
QString chips(const ZehnerspielState& state, Seat firstBank)
{
    QStringList out;
    for (int k = 0; k < state.seats(); ++k)
        out << QString::number(state.ledger().balance((firstBank + k) % state.seats()));
    return QStringLiteral("chips=") + out.join(',');
}

} // namespace

class tst_Zehnerspiel : public QObject
{
    Q_OBJECT

private slots:
    /// P(under 10) = 81/216 = 3/8: the throws of 3 to 9 pips counted, and the closed form by the number
    /// of ways to throw each sum (1, 3, 6, 10, 15, 21, 25 for 3 … 9).
    void underTenIsThreeEighths()
    {
        int under = 0;
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b)
                for (int c = 1; c <= 6; ++c)
                    under += a + b + c < 10 ? 1 : 0;
        QCOMPARE(under, 81);
        QCOMPARE(1 + 3 + 6 + 10 + 15 + 21 + 25, 81);
        QCOMPARE(ZehnerspielDef::underTenChance(), 3.0 / 8.0);
        QCOMPARE(ZehnerspielDef::expectationPerChip(), -1.0 / 4.0);
    }

    /// The game's own dice meet the closed form: the bank's throws of many seeded games, under 10 in
    /// 3/8 of them within three standard errors.
    void theDiceOfTheGameMeetTheClosedForm()
    {
        int throws = 0;
        int under = 0;
        for (std::uint64_t seed = 1; seed <= 400; ++seed) {
            const Match match = testing::playOut(setupFor(2, {"rounds=25"}, seed), {"good", "good"}, seed);
            for (const Action& action : match.record().actions)
                if (action.type == Action::Type::Throw) {
                    ++throws;
                    under += action.faces[0] + action.faces[1] + action.faces[2] < 10 ? 1 : 0;
                }
        }
        QCOMPARE(throws, 400 * 25);
        const double p = 3.0 / 8.0;
        const double seen = double(under) / throws;
        const double se = std::sqrt(p * (1 - p) / throws);
        qInfo(
            "under 10 in %d of %d throws: %.4f (3/8 = 0.375, standard error %.4f)", under, throws, seen, se);
        QVERIFY(std::abs(seen - p) < 3 * se);
    }

    void everyExampleOfTheText_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("expected");
        // The seats counted from the first bank: the bank, then its left.
        QTest::newRow("Unter 10 Augen gewinnen Sie den doppelten Einsatz")
            << 3 << QStringList{} << "s:2 s:1 t:2,3,4"
            << "chips=-3,2,1";
        QTest::newRow("Ab 10 Augen gewinnt der Bankhalter und kassiert alle Einsätze")
            << 3 << QStringList{} << "s:2 s:1 t:2,3,5"
            << "chips=3,-2,-1";
        QTest::newRow("9 Augen sind unter 10") << 2 << QStringList{} << "s:4 t:3,3,3"
                                               << "chips=-4,4";
        QTest::newRow("die Bank wechselt nach jedem Wurf")
            << 3 << QStringList{} << "s:1 s:1 t:6,6,6 s:3 s:1 t:1,1,1"
            << "chips=3,-5,2";
        QTest::newRow("Seine Gegenspieler machen vorher ihre Einsätze: ohne Einsatz wirft die Bank nicht")
            << 2 << QStringList{} << "!t:1,1,1 !p !s:11 !s:0 s:10"
            << "chips=0,0";
        QTest::newRow("ohne Einsatzpflicht darf man aussetzen")
            << 3 << QStringList{"stake_required=false"} << "p s:5 t:1,2,3"
            << "chips=-5,0,5";
        QTest::newRow("nach der vereinbarten Zahl von Würfen ist das Spiel aus")
            << 2 << QStringList{"rounds=2"} << "s:1 t:1,1,1 s:1 t:1,1,1 !s:1"
            << "chips=0,0";
    }
    void everyExampleOfTheText()
    {
        QFETCH(int, seats);
        QFETCH(QStringList, options);
        QFETCH(QString, script);
        QFETCH(QString, expected);
        const GameSetup setup = setupFor(seats, options);
        ZehnerspielState state(setup);
        const Seat firstBank = state.bank();
        QCOMPARE(firstBank, firstSeatFromSeed(setup));
        const QString problem = run(state, script);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(chips(state, firstBank), expected);
        int sum = 0;
        for (Seat s = 0; s < seats; ++s)
            sum += state.ledger().balance(s);
        QCOMPARE(sum, 0);
    }

    void everySeatSeesTheBoardAndTheLog()
    {
        const GameSetup setup = setupFor(3);
        ZehnerspielState state(setup);
        const Seat bank = state.bank();
        const Seat first = (bank + 1) % 3;
        QCOMPARE(run(state, "s:2"), QString());
        const Observation view = state.observe(first);
        QCOMPARE(view.board.size(), std::size_t(1));
        QCOMPARE(view.board[0].field, ZehnerspielDef::kUnderTen);
        QCOMPARE(view.board[0].numbers, (std::vector<int>{3, 4, 5, 6, 7, 8, 9}));
        QCOMPARE(view.stakes.size(), std::size_t(1));
        QCOMPARE(view.stakes[0].seat, first);
        QCOMPARE(view.stakes[0].amount, 2);
        QVERIFY(view.seats[std::size_t(bank)].banker);
        Action under = Action::throwDice();
        under.faces = {2, 3, 4};
        QCOMPARE(state.describe(under, kChance, kNoSeat).english(),
            std::string("The bank throws 2 + 3 + 4 = 9: under 10, the bank pays every stake."));
        Action ten = Action::throwDice();
        ten.faces = {6, 3, 1};
        QCOMPARE(state.describe(ten, kChance, kNoSeat).english(),
            std::string("The bank throws 6 + 3 + 1 = 10: 10 or more, the bank takes every stake."));
        QCOMPARE(findGameDef("zehnerspiel")->fieldName(ZehnerspielDef::kUnderTen), std::string("under10"));
        QCOMPARE(findGameDef("zehnerspiel")->fieldIndex("under10"), ZehnerspielDef::kUnderTen);
    }

    /// Every chip staked loses a quarter of a chip on average: the least the rules allow is best.
    void theComputerStakesByItsExpectation_data()
    {
        QTest::addColumn<QString>("level");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("amount"); // 0: nothing
        QTest::newRow("perfect stakes one chip where everyone stakes") << "perfect" << QStringList{} << 1;
        QTest::newRow("perfect stakes nothing where staking is free")
            << "perfect" << QStringList{"stake_required=false"} << 0;
        QTest::newRow("good always stakes one chip, even where staking is free")
            << "good" << QStringList{"stake_required=false"} << 1;
    }
    void theComputerStakesByItsExpectation()
    {
        QFETCH(QString, level);
        QFETCH(QStringList, options);
        QFETCH(int, amount);
        const GameSetup setup = setupFor(3, options);
        ZehnerspielState state(setup);
        const auto bot = findGameDef("zehnerspiel")->makeBot(level.toStdString(), setup.options, {});
        BotView view;
        view.seat = state.toAct();
        view.full = &state;
        view.legal = state.legalActions();
        const Action chosen = bot->decide(view);
        QVERIFY(chosen == (amount == 0 ? Action::stop() : Action::stake(ZehnerspielDef::kUnderTen, amount)));
        const auto ranked = bot->rank(view);
        // The hint ranks by the expectation: Perfect's choice is its first; Good's habit of one chip is not.
        QCOMPARE(ranked.front().action == chosen, level == "perfect");
        for (const RankedChoice& r : ranked)
            if (r.action.type == Action::Type::Stake)
                QCOMPARE(r.value, -0.25 * r.action.amount);
    }

    void theBeginnerStakesAtRandomWithinTheLimits()
    {
        const GameSetup setup = setupFor(2, {"max_stake=5"});
        ZehnerspielState state(setup);
        const auto bot = findGameDef("zehnerspiel")->makeBot("beginner", setup.options, {});
        BotView view;
        view.seat = state.toAct();
        view.full = &state;
        view.legal = state.legalActions();
        QSet<int> amounts;
        for (std::uint64_t seed = 0; seed < 50; ++seed) {
            view.seed = seed * 7919;
            const Action a = bot->decide(view);
            QCOMPARE(a.type, Action::Type::Stake);
            QVERIFY(a.amount >= 1 && a.amount <= 5);
            amounts.insert(a.amount);
        }
        QCOMPARE(amounts.size(), 5);
    }

    void wholeSeededGamesReplay_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<qulonglong>("seed");
        QTest::newRow("three computers, seed 7") << 3 << QStringList{} << qulonglong(7);
        QTest::newRow("four computers, staking free, seed 11")
            << 4 << QStringList{"stake_required=false"} << qulonglong(11);
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
        const QByteArray bytes = gamefile::write(match.record());
        QVERIFY(bytes.contains("under10"));
        std::string problem;
        auto reopened = gamefile::read(bytes, problem);
        QVERIFY2(reopened, problem.c_str());
        QCOMPARE(reopened->result() == result, true);
        QCOMPARE(gamefile::write(reopened->record()), bytes);
        QCOMPARE(testing::playOut(setup, levels, 0).record() == match.record(), true);
    }

    /// Perfect against Beginner, two seats: chips at the end of a game of 10 throws.
    void levelsAreMeasured()
    {
        const int games = 2000;
        const std::vector<std::vector<std::string>> tables = testing::everySeating({"perfect", "beginner"});
        std::map<std::string, double> chips;
        for (int g = 0; g < games; ++g) {
            const auto& seated = tables[std::size_t(g) % tables.size()];
            const Match match
                = testing::playOut(setupFor(2, {}, 9000 + std::uint64_t(g)), seated, std::uint64_t(g));
            for (const auto& standing : match.result().standings)
                chips[seated[std::size_t(standing.player)]] += standing.balance;
        }
        for (const auto& [level, total] : chips)
            qInfo("zehnerspiel perfect vs beginner: %s %+.3f chips a game of 10 throws (%d games)",
                level.c_str(), total / games, games);
        QVERIFY2(
            chips["perfect"] > chips["beginner"], "the stake that loses least should end with more chips");
    }
};

QTEST_APPLESS_MAIN(tst_Zehnerspiel)
#include "tst_zehnerspiel.moc"
