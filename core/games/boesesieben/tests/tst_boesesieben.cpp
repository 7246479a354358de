// SPDX-License-Identifier: GPL-3.0-or-later
// Die böse Sieben (seed 000) as the booklet writes it: every example of the text, the throw-off, the
// computer's values checked against a brute-force search over every throw, and the levels measured.
#include <QTest>

#include <cmath>
#include <map>
#include <sstream>

#include "engine/registry.h"
#include "gamefile.h"
#include "games/boesesieben/boesesieben.h"
#include "games/boesesieben/boesesiebenbot.h"
#include "match.h"
#include "playout.h"

using namespace knobel;

namespace {

GameSetup setupFor(int seats, std::uint64_t seed = 1, int rounds = 0)
{
    const GameDef& def = *findGameDef("boesesieben");
    GameSetup setup{"boesesieben", def.defaultOptions(), {}, seed, Mode::Play, {}};
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

/// Runs a script: "t:6,1,2,2,3,3" throws these faces (every die, those aside unchanged), "c:2" sets
/// aside two sevens, "s" stops. A step written "!…" must be refused, and a refusal must change nothing.
QString run(BoeseSiebenState& state, const QString& script)
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
        case 'c':
            action = Action::choose(std::stoi(step.substr(2)));
            break;
        case 'h':
            action = Action::hold(std::stoi(step.substr(2)));
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

QStringList facts(const BoeseSiebenState& state, Seat first)
{
    const int seats = state.seats();
    QStringList points;
    QStringList results;
    for (int k = 0; k < seats; ++k) {
        const Seat s = (first + k) % seats;
        points << QString::number(state.points(s));
        const auto& r = state.results()[std::size_t(s)];
        results << (r ? QStringLiteral("%1/%2/%3").arg(r->sevens).arg(r->pips).arg(r->throws)
                      : QStringLiteral("-"));
    }
    QStringList out;
    out << QStringLiteral("points=") + points.join(',') << QStringLiteral("results=") + results.join(',')
        << QStringLiteral("turn=%1").arg(state.isTerminal() ? -1 : (state.toAct() - first + seats) % seats)
        << QStringLiteral("round=%1").arg(state.session().round())
        << QStringLiteral("over=%1").arg(state.isTerminal() ? 1 : 0)
        << QStringLiteral("sevens=%1").arg(state.sevens())
        << QStringLiteral("choose=%1").arg(state.sevensToChoose())
        << QStringLiteral("throws=%1").arg(state.dice().throwsMade)
        << QStringLiteral("limit=%1").arg(state.throwLimit())
        << QStringLiteral("throwoff=%1").arg(state.phase() == BoeseSiebenState::Phase::ThrowOff ? 1 : 0);
    return out;
}

double scoreAgainst(int key, int best, int tied)
{
    return key > best ? 1.0 : key == best ? 1.0 / (tied + 1) : 0.0;
}

/// The worth of a turn by brute force over every throw, dice in order: after a throw of `free` dice
/// with `sevens` aside and `throws` made, every count of sevens the rules allow, then stop or throw
/// the rest again. The chance to beat `best`, a share of 1/(tied+1) when equal. Independent of
/// BoeseSiebenTurn: no multisets, no memo.
double bruteForce(int sevens, const std::vector<int>& free, int throws, int limit, int best, int tied)
{
    const int offered = std::min(BoeseSiebenDef::sevensIn(free), 3 - sevens);
    int pips = 0;
    for (int f : free)
        pips += f;
    std::vector<int> ks;
    if (offered == 0)
        ks = {0};
    else if (offered >= 2 && throws < limit && sevens + 1 < 3)
        for (int k = 1; k <= offered; ++k)
            ks.push_back(k);
    else
        ks = {offered};
    double value = -1;
    for (int k : ks) {
        const int now = sevens + k;
        double v = scoreAgainst(BoeseSiebenDef::keyOf(now, pips - 7 * k), best, tied);
        if (now < 3 && throws < limit) {
            const int n = 6 - 2 * now;
            const int outcomes = int(std::pow(6, n));
            double sum = 0;
            for (int o = 0; o < outcomes; ++o) {
                std::vector<int> next;
                int code = o;
                for (int d = 0; d < n; ++d) {
                    next.push_back(code % 6 + 1);
                    code /= 6;
                }
                sum += bruteForce(now, next, throws + 1, limit, best, tied);
            }
            v = std::max(v, sum / outcomes);
        }
        value = std::max(value, v);
    }
    return value;
}

BotView viewOf(const BoeseSiebenState& state)
{
    BotView view;
    view.seat = state.toAct();
    view.full = &state;
    view.legal = state.legalActions();
    return view;
}

} // namespace

class tst_BoeseSieben : public QObject
{
    Q_OBJECT

private slots:
    void sevensAreCounted_data()
    {
        QTest::addColumn<QString>("faces");
        QTest::addColumn<int>("sevens");
        // "möglichst oft (maximal dreimal) je 2 Würfel zusammenzustellen, deren Augenzahlen zusammen 7
        // ergeben"
        QTest::newRow("6+1, 5+2, 4+3") << "6,1,5,2,4,3" << 3;
        QTest::newRow("6+1 twice") << "6,1,6,1,2,2" << 2;
        QTest::newRow("one seven") << "3,4,4,4,1,1" << 1;
        QTest::newRow("none") << "1,1,2,2,3,3" << 0;
        QTest::newRow("none: six alike") << "6,6,6,6,6,6" << 0;
    }
    void sevensAreCounted()
    {
        QFETCH(QString, faces);
        QFETCH(int, sevens);
        QCOMPARE(BoeseSiebenDef::sevensIn(numbers(faces.toStdString())), sevens);
    }

