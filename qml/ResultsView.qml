// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher

// The ranking and, where the game is played for chips, who pays whom: of every game, each place's
// figures in the game's unit as the controller words them (standings: result, and a sheet's points
// beside its chips: figure).
// Positioned without Qt Quick Layouts: Qt 6.4's layouts crashed when the game ended and its rows went.
Column {
    id: results
    /// A game's controller (SessionController: standings, payments, duels, settlesInChips, fairDice).
    required property QtObject controller
    spacing: 6
    // For a screen reader a list: a line per place (place, name, points, chips), then who pays whom.
    Accessible.role: Accessible.List
    Accessible.name: title.text
    readonly property bool settles: controller.settlesInChips || controller.payments.length > 0

    Label {
        id: title
        Accessible.ignored: true // the list's name
        text: results.controller.finished ? qsTr("Result") : qsTr("Standing so far")
        font.pixelSize: Math.round(18 * AppSettings.fontScale)
        font.bold: true
    }
    Repeater {
        model: results.controller.standings
        delegate: Item {
            id: place
            required property var modelData
            width: results.width
            height: Math.max(placeName.implicitHeight, figures.implicitHeight)
            Accessible.role: Accessible.ListItem
            Accessible.name: modelData.figure.length > 0
                ? qsTr("Place %1: %2, %3, %4").arg(modelData.place).arg(modelData.name)
                      .arg(modelData.figure).arg(modelData.result)
                : qsTr("Place %1: %2, %3").arg(modelData.place).arg(modelData.name).arg(modelData.result)
            Label {
                Accessible.ignored: true
                width: 24
                text: qsTr("%1.").arg(modelData.place)
                font.bold: modelData.place === 1
            }
            Label {
                id: placeName
                Accessible.ignored: true
                x: 30
                width: (figure.visible ? figure.x : figures.x) - x - 6
                text: modelData.name
                textFormat: Text.PlainText
                font.bold: modelData.place === 1
                elide: Text.ElideRight
            }
            // A sheet's points beside the chips they settle to.
            Label {
                id: figure
                Accessible.ignored: true
                visible: modelData.figure.length > 0
                x: figures.x - width - 6
                text: modelData.figure
            }
            Label {
                id: figures
                Accessible.ignored: true
                x: place.width - width
                // The sign says won or lost; the colour only repeats it.
                text: modelData.result
                font.bold: modelData.place === 1
                color: !results.controller.settlesInChips ? palette.windowText
                     : modelData.balance > 0 ? "#1b5e20" : modelData.balance < 0 ? "#c62828" : palette.windowText
                horizontalAlignment: Text.AlignRight
            }
        }
    }

    Label {
        visible: results.settles
        text: qsTr("Settlement")
        font.pixelSize: Math.round(16 * AppSettings.fontScale)
        font.bold: true
        topPadding: 8
    }
    Label {
        visible: results.settles && results.controller.payments.length === 0
        Accessible.role: Accessible.ListItem
        Accessible.name: text
        text: qsTr("Nobody pays anything.")
    }
    Repeater {
        model: results.settles ? results.controller.payments : []
        delegate: Label {
            required property string modelData
            Accessible.role: Accessible.ListItem
            Accessible.name: modelData
            text: modelData
            textFormat: Text.PlainText
            width: results.width
            wrapMode: Text.WordWrap
        }
    }

    // Würfel-Poker: which columns each pair of players won against each other.
    Repeater {
        model: results.controller.duels
        delegate: Column {
            required property var modelData
            topPadding: 6
            spacing: 1
            Label {
                text: qsTr("%1 against %2").arg(modelData.first).arg(modelData.second)
                textFormat: Text.PlainText
                font.bold: true
            }
            Repeater {
                model: modelData.columnWinners
                delegate: Label {
                    required property int index
                    required property string modelData
                    text: modelData.length > 0 ? qsTr("Column %1: %2").arg(index + 1).arg(modelData)
                                               : qsTr("Column %1: equal").arg(index + 1)
                    textFormat: Text.PlainText
                    opacity: 0.85
                }
            }
            Label {
                visible: modelData.head.length > 0
                text: qsTr("Head: %1 won every column").arg(modelData.head)
                textFormat: Text.PlainText
                color: "#a84300"
                font.bold: true
            }
        }
    }

    // The seed behind the fingerprint shown while the game was played.
    FairDiceNote {
        fair: results.controller.fairDice
        full: true
        visible: revealed && (fair.fingerprint || "").length > 0
        width: results.width
        topPadding: 8
    }
}
