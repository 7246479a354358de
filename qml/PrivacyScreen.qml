// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher

// At a table of several people with hidden dice: the screen is covered until the next player says
// it is them, so that nobody sees another's dice. Over the board of any game: a controller without
// hidden dice never asks for it (SessionController::privacy).
Rectangle {
    id: screen
    objectName: "privacyScreen"
    required property QtObject controller
    visible: controller.privacy
    color: "#263238"
    z: 50
    function takeKeys() {
        screen.forceActiveFocus()
    }
    function confirm() {
        controller.confirmViewer()
    }
    /// What a screen reader says when the screen is covered.
    readonly property string spoken: heading.text + ". " + hint.text

    // The covered table takes every click.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
    }
    ColumnLayout {
        anchors.centerIn: parent
        spacing: 20
        Label {
            id: heading
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Pass to %1").arg(screen.controller.privacyName)
            color: "white"
            font.pixelSize: Math.round(34 * AppSettings.fontScale)
            font.bold: true
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Label {
            id: hint
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: 520
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: qsTr("The others look away. %1's dice appear when %1 presses the button or Space.").arg(screen.controller.privacyName)
            color: "#cfd8dc"
        }
        Button {
            id: confirmButton
            objectName: "confirmViewerButton"
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("I am %1").arg(screen.controller.privacyName)
            highlighted: true
            // Space and Enter are the page's shortcuts for it: a focused button would take the key twice.
            focusPolicy: Qt.NoFocus
            font.pixelSize: Math.round(18 * AppSettings.fontScale)
            Accessible.name: text
            Accessible.onPressAction: screen.confirm()
            Keys.onReturnPressed: screen.confirm()
            Keys.onEnterPressed: screen.confirm()
            onClicked: screen.confirm()
        }
    }
}