    void everyExampleOfTheText_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("expected");
        QTest::newRow("Der erste Spieler wirft mit 6 Würfeln, kombiniert 2 Würfel zu einem Siebener und läßt "
                      "sie stehen")
            << 2 << "t:6,1,2,2,3,3"
            << "sevens=1 choose=0 throws=1 turn=0";
        QTest::newRow("Wahlweise wirft er mit den restlichen Würfeln ein zweites Mal")
            << 2 << "t:6,1,2,2,3,3 !t:5,1,2,2,3,3 t:6,1,5,2,3,3 s"
            << "results=2/6/2,- turn=1";
        QTest::newRow("und wirft — wenn nötig — noch ein drittes Mal: nach dem dritten ist der Zug aus")
            << 2 << "t:1,1,1,1,1,1 t:2,2,2,2,2,2 t:6,1,2,2,2,2"
            << "results=1/8/3,- turn=1 limit=3";
        QTest::newRow("wenn möglich: ohne Sieben bleibt nichts stehen") << 2 << "t:1,1,2,2,3,3"
                                                                        << "sevens=0 throws=1 turn=0";
        QTest::newRow("maximal dreimal die Sieben: drei Siebener beenden den Zug")
            << 2 << "t:6,1,5,2,4,3 c:3"
            << "results=3/0/1,- turn=1 limit=1";
        QTest::newRow("mehrere Siebener: wie viele stehen bleiben, wählt der Spieler")
            << 2 << "t:6,1,5,2,3,3 !s !c:3 c:1 t:6,1,5,5,5,5"
            << "sevens=1 throws=2 choose=0";
        QTest::newRow("vorgegeben, wie oft seine Gegenspieler maximal würfeln dürfen")
            << 3 << "t:6,1,5,2,3,3 c:2 s t:1,1,1,1,1,1"
            << "turn=2 limit=1 results=2/6/1,0/6/1,-";
        QTest::newRow("Am höchsten zählt dreimal die Sieben, dann zweimal die Sieben plus 12 Augen")
            << 2 << "t:6,1,5,2,6,6 c:2 s t:6,1,4,3,5,2"
            << "points=0,1";
        QTest::newRow("dann zweimal die Sieben plus 12 Augen, dann zweimal die Sieben plus 11 Augen")
            << 3 << "t:6,1,5,2,6,6 c:2 s t:6,1,4,3,5,6 t:6,1,1,1,1,1"
            << "points=1,0,0";
        QTest::newRow("Haben 2 Spieler gleich viel geworfen, wird die Entscheidung durch einen weiteren Wurf "
                      "herbeigeführt")
            << 2 << "t:6,1,2,2,3,3 s t:1,6,3,3,2,2"
            << "throwoff=1 turn=0 points=0,0";
        QTest::newRow("der weitere Wurf entscheidet")
            << 2 << "t:6,1,2,2,3,3 s t:1,6,3,3,2,2 t:1,1,1,1,1,1 t:6,1,1,1,1,1"
            << "throwoff=0 points=0,1 round=2";
        QTest::newRow("wieder gleich: noch ein Wurf")
            << 2 << "t:6,1,2,2,3,3 s t:1,6,3,3,2,2 t:1,1,1,1,1,1 t:1,1,1,1,1,1 t:6,1,5,2,4,3 t:1,1,1,1,1,1"
            << "throwoff=0 points=1,0 round=2";
        QTest::newRow("fünf Runden, dann ist das Spiel aus")
            << 2
            << "t:6,1,5,2,4,3 c:3 t:1,1,1,1,1,1 t:6,1,5,2,4,3 c:3 t:1,1,1,1,1,1 t:6,1,5,2,4,3 c:3 "
               "t:1,1,1,1,1,1 t:6,1,5,2,4,3 c:3 t:1,1,1,1,1,1 t:6,1,5,2,4,3 c:3 t:1,1,1,1,1,1"
            << "over=1";
    }
    void everyExampleOfTheText()
    {
        QFETCH(int, seats);
        QFETCH(QString, script);
        QFETCH(QString, expected);
        GameSetup setup = setupFor(seats);
        BoeseSiebenState state(setup);
        const Seat first = firstSeatFromSeed(setup);
        QCOMPARE(state.toAct(), first);
        const QString problem = run(state, script);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const QStringList seen = facts(state, first);
        for (const QString& want : expected.split(' '))
            QVERIFY2(seen.contains(want), qPrintable(want + " not in: " + seen.join(' ')));
    }

