// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher

// One seat at the table: the name, the chips, what the seat announced, its marks (bank, starts,
// folded, out), and its cups.
Rectangle {
    id: panel
    required property TableController table
    required property var seat
    /// The dice groups this seat owns.
    property var groups: []
    property real dieSize: 40
    readonly property bool onTurn: seat.toAct
    readonly property var cups: cupRepeater
    /// The marks beside the name, those that apply now.
    readonly property var marks: [
        { on: seat.banker, text: qsTr("bank") },
        { on: seat.starter, text: qsTr("starts") },
        { on: seat.folded, text: qsTr("folded") },
        { on: seat.out && !seat.folded, text: qsTr("waits") },
        { on: seat.viewer, text: qsTr("you") }
    ].filter(m => m.on)
    /// The name's line as wide as it is: the name, the kind of player and the marks, each as wide
    /// as its text (a label's implicit width, which the layout does not change).
    readonly property real nameWidth: Math.ceil(nameProbe.implicitWidth) + 1
    readonly property real marksWidth: Math.ceil((kindLabel.visible ? 6 + kindLabel.implicitWidth : 0)
                                                 + (markRepeater.count > 0 ? 6 + markRow.implicitWidth : 0)) + 1
    readonly property real headerWidth: nameWidth + marksWidth + 20
    // Wide enough for a cup of five dice (or of its most dice) and for the name with its marks (the page gives it at most
    // its width; a name still too long wraps); never from its content (Qt 6.4's layouts loop on that).
    implicitWidth: Math.max(240 * Math.max(1, AppSettings.fontScale * 0.75),
                            groups.reduce((most, g) => Math.max(most, g.dice.length), 5) * (dieSize + 6) + 20,
                            headerWidth)
    implicitHeight: column.implicitHeight + 16
    radius: 10
    color: seat.out || seat.folded ? "#3c5a45" : "#2e6b3f"
    border.color: onTurn ? "#ffd54f" : "#1f4a2b"
    border.width: onTurn ? 3 : 2
    opacity: seat.out && !onTurn ? 0.75 : 1

    Accessible.role: Accessible.Grouping
    // Qt fills %n only for counts of 0 and more: a debt gets its minus sign in front.
    function chipsText(chips) {
        return (chips < 0 ? "−" : "") + qsTr("%n chip(s)", "", Math.abs(chips))
    }
    Accessible.name: {
        let text = seat.name
        if (panel.table.settlesInChips)
            text += ", " + chipsText(seat.chips)
        if (seat.announcement.length > 0)
            text += ", " + qsTr("announced %1").arg(seat.announcement)
        if (onTurn)
            text += ", " + qsTr("on turn")
        return text
    }

    // The name on one line, never shown: its width does not follow the wrapped label's.
    Label {
        id: nameProbe
        visible: false
        text: panel.seat.name
        font: nameLabel.font
    }

    function skipAnimation() {
        for (let i = 0; i < cupRepeater.count; ++i)
            cupRepeater.itemAt(i).skipAnimation()
    }

    ColumnLayout {
        id: column
        x: 10
        y: 8
        width: panel.width - 20
        spacing: 4
        // The name, the kind of player, and the marks at the right. Placed by hand: Qt 6.4's RowLayout
        // keeps a wrapping label at the width it first had.
        Item {
            Layout.fillWidth: true
            implicitHeight: Math.max(nameLabel.height, kindLabel.visible ? kindLabel.implicitHeight : 0,
                                     markRow.implicitHeight)
            Label {
                id: nameLabel
                anchors.verticalCenter: parent.verticalCenter
                // As wide as the name while there is room; where there is not (a long name at a large
                // zoom beside the marks) it wraps: whole, never elided.
                width: Math.max(40, Math.min(panel.nameWidth, column.width - panel.marksWidth))
                text: panel.seat.name
                color: "white"
                font.bold: true
                font.pixelSize: Math.round(16 * AppSettings.fontScale)
                wrapMode: Text.WrapAtWordBoundaryOrAnywhere
            }
            Label {
                id: kindLabel
                anchors.left: nameLabel.right
                anchors.leftMargin: 6
                anchors.verticalCenter: parent.verticalCenter
                visible: panel.seat.kind !== "human"
                text: panel.seat.kind === "program" ? qsTr("program") : qsTr("computer")
                color: "#c8e6c9"
                font.pixelSize: Math.round(11 * AppSettings.fontScale)
            }
            Row {
                id: markRow
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                spacing: 6
                Repeater {
                    id: markRepeater
                    model: panel.marks
                    Label {
                        required property var modelData
                        text: modelData.text
                        color: "#1b1b1b"
                        font.pixelSize: Math.round(11 * AppSettings.fontScale)
                        padding: 2
                        leftPadding: 6
                        rightPadding: 6
                        background: Rectangle { color: "#ffd54f"; radius: 6 }
                    }
                }
            }
        }
        RowLayout {
            visible: panel.table.settlesInChips || panel.seat.wins > 0 || panel.seat.penalties > 0
            spacing: 12
            Label {
                visible: panel.table.settlesInChips
                text: panel.chipsText(panel.seat.chips)
                color: panel.seat.chips < 0 ? "#ffab91" : "#fff8e1"
            }
            Label {
                visible: panel.seat.committed > 0
                text: qsTr("%1 in the pot").arg(panel.seat.committed)
                color: "#fff8e1"
            }
            Label {
                visible: panel.seat.wins > 0
                text: qsTr("wins: %1").arg(panel.seat.wins)
                color: "#fff8e1"
            }
            Label {
                visible: panel.seat.penalties > 0
                text: qsTr("penalties: %1").arg(panel.seat.penalties)
                color: "#ffab91"
            }
        }
        Label {
            visible: panel.seat.announcement.length > 0
            text: qsTr("announced: %1").arg(panel.seat.announcement)
            color: "#ffe082"
            font.italic: true
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Repeater {
            id: cupRepeater
            model: panel.groups.length // a count: the cups stay while their dice change
            Cup {
                required property int index
                table: panel.table
                group: panel.groups[index] || TableData.noGroup
                dieSize: panel.dieSize
                visible: group.dice.some(d => d.face > 0 || d.hidden)
            }
        }
    }
}
