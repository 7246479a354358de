// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QTranslator>
#include <QtQml/qqmlregistration.h>

#include <vector>

class QQmlEngine;
class QJSEngine;

/// The language of the interface, German or English, switched while the program runs.
/// There is one per process; C++ models listen to codeChanged, QML bindings are re-evaluated.
class Language : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString code READ code WRITE setCode NOTIFY codeChanged)

public:
    static Language* instance();
    static Language* create(QQmlEngine* engine, QJSEngine*);

    QString code() const { return m_code; }
    /// Switches to "de" or "en" and remembers the choice; anything else changes nothing and returns false.
    Q_INVOKABLE bool setCode(const QString& code);
    /// Switches without remembering, for a single run (the command line's --lang).
    bool apply(const QString& code);
    /// The remembered choice, or on first start the system's: German for any German locale.
    static QString startLanguage();
    /// German for a German locale, English otherwise.
    static QString languageOfLocale(const QLocale& locale);

signals:
    void codeChanged();

private:
    explicit Language(QObject* parent = nullptr);

    QString m_code;
    QTranslator m_translator;
    /// Qt's own words (file and print dialogs, standard buttons), from Debian's qt6-translations-l10n.
    QTranslator m_qtTranslator;
    std::vector<QPointer<QQmlEngine>> m_engines;
};
