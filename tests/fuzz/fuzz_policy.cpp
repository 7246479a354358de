// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the policy query (`knobel policy`): any line, for every game and level, is
// answered — chances for the legal actions that add up to 1, or an error that says why — never a
// crash, a hang or undefined behaviour.
//
// The first line of an input names the game and the level ("liardice good"), the rest is the query
// line; a first line that names none chooses one by its bytes, so that mutations of it still ask.
// Levels whose table must be built first (Liar Dice's: minutes under ASan) are fuzzed when
// KNOBEL_FUZZ_ALL_LEVELS=1 (the long run of .ci/fuzz), the table kept in the usual cache folder;
// otherwise their inputs are skipped. The sheet games' levels take most of a minute to prepare under
// ASan: a short run may fuzz a few games only, KNOBEL_FUZZ_GAMES="chicago,pokerdice".
#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <vector>

#include "engine/policyquery.h"
#include "engine/registry.h"
#include "solver/tablecache.h"

using namespace knobel;

namespace {

struct Level
{
    const GameDef* game = nullptr;
    std::string level;
    RuleOptions options;
    std::shared_ptr<const Bot> bot; ///< null: skipped in this run
};

const std::vector<Level>& levels()
{
    static const std::vector<Level> all = [] {
        const char* everything = std::getenv("KNOBEL_FUZZ_ALL_LEVELS");
        const bool prepared = everything && *everything == '1';
        // KNOBEL_FUZZ_GAMES="chicago,pokerdice": only these games' levels (a short run).
        const char* only = std::getenv("KNOBEL_FUZZ_GAMES");
        const std::string games = only && *only ? "," + std::string(only) + "," : std::string();
        std::vector<Level> list;
        for (const GameDef* game : allGameDefs())
            for (const std::string& level : game->levels()) {
                Level entry{game, level, game->defaultOptions(), nullptr};
                const bool chosen
                    = games.empty() || games.find("," + std::string(game->id()) + ",") != std::string::npos;
                if (chosen && (prepared || !game->needsPreparation(level, entry.options)))
                    entry.bot = game->makeBot(
                        level, entry.options, BotPreparation{defaultTableFolder(), {}, nullptr});
                list.push_back(std::move(entry));
            }
        return list;
    }();
    return all;
}

} // namespace

// The levels are prepared before the first input: a sheet game's table takes longer than an input may.
extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/)
{
    levels();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray input = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    const qsizetype newline = input.indexOf('\n');
    const QByteArray header = newline < 0 ? QByteArray() : input.left(newline);
    const QByteArray line = newline < 0 ? input : input.mid(newline + 1);
    const Level* chosen = nullptr;
    std::size_t bytes = 0;
    for (const Level& level : levels()) {
        if (header
            == QByteArray(level.game->id().data(), qsizetype(level.game->id().size())) + ' '
                + QByteArray::fromStdString(level.level))
            chosen = &level;
    }
    for (const char c : header)
        bytes += (unsigned char)c;
    const Level& level = chosen ? *chosen : levels()[bytes % levels().size()];
    if (!level.bot)
        return 0;
    const QJsonObject answer = protocol::answerPolicyQuery(line, *level.game, level.options, *level.bot);
    if (answer.contains(QStringLiteral("error"))) {
        if (answer.size() != 1 || answer.value(QStringLiteral("error")).toString().isEmpty())
            std::abort(); // a refusal says why, and only that
        return 0;
    }
    // An answer: one chance per legal action, each from 0 to 1, together 1.
    const QJsonArray probs = answer.value(QStringLiteral("probs")).toArray();
    const QJsonArray legal = QJsonDocument::fromJson(line).object().value(QStringLiteral("legal")).toArray();
    if (probs.isEmpty() || probs.size() != legal.size())
        std::abort();
    double sum = 0;
    for (const QJsonValue& p : probs) {
        if (!p.isDouble() || !(p.toDouble() >= 0 && p.toDouble() <= 1 + 1e-9))
            std::abort();
        sum += p.toDouble();
    }
    if (!(std::abs(sum - 1) < 1e-6))
        std::abort();
    if (answer.contains(QStringLiteral("values"))
        && answer.value(QStringLiteral("values")).toArray().size() != legal.size())
        std::abort();
    return 0;
}
