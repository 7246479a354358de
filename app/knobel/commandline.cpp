// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include <cerrno>
#include <cstring>

#include "engine/registry.h"
#include "gamefile.h"
#include "jsonwriter.h"
#include "safefile.h"
#include "sealkey.h"

namespace knobel::cli {

bool parseThrow(
    const SheetGame& game, const std::vector<std::string_view>& tokens, Throw& dice, std::string& error)
{
    if (int(tokens.size()) != game.diceCount()) {
        error = std::string(game.name()) + " is played with " + std::to_string(game.diceCount())
            + (game.diceCount() == 1 ? " die" : " dice") + ", not " + std::to_string(tokens.size());
        return false;
    }
    dice.faces.clear();
    for (auto token : tokens) {
        const auto face = parseFace(token, game.dieKind());
        if (!face) {
            error = "'" + std::string(token) + "' is not a face of "
                + (game.dieKind() == DieKind::Poker ? "a poker die (9 10 J Q K A, or B D K A)"
                                                    : "a die (1 to 6)");
            return false;
        }
        dice.faces.push_back(*face);
    }
    return true;
}

Outcome listGames()
{
    std::string out;
    for (const GameDef* game : allGameDefs())
        out += std::string(game->id()) + '\t' + std::string(game->name()) + '\t'
            + std::string(familyId(game->family())) + '\t' + std::string(listGroupId(game->listGroup()))
            + '\n';
    return {out, {}};
}

Outcome listRows(const SheetGame& game)
{
    std::vector<std::string> ids;
    for (const auto& row : game.rows())
        ids.push_back(row.id);
    return {stringArray(ids) + '\n', {}};
}

Outcome scoreThrow(
    const SheetGame& game, const std::vector<std::string>& dice, bool served, const RuleOptions& options)
{
    Throw thrown;
    thrown.served = served;
    std::string error;
    if (!parseThrow(game, std::vector<std::string_view>(dice.begin(), dice.end()), thrown, error))
        return {{}, error};
    std::string out;
    appendScores(out, game, thrown, options);
    return {out + '\n', {}};
}

namespace {

/// One checked throw in the temporary file: the faces, then 1 when served.
constexpr std::size_t kChunk = 1 << 20;
constexpr std::size_t kLongestLine = 4096;

bool readLine(std::streambuf& in, std::string& line, bool& tooLong)
{
    line.clear();
    tooLong = false;
    int c = in.sbumpc();
    if (c == std::char_traits<char>::eof())
        return false;
    for (; c != std::char_traits<char>::eof() && c != '\n'; c = in.sbumpc()) {
        if (line.size() < kLongestLine)
            line.push_back(char(c));
        else
            tooLong = true;
    }
    return true;
}

struct TemporaryFile
{
    std::FILE* file = nullptr;
    ~TemporaryFile()
    {
        if (file)
            std::fclose(file);
    }
};

} // namespace

std::string scoreBatch(const SheetGame& game, std::istream& input, const RuleOptions& options, std::FILE* out)
{
    const std::size_t recordSize = std::size_t(game.diceCount()) + 1;
    std::vector<unsigned char> pending;
    pending.reserve(kChunk);
    TemporaryFile spill;
    std::string line;
    std::vector<std::string_view> tokens;
    Throw thrown;
    bool tooLong = false;
    std::streambuf* in = input.rdbuf();
    for (long number = 1; in && readLine(*in, line, tooLong); ++number) {
        if (tooLong)
            return "line " + std::to_string(number) + ": longer than " + std::to_string(kLongestLine)
                + " characters";
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        std::string_view text(line);
        // Editors on some systems start a UTF-8 file with a byte-order mark.
        if (number == 1 && text.substr(0, 3) == "\xEF\xBB\xBF")
            text.remove_prefix(3);
        tokens.clear();
        for (std::size_t pos = 0; pos < text.size();) {
            const auto start = text.find_first_not_of(" \t", pos);
            if (start == std::string_view::npos)
                break;
            const auto end = std::min(text.find_first_of(" \t", start), text.size());
            tokens.push_back(text.substr(start, end - start));
            pos = end;
        }
        thrown.served = !tokens.empty() && (tokens.back() == "served" || tokens.back() == "SERVED");
        if (thrown.served)
            tokens.pop_back();
        std::string error;
        if (!parseThrow(game, tokens, thrown, error))
            return "line " + std::to_string(number) + ": " + error;
        if (pending.size() + recordSize > kChunk) {
            if (!spill.file && !(spill.file = std::tmpfile()))
                return std::string("no temporary file for the batch: ") + std::strerror(errno);
            if (std::fwrite(pending.data(), 1, pending.size(), spill.file) != pending.size())
                return std::string("the temporary file of the batch cannot be written: ")
                    + std::strerror(errno);
            pending.clear();
        }
        for (int face : thrown.faces)
            pending.push_back((unsigned char)face);
        pending.push_back(thrown.served ? 1 : 0);
    }

    // Every line is right: now the output, one line at a time.
    std::string text;
    text.reserve(1 << 16);
    auto writeRecords = [&](const unsigned char* records, std::size_t size) {
        for (std::size_t at = 0; at + recordSize <= size; at += recordSize) {
            thrown.faces.assign(records + at, records + at + recordSize - 1);
            thrown.served = records[at + recordSize - 1] != 0;
            appendScores(text, game, thrown, options);
            text += '\n';
            if (text.size() >= (1 << 16)) {
                if (std::fwrite(text.data(), 1, text.size(), out) != text.size())
                    return false;
                text.clear();
            }
        }
        return true;
    };
    const std::string outputProblem = "standard output cannot be written";
    if (spill.file) {
        if (std::fflush(spill.file) != 0 || std::fseek(spill.file, 0, SEEK_SET) != 0)
            return std::string("the temporary file of the batch cannot be read: ") + std::strerror(errno);
        std::vector<unsigned char> chunk(kChunk / recordSize * recordSize);
        for (std::size_t got; (got = std::fread(chunk.data(), 1, chunk.size(), spill.file)) > 0;)
            if (!writeRecords(chunk.data(), got))
                return outputProblem + ": " + std::strerror(errno);
        if (std::ferror(spill.file))
            return "the temporary file of the batch cannot be read";
    }
    if (!writeRecords(pending.data(), pending.size())
        || std::fwrite(text.data(), 1, text.size(), out) != text.size() || std::fflush(out) != 0)
        return outputProblem + ": " + std::strerror(errno);
    return {};
}

std::unique_ptr<Match> readGameFile(const std::string& fileName, std::string& problem)
{
    // A pipe, a device or a folder is refused before it is read: it would never end.
    QString why;
    const auto bytes = SafeFile::read(QString::fromStdString(fileName), gamefile::kLargestFile, &why);
    if (!bytes) {
        problem = why.toStdString();
        return nullptr;
    }
    auto match = SealKey::read(*bytes, problem); // a sealed game of the window's, with its key
    if (!match)
        problem = fileName + ": " + problem;
    return match;
}

Outcome allowedValues(const SheetGame& game, const std::string& rowId, const RuleOptions& options)
{
    const int row = game.rowIndex(rowId);
    if (row < 0) {
        std::string known;
        for (const auto& r : game.rows())
            known += (known.empty() ? "" : ", ") + r.id;
        return {{}, "unknown row '" + rowId + "' (" + std::string(game.id()) + " has: " + known + ")"};
    }
    return {numberArray(game.allowedValues(row, options)) + '\n', {}};
}

} // namespace knobel::cli
