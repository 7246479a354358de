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
        model: roundTable.table.seats
        Label {
            required property var modelData
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
            model: roundTable.table.seats
            GridLayout {
                required property var modelData
                Layout.fillWidth: true
                columns: roundTable.stacked ? 1 : 3
                columnSpacing: 6
                rowSpacing: 0
                Label {
                    text: modelData.name
                    font.bold: modelData.toAct
                    color: "#3e2723"
                    // Whole, never elided: on a line of its own where it is long, wrapped only where
                    // even that line is too short.
                    Layout.preferredWidth: roundTable.stacked ? -1 : roundTable.nameWidth
                    Layout.fillWidth: roundTable.stacked
                    wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                }
                Label {
                    visible: !roundTable.stacked || text.length > 0
                    text: modelData.roundLine
                    color: "#4e342e"
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                    Layout.leftMargin: roundTable.stacked ? 12 : 0
                }
                Label {
                    visible: modelData.wins > 0 || modelData.penalties > 0
                    text: modelData.penalties > 0 ? qsTr("%1 ✕").arg(modelData.penalties) : qsTr("%1 ✓").arg(modelData.wins)
                    color: modelData.penalties > 0 ? "#c62828" : "#2e7d32"
                    Layout.leftMargin: roundTable.stacked ? 12 : 0
                }
                Accessible.role: Accessible.Row
                Accessible.name: modelData.roundLine.length > 0 ? modelData.name + ": " + modelData.roundLine : modelData.name
            }
        }
    }
}
