// SPDX-License-Identifier: GPL-3.0-or-later
// Every registered game, under each of its option sets, through seeded random games: the engine's
// contract holds for all of them, so a new game is tested the day it is registered.
#include <QTest>

#include <algorithm>
#include <map>
#include <random>
#include <set>

#include "engine/protocol.h"
#include "engine/registry.h"
#include "gamefile.h"
#include "match.h"

using namespace knobel;

namespace {

/// The defaults, and each option moved away from its default once.
std::vector<RuleOptions> optionSets(const GameDef& game)
{
    std::vector<RuleOptions> sets{game.defaultOptions()};
    for (const auto& spec : game.options()) {
        std::vector<std::string> values;
        switch (spec.type) {
        case OptionType::Switch:
            values.push_back(spec.defaultValue == "true" ? "false" : "true");
            break;
        case OptionType::Choice:
            for (const auto& choice : spec.choices)
                if (choice != spec.defaultValue)
                    values.push_back(choice);
            break;
        case OptionType::Number:
            if (std::to_string(spec.minimum) != spec.defaultValue)
                values.push_back(std::to_string(spec.minimum));
            break;
        }
        for (const auto& value : values) {
            RuleOptions options = game.defaultOptions();
            if (!options.set(game.options(), spec.id, value))
                sets.push_back(options);
        }
    }
    return sets;
}

/// A random action of any kind, mostly nonsense: the rules must refuse what they do not list.
Action randomAction(std::mt19937_64& random)
{
    auto pick = [&](int low, int high) { return std::uniform_int_distribution<int>(low, high)(random); };
    Action action;
    action.type = Action::Type(pick(0, int(Action::Type::Double)));
    action.group = pick(0, 2) == 0 ? pick(-1, 3) : 0;
    action.die = pick(-1, 7);
    action.player = pick(-1, 8);
    action.column = pick(-1, 3);
    action.row = pick(-1, 12);
    action.strike = pick(0, 1) == 1;
    if (pick(0, 1))
        action.value = pick(-5, 120);
    action.choice = pick(-1, 6);
    action.field = pick(-1, 12);
    action.amount = pick(-2, 30);
    action.bet = BetKind(pick(0, 4));
    action.hand = pick(-1, 260);
    action.doubt = pick(0, 1) == 1;
    return action;
}

bool listed(const std::vector<Action>& legal, const Action& action)
{
    return std::find(legal.begin(), legal.end(), action) != legal.end();
}

/// Chips only move: the balances add up to zero and the payments explain every balance.
void checkTransfers(const Result& result, int seats)
{
    int sum = 0;
    std::vector<int> net(std::size_t(seats), 0);
    for (const auto& standing : result.standings)
        sum += standing.balance;
    QCOMPARE(sum, 0);
    for (const auto& payment : result.payments) {
        QVERIFY(payment.amount > 0);
        net[std::size_t(payment.payer)] -= payment.amount;
        net[std::size_t(payment.payee)] += payment.amount;
    }
    for (const auto& standing : result.standings)
        QCOMPARE(net[std::size_t(standing.player)], standing.balance);
}

std::vector<Observation> everyView(const Match& match)
{
    std::vector<Observation> views{match.observe(kNoSeat)};
    for (Seat s = 0; s < match.playerCount(); ++s)
        views.push_back(match.observe(s));
    return views;
}

/// How much the no-leak check compared: dice of other seats thrown anew, and dice of other seats
/// picked up or put back at other positions.
struct LeakChecks
{
    int hiddenThrows = 0;
    int hiddenPickUps = 0; ///< picked up or put back by another seat, while its dice are hidden
    int movedPickUps = 0; ///< of those, compared with the altered game at another position
};

/// Replays the record on a bare state with every hidden throw of other seats than `viewer` thrown
/// anew, and every die another seat picks up or puts back under its cup taken at another position
/// (a permutation of its cup's positions, drawn anew after each of its throws); checks that the
/// viewer sees the same — observations, the history's actions and sentences, the protocol's
/// messages — until the rules reveal a hidden die.
void checkNoLeak(
    const GameDef& game, const GameRecord& record, Seat viewer, std::mt19937_64& random, LeakChecks& checks)
{
    auto original = game.newState(record.setup);
    auto altered = game.newState(record.setup);
    std::vector<Action> seenHistory, seenHistoryAltered;
    std::map<int, std::vector<int>> positions; // group → the altered game's position of each die
    std::set<std::pair<std::size_t, std::size_t>> wasHidden; // (group, die) the viewer has seen hidden
    const int firstRound = original->observe(viewer).round;
    auto shuffled = [&](int group, std::size_t dice) {
        std::vector<int> order(dice);
        for (std::size_t d = 0; d < dice; ++d)
            order[d] = int(d);
        std::shuffle(order.begin(), order.end(), random);
        positions[group] = order;
    };
    for (const Action& action : record.actions) {
        const Seat by = original->toAct();
        Action changed = action;
        if (action.type == Action::Type::Throw
            && game.redactUnder(record.setup.options, action, by, viewer) != action) {
            const auto spec = altered->throwSpec(action.group);
            QVERIFY(spec.has_value());
            // A draw from a bag stays as it was: drawn anew it would change what every later draw
            // takes out, the viewer's own dice among them. The drawn dice's throw is thrown anew.
            if (!spec->fromBag) {
                changed.faces = spec->current;
                for (std::size_t d = 0; d < changed.faces.size(); ++d)
                    if (spec->thrown[d])
                        changed.faces[d] = std::uniform_int_distribution<int>(1, kFaceCount)(random);
                ++checks.hiddenThrows;
            }
        }
        // A die of another seat's hidden dice, picked up or put back: the altered game takes the die
        // at the permuted position (its dice are all alike under the cup after a throw).
        const Observation before = original->observe(viewer);
        const bool hiddenPickUp = (action.type == Action::Type::Hold || action.type == Action::Type::Release)
            && by != viewer && action.group >= 0 && std::size_t(action.group) < before.dice.size()
            && before.dice[std::size_t(action.group)].owner == by
            && std::any_of(before.dice[std::size_t(action.group)].dice.begin(),
                before.dice[std::size_t(action.group)].dice.end(), [](const DieView& d) { return d.hidden; });
        if (hiddenPickUp) {
            ++checks.hiddenPickUps;
            if (!positions.count(action.group))
                shuffled(action.group, before.dice[std::size_t(action.group)].dice.size());
            if (action.die >= 0 && std::size_t(action.die) < positions[action.group].size())
                changed.die = positions[action.group][std::size_t(action.die)];
        }
        // The protocol's act message, when the viewer decides, is the same in both games.
        if (by == viewer) {
            BotView view, viewAltered;
            view.seat = viewAltered.seat = viewer;
            view.setup = viewAltered.setup = record.setup;
            view.view = original->observe(viewer);
            viewAltered.view = altered->observe(viewer);
            view.history = seenHistory;
            viewAltered.history = seenHistoryAltered;
            view.legal = original->legalActions();
            viewAltered.legal = altered->legalActions();
            QCOMPARE(protocol::act(viewAltered, game), protocol::act(view, game));
        }
        QVERIFY(!original->apply(action));
        if (altered->apply(changed))
            return; // the other faces made this seat's later choice illegal: nothing more to compare
        if (hiddenPickUp && changed.die != action.die)
            ++checks.movedPickUps;
        if (action.type == Action::Type::Throw && by != viewer && positions.count(action.group))
            shuffled(action.group, positions[action.group].size()); // a new throw: all alike again
        seenHistory.push_back(game.redactUnder(record.setup.options, action, by, viewer));
        seenHistoryAltered.push_back(game.redactUnder(record.setup.options, changed, by, viewer));
        QCOMPARE(seenHistoryAltered.back() == seenHistory.back(), true);
        // The history's sentence for the viewer says the same.
        QCOMPARE(altered->describe(seenHistoryAltered.back(), by, viewer).english(),
            original->describe(seenHistory.back(), by, viewer).english());
        const Observation seen = original->observe(viewer);
        const Observation seenAltered = altered->observe(viewer);
        // So is the event message that tells the viewer of the action.
        const QJsonObject event = protocol::event(game, record.setup.options, by, seenHistory.back(), seen);
        const QJsonObject eventAltered
            = protocol::event(game, record.setup.options, by, seenHistoryAltered.back(), seenAltered);
        // Once the rules show a die that was hidden from the viewer — in a cup lifted, or told when
        // the round ends (Liar Dice's doubted cup) — the two games may differ in what they show.
        // (Dice that were never hidden, Liar Dice's draw for the order, are the same in both, and the
        // check goes on past them.)
        if (seen.round != firstRound && !wasHidden.empty())
            return;
        for (std::size_t g = 0; g < seen.dice.size(); ++g)
            for (std::size_t d = 0; d < seen.dice[g].dice.size(); ++d) {
                const DieView& die = seen.dice[g].dice[d];
                if (die.hidden)
                    wasHidden.insert({g, d});
                else if (die.face != 0 && wasHidden.count({g, d}))
                    return;
            }
        QCOMPARE(seenAltered == seen, true);
        QCOMPARE(eventAltered, event);
    }
}

} // namespace

