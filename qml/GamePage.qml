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
        tray.skipAnimation()
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

    Component.onCompleted: sheet.forceActiveFocus()

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
                onClicked: page.askHint()
            }
            ToolButton {
                text: qsTr("Rules")
                onClicked: page.rulesRequested()
            }
            ToolButton {
                visible: page.controller.finished && !page.controller.scorePad && !page.controller.readOnly
                text: qsTr("Result")
                onClicked: resultsPopup.open()
            }
        }
    }

    // Keys that the sheet leaves alone: Space or Enter throws, 1–8 set dice aside, any key skips the animation.
    Keys.onPressed: (event) => {
        if (controller.scorePad)
            return
        if (tray.animating && event.key !== Qt.Key_Tab) {
            tray.skipAnimation()
            if (event.key !== Qt.Key_Space && event.key !== Qt.Key_Return && event.key !== Qt.Key_Enter) {
                event.accepted = true
                return
            }
        }
        if (controller.computerTurn) {
            tray.skipAnimation()
            controller.skipComputer() // any key hurries the computer
            event.accepted = true
            return
        }
        if (event.key === Qt.Key_H) {
            askHint()
            event.accepted = true
        } else if (event.key === Qt.Key_Space || event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            throwDice()
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

        Rectangle {
            id: messageBar
            property alias text: messageText.text
            Layout.fillWidth: true
            visible: text.length > 0
            implicitHeight: messageText.implicitHeight + 12
            radius: 4
            color: "#fdecea"
            border.color: "#c62828"
            Label {
                id: messageText
                textFormat: Text.PlainText
                anchors.fill: parent
                anchors.margins: 6
                color: "#8e0000"
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.AlertMessage
            }
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

    Dialog {
        id: strikeDialog
        anchors.centerIn: parent
        modal: true
        title: qsTr("Write 0?")
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
            wrapMode: Text.WordWrap
        }
        onAccepted: page.write(page.pendingColumn, page.pendingRow)
        onClosed: sheet.forceActiveFocus()
    }

    // The best choices for the situation, with what each would cost.
    Popup {
        id: hintPopup
        x: page.width - width - 12
        y: 8
        width: 480
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
        anchors.centerIn: parent
        modal: true
        title: qsTr("Hint for a throw")
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
            const problem = page.controller.requestHintFor(hintPlayer.currentIndex, hintDice.text, hintThrows.value, hintServed.checked)
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
