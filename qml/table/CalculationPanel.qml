// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher

// A calculation one number at a time, each joined to the running value by an operation used once
// (Va banque: "6 + 2 = 8 × 6 = 48 …"), with the operations left and the value to beat. Reads the
// facts calcNumbers (the numbers so far), calcOps (the operation before each number from the second:
// 0 +, 1 −, 2 ×, 3 ÷), calcValues (the value after each number joined; a number without one waits for
// its operation), calcLeft (the operations not used yet), calcSeat (whose calculation) and, where it
// exists, calcToBeat (the best value standing); shown while calcNumbers is there (see
// docs/adding-a-game.md, "Panels"). One element for a screen reader.
Rectangle {
    id: panel
    objectName: "calculationPanel"
    required property TableController table
    readonly property var facts: table.facts
    readonly property var numbers: facts.calcNumbers || []
    readonly property var ops: facts.calcOps || []
    readonly property var values: facts.calcValues || []
    readonly property var opsLeft: facts.calcLeft || []
    readonly property int seat: facts.calcSeat !== undefined ? facts.calcSeat : -1
    readonly property bool hasTarget: facts.calcToBeat !== undefined
    readonly property int toBeat: hasTarget ? facts.calcToBeat : 0
    readonly property string who: seat >= 0 && seat < table.playerNames.length
                                  ? "\u2068" + table.playerNames[seat] + "\u2069" : ""
    readonly property var signs: ["+", "\u2212", "\u00D7", "\u00F7"]
    // A number written as the calculation shows it: a minus sign, not a hyphen.
    function num(n) { return n < 0 ? "\u2212" + (-n) : String(n) }
    function word(op) {
        return op === 0 ? qsTr("plus") : op === 1 ? qsTr("minus") : op === 2 ? qsTr("times") : qsTr("divided by")
    }
    /// The calculation as pieces: numbers, signs, results, and a number waiting for its operation.
    readonly property var pieces: {
        const out = []
        for (let i = 0; i < numbers.length; ++i) {
            if (i === 0) {
                out.push({ text: num(numbers[0]), kind: "number" })
                continue
            }
            if (i - 1 < ops.length) {
                out.push({ text: signs[ops[i - 1]] || "?", kind: "sign" })
                out.push({ text: num(numbers[i]), kind: "number" })
                out.push({ text: "=", kind: "sign" })
                out.push({ text: num(values[i]), kind: "value" })
            } else {
                out.push({ text: "?", kind: "waiting" })
                out.push({ text: num(numbers[i]), kind: "number" })
            }
        }
        return out
    }
    /// Everything the panel shows, in words: "Anna: 6 plus 2 equals 8, times 6 equals 48; a 1 waits
    /// for its operation; left: minus, divided by; to beat: 44."
    readonly property string spoken: {
        const parts = []
        if (numbers.length === 0)
            parts.push(qsTr("no number yet"))
        else {
            let line = num(numbers[0])
            let waiting = null
            for (let i = 1; i < numbers.length; ++i) {
                if (i - 1 < ops.length)
                    line += (i > 1 ? qsTr(",", "between the steps of a calculation") : "") + " "
                            + qsTr("%1 %2 equals %3").arg(word(ops[i - 1])).arg(num(numbers[i])).arg(num(values[i]))
                else
                    waiting = numbers[i]
            }
            parts.push(line)
            if (waiting !== null)
                parts.push(qsTr("a %1 waits for its operation").arg(num(waiting)))
        }
        const words = []
        for (let k = 0; k < opsLeft.length; ++k)
            words.push(word(opsLeft[k]))
        parts.push(words.length > 0 ? qsTr("left: %1").arg(words.join(qsTr(", ", "between operations")))
                                    : qsTr("every operation used"))
        if (hasTarget)
            parts.push(qsTr("to beat: %1").arg(num(toBeat)))
        return (who.length > 0 ? qsTr("%1: ").arg(who) : "") + parts.join(qsTr("; ", "between the parts of a calculation")) + "."
    }

    visible: facts.calcNumbers !== undefined
    implicitWidth: Math.max(head.implicitWidth, line.implicitWidth, leftRow.implicitWidth) + 24
    implicitHeight: column.implicitHeight + 16
    radius: 10
    color: "#fffdf5"
    border.color: "#c8b99a"
    border.width: 2
    Accessible.ignored: !visible
    Accessible.role: Accessible.StaticText
    Accessible.name: spoken

    Column {
        id: column
        x: 12
        y: 8
        width: panel.width - 24
        spacing: 6
        Row {
            id: head
            spacing: 16
            Label {
                text: panel.who.length > 0 ? qsTr("%1's calculation").arg(panel.who) : qsTr("Calculation")
                Accessible.ignored: true // the panel says it all in one sentence
                font.bold: true
                font.pixelSize: Math.round(14 * AppSettings.fontScale)
                color: "#3e2723"
            }
            Label {
                visible: panel.hasTarget
                text: qsTr("to beat: %1").arg(panel.num(panel.toBeat))
                Accessible.ignored: true
                font.pixelSize: Math.round(14 * AppSettings.fontScale)
                color: "#bf360c"
            }
        }
        // The calculation itself, in one line (five numbers at most fit beside the seats).
        Row {
            id: line
            spacing: 6
            Label {
                visible: panel.pieces.length === 0
                text: qsTr("no number yet")
                Accessible.ignored: true
                font.italic: true
                font.pixelSize: Math.round(18 * AppSettings.fontScale)
                color: "#6d4c41"
            }
            Repeater {
                model: panel.pieces
                Rectangle {
                    required property var modelData
                    Accessible.ignored: true
                    width: Math.max(height, piece.implicitWidth + 10)
                    height: piece.implicitHeight + 6
                    radius: 6
                    color: modelData.kind === "number" ? "#ffffff" : modelData.kind === "waiting" ? "#ffe082" : "transparent"
                    border.color: modelData.kind === "number" ? "#8d6e63" : "transparent"
                    Label {
                        id: piece
                        anchors.centerIn: parent
                        text: parent.modelData.text
                        Accessible.ignored: true
                        font.bold: parent.modelData.kind === "value" || parent.modelData.kind === "waiting"
                        font.pixelSize: Math.round(22 * AppSettings.fontScale)
                        color: parent.modelData.kind === "value" ? "#1b5e20" : "#3e2723"
                    }
                }
            }
        }
        // The operations: those left bright, those used struck through.
        Row {
            id: leftRow
            spacing: 6
            Label {
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("Operations left:")
                Accessible.ignored: true
                font.pixelSize: Math.round(13 * AppSettings.fontScale)
                color: "#3e2723"
            }
            Repeater {
                model: 4
                Rectangle {
                    required property int index
                    readonly property bool open: panel.opsLeft.indexOf(index) >= 0
                    Accessible.ignored: true
                    width: height
                    height: sign.implicitHeight + 8
                    radius: height / 2
                    color: open ? "#2e7d32" : "#e0d6c2"
                    Label {
                        id: sign
                        anchors.centerIn: parent
                        text: panel.signs[parent.index]
                        Accessible.ignored: true
                        font.bold: true
                        font.strikeout: !parent.open
                        font.pixelSize: Math.round(16 * AppSettings.fontScale)
                        color: parent.open ? "#ffffff" : "#9e8e7a"
                    }
                }
            }
        }
    }
}