class tst_Conformance : public QObject
{
    Q_OBJECT

private slots:
    void everyGameKeepsTheEngineContract_data()
    {
        QTest::addColumn<QString>("game");
        for (const GameDef* game : allGameDefs())
            QTest::newRow(std::string(game->id()).c_str())
                << QString::fromUtf8(game->id().data(), qsizetype(game->id().size()));
    }

    void everyGameKeepsTheEngineContract()
    {
        QFETCH(QString, game);
        const GameDef& def = *findGameDef(game.toStdString());
        const auto sets = optionSets(def);
        m_leakChecks = {};
        // About two hundred games a game, spread over its option sets.
        const int gamesPerSet
            = std::max(2, gamesPerGame() / int(sets.size()) / (def.family() == Family::Sheet ? 8 : 1));
        std::mt19937_64 random(20261122);
        int played = 0;
        for (std::size_t set = 0; set < sets.size(); ++set)
            for (int g = 0; g < gamesPerSet; ++g) {
                // Some options hold for fewer seats (Würfel-Poker's Contra: two): the counts they allow.
                std::vector<int> counts;
                for (int n = def.minPlayers(); n <= std::min(def.maxPlayers(), def.minPlayers() + 2); ++n)
                    if (!Match::checkSetup(setupFor(def, sets[set], n, 0)))
                        counts.push_back(n);
                QVERIFY2(!counts.empty(), "no number of seats fits an option set");
                const int seats
                    = counts[std::uniform_int_distribution<std::size_t>(0, counts.size() - 1)(random)];
                const GameSetup setup = setupFor(def, sets[set], seats, random());
                QVERIFY2(!Match::checkSetup(setup), Match::checkSetup(setup).value_or("").c_str());
                playOne(def, setup, random);
                if (QTest::currentTestFailed())
                    return;
                ++played;
            }
        qInfo("%s: %d games over %d option sets", qPrintable(game), played, int(sets.size()));
        if (def.hiddenDice()) {
            // The no-leak check compared something: hidden throws, and where dice were picked up
            // under a cup, pick-ups at other positions.
            qInfo("%s: no-leak check over %d hidden throws, %d of %d hidden pick-ups at other positions",
                qPrintable(game), m_leakChecks.hiddenThrows, m_leakChecks.movedPickUps,
                m_leakChecks.hiddenPickUps);
            QVERIFY(m_leakChecks.hiddenThrows > 0);
            QVERIFY(m_leakChecks.hiddenPickUps == 0 || m_leakChecks.movedPickUps > 0);
        }
    }

