// SPDX-License-Identifier: GPL-3.0-or-later
#include <QCoreApplication>
#include <QDir>
#include <QQmlEngine>
#include <QStandardPaths>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQuickTest>

#include "language.h"

Q_IMPORT_QML_PLUGIN(KnobelbecherPlugin)
Q_IMPORT_QML_PLUGIN(Knobelbecher_UiPlugin)
Q_IMPORT_QML_PLUGIN(Knobelbecher_DialogsPlugin)

class Setup : public QObject
{
    Q_OBJECT

public slots:
    void applicationAvailable()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("KnobelbecherTests"));
        QCoreApplication::setApplicationVersion(QStringLiteral(KNOBEL_VERSION));
        // The whole program runs in some tests: its settings, autosaves and history stay out of the
        // player's folders, and every run starts without the games an earlier run left.
        QStandardPaths::setTestModeEnabled(true);
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
        Language::instance()->setCode(QStringLiteral("en"));
    }
    void qmlEngineAvailable(QQmlEngine* engine)
    {
        // The QML modules are linked in as resources; Qt 6.4 does not look in qrc:/ by itself.
        engine->addImportPath(QStringLiteral("qrc:/"));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(knobelbecher, Setup)
#include "tst_qml.moc"
