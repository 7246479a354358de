// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher

// The rules of a game in the interface's language; it follows a language switch at once.
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
    // The keyboard goes to the text, which a screen reader then reads.
    onOpened: rulesText.forceActiveFocus()

    GameListModel { id: games }

    // Enter or Escape closes it.
    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: dialog.visible
        onActivated: dialog.close()
    }

    ScrollView {
        id: scroller
        anchors.fill: parent
        contentWidth: availableWidth
        Label {
            id: rulesText
            objectName: "rulesText"
            width: scroller.availableWidth
            activeFocusOnTab: true
            // The words, never the page's markup.
            Accessible.name: Speech.plainText(text)
            textFormat: Text.RichText
            wrapMode: Text.WordWrap
            text: games.rulesText(dialog.gameId, Language.code)
        }
    }

    footer: DialogButtonBox {
        Button {
            text: qsTr("Close")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
}
