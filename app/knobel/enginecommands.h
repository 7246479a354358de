// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineParser>

#include <string>
#include <vector>

namespace knobel {
class Match;
}

namespace knobel::cli {

/// The commands that work for every game of the engine: match, hand, and show --as.
/// Each returns the exit status; problems go to standard error as one line, exit 2.
int matchCommand(const QCommandLineParser& parser, const std::vector<std::string>& args);
/// `policy GAME --level L`: per line of standard input an act message's observation and legal
/// actions; per line of output the level's chances for each legal action (and their values).
int policyCommand(const QCommandLineParser& parser, const std::vector<std::string>& args);
int handCommand(const QCommandLineParser& parser, const std::vector<std::string>& args);
int showAsCommand(const std::vector<std::string>& args, const QString& seat);
/// `show FILE` for a game beyond the sheet games: what the whole table may see, the players and the result.
int showTable(const Match& match);

} // namespace knobel::cli
