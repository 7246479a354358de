// SPDX-License-Identifier: GPL-3.0-or-later
#include <QCommandLineParser>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QtQml/QQmlExtensionPlugin>

#include <cstdio>

#include "language.h"

// The QML modules are static libraries linked into this program.
Q_IMPORT_QML_PLUGIN(KnobelbecherPlugin)
Q_IMPORT_QML_PLUGIN(Knobelbecher_UiPlugin)

int main(int argc, char* argv[])
{
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("Knobelbecher"));
    QGuiApplication::setOrganizationName(QStringLiteral("Knobelbecher"));
    QGuiApplication::setApplicationVersion(QStringLiteral(KNOBEL_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral("knobelbecher"));

    Language::instance()->setCode(Language::startLanguage());

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("The classic German and Austrian dice games."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.process(app);

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
