// SPDX-License-Identifier: GPL-3.0-or-later
// Dreimal Pasch (seed 000) as the booklet writes it: every example of the text, the pairs counted,
// the computer's values checked against a brute-force search over every throw, and the levels measured.
#include <QTest>

#include <cmath>
#include <map>
#include <sstream>

#include "engine/registry.h"
#include "gamefile.h"
#include "games/dreimalpasch/dreimalpasch.h"
#include "games/dreimalpasch/dreimalpaschbot.h"
#include "match.h"
#include "playout.h"

using namespace knobel;

namespace {

GameSetup setupFor(int seats, std::uint64_t seed = 1, int rounds = 0)
{
    const GameDef& def = *findGameDef("dreimalpasch");
    GameSetup setup{"dreimalpasch", def.defaultOptions(), {}, seed, Mode::Play, {}};
    if (rounds > 0)
        setup.options.set(def.options(), "rounds", std::to_string(rounds));
    for (int s = 0; s < seats; ++s)
        setup.players.push_back(std::string(1, char('A' + s)));
    return setup;
}

std::vector<int> numbers(const std::string& text)
{
    std::vector<int> out;
    std::stringstream in(text);
    std::string item;
    while (std::getline(in, item, ','))
        out.push_back(std::stoi(item));
    return out;
}

/// Runs a script: "t:1,2,3,4,5,6" throws these faces, "h:0" / "r:0" keeps or takes back die 1, "s"
/// stops, "k:0,1" keeps dice 1 and 2. A step written "!…" must be refused, and a refusal must change
/// nothing.
QString run(DreimalPaschState& state, const QString& script)
{
    for (const QString& raw : script.split(' ', Qt::SkipEmptyParts)) {
        const bool refused = raw.startsWith('!');
        const std::string step = (refused ? raw.mid(1) : raw).toStdString();
        std::vector<Action> actions;
        switch (step[0]) {
        case 't':
            actions.push_back(Action::throwDice());
            actions.back().faces = numbers(step.substr(2));
            break;
        case 'h':
            actions.push_back(Action::hold(std::stoi(step.substr(2))));
            break;
        case 'k':
            for (int d : numbers(step.substr(2)))
                actions.push_back(Action::hold(d));
            break;
        case 'r':
            actions.push_back(Action::release(std::stoi(step.substr(2))));
            break;
        default:
            actions.push_back(Action::stop());
            break;
        }
        for (const Action& action : actions) {
            const auto before = state.observe(kNoSeat);
            const Problem problem = state.apply(action);
            if (refused != bool(problem))
                return raw
                    + (problem ? ": " + QString::fromStdString(*problem)
                               : QStringLiteral(": was not refused"));
            if (problem && !(state.observe(kNoSeat) == before))
                return raw + QStringLiteral(": refused but changed the game");
        }
    }
    return {};
}

/// The facts a row checks, seats counted from the first player: "name=value".
QStringList facts(const DreimalPaschState& state, Seat first)
{
    const int seats = state.seats();
    QStringList points;
    QStringList results;
    for (int k = 0; k < seats; ++k) {
        const Seat s = (first + k) % seats;
        points << QString::number(state.points(s));
        const auto& r = state.results()[std::size_t(s)];
        results << (r ? QStringLiteral("%1/%2").arg(r->pairs).arg(r->pips) : QStringLiteral("-"));
    }
    QStringList out;
    const Observation view = state.observe(kNoSeat);
    if (const auto p = view.fact<int>("pairs"))
        out << QStringLiteral("pairs=%1").arg(*p);
    if (const auto p = view.fact<int>("pips"))
        out << QStringLiteral("pips=%1").arg(*p);
    out << QStringLiteral("points=") + points.join(',') << QStringLiteral("results=") + results.join(',')
        << QStringLiteral("turn=%1").arg(state.isTerminal() ? -1 : (state.toAct() - first + seats) % seats)
        << QStringLiteral("round=%1").arg(state.session().round())
        << QStringLiteral("over=%1").arg(state.isTerminal() ? 1 : 0)
        << QStringLiteral("throws=%1").arg(state.dice().throwsMade);
    return out;
}

double scoreAgainst(int key, int best, int tied)
{
    return key > best ? 1.0 : key == best ? 1.0 / (tied + 1) : 0.0;
}

/// The worth of a turn by brute force over every throw, dice in order, with every keep of 2 to 5 dice
/// by position: the chance to beat the best result on the table (a key, 0 for none), a share of
/// 1/(tied+1) when equal. Independent of DreimalPaschTurn (no multiset codes); the third throw's
/// worth is remembered by the sorted faces, which only saves time.
double bruteForce(const std::vector<int>& faces, int throws, int best, int tied,
    std::map<std::vector<int>, double>& afterTwo)
{
    std::vector<int> sorted = faces;
    std::sort(sorted.begin(), sorted.end());
    if (throws == 2)
        if (auto it = afterTwo.find(sorted); it != afterTwo.end())
            return it->second;
    double value = scoreAgainst(DreimalPaschDef::keyOf(faces), best, tied);
    if (throws < 3)
        for (int mask = 0; mask < 64; ++mask) {
            const int kept = __builtin_popcount(unsigned(mask));
            if (kept < 2 || kept > 5)
                continue;
            const int thrown = 6 - kept;
            const int outcomes = int(std::pow(6, thrown));
            double sum = 0;
            for (int o = 0; o < outcomes; ++o) {
                std::vector<int> next = faces;
                int code = o;
                for (int d = 0; d < 6; ++d)
                    if (!(mask & (1 << d))) {
                        next[std::size_t(d)] = code % 6 + 1;
                        code /= 6;
                    }
                sum += bruteForce(next, throws + 1, best, tied, afterTwo);
            }
            value = std::max(value, sum / outcomes);
        }
    if (throws == 2)
        afterTwo.emplace(sorted, value);
    return value;
}

BotView viewOf(const DreimalPaschState& state)
{
    BotView view;
    view.seat = state.toAct();
    view.full = &state;
    view.legal = state.legalActions();
    return view;
}

} // namespace

