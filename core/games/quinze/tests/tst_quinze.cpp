// SPDX-License-Identifier: GPL-3.0-or-later
// Quinze (seed 000, "Quinze (Fünfzehn)") as the booklet writes it: "Jeder versucht, 15 Augen zu
// erreichen, oder eine Zahl, die dicht darunter liegt. Wer über 15 wirft, scheidet aus. Sieger ist,
// wer genau 15 oder am dichtesten darunter geworfen hat. Bei gleicher Summe ist entscheidend, wer
// dazu am wenigsten Würfe benötigte. Der Sieger erhält von den Ausgeschiedenen je 10 Chips, von den
// anderen die Differenz der Augenzahlen."
#include <QTest>

#include <cmath>
#include <random>
#include <set>
#include <sstream>

#include "engine/registry.h"
#include "gamefile.h"
#include "games/quinze/quinze.h"
#include "games/quinze/quinzebot.h"
#include "match.h"
#include "playout.h"

using namespace knobel;

namespace {

GameSetup setupFor(int seats, std::uint64_t seed = 1, int rounds = 1)
{
    const GameDef& def = *findGameDef("quinze");
    GameSetup setup{"quinze", def.defaultOptions(), {}, seed, Mode::Play, {}};
    setup.options.set(def.options(), "rounds", std::to_string(rounds));
    for (int s = 0; s < seats; ++s)
        setup.players.push_back(std::string(1, char('A' + s)));
    return setup;
}

/// A turn written as the table plays it: "4" throws a 4, "s" stops; "!s" must be refused.
QString run(QuinzeState& state, const QString& script)
{
    for (const QString& raw : script.split(' ', Qt::SkipEmptyParts)) {
        const bool refused = raw.startsWith('!');
        const QString step = refused ? raw.mid(1) : raw;
        Action action = Action::stop();
        if (step != QLatin1String("s")) {
            action = Action::throwDice();
            action.faces = {step.toInt()};
        }
        const Observation before = state.observe(kNoSeat);
        const Problem problem = state.apply(action);
        if (refused != bool(problem))
            return raw
                + (problem ? ": " + QString::fromStdString(*problem) : QStringLiteral(": was not refused"));
        if (problem && !(state.observe(kNoSeat) == before))
            return raw + QStringLiteral(": refused but changed the game");
    }
    return {};
}

/// Plays the seats' turns in the round's order, one script per turn.
QString playRound(QuinzeState& state, const QStringList& turns)
{
    for (const QString& turn : turns)
        if (const QString problem = run(state, turn); !problem.isEmpty())
            return problem;
    return {};
}

} // namespace

class tst_Quinze : public QObject
{
    Q_OBJECT

private slots:
    void theWinnerIsPaidAsTheTextSays_data()
    {
        QTest::addColumn<QList<int>>("sums");
        QTest::addColumn<QList<int>>("throws");
        QTest::addColumn<QList<int>>("chips");
        // "genau 15 … erhält von den Ausgeschiedenen je 10 Chips, von den anderen die Differenz"
        QTest::newRow("15 wins: 10 from the one out, 3 from the 12")
            << QList<int>{15, 17, 12} << QList<int>{3, 4, 3} << QList<int>{13, -10, -3};
        // "oder eine Zahl, die dicht darunter liegt": closest below wins
        QTest::newRow("14 is closest below") << QList<int>{14, 9} << QList<int>{4, 2} << QList<int>{5, -5};
        // "Bei gleicher Summe ist entscheidend, wer dazu am wenigsten Würfe benötigte": the difference is 0
        QTest::newRow("equal sums: fewer throws win, the difference is nothing")
            << QList<int>{13, 13, 11} << QList<int>{4, 3, 2} << QList<int>{0, 2, -2};
        // Equal best (same sum, same throws) share; an odd chip goes to the first of them.
        QTest::newRow("equal best share, paying nothing to each other")
            << QList<int>{13, 13, 10, 16} << QList<int>{3, 3, 2, 5} << QList<int>{7, 6, -3, -10};
        QTest::newRow("everyone out: nobody pays")
            << QList<int>{16, 20} << QList<int>{4, 5} << QList<int>{0, 0};
        QTest::newRow("the only one not out wins with any sum")
            << QList<int>{3, 18, 16} << QList<int>{1, 4, 5} << QList<int>{20, -10, -10};
    }
    void theWinnerIsPaidAsTheTextSays()
    {
        QFETCH(QList<int>, sums);
        QFETCH(QList<int>, throws);
        QFETCH(QList<int>, chips);
        std::vector<QuinzeResult> results;
        for (int i = 0; i < sums.size(); ++i)
            results.push_back({sums[i], throws[i]});
        const std::vector<int> paid = quinzePayments(results);
        QCOMPARE(QList<int>(paid.begin(), paid.end()), chips);
        // The computer's worth of a result is what the settlement pays, the odd chip as a fraction.
        for (std::size_t i = 0; i < results.size(); ++i) {
            std::vector<QuinzeResult> others = results;
            others.erase(others.begin() + std::ptrdiff_t(i));
            QVERIFY(std::abs(quinzeChips(results[i], others) - paid[i]) < 1.0);
        }
    }

