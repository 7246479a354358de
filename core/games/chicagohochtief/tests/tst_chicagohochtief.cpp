// SPDX-License-Identifier: GPL-3.0-or-later
// Chicago hoch-tief (seed 000) as the booklet writes it: every example of the text, the mode shown
// to every seat, the computer's high or low checked against an enumeration, and the levels measured.
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

GameSetup setupFor(int seats, bool twoSixes = false, std::uint64_t seed = 1)
{
    const GameDef& def = *findGameDef("chicagohochtief");
    GameSetup setup{"chicagohochtief", def.defaultOptions(), {}, seed, Mode::Play, {}};
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

/// Runs a script on a bare state: "t:1,6,3" throws these faces (the seat on turn's, or the throw-off),
/// "h:0" / "r:0" keeps or takes back die 1, "H" / "L" says high or low, "a" makes an ace of two
/// sixes, "s" stops. A step written "!t:…" must be refused, and a refusal must change nothing.
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
        case 'H':
            action = Action::choose(ChicagoDef::kHigh);
            break;
        case 'L':
            action = Action::choose(ChicagoDef::kLow);
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

/// The facts a row checks, seats counted from the first player of the game: "name=value".
QStringList facts(const ChicagoState& state, Seat first)
{
    const int seats = state.seats();
    QStringList out;
    const Observation view = state.observe(kNoSeat);
    if (const auto sum = view.fact<int>("sum"))
        out << QStringLiteral("sum=%1").arg(*sum);
    if (const auto mode = view.fact<std::string>("mode"))
        out << QStringLiteral("mode=") + QString::fromStdString(*mode);
    QStringList mats;
    QStringList results;
    for (int k = 0; k < seats; ++k) {
        const Seat s = (first + k) % seats;
        mats << QString::number(state.session().penalties(s));
        const auto& r = state.results()[std::size_t(s)];
        results << (r ? QStringLiteral("%1/%2").arg(r->sum).arg(r->throws) : QStringLiteral("-"));
    }
    out << QStringLiteral("mats=") + mats.join(',') << QStringLiteral("results=") + results.join(',')
        << QStringLiteral("limit=%1").arg(state.throwLimit())
        << QStringLiteral("turn=%1").arg(state.isTerminal() ? -1 : (state.toAct() - first + seats) % seats)
        << QStringLiteral("over=%1").arg(state.isTerminal() ? 1 : 0);
    return out;
}

BotView viewOf(const ChicagoState& state)
{
    BotView view;
    view.seat = state.toAct();
    view.full = &state;
    view.legal = state.legalActions();
    return view;
}

} // namespace