    void theLogSaysIt()
    {
        GameSetup setup = setupFor(2);
        BoeseSiebenState state(setup);
        const Seat first = state.toAct();
        const std::string who = setup.players[std::size_t(first)];
        Action t = Action::throwDice();
        t.faces = {6, 1, 5, 2, 3, 3};
        QCOMPARE(state.describe(t, first, kNoSeat).english(),
            who + " throws 6 1 5 2 3 3. Up to 2 sevens can be set aside.");
        QCOMPARE(run(state, "t:6,1,5,2,3,3"), QString());
        QCOMPARE(state.describe(Action::choose(2), first, kNoSeat).english(),
            who + " sets aside 2 seven(s): 6+1, 5+2.");
        QCOMPARE(run(state, "c:1"), QString());
        QCOMPARE(state.status(kNoSeat).english(),
            who + " has 1 seven(s) + 13 pips: throw the other dice again or stop (2 throw(s) left).");
        t.faces = {6, 1, 4, 2, 3, 3};
        QCOMPARE(state.describe(t, first, kNoSeat).english(),
            who + " keeps 6 1 and throws 4 dice again: 4 2 3 3. Set aside: 4+3 (2 seven(s) in all).");
        QCOMPARE(run(state, "t:6,1,4,2,3,3 s"), QString());
        QCOMPARE(state.observe(1 - first).seats[std::size_t(first)].roundLine.english(),
            std::string("2 seven(s) + 5 pips"));
    }

    /// The computer's worth of every choice against a brute-force search over every throw.
    void theComputerIsExact_data()
    {
        QTest::addColumn<QString>("script");
        QTest::newRow("2 sevens + 5 to beat, one seven after one throw")
            << "t:1,1,1,1,1,1 t:1,1,1,1,1,1 t:6,1,4,3,2,3 t:6,1,2,2,3,3";
        QTest::newRow("1 seven + 20 to beat, one seven after one throw")
            << "t:1,1,1,1,1,1 t:1,1,1,1,1,1 t:6,1,5,5,5,5 t:6,1,2,2,3,3";
        QTest::newRow("3 sevens to beat, two sevens offered after one throw")
            << "t:1,1,1,1,1,1 t:6,1,4,3,2,5 c:3 t:6,1,5,2,3,3";
        QTest::newRow("1 seven + 4 to beat in three throws, no seven after two")
            << "t:1,1,1,1,1,1 t:1,1,1,1,1,1 t:6,1,2,1,1,1 t:1,1,1,1,1,1 t:2,2,2,2,2,2";
    }
    void theComputerIsExact()
    {
        QFETCH(QString, script);
        GameSetup setup = setupFor(2);
        BoeseSiebenState state(setup);
        QCOMPARE(run(state, script), QString());
        QCOMPARE(state.turnIndex(), 1);
        const Seat other = state.order().front();
        const int best = state.results()[std::size_t(other)]->key();
        // The brute force from the moment after the throw, before anything is set aside.
        const DiceSet& dice = state.dice();
        std::vector<int> free;
        int asideSevens = state.sevens();
        for (std::size_t d = 0; d < dice.faces.size(); ++d)
            if (!dice.held[d])
                free.push_back(dice.faces[d]);
        QVERIFY(state.sevensToChoose() > 0 || BoeseSiebenDef::sevensIn(free) == 0);
        const double exact = bruteForce(asideSevens, free, dice.throwsMade, state.throwLimit(), best, 1);
        for (const char* level : {"good", "perfect"}) {
            const auto bot = findGameDef("boesesieben")->makeBot(level, setup.options, {});
            const auto ranked = bot->rank(viewOf(state));
            QVERIFY(!ranked.empty());
            QVERIFY2(std::abs(ranked.front().value - exact) < 1e-12,
                qPrintable(
                    QStringLiteral("%1: %2 against %3").arg(level).arg(ranked.front().value).arg(exact)));
            const BotView view = viewOf(state);
            QVERIFY(std::find(view.legal.begin(), view.legal.end(), bot->decide(view)) != view.legal.end());
        }
        qInfo("%s: %.6f", QTest::currentDataTag(), exact);
    }

    /// Perfect as the first of two against Good is exact; one-round games meet its worth.
    void perfectMeetsItsExactValue()
    {
        BoeseSiebenTurn turn(3, [](int sevens, int pips, int throws) {
            return BoeseSiebenTurn::Worth{
                BoeseSiebenBot::winChance(BoeseSiebenDef::keyOf(sevens, pips), 0, 1, throws), 0, 0};
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
            const auto& state = dynamic_cast<const BoeseSiebenState&>(match.state());
            const double x = state.points(first);
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
                won[seated[std::size_t(s)]] += dynamic_cast<const BoeseSiebenState&>(match.state()).points(s);
        }
        for (const auto& [level, points] : won)
            qInfo("boesesieben good vs beginner: %s wins %.3f rounds a game of 5", level.c_str(),
                points / games);
        QVERIFY2(won["good"] > won["beginner"], "the stronger level should win more rounds");
    }
};

QTEST_APPLESS_MAIN(tst_BoeseSieben)
#include "tst_boesesieben.moc"