    /// Würfel-Poker's variants of seed 001, alone and together with the other options.
    void variantsKeepTheEngineContract_data()
    {
        QTest::addColumn<QString>("options"); // NAME=VALUE, comma-separated
        QTest::addColumn<int>("seats");
        QTest::newRow("Contra and Recontra, two players") << "contra=true" << 2;
        QTest::newRow("Contra with columns worth 2-2-4 and Head counted once")
            << "contra=true,column_values=2-2-4,head_multiplier=1" << 2;
        QTest::newRow("Contra with set aside final and only the first throw serving")
            << "contra=true,strict_keep=true,served_first_throw_only=true" << 2;
        QTest::newRow("Doppelhand, two players") << "double_hand=true" << 2;
        QTest::newRow("Doppelhand for three teams, dice set aside for good")
            << "double_hand=true,strict_keep=true" << 3;
        QTest::newRow("Doppelhand with Contra") << "double_hand=true,contra=true" << 2;
    }

    void variantsKeepTheEngineContract()
    {
        QFETCH(QString, options);
        QFETCH(int, seats);
        const GameDef& def = *findGameDef("wuerfelpoker");
        RuleOptions set = def.defaultOptions();
        for (const QString& assignment : options.split(','))
            QVERIFY(!set.assign(def.options(), assignment.toStdString()));
        std::mt19937_64 random(20261123);
        for (int g = 0; g < 12; ++g) {
            const GameSetup setup = setupFor(def, set, seats, random());
            QVERIFY2(!Match::checkSetup(setup), Match::checkSetup(setup).value_or("").c_str());
            playOne(def, setup, random);
            if (QTest::currentTestFailed())
                return;
        }
    }

private:
    /// KNOBEL_CONFORMANCE_GAMES sets it: fewer under the sanitizers (the same paths, many times the
    /// cost), thousands for a long run (README, "Long runs").
    static int gamesPerGame()
    {
        bool ok = false;
        const int games = qEnvironmentVariableIntValue("KNOBEL_CONFORMANCE_GAMES", &ok);
        return ok && games > 0 ? games : 200;
    }

