// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher

// The result of every game, and Play again: the places with their figures in the game's unit, who
// pays whom, the dice's seed (ResultsView), then Play again and Game list. The same frame stands
// beside a score pad or a game from the history as the standing so far, without the buttons.
// When the game ends, the result is said and Play again has the keys — for Enter or a click, never
// for Space by itself: a Space meant for the game that just ended (a throw, a hurry) must not start
// the next one (issue 25).
Pane {
    id: result
    objectName: "gameResult"
    required property QtObject controller
    /// The page shows this game on top: only then it speaks.
    property bool onTop: true
    signal leave()
    /// Play again worked: the new game is on the board.
    signal playingAgain()
    readonly property bool offersPlayAgain: controller.finished && !controller.readOnly
    /// Play again takes the keys when the game ends (not on a score pad, whose boxes keep them).
    property bool keysAtEnd: true

    function takeKeys() {
        if (offersPlayAgain)
            again.forceActiveFocus()
    }
    function playAgain() {
        problem.text = controller.playAgain()
        if (problem.text.length === 0)
            result.playingAgain()
    }

    padding: 12
    // Dark words on a light card, on the felt as beside the sheet.
    palette.windowText: "#3e2723"
    palette.text: "#3e2723"
    background: Rectangle {
        radius: 10
        color: "#fffdf5"
        border.color: "#ffb300"
        border.width: 3
    }

    Connections {
        target: result.controller
        function onGameFinished() {
            problem.text = ""
            if (result.onTop)
                Speech.say(result.controller.resultText())
            if (result.keysAtEnd)
                result.takeKeys()
        }
    }

    Column {
        width: result.availableWidth
        spacing: 12
        ResultsView {
            controller: result.controller
            width: parent.width
        }
        // Why the game could not start again (a file that cannot be written).
        Label {
            id: problem
            objectName: "playAgainProblem"
            visible: text.length > 0
            width: parent.width
            color: "#8e0000"
            wrapMode: Text.WordWrap
            textFormat: Text.PlainText
            Accessible.role: Accessible.AlertMessage
            Accessible.name: text
        }
        Flow {
            visible: result.offersPlayAgain
            width: parent.width
            spacing: 8
            Button {
                id: again
                objectName: "playAgain"
                text: qsTr("Play again")
                highlighted: true
                Accessible.name: qsTr("Play again: the same game with new dice")
                Accessible.onPressAction: result.playAgain()
                Keys.onReturnPressed: result.playAgain()
                Keys.onEnterPressed: result.playAgain()
                // Space by itself never plays again; neither its press nor its release reaches the button.
                Keys.onSpacePressed: (event) => event.accepted = true
                Keys.onReleased: (event) => event.accepted = event.key === Qt.Key_Space
                onClicked: result.playAgain()
            }
            Button {
                text: qsTr("Game list")
                Accessible.name: text
                Accessible.onPressAction: result.leave()
                Keys.onReturnPressed: result.leave()
                Keys.onEnterPressed: result.leave()
                onClicked: result.leave()
            }
        }
    }
}
