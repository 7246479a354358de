// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher

// Check, bet, call, raise or fold, with the amount inside the limits the legal actions allow. The
// buttons say what the table controller calls the actions, in the words the log then uses.
Rectangle {
    id: bar
    objectName: "bettingBar"
    required property TableController table
    /// Read by every lookup below: they are evaluated again when the actions change, and only then.
    readonly property int revision: table.actions.revision
    function find(kind) { return revision >= 0 ? table.actions.first(kind) : null }
    readonly property var check: find("check")
    readonly property var call: find("call")
    readonly property var fold: find("fold")
    /// Bet where nobody has bet, raise where somebody has.
    readonly property string sizing: find("bet") ? "bet" : find("raise") ? "raise" : ""
    readonly property var range: sizing.length > 0 ? table.actions.amountRange(sizing) : ({})
    visible: check !== null || call !== null || fold !== null || sizing.length > 0
    implicitHeight: row.implicitHeight + 16
    implicitWidth: row.implicitWidth + 20
    radius: 8
    color: "#1f4a2b"

    /// The main betting action: check where it is free, else call.
    function mainIndex() {
        return check ? check.index : call ? call.index : -1
    }
    function sized() {
        const index = table.actions.indexOfAmount(sizing, amount.value)
        if (index >= 0)
            table.act(index)
    }

    RowLayout {
        id: row
        anchors.centerIn: parent
        spacing: 8
        Button {
            focusPolicy: Qt.TabFocus
            objectName: "checkButton"
            visible: bar.check !== null
            text: bar.check !== null ? bar.check.label : ""
            Accessible.name: text
            Accessible.onPressAction: bar.table.act(bar.check.index)
            Keys.onReturnPressed: bar.table.act(bar.check.index)
            onClicked: bar.table.act(bar.check.index)
        }
        Button {
            focusPolicy: Qt.TabFocus
            objectName: "callButton"
            visible: bar.call !== null
            text: bar.call !== null ? bar.call.label : ""
            Accessible.name: text
            Accessible.onPressAction: bar.table.act(bar.call.index)
            Keys.onReturnPressed: bar.table.act(bar.call.index)
            onClicked: bar.table.act(bar.call.index)
        }
        SpinBox {
            id: amount
            objectName: "amountBox"
            visible: bar.sizing.length > 0
            from: bar.range.minimum !== undefined ? bar.range.minimum : 0
            to: bar.range.maximum !== undefined ? bar.range.maximum : 0
            editable: true
            Accessible.name: bar.sizing === "bet" ? qsTr("Amount to bet") : qsTr("Amount to raise by")
            Keys.onReturnPressed: bar.sized()
            Keys.onEnterPressed: bar.sized()
        }
        Button {
            focusPolicy: Qt.TabFocus
            objectName: "sizeButton"
            visible: bar.sizing.length > 0
            enabled: bar.revision >= 0 && bar.table.actions.indexOfAmount(bar.sizing, amount.value) >= 0
            // Told anew with the legal actions (a language switch among them).
            text: bar.revision >= 0 && bar.sizing.length > 0 ? bar.table.betLabel(bar.sizing, amount.value) : ""
            Accessible.name: text
            Accessible.onPressAction: bar.sized()
            Keys.onReturnPressed: bar.sized()
            onClicked: bar.sized()
        }
        Button {
            focusPolicy: Qt.TabFocus
            objectName: "foldButton"
            visible: bar.fold !== null
            text: bar.fold !== null ? bar.fold.label : ""
            Accessible.name: text
            Accessible.onPressAction: bar.table.act(bar.fold.index)
            Keys.onReturnPressed: bar.table.act(bar.fold.index)
            onClicked: bar.table.act(bar.fold.index)
        }
        Label {
            visible: bar.sizing.length > 0
            text: qsTr("%1 to %2").arg(amount.from).arg(amount.to)
            color: "#c8e6c9"
            font.pixelSize: Math.round(11 * AppSettings.fontScale)
        }
    }
}
