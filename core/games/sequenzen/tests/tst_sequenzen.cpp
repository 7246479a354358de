// SPDX-License-Identifier: GPL-3.0-or-later
// Sequenzen (seed 000) as the booklet writes it: every example of the text, the runs and their chance
// counted over every throw, the computer's values checked against a brute-force search over every
// throw, and the levels measured.
#include <QTest>

#include <cmath>
#include <functional>
#include <sstream>

#include "engine/registry.h"
#include "gamefile.h"
#include "games/sequenzen/sequenzen.h"
#include "games/sequenzen/sequenzenbot.h"
#include "match.h"
#include "playout.h"

using namespace knobel;

namespace {

GameSetup setupFor(int seats, bool keepTwo = false, std::uint64_t seed = 1, int rounds = 0)
{
    const GameDef& def = *findGameDef("sequenzen");
    GameSetup setup{"sequenzen", def.defaultOptions(), {}, seed, Mode::Play, {}};
    if (keepTwo)
        setup.options.set(def.options(), "keep_two", "true");
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

/// Runs a script: "t:1,2,3" throws these faces, "h:0" / "r:0" keeps or takes back die 1, "s" stops.
/// A step written "!…" must be refused, and a refusal must change nothing.
QString run(SequenzenState& state, const QString& script)
{
    for (const QString& raw : script.split(' ', Qt::SkipEmptyParts)) {
        const bool refused = raw.startsWith('!');
        const std::string step = (refused ? raw.mid(1) : raw).toStdString();
        Action action;
        switch (step[0]) {
        case 't':
            action = Action::throwDice();
            action.faces = numbers(step.substr(2));
            break;
        case 'h':
            action = Action::hold(std::stoi(step.substr(2)));
            break;
        case 'r':
            action = Action::release(std::stoi(step.substr(2)));
            break;
        default:
            action = Action::stop();
            break;
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

/// The facts a row checks, seats counted from the first player: "name=value".
QStringList facts(const SequenzenState& state, Seat first)
{
    const int seats = state.seats();
    QStringList points;
    QStringList results;
    for (int k = 0; k < seats; ++k) {
        const Seat s = (first + k) % seats;
        points << QString::number(state.points(s));
        const auto& r = state.results()[std::size_t(s)];
        results << (r ? QStringLiteral("%1/%2").arg(SequenzenDef::runName(r->run)).arg(r->throws)
                      : QStringLiteral("-"));
    }
    QStringList out;
    if (const auto r = state.observe(kNoSeat).fact<int>("run"))
        out << QStringLiteral("run=%1").arg(SequenzenDef::runName(*r));
    out << QStringLiteral("points=") + points.join(',') << QStringLiteral("results=") + results.join(',')
        << QStringLiteral("turn=%1").arg(state.isTerminal() ? -1 : (state.toAct() - first + seats) % seats)
        << QStringLiteral("round=%1").arg(state.session().round())
        << QStringLiteral("over=%1").arg(state.isTerminal() ? 1 : 0);
    return out;
}

/// The worth of a turn by brute force over every throw, dice in order, with every keep allowed: the
/// chance to beat the best result on the table (`best` a key, 0 for none), a share of 1/(tied+1)
/// when equal. Independent of SequenzenTurn: no multisets, no memo.
double bruteForce(const std::vector<int>& faces, int throws, int best, int tied, bool keepTwo)
{
    const int key = SequenzenResult::keyOf(SequenzenDef::run(faces), throws);
    double value = key > best ? 1.0 : key == best && key > 0 ? 1.0 / (tied + 1) : 0.0;
    if (throws >= 3)
        return value;
    for (int mask = 0; mask < 8; ++mask) {
        const int kept = __builtin_popcount(unsigned(mask));
        if (kept > (keepTwo ? 2 : 0))
            continue;
        const int thrown = 3 - kept;
        const int outcomes = int(std::pow(6, thrown));
        double sum = 0;
        for (int o = 0; o < outcomes; ++o) {
            std::vector<int> next = faces;
            int code = o;
            for (int d = 0; d < 3; ++d)
                if (!(mask & (1 << d))) {
                    next[std::size_t(d)] = code % 6 + 1;
                    code /= 6;
                }
            sum += bruteForce(next, throws + 1, best, tied, keepTwo);
        }
        value = std::max(value, sum / outcomes);
    }
    return value;
}

BotView viewOf(const SequenzenState& state)
{
    BotView view;
    view.seat = state.toAct();
    view.full = &state;
    view.legal = state.legalActions();
    return view;
}

} // namespace

class tst_Sequenzen : public QObject
{
    Q_OBJECT

private slots:
    void onlyTheFourRunsCount_data()
    {
        QTest::addColumn<QString>("faces");
        QTest::addColumn<int>("run");
        // "Gezählt werden nur die Zahlenfolgen 1-2-3, 2-3-4, 3-4-5, 4-5-6."
        QTest::newRow("1-2-3") << "1,2,3" << 1;
        QTest::newRow("2-3-4, in any order") << "4,2,3" << 2;
        QTest::newRow("3-4-5") << "5,3,4" << 3;
        QTest::newRow("4-5-6") << "6,5,4" << 4;
        QTest::newRow("5-6-1 is no run (no wrapping round)") << "5,6,1" << 0;
        QTest::newRow("1-3-5 is nothing") << "1,3,5" << 0;
        QTest::newRow("a pair is nothing") << "2,2,3" << 0;
        QTest::newRow("three alike are nothing") << "6,6,6" << 0;
    }
    void onlyTheFourRunsCount()
    {
        QFETCH(QString, faces);
        QFETCH(int, run);
        QCOMPARE(SequenzenDef::run(numbers(faces.toStdString())), run);
    }

    /// A run in one throw: 4 runs × 3! orders = 24 of the 216 throws, 1/9, counted.
    void aRunInOneThrowIsOneInNine()
    {
        int runs = 0;
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b)
                for (int c = 1; c <= 6; ++c)
                    runs += SequenzenDef::run({a, b, c}) > 0 ? 1 : 0;
        QCOMPARE(runs, 24);
        // The first player of two, with nothing on the table and three throws, playing for any run:
        // 1 − (8/9)³, the chance that one of three throws is a run.
        GameSetup setup = setupFor(2);
        SequenzenState state(setup);
        QCOMPARE(run(state, "t:1,1,1"), QString());
        const auto bot = findGameDef("sequenzen")->makeBot("good", setup.options, {});
        const auto ranked = bot->rank(viewOf(state));
        QVERIFY(!ranked.empty());
        QVERIFY(std::abs(ranked.front().value - (1 - std::pow(8.0 / 9.0, 2))) < 1e-12);
    }

    void everyExampleOfTheText_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<bool>("keepTwo");
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("expected");
        QTest::newRow("Gewonnen hat, wer die höchste Sequenz erzielte")
            << 2 << false << "t:2,3,1 s t:3,4,2 s"
            << "points=0,1 results=-,- round=2 turn=1";
        QTest::newRow("4-5-6 schlägt 3-4-5") << 3 << false << "t:3,4,5 s t:6,5,4 s t:1,1,1 t:1,2,3 s"
                                             << "points=0,1,0";
        QTest::newRow("Erreichen 2 Spieler die gleiche Folge, so gewinnt, wer dazu weniger Würfe benötigte")
            << 2 << false << "t:1,1,1 t:4,5,6 s t:6,4,5 s"
            << "points=0,1";
        QTest::newRow("gleiche Folge mit gleich vielen Würfen: die Runde wird geteilt")
            << 2 << false << "t:2,3,4 s t:4,3,2 s"
            << "points=1,1";
        QTest::newRow("Jeder Spieler hat 1 bis 3 Würfe: nach dem dritten ist der Zug aus")
            << 2 << false << "t:1,1,1 t:2,2,2 t:3,3,5"
            << "results=nothing/3,- turn=1";
        QTest::newRow("nach jedem Wurf darf man aufhören; der letzte Wurf zählt")
            << 2 << false << "t:4,5,6 t:1,1,2 s"
            << "results=nothing/2,- turn=1";
        QTest::newRow("hat keiner eine Folge, bekommt keiner den Punkt")
            << 2 << false << "t:1,1,2 s t:6,6,6 s"
            << "points=0,0 round=2";
        QTest::newRow("ohne Variante bleiben keine Würfel stehen") << 2 << false << "t:1,2,5 !h:0"
                                                                   << "run=nothing";
        QTest::newRow(
            "Bei einer Variante kann ein Spieler beim zweiten oder dritten Wurf 2 Würfel stehenlassen")
            << 2 << true << "!h:0 t:1,2,6 h:0 h:1 !h:2 t:1,2,3"
            << "run=1-2-3 turn=0";
        QTest::newRow("Variante: auch beim dritten Wurf, und zurücknehmen geht")
            << 2 << true << "t:3,4,1 h:0 h:1 t:3,4,6 r:1 h:2 t:3,5,6 !s"
            << "results=nothing/3,- turn=1";
        QTest::newRow("fünf Runden, dann ist das Spiel aus")
            << 2 << false
            << "t:1,2,3 s t:1,1,1 s t:1,2,3 s t:1,1,1 s t:1,2,3 s t:1,1,1 s t:1,2,3 s t:1,1,1 s t:1,2,3 s "
               "t:1,1,1 s"
            << "over=1";
    }
    void everyExampleOfTheText()
    {
        QFETCH(int, seats);
        QFETCH(bool, keepTwo);
        QFETCH(QString, script);
        QFETCH(QString, expected);
        GameSetup setup = setupFor(seats, keepTwo);
        SequenzenState state(setup);
        const Seat first = firstSeatFromSeed(setup);
        QCOMPARE(state.toAct(), first);
        const QString problem = run(state, script);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const QStringList seen = facts(state, first);
        for (const QString& want : expected.split(' '))
            QVERIFY2(seen.contains(want), qPrintable(want + " not in: " + seen.join(' ')));
    }

    void theRoundTableAndTheLogSayIt()
    {
        GameSetup setup = setupFor(2, true);
        SequenzenState state(setup);
        const Seat first = state.toAct();
        const std::string who = setup.players[std::size_t(first)];
        QCOMPARE(run(state, "t:3,4,1 h:0 h:1"), QString());
        Action again = Action::throwDice();
        again.faces = {3, 4, 5};
        QCOMPARE(state.describe(again, first, kNoSeat).english(),
            who + " keeps 3-4 and throws 1 dice again: 5 (3-4-5).");
        QCOMPARE(
            state.status(kNoSeat).english(), who + " has nothing: throw again or stop (2 throw(s) left).");
        QCOMPARE(run(state, "t:3,4,5 s"), QString());
        QCOMPARE(state.observe(1 - first).seats[std::size_t(first)].roundLine.english(),
            std::string("3-4-5 in 2 throw(s)"));
    }

    /// The computer's worth of every choice against a brute-force search over every throw (dice in
    /// order, every keep): the round's last player of two, what stands at the table, its dice.
    void theComputerIsExact_data()
    {
        QTest::addColumn<bool>("keepTwo");
        QTest::addColumn<QString>("script");
        QTest::newRow("2-3-4 in two throws to beat, nothing after one")
            << false << "t:1,1,1 t:2,3,4 s t:1,3,5";
        QTest::newRow("1-2-3 in one throw to beat, 1-2-3 after one") << false << "t:1,2,3 s t:3,2,1";
        QTest::newRow("nothing to beat, nothing after one") << false << "t:1,1,1 s t:6,6,6";
        QTest::newRow("keep two: 3-4-5 in one to beat, 4-5-1 after one") << true << "t:3,4,5 s t:4,5,1";
        QTest::newRow("keep two: 2-3-4 in two to beat, 2-3-4 after one")
            << true << "t:1,1,1 t:2,3,4 s t:2,3,4";
        QTest::newRow("keep two: 4-5-6 in three to beat, 4-5-6 after two")
            << true << "t:1,1,1 t:1,1,1 t:4,5,6 t:1,1,1 t:4,5,6";
    }
    void theComputerIsExact()
    {
        QFETCH(bool, keepTwo);
        QFETCH(QString, script);
        GameSetup setup = setupFor(2, keepTwo);
        SequenzenState state(setup);
        QCOMPARE(run(state, script), QString());
        QCOMPARE(state.turnIndex(), 1);
        const Seat other = state.order().front();
        const SequenzenResult table = *state.results()[std::size_t(other)];
        const double exact = bruteForce(state.dice().faces, state.dice().throwsMade, table.key(), 1, keepTwo);
        for (const char* level : {"good", "perfect"}) {
            const auto bot = findGameDef("sequenzen")->makeBot(level, setup.options, {});
            const auto ranked = bot->rank(viewOf(state));
            QVERIFY(!ranked.empty());
            QVERIFY2(std::abs(ranked.front().value - exact) < 1e-12,
                qPrintable(
                    QStringLiteral("%1: %2 against %3").arg(level).arg(ranked.front().value).arg(exact)));
            // And the worth of stopping is what this throw scores against the table.
            for (const RankedChoice& r : ranked)
                if (r.action.type == Action::Type::Stop) {
                    const int key = SequenzenResult::keyOf(
                        SequenzenDef::run(state.dice().faces), state.dice().throwsMade);
                    QCOMPARE(r.value, key > table.key() ? 1.0 : key == table.key() && key > 0 ? 0.5 : 0.0);
                }
            const BotView view = viewOf(state);
            QVERIFY(std::find(view.legal.begin(), view.legal.end(), bot->decide(view)) != view.legal.end());
        }
    }

    /// Perfect counts the player still to come: with 1-2-3 after one throw as the first of two, it
    /// weighs the other's chance to beat it; Good only sees an empty table and stops on any run.
    void perfectCountsThePlayerToCome()
    {
        GameSetup setup = setupFor(2);
        SequenzenState state(setup);
        QCOMPARE(run(state, "t:1,2,3"), QString());
        const auto good = findGameDef("sequenzen")->makeBot("good", setup.options, {});
        const auto perfect = findGameDef("sequenzen")->makeBot("perfect", setup.options, {});
        QVERIFY(good->decide(viewOf(state)) == Action::stop());
        // Perfect's worth of stopping: the other, playing for it, fails to beat 1-2-3 in one throw.
        const SequenzenTurn::Worth w = SequenzenBot::beat(1, 1, false);
        double stop = -1;
        for (const RankedChoice& r : perfect->rank(viewOf(state)))
            if (r.action.type == Action::Type::Stop)
                stop = r.value;
        QVERIFY(std::abs(stop - (1 - w.above - w.equal + w.equal / 2)) < 1e-12);
        // The other's worth against 1-2-3 in one throw (a tie shared by two), by brute force over
        // every first throw and what follows.
        double brute = 0;
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b)
                for (int c = 1; c <= 6; ++c)
                    brute += bruteForce({a, b, c}, 1, SequenzenResult::keyOf(1, 1), 1, false) / 216.0;
        QVERIFY2(std::abs(w.value - brute) < 1e-12,
            qPrintable(QStringLiteral("%1 against %2").arg(w.value).arg(brute)));
        QVERIFY(std::abs(w.value - (w.above + w.equal / 2)) < 1e-12);
        qInfo("1-2-3 in one throw: the other beats it %.4f, ties %.4f; Perfect's worth of stopping %.4f",
            w.above, w.equal, stop);
    }

    void wholeSeededGamesReplay_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<bool>("keepTwo");
        QTest::addColumn<qulonglong>("seed");
        QTest::newRow("three computers, seed 7") << 3 << false << qulonglong(7);
        QTest::newRow("four computers keeping two, seed 11") << 4 << true << qulonglong(11);
    }
    void wholeSeededGamesReplay()
    {
        QFETCH(int, seats);
        QFETCH(bool, keepTwo);
        QFETCH(qulonglong, seed);
        const std::vector<std::string> levels = testing::mixedLevels(seats);
        const Match match = testing::playOut(setupFor(seats, keepTwo, seed), levels);
        QVERIFY(match.state().isTerminal());
        const QByteArray bytes = gamefile::write(match.record());
        const auto reopenedProblem = testing::reopenProblem(match, bytes);
        QVERIFY2(!reopenedProblem, reopenedProblem.value_or("").c_str());
        QCOMPARE(testing::playOut(setupFor(seats, keepTwo, seed), levels).record() == match.record(), true);
    }

