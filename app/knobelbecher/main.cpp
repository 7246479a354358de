// SPDX-License-Identifier: GPL-3.0-or-later
#include <QApplication>
#include <QCommandLineParser>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QtQml/QQmlExtensionPlugin>

#include <cstdio>
#include <cstring>

#include "engine/registry.h"
#include "language.h"
#include "launchoptions.h"

// The QML modules are static libraries linked into this program.
Q_IMPORT_QML_PLUGIN(KnobelbecherPlugin)
Q_IMPORT_QML_PLUGIN(Knobelbecher_UiPlugin)
Q_IMPORT_QML_PLUGIN(Knobelbecher_DialogsPlugin)

namespace {

int fail(const QString& problem)
{
    std::fprintf(stderr, "knobelbecher: %s\n", qPrintable(problem));
    return 2;
}

/// --help and --version print and end: they need no screen, so without one they get none.
void withoutScreenForHelp(int argc, char* argv[])
{
    if (!qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        || !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        return;
    for (int i = 1; i < argc; ++i)
        for (const char* flag : {"-h", "--help", "--help-all", "-v", "--version", "-?"})
            if (std::strcmp(argv[i], flag) == 0) {
                qputenv("QT_QPA_PLATFORM", "offscreen");
                return;
            }
}

} // namespace

int main(int argc, char* argv[])
{
    withoutScreenForHelp(argc, argv);
    // A QApplication, not a QGuiApplication: the system print dialog and the file dialog are widgets.
    QApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("Knobelbecher"));
    QGuiApplication::setOrganizationName(QStringLiteral("Knobelbecher"));
    QGuiApplication::setApplicationVersion(QStringLiteral(KNOBEL_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral("org.knobelbecher.Knobelbecher"));

    Language::instance()->apply(Language::startLanguage());

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("The classic German and Austrian dice games."));
    parser.addHelpOption();
    parser.addVersionOption();
    QStringList gameIds;
    for (const knobel::GameDef* game : knobel::allGameDefs())
        gameIds << QString::fromUtf8(game->id().data(), qsizetype(game->id().size()));
    const QCommandLineOption gameOption(QStringLiteral("game"),
        QStringLiteral("Start this game at once (%1).").arg(gameIds.join(QStringLiteral(", "))),
        QStringLiteral("GAME"));
    const QCommandLineOption playersOption(QStringLiteral("players"),
        QStringLiteral("The players' names, separated by commas."), QStringLiteral("NAMES"));
    const QCommandLineOption kindsOption(QStringLiteral("kinds"),
        QStringLiteral(
            "Per player human, a computer level (beginner, good, perfect) or cmd:COMMAND (a program "
            "playing over the player protocol), separated by commas."),
        QStringLiteral("KINDS"));
    const QCommandLineOption seedOption(QStringLiteral("seed"),
        QStringLiteral("The seed of the dice, for a game that can be repeated."), QStringLiteral("NUMBER"));
    const QCommandLineOption scorePadOption(
        QStringLiteral("score-pad"), QStringLiteral("Keep score of a game played with real dice."));
    const QCommandLineOption languageOption(QStringLiteral("lang"),
        QStringLiteral("The language of the interface: de or en."), QStringLiteral("de|en"));
    const QCommandLineOption ruleOption(QStringLiteral("option"),
        QStringLiteral("Set a rule option of the game, e.g. deals=6 (as knobel does); may be repeated."),
        QStringLiteral("NAME=VALUE"));
    parser.addOptions(
        {gameOption, playersOption, kindsOption, seedOption, scorePadOption, ruleOption, languageOption});
    parser.addPositionalArgument(
        QStringLiteral("file"), QStringLiteral("A saved game (.knobel) to open."), QStringLiteral("[file]"));
    if (!parser.parse(QCoreApplication::arguments()))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();

    if (parser.isSet(languageOption) && !Language::instance()->apply(parser.value(languageOption)))
        return fail(QStringLiteral("unknown language '%1' (de or en)").arg(parser.value(languageOption)));
    LaunchOptions& launch = *LaunchOptions::instance();
    if (parser.positionalArguments().size() > 1)
        return fail(QStringLiteral("one game file at a time"));
    if (parser.positionalArguments().size() == 1) {
        if (parser.isSet(gameOption))
            return fail(QStringLiteral("a game file or --game, not both"));
        launch.file = parser.positionalArguments().first();
    }
    if (parser.isSet(gameOption)) {
        const knobel::GameDef* game = knobel::findGameDef(parser.value(gameOption).toStdString());
        if (!game)
            return fail(QStringLiteral("unknown game '%1'").arg(parser.value(gameOption)));
        launch.gameId = parser.value(gameOption);
        launch.players = parser.isSet(playersOption) ? parser.value(playersOption).split(u',')
                                                     : QStringList{QStringLiteral("1"), QStringLiteral("2")};
        launch.seed = parser.value(seedOption);
        launch.scorePad = parser.isSet(scorePadOption);
        if (launch.scorePad && !game->hasScorePad())
            return fail(QStringLiteral("%1 has no score pad").arg(parser.value(gameOption)));
        if (parser.isSet(kindsOption))
            launch.kinds = parser.value(kindsOption).split(u',');
        if (launch.players.size() < game->minPlayers() || launch.players.size() > game->maxPlayers())
            return fail(QStringLiteral("%1 is played by %2 to %3 players")
                            .arg(parser.value(gameOption))
                            .arg(game->minPlayers())
                            .arg(game->maxPlayers()));
        // Checked here, so that a wrong option is a message and an exit, not a window without the game.
        knobel::RuleOptions rules = game->defaultOptions();
        for (const QString& assignment : parser.values(ruleOption)) {
            if (auto problem = rules.assign(game->options(), assignment.toStdString()))
                return fail(QString::fromStdString(*problem));
            launch.options.insert(
                assignment.section(u'=', 0, 0).trimmed(), assignment.section(u'=', 1).trimmed());
        }
    } else if (parser.isSet(playersOption) || parser.isSet(seedOption) || parser.isSet(scorePadOption)
        || parser.isSet(kindsOption) || parser.isSet(ruleOption)) {
        return fail(QStringLiteral("--players, --kinds, --seed, --score-pad and --option go with --game"));
    }

    // Dice, sheet and text are plain 2D: Qt Quick's software renderer draws a frame of a throw in
    // under a millisecond and spares the start of a GPU stack (measured: 40 ms and 85 MiB less under
    // Mesa). QT_QUICK_BACKEND chooses another renderer.
    if (qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND"))
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);

    // Fusion follows the system's light or dark palette on every desktop.
    if (qEnvironmentVariableIsEmpty("QT_QUICK_CONTROLS_STYLE"))
        QQuickStyle::setStyle(QStringLiteral("Fusion"));

    QQmlApplicationEngine engine;
    // The QML modules are linked in as resources; Qt 6.4 does not look in qrc:/ by itself.
    engine.addImportPath(QStringLiteral("qrc:/"));
    QObject::connect(
        &engine, &QQmlApplicationEngine::objectCreationFailed, &app, [] { QCoreApplication::exit(1); },
        Qt::QueuedConnection);
    engine.load(QUrl(QStringLiteral("qrc:/Knobelbecher/Ui/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;
    return app.exec();
}
