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
    /// The seats as JavaScript, made once per change (every read of the controller's list converts it).
    readonly property var seats: table.seats
    readonly property bool hasLines: seats.some(s => s.roundLine.length > 0)
    /// The names' column: as wide as the longest name, bold as the one on turn is shown.
    readonly property real nameWidth: {
        let widest = 0
        for (let i = 0; i < nameProbes.count; ++i)
            if (nameProbes.itemAt(i))
                widest = Math.max(widest, nameProbes.itemAt(i).implicitWidth)
        return Math.ceil(widest) + 2
    }
    /// Where the names would take more than two fifths of the width (long names, a large zoom), each
    /// seat's line goes below its name: no name is ever cut.
    readonly property bool stacked: nameWidth > (width - 20) * 0.4
    visible: hasLines || table.throwLimit > 0
    implicitHeight: column.implicitHeight + 16
    radius: 8
    color: "#fffdf5"
    border.color: "#c8b99a"

    // Every name on one line in bold, never shown: the names' column is measured on them.
    Repeater {
        id: nameProbes
        model: roundTable.seats.length
        Label {
            required property int index
            readonly property var modelData: roundTable.seats[index] || TableData.noSeat
            visible: false
            text: modelData.name
            font.bold: true
        }
    }

    ColumnLayout {
        id: column
        x: 10
        y: 8
        width: roundTable.width - 20
        spacing: 4
        Label {
            id: heading
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
            model: roundTable.seats.length // a count: the lines stay while their text changes
            // Placed by hand: Qt 6.4's layouts keep a wrapping label at the width it first had when
            // the columns change.
            Item {
                id: line
                required property int index
                readonly property var modelData: roundTable.seats[index] || TableData.noSeat
                Layout.fillWidth: true
                implicitHeight: roundTable.stacked
                                ? nameText.height + (roundText.text.length > 0 ? roundText.height : 0)
                                : Math.max(nameText.height, roundText.height, winsText.visible ? winsText.height : 0)
                readonly property real winsWidth: winsText.visible ? winsText.implicitWidth + 6 : 0
                Label {
                    id: nameText
                    // Whole, never elided: on a line of its own where it is long, wrapped only where
                    // even that line is too short.
                    width: roundTable.stacked ? line.width - line.winsWidth : roundTable.nameWidth
                    text: line.modelData.name
                    font.bold: line.modelData.toAct
                    color: "#3e2723"
                    wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                }
                Label {
                    id: roundText
                    x: roundTable.stacked ? 12 : roundTable.nameWidth + 6
                    y: roundTable.stacked ? nameText.height : 0
                    width: line.width - x - (roundTable.stacked ? 0 : line.winsWidth)
                    text: line.modelData.roundLine
                    color: "#4e342e"
                    wrapMode: Text.Wrap
                }
                Label {
                    id: winsText
                    anchors.right: parent.right
                    visible: line.modelData.wins > 0 || line.modelData.penalties > 0
                    text: line.modelData.penalties > 0 ? qsTr("%1 ✕").arg(line.modelData.penalties) : qsTr("%1 ✓").arg(line.modelData.wins)
                    color: line.modelData.penalties > 0 ? "#c62828" : "#2e7d32"
                }
                Accessible.role: Accessible.Row
                Accessible.name: line.modelData.roundLine.length > 0 ? line.modelData.name + ": " + line.modelData.roundLine : line.modelData.name
            }
        }
    }
}
