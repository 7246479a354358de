// SPDX-License-Identifier: GPL-3.0-or-later
#include <QCoreApplication>
#include <QQmlEngine>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQuickTest>

#include "language.h"

Q_IMPORT_QML_PLUGIN(KnobelbecherPlugin)
Q_IMPORT_QML_PLUGIN(Knobelbecher_UiPlugin)

class Setup : public QObject
{
    Q_OBJECT

public slots:
    void applicationAvailable()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("KnobelbecherTests"));
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
