// SPDX-License-Identifier: GPL-3.0-or-later
#include <QTest>

#include <algorithm>
#include <bit>

#include "engine/arena.h"
#include "engine/botseed.h"
#include "engine/registry.h"
#include "match.h"
#include "text.h"

using namespace knobel;

namespace {

GameSetup setupFor(const std::string& game, int players, std::uint64_t seed, Mode mode = Mode::Play)
{
    const SheetGame& rules = *findSheetGame(game);
    GameSetup setup{game, rules.defaultOptions(), {}, seed, mode};
    const char* names[] = {"Anna", "Ben", "Carl", "Dora", "Emil", "Fritz", "Gerda", "Hans"};
    for (int p = 0; p < players; ++p)
        setup.players.push_back(names[p]);
    return setup;
}

/// A plain player: keeps the most frequent face, throws while throws are left, then writes the best free box.
void playOneTurn(Match& match)
{
    QVERIFY(!match.throwDice());
    while (match.canThrow()) {
        std::array<int, kFaceCount + 1> counts{};
        for (int face : match.dice())
            ++counts[face];
        const int keep = int(std::max_element(counts.begin() + 1, counts.end()) - counts.begin());
        for (int d = 0; d < int(match.dice().size()); ++d) {
            const bool wanted = match.dice()[d] == keep;
            if (wanted && !match.held()[d])
                QVERIFY(!match.hold(d));
            else if (!wanted && match.held()[d] && !match.isLocked(d))
                QVERIFY(!match.release(d));
        }
        if (!match.canThrow())
            break;
        QVERIFY(!match.throwDice());
    }
    int bestColumn = -1, bestRow = -1, bestPoints = -1;
    const Sheet& sheet = match.sheet(match.currentPlayer());
    for (int c = 0; c < sheet.columns(); ++c)
        for (int r = 0; r < sheet.rows(); ++r)
            if (sheet.isFree(c, r) && match.preview(r) > bestPoints) {
                bestColumn = c;
                bestRow = r;
                bestPoints = match.preview(r);
            }
    QVERIFY(!match.write(bestColumn, bestRow));
}

struct Snapshot
{
    std::vector<Sheet> sheets;
    int player, throwsLeft;
    std::vector<int> dice;
    std::vector<bool> held;
    bool served;
    bool operator==(const Snapshot&) const = default;
};

Snapshot snapshotOf(const Match& m)
{
    return {m.sheets(), m.currentPlayer(), m.throwsLeft(), m.dice(), m.held(), m.served()};
}

/// The log's sentences of a match: every action told as the game stood just before it.
QStringList logOf(const Match& match)
{
    QStringList lines;
    auto state = match.def().newState(match.setup());
    const auto& record = match.record().actions;
    for (std::size_t i = 0; i < record.size(); ++i) {
        lines << QString::fromStdString(state->describe(record[i], match.actors()[i], kNoSeat).english());
        state->apply(record[i]);
    }
    return lines;
}

QString facesOf(const std::vector<int>& faces, DieKind kind)
{
    return QString::fromStdString(facesMessage(faces, kind).english());
}

} // namespace