    void aRoundIsPlayedAndSettled()
    {
        QuinzeState state(setupFor(3, 4));
        const std::vector<Seat> order = state.order();
        // "Wer über 15 wirft, scheidet aus": 6, 6, 4 is 16, the turn is over at once.
        QCOMPARE(playRound(state, {"!s 6 6 4"}), QString());
        QCOMPARE(state.results()[std::size_t(order[0])]->sum, 16);
        QVERIFY(state.results()[std::size_t(order[0])]->bust());
        QCOMPARE(state.current(), order[1]);
        // A player may stop after any throw, and may throw at 15 too (and go out).
        QCOMPARE(playRound(state, {"5 5 5 s"}), QString());
        QCOMPARE(state.current(), order[2]);
        QCOMPARE(playRound(state, {"6 6 s"}), QString());
        QVERIFY(state.isTerminal());
        QCOMPARE(state.ledger().balance(order[1]), 13);
        QCOMPARE(state.ledger().balance(order[0]), -10);
        QCOMPARE(state.ledger().balance(order[2]), -3);
        const Result result = state.result();
        QCOMPARE(result.standings.front().player, order[1]);
        int paid = 0;
        for (const Payment& p : result.payments)
            paid += p.payee == order[1] ? p.amount : 0;
        QCOMPARE(paid, 13);
        QCOMPARE(state.outcomes().size(), std::size_t(1));
        QVERIFY(state.apply(Action::stop()).has_value()); // over: nothing more is taken
    }

    void roundsRotateTheFirstPlayerAndAddUp()
    {
        QuinzeState state(setupFor(2, 9, 2));
        const Seat first = state.current();
        QCOMPARE(playRound(state, {"6 6 s", "3 s"}), QString());
        QVERIFY(!state.isTerminal());
        QCOMPARE(state.session().round(), 2);
        QVERIFY(state.current() != first); // clockwise: the next player begins the next round
        // The last round's results stay on the table until the next turn begins.
        QCOMPARE(state.observe(kNoSeat).seats[std::size_t(first)].roundLine.args.front().literal,
            std::string("12"));
        QCOMPARE(playRound(state, {"5 5 s", "6 5 4 s"}), QString());
        QVERIFY(state.isTerminal());
        // Round 1: 12 against 3 (+9 first); round 2: the other 10, the first 15 (+5 first).
        QCOMPARE(state.ledger().balance(first), 14);
        QCOMPARE(state.outcomes().size(), std::size_t(2));
    }

    void theFirstSeatIsDrawnFromTheSeed()
    {
        std::set<Seat> firsts;
        for (std::uint64_t seed = 1; seed <= 20; ++seed)
            firsts.insert(QuinzeState(setupFor(3, seed)).current());
        QCOMPARE(firsts.size(), std::size_t(3));
    }

