// SPDX-License-Identifier: GPL-3.0-or-later
#include "appsettings.h"

namespace {
constexpr int kDefaultWidth = 1100;
constexpr int kDefaultHeight = 760;
} // namespace

AppSettings::AppSettings(QObject* parent)
    : QObject(parent)
{
}

int AppSettings::windowWidth() const
{
    return m_settings.value(QStringLiteral("window/width"), kDefaultWidth).toInt();
}

void AppSettings::setWindowWidth(int width)
{
    if (width == windowWidth() || width <= 0)
        return;
    m_settings.setValue(QStringLiteral("window/width"), width);
    emit windowWidthChanged();
}

int AppSettings::windowHeight() const
{
    return m_settings.value(QStringLiteral("window/height"), kDefaultHeight).toInt();
}

void AppSettings::setWindowHeight(int height)
{
    if (height == windowHeight() || height <= 0)
        return;
    m_settings.setValue(QStringLiteral("window/height"), height);
    emit windowHeightChanged();
}

bool AppSettings::windowMaximized() const
{
    return m_settings.value(QStringLiteral("window/maximized"), false).toBool();
}

void AppSettings::setWindowMaximized(bool maximized)
{
    if (maximized == windowMaximized())
        return;
    m_settings.setValue(QStringLiteral("window/maximized"), maximized);
    emit windowMaximizedChanged();
}

bool AppSettings::reducedMotion() const
{
    return m_settings.value(QStringLiteral("display/reducedMotion"), false).toBool();
}

void AppSettings::setReducedMotion(bool reduced)
{
    if (reduced == reducedMotion())
        return;
    m_settings.setValue(QStringLiteral("display/reducedMotion"), reduced);
    emit reducedMotionChanged();
}

int AppSettings::computerPace() const
{
    return m_settings.value(QStringLiteral("display/computerPace"), 800).toInt();
}

void AppSettings::setComputerPace(int milliseconds)
{
    if (milliseconds == computerPace())
        return;
    m_settings.setValue(QStringLiteral("display/computerPace"), milliseconds);
    emit computerPaceChanged();
}
