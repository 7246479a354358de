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
    readonly property var hands: table.legal.length >= 0 ? table.actions.announcements() : []
    readonly property var classes: {
        const list = []
        for (const h of hands)
            if (list.indexOf(h.handClass) < 0)
                list.push(h.handClass)
        return list
    }
    readonly property var inClass: hands.filter(h => h.handClass === classBox.currentText)
    visible: hands.length > 0
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
        }
        ComboBox {
            id: handBox
            objectName: "handBox"
            model: picker.inClass.map(h => h.label)
            implicitContentWidthPolicy: ComboBox.WidestText
            Layout.minimumWidth: 260
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