    /// The last player knows everything: it throws on exactly while stopping would lose more.
    void theLastPlayerStopsExactly_data()
    {
        QTest::addColumn<QStringList>("before");
        QTest::addColumn<QString>("turn");
        QTest::addColumn<bool>("stops");
        // Worked by hand: stopping at 12 behind 13 pays 1; a throw wins 1 or 2 or ties, and goes out
        // with 4, 5 or 6 (pays 10): (0 + 1 + 2 - 30) / 6 < -1.
        QTest::newRow("12 behind 13: stop and pay 1") << QStringList{"6 4 3 s"} << "6 6" << true;
        // 7 behind 10: every face keeps the player in; 4, 5, 6 win.
        QTest::newRow("7 behind 10: throw") << QStringList{"6 4 s"} << "4 3" << false;
        QTest::newRow("14 behind 15: stop and pay 1") << QStringList{"6 6 3 s"} << "6 6 2" << true;
        // "Der Sieger erhält von den Ausgeschiedenen je 10 Chips": the only one left in wins with 3.
        QTest::newRow("3 when the other is out: stop") << QStringList{"6 6 6"} << "3" << true;
    }
    void theLastPlayerStopsExactly()
    {
        QFETCH(QStringList, before);
        QFETCH(QString, turn);
        QFETCH(bool, stops);
        QuinzeState state(setupFor(2, 3));
        QCOMPARE(playRound(state, before), QString());
        QCOMPARE(run(state, turn), QString());
        const QuinzeBot perfect(QuinzeBot::Level::Perfect);
        BotView view;
        view.seat = state.current();
        view.full = &state;
        view.legal = state.legalActions();
        view.view = state.observe(view.seat);
        const Action expected = stops ? Action::stop() : Action::throwDice();
        QCOMPARE(perfect.decide(view) == expected, true);
        const auto ranked = perfect.rank(view);
        QCOMPARE(ranked.size(), std::size_t(2));
        QCOMPARE(ranked.front().action == expected, true);
    }

    /// The dynamic program against a brute-force enumeration: the last player's expected chips from
    /// 12 in two throws against a standing 14 in three, summed over every sequence of faces.
    void theTurnsWorthIsExact()
    {
        const std::vector<QuinzeResult> table{{14, 3}};
        const QuinzeTurn turn([&](const QuinzeResult& mine) { return quinzeChips(mine, table); });
        // Brute force: the best of stopping and throwing, recursively, over the six faces.
        std::function<double(int, int)> best = [&](int sum, int throws) -> double {
            if (sum > 15)
                return quinzeChips({sum, throws}, table);
            double onThrow = 0;
            for (int f = 1; f <= 6; ++f)
                onThrow += best(sum + f, throws + 1) / 6;
            return std::max(quinzeChips({sum, throws}, table), onThrow);
        };
        QVERIFY(std::abs(std::max(turn.stopWorth(12, 2), turn.throwWorth(12, 2)) - best(12, 2)) < 1e-12);
        QVERIFY(std::abs(turn.throwWorth(9, 2) - [&] {
            double v = 0;
            for (int f = 1; f <= 6; ++f)
                v += best(9 + f, 3) / 6;
            return v;
        }()) < 1e-12);
    }

    /// The chance that a player who stops at 12 goes out, worked out by the turn's outcomes, met by
    /// a simulation of the game's own state within three standard errors.
    void theRuleOfThumbsChancesMeetASimulation()
    {
        double outChance = 0, total = 0;
        for (const QuinzeOutcome& o : QuinzeBot::thresholdOutcomes(QuinzeBot::kBeginnerStop)) {
            total += o.chance;
            outChance += o.result.bust() ? o.chance : 0;
        }
        QVERIFY(std::abs(total - 1) < 1e-12);
        std::mt19937_64 dice(2026);
        std::uniform_int_distribution<int> face(1, 6);
        const int turns = 20000;
        int out = 0;
        const QuinzeBot beginner(QuinzeBot::Level::Beginner);
        for (int t = 0; t < turns; ++t) {
            QuinzeState state(setupFor(2, 1));
            const Seat seat = state.current();
            while (!state.isTerminal() && state.current() == seat) {
                BotView view;
                view.seat = seat;
                view.full = &state;
                view.legal = state.legalActions();
                Action a = beginner.decide(view);
                if (a.type == Action::Type::Throw)
                    a.faces = {face(dice)};
                QVERIFY(!state.apply(a));
            }
            out += state.results()[std::size_t(seat)]->bust() ? 1 : 0;
        }
        const double measured = double(out) / turns;
        const double se = std::sqrt(outChance * (1 - outChance) / turns);
        qInfo("quinze: a player stopping at 12 goes out %.4f (worked out), %.4f ± %.4f (simulated)",
            outChance, measured, se);
        QVERIFY(std::abs(measured - outChance) < 3 * se);
    }

