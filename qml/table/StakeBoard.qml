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
    // The keyboard starts on the first field that takes a stake (7); Tab goes on, Enter stakes.
    function takeKeys() {
        const first = fieldNamed("field_7")
        if (first && first.open)
            first.forceActiveFocus()
        else
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

    ColumnLayout {
        id: column
        anchors.centerIn: parent
        spacing: 10
        Flow {
            Layout.preferredWidth: Math.min(720 * board.fieldScale, board.maxWidth - 24)
            spacing: 14
            Repeater {
                model: board.groups
                Row {
                    id: groupRow
                    required property var modelData
                    spacing: 4
                    Repeater {
                        id: fields
                        model: groupRow.modelData.numbers
                        // A drawn button: AccessibleItem reports it disabled while no stake may go on it,
                        // and its Press stakes as a click does.
                        AccessibleItem {
                            id: field
                            required property int modelData
                            readonly property var onIt: board.stakesOn(modelData)
                            readonly property bool open: board.staking && board.table.actions.revision >= 0
                                                        && board.table.actions.indexOfStake(modelData, amount.value) >= 0
                            objectName: "field_" + modelData
                            // Taller when the text is zoomed: the number and every stake on it stay readable.
                            width: (modelData === 7 ? 110 : 74) * board.fieldScale * Math.max(1, AppSettings.fontScale * 0.8)
                            height: Math.max(96 * board.fieldScale, number.implicitHeight + stakeLines.implicitHeight + 12)
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
                            // The stakes are in the name: a screen reader says the name of the field with the
                            // keys, not always its description.
                            Accessible.name: onIt.length === 0 ? qsTr("Field %1, no stake").arg(modelData)
                                : qsTr("Field %1: %2").arg(modelData)
                                      .arg(onIt.map(s => qsTr("%1: %n chip(s)", "", s.amount).arg(s.name)).join(", "))
                            Accessible.onPressAction: board.stake(modelData)
                            // Enter, and Space through the page (its Space goes to the control with the keys).
                            function pressStake() { board.stake(modelData) }
                            Keys.onReturnPressed: board.stake(modelData)
                            Keys.onEnterPressed: board.stake(modelData)
                            Label {
                                id: number
                                anchors.horizontalCenter: parent.horizontalCenter
                                y: 4
                                text: field.modelData
                                font.pixelSize: Math.round(26 * board.fieldScale * AppSettings.fontScale)
                                font.bold: true
                                color: field.modelData === 7 ? "#bf360c" : "#1b5e20"
                            }
                            Column {
                                id: stakeLines
                                anchors.bottom: parent.bottom
                                anchors.bottomMargin: 4
                                anchors.horizontalCenter: parent.horizontalCenter
                                Repeater {
                                    model: field.onIt
                                    Label {
                                        required property var modelData
                                        text: qsTr("%1: %2").arg(modelData.name).arg(modelData.amount)
                                        font.pixelSize: Math.round(11 * AppSettings.fontScale)
                                        color: "#3e2723"
                                        width: field.width - 8
                                        // A long name wraps: the field grows, no name is cut.
                                        wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                                        horizontalAlignment: Text.AlignHCenter
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