    /// Level against level, two seats: rounds won per game of five. Keeping two gives the levels
    /// room to differ; without it the only choice is when to stop and the edge is small (README).
    void levelsAreMeasured_data()
    {
        QTest::addColumn<QStringList>("levels");
        QTest::addColumn<bool>("keepTwo");
        QTest::newRow("perfect against beginner, keeping two") << QStringList{"perfect", "beginner"} << true;
    }
    void levelsAreMeasured()
    {
        QFETCH(QStringList, levels);
        QFETCH(bool, keepTwo);
        const int games = 1000;
        std::vector<std::string> order;
        for (const QString& level : levels)
            order.push_back(level.toStdString());
        const auto tables = testing::everySeating(order);
        std::map<std::string, double> won;
        for (int g = 0; g < games; ++g) {
            const auto& seated = tables[std::size_t(g) % tables.size()];
            const Match match = testing::playOut(setupFor(2, keepTwo, 9000 + std::uint64_t(g)), seated);
            for (Seat s = 0; s < 2; ++s)
                won[seated[std::size_t(s)]] += dynamic_cast<const SequenzenState&>(match.state()).points(s);
        }
        for (const auto& [level, points] : won)
            qInfo("sequenzen%s %s: %s wins %.3f rounds a game of 5", keepTwo ? " keep_two" : "",
                qPrintable(levels.join(" vs ")), level.c_str(), points / games);
        QVERIFY2(won[order.front()] > won[order.back()], "the stronger level should win more rounds");
    }
};

QTEST_APPLESS_MAIN(tst_Sequenzen)
#include "tst_sequenzen.moc"
