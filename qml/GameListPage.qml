// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher

// The games as cards on a table: a picture of each game's dice and sheet, the game played last first.
// The cards take the keyboard at once: arrows move, Enter or Space opens the setup, Tab reaches the rest.
Page {
    id: page
    title: qsTr("Choose a game")
    // The game whose rules F1 shows.
    readonly property string gameId: gameGrid.currentItem ? gameGrid.currentItem.gameId : "ohio"
    signal gameChosen(string gameId, string name, int minPlayers, int maxPlayers)

    function focusCards() {
        if (gameGrid.currentIndex < 0 && gameGrid.count > 0)
            gameGrid.currentIndex = 0
        // A dialog open over the list (the unfinished games at the start) keeps the keys: the list
        // takes them when the dialog closes and the window gives them back to the page.
        gameGrid.focus = true
        if (!dialogOpen())
            gameGrid.forceActiveFocus()
    }
    function takeKeys() {
        focusCards()
    }
    function dialogOpen() {
        const overlay = page.Overlay.overlay
        for (let i = 0; overlay && i < overlay.children.length; ++i)
            if (overlay.children[i].visible)
                return true
        return false
    }
    // Only while the list is the page on top: a game started from the command line keeps the keys.
    Component.onCompleted: Qt.callLater(() => {
        if (page.StackView.view === null || page.StackView.status === StackView.Active)
            focusCards()
    })
    StackView.onActivated: focusCards()

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 16
            anchors.rightMargin: 8
            Label {
                text: page.title
                font.pixelSize: Math.round(20 * AppSettings.fontScale)
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
                Accessible.name: text
            }
        }
    }

    background: Rectangle {
        gradient: Gradient {
            GradientStop { position: 0; color: "#2f6d41" }
            GradientStop { position: 1; color: "#1f4a2b" }
        }
    }

    GridView {
        id: gameGrid
        objectName: "gameGrid"
        anchors.fill: parent
        anchors.margins: 20
        readonly property int perRow: width >= 900 ? 2 : 1
        cellWidth: Math.floor(width / perRow)
        cellHeight: 176
        clip: true
        focus: true
        activeFocusOnTab: true
        keyNavigationEnabled: true
        currentIndex: 0
        boundsBehavior: Flickable.StopAtBounds
        // Eight games do not fit a small window: the chosen card is always brought into view at once.
        onCurrentIndexChanged: positionViewAtIndex(currentIndex, GridView.Contain)
        model: GameListModel {
            id: games
            recent: AppSettings.recentGames
        }
        ScrollBar.vertical: ScrollBar {
            policy: gameGrid.contentHeight > gameGrid.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
        }
        Accessible.role: Accessible.List
        Accessible.name: page.title

        function open(index) {
            if (index < 0 || index >= count)
                return
            currentIndex = index
            const g = games.get(index)
            page.gameChosen(g.gameId, g.name, g.minPlayers, g.maxPlayers)
        }
        Keys.onReturnPressed: open(currentIndex)
        Keys.onEnterPressed: open(currentIndex)
        Keys.onSpacePressed: open(currentIndex)

        // The current card holds the keyboard itself (the view gives its slot the focus, the slot passes it
        // on to the card): each move of the arrows is then a focus change that a screen reader reads.
        delegate: FocusScope {
            id: slot
            required property int index
            required property string gameId
            required property string name
            required property string description
            required property int minPlayers
            required property int maxPlayers
            required property int diceCount
            required property bool pokerDice
            required property int sheetColumns
            required property string family
            readonly property bool current: GridView.isCurrentItem && gameGrid.activeFocus
            width: gameGrid.cellWidth
            height: gameGrid.cellHeight

            Rectangle {
                id: card
                objectName: "gameCard"
                focus: true
                anchors.fill: parent
                anchors.margins: 8
                radius: 12
                color: hover.hovered ? "#fffdf5" : "#f7f1e1"
                border.color: slot.current ? "#ffb300" : hover.hovered ? "#8d6e63" : "#c8b99a"
                border.width: slot.current ? 4 : 2
                scale: hover.hovered || slot.current ? 1.0 : 0.985
                Behavior on scale { NumberAnimation { duration: AppSettings.reducedMotion ? 0 : 120 } }

                Accessible.role: Accessible.Button
                Accessible.name: slot.name
                Accessible.description: slot.family + ". " + slot.description
                Accessible.focusable: true
                Accessible.focused: slot.current
                // Qt 6.4 calls this for the Press of a button-like item (a handler would list Press twice).
                function accessiblePressAction() {
                    gameGrid.open(slot.index)
                }

                RowLayout {
                    anchors.fill: parent
                    anchors.margins: 14
                    spacing: 16

                    // The picture: the game's dice on felt, and its sheet with the columns a player fills.
                    Rectangle {
                        Layout.preferredWidth: 150
                        Layout.fillHeight: true
                        radius: 8
                        color: "#2e6b3f"
                        border.color: "#1f4a2b"
                        border.width: 2
                        Rectangle { // the sheet
                            visible: slot.sheetColumns > 0
                            x: parent.width - width - 8
                            y: 8
                            width: 20 + 12 * slot.sheetColumns
                            height: parent.height - 16
                            color: "#fffef8"
                            border.color: "#9e9583"
                            Repeater {
                                model: 6
                                Rectangle {
                                    required property int index
                                    x: 3
                                    y: 6 + index * (parent.height - 10) / 6
                                    width: parent.width - 6
                                    height: 1
                                    color: "#b0a68f"
                                }
                            }
                            Repeater {
                                model: slot.sheetColumns
                                Rectangle {
                                    required property int index
                                    x: 18 + index * 12
                                    y: 3
                                    width: 1
                                    height: parent.height - 6
                                    color: "#6d4c41"
                                }
                            }
                        }
                        Repeater {
                            // Up to three dice; the faces make the game's best combination.
                            model: Math.min(3, slot.diceCount)
                            Die {
                                required property int index
                                width: 34
                                height: 34
                                x: 8 + index * 22
                                y: 12 + (index % 2) * 34
                                rotation: (index - 1) * 12
                                poker: slot.pokerDice
                                face: 6 - (slot.pokerDice ? 0 : index)
                                enabled: false // a picture: the card takes the clicks
                                activeFocusOnTab: false
                                Accessible.ignored: true
                            }
                        }
                    }

                    ColumnLayout {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        spacing: 4
                        Label {
                            text: slot.name
                            font.pixelSize: Math.round(20 * AppSettings.fontScale)
                            font.bold: true
                            color: "#3e2723"
                        }
                        Label {
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            text: slot.description
                            wrapMode: Text.WordWrap
                            elide: Text.ElideRight
                            color: "#4e342e"
                        }
                        RowLayout {
                            spacing: 6
                            Layout.fillWidth: true
                            Label {
                                objectName: "family"
                                text: slot.family
                                font.italic: true
                                color: "#6d4c41"
                            }
                            Label {
                                text: "·"
                                color: "#6d4c41"
                                Accessible.ignored: true
                            }
                            Label {
                                Layout.fillWidth: true
                                elide: Text.ElideRight
                                text: slot.minPlayers === slot.maxPlayers
                                      ? qsTr("%n player(s)", "", slot.minPlayers)
                                      : qsTr("%1 to %2 players").arg(slot.minPlayers).arg(slot.maxPlayers)
                                color: "#6d4c41"
                            }
                        }
                    }
                }

                HoverHandler {
                    id: hover
                    cursorShape: Qt.PointingHandCursor
                }
                TapHandler {
                    onTapped: {
                        gameGrid.forceActiveFocus()
                        gameGrid.open(slot.index)
                    }
                }
            }
        }
    }
}
