// SPDX-License-Identifier: GPL-3.0-or-later
#include <QCoreApplication>
#include <QDir>
#include <QQmlEngine>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQuickTest>

#include "language.h"

Q_IMPORT_QML_PLUGIN(KnobelbecherPlugin)
Q_IMPORT_QML_PLUGIN(Knobelbecher_UiPlugin)
Q_IMPORT_QML_PLUGIN(Knobelbecher_DialogsPlugin)

class Setup : public QObject
{
    Q_OBJECT

public:
    // Before the application exists: the settings (QSettings, ~/.config) and the test-mode folders
    // (~/.qttest) of this run are its own, not the ones every earlier run and every other checkout's
    // tst_qml wrote (a window size, a zoom or a language left there made tests fail at random).
    Setup()
    {
        qputenv("HOME", m_home.path().toLocal8Bit());
        qputenv("XDG_CONFIG_HOME", (m_home.path() + QStringLiteral("/config")).toLocal8Bit());
        qputenv("XDG_DATA_HOME", (m_home.path() + QStringLiteral("/data")).toLocal8Bit());
    }

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

private:
    QTemporaryDir m_home;
};

QUICK_TEST_MAIN_WITH_SETUP(knobelbecher, Setup)
#include "tst_qml.moc"
