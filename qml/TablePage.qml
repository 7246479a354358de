// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher
import Knobelbecher.Ui

// A game off the score sheet, composed of the parts the game's observation and legal actions call
// for: a panel with cups per seat, the table's own dice and the pot, a stake board, the betting bar,
// the hand picker, plain action buttons, the round table, the event log, and the result. Every part
// shows when its kind of action is legal or its data exists, so the next game reuses them.
Page {
    id: page
    objectName: "tablePage"
    required property TableController table
    signal leave()
    signal rulesRequested()

    title: table.gameName
    focus: true
    StackView.onActivated: page.takeKeys()
    Component.onCompleted: page.takeKeys()

    readonly property bool animating: {
        for (let i = 0; i < seatRepeater.count; ++i) {
            const panel = seatRepeater.itemAt(i)
            for (let c = 0; panel && c < panel.cups.count; ++c)
                if (panel.cups.itemAt(c) && panel.cups.itemAt(c).animating)
                    return true
        }
        for (let j = 0; j < tableDice.count; ++j)
            if (tableDice.itemAt(j) && tableDice.itemAt(j).animating)
                return true
        return false
    }

    function takeKeys() {
        if (table.privacy)
            privacyScreen.takeKeys()
        else if (table.finished)
            results.takeKeys()
        else if (handPicker.visible && actionBar.mainIndex < 0)
            handPicker.takeKeys()
        else
            page.forceActiveFocus()
    }
    function skipAnimation() {
        for (let i = 0; i < seatRepeater.count; ++i)
            seatRepeater.itemAt(i).skipAnimation()
        for (let j = 0; j < tableDice.count; ++j)
            tableDice.itemAt(j).skipAnimation()
    }
    // Space: the main thing to do now.
    function mainAction() {
        if (table.privacy) {
            table.confirmViewer()
        } else if (table.finished) {
            if (!table.readOnly)
                table.playAgain()
        } else if (animating) {
            skipAnimation()
        } else if (table.computerTurn) {
            table.skipComputer()
        } else if (actionBar.mainIndex >= 0) {
            table.act(actionBar.mainIndex)
        } else if (bettingBar.visible && bettingBar.mainIndex() >= 0) {
            table.act(bettingBar.mainIndex())
        } else if (handPicker.visible) {
            handPicker.announce()
        }
    }
    function toggleDie(die) {
        const action = table.legal.find(a => (a.kind === "hold" || a.kind === "release") && a.die === die)
        if (action)
            table.act(action.index)
    }

    Shortcut {
        sequence: "Space"
        enabled: page.StackView.status === StackView.Active || page.StackView.status === StackView.Activating
        onActivated: page.mainAction()
    }
    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: page.table.privacy
        onActivated: page.table.confirmViewer()
    }
    Connections {
        target: page.table
        function onViewerChanged() { Qt.callLater(page.takeKeys) }
        function onGameFinished() { Qt.callLater(page.takeKeys) }
    }

    // 1–5 keep a die or take it back; any other key hurries a computer or skips the animation.
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Tab || event.key === Qt.Key_Backtab
                || (event.modifiers & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier)))
            return
        if (animating) {
            skipAnimation()
            event.accepted = true
        } else if (table.computerTurn) {
            table.skipComputer()
            event.accepted = true
        } else if (event.key >= Qt.Key_1 && event.key <= Qt.Key_6) {
            toggleDie(event.key - Qt.Key_1)
            event.accepted = true
        }
    }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            anchors.rightMargin: 12
            ToolButton {
                text: qsTr("Game list")
                focusPolicy: Qt.TabFocus
                Accessible.onPressAction: page.leave()
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                onClicked: page.leave()
            }
            Label {
                text: page.table.gameName
                font.pixelSize: 20
                font.bold: true
            }
            Label {
                text: page.table.family
                opacity: 0.75
                font.italic: true
                Layout.leftMargin: 8
            }
            Item { Layout.fillWidth: true }
            // A computer that plays from a table builds it once (Liar Dice: about a minute and a half).
            Label {
                visible: page.table.preparing
                text: qsTr("Preparing the computer's tables: %1 %").arg(Math.floor(page.table.preparation * 100))
                opacity: 0.75
            }
            ProgressBar {
                visible: page.table.preparing
                from: 0
                to: 1
                value: page.table.preparation
                Layout.preferredWidth: 160
                Accessible.name: qsTr("Preparing the computer's tables")
            }
            ToolButton {
                visible: page.table.preparing
                text: qsTr("Cancel")
                focusPolicy: Qt.TabFocus
                Accessible.onPressAction: page.table.cancelPreparation()
                Keys.onReturnPressed: clicked()
                onClicked: page.table.cancelPreparation()
            }
            BusyIndicator {
                running: page.table.thinking && !page.table.preparing
                visible: running
                Layout.preferredHeight: 28
                Layout.preferredWidth: 28
            }
            ToolButton {
                visible: page.table.computerTurn
                text: qsTr("Hurry")
                focusPolicy: Qt.TabFocus
                Accessible.onPressAction: page.table.skipComputer()
                Keys.onReturnPressed: clicked()
                onClicked: page.table.skipComputer()
            }
            ToolButton {
                text: qsTr("Undo")
                enabled: page.table.canUndo
                focusPolicy: Qt.TabFocus
                Accessible.onPressAction: page.table.undo()
                Keys.onReturnPressed: clicked()
                onClicked: page.table.undo()
            }
            ToolButton {
                text: qsTr("Rules")
                focusPolicy: Qt.TabFocus
                Accessible.onPressAction: page.rulesRequested()
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                onClicked: page.rulesRequested()
            }
        }
    }

    background: Rectangle { color: "#2a5f38" }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 12

        ScrollView {
            id: mainArea
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentWidth: availableWidth
            clip: true

            ColumnLayout {
                width: mainArea.availableWidth
                spacing: 12

                Label {
                    objectName: "tableStatus"
                    Layout.fillWidth: true
                    text: page.table.status
                    color: "white"
                    font.pixelSize: 18
                    wrapMode: Text.Wrap
                    textFormat: Text.PlainText
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }

                Flow {
                    Layout.fillWidth: true
                    spacing: 10
                    Repeater {
                        id: seatRepeater
                        model: page.table.seats
                        SeatPanel {
                            required property var modelData
                            table: page.table
                            seat: modelData
                            groups: page.table.dice.filter(g => g.owner === modelData.seat)
                            dieSize: page.width < 1100 ? 36 : 42
                            width: Math.min(implicitWidth + 20, mainArea.availableWidth)
                        }
                    }
                }

                // The dice of the table or the bank, and the pot.
                RowLayout {
                    visible: tableDice.count > 0 || page.table.pot > 0
                    spacing: 16
                    Repeater {
                        id: tableDice
                        model: page.table.dice.filter(g => g.owner < 0)
                        Cup {
                            required property var modelData
                            table: page.table
                            group: modelData
                            dieSize: 54
                        }
                    }
                    Rectangle {
                        objectName: "pot"
                        visible: page.table.pot > 0
                        implicitWidth: potLabel.implicitWidth + 24
                        implicitHeight: 40
                        radius: 20
                        color: "#ffb300"
                        Accessible.role: Accessible.StaticText
                        Accessible.name: potLabel.text
                        Label {
                            id: potLabel
                            anchors.centerIn: parent
                            text: qsTr("Pot: %n chip(s)", "", page.table.pot)
                            font.bold: true
                            color: "#3e2723"
                        }
                    }
                }

                StakeBoard {
                    id: stakeBoard
                    table: page.table
                    Layout.alignment: Qt.AlignHCenter
                }

                ActionBar {
                    id: actionBar
                    table: page.table
                    Layout.fillWidth: true
                }
                BettingBar {
                    id: bettingBar
                    table: page.table
                }
                HandPicker {
                    id: handPicker
                    table: page.table
                }
                TableResults {
                    id: results
                    table: page.table
                    Layout.fillWidth: true
                    Layout.maximumWidth: 560
                    onPlayAgain: page.table.playAgain()
                    onLeave: page.leave()
                }
            }
        }

        ColumnLayout {
            Layout.preferredWidth: Math.min(340, page.width * 0.3)
            Layout.maximumWidth: 340
            Layout.fillHeight: true
            spacing: 12
            RoundTable {
                table: page.table
                Layout.fillWidth: true
            }
            EventLog {
                table: page.table
                Layout.fillWidth: true
                Layout.fillHeight: true
            }
        }
    }

    PrivacyScreen {
        id: privacyScreen
        table: page.table
        anchors.fill: parent
    }
}
