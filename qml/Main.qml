// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher
import Knobelbecher.Dialogs
import "focus.js" as Focus

ApplicationWindow {
    id: window
    // The remembered size, but never larger than the screen it opens on.
    width: Math.min(AppSettings.windowWidth, Screen.desktopAvailableWidth)
    height: Math.min(AppSettings.windowHeight, Screen.desktopAvailableHeight)
    minimumWidth: 640
    minimumHeight: 480
    visible: true
    // Zoom (View menu, Ctrl+Plus, Ctrl+Minus, Ctrl+0): the controls' text follows the window's font.
    readonly property font systemFont: Qt.application.font
    font.pointSize: (systemFont.pointSize > 0 ? systemFont.pointSize : 10) * AppSettings.fontScale
    // The file the game is saved in, marked * when it has changed since; else the game's name.
    title: !current.active ? qsTr("Knobelbecher")
         : qsTr("%1 – Knobelbecher").arg(current.fileName.length > 0
                                         ? current.fileName.replace(/^.*[\/\\]/, "") + (current.modified ? "*" : "")
                                         : current.gameName)
    /// The session's two controllers, for tests that play a family's game by hand.
    readonly property GameController controller: session.sheet
    readonly property TableController tableController: session.table
    /// The controller of the game on the screen, whichever family plays it.
    readonly property var current: session.current
    /// The session, for the pages made later (inside them `session` is their own property).
    readonly property GameSession gameSession: session

    Component.onCompleted: {
        if (AppSettings.windowMaximized)
            showMaximized()
        // The keyboard comes to the window at once, also where no window manager hands it over.
        requestActivate()
        // A file or a game named on the command line starts at once; otherwise unfinished games are offered.
        if (LaunchOptions.file.length > 0) {
            window.openFile(LaunchOptions.file)
        } else if (LaunchOptions.gameId.length > 0) {
            const problem = session.start(LaunchOptions.gameId, LaunchOptions.players, LaunchOptions.options,
                                          LaunchOptions.seed, LaunchOptions.scorePad, LaunchOptions.kinds,
                                          LaunchOptions.realDice)
            if (problem.length === 0)
                window.pushGamePage()
            else
                console.warn(problem)
        } else {
            // Finished games the history could not take when they ended go in now.
            autosaves.recordFinished(historyStore)
            resumeDialog.offer()
        }
    }
    // Set by "Quit without saving": the next close goes through.
    property bool quitConfirmed: false
    onClosing: (close) => {
        // What a full disk kept from the autosave or the history is tried again until it is written;
        // quitting before then asks first.
        if (!quitConfirmed && session.unsavedPending) {
            close.accepted = false
            unsavedDialog.open()
            return
        }
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

    // The window's one game session, whatever game it plays and wherever the game comes from (a new
    // one, a file, an unfinished one, one of the history). Every action is written to the autosave
    // folder before the screen shows it; a finished game goes into the history (again and again
    // while the history cannot take it), and its autosave is then no longer needed.
    GameSession {
        id: session
        history: historyStore
        autosaveFolder: autosaves.folder
        computerPace: AppSettings.computerPace
        programTimeLimit: AppSettings.programTimeLimit
        programFallback: AppSettings.programFallback
        prepareEarly: true
        onStorageProblem: (message) => window.report(message, qsTr("Cannot save the game"))
        // A write that works again after a failure is said.
        onHistoryFailed: (problem) => window.report(problem, qsTr("Cannot record the game"))
        onRecorded: (file) => autosaves.discard(file)
        onAllWritten: window.showStatus(qsTr("The game is saved again."))
    }

    // The one page of every game, with the session's game: it shows the family's board itself. The
    // controller is handed over once, as the page comes: a page that slides away keeps its game.
    function pushGamePage() {
        stack.push(gamePage, { controller: session.current })
    }
    function showGame() {
        AppSettings.notePlayed(current.gameId)
        stack.pop(null)
        window.pushGamePage()
    }
    function openFile(file) {
        if (file.length === 0)
            return
        const problem = session.openFile(file)
        if (problem.length > 0)
            window.report(problem, qsTr("Cannot open the file"))
        else
            window.showGame()
    }

    // Quit works wherever the focus is, also before any window is active.
    Shortcut {
        id: quitShortcut
        sequence: "Ctrl+Q"
        context: Qt.ApplicationShortcut
        onActivated: window.close()
    }
    // F10 opens the first menu, as on every desktop; the arrow keys then walk the menus.
    Shortcut {
        sequence: "F10"
        enabled: !window.menuOpen()
        onActivated: window.openMenuBar()
    }
    function menuOpen() {
        for (let i = 0; i < bar.count; ++i)
            if (bar.menuAt(i).visible)
                return true
        return false
    }
    function openMenuBar() {
        const first = bar.itemAt(0)
        first.triggered() // what a click on the title does: the bar opens its menu
    }
    // A menu that opens has its first entry marked, which has the keys and is read: Qt 6.4 leaves
    // the keys on the menu itself when the arrow keys go from menu to menu, and Orca reads only
    // "layered pane".
    function markFirstEntry(menu) {
        const entries = []
        for (let i = 0; i < menu.count; ++i) {
            const entry = menu.itemAt(i)
            if (!entry || !entry.visible || entry.text === undefined)
                continue
            if (entry.enabled) {
                menu.currentIndex = i
                return
            }
            entries.push(Speech.withoutMnemonic(entry.text))
        }
        // No entry can take the keys (Edit with nothing to undo): the menu is said instead.
        Speech.say(qsTr("%1 menu: %2; not possible now.").arg(Speech.withoutMnemonic(menu.title)).arg(entries.join(", ")))
    }
    // Undo and redo by the keys: a disabled menu entry would swallow the key in silence, so a player
    // who cannot see the menu hears that there is nothing to take back (or to do again).
    Shortcut {
        id: undoShortcut
        sequence: "Ctrl+Z"
        onActivated: {
            if (current.canUndo)
                current.undo()
            else
                Speech.say(qsTr("Nothing to undo."))
        }
    }
    Shortcut {
        id: redoShortcut
        sequence: "Ctrl+Shift+Z"
        onActivated: {
            if (current.canRedo)
                current.redo()
            else
                Speech.say(qsTr("Nothing to redo."))
        }
    }
    // Ctrl+= zooms in too, where Plus needs Shift.
    Shortcut {
        sequence: "Ctrl+="
        onActivated: window.zoom(+1)
    }
    // The size is said: the screen reader's user hears that a key did something, and how much.
    function zoom(step) {
        if (step > 0)
            AppSettings.zoomIn()
        else if (step < 0)
            AppSettings.zoomOut()
        else
            AppSettings.resetZoom()
        Speech.say(qsTr("Zoom %1 %").arg(Math.round(AppSettings.fontScale * 100)))
    }

    // Ctrl+N and "Game list": back to the list; a game with moves that is not over asks first.
    function backToGameList() {
        if (current.active && !current.finished && !current.readOnly && current.hasMoves) {
            leaveDialog.open()
            return
        }
        session.endGame()
        stack.pop(null)
    }
    // A problem, in a dialog whose title says what could not be done. A problem that comes while
    // another is shown waits its turn (a full disk fails the autosave, then the history: both are
    // seen); the same problem again while it is shown or waits opens nothing new.
    property var waitingProblems: []
    function report(problem, title) {
        if (problem.length === 0 || (problemDialog.visible && problemDialog.text === problem)
                || waitingProblems.some(waiting => waiting.text === problem))
            return
        const next = { title: title !== undefined ? title : qsTr("Something went wrong"), text: problem }
        if (problemDialog.visible)
            waitingProblems = waitingProblems.concat([next])
        else
            showProblem(next)
    }
    function showProblem(next) {
        problemDialog.title = next.title
        problemDialog.text = next.text
        problemDialog.open()
    }
    // Export PDF says where it wrote the page, as Save does.
    Connections {
        target: Printing
        function onExported(file) { window.showStatus(qsTr("Exported to %1").arg(file)) }
    }
    function save(file) {
        if (file.length === 0)
            return
        const problem = current.saveAs(file)
        if (problem.length > 0)
            window.report(problem, qsTr("Cannot save the game"))
        else
            window.showStatus(qsTr("Saved to %1").arg(current.fileName))
    }
    // A short note at the bottom of the window that goes by itself.
    function showStatus(message) {
        Speech.say(message)
        statusNote.text = message
        statusNote.visible = true
        statusTimer.restart()
    }

    // When a dialog closes, the keys go back to the page (on the game page: to the sheet).
    function takeKeys() {
        const page = stack.currentItem
        if (!page || Focus.dialogHasKeys(window.activeFocusItem, Overlay.overlay))
            return
        if (page.takeKeys !== undefined)
            page.takeKeys()
        else
            page.forceActiveFocus()
    }

    // A menu as wide as its widest entry, shortcut included.
    function menuWidth(menu) {
        let widest = 200
        for (let i = 0; i < menu.count; ++i) {
            const entry = menu.itemAt(i)
            if (entry)
                widest = Math.max(widest, entry.implicitWidth)
        }
        return widest + menu.leftPadding + menu.rightPadding
    }

    menuBar: MenuBar {
        id: bar
        // Qt 6.4's menu bar keeps a menu closed with Escape "open" while the mouse rests on its
        // title, and the next click on the bar only closed it again. Without hover on the titles
        // the bar lets go of a closed menu; a click opens a menu, the arrow keys move between them.
        delegate: MenuBarItem {
            id: title
            hoverEnabled: false
            contentItem: MenuLabel {
                control: title
            }
        }
        Menu {
            objectName: "fileMenu"
            title: qsTr("&File")
            delegate: MenuEntry {}
            onOpened: window.markFirstEntry(this)
            width: window.menuWidth(this)
            Action {
                text: qsTr("&New game")
                shortcut: "Ctrl+N"
                onTriggered: window.backToGameList()
            }
            Action {
                text: qsTr("&Open…")
                shortcut: "Ctrl+O"
                onTriggered: window.openFile(FileDialogs.askOpenGame())
            }
            Action {
                text: qsTr("&Save")
                shortcut: "Ctrl+S"
                enabled: current.active
                onTriggered: {
                    const file = current.fileName.length > 0 ? current.fileName
                               : FileDialogs.askSaveGame(current.gameName + " " + new Date().toISOString().slice(0, 10))
                    window.save(file)
                }
            }
            Action {
                text: qsTr("Save &as…")
                shortcut: "Ctrl+Shift+S"
                enabled: current.active
                onTriggered: {
                    const file = FileDialogs.askSaveGame(current.gameName + " " + new Date().toISOString().slice(0, 10))
                    window.save(file)
                }
            }
            MenuSeparator {}
            Action {
                text: qsTr("&Print…")
                shortcut: "Ctrl+P"
                enabled: current.active
                onTriggered: Printing.print(session)
            }
            Action {
                text: qsTr("&Export PDF…")
                shortcut: "Ctrl+E"
                enabled: current.active
                onTriggered: window.report(Printing.exportPdf(session), qsTr("Cannot export the PDF"))
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
                    // Over a game in play, so that Back returns to it; else from the game list.
                    if (!current.active || current.finished || current.readOnly)
                        stack.pop(null)
                    else
                        stack.pop(stack.find(item => item.objectName === "gamePage") || null)
                    // The game on the table, or else the one played last.
                    const recent = historyStore.games()
                    stack.push(historyPage, { gameId: current.active ? current.gameId
                                                    : recent.length > 0 ? recent[0].gameId : "escalero" })
                }
            }
            MenuSeparator {}
            Action {
                // Its keys are the Shortcut above, which works wherever the focus is.
                readonly property string keys: quitShortcut.nativeText
                text: qsTr("&Quit")
                onTriggered: window.close()
            }
        }
        Menu {
            title: qsTr("&Edit")
            delegate: MenuEntry {}
            onOpened: window.markFirstEntry(this)
            width: window.menuWidth(this)
            Action {
                // Its keys are the Shortcut above, which also says when there is nothing to take back.
                readonly property string keys: undoShortcut.nativeText
                text: qsTr("&Undo")
                enabled: current.canUndo
                onTriggered: current.undo()
            }
            Action {
                readonly property string keys: redoShortcut.nativeText
                text: qsTr("&Redo")
                enabled: current.canRedo
                onTriggered: current.redo()
            }
        }
        Menu {
            objectName: "viewMenu"
            title: qsTr("&View")
            delegate: MenuEntry {}
            onOpened: window.markFirstEntry(this)
            width: window.menuWidth(this)
            Action {
                text: qsTr("Zoom &in")
                shortcut: StandardKey.ZoomIn
                enabled: AppSettings.fontScale < 2
                onTriggered: window.zoom(+1)
            }
            Action {
                text: qsTr("Zoom &out")
                shortcut: StandardKey.ZoomOut
                enabled: AppSettings.fontScale > 0.8
                onTriggered: window.zoom(-1)
            }
            Action {
                text: qsTr("&Actual size (%1 %)").arg(Math.round(AppSettings.fontScale * 100))
                shortcut: "Ctrl+0"
                onTriggered: window.zoom(0)
            }
        }
        Menu {
            objectName: "languageMenu"
            title: qsTr("&Language")
            delegate: MenuEntry {}
            onOpened: window.markFirstEntry(this)
            width: window.menuWidth(this)
            // One language at a time: radio items. Each is named in itself, so that it can be found
            // whatever is shown now.
            ActionGroup {
                id: languages
                exclusive: true
            }
            Action {
                text: "&Deutsch"
                checkable: true
                checked: Language.code === "de"
                ActionGroup.group: languages
                onTriggered: Language.setCode("de")
            }
            Action {
                text: "&English"
                checkable: true
                checked: Language.code === "en"
                ActionGroup.group: languages
                onTriggered: Language.setCode("en")
            }
        }
        Menu {
            title: qsTr("&Help")
            delegate: MenuEntry {}
            onOpened: window.markFirstEntry(this)
            width: window.menuWidth(this)
            Action {
                id: rulesAction
                text: current.active ? qsTr("&Rules of %1").arg(current.gameName) : qsTr("&Rules")
                shortcut: "F1"
                onTriggered: rulesDialog.open()
            }
            Action {
                text: qsTr("&Keys")
                onTriggered: keysDialog.open()
            }
            MenuSeparator {}
            Action {
                text: qsTr("&About Knobelbecher")
                onTriggered: aboutDialog.open()
            }
        }
    }

    ResumeDialog {
        id: resumeDialog
        objectName: "resumeDialog"
        store: autosaves
        session: session
        anchors.centerIn: parent
        width: Math.min(parent.width - 40, 640)
        onResumed: window.showGame()
        onProblem: (message) => window.report(message, qsTr("Cannot open the file"))
        onClosed: window.takeKeys()
    }

    BlankSheetDialog {
        id: blankSheetDialog
        objectName: "blankSheetDialog"
        focus: true
        onClosed: window.takeKeys()
        // The blank sheet of the game on the screen, where it is kept on one.
        readonly property bool sheetOnScreen: current.active && Printing.hasBlankSheet(current.gameId)
        gameId: sheetOnScreen ? current.gameId : ""
        playerNames: sheetOnScreen ? current.playerNames : []
        anchors.centerIn: parent
        width: Math.min(parent.width - 40, 520)
        onProblem: (message) => window.report(message, qsTr("Cannot print"))
    }

    RulesDialog {
        id: rulesDialog
        objectName: "rulesDialog"
        focus: true
        onClosed: window.takeKeys()
        anchors.centerIn: parent
        width: Math.min(parent.width - 40, 760)
        height: parent.height - 40
        gameId: current.active ? current.gameId : stack.currentItem && stack.currentItem.gameId ? stack.currentItem.gameId : "escalero"
    }

    // A long message wraps within the window.
    Dialog {
        id: problemDialog
        objectName: "problemDialog"
        property alias text: problemLabel.text
        anchors.centerIn: parent
        width: Math.min(window.width - 80, 560)
        modal: true
        focus: true
        standardButtons: Dialog.NoButton
        onClosed: {
            if (window.waitingProblems.length > 0) {
                const next = window.waitingProblems[0]
                window.waitingProblems = window.waitingProblems.slice(1)
                window.showProblem(next)
                return
            }
            window.takeKeys()
        }
        // The message is read with the button that has the focus.
        onOpened: problemOk.forceActiveFocus()
        Shortcut {
            sequences: ["Return", "Enter"]
            enabled: problemDialog.visible
            onActivated: problemDialog.accept()
        }
        Label {
            id: problemLabel
            width: problemDialog.availableWidth
            wrapMode: Text.Wrap
            textFormat: Text.PlainText
        }
        footer: DialogButtonBox {
            Button {
                id: problemOk
                text: qsTr("OK")
                DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            }
        }
    }

    // Quitting while a full disk keeps something unsaved: Try again (Enter), keep the window open
    // (Escape), or quit and lose it.
    Dialog {
        id: unsavedDialog
        objectName: "unsavedDialog"
        anchors.centerIn: parent
        modal: true
        focus: true
        title: qsTr("Not everything is saved")
        width: Math.min(window.width - 80, 520)
        onClosed: window.takeKeys()
        onOpened: retryButton.forceActiveFocus()
        readonly property string problem: session.unsavedProblem
        EnterPressesFocused { popup: unsavedDialog }
        Label {
            width: unsavedDialog.availableWidth
            wrapMode: Text.Wrap
            textFormat: Text.PlainText
            text: qsTr("%1\n\nKnobelbecher keeps trying to save while the window is open. If you quit now, "
                       + "what is not saved is lost.").arg(unsavedDialog.problem)
        }
        footer: DialogButtonBox {
            Button {
                id: retryButton
                text: qsTr("Try again")
                onClicked: {
                    const saved = session.retrySaving()
                    unsavedDialog.close()
                    if (saved)
                        window.close()
                }
            }
            Button {
                id: stayOpenButton
                text: qsTr("Keep the window open")
                DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            }
            Button {
                id: quitButton
                text: qsTr("Quit without saving")
                onClicked: {
                    window.quitConfirmed = true
                    unsavedDialog.close()
                    window.close()
                }
            }
        }
    }

    // Enter leaves, Escape stays; Enter on Stay (reached with Tab) stays.
    Dialog {
        id: leaveDialog
        objectName: "leaveDialog"
        anchors.centerIn: parent
        modal: true
        focus: true
        title: qsTr("Leave this game?")
        width: Math.min(window.width - 80, 480)
        onClosed: window.takeKeys()
        onOpened: leaveButton.forceActiveFocus()
        Shortcut {
            sequences: ["Return", "Enter"]
            enabled: leaveDialog.visible
            onActivated: stayButton.activeFocus ? leaveDialog.reject() : leaveDialog.accept()
        }
        Label {
            width: leaveDialog.availableWidth
            wrapMode: Text.WordWrap
            text: current.scorePad ? qsTr("The sheet is not full. Leave it and go back to the game list?")
                                : qsTr("The game is not finished. Leave it and go back to the game list?")
        }
        footer: DialogButtonBox {
            Button {
                id: leaveButton
                text: qsTr("Leave")
                DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            }
            Button {
                id: stayButton
                text: qsTr("Stay")
                DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            }
        }
        onAccepted: {
            session.endGame()
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

    // What a screen reader says without the focus moving (Speech.say from any screen): every throw,
    // a computer's entry, a refused entry, the end of a game.
    Announcer {
        id: announcer
        objectName: "announcer"
        width: 1
        height: 1
        Accessible.role: Accessible.Notification
        Accessible.name: text
    }

    KeysDialog {
        id: keysDialog
        objectName: "keysDialog"
        anchors.centerIn: parent
        width: Math.min(parent.width - 40, 620)
        height: Math.min(parent.height - 40, implicitHeight)
        onClosed: window.takeKeys()
    }

    AboutDialog {
        id: aboutDialog
        objectName: "aboutDialog"
        anchors.centerIn: parent
        width: Math.min(parent.width - 40, 520)
        onClosed: window.takeKeys()
    }

    StackView {
        id: stack
        objectName: "pages"
        anchors.fill: parent
        initialItem: GameListPage {
            onGameChosen: (gameId, name, minPlayers, maxPlayers) => stack.push(setupPage, {
                gameId: gameId, gameName: name, minPlayers: minPlayers, maxPlayers: maxPlayers })
        }
    }

    Component {
        id: setupPage
        SetupPage {
            session: window.gameSession
            onStarted: {
                AppSettings.notePlayed(window.current.gameId)
                window.pushGamePage()
            }
            onCancelled: stack.pop()
            onRulesRequested: rulesDialog.open()
        }
    }

    Component {
        id: historyPage
        HistoryPage {
            history: historyStore
            onBack: {
                stack.pop()
                window.takeKeys() // the game page, if the history lay over one, has the keys again
            }
            onShowGame: (id) => {
                const problem = session.showFromHistory(historyStore, id)
                if (problem.length > 0)
                    window.report(problem, qsTr("Cannot open the game"))
                else
                    window.pushGamePage()
            }
            onPrintGame: (id) => {
                const problem = session.showFromHistory(historyStore, id)
                if (problem.length > 0)
                    window.report(problem, qsTr("Cannot open the game"))
                else
                    Printing.print(session)
            }
        }
    }

    Component {
        id: gamePage
        GamePage {
            onLeave: window.backToGameList()
            onRulesRequested: rulesDialog.open()
        }
    }
}
