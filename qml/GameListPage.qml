// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher

// The games as cards on a table, in the booklet's groups (the games played last in a group of their own
// on top): a picture of each game's dice and sheet, its players and a line. The cards take the keyboard
// at once: arrows move within and between the groups, Enter or Space opens the setup, typing a letter
// searches by the German or English name, Tab reaches the rest.
Page {
    id: page
    title: qsTr("Choose a game")
    // The game whose rules F1 shows.
    readonly property string gameId: gameGrid.currentItem ? gameGrid.currentItem.gameId : "ohio"
    /// What the search field holds (the model keeps the games whose name has it).
    property alias search: searchField.text
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
            TextField {
                id: searchField
                objectName: "gameSearch"
                Layout.preferredWidth: Math.min(260, page.width / 4)
                placeholderText: qsTr("Find a game")
                selectByMouse: true
                Accessible.name: qsTr("Find a game by its name")
                Accessible.description: qsTr("German or English name; Down or Enter goes to the games found")
                onTextChanged: {
                    games.filter = text
                    gameGrid.currentIndex = games.rowCount() > 0 ? 0 : -1
                    foundTeller.restart()
                }
                Keys.onDownPressed: gameGrid.forceActiveFocus()
                Keys.onReturnPressed: gameGrid.open(gameGrid.currentIndex)
                Keys.onEnterPressed: gameGrid.open(gameGrid.currentIndex)
                Keys.onEscapePressed: event => {
                    event.accepted = text.length > 0
                    text = ""
                    gameGrid.forceActiveFocus()
                }
                // Told once the typing pauses, not after every letter.
                Timer {
                    id: foundTeller
                    interval: 600
                    onTriggered: Speech.say(searchField.text.trim().length === 0
                                            ? qsTr("Every game is shown.")
                                            : games.rowCount() === 0
                                              ? qsTr("No game is called so.")
                                              : qsTr("%n game(s) found.", "", games.rowCount()))
                }
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

    // The groups one below the other, each a heading and its cards in lines of perRow. The current card
    // holds the keyboard itself, so that each move of the arrows is a focus change a screen reader reads.
    FocusScope {
        id: gameGrid
        objectName: "gameGrid"
        anchors.fill: parent
        anchors.margins: 20
        readonly property int perRow: Math.max(1, Math.floor(width / 440))
        readonly property real cellWidth: Math.floor((width - 14) / perRow)
        readonly property real cellHeight: 160
        readonly property int count: games.revision >= 0 ? games.rowCount() : 0
        property int currentIndex: 0
        /// The current card's slot (gameId, name, …); null while no game is found. A card that goes
        /// (a new search) leaves it null by itself: an object property does not outlive its object,
        /// so no card writes here as it is destroyed (the list may be gone before it).
        property Item currentItem: null
        activeFocusOnTab: true
        Accessible.role: Accessible.List
        Accessible.name: page.title

        GameListModel {
            id: games
            recent: AppSettings.recentGames
            // Back from a game, the card of the game just played (the first) is the current one.
            onRecentChanged: gameGrid.currentIndex = games.rowCount() > 0 ? 0 : -1
        }

        // Brings the current card into view once the cards are laid out; a timer of the list's own
        // (not a closure called later) dies with the list, so nothing runs on a card that has gone.
        Timer {
            id: revealer
            interval: 0
            onTriggered: gameGrid.reveal(gameGrid.currentItem)
        }

        function open(index) {
            if (index < 0 || index >= count)
                return
            currentIndex = index
            const g = games.get(index)
            page.gameChosen(g.gameId, g.name, g.minPlayers, g.maxPlayers)
        }
        /// Brings a card, and the heading over the first line of a group, into view.
        function reveal(item) {
            if (!item)
                return
            const top = item.mapToItem(flick.contentItem, 0, 0).y
            const above = item.firstLine ? 44 : 0
            if (top - above < flick.contentY)
                flick.contentY = Math.max(0, top - above)
            else if (top + item.height > flick.contentY + flick.height)
                flick.contentY = Math.min(flick.contentHeight - flick.height, top + item.height - flick.height)
        }
        Keys.onReturnPressed: open(currentIndex)
        Keys.onEnterPressed: open(currentIndex)
        Keys.onSpacePressed: open(currentIndex)
        Keys.onPressed: event => {
            const moves = [Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down, Qt.Key_Home, Qt.Key_End,
                           Qt.Key_PageUp, Qt.Key_PageDown]
            if (moves.indexOf(event.key) >= 0 && !(event.modifiers & (Qt.ControlModifier | Qt.AltModifier))) {
                const next = games.step(currentIndex, event.key, perRow)
                if (next >= 0)
                    currentIndex = next
                event.accepted = true
            } else if (event.key === Qt.Key_Escape && searchField.text.length > 0) {
                searchField.text = ""
                event.accepted = true
            } else if (event.text.length === 1
                       && (event.text.toLowerCase() !== event.text.toUpperCase() || /[0-9]/.test(event.text))
                       && !(event.modifiers & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier))) {
                // Typing searches: the letter goes into the search field, which keeps the keyboard.
                searchField.text += event.text
                searchField.forceActiveFocus()
                event.accepted = true
            }
        }

        Flickable {
            id: flick
            objectName: "gameFlick"
            anchors.fill: parent
            clip: true
            contentWidth: width
            contentHeight: groups.height
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {
                policy: flick.contentHeight > flick.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
            }

            Column {
                id: groups
                width: flick.width - 14
                spacing: 6
                Repeater {
                    model: games.groupCount
                    Column {
                        id: groupColumn
                        required property int index
                        readonly property var group: games.revision >= 0 ? games.group(index) : ({})
                        width: groups.width
                        spacing: 0
                        Label {
                            objectName: "groupHeading"
                            text: groupColumn.group.name || ""
                            topPadding: 8
                            bottomPadding: 4
                            leftPadding: 8
                            height: 40
                            color: "#fff8e1"
                            font.pixelSize: Math.round(17 * AppSettings.fontScale)
                            font.bold: true
                            Accessible.role: Accessible.Heading
                            Accessible.name: text
                        }
                        Grid {
                            columns: gameGrid.perRow
                            Repeater {
                                model: groupColumn.group.count || 0
                                delegate: Item {
                                    id: slot
                                    required property int index
                                    readonly property int row: (groupColumn.group.first || 0) + index
                                    readonly property var info: games.revision >= 0 ? games.get(row) : ({})
                                    readonly property string gameId: info.gameId || ""
                                    readonly property string name: info.name || ""
                                    readonly property string description: info.description || ""
                                    readonly property int minPlayers: info.minPlayers || 0
                                    readonly property int maxPlayers: info.maxPlayers || 0
                                    readonly property int diceCount: info.diceCount || 0
                                    readonly property bool pokerDice: info.pokerDice || false
                                    readonly property int sheetColumns: info.sheetColumns || 0
                                    readonly property string family: info.family || ""
                                    readonly property bool firstLine: index < gameGrid.perRow
                                    readonly property bool isCurrent: row === gameGrid.currentIndex
                                    readonly property bool current: isCurrent && gameGrid.activeFocus
                                    readonly property string players: minPlayers === maxPlayers
                                                                      ? qsTr("%n player(s)", "", minPlayers)
                                                                      : qsTr("%1 to %2 players").arg(minPlayers).arg(maxPlayers)
                                    width: gameGrid.cellWidth
                                    height: gameGrid.cellHeight
                                    onIsCurrentChanged: if (isCurrent) becomeCurrent()
                                    Component.onCompleted: if (isCurrent) becomeCurrent()
                                    function becomeCurrent() {
                                        gameGrid.currentItem = slot
                                        revealer.restart()
                                    }

                                Rectangle {
                                    id: card
                                    objectName: "gameCard"
                                    focus: slot.isCurrent
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
                                    // The group and the place in it first: what a sighted player sees from the heading.
                                    Accessible.description: qsTr("%1, %2 of %3").arg(slot.info.groupName || "")
                                                            .arg(slot.info.position || 0).arg(slot.info.groupSize || 0)
                                                            + ". " + slot.family + ". " + slot.players + ". " + slot.description
                                    Accessible.focusable: true
                                    Accessible.focused: slot.current
                                    // Qt 6.4 calls this for the Press of a button-like item (a handler would list Press twice).
                                    function accessiblePressAction() {
                                        gameGrid.open(slot.row)
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
                                                    text: slot.players
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
                                            gameGrid.open(slot.row)
                                        }
                                    }
                                }
                            }
                            }
                        }
                    }
                }
            }
        }

        Label {
            objectName: "nothingFound"
            visible: gameGrid.count === 0
            anchors.centerIn: parent
            width: Math.min(parent.width, 520)
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            color: "#fff8e1"
            font.pixelSize: Math.round(18 * AppSettings.fontScale)
            text: qsTr("No game is called “%1”. Escape shows every game again.").arg(searchField.text.trim())
        }
    }
}
