// SPDX-License-Identifier: GPL-3.0-or-later
// A click at the table, answered within one frame: the GUI thread's processor time from a click
// (TableController::act, as a button, a die or a field calls it) until the first frame after it has
// been drawn — the rules, the autosave, every binding the click moves, the frame. The whole program's
// window, offscreen with the software renderer (as the program draws), 1280×800, two people at one
// screen (hot seat: the privacy screen's "it is me" is a click too), in each of the four table games.
//
// bench_tableclicks [CLICKS_PER_GAME=150] [--budget MS]
// With --budget it exits with 1 when a click took longer than MS milliseconds of processor time.
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QtQml/QQmlExtensionPlugin>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>
#include <random>
#include <vector>

#include "language.h"
#include "tablecontroller.h"

Q_IMPORT_QML_PLUGIN(KnobelbecherPlugin)
Q_IMPORT_QML_PLUGIN(Knobelbecher_UiPlugin)
Q_IMPORT_QML_PLUGIN(Knobelbecher_DialogsPlugin)

namespace {

double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

double g_inClick = 0; ///< of the last click: the part inside the call (the rules and every binding it moved)

struct Figures
{
    std::vector<double> all, dice, wall, inClick;
    int unframed = 0; ///< clicks after which no frame came within the wait (the screen did not change)
};

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(p * double(v.size() - 1) + 0.5))];
}

/// Runs one click and waits for the frame that shows it; the GUI thread's processor time and the
/// time on the clock.
std::pair<double, double> click(
    QQuickWindow& window, int& frames, const std::function<void()>& what, bool& framed)
{
    const int before = frames;
    QElapsedTimer clock;
    clock.start();
    const double start = threadCpuMs();
    what();
    g_inClick = threadCpuMs() - start;
    while (frames == before && clock.elapsed() < 1000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    // What the click posted for later (Qt.callLater: the keys going to the next part) is its work too.
    QCoreApplication::processEvents();
    framed = frames != before;
    (void)window;
    return {threadCpuMs() - start, double(clock.nsecsElapsed()) / 1e6};
}

} // namespace

