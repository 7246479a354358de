// SPDX-License-Identifier: GPL-3.0-or-later
// Real dice (issue 32): every registered game played with a seeded roller, then played again with the
// same dice typed in through the real-dice path and the same actions for the seats, gives the same
// record and the same result; what cannot be thrown is refused with its message and changes nothing.
#include <QTest>

#include <algorithm>
#include <random>

#include "engine/registry.h"
#include "gamefile.h"
#include "games/holdem/holdem.h"
#include "match.h"
#include "realdice.h"

using namespace knobel;

namespace {

/// Würfel-Hold'em's colours as typed.
const char* colourLetter(holdem::Colour colour)
{
    static const char* const letters[] = {"r", "b", "w", "y"};
    return letters[int(colour)];
}

/// A draw from Würfel-Hold'em's bag.
bool isDraw(const std::string& game, const Action& action)
{
    return game == "holdem" && action.type == Action::Type::Throw && action.group >= holdem::kDrawBase;
}

/// The record without Würfel-Hold'em's draws from the bag: a typed draw is recorded as the smallest
/// rolls that take its colours, the roller's as the rolls it drew (some drawn again).
std::vector<Action> withoutDraws(const std::vector<Action>& actions)
{
    std::vector<Action> out;
    for (const Action& action : actions)
        if (!isDraw("holdem", action))
            out.push_back(action);
    return out;
}

std::vector<Observation> everyView(const Match& match)
{
    std::vector<Observation> views{match.observe(kNoSeat)};
    for (Seat s = 0; s < match.playerCount(); ++s)
        views.push_back(match.observe(s));
    return views;
}

GameSetup setupFor(const GameDef& def, std::uint64_t seed)
{
    GameSetup setup{std::string(def.id()), def.defaultOptions(), {}, seed, Mode::Play, {}};
    const int seats = std::min(def.maxPlayers(), std::max(def.minPlayers(), 3));
    static const char* const names[] = {"Anna", "Ben", "Clara", "Dora", "Emil", "Fritz", "Gina", "Hans"};
    for (int s = 0; s < seats; ++s)
        setup.players.push_back(names[s]);
    return setup;
}

} // namespace

