// SPDX-License-Identifier: GPL-3.0-or-later
// Real dice (issue 32): every registered game played with a seeded roller, then played again with the
// same dice typed in through the real-dice path and the same actions for the seats, gives the same
// record and the same result; what cannot be thrown is refused with its message and changes nothing.
// Liar Dice keeps each person's cup closed: its throws are not typed, only its lifting at a doubt (and
// five Aces), and a computer's cup is thrown by the program, unseen.
#include <QTest>

#include <algorithm>
#include <random>

#include "engine/registry.h"
#include "gamefile.h"
#include "games/holdem/holdem.h"
#include "games/liardice/liardice.h"
#include "games/verdecktespoker/verdecktespoker.h"
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

/// Liar Dice: a cup's five dice as a player types them, in German letters (9 10 B D K A).
std::string typedCup(const std::array<int, 5>& cup)
{
    static const char* const german[] = {"", "9", "10", "B", "D", "K", "A"};
    std::string text;
    for (const int face : cup)
        text += (text.empty() ? "" : " ") + std::string(german[face]);
    return text;
}

bool fiveAces(const std::vector<int>& faces)
{
    return faces.size() == 5 && std::all_of(faces.begin(), faces.end(), [](int f) { return f == 6; });
}

/// Liar Dice with real dice: what a seat sees of another seat's cup is only what the table saw —
/// nothing before it is lifted (a doubt, five Aces). `cupOf` is that other seat.
bool seesOnlyWhatTheTableSaw(const Match& match, Seat viewer, Seat cupOf)
{
    const Observation view = match.botView(viewer).view;
    for (const DiceGroupView& group : view.dice)
        if (group.id == "cup" && group.owner == cupOf) {
            std::vector<int> faces;
            for (const DieView& die : group.dice)
                faces.push_back(die.face);
            const bool closed = std::all_of(faces.begin(), faces.end(), [](int f) { return f == 0; });
            // Open: five Aces (shown at once), or the cup lifted at the end of the last deal, as lifted.
            const auto shown = view.fact<int>("last_shown_seat");
            const auto lifted = view.fact<std::vector<int>>("last_shown");
            if (!closed && !fiveAces(faces) && !(shown && *shown == cupOf && lifted && *lifted == faces))
                return false;
        }
    for (const Action& seen : match.history(viewer))
        if (seen.type == Action::Type::Throw && seen.group == cupOf && !fiveAces(seen.faces)
            && std::any_of(seen.faces.begin(), seen.faces.end(), [](int f) { return f != 0; }))
            return false;
    return true;
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
                // Each keeps their own cup: liarDiceWithRealCups, pokerUnderCupsWithRealCups.
                if (game->id() != "liardice" && game->id() != "verdecktespoker")
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
                if (request->hidden)
                    QVERIFY(example.empty());
                else
                    QCOMPARE(
                        std::count(example.begin(), example.end(), ' ') + 1, std::ptrdiff_t(request->dice));
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

    /// Liar Dice with each person's own cup: the throws are not typed (Enter alone, five Aces typed),
    /// a doubted cup is lifted and typed; the same game as with drawn dice, deal by deal.
    void liarDiceWithRealCups_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("players");
        for (quint64 seed : {5u, 11u, 23u, 42u})
            for (int players : {2, 3})
                QTest::newRow(
                    ("seed " + std::to_string(seed) + ", " + std::to_string(players) + " players").c_str())
                    << seed << players;
    }

    void liarDiceWithRealCups()
    {
        QFETCH(quint64, seed);
        QFETCH(int, players);
        const GameDef& def = *findGameDef("liardice");
        GameSetup setup = setupFor(def, seed);
        setup.players.resize(std::size_t(players));
        setup.options.set(def.options(), "best_of", "5");
        // 1. On the screen: the roller throws, the seats choose at random (a doubt more often).
        Match drawn(setup);
        std::mt19937_64 random(seed * 7 + 1);
        while (!drawn.isFinished()) {
            QVERIFY(drawn.record().actions.size() < 100000);
            const auto legal = drawn.legalActions();
            Action chosen = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)];
            if (legal.front().type == Action::Type::Doubt && random() % 3 == 0)
                chosen = legal.front();
            QVERIFY(!drawn.apply(chosen));
        }
        // 2. Real cups: the same choices; a cup's throw is not typed, its lifting is.
        Match typed(setup, Match::Dice::Real);
        auto shadow = def.newState(drawn.setup());
        const auto* liar = dynamic_cast<const LiarDiceState*>(shadow.get());
        int reveals = 0, aces = 0, hidden = 0;
        for (std::size_t i = 0; i < drawn.record().actions.size(); ++i) {
            const Action& action = drawn.record().actions[i];
            const Seat actor = drawn.actors()[i];
            const Seat announcer = liar->announcer();
            const std::array<int, 5> doubted = announcer >= 0 ? liar->cup(announcer) : std::array<int, 5>{};
            QVERIFY(!shadow->apply(action));
            if (action.type != Action::Type::Throw) {
                QVERIFY(!typed.apply(action));
                if (action.type == Action::Type::Doubt && realdice::request(typed)) {
                    // The doubted person lifts the cup: its owner types the five dice.
                    const auto request = realdice::request(typed);
                    QCOMPARE(request->group, LiarDiceState::kRevealGroupBase + announcer);
                    QVERIFY(!request->hidden);
                    const std::string prompt = realdice::prompt(typed).english();
                    QVERIFY2(prompt.find(setup.players[std::size_t(announcer)] + ", lift your cup.")
                            != std::string::npos,
                        prompt.c_str());
                    const Message problem = realdice::enter(typed, typedCup(doubted));
                    QVERIFY2(problem.empty(), problem.english().c_str());
                    ++reveals;
                }
                continue;
            }
            if (actor != kChance) {
                Action intent = action;
                intent.faces.clear();
                QVERIFY(!typed.apply(intent));
            }
            const auto request = realdice::request(typed);
            QVERIFY(request);
            QCOMPARE(request->group, action.group);
            std::string text;
            if (action.group >= LiarDiceState::kDrawGroupBase) {
                text = faceSymbol(action.faces[0], DieKind::Poker);
            } else {
                QVERIFY(request->hidden);
                QCOMPARE(request->by, action.group);
                ++hidden;
                if (fiveAces(action.faces)) { // shown at once: typed
                    text = "A A A A A";
                    ++aces;
                }
            }
            const Message problem = realdice::enter(typed, text);
            QVERIFY2(problem.empty(), problem.english().c_str());
        }
        QVERIFY(typed.isFinished());
        QVERIFY(!realdice::request(typed));
        QVERIFY(hidden > 0);
        QVERIFY(reveals > 0);
        QCOMPARE(typed.result() == drawn.result(), true);
        QCOMPARE(typed.state().outcomes() == drawn.state().outcomes(), true);
        // The record: every cup's throws with faces 0 (five Aces typed), the lifted cups after doubts.
        for (const Action& action : typed.record().actions)
            if (action.type == Action::Type::Throw && action.group < LiarDiceState::kDrawGroupBase)
                QVERIFY(fiveAces(action.faces) || action.faces == std::vector<int>(5, 0));
        // The file keeps it all and opens to the same game; undo takes the last lifting back.
        const QByteArray bytes = gamefile::write(typed, {});
        QVERIFY(bytes.contains("\"?\""));
        std::string why;
        auto reopened = gamefile::read(bytes, why);
        QVERIFY2(reopened, why.c_str());
        QCOMPARE(reopened->record() == typed.record(), true);
        QCOMPARE(reopened->result() == drawn.result(), true);
        Q_UNUSED(aces);
    }

    /// Verdecktes Würfelpoker and Joker Poker played hidden with each person's own cup: the throws
    /// are not typed, a doubted cup is lifted and typed; the same game as with drawn dice.
    void pokerUnderCupsWithRealCups_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<quint64>("seed");
        for (const char* game : {"verdecktespoker", "jokerpoker"})
            for (quint64 seed : {5u, 11u, 23u})
                QTest::newRow((std::string(game) + " seed " + std::to_string(seed)).c_str())
                    << QString::fromLatin1(game) << seed;
    }

    void pokerUnderCupsWithRealCups()
    {
        QFETCH(QString, game);
        QFETCH(quint64, seed);
        const GameDef& def = *findGameDef(game.toStdString());
        GameSetup setup = setupFor(def, seed);
        if (game == QLatin1String("jokerpoker"))
            setup.options.set(def.options(), "hidden", "true");
        QVERIFY(def.hiddenDiceUnder(setup.options));
        QVERIFY(realdice::possible(def, setup.options));
        QVERIFY2(!Match::checkSetup(setup), Match::checkSetup(setup).value_or("").c_str());
        Match drawn(setup);
        std::mt19937_64 random(seed * 7 + 1);
        while (!drawn.isFinished()) {
            QVERIFY(drawn.record().actions.size() < def.maxActions(setup));
            const auto legal = drawn.legalActions();
            QVERIFY(
                !drawn.apply(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)]));
        }
        Match typed(setup, Match::Dice::Real);
        auto shadow = def.newState(drawn.setup());
        const auto* poker = dynamic_cast<const VerdecktesPokerState*>(shadow.get());
        QVERIFY(poker);
        int reveals = 0;
        for (std::size_t i = 0; i < drawn.record().actions.size(); ++i) {
            const Action& action = drawn.record().actions[i];
            const Seat announcer = poker->isTerminal() ? kNoSeat : poker->current();
            const std::array<int, 5> doubted = announcer >= 0 ? poker->cup(announcer) : std::array<int, 5>{};
            QVERIFY(!shadow->apply(action));
            if (action.type != Action::Type::Throw) {
                QVERIFY(!typed.apply(action));
                if (action.type == Action::Type::Doubt && action.doubt) {
                    const auto request = realdice::request(typed);
                    QVERIFY(request);
                    QCOMPARE(request->group, VerdecktesPokerState::kRevealGroupBase + announcer);
                    QVERIFY(!request->hidden);
                    const Message problem = realdice::enter(typed, typedCup(doubted));
                    QVERIFY2(problem.empty(), problem.english().c_str());
                    ++reveals;
                }
                continue;
            }
            const auto request = realdice::request(typed);
            QVERIFY(request);
            QVERIFY(request->hidden);
            QCOMPARE(request->by, action.group);
            QVERIFY(!realdice::enter(typed, "A A A A A").empty()); // no face is typed here
            const Message problem = realdice::enter(typed, "");
            QVERIFY2(problem.empty(), problem.english().c_str());
        }
        QVERIFY(typed.isFinished());
        QVERIFY(reveals > 0);
        QCOMPARE(typed.result() == drawn.result(), true);
        QCOMPARE(typed.state().outcomes() == drawn.state().outcomes(), true);
        std::string why;
        auto reopened = gamefile::read(gamefile::write(typed, {}), why);
        QVERIFY2(reopened, why.c_str());
        QCOMPARE(reopened->record() == typed.record(), true);
    }

    /// A computer's cup is thrown by the program (nobody types it, nobody sees it before it is
    /// lifted); the person's cup is never in the computer's view before its lifting, nor the
    /// computer's in the person's.
    void liarDiceComputerCupIsDrawnUnseen()
    {
        const GameDef& def = *findGameDef("liardice");
        GameSetup setup = setupFor(def, 9);
        setup.players.resize(2);
        setup.kinds = {"human", "good"};
        setup.options.set(def.options(), "matches", "3"); // deals enough for a lifting whatever Ben throws
        Match match(setup, Match::Dice::Real);
        std::mt19937_64 random(3);
        int computerThrows = 0, lifted = 0;
        while (!match.isFinished()) {
            QVERIFY(match.record().actions.size() < 100000);
            QVERIFY(seesOnlyWhatTheTableSaw(match, 1, 0));
            QVERIFY(seesOnlyWhatTheTableSaw(match, 0, 1));
            QVERIFY(!match.awaitedThrow() || match.awaitedThrow()->group != 1); // never typed
            if (const auto request = realdice::request(match)) {
                std::string text;
                if (request->group >= LiarDiceState::kRevealGroupBase) {
                    if (lifted == 0) { // mistyped: taken back, and the lifting is asked again
                        QVERIFY(realdice::enter(match, "A A A A A").empty());
                        QVERIFY(match.canUndo());
                        QVERIFY(!match.undo());
                        QCOMPARE(realdice::request(match)->group, request->group);
                    }
                    text = "K K D D 9";
                    ++lifted;
                } else if (request->group >= LiarDiceState::kDrawGroupBase)
                    text = std::vector<std::string>{"9", "10", "J", "Q", "K", "A"}[random() % 6];
                QVERIFY2(realdice::enter(match, text).empty(), text.c_str());
                QVERIFY(!match.throwPending());
                continue;
            }
            const auto legal = match.legalActions();
            Action chosen = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)];
            if (legal.front().type == Action::Type::Doubt && random() % 2 == 0)
                chosen = legal.front();
            const std::size_t before = match.record().actions.size();
            QVERIFY(!match.apply(chosen));
            if (chosen.type == Action::Type::Throw && chosen.group == 1) {
                QCOMPARE(match.record().actions.size(), before + 1); // drawn at once, not awaited
                QVERIFY(!match.canUndo()); // nothing was typed that could be mistyped
            }
        }
        for (std::size_t i = 0; i < match.record().actions.size(); ++i) {
            const Action& action = match.record().actions[i];
            if (action.type == Action::Type::Throw && action.group == 1) {
                ++computerThrows;
                QVERIFY(std::all_of(action.faces.begin(), action.faces.end(), [](int f) { return f >= 1; }));
            }
        }
        QVERIFY(computerThrows > 0);
        QVERIFY(lifted > 0);
        std::string why;
        auto reopened = gamefile::read(gamefile::write(match, {}), why);
        QVERIFY2(reopened, why.c_str());
        QCOMPARE(reopened->result() == match.result(), true);
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
        // Liar Dice (three players): the order, the caller, both cups thrown unseen, a call, a doubt.
        const QString liarDoubt = "E K|E Q|E J|E K|E 9|E|E|A|D";
        QTest::newRow("liar: a cup's faces kept hidden")
            << "liardice"
            << "E K|E Q|E J|E K|E 9"
            << "K K K K K"
            << "Keep your dice hidden: press Enter with the field empty. "
               "Only five Aces are shown at once: A A A A A.";
        QTest::newRow("liar: a lifted cup of four dice") << "liardice" << liarDoubt << "K K D D"
                                                         << "5 die(s) to throw now, not 4.";
        QTest::newRow("liar: a lifted cup of pips")
            << "liardice" << liarDoubt << "K K D D 3"
            << "3 is not a face of poker dice (9 10 J Q K A, German 9 10 B D K A).";
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
            else if (step == QLatin1String("A")) { // the lowest call
                const auto legal = match.legalActions();
                const auto call = std::find_if(legal.begin(), legal.end(),
                    [](const Action& a) { return a.type == Action::Type::Announce; });
                QVERIFY(call != legal.end());
                QVERIFY(!match.apply(*call));
            } else if (step == QLatin1String("D"))
                QVERIFY(!match.apply(Action::doubting(true)));
            else if (step == QLatin1String("E"))
                QVERIFY(realdice::enter(match, "").empty());
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

    /// Würfel-Hold'em with real dice (only among people, realdice::peopleOnly): each pocket's draw and
    /// throw names its owner (typed by them alone at the screen), the board's none; no other seat's
    /// view or history holds a typed pocket; a colour the bag no longer holds is refused, nothing changes.
    void holdemPocketsAreTypedByTheirOwners()
    {
        const GameDef& def = *findGameDef("holdem");
        QVERIFY(realdice::possible(def, def.defaultOptions()));
        QVERIFY(realdice::peopleOnly(def, def.defaultOptions()));
        QVERIFY(!realdice::peopleOnly(*findGameDef("liardice"), findGameDef("liardice")->defaultOptions()));
        GameSetup setup = setupFor(def, 5);
        setup.players.resize(2);
        Match match(setup, Match::Dice::Real);
        const auto state = [&match] { return match.stateAs<HoldemState>(); }; // anew after each step
        QVERIFY(state());
        // Both pockets: two reds each, with their numbers; each typed by its owner.
        std::vector<Seat> owners;
        for (int pocket = 0; pocket < 2; ++pocket) {
            const auto request = realdice::request(match);
            QVERIFY(request && request->fromBag);
            QVERIFY(request->pocket >= 0);
            owners.push_back(request->pocket);
            QVERIFY(realdice::prompt(match).english().find("for your pocket") != std::string::npos);
            QVERIFY(realdice::enter(match, pocket == 0 ? "4r 6r" : "3r 5r").empty());
            const Seat other = 1 - request->pocket;
            for (const Action& action : match.history(other))
                if (action.type == Action::Type::Throw
                    && (action.group == request->pocket
                        || action.group == holdem::kDrawBase + request->pocket))
                    for (const int face : action.faces)
                        QCOMPARE(face, 0);
            for (const auto& group : match.observe(other).dice)
                if (group.owner == request->pocket)
                    for (const auto& die : group.dice)
                        QVERIFY(die.hidden && die.face == 0 && die.colour.empty());
            QCOMPARE(int(state()->pocket(request->pocket).size()), 2);
        }
        QCOMPARE(owners[0], 1 - owners[1]);
        QCOMPARE(state()->bag()[std::size_t(holdem::Colour::Red)], 1);
        // The opening round: everyone checks or calls.
        while (!realdice::request(match)) {
            const auto legal = match.legalActions();
            const auto pass = std::find_if(legal.begin(), legal.end(), [](const Action& a) {
                return a.type == Action::Type::Bet && (a.bet == BetKind::Check || a.bet == BetKind::Call);
            });
            QVERIFY(pass != legal.end());
            QVERIFY(!match.apply(*pass));
        }
        const auto flop = realdice::request(match);
        QVERIFY(flop && flop->fromBag);
        QCOMPARE(flop->pocket, kNoSeat); // the board is typed in the open
        const std::size_t before = match.record().actions.size();
        QCOMPARE(
            realdice::enter(match, "1r 2r 3w").english(), std::string("The bag holds no more red dice."));
        QCOMPARE(match.record().actions.size(), before);
        QVERIFY(realdice::enter(match, "1r 2w 3w").empty());
        QCOMPARE(state()->bag()[std::size_t(holdem::Colour::Red)], 0);
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
