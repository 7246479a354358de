// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher

// One counter the whole table shares, and how far it has to go: the ones thrown so far in Die 21.
// Eins ("ones so far: 14 of 21"), a running total up to 66. Reads the facts `counter` (the count),
// `counterGoal` (where it ends) and `counterCounts` (what it counts: "ones", "pips" or "last_throws",
// the throws after a bank's announced end, Rock and Roll);
// shown while `counter` is there (see docs/adding-a-game.md, "Panels").
Rectangle {
    id: panel
    objectName: "counterPanel"
    required property TableController table
    readonly property var facts: table.facts
    readonly property int count: facts.counter !== undefined ? facts.counter : 0
    readonly property int goal: facts.counterGoal !== undefined ? facts.counterGoal : 0
    readonly property string text: facts.counterCounts === "ones" ? qsTr("Ones so far: %1 of %2").arg(count).arg(goal)
                                 : facts.counterCounts === "pips" ? qsTr("Total so far: %1 of %2").arg(count).arg(goal)
                                 : facts.counterCounts === "last_throws" ? qsTr("The end is announced: %1 of the last %2 throws thrown").arg(count).arg(goal)
                                 : qsTr("%1 of %2").arg(count).arg(goal)
    visible: facts.counter !== undefined
    implicitWidth: Math.max(260, label.implicitWidth + 24)
    implicitHeight: label.implicitHeight + bar.height + 28
    radius: 10
    color: "#fffdf5"
    border.color: "#c8b99a"
    Accessible.role: Accessible.StaticText
    Accessible.name: text

    Label {
        id: label
        x: 12
        y: 8
        text: panel.text
        font.bold: true
        font.pixelSize: Math.round(16 * AppSettings.fontScale)
        color: "#3e2723"
    }
    // How far the count has come, as a bar.
    Rectangle {
        id: bar
        x: 12
        anchors.top: label.bottom
        anchors.topMargin: 8
        width: panel.width - 24
        height: 12
        radius: 6
        color: "#e0d6c2"
        Rectangle {
            width: panel.goal > 0 ? parent.width * Math.min(1, panel.count / panel.goal) : 0
            height: parent.height
            radius: parent.radius
            color: "#2e7d32"
        }
    }
}
