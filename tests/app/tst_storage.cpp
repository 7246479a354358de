// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing lost, whatever the disk does: every writer (autosave, Save, Export PDF, knobel print) keeps
// the old file byte for byte when a write fails — on a real full filesystem where one can be mounted,
// and always through a file-size limit (the kernel refuses the write) and the writer's failure seam
// (a failing write, fsync or rename). Also: files that are not regular, a locked autosave, a finished
// game's autosave, a folder that cannot be written.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLockFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "autosavestore.h"
#include "gamecontroller.h"
#include "gamefile.h"
#include "gamefolders.h"
#include "historystore.h"
#include "language.h"
#include "safefile.h"
#include "sealkey.h"
#include "session/gamesession.h"
#include "sheetpainter.h"
#include "sheetprintoutof.h"
#include "unsavedwork.h"
#include "waitlimit.h"

namespace {

/// What the resume dialog does: the game taken up by the window's controller.
QString resumeIn(GameController& controller, const QString& file)
{
    GameSession session;
    session.setSheet(&controller);
    return session.resume(file);
}

enum class Writer { Autosave, Save, Pdf, Print };
enum class Failure { FullDisk, SizeLimit, WriteFails, SyncFails, RenameFails };

const QByteArray kOldBytes = QByteArray("the good old file that must survive\n").repeated(20);

QByteArray readAll(const QString& file)
{
    QFile in(file);
    return in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray("<missing>");
}

bool writeFile(const QString& file, const QByteArray& bytes)
{
    QFile out(file);
    return out.open(QIODevice::WriteOnly) && out.write(bytes) == bytes.size();
}

/// Writes of regular files larger than `bytes` fail with EFBIG in this process (SIGXFSZ ignored).
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        ::getrlimit(RLIMIT_FSIZE, &m_old);
        m_handler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit = m_old;
        limit.rlim_cur = bytes;
        ::setrlimit(RLIMIT_FSIZE, &limit);
    }
    ~FileSizeLimit()
    {
        ::setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_handler);
    }

private:
    rlimit m_old{};
    void (*m_handler)(int) = nullptr;
};

/// A tiny tmpfs, filled to the last byte after the old file was put in. Needs root and mount.
class FullDisk
{
public:
    explicit FullDisk(const QString& folder)
        : m_folder(folder)
    {
        if (::geteuid() != 0)
            return;
        m_mounted = QProcess::execute(
                        QStringLiteral("mount"), {"-t", "tmpfs", "-o", "size=256k", "tmpfs", m_folder})
            == 0;
    }
    ~FullDisk()
    {
        if (m_mounted)
            QProcess::execute(QStringLiteral("umount"), {m_folder});
    }
    bool mounted() const { return m_mounted; }
    /// Fills what is left with a file of zeros, until the filesystem says ENOSPC.
    bool fill()
    {
        QFile filler(m_folder + QStringLiteral("/filler"));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return false;
        const QByteArray block(4096, '\0');
        while (filler.write(block) > 0) { }
        const QByteArray byte(1, '\0');
        while (filler.write(byte) > 0) { }
        return true;
    }

private:
    QString m_folder;
    bool m_mounted = false;
};

QString knobelPrint(const QString& game, const QString& pdf, rlim_t sizeLimit, QByteArray* err)
{
    QProcess process;
    if (sizeLimit > 0)
        process.setChildProcessModifier([sizeLimit] {
            std::signal(SIGXFSZ, SIG_IGN);
            rlimit limit{};
            ::getrlimit(RLIMIT_FSIZE, &limit);
            limit.rlim_cur = sizeLimit;
            ::setrlimit(RLIMIT_FSIZE, &limit);
        });
    process.start(QStringLiteral(KNOBEL_EXECUTABLE), {"print", game, "--pdf", pdf});
    if (!process.waitForFinished(waitLimit(60000)) || process.exitStatus() != QProcess::NormalExit)
        return QStringLiteral("knobel did not end");
    *err = process.readAllStandardError();
    return process.exitCode() == 0 ? QString() : QString::number(process.exitCode());
}

} // namespace

