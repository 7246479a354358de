// SPDX-License-Identifier: GPL-3.0-or-later
// Doppelhand on Würfel-Poker (seed 001, "Spielvarianten"): "Eine weitere Spielmöglichkeit ist die
// Doppelhand. Dabei handelt es sich entweder um zwei Spieler, welche pro Schrift jeweils zwei Mal
// drankommen oder um Teams von je zwei Spielern, bei denen jeder Spieler pro Schrift ein Mal würfeln
// darf. Die beste Schrift wird in diesen Fällen immer ausgewählt."
#include <QTest>

#include <cmath>
#include <random>

#include "engine/registry.h"
#include "gamefile.h"
#include "kits/fivedicesheet.h"
#include "kits/sheetstate.h"
#include "match.h"
#include "solver/doublehand.h"
#include "solver/sheetsolver.h"

using namespace knobel;

namespace {

const SheetGame& poker()
{
    return *findSheetGame("wuerfelpoker");
}

GameSetup doubleHandSetup(std::uint64_t seed = 7)
{
    GameSetup setup{"wuerfelpoker", poker().defaultOptions(), {"Anna", "Ben"}, seed, Mode::Play, {}};
    setup.options.set(poker().options(), "double_hand", "true");
    return setup;
}

/// Plays a script on a state: "66661" throws those faces (the dice set aside keep theirs), "h0"
/// sets die 1 aside, "K" keeps the dice as the first hand. The first refusal is returned.
Problem play(SheetState& state, const QString& script)
{
    for (const QString& token : script.split(u' ', Qt::SkipEmptyParts)) {
        Problem problem;
        if (token == QLatin1String("K")) {
            problem = state.apply(Action::stop());
        } else if (token.startsWith(u'h')) {
            for (int i = 1; i < token.size() && !problem; ++i)
                problem = state.apply(Action::hold(token[i].digitValue()));
        } else {
            Action thrown = Action::throwDice();
            for (QChar c : token)
                thrown.faces.push_back(c.digitValue());
            problem = state.apply(thrown);
        }
        if (problem)
            return problem;
    }
    return std::nullopt;
}

} // namespace

