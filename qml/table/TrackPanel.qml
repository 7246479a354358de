// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher

// Every seat's track: a row of numbered marks, each open, written or struck, the number needed next
// framed, and a counter for a mark struck again and again (Gestrichene Zwölf's sevens). Drawn from
// the facts trackMarks, trackStates (0 open, 1 written, 2 struck; seat after seat), and where a game
// gives them trackNext (per seat, 0 for none), trackCountedMark and trackCounts, and a line under the
// tracks telling what the last throw did (trackNote, by the seat trackNoteSeat); see
// docs/adding-a-game.md, "Panels". Each seat's track is one element for a screen reader.
Rectangle {
    id: panel
    objectName: "trackPanel"
    required property TableController table
    readonly property var facts: table.facts
    readonly property var marks: facts.trackMarks || []
    readonly property var states: facts.trackStates || []
    readonly property var next: facts.trackNext || []
    readonly property int countedMark: facts.trackCountedMark || 0
    readonly property var counts: facts.trackCounts || []
    readonly property string note: facts.trackNote || ""
    readonly property int noteSeat: facts.trackNoteSeat !== undefined ? facts.trackNoteSeat : -1
    readonly property var seats: table.seats
    /// The names' column, as wide as the widest name.
    readonly property real nameWidth: {
        let widest = 0
        for (let i = 0; i < rows.count; ++i)
            if (rows.itemAt(i))
                widest = Math.max(widest, rows.itemAt(i).nameWidth)
        return Math.ceil(widest) + 8
    }
    readonly property real counterWidth: countedMark > 0 ? 64 : 0
    readonly property real markSize: marks.length === 0 ? 28
        : Math.max(18, Math.min(30, (width - 20 - nameWidth - counterWidth) / marks.length - 4))

    visible: marks.length > 0
    implicitWidth: 20 + nameWidth + counterWidth + marks.length * (30 + 4)
    implicitHeight: column.implicitHeight + 16
    radius: 8
    color: "#fffdf5"
    border.color: "#c8b99a"

    /// A seat's track in words: "Anna: 1, 2, 3 written; 4, 5, 6 open; next: 4."
    function spokenTrack(seat) {
        const written = [], struck = [], open = []
        for (let m = 0; m < marks.length; ++m) {
            const state = states[seat * marks.length + m]
            ;(state === 2 ? struck : state === 1 ? written : open).push(marks[m])
        }
        const between = qsTr(", ", "between the numbers of a track")
        const parts = []
        if (struck.length > 0)
            parts.push(qsTr("%1 struck").arg(struck.join(between)))
        if (written.length > 0)
            parts.push(qsTr("%1 written").arg(written.join(between)))
        if (open.length > 0)
            parts.push(qsTr("%1 open").arg(open.join(between)))
        if (next.length > seat && next[seat] > 0)
            parts.push(qsTr("next: %1").arg(next[seat]))
        if (countedMark > 0 && counts.length > seat)
            parts.push(qsTr("the %1 struck %n time(s)", "", counts[seat]).arg(countedMark))
        const name = seats[seat] ? seats[seat].name : ""
        return qsTr("%1: %2.").arg(name).arg(parts.join(qsTr("; ", "between the parts of a track")))
    }

    Column {
        id: column
        x: 10
        y: 8
        width: panel.width - 20
        spacing: 6
        Repeater {
            id: rows
            model: panel.marks.length > 0 ? Math.floor(panel.states.length / panel.marks.length) : 0
            Row {
                id: row
                required property int index
                readonly property var seat: panel.seats[index] || TableData.noSeat
                readonly property real nameWidth: nameLabel.implicitWidth
                spacing: 4
                Accessible.role: Accessible.StaticText
                Accessible.name: panel.spokenTrack(index)
                Label {
                    id: nameLabel
                    width: panel.nameWidth
                    anchors.verticalCenter: parent.verticalCenter
                    text: row.seat.name
                    font.bold: row.seat.toAct
                    color: "#3e2723"
                    elide: Text.ElideRight
                    textFormat: Text.PlainText
                }
                Repeater {
                    model: panel.marks.length
                    Rectangle {
                        id: mark
                        required property int index
                        readonly property int state: panel.states[row.index * panel.marks.length + index] || 0
                        readonly property bool isNext: panel.next.length > row.index
                                                       && panel.next[row.index] === panel.marks[index]
                        width: panel.markSize
                        height: panel.markSize
                        radius: 4
                        color: state === 1 ? "#ffffff" : state === 2 ? "#e0d6c2" : "transparent"
                        border.color: isNext ? "#c62828" : state === 0 ? "#c8b99a" : "#8d6e63"
                        border.width: isNext ? 2 : 1
                        Label {
                            anchors.centerIn: parent
                            text: panel.marks[mark.index]
                            font.bold: mark.state === 1
                            font.strikeout: mark.state === 2
                            font.pixelSize: Math.round(panel.markSize * 0.5)
                            color: mark.state === 0 ? "#a1887f" : mark.state === 2 ? "#6d4c41" : "#3e2723"
                        }
                        // A struck number is crossed out as on paper.
                        Rectangle {
                            visible: mark.state === 2
                            anchors.centerIn: parent
                            width: parent.width * 1.1
                            height: 2
                            rotation: -35
                            color: "#5d4037"
                        }
                    }
                }
                Label {
                    visible: panel.countedMark > 0
                    width: panel.counterWidth
                    anchors.verticalCenter: parent.verticalCenter
                    horizontalAlignment: Text.AlignRight
                    text: qsTr("%1 × %2").arg(panel.countedMark).arg(panel.counts[row.index] || 0)
                    font.bold: true
                    color: "#3e2723"
                }
            }
        }
        // What the last throw did, as its seat's name and the game's text (Eins bis sechzehn's formulas,
        // "3 + 1 = 4   3 + 2 = 5").
        Label {
            objectName: "trackNote"
            visible: panel.note.length > 0
            width: parent.width
            text: panel.seats[panel.noteSeat] ? qsTr("%1: %2", "a seat's name and what its throw did on the track")
                                                .arg(panel.seats[panel.noteSeat].name).arg(panel.note)
                                              : panel.note
            wrapMode: Text.Wrap
            textFormat: Text.PlainText
            color: "#3e2723"
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
    }
}