class TestStorage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_case = 0;

    /// A game in the middle of play, with an autosave folder.
    void startGame(GameController& game, const QString& autosaveFolder = {})
    {
        game.setAutosaveFolder(autosaveFolder);
        QCOMPARE(game.startGame("escalero", {"Anna", "Ben"}, {}, "7", false), QString());
        QVERIFY(game.throwDice());
    }

    /// Sends new content through one writer to target, which holds kOldBytes; returns what the
    /// player is told (autosave: the storageProblem message).
    QString writeThrough(Writer writer, const QString& target, Failure failure, QByteArray* knobelErr)
    {
        switch (failure) {
        case Failure::WriteFails:
            SafeFile::failNextWrite(SafeFile::Step::Write, ENOSPC);
            break;
        case Failure::SyncFails:
            SafeFile::failNextWrite(SafeFile::Step::Sync, EIO);
            break;
        case Failure::RenameFails:
            SafeFile::failNextWrite(SafeFile::Step::Rename, EXDEV);
            break;
        default:
            break;
        }
        std::optional<FileSizeLimit> limit;
        if (failure == Failure::SizeLimit && writer != Writer::Print)
            limit.emplace(64);
        switch (writer) {
        case Writer::Autosave: {
            GameController game;
            QSignalSpy problems(&game, &GameController::storageProblem);
            startGame(game); // no autosave yet
            // The autosave goes on in target, as after a resume; the first write is the one that fails.
            auto match = std::make_unique<knobel::Match>(*game.match());
            game.adopt(std::move(match), target);
            // A disk that stays full fails every write that follows, and the player hears of it once.
            if (failure == Failure::FullDisk || failure == Failure::SizeLimit) {
                game.toggleDie(0);
                game.throwDice();
            }
            // Said once, not after every action.
            return problems.count() == 1 ? problems.first().first().toString()
                : problems.isEmpty()     ? QString()
                                         : QStringLiteral("said %1 times").arg(problems.count());
        }
        case Writer::Save: {
            GameController game;
            startGame(game);
            return game.saveAs(target);
        }
        case Writer::Pdf: {
            GameController game;
            startGame(game);
            QString error;
            const bool written
                = SheetPainter::writePdf(target, *game.sheet(), sheetPrintoutOf(game), QPageSize::A4, &error);
            return written != error.isEmpty() ? QStringLiteral("writePdf contradicts itself") : error;
        }
        case Writer::Print: {
            const QString game = m_dir.filePath(QStringLiteral("print-source.knobel"));
            QFile::copy(fixtureFile(QStringLiteral("escalero-finished.knobel")), game);
            return knobelPrint(game, target, failure == Failure::SizeLimit ? 64 : 0, knobelErr);
        }
        }
        return {};
    }

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("KnobelbecherTests"));
        QVERIFY(Language::instance()->apply(QStringLiteral("en")));
        QVERIFY(m_dir.isValid());
        SealKey::useFile(m_dir.filePath(QStringLiteral("seal.key"))); // not the user's data folder
    }

    void everyWriterKeepsTheOldFileWhenAWriteFails_data()
    {
        QTest::addColumn<Writer>("writer");
        QTest::addColumn<Failure>("failure");
        const std::pair<Writer, const char*> writers[] = {{Writer::Autosave, "the autosave"},
            {Writer::Save, "Save"}, {Writer::Pdf, "Export PDF"}, {Writer::Print, "knobel print"}};
        const std::pair<Failure, const char*> failures[]
            = {{Failure::FullDisk, "on a full filesystem"}, {Failure::SizeLimit, "past the file-size limit"},
                {Failure::WriteFails, "when a write fails midway"}, {Failure::SyncFails, "when fsync fails"},
                {Failure::RenameFails, "when the rename fails"}};
        for (const auto& [writer, writerName] : writers)
            for (const auto& [failure, failureName] : failures) {
                // The seam is inside the program under test; knobel runs as its own process.
                if (writer == Writer::Print && failure > Failure::SizeLimit)
                    continue;
                QTest::addRow("%s keeps the old file %s", writerName, failureName) << writer << failure;
            }
    }

    void everyWriterKeepsTheOldFileWhenAWriteFails()
    {
        QFETCH(Writer, writer);
        QFETCH(Failure, failure);
        const QString folder = m_dir.filePath(QStringLiteral("case-%1").arg(++m_case));
        QVERIFY(QDir().mkpath(folder));
        std::optional<FullDisk> disk;
        if (failure == Failure::FullDisk) {
            disk.emplace(folder);
            if (!disk->mounted())
                QSKIP("A full filesystem needs a tmpfs mount (root and mount allowed); the file-size "
                      "limit and the failure seam below test the same writes without one.");
        }
        const QString target = folder
            + (writer == Writer::Pdf || writer == Writer::Print ? QStringLiteral("/sheet.pdf")
                                                                : QStringLiteral("/game.knobel"));
        QVERIFY(writeFile(target, kOldBytes));
        if (disk)
            QVERIFY(disk->fill());
        const QStringList before
            = QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);

        QByteArray knobelErr;
        const QString told = writeThrough(writer, target, failure, &knobelErr);

        QCOMPARE(readAll(target), kOldBytes);
        // No temporary file is left behind.
        QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), before);
        QVERIFY2(!told.isEmpty(), "the player is told");
        if (writer == Writer::Print) {
            QCOMPARE(told, QStringLiteral("2"));
            QVERIFY2(knobelErr.startsWith("knobel: ") && knobelErr.count('\n') == 1, knobelErr.constData());
            QVERIFY2(knobelErr.contains("sheet.pdf"), knobelErr.constData());
        } else {
            QVERIFY2(
                told.contains(QStringLiteral("game.knobel")) || told.contains(QStringLiteral("sheet.pdf")),
                qPrintable(told));
            QVERIFY2(!told.contains(u'\n'), qPrintable(told));
        }
    }

    void theWritersWriteWhenNothingFails()
    {
        const QString folder = m_dir.filePath(QStringLiteral("working"));
        QVERIFY(QDir().mkpath(folder));
        GameController game;
        startGame(game, folder);
        const QString autosave = game.autosaveFile();
        QVERIFY(QFileInfo(autosave).isFile());
        // As the program keeps it: sealed while the game is unfinished (issue 31).
        const QByteArray record = SealKey::fileOf(*game.match());
        QVERIFY(knobel::gamefile::isSealed(record));
        QCOMPARE(readAll(autosave), record);
        // Save keeps permissions of the file it replaces and writes through a link to its target.
        const QString saved = folder + QStringLiteral("/saved.knobel");
        QVERIFY(writeFile(saved, kOldBytes));
        QVERIFY(QFile::setPermissions(saved, QFile::ReadOwner | QFile::WriteOwner));
        QVERIFY(QFile::link(saved, folder + QStringLiteral("/link.knobel")));
        QCOMPARE(game.saveAs(folder + QStringLiteral("/link.knobel")), QString());
        QCOMPARE(readAll(saved), record);
        QVERIFY(QFileInfo(folder + QStringLiteral("/link.knobel")).isSymLink());
        struct stat info
        {
        };
        QCOMPARE(::stat(QFile::encodeName(saved).constData(), &info), 0);
        QCOMPARE(info.st_mode & 0777, mode_t(0600));
        // A PDF through the same writer.
        QString error;
        QVERIFY(SheetPainter::writePdf(folder + QStringLiteral("/sheet.pdf"), *game.sheet(),
            sheetPrintoutOf(game), QPageSize::A4, &error));
        QVERIFY(readAll(folder + QStringLiteral("/sheet.pdf")).startsWith("%PDF"));
    }

    void anAutosaveThatFailsIsToldOnceUntilAWriteWorks()
    {
        const QString folder = m_dir.filePath(QStringLiteral("once"));
        GameController game;
        QSignalSpy problems(&game, &GameController::storageProblem);
        startGame(game, folder);
        {
            FileSizeLimit limit(64);
            QVERIFY(game.toggleDie(0));
            QVERIFY(game.toggleDie(0));
            QVERIFY(game.throwDice());
        }
        QCOMPARE(problems.count(), 1);
        QVERIFY(problems.first().first().toString().contains(QStringLiteral("File too large")));
        // The game went on; the next write that works brings the file up to date.
        QVERIFY(game.toggleDie(1));
        QCOMPARE(readAll(game.autosaveFile()), SealKey::fileOf(*game.match()));
        {
            FileSizeLimit limit(64);
            QVERIFY(game.toggleDie(1));
        }
        QCOMPARE(problems.count(), 2); // a new failure after a success is said again
    }

    /// The probe's lost game: the disk fills mid-game and the game ends while it is full. The window
    /// keeps trying, and when space comes back the autosave holds the finished game and the history
    /// has it — nothing to resume as a stale round 1. Until then it says what waits.
    void aGameThatEndsOnAFullDiskIsSavedWhenSpaceComesBack()
    {
        const QString folder = m_dir.filePath(QStringLiteral("fills-and-frees"));
        QVERIFY(QDir().mkpath(folder));
        FullDisk disk(folder);
        HistoryStore history;
        history.setDatabaseFile(folder + QStringLiteral("/history.sqlite"));
        QCOMPARE(history.gameCount(), 0); // the database is made while there is room
        GameController game;
        game.unsaved()->setRetryInterval(20);
        QSignalSpy saveProblems(&game, &GameController::storageProblem);
        QSignalSpy historyProblems(game.unsaved(), &UnsavedWork::historyFailed);
        QSignalSpy recorded(game.unsaved(), &UnsavedWork::recorded);
        QSignalSpy allWritten(game.unsaved(), &UnsavedWork::allWritten);
        game.setAutosaveFolder(folder + QStringLiteral("/autosave"));
        QCOMPARE(game.startGame("ohio", {"Anna"}, {}, "11", false), QString());
        QVERIFY(game.throwDice());
        const QString autosave = game.autosaveFile();
        QVERIFY(QFileInfo(autosave).isFile());

        // Full: a tmpfs filled to the last byte, or (without root) a file-size limit the files are past.
        std::optional<FileSizeLimit> limit;
        if (disk.mounted())
            QVERIFY(disk.fill());
        else
            limit.emplace(64);
        qInfo(
            "full: %s", disk.mounted() ? "a tmpfs filled to the last byte" : "a file-size limit of 64 bytes");
        for (int step = 0; !game.isFinished() && step < 1000; ++step) {
            if (game.canThrow() && game.throwsMade() == 0)
                QVERIFY(game.throwDice());
            for (int row = 0; row < game.sheet()->gameRowCount() && !game.isFinished(); ++row)
                if (game.writeBox(0, row))
                    break;
        }
        QVERIFY(game.isFinished());
        GameSession session; // what the window does when a game ends
        session.setSheet(&game);
        session.recordFinished(&history);
        QCOMPARE(saveProblems.count(), 1);
        QCOMPARE(historyProblems.count(), 1);
        QVERIFY(game.unsaved()->isPending());
        QVERIFY(!game.unsaved()->problem().isEmpty());
        QVERIFY2(!AutosaveStore::load(autosave, nullptr)->isFinished(),
            "the disk was full: the old autosave stays");
        const QByteArray finished = knobel::gamefile::write(game.match()->record());

        // The next game starts meanwhile; what waits of the last one is still written.
        QCOMPARE(game.startGame("ohio", {"Ben"}, {}, "12", false), QString());

        // Space again: the retries find it.
        if (disk.mounted())
            QVERIFY(QFile::remove(folder + QStringLiteral("/filler")));
        else
            limit.reset();
        QTRY_VERIFY(!game.unsaved()->isPending());
        QCOMPARE(readAll(autosave), finished);
        QCOMPARE(history.gameCount(), 1);
        QCOMPARE(recorded.count(), 1);
        QCOMPARE(recorded.first().first().toString(), autosave);
        QCOMPARE(allWritten.count(), 1);
        QVERIFY(game.unsaved()->problem().isEmpty());
        // Started again, the window offers no stale game: the finished one is in the history.
        AutosaveStore store;
        store.setFolder(folder + QStringLiteral("/autosave"));
        for (const QVariant& unfinished : store.unfinishedGames())
            QVERIFY(unfinished.toMap().value("file").toString() != autosave);
    }

    void filesThatAreNotRegularAreRefusedWithoutWaiting_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("a named pipe with no writer") << QStringLiteral("fifo");
        QTest::newRow("a folder") << QStringLiteral("folder");
        QTest::newRow("a device") << QStringLiteral("device");
    }

    void filesThatAreNotRegularAreRefusedWithoutWaiting()
    {
        QFETCH(QString, kind);
        QString path = m_dir.filePath(QStringLiteral("not-regular-%1.knobel").arg(kind));
        if (kind == QLatin1String("fifo"))
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        else if (kind == QLatin1String("folder"))
            QVERIFY(QDir().mkpath(path));
        else
            path = QStringLiteral("/dev/zero");
        QElapsedTimer timer;
        timer.start();
        GameController game;
        const QString problem = game.openFile(path);
        QVERIFY2(!problem.isEmpty(), "refused");
        QVERIFY2(problem.contains(kind == QLatin1String("folder") ? QStringLiteral("folder")
                                                                  : QStringLiteral("not a regular file")),
            qPrintable(problem));
        QVERIFY(!game.hasGame());
        // knobel show (also as a seat sees it) and knobel print refuse it too, at once.
        for (const QStringList& arguments :
            {QStringList{"show", path}, QStringList{"show", path, "--as", "1"},
                QStringList{"print", path, "--pdf", m_dir.filePath("x.pdf")}}) {
            QProcess knobel;
            knobel.start(QStringLiteral(KNOBEL_EXECUTABLE), arguments);
            QVERIFY(knobel.waitForFinished(waitLimit(10000)));
            QCOMPARE(knobel.exitCode(), 2);
            const QByteArray err = knobel.readAllStandardError();
            QCOMPARE(err.count('\n'), 1);
            QVERIFY2(err.contains(kind == QLatin1String("folder") ? "folder" : "not a regular file"),
                err.constData());
        }
        QVERIFY(!QFile::exists(m_dir.filePath("x.pdf")));
        QVERIFY2(timer.elapsed() < 10000, "nothing waited for a writer");
        // Nor is anything written over a pipe, a device or a folder.
        if (kind != QLatin1String("device")) {
            GameController saver;
            startGame(saver);
            QVERIFY(!saver.saveAs(path).isEmpty());
        }
        QVERIFY(!SafeFile::write(QStringLiteral("/dev/full"), "x").isEmpty());
    }

    void aSecondWindowDoesNotWriteAnAutosaveInUse()
    {
        const QString folder = m_dir.filePath(QStringLiteral("locked"));
        GameController first;
        startGame(first, folder);
        const QString file = first.autosaveFile();
        QVERIFY(AutosaveStore::isInUse(file)); // a QLockFile of this process: taken as another window's
        const QByteArray held = readAll(file);

        AutosaveStore store;
        store.setFolder(folder);
        // The resume dialog shows it as open elsewhere.
        const QVariantList games = store.unfinishedGames();
        QCOMPARE(games.size(), 1);
        QVERIFY(games.first().toMap()["inUse"].toBool());
        // The second window is told and writes nothing.
        GameController second;
        second.setAutosaveFolder(folder);
        QCOMPARE(resumeIn(second, file), AutosaveStore::inUseMessage());
        QVERIFY(!second.hasGame());
        QVERIFY(!store.discard(file));
        QCOMPARE(store.discardAll(), 0);
        // Even when it gets there another way, it keeps off the file.
        QSignalSpy problems(&second, &GameController::storageProblem);
        second.adopt(AutosaveStore::load(file, nullptr), file);
        QCOMPARE(problems.count(), 1);
        QCOMPARE(problems.first().first().toString(), AutosaveStore::inUseMessage());
        QVERIFY(second.autosaveFile().isEmpty());
        QVERIFY(second.throwDice());
        QCOMPARE(readAll(file), held);

        // When the first window lets go, the game can be taken up.
        first.endGame();
        QVERIFY(!store.unfinishedGames().first().toMap()["inUse"].toBool());
        GameController third;
        QCOMPARE(resumeIn(third, file), QString());
        QVERIFY(third.throwDice());
        QVERIFY(readAll(file) != held);
    }

    void aLockLeftByAWindowThatIsGoneDoesNotBlock()
    {
        const QString folder = m_dir.filePath(QStringLiteral("stale"));
        GameController game;
        startGame(game, folder);
        const QString file = game.autosaveFile();
        game.endGame();
        QVERIFY(QFile::exists(file));
        // A lock file as a crashed window leaves it: a process id that no longer runs.
        QVERIFY(writeFile(AutosaveStore::lockFileOf(file),
            "999999\nknobelbecher\n" + QSysInfo::machineHostName().toUtf8() + "\n"));
        QVERIFY(!AutosaveStore::isInUse(file));
        AutosaveStore store;
        store.setFolder(folder);
        GameController again;
        QCOMPARE(resumeIn(again, file), QString());
    }

    void theResumeListDropsEmptyGamesAndTellsLookAlikesApart()
    {
        const QString folder = m_dir.filePath(QStringLiteral("resume"));
        AutosaveStore store;
        store.setFolder(folder);
        {
            GameController empty; // set up, never played
            empty.setAutosaveFolder(folder);
            QCOMPARE(empty.startGame("ohio", {"Anna"}, {}, "1", false), QString());
            QVERIFY(QFile::exists(empty.autosaveFile()));
        }
        GameController played;
        startGame(played, folder);
        played.endGame(); // an unfinished game left for later
        GameController left;
        left.setAutosaveFolder(folder);
        QCOMPARE(left.startGame("ohio", {"Carl"}, {}, "2", false), QString());
        const QString leftFile = left.autosaveFile();
        left.endGame(); // left before the first move: nothing to keep
        QVERIFY(!QFile::exists(leftFile));

        const QVariantList games = store.unfinishedGames();
        QCOMPARE(games.size(), 1);
        const QVariantMap game = games.first().toMap();
        QCOMPARE(game["players"].toString(), QStringLiteral("\u2068Anna\u2069, \u2068Ben\u2069"));
        QCOMPARE(game["state"].toString(), QStringLiteral("round 1 of 11, \u2068Anna\u2069 on turn"));
        QVERIFY(!game["modifiedText"].toString().isEmpty());
        QCOMPARE(QDir(folder).entryList({"*.knobel"}, QDir::Files).size(), 1); // the empty one is gone
        QCOMPARE(store.discardAll(), 1);
        QVERIFY(store.unfinishedGames().isEmpty());
    }

    void openingAFinishedGameLeavesNoAutosave()
    {
        const QString folder = m_dir.filePath(QStringLiteral("finished"));
        GameController game;
        game.setAutosaveFolder(folder);
        QCOMPARE(game.openFile(fixtureFile(QStringLiteral("escalero-finished.knobel"))), QString());
        QVERIFY(game.isFinished());
        QVERIFY(game.autosaveFile().isEmpty());
        QVERIFY(QDir(folder).entryList({"*.knobel"}, QDir::Files).isEmpty());
    }

    void aFolderThatCannotBeWrittenIsNamedWithTheReason()
    {
        // Under a regular file no folder can be made: the reason is the system's, not "no such file".
        const QString blocker = m_dir.filePath(QStringLiteral("blocker"));
        QVERIFY(writeFile(blocker, "x"));
        GameController game;
        QSignalSpy problems(&game, &GameController::storageProblem);
        startGame(game, blocker + QStringLiteral("/autosave"));
        QVERIFY(game.throwDice());
        QCOMPARE(problems.count(), 1);
        const QString message = problems.first().first().toString();
        QVERIFY2(message.contains(QStringLiteral("cannot be written: Not a directory")), qPrintable(message));

        // A read-only folder: a read-only mount for root, the permission bits for anyone else.
        const QString readOnly = m_dir.filePath(QStringLiteral("read-only"));
        QVERIFY(QDir().mkpath(readOnly));
        bool mounted = false;
        if (::geteuid() == 0)
            mounted = QProcess::execute(
                          QStringLiteral("mount"), {"-t", "tmpfs", "-o", "ro,size=64k", "tmpfs", readOnly})
                == 0;
        else
            QVERIFY(QFile::setPermissions(readOnly, QFile::ReadOwner | QFile::ExeOwner));
        if (::geteuid() == 0 && !mounted)
            QSKIP("root ignores permission bits, and no read-only tmpfs could be mounted");
        GameController player;
        QSignalSpy told(&player, &GameController::storageProblem);
        startGame(player, readOnly);
        QVERIFY(player.throwDice());
        QVERIFY(player.toggleDie(0));
        if (mounted)
            QProcess::execute(QStringLiteral("umount"), {readOnly});
        else
            QFile::setPermissions(readOnly, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QCOMPARE(told.count(), 1); // once, however many actions follow
        const QString reason = told.first().first().toString();
        QVERIFY2(reason.contains(QStringLiteral("The folder %1 cannot be written: ").arg(readOnly)),
            qPrintable(reason));
        QVERIFY2(reason.contains(QStringLiteral("Read-only file system"))
                || reason.contains(QStringLiteral("Permission denied")),
            qPrintable(reason));
    }
};

QTEST_MAIN(TestStorage)
#include "tst_storage.moc"
