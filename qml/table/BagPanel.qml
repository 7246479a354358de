// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher

// A bag of coloured dice as one seat can count it (Würfel-Hold'em): per colour the dice it has not
// seen yet, the dice left in the bag and those under other seats' cups; and, where an all-in split
// the pot, the main pot and the side pots apart. Reads the facts `bagUnseen` (four counts: red,
// black, white, yellow), `bagLeft`, `bagInCups` and `sidePots` (the pots' chips, main pot first);
// shown while `bagUnseen` is there (see docs/adding-a-game.md, "Panels").
Rectangle {
    id: panel
    objectName: "bagPanel"
    required property TableController table
    readonly property var facts: table.facts
    readonly property var unseen: facts.bagUnseen !== undefined ? facts.bagUnseen : []
    readonly property var pots: facts.sidePots !== undefined ? facts.sidePots : []
    readonly property var colours: [
        { name: qsTr("red"), letter: qsTr("R", "red die"), body: "#c62828", ink: "#ffffff" },
        { name: qsTr("black"), letter: qsTr("B", "black die"), body: "#263238", ink: "#ffffff" },
        { name: qsTr("white"), letter: qsTr("W", "white die"), body: "#fafafa", ink: "#212121" },
        { name: qsTr("yellow"), letter: qsTr("Y", "yellow die"), body: "#fdd835", ink: "#212121" }
    ]
    readonly property string countsText: unseen.map((n, i) => qsTr("%1 %2").arg(n).arg(colours[i].name)).join(", ")
    readonly property string potsText: pots.length > 1
        ? qsTr("Main pot %1; side pots: %2").arg(pots[0]).arg(pots.slice(1).join(", ")) : ""
    readonly property string text: qsTr("Not seen yet: %1. In the bag: %2; under the others' cups: %3.")
                                   .arg(countsText).arg(facts.bagLeft || 0).arg(facts.bagInCups || 0)
                                   + (potsText !== "" ? " " + potsText + "." : "")
    visible: facts.bagUnseen !== undefined
    implicitWidth: Math.max(row.implicitWidth, caption.implicitWidth, potLine.implicitWidth) + 24
    implicitHeight: caption.implicitHeight + row.implicitHeight + (potLine.visible ? potLine.implicitHeight + 6 : 0) + 28
    radius: 10
    color: "#fffdf5"
    border.color: "#c8b99a"
    Accessible.role: Accessible.StaticText
    Accessible.name: text

    Label {
        id: caption
        x: 12
        y: 8
        text: qsTr("The bag: %1 dice, %2 under the others' cups").arg(panel.facts.bagLeft || 0).arg(panel.facts.bagInCups || 0)
        font.bold: true
        font.pixelSize: Math.round(14 * AppSettings.fontScale)
        color: "#3e2723"
    }
    Row {
        id: row
        x: 12
        anchors.top: caption.bottom
        anchors.topMargin: 8
        spacing: 10
        Repeater {
            model: panel.unseen.length
            Row {
                required property int index
                spacing: 4
                Rectangle {
                    width: Math.round(26 * AppSettings.fontScale)
                    height: width
                    radius: width * 0.2
                    color: panel.colours[parent.index].body
                    border.color: "#616161"
                    Text {
                        anchors.centerIn: parent
                        text: panel.colours[parent.parent.index].letter
                        color: panel.colours[parent.parent.index].ink
                        font.bold: true
                        font.pixelSize: parent.height * 0.6
                    }
                }
                Label {
                    anchors.verticalCenter: parent.verticalCenter
                    text: "× " + panel.unseen[parent.index]
                    font.pixelSize: Math.round(14 * AppSettings.fontScale)
                    color: "#3e2723"
                }
            }
        }
    }
    Label {
        id: potLine
        x: 12
        anchors.top: row.bottom
        anchors.topMargin: 6
        visible: panel.potsText !== ""
        text: panel.potsText
        font.pixelSize: Math.round(14 * AppSettings.fontScale)
        color: "#3e2723"
    }
}
