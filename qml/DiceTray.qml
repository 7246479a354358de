// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher

// The table: dice to throw above, dice set aside on the strip below, the throw button beside.
// Upright (vertical) for a narrow column beside the sheet: the dice stand one above the other,
// those set aside move to the strip on the right, and the throw button sits below.
Rectangle {
    id: tray
    objectName: "diceTray"
    required property GameController controller
    property bool reducedMotion: AppSettings.reducedMotion
    property bool vertical: false
    readonly property bool animating: {
        for (let i = 0; i < dice.count; ++i) {
            const d = dice.itemAt(i)
            if (d && d.rolling)
                return true
        }
        return false
    }
    /// The dice have landed: what they make (the sheet's previews, the status, "served") may be shown.
    readonly property bool revealed: !animating
    readonly property int diceCount: Math.max(1, controller.diceCount)
    readonly property real dieSize: vertical
        ? Math.max(30, Math.min(64, (table.width - 40) / (keeps ? 2 : 1), (table.height - 8) / diceCount - 10))
        : Math.max(36, Math.min(76, (table.width - 24) / diceCount - 16))

    // With one throw a turn nothing is ever set aside, and the strip stays away.
    readonly property bool keeps: controller.throwsPerTurn > 1
    implicitWidth: vertical ? Math.max(controls.implicitWidth, 64 * (keeps ? 2 : 1) + 40) + 24
                            : 5 * 92 + 24 + controls.implicitWidth + 16
    implicitHeight: vertical ? diceCount * 56 + 8 + controls.implicitHeight + 36
                             : (keeps ? dieSize * 3.0 : dieSize * 1.8) + 24
    radius: 10
    color: "#2e6b3f"
    border.color: "#1f4a2b"
    border.width: 2

    function skipAnimation() {
        for (let i = 0; i < dice.count; ++i)
            dice.itemAt(i).finish()
    }
    /// What a screen reader reads for the die at `index`.
    function dieName(index) {
        const slot = dice.itemAt(index)
        return slot ? slot.accessibleName : ""
    }
    function toggle(index) {
        skipAnimation()
        controller.toggleDie(index)
    }

    Connections {
        target: tray.controller
        function onDiceThrown() {
            for (let i = 0; i < dice.count; ++i) {
                const d = dice.itemAt(i)
                if (d.rolled)
                    d.roll()
            }
        }
    }

    GridLayout {
        anchors.fill: parent
        anchors.margins: 12
        columns: tray.vertical ? 1 : 2
        rowSpacing: 12
        columnSpacing: 16

        Item {
            id: table
            Layout.fillWidth: true
            Layout.fillHeight: true

            // The strip where dice set aside wait.
            Rectangle {
                id: keptStrip
                visible: tray.keeps
                x: tray.vertical ? parent.width - width : 0
                y: tray.vertical ? 0 : parent.height - height
                width: tray.vertical ? tray.dieSize + 14 : parent.width
                height: tray.vertical ? parent.height : tray.dieSize + 14
                radius: 8
                color: "#245532"
                border.color: "#3f8a55"
                Label {
                    anchors.right: parent.right
                    anchors.bottom: parent.bottom
                    anchors.margins: 4
                    Accessible.ignored: true // each die says that it is set aside
                    text: qsTr("set aside")
                    color: "#a5d6a7"
                    font.pixelSize: Math.round(11 * AppSettings.fontScale)
                }
            }

            Repeater {
                id: dice
                model: tray.controller.dice
                // The delegate carries the model's roles; the die draws them.
                delegate: Item {
                    id: slot
                    required property int index
                    required property int face
                    required property bool held
                    required property bool locked
                    required property bool rolled
                    required property bool poker
                    required property string accessibleName
                    readonly property bool rolling: die.rolling
                    function roll() { die.roll() }
                    function finish() { die.finish() }

                    width: tray.dieSize
                    height: tray.dieSize
                    // Thrown dice rest low enough (or, upright, far enough in) that their bounce stays on the table.
                    x: tray.vertical ? (held ? table.width - tray.dieSize - 7 : 8) : index * (tray.dieSize + 16) + 8
                    y: tray.vertical ? index * (tray.dieSize + 10) + 4
                                     : held ? table.height - tray.dieSize - 7 : tray.dieSize * 0.5
                    Behavior on x {
                        enabled: !tray.reducedMotion && tray.vertical
                        NumberAnimation { duration: 160; easing.type: Easing.OutQuad }
                    }
                    Behavior on y {
                        enabled: !tray.reducedMotion && !tray.vertical
                        NumberAnimation { duration: 160; easing.type: Easing.OutQuad }
                    }

                    Die {
                        id: die
                        anchors.fill: parent
                        face: slot.face
                        poker: slot.poker
                        symbols: tray.controller.dice.pokerSymbols
                        held: slot.held
                        locked: slot.locked
                        reducedMotion: tray.reducedMotion
                        // Only a die that can be set aside now takes a click, and says so.
                        enabled: slot.face > 0 && tray.controller.throwsLeft > 0 && !tray.controller.computerTurn
                                 && !slot.locked
                        Accessible.name: slot.accessibleName
                        onClicked: tray.toggle(slot.index)
                    }
                }
            }
        }

        ColumnLayout {
            id: controls
            Layout.alignment: tray.vertical ? Qt.AlignHCenter : Qt.AlignVCenter
            spacing: 8
            Button {
                id: throwButton
                text: tray.controller.throwsMade === 0 || tray.controller.throwsPerTurn === 1 ? qsTr("Throw") : qsTr("Throw again")
                enabled: tray.controller.canThrow && !tray.controller.computerTurn
                highlighted: true
                // A click leaves the keyboard on the sheet; Space throws from anywhere on the page.
                focusPolicy: Qt.TabFocus
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                Layout.preferredWidth: Math.max(150, implicitWidth) // the zoomed text whole
                onClicked: {
                    tray.skipAnimation()
                    tray.controller.throwDice()
                }
            }
            // Doppelhand: the first turn ends by keeping its dice as the first hand (K).
            Button {
                id: keepHandButton
                objectName: "keepFirstHand"
                visible: tray.controller.doubleHand && !tray.controller.hasFirstHand
                enabled: tray.controller.canKeepFirstHand && !tray.controller.computerTurn
                text: qsTr("Keep as first hand (K)")
                Accessible.role: Accessible.Button
                Accessible.name: qsTr("Keep these dice as the first hand and play the second turn")
                focusPolicy: Qt.TabFocus
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                Layout.preferredWidth: Math.max(150, implicitWidth) // the zoomed text whole
                onClicked: {
                    tray.skipAnimation()
                    tray.controller.keepFirstHand()
                }
            }
            Label {
                Layout.alignment: Qt.AlignHCenter
                color: "white"
                text: qsTr("%n throw(s) left", "", tray.controller.throwsLeft)
                Accessible.name: text
            }
            Row {
                Layout.alignment: Qt.AlignHCenter
                spacing: 6
                Repeater {
                    model: tray.controller.throwsPerTurn
                    Rectangle {
                        required property int index
                        width: 10
                        height: 10
                        radius: 5
                        color: index < tray.controller.throwsLeft ? "#ffd54f" : "transparent"
                        border.color: "#ffd54f"
                    }
                }
            }
            Label {
                objectName: "servedLabel"
                Layout.alignment: Qt.AlignHCenter
                // Said only when the dice have landed, like everything the throw makes.
                visible: tray.revealed && tray.controller.served && tray.controller.throwsMade > 0 && tray.controller.scoresServed
                text: qsTr("served")
                color: "#ffd54f"
                font.italic: true
            }
        }
    }

    // A click anywhere on the table skips the animation.
    TapHandler {
        enabled: tray.animating
        onTapped: tray.skipAnimation()
    }
}
