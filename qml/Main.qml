// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher
import Knobelbecher.Dialogs

ApplicationWindow {
    id: window
    // The remembered size, but never larger than the screen it opens on.
    width: Math.min(AppSettings.windowWidth, Screen.desktopAvailableWidth)
    height: Math.min(AppSettings.windowHeight, Screen.desktopAvailableHeight)
    minimumWidth: 640
    minimumHeight: 480
    visible: true
    // The file the game is saved in, marked * when it has changed since; else the game's name.
    title: !game.active ? qsTr("Knobelbecher")
         : qsTr("%1 – Knobelbecher").arg(game.fileName.length > 0
                                         ? game.fileName.replace(/^.*[\/\\]/, "") + (game.modified ? "*" : "")
                                         : game.gameName)

    Component.onCompleted: {
        if (AppSettings.windowMaximized)
            showMaximized()
        // A file or a game named on the command line starts at once; otherwise unfinished games are offered.
        if (LaunchOptions.file.length > 0) {
            window.openFile(LaunchOptions.file)
        } else if (LaunchOptions.gameId.length > 0) {
            const problem = game.startGame(LaunchOptions.gameId, LaunchOptions.players, {}, LaunchOptions.seed,
                                           LaunchOptions.scorePad)
            if (problem.length === 0)
                stack.push(gamePage)
            else
                console.warn(problem)
        } else {
            // Finished games the history could not take when they ended go in now.
            autosaves.recordFinished(historyStore)
            resumeDialog.offer()
        }
    }
    onClosing: {
        AppSettings.windowMaximized = visibility === Window.Maximized
        if (visibility === Window.Windowed) {
            AppSettings.windowWidth = width
            AppSettings.windowHeight = height
        }
    }

    AutosaveStore {
        id: autosaves
    }

    HistoryStore {
        id: historyStore
        // Damaged and started anew, a folder that cannot be written: said once.
        onNoticeChanged: window.report(notice)
    }

    // Every action is written to the autosave folder before the screen shows it.
    GameController {
        id: game
        autosaveFolder: autosaves.folder
        computerPace: AppSettings.computerPace
        prepareTablesEarly: true
        onStorageProblem: (message) => window.report(message)
        // A finished game goes into the history; its autosave is then no longer needed.
        onGameFinished: {
            const problem = historyStore.addGame(game)
            if (problem.length > 0)
                window.report(problem)
            else
                autosaves.discard(game.autosaveFile)
        }
    }

    function showGame() {
        AppSettings.notePlayed(game.gameId)
        stack.pop(null)
        stack.push(gamePage)
    }
    function openFile(file) {
        if (file.length === 0)
            return
        const problem = game.open(file)
        if (problem.length > 0)
            window.report(problem)
        else
            window.showGame()
    }

    // Quit works wherever the focus is, also before any window is active.
    Shortcut {
        sequences: [StandardKey.Quit]
        context: Qt.ApplicationShortcut
        onActivated: window.close()
    }

    function backToGameList() {
        if (game.active && !game.finished && !game.scorePad && (game.round > 1 || game.throwsMade > 0)) {
            leaveDialog.open()
            return
        }
        game.endGame()
        stack.pop(null)
    }
    function report(problem) {
        // The same problem again while it is shown opens nothing new.
        if (problem.length > 0 && !(problemDialog.visible && problemDialog.text === problem)) {
            problemDialog.text = problem
            problemDialog.open()
        }
    }
    function save(file) {
        if (file.length === 0)
            return
        const problem = game.saveAs(file)
        if (problem.length > 0)
            window.report(problem)
        else
            window.showStatus(qsTr("Saved to %1").arg(game.fileName))
    }
    // A short note at the bottom of the window that goes by itself.
    function showStatus(message) {
        statusNote.text = message
        statusNote.visible = true
        statusTimer.restart()
    }

    menuBar: MenuBar {
        Menu {
            title: qsTr("&File")
            Action {
                text: qsTr("&New game")
                shortcut: StandardKey.New
                onTriggered: window.backToGameList()
            }
            Action {
                text: qsTr("&Open…")
                shortcut: StandardKey.Open
                onTriggered: window.openFile(FileDialogs.askOpenGame())
            }
            Action {
                text: qsTr("&Save")
                shortcut: StandardKey.Save
                enabled: game.active
                onTriggered: {
                    const file = game.fileName.length > 0 ? game.fileName
                               : FileDialogs.askSaveGame(game.gameName + " " + new Date().toISOString().slice(0, 10))
                    window.save(file)
                }
            }
            Action {
                text: qsTr("Save &as…")
                shortcut: StandardKey.SaveAs
                enabled: game.active
                onTriggered: {
                    const file = FileDialogs.askSaveGame(game.gameName + " " + new Date().toISOString().slice(0, 10))
                    window.save(file)
                }
            }
            MenuSeparator {}
            Action {
                text: qsTr("&Print…")
                shortcut: StandardKey.Print
                enabled: game.active
                onTriggered: Printing.printGame(game)
            }
            Action {
                text: qsTr("&Export PDF…")
                shortcut: "Ctrl+E"
                enabled: game.active
                onTriggered: window.report(Printing.exportGame(game))
            }
            Action {
                text: qsTr("Print a &blank sheet…")
                onTriggered: blankSheetDialog.open()
            }
            MenuSeparator {}
            Action {
                text: qsTr("&History and statistics")
                shortcut: "Ctrl+H"
                onTriggered: {
                    stack.pop(null)
                    // The game on the table, or else the one played last.
                    const recent = historyStore.games()
                    stack.push(historyPage, { gameId: game.active ? game.gameId
                                                    : recent.length > 0 ? recent[0].gameId : "escalero" })
                }
            }
            MenuSeparator {}
            Action {
                text: qsTr("&Quit")
                onTriggered: window.close()
            }
        }
        Menu {
            title: qsTr("&Edit")
            Action {
                text: qsTr("&Undo")
                shortcut: StandardKey.Undo
                enabled: game.canUndo
                onTriggered: game.undo()
            }
            Action {
                text: qsTr("&Redo")
                shortcut: "Ctrl+Shift+Z"
                enabled: game.canRedo
                onTriggered: game.redo()
            }
        }
        Menu {
            title: qsTr("&Language")
            // Each language is named in itself, so that it can be found whatever is shown now.
            Action {
                text: "Deutsch"
                checkable: true
                checked: Language.code === "de"
                onTriggered: Language.setCode("de")
            }
            Action {
                text: "English"
                checkable: true
                checked: Language.code === "en"
                onTriggered: Language.setCode("en")
            }
        }
        Menu {
            title: qsTr("&Help")
            Action {
                id: rulesAction
                text: game.active ? qsTr("&Rules of %1").arg(game.gameName) : qsTr("&Rules")
                shortcut: "F1"
                onTriggered: rulesDialog.open()
            }
        }
    }

    ResumeDialog {
        id: resumeDialog
        store: autosaves
        controller: game
        anchors.centerIn: parent
        width: Math.min(parent.width - 40, 640)
        onResumed: window.showGame()
        onProblem: (message) => window.report(message)
    }

    BlankSheetDialog {
        id: blankSheetDialog
        gameId: game.active ? game.gameId : ""
        playerNames: game.active ? game.playerNames : []
        anchors.centerIn: parent
        width: Math.min(parent.width - 40, 520)
        onProblem: (message) => window.report(message)
    }

    RulesDialog {
        id: rulesDialog
        anchors.centerIn: parent
        width: Math.min(parent.width - 40, 760)
        height: parent.height - 40
        gameId: game.active ? game.gameId : stack.currentItem && stack.currentItem.gameId ? stack.currentItem.gameId : "escalero"
    }

    Dialog {
        id: problemDialog
        property alias text: problemLabel.text
        anchors.centerIn: parent
        modal: true
        title: qsTr("Not done")
        standardButtons: Dialog.NoButton
        Label { id: problemLabel; wrapMode: Text.WordWrap; textFormat: Text.PlainText }
        footer: DialogButtonBox {
            Button {
                text: qsTr("OK")
                DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            }
        }
    }

    Dialog {
        id: leaveDialog
        anchors.centerIn: parent
        modal: true
        title: qsTr("Leave this game?")
        Label { text: qsTr("The game is not finished. Leave it and go back to the game list?") }
        footer: DialogButtonBox {
            Button {
                text: qsTr("Leave")
                DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            }
            Button {
                text: qsTr("Stay")
                DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            }
        }
        onAccepted: {
            game.endGame()
            stack.pop(null)
        }
    }

    Label {
        id: statusNote
        parent: Overlay.overlay
        visible: false
        z: 10
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 16
        width: Math.min(implicitWidth, parent.width - 40)
        padding: 8
        elide: Text.ElideMiddle
        textFormat: Text.PlainText
        color: "white"
        background: Rectangle { color: "#323232"; radius: 4; opacity: 0.92 }
        Accessible.role: Accessible.AlertMessage
        Accessible.name: text
        Timer {
            id: statusTimer
            interval: 4000
            onTriggered: statusNote.visible = false
        }
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
            onStarted: {
                AppSettings.notePlayed(game.gameId)
                stack.push(gamePage)
            }
            onCancelled: stack.pop()
            onRulesRequested: rulesDialog.open()
        }
    }

    Component {
        id: historyPage
        HistoryPage {
            history: historyStore
            onBack: stack.pop()
            onShowGame: (id) => {
                const problem = historyStore.open(game, id)
                if (problem.length > 0)
                    window.report(problem)
                else
                    stack.push(gamePage)
            }
            onPrintGame: (id) => {
                const problem = historyStore.open(game, id)
                if (problem.length > 0)
                    window.report(problem)
                else
                    Printing.printGame(game)
            }
        }
    }

    Component {
        id: gamePage
        GamePage {
            controller: game
            onLeave: window.backToGameList()
            onRulesRequested: rulesDialog.open()
        }
    }
}
