// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include "games/registry.h"
#include "jsonwriter.h"

namespace knobel::cli {

bool parseThrow(
    const Game& game, const std::vector<std::string_view>& tokens, Throw& dice, std::string& error)
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
            + std::string(familyId(game->family())) + '\n';
    return {out, {}};
}

Outcome listRows(const Game& game)
{
    std::vector<std::string> ids;
    for (const auto& row : game.rows())
        ids.push_back(row.id);
    return {stringArray(ids) + '\n', {}};
}

Outcome scoreThrow(
    const Game& game, const std::vector<std::string>& dice, bool served, const RuleOptions& options)
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

Outcome scoreBatch(const Game& game, std::istream& input, const RuleOptions& options)
{
    std::string out;
    std::string line;
    std::vector<std::string_view> tokens;
    Throw thrown;
    for (long number = 1; std::getline(input, line); ++number) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        tokens.clear();
        const std::string_view text(line);
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
            return {{}, "line " + std::to_string(number) + ": " + error};
        appendScores(out, game, thrown, options);
        out += '\n';
    }
    return {out, {}};
}

Outcome allowedValues(const Game& game, const std::string& rowId, const RuleOptions& options)
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