class tst_RealDice : public QObject
{
    Q_OBJECT

private slots:
    void typedDiceGiveTheSameGame_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<quint64>("seed");
        for (const GameDef* game : allGameDefs())
            for (quint64 seed : {5u, 11u})
                QTest::newRow((std::string(game->id()) + " seed " + std::to_string(seed)).c_str())
                    << QString::fromUtf8(game->id().data(), qsizetype(game->id().size())) << seed;
    }

    void typedDiceGiveTheSameGame()
    {
        QFETCH(QString, game);
        QFETCH(quint64, seed);
        const GameDef& def = *findGameDef(game.toStdString());
        const GameSetup setup = setupFor(def, seed);
        QVERIFY2(!Match::checkSetup(setup), Match::checkSetup(setup).value_or("").c_str());

        // 1. On the screen: the roller throws, the seats choose at random among the legal actions.
        Match drawn(setup);
        std::mt19937_64 random(seed * 7 + 1);
        while (!drawn.isFinished()) {
            QVERIFY2(drawn.record().actions.size() < def.maxActions(setup), "the game does not end");
            const auto legal = drawn.legalActions();
            QVERIFY(!legal.empty());
            const Action chosen
                = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)];
            QVERIFY(!drawn.apply(chosen));
        }

        // 2. Real dice: the same seats' actions, each throw typed as the roller threw it.
        Match typed(setup, Match::Dice::Real);
        QVERIFY(typed.realDice());
        QCOMPARE(typed.setup().seed, setup.seed); // it threw no die: it chose the seat that starts
        QVERIFY(typed.setup().salt.empty());
        const DieKind kind = def.dieKindUnder(setup.options);
        auto shadow = def.newState(drawn.setup()); // the drawn game, action by action (its colours)
        int throws = 0;
        for (std::size_t i = 0; i < drawn.record().actions.size(); ++i) {
            const Action& action = drawn.record().actions[i];
            const Seat actor = drawn.actors()[i];
            if (isDraw(setup.game, action)) {
                QVERIFY(!shadow->apply(action));
                continue;
            }
            if (action.type != Action::Type::Throw) {
                QVERIFY(!realdice::request(typed));
                const auto problem = typed.apply(action);
                QVERIFY2(!problem, problem.value_or("").c_str());
                QVERIFY(!shadow->apply(action));
                continue;
            }
            if (actor != kChance) { // the seat chooses to throw; its faces wait
                Action intent = action;
                intent.faces.clear();
                QVERIFY(!realdice::request(typed));
                const auto problem = typed.apply(intent);
                QVERIFY2(!problem, problem.value_or("").c_str());
            }
            const auto request = realdice::request(typed);
            QVERIFY2(request, "no throw waits for its dice");
            QCOMPARE(request->by, actor);
            QVERIFY(!realdice::prompt(typed).empty());
            {
                // The entry's example is what may be typed now: as many dice, in the game's faces.
                const std::string example = realdice::example(typed).english();
                QCOMPARE(std::count(example.begin(), example.end(), ' ') + 1, std::ptrdiff_t(request->dice));
                Match tried = typed;
                const Message problem = realdice::enter(tried, example);
                // A draw may ask for a colour the bag has run out of; every other example is taken.
                QVERIFY2(problem.empty() || (request->fromBag && throws > 0),
                    (example + ": " + problem.english()).c_str());
            }
            const auto spec = shadow->throwSpec(action.group);
            QVERIFY(spec);
            QVERIFY(!shadow->apply(action));
            std::string text;
            const auto* holdemState = dynamic_cast<const HoldemState*>(shadow.get());
            for (std::size_t d = 0; d < action.faces.size(); ++d)
                if (spec->thrown[d]) {
                    text += (text.empty() ? "" : " ") + faceSymbol(action.faces[d], kind);
                    if (request->fromBag) {
                        const auto& dice = action.group == holdem::kBoard ? holdemState->board()
                                                                          : holdemState->pocket(action.group);
                        text += colourLetter(dice[d].colour);
                    }
                }
            const Message problem = realdice::enter(typed, text);
            QVERIFY2(problem.empty(),
                (text + ": " + problem.english() + " (action " + std::to_string(i) + ", group "
                    + std::to_string(action.group) + ", asked " + std::to_string(request->group) + ")")
                    .c_str());
            ++throws;
        }
        QVERIFY(throws > 0);
        QVERIFY(typed.isFinished());
        QVERIFY(!realdice::request(typed));
        if (game == QLatin1String("holdem"))
            QCOMPARE(withoutDraws(typed.record().actions) == withoutDraws(drawn.record().actions), true);
        else
            QCOMPARE(typed.record().actions == drawn.record().actions, true);
        QCOMPARE(typed.result() == drawn.result(), true);
        QCOMPARE(everyView(typed) == everyView(drawn), true);

        // 3. The file says the dice were real, has no seed, and opens to the same game.
        const QByteArray bytes = gamefile::write(typed, {});
        QVERIFY(bytes.contains("\"dice\": \"real\""));
        QVERIFY(!bytes.contains("\"fingerprint\""));
        std::string why;
        auto reopened = gamefile::read(bytes, why);
        QVERIFY2(reopened, why.c_str());
        QVERIFY(reopened->realDice());
        QCOMPARE(reopened->record() == typed.record(), true);
        QCOMPARE(gamefile::write(*reopened, {}), bytes);
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("before"); // steps: T (the seat throws), H n (holds die n), E text (typed)
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("a sixth die of five") << "wuerfelpoker"
                                             << "T"
                                             << "1 2 3 4 5 6"
                                             << "5 die(s) to throw now, not 6.";
        QTest::newRow("a seventh die of six") << "wuerfelpoker"
                                              << "T|E 1 2 3 4 5|H 0|T"
                                              << "1 2 3 4 5 6 6"
                                              << "4 die(s) to throw now, not 7.";
        QTest::newRow("too few") << "wuerfelpoker"
                                 << "T"
                                 << "1 2"
                                 << "5 die(s) to throw now, not 2.";
        QTest::newRow("a face 7") << "wuerfelpoker"
                                  << "T"
                                  << "1 2 7 4 5"
                                  << "7 is not a face of these dice (1 to 6).";
        QTest::newRow("a face 0") << "ohio"
                                  << "T"
                                  << "0"
                                  << "0 is not a face of these dice (1 to 6).";
        QTest::newRow("a kept die changed") << "wuerfelpoker"
                                            << "T|E 1 2 3 4 5|H 0|T"
                                            << "2 2 3 4 5"
                                            << "Die 1 is kept: it stays 1, not 2.";
        QTest::newRow("a poker letter in a pip game") << "wuerfelpoker"
                                                      << "T"
                                                      << "1 2 Q 4 5"
                                                      << "Q is a poker die's face; these dice show 1 to 6.";
        QTest::newRow("a pip in a poker game")
            << "escalero"
            << "T"
            << "9 10 J 3 A"
            << "3 is not a face of poker dice (9 10 J Q K A, German 9 10 B D K A).";
        QTest::newRow("nothing typed") << "escalero"
                                       << "T"
                                       << "  "
                                       << "Type the faces of the dice thrown.";
        QTest::newRow("hold'em: a colour the bag has not")
            << "holdem"
            << ""
            << "4r 5x"
            << "x is not a colour of the bag's dice (r b w y, German r s w g).";
        QTest::newRow("hold'em: a die without its colour") << "holdem"
                                                           << ""
                                                           << "4r 5"
                                                           << "Say the colour of each die drawn: 5 has none.";
        QTest::newRow("hold'em: three dice into a pocket of two")
            << "holdem"
            << ""
            << "4r 5r 6r"
            << "2 die(s) to draw from the bag now, not 3.";
        QTest::newRow("hold'em: numbers for some only") << "holdem"
                                                        << ""
                                                        << "4r b"
                                                        << "Give every die drawn its number, or none.";
        QTest::newRow("hold'em: a sixth red die") << "holdem"
                                                  << "E 1r 2r|E 3r 4r"
                                                  << "5r 6r"
                                                  << "The bag holds no more red dice.";
        QTest::newRow("no throw due") << "wuerfelpoker"
                                      << ""
                                      << "1 2 3 4 5"
                                      << "No throw waits for its dice now.";
    }

    void refusals()
    {
        QFETCH(QString, game);
        QFETCH(QString, before);
        QFETCH(QString, text);
        QFETCH(QString, message);
        const GameDef& def = *findGameDef(game.toStdString());
        Match match(setupFor(def, 1), Match::Dice::Real);
        for (const QString& step : before.split(u'|', Qt::SkipEmptyParts)) {
            if (step == QLatin1String("T"))
                QVERIFY(!match.apply(Action::throwDice()));
            else if (step.startsWith(QLatin1String("H ")))
                QVERIFY(!match.apply(Action::hold(step.mid(2).toInt())));
            else if (step.startsWith(QLatin1String("E "))) {
                const Message problem = realdice::enter(match, step.mid(2).toStdString());
                QVERIFY2(problem.empty(), problem.english().c_str());
            }
        }
        const Match untouched = match;
        const Message problem = realdice::enter(match, text.toStdString());
        QCOMPARE(QString::fromStdString(problem.english()), message);
        QCOMPARE(match.record() == untouched.record(), true);
        QCOMPARE(everyView(match) == everyView(untouched), true);
        QCOMPARE(bool(match.awaitedThrow()), bool(untouched.awaitedThrow()));
    }

    /// Undo takes a typed throw back (a die mistyped), and the choice to throw whose dice wait.
    void undoTakesATypedThrowBack()
    {
        const GameDef& def = *findGameDef("wuerfelpoker");
        Match match(setupFor(def, 1), Match::Dice::Real);
        QVERIFY(!match.canUndo());
        QVERIFY(!match.apply(Action::throwDice()));
        QVERIFY(match.canUndo());
        QVERIFY(!match.undo()); // the choice to throw
        QVERIFY(!match.awaitedThrow());
        QVERIFY(!match.apply(Action::throwDice()));
        QCOMPARE(realdice::prompt(match).english(), std::string("Throw 5 die(s) for Anna."));
        QVERIFY(realdice::enter(match, "6 6 6 6 5").empty());
        QCOMPARE(match.dice(), (std::vector<int>{6, 6, 6, 6, 5}));
        QVERIFY(match.canUndo());
        QVERIFY(!match.undo());
        QVERIFY(match.record().actions.empty());
        QVERIFY(match.canRedo());
        QVERIFY(!match.redo());
        QCOMPARE(match.dice(), (std::vector<int>{6, 6, 6, 6, 5}));
        QVERIFY(!match.undo());
        QVERIFY(!match.apply(Action::throwDice()));
        QVERIFY(realdice::enter(match, "6 6 6 6 6").empty());
        QCOMPARE(match.dice(), (std::vector<int>{6, 6, 6, 6, 6}));
        QVERIFY(!match.apply(Action::hold(0)));
        QVERIFY(!match.apply(Action::throwDice()));
        QCOMPARE(
            realdice::prompt(match).english(), std::string("Throw 4 die(s) for Anna; kept as they lie: 6."));
        // The whole group typed, the kept die as it lies, is taken too.
        QVERIFY(realdice::enter(match, "6 1 2 3 4").empty());
        QCOMPARE(match.dice(), (std::vector<int>{6, 1, 2, 3, 4}));
    }

    /// A file that says its dice were real and has a fingerprint is refused.
    void realDiceFilesHaveNoFingerprint()
    {
        const GameDef& def = *findGameDef("chicago");
        Match match(setupFor(def, 1), Match::Dice::Real);
        QByteArray bytes = gamefile::write(match, {});
        std::string why;
        QVERIFY2(gamefile::read(bytes, why), why.c_str());
        bytes.replace("\"dice\": \"real\",", "\"dice\": \"real\", \"fingerprint\": \"0123456789ab\",");
        QVERIFY(!gamefile::read(bytes, why));
        QCOMPARE(why,
            std::string("it says its dice were real and has a fingerprint, which real dice do not have"));
    }
};

QTEST_APPLESS_MAIN(tst_RealDice)
#include "tst_realdice.moc"
