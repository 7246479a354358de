// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablecache.h"

#include <bit>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>

#include "solver/checksum.h"
#include "solver/sheetsolver.h"

namespace knobel {

namespace {

/// The table file: magic, format, key, value count, values (IEEE doubles, little-endian), checksum.
constexpr char kTableMagic[8] = {'K', 'N', 'B', 'T', 'A', 'B', 'L', 'E'};
constexpr std::uint32_t kTableFormat = 1;

template <typename T> void writeLittle(std::ostream& out, T value)
{
    unsigned char bytes[sizeof(T)];
    for (std::size_t i = 0; i < sizeof(T); ++i)
        bytes[i] = static_cast<unsigned char>(std::uint64_t(value) >> (8 * i));
    out.write(reinterpret_cast<const char*>(bytes), sizeof(T));
}

template <typename T> bool readLittle(std::istream& in, T& value)
{
    unsigned char bytes[sizeof(T)];
    if (!in.read(reinterpret_cast<char*>(bytes), sizeof(T)))
        return false;
    std::uint64_t v = 0;
    for (std::size_t i = 0; i < sizeof(T); ++i)
        v |= std::uint64_t(bytes[i]) << (8 * i);
    value = T(v);
    return true;
}

/// The values as little-endian bytes, whatever the machine's order.
void toLittleEndian(std::vector<double>& values)
{
    if constexpr (std::endian::native == std::endian::big)
        for (double& v : values) {
            std::uint64_t bits;
            std::memcpy(&bits, &v, sizeof bits);
            bits = __builtin_bswap64(bits);
            std::memcpy(&v, &bits, sizeof bits);
        }
}

/// The sheet solver as a kept table.
class SheetTable : public KeptTable
{
public:
    explicit SheetTable(SheetSolver& solver)
        : m_solver(solver)
    {
    }
    std::string tableName() const override { return std::string(m_solver.game().id()); }
    std::string tableKey() const override { return m_solver.tableKey(); }
    std::uint64_t tableSize() const override { return m_solver.stateCount(); }
    void build(const std::function<void(double)>& progress, const std::atomic<bool>* cancel) override
    {
        m_solver.solve(progress, cancel);
    }
    bool isBuilt() const override { return m_solver.isSolved(); }
    const std::vector<double>& tableValues() const override { return m_solver.values(); }
    void adoptValues(std::vector<double> values) override { m_solver.adopt(std::move(values)); }

private:
    SheetSolver& m_solver;
};

} // namespace

void writeTable(std::ostream& out, const std::string& key, const std::vector<double>& values)
{
    out.write(kTableMagic, sizeof kTableMagic);
    writeLittle(out, kTableFormat);
    writeLittle(out, std::uint32_t(key.size()));
    out.write(key.data(), std::streamsize(key.size()));
    writeLittle(out, std::uint64_t(values.size()));
    std::vector<double> little = values;
    toLittleEndian(little);
    const std::size_t size = little.size() * sizeof(double);
    out.write(reinterpret_cast<const char*>(little.data()), std::streamsize(size));
    writeLittle(out, fnv1a(little.data(), size));
}

std::optional<std::string> readTable(
    std::istream& in, const std::string& key, std::uint64_t count, std::vector<double>& values)
{
    char magic[sizeof kTableMagic];
    if (!in.read(magic, sizeof magic) || std::memcmp(magic, kTableMagic, sizeof magic) != 0)
        return std::string("not a Knobelbecher table");
    std::uint32_t format = 0, keySize = 0;
    if (!readLittle(in, format) || format != kTableFormat)
        return "table format " + std::to_string(format) + ", expected " + std::to_string(kTableFormat);
    if (!readLittle(in, keySize) || keySize > 4096)
        return std::string("damaged header");
    std::string stored(keySize, '\0');
    if (!in.read(stored.data(), std::streamsize(keySize)))
        return std::string("damaged header");
    if (stored != key)
        return "the table is for " + stored + ", not " + key;
    std::uint64_t storedCount = 0;
    if (!readLittle(in, storedCount) || storedCount != count)
        return "the table has " + std::to_string(storedCount) + " states, expected " + std::to_string(count);
    std::vector<double> read(count);
    const std::size_t size = read.size() * sizeof(double);
    if (!in.read(reinterpret_cast<char*>(read.data()), std::streamsize(size)))
        return std::string("the table is cut short");
    std::uint64_t checksum = 0;
    if (!readLittle(in, checksum) || checksum != fnv1a(read.data(), size))
        return std::string("the table's checksum does not match");
    if (in.peek() != std::char_traits<char>::eof())
        return std::string("the table has trailing data");
    toLittleEndian(read); // the swap is its own inverse
    values = std::move(read);
    return std::nullopt;
}

std::filesystem::path TableCache::fileFor(const KeptTable& table) const
{
    // The key names the options; its hash keeps the file name short and tells tables apart.
    const std::string key = table.tableKey();
    char name[64];
    std::snprintf(
        name, sizeof name, "%016llx.table", static_cast<unsigned long long>(fnv1a(key.data(), key.size())));
    return folder / (table.tableName() + "-" + name);
}

std::filesystem::path TableCache::fileFor(const SheetSolver& solver) const
{
    return fileFor(SheetTable(const_cast<SheetSolver&>(solver)));
}

namespace {
std::vector<std::filesystem::path>& shippedFolders()
{
    static std::vector<std::filesystem::path> folders;
    return folders;
}
} // namespace

const std::vector<std::filesystem::path>& shippedTableFolders()
{
    return shippedFolders();
}

void setShippedTableFolders(std::vector<std::filesystem::path> folders)
{
    shippedFolders() = std::move(folders);
}

std::vector<std::filesystem::path> shippedTableFoldersBeside(const std::filesystem::path& programFolder)
{
    // build/app/<program>/<program> in the build tree, <prefix>/games/<program> installed.
    return {
        programFolder / ".." / ".." / "tables", programFolder / ".." / "share" / "knobelbecher" / "tables"};
}

std::filesystem::path defaultTableFolder()
{
    std::filesystem::path base;
    if (const char* cache = std::getenv("XDG_CACHE_HOME"); cache && *cache)
        base = cache;
    else if (const char* home = std::getenv("HOME"); home && *home)
        base = std::filesystem::path(home) / ".cache";
    else
        return {};
    return base / "knobelbecher" / "tables";
}

TableCache::Outcome TableCache::prepare(
    SheetSolver& solver, const std::function<void(double)>& progress, const std::atomic<bool>* cancel) const
{
    SheetTable table(solver);
    return prepare(table, progress, cancel);
}

TableCache::Outcome TableCache::prepare(
    KeptTable& table, const std::function<void(double)>& progress, const std::atomic<bool>* cancel) const
{
    Outcome outcome;
    if (table.tableSize() >= worthKeeping) {
        for (const std::filesystem::path& shippedFolder : shipped) {
            const std::filesystem::path file = shippedFolder / fileFor(table).filename();
            std::ifstream in(file, std::ios::binary);
            if (!in)
                continue;
            std::vector<double> values;
            if (auto problem = readTable(in, table.tableKey(), table.tableSize(), values)) {
                outcome.note = file.string() + ": " + *problem + "; not used";
                continue;
            }
            table.adoptValues(std::move(values));
            outcome.loaded = outcome.fromShipped = true;
            if (progress)
                progress(1.0);
            return outcome;
        }
    }
    const bool keep = !folder.empty() && table.tableSize() >= worthKeeping;
    if (keep) {
        const std::filesystem::path file = fileFor(table);
        std::ifstream in(file, std::ios::binary);
        if (in) {
            std::vector<double> values;
            if (auto problem = readTable(in, table.tableKey(), table.tableSize(), values))
                outcome.note = file.string() + ": " + *problem + "; built anew";
            else {
                table.adoptValues(std::move(values));
                outcome.loaded = true;
                if (progress)
                    progress(1.0);
                return outcome;
            }
        }
    }
    table.build(progress, cancel);
    if (!keep || !table.isBuilt())
        return outcome;
    std::error_code error;
    std::filesystem::create_directories(folder, error);
    const std::filesystem::path file = fileFor(table);
    const std::filesystem::path temporary
        = file.string() + ".part" + std::to_string(std::random_device{}() % 1000000);
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        writeTable(out, table.tableKey(), table.tableValues());
        out.flush();
        if (!out) {
            std::filesystem::remove(temporary, error);
            outcome.note = temporary.string() + ": could not be written; the table is not kept";
            return outcome;
        }
    }
    std::filesystem::rename(temporary, file, error);
    if (error) {
        std::filesystem::remove(temporary, error);
        outcome.note = file.string() + ": could not be written; the table is not kept";
        return outcome;
    }
    outcome.stored = true;
    return outcome;
}

} // namespace knobel
