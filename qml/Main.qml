// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher

ApplicationWindow {
    id: window
    width: AppSettings.windowWidth
    height: AppSettings.windowHeight
    minimumWidth: 640
    minimumHeight: 480
    visible: true
    title: game.active ? qsTr("%1 – Knobelbecher").arg(game.gameName) : qsTr("Knobelbecher")

    Component.onCompleted: {
        if (AppSettings.windowMaximized)
            showMaximized()
        // A game named on the command line starts at once.
        if (LaunchOptions.gameId.length > 0) {
            const problem = game.startGame(LaunchOptions.gameId, LaunchOptions.players, {}, LaunchOptions.seed,
                                           LaunchOptions.scorePad)
            if (problem.length === 0)
                stack.push(gamePage)
            else
                console.warn(problem)
        }
    }
    onClosing: {
        AppSettings.windowMaximized = visibility === Window.Maximized
        if (visibility === Window.Windowed) {
            AppSettings.windowWidth = width
            AppSettings.windowHeight = height
        }
    }

    GameController {
        id: game
    }

    Shortcut {
        sequences: [StandardKey.Quit]
        context: Qt.ApplicationShortcut
        onActivated: window.close()
    }

    StackView {
        id: stack
        anchors.fill: parent
        initialItem: GameListPage {
            onGameChosen: (gameId, name, minPlayers, maxPlayers) => stack.push(setupPage, {
                gameId: gameId, gameName: name, minPlayers: minPlayers, maxPlayers: maxPlayers })
        }
    }

    Component {
        id: setupPage
        SetupPage {
            controller: game
            onStarted: stack.push(gamePage)
            onCancelled: stack.pop()
        }
    }

    Component {
        id: gamePage
        GamePage {
            controller: game
            onLeave: {
                game.endGame()
                stack.pop(null)
            }
        }
    }
}
