// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher

// The ranking and, where the game is played for chips, who pays whom.
// Positioned without Qt Quick Layouts: Qt 6.4's layouts crashed when the game ended and its rows went.
Column {
    id: results
    required property GameController controller
    spacing: 6
    // For a screen reader a list: a line per place (place, name, points, chips), then who pays whom.
    Accessible.role: Accessible.List
    Accessible.name: title.text

    function chipsText(balance) {
        // Qt fills in %n only for n >= 0, so a loss has its own text.
        return balance > 0 ? qsTr("+%n chip(s)", "", balance)
             : balance < 0 ? qsTr("−%n chip(s)", "", -balance)
             : qsTr("%n chip(s)", "", 0)
    }

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
            height: Math.max(placeName.implicitHeight, points.implicitHeight)
            Accessible.role: Accessible.ListItem
            Accessible.name: results.controller.settlesInChips
                ? qsTr("Place %1: %2, %3, %4").arg(modelData.place).arg(modelData.name)
                      .arg(qsTr("%n point(s)", "", modelData.total)).arg(results.chipsText(modelData.balance))
                : qsTr("Place %1: %2, %3").arg(modelData.place).arg(modelData.name)
                      .arg(qsTr("%n point(s)", "", modelData.total))
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
                width: points.x - x - 6
                text: modelData.name
                textFormat: Text.PlainText
                font.bold: modelData.place === 1
                elide: Text.ElideRight
            }
            Label {
                id: points
                Accessible.ignored: true
                x: chips.visible ? chips.x - width - 6 : place.width - width
                text: qsTr("%n point(s)", "", modelData.total)
            }
            Label {
                id: chips
                Accessible.ignored: true
                x: place.width - width
                visible: results.controller.settlesInChips
                // The sign says won or lost; the colour only repeats it.
                text: results.chipsText(modelData.balance)
                color: modelData.balance > 0 ? "#1b5e20" : modelData.balance < 0 ? "#c62828" : palette.text
                width: 90
                horizontalAlignment: Text.AlignRight
            }
        }
    }

    Label {
        visible: results.controller.settlesInChips
        text: qsTr("Settlement")
        font.pixelSize: Math.round(16 * AppSettings.fontScale)
        font.bold: true
        topPadding: 8
    }
    Label {
        visible: results.controller.settlesInChips && results.controller.payments.length === 0
        Accessible.role: Accessible.ListItem
        Accessible.name: text
        text: qsTr("Nobody pays anything.")
    }
    Repeater {
        model: results.controller.settlesInChips ? results.controller.payments : []
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
