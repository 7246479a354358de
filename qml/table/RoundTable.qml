// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher

// This round per player: what each made, the round's throw limit, wins and penalties so far.
Rectangle {
    id: roundTable
    objectName: "roundTable"
    required property TableController table
    readonly property bool hasLines: table.seats.some(s => s.roundLine.length > 0)
    visible: hasLines || table.throwLimit > 0
    implicitHeight: column.implicitHeight + 16
    radius: 8
    color: "#fffdf5"
    border.color: "#c8b99a"

    ColumnLayout {
        id: column
        x: 10
        y: 8
        width: roundTable.width - 20
        spacing: 4
        Label {
            text: roundTable.table.round > 0 ? qsTr("Round %1").arg(roundTable.table.round) : qsTr("This round")
            font.bold: true
            color: "#3e2723"
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Label {
            visible: roundTable.table.throwLimit > 0
            text: qsTr("Throw limit: %n throw(s)", "", roundTable.table.throwLimit)
            color: "#4e342e"
        }
        Repeater {
            model: roundTable.table.seats
            RowLayout {
                required property var modelData
                Layout.fillWidth: true
                spacing: 6
                Label {
                    text: modelData.name
                    font.bold: modelData.toAct
                    color: "#3e2723"
                    Layout.preferredWidth: 90
                    elide: Text.ElideRight
                }
                Label {
                    text: modelData.roundLine
                    color: "#4e342e"
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label {
                    visible: modelData.wins > 0 || modelData.penalties > 0
                    text: modelData.penalties > 0 ? qsTr("%1 ✕").arg(modelData.penalties) : qsTr("%1 ✓").arg(modelData.wins)
                    color: modelData.penalties > 0 ? "#c62828" : "#2e7d32"
                }
                Accessible.role: Accessible.Row
                Accessible.name: modelData.name + ": " + modelData.roundLine
            }
        }
    }
}
