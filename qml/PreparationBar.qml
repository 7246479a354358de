// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher

// A computer that plays from a table builds it once (the first Würfel-Poker with a computer or a
// hint: seconds; Liar Dice: about a minute and a half): the share done, and Cancel. Cancelled, the
// computer plays on without tables for the rest of the game (the log says so). In the page's header,
// in the round's place; the line gives way to the buttons when the bar is full.
RowLayout {
    id: bar
    required property QtObject controller
    visible: controller.preparing
    spacing: 6
    Label {
        text: qsTr("Preparing the computer's tables: %1 %").arg(Math.floor(bar.controller.preparation * 100))
        Layout.leftMargin: 8
        Layout.fillWidth: true
        Layout.minimumWidth: 0
        elide: Text.ElideRight
        opacity: 0.75
        ToolTip.visible: preparingArea.containsMouse
        ToolTip.text: qsTr("The first time takes a few seconds; afterwards the tables are read from disk.")
        MouseArea {
            id: preparingArea
            anchors.fill: parent
            hoverEnabled: true
        }
    }
    ProgressBar {
        from: 0
        to: 1
        value: bar.controller.preparation
        Layout.preferredWidth: 160
        Accessible.name: qsTr("Preparing the computer's tables")
    }
    ToolButton {
        text: qsTr("Cancel")
        focusPolicy: Qt.TabFocus
        Accessible.onPressAction: bar.controller.cancelPreparation()
        Keys.onReturnPressed: clicked()
        onClicked: bar.controller.cancelPreparation()
    }
}
