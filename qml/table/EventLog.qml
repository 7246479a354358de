// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher

// What happened, as the viewing seat may know it; the newest line at the bottom, in sight.
Rectangle {
    id: log
    objectName: "eventLog"
    required property TableController table
    radius: 8
    color: "#fffdf5"
    border.color: "#c8b99a"
    Label {
        id: title
        x: 10
        y: 6
        text: qsTr("What happened")
        font.bold: true
        color: "#3e2723"
    }
    ListView {
        id: lines
        anchors.fill: parent
        anchors.topMargin: title.height + 10
        anchors.margins: 8
        clip: true
        model: log.table.log
        activeFocusOnTab: true
        Accessible.role: Accessible.List
        Accessible.name: qsTr("What happened")
        ScrollBar.vertical: ScrollBar { policy: lines.contentHeight > lines.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
        onCountChanged: Qt.callLater(positionViewAtEnd)
        // The line as written ("Anna throws K K A Q K."); a screen reader reads it in words
        // ("Anna throws King, King, Ace, Queen, King."), as the table says it when it happens.
        delegate: Label {
            required property string display
            required property string accessibleText
            required property int index
            width: lines.width - 14
            text: display
            wrapMode: Text.Wrap
            textFormat: Text.PlainText
            color: index === lines.count - 1 ? "#1b1b1b" : "#5d4037"
            font.bold: index === lines.count - 1
            bottomPadding: 3
            Accessible.role: Accessible.ListItem
            Accessible.name: accessibleText
        }
    }
}
