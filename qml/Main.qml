// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls

ApplicationWindow {
    id: window
    width: 960
    height: 640
    minimumWidth: 480
    minimumHeight: 360
    visible: true
    title: qsTr("Knobelbecher")

    StackView {
        id: stack
        anchors.fill: parent
        initialItem: GameListPage {}
    }
}
