// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher
import Knobelbecher.Ui

// One group of dice: a player's cup, the bank's dice, the dice on the table. Dice another seat may
// not see are drawn as their backs under a closed cup; dice that fell since the last look tumble.
Item {
    id: cup
    required property TableController table
    required property var group
    property bool reducedMotion: AppSettings.reducedMotion
    property real dieSize: 44
    readonly property var dice: group ? group.dice : []
    readonly property bool allHidden: dice.length > 0 && dice.every(d => d.hidden)
    /// Real dice: the viewer's own cup, thrown at the table; the program does not know its faces.
    readonly property bool ownClosed: allHidden && group !== null && group.owner === table.viewer
    /// The owner may pick dice up from that closed cup to throw them again (Liar Dice): its dice are
    /// shown as backs to click (keys 1–5 as always); a die picked up stands a little higher.
    readonly property bool pickable: ownClosed && table.actions.revision >= 0
                                     && table.actions.indexOfDie(group.group, 0) >= 0
    readonly property bool animating: {
        for (let i = 0; i < repeater.count; ++i)
            if (repeater.itemAt(i) && repeater.itemAt(i).rolling)
                return true
        return false
    }
    /// Under the dice: "last round" while a round's dice stay in view as it ended, else the throws
    /// this seat has left (every seat's, not only the viewer's).
    readonly property string caption: !group ? ""
        : group.ended ? qsTr("last round")
        : group.throwLimit > 0 && group.owner >= 0 && dice.some(d => d.face > 0 || d.hidden)
          ? qsTr("%n throw(s) left", "", Math.max(0, group.throwLimit - group.throwsMade)) : ""
    implicitWidth: Math.max(row.implicitWidth, closed.visible ? closed.width : 0, captionLabel.implicitWidth)
    implicitHeight: dieSize + 8 + (captionLabel.visible ? captionLabel.implicitHeight : 0)
    opacity: group && group.ended ? 0.85 : 1

    function skipAnimation() {
        for (let i = 0; i < repeater.count; ++i)
            if (repeater.itemAt(i))
                repeater.itemAt(i).finish()
    }
    function toggle(index) {
        const action = table.actions.indexOfDie(group.group, index)
        if (action >= 0)
            table.act(action)
    }

    Connections {
        target: cup.table
        function onDiceThrown() {
            for (let i = 0; i < repeater.count; ++i) {
                const d = repeater.itemAt(i)
                if (d && cup.dice[i] && cup.dice[i].rolled)
                    d.roll()
            }
        }
    }

    // The closed cup: what the others see of hidden dice.
    Rectangle {
        id: closed
        visible: cup.allHidden && !cup.pickable
        // Where the dice stand when it opens: it neither jumps nor shrinks.
        width: Math.max(cup.dice.length * (cup.dieSize + 6) - 6, closedLabel.implicitWidth + 16)
        height: cup.dieSize
        y: 4
        radius: 8
        gradient: Gradient {
            GradientStop { position: 0; color: "#6d4c41" }
            GradientStop { position: 1; color: "#3e2723" }
        }
        border.color: "#2b1b17"
        Label {
            id: closedLabel
            Accessible.ignored: true // the cup says it, with its owner
            anchors.centerIn: parent
            text: cup.ownClosed ? qsTr("%n die(s) in your cup", "", cup.dice.length)
                                : qsTr("%n hidden die(s)", "", cup.dice.length)
            color: "#ffe0b2"
            font.pixelSize: Math.round(Math.max(12, cup.dieSize * 0.28) * AppSettings.fontScale)
        }
        Accessible.role: Accessible.StaticText
        Accessible.name: cup.ownClosed
            ? qsTr("%1: %n die(s) in your cup", "", cup.dice.length).arg(cup.group.ownerName)
            : qsTr("%1: %n hidden die(s)", "", cup.dice.length).arg(cup.group ? cup.group.ownerName : "")
    }

    Row {
        id: row
        visible: !cup.allHidden || cup.pickable
        spacing: 6
        y: 4
        Repeater {
            id: repeater
            model: cup.dice.length // a count: the dice stay (and roll) while their faces change
            delegate: Item {
                id: slot
                required property int index
                readonly property var modelData: cup.dice[index] || TableData.noDie
                readonly property bool rolling: die.rolling
                function roll() { die.roll() }
                function finish() { die.finish() }
                width: cup.dieSize
                height: cup.dieSize
                // A kept die sits a little lower, as on the tray's strip.
                Die {
                    id: die
                    width: parent.width
                    height: parent.height
                    y: slot.modelData.held ? 4 : 0
                    visible: !slot.modelData.hidden
                    face: slot.modelData.face
                    colour: slot.modelData.colour || ""
                    poker: cup.group.poker
                    symbols: cup.table.pokerSymbols
                    held: slot.modelData.held
                    locked: slot.modelData.locked
                    reducedMotion: cup.reducedMotion
                    activeFocusOnTab: cup.table.actions.revision >= 0 && cup.table.actions.indexOfDie(cup.group.group, slot.index) >= 0
                    // A check box, as on the tray: checked is kept.
                    Accessible.name: qsTr("Die %1: %2").arg(slot.index + 1).arg(slot.modelData.spoken)
                    Accessible.onPressAction: cup.toggle(slot.index)
                    onClicked: cup.toggle(slot.index)
                }
                // The back of a die the viewer may not see (or, in the owner's closed real cup, that
                // nobody has seen: picked up by a click).
                Rectangle {
                    objectName: "dieBack"
                    visible: slot.modelData.hidden
                    width: parent.width
                    height: parent.height
                    y: cup.pickable && slot.modelData.held ? 4 : 0
                    radius: width * 0.18
                    color: "#5d4037"
                    border.color: cup.pickable && !slot.modelData.held ? "#ffd54f" : "#3e2723"
                    border.width: cup.pickable && !slot.modelData.held ? 2 : 1
                    Accessible.role: cup.pickable ? Accessible.CheckBox : Accessible.StaticText
                    Accessible.name: qsTr("Die %1: hidden").arg(slot.index + 1)
                    Accessible.checked: cup.pickable && slot.modelData.held
                    Accessible.onPressAction: if (cup.pickable) cup.toggle(slot.index)
                    TapHandler {
                        enabled: cup.pickable
                        onTapped: cup.toggle(slot.index)
                    }
                    Text {
                        anchors.centerIn: parent
                        text: "?"
                        color: "#d7ccc8"
                        font.pixelSize: parent.height * 0.45
                    }
                }
            }
        }
    }

    Label {
        id: captionLabel
        visible: cup.caption.length > 0
        y: cup.dieSize + 8
        text: cup.caption
        color: cup.group && cup.group.ended ? "#ffe082" : "#c8e6c9"
        font.italic: cup.group ? cup.group.ended : false
        font.pixelSize: Math.round(11 * AppSettings.fontScale)
        Accessible.role: Accessible.StaticText
        Accessible.name: cup.group ? qsTr("%1: %2").arg(cup.group.ownerName).arg(cup.caption) : cup.caption
    }
}
