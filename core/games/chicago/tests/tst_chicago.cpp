// SPDX-License-Identifier: GPL-3.0-or-later
// Chicago (seed 000) as the booklet writes it: every example of the text, whole games replayed, and
// the computer players measured against each other.
#include <QElapsedTimer>
#include <QTest>

#include <cmath>
#include <sstream>

#include "engine/registry.h"
#include "gamefile.h"
#include "games/chicago/chicago.h"
#include "games/chicago/chicagobot.h"
#include "match.h"
#include "playout.h"

using namespace knobel;

namespace {

GameSetup setupFor(int seats, bool twoSixes, std::uint64_t seed = 1)
{
    const GameDef& def = *findGameDef("chicago");
    GameSetup setup{"chicago", def.defaultOptions(), {}, seed, Mode::Play, {}};
    if (twoSixes)
        setup.options.set(def.options(), "two_sixes_make_an_ace", "true");
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

/// Runs a script on a bare state: "t:1,6,3" throws these faces (a throw of the seat on turn, or the
/// throw-off, whatever is due), "h:0" / "r:0" keeps or takes back die 1,
/// "a" makes an ace of two sixes, "s" stops. A step written "!t:…" must be refused.
QString run(ChicagoState& state, const QString& script)
{
    for (const QString& raw : script.split(' ', Qt::SkipEmptyParts)) {
        const bool refused = raw.startsWith('!');
        const std::string step = (refused ? raw.mid(1) : raw).toStdString();
        Action action;
        switch (step[0]) {
        case 't':
            action = Action::throwDice(
                state.phase() == ChicagoState::Phase::ThrowOff ? ChicagoDef::kThrowOffGroup : 0);
            action.faces = numbers(step.substr(2));
            break;
        case 'h':
            action = Action::hold(std::stoi(step.substr(2)));
            break;
        case 'r':
            action = Action::release(std::stoi(step.substr(2)));
            break;
        case 'a':
            action = Action::choose(ChicagoDef::kAceFromTwoSixes);
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

/// The facts a row checks, as "name=value" separated by spaces.
QString facts(const ChicagoState& state)
{
    QStringList out;
    if (state.phase() == ChicagoState::Phase::Turn && state.dice().thrown())
        out << QStringLiteral("sum=%1").arg(ChicagoDef::sum(state.dice().faces));
    QStringList mats;
    QStringList results;
    for (Seat s = 0; s < state.seats(); ++s) {
        mats << QString::number(state.session().penalties(s));
        const auto& r = state.results()[std::size_t(s)];
        results << (r ? QStringLiteral("%1/%2").arg(r->sum).arg(r->throws) : QStringLiteral("-"));
    }
    out << QStringLiteral("mats=") + mats.join(',') << QStringLiteral("results=") + results.join(',')
        << QStringLiteral("limit=%1").arg(state.throwLimit())
        << QStringLiteral("turn=%1").arg(state.isTerminal() ? -1 : state.toAct())
        << QStringLiteral("over=%1").arg(state.isTerminal() ? 1 : 0);
    return out.join(' ');
}

/// Plays a whole game of computers; returns the match.

} // namespace

class tst_Chicago : public QObject
{
    Q_OBJECT

private slots:
    void facesCountAsTheTextSays_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<int>("value");
        // "Die 1 zählt = 100, die [6] zählt = 60, und die übrigen Werte gelten entsprechend ihrer
        // Augenzahl." (The scan shows "die 2"; the example's 163 and the notes read the lost picture as 6.)
        QTest::newRow("the one counts 100") << 1 << 100;
        QTest::newRow("the six counts 60") << 6 << 60;
        QTest::newRow("the two counts its pips") << 2 << 2;
        QTest::newRow("the three counts its pips") << 3 << 3;
        QTest::newRow("the four counts its pips") << 4 << 4;
        QTest::newRow("the five counts its pips") << 5 << 5;
    }
    void facesCountAsTheTextSays()
    {
        QFETCH(int, face);
        QFETCH(int, value);
        QCOMPARE(ChicagoDef::value(face), value);
    }

    void everyExampleOfTheText_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<bool>("twoSixes");
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("expected");

        // The first seat of these games (seed 1) is seat firstSeatFromSeed(); the rows start there.
        QTest::newRow(
            "Wirft er z. B. 1-6-3, kann er die 1 stehenlassen und mit 2 Würfeln ein zweites Mal werfen; "
            "erzielt er dann 6-3 und hört er dann auf, so hat er 163 Punkte erzielt")
            << 2 << false << "t:1,6,3 h:0 t:1,6,3 s"
            << "mats=0,0 results=163/2,- limit=2";
        QTest::newRow(
            "Der erste Spieler wirft zunächst mit 3 Würfeln. Ist er mit der geworfenen Summe zufrieden, "
            "hört er auf")
            << 2 << false << "t:1,1,5 s"
            << "mats=0,0 results=205/1,- limit=1";
        QTest::newRow(
            "Er kann aber wahlweise mit 1 bis 3 Würfeln noch ein zweites und ein drittes Mal werfen, "
            "wobei die nicht mehr benutzten Würfel stehen bleiben und am Schluß mitzählen")
            << 2 << false << "t:2,6,4 h:1 t:5,6,1 h:2 t:4,6,1"
            << "mats=0,0 results=164/3,- limit=3";
        QTest::newRow("Die höchste Punktezah, die man erreichen kann, ist dreimal die 1 (Chicago) = 300")
            << 2 << false << "t:1,1,1"
            << "sum=300";
        QTest::newRow("Die anderen Spieler dürfen nun nicht öfter werfen, als der erste")
            << 3 << false << "t:1,6,3 h:0 t:1,6,3 s t:2,2,3 t:4,4,5"
            << "mats=0,0,0 results=163/2,13/2,- limit=2 turn=2";
        QTest::newRow("bei gleicher Punktezah derjenige, der dazu am wenigsten Würfe benötigte, gewinnt; "
                      "der andere bekommt den Bierdeckel")
            << 2 << false << "t:2,3,4 t:6,6,5 s t:6,5,6 s"
            << "mats=1,0 results=-,- turn=0";
        QTest::newRow(
            "Der Verlierer (die niedrigste Summe) bekommt einen Bierdeckel und beginnt die nächste Runde")
            << 3 << false << "t:1,1,2 s t:6,6,6 t:1,2,2"
            << "mats=0,0,1 results=-,-,- turn=2 limit=3";
        QTest::newRow(
            "Gleich niedrige Summe: einer wirft je einen Würfel, der niedrigere bekommt den Bierdeckel")
            << 3 << false << "t:1,1,1 s t:2,3,4 t:4,3,2 t:5,2"
            << "mats=0,0,1 results=-,-,- turn=2";
        QTest::newRow("Gleicher Wurf beim Stechen: es wird noch einmal geworfen")
            << 2 << false << "t:2,3,4 s t:4,3,2 t:3,3 t:6,1"
            << "mats=0,1 turn=1";
        QTest::newRow("Wer als erster 3 Bierdeckel (Chips) kassieren mußte, bezahlt eine Runde")
            << 2 << false << "t:1,1,1 s t:2,2,2 t:2,2,2 s t:1,1,1 t:2,2,2 s t:1,1,1"
            << "mats=0,3 over=1";
        QTest::newRow(
            "Wer beim ersten Wurf 2 Sechser wirft, kann dafür einen Würfel mit der 1 nach oben (= 100) "
            "stehenlassen")
            << 2 << true << "t:6,6,4 a h:2 t:1,5,4"
            << "sum=109 limit=3";
        // The reading of the rules notes: turning is no throw; the other six is taken up and goes with
        // the player's next throw, which counts as a throw. Before it there is no stop, and the free
        // die cannot be kept.
        QTest::newRow("der freie Würfel geht mit dem nächsten Wurf, der als Wurf zählt")
            << 2 << true << "t:6,6,4 a !s !h:1 !a t:1,5,3 s"
            << "mats=0,0 results=108/2,- limit=2 turn=1";
        QTest::newRow("beim zweiten Wurf 2 Sechser: der Würfel mit der 1 bleibt stehen")
            << 2 << true << "t:2,3,4 t:6,3,6 a !r:0 h:1 t:1,3,1"
            << "mats=0,0 results=203/3,- turn=1";
        QTest::newRow("beim dritten Wurf gilt die Regel nicht") << 2 << true << "t:2,3,4 t:2,3,5 !a t:6,6,5"
                                                                << "mats=0,0 results=125/3,-";
        QTest::newRow("ohne die Zusatzregel werden zwei Sechser nicht zur 1") << 2 << false << "t:6,6,4 !a"
                                                                              << "sum=124";
        // Never a throw beyond the player's limit: with no throw left there is nothing to turn.
        QTest::newRow("Warf der erste Spieler nur einmal, gibt es für die anderen nichts umzudrehen")
            << 2 << true << "t:5,5,5 s t:6,6,2 !a"
            << "mats=1,0 results=-,- turn=0";
        QTest::newRow("Zwei Sechser mit dem letzten erlaubten Wurf: nichts umzudrehen, der Zug ist aus")
            << 2 << true << "t:1,2,3 t:1,2,4 s t:2,3,4 t:6,6,5"
            << "mats=1,0 results=-,- turn=0";
    }
    // A throw again is one line (issue 25): what stays and what was thrown, not a line per die kept.
    void aThrowAgainSaysWhatStayedAndWhatWasThrown()
    {
        GameSetup setup = setupFor(2, false);
        ChicagoState state(setup);
        const Seat first = state.toAct();
        const std::string who = setup.players[std::size_t(first)];
        QCOMPARE(run(state, "t:1,2,3 h:0"), QString());
        Action again = Action::throwDice(0);
        again.faces = {1, 6, 5};
        const std::string kept = state.describe(again, first, kNoSeat).english();
        QVERIFY2(kept == who + " keeps 1 and throws 2 dice again: 6-5 (165).", kept.c_str());
        QCOMPARE(run(state, "r:0"), QString());
        const std::string all = state.describe(again, first, kNoSeat).english();
        QVERIFY2(all == who + " throws all the dice again: 1-6-5 (165).", all.c_str());
    }

    void everyExampleOfTheText()
    {
        QFETCH(int, seats);
        QFETCH(bool, twoSixes);
        QFETCH(QString, script);
        QFETCH(QString, expected);
        GameSetup setup = setupFor(seats, twoSixes);
        ChicagoState state(setup);
        // Rename the seats so that the script's first player is seat 0.
        const Seat first = firstSeatFromSeed(setup);
        QCOMPARE(state.toAct(), first);
        const QString problem = run(state, script);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // The facts, with seats counted from the round's first player.
        QString seen = facts(state);
        QStringList rotated;
        for (const QString& fact : seen.split(' ')) {
            const QString name = fact.section('=', 0, 0);
            QString value = fact.section('=', 1);
            if (name == "mats" || name == "results") {
                QStringList items = value.split(',');
                QStringList turned;
                for (int k = 0; k < items.size(); ++k)
                    turned << items[(first + k) % items.size()];
                value = turned.join(',');
            } else if (name == "turn" && value != "-1") {
                value = QString::number((value.toInt() - first + seats) % seats);
            }
            rotated << name + '=' + value;
        }
        for (const QString& want : expected.split(' '))
            QVERIFY2(rotated.contains(want), qPrintable(want + " not in: " + rotated.join(' ')));
    }

    void everySeatSeesTheRoundTable()
    {
        GameSetup setup = setupFor(3, false);
        ChicagoState state(setup);
        const Seat first = firstSeatFromSeed(setup);
        const Seat second = (first + 1) % 3;
        QCOMPARE(run(state, "t:1,6,3 h:0 t:1,6,3 s t:2,2,5"), QString());
        const Observation view = state.observe(second);
        QCOMPARE(view.toAct, second);
        QCOMPARE(view.throwLimit, 2);
        QCOMPARE(view.round, 1);
        QCOMPARE(view.dice.size(), std::size_t(1));
        QCOMPARE(view.dice[0].id, std::string("tray"));
        QCOMPARE(view.dice[0].owner, second);
        QCOMPARE(view.dice[0].throwLimit, 2);
        QCOMPARE(view.dice[0].throwsMade, 1);
        QCOMPARE(view.dice[0].dice[2].face, 5);
        QVERIFY(view.seats[std::size_t(first)].starter);
        QCOMPARE(view.seats[std::size_t(first)].roundLine.english(), std::string("163 in 2 throw(s)"));
        QVERIFY(view.seats[std::size_t(second)].roundLine.empty());
        QCOMPARE(view.fact<int>("sum"), std::optional<int>(9));
        QCOMPARE(state.status(second).english(),
            std::string(1, char('A' + second))
                + " has 9: keep dice and throw again, or stop (1 throw(s) left).");
        // Nothing is hidden in Chicago: every seat sees what the table sees, but for the viewer.
        Observation table = state.observe(kNoSeat);
        table.viewer = second;
        QCOMPARE(table == view, true);
    }

    /// A round's end stays on the table until the next round's first throw: the last turn's dice and
    /// every seat's result, as the round ended.
    void theLastRoundStaysOnTheTableUntilTheNextThrow()
    {
        GameSetup setup = setupFor(2, false);
        ChicagoState state(setup);
        const Seat first = firstSeatFromSeed(setup);
        const Seat second = 1 - first;
        // The first player stops after one throw (163), the second throws 2,2,5 once (9): lowest.
        QCOMPARE(run(state, "t:1,6,3 s t:2,2,5"), QString());
        QCOMPARE(state.session().penalties(second), 1);
        Observation view = state.observe(first);
        QCOMPARE(view.round, 2);
        QCOMPARE(view.dice.size(), std::size_t(1));
        QVERIFY(view.dice[0].ended);
        QCOMPARE(view.dice[0].owner, second);
        QCOMPARE(view.dice[0].dice[2].face, 5);
        QCOMPARE(view.seats[std::size_t(first)].roundLine.english(), std::string("163 in 1 throw(s)"));
        QCOMPARE(view.seats[std::size_t(second)].roundLine.english(), std::string("9 in 1 throw(s)"));
        // The loser starts the next round; its first throw clears the table.
        QCOMPARE(state.toAct(), second);
        QCOMPARE(run(state, "t:4,4,4"), QString());
        view = state.observe(first);
        QVERIFY(!view.dice[0].ended);
        QCOMPARE(view.dice[0].owner, second);
        QCOMPARE(view.dice[0].dice[0].face, 4);
        QVERIFY(view.seats[std::size_t(first)].roundLine.empty());
    }

    void theFirstSeatIsDrawnFromTheSeed()
    {
        QSet<int> seen;
        for (std::uint64_t seed = 1; seed <= 40; ++seed)
            seen.insert(firstSeatFromSeed(setupFor(4, false, seed)));
        QCOMPARE(seen.size(), 4);
    }

    void theComputerKnowsWhatTheLastPlayerNeeds_data()
    {
        QTest::addColumn<QString>("level");
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("best");
        // Two seats; the first stopped on 205 after two throws; the second has 260 after one.
        QTest::newRow("above the table's lowest, a careful player stops") << "good"
                                                                          << "t:1,1,5 t:1,1,5 s t:1,1,6"
                                                                          << "stop";
        // The first stopped on 163 after two throws; the second has 1-2-3 (105) after one throw.
        QTest::newRow("below the table's lowest, the last player keeps the ace and throws two dice")
            << "perfect"
            << "t:1,6,3 h:0 t:1,6,3 s t:1,2,3"
            << "keep 1";
        // The first stopped on 205 after two throws; the second has 1-6-3 (163) after one.
        QTest::newRow("a beginner stops at 160 or more, whatever the table shows")
            << "beginner"
            << "t:1,1,5 t:1,1,5 s t:1,6,3"
            << "stop";
        QTest::newRow("a good player sees the 205 on the table and throws again")
            << "good"
            << "t:1,1,5 t:1,1,5 s t:1,6,3"
            << "keep 1-6";
        QTest::newRow("a beginner keeps the ones and sixes below 160") << "beginner"
                                                                       << "t:1,1,5 t:1,1,5 s t:1,2,5"
                                                                       << "keep 1";
        QTest::newRow("with 1-6-5 (165) over the table's 163 the last player stops")
            << "perfect"
            << "t:1,6,3 h:0 t:1,6,3 s t:1,6,5"
            << "stop";
    }
    void theComputerKnowsWhatTheLastPlayerNeeds()
    {
        QFETCH(QString, level);
        QFETCH(QString, script);
        QFETCH(QString, best);
        GameSetup setup = setupFor(2, false);
        ChicagoState state(setup);
        QCOMPARE(run(state, script), QString());
        const auto bot = findGameDef("chicago")->makeBot(level.toStdString(), setup.options, {});
        BotView view;
        view.seat = state.toAct();
        view.full = &state;
        view.legal = state.legalActions();
        const auto ranked = bot->rank(view);
        QVERIFY(!ranked.empty());
        const RankedChoice& top = ranked.front();
        QString said = top.action.type == Action::Type::Stop ? QStringLiteral("stop")
            : top.text.args.empty()
            ? QStringLiteral("throw all")
            : QStringLiteral("keep ") + QString::fromStdString(top.text.args[0].literal);
        QCOMPARE(said, best);
        QVERIFY(std::find(view.legal.begin(), view.legal.end(), bot->decide(view)) != view.legal.end());
    }

    void theMatChanceCountsThePlayersToCome()
    {
        // Nobody to come: the lowest takes the mat; a tie with one other: half.
        QCOMPARE(ChicagoBot::matChance(105, 1, 0, 0, 3, false), 1.0);
        QCOMPARE(ChicagoBot::matChance(105, 1, 1, 0, 3, false), 0.5);
        // 300 in one throw cannot be beaten: only if all three to come throw it too is there a throw-off.
        QVERIFY(ChicagoBot::matChance(300, 1, 0, 3, 3, false) < 1e-6);
        // The lowest possible result, 2-2-2 after three throws, is beaten by nearly everyone.
        QVERIFY(ChicagoBot::matChance(6, 3, 0, 1, 3, false) > 0.99);
        // More players to come make the mat less likely.
        const double one = ChicagoBot::matChance(163, 2, 0, 1, 2, false);
        const double three = ChicagoBot::matChance(163, 2, 0, 3, 2, false);
        QVERIFY(three < one);
        qInfo("P(mat) with 163 in 2 throws against 1 / 3 players to come (limit 2): %.3f / %.3f", one, three);
    }

    /// The hardest decision: the first player of eight, whose every result is weighed against each limit
    /// it would set for seven players to come. Timed from cold (nothing computed yet) and warm.
    void theFirstPlayersDecisionIsQuick()
    {
        for (const bool twoSixes : {false, true}) {
            GameSetup setup = setupFor(8, twoSixes);
            ChicagoState state(setup);
            QCOMPARE(run(state, "t:2,6,5"), QString());
            const auto bot = findGameDef("chicago")->makeBot("perfect", setup.options, {});
            BotView view;
            view.seat = state.toAct();
            view.full = &state;
            view.legal = state.legalActions();
            QElapsedTimer cold;
            cold.start();
            const Action first = bot->decide(view);
            const qint64 coldMs = cold.elapsed();
            QElapsedTimer warm;
            warm.start();
            QCOMPARE(bot->decide(view) == first, true);
            const qint64 warmMs = warm.elapsed();
            qInfo("perfect, first of eight%s: %lld ms cold, %lld ms warm",
                twoSixes ? ", two sixes make an ace" : "", coldMs, warmMs);
            QVERIFY(warmMs < 50);
        }
    }

    void wholeSeededGamesReplay_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<bool>("twoSixes");
        QTest::addColumn<qulonglong>("seed");
        QTest::newRow("three computers, seed 7") << 3 << false << qulonglong(7);
        QTest::newRow("four computers with two sixes as an ace, seed 11") << 4 << true << qulonglong(11);
        QTest::newRow("two computers, seed 2026") << 2 << false << qulonglong(2026);
    }
    void wholeSeededGamesReplay()
    {
        QFETCH(int, seats);
        QFETCH(bool, twoSixes);
        QFETCH(qulonglong, seed);
        const std::vector<std::string> levels = testing::mixedLevels(seats);
        const Match match = testing::playOut(setupFor(seats, twoSixes, seed), levels);
        // The loser has three mats, nobody else has as many.
        const Result result = match.result();
        QCOMPARE(result.standings.back().total, ChicagoDef::kMatsToLose);
        QVERIFY(result.standings[result.standings.size() - 2].total < ChicagoDef::kMatsToLose);
        const QByteArray bytes = gamefile::write(match.record());
        QVERIFY(bytes.contains("\"version\": 2"));
        std::string problem;
        auto reopened = gamefile::read(bytes, problem);
        QVERIFY2(reopened, problem.c_str());
        QCOMPARE(reopened->observe(kNoSeat) == match.observe(kNoSeat), true);
        QCOMPARE(reopened->result() == result, true);
        QCOMPARE(gamefile::write(reopened->record()), bytes);
        // The same seed and the same computers play the same game again.
        QCOMPARE(testing::playOut(setupFor(seats, twoSixes, seed), levels).record() == match.record(), true);
        if (twoSixes)
            QVERIFY(bytes.contains("\"ace\"") || !bytes.contains("choose"));
    }

    /// Level against level, head to head: two seats, the seed draws who starts; and a table of three
    /// with every arrangement of the levels. A level's figure is the chance that it loses the game
    /// (takes the third beer mat), mean ± standard error. KNOBEL_CHICAGO_GAMES sets the games per table.
    void levelsAreMeasured_data()
    {
        QTest::addColumn<QStringList>("levels");
        QTest::newRow("perfect against good") << QStringList{"perfect", "good"};
        QTest::newRow("perfect against beginner") << QStringList{"perfect", "beginner"};
        QTest::newRow("good against beginner") << QStringList{"good", "beginner"};
        QTest::newRow("perfect, good and beginner at one table")
            << QStringList{"perfect", "good", "beginner"};
    }
    void levelsAreMeasured()
    {
        QFETCH(QStringList, levels);
        const int games = qEnvironmentVariableIntValue("KNOBEL_CHICAGO_GAMES") > 0
            ? qEnvironmentVariableIntValue("KNOBEL_CHICAGO_GAMES")
            : 300;
        std::vector<std::string> order;
        for (const QString& level : levels)
            order.push_back(level.toStdString());
        const std::vector<std::vector<std::string>> tables = testing::everySeating(order);
        std::map<std::string, double> lost;
        std::map<std::string, double> mats;
        for (int g = 0; g < games; ++g) {
            const auto& seated = tables[std::size_t(g) % tables.size()];
            const Match match
                = testing::playOut(setupFor(int(seated.size()), false, 5000 + std::uint64_t(g)), seated);
            for (const auto& standing : match.result().standings) {
                const std::string& level = seated[std::size_t(standing.player)];
                lost[level] += standing.total >= ChicagoDef::kMatsToLose ? 1.0 : 0.0;
                mats[level] += standing.total;
            }
        }
        for (const auto& [level, count] : lost) {
            const double mean = count / games;
            const double se = std::sqrt(mean * (1 - mean) / (games - 1));
            qInfo("chicago %s: %s loses %.3f ± %.3f of %d games, %.2f mats a game",
                qPrintable(levels.join(" vs ")), level.c_str(), mean, se, games, mats[level] / games);
        }
        const std::string stronger = levels.front().toStdString();
        const std::string weaker = levels.back().toStdString();
        QVERIFY2(lost[stronger] < lost[weaker], "the stronger level should lose less often");
    }
};

QTEST_APPLESS_MAIN(tst_Chicago)
#include "tst_chicago.moc"
