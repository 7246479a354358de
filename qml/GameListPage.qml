// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher

Page {
    id: page
    title: qsTr("Choose a game")
    // The game whose rules F1 shows.
    readonly property string gameId: gameList.currentItem ? gameList.currentItem.gameId : "ohio"
    signal gameChosen(string gameId, string name, int minPlayers, int maxPlayers)

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 16
            Label {
                text: page.title
                font.pixelSize: 20
                font.bold: true
                Layout.fillWidth: true
            }
            Label { text: qsTr("Computer pace") }
            ComboBox {
                id: paceBox
                objectName: "paceBox"
                readonly property var paces: [1500, 800, 250]
                readonly property var names: [qsTr("slow"), qsTr("normal"), qsTr("fast")]
                // The model is the paces, not their names: a language switch renames the entries
                // without resetting the choice.
                model: paces
                displayText: names[currentIndex] || ""
                delegate: ItemDelegate {
                    required property int index
                    width: ListView.view ? ListView.view.width : implicitWidth
                    text: paceBox.names[index]
                    highlighted: paceBox.highlightedIndex === index
                }
                currentIndex: Math.max(0, paces.indexOf(AppSettings.computerPace))
                onActivated: AppSettings.computerPace = paces[currentIndex]
                Accessible.name: qsTr("Computer pace")
            }
            CheckBox {
                text: qsTr("Reduced motion")
                checked: AppSettings.reducedMotion
                onToggled: AppSettings.reducedMotion = checked
            }
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
        Keys.onReturnPressed: if (currentItem) currentItem.clicked()
        Keys.onEnterPressed: if (currentItem) currentItem.clicked()

        delegate: ItemDelegate {
            id: gameCard
            required property int index
            required property string gameId
            required property string name
            required property string description
            required property int minPlayers
            required property int maxPlayers

            width: ListView.view.width
            highlighted: ListView.isCurrentItem && gameList.activeFocus
            onClicked: {
                gameList.currentIndex = index
                page.gameChosen(gameId, name, minPlayers, maxPlayers)
            }
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
                    text: gameCard.minPlayers === gameCard.maxPlayers
                          ? qsTr("%n player(s)", "", gameCard.minPlayers)
                          : qsTr("%1 to %2 players").arg(gameCard.minPlayers).arg(gameCard.maxPlayers)
                    opacity: 0.7
                }
            }
        }
    }
}
