// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher

// Every seat's heart of six chambers, one for each number 1–6, filled as the numbers come (Das große
// Herz); the chamber the last number went into is ringed. Drawn from the facts heartChambers (seat
// after seat, six entries each: 1 filled, 0 free), heartNumber (the last number thrown) and
// heartTaker (the seat whose heart took it, −1 when nobody could use it); see docs/adding-a-game.md,
// "Panels". Each heart is one element for a screen reader.
Rectangle {
    id: panel
    objectName: "heartPanel"
    required property TableController table
    readonly property var facts: table.facts
    readonly property var chambers: facts.heartChambers || []
    readonly property int number: facts.heartNumber || 0
    readonly property int taker: facts.heartTaker !== undefined ? facts.heartTaker : -1
    readonly property var seats: table.seats
    readonly property int seatCount: Math.floor(chambers.length / 6)

    visible: chambers.length > 0
    implicitWidth: Math.min(seatCount, 4) * 150 + 16
    implicitHeight: hearts.implicitHeight + 16
    radius: 8
    color: "#fffdf5"
    border.color: "#c8b99a"

    /// A heart in words: "Anna: 1, 3, 4 filled; 2, 5, 6 free."
    function spokenHeart(seat) {
        const filled = [], open = []
        for (let n = 1; n <= 6; ++n)
            (chambers[seat * 6 + n - 1] === 1 ? filled : open).push(n)
        const between = qsTr(", ", "between the numbers of a heart")
        const parts = []
        if (filled.length > 0)
            parts.push(qsTr("%1 filled").arg(filled.join(between)))
        parts.push(open.length > 0 ? qsTr("%1 free").arg(open.join(between)) : qsTr("the heart is full"))
        const name = seats[seat] ? seats[seat].name : ""
        return qsTr("%1: %2.").arg(name).arg(parts.join(qsTr("; ", "between the parts of a heart")))
    }

    Flow {
        id: hearts
        x: 8
        y: 8
        width: panel.width - 16
        spacing: 8
        Repeater {
            model: panel.seatCount
            Item {
                id: heartItem
                required property int index
                readonly property var seat: panel.seats[index] || TableData.noSeat
                width: 142
                height: 150
                Accessible.role: Accessible.StaticText
                Accessible.name: panel.spokenHeart(index)

                Canvas {
                    id: shape
                    anchors.horizontalCenter: parent.horizontalCenter
                    width: 132
                    height: 118
                    readonly property bool full: {
                        for (let n = 0; n < 6; ++n)
                            if (panel.chambers[heartItem.index * 6 + n] !== 1)
                                return false
                        return true
                    }
                    onFullChanged: requestPaint()
                    onPaint: {
                        const ctx = getContext("2d")
                        ctx.reset()
                        const w = width, h = height
                        ctx.beginPath()
                        ctx.moveTo(w / 2, h - 4)
                        ctx.bezierCurveTo(w * 0.08, h * 0.62, w * 0.02, h * 0.3, w * 0.2, h * 0.1)
                        ctx.bezierCurveTo(w * 0.34, 0, w * 0.48, h * 0.06, w / 2, h * 0.22)
                        ctx.bezierCurveTo(w * 0.52, h * 0.06, w * 0.66, 0, w * 0.8, h * 0.1)
                        ctx.bezierCurveTo(w * 0.98, h * 0.3, w * 0.92, h * 0.62, w / 2, h - 4)
                        ctx.closePath()
                        ctx.fillStyle = full ? "#f8bbd0" : "#fde7ee"
                        ctx.fill()
                        ctx.lineWidth = 2
                        ctx.strokeStyle = "#ad1457"
                        ctx.stroke()
                    }
                }
                // The six chambers, 1–6, in the heart: three, two, one, as the heart narrows.
                Repeater {
                    model: 6
                    Rectangle {
                        id: chamber
                        required property int index
                        readonly property int numberHere: index + 1
                        readonly property bool filled: panel.chambers[heartItem.index * 6 + index] === 1
                        readonly property bool last: panel.taker === heartItem.index && panel.number === numberHere
                        readonly property var spots: [[0.24, 0.24], [0.5, 0.3], [0.76, 0.24], [0.36, 0.52], [0.64, 0.52], [0.5, 0.76]]
                        width: 28
                        height: 28
                        radius: 14
                        x: shape.x + shape.width * spots[index][0] - width / 2
                        y: shape.y + shape.height * spots[index][1] - height / 2
                        color: filled ? "#c2185b" : "transparent"
                        border.color: last ? "#ffb300" : filled ? "#880e4f" : "#d48aa8"
                        border.width: last ? 3 : 1
                        Label {
                            anchors.centerIn: parent
                            text: chamber.numberHere
                            font.bold: chamber.filled
                            color: chamber.filled ? "#ffffff" : "#ad1457"
                        }
                    }
                }
                Label {
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.bottom: parent.bottom
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    text: heartItem.seat.name
                    font.bold: heartItem.seat.toAct
                    color: "#3e2723"
                    elide: Text.ElideRight
                    textFormat: Text.PlainText
                }
            }
        }
    }
}