class tst_DreimalPasch : public QObject
{
    Q_OBJECT

private slots:
    void pairsAreCounted_data()
    {
        QTest::addColumn<QString>("faces");
        QTest::addColumn<int>("pairs");
        QTest::addColumn<int>("pips");
        // "Ziel ist es, möglichst dreimal Pasch zu erreichen."
        QTest::newRow("dreimal Pasch: 1-1 3-3 6-6") << "1,3,6,1,3,6" << 3 << 20;
        QTest::newRow("zweimal Pasch") << "2,2,5,5,1,6" << 2 << 21;
        QTest::newRow("einmal Pasch") << "4,4,1,2,3,5" << 1 << 19;
        QTest::newRow("kein Pasch") << "1,2,3,4,5,6" << 0 << 21;
        QTest::newRow("three alike are one pair") << "5,5,5,1,2,3" << 1 << 21;
        QTest::newRow("four alike are two pairs") << "6,6,6,6,1,2" << 2 << 27;
        QTest::newRow("four and two alike are three pairs") << "6,6,6,6,1,1" << 3 << 26;
        QTest::newRow("three and three alike are two pairs") << "2,2,2,3,3,3" << 2 << 15;
        QTest::newRow("six alike are three pairs") << "4,4,4,4,4,4" << 3 << 24;
    }
    void pairsAreCounted()
    {
        QFETCH(QString, faces);
        QFETCH(int, pairs);
        QFETCH(int, pips);
        const auto f = numbers(faces.toStdString());
        QCOMPARE(DreimalPaschDef::pairs(f), pairs);
        QCOMPARE(DreimalPaschDef::pips(f), pips);
    }

