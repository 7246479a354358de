// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher
import Knobelbecher.Ui

// The end of a game: the places, who pays whom, and Play again.
Rectangle {
    id: results
    objectName: "tableResults"
    required property TableController table
    signal playAgain()
    signal leave()
    visible: table.finished
    implicitHeight: column.implicitHeight + 24
    radius: 10
    color: "#fffdf5"
    border.color: "#ffb300"
    border.width: 3
    function takeKeys() {
        againButton.forceActiveFocus()
    }

    ColumnLayout {
        id: column
        x: 12
        y: 12
        width: results.width - 24
        spacing: 6
        Label {
            text: qsTr("Result")
            font.pixelSize: Math.round(20 * AppSettings.fontScale)
            font.bold: true
            color: "#3e2723"
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Repeater {
            // Read only at the end: the result is not worked out at every move of the game.
            model: results.table.finished ? results.table.standings : []
            Label {
                required property var modelData
                Layout.fillWidth: true
                // The figure with its unit, as the game counts: "+12 chips", "3 beer mats", "1 match won".
                text: qsTr("%1. %2: %3").arg(modelData.place).arg(modelData.name).arg(modelData.result)
                font.bold: modelData.place === 1
                color: "#3e2723"
                textFormat: Text.PlainText
            }
        }
        Label {
            visible: results.table.finished && results.table.payments.length > 0
            text: qsTr("Who pays whom")
            font.bold: true
            color: "#3e2723"
            topPadding: 6
        }
        Repeater {
            model: results.table.finished ? results.table.payments : []
            Label {
                required property string modelData
                Layout.fillWidth: true
                text: modelData
                wrapMode: Text.Wrap
                textFormat: Text.PlainText
                color: "#4e342e"
            }
        }
        FairDiceNote {
            Layout.fillWidth: true
            Layout.topMargin: 6
            fair: results.table.fairDice
            full: true
            color: "#4e342e"
        }
        RowLayout {
            Layout.topMargin: 8
            spacing: 8
            Button {
                id: againButton
                objectName: "playAgainButton"
                visible: !results.table.readOnly
                text: qsTr("Play again")
                highlighted: true
                Accessible.name: text
                Accessible.onPressAction: results.playAgain()
                Keys.onReturnPressed: results.playAgain()
                Keys.onEnterPressed: results.playAgain()
                onClicked: results.playAgain()
            }
            Button {
                text: qsTr("Game list")
                Accessible.name: text
                Accessible.onPressAction: results.leave()
                Keys.onReturnPressed: results.leave()
                Keys.onEnterPressed: results.leave()
                onClicked: results.leave()
            }
        }
    }
}
