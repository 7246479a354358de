// SPDX-License-Identifier: GPL-3.0-or-later
// Where a game is kept, whichever controller plays it: its autosave and its file (GameStorage).
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "autosavestore.h"
#include "engine/registry.h"
#include "fairdice.h"
#include "gamefile.h"
#include "match.h"
#include "sealkey.h"
#include "session/gamestorage.h"

namespace {

std::unique_ptr<knobel::Match> newGame(const std::string& game)
{
    knobel::GameSetup setup;
    setup.game = game;
    setup.players = {"Anna", "Ben"};
    setup.seed = 7;
    return std::make_unique<knobel::Match>(setup);
}

QByteArray contentOf(const QString& file)
{
    QFile in(file);
    return in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray();
}

} // namespace

class TestGameStorage : public QObject
{
    Q_OBJECT

private slots:
    void aNewGameIsKeptInAnAutosaveNamedAfterItsSeed_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("a sheet game") << "ohio";
        QTest::newRow("a table game") << "chicago";
    }
    void aNewGameIsKeptInAnAutosaveNamedAfterItsSeed()
    {
        QFETCH(QString, game);
        QTemporaryDir dir;
        GameStorage storage;
        storage.setAutosaveFolder(dir.path() + "/autosave"); // not there yet: made when needed
        auto match = newGame(game.toStdString());
        QCOMPARE(storage.attach(*match, {}, false), QString());
        QVERIFY(storage.autosaveFile().endsWith("-7.knobel"));
        QVERIFY(AutosaveStore::isInUse(storage.autosaveFile()));
        QVERIFY(match->throwDice() == std::nullopt);
        storage.keep(match.get());
        QCOMPARE(contentOf(storage.autosaveFile()), knobel::gamefile::write(match->record()));
        QVERIFY(!storage.isModified()); // no file of the player's: nothing to differ from
    }

    void aSecondWindowDoesNotWriteOverTheFirst()
    {
        QTemporaryDir dir;
        GameStorage first;
        GameStorage second;
        auto match = newGame("chicago");
        const QString file = dir.filePath("game.knobel");
        QCOMPARE(first.attach(*match, file, false), QString());
        QCOMPARE(second.attach(*match, file, false), AutosaveStore::inUseMessage());
        QVERIFY(second.autosaveFile().isEmpty());
        QVERIFY(match->throwDice() == std::nullopt);
        second.keep(match.get());
        QVERIFY(!QFile::exists(file)); // only the first window writes it
        first.keep(match.get());
        QVERIFY(QFile::exists(file));
    }

    void aGameFromTheHistoryAndAFinishedGameAreNotWritten()
    {
        QTemporaryDir dir;
        GameStorage storage;
        storage.setAutosaveFolder(dir.path());
        auto match = newGame("ohio");
        QCOMPARE(storage.attach(*match, {}, true), QString());
        QVERIFY(storage.autosaveFile().isEmpty());
        storage.keep(match.get());
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    }

    void aGameLeftBeforeItsFirstMoveLeavesNothing()
    {
        QTemporaryDir dir;
        GameStorage storage;
        storage.setAutosaveFolder(dir.path());
        auto match = newGame("chicago");
        storage.attach(*match, {}, false);
        storage.keep(match.get());
        const QString file = storage.autosaveFile();
        QVERIFY(QFile::exists(file));
        storage.detach(match.get());
        QVERIFY(!QFile::exists(file));
        QVERIFY(storage.autosaveFile().isEmpty());
        QVERIFY(!AutosaveStore::isInUse(file));

        // With a move it stays, to be taken up again.
        auto played = newGame("chicago");
        storage.attach(*played, {}, false);
        QVERIFY(played->throwDice() == std::nullopt);
        storage.keep(played.get());
        const QString kept = storage.autosaveFile();
        storage.detach(played.get());
        QVERIFY(QFile::exists(kept));
    }

    void aSavedGameIsModifiedOnlyWhenItDiffersFromItsFile()
    {
        QTemporaryDir dir;
        GameStorage storage;
        QSignalSpy modified(&storage, &GameStorage::modifiedChanged);
        QSignalSpy named(&storage, &GameStorage::fileNameChanged);
        auto match = newGame("ohio");
        storage.attach(*match, {}, false);
        QCOMPARE(storage.saveAs(*match, dir.filePath("mine")), QString());
        QCOMPARE(storage.fileName(), dir.filePath("mine.knobel"));
        QCOMPARE(named.count(), 1);
        QVERIFY(!storage.isModified());
        QVERIFY(match->throwDice() == std::nullopt);
        storage.keep(match.get());
        QVERIFY(storage.isModified());
        QCOMPARE(modified.count(), 1);
        QCOMPARE(
            storage.saveAs(*match, QUrl::fromLocalFile(dir.filePath("mine.knobel")).toString()), QString());
        QVERIFY(!storage.isModified());
        QCOMPARE(contentOf(storage.fileName()), knobel::gamefile::write(match->record()));
        // A file that cannot be written says why and changes nothing.
        QVERIFY(!storage.saveAs(*match, dir.filePath("mine.knobel/x") /* a file is no folder */).isEmpty());
        QCOMPARE(storage.fileName(), dir.filePath("mine.knobel"));
        // Leaving the game forgets the file.
        storage.detach(match.get());
        QVERIFY(storage.fileName().isEmpty());
        QVERIFY(!storage.isModified());
    }

    // Issue 31: the autosave and the saved file of an unfinished game whose dice are hidden show
    // neither the seed nor a die; the key in the program's data folder opens them again.
    void anUnfinishedHiddenDiceGameIsKeptSealed()
    {
        QTemporaryDir dir;
        SealKey::useFile(dir.filePath("data/seal.key"));
        GameStorage storage;
        storage.setAutosaveFolder(dir.path() + "/autosave");
        knobel::GameSetup setup;
        setup.game = "liardice";
        setup.options = knobel::findGameDef("liardice")->defaultOptions();
        setup.players = {"Anna", "Ben"};
        setup.kinds = {"human", "good"};
        setup.seed = 12345678901234567890ULL;
        setup.salt = knobel::fair::newSalt();
        auto match = std::make_unique<knobel::Match>(setup);
        QCOMPARE(storage.attach(*match, {}, false), QString());
        // Named after the fingerprint: the seed in the name would tell every die to come.
        const std::string fingerprint = knobel::fair::fingerprint(setup.salt, *setup.seed);
        QVERIFY2(storage.autosaveFile().endsWith(QString::fromStdString("-" + fingerprint + ".knobel")),
            qPrintable(storage.autosaveFile()));
        storage.keep(match.get());
        const QByteArray kept = contentOf(storage.autosaveFile());
        QVERIFY(knobel::gamefile::isSealed(kept));
        QVERIFY(QFile::exists(dir.filePath("data/seal.key"))); // made on first use
        QVERIFY(!kept.contains("12345678901234567890"));
        QVERIFY(!kept.contains(QByteArray::fromStdString(setup.salt)));
        QVERIFY(!kept.contains("throw"));
        QVERIFY(kept.contains(QByteArray::fromStdString(fingerprint)));
        // Saved to a file of the player's: sealed too, and not "changed" right after.
        QCOMPARE(storage.saveAs(*match, dir.filePath("mine")), QString());
        QVERIFY(!storage.isModified());
        QCOMPARE(contentOf(dir.filePath("mine.knobel")), kept);
        // Resumed: the same game.
        QString problem;
        const auto resumed = AutosaveStore::load(storage.autosaveFile(), &problem);
        QVERIFY2(resumed, qPrintable(problem));
        QCOMPARE(resumed->record(), match->record());
        // Another key (another computer): refused with a clear reason.
        SealKey::useFile(dir.filePath("other/seal.key"));
        QVERIFY(!SealKey::current(true).isEmpty());
        QVERIFY(!AutosaveStore::load(storage.autosaveFile(), &problem));
        QVERIFY2(problem.contains("sealed on another computer"), qPrintable(problem));
        SealKey::useFile(dir.filePath("data/seal.key"));
        storage.detach(match.get());
    }
};

QTEST_GUILESS_MAIN(TestGameStorage)
#include "tst_gamestorage.moc"
