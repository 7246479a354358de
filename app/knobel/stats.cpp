// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

#include <cstdio>
#include <map>

#include "dicestats.h"
#include "engine/registry.h"
#include "gamefile.h"
#include "text.h"

namespace knobel::cli {

namespace {

/// The chi-square test in words, as the window says it (historystore.cpp), in English.
std::string verdictOf(double p)
{
    return (p >= stats::kUnusualBelow ? QStringLiteral("nothing unusual (p = %1)").arg(p, 0, 'f', 2)
                                      : QStringLiteral("unusual, p = %1").arg(p, 0, 'g', 2))
        .toStdString();
}

void printFaces(const std::string& title, const stats::Faces& faces)
{
    const long total = stats::diceIn(faces);
    if (total == 0)
        return;
    double p = 1;
    const double chi = stats::chiSquareOfFaces(faces, &p);
    std::printf("%s: %ld dice\n", visible(title).c_str(), total);
    std::printf("  face     ");
    for (int f = 1; f <= 6; ++f)
        std::printf(" %8d", f);
    std::printf("\n  fell     ");
    for (int f = 1; f <= 6; ++f)
        std::printf(" %8ld", faces[std::size_t(f)]);
    std::printf("\n  expected ");
    for (int f = 1; f <= 6; ++f)
        std::printf(" %8.1f", double(total) / 6);
    std::printf("\n  chi-square %.2f (5 degrees of freedom): %s\n", chi, verdictOf(p).c_str());
    if (total < stats::kFewestDiceToTell)
        std::printf("  (too few dice to tell much: a fair die is often this far off)\n");
}

void printSums(const stats::Sums& sums)
{
    for (int dice : {2, 3}) {
        double p = 1;
        long throws = 0;
        const double chi = stats::chiSquareOfSums(sums, dice, &p, &throws);
        if (throws == 0)
            continue;
        std::printf("  sums of %s dice: %ld throws; chi-square %.2f (%d degrees of freedom): %s\n",
            dice == 2 ? "two" : "three", throws, chi, dice == 2 ? 10 : 15, verdictOf(p).c_str());
        const std::vector<long> counts = stats::sumCounts(sums, dice);
        const std::vector<double> expected = stats::expectedSums(dice, throws);
        std::printf("    sum      ");
        for (std::size_t s = 0; s < counts.size(); ++s)
            std::printf(" %6d", int(s) + dice);
        std::printf("\n    fell     ");
        for (long count : counts)
            std::printf(" %6ld", count);
        std::printf("\n    expected ");
        for (double e : expected)
            std::printf(" %6.1f", e);
        std::printf("\n");
        if (throws < stats::fewestThrowsToTell(dice))
            std::printf("  (too few throws for the rarest sums to tell much)\n");
    }
}

} // namespace

int statsCommand(const QString& historyFile)
{
    QString file = historyFile;
    if (file.isEmpty()) {
        // The window's history (historystore.cpp), from this tool.
        const QString organization = QCoreApplication::organizationName();
        const QString application = QCoreApplication::applicationName();
        QCoreApplication::setOrganizationName(QStringLiteral("Knobelbecher"));
        QCoreApplication::setApplicationName(QStringLiteral("Knobelbecher"));
        file = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
            + QStringLiteral("/history.sqlite");
        QCoreApplication::setOrganizationName(organization);
        QCoreApplication::setApplicationName(application);
    }
    if (!QFileInfo(file).isFile()) {
        const std::string line = "knobel: " + visible(file.toStdString()) + ": there is no history there\n";
        std::fwrite(line.data(), 1, line.size(), stderr);
        return 2;
    }
    std::map<std::string, std::map<std::string, stats::Faces>> byGame; // game → player ("" the table)
    std::map<std::string, stats::Sums> sumsByGame;
    int games = 0;
    int skipped = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("stats"));
        db.setDatabaseName(file);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open()) {
            const std::string line = "knobel: " + visible(file.toStdString()) + ": "
                + db.lastError().text().toStdString() + "\n";
            std::fwrite(line.data(), 1, line.size(), stderr);
            return 2;
        }
        QSqlQuery query(db);
        if (!query.exec(QStringLiteral("SELECT record FROM games ORDER BY id"))) {
            const std::string line = "knobel: " + visible(file.toStdString())
                + ": not a history: " + query.lastError().text().toStdString() + "\n";
            std::fwrite(line.data(), 1, line.size(), stderr);
            return 2;
        }
        while (query.next()) {
            std::string problem;
            const auto record = gamefile::readRecord(query.value(0).toString().toUtf8(), problem);
            std::map<std::string, stats::Faces> byPlayer;
            if (!record || !stats::tallyThrowsByName(*record, byPlayer)
                || !stats::tallySums(*record, sumsByGame[record->setup.game])) {
                ++skipped;
                continue;
            }
            ++games;
            for (const auto& [player, faces] : byPlayer)
                stats::add(byGame[record->setup.game][player], faces);
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("stats"));

    std::printf("Dice of %d finished games in %s%s\n\n", games, visible(file.toStdString()).c_str(),
        skipped ? (" (" + std::to_string(skipped) + " score pads or unreadable records left out)").c_str()
                : "");
    stats::Faces everything{};
    std::map<std::string, stats::Faces> everyGameByPlayer;
    stats::Sums everySum;
    for (const auto& [game, players] : byGame) {
        const GameDef* def = findGameDef(game);
        const std::string name = def ? std::string(def->name()) : game;
        stats::Faces all{};
        for (const auto& [player, faces] : players) {
            printFaces(
                name + " — " + (player.empty() ? std::string("throws nobody chooses") : player), faces);
            stats::add(all, faces);
            stats::add(everyGameByPlayer[player], faces);
        }
        if (players.size() > 1)
            printFaces(name + " — all players", all);
        printSums(sumsByGame[game]);
        stats::add(everySum, sumsByGame[game]);
        stats::add(everything, all);
        std::printf("\n");
    }
    // Each player over every game (by the name in the records), then all of them, as the window's
    // "All games" shows them.
    for (const auto& [player, faces] : everyGameByPlayer)
        printFaces("All games — " + (player.empty() ? std::string("throws nobody chooses") : player), faces);
    printFaces("All games", everything);
    printSums(everySum);
    return 0;
}

} // namespace knobel::cli