    void wholeSeededGamesReplay()
    {
        const Match match = testing::playOut(setupFor(3, 77, 4), {"perfect", "good", "beginner"});
        const QByteArray bytes = gamefile::write(match.record());
        std::string problem;
        auto reopened = gamefile::read(bytes, problem);
        QVERIFY2(reopened, problem.c_str());
        QCOMPARE(reopened->result() == match.result(), true);
        QCOMPARE(gamefile::write(reopened->record()), bytes);
        QCOMPARE(
            testing::playOut(setupFor(3, 77, 4), {"perfect", "good", "beginner"}).record() == match.record(),
            true);
        int sum = 0;
        for (const Standing& s : match.result().standings)
            sum += s.balance;
        QCOMPARE(sum, 0);
    }

    /// Level against level, two seats, each arrangement in turn: mean chips a round ± standard
    /// error. KNOBEL_QUINZE_ROUNDS sets the rounds.
    void levelsAreMeasured_data()
    {
        QTest::addColumn<QStringList>("levels");
        QTest::newRow("perfect against beginner") << QStringList{"perfect", "beginner"};
        QTest::newRow("good against beginner") << QStringList{"good", "beginner"};
        QTest::newRow("perfect against good") << QStringList{"perfect", "good"};
        QTest::newRow("perfect, good and beginner at one table")
            << QStringList{"perfect", "good", "beginner"};
    }
    void levelsAreMeasured()
    {
        QFETCH(QStringList, levels);
        const int rounds = qEnvironmentVariableIntValue("KNOBEL_QUINZE_ROUNDS") > 0
            ? qEnvironmentVariableIntValue("KNOBEL_QUINZE_ROUNDS")
            : 1500;
        std::vector<std::string> order;
        for (const QString& level : levels)
            order.push_back(level.toStdString());
        const std::vector<std::vector<std::string>> tables = testing::everySeating(order);
        std::map<std::string, std::vector<double>> chips;
        const int perGame = 50;
        for (int g = 0; g * perGame < rounds; ++g) {
            const auto& seated = tables[std::size_t(g) % tables.size()];
            const Match match
                = testing::playOut(setupFor(int(seated.size()), 9000 + std::uint64_t(g), perGame), seated);
            for (const Standing& s : match.result().standings)
                chips[seated[std::size_t(s.player)]].push_back(double(s.balance) / perGame);
        }
        std::map<std::string, double> mean, se;
        for (const auto& [level, values] : chips) {
            double m = 0, v = 0;
            for (double x : values)
                m += x;
            m /= double(values.size());
            for (double x : values)
                v += (x - m) * (x - m);
            se[level] = std::sqrt(v / double(values.size() - 1) / double(values.size()));
            mean[level] = m;
            qInfo("quinze %s: %s %+.3f ± %.3f chips a round over %d rounds", qPrintable(levels.join(" vs ")),
                level.c_str(), m, se[level], int(values.size()) * perGame);
        }
        const double stronger = mean[levels.front().toStdString()],
                     weaker = mean[levels.back().toStdString()];
        if (levels.size() == 2 && levels.back() == QLatin1String("beginner")) {
            QVERIFY2(stronger > weaker, "the stronger level should win more chips");
        } else {
            // Perfect and Good choose alike in a game of two (both stop at 11 as the first player and
            // play the second seat exactly); at a table of three the levels lie within the error of
            // each other (README): the stronger must not be measurably worse.
            QVERIFY2(stronger >= weaker - 2 * std::max(se[levels.front().toStdString()], 0.01),
                "the stronger level should not lose measurably more");
        }
    }
};

QTEST_APPLESS_MAIN(tst_Quinze)
#include "tst_quinze.moc"
