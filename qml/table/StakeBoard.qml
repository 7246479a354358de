// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher

// A board of stake fields with the stakes on them (Lustige Sieben): the fields in the groups the
// game pays alike; when a stake is legal, a field takes the amount chosen below it.
Rectangle {
    id: board
    objectName: "stakeBoard"
    required property TableController table
    readonly property var groups: table.board
    /// The room the board may take; the fields wrap within it.
    property real maxWidth: 760
    /// The fields grow with the room they have, as the dice do (up to 1.6 times at 1920×1080).
    readonly property real fieldScale: Math.max(1, Math.min(1.6, (maxWidth - 24) / 760))
    // Read again whenever the legal actions change.
    readonly property var range: table.actions.revision >= 0 ? table.actions.amountRange("stake") : ({})
    readonly property bool staking: range.minimum !== undefined
    visible: groups.length > 0
    implicitWidth: column.implicitWidth + 24
    implicitHeight: column.implicitHeight + 24
    radius: 10
    color: "#1b5e20"
    border.color: "#0d3b12"
    border.width: 2

    /// The stakes as JavaScript, made once per change, not once per field.
    readonly property var stakes: table.stakes
    function stakesOn(field) {
        return stakes.filter(s => s.field === field)
    }
    function stake(field) {
        const index = table.actions.indexOfStake(field, amount.value)
        if (index < 0)
            return
        table.act(index)
        // A field that takes no more stakes lets go of the keys: they go on to the next field that
        // does, never back to the page, where a screen reader's user would have to start again.
        Qt.callLater(() => board.keysAfter(field))
    }
    function keysAfter(field) {
        if (!board.staking || !board.visible)
            return // no more stakes: the page gives the keys to what comes now
        const held = board.Window.activeFocusItem
        if (held && held.objectName.startsWith("field_") && held.open)
            return
        const order = []
        for (const group of board.groups)
            for (const number of group.numbers)
                order.push(number)
        const start = order.indexOf(field)
        for (let k = 1; k <= order.length; ++k) {
            const next = fieldNamed("field_" + order[(start + k) % order.length])
            if (next && next.open) {
                next.forceActiveFocus()
                return
            }
        }
        amount.forceActiveFocus()
    }
    // The keyboard starts on the first field of the board that takes a stake (Lustige Sieben's 7,
    // Rock and Roll's Black); Tab goes on, Enter stakes.
    function takeKeys() {
        for (const group of board.groups)
            for (const number of group.numbers) {
                const first = fieldNamed("field_" + number)
                if (first && first.open) {
                    first.forceActiveFocus()
                    return
                }
            }
        amount.forceActiveFocus()
    }
    function fieldNamed(name) {
        function walk(item) {
            if (!item)
                return null
            if (item.objectName === name)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = walk(item.children[i])
                if (found)
                    return found
            }
            return null
        }
        return walk(column)
    }

    /// The name of a part of the board over its column ("left", "right"); none for a part without one.
    function sideName(side) {
        return side === "left" ? qsTr("Left side") : side === "right" ? qsTr("Right side") : ""
    }
    /// What a field says: its number, or for a field of the part "below" the number the throw must
    /// stay under (Zehnerspiel: "under 10"); a field of a colour ("black", "red", "blue") is that
    /// colour, a field of the part "face" the poker die's face of its number (Rock and Roll).
    function fieldText(number, side) {
        return side === "below" ? qsTr("under %1").arg(number)
             : side === "black" ? qsTr("Black") : side === "red" ? qsTr("Red") : side === "blue" ? qsTr("Blue")
             : side === "face" ? faceName(number) : String(number)
    }
    function faceName(face) {
        return [qsTr("Nine"), qsTr("Ten"), qsTr("Jack"), qsTr("Queen"), qsTr("King"), qsTr("Ace")][face - 1] || String(face)
    }
    /// The colour a field's word is written in: a colour field's own, a face in the die's colour of
    /// that face (black Nine and Ace, red Ten and King, blue Jack and Queen, as Die.qml draws them).
    function fieldInk(number, side) {
        if (side === "black" || (side === "face" && (number === 1 || number === 6)))
            return "#212121"
        if (side === "red" || (side === "face" && (number === 2 || number === 5)))
            return "#c62828"
        if (side === "blue" || (side === "face" && (number === 3 || number === 4)))
            return "#1565c0"
        return number === 7 ? "#bf360c" : "#1b5e20"
    }
    /// A row gets headings where its parts differ from the row above and each field is a part of its own
    /// (Lustige Sieben: "Left side", "Right side" over the two columns below the 7).
    function headingsBefore(index) {
        const sides = groups[index].sides || []
        if (sides.length < 2 || new Set(sides).size !== sides.length || sides.every(s => sideName(s) === ""))
            return []
        const above = index > 0 ? (groups[index - 1].sides || []) : []
        return sides.join() === above.join() ? [] : sides
    }
    /// The most stakes a field may carry at once, one line each: the field is that tall from the start,
    /// so that it does not grow (and the fields below move) when a stake lands.
    readonly property int stakeLinesKept: Math.max(1, table.seats.length - 1)
    /// The most fields in one row; every field is as wide as the widest row allows (at most 150 px
    /// grown with the window), and a field alone in its row (Lustige Sieben's 7) spans the row.
    readonly property int columns: Math.max(1, ...groups.map(g => g.numbers.length))
    readonly property real fieldSpacing: 4 * fieldScale
    /// A board of one field (Zehnerspiel's "under 10") gives it the room for its word and the stakes.
    readonly property real fieldWidth: columns === 1 ? Math.min(maxWidth - 48, 260 * fieldScale) : Math.max(74, Math.min(150 * fieldScale * Math.max(1, AppSettings.fontScale * 0.8),
                                                             (maxWidth - 48 - (columns - 1) * fieldSpacing) / columns))
    readonly property real rowWidth: columns * fieldWidth + (columns - 1) * fieldSpacing

    // Placed from the top, not centred: the row of the amount below going away moves no field.
    ColumnLayout {
        id: column
        anchors.horizontalCenter: parent.horizontalCenter
        y: 12
        spacing: 10
        // The rows as the game draws them, one above the other, each centred: Lustige Sieben's 7 on
        // top, then its left and its right column.
        Column {
            id: rowsColumn
            Layout.alignment: Qt.AlignHCenter
            spacing: 6
            Repeater {
                model: board.groups.length
                Column {
                    id: groupRow
                    required property int index
                    readonly property var modelData: board.groups[index] || ({ numbers: [] })
                    readonly property var headings: board.headingsBefore(index)
                    x: (rowsColumn.width - width) / 2
                    spacing: 4
                    Row {
                        visible: groupRow.headings.length > 0
                        x: (groupRow.width - width) / 2
                        spacing: board.fieldSpacing
                        Repeater {
                            model: groupRow.headings
                            Label {
                                required property var modelData
                                width: board.fieldWidth
                                horizontalAlignment: Text.AlignHCenter
                                text: board.sideName(modelData)
                                color: "#fff8e1"
                                font.bold: true
                                wrapMode: Text.Wrap
                                Accessible.role: Accessible.Heading
                                Accessible.name: text
                            }
                        }
                    }
                    Row {
                        x: (groupRow.width - width) / 2
                        spacing: board.fieldSpacing
                        Repeater {
                            id: fields
                            model: groupRow.modelData.numbers
                            // A drawn button: AccessibleItem reports it disabled while no stake may go on it,
                            // and its Press stakes as a click does.
                            AccessibleItem {
                                id: field
                                required property int modelData
                                required property int index
                                readonly property var onIt: board.stakesOn(modelData)
                                readonly property bool open: board.staking && board.table.actions.revision >= 0
                                                            && board.table.actions.indexOfStake(modelData, amount.value) >= 0
                                objectName: "field_" + modelData
                                // Taller when the text is zoomed: the number and every stake on it stay readable.
                                width: groupRow.modelData.numbers.length === 1 ? board.rowWidth : board.fieldWidth
                                // The number at the left, the stakes beside it: as tall as the most stakes
                                // a field can carry, from the start.
                                height: Math.max(number.implicitHeight, stakeLines.implicitHeight,
                                                 board.stakeLinesKept * lineProbe.implicitHeight) + 12
                                enabled: open
                                activeFocusOnTab: open
                                Rectangle {
                                    anchors.fill: parent
                                    radius: 8
                                    color: field.modelData === 7 ? "#fff3e0" : "#f1f8e9"
                                    border.color: field.activeFocus ? "#1e88e5" : field.open ? "#ffd54f" : "#33691e"
                                    border.width: field.activeFocus ? 3 : 2
                                }
                                Accessible.role: Accessible.Button
                                // Which side of the board it is on (Lustige Sieben's left and right columns).
                                Accessible.description: board.sideName((groupRow.modelData.sides || [])[index])
                                // The stakes are in the name: a screen reader says the name of the field with the
                                // keys, not always its description.
                                readonly property string label: board.fieldText(modelData, (groupRow.modelData.sides || [])[index])
                                Accessible.name: onIt.length === 0 ? qsTr("Field %1, no stake").arg(label)
                                    : qsTr("Field %1: %2").arg(label)
                                          .arg(onIt.map(s => qsTr("%1: %n chip(s)", "", s.amount).arg(s.name)).join(", "))
                                Accessible.onPressAction: board.stake(modelData)
                                // Enter, and Space through the page (its Space goes to the control with the keys).
                                function pressStake() { board.stake(modelData) }
                                Keys.onReturnPressed: board.stake(modelData)
                                Keys.onEnterPressed: board.stake(modelData)
                                Label {
                                    id: number
                                    x: 10
                                    anchors.verticalCenter: parent.verticalCenter
                                    text: field.label
                                    font.pixelSize: Math.round((field.label.length > 2 ? 20 : 26) * board.fieldScale * AppSettings.fontScale)
                                    font.bold: true
                                    color: board.fieldInk(field.modelData, (groupRow.modelData.sides || [])[field.index])
                                }
                                Column {
                                    id: stakeLines
                                    anchors.right: parent.right
                                    anchors.rightMargin: 6
                                    anchors.verticalCenter: parent.verticalCenter
                                    Repeater {
                                        model: field.onIt
                                        Label {
                                            required property var modelData
                                            text: qsTr("%1: %2").arg(modelData.name).arg(modelData.amount)
                                            font.pixelSize: Math.round(11 * AppSettings.fontScale)
                                            color: "#3e2723"
                                            width: field.width - number.width - 22
                                            // A long name wraps: the field grows, no name is cut.
                                            wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                                            horizontalAlignment: Text.AlignRight
                                        }
                                    }
                                }
                                MouseArea {
                                    anchors.fill: parent
                                    enabled: field.open
                                    cursorShape: Qt.PointingHandCursor
                                    onClicked: board.stake(field.modelData)
                                }
                            }
                        }
                    }
                }
            }
        }
        // One line of a stake, never shown: a field is as tall as its stakes will need.
        Label {
            id: lineProbe
            visible: false
            text: "M"
            font.pixelSize: Math.round(11 * AppSettings.fontScale)
        }
        RowLayout {
            visible: board.staking
            spacing: 8
            Label {
                text: qsTr("Chips per stake")
                color: "white"
            }
            SpinBox {
                id: amount
                objectName: "stakeAmount"
                from: board.staking ? board.range.minimum : 1
                to: board.staking ? board.range.maximum : 1
                stepSize: board.staking && board.range.step ? board.range.step : 1
                editable: true
                Accessible.name: qsTr("Chips per stake")
            }
            Label {
                text: qsTr("then choose a field")
                color: "#c8e6c9"
            }
        }
    }
}
