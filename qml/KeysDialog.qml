// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Help → Keys: every key of the game, in the interface's language. Enter or Escape closes it.
Dialog {
    id: dialog
    title: qsTr("Keys")
    modal: true
    focus: true
    padding: 16

    // [keys, what they do]; the key names as the keyboard labels them.
    readonly property var keys: [
        [qsTr("Space"), qsTr("Throw the dice; while a computer plays, hurry it")],
        [qsTr("1 … 8"), qsTr("Set a die aside or take it back")],
        [qsTr("Arrow keys"), qsTr("Move the cursor on the sheet")],
        [qsTr("Enter"), qsTr("Write the box the cursor marks; on the score pad, open it for typing")],
        [qsTr("0 … 9"), qsTr("Score pad: type into the box the cursor marks")],
        [qsTr("Delete"), qsTr("Score pad: clear the box the cursor marks")],
        [qsTr("H"), qsTr("Hint")],
        [qsTr("S, Ctrl+I"), qsTr("Say where the game stands: the dice, the throws left, the totals (Ctrl+I also on the score pad); at a table your dice, what is announced, the pot and the chips, whose turn and what Space does")],
        [qsTr("Escape"), qsTr("Cancel typing, close a dialog or the hint")],
        [qsTr("Tab, Shift+Tab"), qsTr("The next or the previous control")],
        [qsTr("Ctrl+N"), qsTr("New game: back to the game list")],
        [qsTr("Ctrl+O, Ctrl+S"), qsTr("Open a game, save it")],
        [qsTr("Ctrl+Z, Ctrl+Shift+Z"), qsTr("Undo, redo")],
        [qsTr("Ctrl+P, Ctrl+E"), qsTr("Print the sheet, export it as PDF")],
        [qsTr("Ctrl+H"), qsTr("History and statistics")],
        [qsTr("F1"), qsTr("Rules of the game; in them the arrow keys, Page Up, Page Down, Home and End go from block to block")],
        [qsTr("Ctrl+Plus, Ctrl+Minus, Ctrl+0"), qsTr("Larger, smaller, actual size")],
        [qsTr("Ctrl+Q"), qsTr("Quit")]
    ]

    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: dialog.visible
        onActivated: dialog.close()
    }

    ScrollView {
        id: scroller
        anchors.fill: parent
        contentWidth: availableWidth
        GridLayout {
            width: scroller.availableWidth
            columns: 2
            columnSpacing: 20
            rowSpacing: 6
            Repeater {
                model: dialog.keys.length * 2
                delegate: Label {
                    required property int index
                    readonly property bool isKey: index % 2 === 0
                    text: dialog.keys[Math.floor(index / 2)][index % 2]
                    font.bold: isKey
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: !isKey
                    Layout.alignment: Qt.AlignTop
                    // A screen reader reads a row as one line, key first: "Space: Throw the dice; …".
                    Accessible.role: Accessible.StaticText
                    Accessible.name: isKey ? qsTr("%1: %2").arg(text).arg(dialog.keys[Math.floor(index / 2)][1]) : text
                    Accessible.ignored: !isKey
                }
            }
        }
    }

    footer: DialogButtonBox {
        Button {
            text: qsTr("Close")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
}