    void everyExampleOfTheText_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("expected");
        QTest::newRow("Gewonnen hat, wer die meisten Paare werfen konnte")
            << 2 << "t:1,1,2,2,3,4 s t:6,6,5,5,4,4 s"
            << "points=0,1 results=-,- round=2 turn=1";
        QTest::newRow("Bei gleicher Pasch-Anzahl entscheiden die geworfenen Augen")
            << 3 << "t:1,1,2,2,6,5 s t:6,6,5,5,1,2 s t:6,6,4,4,1,3 s"
            << "points=0,1,0";
        QTest::newRow("gleiche Paare und gleiche Augen: die Runde wird geteilt")
            << 2 << "t:1,1,2,2,6,5 s t:5,6,2,2,1,1 s"
            << "points=1,1";
        QTest::newRow("Jeder Spieler hat 3 Würfe hintereinander: nach dem dritten ist der Zug aus")
            << 2 << "t:1,2,3,4,5,6 k:4,5 t:1,2,3,4,5,6 k:0,1 t:1,2,1,1,5,6"
            << "results=1/16,- turn=1";
        QTest::newRow("Beim zweiten und dritten Wurf darf man 2 bis 5 Würfel stehen lassen")
            << 2
            << "!h:0 t:1,1,2,3,4,5 !t:1,1,2,3,4,5 h:0 !t:1,1,2,3,4,5 h:1 t:1,1,6,6,5,4 k:2,3,4 !h:5 "
               "t:1,1,6,6,5,5"
            << "results=3/24,- turn=1";
        QTest::newRow("stehen gelassene Würfel ändern sich nicht und dürfen zurückgenommen werden")
            << 2 << "t:3,3,1,2,4,5 k:0,1 !t:4,3,1,2,4,5 r:1 h:2 t:3,6,1,2,2,2"
            << "pairs=1 pips=16 throws=2 turn=0";
        QTest::newRow("nach jedem Wurf darf man aufhören; der letzte Wurf zählt")
            << 2 << "t:6,6,5,5,4,4 k:0,1 t:6,6,1,2,3,4 s"
            << "results=1/22,- turn=1";
        QTest::newRow("fünf Runden, dann ist das Spiel aus")
            << 2
            << "t:1,1,2,2,3,3 s t:1,2,3,4,5,6 s t:1,1,2,2,3,3 s t:1,2,3,4,5,6 s t:1,1,2,2,3,3 s "
               "t:1,2,3,4,5,6 s t:1,1,2,2,3,3 s t:1,2,3,4,5,6 s t:1,1,2,2,3,3 s t:1,2,3,4,5,6 s"
            << "over=1";
    }
    void everyExampleOfTheText()
    {
        QFETCH(int, seats);
        QFETCH(QString, script);
        QFETCH(QString, expected);
        GameSetup setup = setupFor(seats);
        DreimalPaschState state(setup);
        const Seat first = firstSeatFromSeed(setup);
        QCOMPARE(state.toAct(), first);
        const QString problem = run(state, script);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const QStringList seen = facts(state, first);
        for (const QString& want : expected.split(' '))
            QVERIFY2(seen.contains(want), qPrintable(want + " not in: " + seen.join(' ')));
    }

    void fiveRoundsGoToTheMostWins()
    {
        GameSetup setup = setupFor(2);
        DreimalPaschState state(setup);
        const Seat first = state.toAct();
        QCOMPARE(run(state,
                     "t:1,1,2,2,3,3 s t:1,2,3,4,5,6 s t:1,1,2,2,3,3 s t:1,2,3,4,5,6 s t:1,1,2,2,3,3 s "
                     "t:1,2,3,4,5,6 s t:1,1,2,2,3,3 s t:1,2,3,4,5,6 s t:1,1,2,2,3,3 s t:1,2,3,4,5,6 s"),
            QString());
        QVERIFY(state.isTerminal());
        // The starter moves on clockwise each round: the first player threw three pairs in rounds 1,
        // 3, 5 and nothing in rounds 2 and 4.
        QCOMPARE(state.points(first) + state.points(1 - first), 5);
        QCOMPARE(state.result().standings.front().player, state.points(first) >= 3 ? first : 1 - first);
    }

    void theRoundTableAndTheLogSayIt()
    {
        GameSetup setup = setupFor(2);
        DreimalPaschState state(setup);
        const Seat first = state.toAct();
        const std::string who = setup.players[std::size_t(first)];
        QCOMPARE(run(state, "t:3,3,1,2,4,5 k:0,1"), QString());
        Action again = Action::throwDice();
        again.faces = {3, 3, 5, 5, 2, 1};
        QCOMPARE(state.describe(again, first, kNoSeat).english(),
            who + " keeps 3 3 and throws 4 dice again: 5 5 2 1 (2 pair(s), 19 pips).");
        QCOMPARE(state.status(kNoSeat).english(),
            who
                + " has 1 pair(s), 18 pips: set 2 to 5 dice aside and throw the rest, or stop (2 throw(s) "
                  "left).");
        QCOMPARE(run(state, "t:3,3,5,5,2,1 s"), QString());
        QCOMPARE(state.observe(1 - first).seats[std::size_t(first)].roundLine.english(),
            std::string("2 pair(s), 19 pips"));
    }

    /// The computer's worth of every choice against a brute-force search over every throw (dice in
    /// order, every keep): the round's last player of two, what stands at the table, its dice.
    void theComputerIsExact_data()
    {
        QTest::addColumn<QString>("script");
        QTest::newRow("two pairs to beat, no pair after two throws")
            << "t:1,1,2,2,3,4 s t:1,2,3,4,5,6 k:0,1 t:1,2,4,5,6,3";
        QTest::newRow("three pairs to beat, two pairs after two throws")
            << "t:1,1,2,2,3,3 s t:1,2,3,4,5,6 k:0,1 t:1,2,2,1,5,6";
        QTest::newRow("one pair of sixes to beat, one pair after one throw")
            << "t:6,6,5,4,3,1 s t:2,2,3,4,5,6";
        QTest::newRow("two high pairs to beat, two pairs after one throw") << "t:6,6,5,5,4,1 s t:2,2,5,5,1,3";
    }
    void theComputerIsExact()
    {
        QFETCH(QString, script);
        GameSetup setup = setupFor(2);
        DreimalPaschState state(setup);
        QCOMPARE(run(state, script), QString());
        QCOMPARE(state.turnIndex(), 1);
        const Seat other = state.order().front();
        const DreimalPaschResult table = *state.results()[std::size_t(other)];
        std::map<std::vector<int>, double> memo;
        const double exact = bruteForce(state.dice().faces, state.dice().throwsMade, table.key(), 1, memo);
        for (const char* level : {"good", "perfect"}) {
            const auto bot = findGameDef("dreimalpasch")->makeBot(level, setup.options, {});
            const auto ranked = bot->rank(viewOf(state));
            QVERIFY(!ranked.empty());
            QVERIFY2(std::abs(ranked.front().value - exact) < 1e-12,
                qPrintable(
                    QStringLiteral("%1: %2 against %3").arg(level).arg(ranked.front().value).arg(exact)));
            for (const RankedChoice& r : ranked)
                if (r.action.type == Action::Type::Stop)
                    QCOMPARE(
                        r.value, scoreAgainst(DreimalPaschDef::keyOf(state.dice().faces), table.key(), 1));
            const BotView view = viewOf(state);
            QVERIFY(std::find(view.legal.begin(), view.legal.end(), bot->decide(view)) != view.legal.end());
        }
        qInfo("%s: %.6f", QTest::currentDataTag(), exact);
    }

    /// Every keep the hint lists is worth what a brute force over that keep's throws gives.
    void everyKeepIsWorthItsBruteForce()
    {
        GameSetup setup = setupFor(2);
        DreimalPaschState state(setup);
        QCOMPARE(run(state, "t:4,4,3,3,2,6 s t:1,2,3,4,5,6 k:0,1 t:1,2,5,5,3,6"), QString());
        const int best = state.results()[std::size_t(state.order().front())]->key();
        const auto bot = findGameDef("dreimalpasch")->makeBot("good", setup.options, {});
        const auto ranked = bot->rank(viewOf(state));
        // Keep 5 5 (dice 3 and 4 by position) and throw four dice once more.
        double sum = 0;
        for (int o = 0; o < 1296; ++o) {
            std::vector<int> next{0, 0, 5, 5, 0, 0};
            int code = o;
            for (int d : {0, 1, 4, 5}) {
                next[std::size_t(d)] = code % 6 + 1;
                code /= 6;
            }
            sum += scoreAgainst(DreimalPaschDef::keyOf(next), best, 1);
        }
        // Every keep's worth, not only the ten the hint shows.
        const DreimalPaschTurn turn([best](int key) {
            return DreimalPaschTurn::Worth{scoreAgainst(key, best, 1), 0, 0};
        });
        bool found = false;
        for (const auto& c : turn.choices(state.dice().faces, state.dice().throwsMade))
            if (c.move == DreimalPaschTurn::Move::Keep && c.keep == std::vector<int>{5, 5}) {
                QVERIFY2(
                    std::abs(c.worth.value - sum / 1296) < 1e-12, qPrintable(QString::number(c.worth.value)));
                found = true;
            }
        QVERIFY(found);
        QVERIFY(ranked.size() <= 11);
        QVERIFY(
            std::abs(ranked.front().value - turn.choices(state.dice().faces, 2).front().worth.value) < 1e-12);
    }

    /// Perfect counts the player still to come: its worth of stopping is the other's chance, playing
    /// Good against it, not to beat it (a tie halved).
    void perfectCountsThePlayerToCome()
    {
        GameSetup setup = setupFor(2);
        DreimalPaschState state(setup);
        QCOMPARE(run(state, "t:6,6,5,5,1,2"), QString());
        const auto perfect = findGameDef("dreimalpasch")->makeBot("perfect", setup.options, {});
        const auto good = findGameDef("dreimalpasch")->makeBot("good", setup.options, {});
        const DreimalPaschTurn::Worth w = DreimalPaschBot::beat(DreimalPaschDef::keyOf({6, 6, 5, 5, 1, 2}));
        double stop = -1;
        for (const RankedChoice& r : perfect->rank(viewOf(state)))
            if (r.action.type == Action::Type::Stop)
                stop = r.value;
        QVERIFY(std::abs(stop - (1 - w.above - w.equal + w.equal / 2)) < 1e-12);
        QVERIFY(std::abs(w.value - (w.above + w.equal / 2)) < 1e-12);
        // Good sees an empty table and plays for the most pairs: it keeps the two pairs and throws on.
        QVERIFY(good->decide(viewOf(state)).type == Action::Type::Hold);
        QCOMPARE(good->rank(viewOf(state)).front().text.args.front().english(), std::string("5 5 6 6"));
        qInfo("two pairs 6-6 5-5 after one throw: the other beats it %.4f, ties %.4f; Perfect's worth of "
              "stopping %.4f, its best choice %.4f",
            w.above, w.equal, stop, perfect->rank(viewOf(state)).front().value);
    }

    /// Perfect as the first of two against Good is exact: its worth before the first throw is its
    /// chance to win the round (a tie counting half), and one-round games played out meet it within
    /// three standard errors.
    void perfectMeetsItsExactValue()
    {
        const DreimalPaschTurn turn([](int key) {
            return DreimalPaschTurn::Worth{DreimalPaschBot::winChance(key, 0, 1), 0, 0};
        });
        const double exact = turn.start().value;
        double sum = 0;
        double squares = 0;
        int n = 0;
        for (int g = 0; g < 6000; ++g) {
            const GameSetup setup = setupFor(2, 20000 + std::uint64_t(g), 1);
            const Seat first = firstSeatFromSeed(setup);
            std::vector<std::string> seated(2, "good");
            seated[std::size_t(first)] = "perfect";
            const Match match = testing::playOut(setup, seated);
            const auto& state = dynamic_cast<const DreimalPaschState&>(match.state());
            const double x = (state.points(first) + 1 - state.points(1 - first)) / 2.0;
            sum += x;
            squares += x * x;
            ++n;
        }
        const double mean = sum / n;
        const double se = std::sqrt((squares / n - mean * mean) / n);
        qInfo("Perfect first of two against Good: exact %.4f, measured %.4f ± %.4f over %d rounds", exact,
            mean, se, n);
        QVERIFY(std::abs(mean - exact) < 3 * se);
    }

    void beginnerKeepsPairs_data()
    {
        QTest::addColumn<QString>("faces");
        QTest::addColumn<QString>("keep");
        QTest::newRow("one pair") << "3,3,1,2,4,6"
                                  << "3,3";
        QTest::newRow("two pairs") << "3,3,1,1,4,6"
                                   << "1,1,3,3";
        QTest::newRow("no pair: the two highest") << "1,2,3,4,5,6"
                                                  << "5,6";
        QTest::newRow("three pairs: stop") << "1,1,2,2,3,3"
                                           << "";
    }
    void beginnerKeepsPairs()
    {
        QFETCH(QString, faces);
        QFETCH(QString, keep);
        const auto k = DreimalPaschBot::beginnerKeep(numbers(faces.toStdString()));
        QCOMPARE(k, keep.isEmpty() ? std::vector<int>{} : numbers(keep.toStdString()));
    }

    void wholeSeededGamesReplay_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<qulonglong>("seed");
        QTest::newRow("three computers, seed 7") << 3 << qulonglong(7);
        QTest::newRow("four computers, seed 11") << 4 << qulonglong(11);
    }
    void wholeSeededGamesReplay()
    {
        QFETCH(int, seats);
        QFETCH(qulonglong, seed);
        const std::vector<std::string> levels = testing::mixedLevels(seats);
        const Match match = testing::playOut(setupFor(seats, seed), levels);
        QVERIFY(match.state().isTerminal());
        const QByteArray bytes = gamefile::write(match.record());
        const auto reopenedProblem = testing::reopenProblem(match, bytes);
        QVERIFY2(!reopenedProblem, reopenedProblem.value_or("").c_str());
        QCOMPARE(testing::playOut(setupFor(seats, seed), levels).record() == match.record(), true);
    }

    /// Level against level, two seats: rounds won per game of five.
    void levelsAreMeasured()
    {
        const int games = 400;
        const std::vector<std::string> order{"good", "beginner"};
        const auto tables = testing::everySeating(order);
        std::map<std::string, double> won;
        for (int g = 0; g < games; ++g) {
            const auto& seated = tables[std::size_t(g) % tables.size()];
            const Match match = testing::playOut(setupFor(2, 9000 + std::uint64_t(g)), seated);
            for (Seat s = 0; s < 2; ++s)
                won[seated[std::size_t(s)]]
                    += dynamic_cast<const DreimalPaschState&>(match.state()).points(s);
        }
        for (const auto& [level, points] : won)
            qInfo("dreimalpasch good vs beginner: %s wins %.3f rounds a game of 5", level.c_str(),
                points / games);
        QVERIFY2(won["good"] > won["beginner"], "the stronger level should win more rounds");
    }
};

QTEST_APPLESS_MAIN(tst_DreimalPasch)
#include "tst_dreimalpasch.moc"
