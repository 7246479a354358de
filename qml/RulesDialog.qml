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
            width: scroller.availableWidth
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
