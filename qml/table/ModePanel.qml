// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher

// The mode a round is played in, said by one player: high or low (Chicago hoch-tief), shown all
// round. Reads the facts `mode` ("high": the highest result wins; "low": the lowest wins; "open": not
// said yet) and `mode_by` (the seat that says it); shown while `mode` is there (see
// docs/adding-a-game.md, "Panels").
Rectangle {
    id: panel
    objectName: "modePanel"
    required property TableController table
    readonly property var facts: table.facts
    readonly property string mode: facts.mode !== undefined ? facts.mode : ""
    readonly property string by: facts.mode_by !== undefined && facts.mode_by < table.playerNames.length
                                 ? "\u2068" + table.playerNames[facts.mode_by] + "\u2069" : ""
    readonly property string title: mode === "high" ? qsTr("High") : mode === "low" ? qsTr("Low") : qsTr("High or low?")
    readonly property string detail: mode === "high" ? qsTr("the highest sum wins, the lowest takes the beer mat")
                                   : mode === "low" ? qsTr("pips count plainly: the lowest sum wins, the highest takes the beer mat")
                                   : by.length > 0 ? qsTr("%1 says it after the first throw").arg(by)
                                   : qsTr("said after the first throw")
    /// Everything the panel shows, in one sentence for a screen reader.
    readonly property string spoken: mode === "open" || by.length === 0 ? qsTr("%1: %2").arg(title).arg(detail)
                                   : qsTr("%1 says %2: %3").arg(by).arg(title).arg(detail)
    visible: mode.length > 0
    // From the texts' own widths, not the row's: the detail wraps when the page gives less room.
    implicitWidth: badge.implicitWidth + detail.implicitWidth + row.spacing + 24
    implicitHeight: row.height + 16
    radius: 10
    color: mode === "low" ? "#e3f2fd" : mode === "high" ? "#fff3e0" : "#fffdf5"
    border.color: mode === "low" ? "#1565c0" : mode === "high" ? "#e65100" : "#c8b99a"
    border.width: 2
    Accessible.ignored: mode.length === 0
    Accessible.role: Accessible.StaticText
    Accessible.name: spoken

    Row {
        id: row
        x: 12
        anchors.verticalCenter: parent.verticalCenter
        spacing: 12
        // The badge: an arrow up or down and the word.
        Label {
            id: badge
            anchors.verticalCenter: parent.verticalCenter
            text: (panel.mode === "high" ? "\u25B2 " : panel.mode === "low" ? "\u25BC " : "") + panel.title
            Accessible.ignored: true // the panel says it all in one sentence
            font.bold: true
            font.pixelSize: Math.round(20 * AppSettings.fontScale)
            color: panel.mode === "low" ? "#0d47a1" : panel.mode === "high" ? "#bf360c" : "#3e2723"
        }
        Label {
            id: detail
            anchors.verticalCenter: parent.verticalCenter
            width: Math.min(implicitWidth, panel.width - badge.implicitWidth - row.spacing - 24)
            text: (panel.mode !== "open" && panel.by.length > 0 ? qsTr("%1 said it: ").arg(panel.by) : "") + panel.detail
            Accessible.ignored: true // the panel says it all in one sentence
            font.pixelSize: Math.round(14 * AppSettings.fontScale)
            color: "#3e2723"
            wrapMode: Text.WordWrap
        }
    }
}
