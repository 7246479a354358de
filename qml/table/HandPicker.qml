// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher

// An exact hand to announce: only hands above the last one are offered, weakest first. First the
// class (pair, full house, …), then the hand of that class; Enter announces.
Rectangle {
    id: picker
    objectName: "handPicker"
    required property TableController table
    /// Whether a hand may be announced now.
    readonly property bool announcing: table.actions.revision >= 0 && table.actions.indexOf("announce") >= 0
    /// The kinds of hand, and the hands of the kind chosen, looked up in the controller (never all 252
    /// hands in JavaScript) when the actions change, and kept where they are the same (a die picked
    /// up changes none of them): the boxes are filled anew only when what they offer changes.
    property var classes: []
    property var inClass: []
    function sameHands(a, b) {
        return a.length === b.length && a.every((h, i) => h.index === b[i].index && h.label === b[i].label)
    }
    function refreshClasses() {
        const next = table.actions.handClasses()
        if (next.length !== classes.length || next.some((c, i) => c !== classes[i]))
            classes = next
        refreshHands()
    }
    function refreshHands() {
        const next = table.actions.handsOfClass(classBox.currentText)
        if (!sameHands(next, inClass))
            inClass = next
    }
    Connections {
        target: picker.table.actions
        function onRevisionChanged() { picker.refreshClasses() }
    }
    Component.onCompleted: refreshClasses()
    visible: announcing && classes.length > 0
    implicitHeight: row.implicitHeight + 16
    implicitWidth: row.implicitWidth + 20
    radius: 8
    color: "#1f4a2b"

    function announce() {
        const hand = inClass[handBox.currentIndex]
        if (hand)
            table.act(hand.index)
    }
    function takeKeys() {
        classBox.forceActiveFocus()
    }

    RowLayout {
        id: row
        anchors.centerIn: parent
        spacing: 8
        Label {
            text: qsTr("Announce")
            color: "white"
        }
        ComboBox {
            id: classBox
            objectName: "handClassBox"
            model: picker.classes
            implicitContentWidthPolicy: ComboBox.WidestText
            Accessible.name: qsTr("Kind of hand")
            Keys.onReturnPressed: handBox.forceActiveFocus()
            Keys.onEnterPressed: handBox.forceActiveFocus()
            onModelChanged: currentIndex = 0
            onCurrentTextChanged: picker.refreshHands()
        }
        // As wide as the longest hand of the class: measured on that one text, not on every text of
        // the list each time the list changes (WidestText lays out all of them, a few milliseconds
        // at every announcement).
        TextMetrics {
            id: widest
            font: handBox.font
            text: picker.inClass.reduce((found, h) => h.label.length > found.length ? h.label : found, "")
        }
        ComboBox {
            id: handBox
            objectName: "handBox"
            model: picker.inClass.map(h => h.label)
            Layout.minimumWidth: 260
            Layout.preferredWidth: Math.ceil(widest.advanceWidth) + leftPadding + rightPadding + indicator.width + 16
            Accessible.name: qsTr("Hand to announce")
            Keys.onReturnPressed: picker.announce()
            Keys.onEnterPressed: picker.announce()
            onModelChanged: currentIndex = 0
        }
        Button {
            objectName: "announceButton"
            text: qsTr("Announce")
            highlighted: true
            enabled: picker.inClass.length > 0
            Accessible.name: qsTr("Announce %1").arg(handBox.currentText)
            Accessible.onPressAction: picker.announce()
            Keys.onReturnPressed: picker.announce()
            onClicked: picker.announce()
        }
    }
}
