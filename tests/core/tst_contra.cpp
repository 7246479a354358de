// SPDX-License-Identifier: GPL-3.0-or-later
// Contra and Recontra on Würfel-Poker (seed 001, "Spielvarianten"): "derjenige, der Contra bietet,
// stellt den Gegner vor die Wahl, entweder aufzugeben oder mit verdoppeltem Einsatz weiterzuspielen.
// Natürlich kann der Angesprochene nun oder später seinerseits mit einem Contra antworten
// ("Recontra"), wodurch sich der Einsatz wiederum verdoppelt. Es kann immer wieder Contra auf Contra
// folgen, wobei die Ansagen immer abwechselnd sein müssen."
#include <QTest>

#include "engine/registry.h"
#include "gamefile.h"
#include "kits/sheetstate.h"
#include "match.h"

using namespace knobel;

namespace {

const SheetGame& poker()
{
    return *findSheetGame("wuerfelpoker");
}

GameSetup contraSetup(const std::string& columnValues = "1-2-4")
{
    GameSetup setup{"wuerfelpoker", poker().defaultOptions(), {"Anna", "Ben"}, 7, Mode::Play, {}};
    setup.options.set(poker().options(), "contra", "true");
    setup.options.set(poker().options(), "column_values", columnValues);
    return setup;
}

/// One step of a script: "C" says Contra, "A" plays on, "G" gives up, "T" throws 1-1-1-2-2,
/// "W" strikes the first free box of the player on turn.
Problem step(SheetState& state, char what)
{
    switch (what) {
    case 'C':
        return state.apply(Action::doubling(0));
    case 'A':
        return state.apply(Action::doubling(1));
    case 'G':
        return state.apply(Action::doubling(2));
    case 'T': {
        Action thrown = Action::throwDice();
        thrown.faces = {1, 1, 1, 2, 2};
        return state.apply(thrown);
    }
    default:
        break;
    }
    const Sheet& sheet = state.sheets()[std::size_t(state.currentPlayer())];
    for (int c = 0; c < sheet.columns(); ++c)
        for (int r = 0; r < sheet.rows(); ++r)
            if (sheet.isFree(c, r))
                return state.apply(Action::write(c, r, true));
    return std::string("no free box");
}

/// Throws 1-1-1-2-2 and writes the box: Ones 3 (or 0 when struck).
void turn(SheetState& state, int column, int row, bool strike)
{
    QVERIFY(!step(state, 'T'));
    QVERIFY(!state.apply(Action::write(column, row, strike)));
}

} // namespace

