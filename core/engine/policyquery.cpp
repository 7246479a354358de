// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/policyquery.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <cmath>
#include <exception>
#include <memory>

#include "engine/json.h"
#include "engine/protocol.h"
#include "match.h"
#include "text.h"

namespace knobel::protocol {

namespace {

/// The facts the game itself writes in this seat's observation at the start of a game of this
/// setup: a query must give each of them in the same kind (a number as a number, numbers as a list),
/// as a computer player reads them. Taken from the game, so that every game is checked without a
/// list of its own.
Problem checkFacts(const Observation& query, const GameDef& game, const GameSetup& setup, Seat seat)
{
    const std::unique_ptr<State> start = game.newState(setup);
    if (!start)
        return std::string("the game cannot start with these seats");
    for (const Fact& own : start->observe(seat).facts) {
        const FactValue& value = own.value;
        for (const Fact& queried : query.facts)
            if (queried.name == own.name && queried.value.index() != value.index())
                return "observation: the fact '" + visible(own.name) + "' is "
                    + (std::holds_alternative<int>(value)                     ? "a whole number"
                            : std::holds_alternative<bool>(value)             ? "true or false"
                            : std::holds_alternative<std::vector<int>>(value) ? "a list of whole numbers"
                                                                              : "a word");
    }
    return std::nullopt;
}

/// The bot's view rebuilt from an act message's observation and legal actions. Games without
/// hidden dice replay the history to rebuild the whole state (their exact players search from it)
/// and check that the observation and the legal actions follow from it.
bool queryView(const QJsonObject& query, const GameDef& game, const RuleOptions& options, BotView& view,
    std::unique_ptr<State>& replayed, std::string& problem)
{
    const QJsonValue observationValue = query.value(QStringLiteral("observation"));
    const QJsonValue legalValue = query.value(QStringLiteral("legal"));
    if (!observationValue.isObject() || !legalValue.isArray() || legalValue.toArray().isEmpty()) {
        problem = "a query is {\"observation\": {...}, \"legal\": [...]}, legal not empty";
        return false;
    }
    QJsonObject observation = observationValue.toObject();
    const auto parsed = observationFromJson(observation, game, options, problem);
    if (!parsed)
        return false;
    view.view = *parsed;
    const QJsonValue seatValue = observation.value(QStringLiteral("seat"));
    view.seat = seatValue.isUndefined() ? parsed->viewer : seatValue.toInt(-1);
    // The seat asks for its own decision, as its act message shows it.
    if (view.seat < 0 || view.seat != parsed->viewer || parsed->toAct != view.seat) {
        problem = "the observation's seat, viewer and to_act name one seat, the one to act";
        return false;
    }
    const QJsonValue seedValue = query.value(QStringLiteral("seed"));
    const double seed = seedValue.toDouble(0);
    if (!seedValue.isUndefined()
        && (!seedValue.isDouble() || !(seed >= 0 && seed <= 9007199254740992.0)
            || std::floor(seed) != seed)) {
        problem = "the seed is a whole number from 0 to 2^53";
        return false;
    }
    view.seed = std::uint64_t(seed);

    // The seats the observation shows are the game's players: the setup is checked as a new game's is.
    const qsizetype players = observation.contains(QStringLiteral("sheets"))
        ? observation.value(QStringLiteral("sheets")).toArray().size()
        : observation.value(QStringLiteral("seats")).toArray().size();
    if (players < game.minPlayers() || players > game.maxPlayers()) {
        problem = "the observation shows " + std::to_string(players) + " seats; " + std::string(game.name())
            + " is played by " + std::to_string(game.minPlayers()) + " to "
            + std::to_string(game.maxPlayers());
        return false;
    }
    view.setup = GameSetup{std::string(game.id()), options, {}, std::nullopt, Mode::Play, {}};
    for (qsizetype p = 0; p < players; ++p) {
        view.setup.players.push_back("Seat " + std::to_string(p + 1));
        view.setup.kinds.push_back("human");
    }
    if (auto bad = Match::checkSetup(view.setup)) {
        problem = "the observation's seats or sheets: " + *bad;
        return false;
    }
    if (view.seat >= int(view.setup.players.size())) {
        problem = "the observation's seat is not one of its seats";
        return false;
    }
    for (std::size_t s = 0; s < view.view.seats.size(); ++s)
        if (view.view.seats[s].seat != int(s)) {
            problem = "observation: the seats are listed in order, each with its number from 0";
            return false;
        }

    for (const QJsonValue& a : observation.value(QStringLiteral("history")).toArray()) {
        const auto action = actionFromJson(a, game, options, problem);
        if (!action) {
            problem = "history: " + problem;
            return false;
        }
        view.history.push_back(*action);
    }
    for (const QJsonValue& a : legalValue.toArray()) {
        const auto action = actionFromJson(a, game, options, problem);
        if (!action) {
            problem = "legal: " + problem;
            return false;
        }
        if (std::find(view.legal.begin(), view.legal.end(), *action) != view.legal.end()) {
            problem = "legal lists the same action twice";
            return false;
        }
        view.legal.push_back(*action);
    }
    if (game.hiddenDiceUnder(options)) {
        if (auto bad = checkFacts(view.view, game, view.setup, view.seat)) {
            problem = *bad;
            return false;
        }
        return true;
    }
    if (!observation.contains(QStringLiteral("history"))) {
        problem = std::string(game.name()) + " is played in the open: the observation needs its history";
        return false;
    }
    // Without the seed the match cannot check the dice: the rules take them as the history says.
    // Some games draw the first seat from the seed; the seeds are tried until one gives the seat
    // order the observation shows (a few tries).
    observation.remove(QStringLiteral("seat"));
    observation.remove(QStringLiteral("history"));
    for (std::uint64_t seed = 0; seed < 64; ++seed) {
        GameSetup setup = view.setup;
        setup.seed = seed;
        replayed = game.newState(setup);
        for (std::size_t i = 0; replayed && i < view.history.size(); ++i)
            if (auto refused = replayed->apply(view.history[i])) {
                problem = "the history does not replay: action " + std::to_string(i + 1) + ": " + *refused;
                replayed.reset();
            }
        if (replayed && replayed->toAct() == view.seat
            && observationToJson(replayed->observe(view.seat), game, options) == observation)
            break;
        replayed.reset();
    }
    if (!replayed) {
        if (problem.empty())
            problem = "the observation does not follow from its history (other options? --option)";
        return false;
    }
    // The level chooses among the actions the rules allow, all of them: a list that leaves one out
    // would ask for chances of a choice it was not given.
    const std::vector<Action> legal = replayed->legalActions();
    if (legal.size() != view.legal.size()
        || !std::all_of(view.legal.begin(), view.legal.end(),
            [&legal](const Action& a) { return std::find(legal.begin(), legal.end(), a) != legal.end(); })) {
        problem = "legal is not the list of actions the rules allow here";
        return false;
    }
    view.full = replayed.get();
    return true;
}

QJsonObject error(const std::string& problem)
{
    return QJsonObject{{QStringLiteral("error"), QString::fromStdString(problem)}};
}

} // namespace

QJsonObject answerPolicyQuery(
    const QByteArray& line, const GameDef& game, const RuleOptions& options, const Bot& bot)
{
    if (line.size() > kMaxLineBytes)
        return error("the line is longer than " + std::to_string(kMaxLineBytes) + " bytes");
    if (const qsizetype at
        = rawControlInJsonString(std::string_view(line.constData(), std::size_t(line.size())));
        at >= 0)
        return error(
            "the line is not JSON: a control character inside a string at byte " + std::to_string(at));
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return error("the line is not a JSON object");
    BotView view;
    std::unique_ptr<State> replayed;
    std::string problem;
    // A computer player may throw on a view no game could show (a bug the query found): the line is
    // answered with an error, and the next line is read.
    try {
        if (!queryView(document.object(), game, options, view, replayed, problem))
            return error(problem);
        const std::vector<double> probabilities = bot.policy(view);
        double sum = 0;
        bool sound = probabilities.size() == view.legal.size();
        for (double p : probabilities) {
            sound = sound && std::isfinite(p) && p >= 0;
            sum += p;
        }
        if (!sound || !(std::abs(sum - 1) < 1e-6))
            return error(
                "the level cannot choose among these legal actions: they do not fit the observation");
        QJsonArray probs;
        for (double p : probabilities)
            probs.append(p);
        QJsonObject answer{{QStringLiteral("probs"), probs}};
        const std::vector<RankedChoice> ranked = bot.rank(view);
        if (!ranked.empty()) {
            QJsonArray values;
            for (const Action& a : view.legal) {
                auto it = std::find_if(
                    ranked.begin(), ranked.end(), [&a](const RankedChoice& c) { return c.action == a; });
                values.append(
                    it == ranked.end() || !std::isfinite(it->value) ? QJsonValue() : QJsonValue(it->value));
            }
            answer.insert(QStringLiteral("values"), values);
        }
        return answer;
    } catch (const std::exception& e) {
        return error(std::string("the level could not answer: ") + e.what());
    }
}

} // namespace knobel::protocol