    static GameSetup setupFor(const GameDef& def, const RuleOptions& options, int seats, std::uint64_t seed)
    {
        GameSetup setup{std::string(def.id()), options, {}, seed, Mode::Play, {}};
        for (int s = 0; s < seats; ++s)
            setup.players.push_back("P" + std::to_string(s + 1));
        return setup;
    }

    void playOne(const GameDef& def, const GameSetup& setup, std::mt19937_64& random)
    {
        Match match(setup);
        const std::size_t limit = def.maxActions(setup);
        int lastRound = 0; ///< the round the last action was taken in (found by a replay at the end)
        while (!match.isFinished()) {
            QVERIFY2(match.record().actions.size() < limit, "the game does not end");
            const auto legal = match.legalActions();
            QVERIFY2(!legal.empty(), "a game that is not over has no legal action");
            const Seat toAct = match.toAct();
            QVERIFY(toAct >= 0 || def.hasScorePad());

            // A copy costs the whole record: past three hundred actions (Würfel-Hold'em, Lustige
            // Sieben) the copies below are made at ever fewer actions, so that a long game stays
            // affordable (Würfel-Hold'em's 198 games took 46 s of the suite's 97 s when copies went on
            // to a thousand actions); shorter games check at every action.
            const std::size_t done = match.record().actions.size();
            const bool copies
                = done < 300 || std::uniform_int_distribution<std::size_t>(0, done / 300)(random) == 0;
            // A few listed actions apply on a copy.
            for (int k = 0; k < (copies ? 2 : 0); ++k) {
                Match copy = match;
                const Action& other
                    = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)];
                QVERIFY2(!copy.apply(other), copy.apply(other).value_or("").c_str());
            }
            // Sampled actions the rules do not list are refused and change nothing.
            for (int k = 0; k < (copies ? 3 : 0); ++k) {
                const Action odd = randomAction(random);
                if (listed(legal, odd))
                    continue;
                Match copy = match;
                if (copy.apply(odd)) {
                    QCOMPARE(copy.record() == match.record(), true);
                    QCOMPARE(everyView(copy) == everyView(match), true);
                }
            }
            const Action chosen
                = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)];
            const auto problem = match.apply(chosen);
            QVERIFY2(!problem, problem.value_or("").c_str());

            // Undo, then redo, is where we were.
            if (copies && match.canUndo() && std::uniform_int_distribution<int>(0, 3)(random) == 0) {
                Match copy = match;
                QVERIFY(!copy.undo());
                QVERIFY(copy.canRedo());
                QVERIFY(!copy.redo());
                QCOMPARE(copy.record() == match.record(), true);
                QCOMPARE(everyView(copy) == everyView(match), true);
            }
        }
        checkTransfers(match.result(), match.playerCount());
        QVERIFY(match.toAct() == kNoSeat);
        // The round counter ends on the last round played, never one past it: the round of the last
        // action, a throw nobody chose among them (Würfel-Hold'em plays a hand to its end by throws
        // alone when every player is all in after the ante).
        {
            auto replayed = def.newState(setup);
            for (const Action& action : match.record().actions) {
                lastRound = replayed->observe(kNoSeat).round;
                QVERIFY(!replayed->apply(action));
            }
        }
        QCOMPARE(match.observe(kNoSeat).round, lastRound);

        // Save, open, replay: the same game and the same bytes.
        const QByteArray bytes = gamefile::write(match.record());
        std::string problem;
        auto reopened = gamefile::read(bytes, problem);
        QVERIFY2(reopened, problem.c_str());
        QCOMPARE(reopened->record() == match.record(), true);
        QCOMPARE(everyView(*reopened) == everyView(match), true);
        QCOMPARE(gamefile::write(reopened->record()), bytes);

        if (def.hiddenDiceUnder(setup.options))
            for (Seat viewer = 0; viewer < match.playerCount(); ++viewer)
                checkNoLeak(def, match.record(), viewer, random, m_leakChecks);
    }

    LeakChecks m_leakChecks;
};

QTEST_APPLESS_MAIN(tst_Conformance)
#include "tst_conformance.moc"
