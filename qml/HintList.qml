// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher

// The hint of every game: what it ranks and what its values say (hintMeaning), then the best choices,
// each with its worth in the game's unit (label, valueText: the controller words both), the best
// eight at most and how many more there are. While the best computer works it out, that it does (or
// how far its tables are built). Where it stands is the panel's: beside the sheet, on the felt.
Column {
    id: list
    objectName: "hintList"
    required property QtObject controller
    /// At most this many choices: Offenes Würfelpoker ranks all 31 keeps, a list longer than the
    /// felt, whose tail nobody reads.
    property int rows: 8
    readonly property var hints: controller.hints
    spacing: 4
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("Hint")

    Label {
        text: qsTr("Hint")
        font.bold: true
        font.pixelSize: Math.round(16 * AppSettings.fontScale)
        Accessible.ignored: true // the group's name
    }
    Label {
        objectName: "hintMeaning"
        width: list.width
        visible: text.length > 0
        text: list.controller.hinting
              ? (list.controller.preparing
                 ? qsTr("Preparing the computer's tables: %1 %").arg(Math.floor(list.controller.preparation * 100))
                 : qsTr("The best computer is thinking…"))
              : list.controller.hintMeaning
        font.italic: !list.controller.hinting
        wrapMode: Text.Wrap
        textFormat: Text.PlainText
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }
    Repeater {
        objectName: "hintRows"
        model: list.hints.slice(0, list.rows)
        Item {
            required property var modelData
            required property int index
            width: list.width
            height: Math.max(choice.implicitHeight, worth.implicitHeight)
            Accessible.role: Accessible.StaticText
            Accessible.name: qsTr("%1: %2").arg(modelData.label).arg(modelData.valueText)
            Label {
                id: choice
                width: parent.width - worth.width - 8
                text: qsTr("%1. %2").arg(index + 1).arg(modelData.label)
                font.bold: index === 0
                wrapMode: Text.Wrap
                textFormat: Text.PlainText
                Accessible.ignored: true
            }
            Label {
                id: worth
                x: parent.width - width
                width: Math.min(implicitWidth, parent.width * 0.45)
                text: modelData.valueText
                font.bold: index === 0
                horizontalAlignment: Text.AlignRight
                wrapMode: Text.Wrap
                opacity: 0.85
                Accessible.ignored: true
            }
        }
    }
    Label {
        objectName: "hintMore"
        visible: list.hints.length > list.rows
        text: qsTr("and %n more choice(s), none worth more", "", list.hints.length - list.rows)
        font.italic: true
        width: list.width
        wrapMode: Text.Wrap
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }
}
