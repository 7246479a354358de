// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher

// A called number and the point to make before it (Craps): any game whose player names a number and
// then throws for a point. Fed by the facts "called_number" (the number named), "point" (set once the
// first throw made one), "called_by" (the seat that named it) and "at_stake" (the chips on it); shown
// while "called_number" exists.
Rectangle {
    id: panel
    objectName: "pointPanel"
    required property TableController table
    readonly property var facts: table.facts
    readonly property bool called: facts.called_number !== undefined
    readonly property bool hasPoint: facts.point !== undefined
    readonly property string caller: facts.called_by !== undefined && facts.called_by < table.playerNames.length
                                     ? "\u2068" + table.playerNames[facts.called_by] + "\u2069" : ""
    visible: called
    implicitWidth: row.implicitWidth + 28
    implicitHeight: row.implicitHeight + 20
    radius: 12
    color: "#263238"
    border.color: "#102027"
    border.width: 2

    /// Everything the panel shows, in one sentence for a screen reader.
    readonly property string spoken: {
        if (!called)
            return ""
        let text = caller.length > 0 ? qsTr("%1 named %2").arg(caller).arg(facts.called_number)
                                     : qsTr("Named number: %1").arg(facts.called_number)
        text += ". " + (hasPoint ? qsTr("Point: %1").arg(facts.point) : qsTr("No point yet"))
        if (facts.at_stake !== undefined)
            text += ". " + qsTr("At stake: %n chip(s)", "", facts.at_stake)
        return text
    }
    // Out of the accessibility tree while nothing is called: a game without a called number has no
    // empty panel for a screen reader to stumble on.
    Accessible.ignored: !called
    Accessible.role: Accessible.StaticText
    Accessible.name: spoken

    Row {
        id: row
        anchors.centerIn: parent
        spacing: 18
        Column {
            spacing: 2
            Label {
                anchors.horizontalCenter: parent.horizontalCenter
                text: panel.caller.length > 0 ? qsTr("%1 named").arg(panel.caller) : qsTr("Named")
                Accessible.ignored: true // the panel says it all in one sentence
                color: "#cfd8dc"
                font.pixelSize: Math.round(12 * AppSettings.fontScale)
            }
            Rectangle {
                anchors.horizontalCenter: parent.horizontalCenter
                width: 56 * AppSettings.fontScale
                height: width
                radius: width / 2
                color: "#ffb300"
                Label {
                    anchors.centerIn: parent
                    text: panel.called ? panel.facts.called_number : ""
                    Accessible.ignored: true // the panel says it all in one sentence
                    font.pixelSize: Math.round(26 * AppSettings.fontScale)
                    font.bold: true
                    color: "#3e2723"
                }
            }
        }
        Column {
            spacing: 2
            Label {
                anchors.horizontalCenter: parent.horizontalCenter
                text: qsTr("Point")
                Accessible.ignored: true // the panel says it all in one sentence
                color: "#cfd8dc"
                font.pixelSize: Math.round(12 * AppSettings.fontScale)
            }
            // The point marker: a white puck with the number, "off" (empty, dark) before the first throw.
            Rectangle {
                anchors.horizontalCenter: parent.horizontalCenter
                width: 56 * AppSettings.fontScale
                height: width
                radius: width / 2
                color: panel.hasPoint ? "white" : "#37474f"
                border.color: "#eceff1"
                border.width: 2
                Label {
                    anchors.centerIn: parent
                    text: panel.hasPoint ? panel.facts.point : qsTr("off")
                    Accessible.ignored: true // the panel says it all in one sentence
                    font.pixelSize: Math.round((panel.hasPoint ? 26 : 14) * AppSettings.fontScale)
                    font.bold: panel.hasPoint
                    color: panel.hasPoint ? "#263238" : "#b0bec5"
                }
            }
        }
        Label {
            anchors.verticalCenter: parent.verticalCenter
            visible: panel.facts.at_stake !== undefined
            text: visible ? qsTr("At stake: %n chip(s)", "", panel.facts.at_stake) : ""
            Accessible.ignored: true // the panel says it all in one sentence
            color: "white"
            font.pixelSize: Math.round(14 * AppSettings.fontScale)
        }
    }
}
