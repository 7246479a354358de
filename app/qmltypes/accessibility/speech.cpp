// SPDX-License-Identifier: GPL-3.0-or-later
#include "speech.h"

#include "factory.h"
#include "support.h"

#include <QJSEngine>
#include <QTextDocumentFragment>

Speech::Speech(QObject* parent)
    : QObject(parent)
{
}

Speech* Speech::instance()
{
    static Speech* speech = new Speech;
    return speech;
}

Speech* Speech::create(QQmlEngine*, QJSEngine*)
{
    QJSEngine::setObjectOwnership(instance(), QJSEngine::CppOwnership);
    return instance();
}

void Speech::say(const QString& text)
{
    emit requested(text);
}

QString Speech::plainText(const QString& html)
{
    return QTextDocumentFragment::fromHtml(html).toPlainText().trimmed();
}

QString Speech::withoutMnemonic(const QString& text)
{
    return accessibility::withoutMnemonic(text);
}

// The factory is installed from here because the QML module always links Speech (a file that only
// installed it could be left out of the program by the linker, its one function unused).
namespace {
void installAccessibilityFactory()
{
    accessibility::installFactory();
}
} // namespace
Q_CONSTRUCTOR_FUNCTION(installAccessibilityFactory)
