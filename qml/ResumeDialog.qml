// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher

// Games that were not finished when the program last stopped, to take up again.
Dialog {
    id: dialog
    required property AutosaveStore store
    /// Takes up the game chosen.
    required property GameSession session
    property var games: []
    signal resumed()
    signal problem(string message)

    title: qsTr("Unfinished games")
    modal: true
    // The dialog has the keys when it opens (Tab, Enter, Escape), on the first game it can resume, so
    // that a screen reader says the dialog and that game.
    focus: true
    onOpened: takeKeys()

    // Enter presses the button that has the keys, here and in the two questions.
    EnterPressesFocused { popup: dialog }

    function offer() {
        games = store.unfinishedGames()
        if (games.length > 0)
            open()
    }
    function takeKeys() {
        for (let i = 0; i < gameColumn.children.length; ++i) {
            const row = gameColumn.children[i]
            for (let j = 0; row && j < row.children.length; ++j)
                if (row.children[j].objectName === "resumeButton" && row.children[j].enabled) {
                    row.children[j].forceActiveFocus()
                    return
                }
        }
        notNowButton.forceActiveFocus()
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8
        Label {
            text: qsTr("These games were not finished. Take one up where it stopped?")
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        // Many games scroll; the dialog never grows past the window.
        ScrollView {
            id: gameList
            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(gameColumn.implicitHeight,
                                             dialog.parent ? dialog.parent.height * 0.6 : gameColumn.implicitHeight)
            contentWidth: availableWidth
            clip: true
            ColumnLayout {
                id: gameColumn
                width: gameList.availableWidth
                spacing: 8
                Repeater {
                    model: dialog.games
                    delegate: RowLayout {
                        required property var modelData
                        Layout.fillWidth: true
                        ColumnLayout {
                            Layout.fillWidth: true
                            spacing: 0
                            Label {
                                Layout.fillWidth: true
                                elide: Text.ElideRight
                                textFormat: Text.PlainText
                                font.bold: true
                                text: qsTr("%1 — %2").arg(modelData.gameName).arg(modelData.players)
                            }
                            // When it was played last and where it stands, so that look-alike games differ.
                            Label {
                                Layout.fillWidth: true
                                elide: Text.ElideRight
                                textFormat: Text.PlainText
                                opacity: 0.8
                                text: modelData.inUse ? qsTr("%1 — %2 — open in another window").arg(modelData.modifiedText).arg(modelData.state)
                                                      : qsTr("%1 — %2").arg(modelData.modifiedText).arg(modelData.state)
                            }
                        }
                        Button {
                            objectName: "resumeButton"
                            text: qsTr("Resume")
                            highlighted: true
                            enabled: !modelData.inUse
                            Accessible.name: qsTr("Resume %1 — %2").arg(modelData.gameName).arg(modelData.players)
                            onClicked: {
                                const problem = dialog.session.resume(modelData.file)
                                dialog.close()
                                if (problem.length > 0)
                                    dialog.problem(problem)
                                else
                                    dialog.resumed()
                            }
                        }
                        Button {
                            text: qsTr("Delete…")
                            enabled: !modelData.inUse
                            Accessible.name: qsTr("Delete %1 — %2").arg(modelData.gameName).arg(modelData.players)
                            onClicked: {
                                deleteDialog.file = modelData.file
                                deleteDialog.open()
                            }
                        }
                    }
                }
            }
        }
    }

    footer: DialogButtonBox {
        Button {
            text: qsTr("Delete all…")
            visible: dialog.games.length > 1
            DialogButtonBox.buttonRole: DialogButtonBox.ActionRole
            onClicked: deleteAllDialog.open()
        }
        Button {
            id: notNowButton
            text: qsTr("Not now")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }

    Dialog {
        id: deleteAllDialog
        anchors.centerIn: parent
        // A width of its own: from its text's width, Qt 6.4 loops on each change of language.
        width: Math.min(480, dialog.width)
        modal: true
        focus: true
        title: qsTr("Delete all unfinished games?")
        onOpened: keepAllButton.forceActiveFocus() // the safe answer has the keys
        onClosed: if (dialog.opened) dialog.takeKeys()
        EnterPressesFocused { popup: deleteAllDialog }
        Label {
            width: deleteAllDialog.availableWidth
            text: qsTr("%n unfinished game(s) will be gone for good.", "", dialog.games.filter(g => !g.inUse).length)
            wrapMode: Text.WordWrap
        }
        footer: DialogButtonBox {
            Button {
                text: qsTr("Delete all")
                DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            }
            Button {
                id: keepAllButton
                text: qsTr("Keep")
                DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            }
        }
        onAccepted: {
            dialog.store.discardAll()
            dialog.games = dialog.store.unfinishedGames()
            if (dialog.games.length === 0)
                dialog.close()
        }
    }

    Dialog {
        id: deleteDialog
        property string file
        anchors.centerIn: parent
        width: Math.min(480, dialog.width)
        modal: true
        focus: true
        title: qsTr("Delete this game?")
        onOpened: keepButton.forceActiveFocus()
        onClosed: if (dialog.opened) dialog.takeKeys()
        EnterPressesFocused { popup: deleteDialog }
        Label {
            width: deleteDialog.availableWidth
            text: qsTr("The unfinished game will be gone for good.")
            wrapMode: Text.WordWrap
        }
        footer: DialogButtonBox {
            Button {
                text: qsTr("Delete")
                DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            }
            Button {
                id: keepButton
                text: qsTr("Keep")
                DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            }
        }
        onAccepted: {
            dialog.store.discard(file)
            dialog.games = dialog.store.unfinishedGames()
            if (dialog.games.length === 0)
                dialog.close()
        }
    }
}
