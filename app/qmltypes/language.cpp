// SPDX-License-Identifier: GPL-3.0-or-later
#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QQmlEngine>
#include <QSettings>

Language::Language(QObject* parent)
    : QObject(parent)
{
}

Language* Language::instance()
{
    static Language* language = new Language(QCoreApplication::instance());
    return language;
}

Language* Language::create(QQmlEngine* engine, QJSEngine*)
{
    Language* language = instance();
    QJSEngine::setObjectOwnership(language, QJSEngine::CppOwnership);
    language->m_engines.emplace_back(engine);
    return language;
}

QString Language::languageOfLocale(const QLocale& locale)
{
    return locale.language() == QLocale::German ? QStringLiteral("de") : QStringLiteral("en");
}

QString Language::startLanguage()
{
    const QString saved = QSettings().value(QStringLiteral("language/code")).toString();
    if (saved == QLatin1String("de") || saved == QLatin1String("en"))
        return saved;
    return languageOfLocale(QLocale::system());
}

bool Language::setCode(const QString& code)
{
    if (!apply(code))
        return false;
    QSettings().setValue(QStringLiteral("language/code"), code);
    return true;
}

bool Language::apply(const QString& code)
{
    if (code != QLatin1String("de") && code != QLatin1String("en"))
        return false;
    if (code == m_code)
        return true;
    QCoreApplication::removeTranslator(&m_translator);
    // English is the source language; its file holds only the plural forms.
    if (!m_translator.load(QStringLiteral(":/i18n/knobelbecher_%1.qm").arg(code)))
        return false;
    QCoreApplication::installTranslator(&m_translator);
    // Qt's dialogs follow: a file dialog opened after the switch speaks the new language. Without
    // the package Qt's words stay English, which is what the English interface shows anyway.
    QCoreApplication::removeTranslator(&m_qtTranslator);
    if (code != QLatin1String("en")
        && m_qtTranslator.load(
            QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&m_qtTranslator);
    // Dates and numbers follow the language of the words around them.
    QLocale::setDefault(QLocale(code == QLatin1String("de") ? QLocale::German : QLocale::English,
        code == QLatin1String("de") ? QLocale::Germany : QLocale::UnitedKingdom));
    m_code = code;
    for (const auto& engine : m_engines)
        if (engine)
            engine->retranslate();
    emit codeChanged();
    return true;
}
