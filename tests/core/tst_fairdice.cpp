// SPDX-License-Identifier: GPL-3.0-or-later
// Dice players can check (issue 31): the fingerprint of salt and seed, the players' words mixed into
// the seed, and the sealed part of an unfinished game's file — what a glance into it may not show.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "fairdice.h"
#include "gamefile.h"
#include "gamefolders.h"
#include "seal.h"

using namespace knobel;

namespace {

const QByteArray kKey
    = QByteArray::fromHex("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");

QByteArray contentOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

std::unique_ptr<Match> open(const QByteArray& bytes, const QByteArray& key = {})
{
    std::string problem;
    auto match = gamefile::read(bytes, problem, key);
    if (!match)
        qWarning("%s", problem.c_str());
    return match;
}

/// A Liar Dice game stopped in the middle, with a fingerprint and a seed of twenty digits (so
/// that finding its digits in the sealed text by chance is out of the question).
std::unique_ptr<Match> unfinishedLiarDice()
{
    auto fixture = open(contentOf(fixtureFile(QStringLiteral("liardice-in-progress.knobel"))));
    GameSetup setup = fixture->setup();
    setup.seed = 12345678901234567890ULL;
    setup.salt = "00112233445566778899aabbccddeeff";
    auto match = std::make_unique<Match>(setup);
    // A few steps that call nobody's bluff: the game goes on.
    for (int step = 0; step < 4 && !match->isFinished(); ++step) {
        const auto legal = match->legalActions();
        const auto it = std::find_if(legal.begin(), legal.end(),
            [](const Action& a) { return a.type != Action::Type::Doubt || !a.doubt; });
        if (it == legal.end() || match->apply(*it))
            return nullptr;
    }
    return match;
}

} // namespace

class TestFairDice : public QObject
{
    Q_OBJECT

private slots:
    void theFingerprintIsTheStartOfSha256OfSaltAndSeed()
    {
        // printf '%s' 8d48781e6611cf213fcc1b074654ce302026 | sha256sum | cut -c1-12
        QCOMPARE(fair::fingerprint("8d48781e6611cf213fcc1b074654ce30", 2026), std::string("af352ab259d6"));
        QVERIFY(fair::fingerprint("8d48781e6611cf213fcc1b074654ce30", 2027) != "af352ab259d6");
        const std::string salt = fair::newSalt();
        QVERIFY(fair::isSalt(salt));
        QVERIFY(salt != fair::newSalt());
    }

    void wordsChangeTheSeedOnlyWhenThereAreAny()
    {
        QCOMPARE(fair::mixWords(5, {}), std::uint64_t(5));
        QCOMPARE(fair::mixWords(5, {"", "  "}), std::uint64_t(5)); // a repeatable seed stays one
        const std::uint64_t mixed = fair::mixWords(5, {"Hamburg", ""});
        QVERIFY(mixed != 5);
        QCOMPARE(fair::mixWords(5, {" Hamburg ", ""}), mixed); // the same words, the same dice
        QVERIFY(fair::mixWords(5, {"Hamburg", "Kiel"}) != mixed);
        QVERIFY(fair::mixWords(6, {"Hamburg"}) != mixed);
    }

    void aSealOpensOnlyUnchangedAndWithItsKey()
    {
        const QByteArray plain = R"({"seed":"42","actions":[{"throw":["A","K"]}]})";
        const QByteArray sealed = seal::seal(plain, kKey);
        QCOMPARE(seal::seal(plain, kKey), sealed); // the same text, the same bytes
        QVERIFY(!sealed.contains("seed"));
        std::string problem;
        QCOMPARE(seal::open(sealed, kKey, problem).value_or(QByteArray()), plain);
        QByteArray otherKey = kKey;
        otherKey[0] = 'x';
        QVERIFY(!seal::open(sealed, otherKey, problem));
        QVERIFY2(
            problem.find("changed, or sealed on another computer") != std::string::npos, problem.c_str());
        QVERIFY(!seal::open(sealed, {}, problem));
        QVERIFY2(problem.find("key") != std::string::npos, problem.c_str());
        // Every byte of it counts: the tag, the text, the last one.
        const QByteArray raw = QByteArray::fromBase64(sealed.mid(4));
        for (qsizetype at : {qsizetype(0), qsizetype(31), qsizetype(32), raw.size() - 1}) {
            QByteArray changed = raw;
            changed[at] = char(changed[at] ^ 1);
            problem.clear();
            QVERIFY(!seal::open("ks1:" + changed.toBase64(), kKey, problem));
            QVERIFY(!problem.empty());
        }
    }

