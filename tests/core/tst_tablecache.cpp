// SPDX-License-Identifier: GPL-3.0-or-later
// Solver tables kept on disk: read back exactly, and never used when damaged, cut short, or made
// for another game or other options — then built anew and replaced.
#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <sstream>

#include "engine/registry.h"
#include "solver/sheetsolver.h"
#include "solver/tablecache.h"

using namespace knobel;

namespace {

const SheetGame& escalero()
{
    return *findSheetGame("escalero");
}

std::string readAll(const std::filesystem::path& file)
{
    std::ifstream in(file, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

void writeAll(const std::filesystem::path& file, const std::string& bytes)
{
    std::ofstream(file, std::ios::binary | std::ios::trunc) << bytes;
}

} // namespace

class TestTableCache : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    TableCache cache() const
    {
        // Escalero's 2,048 states stand in for a table worth keeping.
        return TableCache{std::filesystem::path(m_dir.path().toStdString()) / "tables", 1};
    }

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        std::filesystem::remove_all(cache().folder);
    }

    void keptTableIsReadBackExactly()
    {
        SheetSolver built(escalero(), escalero().defaultOptions());
        const auto first = cache().prepare(built);
        QVERIFY(first.stored);
        QVERIFY(!first.loaded);
        QCOMPARE(first.note, std::string());
        QVERIFY(std::filesystem::exists(cache().fileFor(built)));

        SheetSolver read(escalero(), escalero().defaultOptions());
        double lastProgress = 0;
        const auto second = cache().prepare(read, [&](double share) { lastProgress = share; });
        QVERIFY(second.loaded);
        QVERIFY(!second.stored);
        QVERIFY(read.isSolved());
        QCOMPARE(lastProgress, 1.0);
        for (std::uint32_t s = 0; s < built.stateCount(); ++s)
            QCOMPARE(read.value(s), built.value(s));
        // No temporary file is left behind.
        int files = 0;
        for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(cache().folder))
            ++files;
        QCOMPARE(files, 1);
    }

    void badTablesAreRefusedAndReplaced_data()
    {
        QTest::addColumn<int>("damage");
        QTest::addColumn<QString>("reason");
        QTest::newRow("a value changed") << 0 << "checksum";
        QTest::newRow("cut short") << 1 << "cut short";
        QTest::newRow("not a table") << 2 << "not a Knobelbecher table";
        QTest::newRow("made for other options") << 3 << "the table is for";
        QTest::newRow("trailing data") << 4 << "trailing data";
        QTest::newRow("empty file") << 5 << "not a Knobelbecher table";
    }
    void badTablesAreRefusedAndReplaced()
    {
        QFETCH(int, damage);
        QFETCH(QString, reason);
        SheetSolver good(escalero(), escalero().defaultOptions());
        QVERIFY(cache().prepare(good).stored);
        const auto file = cache().fileFor(good);
        std::string bytes = readAll(file);
        switch (damage) {
        case 0:
            bytes[bytes.size() / 2] = char(bytes[bytes.size() / 2] ^ 0x10);
            break;
        case 1:
            bytes.resize(bytes.size() - 100);
            break;
        case 2:
            bytes = "{\"format\": \"knobelbecher\"}";
            break;
        case 3: {
            RuleOptions strict = escalero().defaultOptions();
            QCOMPARE(strict.set(escalero().options(), "strict_keep", "true"), std::nullopt);
            SheetSolver other(escalero(), strict);
            QVERIFY(cache().prepare(other).stored);
            bytes = readAll(cache().fileFor(other));
            break;
        }
        case 4:
            bytes += "x";
            break;
        default:
            bytes.clear();
        }
        writeAll(file, bytes);

        SheetSolver again(escalero(), escalero().defaultOptions());
        const auto outcome = cache().prepare(again);
        QVERIFY(!outcome.loaded);
        QVERIFY(outcome.stored);
        QVERIFY2(outcome.note.find(reason.toStdString()) != std::string::npos, outcome.note.c_str());
        QVERIFY(outcome.note.find(file.string()) != std::string::npos);
        QCOMPARE(again.expectedScore(), good.expectedScore());
        // The replaced file is whole again.
        SheetSolver last(escalero(), escalero().defaultOptions());
        QVERIFY(cache().prepare(last).loaded);
    }

    /// Options that change only the settlement share a table; options that change the play do not.
    void tableKeyFollowsWhatThePlayDependsOn()
    {
        const SheetGame& poker = *findSheetGame("wuerfelpoker");
        const RuleOptions plain = poker.defaultOptions();
        auto keyWith = [&](const char* option, const char* value) {
            RuleOptions options = plain;
            if (options.set(poker.options(), option, value))
                return std::string("refused");
            return SheetSolver(poker, options).tableKey();
        };
        const std::string key = SheetSolver(poker, plain).tableKey();
        QCOMPARE(keyWith("column_values", "2-2-4"), key);
        QCOMPARE(keyWith("head_multiplier", "3"), key);
        QVERIFY(keyWith("strict_keep", "true") != key);
        QVERIFY(keyWith("served_first_throw_only", "true") != key);
        QVERIFY(keyWith("five_counts_as_full_hand", "true") != key);
        QVERIFY(SheetSolver(escalero(), escalero().defaultOptions()).tableKey() != key);
    }

    void loadChangesNothingWhenRefused()
    {
        SheetSolver solver(escalero(), escalero().defaultOptions());
        std::istringstream garbage("KNBTABLE\x01\x00\x00\x00");
        QVERIFY(solver.load(garbage).has_value());
        QVERIFY(!solver.isSolved());
        QCOMPARE(solver.expectedScore(), 0.0);
    }

    void smallTablesAreNotKept()
    {
        TableCache usual{cache().folder};
        SheetSolver solver(escalero(), escalero().defaultOptions());
        const auto outcome = usual.prepare(solver);
        QVERIFY(!outcome.stored && !outcome.loaded);
        QVERIFY(solver.isSolved());
        QVERIFY(!std::filesystem::exists(usual.fileFor(solver)));
    }

    void unwritableFolderStillSolves()
    {
        // A file where the folder should be.
        const auto blocked = std::filesystem::path(m_dir.path().toStdString()) / "blocked";
        writeAll(blocked, "not a folder");
        TableCache cache{blocked, 1};
        SheetSolver solver(escalero(), escalero().defaultOptions());
        const auto outcome = cache.prepare(solver);
        QVERIFY(solver.isSolved());
        QVERIFY(!outcome.stored);
        QVERIFY2(outcome.note.find("could not be written") != std::string::npos, outcome.note.c_str());
    }

    void cancelledBuildKeepsNothing()
    {
        SheetSolver solver(escalero(), escalero().defaultOptions());
        const std::atomic<bool> cancel{true};
        const auto outcome = cache().prepare(solver, {}, &cancel);
        QVERIFY(!solver.isSolved());
        QVERIFY(!outcome.stored && !outcome.loaded);
        QVERIFY(!std::filesystem::exists(cache().fileFor(solver)));
    }

    void shippedTablesAreReadFirstAndNeverWritten()
    {
        // The package's folder holds the table built with the program (tools/ship_tables).
        const std::filesystem::path shippedFolder
            = std::filesystem::path(m_dir.path().toStdString()) / "shipped";
        std::filesystem::remove_all(shippedFolder);
        SheetSolver built(escalero(), escalero().defaultOptions());
        const TableCache packageBuild{shippedFolder, 1, {}};
        QVERIFY(packageBuild.prepare(built).stored);
        const std::filesystem::path shippedFile = shippedFolder / cache().fileFor(built).filename();
        const std::string shippedBytes = readAll(shippedFile);

        TableCache withShipped = cache();
        withShipped.shipped = {std::filesystem::path(m_dir.path().toStdString()) / "absent", shippedFolder};
        SheetSolver read(escalero(), escalero().defaultOptions());
        const auto outcome = withShipped.prepare(read);
        QVERIFY(outcome.loaded && outcome.fromShipped && !outcome.stored);
        QVERIFY(read.isSolved());
        for (std::uint32_t s = 0; s < built.stateCount(); ++s)
            QCOMPARE(read.value(s), built.value(s));
        QVERIFY(!std::filesystem::exists(withShipped.fileFor(read))); // nothing copied to the cache

        // A damaged shipped table is passed over: built anew into the user's folder, the package's
        // file left as it was.
        std::string damaged = shippedBytes;
        damaged[damaged.size() / 2] ^= 0x20;
        writeAll(shippedFile, damaged);
        SheetSolver rebuilt(escalero(), escalero().defaultOptions());
        const auto again = withShipped.prepare(rebuilt);
        QVERIFY(!again.fromShipped && again.stored);
        QVERIFY2(again.note.find("not used") != std::string::npos, again.note.c_str());
        QVERIFY(rebuilt.isSolved());
        QCOMPARE(readAll(shippedFile), damaged);
    }

    void shippedFoldersStandBesideTheProgram()
    {
        const auto folders = shippedTableFoldersBeside("/usr/games");
        QCOMPARE(folders.size(), std::size_t(2));
        QCOMPARE(folders[0].lexically_normal(), std::filesystem::path("/tables"));
        QCOMPARE(folders[1].lexically_normal(), std::filesystem::path("/usr/share/knobelbecher/tables"));
        const auto inBuild = shippedTableFoldersBeside("/work/build/app/knobelbecher");
        QCOMPARE(inBuild[0].lexically_normal(), std::filesystem::path("/work/build/tables"));
        QVERIFY(shippedTableFolders().empty()); // a test reads only what it sets itself
    }

    void defaultFolderFollowsXdg()
    {
        qputenv("XDG_CACHE_HOME", "/tmp/somewhere");
        QCOMPARE(defaultTableFolder(), std::filesystem::path("/tmp/somewhere/knobelbecher/tables"));
        qunsetenv("XDG_CACHE_HOME");
        qputenv("HOME", "/home/anna");
        QCOMPARE(defaultTableFolder(), std::filesystem::path("/home/anna/.cache/knobelbecher/tables"));
    }
};

QTEST_APPLESS_MAIN(TestTableCache)
#include "tst_tablecache.moc"
