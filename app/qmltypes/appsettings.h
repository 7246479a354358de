// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QSettings>
#include <QtQml/qqmlregistration.h>

/// The player's preferences that outlive a session: window size and the animation setting.
class AppSettings : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(int windowWidth READ windowWidth WRITE setWindowWidth NOTIFY windowWidthChanged)
    Q_PROPERTY(int windowHeight READ windowHeight WRITE setWindowHeight NOTIFY windowHeightChanged)
    Q_PROPERTY(
        bool windowMaximized READ windowMaximized WRITE setWindowMaximized NOTIFY windowMaximizedChanged)
    Q_PROPERTY(bool reducedMotion READ reducedMotion WRITE setReducedMotion NOTIFY reducedMotionChanged)
    /// How large the text is, 1 = the system's size; 0.8 to 2 in steps of 0.1 (View › Zoom).
    Q_PROPERTY(double fontScale READ fontScale WRITE setFontScale NOTIFY fontScaleChanged)
    /// Milliseconds between a computer player's steps.
    Q_PROPERTY(int computerPace READ computerPace WRITE setComputerPace NOTIFY computerPaceChanged)
    /// The folder a game or PDF was last opened from or saved to; the documents folder at first.
    Q_PROPERTY(QString lastFolder READ lastFolder WRITE setLastFolder NOTIFY lastFolderChanged)
    /// The games played, the last one first (game ids), for the order of the game list.
    Q_PROPERTY(QStringList recentGames READ recentGames NOTIFY recentGamesChanged)
    /// Seats played by a program: the seconds it may take a decision (10, from 1 to 600), and the
    /// level that plays on when it fails ("": the game's weakest).
    Q_PROPERTY(int programTimeLimit READ programTimeLimit WRITE setProgramTimeLimit NOTIFY programSeatChanged)
    Q_PROPERTY(
        QString programFallback READ programFallback WRITE setProgramFallback NOTIFY programSeatChanged)

public:
    explicit AppSettings(QObject* parent = nullptr);

    int windowWidth() const;
    void setWindowWidth(int width);
    int windowHeight() const;
    void setWindowHeight(int height);
    bool windowMaximized() const;
    void setWindowMaximized(bool maximized);
    bool reducedMotion() const;
    int computerPace() const;
    void setComputerPace(int milliseconds);
    void setReducedMotion(bool reduced);
    double fontScale() const;
    /// Keeps the scale within 0.8 and 2, rounded to a tenth.
    void setFontScale(double scale);
    Q_INVOKABLE void zoomIn() { setFontScale(fontScale() + 0.1); }
    Q_INVOKABLE void zoomOut() { setFontScale(fontScale() - 0.1); }
    Q_INVOKABLE void resetZoom() { setFontScale(1); }
    QString lastFolder() const;
    void setLastFolder(const QString& folder);
    /// Remembers the folder of a file the player chose (nothing for an empty name).
    void rememberFolderOf(const QString& file);
    QStringList recentGames() const;
    /// A game was started: it moves to the front of recentGames.
    Q_INVOKABLE void notePlayed(const QString& gameId);
    /// The command line last given for a program seat of this game ("" when none was).
    Q_INVOKABLE QString programCommand(const QString& gameId) const;
    Q_INVOKABLE void setProgramCommand(const QString& gameId, const QString& command);
    int programTimeLimit() const;
    void setProgramTimeLimit(int seconds);
    QString programFallback() const;
    void setProgramFallback(const QString& level);

signals:
    void windowWidthChanged();
    void windowHeightChanged();
    void windowMaximizedChanged();
    void reducedMotionChanged();
    void fontScaleChanged();
    void computerPaceChanged();
    void lastFolderChanged();
    void recentGamesChanged();
    void programSeatChanged();

private:
    QSettings m_settings;
};