class tst_ChicagoHochTief : public QObject
{
    Q_OBJECT

private slots:
    void facesCountAsTheTextSays_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<int>("high");
        QTest::addColumn<int>("low");
        // "Beim Tiefspiel zählen die Augen normal, die 1 also = 1 und die [6] = 6." (The scan shows
        // "die 2"; as in Chicago the lost picture is the six.) High counts as the plain Chicago.
        QTest::newRow("die 1 also = 1") << 1 << 100 << 1;
        QTest::newRow("und die 6 = 6") << 6 << 60 << 6;
        QTest::newRow("die übrigen zählen normal") << 4 << 4 << 4;
    }
    void facesCountAsTheTextSays()
    {
        QFETCH(int, face);
        QFETCH(int, high);
        QFETCH(int, low);
        QCOMPARE(ChicagoDef::value(face), high);
        QCOMPARE(ChicagoDef::value(face, true), low);
    }

    void everyExampleOfTheText_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<bool>("twoSixes");
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("expected");
        QTest::newRow("Der erste Spieler bestimmt nach seinem ersten Wurf, ob es auf hoch oder tief ankommt")
            << 2 << false << "!H t:1,6,3 !s !h:0 !t:1,2,3 L"
            << "mode=low sum=10 turn=0";
        QTest::newRow("vor der Wahl ist der Modus offen") << 2 << false << "t:1,6,3"
                                                          << "mode=open sum=163";
        QTest::newRow("hoch: höchste Punktezahl wie beim einfachen Chicago")
            << 2 << false << "t:1,2,3 H s t:2,3,4"
            << "mats=0,1 results=-,- turn=1";
        QTest::newRow("Beim Tiefspiel zählen die Augen normal")
            << 2 << false << "t:1,6,3 L h:0 t:1,6,2 s"
            << "mats=0,0 results=9/2,- limit=2 mode=low turn=1";
        QTest::newRow(
            "Gewonnen hat bei tief, wer die niedrigste Punktezahl erreichte, und den Bierdeckel bekommt "
            "der Spieler mit der höchsten Augenzahl")
            << 2 << false << "t:1,2,3 L s t:6,6,5"
            << "mats=0,1 results=-,- turn=1 mode=open";
        QTest::newRow("tief: die 1 zählt nicht 100, 1-1-1 ist das beste")
            << 3 << false << "t:2,2,2 L s t:1,1,1 t:6,1,1"
            << "mats=0,0,1 turn=2";
        QTest::newRow("tief, gleiche Summe: weniger Würfe gewinnt")
            << 2 << false << "t:2,3,4 L h:0 h:1 t:2,3,2 s t:2,2,3 s"
            << "mats=1,0 turn=0";
        QTest::newRow("tief, gleich hohe Summe: ein Würfel je Spieler entscheidet den Bierdeckel")
            << 3 << false << "t:1,1,1 L s t:6,6,6 t:6,6,6 t:5,2"
            << "mats=0,0,1 turn=2";
        QTest::newRow("die anderen dürfen nicht öfter werfen als der erste, auch bei tief")
            << 2 << false << "t:4,4,4 L s t:6,6,6"
            << "mats=0,1 results=-,- turn=1";
        QTest::newRow("nur der erste Spieler der Runde sagt hoch oder tief")
            << 2 << false << "t:4,4,4 H s t:5,5,5 !H !L"
            << "mats=1,0 mode=open";
        QTest::newRow("jede Runde wird neu gewählt: der Verlierer beginnt und sagt an")
            << 2 << false << "t:4,4,4 H s t:5,5,5 t:1,1,2 L s"
            << "mats=1,0 results=4/1,- mode=low turn=1";
        QTest::newRow("Wer als erster 3 Bierdeckel kassieren mußte, bezahlt eine Runde")
            << 2 << false << "t:1,1,1 L s t:2,2,2 t:2,2,2 H s t:1,1,1 t:2,2,2 L s t:1,1,1"
            << "mats=0,3 over=1";
        QTest::newRow("zwei Sechser werden im Hochspiel zur 1") << 2 << true << "t:6,6,4 H a h:2 t:1,5,4"
                                                                << "sum=109 mode=high";
        QTest::newRow("im Tiefspiel werden zwei Sechser nicht zur 1") << 2 << true << "t:6,6,4 L !a"
                                                                      << "sum=16 mode=low";
    }
    void everyExampleOfTheText()
    {
        QFETCH(int, seats);
        QFETCH(bool, twoSixes);
        QFETCH(QString, script);
        QFETCH(QString, expected);
        GameSetup setup = setupFor(seats, twoSixes);
        ChicagoState state(setup, true);
        const Seat first = firstSeatFromSeed(setup);
        QCOMPARE(state.toAct(), first);
        const QString problem = run(state, script);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const QStringList seen = facts(state, first);
        for (const QString& want : expected.split(' ')) {
            if (want == "mode=open" && !seen.join(' ').contains("mode=")) // over: no mode
                continue;
            QVERIFY2(seen.contains(want), qPrintable(want + " not in: " + seen.join(' ')));
        }
    }

    void theModeIsTheOnlyChoiceAfterTheFirstThrow()
    {
        GameSetup setup = setupFor(2);
        ChicagoState state(setup, true);
        QCOMPARE(run(state, "t:3,4,5"), QString());
        const std::vector<Action> legal = state.legalActions();
        QCOMPARE(legal.size(), std::size_t(2));
        QVERIFY(legal[0] == Action::choose(ChicagoDef::kHigh));
        QVERIFY(legal[1] == Action::choose(ChicagoDef::kLow));
        QCOMPARE(state.toAct(), firstSeatFromSeed(setup));
        QVERIFY(!state.throwSpec(0));
        const std::string who = setup.players[std::size_t(state.toAct())];
        QCOMPARE(state.status(kNoSeat).english(),
            who + " has 12 high, 12 low: say high (highest sum wins) or low (lowest sum wins).");
        QCOMPARE(state.describe(Action::choose(ChicagoDef::kLow), state.toAct(), kNoSeat).english(),
            who + " says low: pips count plainly, the lowest sum wins, the highest takes the beer mat.");
        // Every seat sees the mode and who said it, all round.
        QCOMPARE(run(state, "L s"), QString());
        for (Seat s : {Seat(0), Seat(1), kNoSeat}) {
            const Observation view = state.observe(s);
            QCOMPARE(view.fact<std::string>("mode"), std::optional<std::string>("low"));
            QCOMPARE(view.fact<int>("mode_by"), std::optional<int>(firstSeatFromSeed(setup)));
        }
        // Plain Chicago has no mode and refuses one.
        GameSetup plain = setupFor(2);
        plain.game = "chicago";
        plain.options = findGameDef("chicago")->defaultOptions();
        ChicagoState chicago(plain);
        QCOMPARE(run(chicago, "t:3,4,5 !L !H"), QString());
        QVERIFY(!chicago.observe(kNoSeat).fact<std::string>("mode"));
    }

    void theComputerSaysHighOrLow_data()
    {
        QTest::addColumn<QString>("level");
        QTest::addColumn<QString>("first");
        QTest::addColumn<int>("choice");
        QTest::newRow("1-1-6 is 260 high: perfect says high") << "perfect"
                                                              << "t:1,1,6" << ChicagoDef::kHigh;
        QTest::newRow("2-2-3 is 7 low: perfect says low") << "perfect"
                                                          << "t:2,2,3" << ChicagoDef::kLow;
        QTest::newRow("1-1-6: good says high") << "good"
                                               << "t:1,1,6" << ChicagoDef::kHigh;
        QTest::newRow("2-2-3: good says low") << "good"
                                              << "t:2,2,3" << ChicagoDef::kLow;
        QTest::newRow("2-2-3: a beginner says low with 8 pips or fewer") << "beginner"
                                                                         << "t:2,2,3" << ChicagoDef::kLow;
        QTest::newRow("5-5-4: a beginner says high above 8 pips") << "beginner"
                                                                  << "t:5,5,4" << ChicagoDef::kHigh;
    }
    void theComputerSaysHighOrLow()
    {
        QFETCH(QString, level);
        QFETCH(QString, first);
        QFETCH(int, choice);
        GameSetup setup = setupFor(2);
        ChicagoState state(setup, true);
        QCOMPARE(run(state, first), QString());
        const auto bot = findGameDef("chicagohochtief")->makeBot(level.toStdString(), setup.options, {});
        const BotView view = viewOf(state);
        QVERIFY(bot->decide(view) == Action::choose(choice));
        const auto ranked = bot->rank(view);
        QCOMPARE(ranked.size(), std::size_t(2));
        QVERIFY(ranked.front().action == Action::choose(choice));
        QVERIFY(ranked.front().value >= ranked.back().value);
    }

    /// Two players: Perfect's worth of a result is exact. Checked for the first player who stops on
    /// its first throw (limit 1): the second throws once, and the worth is the chance that it throws
    /// worse plus half the chance of a throw-off — counted over all 216 throws.
    void theWorthOfAStopIsCountedOverEveryThrow_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("dice");
        QTest::newRow("low 1-2-4") << "L"
                                   << "1,2,4";
        QTest::newRow("low 3-3-5") << "L"
                                   << "3,3,5";
        QTest::newRow("high 1-6-2") << "H"
                                    << "1,6,2";
        QTest::newRow("high 1-1-6") << "H"
                                    << "1,1,6";
    }
    void theWorthOfAStopIsCountedOverEveryThrow()
    {
        QFETCH(QString, mode);
        QFETCH(QString, dice);
        GameSetup setup = setupFor(2);
        ChicagoState state(setup, true);
        QCOMPARE(run(state, "t:" + dice + ' ' + mode), QString());
        const bool low = mode == "L";
        const int mine = ChicagoResult::keyOf(ChicagoDef::sum(state.dice().faces, low), 1, low);
        double counted = 0;
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b)
                for (int c = 1; c <= 6; ++c) {
                    const int theirs = ChicagoResult::keyOf(ChicagoDef::sum({a, b, c}, low), 1, low);
                    counted += theirs < mine ? 1.0 : theirs == mine ? 0.5 : 0.0;
                }
        counted /= 216.0;
        const auto bot = findGameDef("chicagohochtief")->makeBot("perfect", setup.options, {});
        double stop = -1;
        for (const RankedChoice& r : bot->rank(viewOf(state)))
            if (r.action.type == Action::Type::Stop)
                stop = r.value;
        QVERIFY2(std::abs(stop - counted) < 1e-12,
            qPrintable(QStringLiteral("%1 against %2").arg(stop).arg(counted)));
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
        const Result result = match.result();
        QCOMPARE(result.standings.back().total, ChicagoDef::kMatsToLose);
        const QByteArray bytes = gamefile::write(match.record());
        QVERIFY(bytes.contains("\"low\"") || bytes.contains("\"high\""));
        const auto reopenedProblem = testing::reopenProblem(match, bytes);
        QVERIFY2(!reopenedProblem, reopenedProblem.value_or("").c_str());
        QCOMPARE(testing::playOut(setupFor(seats, twoSixes, seed), levels).record() == match.record(), true);
    }

    /// Level against level, two seats (the seed draws who starts): the figure is the chance that a
    /// level loses the game, mean ± standard error. KNOBEL_CHICAGO_GAMES sets the games.
    void levelsAreMeasured_data()
    {
        QTest::addColumn<QStringList>("levels");
        QTest::newRow("perfect against good") << QStringList{"perfect", "good"};
        QTest::newRow("perfect against beginner") << QStringList{"perfect", "beginner"};
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
        for (int g = 0; g < games; ++g) {
            const auto& seated = tables[std::size_t(g) % tables.size()];
            const Match match
                = testing::playOut(setupFor(int(seated.size()), false, 5000 + std::uint64_t(g)), seated);
            for (const auto& standing : match.result().standings)
                lost[seated[std::size_t(standing.player)]]
                    += standing.total >= ChicagoDef::kMatsToLose ? 1.0 : 0.0;
        }
        for (const auto& [level, count] : lost) {
            const double mean = count / games;
            qInfo("chicagohochtief %s: %s loses %.3f ± %.3f of %d games", qPrintable(levels.join(" vs ")),
                level.c_str(), mean, std::sqrt(mean * (1 - mean) / (games - 1)), games);
        }
        QVERIFY2(lost[order.front()] < lost[order.back()], "the stronger level should lose less often");
    }
};

QTEST_APPLESS_MAIN(tst_ChicagoHochTief)
#include "tst_chicagohochtief.moc"
