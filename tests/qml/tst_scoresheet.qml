// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Knobelbecher
import Knobelbecher.Ui

TestCase {
    id: testCase
    name: "ScoreSheet"
    when: windowShown
    visible: true
    width: 700
    height: 600

    // Each test has its own controller, so that a sheet is never left watching a model that a later
    // test resets to another shape while the sheet waits for its deferred deletion.
    Component {
        id: controllerComponent
        GameController {}
    }
    Component {
        id: sheetComponent
        ScoreSheet { width: 680; height: 580 }
    }
    property GameController game

    function init() {
        game = createTemporaryObject(controllerComponent, testCase)
    }
    Component {
        id: spyComponent
        SignalSpy {}
    }

    function cellAt(sheet, row, column) {
        // The TableView's delegates carry their row and column.
        let found = null
        function walk(item) {
            for (let i = 0; i < item.children.length && !found; ++i) {
                const child = item.children[i]
                if (child.row === row && child.column === column && child.accessibleName !== undefined)
                    found = child
                else
                    walk(child)
            }
        }
        walk(sheet)
        return found
    }

    function test_aClickOnTheCurrentPlayersBoxAsksToWriteIt() {
        compare(game.startGame("escalero", ["Anna", "Ben"], {}, "5", false), "")
        const sheet = createTemporaryObject(sheetComponent, testCase, { controller: game })
        const spy = createTemporaryObject(spyComponent, testCase, { target: sheet, signalName: "writeRequested" })
        game.throwDice()
        waitForRendering(sheet)
        const aces = cellAt(sheet, 5, 0)
        verify(aces)
        verify(aces.writable)
        compare(aces.accessibleName.indexOf("\u2068Anna\u2069, Aces, free"), 0)
        mouseClick(aces)
        compare(spy.count, 1)
        compare(spy.signalArguments[0][0], 0)
        compare(spy.signalArguments[0][1], 5)
        mouseClick(cellAt(sheet, 5, 1)) // Ben's box: not his turn
        compare(spy.count, 1)
    }

    function test_arrowKeysAndEnterWrite() {
        compare(game.startGame("wuerfelpoker", ["Anna", "Ben"], {}, "5", false), "")
        const sheet = createTemporaryObject(sheetComponent, testCase, { controller: game })
        const spy = createTemporaryObject(spyComponent, testCase, { target: sheet, signalName: "writeRequested" })
        game.throwDice()
        sheet.forceActiveFocus()
        keyClick(Qt.Key_Down)      // the cursor appears on Anna's first box
        keyClick(Qt.Key_Down)
        keyClick(Qt.Key_Right)     // second column of Anna's three
        keyClick(Qt.Key_Right)
        keyClick(Qt.Key_Right)     // stays in Anna's third column
        compare(sheet.cursorRow, 1)
        compare(sheet.cursorColumn, 2)
        keyClick(Qt.Key_Return)
        compare(spy.count, 1)
        compare(spy.signalArguments[0][0], 2)
        compare(spy.signalArguments[0][1], 1)
    }

    function test_theScorePadRefusesWhatTheRowCannotHold() {
        compare(game.startGame("escalero", ["Anna", "Ben"], {}, "", true), "")
        const sheet = createTemporaryObject(sheetComponent, testCase, { controller: game })
        const refused = createTemporaryObject(spyComponent, testCase, { target: sheet, signalName: "editRefused" })
        waitForRendering(sheet)
        mouseClick(cellAt(sheet, 3, 1))  // Ben's Queens
        compare(sheet.editingRow, 3)
        keyClick(Qt.Key_1)
        keyClick(Qt.Key_0)
        keyClick(Qt.Key_Return)
        compare(refused.count, 1)
        compare(refused.signalArguments[0][0], "Queens: 0, 4, 8, 12, 16 or 20")
        compare(sheet.editingRow, 3) // still open to correct
        keyClick(Qt.Key_A, Qt.ControlModifier)
        keyClick(Qt.Key_8)
        keyClick(Qt.Key_Return)
        compare(sheet.editingRow, -1)
        compare(cellAt(sheet, 3, 1).display, "8")
        compare(cellAt(sheet, 11, 1).display, "8") // the sum follows at once
    }
}
