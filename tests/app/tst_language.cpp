// SPDX-License-Identifier: GPL-3.0-or-later
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include "language.h"

class TestLanguage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("KnobelbecherTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_language"));
        QSettings().clear();
    }

    void firstStartFollowsTheSystem_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("language");
        QTest::newRow("Germany") << "de_DE"
                                 << "de";
        QTest::newRow("Austria") << "de_AT"
                                 << "de";
        QTest::newRow("Switzerland") << "de_CH"
                                     << "de";
        QTest::newRow("United States") << "en_US"
                                       << "en";
        QTest::newRow("France: English, the source language") << "fr_FR"
                                                              << "en";
    }

    void firstStartFollowsTheSystem()
    {
        QFETCH(QString, locale);
        QFETCH(QString, language);
        QCOMPARE(Language::languageOfLocale(QLocale(locale)), language);
    }

    void theMenusChoiceIsRememberedTheCommandLinesIsNot()
    {
        Language& current = *Language::instance();
        QSignalSpy changed(&current, &Language::codeChanged);
        QVERIFY(current.apply(QStringLiteral("de")));
        QCOMPARE(current.code(), QStringLiteral("de"));
        QCOMPARE(QCoreApplication::translate("knobel::Escalero", "Straight"), QStringLiteral("Quint"));
        QCOMPARE(QLocale().language(), QLocale::German);
        QVERIFY(QSettings().value(QStringLiteral("language/code")).isNull());
        QVERIFY(current.setCode(QStringLiteral("en")));
        QCOMPARE(QSettings().value(QStringLiteral("language/code")).toString(), QStringLiteral("en"));
        QCOMPARE(Language::startLanguage(), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("knobel::Escalero", "Straight"), QStringLiteral("Straight"));
        QCOMPARE(changed.count(), 2);
        QVERIFY(!current.setCode(QStringLiteral("fr")));
        QCOMPARE(current.code(), QStringLiteral("en"));
        QCOMPARE(changed.count(), 2);
    }

    void qtsOwnDialogsFollowTheLanguage()
    {
        const QString qtGerman
            = QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_de.qm");
        if (!QFile::exists(qtGerman))
            QSKIP("Qt's German words come with Debian's qt6-translations-l10n, which is not installed");
        // The file dialog is made anew each time it is asked for, with the words of the moment.
        QVERIFY(Language::instance()->apply(QStringLiteral("de")));
        QCOMPARE(QCoreApplication::translate("QFileDialog", "Look in:"), QStringLiteral("Suchen in:"));
        QVERIFY(Language::instance()->apply(QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate("QFileDialog", "Look in:"), QStringLiteral("Look in:"));
        QVERIFY(Language::instance()->apply(QStringLiteral("de")));
        QCOMPARE(QCoreApplication::translate("QFileDialog", "Look in:"), QStringLiteral("Suchen in:"));
        QVERIFY(Language::instance()->apply(QStringLiteral("en")));
    }
};

QTEST_GUILESS_MAIN(TestLanguage)
#include "tst_language.moc"
