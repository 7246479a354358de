// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Knobelbecher
import Knobelbecher.Ui

// Real dice (issue 32): the entry under a game of the session started with real dice. A computer
// seat's throw waits for the dice its person throws for it; a refused throw is said under the field
// and changes nothing; Enter takes a throw, which is read back and can be taken back with Undo.
TestCase {
    id: testCase
    name: "DiceEntry"
    when: windowShown
    width: 800
    height: 300

    Component {
        id: sessionComponent
        GameSession {}
    }
    Component {
        id: entryComponent
        DiceEntry {
            width: 600
        }
    }

    function startChicago() {
        const session = createTemporaryObject(sessionComponent, testCase)
        verify(session)
        session.computerPace = 0
        // Ben, a computer, starts (seed 17 draws him): his cup waits for the dice thrown for him.
        compare(session.start("chicago", ["Anna", "Ben"], {}, "17", false, ["human", "good"], true), "")
        const controller = session.current
        verify(controller.realDice)
        const entry = createTemporaryObject(entryComponent, testCase, { controller: controller })
        verify(entry)
        tryVerify(() => controller.throwDue)
        return { session: session, controller: controller, entry: entry }
    }
    function type(text) {
        for (let i = 0; i < text.length; ++i)
            keyClick(text[i])
        keyClick(Qt.Key_Return)
    }

    function test_aComputersThrowWaitsForTheDiceTyped() {
        const game = startChicago()
        const controller = game.controller
        const entry = game.entry
        const field = findChild(entry, "diceEntryField")
        verify(entry.due)
        compare(controller.throwSeat, 1)
        compare(controller.throwDice, 3)
        // Names in sentences are isolated (bidirectional text), as everywhere.
        const ben = controller.playerNames[1]
        compare(controller.throwPrompt, "Throw 3 dice for " + ben + ".")
        compare(findChild(entry, "diceEntryPrompt").text, controller.throwPrompt)
        compare(field.Accessible.name, "Dice thrown")
        verify(field.Accessible.description.startsWith(controller.throwPrompt))
        entry.takeKeys()
        verify(field.activeFocus)
        // Ben's next choice waits now, so that his typed throw is the last action when Undo is asked.
        game.session.computerPace = 5000

        // A face the die does not have: refused, said under the field, nothing changed.
        type("7 1 2")
        compare(entry.problem, "7 is not a face of these dice (1 to 6).")
        compare(findChild(entry, "diceEntryProblem").text, entry.problem)
        verify(!controller.hasMoves)
        verify(controller.throwDue)
        // Too many dice: refused too.
        field.clear()
        type("1 2 3 4")
        compare(entry.problem, "3 dice to throw now, not 4.")
        verify(!controller.hasMoves)

        // The throw as it fell: taken, read back, the field emptied for the next.
        field.clear()
        type("6 5 4")
        compare(entry.problem, "")
        compare(entry.entered, "6 5 4")
        compare(field.text, "")
        verify(controller.hasMoves)
        compare(findChild(entry, "diceEntryProblem").text, "")

        // Undo takes the typed throw back; the computer throws again, and waits for its dice.
        verify(controller.canUndo)
        verify(controller.undo())
        verify(!controller.hasMoves)
        tryVerify(() => controller.throwDue, 15000)
        compare(controller.throwPrompt, "Throw 3 dice for " + ben + ".")
    }

    function test_theWholeGameIsPlayedWithTypedDice() {
        const game = startChicago()
        const controller = game.controller
        const entry = game.entry
        const field = findChild(entry, "diceEntryField")
        let typedThrows = 0
        let turns = 0
        while (!controller.finished && typedThrows + turns < 400) {
            if (controller.throwDue) {
                entry.takeKeys()
                field.text = ["1 2 3", "6 6 6", "4 5 6", "2 2 1", "6 6 5"][typedThrows % 5]
                    .split(" ").slice(0, controller.throwDice).join(" ")
                entry.confirm()
                compare(entry.problem, "")
                ++typedThrows
            } else if (controller.myTurn) {
                verify(controller.act(0)) // Anna's first choice, whatever it is
                ++turns
            } else {
                tryVerify(() => controller.finished || controller.throwDue || controller.myTurn, 5000)
            }
        }
        verify(controller.finished)
        verify(typedThrows > 0)
        verify(!entry.due)
    }
}
