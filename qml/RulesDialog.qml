// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher

// The rules of a game in the interface's language; it follows a language switch at once. The page
// is read a block at a time: the arrows move from heading to paragraph to table to list item, and a
// screen reader reads the block that gets the keys, not the whole page at once.
Dialog {
    id: dialog
    property string gameId
    modal: true
    padding: 16
    title: qsTr("Rules of %1").arg(gameName(dialog.gameId, Language.code))

    function gameName(id, language) {
        for (let i = 0; i < games.rowCount(); ++i) {
            const game = games.get(i)
            if (game.gameId === id)
                return game.name
        }
        return ""
    }
    // The keyboard goes to the first block, the game's name.
    onOpened: {
        blocks.currentIndex = 0
        blocks.positionViewAtBeginning()
        blocks.forceActiveFocus()
    }

    GameListModel { id: games }

    // Enter or Escape closes it.
    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: dialog.visible
        onActivated: dialog.close()
    }

    ListView {
        id: blocks
        objectName: "rulesText"
        anchors.fill: parent
        clip: true
        spacing: 6
        keyNavigationEnabled: true
        boundsBehavior: Flickable.StopAtBounds
        highlightMoveDuration: 0
        model: games.rulesBlocks(dialog.gameId, Language.code)
        ScrollBar.vertical: ScrollBar { id: bar }
        Accessible.role: Accessible.List
        Accessible.name: dialog.title
        Keys.onPressed: (event) => {
            const page = Math.max(1, Math.floor(blocks.height / 60))
            if (event.key === Qt.Key_Home)
                blocks.currentIndex = 0
            else if (event.key === Qt.Key_End)
                blocks.currentIndex = blocks.count - 1
            else if (event.key === Qt.Key_PageDown)
                blocks.currentIndex = Math.min(blocks.count - 1, blocks.currentIndex + page)
            else if (event.key === Qt.Key_PageUp)
                blocks.currentIndex = Math.max(0, blocks.currentIndex - page)
            else
                return
            event.accepted = true
        }
        // An item that holds the text: a Label sets its own role (StaticText) when accessibility
        // starts, over the heading or paragraph it is.
        delegate: Item {
            id: block
            required property var modelData
            required property int index
            width: blocks.width - bar.width - 4
            height: words.implicitHeight
            focus: true // the current block has the keys while the list has them
            // A paragraph that has the keys Orca calls "read only" each time; a list item it does not.
            Accessible.role: modelData.headingLevel > 0 ? Accessible.Heading : Accessible.ListItem
            // The words, never the page's markup; a table row by row.
            Accessible.name: modelData.spoken
            Accessible.focusable: true
            Label {
                id: words
                width: parent.width
                padding: 3
                text: block.modelData.html
                textFormat: Text.RichText
                wrapMode: Text.WordWrap
                Accessible.ignored: true
            }
            FocusFrame {}
            TapHandler { onTapped: blocks.currentIndex = block.index }
        }
    }

    footer: DialogButtonBox {
        Button {
            text: qsTr("Close")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
}