class TestContra : public QObject
{
    Q_OBJECT

private slots:
    void doublingsAlternate_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<int>("refusedAt"); // the step the rules refuse, -1: none
        QTest::addColumn<int>("stake");
        QTest::addColumn<int>("doubledLast"); // the player who doubled last, -1: nobody
        QTest::newRow("Anna says Contra before her first throw and Ben plays on at stake 2")
            << "CA" << -1 << 2 << 0;
        QTest::newRow("Anna may not say Contra twice in a row, not even on her next turn")
            << "CATWTWC" << 6 << 2 << 0;
        QTest::newRow("Ben answers later with his own Contra (Recontra): stake 4")
            << "CATWCA" << -1 << 4 << 1;
        QTest::newRow("Contra on Contra: Anna, Ben, Anna again make stake 8") << "CATWCATWCA" << -1 << 8 << 0;
        QTest::newRow("Contra is said before the turn's first throw, not after it") << "TC" << 1 << 1 << -1;
        QTest::newRow("while a Contra waits, nobody throws") << "CT" << 1 << 1 << -1;
        QTest::newRow("while a Contra waits, nobody writes") << "CW" << 1 << 1 << -1;
        QTest::newRow("a Contra waiting is not said again") << "CC" << 1 << 1 << -1;
        QTest::newRow("without a Contra there is nothing to play on to") << "A" << 0 << 1 << -1;
        QTest::newRow("without a Contra there is nothing to give up") << "G" << 0 << 1 << -1;
    }

    void doublingsAlternate()
    {
        QFETCH(QString, script);
        QFETCH(int, refusedAt);
        QFETCH(int, stake);
        QFETCH(int, doubledLast);
        SheetState state(poker(), contraSetup());
        for (int i = 0; i < script.size(); ++i) {
            const SheetState before = state;
            const Problem problem = step(state, script[i].toLatin1());
            QCOMPARE(bool(problem), i == refusedAt);
            if (problem) {
                // A refusal changes nothing.
                QCOMPARE(state.stake(), before.stake());
                QCOMPARE(state.offerBy(), before.offerBy());
                QCOMPARE(state.sheets() == before.sheets(), true);
                break;
            }
        }
        QCOMPARE(state.stake(), stake);
        QCOMPARE(state.lastDoubler(), doubledLast);
    }

    void theAnswerIsTheOtherPlayers()
    {
        SheetState state(poker(), contraSetup());
        QCOMPARE(state.toAct(), 0);
        QVERIFY(state.canOfferContra());
        QVERIFY(!step(state, 'C'));
        QCOMPARE(state.toAct(), 1); // Ben answers
        QCOMPARE(state.legalActions(), (std::vector<Action>{Action::doubling(1), Action::doubling(2)}));
        QCOMPARE(state.status(kNoSeat).english(),
            std::string("Player 2: player 1 says Contra: play on at stake 2, or give up."));
        QVERIFY(!step(state, 'A'));
        QCOMPARE(state.toAct(), 0); // and Anna throws
        QVERIFY(!state.canOfferContra());
    }

    void theStakeMultipliesTheSettlement_data()
    {
        QTest::addColumn<QString>("doublings"); // before Anna's first turn, before Ben's first turn
        QTest::addColumn<int>("bensPayment");
        // The rules page's example: Anna wins columns 1 and 3 (1 + 4 chips), Ben column 2 (2 chips).
        QTest::newRow("without a Contra Ben pays 5 - 2 = 3 chips") << "" << 3;
        QTest::newRow("Contra played on: stake 2, Ben pays 6") << "CA" << 6;
        QTest::newRow("Contra and Recontra played on: stake 4, Ben pays 3 × 4 = 12") << "CA|CA" << 12;
    }

    void theStakeMultipliesTheSettlement()
    {
        QFETCH(QString, doublings);
        QFETCH(int, bensPayment);
        SheetState state(poker(), contraSetup());
        const QStringList before = doublings.split('|');
        for (QChar c : before.value(0))
            QVERIFY(!step(state, c.toLatin1()));
        // Anna: Ones 3 in columns 1 and 3; Ben: Ones 3 in column 2; every other box struck.
        turn(state, 0, 0, false);
        for (QChar c : before.value(1))
            QVERIFY(!step(state, c.toLatin1()));
        turn(state, 1, 0, false);
        turn(state, 2, 0, false);
        while (!state.isTerminal())
            QVERIFY(!step(state, 'T') && !step(state, 'W'));
        const Result result = state.result();
        QCOMPARE(result.payments.size(), std::size_t(1));
        QCOMPARE(result.payments[0].payer, 1);
        QCOMPARE(result.payments[0].payee, 0);
        QCOMPARE(result.payments[0].amount, bensPayment);
        QCOMPARE(result.standings[0].player, 0);
        QCOMPARE(result.standings[0].balance, bensPayment);
    }

    void givingUpLosesAtTheStakeBeforeTheContra_data()
    {
        QTest::addColumn<QString>("columnValues");
        QTest::addColumn<QString>("script");
        QTest::addColumn<int>("loser");
        QTest::addColumn<int>("paid");
        QTest::newRow("Ben gives up at stake 1 with 1-2-4: every column lost, 7 chips") << "1-2-4"
                                                                                        << "CG" << 1 << 7;
        QTest::newRow("with 2-2-4 the columns are worth 8") << "2-2-4"
                                                            << "CG" << 1 << 8;
        QTest::newRow("Anna gives up Ben's Recontra at stake 2: 14 chips") << "1-2-4"
                                                                           << "CATWCG" << 0 << 14;
    }

    void givingUpLosesAtTheStakeBeforeTheContra()
    {
        QFETCH(QString, columnValues);
        QFETCH(QString, script);
        QFETCH(int, loser);
        QFETCH(int, paid);
        SheetState state(poker(), contraSetup(columnValues.toStdString()));
        for (QChar c : script)
            QVERIFY(!step(state, c.toLatin1()));
        QVERIFY(state.isTerminal());
        QCOMPARE(state.gaveUp(), loser);
        QCOMPARE(state.toAct(), kNoSeat);
        QVERIFY(state.legalActions().empty());
        const Result result = state.result();
        QCOMPARE(result.payments, (std::vector<Payment>{{loser, 1 - loser, paid}}));
        QCOMPARE(result.standings[0].player, 1 - loser);
        QCOMPARE(result.standings[1].balance, -paid);
    }

    void contraIsForTwoPlayers_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("two players may play Contra") << 2 << true;
        QTest::newRow("three players may not: Contra puts one opponent before the choice") << 3 << false;
    }

    void contraIsForTwoPlayers()
    {
        QFETCH(int, players);
        QFETCH(bool, accepted);
        GameSetup setup = contraSetup();
        setup.players.resize(std::size_t(players), "Cleo");
        QCOMPARE(!Match::checkSetup(setup), accepted);
    }

    void withoutTheOptionThereIsNoContra()
    {
        GameSetup setup = contraSetup();
        setup.options.set(poker().options(), "contra", "false");
        Match match(setup);
        QVERIFY(match.apply(Action::doubling(0)));
        for (const Action& a : match.legalActions())
            QVERIFY(a.type != Action::Type::Double);
    }

    void aDoublingIsTakenBackLikeAnEntry()
    {
        Match match(contraSetup());
        QVERIFY(!match.apply(Action::doubling(0)));
        QCOMPARE(match.actors().back(), 0);
        QVERIFY(!match.apply(Action::doubling(1)));
        QCOMPARE(match.actors().back(), 1); // the answer is Ben's action
        QCOMPARE(match.sheetState().stake(), 2);
        QVERIFY(match.canUndo());
        QVERIFY(!match.undo());
        QCOMPARE(match.sheetState().stake(), 1);
        QCOMPARE(match.sheetState().offerBy(), 0);
        QVERIFY(!match.redo());
        QCOMPARE(match.sheetState().stake(), 2);
        QVERIFY(!match.throwDice());
        QVERIFY(!match.canUndo()); // the dice that fell stay fallen
    }

    void theFileKeepsTheDoublings()
    {
        Match match(contraSetup());
        QVERIFY(!match.apply(Action::doubling(0)));
        QVERIFY(!match.apply(Action::doubling(1)));
        QVERIFY(!match.throwDice());
        const QByteArray bytes = gamefile::write(match.record());
        QVERIFY(bytes.contains("\"contra\":true"));
        QVERIFY(bytes.contains("{\"double\":\"offer\"}"));
        QVERIFY(bytes.contains("{\"double\":\"accept\"}"));
        std::string problem;
        auto reopened = gamefile::read(bytes, problem);
        QVERIFY2(reopened, problem.c_str());
        QCOMPARE(reopened->sheetState().stake(), 2);
        QCOMPARE(gamefile::write(reopened->record()), bytes);
    }

    void aGameWithoutTheOptionWritesNoWordOfIt()
    {
        GameSetup setup = contraSetup();
        setup.options.set(poker().options(), "contra", "false");
        Match match(setup);
        QVERIFY(!match.throwDice());
        const QByteArray bytes = gamefile::write(match.record());
        QVERIFY(!bytes.contains("contra"));
        QVERIFY(bytes.contains("\"version\": 1,"));
    }

    void theTableSeesTheStake()
    {
        Match match(contraSetup());
        QVERIFY(!match.apply(Action::doubling(0)));
        const Observation waiting = match.observe(kNoSeat);
        QCOMPARE(waiting.fact<int>("contra_by"), std::optional<int>(0));
        QVERIFY(!match.apply(Action::doubling(1)));
        const Observation view = match.observe(1);
        QCOMPARE(view.fact<int>("stake"), std::optional<int>(2));
        QCOMPARE(match.state().describe(Action::doubling(0), 0, kNoSeat).english(),
            std::string("Anna says Contra."));
        QCOMPARE(
            match.state().describe(Action::doubling(2), 1, kNoSeat).english(), std::string("Ben gives up."));
    }
};

QTEST_APPLESS_MAIN(TestContra)
#include "tst_contra.moc"