int main(int argc, char* argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    QQuickStyle::setStyle(QStringLiteral("Fusion"));
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("KnobelbecherBenchmarks"));
    QCoreApplication::setApplicationName(QStringLiteral("bench_tableclicks"));
    QStandardPaths::setTestModeEnabled(true);
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    Language::instance()->setCode(QStringLiteral("en"));

    int clicksPerGame = 150;
    double budget = -1;
    bool windowless = false;
    const QStringList args = QCoreApplication::arguments();
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--budget") && i + 1 < args.size())
            budget = args[++i].toDouble();
        else if (args[i] == QLatin1String("--no-window"))
            windowless = true;
        else
            clicksPerGame = std::max(1, args[i].toInt());
    }
    if (windowless) {
        // The controller alone: the rules, the autosave, the log and the actions, without QML.
        TableController table;
        table.setAutosaveFolder(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
        std::mt19937 random(2026);
        std::printf("controller alone, ms per click: game median 95th max\n");
        for (const char* game : {"pokerdice", "chicago", "lustigesieben", "liardice"}) {
            table.startGame(QString::fromLatin1(game), {QStringLiteral("Anna"), QStringLiteral("Ben")}, {},
                QStringLiteral("7"), {QStringLiteral("human"), QStringLiteral("human")});
            std::vector<double> all;
            for (int n = 0; n < clicksPerGame; ++n) {
                if (table.isFinished())
                    table.playAgain();
                const double start = threadCpuMs();
                if (table.privacy()) {
                    table.confirmViewer();
                } else {
                    const int rows = table.actions()->rowCount();
                    if (rows == 0) {
                        QCoreApplication::processEvents();
                        continue;
                    }
                    const int main = table.mainAction();
                    table.act(main >= 0 && std::uniform_int_distribution<int>(0, 2)(random) > 0
                            ? main
                            : std::uniform_int_distribution<int>(0, rows - 1)(random));
                }
                all.push_back(threadCpuMs() - start);
            }
            std::printf("%-14s %8.2f %8.2f %8.2f\n", game, percentile(all, 0.5), percentile(all, 0.95),
                percentile(all, 1.0));
        }
        return 0;
    }

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    engine.load(QUrl(QStringLiteral("qrc:/Knobelbecher/Ui/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 2;
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
    auto* table = window->property("tableController").value<TableController*>();
    if (!window || !table)
        return 2;
    window->resize(1280, 800);
    int frames = 0;
    QObject::connect(window, &QQuickWindow::frameSwapped, [&frames] { ++frames; });
    // The resume dialog of an earlier run, if any, goes; the window settles.
    QElapsedTimer settle;
    settle.start();
    while (settle.elapsed() < 300)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);

    std::printf("GUI-thread processor time per click until its frame is drawn (ms), %d clicks a game, "
                "two people at one screen, 1280x800, software renderer\n",
        clicksPerGame);
    std::printf("%-14s %6s %8s %8s %8s %10s %10s %12s %10s\n", "game", "clicks", "median", "95th", "max",
        "dice max", "in call", "wall median", "no frame");
    double worst = 0;
    std::mt19937 random(2026);
    for (const char* game : {"pokerdice", "chicago", "lustigesieben", "liardice"}) {
        const QString problem
            = table->startGame(QString::fromLatin1(game), {QStringLiteral("Anna"), QStringLiteral("Ben")}, {},
                QStringLiteral("7"), {QStringLiteral("human"), QStringLiteral("human")});
        if (!problem.isEmpty()) {
            std::fprintf(stderr, "%s: %s\n", game, qPrintable(problem));
            return 2;
        }
        QMetaObject::invokeMethod(window, "showGame");
        settle.restart();
        while (settle.elapsed() < 500)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        Figures figures;
        for (int n = 0; n < clicksPerGame; ++n) {
            if (table->isFinished()) { // a new game of the same: the clicks go on
                bool framed = false;
                click(
                    *window, frames, [&] { table->playAgain(); }, framed);
            }
            std::function<void()> what;
            bool die = false;
            QString kind = QStringLiteral("screen");
            if (table->privacy()) {
                what = [&] { table->confirmViewer(); };
            } else {
                // A player's click: a die (picked up, kept, taken back) half the time where dice can be
                // moved, else the main button, else any other action (an announcement, a stake, a bet).
                const auto& entries = table->actions()->entries();
                if (entries.empty()) {
                    QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
                    continue;
                }
                std::vector<int> diceRows, otherRows;
                for (std::size_t i = 0; i < entries.size(); ++i)
                    (entries[i].kind == QLatin1String("hold") || entries[i].kind == QLatin1String("release")
                            ? diceRows
                            : otherRows)
                        .push_back(int(i));
                int row = -1;
                if (!diceRows.empty() && std::uniform_int_distribution<int>(0, 1)(random) == 0) {
                    row = diceRows[std::uniform_int_distribution<std::size_t>(0, diceRows.size() - 1)(
                        random)];
                    die = true;
                } else if (table->mainAction() >= 0 && std::uniform_int_distribution<int>(0, 2)(random) > 0) {
                    row = table->mainAction();
                } else if (!otherRows.empty()) {
                    row = otherRows[std::uniform_int_distribution<std::size_t>(0, otherRows.size() - 1)(
                        random)];
                } else {
                    row = diceRows.front();
                    die = true;
                }
                kind = entries[std::size_t(row)].kind;
                what = [table, row] { table->act(row); };
            }
            bool framed = false;
            const auto [cpu, wall] = click(*window, frames, what, framed);
            figures.all.push_back(cpu);
            figures.inClick.push_back(g_inClick);
            figures.wall.push_back(wall);
            if (die)
                figures.dice.push_back(cpu);
            if (qEnvironmentVariableIsSet("BENCH_TABLECLICKS_DETAIL") && cpu > 16)
                std::fprintf(stderr, "  %s click %d (%s): %.1f ms, %.1f in the call\n", game, n,
                    qPrintable(kind), cpu, g_inClick);
            figures.unframed += framed ? 0 : 1;
        }
        const double most
            = figures.all.empty() ? 0 : *std::max_element(figures.all.begin(), figures.all.end());
        worst = std::max(worst, most);
        std::printf("%-14s %6zu %8.2f %8.2f %8.2f %10.2f %10.2f %12.2f %10d\n", game, figures.all.size(),
            percentile(figures.all, 0.5), percentile(figures.all, 0.95), most,
            figures.dice.empty() ? 0.0 : *std::max_element(figures.dice.begin(), figures.dice.end()),
            percentile(figures.inClick, 0.5), percentile(figures.wall, 0.5), figures.unframed);
        std::fflush(stdout);
        table->endGame();
    }
    std::printf("slowest click: %.2f ms of GUI-thread processor time%s\n", worst,
        budget > 0 ? qPrintable(QStringLiteral(" (budget %1 ms)").arg(budget)) : "");
    return budget > 0 && worst > budget ? 1 : 0;
}
