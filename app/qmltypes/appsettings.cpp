// SPDX-License-Identifier: GPL-3.0-or-later
#include "appsettings.h"

#include <algorithm>
#include <cmath>

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

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

double AppSettings::fontScale() const
{
    const double scale = m_settings.value(QStringLiteral("display/fontScale"), 1.0).toDouble();
    return std::clamp(std::round(scale * 10) / 10, 0.8, 2.0);
}

void AppSettings::setFontScale(double scale)
{
    scale = std::clamp(std::round(scale * 10) / 10, 0.8, 2.0);
    if (qFuzzyCompare(scale, fontScale()))
        return;
    m_settings.setValue(QStringLiteral("display/fontScale"), scale);
    emit fontScaleChanged();
}

QString AppSettings::programCommand(const QString& gameId) const
{
    return m_settings.value(QStringLiteral("programs/") + gameId).toString();
}

void AppSettings::setProgramCommand(const QString& gameId, const QString& command)
{
    if (gameId.isEmpty())
        return;
    m_settings.setValue(QStringLiteral("programs/") + gameId, command.trimmed());
}

int AppSettings::programTimeLimit() const
{
    return std::clamp(m_settings.value(QStringLiteral("programSeats/timeLimit"), 10).toInt(), 1, 600);
}

void AppSettings::setProgramTimeLimit(int seconds)
{
    seconds = std::clamp(seconds, 1, 600);
    if (seconds == programTimeLimit())
        return;
    m_settings.setValue(QStringLiteral("programSeats/timeLimit"), seconds);
    emit programSeatChanged();
}

QString AppSettings::programFallback() const
{
    return m_settings.value(QStringLiteral("programSeats/fallback")).toString();
}

void AppSettings::setProgramFallback(const QString& level)
{
    if (level == programFallback())
        return;
    m_settings.setValue(QStringLiteral("programSeats/fallback"), level);
    emit programSeatChanged();
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

QString AppSettings::lastFolder() const
{
    const QString folder = m_settings.value(QStringLiteral("files/lastFolder")).toString();
    // A folder that is gone since (an unplugged stick) gives way to the documents folder.
    return !folder.isEmpty() && QFileInfo(folder).isDir()
        ? folder
        : QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

void AppSettings::setLastFolder(const QString& folder)
{
    if (folder.isEmpty() || folder == m_settings.value(QStringLiteral("files/lastFolder")).toString())
        return;
    m_settings.setValue(QStringLiteral("files/lastFolder"), folder);
    emit lastFolderChanged();
}

void AppSettings::rememberFolderOf(const QString& file)
{
    if (!file.isEmpty())
        setLastFolder(QFileInfo(file).absolutePath());
}

QStringList AppSettings::recentGames() const
{
    return m_settings.value(QStringLiteral("games/recent")).toStringList();
}

void AppSettings::notePlayed(const QString& gameId)
{
    QStringList recent = recentGames();
    if (gameId.isEmpty() || (!recent.isEmpty() && recent.first() == gameId))
        return;
    recent.removeAll(gameId);
    recent.prepend(gameId);
    m_settings.setValue(QStringLiteral("games/recent"), recent);
    emit recentGamesChanged();
}