class TestMatch : public QObject
{
    Q_OBJECT

private slots:
    void setupIsChecked_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("players");
        QTest::addColumn<QString>("problem");
        QTest::newRow("Ohio alone is fine") << "ohio" << 1 << "";
        QTest::newRow("Escalero with eight is fine") << "escalero" << 8 << "";
        QTest::newRow("Würfel-Poker needs two") << "wuerfelpoker" << 1 << "needs 2 to 8 players";
        QTest::newRow("nine players are too many") << "sechzerspiel" << 9 << "needs 1 to 8 players";
        QTest::newRow("an unknown game is refused") << "yahtzee" << 2 << "unknown game";
    }

    void setupIsChecked()
    {
        QFETCH(QString, game);
        QFETCH(int, players);
        QFETCH(QString, problem);
        GameSetup setup{game.toStdString(), {}, std::vector<std::string>(players, "Anna"), 1, Mode::Play};
        if (const SheetGame* rules = findSheetGame(setup.game))
            setup.options = rules->defaultOptions();
        const auto result = Match::checkSetup(setup);
        if (problem.isEmpty())
            QCOMPARE(result, std::nullopt);
        else
            QVERIFY2(result && QString::fromStdString(*result).contains(problem),
                result ? result->c_str() : "accepted");
    }

    void namesAndOptionsAreChecked()
    {
        GameSetup setup = setupFor("escalero", 2, 1);
        setup.players[1] = "  ";
        QVERIFY(Match::checkSetup(setup));
        setup = setupFor("escalero", 2, 1);
        setup.options = RuleOptions(); // options missing
        QVERIFY(Match::checkSetup(setup));
        setup = setupFor("escalero", 2, 1);
        setup.options
            = findSheetGame("wuerfelpoker")->defaultOptions(); // column_values is no Escalero option
        QVERIFY(Match::checkSetup(setup));
    }

    /// The one check of a name (files, both command lines, the setup page): a name shows something,
    /// and holds no control character and nothing that turns the text around it.
    void namesThatShowNothingOrTurnTheTextAreRefused_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("problem"); // -1: the name is fine
        const int blank = int(NameProblem::Blank), control = int(NameProblem::Control);
        QTest::newRow("Anna") << QStringLiteral("Anna") << -1;
        QTest::newRow("a name written right to left") << QStringLiteral("דוד") << -1;
        QTest::newRow("a name with a joiner inside (an emoji family)")
            << QStringLiteral("Familie \U0001F468\u200D\U0001F469") << -1;
        QTest::newRow("a name with a right-to-left mark") << QStringLiteral("\u200Fדוד") << -1;
        QTest::newRow("empty") << QString() << blank;
        QTest::newRow("spaces and a tab") << QStringLiteral(" \u00A0 ") << blank;
        QTest::newRow("one zero-width space") << QStringLiteral("\u200B") << blank;
        QTest::newRow("a byte-order mark and a word joiner") << QStringLiteral("\uFEFF\u2060") << blank;
        QTest::newRow("a Hangul filler") << QStringLiteral("\u3164") << blank;
        QTest::newRow("a combining accent alone") << QStringLiteral("\u0301") << blank;
        QTest::newRow("annA after a right-to-left override") << QStringLiteral("\u202EannA") << control;
        QTest::newRow("an isolate that would close the sentence's") << QStringLiteral("Ben\u2069") << control;
        QTest::newRow("a left-to-right embedding") << QStringLiteral("\u202AAnna") << control;
        QTest::newRow("an escape sequence") << QStringLiteral("\x1b[31mAnna") << control;
        QTest::newRow("a newline") << QStringLiteral("An\nna") << control;
        QTest::newRow("a C1 control") << QStringLiteral("Anna\u009B") << control;
        QTest::newRow("a line separator") << QStringLiteral("Anna\u2028Ben") << control;
        QTest::newRow("101 letters") << QString(101, u'x') << int(NameProblem::TooLong);
    }
    void namesThatShowNothingOrTurnTheTextAreRefused()
    {
        QFETCH(QString, name);
        QFETCH(int, problem);
        const auto found = checkName(name.toStdString());
        QCOMPARE(found ? int(*found) : -1, problem);
        GameSetup setup = setupFor("escalero", 2, 1);
        setup.players[0] = name.toStdString();
        const Problem refused = Match::checkSetup(setup);
        QCOMPARE(bool(refused), problem >= 0);
        // The message quotes the name escaped: it never turns or breaks the line it is in.
        if (refused)
            for (const char c : *refused)
                QVERIFY2((unsigned char)c >= 0x20, refused->c_str());
    }

    void throwsCountDownAndEnd()
    {
        Match match(setupFor("escalero", 2, 7));
        QCOMPARE(match.throwsLeft(), 3);
        QVERIFY(match.dice().empty());
        QVERIFY(match.write(0, 0)); // nothing thrown yet
        for (int left = 2; left >= 0; --left) {
            QVERIFY(!match.throwDice());
            QCOMPARE(match.throwsLeft(), left);
            QCOMPARE(int(match.dice().size()), 5);
        }
        QVERIFY(!match.canThrow());
        const auto before = snapshotOf(match);
        QVERIFY(match.throwDice());
        QVERIFY(match.hold(0)); // after the last throw the only way on is a box
        QCOMPARE(snapshotOf(match), before);
        QVERIFY(!match.write(0, 0));
        QCOMPARE(match.currentPlayer(), 1);
        QCOMPARE(match.throwsLeft(), 3);
        QVERIFY(match.dice().empty());
    }

    void diceSetAsideStayWhileTheOthersAreThrown()
    {
        Match match(setupFor("ohio", 1, 11));
        QVERIFY(match.hold(0)); // no dice on the table yet
        QVERIFY(!match.throwDice());
        QVERIFY(match.served());
        const auto first = match.dice();
        QVERIFY(!match.hold(0));
        QVERIFY(!match.hold(3));
        QVERIFY(match.hold(3)); // already aside
        QVERIFY(match.hold(6)); // Ohio has six dice: 0 to 5
        QVERIFY(!match.throwDice());
        QCOMPARE(match.dice()[0], first[0]);
        QCOMPARE(match.dice()[3], first[3]);
        QVERIFY(!match.served());
        QVERIFY(!match.release(3)); // taken back, since strict_keep is off
        QVERIFY(match.release(3));
        for (int d = 0; d < 6; ++d)
            if (!match.held()[d])
                QVERIFY(!match.hold(d));
        QVERIFY(!match.canThrow()); // every die is aside
        QVERIFY(match.throwDice());
    }

    void rethrowingAllDiceServes_data()
    {
        QTest::addColumn<bool>("firstThrowOnly");
        QTest::addColumn<bool>("served");
        // Seed 001: "oder er nimmt wiederum alle Würfel und wirft (servieren)".
        QTest::newRow("by default a later throw of all five serves") << false << true;
        QTest::newRow("served_first_throw_only: it does not") << true << false;
    }

    void rethrowingAllDiceServes()
    {
        QFETCH(bool, firstThrowOnly);
        QFETCH(bool, served);
        GameSetup setup = setupFor("wuerfelpoker", 2, 3);
        setup.options.set(findSheetGame("wuerfelpoker")->options(), "served_first_throw_only",
            firstThrowOnly ? "true" : "false");
        Match match(setup);
        QVERIFY(!match.throwDice());
        QVERIFY(match.served());
        QVERIFY(!match.hold(2));
        QVERIFY(!match.throwDice());
        QVERIFY(!match.served());
        QVERIFY(!match.release(2));
        QVERIFY(!match.throwDice());
        QCOMPARE(match.served(), served);
    }

    void strictKeepLocksDiceThatStayedAside()
    {
        GameSetup setup = setupFor("escalero", 1, 5);
        setup.options.set(findSheetGame("escalero")->options(), "strict_keep", "true");
        Match match(setup);
        QVERIFY(!match.throwDice());
        QVERIFY(!match.hold(1));
        QVERIFY(!match.release(1)); // a change of mind before the next throw is fine
        QVERIFY(!match.hold(1));
        QVERIFY(!match.throwDice());
        QVERIFY(match.isLocked(1));
        QVERIFY(match.release(1));
        QVERIFY(match.held()[1]);
    }

    void writingTakesThePreviewOrStrikes()
    {
        Match match(setupFor("escalero", 2, 99));
        QVERIFY(!match.throwDice());
        const int points = match.preview(5);
        QVERIFY(!match.write(0, 5));
        QCOMPARE(match.sheet(0).box(0, 5), points);
        QVERIFY(!match.throwDice());
        QVERIFY(!match.write(0, 10, true)); // Ben strikes Fünfling serviert
        QCOMPARE(match.sheet(1).box(0, 10), 0);
        QVERIFY(!match.throwDice());
        const auto before = snapshotOf(match);
        QVERIFY(match.write(0, 5)); // Anna's Asse are written already
        QVERIFY(match.write(1, 0)); // Escalero has one column
        QVERIFY(match.write(0, 11));
        QCOMPARE(snapshotOf(match), before);
    }

    void theLogSaysWhatEachEntryDid_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("column"); // how the box's column is named ("" with one column)
        QTest::newRow("Escalero, one column") << "escalero"
                                              << "";
        QTest::newRow("Würfel-Poker, three columns") << "wuerfelpoker"
                                                     << ", column I";
    }

    void theLogSaysWhatEachEntryDid()
    {
        QFETCH(QString, game);
        QFETCH(QString, column);
        const SheetGame& rules = *findSheetGame(game.toStdString());
        const int writeColumn = 0;
        Match match(setupFor(game.toStdString(), 2, 21));
        QVERIFY(!match.throwDice());
        const auto first = match.dice();
        QVERIFY(!match.hold(0));
        QVERIFY(!match.hold(1));
        QVERIFY(!match.throwDice());
        const auto second = match.dice();
        const int points = match.preview(writeColumn, 3);
        QVERIFY(!match.write(writeColumn, 3));
        QVERIFY(!match.throwDice());
        const auto bens = match.dice();
        QVERIFY(!match.write(writeColumn, 10, true));
        const QString kings = QString::fromUtf8(rules.rows()[3].name);
        const QString tenth = QString::fromUtf8(rules.rows()[10].name);
        const QStringList expected{
            "Anna throws " + facesOf(first, rules.dieKind()) + ".",
            "Anna sets " + facesOf({first[0]}, rules.dieKind()) + " aside.",
            "Anna sets " + facesOf({first[1]}, rules.dieKind()) + " aside.",
            // A throw again is one line: what stayed aside, and the three dice thrown.
            "Anna keeps " + facesOf({first[0], first[1]}, rules.dieKind()) + " and throws 3 dice again: "
                + facesOf({second[2], second[3], second[4]}, rules.dieKind()) + ".",
            // Told before the box is written: the points the dice gave it.
            QString("Anna writes %1 in %2%3.").arg(points).arg(kings, column),
            "Ben throws " + facesOf(bens, rules.dieKind()) + ".",
            QString("Ben strikes %1%2.").arg(tenth, column.replace(", column", " in column")),
        };
        QCOMPARE(logOf(match), expected);
    }

    void sechzerspielHasNoStrikingOut()
    {
        Match match(setupFor("sechzerspiel", 1, 4));
        QCOMPARE(match.throwsLeft(), 1);
        QVERIFY(!match.throwDice());
        QVERIFY(!match.canThrow());
        QVERIFY(match.write(0, 2, true));
        QVERIFY(!match.write(0, 2));
        QCOMPARE(*match.sheet(0).box(0, 2), 3 * match.record().actions[0].faces[0]);
    }

    void wholeSeededGames_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("strictKeep");
        QTest::newRow("Ohio, three players") << "ohio" << 3 << false;
        QTest::newRow("Sechzerspiel, five players") << "sechzerspiel" << 5 << false;
        QTest::newRow("Escalero, three players, strict keep") << "escalero" << 3 << true;
        QTest::newRow("Würfel-Poker, two players") << "wuerfelpoker" << 2 << false;
        QTest::newRow("Würfel-Poker, eight players") << "wuerfelpoker" << 8 << false;
    }

    void wholeSeededGames()
    {
        QFETCH(QString, game);
        QFETCH(int, players);
        QFETCH(bool, strictKeep);
        GameSetup setup = setupFor(game.toStdString(), players, 20261121);
        if (strictKeep)
            setup.options.set(findSheetGame(setup.game)->options(), "strict_keep", "true");
        Match match(setup);
        std::vector<Snapshot> states{snapshotOf(match)};
        std::vector<std::size_t> recordLengths{0};
        const SheetGame& rules = match.sheetGame();
        const int turns = players * rules.columnCount() * int(rules.rows().size());
        for (int turn = 0; turn < turns; ++turn) {
            QCOMPARE(match.round(), turn / players + 1);
            QVERIFY(!match.isFinished());
            playOneTurn(match);
            if (QTest::currentTestFailed())
                return;
            states.push_back(snapshotOf(match));
            recordLengths.push_back(match.record().actions.size());
        }
        QVERIFY(match.isFinished());
        QCOMPARE(match.turnsTaken(), turns);
        QVERIFY(match.throwDice());
        for (const Sheet& sheet : match.sheets())
            QVERIFY(sheet.isFull());
        const Result result = match.result();
        QCOMPARE(int(result.standings.size()), players);
        int balance = 0;
        for (const auto& standing : result.standings)
            balance += standing.balance;
        QCOMPARE(balance, 0); // chips only change hands

        // The record rebuilds the game, and every prefix of it the state at that point.
        std::string problem;
        auto replayed = Match::replay(match.record(), problem);
        QVERIFY2(replayed, problem.c_str());
        QCOMPARE(snapshotOf(*replayed), snapshotOf(match));
        QCOMPARE(replayed->record(), match.record());
        QCOMPARE(replayed->result(), result);
        for (std::size_t t = 0; t < states.size(); t += std::max<std::size_t>(1, states.size() / 7)) {
            GameRecord prefix{match.setup(),
                {match.record().actions.begin(), match.record().actions.begin() + recordLengths[t]}};
            auto partial = Match::replay(prefix, problem);
            QVERIFY2(partial, problem.c_str());
            QCOMPARE(snapshotOf(*partial), states[t]);
        }

        // The same seed and the same actions, played anew, throw the same dice.
        Match again(setup);
        for (const Action& action : match.record().actions) {
            Action replayedAction = action;
            replayedAction.faces.clear();
            QVERIFY(!again.apply(replayedAction));
        }
        QCOMPARE(again.record(), match.record());
    }

    void aGameWithoutSeedRecordsOne()
    {
        GameSetup setup = setupFor("ohio", 1, 0);
        setup.seed.reset();
        Match first(setup);
        Match second(setup);
        QVERIFY(first.setup().seed.has_value());
        QVERIFY(first.seed() != second.seed());
        QVERIFY(!first.throwDice());
        std::string problem;
        auto replayed = Match::replay(first.record(), problem);
        QVERIFY(replayed);
        QCOMPARE(replayed->dice(), first.dice());
    }

    void recordsThatDoNotReplayAreRefused()
    {
        Match match(setupFor("escalero", 2, 12345));
        for (int turn = 0; turn < 4; ++turn)
            playOneTurn(match);
        std::string problem;

        GameRecord otherDice = match.record();
        otherDice.actions[0].faces[0] = otherDice.actions[0].faces[0] % 6 + 1;
        QVERIFY(!Match::replay(otherDice, problem));
        QVERIFY2(
            QString::fromStdString(problem).contains("action 1: the recorded dice differ"), problem.c_str());

        GameRecord otherSeed = match.record();
        otherSeed.setup.seed = 54321;
        QVERIFY(!Match::replay(otherSeed, problem));

        GameRecord twiceTheSameBox = match.record();
        // A copy: pushing into the vector below would leave an iterator dangling (ASan saw it).
        const Action firstWrite = *std::find_if(twiceTheSameBox.actions.begin(),
            twiceTheSameBox.actions.end(), [](const Action& a) { return a.type == Action::Type::Write; });
        // After two turns each it is Anna's turn again; she wrote that box in her first turn.
        twiceTheSameBox.actions.push_back(Action::throwDice());
        twiceTheSameBox.actions.push_back(firstWrite);
        QVERIFY(!Match::replay(twiceTheSameBox, problem));
        QVERIFY2(QString::fromStdString(problem).contains("already written"), problem.c_str());

        GameRecord otherGamesOptions = match.record();
        otherGamesOptions.setup.options = findSheetGame("wuerfelpoker")->defaultOptions();
        QVERIFY(!Match::replay(otherGamesOptions, problem));
        QVERIFY2(QString::fromStdString(problem).contains("unknown option 'column_values'"), problem.c_str());
        GameRecord unknownGame = match.record();
        unknownGame.setup.game = "kniffel";
        QVERIFY(!Match::replay(unknownGame, problem));
        QVERIFY(QString::fromStdString(problem).contains("unknown game"));
    }

    void scorePadTakesOnlyAllowedValues()
    {
        Match pad(setupFor("escalero", 2, 1, Mode::ScorePad));
        QVERIFY(pad.throwDice()); // no dice in score-pad mode
        QVERIFY(!pad.edit(0, 0, 3, 8));
        QCOMPARE(pad.sheet(0).box(0, 3), 8);
        const auto refused = pad.edit(0, 0, 3, 10);
        QVERIFY(refused);
        QCOMPARE(
            QString::fromStdString(*refused), QStringLiteral("queens takes 0, 4, 8, 12, 16, 20, not 10"));
        QCOMPARE(pad.sheet(0).box(0, 3), 8); // the box keeps its value
        QVERIFY(!pad.edit(0, 0, 3, 12)); // any box can be edited at any time
        QCOMPARE(pad.sheet(0).box(0, 3), 12);
        QVERIFY(!pad.edit(0, 0, 3, std::nullopt));
        QVERIFY(pad.sheet(0).isFree(0, 3));
        QVERIFY(pad.edit(2, 0, 3, 8));
        QVERIFY(pad.edit(0, 0, 11, 8));

        for (int p = 0; p < 2; ++p)
            for (int r = 0; r < 11; ++r)
                QVERIFY(!pad.edit(p, 0, r, 0));
        QVERIFY(pad.isFinished());
        std::string problem;
        auto replayed = Match::replay(pad.record(), problem);
        QVERIFY2(replayed, problem.c_str());
        QCOMPARE(replayed->sheets(), pad.sheets());

        Match play(setupFor("escalero", 2, 1));
        QVERIFY(play.edit(0, 0, 3, 8)); // a played game's entries come from the dice
    }

    void everyEditOfAKeptScoreCanBeUndoneAndRedone()
    {
        Match pad(setupFor("escalero", 2, 1, Mode::ScorePad));
        QVERIFY(!pad.canUndo());
        QVERIFY(!pad.edit(0, 0, 3, 8));
        QVERIFY(!pad.edit(0, 0, 3, 12));
        QVERIFY(!pad.edit(1, 0, 6, 30));
        QVERIFY(!pad.undo());
        QVERIFY(pad.sheet(1).isFree(0, 6));
        QVERIFY(!pad.undo());
        QCOMPARE(pad.sheet(0).box(0, 3), 8);
        QVERIFY(!pad.undo());
        QVERIFY(pad.sheet(0).isFree(0, 3));
        QVERIFY(pad.undo()); // nothing left
        QVERIFY(!pad.redo());
        QVERIFY(!pad.redo());
        QCOMPARE(pad.sheet(0).box(0, 3), 12);
        QVERIFY(pad.canRedo());
        QVERIFY(!pad.edit(0, 0, 0, 3)); // a new edit drops what was undone
        QVERIFY(!pad.canRedo());
        QVERIFY(pad.sheet(1).isFree(0, 6));
    }

    void inPlayOnlyAnEntryCanBeTakenBackBeforeTheNextThrow()
    {
        Match match(setupFor("escalero", 2, 33));
        QVERIFY(!match.throwDice());
        QVERIFY(!match.hold(0));
        QVERIFY(!match.throwDice());
        QVERIFY(!match.canUndo()); // a throw is never undone
        QVERIFY(match.undo());
        const auto dice = match.dice();
        const auto held = match.held();
        const int points = match.preview(4);
        QVERIFY(!match.write(0, 4));
        QCOMPARE(match.currentPlayer(), 1);
        QVERIFY(match.canUndo());
        QVERIFY(!match.undo());
        // Anna's turn again, her dice on the table as they were, one throw left.
        QCOMPARE(match.currentPlayer(), 0);
        QCOMPARE(match.dice(), dice);
        QCOMPARE(match.held(), held);
        QCOMPARE(match.throwsLeft(), 1);
        QVERIFY(match.sheet(0).isFree(0, 4));
        QVERIFY(!match.redo());
        QCOMPARE(match.sheet(0).box(0, 4), points);
        QVERIFY(!match.undo());
        QVERIFY(!match.write(0, 5)); // Anna thinks again: Aces instead of Kings
        QVERIFY(!match.canRedo());
        QVERIFY(!match.throwDice()); // Ben throws: Anna's entry is final now
        QVERIFY(!match.canUndo());
        std::string problem;
        QVERIFY(Match::replay(match.record(), problem)); // what was undone is gone from the record
    }

    void sechzerspielPadRefusesZero()
    {
        Match pad(setupFor("sechzerspiel", 1, 1, Mode::ScorePad));
        QVERIFY(pad.edit(0, 0, 5, 0));
        QVERIFY(!pad.edit(0, 0, 5, 36));
    }

    /// A level's seed is derived one way from the dice seed: it is SHA-256's (checked against values
    /// Python's hashlib gives), the old derivations cannot be undone on it, every bit of the dice seed
    /// stirs about half of its bits (a multiplication leaves the low bits of a flipped high bit alone),
    /// and the arena hands exactly these seeds to the computer players.
    void levelSeedsAreOneWay()
    {
        // python3: struct.unpack("<Q", sha256(b"knobel bot seed 1" + struct.pack("<QQ", d, n)).digest()[:8])
        QCOMPARE(botSeed(17, 0), 10044544224752843554ULL);
        QCOMPARE(botSeed(17, 5), 10225585261101606688ULL);
        QCOMPARE(botSeed(18446744073709551615ULL, 123456), 11116670798495106359ULL);

        // The inverses of the old derivations (the window: seed · 6364136223846793005 + n; the arena:
        // seed · 1000003 + n) give back no dice seed.
        auto inverse = [](std::uint64_t odd) {
            std::uint64_t x = odd; // Newton's iteration for the inverse modulo 2^64
            for (int i = 0; i < 6; ++i)
                x *= 2 - odd * x;
            return x;
        };
        const std::uint64_t windowInverse = inverse(6364136223846793005ULL);
        const std::uint64_t arenaInverse = inverse(1000003ULL);
        QCOMPARE(std::uint64_t(6364136223846793005ULL * windowInverse), std::uint64_t(1));
        QCOMPARE(std::uint64_t(1000003ULL * arenaInverse), std::uint64_t(1));
        for (std::uint64_t dice : {0ULL, 1ULL, 17ULL, 42ULL, 123456789ULL, 18446744073709551615ULL})
            for (std::uint64_t n = 0; n < 50; ++n) {
                const std::uint64_t level = botSeed(dice, n);
                QVERIFY((level - n) * windowInverse != dice);
                QVERIFY((level - n) * arenaInverse != dice);
            }

        // Every bit of the dice seed changes about 32 of the 64 bits (mean over 200 seeds).
        for (int bit = 0; bit < 64; ++bit) {
            double changed = 0;
            for (std::uint64_t dice = 1; dice <= 200; ++dice)
                changed += std::popcount(botSeed(dice * 0x9E3779B97F4A7C15ULL, 3)
                    ^ botSeed((dice * 0x9E3779B97F4A7C15ULL) ^ (1ULL << bit), 3));
            changed /= 200;
            QVERIFY2(
                changed > 29 && changed < 35, qPrintable(QStringLiteral("bit %1: %2").arg(bit).arg(changed)));
        }

        // The arena gives decision n of a game with dice seed s the seed botSeed(s, n).
        struct Recorder : Bot
        {
            mutable std::vector<std::uint64_t> seeds;
            Action decide(const BotView& view) const override
            {
                seeds.push_back(view.seed);
                return view.legal.front();
            }
        };
        GameSetup setup;
        setup.game = "chicago";
        setup.options = findGameDef("chicago")->defaultOptions();
        setup.players = {"A", "B"};
        setup.seed = 99;
        Match match(setup);
        auto recorder = std::make_shared<Recorder>();
        QVERIFY(!playWithBots(match, {recorder, recorder}, 99));
        QVERIFY(recorder->seeds.size() > 5);
        for (std::size_t n = 0; n < recorder->seeds.size(); ++n)
            QCOMPARE(recorder->seeds[n], botSeed(99, n));
    }
};

QTEST_APPLESS_MAIN(TestMatch)
#include "tst_match.moc"
