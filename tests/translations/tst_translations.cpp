// SPDX-License-Identifier: GPL-3.0-or-later
// Every string a user sees has its German text, and the .ts files are up to date with the sources.
#include "waitlimit.h"
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message
{
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type; ///< the translation's type attribute: "", "unfinished", "vanished", "obsolete"
    QStringList translations; ///< one, or one per plural form
};

QList<Message> readTs(const QString& fileName, QString* error)
{
    QList<Message> messages;
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == u"name")
            context = xml.readElementText();
        else if (name == u"message")
            message = Message{context, {}, {},
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"), {}, {}};
        else if (name == u"source")
            message.source = xml.readElementText();
        else if (name == u"comment")
            message.comment = xml.readElementText();
        else if (name == u"translation") {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            if (message.numerus) {
                while (xml.readNextStartElement())
                    message.translations << xml.readElementText();
            } else {
                message.translations << xml.readElementText();
            }
            messages << message;
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

QString keyOf(const Message& m)
{
    return m.context + u'\x1f' + m.source + u'\x1f' + m.comment;
}

QSet<QString> keysOf(const QList<Message>& messages)
{
    QSet<QString> keys;
    for (const auto& m : messages)
        keys.insert(keyOf(m));
    return keys;
}

QStringList placeholders(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("%(\\d|n)"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found << it.next().captured(0);
    found.sort();
    found.removeDuplicates();
    return found;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private:
    QList<Message> m_german;
    QList<Message> m_fresh;

private slots:
    void initTestCase()
    {
        QString error;
        m_german = readTs(QStringLiteral(PROJECT_SOURCE_DIR "/translations/knobelbecher_de.ts"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(m_german.size() > 100);

        // What lupdate finds in the sources today, the same sources translations/CMakeLists.txt gives it.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QStringList sources;
        for (const char* folder : {"core", "app", "qml"}) {
            QDirIterator it(QStringLiteral(PROJECT_SOURCE_DIR "/") + QLatin1String(folder),
                {QStringLiteral("*.cpp"), QStringLiteral("*.h"), QStringLiteral("*.qml")}, QDir::Files,
                QDirIterator::Subdirectories);
            while (it.hasNext())
                sources << it.next();
        }
        const QString fresh = dir.filePath(QStringLiteral("fresh_de.ts"));
        QProcess lupdate;
        lupdate.start(QStringLiteral(LUPDATE_EXECUTABLE),
            QStringList{QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
                QStringLiteral("-silent")}
                + sources + QStringList{QStringLiteral("-ts"), fresh});
        QVERIFY(lupdate.waitForFinished(waitLimit(120000)));
        QCOMPARE(lupdate.exitCode(), 0);
        m_fresh = readTs(fresh, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void theTsFilesAreUpToDateWithTheSources()
    {
        const QSet<QString> inSources = keysOf(m_fresh);
        const QSet<QString> inTs = keysOf(m_german);
        QStringList missing;
        for (const auto& key : inSources - inTs)
            missing << QString(key).replace(u'\x1f', QStringLiteral(" | "));
        QStringList stale;
        for (const auto& key : inTs - inSources)
            stale << QString(key).replace(u'\x1f', QStringLiteral(" | "));
        QVERIFY2(missing.isEmpty(),
            qPrintable(QStringLiteral("not in the .ts file, run update_translations: ")
                + missing.join(QStringLiteral("; "))));
        QVERIFY2(stale.isEmpty(),
            qPrintable(QStringLiteral("in the .ts file but gone from the sources: ")
                + stale.join(QStringLiteral("; "))));
    }

    void everyStringHasItsGermanText()
    {
        QStringList untranslated;
        for (const auto& m : std::as_const(m_german)) {
            const bool empty = m.translations.isEmpty()
                || std::any_of(m.translations.begin(), m.translations.end(),
                    [](const QString& t) { return t.isEmpty(); });
            if (!m.type.isEmpty() || empty)
                untranslated << m.context + QStringLiteral(" | ") + m.source;
        }
        QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QStringLiteral("; "))));
    }

    void everyPluralHasItsEnglishForms()
    {
        // English is the source language, but "%n point(s)" needs its forms ("1 point", "20 points").
        QString error;
        const QList<Message> english
            = readTs(QStringLiteral(PROJECT_SOURCE_DIR "/translations/knobelbecher_en.ts"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList missing;
        int plurals = 0;
        for (const auto& m : english) {
            if (!m.numerus)
                continue;
            ++plurals;
            const bool complete = m.type.isEmpty() && m.translations.size() == 2
                && std::none_of(m.translations.begin(), m.translations.end(),
                    [](const QString& t) { return t.isEmpty() || t.contains(QStringLiteral("(s)")); });
            if (!complete)
                missing << m.context + QStringLiteral(" | ") + m.source;
        }
        QVERIFY(plurals > 10);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral("; "))));
    }

    void germanKeepsThePlaceholders()
    {
        QStringList wrong;
        for (const auto& m : std::as_const(m_german))
            for (const QString& translation : m.translations)
                if (placeholders(translation) != placeholders(m.source))
                    wrong << m.source + QStringLiteral(" → ") + translation;
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("; "))));
    }
};

QTEST_APPLESS_MAIN(TestTranslations)
#include "tst_translations.moc"
