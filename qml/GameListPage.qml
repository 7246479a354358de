// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher

Page {
    id: page
    title: qsTr("Choose a game")

    header: ToolBar {
        Label {
            anchors.centerIn: parent
            text: page.title
            font.pixelSize: 20
            font.bold: true
        }
    }

    ListView {
        id: gameList
        anchors.fill: parent
        anchors.margins: 24
        spacing: 12
        clip: true
        focus: true
        keyNavigationEnabled: true
        model: GameListModel {}

        delegate: ItemDelegate {
            id: gameCard
            required property int index
            required property string name
            required property string description
            required property int minPlayers
            required property int maxPlayers

            width: ListView.view.width
            highlighted: ListView.isCurrentItem
            onClicked: gameList.currentIndex = index
            Accessible.name: name + ". " + description

            contentItem: ColumnLayout {
                spacing: 4
                Label {
                    text: gameCard.name
                    font.pixelSize: 18
                    font.bold: true
                }
                Label {
                    Layout.fillWidth: true
                    text: gameCard.description
                    wrapMode: Text.WordWrap
                }
                Label {
                    text: qsTr("%1 to %2 players").arg(gameCard.minPlayers).arg(gameCard.maxPlayers)
                    opacity: 0.7
                }
            }
        }
    }
}
