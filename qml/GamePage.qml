// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher

Page {
    id: page
    required property GameController controller
    signal leave()
    signal rulesRequested()

    property int pendingColumn: -1
    property int pendingRow: -1

    title: controller.gameName

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
        if (controller.writeBox(column, row))
            sheet.resetCursor()
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
        if (tray.animating) {
            tray.skipAnimation()
        } else if (controller.computerTurn) {
            controller.skipComputer()
        } else if (controller.canThrow) {
            throwDice()
        }
    }
    // After a dialog, the keys go to the sheet again.
    function takeKeys() {
        sheet.forceActiveFocus()
    }

    Component.onCompleted: sheet.forceActiveFocus()

    // A shortcut comes before the focused control: Space never presses the button that was clicked
    // last (Rules, Game list). Modal dialogs block it.
    Shortcut {
        sequence: "Space"
        enabled: (page.StackView.status === StackView.Active || page.StackView.status === StackView.Activating)
                 && !page.controller.scorePad && !page.controller.readOnly
        onActivated: page.mainAction()
    }
    Shortcut {
        sequence: "Escape"
        enabled: hintPopup.visible
        onActivated: hintPopup.close()
    }

    Connections {
        target: page.controller
        function onStateChanged() {
            if (page.controller.finished && !page.controller.scorePad && !page.controller.readOnly && !resultsPopup.shownOnce) {
                resultsPopup.shownOnce = true
                resultsPopup.open()
            }
        }
    }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            anchors.rightMargin: 12
            ToolButton {
                text: qsTr("Game list")
                focusPolicy: Qt.TabFocus
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                onClicked: page.leave()
            }
            Label {
                text: page.controller.gameName
                font.pixelSize: 20
                font.bold: true
            }
            Label {
                text: page.controller.scorePad ? qsTr("score pad") : qsTr("round %1 of %2").arg(page.controller.round).arg(page.controller.roundCount)
                opacity: 0.75
                Layout.leftMargin: 8
            }
            Item { Layout.fillWidth: true }
            // The first game of Würfel-Poker with a computer or a hint builds its tables once.
            Label {
                visible: page.controller.preparing
                text: qsTr("Preparing the computer's tables: %1 %").arg(Math.floor(page.controller.preparation * 100))
                opacity: 0.75
                ToolTip.visible: preparingArea.containsMouse
                ToolTip.text: qsTr("The first time takes about a minute; afterwards the tables are read from disk.")
                MouseArea {
                    id: preparingArea
                    anchors.fill: parent
                    hoverEnabled: true
                }
            }
            ProgressBar {
                visible: page.controller.preparing
                from: 0
                to: 1
                value: page.controller.preparation
                Layout.preferredWidth: 160
            }
            BusyIndicator {
                running: page.controller.thinking
                visible: running
                Layout.preferredHeight: 28
                Layout.preferredWidth: 28
            }
            ToolButton {
                visible: page.controller.computerTurn
                focusPolicy: Qt.TabFocus
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                text: qsTr("Hurry")
                onClicked: {
                    tray.skipAnimation()
                    page.controller.skipComputer()
                }
            }
            ToolButton {
                visible: page.controller.hintAvailable && !page.controller.finished
                enabled: page.controller.scorePad || (page.controller.throwsMade > 0 && !page.controller.computerTurn)
                text: qsTr("Hint")
                focusPolicy: Qt.TabFocus
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                onClicked: page.askHint()
            }
            ToolButton {
                text: qsTr("Rules")
                focusPolicy: Qt.TabFocus
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                onClicked: page.rulesRequested()
            }
            ToolButton {
                visible: page.controller.finished && !page.controller.scorePad && !page.controller.readOnly
                text: qsTr("Result")
                focusPolicy: Qt.TabFocus
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                onClicked: resultsPopup.open()
            }
        }
    }

    // Keys that the sheet leaves alone: H asks for a hint, 1–8 set dice aside, any other key skips the
    // animation or hurries a computer. Keys with Ctrl or Alt belong to the menus, Tab to the focus.
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Tab || event.key === Qt.Key_Backtab
                || (event.modifiers & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier)))
            return
        if (controller.scorePad) {
            if (event.key === Qt.Key_H && controller.hintAvailable && !controller.finished) {
                askHint()
                event.accepted = true
            }
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
            controller.toggleDie(event.key - Qt.Key_1)
            event.accepted = true
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 10

        DiceTray {
            id: tray
            controller: page.controller
            visible: !page.controller.scorePad && !page.controller.readOnly
            Layout.fillWidth: true
            Layout.preferredHeight: implicitHeight
        }

        Label {
            id: status
            Layout.fillWidth: true
            text: page.controller.status
            textFormat: Text.PlainText
            font.pixelSize: 15
            wrapMode: Text.WordWrap
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }

        // The sheet takes the room its columns need and scrolls when the window is smaller;
        // on the score pad the standing so far stands beside it.
        Item {
            id: sheetArea
            Layout.fillWidth: true
            Layout.fillHeight: true
            // The standing beside the sheet: live on the score pad, and for a game from the history.
            readonly property real panelWidth: page.controller.scorePad || page.controller.readOnly ? 320 : 0

            ScoreSheet {
                id: sheet
                controller: page.controller
                focus: true
                clip: true
                width: Math.min(implicitWidth, sheetArea.width - (sheetArea.panelWidth > 0 ? sheetArea.panelWidth + 12 : 0))
                height: Math.min(implicitHeight, sheetArea.height)
                onWriteRequested: (column, row) => page.requestWrite(column, row)
                onEditRefused: (message) => messageBar.text = message
                onEditAccepted: messageBar.text = ""
            }

            Frame {
                visible: sheetArea.panelWidth > 0
                x: sheet.width + 12
                width: sheetArea.panelWidth
                height: Math.min(sheetArea.height, Math.max(sheet.height, standing.implicitHeight + 24))
                ScrollView {
                    anchors.fill: parent
                    contentWidth: availableWidth
                    ResultsView {
                        id: standing
                        width: parent.width
                        controller: page.controller
                    }
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
        parent: page.contentItem
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
        // Enter strikes out, Escape cancels.
        Shortcut {
            sequences: ["Return", "Enter"]
            enabled: strikeDialog.visible
            onActivated: strikeDialog.accept()
        }
        footer: DialogButtonBox {
            Button {
                text: qsTr("Strike out")
                DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            }
            Button {
                text: qsTr("Cancel")
                DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            }
        }
        Label {
            text: qsTr("These dice give nothing in %1. Strike it out with 0?")
                  .arg(page.controller.sheet.gameRowCount > 0 ? page.controller.sheet.headerData(page.pendingRow, Qt.Vertical) : "")
            width: strikeDialog.availableWidth
            wrapMode: Text.WordWrap
        }
        onAccepted: page.write(page.pendingColumn, page.pendingRow)
        onClosed: sheet.forceActiveFocus()
    }

    // The best choices for the situation, with what each would cost.
    // Beside the sheet, below the table with the Throw button: it never covers the button.
    Popup {
        id: hintPopup
        objectName: "hintPopup"
        x: page.width - width - 12
        y: tray.visible ? tray.y + tray.height + 20 : 8
        width: 480
        // It never takes the keys: Space still throws, and the page's Escape closes it (a popup that
        // closed on Escape by itself would block every shortcut of the page while open).
        closePolicy: Popup.CloseOnPressOutsideParent
        padding: 14
        ColumnLayout {
            width: parent.width
            spacing: 6
            Label {
                text: qsTr("Hint")
                font.bold: true
                font.pixelSize: 16
            }
            Label {
                visible: page.controller.thinking && page.controller.hints.length === 0
                text: page.controller.preparing
                      ? qsTr("Preparing the computer's tables: %1 %").arg(Math.floor(page.controller.preparation * 100))
                      : qsTr("Working it out…")
            }
            Repeater {
                model: page.controller.hints
                delegate: RowLayout {
                    required property var modelData
                    required property int index
                    Layout.fillWidth: true
                    Label {
                        Layout.fillWidth: true
                        text: qsTr("%1. %2").arg(index + 1).arg(modelData.text)
                        font.bold: index === 0
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        text: index === 0 ? qsTr("expected %1").arg(Number(modelData.expected).toLocaleString(Qt.locale(), "f", 1))
                                          : qsTr("−%1").arg(Number(modelData.loss).toLocaleString(Qt.locale(), "f", 2))
                        opacity: 0.8
                    }
                }
            }
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
                placeholderText: page.controller.pokerDice ? "9 J Q Q A" : "1 3 3 5 6"
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

    Popup {
        id: resultsPopup
        property bool shownOnce: false
        anchors.centerIn: parent
        modal: true
        width: Math.min(page.width - 40, 520)
        height: Math.min(page.height - 40, resultsColumn.implicitHeight + 40)
        padding: 20
        ScrollView {
            anchors.fill: parent
            contentWidth: availableWidth
            ColumnLayout {
                id: resultsColumn
                width: parent.width
                ResultsView {
                    controller: page.controller
                    Layout.fillWidth: true
                }
                RowLayout {
                    Layout.topMargin: 12
                    Layout.alignment: Qt.AlignRight
                    Button {
                        text: qsTr("Show the sheet")
                        onClicked: resultsPopup.close()
                    }
                    Button {
                        text: qsTr("Game list")
                        highlighted: true
                        onClicked: {
                            resultsPopup.close()
                            page.leave()
                        }
                    }
                }
            }
        }
    }
}