    // The leak of issue 31: the file of an unfinished Liar Dice game held the other cup's dice and
    // the seed in plain text.
    void anUnfinishedHiddenDiceGameShowsNoDieAndNoSeed()
    {
        const auto match = unfinishedLiarDice();
        QVERIFY(match);
        QVERIFY(!match->isFinished());
        QVERIFY(gamefile::wantsSeal(*match));
        const QByteArray text = gamefile::write(*match, kKey);
        QVERIFY(gamefile::isSealed(text));
        // What stays readable: what the game is, who plays, the fingerprint.
        const QJsonObject root = QJsonDocument::fromJson(text).object();
        QCOMPARE(root.value("game").toString(), QStringLiteral("liardice"));
        QCOMPARE(root.value("version").toInt(), gamefile::kSealedVersion);
        QCOMPARE(root.value("fingerprint").toString().toStdString(),
            fair::fingerprint(match->setup().salt, match->seed()));
        QVERIFY(!root.contains("seed"));
        QVERIFY(!root.contains("salt"));
        QVERIFY(!root.contains("actions"));
        // Read as text: no seed, no salt, no throw, no die's symbol in quotes anywhere.
        QVERIFY(!text.contains("12345678901234567890"));
        QVERIFY(!text.contains("00112233445566778899aabbccddeeff"));
        QVERIFY(!text.contains("throw"));
        QVERIFY(!text.contains("\"dice\""));
        for (const char* die : {"\"9\"", "\"10\"", "\"J\"", "\"Q\"", "\"K\"", "\"A\""})
            QVERIFY2(!text.contains(die), die);
        // The plain file would show them: the test looks where they would be.
        const QByteArray open = gamefile::write(match->record());
        QVERIFY(open.contains("12345678901234567890") && open.contains("throw"));

        // Resumed with the key: the same game, and written again, the same bytes.
        const auto resumed = ::open(text, kKey);
        QVERIFY(resumed);
        QCOMPARE(resumed->record(), match->record());
        QCOMPARE(gamefile::write(*resumed, kKey), text);
        // Without it, or with another: refused, saying why.
        std::string problem;
        QVERIFY(!gamefile::read(text, problem));
        QVERIFY2(problem.find("key") != std::string::npos, problem.c_str());
        QByteArray otherKey = kKey;
        otherKey[5] = '!';
        QVERIFY(!gamefile::read(text, problem, otherKey));
        QVERIFY2(
            problem.find("was changed, or sealed on another computer") != std::string::npos, problem.c_str());
        // A changed sealed part is refused.
        QByteArray tampered = text;
        const qsizetype at = tampered.indexOf("ks1:") + 40;
        tampered[at] = tampered[at] == 'A' ? 'B' : 'A';
        QVERIFY(!gamefile::read(tampered, problem, kKey));
        QVERIFY2(problem.find("was changed") != std::string::npos, problem.c_str());
    }

    void anOpenDiceGameSealsItsSeedButShowsItsThrows()
    {
        auto fixture = open(contentOf(fixtureFile(QStringLiteral("escalero-in-progress.knobel"))));
        QVERIFY(fixture);
        GameSetup setup = fixture->setup();
        setup.seed = 12345678901234567890ULL;
        setup.salt = "00112233445566778899aabbccddeeff";
        Match match(setup);
        QVERIFY(match.apply(Action::throwDice()) == std::nullopt);
        const QByteArray text = gamefile::write(match, kKey);
        QVERIFY(!text.contains("12345678901234567890"));
        QVERIFY(!text.contains("00112233445566778899aabbccddeeff"));
        QVERIFY(text.contains("\"throw\"")); // every die of an open game is on the table
        const auto resumed = ::open(text, kKey);
        QVERIFY(resumed);
        QCOMPARE(resumed->record(), match.record());
    }

    void aGameWithoutFingerprintAndOpenDiceIsWrittenAsBefore()
    {
        // A game started with a seed outside the window (a test, the knobel tool) has no salt.
        auto fixture = open(contentOf(fixtureFile(QStringLiteral("escalero-in-progress.knobel"))));
        QVERIFY(fixture);
        QVERIFY(!gamefile::wantsSeal(*fixture));
        QCOMPARE(gamefile::write(*fixture, kKey), gamefile::write(fixture->record()));
    }

    // Old files keep opening; every unfinished one sealed opens again as the same game, and a
    // finished one is written in the open.
    void everyFixtureOpensAndSealsAndOpensAgain_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString& path : allFixtures())
            QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
    }
    void everyFixtureOpensAndSealsAndOpensAgain()
    {
        QFETCH(QString, path);
        const auto match = open(contentOf(path));
        QVERIFY(match);
        GameSetup setup = match->setup();
        // Real dice (issue 32) have no seed to seal: the file stays open, and says so again — unless
        // cups are hidden: a computer's cup, thrown by the program, is sealed as on screen.
        const bool real = match->realDice();
        const bool hidden = match->def().hiddenDiceUnder(setup.options);
        if (setup.mode == Mode::Play && !real)
            setup.salt = "0123456789abcdef0123456789abcdef";
        GameRecord record = match->record();
        record.setup = setup;
        std::string problem;
        const auto salted = Match::replay(record, problem, real ? Match::Dice::Real : Match::Dice::Drawn);
        QVERIFY2(salted, problem.c_str());
        const QByteArray text = gamefile::write(*salted, kKey);
        QCOMPARE(
            gamefile::isSealed(text), !salted->isFinished() && setup.mode == Mode::Play && (!real || hidden));
        if (!gamefile::isSealed(text))
            QCOMPARE(text.contains("\"dice\": \"real\""), real);
        if (gamefile::isSealed(text))
            QVERIFY(!text.contains("\"seed\""));
        const auto again = ::open(text, kKey);
        QVERIFY(again);
        QCOMPARE(again->record(), salted->record());
        QCOMPARE(again->isFinished(), match->isFinished());
        QCOMPARE(again->realDice(), real);
    }

    void aFingerprintThatDoesNotFitIsRefused()
    {
        QByteArray bytes = contentOf(QStringLiteral(KNOBEL_TEST_FIXTURES "/liardice-verify.knobel"));
        QVERIFY(open(bytes));
        bytes.replace("\"af352ab259d6\"", "\"af352ab259d7\"");
        std::string problem;
        QVERIFY(!gamefile::read(bytes, problem));
        QVERIFY2(problem.find("fingerprint af352ab259d7 is not the one of its salt and seed (af352ab259d6)")
                != std::string::npos,
            problem.c_str());
    }
};

QTEST_GUILESS_MAIN(TestFairDice)
#include "tst_fairdice.moc"
