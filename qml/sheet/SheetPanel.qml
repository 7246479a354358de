// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher
import Knobelbecher.Ui
import "../focus.js" as Focus

// The board of a score-sheet game in the one game page: the sheet, and beside it the dice tray, the
// status, Contra and Doppelhand, the computer's entry, the standing or the result, and the event log;
// the strike question, the hint and the score pad's typed throw. The page around it has the header,
// the keys every game shares and the privacy screen, and asks this panel what only a sheet knows.
Item {
    id: page
    objectName: "sheetPanel"
    required property GameController controller
    /// The page shows this game on top of the stack: only then it speaks and takes keys.
    property bool onTop: true
    signal leave()

    property int pendingColumn: -1
    property int pendingRow: -1

    // What the page's header shows of this game: the round, or that it is the score pad.
    readonly property string subtitle: controller.scorePad ? qsTr("score pad")
                                                           : qsTr("round %1 of %2").arg(controller.round).arg(controller.roundCount)
    /// The header keeps this line before the fingerprint (the round: yes; the family: no).
    readonly property bool subtitleFirst: true
    readonly property bool subtitleItalic: false
    readonly property bool hintEnabled: controller.scorePad || (controller.throwsMade > 0 && !controller.computerTurn)
    readonly property bool hurryVisible: controller.computerTurn && !controller.throwDue // real dice: the person throws for it
    readonly property string hurryText: qsTr("Hurry")
    readonly property string hurryDescription: ""
    readonly property bool undoInHeader: false
    /// Space is the game's (throw, hurry); on the score pad and in a game from the history it is not.
    readonly property bool takesSpace: !controller.scorePad && !controller.readOnly
    /// The page's own colour behind the sheet.
    readonly property string backgroundColor: ""
    readonly property bool animating: tray.animating
    function skipAnimation() { tray.skipAnimation() }
    function hurry() {
        tray.skipAnimation()
        controller.skipComputer()
    }
    function requestWrite(column, row) {
        if (!controller.canWrite)
            return
        // Dice still rolling are shown first: nothing is written from dice the player has not seen.
        if (tray.animating) {
            tray.skipAnimation()
            return
        }
        if (controller.writesZero(column, row)) {
            pendingColumn = column
            pendingRow = row
            strikeDialog.open()
            return
        }
        write(column, row)
    }
    function write(column, row) {
        // Said before the box is written, while the dice that made it are still on the table.
        const said = narrator.writeText(column, row)
        if (controller.writeBox(column, row)) {
            sheet.resetCursor()
            if (!controller.finished)
                Speech.say(said + " " + controller.status)
        }
    }
    // S or Ctrl+I: where the game stands, said at once.
    function sayState() {
        Speech.say(narrator.stateText())
    }
    function askHint() {
        if (controller.scorePad) {
            padHintDialog.open()
        } else {
            controller.requestHint()
            hintPopup.open()
        }
    }
    function throwDice() {
        tray.skipAnimation()
        controller.throwDice()
    }
    // Space: the one main action, whatever has the keyboard — throw, or hurry a computer.
    function mainAction() {
        // A die with the keys (reached with Tab, as a screen reader's user does): Space sets it aside.
        const focused = page.Window.activeFocusItem
        if (focused && focused.isDie === true) {
            if (focused.enabled)
                focused.clicked()
            return
        }
        // While dice roll, Space first shows them at rest — except at the start of a person's turn, where
        // they are the last player's dice (a computer at a brisk pace) and Space means this turn's throw.
        const turnStarts = controller.canThrow && controller.throwsMade === 0 && !controller.computerTurn
        if (tray.animating && !turnStarts) {
            tray.skipAnimation()
        } else if (controller.computerTurn) {
            controller.skipComputer()
        } else if (controller.contraWaiting) {
            contraPlayOn.forceActiveFocus() // a Contra is answered with a button, never by Space alone
        } else if (controller.canThrow) {
            throwDice()
        } else if (controller.canKeepFirstHand) {
            controller.keepFirstHand() // Doppelhand: after the last throw keeping the hand is all there is
        }
    }
    // After a dialog, the keys go to the sheet again (after the game: to Play again).
    function takeKeys() {
        if (Focus.dialogHasKeys(Window.activeFocusItem, Overlay.overlay))
            return
        if (controller.throwDue)
            return // real dice: the game page's entry has the keys until the throw is typed
        if (resultPanel.offersPlayAgain && resultPanel.keysAtEnd)
            resultPanel.takeKeys()
        else if (controller.contraWaiting && !controller.computerTurn)
            contraPlayOn.forceActiveFocus() // a Contra waiting for a person: the answer has the keys
        else
            sheet.forceActiveFocus()
    }

    Component.onCompleted: takeKeys()

    // What a screen reader says of the game: every throw, a computer's entries, the end.
    GameNarrator {
        id: narrator
        // Only the page on top speaks: one that is leaving is still there while it slides away.
        controller: page.onTop ? page.controller : null
        onAnnounce: (text) => Speech.say(text)
    }
    Shortcut {
        sequence: "Escape"
        enabled: hintPopup.visible
        onActivated: hintPopup.close()
    }
    // The hint goes when the position changes, as at the table: a popup left open would show an empty
    // list. Looked at once the change is whole (an answer ends the thinking before its list comes).
    function closeAnEmptyHint() {
        if (!controller.hinting && controller.hints.length === 0)
            hintPopup.close()
    }
    Connections {
        target: page.controller
        function onHintsChanged() { Qt.callLater(page.closeAnEmptyHint) }
    }


    // Keys that the sheet leaves alone: H asks for a hint, 1–8 set dice aside, any other key skips the
    // animation or hurries a computer. Keys with Ctrl or Alt belong to the menus, Tab to the focus.
    // (The page has let Tab and the keys with Ctrl or Alt pass.)
    function keyPressed(event) {
        if (controller.scorePad) {
            if (event.key === Qt.Key_H && controller.hintAvailable && !controller.finished) {
                askHint()
                event.accepted = true
            }
            return
        }
        if (event.key === Qt.Key_S) { // what the game stands at, also while the dice land
            tray.skipAnimation()
            sayState()
            event.accepted = true
            return
        }
        if (tray.animating) {
            tray.skipAnimation()
            event.accepted = true
            return
        }
        if (controller.computerTurn) {
            controller.skipComputer() // any key hurries the computer
            event.accepted = true
            return
        }
        if (event.key === Qt.Key_H) {
            askHint()
            event.accepted = true
        } else if (event.key >= Qt.Key_1 && event.key <= Qt.Key_8) {
            // Said, as the die that has no focus says nothing itself: "Die 2, King, set aside".
            if (controller.toggleDie(event.key - Qt.Key_1))
                Speech.say(tray.dieName(event.key - Qt.Key_1))
            event.accepted = true
        } else if (event.key === Qt.Key_C && controller.canOfferContra) {
            controller.offerContra()
            event.accepted = true
        } else if (event.key === Qt.Key_K && controller.canKeepFirstHand) {
            controller.keepFirstHand()
            event.accepted = true
        }
    }

    // A Contra waiting for a person: the answer has the keys, Enter plays on, Tab reaches Give up.
    Connections {
        target: page.controller
        function onStateChanged() {
            if (page.controller.contraWaiting && !page.controller.computerTurn)
                contraPlayOn.forceActiveFocus()
        }
    }

    // The sheet on the left gets the whole height; beside it a panel with the table, what is
    // happening, and the standing or the result. The panel takes what the sheet leaves, and the
    // sheet's boxes shrink (down to what a number needs) when it leaves too little. A sheet too wide
    // for that (eight players of Würfel-Poker at 1024 px) gets the whole width, and the table and the
    // status stand in a strip above it; only what fits nowhere scrolls, with its scroll bar in sight.
    Item {
        id: body
        anchors.fill: parent
        anchors.margins: 12
        readonly property bool playing: !page.controller.scorePad && !page.controller.readOnly
        readonly property bool showsStanding: page.controller.scorePad || page.controller.readOnly || page.controller.finished
        readonly property real room: width - sheet.naturalWidth - 12
        readonly property real minimumPanel: playing ? 240 : 300
        readonly property bool stacked: playing && !page.controller.finished
                                        && sheet.minimumWidth > width - minimumPanel - 12
        // A tray with the dice in a row where there is room for it, else upright in a narrow column.
        readonly property bool wideTray: stacked || (playing && !page.controller.finished && room >= 560)
        readonly property real panelWidth: stacked ? width
                                         : wideTray ? Math.min(room, 620)
                                         : Math.max(minimumPanel, Math.min(room, 380))

        ScoreSheet {
            id: sheet
            controller: page.controller
            focus: true
            clip: true
            revealed: tray.revealed
            y: body.stacked ? panel.height + 10 : 0
            availableWidth: body.stacked ? body.width : body.width - body.panelWidth - 12
            availableHeight: body.height - y
            width: Math.min(implicitWidth, availableWidth)
            height: Math.min(implicitHeight, availableHeight)
            onWriteRequested: (column, row) => page.requestWrite(column, row)
            onEditRefused: (message) => {
                messageBar.text = message
                Speech.say(message)
            }
            onEditAccepted: (spoken) => {
                messageBar.text = ""
                Speech.say(spoken) // what was written, as the box now reads
            }
        }

        ScrollView {
            id: panel
            x: body.stacked ? 0 : sheet.width + 12
            width: Math.min(body.panelWidth, body.width - x)
            height: body.stacked ? Math.min(panelContent.implicitHeight, body.height * 0.3) : body.height
            contentWidth: availableWidth
            clip: true

            // Positioned by hand rather than by a GridLayout: Qt 6.4's layouts crashed when the game
            // ended and the result replaced the tray inside a nested layout.
            Item {
                id: panelContent
                width: panel.availableWidth
                implicitHeight: body.stacked ? Math.max(tray.height, texts.implicitHeight)
                                             : (tray.visible ? tray.height + 10 : 0) + texts.implicitHeight

                DiceTray {
                    id: tray
                    controller: page.controller
                    visible: body.playing && !page.controller.finished
                    vertical: !body.wideTray
                    // In the strip the dice are small and in a row: the sheet below keeps its rows.
                    width: body.stacked ? Math.max(3, page.controller.diceCount) * 52 + 24 + 190 : parent.width
                    height: body.stacked ? 36 * (keeps ? 3 : 1.8) + 24
                          : vertical ? Math.min(implicitHeight, Math.max(260, body.height - 140))
                          : implicitHeight
                }

                Column {
                    id: texts
                    x: body.stacked ? tray.width + 16 : 0
                    y: body.stacked || !tray.visible ? 0 : tray.height + 10
                    width: parent.width - x
                    spacing: 10

                    // Doppelhand: the first hand waits beside the tray while the second turn is played;
                    // the sheet's free boxes show the better of the two hands (a small 1: the first's).
                    Rectangle {
                        id: firstHand
                        objectName: "firstHand"
                        visible: page.controller.doubleHand && page.controller.hasFirstHand && body.playing
                                 && !page.controller.finished
                        width: parent.width
                        height: visible ? firstHandColumn.implicitHeight + 16 : 0
                        radius: 8
                        color: "#245532"
                        border.color: "#3f8a55"
                        Accessible.role: Accessible.StaticText
                        Accessible.name: page.controller.firstHandText
                        Column {
                            id: firstHandColumn
                            x: 8
                            y: 8
                            width: parent.width - 16
                            spacing: 6
                            Label {
                                Accessible.ignored: true
                                text: page.controller.firstHandServed && page.controller.scoresServed
                                      ? qsTr("First hand (served)") : qsTr("First hand")
                                color: "#ffd54f"
                                font.pixelSize: 14
                                font.bold: true
                            }
                            Row {
                                spacing: 8
                                Repeater {
                                    model: page.controller.firstHandFaces
                                    Die {
                                        required property var modelData
                                        width: 40
                                        height: 40
                                        face: modelData
                                        poker: page.controller.pokerDice
                                        symbols: page.controller.dice.pokerSymbols
                                        enabled: false
                                        reducedMotion: true
                                        Accessible.ignored: true // the panel says the whole hand
                                    }
                                }
                            }
                            Label {
                                Accessible.ignored: true
                                width: parent.width
                                text: qsTr("Each box gets the better of the two hands; a small 1 marks the first hand's.")
                                color: "#e8f5e9"
                                font.pixelSize: 12
                                wrapMode: Text.WordWrap
                            }
                        }
                    }

                    StatusLine {
                        id: status
                        controller: page.controller
                        width: parent.width
                        // Until the dice land, the status says only that they are thrown.
                        instead: tray.revealed || page.controller.throwsMade === 0
                                 ? "" : qsTr("%1 throws…").arg(page.controller.currentPlayerName)
                    }

                    // A program playing a seat failed: who, why, which level plays on, where its log is.
                    Label {
                        id: programNotes
                        objectName: "programNotes"
                        width: parent.width
                        visible: text.length > 0
                        text: page.controller.programNotes.join("\n")
                        textFormat: Text.PlainText
                        font.pixelSize: 13
                        color: "#b71c1c"
                        wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                    }

                    // Contra and Recontra: the stake beside the sheet, and the doubling and its answer.
                    Column {
                        id: contraPanel
                        objectName: "contraPanel"
                        visible: page.controller.contraPlayed
                        width: parent.width
                        spacing: 6

                        Label {
                            objectName: "stake"
                            width: parent.width
                            text: page.controller.stakeText
                            textFormat: Text.PlainText
                            font.pixelSize: Math.round(15 * AppSettings.fontScale)
                            font.bold: page.controller.stake > 1
                            wrapMode: Text.WordWrap
                            Accessible.role: Accessible.StaticText
                            Accessible.name: text
                        }
                        Flow {
                            width: parent.width
                            spacing: 8
                            Button {
                                id: contraOffer
                                objectName: "contraOffer"
                                visible: body.playing && !page.controller.finished && !page.controller.contraWaiting
                                enabled: page.controller.canOfferContra && !page.controller.computerTurn
                                text: qsTr("Contra (C)")
                                Accessible.role: Accessible.Button
                                Accessible.name: qsTr("Contra: double the stake to %1").arg(page.controller.stake * 2)
                                Accessible.description: enabled ? "" : qsTr("Not now: Contra is said before the first throw, and not twice in a row by the same player")
                                Keys.onReturnPressed: clicked()
                                Keys.onEnterPressed: clicked()
                                onClicked: {
                                    page.controller.offerContra()
                                    sheet.forceActiveFocus()
                                }
                            }
                            Button {
                                id: contraPlayOn
                                objectName: "contraPlayOn"
                                visible: page.controller.contraWaiting && !page.controller.computerTurn
                                highlighted: true
                                text: qsTr("Play on at ×%1").arg(page.controller.stake * 2)
                                Accessible.role: Accessible.Button
                                Accessible.name: qsTr("Play on at the double stake, ×%1").arg(page.controller.stake * 2)
                                KeyNavigation.tab: contraGiveUp
                                Keys.onReturnPressed: clicked()
                                Keys.onEnterPressed: clicked()
                                onClicked: {
                                    page.controller.answerContra(true)
                                    sheet.forceActiveFocus()
                                }
                            }
                            Button {
                                id: contraGiveUp
                                objectName: "contraGiveUp"
                                visible: page.controller.contraWaiting && !page.controller.computerTurn
                                text: qsTr("Give up")
                                Accessible.role: Accessible.Button
                                Accessible.name: qsTr("Give up and pay at stake ×%1").arg(page.controller.stake)
                                KeyNavigation.tab: contraPlayOn
                                Keys.onReturnPressed: clicked()
                                Keys.onEnterPressed: clicked()
                                onClicked: {
                                    page.controller.answerContra(false)
                                    sheet.forceActiveFocus()
                                }
                            }
                        }
                    }

                    // What a computer player writes, or wrote last; its box lights up on the sheet.
                    Label {
                        id: computerEntry
                        objectName: "computerEntry"
                        width: parent.width
                        visible: text.length > 0
                        text: page.controller.lastEntry.text || ""
                        textFormat: Text.PlainText
                        font.pixelSize: Math.round(15 * AppSettings.fontScale)
                        font.bold: true
                        color: "#bf360c"
                        wrapMode: Text.WordWrap
                        Accessible.role: Accessible.StaticText
                        Accessible.name: page.controller.lastEntry.spoken || ""
                    }

                    // The standing beside the sheet: live on the score pad, for a game from the history,
                    // and the result of a finished game — the sheet it sums up stays in sight.
                    GameResult {
                        id: resultPanel
                        controller: page.controller
                        onTop: page.onTop
                        keysAtEnd: !page.controller.scorePad
                        visible: body.showsStanding
                        width: parent.width
                        onLeave: page.leave()
                        onPlayingAgain: page.takeKeys()
                    }
                }

                // What happened, as at the table: the throws, what stayed, what was written. Below the
                // texts in the room the panel has left (never more: it does not make the panel scroll);
                // a strip over a wide sheet has none.
                EventLog {
                    id: eventLog
                    entries: page.controller.log
                    visible: !body.stacked && roomLeft >= 110
                    readonly property real startY: texts.y + texts.implicitHeight + 12
                    readonly property real roomLeft: panel.height - startY
                    y: startY
                    width: parent.width
                    height: Math.max(110, roomLeft)
                }
            }
        }
    }

    // What was refused, over the foot of the page: it never moves the sheet (a click lands where it was
    // aimed, and mouse clicks pass through it). It goes with the next good entry, or after a while.
    Rectangle {
        id: messageBar
        property alias text: messageText.text
        objectName: "messageBar"
        parent: page
        z: 5
        visible: text.length > 0
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 16
        width: Math.min(parent.width - 48, Math.max(320, messageText.implicitWidth + 24))
        height: messageText.implicitHeight + 12
        radius: 4
        color: "#fdecea"
        border.color: "#c62828"
        onTextChanged: if (text.length > 0) messageTimer.restart()
        Label {
            id: messageText
            anchors.fill: parent
            anchors.margins: 6
            color: "#8e0000"
            wrapMode: Text.WordWrap
            textFormat: Text.PlainText
            Accessible.role: Accessible.AlertMessage
            Accessible.name: text
        }
        Timer {
            id: messageTimer
            interval: 8000
            onTriggered: messageBar.text = ""
        }
    }

    Dialog {
        id: strikeDialog
        objectName: "strikeDialog"
        anchors.centerIn: parent
        modal: true
        focus: true
        width: Math.min(page.width - 80, 460)
        title: qsTr("Write 0?")
        // The question is read with the button that has the focus.
        onOpened: strikeButton.forceActiveFocus()
        // Enter strikes out, Escape cancels; Enter on Cancel (reached with Tab) cancels.
        Shortcut {
            sequences: ["Return", "Enter"]
            enabled: strikeDialog.visible
            onActivated: strikeCancel.activeFocus ? strikeDialog.reject() : strikeDialog.accept()
        }
        footer: DialogButtonBox {
            Button {
                id: strikeButton
                text: qsTr("Strike out")
                DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            }
            Button {
                id: strikeCancel
                text: qsTr("Cancel")
                DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            }
        }
        Label {
            id: strikeQuestion
            text: qsTr("These dice give nothing in %1. Strike it out with 0?")
                  .arg(page.controller.sheet.gameRowCount > 0 ? page.controller.sheet.headerData(page.pendingRow, Qt.Vertical) : "")
            width: strikeDialog.availableWidth
            wrapMode: Text.WordWrap
        }
        onAccepted: page.write(page.pendingColumn, page.pendingRow)
        onClosed: page.takeKeys()
    }

    // The best choices for the situation, with what each would cost.
    // Beside the sheet, below the table with the Throw button: it never covers the button.
    Popup {
        id: hintPopup
        objectName: "hintPopup"
        // Never over the throw button: below a tray in a row and the status, beside an upright tray.
        x: body.wideTray || !tray.visible ? page.width - width - 12 : Math.max(12, panel.x + 12 - width - 8)
        y: body.wideTray && tray.visible ? 12 + (body.stacked ? panel.height : texts.y + texts.height) + 8 : 8
        width: 480
        // It never takes the keys: Space still throws, and the page's Escape closes it (a popup that
        // closed on Escape by itself would block every shortcut of the page while open).
        closePolicy: Popup.CloseOnPressOutsideParent
        padding: 14
        HintList {
            controller: page.controller
            width: parent.width
        }
    }

    // On the score pad: the throw of real dice is typed in.
    Dialog {
        id: padHintDialog
        objectName: "padHintDialog"
        anchors.centerIn: parent
        modal: true
        focus: true
        title: qsTr("Hint for a throw")
        onOpened: hintDice.forceActiveFocus()
        onClosed: page.takeKeys()
        Shortcut {
            sequences: ["Return", "Enter"]
            enabled: padHintDialog.visible
            onActivated: padHintDialog.accept()
        }
        GridLayout {
            columns: 2
            Label { text: qsTr("Player") }
            ComboBox {
                id: hintPlayer
                model: page.controller.playerNames
                // A name is shown as written, never as markup.
                delegate: ItemDelegate {
                    required property string modelData
                    required property int index
                    width: ListView.view ? ListView.view.width : implicitWidth
                    highlighted: hintPlayer.highlightedIndex === index
                    contentItem: Label { text: modelData; textFormat: Text.PlainText }
                }
            }
            Label { text: qsTr("Dice") }
            TextField {
                id: hintDice
                placeholderText: page.controller.pokerDice ? qsTr("9 J Q Q A", "a throw of poker dice as typed (German: 9 B D D A)") : "1 3 3 5 6"
                Accessible.name: qsTr("Dice")
            }
            Label { text: qsTr("Throws left") }
            SpinBox {
                id: hintThrows
                editable: true
                Accessible.name: qsTr("Throws left")
                from: 0
                to: Math.max(0, page.controller.throwsPerTurn - 1)
                value: Math.max(0, page.controller.throwsPerTurn - 1)
            }
            Label { text: qsTr("All dice in one throw") }
            CheckBox {
                id: hintServed
                checked: hintThrows.value === page.controller.throwsPerTurn - 1
            }
        }
        footer: DialogButtonBox {
            Button {
                text: qsTr("Show the hint")
                DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            }
            Button {
                text: qsTr("Cancel")
                DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            }
        }
        onAccepted: {
            // What is typed counts, also when Enter comes before the box took it.
            const typed = hintThrows.valueFromText(hintThrows.contentItem.text, hintThrows.locale)
            const throwsLeft = isNaN(typed) ? -1 : typed
            const problem = page.controller.requestHintFor(hintPlayer.currentIndex, hintDice.text, throwsLeft,
                                                           hintServed.checked)
            if (problem.length > 0) {
                messageBar.text = problem
            } else {
                messageBar.text = ""
                hintPopup.open()
            }
        }
    }
}
