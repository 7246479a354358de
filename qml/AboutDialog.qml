// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher

// Help → About: the program, its version and its licence. Enter or Escape closes it.
Dialog {
    id: dialog
    title: qsTr("About Knobelbecher")
    modal: true
    focus: true
    padding: 20

    // The keys go to Close, and what the dialog says is said with it: a screen reader reads a dialog's
    // title and its focused button, not its text.
    onOpened: {
        closeButton.forceActiveFocus()
        Qt.callLater(() => Speech.say([version.text, about.text].join(". ")))
    }

    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: dialog.visible
        onActivated: dialog.close()
    }

    ColumnLayout {
        width: dialog.availableWidth
        spacing: 10
        RowLayout {
            spacing: 16
            Image {
                source: "qrc:/icons/knobelbecher.png"
                sourceSize: Qt.size(64, 64)
                visible: status === Image.Ready
            }
            ColumnLayout {
                Label {
                    text: "Knobelbecher"
                    font.pixelSize: Math.round(22 * AppSettings.fontScale)
                    font.bold: true
                }
                Label {
                    id: version
                    objectName: "version"
                    text: qsTr("Version %1").arg(Qt.application.version)
                }
            }
        }
        Label {
            id: about
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            // The games come from the registry: a new game is named here the day it is added.
            text: qsTr("The classic German and Austrian dice games: %1; with exact rules, a score sheet that checks every entry, and computer players.")
                  .arg(games.names().join(", "))
            GameListModel {
                id: games
            }
        }
        Label {
            objectName: "licence"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: qsTr("Licence: GPL-3.0-or-later. This program is free software: you may share and change it under the terms of the GNU General Public License, version 3 or any later version. It comes with no warranty.")
        }
    }

    footer: DialogButtonBox {
        Button {
            id: closeButton
            text: qsTr("Close")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
}
