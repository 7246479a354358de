// SPDX-License-Identifier: GPL-3.0-or-later
// Va banque (seed 000): the booklet's example, the operations' rules, the stakes, and the computer's
// values against a brute-force search over every die to come.
#include <QTest>

#include <cmath>
#include <sstream>

#include "engine/registry.h"
#include "gamefile.h"
#include "games/vabanque/vabanque.h"
#include "games/vabanque/vabanquebot.h"
#include "match.h"
#include "playout.h"

using namespace knobel;

namespace {

GameSetup setupFor(int seats, bool bankTakes = false, std::uint64_t seed = 1)
{
    const GameDef& def = *findGameDef("vabanque");
    GameSetup setup{"vabanque", def.defaultOptions(), {}, seed, Mode::Play, {}};
    if (bankTakes)
        setup.options.set(def.options(), "bank_takes_undivided", "true");
    for (int s = 0; s < seats; ++s)
        setup.players.push_back(std::string(1, char('A' + s)));
    return setup;
}

/// "d:6" throws a 6 as the next die, "+", "-", "*", "/" pick the operation; "!" refuses.
QString run(VaBanqueState& state, const QString& script)
{
    for (const QString& raw : script.split(' ', Qt::SkipEmptyParts)) {
        const bool refused = raw.startsWith('!');
        const QString step = refused ? raw.mid(1) : raw;
        Action action;
        if (step.startsWith("d:")) {
            action = Action::throwDice();
            if (auto spec = state.throwSpec(0)) {
                action.faces = spec->current;
                for (std::size_t d = 0; d < spec->thrown.size(); ++d)
                    if (spec->thrown[d])
                        action.faces[d] = step.mid(2).toInt();
            }
        } else {
            action = Action::choose(QStringLiteral("+-*/").indexOf(step));
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

double bruteForce(
    int value, int left, int thrown, bool bankTakes, const std::function<double(int, bool)>& score)
{
    if (thrown == 5)
        return score(value, false);
    double sum = 0;
    for (int d = 1; d <= 6; ++d) {
        double best = -1e9;
        for (int op = 0; op < 4; ++op) {
            if (!(left & (1 << op)))
                continue;
            if (thrown == 4) {
                const bool forfeited = bankTakes && op == 3 && value % d != 0;
                best = score(VaBanqueDef::apply(value, op, d), forfeited);
            } else if (VaBanqueDef::allowed(value, op, d)) {
                best = std::max(best,
                    bruteForce(
                        VaBanqueDef::apply(value, op, d), left & ~(1 << op), thrown + 1, bankTakes, score));
            }
        }
        sum += best;
    }
    return sum / 6;
}

BotView viewOf(const VaBanqueState& state)
{
    BotView view;
    view.seat = state.toAct();
    view.full = &state;
    view.legal = state.legalActions();
    return view;
}

} // namespace

class tst_VaBanque : public QObject
{
    Q_OBJECT

private slots:
    /// "Erster Wurf 6, zweiter Wurf 2, Addition = 8, dritter Wurf 6, Multiplikation = 48, vierter
    /// Wurf 1, dividieren = 48, fünfter Wurf: nun muß automatisch subtrahiert werden, = 44."
    void theBookletsExample()
    {
        VaBanqueState state(setupFor(2));
        QCOMPARE(run(state, "d:6 d:2 + d:6 * d:1 / d:4"), QString());
        const Seat p = (firstSeatFromSeed(setupFor(2)) + 1) % 2;
        const auto& c = *state.calcs()[std::size_t(p)];
        QCOMPARE(VaBanqueState::calcText(c), std::string("6 + 2 = 8 × 6 = 48 ÷ 1 = 48 − 4 = 44"));
        QCOMPARE(c.value(), 44);
    }

    void theOperations_data()
    {
        QTest::addColumn<bool>("bankTakes");
        QTest::addColumn<QString>("script");
        QTest::addColumn<int>("value");
        QTest::addColumn<bool>("forfeited");
        QTest::newRow("Divisionen müssen ohne Rest aufgehen")
            << false << "d:5 d:3 !/ + d:2 * d:3 !/ - d:4" << 3 << false;
        QTest::newRow("jede Rechnungsart je einmal") << false << "d:5 d:3 + d:1 !+ - d:2 * d:4" << 3 << false;
        QTest::newRow("beim fünften Wurf wird ein Rest vernachlässigt")
            << false << "d:5 d:3 + d:1 - d:2 * d:4" << 3 << false;
        QTest::newRow("Variante: der Einsatz fällt an den Bankhalter")
            << true << "d:5 d:3 + d:1 - d:2 * d:4" << 3 << true;
        QTest::newRow("Variante: die Zwangsdivision geht auf")
            << true << "d:5 d:3 + d:1 - d:2 * d:2" << 7 << false;
        QTest::newRow("minus darf unter null") << false << "d:1 d:6 - d:1 / d:6 * d:1" << -29 << false;
    }
    void theOperations()
    {
        QFETCH(bool, bankTakes);
        QFETCH(QString, script);
        QFETCH(int, value);
        QFETCH(bool, forfeited);
        const GameSetup setup = setupFor(3, bankTakes);
        VaBanqueState state(setup);
        const Seat p = state.player();
        QCOMPARE(run(state, script), QString());
        const auto& c = *state.calcs()[std::size_t(p)];
        QCOMPARE(c.value(), value);
        QCOMPARE(c.forfeited, forfeited);
        QCOMPARE(state.ledger().balance(state.bank()), forfeited ? 1 : 0);
    }

    void theHighestTakesTheStakes()
    {
        const GameSetup setup = setupFor(3);
        VaBanqueState state(setup);
        const Seat bank = state.bank();
        const Seat a = state.players()[0];
        const Seat b = state.players()[1];
        QCOMPARE(run(state, "d:6 d:2 + d:6 * d:1 / d:4 d:1 d:1 + d:1 * d:1 / d:1"), QString());
        QCOMPARE(state.ledger().balance(a), 1);
        QCOMPARE(state.ledger().balance(b), -1);
        QCOMPARE(state.ledger().balance(bank), 0);
        QCOMPARE(state.bank(), (bank + 1) % 3);
    }

    void theComputerIsExact()
    {
        const GameSetup setup = setupFor(3);
        VaBanqueState state(setup);
        // The first player scores 44; the second, after 5 and a 3, picks against it.
        QCOMPARE(run(state, "d:6 d:2 + d:6 * d:1 / d:4 d:5 d:3"), QString());
        auto score = [](int v, bool forfeited) {
            return forfeited ? 0.0 : v > 44 ? 1.0 : v == 44 ? 0.5 : 0.0;
        };
        double best = -1;
        for (int op = 0; op < 4; ++op)
            if (VaBanqueDef::allowed(5, op, 3))
                best = std::max(best,
                    bruteForce(
                        VaBanqueDef::apply(5, op, 3), VaBanqueDef::kAllOps & ~(1 << op), 2, false, score));
        const auto good = findGameDef("vabanque")->makeBot("good", setup.options, {});
        const auto ranked = good->rank(viewOf(state));
        QVERIFY(!ranked.empty());
        QVERIFY2(std::abs(ranked.front().value - best) < 1e-12,
            qPrintable(QStringLiteral("%1 against %2").arg(ranked.front().value).arg(best)));
        qInfo("against 44 after 5 and a 3: %.6f", best);
    }

    void wholeSeededGamesReplay()
    {
        for (bool bankTakes : {false, true}) {
            const std::vector<std::string> levels{"perfect", "good", "beginner"};
            const Match match = testing::playOut(setupFor(3, bankTakes, 7), levels);
            QVERIFY(match.state().isTerminal());
            const QByteArray bytes = gamefile::write(match.record());
            std::string problem;
            auto reopened = gamefile::read(bytes, problem);
            QVERIFY2(reopened, problem.c_str());
            QCOMPARE(reopened->observe(kNoSeat) == match.observe(kNoSeat), true);
        }
    }
};

QTEST_APPLESS_MAIN(tst_VaBanque)
#include "tst_vabanque.moc"
