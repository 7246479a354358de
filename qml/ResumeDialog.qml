// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher

// Games that were not finished when the program last stopped, to take up again.
Dialog {
    id: dialog
    required property AutosaveStore store
    required property GameController controller
    property var games: []
    signal resumed()
    signal problem(string message)

    title: qsTr("Unfinished games")
    modal: true

    function offer() {
        games = store.unfinishedGames()
        if (games.length > 0)
            open()
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8
        Label {
            text: qsTr("These games were not finished. Take one up where it stopped?")
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Repeater {
            model: dialog.games
            delegate: RowLayout {
                required property var modelData
                Layout.fillWidth: true
                Label {
                    Layout.fillWidth: true
                    elide: Text.ElideRight
                    text: qsTr("%1 — %2 — %3").arg(modelData.gameName).arg(modelData.players)
                          .arg(modelData.scorePad ? qsTr("score pad") : qsTr("round %1").arg(modelData.round))
                    ToolTip.visible: hover.hovered
                    ToolTip.text: Qt.formatDateTime(modelData.modified, Qt.DefaultLocaleLongDate)
                    HoverHandler { id: hover }
                }
                Button {
                    text: qsTr("Resume")
                    highlighted: true
                    onClicked: {
                        const problem = dialog.store.resume(dialog.controller, modelData.file)
                        dialog.close()
                        if (problem.length > 0)
                            dialog.problem(problem)
                        else
                            dialog.resumed()
                    }
                }
                Button {
                    text: qsTr("Delete…")
                    onClicked: {
                        deleteDialog.file = modelData.file
                        deleteDialog.open()
                    }
                }
            }
        }
    }

    footer: DialogButtonBox {
        Button {
            text: qsTr("Not now")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }

    Dialog {
        id: deleteDialog
        property string file
        anchors.centerIn: parent
        modal: true
        title: qsTr("Delete this game?")
        Label { text: qsTr("The unfinished game will be gone for good.") }
        footer: DialogButtonBox {
            Button {
                text: qsTr("Delete")
                DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            }
            Button {
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