class TestDoubleHand : public QObject
{
    Q_OBJECT

private slots:
    void theBetterOfTheTwoIsWritten_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("row");
        QTest::addColumn<int>("points");
        QTest::addColumn<bool>("fromFirstHand");
        QTest::newRow("four Sixes of the first hand beat two Sixes of the second: Sixes 24")
            << "66661 K 66234"
            << "sixes" << 24 << true;
        QTest::newRow("the second hand's served Full house beats a first hand with nothing: 35")
            << "12346 K 33355"
            << "full_house" << 35 << false;
        QTest::newRow("a served Grande of the first hand fills Grande serviert with 100")
            << "55555 K 12345"
            << "grande_served" << 100 << true;
        QTest::newRow("a Straight of the first hand's second throw is not served: 20")
            << "12344 h0123 12345 K 22266"
            << "straight" << 20 << true;
        QTest::newRow("a served Straight of the second hand beats the first hand's plain one: 25")
            << "12344 h0123 12345 K 23456"
            << "straight" << 25 << false;
        QTest::newRow("equal points in both hands: the second hand's dice stand, 15 either way")
            << "55512 K 55534"
            << "fives" << 15 << false;
        QTest::newRow("neither hand scores in the Ones: 0") << "23456 K 23456"
                                                            << "ones" << 0 << false;
    }

    void theBetterOfTheTwoIsWritten()
    {
        QFETCH(QString, script);
        QFETCH(QString, row);
        QFETCH(int, points);
        QFETCH(bool, fromFirstHand);
        SheetState state(poker(), doubleHandSetup());
        QCOMPARE(play(state, script), Problem{});
        const int r = poker().rowIndex(row.toStdString());
        QCOMPARE(state.preview(r), points);
        QCOMPARE(state.previewFromCandidate(r), fromFirstHand);
        QCOMPARE(state.apply(Action::write(2, r)), Problem{});
        QCOMPARE(state.sheets()[0].box(2, r), std::optional<int>(points));
        // The box is written: the first hand is gone, and the next player starts a pair of turns.
        QVERIFY(!state.candidate());
        QCOMPARE(state.currentPlayer(), 1);
        QVERIFY(!state.canWrite());
    }

    void theFirstTurnKeepsACandidateAndNeverWrites_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<bool>("refused");
        QTest::addColumn<bool>("candidate");
        QTest::newRow("the first hand is not kept before a throw") << "K" << true << false;
        QTest::newRow("after one throw the dice may be kept as the first hand") << "12345 K" << false << true;
        QTest::newRow("after the third throw the dice must be kept: no fourth throw")
            << "12345 12345 12345 12345" << true << false;
        QTest::newRow("the first hand is kept once: a second K waits for a throw of the second turn")
            << "12345 K K" << true << true;
        QTest::newRow("the second turn begins with three throws of all dice")
            << "12345 K 66666 11111 22222" << false << true;
    }

    void theFirstTurnKeepsACandidateAndNeverWrites()
    {
        QFETCH(QString, script);
        QFETCH(bool, refused);
        QFETCH(bool, candidate);
        SheetState state(poker(), doubleHandSetup());
        QCOMPARE(bool(play(state, script)), refused);
        QCOMPARE(bool(state.candidate()), candidate);
    }

    void theFirstTurnHasNoBoxToWrite()
    {
        SheetState state(poker(), doubleHandSetup());
        QCOMPARE(play(state, "66666"), Problem{});
        QVERIFY(!state.canWrite());
        const SheetState before = state;
        QVERIFY(state.apply(Action::write(0, 0)).has_value());
        QVERIFY(state.sheets() == before.sheets());
        const auto legal = state.legalActions();
        QVERIFY(std::find(legal.begin(), legal.end(), Action::stop()) != legal.end());
        for (const Action& a : legal)
            QVERIFY(a.type != Action::Type::Write);
        // After the third throw keeping the first hand is the only move.
        QCOMPARE(play(state, "66666 66666"), Problem{});
        QCOMPARE(state.legalActions(), std::vector<Action>{Action::stop()});
        // In the second turn the first hand is not kept again, and the boxes are written.
        QCOMPARE(play(state, "K 12345"), Problem{});
        QVERIFY(state.canWrite());
        for (const Action& a : state.legalActions())
            QVERIFY(a.type != Action::Type::Stop);
    }

    void aTeamOfTwoPlaysOneSheet()
    {
        // "Teams von je zwei Spielern, bei denen jeder Spieler pro Schrift ein Mal würfeln darf": a
        // team is one player of the sheet ("Anna & Ben"); the two people take one turn each.
        GameSetup setup = doubleHandSetup();
        setup.players = {"Anna & Ben", "Clara & Dora"};
        Match match(setup);
        QCOMPARE(match.throwDice(), Problem{});
        QCOMPARE(match.apply(Action::stop()), Problem{});
        QCOMPARE(match.currentPlayer(), 0); // the second turn is the same sheet's
        QCOMPARE(match.throwDice(), Problem{});
        QCOMPARE(match.write(0, 0), Problem{});
        QCOMPARE(match.currentPlayer(), 1);
    }

    void theObservationShowsTheFirstHand()
    {
        SheetState state(poker(), doubleHandSetup());
        QCOMPARE(play(state, "12344 h0123 12345"), Problem{});
        Observation before = state.observe(0);
        QCOMPARE(before.dice.size(), std::size_t(1));
        QCOMPARE(before.fact<int>("hand"), std::optional<int>(1));
        QCOMPARE(play(state, "K"), Problem{});
        const Observation after = state.observe(kNoSeat);
        QCOMPARE(after.dice.size(), std::size_t(2));
        QCOMPARE(after.dice[1].id, std::string("candidate"));
        QCOMPARE(after.dice[1].served, false);
        std::vector<int> faces;
        for (const auto& d : after.dice[1].dice)
            faces.push_back(d.face);
        QCOMPARE(faces, (std::vector<int>{1, 2, 3, 4, 5}));
        QCOMPARE(after.dice[0].throwsMade, 0); // the tray is empty for the second turn
        QCOMPARE(after.fact<int>("hand"), std::optional<int>(2));
    }

    void withoutTheOptionNothingChanges()
    {
        GameSetup setup = doubleHandSetup();
        setup.options.set(poker().options(), "double_hand", "false");
        Match match(setup);
        QCOMPARE(match.throwDice(), Problem{});
        QVERIFY(match.apply(Action::stop()).has_value());
        QVERIFY(match.canWrite());
        QCOMPARE(match.write(0, 0), Problem{});
        // A game file without the option does not name it, and stays format 1.
        const QByteArray bytes = gamefile::write(match.record());
        QVERIFY(!bytes.contains("double_hand"));
        QVERIFY(bytes.contains("\"version\": 1"));
    }

    void theFileKeepsAPendingFirstHand()
    {
        Match match(doubleHandSetup(2026));
        QCOMPARE(match.throwDice(), Problem{});
        QCOMPARE(match.hold(0), Problem{});
        QCOMPARE(match.throwDice(), Problem{});
        QCOMPARE(match.apply(Action::stop()), Problem{});
        QCOMPARE(match.throwDice(), Problem{});
        const QByteArray bytes = gamefile::write(match.record());
        QVERIFY(bytes.contains("\"double_hand\":true"));
        QVERIFY(bytes.contains("{\"stop\":true}"));
        QVERIFY(bytes.contains("\"version\": 2"));
        std::string problem;
        auto read = gamefile::read(bytes, problem);
        QVERIFY2(read, problem.c_str());
        QVERIFY(read->record() == match.record());
        QVERIFY(read->sheetState().candidate());
        QCOMPARE(read->sheetState().candidate()->faces, match.sheetState().candidate()->faces);
        QCOMPARE(read->sheetState().candidate()->served, match.sheetState().candidate()->served);
        QCOMPARE(read->dice(), match.dice());
        QCOMPARE(gamefile::write(read->record()), bytes);
        // The record replays under its seed, and a first hand that the seed did not throw is refused.
        GameRecord forged = match.record();
        forged.actions[2].faces[0] = forged.actions[2].faces[0] % 6 + 1;
        QVERIFY(!Match::replay(forged, problem));
    }

    void undo_data()
    {
        QTest::addColumn<bool>("afterWrite"); // take back the entry (true) or the first hand (false)
        QTest::newRow("keeping the first hand is taken back before the second turn's throw: the dice return")
            << false;
        QTest::newRow("the second turn's entry is taken back: the first hand waits again") << true;
    }

    void undo()
    {
        QFETCH(bool, afterWrite);
        Match match(doubleHandSetup(11));
        QCOMPARE(match.throwDice(), Problem{});
        QCOMPARE(match.throwDice(), Problem{});
        const std::vector<int> firstDice = match.dice();
        QCOMPARE(match.apply(Action::stop()), Problem{});
        if (afterWrite) {
            QCOMPARE(match.throwDice(), Problem{});
            const std::vector<int> secondDice = match.dice();
            QCOMPARE(match.write(1, 4), Problem{});
            QVERIFY(match.canUndo());
            QCOMPARE(match.undo(), Problem{});
            QVERIFY(match.sheet(0).isFree(1, 4));
            QCOMPARE(match.dice(), secondDice);
            QCOMPARE(match.sheetState().candidate()->faces, firstDice);
            QVERIFY(match.canWrite());
        } else {
            QVERIFY(match.canUndo());
            QCOMPARE(match.undo(), Problem{});
            QVERIFY(!match.sheetState().candidate());
            QCOMPARE(match.dice(), firstDice);
            QCOMPARE(match.throwsLeft(), 1);
            QVERIFY(match.sheetState().canKeepCandidate());
        }
        QCOMPARE(match.redo(), Problem{});
        QVERIFY(!match.canRedo());
        // The dice that fell stay fallen: once the second turn threw, keeping the hand stays.
        if (!afterWrite) {
            QCOMPARE(match.throwDice(), Problem{});
            QVERIFY(!match.canUndo());
        }
    }

    void aWholeGameIsPlayedAndReplayed()
    {
        // Every pair of turns by the planner alone (each box worth its points), through the match:
        // 33 boxes per player, each from two turns.
        Match match(doubleHandSetup(99));
        const DoubleHandPlanner planner(poker(), match.setup().options);
        int pairs = 0;
        while (!match.isFinished()) {
            const SheetState& state = match.sheetState();
            if (state.throwsMade() == 0) {
                QCOMPARE(match.throwDice(), Problem{});
                continue;
            }
            const Sheet& sheet = state.sheets()[std::size_t(state.currentPlayer())];
            std::vector<double> after(std::size_t(sheet.rows()), std::nan(""));
            for (int r = 0; r < sheet.rows(); ++r)
                for (int c = 0; c < sheet.columns(); ++c)
                    if (sheet.isFree(c, r))
                        after[std::size_t(r)] = 0;
            const auto ranked = planner.choices(after, state.candidate(),
                SheetSolver::countsOf(state.dice().faces), state.dice().served, state.throwsLeft());
            QVERIFY(!ranked.empty());
            const auto& best = ranked.front();
            if (best.kind == DoubleHandPlanner::Choice::Kind::KeepCandidate) {
                QCOMPARE(match.apply(Action::stop()), Problem{});
            } else if (best.kind == DoubleHandPlanner::Choice::Kind::Write) {
                QCOMPARE(best.points, state.preview(best.row));
                int column = 0;
                while (!sheet.isFree(column, best.row))
                    ++column;
                QCOMPARE(match.write(column, best.row), Problem{});
                ++pairs;
            } else {
                SheetSolver::Counts wanted = best.keep;
                for (int d = 0; d < 5; ++d) {
                    const std::size_t f = std::size_t(state.dice().faces[std::size_t(d)] - 1);
                    const bool keep = wanted[f] > 0;
                    if (keep)
                        --wanted[f];
                    if (keep != bool(state.dice().held[std::size_t(d)]))
                        QCOMPARE(keep ? match.hold(d) : match.release(d), Problem{});
                }
                QCOMPARE(match.throwDice(), Problem{});
            }
        }
        QCOMPARE(pairs, 66);
        std::string problem;
        auto again = Match::replay(match.record(), problem);
        QVERIFY2(again, problem.c_str());
        QCOMPARE(again->sheets(), match.sheets());
        int stops = 0;
        for (const Action& a : match.record().actions)
            stops += a.type == Action::Type::Stop ? 1 : 0;
        QCOMPARE(stops, 66);
    }

    void withAFirstHandThatScoresNothingTheSecondTurnIsTheSheetSolversTurn()
    {
        // Escalero has the same five rows of combinations: the sheet solver's exact value of a turn
        // is the planner's second turn whose first hand gives nothing in the boxes still free.
        const SheetGame& escalero = *findSheetGame("escalero");
        SheetSolver solver(escalero, escalero.defaultOptions());
        solver.solve();
        const DoubleHandPlanner planner(escalero, escalero.defaultOptions());
        std::vector<int> filled(escalero.rows().size(), 1);
        for (int r = FiveDiceSheetGame::StraightRow; r <= FiveDiceSheetGame::FiveServedRow; ++r)
            filled[std::size_t(r)] = 0;
        const std::uint32_t state = solver.stateOf(filled);
        std::vector<double> after(filled.size(), std::nan(""));
        for (int r = FiveDiceSheetGame::StraightRow; r <= FiveDiceSheetGame::FiveServedRow; ++r) {
            ++filled[std::size_t(r)];
            after[std::size_t(r)] = solver.value(solver.stateOf(filled));
            --filled[std::size_t(r)];
        }
        const Throw nothing{{1, 1, 2, 3, 5}, true};
        for (int r = FiveDiceSheetGame::StraightRow; r <= FiveDiceSheetGame::FiveServedRow; ++r)
            QCOMPARE(escalero.points(r, nothing, escalero.defaultOptions()), 0);
        QVERIFY(std::abs(planner.secondTurnValue(after, nothing) - solver.value(state)) < 1e-9);
        // Two turns for a box are worth more than one.
        QVERIFY(planner.pairValue(after) > solver.value(state) + 1);
    }

    void thePlannersValueIsWhatItsPlayGets()
    {
        // The planner's own play of the pair of turns, on random dice, averages what it says the
        // pair is worth (within four standard errors).
        const DoubleHandPlanner planner(poker(), poker().defaultOptions());
        std::vector<double> after(poker().rows().size(), std::nan(""));
        after[5] = 0; // Sixes
        after[FiveDiceSheetGame::FullHouseRow] = 4;
        after[FiveDiceSheetGame::FourRow] = 0;
        const double expected = planner.pairValue(after);
        std::mt19937 rng(5);
        std::uniform_int_distribution<int> die(1, 6);
        const int games = 3000;
        double sum = 0, squares = 0;
        for (int g = 0; g < games; ++g) {
            std::optional<Throw> candidate;
            double got = 0;
            for (int turn = 0; turn < 2; ++turn) {
                std::vector<int> faces(5);
                for (int& f : faces)
                    f = die(rng);
                bool served = true;
                for (int left = 2;; --left) {
                    const auto best
                        = planner.choices(after, candidate, SheetSolver::countsOf(faces), served, left)
                              .front();
                    if (best.kind == DoubleHandPlanner::Choice::Kind::KeepCandidate) {
                        candidate = Throw{faces, served};
                        break;
                    }
                    if (best.kind == DoubleHandPlanner::Choice::Kind::Write) {
                        got = best.expected;
                        break;
                    }
                    QVERIFY(left > 0);
                    SheetSolver::Counts keep = best.keep;
                    std::vector<int> next;
                    for (int f = 0; f < 6; ++f)
                        for (int n = 0; n < keep[std::size_t(f)]; ++n)
                            next.push_back(f + 1);
                    served = next.empty();
                    while (next.size() < 5)
                        next.push_back(die(rng));
                    faces = next;
                }
            }
            sum += got;
            squares += got * got;
        }
        const double mean = sum / games;
        const double se = std::sqrt((squares / games - mean * mean) / games);
        QVERIFY2(std::abs(mean - expected) < 4 * se,
            qPrintable(QStringLiteral("played %1, planned %2 ± %3").arg(mean).arg(expected).arg(se)));
    }
};

QTEST_APPLESS_MAIN(TestDoubleHand)
#include "tst_doublehand.moc"
