// SPDX-License-Identifier: GPL-3.0-or-later
#include <QApplication>
#include <QCommandLineParser>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QtQml/QQmlExtensionPlugin>

#include <cstdio>
#include <cstring>
#include <map>

#include "engine/registry.h"
#include "language.h"
#include "launchoptions.h"
#include "setuprequest.h"
#include "solver/tablecache.h"
#include "text.h"

// The QML modules are static libraries linked into this program.
Q_IMPORT_QML_PLUGIN(KnobelbecherPlugin)
Q_IMPORT_QML_PLUGIN(Knobelbecher_UiPlugin)
Q_IMPORT_QML_PLUGIN(Knobelbecher_DialogsPlugin)

namespace {

/// One line on standard error, whatever bytes the problem quotes (an escape sequence, a newline).
int fail(const QString& problem)
{
    const std::string line = "knobelbecher: " + knobel::visible(problem.toStdString()) + "\n";
    std::fwrite(line.data(), 1, line.size(), stderr);
    return 2;
}

/// Qt's and QML's messages on standard error, with what a terminal would take as a command
/// escaped (a name or a file name may hold anything); line breaks stay.
void escapedMessage(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    std::string text;
    for (const QString& line : qFormatLogMessage(type, context, message).split(u'\n'))
        text += knobel::visible(line.toStdString()) + "\n";
    std::fwrite(text.data(), 1, text.size(), stderr);
    if (type == QtFatalMsg)
        std::abort();
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

void nameTheApplication()
{
    QGuiApplication::setApplicationName(QStringLiteral("Knobelbecher"));
    QGuiApplication::setOrganizationName(QStringLiteral("Knobelbecher"));
    QGuiApplication::setApplicationVersion(QStringLiteral(KNOBEL_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral("org.knobelbecher.Knobelbecher"));
}

} // namespace

int main(int argc, char* argv[])
{
    qInstallMessageHandler(escapedMessage);
    withoutScreenForHelp(argc, argv);

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("The classic German and Austrian dice games."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
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
    const QCommandLineOption realDiceOption(QStringLiteral("real-dice"),
        QStringLiteral("Play with real dice: the players throw their own cups and type the dice."));
    const QCommandLineOption languageOption(QStringLiteral("lang"),
        QStringLiteral("The language of the interface: de or en."), QStringLiteral("de|en"));
    const QCommandLineOption ruleOption(QStringLiteral("option"),
        QStringLiteral("Set a rule option of the game, e.g. deals=6 (as knobel does); may be repeated."),
        QStringLiteral("NAME=VALUE"));
    parser.addOptions({gameOption, playersOption, kindsOption, seedOption, scorePadOption, realDiceOption,
        ruleOption, languageOption});
    parser.addPositionalArgument(
        QStringLiteral("file"), QStringLiteral("A saved game (.knobel) to open."), QStringLiteral("[file]"));

    // Everything is checked before the application starts: a wrong argument is one line and exit 2,
    // also where no screen could be opened.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    const bool parsed = parser.parse(arguments);
    if (parsed && (parser.isSet(helpOption) || parser.isSet(versionOption))) {
        QApplication app(argc, argv);
        nameTheApplication();
        if (parser.isSet(helpOption))
            parser.showHelp(0);
        parser.showVersion();
    }
    if (!parsed)
        return fail(parser.errorText());
    for (const QCommandLineOption* once :
        {&gameOption, &playersOption, &kindsOption, &seedOption, &languageOption})
        if (parser.values(*once).size() > 1)
            return fail(QStringLiteral("--%1 is given %2 times; it takes one value")
                            .arg(once->names().constFirst())
                            .arg(parser.values(*once).size()));
    const QString language = parser.value(languageOption);
    if (parser.isSet(languageOption) && language != QLatin1String("de") && language != QLatin1String("en"))
        return fail(QStringLiteral("unknown language '%1' (de or en)").arg(language));

    SetupRequest request;
    QString file;
    if (parser.positionalArguments().size() > 1)
        return fail(QStringLiteral("one game file at a time"));
    if (parser.positionalArguments().size() == 1) {
        if (parser.isSet(gameOption))
            return fail(QStringLiteral("a game file or --game, not both"));
        file = parser.positionalArguments().first();
    }
    if (parser.isSet(gameOption)) {
        const knobel::GameDef* game = knobel::findGameDef(parser.value(gameOption).toStdString());
        if (!game)
            return fail(QStringLiteral("unknown game '%1'").arg(parser.value(gameOption)));
        request.gameId = parser.value(gameOption);
        request.players = parser.isSet(playersOption) ? parser.value(playersOption).split(u',')
                                                      : QStringList{QStringLiteral("1"), QStringLiteral("2")};
        request.seed = parser.value(seedOption);
        request.scorePad = parser.isSet(scorePadOption);
        request.realDice = parser.isSet(realDiceOption);
        if (parser.isSet(kindsOption))
            request.kinds = parser.value(kindsOption).split(u',');
        for (const QString& assignment : parser.values(ruleOption)) {
            if (!assignment.contains(u'='))
                return fail(QStringLiteral("--option takes NAME=VALUE, not '%1'").arg(assignment));
            request.options.insert(
                assignment.section(u'=', 0, 0).trimmed(), assignment.section(u'=', 1).trimmed());
        }
        // The setup page's own check: what it would refuse, the command line refuses.
        knobel::GameSetup setup;
        std::map<int, QString> commands;
        if (const QString problem = request.check(&setup, &commands); !problem.isEmpty())
            return fail(problem);
    } else if (parser.isSet(playersOption) || parser.isSet(seedOption) || parser.isSet(scorePadOption)
        || parser.isSet(realDiceOption) || parser.isSet(kindsOption) || parser.isSet(ruleOption)) {
        return fail(QStringLiteral(
            "--players, --kinds, --seed, --score-pad, --real-dice and --option go with --game"));
    }

    // A QApplication, not a QGuiApplication: the system print dialog and the file dialog are widgets.
    QApplication app(argc, argv);
    nameTheApplication();
    knobel::setShippedTableFolders(
        knobel::shippedTableFoldersBeside(QCoreApplication::applicationDirPath().toStdString()));
    Language::instance()->apply(parser.isSet(languageOption) ? language : Language::startLanguage());
    LaunchOptions& launch = *LaunchOptions::instance();
    launch.file = file;
    launch.gameId = request.gameId;
    launch.players = request.players;
    launch.kinds = request.kinds;
    launch.seed = request.seed;
    launch.scorePad = request.scorePad;
    launch.realDice = request.realDice;
    launch.options = request.options;

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
