// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher

// What happened, as the viewing seat may know it; the newest line at the bottom, in sight.
Rectangle {
    id: log
    objectName: "eventLog"
    // The lines (a model with the roles display and accessibleText): a controller's `log`.
    required property var entries
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
        objectName: "eventLines"
        anchors.fill: parent
        anchors.topMargin: title.height + 10
        anchors.margins: 8
        clip: true
        model: log.entries
        activeFocusOnTab: true
        Accessible.role: Accessible.List
        Accessible.name: qsTr("What happened")
        ScrollBar.vertical: ScrollBar { policy: lines.contentHeight > lines.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
        // The newest line stays whole in sight: the view follows the end while it shows it — as lines
        // come, and as they settle (a wrapped line's height is known only once it is laid out, and
        // the list's height changes with the window). Scrolled back by the player, it stays there.
        property bool following: true
        function followEnd() {
            if (following)
                positionViewAtEnd()
        }
        onMovementEnded: following = atYEnd
        onCountChanged: {
            if (count <= 1)
                following = true // a new game
            Qt.callLater(followEnd)
        }
        onContentHeightChanged: Qt.callLater(followEnd)
        onHeightChanged: Qt.callLater(followEnd)
        // The line as written ("Anna throws K K A Q K."); a screen reader reads it in words
        // ("Anna throws King, King, Ace, Queen, King."), as the table says it when it happens. A list
        // item around the label: Qt 6.4's Label takes back its own role (static text) when
        // accessibility comes on.
        delegate: Item {
            id: entry
            required property string display
            required property string accessibleText
            required property int index
            width: lines.width - 14
            implicitHeight: line.implicitHeight
            height: implicitHeight
            Accessible.role: Accessible.ListItem
            Accessible.name: accessibleText
            Label {
                id: line
                width: parent.width
                text: entry.display
                wrapMode: Text.Wrap
                textFormat: Text.PlainText
                color: entry.index === lines.count - 1 ? "#1b1b1b" : "#5d4037"
                font.bold: entry.index === lines.count - 1
                bottomPadding: 3
                Accessible.ignored: true
            }
        }
    }
}
